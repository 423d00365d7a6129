!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c6144_i32 = arith.constant 6144 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %cst_1 = arith.constant dense<0xFF80> : vector<32xbf16>
      %c0_i8 = arith.constant 0 : i8
      %cst_2 = arith.constant 1.44269502 : f32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %c2_i32 = arith.constant 2 : i32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %cst_4 = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %c96_i32 = arith.constant 96 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %cst_5 = arith.constant dense<1.44269502> : vector<32xf32>
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %7 = nvvm.shfl.sync idx %c-1_i32, %6, %c0_i32, %c31_i32 : i32 -> i32
      %8 = arith.extui %7 : i32 to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%9, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %10 = llvm.ptrtoint %9 : !llvm.ptr<3> to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%11, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %12 = llvm.getelementptr %9[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %13 = llvm.ptrtoint %12 : !llvm.ptr<3> to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%14, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %16 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %17 = arith.remsi %15, %c32_i32 : i32
      %18 = arith.floordivsi %15, %c32_i32 : i32
      %19 = arith.muli %16, %c5000_i32 overflow<nsw> : i32
      %20 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %21 = llvm.getelementptr %20[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %22 = arith.muli %15, %c8_i32 overflow<nsw> : i32
      %23 = llvm.getelementptr %21[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %24 = arith.cmpi slt, %16, %c96_i32 : i32
      %25 = arith.cmpi slt, %22, %c5000_i32 : i32
      %26 = arith.andi %24, %25 : i1
      %27 = arith.extui %26 : i1 to i8
      llvm.store %27, %5 {alignment = 32 : i64} : i8, !llvm.ptr
      %28 = arith.addi %22, %c2048_i32 overflow<nsw> : i32
      %29 = arith.cmpi slt, %16, %c96_i32 : i32
      %30 = arith.cmpi slt, %28, %c5000_i32 : i32
      %31 = arith.andi %29, %30 : i1
      %32 = arith.extui %31 : i1 to i8
      %33 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %32, %33 {alignment = 1 : i64} : i8, !llvm.ptr
      %34 = arith.addi %22, %c4096_i32 overflow<nsw> : i32
      %35 = arith.cmpi slt, %16, %c96_i32 : i32
      %36 = arith.cmpi slt, %34, %c5000_i32 : i32
      %37 = arith.andi %35, %36 : i1
      %38 = arith.extui %37 : i1 to i8
      %39 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %38, %39 {alignment = 2 : i64} : i8, !llvm.ptr
      %40 = arith.addi %22, %c6144_i32 overflow<nsw> : i32
      %41 = arith.cmpi slt, %16, %c96_i32 : i32
      %42 = arith.cmpi slt, %40, %c5000_i32 : i32
      %43 = arith.andi %41, %42 : i1
      %44 = arith.extui %43 : i1 to i8
      %45 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %44, %45 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_1, %4 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %237 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %238 = llvm.getelementptr %23[%237] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %239 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %240 = llvm.getelementptr %4[%239] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %241 = llvm.getelementptr %5[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %242 = llvm.load %241 {alignment = 1 : i64} : !llvm.ptr -> i8
        %243 = arith.cmpi ne, %242, %c0_i8 : i8
        scf.if %243 {
          %244 = llvm.load %238 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %244, %240 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %46 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %47 = arith.extf %46 : vector<32xbf16> to vector<32xf32>
      %48 = vector.reduction <maximumf>, %47, %cst_0 : vector<32xf32> into f32
      %49 = arith.maximumf %48, %cst_0 : f32
      %50 = vector.broadcast %49 : f32 to vector<32xf32>
      %51 = arith.subf %47, %50 : vector<32xf32>
      %52 = arith.mulf %51, %cst_5 : vector<32xf32>
      %53 = math.exp2 %52 : vector<32xf32>
      %54 = vector.reduction <add>, %53, %cst : vector<32xf32> into f32
      %55 = arith.subf %cst_0, %49 : f32
      %56 = arith.mulf %55, %cst_2 : f32
      %57 = math.exp2 %56 : f32
      %58 = arith.mulf %57, %cst : f32
      %59 = arith.addf %58, %54 : f32
      %60 = nvvm.shfl.sync bfly %c-1_i32, %49, %c16_i32, %c31_i32 : f32 -> f32
      %61 = nvvm.shfl.sync bfly %c-1_i32, %59, %c16_i32, %c31_i32 : f32 -> f32
      %62 = arith.maximumf %49, %60 : f32
      %63 = arith.subf %49, %62 : f32
      %64 = arith.mulf %63, %cst_2 : f32
      %65 = math.exp2 %64 : f32
      %66 = arith.mulf %59, %65 : f32
      %67 = arith.subf %60, %62 : f32
      %68 = arith.mulf %67, %cst_2 : f32
      %69 = math.exp2 %68 : f32
      %70 = arith.mulf %61, %69 : f32
      %71 = arith.addf %66, %70 : f32
      %72 = nvvm.shfl.sync bfly %c-1_i32, %62, %c8_i32, %c31_i32 : f32 -> f32
      %73 = nvvm.shfl.sync bfly %c-1_i32, %71, %c8_i32, %c31_i32 : f32 -> f32
      %74 = arith.maximumf %62, %72 : f32
      %75 = arith.subf %62, %74 : f32
      %76 = arith.mulf %75, %cst_2 : f32
      %77 = math.exp2 %76 : f32
      %78 = arith.mulf %71, %77 : f32
      %79 = arith.subf %72, %74 : f32
      %80 = arith.mulf %79, %cst_2 : f32
      %81 = math.exp2 %80 : f32
      %82 = arith.mulf %73, %81 : f32
      %83 = arith.addf %78, %82 : f32
      %84 = nvvm.shfl.sync bfly %c-1_i32, %74, %c4_i32, %c31_i32 : f32 -> f32
      %85 = nvvm.shfl.sync bfly %c-1_i32, %83, %c4_i32, %c31_i32 : f32 -> f32
      %86 = arith.maximumf %74, %84 : f32
      %87 = arith.subf %74, %86 : f32
      %88 = arith.mulf %87, %cst_2 : f32
      %89 = math.exp2 %88 : f32
      %90 = arith.mulf %83, %89 : f32
      %91 = arith.subf %84, %86 : f32
      %92 = arith.mulf %91, %cst_2 : f32
      %93 = math.exp2 %92 : f32
      %94 = arith.mulf %85, %93 : f32
      %95 = arith.addf %90, %94 : f32
      %96 = nvvm.shfl.sync bfly %c-1_i32, %86, %c2_i32, %c31_i32 : f32 -> f32
      %97 = nvvm.shfl.sync bfly %c-1_i32, %95, %c2_i32, %c31_i32 : f32 -> f32
      %98 = arith.maximumf %86, %96 : f32
      %99 = arith.subf %86, %98 : f32
      %100 = arith.mulf %99, %cst_2 : f32
      %101 = math.exp2 %100 : f32
      %102 = arith.mulf %95, %101 : f32
      %103 = arith.subf %96, %98 : f32
      %104 = arith.mulf %103, %cst_2 : f32
      %105 = math.exp2 %104 : f32
      %106 = arith.mulf %97, %105 : f32
      %107 = arith.addf %102, %106 : f32
      %108 = nvvm.shfl.sync bfly %c-1_i32, %98, %c1_i32, %c31_i32 : f32 -> f32
      %109 = nvvm.shfl.sync bfly %c-1_i32, %107, %c1_i32, %c31_i32 : f32 -> f32
      %110 = arith.maximumf %98, %108 : f32
      %111 = arith.subf %98, %110 : f32
      %112 = arith.mulf %111, %cst_2 : f32
      %113 = math.exp2 %112 : f32
      %114 = arith.mulf %107, %113 : f32
      %115 = arith.subf %108, %110 : f32
      %116 = arith.mulf %115, %cst_2 : f32
      %117 = math.exp2 %116 : f32
      %118 = arith.mulf %109, %117 : f32
      %119 = arith.addf %114, %118 : f32
      %120 = arith.cmpi eq, %17, %c0_i32 : i32
      scf.if %120 {
        %237 = llvm.getelementptr %11[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %110, %237 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %238 = llvm.getelementptr %14[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %119, %238 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %121 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %122 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %123 = llvm.getelementptr %11[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %124 = llvm.load %123 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %125 = llvm.getelementptr %14[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %126 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %127 = arith.maximumf %121, %124 : f32
      %128 = arith.subf %121, %127 : f32
      %129 = arith.mulf %128, %cst_2 : f32
      %130 = math.exp2 %129 : f32
      %131 = arith.mulf %122, %130 : f32
      %132 = arith.subf %124, %127 : f32
      %133 = arith.mulf %132, %cst_2 : f32
      %134 = math.exp2 %133 : f32
      %135 = arith.mulf %126, %134 : f32
      %136 = arith.addf %131, %135 : f32
      %137 = llvm.getelementptr %11[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %138 = llvm.load %137 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %139 = llvm.getelementptr %14[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %140 = llvm.load %139 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %141 = arith.maximumf %127, %138 : f32
      %142 = arith.subf %127, %141 : f32
      %143 = arith.mulf %142, %cst_2 : f32
      %144 = math.exp2 %143 : f32
      %145 = arith.mulf %136, %144 : f32
      %146 = arith.subf %138, %141 : f32
      %147 = arith.mulf %146, %cst_2 : f32
      %148 = math.exp2 %147 : f32
      %149 = arith.mulf %140, %148 : f32
      %150 = arith.addf %145, %149 : f32
      %151 = llvm.getelementptr %11[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %152 = llvm.load %151 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %153 = llvm.getelementptr %14[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %154 = llvm.load %153 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %155 = arith.maximumf %141, %152 : f32
      %156 = arith.subf %141, %155 : f32
      %157 = arith.mulf %156, %cst_2 : f32
      %158 = math.exp2 %157 : f32
      %159 = arith.mulf %150, %158 : f32
      %160 = arith.subf %152, %155 : f32
      %161 = arith.mulf %160, %cst_2 : f32
      %162 = math.exp2 %161 : f32
      %163 = arith.mulf %154, %162 : f32
      %164 = arith.addf %159, %163 : f32
      %165 = llvm.getelementptr %11[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %166 = llvm.load %165 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %167 = llvm.getelementptr %14[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %168 = llvm.load %167 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %169 = arith.maximumf %155, %166 : f32
      %170 = arith.subf %155, %169 : f32
      %171 = arith.mulf %170, %cst_2 : f32
      %172 = math.exp2 %171 : f32
      %173 = arith.mulf %164, %172 : f32
      %174 = arith.subf %166, %169 : f32
      %175 = arith.mulf %174, %cst_2 : f32
      %176 = math.exp2 %175 : f32
      %177 = arith.mulf %168, %176 : f32
      %178 = arith.addf %173, %177 : f32
      %179 = llvm.getelementptr %11[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %180 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %181 = llvm.getelementptr %14[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %182 = llvm.load %181 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %183 = arith.maximumf %169, %180 : f32
      %184 = arith.subf %169, %183 : f32
      %185 = arith.mulf %184, %cst_2 : f32
      %186 = math.exp2 %185 : f32
      %187 = arith.mulf %178, %186 : f32
      %188 = arith.subf %180, %183 : f32
      %189 = arith.mulf %188, %cst_2 : f32
      %190 = math.exp2 %189 : f32
      %191 = arith.mulf %182, %190 : f32
      %192 = arith.addf %187, %191 : f32
      %193 = llvm.getelementptr %11[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %194 = llvm.load %193 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %195 = llvm.getelementptr %14[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %196 = llvm.load %195 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %197 = arith.maximumf %183, %194 : f32
      %198 = arith.subf %183, %197 : f32
      %199 = arith.mulf %198, %cst_2 : f32
      %200 = math.exp2 %199 : f32
      %201 = arith.mulf %192, %200 : f32
      %202 = arith.subf %194, %197 : f32
      %203 = arith.mulf %202, %cst_2 : f32
      %204 = math.exp2 %203 : f32
      %205 = arith.mulf %196, %204 : f32
      %206 = arith.addf %201, %205 : f32
      %207 = llvm.getelementptr %11[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %208 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %209 = llvm.getelementptr %14[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %210 = llvm.load %209 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %211 = arith.maximumf %197, %208 : f32
      %212 = arith.subf %197, %211 : f32
      %213 = arith.mulf %212, %cst_2 : f32
      %214 = math.exp2 %213 : f32
      %215 = arith.mulf %206, %214 : f32
      %216 = arith.subf %208, %211 : f32
      %217 = arith.mulf %216, %cst_2 : f32
      %218 = math.exp2 %217 : f32
      %219 = arith.mulf %210, %218 : f32
      %220 = arith.addf %215, %219 : f32
      %221 = arith.divf %cst_3, %220 : f32
      %222 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %223 = llvm.getelementptr %222[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %224 = llvm.getelementptr %223[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %27, %3 {alignment = 32 : i64} : i8, !llvm.ptr
      %225 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %32, %225 {alignment = 1 : i64} : i8, !llvm.ptr
      %226 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %38, %226 {alignment = 2 : i64} : i8, !llvm.ptr
      %227 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %44, %227 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_4, %2 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %237 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %238 = llvm.getelementptr %23[%237] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %239 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %240 = llvm.getelementptr %2[%239] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %241 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %242 = llvm.load %241 {alignment = 1 : i64} : !llvm.ptr -> i8
        %243 = arith.cmpi ne, %242, %c0_i8 : i8
        scf.if %243 {
          %244 = llvm.load %238 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %244, %240 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %228 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %229 = arith.extf %228 : vector<32xbf16> to vector<32xf32>
      %230 = vector.broadcast %211 : f32 to vector<32xf32>
      %231 = arith.subf %229, %230 : vector<32xf32>
      %232 = arith.mulf %231, %cst_5 : vector<32xf32>
      %233 = math.exp2 %232 : vector<32xf32>
      %234 = vector.broadcast %221 : f32 to vector<32xf32>
      %235 = arith.mulf %233, %234 : vector<32xf32>
      %236 = arith.truncf %235 : vector<32xf32> to vector<32xbf16>
      llvm.store %236, %1 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %237 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %238 = llvm.getelementptr %1[%237] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %239 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %240 = llvm.getelementptr %224[%239] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %241 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %242 = llvm.load %241 {alignment = 1 : i64} : !llvm.ptr -> i8
        %243 = arith.cmpi ne, %242, %c0_i8 : i8
        scf.if %243 {
          %244 = llvm.load %238 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
          llvm.store %244, %240 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
        }
      } {loop_annotation = #loop_annotation}
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c128_i64 = arith.constant 128 : i64
    %c0_i32 = arith.constant 0 : i32
    %c96_i32 = arith.constant 96 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %1, %4[1] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %1, %6[1] : !llvm_struct_6960aa
    %8 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c128_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%8] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%8] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %9 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%8> (%5, %7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %10 = cuda.cast %9 : !cuda.result -> i32
    cuda.return_if_error %10 : i32
    return %c0_i32 : i32
  }
}
