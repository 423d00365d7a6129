!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c33536_i32 = arith.constant 33536 : i32
      %c8384_i32 = arith.constant 8384 : i32
      %c6144_i32 = arith.constant 6144 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c64000_i32 = arith.constant 64000 : i32
      %c8320_i32 = arith.constant 8320 : i32
      %c8000_i32 = arith.constant 8000 : i32
      %c113_i32 = arith.constant 113 : i32
      %c104_i32 = arith.constant 104 : i32
      %c97_i32 = arith.constant 97 : i32
      %c81_i32 = arith.constant 81 : i32
      %c65_i32 = arith.constant 65 : i32
      %c49_i32 = arith.constant 49 : i32
      %c33_i32 = arith.constant 33 : i32
      %c17_i32 = arith.constant 17 : i32
      %c56_i32 = arith.constant 56 : i32
      %c40_i32 = arith.constant 40 : i32
      %c112_i32 = arith.constant 112 : i32
      %c96_i32 = arith.constant 96 : i32
      %c80_i32 = arith.constant 80 : i32
      %c48_i32 = arith.constant 48 : i32
      %c-56_i32 = arith.constant -56 : i32
      %c134144_i32 = arith.constant 134144 : i32
      %c1048000_i32 = arith.constant 1048000 : i32
      %c66560_i32 = arith.constant 66560 : i32
      %c544960_i32 = arith.constant 544960 : i32
      %c520000_i32 = arith.constant 520000 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c72_i32 = arith.constant 72 : i32
      %c-16_i64 = arith.constant -16 : i64
      %c16_i32 = arith.constant 16 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32 = arith.constant 64 : i32
      %c512_i32 = arith.constant 512 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %c520_i32 = arith.constant 520 : i32
      %c0_i8 = arith.constant 0 : i8
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %c9_i32 = arith.constant 9 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1048_i32 = arith.constant 1048 : i32
      %c16768_i32 = arith.constant 16768 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c1024_i32 = arith.constant 1024 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-32_i32 = arith.constant -32 : i32
      %c-16_i32 = arith.constant -16 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : bf16
      %c24_i32 = arith.constant 24 : i32
      %c8_i32 = arith.constant 8 : i32
      %c192_i32 = arith.constant 192 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c128_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c128_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c128_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c128_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c192_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c192_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c1_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %12 = nvvm.shfl.sync idx %c-1_i32, %11, %c0_i32, %c31_i32 : i32 -> i32
      %13 = arith.extui %12 : i32 to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%14, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %15 = llvm.ptrtoint %14 : !llvm.ptr<3> to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%16, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %17 = llvm.getelementptr %14[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
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
      %34 = llvm.getelementptr %33[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %35 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %36 = llvm.getelementptr %34[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %37 = arith.muli %22, %c544960_i32 overflow<nsw> : i32
      %38 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %39 = llvm.getelementptr %38[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %40 = arith.muli %31, %c66560_i32 overflow<nsw> : i32
      %41 = llvm.getelementptr %39[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %42 = arith.muli %22, %c1048000_i32 overflow<nsw> : i32
      %43 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %45 = arith.muli %30, %c134144_i32 overflow<nsw> : i32
      %46 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %47 = arith.addi %45, %46 overflow<nsw> : i32
      %48 = llvm.getelementptr %44[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %49 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %50 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %51 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %52 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %53 = llvm.getelementptr %36[-56000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %54 = llvm.getelementptr %41[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %55 = llvm.ptrtoint %54 : !llvm.ptr<1> to i64
      %56 = arith.addi %55, %c15_i64 : i64
      %57 = arith.andi %56, %c-16_i64 : i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%58, %c16_i64 : !llvm.ptr<1>, i64)] : i1
      %59 = arith.divsi %20, %c16_i32 : i32
      %60 = arith.remsi %20, %c16_i32 : i32
      %61 = arith.muli %60, %c8_i32 overflow<nsw> : i32
      %62 = arith.muli %59, %c1000_i32 overflow<nsw> : i32
      %63 = arith.addi %61, %62 overflow<nsw> : i32
      %64 = llvm.getelementptr %53[%63] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %65 = arith.divsi %20, %c8_i32 : i32
      %66 = arith.remsi %20, %c8_i32 : i32
      %67 = arith.muli %66, %c8_i32 overflow<nsw> : i32
      %68 = arith.divsi %65, %c2_i32 : i32
      %69 = arith.muli %68, %c64_i32 overflow<nsw> : i32
      %70 = arith.addi %67, %69 overflow<nsw> : i32
      %71 = arith.remsi %65, %c2_i32 : i32
      %72 = arith.muli %71, %c512_i32 overflow<nsw> : i32
      %73 = arith.andi %70, %c448_i32 : i32
      %74 = arith.shrui %73, %c3_i32 : i32
      %75 = arith.xori %70, %74 : i32
      %76 = arith.addi %75, %72 overflow<nsw> : i32
      %77 = llvm.getelementptr %16[%76] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %78 = arith.addi %49, %61 overflow<nsw> : i32
      %79 = arith.addi %59, %c-56_i32 overflow<nsw> : i32
      %80 = arith.muli %65, %c520_i32 overflow<nsw> : i32
      %81 = arith.addi %67, %80 overflow<nsw> : i32
      %82 = llvm.getelementptr %58[%81] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %83 = arith.remsi %65, %c8_i32 : i32
      %84 = arith.muli %83, %c64_i32 overflow<nsw> : i32
      %85 = arith.addi %67, %84 overflow<nsw> : i32
      %86 = arith.divsi %65, %c8_i32 : i32
      %87 = arith.muli %86, %c512_i32 overflow<nsw> : i32
      %88 = arith.andi %85, %c448_i32 : i32
      %89 = arith.shrui %88, %c3_i32 : i32
      %90 = arith.xori %85, %89 : i32
      %91 = arith.addi %90, %87 overflow<nsw> : i32
      %92 = llvm.getelementptr %19[%91] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %93 = arith.addi %50, %65 overflow<nsw> : i32
      %94 = arith.addi %67, %c-56_i32 overflow<nsw> : i32
      %95 = arith.cmpi slt, %78, %c1000_i32 : i32
      %96 = arith.extui %95 : i1 to i8
      llvm.store %96, %10 {alignment = 32 : i64} : i8, !llvm.ptr
      %97 = arith.cmpi slt, %93, %c1048_i32 : i32
      %98 = arith.extui %97 : i1 to i8
      llvm.store %98, %9 {alignment = 32 : i64} : i8, !llvm.ptr
      %99 = arith.addi %93, %c16_i32 overflow<nsw> : i32
      %100 = arith.cmpi slt, %99, %c1048_i32 : i32
      %101 = arith.extui %100 : i1 to i8
      %102 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %101, %102 {alignment = 1 : i64} : i8, !llvm.ptr
      %103 = arith.addi %93, %c32_i32 overflow<nsw> : i32
      %104 = arith.cmpi slt, %103, %c1048_i32 : i32
      %105 = arith.extui %104 : i1 to i8
      %106 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %105, %106 {alignment = 2 : i64} : i8, !llvm.ptr
      %107 = arith.addi %93, %c48_i32 overflow<nsw> : i32
      %108 = arith.cmpi slt, %107, %c1048_i32 : i32
      %109 = arith.extui %108 : i1 to i8
      %110 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %109, %110 {alignment = 1 : i64} : i8, !llvm.ptr
      %111 = arith.addi %93, %c64_i32 overflow<nsw> : i32
      %112 = arith.cmpi slt, %111, %c1048_i32 : i32
      %113 = arith.extui %112 : i1 to i8
      %114 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %113, %114 {alignment = 4 : i64} : i8, !llvm.ptr
      %115 = arith.addi %93, %c80_i32 overflow<nsw> : i32
      %116 = arith.cmpi slt, %115, %c1048_i32 : i32
      %117 = arith.extui %116 : i1 to i8
      %118 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %117, %118 {alignment = 1 : i64} : i8, !llvm.ptr
      %119 = arith.addi %93, %c96_i32 overflow<nsw> : i32
      %120 = arith.cmpi slt, %119, %c1048_i32 : i32
      %121 = arith.extui %120 : i1 to i8
      %122 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %121, %122 {alignment = 2 : i64} : i8, !llvm.ptr
      %123 = arith.addi %93, %c112_i32 overflow<nsw> : i32
      %124 = arith.cmpi slt, %123, %c1048_i32 : i32
      %125 = arith.extui %124 : i1 to i8
      %126 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %125, %126 {alignment = 1 : i64} : i8, !llvm.ptr
      %127 = arith.cmpi sgt, %79, %c-1_i32 : i32
      %128 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %129 = arith.cmpi ne, %128, %c0_i8 : i8
      %130 = arith.andi %129, %127 : i1
      %131 = arith.extui %130 : i1 to i8
      llvm.store %131, %8 {alignment = 32 : i64} : i8, !llvm.ptr
      %132 = arith.addi %79, %c8_i32 overflow<nsw> : i32
      %133 = arith.cmpi sgt, %132, %c-1_i32 : i32
      %134 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %135 = arith.cmpi ne, %134, %c0_i8 : i8
      %136 = arith.andi %135, %133 : i1
      %137 = arith.extui %136 : i1 to i8
      %138 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %137, %138 {alignment = 1 : i64} : i8, !llvm.ptr
      %139 = arith.addi %79, %c16_i32 overflow<nsw> : i32
      %140 = arith.cmpi sgt, %139, %c-1_i32 : i32
      %141 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %142 = arith.cmpi ne, %141, %c0_i8 : i8
      %143 = arith.andi %142, %140 : i1
      %144 = arith.extui %143 : i1 to i8
      %145 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %144, %145 {alignment = 2 : i64} : i8, !llvm.ptr
      %146 = arith.addi %79, %c24_i32 overflow<nsw> : i32
      %147 = arith.cmpi sgt, %146, %c-1_i32 : i32
      %148 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %149 = arith.cmpi ne, %148, %c0_i8 : i8
      %150 = arith.andi %149, %147 : i1
      %151 = arith.extui %150 : i1 to i8
      %152 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %151, %152 {alignment = 1 : i64} : i8, !llvm.ptr
      %153 = arith.addi %79, %c32_i32 overflow<nsw> : i32
      %154 = arith.cmpi sgt, %153, %c-1_i32 : i32
      %155 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %156 = arith.cmpi ne, %155, %c0_i8 : i8
      %157 = arith.andi %156, %154 : i1
      %158 = arith.extui %157 : i1 to i8
      %159 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %158, %159 {alignment = 4 : i64} : i8, !llvm.ptr
      %160 = arith.addi %79, %c40_i32 overflow<nsw> : i32
      %161 = arith.cmpi sgt, %160, %c-1_i32 : i32
      %162 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %163 = arith.cmpi ne, %162, %c0_i8 : i8
      %164 = arith.andi %163, %161 : i1
      %165 = arith.extui %164 : i1 to i8
      %166 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %165, %166 {alignment = 1 : i64} : i8, !llvm.ptr
      %167 = arith.addi %79, %c48_i32 overflow<nsw> : i32
      %168 = arith.cmpi sgt, %167, %c-1_i32 : i32
      %169 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %170 = arith.cmpi ne, %169, %c0_i8 : i8
      %171 = arith.andi %170, %168 : i1
      %172 = arith.extui %171 : i1 to i8
      %173 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %172, %173 {alignment = 2 : i64} : i8, !llvm.ptr
      %174 = arith.addi %79, %c56_i32 overflow<nsw> : i32
      %175 = arith.cmpi sgt, %174, %c-1_i32 : i32
      %176 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %177 = arith.cmpi ne, %176, %c0_i8 : i8
      %178 = arith.andi %177, %175 : i1
      %179 = arith.extui %178 : i1 to i8
      %180 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %179, %180 {alignment = 1 : i64} : i8, !llvm.ptr
      %181 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %182 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %183 = arith.cmpi ne, %182, %c0_i8 : i8
      %184 = arith.andi %183, %181 : i1
      %185 = arith.extui %184 : i1 to i8
      llvm.store %185, %7 {alignment = 32 : i64} : i8, !llvm.ptr
      %186 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %187 = llvm.load %102 {alignment = 1 : i64} : !llvm.ptr -> i8
      %188 = arith.cmpi ne, %187, %c0_i8 : i8
      %189 = arith.andi %188, %186 : i1
      %190 = arith.extui %189 : i1 to i8
      %191 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %190, %191 {alignment = 1 : i64} : i8, !llvm.ptr
      %192 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %193 = llvm.load %106 {alignment = 2 : i64} : !llvm.ptr -> i8
      %194 = arith.cmpi ne, %193, %c0_i8 : i8
      %195 = arith.andi %194, %192 : i1
      %196 = arith.extui %195 : i1 to i8
      %197 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %196, %197 {alignment = 2 : i64} : i8, !llvm.ptr
      %198 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %199 = llvm.load %110 {alignment = 1 : i64} : !llvm.ptr -> i8
      %200 = arith.cmpi ne, %199, %c0_i8 : i8
      %201 = arith.andi %200, %198 : i1
      %202 = arith.extui %201 : i1 to i8
      %203 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %202, %203 {alignment = 1 : i64} : i8, !llvm.ptr
      %204 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %205 = llvm.load %114 {alignment = 4 : i64} : !llvm.ptr -> i8
      %206 = arith.cmpi ne, %205, %c0_i8 : i8
      %207 = arith.andi %206, %204 : i1
      %208 = arith.extui %207 : i1 to i8
      %209 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %208, %209 {alignment = 4 : i64} : i8, !llvm.ptr
      %210 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %211 = llvm.load %118 {alignment = 1 : i64} : !llvm.ptr -> i8
      %212 = arith.cmpi ne, %211, %c0_i8 : i8
      %213 = arith.andi %212, %210 : i1
      %214 = arith.extui %213 : i1 to i8
      %215 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %214, %215 {alignment = 1 : i64} : i8, !llvm.ptr
      %216 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %217 = llvm.load %122 {alignment = 2 : i64} : !llvm.ptr -> i8
      %218 = arith.cmpi ne, %217, %c0_i8 : i8
      %219 = arith.andi %218, %216 : i1
      %220 = arith.extui %219 : i1 to i8
      %221 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %220, %221 {alignment = 2 : i64} : i8, !llvm.ptr
      %222 = arith.cmpi sgt, %94, %c-1_i32 : i32
      %223 = llvm.load %126 {alignment = 1 : i64} : !llvm.ptr -> i8
      %224 = arith.cmpi ne, %223, %c0_i8 : i8
      %225 = arith.andi %224, %222 : i1
      %226 = arith.extui %225 : i1 to i8
      %227 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %226, %227 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %6 {alignment = 32 : i64} : bf16, !llvm.ptr
      %228 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %228 {alignment = 2 : i64} : bf16, !llvm.ptr
      %229 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %229 {alignment = 4 : i64} : bf16, !llvm.ptr
      %230 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %230 {alignment = 2 : i64} : bf16, !llvm.ptr
      %231 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %231 {alignment = 8 : i64} : bf16, !llvm.ptr
      %232 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %232 {alignment = 2 : i64} : bf16, !llvm.ptr
      %233 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %233 {alignment = 4 : i64} : bf16, !llvm.ptr
      %234 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %234 {alignment = 2 : i64} : bf16, !llvm.ptr
      %235 = llvm.getelementptr %6[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %235 {alignment = 16 : i64} : bf16, !llvm.ptr
      %236 = llvm.getelementptr %6[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %236 {alignment = 2 : i64} : bf16, !llvm.ptr
      %237 = llvm.getelementptr %6[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %237 {alignment = 4 : i64} : bf16, !llvm.ptr
      %238 = llvm.getelementptr %6[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %238 {alignment = 2 : i64} : bf16, !llvm.ptr
      %239 = llvm.getelementptr %6[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %239 {alignment = 8 : i64} : bf16, !llvm.ptr
      %240 = llvm.getelementptr %6[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %240 {alignment = 2 : i64} : bf16, !llvm.ptr
      %241 = llvm.getelementptr %6[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %241 {alignment = 4 : i64} : bf16, !llvm.ptr
      %242 = llvm.getelementptr %6[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %242 {alignment = 2 : i64} : bf16, !llvm.ptr
      %243 = llvm.getelementptr %6[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %243 {alignment = 32 : i64} : bf16, !llvm.ptr
      %244 = llvm.getelementptr %6[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %244 {alignment = 2 : i64} : bf16, !llvm.ptr
      %245 = llvm.getelementptr %6[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %245 {alignment = 4 : i64} : bf16, !llvm.ptr
      %246 = llvm.getelementptr %6[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %246 {alignment = 2 : i64} : bf16, !llvm.ptr
      %247 = llvm.getelementptr %6[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %247 {alignment = 8 : i64} : bf16, !llvm.ptr
      %248 = llvm.getelementptr %6[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %248 {alignment = 2 : i64} : bf16, !llvm.ptr
      %249 = llvm.getelementptr %6[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %249 {alignment = 4 : i64} : bf16, !llvm.ptr
      %250 = llvm.getelementptr %6[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %250 {alignment = 2 : i64} : bf16, !llvm.ptr
      %251 = llvm.getelementptr %6[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %251 {alignment = 16 : i64} : bf16, !llvm.ptr
      %252 = llvm.getelementptr %6[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %252 {alignment = 2 : i64} : bf16, !llvm.ptr
      %253 = llvm.getelementptr %6[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %253 {alignment = 4 : i64} : bf16, !llvm.ptr
      %254 = llvm.getelementptr %6[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %254 {alignment = 2 : i64} : bf16, !llvm.ptr
      %255 = llvm.getelementptr %6[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %255 {alignment = 8 : i64} : bf16, !llvm.ptr
      %256 = llvm.getelementptr %6[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %256 {alignment = 2 : i64} : bf16, !llvm.ptr
      %257 = llvm.getelementptr %6[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %257 {alignment = 4 : i64} : bf16, !llvm.ptr
      %258 = llvm.getelementptr %6[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %258 {alignment = 2 : i64} : bf16, !llvm.ptr
      %259 = llvm.getelementptr %6[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %259 {alignment = 32 : i64} : bf16, !llvm.ptr
      %260 = llvm.getelementptr %6[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %260 {alignment = 2 : i64} : bf16, !llvm.ptr
      %261 = llvm.getelementptr %6[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %261 {alignment = 4 : i64} : bf16, !llvm.ptr
      %262 = llvm.getelementptr %6[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %262 {alignment = 2 : i64} : bf16, !llvm.ptr
      %263 = llvm.getelementptr %6[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %263 {alignment = 8 : i64} : bf16, !llvm.ptr
      %264 = llvm.getelementptr %6[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %264 {alignment = 2 : i64} : bf16, !llvm.ptr
      %265 = llvm.getelementptr %6[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %265 {alignment = 4 : i64} : bf16, !llvm.ptr
      %266 = llvm.getelementptr %6[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %266 {alignment = 2 : i64} : bf16, !llvm.ptr
      %267 = llvm.getelementptr %6[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %267 {alignment = 16 : i64} : bf16, !llvm.ptr
      %268 = llvm.getelementptr %6[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %268 {alignment = 2 : i64} : bf16, !llvm.ptr
      %269 = llvm.getelementptr %6[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %269 {alignment = 4 : i64} : bf16, !llvm.ptr
      %270 = llvm.getelementptr %6[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %270 {alignment = 2 : i64} : bf16, !llvm.ptr
      %271 = llvm.getelementptr %6[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %271 {alignment = 8 : i64} : bf16, !llvm.ptr
      %272 = llvm.getelementptr %6[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %272 {alignment = 2 : i64} : bf16, !llvm.ptr
      %273 = llvm.getelementptr %6[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %273 {alignment = 4 : i64} : bf16, !llvm.ptr
      %274 = llvm.getelementptr %6[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %274 {alignment = 2 : i64} : bf16, !llvm.ptr
      %275 = llvm.getelementptr %6[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %275 {alignment = 32 : i64} : bf16, !llvm.ptr
      %276 = llvm.getelementptr %6[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %276 {alignment = 2 : i64} : bf16, !llvm.ptr
      %277 = llvm.getelementptr %6[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %277 {alignment = 4 : i64} : bf16, !llvm.ptr
      %278 = llvm.getelementptr %6[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %278 {alignment = 2 : i64} : bf16, !llvm.ptr
      %279 = llvm.getelementptr %6[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %279 {alignment = 8 : i64} : bf16, !llvm.ptr
      %280 = llvm.getelementptr %6[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %280 {alignment = 2 : i64} : bf16, !llvm.ptr
      %281 = llvm.getelementptr %6[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %281 {alignment = 4 : i64} : bf16, !llvm.ptr
      %282 = llvm.getelementptr %6[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %282 {alignment = 2 : i64} : bf16, !llvm.ptr
      %283 = llvm.getelementptr %6[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %283 {alignment = 16 : i64} : bf16, !llvm.ptr
      %284 = llvm.getelementptr %6[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %284 {alignment = 2 : i64} : bf16, !llvm.ptr
      %285 = llvm.getelementptr %6[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %285 {alignment = 4 : i64} : bf16, !llvm.ptr
      %286 = llvm.getelementptr %6[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %286 {alignment = 2 : i64} : bf16, !llvm.ptr
      %287 = llvm.getelementptr %6[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %287 {alignment = 8 : i64} : bf16, !llvm.ptr
      %288 = llvm.getelementptr %6[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %288 {alignment = 2 : i64} : bf16, !llvm.ptr
      %289 = llvm.getelementptr %6[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %289 {alignment = 4 : i64} : bf16, !llvm.ptr
      %290 = llvm.getelementptr %6[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %290 {alignment = 2 : i64} : bf16, !llvm.ptr
      %291 = llvm.getelementptr %6[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %291 {alignment = 32 : i64} : bf16, !llvm.ptr
      %292 = llvm.getelementptr %6[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %292 {alignment = 2 : i64} : bf16, !llvm.ptr
      %293 = llvm.getelementptr %6[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %293 {alignment = 4 : i64} : bf16, !llvm.ptr
      %294 = llvm.getelementptr %6[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %294 {alignment = 2 : i64} : bf16, !llvm.ptr
      %295 = llvm.getelementptr %6[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %295 {alignment = 8 : i64} : bf16, !llvm.ptr
      %296 = llvm.getelementptr %6[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %296 {alignment = 2 : i64} : bf16, !llvm.ptr
      %297 = llvm.getelementptr %6[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %297 {alignment = 4 : i64} : bf16, !llvm.ptr
      %298 = llvm.getelementptr %6[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %298 {alignment = 2 : i64} : bf16, !llvm.ptr
      %299 = llvm.getelementptr %6[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %299 {alignment = 16 : i64} : bf16, !llvm.ptr
      %300 = llvm.getelementptr %6[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %300 {alignment = 2 : i64} : bf16, !llvm.ptr
      %301 = llvm.getelementptr %6[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %301 {alignment = 4 : i64} : bf16, !llvm.ptr
      %302 = llvm.getelementptr %6[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %302 {alignment = 2 : i64} : bf16, !llvm.ptr
      %303 = llvm.getelementptr %6[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %303 {alignment = 8 : i64} : bf16, !llvm.ptr
      %304 = llvm.getelementptr %6[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %304 {alignment = 2 : i64} : bf16, !llvm.ptr
      %305 = llvm.getelementptr %6[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %305 {alignment = 4 : i64} : bf16, !llvm.ptr
      %306 = llvm.getelementptr %6[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %306 {alignment = 2 : i64} : bf16, !llvm.ptr
      %307 = llvm.getelementptr %6[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %307 {alignment = 32 : i64} : bf16, !llvm.ptr
      %308 = llvm.getelementptr %6[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %308 {alignment = 2 : i64} : bf16, !llvm.ptr
      %309 = llvm.getelementptr %6[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %309 {alignment = 4 : i64} : bf16, !llvm.ptr
      %310 = llvm.getelementptr %6[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %310 {alignment = 2 : i64} : bf16, !llvm.ptr
      %311 = llvm.getelementptr %6[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %311 {alignment = 8 : i64} : bf16, !llvm.ptr
      %312 = llvm.getelementptr %6[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %312 {alignment = 2 : i64} : bf16, !llvm.ptr
      %313 = llvm.getelementptr %6[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %313 {alignment = 4 : i64} : bf16, !llvm.ptr
      %314 = llvm.getelementptr %6[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %314 {alignment = 2 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %6[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %315 {alignment = 16 : i64} : bf16, !llvm.ptr
      %316 = llvm.getelementptr %6[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %316 {alignment = 2 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %6[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %317 {alignment = 4 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %6[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %318 {alignment = 2 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %6[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %319 {alignment = 8 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %6[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %320 {alignment = 2 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %6[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %321 {alignment = 4 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %6[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %322 {alignment = 2 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %6[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %323 {alignment = 32 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %6[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %324 {alignment = 2 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %6[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %325 {alignment = 4 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %6[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %326 {alignment = 2 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %6[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %327 {alignment = 8 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %6[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %328 {alignment = 2 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %6[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %329 {alignment = 4 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %6[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %330 {alignment = 2 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %6[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %331 {alignment = 16 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %6[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %332 {alignment = 2 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %6[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %333 {alignment = 4 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %6[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %334 {alignment = 2 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %6[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %335 {alignment = 8 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %6[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %336 {alignment = 2 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %6[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %337 {alignment = 4 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %6[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %338 {alignment = 2 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %6[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %339 {alignment = 32 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %6[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %340 {alignment = 2 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %6[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %341 {alignment = 4 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %6[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %342 {alignment = 2 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %6[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %343 {alignment = 8 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %6[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %344 {alignment = 2 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %6[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %345 {alignment = 4 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %6[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %346 {alignment = 2 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %6[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %347 {alignment = 16 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %6[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %348 {alignment = 2 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %6[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %349 {alignment = 4 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %6[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %350 {alignment = 2 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %6[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %351 {alignment = 8 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %6[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %352 {alignment = 2 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %6[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %353 {alignment = 4 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %6[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %354 {alignment = 2 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %6[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %355 {alignment = 32 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %6[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %356 {alignment = 2 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %6[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %357 {alignment = 4 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %6[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %358 {alignment = 2 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %6[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %359 {alignment = 8 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %6[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %360 {alignment = 2 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %6[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %361 {alignment = 4 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %6[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %362 {alignment = 2 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %6[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %363 {alignment = 16 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %6[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %364 {alignment = 2 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %6[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %365 {alignment = 4 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %6[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %366 {alignment = 2 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %6[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %367 {alignment = 8 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %6[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %368 {alignment = 2 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %6[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %369 {alignment = 4 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %6[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %370 {alignment = 2 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %6[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %371 {alignment = 32 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %6[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %372 {alignment = 2 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %6[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %373 {alignment = 4 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %6[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %374 {alignment = 2 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %6[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %375 {alignment = 8 : i64} : bf16, !llvm.ptr
      %376 = llvm.getelementptr %6[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %376 {alignment = 2 : i64} : bf16, !llvm.ptr
      %377 = llvm.getelementptr %6[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %377 {alignment = 4 : i64} : bf16, !llvm.ptr
      %378 = llvm.getelementptr %6[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %378 {alignment = 2 : i64} : bf16, !llvm.ptr
      %379 = llvm.getelementptr %6[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %379 {alignment = 16 : i64} : bf16, !llvm.ptr
      %380 = llvm.getelementptr %6[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %380 {alignment = 2 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %6[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %381 {alignment = 4 : i64} : bf16, !llvm.ptr
      %382 = llvm.getelementptr %6[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %382 {alignment = 2 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %6[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %383 {alignment = 8 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %6[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %384 {alignment = 2 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %6[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %385 {alignment = 4 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %6[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %386 {alignment = 2 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %6[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %387 {alignment = 32 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %6[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %388 {alignment = 2 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %6[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %389 {alignment = 4 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %6[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %390 {alignment = 2 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %6[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %391 {alignment = 8 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %6[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %392 {alignment = 2 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %6[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %393 {alignment = 4 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %6[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %394 {alignment = 2 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %6[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %395 {alignment = 16 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %6[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %396 {alignment = 2 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %6[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %397 {alignment = 4 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %6[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %398 {alignment = 2 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %6[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %399 {alignment = 8 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %6[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %400 {alignment = 2 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %6[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %401 {alignment = 4 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %6[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %402 {alignment = 2 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %6[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %403 {alignment = 32 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %6[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %404 {alignment = 2 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %6[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %405 {alignment = 4 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %6[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %406 {alignment = 2 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %6[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %407 {alignment = 8 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %6[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %408 {alignment = 2 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %6[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %409 {alignment = 4 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %6[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %410 {alignment = 2 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %6[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %411 {alignment = 16 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %6[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %412 {alignment = 2 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %6[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %413 {alignment = 4 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %6[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %414 {alignment = 2 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %6[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %415 {alignment = 8 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %6[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %416 {alignment = 2 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %6[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %417 {alignment = 4 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %6[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %418 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %689 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %690 = llvm.getelementptr %6[%689] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %691 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %692 = llvm.getelementptr %77[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %693 = llvm.load %690 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %693, %692 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      llvm.store %cst_0, %5 {alignment = 32 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %419 {alignment = 2 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %420 {alignment = 4 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %421 {alignment = 2 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %422 {alignment = 8 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %423 {alignment = 2 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %424 {alignment = 4 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %425 {alignment = 2 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %5[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %426 {alignment = 16 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %5[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %427 {alignment = 2 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %5[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %428 {alignment = 4 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %5[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %429 {alignment = 2 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %5[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %430 {alignment = 8 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %5[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %431 {alignment = 2 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %5[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %432 {alignment = 4 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %5[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %433 {alignment = 2 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %5[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %434 {alignment = 32 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %5[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %435 {alignment = 2 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %5[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %436 {alignment = 4 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %5[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %437 {alignment = 2 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %5[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %438 {alignment = 8 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %5[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %439 {alignment = 2 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %5[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %440 {alignment = 4 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %5[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %441 {alignment = 2 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %5[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %442 {alignment = 16 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %5[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %443 {alignment = 2 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %5[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %444 {alignment = 4 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %5[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %445 {alignment = 2 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %5[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %446 {alignment = 8 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %5[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %447 {alignment = 2 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %5[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %448 {alignment = 4 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %5[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %449 {alignment = 2 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %5[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %450 {alignment = 32 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %5[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %5[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %452 {alignment = 4 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %5[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %453 {alignment = 2 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %5[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %454 {alignment = 8 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %5[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %455 {alignment = 2 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %5[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %456 {alignment = 4 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %5[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %457 {alignment = 2 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %5[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %458 {alignment = 16 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %5[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %459 {alignment = 2 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %5[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %460 {alignment = 4 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %5[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %461 {alignment = 2 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %5[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %462 {alignment = 8 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %5[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %463 {alignment = 2 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %5[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %464 {alignment = 4 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %5[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %465 {alignment = 2 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %5[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %466 {alignment = 32 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %5[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %467 {alignment = 2 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %5[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %468 {alignment = 4 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %5[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %469 {alignment = 2 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %5[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %470 {alignment = 8 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %5[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %471 {alignment = 2 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %5[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %472 {alignment = 4 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %5[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %473 {alignment = 2 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %5[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %474 {alignment = 16 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %5[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %475 {alignment = 2 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %5[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %476 {alignment = 4 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %5[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %477 {alignment = 2 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %5[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %478 {alignment = 8 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %5[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %479 {alignment = 2 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %5[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %480 {alignment = 4 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %5[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %481 {alignment = 2 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %5[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %482 {alignment = 32 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %5[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %483 {alignment = 2 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %5[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %484 {alignment = 4 : i64} : bf16, !llvm.ptr
      %485 = llvm.getelementptr %5[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %485 {alignment = 2 : i64} : bf16, !llvm.ptr
      %486 = llvm.getelementptr %5[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %486 {alignment = 8 : i64} : bf16, !llvm.ptr
      %487 = llvm.getelementptr %5[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %487 {alignment = 2 : i64} : bf16, !llvm.ptr
      %488 = llvm.getelementptr %5[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %488 {alignment = 4 : i64} : bf16, !llvm.ptr
      %489 = llvm.getelementptr %5[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %489 {alignment = 2 : i64} : bf16, !llvm.ptr
      %490 = llvm.getelementptr %5[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %490 {alignment = 16 : i64} : bf16, !llvm.ptr
      %491 = llvm.getelementptr %5[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %491 {alignment = 2 : i64} : bf16, !llvm.ptr
      %492 = llvm.getelementptr %5[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %492 {alignment = 4 : i64} : bf16, !llvm.ptr
      %493 = llvm.getelementptr %5[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %493 {alignment = 2 : i64} : bf16, !llvm.ptr
      %494 = llvm.getelementptr %5[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %494 {alignment = 8 : i64} : bf16, !llvm.ptr
      %495 = llvm.getelementptr %5[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %495 {alignment = 2 : i64} : bf16, !llvm.ptr
      %496 = llvm.getelementptr %5[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %496 {alignment = 4 : i64} : bf16, !llvm.ptr
      %497 = llvm.getelementptr %5[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %497 {alignment = 2 : i64} : bf16, !llvm.ptr
      %498 = llvm.getelementptr %5[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %498 {alignment = 32 : i64} : bf16, !llvm.ptr
      %499 = llvm.getelementptr %5[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %499 {alignment = 2 : i64} : bf16, !llvm.ptr
      %500 = llvm.getelementptr %5[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %500 {alignment = 4 : i64} : bf16, !llvm.ptr
      %501 = llvm.getelementptr %5[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %501 {alignment = 2 : i64} : bf16, !llvm.ptr
      %502 = llvm.getelementptr %5[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %502 {alignment = 8 : i64} : bf16, !llvm.ptr
      %503 = llvm.getelementptr %5[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %503 {alignment = 2 : i64} : bf16, !llvm.ptr
      %504 = llvm.getelementptr %5[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %504 {alignment = 4 : i64} : bf16, !llvm.ptr
      %505 = llvm.getelementptr %5[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %505 {alignment = 2 : i64} : bf16, !llvm.ptr
      %506 = llvm.getelementptr %5[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %506 {alignment = 16 : i64} : bf16, !llvm.ptr
      %507 = llvm.getelementptr %5[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %507 {alignment = 2 : i64} : bf16, !llvm.ptr
      %508 = llvm.getelementptr %5[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %508 {alignment = 4 : i64} : bf16, !llvm.ptr
      %509 = llvm.getelementptr %5[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %509 {alignment = 2 : i64} : bf16, !llvm.ptr
      %510 = llvm.getelementptr %5[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %510 {alignment = 8 : i64} : bf16, !llvm.ptr
      %511 = llvm.getelementptr %5[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %511 {alignment = 2 : i64} : bf16, !llvm.ptr
      %512 = llvm.getelementptr %5[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %512 {alignment = 4 : i64} : bf16, !llvm.ptr
      %513 = llvm.getelementptr %5[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %513 {alignment = 2 : i64} : bf16, !llvm.ptr
      %514 = llvm.getelementptr %5[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %514 {alignment = 32 : i64} : bf16, !llvm.ptr
      %515 = llvm.getelementptr %5[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %515 {alignment = 2 : i64} : bf16, !llvm.ptr
      %516 = llvm.getelementptr %5[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %516 {alignment = 4 : i64} : bf16, !llvm.ptr
      %517 = llvm.getelementptr %5[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %517 {alignment = 2 : i64} : bf16, !llvm.ptr
      %518 = llvm.getelementptr %5[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %518 {alignment = 8 : i64} : bf16, !llvm.ptr
      %519 = llvm.getelementptr %5[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %519 {alignment = 2 : i64} : bf16, !llvm.ptr
      %520 = llvm.getelementptr %5[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %520 {alignment = 4 : i64} : bf16, !llvm.ptr
      %521 = llvm.getelementptr %5[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %521 {alignment = 2 : i64} : bf16, !llvm.ptr
      %522 = llvm.getelementptr %5[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %522 {alignment = 16 : i64} : bf16, !llvm.ptr
      %523 = llvm.getelementptr %5[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %523 {alignment = 2 : i64} : bf16, !llvm.ptr
      %524 = llvm.getelementptr %5[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %524 {alignment = 4 : i64} : bf16, !llvm.ptr
      %525 = llvm.getelementptr %5[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %525 {alignment = 2 : i64} : bf16, !llvm.ptr
      %526 = llvm.getelementptr %5[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %526 {alignment = 8 : i64} : bf16, !llvm.ptr
      %527 = llvm.getelementptr %5[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %527 {alignment = 2 : i64} : bf16, !llvm.ptr
      %528 = llvm.getelementptr %5[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %528 {alignment = 4 : i64} : bf16, !llvm.ptr
      %529 = llvm.getelementptr %5[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %529 {alignment = 2 : i64} : bf16, !llvm.ptr
      %530 = llvm.getelementptr %5[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %530 {alignment = 32 : i64} : bf16, !llvm.ptr
      %531 = llvm.getelementptr %5[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %531 {alignment = 2 : i64} : bf16, !llvm.ptr
      %532 = llvm.getelementptr %5[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %532 {alignment = 4 : i64} : bf16, !llvm.ptr
      %533 = llvm.getelementptr %5[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %533 {alignment = 2 : i64} : bf16, !llvm.ptr
      %534 = llvm.getelementptr %5[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %534 {alignment = 8 : i64} : bf16, !llvm.ptr
      %535 = llvm.getelementptr %5[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %535 {alignment = 2 : i64} : bf16, !llvm.ptr
      %536 = llvm.getelementptr %5[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %536 {alignment = 4 : i64} : bf16, !llvm.ptr
      %537 = llvm.getelementptr %5[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %537 {alignment = 2 : i64} : bf16, !llvm.ptr
      %538 = llvm.getelementptr %5[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %538 {alignment = 16 : i64} : bf16, !llvm.ptr
      %539 = llvm.getelementptr %5[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %539 {alignment = 2 : i64} : bf16, !llvm.ptr
      %540 = llvm.getelementptr %5[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %540 {alignment = 4 : i64} : bf16, !llvm.ptr
      %541 = llvm.getelementptr %5[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %541 {alignment = 2 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %5[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %542 {alignment = 8 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %5[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %543 {alignment = 2 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %5[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %544 {alignment = 4 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %5[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %545 {alignment = 2 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %5[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %546 {alignment = 32 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %5[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %547 {alignment = 2 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %5[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %548 {alignment = 4 : i64} : bf16, !llvm.ptr
      %549 = llvm.getelementptr %5[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %549 {alignment = 2 : i64} : bf16, !llvm.ptr
      %550 = llvm.getelementptr %5[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %550 {alignment = 8 : i64} : bf16, !llvm.ptr
      %551 = llvm.getelementptr %5[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %551 {alignment = 2 : i64} : bf16, !llvm.ptr
      %552 = llvm.getelementptr %5[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %552 {alignment = 4 : i64} : bf16, !llvm.ptr
      %553 = llvm.getelementptr %5[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %553 {alignment = 2 : i64} : bf16, !llvm.ptr
      %554 = llvm.getelementptr %5[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %554 {alignment = 16 : i64} : bf16, !llvm.ptr
      %555 = llvm.getelementptr %5[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %555 {alignment = 2 : i64} : bf16, !llvm.ptr
      %556 = llvm.getelementptr %5[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %556 {alignment = 4 : i64} : bf16, !llvm.ptr
      %557 = llvm.getelementptr %5[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %557 {alignment = 2 : i64} : bf16, !llvm.ptr
      %558 = llvm.getelementptr %5[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %558 {alignment = 8 : i64} : bf16, !llvm.ptr
      %559 = llvm.getelementptr %5[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %559 {alignment = 2 : i64} : bf16, !llvm.ptr
      %560 = llvm.getelementptr %5[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %560 {alignment = 4 : i64} : bf16, !llvm.ptr
      %561 = llvm.getelementptr %5[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %561 {alignment = 2 : i64} : bf16, !llvm.ptr
      %562 = llvm.getelementptr %5[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %562 {alignment = 32 : i64} : bf16, !llvm.ptr
      %563 = llvm.getelementptr %5[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %563 {alignment = 2 : i64} : bf16, !llvm.ptr
      %564 = llvm.getelementptr %5[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %564 {alignment = 4 : i64} : bf16, !llvm.ptr
      %565 = llvm.getelementptr %5[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %565 {alignment = 2 : i64} : bf16, !llvm.ptr
      %566 = llvm.getelementptr %5[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %566 {alignment = 8 : i64} : bf16, !llvm.ptr
      %567 = llvm.getelementptr %5[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %567 {alignment = 2 : i64} : bf16, !llvm.ptr
      %568 = llvm.getelementptr %5[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %568 {alignment = 4 : i64} : bf16, !llvm.ptr
      %569 = llvm.getelementptr %5[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
      %570 = llvm.getelementptr %5[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %570 {alignment = 16 : i64} : bf16, !llvm.ptr
      %571 = llvm.getelementptr %5[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
      %572 = llvm.getelementptr %5[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %572 {alignment = 4 : i64} : bf16, !llvm.ptr
      %573 = llvm.getelementptr %5[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
      %574 = llvm.getelementptr %5[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %574 {alignment = 8 : i64} : bf16, !llvm.ptr
      %575 = llvm.getelementptr %5[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
      %576 = llvm.getelementptr %5[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %576 {alignment = 4 : i64} : bf16, !llvm.ptr
      %577 = llvm.getelementptr %5[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %577 {alignment = 2 : i64} : bf16, !llvm.ptr
      %578 = llvm.getelementptr %5[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %578 {alignment = 32 : i64} : bf16, !llvm.ptr
      %579 = llvm.getelementptr %5[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %579 {alignment = 2 : i64} : bf16, !llvm.ptr
      %580 = llvm.getelementptr %5[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %580 {alignment = 4 : i64} : bf16, !llvm.ptr
      %581 = llvm.getelementptr %5[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %581 {alignment = 2 : i64} : bf16, !llvm.ptr
      %582 = llvm.getelementptr %5[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %582 {alignment = 8 : i64} : bf16, !llvm.ptr
      %583 = llvm.getelementptr %5[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %583 {alignment = 2 : i64} : bf16, !llvm.ptr
      %584 = llvm.getelementptr %5[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %584 {alignment = 4 : i64} : bf16, !llvm.ptr
      %585 = llvm.getelementptr %5[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %585 {alignment = 2 : i64} : bf16, !llvm.ptr
      %586 = llvm.getelementptr %5[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %586 {alignment = 16 : i64} : bf16, !llvm.ptr
      %587 = llvm.getelementptr %5[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %587 {alignment = 2 : i64} : bf16, !llvm.ptr
      %588 = llvm.getelementptr %5[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %588 {alignment = 4 : i64} : bf16, !llvm.ptr
      %589 = llvm.getelementptr %5[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %589 {alignment = 2 : i64} : bf16, !llvm.ptr
      %590 = llvm.getelementptr %5[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %590 {alignment = 8 : i64} : bf16, !llvm.ptr
      %591 = llvm.getelementptr %5[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %591 {alignment = 2 : i64} : bf16, !llvm.ptr
      %592 = llvm.getelementptr %5[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %592 {alignment = 4 : i64} : bf16, !llvm.ptr
      %593 = llvm.getelementptr %5[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %593 {alignment = 2 : i64} : bf16, !llvm.ptr
      %594 = llvm.getelementptr %5[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %594 {alignment = 32 : i64} : bf16, !llvm.ptr
      %595 = llvm.getelementptr %5[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %595 {alignment = 2 : i64} : bf16, !llvm.ptr
      %596 = llvm.getelementptr %5[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %596 {alignment = 4 : i64} : bf16, !llvm.ptr
      %597 = llvm.getelementptr %5[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %597 {alignment = 2 : i64} : bf16, !llvm.ptr
      %598 = llvm.getelementptr %5[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %598 {alignment = 8 : i64} : bf16, !llvm.ptr
      %599 = llvm.getelementptr %5[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %599 {alignment = 2 : i64} : bf16, !llvm.ptr
      %600 = llvm.getelementptr %5[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %600 {alignment = 4 : i64} : bf16, !llvm.ptr
      %601 = llvm.getelementptr %5[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %601 {alignment = 2 : i64} : bf16, !llvm.ptr
      %602 = llvm.getelementptr %5[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %602 {alignment = 16 : i64} : bf16, !llvm.ptr
      %603 = llvm.getelementptr %5[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %603 {alignment = 2 : i64} : bf16, !llvm.ptr
      %604 = llvm.getelementptr %5[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %604 {alignment = 4 : i64} : bf16, !llvm.ptr
      %605 = llvm.getelementptr %5[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %605 {alignment = 2 : i64} : bf16, !llvm.ptr
      %606 = llvm.getelementptr %5[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %606 {alignment = 8 : i64} : bf16, !llvm.ptr
      %607 = llvm.getelementptr %5[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %607 {alignment = 2 : i64} : bf16, !llvm.ptr
      %608 = llvm.getelementptr %5[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %608 {alignment = 4 : i64} : bf16, !llvm.ptr
      %609 = llvm.getelementptr %5[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %689 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %690 = llvm.getelementptr %5[%689] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %691 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %692 = llvm.getelementptr %92[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %693 = llvm.load %690 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %693, %692 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      nvvm.barrier
      scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
        %689 = arith.muli %arg3, %c8000_i32 overflow<nsw> : i32
        %690 = llvm.getelementptr %64[%689] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %691 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %692 = llvm.getelementptr %77[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %693 = llvm.getelementptr %8[%arg3] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %694 = llvm.load %693 {alignment = 1 : i64} : !llvm.ptr -> i8
        %695 = arith.trunci %694 : i8 to i1
        %696 = arith.select %695, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %692, %690, 16, cache = cg, %696 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } {loop_annotation = #loop_annotation}
      %610 = arith.remsi %c0_i32, %c8_i32 : i32
      %611 = arith.divsi %c0_i32, %c8_i32 : i32
      %612:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %610, %arg5 = %611) -> (i32, i32)  : i32 {
        %689 = arith.muli %arg4, %c8320_i32 overflow<nsw> : i32
        %690 = llvm.getelementptr %82[%689] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %691 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %692 = llvm.getelementptr %92[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %693 = llvm.getelementptr %7[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %694 = llvm.load %693 {alignment = 1 : i64} : !llvm.ptr -> i8
        %695 = arith.trunci %694 : i8 to i1
        %696 = arith.select %695, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %692, %690, 16, cache = cg, %696 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %697 = arith.addi %arg4, %c1_i32 : i32
        %698 = arith.cmpi eq, %697, %c8_i32 : i32
        %699 = arith.select %698, %c0_i32, %697 : i32
        %700 = arith.addi %arg4, %c1_i32 : i32
        %701 = arith.addi %arg5, %c1_i32 : i32
        %702 = arith.cmpi eq, %700, %c8_i32 : i32
        %703 = arith.select %702, %701, %arg5 : i32
        scf.yield %699, %703 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %613 = llvm.getelementptr %64[64000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %614 = llvm.getelementptr %77[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
        %689 = arith.muli %arg3, %c8000_i32 overflow<nsw> : i32
        %690 = llvm.getelementptr %613[%689] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %691 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %692 = llvm.getelementptr %614[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %693 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
        %694 = arith.trunci %693 : i8 to i1
        %695 = arith.select %694, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %692, %690, 16, cache = cg, %695 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } {loop_annotation = #loop_annotation}
      %615 = llvm.getelementptr %82[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %616 = llvm.getelementptr %92[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %617 = arith.remsi %c0_i32, %c8_i32 : i32
      %618 = arith.divsi %c0_i32, %c8_i32 : i32
      %619:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %617, %arg5 = %618) -> (i32, i32)  : i32 {
        %689 = arith.muli %arg4, %c8320_i32 overflow<nsw> : i32
        %690 = llvm.getelementptr %615[%689] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %691 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %692 = llvm.getelementptr %616[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %693 = llvm.getelementptr %9[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %694 = llvm.load %693 {alignment = 1 : i64} : !llvm.ptr -> i8
        %695 = arith.trunci %694 : i8 to i1
        %696 = arith.select %695, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %692, %690, 16, cache = cg, %696 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %697 = arith.addi %arg4, %c1_i32 : i32
        %698 = arith.cmpi eq, %697, %c8_i32 : i32
        %699 = arith.select %698, %c0_i32, %697 : i32
        %700 = arith.addi %arg4, %c1_i32 : i32
        %701 = arith.addi %arg5, %c1_i32 : i32
        %702 = arith.cmpi eq, %700, %c8_i32 : i32
        %703 = arith.select %702, %701, %arg5 : i32
        scf.yield %699, %703 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %620 = arith.remsi %20, %c32_i32 : i32
      %621 = arith.divsi %20, %c32_i32 : i32
      %622 = arith.remsi %621, %c2_i32 : i32
      %623 = arith.divsi %20, %c64_i32 : i32
      %624 = arith.remsi %623, %c2_i32 : i32
      %625 = arith.remsi %620, %c32_i32 : i32
      %626 = arith.remsi %622, %c2_i32 : i32
      %627 = arith.remsi %624, %c2_i32 : i32
      %628 = arith.divsi %625, %c4_i32 : i32
      %629 = arith.remsi %625, %c4_i32 : i32
      %630 = arith.muli %629, %c2_i32 overflow<nsw> : i32
      %631 = arith.muli %628, %c1048_i32 overflow<nsw> : i32
      %632 = arith.addi %630, %631 overflow<nsw> : i32
      %633 = arith.muli %626, %c16768_i32 overflow<nsw> : i32
      %634 = arith.muli %627, %c8_i32 overflow<nsw> : i32
      %635 = arith.addi %633, %634 overflow<nsw> : i32
      %636 = arith.addi %632, %635 overflow<nsw> : i32
      %637 = llvm.getelementptr %48[%636] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %cst, %2 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %638 = arith.muli %66, %c64_i32 overflow<nsw> : i32
      %639 = arith.muli %71, %c8_i32 overflow<nsw> : i32
      %640 = arith.addi %638, %639 overflow<nsw> : i32
      %641 = arith.divsi %68, %c2_i32 : i32
      %642 = arith.remsi %641, %c2_i32 : i32
      %643 = arith.muli %642, %c16_i32 overflow<nsw> : i32
      %644 = arith.addi %640, %643 overflow<nsw> : i32
      %645 = arith.remsi %68, %c2_i32 : i32
      %646 = arith.muli %645, %c1024_i32 overflow<nsw> : i32
      %647 = arith.andi %644, %c256_i32 : i32
      %648 = arith.cmpi eq, %647, %c0_i32 : i32
      %649 = arith.select %648, %c32_i32, %c-32_i32 : i32
      %650 = arith.andi %644, %c448_i32 : i32
      %651 = arith.shrui %650, %c3_i32 : i32
      %652 = arith.xori %644, %651 : i32
      %653 = arith.addi %652, %646 overflow<nsw> : i32
      %654 = llvm.getelementptr %16[%653] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %655 = arith.divsi %641, %c2_i32 : i32
      %656 = arith.muli %655, %c512_i32 overflow<nsw> : i32
      %657 = arith.addi %646, %656 overflow<nsw> : i32
      %658 = arith.andi %640, %c128_i32 : i32
      %659 = arith.cmpi eq, %658, %c0_i32 : i32
      %660 = arith.select %659, %c16_i32, %c-16_i32 : i32
      %661 = arith.andi %640, %c256_i32 : i32
      %662 = arith.cmpi eq, %661, %c0_i32 : i32
      %663 = arith.select %662, %c32_i32, %c-32_i32 : i32
      %664 = arith.andi %640, %c448_i32 : i32
      %665 = arith.shrui %664, %c3_i32 : i32
      %666 = arith.xori %640, %665 : i32
      %667 = arith.addi %666, %657 overflow<nsw> : i32
      %668 = llvm.getelementptr %19[%667] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %669 = arith.remsi %c0_i32, %c2_i32 : i32
      %670 = arith.divsi %c0_i32, %c2_i32 : i32
      %671:2 = scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg4 = %669, %arg5 = %670) -> (i32, i32)  : i32 {
        %689 = arith.remsi %arg3, %c2_i32 : i32
        %690 = arith.muli %689, %649 overflow<nsw> : i32
        %691 = arith.muli %arg5, %c512_i32 overflow<nsw> : i32
        %692 = arith.addi %690, %691 overflow<nsw> : i32
        %693 = llvm.getelementptr %654[%692] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %694 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %695 = llvm.getelementptr %4[%694] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %696 = nvvm.ldmatrix %693 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %697 = llvm.extractvalue %696[0] : !llvm_struct_a37b2a
        %698 = llvm.extractvalue %696[1] : !llvm_struct_a37b2a
        %699 = llvm.extractvalue %696[2] : !llvm_struct_a37b2a
        %700 = llvm.extractvalue %696[3] : !llvm_struct_a37b2a
        llvm.store %697, %695 {alignment = 4 : i64} : i32, !llvm.ptr
        %701 = llvm.getelementptr %695[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %698, %701 {alignment = 4 : i64} : i32, !llvm.ptr
        %702 = llvm.getelementptr %695[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %699, %702 {alignment = 4 : i64} : i32, !llvm.ptr
        %703 = llvm.getelementptr %695[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %700, %703 {alignment = 4 : i64} : i32, !llvm.ptr
        %704 = arith.addi %arg4, %c1_i32 : i32
        %705 = arith.cmpi eq, %704, %c2_i32 : i32
        %706 = arith.select %705, %c0_i32, %704 : i32
        %707 = arith.addi %arg4, %c1_i32 : i32
        %708 = arith.addi %arg5, %c1_i32 : i32
        %709 = arith.cmpi eq, %707, %c2_i32 : i32
        %710 = arith.select %709, %708, %arg5 : i32
        scf.yield %706, %710 : i32, i32
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %689 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %690 = llvm.getelementptr %668[%689] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %691 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %692 = llvm.getelementptr %3[%691] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %693 = nvvm.ldmatrix %690 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %694 = llvm.extractvalue %693[0] : !llvm_struct_a37b2a
        %695 = llvm.extractvalue %693[1] : !llvm_struct_a37b2a
        %696 = llvm.extractvalue %693[2] : !llvm_struct_a37b2a
        %697 = llvm.extractvalue %693[3] : !llvm_struct_a37b2a
        llvm.store %694, %692 {alignment = 4 : i64} : i32, !llvm.ptr
        %698 = llvm.getelementptr %692[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %695, %698 {alignment = 4 : i64} : i32, !llvm.ptr
        %699 = llvm.getelementptr %692[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %696, %699 {alignment = 4 : i64} : i32, !llvm.ptr
        %700 = llvm.getelementptr %692[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %697, %700 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %672 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %673 = llvm.getelementptr %3[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %674 = llvm.getelementptr %4[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %675 = llvm.getelementptr %3[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %676 = llvm.getelementptr %4[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %677 = arith.addi %660, %663 overflow<nsw> : i32
      %678 = llvm.getelementptr %3[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %679:2 = scf.for %arg3 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg4 = %c2_i32, %arg5 = %c0_i32) -> (i32, i32)  : i32 {
        %689 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %690 = arith.addi %689, %c2048_i32 overflow<nsw> : i32
        %691 = llvm.getelementptr %654[%690] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %692 = arith.remsi %c0_i32, %c2_i32 : i32
        %693 = arith.divsi %c0_i32, %c2_i32 : i32
        %694:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %692, %arg8 = %693) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %649 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %691[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %672[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %747 = nvvm.ldmatrix %744 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %748 = llvm.extractvalue %747[0] : !llvm_struct_a37b2a
          %749 = llvm.extractvalue %747[1] : !llvm_struct_a37b2a
          %750 = llvm.extractvalue %747[2] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %747[3] : !llvm_struct_a37b2a
          llvm.store %748, %746 {alignment = 4 : i64} : i32, !llvm.ptr
          %752 = llvm.getelementptr %746[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %749, %752 {alignment = 4 : i64} : i32, !llvm.ptr
          %753 = llvm.getelementptr %746[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %750, %753 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %746[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = arith.addi %arg7, %c1_i32 : i32
          %756 = arith.cmpi eq, %755, %c2_i32 : i32
          %757 = arith.select %756, %c0_i32, %755 : i32
          %758 = arith.addi %arg7, %c1_i32 : i32
          %759 = arith.addi %arg8, %c1_i32 : i32
          %760 = arith.cmpi eq, %758, %c2_i32 : i32
          %761 = arith.select %760, %759, %arg8 : i32
          scf.yield %757, %761 : i32, i32
        } {loop_annotation = #loop_annotation}
        %695 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %696 = arith.addi %660, %695 overflow<nsw> : i32
        %697 = llvm.getelementptr %668[%696] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %740 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %741 = llvm.getelementptr %697[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %742 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %743 = llvm.getelementptr %673[%742] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %744 = nvvm.ldmatrix %741 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %745 = llvm.extractvalue %744[0] : !llvm_struct_a37b2a
          %746 = llvm.extractvalue %744[1] : !llvm_struct_a37b2a
          %747 = llvm.extractvalue %744[2] : !llvm_struct_a37b2a
          %748 = llvm.extractvalue %744[3] : !llvm_struct_a37b2a
          llvm.store %745, %743 {alignment = 4 : i64} : i32, !llvm.ptr
          %749 = llvm.getelementptr %743[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %746, %749 {alignment = 4 : i64} : i32, !llvm.ptr
          %750 = llvm.getelementptr %743[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %747, %750 {alignment = 4 : i64} : i32, !llvm.ptr
          %751 = llvm.getelementptr %743[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %748, %751 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %698 = arith.addi %arg3, %c2_i32 : i32
        %699 = arith.cmpi slt, %698, %c9_i32 : i32
        scf.if %699 {
          %740 = arith.muli %698, %c64000_i32 overflow<nsw> : i32
          %741 = llvm.getelementptr %64[%740] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %742 = arith.muli %arg4, %c8192_i32 overflow<nsw> : i32
          %743 = llvm.getelementptr %77[%742] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %751 = arith.muli %arg6, %c8000_i32 overflow<nsw> : i32
            %752 = llvm.getelementptr %741[%751] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %753 = arith.muli %arg6, %c1024_i32 overflow<nsw> : i32
            %754 = llvm.getelementptr %743[%753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %755 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
            %756 = arith.trunci %755 : i8 to i1
            %757 = arith.select %756, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %754, %752, 16, cache = cg, %757 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } {loop_annotation = #loop_annotation}
          %744 = arith.muli %698, %c64_i32 overflow<nsw> : i32
          %745 = llvm.getelementptr %82[%744] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %746 = arith.muli %arg4, %c8192_i32 overflow<nsw> : i32
          %747 = llvm.getelementptr %92[%746] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %748 = arith.remsi %c0_i32, %c8_i32 : i32
          %749 = arith.divsi %c0_i32, %c8_i32 : i32
          %750:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %748, %arg8 = %749) -> (i32, i32)  : i32 {
            %751 = arith.muli %arg7, %c8320_i32 overflow<nsw> : i32
            %752 = llvm.getelementptr %745[%751] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %753 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
            %754 = llvm.getelementptr %747[%753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %755 = llvm.getelementptr %9[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %756 = llvm.load %755 {alignment = 1 : i64} : !llvm.ptr -> i8
            %757 = arith.trunci %756 : i8 to i1
            %758 = arith.select %757, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %754, %752, 16, cache = cg, %758 : !llvm.ptr<3>, !llvm.ptr<1>, i32
            %759 = arith.addi %arg7, %c1_i32 : i32
            %760 = arith.cmpi eq, %759, %c8_i32 : i32
            %761 = arith.select %760, %c0_i32, %759 : i32
            %762 = arith.addi %arg7, %c1_i32 : i32
            %763 = arith.addi %arg8, %c1_i32 : i32
            %764 = arith.cmpi eq, %762, %c8_i32 : i32
            %765 = arith.select %764, %763, %arg8 : i32
            scf.yield %761, %765 : i32, i32
          } {loop_annotation = #loop_annotation}
        }
        nvvm.cp.async.commit.group
        %700 = arith.remsi %c0_i32, %c2_i32 : i32
        %701 = arith.divsi %c0_i32, %c2_i32 : i32
        %702:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %700, %arg8 = %701) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %c8_i32 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c16_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %4[%743] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %752 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %753 = llvm.getelementptr %3[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %754 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %755 = arith.muli %arg9, %c16_i32 overflow<nsw> : i32
            %756 = arith.addi %754, %755 overflow<nsw> : i32
            %757 = llvm.getelementptr %2[%756] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %758 = llvm.load %744 : !llvm.ptr -> vector<4xi32>
            %759:4 = vector.to_elements %758 : vector<4xi32>
            %760 = llvm.load %753 : !llvm.ptr -> vector<2xi32>
            %761:2 = vector.to_elements %760 : vector<2xi32>
            %762 = llvm.load %757 : !llvm.ptr -> vector<4xf32>
            %763:4 = vector.to_elements %762 : vector<4xf32>
            %764 = nvvm.mma.sync A[%759#0, %759#1, %759#2, %759#3]  B[%761#0, %761#1]  C[%763#0, %763#1, %763#2, %763#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %765 = llvm.extractvalue %764[0] : !llvm_struct_687153
            %766 = llvm.extractvalue %764[1] : !llvm_struct_687153
            %767 = llvm.extractvalue %764[2] : !llvm_struct_687153
            %768 = llvm.extractvalue %764[3] : !llvm_struct_687153
            %769 = vector.from_elements %765, %766, %767, %768 : vector<4xf32>
            llvm.store %769, %757 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
          %745 = arith.addi %arg7, %c1_i32 : i32
          %746 = arith.cmpi eq, %745, %c2_i32 : i32
          %747 = arith.select %746, %c0_i32, %745 : i32
          %748 = arith.addi %arg7, %c1_i32 : i32
          %749 = arith.addi %arg8, %c1_i32 : i32
          %750 = arith.cmpi eq, %748, %c2_i32 : i32
          %751 = arith.select %750, %749, %arg8 : i32
          scf.yield %747, %751 : i32, i32
        } {loop_annotation = #loop_annotation}
        %703 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %704 = arith.addi %703, %c4096_i32 overflow<nsw> : i32
        %705 = llvm.getelementptr %654[%704] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %706 = arith.remsi %c0_i32, %c2_i32 : i32
        %707 = arith.divsi %c0_i32, %c2_i32 : i32
        %708:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %706, %arg8 = %707) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %649 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %705[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %674[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %747 = nvvm.ldmatrix %744 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %748 = llvm.extractvalue %747[0] : !llvm_struct_a37b2a
          %749 = llvm.extractvalue %747[1] : !llvm_struct_a37b2a
          %750 = llvm.extractvalue %747[2] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %747[3] : !llvm_struct_a37b2a
          llvm.store %748, %746 {alignment = 4 : i64} : i32, !llvm.ptr
          %752 = llvm.getelementptr %746[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %749, %752 {alignment = 4 : i64} : i32, !llvm.ptr
          %753 = llvm.getelementptr %746[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %750, %753 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %746[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = arith.addi %arg7, %c1_i32 : i32
          %756 = arith.cmpi eq, %755, %c2_i32 : i32
          %757 = arith.select %756, %c0_i32, %755 : i32
          %758 = arith.addi %arg7, %c1_i32 : i32
          %759 = arith.addi %arg8, %c1_i32 : i32
          %760 = arith.cmpi eq, %758, %c2_i32 : i32
          %761 = arith.select %760, %759, %arg8 : i32
          scf.yield %757, %761 : i32, i32
        } {loop_annotation = #loop_annotation}
        %709 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %710 = arith.addi %663, %709 overflow<nsw> : i32
        %711 = llvm.getelementptr %668[%710] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %740 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %741 = llvm.getelementptr %711[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %742 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %743 = llvm.getelementptr %675[%742] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %744 = nvvm.ldmatrix %741 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %745 = llvm.extractvalue %744[0] : !llvm_struct_a37b2a
          %746 = llvm.extractvalue %744[1] : !llvm_struct_a37b2a
          %747 = llvm.extractvalue %744[2] : !llvm_struct_a37b2a
          %748 = llvm.extractvalue %744[3] : !llvm_struct_a37b2a
          llvm.store %745, %743 {alignment = 4 : i64} : i32, !llvm.ptr
          %749 = llvm.getelementptr %743[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %746, %749 {alignment = 4 : i64} : i32, !llvm.ptr
          %750 = llvm.getelementptr %743[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %747, %750 {alignment = 4 : i64} : i32, !llvm.ptr
          %751 = llvm.getelementptr %743[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %748, %751 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %712 = arith.remsi %c0_i32, %c2_i32 : i32
        %713 = arith.divsi %c0_i32, %c2_i32 : i32
        %714:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %712, %arg8 = %713) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %c8_i32 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c16_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %672[%743] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %752 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %753 = llvm.getelementptr %673[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %754 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %755 = arith.muli %arg9, %c16_i32 overflow<nsw> : i32
            %756 = arith.addi %754, %755 overflow<nsw> : i32
            %757 = llvm.getelementptr %2[%756] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %758 = llvm.load %744 : !llvm.ptr -> vector<4xi32>
            %759:4 = vector.to_elements %758 : vector<4xi32>
            %760 = llvm.load %753 : !llvm.ptr -> vector<2xi32>
            %761:2 = vector.to_elements %760 : vector<2xi32>
            %762 = llvm.load %757 : !llvm.ptr -> vector<4xf32>
            %763:4 = vector.to_elements %762 : vector<4xf32>
            %764 = nvvm.mma.sync A[%759#0, %759#1, %759#2, %759#3]  B[%761#0, %761#1]  C[%763#0, %763#1, %763#2, %763#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %765 = llvm.extractvalue %764[0] : !llvm_struct_687153
            %766 = llvm.extractvalue %764[1] : !llvm_struct_687153
            %767 = llvm.extractvalue %764[2] : !llvm_struct_687153
            %768 = llvm.extractvalue %764[3] : !llvm_struct_687153
            %769 = vector.from_elements %765, %766, %767, %768 : vector<4xf32>
            llvm.store %769, %757 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
          %745 = arith.addi %arg7, %c1_i32 : i32
          %746 = arith.cmpi eq, %745, %c2_i32 : i32
          %747 = arith.select %746, %c0_i32, %745 : i32
          %748 = arith.addi %arg7, %c1_i32 : i32
          %749 = arith.addi %arg8, %c1_i32 : i32
          %750 = arith.cmpi eq, %748, %c2_i32 : i32
          %751 = arith.select %750, %749, %arg8 : i32
          scf.yield %747, %751 : i32, i32
        } {loop_annotation = #loop_annotation}
        %715 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %716 = arith.addi %715, %c6144_i32 overflow<nsw> : i32
        %717 = llvm.getelementptr %654[%716] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %718 = arith.remsi %c0_i32, %c2_i32 : i32
        %719 = arith.divsi %c0_i32, %c2_i32 : i32
        %720:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %718, %arg8 = %719) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %649 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %717[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %676[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %747 = nvvm.ldmatrix %744 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %748 = llvm.extractvalue %747[0] : !llvm_struct_a37b2a
          %749 = llvm.extractvalue %747[1] : !llvm_struct_a37b2a
          %750 = llvm.extractvalue %747[2] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %747[3] : !llvm_struct_a37b2a
          llvm.store %748, %746 {alignment = 4 : i64} : i32, !llvm.ptr
          %752 = llvm.getelementptr %746[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %749, %752 {alignment = 4 : i64} : i32, !llvm.ptr
          %753 = llvm.getelementptr %746[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %750, %753 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %746[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = arith.addi %arg7, %c1_i32 : i32
          %756 = arith.cmpi eq, %755, %c2_i32 : i32
          %757 = arith.select %756, %c0_i32, %755 : i32
          %758 = arith.addi %arg7, %c1_i32 : i32
          %759 = arith.addi %arg8, %c1_i32 : i32
          %760 = arith.cmpi eq, %758, %c2_i32 : i32
          %761 = arith.select %760, %759, %arg8 : i32
          scf.yield %757, %761 : i32, i32
        } {loop_annotation = #loop_annotation}
        %721 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %722 = arith.addi %677, %721 overflow<nsw> : i32
        %723 = llvm.getelementptr %668[%722] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %740 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %741 = llvm.getelementptr %723[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %742 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %743 = llvm.getelementptr %678[%742] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %744 = nvvm.ldmatrix %741 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %745 = llvm.extractvalue %744[0] : !llvm_struct_a37b2a
          %746 = llvm.extractvalue %744[1] : !llvm_struct_a37b2a
          %747 = llvm.extractvalue %744[2] : !llvm_struct_a37b2a
          %748 = llvm.extractvalue %744[3] : !llvm_struct_a37b2a
          llvm.store %745, %743 {alignment = 4 : i64} : i32, !llvm.ptr
          %749 = llvm.getelementptr %743[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %746, %749 {alignment = 4 : i64} : i32, !llvm.ptr
          %750 = llvm.getelementptr %743[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %747, %750 {alignment = 4 : i64} : i32, !llvm.ptr
          %751 = llvm.getelementptr %743[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %748, %751 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %724 = arith.remsi %c0_i32, %c2_i32 : i32
        %725 = arith.divsi %c0_i32, %c2_i32 : i32
        %726:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %724, %arg8 = %725) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %c8_i32 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c16_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %674[%743] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %752 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %753 = llvm.getelementptr %675[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %754 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %755 = arith.muli %arg9, %c16_i32 overflow<nsw> : i32
            %756 = arith.addi %754, %755 overflow<nsw> : i32
            %757 = llvm.getelementptr %2[%756] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %758 = llvm.load %744 : !llvm.ptr -> vector<4xi32>
            %759:4 = vector.to_elements %758 : vector<4xi32>
            %760 = llvm.load %753 : !llvm.ptr -> vector<2xi32>
            %761:2 = vector.to_elements %760 : vector<2xi32>
            %762 = llvm.load %757 : !llvm.ptr -> vector<4xf32>
            %763:4 = vector.to_elements %762 : vector<4xf32>
            %764 = nvvm.mma.sync A[%759#0, %759#1, %759#2, %759#3]  B[%761#0, %761#1]  C[%763#0, %763#1, %763#2, %763#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %765 = llvm.extractvalue %764[0] : !llvm_struct_687153
            %766 = llvm.extractvalue %764[1] : !llvm_struct_687153
            %767 = llvm.extractvalue %764[2] : !llvm_struct_687153
            %768 = llvm.extractvalue %764[3] : !llvm_struct_687153
            %769 = vector.from_elements %765, %766, %767, %768 : vector<4xf32>
            llvm.store %769, %757 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
          %745 = arith.addi %arg7, %c1_i32 : i32
          %746 = arith.cmpi eq, %745, %c2_i32 : i32
          %747 = arith.select %746, %c0_i32, %745 : i32
          %748 = arith.addi %arg7, %c1_i32 : i32
          %749 = arith.addi %arg8, %c1_i32 : i32
          %750 = arith.cmpi eq, %748, %c2_i32 : i32
          %751 = arith.select %750, %749, %arg8 : i32
          scf.yield %747, %751 : i32, i32
        } {loop_annotation = #loop_annotation}
        %727 = arith.addi %arg5, %c1_i32 : i32
        %728 = arith.cmpi eq, %727, %c3_i32 : i32
        %729 = arith.select %728, %c0_i32, %727 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %730 = arith.muli %729, %c8192_i32 overflow<nsw> : i32
        %731 = llvm.getelementptr %654[%730] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %732 = arith.remsi %c0_i32, %c2_i32 : i32
        %733 = arith.divsi %c0_i32, %c2_i32 : i32
        %734:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %732, %arg8 = %733) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %649 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c512_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %731[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %4[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %747 = nvvm.ldmatrix %744 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %748 = llvm.extractvalue %747[0] : !llvm_struct_a37b2a
          %749 = llvm.extractvalue %747[1] : !llvm_struct_a37b2a
          %750 = llvm.extractvalue %747[2] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %747[3] : !llvm_struct_a37b2a
          llvm.store %748, %746 {alignment = 4 : i64} : i32, !llvm.ptr
          %752 = llvm.getelementptr %746[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %749, %752 {alignment = 4 : i64} : i32, !llvm.ptr
          %753 = llvm.getelementptr %746[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %750, %753 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %746[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = arith.addi %arg7, %c1_i32 : i32
          %756 = arith.cmpi eq, %755, %c2_i32 : i32
          %757 = arith.select %756, %c0_i32, %755 : i32
          %758 = arith.addi %arg7, %c1_i32 : i32
          %759 = arith.addi %arg8, %c1_i32 : i32
          %760 = arith.cmpi eq, %758, %c2_i32 : i32
          %761 = arith.select %760, %759, %arg8 : i32
          scf.yield %757, %761 : i32, i32
        } {loop_annotation = #loop_annotation}
        %735 = arith.muli %729, %c8192_i32 overflow<nsw> : i32
        %736 = llvm.getelementptr %668[%735] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %740 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %741 = llvm.getelementptr %736[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %742 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %743 = llvm.getelementptr %3[%742] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %744 = nvvm.ldmatrix %741 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %745 = llvm.extractvalue %744[0] : !llvm_struct_a37b2a
          %746 = llvm.extractvalue %744[1] : !llvm_struct_a37b2a
          %747 = llvm.extractvalue %744[2] : !llvm_struct_a37b2a
          %748 = llvm.extractvalue %744[3] : !llvm_struct_a37b2a
          llvm.store %745, %743 {alignment = 4 : i64} : i32, !llvm.ptr
          %749 = llvm.getelementptr %743[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %746, %749 {alignment = 4 : i64} : i32, !llvm.ptr
          %750 = llvm.getelementptr %743[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %747, %750 {alignment = 4 : i64} : i32, !llvm.ptr
          %751 = llvm.getelementptr %743[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %748, %751 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %737 = arith.remsi %c0_i32, %c2_i32 : i32
        %738 = arith.divsi %c0_i32, %c2_i32 : i32
        %739:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %737, %arg8 = %738) -> (i32, i32)  : i32 {
          %740 = arith.remsi %arg6, %c2_i32 : i32
          %741 = arith.muli %740, %c8_i32 overflow<nsw> : i32
          %742 = arith.muli %arg8, %c16_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %676[%743] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg9 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %752 = arith.muli %arg9, %c4_i32 overflow<nsw> : i32
            %753 = llvm.getelementptr %678[%752] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %754 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %755 = arith.muli %arg9, %c16_i32 overflow<nsw> : i32
            %756 = arith.addi %754, %755 overflow<nsw> : i32
            %757 = llvm.getelementptr %2[%756] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %758 = llvm.load %744 : !llvm.ptr -> vector<4xi32>
            %759:4 = vector.to_elements %758 : vector<4xi32>
            %760 = llvm.load %753 : !llvm.ptr -> vector<2xi32>
            %761:2 = vector.to_elements %760 : vector<2xi32>
            %762 = llvm.load %757 : !llvm.ptr -> vector<4xf32>
            %763:4 = vector.to_elements %762 : vector<4xf32>
            %764 = nvvm.mma.sync A[%759#0, %759#1, %759#2, %759#3]  B[%761#0, %761#1]  C[%763#0, %763#1, %763#2, %763#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %765 = llvm.extractvalue %764[0] : !llvm_struct_687153
            %766 = llvm.extractvalue %764[1] : !llvm_struct_687153
            %767 = llvm.extractvalue %764[2] : !llvm_struct_687153
            %768 = llvm.extractvalue %764[3] : !llvm_struct_687153
            %769 = vector.from_elements %765, %766, %767, %768 : vector<4xf32>
            llvm.store %769, %757 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
          %745 = arith.addi %arg7, %c1_i32 : i32
          %746 = arith.cmpi eq, %745, %c2_i32 : i32
          %747 = arith.select %746, %c0_i32, %745 : i32
          %748 = arith.addi %arg7, %c1_i32 : i32
          %749 = arith.addi %arg8, %c1_i32 : i32
          %750 = arith.cmpi eq, %748, %c2_i32 : i32
          %751 = arith.select %750, %749, %arg8 : i32
          scf.yield %747, %751 : i32, i32
        } {loop_annotation = #loop_annotation}
        scf.yield %arg5, %729 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %680 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %681 = arith.truncf %680 : vector<128xf32> to vector<128xbf16>
      llvm.store %681, %1 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %682 = arith.addi %30, %c1_i32 : i32
      %683 = arith.muli %682, %c128_i32 : i32
      %684 = arith.cmpi sle, %683, %c1000_i32 : i32
      %685 = arith.addi %31, %c1_i32 : i32
      %686 = arith.muli %685, %c128_i32 : i32
      %687 = arith.cmpi sle, %686, %c1048_i32 : i32
      %688 = arith.andi %684, %687 : i1
      scf.if %688 {
        %689 = arith.remsi %c0_i32, %c2_i32 : i32
        %690 = arith.divsi %c0_i32, %c2_i32 : i32
        %691:2 = scf.for %arg3 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg4 = %689, %arg5 = %690) -> (i32, i32)  : i32 {
          %692 = arith.muli %arg3, %c2_i32 overflow<nsw> : i32
          %693 = llvm.getelementptr %1[%692] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %694 = arith.remsi %arg3, %c2_i32 : i32
          %695 = arith.muli %694, %c8384_i32 overflow<nsw> : i32
          %696 = arith.divsi %arg5, %c4_i32 : i32
          %697 = arith.remsi %arg5, %c4_i32 : i32
          %698 = arith.muli %697, %c33536_i32 overflow<nsw> : i32
          %699 = arith.addi %695, %698 overflow<nsw> : i32
          %700 = arith.muli %696, %c16_i32 overflow<nsw> : i32
          %701 = arith.addi %699, %700 overflow<nsw> : i32
          %702 = llvm.getelementptr %637[%701] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %703 = llvm.load %693 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
          llvm.store %703, %702 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
          %704 = arith.addi %arg4, %c1_i32 : i32
          %705 = arith.cmpi eq, %704, %c2_i32 : i32
          %706 = arith.select %705, %c0_i32, %704 : i32
          %707 = arith.addi %arg4, %c1_i32 : i32
          %708 = arith.addi %arg5, %c1_i32 : i32
          %709 = arith.cmpi eq, %707, %c2_i32 : i32
          %710 = arith.select %709, %708, %arg5 : i32
          scf.yield %706, %710 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %689 = arith.muli %626, %c16_i32 overflow<nsw> : i32
        %690 = arith.addi %628, %689 overflow<nsw> : i32
        %691 = arith.addi %630, %634 overflow<nsw> : i32
        %692 = arith.addi %51, %690 overflow<nsw> : i32
        %693 = arith.addi %52, %691 overflow<nsw> : i32
        %694 = arith.cmpi slt, %692, %c1000_i32 : i32
        %695 = arith.cmpi slt, %693, %c1048_i32 : i32
        %696 = arith.andi %694, %695 : i1
        scf.if %696 {
          %1310 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> bf16
          llvm.store %1310, %637 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %697 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %698 = arith.cmpi slt, %692, %c1000_i32 : i32
        %699 = arith.cmpi slt, %697, %c1048_i32 : i32
        %700 = arith.andi %698, %699 : i1
        scf.if %700 {
          %1310 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %701 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %702 = arith.cmpi slt, %701, %c1000_i32 : i32
        %703 = arith.cmpi slt, %693, %c1048_i32 : i32
        %704 = arith.andi %702, %703 : i1
        scf.if %704 {
          %1310 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %705 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %706 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %707 = arith.cmpi slt, %705, %c1000_i32 : i32
        %708 = arith.cmpi slt, %706, %c1048_i32 : i32
        %709 = arith.andi %707, %708 : i1
        scf.if %709 {
          %1310 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %710 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %711 = arith.cmpi slt, %710, %c1000_i32 : i32
        %712 = arith.cmpi slt, %693, %c1048_i32 : i32
        %713 = arith.andi %711, %712 : i1
        scf.if %713 {
          %1310 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %714 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %715 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %716 = arith.cmpi slt, %714, %c1000_i32 : i32
        %717 = arith.cmpi slt, %715, %c1048_i32 : i32
        %718 = arith.andi %716, %717 : i1
        scf.if %718 {
          %1310 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %719 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %720 = arith.cmpi slt, %719, %c1000_i32 : i32
        %721 = arith.cmpi slt, %693, %c1048_i32 : i32
        %722 = arith.andi %720, %721 : i1
        scf.if %722 {
          %1310 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %723 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %724 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %725 = arith.cmpi slt, %723, %c1000_i32 : i32
        %726 = arith.cmpi slt, %724, %c1048_i32 : i32
        %727 = arith.andi %725, %726 : i1
        scf.if %727 {
          %1310 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %728 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %729 = arith.cmpi slt, %728, %c1000_i32 : i32
        %730 = arith.cmpi slt, %693, %c1048_i32 : i32
        %731 = arith.andi %729, %730 : i1
        scf.if %731 {
          %1310 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %732 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %733 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %734 = arith.cmpi slt, %732, %c1000_i32 : i32
        %735 = arith.cmpi slt, %733, %c1048_i32 : i32
        %736 = arith.andi %734, %735 : i1
        scf.if %736 {
          %1310 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %737 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %738 = arith.cmpi slt, %737, %c1000_i32 : i32
        %739 = arith.cmpi slt, %693, %c1048_i32 : i32
        %740 = arith.andi %738, %739 : i1
        scf.if %740 {
          %1310 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %741 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %742 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %743 = arith.cmpi slt, %741, %c1000_i32 : i32
        %744 = arith.cmpi slt, %742, %c1048_i32 : i32
        %745 = arith.andi %743, %744 : i1
        scf.if %745 {
          %1310 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %746 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %747 = arith.cmpi slt, %746, %c1000_i32 : i32
        %748 = arith.cmpi slt, %693, %c1048_i32 : i32
        %749 = arith.andi %747, %748 : i1
        scf.if %749 {
          %1310 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %750 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %751 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %752 = arith.cmpi slt, %750, %c1000_i32 : i32
        %753 = arith.cmpi slt, %751, %c1048_i32 : i32
        %754 = arith.andi %752, %753 : i1
        scf.if %754 {
          %1310 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %755 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %756 = arith.cmpi slt, %755, %c1000_i32 : i32
        %757 = arith.cmpi slt, %693, %c1048_i32 : i32
        %758 = arith.andi %756, %757 : i1
        scf.if %758 {
          %1310 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %759 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %760 = arith.addi %693, %c1_i32 overflow<nsw> : i32
        %761 = arith.cmpi slt, %759, %c1000_i32 : i32
        %762 = arith.cmpi slt, %760, %c1048_i32 : i32
        %763 = arith.andi %761, %762 : i1
        scf.if %763 {
          %1310 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %764 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %765 = arith.cmpi slt, %692, %c1000_i32 : i32
        %766 = arith.cmpi slt, %764, %c1048_i32 : i32
        %767 = arith.andi %765, %766 : i1
        scf.if %767 {
          %1310 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %768 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %769 = arith.cmpi slt, %692, %c1000_i32 : i32
        %770 = arith.cmpi slt, %768, %c1048_i32 : i32
        %771 = arith.andi %769, %770 : i1
        scf.if %771 {
          %1310 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %772 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %773 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %774 = arith.cmpi slt, %772, %c1000_i32 : i32
        %775 = arith.cmpi slt, %773, %c1048_i32 : i32
        %776 = arith.andi %774, %775 : i1
        scf.if %776 {
          %1310 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %777 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %778 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %779 = arith.cmpi slt, %777, %c1000_i32 : i32
        %780 = arith.cmpi slt, %778, %c1048_i32 : i32
        %781 = arith.andi %779, %780 : i1
        scf.if %781 {
          %1310 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %782 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %783 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %784 = arith.cmpi slt, %782, %c1000_i32 : i32
        %785 = arith.cmpi slt, %783, %c1048_i32 : i32
        %786 = arith.andi %784, %785 : i1
        scf.if %786 {
          %1310 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %787 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %788 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %789 = arith.cmpi slt, %787, %c1000_i32 : i32
        %790 = arith.cmpi slt, %788, %c1048_i32 : i32
        %791 = arith.andi %789, %790 : i1
        scf.if %791 {
          %1310 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %792 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %793 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %794 = arith.cmpi slt, %792, %c1000_i32 : i32
        %795 = arith.cmpi slt, %793, %c1048_i32 : i32
        %796 = arith.andi %794, %795 : i1
        scf.if %796 {
          %1310 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %797 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %798 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %799 = arith.cmpi slt, %797, %c1000_i32 : i32
        %800 = arith.cmpi slt, %798, %c1048_i32 : i32
        %801 = arith.andi %799, %800 : i1
        scf.if %801 {
          %1310 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %802 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %803 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %804 = arith.cmpi slt, %802, %c1000_i32 : i32
        %805 = arith.cmpi slt, %803, %c1048_i32 : i32
        %806 = arith.andi %804, %805 : i1
        scf.if %806 {
          %1310 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %807 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %808 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %809 = arith.cmpi slt, %807, %c1000_i32 : i32
        %810 = arith.cmpi slt, %808, %c1048_i32 : i32
        %811 = arith.andi %809, %810 : i1
        scf.if %811 {
          %1310 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %812 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %813 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %814 = arith.cmpi slt, %812, %c1000_i32 : i32
        %815 = arith.cmpi slt, %813, %c1048_i32 : i32
        %816 = arith.andi %814, %815 : i1
        scf.if %816 {
          %1310 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %817 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %818 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %819 = arith.cmpi slt, %817, %c1000_i32 : i32
        %820 = arith.cmpi slt, %818, %c1048_i32 : i32
        %821 = arith.andi %819, %820 : i1
        scf.if %821 {
          %1310 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %822 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %823 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %824 = arith.cmpi slt, %822, %c1000_i32 : i32
        %825 = arith.cmpi slt, %823, %c1048_i32 : i32
        %826 = arith.andi %824, %825 : i1
        scf.if %826 {
          %1310 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %827 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %828 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %829 = arith.cmpi slt, %827, %c1000_i32 : i32
        %830 = arith.cmpi slt, %828, %c1048_i32 : i32
        %831 = arith.andi %829, %830 : i1
        scf.if %831 {
          %1310 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %832 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %833 = arith.addi %693, %c16_i32 overflow<nsw> : i32
        %834 = arith.cmpi slt, %832, %c1000_i32 : i32
        %835 = arith.cmpi slt, %833, %c1048_i32 : i32
        %836 = arith.andi %834, %835 : i1
        scf.if %836 {
          %1310 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %837 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %838 = arith.addi %693, %c17_i32 overflow<nsw> : i32
        %839 = arith.cmpi slt, %837, %c1000_i32 : i32
        %840 = arith.cmpi slt, %838, %c1048_i32 : i32
        %841 = arith.andi %839, %840 : i1
        scf.if %841 {
          %1310 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %842 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %843 = arith.cmpi slt, %692, %c1000_i32 : i32
        %844 = arith.cmpi slt, %842, %c1048_i32 : i32
        %845 = arith.andi %843, %844 : i1
        scf.if %845 {
          %1310 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %846 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %847 = arith.cmpi slt, %692, %c1000_i32 : i32
        %848 = arith.cmpi slt, %846, %c1048_i32 : i32
        %849 = arith.andi %847, %848 : i1
        scf.if %849 {
          %1310 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %850 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %851 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %852 = arith.cmpi slt, %850, %c1000_i32 : i32
        %853 = arith.cmpi slt, %851, %c1048_i32 : i32
        %854 = arith.andi %852, %853 : i1
        scf.if %854 {
          %1310 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %855 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %856 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %857 = arith.cmpi slt, %855, %c1000_i32 : i32
        %858 = arith.cmpi slt, %856, %c1048_i32 : i32
        %859 = arith.andi %857, %858 : i1
        scf.if %859 {
          %1310 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %860 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %861 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %862 = arith.cmpi slt, %860, %c1000_i32 : i32
        %863 = arith.cmpi slt, %861, %c1048_i32 : i32
        %864 = arith.andi %862, %863 : i1
        scf.if %864 {
          %1310 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %865 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %866 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %867 = arith.cmpi slt, %865, %c1000_i32 : i32
        %868 = arith.cmpi slt, %866, %c1048_i32 : i32
        %869 = arith.andi %867, %868 : i1
        scf.if %869 {
          %1310 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %870 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %871 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %872 = arith.cmpi slt, %870, %c1000_i32 : i32
        %873 = arith.cmpi slt, %871, %c1048_i32 : i32
        %874 = arith.andi %872, %873 : i1
        scf.if %874 {
          %1310 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %875 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %876 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %877 = arith.cmpi slt, %875, %c1000_i32 : i32
        %878 = arith.cmpi slt, %876, %c1048_i32 : i32
        %879 = arith.andi %877, %878 : i1
        scf.if %879 {
          %1310 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %880 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %881 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %882 = arith.cmpi slt, %880, %c1000_i32 : i32
        %883 = arith.cmpi slt, %881, %c1048_i32 : i32
        %884 = arith.andi %882, %883 : i1
        scf.if %884 {
          %1310 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %885 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %886 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %887 = arith.cmpi slt, %885, %c1000_i32 : i32
        %888 = arith.cmpi slt, %886, %c1048_i32 : i32
        %889 = arith.andi %887, %888 : i1
        scf.if %889 {
          %1310 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %890 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %891 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %892 = arith.cmpi slt, %890, %c1000_i32 : i32
        %893 = arith.cmpi slt, %891, %c1048_i32 : i32
        %894 = arith.andi %892, %893 : i1
        scf.if %894 {
          %1310 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %895 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %896 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %897 = arith.cmpi slt, %895, %c1000_i32 : i32
        %898 = arith.cmpi slt, %896, %c1048_i32 : i32
        %899 = arith.andi %897, %898 : i1
        scf.if %899 {
          %1310 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %900 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %901 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %902 = arith.cmpi slt, %900, %c1000_i32 : i32
        %903 = arith.cmpi slt, %901, %c1048_i32 : i32
        %904 = arith.andi %902, %903 : i1
        scf.if %904 {
          %1310 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %905 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %906 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %907 = arith.cmpi slt, %905, %c1000_i32 : i32
        %908 = arith.cmpi slt, %906, %c1048_i32 : i32
        %909 = arith.andi %907, %908 : i1
        scf.if %909 {
          %1310 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %910 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %911 = arith.addi %693, %c32_i32 overflow<nsw> : i32
        %912 = arith.cmpi slt, %910, %c1000_i32 : i32
        %913 = arith.cmpi slt, %911, %c1048_i32 : i32
        %914 = arith.andi %912, %913 : i1
        scf.if %914 {
          %1310 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %915 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %916 = arith.addi %693, %c33_i32 overflow<nsw> : i32
        %917 = arith.cmpi slt, %915, %c1000_i32 : i32
        %918 = arith.cmpi slt, %916, %c1048_i32 : i32
        %919 = arith.andi %917, %918 : i1
        scf.if %919 {
          %1310 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %920 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %921 = arith.cmpi slt, %692, %c1000_i32 : i32
        %922 = arith.cmpi slt, %920, %c1048_i32 : i32
        %923 = arith.andi %921, %922 : i1
        scf.if %923 {
          %1310 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %924 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %925 = arith.cmpi slt, %692, %c1000_i32 : i32
        %926 = arith.cmpi slt, %924, %c1048_i32 : i32
        %927 = arith.andi %925, %926 : i1
        scf.if %927 {
          %1310 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %928 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %929 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %930 = arith.cmpi slt, %928, %c1000_i32 : i32
        %931 = arith.cmpi slt, %929, %c1048_i32 : i32
        %932 = arith.andi %930, %931 : i1
        scf.if %932 {
          %1310 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %933 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %934 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %935 = arith.cmpi slt, %933, %c1000_i32 : i32
        %936 = arith.cmpi slt, %934, %c1048_i32 : i32
        %937 = arith.andi %935, %936 : i1
        scf.if %937 {
          %1310 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %938 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %939 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %940 = arith.cmpi slt, %938, %c1000_i32 : i32
        %941 = arith.cmpi slt, %939, %c1048_i32 : i32
        %942 = arith.andi %940, %941 : i1
        scf.if %942 {
          %1310 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %943 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %944 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %945 = arith.cmpi slt, %943, %c1000_i32 : i32
        %946 = arith.cmpi slt, %944, %c1048_i32 : i32
        %947 = arith.andi %945, %946 : i1
        scf.if %947 {
          %1310 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %948 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %949 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %950 = arith.cmpi slt, %948, %c1000_i32 : i32
        %951 = arith.cmpi slt, %949, %c1048_i32 : i32
        %952 = arith.andi %950, %951 : i1
        scf.if %952 {
          %1310 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %953 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %954 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %955 = arith.cmpi slt, %953, %c1000_i32 : i32
        %956 = arith.cmpi slt, %954, %c1048_i32 : i32
        %957 = arith.andi %955, %956 : i1
        scf.if %957 {
          %1310 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %958 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %959 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %960 = arith.cmpi slt, %958, %c1000_i32 : i32
        %961 = arith.cmpi slt, %959, %c1048_i32 : i32
        %962 = arith.andi %960, %961 : i1
        scf.if %962 {
          %1310 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %963 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %964 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %965 = arith.cmpi slt, %963, %c1000_i32 : i32
        %966 = arith.cmpi slt, %964, %c1048_i32 : i32
        %967 = arith.andi %965, %966 : i1
        scf.if %967 {
          %1310 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %968 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %969 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %970 = arith.cmpi slt, %968, %c1000_i32 : i32
        %971 = arith.cmpi slt, %969, %c1048_i32 : i32
        %972 = arith.andi %970, %971 : i1
        scf.if %972 {
          %1310 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %973 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %974 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %975 = arith.cmpi slt, %973, %c1000_i32 : i32
        %976 = arith.cmpi slt, %974, %c1048_i32 : i32
        %977 = arith.andi %975, %976 : i1
        scf.if %977 {
          %1310 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %978 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %979 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %980 = arith.cmpi slt, %978, %c1000_i32 : i32
        %981 = arith.cmpi slt, %979, %c1048_i32 : i32
        %982 = arith.andi %980, %981 : i1
        scf.if %982 {
          %1310 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %983 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %984 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %985 = arith.cmpi slt, %983, %c1000_i32 : i32
        %986 = arith.cmpi slt, %984, %c1048_i32 : i32
        %987 = arith.andi %985, %986 : i1
        scf.if %987 {
          %1310 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %988 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %989 = arith.addi %693, %c48_i32 overflow<nsw> : i32
        %990 = arith.cmpi slt, %988, %c1000_i32 : i32
        %991 = arith.cmpi slt, %989, %c1048_i32 : i32
        %992 = arith.andi %990, %991 : i1
        scf.if %992 {
          %1310 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %993 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %994 = arith.addi %693, %c49_i32 overflow<nsw> : i32
        %995 = arith.cmpi slt, %993, %c1000_i32 : i32
        %996 = arith.cmpi slt, %994, %c1048_i32 : i32
        %997 = arith.andi %995, %996 : i1
        scf.if %997 {
          %1310 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %998 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %999 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1000 = arith.cmpi slt, %998, %c1048_i32 : i32
        %1001 = arith.andi %999, %1000 : i1
        scf.if %1001 {
          %1310 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1002 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1003 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1004 = arith.cmpi slt, %1002, %c1048_i32 : i32
        %1005 = arith.andi %1003, %1004 : i1
        scf.if %1005 {
          %1310 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1006 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1007 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %1008 = arith.cmpi slt, %1006, %c1000_i32 : i32
        %1009 = arith.cmpi slt, %1007, %c1048_i32 : i32
        %1010 = arith.andi %1008, %1009 : i1
        scf.if %1010 {
          %1310 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1011 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1012 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1013 = arith.cmpi slt, %1011, %c1000_i32 : i32
        %1014 = arith.cmpi slt, %1012, %c1048_i32 : i32
        %1015 = arith.andi %1013, %1014 : i1
        scf.if %1015 {
          %1310 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1016 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1017 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %1018 = arith.cmpi slt, %1016, %c1000_i32 : i32
        %1019 = arith.cmpi slt, %1017, %c1048_i32 : i32
        %1020 = arith.andi %1018, %1019 : i1
        scf.if %1020 {
          %1310 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1021 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1022 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1023 = arith.cmpi slt, %1021, %c1000_i32 : i32
        %1024 = arith.cmpi slt, %1022, %c1048_i32 : i32
        %1025 = arith.andi %1023, %1024 : i1
        scf.if %1025 {
          %1310 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1026 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1027 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %1028 = arith.cmpi slt, %1026, %c1000_i32 : i32
        %1029 = arith.cmpi slt, %1027, %c1048_i32 : i32
        %1030 = arith.andi %1028, %1029 : i1
        scf.if %1030 {
          %1310 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1031 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1032 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1033 = arith.cmpi slt, %1031, %c1000_i32 : i32
        %1034 = arith.cmpi slt, %1032, %c1048_i32 : i32
        %1035 = arith.andi %1033, %1034 : i1
        scf.if %1035 {
          %1310 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1036 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1037 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %1038 = arith.cmpi slt, %1036, %c1000_i32 : i32
        %1039 = arith.cmpi slt, %1037, %c1048_i32 : i32
        %1040 = arith.andi %1038, %1039 : i1
        scf.if %1040 {
          %1310 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1041 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1042 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1043 = arith.cmpi slt, %1041, %c1000_i32 : i32
        %1044 = arith.cmpi slt, %1042, %c1048_i32 : i32
        %1045 = arith.andi %1043, %1044 : i1
        scf.if %1045 {
          %1310 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1046 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1047 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %1048 = arith.cmpi slt, %1046, %c1000_i32 : i32
        %1049 = arith.cmpi slt, %1047, %c1048_i32 : i32
        %1050 = arith.andi %1048, %1049 : i1
        scf.if %1050 {
          %1310 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1051 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1052 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1053 = arith.cmpi slt, %1051, %c1000_i32 : i32
        %1054 = arith.cmpi slt, %1052, %c1048_i32 : i32
        %1055 = arith.andi %1053, %1054 : i1
        scf.if %1055 {
          %1310 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1056 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1057 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %1058 = arith.cmpi slt, %1056, %c1000_i32 : i32
        %1059 = arith.cmpi slt, %1057, %c1048_i32 : i32
        %1060 = arith.andi %1058, %1059 : i1
        scf.if %1060 {
          %1310 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1061 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1062 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1063 = arith.cmpi slt, %1061, %c1000_i32 : i32
        %1064 = arith.cmpi slt, %1062, %c1048_i32 : i32
        %1065 = arith.andi %1063, %1064 : i1
        scf.if %1065 {
          %1310 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1066 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1067 = arith.addi %693, %c64_i32 overflow<nsw> : i32
        %1068 = arith.cmpi slt, %1066, %c1000_i32 : i32
        %1069 = arith.cmpi slt, %1067, %c1048_i32 : i32
        %1070 = arith.andi %1068, %1069 : i1
        scf.if %1070 {
          %1310 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1071 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1072 = arith.addi %693, %c65_i32 overflow<nsw> : i32
        %1073 = arith.cmpi slt, %1071, %c1000_i32 : i32
        %1074 = arith.cmpi slt, %1072, %c1048_i32 : i32
        %1075 = arith.andi %1073, %1074 : i1
        scf.if %1075 {
          %1310 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1076 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1077 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1078 = arith.cmpi slt, %1076, %c1048_i32 : i32
        %1079 = arith.andi %1077, %1078 : i1
        scf.if %1079 {
          %1310 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1080 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1081 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1082 = arith.cmpi slt, %1080, %c1048_i32 : i32
        %1083 = arith.andi %1081, %1082 : i1
        scf.if %1083 {
          %1310 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1084 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1085 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1086 = arith.cmpi slt, %1084, %c1000_i32 : i32
        %1087 = arith.cmpi slt, %1085, %c1048_i32 : i32
        %1088 = arith.andi %1086, %1087 : i1
        scf.if %1088 {
          %1310 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1089 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1090 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1091 = arith.cmpi slt, %1089, %c1000_i32 : i32
        %1092 = arith.cmpi slt, %1090, %c1048_i32 : i32
        %1093 = arith.andi %1091, %1092 : i1
        scf.if %1093 {
          %1310 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1094 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1095 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1096 = arith.cmpi slt, %1094, %c1000_i32 : i32
        %1097 = arith.cmpi slt, %1095, %c1048_i32 : i32
        %1098 = arith.andi %1096, %1097 : i1
        scf.if %1098 {
          %1310 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1099 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1100 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1101 = arith.cmpi slt, %1099, %c1000_i32 : i32
        %1102 = arith.cmpi slt, %1100, %c1048_i32 : i32
        %1103 = arith.andi %1101, %1102 : i1
        scf.if %1103 {
          %1310 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1104 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1105 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1106 = arith.cmpi slt, %1104, %c1000_i32 : i32
        %1107 = arith.cmpi slt, %1105, %c1048_i32 : i32
        %1108 = arith.andi %1106, %1107 : i1
        scf.if %1108 {
          %1310 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1109 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1110 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1111 = arith.cmpi slt, %1109, %c1000_i32 : i32
        %1112 = arith.cmpi slt, %1110, %c1048_i32 : i32
        %1113 = arith.andi %1111, %1112 : i1
        scf.if %1113 {
          %1310 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1114 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1115 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1116 = arith.cmpi slt, %1114, %c1000_i32 : i32
        %1117 = arith.cmpi slt, %1115, %c1048_i32 : i32
        %1118 = arith.andi %1116, %1117 : i1
        scf.if %1118 {
          %1310 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1119 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1120 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1121 = arith.cmpi slt, %1119, %c1000_i32 : i32
        %1122 = arith.cmpi slt, %1120, %c1048_i32 : i32
        %1123 = arith.andi %1121, %1122 : i1
        scf.if %1123 {
          %1310 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1124 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1125 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1126 = arith.cmpi slt, %1124, %c1000_i32 : i32
        %1127 = arith.cmpi slt, %1125, %c1048_i32 : i32
        %1128 = arith.andi %1126, %1127 : i1
        scf.if %1128 {
          %1310 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1129 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1130 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1131 = arith.cmpi slt, %1129, %c1000_i32 : i32
        %1132 = arith.cmpi slt, %1130, %c1048_i32 : i32
        %1133 = arith.andi %1131, %1132 : i1
        scf.if %1133 {
          %1310 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1134 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1135 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1136 = arith.cmpi slt, %1134, %c1000_i32 : i32
        %1137 = arith.cmpi slt, %1135, %c1048_i32 : i32
        %1138 = arith.andi %1136, %1137 : i1
        scf.if %1138 {
          %1310 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1139 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1140 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1141 = arith.cmpi slt, %1139, %c1000_i32 : i32
        %1142 = arith.cmpi slt, %1140, %c1048_i32 : i32
        %1143 = arith.andi %1141, %1142 : i1
        scf.if %1143 {
          %1310 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1144 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1145 = arith.addi %693, %c80_i32 overflow<nsw> : i32
        %1146 = arith.cmpi slt, %1144, %c1000_i32 : i32
        %1147 = arith.cmpi slt, %1145, %c1048_i32 : i32
        %1148 = arith.andi %1146, %1147 : i1
        scf.if %1148 {
          %1310 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1149 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1150 = arith.addi %693, %c81_i32 overflow<nsw> : i32
        %1151 = arith.cmpi slt, %1149, %c1000_i32 : i32
        %1152 = arith.cmpi slt, %1150, %c1048_i32 : i32
        %1153 = arith.andi %1151, %1152 : i1
        scf.if %1153 {
          %1310 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1154 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1155 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1156 = arith.cmpi slt, %1154, %c1048_i32 : i32
        %1157 = arith.andi %1155, %1156 : i1
        scf.if %1157 {
          %1310 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1158 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1159 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1160 = arith.cmpi slt, %1158, %c1048_i32 : i32
        %1161 = arith.andi %1159, %1160 : i1
        scf.if %1161 {
          %1310 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1162 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1163 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1164 = arith.cmpi slt, %1162, %c1000_i32 : i32
        %1165 = arith.cmpi slt, %1163, %c1048_i32 : i32
        %1166 = arith.andi %1164, %1165 : i1
        scf.if %1166 {
          %1310 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1167 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1168 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1169 = arith.cmpi slt, %1167, %c1000_i32 : i32
        %1170 = arith.cmpi slt, %1168, %c1048_i32 : i32
        %1171 = arith.andi %1169, %1170 : i1
        scf.if %1171 {
          %1310 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1172 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1173 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1174 = arith.cmpi slt, %1172, %c1000_i32 : i32
        %1175 = arith.cmpi slt, %1173, %c1048_i32 : i32
        %1176 = arith.andi %1174, %1175 : i1
        scf.if %1176 {
          %1310 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1177 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1178 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1179 = arith.cmpi slt, %1177, %c1000_i32 : i32
        %1180 = arith.cmpi slt, %1178, %c1048_i32 : i32
        %1181 = arith.andi %1179, %1180 : i1
        scf.if %1181 {
          %1310 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1182 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1183 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1184 = arith.cmpi slt, %1182, %c1000_i32 : i32
        %1185 = arith.cmpi slt, %1183, %c1048_i32 : i32
        %1186 = arith.andi %1184, %1185 : i1
        scf.if %1186 {
          %1310 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1187 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1188 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1189 = arith.cmpi slt, %1187, %c1000_i32 : i32
        %1190 = arith.cmpi slt, %1188, %c1048_i32 : i32
        %1191 = arith.andi %1189, %1190 : i1
        scf.if %1191 {
          %1310 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1192 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1193 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1194 = arith.cmpi slt, %1192, %c1000_i32 : i32
        %1195 = arith.cmpi slt, %1193, %c1048_i32 : i32
        %1196 = arith.andi %1194, %1195 : i1
        scf.if %1196 {
          %1310 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1197 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1198 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1199 = arith.cmpi slt, %1197, %c1000_i32 : i32
        %1200 = arith.cmpi slt, %1198, %c1048_i32 : i32
        %1201 = arith.andi %1199, %1200 : i1
        scf.if %1201 {
          %1310 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1202 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1203 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1204 = arith.cmpi slt, %1202, %c1000_i32 : i32
        %1205 = arith.cmpi slt, %1203, %c1048_i32 : i32
        %1206 = arith.andi %1204, %1205 : i1
        scf.if %1206 {
          %1310 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1207 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1208 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1209 = arith.cmpi slt, %1207, %c1000_i32 : i32
        %1210 = arith.cmpi slt, %1208, %c1048_i32 : i32
        %1211 = arith.andi %1209, %1210 : i1
        scf.if %1211 {
          %1310 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1212 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1213 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1214 = arith.cmpi slt, %1212, %c1000_i32 : i32
        %1215 = arith.cmpi slt, %1213, %c1048_i32 : i32
        %1216 = arith.andi %1214, %1215 : i1
        scf.if %1216 {
          %1310 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1217 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1218 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1219 = arith.cmpi slt, %1217, %c1000_i32 : i32
        %1220 = arith.cmpi slt, %1218, %c1048_i32 : i32
        %1221 = arith.andi %1219, %1220 : i1
        scf.if %1221 {
          %1310 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1222 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1223 = arith.addi %693, %c96_i32 overflow<nsw> : i32
        %1224 = arith.cmpi slt, %1222, %c1000_i32 : i32
        %1225 = arith.cmpi slt, %1223, %c1048_i32 : i32
        %1226 = arith.andi %1224, %1225 : i1
        scf.if %1226 {
          %1310 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1227 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1228 = arith.addi %693, %c97_i32 overflow<nsw> : i32
        %1229 = arith.cmpi slt, %1227, %c1000_i32 : i32
        %1230 = arith.cmpi slt, %1228, %c1048_i32 : i32
        %1231 = arith.andi %1229, %1230 : i1
        scf.if %1231 {
          %1310 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1232 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1233 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1234 = arith.cmpi slt, %1232, %c1048_i32 : i32
        %1235 = arith.andi %1233, %1234 : i1
        scf.if %1235 {
          %1310 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1236 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1237 = arith.cmpi slt, %692, %c1000_i32 : i32
        %1238 = arith.cmpi slt, %1236, %c1048_i32 : i32
        %1239 = arith.andi %1237, %1238 : i1
        scf.if %1239 {
          %1310 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1240 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1241 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1242 = arith.cmpi slt, %1240, %c1000_i32 : i32
        %1243 = arith.cmpi slt, %1241, %c1048_i32 : i32
        %1244 = arith.andi %1242, %1243 : i1
        scf.if %1244 {
          %1310 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1245 = arith.addi %692, %c8_i32 overflow<nsw> : i32
        %1246 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1247 = arith.cmpi slt, %1245, %c1000_i32 : i32
        %1248 = arith.cmpi slt, %1246, %c1048_i32 : i32
        %1249 = arith.andi %1247, %1248 : i1
        scf.if %1249 {
          %1310 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1250 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1251 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1252 = arith.cmpi slt, %1250, %c1000_i32 : i32
        %1253 = arith.cmpi slt, %1251, %c1048_i32 : i32
        %1254 = arith.andi %1252, %1253 : i1
        scf.if %1254 {
          %1310 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1255 = arith.addi %692, %c32_i32 overflow<nsw> : i32
        %1256 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1257 = arith.cmpi slt, %1255, %c1000_i32 : i32
        %1258 = arith.cmpi slt, %1256, %c1048_i32 : i32
        %1259 = arith.andi %1257, %1258 : i1
        scf.if %1259 {
          %1310 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1260 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1261 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1262 = arith.cmpi slt, %1260, %c1000_i32 : i32
        %1263 = arith.cmpi slt, %1261, %c1048_i32 : i32
        %1264 = arith.andi %1262, %1263 : i1
        scf.if %1264 {
          %1310 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1265 = arith.addi %692, %c40_i32 overflow<nsw> : i32
        %1266 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1267 = arith.cmpi slt, %1265, %c1000_i32 : i32
        %1268 = arith.cmpi slt, %1266, %c1048_i32 : i32
        %1269 = arith.andi %1267, %1268 : i1
        scf.if %1269 {
          %1310 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1270 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1271 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1272 = arith.cmpi slt, %1270, %c1000_i32 : i32
        %1273 = arith.cmpi slt, %1271, %c1048_i32 : i32
        %1274 = arith.andi %1272, %1273 : i1
        scf.if %1274 {
          %1310 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1275 = arith.addi %692, %c64_i32 overflow<nsw> : i32
        %1276 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1277 = arith.cmpi slt, %1275, %c1000_i32 : i32
        %1278 = arith.cmpi slt, %1276, %c1048_i32 : i32
        %1279 = arith.andi %1277, %1278 : i1
        scf.if %1279 {
          %1310 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1280 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1281 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1282 = arith.cmpi slt, %1280, %c1000_i32 : i32
        %1283 = arith.cmpi slt, %1281, %c1048_i32 : i32
        %1284 = arith.andi %1282, %1283 : i1
        scf.if %1284 {
          %1310 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1285 = arith.addi %692, %c72_i32 overflow<nsw> : i32
        %1286 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1287 = arith.cmpi slt, %1285, %c1000_i32 : i32
        %1288 = arith.cmpi slt, %1286, %c1048_i32 : i32
        %1289 = arith.andi %1287, %1288 : i1
        scf.if %1289 {
          %1310 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1290 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1291 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1292 = arith.cmpi slt, %1290, %c1000_i32 : i32
        %1293 = arith.cmpi slt, %1291, %c1048_i32 : i32
        %1294 = arith.andi %1292, %1293 : i1
        scf.if %1294 {
          %1310 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1295 = arith.addi %692, %c96_i32 overflow<nsw> : i32
        %1296 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1297 = arith.cmpi slt, %1295, %c1000_i32 : i32
        %1298 = arith.cmpi slt, %1296, %c1048_i32 : i32
        %1299 = arith.andi %1297, %1298 : i1
        scf.if %1299 {
          %1310 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1300 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1301 = arith.addi %693, %c112_i32 overflow<nsw> : i32
        %1302 = arith.cmpi slt, %1300, %c1000_i32 : i32
        %1303 = arith.cmpi slt, %1301, %c1048_i32 : i32
        %1304 = arith.andi %1302, %1303 : i1
        scf.if %1304 {
          %1310 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1305 = arith.addi %692, %c104_i32 overflow<nsw> : i32
        %1306 = arith.addi %693, %c113_i32 overflow<nsw> : i32
        %1307 = arith.cmpi slt, %1305, %c1000_i32 : i32
        %1308 = arith.cmpi slt, %1306, %c1048_i32 : i32
        %1309 = arith.andi %1307, %1308 : i1
        scf.if %1309 {
          %1310 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1311 = llvm.load %1310 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1312 = llvm.getelementptr %637[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1311, %1312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm80_h07743697(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %c98304_i64 = arith.constant 98304 : i64
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
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c2_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0<%11> (%6, %8, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
