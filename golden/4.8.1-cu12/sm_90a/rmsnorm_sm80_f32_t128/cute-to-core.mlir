!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c1536_i32 = arith.constant 1536 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c512_i32 = arith.constant 512 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c32_i32 = arith.constant 32 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %cst_0 = arith.constant dense<0.000000e+00> : vector<16xf32>
      %c0_i8 = arith.constant 0 : i8
      %cst_1 = arith.constant 1.17549435E-38 : f32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %c-1_i32 = arith.constant -1 : i32
      %c31_i32 = arith.constant 31 : i32
      %c8_i32 = arith.constant 8 : i32
      %c2_i32 = arith.constant 2 : i32
      %cst_3 = arith.constant 5.000000e+03 : f32
      %cst_4 = arith.constant 9.99999984E+17 : f32
      %c96_i32 = arith.constant 96 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %c4_i32 = arith.constant 4 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %8 = nvvm.shfl.sync idx %c-1_i32, %7, %c0_i32, %c31_i32 : i32 -> i32
      %9 = arith.extui %8 : i32 to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%10, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %11 = llvm.ptrtoint %10 : !llvm.ptr<3> to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%12, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %13 = llvm.getelementptr %10[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %15 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %16 = arith.remsi %14, %c32_i32 : i32
      %17 = arith.floordivsi %14, %c32_i32 : i32
      %18 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %19 = arith.muli %14, %c4_i32 overflow<nsw> : i32
      %20 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %21 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %22 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %23:2 = scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg6 = %cst, %arg7 = %cst) -> (f32, f32)  : i32 {
        %150 = arith.muli %15, %c5000_i32 overflow<nsw> : i32
        %151 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %152 = arith.addi %150, %151 overflow<nsw> : i32
        %153 = llvm.getelementptr %18[%152] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %154 = llvm.getelementptr %153[%19] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %155 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %156 = arith.addi %155, %19 overflow<nsw> : i32
        %157 = arith.cmpi slt, %15, %c96_i32 : i32
        %158 = arith.cmpi slt, %156, %c5000_i32 : i32
        %159 = arith.andi %157, %158 : i1
        %160 = arith.extui %159 : i1 to i8
        llvm.store %160, %6 {alignment = 32 : i64} : i8, !llvm.ptr
        %161 = arith.addi %156, %c512_i32 overflow<nsw> : i32
        %162 = arith.cmpi slt, %15, %c96_i32 : i32
        %163 = arith.cmpi slt, %161, %c5000_i32 : i32
        %164 = arith.andi %162, %163 : i1
        %165 = arith.extui %164 : i1 to i8
        llvm.store %165, %20 {alignment = 1 : i64} : i8, !llvm.ptr
        %166 = arith.addi %156, %c1024_i32 overflow<nsw> : i32
        %167 = arith.cmpi slt, %15, %c96_i32 : i32
        %168 = arith.cmpi slt, %166, %c5000_i32 : i32
        %169 = arith.andi %167, %168 : i1
        %170 = arith.extui %169 : i1 to i8
        llvm.store %170, %21 {alignment = 2 : i64} : i8, !llvm.ptr
        %171 = arith.addi %156, %c1536_i32 overflow<nsw> : i32
        %172 = arith.cmpi slt, %15, %c96_i32 : i32
        %173 = arith.cmpi slt, %171, %c5000_i32 : i32
        %174 = arith.andi %172, %173 : i1
        %175 = arith.extui %174 : i1 to i8
        llvm.store %175, %22 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %5 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        scf.for %arg8 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %192 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %193 = llvm.getelementptr %154[%192] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %194 = arith.muli %arg8, %c4_i32 overflow<nsw> : i32
          %195 = llvm.getelementptr %5[%194] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %196 = llvm.getelementptr %6[%arg8] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %197 = llvm.load %196 {alignment = 1 : i64} : !llvm.ptr -> i8
          %198 = arith.cmpi ne, %197, %c0_i8 : i8
          scf.if %198 {
            %199 = llvm.load %193 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %199, %195 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %176 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %177 = arith.cmpf olt, %176, %cst_0 : vector<16xf32>
        %178 = arith.negf %176 : vector<16xf32>
        %179 = arith.select %177, %178, %176 : vector<16xi1>, vector<16xf32>
        %180 = vector.reduction <maximumf>, %179, %cst : vector<16xf32> into f32
        %181 = arith.maximumf %arg7, %180 : f32
        %182 = arith.maximumf %181, %cst_1 : f32
        %183 = arith.divf %cst_2, %182 : f32
        %184 = vector.broadcast %183 : f32 to vector<16xf32>
        %185 = arith.mulf %176, %184 : vector<16xf32>
        %186 = arith.mulf %arg7, %183 : f32
        %187 = arith.mulf %arg6, %186 : f32
        %188 = arith.mulf %187, %186 : f32
        %189 = arith.mulf %185, %185 : vector<16xf32>
        %190 = vector.reduction <add>, %189, %cst : vector<16xf32> into f32
        %191 = arith.addf %188, %190 : f32
        scf.yield %191, %181 : f32, f32
      }
      %24 = nvvm.shfl.sync bfly %c-1_i32, %23#1, %c16_i32, %c31_i32 : f32 -> f32
      %25 = nvvm.shfl.sync bfly %c-1_i32, %23#0, %c16_i32, %c31_i32 : f32 -> f32
      %26 = arith.maximumf %23#1, %24 : f32
      %27 = arith.maximumf %26, %cst_1 : f32
      %28 = arith.divf %cst_2, %27 : f32
      %29 = arith.mulf %23#1, %28 : f32
      %30 = arith.mulf %24, %28 : f32
      %31 = arith.mulf %23#0, %29 : f32
      %32 = arith.mulf %31, %29 : f32
      %33 = arith.mulf %25, %30 : f32
      %34 = arith.mulf %33, %30 : f32
      %35 = arith.addf %32, %34 : f32
      %36 = nvvm.shfl.sync bfly %c-1_i32, %26, %c8_i32, %c31_i32 : f32 -> f32
      %37 = nvvm.shfl.sync bfly %c-1_i32, %35, %c8_i32, %c31_i32 : f32 -> f32
      %38 = arith.maximumf %26, %36 : f32
      %39 = arith.maximumf %38, %cst_1 : f32
      %40 = arith.divf %cst_2, %39 : f32
      %41 = arith.mulf %26, %40 : f32
      %42 = arith.mulf %36, %40 : f32
      %43 = arith.mulf %35, %41 : f32
      %44 = arith.mulf %43, %41 : f32
      %45 = arith.mulf %37, %42 : f32
      %46 = arith.mulf %45, %42 : f32
      %47 = arith.addf %44, %46 : f32
      %48 = nvvm.shfl.sync bfly %c-1_i32, %38, %c4_i32, %c31_i32 : f32 -> f32
      %49 = nvvm.shfl.sync bfly %c-1_i32, %47, %c4_i32, %c31_i32 : f32 -> f32
      %50 = arith.maximumf %38, %48 : f32
      %51 = arith.maximumf %50, %cst_1 : f32
      %52 = arith.divf %cst_2, %51 : f32
      %53 = arith.mulf %38, %52 : f32
      %54 = arith.mulf %48, %52 : f32
      %55 = arith.mulf %47, %53 : f32
      %56 = arith.mulf %55, %53 : f32
      %57 = arith.mulf %49, %54 : f32
      %58 = arith.mulf %57, %54 : f32
      %59 = arith.addf %56, %58 : f32
      %60 = nvvm.shfl.sync bfly %c-1_i32, %50, %c2_i32, %c31_i32 : f32 -> f32
      %61 = nvvm.shfl.sync bfly %c-1_i32, %59, %c2_i32, %c31_i32 : f32 -> f32
      %62 = arith.maximumf %50, %60 : f32
      %63 = arith.maximumf %62, %cst_1 : f32
      %64 = arith.divf %cst_2, %63 : f32
      %65 = arith.mulf %50, %64 : f32
      %66 = arith.mulf %60, %64 : f32
      %67 = arith.mulf %59, %65 : f32
      %68 = arith.mulf %67, %65 : f32
      %69 = arith.mulf %61, %66 : f32
      %70 = arith.mulf %69, %66 : f32
      %71 = arith.addf %68, %70 : f32
      %72 = nvvm.shfl.sync bfly %c-1_i32, %62, %c1_i32, %c31_i32 : f32 -> f32
      %73 = nvvm.shfl.sync bfly %c-1_i32, %71, %c1_i32, %c31_i32 : f32 -> f32
      %74 = arith.maximumf %62, %72 : f32
      %75 = arith.maximumf %74, %cst_1 : f32
      %76 = arith.divf %cst_2, %75 : f32
      %77 = arith.mulf %62, %76 : f32
      %78 = arith.mulf %72, %76 : f32
      %79 = arith.mulf %71, %77 : f32
      %80 = arith.mulf %79, %77 : f32
      %81 = arith.mulf %73, %78 : f32
      %82 = arith.mulf %81, %78 : f32
      %83 = arith.addf %80, %82 : f32
      %84 = arith.cmpi eq, %16, %c0_i32 : i32
      scf.if %84 {
        %150 = llvm.getelementptr %12[%17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %74, %150 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %151 = llvm.getelementptr %13[%17] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %83, %151 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %85 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %86 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %87 = llvm.getelementptr %12[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %88 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %89 = llvm.getelementptr %13[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %90 = llvm.load %89 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %91 = arith.maximumf %85, %88 : f32
      %92 = arith.maximumf %91, %cst_1 : f32
      %93 = arith.divf %cst_2, %92 : f32
      %94 = arith.mulf %85, %93 : f32
      %95 = arith.mulf %88, %93 : f32
      %96 = arith.mulf %86, %94 : f32
      %97 = arith.mulf %96, %94 : f32
      %98 = arith.mulf %90, %95 : f32
      %99 = arith.mulf %98, %95 : f32
      %100 = arith.addf %97, %99 : f32
      %101 = llvm.getelementptr %12[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %102 = llvm.load %101 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %103 = llvm.getelementptr %13[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %104 = llvm.load %103 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %105 = arith.maximumf %91, %102 : f32
      %106 = arith.maximumf %105, %cst_1 : f32
      %107 = arith.divf %cst_2, %106 : f32
      %108 = arith.mulf %91, %107 : f32
      %109 = arith.mulf %102, %107 : f32
      %110 = arith.mulf %100, %108 : f32
      %111 = arith.mulf %110, %108 : f32
      %112 = arith.mulf %104, %109 : f32
      %113 = arith.mulf %112, %109 : f32
      %114 = arith.addf %111, %113 : f32
      %115 = llvm.getelementptr %12[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %116 = llvm.load %115 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %117 = llvm.getelementptr %13[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %118 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %119 = arith.maximumf %105, %116 : f32
      %120 = arith.maximumf %119, %cst_1 : f32
      %121 = arith.divf %cst_2, %120 : f32
      %122 = arith.mulf %105, %121 : f32
      %123 = arith.mulf %116, %121 : f32
      %124 = arith.mulf %114, %122 : f32
      %125 = arith.mulf %124, %122 : f32
      %126 = arith.mulf %118, %123 : f32
      %127 = arith.mulf %126, %123 : f32
      %128 = arith.addf %125, %127 : f32
      %129 = arith.divf %128, %cst_3 : f32
      %130 = arith.mulf %119, %119 : f32
      %131 = arith.mulf %130, %129 : f32
      %132 = arith.addf %131, %arg4 : f32
      %133 = math.rsqrt %132 : f32
      %134 = arith.mulf %arg4, %121 : f32
      %135 = arith.mulf %134, %121 : f32
      %136 = arith.addf %129, %135 : f32
      %137 = math.rsqrt %136 : f32
      %138 = arith.mulf %121, %137 : f32
      %139 = arith.cmpf ogt, %119, %cst_4 : f32
      %140 = arith.select %139, %138, %133 : f32
      %141 = arith.cmpi eq, %14, %c0_i32 : i32
      scf.if %141 {
        %150 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
        %151 = llvm.getelementptr %150[%15] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        llvm.store %140, %151 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      }
      %142 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %143 = arith.muli %14, %c4_i32 overflow<nsw> : i32
      %144 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %145 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %146 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %147 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %148 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %149 = vector.broadcast %140 : f32 to vector<16xf32>
      scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
        %150 = arith.muli %15, %c5000_i32 overflow<nsw> : i32
        %151 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %152 = arith.addi %150, %151 overflow<nsw> : i32
        %153 = llvm.getelementptr %142[%152] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %154 = llvm.getelementptr %153[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %155 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %156 = llvm.getelementptr %144[%155] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %157 = llvm.getelementptr %156[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %158 = llvm.getelementptr %145[%152] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %159 = llvm.getelementptr %158[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %160 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %161 = arith.addi %160, %143 overflow<nsw> : i32
        %162 = arith.cmpi slt, %15, %c96_i32 : i32
        %163 = arith.cmpi slt, %161, %c5000_i32 : i32
        %164 = arith.andi %162, %163 : i1
        %165 = arith.extui %164 : i1 to i8
        llvm.store %165, %4 {alignment = 32 : i64} : i8, !llvm.ptr
        %166 = arith.addi %161, %c512_i32 overflow<nsw> : i32
        %167 = arith.cmpi slt, %15, %c96_i32 : i32
        %168 = arith.cmpi slt, %166, %c5000_i32 : i32
        %169 = arith.andi %167, %168 : i1
        %170 = arith.extui %169 : i1 to i8
        llvm.store %170, %146 {alignment = 1 : i64} : i8, !llvm.ptr
        %171 = arith.addi %161, %c1024_i32 overflow<nsw> : i32
        %172 = arith.cmpi slt, %15, %c96_i32 : i32
        %173 = arith.cmpi slt, %171, %c5000_i32 : i32
        %174 = arith.andi %172, %173 : i1
        %175 = arith.extui %174 : i1 to i8
        llvm.store %175, %147 {alignment = 2 : i64} : i8, !llvm.ptr
        %176 = arith.addi %161, %c1536_i32 overflow<nsw> : i32
        %177 = arith.cmpi slt, %15, %c96_i32 : i32
        %178 = arith.cmpi slt, %176, %c5000_i32 : i32
        %179 = arith.andi %177, %178 : i1
        %180 = arith.extui %179 : i1 to i8
        llvm.store %180, %148 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %3 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        llvm.store %cst_0, %2 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %185 = arith.muli %arg6, %c512_i32 overflow<nsw> : i32
          %186 = llvm.getelementptr %154[%185] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %187 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
          %188 = llvm.getelementptr %3[%187] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %189 = llvm.getelementptr %4[%arg6] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %190 = llvm.load %189 {alignment = 1 : i64} : !llvm.ptr -> i8
          %191 = arith.cmpi ne, %190, %c0_i8 : i8
          scf.if %191 {
            %192 = llvm.load %186 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %192, %188 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %185 = arith.muli %arg6, %c512_i32 overflow<nsw> : i32
          %186 = llvm.getelementptr %157[%185] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %187 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
          %188 = llvm.getelementptr %2[%187] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %189 = llvm.getelementptr %4[%arg6] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %190 = llvm.load %189 {alignment = 1 : i64} : !llvm.ptr -> i8
          %191 = arith.cmpi ne, %190, %c0_i8 : i8
          scf.if %191 {
            %192 = llvm.load %186 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %192, %188 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %181 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %182 = arith.mulf %181, %149 : vector<16xf32>
        %183 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %184 = arith.mulf %182, %183 : vector<16xf32>
        llvm.store %184, %1 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %185 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
          %186 = llvm.getelementptr %1[%185] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %187 = arith.muli %arg6, %c512_i32 overflow<nsw> : i32
          %188 = llvm.getelementptr %159[%187] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %189 = llvm.getelementptr %4[%arg6] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %190 = llvm.load %189 {alignment = 1 : i64} : !llvm.ptr -> i8
          %191 = arith.cmpi ne, %190, %c0_i8 : i8
          scf.if %191 {
            %192 = llvm.load %186 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %192, %188 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c96_i32 = arith.constant 96 : i32
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %1, %5[1] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %8 = llvm.insertvalue %1, %7[1] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %4, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%11> (%6, %8, %10, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
