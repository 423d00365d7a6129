!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h1185cbb6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h1185cbb6_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h1185cbb6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 4>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c33536_i32 = arith.constant 33536 : i32
      %c8384_i32 = arith.constant 8384 : i32
      %c36864_i32 = arith.constant 36864 : i32
      %c9216_i32 = arith.constant 9216 : i32
      %c147456_i32 = arith.constant 147456 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c8704_i32 = arith.constant 8704 : i32
      %c113_i32 = arith.constant 113 : i32
      %c104_i32 = arith.constant 104 : i32
      %c97_i32 = arith.constant 97 : i32
      %c81_i32 = arith.constant 81 : i32
      %c65_i32 = arith.constant 65 : i32
      %c49_i32 = arith.constant 49 : i32
      %c40_i32 = arith.constant 40 : i32
      %c33_i32 = arith.constant 33 : i32
      %c17_i32 = arith.constant 17 : i32
      %c112_i32 = arith.constant 112 : i32
      %c96_i32 = arith.constant 96 : i32
      %c80_i32 = arith.constant 80 : i32
      %c48_i32 = arith.constant 48 : i32
      %c-56_i32 = arith.constant -56 : i32
      %c134144_i32 = arith.constant 134144 : i32
      %c69632_i32 = arith.constant 69632 : i32
      %c136_i32 = arith.constant 136 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c72_i32 = arith.constant 72 : i32
      %c-16_i64 = arith.constant -16 : i64
      %c544_i32 = arith.constant 544 : i32
      %c64_i32 = arith.constant 64 : i32
      %c512_i32 = arith.constant 512 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i8 = arith.constant 0 : i8
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1048_i32 = arith.constant 1048 : i32
      %c16768_i32 = arith.constant 16768 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c1024_i32 = arith.constant 1024 : i32
      %c-16_i32 = arith.constant -16 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-32_i32 = arith.constant -32 : i32
      %c1152_i32 = arith.constant 1152 : i32
      %c18432_i32 = arith.constant 18432 : i32
      %c1047_i32 = arith.constant 1047 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : bf16
      %c24_i32 = arith.constant 24 : i32
      %c8_i32 = arith.constant 8 : i32
      %c192_i32 = arith.constant 192 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c128_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c128_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c128_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c128_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c128_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c128_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c192_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c192_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %14 = nvvm.shfl.sync idx %c-1_i32, %13, %c0_i32, %c31_i32 : i32 -> i32
      %15 = arith.extui %14 : i32 to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%16, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %17 = llvm.ptrtoint %16 : !llvm.ptr<3> to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%18, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %19 = llvm.getelementptr %16[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %20 = llvm.ptrtoint %19 : !llvm.ptr<3> to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%21, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %22 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
      %23 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %24 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %25 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %26 = arith.floordivsi %24, %c72_i32 : i32
      %27 = arith.muli %26, %c8_i32 : i32
      %28 = arith.subi %c8_i32, %27 : i32
      %29 = arith.minsi %28, %c8_i32 : i32
      %30 = arith.muli %26, %c72_i32 : i32
      %31 = arith.subi %24, %30 : i32
      %32 = arith.remsi %31, %29 : i32
      %33 = arith.addi %27, %32 : i32
      %34 = arith.floordivsi %31, %29 : i32
      %35 = arith.muli %25, %c136_i32 overflow<nsw> : i32
      %36 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %37 = llvm.getelementptr %36[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %38 = arith.muli %33, %c69632_i32 overflow<nsw> : i32
      %39 = llvm.getelementptr %37[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %40 = arith.muli %25, %c136_i32 overflow<nsw> : i32
      %41 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %42 = llvm.getelementptr %41[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %43 = arith.muli %34, %c69632_i32 overflow<nsw> : i32
      %44 = llvm.getelementptr %42[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %45 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %46 = arith.muli %33, %c134144_i32 overflow<nsw> : i32
      %47 = arith.muli %34, %c128_i32 overflow<nsw> : i32
      %48 = arith.addi %46, %47 overflow<nsw> : i32
      %49 = llvm.getelementptr %45[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %50 = arith.muli %33, %c128_i32 overflow<nsw> : i32
      %51 = arith.muli %34, %c128_i32 overflow<nsw> : i32
      %52 = arith.muli %33, %c128_i32 overflow<nsw> : i32
      %53 = arith.muli %34, %c128_i32 overflow<nsw> : i32
      %54 = llvm.getelementptr %39[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %55 = llvm.getelementptr %44[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %56 = llvm.ptrtoint %54 : !llvm.ptr<1> to i64
      %57 = arith.addi %56, %c15_i64 : i64
      %58 = arith.andi %57, %c-16_i64 : i64
      %59 = llvm.inttoptr %58 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%59, %c16_i64 : !llvm.ptr<1>, i64)] : i1
      %60 = llvm.ptrtoint %55 : !llvm.ptr<1> to i64
      %61 = arith.addi %60, %c15_i64 : i64
      %62 = arith.andi %61, %c-16_i64 : i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%63, %c16_i64 : !llvm.ptr<1>, i64)] : i1
      %64 = arith.divsi %23, %c8_i32 : i32
      %65 = arith.remsi %23, %c8_i32 : i32
      %66 = arith.muli %65, %c8_i32 overflow<nsw> : i32
      %67 = arith.muli %64, %c544_i32 overflow<nsw> : i32
      %68 = arith.addi %66, %67 overflow<nsw> : i32
      %69 = llvm.getelementptr %59[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %70 = arith.remsi %64, %c8_i32 : i32
      %71 = arith.muli %70, %c64_i32 overflow<nsw> : i32
      %72 = arith.addi %66, %71 overflow<nsw> : i32
      %73 = arith.divsi %64, %c8_i32 : i32
      %74 = arith.muli %73, %c512_i32 overflow<nsw> : i32
      %75 = arith.andi %72, %c448_i32 : i32
      %76 = arith.shrui %75, %c3_i32 : i32
      %77 = arith.xori %72, %76 : i32
      %78 = arith.addi %77, %74 overflow<nsw> : i32
      %79 = llvm.getelementptr %18[%78] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %80 = arith.addi %50, %64 overflow<nsw> : i32
      %81 = arith.addi %66, %c-56_i32 overflow<nsw> : i32
      %82 = llvm.getelementptr %63[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %83 = llvm.getelementptr %21[%78] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %84 = arith.addi %51, %64 overflow<nsw> : i32
      %85 = arith.addi %66, %c-56_i32 overflow<nsw> : i32
      %86 = arith.cmpi slt, %80, %c1000_i32 : i32
      %87 = arith.extui %86 : i1 to i8
      llvm.store %87, %12 {alignment = 32 : i64} : i8, !llvm.ptr
      %88 = arith.addi %80, %c16_i32 overflow<nsw> : i32
      %89 = arith.cmpi slt, %88, %c1000_i32 : i32
      %90 = arith.extui %89 : i1 to i8
      %91 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %90, %91 {alignment = 1 : i64} : i8, !llvm.ptr
      %92 = arith.addi %80, %c32_i32 overflow<nsw> : i32
      %93 = arith.cmpi slt, %92, %c1000_i32 : i32
      %94 = arith.extui %93 : i1 to i8
      %95 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %94, %95 {alignment = 2 : i64} : i8, !llvm.ptr
      %96 = arith.addi %80, %c48_i32 overflow<nsw> : i32
      %97 = arith.cmpi slt, %96, %c1000_i32 : i32
      %98 = arith.extui %97 : i1 to i8
      %99 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %98, %99 {alignment = 1 : i64} : i8, !llvm.ptr
      %100 = arith.addi %80, %c64_i32 overflow<nsw> : i32
      %101 = arith.cmpi slt, %100, %c1000_i32 : i32
      %102 = arith.extui %101 : i1 to i8
      %103 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %102, %103 {alignment = 4 : i64} : i8, !llvm.ptr
      %104 = arith.addi %80, %c80_i32 overflow<nsw> : i32
      %105 = arith.cmpi slt, %104, %c1000_i32 : i32
      %106 = arith.extui %105 : i1 to i8
      %107 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %106, %107 {alignment = 1 : i64} : i8, !llvm.ptr
      %108 = arith.addi %80, %c96_i32 overflow<nsw> : i32
      %109 = arith.cmpi slt, %108, %c1000_i32 : i32
      %110 = arith.extui %109 : i1 to i8
      %111 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %110, %111 {alignment = 2 : i64} : i8, !llvm.ptr
      %112 = arith.addi %80, %c112_i32 overflow<nsw> : i32
      %113 = arith.cmpi slt, %112, %c1000_i32 : i32
      %114 = arith.extui %113 : i1 to i8
      %115 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %114, %115 {alignment = 1 : i64} : i8, !llvm.ptr
      %116 = arith.cmpi slt, %84, %c1048_i32 : i32
      %117 = arith.extui %116 : i1 to i8
      llvm.store %117, %11 {alignment = 32 : i64} : i8, !llvm.ptr
      %118 = arith.addi %84, %c16_i32 overflow<nsw> : i32
      %119 = arith.cmpi slt, %118, %c1048_i32 : i32
      %120 = arith.extui %119 : i1 to i8
      %121 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %120, %121 {alignment = 1 : i64} : i8, !llvm.ptr
      %122 = arith.addi %84, %c32_i32 overflow<nsw> : i32
      %123 = arith.cmpi slt, %122, %c1048_i32 : i32
      %124 = arith.extui %123 : i1 to i8
      %125 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %124, %125 {alignment = 2 : i64} : i8, !llvm.ptr
      %126 = arith.addi %84, %c48_i32 overflow<nsw> : i32
      %127 = arith.cmpi slt, %126, %c1048_i32 : i32
      %128 = arith.extui %127 : i1 to i8
      %129 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %128, %129 {alignment = 1 : i64} : i8, !llvm.ptr
      %130 = arith.addi %84, %c64_i32 overflow<nsw> : i32
      %131 = arith.cmpi slt, %130, %c1048_i32 : i32
      %132 = arith.extui %131 : i1 to i8
      %133 = llvm.getelementptr %11[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %132, %133 {alignment = 4 : i64} : i8, !llvm.ptr
      %134 = arith.addi %84, %c80_i32 overflow<nsw> : i32
      %135 = arith.cmpi slt, %134, %c1048_i32 : i32
      %136 = arith.extui %135 : i1 to i8
      %137 = llvm.getelementptr %11[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %136, %137 {alignment = 1 : i64} : i8, !llvm.ptr
      %138 = arith.addi %84, %c96_i32 overflow<nsw> : i32
      %139 = arith.cmpi slt, %138, %c1048_i32 : i32
      %140 = arith.extui %139 : i1 to i8
      %141 = llvm.getelementptr %11[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %140, %141 {alignment = 2 : i64} : i8, !llvm.ptr
      %142 = arith.addi %84, %c112_i32 overflow<nsw> : i32
      %143 = arith.cmpi slt, %142, %c1048_i32 : i32
      %144 = arith.extui %143 : i1 to i8
      %145 = llvm.getelementptr %11[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %144, %145 {alignment = 1 : i64} : i8, !llvm.ptr
      %146 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %147 = llvm.load %12 {alignment = 32 : i64} : !llvm.ptr -> i8
      %148 = arith.cmpi ne, %147, %c0_i8 : i8
      %149 = arith.andi %148, %146 : i1
      %150 = arith.extui %149 : i1 to i8
      llvm.store %150, %10 {alignment = 32 : i64} : i8, !llvm.ptr
      %151 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %152 = llvm.load %91 {alignment = 1 : i64} : !llvm.ptr -> i8
      %153 = arith.cmpi ne, %152, %c0_i8 : i8
      %154 = arith.andi %153, %151 : i1
      %155 = arith.extui %154 : i1 to i8
      %156 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %155, %156 {alignment = 1 : i64} : i8, !llvm.ptr
      %157 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %158 = llvm.load %95 {alignment = 2 : i64} : !llvm.ptr -> i8
      %159 = arith.cmpi ne, %158, %c0_i8 : i8
      %160 = arith.andi %159, %157 : i1
      %161 = arith.extui %160 : i1 to i8
      %162 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %161, %162 {alignment = 2 : i64} : i8, !llvm.ptr
      %163 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %164 = llvm.load %99 {alignment = 1 : i64} : !llvm.ptr -> i8
      %165 = arith.cmpi ne, %164, %c0_i8 : i8
      %166 = arith.andi %165, %163 : i1
      %167 = arith.extui %166 : i1 to i8
      %168 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %167, %168 {alignment = 1 : i64} : i8, !llvm.ptr
      %169 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %170 = llvm.load %103 {alignment = 4 : i64} : !llvm.ptr -> i8
      %171 = arith.cmpi ne, %170, %c0_i8 : i8
      %172 = arith.andi %171, %169 : i1
      %173 = arith.extui %172 : i1 to i8
      %174 = llvm.getelementptr %10[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %173, %174 {alignment = 4 : i64} : i8, !llvm.ptr
      %175 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %176 = llvm.load %107 {alignment = 1 : i64} : !llvm.ptr -> i8
      %177 = arith.cmpi ne, %176, %c0_i8 : i8
      %178 = arith.andi %177, %175 : i1
      %179 = arith.extui %178 : i1 to i8
      %180 = llvm.getelementptr %10[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %179, %180 {alignment = 1 : i64} : i8, !llvm.ptr
      %181 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %182 = llvm.load %111 {alignment = 2 : i64} : !llvm.ptr -> i8
      %183 = arith.cmpi ne, %182, %c0_i8 : i8
      %184 = arith.andi %183, %181 : i1
      %185 = arith.extui %184 : i1 to i8
      %186 = llvm.getelementptr %10[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %185, %186 {alignment = 2 : i64} : i8, !llvm.ptr
      %187 = arith.cmpi sgt, %81, %c-1_i32 : i32
      %188 = llvm.load %115 {alignment = 1 : i64} : !llvm.ptr -> i8
      %189 = arith.cmpi ne, %188, %c0_i8 : i8
      %190 = arith.andi %189, %187 : i1
      %191 = arith.extui %190 : i1 to i8
      %192 = llvm.getelementptr %10[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %191, %192 {alignment = 1 : i64} : i8, !llvm.ptr
      %193 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %194 = llvm.load %11 {alignment = 32 : i64} : !llvm.ptr -> i8
      %195 = arith.cmpi ne, %194, %c0_i8 : i8
      %196 = arith.andi %195, %193 : i1
      %197 = arith.extui %196 : i1 to i8
      llvm.store %197, %9 {alignment = 32 : i64} : i8, !llvm.ptr
      %198 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %199 = llvm.load %121 {alignment = 1 : i64} : !llvm.ptr -> i8
      %200 = arith.cmpi ne, %199, %c0_i8 : i8
      %201 = arith.andi %200, %198 : i1
      %202 = arith.extui %201 : i1 to i8
      %203 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %202, %203 {alignment = 1 : i64} : i8, !llvm.ptr
      %204 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %205 = llvm.load %125 {alignment = 2 : i64} : !llvm.ptr -> i8
      %206 = arith.cmpi ne, %205, %c0_i8 : i8
      %207 = arith.andi %206, %204 : i1
      %208 = arith.extui %207 : i1 to i8
      %209 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %208, %209 {alignment = 2 : i64} : i8, !llvm.ptr
      %210 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %211 = llvm.load %129 {alignment = 1 : i64} : !llvm.ptr -> i8
      %212 = arith.cmpi ne, %211, %c0_i8 : i8
      %213 = arith.andi %212, %210 : i1
      %214 = arith.extui %213 : i1 to i8
      %215 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %214, %215 {alignment = 1 : i64} : i8, !llvm.ptr
      %216 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %217 = llvm.load %133 {alignment = 4 : i64} : !llvm.ptr -> i8
      %218 = arith.cmpi ne, %217, %c0_i8 : i8
      %219 = arith.andi %218, %216 : i1
      %220 = arith.extui %219 : i1 to i8
      %221 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %220, %221 {alignment = 4 : i64} : i8, !llvm.ptr
      %222 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %223 = llvm.load %137 {alignment = 1 : i64} : !llvm.ptr -> i8
      %224 = arith.cmpi ne, %223, %c0_i8 : i8
      %225 = arith.andi %224, %222 : i1
      %226 = arith.extui %225 : i1 to i8
      %227 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %226, %227 {alignment = 1 : i64} : i8, !llvm.ptr
      %228 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %229 = llvm.load %141 {alignment = 2 : i64} : !llvm.ptr -> i8
      %230 = arith.cmpi ne, %229, %c0_i8 : i8
      %231 = arith.andi %230, %228 : i1
      %232 = arith.extui %231 : i1 to i8
      %233 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %232, %233 {alignment = 2 : i64} : i8, !llvm.ptr
      %234 = arith.cmpi sgt, %85, %c-1_i32 : i32
      %235 = llvm.load %145 {alignment = 1 : i64} : !llvm.ptr -> i8
      %236 = arith.cmpi ne, %235, %c0_i8 : i8
      %237 = arith.andi %236, %234 : i1
      %238 = arith.extui %237 : i1 to i8
      %239 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %238, %239 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %8 {alignment = 32 : i64} : bf16, !llvm.ptr
      %240 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %240 {alignment = 2 : i64} : bf16, !llvm.ptr
      %241 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %241 {alignment = 4 : i64} : bf16, !llvm.ptr
      %242 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %242 {alignment = 2 : i64} : bf16, !llvm.ptr
      %243 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %243 {alignment = 8 : i64} : bf16, !llvm.ptr
      %244 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %244 {alignment = 2 : i64} : bf16, !llvm.ptr
      %245 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %245 {alignment = 4 : i64} : bf16, !llvm.ptr
      %246 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %246 {alignment = 2 : i64} : bf16, !llvm.ptr
      %247 = llvm.getelementptr %8[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %247 {alignment = 16 : i64} : bf16, !llvm.ptr
      %248 = llvm.getelementptr %8[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %248 {alignment = 2 : i64} : bf16, !llvm.ptr
      %249 = llvm.getelementptr %8[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %249 {alignment = 4 : i64} : bf16, !llvm.ptr
      %250 = llvm.getelementptr %8[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %250 {alignment = 2 : i64} : bf16, !llvm.ptr
      %251 = llvm.getelementptr %8[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %251 {alignment = 8 : i64} : bf16, !llvm.ptr
      %252 = llvm.getelementptr %8[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %252 {alignment = 2 : i64} : bf16, !llvm.ptr
      %253 = llvm.getelementptr %8[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %253 {alignment = 4 : i64} : bf16, !llvm.ptr
      %254 = llvm.getelementptr %8[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %254 {alignment = 2 : i64} : bf16, !llvm.ptr
      %255 = llvm.getelementptr %8[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %255 {alignment = 32 : i64} : bf16, !llvm.ptr
      %256 = llvm.getelementptr %8[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %256 {alignment = 2 : i64} : bf16, !llvm.ptr
      %257 = llvm.getelementptr %8[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %257 {alignment = 4 : i64} : bf16, !llvm.ptr
      %258 = llvm.getelementptr %8[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %258 {alignment = 2 : i64} : bf16, !llvm.ptr
      %259 = llvm.getelementptr %8[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %259 {alignment = 8 : i64} : bf16, !llvm.ptr
      %260 = llvm.getelementptr %8[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %260 {alignment = 2 : i64} : bf16, !llvm.ptr
      %261 = llvm.getelementptr %8[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %261 {alignment = 4 : i64} : bf16, !llvm.ptr
      %262 = llvm.getelementptr %8[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %262 {alignment = 2 : i64} : bf16, !llvm.ptr
      %263 = llvm.getelementptr %8[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %263 {alignment = 16 : i64} : bf16, !llvm.ptr
      %264 = llvm.getelementptr %8[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %264 {alignment = 2 : i64} : bf16, !llvm.ptr
      %265 = llvm.getelementptr %8[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %265 {alignment = 4 : i64} : bf16, !llvm.ptr
      %266 = llvm.getelementptr %8[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %266 {alignment = 2 : i64} : bf16, !llvm.ptr
      %267 = llvm.getelementptr %8[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %267 {alignment = 8 : i64} : bf16, !llvm.ptr
      %268 = llvm.getelementptr %8[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %268 {alignment = 2 : i64} : bf16, !llvm.ptr
      %269 = llvm.getelementptr %8[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %269 {alignment = 4 : i64} : bf16, !llvm.ptr
      %270 = llvm.getelementptr %8[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %270 {alignment = 2 : i64} : bf16, !llvm.ptr
      %271 = llvm.getelementptr %8[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %271 {alignment = 32 : i64} : bf16, !llvm.ptr
      %272 = llvm.getelementptr %8[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %272 {alignment = 2 : i64} : bf16, !llvm.ptr
      %273 = llvm.getelementptr %8[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %273 {alignment = 4 : i64} : bf16, !llvm.ptr
      %274 = llvm.getelementptr %8[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %274 {alignment = 2 : i64} : bf16, !llvm.ptr
      %275 = llvm.getelementptr %8[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %275 {alignment = 8 : i64} : bf16, !llvm.ptr
      %276 = llvm.getelementptr %8[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %276 {alignment = 2 : i64} : bf16, !llvm.ptr
      %277 = llvm.getelementptr %8[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %277 {alignment = 4 : i64} : bf16, !llvm.ptr
      %278 = llvm.getelementptr %8[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %278 {alignment = 2 : i64} : bf16, !llvm.ptr
      %279 = llvm.getelementptr %8[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %279 {alignment = 16 : i64} : bf16, !llvm.ptr
      %280 = llvm.getelementptr %8[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %280 {alignment = 2 : i64} : bf16, !llvm.ptr
      %281 = llvm.getelementptr %8[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %281 {alignment = 4 : i64} : bf16, !llvm.ptr
      %282 = llvm.getelementptr %8[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %282 {alignment = 2 : i64} : bf16, !llvm.ptr
      %283 = llvm.getelementptr %8[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %283 {alignment = 8 : i64} : bf16, !llvm.ptr
      %284 = llvm.getelementptr %8[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %284 {alignment = 2 : i64} : bf16, !llvm.ptr
      %285 = llvm.getelementptr %8[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %285 {alignment = 4 : i64} : bf16, !llvm.ptr
      %286 = llvm.getelementptr %8[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %286 {alignment = 2 : i64} : bf16, !llvm.ptr
      %287 = llvm.getelementptr %8[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %287 {alignment = 32 : i64} : bf16, !llvm.ptr
      %288 = llvm.getelementptr %8[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %288 {alignment = 2 : i64} : bf16, !llvm.ptr
      %289 = llvm.getelementptr %8[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %289 {alignment = 4 : i64} : bf16, !llvm.ptr
      %290 = llvm.getelementptr %8[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %290 {alignment = 2 : i64} : bf16, !llvm.ptr
      %291 = llvm.getelementptr %8[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %291 {alignment = 8 : i64} : bf16, !llvm.ptr
      %292 = llvm.getelementptr %8[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %292 {alignment = 2 : i64} : bf16, !llvm.ptr
      %293 = llvm.getelementptr %8[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %293 {alignment = 4 : i64} : bf16, !llvm.ptr
      %294 = llvm.getelementptr %8[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %294 {alignment = 2 : i64} : bf16, !llvm.ptr
      %295 = llvm.getelementptr %8[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %295 {alignment = 16 : i64} : bf16, !llvm.ptr
      %296 = llvm.getelementptr %8[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %296 {alignment = 2 : i64} : bf16, !llvm.ptr
      %297 = llvm.getelementptr %8[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %297 {alignment = 4 : i64} : bf16, !llvm.ptr
      %298 = llvm.getelementptr %8[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %298 {alignment = 2 : i64} : bf16, !llvm.ptr
      %299 = llvm.getelementptr %8[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %299 {alignment = 8 : i64} : bf16, !llvm.ptr
      %300 = llvm.getelementptr %8[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %300 {alignment = 2 : i64} : bf16, !llvm.ptr
      %301 = llvm.getelementptr %8[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %301 {alignment = 4 : i64} : bf16, !llvm.ptr
      %302 = llvm.getelementptr %8[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %302 {alignment = 2 : i64} : bf16, !llvm.ptr
      %303 = llvm.getelementptr %8[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %303 {alignment = 32 : i64} : bf16, !llvm.ptr
      %304 = llvm.getelementptr %8[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %304 {alignment = 2 : i64} : bf16, !llvm.ptr
      %305 = llvm.getelementptr %8[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %305 {alignment = 4 : i64} : bf16, !llvm.ptr
      %306 = llvm.getelementptr %8[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %306 {alignment = 2 : i64} : bf16, !llvm.ptr
      %307 = llvm.getelementptr %8[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %307 {alignment = 8 : i64} : bf16, !llvm.ptr
      %308 = llvm.getelementptr %8[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %308 {alignment = 2 : i64} : bf16, !llvm.ptr
      %309 = llvm.getelementptr %8[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %309 {alignment = 4 : i64} : bf16, !llvm.ptr
      %310 = llvm.getelementptr %8[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %310 {alignment = 2 : i64} : bf16, !llvm.ptr
      %311 = llvm.getelementptr %8[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %311 {alignment = 16 : i64} : bf16, !llvm.ptr
      %312 = llvm.getelementptr %8[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %312 {alignment = 2 : i64} : bf16, !llvm.ptr
      %313 = llvm.getelementptr %8[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %313 {alignment = 4 : i64} : bf16, !llvm.ptr
      %314 = llvm.getelementptr %8[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %314 {alignment = 2 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %8[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %315 {alignment = 8 : i64} : bf16, !llvm.ptr
      %316 = llvm.getelementptr %8[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %316 {alignment = 2 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %8[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %317 {alignment = 4 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %8[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %318 {alignment = 2 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %8[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %319 {alignment = 32 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %8[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %320 {alignment = 2 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %8[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %321 {alignment = 4 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %8[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %322 {alignment = 2 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %8[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %323 {alignment = 8 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %8[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %324 {alignment = 2 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %8[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %325 {alignment = 4 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %8[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %326 {alignment = 2 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %8[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %327 {alignment = 16 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %8[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %328 {alignment = 2 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %8[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %329 {alignment = 4 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %8[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %330 {alignment = 2 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %8[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %331 {alignment = 8 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %8[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %332 {alignment = 2 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %8[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %333 {alignment = 4 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %8[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %334 {alignment = 2 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %8[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %335 {alignment = 32 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %8[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %336 {alignment = 2 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %8[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %337 {alignment = 4 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %8[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %338 {alignment = 2 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %8[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %339 {alignment = 8 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %8[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %340 {alignment = 2 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %8[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %341 {alignment = 4 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %8[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %342 {alignment = 2 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %8[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %343 {alignment = 16 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %8[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %344 {alignment = 2 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %8[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %345 {alignment = 4 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %8[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %346 {alignment = 2 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %8[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %347 {alignment = 8 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %8[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %348 {alignment = 2 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %8[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %349 {alignment = 4 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %8[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %350 {alignment = 2 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %8[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %351 {alignment = 32 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %8[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %352 {alignment = 2 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %8[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %353 {alignment = 4 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %8[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %354 {alignment = 2 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %8[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %355 {alignment = 8 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %8[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %356 {alignment = 2 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %8[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %357 {alignment = 4 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %8[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %358 {alignment = 2 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %8[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %359 {alignment = 16 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %8[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %360 {alignment = 2 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %8[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %361 {alignment = 4 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %8[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %362 {alignment = 2 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %8[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %363 {alignment = 8 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %8[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %364 {alignment = 2 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %8[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %365 {alignment = 4 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %8[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %366 {alignment = 2 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %8[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %367 {alignment = 32 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %8[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %368 {alignment = 2 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %8[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %369 {alignment = 4 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %8[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %370 {alignment = 2 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %8[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %371 {alignment = 8 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %8[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %372 {alignment = 2 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %8[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %373 {alignment = 4 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %8[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %374 {alignment = 2 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %8[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %375 {alignment = 16 : i64} : bf16, !llvm.ptr
      %376 = llvm.getelementptr %8[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %376 {alignment = 2 : i64} : bf16, !llvm.ptr
      %377 = llvm.getelementptr %8[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %377 {alignment = 4 : i64} : bf16, !llvm.ptr
      %378 = llvm.getelementptr %8[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %378 {alignment = 2 : i64} : bf16, !llvm.ptr
      %379 = llvm.getelementptr %8[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %379 {alignment = 8 : i64} : bf16, !llvm.ptr
      %380 = llvm.getelementptr %8[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %380 {alignment = 2 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %8[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %381 {alignment = 4 : i64} : bf16, !llvm.ptr
      %382 = llvm.getelementptr %8[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %382 {alignment = 2 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %8[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %383 {alignment = 32 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %8[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %384 {alignment = 2 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %8[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %385 {alignment = 4 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %8[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %386 {alignment = 2 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %8[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %387 {alignment = 8 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %8[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %388 {alignment = 2 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %8[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %389 {alignment = 4 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %8[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %390 {alignment = 2 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %8[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %391 {alignment = 16 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %8[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %392 {alignment = 2 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %8[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %393 {alignment = 4 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %8[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %394 {alignment = 2 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %8[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %395 {alignment = 8 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %8[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %396 {alignment = 2 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %8[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %397 {alignment = 4 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %8[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %398 {alignment = 2 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %8[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %399 {alignment = 32 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %8[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %400 {alignment = 2 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %8[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %401 {alignment = 4 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %8[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %402 {alignment = 2 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %8[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %403 {alignment = 8 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %8[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %404 {alignment = 2 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %8[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %405 {alignment = 4 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %8[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %406 {alignment = 2 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %8[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %407 {alignment = 16 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %8[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %408 {alignment = 2 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %8[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %409 {alignment = 4 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %8[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %410 {alignment = 2 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %8[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %411 {alignment = 8 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %8[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %412 {alignment = 2 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %8[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %413 {alignment = 4 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %8[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %414 {alignment = 2 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %8[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %415 {alignment = 32 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %8[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %416 {alignment = 2 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %8[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %417 {alignment = 4 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %8[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %418 {alignment = 2 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %8[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %419 {alignment = 8 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %8[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %420 {alignment = 2 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %8[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %421 {alignment = 4 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %8[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %422 {alignment = 2 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %8[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %423 {alignment = 16 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %8[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %424 {alignment = 2 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %8[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %425 {alignment = 4 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %8[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %426 {alignment = 2 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %8[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %427 {alignment = 8 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %8[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %428 {alignment = 2 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %8[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %429 {alignment = 4 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %8[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %430 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg6 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %725 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %8[%725] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %727 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %79[%727] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %729 = llvm.load %726 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %729, %728 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      llvm.store %cst_0, %7 {alignment = 32 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %431 {alignment = 2 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %432 {alignment = 4 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %433 {alignment = 2 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %434 {alignment = 8 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %435 {alignment = 2 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %436 {alignment = 4 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %437 {alignment = 2 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %7[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %438 {alignment = 16 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %7[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %439 {alignment = 2 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %7[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %440 {alignment = 4 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %7[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %441 {alignment = 2 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %7[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %442 {alignment = 8 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %7[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %443 {alignment = 2 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %7[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %444 {alignment = 4 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %7[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %445 {alignment = 2 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %7[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %446 {alignment = 32 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %7[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %447 {alignment = 2 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %7[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %448 {alignment = 4 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %7[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %449 {alignment = 2 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %7[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %450 {alignment = 8 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %7[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %7[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %452 {alignment = 4 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %7[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %453 {alignment = 2 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %7[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %454 {alignment = 16 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %7[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %455 {alignment = 2 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %7[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %456 {alignment = 4 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %7[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %457 {alignment = 2 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %7[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %458 {alignment = 8 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %7[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %459 {alignment = 2 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %7[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %460 {alignment = 4 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %7[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %461 {alignment = 2 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %7[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %462 {alignment = 32 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %7[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %463 {alignment = 2 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %7[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %464 {alignment = 4 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %7[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %465 {alignment = 2 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %7[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %466 {alignment = 8 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %7[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %467 {alignment = 2 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %7[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %468 {alignment = 4 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %7[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %469 {alignment = 2 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %7[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %470 {alignment = 16 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %7[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %471 {alignment = 2 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %7[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %472 {alignment = 4 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %7[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %473 {alignment = 2 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %7[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %474 {alignment = 8 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %7[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %475 {alignment = 2 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %7[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %476 {alignment = 4 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %7[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %477 {alignment = 2 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %7[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %478 {alignment = 32 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %7[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %479 {alignment = 2 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %7[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %480 {alignment = 4 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %7[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %481 {alignment = 2 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %7[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %482 {alignment = 8 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %7[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %483 {alignment = 2 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %7[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %484 {alignment = 4 : i64} : bf16, !llvm.ptr
      %485 = llvm.getelementptr %7[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %485 {alignment = 2 : i64} : bf16, !llvm.ptr
      %486 = llvm.getelementptr %7[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %486 {alignment = 16 : i64} : bf16, !llvm.ptr
      %487 = llvm.getelementptr %7[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %487 {alignment = 2 : i64} : bf16, !llvm.ptr
      %488 = llvm.getelementptr %7[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %488 {alignment = 4 : i64} : bf16, !llvm.ptr
      %489 = llvm.getelementptr %7[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %489 {alignment = 2 : i64} : bf16, !llvm.ptr
      %490 = llvm.getelementptr %7[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %490 {alignment = 8 : i64} : bf16, !llvm.ptr
      %491 = llvm.getelementptr %7[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %491 {alignment = 2 : i64} : bf16, !llvm.ptr
      %492 = llvm.getelementptr %7[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %492 {alignment = 4 : i64} : bf16, !llvm.ptr
      %493 = llvm.getelementptr %7[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %493 {alignment = 2 : i64} : bf16, !llvm.ptr
      %494 = llvm.getelementptr %7[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %494 {alignment = 32 : i64} : bf16, !llvm.ptr
      %495 = llvm.getelementptr %7[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %495 {alignment = 2 : i64} : bf16, !llvm.ptr
      %496 = llvm.getelementptr %7[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %496 {alignment = 4 : i64} : bf16, !llvm.ptr
      %497 = llvm.getelementptr %7[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %497 {alignment = 2 : i64} : bf16, !llvm.ptr
      %498 = llvm.getelementptr %7[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %498 {alignment = 8 : i64} : bf16, !llvm.ptr
      %499 = llvm.getelementptr %7[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %499 {alignment = 2 : i64} : bf16, !llvm.ptr
      %500 = llvm.getelementptr %7[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %500 {alignment = 4 : i64} : bf16, !llvm.ptr
      %501 = llvm.getelementptr %7[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %501 {alignment = 2 : i64} : bf16, !llvm.ptr
      %502 = llvm.getelementptr %7[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %502 {alignment = 16 : i64} : bf16, !llvm.ptr
      %503 = llvm.getelementptr %7[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %503 {alignment = 2 : i64} : bf16, !llvm.ptr
      %504 = llvm.getelementptr %7[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %504 {alignment = 4 : i64} : bf16, !llvm.ptr
      %505 = llvm.getelementptr %7[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %505 {alignment = 2 : i64} : bf16, !llvm.ptr
      %506 = llvm.getelementptr %7[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %506 {alignment = 8 : i64} : bf16, !llvm.ptr
      %507 = llvm.getelementptr %7[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %507 {alignment = 2 : i64} : bf16, !llvm.ptr
      %508 = llvm.getelementptr %7[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %508 {alignment = 4 : i64} : bf16, !llvm.ptr
      %509 = llvm.getelementptr %7[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %509 {alignment = 2 : i64} : bf16, !llvm.ptr
      %510 = llvm.getelementptr %7[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %510 {alignment = 32 : i64} : bf16, !llvm.ptr
      %511 = llvm.getelementptr %7[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %511 {alignment = 2 : i64} : bf16, !llvm.ptr
      %512 = llvm.getelementptr %7[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %512 {alignment = 4 : i64} : bf16, !llvm.ptr
      %513 = llvm.getelementptr %7[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %513 {alignment = 2 : i64} : bf16, !llvm.ptr
      %514 = llvm.getelementptr %7[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %514 {alignment = 8 : i64} : bf16, !llvm.ptr
      %515 = llvm.getelementptr %7[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %515 {alignment = 2 : i64} : bf16, !llvm.ptr
      %516 = llvm.getelementptr %7[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %516 {alignment = 4 : i64} : bf16, !llvm.ptr
      %517 = llvm.getelementptr %7[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %517 {alignment = 2 : i64} : bf16, !llvm.ptr
      %518 = llvm.getelementptr %7[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %518 {alignment = 16 : i64} : bf16, !llvm.ptr
      %519 = llvm.getelementptr %7[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %519 {alignment = 2 : i64} : bf16, !llvm.ptr
      %520 = llvm.getelementptr %7[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %520 {alignment = 4 : i64} : bf16, !llvm.ptr
      %521 = llvm.getelementptr %7[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %521 {alignment = 2 : i64} : bf16, !llvm.ptr
      %522 = llvm.getelementptr %7[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %522 {alignment = 8 : i64} : bf16, !llvm.ptr
      %523 = llvm.getelementptr %7[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %523 {alignment = 2 : i64} : bf16, !llvm.ptr
      %524 = llvm.getelementptr %7[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %524 {alignment = 4 : i64} : bf16, !llvm.ptr
      %525 = llvm.getelementptr %7[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %525 {alignment = 2 : i64} : bf16, !llvm.ptr
      %526 = llvm.getelementptr %7[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %526 {alignment = 32 : i64} : bf16, !llvm.ptr
      %527 = llvm.getelementptr %7[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %527 {alignment = 2 : i64} : bf16, !llvm.ptr
      %528 = llvm.getelementptr %7[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %528 {alignment = 4 : i64} : bf16, !llvm.ptr
      %529 = llvm.getelementptr %7[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %529 {alignment = 2 : i64} : bf16, !llvm.ptr
      %530 = llvm.getelementptr %7[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %530 {alignment = 8 : i64} : bf16, !llvm.ptr
      %531 = llvm.getelementptr %7[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %531 {alignment = 2 : i64} : bf16, !llvm.ptr
      %532 = llvm.getelementptr %7[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %532 {alignment = 4 : i64} : bf16, !llvm.ptr
      %533 = llvm.getelementptr %7[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %533 {alignment = 2 : i64} : bf16, !llvm.ptr
      %534 = llvm.getelementptr %7[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %534 {alignment = 16 : i64} : bf16, !llvm.ptr
      %535 = llvm.getelementptr %7[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %535 {alignment = 2 : i64} : bf16, !llvm.ptr
      %536 = llvm.getelementptr %7[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %536 {alignment = 4 : i64} : bf16, !llvm.ptr
      %537 = llvm.getelementptr %7[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %537 {alignment = 2 : i64} : bf16, !llvm.ptr
      %538 = llvm.getelementptr %7[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %538 {alignment = 8 : i64} : bf16, !llvm.ptr
      %539 = llvm.getelementptr %7[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %539 {alignment = 2 : i64} : bf16, !llvm.ptr
      %540 = llvm.getelementptr %7[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %540 {alignment = 4 : i64} : bf16, !llvm.ptr
      %541 = llvm.getelementptr %7[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %541 {alignment = 2 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %7[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %542 {alignment = 32 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %7[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %543 {alignment = 2 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %7[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %544 {alignment = 4 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %7[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %545 {alignment = 2 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %7[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %546 {alignment = 8 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %7[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %547 {alignment = 2 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %7[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %548 {alignment = 4 : i64} : bf16, !llvm.ptr
      %549 = llvm.getelementptr %7[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %549 {alignment = 2 : i64} : bf16, !llvm.ptr
      %550 = llvm.getelementptr %7[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %550 {alignment = 16 : i64} : bf16, !llvm.ptr
      %551 = llvm.getelementptr %7[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %551 {alignment = 2 : i64} : bf16, !llvm.ptr
      %552 = llvm.getelementptr %7[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %552 {alignment = 4 : i64} : bf16, !llvm.ptr
      %553 = llvm.getelementptr %7[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %553 {alignment = 2 : i64} : bf16, !llvm.ptr
      %554 = llvm.getelementptr %7[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %554 {alignment = 8 : i64} : bf16, !llvm.ptr
      %555 = llvm.getelementptr %7[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %555 {alignment = 2 : i64} : bf16, !llvm.ptr
      %556 = llvm.getelementptr %7[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %556 {alignment = 4 : i64} : bf16, !llvm.ptr
      %557 = llvm.getelementptr %7[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %557 {alignment = 2 : i64} : bf16, !llvm.ptr
      %558 = llvm.getelementptr %7[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %558 {alignment = 32 : i64} : bf16, !llvm.ptr
      %559 = llvm.getelementptr %7[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %559 {alignment = 2 : i64} : bf16, !llvm.ptr
      %560 = llvm.getelementptr %7[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %560 {alignment = 4 : i64} : bf16, !llvm.ptr
      %561 = llvm.getelementptr %7[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %561 {alignment = 2 : i64} : bf16, !llvm.ptr
      %562 = llvm.getelementptr %7[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %562 {alignment = 8 : i64} : bf16, !llvm.ptr
      %563 = llvm.getelementptr %7[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %563 {alignment = 2 : i64} : bf16, !llvm.ptr
      %564 = llvm.getelementptr %7[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %564 {alignment = 4 : i64} : bf16, !llvm.ptr
      %565 = llvm.getelementptr %7[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %565 {alignment = 2 : i64} : bf16, !llvm.ptr
      %566 = llvm.getelementptr %7[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %566 {alignment = 16 : i64} : bf16, !llvm.ptr
      %567 = llvm.getelementptr %7[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %567 {alignment = 2 : i64} : bf16, !llvm.ptr
      %568 = llvm.getelementptr %7[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %568 {alignment = 4 : i64} : bf16, !llvm.ptr
      %569 = llvm.getelementptr %7[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
      %570 = llvm.getelementptr %7[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %570 {alignment = 8 : i64} : bf16, !llvm.ptr
      %571 = llvm.getelementptr %7[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
      %572 = llvm.getelementptr %7[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %572 {alignment = 4 : i64} : bf16, !llvm.ptr
      %573 = llvm.getelementptr %7[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
      %574 = llvm.getelementptr %7[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %574 {alignment = 32 : i64} : bf16, !llvm.ptr
      %575 = llvm.getelementptr %7[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
      %576 = llvm.getelementptr %7[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %576 {alignment = 4 : i64} : bf16, !llvm.ptr
      %577 = llvm.getelementptr %7[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %577 {alignment = 2 : i64} : bf16, !llvm.ptr
      %578 = llvm.getelementptr %7[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %578 {alignment = 8 : i64} : bf16, !llvm.ptr
      %579 = llvm.getelementptr %7[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %579 {alignment = 2 : i64} : bf16, !llvm.ptr
      %580 = llvm.getelementptr %7[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %580 {alignment = 4 : i64} : bf16, !llvm.ptr
      %581 = llvm.getelementptr %7[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %581 {alignment = 2 : i64} : bf16, !llvm.ptr
      %582 = llvm.getelementptr %7[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %582 {alignment = 16 : i64} : bf16, !llvm.ptr
      %583 = llvm.getelementptr %7[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %583 {alignment = 2 : i64} : bf16, !llvm.ptr
      %584 = llvm.getelementptr %7[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %584 {alignment = 4 : i64} : bf16, !llvm.ptr
      %585 = llvm.getelementptr %7[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %585 {alignment = 2 : i64} : bf16, !llvm.ptr
      %586 = llvm.getelementptr %7[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %586 {alignment = 8 : i64} : bf16, !llvm.ptr
      %587 = llvm.getelementptr %7[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %587 {alignment = 2 : i64} : bf16, !llvm.ptr
      %588 = llvm.getelementptr %7[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %588 {alignment = 4 : i64} : bf16, !llvm.ptr
      %589 = llvm.getelementptr %7[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %589 {alignment = 2 : i64} : bf16, !llvm.ptr
      %590 = llvm.getelementptr %7[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %590 {alignment = 32 : i64} : bf16, !llvm.ptr
      %591 = llvm.getelementptr %7[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %591 {alignment = 2 : i64} : bf16, !llvm.ptr
      %592 = llvm.getelementptr %7[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %592 {alignment = 4 : i64} : bf16, !llvm.ptr
      %593 = llvm.getelementptr %7[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %593 {alignment = 2 : i64} : bf16, !llvm.ptr
      %594 = llvm.getelementptr %7[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %594 {alignment = 8 : i64} : bf16, !llvm.ptr
      %595 = llvm.getelementptr %7[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %595 {alignment = 2 : i64} : bf16, !llvm.ptr
      %596 = llvm.getelementptr %7[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %596 {alignment = 4 : i64} : bf16, !llvm.ptr
      %597 = llvm.getelementptr %7[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %597 {alignment = 2 : i64} : bf16, !llvm.ptr
      %598 = llvm.getelementptr %7[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %598 {alignment = 16 : i64} : bf16, !llvm.ptr
      %599 = llvm.getelementptr %7[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %599 {alignment = 2 : i64} : bf16, !llvm.ptr
      %600 = llvm.getelementptr %7[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %600 {alignment = 4 : i64} : bf16, !llvm.ptr
      %601 = llvm.getelementptr %7[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %601 {alignment = 2 : i64} : bf16, !llvm.ptr
      %602 = llvm.getelementptr %7[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %602 {alignment = 8 : i64} : bf16, !llvm.ptr
      %603 = llvm.getelementptr %7[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %603 {alignment = 2 : i64} : bf16, !llvm.ptr
      %604 = llvm.getelementptr %7[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %604 {alignment = 4 : i64} : bf16, !llvm.ptr
      %605 = llvm.getelementptr %7[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %605 {alignment = 2 : i64} : bf16, !llvm.ptr
      %606 = llvm.getelementptr %7[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %606 {alignment = 32 : i64} : bf16, !llvm.ptr
      %607 = llvm.getelementptr %7[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %607 {alignment = 2 : i64} : bf16, !llvm.ptr
      %608 = llvm.getelementptr %7[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %608 {alignment = 4 : i64} : bf16, !llvm.ptr
      %609 = llvm.getelementptr %7[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
      %610 = llvm.getelementptr %7[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %610 {alignment = 8 : i64} : bf16, !llvm.ptr
      %611 = llvm.getelementptr %7[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
      %612 = llvm.getelementptr %7[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %612 {alignment = 4 : i64} : bf16, !llvm.ptr
      %613 = llvm.getelementptr %7[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
      %614 = llvm.getelementptr %7[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %614 {alignment = 16 : i64} : bf16, !llvm.ptr
      %615 = llvm.getelementptr %7[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
      %616 = llvm.getelementptr %7[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %616 {alignment = 4 : i64} : bf16, !llvm.ptr
      %617 = llvm.getelementptr %7[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %617 {alignment = 2 : i64} : bf16, !llvm.ptr
      %618 = llvm.getelementptr %7[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %618 {alignment = 8 : i64} : bf16, !llvm.ptr
      %619 = llvm.getelementptr %7[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %619 {alignment = 2 : i64} : bf16, !llvm.ptr
      %620 = llvm.getelementptr %7[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %620 {alignment = 4 : i64} : bf16, !llvm.ptr
      %621 = llvm.getelementptr %7[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %621 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg6 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %725 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %7[%725] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %727 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %83[%727] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %729 = llvm.load %726 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %729, %728 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      nvvm.barrier
      %622 = arith.remsi %c0_i32, %c8_i32 : i32
      %623 = arith.divsi %c0_i32, %c8_i32 : i32
      %624:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %622, %arg8 = %623) -> (i32, i32)  : i32 {
        %725 = arith.muli %arg7, %c8704_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %69[%725] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %727 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %79[%727] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %729 = llvm.getelementptr %10[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %730 = llvm.load %729 {alignment = 1 : i64} : !llvm.ptr -> i8
        %731 = arith.trunci %730 : i8 to i1
        %732 = arith.select %731, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %728, %726, 16, cache = cg, %732 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %733 = arith.addi %arg7, %c1_i32 : i32
        %734 = arith.cmpi eq, %733, %c8_i32 : i32
        %735 = arith.select %734, %c0_i32, %733 : i32
        %736 = arith.addi %arg7, %c1_i32 : i32
        %737 = arith.addi %arg8, %c1_i32 : i32
        %738 = arith.cmpi eq, %736, %c8_i32 : i32
        %739 = arith.select %738, %737, %arg8 : i32
        scf.yield %735, %739 : i32, i32
      } {loop_annotation = #loop_annotation}
      %625 = arith.remsi %c0_i32, %c8_i32 : i32
      %626 = arith.divsi %c0_i32, %c8_i32 : i32
      %627:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %625, %arg8 = %626) -> (i32, i32)  : i32 {
        %725 = arith.muli %arg7, %c8704_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %82[%725] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %727 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %83[%727] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %729 = llvm.getelementptr %9[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %730 = llvm.load %729 {alignment = 1 : i64} : !llvm.ptr -> i8
        %731 = arith.trunci %730 : i8 to i1
        %732 = arith.select %731, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %728, %726, 16, cache = cg, %732 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %733 = arith.addi %arg7, %c1_i32 : i32
        %734 = arith.cmpi eq, %733, %c8_i32 : i32
        %735 = arith.select %734, %c0_i32, %733 : i32
        %736 = arith.addi %arg7, %c1_i32 : i32
        %737 = arith.addi %arg8, %c1_i32 : i32
        %738 = arith.cmpi eq, %736, %c8_i32 : i32
        %739 = arith.select %738, %737, %arg8 : i32
        scf.yield %735, %739 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %628 = llvm.getelementptr %69[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %629 = llvm.getelementptr %79[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %630 = arith.remsi %c0_i32, %c8_i32 : i32
      %631 = arith.divsi %c0_i32, %c8_i32 : i32
      %632:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %630, %arg8 = %631) -> (i32, i32)  : i32 {
        %725 = arith.muli %arg7, %c8704_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %628[%725] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %727 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %629[%727] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %729 = llvm.getelementptr %12[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %730 = llvm.load %729 {alignment = 1 : i64} : !llvm.ptr -> i8
        %731 = arith.trunci %730 : i8 to i1
        %732 = arith.select %731, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %728, %726, 16, cache = cg, %732 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %733 = arith.addi %arg7, %c1_i32 : i32
        %734 = arith.cmpi eq, %733, %c8_i32 : i32
        %735 = arith.select %734, %c0_i32, %733 : i32
        %736 = arith.addi %arg7, %c1_i32 : i32
        %737 = arith.addi %arg8, %c1_i32 : i32
        %738 = arith.cmpi eq, %736, %c8_i32 : i32
        %739 = arith.select %738, %737, %arg8 : i32
        scf.yield %735, %739 : i32, i32
      } {loop_annotation = #loop_annotation}
      %633 = llvm.getelementptr %82[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %634 = llvm.getelementptr %83[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %635 = arith.remsi %c0_i32, %c8_i32 : i32
      %636 = arith.divsi %c0_i32, %c8_i32 : i32
      %637:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %635, %arg8 = %636) -> (i32, i32)  : i32 {
        %725 = arith.muli %arg7, %c8704_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %633[%725] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %727 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %634[%727] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %729 = llvm.getelementptr %11[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %730 = llvm.load %729 {alignment = 1 : i64} : !llvm.ptr -> i8
        %731 = arith.trunci %730 : i8 to i1
        %732 = arith.select %731, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %728, %726, 16, cache = cg, %732 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %733 = arith.addi %arg7, %c1_i32 : i32
        %734 = arith.cmpi eq, %733, %c8_i32 : i32
        %735 = arith.select %734, %c0_i32, %733 : i32
        %736 = arith.addi %arg7, %c1_i32 : i32
        %737 = arith.addi %arg8, %c1_i32 : i32
        %738 = arith.cmpi eq, %736, %c8_i32 : i32
        %739 = arith.select %738, %737, %arg8 : i32
        scf.yield %735, %739 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %638 = arith.remsi %23, %c32_i32 : i32
      %639 = arith.divsi %23, %c32_i32 : i32
      %640 = arith.remsi %639, %c2_i32 : i32
      %641 = arith.divsi %23, %c64_i32 : i32
      %642 = arith.remsi %641, %c2_i32 : i32
      %643 = arith.remsi %638, %c32_i32 : i32
      %644 = arith.remsi %640, %c2_i32 : i32
      %645 = arith.remsi %642, %c2_i32 : i32
      %646 = arith.divsi %643, %c4_i32 : i32
      %647 = arith.remsi %643, %c4_i32 : i32
      %648 = arith.muli %647, %c2_i32 overflow<nsw> : i32
      %649 = arith.muli %646, %c1048_i32 overflow<nsw> : i32
      %650 = arith.addi %648, %649 overflow<nsw> : i32
      %651 = arith.muli %644, %c16768_i32 overflow<nsw> : i32
      %652 = arith.muli %645, %c8_i32 overflow<nsw> : i32
      %653 = arith.addi %651, %652 overflow<nsw> : i32
      %654 = arith.addi %650, %653 overflow<nsw> : i32
      %655 = llvm.getelementptr %49[%654] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %cst, %4 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %656 = arith.divsi %23, %c16_i32 : i32
      %657 = arith.remsi %23, %c16_i32 : i32
      %658 = arith.remsi %657, %c8_i32 : i32
      %659 = arith.muli %658, %c64_i32 overflow<nsw> : i32
      %660 = arith.remsi %656, %c2_i32 : i32
      %661 = arith.muli %660, %c8_i32 overflow<nsw> : i32
      %662 = arith.addi %659, %661 overflow<nsw> : i32
      %663 = arith.divsi %657, %c8_i32 : i32
      %664 = arith.muli %663, %c512_i32 overflow<nsw> : i32
      %665 = arith.divsi %656, %c2_i32 : i32
      %666 = arith.remsi %665, %c2_i32 : i32
      %667 = arith.muli %666, %c1024_i32 overflow<nsw> : i32
      %668 = arith.addi %664, %667 overflow<nsw> : i32
      %669 = arith.andi %662, %c128_i32 : i32
      %670 = arith.cmpi eq, %669, %c0_i32 : i32
      %671 = arith.select %670, %c16_i32, %c-16_i32 : i32
      %672 = arith.andi %662, %c256_i32 : i32
      %673 = arith.cmpi eq, %672, %c0_i32 : i32
      %674 = arith.select %673, %c32_i32, %c-32_i32 : i32
      %675 = arith.andi %662, %c448_i32 : i32
      %676 = arith.shrui %675, %c3_i32 : i32
      %677 = arith.xori %662, %676 : i32
      %678 = arith.addi %677, %668 overflow<nsw> : i32
      %679 = llvm.getelementptr %18[%678] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %680 = arith.muli %65, %c64_i32 overflow<nsw> : i32
      %681 = arith.remsi %64, %c2_i32 : i32
      %682 = arith.muli %681, %c8_i32 overflow<nsw> : i32
      %683 = arith.addi %680, %682 overflow<nsw> : i32
      %684 = arith.divsi %64, %c2_i32 : i32
      %685 = arith.divsi %684, %c2_i32 : i32
      %686 = arith.remsi %684, %c2_i32 : i32
      %687 = arith.muli %686, %c1024_i32 overflow<nsw> : i32
      %688 = arith.divsi %685, %c2_i32 : i32
      %689 = arith.muli %688, %c512_i32 overflow<nsw> : i32
      %690 = arith.addi %687, %689 overflow<nsw> : i32
      %691 = arith.andi %683, %c128_i32 : i32
      %692 = arith.cmpi eq, %691, %c0_i32 : i32
      %693 = arith.select %692, %c16_i32, %c-16_i32 : i32
      %694 = arith.andi %683, %c256_i32 : i32
      %695 = arith.cmpi eq, %694, %c0_i32 : i32
      %696 = arith.select %695, %c32_i32, %c-32_i32 : i32
      %697 = arith.andi %683, %c448_i32 : i32
      %698 = arith.shrui %697, %c3_i32 : i32
      %699 = arith.xori %683, %698 : i32
      %700 = arith.addi %699, %690 overflow<nsw> : i32
      %701 = llvm.getelementptr %21[%700] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %725 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %679[%725] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %727 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %6[%727] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %729 = nvvm.ldmatrix %726 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %730 = llvm.extractvalue %729[0] : !llvm_struct_a37b2a
        %731 = llvm.extractvalue %729[1] : !llvm_struct_a37b2a
        %732 = llvm.extractvalue %729[2] : !llvm_struct_a37b2a
        %733 = llvm.extractvalue %729[3] : !llvm_struct_a37b2a
        llvm.store %730, %728 {alignment = 4 : i64} : i32, !llvm.ptr
        %734 = llvm.getelementptr %728[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %731, %734 {alignment = 4 : i64} : i32, !llvm.ptr
        %735 = llvm.getelementptr %728[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %732, %735 {alignment = 4 : i64} : i32, !llvm.ptr
        %736 = llvm.getelementptr %728[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %733, %736 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %725 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
        %726 = llvm.getelementptr %701[%725] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %727 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
        %728 = llvm.getelementptr %5[%727] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %729 = nvvm.ldmatrix %726 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %730 = llvm.extractvalue %729[0] : !llvm_struct_a37b2a
        %731 = llvm.extractvalue %729[1] : !llvm_struct_a37b2a
        %732 = llvm.extractvalue %729[2] : !llvm_struct_a37b2a
        %733 = llvm.extractvalue %729[3] : !llvm_struct_a37b2a
        llvm.store %730, %728 {alignment = 4 : i64} : i32, !llvm.ptr
        %734 = llvm.getelementptr %728[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %731, %734 {alignment = 4 : i64} : i32, !llvm.ptr
        %735 = llvm.getelementptr %728[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %732, %735 {alignment = 4 : i64} : i32, !llvm.ptr
        %736 = llvm.getelementptr %728[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %733, %736 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %702 = llvm.getelementptr %6[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %703 = llvm.getelementptr %5[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %704 = llvm.getelementptr %6[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %705 = llvm.getelementptr %5[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %706 = arith.addi %671, %674 overflow<nsw> : i32
      %707 = llvm.getelementptr %6[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %708 = arith.addi %693, %696 overflow<nsw> : i32
      %709 = llvm.getelementptr %5[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %710:2 = scf.for %arg6 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg7 = %c2_i32, %arg8 = %c0_i32) -> (i32, i32)  : i32 {
        %725 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
        %726 = arith.addi %671, %725 overflow<nsw> : i32
        %727 = llvm.getelementptr %679[%726] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %727[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %702[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %728 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
        %729 = arith.addi %693, %728 overflow<nsw> : i32
        %730 = llvm.getelementptr %701[%729] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %730[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %703[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %731 = arith.addi %arg6, %c2_i32 : i32
        %732 = arith.cmpi slt, %731, %c3_i32 : i32
        scf.if %732 {
          %752 = arith.muli %731, %c64_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %69[%752] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %754 = arith.muli %arg7, %c8192_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %79[%754] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %756 = arith.remsi %c0_i32, %c8_i32 : i32
          %757 = arith.divsi %c0_i32, %c8_i32 : i32
          %758:2 = scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg10 = %756, %arg11 = %757) -> (i32, i32)  : i32 {
            %764 = arith.muli %arg10, %c8704_i32 overflow<nsw> : i32
            %765 = llvm.getelementptr %753[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %766 = arith.muli %arg10, %c1024_i32 overflow<nsw> : i32
            %767 = llvm.getelementptr %755[%766] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %768 = llvm.getelementptr %12[%arg10] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %769 = llvm.load %768 {alignment = 1 : i64} : !llvm.ptr -> i8
            %770 = arith.trunci %769 : i8 to i1
            %771 = arith.select %770, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %767, %765, 16, cache = cg, %771 : !llvm.ptr<3>, !llvm.ptr<1>, i32
            %772 = arith.addi %arg10, %c1_i32 : i32
            %773 = arith.cmpi eq, %772, %c8_i32 : i32
            %774 = arith.select %773, %c0_i32, %772 : i32
            %775 = arith.addi %arg10, %c1_i32 : i32
            %776 = arith.addi %arg11, %c1_i32 : i32
            %777 = arith.cmpi eq, %775, %c8_i32 : i32
            %778 = arith.select %777, %776, %arg11 : i32
            scf.yield %774, %778 : i32, i32
          } {loop_annotation = #loop_annotation}
          %759 = llvm.getelementptr %82[%752] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %760 = llvm.getelementptr %83[%754] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %761 = arith.remsi %c0_i32, %c8_i32 : i32
          %762 = arith.divsi %c0_i32, %c8_i32 : i32
          %763:2 = scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg10 = %761, %arg11 = %762) -> (i32, i32)  : i32 {
            %764 = arith.muli %arg10, %c8704_i32 overflow<nsw> : i32
            %765 = llvm.getelementptr %759[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %766 = arith.muli %arg10, %c1024_i32 overflow<nsw> : i32
            %767 = llvm.getelementptr %760[%766] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %768 = llvm.getelementptr %11[%arg10] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %769 = llvm.load %768 {alignment = 1 : i64} : !llvm.ptr -> i8
            %770 = arith.trunci %769 : i8 to i1
            %771 = arith.select %770, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %767, %765, 16, cache = cg, %771 : !llvm.ptr<3>, !llvm.ptr<1>, i32
            %772 = arith.addi %arg10, %c1_i32 : i32
            %773 = arith.cmpi eq, %772, %c8_i32 : i32
            %774 = arith.select %773, %c0_i32, %772 : i32
            %775 = arith.addi %arg10, %c1_i32 : i32
            %776 = arith.addi %arg11, %c1_i32 : i32
            %777 = arith.cmpi eq, %775, %c8_i32 : i32
            %778 = arith.select %777, %776, %arg11 : i32
            scf.yield %774, %778 : i32, i32
          } {loop_annotation = #loop_annotation}
        }
        nvvm.cp.async.commit.group
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %6[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg10 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %754 = arith.muli %arg10, %c4_i32 overflow<nsw> : i32
            %755 = llvm.getelementptr %5[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %756 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %757 = arith.muli %arg10, %c16_i32 overflow<nsw> : i32
            %758 = arith.addi %756, %757 overflow<nsw> : i32
            %759 = llvm.getelementptr %4[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %760 = llvm.load %753 : !llvm.ptr -> vector<4xi32>
            %761:4 = vector.to_elements %760 : vector<4xi32>
            %762 = llvm.load %755 : !llvm.ptr -> vector<2xi32>
            %763:2 = vector.to_elements %762 : vector<2xi32>
            %764 = llvm.load %759 : !llvm.ptr -> vector<4xf32>
            %765:4 = vector.to_elements %764 : vector<4xf32>
            %766 = nvvm.mma.sync A[%761#0, %761#1, %761#2, %761#3]  B[%763#0, %763#1]  C[%765#0, %765#1, %765#2, %765#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %767 = llvm.extractvalue %766[0] : !llvm_struct_687153
            %768 = llvm.extractvalue %766[1] : !llvm_struct_687153
            %769 = llvm.extractvalue %766[2] : !llvm_struct_687153
            %770 = llvm.extractvalue %766[3] : !llvm_struct_687153
            %771 = vector.from_elements %767, %768, %769, %770 : vector<4xf32>
            llvm.store %771, %759 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %733 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
        %734 = arith.addi %674, %733 overflow<nsw> : i32
        %735 = llvm.getelementptr %679[%734] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %735[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %704[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %736 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
        %737 = arith.addi %696, %736 overflow<nsw> : i32
        %738 = llvm.getelementptr %701[%737] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %738[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %705[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %702[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg10 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %754 = arith.muli %arg10, %c4_i32 overflow<nsw> : i32
            %755 = llvm.getelementptr %703[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %756 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %757 = arith.muli %arg10, %c16_i32 overflow<nsw> : i32
            %758 = arith.addi %756, %757 overflow<nsw> : i32
            %759 = llvm.getelementptr %4[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %760 = llvm.load %753 : !llvm.ptr -> vector<4xi32>
            %761:4 = vector.to_elements %760 : vector<4xi32>
            %762 = llvm.load %755 : !llvm.ptr -> vector<2xi32>
            %763:2 = vector.to_elements %762 : vector<2xi32>
            %764 = llvm.load %759 : !llvm.ptr -> vector<4xf32>
            %765:4 = vector.to_elements %764 : vector<4xf32>
            %766 = nvvm.mma.sync A[%761#0, %761#1, %761#2, %761#3]  B[%763#0, %763#1]  C[%765#0, %765#1, %765#2, %765#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %767 = llvm.extractvalue %766[0] : !llvm_struct_687153
            %768 = llvm.extractvalue %766[1] : !llvm_struct_687153
            %769 = llvm.extractvalue %766[2] : !llvm_struct_687153
            %770 = llvm.extractvalue %766[3] : !llvm_struct_687153
            %771 = vector.from_elements %767, %768, %769, %770 : vector<4xf32>
            llvm.store %771, %759 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %739 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
        %740 = arith.addi %706, %739 overflow<nsw> : i32
        %741 = llvm.getelementptr %679[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %741[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %707[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %742 = arith.muli %arg8, %c8192_i32 overflow<nsw> : i32
        %743 = arith.addi %708, %742 overflow<nsw> : i32
        %744 = llvm.getelementptr %701[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %744[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %709[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %704[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg10 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %754 = arith.muli %arg10, %c4_i32 overflow<nsw> : i32
            %755 = llvm.getelementptr %705[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %756 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %757 = arith.muli %arg10, %c16_i32 overflow<nsw> : i32
            %758 = arith.addi %756, %757 overflow<nsw> : i32
            %759 = llvm.getelementptr %4[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %760 = llvm.load %753 : !llvm.ptr -> vector<4xi32>
            %761:4 = vector.to_elements %760 : vector<4xi32>
            %762 = llvm.load %755 : !llvm.ptr -> vector<2xi32>
            %763:2 = vector.to_elements %762 : vector<2xi32>
            %764 = llvm.load %759 : !llvm.ptr -> vector<4xf32>
            %765:4 = vector.to_elements %764 : vector<4xf32>
            %766 = nvvm.mma.sync A[%761#0, %761#1, %761#2, %761#3]  B[%763#0, %763#1]  C[%765#0, %765#1, %765#2, %765#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %767 = llvm.extractvalue %766[0] : !llvm_struct_687153
            %768 = llvm.extractvalue %766[1] : !llvm_struct_687153
            %769 = llvm.extractvalue %766[2] : !llvm_struct_687153
            %770 = llvm.extractvalue %766[3] : !llvm_struct_687153
            %771 = vector.from_elements %767, %768, %769, %770 : vector<4xf32>
            llvm.store %771, %759 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %745 = arith.addi %arg8, %c1_i32 : i32
        %746 = arith.cmpi eq, %745, %c3_i32 : i32
        %747 = arith.select %746, %c0_i32, %745 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %748 = arith.muli %747, %c8192_i32 overflow<nsw> : i32
        %749 = llvm.getelementptr %679[%748] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %749[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %6[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %750 = arith.muli %747, %c8192_i32 overflow<nsw> : i32
        %751 = llvm.getelementptr %701[%750] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %751[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %755 = llvm.getelementptr %5[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %756 = nvvm.ldmatrix %753 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %757 = llvm.extractvalue %756[0] : !llvm_struct_a37b2a
          %758 = llvm.extractvalue %756[1] : !llvm_struct_a37b2a
          %759 = llvm.extractvalue %756[2] : !llvm_struct_a37b2a
          %760 = llvm.extractvalue %756[3] : !llvm_struct_a37b2a
          llvm.store %757, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %761 = llvm.getelementptr %755[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %758, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %762 = llvm.getelementptr %755[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %759, %762 {alignment = 4 : i64} : i32, !llvm.ptr
          %763 = llvm.getelementptr %755[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %760, %763 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %752 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
          %753 = llvm.getelementptr %707[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg10 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %754 = arith.muli %arg10, %c4_i32 overflow<nsw> : i32
            %755 = llvm.getelementptr %709[%754] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %756 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %757 = arith.muli %arg10, %c16_i32 overflow<nsw> : i32
            %758 = arith.addi %756, %757 overflow<nsw> : i32
            %759 = llvm.getelementptr %4[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %760 = llvm.load %753 : !llvm.ptr -> vector<4xi32>
            %761:4 = vector.to_elements %760 : vector<4xi32>
            %762 = llvm.load %755 : !llvm.ptr -> vector<2xi32>
            %763:2 = vector.to_elements %762 : vector<2xi32>
            %764 = llvm.load %759 : !llvm.ptr -> vector<4xf32>
            %765:4 = vector.to_elements %764 : vector<4xf32>
            %766 = nvvm.mma.sync A[%761#0, %761#1, %761#2, %761#3]  B[%763#0, %763#1]  C[%765#0, %765#1, %765#2, %765#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %767 = llvm.extractvalue %766[0] : !llvm_struct_687153
            %768 = llvm.extractvalue %766[1] : !llvm_struct_687153
            %769 = llvm.extractvalue %766[2] : !llvm_struct_687153
            %770 = llvm.extractvalue %766[3] : !llvm_struct_687153
            %771 = vector.from_elements %767, %768, %769, %770 : vector<4xf32>
            llvm.store %771, %759 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg8, %747 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %711 = arith.muli %33, %c147456_i32 overflow<nsw> : i32
      %712 = arith.muli %34, %c128_i32 overflow<nsw> : i32
      %713 = arith.addi %711, %712 overflow<nsw> : i32
      %714 = llvm.getelementptr %22[%713] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %715 = arith.muli %646, %c1152_i32 overflow<nsw> : i32
      %716 = arith.addi %648, %715 overflow<nsw> : i32
      %717 = arith.muli %644, %c18432_i32 overflow<nsw> : i32
      %718 = arith.addi %717, %652 overflow<nsw> : i32
      %719 = arith.addi %716, %718 overflow<nsw> : i32
      %720 = llvm.getelementptr %714[%719] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %721 = llvm.getelementptr %22[1179648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %722 = llvm.getelementptr %721[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %723 = arith.cmpi sgt, %25, %c0_i32 : i32
      scf.if %723 {
        %725 = arith.cmpi eq, %23, %c0_i32 : i32
        scf.if %725 {
          %732 = nvvm.load.ext %722 {order = #nvvm.mem_order<acquire>, scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1> -> i32
          scf.while (%arg6 = %732) : (i32) -> () {
            %733 = arith.cmpi ne, %arg6, %25 : i32
            scf.condition(%733)
          } do {
            %733 = nvvm.load.ext %722 {order = #nvvm.mem_order<acquire>, scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1> -> i32
            scf.yield %733 : i32
          }
        }
        nvvm.barrier
        %726 = arith.remsi %c0_i32, %c2_i32 : i32
        %727 = arith.divsi %c0_i32, %c2_i32 : i32
        %728:2 = scf.for %arg6 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg7 = %726, %arg8 = %727) -> (i32, i32)  : i32 {
          %732 = arith.remsi %arg6, %c2_i32 : i32
          %733 = arith.muli %732, %c9216_i32 overflow<nsw> : i32
          %734 = arith.divsi %arg8, %c4_i32 : i32
          %735 = arith.remsi %arg8, %c4_i32 : i32
          %736 = arith.muli %735, %c36864_i32 overflow<nsw> : i32
          %737 = arith.addi %733, %736 overflow<nsw> : i32
          %738 = arith.muli %734, %c16_i32 overflow<nsw> : i32
          %739 = arith.addi %737, %738 overflow<nsw> : i32
          %740 = llvm.getelementptr %720[%739] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %741 = arith.muli %arg6, %c2_i32 overflow<nsw> : i32
          %742 = llvm.getelementptr %3[%741] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %743 = llvm.load %740 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
          llvm.store %743, %742 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr
          %744 = arith.addi %arg7, %c1_i32 : i32
          %745 = arith.cmpi eq, %744, %c2_i32 : i32
          %746 = arith.select %745, %c0_i32, %744 : i32
          %747 = arith.addi %arg7, %c1_i32 : i32
          %748 = arith.addi %arg8, %c1_i32 : i32
          %749 = arith.cmpi eq, %747, %c2_i32 : i32
          %750 = arith.select %749, %748, %arg8 : i32
          scf.yield %746, %750 : i32, i32
        } {loop_annotation = #loop_annotation}
        %729 = llvm.load %3 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
        %730 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
        %731 = arith.addf %729, %730 : vector<128xf32>
        llvm.store %731, %4 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      }
      %724 = arith.cmpi slt, %25, %c3_i32 : i32
      scf.if %724 {
        %725 = arith.remsi %c0_i32, %c2_i32 : i32
        %726 = arith.divsi %c0_i32, %c2_i32 : i32
        %727:2 = scf.for %arg6 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg7 = %725, %arg8 = %726) -> (i32, i32)  : i32 {
          %729 = arith.muli %arg6, %c2_i32 overflow<nsw> : i32
          %730 = llvm.getelementptr %4[%729] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %731 = arith.remsi %arg6, %c2_i32 : i32
          %732 = arith.muli %731, %c9216_i32 overflow<nsw> : i32
          %733 = arith.divsi %arg8, %c4_i32 : i32
          %734 = arith.remsi %arg8, %c4_i32 : i32
          %735 = arith.muli %734, %c36864_i32 overflow<nsw> : i32
          %736 = arith.addi %732, %735 overflow<nsw> : i32
          %737 = arith.muli %733, %c16_i32 overflow<nsw> : i32
          %738 = arith.addi %736, %737 overflow<nsw> : i32
          %739 = llvm.getelementptr %720[%738] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %740 = llvm.load %730 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
          llvm.store %740, %739 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
          %741 = arith.addi %arg7, %c1_i32 : i32
          %742 = arith.cmpi eq, %741, %c2_i32 : i32
          %743 = arith.select %742, %c0_i32, %741 : i32
          %744 = arith.addi %arg7, %c1_i32 : i32
          %745 = arith.addi %arg8, %c1_i32 : i32
          %746 = arith.cmpi eq, %744, %c2_i32 : i32
          %747 = arith.select %746, %745, %arg8 : i32
          scf.yield %743, %747 : i32, i32
        } {loop_annotation = #loop_annotation}
        nvvm.barrier
        %728 = arith.cmpi eq, %23, %c0_i32 : i32
        scf.if %728 {
          llvm.fence syncscope("device") acq_rel
          %729 = arith.addi %25, %c1_i32 : i32
          nvvm.store.ext %729, %722 {order = #nvvm.mem_order<release>, scope = #nvvm.mem_scope<gpu>} : i32, !llvm.ptr<1>
        }
      } else {
        %725 = arith.muli %644, %c16_i32 overflow<nsw> : i32
        %726 = arith.addi %646, %725 overflow<nsw> : i32
        %727 = arith.addi %648, %652 overflow<nsw> : i32
        %728 = arith.addi %52, %726 overflow<nsw> : i32
        %729 = arith.addi %53, %727 overflow<nsw> : i32
        %730 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
        %731 = arith.minsi %729, %c1047_i32 : i32
        %732 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
        %733 = llvm.getelementptr %732[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %734 = llvm.load %733 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %735 = arith.extf %734 : bf16 to f32
        llvm.store %735, %1 {alignment = 32 : i64} : f32, !llvm.ptr
        %736 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %737 = arith.minsi %736, %c1047_i32 : i32
        %738 = llvm.getelementptr %732[%737] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %739 = llvm.load %738 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %740 = arith.extf %739 : bf16 to f32
        %741 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %740, %741 {alignment = 4 : i64} : f32, !llvm.ptr
        %742 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %743 = arith.minsi %729, %c1047_i32 : i32
        %744 = llvm.getelementptr %732[%743] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %745 = llvm.load %744 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %746 = arith.extf %745 : bf16 to f32
        %747 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %746, %747 {alignment = 8 : i64} : f32, !llvm.ptr
        %748 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %749 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %750 = arith.minsi %749, %c1047_i32 : i32
        %751 = llvm.getelementptr %732[%750] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %752 = llvm.load %751 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %753 = arith.extf %752 : bf16 to f32
        %754 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %753, %754 {alignment = 4 : i64} : f32, !llvm.ptr
        %755 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %756 = arith.minsi %729, %c1047_i32 : i32
        %757 = llvm.getelementptr %732[%756] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %758 = llvm.load %757 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %759 = arith.extf %758 : bf16 to f32
        %760 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %759, %760 {alignment = 16 : i64} : f32, !llvm.ptr
        %761 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %762 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %763 = arith.minsi %762, %c1047_i32 : i32
        %764 = llvm.getelementptr %732[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %765 = llvm.load %764 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %766 = arith.extf %765 : bf16 to f32
        %767 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %766, %767 {alignment = 4 : i64} : f32, !llvm.ptr
        %768 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %769 = arith.minsi %729, %c1047_i32 : i32
        %770 = llvm.getelementptr %732[%769] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %771 = llvm.load %770 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %772 = arith.extf %771 : bf16 to f32
        %773 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %772, %773 {alignment = 8 : i64} : f32, !llvm.ptr
        %774 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %775 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %776 = arith.minsi %775, %c1047_i32 : i32
        %777 = llvm.getelementptr %732[%776] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %778 = llvm.load %777 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %779 = arith.extf %778 : bf16 to f32
        %780 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %779, %780 {alignment = 4 : i64} : f32, !llvm.ptr
        %781 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %782 = arith.minsi %729, %c1047_i32 : i32
        %783 = llvm.getelementptr %732[%782] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %784 = llvm.load %783 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %785 = arith.extf %784 : bf16 to f32
        %786 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %785, %786 {alignment = 32 : i64} : f32, !llvm.ptr
        %787 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %788 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %789 = arith.minsi %788, %c1047_i32 : i32
        %790 = llvm.getelementptr %732[%789] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %791 = llvm.load %790 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %792 = arith.extf %791 : bf16 to f32
        %793 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %792, %793 {alignment = 4 : i64} : f32, !llvm.ptr
        %794 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %795 = arith.minsi %729, %c1047_i32 : i32
        %796 = llvm.getelementptr %732[%795] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %797 = llvm.load %796 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %798 = arith.extf %797 : bf16 to f32
        %799 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %798, %799 {alignment = 8 : i64} : f32, !llvm.ptr
        %800 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %801 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %802 = arith.minsi %801, %c1047_i32 : i32
        %803 = llvm.getelementptr %732[%802] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %804 = llvm.load %803 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %805 = arith.extf %804 : bf16 to f32
        %806 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %805, %806 {alignment = 4 : i64} : f32, !llvm.ptr
        %807 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %808 = arith.minsi %729, %c1047_i32 : i32
        %809 = llvm.getelementptr %732[%808] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %810 = llvm.load %809 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %811 = arith.extf %810 : bf16 to f32
        %812 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %811, %812 {alignment = 16 : i64} : f32, !llvm.ptr
        %813 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %814 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %815 = arith.minsi %814, %c1047_i32 : i32
        %816 = llvm.getelementptr %732[%815] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %817 = llvm.load %816 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %818 = arith.extf %817 : bf16 to f32
        %819 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %818, %819 {alignment = 4 : i64} : f32, !llvm.ptr
        %820 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %821 = arith.minsi %729, %c1047_i32 : i32
        %822 = llvm.getelementptr %732[%821] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %823 = llvm.load %822 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %824 = arith.extf %823 : bf16 to f32
        %825 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %824, %825 {alignment = 8 : i64} : f32, !llvm.ptr
        %826 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %827 = arith.addi %729, %c1_i32 overflow<nsw> : i32
        %828 = arith.minsi %827, %c1047_i32 : i32
        %829 = llvm.getelementptr %732[%828] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %830 = llvm.load %829 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %831 = arith.extf %830 : bf16 to f32
        %832 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %831, %832 {alignment = 4 : i64} : f32, !llvm.ptr
        %833 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %834 = arith.minsi %833, %c1047_i32 : i32
        %835 = llvm.getelementptr %732[%834] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %836 = llvm.load %835 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %837 = arith.extf %836 : bf16 to f32
        %838 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %837, %838 {alignment = 32 : i64} : f32, !llvm.ptr
        %839 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %840 = arith.minsi %839, %c1047_i32 : i32
        %841 = llvm.getelementptr %732[%840] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %842 = llvm.load %841 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %843 = arith.extf %842 : bf16 to f32
        %844 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %843, %844 {alignment = 4 : i64} : f32, !llvm.ptr
        %845 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %846 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %847 = arith.minsi %846, %c1047_i32 : i32
        %848 = llvm.getelementptr %732[%847] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %849 = llvm.load %848 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %850 = arith.extf %849 : bf16 to f32
        %851 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %850, %851 {alignment = 8 : i64} : f32, !llvm.ptr
        %852 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %853 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %854 = arith.minsi %853, %c1047_i32 : i32
        %855 = llvm.getelementptr %732[%854] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %856 = llvm.load %855 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %857 = arith.extf %856 : bf16 to f32
        %858 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %857, %858 {alignment = 4 : i64} : f32, !llvm.ptr
        %859 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %860 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %861 = arith.minsi %860, %c1047_i32 : i32
        %862 = llvm.getelementptr %732[%861] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %863 = llvm.load %862 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %864 = arith.extf %863 : bf16 to f32
        %865 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %864, %865 {alignment = 16 : i64} : f32, !llvm.ptr
        %866 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %867 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %868 = arith.minsi %867, %c1047_i32 : i32
        %869 = llvm.getelementptr %732[%868] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %870 = llvm.load %869 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %871 = arith.extf %870 : bf16 to f32
        %872 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %871, %872 {alignment = 4 : i64} : f32, !llvm.ptr
        %873 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %874 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %875 = arith.minsi %874, %c1047_i32 : i32
        %876 = llvm.getelementptr %732[%875] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %877 = llvm.load %876 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %878 = arith.extf %877 : bf16 to f32
        %879 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %878, %879 {alignment = 8 : i64} : f32, !llvm.ptr
        %880 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %881 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %882 = arith.minsi %881, %c1047_i32 : i32
        %883 = llvm.getelementptr %732[%882] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %884 = llvm.load %883 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %885 = arith.extf %884 : bf16 to f32
        %886 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %885, %886 {alignment = 4 : i64} : f32, !llvm.ptr
        %887 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %888 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %889 = arith.minsi %888, %c1047_i32 : i32
        %890 = llvm.getelementptr %732[%889] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %891 = llvm.load %890 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %892 = arith.extf %891 : bf16 to f32
        %893 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %892, %893 {alignment = 32 : i64} : f32, !llvm.ptr
        %894 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %895 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %896 = arith.minsi %895, %c1047_i32 : i32
        %897 = llvm.getelementptr %732[%896] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %898 = llvm.load %897 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %899 = arith.extf %898 : bf16 to f32
        %900 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %899, %900 {alignment = 4 : i64} : f32, !llvm.ptr
        %901 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %902 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %903 = arith.minsi %902, %c1047_i32 : i32
        %904 = llvm.getelementptr %732[%903] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %905 = llvm.load %904 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %906 = arith.extf %905 : bf16 to f32
        %907 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %906, %907 {alignment = 8 : i64} : f32, !llvm.ptr
        %908 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %909 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %910 = arith.minsi %909, %c1047_i32 : i32
        %911 = llvm.getelementptr %732[%910] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %912 = llvm.load %911 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %913 = arith.extf %912 : bf16 to f32
        %914 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %913, %914 {alignment = 4 : i64} : f32, !llvm.ptr
        %915 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %916 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %917 = arith.minsi %916, %c1047_i32 : i32
        %918 = llvm.getelementptr %732[%917] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %919 = llvm.load %918 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %920 = arith.extf %919 : bf16 to f32
        %921 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %920, %921 {alignment = 16 : i64} : f32, !llvm.ptr
        %922 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %923 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %924 = arith.minsi %923, %c1047_i32 : i32
        %925 = llvm.getelementptr %732[%924] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %926 = llvm.load %925 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %927 = arith.extf %926 : bf16 to f32
        %928 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %927, %928 {alignment = 4 : i64} : f32, !llvm.ptr
        %929 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %930 = arith.addi %729, %c16_i32 overflow<nsw> : i32
        %931 = arith.minsi %930, %c1047_i32 : i32
        %932 = llvm.getelementptr %732[%931] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %933 = llvm.load %932 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %934 = arith.extf %933 : bf16 to f32
        %935 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %934, %935 {alignment = 8 : i64} : f32, !llvm.ptr
        %936 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %937 = arith.addi %729, %c17_i32 overflow<nsw> : i32
        %938 = arith.minsi %937, %c1047_i32 : i32
        %939 = llvm.getelementptr %732[%938] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %940 = llvm.load %939 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %941 = arith.extf %940 : bf16 to f32
        %942 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %941, %942 {alignment = 4 : i64} : f32, !llvm.ptr
        %943 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %944 = arith.minsi %943, %c1047_i32 : i32
        %945 = llvm.getelementptr %732[%944] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %946 = llvm.load %945 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %947 = arith.extf %946 : bf16 to f32
        %948 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %947, %948 {alignment = 32 : i64} : f32, !llvm.ptr
        %949 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %950 = arith.minsi %949, %c1047_i32 : i32
        %951 = llvm.getelementptr %732[%950] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %952 = llvm.load %951 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %953 = arith.extf %952 : bf16 to f32
        %954 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %953, %954 {alignment = 4 : i64} : f32, !llvm.ptr
        %955 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %956 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %957 = arith.minsi %956, %c1047_i32 : i32
        %958 = llvm.getelementptr %732[%957] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %959 = llvm.load %958 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %960 = arith.extf %959 : bf16 to f32
        %961 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %960, %961 {alignment = 8 : i64} : f32, !llvm.ptr
        %962 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %963 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %964 = arith.minsi %963, %c1047_i32 : i32
        %965 = llvm.getelementptr %732[%964] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %966 = llvm.load %965 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %967 = arith.extf %966 : bf16 to f32
        %968 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %967, %968 {alignment = 4 : i64} : f32, !llvm.ptr
        %969 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %970 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %971 = arith.minsi %970, %c1047_i32 : i32
        %972 = llvm.getelementptr %732[%971] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %973 = llvm.load %972 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %974 = arith.extf %973 : bf16 to f32
        %975 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %974, %975 {alignment = 16 : i64} : f32, !llvm.ptr
        %976 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %977 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %978 = arith.minsi %977, %c1047_i32 : i32
        %979 = llvm.getelementptr %732[%978] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %980 = llvm.load %979 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %981 = arith.extf %980 : bf16 to f32
        %982 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %981, %982 {alignment = 4 : i64} : f32, !llvm.ptr
        %983 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %984 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %985 = arith.minsi %984, %c1047_i32 : i32
        %986 = llvm.getelementptr %732[%985] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %987 = llvm.load %986 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %988 = arith.extf %987 : bf16 to f32
        %989 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %988, %989 {alignment = 8 : i64} : f32, !llvm.ptr
        %990 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %991 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %992 = arith.minsi %991, %c1047_i32 : i32
        %993 = llvm.getelementptr %732[%992] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %994 = llvm.load %993 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %995 = arith.extf %994 : bf16 to f32
        %996 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %995, %996 {alignment = 4 : i64} : f32, !llvm.ptr
        %997 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %998 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %999 = arith.minsi %998, %c1047_i32 : i32
        %1000 = llvm.getelementptr %732[%999] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1001 = llvm.load %1000 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1002 = arith.extf %1001 : bf16 to f32
        %1003 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1002, %1003 {alignment = 32 : i64} : f32, !llvm.ptr
        %1004 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1005 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %1006 = arith.minsi %1005, %c1047_i32 : i32
        %1007 = llvm.getelementptr %732[%1006] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1008 = llvm.load %1007 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1009 = arith.extf %1008 : bf16 to f32
        %1010 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1009, %1010 {alignment = 4 : i64} : f32, !llvm.ptr
        %1011 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1012 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %1013 = arith.minsi %1012, %c1047_i32 : i32
        %1014 = llvm.getelementptr %732[%1013] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1015 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1016 = arith.extf %1015 : bf16 to f32
        %1017 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1016, %1017 {alignment = 8 : i64} : f32, !llvm.ptr
        %1018 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1019 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %1020 = arith.minsi %1019, %c1047_i32 : i32
        %1021 = llvm.getelementptr %732[%1020] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1022 = llvm.load %1021 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1023 = arith.extf %1022 : bf16 to f32
        %1024 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1023, %1024 {alignment = 4 : i64} : f32, !llvm.ptr
        %1025 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1026 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %1027 = arith.minsi %1026, %c1047_i32 : i32
        %1028 = llvm.getelementptr %732[%1027] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1029 = llvm.load %1028 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1030 = arith.extf %1029 : bf16 to f32
        %1031 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1030, %1031 {alignment = 16 : i64} : f32, !llvm.ptr
        %1032 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1033 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %1034 = arith.minsi %1033, %c1047_i32 : i32
        %1035 = llvm.getelementptr %732[%1034] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1036 = llvm.load %1035 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1037 = arith.extf %1036 : bf16 to f32
        %1038 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1037, %1038 {alignment = 4 : i64} : f32, !llvm.ptr
        %1039 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1040 = arith.addi %729, %c32_i32 overflow<nsw> : i32
        %1041 = arith.minsi %1040, %c1047_i32 : i32
        %1042 = llvm.getelementptr %732[%1041] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1043 = llvm.load %1042 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1044 = arith.extf %1043 : bf16 to f32
        %1045 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1044, %1045 {alignment = 8 : i64} : f32, !llvm.ptr
        %1046 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1047 = arith.addi %729, %c33_i32 overflow<nsw> : i32
        %1048 = arith.minsi %1047, %c1047_i32 : i32
        %1049 = llvm.getelementptr %732[%1048] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1050 = llvm.load %1049 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1051 = arith.extf %1050 : bf16 to f32
        %1052 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1051, %1052 {alignment = 4 : i64} : f32, !llvm.ptr
        %1053 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1054 = arith.minsi %1053, %c1047_i32 : i32
        %1055 = llvm.getelementptr %732[%1054] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1056 = llvm.load %1055 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1057 = arith.extf %1056 : bf16 to f32
        %1058 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1057, %1058 {alignment = 32 : i64} : f32, !llvm.ptr
        %1059 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1060 = arith.minsi %1059, %c1047_i32 : i32
        %1061 = llvm.getelementptr %732[%1060] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1062 = llvm.load %1061 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1063 = arith.extf %1062 : bf16 to f32
        %1064 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1063, %1064 {alignment = 4 : i64} : f32, !llvm.ptr
        %1065 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1066 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1067 = arith.minsi %1066, %c1047_i32 : i32
        %1068 = llvm.getelementptr %732[%1067] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1069 = llvm.load %1068 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1070 = arith.extf %1069 : bf16 to f32
        %1071 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1070, %1071 {alignment = 8 : i64} : f32, !llvm.ptr
        %1072 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1073 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1074 = arith.minsi %1073, %c1047_i32 : i32
        %1075 = llvm.getelementptr %732[%1074] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1076 = llvm.load %1075 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1077 = arith.extf %1076 : bf16 to f32
        %1078 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1077, %1078 {alignment = 4 : i64} : f32, !llvm.ptr
        %1079 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1080 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1081 = arith.minsi %1080, %c1047_i32 : i32
        %1082 = llvm.getelementptr %732[%1081] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1083 = llvm.load %1082 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1084 = arith.extf %1083 : bf16 to f32
        %1085 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1084, %1085 {alignment = 16 : i64} : f32, !llvm.ptr
        %1086 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1087 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1088 = arith.minsi %1087, %c1047_i32 : i32
        %1089 = llvm.getelementptr %732[%1088] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1090 = llvm.load %1089 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1091 = arith.extf %1090 : bf16 to f32
        %1092 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1091, %1092 {alignment = 4 : i64} : f32, !llvm.ptr
        %1093 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1094 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1095 = arith.minsi %1094, %c1047_i32 : i32
        %1096 = llvm.getelementptr %732[%1095] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1097 = llvm.load %1096 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1098 = arith.extf %1097 : bf16 to f32
        %1099 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1098, %1099 {alignment = 8 : i64} : f32, !llvm.ptr
        %1100 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1101 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1102 = arith.minsi %1101, %c1047_i32 : i32
        %1103 = llvm.getelementptr %732[%1102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1104 = llvm.load %1103 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1105 = arith.extf %1104 : bf16 to f32
        %1106 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1105, %1106 {alignment = 4 : i64} : f32, !llvm.ptr
        %1107 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1108 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1109 = arith.minsi %1108, %c1047_i32 : i32
        %1110 = llvm.getelementptr %732[%1109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1111 = llvm.load %1110 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1112 = arith.extf %1111 : bf16 to f32
        %1113 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1112, %1113 {alignment = 32 : i64} : f32, !llvm.ptr
        %1114 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1115 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1116 = arith.minsi %1115, %c1047_i32 : i32
        %1117 = llvm.getelementptr %732[%1116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1118 = llvm.load %1117 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1119 = arith.extf %1118 : bf16 to f32
        %1120 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1119, %1120 {alignment = 4 : i64} : f32, !llvm.ptr
        %1121 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1122 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1123 = arith.minsi %1122, %c1047_i32 : i32
        %1124 = llvm.getelementptr %732[%1123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1125 = llvm.load %1124 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1126 = arith.extf %1125 : bf16 to f32
        %1127 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1126, %1127 {alignment = 8 : i64} : f32, !llvm.ptr
        %1128 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1129 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1130 = arith.minsi %1129, %c1047_i32 : i32
        %1131 = llvm.getelementptr %732[%1130] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1132 = llvm.load %1131 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1133 = arith.extf %1132 : bf16 to f32
        %1134 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1133, %1134 {alignment = 4 : i64} : f32, !llvm.ptr
        %1135 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1136 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1137 = arith.minsi %1136, %c1047_i32 : i32
        %1138 = llvm.getelementptr %732[%1137] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1139 = llvm.load %1138 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1140 = arith.extf %1139 : bf16 to f32
        %1141 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1140, %1141 {alignment = 16 : i64} : f32, !llvm.ptr
        %1142 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1143 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1144 = arith.minsi %1143, %c1047_i32 : i32
        %1145 = llvm.getelementptr %732[%1144] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1146 = llvm.load %1145 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1147 = arith.extf %1146 : bf16 to f32
        %1148 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1147, %1148 {alignment = 4 : i64} : f32, !llvm.ptr
        %1149 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1150 = arith.addi %729, %c48_i32 overflow<nsw> : i32
        %1151 = arith.minsi %1150, %c1047_i32 : i32
        %1152 = llvm.getelementptr %732[%1151] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1153 = llvm.load %1152 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1154 = arith.extf %1153 : bf16 to f32
        %1155 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1154, %1155 {alignment = 8 : i64} : f32, !llvm.ptr
        %1156 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1157 = arith.addi %729, %c49_i32 overflow<nsw> : i32
        %1158 = arith.minsi %1157, %c1047_i32 : i32
        %1159 = llvm.getelementptr %732[%1158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1160 = llvm.load %1159 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1161 = arith.extf %1160 : bf16 to f32
        %1162 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1161, %1162 {alignment = 4 : i64} : f32, !llvm.ptr
        %1163 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1164 = arith.minsi %1163, %c1047_i32 : i32
        %1165 = llvm.getelementptr %732[%1164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1166 = llvm.load %1165 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1167 = arith.extf %1166 : bf16 to f32
        %1168 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1167, %1168 {alignment = 32 : i64} : f32, !llvm.ptr
        %1169 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1170 = arith.minsi %1169, %c1047_i32 : i32
        %1171 = llvm.getelementptr %732[%1170] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1172 = llvm.load %1171 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1173 = arith.extf %1172 : bf16 to f32
        %1174 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1173, %1174 {alignment = 4 : i64} : f32, !llvm.ptr
        %1175 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1176 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1177 = arith.minsi %1176, %c1047_i32 : i32
        %1178 = llvm.getelementptr %732[%1177] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1179 = llvm.load %1178 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1180 = arith.extf %1179 : bf16 to f32
        %1181 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1180, %1181 {alignment = 8 : i64} : f32, !llvm.ptr
        %1182 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1183 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1184 = arith.minsi %1183, %c1047_i32 : i32
        %1185 = llvm.getelementptr %732[%1184] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1186 = llvm.load %1185 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1187 = arith.extf %1186 : bf16 to f32
        %1188 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1187, %1188 {alignment = 4 : i64} : f32, !llvm.ptr
        %1189 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1190 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1191 = arith.minsi %1190, %c1047_i32 : i32
        %1192 = llvm.getelementptr %732[%1191] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1193 = llvm.load %1192 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1194 = arith.extf %1193 : bf16 to f32
        %1195 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1194, %1195 {alignment = 16 : i64} : f32, !llvm.ptr
        %1196 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1197 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1198 = arith.minsi %1197, %c1047_i32 : i32
        %1199 = llvm.getelementptr %732[%1198] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1200 = llvm.load %1199 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1201 = arith.extf %1200 : bf16 to f32
        %1202 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1201, %1202 {alignment = 4 : i64} : f32, !llvm.ptr
        %1203 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1204 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1205 = arith.minsi %1204, %c1047_i32 : i32
        %1206 = llvm.getelementptr %732[%1205] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1207 = llvm.load %1206 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1208 = arith.extf %1207 : bf16 to f32
        %1209 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1208, %1209 {alignment = 8 : i64} : f32, !llvm.ptr
        %1210 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1211 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1212 = arith.minsi %1211, %c1047_i32 : i32
        %1213 = llvm.getelementptr %732[%1212] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1214 = llvm.load %1213 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1215 = arith.extf %1214 : bf16 to f32
        %1216 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1215, %1216 {alignment = 4 : i64} : f32, !llvm.ptr
        %1217 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1218 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1219 = arith.minsi %1218, %c1047_i32 : i32
        %1220 = llvm.getelementptr %732[%1219] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1221 = llvm.load %1220 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1222 = arith.extf %1221 : bf16 to f32
        %1223 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1222, %1223 {alignment = 32 : i64} : f32, !llvm.ptr
        %1224 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1225 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1226 = arith.minsi %1225, %c1047_i32 : i32
        %1227 = llvm.getelementptr %732[%1226] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1228 = llvm.load %1227 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1229 = arith.extf %1228 : bf16 to f32
        %1230 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1229, %1230 {alignment = 4 : i64} : f32, !llvm.ptr
        %1231 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1232 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1233 = arith.minsi %1232, %c1047_i32 : i32
        %1234 = llvm.getelementptr %732[%1233] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1235 = llvm.load %1234 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1236 = arith.extf %1235 : bf16 to f32
        %1237 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1236, %1237 {alignment = 8 : i64} : f32, !llvm.ptr
        %1238 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1239 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1240 = arith.minsi %1239, %c1047_i32 : i32
        %1241 = llvm.getelementptr %732[%1240] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1242 = llvm.load %1241 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1243 = arith.extf %1242 : bf16 to f32
        %1244 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1243, %1244 {alignment = 4 : i64} : f32, !llvm.ptr
        %1245 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1246 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1247 = arith.minsi %1246, %c1047_i32 : i32
        %1248 = llvm.getelementptr %732[%1247] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1249 = llvm.load %1248 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1250 = arith.extf %1249 : bf16 to f32
        %1251 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1250, %1251 {alignment = 16 : i64} : f32, !llvm.ptr
        %1252 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1253 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1254 = arith.minsi %1253, %c1047_i32 : i32
        %1255 = llvm.getelementptr %732[%1254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1256 = llvm.load %1255 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1257 = arith.extf %1256 : bf16 to f32
        %1258 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1257, %1258 {alignment = 4 : i64} : f32, !llvm.ptr
        %1259 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1260 = arith.addi %729, %c64_i32 overflow<nsw> : i32
        %1261 = arith.minsi %1260, %c1047_i32 : i32
        %1262 = llvm.getelementptr %732[%1261] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1263 = llvm.load %1262 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1264 = arith.extf %1263 : bf16 to f32
        %1265 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1264, %1265 {alignment = 8 : i64} : f32, !llvm.ptr
        %1266 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1267 = arith.addi %729, %c65_i32 overflow<nsw> : i32
        %1268 = arith.minsi %1267, %c1047_i32 : i32
        %1269 = llvm.getelementptr %732[%1268] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1270 = llvm.load %1269 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1271 = arith.extf %1270 : bf16 to f32
        %1272 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1271, %1272 {alignment = 4 : i64} : f32, !llvm.ptr
        %1273 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1274 = arith.minsi %1273, %c1047_i32 : i32
        %1275 = llvm.getelementptr %732[%1274] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1276 = llvm.load %1275 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1277 = arith.extf %1276 : bf16 to f32
        %1278 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1277, %1278 {alignment = 32 : i64} : f32, !llvm.ptr
        %1279 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1280 = arith.minsi %1279, %c1047_i32 : i32
        %1281 = llvm.getelementptr %732[%1280] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1282 = llvm.load %1281 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1283 = arith.extf %1282 : bf16 to f32
        %1284 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1283, %1284 {alignment = 4 : i64} : f32, !llvm.ptr
        %1285 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1286 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1287 = arith.minsi %1286, %c1047_i32 : i32
        %1288 = llvm.getelementptr %732[%1287] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1289 = llvm.load %1288 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1290 = arith.extf %1289 : bf16 to f32
        %1291 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1290, %1291 {alignment = 8 : i64} : f32, !llvm.ptr
        %1292 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1293 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1294 = arith.minsi %1293, %c1047_i32 : i32
        %1295 = llvm.getelementptr %732[%1294] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1296 = llvm.load %1295 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1297 = arith.extf %1296 : bf16 to f32
        %1298 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1297, %1298 {alignment = 4 : i64} : f32, !llvm.ptr
        %1299 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1300 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1301 = arith.minsi %1300, %c1047_i32 : i32
        %1302 = llvm.getelementptr %732[%1301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1303 = llvm.load %1302 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1304 = arith.extf %1303 : bf16 to f32
        %1305 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1304, %1305 {alignment = 16 : i64} : f32, !llvm.ptr
        %1306 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1307 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1308 = arith.minsi %1307, %c1047_i32 : i32
        %1309 = llvm.getelementptr %732[%1308] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1310 = llvm.load %1309 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1311 = arith.extf %1310 : bf16 to f32
        %1312 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1311, %1312 {alignment = 4 : i64} : f32, !llvm.ptr
        %1313 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1314 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1315 = arith.minsi %1314, %c1047_i32 : i32
        %1316 = llvm.getelementptr %732[%1315] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1317 = llvm.load %1316 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1318 = arith.extf %1317 : bf16 to f32
        %1319 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1318, %1319 {alignment = 8 : i64} : f32, !llvm.ptr
        %1320 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1321 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1322 = arith.minsi %1321, %c1047_i32 : i32
        %1323 = llvm.getelementptr %732[%1322] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1324 = llvm.load %1323 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1325 = arith.extf %1324 : bf16 to f32
        %1326 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1325, %1326 {alignment = 4 : i64} : f32, !llvm.ptr
        %1327 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1328 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1329 = arith.minsi %1328, %c1047_i32 : i32
        %1330 = llvm.getelementptr %732[%1329] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1331 = llvm.load %1330 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1332 = arith.extf %1331 : bf16 to f32
        %1333 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1332, %1333 {alignment = 32 : i64} : f32, !llvm.ptr
        %1334 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1335 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1336 = arith.minsi %1335, %c1047_i32 : i32
        %1337 = llvm.getelementptr %732[%1336] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1338 = llvm.load %1337 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1339 = arith.extf %1338 : bf16 to f32
        %1340 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1339, %1340 {alignment = 4 : i64} : f32, !llvm.ptr
        %1341 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1342 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1343 = arith.minsi %1342, %c1047_i32 : i32
        %1344 = llvm.getelementptr %732[%1343] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1345 = llvm.load %1344 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1346 = arith.extf %1345 : bf16 to f32
        %1347 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1346, %1347 {alignment = 8 : i64} : f32, !llvm.ptr
        %1348 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1349 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1350 = arith.minsi %1349, %c1047_i32 : i32
        %1351 = llvm.getelementptr %732[%1350] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1352 = llvm.load %1351 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1353 = arith.extf %1352 : bf16 to f32
        %1354 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1353, %1354 {alignment = 4 : i64} : f32, !llvm.ptr
        %1355 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1356 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1357 = arith.minsi %1356, %c1047_i32 : i32
        %1358 = llvm.getelementptr %732[%1357] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1359 = llvm.load %1358 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1360 = arith.extf %1359 : bf16 to f32
        %1361 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1360, %1361 {alignment = 16 : i64} : f32, !llvm.ptr
        %1362 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1363 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1364 = arith.minsi %1363, %c1047_i32 : i32
        %1365 = llvm.getelementptr %732[%1364] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1366 = llvm.load %1365 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1367 = arith.extf %1366 : bf16 to f32
        %1368 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1367, %1368 {alignment = 4 : i64} : f32, !llvm.ptr
        %1369 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1370 = arith.addi %729, %c80_i32 overflow<nsw> : i32
        %1371 = arith.minsi %1370, %c1047_i32 : i32
        %1372 = llvm.getelementptr %732[%1371] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1373 = llvm.load %1372 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1374 = arith.extf %1373 : bf16 to f32
        %1375 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1374, %1375 {alignment = 8 : i64} : f32, !llvm.ptr
        %1376 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1377 = arith.addi %729, %c81_i32 overflow<nsw> : i32
        %1378 = arith.minsi %1377, %c1047_i32 : i32
        %1379 = llvm.getelementptr %732[%1378] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1380 = llvm.load %1379 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1381 = arith.extf %1380 : bf16 to f32
        %1382 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1381, %1382 {alignment = 4 : i64} : f32, !llvm.ptr
        %1383 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1384 = arith.minsi %1383, %c1047_i32 : i32
        %1385 = llvm.getelementptr %732[%1384] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1386 = llvm.load %1385 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1387 = arith.extf %1386 : bf16 to f32
        %1388 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1387, %1388 {alignment = 32 : i64} : f32, !llvm.ptr
        %1389 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1390 = arith.minsi %1389, %c1047_i32 : i32
        %1391 = llvm.getelementptr %732[%1390] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1392 = llvm.load %1391 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1393 = arith.extf %1392 : bf16 to f32
        %1394 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1393, %1394 {alignment = 4 : i64} : f32, !llvm.ptr
        %1395 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1396 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1397 = arith.minsi %1396, %c1047_i32 : i32
        %1398 = llvm.getelementptr %732[%1397] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1399 = llvm.load %1398 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1400 = arith.extf %1399 : bf16 to f32
        %1401 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1400, %1401 {alignment = 8 : i64} : f32, !llvm.ptr
        %1402 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1403 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1404 = arith.minsi %1403, %c1047_i32 : i32
        %1405 = llvm.getelementptr %732[%1404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1406 = llvm.load %1405 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1407 = arith.extf %1406 : bf16 to f32
        %1408 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1407, %1408 {alignment = 4 : i64} : f32, !llvm.ptr
        %1409 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1410 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1411 = arith.minsi %1410, %c1047_i32 : i32
        %1412 = llvm.getelementptr %732[%1411] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1413 = llvm.load %1412 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1414 = arith.extf %1413 : bf16 to f32
        %1415 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1414, %1415 {alignment = 16 : i64} : f32, !llvm.ptr
        %1416 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1417 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1418 = arith.minsi %1417, %c1047_i32 : i32
        %1419 = llvm.getelementptr %732[%1418] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1420 = llvm.load %1419 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1421 = arith.extf %1420 : bf16 to f32
        %1422 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1421, %1422 {alignment = 4 : i64} : f32, !llvm.ptr
        %1423 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1424 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1425 = arith.minsi %1424, %c1047_i32 : i32
        %1426 = llvm.getelementptr %732[%1425] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1427 = llvm.load %1426 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1428 = arith.extf %1427 : bf16 to f32
        %1429 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1428, %1429 {alignment = 8 : i64} : f32, !llvm.ptr
        %1430 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1431 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1432 = arith.minsi %1431, %c1047_i32 : i32
        %1433 = llvm.getelementptr %732[%1432] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1434 = llvm.load %1433 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1435 = arith.extf %1434 : bf16 to f32
        %1436 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1435, %1436 {alignment = 4 : i64} : f32, !llvm.ptr
        %1437 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1438 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1439 = arith.minsi %1438, %c1047_i32 : i32
        %1440 = llvm.getelementptr %732[%1439] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1441 = llvm.load %1440 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1442 = arith.extf %1441 : bf16 to f32
        %1443 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1442, %1443 {alignment = 32 : i64} : f32, !llvm.ptr
        %1444 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1445 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1446 = arith.minsi %1445, %c1047_i32 : i32
        %1447 = llvm.getelementptr %732[%1446] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1448 = llvm.load %1447 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1449 = arith.extf %1448 : bf16 to f32
        %1450 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1449, %1450 {alignment = 4 : i64} : f32, !llvm.ptr
        %1451 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1452 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1453 = arith.minsi %1452, %c1047_i32 : i32
        %1454 = llvm.getelementptr %732[%1453] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1455 = llvm.load %1454 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1456 = arith.extf %1455 : bf16 to f32
        %1457 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1456, %1457 {alignment = 8 : i64} : f32, !llvm.ptr
        %1458 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1459 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1460 = arith.minsi %1459, %c1047_i32 : i32
        %1461 = llvm.getelementptr %732[%1460] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1462 = llvm.load %1461 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1463 = arith.extf %1462 : bf16 to f32
        %1464 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1463, %1464 {alignment = 4 : i64} : f32, !llvm.ptr
        %1465 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1466 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1467 = arith.minsi %1466, %c1047_i32 : i32
        %1468 = llvm.getelementptr %732[%1467] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1469 = llvm.load %1468 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1470 = arith.extf %1469 : bf16 to f32
        %1471 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1470, %1471 {alignment = 16 : i64} : f32, !llvm.ptr
        %1472 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1473 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1474 = arith.minsi %1473, %c1047_i32 : i32
        %1475 = llvm.getelementptr %732[%1474] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1476 = llvm.load %1475 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1477 = arith.extf %1476 : bf16 to f32
        %1478 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1477, %1478 {alignment = 4 : i64} : f32, !llvm.ptr
        %1479 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1480 = arith.addi %729, %c96_i32 overflow<nsw> : i32
        %1481 = arith.minsi %1480, %c1047_i32 : i32
        %1482 = llvm.getelementptr %732[%1481] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1483 = llvm.load %1482 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1484 = arith.extf %1483 : bf16 to f32
        %1485 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1484, %1485 {alignment = 8 : i64} : f32, !llvm.ptr
        %1486 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1487 = arith.addi %729, %c97_i32 overflow<nsw> : i32
        %1488 = arith.minsi %1487, %c1047_i32 : i32
        %1489 = llvm.getelementptr %732[%1488] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1490 = llvm.load %1489 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1491 = arith.extf %1490 : bf16 to f32
        %1492 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1491, %1492 {alignment = 4 : i64} : f32, !llvm.ptr
        %1493 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1494 = arith.minsi %1493, %c1047_i32 : i32
        %1495 = llvm.getelementptr %732[%1494] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1496 = llvm.load %1495 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1497 = arith.extf %1496 : bf16 to f32
        %1498 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1497, %1498 {alignment = 32 : i64} : f32, !llvm.ptr
        %1499 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1500 = arith.minsi %1499, %c1047_i32 : i32
        %1501 = llvm.getelementptr %732[%1500] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1502 = llvm.load %1501 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1503 = arith.extf %1502 : bf16 to f32
        %1504 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1503, %1504 {alignment = 4 : i64} : f32, !llvm.ptr
        %1505 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1506 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1507 = arith.minsi %1506, %c1047_i32 : i32
        %1508 = llvm.getelementptr %732[%1507] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1509 = llvm.load %1508 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1510 = arith.extf %1509 : bf16 to f32
        %1511 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1510, %1511 {alignment = 8 : i64} : f32, !llvm.ptr
        %1512 = arith.addi %728, %c8_i32 overflow<nsw> : i32
        %1513 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1514 = arith.minsi %1513, %c1047_i32 : i32
        %1515 = llvm.getelementptr %732[%1514] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1516 = llvm.load %1515 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1517 = arith.extf %1516 : bf16 to f32
        %1518 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1517, %1518 {alignment = 4 : i64} : f32, !llvm.ptr
        %1519 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1520 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1521 = arith.minsi %1520, %c1047_i32 : i32
        %1522 = llvm.getelementptr %732[%1521] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1523 = llvm.load %1522 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1524 = arith.extf %1523 : bf16 to f32
        %1525 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1524, %1525 {alignment = 16 : i64} : f32, !llvm.ptr
        %1526 = arith.addi %728, %c32_i32 overflow<nsw> : i32
        %1527 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1528 = arith.minsi %1527, %c1047_i32 : i32
        %1529 = llvm.getelementptr %732[%1528] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1530 = llvm.load %1529 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1531 = arith.extf %1530 : bf16 to f32
        %1532 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1531, %1532 {alignment = 4 : i64} : f32, !llvm.ptr
        %1533 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1534 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1535 = arith.minsi %1534, %c1047_i32 : i32
        %1536 = llvm.getelementptr %732[%1535] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1537 = llvm.load %1536 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1538 = arith.extf %1537 : bf16 to f32
        %1539 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1538, %1539 {alignment = 8 : i64} : f32, !llvm.ptr
        %1540 = arith.addi %728, %c40_i32 overflow<nsw> : i32
        %1541 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1542 = arith.minsi %1541, %c1047_i32 : i32
        %1543 = llvm.getelementptr %732[%1542] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1544 = llvm.load %1543 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1545 = arith.extf %1544 : bf16 to f32
        %1546 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1545, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
        %1547 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1548 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1549 = arith.minsi %1548, %c1047_i32 : i32
        %1550 = llvm.getelementptr %732[%1549] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1551 = llvm.load %1550 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1552 = arith.extf %1551 : bf16 to f32
        %1553 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1552, %1553 {alignment = 32 : i64} : f32, !llvm.ptr
        %1554 = arith.addi %728, %c64_i32 overflow<nsw> : i32
        %1555 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1556 = arith.minsi %1555, %c1047_i32 : i32
        %1557 = llvm.getelementptr %732[%1556] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1558 = llvm.load %1557 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1559 = arith.extf %1558 : bf16 to f32
        %1560 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1559, %1560 {alignment = 4 : i64} : f32, !llvm.ptr
        %1561 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1562 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1563 = arith.minsi %1562, %c1047_i32 : i32
        %1564 = llvm.getelementptr %732[%1563] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1565 = llvm.load %1564 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1566 = arith.extf %1565 : bf16 to f32
        %1567 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1566, %1567 {alignment = 8 : i64} : f32, !llvm.ptr
        %1568 = arith.addi %728, %c72_i32 overflow<nsw> : i32
        %1569 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1570 = arith.minsi %1569, %c1047_i32 : i32
        %1571 = llvm.getelementptr %732[%1570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1572 = llvm.load %1571 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1573 = arith.extf %1572 : bf16 to f32
        %1574 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1573, %1574 {alignment = 4 : i64} : f32, !llvm.ptr
        %1575 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1576 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1577 = arith.minsi %1576, %c1047_i32 : i32
        %1578 = llvm.getelementptr %732[%1577] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1579 = llvm.load %1578 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1580 = arith.extf %1579 : bf16 to f32
        %1581 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1580, %1581 {alignment = 16 : i64} : f32, !llvm.ptr
        %1582 = arith.addi %728, %c96_i32 overflow<nsw> : i32
        %1583 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1584 = arith.minsi %1583, %c1047_i32 : i32
        %1585 = llvm.getelementptr %732[%1584] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1586 = llvm.load %1585 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1587 = arith.extf %1586 : bf16 to f32
        %1588 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1587, %1588 {alignment = 4 : i64} : f32, !llvm.ptr
        %1589 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1590 = arith.addi %729, %c112_i32 overflow<nsw> : i32
        %1591 = arith.minsi %1590, %c1047_i32 : i32
        %1592 = llvm.getelementptr %732[%1591] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1593 = llvm.load %1592 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1594 = arith.extf %1593 : bf16 to f32
        %1595 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1594, %1595 {alignment = 8 : i64} : f32, !llvm.ptr
        %1596 = arith.addi %728, %c104_i32 overflow<nsw> : i32
        %1597 = arith.addi %729, %c113_i32 overflow<nsw> : i32
        %1598 = arith.minsi %1597, %c1047_i32 : i32
        %1599 = llvm.getelementptr %732[%1598] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %1600 = llvm.load %1599 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
        %1601 = arith.extf %1600 : bf16 to f32
        %1602 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, f32
        llvm.store %1601, %1602 {alignment = 4 : i64} : f32, !llvm.ptr
        %1603 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
        %1604 = vector.broadcast %arg4 : f32 to vector<128xf32>
        %1605 = arith.mulf %1604, %730 : vector<128xf32>
        %1606 = arith.addf %1605, %1603 : vector<128xf32>
        %1607 = arith.cmpf olt, %1606, %cst : vector<128xf32>
        %1608 = arith.select %1607, %cst, %1606 : vector<128xi1>, vector<128xf32>
        %1609 = arith.truncf %1608 : vector<128xf32> to vector<128xbf16>
        llvm.store %1609, %2 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
        %1610 = arith.addi %33, %c1_i32 : i32
        %1611 = arith.muli %1610, %c128_i32 : i32
        %1612 = arith.cmpi sle, %1611, %c1000_i32 : i32
        %1613 = arith.addi %34, %c1_i32 : i32
        %1614 = arith.muli %1613, %c128_i32 : i32
        %1615 = arith.cmpi sle, %1614, %c1048_i32 : i32
        %1616 = arith.andi %1612, %1615 : i1
        scf.if %1616 {
          %1618 = arith.remsi %c0_i32, %c2_i32 : i32
          %1619 = arith.divsi %c0_i32, %c2_i32 : i32
          %1620:2 = scf.for %arg6 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg7 = %1618, %arg8 = %1619) -> (i32, i32)  : i32 {
            %1621 = arith.muli %arg6, %c2_i32 overflow<nsw> : i32
            %1622 = llvm.getelementptr %2[%1621] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %1623 = arith.remsi %arg6, %c2_i32 : i32
            %1624 = arith.muli %1623, %c8384_i32 overflow<nsw> : i32
            %1625 = arith.divsi %arg8, %c4_i32 : i32
            %1626 = arith.remsi %arg8, %c4_i32 : i32
            %1627 = arith.muli %1626, %c33536_i32 overflow<nsw> : i32
            %1628 = arith.addi %1624, %1627 overflow<nsw> : i32
            %1629 = arith.muli %1625, %c16_i32 overflow<nsw> : i32
            %1630 = arith.addi %1628, %1629 overflow<nsw> : i32
            %1631 = llvm.getelementptr %655[%1630] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %1632 = llvm.load %1622 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
            llvm.store %1632, %1631 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
            %1633 = arith.addi %arg7, %c1_i32 : i32
            %1634 = arith.cmpi eq, %1633, %c2_i32 : i32
            %1635 = arith.select %1634, %c0_i32, %1633 : i32
            %1636 = arith.addi %arg7, %c1_i32 : i32
            %1637 = arith.addi %arg8, %c1_i32 : i32
            %1638 = arith.cmpi eq, %1636, %c2_i32 : i32
            %1639 = arith.select %1638, %1637, %arg8 : i32
            scf.yield %1635, %1639 : i32, i32
          } {loop_annotation = #loop_annotation}
        } else {
          %1618 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1619 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1620 = arith.andi %1618, %1619 : i1
          scf.if %1620 {
            %2002 = llvm.load %2 {alignment = 32 : i64} : !llvm.ptr -> bf16
            llvm.store %2002, %655 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1621 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1622 = arith.cmpi slt, %736, %c1048_i32 : i32
          %1623 = arith.andi %1621, %1622 : i1
          scf.if %1623 {
            %2002 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1624 = arith.cmpi slt, %742, %c1000_i32 : i32
          %1625 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1626 = arith.andi %1624, %1625 : i1
          scf.if %1626 {
            %2002 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1627 = arith.cmpi slt, %748, %c1000_i32 : i32
          %1628 = arith.cmpi slt, %749, %c1048_i32 : i32
          %1629 = arith.andi %1627, %1628 : i1
          scf.if %1629 {
            %2002 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1630 = arith.cmpi slt, %755, %c1000_i32 : i32
          %1631 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1632 = arith.andi %1630, %1631 : i1
          scf.if %1632 {
            %2002 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1633 = arith.cmpi slt, %761, %c1000_i32 : i32
          %1634 = arith.cmpi slt, %762, %c1048_i32 : i32
          %1635 = arith.andi %1633, %1634 : i1
          scf.if %1635 {
            %2002 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1636 = arith.cmpi slt, %768, %c1000_i32 : i32
          %1637 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1638 = arith.andi %1636, %1637 : i1
          scf.if %1638 {
            %2002 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1639 = arith.cmpi slt, %774, %c1000_i32 : i32
          %1640 = arith.cmpi slt, %775, %c1048_i32 : i32
          %1641 = arith.andi %1639, %1640 : i1
          scf.if %1641 {
            %2002 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1642 = arith.cmpi slt, %781, %c1000_i32 : i32
          %1643 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1644 = arith.andi %1642, %1643 : i1
          scf.if %1644 {
            %2002 = llvm.getelementptr %2[8] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1645 = arith.cmpi slt, %787, %c1000_i32 : i32
          %1646 = arith.cmpi slt, %788, %c1048_i32 : i32
          %1647 = arith.andi %1645, %1646 : i1
          scf.if %1647 {
            %2002 = llvm.getelementptr %2[9] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1648 = arith.cmpi slt, %794, %c1000_i32 : i32
          %1649 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1650 = arith.andi %1648, %1649 : i1
          scf.if %1650 {
            %2002 = llvm.getelementptr %2[10] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1651 = arith.cmpi slt, %800, %c1000_i32 : i32
          %1652 = arith.cmpi slt, %801, %c1048_i32 : i32
          %1653 = arith.andi %1651, %1652 : i1
          scf.if %1653 {
            %2002 = llvm.getelementptr %2[11] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1654 = arith.cmpi slt, %807, %c1000_i32 : i32
          %1655 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1656 = arith.andi %1654, %1655 : i1
          scf.if %1656 {
            %2002 = llvm.getelementptr %2[12] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1657 = arith.cmpi slt, %813, %c1000_i32 : i32
          %1658 = arith.cmpi slt, %814, %c1048_i32 : i32
          %1659 = arith.andi %1657, %1658 : i1
          scf.if %1659 {
            %2002 = llvm.getelementptr %2[13] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1660 = arith.cmpi slt, %820, %c1000_i32 : i32
          %1661 = arith.cmpi slt, %729, %c1048_i32 : i32
          %1662 = arith.andi %1660, %1661 : i1
          scf.if %1662 {
            %2002 = llvm.getelementptr %2[14] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1663 = arith.cmpi slt, %826, %c1000_i32 : i32
          %1664 = arith.cmpi slt, %827, %c1048_i32 : i32
          %1665 = arith.andi %1663, %1664 : i1
          scf.if %1665 {
            %2002 = llvm.getelementptr %2[15] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1666 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1667 = arith.cmpi slt, %833, %c1048_i32 : i32
          %1668 = arith.andi %1666, %1667 : i1
          scf.if %1668 {
            %2002 = llvm.getelementptr %2[16] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 32 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1669 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1670 = arith.cmpi slt, %839, %c1048_i32 : i32
          %1671 = arith.andi %1669, %1670 : i1
          scf.if %1671 {
            %2002 = llvm.getelementptr %2[17] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1672 = arith.cmpi slt, %845, %c1000_i32 : i32
          %1673 = arith.cmpi slt, %846, %c1048_i32 : i32
          %1674 = arith.andi %1672, %1673 : i1
          scf.if %1674 {
            %2002 = llvm.getelementptr %2[18] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1675 = arith.cmpi slt, %852, %c1000_i32 : i32
          %1676 = arith.cmpi slt, %853, %c1048_i32 : i32
          %1677 = arith.andi %1675, %1676 : i1
          scf.if %1677 {
            %2002 = llvm.getelementptr %2[19] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1678 = arith.cmpi slt, %859, %c1000_i32 : i32
          %1679 = arith.cmpi slt, %860, %c1048_i32 : i32
          %1680 = arith.andi %1678, %1679 : i1
          scf.if %1680 {
            %2002 = llvm.getelementptr %2[20] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1681 = arith.cmpi slt, %866, %c1000_i32 : i32
          %1682 = arith.cmpi slt, %867, %c1048_i32 : i32
          %1683 = arith.andi %1681, %1682 : i1
          scf.if %1683 {
            %2002 = llvm.getelementptr %2[21] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1684 = arith.cmpi slt, %873, %c1000_i32 : i32
          %1685 = arith.cmpi slt, %874, %c1048_i32 : i32
          %1686 = arith.andi %1684, %1685 : i1
          scf.if %1686 {
            %2002 = llvm.getelementptr %2[22] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1687 = arith.cmpi slt, %880, %c1000_i32 : i32
          %1688 = arith.cmpi slt, %881, %c1048_i32 : i32
          %1689 = arith.andi %1687, %1688 : i1
          scf.if %1689 {
            %2002 = llvm.getelementptr %2[23] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1690 = arith.cmpi slt, %887, %c1000_i32 : i32
          %1691 = arith.cmpi slt, %888, %c1048_i32 : i32
          %1692 = arith.andi %1690, %1691 : i1
          scf.if %1692 {
            %2002 = llvm.getelementptr %2[24] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1693 = arith.cmpi slt, %894, %c1000_i32 : i32
          %1694 = arith.cmpi slt, %895, %c1048_i32 : i32
          %1695 = arith.andi %1693, %1694 : i1
          scf.if %1695 {
            %2002 = llvm.getelementptr %2[25] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1696 = arith.cmpi slt, %901, %c1000_i32 : i32
          %1697 = arith.cmpi slt, %902, %c1048_i32 : i32
          %1698 = arith.andi %1696, %1697 : i1
          scf.if %1698 {
            %2002 = llvm.getelementptr %2[26] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1699 = arith.cmpi slt, %908, %c1000_i32 : i32
          %1700 = arith.cmpi slt, %909, %c1048_i32 : i32
          %1701 = arith.andi %1699, %1700 : i1
          scf.if %1701 {
            %2002 = llvm.getelementptr %2[27] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1702 = arith.cmpi slt, %915, %c1000_i32 : i32
          %1703 = arith.cmpi slt, %916, %c1048_i32 : i32
          %1704 = arith.andi %1702, %1703 : i1
          scf.if %1704 {
            %2002 = llvm.getelementptr %2[28] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1705 = arith.cmpi slt, %922, %c1000_i32 : i32
          %1706 = arith.cmpi slt, %923, %c1048_i32 : i32
          %1707 = arith.andi %1705, %1706 : i1
          scf.if %1707 {
            %2002 = llvm.getelementptr %2[29] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1708 = arith.cmpi slt, %929, %c1000_i32 : i32
          %1709 = arith.cmpi slt, %930, %c1048_i32 : i32
          %1710 = arith.andi %1708, %1709 : i1
          scf.if %1710 {
            %2002 = llvm.getelementptr %2[30] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1711 = arith.cmpi slt, %936, %c1000_i32 : i32
          %1712 = arith.cmpi slt, %937, %c1048_i32 : i32
          %1713 = arith.andi %1711, %1712 : i1
          scf.if %1713 {
            %2002 = llvm.getelementptr %2[31] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1714 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1715 = arith.cmpi slt, %943, %c1048_i32 : i32
          %1716 = arith.andi %1714, %1715 : i1
          scf.if %1716 {
            %2002 = llvm.getelementptr %2[32] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 32 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1717 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1718 = arith.cmpi slt, %949, %c1048_i32 : i32
          %1719 = arith.andi %1717, %1718 : i1
          scf.if %1719 {
            %2002 = llvm.getelementptr %2[33] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1720 = arith.cmpi slt, %955, %c1000_i32 : i32
          %1721 = arith.cmpi slt, %956, %c1048_i32 : i32
          %1722 = arith.andi %1720, %1721 : i1
          scf.if %1722 {
            %2002 = llvm.getelementptr %2[34] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1723 = arith.cmpi slt, %962, %c1000_i32 : i32
          %1724 = arith.cmpi slt, %963, %c1048_i32 : i32
          %1725 = arith.andi %1723, %1724 : i1
          scf.if %1725 {
            %2002 = llvm.getelementptr %2[35] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1726 = arith.cmpi slt, %969, %c1000_i32 : i32
          %1727 = arith.cmpi slt, %970, %c1048_i32 : i32
          %1728 = arith.andi %1726, %1727 : i1
          scf.if %1728 {
            %2002 = llvm.getelementptr %2[36] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1729 = arith.cmpi slt, %976, %c1000_i32 : i32
          %1730 = arith.cmpi slt, %977, %c1048_i32 : i32
          %1731 = arith.andi %1729, %1730 : i1
          scf.if %1731 {
            %2002 = llvm.getelementptr %2[37] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1732 = arith.cmpi slt, %983, %c1000_i32 : i32
          %1733 = arith.cmpi slt, %984, %c1048_i32 : i32
          %1734 = arith.andi %1732, %1733 : i1
          scf.if %1734 {
            %2002 = llvm.getelementptr %2[38] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1735 = arith.cmpi slt, %990, %c1000_i32 : i32
          %1736 = arith.cmpi slt, %991, %c1048_i32 : i32
          %1737 = arith.andi %1735, %1736 : i1
          scf.if %1737 {
            %2002 = llvm.getelementptr %2[39] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1738 = arith.cmpi slt, %997, %c1000_i32 : i32
          %1739 = arith.cmpi slt, %998, %c1048_i32 : i32
          %1740 = arith.andi %1738, %1739 : i1
          scf.if %1740 {
            %2002 = llvm.getelementptr %2[40] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1741 = arith.cmpi slt, %1004, %c1000_i32 : i32
          %1742 = arith.cmpi slt, %1005, %c1048_i32 : i32
          %1743 = arith.andi %1741, %1742 : i1
          scf.if %1743 {
            %2002 = llvm.getelementptr %2[41] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1744 = arith.cmpi slt, %1011, %c1000_i32 : i32
          %1745 = arith.cmpi slt, %1012, %c1048_i32 : i32
          %1746 = arith.andi %1744, %1745 : i1
          scf.if %1746 {
            %2002 = llvm.getelementptr %2[42] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1747 = arith.cmpi slt, %1018, %c1000_i32 : i32
          %1748 = arith.cmpi slt, %1019, %c1048_i32 : i32
          %1749 = arith.andi %1747, %1748 : i1
          scf.if %1749 {
            %2002 = llvm.getelementptr %2[43] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1750 = arith.cmpi slt, %1025, %c1000_i32 : i32
          %1751 = arith.cmpi slt, %1026, %c1048_i32 : i32
          %1752 = arith.andi %1750, %1751 : i1
          scf.if %1752 {
            %2002 = llvm.getelementptr %2[44] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1753 = arith.cmpi slt, %1032, %c1000_i32 : i32
          %1754 = arith.cmpi slt, %1033, %c1048_i32 : i32
          %1755 = arith.andi %1753, %1754 : i1
          scf.if %1755 {
            %2002 = llvm.getelementptr %2[45] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1756 = arith.cmpi slt, %1039, %c1000_i32 : i32
          %1757 = arith.cmpi slt, %1040, %c1048_i32 : i32
          %1758 = arith.andi %1756, %1757 : i1
          scf.if %1758 {
            %2002 = llvm.getelementptr %2[46] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1759 = arith.cmpi slt, %1046, %c1000_i32 : i32
          %1760 = arith.cmpi slt, %1047, %c1048_i32 : i32
          %1761 = arith.andi %1759, %1760 : i1
          scf.if %1761 {
            %2002 = llvm.getelementptr %2[47] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1762 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1763 = arith.cmpi slt, %1053, %c1048_i32 : i32
          %1764 = arith.andi %1762, %1763 : i1
          scf.if %1764 {
            %2002 = llvm.getelementptr %2[48] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 32 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1765 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1766 = arith.cmpi slt, %1059, %c1048_i32 : i32
          %1767 = arith.andi %1765, %1766 : i1
          scf.if %1767 {
            %2002 = llvm.getelementptr %2[49] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1768 = arith.cmpi slt, %1065, %c1000_i32 : i32
          %1769 = arith.cmpi slt, %1066, %c1048_i32 : i32
          %1770 = arith.andi %1768, %1769 : i1
          scf.if %1770 {
            %2002 = llvm.getelementptr %2[50] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1771 = arith.cmpi slt, %1072, %c1000_i32 : i32
          %1772 = arith.cmpi slt, %1073, %c1048_i32 : i32
          %1773 = arith.andi %1771, %1772 : i1
          scf.if %1773 {
            %2002 = llvm.getelementptr %2[51] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1774 = arith.cmpi slt, %1079, %c1000_i32 : i32
          %1775 = arith.cmpi slt, %1080, %c1048_i32 : i32
          %1776 = arith.andi %1774, %1775 : i1
          scf.if %1776 {
            %2002 = llvm.getelementptr %2[52] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1777 = arith.cmpi slt, %1086, %c1000_i32 : i32
          %1778 = arith.cmpi slt, %1087, %c1048_i32 : i32
          %1779 = arith.andi %1777, %1778 : i1
          scf.if %1779 {
            %2002 = llvm.getelementptr %2[53] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1780 = arith.cmpi slt, %1093, %c1000_i32 : i32
          %1781 = arith.cmpi slt, %1094, %c1048_i32 : i32
          %1782 = arith.andi %1780, %1781 : i1
          scf.if %1782 {
            %2002 = llvm.getelementptr %2[54] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1783 = arith.cmpi slt, %1100, %c1000_i32 : i32
          %1784 = arith.cmpi slt, %1101, %c1048_i32 : i32
          %1785 = arith.andi %1783, %1784 : i1
          scf.if %1785 {
            %2002 = llvm.getelementptr %2[55] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1786 = arith.cmpi slt, %1107, %c1000_i32 : i32
          %1787 = arith.cmpi slt, %1108, %c1048_i32 : i32
          %1788 = arith.andi %1786, %1787 : i1
          scf.if %1788 {
            %2002 = llvm.getelementptr %2[56] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1789 = arith.cmpi slt, %1114, %c1000_i32 : i32
          %1790 = arith.cmpi slt, %1115, %c1048_i32 : i32
          %1791 = arith.andi %1789, %1790 : i1
          scf.if %1791 {
            %2002 = llvm.getelementptr %2[57] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1792 = arith.cmpi slt, %1121, %c1000_i32 : i32
          %1793 = arith.cmpi slt, %1122, %c1048_i32 : i32
          %1794 = arith.andi %1792, %1793 : i1
          scf.if %1794 {
            %2002 = llvm.getelementptr %2[58] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1795 = arith.cmpi slt, %1128, %c1000_i32 : i32
          %1796 = arith.cmpi slt, %1129, %c1048_i32 : i32
          %1797 = arith.andi %1795, %1796 : i1
          scf.if %1797 {
            %2002 = llvm.getelementptr %2[59] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1798 = arith.cmpi slt, %1135, %c1000_i32 : i32
          %1799 = arith.cmpi slt, %1136, %c1048_i32 : i32
          %1800 = arith.andi %1798, %1799 : i1
          scf.if %1800 {
            %2002 = llvm.getelementptr %2[60] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1801 = arith.cmpi slt, %1142, %c1000_i32 : i32
          %1802 = arith.cmpi slt, %1143, %c1048_i32 : i32
          %1803 = arith.andi %1801, %1802 : i1
          scf.if %1803 {
            %2002 = llvm.getelementptr %2[61] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1804 = arith.cmpi slt, %1149, %c1000_i32 : i32
          %1805 = arith.cmpi slt, %1150, %c1048_i32 : i32
          %1806 = arith.andi %1804, %1805 : i1
          scf.if %1806 {
            %2002 = llvm.getelementptr %2[62] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1807 = arith.cmpi slt, %1156, %c1000_i32 : i32
          %1808 = arith.cmpi slt, %1157, %c1048_i32 : i32
          %1809 = arith.andi %1807, %1808 : i1
          scf.if %1809 {
            %2002 = llvm.getelementptr %2[63] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1810 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1811 = arith.cmpi slt, %1163, %c1048_i32 : i32
          %1812 = arith.andi %1810, %1811 : i1
          scf.if %1812 {
            %2002 = llvm.getelementptr %2[64] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 32 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1813 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1814 = arith.cmpi slt, %1169, %c1048_i32 : i32
          %1815 = arith.andi %1813, %1814 : i1
          scf.if %1815 {
            %2002 = llvm.getelementptr %2[65] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1816 = arith.cmpi slt, %1175, %c1000_i32 : i32
          %1817 = arith.cmpi slt, %1176, %c1048_i32 : i32
          %1818 = arith.andi %1816, %1817 : i1
          scf.if %1818 {
            %2002 = llvm.getelementptr %2[66] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1819 = arith.cmpi slt, %1182, %c1000_i32 : i32
          %1820 = arith.cmpi slt, %1183, %c1048_i32 : i32
          %1821 = arith.andi %1819, %1820 : i1
          scf.if %1821 {
            %2002 = llvm.getelementptr %2[67] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1822 = arith.cmpi slt, %1189, %c1000_i32 : i32
          %1823 = arith.cmpi slt, %1190, %c1048_i32 : i32
          %1824 = arith.andi %1822, %1823 : i1
          scf.if %1824 {
            %2002 = llvm.getelementptr %2[68] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1825 = arith.cmpi slt, %1196, %c1000_i32 : i32
          %1826 = arith.cmpi slt, %1197, %c1048_i32 : i32
          %1827 = arith.andi %1825, %1826 : i1
          scf.if %1827 {
            %2002 = llvm.getelementptr %2[69] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1828 = arith.cmpi slt, %1203, %c1000_i32 : i32
          %1829 = arith.cmpi slt, %1204, %c1048_i32 : i32
          %1830 = arith.andi %1828, %1829 : i1
          scf.if %1830 {
            %2002 = llvm.getelementptr %2[70] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1831 = arith.cmpi slt, %1210, %c1000_i32 : i32
          %1832 = arith.cmpi slt, %1211, %c1048_i32 : i32
          %1833 = arith.andi %1831, %1832 : i1
          scf.if %1833 {
            %2002 = llvm.getelementptr %2[71] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1834 = arith.cmpi slt, %1217, %c1000_i32 : i32
          %1835 = arith.cmpi slt, %1218, %c1048_i32 : i32
          %1836 = arith.andi %1834, %1835 : i1
          scf.if %1836 {
            %2002 = llvm.getelementptr %2[72] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1837 = arith.cmpi slt, %1224, %c1000_i32 : i32
          %1838 = arith.cmpi slt, %1225, %c1048_i32 : i32
          %1839 = arith.andi %1837, %1838 : i1
          scf.if %1839 {
            %2002 = llvm.getelementptr %2[73] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1840 = arith.cmpi slt, %1231, %c1000_i32 : i32
          %1841 = arith.cmpi slt, %1232, %c1048_i32 : i32
          %1842 = arith.andi %1840, %1841 : i1
          scf.if %1842 {
            %2002 = llvm.getelementptr %2[74] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1843 = arith.cmpi slt, %1238, %c1000_i32 : i32
          %1844 = arith.cmpi slt, %1239, %c1048_i32 : i32
          %1845 = arith.andi %1843, %1844 : i1
          scf.if %1845 {
            %2002 = llvm.getelementptr %2[75] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1846 = arith.cmpi slt, %1245, %c1000_i32 : i32
          %1847 = arith.cmpi slt, %1246, %c1048_i32 : i32
          %1848 = arith.andi %1846, %1847 : i1
          scf.if %1848 {
            %2002 = llvm.getelementptr %2[76] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1849 = arith.cmpi slt, %1252, %c1000_i32 : i32
          %1850 = arith.cmpi slt, %1253, %c1048_i32 : i32
          %1851 = arith.andi %1849, %1850 : i1
          scf.if %1851 {
            %2002 = llvm.getelementptr %2[77] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1852 = arith.cmpi slt, %1259, %c1000_i32 : i32
          %1853 = arith.cmpi slt, %1260, %c1048_i32 : i32
          %1854 = arith.andi %1852, %1853 : i1
          scf.if %1854 {
            %2002 = llvm.getelementptr %2[78] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1855 = arith.cmpi slt, %1266, %c1000_i32 : i32
          %1856 = arith.cmpi slt, %1267, %c1048_i32 : i32
          %1857 = arith.andi %1855, %1856 : i1
          scf.if %1857 {
            %2002 = llvm.getelementptr %2[79] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1858 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1859 = arith.cmpi slt, %1273, %c1048_i32 : i32
          %1860 = arith.andi %1858, %1859 : i1
          scf.if %1860 {
            %2002 = llvm.getelementptr %2[80] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 32 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1861 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1862 = arith.cmpi slt, %1279, %c1048_i32 : i32
          %1863 = arith.andi %1861, %1862 : i1
          scf.if %1863 {
            %2002 = llvm.getelementptr %2[81] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1864 = arith.cmpi slt, %1285, %c1000_i32 : i32
          %1865 = arith.cmpi slt, %1286, %c1048_i32 : i32
          %1866 = arith.andi %1864, %1865 : i1
          scf.if %1866 {
            %2002 = llvm.getelementptr %2[82] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1867 = arith.cmpi slt, %1292, %c1000_i32 : i32
          %1868 = arith.cmpi slt, %1293, %c1048_i32 : i32
          %1869 = arith.andi %1867, %1868 : i1
          scf.if %1869 {
            %2002 = llvm.getelementptr %2[83] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1870 = arith.cmpi slt, %1299, %c1000_i32 : i32
          %1871 = arith.cmpi slt, %1300, %c1048_i32 : i32
          %1872 = arith.andi %1870, %1871 : i1
          scf.if %1872 {
            %2002 = llvm.getelementptr %2[84] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1873 = arith.cmpi slt, %1306, %c1000_i32 : i32
          %1874 = arith.cmpi slt, %1307, %c1048_i32 : i32
          %1875 = arith.andi %1873, %1874 : i1
          scf.if %1875 {
            %2002 = llvm.getelementptr %2[85] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1876 = arith.cmpi slt, %1313, %c1000_i32 : i32
          %1877 = arith.cmpi slt, %1314, %c1048_i32 : i32
          %1878 = arith.andi %1876, %1877 : i1
          scf.if %1878 {
            %2002 = llvm.getelementptr %2[86] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1879 = arith.cmpi slt, %1320, %c1000_i32 : i32
          %1880 = arith.cmpi slt, %1321, %c1048_i32 : i32
          %1881 = arith.andi %1879, %1880 : i1
          scf.if %1881 {
            %2002 = llvm.getelementptr %2[87] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1882 = arith.cmpi slt, %1327, %c1000_i32 : i32
          %1883 = arith.cmpi slt, %1328, %c1048_i32 : i32
          %1884 = arith.andi %1882, %1883 : i1
          scf.if %1884 {
            %2002 = llvm.getelementptr %2[88] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1885 = arith.cmpi slt, %1334, %c1000_i32 : i32
          %1886 = arith.cmpi slt, %1335, %c1048_i32 : i32
          %1887 = arith.andi %1885, %1886 : i1
          scf.if %1887 {
            %2002 = llvm.getelementptr %2[89] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1888 = arith.cmpi slt, %1341, %c1000_i32 : i32
          %1889 = arith.cmpi slt, %1342, %c1048_i32 : i32
          %1890 = arith.andi %1888, %1889 : i1
          scf.if %1890 {
            %2002 = llvm.getelementptr %2[90] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1891 = arith.cmpi slt, %1348, %c1000_i32 : i32
          %1892 = arith.cmpi slt, %1349, %c1048_i32 : i32
          %1893 = arith.andi %1891, %1892 : i1
          scf.if %1893 {
            %2002 = llvm.getelementptr %2[91] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1894 = arith.cmpi slt, %1355, %c1000_i32 : i32
          %1895 = arith.cmpi slt, %1356, %c1048_i32 : i32
          %1896 = arith.andi %1894, %1895 : i1
          scf.if %1896 {
            %2002 = llvm.getelementptr %2[92] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1897 = arith.cmpi slt, %1362, %c1000_i32 : i32
          %1898 = arith.cmpi slt, %1363, %c1048_i32 : i32
          %1899 = arith.andi %1897, %1898 : i1
          scf.if %1899 {
            %2002 = llvm.getelementptr %2[93] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1900 = arith.cmpi slt, %1369, %c1000_i32 : i32
          %1901 = arith.cmpi slt, %1370, %c1048_i32 : i32
          %1902 = arith.andi %1900, %1901 : i1
          scf.if %1902 {
            %2002 = llvm.getelementptr %2[94] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1903 = arith.cmpi slt, %1376, %c1000_i32 : i32
          %1904 = arith.cmpi slt, %1377, %c1048_i32 : i32
          %1905 = arith.andi %1903, %1904 : i1
          scf.if %1905 {
            %2002 = llvm.getelementptr %2[95] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1906 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1907 = arith.cmpi slt, %1383, %c1048_i32 : i32
          %1908 = arith.andi %1906, %1907 : i1
          scf.if %1908 {
            %2002 = llvm.getelementptr %2[96] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 32 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1909 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1910 = arith.cmpi slt, %1389, %c1048_i32 : i32
          %1911 = arith.andi %1909, %1910 : i1
          scf.if %1911 {
            %2002 = llvm.getelementptr %2[97] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1912 = arith.cmpi slt, %1395, %c1000_i32 : i32
          %1913 = arith.cmpi slt, %1396, %c1048_i32 : i32
          %1914 = arith.andi %1912, %1913 : i1
          scf.if %1914 {
            %2002 = llvm.getelementptr %2[98] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1915 = arith.cmpi slt, %1402, %c1000_i32 : i32
          %1916 = arith.cmpi slt, %1403, %c1048_i32 : i32
          %1917 = arith.andi %1915, %1916 : i1
          scf.if %1917 {
            %2002 = llvm.getelementptr %2[99] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1918 = arith.cmpi slt, %1409, %c1000_i32 : i32
          %1919 = arith.cmpi slt, %1410, %c1048_i32 : i32
          %1920 = arith.andi %1918, %1919 : i1
          scf.if %1920 {
            %2002 = llvm.getelementptr %2[100] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1921 = arith.cmpi slt, %1416, %c1000_i32 : i32
          %1922 = arith.cmpi slt, %1417, %c1048_i32 : i32
          %1923 = arith.andi %1921, %1922 : i1
          scf.if %1923 {
            %2002 = llvm.getelementptr %2[101] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1924 = arith.cmpi slt, %1423, %c1000_i32 : i32
          %1925 = arith.cmpi slt, %1424, %c1048_i32 : i32
          %1926 = arith.andi %1924, %1925 : i1
          scf.if %1926 {
            %2002 = llvm.getelementptr %2[102] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1927 = arith.cmpi slt, %1430, %c1000_i32 : i32
          %1928 = arith.cmpi slt, %1431, %c1048_i32 : i32
          %1929 = arith.andi %1927, %1928 : i1
          scf.if %1929 {
            %2002 = llvm.getelementptr %2[103] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1930 = arith.cmpi slt, %1437, %c1000_i32 : i32
          %1931 = arith.cmpi slt, %1438, %c1048_i32 : i32
          %1932 = arith.andi %1930, %1931 : i1
          scf.if %1932 {
            %2002 = llvm.getelementptr %2[104] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1933 = arith.cmpi slt, %1444, %c1000_i32 : i32
          %1934 = arith.cmpi slt, %1445, %c1048_i32 : i32
          %1935 = arith.andi %1933, %1934 : i1
          scf.if %1935 {
            %2002 = llvm.getelementptr %2[105] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1936 = arith.cmpi slt, %1451, %c1000_i32 : i32
          %1937 = arith.cmpi slt, %1452, %c1048_i32 : i32
          %1938 = arith.andi %1936, %1937 : i1
          scf.if %1938 {
            %2002 = llvm.getelementptr %2[106] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1939 = arith.cmpi slt, %1458, %c1000_i32 : i32
          %1940 = arith.cmpi slt, %1459, %c1048_i32 : i32
          %1941 = arith.andi %1939, %1940 : i1
          scf.if %1941 {
            %2002 = llvm.getelementptr %2[107] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1942 = arith.cmpi slt, %1465, %c1000_i32 : i32
          %1943 = arith.cmpi slt, %1466, %c1048_i32 : i32
          %1944 = arith.andi %1942, %1943 : i1
          scf.if %1944 {
            %2002 = llvm.getelementptr %2[108] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1945 = arith.cmpi slt, %1472, %c1000_i32 : i32
          %1946 = arith.cmpi slt, %1473, %c1048_i32 : i32
          %1947 = arith.andi %1945, %1946 : i1
          scf.if %1947 {
            %2002 = llvm.getelementptr %2[109] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1948 = arith.cmpi slt, %1479, %c1000_i32 : i32
          %1949 = arith.cmpi slt, %1480, %c1048_i32 : i32
          %1950 = arith.andi %1948, %1949 : i1
          scf.if %1950 {
            %2002 = llvm.getelementptr %2[110] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1951 = arith.cmpi slt, %1486, %c1000_i32 : i32
          %1952 = arith.cmpi slt, %1487, %c1048_i32 : i32
          %1953 = arith.andi %1951, %1952 : i1
          scf.if %1953 {
            %2002 = llvm.getelementptr %2[111] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1954 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1955 = arith.cmpi slt, %1493, %c1048_i32 : i32
          %1956 = arith.andi %1954, %1955 : i1
          scf.if %1956 {
            %2002 = llvm.getelementptr %2[112] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 32 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1957 = arith.cmpi slt, %728, %c1000_i32 : i32
          %1958 = arith.cmpi slt, %1499, %c1048_i32 : i32
          %1959 = arith.andi %1957, %1958 : i1
          scf.if %1959 {
            %2002 = llvm.getelementptr %2[113] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1960 = arith.cmpi slt, %1505, %c1000_i32 : i32
          %1961 = arith.cmpi slt, %1506, %c1048_i32 : i32
          %1962 = arith.andi %1960, %1961 : i1
          scf.if %1962 {
            %2002 = llvm.getelementptr %2[114] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1963 = arith.cmpi slt, %1512, %c1000_i32 : i32
          %1964 = arith.cmpi slt, %1513, %c1048_i32 : i32
          %1965 = arith.andi %1963, %1964 : i1
          scf.if %1965 {
            %2002 = llvm.getelementptr %2[115] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1966 = arith.cmpi slt, %1519, %c1000_i32 : i32
          %1967 = arith.cmpi slt, %1520, %c1048_i32 : i32
          %1968 = arith.andi %1966, %1967 : i1
          scf.if %1968 {
            %2002 = llvm.getelementptr %2[116] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1969 = arith.cmpi slt, %1526, %c1000_i32 : i32
          %1970 = arith.cmpi slt, %1527, %c1048_i32 : i32
          %1971 = arith.andi %1969, %1970 : i1
          scf.if %1971 {
            %2002 = llvm.getelementptr %2[117] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1972 = arith.cmpi slt, %1533, %c1000_i32 : i32
          %1973 = arith.cmpi slt, %1534, %c1048_i32 : i32
          %1974 = arith.andi %1972, %1973 : i1
          scf.if %1974 {
            %2002 = llvm.getelementptr %2[118] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1975 = arith.cmpi slt, %1540, %c1000_i32 : i32
          %1976 = arith.cmpi slt, %1541, %c1048_i32 : i32
          %1977 = arith.andi %1975, %1976 : i1
          scf.if %1977 {
            %2002 = llvm.getelementptr %2[119] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1978 = arith.cmpi slt, %1547, %c1000_i32 : i32
          %1979 = arith.cmpi slt, %1548, %c1048_i32 : i32
          %1980 = arith.andi %1978, %1979 : i1
          scf.if %1980 {
            %2002 = llvm.getelementptr %2[120] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 16 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1981 = arith.cmpi slt, %1554, %c1000_i32 : i32
          %1982 = arith.cmpi slt, %1555, %c1048_i32 : i32
          %1983 = arith.andi %1981, %1982 : i1
          scf.if %1983 {
            %2002 = llvm.getelementptr %2[121] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1984 = arith.cmpi slt, %1561, %c1000_i32 : i32
          %1985 = arith.cmpi slt, %1562, %c1048_i32 : i32
          %1986 = arith.andi %1984, %1985 : i1
          scf.if %1986 {
            %2002 = llvm.getelementptr %2[122] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1987 = arith.cmpi slt, %1568, %c1000_i32 : i32
          %1988 = arith.cmpi slt, %1569, %c1048_i32 : i32
          %1989 = arith.andi %1987, %1988 : i1
          scf.if %1989 {
            %2002 = llvm.getelementptr %2[123] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1990 = arith.cmpi slt, %1575, %c1000_i32 : i32
          %1991 = arith.cmpi slt, %1576, %c1048_i32 : i32
          %1992 = arith.andi %1990, %1991 : i1
          scf.if %1992 {
            %2002 = llvm.getelementptr %2[124] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 8 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1993 = arith.cmpi slt, %1582, %c1000_i32 : i32
          %1994 = arith.cmpi slt, %1583, %c1048_i32 : i32
          %1995 = arith.andi %1993, %1994 : i1
          scf.if %1995 {
            %2002 = llvm.getelementptr %2[125] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
          %1996 = arith.cmpi slt, %1589, %c1000_i32 : i32
          %1997 = arith.cmpi slt, %1590, %c1048_i32 : i32
          %1998 = arith.andi %1996, %1997 : i1
          scf.if %1998 {
            %2002 = llvm.getelementptr %2[126] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 4 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
          }
          %1999 = arith.cmpi slt, %1596, %c1000_i32 : i32
          %2000 = arith.cmpi slt, %1597, %c1048_i32 : i32
          %2001 = arith.andi %1999, %2000 : i1
          scf.if %2001 {
            %2002 = llvm.getelementptr %2[127] : (!llvm.ptr) -> !llvm.ptr, bf16
            %2003 = llvm.load %2002 {alignment = 2 : i64} : !llvm.ptr -> bf16
            %2004 = llvm.getelementptr %655[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
            llvm.store %2003, %2004 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
          }
        }
        %1617 = arith.cmpi eq, %23, %c0_i32 : i32
        scf.if %1617 {
          nvvm.store.ext %c0_i32, %722 : i32, !llvm.ptr<1>
        }
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_spli_h97224acc(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm_struct_6960aa, %arg6: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %c98304_i64 = arith.constant 98304 : i64
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
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
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c4_i32), stream = %arg6) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h1185cbb6_0<%11> (%6, %8, %10, %arg3, %arg4, %arg5) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm_struct_6960aa) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
