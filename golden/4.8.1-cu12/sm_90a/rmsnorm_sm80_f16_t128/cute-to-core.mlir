!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c3072_i32 = arith.constant 3072 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c8_i32 = arith.constant 8 : i32
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xf16>
      %c0_i8 = arith.constant 0 : i8
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %cst_1 = arith.constant 5.000000e+03 : f32
      %c96_i32 = arith.constant 96 : i32
      %c5000_i32 = arith.constant 5000 : i32
      %c4_i32 = arith.constant 4 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c32_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %8 = nvvm.shfl.sync idx %c-1_i32, %7, %c0_i32, %c31_i32 : i32 -> i32
      %9 = arith.extui %8 : i32 to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%10, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %11 = llvm.ptrtoint %10 : !llvm.ptr<3> to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%12, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %13 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %14 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %15 = arith.remsi %13, %c32_i32 : i32
      %16 = arith.floordivsi %13, %c32_i32 : i32
      %17 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %18 = arith.muli %13, %c8_i32 overflow<nsw> : i32
      %19 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %20 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %21 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %22 = scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg6 = %cst) -> (f32)  : i32 {
        %56 = arith.muli %14, %c5000_i32 overflow<nsw> : i32
        %57 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %58 = arith.addi %56, %57 overflow<nsw> : i32
        %59 = llvm.getelementptr %17[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %60 = llvm.getelementptr %59[%18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %61 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %62 = arith.addi %61, %18 overflow<nsw> : i32
        %63 = arith.cmpi slt, %14, %c96_i32 : i32
        %64 = arith.cmpi slt, %62, %c5000_i32 : i32
        %65 = arith.andi %63, %64 : i1
        %66 = arith.extui %65 : i1 to i8
        llvm.store %66, %6 {alignment = 32 : i64} : i8, !llvm.ptr
        %67 = arith.addi %62, %c1024_i32 overflow<nsw> : i32
        %68 = arith.cmpi slt, %14, %c96_i32 : i32
        %69 = arith.cmpi slt, %67, %c5000_i32 : i32
        %70 = arith.andi %68, %69 : i1
        %71 = arith.extui %70 : i1 to i8
        llvm.store %71, %19 {alignment = 1 : i64} : i8, !llvm.ptr
        %72 = arith.addi %62, %c2048_i32 overflow<nsw> : i32
        %73 = arith.cmpi slt, %14, %c96_i32 : i32
        %74 = arith.cmpi slt, %72, %c5000_i32 : i32
        %75 = arith.andi %73, %74 : i1
        %76 = arith.extui %75 : i1 to i8
        llvm.store %76, %20 {alignment = 2 : i64} : i8, !llvm.ptr
        %77 = arith.addi %62, %c3072_i32 overflow<nsw> : i32
        %78 = arith.cmpi slt, %14, %c96_i32 : i32
        %79 = arith.cmpi slt, %77, %c5000_i32 : i32
        %80 = arith.andi %78, %79 : i1
        %81 = arith.extui %80 : i1 to i8
        llvm.store %81, %21 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %5 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        scf.for %arg7 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %87 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
          %88 = llvm.getelementptr %60[%87] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %89 = arith.muli %arg7, %c8_i32 overflow<nsw> : i32
          %90 = llvm.getelementptr %5[%89] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %91 = llvm.getelementptr %6[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
          %92 = llvm.load %91 {alignment = 1 : i64} : !llvm.ptr -> i8
          %93 = arith.cmpi ne, %92, %c0_i8 : i8
          scf.if %93 {
            %94 = llvm.load %88 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
            llvm.store %94, %90 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
          }
        } {loop_annotation = #loop_annotation}
        %82 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %83 = arith.extf %82 : vector<32xf16> to vector<32xf32>
        %84 = arith.mulf %83, %83 : vector<32xf32>
        %85 = vector.reduction <add>, %84, %cst : vector<32xf32> into f32
        %86 = arith.addf %arg6, %85 : f32
        scf.yield %86 : f32
      }
      %23 = nvvm.shfl.sync bfly %c-1_i32, %22, %c16_i32, %c31_i32 : f32 -> f32
      %24 = arith.addf %22, %23 : f32
      %25 = nvvm.shfl.sync bfly %c-1_i32, %24, %c8_i32, %c31_i32 : f32 -> f32
      %26 = arith.addf %24, %25 : f32
      %27 = nvvm.shfl.sync bfly %c-1_i32, %26, %c4_i32, %c31_i32 : f32 -> f32
      %28 = arith.addf %26, %27 : f32
      %29 = nvvm.shfl.sync bfly %c-1_i32, %28, %c2_i32, %c31_i32 : f32 -> f32
      %30 = arith.addf %28, %29 : f32
      %31 = nvvm.shfl.sync bfly %c-1_i32, %30, %c1_i32, %c31_i32 : f32 -> f32
      %32 = arith.addf %30, %31 : f32
      %33 = arith.cmpi eq, %15, %c0_i32 : i32
      scf.if %33 {
        %56 = llvm.getelementptr %12[%16] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %32, %56 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %34 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %35 = llvm.getelementptr %12[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %36 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %37 = arith.addf %34, %36 : f32
      %38 = llvm.getelementptr %12[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %39 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %40 = arith.addf %37, %39 : f32
      %41 = llvm.getelementptr %12[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %42 = llvm.load %41 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %43 = arith.addf %40, %42 : f32
      %44 = arith.divf %43, %cst_1 : f32
      %45 = arith.addf %44, %arg4 : f32
      %46 = math.rsqrt %45 : f32
      %47 = arith.cmpi eq, %13, %c0_i32 : i32
      scf.if %47 {
        %56 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
        %57 = llvm.getelementptr %56[%14] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        llvm.store %46, %57 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      }
      %48 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %49 = arith.muli %13, %c8_i32 overflow<nsw> : i32
      %50 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %51 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %52 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %53 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %54 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %55 = vector.broadcast %46 : f32 to vector<32xf32>
      scf.for %arg5 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
        %56 = arith.muli %14, %c5000_i32 overflow<nsw> : i32
        %57 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %58 = arith.addi %56, %57 overflow<nsw> : i32
        %59 = llvm.getelementptr %48[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %60 = llvm.getelementptr %59[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %61 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %62 = llvm.getelementptr %50[%61] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %63 = llvm.getelementptr %62[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %64 = llvm.getelementptr %51[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %65 = llvm.getelementptr %64[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %66 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %67 = arith.addi %66, %49 overflow<nsw> : i32
        %68 = arith.cmpi slt, %14, %c96_i32 : i32
        %69 = arith.cmpi slt, %67, %c5000_i32 : i32
        %70 = arith.andi %68, %69 : i1
        %71 = arith.extui %70 : i1 to i8
        llvm.store %71, %4 {alignment = 32 : i64} : i8, !llvm.ptr
        %72 = arith.addi %67, %c1024_i32 overflow<nsw> : i32
        %73 = arith.cmpi slt, %14, %c96_i32 : i32
        %74 = arith.cmpi slt, %72, %c5000_i32 : i32
        %75 = arith.andi %73, %74 : i1
        %76 = arith.extui %75 : i1 to i8
        llvm.store %76, %52 {alignment = 1 : i64} : i8, !llvm.ptr
        %77 = arith.addi %67, %c2048_i32 overflow<nsw> : i32
        %78 = arith.cmpi slt, %14, %c96_i32 : i32
        %79 = arith.cmpi slt, %77, %c5000_i32 : i32
        %80 = arith.andi %78, %79 : i1
        %81 = arith.extui %80 : i1 to i8
        llvm.store %81, %53 {alignment = 2 : i64} : i8, !llvm.ptr
        %82 = arith.addi %67, %c3072_i32 overflow<nsw> : i32
        %83 = arith.cmpi slt, %14, %c96_i32 : i32
        %84 = arith.cmpi slt, %82, %c5000_i32 : i32
        %85 = arith.andi %83, %84 : i1
        %86 = arith.extui %85 : i1 to i8
        llvm.store %86, %54 {alignment = 1 : i64} : i8, !llvm.ptr
        llvm.store %cst_0, %3 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        llvm.store %cst_0, %2 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %94 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
          %95 = llvm.getelementptr %60[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
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
          %95 = llvm.getelementptr %63[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
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
        %89 = arith.mulf %88, %55 : vector<32xf32>
        %90 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
        %91 = arith.extf %90 : vector<32xf16> to vector<32xf32>
        %92 = arith.mulf %89, %91 : vector<32xf32>
        %93 = arith.truncf %92 : vector<32xf32> to vector<32xf16>
        llvm.store %93, %1 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %94 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %95 = llvm.getelementptr %1[%94] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %96 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
          %97 = llvm.getelementptr %65[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
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
  func.func @cutlass___call___RMSNormProgramthreads12_h4b03f641(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%11> (%6, %8, %10, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
