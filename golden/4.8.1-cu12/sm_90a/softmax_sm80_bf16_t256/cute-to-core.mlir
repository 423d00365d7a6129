!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c6144_i32 = arith.constant 6144 : i32
      %cst_1 = arith.constant dense<0xFF80> : vector<32xbf16>
      %c0_i8 = arith.constant 0 : i8
      %cst_2 = arith.constant 1.44269502 : f32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %c2_i32 = arith.constant 2 : i32
      %cst_3 = arith.constant dense<0.000000e+00> : vector<32xbf16>
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
      %24 = arith.muli %15, %c8_i32 : i32
      %25 = arith.cmpi slt, %24, %c5000_i32 : i32
      %26 = arith.extui %25 : i1 to i8
      llvm.store %26, %5 {alignment = 32 : i64} : i8, !llvm.ptr
      %27 = arith.addi %24, %c2048_i32 : i32
      %28 = arith.cmpi slt, %27, %c5000_i32 : i32
      %29 = arith.extui %28 : i1 to i8
      %30 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %29, %30 {alignment = 1 : i64} : i8, !llvm.ptr
      %31 = arith.addi %24, %c4096_i32 : i32
      %32 = arith.cmpi slt, %31, %c5000_i32 : i32
      %33 = arith.extui %32 : i1 to i8
      %34 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %33, %34 {alignment = 2 : i64} : i8, !llvm.ptr
      %35 = arith.addi %24, %c6144_i32 : i32
      %36 = arith.cmpi slt, %35, %c5000_i32 : i32
      %37 = arith.extui %36 : i1 to i8
      %38 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %37, %38 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_1, %4 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %230 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %231 = llvm.getelementptr %23[%230] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %232 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %233 = llvm.getelementptr %4[%232] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %234 = llvm.getelementptr %5[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %235 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
        %236 = arith.cmpi ne, %235, %c0_i8 : i8
        scf.if %236 {
          %237 = llvm.load %231 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %237, %233 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %39 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %40 = arith.extf %39 : vector<32xbf16> to vector<32xf32>
      %41 = vector.reduction <maximumf>, %40, %cst_0 : vector<32xf32> into f32
      %42 = arith.maximumf %41, %cst_0 : f32
      %43 = vector.broadcast %42 : f32 to vector<32xf32>
      %44 = arith.subf %40, %43 : vector<32xf32>
      %45 = arith.mulf %44, %cst_4 : vector<32xf32>
      %46 = math.exp2 %45 : vector<32xf32>
      %47 = vector.reduction <add>, %46, %cst : vector<32xf32> into f32
      %48 = arith.subf %cst_0, %42 : f32
      %49 = arith.mulf %48, %cst_2 : f32
      %50 = math.exp2 %49 : f32
      %51 = arith.mulf %50, %cst : f32
      %52 = arith.addf %51, %47 : f32
      %53 = nvvm.shfl.sync bfly %c-1_i32, %42, %c16_i32, %c31_i32 : f32 -> f32
      %54 = nvvm.shfl.sync bfly %c-1_i32, %52, %c16_i32, %c31_i32 : f32 -> f32
      %55 = arith.maximumf %42, %53 : f32
      %56 = arith.subf %42, %55 : f32
      %57 = arith.mulf %56, %cst_2 : f32
      %58 = math.exp2 %57 : f32
      %59 = arith.mulf %52, %58 : f32
      %60 = arith.subf %53, %55 : f32
      %61 = arith.mulf %60, %cst_2 : f32
      %62 = math.exp2 %61 : f32
      %63 = arith.mulf %54, %62 : f32
      %64 = arith.addf %59, %63 : f32
      %65 = nvvm.shfl.sync bfly %c-1_i32, %55, %c8_i32, %c31_i32 : f32 -> f32
      %66 = nvvm.shfl.sync bfly %c-1_i32, %64, %c8_i32, %c31_i32 : f32 -> f32
      %67 = arith.maximumf %55, %65 : f32
      %68 = arith.subf %55, %67 : f32
      %69 = arith.mulf %68, %cst_2 : f32
      %70 = math.exp2 %69 : f32
      %71 = arith.mulf %64, %70 : f32
      %72 = arith.subf %65, %67 : f32
      %73 = arith.mulf %72, %cst_2 : f32
      %74 = math.exp2 %73 : f32
      %75 = arith.mulf %66, %74 : f32
      %76 = arith.addf %71, %75 : f32
      %77 = nvvm.shfl.sync bfly %c-1_i32, %67, %c4_i32, %c31_i32 : f32 -> f32
      %78 = nvvm.shfl.sync bfly %c-1_i32, %76, %c4_i32, %c31_i32 : f32 -> f32
      %79 = arith.maximumf %67, %77 : f32
      %80 = arith.subf %67, %79 : f32
      %81 = arith.mulf %80, %cst_2 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %76, %82 : f32
      %84 = arith.subf %77, %79 : f32
      %85 = arith.mulf %84, %cst_2 : f32
      %86 = math.exp2 %85 : f32
      %87 = arith.mulf %78, %86 : f32
      %88 = arith.addf %83, %87 : f32
      %89 = nvvm.shfl.sync bfly %c-1_i32, %79, %c2_i32, %c31_i32 : f32 -> f32
      %90 = nvvm.shfl.sync bfly %c-1_i32, %88, %c2_i32, %c31_i32 : f32 -> f32
      %91 = arith.maximumf %79, %89 : f32
      %92 = arith.subf %79, %91 : f32
      %93 = arith.mulf %92, %cst_2 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %88, %94 : f32
      %96 = arith.subf %89, %91 : f32
      %97 = arith.mulf %96, %cst_2 : f32
      %98 = math.exp2 %97 : f32
      %99 = arith.mulf %90, %98 : f32
      %100 = arith.addf %95, %99 : f32
      %101 = nvvm.shfl.sync bfly %c-1_i32, %91, %c1_i32, %c31_i32 : f32 -> f32
      %102 = nvvm.shfl.sync bfly %c-1_i32, %100, %c1_i32, %c31_i32 : f32 -> f32
      %103 = arith.maximumf %91, %101 : f32
      %104 = arith.subf %91, %103 : f32
      %105 = arith.mulf %104, %cst_2 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %100, %106 : f32
      %108 = arith.subf %101, %103 : f32
      %109 = arith.mulf %108, %cst_2 : f32
      %110 = math.exp2 %109 : f32
      %111 = arith.mulf %102, %110 : f32
      %112 = arith.addf %107, %111 : f32
      %113 = arith.cmpi eq, %17, %c0_i32 : i32
      scf.if %113 {
        %230 = llvm.getelementptr %11[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %103, %230 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %231 = llvm.getelementptr %14[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %112, %231 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %114 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %115 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %116 = llvm.getelementptr %11[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %117 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %118 = llvm.getelementptr %14[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %119 = llvm.load %118 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %120 = arith.maximumf %114, %117 : f32
      %121 = arith.subf %114, %120 : f32
      %122 = arith.mulf %121, %cst_2 : f32
      %123 = math.exp2 %122 : f32
      %124 = arith.mulf %115, %123 : f32
      %125 = arith.subf %117, %120 : f32
      %126 = arith.mulf %125, %cst_2 : f32
      %127 = math.exp2 %126 : f32
      %128 = arith.mulf %119, %127 : f32
      %129 = arith.addf %124, %128 : f32
      %130 = llvm.getelementptr %11[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %131 = llvm.load %130 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %132 = llvm.getelementptr %14[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %133 = llvm.load %132 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %134 = arith.maximumf %120, %131 : f32
      %135 = arith.subf %120, %134 : f32
      %136 = arith.mulf %135, %cst_2 : f32
      %137 = math.exp2 %136 : f32
      %138 = arith.mulf %129, %137 : f32
      %139 = arith.subf %131, %134 : f32
      %140 = arith.mulf %139, %cst_2 : f32
      %141 = math.exp2 %140 : f32
      %142 = arith.mulf %133, %141 : f32
      %143 = arith.addf %138, %142 : f32
      %144 = llvm.getelementptr %11[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %145 = llvm.load %144 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %146 = llvm.getelementptr %14[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %147 = llvm.load %146 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %148 = arith.maximumf %134, %145 : f32
      %149 = arith.subf %134, %148 : f32
      %150 = arith.mulf %149, %cst_2 : f32
      %151 = math.exp2 %150 : f32
      %152 = arith.mulf %143, %151 : f32
      %153 = arith.subf %145, %148 : f32
      %154 = arith.mulf %153, %cst_2 : f32
      %155 = math.exp2 %154 : f32
      %156 = arith.mulf %147, %155 : f32
      %157 = arith.addf %152, %156 : f32
      %158 = llvm.getelementptr %11[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %159 = llvm.load %158 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %160 = llvm.getelementptr %14[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %161 = llvm.load %160 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %162 = arith.maximumf %148, %159 : f32
      %163 = arith.subf %148, %162 : f32
      %164 = arith.mulf %163, %cst_2 : f32
      %165 = math.exp2 %164 : f32
      %166 = arith.mulf %157, %165 : f32
      %167 = arith.subf %159, %162 : f32
      %168 = arith.mulf %167, %cst_2 : f32
      %169 = math.exp2 %168 : f32
      %170 = arith.mulf %161, %169 : f32
      %171 = arith.addf %166, %170 : f32
      %172 = llvm.getelementptr %11[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %173 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %174 = llvm.getelementptr %14[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %175 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %176 = arith.maximumf %162, %173 : f32
      %177 = arith.subf %162, %176 : f32
      %178 = arith.mulf %177, %cst_2 : f32
      %179 = math.exp2 %178 : f32
      %180 = arith.mulf %171, %179 : f32
      %181 = arith.subf %173, %176 : f32
      %182 = arith.mulf %181, %cst_2 : f32
      %183 = math.exp2 %182 : f32
      %184 = arith.mulf %175, %183 : f32
      %185 = arith.addf %180, %184 : f32
      %186 = llvm.getelementptr %11[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %187 = llvm.load %186 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %188 = llvm.getelementptr %14[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %189 = llvm.load %188 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %190 = arith.maximumf %176, %187 : f32
      %191 = arith.subf %176, %190 : f32
      %192 = arith.mulf %191, %cst_2 : f32
      %193 = math.exp2 %192 : f32
      %194 = arith.mulf %185, %193 : f32
      %195 = arith.subf %187, %190 : f32
      %196 = arith.mulf %195, %cst_2 : f32
      %197 = math.exp2 %196 : f32
      %198 = arith.mulf %189, %197 : f32
      %199 = arith.addf %194, %198 : f32
      %200 = llvm.getelementptr %11[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %201 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %202 = llvm.getelementptr %14[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %203 = llvm.load %202 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %204 = arith.maximumf %190, %201 : f32
      %205 = arith.subf %190, %204 : f32
      %206 = arith.mulf %205, %cst_2 : f32
      %207 = math.exp2 %206 : f32
      %208 = arith.mulf %199, %207 : f32
      %209 = arith.subf %201, %204 : f32
      %210 = arith.mulf %209, %cst_2 : f32
      %211 = math.exp2 %210 : f32
      %212 = arith.mulf %203, %211 : f32
      %213 = arith.addf %208, %212 : f32
      %214 = math.log2 %213 : f32
      %215 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %216 = llvm.getelementptr %215[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %217 = llvm.getelementptr %216[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %26, %3 {alignment = 32 : i64} : i8, !llvm.ptr
      %218 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %29, %218 {alignment = 1 : i64} : i8, !llvm.ptr
      %219 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %33, %219 {alignment = 2 : i64} : i8, !llvm.ptr
      %220 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %37, %220 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_3, %2 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %230 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %231 = llvm.getelementptr %23[%230] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %232 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %233 = llvm.getelementptr %2[%232] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %234 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %235 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
        %236 = arith.cmpi ne, %235, %c0_i8 : i8
        scf.if %236 {
          %237 = llvm.load %231 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %237, %233 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %221 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %222 = arith.extf %221 : vector<32xbf16> to vector<32xf32>
      %223 = vector.broadcast %204 : f32 to vector<32xf32>
      %224 = arith.subf %222, %223 : vector<32xf32>
      %225 = arith.mulf %224, %cst_4 : vector<32xf32>
      %226 = vector.broadcast %214 : f32 to vector<32xf32>
      %227 = arith.subf %225, %226 : vector<32xf32>
      %228 = math.exp2 %227 : vector<32xf32>
      %229 = arith.truncf %228 : vector<32xf32> to vector<32xbf16>
      llvm.store %229, %1 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg2 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %230 = arith.muli %arg2, %c8_i32 overflow<nsw> : i32
        %231 = llvm.getelementptr %1[%230] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %232 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %233 = llvm.getelementptr %217[%232] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %234 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %235 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
        %236 = arith.cmpi ne, %235, %c0_i8 : i8
        scf.if %236 {
          %237 = llvm.load %231 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
          llvm.store %237, %233 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
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
    %9 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0<%8> (%5, %7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %10 = cuda.cast %9 : !cuda.result -> i32
    cuda.return_if_error %10 : i32
    return %c0_i32 : i32
  }
}
