!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_hfd51e3d7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_naive_gemm_kernel_tensorp_hfd51e3d7_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 13, 9, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1 : i32) : i32
      %1 = llvm.mlir.constant(72 : i32) : i32
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(0.000000e+00 : f64) : f64
      %4 = llvm.mlir.constant(136 : i32) : i32
      %5 = llvm.mlir.constant(200 : i32) : i32
      %6 = llvm.mlir.constant(16 : i32) : i32
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %8 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %9 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %10 = llvm.mul %8, %6 : i32
      %11 = llvm.sdiv %7, %6 : i32
      %12 = llvm.mul %11, %6 : i32
      %13 = llvm.icmp "ne" %7, %12 : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.icmp "slt" %7, %14 : i32
      %16 = llvm.mlir.constant(false) : i1
      %17 = llvm.icmp "ne" %15, %16 : i1
      %18 = llvm.and %13, %17 : i1
      %19 = llvm.mlir.constant(-1 : i32) : i32
      %20 = llvm.add %11, %19 : i32
      %21 = llvm.select %18, %20, %11 : i1, i32
      %22 = llvm.add %10, %21 : i32
      %23 = llvm.mul %9, %6 : i32
      %24 = llvm.srem %7, %6 : i32
      %25 = llvm.add %23, %24 : i32
      %26 = llvm.icmp "slt" %22, %5 : i32
      %27 = llvm.icmp "slt" %25, %4 : i32
      %28 = llvm.and %26, %27 : i1
      llvm.cond_br %28, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      %29 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %30 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      llvm.br ^bb2(%2, %3 : i32, f64)
    ^bb2(%31: i32, %32: f64):  // 2 preds: ^bb1, ^bb3
      %33 = llvm.icmp "slt" %31, %1 : i32
      llvm.cond_br %33, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %34 = llvm.mul %22, %1 overflow<nsw> : i32
      %35 = llvm.add %34, %31 overflow<nsw> : i32
      %36 = llvm.getelementptr %29[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %37 = llvm.load %36 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %38 = llvm.mul %31, %4 overflow<nsw> : i32
      %39 = llvm.add %38, %25 overflow<nsw> : i32
      %40 = llvm.getelementptr %30[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %41 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %42 = llvm.fmul %37, %41 : f64
      %43 = llvm.fadd %32, %42 : f64
      %44 = llvm.add %31, %0 : i32
      llvm.br ^bb2(%44, %43 : i32, f64)
    ^bb4:  // pred: ^bb2
      %45 = llvm.mul %22, %4 overflow<nsw> : i32
      %46 = llvm.add %45, %25 overflow<nsw> : i32
      %47 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %48 = llvm.getelementptr %47[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      llvm.store %32, %48 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  llvm.func @cutlass___call___NaiveGemmProgramtile_m1_h9e0cbacf(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(9 : i32) : i32
    %2 = llvm.mlir.constant(13 : i32) : i32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(256 : i32) : i32
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.alloca %6 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %8 = llvm.alloca %6 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %9 = llvm.getelementptr %7[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %9 : !llvm.ptr, !llvm.ptr
    %10 = llvm.getelementptr %7[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %10 : i32, !llvm.ptr
    %11 = llvm.getelementptr %7[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %11 : i32, !llvm.ptr
    %12 = llvm.getelementptr %7[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %12 : i32, !llvm.ptr
    %13 = llvm.getelementptr %7[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %13 : i64, !llvm.ptr
    %14 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %7[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %1, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %7[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %7[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %18 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %18, %17 : i32, !llvm.ptr
    %19 = llvm.getelementptr %7[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %19 : !llvm.ptr, !llvm.ptr
    %20 = llvm.alloca %6 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %21 = builtin.unrealized_conversion_cast %20 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %22 = llvm.getelementptr %20[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %7, %22 : !llvm.ptr, !llvm.ptr
    %23 = llvm.getelementptr %20[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %24 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr %24[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %26 = llvm.load %25 : !llvm.ptr -> i32
    %27 = llvm.getelementptr %24[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
    %29 = llvm.mlir.constant(6 : i32) : i32
    %30 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%30 : i32)
  ^bb1(%31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = llvm.getelementptr %28[%31] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %29, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %34 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %35 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %36 = llvm.mlir.constant(0 : index) : i64
    %37 = llvm.getelementptr %35[%36, %36] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %38 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.getelementptr %38[%39, %39] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %41 = llvm.call @printf(%40, %37) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %42 = llvm.mlir.constant(1 : i32) : i32
    %43 = llvm.add %26, %42 : i32
    llvm.store %43, %25 : i32, !llvm.ptr
    llvm.br ^bb1(%26 : i32)
  ^bb4:  // pred: ^bb7
    %44 = llvm.mlir.constant(17 : i32) : i32
    %45 = llvm.icmp "uge" %26, %44 : i32
    llvm.cond_br %45, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%52 : i32)
  ^bb6:  // pred: ^bb7
    %46 = llvm.getelementptr %28[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %47 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %48 = llvm.load %47 : !llvm.ptr -> i32
    %49 = llvm.icmp "eq" %48, %29 : i32
    %50 = llvm.mlir.constant(1 : i32) : i32
    %51 = llvm.add %52, %50 : i32
    llvm.cond_br %49, ^bb5, ^bb7(%51 : i32)
  ^bb7(%52: i32):  // 2 preds: ^bb0, ^bb6
    %53 = llvm.icmp "uge" %52, %26 : i32
    llvm.cond_br %53, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %54 = llvm.getelementptr %20[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %55 = llvm.load %54 : !llvm.ptr -> !llvm.ptr
    %56 = llvm.getelementptr %55[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %57 = llvm.load %56 : !llvm.ptr -> i32
    %58 = llvm.getelementptr %55[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %59 = llvm.load %58 : !llvm.ptr -> !llvm.ptr
    %60 = llvm.mlir.constant(2 : i32) : i32
    %61 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%61 : i32)
  ^bb9(%62: i32):  // 2 preds: ^bb11, ^bb13
    %63 = llvm.getelementptr %59[%62] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %64 = llvm.getelementptr %63[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %60, %64 : i32, !llvm.ptr
    %65 = llvm.getelementptr %63[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %65 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %66 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %67 = llvm.mlir.constant(0 : index) : i64
    %68 = llvm.getelementptr %66[%67, %67] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %69 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %70 = llvm.mlir.constant(0 : index) : i64
    %71 = llvm.getelementptr %69[%70, %70] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %72 = llvm.call @printf(%71, %68) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %73 = llvm.mlir.constant(1 : i32) : i32
    %74 = llvm.add %57, %73 : i32
    llvm.store %74, %56 : i32, !llvm.ptr
    llvm.br ^bb9(%57 : i32)
  ^bb12:  // pred: ^bb15
    %75 = llvm.mlir.constant(17 : i32) : i32
    %76 = llvm.icmp "uge" %57, %75 : i32
    llvm.cond_br %76, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%83 : i32)
  ^bb14:  // pred: ^bb15
    %77 = llvm.getelementptr %59[%83] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %78 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %79 = llvm.load %78 : !llvm.ptr -> i32
    %80 = llvm.icmp "eq" %79, %60 : i32
    %81 = llvm.mlir.constant(1 : i32) : i32
    %82 = llvm.add %83, %81 : i32
    llvm.cond_br %80, ^bb13, ^bb15(%82 : i32)
  ^bb15(%83: i32):  // 2 preds: ^bb8, ^bb14
    %84 = llvm.icmp "uge" %83, %57 : i32
    llvm.cond_br %84, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %85 = cuda.launch_ex @kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_hfd51e3d7_0<%21> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %86 = builtin.unrealized_conversion_cast %85 : !cuda.result to i32
    cuda.return_if_error %86 : i32
    llvm.return %0 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___NaiveGemmP_hd6dcfd4e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___NaiveGemmProgramtile_m1_h9e0cbacf(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
