!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c6144_i32 = arith.constant 6144 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %cst = arith.constant 0.000000e+00 : f32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %cst_0 = arith.constant dense<0.000000e+00> : vector<32xbf16>
      %c0_i8 = arith.constant 0 : i8
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c31_i32 = arith.constant 31 : i32
      %c2_i32 = arith.constant 2 : i32
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
      %17 = arith.muli %14, %c5000_i32 overflow<nsw> : i32
      %18 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %19 = llvm.getelementptr %18[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %20 = arith.muli %13, %c8_i32 overflow<nsw> : i32
      %21 = llvm.getelementptr %19[%20] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %22 = arith.cmpi slt, %14, %c96_i32 : i32
      %23 = arith.cmpi slt, %20, %c5000_i32 : i32
      %24 = arith.andi %22, %23 : i1
      %25 = arith.extui %24 : i1 to i8
      llvm.store %25, %6 {alignment = 32 : i64} : i8, !llvm.ptr
      %26 = arith.addi %20, %c2048_i32 overflow<nsw> : i32
      %27 = arith.cmpi slt, %14, %c96_i32 : i32
      %28 = arith.cmpi slt, %26, %c5000_i32 : i32
      %29 = arith.andi %27, %28 : i1
      %30 = arith.extui %29 : i1 to i8
      %31 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %30, %31 {alignment = 1 : i64} : i8, !llvm.ptr
      %32 = arith.addi %20, %c4096_i32 overflow<nsw> : i32
      %33 = arith.cmpi slt, %14, %c96_i32 : i32
      %34 = arith.cmpi slt, %32, %c5000_i32 : i32
      %35 = arith.andi %33, %34 : i1
      %36 = arith.extui %35 : i1 to i8
      %37 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %36, %37 {alignment = 2 : i64} : i8, !llvm.ptr
      %38 = arith.addi %20, %c6144_i32 overflow<nsw> : i32
      %39 = arith.cmpi slt, %14, %c96_i32 : i32
      %40 = arith.cmpi slt, %38, %c5000_i32 : i32
      %41 = arith.andi %39, %40 : i1
      %42 = arith.extui %41 : i1 to i8
      %43 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %42, %43 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %5 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %102 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %103 = llvm.getelementptr %21[%102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %104 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %105 = llvm.getelementptr %5[%104] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %106 = llvm.getelementptr %6[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %107 = llvm.load %106 {alignment = 1 : i64} : !llvm.ptr -> i8
        %108 = arith.cmpi ne, %107, %c0_i8 : i8
        scf.if %108 {
          %109 = llvm.load %103 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %109, %105 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %44 = llvm.load %5 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %45 = arith.extf %44 : vector<32xbf16> to vector<32xf32>
      %46 = arith.mulf %45, %45 : vector<32xf32>
      %47 = vector.reduction <add>, %46, %cst : vector<32xf32> into f32
      %48 = arith.addf %47, %cst : f32
      %49 = nvvm.shfl.sync bfly %c-1_i32, %48, %c16_i32, %c31_i32 : f32 -> f32
      %50 = arith.addf %48, %49 : f32
      %51 = nvvm.shfl.sync bfly %c-1_i32, %50, %c8_i32, %c31_i32 : f32 -> f32
      %52 = arith.addf %50, %51 : f32
      %53 = nvvm.shfl.sync bfly %c-1_i32, %52, %c4_i32, %c31_i32 : f32 -> f32
      %54 = arith.addf %52, %53 : f32
      %55 = nvvm.shfl.sync bfly %c-1_i32, %54, %c2_i32, %c31_i32 : f32 -> f32
      %56 = arith.addf %54, %55 : f32
      %57 = nvvm.shfl.sync bfly %c-1_i32, %56, %c1_i32, %c31_i32 : f32 -> f32
      %58 = arith.addf %56, %57 : f32
      %59 = arith.cmpi eq, %15, %c0_i32 : i32
      scf.if %59 {
        %102 = llvm.getelementptr %12[%16] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
        llvm.store %58, %102 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      }
      nvvm.barrier
      %60 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %61 = llvm.getelementptr %12[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %62 = llvm.load %61 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %63 = arith.addf %60, %62 : f32
      %64 = llvm.getelementptr %12[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %65 = llvm.load %64 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %66 = arith.addf %63, %65 : f32
      %67 = llvm.getelementptr %12[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %68 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %69 = arith.addf %66, %68 : f32
      %70 = llvm.getelementptr %12[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %71 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %72 = arith.addf %69, %71 : f32
      %73 = llvm.getelementptr %12[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %74 = llvm.load %73 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %75 = arith.addf %72, %74 : f32
      %76 = llvm.getelementptr %12[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %77 = llvm.load %76 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %78 = arith.addf %75, %77 : f32
      %79 = llvm.getelementptr %12[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %80 = llvm.load %79 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %81 = arith.addf %78, %80 : f32
      %82 = arith.divf %81, %cst_1 : f32
      %83 = arith.addf %82, %arg4 : f32
      %84 = math.rsqrt %83 : f32
      %85 = arith.cmpi eq, %13, %c0_i32 : i32
      scf.if %85 {
        %102 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
        %103 = llvm.getelementptr %102[%14] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        llvm.store %84, %103 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      }
      %86 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %87 = llvm.getelementptr %86[%20] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %88 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %89 = llvm.getelementptr %88[%17] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %90 = llvm.getelementptr %89[%20] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %25, %4 {alignment = 32 : i64} : i8, !llvm.ptr
      %91 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %30, %91 {alignment = 1 : i64} : i8, !llvm.ptr
      %92 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %36, %92 {alignment = 2 : i64} : i8, !llvm.ptr
      %93 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %42, %93 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %3 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %cst_0, %2 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %102 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %103 = llvm.getelementptr %21[%102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %104 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %106 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %107 = llvm.load %106 {alignment = 1 : i64} : !llvm.ptr -> i8
        %108 = arith.cmpi ne, %107, %c0_i8 : i8
        scf.if %108 {
          %109 = llvm.load %103 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %109, %105 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %102 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %103 = llvm.getelementptr %87[%102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %104 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %105 = llvm.getelementptr %2[%104] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %106 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %107 = llvm.load %106 {alignment = 1 : i64} : !llvm.ptr -> i8
        %108 = arith.cmpi ne, %107, %c0_i8 : i8
        scf.if %108 {
          %109 = llvm.load %103 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
          llvm.store %109, %105 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
        }
      } {loop_annotation = #loop_annotation}
      %94 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %95 = arith.extf %94 : vector<32xbf16> to vector<32xf32>
      %96 = vector.broadcast %84 : f32 to vector<32xf32>
      %97 = arith.mulf %95, %96 : vector<32xf32>
      %98 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %99 = arith.extf %98 : vector<32xbf16> to vector<32xf32>
      %100 = arith.mulf %97, %99 : vector<32xf32>
      %101 = arith.truncf %100 : vector<32xf32> to vector<32xbf16>
      llvm.store %101, %1 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      scf.for %arg5 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %102 = arith.muli %arg5, %c8_i32 overflow<nsw> : i32
        %103 = llvm.getelementptr %1[%102] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %104 = arith.muli %arg5, %c2048_i32 overflow<nsw> : i32
        %105 = llvm.getelementptr %90[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %106 = llvm.getelementptr %4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %107 = llvm.load %106 {alignment = 1 : i64} : !llvm.ptr -> i8
        %108 = arith.cmpi ne, %107, %c0_i8 : i8
        scf.if %108 {
          %109 = llvm.load %103 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
          llvm.store %109, %105 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
        }
      } {loop_annotation = #loop_annotation}
      return
    }
  }
  func.func @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %c96_i64 = arith.constant 96 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
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
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c96_i64, gridDim = (%c96_i32, %c1_i32, %c1_i32), stream = %arg5) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%11> (%6, %8, %10, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
