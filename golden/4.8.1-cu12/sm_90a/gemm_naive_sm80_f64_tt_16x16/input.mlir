!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!cute_layout_d6f2fa = !cute.layout<"(200,136):(136,1)">
!memref_gmem_f64 = !cute.memref<f64, gmem, "(200,72):(72,1)">
!memref_gmem_f64_1 = !cute.memref<f64, gmem, "(72,136):(136,1)">
!memref_gmem_f64_2 = !cute.memref<f64, gmem, "(200,136):(136,1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_naive_gemm_kernel_tensorp_hfd51e3d7_0(%arg0: !memref_gmem_f64, %arg1: !memref_gmem_f64_1, %arg2: !memref_gmem_f64_2) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 13, 9, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %sz = cute.size(%arg0) <{mode = [1]}> : (!memref_gmem_f64) -> !cute.int_tuple<"72">
      %e0_7 = cute.get_leaves(%sz) : !cute.int_tuple<"72">
      %c200_i32 = arith.constant 200 : i32
      %13 = arith.cmpi slt, %8, %c200_i32 : i32
      %14 = arith.cmpi slt, %8, %c200_i32 : i32
      %c136_i32 = arith.constant 136 : i32
      %15 = arith.cmpi slt, %11, %c136_i32 : i32
      %16 = arith.andi %14, %15 : i1
      %17 = scf.if %16 -> (!memref_gmem_f64_2) {
        %iter_10 = cute.get_iter(%arg2) : !memref_gmem_f64_2
        %cst = arith.constant 0.000000e+00 : f64
        %c0_i32 = arith.constant 0 : i32
        %c72_i32 = arith.constant 72 : i32
        %c1_i32 = arith.constant 1 : i32
        %18 = scf.for %arg3 = %c0_i32 to %c72_i32 step %c1_i32 iter_args(%arg4 = %cst) -> (f64)  : i32 {
          %coord_11 = cute.make_coord(%8, %arg3) : (i32, i32) -> !cute.coord<"(?,?)">
          %19 = cute.memref.load(%arg0, %coord_11) : (!memref_gmem_f64, !cute.coord<"(?,?)">) -> f64
          %coord_12 = cute.make_coord(%arg3, %11) : (i32, i32) -> !cute.coord<"(?,?)">
          %20 = cute.memref.load(%arg1, %coord_12) : (!memref_gmem_f64_1, !cute.coord<"(?,?)">) -> f64
          %21 = arith.mulf %19, %20 : f64
          %22 = arith.addf %arg4, %21 : f64
          scf.yield %22 : f64
        }
        %coord = cute.make_coord(%8, %11) : (i32, i32) -> !cute.coord<"(?,?)">
        cute.memref.store(%arg2, %coord, %18) : (!memref_gmem_f64_2, !cute.coord<"(?,?)">, f64) -> ()
        scf.yield %arg2 : !memref_gmem_f64_2
      } else {
        %iter_10 = cute.get_iter(%arg2) : !memref_gmem_f64_2
        scf.yield %arg2 : !memref_gmem_f64_2
      }
      %iter_8 = cute.get_iter(%17) : !memref_gmem_f64_2
      %iter_9 = cute.get_iter(%17) : !memref_gmem_f64_2
      return
    }
  }
  func.func @cutlass___call___NaiveGemmProgramtile_m1_h9e0cbacf(%arg0: !memref_gmem_f64, %arg1: !memref_gmem_f64_1, %arg2: !memref_gmem_f64_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
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
    %1 = cute.kernel_smem_size @kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_hfd51e3d7_0 : i64
    %c232448_i64 = arith.constant 232448 : i64
    %2 = arith.cmpi sgt, %1, %c232448_i64 : i64
    scf.if %2 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_hfd51e3d7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %1) : i64
    }
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c13_i32 = arith.constant 13 : i32
    %c9_i32 = arith.constant 9 : i32
    %3 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %1, gridDim = (%c13_i32, %c9_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%3] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %c0_i32_7 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%3] %c0_i32_7 : !cuda_launch_cfg_2cf94c, i32
    %4 = cuda.launch_ex @kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_hfd51e3d7_0<%3> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!memref_gmem_f64, !memref_gmem_f64_1, !memref_gmem_f64_2) -> !cuda.result
    %5 = cuda.cast %4 : !cuda.result -> i32
    cuda.return_if_error %5 : i32
    %c0_i32_8 = arith.constant 0 : i32
    return %c0_i32_8 : i32
  }
}
