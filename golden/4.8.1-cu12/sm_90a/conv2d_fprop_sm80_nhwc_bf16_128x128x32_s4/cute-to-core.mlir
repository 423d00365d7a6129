!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 65536 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %c40_i32 = arith.constant 40 : i32
      %c2304_i32 = arith.constant 2304 : i32
      %c576_i32 = arith.constant 576 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c3072_i32 = arith.constant 3072 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c96_i32 = arith.constant 96 : i32
      %c20184_i32 = arith.constant 20184 : i32
      %c15_i32 = arith.constant 15 : i32
      %c225_i32 = arith.constant 225 : i32
      %c9216_i32 = arith.constant 9216 : i32
      %c16_i64 = arith.constant 16 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %true = arith.constant true
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %c2_i32 = arith.constant 2 : i32
      %c32_i32 = arith.constant 32 : i32
      %c256_i32 = arith.constant 256 : i32
      %c192_i32 = arith.constant 192 : i32
      %c3_i32 = arith.constant 3 : i32
      %c696_i32 = arith.constant 696 : i32
      %c24_i32 = arith.constant 24 : i32
      %c450_i32 = arith.constant 450 : i32
      %c0_i8 = arith.constant 0 : i8
      %c216_i32 = arith.constant 216 : i32
      %c0_i32 = arith.constant 0 : i32
      %c29_i32 = arith.constant 29 : i32
      %c-16_i64 = arith.constant -16 : i64
      %c16_i32 = arith.constant 16 : i32
      %c7_i32 = arith.constant 7 : i32
      %c72_i32 = arith.constant 72 : i32
      %c1152_i32 = arith.constant 1152 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c512_i32 = arith.constant 512 : i32
      %c-16_i32 = arith.constant -16 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : bf16
      %c4_i32 = arith.constant 4 : i32
      %c64_i32 = arith.constant 64 : i32
      %c8_i32 = arith.constant 8 : i32
      %c128_i32 = arith.constant 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c128_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %37 = llvm.alloca %c4_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.alloca %c8_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %39 = llvm.alloca %c4_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %50 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %51 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %52 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %53 = arith.floordivsi %52, %c8_i32 : i32
      %54 = arith.muli %53, %c8_i32 : i32
      %55 = arith.subi %c4_i32, %54 : i32
      %56 = arith.minsi %55, %c8_i32 : i32
      %57 = arith.subi %52, %54 : i32
      %58 = arith.remsi %57, %56 : i32
      %59 = arith.addi %54, %58 : i32
      %60 = arith.floordivsi %57, %56 : i32
      %61 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %62 = arith.muli %59, %c9216_i32 overflow<nsw> : i32
      %63 = llvm.getelementptr %51[%62] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %64 = arith.muli %59, %c128_i32 overflow<nsw> : i32
      %65 = arith.divsi %61, %c4_i32 : i32
      %66 = arith.remsi %61, %c4_i32 : i32
      %67 = arith.muli %66, %c8_i32 overflow<nsw> : i32
      %68 = arith.divsi %65, %c2_i32 : i32
      %69 = arith.remsi %68, %c4_i32 : i32
      %70 = arith.muli %69, %c64_i32 overflow<nsw> : i32
      %71 = arith.addi %67, %70 overflow<nsw> : i32
      %72 = arith.remsi %65, %c2_i32 : i32
      %73 = arith.muli %72, %c32_i32 overflow<nsw> : i32
      %74 = arith.divsi %68, %c4_i32 : i32
      %75 = arith.muli %74, %c256_i32 overflow<nsw> : i32
      %76 = arith.addi %73, %75 overflow<nsw> : i32
      %77 = arith.andi %71, %c192_i32 : i32
      %78 = arith.shrui %77, %c3_i32 : i32
      %79 = arith.xori %71, %78 : i32
      %80 = arith.addi %79, %76 overflow<nsw> : i32
      %81 = llvm.getelementptr %45[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %82 = llvm.getelementptr %48[%80] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %83 = arith.muli %arg3, %c696_i32 : i32
      %84 = arith.muli %arg4, %c24_i32 : i32
      %85 = arith.muli %arg8, %c24_i32 : i32
      %86 = arith.muli %arg7, %c696_i32 : i32
      %87 = arith.muli %arg5, %c696_i32 : i32
      %88 = arith.muli %arg6, %c24_i32 : i32
      %89 = arith.addi %87, %88 : i32
      %90 = arith.muli %59, %c128_i32 : i32
      %91 = arith.addi %90, %65 overflow<nsw> : i32
      %92 = arith.divsi %91, %c225_i32 : i32
      %93 = arith.muli %92, %c225_i32 overflow<nsw> : i32
      %94 = arith.subi %91, %93 overflow<nsw> : i32
      %95 = arith.divsi %94, %c15_i32 : i32
      %96 = arith.muli %95, %c15_i32 overflow<nsw> : i32
      %97 = arith.subi %94, %96 overflow<nsw> : i32
      %98 = arith.muli %92, %c20184_i32 overflow<nsw> : i32
      %99 = arith.muli %95, %83 overflow<nsw> : i32
      %100 = arith.addi %98, %99 overflow<nsw> : i32
      %101 = arith.muli %97, %84 overflow<nsw> : i32
      %102 = arith.addi %100, %101 overflow<nsw> : i32
      %103 = arith.subi %102, %89 overflow<nsw> : i32
      llvm.store %103, %39 {alignment = 32 : i64} : i32, !llvm.ptr
      %104 = arith.muli %95, %arg3 overflow<nsw> : i32
      %105 = arith.subi %104, %arg5 overflow<nsw> : i32
      llvm.store %105, %38 {alignment = 32 : i64} : i32, !llvm.ptr
      %106 = arith.muli %97, %arg4 overflow<nsw> : i32
      %107 = arith.subi %106, %arg6 overflow<nsw> : i32
      %108 = llvm.getelementptr %38[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %107, %108 {alignment = 16 : i64} : i32, !llvm.ptr
      %109 = arith.cmpi slt, %91, %c450_i32 : i32
      %110 = arith.extui %109 : i1 to i8
      llvm.store %110, %37 {alignment = 32 : i64} : i8, !llvm.ptr
      %111 = arith.addi %65, %c32_i32 overflow<nsw> : i32
      %112 = arith.addi %90, %111 overflow<nsw> : i32
      %113 = arith.divsi %112, %c225_i32 : i32
      %114 = arith.muli %113, %c225_i32 overflow<nsw> : i32
      %115 = arith.subi %112, %114 overflow<nsw> : i32
      %116 = arith.divsi %115, %c15_i32 : i32
      %117 = arith.muli %116, %c15_i32 overflow<nsw> : i32
      %118 = arith.subi %115, %117 overflow<nsw> : i32
      %119 = arith.muli %113, %c20184_i32 overflow<nsw> : i32
      %120 = arith.muli %116, %83 overflow<nsw> : i32
      %121 = arith.addi %119, %120 overflow<nsw> : i32
      %122 = arith.muli %118, %84 overflow<nsw> : i32
      %123 = arith.addi %121, %122 overflow<nsw> : i32
      %124 = arith.subi %123, %89 overflow<nsw> : i32
      %125 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %124, %125 {alignment = 4 : i64} : i32, !llvm.ptr
      %126 = arith.muli %116, %arg3 overflow<nsw> : i32
      %127 = arith.subi %126, %arg5 overflow<nsw> : i32
      %128 = llvm.getelementptr %38[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %127, %128 {alignment = 4 : i64} : i32, !llvm.ptr
      %129 = arith.muli %118, %arg4 overflow<nsw> : i32
      %130 = arith.subi %129, %arg6 overflow<nsw> : i32
      %131 = llvm.getelementptr %38[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %130, %131 {alignment = 4 : i64} : i32, !llvm.ptr
      %132 = arith.cmpi slt, %112, %c450_i32 : i32
      %133 = arith.extui %132 : i1 to i8
      %134 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %133, %134 {alignment = 1 : i64} : i8, !llvm.ptr
      %135 = arith.addi %65, %c64_i32 overflow<nsw> : i32
      %136 = arith.addi %90, %135 overflow<nsw> : i32
      %137 = arith.divsi %136, %c225_i32 : i32
      %138 = arith.muli %137, %c225_i32 overflow<nsw> : i32
      %139 = arith.subi %136, %138 overflow<nsw> : i32
      %140 = arith.divsi %139, %c15_i32 : i32
      %141 = arith.muli %140, %c15_i32 overflow<nsw> : i32
      %142 = arith.subi %139, %141 overflow<nsw> : i32
      %143 = arith.muli %137, %c20184_i32 overflow<nsw> : i32
      %144 = arith.muli %140, %83 overflow<nsw> : i32
      %145 = arith.addi %143, %144 overflow<nsw> : i32
      %146 = arith.muli %142, %84 overflow<nsw> : i32
      %147 = arith.addi %145, %146 overflow<nsw> : i32
      %148 = arith.subi %147, %89 overflow<nsw> : i32
      %149 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %148, %149 {alignment = 8 : i64} : i32, !llvm.ptr
      %150 = arith.muli %140, %arg3 overflow<nsw> : i32
      %151 = arith.subi %150, %arg5 overflow<nsw> : i32
      %152 = llvm.getelementptr %38[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %151, %152 {alignment = 8 : i64} : i32, !llvm.ptr
      %153 = arith.muli %142, %arg4 overflow<nsw> : i32
      %154 = arith.subi %153, %arg6 overflow<nsw> : i32
      %155 = llvm.getelementptr %38[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %154, %155 {alignment = 8 : i64} : i32, !llvm.ptr
      %156 = arith.cmpi slt, %136, %c450_i32 : i32
      %157 = arith.extui %156 : i1 to i8
      %158 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %157, %158 {alignment = 2 : i64} : i8, !llvm.ptr
      %159 = arith.addi %65, %c96_i32 overflow<nsw> : i32
      %160 = arith.addi %90, %159 overflow<nsw> : i32
      %161 = arith.divsi %160, %c225_i32 : i32
      %162 = arith.muli %161, %c225_i32 overflow<nsw> : i32
      %163 = arith.subi %160, %162 overflow<nsw> : i32
      %164 = arith.divsi %163, %c15_i32 : i32
      %165 = arith.muli %164, %c15_i32 overflow<nsw> : i32
      %166 = arith.subi %163, %165 overflow<nsw> : i32
      %167 = arith.muli %161, %c20184_i32 overflow<nsw> : i32
      %168 = arith.muli %164, %83 overflow<nsw> : i32
      %169 = arith.addi %167, %168 overflow<nsw> : i32
      %170 = arith.muli %166, %84 overflow<nsw> : i32
      %171 = arith.addi %169, %170 overflow<nsw> : i32
      %172 = arith.subi %171, %89 overflow<nsw> : i32
      %173 = llvm.getelementptr %39[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %172, %173 {alignment = 4 : i64} : i32, !llvm.ptr
      %174 = arith.muli %164, %arg3 overflow<nsw> : i32
      %175 = arith.subi %174, %arg5 overflow<nsw> : i32
      %176 = llvm.getelementptr %38[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %175, %176 {alignment = 4 : i64} : i32, !llvm.ptr
      %177 = arith.muli %166, %arg4 overflow<nsw> : i32
      %178 = arith.subi %177, %arg6 overflow<nsw> : i32
      %179 = llvm.getelementptr %38[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %178, %179 {alignment = 4 : i64} : i32, !llvm.ptr
      %180 = arith.cmpi slt, %160, %c450_i32 : i32
      %181 = arith.extui %180 : i1 to i8
      %182 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %181, %182 {alignment = 1 : i64} : i8, !llvm.ptr
      %183 = arith.divsi %67, %c24_i32 : i32
      %184 = arith.muli %183, %c24_i32 overflow<nsw> : i32
      %185 = arith.subi %67, %184 overflow<nsw> : i32
      %186 = arith.divsi %183, %c3_i32 : i32
      %187 = arith.muli %186, %c3_i32 overflow<nsw> : i32
      %188 = arith.subi %183, %187 overflow<nsw> : i32
      %189 = arith.muli %188, %85 overflow<nsw> : i32
      %190 = arith.addi %185, %189 overflow<nsw> : i32
      %191 = arith.muli %186, %86 overflow<nsw> : i32
      %192 = arith.addi %190, %191 overflow<nsw> : i32
      %193 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
      %194 = arith.divsi %67, %c24_i32 : i32
      %195 = arith.divsi %194, %c3_i32 : i32
      %196 = arith.muli %195, %arg7 : i32
      %197 = arith.addi %193, %196 : i32
      %198 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
      %199 = arith.muli %188, %arg8 : i32
      %200 = arith.addi %198, %199 : i32
      %201 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
      %202 = arith.cmpi ne, %201, %c0_i8 : i8
      %203 = arith.cmpi slt, %67, %c216_i32 : i32
      %204 = arith.andi %202, %203 : i1
      %205 = arith.cmpi sge, %197, %c0_i32 : i32
      %206 = arith.andi %204, %205 : i1
      %207 = arith.cmpi slt, %197, %c29_i32 : i32
      %208 = arith.andi %206, %207 : i1
      %209 = arith.cmpi sge, %200, %c0_i32 : i32
      %210 = arith.andi %208, %209 : i1
      %211 = arith.cmpi slt, %200, %c29_i32 : i32
      %212 = arith.andi %210, %211 : i1
      %213 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
      %214 = arith.addi %213, %192 overflow<nsw> : i32
      scf.if %212 {
        %609 = llvm.getelementptr %49[%214] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %81, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %36 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %81 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %215 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
      %216 = arith.divsi %67, %c24_i32 : i32
      %217 = arith.divsi %216, %c3_i32 : i32
      %218 = arith.muli %217, %arg7 : i32
      %219 = arith.addi %215, %218 : i32
      %220 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
      %221 = arith.muli %188, %arg8 : i32
      %222 = arith.addi %220, %221 : i32
      %223 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
      %224 = arith.cmpi ne, %223, %c0_i8 : i8
      %225 = arith.andi %224, %203 : i1
      %226 = arith.cmpi sge, %219, %c0_i32 : i32
      %227 = arith.andi %225, %226 : i1
      %228 = arith.cmpi slt, %219, %c29_i32 : i32
      %229 = arith.andi %227, %228 : i1
      %230 = arith.cmpi sge, %222, %c0_i32 : i32
      %231 = arith.andi %229, %230 : i1
      %232 = arith.cmpi slt, %222, %c29_i32 : i32
      %233 = arith.andi %231, %232 : i1
      %234 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
      %235 = arith.addi %234, %192 overflow<nsw> : i32
      %236 = llvm.getelementptr %81[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %233 {
        %609 = llvm.getelementptr %49[%235] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %236, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %35 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %236 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %237 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
      %238 = arith.divsi %67, %c24_i32 : i32
      %239 = arith.divsi %238, %c3_i32 : i32
      %240 = arith.muli %239, %arg7 : i32
      %241 = arith.addi %237, %240 : i32
      %242 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
      %243 = arith.muli %188, %arg8 : i32
      %244 = arith.addi %242, %243 : i32
      %245 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
      %246 = arith.cmpi ne, %245, %c0_i8 : i8
      %247 = arith.andi %246, %203 : i1
      %248 = arith.cmpi sge, %241, %c0_i32 : i32
      %249 = arith.andi %247, %248 : i1
      %250 = arith.cmpi slt, %241, %c29_i32 : i32
      %251 = arith.andi %249, %250 : i1
      %252 = arith.cmpi sge, %244, %c0_i32 : i32
      %253 = arith.andi %251, %252 : i1
      %254 = arith.cmpi slt, %244, %c29_i32 : i32
      %255 = arith.andi %253, %254 : i1
      %256 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
      %257 = arith.addi %256, %192 overflow<nsw> : i32
      %258 = llvm.getelementptr %81[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %255 {
        %609 = llvm.getelementptr %49[%257] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %258, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %34 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %258 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %259 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %260 = arith.divsi %67, %c24_i32 : i32
      %261 = arith.divsi %260, %c3_i32 : i32
      %262 = arith.muli %261, %arg7 : i32
      %263 = arith.addi %259, %262 : i32
      %264 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
      %265 = arith.muli %188, %arg8 : i32
      %266 = arith.addi %264, %265 : i32
      %267 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %268 = arith.cmpi ne, %267, %c0_i8 : i8
      %269 = arith.andi %268, %203 : i1
      %270 = arith.cmpi sge, %263, %c0_i32 : i32
      %271 = arith.andi %269, %270 : i1
      %272 = arith.cmpi slt, %263, %c29_i32 : i32
      %273 = arith.andi %271, %272 : i1
      %274 = arith.cmpi sge, %266, %c0_i32 : i32
      %275 = arith.andi %273, %274 : i1
      %276 = arith.cmpi slt, %266, %c29_i32 : i32
      %277 = arith.andi %275, %276 : i1
      %278 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %279 = arith.addi %278, %192 overflow<nsw> : i32
      %280 = llvm.getelementptr %81[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %277 {
        %609 = llvm.getelementptr %49[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %280, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %33 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %33[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %33[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %33[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %33[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %280 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %281 = arith.muli %60, %c128_i32 : i32
      %282 = arith.addi %281, %65 overflow<nsw> : i32
      %283 = arith.muli %282, %c216_i32 overflow<nsw> : i32
      %284 = arith.addi %283, %67 overflow<nsw> : i32
      %285 = arith.cmpi slt, %282, %c72_i32 : i32
      %286 = arith.andi %285, %203 : i1
      scf.if %286 {
        %609 = llvm.getelementptr %50[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %82, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %32 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %32[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %32[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %32[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %32[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %82 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %287 = arith.addi %281, %111 overflow<nsw> : i32
      %288 = arith.muli %287, %c216_i32 overflow<nsw> : i32
      %289 = arith.addi %288, %67 overflow<nsw> : i32
      %290 = arith.cmpi slt, %287, %c72_i32 : i32
      %291 = arith.andi %290, %203 : i1
      %292 = llvm.getelementptr %82[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %291 {
        %609 = llvm.getelementptr %50[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %292, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %31 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %31[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %31[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %31[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %31[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %292 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %293 = arith.addi %281, %135 overflow<nsw> : i32
      %294 = arith.muli %293, %c216_i32 overflow<nsw> : i32
      %295 = arith.addi %294, %67 overflow<nsw> : i32
      %296 = arith.cmpi slt, %293, %c72_i32 : i32
      %297 = arith.andi %296, %203 : i1
      %298 = llvm.getelementptr %82[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %297 {
        %609 = llvm.getelementptr %50[%295] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %298, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %30 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %298 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %299 = arith.addi %281, %159 overflow<nsw> : i32
      %300 = arith.muli %299, %c216_i32 overflow<nsw> : i32
      %301 = arith.addi %300, %67 overflow<nsw> : i32
      %302 = arith.cmpi slt, %299, %c72_i32 : i32
      %303 = arith.andi %302, %203 : i1
      %304 = llvm.getelementptr %82[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %303 {
        %609 = llvm.getelementptr %50[%301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %304, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %29 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %304 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %305 = arith.addi %67, %c32_i32 overflow<nsw> : i32
      %306 = arith.divsi %305, %c24_i32 : i32
      %307 = arith.muli %306, %c24_i32 overflow<nsw> : i32
      %308 = arith.subi %305, %307 overflow<nsw> : i32
      %309 = arith.divsi %306, %c3_i32 : i32
      %310 = arith.muli %309, %c3_i32 overflow<nsw> : i32
      %311 = arith.subi %306, %310 overflow<nsw> : i32
      %312 = arith.muli %311, %85 overflow<nsw> : i32
      %313 = arith.addi %308, %312 overflow<nsw> : i32
      %314 = arith.muli %309, %86 overflow<nsw> : i32
      %315 = arith.addi %313, %314 overflow<nsw> : i32
      %316 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
      %317 = arith.divsi %305, %c24_i32 : i32
      %318 = arith.divsi %317, %c3_i32 : i32
      %319 = arith.muli %318, %arg7 : i32
      %320 = arith.addi %316, %319 : i32
      %321 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
      %322 = arith.muli %311, %arg8 : i32
      %323 = arith.addi %321, %322 : i32
      %324 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
      %325 = arith.cmpi ne, %324, %c0_i8 : i8
      %326 = arith.cmpi slt, %305, %c216_i32 : i32
      %327 = arith.andi %325, %326 : i1
      %328 = arith.cmpi sge, %320, %c0_i32 : i32
      %329 = arith.andi %327, %328 : i1
      %330 = arith.cmpi slt, %320, %c29_i32 : i32
      %331 = arith.andi %329, %330 : i1
      %332 = arith.cmpi sge, %323, %c0_i32 : i32
      %333 = arith.andi %331, %332 : i1
      %334 = arith.cmpi slt, %323, %c29_i32 : i32
      %335 = arith.andi %333, %334 : i1
      %336 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
      %337 = arith.addi %336, %315 overflow<nsw> : i32
      %338 = llvm.getelementptr %81[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %335 {
        %609 = llvm.getelementptr %49[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %338, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %28 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %28 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %338 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %339 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
      %340 = arith.divsi %305, %c24_i32 : i32
      %341 = arith.divsi %340, %c3_i32 : i32
      %342 = arith.muli %341, %arg7 : i32
      %343 = arith.addi %339, %342 : i32
      %344 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
      %345 = arith.muli %311, %arg8 : i32
      %346 = arith.addi %344, %345 : i32
      %347 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
      %348 = arith.cmpi ne, %347, %c0_i8 : i8
      %349 = arith.andi %348, %326 : i1
      %350 = arith.cmpi sge, %343, %c0_i32 : i32
      %351 = arith.andi %349, %350 : i1
      %352 = arith.cmpi slt, %343, %c29_i32 : i32
      %353 = arith.andi %351, %352 : i1
      %354 = arith.cmpi sge, %346, %c0_i32 : i32
      %355 = arith.andi %353, %354 : i1
      %356 = arith.cmpi slt, %346, %c29_i32 : i32
      %357 = arith.andi %355, %356 : i1
      %358 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
      %359 = arith.addi %358, %315 overflow<nsw> : i32
      %360 = llvm.getelementptr %81[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %357 {
        %609 = llvm.getelementptr %49[%359] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %360, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %27 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %360 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %361 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
      %362 = arith.divsi %305, %c24_i32 : i32
      %363 = arith.divsi %362, %c3_i32 : i32
      %364 = arith.muli %363, %arg7 : i32
      %365 = arith.addi %361, %364 : i32
      %366 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
      %367 = arith.muli %311, %arg8 : i32
      %368 = arith.addi %366, %367 : i32
      %369 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
      %370 = arith.cmpi ne, %369, %c0_i8 : i8
      %371 = arith.andi %370, %326 : i1
      %372 = arith.cmpi sge, %365, %c0_i32 : i32
      %373 = arith.andi %371, %372 : i1
      %374 = arith.cmpi slt, %365, %c29_i32 : i32
      %375 = arith.andi %373, %374 : i1
      %376 = arith.cmpi sge, %368, %c0_i32 : i32
      %377 = arith.andi %375, %376 : i1
      %378 = arith.cmpi slt, %368, %c29_i32 : i32
      %379 = arith.andi %377, %378 : i1
      %380 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
      %381 = arith.addi %380, %315 overflow<nsw> : i32
      %382 = llvm.getelementptr %81[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %379 {
        %609 = llvm.getelementptr %49[%381] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %382, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %26 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %382 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %383 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %384 = arith.divsi %305, %c24_i32 : i32
      %385 = arith.divsi %384, %c3_i32 : i32
      %386 = arith.muli %385, %arg7 : i32
      %387 = arith.addi %383, %386 : i32
      %388 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
      %389 = arith.muli %311, %arg8 : i32
      %390 = arith.addi %388, %389 : i32
      %391 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %392 = arith.cmpi ne, %391, %c0_i8 : i8
      %393 = arith.andi %392, %326 : i1
      %394 = arith.cmpi sge, %387, %c0_i32 : i32
      %395 = arith.andi %393, %394 : i1
      %396 = arith.cmpi slt, %387, %c29_i32 : i32
      %397 = arith.andi %395, %396 : i1
      %398 = arith.cmpi sge, %390, %c0_i32 : i32
      %399 = arith.andi %397, %398 : i1
      %400 = arith.cmpi slt, %390, %c29_i32 : i32
      %401 = arith.andi %399, %400 : i1
      %402 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %403 = arith.addi %402, %315 overflow<nsw> : i32
      %404 = llvm.getelementptr %81[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %401 {
        %609 = llvm.getelementptr %49[%403] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %404, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %25 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %404 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %405 = arith.addi %283, %305 overflow<nsw> : i32
      %406 = arith.andi %285, %326 : i1
      %407 = llvm.getelementptr %82[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %406 {
        %609 = llvm.getelementptr %50[%405] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %407, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %24 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %407 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %408 = arith.addi %288, %305 overflow<nsw> : i32
      %409 = arith.andi %290, %326 : i1
      %410 = llvm.getelementptr %82[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %409 {
        %609 = llvm.getelementptr %50[%408] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %410, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %23 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %410 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %411 = arith.addi %294, %305 overflow<nsw> : i32
      %412 = arith.andi %296, %326 : i1
      %413 = llvm.getelementptr %82[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %412 {
        %609 = llvm.getelementptr %50[%411] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %413, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %22 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %413 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %414 = arith.addi %300, %305 overflow<nsw> : i32
      %415 = arith.andi %302, %326 : i1
      %416 = llvm.getelementptr %82[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %415 {
        %609 = llvm.getelementptr %50[%414] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %416, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %21 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %416 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %417 = arith.addi %67, %c64_i32 overflow<nsw> : i32
      %418 = arith.divsi %417, %c24_i32 : i32
      %419 = arith.muli %418, %c24_i32 overflow<nsw> : i32
      %420 = arith.subi %417, %419 overflow<nsw> : i32
      %421 = arith.divsi %418, %c3_i32 : i32
      %422 = arith.muli %421, %c3_i32 overflow<nsw> : i32
      %423 = arith.subi %418, %422 overflow<nsw> : i32
      %424 = arith.muli %423, %85 overflow<nsw> : i32
      %425 = arith.addi %420, %424 overflow<nsw> : i32
      %426 = arith.muli %421, %86 overflow<nsw> : i32
      %427 = arith.addi %425, %426 overflow<nsw> : i32
      %428 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
      %429 = arith.divsi %417, %c24_i32 : i32
      %430 = arith.divsi %429, %c3_i32 : i32
      %431 = arith.muli %430, %arg7 : i32
      %432 = arith.addi %428, %431 : i32
      %433 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
      %434 = arith.muli %423, %arg8 : i32
      %435 = arith.addi %433, %434 : i32
      %436 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
      %437 = arith.cmpi ne, %436, %c0_i8 : i8
      %438 = arith.cmpi slt, %417, %c216_i32 : i32
      %439 = arith.andi %437, %438 : i1
      %440 = arith.cmpi sge, %432, %c0_i32 : i32
      %441 = arith.andi %439, %440 : i1
      %442 = arith.cmpi slt, %432, %c29_i32 : i32
      %443 = arith.andi %441, %442 : i1
      %444 = arith.cmpi sge, %435, %c0_i32 : i32
      %445 = arith.andi %443, %444 : i1
      %446 = arith.cmpi slt, %435, %c29_i32 : i32
      %447 = arith.andi %445, %446 : i1
      %448 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
      %449 = arith.addi %448, %427 overflow<nsw> : i32
      %450 = llvm.getelementptr %81[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %447 {
        %609 = llvm.getelementptr %49[%449] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %450, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %20 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %20[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %20[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %20[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %20[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %20[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %20 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %450 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %451 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
      %452 = arith.divsi %417, %c24_i32 : i32
      %453 = arith.divsi %452, %c3_i32 : i32
      %454 = arith.muli %453, %arg7 : i32
      %455 = arith.addi %451, %454 : i32
      %456 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
      %457 = arith.muli %423, %arg8 : i32
      %458 = arith.addi %456, %457 : i32
      %459 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
      %460 = arith.cmpi ne, %459, %c0_i8 : i8
      %461 = arith.andi %460, %438 : i1
      %462 = arith.cmpi sge, %455, %c0_i32 : i32
      %463 = arith.andi %461, %462 : i1
      %464 = arith.cmpi slt, %455, %c29_i32 : i32
      %465 = arith.andi %463, %464 : i1
      %466 = arith.cmpi sge, %458, %c0_i32 : i32
      %467 = arith.andi %465, %466 : i1
      %468 = arith.cmpi slt, %458, %c29_i32 : i32
      %469 = arith.andi %467, %468 : i1
      %470 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
      %471 = arith.addi %470, %427 overflow<nsw> : i32
      %472 = llvm.getelementptr %81[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %469 {
        %609 = llvm.getelementptr %49[%471] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %472, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %19 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %19[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %19[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %19[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %19[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %472 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %473 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
      %474 = arith.divsi %417, %c24_i32 : i32
      %475 = arith.divsi %474, %c3_i32 : i32
      %476 = arith.muli %475, %arg7 : i32
      %477 = arith.addi %473, %476 : i32
      %478 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
      %479 = arith.muli %423, %arg8 : i32
      %480 = arith.addi %478, %479 : i32
      %481 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
      %482 = arith.cmpi ne, %481, %c0_i8 : i8
      %483 = arith.andi %482, %438 : i1
      %484 = arith.cmpi sge, %477, %c0_i32 : i32
      %485 = arith.andi %483, %484 : i1
      %486 = arith.cmpi slt, %477, %c29_i32 : i32
      %487 = arith.andi %485, %486 : i1
      %488 = arith.cmpi sge, %480, %c0_i32 : i32
      %489 = arith.andi %487, %488 : i1
      %490 = arith.cmpi slt, %480, %c29_i32 : i32
      %491 = arith.andi %489, %490 : i1
      %492 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
      %493 = arith.addi %492, %427 overflow<nsw> : i32
      %494 = llvm.getelementptr %81[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %491 {
        %609 = llvm.getelementptr %49[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %494, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %18 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %18[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %18[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %18[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %18[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %494 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %495 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %496 = arith.divsi %417, %c24_i32 : i32
      %497 = arith.divsi %496, %c3_i32 : i32
      %498 = arith.muli %497, %arg7 : i32
      %499 = arith.addi %495, %498 : i32
      %500 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
      %501 = arith.muli %423, %arg8 : i32
      %502 = arith.addi %500, %501 : i32
      %503 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %504 = arith.cmpi ne, %503, %c0_i8 : i8
      %505 = arith.andi %504, %438 : i1
      %506 = arith.cmpi sge, %499, %c0_i32 : i32
      %507 = arith.andi %505, %506 : i1
      %508 = arith.cmpi slt, %499, %c29_i32 : i32
      %509 = arith.andi %507, %508 : i1
      %510 = arith.cmpi sge, %502, %c0_i32 : i32
      %511 = arith.andi %509, %510 : i1
      %512 = arith.cmpi slt, %502, %c29_i32 : i32
      %513 = arith.andi %511, %512 : i1
      %514 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %515 = arith.addi %514, %427 overflow<nsw> : i32
      %516 = llvm.getelementptr %81[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %513 {
        %609 = llvm.getelementptr %49[%515] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
        %611 = arith.addi %610, %c15_i64 : i64
        %612 = arith.andi %611, %c-16_i64 : i64
        %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%613, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %516, %613, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %17 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %516 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %517 = arith.addi %283, %417 overflow<nsw> : i32
      %518 = arith.andi %285, %438 : i1
      %519 = llvm.getelementptr %82[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %518 {
        %609 = llvm.getelementptr %50[%517] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %519, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %16 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %16[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %16[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %16[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %16[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %16[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %519 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %520 = arith.addi %288, %417 overflow<nsw> : i32
      %521 = arith.andi %290, %438 : i1
      %522 = llvm.getelementptr %82[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %521 {
        %609 = llvm.getelementptr %50[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %522, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %15 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %15[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %15[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %15[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %522 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %523 = arith.addi %294, %417 overflow<nsw> : i32
      %524 = arith.andi %296, %438 : i1
      %525 = llvm.getelementptr %82[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %524 {
        %609 = llvm.getelementptr %50[%523] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %525, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %14 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %525 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %526 = arith.addi %300, %417 overflow<nsw> : i32
      %527 = arith.andi %302, %438 : i1
      %528 = llvm.getelementptr %82[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      scf.if %527 {
        %609 = llvm.getelementptr %50[%526] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %528, %609, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %13 {alignment = 32 : i64} : bf16, !llvm.ptr
        %609 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %609 {alignment = 2 : i64} : bf16, !llvm.ptr
        %610 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %610 {alignment = 4 : i64} : bf16, !llvm.ptr
        %611 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %611 {alignment = 2 : i64} : bf16, !llvm.ptr
        %612 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %612 {alignment = 8 : i64} : bf16, !llvm.ptr
        %613 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %613 {alignment = 2 : i64} : bf16, !llvm.ptr
        %614 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %614 {alignment = 4 : i64} : bf16, !llvm.ptr
        %615 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %615 {alignment = 2 : i64} : bf16, !llvm.ptr
        %616 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %616, %528 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %529 = arith.remsi %61, %c32_i32 : i32
      %530 = arith.divsi %61, %c32_i32 : i32
      %531 = arith.remsi %530, %c2_i32 : i32
      %532 = arith.divsi %61, %c64_i32 : i32
      %533 = arith.remsi %532, %c2_i32 : i32
      %534 = arith.remsi %529, %c32_i32 : i32
      %535 = arith.remsi %531, %c2_i32 : i32
      %536 = arith.remsi %533, %c2_i32 : i32
      %537 = arith.divsi %534, %c4_i32 : i32
      %538 = arith.remsi %534, %c4_i32 : i32
      %539 = arith.muli %538, %c2_i32 overflow<nsw> : i32
      %540 = arith.muli %537, %c72_i32 overflow<nsw> : i32
      %541 = arith.addi %539, %540 overflow<nsw> : i32
      %542 = arith.muli %535, %c1152_i32 overflow<nsw> : i32
      %543 = arith.muli %536, %c8_i32 overflow<nsw> : i32
      %544 = arith.addi %542, %543 overflow<nsw> : i32
      %545 = arith.addi %541, %544 overflow<nsw> : i32
      %546 = llvm.getelementptr %63[%545] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %cst, %10 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %547 = arith.divsi %61, %c16_i32 : i32
      %548 = arith.remsi %61, %c16_i32 : i32
      %549 = arith.divsi %548, %c2_i32 : i32
      %550 = arith.remsi %549, %c4_i32 : i32
      %551 = arith.muli %550, %c64_i32 overflow<nsw> : i32
      %552 = arith.remsi %547, %c2_i32 : i32
      %553 = arith.muli %552, %c8_i32 overflow<nsw> : i32
      %554 = arith.addi %551, %553 overflow<nsw> : i32
      %555 = arith.remsi %548, %c2_i32 : i32
      %556 = arith.muli %555, %c32_i32 overflow<nsw> : i32
      %557 = arith.divsi %549, %c4_i32 : i32
      %558 = arith.muli %557, %c256_i32 overflow<nsw> : i32
      %559 = arith.addi %556, %558 overflow<nsw> : i32
      %560 = arith.divsi %547, %c2_i32 : i32
      %561 = arith.remsi %560, %c2_i32 : i32
      %562 = arith.muli %561, %c512_i32 overflow<nsw> : i32
      %563 = arith.addi %559, %562 overflow<nsw> : i32
      %564 = arith.andi %554, %c128_i32 : i32
      %565 = arith.cmpi eq, %564, %c0_i32 : i32
      %566 = arith.select %565, %c16_i32, %c-16_i32 : i32
      %567 = arith.andi %554, %c192_i32 : i32
      %568 = arith.shrui %567, %c3_i32 : i32
      %569 = arith.xori %554, %568 : i32
      %570 = arith.addi %569, %563 overflow<nsw> : i32
      %571 = llvm.getelementptr %45[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %572 = arith.divsi %61, %c8_i32 : i32
      %573 = arith.remsi %61, %c8_i32 : i32
      %574 = arith.divsi %573, %c2_i32 : i32
      %575 = arith.muli %574, %c64_i32 overflow<nsw> : i32
      %576 = arith.remsi %572, %c2_i32 : i32
      %577 = arith.muli %576, %c8_i32 overflow<nsw> : i32
      %578 = arith.addi %575, %577 overflow<nsw> : i32
      %579 = arith.remsi %573, %c2_i32 : i32
      %580 = arith.muli %579, %c32_i32 overflow<nsw> : i32
      %581 = arith.divsi %572, %c2_i32 : i32
      %582 = arith.divsi %581, %c2_i32 : i32
      %583 = arith.remsi %581, %c2_i32 : i32
      %584 = arith.muli %583, %c512_i32 overflow<nsw> : i32
      %585 = arith.addi %580, %584 overflow<nsw> : i32
      %586 = arith.divsi %582, %c2_i32 : i32
      %587 = arith.muli %586, %c256_i32 overflow<nsw> : i32
      %588 = arith.addi %585, %587 overflow<nsw> : i32
      %589 = arith.andi %578, %c128_i32 : i32
      %590 = arith.cmpi eq, %589, %c0_i32 : i32
      %591 = arith.select %590, %c16_i32, %c-16_i32 : i32
      %592 = arith.andi %578, %c192_i32 : i32
      %593 = arith.shrui %592, %c3_i32 : i32
      %594 = arith.xori %578, %593 : i32
      %595 = arith.addi %594, %588 overflow<nsw> : i32
      %596 = llvm.getelementptr %48[%595] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %609 = arith.muli %arg9, %c1024_i32 overflow<nsw> : i32
        %610 = llvm.getelementptr %571[%609] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %611 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %612 = llvm.getelementptr %12[%611] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %613 = nvvm.ldmatrix %610 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %614 = llvm.extractvalue %613[0] : !llvm_struct_a37b2a
        %615 = llvm.extractvalue %613[1] : !llvm_struct_a37b2a
        %616 = llvm.extractvalue %613[2] : !llvm_struct_a37b2a
        %617 = llvm.extractvalue %613[3] : !llvm_struct_a37b2a
        llvm.store %614, %612 {alignment = 4 : i64} : i32, !llvm.ptr
        %618 = llvm.getelementptr %612[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %615, %618 {alignment = 4 : i64} : i32, !llvm.ptr
        %619 = llvm.getelementptr %612[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
        %620 = llvm.getelementptr %612[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %609 = arith.muli %arg9, %c1024_i32 overflow<nsw> : i32
        %610 = llvm.getelementptr %596[%609] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %611 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %612 = llvm.getelementptr %11[%611] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %613 = nvvm.ldmatrix %610 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %614 = llvm.extractvalue %613[0] : !llvm_struct_a37b2a
        %615 = llvm.extractvalue %613[1] : !llvm_struct_a37b2a
        %616 = llvm.extractvalue %613[2] : !llvm_struct_a37b2a
        %617 = llvm.extractvalue %613[3] : !llvm_struct_a37b2a
        llvm.store %614, %612 {alignment = 4 : i64} : i32, !llvm.ptr
        %618 = llvm.getelementptr %612[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %615, %618 {alignment = 4 : i64} : i32, !llvm.ptr
        %619 = llvm.getelementptr %612[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %616, %619 {alignment = 4 : i64} : i32, !llvm.ptr
        %620 = llvm.getelementptr %612[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %617, %620 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %597 = llvm.getelementptr %12[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %598 = llvm.getelementptr %11[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %599:2 = scf.for %arg9 = %c0_i32 to %c7_i32 step %c1_i32 iter_args(%arg10 = %c3_i32, %arg11 = %c0_i32) -> (i32, i32)  : i32 {
        %609 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %610 = arith.addi %566, %609 overflow<nsw> : i32
        %611 = llvm.getelementptr %571[%610] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %624 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %625 = llvm.getelementptr %611[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %626 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %627 = llvm.getelementptr %597[%626] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %628 = nvvm.ldmatrix %625 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %629 = llvm.extractvalue %628[0] : !llvm_struct_a37b2a
          %630 = llvm.extractvalue %628[1] : !llvm_struct_a37b2a
          %631 = llvm.extractvalue %628[2] : !llvm_struct_a37b2a
          %632 = llvm.extractvalue %628[3] : !llvm_struct_a37b2a
          llvm.store %629, %627 {alignment = 4 : i64} : i32, !llvm.ptr
          %633 = llvm.getelementptr %627[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %630, %633 {alignment = 4 : i64} : i32, !llvm.ptr
          %634 = llvm.getelementptr %627[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %631, %634 {alignment = 4 : i64} : i32, !llvm.ptr
          %635 = llvm.getelementptr %627[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %632, %635 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %612 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %613 = arith.addi %591, %612 overflow<nsw> : i32
        %614 = llvm.getelementptr %596[%613] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %624 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %625 = llvm.getelementptr %614[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %626 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %627 = llvm.getelementptr %598[%626] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %628 = nvvm.ldmatrix %625 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %629 = llvm.extractvalue %628[0] : !llvm_struct_a37b2a
          %630 = llvm.extractvalue %628[1] : !llvm_struct_a37b2a
          %631 = llvm.extractvalue %628[2] : !llvm_struct_a37b2a
          %632 = llvm.extractvalue %628[3] : !llvm_struct_a37b2a
          llvm.store %629, %627 {alignment = 4 : i64} : i32, !llvm.ptr
          %633 = llvm.getelementptr %627[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %630, %633 {alignment = 4 : i64} : i32, !llvm.ptr
          %634 = llvm.getelementptr %627[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %631, %634 {alignment = 4 : i64} : i32, !llvm.ptr
          %635 = llvm.getelementptr %627[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %632, %635 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %615 = arith.addi %arg9, %c3_i32 : i32
        %616 = arith.cmpi slt, %615, %c7_i32 : i32
        scf.if %616 {
          %624 = arith.muli %615, %c32_i32 : i32
          %625 = arith.addi %624, %67 overflow<nsw> : i32
          %626 = arith.divsi %625, %c24_i32 : i32
          %627 = arith.muli %626, %c24_i32 overflow<nsw> : i32
          %628 = arith.subi %625, %627 overflow<nsw> : i32
          %629 = arith.divsi %626, %c3_i32 : i32
          %630 = arith.muli %629, %c3_i32 overflow<nsw> : i32
          %631 = arith.subi %626, %630 overflow<nsw> : i32
          %632 = arith.muli %631, %85 overflow<nsw> : i32
          %633 = arith.addi %628, %632 overflow<nsw> : i32
          %634 = arith.muli %629, %86 overflow<nsw> : i32
          %635 = arith.addi %633, %634 overflow<nsw> : i32
          %636 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
          %637 = arith.divsi %625, %c24_i32 : i32
          %638 = arith.divsi %637, %c3_i32 : i32
          %639 = arith.muli %638, %arg7 : i32
          %640 = arith.addi %636, %639 : i32
          %641 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
          %642 = arith.muli %631, %arg8 : i32
          %643 = arith.addi %641, %642 : i32
          %644 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
          %645 = arith.cmpi ne, %644, %c0_i8 : i8
          %646 = arith.cmpi slt, %625, %c216_i32 : i32
          %647 = arith.andi %645, %646 : i1
          %648 = arith.cmpi sge, %640, %c0_i32 : i32
          %649 = arith.andi %647, %648 : i1
          %650 = arith.cmpi slt, %640, %c29_i32 : i32
          %651 = arith.andi %649, %650 : i1
          %652 = arith.cmpi sge, %643, %c0_i32 : i32
          %653 = arith.andi %651, %652 : i1
          %654 = arith.cmpi slt, %643, %c29_i32 : i32
          %655 = arith.andi %653, %654 : i1
          %656 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
          %657 = arith.addi %656, %635 overflow<nsw> : i32
          %658 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %659 = llvm.getelementptr %81[%658] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %655 {
            %744 = llvm.getelementptr %49[%657] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %659, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %9 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %659 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %660 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
          %661 = arith.divsi %625, %c24_i32 : i32
          %662 = arith.divsi %661, %c3_i32 : i32
          %663 = arith.muli %662, %arg7 : i32
          %664 = arith.addi %660, %663 : i32
          %665 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
          %666 = arith.muli %631, %arg8 : i32
          %667 = arith.addi %665, %666 : i32
          %668 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
          %669 = arith.cmpi ne, %668, %c0_i8 : i8
          %670 = arith.andi %669, %646 : i1
          %671 = arith.cmpi sge, %664, %c0_i32 : i32
          %672 = arith.andi %670, %671 : i1
          %673 = arith.cmpi slt, %664, %c29_i32 : i32
          %674 = arith.andi %672, %673 : i1
          %675 = arith.cmpi sge, %667, %c0_i32 : i32
          %676 = arith.andi %674, %675 : i1
          %677 = arith.cmpi slt, %667, %c29_i32 : i32
          %678 = arith.andi %676, %677 : i1
          %679 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
          %680 = arith.addi %679, %635 overflow<nsw> : i32
          %681 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %682 = arith.addi %681, %c1024_i32 overflow<nsw> : i32
          %683 = llvm.getelementptr %81[%682] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %678 {
            %744 = llvm.getelementptr %49[%680] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %683, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %8 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %683 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %684 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
          %685 = arith.divsi %625, %c24_i32 : i32
          %686 = arith.divsi %685, %c3_i32 : i32
          %687 = arith.muli %686, %arg7 : i32
          %688 = arith.addi %684, %687 : i32
          %689 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
          %690 = arith.muli %631, %arg8 : i32
          %691 = arith.addi %689, %690 : i32
          %692 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
          %693 = arith.cmpi ne, %692, %c0_i8 : i8
          %694 = arith.andi %693, %646 : i1
          %695 = arith.cmpi sge, %688, %c0_i32 : i32
          %696 = arith.andi %694, %695 : i1
          %697 = arith.cmpi slt, %688, %c29_i32 : i32
          %698 = arith.andi %696, %697 : i1
          %699 = arith.cmpi sge, %691, %c0_i32 : i32
          %700 = arith.andi %698, %699 : i1
          %701 = arith.cmpi slt, %691, %c29_i32 : i32
          %702 = arith.andi %700, %701 : i1
          %703 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
          %704 = arith.addi %703, %635 overflow<nsw> : i32
          %705 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %706 = arith.addi %705, %c2048_i32 overflow<nsw> : i32
          %707 = llvm.getelementptr %81[%706] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %702 {
            %744 = llvm.getelementptr %49[%704] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %707, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %7 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %707 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %708 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
          %709 = arith.divsi %625, %c24_i32 : i32
          %710 = arith.divsi %709, %c3_i32 : i32
          %711 = arith.muli %710, %arg7 : i32
          %712 = arith.addi %708, %711 : i32
          %713 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
          %714 = arith.muli %631, %arg8 : i32
          %715 = arith.addi %713, %714 : i32
          %716 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
          %717 = arith.cmpi ne, %716, %c0_i8 : i8
          %718 = arith.andi %717, %646 : i1
          %719 = arith.cmpi sge, %712, %c0_i32 : i32
          %720 = arith.andi %718, %719 : i1
          %721 = arith.cmpi slt, %712, %c29_i32 : i32
          %722 = arith.andi %720, %721 : i1
          %723 = arith.cmpi sge, %715, %c0_i32 : i32
          %724 = arith.andi %722, %723 : i1
          %725 = arith.cmpi slt, %715, %c29_i32 : i32
          %726 = arith.andi %724, %725 : i1
          %727 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
          %728 = arith.addi %727, %635 overflow<nsw> : i32
          %729 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %730 = arith.addi %729, %c3072_i32 overflow<nsw> : i32
          %731 = llvm.getelementptr %81[%730] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %726 {
            %744 = llvm.getelementptr %49[%728] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %731, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %6 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %731 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %732 = arith.addi %283, %625 overflow<nsw> : i32
          %733 = arith.andi %285, %646 : i1
          %734 = llvm.getelementptr %82[%658] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %733 {
            %744 = llvm.getelementptr %50[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %734, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %5 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %734 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %735 = arith.addi %288, %625 overflow<nsw> : i32
          %736 = arith.andi %290, %646 : i1
          %737 = llvm.getelementptr %82[%682] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %736 {
            %744 = llvm.getelementptr %50[%735] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %737, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %4 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %737 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %738 = arith.addi %294, %625 overflow<nsw> : i32
          %739 = arith.andi %296, %646 : i1
          %740 = llvm.getelementptr %82[%706] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %739 {
            %744 = llvm.getelementptr %50[%738] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %740, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %3 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %740 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %741 = arith.addi %300, %625 overflow<nsw> : i32
          %742 = arith.andi %302, %646 : i1
          %743 = llvm.getelementptr %82[%730] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          scf.if %742 {
            %744 = llvm.getelementptr %50[%741] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
            %746 = arith.addi %745, %c15_i64 : i64
            %747 = arith.andi %746, %c-16_i64 : i64
            %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%748, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %743, %748, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %2 {alignment = 32 : i64} : bf16, !llvm.ptr
            %744 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
            %745 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %745 {alignment = 4 : i64} : bf16, !llvm.ptr
            %746 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
            %747 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %747 {alignment = 8 : i64} : bf16, !llvm.ptr
            %748 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
            %749 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %749 {alignment = 4 : i64} : bf16, !llvm.ptr
            %750 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
            %751 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %751, %743 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
        }
        nvvm.cp.async.commit.group
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %624 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %625 = llvm.getelementptr %12[%624] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %626 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %627 = llvm.getelementptr %11[%626] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %628 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %629 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %630 = arith.addi %628, %629 overflow<nsw> : i32
            %631 = llvm.getelementptr %10[%630] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %632 = llvm.load %625 : !llvm.ptr -> vector<4xi32>
            %633:4 = vector.to_elements %632 : vector<4xi32>
            %634 = llvm.load %627 : !llvm.ptr -> vector<2xi32>
            %635:2 = vector.to_elements %634 : vector<2xi32>
            %636 = llvm.load %631 : !llvm.ptr -> vector<4xf32>
            %637:4 = vector.to_elements %636 : vector<4xf32>
            %638 = nvvm.mma.sync A[%633#0, %633#1, %633#2, %633#3]  B[%635#0, %635#1]  C[%637#0, %637#1, %637#2, %637#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %639 = llvm.extractvalue %638[0] : !llvm_struct_687153
            %640 = llvm.extractvalue %638[1] : !llvm_struct_687153
            %641 = llvm.extractvalue %638[2] : !llvm_struct_687153
            %642 = llvm.extractvalue %638[3] : !llvm_struct_687153
            %643 = vector.from_elements %639, %640, %641, %642 : vector<4xf32>
            llvm.store %643, %631 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %617 = arith.addi %arg11, %c1_i32 : i32
        %618 = arith.cmpi eq, %617, %c4_i32 : i32
        %619 = arith.select %618, %c0_i32, %617 : i32
        nvvm.cp.async.wait.group 2
        nvvm.barrier
        %620 = arith.muli %619, %c4096_i32 overflow<nsw> : i32
        %621 = llvm.getelementptr %571[%620] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %624 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %625 = llvm.getelementptr %621[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %626 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %627 = llvm.getelementptr %12[%626] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %628 = nvvm.ldmatrix %625 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %629 = llvm.extractvalue %628[0] : !llvm_struct_a37b2a
          %630 = llvm.extractvalue %628[1] : !llvm_struct_a37b2a
          %631 = llvm.extractvalue %628[2] : !llvm_struct_a37b2a
          %632 = llvm.extractvalue %628[3] : !llvm_struct_a37b2a
          llvm.store %629, %627 {alignment = 4 : i64} : i32, !llvm.ptr
          %633 = llvm.getelementptr %627[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %630, %633 {alignment = 4 : i64} : i32, !llvm.ptr
          %634 = llvm.getelementptr %627[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %631, %634 {alignment = 4 : i64} : i32, !llvm.ptr
          %635 = llvm.getelementptr %627[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %632, %635 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %622 = arith.muli %619, %c4096_i32 overflow<nsw> : i32
        %623 = llvm.getelementptr %596[%622] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %624 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %625 = llvm.getelementptr %623[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %626 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %627 = llvm.getelementptr %11[%626] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %628 = nvvm.ldmatrix %625 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %629 = llvm.extractvalue %628[0] : !llvm_struct_a37b2a
          %630 = llvm.extractvalue %628[1] : !llvm_struct_a37b2a
          %631 = llvm.extractvalue %628[2] : !llvm_struct_a37b2a
          %632 = llvm.extractvalue %628[3] : !llvm_struct_a37b2a
          llvm.store %629, %627 {alignment = 4 : i64} : i32, !llvm.ptr
          %633 = llvm.getelementptr %627[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %630, %633 {alignment = 4 : i64} : i32, !llvm.ptr
          %634 = llvm.getelementptr %627[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %631, %634 {alignment = 4 : i64} : i32, !llvm.ptr
          %635 = llvm.getelementptr %627[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %632, %635 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %624 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %625 = llvm.getelementptr %597[%624] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %626 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %627 = llvm.getelementptr %598[%626] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %628 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %629 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %630 = arith.addi %628, %629 overflow<nsw> : i32
            %631 = llvm.getelementptr %10[%630] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %632 = llvm.load %625 : !llvm.ptr -> vector<4xi32>
            %633:4 = vector.to_elements %632 : vector<4xi32>
            %634 = llvm.load %627 : !llvm.ptr -> vector<2xi32>
            %635:2 = vector.to_elements %634 : vector<2xi32>
            %636 = llvm.load %631 : !llvm.ptr -> vector<4xf32>
            %637:4 = vector.to_elements %636 : vector<4xf32>
            %638 = nvvm.mma.sync A[%633#0, %633#1, %633#2, %633#3]  B[%635#0, %635#1]  C[%637#0, %637#1, %637#2, %637#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %639 = llvm.extractvalue %638[0] : !llvm_struct_687153
            %640 = llvm.extractvalue %638[1] : !llvm_struct_687153
            %641 = llvm.extractvalue %638[2] : !llvm_struct_687153
            %642 = llvm.extractvalue %638[3] : !llvm_struct_687153
            %643 = vector.from_elements %639, %640, %641, %642 : vector<4xf32>
            llvm.store %643, %631 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg11, %619 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %600 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %601 = arith.truncf %600 : vector<128xf32> to vector<128xbf16>
      llvm.store %601, %1 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %602 = arith.addi %59, %c1_i32 : i32
      %603 = arith.muli %602, %c128_i32 : i32
      %604 = arith.cmpi sle, %603, %c450_i32 : i32
      %605 = arith.addi %60, %c1_i32 : i32
      %606 = arith.muli %605, %c128_i32 : i32
      %607 = arith.cmpi sle, %606, %c72_i32 : i32
      %608 = arith.andi %604, %607 : i1
      scf.if %608 {
        %609 = arith.remsi %c0_i32, %c2_i32 : i32
        %610 = arith.divsi %c0_i32, %c2_i32 : i32
        %611:2 = scf.for %arg9 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg10 = %609, %arg11 = %610) -> (i32, i32)  : i32 {
          %612 = arith.muli %arg9, %c2_i32 overflow<nsw> : i32
          %613 = llvm.getelementptr %1[%612] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %614 = arith.remsi %arg9, %c2_i32 : i32
          %615 = arith.muli %614, %c576_i32 overflow<nsw> : i32
          %616 = arith.divsi %arg11, %c4_i32 : i32
          %617 = arith.remsi %arg11, %c4_i32 : i32
          %618 = arith.muli %617, %c2304_i32 overflow<nsw> : i32
          %619 = arith.addi %615, %618 overflow<nsw> : i32
          %620 = arith.muli %616, %c16_i32 overflow<nsw> : i32
          %621 = arith.addi %619, %620 overflow<nsw> : i32
          %622 = llvm.getelementptr %546[%621] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %623 = llvm.load %613 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
          llvm.store %623, %622 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
          %624 = arith.addi %arg10, %c1_i32 : i32
          %625 = arith.cmpi eq, %624, %c2_i32 : i32
          %626 = arith.select %625, %c0_i32, %624 : i32
          %627 = arith.addi %arg10, %c1_i32 : i32
          %628 = arith.addi %arg11, %c1_i32 : i32
          %629 = arith.cmpi eq, %627, %c2_i32 : i32
          %630 = arith.select %629, %628, %arg11 : i32
          scf.yield %626, %630 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %609 = arith.muli %535, %c16_i32 overflow<nsw> : i32
        %610 = arith.addi %537, %609 overflow<nsw> : i32
        %611 = arith.addi %539, %543 overflow<nsw> : i32
        %612 = arith.addi %64, %610 overflow<nsw> : i32
        %613 = arith.cmpi slt, %612, %c450_i32 : i32
        %614 = arith.cmpi slt, %611, %c72_i32 : i32
        %615 = arith.andi %613, %614 : i1
        scf.if %615 {
          %1229 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> bf16
          llvm.store %1229, %546 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %616 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %617 = arith.cmpi slt, %612, %c450_i32 : i32
        %618 = arith.cmpi slt, %616, %c72_i32 : i32
        %619 = arith.andi %617, %618 : i1
        scf.if %619 {
          %1229 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %620 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %621 = arith.cmpi slt, %620, %c450_i32 : i32
        %622 = arith.cmpi slt, %611, %c72_i32 : i32
        %623 = arith.andi %621, %622 : i1
        scf.if %623 {
          %1229 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %624 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %625 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %626 = arith.cmpi slt, %624, %c450_i32 : i32
        %627 = arith.cmpi slt, %625, %c72_i32 : i32
        %628 = arith.andi %626, %627 : i1
        scf.if %628 {
          %1229 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %629 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %630 = arith.cmpi slt, %629, %c450_i32 : i32
        %631 = arith.cmpi slt, %611, %c72_i32 : i32
        %632 = arith.andi %630, %631 : i1
        scf.if %632 {
          %1229 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %633 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %634 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %635 = arith.cmpi slt, %633, %c450_i32 : i32
        %636 = arith.cmpi slt, %634, %c72_i32 : i32
        %637 = arith.andi %635, %636 : i1
        scf.if %637 {
          %1229 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %638 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %639 = arith.cmpi slt, %638, %c450_i32 : i32
        %640 = arith.cmpi slt, %611, %c72_i32 : i32
        %641 = arith.andi %639, %640 : i1
        scf.if %641 {
          %1229 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %642 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %643 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %644 = arith.cmpi slt, %642, %c450_i32 : i32
        %645 = arith.cmpi slt, %643, %c72_i32 : i32
        %646 = arith.andi %644, %645 : i1
        scf.if %646 {
          %1229 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %647 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %648 = arith.cmpi slt, %647, %c450_i32 : i32
        %649 = arith.cmpi slt, %611, %c72_i32 : i32
        %650 = arith.andi %648, %649 : i1
        scf.if %650 {
          %1229 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %651 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %652 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %653 = arith.cmpi slt, %651, %c450_i32 : i32
        %654 = arith.cmpi slt, %652, %c72_i32 : i32
        %655 = arith.andi %653, %654 : i1
        scf.if %655 {
          %1229 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %656 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %657 = arith.cmpi slt, %656, %c450_i32 : i32
        %658 = arith.cmpi slt, %611, %c72_i32 : i32
        %659 = arith.andi %657, %658 : i1
        scf.if %659 {
          %1229 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %660 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %661 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %662 = arith.cmpi slt, %660, %c450_i32 : i32
        %663 = arith.cmpi slt, %661, %c72_i32 : i32
        %664 = arith.andi %662, %663 : i1
        scf.if %664 {
          %1229 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %665 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %666 = arith.cmpi slt, %665, %c450_i32 : i32
        %667 = arith.cmpi slt, %611, %c72_i32 : i32
        %668 = arith.andi %666, %667 : i1
        scf.if %668 {
          %1229 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %669 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %670 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %671 = arith.cmpi slt, %669, %c450_i32 : i32
        %672 = arith.cmpi slt, %670, %c72_i32 : i32
        %673 = arith.andi %671, %672 : i1
        scf.if %673 {
          %1229 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %674 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %675 = arith.cmpi slt, %674, %c450_i32 : i32
        %676 = arith.cmpi slt, %611, %c72_i32 : i32
        %677 = arith.andi %675, %676 : i1
        scf.if %677 {
          %1229 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %678 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %679 = arith.addi %611, %c1_i32 overflow<nsw> : i32
        %680 = arith.cmpi slt, %678, %c450_i32 : i32
        %681 = arith.cmpi slt, %679, %c72_i32 : i32
        %682 = arith.andi %680, %681 : i1
        scf.if %682 {
          %1229 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %683 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %684 = arith.cmpi slt, %612, %c450_i32 : i32
        %685 = arith.cmpi slt, %683, %c72_i32 : i32
        %686 = arith.andi %684, %685 : i1
        scf.if %686 {
          %1229 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %687 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %688 = arith.cmpi slt, %612, %c450_i32 : i32
        %689 = arith.cmpi slt, %687, %c72_i32 : i32
        %690 = arith.andi %688, %689 : i1
        scf.if %690 {
          %1229 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %691 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %692 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %693 = arith.cmpi slt, %691, %c450_i32 : i32
        %694 = arith.cmpi slt, %692, %c72_i32 : i32
        %695 = arith.andi %693, %694 : i1
        scf.if %695 {
          %1229 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %696 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %697 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %698 = arith.cmpi slt, %696, %c450_i32 : i32
        %699 = arith.cmpi slt, %697, %c72_i32 : i32
        %700 = arith.andi %698, %699 : i1
        scf.if %700 {
          %1229 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %701 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %702 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %703 = arith.cmpi slt, %701, %c450_i32 : i32
        %704 = arith.cmpi slt, %702, %c72_i32 : i32
        %705 = arith.andi %703, %704 : i1
        scf.if %705 {
          %1229 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %706 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %707 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %708 = arith.cmpi slt, %706, %c450_i32 : i32
        %709 = arith.cmpi slt, %707, %c72_i32 : i32
        %710 = arith.andi %708, %709 : i1
        scf.if %710 {
          %1229 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %711 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %712 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %713 = arith.cmpi slt, %711, %c450_i32 : i32
        %714 = arith.cmpi slt, %712, %c72_i32 : i32
        %715 = arith.andi %713, %714 : i1
        scf.if %715 {
          %1229 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %716 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %717 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %718 = arith.cmpi slt, %716, %c450_i32 : i32
        %719 = arith.cmpi slt, %717, %c72_i32 : i32
        %720 = arith.andi %718, %719 : i1
        scf.if %720 {
          %1229 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %721 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %722 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %723 = arith.cmpi slt, %721, %c450_i32 : i32
        %724 = arith.cmpi slt, %722, %c72_i32 : i32
        %725 = arith.andi %723, %724 : i1
        scf.if %725 {
          %1229 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %726 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %727 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %728 = arith.cmpi slt, %726, %c450_i32 : i32
        %729 = arith.cmpi slt, %727, %c72_i32 : i32
        %730 = arith.andi %728, %729 : i1
        scf.if %730 {
          %1229 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %731 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %732 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %733 = arith.cmpi slt, %731, %c450_i32 : i32
        %734 = arith.cmpi slt, %732, %c72_i32 : i32
        %735 = arith.andi %733, %734 : i1
        scf.if %735 {
          %1229 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %736 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %737 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %738 = arith.cmpi slt, %736, %c450_i32 : i32
        %739 = arith.cmpi slt, %737, %c72_i32 : i32
        %740 = arith.andi %738, %739 : i1
        scf.if %740 {
          %1229 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %741 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %742 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %743 = arith.cmpi slt, %741, %c450_i32 : i32
        %744 = arith.cmpi slt, %742, %c72_i32 : i32
        %745 = arith.andi %743, %744 : i1
        scf.if %745 {
          %1229 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %746 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %747 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %748 = arith.cmpi slt, %746, %c450_i32 : i32
        %749 = arith.cmpi slt, %747, %c72_i32 : i32
        %750 = arith.andi %748, %749 : i1
        scf.if %750 {
          %1229 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %751 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %752 = arith.addi %611, %c16_i32 overflow<nsw> : i32
        %753 = arith.cmpi slt, %751, %c450_i32 : i32
        %754 = arith.cmpi slt, %752, %c72_i32 : i32
        %755 = arith.andi %753, %754 : i1
        scf.if %755 {
          %1229 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %756 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %757 = arith.addi %611, %c17_i32 overflow<nsw> : i32
        %758 = arith.cmpi slt, %756, %c450_i32 : i32
        %759 = arith.cmpi slt, %757, %c72_i32 : i32
        %760 = arith.andi %758, %759 : i1
        scf.if %760 {
          %1229 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %761 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %762 = arith.cmpi slt, %612, %c450_i32 : i32
        %763 = arith.cmpi slt, %761, %c72_i32 : i32
        %764 = arith.andi %762, %763 : i1
        scf.if %764 {
          %1229 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %765 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %766 = arith.cmpi slt, %612, %c450_i32 : i32
        %767 = arith.cmpi slt, %765, %c72_i32 : i32
        %768 = arith.andi %766, %767 : i1
        scf.if %768 {
          %1229 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %769 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %770 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %771 = arith.cmpi slt, %769, %c450_i32 : i32
        %772 = arith.cmpi slt, %770, %c72_i32 : i32
        %773 = arith.andi %771, %772 : i1
        scf.if %773 {
          %1229 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %774 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %775 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %776 = arith.cmpi slt, %774, %c450_i32 : i32
        %777 = arith.cmpi slt, %775, %c72_i32 : i32
        %778 = arith.andi %776, %777 : i1
        scf.if %778 {
          %1229 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %779 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %780 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %781 = arith.cmpi slt, %779, %c450_i32 : i32
        %782 = arith.cmpi slt, %780, %c72_i32 : i32
        %783 = arith.andi %781, %782 : i1
        scf.if %783 {
          %1229 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %784 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %785 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %786 = arith.cmpi slt, %784, %c450_i32 : i32
        %787 = arith.cmpi slt, %785, %c72_i32 : i32
        %788 = arith.andi %786, %787 : i1
        scf.if %788 {
          %1229 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %789 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %790 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %791 = arith.cmpi slt, %789, %c450_i32 : i32
        %792 = arith.cmpi slt, %790, %c72_i32 : i32
        %793 = arith.andi %791, %792 : i1
        scf.if %793 {
          %1229 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %794 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %795 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %796 = arith.cmpi slt, %794, %c450_i32 : i32
        %797 = arith.cmpi slt, %795, %c72_i32 : i32
        %798 = arith.andi %796, %797 : i1
        scf.if %798 {
          %1229 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %799 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %800 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %801 = arith.cmpi slt, %799, %c450_i32 : i32
        %802 = arith.cmpi slt, %800, %c72_i32 : i32
        %803 = arith.andi %801, %802 : i1
        scf.if %803 {
          %1229 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %804 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %805 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %806 = arith.cmpi slt, %804, %c450_i32 : i32
        %807 = arith.cmpi slt, %805, %c72_i32 : i32
        %808 = arith.andi %806, %807 : i1
        scf.if %808 {
          %1229 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %809 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %810 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %811 = arith.cmpi slt, %809, %c450_i32 : i32
        %812 = arith.cmpi slt, %810, %c72_i32 : i32
        %813 = arith.andi %811, %812 : i1
        scf.if %813 {
          %1229 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %814 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %815 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %816 = arith.cmpi slt, %814, %c450_i32 : i32
        %817 = arith.cmpi slt, %815, %c72_i32 : i32
        %818 = arith.andi %816, %817 : i1
        scf.if %818 {
          %1229 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %819 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %820 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %821 = arith.cmpi slt, %819, %c450_i32 : i32
        %822 = arith.cmpi slt, %820, %c72_i32 : i32
        %823 = arith.andi %821, %822 : i1
        scf.if %823 {
          %1229 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %824 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %825 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %826 = arith.cmpi slt, %824, %c450_i32 : i32
        %827 = arith.cmpi slt, %825, %c72_i32 : i32
        %828 = arith.andi %826, %827 : i1
        scf.if %828 {
          %1229 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %829 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %830 = arith.addi %611, %c32_i32 overflow<nsw> : i32
        %831 = arith.cmpi slt, %829, %c450_i32 : i32
        %832 = arith.cmpi slt, %830, %c72_i32 : i32
        %833 = arith.andi %831, %832 : i1
        scf.if %833 {
          %1229 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %834 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %835 = arith.addi %611, %c33_i32 overflow<nsw> : i32
        %836 = arith.cmpi slt, %834, %c450_i32 : i32
        %837 = arith.cmpi slt, %835, %c72_i32 : i32
        %838 = arith.andi %836, %837 : i1
        scf.if %838 {
          %1229 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %839 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %840 = arith.cmpi slt, %612, %c450_i32 : i32
        %841 = arith.cmpi slt, %839, %c72_i32 : i32
        %842 = arith.andi %840, %841 : i1
        scf.if %842 {
          %1229 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %843 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %844 = arith.cmpi slt, %612, %c450_i32 : i32
        %845 = arith.cmpi slt, %843, %c72_i32 : i32
        %846 = arith.andi %844, %845 : i1
        scf.if %846 {
          %1229 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %847 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %848 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %849 = arith.cmpi slt, %847, %c450_i32 : i32
        %850 = arith.cmpi slt, %848, %c72_i32 : i32
        %851 = arith.andi %849, %850 : i1
        scf.if %851 {
          %1229 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %852 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %853 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %854 = arith.cmpi slt, %852, %c450_i32 : i32
        %855 = arith.cmpi slt, %853, %c72_i32 : i32
        %856 = arith.andi %854, %855 : i1
        scf.if %856 {
          %1229 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %857 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %858 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %859 = arith.cmpi slt, %857, %c450_i32 : i32
        %860 = arith.cmpi slt, %858, %c72_i32 : i32
        %861 = arith.andi %859, %860 : i1
        scf.if %861 {
          %1229 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %862 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %863 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %864 = arith.cmpi slt, %862, %c450_i32 : i32
        %865 = arith.cmpi slt, %863, %c72_i32 : i32
        %866 = arith.andi %864, %865 : i1
        scf.if %866 {
          %1229 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %867 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %868 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %869 = arith.cmpi slt, %867, %c450_i32 : i32
        %870 = arith.cmpi slt, %868, %c72_i32 : i32
        %871 = arith.andi %869, %870 : i1
        scf.if %871 {
          %1229 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %872 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %873 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %874 = arith.cmpi slt, %872, %c450_i32 : i32
        %875 = arith.cmpi slt, %873, %c72_i32 : i32
        %876 = arith.andi %874, %875 : i1
        scf.if %876 {
          %1229 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %877 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %878 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %879 = arith.cmpi slt, %877, %c450_i32 : i32
        %880 = arith.cmpi slt, %878, %c72_i32 : i32
        %881 = arith.andi %879, %880 : i1
        scf.if %881 {
          %1229 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %882 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %883 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %884 = arith.cmpi slt, %882, %c450_i32 : i32
        %885 = arith.cmpi slt, %883, %c72_i32 : i32
        %886 = arith.andi %884, %885 : i1
        scf.if %886 {
          %1229 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %887 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %888 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %889 = arith.cmpi slt, %887, %c450_i32 : i32
        %890 = arith.cmpi slt, %888, %c72_i32 : i32
        %891 = arith.andi %889, %890 : i1
        scf.if %891 {
          %1229 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %892 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %893 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %894 = arith.cmpi slt, %892, %c450_i32 : i32
        %895 = arith.cmpi slt, %893, %c72_i32 : i32
        %896 = arith.andi %894, %895 : i1
        scf.if %896 {
          %1229 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %897 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %898 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %899 = arith.cmpi slt, %897, %c450_i32 : i32
        %900 = arith.cmpi slt, %898, %c72_i32 : i32
        %901 = arith.andi %899, %900 : i1
        scf.if %901 {
          %1229 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %902 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %903 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %904 = arith.cmpi slt, %902, %c450_i32 : i32
        %905 = arith.cmpi slt, %903, %c72_i32 : i32
        %906 = arith.andi %904, %905 : i1
        scf.if %906 {
          %1229 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %907 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %908 = arith.addi %611, %c48_i32 overflow<nsw> : i32
        %909 = arith.cmpi slt, %907, %c450_i32 : i32
        %910 = arith.cmpi slt, %908, %c72_i32 : i32
        %911 = arith.andi %909, %910 : i1
        scf.if %911 {
          %1229 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %912 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %913 = arith.addi %611, %c49_i32 overflow<nsw> : i32
        %914 = arith.cmpi slt, %912, %c450_i32 : i32
        %915 = arith.cmpi slt, %913, %c72_i32 : i32
        %916 = arith.andi %914, %915 : i1
        scf.if %916 {
          %1229 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %917 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %918 = arith.cmpi slt, %612, %c450_i32 : i32
        %919 = arith.cmpi slt, %917, %c72_i32 : i32
        %920 = arith.andi %918, %919 : i1
        scf.if %920 {
          %1229 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %921 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %922 = arith.cmpi slt, %612, %c450_i32 : i32
        %923 = arith.cmpi slt, %921, %c72_i32 : i32
        %924 = arith.andi %922, %923 : i1
        scf.if %924 {
          %1229 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %925 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %926 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %927 = arith.cmpi slt, %925, %c450_i32 : i32
        %928 = arith.cmpi slt, %926, %c72_i32 : i32
        %929 = arith.andi %927, %928 : i1
        scf.if %929 {
          %1229 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %930 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %931 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %932 = arith.cmpi slt, %930, %c450_i32 : i32
        %933 = arith.cmpi slt, %931, %c72_i32 : i32
        %934 = arith.andi %932, %933 : i1
        scf.if %934 {
          %1229 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %935 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %936 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %937 = arith.cmpi slt, %935, %c450_i32 : i32
        %938 = arith.cmpi slt, %936, %c72_i32 : i32
        %939 = arith.andi %937, %938 : i1
        scf.if %939 {
          %1229 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %940 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %941 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %942 = arith.cmpi slt, %940, %c450_i32 : i32
        %943 = arith.cmpi slt, %941, %c72_i32 : i32
        %944 = arith.andi %942, %943 : i1
        scf.if %944 {
          %1229 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %945 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %946 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %947 = arith.cmpi slt, %945, %c450_i32 : i32
        %948 = arith.cmpi slt, %946, %c72_i32 : i32
        %949 = arith.andi %947, %948 : i1
        scf.if %949 {
          %1229 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %950 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %951 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %952 = arith.cmpi slt, %950, %c450_i32 : i32
        %953 = arith.cmpi slt, %951, %c72_i32 : i32
        %954 = arith.andi %952, %953 : i1
        scf.if %954 {
          %1229 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %955 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %956 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %957 = arith.cmpi slt, %955, %c450_i32 : i32
        %958 = arith.cmpi slt, %956, %c72_i32 : i32
        %959 = arith.andi %957, %958 : i1
        scf.if %959 {
          %1229 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %960 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %961 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %962 = arith.cmpi slt, %960, %c450_i32 : i32
        %963 = arith.cmpi slt, %961, %c72_i32 : i32
        %964 = arith.andi %962, %963 : i1
        scf.if %964 {
          %1229 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %965 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %966 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %967 = arith.cmpi slt, %965, %c450_i32 : i32
        %968 = arith.cmpi slt, %966, %c72_i32 : i32
        %969 = arith.andi %967, %968 : i1
        scf.if %969 {
          %1229 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %970 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %971 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %972 = arith.cmpi slt, %970, %c450_i32 : i32
        %973 = arith.cmpi slt, %971, %c72_i32 : i32
        %974 = arith.andi %972, %973 : i1
        scf.if %974 {
          %1229 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %975 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %976 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %977 = arith.cmpi slt, %975, %c450_i32 : i32
        %978 = arith.cmpi slt, %976, %c72_i32 : i32
        %979 = arith.andi %977, %978 : i1
        scf.if %979 {
          %1229 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %980 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %981 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %982 = arith.cmpi slt, %980, %c450_i32 : i32
        %983 = arith.cmpi slt, %981, %c72_i32 : i32
        %984 = arith.andi %982, %983 : i1
        scf.if %984 {
          %1229 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %985 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %986 = arith.addi %611, %c64_i32 overflow<nsw> : i32
        %987 = arith.cmpi slt, %985, %c450_i32 : i32
        %988 = arith.cmpi slt, %986, %c72_i32 : i32
        %989 = arith.andi %987, %988 : i1
        scf.if %989 {
          %1229 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %990 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %991 = arith.addi %611, %c65_i32 overflow<nsw> : i32
        %992 = arith.cmpi slt, %990, %c450_i32 : i32
        %993 = arith.cmpi slt, %991, %c72_i32 : i32
        %994 = arith.andi %992, %993 : i1
        scf.if %994 {
          %1229 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %995 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %996 = arith.cmpi slt, %612, %c450_i32 : i32
        %997 = arith.cmpi slt, %995, %c72_i32 : i32
        %998 = arith.andi %996, %997 : i1
        scf.if %998 {
          %1229 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %999 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1000 = arith.cmpi slt, %612, %c450_i32 : i32
        %1001 = arith.cmpi slt, %999, %c72_i32 : i32
        %1002 = arith.andi %1000, %1001 : i1
        scf.if %1002 {
          %1229 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1003 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %1004 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %1005 = arith.cmpi slt, %1003, %c450_i32 : i32
        %1006 = arith.cmpi slt, %1004, %c72_i32 : i32
        %1007 = arith.andi %1005, %1006 : i1
        scf.if %1007 {
          %1229 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1008 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %1009 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1010 = arith.cmpi slt, %1008, %c450_i32 : i32
        %1011 = arith.cmpi slt, %1009, %c72_i32 : i32
        %1012 = arith.andi %1010, %1011 : i1
        scf.if %1012 {
          %1229 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1013 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %1014 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %1015 = arith.cmpi slt, %1013, %c450_i32 : i32
        %1016 = arith.cmpi slt, %1014, %c72_i32 : i32
        %1017 = arith.andi %1015, %1016 : i1
        scf.if %1017 {
          %1229 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1018 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %1019 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1020 = arith.cmpi slt, %1018, %c450_i32 : i32
        %1021 = arith.cmpi slt, %1019, %c72_i32 : i32
        %1022 = arith.andi %1020, %1021 : i1
        scf.if %1022 {
          %1229 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1023 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %1024 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %1025 = arith.cmpi slt, %1023, %c450_i32 : i32
        %1026 = arith.cmpi slt, %1024, %c72_i32 : i32
        %1027 = arith.andi %1025, %1026 : i1
        scf.if %1027 {
          %1229 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1028 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %1029 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1030 = arith.cmpi slt, %1028, %c450_i32 : i32
        %1031 = arith.cmpi slt, %1029, %c72_i32 : i32
        %1032 = arith.andi %1030, %1031 : i1
        scf.if %1032 {
          %1229 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1033 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %1034 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %1035 = arith.cmpi slt, %1033, %c450_i32 : i32
        %1036 = arith.cmpi slt, %1034, %c72_i32 : i32
        %1037 = arith.andi %1035, %1036 : i1
        scf.if %1037 {
          %1229 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1038 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %1039 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1040 = arith.cmpi slt, %1038, %c450_i32 : i32
        %1041 = arith.cmpi slt, %1039, %c72_i32 : i32
        %1042 = arith.andi %1040, %1041 : i1
        scf.if %1042 {
          %1229 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1043 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %1044 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %1045 = arith.cmpi slt, %1043, %c450_i32 : i32
        %1046 = arith.cmpi slt, %1044, %c72_i32 : i32
        %1047 = arith.andi %1045, %1046 : i1
        scf.if %1047 {
          %1229 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1048 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %1049 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1050 = arith.cmpi slt, %1048, %c450_i32 : i32
        %1051 = arith.cmpi slt, %1049, %c72_i32 : i32
        %1052 = arith.andi %1050, %1051 : i1
        scf.if %1052 {
          %1229 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1053 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %1054 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %1055 = arith.cmpi slt, %1053, %c450_i32 : i32
        %1056 = arith.cmpi slt, %1054, %c72_i32 : i32
        %1057 = arith.andi %1055, %1056 : i1
        scf.if %1057 {
          %1229 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1058 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %1059 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1060 = arith.cmpi slt, %1058, %c450_i32 : i32
        %1061 = arith.cmpi slt, %1059, %c72_i32 : i32
        %1062 = arith.andi %1060, %1061 : i1
        scf.if %1062 {
          %1229 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1063 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %1064 = arith.addi %611, %c80_i32 overflow<nsw> : i32
        %1065 = arith.cmpi slt, %1063, %c450_i32 : i32
        %1066 = arith.cmpi slt, %1064, %c72_i32 : i32
        %1067 = arith.andi %1065, %1066 : i1
        scf.if %1067 {
          %1229 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1068 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %1069 = arith.addi %611, %c81_i32 overflow<nsw> : i32
        %1070 = arith.cmpi slt, %1068, %c450_i32 : i32
        %1071 = arith.cmpi slt, %1069, %c72_i32 : i32
        %1072 = arith.andi %1070, %1071 : i1
        scf.if %1072 {
          %1229 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1073 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1074 = arith.cmpi slt, %612, %c450_i32 : i32
        %1075 = arith.cmpi slt, %1073, %c72_i32 : i32
        %1076 = arith.andi %1074, %1075 : i1
        scf.if %1076 {
          %1229 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1077 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1078 = arith.cmpi slt, %612, %c450_i32 : i32
        %1079 = arith.cmpi slt, %1077, %c72_i32 : i32
        %1080 = arith.andi %1078, %1079 : i1
        scf.if %1080 {
          %1229 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1081 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %1082 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1083 = arith.cmpi slt, %1081, %c450_i32 : i32
        %1084 = arith.cmpi slt, %1082, %c72_i32 : i32
        %1085 = arith.andi %1083, %1084 : i1
        scf.if %1085 {
          %1229 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1086 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %1087 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1088 = arith.cmpi slt, %1086, %c450_i32 : i32
        %1089 = arith.cmpi slt, %1087, %c72_i32 : i32
        %1090 = arith.andi %1088, %1089 : i1
        scf.if %1090 {
          %1229 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1091 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %1092 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1093 = arith.cmpi slt, %1091, %c450_i32 : i32
        %1094 = arith.cmpi slt, %1092, %c72_i32 : i32
        %1095 = arith.andi %1093, %1094 : i1
        scf.if %1095 {
          %1229 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1096 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %1097 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1098 = arith.cmpi slt, %1096, %c450_i32 : i32
        %1099 = arith.cmpi slt, %1097, %c72_i32 : i32
        %1100 = arith.andi %1098, %1099 : i1
        scf.if %1100 {
          %1229 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1101 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %1102 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1103 = arith.cmpi slt, %1101, %c450_i32 : i32
        %1104 = arith.cmpi slt, %1102, %c72_i32 : i32
        %1105 = arith.andi %1103, %1104 : i1
        scf.if %1105 {
          %1229 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1106 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %1107 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1108 = arith.cmpi slt, %1106, %c450_i32 : i32
        %1109 = arith.cmpi slt, %1107, %c72_i32 : i32
        %1110 = arith.andi %1108, %1109 : i1
        scf.if %1110 {
          %1229 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1111 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %1112 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1113 = arith.cmpi slt, %1111, %c450_i32 : i32
        %1114 = arith.cmpi slt, %1112, %c72_i32 : i32
        %1115 = arith.andi %1113, %1114 : i1
        scf.if %1115 {
          %1229 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1116 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %1117 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1118 = arith.cmpi slt, %1116, %c450_i32 : i32
        %1119 = arith.cmpi slt, %1117, %c72_i32 : i32
        %1120 = arith.andi %1118, %1119 : i1
        scf.if %1120 {
          %1229 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1121 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %1122 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1123 = arith.cmpi slt, %1121, %c450_i32 : i32
        %1124 = arith.cmpi slt, %1122, %c72_i32 : i32
        %1125 = arith.andi %1123, %1124 : i1
        scf.if %1125 {
          %1229 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1126 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %1127 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1128 = arith.cmpi slt, %1126, %c450_i32 : i32
        %1129 = arith.cmpi slt, %1127, %c72_i32 : i32
        %1130 = arith.andi %1128, %1129 : i1
        scf.if %1130 {
          %1229 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1131 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %1132 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1133 = arith.cmpi slt, %1131, %c450_i32 : i32
        %1134 = arith.cmpi slt, %1132, %c72_i32 : i32
        %1135 = arith.andi %1133, %1134 : i1
        scf.if %1135 {
          %1229 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1136 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %1137 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1138 = arith.cmpi slt, %1136, %c450_i32 : i32
        %1139 = arith.cmpi slt, %1137, %c72_i32 : i32
        %1140 = arith.andi %1138, %1139 : i1
        scf.if %1140 {
          %1229 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1141 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %1142 = arith.addi %611, %c96_i32 overflow<nsw> : i32
        %1143 = arith.cmpi slt, %1141, %c450_i32 : i32
        %1144 = arith.cmpi slt, %1142, %c72_i32 : i32
        %1145 = arith.andi %1143, %1144 : i1
        scf.if %1145 {
          %1229 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1146 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %1147 = arith.addi %611, %c97_i32 overflow<nsw> : i32
        %1148 = arith.cmpi slt, %1146, %c450_i32 : i32
        %1149 = arith.cmpi slt, %1147, %c72_i32 : i32
        %1150 = arith.andi %1148, %1149 : i1
        scf.if %1150 {
          %1229 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1151 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1152 = arith.cmpi slt, %612, %c450_i32 : i32
        %1153 = arith.cmpi slt, %1151, %c72_i32 : i32
        %1154 = arith.andi %1152, %1153 : i1
        scf.if %1154 {
          %1229 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1155 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1156 = arith.cmpi slt, %612, %c450_i32 : i32
        %1157 = arith.cmpi slt, %1155, %c72_i32 : i32
        %1158 = arith.andi %1156, %1157 : i1
        scf.if %1158 {
          %1229 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1159 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %1160 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1161 = arith.cmpi slt, %1159, %c450_i32 : i32
        %1162 = arith.cmpi slt, %1160, %c72_i32 : i32
        %1163 = arith.andi %1161, %1162 : i1
        scf.if %1163 {
          %1229 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1164 = arith.addi %612, %c8_i32 overflow<nsw> : i32
        %1165 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1166 = arith.cmpi slt, %1164, %c450_i32 : i32
        %1167 = arith.cmpi slt, %1165, %c72_i32 : i32
        %1168 = arith.andi %1166, %1167 : i1
        scf.if %1168 {
          %1229 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1169 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %1170 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1171 = arith.cmpi slt, %1169, %c450_i32 : i32
        %1172 = arith.cmpi slt, %1170, %c72_i32 : i32
        %1173 = arith.andi %1171, %1172 : i1
        scf.if %1173 {
          %1229 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1174 = arith.addi %612, %c32_i32 overflow<nsw> : i32
        %1175 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1176 = arith.cmpi slt, %1174, %c450_i32 : i32
        %1177 = arith.cmpi slt, %1175, %c72_i32 : i32
        %1178 = arith.andi %1176, %1177 : i1
        scf.if %1178 {
          %1229 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1179 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %1180 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1181 = arith.cmpi slt, %1179, %c450_i32 : i32
        %1182 = arith.cmpi slt, %1180, %c72_i32 : i32
        %1183 = arith.andi %1181, %1182 : i1
        scf.if %1183 {
          %1229 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1184 = arith.addi %612, %c40_i32 overflow<nsw> : i32
        %1185 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1186 = arith.cmpi slt, %1184, %c450_i32 : i32
        %1187 = arith.cmpi slt, %1185, %c72_i32 : i32
        %1188 = arith.andi %1186, %1187 : i1
        scf.if %1188 {
          %1229 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1189 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %1190 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1191 = arith.cmpi slt, %1189, %c450_i32 : i32
        %1192 = arith.cmpi slt, %1190, %c72_i32 : i32
        %1193 = arith.andi %1191, %1192 : i1
        scf.if %1193 {
          %1229 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1194 = arith.addi %612, %c64_i32 overflow<nsw> : i32
        %1195 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1196 = arith.cmpi slt, %1194, %c450_i32 : i32
        %1197 = arith.cmpi slt, %1195, %c72_i32 : i32
        %1198 = arith.andi %1196, %1197 : i1
        scf.if %1198 {
          %1229 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1199 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %1200 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1201 = arith.cmpi slt, %1199, %c450_i32 : i32
        %1202 = arith.cmpi slt, %1200, %c72_i32 : i32
        %1203 = arith.andi %1201, %1202 : i1
        scf.if %1203 {
          %1229 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1204 = arith.addi %612, %c72_i32 overflow<nsw> : i32
        %1205 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1206 = arith.cmpi slt, %1204, %c450_i32 : i32
        %1207 = arith.cmpi slt, %1205, %c72_i32 : i32
        %1208 = arith.andi %1206, %1207 : i1
        scf.if %1208 {
          %1229 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1209 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %1210 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1211 = arith.cmpi slt, %1209, %c450_i32 : i32
        %1212 = arith.cmpi slt, %1210, %c72_i32 : i32
        %1213 = arith.andi %1211, %1212 : i1
        scf.if %1213 {
          %1229 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1214 = arith.addi %612, %c96_i32 overflow<nsw> : i32
        %1215 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1216 = arith.cmpi slt, %1214, %c450_i32 : i32
        %1217 = arith.cmpi slt, %1215, %c72_i32 : i32
        %1218 = arith.andi %1216, %1217 : i1
        scf.if %1218 {
          %1229 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1219 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %1220 = arith.addi %611, %c112_i32 overflow<nsw> : i32
        %1221 = arith.cmpi slt, %1219, %c450_i32 : i32
        %1222 = arith.cmpi slt, %1220, %c72_i32 : i32
        %1223 = arith.andi %1221, %1222 : i1
        scf.if %1223 {
          %1229 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1224 = arith.addi %612, %c104_i32 overflow<nsw> : i32
        %1225 = arith.addi %611, %c113_i32 overflow<nsw> : i32
        %1226 = arith.cmpi slt, %1224, %c450_i32 : i32
        %1227 = arith.cmpi slt, %1225, %c72_i32 : i32
        %1228 = arith.andi %1226, %1227 : i1
        scf.if %1228 {
          %1229 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1230 = llvm.load %1229 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1231 = llvm.getelementptr %546[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1230, %1231 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsconv2dSm8_ha81ccf97(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c65536_i64 = arith.constant 65536 : i64
    %0 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c65536_i64, gridDim = (%c4_i32, %c1_i32, %c1_i32), stream = %arg9) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %1 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0<%0> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %2 = cuda.cast %1 : !cuda.result -> i32
    cuda.return_if_error %2 : i32
    return %c0_i32 : i32
  }
}
