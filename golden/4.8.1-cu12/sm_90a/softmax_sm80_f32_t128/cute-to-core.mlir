!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %cst_0 = arith.constant -3.40282347E+38 : f32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %cst_1 = arith.constant dense<0xFF800000> : vector<16xf32>
      %c0_i8 = arith.constant 0 : i8
      %c-1_i32 = arith.constant -1 : i32
      %c31_i32 = arith.constant 31 : i32
      %c8_i32 = arith.constant 8 : i32
      %c2_i32 = arith.constant 2 : i32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant dense<0.000000e+00> : vector<16xf32>
      %c96_i32 = arith.constant 96 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %cst_4 = arith.constant dense<1.44269502> : vector<16xf32>
      %c4_i32 = arith.constant 4 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %7 = nvvm.shfl.sync idx %c-1_i32, %6, %c0_i32, %c31_i32 : i32 -> i32
      %8 = arith.extui %7 : i32 to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%9, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %10 = llvm.ptrtoint %9 : !llvm.ptr<3> to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%11, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %12 = llvm.getelementptr %9[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %13 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %15 = arith.remsi %13, %c32_i32 : i32
      %16 = arith.floordivsi %13, %c32_i32 : i32
      %17 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %18 = arith.muli %13, %c4_i32 overflow<nsw> : i32
      %19 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %20 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %21 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %22:2 = scf.for %arg2 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg3 = %cst, %arg4 = %cst_0) -> (f32, f32)  : i32 {
        %121 = arith.muli %14, %c5000_i32 overflow<nsw> : i32
        %122 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %123 = arith.addi %121, %122 overflow<nsw> : i32
        %124 = llvm.getelementptr %17[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %125 = llvm.getelementptr %124[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %126 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %127 = arith.addi %126, %18 overflow<nsw> : i32
        %128 = arith.cmpi slt, %14, %c96_i32 : i32
        %129 = arith.cmpi slt, %127, %c5000_i32 : i32
        %130 = arith.andi %128, %129 : i1
        %131 = arith.extui %130 : i1 to i8
        llvm.store %131, %5 {alignment = 32 : i64} : i8, !llvm.ptr
        %132 = arith.addi %127, %c512_i32 overflow<nsw> : i32
        %133 = arith.cmpi slt, %14, %c96_i32 : i32
        %134 = arith.cmpi slt, %132, %c5000_i32 : i32
        %135 = arith.andi %133, %134 : i1
        %136 = arith.extui %135 : i1 to i8
        llvm.store %136, %19 {alignment = 1 : i64} : i8, !llvm.ptr
        %137 = arith.addi %127, %c1024_i32 overflow<nsw> : i32
        %138 = arith.cmpi slt, %14, %c96_i32 : i32
        %139 = arith.cmpi slt, %137, %c5000_i32 : i32
        %140 = arith.andi %138, %139 : i1
        %141 = arith.extui %140 : i1 to i8
        llvm.store %141, %20 {alignment = 2 : i64} : i8, !llvm.ptr
        %142 = arith.addi %127, %c1536_i32 overflow<nsw> : i32
        %143 = arith.cmpi slt, %14, %c96_i32 : i32
        %144 = arith.cmpi slt, %142, %c5000_i32 : i32
        %145 = arith.andi %143, %144 : i1
        %146 = arith.extui %145 : i1 to i8
        llvm.store %146, %21 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_1, %4 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %159 = arith.muli %arg5, %c512_i32 overflow<nsw> : i32
          %160 = llvm.getelementptr %125[%159] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %161 = arith.muli %arg5, %c4_i32 overflow<nsw> : i32
          %162 = llvm.getelementptr %4[%161] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %163 = llvm.getelementptr %5[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %164 = llvm.load %163 {alignment = 1 : i64} : !llvm.ptr -> i8
          %165 = arith.cmpi ne, %164, %c0_i8 : i8
          scf.if %165 {
            %166 = llvm.load %160 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %166, %162 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %147 = llvm.load %4 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %148 = arith.mulf %147, %cst_4 : vector<16xf32>
        %149 = vector.reduction <maximumf>, %148, %cst_0 : vector<16xf32> into f32
        %150 = arith.maximumf %arg4, %149 : f32
        %151 = vector.broadcast %150 : f32 to vector<16xf32>
        %152 = arith.subf %148, %151 : vector<16xf32>
        %153 = math.exp2 %152 : vector<16xf32>
        %154 = vector.reduction <add>, %153, %cst : vector<16xf32> into f32
        %155 = arith.subf %arg4, %150 : f32
        %156 = math.exp2 %155 : f32
        %157 = arith.mulf %arg3, %156 : f32
        %158 = arith.addf %157, %154 : f32
        scf.yield %158, %150 : f32, f32
      }
      %23 = nvvm.shfl.sync bfly %c-1_i32, %22#1, %c16_i32, %c31_i32 : f32 -> f32
      %24 = nvvm.shfl.sync bfly %c-1_i32, %22#0, %c16_i32, %c31_i32 : f32 -> f32
      %25 = arith.maximumf %22#1, %23 : f32
      %26 = arith.subf %22#1, %25 : f32
      %27 = math.exp2 %26 : f32
      %28 = arith.mulf %22#0, %27 : f32
      %29 = arith.subf %23, %25 : f32
      %30 = math.exp2 %29 : f32
      %31 = arith.mulf %24, %30 : f32
      %32 = arith.addf %28, %31 : f32
      %33 = nvvm.shfl.sync bfly %c-1_i32, %25, %c8_i32, %c31_i32 : f32 -> f32
      %34 = nvvm.shfl.sync bfly %c-1_i32, %32, %c8_i32, %c31_i32 : f32 -> f32
      %35 = arith.maximumf %25, %33 : f32
      %36 = arith.subf %25, %35 : f32
      %37 = math.exp2 %36 : f32
      %38 = arith.mulf %32, %37 : f32
      %39 = arith.subf %33, %35 : f32
      %40 = math.exp2 %39 : f32
      %41 = arith.mulf %34, %40 : f32
      %42 = arith.addf %38, %41 : f32
      %43 = nvvm.shfl.sync bfly %c-1_i32, %35, %c4_i32, %c31_i32 : f32 -> f32
      %44 = nvvm.shfl.sync bfly %c-1_i32, %42, %c4_i32, %c31_i32 : f32 -> f32
      %45 = arith.maximumf %35, %43 : f32
      %46 = arith.subf %35, %45 : f32
      %47 = math.exp2 %46 : f32
      %48 = arith.mulf %42, %47 : f32
      %49 = arith.subf %43, %45 : f32
      %50 = math.exp2 %49 : f32
      %51 = arith.mulf %44, %50 : f32
      %52 = arith.addf %48, %51 : f32
      %53 = nvvm.shfl.sync bfly %c-1_i32, %45, %c2_i32, %c31_i32 : f32 -> f32
      %54 = nvvm.shfl.sync bfly %c-1_i32, %52, %c2_i32, %c31_i32 : f32 -> f32
      %55 = arith.maximumf %45, %53 : f32
      %56 = arith.subf %45, %55 : f32
      %57 = math.exp2 %56 : f32
      %58 = arith.mulf %52, %57 : f32
      %59 = arith.subf %53, %55 : f32
      %60 = math.exp2 %59 : f32
      %61 = arith.mulf %54, %60 : f32
      %62 = arith.addf %58, %61 : f32
      %63 = nvvm.shfl.sync bfly %c-1_i32, %55, %c1_i32, %c31_i32 : f32 -> f32
      %64 = nvvm.shfl.sync bfly %c-1_i32, %62, %c1_i32, %c31_i32 : f32 -> f32
      %65 = arith.maximumf %55, %63 : f32
      %66 = arith.subf %55, %65 : f32
      %67 = math.exp2 %66 : f32
      %68 = arith.mulf %62, %67 : f32
      %69 = arith.subf %63, %65 : f32
      %70 = math.exp2 %69 : f32
      %71 = arith.mulf %64, %70 : f32
      %72 = arith.addf %68, %71 : f32
      %73 = arith.cmpi eq, %15, %c0_i32 : i32
      scf.if %73 {
        %121 = llvm.getelementptr %11[%16] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %65, %121 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        %122 = llvm.getelementptr %12[%16] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %72, %122 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %74 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %75 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %76 = llvm.getelementptr %11[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %77 = llvm.load %76 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %78 = llvm.getelementptr %12[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %79 = llvm.load %78 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %80 = arith.maximumf %74, %77 : f32
      %81 = arith.subf %74, %80 : f32
      %82 = math.exp2 %81 : f32
      %83 = arith.mulf %75, %82 : f32
      %84 = arith.subf %77, %80 : f32
      %85 = math.exp2 %84 : f32
      %86 = arith.mulf %79, %85 : f32
      %87 = arith.addf %83, %86 : f32
      %88 = llvm.getelementptr %11[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %89 = llvm.load %88 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %90 = llvm.getelementptr %12[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %91 = llvm.load %90 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %92 = arith.maximumf %80, %89 : f32
      %93 = arith.subf %80, %92 : f32
      %94 = math.exp2 %93 : f32
      %95 = arith.mulf %87, %94 : f32
      %96 = arith.subf %89, %92 : f32
      %97 = math.exp2 %96 : f32
      %98 = arith.mulf %91, %97 : f32
      %99 = arith.addf %95, %98 : f32
      %100 = llvm.getelementptr %11[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %101 = llvm.load %100 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %102 = llvm.getelementptr %12[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %103 = llvm.load %102 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %104 = arith.maximumf %92, %101 : f32
      %105 = arith.subf %92, %104 : f32
      %106 = math.exp2 %105 : f32
      %107 = arith.mulf %99, %106 : f32
      %108 = arith.subf %101, %104 : f32
      %109 = math.exp2 %108 : f32
      %110 = arith.mulf %103, %109 : f32
      %111 = arith.addf %107, %110 : f32
      %112 = arith.divf %cst_2, %111 : f32
      %113 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %114 = arith.muli %13, %c4_i32 overflow<nsw> : i32
      %115 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %116 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %117 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %118 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %119 = vector.broadcast %104 : f32 to vector<16xf32>
      %120 = vector.broadcast %112 : f32 to vector<16xf32>
      scf.for %arg2 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
        %121 = arith.muli %14, %c5000_i32 overflow<nsw> : i32
        %122 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %123 = arith.addi %121, %122 overflow<nsw> : i32
        %124 = llvm.getelementptr %113[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %125 = llvm.getelementptr %124[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %126 = llvm.getelementptr %115[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %127 = llvm.getelementptr %126[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %128 = arith.muli %arg2, %c2048_i32 overflow<nsw> : i32
        %129 = arith.addi %128, %114 overflow<nsw> : i32
        %130 = arith.cmpi slt, %14, %c96_i32 : i32
        %131 = arith.cmpi slt, %129, %c5000_i32 : i32
        %132 = arith.andi %130, %131 : i1
        %133 = arith.extui %132 : i1 to i8
        llvm.store %133, %3 {alignment = 32 : i64} : i8, !llvm.ptr
        %134 = arith.addi %129, %c512_i32 overflow<nsw> : i32
        %135 = arith.cmpi slt, %14, %c96_i32 : i32
        %136 = arith.cmpi slt, %134, %c5000_i32 : i32
        %137 = arith.andi %135, %136 : i1
        %138 = arith.extui %137 : i1 to i8
        llvm.store %138, %116 {alignment = 1 : i64} : i8, !llvm.ptr
        %139 = arith.addi %129, %c1024_i32 overflow<nsw> : i32
        %140 = arith.cmpi slt, %14, %c96_i32 : i32
        %141 = arith.cmpi slt, %139, %c5000_i32 : i32
        %142 = arith.andi %140, %141 : i1
        %143 = arith.extui %142 : i1 to i8
        llvm.store %143, %117 {alignment = 2 : i64} : i8, !llvm.ptr
        %144 = arith.addi %129, %c1536_i32 overflow<nsw> : i32
        %145 = arith.cmpi slt, %14, %c96_i32 : i32
        %146 = arith.cmpi slt, %144, %c5000_i32 : i32
        %147 = arith.andi %145, %146 : i1
        %148 = arith.extui %147 : i1 to i8
        llvm.store %148, %118 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_3, %2 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %154 = arith.muli %arg3, %c512_i32 overflow<nsw> : i32
          %155 = llvm.getelementptr %125[%154] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %156 = arith.muli %arg3, %c4_i32 overflow<nsw> : i32
          %157 = llvm.getelementptr %2[%156] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %158 = llvm.getelementptr %3[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %159 = llvm.load %158 {alignment = 1 : i64} : !llvm.ptr -> i8
          %160 = arith.cmpi ne, %159, %c0_i8 : i8
          scf.if %160 {
            %161 = llvm.load %155 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
            llvm.store %161, %157 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %149 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
        %150 = arith.mulf %149, %cst_4 : vector<16xf32>
        %151 = arith.subf %150, %119 : vector<16xf32>
        %152 = math.exp2 %151 : vector<16xf32>
        %153 = arith.mulf %152, %120 : vector<16xf32>
        llvm.store %153, %1 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
        scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %154 = arith.muli %arg3, %c4_i32 overflow<nsw> : i32
          %155 = llvm.getelementptr %1[%154] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %156 = arith.muli %arg3, %c512_i32 overflow<nsw> : i32
          %157 = llvm.getelementptr %127[%156] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %158 = llvm.getelementptr %3[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %159 = llvm.load %158 {alignment = 1 : i64} : !llvm.ptr -> i8
          %160 = arith.cmpi ne, %159, %c0_i8 : i8
          scf.if %160 {
            %161 = llvm.load %155 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
            llvm.store %161, %157 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
      }
      return
    }
  }
  func.func @cutlass___call___SoftmaxProgramthreads12_h57d05bb9(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c96_i32 = arith.constant 96 : i32
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %1, %4[1] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %1, %6[1] : !llvm_struct_6960aa
    %8 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%8] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%8] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %9 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0<%8> (%5, %7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %10 = cuda.cast %9 : !cuda.result -> i32
    cuda.return_if_error %10 : i32
    return %c0_i32 : i32
  }
}
