!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_2("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 16>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c33536_i32 = arith.constant 33536 : i32
      %c8384_i32 = arith.constant 8384 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c10240_i32 = arith.constant 10240 : i32
      %c113_i32 = arith.constant 113 : i32
      %c104_i32 = arith.constant 104 : i32
      %c97_i32 = arith.constant 97 : i32
      %c81_i32 = arith.constant 81 : i32
      %c65_i32 = arith.constant 65 : i32
      %c49_i32 = arith.constant 49 : i32
      %c33_i32 = arith.constant 33 : i32
      %c17_i32 = arith.constant 17 : i32
      %c112_i32 = arith.constant 112 : i32
      %c96_i32 = arith.constant 96 : i32
      %c80_i32 = arith.constant 80 : i32
      %c48_i32 = arith.constant 48 : i32
      %c-24_i32 = arith.constant -24 : i32
      %c134144_i32 = arith.constant 134144 : i32
      %c1048000_i32 = arith.constant 1048000 : i32
      %c81920_i32 = arith.constant 81920 : i32
      %c40_i32 = arith.constant 40 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c72_i32 = arith.constant 72 : i32
      %c-16_i64 = arith.constant -16 : i64
      %c640_i32 = arith.constant 640 : i32
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
      %cst_0 = arith.constant 0.000000e+00 : f16
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
      %32 = arith.muli %22, %c40_i32 overflow<nsw> : i32
      %33 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %34 = llvm.getelementptr %33[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %35 = arith.muli %30, %c81920_i32 overflow<nsw> : i32
      %36 = llvm.getelementptr %34[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %37 = arith.muli %22, %c40_i32 overflow<nsw> : i32
      %38 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %39 = llvm.getelementptr %38[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %40 = arith.muli %31, %c81920_i32 overflow<nsw> : i32
      %41 = llvm.getelementptr %39[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
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
      %53 = llvm.getelementptr %36[-24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %54 = llvm.getelementptr %41[-24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
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
      %66 = arith.muli %63, %c640_i32 overflow<nsw> : i32
      %67 = arith.addi %65, %66 overflow<nsw> : i32
      %68 = llvm.getelementptr %58[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %69 = arith.remsi %63, %c8_i32 : i32
      %70 = arith.muli %69, %c64_i32 overflow<nsw> : i32
      %71 = arith.addi %65, %70 overflow<nsw> : i32
      %72 = arith.divsi %63, %c8_i32 : i32
      %73 = arith.muli %72, %c512_i32 overflow<nsw> : i32
      %74 = arith.andi %71, %c448_i32 : i32
      %75 = arith.shrui %74, %c3_i32 : i32
      %76 = arith.xori %71, %75 : i32
      %77 = arith.addi %76, %73 overflow<nsw> : i32
      %78 = llvm.getelementptr %16[%77] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %79 = arith.addi %49, %63 overflow<nsw> : i32
      %80 = arith.addi %65, %c-24_i32 overflow<nsw> : i32
      %81 = llvm.getelementptr %62[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %82 = llvm.getelementptr %19[%77] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %83 = arith.addi %50, %63 overflow<nsw> : i32
      %84 = arith.addi %65, %c-24_i32 overflow<nsw> : i32
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
      llvm.store %cst_0, %6 {alignment = 32 : i64} : f16, !llvm.ptr
      %239 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %239 {alignment = 2 : i64} : f16, !llvm.ptr
      %240 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %240 {alignment = 4 : i64} : f16, !llvm.ptr
      %241 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %241 {alignment = 2 : i64} : f16, !llvm.ptr
      %242 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %242 {alignment = 8 : i64} : f16, !llvm.ptr
      %243 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %243 {alignment = 2 : i64} : f16, !llvm.ptr
      %244 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %244 {alignment = 4 : i64} : f16, !llvm.ptr
      %245 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %245 {alignment = 2 : i64} : f16, !llvm.ptr
      %246 = llvm.getelementptr %6[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %246 {alignment = 16 : i64} : f16, !llvm.ptr
      %247 = llvm.getelementptr %6[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %247 {alignment = 2 : i64} : f16, !llvm.ptr
      %248 = llvm.getelementptr %6[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %248 {alignment = 4 : i64} : f16, !llvm.ptr
      %249 = llvm.getelementptr %6[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %249 {alignment = 2 : i64} : f16, !llvm.ptr
      %250 = llvm.getelementptr %6[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %250 {alignment = 8 : i64} : f16, !llvm.ptr
      %251 = llvm.getelementptr %6[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %251 {alignment = 2 : i64} : f16, !llvm.ptr
      %252 = llvm.getelementptr %6[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %252 {alignment = 4 : i64} : f16, !llvm.ptr
      %253 = llvm.getelementptr %6[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %253 {alignment = 2 : i64} : f16, !llvm.ptr
      %254 = llvm.getelementptr %6[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %254 {alignment = 32 : i64} : f16, !llvm.ptr
      %255 = llvm.getelementptr %6[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %255 {alignment = 2 : i64} : f16, !llvm.ptr
      %256 = llvm.getelementptr %6[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %256 {alignment = 4 : i64} : f16, !llvm.ptr
      %257 = llvm.getelementptr %6[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %257 {alignment = 2 : i64} : f16, !llvm.ptr
      %258 = llvm.getelementptr %6[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %258 {alignment = 8 : i64} : f16, !llvm.ptr
      %259 = llvm.getelementptr %6[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %259 {alignment = 2 : i64} : f16, !llvm.ptr
      %260 = llvm.getelementptr %6[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %260 {alignment = 4 : i64} : f16, !llvm.ptr
      %261 = llvm.getelementptr %6[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %261 {alignment = 2 : i64} : f16, !llvm.ptr
      %262 = llvm.getelementptr %6[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %262 {alignment = 16 : i64} : f16, !llvm.ptr
      %263 = llvm.getelementptr %6[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %263 {alignment = 2 : i64} : f16, !llvm.ptr
      %264 = llvm.getelementptr %6[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %264 {alignment = 4 : i64} : f16, !llvm.ptr
      %265 = llvm.getelementptr %6[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %265 {alignment = 2 : i64} : f16, !llvm.ptr
      %266 = llvm.getelementptr %6[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %266 {alignment = 8 : i64} : f16, !llvm.ptr
      %267 = llvm.getelementptr %6[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %267 {alignment = 2 : i64} : f16, !llvm.ptr
      %268 = llvm.getelementptr %6[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %268 {alignment = 4 : i64} : f16, !llvm.ptr
      %269 = llvm.getelementptr %6[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %269 {alignment = 2 : i64} : f16, !llvm.ptr
      %270 = llvm.getelementptr %6[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %270 {alignment = 32 : i64} : f16, !llvm.ptr
      %271 = llvm.getelementptr %6[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %271 {alignment = 2 : i64} : f16, !llvm.ptr
      %272 = llvm.getelementptr %6[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %272 {alignment = 4 : i64} : f16, !llvm.ptr
      %273 = llvm.getelementptr %6[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %273 {alignment = 2 : i64} : f16, !llvm.ptr
      %274 = llvm.getelementptr %6[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %274 {alignment = 8 : i64} : f16, !llvm.ptr
      %275 = llvm.getelementptr %6[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %275 {alignment = 2 : i64} : f16, !llvm.ptr
      %276 = llvm.getelementptr %6[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %276 {alignment = 4 : i64} : f16, !llvm.ptr
      %277 = llvm.getelementptr %6[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %277 {alignment = 2 : i64} : f16, !llvm.ptr
      %278 = llvm.getelementptr %6[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %278 {alignment = 16 : i64} : f16, !llvm.ptr
      %279 = llvm.getelementptr %6[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %279 {alignment = 2 : i64} : f16, !llvm.ptr
      %280 = llvm.getelementptr %6[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %280 {alignment = 4 : i64} : f16, !llvm.ptr
      %281 = llvm.getelementptr %6[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %281 {alignment = 2 : i64} : f16, !llvm.ptr
      %282 = llvm.getelementptr %6[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %282 {alignment = 8 : i64} : f16, !llvm.ptr
      %283 = llvm.getelementptr %6[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %283 {alignment = 2 : i64} : f16, !llvm.ptr
      %284 = llvm.getelementptr %6[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %284 {alignment = 4 : i64} : f16, !llvm.ptr
      %285 = llvm.getelementptr %6[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %285 {alignment = 2 : i64} : f16, !llvm.ptr
      %286 = llvm.getelementptr %6[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %286 {alignment = 32 : i64} : f16, !llvm.ptr
      %287 = llvm.getelementptr %6[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %287 {alignment = 2 : i64} : f16, !llvm.ptr
      %288 = llvm.getelementptr %6[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %288 {alignment = 4 : i64} : f16, !llvm.ptr
      %289 = llvm.getelementptr %6[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %289 {alignment = 2 : i64} : f16, !llvm.ptr
      %290 = llvm.getelementptr %6[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %290 {alignment = 8 : i64} : f16, !llvm.ptr
      %291 = llvm.getelementptr %6[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %291 {alignment = 2 : i64} : f16, !llvm.ptr
      %292 = llvm.getelementptr %6[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %292 {alignment = 4 : i64} : f16, !llvm.ptr
      %293 = llvm.getelementptr %6[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %293 {alignment = 2 : i64} : f16, !llvm.ptr
      %294 = llvm.getelementptr %6[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %294 {alignment = 16 : i64} : f16, !llvm.ptr
      %295 = llvm.getelementptr %6[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %295 {alignment = 2 : i64} : f16, !llvm.ptr
      %296 = llvm.getelementptr %6[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %296 {alignment = 4 : i64} : f16, !llvm.ptr
      %297 = llvm.getelementptr %6[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %297 {alignment = 2 : i64} : f16, !llvm.ptr
      %298 = llvm.getelementptr %6[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %298 {alignment = 8 : i64} : f16, !llvm.ptr
      %299 = llvm.getelementptr %6[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %299 {alignment = 2 : i64} : f16, !llvm.ptr
      %300 = llvm.getelementptr %6[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %300 {alignment = 4 : i64} : f16, !llvm.ptr
      %301 = llvm.getelementptr %6[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %301 {alignment = 2 : i64} : f16, !llvm.ptr
      %302 = llvm.getelementptr %6[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %302 {alignment = 32 : i64} : f16, !llvm.ptr
      %303 = llvm.getelementptr %6[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %303 {alignment = 2 : i64} : f16, !llvm.ptr
      %304 = llvm.getelementptr %6[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %304 {alignment = 4 : i64} : f16, !llvm.ptr
      %305 = llvm.getelementptr %6[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %305 {alignment = 2 : i64} : f16, !llvm.ptr
      %306 = llvm.getelementptr %6[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %306 {alignment = 8 : i64} : f16, !llvm.ptr
      %307 = llvm.getelementptr %6[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %307 {alignment = 2 : i64} : f16, !llvm.ptr
      %308 = llvm.getelementptr %6[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %308 {alignment = 4 : i64} : f16, !llvm.ptr
      %309 = llvm.getelementptr %6[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %309 {alignment = 2 : i64} : f16, !llvm.ptr
      %310 = llvm.getelementptr %6[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %310 {alignment = 16 : i64} : f16, !llvm.ptr
      %311 = llvm.getelementptr %6[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %311 {alignment = 2 : i64} : f16, !llvm.ptr
      %312 = llvm.getelementptr %6[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %312 {alignment = 4 : i64} : f16, !llvm.ptr
      %313 = llvm.getelementptr %6[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %313 {alignment = 2 : i64} : f16, !llvm.ptr
      %314 = llvm.getelementptr %6[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %314 {alignment = 8 : i64} : f16, !llvm.ptr
      %315 = llvm.getelementptr %6[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %315 {alignment = 2 : i64} : f16, !llvm.ptr
      %316 = llvm.getelementptr %6[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %316 {alignment = 4 : i64} : f16, !llvm.ptr
      %317 = llvm.getelementptr %6[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %317 {alignment = 2 : i64} : f16, !llvm.ptr
      %318 = llvm.getelementptr %6[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %318 {alignment = 32 : i64} : f16, !llvm.ptr
      %319 = llvm.getelementptr %6[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %319 {alignment = 2 : i64} : f16, !llvm.ptr
      %320 = llvm.getelementptr %6[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %320 {alignment = 4 : i64} : f16, !llvm.ptr
      %321 = llvm.getelementptr %6[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %321 {alignment = 2 : i64} : f16, !llvm.ptr
      %322 = llvm.getelementptr %6[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %322 {alignment = 8 : i64} : f16, !llvm.ptr
      %323 = llvm.getelementptr %6[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %323 {alignment = 2 : i64} : f16, !llvm.ptr
      %324 = llvm.getelementptr %6[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %324 {alignment = 4 : i64} : f16, !llvm.ptr
      %325 = llvm.getelementptr %6[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %325 {alignment = 2 : i64} : f16, !llvm.ptr
      %326 = llvm.getelementptr %6[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %326 {alignment = 16 : i64} : f16, !llvm.ptr
      %327 = llvm.getelementptr %6[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %327 {alignment = 2 : i64} : f16, !llvm.ptr
      %328 = llvm.getelementptr %6[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %328 {alignment = 4 : i64} : f16, !llvm.ptr
      %329 = llvm.getelementptr %6[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %329 {alignment = 2 : i64} : f16, !llvm.ptr
      %330 = llvm.getelementptr %6[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %330 {alignment = 8 : i64} : f16, !llvm.ptr
      %331 = llvm.getelementptr %6[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %331 {alignment = 2 : i64} : f16, !llvm.ptr
      %332 = llvm.getelementptr %6[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %332 {alignment = 4 : i64} : f16, !llvm.ptr
      %333 = llvm.getelementptr %6[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %333 {alignment = 2 : i64} : f16, !llvm.ptr
      %334 = llvm.getelementptr %6[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %334 {alignment = 32 : i64} : f16, !llvm.ptr
      %335 = llvm.getelementptr %6[97] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %335 {alignment = 2 : i64} : f16, !llvm.ptr
      %336 = llvm.getelementptr %6[98] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %336 {alignment = 4 : i64} : f16, !llvm.ptr
      %337 = llvm.getelementptr %6[99] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %337 {alignment = 2 : i64} : f16, !llvm.ptr
      %338 = llvm.getelementptr %6[100] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %338 {alignment = 8 : i64} : f16, !llvm.ptr
      %339 = llvm.getelementptr %6[101] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %339 {alignment = 2 : i64} : f16, !llvm.ptr
      %340 = llvm.getelementptr %6[102] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %340 {alignment = 4 : i64} : f16, !llvm.ptr
      %341 = llvm.getelementptr %6[103] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %341 {alignment = 2 : i64} : f16, !llvm.ptr
      %342 = llvm.getelementptr %6[104] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %342 {alignment = 16 : i64} : f16, !llvm.ptr
      %343 = llvm.getelementptr %6[105] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %343 {alignment = 2 : i64} : f16, !llvm.ptr
      %344 = llvm.getelementptr %6[106] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %344 {alignment = 4 : i64} : f16, !llvm.ptr
      %345 = llvm.getelementptr %6[107] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %345 {alignment = 2 : i64} : f16, !llvm.ptr
      %346 = llvm.getelementptr %6[108] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %346 {alignment = 8 : i64} : f16, !llvm.ptr
      %347 = llvm.getelementptr %6[109] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %347 {alignment = 2 : i64} : f16, !llvm.ptr
      %348 = llvm.getelementptr %6[110] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %348 {alignment = 4 : i64} : f16, !llvm.ptr
      %349 = llvm.getelementptr %6[111] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %349 {alignment = 2 : i64} : f16, !llvm.ptr
      %350 = llvm.getelementptr %6[112] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %350 {alignment = 32 : i64} : f16, !llvm.ptr
      %351 = llvm.getelementptr %6[113] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %351 {alignment = 2 : i64} : f16, !llvm.ptr
      %352 = llvm.getelementptr %6[114] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %352 {alignment = 4 : i64} : f16, !llvm.ptr
      %353 = llvm.getelementptr %6[115] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %353 {alignment = 2 : i64} : f16, !llvm.ptr
      %354 = llvm.getelementptr %6[116] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %354 {alignment = 8 : i64} : f16, !llvm.ptr
      %355 = llvm.getelementptr %6[117] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %355 {alignment = 2 : i64} : f16, !llvm.ptr
      %356 = llvm.getelementptr %6[118] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %356 {alignment = 4 : i64} : f16, !llvm.ptr
      %357 = llvm.getelementptr %6[119] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %357 {alignment = 2 : i64} : f16, !llvm.ptr
      %358 = llvm.getelementptr %6[120] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %358 {alignment = 16 : i64} : f16, !llvm.ptr
      %359 = llvm.getelementptr %6[121] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %359 {alignment = 2 : i64} : f16, !llvm.ptr
      %360 = llvm.getelementptr %6[122] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %360 {alignment = 4 : i64} : f16, !llvm.ptr
      %361 = llvm.getelementptr %6[123] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %361 {alignment = 2 : i64} : f16, !llvm.ptr
      %362 = llvm.getelementptr %6[124] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %362 {alignment = 8 : i64} : f16, !llvm.ptr
      %363 = llvm.getelementptr %6[125] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %363 {alignment = 2 : i64} : f16, !llvm.ptr
      %364 = llvm.getelementptr %6[126] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %364 {alignment = 4 : i64} : f16, !llvm.ptr
      %365 = llvm.getelementptr %6[127] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %365 {alignment = 2 : i64} : f16, !llvm.ptr
      %366 = llvm.getelementptr %6[128] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %366 {alignment = 32 : i64} : f16, !llvm.ptr
      %367 = llvm.getelementptr %6[129] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %367 {alignment = 2 : i64} : f16, !llvm.ptr
      %368 = llvm.getelementptr %6[130] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %368 {alignment = 4 : i64} : f16, !llvm.ptr
      %369 = llvm.getelementptr %6[131] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %369 {alignment = 2 : i64} : f16, !llvm.ptr
      %370 = llvm.getelementptr %6[132] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %370 {alignment = 8 : i64} : f16, !llvm.ptr
      %371 = llvm.getelementptr %6[133] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %371 {alignment = 2 : i64} : f16, !llvm.ptr
      %372 = llvm.getelementptr %6[134] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %372 {alignment = 4 : i64} : f16, !llvm.ptr
      %373 = llvm.getelementptr %6[135] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %373 {alignment = 2 : i64} : f16, !llvm.ptr
      %374 = llvm.getelementptr %6[136] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %374 {alignment = 16 : i64} : f16, !llvm.ptr
      %375 = llvm.getelementptr %6[137] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %375 {alignment = 2 : i64} : f16, !llvm.ptr
      %376 = llvm.getelementptr %6[138] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %376 {alignment = 4 : i64} : f16, !llvm.ptr
      %377 = llvm.getelementptr %6[139] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %377 {alignment = 2 : i64} : f16, !llvm.ptr
      %378 = llvm.getelementptr %6[140] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %378 {alignment = 8 : i64} : f16, !llvm.ptr
      %379 = llvm.getelementptr %6[141] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %379 {alignment = 2 : i64} : f16, !llvm.ptr
      %380 = llvm.getelementptr %6[142] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %380 {alignment = 4 : i64} : f16, !llvm.ptr
      %381 = llvm.getelementptr %6[143] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %381 {alignment = 2 : i64} : f16, !llvm.ptr
      %382 = llvm.getelementptr %6[144] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %382 {alignment = 32 : i64} : f16, !llvm.ptr
      %383 = llvm.getelementptr %6[145] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %383 {alignment = 2 : i64} : f16, !llvm.ptr
      %384 = llvm.getelementptr %6[146] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %384 {alignment = 4 : i64} : f16, !llvm.ptr
      %385 = llvm.getelementptr %6[147] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %385 {alignment = 2 : i64} : f16, !llvm.ptr
      %386 = llvm.getelementptr %6[148] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %386 {alignment = 8 : i64} : f16, !llvm.ptr
      %387 = llvm.getelementptr %6[149] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %387 {alignment = 2 : i64} : f16, !llvm.ptr
      %388 = llvm.getelementptr %6[150] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %388 {alignment = 4 : i64} : f16, !llvm.ptr
      %389 = llvm.getelementptr %6[151] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %389 {alignment = 2 : i64} : f16, !llvm.ptr
      %390 = llvm.getelementptr %6[152] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %390 {alignment = 16 : i64} : f16, !llvm.ptr
      %391 = llvm.getelementptr %6[153] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %391 {alignment = 2 : i64} : f16, !llvm.ptr
      %392 = llvm.getelementptr %6[154] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %392 {alignment = 4 : i64} : f16, !llvm.ptr
      %393 = llvm.getelementptr %6[155] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %393 {alignment = 2 : i64} : f16, !llvm.ptr
      %394 = llvm.getelementptr %6[156] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %394 {alignment = 8 : i64} : f16, !llvm.ptr
      %395 = llvm.getelementptr %6[157] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %395 {alignment = 2 : i64} : f16, !llvm.ptr
      %396 = llvm.getelementptr %6[158] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %396 {alignment = 4 : i64} : f16, !llvm.ptr
      %397 = llvm.getelementptr %6[159] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %397 {alignment = 2 : i64} : f16, !llvm.ptr
      %398 = llvm.getelementptr %6[160] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %398 {alignment = 32 : i64} : f16, !llvm.ptr
      %399 = llvm.getelementptr %6[161] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %399 {alignment = 2 : i64} : f16, !llvm.ptr
      %400 = llvm.getelementptr %6[162] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %400 {alignment = 4 : i64} : f16, !llvm.ptr
      %401 = llvm.getelementptr %6[163] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %401 {alignment = 2 : i64} : f16, !llvm.ptr
      %402 = llvm.getelementptr %6[164] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %402 {alignment = 8 : i64} : f16, !llvm.ptr
      %403 = llvm.getelementptr %6[165] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %403 {alignment = 2 : i64} : f16, !llvm.ptr
      %404 = llvm.getelementptr %6[166] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %404 {alignment = 4 : i64} : f16, !llvm.ptr
      %405 = llvm.getelementptr %6[167] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %405 {alignment = 2 : i64} : f16, !llvm.ptr
      %406 = llvm.getelementptr %6[168] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %406 {alignment = 16 : i64} : f16, !llvm.ptr
      %407 = llvm.getelementptr %6[169] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %407 {alignment = 2 : i64} : f16, !llvm.ptr
      %408 = llvm.getelementptr %6[170] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %408 {alignment = 4 : i64} : f16, !llvm.ptr
      %409 = llvm.getelementptr %6[171] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %409 {alignment = 2 : i64} : f16, !llvm.ptr
      %410 = llvm.getelementptr %6[172] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %410 {alignment = 8 : i64} : f16, !llvm.ptr
      %411 = llvm.getelementptr %6[173] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %411 {alignment = 2 : i64} : f16, !llvm.ptr
      %412 = llvm.getelementptr %6[174] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %412 {alignment = 4 : i64} : f16, !llvm.ptr
      %413 = llvm.getelementptr %6[175] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %413 {alignment = 2 : i64} : f16, !llvm.ptr
      %414 = llvm.getelementptr %6[176] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %414 {alignment = 32 : i64} : f16, !llvm.ptr
      %415 = llvm.getelementptr %6[177] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %415 {alignment = 2 : i64} : f16, !llvm.ptr
      %416 = llvm.getelementptr %6[178] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %416 {alignment = 4 : i64} : f16, !llvm.ptr
      %417 = llvm.getelementptr %6[179] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %417 {alignment = 2 : i64} : f16, !llvm.ptr
      %418 = llvm.getelementptr %6[180] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %418 {alignment = 8 : i64} : f16, !llvm.ptr
      %419 = llvm.getelementptr %6[181] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %419 {alignment = 2 : i64} : f16, !llvm.ptr
      %420 = llvm.getelementptr %6[182] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %420 {alignment = 4 : i64} : f16, !llvm.ptr
      %421 = llvm.getelementptr %6[183] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %421 {alignment = 2 : i64} : f16, !llvm.ptr
      %422 = llvm.getelementptr %6[184] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %422 {alignment = 16 : i64} : f16, !llvm.ptr
      %423 = llvm.getelementptr %6[185] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %423 {alignment = 2 : i64} : f16, !llvm.ptr
      %424 = llvm.getelementptr %6[186] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %424 {alignment = 4 : i64} : f16, !llvm.ptr
      %425 = llvm.getelementptr %6[187] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %425 {alignment = 2 : i64} : f16, !llvm.ptr
      %426 = llvm.getelementptr %6[188] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %426 {alignment = 8 : i64} : f16, !llvm.ptr
      %427 = llvm.getelementptr %6[189] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %427 {alignment = 2 : i64} : f16, !llvm.ptr
      %428 = llvm.getelementptr %6[190] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %428 {alignment = 4 : i64} : f16, !llvm.ptr
      %429 = llvm.getelementptr %6[191] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %429 {alignment = 2 : i64} : f16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %6[%715] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %717 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %78[%717] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %719 = llvm.load %716 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %719, %718 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      llvm.store %cst_0, %5 {alignment = 32 : i64} : f16, !llvm.ptr
      %430 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %430 {alignment = 2 : i64} : f16, !llvm.ptr
      %431 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %431 {alignment = 4 : i64} : f16, !llvm.ptr
      %432 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %432 {alignment = 2 : i64} : f16, !llvm.ptr
      %433 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %433 {alignment = 8 : i64} : f16, !llvm.ptr
      %434 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %434 {alignment = 2 : i64} : f16, !llvm.ptr
      %435 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %435 {alignment = 4 : i64} : f16, !llvm.ptr
      %436 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %436 {alignment = 2 : i64} : f16, !llvm.ptr
      %437 = llvm.getelementptr %5[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %437 {alignment = 16 : i64} : f16, !llvm.ptr
      %438 = llvm.getelementptr %5[9] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %438 {alignment = 2 : i64} : f16, !llvm.ptr
      %439 = llvm.getelementptr %5[10] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %439 {alignment = 4 : i64} : f16, !llvm.ptr
      %440 = llvm.getelementptr %5[11] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %440 {alignment = 2 : i64} : f16, !llvm.ptr
      %441 = llvm.getelementptr %5[12] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %441 {alignment = 8 : i64} : f16, !llvm.ptr
      %442 = llvm.getelementptr %5[13] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %442 {alignment = 2 : i64} : f16, !llvm.ptr
      %443 = llvm.getelementptr %5[14] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %443 {alignment = 4 : i64} : f16, !llvm.ptr
      %444 = llvm.getelementptr %5[15] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %444 {alignment = 2 : i64} : f16, !llvm.ptr
      %445 = llvm.getelementptr %5[16] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %445 {alignment = 32 : i64} : f16, !llvm.ptr
      %446 = llvm.getelementptr %5[17] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %446 {alignment = 2 : i64} : f16, !llvm.ptr
      %447 = llvm.getelementptr %5[18] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %447 {alignment = 4 : i64} : f16, !llvm.ptr
      %448 = llvm.getelementptr %5[19] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %448 {alignment = 2 : i64} : f16, !llvm.ptr
      %449 = llvm.getelementptr %5[20] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %449 {alignment = 8 : i64} : f16, !llvm.ptr
      %450 = llvm.getelementptr %5[21] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %450 {alignment = 2 : i64} : f16, !llvm.ptr
      %451 = llvm.getelementptr %5[22] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %451 {alignment = 4 : i64} : f16, !llvm.ptr
      %452 = llvm.getelementptr %5[23] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %452 {alignment = 2 : i64} : f16, !llvm.ptr
      %453 = llvm.getelementptr %5[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %453 {alignment = 16 : i64} : f16, !llvm.ptr
      %454 = llvm.getelementptr %5[25] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %454 {alignment = 2 : i64} : f16, !llvm.ptr
      %455 = llvm.getelementptr %5[26] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %455 {alignment = 4 : i64} : f16, !llvm.ptr
      %456 = llvm.getelementptr %5[27] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %456 {alignment = 2 : i64} : f16, !llvm.ptr
      %457 = llvm.getelementptr %5[28] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %457 {alignment = 8 : i64} : f16, !llvm.ptr
      %458 = llvm.getelementptr %5[29] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %458 {alignment = 2 : i64} : f16, !llvm.ptr
      %459 = llvm.getelementptr %5[30] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %459 {alignment = 4 : i64} : f16, !llvm.ptr
      %460 = llvm.getelementptr %5[31] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %460 {alignment = 2 : i64} : f16, !llvm.ptr
      %461 = llvm.getelementptr %5[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %461 {alignment = 32 : i64} : f16, !llvm.ptr
      %462 = llvm.getelementptr %5[33] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %462 {alignment = 2 : i64} : f16, !llvm.ptr
      %463 = llvm.getelementptr %5[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %463 {alignment = 4 : i64} : f16, !llvm.ptr
      %464 = llvm.getelementptr %5[35] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %464 {alignment = 2 : i64} : f16, !llvm.ptr
      %465 = llvm.getelementptr %5[36] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %465 {alignment = 8 : i64} : f16, !llvm.ptr
      %466 = llvm.getelementptr %5[37] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %466 {alignment = 2 : i64} : f16, !llvm.ptr
      %467 = llvm.getelementptr %5[38] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %467 {alignment = 4 : i64} : f16, !llvm.ptr
      %468 = llvm.getelementptr %5[39] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %468 {alignment = 2 : i64} : f16, !llvm.ptr
      %469 = llvm.getelementptr %5[40] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %469 {alignment = 16 : i64} : f16, !llvm.ptr
      %470 = llvm.getelementptr %5[41] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %470 {alignment = 2 : i64} : f16, !llvm.ptr
      %471 = llvm.getelementptr %5[42] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %471 {alignment = 4 : i64} : f16, !llvm.ptr
      %472 = llvm.getelementptr %5[43] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %472 {alignment = 2 : i64} : f16, !llvm.ptr
      %473 = llvm.getelementptr %5[44] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %473 {alignment = 8 : i64} : f16, !llvm.ptr
      %474 = llvm.getelementptr %5[45] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %474 {alignment = 2 : i64} : f16, !llvm.ptr
      %475 = llvm.getelementptr %5[46] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %475 {alignment = 4 : i64} : f16, !llvm.ptr
      %476 = llvm.getelementptr %5[47] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %476 {alignment = 2 : i64} : f16, !llvm.ptr
      %477 = llvm.getelementptr %5[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %477 {alignment = 32 : i64} : f16, !llvm.ptr
      %478 = llvm.getelementptr %5[49] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %478 {alignment = 2 : i64} : f16, !llvm.ptr
      %479 = llvm.getelementptr %5[50] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %479 {alignment = 4 : i64} : f16, !llvm.ptr
      %480 = llvm.getelementptr %5[51] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %480 {alignment = 2 : i64} : f16, !llvm.ptr
      %481 = llvm.getelementptr %5[52] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %481 {alignment = 8 : i64} : f16, !llvm.ptr
      %482 = llvm.getelementptr %5[53] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %482 {alignment = 2 : i64} : f16, !llvm.ptr
      %483 = llvm.getelementptr %5[54] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %483 {alignment = 4 : i64} : f16, !llvm.ptr
      %484 = llvm.getelementptr %5[55] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %484 {alignment = 2 : i64} : f16, !llvm.ptr
      %485 = llvm.getelementptr %5[56] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %485 {alignment = 16 : i64} : f16, !llvm.ptr
      %486 = llvm.getelementptr %5[57] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %486 {alignment = 2 : i64} : f16, !llvm.ptr
      %487 = llvm.getelementptr %5[58] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %487 {alignment = 4 : i64} : f16, !llvm.ptr
      %488 = llvm.getelementptr %5[59] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %488 {alignment = 2 : i64} : f16, !llvm.ptr
      %489 = llvm.getelementptr %5[60] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %489 {alignment = 8 : i64} : f16, !llvm.ptr
      %490 = llvm.getelementptr %5[61] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %490 {alignment = 2 : i64} : f16, !llvm.ptr
      %491 = llvm.getelementptr %5[62] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %491 {alignment = 4 : i64} : f16, !llvm.ptr
      %492 = llvm.getelementptr %5[63] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %492 {alignment = 2 : i64} : f16, !llvm.ptr
      %493 = llvm.getelementptr %5[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %493 {alignment = 32 : i64} : f16, !llvm.ptr
      %494 = llvm.getelementptr %5[65] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %494 {alignment = 2 : i64} : f16, !llvm.ptr
      %495 = llvm.getelementptr %5[66] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %495 {alignment = 4 : i64} : f16, !llvm.ptr
      %496 = llvm.getelementptr %5[67] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %496 {alignment = 2 : i64} : f16, !llvm.ptr
      %497 = llvm.getelementptr %5[68] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %497 {alignment = 8 : i64} : f16, !llvm.ptr
      %498 = llvm.getelementptr %5[69] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %498 {alignment = 2 : i64} : f16, !llvm.ptr
      %499 = llvm.getelementptr %5[70] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %499 {alignment = 4 : i64} : f16, !llvm.ptr
      %500 = llvm.getelementptr %5[71] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %500 {alignment = 2 : i64} : f16, !llvm.ptr
      %501 = llvm.getelementptr %5[72] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %501 {alignment = 16 : i64} : f16, !llvm.ptr
      %502 = llvm.getelementptr %5[73] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %502 {alignment = 2 : i64} : f16, !llvm.ptr
      %503 = llvm.getelementptr %5[74] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %503 {alignment = 4 : i64} : f16, !llvm.ptr
      %504 = llvm.getelementptr %5[75] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %504 {alignment = 2 : i64} : f16, !llvm.ptr
      %505 = llvm.getelementptr %5[76] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %505 {alignment = 8 : i64} : f16, !llvm.ptr
      %506 = llvm.getelementptr %5[77] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %506 {alignment = 2 : i64} : f16, !llvm.ptr
      %507 = llvm.getelementptr %5[78] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %507 {alignment = 4 : i64} : f16, !llvm.ptr
      %508 = llvm.getelementptr %5[79] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %508 {alignment = 2 : i64} : f16, !llvm.ptr
      %509 = llvm.getelementptr %5[80] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %509 {alignment = 32 : i64} : f16, !llvm.ptr
      %510 = llvm.getelementptr %5[81] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %510 {alignment = 2 : i64} : f16, !llvm.ptr
      %511 = llvm.getelementptr %5[82] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %511 {alignment = 4 : i64} : f16, !llvm.ptr
      %512 = llvm.getelementptr %5[83] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %512 {alignment = 2 : i64} : f16, !llvm.ptr
      %513 = llvm.getelementptr %5[84] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %513 {alignment = 8 : i64} : f16, !llvm.ptr
      %514 = llvm.getelementptr %5[85] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %514 {alignment = 2 : i64} : f16, !llvm.ptr
      %515 = llvm.getelementptr %5[86] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %515 {alignment = 4 : i64} : f16, !llvm.ptr
      %516 = llvm.getelementptr %5[87] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %516 {alignment = 2 : i64} : f16, !llvm.ptr
      %517 = llvm.getelementptr %5[88] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %517 {alignment = 16 : i64} : f16, !llvm.ptr
      %518 = llvm.getelementptr %5[89] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %518 {alignment = 2 : i64} : f16, !llvm.ptr
      %519 = llvm.getelementptr %5[90] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %519 {alignment = 4 : i64} : f16, !llvm.ptr
      %520 = llvm.getelementptr %5[91] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %520 {alignment = 2 : i64} : f16, !llvm.ptr
      %521 = llvm.getelementptr %5[92] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %521 {alignment = 8 : i64} : f16, !llvm.ptr
      %522 = llvm.getelementptr %5[93] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %522 {alignment = 2 : i64} : f16, !llvm.ptr
      %523 = llvm.getelementptr %5[94] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %523 {alignment = 4 : i64} : f16, !llvm.ptr
      %524 = llvm.getelementptr %5[95] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %524 {alignment = 2 : i64} : f16, !llvm.ptr
      %525 = llvm.getelementptr %5[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %525 {alignment = 32 : i64} : f16, !llvm.ptr
      %526 = llvm.getelementptr %5[97] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %526 {alignment = 2 : i64} : f16, !llvm.ptr
      %527 = llvm.getelementptr %5[98] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %527 {alignment = 4 : i64} : f16, !llvm.ptr
      %528 = llvm.getelementptr %5[99] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %528 {alignment = 2 : i64} : f16, !llvm.ptr
      %529 = llvm.getelementptr %5[100] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %529 {alignment = 8 : i64} : f16, !llvm.ptr
      %530 = llvm.getelementptr %5[101] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %530 {alignment = 2 : i64} : f16, !llvm.ptr
      %531 = llvm.getelementptr %5[102] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %531 {alignment = 4 : i64} : f16, !llvm.ptr
      %532 = llvm.getelementptr %5[103] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %532 {alignment = 2 : i64} : f16, !llvm.ptr
      %533 = llvm.getelementptr %5[104] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %533 {alignment = 16 : i64} : f16, !llvm.ptr
      %534 = llvm.getelementptr %5[105] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %534 {alignment = 2 : i64} : f16, !llvm.ptr
      %535 = llvm.getelementptr %5[106] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %535 {alignment = 4 : i64} : f16, !llvm.ptr
      %536 = llvm.getelementptr %5[107] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %536 {alignment = 2 : i64} : f16, !llvm.ptr
      %537 = llvm.getelementptr %5[108] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %537 {alignment = 8 : i64} : f16, !llvm.ptr
      %538 = llvm.getelementptr %5[109] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %538 {alignment = 2 : i64} : f16, !llvm.ptr
      %539 = llvm.getelementptr %5[110] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %539 {alignment = 4 : i64} : f16, !llvm.ptr
      %540 = llvm.getelementptr %5[111] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %540 {alignment = 2 : i64} : f16, !llvm.ptr
      %541 = llvm.getelementptr %5[112] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %541 {alignment = 32 : i64} : f16, !llvm.ptr
      %542 = llvm.getelementptr %5[113] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %542 {alignment = 2 : i64} : f16, !llvm.ptr
      %543 = llvm.getelementptr %5[114] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %543 {alignment = 4 : i64} : f16, !llvm.ptr
      %544 = llvm.getelementptr %5[115] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %544 {alignment = 2 : i64} : f16, !llvm.ptr
      %545 = llvm.getelementptr %5[116] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %545 {alignment = 8 : i64} : f16, !llvm.ptr
      %546 = llvm.getelementptr %5[117] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %546 {alignment = 2 : i64} : f16, !llvm.ptr
      %547 = llvm.getelementptr %5[118] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %547 {alignment = 4 : i64} : f16, !llvm.ptr
      %548 = llvm.getelementptr %5[119] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %548 {alignment = 2 : i64} : f16, !llvm.ptr
      %549 = llvm.getelementptr %5[120] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %549 {alignment = 16 : i64} : f16, !llvm.ptr
      %550 = llvm.getelementptr %5[121] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %550 {alignment = 2 : i64} : f16, !llvm.ptr
      %551 = llvm.getelementptr %5[122] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %551 {alignment = 4 : i64} : f16, !llvm.ptr
      %552 = llvm.getelementptr %5[123] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %552 {alignment = 2 : i64} : f16, !llvm.ptr
      %553 = llvm.getelementptr %5[124] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %553 {alignment = 8 : i64} : f16, !llvm.ptr
      %554 = llvm.getelementptr %5[125] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %554 {alignment = 2 : i64} : f16, !llvm.ptr
      %555 = llvm.getelementptr %5[126] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %555 {alignment = 4 : i64} : f16, !llvm.ptr
      %556 = llvm.getelementptr %5[127] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %556 {alignment = 2 : i64} : f16, !llvm.ptr
      %557 = llvm.getelementptr %5[128] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %557 {alignment = 32 : i64} : f16, !llvm.ptr
      %558 = llvm.getelementptr %5[129] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %558 {alignment = 2 : i64} : f16, !llvm.ptr
      %559 = llvm.getelementptr %5[130] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %559 {alignment = 4 : i64} : f16, !llvm.ptr
      %560 = llvm.getelementptr %5[131] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %560 {alignment = 2 : i64} : f16, !llvm.ptr
      %561 = llvm.getelementptr %5[132] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %561 {alignment = 8 : i64} : f16, !llvm.ptr
      %562 = llvm.getelementptr %5[133] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %562 {alignment = 2 : i64} : f16, !llvm.ptr
      %563 = llvm.getelementptr %5[134] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %563 {alignment = 4 : i64} : f16, !llvm.ptr
      %564 = llvm.getelementptr %5[135] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %564 {alignment = 2 : i64} : f16, !llvm.ptr
      %565 = llvm.getelementptr %5[136] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %565 {alignment = 16 : i64} : f16, !llvm.ptr
      %566 = llvm.getelementptr %5[137] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %566 {alignment = 2 : i64} : f16, !llvm.ptr
      %567 = llvm.getelementptr %5[138] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %567 {alignment = 4 : i64} : f16, !llvm.ptr
      %568 = llvm.getelementptr %5[139] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %568 {alignment = 2 : i64} : f16, !llvm.ptr
      %569 = llvm.getelementptr %5[140] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %569 {alignment = 8 : i64} : f16, !llvm.ptr
      %570 = llvm.getelementptr %5[141] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %570 {alignment = 2 : i64} : f16, !llvm.ptr
      %571 = llvm.getelementptr %5[142] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %571 {alignment = 4 : i64} : f16, !llvm.ptr
      %572 = llvm.getelementptr %5[143] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %572 {alignment = 2 : i64} : f16, !llvm.ptr
      %573 = llvm.getelementptr %5[144] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %573 {alignment = 32 : i64} : f16, !llvm.ptr
      %574 = llvm.getelementptr %5[145] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %574 {alignment = 2 : i64} : f16, !llvm.ptr
      %575 = llvm.getelementptr %5[146] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %575 {alignment = 4 : i64} : f16, !llvm.ptr
      %576 = llvm.getelementptr %5[147] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %576 {alignment = 2 : i64} : f16, !llvm.ptr
      %577 = llvm.getelementptr %5[148] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %577 {alignment = 8 : i64} : f16, !llvm.ptr
      %578 = llvm.getelementptr %5[149] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %578 {alignment = 2 : i64} : f16, !llvm.ptr
      %579 = llvm.getelementptr %5[150] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %579 {alignment = 4 : i64} : f16, !llvm.ptr
      %580 = llvm.getelementptr %5[151] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %580 {alignment = 2 : i64} : f16, !llvm.ptr
      %581 = llvm.getelementptr %5[152] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %581 {alignment = 16 : i64} : f16, !llvm.ptr
      %582 = llvm.getelementptr %5[153] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %582 {alignment = 2 : i64} : f16, !llvm.ptr
      %583 = llvm.getelementptr %5[154] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %583 {alignment = 4 : i64} : f16, !llvm.ptr
      %584 = llvm.getelementptr %5[155] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %584 {alignment = 2 : i64} : f16, !llvm.ptr
      %585 = llvm.getelementptr %5[156] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %585 {alignment = 8 : i64} : f16, !llvm.ptr
      %586 = llvm.getelementptr %5[157] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %586 {alignment = 2 : i64} : f16, !llvm.ptr
      %587 = llvm.getelementptr %5[158] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %587 {alignment = 4 : i64} : f16, !llvm.ptr
      %588 = llvm.getelementptr %5[159] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %588 {alignment = 2 : i64} : f16, !llvm.ptr
      %589 = llvm.getelementptr %5[160] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %589 {alignment = 32 : i64} : f16, !llvm.ptr
      %590 = llvm.getelementptr %5[161] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %590 {alignment = 2 : i64} : f16, !llvm.ptr
      %591 = llvm.getelementptr %5[162] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %591 {alignment = 4 : i64} : f16, !llvm.ptr
      %592 = llvm.getelementptr %5[163] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %592 {alignment = 2 : i64} : f16, !llvm.ptr
      %593 = llvm.getelementptr %5[164] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %593 {alignment = 8 : i64} : f16, !llvm.ptr
      %594 = llvm.getelementptr %5[165] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %594 {alignment = 2 : i64} : f16, !llvm.ptr
      %595 = llvm.getelementptr %5[166] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %595 {alignment = 4 : i64} : f16, !llvm.ptr
      %596 = llvm.getelementptr %5[167] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %596 {alignment = 2 : i64} : f16, !llvm.ptr
      %597 = llvm.getelementptr %5[168] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %597 {alignment = 16 : i64} : f16, !llvm.ptr
      %598 = llvm.getelementptr %5[169] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %598 {alignment = 2 : i64} : f16, !llvm.ptr
      %599 = llvm.getelementptr %5[170] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %599 {alignment = 4 : i64} : f16, !llvm.ptr
      %600 = llvm.getelementptr %5[171] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %600 {alignment = 2 : i64} : f16, !llvm.ptr
      %601 = llvm.getelementptr %5[172] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %601 {alignment = 8 : i64} : f16, !llvm.ptr
      %602 = llvm.getelementptr %5[173] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %602 {alignment = 2 : i64} : f16, !llvm.ptr
      %603 = llvm.getelementptr %5[174] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %603 {alignment = 4 : i64} : f16, !llvm.ptr
      %604 = llvm.getelementptr %5[175] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %604 {alignment = 2 : i64} : f16, !llvm.ptr
      %605 = llvm.getelementptr %5[176] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %605 {alignment = 32 : i64} : f16, !llvm.ptr
      %606 = llvm.getelementptr %5[177] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %606 {alignment = 2 : i64} : f16, !llvm.ptr
      %607 = llvm.getelementptr %5[178] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %607 {alignment = 4 : i64} : f16, !llvm.ptr
      %608 = llvm.getelementptr %5[179] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %608 {alignment = 2 : i64} : f16, !llvm.ptr
      %609 = llvm.getelementptr %5[180] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %609 {alignment = 8 : i64} : f16, !llvm.ptr
      %610 = llvm.getelementptr %5[181] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %610 {alignment = 2 : i64} : f16, !llvm.ptr
      %611 = llvm.getelementptr %5[182] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %611 {alignment = 4 : i64} : f16, !llvm.ptr
      %612 = llvm.getelementptr %5[183] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %612 {alignment = 2 : i64} : f16, !llvm.ptr
      %613 = llvm.getelementptr %5[184] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %613 {alignment = 16 : i64} : f16, !llvm.ptr
      %614 = llvm.getelementptr %5[185] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %614 {alignment = 2 : i64} : f16, !llvm.ptr
      %615 = llvm.getelementptr %5[186] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %615 {alignment = 4 : i64} : f16, !llvm.ptr
      %616 = llvm.getelementptr %5[187] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %616 {alignment = 2 : i64} : f16, !llvm.ptr
      %617 = llvm.getelementptr %5[188] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %617 {alignment = 8 : i64} : f16, !llvm.ptr
      %618 = llvm.getelementptr %5[189] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %618 {alignment = 2 : i64} : f16, !llvm.ptr
      %619 = llvm.getelementptr %5[190] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %619 {alignment = 4 : i64} : f16, !llvm.ptr
      %620 = llvm.getelementptr %5[191] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %cst_0, %620 {alignment = 2 : i64} : f16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %5[%715] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %717 = arith.muli %arg3, %c1024_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %82[%717] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %719 = llvm.load %716 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %719, %718 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      nvvm.barrier
      %621 = arith.remsi %c0_i32, %c8_i32 : i32
      %622 = arith.divsi %c0_i32, %c8_i32 : i32
      %623:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %621, %arg5 = %622) -> (i32, i32)  : i32 {
        %715 = arith.muli %arg4, %c10240_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %68[%715] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %717 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %78[%717] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %719 = llvm.getelementptr %8[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %720 = llvm.load %719 {alignment = 1 : i64} : !llvm.ptr -> i8
        %721 = arith.trunci %720 : i8 to i1
        %722 = arith.select %721, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %718, %716, 16, cache = cg, %722 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %723 = arith.addi %arg4, %c1_i32 : i32
        %724 = arith.cmpi eq, %723, %c8_i32 : i32
        %725 = arith.select %724, %c0_i32, %723 : i32
        %726 = arith.addi %arg4, %c1_i32 : i32
        %727 = arith.addi %arg5, %c1_i32 : i32
        %728 = arith.cmpi eq, %726, %c8_i32 : i32
        %729 = arith.select %728, %727, %arg5 : i32
        scf.yield %725, %729 : i32, i32
      } {loop_annotation = #loop_annotation}
      %624 = arith.remsi %c0_i32, %c8_i32 : i32
      %625 = arith.divsi %c0_i32, %c8_i32 : i32
      %626:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %624, %arg5 = %625) -> (i32, i32)  : i32 {
        %715 = arith.muli %arg4, %c10240_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %81[%715] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %717 = arith.muli %arg4, %c1024_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %82[%717] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %719 = llvm.getelementptr %7[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %720 = llvm.load %719 {alignment = 1 : i64} : !llvm.ptr -> i8
        %721 = arith.trunci %720 : i8 to i1
        %722 = arith.select %721, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %718, %716, 16, cache = cg, %722 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %723 = arith.addi %arg4, %c1_i32 : i32
        %724 = arith.cmpi eq, %723, %c8_i32 : i32
        %725 = arith.select %724, %c0_i32, %723 : i32
        %726 = arith.addi %arg4, %c1_i32 : i32
        %727 = arith.addi %arg5, %c1_i32 : i32
        %728 = arith.cmpi eq, %726, %c8_i32 : i32
        %729 = arith.select %728, %727, %arg5 : i32
        scf.yield %725, %729 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      nvvm.cp.async.commit.group
      %627 = arith.remsi %20, %c32_i32 : i32
      %628 = arith.divsi %20, %c32_i32 : i32
      %629 = arith.remsi %628, %c2_i32 : i32
      %630 = arith.divsi %20, %c64_i32 : i32
      %631 = arith.remsi %630, %c2_i32 : i32
      %632 = arith.remsi %627, %c32_i32 : i32
      %633 = arith.remsi %629, %c2_i32 : i32
      %634 = arith.remsi %631, %c2_i32 : i32
      %635 = arith.divsi %632, %c4_i32 : i32
      %636 = arith.remsi %632, %c4_i32 : i32
      %637 = arith.muli %636, %c2_i32 overflow<nsw> : i32
      %638 = arith.muli %635, %c1048_i32 overflow<nsw> : i32
      %639 = arith.addi %637, %638 overflow<nsw> : i32
      %640 = arith.muli %633, %c16768_i32 overflow<nsw> : i32
      %641 = arith.muli %634, %c8_i32 overflow<nsw> : i32
      %642 = arith.addi %640, %641 overflow<nsw> : i32
      %643 = arith.addi %639, %642 overflow<nsw> : i32
      %644 = llvm.getelementptr %48[%643] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %cst, %2 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %645 = arith.divsi %20, %c16_i32 : i32
      %646 = arith.remsi %20, %c16_i32 : i32
      %647 = arith.remsi %646, %c8_i32 : i32
      %648 = arith.muli %647, %c64_i32 overflow<nsw> : i32
      %649 = arith.remsi %645, %c2_i32 : i32
      %650 = arith.muli %649, %c8_i32 overflow<nsw> : i32
      %651 = arith.addi %648, %650 overflow<nsw> : i32
      %652 = arith.divsi %646, %c8_i32 : i32
      %653 = arith.muli %652, %c512_i32 overflow<nsw> : i32
      %654 = arith.divsi %645, %c2_i32 : i32
      %655 = arith.remsi %654, %c2_i32 : i32
      %656 = arith.muli %655, %c1024_i32 overflow<nsw> : i32
      %657 = arith.addi %653, %656 overflow<nsw> : i32
      %658 = arith.andi %651, %c128_i32 : i32
      %659 = arith.cmpi eq, %658, %c0_i32 : i32
      %660 = arith.select %659, %c16_i32, %c-16_i32 : i32
      %661 = arith.andi %651, %c256_i32 : i32
      %662 = arith.cmpi eq, %661, %c0_i32 : i32
      %663 = arith.select %662, %c32_i32, %c-32_i32 : i32
      %664 = arith.andi %651, %c448_i32 : i32
      %665 = arith.shrui %664, %c3_i32 : i32
      %666 = arith.xori %651, %665 : i32
      %667 = arith.addi %666, %657 overflow<nsw> : i32
      %668 = llvm.getelementptr %16[%667] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %669 = arith.muli %64, %c64_i32 overflow<nsw> : i32
      %670 = arith.remsi %63, %c2_i32 : i32
      %671 = arith.muli %670, %c8_i32 overflow<nsw> : i32
      %672 = arith.addi %669, %671 overflow<nsw> : i32
      %673 = arith.divsi %63, %c2_i32 : i32
      %674 = arith.divsi %673, %c2_i32 : i32
      %675 = arith.remsi %673, %c2_i32 : i32
      %676 = arith.muli %675, %c1024_i32 overflow<nsw> : i32
      %677 = arith.divsi %674, %c2_i32 : i32
      %678 = arith.muli %677, %c512_i32 overflow<nsw> : i32
      %679 = arith.addi %676, %678 overflow<nsw> : i32
      %680 = arith.andi %672, %c128_i32 : i32
      %681 = arith.cmpi eq, %680, %c0_i32 : i32
      %682 = arith.select %681, %c16_i32, %c-16_i32 : i32
      %683 = arith.andi %672, %c256_i32 : i32
      %684 = arith.cmpi eq, %683, %c0_i32 : i32
      %685 = arith.select %684, %c32_i32, %c-32_i32 : i32
      %686 = arith.andi %672, %c448_i32 : i32
      %687 = arith.shrui %686, %c3_i32 : i32
      %688 = arith.xori %672, %687 : i32
      %689 = arith.addi %688, %679 overflow<nsw> : i32
      %690 = llvm.getelementptr %19[%689] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %668[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %4[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %690[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %3[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %691 = llvm.getelementptr %668[%660] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %692 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %691[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %692[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %693 = llvm.getelementptr %690[%682] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %694 = llvm.getelementptr %3[32] : (!llvm.ptr) -> !llvm.ptr, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %693[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %694[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %4[%715] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %717 = llvm.getelementptr %716[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %718 = llvm.getelementptr %716[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %719 = llvm.getelementptr %716[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
          %720 = arith.muli %arg4, %c4_i32 overflow<nsw> : i32
          %721 = llvm.getelementptr %3[%720] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %722 = arith.muli %arg3, %c4_i32 overflow<nsw> : i32
          %723 = arith.muli %arg4, %c16_i32 overflow<nsw> : i32
          %724 = arith.addi %722, %723 overflow<nsw> : i32
          %725 = llvm.getelementptr %2[%724] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %726 = llvm.load %716 : !llvm.ptr -> vector<2xf16>
          %727 = llvm.load %717 : !llvm.ptr -> vector<2xf16>
          %728 = llvm.load %718 : !llvm.ptr -> vector<2xf16>
          %729 = llvm.load %719 : !llvm.ptr -> vector<2xf16>
          %730 = llvm.load %721 : !llvm.ptr -> vector<2xf16>
          %731 = llvm.getelementptr %721[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %732 = llvm.load %731 : !llvm.ptr -> vector<2xf16>
          %733 = llvm.load %725 : !llvm.ptr -> vector<4xf32>
          %734:4 = vector.to_elements %733 : vector<4xf32>
          %735 = nvvm.mma.sync A[%726, %727, %728, %729]  B[%730, %732]  C[%734#0, %734#1, %734#2, %734#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
          %736 = llvm.extractvalue %735[0] : !llvm_struct_687153
          %737 = llvm.extractvalue %735[1] : !llvm_struct_687153
          %738 = llvm.extractvalue %735[2] : !llvm_struct_687153
          %739 = llvm.extractvalue %735[3] : !llvm_struct_687153
          %740 = vector.from_elements %736, %737, %738, %739 : vector<4xf32>
          llvm.store %740, %725 : vector<4xf32>, !llvm.ptr
        } {loop_annotation = #loop_annotation}
      } {loop_annotation = #loop_annotation}
      %695 = llvm.getelementptr %668[%663] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %696 = llvm.getelementptr %4[64] : (!llvm.ptr) -> !llvm.ptr, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %695[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %696[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %697 = llvm.getelementptr %690[%685] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %698 = llvm.getelementptr %3[64] : (!llvm.ptr) -> !llvm.ptr, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %697[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %698[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %692[%715] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %717 = llvm.getelementptr %716[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %718 = llvm.getelementptr %716[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %719 = llvm.getelementptr %716[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
          %720 = arith.muli %arg4, %c4_i32 overflow<nsw> : i32
          %721 = llvm.getelementptr %694[%720] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %722 = arith.muli %arg3, %c4_i32 overflow<nsw> : i32
          %723 = arith.muli %arg4, %c16_i32 overflow<nsw> : i32
          %724 = arith.addi %722, %723 overflow<nsw> : i32
          %725 = llvm.getelementptr %2[%724] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %726 = llvm.load %716 : !llvm.ptr -> vector<2xf16>
          %727 = llvm.load %717 : !llvm.ptr -> vector<2xf16>
          %728 = llvm.load %718 : !llvm.ptr -> vector<2xf16>
          %729 = llvm.load %719 : !llvm.ptr -> vector<2xf16>
          %730 = llvm.load %721 : !llvm.ptr -> vector<2xf16>
          %731 = llvm.getelementptr %721[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %732 = llvm.load %731 : !llvm.ptr -> vector<2xf16>
          %733 = llvm.load %725 : !llvm.ptr -> vector<4xf32>
          %734:4 = vector.to_elements %733 : vector<4xf32>
          %735 = nvvm.mma.sync A[%726, %727, %728, %729]  B[%730, %732]  C[%734#0, %734#1, %734#2, %734#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
          %736 = llvm.extractvalue %735[0] : !llvm_struct_687153
          %737 = llvm.extractvalue %735[1] : !llvm_struct_687153
          %738 = llvm.extractvalue %735[2] : !llvm_struct_687153
          %739 = llvm.extractvalue %735[3] : !llvm_struct_687153
          %740 = vector.from_elements %736, %737, %738, %739 : vector<4xf32>
          llvm.store %740, %725 : vector<4xf32>, !llvm.ptr
        } {loop_annotation = #loop_annotation}
      } {loop_annotation = #loop_annotation}
      %699 = arith.addi %660, %663 overflow<nsw> : i32
      %700 = llvm.getelementptr %668[%699] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %701 = llvm.getelementptr %4[96] : (!llvm.ptr) -> !llvm.ptr, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %700[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %701[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %702 = arith.addi %682, %685 overflow<nsw> : i32
      %703 = llvm.getelementptr %690[%702] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %704 = llvm.getelementptr %3[96] : (!llvm.ptr) -> !llvm.ptr, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %703[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %704[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %696[%715] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %717 = llvm.getelementptr %716[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %718 = llvm.getelementptr %716[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %719 = llvm.getelementptr %716[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
          %720 = arith.muli %arg4, %c4_i32 overflow<nsw> : i32
          %721 = llvm.getelementptr %698[%720] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %722 = arith.muli %arg3, %c4_i32 overflow<nsw> : i32
          %723 = arith.muli %arg4, %c16_i32 overflow<nsw> : i32
          %724 = arith.addi %722, %723 overflow<nsw> : i32
          %725 = llvm.getelementptr %2[%724] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %726 = llvm.load %716 : !llvm.ptr -> vector<2xf16>
          %727 = llvm.load %717 : !llvm.ptr -> vector<2xf16>
          %728 = llvm.load %718 : !llvm.ptr -> vector<2xf16>
          %729 = llvm.load %719 : !llvm.ptr -> vector<2xf16>
          %730 = llvm.load %721 : !llvm.ptr -> vector<2xf16>
          %731 = llvm.getelementptr %721[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %732 = llvm.load %731 : !llvm.ptr -> vector<2xf16>
          %733 = llvm.load %725 : !llvm.ptr -> vector<4xf32>
          %734:4 = vector.to_elements %733 : vector<4xf32>
          %735 = nvvm.mma.sync A[%726, %727, %728, %729]  B[%730, %732]  C[%734#0, %734#1, %734#2, %734#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
          %736 = llvm.extractvalue %735[0] : !llvm_struct_687153
          %737 = llvm.extractvalue %735[1] : !llvm_struct_687153
          %738 = llvm.extractvalue %735[2] : !llvm_struct_687153
          %739 = llvm.extractvalue %735[3] : !llvm_struct_687153
          %740 = vector.from_elements %736, %737, %738, %739 : vector<4xf32>
          llvm.store %740, %725 : vector<4xf32>, !llvm.ptr
        } {loop_annotation = #loop_annotation}
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %705 = llvm.getelementptr %668[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %705[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %4[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %706 = llvm.getelementptr %690[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %706[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %717 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %718 = llvm.getelementptr %3[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
        %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
        %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
        %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
        llvm.store %720, %718 {alignment = 4 : i64} : i32, !llvm.ptr
        %724 = llvm.getelementptr %718[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %721, %724 {alignment = 4 : i64} : i32, !llvm.ptr
        %725 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %722, %725 {alignment = 4 : i64} : i32, !llvm.ptr
        %726 = llvm.getelementptr %718[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %723, %726 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %715 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %716 = llvm.getelementptr %701[%715] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %717 = llvm.getelementptr %716[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %718 = llvm.getelementptr %716[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        %719 = llvm.getelementptr %716[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
        scf.for %arg4 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
          %720 = arith.muli %arg4, %c4_i32 overflow<nsw> : i32
          %721 = llvm.getelementptr %704[%720] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %722 = arith.muli %arg3, %c4_i32 overflow<nsw> : i32
          %723 = arith.muli %arg4, %c16_i32 overflow<nsw> : i32
          %724 = arith.addi %722, %723 overflow<nsw> : i32
          %725 = llvm.getelementptr %2[%724] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %726 = llvm.load %716 : !llvm.ptr -> vector<2xf16>
          %727 = llvm.load %717 : !llvm.ptr -> vector<2xf16>
          %728 = llvm.load %718 : !llvm.ptr -> vector<2xf16>
          %729 = llvm.load %719 : !llvm.ptr -> vector<2xf16>
          %730 = llvm.load %721 : !llvm.ptr -> vector<2xf16>
          %731 = llvm.getelementptr %721[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %732 = llvm.load %731 : !llvm.ptr -> vector<2xf16>
          %733 = llvm.load %725 : !llvm.ptr -> vector<4xf32>
          %734:4 = vector.to_elements %733 : vector<4xf32>
          %735 = nvvm.mma.sync A[%726, %727, %728, %729]  B[%730, %732]  C[%734#0, %734#1, %734#2, %734#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
          %736 = llvm.extractvalue %735[0] : !llvm_struct_687153
          %737 = llvm.extractvalue %735[1] : !llvm_struct_687153
          %738 = llvm.extractvalue %735[2] : !llvm_struct_687153
          %739 = llvm.extractvalue %735[3] : !llvm_struct_687153
          %740 = vector.from_elements %736, %737, %738, %739 : vector<4xf32>
          llvm.store %740, %725 : vector<4xf32>, !llvm.ptr
        } {loop_annotation = #loop_annotation}
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.wait.group 0
      %707 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %707, %1 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %708 = arith.addi %30, %c1_i32 : i32
      %709 = arith.muli %708, %c128_i32 : i32
      %710 = arith.cmpi sle, %709, %c1000_i32 : i32
      %711 = arith.addi %31, %c1_i32 : i32
      %712 = arith.muli %711, %c128_i32 : i32
      %713 = arith.cmpi sle, %712, %c1048_i32 : i32
      %714 = arith.andi %710, %713 : i1
      scf.if %714 {
        %715 = arith.remsi %c0_i32, %c2_i32 : i32
        %716 = arith.divsi %c0_i32, %c2_i32 : i32
        %717:2 = scf.for %arg3 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg4 = %715, %arg5 = %716) -> (i32, i32)  : i32 {
          %718 = arith.muli %arg3, %c2_i32 overflow<nsw> : i32
          %719 = llvm.getelementptr %1[%718] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %720 = arith.remsi %arg3, %c2_i32 : i32
          %721 = arith.muli %720, %c8384_i32 overflow<nsw> : i32
          %722 = arith.divsi %arg5, %c4_i32 : i32
          %723 = arith.remsi %arg5, %c4_i32 : i32
          %724 = arith.muli %723, %c33536_i32 overflow<nsw> : i32
          %725 = arith.addi %721, %724 overflow<nsw> : i32
          %726 = arith.muli %722, %c16_i32 overflow<nsw> : i32
          %727 = arith.addi %725, %726 overflow<nsw> : i32
          %728 = llvm.getelementptr %644[%727] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
          %729 = llvm.load %719 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
          llvm.store %729, %728 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
          %730 = arith.addi %arg4, %c1_i32 : i32
          %731 = arith.cmpi eq, %730, %c2_i32 : i32
          %732 = arith.select %731, %c0_i32, %730 : i32
          %733 = arith.addi %arg4, %c1_i32 : i32
          %734 = arith.addi %arg5, %c1_i32 : i32
          %735 = arith.cmpi eq, %733, %c2_i32 : i32
          %736 = arith.select %735, %734, %arg5 : i32
          scf.yield %732, %736 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %715 = arith.muli %633, %c16_i32 overflow<nsw> : i32
        %716 = arith.addi %635, %715 overflow<nsw> : i32
        %717 = arith.addi %637, %641 overflow<nsw> : i32
        %718 = arith.addi %51, %716 overflow<nsw> : i32
        %719 = arith.addi %52, %717 overflow<nsw> : i32
        %720 = arith.cmpi slt, %718, %c1000_i32 : i32
        %721 = arith.cmpi slt, %719, %c1048_i32 : i32
        %722 = arith.andi %720, %721 : i1
        scf.if %722 {
          %1336 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f32
          llvm.store %1336, %644 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %723 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %724 = arith.cmpi slt, %718, %c1000_i32 : i32
        %725 = arith.cmpi slt, %723, %c1048_i32 : i32
        %726 = arith.andi %724, %725 : i1
        scf.if %726 {
          %1336 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %727 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %728 = arith.cmpi slt, %727, %c1000_i32 : i32
        %729 = arith.cmpi slt, %719, %c1048_i32 : i32
        %730 = arith.andi %728, %729 : i1
        scf.if %730 {
          %1336 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %731 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %732 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %733 = arith.cmpi slt, %731, %c1000_i32 : i32
        %734 = arith.cmpi slt, %732, %c1048_i32 : i32
        %735 = arith.andi %733, %734 : i1
        scf.if %735 {
          %1336 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %736 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %737 = arith.cmpi slt, %736, %c1000_i32 : i32
        %738 = arith.cmpi slt, %719, %c1048_i32 : i32
        %739 = arith.andi %737, %738 : i1
        scf.if %739 {
          %1336 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %740 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %741 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %742 = arith.cmpi slt, %740, %c1000_i32 : i32
        %743 = arith.cmpi slt, %741, %c1048_i32 : i32
        %744 = arith.andi %742, %743 : i1
        scf.if %744 {
          %1336 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %745 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %746 = arith.cmpi slt, %745, %c1000_i32 : i32
        %747 = arith.cmpi slt, %719, %c1048_i32 : i32
        %748 = arith.andi %746, %747 : i1
        scf.if %748 {
          %1336 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %749 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %750 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %751 = arith.cmpi slt, %749, %c1000_i32 : i32
        %752 = arith.cmpi slt, %750, %c1048_i32 : i32
        %753 = arith.andi %751, %752 : i1
        scf.if %753 {
          %1336 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %754 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %755 = arith.cmpi slt, %754, %c1000_i32 : i32
        %756 = arith.cmpi slt, %719, %c1048_i32 : i32
        %757 = arith.andi %755, %756 : i1
        scf.if %757 {
          %1336 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %758 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %759 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %760 = arith.cmpi slt, %758, %c1000_i32 : i32
        %761 = arith.cmpi slt, %759, %c1048_i32 : i32
        %762 = arith.andi %760, %761 : i1
        scf.if %762 {
          %1336 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %763 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %764 = arith.cmpi slt, %763, %c1000_i32 : i32
        %765 = arith.cmpi slt, %719, %c1048_i32 : i32
        %766 = arith.andi %764, %765 : i1
        scf.if %766 {
          %1336 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %767 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %768 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %769 = arith.cmpi slt, %767, %c1000_i32 : i32
        %770 = arith.cmpi slt, %768, %c1048_i32 : i32
        %771 = arith.andi %769, %770 : i1
        scf.if %771 {
          %1336 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %772 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %773 = arith.cmpi slt, %772, %c1000_i32 : i32
        %774 = arith.cmpi slt, %719, %c1048_i32 : i32
        %775 = arith.andi %773, %774 : i1
        scf.if %775 {
          %1336 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %776 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %777 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %778 = arith.cmpi slt, %776, %c1000_i32 : i32
        %779 = arith.cmpi slt, %777, %c1048_i32 : i32
        %780 = arith.andi %778, %779 : i1
        scf.if %780 {
          %1336 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %781 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %782 = arith.cmpi slt, %781, %c1000_i32 : i32
        %783 = arith.cmpi slt, %719, %c1048_i32 : i32
        %784 = arith.andi %782, %783 : i1
        scf.if %784 {
          %1336 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %785 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %786 = arith.addi %719, %c1_i32 overflow<nsw> : i32
        %787 = arith.cmpi slt, %785, %c1000_i32 : i32
        %788 = arith.cmpi slt, %786, %c1048_i32 : i32
        %789 = arith.andi %787, %788 : i1
        scf.if %789 {
          %1336 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %790 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %791 = arith.cmpi slt, %718, %c1000_i32 : i32
        %792 = arith.cmpi slt, %790, %c1048_i32 : i32
        %793 = arith.andi %791, %792 : i1
        scf.if %793 {
          %1336 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %794 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %795 = arith.cmpi slt, %718, %c1000_i32 : i32
        %796 = arith.cmpi slt, %794, %c1048_i32 : i32
        %797 = arith.andi %795, %796 : i1
        scf.if %797 {
          %1336 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %798 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %799 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %800 = arith.cmpi slt, %798, %c1000_i32 : i32
        %801 = arith.cmpi slt, %799, %c1048_i32 : i32
        %802 = arith.andi %800, %801 : i1
        scf.if %802 {
          %1336 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %803 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %804 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %805 = arith.cmpi slt, %803, %c1000_i32 : i32
        %806 = arith.cmpi slt, %804, %c1048_i32 : i32
        %807 = arith.andi %805, %806 : i1
        scf.if %807 {
          %1336 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %808 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %809 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %810 = arith.cmpi slt, %808, %c1000_i32 : i32
        %811 = arith.cmpi slt, %809, %c1048_i32 : i32
        %812 = arith.andi %810, %811 : i1
        scf.if %812 {
          %1336 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %813 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %814 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %815 = arith.cmpi slt, %813, %c1000_i32 : i32
        %816 = arith.cmpi slt, %814, %c1048_i32 : i32
        %817 = arith.andi %815, %816 : i1
        scf.if %817 {
          %1336 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %818 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %819 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %820 = arith.cmpi slt, %818, %c1000_i32 : i32
        %821 = arith.cmpi slt, %819, %c1048_i32 : i32
        %822 = arith.andi %820, %821 : i1
        scf.if %822 {
          %1336 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %823 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %824 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %825 = arith.cmpi slt, %823, %c1000_i32 : i32
        %826 = arith.cmpi slt, %824, %c1048_i32 : i32
        %827 = arith.andi %825, %826 : i1
        scf.if %827 {
          %1336 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %828 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %829 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %830 = arith.cmpi slt, %828, %c1000_i32 : i32
        %831 = arith.cmpi slt, %829, %c1048_i32 : i32
        %832 = arith.andi %830, %831 : i1
        scf.if %832 {
          %1336 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %833 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %834 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %835 = arith.cmpi slt, %833, %c1000_i32 : i32
        %836 = arith.cmpi slt, %834, %c1048_i32 : i32
        %837 = arith.andi %835, %836 : i1
        scf.if %837 {
          %1336 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %838 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %839 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %840 = arith.cmpi slt, %838, %c1000_i32 : i32
        %841 = arith.cmpi slt, %839, %c1048_i32 : i32
        %842 = arith.andi %840, %841 : i1
        scf.if %842 {
          %1336 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %843 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %844 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %845 = arith.cmpi slt, %843, %c1000_i32 : i32
        %846 = arith.cmpi slt, %844, %c1048_i32 : i32
        %847 = arith.andi %845, %846 : i1
        scf.if %847 {
          %1336 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %848 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %849 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %850 = arith.cmpi slt, %848, %c1000_i32 : i32
        %851 = arith.cmpi slt, %849, %c1048_i32 : i32
        %852 = arith.andi %850, %851 : i1
        scf.if %852 {
          %1336 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %853 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %854 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %855 = arith.cmpi slt, %853, %c1000_i32 : i32
        %856 = arith.cmpi slt, %854, %c1048_i32 : i32
        %857 = arith.andi %855, %856 : i1
        scf.if %857 {
          %1336 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %858 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %859 = arith.addi %719, %c16_i32 overflow<nsw> : i32
        %860 = arith.cmpi slt, %858, %c1000_i32 : i32
        %861 = arith.cmpi slt, %859, %c1048_i32 : i32
        %862 = arith.andi %860, %861 : i1
        scf.if %862 {
          %1336 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %863 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %864 = arith.addi %719, %c17_i32 overflow<nsw> : i32
        %865 = arith.cmpi slt, %863, %c1000_i32 : i32
        %866 = arith.cmpi slt, %864, %c1048_i32 : i32
        %867 = arith.andi %865, %866 : i1
        scf.if %867 {
          %1336 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %868 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %869 = arith.cmpi slt, %718, %c1000_i32 : i32
        %870 = arith.cmpi slt, %868, %c1048_i32 : i32
        %871 = arith.andi %869, %870 : i1
        scf.if %871 {
          %1336 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %872 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %873 = arith.cmpi slt, %718, %c1000_i32 : i32
        %874 = arith.cmpi slt, %872, %c1048_i32 : i32
        %875 = arith.andi %873, %874 : i1
        scf.if %875 {
          %1336 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %876 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %877 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %878 = arith.cmpi slt, %876, %c1000_i32 : i32
        %879 = arith.cmpi slt, %877, %c1048_i32 : i32
        %880 = arith.andi %878, %879 : i1
        scf.if %880 {
          %1336 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %881 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %882 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %883 = arith.cmpi slt, %881, %c1000_i32 : i32
        %884 = arith.cmpi slt, %882, %c1048_i32 : i32
        %885 = arith.andi %883, %884 : i1
        scf.if %885 {
          %1336 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %886 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %887 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %888 = arith.cmpi slt, %886, %c1000_i32 : i32
        %889 = arith.cmpi slt, %887, %c1048_i32 : i32
        %890 = arith.andi %888, %889 : i1
        scf.if %890 {
          %1336 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %891 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %892 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %893 = arith.cmpi slt, %891, %c1000_i32 : i32
        %894 = arith.cmpi slt, %892, %c1048_i32 : i32
        %895 = arith.andi %893, %894 : i1
        scf.if %895 {
          %1336 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %896 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %897 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %898 = arith.cmpi slt, %896, %c1000_i32 : i32
        %899 = arith.cmpi slt, %897, %c1048_i32 : i32
        %900 = arith.andi %898, %899 : i1
        scf.if %900 {
          %1336 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %901 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %902 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %903 = arith.cmpi slt, %901, %c1000_i32 : i32
        %904 = arith.cmpi slt, %902, %c1048_i32 : i32
        %905 = arith.andi %903, %904 : i1
        scf.if %905 {
          %1336 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %906 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %907 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %908 = arith.cmpi slt, %906, %c1000_i32 : i32
        %909 = arith.cmpi slt, %907, %c1048_i32 : i32
        %910 = arith.andi %908, %909 : i1
        scf.if %910 {
          %1336 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %911 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %912 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %913 = arith.cmpi slt, %911, %c1000_i32 : i32
        %914 = arith.cmpi slt, %912, %c1048_i32 : i32
        %915 = arith.andi %913, %914 : i1
        scf.if %915 {
          %1336 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %916 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %917 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %918 = arith.cmpi slt, %916, %c1000_i32 : i32
        %919 = arith.cmpi slt, %917, %c1048_i32 : i32
        %920 = arith.andi %918, %919 : i1
        scf.if %920 {
          %1336 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %921 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %922 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %923 = arith.cmpi slt, %921, %c1000_i32 : i32
        %924 = arith.cmpi slt, %922, %c1048_i32 : i32
        %925 = arith.andi %923, %924 : i1
        scf.if %925 {
          %1336 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %926 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %927 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %928 = arith.cmpi slt, %926, %c1000_i32 : i32
        %929 = arith.cmpi slt, %927, %c1048_i32 : i32
        %930 = arith.andi %928, %929 : i1
        scf.if %930 {
          %1336 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %931 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %932 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %933 = arith.cmpi slt, %931, %c1000_i32 : i32
        %934 = arith.cmpi slt, %932, %c1048_i32 : i32
        %935 = arith.andi %933, %934 : i1
        scf.if %935 {
          %1336 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %936 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %937 = arith.addi %719, %c32_i32 overflow<nsw> : i32
        %938 = arith.cmpi slt, %936, %c1000_i32 : i32
        %939 = arith.cmpi slt, %937, %c1048_i32 : i32
        %940 = arith.andi %938, %939 : i1
        scf.if %940 {
          %1336 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %941 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %942 = arith.addi %719, %c33_i32 overflow<nsw> : i32
        %943 = arith.cmpi slt, %941, %c1000_i32 : i32
        %944 = arith.cmpi slt, %942, %c1048_i32 : i32
        %945 = arith.andi %943, %944 : i1
        scf.if %945 {
          %1336 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %946 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %947 = arith.cmpi slt, %718, %c1000_i32 : i32
        %948 = arith.cmpi slt, %946, %c1048_i32 : i32
        %949 = arith.andi %947, %948 : i1
        scf.if %949 {
          %1336 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %950 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %951 = arith.cmpi slt, %718, %c1000_i32 : i32
        %952 = arith.cmpi slt, %950, %c1048_i32 : i32
        %953 = arith.andi %951, %952 : i1
        scf.if %953 {
          %1336 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %954 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %955 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %956 = arith.cmpi slt, %954, %c1000_i32 : i32
        %957 = arith.cmpi slt, %955, %c1048_i32 : i32
        %958 = arith.andi %956, %957 : i1
        scf.if %958 {
          %1336 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %959 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %960 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %961 = arith.cmpi slt, %959, %c1000_i32 : i32
        %962 = arith.cmpi slt, %960, %c1048_i32 : i32
        %963 = arith.andi %961, %962 : i1
        scf.if %963 {
          %1336 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %964 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %965 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %966 = arith.cmpi slt, %964, %c1000_i32 : i32
        %967 = arith.cmpi slt, %965, %c1048_i32 : i32
        %968 = arith.andi %966, %967 : i1
        scf.if %968 {
          %1336 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %969 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %970 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %971 = arith.cmpi slt, %969, %c1000_i32 : i32
        %972 = arith.cmpi slt, %970, %c1048_i32 : i32
        %973 = arith.andi %971, %972 : i1
        scf.if %973 {
          %1336 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %974 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %975 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %976 = arith.cmpi slt, %974, %c1000_i32 : i32
        %977 = arith.cmpi slt, %975, %c1048_i32 : i32
        %978 = arith.andi %976, %977 : i1
        scf.if %978 {
          %1336 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %979 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %980 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %981 = arith.cmpi slt, %979, %c1000_i32 : i32
        %982 = arith.cmpi slt, %980, %c1048_i32 : i32
        %983 = arith.andi %981, %982 : i1
        scf.if %983 {
          %1336 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %984 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %985 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %986 = arith.cmpi slt, %984, %c1000_i32 : i32
        %987 = arith.cmpi slt, %985, %c1048_i32 : i32
        %988 = arith.andi %986, %987 : i1
        scf.if %988 {
          %1336 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %989 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %990 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %991 = arith.cmpi slt, %989, %c1000_i32 : i32
        %992 = arith.cmpi slt, %990, %c1048_i32 : i32
        %993 = arith.andi %991, %992 : i1
        scf.if %993 {
          %1336 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %994 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %995 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %996 = arith.cmpi slt, %994, %c1000_i32 : i32
        %997 = arith.cmpi slt, %995, %c1048_i32 : i32
        %998 = arith.andi %996, %997 : i1
        scf.if %998 {
          %1336 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %999 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1000 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %1001 = arith.cmpi slt, %999, %c1000_i32 : i32
        %1002 = arith.cmpi slt, %1000, %c1048_i32 : i32
        %1003 = arith.andi %1001, %1002 : i1
        scf.if %1003 {
          %1336 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1004 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1005 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %1006 = arith.cmpi slt, %1004, %c1000_i32 : i32
        %1007 = arith.cmpi slt, %1005, %c1048_i32 : i32
        %1008 = arith.andi %1006, %1007 : i1
        scf.if %1008 {
          %1336 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1009 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1010 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %1011 = arith.cmpi slt, %1009, %c1000_i32 : i32
        %1012 = arith.cmpi slt, %1010, %c1048_i32 : i32
        %1013 = arith.andi %1011, %1012 : i1
        scf.if %1013 {
          %1336 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1014 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1015 = arith.addi %719, %c48_i32 overflow<nsw> : i32
        %1016 = arith.cmpi slt, %1014, %c1000_i32 : i32
        %1017 = arith.cmpi slt, %1015, %c1048_i32 : i32
        %1018 = arith.andi %1016, %1017 : i1
        scf.if %1018 {
          %1336 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1019 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1020 = arith.addi %719, %c49_i32 overflow<nsw> : i32
        %1021 = arith.cmpi slt, %1019, %c1000_i32 : i32
        %1022 = arith.cmpi slt, %1020, %c1048_i32 : i32
        %1023 = arith.andi %1021, %1022 : i1
        scf.if %1023 {
          %1336 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1024 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1025 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1026 = arith.cmpi slt, %1024, %c1048_i32 : i32
        %1027 = arith.andi %1025, %1026 : i1
        scf.if %1027 {
          %1336 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1028 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1029 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1030 = arith.cmpi slt, %1028, %c1048_i32 : i32
        %1031 = arith.andi %1029, %1030 : i1
        scf.if %1031 {
          %1336 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1032 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1033 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1034 = arith.cmpi slt, %1032, %c1000_i32 : i32
        %1035 = arith.cmpi slt, %1033, %c1048_i32 : i32
        %1036 = arith.andi %1034, %1035 : i1
        scf.if %1036 {
          %1336 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1037 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1038 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1039 = arith.cmpi slt, %1037, %c1000_i32 : i32
        %1040 = arith.cmpi slt, %1038, %c1048_i32 : i32
        %1041 = arith.andi %1039, %1040 : i1
        scf.if %1041 {
          %1336 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1042 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1043 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1044 = arith.cmpi slt, %1042, %c1000_i32 : i32
        %1045 = arith.cmpi slt, %1043, %c1048_i32 : i32
        %1046 = arith.andi %1044, %1045 : i1
        scf.if %1046 {
          %1336 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1047 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1048 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1049 = arith.cmpi slt, %1047, %c1000_i32 : i32
        %1050 = arith.cmpi slt, %1048, %c1048_i32 : i32
        %1051 = arith.andi %1049, %1050 : i1
        scf.if %1051 {
          %1336 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1052 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1053 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1054 = arith.cmpi slt, %1052, %c1000_i32 : i32
        %1055 = arith.cmpi slt, %1053, %c1048_i32 : i32
        %1056 = arith.andi %1054, %1055 : i1
        scf.if %1056 {
          %1336 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1057 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1058 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1059 = arith.cmpi slt, %1057, %c1000_i32 : i32
        %1060 = arith.cmpi slt, %1058, %c1048_i32 : i32
        %1061 = arith.andi %1059, %1060 : i1
        scf.if %1061 {
          %1336 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1062 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1063 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1064 = arith.cmpi slt, %1062, %c1000_i32 : i32
        %1065 = arith.cmpi slt, %1063, %c1048_i32 : i32
        %1066 = arith.andi %1064, %1065 : i1
        scf.if %1066 {
          %1336 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1067 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1068 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1069 = arith.cmpi slt, %1067, %c1000_i32 : i32
        %1070 = arith.cmpi slt, %1068, %c1048_i32 : i32
        %1071 = arith.andi %1069, %1070 : i1
        scf.if %1071 {
          %1336 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1072 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1073 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1074 = arith.cmpi slt, %1072, %c1000_i32 : i32
        %1075 = arith.cmpi slt, %1073, %c1048_i32 : i32
        %1076 = arith.andi %1074, %1075 : i1
        scf.if %1076 {
          %1336 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1077 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1078 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1079 = arith.cmpi slt, %1077, %c1000_i32 : i32
        %1080 = arith.cmpi slt, %1078, %c1048_i32 : i32
        %1081 = arith.andi %1079, %1080 : i1
        scf.if %1081 {
          %1336 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1082 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1083 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1084 = arith.cmpi slt, %1082, %c1000_i32 : i32
        %1085 = arith.cmpi slt, %1083, %c1048_i32 : i32
        %1086 = arith.andi %1084, %1085 : i1
        scf.if %1086 {
          %1336 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1087 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1088 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1089 = arith.cmpi slt, %1087, %c1000_i32 : i32
        %1090 = arith.cmpi slt, %1088, %c1048_i32 : i32
        %1091 = arith.andi %1089, %1090 : i1
        scf.if %1091 {
          %1336 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1092 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1093 = arith.addi %719, %c64_i32 overflow<nsw> : i32
        %1094 = arith.cmpi slt, %1092, %c1000_i32 : i32
        %1095 = arith.cmpi slt, %1093, %c1048_i32 : i32
        %1096 = arith.andi %1094, %1095 : i1
        scf.if %1096 {
          %1336 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1097 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1098 = arith.addi %719, %c65_i32 overflow<nsw> : i32
        %1099 = arith.cmpi slt, %1097, %c1000_i32 : i32
        %1100 = arith.cmpi slt, %1098, %c1048_i32 : i32
        %1101 = arith.andi %1099, %1100 : i1
        scf.if %1101 {
          %1336 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1102 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1103 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1104 = arith.cmpi slt, %1102, %c1048_i32 : i32
        %1105 = arith.andi %1103, %1104 : i1
        scf.if %1105 {
          %1336 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1106 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1107 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1108 = arith.cmpi slt, %1106, %c1048_i32 : i32
        %1109 = arith.andi %1107, %1108 : i1
        scf.if %1109 {
          %1336 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1110 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1111 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1112 = arith.cmpi slt, %1110, %c1000_i32 : i32
        %1113 = arith.cmpi slt, %1111, %c1048_i32 : i32
        %1114 = arith.andi %1112, %1113 : i1
        scf.if %1114 {
          %1336 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1115 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1116 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1117 = arith.cmpi slt, %1115, %c1000_i32 : i32
        %1118 = arith.cmpi slt, %1116, %c1048_i32 : i32
        %1119 = arith.andi %1117, %1118 : i1
        scf.if %1119 {
          %1336 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1120 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1121 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1122 = arith.cmpi slt, %1120, %c1000_i32 : i32
        %1123 = arith.cmpi slt, %1121, %c1048_i32 : i32
        %1124 = arith.andi %1122, %1123 : i1
        scf.if %1124 {
          %1336 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1125 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1126 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1127 = arith.cmpi slt, %1125, %c1000_i32 : i32
        %1128 = arith.cmpi slt, %1126, %c1048_i32 : i32
        %1129 = arith.andi %1127, %1128 : i1
        scf.if %1129 {
          %1336 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1130 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1131 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1132 = arith.cmpi slt, %1130, %c1000_i32 : i32
        %1133 = arith.cmpi slt, %1131, %c1048_i32 : i32
        %1134 = arith.andi %1132, %1133 : i1
        scf.if %1134 {
          %1336 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1135 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1136 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1137 = arith.cmpi slt, %1135, %c1000_i32 : i32
        %1138 = arith.cmpi slt, %1136, %c1048_i32 : i32
        %1139 = arith.andi %1137, %1138 : i1
        scf.if %1139 {
          %1336 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1140 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1141 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1142 = arith.cmpi slt, %1140, %c1000_i32 : i32
        %1143 = arith.cmpi slt, %1141, %c1048_i32 : i32
        %1144 = arith.andi %1142, %1143 : i1
        scf.if %1144 {
          %1336 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1145 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1146 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1147 = arith.cmpi slt, %1145, %c1000_i32 : i32
        %1148 = arith.cmpi slt, %1146, %c1048_i32 : i32
        %1149 = arith.andi %1147, %1148 : i1
        scf.if %1149 {
          %1336 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1150 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1151 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1152 = arith.cmpi slt, %1150, %c1000_i32 : i32
        %1153 = arith.cmpi slt, %1151, %c1048_i32 : i32
        %1154 = arith.andi %1152, %1153 : i1
        scf.if %1154 {
          %1336 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1155 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1156 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1157 = arith.cmpi slt, %1155, %c1000_i32 : i32
        %1158 = arith.cmpi slt, %1156, %c1048_i32 : i32
        %1159 = arith.andi %1157, %1158 : i1
        scf.if %1159 {
          %1336 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1160 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1161 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1162 = arith.cmpi slt, %1160, %c1000_i32 : i32
        %1163 = arith.cmpi slt, %1161, %c1048_i32 : i32
        %1164 = arith.andi %1162, %1163 : i1
        scf.if %1164 {
          %1336 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1165 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1166 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1167 = arith.cmpi slt, %1165, %c1000_i32 : i32
        %1168 = arith.cmpi slt, %1166, %c1048_i32 : i32
        %1169 = arith.andi %1167, %1168 : i1
        scf.if %1169 {
          %1336 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1170 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1171 = arith.addi %719, %c80_i32 overflow<nsw> : i32
        %1172 = arith.cmpi slt, %1170, %c1000_i32 : i32
        %1173 = arith.cmpi slt, %1171, %c1048_i32 : i32
        %1174 = arith.andi %1172, %1173 : i1
        scf.if %1174 {
          %1336 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1175 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1176 = arith.addi %719, %c81_i32 overflow<nsw> : i32
        %1177 = arith.cmpi slt, %1175, %c1000_i32 : i32
        %1178 = arith.cmpi slt, %1176, %c1048_i32 : i32
        %1179 = arith.andi %1177, %1178 : i1
        scf.if %1179 {
          %1336 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1180 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1181 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1182 = arith.cmpi slt, %1180, %c1048_i32 : i32
        %1183 = arith.andi %1181, %1182 : i1
        scf.if %1183 {
          %1336 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1184 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1185 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1186 = arith.cmpi slt, %1184, %c1048_i32 : i32
        %1187 = arith.andi %1185, %1186 : i1
        scf.if %1187 {
          %1336 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1188 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1189 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1190 = arith.cmpi slt, %1188, %c1000_i32 : i32
        %1191 = arith.cmpi slt, %1189, %c1048_i32 : i32
        %1192 = arith.andi %1190, %1191 : i1
        scf.if %1192 {
          %1336 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1193 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1194 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1195 = arith.cmpi slt, %1193, %c1000_i32 : i32
        %1196 = arith.cmpi slt, %1194, %c1048_i32 : i32
        %1197 = arith.andi %1195, %1196 : i1
        scf.if %1197 {
          %1336 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1198 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1199 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1200 = arith.cmpi slt, %1198, %c1000_i32 : i32
        %1201 = arith.cmpi slt, %1199, %c1048_i32 : i32
        %1202 = arith.andi %1200, %1201 : i1
        scf.if %1202 {
          %1336 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1203 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1204 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1205 = arith.cmpi slt, %1203, %c1000_i32 : i32
        %1206 = arith.cmpi slt, %1204, %c1048_i32 : i32
        %1207 = arith.andi %1205, %1206 : i1
        scf.if %1207 {
          %1336 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1208 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1209 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1210 = arith.cmpi slt, %1208, %c1000_i32 : i32
        %1211 = arith.cmpi slt, %1209, %c1048_i32 : i32
        %1212 = arith.andi %1210, %1211 : i1
        scf.if %1212 {
          %1336 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1213 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1214 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1215 = arith.cmpi slt, %1213, %c1000_i32 : i32
        %1216 = arith.cmpi slt, %1214, %c1048_i32 : i32
        %1217 = arith.andi %1215, %1216 : i1
        scf.if %1217 {
          %1336 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1218 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1219 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1220 = arith.cmpi slt, %1218, %c1000_i32 : i32
        %1221 = arith.cmpi slt, %1219, %c1048_i32 : i32
        %1222 = arith.andi %1220, %1221 : i1
        scf.if %1222 {
          %1336 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1223 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1224 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1225 = arith.cmpi slt, %1223, %c1000_i32 : i32
        %1226 = arith.cmpi slt, %1224, %c1048_i32 : i32
        %1227 = arith.andi %1225, %1226 : i1
        scf.if %1227 {
          %1336 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1228 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1229 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1230 = arith.cmpi slt, %1228, %c1000_i32 : i32
        %1231 = arith.cmpi slt, %1229, %c1048_i32 : i32
        %1232 = arith.andi %1230, %1231 : i1
        scf.if %1232 {
          %1336 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1233 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1234 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1235 = arith.cmpi slt, %1233, %c1000_i32 : i32
        %1236 = arith.cmpi slt, %1234, %c1048_i32 : i32
        %1237 = arith.andi %1235, %1236 : i1
        scf.if %1237 {
          %1336 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1238 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1239 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1240 = arith.cmpi slt, %1238, %c1000_i32 : i32
        %1241 = arith.cmpi slt, %1239, %c1048_i32 : i32
        %1242 = arith.andi %1240, %1241 : i1
        scf.if %1242 {
          %1336 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1243 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1244 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1245 = arith.cmpi slt, %1243, %c1000_i32 : i32
        %1246 = arith.cmpi slt, %1244, %c1048_i32 : i32
        %1247 = arith.andi %1245, %1246 : i1
        scf.if %1247 {
          %1336 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1248 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1249 = arith.addi %719, %c96_i32 overflow<nsw> : i32
        %1250 = arith.cmpi slt, %1248, %c1000_i32 : i32
        %1251 = arith.cmpi slt, %1249, %c1048_i32 : i32
        %1252 = arith.andi %1250, %1251 : i1
        scf.if %1252 {
          %1336 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1253 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1254 = arith.addi %719, %c97_i32 overflow<nsw> : i32
        %1255 = arith.cmpi slt, %1253, %c1000_i32 : i32
        %1256 = arith.cmpi slt, %1254, %c1048_i32 : i32
        %1257 = arith.andi %1255, %1256 : i1
        scf.if %1257 {
          %1336 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1258 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1259 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1260 = arith.cmpi slt, %1258, %c1048_i32 : i32
        %1261 = arith.andi %1259, %1260 : i1
        scf.if %1261 {
          %1336 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1262 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1263 = arith.cmpi slt, %718, %c1000_i32 : i32
        %1264 = arith.cmpi slt, %1262, %c1048_i32 : i32
        %1265 = arith.andi %1263, %1264 : i1
        scf.if %1265 {
          %1336 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1266 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1267 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1268 = arith.cmpi slt, %1266, %c1000_i32 : i32
        %1269 = arith.cmpi slt, %1267, %c1048_i32 : i32
        %1270 = arith.andi %1268, %1269 : i1
        scf.if %1270 {
          %1336 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1271 = arith.addi %718, %c8_i32 overflow<nsw> : i32
        %1272 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1273 = arith.cmpi slt, %1271, %c1000_i32 : i32
        %1274 = arith.cmpi slt, %1272, %c1048_i32 : i32
        %1275 = arith.andi %1273, %1274 : i1
        scf.if %1275 {
          %1336 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1276 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1277 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1278 = arith.cmpi slt, %1276, %c1000_i32 : i32
        %1279 = arith.cmpi slt, %1277, %c1048_i32 : i32
        %1280 = arith.andi %1278, %1279 : i1
        scf.if %1280 {
          %1336 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1281 = arith.addi %718, %c32_i32 overflow<nsw> : i32
        %1282 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1283 = arith.cmpi slt, %1281, %c1000_i32 : i32
        %1284 = arith.cmpi slt, %1282, %c1048_i32 : i32
        %1285 = arith.andi %1283, %1284 : i1
        scf.if %1285 {
          %1336 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1286 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1287 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1288 = arith.cmpi slt, %1286, %c1000_i32 : i32
        %1289 = arith.cmpi slt, %1287, %c1048_i32 : i32
        %1290 = arith.andi %1288, %1289 : i1
        scf.if %1290 {
          %1336 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1291 = arith.addi %718, %c40_i32 overflow<nsw> : i32
        %1292 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1293 = arith.cmpi slt, %1291, %c1000_i32 : i32
        %1294 = arith.cmpi slt, %1292, %c1048_i32 : i32
        %1295 = arith.andi %1293, %1294 : i1
        scf.if %1295 {
          %1336 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1296 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1297 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1298 = arith.cmpi slt, %1296, %c1000_i32 : i32
        %1299 = arith.cmpi slt, %1297, %c1048_i32 : i32
        %1300 = arith.andi %1298, %1299 : i1
        scf.if %1300 {
          %1336 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 32 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1301 = arith.addi %718, %c64_i32 overflow<nsw> : i32
        %1302 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1303 = arith.cmpi slt, %1301, %c1000_i32 : i32
        %1304 = arith.cmpi slt, %1302, %c1048_i32 : i32
        %1305 = arith.andi %1303, %1304 : i1
        scf.if %1305 {
          %1336 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1306 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1307 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1308 = arith.cmpi slt, %1306, %c1000_i32 : i32
        %1309 = arith.cmpi slt, %1307, %c1048_i32 : i32
        %1310 = arith.andi %1308, %1309 : i1
        scf.if %1310 {
          %1336 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1311 = arith.addi %718, %c72_i32 overflow<nsw> : i32
        %1312 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1313 = arith.cmpi slt, %1311, %c1000_i32 : i32
        %1314 = arith.cmpi slt, %1312, %c1048_i32 : i32
        %1315 = arith.andi %1313, %1314 : i1
        scf.if %1315 {
          %1336 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1316 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1317 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1318 = arith.cmpi slt, %1316, %c1000_i32 : i32
        %1319 = arith.cmpi slt, %1317, %c1048_i32 : i32
        %1320 = arith.andi %1318, %1319 : i1
        scf.if %1320 {
          %1336 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 16 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1321 = arith.addi %718, %c96_i32 overflow<nsw> : i32
        %1322 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1323 = arith.cmpi slt, %1321, %c1000_i32 : i32
        %1324 = arith.cmpi slt, %1322, %c1048_i32 : i32
        %1325 = arith.andi %1323, %1324 : i1
        scf.if %1325 {
          %1336 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
        %1326 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1327 = arith.addi %719, %c112_i32 overflow<nsw> : i32
        %1328 = arith.cmpi slt, %1326, %c1000_i32 : i32
        %1329 = arith.cmpi slt, %1327, %c1048_i32 : i32
        %1330 = arith.andi %1328, %1329 : i1
        scf.if %1330 {
          %1336 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 8 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 8 : i64} : f32, !llvm.ptr<1>
        }
        %1331 = arith.addi %718, %c104_i32 overflow<nsw> : i32
        %1332 = arith.addi %719, %c113_i32 overflow<nsw> : i32
        %1333 = arith.cmpi slt, %1331, %c1000_i32 : i32
        %1334 = arith.cmpi slt, %1332, %c1048_i32 : i32
        %1335 = arith.andi %1333, %1334 : i1
        scf.if %1335 {
          %1336 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, f32
          %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> f32
          %1338 = llvm.getelementptr %644[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
          llvm.store %1337, %1338 {alignment = 4 : i64} : f32, !llvm.ptr<1>
        }
      }
      return
    }
    cuda.kernel @kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 4094, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c15720000_i32 = arith.constant 15720000 : i32
      %c14672000_i32 = arith.constant 14672000 : i32
      %c13624000_i32 = arith.constant 13624000 : i32
      %c12576000_i32 = arith.constant 12576000 : i32
      %c11528000_i32 = arith.constant 11528000 : i32
      %c10480000_i32 = arith.constant 10480000 : i32
      %c9432000_i32 = arith.constant 9432000 : i32
      %c8384000_i32 = arith.constant 8384000 : i32
      %c7336000_i32 = arith.constant 7336000 : i32
      %c6288000_i32 = arith.constant 6288000 : i32
      %c5240000_i32 = arith.constant 5240000 : i32
      %c4192000_i32 = arith.constant 4192000 : i32
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
        %32 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %33 = arith.addi %32, %c4192000_i32 overflow<nsw> : i32
        %34 = arith.addi %33, %7 overflow<nsw> : i32
        %35 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %37 = arith.addf %31, %36 : f32
        %38 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %39 = arith.addi %38, %c5240000_i32 overflow<nsw> : i32
        %40 = arith.addi %39, %7 overflow<nsw> : i32
        %41 = llvm.getelementptr %10[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %42 = llvm.load %41 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %43 = arith.addf %37, %42 : f32
        %44 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %45 = arith.addi %44, %c6288000_i32 overflow<nsw> : i32
        %46 = arith.addi %45, %7 overflow<nsw> : i32
        %47 = llvm.getelementptr %10[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %48 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %49 = arith.addf %43, %48 : f32
        %50 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %51 = arith.addi %50, %c7336000_i32 overflow<nsw> : i32
        %52 = arith.addi %51, %7 overflow<nsw> : i32
        %53 = llvm.getelementptr %10[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %54 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %55 = arith.addf %49, %54 : f32
        %56 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %57 = arith.addi %56, %c8384000_i32 overflow<nsw> : i32
        %58 = arith.addi %57, %7 overflow<nsw> : i32
        %59 = llvm.getelementptr %10[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %61 = arith.addf %55, %60 : f32
        %62 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %63 = arith.addi %62, %c9432000_i32 overflow<nsw> : i32
        %64 = arith.addi %63, %7 overflow<nsw> : i32
        %65 = llvm.getelementptr %10[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %67 = arith.addf %61, %66 : f32
        %68 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %69 = arith.addi %68, %c10480000_i32 overflow<nsw> : i32
        %70 = arith.addi %69, %7 overflow<nsw> : i32
        %71 = llvm.getelementptr %10[%70] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %72 = llvm.load %71 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %73 = arith.addf %67, %72 : f32
        %74 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %75 = arith.addi %74, %c11528000_i32 overflow<nsw> : i32
        %76 = arith.addi %75, %7 overflow<nsw> : i32
        %77 = llvm.getelementptr %10[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %78 = llvm.load %77 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %79 = arith.addf %73, %78 : f32
        %80 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %81 = arith.addi %80, %c12576000_i32 overflow<nsw> : i32
        %82 = arith.addi %81, %7 overflow<nsw> : i32
        %83 = llvm.getelementptr %10[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %84 = llvm.load %83 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %85 = arith.addf %79, %84 : f32
        %86 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %87 = arith.addi %86, %c13624000_i32 overflow<nsw> : i32
        %88 = arith.addi %87, %7 overflow<nsw> : i32
        %89 = llvm.getelementptr %10[%88] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %90 = llvm.load %89 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %91 = arith.addf %85, %90 : f32
        %92 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %93 = arith.addi %92, %c14672000_i32 overflow<nsw> : i32
        %94 = arith.addi %93, %7 overflow<nsw> : i32
        %95 = llvm.getelementptr %10[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %96 = llvm.load %95 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %97 = arith.addf %91, %96 : f32
        %98 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %99 = arith.addi %98, %c15720000_i32 overflow<nsw> : i32
        %100 = arith.addi %99, %7 overflow<nsw> : i32
        %101 = llvm.getelementptr %10[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
        %103 = arith.addf %97, %102 : f32
        %104 = arith.truncf %103 : f32 to f16
        %105 = arith.muli %5, %c1048_i32 overflow<nsw> : i32
        %106 = arith.addi %105, %7 overflow<nsw> : i32
        %107 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
        %108 = llvm.getelementptr %107[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        llvm.store %104, %108 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_spli_hf1a02e6b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %c98304_i64 = arith.constant 98304 : i64
    %c4094_i32 = arith.constant 4094 : i32
    %c256_i32 = arith.constant 256 : i32
    %c0_i32 = arith.constant 0 : i32
    %c16_i32 = arith.constant 16 : i32
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
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c72_i32, %c1_i32, %c16_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1<%11> (%6, %8, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    %14 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c4094_i32, %c1_i32, %c1_i32), stream = %arg4) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%14] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%14] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %15 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0<%14> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %16 = cuda.cast %15 : !cuda.result -> i32
    cuda.return_if_error %16 : i32
    return %c0_i32 : i32
  }
}
