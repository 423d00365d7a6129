!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c8_i32 = arith.constant 8 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c3072_i32 = arith.constant 3072 : i32
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xf16>
      %c0_i8 = arith.constant 0 : i8
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %cst_1 = arith.constant 5.000000e+03 : f32
      %cst_2 = arith.constant 0x7F800000 : f32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %cst_4 = arith.constant dense<0.000000e+00> : vector<32xf32>
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %12 = nvvm.shfl.sync idx %c-1_i32, %11, %c0_i32, %c31_i32 : i32 -> i32
      %13 = arith.extui %12 : i32 to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%14, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %15 = llvm.ptrtoint %14 : !llvm.ptr<3> to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%16, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %18 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %19 = arith.remsi %17, %c32_i32 : i32
      %20 = arith.floordivsi %17, %c32_i32 : i32
      %21 = arith.muli %17, %c8_i32 : i32
      %22 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %23 = arith.muli %17, %c8_i32 overflow<nsw> : i32
      %24 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %25 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %26 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %27 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst) -> (f32)  : i32 {
        %64 = arith.muli %arg5, %c4096_i32 : i32
        %65 = arith.addi %64, %21 : i32
        %66 = arith.muli %18, %c5000_i32 overflow<nsw> : i32
        %67 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %68 = arith.addi %66, %67 overflow<nsw> : i32
        %69 = llvm.getelementptr %22[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %70 = llvm.getelementptr %69[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %71 = arith.cmpi slt, %65, %c5000_i32 : i32
        %72 = arith.extui %71 : i1 to i8
        llvm.store %72, %10 {alignment = 32 : i64} : i8, !llvm.ptr
        %73 = arith.addi %65, %c1024_i32 : i32
        %74 = arith.cmpi slt, %73, %c5000_i32 : i32
        %75 = arith.extui %74 : i1 to i8
        llvm.store %75, %24 {alignment = 1 : i64} : i8, !llvm.ptr
        %76 = arith.addi %65, %c2048_i32 : i32
        %77 = arith.cmpi slt, %76, %c5000_i32 : i32
        %78 = arith.extui %77 : i1 to i8
        llvm.store %78, %25 {alignment = 2 : i64} : i8, !llvm.ptr
        %79 = arith.addi %65, %c3072_i32 : i32
        %80 = arith.cmpi slt, %79, %c5000_i32 : i32
        %81 = arith.extui %80 : i1 to i8
        llvm.store %81, %26 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %9 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        scf.for %arg7 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %87 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
          %88 = llvm.getelementptr %70[%87] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %89 = arith.muli %arg7, %c8_i32 overflow<nsw> : i32
          %90 = llvm.getelementptr %9[%89] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %91 = llvm.getelementptr %10[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %92 = llvm.load %91 {alignment = 1 : i64} : !llvm.ptr -> i8
          %93 = arith.cmpi ne, %92, %c0_i8 : i8
          scf.if %93 {
            %94 = llvm.load %88 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %94, %90 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %82 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %83 = arith.extf %82 : vector<32xf16> to vector<32xf32>
        %84 = arith.mulf %83, %83 : vector<32xf32>
        %85 = vector.reduction <add>, %84, %cst : vector<32xf32> into f32
        %86 = arith.addf %arg6, %85 : f32
        scf.yield %86 : f32
      }
      %28 = nvvm.shfl.sync bfly %c-1_i32, %27, %c16_i32, %c31_i32 : f32 -> f32
      %29 = arith.addf %27, %28 : f32
      %30 = nvvm.shfl.sync bfly %c-1_i32, %29, %c8_i32, %c31_i32 : f32 -> f32
      %31 = arith.addf %29, %30 : f32
      %32 = nvvm.shfl.sync bfly %c-1_i32, %31, %c4_i32, %c31_i32 : f32 -> f32
      %33 = arith.addf %31, %32 : f32
      %34 = nvvm.shfl.sync bfly %c-1_i32, %33, %c2_i32, %c31_i32 : f32 -> f32
      %35 = arith.addf %33, %34 : f32
      %36 = nvvm.shfl.sync bfly %c-1_i32, %35, %c1_i32, %c31_i32 : f32 -> f32
      %37 = arith.addf %35, %36 : f32
      %38 = arith.cmpi eq, %19, %c0_i32 : i32
      scf.if %38 {
        %64 = llvm.getelementptr %16[%20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %37, %64 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %39 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %40 = llvm.getelementptr %16[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %41 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %42 = arith.addf %39, %41 : f32
      %43 = llvm.getelementptr %16[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %44 = llvm.load %43 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %45 = arith.addf %42, %44 : f32
      %46 = llvm.getelementptr %16[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %47 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %48 = arith.addf %45, %47 : f32
      %49 = arith.divf %48, %cst_1 : f32
      %50 = arith.addf %49, %arg4 : f32
      %51 = math.rsqrt %50 : f32
      %52 = arith.cmpf oeq, %48, %cst_2 : f32
      %53 = scf.if %52 -> (f32) {
        %64 = arith.muli %17, %c8_i32 : i32
        %65 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
        %66 = arith.muli %17, %c8_i32 overflow<nsw> : i32
        %67 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i8
        %68 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, i8
        %69 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, i8
        %70 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst) -> (f32)  : i32 {
          %120 = arith.muli %arg5, %c4096_i32 : i32
          %121 = arith.addi %120, %64 : i32
          %122 = arith.muli %18, %c5000_i32 overflow<nsw> : i32
          %123 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
          %124 = arith.addi %122, %123 overflow<nsw> : i32
          %125 = llvm.getelementptr %65[%124] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %126 = llvm.getelementptr %125[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %127 = arith.cmpi slt, %121, %c5000_i32 : i32
          %128 = arith.extui %127 : i1 to i8
          llvm.store %128, %8 {alignment = 32 : i64} : i8, !llvm.ptr
          %129 = arith.addi %121, %c1024_i32 : i32
          %130 = arith.cmpi slt, %129, %c5000_i32 : i32
          %131 = arith.extui %130 : i1 to i8
          llvm.store %131, %67 {alignment = 1 : i64} : i8, !llvm.ptr
          %132 = arith.addi %121, %c2048_i32 : i32
          %133 = arith.cmpi slt, %132, %c5000_i32 : i32
          %134 = arith.extui %133 : i1 to i8
          llvm.store %134, %68 {alignment = 2 : i64} : i8, !llvm.ptr
          %135 = arith.addi %121, %c3072_i32 : i32
          %136 = arith.cmpi slt, %135, %c5000_i32 : i32
          %137 = arith.extui %136 : i1 to i8
          llvm.store %137, %69 {alignment = 1 : i64} : i8, !llvm.ptr
          llvm.store %cst_0, %7 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
          scf.for %arg7 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %145 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
            %146 = llvm.getelementptr %126[%145] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %147 = arith.muli %arg7, %c8_i32 overflow<nsw> : i32
            %148 = llvm.getelementptr %7[%147] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %149 = llvm.getelementptr %8[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %150 = llvm.load %149 {alignment = 1 : i64} : !llvm.ptr -> i8
            %151 = arith.cmpi ne, %150, %c0_i8 : i8
            scf.if %151 {
              %152 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
              llvm.store %152, %148 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
            }
          } {loop_annotation = #loop_annotation}
          %138 = llvm.load %7 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
          %139 = arith.extf %138 : vector<32xf16> to vector<32xf32>
          %140 = arith.cmpf olt, %139, %cst_4 : vector<32xf32>
          %141 = arith.negf %139 : vector<32xf32>
          %142 = arith.select %140, %141, %139 : vector<32xi1>, vector<32xf32>
          %143 = vector.reduction <maximumf>, %142, %cst : vector<32xf32> into f32
          %144 = arith.maximumf %arg6, %143 : f32
          scf.yield %144 : f32
        }
        %71 = nvvm.shfl.sync bfly %c-1_i32, %70, %c16_i32, %c31_i32 : f32 -> f32
        %72 = arith.maximumf %70, %71 : f32
        %73 = nvvm.shfl.sync bfly %c-1_i32, %72, %c8_i32, %c31_i32 : f32 -> f32
        %74 = arith.maximumf %72, %73 : f32
        %75 = nvvm.shfl.sync bfly %c-1_i32, %74, %c4_i32, %c31_i32 : f32 -> f32
        %76 = arith.maximumf %74, %75 : f32
        %77 = nvvm.shfl.sync bfly %c-1_i32, %76, %c2_i32, %c31_i32 : f32 -> f32
        %78 = arith.maximumf %76, %77 : f32
        %79 = nvvm.shfl.sync bfly %c-1_i32, %78, %c1_i32, %c31_i32 : f32 -> f32
        %80 = arith.maximumf %78, %79 : f32
        nvvm.barrier
        scf.if %38 {
          %120 = llvm.getelementptr %16[%20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
          llvm.store %80, %120 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        }
        nvvm.barrier
        %81 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
        %82 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %83 = arith.maximumf %81, %82 : f32
        %84 = llvm.load %43 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
        %85 = arith.maximumf %83, %84 : f32
        %86 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %87 = arith.maximumf %85, %86 : f32
        %88 = arith.divf %cst_3, %87 : f32
        %89 = arith.muli %17, %c8_i32 : i32
        %90 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
        %91 = arith.muli %17, %c8_i32 overflow<nsw> : i32
        %92 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, i8
        %93 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, i8
        %94 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, i8
        %95 = vector.broadcast %88 : f32 to vector<32xf32>
        %96 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst) -> (f32)  : i32 {
          %120 = arith.muli %arg5, %c4096_i32 : i32
          %121 = arith.addi %120, %89 : i32
          %122 = arith.muli %18, %c5000_i32 overflow<nsw> : i32
          %123 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
          %124 = arith.addi %122, %123 overflow<nsw> : i32
          %125 = llvm.getelementptr %90[%124] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %126 = llvm.getelementptr %125[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %127 = arith.cmpi slt, %121, %c5000_i32 : i32
          %128 = arith.extui %127 : i1 to i8
          llvm.store %128, %6 {alignment = 32 : i64} : i8, !llvm.ptr
          %129 = arith.addi %121, %c1024_i32 : i32
          %130 = arith.cmpi slt, %129, %c5000_i32 : i32
          %131 = arith.extui %130 : i1 to i8
          llvm.store %131, %92 {alignment = 1 : i64} : i8, !llvm.ptr
          %132 = arith.addi %121, %c2048_i32 : i32
          %133 = arith.cmpi slt, %132, %c5000_i32 : i32
          %134 = arith.extui %133 : i1 to i8
          llvm.store %134, %93 {alignment = 2 : i64} : i8, !llvm.ptr
          %135 = arith.addi %121, %c3072_i32 : i32
          %136 = arith.cmpi slt, %135, %c5000_i32 : i32
          %137 = arith.extui %136 : i1 to i8
          llvm.store %137, %94 {alignment = 1 : i64} : i8, !llvm.ptr
          llvm.store %cst_0, %5 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
          scf.for %arg7 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %144 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
            %145 = llvm.getelementptr %126[%144] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %146 = arith.muli %arg7, %c8_i32 overflow<nsw> : i32
            %147 = llvm.getelementptr %5[%146] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %148 = llvm.getelementptr %6[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %149 = llvm.load %148 {alignment = 1 : i64} : !llvm.ptr -> i8
            %150 = arith.cmpi ne, %149, %c0_i8 : i8
            scf.if %150 {
              %151 = llvm.load %145 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
              llvm.store %151, %147 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
            }
          } {loop_annotation = #loop_annotation}
          %138 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
          %139 = arith.extf %138 : vector<32xf16> to vector<32xf32>
          %140 = arith.mulf %139, %95 : vector<32xf32>
          %141 = arith.mulf %140, %140 : vector<32xf32>
          %142 = vector.reduction <add>, %141, %cst : vector<32xf32> into f32
          %143 = arith.addf %arg6, %142 : f32
          scf.yield %143 : f32
        }
        %97 = nvvm.shfl.sync bfly %c-1_i32, %96, %c16_i32, %c31_i32 : f32 -> f32
        %98 = arith.addf %96, %97 : f32
        %99 = nvvm.shfl.sync bfly %c-1_i32, %98, %c8_i32, %c31_i32 : f32 -> f32
        %100 = arith.addf %98, %99 : f32
        %101 = nvvm.shfl.sync bfly %c-1_i32, %100, %c4_i32, %c31_i32 : f32 -> f32
        %102 = arith.addf %100, %101 : f32
        %103 = nvvm.shfl.sync bfly %c-1_i32, %102, %c2_i32, %c31_i32 : f32 -> f32
        %104 = arith.addf %102, %103 : f32
        %105 = nvvm.shfl.sync bfly %c-1_i32, %104, %c1_i32, %c31_i32 : f32 -> f32
        %106 = arith.addf %104, %105 : f32
        nvvm.barrier
        scf.if %38 {
          %120 = llvm.getelementptr %16[%20] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
          llvm.store %106, %120 {alignment = 4 : i64} : f32, !llvm.ptr<3>
        }
        nvvm.barrier
        %107 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
        %108 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %109 = arith.addf %107, %108 : f32
        %110 = llvm.load %43 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
        %111 = arith.addf %109, %110 : f32
        %112 = llvm.load %46 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
        %113 = arith.addf %111, %112 : f32
        %114 = arith.divf %113, %cst_1 : f32
        %115 = arith.mulf %arg4, %88 : f32
        %116 = arith.mulf %115, %88 : f32
        %117 = arith.addf %114, %116 : f32
        %118 = math.rsqrt %117 : f32
        %119 = arith.mulf %88, %118 : f32
        scf.yield %119 : f32
      } else {
        scf.yield %51 : f32
      }
      %54 = arith.cmpi eq, %17, %c0_i32 : i32
      scf.if %54 {
        %64 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
        %65 = llvm.getelementptr %64[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        llvm.store %53, %65 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      }
      %55 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %56 = arith.muli %17, %c8_i32 overflow<nsw> : i32
      %57 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %58 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %59 = arith.muli %17, %c8_i32 : i32
      %60 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %61 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %62 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %63 = vector.broadcast %53 : f32 to vector<32xf32>
      scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
        %64 = arith.muli %18, %c5000_i32 overflow<nsw> : i32
        %65 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %66 = arith.addi %64, %65 overflow<nsw> : i32
        %67 = llvm.getelementptr %55[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %68 = llvm.getelementptr %67[%56] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %69 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %70 = llvm.getelementptr %57[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %71 = llvm.getelementptr %70[%56] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %72 = llvm.getelementptr %58[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %73 = llvm.getelementptr %72[%56] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %74 = arith.muli %arg5, %c4096_i32 : i32
        %75 = arith.addi %74, %59 : i32
        %76 = arith.cmpi slt, %75, %c5000_i32 : i32
        %77 = arith.extui %76 : i1 to i8
        llvm.store %77, %4 {alignment = 32 : i64} : i8, !llvm.ptr
        %78 = arith.addi %75, %c1024_i32 : i32
        %79 = arith.cmpi slt, %78, %c5000_i32 : i32
        %80 = arith.extui %79 : i1 to i8
        llvm.store %80, %60 {alignment = 1 : i64} : i8, !llvm.ptr
        %81 = arith.addi %75, %c2048_i32 : i32
        %82 = arith.cmpi slt, %81, %c5000_i32 : i32
        %83 = arith.extui %82 : i1 to i8
        llvm.store %83, %61 {alignment = 2 : i64} : i8, !llvm.ptr
        %84 = arith.addi %75, %c3072_i32 : i32
        %85 = arith.cmpi slt, %84, %c5000_i32 : i32
        %86 = arith.extui %85 : i1 to i8
        llvm.store %86, %62 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %3 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        llvm.store %cst_0, %2 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %94 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
          %95 = llvm.getelementptr %68[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %96 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %97 = llvm.getelementptr %3[%96] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %98 = llvm.getelementptr %4[%arg6] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %99 = llvm.load %98 {alignment = 1 : i64} : !llvm.ptr -> i8
          %100 = arith.cmpi ne, %99, %c0_i8 : i8
          scf.if %100 {
            %101 = llvm.load %95 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %101, %97 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %94 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
          %95 = llvm.getelementptr %71[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %96 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %97 = llvm.getelementptr %2[%96] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %98 = llvm.getelementptr %4[%arg6] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %99 = llvm.load %98 {alignment = 1 : i64} : !llvm.ptr -> i8
          %100 = arith.cmpi ne, %99, %c0_i8 : i8
          scf.if %100 {
            %101 = llvm.load %95 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %101, %97 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %87 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %88 = arith.extf %87 : vector<32xf16> to vector<32xf32>
        %89 = arith.mulf %88, %63 : vector<32xf32>
        %90 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %91 = arith.extf %90 : vector<32xf16> to vector<32xf32>
        %92 = arith.mulf %89, %91 : vector<32xf32>
        %93 = arith.truncf %92 : vector<32xf32> to vector<32xf16>
        llvm.store %93, %1 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %94 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %95 = llvm.getelementptr %1[%94] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %96 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
          %97 = llvm.getelementptr %73[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %98 = llvm.getelementptr %4[%arg6] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %99 = llvm.load %98 {alignment = 1 : i64} : !llvm.ptr -> i8
          %100 = arith.cmpi ne, %99, %c0_i8 : i8
          scf.if %100 {
            %101 = llvm.load %95 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %101, %97 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
          }
        } {loop_annotation = #loop_annotation}
      }
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c80_i64 = arith.constant 80 : i64
    %c0_i32 = arith.constant 0 : i32
    %c96_i32 = arith.constant 96 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %1, %5[1] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %8 = llvm.insertvalue %1, %7[1] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %4, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c80_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0<%11> (%6, %8, %10, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
