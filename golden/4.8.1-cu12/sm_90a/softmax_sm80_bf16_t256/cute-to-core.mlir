!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c8_i32 = arith.constant 8 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %cst_1 = arith.constant dense<0xFF80> : vector<16xbf16>
      %c0_i8 = arith.constant 0 : i8
      %cst_2 = arith.constant 1.44269502 : f32
      %c-1_i32 = arith.constant -1 : i32
      %c31_i32 = arith.constant 31 : i32
      %c4_i32 = arith.constant 4 : i32
      %cst_3 = arith.constant dense<0.000000e+00> : vector<16xbf16>
      %cst_4 = arith.constant dense<1.44269502> : vector<16xf32>
      %c2_i32 = arith.constant 2 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c16_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c16_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c2_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c16_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c2_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %19 = arith.muli %15, %c8_i32 : i32
      %20 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %21 = arith.muli %15, %c8_i32 overflow<nsw> : i32
      %22 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %23:2 = scf.for %arg2 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg3 = %cst, %arg4 = %cst_0) -> (f32, f32)  : i32 {
        %193 = arith.muli %arg2, %c4096_i32 : i32
        %194 = arith.addi %193, %19 : i32
        %195 = arith.muli %16, %c5000_i32 overflow<nsw> : i32
        %196 = arith.muli %arg2, %c4096_i32 overflow<nsw> : i32
        %197 = arith.addi %195, %196 overflow<nsw> : i32
        %198 = llvm.getelementptr %20[%197] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %199 = llvm.getelementptr %198[%21] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %200 = arith.cmpi slt, %194, %c5000_i32 : i32
        %201 = arith.extui %200 : i1 to i8
        llvm.store %201, %5 {alignment = 32 : i64} : i8, !llvm.ptr
        %202 = arith.addi %194, %c2048_i32 : i32
        %203 = arith.cmpi slt, %202, %c5000_i32 : i32
        %204 = arith.extui %203 : i1 to i8
        llvm.store %204, %22 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_1, %4 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
        scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %219 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
          %220 = llvm.getelementptr %199[%219] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %221 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
          %222 = llvm.getelementptr %4[%221] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %223 = llvm.getelementptr %5[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %224 = llvm.load %223 {alignment = 1 : i64} : !llvm.ptr -> i8
          %225 = arith.cmpi ne, %224, %c0_i8 : i8
          scf.if %225 {
            %226 = llvm.load %220 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %226, %222 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %205 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
        %206 = arith.extf %205 : vector<16xbf16> to vector<16xf32>
        %207 = vector.reduction <maximumf>, %206, %cst_0 : vector<16xf32> into f32
        %208 = arith.maximumf %arg4, %207 : f32
        %209 = vector.broadcast %208 : f32 to vector<16xf32>
        %210 = arith.subf %206, %209 : vector<16xf32>
        %211 = arith.mulf %210, %cst_4 : vector<16xf32>
        %212 = math.exp2 %211 fastmath<fast> : vector<16xf32>
        %213 = vector.reduction <add>, %212, %cst : vector<16xf32> into f32
        %214 = arith.subf %arg4, %208 : f32
        %215 = arith.mulf %214, %cst_2 : f32
        %216 = math.exp2 %215 : f32
        %217 = arith.mulf %arg3, %216 : f32
        %218 = arith.addf %217, %213 : f32
        scf.yield %218, %208 : f32, f32
      }
      %24 = nvvm.shfl.sync bfly %c-1_i32, %23#1, %c16_i32, %c31_i32 : f32 -> f32
      %25 = nvvm.shfl.sync bfly %c-1_i32, %23#0, %c16_i32, %c31_i32 : f32 -> f32
      %26 = arith.maximumf %23#1, %24 : f32
      %27 = arith.subf %23#1, %26 : f32
      %28 = arith.mulf %27, %cst_2 : f32
      %29 = math.exp2 %28 : f32
      %30 = arith.mulf %23#0, %29 : f32
      %31 = arith.subf %24, %26 : f32
      %32 = arith.mulf %31, %cst_2 : f32
      %33 = math.exp2 %32 : f32
      %34 = arith.mulf %25, %33 : f32
      %35 = arith.addf %30, %34 : f32
      %36 = nvvm.shfl.sync bfly %c-1_i32, %26, %c8_i32, %c31_i32 : f32 -> f32
      %37 = nvvm.shfl.sync bfly %c-1_i32, %35, %c8_i32, %c31_i32 : f32 -> f32
      %38 = arith.maximumf %26, %36 : f32
      %39 = arith.subf %26, %38 : f32
      %40 = arith.mulf %39, %cst_2 : f32
      %41 = math.exp2 %40 : f32
      %42 = arith.mulf %35, %41 : f32
      %43 = arith.subf %36, %38 : f32
      %44 = arith.mulf %43, %cst_2 : f32
      %45 = math.exp2 %44 : f32
      %46 = arith.mulf %37, %45 : f32
      %47 = arith.addf %42, %46 : f32
      %48 = nvvm.shfl.sync bfly %c-1_i32, %38, %c4_i32, %c31_i32 : f32 -> f32
      %49 = nvvm.shfl.sync bfly %c-1_i32, %47, %c4_i32, %c31_i32 : f32 -> f32
      %50 = arith.maximumf %38, %48 : f32
      %51 = arith.subf %38, %50 : f32
      %52 = arith.mulf %51, %cst_2 : f32
      %53 = math.exp2 %52 : f32
      %54 = arith.mulf %47, %53 : f32
      %55 = arith.subf %48, %50 : f32
      %56 = arith.mulf %55, %cst_2 : f32
      %57 = math.exp2 %56 : f32
      %58 = arith.mulf %49, %57 : f32
      %59 = arith.addf %54, %58 : f32
      %60 = nvvm.shfl.sync bfly %c-1_i32, %50, %c2_i32, %c31_i32 : f32 -> f32
      %61 = nvvm.shfl.sync bfly %c-1_i32, %59, %c2_i32, %c31_i32 : f32 -> f32
      %62 = arith.maximumf %50, %60 : f32
      %63 = arith.subf %50, %62 : f32
      %64 = arith.mulf %63, %cst_2 : f32
      %65 = math.exp2 %64 : f32
      %66 = arith.mulf %59, %65 : f32
      %67 = arith.subf %60, %62 : f32
      %68 = arith.mulf %67, %cst_2 : f32
      %69 = math.exp2 %68 : f32
      %70 = arith.mulf %61, %69 : f32
      %71 = arith.addf %66, %70 : f32
      %72 = nvvm.shfl.sync bfly %c-1_i32, %62, %c1_i32, %c31_i32 : f32 -> f32
      %73 = nvvm.shfl.sync bfly %c-1_i32, %71, %c1_i32, %c31_i32 : f32 -> f32
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
      %84 = arith.cmpi eq, %17, %c0_i32 : i32
      scf.if %84 {
        %193 = llvm.getelementptr %11[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %74, %193 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %194 = llvm.getelementptr %14[%18] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %83, %194 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %85 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %86 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %87 = llvm.getelementptr %11[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %88 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %89 = llvm.getelementptr %14[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %90 = llvm.load %89 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %91 = arith.maximumf %85, %88 : f32
      %92 = arith.subf %85, %91 : f32
      %93 = arith.mulf %92, %cst_2 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %86, %94 : f32
      %96 = arith.subf %88, %91 : f32
      %97 = arith.mulf %96, %cst_2 : f32
      %98 = math.exp2 %97 : f32
      %99 = arith.mulf %90, %98 : f32
      %100 = arith.addf %95, %99 : f32
      %101 = llvm.getelementptr %11[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %102 = llvm.load %101 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %103 = llvm.getelementptr %14[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %104 = llvm.load %103 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %105 = arith.maximumf %91, %102 : f32
      %106 = arith.subf %91, %105 : f32
      %107 = arith.mulf %106, %cst_2 : f32
      %108 = math.exp2 %107 : f32
      %109 = arith.mulf %100, %108 : f32
      %110 = arith.subf %102, %105 : f32
      %111 = arith.mulf %110, %cst_2 : f32
      %112 = math.exp2 %111 : f32
      %113 = arith.mulf %104, %112 : f32
      %114 = arith.addf %109, %113 : f32
      %115 = llvm.getelementptr %11[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %116 = llvm.load %115 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %117 = llvm.getelementptr %14[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %118 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %119 = arith.maximumf %105, %116 : f32
      %120 = arith.subf %105, %119 : f32
      %121 = arith.mulf %120, %cst_2 : f32
      %122 = math.exp2 %121 : f32
      %123 = arith.mulf %114, %122 : f32
      %124 = arith.subf %116, %119 : f32
      %125 = arith.mulf %124, %cst_2 : f32
      %126 = math.exp2 %125 : f32
      %127 = arith.mulf %118, %126 : f32
      %128 = arith.addf %123, %127 : f32
      %129 = llvm.getelementptr %11[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %130 = llvm.load %129 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %131 = llvm.getelementptr %14[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %132 = llvm.load %131 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %133 = arith.maximumf %119, %130 : f32
      %134 = arith.subf %119, %133 : f32
      %135 = arith.mulf %134, %cst_2 : f32
      %136 = math.exp2 %135 : f32
      %137 = arith.mulf %128, %136 : f32
      %138 = arith.subf %130, %133 : f32
      %139 = arith.mulf %138, %cst_2 : f32
      %140 = math.exp2 %139 : f32
      %141 = arith.mulf %132, %140 : f32
      %142 = arith.addf %137, %141 : f32
      %143 = llvm.getelementptr %11[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %144 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %145 = llvm.getelementptr %14[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %146 = llvm.load %145 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %147 = arith.maximumf %133, %144 : f32
      %148 = arith.subf %133, %147 : f32
      %149 = arith.mulf %148, %cst_2 : f32
      %150 = math.exp2 %149 : f32
      %151 = arith.mulf %142, %150 : f32
      %152 = arith.subf %144, %147 : f32
      %153 = arith.mulf %152, %cst_2 : f32
      %154 = math.exp2 %153 : f32
      %155 = arith.mulf %146, %154 : f32
      %156 = arith.addf %151, %155 : f32
      %157 = llvm.getelementptr %11[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %158 = llvm.load %157 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %159 = llvm.getelementptr %14[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %160 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %161 = arith.maximumf %147, %158 : f32
      %162 = arith.subf %147, %161 : f32
      %163 = arith.mulf %162, %cst_2 : f32
      %164 = math.exp2 %163 : f32
      %165 = arith.mulf %156, %164 : f32
      %166 = arith.subf %158, %161 : f32
      %167 = arith.mulf %166, %cst_2 : f32
      %168 = math.exp2 %167 : f32
      %169 = arith.mulf %160, %168 : f32
      %170 = arith.addf %165, %169 : f32
      %171 = llvm.getelementptr %11[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %172 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %173 = llvm.getelementptr %14[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %174 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %175 = arith.maximumf %161, %172 : f32
      %176 = arith.subf %161, %175 : f32
      %177 = arith.mulf %176, %cst_2 : f32
      %178 = math.exp2 %177 : f32
      %179 = arith.mulf %170, %178 : f32
      %180 = arith.subf %172, %175 : f32
      %181 = arith.mulf %180, %cst_2 : f32
      %182 = math.exp2 %181 : f32
      %183 = arith.mulf %174, %182 : f32
      %184 = arith.addf %179, %183 : f32
      %185 = math.log2 %184 : f32
      %186 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %187 = arith.muli %15, %c8_i32 overflow<nsw> : i32
      %188 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %189 = arith.muli %15, %c8_i32 : i32
      %190 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %191 = vector.broadcast %175 : f32 to vector<16xf32>
      %192 = vector.broadcast %185 : f32 to vector<16xf32>
      scf.for %arg2 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
        %193 = arith.muli %16, %c5000_i32 overflow<nsw> : i32
        %194 = arith.muli %arg2, %c4096_i32 overflow<nsw> : i32
        %195 = arith.addi %193, %194 overflow<nsw> : i32
        %196 = llvm.getelementptr %186[%195] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %197 = llvm.getelementptr %196[%187] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %198 = llvm.getelementptr %188[%195] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %199 = llvm.getelementptr %198[%187] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %200 = arith.muli %arg2, %c4096_i32 : i32
        %201 = arith.addi %200, %189 : i32
        %202 = arith.cmpi slt, %201, %c5000_i32 : i32
        %203 = arith.extui %202 : i1 to i8
        llvm.store %203, %3 {alignment = 32 : i64} : i8, !llvm.ptr
        %204 = arith.addi %201, %c2048_i32 : i32
        %205 = arith.cmpi slt, %204, %c5000_i32 : i32
        %206 = arith.extui %205 : i1 to i8
        llvm.store %206, %190 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_3, %2 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
        scf.for %arg3 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %214 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
          %215 = llvm.getelementptr %197[%214] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %216 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
          %217 = llvm.getelementptr %2[%216] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %218 = llvm.getelementptr %3[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %219 = llvm.load %218 {alignment = 1 : i64} : !llvm.ptr -> i8
          %220 = arith.cmpi ne, %219, %c0_i8 : i8
          scf.if %220 {
            %221 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
            llvm.store %221, %217 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %207 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
        %208 = arith.extf %207 : vector<16xbf16> to vector<16xf32>
        %209 = arith.subf %208, %191 : vector<16xf32>
        %210 = arith.mulf %209, %cst_4 : vector<16xf32>
        %211 = arith.subf %210, %192 : vector<16xf32>
        %212 = math.exp2 %211 fastmath<fast> : vector<16xf32>
        %213 = arith.truncf %212 : vector<16xf32> to vector<16xbf16>
        llvm.store %213, %1 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
        scf.for %arg3 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %214 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
          %215 = llvm.getelementptr %1[%214] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %216 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
          %217 = llvm.getelementptr %199[%216] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %218 = llvm.getelementptr %3[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %219 = llvm.load %218 {alignment = 1 : i64} : !llvm.ptr -> i8
          %220 = arith.cmpi ne, %219, %c0_i8 : i8
          scf.if %220 {
            %221 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %221, %217 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads25_ha69fb8ec(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %9 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0<%8> (%5, %7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %10 = cuda.cast %9 : !cuda.result -> i32
    cuda.return_if_error %10 : i32
    return %c0_i32 : i32
  }
}
