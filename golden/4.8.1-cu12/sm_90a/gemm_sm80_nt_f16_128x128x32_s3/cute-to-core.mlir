!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 49152 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c113_i32 = arith.constant 113 : i32
      %c112_i32 = arith.constant 112 : i32
      %c97_i32 = arith.constant 97 : i32
      %c104_i32 = arith.constant 104 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c33536_i32 = arith.constant 33536 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c32000_i32 = arith.constant 32000 : i32
      %c8384_i32 = arith.constant 8384 : i32
      %c8000_i32 = arith.constant 8000 : i32
      %c81_i32 = arith.constant 81 : i32
      %c80_i32 = arith.constant 80 : i32
      %c65_i32 = arith.constant 65 : i32
      %c49_i32 = arith.constant 49 : i32
      %c48_i32 = arith.constant 48 : i32
      %c40_i32 = arith.constant 40 : i32
      %c33_i32 = arith.constant 33 : i32
      %c24_i32 = arith.constant 24 : i32
      %c-24_i32 = arith.constant -24 : i32
      %c134144_i32 = arith.constant 134144 : i32
      %c1048000_i32 = arith.constant 1048000 : i32
      %c544960_i32 = arith.constant 544960 : i32
      %c520000_i32 = arith.constant 520000 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c72_i32 = arith.constant 72 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %c2_i32 = arith.constant 2 : i32
      %c512_i32 = arith.constant 512 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %c1048_i32 = arith.constant 1048 : i32
      %c0_i8 = arith.constant 0 : i8
      %c0_i32 = arith.constant 0 : i32
      %c17_i32 = arith.constant 17 : i32
      %c32_i32 = arith.constant 32 : i32
      %c16768_i32 = arith.constant 16768 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c1024_i32 = arith.constant 1024 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-32_i32 = arith.constant -32 : i32
      %cst_0 = arith.constant 0.000000e+00 : f16
      %c12_i32 = arith.constant 12 : i32
      %c4_i32 = arith.constant 4 : i32
      %c96_i32 = arith.constant 96 : i32
      %c64_i32 = arith.constant 64 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c128_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c128_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c64_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c64_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c96_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c96_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c1_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c1_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %12 = nvvm.shfl.sync idx %c-1_i32, %11, %c0_i32, %c31_i32 : i32 -> i32
      %13 = arith.extui %12 : i32 to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%14, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %15 = llvm.ptrtoint %14 : !llvm.ptr<3> to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%16, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %17 = llvm.getelementptr %14[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %18 = llvm.ptrtoint %17 : !llvm.ptr<3> to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%19, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %20 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %21 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %22 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %23 = arith.floordivsi %21, %c72_i32 : i32
      %24 = arith.muli %23, %c8_i32 : i32
      %25 = arith.subi %c8_i32, %24 : i32
      %26 = arith.minsi %25, %c8_i32 : i32
      %27 = arith.muli %23, %c72_i32 : i32
      %28 = arith.subi %21, %27 : i32
      %29 = arith.remsi %28, %26 : i32
      %30 = arith.addi %24, %29 : i32
      %31 = arith.floordivsi %28, %26 : i32
      %32 = arith.muli %22, %c520000_i32 overflow<nsw> : i32
      %33 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %34 = llvm.getelementptr %33[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %35 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %36 = llvm.getelementptr %34[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %37 = arith.muli %22, %c544960_i32 overflow<nsw> : i32
      %38 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %39 = llvm.getelementptr %38[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %40 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %41 = llvm.getelementptr %39[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %42 = arith.muli %22, %c1048000_i32 overflow<nsw> : i32
      %43 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %45 = arith.muli %30, %c134144_i32 overflow<nsw> : i32
      %46 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %47 = arith.addi %45, %46 overflow<nsw> : i32
      %48 = llvm.getelementptr %44[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %49 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %50 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %51 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %52 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %53 = llvm.getelementptr %36[-24000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %54 = llvm.getelementptr %41[-25152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %55 = arith.divsi %20, %c16_i32 : i32
      %56 = arith.remsi %20, %c16_i32 : i32
      %57 = arith.muli %56, %c8_i32 overflow<nsw> : i32
      %58 = arith.muli %55, %c1000_i32 overflow<nsw> : i32
      %59 = arith.addi %57, %58 overflow<nsw> : i32
      %60 = llvm.getelementptr %53[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %61 = arith.divsi %20, %c8_i32 : i32
      %62 = arith.remsi %20, %c8_i32 : i32
      %63 = arith.muli %62, %c8_i32 overflow<nsw> : i32
      %64 = arith.divsi %61, %c2_i32 : i32
      %65 = arith.muli %64, %c64_i32 overflow<nsw> : i32
      %66 = arith.addi %63, %65 overflow<nsw> : i32
      %67 = arith.remsi %61, %c2_i32 : i32
      %68 = arith.muli %67, %c512_i32 overflow<nsw> : i32
      %69 = arith.andi %66, %c448_i32 : i32
      %70 = arith.shrui %69, %c3_i32 : i32
      %71 = arith.xori %66, %70 : i32
      %72 = arith.addi %71, %68 overflow<nsw> : i32
      %73 = llvm.getelementptr %16[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %74 = arith.addi %49, %57 overflow<nsw> : i32
      %75 = arith.addi %55, %c-24_i32 overflow<nsw> : i32
      %76 = arith.muli %55, %c1048_i32 overflow<nsw> : i32
      %77 = arith.addi %57, %76 overflow<nsw> : i32
      %78 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %79 = llvm.getelementptr %19[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %80 = arith.addi %50, %57 overflow<nsw> : i32
      %81 = arith.addi %55, %c-24_i32 overflow<nsw> : i32
      %82 = arith.cmpi slt, %74, %c1000_i32 : i32
      %83 = arith.extui %82 : i1 to i8
      llvm.store %83, %10 {alignment = 32 : i64} : i8, !llvm.ptr
      %84 = arith.cmpi slt, %80, %c1048_i32 : i32
      %85 = arith.extui %84 : i1 to i8
      llvm.store %85, %9 {alignment = 32 : i64} : i8, !llvm.ptr
      %86 = arith.cmpi sgt, %75, %c-1_i32 : i32
      %87 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %88 = arith.cmpi ne, %87, %c0_i8 : i8
      %89 = arith.andi %88, %86 : i1
      %90 = arith.extui %89 : i1 to i8
      llvm.store %90, %8 {alignment = 32 : i64} : i8, !llvm.ptr
      %91 = arith.addi %75, %c8_i32 overflow<nsw> : i32
      %92 = arith.cmpi sgt, %91, %c-1_i32 : i32
      %93 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %94 = arith.cmpi ne, %93, %c0_i8 : i8
      %95 = arith.andi %94, %92 : i1
      %96 = arith.extui %95 : i1 to i8
      %97 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %96, %97 {alignment = 1 : i64} : i8, !llvm.ptr
      %98 = arith.addi %75, %c16_i32 overflow<nsw> : i32
      %99 = arith.cmpi sgt, %98, %c-1_i32 : i32
      %100 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %101 = arith.cmpi ne, %100, %c0_i8 : i8
      %102 = arith.andi %101, %99 : i1
      %103 = arith.extui %102 : i1 to i8
      %104 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %103, %104 {alignment = 2 : i64} : i8, !llvm.ptr
      %105 = arith.addi %75, %c24_i32 overflow<nsw> : i32
      %106 = arith.cmpi sgt, %105, %c-1_i32 : i32
      %107 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %108 = arith.cmpi ne, %107, %c0_i8 : i8
      %109 = arith.andi %108, %106 : i1
      %110 = arith.extui %109 : i1 to i8
      %111 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %110, %111 {alignment = 1 : i64} : i8, !llvm.ptr
      %112 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %113 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %114 = arith.cmpi ne, %113, %c0_i8 : i8
      %115 = arith.andi %114, %112 : i1
      %116 = arith.extui %115 : i1 to i8
      llvm.store %116, %7 {alignment = 32 : i64} : i8, !llvm.ptr
      %117 = arith.addi %81, %c8_i32 overflow<nsw> : i32
      %118 = arith.cmpi sgt, %117, %c-1_i32 : i32
      %119 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %120 = arith.cmpi ne, %119, %c0_i8 : i8
      %121 = arith.andi %120, %118 : i1
      %122 = arith.extui %121 : i1 to i8
      %123 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %122, %123 {alignment = 1 : i64} : i8, !llvm.ptr
      %124 = arith.addi %81, %c16_i32 overflow<nsw> : i32
      %125 = arith.cmpi sgt, %124, %c-1_i32 : i32
      %126 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %127 = arith.cmpi ne, %126, %c0_i8 : i8
      %128 = arith.andi %127, %125 : i1
      %129 = arith.extui %128 : i1 to i8
      %130 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %129, %130 {alignment = 2 : i64} : i8, !llvm.ptr
      %131 = arith.addi %81, %c24_i32 overflow<nsw> : i32
      %132 = arith.cmpi sgt, %131, %c-1_i32 : i32
      %133 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %134 = arith.cmpi ne, %133, %c0_i8 : i8
      %135 = arith.andi %134, %132 : i1
      %136 = arith.extui %135 : i1 to i8
      %137 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %136, %137 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %6 {alignment = 32 : i64} : f16, !llvm.ptr
      %138 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %138 {alignment = 2 : i64} : f16, !llvm.ptr
      %139 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %139 {alignment = 4 : i64} : f16, !llvm.ptr
      %140 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %140 {alignment = 2 : i64} : f16, !llvm.ptr
      %141 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %141 {alignment = 8 : i64} : f16, !llvm.ptr
      %142 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %142 {alignment = 2 : i64} : f16, !llvm.ptr
      %143 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %143 {alignment = 4 : i64} : f16, !llvm.ptr
      %144 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %144 {alignment = 2 : i64} : f16, !llvm.ptr
      %145 = llvm.getelementptr %6[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %145 {alignment = 16 : i64} : f16, !llvm.ptr
      %146 = llvm.getelementptr %6[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %146 {alignment = 2 : i64} : f16, !llvm.ptr
      %147 = llvm.getelementptr %6[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %147 {alignment = 4 : i64} : f16, !llvm.ptr
      %148 = llvm.getelementptr %6[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %148 {alignment = 2 : i64} : f16, !llvm.ptr
      %149 = llvm.getelementptr %6[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %149 {alignment = 8 : i64} : f16, !llvm.ptr
      %150 = llvm.getelementptr %6[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %150 {alignment = 2 : i64} : f16, !llvm.ptr
      %151 = llvm.getelementptr %6[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %151 {alignment = 4 : i64} : f16, !llvm.ptr
      %152 = llvm.getelementptr %6[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %152 {alignment = 2 : i64} : f16, !llvm.ptr
      %153 = llvm.getelementptr %6[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %153 {alignment = 32 : i64} : f16, !llvm.ptr
      %154 = llvm.getelementptr %6[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %154 {alignment = 2 : i64} : f16, !llvm.ptr
      %155 = llvm.getelementptr %6[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %155 {alignment = 4 : i64} : f16, !llvm.ptr
      %156 = llvm.getelementptr %6[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %156 {alignment = 2 : i64} : f16, !llvm.ptr
      %157 = llvm.getelementptr %6[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %157 {alignment = 8 : i64} : f16, !llvm.ptr
      %158 = llvm.getelementptr %6[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %158 {alignment = 2 : i64} : f16, !llvm.ptr
      %159 = llvm.getelementptr %6[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %159 {alignment = 4 : i64} : f16, !llvm.ptr
      %160 = llvm.getelementptr %6[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %160 {alignment = 2 : i64} : f16, !llvm.ptr
      %161 = llvm.getelementptr %6[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %161 {alignment = 16 : i64} : f16, !llvm.ptr
      %162 = llvm.getelementptr %6[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %162 {alignment = 2 : i64} : f16, !llvm.ptr
      %163 = llvm.getelementptr %6[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %163 {alignment = 4 : i64} : f16, !llvm.ptr
      %164 = llvm.getelementptr %6[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %164 {alignment = 2 : i64} : f16, !llvm.ptr
      %165 = llvm.getelementptr %6[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %165 {alignment = 8 : i64} : f16, !llvm.ptr
      %166 = llvm.getelementptr %6[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %166 {alignment = 2 : i64} : f16, !llvm.ptr
      %167 = llvm.getelementptr %6[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %167 {alignment = 4 : i64} : f16, !llvm.ptr
      %168 = llvm.getelementptr %6[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %168 {alignment = 2 : i64} : f16, !llvm.ptr
      %169 = llvm.getelementptr %6[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %169 {alignment = 32 : i64} : f16, !llvm.ptr
      %170 = llvm.getelementptr %6[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %170 {alignment = 2 : i64} : f16, !llvm.ptr
      %171 = llvm.getelementptr %6[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %171 {alignment = 4 : i64} : f16, !llvm.ptr
      %172 = llvm.getelementptr %6[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %172 {alignment = 2 : i64} : f16, !llvm.ptr
      %173 = llvm.getelementptr %6[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %173 {alignment = 8 : i64} : f16, !llvm.ptr
      %174 = llvm.getelementptr %6[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %174 {alignment = 2 : i64} : f16, !llvm.ptr
      %175 = llvm.getelementptr %6[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %175 {alignment = 4 : i64} : f16, !llvm.ptr
      %176 = llvm.getelementptr %6[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %176 {alignment = 2 : i64} : f16, !llvm.ptr
      %177 = llvm.getelementptr %6[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %177 {alignment = 16 : i64} : f16, !llvm.ptr
      %178 = llvm.getelementptr %6[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %178 {alignment = 2 : i64} : f16, !llvm.ptr
      %179 = llvm.getelementptr %6[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %179 {alignment = 4 : i64} : f16, !llvm.ptr
      %180 = llvm.getelementptr %6[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %180 {alignment = 2 : i64} : f16, !llvm.ptr
      %181 = llvm.getelementptr %6[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %181 {alignment = 8 : i64} : f16, !llvm.ptr
      %182 = llvm.getelementptr %6[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %182 {alignment = 2 : i64} : f16, !llvm.ptr
      %183 = llvm.getelementptr %6[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %183 {alignment = 4 : i64} : f16, !llvm.ptr
      %184 = llvm.getelementptr %6[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %184 {alignment = 2 : i64} : f16, !llvm.ptr
      %185 = llvm.getelementptr %6[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %185 {alignment = 32 : i64} : f16, !llvm.ptr
      %186 = llvm.getelementptr %6[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %186 {alignment = 2 : i64} : f16, !llvm.ptr
      %187 = llvm.getelementptr %6[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %187 {alignment = 4 : i64} : f16, !llvm.ptr
      %188 = llvm.getelementptr %6[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %188 {alignment = 2 : i64} : f16, !llvm.ptr
      %189 = llvm.getelementptr %6[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %189 {alignment = 8 : i64} : f16, !llvm.ptr
      %190 = llvm.getelementptr %6[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %190 {alignment = 2 : i64} : f16, !llvm.ptr
      %191 = llvm.getelementptr %6[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %191 {alignment = 4 : i64} : f16, !llvm.ptr
      %192 = llvm.getelementptr %6[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %192 {alignment = 2 : i64} : f16, !llvm.ptr
      %193 = llvm.getelementptr %6[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %193 {alignment = 16 : i64} : f16, !llvm.ptr
      %194 = llvm.getelementptr %6[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %194 {alignment = 2 : i64} : f16, !llvm.ptr
      %195 = llvm.getelementptr %6[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %195 {alignment = 4 : i64} : f16, !llvm.ptr
      %196 = llvm.getelementptr %6[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %196 {alignment = 2 : i64} : f16, !llvm.ptr
      %197 = llvm.getelementptr %6[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %197 {alignment = 8 : i64} : f16, !llvm.ptr
      %198 = llvm.getelementptr %6[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %198 {alignment = 2 : i64} : f16, !llvm.ptr
      %199 = llvm.getelementptr %6[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %199 {alignment = 4 : i64} : f16, !llvm.ptr
      %200 = llvm.getelementptr %6[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %200 {alignment = 2 : i64} : f16, !llvm.ptr
      %201 = llvm.getelementptr %6[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %201 {alignment = 32 : i64} : f16, !llvm.ptr
      %202 = llvm.getelementptr %6[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %202 {alignment = 2 : i64} : f16, !llvm.ptr
      %203 = llvm.getelementptr %6[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %203 {alignment = 4 : i64} : f16, !llvm.ptr
      %204 = llvm.getelementptr %6[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %204 {alignment = 2 : i64} : f16, !llvm.ptr
      %205 = llvm.getelementptr %6[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %205 {alignment = 8 : i64} : f16, !llvm.ptr
      %206 = llvm.getelementptr %6[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %206 {alignment = 2 : i64} : f16, !llvm.ptr
      %207 = llvm.getelementptr %6[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %207 {alignment = 4 : i64} : f16, !llvm.ptr
      %208 = llvm.getelementptr %6[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %208 {alignment = 2 : i64} : f16, !llvm.ptr
      %209 = llvm.getelementptr %6[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %209 {alignment = 16 : i64} : f16, !llvm.ptr
      %210 = llvm.getelementptr %6[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %210 {alignment = 2 : i64} : f16, !llvm.ptr
      %211 = llvm.getelementptr %6[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %211 {alignment = 4 : i64} : f16, !llvm.ptr
      %212 = llvm.getelementptr %6[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %212 {alignment = 2 : i64} : f16, !llvm.ptr
      %213 = llvm.getelementptr %6[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %213 {alignment = 8 : i64} : f16, !llvm.ptr
      %214 = llvm.getelementptr %6[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %214 {alignment = 2 : i64} : f16, !llvm.ptr
      %215 = llvm.getelementptr %6[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %215 {alignment = 4 : i64} : f16, !llvm.ptr
      %216 = llvm.getelementptr %6[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %216 {alignment = 2 : i64} : f16, !llvm.ptr
      %217 = llvm.getelementptr %6[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %217 {alignment = 32 : i64} : f16, !llvm.ptr
      %218 = llvm.getelementptr %6[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %218 {alignment = 2 : i64} : f16, !llvm.ptr
      %219 = llvm.getelementptr %6[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %219 {alignment = 4 : i64} : f16, !llvm.ptr
      %220 = llvm.getelementptr %6[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %220 {alignment = 2 : i64} : f16, !llvm.ptr
      %221 = llvm.getelementptr %6[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %221 {alignment = 8 : i64} : f16, !llvm.ptr
      %222 = llvm.getelementptr %6[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %222 {alignment = 2 : i64} : f16, !llvm.ptr
      %223 = llvm.getelementptr %6[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %223 {alignment = 4 : i64} : f16, !llvm.ptr
      %224 = llvm.getelementptr %6[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %224 {alignment = 2 : i64} : f16, !llvm.ptr
      %225 = llvm.getelementptr %6[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %225 {alignment = 16 : i64} : f16, !llvm.ptr
      %226 = llvm.getelementptr %6[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %226 {alignment = 2 : i64} : f16, !llvm.ptr
      %227 = llvm.getelementptr %6[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %227 {alignment = 4 : i64} : f16, !llvm.ptr
      %228 = llvm.getelementptr %6[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %228 {alignment = 2 : i64} : f16, !llvm.ptr
      %229 = llvm.getelementptr %6[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %229 {alignment = 8 : i64} : f16, !llvm.ptr
      %230 = llvm.getelementptr %6[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %230 {alignment = 2 : i64} : f16, !llvm.ptr
      %231 = llvm.getelementptr %6[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %231 {alignment = 4 : i64} : f16, !llvm.ptr
      %232 = llvm.getelementptr %6[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %232 {alignment = 2 : i64} : f16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c12_i32 step %c1_i32  : i32 {
        %404 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %405 = llvm.getelementptr %6[%404] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %406 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %407 = llvm.getelementptr %73[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %408 = llvm.load %405 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %408, %407 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      llvm.store %cst_0, %5 {alignment = 32 : i64} : f16, !llvm.ptr
      %233 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %233 {alignment = 2 : i64} : f16, !llvm.ptr
      %234 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %234 {alignment = 4 : i64} : f16, !llvm.ptr
      %235 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %235 {alignment = 2 : i64} : f16, !llvm.ptr
      %236 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %236 {alignment = 8 : i64} : f16, !llvm.ptr
      %237 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %237 {alignment = 2 : i64} : f16, !llvm.ptr
      %238 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %238 {alignment = 4 : i64} : f16, !llvm.ptr
      %239 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %239 {alignment = 2 : i64} : f16, !llvm.ptr
      %240 = llvm.getelementptr %5[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %240 {alignment = 16 : i64} : f16, !llvm.ptr
      %241 = llvm.getelementptr %5[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %241 {alignment = 2 : i64} : f16, !llvm.ptr
      %242 = llvm.getelementptr %5[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %242 {alignment = 4 : i64} : f16, !llvm.ptr
      %243 = llvm.getelementptr %5[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %243 {alignment = 2 : i64} : f16, !llvm.ptr
      %244 = llvm.getelementptr %5[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %244 {alignment = 8 : i64} : f16, !llvm.ptr
      %245 = llvm.getelementptr %5[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %245 {alignment = 2 : i64} : f16, !llvm.ptr
      %246 = llvm.getelementptr %5[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %246 {alignment = 4 : i64} : f16, !llvm.ptr
      %247 = llvm.getelementptr %5[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %247 {alignment = 2 : i64} : f16, !llvm.ptr
      %248 = llvm.getelementptr %5[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %248 {alignment = 32 : i64} : f16, !llvm.ptr
      %249 = llvm.getelementptr %5[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %249 {alignment = 2 : i64} : f16, !llvm.ptr
      %250 = llvm.getelementptr %5[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %250 {alignment = 4 : i64} : f16, !llvm.ptr
      %251 = llvm.getelementptr %5[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %251 {alignment = 2 : i64} : f16, !llvm.ptr
      %252 = llvm.getelementptr %5[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %252 {alignment = 8 : i64} : f16, !llvm.ptr
      %253 = llvm.getelementptr %5[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %253 {alignment = 2 : i64} : f16, !llvm.ptr
      %254 = llvm.getelementptr %5[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %254 {alignment = 4 : i64} : f16, !llvm.ptr
      %255 = llvm.getelementptr %5[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %255 {alignment = 2 : i64} : f16, !llvm.ptr
      %256 = llvm.getelementptr %5[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %256 {alignment = 16 : i64} : f16, !llvm.ptr
      %257 = llvm.getelementptr %5[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %257 {alignment = 2 : i64} : f16, !llvm.ptr
      %258 = llvm.getelementptr %5[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %258 {alignment = 4 : i64} : f16, !llvm.ptr
      %259 = llvm.getelementptr %5[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %259 {alignment = 2 : i64} : f16, !llvm.ptr
      %260 = llvm.getelementptr %5[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %260 {alignment = 8 : i64} : f16, !llvm.ptr
      %261 = llvm.getelementptr %5[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %261 {alignment = 2 : i64} : f16, !llvm.ptr
      %262 = llvm.getelementptr %5[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %262 {alignment = 4 : i64} : f16, !llvm.ptr
      %263 = llvm.getelementptr %5[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %263 {alignment = 2 : i64} : f16, !llvm.ptr
      %264 = llvm.getelementptr %5[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %264 {alignment = 32 : i64} : f16, !llvm.ptr
      %265 = llvm.getelementptr %5[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %265 {alignment = 2 : i64} : f16, !llvm.ptr
      %266 = llvm.getelementptr %5[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %266 {alignment = 4 : i64} : f16, !llvm.ptr
      %267 = llvm.getelementptr %5[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %267 {alignment = 2 : i64} : f16, !llvm.ptr
      %268 = llvm.getelementptr %5[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %268 {alignment = 8 : i64} : f16, !llvm.ptr
      %269 = llvm.getelementptr %5[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %269 {alignment = 2 : i64} : f16, !llvm.ptr
      %270 = llvm.getelementptr %5[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %270 {alignment = 4 : i64} : f16, !llvm.ptr
      %271 = llvm.getelementptr %5[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %271 {alignment = 2 : i64} : f16, !llvm.ptr
      %272 = llvm.getelementptr %5[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %272 {alignment = 16 : i64} : f16, !llvm.ptr
      %273 = llvm.getelementptr %5[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %273 {alignment = 2 : i64} : f16, !llvm.ptr
      %274 = llvm.getelementptr %5[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %274 {alignment = 4 : i64} : f16, !llvm.ptr
      %275 = llvm.getelementptr %5[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %275 {alignment = 2 : i64} : f16, !llvm.ptr
      %276 = llvm.getelementptr %5[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %276 {alignment = 8 : i64} : f16, !llvm.ptr
      %277 = llvm.getelementptr %5[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %277 {alignment = 2 : i64} : f16, !llvm.ptr
      %278 = llvm.getelementptr %5[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %278 {alignment = 4 : i64} : f16, !llvm.ptr
      %279 = llvm.getelementptr %5[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %279 {alignment = 2 : i64} : f16, !llvm.ptr
      %280 = llvm.getelementptr %5[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %280 {alignment = 32 : i64} : f16, !llvm.ptr
      %281 = llvm.getelementptr %5[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %281 {alignment = 2 : i64} : f16, !llvm.ptr
      %282 = llvm.getelementptr %5[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %282 {alignment = 4 : i64} : f16, !llvm.ptr
      %283 = llvm.getelementptr %5[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %283 {alignment = 2 : i64} : f16, !llvm.ptr
      %284 = llvm.getelementptr %5[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %284 {alignment = 8 : i64} : f16, !llvm.ptr
      %285 = llvm.getelementptr %5[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %285 {alignment = 2 : i64} : f16, !llvm.ptr
      %286 = llvm.getelementptr %5[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %286 {alignment = 4 : i64} : f16, !llvm.ptr
      %287 = llvm.getelementptr %5[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %287 {alignment = 2 : i64} : f16, !llvm.ptr
      %288 = llvm.getelementptr %5[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %288 {alignment = 16 : i64} : f16, !llvm.ptr
      %289 = llvm.getelementptr %5[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %289 {alignment = 2 : i64} : f16, !llvm.ptr
      %290 = llvm.getelementptr %5[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %290 {alignment = 4 : i64} : f16, !llvm.ptr
      %291 = llvm.getelementptr %5[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %291 {alignment = 2 : i64} : f16, !llvm.ptr
      %292 = llvm.getelementptr %5[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %292 {alignment = 8 : i64} : f16, !llvm.ptr
      %293 = llvm.getelementptr %5[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %293 {alignment = 2 : i64} : f16, !llvm.ptr
      %294 = llvm.getelementptr %5[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %294 {alignment = 4 : i64} : f16, !llvm.ptr
      %295 = llvm.getelementptr %5[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %295 {alignment = 2 : i64} : f16, !llvm.ptr
      %296 = llvm.getelementptr %5[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %296 {alignment = 32 : i64} : f16, !llvm.ptr
      %297 = llvm.getelementptr %5[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %297 {alignment = 2 : i64} : f16, !llvm.ptr
      %298 = llvm.getelementptr %5[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %298 {alignment = 4 : i64} : f16, !llvm.ptr
      %299 = llvm.getelementptr %5[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %299 {alignment = 2 : i64} : f16, !llvm.ptr
      %300 = llvm.getelementptr %5[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %300 {alignment = 8 : i64} : f16, !llvm.ptr
      %301 = llvm.getelementptr %5[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %301 {alignment = 2 : i64} : f16, !llvm.ptr
      %302 = llvm.getelementptr %5[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %302 {alignment = 4 : i64} : f16, !llvm.ptr
      %303 = llvm.getelementptr %5[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %303 {alignment = 2 : i64} : f16, !llvm.ptr
      %304 = llvm.getelementptr %5[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %304 {alignment = 16 : i64} : f16, !llvm.ptr
      %305 = llvm.getelementptr %5[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %305 {alignment = 2 : i64} : f16, !llvm.ptr
      %306 = llvm.getelementptr %5[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %306 {alignment = 4 : i64} : f16, !llvm.ptr
      %307 = llvm.getelementptr %5[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %307 {alignment = 2 : i64} : f16, !llvm.ptr
      %308 = llvm.getelementptr %5[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %308 {alignment = 8 : i64} : f16, !llvm.ptr
      %309 = llvm.getelementptr %5[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %309 {alignment = 2 : i64} : f16, !llvm.ptr
      %310 = llvm.getelementptr %5[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %310 {alignment = 4 : i64} : f16, !llvm.ptr
      %311 = llvm.getelementptr %5[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %311 {alignment = 2 : i64} : f16, !llvm.ptr
      %312 = llvm.getelementptr %5[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %312 {alignment = 32 : i64} : f16, !llvm.ptr
      %313 = llvm.getelementptr %5[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %313 {alignment = 2 : i64} : f16, !llvm.ptr
      %314 = llvm.getelementptr %5[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %314 {alignment = 4 : i64} : f16, !llvm.ptr
      %315 = llvm.getelementptr %5[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %315 {alignment = 2 : i64} : f16, !llvm.ptr
      %316 = llvm.getelementptr %5[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %316 {alignment = 8 : i64} : f16, !llvm.ptr
      %317 = llvm.getelementptr %5[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %317 {alignment = 2 : i64} : f16, !llvm.ptr
      %318 = llvm.getelementptr %5[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %318 {alignment = 4 : i64} : f16, !llvm.ptr
      %319 = llvm.getelementptr %5[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %319 {alignment = 2 : i64} : f16, !llvm.ptr
      %320 = llvm.getelementptr %5[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %320 {alignment = 16 : i64} : f16, !llvm.ptr
      %321 = llvm.getelementptr %5[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %321 {alignment = 2 : i64} : f16, !llvm.ptr
      %322 = llvm.getelementptr %5[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %322 {alignment = 4 : i64} : f16, !llvm.ptr
      %323 = llvm.getelementptr %5[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %323 {alignment = 2 : i64} : f16, !llvm.ptr
      %324 = llvm.getelementptr %5[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %324 {alignment = 8 : i64} : f16, !llvm.ptr
      %325 = llvm.getelementptr %5[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %325 {alignment = 2 : i64} : f16, !llvm.ptr
      %326 = llvm.getelementptr %5[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %326 {alignment = 4 : i64} : f16, !llvm.ptr
      %327 = llvm.getelementptr %5[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %327 {alignment = 2 : i64} : f16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c12_i32 step %c1_i32  : i32 {
        %404 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %405 = llvm.getelementptr %5[%404] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %406 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %407 = llvm.getelementptr %79[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %408 = llvm.load %405 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %408, %407 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      nvvm.barrier
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %404 = arith.muli %arg3, %c8000_i32 overflow<nsw> : i32
        %405 = llvm.getelementptr %60[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %406 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %407 = llvm.getelementptr %73[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %408 = llvm.getelementptr %8[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %409 = llvm.load %408 {alignment = 1 : i64} : !llvm.ptr -> i8
        %410 = arith.trunci %409 : i8 to i1
        %411 = arith.select %410, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %407, %405, 16, cache = cg, %411 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %404 = arith.muli %arg3, %c8384_i32 overflow<nsw> : i32
        %405 = llvm.getelementptr %78[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %406 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %407 = llvm.getelementptr %79[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %408 = llvm.getelementptr %7[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %409 = llvm.load %408 {alignment = 1 : i64} : !llvm.ptr -> i8
        %410 = arith.trunci %409 : i8 to i1
        %411 = arith.select %410, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %407, %405, 16, cache = cg, %411 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %328 = llvm.getelementptr %60[32000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %329 = llvm.getelementptr %73[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %404 = arith.muli %arg3, %c8000_i32 overflow<nsw> : i32
        %405 = llvm.getelementptr %328[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %406 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %407 = llvm.getelementptr %329[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %408 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
        %409 = arith.trunci %408 : i8 to i1
        %410 = arith.select %409, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %407, %405, 16, cache = cg, %410 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } {loop_annotation = #loop_annotation}
      %330 = llvm.getelementptr %78[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %331 = llvm.getelementptr %79[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %404 = arith.muli %arg3, %c8384_i32 overflow<nsw> : i32
        %405 = llvm.getelementptr %330[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %406 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %407 = llvm.getelementptr %331[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %408 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
        %409 = arith.trunci %408 : i8 to i1
        %410 = arith.select %409, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %407, %405, 16, cache = cg, %410 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %332 = arith.remsi %20, %c32_i32 : i32
      %333 = arith.divsi %20, %c32_i32 : i32
      %334 = arith.remsi %333, %c2_i32 : i32
      %335 = arith.divsi %20, %c64_i32 : i32
      %336 = arith.remsi %335, %c2_i32 : i32
      %337 = arith.remsi %332, %c32_i32 : i32
      %338 = arith.remsi %334, %c2_i32 : i32
      %339 = arith.remsi %336, %c2_i32 : i32
      %340 = arith.divsi %337, %c4_i32 : i32
      %341 = arith.remsi %337, %c4_i32 : i32
      %342 = arith.muli %341, %c2_i32 overflow<nsw> : i32
      %343 = arith.muli %340, %c1048_i32 overflow<nsw> : i32
      %344 = arith.addi %342, %343 overflow<nsw> : i32
      %345 = arith.muli %338, %c16768_i32 overflow<nsw> : i32
      %346 = arith.muli %339, %c8_i32 overflow<nsw> : i32
      %347 = arith.addi %345, %346 overflow<nsw> : i32
      %348 = arith.addi %344, %347 overflow<nsw> : i32
      %349 = llvm.getelementptr %48[%348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %cst, %2 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %350 = arith.muli %62, %c64_i32 overflow<nsw> : i32
      %351 = arith.muli %67, %c8_i32 overflow<nsw> : i32
      %352 = arith.addi %350, %351 overflow<nsw> : i32
      %353 = arith.divsi %64, %c2_i32 : i32
      %354 = arith.remsi %353, %c2_i32 : i32
      %355 = arith.muli %354, %c16_i32 overflow<nsw> : i32
      %356 = arith.addi %352, %355 overflow<nsw> : i32
      %357 = arith.remsi %64, %c2_i32 : i32
      %358 = arith.muli %357, %c1024_i32 overflow<nsw> : i32
      %359 = arith.andi %356, %c256_i32 : i32
      %360 = arith.cmpi eq, %359, %c0_i32 : i32
      %361 = arith.select %360, %c32_i32, %c-32_i32 : i32
      %362 = arith.andi %356, %c448_i32 : i32
      %363 = arith.shrui %362, %c3_i32 : i32
      %364 = arith.xori %356, %363 : i32
      %365 = arith.addi %364, %358 overflow<nsw> : i32
      %366 = llvm.getelementptr %16[%365] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %367 = arith.remsi %56, %c8_i32 : i32
      %368 = arith.muli %367, %c64_i32 overflow<nsw> : i32
      %369 = arith.divsi %55, %c2_i32 : i32
      %370 = arith.remsi %55, %c2_i32 : i32
      %371 = arith.muli %370, %c16_i32 overflow<nsw> : i32
      %372 = arith.addi %368, %371 overflow<nsw> : i32
      %373 = arith.divsi %369, %c2_i32 : i32
      %374 = arith.muli %373, %c8_i32 overflow<nsw> : i32
      %375 = arith.addi %372, %374 overflow<nsw> : i32
      %376 = arith.divsi %56, %c8_i32 : i32
      %377 = arith.muli %376, %c1024_i32 overflow<nsw> : i32
      %378 = arith.andi %375, %c256_i32 : i32
      %379 = arith.cmpi eq, %378, %c0_i32 : i32
      %380 = arith.select %379, %c32_i32, %c-32_i32 : i32
      %381 = arith.andi %375, %c448_i32 : i32
      %382 = arith.shrui %381, %c3_i32 : i32
      %383 = arith.xori %375, %382 : i32
      %384 = arith.addi %383, %377 overflow<nsw> : i32
      %385 = llvm.getelementptr %19[%384] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %386 = arith.remsi %c0_i32, %c2_i32 : i32
      %387 = arith.divsi %c0_i32, %c2_i32 : i32
      %388:2 = scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg4 = %386, %arg5 = %387) -> (i32, i32)  : i32 {
        %404 = arith.remsi %arg3, %c2_i32 : i32
        %405 = arith.muli %404, %361 overflow<nsw> : i32
        %406 = arith.muli %arg5, %c512_i32 overflow<nsw> : i32
        %407 = arith.addi %405, %406 overflow<nsw> : i32
        %408 = llvm.getelementptr %366[%407] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %409 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %410 = llvm.getelementptr %4[%409] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %411 = nvvm.ldmatrix %408 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %412 = llvm.extractvalue %411[0] : !llvm_struct_a37b2a
        %413 = llvm.extractvalue %411[1] : !llvm_struct_a37b2a
        %414 = llvm.extractvalue %411[2] : !llvm_struct_a37b2a
        %415 = llvm.extractvalue %411[3] : !llvm_struct_a37b2a
        llvm.store %412, %410 {alignment = 4 : i64} : i32, !llvm.ptr
        %416 = llvm.getelementptr %410[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %413, %416 {alignment = 4 : i64} : i32, !llvm.ptr
        %417 = llvm.getelementptr %410[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %414, %417 {alignment = 4 : i64} : i32, !llvm.ptr
        %418 = llvm.getelementptr %410[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %415, %418 {alignment = 4 : i64} : i32, !llvm.ptr
        %419 = arith.addi %arg4, %c1_i32 : i32
        %420 = arith.cmpi eq, %419, %c2_i32 : i32
        %421 = arith.select %420, %c0_i32, %419 : i32
        %422 = arith.addi %arg4, %c1_i32 : i32
        %423 = arith.addi %arg5, %c1_i32 : i32
        %424 = arith.cmpi eq, %422, %c2_i32 : i32
        %425 = arith.select %424, %423, %arg5 : i32
        scf.yield %421, %425 : i32, i32
      } {loop_annotation = #loop_annotation}
      %389 = arith.remsi %c0_i32, %c2_i32 : i32
      %390 = arith.divsi %c0_i32, %c2_i32 : i32
      %391:2 = scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg4 = %389, %arg5 = %390) -> (i32, i32)  : i32 {
        %404 = arith.remsi %arg3, %c2_i32 : i32
        %405 = arith.muli %404, %380 overflow<nsw> : i32
        %406 = arith.muli %arg5, %c512_i32 overflow<nsw> : i32
        %407 = arith.addi %405, %406 overflow<nsw> : i32
        %408 = llvm.getelementptr %385[%407] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %409 = arith.remsi %arg3, %c2_i32 : i32
        %410 = arith.muli %409, %c32_i32 overflow<nsw> : i32
        %411 = arith.muli %arg5, %c4_i32 overflow<nsw> : i32
        %412 = arith.addi %410, %411 overflow<nsw> : i32
        %413 = llvm.getelementptr %3[%412] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %414 = nvvm.ldmatrix %408 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %415 = llvm.extractvalue %414[0] : !llvm_struct_a37b2a
        %416 = llvm.extractvalue %414[1] : !llvm_struct_a37b2a
        %417 = llvm.extractvalue %414[2] : !llvm_struct_a37b2a
        %418 = llvm.extractvalue %414[3] : !llvm_struct_a37b2a
        llvm.store %415, %413 {alignment = 4 : i64} : i32, !llvm.ptr
        %419 = llvm.getelementptr %413[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %416, %419 {alignment = 4 : i64} : i32, !llvm.ptr
        %420 = llvm.getelementptr %413[8] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %417, %420 {alignment = 4 : i64} : i32, !llvm.ptr
        %421 = llvm.getelementptr %413[9] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %418, %421 {alignment = 4 : i64} : i32, !llvm.ptr
        %422 = arith.addi %arg4, %c1_i32 : i32
        %423 = arith.cmpi eq, %422, %c2_i32 : i32
        %424 = arith.select %423, %c0_i32, %422 : i32
        %425 = arith.addi %arg4, %c1_i32 : i32
        %426 = arith.addi %arg5, %c1_i32 : i32
        %427 = arith.cmpi eq, %425, %c2_i32 : i32
        %428 = arith.select %427, %426, %arg5 : i32
        scf.yield %424, %428 : i32, i32
      } {loop_annotation = #loop_annotation}
      %392 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %393 = llvm.getelementptr %3[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %394:2 = scf.for %arg3 = %c0_i32 to %c17_i32 step %c1_i32 iter_args(%arg4 = %c2_i32, %arg5 = %c0_i32) -> (i32, i32)  : i32 {
        %404 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %405 = arith.addi %404, %c2048_i32 overflow<nsw> : i32
        %406 = llvm.getelementptr %366[%405] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %407 = arith.remsi %c0_i32, %c2_i32 : i32
        %408 = arith.divsi %c0_i32, %c2_i32 : i32
        %409:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %407, %arg8 = %408) -> (i32, i32)  : i32 {
          %437 = arith.remsi %arg6, %c2_i32 : i32
          %438 = arith.muli %437, %361 overflow<nsw> : i32
          %439 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %440 = arith.addi %438, %439 overflow<nsw> : i32
          %441 = llvm.getelementptr %406[%440] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %442 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %443 = llvm.getelementptr %392[%442] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %444 = nvvm.ldmatrix %441 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %445 = llvm.extractvalue %444[0] : !llvm_struct_a37b2a
          %446 = llvm.extractvalue %444[1] : !llvm_struct_a37b2a
          %447 = llvm.extractvalue %444[2] : !llvm_struct_a37b2a
          %448 = llvm.extractvalue %444[3] : !llvm_struct_a37b2a
          llvm.store %445, %443 {alignment = 4 : i64} : i32, !llvm.ptr
          %449 = llvm.getelementptr %443[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %446, %449 {alignment = 4 : i64} : i32, !llvm.ptr
          %450 = llvm.getelementptr %443[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %447, %450 {alignment = 4 : i64} : i32, !llvm.ptr
          %451 = llvm.getelementptr %443[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %448, %451 {alignment = 4 : i64} : i32, !llvm.ptr
          %452 = arith.addi %arg7, %c1_i32 : i32
          %453 = arith.cmpi eq, %452, %c2_i32 : i32
          %454 = arith.select %453, %c0_i32, %452 : i32
          %455 = arith.addi %arg7, %c1_i32 : i32
          %456 = arith.addi %arg8, %c1_i32 : i32
          %457 = arith.cmpi eq, %455, %c2_i32 : i32
          %458 = arith.select %457, %456, %arg8 : i32
          scf.yield %454, %458 : i32, i32
        } {loop_annotation = #loop_annotation}
        %410 = arith.muli %arg5, %c4096_i32 overflow<nsw> : i32
        %411 = arith.addi %410, %c2048_i32 overflow<nsw> : i32
        %412 = llvm.getelementptr %385[%411] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %413 = arith.remsi %c0_i32, %c2_i32 : i32
        %414 = arith.divsi %c0_i32, %c2_i32 : i32
        %415:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %413, %arg8 = %414) -> (i32, i32)  : i32 {
          %437 = arith.remsi %arg6, %c2_i32 : i32
          %438 = arith.muli %437, %380 overflow<nsw> : i32
          %439 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %440 = arith.addi %438, %439 overflow<nsw> : i32
          %441 = llvm.getelementptr %412[%440] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %442 = arith.remsi %arg6, %c2_i32 : i32
          %443 = arith.muli %442, %c32_i32 overflow<nsw> : i32
          %444 = arith.muli %arg8, %c4_i32 overflow<nsw> : i32
          %445 = arith.addi %443, %444 overflow<nsw> : i32
          %446 = llvm.getelementptr %393[%445] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %447 = nvvm.ldmatrix %441 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %448 = llvm.extractvalue %447[0] : !llvm_struct_a37b2a
          %449 = llvm.extractvalue %447[1] : !llvm_struct_a37b2a
          %450 = llvm.extractvalue %447[2] : !llvm_struct_a37b2a
          %451 = llvm.extractvalue %447[3] : !llvm_struct_a37b2a
          llvm.store %448, %446 {alignment = 4 : i64} : i32, !llvm.ptr
          %452 = llvm.getelementptr %446[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %449, %452 {alignment = 4 : i64} : i32, !llvm.ptr
          %453 = llvm.getelementptr %446[8] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %450, %453 {alignment = 4 : i64} : i32, !llvm.ptr
          %454 = llvm.getelementptr %446[9] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %451, %454 {alignment = 4 : i64} : i32, !llvm.ptr
          %455 = arith.addi %arg7, %c1_i32 : i32
          %456 = arith.cmpi eq, %455, %c2_i32 : i32
          %457 = arith.select %456, %c0_i32, %455 : i32
          %458 = arith.addi %arg7, %c1_i32 : i32
          %459 = arith.addi %arg8, %c1_i32 : i32
          %460 = arith.cmpi eq, %458, %c2_i32 : i32
          %461 = arith.select %460, %459, %arg8 : i32
          scf.yield %457, %461 : i32, i32
        } {loop_annotation = #loop_annotation}
        %416 = arith.addi %arg3, %c2_i32 : i32
        %417 = arith.cmpi slt, %416, %c17_i32 : i32
        scf.if %417 {
          %437 = arith.muli %416, %c32000_i32 overflow<nsw> : i32
          %438 = llvm.getelementptr %60[%437] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %439 = arith.muli %arg4, %c4096_i32 overflow<nsw> : i32
          %440 = llvm.getelementptr %73[%439] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %444 = arith.muli %arg6, %c8000_i32 overflow<nsw> : i32
            %445 = llvm.getelementptr %438[%444] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %446 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
            %447 = llvm.getelementptr %440[%446] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            %448 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
            %449 = arith.trunci %448 : i8 to i1
            %450 = arith.select %449, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %447, %445, 16, cache = cg, %450 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } {loop_annotation = #loop_annotation}
          %441 = arith.muli %416, %c33536_i32 overflow<nsw> : i32
          %442 = llvm.getelementptr %78[%441] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %443 = llvm.getelementptr %79[%439] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %444 = arith.muli %arg6, %c8384_i32 overflow<nsw> : i32
            %445 = llvm.getelementptr %442[%444] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %446 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
            %447 = llvm.getelementptr %443[%446] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
            %448 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
            %449 = arith.trunci %448 : i8 to i1
            %450 = arith.select %449, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %447, %445, 16, cache = cg, %450 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } {loop_annotation = #loop_annotation}
        }
        nvvm.cp.async.commit.group
        %418 = arith.remsi %c0_i32, %c2_i32 : i32
        %419 = arith.divsi %c0_i32, %c2_i32 : i32
        %420:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %418, %arg8 = %419) -> (i32, i32)  : i32 {
          %437 = arith.remsi %arg6, %c2_i32 : i32
          %438 = arith.muli %437, %c8_i32 overflow<nsw> : i32
          %439 = arith.muli %arg8, %c16_i32 overflow<nsw> : i32
          %440 = arith.addi %438, %439 overflow<nsw> : i32
          %441 = llvm.getelementptr %4[%440] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %442 = llvm.getelementptr %441[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %443 = llvm.getelementptr %441[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %444 = llvm.getelementptr %441[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %445 = arith.remsi %c0_i32, %c4_i32 : i32
          %446 = arith.divsi %c0_i32, %c4_i32 : i32
          %447:2 = scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg10 = %445, %arg11 = %446) -> (i32, i32)  : i32 {
            %455 = arith.divsi %arg10, %c2_i32 : i32
            %456 = arith.remsi %arg10, %c2_i32 : i32
            %457 = arith.muli %456, %c16_i32 overflow<nsw> : i32
            %458 = arith.muli %455, %c32_i32 overflow<nsw> : i32
            %459 = arith.addi %457, %458 overflow<nsw> : i32
            %460 = arith.muli %arg11, %c4_i32 overflow<nsw> : i32
            %461 = arith.addi %459, %460 overflow<nsw> : i32
            %462 = llvm.getelementptr %3[%461] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %463 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %464 = arith.muli %arg9, %c16_i32 overflow<nsw> : i32
            %465 = arith.addi %463, %464 overflow<nsw> : i32
            %466 = llvm.getelementptr %2[%465] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %467 = llvm.load %441 : !llvm.ptr -> vector<2xf16>
            %468 = llvm.load %442 : !llvm.ptr -> vector<2xf16>
            %469 = llvm.load %443 : !llvm.ptr -> vector<2xf16>
            %470 = llvm.load %444 : !llvm.ptr -> vector<2xf16>
            %471 = llvm.load %462 : !llvm.ptr -> vector<2xf16>
            %472 = llvm.getelementptr %462[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %473 = llvm.load %472 : !llvm.ptr -> vector<2xf16>
            %474 = llvm.load %466 : !llvm.ptr -> vector<4xf32>
            %475:4 = vector.to_elements %474 : vector<4xf32>
            %476 = nvvm.mma.sync A[%467, %468, %469, %470]  B[%471, %473]  C[%475#0, %475#1, %475#2, %475#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %477 = llvm.extractvalue %476[0] : !llvm_struct_687153
            %478 = llvm.extractvalue %476[1] : !llvm_struct_687153
            %479 = llvm.extractvalue %476[2] : !llvm_struct_687153
            %480 = llvm.extractvalue %476[3] : !llvm_struct_687153
            %481 = vector.from_elements %477, %478, %479, %480 : vector<4xf32>
            llvm.store %481, %466 : vector<4xf32>, !llvm.ptr
            %482 = arith.addi %arg10, %c1_i32 : i32
            %483 = arith.cmpi eq, %482, %c4_i32 : i32
            %484 = arith.select %483, %c0_i32, %482 : i32
            %485 = arith.addi %arg10, %c1_i32 : i32
            %486 = arith.addi %arg11, %c1_i32 : i32
            %487 = arith.cmpi eq, %485, %c4_i32 : i32
            %488 = arith.select %487, %486, %arg11 : i32
            scf.yield %484, %488 : i32, i32
          } {loop_annotation = #loop_annotation}
          %448 = arith.addi %arg7, %c1_i32 : i32
          %449 = arith.cmpi eq, %448, %c2_i32 : i32
          %450 = arith.select %449, %c0_i32, %448 : i32
          %451 = arith.addi %arg7, %c1_i32 : i32
          %452 = arith.addi %arg8, %c1_i32 : i32
          %453 = arith.cmpi eq, %451, %c2_i32 : i32
          %454 = arith.select %453, %452, %arg8 : i32
          scf.yield %450, %454 : i32, i32
        } {loop_annotation = #loop_annotation}
        %421 = arith.addi %arg5, %c1_i32 : i32
        %422 = arith.cmpi eq, %421, %c3_i32 : i32
        %423 = arith.select %422, %c0_i32, %421 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %424 = arith.muli %423, %c4096_i32 overflow<nsw> : i32
        %425 = llvm.getelementptr %366[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %426 = arith.remsi %c0_i32, %c2_i32 : i32
        %427 = arith.divsi %c0_i32, %c2_i32 : i32
        %428:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %426, %arg8 = %427) -> (i32, i32)  : i32 {
          %437 = arith.remsi %arg6, %c2_i32 : i32
          %438 = arith.muli %437, %361 overflow<nsw> : i32
          %439 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %440 = arith.addi %438, %439 overflow<nsw> : i32
          %441 = llvm.getelementptr %425[%440] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %442 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %443 = llvm.getelementptr %4[%442] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %444 = nvvm.ldmatrix %441 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %445 = llvm.extractvalue %444[0] : !llvm_struct_a37b2a
          %446 = llvm.extractvalue %444[1] : !llvm_struct_a37b2a
          %447 = llvm.extractvalue %444[2] : !llvm_struct_a37b2a
          %448 = llvm.extractvalue %444[3] : !llvm_struct_a37b2a
          llvm.store %445, %443 {alignment = 4 : i64} : i32, !llvm.ptr
          %449 = llvm.getelementptr %443[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %446, %449 {alignment = 4 : i64} : i32, !llvm.ptr
          %450 = llvm.getelementptr %443[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %447, %450 {alignment = 4 : i64} : i32, !llvm.ptr
          %451 = llvm.getelementptr %443[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %448, %451 {alignment = 4 : i64} : i32, !llvm.ptr
          %452 = arith.addi %arg7, %c1_i32 : i32
          %453 = arith.cmpi eq, %452, %c2_i32 : i32
          %454 = arith.select %453, %c0_i32, %452 : i32
          %455 = arith.addi %arg7, %c1_i32 : i32
          %456 = arith.addi %arg8, %c1_i32 : i32
          %457 = arith.cmpi eq, %455, %c2_i32 : i32
          %458 = arith.select %457, %456, %arg8 : i32
          scf.yield %454, %458 : i32, i32
        } {loop_annotation = #loop_annotation}
        %429 = arith.muli %423, %c4096_i32 overflow<nsw> : i32
        %430 = llvm.getelementptr %385[%429] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %431 = arith.remsi %c0_i32, %c2_i32 : i32
        %432 = arith.divsi %c0_i32, %c2_i32 : i32
        %433:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %431, %arg8 = %432) -> (i32, i32)  : i32 {
          %437 = arith.remsi %arg6, %c2_i32 : i32
          %438 = arith.muli %437, %380 overflow<nsw> : i32
          %439 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %440 = arith.addi %438, %439 overflow<nsw> : i32
          %441 = llvm.getelementptr %430[%440] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %442 = arith.remsi %arg6, %c2_i32 : i32
          %443 = arith.muli %442, %c32_i32 overflow<nsw> : i32
          %444 = arith.muli %arg8, %c4_i32 overflow<nsw> : i32
          %445 = arith.addi %443, %444 overflow<nsw> : i32
          %446 = llvm.getelementptr %3[%445] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %447 = nvvm.ldmatrix %441 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %448 = llvm.extractvalue %447[0] : !llvm_struct_a37b2a
          %449 = llvm.extractvalue %447[1] : !llvm_struct_a37b2a
          %450 = llvm.extractvalue %447[2] : !llvm_struct_a37b2a
          %451 = llvm.extractvalue %447[3] : !llvm_struct_a37b2a
          llvm.store %448, %446 {alignment = 4 : i64} : i32, !llvm.ptr
          %452 = llvm.getelementptr %446[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %449, %452 {alignment = 4 : i64} : i32, !llvm.ptr
          %453 = llvm.getelementptr %446[8] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %450, %453 {alignment = 4 : i64} : i32, !llvm.ptr
          %454 = llvm.getelementptr %446[9] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %451, %454 {alignment = 4 : i64} : i32, !llvm.ptr
          %455 = arith.addi %arg7, %c1_i32 : i32
          %456 = arith.cmpi eq, %455, %c2_i32 : i32
          %457 = arith.select %456, %c0_i32, %455 : i32
          %458 = arith.addi %arg7, %c1_i32 : i32
          %459 = arith.addi %arg8, %c1_i32 : i32
          %460 = arith.cmpi eq, %458, %c2_i32 : i32
          %461 = arith.select %460, %459, %arg8 : i32
          scf.yield %457, %461 : i32, i32
        } {loop_annotation = #loop_annotation}
        %434 = arith.remsi %c0_i32, %c2_i32 : i32
        %435 = arith.divsi %c0_i32, %c2_i32 : i32
        %436:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %434, %arg8 = %435) -> (i32, i32)  : i32 {
          %437 = arith.remsi %arg6, %c2_i32 : i32
          %438 = arith.muli %437, %c8_i32 overflow<nsw> : i32
          %439 = arith.muli %arg8, %c16_i32 overflow<nsw> : i32
          %440 = arith.addi %438, %439 overflow<nsw> : i32
          %441 = llvm.getelementptr %392[%440] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %442 = llvm.getelementptr %441[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %443 = llvm.getelementptr %441[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %444 = llvm.getelementptr %441[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %445 = arith.remsi %c0_i32, %c4_i32 : i32
          %446 = arith.divsi %c0_i32, %c4_i32 : i32
          %447:2 = scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg10 = %445, %arg11 = %446) -> (i32, i32)  : i32 {
            %455 = arith.divsi %arg10, %c2_i32 : i32
            %456 = arith.remsi %arg10, %c2_i32 : i32
            %457 = arith.muli %456, %c16_i32 overflow<nsw> : i32
            %458 = arith.muli %455, %c32_i32 overflow<nsw> : i32
            %459 = arith.addi %457, %458 overflow<nsw> : i32
            %460 = arith.muli %arg11, %c4_i32 overflow<nsw> : i32
            %461 = arith.addi %459, %460 overflow<nsw> : i32
            %462 = llvm.getelementptr %393[%461] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %463 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %464 = arith.muli %arg9, %c16_i32 overflow<nsw> : i32
            %465 = arith.addi %463, %464 overflow<nsw> : i32
            %466 = llvm.getelementptr %2[%465] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %467 = llvm.load %441 : !llvm.ptr -> vector<2xf16>
            %468 = llvm.load %442 : !llvm.ptr -> vector<2xf16>
            %469 = llvm.load %443 : !llvm.ptr -> vector<2xf16>
            %470 = llvm.load %444 : !llvm.ptr -> vector<2xf16>
            %471 = llvm.load %462 : !llvm.ptr -> vector<2xf16>
            %472 = llvm.getelementptr %462[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %473 = llvm.load %472 : !llvm.ptr -> vector<2xf16>
            %474 = llvm.load %466 : !llvm.ptr -> vector<4xf32>
            %475:4 = vector.to_elements %474 : vector<4xf32>
            %476 = nvvm.mma.sync A[%467, %468, %469, %470]  B[%471, %473]  C[%475#0, %475#1, %475#2, %475#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %477 = llvm.extractvalue %476[0] : !llvm_struct_687153
            %478 = llvm.extractvalue %476[1] : !llvm_struct_687153
            %479 = llvm.extractvalue %476[2] : !llvm_struct_687153
            %480 = llvm.extractvalue %476[3] : !llvm_struct_687153
            %481 = vector.from_elements %477, %478, %479, %480 : vector<4xf32>
            llvm.store %481, %466 : vector<4xf32>, !llvm.ptr
            %482 = arith.addi %arg10, %c1_i32 : i32
            %483 = arith.cmpi eq, %482, %c4_i32 : i32
            %484 = arith.select %483, %c0_i32, %482 : i32
            %485 = arith.addi %arg10, %c1_i32 : i32
            %486 = arith.addi %arg11, %c1_i32 : i32
            %487 = arith.cmpi eq, %485, %c4_i32 : i32
            %488 = arith.select %487, %486, %arg11 : i32
            scf.yield %484, %488 : i32, i32
          } {loop_annotation = #loop_annotation}
          %448 = arith.addi %arg7, %c1_i32 : i32
          %449 = arith.cmpi eq, %448, %c2_i32 : i32
          %450 = arith.select %449, %c0_i32, %448 : i32
          %451 = arith.addi %arg7, %c1_i32 : i32
          %452 = arith.addi %arg8, %c1_i32 : i32
          %453 = arith.cmpi eq, %451, %c2_i32 : i32
          %454 = arith.select %453, %452, %arg8 : i32
          scf.yield %450, %454 : i32, i32
        } {loop_annotation = #loop_annotation}
        scf.yield %arg5, %423 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %395 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %396 = arith.truncf %395 : vector<128xf32> to vector<128xf16>
      llvm.store %396, %1 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %397 = arith.addi %30, %c1_i32 : i32
      %398 = arith.muli %397, %c128_i32 : i32
      %399 = arith.cmpi sle, %398, %c1000_i32 : i32
      %400 = arith.addi %31, %c1_i32 : i32
      %401 = arith.muli %400, %c128_i32 : i32
      %402 = arith.cmpi sle, %401, %c1048_i32 : i32
      %403 = arith.andi %399, %402 : i1
      scf.if %403 {
        %404 = arith.remsi %c0_i32, %c2_i32 : i32
        %405 = arith.divsi %c0_i32, %c2_i32 : i32
        %406:2 = scf.for %arg3 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg4 = %404, %arg5 = %405) -> (i32, i32)  : i32 {
          %407 = arith.muli %arg3, %c2_i32 overflow<nsw> : i32
          %408 = llvm.getelementptr %1[%407] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %409 = arith.remsi %arg3, %c2_i32 : i32
          %410 = arith.muli %409, %c8384_i32 overflow<nsw> : i32
          %411 = arith.divsi %arg5, %c4_i32 : i32
          %412 = arith.remsi %arg5, %c4_i32 : i32
          %413 = arith.muli %412, %c33536_i32 overflow<nsw> : i32
          %414 = arith.addi %410, %413 overflow<nsw> : i32
          %415 = arith.muli %411, %c16_i32 overflow<nsw> : i32
          %416 = arith.addi %414, %415 overflow<nsw> : i32
          %417 = llvm.getelementptr %349[%416] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %418 = llvm.load %408 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
          llvm.store %418, %417 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
          %419 = arith.addi %arg4, %c1_i32 : i32
          %420 = arith.cmpi eq, %419, %c2_i32 : i32
          %421 = arith.select %420, %c0_i32, %419 : i32
          %422 = arith.addi %arg4, %c1_i32 : i32
          %423 = arith.addi %arg5, %c1_i32 : i32
          %424 = arith.cmpi eq, %422, %c2_i32 : i32
          %425 = arith.select %424, %423, %arg5 : i32
          scf.yield %421, %425 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %404 = arith.muli %338, %c16_i32 overflow<nsw> : i32
        %405 = arith.addi %340, %404 overflow<nsw> : i32
        %406 = arith.addi %342, %346 overflow<nsw> : i32
        %407 = arith.addi %51, %405 overflow<nsw> : i32
        %408 = arith.addi %52, %406 overflow<nsw> : i32
        %409 = arith.cmpi slt, %407, %c1000_i32 : i32
        %410 = arith.cmpi slt, %408, %c1048_i32 : i32
        %411 = arith.andi %409, %410 : i1
        scf.if %411 {
          %1025 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f16
          llvm.store %1025, %349 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %412 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %413 = arith.cmpi slt, %407, %c1000_i32 : i32
        %414 = arith.cmpi slt, %412, %c1048_i32 : i32
        %415 = arith.andi %413, %414 : i1
        scf.if %415 {
          %1025 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %416 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %417 = arith.cmpi slt, %416, %c1000_i32 : i32
        %418 = arith.cmpi slt, %408, %c1048_i32 : i32
        %419 = arith.andi %417, %418 : i1
        scf.if %419 {
          %1025 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %420 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %421 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %422 = arith.cmpi slt, %420, %c1000_i32 : i32
        %423 = arith.cmpi slt, %421, %c1048_i32 : i32
        %424 = arith.andi %422, %423 : i1
        scf.if %424 {
          %1025 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %425 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %426 = arith.cmpi slt, %425, %c1000_i32 : i32
        %427 = arith.cmpi slt, %408, %c1048_i32 : i32
        %428 = arith.andi %426, %427 : i1
        scf.if %428 {
          %1025 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %429 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %430 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %431 = arith.cmpi slt, %429, %c1000_i32 : i32
        %432 = arith.cmpi slt, %430, %c1048_i32 : i32
        %433 = arith.andi %431, %432 : i1
        scf.if %433 {
          %1025 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %434 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %435 = arith.cmpi slt, %434, %c1000_i32 : i32
        %436 = arith.cmpi slt, %408, %c1048_i32 : i32
        %437 = arith.andi %435, %436 : i1
        scf.if %437 {
          %1025 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %438 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %439 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %440 = arith.cmpi slt, %438, %c1000_i32 : i32
        %441 = arith.cmpi slt, %439, %c1048_i32 : i32
        %442 = arith.andi %440, %441 : i1
        scf.if %442 {
          %1025 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %443 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %444 = arith.cmpi slt, %443, %c1000_i32 : i32
        %445 = arith.cmpi slt, %408, %c1048_i32 : i32
        %446 = arith.andi %444, %445 : i1
        scf.if %446 {
          %1025 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %447 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %448 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %449 = arith.cmpi slt, %447, %c1000_i32 : i32
        %450 = arith.cmpi slt, %448, %c1048_i32 : i32
        %451 = arith.andi %449, %450 : i1
        scf.if %451 {
          %1025 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %452 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %453 = arith.cmpi slt, %452, %c1000_i32 : i32
        %454 = arith.cmpi slt, %408, %c1048_i32 : i32
        %455 = arith.andi %453, %454 : i1
        scf.if %455 {
          %1025 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %456 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %457 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %458 = arith.cmpi slt, %456, %c1000_i32 : i32
        %459 = arith.cmpi slt, %457, %c1048_i32 : i32
        %460 = arith.andi %458, %459 : i1
        scf.if %460 {
          %1025 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %461 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %462 = arith.cmpi slt, %461, %c1000_i32 : i32
        %463 = arith.cmpi slt, %408, %c1048_i32 : i32
        %464 = arith.andi %462, %463 : i1
        scf.if %464 {
          %1025 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %465 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %466 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %467 = arith.cmpi slt, %465, %c1000_i32 : i32
        %468 = arith.cmpi slt, %466, %c1048_i32 : i32
        %469 = arith.andi %467, %468 : i1
        scf.if %469 {
          %1025 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %470 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %471 = arith.cmpi slt, %470, %c1000_i32 : i32
        %472 = arith.cmpi slt, %408, %c1048_i32 : i32
        %473 = arith.andi %471, %472 : i1
        scf.if %473 {
          %1025 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %474 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %475 = arith.addi %408, %c1_i32 overflow<nsw> : i32
        %476 = arith.cmpi slt, %474, %c1000_i32 : i32
        %477 = arith.cmpi slt, %475, %c1048_i32 : i32
        %478 = arith.andi %476, %477 : i1
        scf.if %478 {
          %1025 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %479 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %480 = arith.cmpi slt, %407, %c1000_i32 : i32
        %481 = arith.cmpi slt, %479, %c1048_i32 : i32
        %482 = arith.andi %480, %481 : i1
        scf.if %482 {
          %1025 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %483 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %484 = arith.cmpi slt, %407, %c1000_i32 : i32
        %485 = arith.cmpi slt, %483, %c1048_i32 : i32
        %486 = arith.andi %484, %485 : i1
        scf.if %486 {
          %1025 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %487 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %488 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %489 = arith.cmpi slt, %487, %c1000_i32 : i32
        %490 = arith.cmpi slt, %488, %c1048_i32 : i32
        %491 = arith.andi %489, %490 : i1
        scf.if %491 {
          %1025 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %492 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %493 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %494 = arith.cmpi slt, %492, %c1000_i32 : i32
        %495 = arith.cmpi slt, %493, %c1048_i32 : i32
        %496 = arith.andi %494, %495 : i1
        scf.if %496 {
          %1025 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %497 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %498 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %499 = arith.cmpi slt, %497, %c1000_i32 : i32
        %500 = arith.cmpi slt, %498, %c1048_i32 : i32
        %501 = arith.andi %499, %500 : i1
        scf.if %501 {
          %1025 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %502 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %503 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %504 = arith.cmpi slt, %502, %c1000_i32 : i32
        %505 = arith.cmpi slt, %503, %c1048_i32 : i32
        %506 = arith.andi %504, %505 : i1
        scf.if %506 {
          %1025 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %507 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %508 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %509 = arith.cmpi slt, %507, %c1000_i32 : i32
        %510 = arith.cmpi slt, %508, %c1048_i32 : i32
        %511 = arith.andi %509, %510 : i1
        scf.if %511 {
          %1025 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %512 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %513 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %514 = arith.cmpi slt, %512, %c1000_i32 : i32
        %515 = arith.cmpi slt, %513, %c1048_i32 : i32
        %516 = arith.andi %514, %515 : i1
        scf.if %516 {
          %1025 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %517 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %518 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %519 = arith.cmpi slt, %517, %c1000_i32 : i32
        %520 = arith.cmpi slt, %518, %c1048_i32 : i32
        %521 = arith.andi %519, %520 : i1
        scf.if %521 {
          %1025 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %522 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %523 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %524 = arith.cmpi slt, %522, %c1000_i32 : i32
        %525 = arith.cmpi slt, %523, %c1048_i32 : i32
        %526 = arith.andi %524, %525 : i1
        scf.if %526 {
          %1025 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %527 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %528 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %529 = arith.cmpi slt, %527, %c1000_i32 : i32
        %530 = arith.cmpi slt, %528, %c1048_i32 : i32
        %531 = arith.andi %529, %530 : i1
        scf.if %531 {
          %1025 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %532 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %533 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %534 = arith.cmpi slt, %532, %c1000_i32 : i32
        %535 = arith.cmpi slt, %533, %c1048_i32 : i32
        %536 = arith.andi %534, %535 : i1
        scf.if %536 {
          %1025 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %537 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %538 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %539 = arith.cmpi slt, %537, %c1000_i32 : i32
        %540 = arith.cmpi slt, %538, %c1048_i32 : i32
        %541 = arith.andi %539, %540 : i1
        scf.if %541 {
          %1025 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %542 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %543 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %544 = arith.cmpi slt, %542, %c1000_i32 : i32
        %545 = arith.cmpi slt, %543, %c1048_i32 : i32
        %546 = arith.andi %544, %545 : i1
        scf.if %546 {
          %1025 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %547 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %548 = arith.addi %408, %c16_i32 overflow<nsw> : i32
        %549 = arith.cmpi slt, %547, %c1000_i32 : i32
        %550 = arith.cmpi slt, %548, %c1048_i32 : i32
        %551 = arith.andi %549, %550 : i1
        scf.if %551 {
          %1025 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %552 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %553 = arith.addi %408, %c17_i32 overflow<nsw> : i32
        %554 = arith.cmpi slt, %552, %c1000_i32 : i32
        %555 = arith.cmpi slt, %553, %c1048_i32 : i32
        %556 = arith.andi %554, %555 : i1
        scf.if %556 {
          %1025 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %557 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %558 = arith.cmpi slt, %407, %c1000_i32 : i32
        %559 = arith.cmpi slt, %557, %c1048_i32 : i32
        %560 = arith.andi %558, %559 : i1
        scf.if %560 {
          %1025 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %561 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %562 = arith.cmpi slt, %407, %c1000_i32 : i32
        %563 = arith.cmpi slt, %561, %c1048_i32 : i32
        %564 = arith.andi %562, %563 : i1
        scf.if %564 {
          %1025 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %565 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %566 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %567 = arith.cmpi slt, %565, %c1000_i32 : i32
        %568 = arith.cmpi slt, %566, %c1048_i32 : i32
        %569 = arith.andi %567, %568 : i1
        scf.if %569 {
          %1025 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %570 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %571 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %572 = arith.cmpi slt, %570, %c1000_i32 : i32
        %573 = arith.cmpi slt, %571, %c1048_i32 : i32
        %574 = arith.andi %572, %573 : i1
        scf.if %574 {
          %1025 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %575 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %576 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %577 = arith.cmpi slt, %575, %c1000_i32 : i32
        %578 = arith.cmpi slt, %576, %c1048_i32 : i32
        %579 = arith.andi %577, %578 : i1
        scf.if %579 {
          %1025 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %580 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %581 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %582 = arith.cmpi slt, %580, %c1000_i32 : i32
        %583 = arith.cmpi slt, %581, %c1048_i32 : i32
        %584 = arith.andi %582, %583 : i1
        scf.if %584 {
          %1025 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %585 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %586 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %587 = arith.cmpi slt, %585, %c1000_i32 : i32
        %588 = arith.cmpi slt, %586, %c1048_i32 : i32
        %589 = arith.andi %587, %588 : i1
        scf.if %589 {
          %1025 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %590 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %591 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %592 = arith.cmpi slt, %590, %c1000_i32 : i32
        %593 = arith.cmpi slt, %591, %c1048_i32 : i32
        %594 = arith.andi %592, %593 : i1
        scf.if %594 {
          %1025 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %595 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %596 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %597 = arith.cmpi slt, %595, %c1000_i32 : i32
        %598 = arith.cmpi slt, %596, %c1048_i32 : i32
        %599 = arith.andi %597, %598 : i1
        scf.if %599 {
          %1025 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %600 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %601 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %602 = arith.cmpi slt, %600, %c1000_i32 : i32
        %603 = arith.cmpi slt, %601, %c1048_i32 : i32
        %604 = arith.andi %602, %603 : i1
        scf.if %604 {
          %1025 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %605 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %606 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %607 = arith.cmpi slt, %605, %c1000_i32 : i32
        %608 = arith.cmpi slt, %606, %c1048_i32 : i32
        %609 = arith.andi %607, %608 : i1
        scf.if %609 {
          %1025 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %610 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %611 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %612 = arith.cmpi slt, %610, %c1000_i32 : i32
        %613 = arith.cmpi slt, %611, %c1048_i32 : i32
        %614 = arith.andi %612, %613 : i1
        scf.if %614 {
          %1025 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %615 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %616 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %617 = arith.cmpi slt, %615, %c1000_i32 : i32
        %618 = arith.cmpi slt, %616, %c1048_i32 : i32
        %619 = arith.andi %617, %618 : i1
        scf.if %619 {
          %1025 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %620 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %621 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %622 = arith.cmpi slt, %620, %c1000_i32 : i32
        %623 = arith.cmpi slt, %621, %c1048_i32 : i32
        %624 = arith.andi %622, %623 : i1
        scf.if %624 {
          %1025 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %625 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %626 = arith.addi %408, %c32_i32 overflow<nsw> : i32
        %627 = arith.cmpi slt, %625, %c1000_i32 : i32
        %628 = arith.cmpi slt, %626, %c1048_i32 : i32
        %629 = arith.andi %627, %628 : i1
        scf.if %629 {
          %1025 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %630 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %631 = arith.addi %408, %c33_i32 overflow<nsw> : i32
        %632 = arith.cmpi slt, %630, %c1000_i32 : i32
        %633 = arith.cmpi slt, %631, %c1048_i32 : i32
        %634 = arith.andi %632, %633 : i1
        scf.if %634 {
          %1025 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %635 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %636 = arith.cmpi slt, %407, %c1000_i32 : i32
        %637 = arith.cmpi slt, %635, %c1048_i32 : i32
        %638 = arith.andi %636, %637 : i1
        scf.if %638 {
          %1025 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %639 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %640 = arith.cmpi slt, %407, %c1000_i32 : i32
        %641 = arith.cmpi slt, %639, %c1048_i32 : i32
        %642 = arith.andi %640, %641 : i1
        scf.if %642 {
          %1025 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %643 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %644 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %645 = arith.cmpi slt, %643, %c1000_i32 : i32
        %646 = arith.cmpi slt, %644, %c1048_i32 : i32
        %647 = arith.andi %645, %646 : i1
        scf.if %647 {
          %1025 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %648 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %649 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %650 = arith.cmpi slt, %648, %c1000_i32 : i32
        %651 = arith.cmpi slt, %649, %c1048_i32 : i32
        %652 = arith.andi %650, %651 : i1
        scf.if %652 {
          %1025 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %653 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %654 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %655 = arith.cmpi slt, %653, %c1000_i32 : i32
        %656 = arith.cmpi slt, %654, %c1048_i32 : i32
        %657 = arith.andi %655, %656 : i1
        scf.if %657 {
          %1025 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %658 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %659 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %660 = arith.cmpi slt, %658, %c1000_i32 : i32
        %661 = arith.cmpi slt, %659, %c1048_i32 : i32
        %662 = arith.andi %660, %661 : i1
        scf.if %662 {
          %1025 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %663 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %664 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %665 = arith.cmpi slt, %663, %c1000_i32 : i32
        %666 = arith.cmpi slt, %664, %c1048_i32 : i32
        %667 = arith.andi %665, %666 : i1
        scf.if %667 {
          %1025 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %668 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %669 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %670 = arith.cmpi slt, %668, %c1000_i32 : i32
        %671 = arith.cmpi slt, %669, %c1048_i32 : i32
        %672 = arith.andi %670, %671 : i1
        scf.if %672 {
          %1025 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %673 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %674 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %675 = arith.cmpi slt, %673, %c1000_i32 : i32
        %676 = arith.cmpi slt, %674, %c1048_i32 : i32
        %677 = arith.andi %675, %676 : i1
        scf.if %677 {
          %1025 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %678 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %679 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %680 = arith.cmpi slt, %678, %c1000_i32 : i32
        %681 = arith.cmpi slt, %679, %c1048_i32 : i32
        %682 = arith.andi %680, %681 : i1
        scf.if %682 {
          %1025 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %683 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %684 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %685 = arith.cmpi slt, %683, %c1000_i32 : i32
        %686 = arith.cmpi slt, %684, %c1048_i32 : i32
        %687 = arith.andi %685, %686 : i1
        scf.if %687 {
          %1025 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %688 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %689 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %690 = arith.cmpi slt, %688, %c1000_i32 : i32
        %691 = arith.cmpi slt, %689, %c1048_i32 : i32
        %692 = arith.andi %690, %691 : i1
        scf.if %692 {
          %1025 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %693 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %694 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %695 = arith.cmpi slt, %693, %c1000_i32 : i32
        %696 = arith.cmpi slt, %694, %c1048_i32 : i32
        %697 = arith.andi %695, %696 : i1
        scf.if %697 {
          %1025 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %698 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %699 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %700 = arith.cmpi slt, %698, %c1000_i32 : i32
        %701 = arith.cmpi slt, %699, %c1048_i32 : i32
        %702 = arith.andi %700, %701 : i1
        scf.if %702 {
          %1025 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %703 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %704 = arith.addi %408, %c48_i32 overflow<nsw> : i32
        %705 = arith.cmpi slt, %703, %c1000_i32 : i32
        %706 = arith.cmpi slt, %704, %c1048_i32 : i32
        %707 = arith.andi %705, %706 : i1
        scf.if %707 {
          %1025 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %708 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %709 = arith.addi %408, %c49_i32 overflow<nsw> : i32
        %710 = arith.cmpi slt, %708, %c1000_i32 : i32
        %711 = arith.cmpi slt, %709, %c1048_i32 : i32
        %712 = arith.andi %710, %711 : i1
        scf.if %712 {
          %1025 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %713 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %714 = arith.cmpi slt, %407, %c1000_i32 : i32
        %715 = arith.cmpi slt, %713, %c1048_i32 : i32
        %716 = arith.andi %714, %715 : i1
        scf.if %716 {
          %1025 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %717 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %718 = arith.cmpi slt, %407, %c1000_i32 : i32
        %719 = arith.cmpi slt, %717, %c1048_i32 : i32
        %720 = arith.andi %718, %719 : i1
        scf.if %720 {
          %1025 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %721 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %722 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %723 = arith.cmpi slt, %721, %c1000_i32 : i32
        %724 = arith.cmpi slt, %722, %c1048_i32 : i32
        %725 = arith.andi %723, %724 : i1
        scf.if %725 {
          %1025 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %726 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %727 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %728 = arith.cmpi slt, %726, %c1000_i32 : i32
        %729 = arith.cmpi slt, %727, %c1048_i32 : i32
        %730 = arith.andi %728, %729 : i1
        scf.if %730 {
          %1025 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %731 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %732 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %733 = arith.cmpi slt, %731, %c1000_i32 : i32
        %734 = arith.cmpi slt, %732, %c1048_i32 : i32
        %735 = arith.andi %733, %734 : i1
        scf.if %735 {
          %1025 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %736 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %737 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %738 = arith.cmpi slt, %736, %c1000_i32 : i32
        %739 = arith.cmpi slt, %737, %c1048_i32 : i32
        %740 = arith.andi %738, %739 : i1
        scf.if %740 {
          %1025 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %741 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %742 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %743 = arith.cmpi slt, %741, %c1000_i32 : i32
        %744 = arith.cmpi slt, %742, %c1048_i32 : i32
        %745 = arith.andi %743, %744 : i1
        scf.if %745 {
          %1025 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %746 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %747 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %748 = arith.cmpi slt, %746, %c1000_i32 : i32
        %749 = arith.cmpi slt, %747, %c1048_i32 : i32
        %750 = arith.andi %748, %749 : i1
        scf.if %750 {
          %1025 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %751 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %752 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %753 = arith.cmpi slt, %751, %c1000_i32 : i32
        %754 = arith.cmpi slt, %752, %c1048_i32 : i32
        %755 = arith.andi %753, %754 : i1
        scf.if %755 {
          %1025 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %756 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %757 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %758 = arith.cmpi slt, %756, %c1000_i32 : i32
        %759 = arith.cmpi slt, %757, %c1048_i32 : i32
        %760 = arith.andi %758, %759 : i1
        scf.if %760 {
          %1025 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %761 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %762 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %763 = arith.cmpi slt, %761, %c1000_i32 : i32
        %764 = arith.cmpi slt, %762, %c1048_i32 : i32
        %765 = arith.andi %763, %764 : i1
        scf.if %765 {
          %1025 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %766 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %767 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %768 = arith.cmpi slt, %766, %c1000_i32 : i32
        %769 = arith.cmpi slt, %767, %c1048_i32 : i32
        %770 = arith.andi %768, %769 : i1
        scf.if %770 {
          %1025 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %771 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %772 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %773 = arith.cmpi slt, %771, %c1000_i32 : i32
        %774 = arith.cmpi slt, %772, %c1048_i32 : i32
        %775 = arith.andi %773, %774 : i1
        scf.if %775 {
          %1025 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %776 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %777 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %778 = arith.cmpi slt, %776, %c1000_i32 : i32
        %779 = arith.cmpi slt, %777, %c1048_i32 : i32
        %780 = arith.andi %778, %779 : i1
        scf.if %780 {
          %1025 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %781 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %782 = arith.addi %408, %c64_i32 overflow<nsw> : i32
        %783 = arith.cmpi slt, %781, %c1000_i32 : i32
        %784 = arith.cmpi slt, %782, %c1048_i32 : i32
        %785 = arith.andi %783, %784 : i1
        scf.if %785 {
          %1025 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %786 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %787 = arith.addi %408, %c65_i32 overflow<nsw> : i32
        %788 = arith.cmpi slt, %786, %c1000_i32 : i32
        %789 = arith.cmpi slt, %787, %c1048_i32 : i32
        %790 = arith.andi %788, %789 : i1
        scf.if %790 {
          %1025 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %791 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %792 = arith.cmpi slt, %407, %c1000_i32 : i32
        %793 = arith.cmpi slt, %791, %c1048_i32 : i32
        %794 = arith.andi %792, %793 : i1
        scf.if %794 {
          %1025 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %795 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %796 = arith.cmpi slt, %407, %c1000_i32 : i32
        %797 = arith.cmpi slt, %795, %c1048_i32 : i32
        %798 = arith.andi %796, %797 : i1
        scf.if %798 {
          %1025 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %799 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %800 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %801 = arith.cmpi slt, %799, %c1000_i32 : i32
        %802 = arith.cmpi slt, %800, %c1048_i32 : i32
        %803 = arith.andi %801, %802 : i1
        scf.if %803 {
          %1025 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %804 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %805 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %806 = arith.cmpi slt, %804, %c1000_i32 : i32
        %807 = arith.cmpi slt, %805, %c1048_i32 : i32
        %808 = arith.andi %806, %807 : i1
        scf.if %808 {
          %1025 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %809 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %810 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %811 = arith.cmpi slt, %809, %c1000_i32 : i32
        %812 = arith.cmpi slt, %810, %c1048_i32 : i32
        %813 = arith.andi %811, %812 : i1
        scf.if %813 {
          %1025 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %814 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %815 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %816 = arith.cmpi slt, %814, %c1000_i32 : i32
        %817 = arith.cmpi slt, %815, %c1048_i32 : i32
        %818 = arith.andi %816, %817 : i1
        scf.if %818 {
          %1025 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %819 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %820 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %821 = arith.cmpi slt, %819, %c1000_i32 : i32
        %822 = arith.cmpi slt, %820, %c1048_i32 : i32
        %823 = arith.andi %821, %822 : i1
        scf.if %823 {
          %1025 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %824 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %825 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %826 = arith.cmpi slt, %824, %c1000_i32 : i32
        %827 = arith.cmpi slt, %825, %c1048_i32 : i32
        %828 = arith.andi %826, %827 : i1
        scf.if %828 {
          %1025 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %829 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %830 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %831 = arith.cmpi slt, %829, %c1000_i32 : i32
        %832 = arith.cmpi slt, %830, %c1048_i32 : i32
        %833 = arith.andi %831, %832 : i1
        scf.if %833 {
          %1025 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %834 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %835 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %836 = arith.cmpi slt, %834, %c1000_i32 : i32
        %837 = arith.cmpi slt, %835, %c1048_i32 : i32
        %838 = arith.andi %836, %837 : i1
        scf.if %838 {
          %1025 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %839 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %840 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %841 = arith.cmpi slt, %839, %c1000_i32 : i32
        %842 = arith.cmpi slt, %840, %c1048_i32 : i32
        %843 = arith.andi %841, %842 : i1
        scf.if %843 {
          %1025 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %844 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %845 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %846 = arith.cmpi slt, %844, %c1000_i32 : i32
        %847 = arith.cmpi slt, %845, %c1048_i32 : i32
        %848 = arith.andi %846, %847 : i1
        scf.if %848 {
          %1025 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %849 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %850 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %851 = arith.cmpi slt, %849, %c1000_i32 : i32
        %852 = arith.cmpi slt, %850, %c1048_i32 : i32
        %853 = arith.andi %851, %852 : i1
        scf.if %853 {
          %1025 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %854 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %855 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %856 = arith.cmpi slt, %854, %c1000_i32 : i32
        %857 = arith.cmpi slt, %855, %c1048_i32 : i32
        %858 = arith.andi %856, %857 : i1
        scf.if %858 {
          %1025 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %859 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %860 = arith.addi %408, %c80_i32 overflow<nsw> : i32
        %861 = arith.cmpi slt, %859, %c1000_i32 : i32
        %862 = arith.cmpi slt, %860, %c1048_i32 : i32
        %863 = arith.andi %861, %862 : i1
        scf.if %863 {
          %1025 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %864 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %865 = arith.addi %408, %c81_i32 overflow<nsw> : i32
        %866 = arith.cmpi slt, %864, %c1000_i32 : i32
        %867 = arith.cmpi slt, %865, %c1048_i32 : i32
        %868 = arith.andi %866, %867 : i1
        scf.if %868 {
          %1025 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %869 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %870 = arith.cmpi slt, %407, %c1000_i32 : i32
        %871 = arith.cmpi slt, %869, %c1048_i32 : i32
        %872 = arith.andi %870, %871 : i1
        scf.if %872 {
          %1025 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %873 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %874 = arith.cmpi slt, %407, %c1000_i32 : i32
        %875 = arith.cmpi slt, %873, %c1048_i32 : i32
        %876 = arith.andi %874, %875 : i1
        scf.if %876 {
          %1025 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %877 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %878 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %879 = arith.cmpi slt, %877, %c1000_i32 : i32
        %880 = arith.cmpi slt, %878, %c1048_i32 : i32
        %881 = arith.andi %879, %880 : i1
        scf.if %881 {
          %1025 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %882 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %883 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %884 = arith.cmpi slt, %882, %c1000_i32 : i32
        %885 = arith.cmpi slt, %883, %c1048_i32 : i32
        %886 = arith.andi %884, %885 : i1
        scf.if %886 {
          %1025 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %887 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %888 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %889 = arith.cmpi slt, %887, %c1000_i32 : i32
        %890 = arith.cmpi slt, %888, %c1048_i32 : i32
        %891 = arith.andi %889, %890 : i1
        scf.if %891 {
          %1025 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %892 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %893 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %894 = arith.cmpi slt, %892, %c1000_i32 : i32
        %895 = arith.cmpi slt, %893, %c1048_i32 : i32
        %896 = arith.andi %894, %895 : i1
        scf.if %896 {
          %1025 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %897 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %898 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %899 = arith.cmpi slt, %897, %c1000_i32 : i32
        %900 = arith.cmpi slt, %898, %c1048_i32 : i32
        %901 = arith.andi %899, %900 : i1
        scf.if %901 {
          %1025 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %902 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %903 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %904 = arith.cmpi slt, %902, %c1000_i32 : i32
        %905 = arith.cmpi slt, %903, %c1048_i32 : i32
        %906 = arith.andi %904, %905 : i1
        scf.if %906 {
          %1025 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %907 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %908 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %909 = arith.cmpi slt, %907, %c1000_i32 : i32
        %910 = arith.cmpi slt, %908, %c1048_i32 : i32
        %911 = arith.andi %909, %910 : i1
        scf.if %911 {
          %1025 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %912 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %913 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %914 = arith.cmpi slt, %912, %c1000_i32 : i32
        %915 = arith.cmpi slt, %913, %c1048_i32 : i32
        %916 = arith.andi %914, %915 : i1
        scf.if %916 {
          %1025 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %917 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %918 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %919 = arith.cmpi slt, %917, %c1000_i32 : i32
        %920 = arith.cmpi slt, %918, %c1048_i32 : i32
        %921 = arith.andi %919, %920 : i1
        scf.if %921 {
          %1025 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %922 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %923 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %924 = arith.cmpi slt, %922, %c1000_i32 : i32
        %925 = arith.cmpi slt, %923, %c1048_i32 : i32
        %926 = arith.andi %924, %925 : i1
        scf.if %926 {
          %1025 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %927 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %928 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %929 = arith.cmpi slt, %927, %c1000_i32 : i32
        %930 = arith.cmpi slt, %928, %c1048_i32 : i32
        %931 = arith.andi %929, %930 : i1
        scf.if %931 {
          %1025 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %932 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %933 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %934 = arith.cmpi slt, %932, %c1000_i32 : i32
        %935 = arith.cmpi slt, %933, %c1048_i32 : i32
        %936 = arith.andi %934, %935 : i1
        scf.if %936 {
          %1025 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %937 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %938 = arith.addi %408, %c96_i32 overflow<nsw> : i32
        %939 = arith.cmpi slt, %937, %c1000_i32 : i32
        %940 = arith.cmpi slt, %938, %c1048_i32 : i32
        %941 = arith.andi %939, %940 : i1
        scf.if %941 {
          %1025 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %942 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %943 = arith.addi %408, %c97_i32 overflow<nsw> : i32
        %944 = arith.cmpi slt, %942, %c1000_i32 : i32
        %945 = arith.cmpi slt, %943, %c1048_i32 : i32
        %946 = arith.andi %944, %945 : i1
        scf.if %946 {
          %1025 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %947 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %948 = arith.cmpi slt, %407, %c1000_i32 : i32
        %949 = arith.cmpi slt, %947, %c1048_i32 : i32
        %950 = arith.andi %948, %949 : i1
        scf.if %950 {
          %1025 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %951 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %952 = arith.cmpi slt, %407, %c1000_i32 : i32
        %953 = arith.cmpi slt, %951, %c1048_i32 : i32
        %954 = arith.andi %952, %953 : i1
        scf.if %954 {
          %1025 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %955 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %956 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %957 = arith.cmpi slt, %955, %c1000_i32 : i32
        %958 = arith.cmpi slt, %956, %c1048_i32 : i32
        %959 = arith.andi %957, %958 : i1
        scf.if %959 {
          %1025 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %960 = arith.addi %407, %c8_i32 overflow<nsw> : i32
        %961 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %962 = arith.cmpi slt, %960, %c1000_i32 : i32
        %963 = arith.cmpi slt, %961, %c1048_i32 : i32
        %964 = arith.andi %962, %963 : i1
        scf.if %964 {
          %1025 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %965 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %966 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %967 = arith.cmpi slt, %965, %c1000_i32 : i32
        %968 = arith.cmpi slt, %966, %c1048_i32 : i32
        %969 = arith.andi %967, %968 : i1
        scf.if %969 {
          %1025 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %970 = arith.addi %407, %c32_i32 overflow<nsw> : i32
        %971 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %972 = arith.cmpi slt, %970, %c1000_i32 : i32
        %973 = arith.cmpi slt, %971, %c1048_i32 : i32
        %974 = arith.andi %972, %973 : i1
        scf.if %974 {
          %1025 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %975 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %976 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %977 = arith.cmpi slt, %975, %c1000_i32 : i32
        %978 = arith.cmpi slt, %976, %c1048_i32 : i32
        %979 = arith.andi %977, %978 : i1
        scf.if %979 {
          %1025 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %980 = arith.addi %407, %c40_i32 overflow<nsw> : i32
        %981 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %982 = arith.cmpi slt, %980, %c1000_i32 : i32
        %983 = arith.cmpi slt, %981, %c1048_i32 : i32
        %984 = arith.andi %982, %983 : i1
        scf.if %984 {
          %1025 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %985 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %986 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %987 = arith.cmpi slt, %985, %c1000_i32 : i32
        %988 = arith.cmpi slt, %986, %c1048_i32 : i32
        %989 = arith.andi %987, %988 : i1
        scf.if %989 {
          %1025 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %990 = arith.addi %407, %c64_i32 overflow<nsw> : i32
        %991 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %992 = arith.cmpi slt, %990, %c1000_i32 : i32
        %993 = arith.cmpi slt, %991, %c1048_i32 : i32
        %994 = arith.andi %992, %993 : i1
        scf.if %994 {
          %1025 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %995 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %996 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %997 = arith.cmpi slt, %995, %c1000_i32 : i32
        %998 = arith.cmpi slt, %996, %c1048_i32 : i32
        %999 = arith.andi %997, %998 : i1
        scf.if %999 {
          %1025 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1000 = arith.addi %407, %c72_i32 overflow<nsw> : i32
        %1001 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %1002 = arith.cmpi slt, %1000, %c1000_i32 : i32
        %1003 = arith.cmpi slt, %1001, %c1048_i32 : i32
        %1004 = arith.andi %1002, %1003 : i1
        scf.if %1004 {
          %1025 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1005 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %1006 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %1007 = arith.cmpi slt, %1005, %c1000_i32 : i32
        %1008 = arith.cmpi slt, %1006, %c1048_i32 : i32
        %1009 = arith.andi %1007, %1008 : i1
        scf.if %1009 {
          %1025 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1010 = arith.addi %407, %c96_i32 overflow<nsw> : i32
        %1011 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %1012 = arith.cmpi slt, %1010, %c1000_i32 : i32
        %1013 = arith.cmpi slt, %1011, %c1048_i32 : i32
        %1014 = arith.andi %1012, %1013 : i1
        scf.if %1014 {
          %1025 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1015 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %1016 = arith.addi %408, %c112_i32 overflow<nsw> : i32
        %1017 = arith.cmpi slt, %1015, %c1000_i32 : i32
        %1018 = arith.cmpi slt, %1016, %c1048_i32 : i32
        %1019 = arith.andi %1017, %1018 : i1
        scf.if %1019 {
          %1025 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1020 = arith.addi %407, %c104_i32 overflow<nsw> : i32
        %1021 = arith.addi %408, %c113_i32 overflow<nsw> : i32
        %1022 = arith.cmpi slt, %1020, %c1000_i32 : i32
        %1023 = arith.cmpi slt, %1021, %c1048_i32 : i32
        %1024 = arith.andi %1022, %1023 : i1
        scf.if %1024 {
          %1025 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, f16
          %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1027 = llvm.getelementptr %349[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1026, %1027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm80_h9d1afb6b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %c49152_i64 = arith.constant 49152 : i64
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c72_i32 = arith.constant 72 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %1, %5[1] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %8 = llvm.insertvalue %1, %7[1] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %4, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c49152_i64, gridDim = (%c72_i32, %c1_i32, %c2_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hb8ef0853_0<%11> (%6, %8, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
