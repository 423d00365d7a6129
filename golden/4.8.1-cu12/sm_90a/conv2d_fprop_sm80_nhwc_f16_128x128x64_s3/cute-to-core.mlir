!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c113_i32 = arith.constant 113 : i32
      %c97_i32 = arith.constant 97 : i32
      %c81_i32 = arith.constant 81 : i32
      %c65_i32 = arith.constant 65 : i32
      %c49_i32 = arith.constant 49 : i32
      %c33_i32 = arith.constant 33 : i32
      %c17_i32 = arith.constant 17 : i32
      %c104_i32 = arith.constant 104 : i32
      %c40_i32 = arith.constant 40 : i32
      %c2304_i32 = arith.constant 2304 : i32
      %c576_i32 = arith.constant 576 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c7168_i32 = arith.constant 7168 : i32
      %c6144_i32 = arith.constant 6144 : i32
      %c5120_i32 = arith.constant 5120 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c3072_i32 = arith.constant 3072 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c112_i32 = arith.constant 112 : i32
      %c96_i32 = arith.constant 96 : i32
      %c80_i32 = arith.constant 80 : i32
      %c48_i32 = arith.constant 48 : i32
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
      %c4_i32 = arith.constant 4 : i32
      %c696_i32 = arith.constant 696 : i32
      %c24_i32 = arith.constant 24 : i32
      %c64_i32 = arith.constant 64 : i32
      %c512_i32 = arith.constant 512 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %c450_i32 = arith.constant 450 : i32
      %c0_i8 = arith.constant 0 : i8
      %c216_i32 = arith.constant 216 : i32
      %c0_i32 = arith.constant 0 : i32
      %c29_i32 = arith.constant 29 : i32
      %c-16_i64 = arith.constant -16 : i64
      %c2_i32 = arith.constant 2 : i32
      %c72_i32 = arith.constant 72 : i32
      %c32_i32 = arith.constant 32 : i32
      %c1152_i32 = arith.constant 1152 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c1024_i32 = arith.constant 1024 : i32
      %c-16_i32 = arith.constant -16 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-32_i32 = arith.constant -32 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : f16
      %c16_i32 = arith.constant 16 : i32
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
      %10 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %11 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %12 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %13 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %17 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %18 = llvm.alloca %c128_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %19 = llvm.alloca %c128_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %20 = llvm.alloca %c128_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
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
      %37 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %39 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %48 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %49 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %50 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %51 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %52 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %53 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %54 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %55 = llvm.alloca %c8_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %57 = nvvm.shfl.sync idx %c-1_i32, %56, %c0_i32, %c31_i32 : i32 -> i32
      %58 = arith.extui %57 : i32 to i64
      %59 = llvm.inttoptr %58 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%59, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %60 = llvm.ptrtoint %59 : !llvm.ptr<3> to i64
      %61 = llvm.inttoptr %60 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%61, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %62 = llvm.getelementptr %59[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %63 = llvm.ptrtoint %62 : !llvm.ptr<3> to i64
      %64 = llvm.inttoptr %63 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%64, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %65 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %66 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %67 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %68 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %69 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %70 = arith.floordivsi %69, %c8_i32 : i32
      %71 = arith.muli %70, %c8_i32 : i32
      %72 = arith.subi %c4_i32, %71 : i32
      %73 = arith.minsi %72, %c8_i32 : i32
      %74 = arith.subi %69, %71 : i32
      %75 = arith.remsi %74, %73 : i32
      %76 = arith.addi %71, %75 : i32
      %77 = arith.floordivsi %74, %73 : i32
      %78 = arith.muli %arg3, %c696_i32 : i32
      %79 = arith.muli %arg4, %c24_i32 : i32
      %80 = arith.muli %arg8, %c24_i32 : i32
      %81 = arith.muli %arg7, %c696_i32 : i32
      %82 = arith.muli %arg5, %c696_i32 : i32
      %83 = arith.muli %arg6, %c24_i32 : i32
      %84 = arith.addi %82, %83 : i32
      %85 = arith.muli %76, %c9216_i32 overflow<nsw> : i32
      %86 = llvm.getelementptr %67[%85] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %87 = arith.muli %76, %c128_i32 overflow<nsw> : i32
      %88 = arith.divsi %68, %c8_i32 : i32
      %89 = arith.remsi %68, %c8_i32 : i32
      %90 = arith.muli %89, %c8_i32 overflow<nsw> : i32
      %91 = arith.remsi %88, %c8_i32 : i32
      %92 = arith.muli %91, %c64_i32 overflow<nsw> : i32
      %93 = arith.addi %90, %92 overflow<nsw> : i32
      %94 = arith.divsi %88, %c8_i32 : i32
      %95 = arith.muli %94, %c512_i32 overflow<nsw> : i32
      %96 = arith.andi %93, %c448_i32 : i32
      %97 = arith.shrui %96, %c3_i32 : i32
      %98 = arith.xori %93, %97 : i32
      %99 = arith.addi %98, %95 overflow<nsw> : i32
      %100 = llvm.getelementptr %61[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %101 = llvm.getelementptr %64[%99] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %102 = arith.muli %76, %c128_i32 : i32
      %103 = arith.addi %102, %88 overflow<nsw> : i32
      %104 = arith.divsi %103, %c225_i32 : i32
      %105 = arith.muli %104, %c225_i32 overflow<nsw> : i32
      %106 = arith.subi %103, %105 overflow<nsw> : i32
      %107 = arith.divsi %106, %c15_i32 : i32
      %108 = arith.muli %107, %c15_i32 overflow<nsw> : i32
      %109 = arith.subi %106, %108 overflow<nsw> : i32
      %110 = arith.muli %104, %c20184_i32 overflow<nsw> : i32
      %111 = arith.muli %107, %78 overflow<nsw> : i32
      %112 = arith.addi %110, %111 overflow<nsw> : i32
      %113 = arith.muli %109, %79 overflow<nsw> : i32
      %114 = arith.addi %112, %113 overflow<nsw> : i32
      %115 = arith.subi %114, %84 overflow<nsw> : i32
      llvm.store %115, %55 {alignment = 32 : i64} : i32, !llvm.ptr
      %116 = arith.muli %107, %arg3 overflow<nsw> : i32
      %117 = arith.subi %116, %arg5 overflow<nsw> : i32
      llvm.store %117, %54 {alignment = 32 : i64} : i32, !llvm.ptr
      %118 = arith.muli %109, %arg4 overflow<nsw> : i32
      %119 = arith.subi %118, %arg6 overflow<nsw> : i32
      %120 = llvm.getelementptr %54[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %119, %120 {alignment = 32 : i64} : i32, !llvm.ptr
      %121 = arith.cmpi slt, %103, %c450_i32 : i32
      %122 = arith.extui %121 : i1 to i8
      llvm.store %122, %53 {alignment = 32 : i64} : i8, !llvm.ptr
      %123 = arith.addi %88, %c16_i32 overflow<nsw> : i32
      %124 = arith.addi %102, %123 overflow<nsw> : i32
      %125 = arith.divsi %124, %c225_i32 : i32
      %126 = arith.muli %125, %c225_i32 overflow<nsw> : i32
      %127 = arith.subi %124, %126 overflow<nsw> : i32
      %128 = arith.divsi %127, %c15_i32 : i32
      %129 = arith.muli %128, %c15_i32 overflow<nsw> : i32
      %130 = arith.subi %127, %129 overflow<nsw> : i32
      %131 = arith.muli %125, %c20184_i32 overflow<nsw> : i32
      %132 = arith.muli %128, %78 overflow<nsw> : i32
      %133 = arith.addi %131, %132 overflow<nsw> : i32
      %134 = arith.muli %130, %79 overflow<nsw> : i32
      %135 = arith.addi %133, %134 overflow<nsw> : i32
      %136 = arith.subi %135, %84 overflow<nsw> : i32
      %137 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %136, %137 {alignment = 4 : i64} : i32, !llvm.ptr
      %138 = arith.muli %128, %arg3 overflow<nsw> : i32
      %139 = arith.subi %138, %arg5 overflow<nsw> : i32
      %140 = llvm.getelementptr %54[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %139, %140 {alignment = 4 : i64} : i32, !llvm.ptr
      %141 = arith.muli %130, %arg4 overflow<nsw> : i32
      %142 = arith.subi %141, %arg6 overflow<nsw> : i32
      %143 = llvm.getelementptr %54[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %142, %143 {alignment = 4 : i64} : i32, !llvm.ptr
      %144 = arith.cmpi slt, %124, %c450_i32 : i32
      %145 = arith.extui %144 : i1 to i8
      %146 = llvm.getelementptr %53[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %145, %146 {alignment = 1 : i64} : i8, !llvm.ptr
      %147 = arith.addi %88, %c32_i32 overflow<nsw> : i32
      %148 = arith.addi %102, %147 overflow<nsw> : i32
      %149 = arith.divsi %148, %c225_i32 : i32
      %150 = arith.muli %149, %c225_i32 overflow<nsw> : i32
      %151 = arith.subi %148, %150 overflow<nsw> : i32
      %152 = arith.divsi %151, %c15_i32 : i32
      %153 = arith.muli %152, %c15_i32 overflow<nsw> : i32
      %154 = arith.subi %151, %153 overflow<nsw> : i32
      %155 = arith.muli %149, %c20184_i32 overflow<nsw> : i32
      %156 = arith.muli %152, %78 overflow<nsw> : i32
      %157 = arith.addi %155, %156 overflow<nsw> : i32
      %158 = arith.muli %154, %79 overflow<nsw> : i32
      %159 = arith.addi %157, %158 overflow<nsw> : i32
      %160 = arith.subi %159, %84 overflow<nsw> : i32
      %161 = llvm.getelementptr %55[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %160, %161 {alignment = 8 : i64} : i32, !llvm.ptr
      %162 = arith.muli %152, %arg3 overflow<nsw> : i32
      %163 = arith.subi %162, %arg5 overflow<nsw> : i32
      %164 = llvm.getelementptr %54[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %163, %164 {alignment = 8 : i64} : i32, !llvm.ptr
      %165 = arith.muli %154, %arg4 overflow<nsw> : i32
      %166 = arith.subi %165, %arg6 overflow<nsw> : i32
      %167 = llvm.getelementptr %54[10] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %166, %167 {alignment = 8 : i64} : i32, !llvm.ptr
      %168 = arith.cmpi slt, %148, %c450_i32 : i32
      %169 = arith.extui %168 : i1 to i8
      %170 = llvm.getelementptr %53[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %169, %170 {alignment = 2 : i64} : i8, !llvm.ptr
      %171 = arith.addi %88, %c48_i32 overflow<nsw> : i32
      %172 = arith.addi %102, %171 overflow<nsw> : i32
      %173 = arith.divsi %172, %c225_i32 : i32
      %174 = arith.muli %173, %c225_i32 overflow<nsw> : i32
      %175 = arith.subi %172, %174 overflow<nsw> : i32
      %176 = arith.divsi %175, %c15_i32 : i32
      %177 = arith.muli %176, %c15_i32 overflow<nsw> : i32
      %178 = arith.subi %175, %177 overflow<nsw> : i32
      %179 = arith.muli %173, %c20184_i32 overflow<nsw> : i32
      %180 = arith.muli %176, %78 overflow<nsw> : i32
      %181 = arith.addi %179, %180 overflow<nsw> : i32
      %182 = arith.muli %178, %79 overflow<nsw> : i32
      %183 = arith.addi %181, %182 overflow<nsw> : i32
      %184 = arith.subi %183, %84 overflow<nsw> : i32
      %185 = llvm.getelementptr %55[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %184, %185 {alignment = 4 : i64} : i32, !llvm.ptr
      %186 = arith.muli %176, %arg3 overflow<nsw> : i32
      %187 = arith.subi %186, %arg5 overflow<nsw> : i32
      %188 = llvm.getelementptr %54[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %187, %188 {alignment = 4 : i64} : i32, !llvm.ptr
      %189 = arith.muli %178, %arg4 overflow<nsw> : i32
      %190 = arith.subi %189, %arg6 overflow<nsw> : i32
      %191 = llvm.getelementptr %54[11] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %190, %191 {alignment = 4 : i64} : i32, !llvm.ptr
      %192 = arith.cmpi slt, %172, %c450_i32 : i32
      %193 = arith.extui %192 : i1 to i8
      %194 = llvm.getelementptr %53[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %193, %194 {alignment = 1 : i64} : i8, !llvm.ptr
      %195 = arith.addi %88, %c64_i32 overflow<nsw> : i32
      %196 = arith.addi %102, %195 overflow<nsw> : i32
      %197 = arith.divsi %196, %c225_i32 : i32
      %198 = arith.muli %197, %c225_i32 overflow<nsw> : i32
      %199 = arith.subi %196, %198 overflow<nsw> : i32
      %200 = arith.divsi %199, %c15_i32 : i32
      %201 = arith.muli %200, %c15_i32 overflow<nsw> : i32
      %202 = arith.subi %199, %201 overflow<nsw> : i32
      %203 = arith.muli %197, %c20184_i32 overflow<nsw> : i32
      %204 = arith.muli %200, %78 overflow<nsw> : i32
      %205 = arith.addi %203, %204 overflow<nsw> : i32
      %206 = arith.muli %202, %79 overflow<nsw> : i32
      %207 = arith.addi %205, %206 overflow<nsw> : i32
      %208 = arith.subi %207, %84 overflow<nsw> : i32
      %209 = llvm.getelementptr %55[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %208, %209 {alignment = 16 : i64} : i32, !llvm.ptr
      %210 = arith.muli %200, %arg3 overflow<nsw> : i32
      %211 = arith.subi %210, %arg5 overflow<nsw> : i32
      %212 = llvm.getelementptr %54[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %211, %212 {alignment = 16 : i64} : i32, !llvm.ptr
      %213 = arith.muli %202, %arg4 overflow<nsw> : i32
      %214 = arith.subi %213, %arg6 overflow<nsw> : i32
      %215 = llvm.getelementptr %54[12] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %214, %215 {alignment = 16 : i64} : i32, !llvm.ptr
      %216 = arith.cmpi slt, %196, %c450_i32 : i32
      %217 = arith.extui %216 : i1 to i8
      %218 = llvm.getelementptr %53[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %217, %218 {alignment = 4 : i64} : i8, !llvm.ptr
      %219 = arith.addi %88, %c80_i32 overflow<nsw> : i32
      %220 = arith.addi %102, %219 overflow<nsw> : i32
      %221 = arith.divsi %220, %c225_i32 : i32
      %222 = arith.muli %221, %c225_i32 overflow<nsw> : i32
      %223 = arith.subi %220, %222 overflow<nsw> : i32
      %224 = arith.divsi %223, %c15_i32 : i32
      %225 = arith.muli %224, %c15_i32 overflow<nsw> : i32
      %226 = arith.subi %223, %225 overflow<nsw> : i32
      %227 = arith.muli %221, %c20184_i32 overflow<nsw> : i32
      %228 = arith.muli %224, %78 overflow<nsw> : i32
      %229 = arith.addi %227, %228 overflow<nsw> : i32
      %230 = arith.muli %226, %79 overflow<nsw> : i32
      %231 = arith.addi %229, %230 overflow<nsw> : i32
      %232 = arith.subi %231, %84 overflow<nsw> : i32
      %233 = llvm.getelementptr %55[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %232, %233 {alignment = 4 : i64} : i32, !llvm.ptr
      %234 = arith.muli %224, %arg3 overflow<nsw> : i32
      %235 = arith.subi %234, %arg5 overflow<nsw> : i32
      %236 = llvm.getelementptr %54[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %235, %236 {alignment = 4 : i64} : i32, !llvm.ptr
      %237 = arith.muli %226, %arg4 overflow<nsw> : i32
      %238 = arith.subi %237, %arg6 overflow<nsw> : i32
      %239 = llvm.getelementptr %54[13] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %238, %239 {alignment = 4 : i64} : i32, !llvm.ptr
      %240 = arith.cmpi slt, %220, %c450_i32 : i32
      %241 = arith.extui %240 : i1 to i8
      %242 = llvm.getelementptr %53[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %241, %242 {alignment = 1 : i64} : i8, !llvm.ptr
      %243 = arith.addi %88, %c96_i32 overflow<nsw> : i32
      %244 = arith.addi %102, %243 overflow<nsw> : i32
      %245 = arith.divsi %244, %c225_i32 : i32
      %246 = arith.muli %245, %c225_i32 overflow<nsw> : i32
      %247 = arith.subi %244, %246 overflow<nsw> : i32
      %248 = arith.divsi %247, %c15_i32 : i32
      %249 = arith.muli %248, %c15_i32 overflow<nsw> : i32
      %250 = arith.subi %247, %249 overflow<nsw> : i32
      %251 = arith.muli %245, %c20184_i32 overflow<nsw> : i32
      %252 = arith.muli %248, %78 overflow<nsw> : i32
      %253 = arith.addi %251, %252 overflow<nsw> : i32
      %254 = arith.muli %250, %79 overflow<nsw> : i32
      %255 = arith.addi %253, %254 overflow<nsw> : i32
      %256 = arith.subi %255, %84 overflow<nsw> : i32
      %257 = llvm.getelementptr %55[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %256, %257 {alignment = 8 : i64} : i32, !llvm.ptr
      %258 = arith.muli %248, %arg3 overflow<nsw> : i32
      %259 = arith.subi %258, %arg5 overflow<nsw> : i32
      %260 = llvm.getelementptr %54[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %259, %260 {alignment = 8 : i64} : i32, !llvm.ptr
      %261 = arith.muli %250, %arg4 overflow<nsw> : i32
      %262 = arith.subi %261, %arg6 overflow<nsw> : i32
      %263 = llvm.getelementptr %54[14] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %262, %263 {alignment = 8 : i64} : i32, !llvm.ptr
      %264 = arith.cmpi slt, %244, %c450_i32 : i32
      %265 = arith.extui %264 : i1 to i8
      %266 = llvm.getelementptr %53[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %265, %266 {alignment = 2 : i64} : i8, !llvm.ptr
      %267 = arith.addi %88, %c112_i32 overflow<nsw> : i32
      %268 = arith.addi %102, %267 overflow<nsw> : i32
      %269 = arith.divsi %268, %c225_i32 : i32
      %270 = arith.muli %269, %c225_i32 overflow<nsw> : i32
      %271 = arith.subi %268, %270 overflow<nsw> : i32
      %272 = arith.divsi %271, %c15_i32 : i32
      %273 = arith.muli %272, %c15_i32 overflow<nsw> : i32
      %274 = arith.subi %271, %273 overflow<nsw> : i32
      %275 = arith.muli %269, %c20184_i32 overflow<nsw> : i32
      %276 = arith.muli %272, %78 overflow<nsw> : i32
      %277 = arith.addi %275, %276 overflow<nsw> : i32
      %278 = arith.muli %274, %79 overflow<nsw> : i32
      %279 = arith.addi %277, %278 overflow<nsw> : i32
      %280 = arith.subi %279, %84 overflow<nsw> : i32
      %281 = llvm.getelementptr %55[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %280, %281 {alignment = 4 : i64} : i32, !llvm.ptr
      %282 = arith.muli %272, %arg3 overflow<nsw> : i32
      %283 = arith.subi %282, %arg5 overflow<nsw> : i32
      %284 = llvm.getelementptr %54[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %283, %284 {alignment = 4 : i64} : i32, !llvm.ptr
      %285 = arith.muli %274, %arg4 overflow<nsw> : i32
      %286 = arith.subi %285, %arg6 overflow<nsw> : i32
      %287 = llvm.getelementptr %54[15] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %286, %287 {alignment = 4 : i64} : i32, !llvm.ptr
      %288 = arith.cmpi slt, %268, %c450_i32 : i32
      %289 = arith.extui %288 : i1 to i8
      %290 = llvm.getelementptr %53[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %289, %290 {alignment = 1 : i64} : i8, !llvm.ptr
      %291 = arith.divsi %90, %c24_i32 : i32
      %292 = arith.muli %291, %c24_i32 overflow<nsw> : i32
      %293 = arith.subi %90, %292 overflow<nsw> : i32
      %294 = arith.divsi %291, %c3_i32 : i32
      %295 = arith.muli %294, %c3_i32 overflow<nsw> : i32
      %296 = arith.subi %291, %295 overflow<nsw> : i32
      %297 = arith.muli %296, %80 overflow<nsw> : i32
      %298 = arith.addi %293, %297 overflow<nsw> : i32
      %299 = arith.muli %294, %81 overflow<nsw> : i32
      %300 = arith.addi %298, %299 overflow<nsw> : i32
      %301 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> i32
      %302 = arith.divsi %90, %c24_i32 : i32
      %303 = arith.divsi %302, %c3_i32 : i32
      %304 = arith.muli %303, %arg7 : i32
      %305 = arith.addi %301, %304 : i32
      %306 = llvm.load %120 {alignment = 32 : i64} : !llvm.ptr -> i32
      %307 = arith.muli %296, %arg8 : i32
      %308 = arith.addi %306, %307 : i32
      %309 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> i8
      %310 = arith.cmpi ne, %309, %c0_i8 : i8
      %311 = arith.cmpi slt, %90, %c216_i32 : i32
      %312 = arith.andi %310, %311 : i1
      %313 = arith.cmpi sge, %305, %c0_i32 : i32
      %314 = arith.andi %312, %313 : i1
      %315 = arith.cmpi slt, %305, %c29_i32 : i32
      %316 = arith.andi %314, %315 : i1
      %317 = arith.cmpi sge, %308, %c0_i32 : i32
      %318 = arith.andi %316, %317 : i1
      %319 = arith.cmpi slt, %308, %c29_i32 : i32
      %320 = arith.andi %318, %319 : i1
      scf.if %320 {
        %763 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %100, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %52 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %52[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %52[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %52[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %52[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %52[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %52[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %52[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %52 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %100 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %321 = llvm.load %140 {alignment = 4 : i64} : !llvm.ptr -> i32
      %322 = arith.divsi %90, %c24_i32 : i32
      %323 = arith.divsi %322, %c3_i32 : i32
      %324 = arith.muli %323, %arg7 : i32
      %325 = arith.addi %321, %324 : i32
      %326 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr -> i32
      %327 = arith.muli %296, %arg8 : i32
      %328 = arith.addi %326, %327 : i32
      %329 = llvm.getelementptr %100[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %330 = llvm.load %146 {alignment = 1 : i64} : !llvm.ptr -> i8
      %331 = arith.cmpi ne, %330, %c0_i8 : i8
      %332 = arith.andi %331, %311 : i1
      %333 = arith.cmpi sge, %325, %c0_i32 : i32
      %334 = arith.andi %332, %333 : i1
      %335 = arith.cmpi slt, %325, %c29_i32 : i32
      %336 = arith.andi %334, %335 : i1
      %337 = arith.cmpi sge, %328, %c0_i32 : i32
      %338 = arith.andi %336, %337 : i1
      %339 = arith.cmpi slt, %328, %c29_i32 : i32
      %340 = arith.andi %338, %339 : i1
      scf.if %340 {
        %763 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %329, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %51 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %51[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %51[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %51[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %51[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %51[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %51[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %51[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %51 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %329 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %341 = llvm.load %164 {alignment = 8 : i64} : !llvm.ptr -> i32
      %342 = arith.divsi %90, %c24_i32 : i32
      %343 = arith.divsi %342, %c3_i32 : i32
      %344 = arith.muli %343, %arg7 : i32
      %345 = arith.addi %341, %344 : i32
      %346 = llvm.load %167 {alignment = 8 : i64} : !llvm.ptr -> i32
      %347 = arith.muli %296, %arg8 : i32
      %348 = arith.addi %346, %347 : i32
      %349 = llvm.getelementptr %100[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %350 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> i8
      %351 = arith.cmpi ne, %350, %c0_i8 : i8
      %352 = arith.andi %351, %311 : i1
      %353 = arith.cmpi sge, %345, %c0_i32 : i32
      %354 = arith.andi %352, %353 : i1
      %355 = arith.cmpi slt, %345, %c29_i32 : i32
      %356 = arith.andi %354, %355 : i1
      %357 = arith.cmpi sge, %348, %c0_i32 : i32
      %358 = arith.andi %356, %357 : i1
      %359 = arith.cmpi slt, %348, %c29_i32 : i32
      %360 = arith.andi %358, %359 : i1
      scf.if %360 {
        %763 = llvm.load %161 {alignment = 8 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %349, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %50 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %50[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %50[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %50[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %50[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %50[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %50[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %50[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %349 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %361 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> i32
      %362 = arith.divsi %90, %c24_i32 : i32
      %363 = arith.divsi %362, %c3_i32 : i32
      %364 = arith.muli %363, %arg7 : i32
      %365 = arith.addi %361, %364 : i32
      %366 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> i32
      %367 = arith.muli %296, %arg8 : i32
      %368 = arith.addi %366, %367 : i32
      %369 = llvm.getelementptr %100[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %370 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
      %371 = arith.cmpi ne, %370, %c0_i8 : i8
      %372 = arith.andi %371, %311 : i1
      %373 = arith.cmpi sge, %365, %c0_i32 : i32
      %374 = arith.andi %372, %373 : i1
      %375 = arith.cmpi slt, %365, %c29_i32 : i32
      %376 = arith.andi %374, %375 : i1
      %377 = arith.cmpi sge, %368, %c0_i32 : i32
      %378 = arith.andi %376, %377 : i1
      %379 = arith.cmpi slt, %368, %c29_i32 : i32
      %380 = arith.andi %378, %379 : i1
      scf.if %380 {
        %763 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %369, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %49 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %49[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %49[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %49[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %49[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %49[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %49[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %49[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %49 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %369 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %381 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr -> i32
      %382 = arith.divsi %90, %c24_i32 : i32
      %383 = arith.divsi %382, %c3_i32 : i32
      %384 = arith.muli %383, %arg7 : i32
      %385 = arith.addi %381, %384 : i32
      %386 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr -> i32
      %387 = arith.muli %296, %arg8 : i32
      %388 = arith.addi %386, %387 : i32
      %389 = llvm.getelementptr %100[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %390 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> i8
      %391 = arith.cmpi ne, %390, %c0_i8 : i8
      %392 = arith.andi %391, %311 : i1
      %393 = arith.cmpi sge, %385, %c0_i32 : i32
      %394 = arith.andi %392, %393 : i1
      %395 = arith.cmpi slt, %385, %c29_i32 : i32
      %396 = arith.andi %394, %395 : i1
      %397 = arith.cmpi sge, %388, %c0_i32 : i32
      %398 = arith.andi %396, %397 : i1
      %399 = arith.cmpi slt, %388, %c29_i32 : i32
      %400 = arith.andi %398, %399 : i1
      scf.if %400 {
        %763 = llvm.load %209 {alignment = 16 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %389, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %48 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %48[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %48[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %48[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %48[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %48[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %48[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %48[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %389 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %401 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %402 = arith.divsi %90, %c24_i32 : i32
      %403 = arith.divsi %402, %c3_i32 : i32
      %404 = arith.muli %403, %arg7 : i32
      %405 = arith.addi %401, %404 : i32
      %406 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> i32
      %407 = arith.muli %296, %arg8 : i32
      %408 = arith.addi %406, %407 : i32
      %409 = llvm.getelementptr %100[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %410 = llvm.load %242 {alignment = 1 : i64} : !llvm.ptr -> i8
      %411 = arith.cmpi ne, %410, %c0_i8 : i8
      %412 = arith.andi %411, %311 : i1
      %413 = arith.cmpi sge, %405, %c0_i32 : i32
      %414 = arith.andi %412, %413 : i1
      %415 = arith.cmpi slt, %405, %c29_i32 : i32
      %416 = arith.andi %414, %415 : i1
      %417 = arith.cmpi sge, %408, %c0_i32 : i32
      %418 = arith.andi %416, %417 : i1
      %419 = arith.cmpi slt, %408, %c29_i32 : i32
      %420 = arith.andi %418, %419 : i1
      scf.if %420 {
        %763 = llvm.load %233 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %409, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %47 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %47[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %47[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %47[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %47[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %47[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %47[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %47 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %409 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %421 = llvm.load %260 {alignment = 8 : i64} : !llvm.ptr -> i32
      %422 = arith.divsi %90, %c24_i32 : i32
      %423 = arith.divsi %422, %c3_i32 : i32
      %424 = arith.muli %423, %arg7 : i32
      %425 = arith.addi %421, %424 : i32
      %426 = llvm.load %263 {alignment = 8 : i64} : !llvm.ptr -> i32
      %427 = arith.muli %296, %arg8 : i32
      %428 = arith.addi %426, %427 : i32
      %429 = llvm.getelementptr %100[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %430 = llvm.load %266 {alignment = 2 : i64} : !llvm.ptr -> i8
      %431 = arith.cmpi ne, %430, %c0_i8 : i8
      %432 = arith.andi %431, %311 : i1
      %433 = arith.cmpi sge, %425, %c0_i32 : i32
      %434 = arith.andi %432, %433 : i1
      %435 = arith.cmpi slt, %425, %c29_i32 : i32
      %436 = arith.andi %434, %435 : i1
      %437 = arith.cmpi sge, %428, %c0_i32 : i32
      %438 = arith.andi %436, %437 : i1
      %439 = arith.cmpi slt, %428, %c29_i32 : i32
      %440 = arith.andi %438, %439 : i1
      scf.if %440 {
        %763 = llvm.load %257 {alignment = 8 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %429, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %46 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %46[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %46[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %46[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %46[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %46[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %46[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %429 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %441 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> i32
      %442 = arith.divsi %90, %c24_i32 : i32
      %443 = arith.divsi %442, %c3_i32 : i32
      %444 = arith.muli %443, %arg7 : i32
      %445 = arith.addi %441, %444 : i32
      %446 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr -> i32
      %447 = arith.muli %296, %arg8 : i32
      %448 = arith.addi %446, %447 : i32
      %449 = llvm.getelementptr %100[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %450 = llvm.load %290 {alignment = 1 : i64} : !llvm.ptr -> i8
      %451 = arith.cmpi ne, %450, %c0_i8 : i8
      %452 = arith.andi %451, %311 : i1
      %453 = arith.cmpi sge, %445, %c0_i32 : i32
      %454 = arith.andi %452, %453 : i1
      %455 = arith.cmpi slt, %445, %c29_i32 : i32
      %456 = arith.andi %454, %455 : i1
      %457 = arith.cmpi sge, %448, %c0_i32 : i32
      %458 = arith.andi %456, %457 : i1
      %459 = arith.cmpi slt, %448, %c29_i32 : i32
      %460 = arith.andi %458, %459 : i1
      scf.if %460 {
        %763 = llvm.load %281 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %300 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %449, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %45 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %45[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %45[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %45[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %45[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %45[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %449 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %461 = arith.muli %77, %c128_i32 : i32
      %462 = arith.addi %461, %88 overflow<nsw> : i32
      %463 = arith.cmpi slt, %462, %c72_i32 : i32
      %464 = arith.andi %463, %311 : i1
      scf.if %464 {
        %763 = arith.muli %462, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %101, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %44 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %44[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %44[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %44[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %44[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %44[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %44 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %101 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %465 = arith.addi %461, %123 overflow<nsw> : i32
      %466 = llvm.getelementptr %101[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %467 = arith.cmpi slt, %465, %c72_i32 : i32
      %468 = arith.andi %467, %311 : i1
      scf.if %468 {
        %763 = arith.muli %465, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %466, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %43 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %43[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %43[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %43[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %43[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %43[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %43[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %43 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %466 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %469 = arith.addi %461, %147 overflow<nsw> : i32
      %470 = llvm.getelementptr %101[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %471 = arith.cmpi slt, %469, %c72_i32 : i32
      %472 = arith.andi %471, %311 : i1
      scf.if %472 {
        %763 = arith.muli %469, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %470, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %42 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %42 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %470 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %473 = arith.addi %461, %171 overflow<nsw> : i32
      %474 = llvm.getelementptr %101[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %475 = arith.cmpi slt, %473, %c72_i32 : i32
      %476 = arith.andi %475, %311 : i1
      scf.if %476 {
        %763 = arith.muli %473, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %474, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %41 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %41 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %474 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %477 = arith.addi %461, %195 overflow<nsw> : i32
      %478 = llvm.getelementptr %101[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %479 = arith.cmpi slt, %477, %c72_i32 : i32
      %480 = arith.andi %479, %311 : i1
      scf.if %480 {
        %763 = arith.muli %477, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %478, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %40 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %478 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %481 = arith.addi %461, %219 overflow<nsw> : i32
      %482 = llvm.getelementptr %101[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %483 = arith.cmpi slt, %481, %c72_i32 : i32
      %484 = arith.andi %483, %311 : i1
      scf.if %484 {
        %763 = arith.muli %481, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %482, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %39 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %39[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %39[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %39[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %39[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %39[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %482 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %485 = arith.addi %461, %243 overflow<nsw> : i32
      %486 = llvm.getelementptr %101[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %487 = arith.cmpi slt, %485, %c72_i32 : i32
      %488 = arith.andi %487, %311 : i1
      scf.if %488 {
        %763 = arith.muli %485, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %486, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %38 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %38[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %38[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %38[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %38[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %38[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %38[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %38[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %486 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %489 = arith.addi %461, %267 overflow<nsw> : i32
      %490 = llvm.getelementptr %101[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %491 = arith.cmpi slt, %489, %c72_i32 : i32
      %492 = arith.andi %491, %311 : i1
      scf.if %492 {
        %763 = arith.muli %489, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %490, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %37 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %490 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %493 = arith.addi %90, %c64_i32 overflow<nsw> : i32
      %494 = arith.divsi %493, %c24_i32 : i32
      %495 = arith.muli %494, %c24_i32 overflow<nsw> : i32
      %496 = arith.subi %493, %495 overflow<nsw> : i32
      %497 = arith.divsi %494, %c3_i32 : i32
      %498 = arith.muli %497, %c3_i32 overflow<nsw> : i32
      %499 = arith.subi %494, %498 overflow<nsw> : i32
      %500 = arith.muli %499, %80 overflow<nsw> : i32
      %501 = arith.addi %496, %500 overflow<nsw> : i32
      %502 = arith.muli %497, %81 overflow<nsw> : i32
      %503 = arith.addi %501, %502 overflow<nsw> : i32
      %504 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> i32
      %505 = arith.divsi %493, %c24_i32 : i32
      %506 = arith.divsi %505, %c3_i32 : i32
      %507 = arith.muli %506, %arg7 : i32
      %508 = arith.addi %504, %507 : i32
      %509 = llvm.load %120 {alignment = 32 : i64} : !llvm.ptr -> i32
      %510 = arith.muli %499, %arg8 : i32
      %511 = arith.addi %509, %510 : i32
      %512 = llvm.getelementptr %100[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %513 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> i8
      %514 = arith.cmpi ne, %513, %c0_i8 : i8
      %515 = arith.cmpi slt, %493, %c216_i32 : i32
      %516 = arith.andi %514, %515 : i1
      %517 = arith.cmpi sge, %508, %c0_i32 : i32
      %518 = arith.andi %516, %517 : i1
      %519 = arith.cmpi slt, %508, %c29_i32 : i32
      %520 = arith.andi %518, %519 : i1
      %521 = arith.cmpi sge, %511, %c0_i32 : i32
      %522 = arith.andi %520, %521 : i1
      %523 = arith.cmpi slt, %511, %c29_i32 : i32
      %524 = arith.andi %522, %523 : i1
      scf.if %524 {
        %763 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %512, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %36 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %512 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %525 = llvm.load %140 {alignment = 4 : i64} : !llvm.ptr -> i32
      %526 = arith.divsi %493, %c24_i32 : i32
      %527 = arith.divsi %526, %c3_i32 : i32
      %528 = arith.muli %527, %arg7 : i32
      %529 = arith.addi %525, %528 : i32
      %530 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr -> i32
      %531 = arith.muli %499, %arg8 : i32
      %532 = arith.addi %530, %531 : i32
      %533 = llvm.getelementptr %100[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %534 = llvm.load %146 {alignment = 1 : i64} : !llvm.ptr -> i8
      %535 = arith.cmpi ne, %534, %c0_i8 : i8
      %536 = arith.andi %535, %515 : i1
      %537 = arith.cmpi sge, %529, %c0_i32 : i32
      %538 = arith.andi %536, %537 : i1
      %539 = arith.cmpi slt, %529, %c29_i32 : i32
      %540 = arith.andi %538, %539 : i1
      %541 = arith.cmpi sge, %532, %c0_i32 : i32
      %542 = arith.andi %540, %541 : i1
      %543 = arith.cmpi slt, %532, %c29_i32 : i32
      %544 = arith.andi %542, %543 : i1
      scf.if %544 {
        %763 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %533, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %35 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %533 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %545 = llvm.load %164 {alignment = 8 : i64} : !llvm.ptr -> i32
      %546 = arith.divsi %493, %c24_i32 : i32
      %547 = arith.divsi %546, %c3_i32 : i32
      %548 = arith.muli %547, %arg7 : i32
      %549 = arith.addi %545, %548 : i32
      %550 = llvm.load %167 {alignment = 8 : i64} : !llvm.ptr -> i32
      %551 = arith.muli %499, %arg8 : i32
      %552 = arith.addi %550, %551 : i32
      %553 = llvm.getelementptr %100[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %554 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> i8
      %555 = arith.cmpi ne, %554, %c0_i8 : i8
      %556 = arith.andi %555, %515 : i1
      %557 = arith.cmpi sge, %549, %c0_i32 : i32
      %558 = arith.andi %556, %557 : i1
      %559 = arith.cmpi slt, %549, %c29_i32 : i32
      %560 = arith.andi %558, %559 : i1
      %561 = arith.cmpi sge, %552, %c0_i32 : i32
      %562 = arith.andi %560, %561 : i1
      %563 = arith.cmpi slt, %552, %c29_i32 : i32
      %564 = arith.andi %562, %563 : i1
      scf.if %564 {
        %763 = llvm.load %161 {alignment = 8 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %553, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %34 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %553 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %565 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> i32
      %566 = arith.divsi %493, %c24_i32 : i32
      %567 = arith.divsi %566, %c3_i32 : i32
      %568 = arith.muli %567, %arg7 : i32
      %569 = arith.addi %565, %568 : i32
      %570 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> i32
      %571 = arith.muli %499, %arg8 : i32
      %572 = arith.addi %570, %571 : i32
      %573 = llvm.getelementptr %100[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %574 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
      %575 = arith.cmpi ne, %574, %c0_i8 : i8
      %576 = arith.andi %575, %515 : i1
      %577 = arith.cmpi sge, %569, %c0_i32 : i32
      %578 = arith.andi %576, %577 : i1
      %579 = arith.cmpi slt, %569, %c29_i32 : i32
      %580 = arith.andi %578, %579 : i1
      %581 = arith.cmpi sge, %572, %c0_i32 : i32
      %582 = arith.andi %580, %581 : i1
      %583 = arith.cmpi slt, %572, %c29_i32 : i32
      %584 = arith.andi %582, %583 : i1
      scf.if %584 {
        %763 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %573, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %33 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %33[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %33[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %33[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %33[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %573 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %585 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr -> i32
      %586 = arith.divsi %493, %c24_i32 : i32
      %587 = arith.divsi %586, %c3_i32 : i32
      %588 = arith.muli %587, %arg7 : i32
      %589 = arith.addi %585, %588 : i32
      %590 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr -> i32
      %591 = arith.muli %499, %arg8 : i32
      %592 = arith.addi %590, %591 : i32
      %593 = llvm.getelementptr %100[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %594 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> i8
      %595 = arith.cmpi ne, %594, %c0_i8 : i8
      %596 = arith.andi %595, %515 : i1
      %597 = arith.cmpi sge, %589, %c0_i32 : i32
      %598 = arith.andi %596, %597 : i1
      %599 = arith.cmpi slt, %589, %c29_i32 : i32
      %600 = arith.andi %598, %599 : i1
      %601 = arith.cmpi sge, %592, %c0_i32 : i32
      %602 = arith.andi %600, %601 : i1
      %603 = arith.cmpi slt, %592, %c29_i32 : i32
      %604 = arith.andi %602, %603 : i1
      scf.if %604 {
        %763 = llvm.load %209 {alignment = 16 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %593, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %32 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %32[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %32[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %32[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %32[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %593 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %605 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %606 = arith.divsi %493, %c24_i32 : i32
      %607 = arith.divsi %606, %c3_i32 : i32
      %608 = arith.muli %607, %arg7 : i32
      %609 = arith.addi %605, %608 : i32
      %610 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> i32
      %611 = arith.muli %499, %arg8 : i32
      %612 = arith.addi %610, %611 : i32
      %613 = llvm.getelementptr %100[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %614 = llvm.load %242 {alignment = 1 : i64} : !llvm.ptr -> i8
      %615 = arith.cmpi ne, %614, %c0_i8 : i8
      %616 = arith.andi %615, %515 : i1
      %617 = arith.cmpi sge, %609, %c0_i32 : i32
      %618 = arith.andi %616, %617 : i1
      %619 = arith.cmpi slt, %609, %c29_i32 : i32
      %620 = arith.andi %618, %619 : i1
      %621 = arith.cmpi sge, %612, %c0_i32 : i32
      %622 = arith.andi %620, %621 : i1
      %623 = arith.cmpi slt, %612, %c29_i32 : i32
      %624 = arith.andi %622, %623 : i1
      scf.if %624 {
        %763 = llvm.load %233 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %613, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %31 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %31[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %31[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %31[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %31[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %613 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %625 = llvm.load %260 {alignment = 8 : i64} : !llvm.ptr -> i32
      %626 = arith.divsi %493, %c24_i32 : i32
      %627 = arith.divsi %626, %c3_i32 : i32
      %628 = arith.muli %627, %arg7 : i32
      %629 = arith.addi %625, %628 : i32
      %630 = llvm.load %263 {alignment = 8 : i64} : !llvm.ptr -> i32
      %631 = arith.muli %499, %arg8 : i32
      %632 = arith.addi %630, %631 : i32
      %633 = llvm.getelementptr %100[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %634 = llvm.load %266 {alignment = 2 : i64} : !llvm.ptr -> i8
      %635 = arith.cmpi ne, %634, %c0_i8 : i8
      %636 = arith.andi %635, %515 : i1
      %637 = arith.cmpi sge, %629, %c0_i32 : i32
      %638 = arith.andi %636, %637 : i1
      %639 = arith.cmpi slt, %629, %c29_i32 : i32
      %640 = arith.andi %638, %639 : i1
      %641 = arith.cmpi sge, %632, %c0_i32 : i32
      %642 = arith.andi %640, %641 : i1
      %643 = arith.cmpi slt, %632, %c29_i32 : i32
      %644 = arith.andi %642, %643 : i1
      scf.if %644 {
        %763 = llvm.load %257 {alignment = 8 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %633, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %30 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %633 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %645 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> i32
      %646 = arith.divsi %493, %c24_i32 : i32
      %647 = arith.divsi %646, %c3_i32 : i32
      %648 = arith.muli %647, %arg7 : i32
      %649 = arith.addi %645, %648 : i32
      %650 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr -> i32
      %651 = arith.muli %499, %arg8 : i32
      %652 = arith.addi %650, %651 : i32
      %653 = llvm.getelementptr %100[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %654 = llvm.load %290 {alignment = 1 : i64} : !llvm.ptr -> i8
      %655 = arith.cmpi ne, %654, %c0_i8 : i8
      %656 = arith.andi %655, %515 : i1
      %657 = arith.cmpi sge, %649, %c0_i32 : i32
      %658 = arith.andi %656, %657 : i1
      %659 = arith.cmpi slt, %649, %c29_i32 : i32
      %660 = arith.andi %658, %659 : i1
      %661 = arith.cmpi sge, %652, %c0_i32 : i32
      %662 = arith.andi %660, %661 : i1
      %663 = arith.cmpi slt, %652, %c29_i32 : i32
      %664 = arith.andi %662, %663 : i1
      scf.if %664 {
        %763 = llvm.load %281 {alignment = 4 : i64} : !llvm.ptr -> i32
        %764 = arith.addi %763, %503 overflow<nsw> : i32
        %765 = llvm.getelementptr %65[%764] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
        %767 = arith.addi %766, %c15_i64 : i64
        %768 = arith.andi %767, %c-16_i64 : i64
        %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%769, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %653, %769, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %29 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %653 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %665 = llvm.getelementptr %101[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %666 = arith.andi %463, %515 : i1
      scf.if %666 {
        %763 = arith.muli %462, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %665, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %28 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %28 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %665 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %667 = llvm.getelementptr %101[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %668 = arith.andi %467, %515 : i1
      scf.if %668 {
        %763 = arith.muli %465, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %667, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %27 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %667 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %669 = llvm.getelementptr %101[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %670 = arith.andi %471, %515 : i1
      scf.if %670 {
        %763 = arith.muli %469, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %669, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %26 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %669 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %671 = llvm.getelementptr %101[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %672 = arith.andi %475, %515 : i1
      scf.if %672 {
        %763 = arith.muli %473, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %671, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %25 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %671 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %673 = llvm.getelementptr %101[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %674 = arith.andi %479, %515 : i1
      scf.if %674 {
        %763 = arith.muli %477, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %673, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %24 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %673 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %675 = llvm.getelementptr %101[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %676 = arith.andi %483, %515 : i1
      scf.if %676 {
        %763 = arith.muli %481, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %675, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %23 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %675 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %677 = llvm.getelementptr %101[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %678 = arith.andi %487, %515 : i1
      scf.if %678 {
        %763 = arith.muli %485, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %677, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %22 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %677 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %679 = llvm.getelementptr %101[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %680 = arith.andi %491, %515 : i1
      scf.if %680 {
        %763 = arith.muli %489, %c216_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %66[%763] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %765 = llvm.getelementptr %764[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %679, %765, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %21 {alignment = 32 : i64} : f16, !llvm.ptr
        %763 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %763 {alignment = 2 : i64} : f16, !llvm.ptr
        %764 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %764 {alignment = 4 : i64} : f16, !llvm.ptr
        %765 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %765 {alignment = 2 : i64} : f16, !llvm.ptr
        %766 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %766 {alignment = 8 : i64} : f16, !llvm.ptr
        %767 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %767 {alignment = 2 : i64} : f16, !llvm.ptr
        %768 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %768 {alignment = 4 : i64} : f16, !llvm.ptr
        %769 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %769 {alignment = 2 : i64} : f16, !llvm.ptr
        %770 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %770, %679 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %681 = arith.remsi %68, %c32_i32 : i32
      %682 = arith.divsi %68, %c32_i32 : i32
      %683 = arith.remsi %682, %c2_i32 : i32
      %684 = arith.divsi %68, %c64_i32 : i32
      %685 = arith.remsi %684, %c2_i32 : i32
      %686 = arith.remsi %681, %c32_i32 : i32
      %687 = arith.remsi %683, %c2_i32 : i32
      %688 = arith.remsi %685, %c2_i32 : i32
      %689 = arith.divsi %686, %c4_i32 : i32
      %690 = arith.remsi %686, %c4_i32 : i32
      %691 = arith.muli %690, %c2_i32 overflow<nsw> : i32
      %692 = arith.muli %689, %c72_i32 overflow<nsw> : i32
      %693 = arith.addi %691, %692 overflow<nsw> : i32
      %694 = arith.muli %687, %c1152_i32 overflow<nsw> : i32
      %695 = arith.muli %688, %c8_i32 overflow<nsw> : i32
      %696 = arith.addi %694, %695 overflow<nsw> : i32
      %697 = arith.addi %693, %696 overflow<nsw> : i32
      %698 = llvm.getelementptr %86[%697] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %cst, %18 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %699 = arith.divsi %68, %c16_i32 : i32
      %700 = arith.remsi %68, %c16_i32 : i32
      %701 = arith.remsi %700, %c8_i32 : i32
      %702 = arith.muli %701, %c64_i32 overflow<nsw> : i32
      %703 = arith.remsi %699, %c2_i32 : i32
      %704 = arith.muli %703, %c8_i32 overflow<nsw> : i32
      %705 = arith.addi %702, %704 overflow<nsw> : i32
      %706 = arith.divsi %700, %c8_i32 : i32
      %707 = arith.muli %706, %c512_i32 overflow<nsw> : i32
      %708 = arith.divsi %699, %c2_i32 : i32
      %709 = arith.remsi %708, %c2_i32 : i32
      %710 = arith.muli %709, %c1024_i32 overflow<nsw> : i32
      %711 = arith.addi %707, %710 overflow<nsw> : i32
      %712 = arith.andi %705, %c128_i32 : i32
      %713 = arith.cmpi eq, %712, %c0_i32 : i32
      %714 = arith.select %713, %c16_i32, %c-16_i32 : i32
      %715 = arith.andi %705, %c256_i32 : i32
      %716 = arith.cmpi eq, %715, %c0_i32 : i32
      %717 = arith.select %716, %c32_i32, %c-32_i32 : i32
      %718 = arith.andi %705, %c448_i32 : i32
      %719 = arith.shrui %718, %c3_i32 : i32
      %720 = arith.xori %705, %719 : i32
      %721 = arith.addi %720, %711 overflow<nsw> : i32
      %722 = llvm.getelementptr %61[%721] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %723 = arith.muli %89, %c64_i32 overflow<nsw> : i32
      %724 = arith.remsi %88, %c2_i32 : i32
      %725 = arith.muli %724, %c8_i32 overflow<nsw> : i32
      %726 = arith.addi %723, %725 overflow<nsw> : i32
      %727 = arith.divsi %88, %c2_i32 : i32
      %728 = arith.divsi %727, %c2_i32 : i32
      %729 = arith.remsi %727, %c2_i32 : i32
      %730 = arith.muli %729, %c1024_i32 overflow<nsw> : i32
      %731 = arith.divsi %728, %c2_i32 : i32
      %732 = arith.muli %731, %c512_i32 overflow<nsw> : i32
      %733 = arith.addi %730, %732 overflow<nsw> : i32
      %734 = arith.andi %726, %c128_i32 : i32
      %735 = arith.cmpi eq, %734, %c0_i32 : i32
      %736 = arith.select %735, %c16_i32, %c-16_i32 : i32
      %737 = arith.andi %726, %c256_i32 : i32
      %738 = arith.cmpi eq, %737, %c0_i32 : i32
      %739 = arith.select %738, %c32_i32, %c-32_i32 : i32
      %740 = arith.andi %726, %c448_i32 : i32
      %741 = arith.shrui %740, %c3_i32 : i32
      %742 = arith.xori %726, %741 : i32
      %743 = arith.addi %742, %733 overflow<nsw> : i32
      %744 = llvm.getelementptr %64[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %763 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %722[%763] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %765 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %766 = llvm.getelementptr %20[%765] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %767 = nvvm.ldmatrix %764 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %768 = llvm.extractvalue %767[0] : !llvm_struct_a37b2a
        %769 = llvm.extractvalue %767[1] : !llvm_struct_a37b2a
        %770 = llvm.extractvalue %767[2] : !llvm_struct_a37b2a
        %771 = llvm.extractvalue %767[3] : !llvm_struct_a37b2a
        llvm.store %768, %766 {alignment = 4 : i64} : i32, !llvm.ptr
        %772 = llvm.getelementptr %766[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %769, %772 {alignment = 4 : i64} : i32, !llvm.ptr
        %773 = llvm.getelementptr %766[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %770, %773 {alignment = 4 : i64} : i32, !llvm.ptr
        %774 = llvm.getelementptr %766[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %771, %774 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %763 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %764 = llvm.getelementptr %744[%763] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %765 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %766 = llvm.getelementptr %19[%765] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %767 = nvvm.ldmatrix %764 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %768 = llvm.extractvalue %767[0] : !llvm_struct_a37b2a
        %769 = llvm.extractvalue %767[1] : !llvm_struct_a37b2a
        %770 = llvm.extractvalue %767[2] : !llvm_struct_a37b2a
        %771 = llvm.extractvalue %767[3] : !llvm_struct_a37b2a
        llvm.store %768, %766 {alignment = 4 : i64} : i32, !llvm.ptr
        %772 = llvm.getelementptr %766[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %769, %772 {alignment = 4 : i64} : i32, !llvm.ptr
        %773 = llvm.getelementptr %766[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %770, %773 {alignment = 4 : i64} : i32, !llvm.ptr
        %774 = llvm.getelementptr %766[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %771, %774 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %745 = llvm.getelementptr %20[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %746 = llvm.getelementptr %19[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %747 = llvm.getelementptr %20[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %748 = llvm.getelementptr %19[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %749 = arith.addi %714, %717 overflow<nsw> : i32
      %750 = llvm.getelementptr %20[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %751 = arith.addi %736, %739 overflow<nsw> : i32
      %752 = llvm.getelementptr %19[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %753:2 = scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg10 = %c2_i32, %arg11 = %c0_i32) -> (i32, i32)  : i32 {
        %763 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %764 = arith.addi %714, %763 overflow<nsw> : i32
        %765 = llvm.getelementptr %722[%764] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %765[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %745[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %766 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %767 = arith.addi %736, %766 overflow<nsw> : i32
        %768 = llvm.getelementptr %744[%767] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %768[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %746[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %769 = arith.addi %arg9, %c2_i32 : i32
        %770 = arith.cmpi slt, %769, %c4_i32 : i32
        scf.if %770 {
          %790 = arith.muli %769, %c64_i32 : i32
          %791 = arith.addi %790, %90 overflow<nsw> : i32
          %792 = arith.divsi %791, %c24_i32 : i32
          %793 = arith.muli %792, %c24_i32 overflow<nsw> : i32
          %794 = arith.subi %791, %793 overflow<nsw> : i32
          %795 = arith.divsi %792, %c3_i32 : i32
          %796 = arith.muli %795, %c3_i32 overflow<nsw> : i32
          %797 = arith.subi %792, %796 overflow<nsw> : i32
          %798 = arith.muli %797, %80 overflow<nsw> : i32
          %799 = arith.addi %794, %798 overflow<nsw> : i32
          %800 = arith.muli %795, %81 overflow<nsw> : i32
          %801 = arith.addi %799, %800 overflow<nsw> : i32
          %802 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> i32
          %803 = arith.divsi %791, %c24_i32 : i32
          %804 = arith.divsi %803, %c3_i32 : i32
          %805 = arith.muli %804, %arg7 : i32
          %806 = arith.addi %802, %805 : i32
          %807 = llvm.load %120 {alignment = 32 : i64} : !llvm.ptr -> i32
          %808 = arith.muli %797, %arg8 : i32
          %809 = arith.addi %807, %808 : i32
          %810 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %811 = llvm.getelementptr %100[%810] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %812 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> i8
          %813 = arith.cmpi ne, %812, %c0_i8 : i8
          %814 = arith.cmpi slt, %791, %c216_i32 : i32
          %815 = arith.andi %813, %814 : i1
          %816 = arith.cmpi sge, %806, %c0_i32 : i32
          %817 = arith.andi %815, %816 : i1
          %818 = arith.cmpi slt, %806, %c29_i32 : i32
          %819 = arith.andi %817, %818 : i1
          %820 = arith.cmpi sge, %809, %c0_i32 : i32
          %821 = arith.andi %819, %820 : i1
          %822 = arith.cmpi slt, %809, %c29_i32 : i32
          %823 = arith.andi %821, %822 : i1
          scf.if %823 {
            %994 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %811, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %17 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %811 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %824 = llvm.load %140 {alignment = 4 : i64} : !llvm.ptr -> i32
          %825 = arith.divsi %791, %c24_i32 : i32
          %826 = arith.divsi %825, %c3_i32 : i32
          %827 = arith.muli %826, %arg7 : i32
          %828 = arith.addi %824, %827 : i32
          %829 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr -> i32
          %830 = arith.muli %797, %arg8 : i32
          %831 = arith.addi %829, %830 : i32
          %832 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %833 = arith.addi %832, %c1024_i32 overflow<nsw> : i32
          %834 = llvm.getelementptr %100[%833] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %835 = llvm.load %146 {alignment = 1 : i64} : !llvm.ptr -> i8
          %836 = arith.cmpi ne, %835, %c0_i8 : i8
          %837 = arith.andi %836, %814 : i1
          %838 = arith.cmpi sge, %828, %c0_i32 : i32
          %839 = arith.andi %837, %838 : i1
          %840 = arith.cmpi slt, %828, %c29_i32 : i32
          %841 = arith.andi %839, %840 : i1
          %842 = arith.cmpi sge, %831, %c0_i32 : i32
          %843 = arith.andi %841, %842 : i1
          %844 = arith.cmpi slt, %831, %c29_i32 : i32
          %845 = arith.andi %843, %844 : i1
          scf.if %845 {
            %994 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %834, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %16 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %16[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %16[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %16[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %16[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %16[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %834 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %846 = llvm.load %164 {alignment = 8 : i64} : !llvm.ptr -> i32
          %847 = arith.divsi %791, %c24_i32 : i32
          %848 = arith.divsi %847, %c3_i32 : i32
          %849 = arith.muli %848, %arg7 : i32
          %850 = arith.addi %846, %849 : i32
          %851 = llvm.load %167 {alignment = 8 : i64} : !llvm.ptr -> i32
          %852 = arith.muli %797, %arg8 : i32
          %853 = arith.addi %851, %852 : i32
          %854 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %855 = arith.addi %854, %c2048_i32 overflow<nsw> : i32
          %856 = llvm.getelementptr %100[%855] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %857 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> i8
          %858 = arith.cmpi ne, %857, %c0_i8 : i8
          %859 = arith.andi %858, %814 : i1
          %860 = arith.cmpi sge, %850, %c0_i32 : i32
          %861 = arith.andi %859, %860 : i1
          %862 = arith.cmpi slt, %850, %c29_i32 : i32
          %863 = arith.andi %861, %862 : i1
          %864 = arith.cmpi sge, %853, %c0_i32 : i32
          %865 = arith.andi %863, %864 : i1
          %866 = arith.cmpi slt, %853, %c29_i32 : i32
          %867 = arith.andi %865, %866 : i1
          scf.if %867 {
            %994 = llvm.load %161 {alignment = 8 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %856, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %15 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %15[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %15[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %15[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %856 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %868 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> i32
          %869 = arith.divsi %791, %c24_i32 : i32
          %870 = arith.divsi %869, %c3_i32 : i32
          %871 = arith.muli %870, %arg7 : i32
          %872 = arith.addi %868, %871 : i32
          %873 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> i32
          %874 = arith.muli %797, %arg8 : i32
          %875 = arith.addi %873, %874 : i32
          %876 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %877 = arith.addi %876, %c3072_i32 overflow<nsw> : i32
          %878 = llvm.getelementptr %100[%877] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %879 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
          %880 = arith.cmpi ne, %879, %c0_i8 : i8
          %881 = arith.andi %880, %814 : i1
          %882 = arith.cmpi sge, %872, %c0_i32 : i32
          %883 = arith.andi %881, %882 : i1
          %884 = arith.cmpi slt, %872, %c29_i32 : i32
          %885 = arith.andi %883, %884 : i1
          %886 = arith.cmpi sge, %875, %c0_i32 : i32
          %887 = arith.andi %885, %886 : i1
          %888 = arith.cmpi slt, %875, %c29_i32 : i32
          %889 = arith.andi %887, %888 : i1
          scf.if %889 {
            %994 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %878, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %14 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %878 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %890 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr -> i32
          %891 = arith.divsi %791, %c24_i32 : i32
          %892 = arith.divsi %891, %c3_i32 : i32
          %893 = arith.muli %892, %arg7 : i32
          %894 = arith.addi %890, %893 : i32
          %895 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr -> i32
          %896 = arith.muli %797, %arg8 : i32
          %897 = arith.addi %895, %896 : i32
          %898 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %899 = arith.addi %898, %c4096_i32 overflow<nsw> : i32
          %900 = llvm.getelementptr %100[%899] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %901 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> i8
          %902 = arith.cmpi ne, %901, %c0_i8 : i8
          %903 = arith.andi %902, %814 : i1
          %904 = arith.cmpi sge, %894, %c0_i32 : i32
          %905 = arith.andi %903, %904 : i1
          %906 = arith.cmpi slt, %894, %c29_i32 : i32
          %907 = arith.andi %905, %906 : i1
          %908 = arith.cmpi sge, %897, %c0_i32 : i32
          %909 = arith.andi %907, %908 : i1
          %910 = arith.cmpi slt, %897, %c29_i32 : i32
          %911 = arith.andi %909, %910 : i1
          scf.if %911 {
            %994 = llvm.load %209 {alignment = 16 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %900, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %13 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %900 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %912 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
          %913 = arith.divsi %791, %c24_i32 : i32
          %914 = arith.divsi %913, %c3_i32 : i32
          %915 = arith.muli %914, %arg7 : i32
          %916 = arith.addi %912, %915 : i32
          %917 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> i32
          %918 = arith.muli %797, %arg8 : i32
          %919 = arith.addi %917, %918 : i32
          %920 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %921 = arith.addi %920, %c5120_i32 overflow<nsw> : i32
          %922 = llvm.getelementptr %100[%921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %923 = llvm.load %242 {alignment = 1 : i64} : !llvm.ptr -> i8
          %924 = arith.cmpi ne, %923, %c0_i8 : i8
          %925 = arith.andi %924, %814 : i1
          %926 = arith.cmpi sge, %916, %c0_i32 : i32
          %927 = arith.andi %925, %926 : i1
          %928 = arith.cmpi slt, %916, %c29_i32 : i32
          %929 = arith.andi %927, %928 : i1
          %930 = arith.cmpi sge, %919, %c0_i32 : i32
          %931 = arith.andi %929, %930 : i1
          %932 = arith.cmpi slt, %919, %c29_i32 : i32
          %933 = arith.andi %931, %932 : i1
          scf.if %933 {
            %994 = llvm.load %233 {alignment = 4 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %922, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %12 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %922 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %934 = llvm.load %260 {alignment = 8 : i64} : !llvm.ptr -> i32
          %935 = arith.divsi %791, %c24_i32 : i32
          %936 = arith.divsi %935, %c3_i32 : i32
          %937 = arith.muli %936, %arg7 : i32
          %938 = arith.addi %934, %937 : i32
          %939 = llvm.load %263 {alignment = 8 : i64} : !llvm.ptr -> i32
          %940 = arith.muli %797, %arg8 : i32
          %941 = arith.addi %939, %940 : i32
          %942 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %943 = arith.addi %942, %c6144_i32 overflow<nsw> : i32
          %944 = llvm.getelementptr %100[%943] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %945 = llvm.load %266 {alignment = 2 : i64} : !llvm.ptr -> i8
          %946 = arith.cmpi ne, %945, %c0_i8 : i8
          %947 = arith.andi %946, %814 : i1
          %948 = arith.cmpi sge, %938, %c0_i32 : i32
          %949 = arith.andi %947, %948 : i1
          %950 = arith.cmpi slt, %938, %c29_i32 : i32
          %951 = arith.andi %949, %950 : i1
          %952 = arith.cmpi sge, %941, %c0_i32 : i32
          %953 = arith.andi %951, %952 : i1
          %954 = arith.cmpi slt, %941, %c29_i32 : i32
          %955 = arith.andi %953, %954 : i1
          scf.if %955 {
            %994 = llvm.load %257 {alignment = 8 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %944, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %11 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %11[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %11[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %11[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %11[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %944 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %956 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> i32
          %957 = arith.divsi %791, %c24_i32 : i32
          %958 = arith.divsi %957, %c3_i32 : i32
          %959 = arith.muli %958, %arg7 : i32
          %960 = arith.addi %956, %959 : i32
          %961 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr -> i32
          %962 = arith.muli %797, %arg8 : i32
          %963 = arith.addi %961, %962 : i32
          %964 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %965 = arith.addi %964, %c7168_i32 overflow<nsw> : i32
          %966 = llvm.getelementptr %100[%965] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %967 = llvm.load %290 {alignment = 1 : i64} : !llvm.ptr -> i8
          %968 = arith.cmpi ne, %967, %c0_i8 : i8
          %969 = arith.andi %968, %814 : i1
          %970 = arith.cmpi sge, %960, %c0_i32 : i32
          %971 = arith.andi %969, %970 : i1
          %972 = arith.cmpi slt, %960, %c29_i32 : i32
          %973 = arith.andi %971, %972 : i1
          %974 = arith.cmpi sge, %963, %c0_i32 : i32
          %975 = arith.andi %973, %974 : i1
          %976 = arith.cmpi slt, %963, %c29_i32 : i32
          %977 = arith.andi %975, %976 : i1
          scf.if %977 {
            %994 = llvm.load %281 {alignment = 4 : i64} : !llvm.ptr -> i32
            %995 = arith.addi %994, %801 overflow<nsw> : i32
            %996 = llvm.getelementptr %65[%995] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %966, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %10 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %10[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %10[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %10[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %10[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %966 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %978 = llvm.getelementptr %101[%810] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %979 = arith.andi %463, %814 : i1
          scf.if %979 {
            %994 = arith.muli %462, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %978, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %9 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %978 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %980 = llvm.getelementptr %101[%833] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %981 = arith.andi %467, %814 : i1
          scf.if %981 {
            %994 = arith.muli %465, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %980, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %8 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %980 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %982 = llvm.getelementptr %101[%855] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %983 = arith.andi %471, %814 : i1
          scf.if %983 {
            %994 = arith.muli %469, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %982, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %7 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %982 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %984 = llvm.getelementptr %101[%877] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %985 = arith.andi %475, %814 : i1
          scf.if %985 {
            %994 = arith.muli %473, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %984, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %6 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %984 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %986 = llvm.getelementptr %101[%899] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %987 = arith.andi %479, %814 : i1
          scf.if %987 {
            %994 = arith.muli %477, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %986, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %5 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %986 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %988 = llvm.getelementptr %101[%921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %989 = arith.andi %483, %814 : i1
          scf.if %989 {
            %994 = arith.muli %481, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %988, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %4 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %988 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %990 = llvm.getelementptr %101[%943] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %991 = arith.andi %487, %814 : i1
          scf.if %991 {
            %994 = arith.muli %485, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %990, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %3 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %990 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %992 = llvm.getelementptr %101[%965] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %993 = arith.andi %491, %814 : i1
          scf.if %993 {
            %994 = arith.muli %489, %c216_i32 overflow<nsw> : i32
            %995 = llvm.getelementptr %66[%994] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %996 = llvm.getelementptr %995[%791] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
            %998 = arith.addi %997, %c15_i64 : i64
            %999 = arith.andi %998, %c-16_i64 : i64
            %1000 = llvm.inttoptr %999 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1000, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %992, %1000, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %2 {alignment = 32 : i64} : f16, !llvm.ptr
            %994 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %994 {alignment = 2 : i64} : f16, !llvm.ptr
            %995 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %995 {alignment = 4 : i64} : f16, !llvm.ptr
            %996 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %996 {alignment = 2 : i64} : f16, !llvm.ptr
            %997 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %997 {alignment = 8 : i64} : f16, !llvm.ptr
            %998 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %998 {alignment = 2 : i64} : f16, !llvm.ptr
            %999 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %999 {alignment = 4 : i64} : f16, !llvm.ptr
            %1000 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
            %1001 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1001, %992 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
        }
        nvvm.cp.async.commit.group
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %20[%790] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %792 = llvm.getelementptr %791[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %793 = llvm.getelementptr %791[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %794 = llvm.getelementptr %791[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %795 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %796 = llvm.getelementptr %19[%795] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %797 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %798 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %799 = arith.addi %797, %798 overflow<nsw> : i32
            %800 = llvm.getelementptr %18[%799] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %801 = llvm.load %791 : !llvm.ptr -> vector<2xf16>
            %802 = llvm.load %792 : !llvm.ptr -> vector<2xf16>
            %803 = llvm.load %793 : !llvm.ptr -> vector<2xf16>
            %804 = llvm.load %794 : !llvm.ptr -> vector<2xf16>
            %805 = llvm.load %796 : !llvm.ptr -> vector<2xf16>
            %806 = llvm.getelementptr %796[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %807 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %808 = llvm.load %800 : !llvm.ptr -> vector<4xf32>
            %809:4 = vector.to_elements %808 : vector<4xf32>
            %810 = nvvm.mma.sync A[%801, %802, %803, %804]  B[%805, %807]  C[%809#0, %809#1, %809#2, %809#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %811 = llvm.extractvalue %810[0] : !llvm_struct_687153
            %812 = llvm.extractvalue %810[1] : !llvm_struct_687153
            %813 = llvm.extractvalue %810[2] : !llvm_struct_687153
            %814 = llvm.extractvalue %810[3] : !llvm_struct_687153
            %815 = vector.from_elements %811, %812, %813, %814 : vector<4xf32>
            llvm.store %815, %800 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %771 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %772 = arith.addi %717, %771 overflow<nsw> : i32
        %773 = llvm.getelementptr %722[%772] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %773[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %747[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %774 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %775 = arith.addi %739, %774 overflow<nsw> : i32
        %776 = llvm.getelementptr %744[%775] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %776[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %748[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %745[%790] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %792 = llvm.getelementptr %791[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %793 = llvm.getelementptr %791[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %794 = llvm.getelementptr %791[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %795 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %796 = llvm.getelementptr %746[%795] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %797 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %798 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %799 = arith.addi %797, %798 overflow<nsw> : i32
            %800 = llvm.getelementptr %18[%799] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %801 = llvm.load %791 : !llvm.ptr -> vector<2xf16>
            %802 = llvm.load %792 : !llvm.ptr -> vector<2xf16>
            %803 = llvm.load %793 : !llvm.ptr -> vector<2xf16>
            %804 = llvm.load %794 : !llvm.ptr -> vector<2xf16>
            %805 = llvm.load %796 : !llvm.ptr -> vector<2xf16>
            %806 = llvm.getelementptr %796[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %807 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %808 = llvm.load %800 : !llvm.ptr -> vector<4xf32>
            %809:4 = vector.to_elements %808 : vector<4xf32>
            %810 = nvvm.mma.sync A[%801, %802, %803, %804]  B[%805, %807]  C[%809#0, %809#1, %809#2, %809#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %811 = llvm.extractvalue %810[0] : !llvm_struct_687153
            %812 = llvm.extractvalue %810[1] : !llvm_struct_687153
            %813 = llvm.extractvalue %810[2] : !llvm_struct_687153
            %814 = llvm.extractvalue %810[3] : !llvm_struct_687153
            %815 = vector.from_elements %811, %812, %813, %814 : vector<4xf32>
            llvm.store %815, %800 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %777 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %778 = arith.addi %749, %777 overflow<nsw> : i32
        %779 = llvm.getelementptr %722[%778] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %779[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %750[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %780 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %781 = arith.addi %751, %780 overflow<nsw> : i32
        %782 = llvm.getelementptr %744[%781] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %782[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %752[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %747[%790] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %792 = llvm.getelementptr %791[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %793 = llvm.getelementptr %791[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %794 = llvm.getelementptr %791[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %795 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %796 = llvm.getelementptr %748[%795] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %797 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %798 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %799 = arith.addi %797, %798 overflow<nsw> : i32
            %800 = llvm.getelementptr %18[%799] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %801 = llvm.load %791 : !llvm.ptr -> vector<2xf16>
            %802 = llvm.load %792 : !llvm.ptr -> vector<2xf16>
            %803 = llvm.load %793 : !llvm.ptr -> vector<2xf16>
            %804 = llvm.load %794 : !llvm.ptr -> vector<2xf16>
            %805 = llvm.load %796 : !llvm.ptr -> vector<2xf16>
            %806 = llvm.getelementptr %796[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %807 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %808 = llvm.load %800 : !llvm.ptr -> vector<4xf32>
            %809:4 = vector.to_elements %808 : vector<4xf32>
            %810 = nvvm.mma.sync A[%801, %802, %803, %804]  B[%805, %807]  C[%809#0, %809#1, %809#2, %809#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %811 = llvm.extractvalue %810[0] : !llvm_struct_687153
            %812 = llvm.extractvalue %810[1] : !llvm_struct_687153
            %813 = llvm.extractvalue %810[2] : !llvm_struct_687153
            %814 = llvm.extractvalue %810[3] : !llvm_struct_687153
            %815 = vector.from_elements %811, %812, %813, %814 : vector<4xf32>
            llvm.store %815, %800 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %783 = arith.addi %arg11, %c1_i32 : i32
        %784 = arith.cmpi eq, %783, %c3_i32 : i32
        %785 = arith.select %784, %c0_i32, %783 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %786 = arith.muli %785, %c8192_i32 overflow<nsw> : i32
        %787 = llvm.getelementptr %722[%786] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %787[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %20[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %788 = arith.muli %785, %c8192_i32 overflow<nsw> : i32
        %789 = llvm.getelementptr %744[%788] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %789[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %792 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %793 = llvm.getelementptr %19[%792] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %794 = nvvm.ldmatrix %791 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %795 = llvm.extractvalue %794[0] : !llvm_struct_a37b2a
          %796 = llvm.extractvalue %794[1] : !llvm_struct_a37b2a
          %797 = llvm.extractvalue %794[2] : !llvm_struct_a37b2a
          %798 = llvm.extractvalue %794[3] : !llvm_struct_a37b2a
          llvm.store %795, %793 {alignment = 4 : i64} : i32, !llvm.ptr
          %799 = llvm.getelementptr %793[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %796, %799 {alignment = 4 : i64} : i32, !llvm.ptr
          %800 = llvm.getelementptr %793[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %797, %800 {alignment = 4 : i64} : i32, !llvm.ptr
          %801 = llvm.getelementptr %793[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %798, %801 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %790 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %791 = llvm.getelementptr %750[%790] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %792 = llvm.getelementptr %791[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %793 = llvm.getelementptr %791[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %794 = llvm.getelementptr %791[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %795 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %796 = llvm.getelementptr %752[%795] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %797 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %798 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %799 = arith.addi %797, %798 overflow<nsw> : i32
            %800 = llvm.getelementptr %18[%799] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %801 = llvm.load %791 : !llvm.ptr -> vector<2xf16>
            %802 = llvm.load %792 : !llvm.ptr -> vector<2xf16>
            %803 = llvm.load %793 : !llvm.ptr -> vector<2xf16>
            %804 = llvm.load %794 : !llvm.ptr -> vector<2xf16>
            %805 = llvm.load %796 : !llvm.ptr -> vector<2xf16>
            %806 = llvm.getelementptr %796[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %807 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %808 = llvm.load %800 : !llvm.ptr -> vector<4xf32>
            %809:4 = vector.to_elements %808 : vector<4xf32>
            %810 = nvvm.mma.sync A[%801, %802, %803, %804]  B[%805, %807]  C[%809#0, %809#1, %809#2, %809#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %811 = llvm.extractvalue %810[0] : !llvm_struct_687153
            %812 = llvm.extractvalue %810[1] : !llvm_struct_687153
            %813 = llvm.extractvalue %810[2] : !llvm_struct_687153
            %814 = llvm.extractvalue %810[3] : !llvm_struct_687153
            %815 = vector.from_elements %811, %812, %813, %814 : vector<4xf32>
            llvm.store %815, %800 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg11, %785 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %754 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %755 = arith.truncf %754 : vector<128xf32> to vector<128xf16>
      llvm.store %755, %1 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %756 = arith.addi %76, %c1_i32 : i32
      %757 = arith.muli %756, %c128_i32 : i32
      %758 = arith.cmpi sle, %757, %c450_i32 : i32
      %759 = arith.addi %77, %c1_i32 : i32
      %760 = arith.muli %759, %c128_i32 : i32
      %761 = arith.cmpi sle, %760, %c72_i32 : i32
      %762 = arith.andi %758, %761 : i1
      scf.if %762 {
        %763 = arith.remsi %c0_i32, %c2_i32 : i32
        %764 = arith.divsi %c0_i32, %c2_i32 : i32
        %765:2 = scf.for %arg9 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg10 = %763, %arg11 = %764) -> (i32, i32)  : i32 {
          %766 = arith.muli %arg9, %c2_i32 overflow<nsw> : i32
          %767 = llvm.getelementptr %1[%766] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %768 = arith.remsi %arg9, %c2_i32 : i32
          %769 = arith.muli %768, %c576_i32 overflow<nsw> : i32
          %770 = arith.divsi %arg11, %c4_i32 : i32
          %771 = arith.remsi %arg11, %c4_i32 : i32
          %772 = arith.muli %771, %c2304_i32 overflow<nsw> : i32
          %773 = arith.addi %769, %772 overflow<nsw> : i32
          %774 = arith.muli %770, %c16_i32 overflow<nsw> : i32
          %775 = arith.addi %773, %774 overflow<nsw> : i32
          %776 = llvm.getelementptr %698[%775] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %777 = llvm.load %767 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
          llvm.store %777, %776 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
          %778 = arith.addi %arg10, %c1_i32 : i32
          %779 = arith.cmpi eq, %778, %c2_i32 : i32
          %780 = arith.select %779, %c0_i32, %778 : i32
          %781 = arith.addi %arg10, %c1_i32 : i32
          %782 = arith.addi %arg11, %c1_i32 : i32
          %783 = arith.cmpi eq, %781, %c2_i32 : i32
          %784 = arith.select %783, %782, %arg11 : i32
          scf.yield %780, %784 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %763 = arith.muli %687, %c16_i32 overflow<nsw> : i32
        %764 = arith.addi %689, %763 overflow<nsw> : i32
        %765 = arith.addi %691, %695 overflow<nsw> : i32
        %766 = arith.addi %87, %764 overflow<nsw> : i32
        %767 = arith.cmpi slt, %766, %c450_i32 : i32
        %768 = arith.cmpi slt, %765, %c72_i32 : i32
        %769 = arith.andi %767, %768 : i1
        scf.if %769 {
          %1383 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f16
          llvm.store %1383, %698 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %770 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %771 = arith.cmpi slt, %766, %c450_i32 : i32
        %772 = arith.cmpi slt, %770, %c72_i32 : i32
        %773 = arith.andi %771, %772 : i1
        scf.if %773 {
          %1383 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %774 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %775 = arith.cmpi slt, %774, %c450_i32 : i32
        %776 = arith.cmpi slt, %765, %c72_i32 : i32
        %777 = arith.andi %775, %776 : i1
        scf.if %777 {
          %1383 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %778 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %779 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %780 = arith.cmpi slt, %778, %c450_i32 : i32
        %781 = arith.cmpi slt, %779, %c72_i32 : i32
        %782 = arith.andi %780, %781 : i1
        scf.if %782 {
          %1383 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %783 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %784 = arith.cmpi slt, %783, %c450_i32 : i32
        %785 = arith.cmpi slt, %765, %c72_i32 : i32
        %786 = arith.andi %784, %785 : i1
        scf.if %786 {
          %1383 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %787 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %788 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %789 = arith.cmpi slt, %787, %c450_i32 : i32
        %790 = arith.cmpi slt, %788, %c72_i32 : i32
        %791 = arith.andi %789, %790 : i1
        scf.if %791 {
          %1383 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %792 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %793 = arith.cmpi slt, %792, %c450_i32 : i32
        %794 = arith.cmpi slt, %765, %c72_i32 : i32
        %795 = arith.andi %793, %794 : i1
        scf.if %795 {
          %1383 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %796 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %797 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %798 = arith.cmpi slt, %796, %c450_i32 : i32
        %799 = arith.cmpi slt, %797, %c72_i32 : i32
        %800 = arith.andi %798, %799 : i1
        scf.if %800 {
          %1383 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %801 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %802 = arith.cmpi slt, %801, %c450_i32 : i32
        %803 = arith.cmpi slt, %765, %c72_i32 : i32
        %804 = arith.andi %802, %803 : i1
        scf.if %804 {
          %1383 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %805 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %806 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %807 = arith.cmpi slt, %805, %c450_i32 : i32
        %808 = arith.cmpi slt, %806, %c72_i32 : i32
        %809 = arith.andi %807, %808 : i1
        scf.if %809 {
          %1383 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %810 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %811 = arith.cmpi slt, %810, %c450_i32 : i32
        %812 = arith.cmpi slt, %765, %c72_i32 : i32
        %813 = arith.andi %811, %812 : i1
        scf.if %813 {
          %1383 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %814 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %815 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %816 = arith.cmpi slt, %814, %c450_i32 : i32
        %817 = arith.cmpi slt, %815, %c72_i32 : i32
        %818 = arith.andi %816, %817 : i1
        scf.if %818 {
          %1383 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %819 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %820 = arith.cmpi slt, %819, %c450_i32 : i32
        %821 = arith.cmpi slt, %765, %c72_i32 : i32
        %822 = arith.andi %820, %821 : i1
        scf.if %822 {
          %1383 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %823 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %824 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %825 = arith.cmpi slt, %823, %c450_i32 : i32
        %826 = arith.cmpi slt, %824, %c72_i32 : i32
        %827 = arith.andi %825, %826 : i1
        scf.if %827 {
          %1383 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %828 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %829 = arith.cmpi slt, %828, %c450_i32 : i32
        %830 = arith.cmpi slt, %765, %c72_i32 : i32
        %831 = arith.andi %829, %830 : i1
        scf.if %831 {
          %1383 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %832 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %833 = arith.addi %765, %c1_i32 overflow<nsw> : i32
        %834 = arith.cmpi slt, %832, %c450_i32 : i32
        %835 = arith.cmpi slt, %833, %c72_i32 : i32
        %836 = arith.andi %834, %835 : i1
        scf.if %836 {
          %1383 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %837 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %838 = arith.cmpi slt, %766, %c450_i32 : i32
        %839 = arith.cmpi slt, %837, %c72_i32 : i32
        %840 = arith.andi %838, %839 : i1
        scf.if %840 {
          %1383 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %841 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %842 = arith.cmpi slt, %766, %c450_i32 : i32
        %843 = arith.cmpi slt, %841, %c72_i32 : i32
        %844 = arith.andi %842, %843 : i1
        scf.if %844 {
          %1383 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %845 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %846 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %847 = arith.cmpi slt, %845, %c450_i32 : i32
        %848 = arith.cmpi slt, %846, %c72_i32 : i32
        %849 = arith.andi %847, %848 : i1
        scf.if %849 {
          %1383 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %850 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %851 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %852 = arith.cmpi slt, %850, %c450_i32 : i32
        %853 = arith.cmpi slt, %851, %c72_i32 : i32
        %854 = arith.andi %852, %853 : i1
        scf.if %854 {
          %1383 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %855 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %856 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %857 = arith.cmpi slt, %855, %c450_i32 : i32
        %858 = arith.cmpi slt, %856, %c72_i32 : i32
        %859 = arith.andi %857, %858 : i1
        scf.if %859 {
          %1383 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %860 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %861 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %862 = arith.cmpi slt, %860, %c450_i32 : i32
        %863 = arith.cmpi slt, %861, %c72_i32 : i32
        %864 = arith.andi %862, %863 : i1
        scf.if %864 {
          %1383 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %865 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %866 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %867 = arith.cmpi slt, %865, %c450_i32 : i32
        %868 = arith.cmpi slt, %866, %c72_i32 : i32
        %869 = arith.andi %867, %868 : i1
        scf.if %869 {
          %1383 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %870 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %871 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %872 = arith.cmpi slt, %870, %c450_i32 : i32
        %873 = arith.cmpi slt, %871, %c72_i32 : i32
        %874 = arith.andi %872, %873 : i1
        scf.if %874 {
          %1383 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %875 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %876 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %877 = arith.cmpi slt, %875, %c450_i32 : i32
        %878 = arith.cmpi slt, %876, %c72_i32 : i32
        %879 = arith.andi %877, %878 : i1
        scf.if %879 {
          %1383 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %880 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %881 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %882 = arith.cmpi slt, %880, %c450_i32 : i32
        %883 = arith.cmpi slt, %881, %c72_i32 : i32
        %884 = arith.andi %882, %883 : i1
        scf.if %884 {
          %1383 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %885 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %886 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %887 = arith.cmpi slt, %885, %c450_i32 : i32
        %888 = arith.cmpi slt, %886, %c72_i32 : i32
        %889 = arith.andi %887, %888 : i1
        scf.if %889 {
          %1383 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %890 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %891 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %892 = arith.cmpi slt, %890, %c450_i32 : i32
        %893 = arith.cmpi slt, %891, %c72_i32 : i32
        %894 = arith.andi %892, %893 : i1
        scf.if %894 {
          %1383 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %895 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %896 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %897 = arith.cmpi slt, %895, %c450_i32 : i32
        %898 = arith.cmpi slt, %896, %c72_i32 : i32
        %899 = arith.andi %897, %898 : i1
        scf.if %899 {
          %1383 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %900 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %901 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %902 = arith.cmpi slt, %900, %c450_i32 : i32
        %903 = arith.cmpi slt, %901, %c72_i32 : i32
        %904 = arith.andi %902, %903 : i1
        scf.if %904 {
          %1383 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %905 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %906 = arith.addi %765, %c16_i32 overflow<nsw> : i32
        %907 = arith.cmpi slt, %905, %c450_i32 : i32
        %908 = arith.cmpi slt, %906, %c72_i32 : i32
        %909 = arith.andi %907, %908 : i1
        scf.if %909 {
          %1383 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %910 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %911 = arith.addi %765, %c17_i32 overflow<nsw> : i32
        %912 = arith.cmpi slt, %910, %c450_i32 : i32
        %913 = arith.cmpi slt, %911, %c72_i32 : i32
        %914 = arith.andi %912, %913 : i1
        scf.if %914 {
          %1383 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %915 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %916 = arith.cmpi slt, %766, %c450_i32 : i32
        %917 = arith.cmpi slt, %915, %c72_i32 : i32
        %918 = arith.andi %916, %917 : i1
        scf.if %918 {
          %1383 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %919 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %920 = arith.cmpi slt, %766, %c450_i32 : i32
        %921 = arith.cmpi slt, %919, %c72_i32 : i32
        %922 = arith.andi %920, %921 : i1
        scf.if %922 {
          %1383 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %923 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %924 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %925 = arith.cmpi slt, %923, %c450_i32 : i32
        %926 = arith.cmpi slt, %924, %c72_i32 : i32
        %927 = arith.andi %925, %926 : i1
        scf.if %927 {
          %1383 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %928 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %929 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %930 = arith.cmpi slt, %928, %c450_i32 : i32
        %931 = arith.cmpi slt, %929, %c72_i32 : i32
        %932 = arith.andi %930, %931 : i1
        scf.if %932 {
          %1383 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %933 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %934 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %935 = arith.cmpi slt, %933, %c450_i32 : i32
        %936 = arith.cmpi slt, %934, %c72_i32 : i32
        %937 = arith.andi %935, %936 : i1
        scf.if %937 {
          %1383 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %938 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %939 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %940 = arith.cmpi slt, %938, %c450_i32 : i32
        %941 = arith.cmpi slt, %939, %c72_i32 : i32
        %942 = arith.andi %940, %941 : i1
        scf.if %942 {
          %1383 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %943 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %944 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %945 = arith.cmpi slt, %943, %c450_i32 : i32
        %946 = arith.cmpi slt, %944, %c72_i32 : i32
        %947 = arith.andi %945, %946 : i1
        scf.if %947 {
          %1383 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %948 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %949 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %950 = arith.cmpi slt, %948, %c450_i32 : i32
        %951 = arith.cmpi slt, %949, %c72_i32 : i32
        %952 = arith.andi %950, %951 : i1
        scf.if %952 {
          %1383 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %953 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %954 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %955 = arith.cmpi slt, %953, %c450_i32 : i32
        %956 = arith.cmpi slt, %954, %c72_i32 : i32
        %957 = arith.andi %955, %956 : i1
        scf.if %957 {
          %1383 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %958 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %959 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %960 = arith.cmpi slt, %958, %c450_i32 : i32
        %961 = arith.cmpi slt, %959, %c72_i32 : i32
        %962 = arith.andi %960, %961 : i1
        scf.if %962 {
          %1383 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %963 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %964 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %965 = arith.cmpi slt, %963, %c450_i32 : i32
        %966 = arith.cmpi slt, %964, %c72_i32 : i32
        %967 = arith.andi %965, %966 : i1
        scf.if %967 {
          %1383 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %968 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %969 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %970 = arith.cmpi slt, %968, %c450_i32 : i32
        %971 = arith.cmpi slt, %969, %c72_i32 : i32
        %972 = arith.andi %970, %971 : i1
        scf.if %972 {
          %1383 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %973 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %974 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %975 = arith.cmpi slt, %973, %c450_i32 : i32
        %976 = arith.cmpi slt, %974, %c72_i32 : i32
        %977 = arith.andi %975, %976 : i1
        scf.if %977 {
          %1383 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %978 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %979 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %980 = arith.cmpi slt, %978, %c450_i32 : i32
        %981 = arith.cmpi slt, %979, %c72_i32 : i32
        %982 = arith.andi %980, %981 : i1
        scf.if %982 {
          %1383 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %983 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %984 = arith.addi %765, %c32_i32 overflow<nsw> : i32
        %985 = arith.cmpi slt, %983, %c450_i32 : i32
        %986 = arith.cmpi slt, %984, %c72_i32 : i32
        %987 = arith.andi %985, %986 : i1
        scf.if %987 {
          %1383 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %988 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %989 = arith.addi %765, %c33_i32 overflow<nsw> : i32
        %990 = arith.cmpi slt, %988, %c450_i32 : i32
        %991 = arith.cmpi slt, %989, %c72_i32 : i32
        %992 = arith.andi %990, %991 : i1
        scf.if %992 {
          %1383 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %993 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %994 = arith.cmpi slt, %766, %c450_i32 : i32
        %995 = arith.cmpi slt, %993, %c72_i32 : i32
        %996 = arith.andi %994, %995 : i1
        scf.if %996 {
          %1383 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %997 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %998 = arith.cmpi slt, %766, %c450_i32 : i32
        %999 = arith.cmpi slt, %997, %c72_i32 : i32
        %1000 = arith.andi %998, %999 : i1
        scf.if %1000 {
          %1383 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1001 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1002 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %1003 = arith.cmpi slt, %1001, %c450_i32 : i32
        %1004 = arith.cmpi slt, %1002, %c72_i32 : i32
        %1005 = arith.andi %1003, %1004 : i1
        scf.if %1005 {
          %1383 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1006 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1007 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %1008 = arith.cmpi slt, %1006, %c450_i32 : i32
        %1009 = arith.cmpi slt, %1007, %c72_i32 : i32
        %1010 = arith.andi %1008, %1009 : i1
        scf.if %1010 {
          %1383 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1011 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1012 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %1013 = arith.cmpi slt, %1011, %c450_i32 : i32
        %1014 = arith.cmpi slt, %1012, %c72_i32 : i32
        %1015 = arith.andi %1013, %1014 : i1
        scf.if %1015 {
          %1383 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1016 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1017 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %1018 = arith.cmpi slt, %1016, %c450_i32 : i32
        %1019 = arith.cmpi slt, %1017, %c72_i32 : i32
        %1020 = arith.andi %1018, %1019 : i1
        scf.if %1020 {
          %1383 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1021 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1022 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %1023 = arith.cmpi slt, %1021, %c450_i32 : i32
        %1024 = arith.cmpi slt, %1022, %c72_i32 : i32
        %1025 = arith.andi %1023, %1024 : i1
        scf.if %1025 {
          %1383 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1026 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1027 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %1028 = arith.cmpi slt, %1026, %c450_i32 : i32
        %1029 = arith.cmpi slt, %1027, %c72_i32 : i32
        %1030 = arith.andi %1028, %1029 : i1
        scf.if %1030 {
          %1383 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1031 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1032 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %1033 = arith.cmpi slt, %1031, %c450_i32 : i32
        %1034 = arith.cmpi slt, %1032, %c72_i32 : i32
        %1035 = arith.andi %1033, %1034 : i1
        scf.if %1035 {
          %1383 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1036 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1037 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %1038 = arith.cmpi slt, %1036, %c450_i32 : i32
        %1039 = arith.cmpi slt, %1037, %c72_i32 : i32
        %1040 = arith.andi %1038, %1039 : i1
        scf.if %1040 {
          %1383 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1041 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1042 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %1043 = arith.cmpi slt, %1041, %c450_i32 : i32
        %1044 = arith.cmpi slt, %1042, %c72_i32 : i32
        %1045 = arith.andi %1043, %1044 : i1
        scf.if %1045 {
          %1383 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1046 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1047 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %1048 = arith.cmpi slt, %1046, %c450_i32 : i32
        %1049 = arith.cmpi slt, %1047, %c72_i32 : i32
        %1050 = arith.andi %1048, %1049 : i1
        scf.if %1050 {
          %1383 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1051 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1052 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %1053 = arith.cmpi slt, %1051, %c450_i32 : i32
        %1054 = arith.cmpi slt, %1052, %c72_i32 : i32
        %1055 = arith.andi %1053, %1054 : i1
        scf.if %1055 {
          %1383 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1056 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1057 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %1058 = arith.cmpi slt, %1056, %c450_i32 : i32
        %1059 = arith.cmpi slt, %1057, %c72_i32 : i32
        %1060 = arith.andi %1058, %1059 : i1
        scf.if %1060 {
          %1383 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1061 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1062 = arith.addi %765, %c48_i32 overflow<nsw> : i32
        %1063 = arith.cmpi slt, %1061, %c450_i32 : i32
        %1064 = arith.cmpi slt, %1062, %c72_i32 : i32
        %1065 = arith.andi %1063, %1064 : i1
        scf.if %1065 {
          %1383 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1066 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1067 = arith.addi %765, %c49_i32 overflow<nsw> : i32
        %1068 = arith.cmpi slt, %1066, %c450_i32 : i32
        %1069 = arith.cmpi slt, %1067, %c72_i32 : i32
        %1070 = arith.andi %1068, %1069 : i1
        scf.if %1070 {
          %1383 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1071 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1072 = arith.cmpi slt, %766, %c450_i32 : i32
        %1073 = arith.cmpi slt, %1071, %c72_i32 : i32
        %1074 = arith.andi %1072, %1073 : i1
        scf.if %1074 {
          %1383 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1075 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1076 = arith.cmpi slt, %766, %c450_i32 : i32
        %1077 = arith.cmpi slt, %1075, %c72_i32 : i32
        %1078 = arith.andi %1076, %1077 : i1
        scf.if %1078 {
          %1383 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1079 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1080 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1081 = arith.cmpi slt, %1079, %c450_i32 : i32
        %1082 = arith.cmpi slt, %1080, %c72_i32 : i32
        %1083 = arith.andi %1081, %1082 : i1
        scf.if %1083 {
          %1383 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1084 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1085 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1086 = arith.cmpi slt, %1084, %c450_i32 : i32
        %1087 = arith.cmpi slt, %1085, %c72_i32 : i32
        %1088 = arith.andi %1086, %1087 : i1
        scf.if %1088 {
          %1383 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1089 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1090 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1091 = arith.cmpi slt, %1089, %c450_i32 : i32
        %1092 = arith.cmpi slt, %1090, %c72_i32 : i32
        %1093 = arith.andi %1091, %1092 : i1
        scf.if %1093 {
          %1383 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1094 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1095 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1096 = arith.cmpi slt, %1094, %c450_i32 : i32
        %1097 = arith.cmpi slt, %1095, %c72_i32 : i32
        %1098 = arith.andi %1096, %1097 : i1
        scf.if %1098 {
          %1383 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1099 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1100 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1101 = arith.cmpi slt, %1099, %c450_i32 : i32
        %1102 = arith.cmpi slt, %1100, %c72_i32 : i32
        %1103 = arith.andi %1101, %1102 : i1
        scf.if %1103 {
          %1383 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1104 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1105 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1106 = arith.cmpi slt, %1104, %c450_i32 : i32
        %1107 = arith.cmpi slt, %1105, %c72_i32 : i32
        %1108 = arith.andi %1106, %1107 : i1
        scf.if %1108 {
          %1383 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1109 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1110 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1111 = arith.cmpi slt, %1109, %c450_i32 : i32
        %1112 = arith.cmpi slt, %1110, %c72_i32 : i32
        %1113 = arith.andi %1111, %1112 : i1
        scf.if %1113 {
          %1383 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1114 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1115 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1116 = arith.cmpi slt, %1114, %c450_i32 : i32
        %1117 = arith.cmpi slt, %1115, %c72_i32 : i32
        %1118 = arith.andi %1116, %1117 : i1
        scf.if %1118 {
          %1383 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1119 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1120 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1121 = arith.cmpi slt, %1119, %c450_i32 : i32
        %1122 = arith.cmpi slt, %1120, %c72_i32 : i32
        %1123 = arith.andi %1121, %1122 : i1
        scf.if %1123 {
          %1383 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1124 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1125 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1126 = arith.cmpi slt, %1124, %c450_i32 : i32
        %1127 = arith.cmpi slt, %1125, %c72_i32 : i32
        %1128 = arith.andi %1126, %1127 : i1
        scf.if %1128 {
          %1383 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1129 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1130 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1131 = arith.cmpi slt, %1129, %c450_i32 : i32
        %1132 = arith.cmpi slt, %1130, %c72_i32 : i32
        %1133 = arith.andi %1131, %1132 : i1
        scf.if %1133 {
          %1383 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1134 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1135 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1136 = arith.cmpi slt, %1134, %c450_i32 : i32
        %1137 = arith.cmpi slt, %1135, %c72_i32 : i32
        %1138 = arith.andi %1136, %1137 : i1
        scf.if %1138 {
          %1383 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1139 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1140 = arith.addi %765, %c64_i32 overflow<nsw> : i32
        %1141 = arith.cmpi slt, %1139, %c450_i32 : i32
        %1142 = arith.cmpi slt, %1140, %c72_i32 : i32
        %1143 = arith.andi %1141, %1142 : i1
        scf.if %1143 {
          %1383 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1144 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1145 = arith.addi %765, %c65_i32 overflow<nsw> : i32
        %1146 = arith.cmpi slt, %1144, %c450_i32 : i32
        %1147 = arith.cmpi slt, %1145, %c72_i32 : i32
        %1148 = arith.andi %1146, %1147 : i1
        scf.if %1148 {
          %1383 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1149 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1150 = arith.cmpi slt, %766, %c450_i32 : i32
        %1151 = arith.cmpi slt, %1149, %c72_i32 : i32
        %1152 = arith.andi %1150, %1151 : i1
        scf.if %1152 {
          %1383 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1153 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1154 = arith.cmpi slt, %766, %c450_i32 : i32
        %1155 = arith.cmpi slt, %1153, %c72_i32 : i32
        %1156 = arith.andi %1154, %1155 : i1
        scf.if %1156 {
          %1383 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1157 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1158 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1159 = arith.cmpi slt, %1157, %c450_i32 : i32
        %1160 = arith.cmpi slt, %1158, %c72_i32 : i32
        %1161 = arith.andi %1159, %1160 : i1
        scf.if %1161 {
          %1383 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1162 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1163 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1164 = arith.cmpi slt, %1162, %c450_i32 : i32
        %1165 = arith.cmpi slt, %1163, %c72_i32 : i32
        %1166 = arith.andi %1164, %1165 : i1
        scf.if %1166 {
          %1383 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1167 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1168 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1169 = arith.cmpi slt, %1167, %c450_i32 : i32
        %1170 = arith.cmpi slt, %1168, %c72_i32 : i32
        %1171 = arith.andi %1169, %1170 : i1
        scf.if %1171 {
          %1383 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1172 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1173 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1174 = arith.cmpi slt, %1172, %c450_i32 : i32
        %1175 = arith.cmpi slt, %1173, %c72_i32 : i32
        %1176 = arith.andi %1174, %1175 : i1
        scf.if %1176 {
          %1383 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1177 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1178 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1179 = arith.cmpi slt, %1177, %c450_i32 : i32
        %1180 = arith.cmpi slt, %1178, %c72_i32 : i32
        %1181 = arith.andi %1179, %1180 : i1
        scf.if %1181 {
          %1383 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1182 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1183 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1184 = arith.cmpi slt, %1182, %c450_i32 : i32
        %1185 = arith.cmpi slt, %1183, %c72_i32 : i32
        %1186 = arith.andi %1184, %1185 : i1
        scf.if %1186 {
          %1383 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1187 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1188 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1189 = arith.cmpi slt, %1187, %c450_i32 : i32
        %1190 = arith.cmpi slt, %1188, %c72_i32 : i32
        %1191 = arith.andi %1189, %1190 : i1
        scf.if %1191 {
          %1383 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1192 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1193 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1194 = arith.cmpi slt, %1192, %c450_i32 : i32
        %1195 = arith.cmpi slt, %1193, %c72_i32 : i32
        %1196 = arith.andi %1194, %1195 : i1
        scf.if %1196 {
          %1383 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1197 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1198 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1199 = arith.cmpi slt, %1197, %c450_i32 : i32
        %1200 = arith.cmpi slt, %1198, %c72_i32 : i32
        %1201 = arith.andi %1199, %1200 : i1
        scf.if %1201 {
          %1383 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1202 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1203 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1204 = arith.cmpi slt, %1202, %c450_i32 : i32
        %1205 = arith.cmpi slt, %1203, %c72_i32 : i32
        %1206 = arith.andi %1204, %1205 : i1
        scf.if %1206 {
          %1383 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1207 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1208 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1209 = arith.cmpi slt, %1207, %c450_i32 : i32
        %1210 = arith.cmpi slt, %1208, %c72_i32 : i32
        %1211 = arith.andi %1209, %1210 : i1
        scf.if %1211 {
          %1383 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1212 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1213 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1214 = arith.cmpi slt, %1212, %c450_i32 : i32
        %1215 = arith.cmpi slt, %1213, %c72_i32 : i32
        %1216 = arith.andi %1214, %1215 : i1
        scf.if %1216 {
          %1383 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1217 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1218 = arith.addi %765, %c80_i32 overflow<nsw> : i32
        %1219 = arith.cmpi slt, %1217, %c450_i32 : i32
        %1220 = arith.cmpi slt, %1218, %c72_i32 : i32
        %1221 = arith.andi %1219, %1220 : i1
        scf.if %1221 {
          %1383 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1222 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1223 = arith.addi %765, %c81_i32 overflow<nsw> : i32
        %1224 = arith.cmpi slt, %1222, %c450_i32 : i32
        %1225 = arith.cmpi slt, %1223, %c72_i32 : i32
        %1226 = arith.andi %1224, %1225 : i1
        scf.if %1226 {
          %1383 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1227 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1228 = arith.cmpi slt, %766, %c450_i32 : i32
        %1229 = arith.cmpi slt, %1227, %c72_i32 : i32
        %1230 = arith.andi %1228, %1229 : i1
        scf.if %1230 {
          %1383 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1231 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1232 = arith.cmpi slt, %766, %c450_i32 : i32
        %1233 = arith.cmpi slt, %1231, %c72_i32 : i32
        %1234 = arith.andi %1232, %1233 : i1
        scf.if %1234 {
          %1383 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1235 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1236 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1237 = arith.cmpi slt, %1235, %c450_i32 : i32
        %1238 = arith.cmpi slt, %1236, %c72_i32 : i32
        %1239 = arith.andi %1237, %1238 : i1
        scf.if %1239 {
          %1383 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1240 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1241 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1242 = arith.cmpi slt, %1240, %c450_i32 : i32
        %1243 = arith.cmpi slt, %1241, %c72_i32 : i32
        %1244 = arith.andi %1242, %1243 : i1
        scf.if %1244 {
          %1383 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1245 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1246 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1247 = arith.cmpi slt, %1245, %c450_i32 : i32
        %1248 = arith.cmpi slt, %1246, %c72_i32 : i32
        %1249 = arith.andi %1247, %1248 : i1
        scf.if %1249 {
          %1383 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1250 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1251 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1252 = arith.cmpi slt, %1250, %c450_i32 : i32
        %1253 = arith.cmpi slt, %1251, %c72_i32 : i32
        %1254 = arith.andi %1252, %1253 : i1
        scf.if %1254 {
          %1383 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1255 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1256 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1257 = arith.cmpi slt, %1255, %c450_i32 : i32
        %1258 = arith.cmpi slt, %1256, %c72_i32 : i32
        %1259 = arith.andi %1257, %1258 : i1
        scf.if %1259 {
          %1383 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1260 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1261 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1262 = arith.cmpi slt, %1260, %c450_i32 : i32
        %1263 = arith.cmpi slt, %1261, %c72_i32 : i32
        %1264 = arith.andi %1262, %1263 : i1
        scf.if %1264 {
          %1383 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1265 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1266 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1267 = arith.cmpi slt, %1265, %c450_i32 : i32
        %1268 = arith.cmpi slt, %1266, %c72_i32 : i32
        %1269 = arith.andi %1267, %1268 : i1
        scf.if %1269 {
          %1383 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1270 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1271 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1272 = arith.cmpi slt, %1270, %c450_i32 : i32
        %1273 = arith.cmpi slt, %1271, %c72_i32 : i32
        %1274 = arith.andi %1272, %1273 : i1
        scf.if %1274 {
          %1383 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1275 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1276 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1277 = arith.cmpi slt, %1275, %c450_i32 : i32
        %1278 = arith.cmpi slt, %1276, %c72_i32 : i32
        %1279 = arith.andi %1277, %1278 : i1
        scf.if %1279 {
          %1383 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1280 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1281 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1282 = arith.cmpi slt, %1280, %c450_i32 : i32
        %1283 = arith.cmpi slt, %1281, %c72_i32 : i32
        %1284 = arith.andi %1282, %1283 : i1
        scf.if %1284 {
          %1383 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1285 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1286 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1287 = arith.cmpi slt, %1285, %c450_i32 : i32
        %1288 = arith.cmpi slt, %1286, %c72_i32 : i32
        %1289 = arith.andi %1287, %1288 : i1
        scf.if %1289 {
          %1383 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1290 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1291 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1292 = arith.cmpi slt, %1290, %c450_i32 : i32
        %1293 = arith.cmpi slt, %1291, %c72_i32 : i32
        %1294 = arith.andi %1292, %1293 : i1
        scf.if %1294 {
          %1383 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1295 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1296 = arith.addi %765, %c96_i32 overflow<nsw> : i32
        %1297 = arith.cmpi slt, %1295, %c450_i32 : i32
        %1298 = arith.cmpi slt, %1296, %c72_i32 : i32
        %1299 = arith.andi %1297, %1298 : i1
        scf.if %1299 {
          %1383 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1300 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1301 = arith.addi %765, %c97_i32 overflow<nsw> : i32
        %1302 = arith.cmpi slt, %1300, %c450_i32 : i32
        %1303 = arith.cmpi slt, %1301, %c72_i32 : i32
        %1304 = arith.andi %1302, %1303 : i1
        scf.if %1304 {
          %1383 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1305 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1306 = arith.cmpi slt, %766, %c450_i32 : i32
        %1307 = arith.cmpi slt, %1305, %c72_i32 : i32
        %1308 = arith.andi %1306, %1307 : i1
        scf.if %1308 {
          %1383 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1309 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1310 = arith.cmpi slt, %766, %c450_i32 : i32
        %1311 = arith.cmpi slt, %1309, %c72_i32 : i32
        %1312 = arith.andi %1310, %1311 : i1
        scf.if %1312 {
          %1383 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1313 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1314 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1315 = arith.cmpi slt, %1313, %c450_i32 : i32
        %1316 = arith.cmpi slt, %1314, %c72_i32 : i32
        %1317 = arith.andi %1315, %1316 : i1
        scf.if %1317 {
          %1383 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1318 = arith.addi %766, %c8_i32 overflow<nsw> : i32
        %1319 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1320 = arith.cmpi slt, %1318, %c450_i32 : i32
        %1321 = arith.cmpi slt, %1319, %c72_i32 : i32
        %1322 = arith.andi %1320, %1321 : i1
        scf.if %1322 {
          %1383 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1323 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1324 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1325 = arith.cmpi slt, %1323, %c450_i32 : i32
        %1326 = arith.cmpi slt, %1324, %c72_i32 : i32
        %1327 = arith.andi %1325, %1326 : i1
        scf.if %1327 {
          %1383 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1328 = arith.addi %766, %c32_i32 overflow<nsw> : i32
        %1329 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1330 = arith.cmpi slt, %1328, %c450_i32 : i32
        %1331 = arith.cmpi slt, %1329, %c72_i32 : i32
        %1332 = arith.andi %1330, %1331 : i1
        scf.if %1332 {
          %1383 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1333 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1334 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1335 = arith.cmpi slt, %1333, %c450_i32 : i32
        %1336 = arith.cmpi slt, %1334, %c72_i32 : i32
        %1337 = arith.andi %1335, %1336 : i1
        scf.if %1337 {
          %1383 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1338 = arith.addi %766, %c40_i32 overflow<nsw> : i32
        %1339 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1340 = arith.cmpi slt, %1338, %c450_i32 : i32
        %1341 = arith.cmpi slt, %1339, %c72_i32 : i32
        %1342 = arith.andi %1340, %1341 : i1
        scf.if %1342 {
          %1383 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1343 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1344 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1345 = arith.cmpi slt, %1343, %c450_i32 : i32
        %1346 = arith.cmpi slt, %1344, %c72_i32 : i32
        %1347 = arith.andi %1345, %1346 : i1
        scf.if %1347 {
          %1383 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1348 = arith.addi %766, %c64_i32 overflow<nsw> : i32
        %1349 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1350 = arith.cmpi slt, %1348, %c450_i32 : i32
        %1351 = arith.cmpi slt, %1349, %c72_i32 : i32
        %1352 = arith.andi %1350, %1351 : i1
        scf.if %1352 {
          %1383 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1353 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1354 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1355 = arith.cmpi slt, %1353, %c450_i32 : i32
        %1356 = arith.cmpi slt, %1354, %c72_i32 : i32
        %1357 = arith.andi %1355, %1356 : i1
        scf.if %1357 {
          %1383 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1358 = arith.addi %766, %c72_i32 overflow<nsw> : i32
        %1359 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1360 = arith.cmpi slt, %1358, %c450_i32 : i32
        %1361 = arith.cmpi slt, %1359, %c72_i32 : i32
        %1362 = arith.andi %1360, %1361 : i1
        scf.if %1362 {
          %1383 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1363 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1364 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1365 = arith.cmpi slt, %1363, %c450_i32 : i32
        %1366 = arith.cmpi slt, %1364, %c72_i32 : i32
        %1367 = arith.andi %1365, %1366 : i1
        scf.if %1367 {
          %1383 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1368 = arith.addi %766, %c96_i32 overflow<nsw> : i32
        %1369 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1370 = arith.cmpi slt, %1368, %c450_i32 : i32
        %1371 = arith.cmpi slt, %1369, %c72_i32 : i32
        %1372 = arith.andi %1370, %1371 : i1
        scf.if %1372 {
          %1383 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1373 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1374 = arith.addi %765, %c112_i32 overflow<nsw> : i32
        %1375 = arith.cmpi slt, %1373, %c450_i32 : i32
        %1376 = arith.cmpi slt, %1374, %c72_i32 : i32
        %1377 = arith.andi %1375, %1376 : i1
        scf.if %1377 {
          %1383 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1378 = arith.addi %766, %c104_i32 overflow<nsw> : i32
        %1379 = arith.addi %765, %c113_i32 overflow<nsw> : i32
        %1380 = arith.cmpi slt, %1378, %c450_i32 : i32
        %1381 = arith.cmpi slt, %1379, %c72_i32 : i32
        %1382 = arith.andi %1380, %1381 : i1
        scf.if %1382 {
          %1383 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, f16
          %1384 = llvm.load %1383 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1385 = llvm.getelementptr %698[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1384, %1385 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsconv2dSm8_h865dd9dc(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c98304_i64 = arith.constant 98304 : i64
    %0 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c98304_i64, gridDim = (%c4_i32, %c1_i32, %c1_i32), stream = %arg9) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %1 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0<%0> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %2 = cuda.cast %1 : !cuda.result -> i32
    cuda.return_if_error %2 : i32
    return %c0_i32 : i32
  }
}
