!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_2("\0AError: kernel '@kernels::@kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 65536 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c113_i32 = arith.constant 113 : i32
      %c112_i32 = arith.constant 112 : i32
      %c97_i32 = arith.constant 97 : i32
      %c81_i32 = arith.constant 81 : i32
      %c80_i32 = arith.constant 80 : i32
      %c65_i32 = arith.constant 65 : i32
      %c49_i32 = arith.constant 49 : i32
      %c48_i32 = arith.constant 48 : i32
      %c33_i32 = arith.constant 33 : i32
      %c17_i32 = arith.constant 17 : i32
      %c104_i32 = arith.constant 104 : i32
      %c96_i32 = arith.constant 96 : i32
      %c40_i32 = arith.constant 40 : i32
      %c6912_i32 = arith.constant 6912 : i32
      %c1728_i32 = arith.constant 1728 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c225_i32 = arith.constant 225 : i32
      %c3072_i32 = arith.constant 3072 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c16_i32 = arith.constant 16 : i32
      %c15_i32 = arith.constant 15 : i32
      %c15552_i32 = arith.constant 15552 : i32
      %c512_i32 = arith.constant 512 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %c216_i32 = arith.constant 216 : i32
      %c0_i32 = arith.constant 0 : i32
      %c32_i32 = arith.constant 32 : i32
      %c72_i32 = arith.constant 72 : i32
      %c450_i32 = arith.constant 450 : i32
      %c-16_i64 = arith.constant -16 : i64
      %c4_i32 = arith.constant 4 : i32
      %c0_i8 = arith.constant 0 : i8
      %c29_i32 = arith.constant 29 : i32
      %c3456_i32 = arith.constant 3456 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c1024_i32 = arith.constant 1024 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-32_i32 = arith.constant -32 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : f16
      %c24_i32 = arith.constant 24 : i32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32 = arith.constant 64 : i32
      %c8_i32 = arith.constant 8 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c128_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c128_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.alloca %c64_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %c64_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %17 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %18 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %19 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %20 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %21 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %22 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %34 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %36 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %37 = llvm.alloca %c1_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.alloca %c1_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %39 = llvm.alloca %c2_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %41 = nvvm.shfl.sync idx %c-1_i32, %40, %c0_i32, %c31_i32 : i32 -> i32
      %42 = arith.extui %41 : i32 to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%43, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %44 = llvm.ptrtoint %43 : !llvm.ptr<3> to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%45, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %46 = llvm.getelementptr %43[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %47 = llvm.ptrtoint %46 : !llvm.ptr<3> to i64
      %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%48, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %49 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %50 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %51 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %52 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %53 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %54 = arith.floordivsi %52, %c16_i32 : i32
      %55 = arith.muli %54, %c8_i32 : i32
      %56 = arith.subi %c1_i32, %55 : i32
      %57 = arith.minsi %56, %c8_i32 : i32
      %58 = arith.muli %54, %c16_i32 : i32
      %59 = arith.subi %52, %58 : i32
      %60 = arith.remsi %59, %57 : i32
      %61 = arith.addi %55, %60 : i32
      %62 = arith.floordivsi %59, %57 : i32
      %63 = arith.muli %53, %arg4 : i32
      %64 = arith.subi %c15_i32, %63 : i32
      %65 = arith.minsi %arg4, %64 : i32
      %66 = arith.muli %53, %c15552_i32 : i32
      %67 = llvm.getelementptr %51[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %68 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %69 = arith.muli %62, %c128_i32 overflow<nsw> : i32
      %70 = llvm.getelementptr %67[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %71 = arith.muli %62, %c128_i32 overflow<nsw> : i32
      %72 = arith.divsi %68, %c8_i32 : i32
      %73 = arith.remsi %68, %c8_i32 : i32
      %74 = arith.muli %73, %c8_i32 overflow<nsw> : i32
      %75 = arith.divsi %72, %c2_i32 : i32
      %76 = arith.muli %75, %c64_i32 overflow<nsw> : i32
      %77 = arith.addi %74, %76 overflow<nsw> : i32
      %78 = arith.remsi %72, %c2_i32 : i32
      %79 = arith.muli %78, %c512_i32 overflow<nsw> : i32
      %80 = arith.andi %77, %c448_i32 : i32
      %81 = arith.shrui %80, %c3_i32 : i32
      %82 = arith.xori %77, %81 : i32
      %83 = arith.addi %82, %79 overflow<nsw> : i32
      %84 = llvm.getelementptr %45[%83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %85 = llvm.getelementptr %48[%83] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %86 = arith.divsi %68, %c16_i32 : i32
      %87 = arith.remsi %68, %c16_i32 : i32
      %88 = arith.muli %87, %c8_i32 overflow<nsw> : i32
      %89 = arith.muli %62, %c128_i32 : i32
      %90 = arith.addi %89, %88 overflow<nsw> : i32
      %91 = arith.divsi %90, %c24_i32 : i32
      %92 = arith.muli %91, %c24_i32 overflow<nsw> : i32
      %93 = arith.subi %90, %92 overflow<nsw> : i32
      %94 = arith.divsi %91, %c3_i32 : i32
      %95 = arith.muli %94, %c3_i32 overflow<nsw> : i32
      %96 = arith.subi %91, %95 overflow<nsw> : i32
      %97 = arith.divsi %90, %c24_i32 : i32
      %98 = arith.divsi %97, %c3_i32 : i32
      %99 = arith.muli %98, %arg9 : i32
      llvm.store %99, %39 {alignment = 32 : i64} : i32, !llvm.ptr
      %100 = arith.muli %96, %arg10 : i32
      %101 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %100, %101 {alignment = 4 : i64} : i32, !llvm.ptr
      %102 = arith.muli %96, %arg10 : i32
      %103 = arith.divsi %90, %c24_i32 : i32
      %104 = arith.divsi %103, %c3_i32 : i32
      %105 = arith.muli %104, %arg9 : i32
      %106 = arith.muli %105, %c29_i32 : i32
      %107 = arith.addi %106, %102 : i32
      %108 = arith.muli %107, %c24_i32 : i32
      %109 = arith.addi %108, %93 : i32
      llvm.store %109, %38 {alignment = 32 : i64} : i32, !llvm.ptr
      %110 = arith.cmpi slt, %90, %c216_i32 : i32
      %111 = arith.extui %110 : i1 to i8
      llvm.store %111, %37 {alignment = 32 : i64} : i8, !llvm.ptr
      %112 = arith.cmpi sgt, %65, %c0_i32 : i32
      scf.if %112 {
        %186 = arith.muli %63, %c32_i32 : i32
        %187 = arith.addi %186, %86 overflow<nsw> : i32
        %188 = arith.muli %61, %c128_i32 : i32
        %189 = arith.addi %188, %88 overflow<nsw> : i32
        %190 = arith.muli %187, %c72_i32 overflow<nsw> : i32
        %191 = arith.addi %190, %189 overflow<nsw> : i32
        %192 = arith.cmpi slt, %189, %c72_i32 : i32
        %193 = arith.cmpi slt, %187, %c450_i32 : i32
        %194 = arith.andi %192, %193 : i1
        scf.if %194 {
          %353 = llvm.getelementptr %50[%191] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %84, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %36 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %84 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %195 = arith.addi %86, %c8_i32 overflow<nsw> : i32
        %196 = arith.addi %186, %195 overflow<nsw> : i32
        %197 = arith.addi %188, %88 overflow<nsw> : i32
        %198 = arith.muli %196, %c72_i32 overflow<nsw> : i32
        %199 = arith.addi %198, %197 overflow<nsw> : i32
        %200 = arith.cmpi slt, %197, %c72_i32 : i32
        %201 = arith.cmpi slt, %196, %c450_i32 : i32
        %202 = arith.andi %200, %201 : i1
        %203 = llvm.getelementptr %84[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %202 {
          %353 = llvm.getelementptr %50[%199] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %203, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %35 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %203 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %204 = arith.addi %86, %c16_i32 overflow<nsw> : i32
        %205 = arith.addi %186, %204 overflow<nsw> : i32
        %206 = arith.addi %188, %88 overflow<nsw> : i32
        %207 = arith.muli %205, %c72_i32 overflow<nsw> : i32
        %208 = arith.addi %207, %206 overflow<nsw> : i32
        %209 = arith.cmpi slt, %206, %c72_i32 : i32
        %210 = arith.cmpi slt, %205, %c450_i32 : i32
        %211 = arith.andi %209, %210 : i1
        %212 = llvm.getelementptr %84[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %211 {
          %353 = llvm.getelementptr %50[%208] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %212, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %34 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %212 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %213 = arith.addi %86, %c24_i32 overflow<nsw> : i32
        %214 = arith.addi %186, %213 overflow<nsw> : i32
        %215 = arith.addi %188, %88 overflow<nsw> : i32
        %216 = arith.muli %214, %c72_i32 overflow<nsw> : i32
        %217 = arith.addi %216, %215 overflow<nsw> : i32
        %218 = arith.cmpi slt, %215, %c72_i32 : i32
        %219 = arith.cmpi slt, %214, %c450_i32 : i32
        %220 = arith.andi %218, %219 : i1
        %221 = llvm.getelementptr %84[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %220 {
          %353 = llvm.getelementptr %50[%217] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %221, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %33 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %33[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %33[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %33[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %33[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %221 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %222 = arith.divsi %187, %c225_i32 : i32
        %223 = arith.muli %222, %c225_i32 overflow<nsw> : i32
        %224 = arith.subi %187, %223 overflow<nsw> : i32
        %225 = arith.divsi %224, %c15_i32 : i32
        %226 = arith.muli %225, %c15_i32 overflow<nsw> : i32
        %227 = arith.subi %224, %226 overflow<nsw> : i32
        %228 = arith.muli %225, %arg5 overflow<nsw> : i32
        %229 = arith.subi %228, %arg7 overflow<nsw> : i32
        %230 = arith.muli %227, %arg6 overflow<nsw> : i32
        %231 = arith.subi %230, %arg8 overflow<nsw> : i32
        %232 = arith.muli %222, %c29_i32 overflow<nsw> : i32
        %233 = arith.addi %232, %229 overflow<nsw> : i32
        %234 = arith.muli %233, %c29_i32 overflow<nsw> : i32
        %235 = arith.addi %234, %231 overflow<nsw> : i32
        %236 = arith.muli %235, %c24_i32 overflow<nsw> : i32
        %237 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %238 = arith.addi %229, %237 : i32
        %239 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %240 = arith.addi %231, %239 : i32
        %241 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %242 = arith.cmpi ne, %241, %c0_i8 : i8
        %243 = arith.andi %242, %193 : i1
        %244 = arith.cmpi sge, %238, %c0_i32 : i32
        %245 = arith.andi %243, %244 : i1
        %246 = arith.cmpi slt, %238, %c29_i32 : i32
        %247 = arith.andi %245, %246 : i1
        %248 = arith.cmpi sge, %240, %c0_i32 : i32
        %249 = arith.andi %247, %248 : i1
        %250 = arith.cmpi slt, %240, %c29_i32 : i32
        %251 = arith.andi %249, %250 : i1
        %252 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %253 = arith.addi %236, %252 overflow<nsw> : i32
        scf.if %251 {
          %353 = llvm.getelementptr %49[%253] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %85, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %32 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %32[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %32[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %32[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %32[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %85 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %254 = arith.divsi %196, %c225_i32 : i32
        %255 = arith.muli %254, %c225_i32 overflow<nsw> : i32
        %256 = arith.subi %196, %255 overflow<nsw> : i32
        %257 = arith.divsi %256, %c15_i32 : i32
        %258 = arith.muli %257, %c15_i32 overflow<nsw> : i32
        %259 = arith.subi %256, %258 overflow<nsw> : i32
        %260 = arith.muli %257, %arg5 overflow<nsw> : i32
        %261 = arith.subi %260, %arg7 overflow<nsw> : i32
        %262 = arith.muli %259, %arg6 overflow<nsw> : i32
        %263 = arith.subi %262, %arg8 overflow<nsw> : i32
        %264 = arith.muli %254, %c29_i32 overflow<nsw> : i32
        %265 = arith.addi %264, %261 overflow<nsw> : i32
        %266 = arith.muli %265, %c29_i32 overflow<nsw> : i32
        %267 = arith.addi %266, %263 overflow<nsw> : i32
        %268 = arith.muli %267, %c24_i32 overflow<nsw> : i32
        %269 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %270 = arith.addi %261, %269 : i32
        %271 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %272 = arith.addi %263, %271 : i32
        %273 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %274 = arith.cmpi ne, %273, %c0_i8 : i8
        %275 = arith.andi %274, %201 : i1
        %276 = arith.cmpi sge, %270, %c0_i32 : i32
        %277 = arith.andi %275, %276 : i1
        %278 = arith.cmpi slt, %270, %c29_i32 : i32
        %279 = arith.andi %277, %278 : i1
        %280 = arith.cmpi sge, %272, %c0_i32 : i32
        %281 = arith.andi %279, %280 : i1
        %282 = arith.cmpi slt, %272, %c29_i32 : i32
        %283 = arith.andi %281, %282 : i1
        %284 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %285 = arith.addi %268, %284 overflow<nsw> : i32
        %286 = llvm.getelementptr %85[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %283 {
          %353 = llvm.getelementptr %49[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %286, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %31 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %31[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %31[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %31[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %31[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %286 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %287 = arith.divsi %205, %c225_i32 : i32
        %288 = arith.muli %287, %c225_i32 overflow<nsw> : i32
        %289 = arith.subi %205, %288 overflow<nsw> : i32
        %290 = arith.divsi %289, %c15_i32 : i32
        %291 = arith.muli %290, %c15_i32 overflow<nsw> : i32
        %292 = arith.subi %289, %291 overflow<nsw> : i32
        %293 = arith.muli %290, %arg5 overflow<nsw> : i32
        %294 = arith.subi %293, %arg7 overflow<nsw> : i32
        %295 = arith.muli %292, %arg6 overflow<nsw> : i32
        %296 = arith.subi %295, %arg8 overflow<nsw> : i32
        %297 = arith.muli %287, %c29_i32 overflow<nsw> : i32
        %298 = arith.addi %297, %294 overflow<nsw> : i32
        %299 = arith.muli %298, %c29_i32 overflow<nsw> : i32
        %300 = arith.addi %299, %296 overflow<nsw> : i32
        %301 = arith.muli %300, %c24_i32 overflow<nsw> : i32
        %302 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %303 = arith.addi %294, %302 : i32
        %304 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %305 = arith.addi %296, %304 : i32
        %306 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %307 = arith.cmpi ne, %306, %c0_i8 : i8
        %308 = arith.andi %307, %210 : i1
        %309 = arith.cmpi sge, %303, %c0_i32 : i32
        %310 = arith.andi %308, %309 : i1
        %311 = arith.cmpi slt, %303, %c29_i32 : i32
        %312 = arith.andi %310, %311 : i1
        %313 = arith.cmpi sge, %305, %c0_i32 : i32
        %314 = arith.andi %312, %313 : i1
        %315 = arith.cmpi slt, %305, %c29_i32 : i32
        %316 = arith.andi %314, %315 : i1
        %317 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %318 = arith.addi %301, %317 overflow<nsw> : i32
        %319 = llvm.getelementptr %85[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %316 {
          %353 = llvm.getelementptr %49[%318] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %319, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %30 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %319 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %320 = arith.divsi %214, %c225_i32 : i32
        %321 = arith.muli %320, %c225_i32 overflow<nsw> : i32
        %322 = arith.subi %214, %321 overflow<nsw> : i32
        %323 = arith.divsi %322, %c15_i32 : i32
        %324 = arith.muli %323, %c15_i32 overflow<nsw> : i32
        %325 = arith.subi %322, %324 overflow<nsw> : i32
        %326 = arith.muli %323, %arg5 overflow<nsw> : i32
        %327 = arith.subi %326, %arg7 overflow<nsw> : i32
        %328 = arith.muli %325, %arg6 overflow<nsw> : i32
        %329 = arith.subi %328, %arg8 overflow<nsw> : i32
        %330 = arith.muli %320, %c29_i32 overflow<nsw> : i32
        %331 = arith.addi %330, %327 overflow<nsw> : i32
        %332 = arith.muli %331, %c29_i32 overflow<nsw> : i32
        %333 = arith.addi %332, %329 overflow<nsw> : i32
        %334 = arith.muli %333, %c24_i32 overflow<nsw> : i32
        %335 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %336 = arith.addi %327, %335 : i32
        %337 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %338 = arith.addi %329, %337 : i32
        %339 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %340 = arith.cmpi ne, %339, %c0_i8 : i8
        %341 = arith.andi %340, %219 : i1
        %342 = arith.cmpi sge, %336, %c0_i32 : i32
        %343 = arith.andi %341, %342 : i1
        %344 = arith.cmpi slt, %336, %c29_i32 : i32
        %345 = arith.andi %343, %344 : i1
        %346 = arith.cmpi sge, %338, %c0_i32 : i32
        %347 = arith.andi %345, %346 : i1
        %348 = arith.cmpi slt, %338, %c29_i32 : i32
        %349 = arith.andi %347, %348 : i1
        %350 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %351 = arith.addi %334, %350 overflow<nsw> : i32
        %352 = llvm.getelementptr %85[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %349 {
          %353 = llvm.getelementptr %49[%351] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %354 = llvm.ptrtoint %353 : !llvm.ptr<1> to i64
          %355 = arith.addi %354, %c15_i64 : i64
          %356 = arith.andi %355, %c-16_i64 : i64
          %357 = llvm.inttoptr %356 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%357, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %352, %357, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %29 {alignment = 32 : i64} : f16, !llvm.ptr
          %353 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
          %354 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %354 {alignment = 4 : i64} : f16, !llvm.ptr
          %355 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 8 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 4 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
          %360 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %360, %352 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
      }
      nvvm.cp.async.commit.group
      %113 = arith.cmpi sgt, %65, %c1_i32 : i32
      scf.if %113 {
        %186 = arith.addi %63, %c1_i32 : i32
        %187 = arith.muli %186, %c32_i32 : i32
        %188 = arith.addi %187, %86 overflow<nsw> : i32
        %189 = arith.muli %61, %c128_i32 : i32
        %190 = arith.addi %189, %88 overflow<nsw> : i32
        %191 = arith.muli %188, %c72_i32 overflow<nsw> : i32
        %192 = arith.addi %191, %190 overflow<nsw> : i32
        %193 = arith.cmpi slt, %190, %c72_i32 : i32
        %194 = arith.cmpi slt, %188, %c450_i32 : i32
        %195 = arith.andi %193, %194 : i1
        %196 = llvm.getelementptr %84[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %195 {
          %356 = llvm.getelementptr %50[%192] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %196, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %28 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %28 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %196 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %197 = arith.addi %86, %c8_i32 overflow<nsw> : i32
        %198 = arith.addi %187, %197 overflow<nsw> : i32
        %199 = arith.addi %189, %88 overflow<nsw> : i32
        %200 = arith.muli %198, %c72_i32 overflow<nsw> : i32
        %201 = arith.addi %200, %199 overflow<nsw> : i32
        %202 = arith.cmpi slt, %199, %c72_i32 : i32
        %203 = arith.cmpi slt, %198, %c450_i32 : i32
        %204 = arith.andi %202, %203 : i1
        %205 = llvm.getelementptr %84[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %204 {
          %356 = llvm.getelementptr %50[%201] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %205, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %27 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %205 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %206 = arith.addi %86, %c16_i32 overflow<nsw> : i32
        %207 = arith.addi %187, %206 overflow<nsw> : i32
        %208 = arith.addi %189, %88 overflow<nsw> : i32
        %209 = arith.muli %207, %c72_i32 overflow<nsw> : i32
        %210 = arith.addi %209, %208 overflow<nsw> : i32
        %211 = arith.cmpi slt, %208, %c72_i32 : i32
        %212 = arith.cmpi slt, %207, %c450_i32 : i32
        %213 = arith.andi %211, %212 : i1
        %214 = llvm.getelementptr %84[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %213 {
          %356 = llvm.getelementptr %50[%210] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %214, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %26 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %214 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %215 = arith.addi %86, %c24_i32 overflow<nsw> : i32
        %216 = arith.addi %187, %215 overflow<nsw> : i32
        %217 = arith.addi %189, %88 overflow<nsw> : i32
        %218 = arith.muli %216, %c72_i32 overflow<nsw> : i32
        %219 = arith.addi %218, %217 overflow<nsw> : i32
        %220 = arith.cmpi slt, %217, %c72_i32 : i32
        %221 = arith.cmpi slt, %216, %c450_i32 : i32
        %222 = arith.andi %220, %221 : i1
        %223 = llvm.getelementptr %84[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %222 {
          %356 = llvm.getelementptr %50[%219] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %223, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %25 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %223 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %224 = arith.divsi %188, %c225_i32 : i32
        %225 = arith.muli %224, %c225_i32 overflow<nsw> : i32
        %226 = arith.subi %188, %225 overflow<nsw> : i32
        %227 = arith.divsi %226, %c15_i32 : i32
        %228 = arith.muli %227, %c15_i32 overflow<nsw> : i32
        %229 = arith.subi %226, %228 overflow<nsw> : i32
        %230 = arith.muli %227, %arg5 overflow<nsw> : i32
        %231 = arith.subi %230, %arg7 overflow<nsw> : i32
        %232 = arith.muli %229, %arg6 overflow<nsw> : i32
        %233 = arith.subi %232, %arg8 overflow<nsw> : i32
        %234 = arith.muli %224, %c29_i32 overflow<nsw> : i32
        %235 = arith.addi %234, %231 overflow<nsw> : i32
        %236 = arith.muli %235, %c29_i32 overflow<nsw> : i32
        %237 = arith.addi %236, %233 overflow<nsw> : i32
        %238 = arith.muli %237, %c24_i32 overflow<nsw> : i32
        %239 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %240 = arith.addi %231, %239 : i32
        %241 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %242 = arith.addi %233, %241 : i32
        %243 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %244 = arith.cmpi ne, %243, %c0_i8 : i8
        %245 = arith.andi %244, %194 : i1
        %246 = arith.cmpi sge, %240, %c0_i32 : i32
        %247 = arith.andi %245, %246 : i1
        %248 = arith.cmpi slt, %240, %c29_i32 : i32
        %249 = arith.andi %247, %248 : i1
        %250 = arith.cmpi sge, %242, %c0_i32 : i32
        %251 = arith.andi %249, %250 : i1
        %252 = arith.cmpi slt, %242, %c29_i32 : i32
        %253 = arith.andi %251, %252 : i1
        %254 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %255 = arith.addi %238, %254 overflow<nsw> : i32
        %256 = llvm.getelementptr %85[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %253 {
          %356 = llvm.getelementptr %49[%255] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %256, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %24 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %256 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %257 = arith.divsi %198, %c225_i32 : i32
        %258 = arith.muli %257, %c225_i32 overflow<nsw> : i32
        %259 = arith.subi %198, %258 overflow<nsw> : i32
        %260 = arith.divsi %259, %c15_i32 : i32
        %261 = arith.muli %260, %c15_i32 overflow<nsw> : i32
        %262 = arith.subi %259, %261 overflow<nsw> : i32
        %263 = arith.muli %260, %arg5 overflow<nsw> : i32
        %264 = arith.subi %263, %arg7 overflow<nsw> : i32
        %265 = arith.muli %262, %arg6 overflow<nsw> : i32
        %266 = arith.subi %265, %arg8 overflow<nsw> : i32
        %267 = arith.muli %257, %c29_i32 overflow<nsw> : i32
        %268 = arith.addi %267, %264 overflow<nsw> : i32
        %269 = arith.muli %268, %c29_i32 overflow<nsw> : i32
        %270 = arith.addi %269, %266 overflow<nsw> : i32
        %271 = arith.muli %270, %c24_i32 overflow<nsw> : i32
        %272 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %273 = arith.addi %264, %272 : i32
        %274 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %275 = arith.addi %266, %274 : i32
        %276 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %277 = arith.cmpi ne, %276, %c0_i8 : i8
        %278 = arith.andi %277, %203 : i1
        %279 = arith.cmpi sge, %273, %c0_i32 : i32
        %280 = arith.andi %278, %279 : i1
        %281 = arith.cmpi slt, %273, %c29_i32 : i32
        %282 = arith.andi %280, %281 : i1
        %283 = arith.cmpi sge, %275, %c0_i32 : i32
        %284 = arith.andi %282, %283 : i1
        %285 = arith.cmpi slt, %275, %c29_i32 : i32
        %286 = arith.andi %284, %285 : i1
        %287 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %288 = arith.addi %271, %287 overflow<nsw> : i32
        %289 = llvm.getelementptr %85[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %286 {
          %356 = llvm.getelementptr %49[%288] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %289, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %23 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %289 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %290 = arith.divsi %207, %c225_i32 : i32
        %291 = arith.muli %290, %c225_i32 overflow<nsw> : i32
        %292 = arith.subi %207, %291 overflow<nsw> : i32
        %293 = arith.divsi %292, %c15_i32 : i32
        %294 = arith.muli %293, %c15_i32 overflow<nsw> : i32
        %295 = arith.subi %292, %294 overflow<nsw> : i32
        %296 = arith.muli %293, %arg5 overflow<nsw> : i32
        %297 = arith.subi %296, %arg7 overflow<nsw> : i32
        %298 = arith.muli %295, %arg6 overflow<nsw> : i32
        %299 = arith.subi %298, %arg8 overflow<nsw> : i32
        %300 = arith.muli %290, %c29_i32 overflow<nsw> : i32
        %301 = arith.addi %300, %297 overflow<nsw> : i32
        %302 = arith.muli %301, %c29_i32 overflow<nsw> : i32
        %303 = arith.addi %302, %299 overflow<nsw> : i32
        %304 = arith.muli %303, %c24_i32 overflow<nsw> : i32
        %305 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %306 = arith.addi %297, %305 : i32
        %307 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %308 = arith.addi %299, %307 : i32
        %309 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %310 = arith.cmpi ne, %309, %c0_i8 : i8
        %311 = arith.andi %310, %212 : i1
        %312 = arith.cmpi sge, %306, %c0_i32 : i32
        %313 = arith.andi %311, %312 : i1
        %314 = arith.cmpi slt, %306, %c29_i32 : i32
        %315 = arith.andi %313, %314 : i1
        %316 = arith.cmpi sge, %308, %c0_i32 : i32
        %317 = arith.andi %315, %316 : i1
        %318 = arith.cmpi slt, %308, %c29_i32 : i32
        %319 = arith.andi %317, %318 : i1
        %320 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %321 = arith.addi %304, %320 overflow<nsw> : i32
        %322 = llvm.getelementptr %85[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %319 {
          %356 = llvm.getelementptr %49[%321] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %322, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %22 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %322 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %323 = arith.divsi %216, %c225_i32 : i32
        %324 = arith.muli %323, %c225_i32 overflow<nsw> : i32
        %325 = arith.subi %216, %324 overflow<nsw> : i32
        %326 = arith.divsi %325, %c15_i32 : i32
        %327 = arith.muli %326, %c15_i32 overflow<nsw> : i32
        %328 = arith.subi %325, %327 overflow<nsw> : i32
        %329 = arith.muli %326, %arg5 overflow<nsw> : i32
        %330 = arith.subi %329, %arg7 overflow<nsw> : i32
        %331 = arith.muli %328, %arg6 overflow<nsw> : i32
        %332 = arith.subi %331, %arg8 overflow<nsw> : i32
        %333 = arith.muli %323, %c29_i32 overflow<nsw> : i32
        %334 = arith.addi %333, %330 overflow<nsw> : i32
        %335 = arith.muli %334, %c29_i32 overflow<nsw> : i32
        %336 = arith.addi %335, %332 overflow<nsw> : i32
        %337 = arith.muli %336, %c24_i32 overflow<nsw> : i32
        %338 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %339 = arith.addi %330, %338 : i32
        %340 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %341 = arith.addi %332, %340 : i32
        %342 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %343 = arith.cmpi ne, %342, %c0_i8 : i8
        %344 = arith.andi %343, %221 : i1
        %345 = arith.cmpi sge, %339, %c0_i32 : i32
        %346 = arith.andi %344, %345 : i1
        %347 = arith.cmpi slt, %339, %c29_i32 : i32
        %348 = arith.andi %346, %347 : i1
        %349 = arith.cmpi sge, %341, %c0_i32 : i32
        %350 = arith.andi %348, %349 : i1
        %351 = arith.cmpi slt, %341, %c29_i32 : i32
        %352 = arith.andi %350, %351 : i1
        %353 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %354 = arith.addi %337, %353 overflow<nsw> : i32
        %355 = llvm.getelementptr %85[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %352 {
          %356 = llvm.getelementptr %49[%354] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %355, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %21 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %355 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
      }
      nvvm.cp.async.commit.group
      %114 = arith.cmpi sgt, %65, %c2_i32 : i32
      scf.if %114 {
        %186 = arith.addi %63, %c2_i32 : i32
        %187 = arith.muli %186, %c32_i32 : i32
        %188 = arith.addi %187, %86 overflow<nsw> : i32
        %189 = arith.muli %61, %c128_i32 : i32
        %190 = arith.addi %189, %88 overflow<nsw> : i32
        %191 = arith.muli %188, %c72_i32 overflow<nsw> : i32
        %192 = arith.addi %191, %190 overflow<nsw> : i32
        %193 = arith.cmpi slt, %190, %c72_i32 : i32
        %194 = arith.cmpi slt, %188, %c450_i32 : i32
        %195 = arith.andi %193, %194 : i1
        %196 = llvm.getelementptr %84[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %195 {
          %356 = llvm.getelementptr %50[%192] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %196, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %20 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %20[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %20[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %20[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %20[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %20[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %20 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %196 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %197 = arith.addi %86, %c8_i32 overflow<nsw> : i32
        %198 = arith.addi %187, %197 overflow<nsw> : i32
        %199 = arith.addi %189, %88 overflow<nsw> : i32
        %200 = arith.muli %198, %c72_i32 overflow<nsw> : i32
        %201 = arith.addi %200, %199 overflow<nsw> : i32
        %202 = arith.cmpi slt, %199, %c72_i32 : i32
        %203 = arith.cmpi slt, %198, %c450_i32 : i32
        %204 = arith.andi %202, %203 : i1
        %205 = llvm.getelementptr %84[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %204 {
          %356 = llvm.getelementptr %50[%201] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %205, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %19 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %19[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %19[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %19[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %19[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %205 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %206 = arith.addi %86, %c16_i32 overflow<nsw> : i32
        %207 = arith.addi %187, %206 overflow<nsw> : i32
        %208 = arith.addi %189, %88 overflow<nsw> : i32
        %209 = arith.muli %207, %c72_i32 overflow<nsw> : i32
        %210 = arith.addi %209, %208 overflow<nsw> : i32
        %211 = arith.cmpi slt, %208, %c72_i32 : i32
        %212 = arith.cmpi slt, %207, %c450_i32 : i32
        %213 = arith.andi %211, %212 : i1
        %214 = llvm.getelementptr %84[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %213 {
          %356 = llvm.getelementptr %50[%210] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %214, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %18 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %18[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %18[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %18[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %18[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %214 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %215 = arith.addi %86, %c24_i32 overflow<nsw> : i32
        %216 = arith.addi %187, %215 overflow<nsw> : i32
        %217 = arith.addi %189, %88 overflow<nsw> : i32
        %218 = arith.muli %216, %c72_i32 overflow<nsw> : i32
        %219 = arith.addi %218, %217 overflow<nsw> : i32
        %220 = arith.cmpi slt, %217, %c72_i32 : i32
        %221 = arith.cmpi slt, %216, %c450_i32 : i32
        %222 = arith.andi %220, %221 : i1
        %223 = llvm.getelementptr %84[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %222 {
          %356 = llvm.getelementptr %50[%219] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %223, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %17 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %223 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %224 = arith.divsi %188, %c225_i32 : i32
        %225 = arith.muli %224, %c225_i32 overflow<nsw> : i32
        %226 = arith.subi %188, %225 overflow<nsw> : i32
        %227 = arith.divsi %226, %c15_i32 : i32
        %228 = arith.muli %227, %c15_i32 overflow<nsw> : i32
        %229 = arith.subi %226, %228 overflow<nsw> : i32
        %230 = arith.muli %227, %arg5 overflow<nsw> : i32
        %231 = arith.subi %230, %arg7 overflow<nsw> : i32
        %232 = arith.muli %229, %arg6 overflow<nsw> : i32
        %233 = arith.subi %232, %arg8 overflow<nsw> : i32
        %234 = arith.muli %224, %c29_i32 overflow<nsw> : i32
        %235 = arith.addi %234, %231 overflow<nsw> : i32
        %236 = arith.muli %235, %c29_i32 overflow<nsw> : i32
        %237 = arith.addi %236, %233 overflow<nsw> : i32
        %238 = arith.muli %237, %c24_i32 overflow<nsw> : i32
        %239 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %240 = arith.addi %231, %239 : i32
        %241 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %242 = arith.addi %233, %241 : i32
        %243 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %244 = arith.cmpi ne, %243, %c0_i8 : i8
        %245 = arith.andi %244, %194 : i1
        %246 = arith.cmpi sge, %240, %c0_i32 : i32
        %247 = arith.andi %245, %246 : i1
        %248 = arith.cmpi slt, %240, %c29_i32 : i32
        %249 = arith.andi %247, %248 : i1
        %250 = arith.cmpi sge, %242, %c0_i32 : i32
        %251 = arith.andi %249, %250 : i1
        %252 = arith.cmpi slt, %242, %c29_i32 : i32
        %253 = arith.andi %251, %252 : i1
        %254 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %255 = arith.addi %238, %254 overflow<nsw> : i32
        %256 = llvm.getelementptr %85[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %253 {
          %356 = llvm.getelementptr %49[%255] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %256, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %16 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %16[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %16[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %16[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %16[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %16[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %256 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %257 = arith.divsi %198, %c225_i32 : i32
        %258 = arith.muli %257, %c225_i32 overflow<nsw> : i32
        %259 = arith.subi %198, %258 overflow<nsw> : i32
        %260 = arith.divsi %259, %c15_i32 : i32
        %261 = arith.muli %260, %c15_i32 overflow<nsw> : i32
        %262 = arith.subi %259, %261 overflow<nsw> : i32
        %263 = arith.muli %260, %arg5 overflow<nsw> : i32
        %264 = arith.subi %263, %arg7 overflow<nsw> : i32
        %265 = arith.muli %262, %arg6 overflow<nsw> : i32
        %266 = arith.subi %265, %arg8 overflow<nsw> : i32
        %267 = arith.muli %257, %c29_i32 overflow<nsw> : i32
        %268 = arith.addi %267, %264 overflow<nsw> : i32
        %269 = arith.muli %268, %c29_i32 overflow<nsw> : i32
        %270 = arith.addi %269, %266 overflow<nsw> : i32
        %271 = arith.muli %270, %c24_i32 overflow<nsw> : i32
        %272 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %273 = arith.addi %264, %272 : i32
        %274 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %275 = arith.addi %266, %274 : i32
        %276 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %277 = arith.cmpi ne, %276, %c0_i8 : i8
        %278 = arith.andi %277, %203 : i1
        %279 = arith.cmpi sge, %273, %c0_i32 : i32
        %280 = arith.andi %278, %279 : i1
        %281 = arith.cmpi slt, %273, %c29_i32 : i32
        %282 = arith.andi %280, %281 : i1
        %283 = arith.cmpi sge, %275, %c0_i32 : i32
        %284 = arith.andi %282, %283 : i1
        %285 = arith.cmpi slt, %275, %c29_i32 : i32
        %286 = arith.andi %284, %285 : i1
        %287 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %288 = arith.addi %271, %287 overflow<nsw> : i32
        %289 = llvm.getelementptr %85[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %286 {
          %356 = llvm.getelementptr %49[%288] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %289, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %15 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %15[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %15[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %15[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %289 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %290 = arith.divsi %207, %c225_i32 : i32
        %291 = arith.muli %290, %c225_i32 overflow<nsw> : i32
        %292 = arith.subi %207, %291 overflow<nsw> : i32
        %293 = arith.divsi %292, %c15_i32 : i32
        %294 = arith.muli %293, %c15_i32 overflow<nsw> : i32
        %295 = arith.subi %292, %294 overflow<nsw> : i32
        %296 = arith.muli %293, %arg5 overflow<nsw> : i32
        %297 = arith.subi %296, %arg7 overflow<nsw> : i32
        %298 = arith.muli %295, %arg6 overflow<nsw> : i32
        %299 = arith.subi %298, %arg8 overflow<nsw> : i32
        %300 = arith.muli %290, %c29_i32 overflow<nsw> : i32
        %301 = arith.addi %300, %297 overflow<nsw> : i32
        %302 = arith.muli %301, %c29_i32 overflow<nsw> : i32
        %303 = arith.addi %302, %299 overflow<nsw> : i32
        %304 = arith.muli %303, %c24_i32 overflow<nsw> : i32
        %305 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %306 = arith.addi %297, %305 : i32
        %307 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %308 = arith.addi %299, %307 : i32
        %309 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %310 = arith.cmpi ne, %309, %c0_i8 : i8
        %311 = arith.andi %310, %212 : i1
        %312 = arith.cmpi sge, %306, %c0_i32 : i32
        %313 = arith.andi %311, %312 : i1
        %314 = arith.cmpi slt, %306, %c29_i32 : i32
        %315 = arith.andi %313, %314 : i1
        %316 = arith.cmpi sge, %308, %c0_i32 : i32
        %317 = arith.andi %315, %316 : i1
        %318 = arith.cmpi slt, %308, %c29_i32 : i32
        %319 = arith.andi %317, %318 : i1
        %320 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %321 = arith.addi %304, %320 overflow<nsw> : i32
        %322 = llvm.getelementptr %85[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %319 {
          %356 = llvm.getelementptr %49[%321] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %322, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %14 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %322 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
        %323 = arith.divsi %216, %c225_i32 : i32
        %324 = arith.muli %323, %c225_i32 overflow<nsw> : i32
        %325 = arith.subi %216, %324 overflow<nsw> : i32
        %326 = arith.divsi %325, %c15_i32 : i32
        %327 = arith.muli %326, %c15_i32 overflow<nsw> : i32
        %328 = arith.subi %325, %327 overflow<nsw> : i32
        %329 = arith.muli %326, %arg5 overflow<nsw> : i32
        %330 = arith.subi %329, %arg7 overflow<nsw> : i32
        %331 = arith.muli %328, %arg6 overflow<nsw> : i32
        %332 = arith.subi %331, %arg8 overflow<nsw> : i32
        %333 = arith.muli %323, %c29_i32 overflow<nsw> : i32
        %334 = arith.addi %333, %330 overflow<nsw> : i32
        %335 = arith.muli %334, %c29_i32 overflow<nsw> : i32
        %336 = arith.addi %335, %332 overflow<nsw> : i32
        %337 = arith.muli %336, %c24_i32 overflow<nsw> : i32
        %338 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %339 = arith.addi %330, %338 : i32
        %340 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
        %341 = arith.addi %332, %340 : i32
        %342 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
        %343 = arith.cmpi ne, %342, %c0_i8 : i8
        %344 = arith.andi %343, %221 : i1
        %345 = arith.cmpi sge, %339, %c0_i32 : i32
        %346 = arith.andi %344, %345 : i1
        %347 = arith.cmpi slt, %339, %c29_i32 : i32
        %348 = arith.andi %346, %347 : i1
        %349 = arith.cmpi sge, %341, %c0_i32 : i32
        %350 = arith.andi %348, %349 : i1
        %351 = arith.cmpi slt, %341, %c29_i32 : i32
        %352 = arith.andi %350, %351 : i1
        %353 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
        %354 = arith.addi %337, %353 overflow<nsw> : i32
        %355 = llvm.getelementptr %85[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
        scf.if %352 {
          %356 = llvm.getelementptr %49[%354] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %357 = llvm.ptrtoint %356 : !llvm.ptr<1> to i64
          %358 = arith.addi %357, %c15_i64 : i64
          %359 = arith.andi %358, %c-16_i64 : i64
          %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<1>
          llvm.intr.assume %true ["align"(%360, %c16_i64 : !llvm.ptr<1>, i64)] : i1
          nvvm.cp.async.shared.global %355, %360, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        } else {
          llvm.store %cst_0, %13 {alignment = 32 : i64} : f16, !llvm.ptr
          %356 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %356 {alignment = 2 : i64} : f16, !llvm.ptr
          %357 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %357 {alignment = 4 : i64} : f16, !llvm.ptr
          %358 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %358 {alignment = 2 : i64} : f16, !llvm.ptr
          %359 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %359 {alignment = 8 : i64} : f16, !llvm.ptr
          %360 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %360 {alignment = 2 : i64} : f16, !llvm.ptr
          %361 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %361 {alignment = 4 : i64} : f16, !llvm.ptr
          %362 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, f16
          llvm.store %cst_0, %362 {alignment = 2 : i64} : f16, !llvm.ptr
          %363 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
          llvm.store %363, %355 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
        }
      }
      nvvm.cp.async.commit.group
      %115 = arith.remsi %68, %c32_i32 : i32
      %116 = arith.divsi %68, %c32_i32 : i32
      %117 = arith.remsi %116, %c2_i32 : i32
      %118 = arith.divsi %68, %c64_i32 : i32
      %119 = arith.remsi %118, %c2_i32 : i32
      %120 = arith.remsi %115, %c32_i32 : i32
      %121 = arith.remsi %117, %c2_i32 : i32
      %122 = arith.remsi %119, %c2_i32 : i32
      %123 = arith.divsi %120, %c4_i32 : i32
      %124 = arith.remsi %120, %c4_i32 : i32
      %125 = arith.muli %124, %c2_i32 overflow<nsw> : i32
      %126 = arith.muli %123, %c216_i32 overflow<nsw> : i32
      %127 = arith.addi %125, %126 overflow<nsw> : i32
      %128 = arith.muli %121, %c3456_i32 overflow<nsw> : i32
      %129 = arith.muli %122, %c8_i32 overflow<nsw> : i32
      %130 = arith.addi %128, %129 overflow<nsw> : i32
      %131 = arith.addi %127, %130 overflow<nsw> : i32
      %132 = llvm.getelementptr %70[%131] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %cst, %10 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %133 = arith.muli %73, %c64_i32 overflow<nsw> : i32
      %134 = arith.muli %78, %c8_i32 overflow<nsw> : i32
      %135 = arith.addi %133, %134 overflow<nsw> : i32
      %136 = arith.divsi %75, %c2_i32 : i32
      %137 = arith.remsi %136, %c2_i32 : i32
      %138 = arith.muli %137, %c16_i32 overflow<nsw> : i32
      %139 = arith.addi %135, %138 overflow<nsw> : i32
      %140 = arith.remsi %75, %c2_i32 : i32
      %141 = arith.muli %140, %c1024_i32 overflow<nsw> : i32
      %142 = arith.andi %139, %c256_i32 : i32
      %143 = arith.cmpi eq, %142, %c0_i32 : i32
      %144 = arith.select %143, %c32_i32, %c-32_i32 : i32
      %145 = arith.andi %139, %c448_i32 : i32
      %146 = arith.shrui %145, %c3_i32 : i32
      %147 = arith.xori %139, %146 : i32
      %148 = arith.addi %147, %141 overflow<nsw> : i32
      %149 = llvm.getelementptr %45[%148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %150 = arith.remsi %87, %c8_i32 : i32
      %151 = arith.muli %150, %c64_i32 overflow<nsw> : i32
      %152 = arith.divsi %86, %c2_i32 : i32
      %153 = arith.remsi %86, %c2_i32 : i32
      %154 = arith.muli %153, %c16_i32 overflow<nsw> : i32
      %155 = arith.addi %151, %154 overflow<nsw> : i32
      %156 = arith.divsi %152, %c2_i32 : i32
      %157 = arith.muli %156, %c8_i32 overflow<nsw> : i32
      %158 = arith.addi %155, %157 overflow<nsw> : i32
      %159 = arith.divsi %87, %c8_i32 : i32
      %160 = arith.muli %159, %c1024_i32 overflow<nsw> : i32
      %161 = arith.andi %158, %c256_i32 : i32
      %162 = arith.cmpi eq, %161, %c0_i32 : i32
      %163 = arith.select %162, %c32_i32, %c-32_i32 : i32
      %164 = arith.andi %158, %c448_i32 : i32
      %165 = arith.shrui %164, %c3_i32 : i32
      %166 = arith.xori %158, %165 : i32
      %167 = arith.addi %166, %160 overflow<nsw> : i32
      %168 = llvm.getelementptr %48[%167] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      %169 = arith.remsi %c0_i32, %c2_i32 : i32
      %170 = arith.divsi %c0_i32, %c2_i32 : i32
      %171:2 = scf.for %arg11 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg12 = %169, %arg13 = %170) -> (i32, i32)  : i32 {
        %186 = arith.remsi %arg11, %c2_i32 : i32
        %187 = arith.muli %186, %144 overflow<nsw> : i32
        %188 = arith.muli %arg13, %c512_i32 overflow<nsw> : i32
        %189 = arith.addi %187, %188 overflow<nsw> : i32
        %190 = llvm.getelementptr %149[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %191 = arith.muli %arg11, %c8_i32 overflow<nsw> : i32
        %192 = llvm.getelementptr %12[%191] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %193 = nvvm.ldmatrix %190 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %194 = llvm.extractvalue %193[0] : !llvm_struct_a37b2a
        %195 = llvm.extractvalue %193[1] : !llvm_struct_a37b2a
        %196 = llvm.extractvalue %193[2] : !llvm_struct_a37b2a
        %197 = llvm.extractvalue %193[3] : !llvm_struct_a37b2a
        llvm.store %194, %192 {alignment = 4 : i64} : i32, !llvm.ptr
        %198 = llvm.getelementptr %192[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %195, %198 {alignment = 4 : i64} : i32, !llvm.ptr
        %199 = llvm.getelementptr %192[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %196, %199 {alignment = 4 : i64} : i32, !llvm.ptr
        %200 = llvm.getelementptr %192[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %197, %200 {alignment = 4 : i64} : i32, !llvm.ptr
        %201 = arith.addi %arg12, %c1_i32 : i32
        %202 = arith.cmpi eq, %201, %c2_i32 : i32
        %203 = arith.select %202, %c0_i32, %201 : i32
        %204 = arith.addi %arg12, %c1_i32 : i32
        %205 = arith.addi %arg13, %c1_i32 : i32
        %206 = arith.cmpi eq, %204, %c2_i32 : i32
        %207 = arith.select %206, %205, %arg13 : i32
        scf.yield %203, %207 : i32, i32
      } {loop_annotation = #loop_annotation}
      %172 = arith.remsi %c0_i32, %c2_i32 : i32
      %173 = arith.divsi %c0_i32, %c2_i32 : i32
      %174:2 = scf.for %arg11 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg12 = %172, %arg13 = %173) -> (i32, i32)  : i32 {
        %186 = arith.remsi %arg11, %c2_i32 : i32
        %187 = arith.muli %186, %163 overflow<nsw> : i32
        %188 = arith.muli %arg13, %c512_i32 overflow<nsw> : i32
        %189 = arith.addi %187, %188 overflow<nsw> : i32
        %190 = llvm.getelementptr %168[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %191 = arith.remsi %arg11, %c2_i32 : i32
        %192 = arith.muli %191, %c32_i32 overflow<nsw> : i32
        %193 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
        %194 = arith.addi %192, %193 overflow<nsw> : i32
        %195 = llvm.getelementptr %11[%194] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %196 = nvvm.ldmatrix %190 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %197 = llvm.extractvalue %196[0] : !llvm_struct_a37b2a
        %198 = llvm.extractvalue %196[1] : !llvm_struct_a37b2a
        %199 = llvm.extractvalue %196[2] : !llvm_struct_a37b2a
        %200 = llvm.extractvalue %196[3] : !llvm_struct_a37b2a
        llvm.store %197, %195 {alignment = 4 : i64} : i32, !llvm.ptr
        %201 = llvm.getelementptr %195[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %198, %201 {alignment = 4 : i64} : i32, !llvm.ptr
        %202 = llvm.getelementptr %195[8] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %199, %202 {alignment = 4 : i64} : i32, !llvm.ptr
        %203 = llvm.getelementptr %195[9] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %200, %203 {alignment = 4 : i64} : i32, !llvm.ptr
        %204 = arith.addi %arg12, %c1_i32 : i32
        %205 = arith.cmpi eq, %204, %c2_i32 : i32
        %206 = arith.select %205, %c0_i32, %204 : i32
        %207 = arith.addi %arg12, %c1_i32 : i32
        %208 = arith.addi %arg13, %c1_i32 : i32
        %209 = arith.cmpi eq, %207, %c2_i32 : i32
        %210 = arith.select %209, %208, %arg13 : i32
        scf.yield %206, %210 : i32, i32
      } {loop_annotation = #loop_annotation}
      %175 = llvm.getelementptr %12[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %176 = llvm.getelementptr %11[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %177:2 = scf.for %arg11 = %c0_i32 to %65 step %c1_i32 iter_args(%arg12 = %c3_i32, %arg13 = %c0_i32) -> (i32, i32)  : i32 {
        %186 = arith.muli %arg13, %c4096_i32 overflow<nsw> : i32
        %187 = arith.addi %186, %c2048_i32 overflow<nsw> : i32
        %188 = llvm.getelementptr %149[%187] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %189 = arith.remsi %c0_i32, %c2_i32 : i32
        %190 = arith.divsi %c0_i32, %c2_i32 : i32
        %191:2 = scf.for %arg14 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg15 = %189, %arg16 = %190) -> (i32, i32)  : i32 {
          %219 = arith.remsi %arg14, %c2_i32 : i32
          %220 = arith.muli %219, %144 overflow<nsw> : i32
          %221 = arith.muli %arg16, %c512_i32 overflow<nsw> : i32
          %222 = arith.addi %220, %221 overflow<nsw> : i32
          %223 = llvm.getelementptr %188[%222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %224 = arith.muli %arg14, %c8_i32 overflow<nsw> : i32
          %225 = llvm.getelementptr %175[%224] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %226 = nvvm.ldmatrix %223 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %227 = llvm.extractvalue %226[0] : !llvm_struct_a37b2a
          %228 = llvm.extractvalue %226[1] : !llvm_struct_a37b2a
          %229 = llvm.extractvalue %226[2] : !llvm_struct_a37b2a
          %230 = llvm.extractvalue %226[3] : !llvm_struct_a37b2a
          llvm.store %227, %225 {alignment = 4 : i64} : i32, !llvm.ptr
          %231 = llvm.getelementptr %225[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %228, %231 {alignment = 4 : i64} : i32, !llvm.ptr
          %232 = llvm.getelementptr %225[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %229, %232 {alignment = 4 : i64} : i32, !llvm.ptr
          %233 = llvm.getelementptr %225[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %230, %233 {alignment = 4 : i64} : i32, !llvm.ptr
          %234 = arith.addi %arg15, %c1_i32 : i32
          %235 = arith.cmpi eq, %234, %c2_i32 : i32
          %236 = arith.select %235, %c0_i32, %234 : i32
          %237 = arith.addi %arg15, %c1_i32 : i32
          %238 = arith.addi %arg16, %c1_i32 : i32
          %239 = arith.cmpi eq, %237, %c2_i32 : i32
          %240 = arith.select %239, %238, %arg16 : i32
          scf.yield %236, %240 : i32, i32
        } {loop_annotation = #loop_annotation}
        %192 = arith.muli %arg13, %c4096_i32 overflow<nsw> : i32
        %193 = arith.addi %192, %c2048_i32 overflow<nsw> : i32
        %194 = llvm.getelementptr %168[%193] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %195 = arith.remsi %c0_i32, %c2_i32 : i32
        %196 = arith.divsi %c0_i32, %c2_i32 : i32
        %197:2 = scf.for %arg14 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg15 = %195, %arg16 = %196) -> (i32, i32)  : i32 {
          %219 = arith.remsi %arg14, %c2_i32 : i32
          %220 = arith.muli %219, %163 overflow<nsw> : i32
          %221 = arith.muli %arg16, %c512_i32 overflow<nsw> : i32
          %222 = arith.addi %220, %221 overflow<nsw> : i32
          %223 = llvm.getelementptr %194[%222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %224 = arith.remsi %arg14, %c2_i32 : i32
          %225 = arith.muli %224, %c32_i32 overflow<nsw> : i32
          %226 = arith.muli %arg16, %c4_i32 overflow<nsw> : i32
          %227 = arith.addi %225, %226 overflow<nsw> : i32
          %228 = llvm.getelementptr %176[%227] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %229 = nvvm.ldmatrix %223 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %230 = llvm.extractvalue %229[0] : !llvm_struct_a37b2a
          %231 = llvm.extractvalue %229[1] : !llvm_struct_a37b2a
          %232 = llvm.extractvalue %229[2] : !llvm_struct_a37b2a
          %233 = llvm.extractvalue %229[3] : !llvm_struct_a37b2a
          llvm.store %230, %228 {alignment = 4 : i64} : i32, !llvm.ptr
          %234 = llvm.getelementptr %228[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %231, %234 {alignment = 4 : i64} : i32, !llvm.ptr
          %235 = llvm.getelementptr %228[8] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %232, %235 {alignment = 4 : i64} : i32, !llvm.ptr
          %236 = llvm.getelementptr %228[9] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %233, %236 {alignment = 4 : i64} : i32, !llvm.ptr
          %237 = arith.addi %arg15, %c1_i32 : i32
          %238 = arith.cmpi eq, %237, %c2_i32 : i32
          %239 = arith.select %238, %c0_i32, %237 : i32
          %240 = arith.addi %arg15, %c1_i32 : i32
          %241 = arith.addi %arg16, %c1_i32 : i32
          %242 = arith.cmpi eq, %240, %c2_i32 : i32
          %243 = arith.select %242, %241, %arg16 : i32
          scf.yield %239, %243 : i32, i32
        } {loop_annotation = #loop_annotation}
        %198 = arith.addi %arg11, %c3_i32 : i32
        %199 = arith.cmpi slt, %198, %65 : i32
        scf.if %199 {
          %219 = arith.addi %63, %198 : i32
          %220 = arith.muli %219, %c32_i32 : i32
          %221 = arith.addi %220, %86 overflow<nsw> : i32
          %222 = arith.muli %61, %c128_i32 : i32
          %223 = arith.addi %222, %88 overflow<nsw> : i32
          %224 = arith.muli %221, %c72_i32 overflow<nsw> : i32
          %225 = arith.addi %224, %223 overflow<nsw> : i32
          %226 = arith.cmpi slt, %223, %c72_i32 : i32
          %227 = arith.cmpi slt, %221, %c450_i32 : i32
          %228 = arith.andi %226, %227 : i1
          %229 = arith.muli %arg12, %c4096_i32 overflow<nsw> : i32
          %230 = llvm.getelementptr %84[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %228 {
            %396 = llvm.getelementptr %50[%225] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %230, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %9 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %230 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %231 = arith.addi %86, %c8_i32 overflow<nsw> : i32
          %232 = arith.addi %220, %231 overflow<nsw> : i32
          %233 = arith.addi %222, %88 overflow<nsw> : i32
          %234 = arith.muli %232, %c72_i32 overflow<nsw> : i32
          %235 = arith.addi %234, %233 overflow<nsw> : i32
          %236 = arith.cmpi slt, %233, %c72_i32 : i32
          %237 = arith.cmpi slt, %232, %c450_i32 : i32
          %238 = arith.andi %236, %237 : i1
          %239 = arith.muli %arg12, %c4096_i32 overflow<nsw> : i32
          %240 = arith.addi %239, %c1024_i32 overflow<nsw> : i32
          %241 = llvm.getelementptr %84[%240] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %238 {
            %396 = llvm.getelementptr %50[%235] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %241, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %8 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %241 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %242 = arith.addi %86, %c16_i32 overflow<nsw> : i32
          %243 = arith.addi %220, %242 overflow<nsw> : i32
          %244 = arith.addi %222, %88 overflow<nsw> : i32
          %245 = arith.muli %243, %c72_i32 overflow<nsw> : i32
          %246 = arith.addi %245, %244 overflow<nsw> : i32
          %247 = arith.cmpi slt, %244, %c72_i32 : i32
          %248 = arith.cmpi slt, %243, %c450_i32 : i32
          %249 = arith.andi %247, %248 : i1
          %250 = arith.muli %arg12, %c4096_i32 overflow<nsw> : i32
          %251 = arith.addi %250, %c2048_i32 overflow<nsw> : i32
          %252 = llvm.getelementptr %84[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %249 {
            %396 = llvm.getelementptr %50[%246] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %252, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %7 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %252 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %253 = arith.addi %86, %c24_i32 overflow<nsw> : i32
          %254 = arith.addi %220, %253 overflow<nsw> : i32
          %255 = arith.addi %222, %88 overflow<nsw> : i32
          %256 = arith.muli %254, %c72_i32 overflow<nsw> : i32
          %257 = arith.addi %256, %255 overflow<nsw> : i32
          %258 = arith.cmpi slt, %255, %c72_i32 : i32
          %259 = arith.cmpi slt, %254, %c450_i32 : i32
          %260 = arith.andi %258, %259 : i1
          %261 = arith.muli %arg12, %c4096_i32 overflow<nsw> : i32
          %262 = arith.addi %261, %c3072_i32 overflow<nsw> : i32
          %263 = llvm.getelementptr %84[%262] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %260 {
            %396 = llvm.getelementptr %50[%257] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %263, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %6 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %263 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %264 = arith.divsi %221, %c225_i32 : i32
          %265 = arith.muli %264, %c225_i32 overflow<nsw> : i32
          %266 = arith.subi %221, %265 overflow<nsw> : i32
          %267 = arith.divsi %266, %c15_i32 : i32
          %268 = arith.muli %267, %c15_i32 overflow<nsw> : i32
          %269 = arith.subi %266, %268 overflow<nsw> : i32
          %270 = arith.muli %267, %arg5 overflow<nsw> : i32
          %271 = arith.subi %270, %arg7 overflow<nsw> : i32
          %272 = arith.muli %269, %arg6 overflow<nsw> : i32
          %273 = arith.subi %272, %arg8 overflow<nsw> : i32
          %274 = arith.muli %264, %c29_i32 overflow<nsw> : i32
          %275 = arith.addi %274, %271 overflow<nsw> : i32
          %276 = arith.muli %275, %c29_i32 overflow<nsw> : i32
          %277 = arith.addi %276, %273 overflow<nsw> : i32
          %278 = arith.muli %277, %c24_i32 overflow<nsw> : i32
          %279 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
          %280 = arith.addi %271, %279 : i32
          %281 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
          %282 = arith.addi %273, %281 : i32
          %283 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
          %284 = arith.cmpi ne, %283, %c0_i8 : i8
          %285 = arith.andi %284, %227 : i1
          %286 = arith.cmpi sge, %280, %c0_i32 : i32
          %287 = arith.andi %285, %286 : i1
          %288 = arith.cmpi slt, %280, %c29_i32 : i32
          %289 = arith.andi %287, %288 : i1
          %290 = arith.cmpi sge, %282, %c0_i32 : i32
          %291 = arith.andi %289, %290 : i1
          %292 = arith.cmpi slt, %282, %c29_i32 : i32
          %293 = arith.andi %291, %292 : i1
          %294 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
          %295 = arith.addi %278, %294 overflow<nsw> : i32
          %296 = llvm.getelementptr %85[%229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %293 {
            %396 = llvm.getelementptr %49[%295] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %296, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %5 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %296 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %297 = arith.divsi %232, %c225_i32 : i32
          %298 = arith.muli %297, %c225_i32 overflow<nsw> : i32
          %299 = arith.subi %232, %298 overflow<nsw> : i32
          %300 = arith.divsi %299, %c15_i32 : i32
          %301 = arith.muli %300, %c15_i32 overflow<nsw> : i32
          %302 = arith.subi %299, %301 overflow<nsw> : i32
          %303 = arith.muli %300, %arg5 overflow<nsw> : i32
          %304 = arith.subi %303, %arg7 overflow<nsw> : i32
          %305 = arith.muli %302, %arg6 overflow<nsw> : i32
          %306 = arith.subi %305, %arg8 overflow<nsw> : i32
          %307 = arith.muli %297, %c29_i32 overflow<nsw> : i32
          %308 = arith.addi %307, %304 overflow<nsw> : i32
          %309 = arith.muli %308, %c29_i32 overflow<nsw> : i32
          %310 = arith.addi %309, %306 overflow<nsw> : i32
          %311 = arith.muli %310, %c24_i32 overflow<nsw> : i32
          %312 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
          %313 = arith.addi %304, %312 : i32
          %314 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
          %315 = arith.addi %306, %314 : i32
          %316 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
          %317 = arith.cmpi ne, %316, %c0_i8 : i8
          %318 = arith.andi %317, %237 : i1
          %319 = arith.cmpi sge, %313, %c0_i32 : i32
          %320 = arith.andi %318, %319 : i1
          %321 = arith.cmpi slt, %313, %c29_i32 : i32
          %322 = arith.andi %320, %321 : i1
          %323 = arith.cmpi sge, %315, %c0_i32 : i32
          %324 = arith.andi %322, %323 : i1
          %325 = arith.cmpi slt, %315, %c29_i32 : i32
          %326 = arith.andi %324, %325 : i1
          %327 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
          %328 = arith.addi %311, %327 overflow<nsw> : i32
          %329 = llvm.getelementptr %85[%240] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %326 {
            %396 = llvm.getelementptr %49[%328] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %329, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %4 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %329 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %330 = arith.divsi %243, %c225_i32 : i32
          %331 = arith.muli %330, %c225_i32 overflow<nsw> : i32
          %332 = arith.subi %243, %331 overflow<nsw> : i32
          %333 = arith.divsi %332, %c15_i32 : i32
          %334 = arith.muli %333, %c15_i32 overflow<nsw> : i32
          %335 = arith.subi %332, %334 overflow<nsw> : i32
          %336 = arith.muli %333, %arg5 overflow<nsw> : i32
          %337 = arith.subi %336, %arg7 overflow<nsw> : i32
          %338 = arith.muli %335, %arg6 overflow<nsw> : i32
          %339 = arith.subi %338, %arg8 overflow<nsw> : i32
          %340 = arith.muli %330, %c29_i32 overflow<nsw> : i32
          %341 = arith.addi %340, %337 overflow<nsw> : i32
          %342 = arith.muli %341, %c29_i32 overflow<nsw> : i32
          %343 = arith.addi %342, %339 overflow<nsw> : i32
          %344 = arith.muli %343, %c24_i32 overflow<nsw> : i32
          %345 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
          %346 = arith.addi %337, %345 : i32
          %347 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
          %348 = arith.addi %339, %347 : i32
          %349 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
          %350 = arith.cmpi ne, %349, %c0_i8 : i8
          %351 = arith.andi %350, %248 : i1
          %352 = arith.cmpi sge, %346, %c0_i32 : i32
          %353 = arith.andi %351, %352 : i1
          %354 = arith.cmpi slt, %346, %c29_i32 : i32
          %355 = arith.andi %353, %354 : i1
          %356 = arith.cmpi sge, %348, %c0_i32 : i32
          %357 = arith.andi %355, %356 : i1
          %358 = arith.cmpi slt, %348, %c29_i32 : i32
          %359 = arith.andi %357, %358 : i1
          %360 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
          %361 = arith.addi %344, %360 overflow<nsw> : i32
          %362 = llvm.getelementptr %85[%251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %359 {
            %396 = llvm.getelementptr %49[%361] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %362, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %3 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %362 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %363 = arith.divsi %254, %c225_i32 : i32
          %364 = arith.muli %363, %c225_i32 overflow<nsw> : i32
          %365 = arith.subi %254, %364 overflow<nsw> : i32
          %366 = arith.divsi %365, %c15_i32 : i32
          %367 = arith.muli %366, %c15_i32 overflow<nsw> : i32
          %368 = arith.subi %365, %367 overflow<nsw> : i32
          %369 = arith.muli %366, %arg5 overflow<nsw> : i32
          %370 = arith.subi %369, %arg7 overflow<nsw> : i32
          %371 = arith.muli %368, %arg6 overflow<nsw> : i32
          %372 = arith.subi %371, %arg8 overflow<nsw> : i32
          %373 = arith.muli %363, %c29_i32 overflow<nsw> : i32
          %374 = arith.addi %373, %370 overflow<nsw> : i32
          %375 = arith.muli %374, %c29_i32 overflow<nsw> : i32
          %376 = arith.addi %375, %372 overflow<nsw> : i32
          %377 = arith.muli %376, %c24_i32 overflow<nsw> : i32
          %378 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
          %379 = arith.addi %370, %378 : i32
          %380 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> i32
          %381 = arith.addi %372, %380 : i32
          %382 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
          %383 = arith.cmpi ne, %382, %c0_i8 : i8
          %384 = arith.andi %383, %259 : i1
          %385 = arith.cmpi sge, %379, %c0_i32 : i32
          %386 = arith.andi %384, %385 : i1
          %387 = arith.cmpi slt, %379, %c29_i32 : i32
          %388 = arith.andi %386, %387 : i1
          %389 = arith.cmpi sge, %381, %c0_i32 : i32
          %390 = arith.andi %388, %389 : i1
          %391 = arith.cmpi slt, %381, %c29_i32 : i32
          %392 = arith.andi %390, %391 : i1
          %393 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
          %394 = arith.addi %377, %393 overflow<nsw> : i32
          %395 = llvm.getelementptr %85[%262] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %392 {
            %396 = llvm.getelementptr %49[%394] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %397 = llvm.ptrtoint %396 : !llvm.ptr<1> to i64
            %398 = arith.addi %397, %c15_i64 : i64
            %399 = arith.andi %398, %c-16_i64 : i64
            %400 = llvm.inttoptr %399 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%400, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %395, %400, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %2 {alignment = 32 : i64} : f16, !llvm.ptr
            %396 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %396 {alignment = 2 : i64} : f16, !llvm.ptr
            %397 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %397 {alignment = 4 : i64} : f16, !llvm.ptr
            %398 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %398 {alignment = 2 : i64} : f16, !llvm.ptr
            %399 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %399 {alignment = 8 : i64} : f16, !llvm.ptr
            %400 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %400 {alignment = 2 : i64} : f16, !llvm.ptr
            %401 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %401 {alignment = 4 : i64} : f16, !llvm.ptr
            %402 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %402 {alignment = 2 : i64} : f16, !llvm.ptr
            %403 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %403, %395 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
        }
        nvvm.cp.async.commit.group
        %200 = arith.remsi %c0_i32, %c2_i32 : i32
        %201 = arith.divsi %c0_i32, %c2_i32 : i32
        %202:2 = scf.for %arg14 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg15 = %200, %arg16 = %201) -> (i32, i32)  : i32 {
          %219 = arith.remsi %arg14, %c2_i32 : i32
          %220 = arith.muli %219, %c8_i32 overflow<nsw> : i32
          %221 = arith.muli %arg16, %c16_i32 overflow<nsw> : i32
          %222 = arith.addi %220, %221 overflow<nsw> : i32
          %223 = llvm.getelementptr %12[%222] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %224 = llvm.getelementptr %223[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %225 = llvm.getelementptr %223[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %226 = llvm.getelementptr %223[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %227 = arith.remsi %c0_i32, %c4_i32 : i32
          %228 = arith.divsi %c0_i32, %c4_i32 : i32
          %229:2 = scf.for %arg17 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg18 = %227, %arg19 = %228) -> (i32, i32)  : i32 {
            %237 = arith.divsi %arg18, %c2_i32 : i32
            %238 = arith.remsi %arg18, %c2_i32 : i32
            %239 = arith.muli %238, %c16_i32 overflow<nsw> : i32
            %240 = arith.muli %237, %c32_i32 overflow<nsw> : i32
            %241 = arith.addi %239, %240 overflow<nsw> : i32
            %242 = arith.muli %arg19, %c4_i32 overflow<nsw> : i32
            %243 = arith.addi %241, %242 overflow<nsw> : i32
            %244 = llvm.getelementptr %11[%243] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %245 = arith.muli %arg14, %c4_i32 overflow<nsw> : i32
            %246 = arith.muli %arg17, %c16_i32 overflow<nsw> : i32
            %247 = arith.addi %245, %246 overflow<nsw> : i32
            %248 = llvm.getelementptr %10[%247] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %249 = llvm.load %223 : !llvm.ptr -> vector<2xf16>
            %250 = llvm.load %224 : !llvm.ptr -> vector<2xf16>
            %251 = llvm.load %225 : !llvm.ptr -> vector<2xf16>
            %252 = llvm.load %226 : !llvm.ptr -> vector<2xf16>
            %253 = llvm.load %244 : !llvm.ptr -> vector<2xf16>
            %254 = llvm.getelementptr %244[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %255 = llvm.load %254 : !llvm.ptr -> vector<2xf16>
            %256 = llvm.load %248 : !llvm.ptr -> vector<4xf32>
            %257:4 = vector.to_elements %256 : vector<4xf32>
            %258 = nvvm.mma.sync A[%249, %250, %251, %252]  B[%253, %255]  C[%257#0, %257#1, %257#2, %257#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %259 = llvm.extractvalue %258[0] : !llvm_struct_687153
            %260 = llvm.extractvalue %258[1] : !llvm_struct_687153
            %261 = llvm.extractvalue %258[2] : !llvm_struct_687153
            %262 = llvm.extractvalue %258[3] : !llvm_struct_687153
            %263 = vector.from_elements %259, %260, %261, %262 : vector<4xf32>
            llvm.store %263, %248 : vector<4xf32>, !llvm.ptr
            %264 = arith.addi %arg18, %c1_i32 : i32
            %265 = arith.cmpi eq, %264, %c4_i32 : i32
            %266 = arith.select %265, %c0_i32, %264 : i32
            %267 = arith.addi %arg18, %c1_i32 : i32
            %268 = arith.addi %arg19, %c1_i32 : i32
            %269 = arith.cmpi eq, %267, %c4_i32 : i32
            %270 = arith.select %269, %268, %arg19 : i32
            scf.yield %266, %270 : i32, i32
          } {loop_annotation = #loop_annotation}
          %230 = arith.addi %arg15, %c1_i32 : i32
          %231 = arith.cmpi eq, %230, %c2_i32 : i32
          %232 = arith.select %231, %c0_i32, %230 : i32
          %233 = arith.addi %arg15, %c1_i32 : i32
          %234 = arith.addi %arg16, %c1_i32 : i32
          %235 = arith.cmpi eq, %233, %c2_i32 : i32
          %236 = arith.select %235, %234, %arg16 : i32
          scf.yield %232, %236 : i32, i32
        } {loop_annotation = #loop_annotation}
        %203 = arith.addi %arg13, %c1_i32 : i32
        %204 = arith.cmpi eq, %203, %c4_i32 : i32
        %205 = arith.select %204, %c0_i32, %203 : i32
        nvvm.cp.async.wait.group 2
        nvvm.barrier
        %206 = arith.muli %205, %c4096_i32 overflow<nsw> : i32
        %207 = llvm.getelementptr %149[%206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %208 = arith.remsi %c0_i32, %c2_i32 : i32
        %209 = arith.divsi %c0_i32, %c2_i32 : i32
        %210:2 = scf.for %arg14 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg15 = %208, %arg16 = %209) -> (i32, i32)  : i32 {
          %219 = arith.remsi %arg14, %c2_i32 : i32
          %220 = arith.muli %219, %144 overflow<nsw> : i32
          %221 = arith.muli %arg16, %c512_i32 overflow<nsw> : i32
          %222 = arith.addi %220, %221 overflow<nsw> : i32
          %223 = llvm.getelementptr %207[%222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %224 = arith.muli %arg14, %c8_i32 overflow<nsw> : i32
          %225 = llvm.getelementptr %12[%224] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %226 = nvvm.ldmatrix %223 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %227 = llvm.extractvalue %226[0] : !llvm_struct_a37b2a
          %228 = llvm.extractvalue %226[1] : !llvm_struct_a37b2a
          %229 = llvm.extractvalue %226[2] : !llvm_struct_a37b2a
          %230 = llvm.extractvalue %226[3] : !llvm_struct_a37b2a
          llvm.store %227, %225 {alignment = 4 : i64} : i32, !llvm.ptr
          %231 = llvm.getelementptr %225[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %228, %231 {alignment = 4 : i64} : i32, !llvm.ptr
          %232 = llvm.getelementptr %225[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %229, %232 {alignment = 4 : i64} : i32, !llvm.ptr
          %233 = llvm.getelementptr %225[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %230, %233 {alignment = 4 : i64} : i32, !llvm.ptr
          %234 = arith.addi %arg15, %c1_i32 : i32
          %235 = arith.cmpi eq, %234, %c2_i32 : i32
          %236 = arith.select %235, %c0_i32, %234 : i32
          %237 = arith.addi %arg15, %c1_i32 : i32
          %238 = arith.addi %arg16, %c1_i32 : i32
          %239 = arith.cmpi eq, %237, %c2_i32 : i32
          %240 = arith.select %239, %238, %arg16 : i32
          scf.yield %236, %240 : i32, i32
        } {loop_annotation = #loop_annotation}
        %211 = arith.muli %205, %c4096_i32 overflow<nsw> : i32
        %212 = llvm.getelementptr %168[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %213 = arith.remsi %c0_i32, %c2_i32 : i32
        %214 = arith.divsi %c0_i32, %c2_i32 : i32
        %215:2 = scf.for %arg14 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg15 = %213, %arg16 = %214) -> (i32, i32)  : i32 {
          %219 = arith.remsi %arg14, %c2_i32 : i32
          %220 = arith.muli %219, %163 overflow<nsw> : i32
          %221 = arith.muli %arg16, %c512_i32 overflow<nsw> : i32
          %222 = arith.addi %220, %221 overflow<nsw> : i32
          %223 = llvm.getelementptr %212[%222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %224 = arith.remsi %arg14, %c2_i32 : i32
          %225 = arith.muli %224, %c32_i32 overflow<nsw> : i32
          %226 = arith.muli %arg16, %c4_i32 overflow<nsw> : i32
          %227 = arith.addi %225, %226 overflow<nsw> : i32
          %228 = llvm.getelementptr %11[%227] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %229 = nvvm.ldmatrix %223 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %230 = llvm.extractvalue %229[0] : !llvm_struct_a37b2a
          %231 = llvm.extractvalue %229[1] : !llvm_struct_a37b2a
          %232 = llvm.extractvalue %229[2] : !llvm_struct_a37b2a
          %233 = llvm.extractvalue %229[3] : !llvm_struct_a37b2a
          llvm.store %230, %228 {alignment = 4 : i64} : i32, !llvm.ptr
          %234 = llvm.getelementptr %228[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %231, %234 {alignment = 4 : i64} : i32, !llvm.ptr
          %235 = llvm.getelementptr %228[8] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %232, %235 {alignment = 4 : i64} : i32, !llvm.ptr
          %236 = llvm.getelementptr %228[9] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %233, %236 {alignment = 4 : i64} : i32, !llvm.ptr
          %237 = arith.addi %arg15, %c1_i32 : i32
          %238 = arith.cmpi eq, %237, %c2_i32 : i32
          %239 = arith.select %238, %c0_i32, %237 : i32
          %240 = arith.addi %arg15, %c1_i32 : i32
          %241 = arith.addi %arg16, %c1_i32 : i32
          %242 = arith.cmpi eq, %240, %c2_i32 : i32
          %243 = arith.select %242, %241, %arg16 : i32
          scf.yield %239, %243 : i32, i32
        } {loop_annotation = #loop_annotation}
        %216 = arith.remsi %c0_i32, %c2_i32 : i32
        %217 = arith.divsi %c0_i32, %c2_i32 : i32
        %218:2 = scf.for %arg14 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg15 = %216, %arg16 = %217) -> (i32, i32)  : i32 {
          %219 = arith.remsi %arg14, %c2_i32 : i32
          %220 = arith.muli %219, %c8_i32 overflow<nsw> : i32
          %221 = arith.muli %arg16, %c16_i32 overflow<nsw> : i32
          %222 = arith.addi %220, %221 overflow<nsw> : i32
          %223 = llvm.getelementptr %175[%222] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %224 = llvm.getelementptr %223[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %225 = llvm.getelementptr %223[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %226 = llvm.getelementptr %223[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %227 = arith.remsi %c0_i32, %c4_i32 : i32
          %228 = arith.divsi %c0_i32, %c4_i32 : i32
          %229:2 = scf.for %arg17 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg18 = %227, %arg19 = %228) -> (i32, i32)  : i32 {
            %237 = arith.divsi %arg18, %c2_i32 : i32
            %238 = arith.remsi %arg18, %c2_i32 : i32
            %239 = arith.muli %238, %c16_i32 overflow<nsw> : i32
            %240 = arith.muli %237, %c32_i32 overflow<nsw> : i32
            %241 = arith.addi %239, %240 overflow<nsw> : i32
            %242 = arith.muli %arg19, %c4_i32 overflow<nsw> : i32
            %243 = arith.addi %241, %242 overflow<nsw> : i32
            %244 = llvm.getelementptr %176[%243] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %245 = arith.muli %arg14, %c4_i32 overflow<nsw> : i32
            %246 = arith.muli %arg17, %c16_i32 overflow<nsw> : i32
            %247 = arith.addi %245, %246 overflow<nsw> : i32
            %248 = llvm.getelementptr %10[%247] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %249 = llvm.load %223 : !llvm.ptr -> vector<2xf16>
            %250 = llvm.load %224 : !llvm.ptr -> vector<2xf16>
            %251 = llvm.load %225 : !llvm.ptr -> vector<2xf16>
            %252 = llvm.load %226 : !llvm.ptr -> vector<2xf16>
            %253 = llvm.load %244 : !llvm.ptr -> vector<2xf16>
            %254 = llvm.getelementptr %244[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %255 = llvm.load %254 : !llvm.ptr -> vector<2xf16>
            %256 = llvm.load %248 : !llvm.ptr -> vector<4xf32>
            %257:4 = vector.to_elements %256 : vector<4xf32>
            %258 = nvvm.mma.sync A[%249, %250, %251, %252]  B[%253, %255]  C[%257#0, %257#1, %257#2, %257#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %259 = llvm.extractvalue %258[0] : !llvm_struct_687153
            %260 = llvm.extractvalue %258[1] : !llvm_struct_687153
            %261 = llvm.extractvalue %258[2] : !llvm_struct_687153
            %262 = llvm.extractvalue %258[3] : !llvm_struct_687153
            %263 = vector.from_elements %259, %260, %261, %262 : vector<4xf32>
            llvm.store %263, %248 : vector<4xf32>, !llvm.ptr
            %264 = arith.addi %arg18, %c1_i32 : i32
            %265 = arith.cmpi eq, %264, %c4_i32 : i32
            %266 = arith.select %265, %c0_i32, %264 : i32
            %267 = arith.addi %arg18, %c1_i32 : i32
            %268 = arith.addi %arg19, %c1_i32 : i32
            %269 = arith.cmpi eq, %267, %c4_i32 : i32
            %270 = arith.select %269, %268, %arg19 : i32
            scf.yield %266, %270 : i32, i32
          } {loop_annotation = #loop_annotation}
          %230 = arith.addi %arg15, %c1_i32 : i32
          %231 = arith.cmpi eq, %230, %c2_i32 : i32
          %232 = arith.select %231, %c0_i32, %230 : i32
          %233 = arith.addi %arg15, %c1_i32 : i32
          %234 = arith.addi %arg16, %c1_i32 : i32
          %235 = arith.cmpi eq, %233, %c2_i32 : i32
          %236 = arith.select %235, %234, %arg16 : i32
          scf.yield %232, %236 : i32, i32
        } {loop_annotation = #loop_annotation}
        scf.yield %arg13, %205 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %178 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %178, %1 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %179 = arith.addi %61, %c1_i32 : i32
      %180 = arith.muli %179, %c128_i32 : i32
      %181 = arith.cmpi sle, %180, %c72_i32 : i32
      %182 = arith.addi %62, %c1_i32 : i32
      %183 = arith.muli %182, %c128_i32 : i32
      %184 = arith.cmpi sle, %183, %c216_i32 : i32
      %185 = arith.andi %181, %184 : i1
      scf.if %185 {
        %186 = arith.remsi %c0_i32, %c2_i32 : i32
        %187 = arith.divsi %c0_i32, %c2_i32 : i32
        %188:2 = scf.for %arg11 = %c0_i32 to %c128_i32 step %c1_i32 iter_args(%arg12 = %186, %arg13 = %187) -> (i32, i32)  : i32 {
          %189 = llvm.getelementptr %1[%arg11] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %190 = arith.remsi %arg11, %c2_i32 : i32
          %191 = arith.divsi %arg13, %c2_i32 : i32
          %192 = arith.remsi %arg13, %c2_i32 : i32
          %193 = arith.muli %192, %c1728_i32 overflow<nsw> : i32
          %194 = arith.addi %190, %193 overflow<nsw> : i32
          %195 = arith.divsi %191, %c4_i32 : i32
          %196 = arith.remsi %191, %c4_i32 : i32
          %197 = arith.muli %196, %c6912_i32 overflow<nsw> : i32
          %198 = arith.addi %194, %197 overflow<nsw> : i32
          %199 = arith.muli %195, %c16_i32 overflow<nsw> : i32
          %200 = arith.addi %198, %199 overflow<nsw> : i32
          %201 = llvm.getelementptr %132[%200] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %202 = llvm.load %189 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
          llvm.store %202, %201 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr<1>
          %203 = arith.addi %arg12, %c1_i32 : i32
          %204 = arith.cmpi eq, %203, %c2_i32 : i32
          %205 = arith.select %204, %c0_i32, %203 : i32
          %206 = arith.addi %arg12, %c1_i32 : i32
          %207 = arith.addi %arg13, %c1_i32 : i32
          %208 = arith.cmpi eq, %206, %c2_i32 : i32
          %209 = arith.select %208, %207, %arg13 : i32
          scf.yield %205, %209 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %186 = arith.muli %121, %c16_i32 overflow<nsw> : i32
        %187 = arith.addi %123, %186 overflow<nsw> : i32
        %188 = arith.addi %125, %129 overflow<nsw> : i32
        %189 = arith.addi %71, %188 overflow<nsw> : i32
        %190 = arith.cmpi slt, %187, %c72_i32 : i32
        %191 = arith.cmpi slt, %189, %c216_i32 : i32
        %192 = arith.andi %190, %191 : i1
        scf.if %192 {
          %806 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %806, %132 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %193 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %194 = arith.cmpi slt, %187, %c72_i32 : i32
        %195 = arith.cmpi slt, %193, %c216_i32 : i32
        %196 = arith.andi %194, %195 : i1
        scf.if %196 {
          %806 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %197 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %198 = arith.cmpi slt, %197, %c72_i32 : i32
        %199 = arith.cmpi slt, %189, %c216_i32 : i32
        %200 = arith.andi %198, %199 : i1
        scf.if %200 {
          %806 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %201 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %202 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %203 = arith.cmpi slt, %201, %c72_i32 : i32
        %204 = arith.cmpi slt, %202, %c216_i32 : i32
        %205 = arith.andi %203, %204 : i1
        scf.if %205 {
          %806 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %206 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %207 = arith.cmpi slt, %206, %c72_i32 : i32
        %208 = arith.cmpi slt, %189, %c216_i32 : i32
        %209 = arith.andi %207, %208 : i1
        scf.if %209 {
          %806 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %210 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %211 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %212 = arith.cmpi slt, %210, %c72_i32 : i32
        %213 = arith.cmpi slt, %211, %c216_i32 : i32
        %214 = arith.andi %212, %213 : i1
        scf.if %214 {
          %806 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %215 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %216 = arith.cmpi slt, %215, %c72_i32 : i32
        %217 = arith.cmpi slt, %189, %c216_i32 : i32
        %218 = arith.andi %216, %217 : i1
        scf.if %218 {
          %806 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %219 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %220 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %221 = arith.cmpi slt, %219, %c72_i32 : i32
        %222 = arith.cmpi slt, %220, %c216_i32 : i32
        %223 = arith.andi %221, %222 : i1
        scf.if %223 {
          %806 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %224 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %225 = arith.cmpi slt, %224, %c72_i32 : i32
        %226 = arith.cmpi slt, %189, %c216_i32 : i32
        %227 = arith.andi %225, %226 : i1
        scf.if %227 {
          %806 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13824] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %228 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %229 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %230 = arith.cmpi slt, %228, %c72_i32 : i32
        %231 = arith.cmpi slt, %229, %c216_i32 : i32
        %232 = arith.andi %230, %231 : i1
        scf.if %232 {
          %806 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13825] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %233 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %234 = arith.cmpi slt, %233, %c72_i32 : i32
        %235 = arith.cmpi slt, %189, %c216_i32 : i32
        %236 = arith.andi %234, %235 : i1
        scf.if %236 {
          %806 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %237 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %238 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %239 = arith.cmpi slt, %237, %c72_i32 : i32
        %240 = arith.cmpi slt, %238, %c216_i32 : i32
        %241 = arith.andi %239, %240 : i1
        scf.if %241 {
          %806 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %242 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %243 = arith.cmpi slt, %242, %c72_i32 : i32
        %244 = arith.cmpi slt, %189, %c216_i32 : i32
        %245 = arith.andi %243, %244 : i1
        scf.if %245 {
          %806 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %246 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %247 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %248 = arith.cmpi slt, %246, %c72_i32 : i32
        %249 = arith.cmpi slt, %247, %c216_i32 : i32
        %250 = arith.andi %248, %249 : i1
        scf.if %250 {
          %806 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %251 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %252 = arith.cmpi slt, %251, %c72_i32 : i32
        %253 = arith.cmpi slt, %189, %c216_i32 : i32
        %254 = arith.andi %252, %253 : i1
        scf.if %254 {
          %806 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %255 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %256 = arith.addi %189, %c1_i32 overflow<nsw> : i32
        %257 = arith.cmpi slt, %255, %c72_i32 : i32
        %258 = arith.cmpi slt, %256, %c216_i32 : i32
        %259 = arith.andi %257, %258 : i1
        scf.if %259 {
          %806 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %260 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %261 = arith.cmpi slt, %187, %c72_i32 : i32
        %262 = arith.cmpi slt, %260, %c216_i32 : i32
        %263 = arith.andi %261, %262 : i1
        scf.if %263 {
          %806 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %264 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %265 = arith.cmpi slt, %187, %c72_i32 : i32
        %266 = arith.cmpi slt, %264, %c216_i32 : i32
        %267 = arith.andi %265, %266 : i1
        scf.if %267 {
          %806 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %268 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %269 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %270 = arith.cmpi slt, %268, %c72_i32 : i32
        %271 = arith.cmpi slt, %269, %c216_i32 : i32
        %272 = arith.andi %270, %271 : i1
        scf.if %272 {
          %806 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1744] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %273 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %274 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %275 = arith.cmpi slt, %273, %c72_i32 : i32
        %276 = arith.cmpi slt, %274, %c216_i32 : i32
        %277 = arith.andi %275, %276 : i1
        scf.if %277 {
          %806 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1745] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %278 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %279 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %280 = arith.cmpi slt, %278, %c72_i32 : i32
        %281 = arith.cmpi slt, %279, %c216_i32 : i32
        %282 = arith.andi %280, %281 : i1
        scf.if %282 {
          %806 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %283 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %284 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %285 = arith.cmpi slt, %283, %c72_i32 : i32
        %286 = arith.cmpi slt, %284, %c216_i32 : i32
        %287 = arith.andi %285, %286 : i1
        scf.if %287 {
          %806 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %288 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %289 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %290 = arith.cmpi slt, %288, %c72_i32 : i32
        %291 = arith.cmpi slt, %289, %c216_i32 : i32
        %292 = arith.andi %290, %291 : i1
        scf.if %292 {
          %806 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %293 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %294 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %295 = arith.cmpi slt, %293, %c72_i32 : i32
        %296 = arith.cmpi slt, %294, %c216_i32 : i32
        %297 = arith.andi %295, %296 : i1
        scf.if %297 {
          %806 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %298 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %299 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %300 = arith.cmpi slt, %298, %c72_i32 : i32
        %301 = arith.cmpi slt, %299, %c216_i32 : i32
        %302 = arith.andi %300, %301 : i1
        scf.if %302 {
          %806 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13840] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %303 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %304 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %305 = arith.cmpi slt, %303, %c72_i32 : i32
        %306 = arith.cmpi slt, %304, %c216_i32 : i32
        %307 = arith.andi %305, %306 : i1
        scf.if %307 {
          %806 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13841] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %308 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %309 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %310 = arith.cmpi slt, %308, %c72_i32 : i32
        %311 = arith.cmpi slt, %309, %c216_i32 : i32
        %312 = arith.andi %310, %311 : i1
        scf.if %312 {
          %806 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %313 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %314 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %315 = arith.cmpi slt, %313, %c72_i32 : i32
        %316 = arith.cmpi slt, %314, %c216_i32 : i32
        %317 = arith.andi %315, %316 : i1
        scf.if %317 {
          %806 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %318 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %319 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %320 = arith.cmpi slt, %318, %c72_i32 : i32
        %321 = arith.cmpi slt, %319, %c216_i32 : i32
        %322 = arith.andi %320, %321 : i1
        scf.if %322 {
          %806 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20752] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %323 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %324 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %325 = arith.cmpi slt, %323, %c72_i32 : i32
        %326 = arith.cmpi slt, %324, %c216_i32 : i32
        %327 = arith.andi %325, %326 : i1
        scf.if %327 {
          %806 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20753] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %328 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %329 = arith.addi %189, %c16_i32 overflow<nsw> : i32
        %330 = arith.cmpi slt, %328, %c72_i32 : i32
        %331 = arith.cmpi slt, %329, %c216_i32 : i32
        %332 = arith.andi %330, %331 : i1
        scf.if %332 {
          %806 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %333 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %334 = arith.addi %189, %c17_i32 overflow<nsw> : i32
        %335 = arith.cmpi slt, %333, %c72_i32 : i32
        %336 = arith.cmpi slt, %334, %c216_i32 : i32
        %337 = arith.andi %335, %336 : i1
        scf.if %337 {
          %806 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %338 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %339 = arith.cmpi slt, %187, %c72_i32 : i32
        %340 = arith.cmpi slt, %338, %c216_i32 : i32
        %341 = arith.andi %339, %340 : i1
        scf.if %341 {
          %806 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %342 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %343 = arith.cmpi slt, %187, %c72_i32 : i32
        %344 = arith.cmpi slt, %342, %c216_i32 : i32
        %345 = arith.andi %343, %344 : i1
        scf.if %345 {
          %806 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %346 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %347 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %348 = arith.cmpi slt, %346, %c72_i32 : i32
        %349 = arith.cmpi slt, %347, %c216_i32 : i32
        %350 = arith.andi %348, %349 : i1
        scf.if %350 {
          %806 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %351 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %352 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %353 = arith.cmpi slt, %351, %c72_i32 : i32
        %354 = arith.cmpi slt, %352, %c216_i32 : i32
        %355 = arith.andi %353, %354 : i1
        scf.if %355 {
          %806 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %356 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %357 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %358 = arith.cmpi slt, %356, %c72_i32 : i32
        %359 = arith.cmpi slt, %357, %c216_i32 : i32
        %360 = arith.andi %358, %359 : i1
        scf.if %360 {
          %806 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %361 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %362 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %363 = arith.cmpi slt, %361, %c72_i32 : i32
        %364 = arith.cmpi slt, %362, %c216_i32 : i32
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %806 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %366 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %367 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %368 = arith.cmpi slt, %366, %c72_i32 : i32
        %369 = arith.cmpi slt, %367, %c216_i32 : i32
        %370 = arith.andi %368, %369 : i1
        scf.if %370 {
          %806 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %371 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %372 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %373 = arith.cmpi slt, %371, %c72_i32 : i32
        %374 = arith.cmpi slt, %372, %c216_i32 : i32
        %375 = arith.andi %373, %374 : i1
        scf.if %375 {
          %806 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %376 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %377 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %378 = arith.cmpi slt, %376, %c72_i32 : i32
        %379 = arith.cmpi slt, %377, %c216_i32 : i32
        %380 = arith.andi %378, %379 : i1
        scf.if %380 {
          %806 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13856] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %381 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %382 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %383 = arith.cmpi slt, %381, %c72_i32 : i32
        %384 = arith.cmpi slt, %382, %c216_i32 : i32
        %385 = arith.andi %383, %384 : i1
        scf.if %385 {
          %806 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13857] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %386 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %387 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %388 = arith.cmpi slt, %386, %c72_i32 : i32
        %389 = arith.cmpi slt, %387, %c216_i32 : i32
        %390 = arith.andi %388, %389 : i1
        scf.if %390 {
          %806 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %391 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %392 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %393 = arith.cmpi slt, %391, %c72_i32 : i32
        %394 = arith.cmpi slt, %392, %c216_i32 : i32
        %395 = arith.andi %393, %394 : i1
        scf.if %395 {
          %806 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %396 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %397 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %398 = arith.cmpi slt, %396, %c72_i32 : i32
        %399 = arith.cmpi slt, %397, %c216_i32 : i32
        %400 = arith.andi %398, %399 : i1
        scf.if %400 {
          %806 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %401 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %402 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %403 = arith.cmpi slt, %401, %c72_i32 : i32
        %404 = arith.cmpi slt, %402, %c216_i32 : i32
        %405 = arith.andi %403, %404 : i1
        scf.if %405 {
          %806 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %406 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %407 = arith.addi %189, %c32_i32 overflow<nsw> : i32
        %408 = arith.cmpi slt, %406, %c72_i32 : i32
        %409 = arith.cmpi slt, %407, %c216_i32 : i32
        %410 = arith.andi %408, %409 : i1
        scf.if %410 {
          %806 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %411 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %412 = arith.addi %189, %c33_i32 overflow<nsw> : i32
        %413 = arith.cmpi slt, %411, %c72_i32 : i32
        %414 = arith.cmpi slt, %412, %c216_i32 : i32
        %415 = arith.andi %413, %414 : i1
        scf.if %415 {
          %806 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %416 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %417 = arith.cmpi slt, %187, %c72_i32 : i32
        %418 = arith.cmpi slt, %416, %c216_i32 : i32
        %419 = arith.andi %417, %418 : i1
        scf.if %419 {
          %806 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %420 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %421 = arith.cmpi slt, %187, %c72_i32 : i32
        %422 = arith.cmpi slt, %420, %c216_i32 : i32
        %423 = arith.andi %421, %422 : i1
        scf.if %423 {
          %806 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %424 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %425 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %426 = arith.cmpi slt, %424, %c72_i32 : i32
        %427 = arith.cmpi slt, %425, %c216_i32 : i32
        %428 = arith.andi %426, %427 : i1
        scf.if %428 {
          %806 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1776] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %429 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %430 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %431 = arith.cmpi slt, %429, %c72_i32 : i32
        %432 = arith.cmpi slt, %430, %c216_i32 : i32
        %433 = arith.andi %431, %432 : i1
        scf.if %433 {
          %806 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1777] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %434 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %435 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %436 = arith.cmpi slt, %434, %c72_i32 : i32
        %437 = arith.cmpi slt, %435, %c216_i32 : i32
        %438 = arith.andi %436, %437 : i1
        scf.if %438 {
          %806 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %439 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %440 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %441 = arith.cmpi slt, %439, %c72_i32 : i32
        %442 = arith.cmpi slt, %440, %c216_i32 : i32
        %443 = arith.andi %441, %442 : i1
        scf.if %443 {
          %806 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %444 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %445 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %446 = arith.cmpi slt, %444, %c72_i32 : i32
        %447 = arith.cmpi slt, %445, %c216_i32 : i32
        %448 = arith.andi %446, %447 : i1
        scf.if %448 {
          %806 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %449 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %450 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %451 = arith.cmpi slt, %449, %c72_i32 : i32
        %452 = arith.cmpi slt, %450, %c216_i32 : i32
        %453 = arith.andi %451, %452 : i1
        scf.if %453 {
          %806 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %454 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %455 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %456 = arith.cmpi slt, %454, %c72_i32 : i32
        %457 = arith.cmpi slt, %455, %c216_i32 : i32
        %458 = arith.andi %456, %457 : i1
        scf.if %458 {
          %806 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13872] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %459 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %460 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %461 = arith.cmpi slt, %459, %c72_i32 : i32
        %462 = arith.cmpi slt, %460, %c216_i32 : i32
        %463 = arith.andi %461, %462 : i1
        scf.if %463 {
          %806 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13873] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %464 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %465 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %466 = arith.cmpi slt, %464, %c72_i32 : i32
        %467 = arith.cmpi slt, %465, %c216_i32 : i32
        %468 = arith.andi %466, %467 : i1
        scf.if %468 {
          %806 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %469 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %470 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %471 = arith.cmpi slt, %469, %c72_i32 : i32
        %472 = arith.cmpi slt, %470, %c216_i32 : i32
        %473 = arith.andi %471, %472 : i1
        scf.if %473 {
          %806 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %474 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %475 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %476 = arith.cmpi slt, %474, %c72_i32 : i32
        %477 = arith.cmpi slt, %475, %c216_i32 : i32
        %478 = arith.andi %476, %477 : i1
        scf.if %478 {
          %806 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20784] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %479 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %480 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %481 = arith.cmpi slt, %479, %c72_i32 : i32
        %482 = arith.cmpi slt, %480, %c216_i32 : i32
        %483 = arith.andi %481, %482 : i1
        scf.if %483 {
          %806 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20785] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %484 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %485 = arith.addi %189, %c48_i32 overflow<nsw> : i32
        %486 = arith.cmpi slt, %484, %c72_i32 : i32
        %487 = arith.cmpi slt, %485, %c216_i32 : i32
        %488 = arith.andi %486, %487 : i1
        scf.if %488 {
          %806 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %489 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %490 = arith.addi %189, %c49_i32 overflow<nsw> : i32
        %491 = arith.cmpi slt, %489, %c72_i32 : i32
        %492 = arith.cmpi slt, %490, %c216_i32 : i32
        %493 = arith.andi %491, %492 : i1
        scf.if %493 {
          %806 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %494 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %495 = arith.cmpi slt, %187, %c72_i32 : i32
        %496 = arith.cmpi slt, %494, %c216_i32 : i32
        %497 = arith.andi %495, %496 : i1
        scf.if %497 {
          %806 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %498 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %499 = arith.cmpi slt, %187, %c72_i32 : i32
        %500 = arith.cmpi slt, %498, %c216_i32 : i32
        %501 = arith.andi %499, %500 : i1
        scf.if %501 {
          %806 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %502 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %503 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %504 = arith.cmpi slt, %502, %c72_i32 : i32
        %505 = arith.cmpi slt, %503, %c216_i32 : i32
        %506 = arith.andi %504, %505 : i1
        scf.if %506 {
          %806 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1792] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %507 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %508 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %509 = arith.cmpi slt, %507, %c72_i32 : i32
        %510 = arith.cmpi slt, %508, %c216_i32 : i32
        %511 = arith.andi %509, %510 : i1
        scf.if %511 {
          %806 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1793] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %512 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %513 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %514 = arith.cmpi slt, %512, %c72_i32 : i32
        %515 = arith.cmpi slt, %513, %c216_i32 : i32
        %516 = arith.andi %514, %515 : i1
        scf.if %516 {
          %806 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %517 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %518 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %519 = arith.cmpi slt, %517, %c72_i32 : i32
        %520 = arith.cmpi slt, %518, %c216_i32 : i32
        %521 = arith.andi %519, %520 : i1
        scf.if %521 {
          %806 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %522 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %523 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %524 = arith.cmpi slt, %522, %c72_i32 : i32
        %525 = arith.cmpi slt, %523, %c216_i32 : i32
        %526 = arith.andi %524, %525 : i1
        scf.if %526 {
          %806 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %527 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %528 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %529 = arith.cmpi slt, %527, %c72_i32 : i32
        %530 = arith.cmpi slt, %528, %c216_i32 : i32
        %531 = arith.andi %529, %530 : i1
        scf.if %531 {
          %806 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %532 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %533 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %534 = arith.cmpi slt, %532, %c72_i32 : i32
        %535 = arith.cmpi slt, %533, %c216_i32 : i32
        %536 = arith.andi %534, %535 : i1
        scf.if %536 {
          %806 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13888] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %537 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %538 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %539 = arith.cmpi slt, %537, %c72_i32 : i32
        %540 = arith.cmpi slt, %538, %c216_i32 : i32
        %541 = arith.andi %539, %540 : i1
        scf.if %541 {
          %806 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13889] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %542 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %543 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %544 = arith.cmpi slt, %542, %c72_i32 : i32
        %545 = arith.cmpi slt, %543, %c216_i32 : i32
        %546 = arith.andi %544, %545 : i1
        scf.if %546 {
          %806 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %547 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %548 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %549 = arith.cmpi slt, %547, %c72_i32 : i32
        %550 = arith.cmpi slt, %548, %c216_i32 : i32
        %551 = arith.andi %549, %550 : i1
        scf.if %551 {
          %806 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %552 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %553 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %554 = arith.cmpi slt, %552, %c72_i32 : i32
        %555 = arith.cmpi slt, %553, %c216_i32 : i32
        %556 = arith.andi %554, %555 : i1
        scf.if %556 {
          %806 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %557 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %558 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %559 = arith.cmpi slt, %557, %c72_i32 : i32
        %560 = arith.cmpi slt, %558, %c216_i32 : i32
        %561 = arith.andi %559, %560 : i1
        scf.if %561 {
          %806 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %562 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %563 = arith.addi %189, %c64_i32 overflow<nsw> : i32
        %564 = arith.cmpi slt, %562, %c72_i32 : i32
        %565 = arith.cmpi slt, %563, %c216_i32 : i32
        %566 = arith.andi %564, %565 : i1
        scf.if %566 {
          %806 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22528] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %567 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %568 = arith.addi %189, %c65_i32 overflow<nsw> : i32
        %569 = arith.cmpi slt, %567, %c72_i32 : i32
        %570 = arith.cmpi slt, %568, %c216_i32 : i32
        %571 = arith.andi %569, %570 : i1
        scf.if %571 {
          %806 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22529] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %572 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %573 = arith.cmpi slt, %187, %c72_i32 : i32
        %574 = arith.cmpi slt, %572, %c216_i32 : i32
        %575 = arith.andi %573, %574 : i1
        scf.if %575 {
          %806 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %576 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %577 = arith.cmpi slt, %187, %c72_i32 : i32
        %578 = arith.cmpi slt, %576, %c216_i32 : i32
        %579 = arith.andi %577, %578 : i1
        scf.if %579 {
          %806 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %580 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %581 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %582 = arith.cmpi slt, %580, %c72_i32 : i32
        %583 = arith.cmpi slt, %581, %c216_i32 : i32
        %584 = arith.andi %582, %583 : i1
        scf.if %584 {
          %806 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1808] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %585 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %586 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %587 = arith.cmpi slt, %585, %c72_i32 : i32
        %588 = arith.cmpi slt, %586, %c216_i32 : i32
        %589 = arith.andi %587, %588 : i1
        scf.if %589 {
          %806 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1809] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %590 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %591 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %592 = arith.cmpi slt, %590, %c72_i32 : i32
        %593 = arith.cmpi slt, %591, %c216_i32 : i32
        %594 = arith.andi %592, %593 : i1
        scf.if %594 {
          %806 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %595 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %596 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %597 = arith.cmpi slt, %595, %c72_i32 : i32
        %598 = arith.cmpi slt, %596, %c216_i32 : i32
        %599 = arith.andi %597, %598 : i1
        scf.if %599 {
          %806 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %600 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %601 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %602 = arith.cmpi slt, %600, %c72_i32 : i32
        %603 = arith.cmpi slt, %601, %c216_i32 : i32
        %604 = arith.andi %602, %603 : i1
        scf.if %604 {
          %806 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %605 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %606 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %607 = arith.cmpi slt, %605, %c72_i32 : i32
        %608 = arith.cmpi slt, %606, %c216_i32 : i32
        %609 = arith.andi %607, %608 : i1
        scf.if %609 {
          %806 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %610 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %611 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %612 = arith.cmpi slt, %610, %c72_i32 : i32
        %613 = arith.cmpi slt, %611, %c216_i32 : i32
        %614 = arith.andi %612, %613 : i1
        scf.if %614 {
          %806 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13904] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %615 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %616 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %617 = arith.cmpi slt, %615, %c72_i32 : i32
        %618 = arith.cmpi slt, %616, %c216_i32 : i32
        %619 = arith.andi %617, %618 : i1
        scf.if %619 {
          %806 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13905] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %620 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %621 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %622 = arith.cmpi slt, %620, %c72_i32 : i32
        %623 = arith.cmpi slt, %621, %c216_i32 : i32
        %624 = arith.andi %622, %623 : i1
        scf.if %624 {
          %806 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %625 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %626 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %627 = arith.cmpi slt, %625, %c72_i32 : i32
        %628 = arith.cmpi slt, %626, %c216_i32 : i32
        %629 = arith.andi %627, %628 : i1
        scf.if %629 {
          %806 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %630 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %631 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %632 = arith.cmpi slt, %630, %c72_i32 : i32
        %633 = arith.cmpi slt, %631, %c216_i32 : i32
        %634 = arith.andi %632, %633 : i1
        scf.if %634 {
          %806 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20816] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %635 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %636 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %637 = arith.cmpi slt, %635, %c72_i32 : i32
        %638 = arith.cmpi slt, %636, %c216_i32 : i32
        %639 = arith.andi %637, %638 : i1
        scf.if %639 {
          %806 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20817] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %640 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %641 = arith.addi %189, %c80_i32 overflow<nsw> : i32
        %642 = arith.cmpi slt, %640, %c72_i32 : i32
        %643 = arith.cmpi slt, %641, %c216_i32 : i32
        %644 = arith.andi %642, %643 : i1
        scf.if %644 {
          %806 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %645 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %646 = arith.addi %189, %c81_i32 overflow<nsw> : i32
        %647 = arith.cmpi slt, %645, %c72_i32 : i32
        %648 = arith.cmpi slt, %646, %c216_i32 : i32
        %649 = arith.andi %647, %648 : i1
        scf.if %649 {
          %806 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %650 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %651 = arith.cmpi slt, %187, %c72_i32 : i32
        %652 = arith.cmpi slt, %650, %c216_i32 : i32
        %653 = arith.andi %651, %652 : i1
        scf.if %653 {
          %806 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %654 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %655 = arith.cmpi slt, %187, %c72_i32 : i32
        %656 = arith.cmpi slt, %654, %c216_i32 : i32
        %657 = arith.andi %655, %656 : i1
        scf.if %657 {
          %806 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %658 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %659 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %660 = arith.cmpi slt, %658, %c72_i32 : i32
        %661 = arith.cmpi slt, %659, %c216_i32 : i32
        %662 = arith.andi %660, %661 : i1
        scf.if %662 {
          %806 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1824] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %663 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %664 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %665 = arith.cmpi slt, %663, %c72_i32 : i32
        %666 = arith.cmpi slt, %664, %c216_i32 : i32
        %667 = arith.andi %665, %666 : i1
        scf.if %667 {
          %806 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1825] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %668 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %669 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %670 = arith.cmpi slt, %668, %c72_i32 : i32
        %671 = arith.cmpi slt, %669, %c216_i32 : i32
        %672 = arith.andi %670, %671 : i1
        scf.if %672 {
          %806 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %673 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %674 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %675 = arith.cmpi slt, %673, %c72_i32 : i32
        %676 = arith.cmpi slt, %674, %c216_i32 : i32
        %677 = arith.andi %675, %676 : i1
        scf.if %677 {
          %806 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %678 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %679 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %680 = arith.cmpi slt, %678, %c72_i32 : i32
        %681 = arith.cmpi slt, %679, %c216_i32 : i32
        %682 = arith.andi %680, %681 : i1
        scf.if %682 {
          %806 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %683 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %684 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %685 = arith.cmpi slt, %683, %c72_i32 : i32
        %686 = arith.cmpi slt, %684, %c216_i32 : i32
        %687 = arith.andi %685, %686 : i1
        scf.if %687 {
          %806 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %688 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %689 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %690 = arith.cmpi slt, %688, %c72_i32 : i32
        %691 = arith.cmpi slt, %689, %c216_i32 : i32
        %692 = arith.andi %690, %691 : i1
        scf.if %692 {
          %806 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %693 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %694 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %695 = arith.cmpi slt, %693, %c72_i32 : i32
        %696 = arith.cmpi slt, %694, %c216_i32 : i32
        %697 = arith.andi %695, %696 : i1
        scf.if %697 {
          %806 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %698 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %699 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %700 = arith.cmpi slt, %698, %c72_i32 : i32
        %701 = arith.cmpi slt, %699, %c216_i32 : i32
        %702 = arith.andi %700, %701 : i1
        scf.if %702 {
          %806 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %703 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %704 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %705 = arith.cmpi slt, %703, %c72_i32 : i32
        %706 = arith.cmpi slt, %704, %c216_i32 : i32
        %707 = arith.andi %705, %706 : i1
        scf.if %707 {
          %806 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %708 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %709 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %710 = arith.cmpi slt, %708, %c72_i32 : i32
        %711 = arith.cmpi slt, %709, %c216_i32 : i32
        %712 = arith.andi %710, %711 : i1
        scf.if %712 {
          %806 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %713 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %714 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %715 = arith.cmpi slt, %713, %c72_i32 : i32
        %716 = arith.cmpi slt, %714, %c216_i32 : i32
        %717 = arith.andi %715, %716 : i1
        scf.if %717 {
          %806 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %718 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %719 = arith.addi %189, %c96_i32 overflow<nsw> : i32
        %720 = arith.cmpi slt, %718, %c72_i32 : i32
        %721 = arith.cmpi slt, %719, %c216_i32 : i32
        %722 = arith.andi %720, %721 : i1
        scf.if %722 {
          %806 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22560] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %723 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %724 = arith.addi %189, %c97_i32 overflow<nsw> : i32
        %725 = arith.cmpi slt, %723, %c72_i32 : i32
        %726 = arith.cmpi slt, %724, %c216_i32 : i32
        %727 = arith.andi %725, %726 : i1
        scf.if %727 {
          %806 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22561] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %728 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %729 = arith.cmpi slt, %187, %c72_i32 : i32
        %730 = arith.cmpi slt, %728, %c216_i32 : i32
        %731 = arith.andi %729, %730 : i1
        scf.if %731 {
          %806 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %732 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %733 = arith.cmpi slt, %187, %c72_i32 : i32
        %734 = arith.cmpi slt, %732, %c216_i32 : i32
        %735 = arith.andi %733, %734 : i1
        scf.if %735 {
          %806 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %736 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %737 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %738 = arith.cmpi slt, %736, %c72_i32 : i32
        %739 = arith.cmpi slt, %737, %c216_i32 : i32
        %740 = arith.andi %738, %739 : i1
        scf.if %740 {
          %806 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1840] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %741 = arith.addi %187, %c8_i32 overflow<nsw> : i32
        %742 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %743 = arith.cmpi slt, %741, %c72_i32 : i32
        %744 = arith.cmpi slt, %742, %c216_i32 : i32
        %745 = arith.andi %743, %744 : i1
        scf.if %745 {
          %806 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[1841] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %746 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %747 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %748 = arith.cmpi slt, %746, %c72_i32 : i32
        %749 = arith.cmpi slt, %747, %c216_i32 : i32
        %750 = arith.andi %748, %749 : i1
        scf.if %750 {
          %806 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %751 = arith.addi %187, %c32_i32 overflow<nsw> : i32
        %752 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %753 = arith.cmpi slt, %751, %c72_i32 : i32
        %754 = arith.cmpi slt, %752, %c216_i32 : i32
        %755 = arith.andi %753, %754 : i1
        scf.if %755 {
          %806 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %756 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %757 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %758 = arith.cmpi slt, %756, %c72_i32 : i32
        %759 = arith.cmpi slt, %757, %c216_i32 : i32
        %760 = arith.andi %758, %759 : i1
        scf.if %760 {
          %806 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8752] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %761 = arith.addi %187, %c40_i32 overflow<nsw> : i32
        %762 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %763 = arith.cmpi slt, %761, %c72_i32 : i32
        %764 = arith.cmpi slt, %762, %c216_i32 : i32
        %765 = arith.andi %763, %764 : i1
        scf.if %765 {
          %806 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[8753] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %766 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %767 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %768 = arith.cmpi slt, %766, %c72_i32 : i32
        %769 = arith.cmpi slt, %767, %c216_i32 : i32
        %770 = arith.andi %768, %769 : i1
        scf.if %770 {
          %806 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 32 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %771 = arith.addi %187, %c64_i32 overflow<nsw> : i32
        %772 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %773 = arith.cmpi slt, %771, %c72_i32 : i32
        %774 = arith.cmpi slt, %772, %c216_i32 : i32
        %775 = arith.andi %773, %774 : i1
        scf.if %775 {
          %806 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[13937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %776 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %777 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %778 = arith.cmpi slt, %776, %c72_i32 : i32
        %779 = arith.cmpi slt, %777, %c216_i32 : i32
        %780 = arith.andi %778, %779 : i1
        scf.if %780 {
          %806 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15664] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %781 = arith.addi %187, %c72_i32 overflow<nsw> : i32
        %782 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %783 = arith.cmpi slt, %781, %c72_i32 : i32
        %784 = arith.cmpi slt, %782, %c216_i32 : i32
        %785 = arith.andi %783, %784 : i1
        scf.if %785 {
          %806 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[15665] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %786 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %787 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %788 = arith.cmpi slt, %786, %c72_i32 : i32
        %789 = arith.cmpi slt, %787, %c216_i32 : i32
        %790 = arith.andi %788, %789 : i1
        scf.if %790 {
          %806 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 16 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20848] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %791 = arith.addi %187, %c96_i32 overflow<nsw> : i32
        %792 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %793 = arith.cmpi slt, %791, %c72_i32 : i32
        %794 = arith.cmpi slt, %792, %c216_i32 : i32
        %795 = arith.andi %793, %794 : i1
        scf.if %795 {
          %806 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[20849] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %796 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %797 = arith.addi %189, %c112_i32 overflow<nsw> : i32
        %798 = arith.cmpi slt, %796, %c72_i32 : i32
        %799 = arith.cmpi slt, %797, %c216_i32 : i32
        %800 = arith.andi %798, %799 : i1
        scf.if %800 {
          %806 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 8 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %801 = arith.addi %187, %c104_i32 overflow<nsw> : i32
        %802 = arith.addi %189, %c113_i32 overflow<nsw> : i32
        %803 = arith.cmpi slt, %801, %c72_i32 : i32
        %804 = arith.cmpi slt, %802, %c216_i32 : i32
        %805 = arith.andi %803, %804 : i1
        scf.if %805 {
          %806 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, f32
          %807 = llvm.load %806 {alignment = 4 : i64} : !llvm.ptr -> f32
          %808 = llvm.getelementptr %132[22577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %807, %808 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
      }
      return
    }
    cuda.kernel @kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 61, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %cst = arith.constant 0.000000e+00 : f32
      %c216_i32 = arith.constant 216 : i32
      %c15552_i32 = arith.constant 15552 : i32
      %c256_i32 = arith.constant 256 : i32
      %0 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %1 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %3 = arith.muli %2, %c256_i32 : i32
      %4 = arith.addi %3, %1 : i32
      %5 = arith.cmpi slt, %4, %c15552_i32 : i32
      scf.if %5 {
        %6 = arith.floordivsi %4, %c216_i32 : i32
        %7 = arith.muli %6, %c216_i32 : i32
        %8 = arith.subi %4, %7 : i32
        %9 = arith.muli %6, %c216_i32 overflow<nsw> : i32
        %10 = arith.addi %9, %8 overflow<nsw> : i32
        %11 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
        %12 = llvm.getelementptr %11[%10] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %14 = arith.addf %13, %cst : f32
        %15 = arith.truncf %14 : f32 to f16
        %16 = llvm.getelementptr %0[%4] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        llvm.store %15, %16 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsconv2d_gr_h2f856298(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c61_i32 = arith.constant 61 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c0_i64 = arith.constant 0 : i64
    %c65536_i64 = arith.constant 65536 : i64
    %0 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c65536_i64, gridDim = (%c2_i32, %c1_i32, %c1_i32), stream = %arg11) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %1 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1<%0> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %2 = cuda.cast %1 : !cuda.result -> i32
    cuda.return_if_error %2 : i32
    %3 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c61_i32, %c1_i32, %c1_i32), stream = %arg11) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%3] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%3] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %4 = cuda.launch_ex @kernels::@kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0<%3> (%arg3, %arg1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %5 = cuda.cast %4 : !cuda.result -> i32
    cuda.return_if_error %5 : i32
    return %c0_i32 : i32
  }
}
