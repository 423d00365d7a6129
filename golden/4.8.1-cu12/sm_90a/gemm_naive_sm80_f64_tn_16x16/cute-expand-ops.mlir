!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_layout_d6f2fa = !cute.layout<"(200,136):(136,1)">
!memref_gmem_f64 = !cute.memref<f64, gmem, "(200,72):(72,1)">
!memref_gmem_f64_1 = !cute.memref<f64, gmem, "(72,136):(1,72)">
!memref_gmem_f64_2 = !cute.memref<f64, gmem, "(200,136):(136,1)">
module attributes {gpu.container_module} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_h34bcffd8_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_naive_gemm_kernel_tensorp_h34bcffd8_0(%arg0: !memref_gmem_f64, %arg1: !memref_gmem_f64_1, %arg2: !memref_gmem_f64_2) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 13, 9, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f64
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f64_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f64_2
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f64
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f64_1
      %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f64_2
      %lay = cute.get_layout(%arg0) : !memref_gmem_f64
      %lay_5 = cute.get_layout(%arg1) : !memref_gmem_f64_1
      %lay_6 = cute.get_layout(%arg2) : !memref_gmem_f64_2
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %c16_i32 = arith.constant 16 : i32
      %6 = arith.muli %3, %c16_i32 : i32
      %7 = arith.floordivsi %0, %c16_i32 : i32
      %8 = arith.addi %6, %7 : i32
      %9 = arith.muli %4, %c16_i32 : i32
      %10 = arith.remsi %0, %c16_i32 : i32
      %11 = arith.addi %9, %10 : i32
      %12 = cute.get_shape(%lay_6) : (!cute_layout_d6f2fa) -> !cute.shape<"(200,136)">
      %e0, %e1 = cute.get_leaves(%12) : !cute.shape<"(200,136)">
      %lay_7 = cute.get_layout(%arg0) : !memref_gmem_f64
      %13 = cute.get_shape(%lay_7) : (!cute.layout<"(200,72):(72,1)">) -> !cute.shape<"(200,72)">
      %shape = cute.make_shape() : () -> !cute.shape<"72">
      %itup = cute.to_int_tuple(%shape) : !cute.shape<"72"> to !cute.int_tuple<"72">
      %e0_8 = cute.get_leaves(%itup) : !cute.int_tuple<"72">
      %c200_i32 = arith.constant 200 : i32
      %14 = arith.cmpi slt, %8, %c200_i32 : i32
      %15 = arith.cmpi slt, %8, %c200_i32 : i32
      %c136_i32 = arith.constant 136 : i32
      %16 = arith.cmpi slt, %11, %c136_i32 : i32
      %17 = arith.andi %15, %16 : i1
      %18 = scf.if %17 -> (!memref_gmem_f64_2) {
        %iter_11 = cute.get_iter(%arg2) : !memref_gmem_f64_2
        %cst = arith.constant 0.000000e+00 : f64
        %c0_i32 = arith.constant 0 : i32
        %c72_i32 = arith.constant 72 : i32
        %c1_i32 = arith.constant 1 : i32
        %19 = scf.for %arg3 = %c0_i32 to %c72_i32 step %c1_i32 iter_args(%arg4 = %cst) -> (f64)  : i32 {
          %coord_14 = cute.make_coord(%8, %arg3) : (i32, i32) -> !cute.coord<"(?,?)">
          %lay_15 = cute.get_layout(%arg0) : !memref_gmem_f64
          %idx_16 = cute.crd2idx(%coord_14, %lay_15) : (!cute.coord<"(?,?)">, !cute.layout<"(200,72):(72,1)">) -> !cute.int_tuple<"?">
          %iter_17 = cute.get_iter(%arg0) : !memref_gmem_f64
          %ptr_18 = cute.add_offset(%iter_17, %idx_16) : (!cute.ptr<f64, gmem>, !cute.int_tuple<"?">) -> !cute.ptr<f64, gmem>
          %21 = builtin.unrealized_conversion_cast %ptr_18 : !cute.ptr<f64, gmem> to !llvm.ptr<1>
          %22 = llvm.load %21 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %coord_19 = cute.make_coord(%arg3, %11) : (i32, i32) -> !cute.coord<"(?,?)">
          %lay_20 = cute.get_layout(%arg1) : !memref_gmem_f64_1
          %idx_21 = cute.crd2idx(%coord_19, %lay_20) : (!cute.coord<"(?,?)">, !cute.layout<"(72,136):(1,72)">) -> !cute.int_tuple<"?">
          %iter_22 = cute.get_iter(%arg1) : !memref_gmem_f64_1
          %ptr_23 = cute.add_offset(%iter_22, %idx_21) : (!cute.ptr<f64, gmem>, !cute.int_tuple<"?">) -> !cute.ptr<f64, gmem>
          %23 = builtin.unrealized_conversion_cast %ptr_23 : !cute.ptr<f64, gmem> to !llvm.ptr<1>
          %24 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %25 = arith.mulf %22, %24 : f64
          %26 = arith.addf %arg4, %25 : f64
          scf.yield %26 : f64
        }
        %coord = cute.make_coord(%8, %11) : (i32, i32) -> !cute.coord<"(?,?)">
        %lay_12 = cute.get_layout(%arg2) : !memref_gmem_f64_2
        %idx = cute.crd2idx(%coord, %lay_12) : (!cute.coord<"(?,?)">, !cute_layout_d6f2fa) -> !cute.int_tuple<"?">
        %iter_13 = cute.get_iter(%arg2) : !memref_gmem_f64_2
        %ptr = cute.add_offset(%iter_13, %idx) : (!cute.ptr<f64, gmem>, !cute.int_tuple<"?">) -> !cute.ptr<f64, gmem>
        %20 = builtin.unrealized_conversion_cast %ptr : !cute.ptr<f64, gmem> to !llvm.ptr<1>
        llvm.store %19, %20 {alignment = 8 : i64} : f64, !llvm.ptr<1>
        scf.yield %arg2 : !memref_gmem_f64_2
      } else {
        %iter_11 = cute.get_iter(%arg2) : !memref_gmem_f64_2
        scf.yield %arg2 : !memref_gmem_f64_2
      }
      %iter_9 = cute.get_iter(%18) : !memref_gmem_f64_2
      %iter_10 = cute.get_iter(%18) : !memref_gmem_f64_2
      return
    }
  }
  func.func @cutlass___call___NaiveGemmProgramtile_m1_h8e6ac941(%arg0: !memref_gmem_f64, %arg1: !memref_gmem_f64_1, %arg2: !memref_gmem_f64_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f64
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f64_1
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f64_2
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f64
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f64_1
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f64_2
    %lay = cute.get_layout(%arg2) : !memref_gmem_f64_2
    %0 = cute.get_shape(%lay) : (!cute_layout_d6f2fa) -> !cute.shape<"(200,136)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(200,136)">
    %lay_5 = cute.get_layout(%arg0) : !memref_gmem_f64
    %lay_6 = cute.get_layout(%arg1) : !memref_gmem_f64_1
    %c0_i64 = arith.constant 0 : i64
    %c232448_i64 = arith.constant 232448 : i64
    %1 = arith.cmpi sgt, %c0_i64, %c232448_i64 : i64
    scf.if %1 {
      %5 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %c0_i64_9 = arith.constant 0 : i64
      %6 = llvm.getelementptr %5[%c0_i64_9, %c0_i64_9] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<255 x i8>
      %7 = llvm.call @printf(%6, %c0_i64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
    }
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c13_i32 = arith.constant 13 : i32
    %c9_i32 = arith.constant 9 : i32
    %2 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c13_i32, %c9_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%2] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_7 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%2] %c0_i32_7 : !cuda_launch_cfg_2cf94c, i32
    %3 = cuda.launch_ex @kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_h34bcffd8_0<%2> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f64, !memref_gmem_f64_1, !memref_gmem_f64_2) -> !cuda.result
    %4 = cuda.cast %3 : !cuda.result -> i32
    cuda.return_if_error %4 : i32
    %c0_i32_8 = arith.constant 0 : i32
    return %c0_i32_8 : i32
  }
}
