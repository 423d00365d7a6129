!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_elementwise_kernel_tensor_h76cc0057_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.func @kernel_cutlass_elementwise_kernel_tensor_h76cc0057_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 288, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(3 : i32) : i32
      %1 = llvm.mlir.constant(2 : i32) : i32
      %2 = llvm.mlir.constant(128 : i32) : i32
      %3 = llvm.mlir.constant(33536 : i32) : i32
      %4 = llvm.mlir.constant(32 : i32) : i32
      %5 = llvm.mlir.constant(4192 : i32) : i32
      %6 = llvm.mlir.constant(0 : i8) : i8
      %7 = llvm.mlir.constant(1000 : i32) : i32
      %8 = llvm.mlir.constant(1048 : i32) : i32
      %9 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %10 = llvm.mlir.constant(4 : i32) : i32
      %11 = llvm.mlir.constant(16 : i32) : i32
      %12 = llvm.mlir.constant(1 : i32) : i32
      %13 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.alloca %10 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %18 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %19 = llvm.sdiv %18, %4 : i32
      %20 = llvm.srem %18, %4 : i32
      %21 = llvm.mul %20, %3 overflow<nsw> : i32
      %22 = llvm.mul %19, %2 overflow<nsw> : i32
      %23 = llvm.add %21, %22 overflow<nsw> : i32
      %24 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %25 = llvm.getelementptr %24[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %26 = llvm.sdiv %17, %4 : i32
      %27 = llvm.srem %17, %4 : i32
      %28 = llvm.mul %27, %10 overflow<nsw> : i32
      %29 = llvm.mul %26, %5 overflow<nsw> : i32
      %30 = llvm.add %28, %29 overflow<nsw> : i32
      %31 = llvm.getelementptr %25[%30] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %32 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %33 = llvm.getelementptr %32[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %34 = llvm.getelementptr %33[%30] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %35 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %36 = llvm.getelementptr %35[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %37 = llvm.getelementptr %36[%30] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %38 = llvm.sdiv %18, %4 : i32
      %39 = llvm.srem %18, %4 : i32
      %40 = llvm.mul %39, %4 overflow<nsw> : i32
      %41 = llvm.mul %38, %2 overflow<nsw> : i32
      %42 = llvm.mul %26, %10 overflow<nsw> : i32
      %43 = llvm.add %40, %42 overflow<nsw> : i32
      %44 = llvm.add %41, %28 overflow<nsw> : i32
      %45 = llvm.icmp "slt" %43, %7 : i32
      %46 = llvm.icmp "slt" %44, %8 : i32
      %47 = llvm.and %45, %46 : i1
      %48 = llvm.zext %47 : i1 to i8
      llvm.store %48, %16 {alignment = 32 : i64} : i8, !llvm.ptr
      %49 = llvm.add %43, %12 overflow<nsw> : i32
      %50 = llvm.icmp "slt" %49, %7 : i32
      %51 = llvm.icmp "slt" %44, %8 : i32
      %52 = llvm.and %50, %51 : i1
      %53 = llvm.zext %52 : i1 to i8
      %54 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %53, %54 {alignment = 1 : i64} : i8, !llvm.ptr
      %55 = llvm.add %43, %1 overflow<nsw> : i32
      %56 = llvm.icmp "slt" %55, %7 : i32
      %57 = llvm.icmp "slt" %44, %8 : i32
      %58 = llvm.and %56, %57 : i1
      %59 = llvm.zext %58 : i1 to i8
      %60 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %59, %60 {alignment = 2 : i64} : i8, !llvm.ptr
      %61 = llvm.add %43, %0 overflow<nsw> : i32
      %62 = llvm.icmp "slt" %61, %7 : i32
      %63 = llvm.icmp "slt" %44, %8 : i32
      %64 = llvm.and %62, %63 : i1
      %65 = llvm.zext %64 : i1 to i8
      %66 = llvm.getelementptr %16[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %65, %66 {alignment = 1 : i64} : i8, !llvm.ptr
      %67 = llvm.load %16 {alignment = 32 : i64} : !llvm.ptr -> i8
      %68 = llvm.icmp "ne" %67, %6 : i8
      llvm.cond_br %68, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %69 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %69, %15 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %70 = llvm.load %54 {alignment = 1 : i64} : !llvm.ptr -> i8
      %71 = llvm.icmp "ne" %70, %6 : i8
      llvm.cond_br %71, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %72 = llvm.getelementptr %31[1048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %73 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %74 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %74, %73 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %75 = llvm.load %60 {alignment = 2 : i64} : !llvm.ptr -> i8
      %76 = llvm.icmp "ne" %75, %6 : i8
      llvm.cond_br %76, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %77 = llvm.getelementptr %31[2096] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %78 = llvm.getelementptr %15[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %79 = llvm.load %77 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %79, %78 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %80 = llvm.load %66 {alignment = 1 : i64} : !llvm.ptr -> i8
      %81 = llvm.icmp "ne" %80, %6 : i8
      llvm.cond_br %81, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %82 = llvm.getelementptr %31[3144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %83 = llvm.getelementptr %15[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %84 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %84, %83 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      %85 = llvm.load %16 {alignment = 32 : i64} : !llvm.ptr -> i8
      %86 = llvm.icmp "ne" %85, %6 : i8
      llvm.cond_br %86, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %87 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %87, %14 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %88 = llvm.load %54 {alignment = 1 : i64} : !llvm.ptr -> i8
      %89 = llvm.icmp "ne" %88, %6 : i8
      llvm.cond_br %89, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %90 = llvm.getelementptr %34[1048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %91 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %92 = llvm.load %90 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %92, %91 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %93 = llvm.load %60 {alignment = 2 : i64} : !llvm.ptr -> i8
      %94 = llvm.icmp "ne" %93, %6 : i8
      llvm.cond_br %94, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %95 = llvm.getelementptr %34[2096] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %96 = llvm.getelementptr %14[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %97 = llvm.load %95 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %97, %96 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %98 = llvm.load %66 {alignment = 1 : i64} : !llvm.ptr -> i8
      %99 = llvm.icmp "ne" %98, %6 : i8
      llvm.cond_br %99, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %100 = llvm.getelementptr %34[3144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %101 = llvm.getelementptr %14[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %102 = llvm.load %100 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %102, %101 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %103 = llvm.load %15 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %104 = llvm.load %14 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %105 = llvm.fcmp "olt" %103, %9 : vector<16xf32>
      %106 = llvm.select %105, %9, %103 : vector<16xi1>, vector<16xf32>
      %107 = llvm.fadd %106, %104 : vector<16xf32>
      llvm.store %107, %13 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      %108 = llvm.load %16 {alignment = 32 : i64} : !llvm.ptr -> i8
      %109 = llvm.icmp "ne" %108, %6 : i8
      llvm.cond_br %109, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %110 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %110, %37 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %111 = llvm.load %54 {alignment = 1 : i64} : !llvm.ptr -> i8
      %112 = llvm.icmp "ne" %111, %6 : i8
      llvm.cond_br %112, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %113 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %114 = llvm.getelementptr %37[1048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %115 = llvm.load %113 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %115, %114 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb20
    ^bb20:  // 2 preds: ^bb18, ^bb19
      %116 = llvm.load %60 {alignment = 2 : i64} : !llvm.ptr -> i8
      %117 = llvm.icmp "ne" %116, %6 : i8
      llvm.cond_br %117, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %118 = llvm.getelementptr %13[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %119 = llvm.getelementptr %37[2096] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %120 = llvm.load %118 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %120, %119 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %121 = llvm.load %66 {alignment = 1 : i64} : !llvm.ptr -> i8
      %122 = llvm.icmp "ne" %121, %6 : i8
      llvm.cond_br %122, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %123 = llvm.getelementptr %13[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %124 = llvm.getelementptr %37[3144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %125 = llvm.load %123 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %125, %124 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      llvm.return
    }
  }
  llvm.func @cutlass___call___ElementwiseProgramoprel_h1b095838(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(288 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(256 : i32) : i32
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %8 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %9 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %7, %0[0] : !llvm_struct_6960aa
    %11 = llvm.insertvalue %1, %10[1] : !llvm_struct_6960aa
    %12 = llvm.insertvalue %8, %0[0] : !llvm_struct_6960aa
    %13 = llvm.insertvalue %1, %12[1] : !llvm_struct_6960aa
    %14 = llvm.insertvalue %9, %0[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %1, %14[1] : !llvm_struct_6960aa
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.alloca %16 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %18 = llvm.alloca %16 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %19 = llvm.getelementptr %17[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %19 : !llvm.ptr, !llvm.ptr
    %20 = llvm.getelementptr %17[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %17[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %17[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %17[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %17[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %17[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %17[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %17[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %28 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %28, %27 : i32, !llvm.ptr
    %29 = llvm.getelementptr %17[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.alloca %16 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %31 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %32 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %17, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
    %35 = llvm.getelementptr %34[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %36 = llvm.load %35 : !llvm.ptr -> i32
    %37 = llvm.getelementptr %34[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
    %39 = llvm.mlir.constant(6 : i32) : i32
    %40 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%40 : i32)
  ^bb1(%41: i32):  // 2 preds: ^bb3, ^bb5
    %42 = llvm.getelementptr %38[%41] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %43 = llvm.getelementptr %42[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %39, %43 : i32, !llvm.ptr
    %44 = llvm.getelementptr %42[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %44 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %45 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.getelementptr %45[%46, %46] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %48 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %49 = llvm.mlir.constant(0 : index) : i64
    %50 = llvm.getelementptr %48[%49, %49] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %51 = llvm.call @printf(%50, %47) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %52 = llvm.mlir.constant(1 : i32) : i32
    %53 = llvm.add %36, %52 : i32
    llvm.store %53, %35 : i32, !llvm.ptr
    llvm.br ^bb1(%36 : i32)
  ^bb4:  // pred: ^bb7
    %54 = llvm.mlir.constant(17 : i32) : i32
    %55 = llvm.icmp "uge" %36, %54 : i32
    llvm.cond_br %55, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%62 : i32)
  ^bb6:  // pred: ^bb7
    %56 = llvm.getelementptr %38[%62] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %57 = llvm.getelementptr %56[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.icmp "eq" %58, %39 : i32
    %60 = llvm.mlir.constant(1 : i32) : i32
    %61 = llvm.add %62, %60 : i32
    llvm.cond_br %59, ^bb5, ^bb7(%61 : i32)
  ^bb7(%62: i32):  // 2 preds: ^bb0, ^bb6
    %63 = llvm.icmp "uge" %62, %36 : i32
    llvm.cond_br %63, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %64 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %65 = llvm.load %64 : !llvm.ptr -> !llvm.ptr
    %66 = llvm.getelementptr %65[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %67 = llvm.load %66 : !llvm.ptr -> i32
    %68 = llvm.getelementptr %65[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    %70 = llvm.mlir.constant(2 : i32) : i32
    %71 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%71 : i32)
  ^bb9(%72: i32):  // 2 preds: ^bb11, ^bb13
    %73 = llvm.getelementptr %69[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %74 = llvm.getelementptr %73[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %70, %74 : i32, !llvm.ptr
    %75 = llvm.getelementptr %73[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %75 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %76 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.getelementptr %76[%77, %77] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %79 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %80 = llvm.mlir.constant(0 : index) : i64
    %81 = llvm.getelementptr %79[%80, %80] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %82 = llvm.call @printf(%81, %78) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %83 = llvm.mlir.constant(1 : i32) : i32
    %84 = llvm.add %67, %83 : i32
    llvm.store %84, %66 : i32, !llvm.ptr
    llvm.br ^bb9(%67 : i32)
  ^bb12:  // pred: ^bb15
    %85 = llvm.mlir.constant(17 : i32) : i32
    %86 = llvm.icmp "uge" %67, %85 : i32
    llvm.cond_br %86, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%93 : i32)
  ^bb14:  // pred: ^bb15
    %87 = llvm.getelementptr %69[%93] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %88 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %89 = llvm.load %88 : !llvm.ptr -> i32
    %90 = llvm.icmp "eq" %89, %70 : i32
    %91 = llvm.mlir.constant(1 : i32) : i32
    %92 = llvm.add %93, %91 : i32
    llvm.cond_br %90, ^bb13, ^bb15(%92 : i32)
  ^bb15(%93: i32):  // 2 preds: ^bb8, ^bb14
    %94 = llvm.icmp "uge" %93, %67 : i32
    llvm.cond_br %94, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_elementwise_kernel_tensor_h76cc0057_0<%31> (%11, %13, %15) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___Elementwis_h2f6bac11(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___ElementwiseProgramoprel_h1b095838(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
