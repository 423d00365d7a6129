!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_2("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 4>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c33536_i32 = arith.constant 33536 : i32
      %c8384_i32 = arith.constant 8384 : i32
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
      %c1048000_i32 = arith.constant 1048000 : i32
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
      %c1000_i32 = arith.constant 1000 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : bf16
      %c24_i32 = arith.constant 24 : i32
      %c8_i32 = arith.constant 8 : i32
      %c192_i32 = arith.constant 192 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c128_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c128_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c128_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c128_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c192_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c192_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %32 = arith.muli %22, %c136_i32 overflow<nsw> : i32
      %33 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %34 = llvm.getelementptr %33[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %35 = arith.muli %30, %c69632_i32 overflow<nsw> : i32
      %36 = llvm.getelementptr %34[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %37 = arith.muli %22, %c136_i32 overflow<nsw> : i32
      %38 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %39 = llvm.getelementptr %38[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %40 = arith.muli %31, %c69632_i32 overflow<nsw> : i32
      %41 = llvm.getelementptr %39[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %42 = arith.muli %22, %c1048000_i32 overflow<nsw> : i32
      %43 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %45 = arith.muli %30, %c134144_i32 overflow<nsw> : i32
      %46 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %47 = arith.addi %45, %46 overflow<nsw> : i32
      %48 = llvm.getelementptr %44[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %49 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %50 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %51 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %52 = arith.muli %31, %c128_i32 overflow<nsw> : i32
      %53 = llvm.getelementptr %36[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %54 = llvm.getelementptr %41[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %55 = llvm.ptrtoint %53 : !llvm.ptr<1> to i64
      %56 = arith.addi %55, %c15_i64 : i64
      %57 = arith.andi %56, %c-16_i64 : i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%58, %c16_i64 : !llvm.ptr<1>, i64)] : i1
      %59 = llvm.ptrtoint %54 : !llvm.ptr<1> to i64
      %60 = arith.addi %59, %c15_i64 : i64
      %61 = arith.andi %60, %c-16_i64 : i64
      %62 = llvm.inttoptr %61 : i64 to !llvm.ptr<1>
      llvm.intr.assume %true ["align"(%62, %c16_i64 : !llvm.ptr<1>, i64)] : i1
      %63 = arith.divsi %20, %c8_i32 : i32
      %64 = arith.remsi %20, %c8_i32 : i32
      %65 = arith.muli %64, %c8_i32 overflow<nsw> : i32
      %66 = arith.muli %63, %c544_i32 overflow<nsw> : i32
      %67 = arith.addi %65, %66 overflow<nsw> : i32
      %68 = llvm.getelementptr %58[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %69 = arith.remsi %63, %c8_i32 : i32
      %70 = arith.muli %69, %c64_i32 overflow<nsw> : i32
      %71 = arith.addi %65, %70 overflow<nsw> : i32
      %72 = arith.divsi %63, %c8_i32 : i32
      %73 = arith.muli %72, %c512_i32 overflow<nsw> : i32
      %74 = arith.andi %71, %c448_i32 : i32
      %75 = arith.shrui %74, %c3_i32 : i32
      %76 = arith.xori %71, %75 : i32
      %77 = arith.addi %76, %73 overflow<nsw> : i32
      %78 = llvm.getelementptr %16[%77] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %79 = arith.addi %49, %63 overflow<nsw> : i32
      %80 = arith.addi %65, %c-56_i32 overflow<nsw> : i32
      %81 = llvm.getelementptr %62[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %82 = llvm.getelementptr %19[%77] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %83 = arith.addi %50, %63 overflow<nsw> : i32
      %84 = arith.addi %65, %c-56_i32 overflow<nsw> : i32
      %85 = arith.cmpi slt, %79, %c1000_i32 : i32
      %86 = arith.extui %85 : i1 to i8
      llvm.store %86, %10 {alignment = 32 : i64} : i8, !llvm.ptr
      %87 = arith.addi %79, %c16_i32 overflow<nsw> : i32
      %88 = arith.cmpi slt, %87, %c1000_i32 : i32
      %89 = arith.extui %88 : i1 to i8
      %90 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %89, %90 {alignment = 1 : i64} : i8, !llvm.ptr
      %91 = arith.addi %79, %c32_i32 overflow<nsw> : i32
      %92 = arith.cmpi slt, %91, %c1000_i32 : i32
      %93 = arith.extui %92 : i1 to i8
      %94 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %93, %94 {alignment = 2 : i64} : i8, !llvm.ptr
      %95 = arith.addi %79, %c48_i32 overflow<nsw> : i32
      %96 = arith.cmpi slt, %95, %c1000_i32 : i32
      %97 = arith.extui %96 : i1 to i8
      %98 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %97, %98 {alignment = 1 : i64} : i8, !llvm.ptr
      %99 = arith.addi %79, %c64_i32 overflow<nsw> : i32
      %100 = arith.cmpi slt, %99, %c1000_i32 : i32
      %101 = arith.extui %100 : i1 to i8
      %102 = llvm.getelementptr %10[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %101, %102 {alignment = 4 : i64} : i8, !llvm.ptr
      %103 = arith.addi %79, %c80_i32 overflow<nsw> : i32
      %104 = arith.cmpi slt, %103, %c1000_i32 : i32
      %105 = arith.extui %104 : i1 to i8
      %106 = llvm.getelementptr %10[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %105, %106 {alignment = 1 : i64} : i8, !llvm.ptr
      %107 = arith.addi %79, %c96_i32 overflow<nsw> : i32
      %108 = arith.cmpi slt, %107, %c1000_i32 : i32
      %109 = arith.extui %108 : i1 to i8
      %110 = llvm.getelementptr %10[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %109, %110 {alignment = 2 : i64} : i8, !llvm.ptr
      %111 = arith.addi %79, %c112_i32 overflow<nsw> : i32
      %112 = arith.cmpi slt, %111, %c1000_i32 : i32
      %113 = arith.extui %112 : i1 to i8
      %114 = llvm.getelementptr %10[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %113, %114 {alignment = 1 : i64} : i8, !llvm.ptr
      %115 = arith.cmpi slt, %83, %c1048_i32 : i32
      %116 = arith.extui %115 : i1 to i8
      llvm.store %116, %9 {alignment = 32 : i64} : i8, !llvm.ptr
      %117 = arith.addi %83, %c16_i32 overflow<nsw> : i32
      %118 = arith.cmpi slt, %117, %c1048_i32 : i32
      %119 = arith.extui %118 : i1 to i8
      %120 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %119, %120 {alignment = 1 : i64} : i8, !llvm.ptr
      %121 = arith.addi %83, %c32_i32 overflow<nsw> : i32
      %122 = arith.cmpi slt, %121, %c1048_i32 : i32
      %123 = arith.extui %122 : i1 to i8
      %124 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %123, %124 {alignment = 2 : i64} : i8, !llvm.ptr
      %125 = arith.addi %83, %c48_i32 overflow<nsw> : i32
      %126 = arith.cmpi slt, %125, %c1048_i32 : i32
      %127 = arith.extui %126 : i1 to i8
      %128 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %127, %128 {alignment = 1 : i64} : i8, !llvm.ptr
      %129 = arith.addi %83, %c64_i32 overflow<nsw> : i32
      %130 = arith.cmpi slt, %129, %c1048_i32 : i32
      %131 = arith.extui %130 : i1 to i8
      %132 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %131, %132 {alignment = 4 : i64} : i8, !llvm.ptr
      %133 = arith.addi %83, %c80_i32 overflow<nsw> : i32
      %134 = arith.cmpi slt, %133, %c1048_i32 : i32
      %135 = arith.extui %134 : i1 to i8
      %136 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %135, %136 {alignment = 1 : i64} : i8, !llvm.ptr
      %137 = arith.addi %83, %c96_i32 overflow<nsw> : i32
      %138 = arith.cmpi slt, %137, %c1048_i32 : i32
      %139 = arith.extui %138 : i1 to i8
      %140 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %139, %140 {alignment = 2 : i64} : i8, !llvm.ptr
      %141 = arith.addi %83, %c112_i32 overflow<nsw> : i32
      %142 = arith.cmpi slt, %141, %c1048_i32 : i32
      %143 = arith.extui %142 : i1 to i8
      %144 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %143, %144 {alignment = 1 : i64} : i8, !llvm.ptr
      %145 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %146 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %147 = arith.cmpi ne, %146, %c0_i8 : i8
      %148 = arith.andi %147, %145 : i1
      %149 = arith.extui %148 : i1 to i8
      llvm.store %149, %8 {alignment = 32 : i64} : i8, !llvm.ptr
      %150 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %151 = llvm.load %90 {alignment = 1 : i64} : !llvm.ptr -> i8
      %152 = arith.cmpi ne, %151, %c0_i8 : i8
      %153 = arith.andi %152, %150 : i1
      %154 = arith.extui %153 : i1 to i8
      %155 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %154, %155 {alignment = 1 : i64} : i8, !llvm.ptr
      %156 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %157 = llvm.load %94 {alignment = 2 : i64} : !llvm.ptr -> i8
      %158 = arith.cmpi ne, %157, %c0_i8 : i8
      %159 = arith.andi %158, %156 : i1
      %160 = arith.extui %159 : i1 to i8
      %161 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %160, %161 {alignment = 2 : i64} : i8, !llvm.ptr
      %162 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %163 = llvm.load %98 {alignment = 1 : i64} : !llvm.ptr -> i8
      %164 = arith.cmpi ne, %163, %c0_i8 : i8
      %165 = arith.andi %164, %162 : i1
      %166 = arith.extui %165 : i1 to i8
      %167 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %166, %167 {alignment = 1 : i64} : i8, !llvm.ptr
      %168 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %169 = llvm.load %102 {alignment = 4 : i64} : !llvm.ptr -> i8
      %170 = arith.cmpi ne, %169, %c0_i8 : i8
      %171 = arith.andi %170, %168 : i1
      %172 = arith.extui %171 : i1 to i8
      %173 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %172, %173 {alignment = 4 : i64} : i8, !llvm.ptr
      %174 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %175 = llvm.load %106 {alignment = 1 : i64} : !llvm.ptr -> i8
      %176 = arith.cmpi ne, %175, %c0_i8 : i8
      %177 = arith.andi %176, %174 : i1
      %178 = arith.extui %177 : i1 to i8
      %179 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %178, %179 {alignment = 1 : i64} : i8, !llvm.ptr
      %180 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %181 = llvm.load %110 {alignment = 2 : i64} : !llvm.ptr -> i8
      %182 = arith.cmpi ne, %181, %c0_i8 : i8
      %183 = arith.andi %182, %180 : i1
      %184 = arith.extui %183 : i1 to i8
      %185 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %184, %185 {alignment = 2 : i64} : i8, !llvm.ptr
      %186 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %187 = llvm.load %114 {alignment = 1 : i64} : !llvm.ptr -> i8
      %188 = arith.cmpi ne, %187, %c0_i8 : i8
      %189 = arith.andi %188, %186 : i1
      %190 = arith.extui %189 : i1 to i8
      %191 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %190, %191 {alignment = 1 : i64} : i8, !llvm.ptr
      %192 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %193 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %194 = arith.cmpi ne, %193, %c0_i8 : i8
      %195 = arith.andi %194, %192 : i1
      %196 = arith.extui %195 : i1 to i8
      llvm.store %196, %7 {alignment = 32 : i64} : i8, !llvm.ptr
      %197 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %198 = llvm.load %120 {alignment = 1 : i64} : !llvm.ptr -> i8
      %199 = arith.cmpi ne, %198, %c0_i8 : i8
      %200 = arith.andi %199, %197 : i1
      %201 = arith.extui %200 : i1 to i8
      %202 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %201, %202 {alignment = 1 : i64} : i8, !llvm.ptr
      %203 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %204 = llvm.load %124 {alignment = 2 : i64} : !llvm.ptr -> i8
      %205 = arith.cmpi ne, %204, %c0_i8 : i8
      %206 = arith.andi %205, %203 : i1
      %207 = arith.extui %206 : i1 to i8
      %208 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %207, %208 {alignment = 2 : i64} : i8, !llvm.ptr
      %209 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %210 = llvm.load %128 {alignment = 1 : i64} : !llvm.ptr -> i8
      %211 = arith.cmpi ne, %210, %c0_i8 : i8
      %212 = arith.andi %211, %209 : i1
      %213 = arith.extui %212 : i1 to i8
      %214 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %213, %214 {alignment = 1 : i64} : i8, !llvm.ptr
      %215 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %216 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i8
      %217 = arith.cmpi ne, %216, %c0_i8 : i8
      %218 = arith.andi %217, %215 : i1
      %219 = arith.extui %218 : i1 to i8
      %220 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %219, %220 {alignment = 4 : i64} : i8, !llvm.ptr
      %221 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %222 = llvm.load %136 {alignment = 1 : i64} : !llvm.ptr -> i8
      %223 = arith.cmpi ne, %222, %c0_i8 : i8
      %224 = arith.andi %223, %221 : i1
      %225 = arith.extui %224 : i1 to i8
      %226 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %225, %226 {alignment = 1 : i64} : i8, !llvm.ptr
      %227 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %228 = llvm.load %140 {alignment = 2 : i64} : !llvm.ptr -> i8
      %229 = arith.cmpi ne, %228, %c0_i8 : i8
      %230 = arith.andi %229, %227 : i1
      %231 = arith.extui %230 : i1 to i8
      %232 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %231, %232 {alignment = 2 : i64} : i8, !llvm.ptr
      %233 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %234 = llvm.load %144 {alignment = 1 : i64} : !llvm.ptr -> i8
      %235 = arith.cmpi ne, %234, %c0_i8 : i8
      %236 = arith.andi %235, %233 : i1
      %237 = arith.extui %236 : i1 to i8
      %238 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %237, %238 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %6 {alignment = 32 : i64} : bf16, !llvm.ptr
      %239 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %239 {alignment = 2 : i64} : bf16, !llvm.ptr
      %240 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %240 {alignment = 4 : i64} : bf16, !llvm.ptr
      %241 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %241 {alignment = 2 : i64} : bf16, !llvm.ptr
      %242 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %242 {alignment = 8 : i64} : bf16, !llvm.ptr
      %243 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %243 {alignment = 2 : i64} : bf16, !llvm.ptr
      %244 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %244 {alignment = 4 : i64} : bf16, !llvm.ptr
      %245 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %245 {alignment = 2 : i64} : bf16, !llvm.ptr
      %246 = llvm.getelementptr %6[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %246 {alignment = 16 : i64} : bf16, !llvm.ptr
      %247 = llvm.getelementptr %6[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %247 {alignment = 2 : i64} : bf16, !llvm.ptr
      %248 = llvm.getelementptr %6[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %248 {alignment = 4 : i64} : bf16, !llvm.ptr
      %249 = llvm.getelementptr %6[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %249 {alignment = 2 : i64} : bf16, !llvm.ptr
      %250 = llvm.getelementptr %6[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %250 {alignment = 8 : i64} : bf16, !llvm.ptr
      %251 = llvm.getelementptr %6[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %251 {alignment = 2 : i64} : bf16, !llvm.ptr
      %252 = llvm.getelementptr %6[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %252 {alignment = 4 : i64} : bf16, !llvm.ptr
      %253 = llvm.getelementptr %6[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %253 {alignment = 2 : i64} : bf16, !llvm.ptr
      %254 = llvm.getelementptr %6[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %254 {alignment = 32 : i64} : bf16, !llvm.ptr
      %255 = llvm.getelementptr %6[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %255 {alignment = 2 : i64} : bf16, !llvm.ptr
      %256 = llvm.getelementptr %6[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %256 {alignment = 4 : i64} : bf16, !llvm.ptr
      %257 = llvm.getelementptr %6[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %257 {alignment = 2 : i64} : bf16, !llvm.ptr
      %258 = llvm.getelementptr %6[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %258 {alignment = 8 : i64} : bf16, !llvm.ptr
      %259 = llvm.getelementptr %6[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %259 {alignment = 2 : i64} : bf16, !llvm.ptr
      %260 = llvm.getelementptr %6[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %260 {alignment = 4 : i64} : bf16, !llvm.ptr
      %261 = llvm.getelementptr %6[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %261 {alignment = 2 : i64} : bf16, !llvm.ptr
      %262 = llvm.getelementptr %6[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %262 {alignment = 16 : i64} : bf16, !llvm.ptr
      %263 = llvm.getelementptr %6[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %263 {alignment = 2 : i64} : bf16, !llvm.ptr
      %264 = llvm.getelementptr %6[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %264 {alignment = 4 : i64} : bf16, !llvm.ptr
      %265 = llvm.getelementptr %6[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %265 {alignment = 2 : i64} : bf16, !llvm.ptr
      %266 = llvm.getelementptr %6[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %266 {alignment = 8 : i64} : bf16, !llvm.ptr
      %267 = llvm.getelementptr %6[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %267 {alignment = 2 : i64} : bf16, !llvm.ptr
      %268 = llvm.getelementptr %6[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %268 {alignment = 4 : i64} : bf16, !llvm.ptr
      %269 = llvm.getelementptr %6[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %269 {alignment = 2 : i64} : bf16, !llvm.ptr
      %270 = llvm.getelementptr %6[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %270 {alignment = 32 : i64} : bf16, !llvm.ptr
      %271 = llvm.getelementptr %6[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %271 {alignment = 2 : i64} : bf16, !llvm.ptr
      %272 = llvm.getelementptr %6[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %272 {alignment = 4 : i64} : bf16, !llvm.ptr
      %273 = llvm.getelementptr %6[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %273 {alignment = 2 : i64} : bf16, !llvm.ptr
      %274 = llvm.getelementptr %6[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %274 {alignment = 8 : i64} : bf16, !llvm.ptr
      %275 = llvm.getelementptr %6[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %275 {alignment = 2 : i64} : bf16, !llvm.ptr
      %276 = llvm.getelementptr %6[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %276 {alignment = 4 : i64} : bf16, !llvm.ptr
      %277 = llvm.getelementptr %6[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %277 {alignment = 2 : i64} : bf16, !llvm.ptr
      %278 = llvm.getelementptr %6[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %278 {alignment = 16 : i64} : bf16, !llvm.ptr
      %279 = llvm.getelementptr %6[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %279 {alignment = 2 : i64} : bf16, !llvm.ptr
      %280 = llvm.getelementptr %6[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %280 {alignment = 4 : i64} : bf16, !llvm.ptr
      %281 = llvm.getelementptr %6[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %281 {alignment = 2 : i64} : bf16, !llvm.ptr
      %282 = llvm.getelementptr %6[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %282 {alignment = 8 : i64} : bf16, !llvm.ptr
      %283 = llvm.getelementptr %6[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %283 {alignment = 2 : i64} : bf16, !llvm.ptr
      %284 = llvm.getelementptr %6[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %284 {alignment = 4 : i64} : bf16, !llvm.ptr
      %285 = llvm.getelementptr %6[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %285 {alignment = 2 : i64} : bf16, !llvm.ptr
      %286 = llvm.getelementptr %6[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %286 {alignment = 32 : i64} : bf16, !llvm.ptr
      %287 = llvm.getelementptr %6[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %287 {alignment = 2 : i64} : bf16, !llvm.ptr
      %288 = llvm.getelementptr %6[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %288 {alignment = 4 : i64} : bf16, !llvm.ptr
      %289 = llvm.getelementptr %6[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %289 {alignment = 2 : i64} : bf16, !llvm.ptr
      %290 = llvm.getelementptr %6[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %290 {alignment = 8 : i64} : bf16, !llvm.ptr
      %291 = llvm.getelementptr %6[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %291 {alignment = 2 : i64} : bf16, !llvm.ptr
      %292 = llvm.getelementptr %6[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %292 {alignment = 4 : i64} : bf16, !llvm.ptr
      %293 = llvm.getelementptr %6[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %293 {alignment = 2 : i64} : bf16, !llvm.ptr
      %294 = llvm.getelementptr %6[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %294 {alignment = 16 : i64} : bf16, !llvm.ptr
      %295 = llvm.getelementptr %6[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %295 {alignment = 2 : i64} : bf16, !llvm.ptr
      %296 = llvm.getelementptr %6[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %296 {alignment = 4 : i64} : bf16, !llvm.ptr
      %297 = llvm.getelementptr %6[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %297 {alignment = 2 : i64} : bf16, !llvm.ptr
      %298 = llvm.getelementptr %6[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %298 {alignment = 8 : i64} : bf16, !llvm.ptr
      %299 = llvm.getelementptr %6[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %299 {alignment = 2 : i64} : bf16, !llvm.ptr
      %300 = llvm.getelementptr %6[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %300 {alignment = 4 : i64} : bf16, !llvm.ptr
      %301 = llvm.getelementptr %6[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %301 {alignment = 2 : i64} : bf16, !llvm.ptr
      %302 = llvm.getelementptr %6[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %302 {alignment = 32 : i64} : bf16, !llvm.ptr
      %303 = llvm.getelementptr %6[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %303 {alignment = 2 : i64} : bf16, !llvm.ptr
      %304 = llvm.getelementptr %6[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %304 {alignment = 4 : i64} : bf16, !llvm.ptr
      %305 = llvm.getelementptr %6[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %305 {alignment = 2 : i64} : bf16, !llvm.ptr
      %306 = llvm.getelementptr %6[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %306 {alignment = 8 : i64} : bf16, !llvm.ptr
      %307 = llvm.getelementptr %6[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %307 {alignment = 2 : i64} : bf16, !llvm.ptr
      %308 = llvm.getelementptr %6[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %308 {alignment = 4 : i64} : bf16, !llvm.ptr
      %309 = llvm.getelementptr %6[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %309 {alignment = 2 : i64} : bf16, !llvm.ptr
      %310 = llvm.getelementptr %6[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %310 {alignment = 16 : i64} : bf16, !llvm.ptr
      %311 = llvm.getelementptr %6[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %311 {alignment = 2 : i64} : bf16, !llvm.ptr
      %312 = llvm.getelementptr %6[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %312 {alignment = 4 : i64} : bf16, !llvm.ptr
      %313 = llvm.getelementptr %6[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %313 {alignment = 2 : i64} : bf16, !llvm.ptr
      %314 = llvm.getelementptr %6[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %314 {alignment = 8 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %6[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %315 {alignment = 2 : i64} : bf16, !llvm.ptr
      %316 = llvm.getelementptr %6[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %316 {alignment = 4 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %6[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %317 {alignment = 2 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %6[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %318 {alignment = 32 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %6[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %319 {alignment = 2 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %6[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %320 {alignment = 4 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %6[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %321 {alignment = 2 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %6[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %322 {alignment = 8 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %6[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %323 {alignment = 2 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %6[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %324 {alignment = 4 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %6[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %325 {alignment = 2 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %6[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %326 {alignment = 16 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %6[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %327 {alignment = 2 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %6[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %328 {alignment = 4 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %6[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %329 {alignment = 2 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %6[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %330 {alignment = 8 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %6[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %331 {alignment = 2 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %6[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %332 {alignment = 4 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %6[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %333 {alignment = 2 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %6[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %334 {alignment = 32 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %6[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %335 {alignment = 2 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %6[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %336 {alignment = 4 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %6[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %337 {alignment = 2 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %6[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %338 {alignment = 8 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %6[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %339 {alignment = 2 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %6[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %340 {alignment = 4 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %6[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %341 {alignment = 2 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %6[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %342 {alignment = 16 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %6[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %343 {alignment = 2 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %6[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %344 {alignment = 4 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %6[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %345 {alignment = 2 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %6[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %346 {alignment = 8 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %6[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %347 {alignment = 2 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %6[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %348 {alignment = 4 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %6[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %349 {alignment = 2 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %6[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %350 {alignment = 32 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %6[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %351 {alignment = 2 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %6[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %352 {alignment = 4 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %6[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %353 {alignment = 2 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %6[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %354 {alignment = 8 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %6[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %355 {alignment = 2 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %6[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %356 {alignment = 4 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %6[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %357 {alignment = 2 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %6[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %358 {alignment = 16 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %6[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %359 {alignment = 2 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %6[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %360 {alignment = 4 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %6[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %361 {alignment = 2 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %6[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %362 {alignment = 8 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %6[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %363 {alignment = 2 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %6[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %364 {alignment = 4 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %6[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %365 {alignment = 2 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %6[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %366 {alignment = 32 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %6[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %367 {alignment = 2 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %6[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %368 {alignment = 4 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %6[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %369 {alignment = 2 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %6[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %370 {alignment = 8 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %6[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %371 {alignment = 2 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %6[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %372 {alignment = 4 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %6[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %373 {alignment = 2 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %6[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %374 {alignment = 16 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %6[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %375 {alignment = 2 : i64} : bf16, !llvm.ptr
      %376 = llvm.getelementptr %6[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %376 {alignment = 4 : i64} : bf16, !llvm.ptr
      %377 = llvm.getelementptr %6[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %377 {alignment = 2 : i64} : bf16, !llvm.ptr
      %378 = llvm.getelementptr %6[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %378 {alignment = 8 : i64} : bf16, !llvm.ptr
      %379 = llvm.getelementptr %6[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %379 {alignment = 2 : i64} : bf16, !llvm.ptr
      %380 = llvm.getelementptr %6[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %380 {alignment = 4 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %6[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %381 {alignment = 2 : i64} : bf16, !llvm.ptr
      %382 = llvm.getelementptr %6[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %382 {alignment = 32 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %6[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %383 {alignment = 2 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %6[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %384 {alignment = 4 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %6[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %385 {alignment = 2 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %6[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %386 {alignment = 8 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %6[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %387 {alignment = 2 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %6[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %388 {alignment = 4 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %6[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %389 {alignment = 2 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %6[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %390 {alignment = 16 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %6[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %391 {alignment = 2 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %6[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %392 {alignment = 4 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %6[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %393 {alignment = 2 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %6[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %394 {alignment = 8 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %6[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %395 {alignment = 2 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %6[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %396 {alignment = 4 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %6[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %397 {alignment = 2 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %6[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %398 {alignment = 32 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %6[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %399 {alignment = 2 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %6[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %400 {alignment = 4 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %6[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %401 {alignment = 2 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %6[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %402 {alignment = 8 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %6[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %403 {alignment = 2 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %6[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %404 {alignment = 4 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %6[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %405 {alignment = 2 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %6[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %406 {alignment = 16 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %6[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %407 {alignment = 2 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %6[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %408 {alignment = 4 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %6[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %409 {alignment = 2 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %6[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %410 {alignment = 8 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %6[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %411 {alignment = 2 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %6[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %412 {alignment = 4 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %6[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %413 {alignment = 2 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %6[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %414 {alignment = 32 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %6[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %415 {alignment = 2 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %6[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %416 {alignment = 4 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %6[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %417 {alignment = 2 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %6[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %418 {alignment = 8 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %6[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %419 {alignment = 2 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %6[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %420 {alignment = 4 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %6[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %421 {alignment = 2 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %6[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %422 {alignment = 16 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %6[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %423 {alignment = 2 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %6[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %424 {alignment = 4 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %6[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %425 {alignment = 2 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %6[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %426 {alignment = 8 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %6[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %427 {alignment = 2 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %6[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %428 {alignment = 4 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %6[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %429 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %718 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %6[%718] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %720 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %78[%720] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %722 = llvm.load %719 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %722, %721 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      llvm.store %cst_0, %5 {alignment = 32 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %430 {alignment = 2 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %431 {alignment = 4 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %432 {alignment = 2 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %433 {alignment = 8 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %434 {alignment = 2 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %435 {alignment = 4 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %436 {alignment = 2 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %5[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %437 {alignment = 16 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %5[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %438 {alignment = 2 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %5[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %439 {alignment = 4 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %5[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %440 {alignment = 2 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %5[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %441 {alignment = 8 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %5[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %442 {alignment = 2 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %5[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %443 {alignment = 4 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %5[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %444 {alignment = 2 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %5[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %445 {alignment = 32 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %5[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %446 {alignment = 2 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %5[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %447 {alignment = 4 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %5[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %448 {alignment = 2 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %5[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %449 {alignment = 8 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %5[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %450 {alignment = 2 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %5[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %451 {alignment = 4 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %5[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %452 {alignment = 2 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %5[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %453 {alignment = 16 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %5[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %454 {alignment = 2 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %5[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %455 {alignment = 4 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %5[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %456 {alignment = 2 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %5[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %457 {alignment = 8 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %5[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %458 {alignment = 2 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %5[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %459 {alignment = 4 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %5[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %460 {alignment = 2 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %5[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %461 {alignment = 32 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %5[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %462 {alignment = 2 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %5[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %463 {alignment = 4 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %5[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %464 {alignment = 2 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %5[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %465 {alignment = 8 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %5[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %466 {alignment = 2 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %5[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %467 {alignment = 4 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %5[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %468 {alignment = 2 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %5[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %469 {alignment = 16 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %5[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %470 {alignment = 2 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %5[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %471 {alignment = 4 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %5[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %472 {alignment = 2 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %5[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %473 {alignment = 8 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %5[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %474 {alignment = 2 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %5[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %475 {alignment = 4 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %5[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %476 {alignment = 2 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %5[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %477 {alignment = 32 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %5[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %478 {alignment = 2 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %5[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %479 {alignment = 4 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %5[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %480 {alignment = 2 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %5[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %481 {alignment = 8 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %5[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %482 {alignment = 2 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %5[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %483 {alignment = 4 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %5[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %484 {alignment = 2 : i64} : bf16, !llvm.ptr
      %485 = llvm.getelementptr %5[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %485 {alignment = 16 : i64} : bf16, !llvm.ptr
      %486 = llvm.getelementptr %5[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %486 {alignment = 2 : i64} : bf16, !llvm.ptr
      %487 = llvm.getelementptr %5[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %487 {alignment = 4 : i64} : bf16, !llvm.ptr
      %488 = llvm.getelementptr %5[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %488 {alignment = 2 : i64} : bf16, !llvm.ptr
      %489 = llvm.getelementptr %5[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %489 {alignment = 8 : i64} : bf16, !llvm.ptr
      %490 = llvm.getelementptr %5[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %490 {alignment = 2 : i64} : bf16, !llvm.ptr
      %491 = llvm.getelementptr %5[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %491 {alignment = 4 : i64} : bf16, !llvm.ptr
      %492 = llvm.getelementptr %5[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %492 {alignment = 2 : i64} : bf16, !llvm.ptr
      %493 = llvm.getelementptr %5[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %493 {alignment = 32 : i64} : bf16, !llvm.ptr
      %494 = llvm.getelementptr %5[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %494 {alignment = 2 : i64} : bf16, !llvm.ptr
      %495 = llvm.getelementptr %5[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %495 {alignment = 4 : i64} : bf16, !llvm.ptr
      %496 = llvm.getelementptr %5[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %496 {alignment = 2 : i64} : bf16, !llvm.ptr
      %497 = llvm.getelementptr %5[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %497 {alignment = 8 : i64} : bf16, !llvm.ptr
      %498 = llvm.getelementptr %5[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %498 {alignment = 2 : i64} : bf16, !llvm.ptr
      %499 = llvm.getelementptr %5[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %499 {alignment = 4 : i64} : bf16, !llvm.ptr
      %500 = llvm.getelementptr %5[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %500 {alignment = 2 : i64} : bf16, !llvm.ptr
      %501 = llvm.getelementptr %5[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %501 {alignment = 16 : i64} : bf16, !llvm.ptr
      %502 = llvm.getelementptr %5[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %502 {alignment = 2 : i64} : bf16, !llvm.ptr
      %503 = llvm.getelementptr %5[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %503 {alignment = 4 : i64} : bf16, !llvm.ptr
      %504 = llvm.getelementptr %5[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %504 {alignment = 2 : i64} : bf16, !llvm.ptr
      %505 = llvm.getelementptr %5[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %505 {alignment = 8 : i64} : bf16, !llvm.ptr
      %506 = llvm.getelementptr %5[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %506 {alignment = 2 : i64} : bf16, !llvm.ptr
      %507 = llvm.getelementptr %5[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %507 {alignment = 4 : i64} : bf16, !llvm.ptr
      %508 = llvm.getelementptr %5[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %508 {alignment = 2 : i64} : bf16, !llvm.ptr
      %509 = llvm.getelementptr %5[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %509 {alignment = 32 : i64} : bf16, !llvm.ptr
      %510 = llvm.getelementptr %5[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %510 {alignment = 2 : i64} : bf16, !llvm.ptr
      %511 = llvm.getelementptr %5[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %511 {alignment = 4 : i64} : bf16, !llvm.ptr
      %512 = llvm.getelementptr %5[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %512 {alignment = 2 : i64} : bf16, !llvm.ptr
      %513 = llvm.getelementptr %5[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %513 {alignment = 8 : i64} : bf16, !llvm.ptr
      %514 = llvm.getelementptr %5[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %514 {alignment = 2 : i64} : bf16, !llvm.ptr
      %515 = llvm.getelementptr %5[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %515 {alignment = 4 : i64} : bf16, !llvm.ptr
      %516 = llvm.getelementptr %5[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %516 {alignment = 2 : i64} : bf16, !llvm.ptr
      %517 = llvm.getelementptr %5[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %517 {alignment = 16 : i64} : bf16, !llvm.ptr
      %518 = llvm.getelementptr %5[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %518 {alignment = 2 : i64} : bf16, !llvm.ptr
      %519 = llvm.getelementptr %5[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %519 {alignment = 4 : i64} : bf16, !llvm.ptr
      %520 = llvm.getelementptr %5[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %520 {alignment = 2 : i64} : bf16, !llvm.ptr
      %521 = llvm.getelementptr %5[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %521 {alignment = 8 : i64} : bf16, !llvm.ptr
      %522 = llvm.getelementptr %5[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %522 {alignment = 2 : i64} : bf16, !llvm.ptr
      %523 = llvm.getelementptr %5[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %523 {alignment = 4 : i64} : bf16, !llvm.ptr
      %524 = llvm.getelementptr %5[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %524 {alignment = 2 : i64} : bf16, !llvm.ptr
      %525 = llvm.getelementptr %5[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %525 {alignment = 32 : i64} : bf16, !llvm.ptr
      %526 = llvm.getelementptr %5[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %526 {alignment = 2 : i64} : bf16, !llvm.ptr
      %527 = llvm.getelementptr %5[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %527 {alignment = 4 : i64} : bf16, !llvm.ptr
      %528 = llvm.getelementptr %5[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %528 {alignment = 2 : i64} : bf16, !llvm.ptr
      %529 = llvm.getelementptr %5[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %529 {alignment = 8 : i64} : bf16, !llvm.ptr
      %530 = llvm.getelementptr %5[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %530 {alignment = 2 : i64} : bf16, !llvm.ptr
      %531 = llvm.getelementptr %5[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %531 {alignment = 4 : i64} : bf16, !llvm.ptr
      %532 = llvm.getelementptr %5[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %532 {alignment = 2 : i64} : bf16, !llvm.ptr
      %533 = llvm.getelementptr %5[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %533 {alignment = 16 : i64} : bf16, !llvm.ptr
      %534 = llvm.getelementptr %5[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %534 {alignment = 2 : i64} : bf16, !llvm.ptr
      %535 = llvm.getelementptr %5[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %535 {alignment = 4 : i64} : bf16, !llvm.ptr
      %536 = llvm.getelementptr %5[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %536 {alignment = 2 : i64} : bf16, !llvm.ptr
      %537 = llvm.getelementptr %5[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %537 {alignment = 8 : i64} : bf16, !llvm.ptr
      %538 = llvm.getelementptr %5[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %538 {alignment = 2 : i64} : bf16, !llvm.ptr
      %539 = llvm.getelementptr %5[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %539 {alignment = 4 : i64} : bf16, !llvm.ptr
      %540 = llvm.getelementptr %5[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %540 {alignment = 2 : i64} : bf16, !llvm.ptr
      %541 = llvm.getelementptr %5[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %541 {alignment = 32 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %5[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %542 {alignment = 2 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %5[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %543 {alignment = 4 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %5[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %544 {alignment = 2 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %5[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %545 {alignment = 8 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %5[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %546 {alignment = 2 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %5[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %547 {alignment = 4 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %5[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %548 {alignment = 2 : i64} : bf16, !llvm.ptr
      %549 = llvm.getelementptr %5[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %549 {alignment = 16 : i64} : bf16, !llvm.ptr
      %550 = llvm.getelementptr %5[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %550 {alignment = 2 : i64} : bf16, !llvm.ptr
      %551 = llvm.getelementptr %5[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %551 {alignment = 4 : i64} : bf16, !llvm.ptr
      %552 = llvm.getelementptr %5[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %552 {alignment = 2 : i64} : bf16, !llvm.ptr
      %553 = llvm.getelementptr %5[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %553 {alignment = 8 : i64} : bf16, !llvm.ptr
      %554 = llvm.getelementptr %5[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %554 {alignment = 2 : i64} : bf16, !llvm.ptr
      %555 = llvm.getelementptr %5[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %555 {alignment = 4 : i64} : bf16, !llvm.ptr
      %556 = llvm.getelementptr %5[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %556 {alignment = 2 : i64} : bf16, !llvm.ptr
      %557 = llvm.getelementptr %5[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %557 {alignment = 32 : i64} : bf16, !llvm.ptr
      %558 = llvm.getelementptr %5[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %558 {alignment = 2 : i64} : bf16, !llvm.ptr
      %559 = llvm.getelementptr %5[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %559 {alignment = 4 : i64} : bf16, !llvm.ptr
      %560 = llvm.getelementptr %5[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %560 {alignment = 2 : i64} : bf16, !llvm.ptr
      %561 = llvm.getelementptr %5[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %561 {alignment = 8 : i64} : bf16, !llvm.ptr
      %562 = llvm.getelementptr %5[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %562 {alignment = 2 : i64} : bf16, !llvm.ptr
      %563 = llvm.getelementptr %5[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %563 {alignment = 4 : i64} : bf16, !llvm.ptr
      %564 = llvm.getelementptr %5[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %564 {alignment = 2 : i64} : bf16, !llvm.ptr
      %565 = llvm.getelementptr %5[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %565 {alignment = 16 : i64} : bf16, !llvm.ptr
      %566 = llvm.getelementptr %5[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %566 {alignment = 2 : i64} : bf16, !llvm.ptr
      %567 = llvm.getelementptr %5[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %567 {alignment = 4 : i64} : bf16, !llvm.ptr
      %568 = llvm.getelementptr %5[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %568 {alignment = 2 : i64} : bf16, !llvm.ptr
      %569 = llvm.getelementptr %5[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %569 {alignment = 8 : i64} : bf16, !llvm.ptr
      %570 = llvm.getelementptr %5[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %570 {alignment = 2 : i64} : bf16, !llvm.ptr
      %571 = llvm.getelementptr %5[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %571 {alignment = 4 : i64} : bf16, !llvm.ptr
      %572 = llvm.getelementptr %5[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %572 {alignment = 2 : i64} : bf16, !llvm.ptr
      %573 = llvm.getelementptr %5[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %573 {alignment = 32 : i64} : bf16, !llvm.ptr
      %574 = llvm.getelementptr %5[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %574 {alignment = 2 : i64} : bf16, !llvm.ptr
      %575 = llvm.getelementptr %5[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %575 {alignment = 4 : i64} : bf16, !llvm.ptr
      %576 = llvm.getelementptr %5[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %576 {alignment = 2 : i64} : bf16, !llvm.ptr
      %577 = llvm.getelementptr %5[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %577 {alignment = 8 : i64} : bf16, !llvm.ptr
      %578 = llvm.getelementptr %5[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %578 {alignment = 2 : i64} : bf16, !llvm.ptr
      %579 = llvm.getelementptr %5[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %579 {alignment = 4 : i64} : bf16, !llvm.ptr
      %580 = llvm.getelementptr %5[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %580 {alignment = 2 : i64} : bf16, !llvm.ptr
      %581 = llvm.getelementptr %5[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %581 {alignment = 16 : i64} : bf16, !llvm.ptr
      %582 = llvm.getelementptr %5[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %582 {alignment = 2 : i64} : bf16, !llvm.ptr
      %583 = llvm.getelementptr %5[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %583 {alignment = 4 : i64} : bf16, !llvm.ptr
      %584 = llvm.getelementptr %5[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %584 {alignment = 2 : i64} : bf16, !llvm.ptr
      %585 = llvm.getelementptr %5[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %585 {alignment = 8 : i64} : bf16, !llvm.ptr
      %586 = llvm.getelementptr %5[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %586 {alignment = 2 : i64} : bf16, !llvm.ptr
      %587 = llvm.getelementptr %5[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %587 {alignment = 4 : i64} : bf16, !llvm.ptr
      %588 = llvm.getelementptr %5[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %588 {alignment = 2 : i64} : bf16, !llvm.ptr
      %589 = llvm.getelementptr %5[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %589 {alignment = 32 : i64} : bf16, !llvm.ptr
      %590 = llvm.getelementptr %5[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %590 {alignment = 2 : i64} : bf16, !llvm.ptr
      %591 = llvm.getelementptr %5[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %591 {alignment = 4 : i64} : bf16, !llvm.ptr
      %592 = llvm.getelementptr %5[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %592 {alignment = 2 : i64} : bf16, !llvm.ptr
      %593 = llvm.getelementptr %5[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %593 {alignment = 8 : i64} : bf16, !llvm.ptr
      %594 = llvm.getelementptr %5[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %594 {alignment = 2 : i64} : bf16, !llvm.ptr
      %595 = llvm.getelementptr %5[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %595 {alignment = 4 : i64} : bf16, !llvm.ptr
      %596 = llvm.getelementptr %5[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %596 {alignment = 2 : i64} : bf16, !llvm.ptr
      %597 = llvm.getelementptr %5[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %597 {alignment = 16 : i64} : bf16, !llvm.ptr
      %598 = llvm.getelementptr %5[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %598 {alignment = 2 : i64} : bf16, !llvm.ptr
      %599 = llvm.getelementptr %5[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %599 {alignment = 4 : i64} : bf16, !llvm.ptr
      %600 = llvm.getelementptr %5[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %600 {alignment = 2 : i64} : bf16, !llvm.ptr
      %601 = llvm.getelementptr %5[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %601 {alignment = 8 : i64} : bf16, !llvm.ptr
      %602 = llvm.getelementptr %5[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %602 {alignment = 2 : i64} : bf16, !llvm.ptr
      %603 = llvm.getelementptr %5[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %603 {alignment = 4 : i64} : bf16, !llvm.ptr
      %604 = llvm.getelementptr %5[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %604 {alignment = 2 : i64} : bf16, !llvm.ptr
      %605 = llvm.getelementptr %5[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %605 {alignment = 32 : i64} : bf16, !llvm.ptr
      %606 = llvm.getelementptr %5[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %606 {alignment = 2 : i64} : bf16, !llvm.ptr
      %607 = llvm.getelementptr %5[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %607 {alignment = 4 : i64} : bf16, !llvm.ptr
      %608 = llvm.getelementptr %5[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %608 {alignment = 2 : i64} : bf16, !llvm.ptr
      %609 = llvm.getelementptr %5[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %609 {alignment = 8 : i64} : bf16, !llvm.ptr
      %610 = llvm.getelementptr %5[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %610 {alignment = 2 : i64} : bf16, !llvm.ptr
      %611 = llvm.getelementptr %5[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %611 {alignment = 4 : i64} : bf16, !llvm.ptr
      %612 = llvm.getelementptr %5[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %612 {alignment = 2 : i64} : bf16, !llvm.ptr
      %613 = llvm.getelementptr %5[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %613 {alignment = 16 : i64} : bf16, !llvm.ptr
      %614 = llvm.getelementptr %5[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %614 {alignment = 2 : i64} : bf16, !llvm.ptr
      %615 = llvm.getelementptr %5[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %615 {alignment = 4 : i64} : bf16, !llvm.ptr
      %616 = llvm.getelementptr %5[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %616 {alignment = 2 : i64} : bf16, !llvm.ptr
      %617 = llvm.getelementptr %5[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %617 {alignment = 8 : i64} : bf16, !llvm.ptr
      %618 = llvm.getelementptr %5[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %618 {alignment = 2 : i64} : bf16, !llvm.ptr
      %619 = llvm.getelementptr %5[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %619 {alignment = 4 : i64} : bf16, !llvm.ptr
      %620 = llvm.getelementptr %5[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %620 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %718 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %5[%718] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %720 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %82[%720] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %722 = llvm.load %719 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %722, %721 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      nvvm.barrier
      %621 = arith.remsi %c0_i32, %c8_i32 : i32
      %622 = arith.divsi %c0_i32, %c8_i32 : i32
      %623:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %621, %arg5 = %622) -> (i32, i32)  : i32 {
        %718 = arith.muli %arg4, %c8704_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %68[%718] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %720 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %78[%720] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %722 = llvm.getelementptr %8[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %723 = llvm.load %722 {alignment = 1 : i64} : !llvm.ptr -> i8
        %724 = arith.trunci %723 : i8 to i1
        %725 = arith.select %724, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %721, %719, 16, cache = cg, %725 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %726 = arith.addi %arg4, %c1_i32 : i32
        %727 = arith.cmpi eq, %726, %c8_i32 : i32
        %728 = arith.select %727, %c0_i32, %726 : i32
        %729 = arith.addi %arg4, %c1_i32 : i32
        %730 = arith.addi %arg5, %c1_i32 : i32
        %731 = arith.cmpi eq, %729, %c8_i32 : i32
        %732 = arith.select %731, %730, %arg5 : i32
        scf.yield %728, %732 : i32, i32
      } {loop_annotation = #loop_annotation}
      %624 = arith.remsi %c0_i32, %c8_i32 : i32
      %625 = arith.divsi %c0_i32, %c8_i32 : i32
      %626:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %624, %arg5 = %625) -> (i32, i32)  : i32 {
        %718 = arith.muli %arg4, %c8704_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %81[%718] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %720 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %82[%720] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %722 = llvm.getelementptr %7[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %723 = llvm.load %722 {alignment = 1 : i64} : !llvm.ptr -> i8
        %724 = arith.trunci %723 : i8 to i1
        %725 = arith.select %724, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %721, %719, 16, cache = cg, %725 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %726 = arith.addi %arg4, %c1_i32 : i32
        %727 = arith.cmpi eq, %726, %c8_i32 : i32
        %728 = arith.select %727, %c0_i32, %726 : i32
        %729 = arith.addi %arg4, %c1_i32 : i32
        %730 = arith.addi %arg5, %c1_i32 : i32
        %731 = arith.cmpi eq, %729, %c8_i32 : i32
        %732 = arith.select %731, %730, %arg5 : i32
        scf.yield %728, %732 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %627 = llvm.getelementptr %68[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %628 = llvm.getelementptr %78[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %629 = arith.remsi %c0_i32, %c8_i32 : i32
      %630 = arith.divsi %c0_i32, %c8_i32 : i32
      %631:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %629, %arg5 = %630) -> (i32, i32)  : i32 {
        %718 = arith.muli %arg4, %c8704_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %627[%718] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %720 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %628[%720] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %722 = llvm.getelementptr %10[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %723 = llvm.load %722 {alignment = 1 : i64} : !llvm.ptr -> i8
        %724 = arith.trunci %723 : i8 to i1
        %725 = arith.select %724, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %721, %719, 16, cache = cg, %725 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %726 = arith.addi %arg4, %c1_i32 : i32
        %727 = arith.cmpi eq, %726, %c8_i32 : i32
        %728 = arith.select %727, %c0_i32, %726 : i32
        %729 = arith.addi %arg4, %c1_i32 : i32
        %730 = arith.addi %arg5, %c1_i32 : i32
        %731 = arith.cmpi eq, %729, %c8_i32 : i32
        %732 = arith.select %731, %730, %arg5 : i32
        scf.yield %728, %732 : i32, i32
      } {loop_annotation = #loop_annotation}
      %632 = llvm.getelementptr %81[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %633 = llvm.getelementptr %82[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %634 = arith.remsi %c0_i32, %c8_i32 : i32
      %635 = arith.divsi %c0_i32, %c8_i32 : i32
      %636:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %634, %arg5 = %635) -> (i32, i32)  : i32 {
        %718 = arith.muli %arg4, %c8704_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %632[%718] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %720 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %633[%720] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %722 = llvm.getelementptr %9[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %723 = llvm.load %722 {alignment = 1 : i64} : !llvm.ptr -> i8
        %724 = arith.trunci %723 : i8 to i1
        %725 = arith.select %724, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %721, %719, 16, cache = cg, %725 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %726 = arith.addi %arg4, %c1_i32 : i32
        %727 = arith.cmpi eq, %726, %c8_i32 : i32
        %728 = arith.select %727, %c0_i32, %726 : i32
        %729 = arith.addi %arg4, %c1_i32 : i32
        %730 = arith.addi %arg5, %c1_i32 : i32
        %731 = arith.cmpi eq, %729, %c8_i32 : i32
        %732 = arith.select %731, %730, %arg5 : i32
        scf.yield %728, %732 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %637 = arith.remsi %20, %c32_i32 : i32
      %638 = arith.divsi %20, %c32_i32 : i32
      %639 = arith.remsi %638, %c2_i32 : i32
      %640 = arith.divsi %20, %c64_i32 : i32
      %641 = arith.remsi %640, %c2_i32 : i32
      %642 = arith.remsi %637, %c32_i32 : i32
      %643 = arith.remsi %639, %c2_i32 : i32
      %644 = arith.remsi %641, %c2_i32 : i32
      %645 = arith.divsi %642, %c4_i32 : i32
      %646 = arith.remsi %642, %c4_i32 : i32
      %647 = arith.muli %646, %c2_i32 overflow<nsw> : i32
      %648 = arith.muli %645, %c1048_i32 overflow<nsw> : i32
      %649 = arith.addi %647, %648 overflow<nsw> : i32
      %650 = arith.muli %643, %c16768_i32 overflow<nsw> : i32
      %651 = arith.muli %644, %c8_i32 overflow<nsw> : i32
      %652 = arith.addi %650, %651 overflow<nsw> : i32
      %653 = arith.addi %649, %652 overflow<nsw> : i32
      %654 = llvm.getelementptr %48[%653] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %cst, %2 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %655 = arith.divsi %20, %c16_i32 : i32
      %656 = arith.remsi %20, %c16_i32 : i32
      %657 = arith.remsi %656, %c8_i32 : i32
      %658 = arith.muli %657, %c64_i32 overflow<nsw> : i32
      %659 = arith.remsi %655, %c2_i32 : i32
      %660 = arith.muli %659, %c8_i32 overflow<nsw> : i32
      %661 = arith.addi %658, %660 overflow<nsw> : i32
      %662 = arith.divsi %656, %c8_i32 : i32
      %663 = arith.muli %662, %c512_i32 overflow<nsw> : i32
      %664 = arith.divsi %655, %c2_i32 : i32
      %665 = arith.remsi %664, %c2_i32 : i32
      %666 = arith.muli %665, %c1024_i32 overflow<nsw> : i32
      %667 = arith.addi %663, %666 overflow<nsw> : i32
      %668 = arith.andi %661, %c128_i32 : i32
      %669 = arith.cmpi eq, %668, %c0_i32 : i32
      %670 = arith.select %669, %c16_i32, %c-16_i32 : i32
      %671 = arith.andi %661, %c256_i32 : i32
      %672 = arith.cmpi eq, %671, %c0_i32 : i32
      %673 = arith.select %672, %c32_i32, %c-32_i32 : i32
      %674 = arith.andi %661, %c448_i32 : i32
      %675 = arith.shrui %674, %c3_i32 : i32
      %676 = arith.xori %661, %675 : i32
      %677 = arith.addi %676, %667 overflow<nsw> : i32
      %678 = llvm.getelementptr %16[%677] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %679 = arith.muli %64, %c64_i32 overflow<nsw> : i32
      %680 = arith.remsi %63, %c2_i32 : i32
      %681 = arith.muli %680, %c8_i32 overflow<nsw> : i32
      %682 = arith.addi %679, %681 overflow<nsw> : i32
      %683 = arith.divsi %63, %c2_i32 : i32
      %684 = arith.divsi %683, %c2_i32 : i32
      %685 = arith.remsi %683, %c2_i32 : i32
      %686 = arith.muli %685, %c1024_i32 overflow<nsw> : i32
      %687 = arith.divsi %684, %c2_i32 : i32
      %688 = arith.muli %687, %c512_i32 overflow<nsw> : i32
      %689 = arith.addi %686, %688 overflow<nsw> : i32
      %690 = arith.andi %682, %c128_i32 : i32
      %691 = arith.cmpi eq, %690, %c0_i32 : i32
      %692 = arith.select %691, %c16_i32, %c-16_i32 : i32
      %693 = arith.andi %682, %c256_i32 : i32
      %694 = arith.cmpi eq, %693, %c0_i32 : i32
      %695 = arith.select %694, %c32_i32, %c-32_i32 : i32
      %696 = arith.andi %682, %c448_i32 : i32
      %697 = arith.shrui %696, %c3_i32 : i32
      %698 = arith.xori %682, %697 : i32
      %699 = arith.addi %698, %689 overflow<nsw> : i32
      %700 = llvm.getelementptr %19[%699] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %718 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %678[%718] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %720 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %4[%720] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %722 = nvvm.ldmatrix %719 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %723 = llvm.extractvalue %722[0] : !llvm_struct_a37b2a
        %724 = llvm.extractvalue %722[1] : !llvm_struct_a37b2a
        %725 = llvm.extractvalue %722[2] : !llvm_struct_a37b2a
        %726 = llvm.extractvalue %722[3] : !llvm_struct_a37b2a
        llvm.store %723, %721 {alignment = 4 : i64} : i32, !llvm.ptr
        %727 = llvm.getelementptr %721[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %724, %727 {alignment = 4 : i64} : i32, !llvm.ptr
        %728 = llvm.getelementptr %721[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %725, %728 {alignment = 4 : i64} : i32, !llvm.ptr
        %729 = llvm.getelementptr %721[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %726, %729 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %718 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %719 = llvm.getelementptr %700[%718] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %720 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %721 = llvm.getelementptr %3[%720] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %722 = nvvm.ldmatrix %719 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %723 = llvm.extractvalue %722[0] : !llvm_struct_a37b2a
        %724 = llvm.extractvalue %722[1] : !llvm_struct_a37b2a
        %725 = llvm.extractvalue %722[2] : !llvm_struct_a37b2a
        %726 = llvm.extractvalue %722[3] : !llvm_struct_a37b2a
        llvm.store %723, %721 {alignment = 4 : i64} : i32, !llvm.ptr
        %727 = llvm.getelementptr %721[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %724, %727 {alignment = 4 : i64} : i32, !llvm.ptr
        %728 = llvm.getelementptr %721[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %725, %728 {alignment = 4 : i64} : i32, !llvm.ptr
        %729 = llvm.getelementptr %721[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %726, %729 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %701 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %702 = llvm.getelementptr %3[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %703 = llvm.getelementptr %4[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %704 = llvm.getelementptr %3[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %705 = arith.addi %670, %673 overflow<nsw> : i32
      %706 = llvm.getelementptr %4[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %707 = arith.addi %692, %695 overflow<nsw> : i32
      %708 = llvm.getelementptr %3[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %709:2 = scf.for %arg3 = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%arg4 = %c2_i32, %arg5 = %c0_i32) -> (i32, i32)  : i32 {
        %718 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %719 = arith.addi %670, %718 overflow<nsw> : i32
        %720 = llvm.getelementptr %678[%719] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %720[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %701[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %721 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %722 = arith.addi %692, %721 overflow<nsw> : i32
        %723 = llvm.getelementptr %700[%722] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %723[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %702[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %724 = arith.addi %arg3, %c2_i32 : i32
        %725 = arith.cmpi slt, %724, %c3_i32 : i32
        scf.if %725 {
          %745 = arith.muli %724, %c64_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %68[%745] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %747 = arith.muli %arg4, %c8192_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %78[%747] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %749 = arith.remsi %c0_i32, %c8_i32 : i32
          %750 = arith.divsi %c0_i32, %c8_i32 : i32
          %751:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %749, %arg8 = %750) -> (i32, i32)  : i32 {
            %757 = arith.muli %arg7, %c8704_i32 overflow<nsw> : i32
            %758 = llvm.getelementptr %746[%757] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %759 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
            %760 = llvm.getelementptr %748[%759] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %761 = llvm.getelementptr %10[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %762 = llvm.load %761 {alignment = 1 : i64} : !llvm.ptr -> i8
            %763 = arith.trunci %762 : i8 to i1
            %764 = arith.select %763, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %760, %758, 16, cache = cg, %764 : !llvm.ptr<3>, !llvm.ptr<1>, i32
            %765 = arith.addi %arg7, %c1_i32 : i32
            %766 = arith.cmpi eq, %765, %c8_i32 : i32
            %767 = arith.select %766, %c0_i32, %765 : i32
            %768 = arith.addi %arg7, %c1_i32 : i32
            %769 = arith.addi %arg8, %c1_i32 : i32
            %770 = arith.cmpi eq, %768, %c8_i32 : i32
            %771 = arith.select %770, %769, %arg8 : i32
            scf.yield %767, %771 : i32, i32
          } {loop_annotation = #loop_annotation}
          %752 = llvm.getelementptr %81[%745] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %753 = llvm.getelementptr %82[%747] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %754 = arith.remsi %c0_i32, %c8_i32 : i32
          %755 = arith.divsi %c0_i32, %c8_i32 : i32
          %756:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %754, %arg8 = %755) -> (i32, i32)  : i32 {
            %757 = arith.muli %arg7, %c8704_i32 overflow<nsw> : i32
            %758 = llvm.getelementptr %752[%757] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %759 = arith.muli %arg7, %c1024_i32 overflow<nsw> : i32
            %760 = llvm.getelementptr %753[%759] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %761 = llvm.getelementptr %9[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %762 = llvm.load %761 {alignment = 1 : i64} : !llvm.ptr -> i8
            %763 = arith.trunci %762 : i8 to i1
            %764 = arith.select %763, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %760, %758, 16, cache = cg, %764 : !llvm.ptr<3>, !llvm.ptr<1>, i32
            %765 = arith.addi %arg7, %c1_i32 : i32
            %766 = arith.cmpi eq, %765, %c8_i32 : i32
            %767 = arith.select %766, %c0_i32, %765 : i32
            %768 = arith.addi %arg7, %c1_i32 : i32
            %769 = arith.addi %arg8, %c1_i32 : i32
            %770 = arith.cmpi eq, %768, %c8_i32 : i32
            %771 = arith.select %770, %769, %arg8 : i32
            scf.yield %767, %771 : i32, i32
          } {loop_annotation = #loop_annotation}
        }
        nvvm.cp.async.commit.group
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %4[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %747 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %748 = llvm.getelementptr %3[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %749 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %750 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %751 = arith.addi %749, %750 overflow<nsw> : i32
            %752 = llvm.getelementptr %2[%751] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %753 = llvm.load %746 : !llvm.ptr -> vector<4xi32>
            %754:4 = vector.to_elements %753 : vector<4xi32>
            %755 = llvm.load %748 : !llvm.ptr -> vector<2xi32>
            %756:2 = vector.to_elements %755 : vector<2xi32>
            %757 = llvm.load %752 : !llvm.ptr -> vector<4xf32>
            %758:4 = vector.to_elements %757 : vector<4xf32>
            %759 = nvvm.mma.sync A[%754#0, %754#1, %754#2, %754#3]  B[%756#0, %756#1]  C[%758#0, %758#1, %758#2, %758#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %760 = llvm.extractvalue %759[0] : !llvm_struct_687153
            %761 = llvm.extractvalue %759[1] : !llvm_struct_687153
            %762 = llvm.extractvalue %759[2] : !llvm_struct_687153
            %763 = llvm.extractvalue %759[3] : !llvm_struct_687153
            %764 = vector.from_elements %760, %761, %762, %763 : vector<4xf32>
            llvm.store %764, %752 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %726 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %727 = arith.addi %673, %726 overflow<nsw> : i32
        %728 = llvm.getelementptr %678[%727] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %728[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %703[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %729 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %730 = arith.addi %695, %729 overflow<nsw> : i32
        %731 = llvm.getelementptr %700[%730] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %731[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %704[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %701[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %747 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %748 = llvm.getelementptr %702[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %749 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %750 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %751 = arith.addi %749, %750 overflow<nsw> : i32
            %752 = llvm.getelementptr %2[%751] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %753 = llvm.load %746 : !llvm.ptr -> vector<4xi32>
            %754:4 = vector.to_elements %753 : vector<4xi32>
            %755 = llvm.load %748 : !llvm.ptr -> vector<2xi32>
            %756:2 = vector.to_elements %755 : vector<2xi32>
            %757 = llvm.load %752 : !llvm.ptr -> vector<4xf32>
            %758:4 = vector.to_elements %757 : vector<4xf32>
            %759 = nvvm.mma.sync A[%754#0, %754#1, %754#2, %754#3]  B[%756#0, %756#1]  C[%758#0, %758#1, %758#2, %758#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %760 = llvm.extractvalue %759[0] : !llvm_struct_687153
            %761 = llvm.extractvalue %759[1] : !llvm_struct_687153
            %762 = llvm.extractvalue %759[2] : !llvm_struct_687153
            %763 = llvm.extractvalue %759[3] : !llvm_struct_687153
            %764 = vector.from_elements %760, %761, %762, %763 : vector<4xf32>
            llvm.store %764, %752 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %732 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %733 = arith.addi %705, %732 overflow<nsw> : i32
        %734 = llvm.getelementptr %678[%733] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %734[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %706[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %735 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %736 = arith.addi %707, %735 overflow<nsw> : i32
        %737 = llvm.getelementptr %700[%736] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %737[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %708[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %703[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %747 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %748 = llvm.getelementptr %704[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %749 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %750 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %751 = arith.addi %749, %750 overflow<nsw> : i32
            %752 = llvm.getelementptr %2[%751] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %753 = llvm.load %746 : !llvm.ptr -> vector<4xi32>
            %754:4 = vector.to_elements %753 : vector<4xi32>
            %755 = llvm.load %748 : !llvm.ptr -> vector<2xi32>
            %756:2 = vector.to_elements %755 : vector<2xi32>
            %757 = llvm.load %752 : !llvm.ptr -> vector<4xf32>
            %758:4 = vector.to_elements %757 : vector<4xf32>
            %759 = nvvm.mma.sync A[%754#0, %754#1, %754#2, %754#3]  B[%756#0, %756#1]  C[%758#0, %758#1, %758#2, %758#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %760 = llvm.extractvalue %759[0] : !llvm_struct_687153
            %761 = llvm.extractvalue %759[1] : !llvm_struct_687153
            %762 = llvm.extractvalue %759[2] : !llvm_struct_687153
            %763 = llvm.extractvalue %759[3] : !llvm_struct_687153
            %764 = vector.from_elements %760, %761, %762, %763 : vector<4xf32>
            llvm.store %764, %752 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %738 = arith.addi %arg5, %c1_i32 : i32
        %739 = arith.cmpi eq, %738, %c3_i32 : i32
        %740 = arith.select %739, %c0_i32, %738 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %741 = arith.muli %740, %c8192_i32 overflow<nsw> : i32
        %742 = llvm.getelementptr %678[%741] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %742[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %4[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %743 = arith.muli %740, %c8192_i32 overflow<nsw> : i32
        %744 = llvm.getelementptr %700[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %744[%745] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %747 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %748 = llvm.getelementptr %3[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %749 = nvvm.ldmatrix %746 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %750 = llvm.extractvalue %749[0] : !llvm_struct_a37b2a
          %751 = llvm.extractvalue %749[1] : !llvm_struct_a37b2a
          %752 = llvm.extractvalue %749[2] : !llvm_struct_a37b2a
          %753 = llvm.extractvalue %749[3] : !llvm_struct_a37b2a
          llvm.store %750, %748 {alignment = 4 : i64} : i32, !llvm.ptr
          %754 = llvm.getelementptr %748[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %751, %754 {alignment = 4 : i64} : i32, !llvm.ptr
          %755 = llvm.getelementptr %748[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %752, %755 {alignment = 4 : i64} : i32, !llvm.ptr
          %756 = llvm.getelementptr %748[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %753, %756 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %745 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %746 = llvm.getelementptr %706[%745] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %747 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %748 = llvm.getelementptr %708[%747] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %749 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %750 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %751 = arith.addi %749, %750 overflow<nsw> : i32
            %752 = llvm.getelementptr %2[%751] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %753 = llvm.load %746 : !llvm.ptr -> vector<4xi32>
            %754:4 = vector.to_elements %753 : vector<4xi32>
            %755 = llvm.load %748 : !llvm.ptr -> vector<2xi32>
            %756:2 = vector.to_elements %755 : vector<2xi32>
            %757 = llvm.load %752 : !llvm.ptr -> vector<4xf32>
            %758:4 = vector.to_elements %757 : vector<4xf32>
            %759 = nvvm.mma.sync A[%754#0, %754#1, %754#2, %754#3]  B[%756#0, %756#1]  C[%758#0, %758#1, %758#2, %758#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %760 = llvm.extractvalue %759[0] : !llvm_struct_687153
            %761 = llvm.extractvalue %759[1] : !llvm_struct_687153
            %762 = llvm.extractvalue %759[2] : !llvm_struct_687153
            %763 = llvm.extractvalue %759[3] : !llvm_struct_687153
            %764 = vector.from_elements %760, %761, %762, %763 : vector<4xf32>
            llvm.store %764, %752 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg5, %740 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %710 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %710, %1 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %711 = arith.addi %30, %c1_i32 : i32
      %712 = arith.muli %711, %c128_i32 : i32
      %713 = arith.cmpi sle, %712, %c1000_i32 : i32
      %714 = arith.addi %31, %c1_i32 : i32
      %715 = arith.muli %714, %c128_i32 : i32
      %716 = arith.cmpi sle, %715, %c1048_i32 : i32
      %717 = arith.andi %713, %716 : i1
      scf.if %717 {
        %718 = arith.remsi %c0_i32, %c2_i32 : i32
        %719 = arith.divsi %c0_i32, %c2_i32 : i32
        %720:2 = scf.for %arg3 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg4 = %718, %arg5 = %719) -> (i32, i32)  : i32 {
          %721 = arith.muli %arg3, %c2_i32 overflow<nsw> : i32
          %722 = llvm.getelementptr %1[%721] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %723 = arith.remsi %arg3, %c2_i32 : i32
          %724 = arith.muli %723, %c8384_i32 overflow<nsw> : i32
          %725 = arith.divsi %arg5, %c4_i32 : i32
          %726 = arith.remsi %arg5, %c4_i32 : i32
          %727 = arith.muli %726, %c33536_i32 overflow<nsw> : i32
          %728 = arith.addi %724, %727 overflow<nsw> : i32
          %729 = arith.muli %725, %c16_i32 overflow<nsw> : i32
          %730 = arith.addi %728, %729 overflow<nsw> : i32
          %731 = llvm.getelementptr %654[%730] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %732 = llvm.load %722 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
          llvm.store %732, %731 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
          %733 = arith.addi %arg4, %c1_i32 : i32
          %734 = arith.cmpi eq, %733, %c2_i32 : i32
          %735 = arith.select %734, %c0_i32, %733 : i32
          %736 = arith.addi %arg4, %c1_i32 : i32
          %737 = arith.addi %arg5, %c1_i32 : i32
          %738 = arith.cmpi eq, %736, %c2_i32 : i32
          %739 = arith.select %738, %737, %arg5 : i32
          scf.yield %735, %739 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %718 = arith.muli %643, %c16_i32 overflow<nsw> : i32
        %719 = arith.addi %645, %718 overflow<nsw> : i32
        %720 = arith.addi %647, %651 overflow<nsw> : i32
        %721 = arith.addi %51, %719 overflow<nsw> : i32
        %722 = arith.addi %52, %720 overflow<nsw> : i32
        %723 = arith.cmpi slt, %721, %c1000_i32 : i32
        %724 = arith.cmpi slt, %722, %c1048_i32 : i32
        %725 = arith.andi %723, %724 : i1
        scf.if %725 {
          %1339 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1339, %654 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %726 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %727 = arith.cmpi slt, %721, %c1000_i32 : i32
        %728 = arith.cmpi slt, %726, %c1048_i32 : i32
        %729 = arith.andi %727, %728 : i1
        scf.if %729 {
          %1339 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %730 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %731 = arith.cmpi slt, %730, %c1000_i32 : i32
        %732 = arith.cmpi slt, %722, %c1048_i32 : i32
        %733 = arith.andi %731, %732 : i1
        scf.if %733 {
          %1339 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %734 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %735 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %736 = arith.cmpi slt, %734, %c1000_i32 : i32
        %737 = arith.cmpi slt, %735, %c1048_i32 : i32
        %738 = arith.andi %736, %737 : i1
        scf.if %738 {
          %1339 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %739 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %740 = arith.cmpi slt, %739, %c1000_i32 : i32
        %741 = arith.cmpi slt, %722, %c1048_i32 : i32
        %742 = arith.andi %740, %741 : i1
        scf.if %742 {
          %1339 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %743 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %744 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %745 = arith.cmpi slt, %743, %c1000_i32 : i32
        %746 = arith.cmpi slt, %744, %c1048_i32 : i32
        %747 = arith.andi %745, %746 : i1
        scf.if %747 {
          %1339 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %748 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %749 = arith.cmpi slt, %748, %c1000_i32 : i32
        %750 = arith.cmpi slt, %722, %c1048_i32 : i32
        %751 = arith.andi %749, %750 : i1
        scf.if %751 {
          %1339 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %752 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %753 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %754 = arith.cmpi slt, %752, %c1000_i32 : i32
        %755 = arith.cmpi slt, %753, %c1048_i32 : i32
        %756 = arith.andi %754, %755 : i1
        scf.if %756 {
          %1339 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %757 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %758 = arith.cmpi slt, %757, %c1000_i32 : i32
        %759 = arith.cmpi slt, %722, %c1048_i32 : i32
        %760 = arith.andi %758, %759 : i1
        scf.if %760 {
          %1339 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %761 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %762 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %763 = arith.cmpi slt, %761, %c1000_i32 : i32
        %764 = arith.cmpi slt, %762, %c1048_i32 : i32
        %765 = arith.andi %763, %764 : i1
        scf.if %765 {
          %1339 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %766 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %767 = arith.cmpi slt, %766, %c1000_i32 : i32
        %768 = arith.cmpi slt, %722, %c1048_i32 : i32
        %769 = arith.andi %767, %768 : i1
        scf.if %769 {
          %1339 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %770 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %771 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %772 = arith.cmpi slt, %770, %c1000_i32 : i32
        %773 = arith.cmpi slt, %771, %c1048_i32 : i32
        %774 = arith.andi %772, %773 : i1
        scf.if %774 {
          %1339 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %775 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %776 = arith.cmpi slt, %775, %c1000_i32 : i32
        %777 = arith.cmpi slt, %722, %c1048_i32 : i32
        %778 = arith.andi %776, %777 : i1
        scf.if %778 {
          %1339 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %779 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %780 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %781 = arith.cmpi slt, %779, %c1000_i32 : i32
        %782 = arith.cmpi slt, %780, %c1048_i32 : i32
        %783 = arith.andi %781, %782 : i1
        scf.if %783 {
          %1339 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %784 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %785 = arith.cmpi slt, %784, %c1000_i32 : i32
        %786 = arith.cmpi slt, %722, %c1048_i32 : i32
        %787 = arith.andi %785, %786 : i1
        scf.if %787 {
          %1339 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %788 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %789 = arith.addi %722, %c1_i32 overflow<nsw> : i32
        %790 = arith.cmpi slt, %788, %c1000_i32 : i32
        %791 = arith.cmpi slt, %789, %c1048_i32 : i32
        %792 = arith.andi %790, %791 : i1
        scf.if %792 {
          %1339 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %793 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %794 = arith.cmpi slt, %721, %c1000_i32 : i32
        %795 = arith.cmpi slt, %793, %c1048_i32 : i32
        %796 = arith.andi %794, %795 : i1
        scf.if %796 {
          %1339 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %797 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %798 = arith.cmpi slt, %721, %c1000_i32 : i32
        %799 = arith.cmpi slt, %797, %c1048_i32 : i32
        %800 = arith.andi %798, %799 : i1
        scf.if %800 {
          %1339 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %801 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %802 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %803 = arith.cmpi slt, %801, %c1000_i32 : i32
        %804 = arith.cmpi slt, %802, %c1048_i32 : i32
        %805 = arith.andi %803, %804 : i1
        scf.if %805 {
          %1339 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %806 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %807 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %808 = arith.cmpi slt, %806, %c1000_i32 : i32
        %809 = arith.cmpi slt, %807, %c1048_i32 : i32
        %810 = arith.andi %808, %809 : i1
        scf.if %810 {
          %1339 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %811 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %812 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %813 = arith.cmpi slt, %811, %c1000_i32 : i32
        %814 = arith.cmpi slt, %812, %c1048_i32 : i32
        %815 = arith.andi %813, %814 : i1
        scf.if %815 {
          %1339 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %816 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %817 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %818 = arith.cmpi slt, %816, %c1000_i32 : i32
        %819 = arith.cmpi slt, %817, %c1048_i32 : i32
        %820 = arith.andi %818, %819 : i1
        scf.if %820 {
          %1339 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %821 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %822 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %823 = arith.cmpi slt, %821, %c1000_i32 : i32
        %824 = arith.cmpi slt, %822, %c1048_i32 : i32
        %825 = arith.andi %823, %824 : i1
        scf.if %825 {
          %1339 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %826 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %827 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %828 = arith.cmpi slt, %826, %c1000_i32 : i32
        %829 = arith.cmpi slt, %827, %c1048_i32 : i32
        %830 = arith.andi %828, %829 : i1
        scf.if %830 {
          %1339 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %831 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %832 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %833 = arith.cmpi slt, %831, %c1000_i32 : i32
        %834 = arith.cmpi slt, %832, %c1048_i32 : i32
        %835 = arith.andi %833, %834 : i1
        scf.if %835 {
          %1339 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %836 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %837 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %838 = arith.cmpi slt, %836, %c1000_i32 : i32
        %839 = arith.cmpi slt, %837, %c1048_i32 : i32
        %840 = arith.andi %838, %839 : i1
        scf.if %840 {
          %1339 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %841 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %842 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %843 = arith.cmpi slt, %841, %c1000_i32 : i32
        %844 = arith.cmpi slt, %842, %c1048_i32 : i32
        %845 = arith.andi %843, %844 : i1
        scf.if %845 {
          %1339 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %846 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %847 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %848 = arith.cmpi slt, %846, %c1000_i32 : i32
        %849 = arith.cmpi slt, %847, %c1048_i32 : i32
        %850 = arith.andi %848, %849 : i1
        scf.if %850 {
          %1339 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %851 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %852 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %853 = arith.cmpi slt, %851, %c1000_i32 : i32
        %854 = arith.cmpi slt, %852, %c1048_i32 : i32
        %855 = arith.andi %853, %854 : i1
        scf.if %855 {
          %1339 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %856 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %857 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %858 = arith.cmpi slt, %856, %c1000_i32 : i32
        %859 = arith.cmpi slt, %857, %c1048_i32 : i32
        %860 = arith.andi %858, %859 : i1
        scf.if %860 {
          %1339 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %861 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %862 = arith.addi %722, %c16_i32 overflow<nsw> : i32
        %863 = arith.cmpi slt, %861, %c1000_i32 : i32
        %864 = arith.cmpi slt, %862, %c1048_i32 : i32
        %865 = arith.andi %863, %864 : i1
        scf.if %865 {
          %1339 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %866 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %867 = arith.addi %722, %c17_i32 overflow<nsw> : i32
        %868 = arith.cmpi slt, %866, %c1000_i32 : i32
        %869 = arith.cmpi slt, %867, %c1048_i32 : i32
        %870 = arith.andi %868, %869 : i1
        scf.if %870 {
          %1339 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %871 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %872 = arith.cmpi slt, %721, %c1000_i32 : i32
        %873 = arith.cmpi slt, %871, %c1048_i32 : i32
        %874 = arith.andi %872, %873 : i1
        scf.if %874 {
          %1339 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %875 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %876 = arith.cmpi slt, %721, %c1000_i32 : i32
        %877 = arith.cmpi slt, %875, %c1048_i32 : i32
        %878 = arith.andi %876, %877 : i1
        scf.if %878 {
          %1339 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %879 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %880 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %881 = arith.cmpi slt, %879, %c1000_i32 : i32
        %882 = arith.cmpi slt, %880, %c1048_i32 : i32
        %883 = arith.andi %881, %882 : i1
        scf.if %883 {
          %1339 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %884 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %885 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %886 = arith.cmpi slt, %884, %c1000_i32 : i32
        %887 = arith.cmpi slt, %885, %c1048_i32 : i32
        %888 = arith.andi %886, %887 : i1
        scf.if %888 {
          %1339 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %889 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %890 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %891 = arith.cmpi slt, %889, %c1000_i32 : i32
        %892 = arith.cmpi slt, %890, %c1048_i32 : i32
        %893 = arith.andi %891, %892 : i1
        scf.if %893 {
          %1339 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %894 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %895 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %896 = arith.cmpi slt, %894, %c1000_i32 : i32
        %897 = arith.cmpi slt, %895, %c1048_i32 : i32
        %898 = arith.andi %896, %897 : i1
        scf.if %898 {
          %1339 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %899 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %900 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %901 = arith.cmpi slt, %899, %c1000_i32 : i32
        %902 = arith.cmpi slt, %900, %c1048_i32 : i32
        %903 = arith.andi %901, %902 : i1
        scf.if %903 {
          %1339 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %904 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %905 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %906 = arith.cmpi slt, %904, %c1000_i32 : i32
        %907 = arith.cmpi slt, %905, %c1048_i32 : i32
        %908 = arith.andi %906, %907 : i1
        scf.if %908 {
          %1339 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %909 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %910 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %911 = arith.cmpi slt, %909, %c1000_i32 : i32
        %912 = arith.cmpi slt, %910, %c1048_i32 : i32
        %913 = arith.andi %911, %912 : i1
        scf.if %913 {
          %1339 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %914 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %915 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %916 = arith.cmpi slt, %914, %c1000_i32 : i32
        %917 = arith.cmpi slt, %915, %c1048_i32 : i32
        %918 = arith.andi %916, %917 : i1
        scf.if %918 {
          %1339 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %919 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %920 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %921 = arith.cmpi slt, %919, %c1000_i32 : i32
        %922 = arith.cmpi slt, %920, %c1048_i32 : i32
        %923 = arith.andi %921, %922 : i1
        scf.if %923 {
          %1339 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %924 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %925 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %926 = arith.cmpi slt, %924, %c1000_i32 : i32
        %927 = arith.cmpi slt, %925, %c1048_i32 : i32
        %928 = arith.andi %926, %927 : i1
        scf.if %928 {
          %1339 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %929 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %930 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %931 = arith.cmpi slt, %929, %c1000_i32 : i32
        %932 = arith.cmpi slt, %930, %c1048_i32 : i32
        %933 = arith.andi %931, %932 : i1
        scf.if %933 {
          %1339 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %934 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %935 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %936 = arith.cmpi slt, %934, %c1000_i32 : i32
        %937 = arith.cmpi slt, %935, %c1048_i32 : i32
        %938 = arith.andi %936, %937 : i1
        scf.if %938 {
          %1339 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %939 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %940 = arith.addi %722, %c32_i32 overflow<nsw> : i32
        %941 = arith.cmpi slt, %939, %c1000_i32 : i32
        %942 = arith.cmpi slt, %940, %c1048_i32 : i32
        %943 = arith.andi %941, %942 : i1
        scf.if %943 {
          %1339 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %944 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %945 = arith.addi %722, %c33_i32 overflow<nsw> : i32
        %946 = arith.cmpi slt, %944, %c1000_i32 : i32
        %947 = arith.cmpi slt, %945, %c1048_i32 : i32
        %948 = arith.andi %946, %947 : i1
        scf.if %948 {
          %1339 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %949 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %950 = arith.cmpi slt, %721, %c1000_i32 : i32
        %951 = arith.cmpi slt, %949, %c1048_i32 : i32
        %952 = arith.andi %950, %951 : i1
        scf.if %952 {
          %1339 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %953 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %954 = arith.cmpi slt, %721, %c1000_i32 : i32
        %955 = arith.cmpi slt, %953, %c1048_i32 : i32
        %956 = arith.andi %954, %955 : i1
        scf.if %956 {
          %1339 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %957 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %958 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %959 = arith.cmpi slt, %957, %c1000_i32 : i32
        %960 = arith.cmpi slt, %958, %c1048_i32 : i32
        %961 = arith.andi %959, %960 : i1
        scf.if %961 {
          %1339 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %962 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %963 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %964 = arith.cmpi slt, %962, %c1000_i32 : i32
        %965 = arith.cmpi slt, %963, %c1048_i32 : i32
        %966 = arith.andi %964, %965 : i1
        scf.if %966 {
          %1339 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %967 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %968 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %969 = arith.cmpi slt, %967, %c1000_i32 : i32
        %970 = arith.cmpi slt, %968, %c1048_i32 : i32
        %971 = arith.andi %969, %970 : i1
        scf.if %971 {
          %1339 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %972 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %973 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %974 = arith.cmpi slt, %972, %c1000_i32 : i32
        %975 = arith.cmpi slt, %973, %c1048_i32 : i32
        %976 = arith.andi %974, %975 : i1
        scf.if %976 {
          %1339 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %977 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %978 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %979 = arith.cmpi slt, %977, %c1000_i32 : i32
        %980 = arith.cmpi slt, %978, %c1048_i32 : i32
        %981 = arith.andi %979, %980 : i1
        scf.if %981 {
          %1339 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %982 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %983 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %984 = arith.cmpi slt, %982, %c1000_i32 : i32
        %985 = arith.cmpi slt, %983, %c1048_i32 : i32
        %986 = arith.andi %984, %985 : i1
        scf.if %986 {
          %1339 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %987 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %988 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %989 = arith.cmpi slt, %987, %c1000_i32 : i32
        %990 = arith.cmpi slt, %988, %c1048_i32 : i32
        %991 = arith.andi %989, %990 : i1
        scf.if %991 {
          %1339 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %992 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %993 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %994 = arith.cmpi slt, %992, %c1000_i32 : i32
        %995 = arith.cmpi slt, %993, %c1048_i32 : i32
        %996 = arith.andi %994, %995 : i1
        scf.if %996 {
          %1339 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %997 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %998 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %999 = arith.cmpi slt, %997, %c1000_i32 : i32
        %1000 = arith.cmpi slt, %998, %c1048_i32 : i32
        %1001 = arith.andi %999, %1000 : i1
        scf.if %1001 {
          %1339 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1002 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1003 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %1004 = arith.cmpi slt, %1002, %c1000_i32 : i32
        %1005 = arith.cmpi slt, %1003, %c1048_i32 : i32
        %1006 = arith.andi %1004, %1005 : i1
        scf.if %1006 {
          %1339 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1007 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1008 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %1009 = arith.cmpi slt, %1007, %c1000_i32 : i32
        %1010 = arith.cmpi slt, %1008, %c1048_i32 : i32
        %1011 = arith.andi %1009, %1010 : i1
        scf.if %1011 {
          %1339 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1012 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1013 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %1014 = arith.cmpi slt, %1012, %c1000_i32 : i32
        %1015 = arith.cmpi slt, %1013, %c1048_i32 : i32
        %1016 = arith.andi %1014, %1015 : i1
        scf.if %1016 {
          %1339 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1017 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1018 = arith.addi %722, %c48_i32 overflow<nsw> : i32
        %1019 = arith.cmpi slt, %1017, %c1000_i32 : i32
        %1020 = arith.cmpi slt, %1018, %c1048_i32 : i32
        %1021 = arith.andi %1019, %1020 : i1
        scf.if %1021 {
          %1339 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1022 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1023 = arith.addi %722, %c49_i32 overflow<nsw> : i32
        %1024 = arith.cmpi slt, %1022, %c1000_i32 : i32
        %1025 = arith.cmpi slt, %1023, %c1048_i32 : i32
        %1026 = arith.andi %1024, %1025 : i1
        scf.if %1026 {
          %1339 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1027 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1028 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1029 = arith.cmpi slt, %1027, %c1048_i32 : i32
        %1030 = arith.andi %1028, %1029 : i1
        scf.if %1030 {
          %1339 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1031 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1032 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1033 = arith.cmpi slt, %1031, %c1048_i32 : i32
        %1034 = arith.andi %1032, %1033 : i1
        scf.if %1034 {
          %1339 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1035 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1036 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1037 = arith.cmpi slt, %1035, %c1000_i32 : i32
        %1038 = arith.cmpi slt, %1036, %c1048_i32 : i32
        %1039 = arith.andi %1037, %1038 : i1
        scf.if %1039 {
          %1339 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1040 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1041 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1042 = arith.cmpi slt, %1040, %c1000_i32 : i32
        %1043 = arith.cmpi slt, %1041, %c1048_i32 : i32
        %1044 = arith.andi %1042, %1043 : i1
        scf.if %1044 {
          %1339 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1045 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1046 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1047 = arith.cmpi slt, %1045, %c1000_i32 : i32
        %1048 = arith.cmpi slt, %1046, %c1048_i32 : i32
        %1049 = arith.andi %1047, %1048 : i1
        scf.if %1049 {
          %1339 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1050 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1051 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1052 = arith.cmpi slt, %1050, %c1000_i32 : i32
        %1053 = arith.cmpi slt, %1051, %c1048_i32 : i32
        %1054 = arith.andi %1052, %1053 : i1
        scf.if %1054 {
          %1339 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1055 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1056 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1057 = arith.cmpi slt, %1055, %c1000_i32 : i32
        %1058 = arith.cmpi slt, %1056, %c1048_i32 : i32
        %1059 = arith.andi %1057, %1058 : i1
        scf.if %1059 {
          %1339 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1060 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1061 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1062 = arith.cmpi slt, %1060, %c1000_i32 : i32
        %1063 = arith.cmpi slt, %1061, %c1048_i32 : i32
        %1064 = arith.andi %1062, %1063 : i1
        scf.if %1064 {
          %1339 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1065 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1066 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1067 = arith.cmpi slt, %1065, %c1000_i32 : i32
        %1068 = arith.cmpi slt, %1066, %c1048_i32 : i32
        %1069 = arith.andi %1067, %1068 : i1
        scf.if %1069 {
          %1339 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1070 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1071 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1072 = arith.cmpi slt, %1070, %c1000_i32 : i32
        %1073 = arith.cmpi slt, %1071, %c1048_i32 : i32
        %1074 = arith.andi %1072, %1073 : i1
        scf.if %1074 {
          %1339 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1075 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1076 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1077 = arith.cmpi slt, %1075, %c1000_i32 : i32
        %1078 = arith.cmpi slt, %1076, %c1048_i32 : i32
        %1079 = arith.andi %1077, %1078 : i1
        scf.if %1079 {
          %1339 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1080 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1081 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1082 = arith.cmpi slt, %1080, %c1000_i32 : i32
        %1083 = arith.cmpi slt, %1081, %c1048_i32 : i32
        %1084 = arith.andi %1082, %1083 : i1
        scf.if %1084 {
          %1339 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1085 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1086 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1087 = arith.cmpi slt, %1085, %c1000_i32 : i32
        %1088 = arith.cmpi slt, %1086, %c1048_i32 : i32
        %1089 = arith.andi %1087, %1088 : i1
        scf.if %1089 {
          %1339 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1090 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1091 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1092 = arith.cmpi slt, %1090, %c1000_i32 : i32
        %1093 = arith.cmpi slt, %1091, %c1048_i32 : i32
        %1094 = arith.andi %1092, %1093 : i1
        scf.if %1094 {
          %1339 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1095 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1096 = arith.addi %722, %c64_i32 overflow<nsw> : i32
        %1097 = arith.cmpi slt, %1095, %c1000_i32 : i32
        %1098 = arith.cmpi slt, %1096, %c1048_i32 : i32
        %1099 = arith.andi %1097, %1098 : i1
        scf.if %1099 {
          %1339 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1100 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1101 = arith.addi %722, %c65_i32 overflow<nsw> : i32
        %1102 = arith.cmpi slt, %1100, %c1000_i32 : i32
        %1103 = arith.cmpi slt, %1101, %c1048_i32 : i32
        %1104 = arith.andi %1102, %1103 : i1
        scf.if %1104 {
          %1339 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1105 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1106 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1107 = arith.cmpi slt, %1105, %c1048_i32 : i32
        %1108 = arith.andi %1106, %1107 : i1
        scf.if %1108 {
          %1339 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1109 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1110 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1111 = arith.cmpi slt, %1109, %c1048_i32 : i32
        %1112 = arith.andi %1110, %1111 : i1
        scf.if %1112 {
          %1339 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1113 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1114 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1115 = arith.cmpi slt, %1113, %c1000_i32 : i32
        %1116 = arith.cmpi slt, %1114, %c1048_i32 : i32
        %1117 = arith.andi %1115, %1116 : i1
        scf.if %1117 {
          %1339 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1118 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1119 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1120 = arith.cmpi slt, %1118, %c1000_i32 : i32
        %1121 = arith.cmpi slt, %1119, %c1048_i32 : i32
        %1122 = arith.andi %1120, %1121 : i1
        scf.if %1122 {
          %1339 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1123 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1124 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1125 = arith.cmpi slt, %1123, %c1000_i32 : i32
        %1126 = arith.cmpi slt, %1124, %c1048_i32 : i32
        %1127 = arith.andi %1125, %1126 : i1
        scf.if %1127 {
          %1339 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1128 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1129 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1130 = arith.cmpi slt, %1128, %c1000_i32 : i32
        %1131 = arith.cmpi slt, %1129, %c1048_i32 : i32
        %1132 = arith.andi %1130, %1131 : i1
        scf.if %1132 {
          %1339 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1133 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1134 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1135 = arith.cmpi slt, %1133, %c1000_i32 : i32
        %1136 = arith.cmpi slt, %1134, %c1048_i32 : i32
        %1137 = arith.andi %1135, %1136 : i1
        scf.if %1137 {
          %1339 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1138 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1139 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1140 = arith.cmpi slt, %1138, %c1000_i32 : i32
        %1141 = arith.cmpi slt, %1139, %c1048_i32 : i32
        %1142 = arith.andi %1140, %1141 : i1
        scf.if %1142 {
          %1339 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1143 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1144 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1145 = arith.cmpi slt, %1143, %c1000_i32 : i32
        %1146 = arith.cmpi slt, %1144, %c1048_i32 : i32
        %1147 = arith.andi %1145, %1146 : i1
        scf.if %1147 {
          %1339 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1148 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1149 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1150 = arith.cmpi slt, %1148, %c1000_i32 : i32
        %1151 = arith.cmpi slt, %1149, %c1048_i32 : i32
        %1152 = arith.andi %1150, %1151 : i1
        scf.if %1152 {
          %1339 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1153 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1154 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1155 = arith.cmpi slt, %1153, %c1000_i32 : i32
        %1156 = arith.cmpi slt, %1154, %c1048_i32 : i32
        %1157 = arith.andi %1155, %1156 : i1
        scf.if %1157 {
          %1339 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1158 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1159 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1160 = arith.cmpi slt, %1158, %c1000_i32 : i32
        %1161 = arith.cmpi slt, %1159, %c1048_i32 : i32
        %1162 = arith.andi %1160, %1161 : i1
        scf.if %1162 {
          %1339 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1163 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1164 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1165 = arith.cmpi slt, %1163, %c1000_i32 : i32
        %1166 = arith.cmpi slt, %1164, %c1048_i32 : i32
        %1167 = arith.andi %1165, %1166 : i1
        scf.if %1167 {
          %1339 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1168 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1169 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1170 = arith.cmpi slt, %1168, %c1000_i32 : i32
        %1171 = arith.cmpi slt, %1169, %c1048_i32 : i32
        %1172 = arith.andi %1170, %1171 : i1
        scf.if %1172 {
          %1339 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1173 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1174 = arith.addi %722, %c80_i32 overflow<nsw> : i32
        %1175 = arith.cmpi slt, %1173, %c1000_i32 : i32
        %1176 = arith.cmpi slt, %1174, %c1048_i32 : i32
        %1177 = arith.andi %1175, %1176 : i1
        scf.if %1177 {
          %1339 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1178 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1179 = arith.addi %722, %c81_i32 overflow<nsw> : i32
        %1180 = arith.cmpi slt, %1178, %c1000_i32 : i32
        %1181 = arith.cmpi slt, %1179, %c1048_i32 : i32
        %1182 = arith.andi %1180, %1181 : i1
        scf.if %1182 {
          %1339 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1183 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1184 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1185 = arith.cmpi slt, %1183, %c1048_i32 : i32
        %1186 = arith.andi %1184, %1185 : i1
        scf.if %1186 {
          %1339 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1187 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1188 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1189 = arith.cmpi slt, %1187, %c1048_i32 : i32
        %1190 = arith.andi %1188, %1189 : i1
        scf.if %1190 {
          %1339 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1191 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1192 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1193 = arith.cmpi slt, %1191, %c1000_i32 : i32
        %1194 = arith.cmpi slt, %1192, %c1048_i32 : i32
        %1195 = arith.andi %1193, %1194 : i1
        scf.if %1195 {
          %1339 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1196 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1197 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1198 = arith.cmpi slt, %1196, %c1000_i32 : i32
        %1199 = arith.cmpi slt, %1197, %c1048_i32 : i32
        %1200 = arith.andi %1198, %1199 : i1
        scf.if %1200 {
          %1339 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1201 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1202 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1203 = arith.cmpi slt, %1201, %c1000_i32 : i32
        %1204 = arith.cmpi slt, %1202, %c1048_i32 : i32
        %1205 = arith.andi %1203, %1204 : i1
        scf.if %1205 {
          %1339 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1206 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1207 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1208 = arith.cmpi slt, %1206, %c1000_i32 : i32
        %1209 = arith.cmpi slt, %1207, %c1048_i32 : i32
        %1210 = arith.andi %1208, %1209 : i1
        scf.if %1210 {
          %1339 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1211 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1212 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1213 = arith.cmpi slt, %1211, %c1000_i32 : i32
        %1214 = arith.cmpi slt, %1212, %c1048_i32 : i32
        %1215 = arith.andi %1213, %1214 : i1
        scf.if %1215 {
          %1339 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1216 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1217 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1218 = arith.cmpi slt, %1216, %c1000_i32 : i32
        %1219 = arith.cmpi slt, %1217, %c1048_i32 : i32
        %1220 = arith.andi %1218, %1219 : i1
        scf.if %1220 {
          %1339 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1221 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1222 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1223 = arith.cmpi slt, %1221, %c1000_i32 : i32
        %1224 = arith.cmpi slt, %1222, %c1048_i32 : i32
        %1225 = arith.andi %1223, %1224 : i1
        scf.if %1225 {
          %1339 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1226 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1227 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1228 = arith.cmpi slt, %1226, %c1000_i32 : i32
        %1229 = arith.cmpi slt, %1227, %c1048_i32 : i32
        %1230 = arith.andi %1228, %1229 : i1
        scf.if %1230 {
          %1339 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1231 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1232 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1233 = arith.cmpi slt, %1231, %c1000_i32 : i32
        %1234 = arith.cmpi slt, %1232, %c1048_i32 : i32
        %1235 = arith.andi %1233, %1234 : i1
        scf.if %1235 {
          %1339 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1236 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1237 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1238 = arith.cmpi slt, %1236, %c1000_i32 : i32
        %1239 = arith.cmpi slt, %1237, %c1048_i32 : i32
        %1240 = arith.andi %1238, %1239 : i1
        scf.if %1240 {
          %1339 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1241 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1242 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1243 = arith.cmpi slt, %1241, %c1000_i32 : i32
        %1244 = arith.cmpi slt, %1242, %c1048_i32 : i32
        %1245 = arith.andi %1243, %1244 : i1
        scf.if %1245 {
          %1339 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1246 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1247 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1248 = arith.cmpi slt, %1246, %c1000_i32 : i32
        %1249 = arith.cmpi slt, %1247, %c1048_i32 : i32
        %1250 = arith.andi %1248, %1249 : i1
        scf.if %1250 {
          %1339 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1251 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1252 = arith.addi %722, %c96_i32 overflow<nsw> : i32
        %1253 = arith.cmpi slt, %1251, %c1000_i32 : i32
        %1254 = arith.cmpi slt, %1252, %c1048_i32 : i32
        %1255 = arith.andi %1253, %1254 : i1
        scf.if %1255 {
          %1339 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1256 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1257 = arith.addi %722, %c97_i32 overflow<nsw> : i32
        %1258 = arith.cmpi slt, %1256, %c1000_i32 : i32
        %1259 = arith.cmpi slt, %1257, %c1048_i32 : i32
        %1260 = arith.andi %1258, %1259 : i1
        scf.if %1260 {
          %1339 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1261 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1262 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1263 = arith.cmpi slt, %1261, %c1048_i32 : i32
        %1264 = arith.andi %1262, %1263 : i1
        scf.if %1264 {
          %1339 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1265 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1266 = arith.cmpi slt, %721, %c1000_i32 : i32
        %1267 = arith.cmpi slt, %1265, %c1048_i32 : i32
        %1268 = arith.andi %1266, %1267 : i1
        scf.if %1268 {
          %1339 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1269 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1270 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1271 = arith.cmpi slt, %1269, %c1000_i32 : i32
        %1272 = arith.cmpi slt, %1270, %c1048_i32 : i32
        %1273 = arith.andi %1271, %1272 : i1
        scf.if %1273 {
          %1339 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1274 = arith.addi %721, %c8_i32 overflow<nsw> : i32
        %1275 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1276 = arith.cmpi slt, %1274, %c1000_i32 : i32
        %1277 = arith.cmpi slt, %1275, %c1048_i32 : i32
        %1278 = arith.andi %1276, %1277 : i1
        scf.if %1278 {
          %1339 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1279 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1280 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1281 = arith.cmpi slt, %1279, %c1000_i32 : i32
        %1282 = arith.cmpi slt, %1280, %c1048_i32 : i32
        %1283 = arith.andi %1281, %1282 : i1
        scf.if %1283 {
          %1339 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1284 = arith.addi %721, %c32_i32 overflow<nsw> : i32
        %1285 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1286 = arith.cmpi slt, %1284, %c1000_i32 : i32
        %1287 = arith.cmpi slt, %1285, %c1048_i32 : i32
        %1288 = arith.andi %1286, %1287 : i1
        scf.if %1288 {
          %1339 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1289 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1290 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1291 = arith.cmpi slt, %1289, %c1000_i32 : i32
        %1292 = arith.cmpi slt, %1290, %c1048_i32 : i32
        %1293 = arith.andi %1291, %1292 : i1
        scf.if %1293 {
          %1339 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1294 = arith.addi %721, %c40_i32 overflow<nsw> : i32
        %1295 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1296 = arith.cmpi slt, %1294, %c1000_i32 : i32
        %1297 = arith.cmpi slt, %1295, %c1048_i32 : i32
        %1298 = arith.andi %1296, %1297 : i1
        scf.if %1298 {
          %1339 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1299 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1300 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1301 = arith.cmpi slt, %1299, %c1000_i32 : i32
        %1302 = arith.cmpi slt, %1300, %c1048_i32 : i32
        %1303 = arith.andi %1301, %1302 : i1
        scf.if %1303 {
          %1339 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1304 = arith.addi %721, %c64_i32 overflow<nsw> : i32
        %1305 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1306 = arith.cmpi slt, %1304, %c1000_i32 : i32
        %1307 = arith.cmpi slt, %1305, %c1048_i32 : i32
        %1308 = arith.andi %1306, %1307 : i1
        scf.if %1308 {
          %1339 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1309 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1310 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1311 = arith.cmpi slt, %1309, %c1000_i32 : i32
        %1312 = arith.cmpi slt, %1310, %c1048_i32 : i32
        %1313 = arith.andi %1311, %1312 : i1
        scf.if %1313 {
          %1339 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1314 = arith.addi %721, %c72_i32 overflow<nsw> : i32
        %1315 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1316 = arith.cmpi slt, %1314, %c1000_i32 : i32
        %1317 = arith.cmpi slt, %1315, %c1048_i32 : i32
        %1318 = arith.andi %1316, %1317 : i1
        scf.if %1318 {
          %1339 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1319 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1320 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1321 = arith.cmpi slt, %1319, %c1000_i32 : i32
        %1322 = arith.cmpi slt, %1320, %c1048_i32 : i32
        %1323 = arith.andi %1321, %1322 : i1
        scf.if %1323 {
          %1339 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1324 = arith.addi %721, %c96_i32 overflow<nsw> : i32
        %1325 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1326 = arith.cmpi slt, %1324, %c1000_i32 : i32
        %1327 = arith.cmpi slt, %1325, %c1048_i32 : i32
        %1328 = arith.andi %1326, %1327 : i1
        scf.if %1328 {
          %1339 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1329 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1330 = arith.addi %722, %c112_i32 overflow<nsw> : i32
        %1331 = arith.cmpi slt, %1329, %c1000_i32 : i32
        %1332 = arith.cmpi slt, %1330, %c1048_i32 : i32
        %1333 = arith.andi %1331, %1332 : i1
        scf.if %1333 {
          %1339 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1334 = arith.addi %721, %c104_i32 overflow<nsw> : i32
        %1335 = arith.addi %722, %c113_i32 overflow<nsw> : i32
        %1336 = arith.cmpi slt, %1334, %c1000_i32 : i32
        %1337 = arith.cmpi slt, %1335, %c1048_i32 : i32
        %1338 = arith.andi %1336, %1337 : i1
        scf.if %1338 {
          %1339 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, f32
          %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1341 = llvm.getelementptr %654[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1340, %1341 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
      }
      return
    }
    cuda.kernel @kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 4094, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c3144000_i32 = arith.constant 3144000 : i32
      %c2096000_i32 = arith.constant 2096000 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %c1048_i32 = arith.constant 1048 : i32
      %c1048000_i32 = arith.constant 1048000 : i32
      %c256_i32 = arith.constant 256 : i32
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %1 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %2 = arith.muli %1, %c256_i32 : i32
      %3 = arith.addi %2, %0 : i32
      %4 = arith.cmpi slt, %3, %c1048000_i32 : i32
      scf.if %4 {
        %5 = arith.floordivsi %3, %c1048_i32 : i32
        %6 = arith.muli %5, %c1048_i32 : i32
        %7 = arith.subi %3, %6 : i32
        %8 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %9 = arith.addi %8, %7 overflow<nsw> : i32
        %10 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
        %11 = llvm.getelementptr %10[%9] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %12 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %13 = arith.addf %12, %cst : f32
        %14 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %15 = arith.addi %14, %c1048000_i32 overflow<nsw> : i32
        %16 = arith.addi %15, %7 overflow<nsw> : i32
        %17 = llvm.getelementptr %10[%16] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %19 = arith.addf %13, %18 : f32
        %20 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %21 = arith.addi %20, %c2096000_i32 overflow<nsw> : i32
        %22 = arith.addi %21, %7 overflow<nsw> : i32
        %23 = llvm.getelementptr %10[%22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %25 = arith.addf %19, %24 : f32
        %26 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %27 = arith.addi %26, %c3144000_i32 overflow<nsw> : i32
        %28 = arith.addi %27, %7 overflow<nsw> : i32
        %29 = llvm.getelementptr %10[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %30 = llvm.load %29 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %31 = arith.addf %25, %30 : f32
        %32 = arith.truncf %31 : f32 to bf16
        %33 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %34 = arith.addi %33, %7 overflow<nsw> : i32
        %35 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
        %36 = llvm.getelementptr %35[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        llvm.store %32, %36 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_spli_ha212339c(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %c98304_i64 = arith.constant 98304 : i64
    %c4094_i32 = arith.constant 4094 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c72_i32 = arith.constant 72 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c0_i64 = arith.constant 0 : i64
    %1 = ub.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %3 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %4 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
    %5 = llvm.insertvalue %2, %0[0] : !llvm_struct_6960aa
    %6 = llvm.insertvalue %1, %5[1] : !llvm_struct_6960aa
    %7 = llvm.insertvalue %3, %0[0] : !llvm_struct_6960aa
    %8 = llvm.insertvalue %1, %7[1] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %4, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c4_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1<%11> (%6, %8, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    %14 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c4094_i32, %c1_i32, %c1_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%14] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%14] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %15 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0<%14> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %16 = cuda.cast %15 : !cuda.result -> i32
    cuda.return_if_error %16 : i32
    return %c0_i32 : i32
  }
}
