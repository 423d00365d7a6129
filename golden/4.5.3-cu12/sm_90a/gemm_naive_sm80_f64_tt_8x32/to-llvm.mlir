!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_had02b52b_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_naive_gemm_kernel_tensorp_had02b52b_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(false) : i1
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(72 : i32) : i32
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f64) : f64
      %6 = llvm.mlir.constant(136 : i32) : i32
      %7 = llvm.mlir.constant(200 : i32) : i32
      %8 = llvm.mlir.constant(32 : i32) : i32
      %9 = llvm.mlir.constant(8 : i32) : i32
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %11 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %12 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> : i32
      %13 = llvm.mul %11, %9 : i32
      %14 = llvm.sdiv %10, %8 : i32
      %15 = llvm.mul %14, %8 : i32
      %16 = llvm.icmp "ne" %10, %15 : i32
      %17 = llvm.icmp "slt" %10, %4 : i32
      %18 = llvm.icmp "ne" %17, %1 : i1
      %19 = llvm.and %16, %18 : i1
      %20 = llvm.add %14, %0 : i32
      %21 = llvm.select %19, %20, %14 : i1, i32
      %22 = llvm.add %13, %21 : i32
      %23 = llvm.mul %12, %8 : i32
      %24 = llvm.srem %10, %8 : i32
      %25 = llvm.add %23, %24 : i32
      %26 = llvm.icmp "slt" %22, %7 : i32
      %27 = llvm.icmp "slt" %25, %6 : i32
      %28 = llvm.and %26, %27 : i1
      llvm.cond_br %28, ^bb1, ^bb5
    ^bb1:  // pred: ^bb0
      llvm.br ^bb2(%4, %5 : i32, f64)
    ^bb2(%29: i32, %30: f64):  // 2 preds: ^bb1, ^bb3
      %31 = llvm.icmp "slt" %29, %3 : i32
      llvm.cond_br %31, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %32 = llvm.mul %22, %3 : i32
      %33 = llvm.add %32, %29 : i32
      %34 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %35 = llvm.getelementptr %34[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %36 = llvm.ptrtoint %35 : !llvm.ptr<1> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = llvm.load %37 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %39 = llvm.mul %29, %6 : i32
      %40 = llvm.add %39, %25 : i32
      %41 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %42 = llvm.getelementptr %41[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %43 = llvm.ptrtoint %42 : !llvm.ptr<1> to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<1>
      %45 = llvm.load %44 {alignment = 8 : i64} : !llvm.ptr<1> -> f64
      %46 = llvm.fmul %38, %45 : f64
      %47 = llvm.fadd %30, %46 : f64
      %48 = llvm.add %29, %2 : i32
      llvm.br ^bb2(%48, %47 : i32, f64)
    ^bb4:  // pred: ^bb2
      %49 = llvm.mul %22, %6 : i32
      %50 = llvm.add %49, %25 : i32
      %51 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %52 = llvm.getelementptr %51[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
      %53 = llvm.ptrtoint %52 : !llvm.ptr<1> to i64
      %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
      llvm.store %30, %54 {alignment = 8 : i64} : f64, !llvm.ptr<1>
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb0, ^bb4
      llvm.return
    }
  }
  llvm.func @cutlass___call___NaiveGemmProgramtile_m8_ha0f9d481(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(5 : i32) : i32
    %6 = llvm.mlir.constant(25 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(256 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(0 : i64) : i64
    %11 = llvm.alloca %7 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %12 = llvm.alloca %7 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %13 = llvm.getelementptr %11[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %12, %13 : !llvm.ptr, !llvm.ptr
    %14 = llvm.getelementptr %11[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %11[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %11[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %11[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %17 : i64, !llvm.ptr
    %18 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %11[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %11[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %11[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %11[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %22 : !llvm.ptr, !llvm.ptr
    %23 = llvm.alloca %7 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %24 = llvm.getelementptr %23[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %11, %24 : !llvm.ptr, !llvm.ptr
    %25 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
    %26 = llvm.getelementptr %25[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %27 = llvm.load %26 : !llvm.ptr -> i32
    %28 = llvm.getelementptr %25[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%9 : i32)
  ^bb1(%30: i32):  // 2 preds: ^bb3, ^bb5
    %31 = llvm.getelementptr %29[%30] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %31[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %9, %33 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %34 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %35 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %36 = llvm.call @printf(%35, %34) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %37 = llvm.add %27, %7 : i32
    llvm.store %37, %26 : i32, !llvm.ptr
    llvm.br ^bb1(%27 : i32)
  ^bb4:  // pred: ^bb7
    %38 = llvm.icmp "uge" %27, %1 : i32
    llvm.cond_br %38, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%44 : i32)
  ^bb6:  // pred: ^bb7
    %39 = llvm.getelementptr %29[%44] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %41 = llvm.load %40 : !llvm.ptr -> i32
    %42 = llvm.icmp "eq" %41, %4 : i32
    %43 = llvm.add %44, %7 : i32
    llvm.cond_br %42, ^bb5, ^bb7(%43 : i32)
  ^bb7(%44: i32):  // 2 preds: ^bb0, ^bb6
    %45 = llvm.icmp "uge" %44, %27 : i32
    llvm.cond_br %45, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %46 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
    %47 = llvm.getelementptr %46[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %48 = llvm.load %47 : !llvm.ptr -> i32
    %49 = llvm.getelementptr %46[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %50 = llvm.load %49 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%9 : i32)
  ^bb9(%51: i32):  // 2 preds: ^bb10, ^bb12
    %52 = llvm.getelementptr %50[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %53 = llvm.getelementptr %52[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %53 : i32, !llvm.ptr
    %54 = llvm.getelementptr %52[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %9, %54 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %55 = llvm.add %48, %7 : i32
    llvm.store %55, %47 : i32, !llvm.ptr
    llvm.br ^bb9(%48 : i32)
  ^bb11:  // pred: ^bb14
    %56 = llvm.icmp "uge" %48, %1 : i32
    llvm.cond_br %56, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%62 : i32)
  ^bb13:  // pred: ^bb14
    %57 = llvm.getelementptr %50[%62] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %58 = llvm.getelementptr %57[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %59 = llvm.load %58 : !llvm.ptr -> i32
    %60 = llvm.icmp "eq" %59, %0 : i32
    %61 = llvm.add %62, %7 : i32
    llvm.cond_br %60, ^bb12, ^bb14(%61 : i32)
  ^bb14(%62: i32):  // 2 preds: ^bb8, ^bb13
    %63 = llvm.icmp "uge" %62, %48 : i32
    llvm.cond_br %63, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %64 = builtin.unrealized_conversion_cast %23 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %65 = cuda.launch_ex @kernels::@kernel_cutlass_naive_gemm_kernel_tensorp_had02b52b_0<%64> (%arg0, %arg1, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %66 = builtin.unrealized_conversion_cast %65 : !cuda.result to i32
    cuda.return_if_error %66 : i32
    llvm.return %9 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___NaiveGemmP_hf57d2fe7(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___NaiveGemmProgramtile_m8_ha0f9d481(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
