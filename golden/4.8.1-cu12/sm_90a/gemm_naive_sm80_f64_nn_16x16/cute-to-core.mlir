!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_h1259d686_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_naive_gemm_kernel_tensorp_h1259d686_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 13, 9, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c1_i32 = arith.constant 1 : i32
      %c72_i32 = arith.constant 72 : i32
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f64
      %c136_i32 = arith.constant 136 : i32
      %c200_i32 = arith.constant 200 : i32
      %c16_i32 = arith.constant 16 : i32
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %1 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %2 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %3 = arith.muli %1, %c16_i32 : i32
      %4 = arith.floordivsi %0, %c16_i32 : i32
      %5 = arith.addi %3, %4 : i32
      %6 = arith.muli %2, %c16_i32 : i32
      %7 = arith.remsi %0, %c16_i32 : i32
      %8 = arith.addi %6, %7 : i32
      %9 = arith.cmpi slt, %5, %c200_i32 : i32
      %10 = arith.cmpi slt, %8, %c136_i32 : i32
      %11 = arith.andi %9, %10 : i1
      scf.if %11 {
        %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
        %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
        %14 = scf.for %arg3 = %c0_i32 to %c72_i32 step %c1_i32 iter_args(%arg4 = %cst) -> (f64)  : i32 {
          %19 = arith.muli %arg3, %c200_i32 overflow<nsw> : i32
          %20 = arith.addi %5, %19 overflow<nsw> : i32
          %21 = llvm.getelementptr %12[%20] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
          %22 = llvm.load %21 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %23 = arith.muli %8, %c72_i32 overflow<nsw> : i32
          %24 = arith.addi %arg3, %23 overflow<nsw> : i32
          %25 = llvm.getelementptr %13[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
          %26 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %27 = arith.mulf %22, %26 : f64
          %28 = arith.addf %arg4, %27 : f64
          scf.yield %28 : f64
        }
        %15 = arith.muli %5, %c136_i32 overflow<nsw> : i32
        %16 = arith.addi %15, %8 overflow<nsw> : i32
        %17 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
        %18 = llvm.getelementptr %17[%16] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
        llvm.store %14, %18 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      }
      return
    }
  }
  func.func @cutlass___call___NaiveGemmProgramtile_m1_h27d087f5(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i32 = arith.constant 0 : i32
    %c9_i32 = arith.constant 9 : i32
    %c13_i32 = arith.constant 13 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i64 = arith.constant 0 : i64
    %0 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c13_i32, %c9_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %1 = cuda.launch_ex @kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_h1259d686_0<%0> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %2 = cuda.cast %1 : !cuda.result -> i32
    cuda.return_if_error %2 : i32
    return %c0_i32 : i32
  }
}
