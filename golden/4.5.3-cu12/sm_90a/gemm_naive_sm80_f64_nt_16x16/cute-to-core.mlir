!memref_gmem_f64_ = !cute.memref<f64, gmem, "(200,72):(1,200)">
!memref_gmem_f64_1 = !cute.memref<f64, gmem, "(72,136):(136,1)">
!memref_gmem_f64_2 = !cute.memref<f64, gmem, "(200,136):(136,1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_he76efb1e_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_naive_gemm_kernel_tensorp_he76efb1e_0(%arg0: !memref_gmem_f64_, %arg1: !memref_gmem_f64_1, %arg2: !memref_gmem_f64_2) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
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
      %4 = arith.divsi %0, %c16_i32 : i32
      %5 = arith.muli %4, %c16_i32 : i32
      %6 = arith.cmpi ne, %0, %5 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %7 = arith.cmpi slt, %0, %c0_i32_0 : i32
      %8 = arith.cmpi slt, %c16_i32, %c0_i32_0 : i32
      %9 = arith.cmpi ne, %7, %8 : i1
      %10 = arith.andi %6, %9 : i1
      %c-1_i32 = arith.constant -1 : i32
      %11 = arith.addi %4, %c-1_i32 : i32
      %12 = arith.select %10, %11, %4 : i32
      %13 = arith.addi %3, %12 : i32
      %14 = arith.muli %2, %c16_i32 : i32
      %15 = arith.remsi %0, %c16_i32 : i32
      %16 = arith.addi %14, %15 : i32
      %17 = arith.cmpi slt, %13, %c200_i32 : i32
      %18 = arith.cmpi slt, %16, %c136_i32 : i32
      %19 = arith.andi %17, %18 : i1
      cf.cond_br %19, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      cf.br ^bb2(%c0_i32, %cst : i32, f64)
    ^bb2(%20: i32, %21: f64):  // 2 preds: ^bb1, ^bb3
      %22 = arith.cmpi slt, %20, %c72_i32 : i32
      cf.cond_br %22, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %coord = cute.make_coord(%13, %20) : (i32, i32) -> !cute.coord<"(?,?)">
      %23 = cute.memref.load(%arg0, %coord) : (!memref_gmem_f64_, !cute.coord<"(?,?)">) -> f64
      %coord_1 = cute.make_coord(%20, %16) : (i32, i32) -> !cute.coord<"(?,?)">
      %24 = cute.memref.load(%arg1, %coord_1) : (!memref_gmem_f64_1, !cute.coord<"(?,?)">) -> f64
      %25 = arith.mulf %23, %24 : f64
      %26 = arith.addf %21, %25 : f64
      %27 = arith.addi %20, %c1_i32 : i32
      cf.br ^bb2(%27, %26 : i32, f64)
    ^bb4:  // pred: ^bb2
      %coord_2 = cute.make_coord(%13, %16) : (i32, i32) -> !cute.coord<"(?,?)">
      cute.memref.store(%arg2, %coord_2, %21) : (!memref_gmem_f64_2, !cute.coord<"(?,?)">, f64) -> ()
      cf.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      return
    }
  }
  func.func @cutlass___call___NaiveGemmProgramtile_m1_h47e7098d(%arg0: !memref_gmem_f64_, %arg1: !memref_gmem_f64_1, %arg2: !memref_gmem_f64_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c9_i32 = arith.constant 9 : i32
    %c13_i32 = arith.constant 13 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %0 = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c13_i32, %c9_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%0] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    cuda.launch_cfg.cooperative[%0] %c0_i32 : !cuda.launch_cfg<max_attrs = 3>, i32
    %1 = cuda.launch_ex @kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_he76efb1e_0<%0> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!memref_gmem_f64_, !memref_gmem_f64_1, !memref_gmem_f64_2) -> !cuda.result
    %2 = cuda.cast %1 : !cuda.result -> i32
    cuda.return_if_error %2 : i32
    return %c0_i32 : i32
  }
}
