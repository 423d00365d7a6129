!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 40, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 147456 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c225_i32 = arith.constant 225 : i32
      %c193_i32 = arith.constant 193 : i32
      %c33536_i32 = arith.constant 33536 : i32
      %c8384_i32 = arith.constant 8384 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c16640_i32 = arith.constant 16640 : i32
      %c161_i32 = arith.constant 161 : i32
      %c129_i32 = arith.constant 129 : i32
      %c104_i32 = arith.constant 104 : i32
      %c97_i32 = arith.constant 97 : i32
      %c72_i32 = arith.constant 72 : i32
      %c65_i32 = arith.constant 65 : i32
      %c33_i32 = arith.constant 33 : i32
      %c224_i32 = arith.constant 224 : i32
      %c160_i32 = arith.constant 160 : i32
      %c-56_i32 = arith.constant -56 : i32
      %c134144_i32 = arith.constant 134144 : i32
      %c1048000_i32 = arith.constant 1048000 : i32
      %c133120_i32 = arith.constant 133120 : i32
      %c544960_i32 = arith.constant 544960 : i32
      %c66560_i32 = arith.constant 66560 : i32
      %c520000_i32 = arith.constant 520000 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c40_i32 = arith.constant 40 : i32
      %c-16_i64 = arith.constant -16 : i64
      %c520_i32 = arith.constant 520 : i32
      %c64_i32 = arith.constant 64 : i32
      %c512_i32 = arith.constant 512 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i8 = arith.constant 0 : i8
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c9_i32 = arith.constant 9 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1048_i32 = arith.constant 1048 : i32
      %c16768_i32 = arith.constant 16768 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c1024_i32 = arith.constant 1024 : i32
      %c-16_i32 = arith.constant -16 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-32_i32 = arith.constant -32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : bf16
      %c12_i32 = arith.constant 12 : i32
      %c24_i32 = arith.constant 24 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c96_i32 = arith.constant 96 : i32
      %c192_i32 = arith.constant 192 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c128_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %2 = llvm.alloca %c128_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %3 = llvm.alloca %c128_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %4 = llvm.alloca %c128_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %5 = llvm.alloca %c192_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %6 = llvm.alloca %c96_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %7 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %8 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %9 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %10 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %23 = arith.floordivsi %21, %c40_i32 : i32
      %24 = arith.muli %23, %c8_i32 : i32
      %25 = arith.subi %c8_i32, %24 : i32
      %26 = arith.minsi %25, %c8_i32 : i32
      %27 = arith.muli %23, %c40_i32 : i32
      %28 = arith.subi %21, %27 : i32
      %29 = arith.remsi %28, %26 : i32
      %30 = arith.addi %24, %29 : i32
      %31 = arith.floordivsi %28, %26 : i32
      %32 = arith.muli %22, %c520000_i32 overflow<nsw> : i32
      %33 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %34 = llvm.getelementptr %33[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %35 = arith.muli %30, %c66560_i32 overflow<nsw> : i32
      %36 = llvm.getelementptr %34[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %37 = arith.muli %22, %c544960_i32 overflow<nsw> : i32
      %38 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %39 = llvm.getelementptr %38[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %40 = arith.muli %31, %c133120_i32 overflow<nsw> : i32
      %41 = llvm.getelementptr %39[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %42 = arith.muli %22, %c1048000_i32 overflow<nsw> : i32
      %43 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %45 = arith.muli %30, %c134144_i32 overflow<nsw> : i32
      %46 = arith.muli %31, %c256_i32 overflow<nsw> : i32
      %47 = arith.addi %45, %46 overflow<nsw> : i32
      %48 = llvm.getelementptr %44[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %49 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %50 = arith.muli %31, %c256_i32 overflow<nsw> : i32
      %51 = arith.muli %30, %c128_i32 overflow<nsw> : i32
      %52 = arith.muli %31, %c256_i32 overflow<nsw> : i32
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
      %66 = arith.muli %63, %c520_i32 overflow<nsw> : i32
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
      %87 = arith.addi %79, %c32_i32 overflow<nsw> : i32
      %88 = arith.cmpi slt, %87, %c1000_i32 : i32
      %89 = arith.extui %88 : i1 to i8
      %90 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %89, %90 {alignment = 1 : i64} : i8, !llvm.ptr
      %91 = arith.addi %79, %c64_i32 overflow<nsw> : i32
      %92 = arith.cmpi slt, %91, %c1000_i32 : i32
      %93 = arith.extui %92 : i1 to i8
      %94 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %93, %94 {alignment = 2 : i64} : i8, !llvm.ptr
      %95 = arith.addi %79, %c96_i32 overflow<nsw> : i32
      %96 = arith.cmpi slt, %95, %c1000_i32 : i32
      %97 = arith.extui %96 : i1 to i8
      %98 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %97, %98 {alignment = 1 : i64} : i8, !llvm.ptr
      %99 = arith.cmpi slt, %83, %c1048_i32 : i32
      %100 = arith.extui %99 : i1 to i8
      llvm.store %100, %9 {alignment = 32 : i64} : i8, !llvm.ptr
      %101 = arith.addi %83, %c32_i32 overflow<nsw> : i32
      %102 = arith.cmpi slt, %101, %c1048_i32 : i32
      %103 = arith.extui %102 : i1 to i8
      %104 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %103, %104 {alignment = 1 : i64} : i8, !llvm.ptr
      %105 = arith.addi %83, %c64_i32 overflow<nsw> : i32
      %106 = arith.cmpi slt, %105, %c1048_i32 : i32
      %107 = arith.extui %106 : i1 to i8
      %108 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %107, %108 {alignment = 2 : i64} : i8, !llvm.ptr
      %109 = arith.addi %83, %c96_i32 overflow<nsw> : i32
      %110 = arith.cmpi slt, %109, %c1048_i32 : i32
      %111 = arith.extui %110 : i1 to i8
      %112 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %111, %112 {alignment = 1 : i64} : i8, !llvm.ptr
      %113 = arith.addi %83, %c128_i32 overflow<nsw> : i32
      %114 = arith.cmpi slt, %113, %c1048_i32 : i32
      %115 = arith.extui %114 : i1 to i8
      %116 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %115, %116 {alignment = 4 : i64} : i8, !llvm.ptr
      %117 = arith.addi %83, %c160_i32 overflow<nsw> : i32
      %118 = arith.cmpi slt, %117, %c1048_i32 : i32
      %119 = arith.extui %118 : i1 to i8
      %120 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %119, %120 {alignment = 1 : i64} : i8, !llvm.ptr
      %121 = arith.addi %83, %c192_i32 overflow<nsw> : i32
      %122 = arith.cmpi slt, %121, %c1048_i32 : i32
      %123 = arith.extui %122 : i1 to i8
      %124 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %123, %124 {alignment = 2 : i64} : i8, !llvm.ptr
      %125 = arith.addi %83, %c224_i32 overflow<nsw> : i32
      %126 = arith.cmpi slt, %125, %c1048_i32 : i32
      %127 = arith.extui %126 : i1 to i8
      %128 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %127, %128 {alignment = 1 : i64} : i8, !llvm.ptr
      %129 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %130 = llvm.load %10 {alignment = 32 : i64} : !llvm.ptr -> i8
      %131 = arith.cmpi ne, %130, %c0_i8 : i8
      %132 = arith.andi %131, %129 : i1
      %133 = arith.extui %132 : i1 to i8
      llvm.store %133, %8 {alignment = 32 : i64} : i8, !llvm.ptr
      %134 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %135 = llvm.load %90 {alignment = 1 : i64} : !llvm.ptr -> i8
      %136 = arith.cmpi ne, %135, %c0_i8 : i8
      %137 = arith.andi %136, %134 : i1
      %138 = arith.extui %137 : i1 to i8
      %139 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %138, %139 {alignment = 1 : i64} : i8, !llvm.ptr
      %140 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %141 = llvm.load %94 {alignment = 2 : i64} : !llvm.ptr -> i8
      %142 = arith.cmpi ne, %141, %c0_i8 : i8
      %143 = arith.andi %142, %140 : i1
      %144 = arith.extui %143 : i1 to i8
      %145 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %144, %145 {alignment = 2 : i64} : i8, !llvm.ptr
      %146 = arith.cmpi sgt, %80, %c-1_i32 : i32
      %147 = llvm.load %98 {alignment = 1 : i64} : !llvm.ptr -> i8
      %148 = arith.cmpi ne, %147, %c0_i8 : i8
      %149 = arith.andi %148, %146 : i1
      %150 = arith.extui %149 : i1 to i8
      %151 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %150, %151 {alignment = 1 : i64} : i8, !llvm.ptr
      %152 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %153 = llvm.load %9 {alignment = 32 : i64} : !llvm.ptr -> i8
      %154 = arith.cmpi ne, %153, %c0_i8 : i8
      %155 = arith.andi %154, %152 : i1
      %156 = arith.extui %155 : i1 to i8
      llvm.store %156, %7 {alignment = 32 : i64} : i8, !llvm.ptr
      %157 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %158 = llvm.load %104 {alignment = 1 : i64} : !llvm.ptr -> i8
      %159 = arith.cmpi ne, %158, %c0_i8 : i8
      %160 = arith.andi %159, %157 : i1
      %161 = arith.extui %160 : i1 to i8
      %162 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %161, %162 {alignment = 1 : i64} : i8, !llvm.ptr
      %163 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %164 = llvm.load %108 {alignment = 2 : i64} : !llvm.ptr -> i8
      %165 = arith.cmpi ne, %164, %c0_i8 : i8
      %166 = arith.andi %165, %163 : i1
      %167 = arith.extui %166 : i1 to i8
      %168 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %167, %168 {alignment = 2 : i64} : i8, !llvm.ptr
      %169 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %170 = llvm.load %112 {alignment = 1 : i64} : !llvm.ptr -> i8
      %171 = arith.cmpi ne, %170, %c0_i8 : i8
      %172 = arith.andi %171, %169 : i1
      %173 = arith.extui %172 : i1 to i8
      %174 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %173, %174 {alignment = 1 : i64} : i8, !llvm.ptr
      %175 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %176 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr -> i8
      %177 = arith.cmpi ne, %176, %c0_i8 : i8
      %178 = arith.andi %177, %175 : i1
      %179 = arith.extui %178 : i1 to i8
      %180 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %179, %180 {alignment = 4 : i64} : i8, !llvm.ptr
      %181 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %182 = llvm.load %120 {alignment = 1 : i64} : !llvm.ptr -> i8
      %183 = arith.cmpi ne, %182, %c0_i8 : i8
      %184 = arith.andi %183, %181 : i1
      %185 = arith.extui %184 : i1 to i8
      %186 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %185, %186 {alignment = 1 : i64} : i8, !llvm.ptr
      %187 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %188 = llvm.load %124 {alignment = 2 : i64} : !llvm.ptr -> i8
      %189 = arith.cmpi ne, %188, %c0_i8 : i8
      %190 = arith.andi %189, %187 : i1
      %191 = arith.extui %190 : i1 to i8
      %192 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %191, %192 {alignment = 2 : i64} : i8, !llvm.ptr
      %193 = arith.cmpi sgt, %84, %c-1_i32 : i32
      %194 = llvm.load %128 {alignment = 1 : i64} : !llvm.ptr -> i8
      %195 = arith.cmpi ne, %194, %c0_i8 : i8
      %196 = arith.andi %195, %193 : i1
      %197 = arith.extui %196 : i1 to i8
      %198 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %197, %198 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %cst_0, %6 {alignment = 32 : i64} : bf16, !llvm.ptr
      %199 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %199 {alignment = 2 : i64} : bf16, !llvm.ptr
      %200 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %200 {alignment = 4 : i64} : bf16, !llvm.ptr
      %201 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %201 {alignment = 2 : i64} : bf16, !llvm.ptr
      %202 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %202 {alignment = 8 : i64} : bf16, !llvm.ptr
      %203 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %203 {alignment = 2 : i64} : bf16, !llvm.ptr
      %204 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %204 {alignment = 4 : i64} : bf16, !llvm.ptr
      %205 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %205 {alignment = 2 : i64} : bf16, !llvm.ptr
      %206 = llvm.getelementptr %6[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %206 {alignment = 16 : i64} : bf16, !llvm.ptr
      %207 = llvm.getelementptr %6[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %207 {alignment = 2 : i64} : bf16, !llvm.ptr
      %208 = llvm.getelementptr %6[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %208 {alignment = 4 : i64} : bf16, !llvm.ptr
      %209 = llvm.getelementptr %6[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %209 {alignment = 2 : i64} : bf16, !llvm.ptr
      %210 = llvm.getelementptr %6[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %210 {alignment = 8 : i64} : bf16, !llvm.ptr
      %211 = llvm.getelementptr %6[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %211 {alignment = 2 : i64} : bf16, !llvm.ptr
      %212 = llvm.getelementptr %6[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %212 {alignment = 4 : i64} : bf16, !llvm.ptr
      %213 = llvm.getelementptr %6[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %213 {alignment = 2 : i64} : bf16, !llvm.ptr
      %214 = llvm.getelementptr %6[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %214 {alignment = 32 : i64} : bf16, !llvm.ptr
      %215 = llvm.getelementptr %6[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %215 {alignment = 2 : i64} : bf16, !llvm.ptr
      %216 = llvm.getelementptr %6[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %216 {alignment = 4 : i64} : bf16, !llvm.ptr
      %217 = llvm.getelementptr %6[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %217 {alignment = 2 : i64} : bf16, !llvm.ptr
      %218 = llvm.getelementptr %6[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %218 {alignment = 8 : i64} : bf16, !llvm.ptr
      %219 = llvm.getelementptr %6[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %219 {alignment = 2 : i64} : bf16, !llvm.ptr
      %220 = llvm.getelementptr %6[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %220 {alignment = 4 : i64} : bf16, !llvm.ptr
      %221 = llvm.getelementptr %6[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %221 {alignment = 2 : i64} : bf16, !llvm.ptr
      %222 = llvm.getelementptr %6[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %222 {alignment = 16 : i64} : bf16, !llvm.ptr
      %223 = llvm.getelementptr %6[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %223 {alignment = 2 : i64} : bf16, !llvm.ptr
      %224 = llvm.getelementptr %6[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %224 {alignment = 4 : i64} : bf16, !llvm.ptr
      %225 = llvm.getelementptr %6[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %225 {alignment = 2 : i64} : bf16, !llvm.ptr
      %226 = llvm.getelementptr %6[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %226 {alignment = 8 : i64} : bf16, !llvm.ptr
      %227 = llvm.getelementptr %6[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %227 {alignment = 2 : i64} : bf16, !llvm.ptr
      %228 = llvm.getelementptr %6[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %228 {alignment = 4 : i64} : bf16, !llvm.ptr
      %229 = llvm.getelementptr %6[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %229 {alignment = 2 : i64} : bf16, !llvm.ptr
      %230 = llvm.getelementptr %6[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %230 {alignment = 32 : i64} : bf16, !llvm.ptr
      %231 = llvm.getelementptr %6[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %231 {alignment = 2 : i64} : bf16, !llvm.ptr
      %232 = llvm.getelementptr %6[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %232 {alignment = 4 : i64} : bf16, !llvm.ptr
      %233 = llvm.getelementptr %6[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %233 {alignment = 2 : i64} : bf16, !llvm.ptr
      %234 = llvm.getelementptr %6[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %234 {alignment = 8 : i64} : bf16, !llvm.ptr
      %235 = llvm.getelementptr %6[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %235 {alignment = 2 : i64} : bf16, !llvm.ptr
      %236 = llvm.getelementptr %6[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %236 {alignment = 4 : i64} : bf16, !llvm.ptr
      %237 = llvm.getelementptr %6[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %237 {alignment = 2 : i64} : bf16, !llvm.ptr
      %238 = llvm.getelementptr %6[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %238 {alignment = 16 : i64} : bf16, !llvm.ptr
      %239 = llvm.getelementptr %6[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %239 {alignment = 2 : i64} : bf16, !llvm.ptr
      %240 = llvm.getelementptr %6[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %240 {alignment = 4 : i64} : bf16, !llvm.ptr
      %241 = llvm.getelementptr %6[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %241 {alignment = 2 : i64} : bf16, !llvm.ptr
      %242 = llvm.getelementptr %6[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %242 {alignment = 8 : i64} : bf16, !llvm.ptr
      %243 = llvm.getelementptr %6[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %243 {alignment = 2 : i64} : bf16, !llvm.ptr
      %244 = llvm.getelementptr %6[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %244 {alignment = 4 : i64} : bf16, !llvm.ptr
      %245 = llvm.getelementptr %6[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %245 {alignment = 2 : i64} : bf16, !llvm.ptr
      %246 = llvm.getelementptr %6[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %246 {alignment = 32 : i64} : bf16, !llvm.ptr
      %247 = llvm.getelementptr %6[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %247 {alignment = 2 : i64} : bf16, !llvm.ptr
      %248 = llvm.getelementptr %6[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %248 {alignment = 4 : i64} : bf16, !llvm.ptr
      %249 = llvm.getelementptr %6[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %249 {alignment = 2 : i64} : bf16, !llvm.ptr
      %250 = llvm.getelementptr %6[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %250 {alignment = 8 : i64} : bf16, !llvm.ptr
      %251 = llvm.getelementptr %6[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %251 {alignment = 2 : i64} : bf16, !llvm.ptr
      %252 = llvm.getelementptr %6[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %252 {alignment = 4 : i64} : bf16, !llvm.ptr
      %253 = llvm.getelementptr %6[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %253 {alignment = 2 : i64} : bf16, !llvm.ptr
      %254 = llvm.getelementptr %6[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %254 {alignment = 16 : i64} : bf16, !llvm.ptr
      %255 = llvm.getelementptr %6[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %255 {alignment = 2 : i64} : bf16, !llvm.ptr
      %256 = llvm.getelementptr %6[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %256 {alignment = 4 : i64} : bf16, !llvm.ptr
      %257 = llvm.getelementptr %6[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %257 {alignment = 2 : i64} : bf16, !llvm.ptr
      %258 = llvm.getelementptr %6[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %258 {alignment = 8 : i64} : bf16, !llvm.ptr
      %259 = llvm.getelementptr %6[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %259 {alignment = 2 : i64} : bf16, !llvm.ptr
      %260 = llvm.getelementptr %6[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %260 {alignment = 4 : i64} : bf16, !llvm.ptr
      %261 = llvm.getelementptr %6[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %261 {alignment = 2 : i64} : bf16, !llvm.ptr
      %262 = llvm.getelementptr %6[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %262 {alignment = 32 : i64} : bf16, !llvm.ptr
      %263 = llvm.getelementptr %6[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %263 {alignment = 2 : i64} : bf16, !llvm.ptr
      %264 = llvm.getelementptr %6[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %264 {alignment = 4 : i64} : bf16, !llvm.ptr
      %265 = llvm.getelementptr %6[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %265 {alignment = 2 : i64} : bf16, !llvm.ptr
      %266 = llvm.getelementptr %6[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %266 {alignment = 8 : i64} : bf16, !llvm.ptr
      %267 = llvm.getelementptr %6[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %267 {alignment = 2 : i64} : bf16, !llvm.ptr
      %268 = llvm.getelementptr %6[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %268 {alignment = 4 : i64} : bf16, !llvm.ptr
      %269 = llvm.getelementptr %6[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %269 {alignment = 2 : i64} : bf16, !llvm.ptr
      %270 = llvm.getelementptr %6[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %270 {alignment = 16 : i64} : bf16, !llvm.ptr
      %271 = llvm.getelementptr %6[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %271 {alignment = 2 : i64} : bf16, !llvm.ptr
      %272 = llvm.getelementptr %6[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %272 {alignment = 4 : i64} : bf16, !llvm.ptr
      %273 = llvm.getelementptr %6[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %273 {alignment = 2 : i64} : bf16, !llvm.ptr
      %274 = llvm.getelementptr %6[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %274 {alignment = 8 : i64} : bf16, !llvm.ptr
      %275 = llvm.getelementptr %6[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %275 {alignment = 2 : i64} : bf16, !llvm.ptr
      %276 = llvm.getelementptr %6[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %276 {alignment = 4 : i64} : bf16, !llvm.ptr
      %277 = llvm.getelementptr %6[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %277 {alignment = 2 : i64} : bf16, !llvm.ptr
      %278 = llvm.getelementptr %6[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %278 {alignment = 32 : i64} : bf16, !llvm.ptr
      %279 = llvm.getelementptr %6[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %279 {alignment = 2 : i64} : bf16, !llvm.ptr
      %280 = llvm.getelementptr %6[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %280 {alignment = 4 : i64} : bf16, !llvm.ptr
      %281 = llvm.getelementptr %6[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %281 {alignment = 2 : i64} : bf16, !llvm.ptr
      %282 = llvm.getelementptr %6[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %282 {alignment = 8 : i64} : bf16, !llvm.ptr
      %283 = llvm.getelementptr %6[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %283 {alignment = 2 : i64} : bf16, !llvm.ptr
      %284 = llvm.getelementptr %6[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %284 {alignment = 4 : i64} : bf16, !llvm.ptr
      %285 = llvm.getelementptr %6[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %285 {alignment = 2 : i64} : bf16, !llvm.ptr
      %286 = llvm.getelementptr %6[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %286 {alignment = 16 : i64} : bf16, !llvm.ptr
      %287 = llvm.getelementptr %6[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %287 {alignment = 2 : i64} : bf16, !llvm.ptr
      %288 = llvm.getelementptr %6[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %288 {alignment = 4 : i64} : bf16, !llvm.ptr
      %289 = llvm.getelementptr %6[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %289 {alignment = 2 : i64} : bf16, !llvm.ptr
      %290 = llvm.getelementptr %6[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %290 {alignment = 8 : i64} : bf16, !llvm.ptr
      %291 = llvm.getelementptr %6[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %291 {alignment = 2 : i64} : bf16, !llvm.ptr
      %292 = llvm.getelementptr %6[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %292 {alignment = 4 : i64} : bf16, !llvm.ptr
      %293 = llvm.getelementptr %6[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %293 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c12_i32 step %c1_i32  : i32 {
        %583 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %6[%583] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %585 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %78[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %587 = llvm.load %584 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %587, %586 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      llvm.store %cst_0, %5 {alignment = 32 : i64} : bf16, !llvm.ptr
      %294 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %294 {alignment = 2 : i64} : bf16, !llvm.ptr
      %295 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %295 {alignment = 4 : i64} : bf16, !llvm.ptr
      %296 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %296 {alignment = 2 : i64} : bf16, !llvm.ptr
      %297 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %297 {alignment = 8 : i64} : bf16, !llvm.ptr
      %298 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %298 {alignment = 2 : i64} : bf16, !llvm.ptr
      %299 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %299 {alignment = 4 : i64} : bf16, !llvm.ptr
      %300 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %300 {alignment = 2 : i64} : bf16, !llvm.ptr
      %301 = llvm.getelementptr %5[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %301 {alignment = 16 : i64} : bf16, !llvm.ptr
      %302 = llvm.getelementptr %5[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %302 {alignment = 2 : i64} : bf16, !llvm.ptr
      %303 = llvm.getelementptr %5[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %303 {alignment = 4 : i64} : bf16, !llvm.ptr
      %304 = llvm.getelementptr %5[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %304 {alignment = 2 : i64} : bf16, !llvm.ptr
      %305 = llvm.getelementptr %5[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %305 {alignment = 8 : i64} : bf16, !llvm.ptr
      %306 = llvm.getelementptr %5[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %306 {alignment = 2 : i64} : bf16, !llvm.ptr
      %307 = llvm.getelementptr %5[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %307 {alignment = 4 : i64} : bf16, !llvm.ptr
      %308 = llvm.getelementptr %5[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %308 {alignment = 2 : i64} : bf16, !llvm.ptr
      %309 = llvm.getelementptr %5[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %309 {alignment = 32 : i64} : bf16, !llvm.ptr
      %310 = llvm.getelementptr %5[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %310 {alignment = 2 : i64} : bf16, !llvm.ptr
      %311 = llvm.getelementptr %5[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %311 {alignment = 4 : i64} : bf16, !llvm.ptr
      %312 = llvm.getelementptr %5[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %312 {alignment = 2 : i64} : bf16, !llvm.ptr
      %313 = llvm.getelementptr %5[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %313 {alignment = 8 : i64} : bf16, !llvm.ptr
      %314 = llvm.getelementptr %5[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %314 {alignment = 2 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %5[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %315 {alignment = 4 : i64} : bf16, !llvm.ptr
      %316 = llvm.getelementptr %5[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %316 {alignment = 2 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %5[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %317 {alignment = 16 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %5[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %318 {alignment = 2 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %5[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %319 {alignment = 4 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %5[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %320 {alignment = 2 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %5[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %321 {alignment = 8 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %5[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %322 {alignment = 2 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %5[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %323 {alignment = 4 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %5[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %324 {alignment = 2 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %5[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %325 {alignment = 32 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %5[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %326 {alignment = 2 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %5[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %327 {alignment = 4 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %5[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %328 {alignment = 2 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %5[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %329 {alignment = 8 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %5[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %330 {alignment = 2 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %5[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %331 {alignment = 4 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %5[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %332 {alignment = 2 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %5[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %333 {alignment = 16 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %5[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %334 {alignment = 2 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %5[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %335 {alignment = 4 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %5[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %336 {alignment = 2 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %5[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %337 {alignment = 8 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %5[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %338 {alignment = 2 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %5[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %339 {alignment = 4 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %5[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %340 {alignment = 2 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %5[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %341 {alignment = 32 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %5[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %342 {alignment = 2 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %5[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %343 {alignment = 4 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %5[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %344 {alignment = 2 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %5[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %345 {alignment = 8 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %5[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %346 {alignment = 2 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %5[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %347 {alignment = 4 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %5[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %348 {alignment = 2 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %5[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %349 {alignment = 16 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %5[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %350 {alignment = 2 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %5[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %351 {alignment = 4 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %5[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %352 {alignment = 2 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %5[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %353 {alignment = 8 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %5[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %354 {alignment = 2 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %5[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %355 {alignment = 4 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %5[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %356 {alignment = 2 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %5[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %357 {alignment = 32 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %5[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %358 {alignment = 2 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %5[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %359 {alignment = 4 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %5[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %360 {alignment = 2 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %5[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %361 {alignment = 8 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %5[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %362 {alignment = 2 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %5[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %363 {alignment = 4 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %5[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %364 {alignment = 2 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %5[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %365 {alignment = 16 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %5[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %366 {alignment = 2 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %5[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %367 {alignment = 4 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %5[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %368 {alignment = 2 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %5[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %369 {alignment = 8 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %5[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %370 {alignment = 2 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %5[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %371 {alignment = 4 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %5[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %372 {alignment = 2 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %5[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %373 {alignment = 32 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %5[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %374 {alignment = 2 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %5[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %375 {alignment = 4 : i64} : bf16, !llvm.ptr
      %376 = llvm.getelementptr %5[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %376 {alignment = 2 : i64} : bf16, !llvm.ptr
      %377 = llvm.getelementptr %5[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %377 {alignment = 8 : i64} : bf16, !llvm.ptr
      %378 = llvm.getelementptr %5[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %378 {alignment = 2 : i64} : bf16, !llvm.ptr
      %379 = llvm.getelementptr %5[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %379 {alignment = 4 : i64} : bf16, !llvm.ptr
      %380 = llvm.getelementptr %5[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %380 {alignment = 2 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %5[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %381 {alignment = 16 : i64} : bf16, !llvm.ptr
      %382 = llvm.getelementptr %5[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %382 {alignment = 2 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %5[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %383 {alignment = 4 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %5[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %384 {alignment = 2 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %5[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %385 {alignment = 8 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %5[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %386 {alignment = 2 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %5[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %387 {alignment = 4 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %5[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %388 {alignment = 2 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %5[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %389 {alignment = 32 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %5[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %390 {alignment = 2 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %5[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %391 {alignment = 4 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %5[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %392 {alignment = 2 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %5[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %393 {alignment = 8 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %5[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %394 {alignment = 2 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %5[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %395 {alignment = 4 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %5[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %396 {alignment = 2 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %5[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %397 {alignment = 16 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %5[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %398 {alignment = 2 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %5[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %399 {alignment = 4 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %5[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %400 {alignment = 2 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %5[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %401 {alignment = 8 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %5[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %402 {alignment = 2 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %5[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %403 {alignment = 4 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %5[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %404 {alignment = 2 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %5[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %405 {alignment = 32 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %5[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %406 {alignment = 2 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %5[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %407 {alignment = 4 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %5[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %408 {alignment = 2 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %5[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %409 {alignment = 8 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %5[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %410 {alignment = 2 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %5[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %411 {alignment = 4 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %5[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %412 {alignment = 2 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %5[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %413 {alignment = 16 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %5[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %414 {alignment = 2 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %5[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %415 {alignment = 4 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %5[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %416 {alignment = 2 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %5[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %417 {alignment = 8 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %5[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %418 {alignment = 2 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %5[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %419 {alignment = 4 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %5[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %420 {alignment = 2 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %5[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %421 {alignment = 32 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %5[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %422 {alignment = 2 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %5[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %423 {alignment = 4 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %5[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %424 {alignment = 2 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %5[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %425 {alignment = 8 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %5[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %426 {alignment = 2 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %5[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %427 {alignment = 4 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %5[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %428 {alignment = 2 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %5[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %429 {alignment = 16 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %5[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %430 {alignment = 2 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %5[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %431 {alignment = 4 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %5[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %432 {alignment = 2 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %5[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %433 {alignment = 8 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %5[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %434 {alignment = 2 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %5[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %435 {alignment = 4 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %5[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %436 {alignment = 2 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %5[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %437 {alignment = 32 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %5[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %438 {alignment = 2 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %5[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %439 {alignment = 4 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %5[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %440 {alignment = 2 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %5[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %441 {alignment = 8 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %5[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %442 {alignment = 2 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %5[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %443 {alignment = 4 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %5[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %444 {alignment = 2 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %5[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %445 {alignment = 16 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %5[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %446 {alignment = 2 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %5[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %447 {alignment = 4 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %5[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %448 {alignment = 2 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %5[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %449 {alignment = 8 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %5[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %450 {alignment = 2 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %5[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %451 {alignment = 4 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %5[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %452 {alignment = 2 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %5[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %453 {alignment = 32 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %5[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %454 {alignment = 2 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %5[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %455 {alignment = 4 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %5[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %456 {alignment = 2 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %5[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %457 {alignment = 8 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %5[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %458 {alignment = 2 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %5[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %459 {alignment = 4 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %5[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %460 {alignment = 2 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %5[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %461 {alignment = 16 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %5[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %462 {alignment = 2 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %5[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %463 {alignment = 4 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %5[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %464 {alignment = 2 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %5[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %465 {alignment = 8 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %5[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %466 {alignment = 2 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %5[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %467 {alignment = 4 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %5[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %468 {alignment = 2 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %5[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %469 {alignment = 32 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %5[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %470 {alignment = 2 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %5[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %471 {alignment = 4 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %5[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %472 {alignment = 2 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %5[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %473 {alignment = 8 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %5[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %474 {alignment = 2 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %5[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %475 {alignment = 4 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %5[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %476 {alignment = 2 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %5[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %477 {alignment = 16 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %5[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %478 {alignment = 2 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %5[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %479 {alignment = 4 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %5[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %480 {alignment = 2 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %5[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %481 {alignment = 8 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %5[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %482 {alignment = 2 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %5[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %483 {alignment = 4 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %5[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %cst_0, %484 {alignment = 2 : i64} : bf16, !llvm.ptr
      scf.for %arg3 = %c0_i32 to %c24_i32 step %c1_i32  : i32 {
        %583 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %5[%583] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %585 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %82[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %587 = llvm.load %584 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %587, %586 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      } {loop_annotation = #loop_annotation}
      nvvm.barrier
      %485 = arith.remsi %c0_i32, %c4_i32 : i32
      %486 = arith.divsi %c0_i32, %c4_i32 : i32
      %487:2 = scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg4 = %485, %arg5 = %486) -> (i32, i32)  : i32 {
        %583 = arith.muli %arg4, %c16640_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %68[%583] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %585 = arith.muli %arg4, %c2048_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %78[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %587 = llvm.getelementptr %8[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %588 = llvm.load %587 {alignment = 1 : i64} : !llvm.ptr -> i8
        %589 = arith.trunci %588 : i8 to i1
        %590 = arith.select %589, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %586, %584, 16, cache = cg, %590 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %591 = arith.addi %arg4, %c1_i32 : i32
        %592 = arith.cmpi eq, %591, %c4_i32 : i32
        %593 = arith.select %592, %c0_i32, %591 : i32
        %594 = arith.addi %arg4, %c1_i32 : i32
        %595 = arith.addi %arg5, %c1_i32 : i32
        %596 = arith.cmpi eq, %594, %c4_i32 : i32
        %597 = arith.select %596, %595, %arg5 : i32
        scf.yield %593, %597 : i32, i32
      } {loop_annotation = #loop_annotation}
      %488 = arith.remsi %c0_i32, %c8_i32 : i32
      %489 = arith.divsi %c0_i32, %c8_i32 : i32
      %490:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %488, %arg5 = %489) -> (i32, i32)  : i32 {
        %583 = arith.muli %arg4, %c16640_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %81[%583] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %585 = arith.muli %arg4, %c2048_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %82[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %587 = llvm.getelementptr %7[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %588 = llvm.load %587 {alignment = 1 : i64} : !llvm.ptr -> i8
        %589 = arith.trunci %588 : i8 to i1
        %590 = arith.select %589, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %586, %584, 16, cache = cg, %590 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %591 = arith.addi %arg4, %c1_i32 : i32
        %592 = arith.cmpi eq, %591, %c8_i32 : i32
        %593 = arith.select %592, %c0_i32, %591 : i32
        %594 = arith.addi %arg4, %c1_i32 : i32
        %595 = arith.addi %arg5, %c1_i32 : i32
        %596 = arith.cmpi eq, %594, %c8_i32 : i32
        %597 = arith.select %596, %595, %arg5 : i32
        scf.yield %593, %597 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %491 = llvm.getelementptr %68[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %492 = llvm.getelementptr %78[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %493 = arith.remsi %c0_i32, %c4_i32 : i32
      %494 = arith.divsi %c0_i32, %c4_i32 : i32
      %495:2 = scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg4 = %493, %arg5 = %494) -> (i32, i32)  : i32 {
        %583 = arith.muli %arg4, %c16640_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %491[%583] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %585 = arith.muli %arg4, %c2048_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %492[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %587 = llvm.getelementptr %10[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %588 = llvm.load %587 {alignment = 1 : i64} : !llvm.ptr -> i8
        %589 = arith.trunci %588 : i8 to i1
        %590 = arith.select %589, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %586, %584, 16, cache = cg, %590 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %591 = arith.addi %arg4, %c1_i32 : i32
        %592 = arith.cmpi eq, %591, %c4_i32 : i32
        %593 = arith.select %592, %c0_i32, %591 : i32
        %594 = arith.addi %arg4, %c1_i32 : i32
        %595 = arith.addi %arg5, %c1_i32 : i32
        %596 = arith.cmpi eq, %594, %c4_i32 : i32
        %597 = arith.select %596, %595, %arg5 : i32
        scf.yield %593, %597 : i32, i32
      } {loop_annotation = #loop_annotation}
      %496 = llvm.getelementptr %81[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %497 = llvm.getelementptr %82[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %498 = arith.remsi %c0_i32, %c8_i32 : i32
      %499 = arith.divsi %c0_i32, %c8_i32 : i32
      %500:2 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %498, %arg5 = %499) -> (i32, i32)  : i32 {
        %583 = arith.muli %arg4, %c16640_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %496[%583] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %585 = arith.muli %arg4, %c2048_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %497[%585] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %587 = llvm.getelementptr %9[%arg4] : (!llvm.ptr, i32) -> !llvm.ptr, i8
        %588 = llvm.load %587 {alignment = 1 : i64} : !llvm.ptr -> i8
        %589 = arith.trunci %588 : i8 to i1
        %590 = arith.select %589, %c16_i32, %c0_i32 : i32
        nvvm.cp.async.shared.global %586, %584, 16, cache = cg, %590 : !llvm.ptr<3>, !llvm.ptr<1>, i32
        %591 = arith.addi %arg4, %c1_i32 : i32
        %592 = arith.cmpi eq, %591, %c8_i32 : i32
        %593 = arith.select %592, %c0_i32, %591 : i32
        %594 = arith.addi %arg4, %c1_i32 : i32
        %595 = arith.addi %arg5, %c1_i32 : i32
        %596 = arith.cmpi eq, %594, %c8_i32 : i32
        %597 = arith.select %596, %595, %arg5 : i32
        scf.yield %593, %597 : i32, i32
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      %501 = arith.remsi %20, %c32_i32 : i32
      %502 = arith.divsi %20, %c32_i32 : i32
      %503 = arith.remsi %502, %c2_i32 : i32
      %504 = arith.divsi %20, %c64_i32 : i32
      %505 = arith.remsi %504, %c4_i32 : i32
      %506 = arith.remsi %501, %c32_i32 : i32
      %507 = arith.remsi %503, %c2_i32 : i32
      %508 = arith.remsi %505, %c4_i32 : i32
      %509 = arith.divsi %506, %c4_i32 : i32
      %510 = arith.remsi %506, %c4_i32 : i32
      %511 = arith.muli %510, %c2_i32 overflow<nsw> : i32
      %512 = arith.muli %509, %c1048_i32 overflow<nsw> : i32
      %513 = arith.addi %511, %512 overflow<nsw> : i32
      %514 = arith.muli %507, %c16768_i32 overflow<nsw> : i32
      %515 = arith.muli %508, %c8_i32 overflow<nsw> : i32
      %516 = arith.addi %514, %515 overflow<nsw> : i32
      %517 = arith.addi %513, %516 overflow<nsw> : i32
      %518 = llvm.getelementptr %48[%517] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %cst, %2 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %519 = arith.divsi %20, %c16_i32 : i32
      %520 = arith.remsi %20, %c16_i32 : i32
      %521 = arith.remsi %520, %c8_i32 : i32
      %522 = arith.muli %521, %c64_i32 overflow<nsw> : i32
      %523 = arith.remsi %519, %c2_i32 : i32
      %524 = arith.muli %523, %c8_i32 overflow<nsw> : i32
      %525 = arith.addi %522, %524 overflow<nsw> : i32
      %526 = arith.divsi %520, %c8_i32 : i32
      %527 = arith.muli %526, %c512_i32 overflow<nsw> : i32
      %528 = arith.divsi %519, %c2_i32 : i32
      %529 = arith.remsi %528, %c2_i32 : i32
      %530 = arith.muli %529, %c1024_i32 overflow<nsw> : i32
      %531 = arith.addi %527, %530 overflow<nsw> : i32
      %532 = arith.andi %525, %c128_i32 : i32
      %533 = arith.cmpi eq, %532, %c0_i32 : i32
      %534 = arith.select %533, %c16_i32, %c-16_i32 : i32
      %535 = arith.andi %525, %c256_i32 : i32
      %536 = arith.cmpi eq, %535, %c0_i32 : i32
      %537 = arith.select %536, %c32_i32, %c-32_i32 : i32
      %538 = arith.andi %525, %c448_i32 : i32
      %539 = arith.shrui %538, %c3_i32 : i32
      %540 = arith.xori %525, %539 : i32
      %541 = arith.addi %540, %531 overflow<nsw> : i32
      %542 = llvm.getelementptr %16[%541] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %543 = arith.muli %64, %c64_i32 overflow<nsw> : i32
      %544 = arith.remsi %63, %c2_i32 : i32
      %545 = arith.muli %544, %c8_i32 overflow<nsw> : i32
      %546 = arith.addi %543, %545 overflow<nsw> : i32
      %547 = arith.divsi %63, %c2_i32 : i32
      %548 = arith.divsi %547, %c2_i32 : i32
      %549 = arith.remsi %547, %c2_i32 : i32
      %550 = arith.muli %549, %c2048_i32 overflow<nsw> : i32
      %551 = arith.divsi %548, %c2_i32 : i32
      %552 = arith.muli %551, %c512_i32 overflow<nsw> : i32
      %553 = arith.addi %550, %552 overflow<nsw> : i32
      %554 = arith.andi %546, %c128_i32 : i32
      %555 = arith.cmpi eq, %554, %c0_i32 : i32
      %556 = arith.select %555, %c16_i32, %c-16_i32 : i32
      %557 = arith.andi %546, %c256_i32 : i32
      %558 = arith.cmpi eq, %557, %c0_i32 : i32
      %559 = arith.select %558, %c32_i32, %c-32_i32 : i32
      %560 = arith.andi %546, %c448_i32 : i32
      %561 = arith.shrui %560, %c3_i32 : i32
      %562 = arith.xori %546, %561 : i32
      %563 = arith.addi %562, %553 overflow<nsw> : i32
      %564 = llvm.getelementptr %19[%563] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %583 = arith.muli %arg3, %c2048_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %542[%583] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %585 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %4[%585] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %587 = nvvm.ldmatrix %584 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %588 = llvm.extractvalue %587[0] : !llvm_struct_a37b2a
        %589 = llvm.extractvalue %587[1] : !llvm_struct_a37b2a
        %590 = llvm.extractvalue %587[2] : !llvm_struct_a37b2a
        %591 = llvm.extractvalue %587[3] : !llvm_struct_a37b2a
        llvm.store %588, %586 {alignment = 4 : i64} : i32, !llvm.ptr
        %592 = llvm.getelementptr %586[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %589, %592 {alignment = 4 : i64} : i32, !llvm.ptr
        %593 = llvm.getelementptr %586[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %590, %593 {alignment = 4 : i64} : i32, !llvm.ptr
        %594 = llvm.getelementptr %586[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %591, %594 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg3 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %583 = arith.muli %arg3, %c4096_i32 overflow<nsw> : i32
        %584 = llvm.getelementptr %564[%583] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %585 = arith.muli %arg3, %c8_i32 overflow<nsw> : i32
        %586 = llvm.getelementptr %3[%585] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %587 = nvvm.ldmatrix %584 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %588 = llvm.extractvalue %587[0] : !llvm_struct_a37b2a
        %589 = llvm.extractvalue %587[1] : !llvm_struct_a37b2a
        %590 = llvm.extractvalue %587[2] : !llvm_struct_a37b2a
        %591 = llvm.extractvalue %587[3] : !llvm_struct_a37b2a
        llvm.store %588, %586 {alignment = 4 : i64} : i32, !llvm.ptr
        %592 = llvm.getelementptr %586[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %589, %592 {alignment = 4 : i64} : i32, !llvm.ptr
        %593 = llvm.getelementptr %586[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %590, %593 {alignment = 4 : i64} : i32, !llvm.ptr
        %594 = llvm.getelementptr %586[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %591, %594 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %565 = llvm.getelementptr %4[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %566 = llvm.getelementptr %3[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %567 = llvm.getelementptr %4[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %568 = llvm.getelementptr %3[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %569 = arith.addi %534, %537 overflow<nsw> : i32
      %570 = llvm.getelementptr %4[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %571 = arith.addi %556, %559 overflow<nsw> : i32
      %572 = llvm.getelementptr %3[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %573:2 = scf.for %arg3 = %c0_i32 to %c9_i32 step %c1_i32 iter_args(%arg4 = %c2_i32, %arg5 = %c0_i32) -> (i32, i32)  : i32 {
        %583 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %584 = arith.addi %534, %583 overflow<nsw> : i32
        %585 = llvm.getelementptr %542[%584] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %585[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %565[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %586 = arith.muli %arg5, %c16384_i32 overflow<nsw> : i32
        %587 = arith.addi %556, %586 overflow<nsw> : i32
        %588 = llvm.getelementptr %564[%587] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c4096_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %588[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %566[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %589 = arith.addi %arg3, %c2_i32 : i32
        %590 = arith.cmpi slt, %589, %c9_i32 : i32
        scf.if %590 {
          %610 = arith.muli %589, %c64_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %68[%610] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %612 = arith.muli %arg4, %c8192_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %78[%612] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %614 = arith.remsi %c0_i32, %c4_i32 : i32
          %615 = arith.divsi %c0_i32, %c4_i32 : i32
          %616:2 = scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg7 = %614, %arg8 = %615) -> (i32, i32)  : i32 {
            %624 = arith.muli %arg7, %c16640_i32 overflow<nsw> : i32
            %625 = llvm.getelementptr %611[%624] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %626 = arith.muli %arg7, %c2048_i32 overflow<nsw> : i32
            %627 = llvm.getelementptr %613[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %628 = llvm.getelementptr %10[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %629 = llvm.load %628 {alignment = 1 : i64} : !llvm.ptr -> i8
            %630 = arith.trunci %629 : i8 to i1
            %631 = arith.select %630, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %627, %625, 16, cache = cg, %631 : !llvm.ptr<3>, !llvm.ptr<1>, i32
            %632 = arith.addi %arg7, %c1_i32 : i32
            %633 = arith.cmpi eq, %632, %c4_i32 : i32
            %634 = arith.select %633, %c0_i32, %632 : i32
            %635 = arith.addi %arg7, %c1_i32 : i32
            %636 = arith.addi %arg8, %c1_i32 : i32
            %637 = arith.cmpi eq, %635, %c4_i32 : i32
            %638 = arith.select %637, %636, %arg8 : i32
            scf.yield %634, %638 : i32, i32
          } {loop_annotation = #loop_annotation}
          %617 = arith.muli %589, %c64_i32 overflow<nsw> : i32
          %618 = llvm.getelementptr %81[%617] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %619 = arith.muli %arg4, %c16384_i32 overflow<nsw> : i32
          %620 = llvm.getelementptr %82[%619] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %621 = arith.remsi %c0_i32, %c8_i32 : i32
          %622 = arith.divsi %c0_i32, %c8_i32 : i32
          %623:2 = scf.for %arg6 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg7 = %621, %arg8 = %622) -> (i32, i32)  : i32 {
            %624 = arith.muli %arg7, %c16640_i32 overflow<nsw> : i32
            %625 = llvm.getelementptr %618[%624] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %626 = arith.muli %arg7, %c2048_i32 overflow<nsw> : i32
            %627 = llvm.getelementptr %620[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
            %628 = llvm.getelementptr %9[%arg7] : (!llvm.ptr, i32) -> !llvm.ptr, i8
            %629 = llvm.load %628 {alignment = 1 : i64} : !llvm.ptr -> i8
            %630 = arith.trunci %629 : i8 to i1
            %631 = arith.select %630, %c16_i32, %c0_i32 : i32
            nvvm.cp.async.shared.global %627, %625, 16, cache = cg, %631 : !llvm.ptr<3>, !llvm.ptr<1>, i32
            %632 = arith.addi %arg7, %c1_i32 : i32
            %633 = arith.cmpi eq, %632, %c8_i32 : i32
            %634 = arith.select %633, %c0_i32, %632 : i32
            %635 = arith.addi %arg7, %c1_i32 : i32
            %636 = arith.addi %arg8, %c1_i32 : i32
            %637 = arith.cmpi eq, %635, %c8_i32 : i32
            %638 = arith.select %637, %636, %arg8 : i32
            scf.yield %634, %638 : i32, i32
          } {loop_annotation = #loop_annotation}
        }
        nvvm.cp.async.commit.group
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %4[%610] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %612 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %613 = llvm.getelementptr %3[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %614 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %615 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %616 = arith.addi %614, %615 overflow<nsw> : i32
            %617 = llvm.getelementptr %2[%616] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %618 = llvm.load %611 : !llvm.ptr -> vector<4xi32>
            %619:4 = vector.to_elements %618 : vector<4xi32>
            %620 = llvm.load %613 : !llvm.ptr -> vector<2xi32>
            %621:2 = vector.to_elements %620 : vector<2xi32>
            %622 = llvm.load %617 : !llvm.ptr -> vector<4xf32>
            %623:4 = vector.to_elements %622 : vector<4xf32>
            %624 = nvvm.mma.sync A[%619#0, %619#1, %619#2, %619#3]  B[%621#0, %621#1]  C[%623#0, %623#1, %623#2, %623#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %625 = llvm.extractvalue %624[0] : !llvm_struct_687153
            %626 = llvm.extractvalue %624[1] : !llvm_struct_687153
            %627 = llvm.extractvalue %624[2] : !llvm_struct_687153
            %628 = llvm.extractvalue %624[3] : !llvm_struct_687153
            %629 = vector.from_elements %625, %626, %627, %628 : vector<4xf32>
            llvm.store %629, %617 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %591 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %592 = arith.addi %537, %591 overflow<nsw> : i32
        %593 = llvm.getelementptr %542[%592] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %593[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %567[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %594 = arith.muli %arg5, %c16384_i32 overflow<nsw> : i32
        %595 = arith.addi %559, %594 overflow<nsw> : i32
        %596 = llvm.getelementptr %564[%595] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c4096_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %596[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %568[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %565[%610] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %612 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %613 = llvm.getelementptr %566[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %614 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %615 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %616 = arith.addi %614, %615 overflow<nsw> : i32
            %617 = llvm.getelementptr %2[%616] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %618 = llvm.load %611 : !llvm.ptr -> vector<4xi32>
            %619:4 = vector.to_elements %618 : vector<4xi32>
            %620 = llvm.load %613 : !llvm.ptr -> vector<2xi32>
            %621:2 = vector.to_elements %620 : vector<2xi32>
            %622 = llvm.load %617 : !llvm.ptr -> vector<4xf32>
            %623:4 = vector.to_elements %622 : vector<4xf32>
            %624 = nvvm.mma.sync A[%619#0, %619#1, %619#2, %619#3]  B[%621#0, %621#1]  C[%623#0, %623#1, %623#2, %623#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %625 = llvm.extractvalue %624[0] : !llvm_struct_687153
            %626 = llvm.extractvalue %624[1] : !llvm_struct_687153
            %627 = llvm.extractvalue %624[2] : !llvm_struct_687153
            %628 = llvm.extractvalue %624[3] : !llvm_struct_687153
            %629 = vector.from_elements %625, %626, %627, %628 : vector<4xf32>
            llvm.store %629, %617 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %597 = arith.muli %arg5, %c8192_i32 overflow<nsw> : i32
        %598 = arith.addi %569, %597 overflow<nsw> : i32
        %599 = llvm.getelementptr %542[%598] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %599[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %570[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %600 = arith.muli %arg5, %c16384_i32 overflow<nsw> : i32
        %601 = arith.addi %571, %600 overflow<nsw> : i32
        %602 = llvm.getelementptr %564[%601] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c4096_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %602[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %572[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %567[%610] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %612 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %613 = llvm.getelementptr %568[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %614 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %615 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %616 = arith.addi %614, %615 overflow<nsw> : i32
            %617 = llvm.getelementptr %2[%616] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %618 = llvm.load %611 : !llvm.ptr -> vector<4xi32>
            %619:4 = vector.to_elements %618 : vector<4xi32>
            %620 = llvm.load %613 : !llvm.ptr -> vector<2xi32>
            %621:2 = vector.to_elements %620 : vector<2xi32>
            %622 = llvm.load %617 : !llvm.ptr -> vector<4xf32>
            %623:4 = vector.to_elements %622 : vector<4xf32>
            %624 = nvvm.mma.sync A[%619#0, %619#1, %619#2, %619#3]  B[%621#0, %621#1]  C[%623#0, %623#1, %623#2, %623#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %625 = llvm.extractvalue %624[0] : !llvm_struct_687153
            %626 = llvm.extractvalue %624[1] : !llvm_struct_687153
            %627 = llvm.extractvalue %624[2] : !llvm_struct_687153
            %628 = llvm.extractvalue %624[3] : !llvm_struct_687153
            %629 = vector.from_elements %625, %626, %627, %628 : vector<4xf32>
            llvm.store %629, %617 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %603 = arith.addi %arg5, %c1_i32 : i32
        %604 = arith.cmpi eq, %603, %c3_i32 : i32
        %605 = arith.select %604, %c0_i32, %603 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %606 = arith.muli %605, %c8192_i32 overflow<nsw> : i32
        %607 = llvm.getelementptr %542[%606] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c2048_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %607[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %4[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %608 = arith.muli %605, %c16384_i32 overflow<nsw> : i32
        %609 = llvm.getelementptr %564[%608] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c4096_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %609[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %612 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %3[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = nvvm.ldmatrix %611 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %615 = llvm.extractvalue %614[0] : !llvm_struct_a37b2a
          %616 = llvm.extractvalue %614[1] : !llvm_struct_a37b2a
          %617 = llvm.extractvalue %614[2] : !llvm_struct_a37b2a
          %618 = llvm.extractvalue %614[3] : !llvm_struct_a37b2a
          llvm.store %615, %613 {alignment = 4 : i64} : i32, !llvm.ptr
          %619 = llvm.getelementptr %613[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
          %620 = llvm.getelementptr %613[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
          %621 = llvm.getelementptr %613[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %618, %621 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg6 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %610 = arith.muli %arg6, %c8_i32 overflow<nsw> : i32
          %611 = llvm.getelementptr %570[%610] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg7 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %612 = arith.muli %arg7, %c4_i32 overflow<nsw> : i32
            %613 = llvm.getelementptr %572[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %614 = arith.muli %arg6, %c4_i32 overflow<nsw> : i32
            %615 = arith.muli %arg7, %c16_i32 overflow<nsw> : i32
            %616 = arith.addi %614, %615 overflow<nsw> : i32
            %617 = llvm.getelementptr %2[%616] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %618 = llvm.load %611 : !llvm.ptr -> vector<4xi32>
            %619:4 = vector.to_elements %618 : vector<4xi32>
            %620 = llvm.load %613 : !llvm.ptr -> vector<2xi32>
            %621:2 = vector.to_elements %620 : vector<2xi32>
            %622 = llvm.load %617 : !llvm.ptr -> vector<4xf32>
            %623:4 = vector.to_elements %622 : vector<4xf32>
            %624 = nvvm.mma.sync A[%619#0, %619#1, %619#2, %619#3]  B[%621#0, %621#1]  C[%623#0, %623#1, %623#2, %623#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %625 = llvm.extractvalue %624[0] : !llvm_struct_687153
            %626 = llvm.extractvalue %624[1] : !llvm_struct_687153
            %627 = llvm.extractvalue %624[2] : !llvm_struct_687153
            %628 = llvm.extractvalue %624[3] : !llvm_struct_687153
            %629 = vector.from_elements %625, %626, %627, %628 : vector<4xf32>
            llvm.store %629, %617 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg5, %605 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %574 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %575 = arith.truncf %574 : vector<128xf32> to vector<128xbf16>
      llvm.store %575, %1 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %576 = arith.addi %30, %c1_i32 : i32
      %577 = arith.muli %576, %c128_i32 : i32
      %578 = arith.cmpi sle, %577, %c1000_i32 : i32
      %579 = arith.addi %31, %c1_i32 : i32
      %580 = arith.muli %579, %c256_i32 : i32
      %581 = arith.cmpi sle, %580, %c1048_i32 : i32
      %582 = arith.andi %578, %581 : i1
      scf.if %582 {
        %583 = arith.remsi %c0_i32, %c2_i32 : i32
        %584 = arith.divsi %c0_i32, %c2_i32 : i32
        %585:2 = scf.for %arg3 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg4 = %583, %arg5 = %584) -> (i32, i32)  : i32 {
          %586 = arith.muli %arg3, %c2_i32 overflow<nsw> : i32
          %587 = llvm.getelementptr %1[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %588 = arith.remsi %arg3, %c2_i32 : i32
          %589 = arith.muli %588, %c8384_i32 overflow<nsw> : i32
          %590 = arith.divsi %arg5, %c4_i32 : i32
          %591 = arith.remsi %arg5, %c4_i32 : i32
          %592 = arith.muli %591, %c33536_i32 overflow<nsw> : i32
          %593 = arith.addi %589, %592 overflow<nsw> : i32
          %594 = arith.muli %590, %c32_i32 overflow<nsw> : i32
          %595 = arith.addi %593, %594 overflow<nsw> : i32
          %596 = llvm.getelementptr %518[%595] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %597 = llvm.load %587 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
          llvm.store %597, %596 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
          %598 = arith.addi %arg4, %c1_i32 : i32
          %599 = arith.cmpi eq, %598, %c2_i32 : i32
          %600 = arith.select %599, %c0_i32, %598 : i32
          %601 = arith.addi %arg4, %c1_i32 : i32
          %602 = arith.addi %arg5, %c1_i32 : i32
          %603 = arith.cmpi eq, %601, %c2_i32 : i32
          %604 = arith.select %603, %602, %arg5 : i32
          scf.yield %600, %604 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %583 = arith.muli %507, %c16_i32 overflow<nsw> : i32
        %584 = arith.addi %509, %583 overflow<nsw> : i32
        %585 = arith.addi %511, %515 overflow<nsw> : i32
        %586 = arith.addi %51, %584 overflow<nsw> : i32
        %587 = arith.addi %52, %585 overflow<nsw> : i32
        %588 = arith.cmpi slt, %586, %c1000_i32 : i32
        %589 = arith.cmpi slt, %587, %c1048_i32 : i32
        %590 = arith.andi %588, %589 : i1
        scf.if %590 {
          %1204 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> bf16
          llvm.store %1204, %518 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %591 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %592 = arith.cmpi slt, %586, %c1000_i32 : i32
        %593 = arith.cmpi slt, %591, %c1048_i32 : i32
        %594 = arith.andi %592, %593 : i1
        scf.if %594 {
          %1204 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %595 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %596 = arith.cmpi slt, %595, %c1000_i32 : i32
        %597 = arith.cmpi slt, %587, %c1048_i32 : i32
        %598 = arith.andi %596, %597 : i1
        scf.if %598 {
          %1204 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %599 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %600 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %601 = arith.cmpi slt, %599, %c1000_i32 : i32
        %602 = arith.cmpi slt, %600, %c1048_i32 : i32
        %603 = arith.andi %601, %602 : i1
        scf.if %603 {
          %1204 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %604 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %605 = arith.cmpi slt, %604, %c1000_i32 : i32
        %606 = arith.cmpi slt, %587, %c1048_i32 : i32
        %607 = arith.andi %605, %606 : i1
        scf.if %607 {
          %1204 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %608 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %609 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %610 = arith.cmpi slt, %608, %c1000_i32 : i32
        %611 = arith.cmpi slt, %609, %c1048_i32 : i32
        %612 = arith.andi %610, %611 : i1
        scf.if %612 {
          %1204 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %613 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %614 = arith.cmpi slt, %613, %c1000_i32 : i32
        %615 = arith.cmpi slt, %587, %c1048_i32 : i32
        %616 = arith.andi %614, %615 : i1
        scf.if %616 {
          %1204 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %617 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %618 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %619 = arith.cmpi slt, %617, %c1000_i32 : i32
        %620 = arith.cmpi slt, %618, %c1048_i32 : i32
        %621 = arith.andi %619, %620 : i1
        scf.if %621 {
          %1204 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %622 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %623 = arith.cmpi slt, %622, %c1000_i32 : i32
        %624 = arith.cmpi slt, %587, %c1048_i32 : i32
        %625 = arith.andi %623, %624 : i1
        scf.if %625 {
          %1204 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %626 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %627 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %628 = arith.cmpi slt, %626, %c1000_i32 : i32
        %629 = arith.cmpi slt, %627, %c1048_i32 : i32
        %630 = arith.andi %628, %629 : i1
        scf.if %630 {
          %1204 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %631 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %632 = arith.cmpi slt, %631, %c1000_i32 : i32
        %633 = arith.cmpi slt, %587, %c1048_i32 : i32
        %634 = arith.andi %632, %633 : i1
        scf.if %634 {
          %1204 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %635 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %636 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %637 = arith.cmpi slt, %635, %c1000_i32 : i32
        %638 = arith.cmpi slt, %636, %c1048_i32 : i32
        %639 = arith.andi %637, %638 : i1
        scf.if %639 {
          %1204 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %640 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %641 = arith.cmpi slt, %640, %c1000_i32 : i32
        %642 = arith.cmpi slt, %587, %c1048_i32 : i32
        %643 = arith.andi %641, %642 : i1
        scf.if %643 {
          %1204 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %644 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %645 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %646 = arith.cmpi slt, %644, %c1000_i32 : i32
        %647 = arith.cmpi slt, %645, %c1048_i32 : i32
        %648 = arith.andi %646, %647 : i1
        scf.if %648 {
          %1204 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %649 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %650 = arith.cmpi slt, %649, %c1000_i32 : i32
        %651 = arith.cmpi slt, %587, %c1048_i32 : i32
        %652 = arith.andi %650, %651 : i1
        scf.if %652 {
          %1204 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %653 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %654 = arith.addi %587, %c1_i32 overflow<nsw> : i32
        %655 = arith.cmpi slt, %653, %c1000_i32 : i32
        %656 = arith.cmpi slt, %654, %c1048_i32 : i32
        %657 = arith.andi %655, %656 : i1
        scf.if %657 {
          %1204 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %658 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %659 = arith.cmpi slt, %586, %c1000_i32 : i32
        %660 = arith.cmpi slt, %658, %c1048_i32 : i32
        %661 = arith.andi %659, %660 : i1
        scf.if %661 {
          %1204 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %662 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %663 = arith.cmpi slt, %586, %c1000_i32 : i32
        %664 = arith.cmpi slt, %662, %c1048_i32 : i32
        %665 = arith.andi %663, %664 : i1
        scf.if %665 {
          %1204 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %666 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %667 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %668 = arith.cmpi slt, %666, %c1000_i32 : i32
        %669 = arith.cmpi slt, %667, %c1048_i32 : i32
        %670 = arith.andi %668, %669 : i1
        scf.if %670 {
          %1204 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %671 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %672 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %673 = arith.cmpi slt, %671, %c1000_i32 : i32
        %674 = arith.cmpi slt, %672, %c1048_i32 : i32
        %675 = arith.andi %673, %674 : i1
        scf.if %675 {
          %1204 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %676 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %677 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %678 = arith.cmpi slt, %676, %c1000_i32 : i32
        %679 = arith.cmpi slt, %677, %c1048_i32 : i32
        %680 = arith.andi %678, %679 : i1
        scf.if %680 {
          %1204 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %681 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %682 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %683 = arith.cmpi slt, %681, %c1000_i32 : i32
        %684 = arith.cmpi slt, %682, %c1048_i32 : i32
        %685 = arith.andi %683, %684 : i1
        scf.if %685 {
          %1204 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %686 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %687 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %688 = arith.cmpi slt, %686, %c1000_i32 : i32
        %689 = arith.cmpi slt, %687, %c1048_i32 : i32
        %690 = arith.andi %688, %689 : i1
        scf.if %690 {
          %1204 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %691 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %692 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %693 = arith.cmpi slt, %691, %c1000_i32 : i32
        %694 = arith.cmpi slt, %692, %c1048_i32 : i32
        %695 = arith.andi %693, %694 : i1
        scf.if %695 {
          %1204 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %696 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %697 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %698 = arith.cmpi slt, %696, %c1000_i32 : i32
        %699 = arith.cmpi slt, %697, %c1048_i32 : i32
        %700 = arith.andi %698, %699 : i1
        scf.if %700 {
          %1204 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %701 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %702 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %703 = arith.cmpi slt, %701, %c1000_i32 : i32
        %704 = arith.cmpi slt, %702, %c1048_i32 : i32
        %705 = arith.andi %703, %704 : i1
        scf.if %705 {
          %1204 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %706 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %707 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %708 = arith.cmpi slt, %706, %c1000_i32 : i32
        %709 = arith.cmpi slt, %707, %c1048_i32 : i32
        %710 = arith.andi %708, %709 : i1
        scf.if %710 {
          %1204 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %711 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %712 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %713 = arith.cmpi slt, %711, %c1000_i32 : i32
        %714 = arith.cmpi slt, %712, %c1048_i32 : i32
        %715 = arith.andi %713, %714 : i1
        scf.if %715 {
          %1204 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %716 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %717 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %718 = arith.cmpi slt, %716, %c1000_i32 : i32
        %719 = arith.cmpi slt, %717, %c1048_i32 : i32
        %720 = arith.andi %718, %719 : i1
        scf.if %720 {
          %1204 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %721 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %722 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %723 = arith.cmpi slt, %721, %c1000_i32 : i32
        %724 = arith.cmpi slt, %722, %c1048_i32 : i32
        %725 = arith.andi %723, %724 : i1
        scf.if %725 {
          %1204 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %726 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %727 = arith.addi %587, %c32_i32 overflow<nsw> : i32
        %728 = arith.cmpi slt, %726, %c1000_i32 : i32
        %729 = arith.cmpi slt, %727, %c1048_i32 : i32
        %730 = arith.andi %728, %729 : i1
        scf.if %730 {
          %1204 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %731 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %732 = arith.addi %587, %c33_i32 overflow<nsw> : i32
        %733 = arith.cmpi slt, %731, %c1000_i32 : i32
        %734 = arith.cmpi slt, %732, %c1048_i32 : i32
        %735 = arith.andi %733, %734 : i1
        scf.if %735 {
          %1204 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %736 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %737 = arith.cmpi slt, %586, %c1000_i32 : i32
        %738 = arith.cmpi slt, %736, %c1048_i32 : i32
        %739 = arith.andi %737, %738 : i1
        scf.if %739 {
          %1204 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %740 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %741 = arith.cmpi slt, %586, %c1000_i32 : i32
        %742 = arith.cmpi slt, %740, %c1048_i32 : i32
        %743 = arith.andi %741, %742 : i1
        scf.if %743 {
          %1204 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %744 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %745 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %746 = arith.cmpi slt, %744, %c1000_i32 : i32
        %747 = arith.cmpi slt, %745, %c1048_i32 : i32
        %748 = arith.andi %746, %747 : i1
        scf.if %748 {
          %1204 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %749 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %750 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %751 = arith.cmpi slt, %749, %c1000_i32 : i32
        %752 = arith.cmpi slt, %750, %c1048_i32 : i32
        %753 = arith.andi %751, %752 : i1
        scf.if %753 {
          %1204 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %754 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %755 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %756 = arith.cmpi slt, %754, %c1000_i32 : i32
        %757 = arith.cmpi slt, %755, %c1048_i32 : i32
        %758 = arith.andi %756, %757 : i1
        scf.if %758 {
          %1204 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %759 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %760 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %761 = arith.cmpi slt, %759, %c1000_i32 : i32
        %762 = arith.cmpi slt, %760, %c1048_i32 : i32
        %763 = arith.andi %761, %762 : i1
        scf.if %763 {
          %1204 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %764 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %765 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %766 = arith.cmpi slt, %764, %c1000_i32 : i32
        %767 = arith.cmpi slt, %765, %c1048_i32 : i32
        %768 = arith.andi %766, %767 : i1
        scf.if %768 {
          %1204 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %769 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %770 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %771 = arith.cmpi slt, %769, %c1000_i32 : i32
        %772 = arith.cmpi slt, %770, %c1048_i32 : i32
        %773 = arith.andi %771, %772 : i1
        scf.if %773 {
          %1204 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %774 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %775 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %776 = arith.cmpi slt, %774, %c1000_i32 : i32
        %777 = arith.cmpi slt, %775, %c1048_i32 : i32
        %778 = arith.andi %776, %777 : i1
        scf.if %778 {
          %1204 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %779 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %780 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %781 = arith.cmpi slt, %779, %c1000_i32 : i32
        %782 = arith.cmpi slt, %780, %c1048_i32 : i32
        %783 = arith.andi %781, %782 : i1
        scf.if %783 {
          %1204 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %784 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %785 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %786 = arith.cmpi slt, %784, %c1000_i32 : i32
        %787 = arith.cmpi slt, %785, %c1048_i32 : i32
        %788 = arith.andi %786, %787 : i1
        scf.if %788 {
          %1204 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %789 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %790 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %791 = arith.cmpi slt, %789, %c1000_i32 : i32
        %792 = arith.cmpi slt, %790, %c1048_i32 : i32
        %793 = arith.andi %791, %792 : i1
        scf.if %793 {
          %1204 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %794 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %795 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %796 = arith.cmpi slt, %794, %c1000_i32 : i32
        %797 = arith.cmpi slt, %795, %c1048_i32 : i32
        %798 = arith.andi %796, %797 : i1
        scf.if %798 {
          %1204 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %799 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %800 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %801 = arith.cmpi slt, %799, %c1000_i32 : i32
        %802 = arith.cmpi slt, %800, %c1048_i32 : i32
        %803 = arith.andi %801, %802 : i1
        scf.if %803 {
          %1204 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %804 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %805 = arith.addi %587, %c64_i32 overflow<nsw> : i32
        %806 = arith.cmpi slt, %804, %c1000_i32 : i32
        %807 = arith.cmpi slt, %805, %c1048_i32 : i32
        %808 = arith.andi %806, %807 : i1
        scf.if %808 {
          %1204 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %809 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %810 = arith.addi %587, %c65_i32 overflow<nsw> : i32
        %811 = arith.cmpi slt, %809, %c1000_i32 : i32
        %812 = arith.cmpi slt, %810, %c1048_i32 : i32
        %813 = arith.andi %811, %812 : i1
        scf.if %813 {
          %1204 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %814 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %815 = arith.cmpi slt, %586, %c1000_i32 : i32
        %816 = arith.cmpi slt, %814, %c1048_i32 : i32
        %817 = arith.andi %815, %816 : i1
        scf.if %817 {
          %1204 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %818 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %819 = arith.cmpi slt, %586, %c1000_i32 : i32
        %820 = arith.cmpi slt, %818, %c1048_i32 : i32
        %821 = arith.andi %819, %820 : i1
        scf.if %821 {
          %1204 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %822 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %823 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %824 = arith.cmpi slt, %822, %c1000_i32 : i32
        %825 = arith.cmpi slt, %823, %c1048_i32 : i32
        %826 = arith.andi %824, %825 : i1
        scf.if %826 {
          %1204 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %827 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %828 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %829 = arith.cmpi slt, %827, %c1000_i32 : i32
        %830 = arith.cmpi slt, %828, %c1048_i32 : i32
        %831 = arith.andi %829, %830 : i1
        scf.if %831 {
          %1204 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %832 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %833 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %834 = arith.cmpi slt, %832, %c1000_i32 : i32
        %835 = arith.cmpi slt, %833, %c1048_i32 : i32
        %836 = arith.andi %834, %835 : i1
        scf.if %836 {
          %1204 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %837 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %838 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %839 = arith.cmpi slt, %837, %c1000_i32 : i32
        %840 = arith.cmpi slt, %838, %c1048_i32 : i32
        %841 = arith.andi %839, %840 : i1
        scf.if %841 {
          %1204 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %842 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %843 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %844 = arith.cmpi slt, %842, %c1000_i32 : i32
        %845 = arith.cmpi slt, %843, %c1048_i32 : i32
        %846 = arith.andi %844, %845 : i1
        scf.if %846 {
          %1204 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %847 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %848 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %849 = arith.cmpi slt, %847, %c1000_i32 : i32
        %850 = arith.cmpi slt, %848, %c1048_i32 : i32
        %851 = arith.andi %849, %850 : i1
        scf.if %851 {
          %1204 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %852 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %853 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %854 = arith.cmpi slt, %852, %c1000_i32 : i32
        %855 = arith.cmpi slt, %853, %c1048_i32 : i32
        %856 = arith.andi %854, %855 : i1
        scf.if %856 {
          %1204 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %857 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %858 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %859 = arith.cmpi slt, %857, %c1000_i32 : i32
        %860 = arith.cmpi slt, %858, %c1048_i32 : i32
        %861 = arith.andi %859, %860 : i1
        scf.if %861 {
          %1204 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %862 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %863 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %864 = arith.cmpi slt, %862, %c1000_i32 : i32
        %865 = arith.cmpi slt, %863, %c1048_i32 : i32
        %866 = arith.andi %864, %865 : i1
        scf.if %866 {
          %1204 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %867 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %868 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %869 = arith.cmpi slt, %867, %c1000_i32 : i32
        %870 = arith.cmpi slt, %868, %c1048_i32 : i32
        %871 = arith.andi %869, %870 : i1
        scf.if %871 {
          %1204 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %872 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %873 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %874 = arith.cmpi slt, %872, %c1000_i32 : i32
        %875 = arith.cmpi slt, %873, %c1048_i32 : i32
        %876 = arith.andi %874, %875 : i1
        scf.if %876 {
          %1204 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %877 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %878 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %879 = arith.cmpi slt, %877, %c1000_i32 : i32
        %880 = arith.cmpi slt, %878, %c1048_i32 : i32
        %881 = arith.andi %879, %880 : i1
        scf.if %881 {
          %1204 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %882 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %883 = arith.addi %587, %c96_i32 overflow<nsw> : i32
        %884 = arith.cmpi slt, %882, %c1000_i32 : i32
        %885 = arith.cmpi slt, %883, %c1048_i32 : i32
        %886 = arith.andi %884, %885 : i1
        scf.if %886 {
          %1204 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %887 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %888 = arith.addi %587, %c97_i32 overflow<nsw> : i32
        %889 = arith.cmpi slt, %887, %c1000_i32 : i32
        %890 = arith.cmpi slt, %888, %c1048_i32 : i32
        %891 = arith.andi %889, %890 : i1
        scf.if %891 {
          %1204 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %892 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %893 = arith.cmpi slt, %586, %c1000_i32 : i32
        %894 = arith.cmpi slt, %892, %c1048_i32 : i32
        %895 = arith.andi %893, %894 : i1
        scf.if %895 {
          %1204 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %896 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %897 = arith.cmpi slt, %586, %c1000_i32 : i32
        %898 = arith.cmpi slt, %896, %c1048_i32 : i32
        %899 = arith.andi %897, %898 : i1
        scf.if %899 {
          %1204 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[129] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %900 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %901 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %902 = arith.cmpi slt, %900, %c1000_i32 : i32
        %903 = arith.cmpi slt, %901, %c1048_i32 : i32
        %904 = arith.andi %902, %903 : i1
        scf.if %904 {
          %1204 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %905 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %906 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %907 = arith.cmpi slt, %905, %c1000_i32 : i32
        %908 = arith.cmpi slt, %906, %c1048_i32 : i32
        %909 = arith.andi %907, %908 : i1
        scf.if %909 {
          %1204 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %910 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %911 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %912 = arith.cmpi slt, %910, %c1000_i32 : i32
        %913 = arith.cmpi slt, %911, %c1048_i32 : i32
        %914 = arith.andi %912, %913 : i1
        scf.if %914 {
          %1204 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33664] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %915 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %916 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %917 = arith.cmpi slt, %915, %c1000_i32 : i32
        %918 = arith.cmpi slt, %916, %c1048_i32 : i32
        %919 = arith.andi %917, %918 : i1
        scf.if %919 {
          %1204 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33665] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %920 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %921 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %922 = arith.cmpi slt, %920, %c1000_i32 : i32
        %923 = arith.cmpi slt, %921, %c1048_i32 : i32
        %924 = arith.andi %922, %923 : i1
        scf.if %924 {
          %1204 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %925 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %926 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %927 = arith.cmpi slt, %925, %c1000_i32 : i32
        %928 = arith.cmpi slt, %926, %c1048_i32 : i32
        %929 = arith.andi %927, %928 : i1
        scf.if %929 {
          %1204 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42049] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %930 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %931 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %932 = arith.cmpi slt, %930, %c1000_i32 : i32
        %933 = arith.cmpi slt, %931, %c1048_i32 : i32
        %934 = arith.andi %932, %933 : i1
        scf.if %934 {
          %1204 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %935 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %936 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %937 = arith.cmpi slt, %935, %c1000_i32 : i32
        %938 = arith.cmpi slt, %936, %c1048_i32 : i32
        %939 = arith.andi %937, %938 : i1
        scf.if %939 {
          %1204 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %940 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %941 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %942 = arith.cmpi slt, %940, %c1000_i32 : i32
        %943 = arith.cmpi slt, %941, %c1048_i32 : i32
        %944 = arith.andi %942, %943 : i1
        scf.if %944 {
          %1204 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %945 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %946 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %947 = arith.cmpi slt, %945, %c1000_i32 : i32
        %948 = arith.cmpi slt, %946, %c1048_i32 : i32
        %949 = arith.andi %947, %948 : i1
        scf.if %949 {
          %1204 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %950 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %951 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %952 = arith.cmpi slt, %950, %c1000_i32 : i32
        %953 = arith.cmpi slt, %951, %c1048_i32 : i32
        %954 = arith.andi %952, %953 : i1
        scf.if %954 {
          %1204 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %955 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %956 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %957 = arith.cmpi slt, %955, %c1000_i32 : i32
        %958 = arith.cmpi slt, %956, %c1048_i32 : i32
        %959 = arith.andi %957, %958 : i1
        scf.if %959 {
          %1204 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %960 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %961 = arith.addi %587, %c128_i32 overflow<nsw> : i32
        %962 = arith.cmpi slt, %960, %c1000_i32 : i32
        %963 = arith.cmpi slt, %961, %c1048_i32 : i32
        %964 = arith.andi %962, %963 : i1
        scf.if %964 {
          %1204 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %965 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %966 = arith.addi %587, %c129_i32 overflow<nsw> : i32
        %967 = arith.cmpi slt, %965, %c1000_i32 : i32
        %968 = arith.cmpi slt, %966, %c1048_i32 : i32
        %969 = arith.andi %967, %968 : i1
        scf.if %969 {
          %1204 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %970 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %971 = arith.cmpi slt, %586, %c1000_i32 : i32
        %972 = arith.cmpi slt, %970, %c1048_i32 : i32
        %973 = arith.andi %971, %972 : i1
        scf.if %973 {
          %1204 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[160] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %974 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %975 = arith.cmpi slt, %586, %c1000_i32 : i32
        %976 = arith.cmpi slt, %974, %c1048_i32 : i32
        %977 = arith.andi %975, %976 : i1
        scf.if %977 {
          %1204 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[161] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %978 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %979 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %980 = arith.cmpi slt, %978, %c1000_i32 : i32
        %981 = arith.cmpi slt, %979, %c1048_i32 : i32
        %982 = arith.andi %980, %981 : i1
        scf.if %982 {
          %1204 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %983 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %984 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %985 = arith.cmpi slt, %983, %c1000_i32 : i32
        %986 = arith.cmpi slt, %984, %c1048_i32 : i32
        %987 = arith.andi %985, %986 : i1
        scf.if %987 {
          %1204 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %988 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %989 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %990 = arith.cmpi slt, %988, %c1000_i32 : i32
        %991 = arith.cmpi slt, %989, %c1048_i32 : i32
        %992 = arith.andi %990, %991 : i1
        scf.if %992 {
          %1204 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33696] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %993 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %994 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %995 = arith.cmpi slt, %993, %c1000_i32 : i32
        %996 = arith.cmpi slt, %994, %c1048_i32 : i32
        %997 = arith.andi %995, %996 : i1
        scf.if %997 {
          %1204 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33697] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %998 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %999 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %1000 = arith.cmpi slt, %998, %c1000_i32 : i32
        %1001 = arith.cmpi slt, %999, %c1048_i32 : i32
        %1002 = arith.andi %1000, %1001 : i1
        scf.if %1002 {
          %1204 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42080] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1003 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %1004 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %1005 = arith.cmpi slt, %1003, %c1000_i32 : i32
        %1006 = arith.cmpi slt, %1004, %c1048_i32 : i32
        %1007 = arith.andi %1005, %1006 : i1
        scf.if %1007 {
          %1204 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42081] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1008 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %1009 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %1010 = arith.cmpi slt, %1008, %c1000_i32 : i32
        %1011 = arith.cmpi slt, %1009, %c1048_i32 : i32
        %1012 = arith.andi %1010, %1011 : i1
        scf.if %1012 {
          %1204 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1013 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %1014 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %1015 = arith.cmpi slt, %1013, %c1000_i32 : i32
        %1016 = arith.cmpi slt, %1014, %c1048_i32 : i32
        %1017 = arith.andi %1015, %1016 : i1
        scf.if %1017 {
          %1204 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1018 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %1019 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %1020 = arith.cmpi slt, %1018, %c1000_i32 : i32
        %1021 = arith.cmpi slt, %1019, %c1048_i32 : i32
        %1022 = arith.andi %1020, %1021 : i1
        scf.if %1022 {
          %1204 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1023 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %1024 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %1025 = arith.cmpi slt, %1023, %c1000_i32 : i32
        %1026 = arith.cmpi slt, %1024, %c1048_i32 : i32
        %1027 = arith.andi %1025, %1026 : i1
        scf.if %1027 {
          %1204 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1028 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %1029 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %1030 = arith.cmpi slt, %1028, %c1000_i32 : i32
        %1031 = arith.cmpi slt, %1029, %c1048_i32 : i32
        %1032 = arith.andi %1030, %1031 : i1
        scf.if %1032 {
          %1204 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1033 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %1034 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %1035 = arith.cmpi slt, %1033, %c1000_i32 : i32
        %1036 = arith.cmpi slt, %1034, %c1048_i32 : i32
        %1037 = arith.andi %1035, %1036 : i1
        scf.if %1037 {
          %1204 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1038 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %1039 = arith.addi %587, %c160_i32 overflow<nsw> : i32
        %1040 = arith.cmpi slt, %1038, %c1000_i32 : i32
        %1041 = arith.cmpi slt, %1039, %c1048_i32 : i32
        %1042 = arith.andi %1040, %1041 : i1
        scf.if %1042 {
          %1204 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1043 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %1044 = arith.addi %587, %c161_i32 overflow<nsw> : i32
        %1045 = arith.cmpi slt, %1043, %c1000_i32 : i32
        %1046 = arith.cmpi slt, %1044, %c1048_i32 : i32
        %1047 = arith.andi %1045, %1046 : i1
        scf.if %1047 {
          %1204 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1048 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1049 = arith.cmpi slt, %586, %c1000_i32 : i32
        %1050 = arith.cmpi slt, %1048, %c1048_i32 : i32
        %1051 = arith.andi %1049, %1050 : i1
        scf.if %1051 {
          %1204 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1052 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1053 = arith.cmpi slt, %586, %c1000_i32 : i32
        %1054 = arith.cmpi slt, %1052, %c1048_i32 : i32
        %1055 = arith.andi %1053, %1054 : i1
        scf.if %1055 {
          %1204 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1056 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %1057 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1058 = arith.cmpi slt, %1056, %c1000_i32 : i32
        %1059 = arith.cmpi slt, %1057, %c1048_i32 : i32
        %1060 = arith.andi %1058, %1059 : i1
        scf.if %1060 {
          %1204 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1061 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %1062 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1063 = arith.cmpi slt, %1061, %c1000_i32 : i32
        %1064 = arith.cmpi slt, %1062, %c1048_i32 : i32
        %1065 = arith.andi %1063, %1064 : i1
        scf.if %1065 {
          %1204 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1066 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %1067 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1068 = arith.cmpi slt, %1066, %c1000_i32 : i32
        %1069 = arith.cmpi slt, %1067, %c1048_i32 : i32
        %1070 = arith.andi %1068, %1069 : i1
        scf.if %1070 {
          %1204 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1071 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %1072 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1073 = arith.cmpi slt, %1071, %c1000_i32 : i32
        %1074 = arith.cmpi slt, %1072, %c1048_i32 : i32
        %1075 = arith.andi %1073, %1074 : i1
        scf.if %1075 {
          %1204 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1076 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %1077 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1078 = arith.cmpi slt, %1076, %c1000_i32 : i32
        %1079 = arith.cmpi slt, %1077, %c1048_i32 : i32
        %1080 = arith.andi %1078, %1079 : i1
        scf.if %1080 {
          %1204 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1081 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %1082 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1083 = arith.cmpi slt, %1081, %c1000_i32 : i32
        %1084 = arith.cmpi slt, %1082, %c1048_i32 : i32
        %1085 = arith.andi %1083, %1084 : i1
        scf.if %1085 {
          %1204 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1086 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %1087 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1088 = arith.cmpi slt, %1086, %c1000_i32 : i32
        %1089 = arith.cmpi slt, %1087, %c1048_i32 : i32
        %1090 = arith.andi %1088, %1089 : i1
        scf.if %1090 {
          %1204 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1091 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %1092 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1093 = arith.cmpi slt, %1091, %c1000_i32 : i32
        %1094 = arith.cmpi slt, %1092, %c1048_i32 : i32
        %1095 = arith.andi %1093, %1094 : i1
        scf.if %1095 {
          %1204 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1096 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %1097 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1098 = arith.cmpi slt, %1096, %c1000_i32 : i32
        %1099 = arith.cmpi slt, %1097, %c1048_i32 : i32
        %1100 = arith.andi %1098, %1099 : i1
        scf.if %1100 {
          %1204 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1101 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %1102 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1103 = arith.cmpi slt, %1101, %c1000_i32 : i32
        %1104 = arith.cmpi slt, %1102, %c1048_i32 : i32
        %1105 = arith.andi %1103, %1104 : i1
        scf.if %1105 {
          %1204 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1106 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %1107 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1108 = arith.cmpi slt, %1106, %c1000_i32 : i32
        %1109 = arith.cmpi slt, %1107, %c1048_i32 : i32
        %1110 = arith.andi %1108, %1109 : i1
        scf.if %1110 {
          %1204 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1111 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %1112 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1113 = arith.cmpi slt, %1111, %c1000_i32 : i32
        %1114 = arith.cmpi slt, %1112, %c1048_i32 : i32
        %1115 = arith.andi %1113, %1114 : i1
        scf.if %1115 {
          %1204 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1116 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %1117 = arith.addi %587, %c192_i32 overflow<nsw> : i32
        %1118 = arith.cmpi slt, %1116, %c1000_i32 : i32
        %1119 = arith.cmpi slt, %1117, %c1048_i32 : i32
        %1120 = arith.andi %1118, %1119 : i1
        scf.if %1120 {
          %1204 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1121 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %1122 = arith.addi %587, %c193_i32 overflow<nsw> : i32
        %1123 = arith.cmpi slt, %1121, %c1000_i32 : i32
        %1124 = arith.cmpi slt, %1122, %c1048_i32 : i32
        %1125 = arith.andi %1123, %1124 : i1
        scf.if %1125 {
          %1204 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1126 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1127 = arith.cmpi slt, %586, %c1000_i32 : i32
        %1128 = arith.cmpi slt, %1126, %c1048_i32 : i32
        %1129 = arith.andi %1127, %1128 : i1
        scf.if %1129 {
          %1204 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[224] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1130 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1131 = arith.cmpi slt, %586, %c1000_i32 : i32
        %1132 = arith.cmpi slt, %1130, %c1048_i32 : i32
        %1133 = arith.andi %1131, %1132 : i1
        scf.if %1133 {
          %1204 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[225] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1134 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %1135 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1136 = arith.cmpi slt, %1134, %c1000_i32 : i32
        %1137 = arith.cmpi slt, %1135, %c1048_i32 : i32
        %1138 = arith.andi %1136, %1137 : i1
        scf.if %1138 {
          %1204 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1139 = arith.addi %586, %c8_i32 overflow<nsw> : i32
        %1140 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1141 = arith.cmpi slt, %1139, %c1000_i32 : i32
        %1142 = arith.cmpi slt, %1140, %c1048_i32 : i32
        %1143 = arith.andi %1141, %1142 : i1
        scf.if %1143 {
          %1204 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[8609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1144 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %1145 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1146 = arith.cmpi slt, %1144, %c1000_i32 : i32
        %1147 = arith.cmpi slt, %1145, %c1048_i32 : i32
        %1148 = arith.andi %1146, %1147 : i1
        scf.if %1148 {
          %1204 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1149 = arith.addi %586, %c32_i32 overflow<nsw> : i32
        %1150 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1151 = arith.cmpi slt, %1149, %c1000_i32 : i32
        %1152 = arith.cmpi slt, %1150, %c1048_i32 : i32
        %1153 = arith.andi %1151, %1152 : i1
        scf.if %1153 {
          %1204 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[33761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1154 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %1155 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1156 = arith.cmpi slt, %1154, %c1000_i32 : i32
        %1157 = arith.cmpi slt, %1155, %c1048_i32 : i32
        %1158 = arith.andi %1156, %1157 : i1
        scf.if %1158 {
          %1204 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1159 = arith.addi %586, %c40_i32 overflow<nsw> : i32
        %1160 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1161 = arith.cmpi slt, %1159, %c1000_i32 : i32
        %1162 = arith.cmpi slt, %1160, %c1048_i32 : i32
        %1163 = arith.andi %1161, %1162 : i1
        scf.if %1163 {
          %1204 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[42145] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1164 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %1165 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1166 = arith.cmpi slt, %1164, %c1000_i32 : i32
        %1167 = arith.cmpi slt, %1165, %c1048_i32 : i32
        %1168 = arith.andi %1166, %1167 : i1
        scf.if %1168 {
          %1204 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1169 = arith.addi %586, %c64_i32 overflow<nsw> : i32
        %1170 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1171 = arith.cmpi slt, %1169, %c1000_i32 : i32
        %1172 = arith.cmpi slt, %1170, %c1048_i32 : i32
        %1173 = arith.andi %1171, %1172 : i1
        scf.if %1173 {
          %1204 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[67297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1174 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %1175 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1176 = arith.cmpi slt, %1174, %c1000_i32 : i32
        %1177 = arith.cmpi slt, %1175, %c1048_i32 : i32
        %1178 = arith.andi %1176, %1177 : i1
        scf.if %1178 {
          %1204 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75680] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1179 = arith.addi %586, %c72_i32 overflow<nsw> : i32
        %1180 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1181 = arith.cmpi slt, %1179, %c1000_i32 : i32
        %1182 = arith.cmpi slt, %1180, %c1048_i32 : i32
        %1183 = arith.andi %1181, %1182 : i1
        scf.if %1183 {
          %1204 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[75681] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1184 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %1185 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1186 = arith.cmpi slt, %1184, %c1000_i32 : i32
        %1187 = arith.cmpi slt, %1185, %c1048_i32 : i32
        %1188 = arith.andi %1186, %1187 : i1
        scf.if %1188 {
          %1204 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1189 = arith.addi %586, %c96_i32 overflow<nsw> : i32
        %1190 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1191 = arith.cmpi slt, %1189, %c1000_i32 : i32
        %1192 = arith.cmpi slt, %1190, %c1048_i32 : i32
        %1193 = arith.andi %1191, %1192 : i1
        scf.if %1193 {
          %1204 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[100833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1194 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %1195 = arith.addi %587, %c224_i32 overflow<nsw> : i32
        %1196 = arith.cmpi slt, %1194, %c1000_i32 : i32
        %1197 = arith.cmpi slt, %1195, %c1048_i32 : i32
        %1198 = arith.andi %1196, %1197 : i1
        scf.if %1198 {
          %1204 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1199 = arith.addi %586, %c104_i32 overflow<nsw> : i32
        %1200 = arith.addi %587, %c225_i32 overflow<nsw> : i32
        %1201 = arith.cmpi slt, %1199, %c1000_i32 : i32
        %1202 = arith.cmpi slt, %1200, %c1048_i32 : i32
        %1203 = arith.andi %1201, %1202 : i1
        scf.if %1203 {
          %1204 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1206 = llvm.getelementptr %518[109217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1205, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %0 = ub.poison : !llvm_struct_6960aa
    %c147456_i64 = arith.constant 147456 : i64
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c40_i32 = arith.constant 40 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
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
    %11 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c147456_i64, gridDim = (%c40_i32, %c1_i32, %c2_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%11] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %12 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0<%11> (%6, %8, %10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %13 = cuda.cast %12 : !cuda.result -> i32
    cuda.return_if_error %13 : i32
    return %c0_i32 : i32
  }
}
