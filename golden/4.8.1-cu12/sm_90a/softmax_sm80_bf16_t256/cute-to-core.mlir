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
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %c2_i32 = arith.constant 2 : i32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %c96_i32 = arith.constant 96 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %cst_4 = arith.constant dense<1.44269502> : vector<32xf32>
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
        %212 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %213 = llvm.getelementptr %23[%212] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %214 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %215 = llvm.getelementptr %4[%214] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %216 = llvm.getelementptr %5[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %217 = llvm.load %216 {alignment = 1 : i64} : !llvm.ptr -> i8
        %218 = arith.cmpi ne, %217, %c0_i8 : i8
        scf.if %218 {
          %219 = llvm.load %213 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %219, %215 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %46 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %47 = arith.extf %46 : vector<32xbf16> to vector<32xf32>
      %48 = arith.mulf %47, %cst_4 : vector<32xf32>
      %49 = vector.reduction <maximumf>, %48, %cst_0 : vector<32xf32> into f32
      %50 = arith.maximumf %49, %cst_0 : f32
      %51 = vector.broadcast %50 : f32 to vector<32xf32>
      %52 = arith.subf %48, %51 : vector<32xf32>
      %53 = math.exp2 %52 : vector<32xf32>
      %54 = vector.reduction <add>, %53, %cst : vector<32xf32> into f32
      %55 = arith.subf %cst_0, %50 : f32
      %56 = math.exp2 %55 : f32
      %57 = arith.mulf %56, %cst : f32
      %58 = arith.addf %57, %54 : f32
      %59 = nvvm.shfl.sync bfly %c-1_i32, %50, %c16_i32, %c31_i32 : f32 -> f32
      %60 = nvvm.shfl.sync bfly %c-1_i32, %58, %c16_i32, %c31_i32 : f32 -> f32
      %61 = arith.maximumf %50, %59 : f32
      %62 = arith.subf %50, %61 : f32
      %63 = math.exp2 %62 : f32
      %64 = arith.mulf %58, %63 : f32
      %65 = arith.subf %59, %61 : f32
      %66 = math.exp2 %65 : f32
      %67 = arith.mulf %60, %66 : f32
      %68 = arith.addf %64, %67 : f32
      %69 = nvvm.shfl.sync bfly %c-1_i32, %61, %c8_i32, %c31_i32 : f32 -> f32
      %70 = nvvm.shfl.sync bfly %c-1_i32, %68, %c8_i32, %c31_i32 : f32 -> f32
      %71 = arith.maximumf %61, %69 : f32
      %72 = arith.subf %61, %71 : f32
      %73 = math.exp2 %72 : f32
      %74 = arith.mulf %68, %73 : f32
      %75 = arith.subf %69, %71 : f32
      %76 = math.exp2 %75 : f32
      %77 = arith.mulf %70, %76 : f32
      %78 = arith.addf %74, %77 : f32
      %79 = nvvm.shfl.sync bfly %c-1_i32, %71, %c4_i32, %c31_i32 : f32 -> f32
      %80 = nvvm.shfl.sync bfly %c-1_i32, %78, %c4_i32, %c31_i32 : f32 -> f32
      %81 = arith.maximumf %71, %79 : f32
      %82 = arith.subf %71, %81 : f32
      %83 = math.exp2 %82 : f32
      %84 = arith.mulf %78, %83 : f32
      %85 = arith.subf %79, %81 : f32
      %86 = math.exp2 %85 : f32
      %87 = arith.mulf %80, %86 : f32
      %88 = arith.addf %84, %87 : f32
      %89 = nvvm.shfl.sync bfly %c-1_i32, %81, %c2_i32, %c31_i32 : f32 -> f32
      %90 = nvvm.shfl.sync bfly %c-1_i32, %88, %c2_i32, %c31_i32 : f32 -> f32
      %91 = arith.maximumf %81, %89 : f32
      %92 = arith.subf %81, %91 : f32
      %93 = math.exp2 %92 : f32
      %94 = arith.mulf %88, %93 : f32
      %95 = arith.subf %89, %91 : f32
      %96 = math.exp2 %95 : f32
      %97 = arith.mulf %90, %96 : f32
      %98 = arith.addf %94, %97 : f32
      %99 = nvvm.shfl.sync bfly %c-1_i32, %91, %c1_i32, %c31_i32 : f32 -> f32
      %100 = nvvm.shfl.sync bfly %c-1_i32, %98, %c1_i32, %c31_i32 : f32 -> f32
      %101 = arith.maximumf %91, %99 : f32
      %102 = arith.subf %91, %101 : f32
      %103 = math.exp2 %102 : f32
      %104 = arith.mulf %98, %103 : f32
      %105 = arith.subf %99, %101 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %100, %106 : f32
      %108 = arith.addf %104, %107 : f32
      %109 = arith.cmpi eq, %17, %c0_i32 : i32
      scf.if %109 {
        %212 = llvm.getelementptr %11[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %101, %212 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %213 = llvm.getelementptr %14[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %108, %213 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %110 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %111 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %112 = llvm.getelementptr %11[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %113 = llvm.load %112 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %114 = llvm.getelementptr %14[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %115 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %116 = arith.maximumf %110, %113 : f32
      %117 = arith.subf %110, %116 : f32
      %118 = math.exp2 %117 : f32
      %119 = arith.mulf %111, %118 : f32
      %120 = arith.subf %113, %116 : f32
      %121 = math.exp2 %120 : f32
      %122 = arith.mulf %115, %121 : f32
      %123 = arith.addf %119, %122 : f32
      %124 = llvm.getelementptr %11[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %125 = llvm.load %124 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %126 = llvm.getelementptr %14[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %127 = llvm.load %126 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %128 = arith.maximumf %116, %125 : f32
      %129 = arith.subf %116, %128 : f32
      %130 = math.exp2 %129 : f32
      %131 = arith.mulf %123, %130 : f32
      %132 = arith.subf %125, %128 : f32
      %133 = math.exp2 %132 : f32
      %134 = arith.mulf %127, %133 : f32
      %135 = arith.addf %131, %134 : f32
      %136 = llvm.getelementptr %11[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %137 = llvm.load %136 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %138 = llvm.getelementptr %14[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %139 = llvm.load %138 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %140 = arith.maximumf %128, %137 : f32
      %141 = arith.subf %128, %140 : f32
      %142 = math.exp2 %141 : f32
      %143 = arith.mulf %135, %142 : f32
      %144 = arith.subf %137, %140 : f32
      %145 = math.exp2 %144 : f32
      %146 = arith.mulf %139, %145 : f32
      %147 = arith.addf %143, %146 : f32
      %148 = llvm.getelementptr %11[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %149 = llvm.load %148 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %150 = llvm.getelementptr %14[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %151 = llvm.load %150 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %152 = arith.maximumf %140, %149 : f32
      %153 = arith.subf %140, %152 : f32
      %154 = math.exp2 %153 : f32
      %155 = arith.mulf %147, %154 : f32
      %156 = arith.subf %149, %152 : f32
      %157 = math.exp2 %156 : f32
      %158 = arith.mulf %151, %157 : f32
      %159 = arith.addf %155, %158 : f32
      %160 = llvm.getelementptr %11[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %161 = llvm.load %160 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %162 = llvm.getelementptr %14[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %163 = llvm.load %162 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %164 = arith.maximumf %152, %161 : f32
      %165 = arith.subf %152, %164 : f32
      %166 = math.exp2 %165 : f32
      %167 = arith.mulf %159, %166 : f32
      %168 = arith.subf %161, %164 : f32
      %169 = math.exp2 %168 : f32
      %170 = arith.mulf %163, %169 : f32
      %171 = arith.addf %167, %170 : f32
      %172 = llvm.getelementptr %11[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %173 = llvm.load %172 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %174 = llvm.getelementptr %14[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %175 = llvm.load %174 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %176 = arith.maximumf %164, %173 : f32
      %177 = arith.subf %164, %176 : f32
      %178 = math.exp2 %177 : f32
      %179 = arith.mulf %171, %178 : f32
      %180 = arith.subf %173, %176 : f32
      %181 = math.exp2 %180 : f32
      %182 = arith.mulf %175, %181 : f32
      %183 = arith.addf %179, %182 : f32
      %184 = llvm.getelementptr %11[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %185 = llvm.load %184 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %186 = llvm.getelementptr %14[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %187 = llvm.load %186 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %188 = arith.maximumf %176, %185 : f32
      %189 = arith.subf %176, %188 : f32
      %190 = math.exp2 %189 : f32
      %191 = arith.mulf %183, %190 : f32
      %192 = arith.subf %185, %188 : f32
      %193 = math.exp2 %192 : f32
      %194 = arith.mulf %187, %193 : f32
      %195 = arith.addf %191, %194 : f32
      %196 = arith.divf %cst_2, %195 : f32
      %197 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %198 = llvm.getelementptr %197[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %199 = llvm.getelementptr %198[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %27, %3 {alignment = 32 : i64} : i8, !llvm.ptr
      %200 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %32, %200 {alignment = 1 : i64} : i8, !llvm.ptr
      %201 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %38, %201 {alignment = 2 : i64} : i8, !llvm.ptr
      %202 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %44, %202 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_3, %2 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %212 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %213 = llvm.getelementptr %23[%212] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %214 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %215 = llvm.getelementptr %2[%214] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %216 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %217 = llvm.load %216 {alignment = 1 : i64} : !llvm.ptr -> i8
        %218 = arith.cmpi ne, %217, %c0_i8 : i8
        scf.if %218 {
          %219 = llvm.load %213 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %219, %215 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %203 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %204 = arith.extf %203 : vector<32xbf16> to vector<32xf32>
      %205 = arith.mulf %204, %cst_4 : vector<32xf32>
      %206 = vector.broadcast %188 : f32 to vector<32xf32>
      %207 = arith.subf %205, %206 : vector<32xf32>
      %208 = math.exp2 %207 : vector<32xf32>
      %209 = vector.broadcast %196 : f32 to vector<32xf32>
      %210 = arith.mulf %208, %209 : vector<32xf32>
      %211 = arith.truncf %210 : vector<32xf32> to vector<32xbf16>
      llvm.store %211, %1 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %212 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %213 = llvm.getelementptr %1[%212] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %214 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %215 = llvm.getelementptr %199[%214] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %216 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %217 = llvm.load %216 {alignment = 1 : i64} : !llvm.ptr -> i8
        %218 = arith.cmpi ne, %217, %c0_i8 : i8
        scf.if %218 {
          %219 = llvm.load %213 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
          llvm.store %219, %215 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
        }
      } {loop_annotation = #loop_annotation}
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
