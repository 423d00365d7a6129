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
      %c64_i32 = arith.constant 64 : i32
      %c512_i32 = arith.constant 512 : i32
      %c448_i32 = arith.constant 448 : i32
      %c3_i32 = arith.constant 3 : i32
      %c696_i32 = arith.constant 696 : i32
      %c24_i32 = arith.constant 24 : i32
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
      %68 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %69 = arith.floordivsi %68, %c8_i32 : i32
      %70 = arith.muli %69, %c8_i32 : i32
      %71 = arith.subi %c4_i32, %70 : i32
      %72 = arith.minsi %71, %c8_i32 : i32
      %73 = arith.subi %68, %70 : i32
      %74 = arith.remsi %73, %72 : i32
      %75 = arith.addi %70, %74 : i32
      %76 = arith.floordivsi %73, %72 : i32
      %77 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %78 = arith.muli %75, %c9216_i32 overflow<nsw> : i32
      %79 = llvm.getelementptr %67[%78] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %80 = arith.muli %75, %c128_i32 overflow<nsw> : i32
      %81 = arith.divsi %77, %c8_i32 : i32
      %82 = arith.remsi %77, %c8_i32 : i32
      %83 = arith.muli %82, %c8_i32 overflow<nsw> : i32
      %84 = arith.remsi %81, %c8_i32 : i32
      %85 = arith.muli %84, %c64_i32 overflow<nsw> : i32
      %86 = arith.addi %83, %85 overflow<nsw> : i32
      %87 = arith.divsi %81, %c8_i32 : i32
      %88 = arith.muli %87, %c512_i32 overflow<nsw> : i32
      %89 = arith.andi %86, %c448_i32 : i32
      %90 = arith.shrui %89, %c3_i32 : i32
      %91 = arith.xori %86, %90 : i32
      %92 = arith.addi %91, %88 overflow<nsw> : i32
      %93 = llvm.getelementptr %61[%92] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %94 = llvm.getelementptr %64[%92] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %95 = arith.muli %arg3, %c696_i32 : i32
      %96 = arith.muli %arg4, %c24_i32 : i32
      %97 = arith.muli %arg8, %c24_i32 : i32
      %98 = arith.muli %arg7, %c696_i32 : i32
      %99 = arith.muli %arg5, %c696_i32 : i32
      %100 = arith.muli %arg6, %c24_i32 : i32
      %101 = arith.addi %99, %100 : i32
      %102 = arith.muli %75, %c128_i32 : i32
      %103 = arith.addi %102, %81 overflow<nsw> : i32
      %104 = arith.divsi %103, %c225_i32 : i32
      %105 = arith.muli %104, %c225_i32 overflow<nsw> : i32
      %106 = arith.subi %103, %105 overflow<nsw> : i32
      %107 = arith.divsi %106, %c15_i32 : i32
      %108 = arith.muli %107, %c15_i32 overflow<nsw> : i32
      %109 = arith.subi %106, %108 overflow<nsw> : i32
      %110 = arith.muli %104, %c20184_i32 overflow<nsw> : i32
      %111 = arith.muli %107, %95 overflow<nsw> : i32
      %112 = arith.addi %110, %111 overflow<nsw> : i32
      %113 = arith.muli %109, %96 overflow<nsw> : i32
      %114 = arith.addi %112, %113 overflow<nsw> : i32
      %115 = arith.subi %114, %101 overflow<nsw> : i32
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
      %123 = arith.addi %81, %c16_i32 overflow<nsw> : i32
      %124 = arith.addi %102, %123 overflow<nsw> : i32
      %125 = arith.divsi %124, %c225_i32 : i32
      %126 = arith.muli %125, %c225_i32 overflow<nsw> : i32
      %127 = arith.subi %124, %126 overflow<nsw> : i32
      %128 = arith.divsi %127, %c15_i32 : i32
      %129 = arith.muli %128, %c15_i32 overflow<nsw> : i32
      %130 = arith.subi %127, %129 overflow<nsw> : i32
      %131 = arith.muli %125, %c20184_i32 overflow<nsw> : i32
      %132 = arith.muli %128, %95 overflow<nsw> : i32
      %133 = arith.addi %131, %132 overflow<nsw> : i32
      %134 = arith.muli %130, %96 overflow<nsw> : i32
      %135 = arith.addi %133, %134 overflow<nsw> : i32
      %136 = arith.subi %135, %101 overflow<nsw> : i32
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
      %147 = arith.addi %81, %c32_i32 overflow<nsw> : i32
      %148 = arith.addi %102, %147 overflow<nsw> : i32
      %149 = arith.divsi %148, %c225_i32 : i32
      %150 = arith.muli %149, %c225_i32 overflow<nsw> : i32
      %151 = arith.subi %148, %150 overflow<nsw> : i32
      %152 = arith.divsi %151, %c15_i32 : i32
      %153 = arith.muli %152, %c15_i32 overflow<nsw> : i32
      %154 = arith.subi %151, %153 overflow<nsw> : i32
      %155 = arith.muli %149, %c20184_i32 overflow<nsw> : i32
      %156 = arith.muli %152, %95 overflow<nsw> : i32
      %157 = arith.addi %155, %156 overflow<nsw> : i32
      %158 = arith.muli %154, %96 overflow<nsw> : i32
      %159 = arith.addi %157, %158 overflow<nsw> : i32
      %160 = arith.subi %159, %101 overflow<nsw> : i32
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
      %171 = arith.addi %81, %c48_i32 overflow<nsw> : i32
      %172 = arith.addi %102, %171 overflow<nsw> : i32
      %173 = arith.divsi %172, %c225_i32 : i32
      %174 = arith.muli %173, %c225_i32 overflow<nsw> : i32
      %175 = arith.subi %172, %174 overflow<nsw> : i32
      %176 = arith.divsi %175, %c15_i32 : i32
      %177 = arith.muli %176, %c15_i32 overflow<nsw> : i32
      %178 = arith.subi %175, %177 overflow<nsw> : i32
      %179 = arith.muli %173, %c20184_i32 overflow<nsw> : i32
      %180 = arith.muli %176, %95 overflow<nsw> : i32
      %181 = arith.addi %179, %180 overflow<nsw> : i32
      %182 = arith.muli %178, %96 overflow<nsw> : i32
      %183 = arith.addi %181, %182 overflow<nsw> : i32
      %184 = arith.subi %183, %101 overflow<nsw> : i32
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
      %195 = arith.addi %81, %c64_i32 overflow<nsw> : i32
      %196 = arith.addi %102, %195 overflow<nsw> : i32
      %197 = arith.divsi %196, %c225_i32 : i32
      %198 = arith.muli %197, %c225_i32 overflow<nsw> : i32
      %199 = arith.subi %196, %198 overflow<nsw> : i32
      %200 = arith.divsi %199, %c15_i32 : i32
      %201 = arith.muli %200, %c15_i32 overflow<nsw> : i32
      %202 = arith.subi %199, %201 overflow<nsw> : i32
      %203 = arith.muli %197, %c20184_i32 overflow<nsw> : i32
      %204 = arith.muli %200, %95 overflow<nsw> : i32
      %205 = arith.addi %203, %204 overflow<nsw> : i32
      %206 = arith.muli %202, %96 overflow<nsw> : i32
      %207 = arith.addi %205, %206 overflow<nsw> : i32
      %208 = arith.subi %207, %101 overflow<nsw> : i32
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
      %219 = arith.addi %81, %c80_i32 overflow<nsw> : i32
      %220 = arith.addi %102, %219 overflow<nsw> : i32
      %221 = arith.divsi %220, %c225_i32 : i32
      %222 = arith.muli %221, %c225_i32 overflow<nsw> : i32
      %223 = arith.subi %220, %222 overflow<nsw> : i32
      %224 = arith.divsi %223, %c15_i32 : i32
      %225 = arith.muli %224, %c15_i32 overflow<nsw> : i32
      %226 = arith.subi %223, %225 overflow<nsw> : i32
      %227 = arith.muli %221, %c20184_i32 overflow<nsw> : i32
      %228 = arith.muli %224, %95 overflow<nsw> : i32
      %229 = arith.addi %227, %228 overflow<nsw> : i32
      %230 = arith.muli %226, %96 overflow<nsw> : i32
      %231 = arith.addi %229, %230 overflow<nsw> : i32
      %232 = arith.subi %231, %101 overflow<nsw> : i32
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
      %243 = arith.addi %81, %c96_i32 overflow<nsw> : i32
      %244 = arith.addi %102, %243 overflow<nsw> : i32
      %245 = arith.divsi %244, %c225_i32 : i32
      %246 = arith.muli %245, %c225_i32 overflow<nsw> : i32
      %247 = arith.subi %244, %246 overflow<nsw> : i32
      %248 = arith.divsi %247, %c15_i32 : i32
      %249 = arith.muli %248, %c15_i32 overflow<nsw> : i32
      %250 = arith.subi %247, %249 overflow<nsw> : i32
      %251 = arith.muli %245, %c20184_i32 overflow<nsw> : i32
      %252 = arith.muli %248, %95 overflow<nsw> : i32
      %253 = arith.addi %251, %252 overflow<nsw> : i32
      %254 = arith.muli %250, %96 overflow<nsw> : i32
      %255 = arith.addi %253, %254 overflow<nsw> : i32
      %256 = arith.subi %255, %101 overflow<nsw> : i32
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
      %267 = arith.addi %81, %c112_i32 overflow<nsw> : i32
      %268 = arith.addi %102, %267 overflow<nsw> : i32
      %269 = arith.divsi %268, %c225_i32 : i32
      %270 = arith.muli %269, %c225_i32 overflow<nsw> : i32
      %271 = arith.subi %268, %270 overflow<nsw> : i32
      %272 = arith.divsi %271, %c15_i32 : i32
      %273 = arith.muli %272, %c15_i32 overflow<nsw> : i32
      %274 = arith.subi %271, %273 overflow<nsw> : i32
      %275 = arith.muli %269, %c20184_i32 overflow<nsw> : i32
      %276 = arith.muli %272, %95 overflow<nsw> : i32
      %277 = arith.addi %275, %276 overflow<nsw> : i32
      %278 = arith.muli %274, %96 overflow<nsw> : i32
      %279 = arith.addi %277, %278 overflow<nsw> : i32
      %280 = arith.subi %279, %101 overflow<nsw> : i32
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
      %291 = arith.divsi %83, %c24_i32 : i32
      %292 = arith.muli %291, %c24_i32 overflow<nsw> : i32
      %293 = arith.subi %83, %292 overflow<nsw> : i32
      %294 = arith.divsi %291, %c3_i32 : i32
      %295 = arith.muli %294, %c3_i32 overflow<nsw> : i32
      %296 = arith.subi %291, %295 overflow<nsw> : i32
      %297 = arith.muli %296, %97 overflow<nsw> : i32
      %298 = arith.addi %293, %297 overflow<nsw> : i32
      %299 = arith.muli %294, %98 overflow<nsw> : i32
      %300 = arith.addi %298, %299 overflow<nsw> : i32
      %301 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> i32
      %302 = arith.divsi %83, %c24_i32 : i32
      %303 = arith.divsi %302, %c3_i32 : i32
      %304 = arith.muli %303, %arg7 : i32
      %305 = arith.addi %301, %304 : i32
      %306 = llvm.load %120 {alignment = 32 : i64} : !llvm.ptr -> i32
      %307 = arith.muli %296, %arg8 : i32
      %308 = arith.addi %306, %307 : i32
      %309 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> i8
      %310 = arith.cmpi ne, %309, %c0_i8 : i8
      %311 = arith.cmpi slt, %83, %c216_i32 : i32
      %312 = arith.andi %310, %311 : i1
      %313 = arith.cmpi sge, %305, %c0_i32 : i32
      %314 = arith.andi %312, %313 : i1
      %315 = arith.cmpi slt, %305, %c29_i32 : i32
      %316 = arith.andi %314, %315 : i1
      %317 = arith.cmpi sge, %308, %c0_i32 : i32
      %318 = arith.andi %316, %317 : i1
      %319 = arith.cmpi slt, %308, %c29_i32 : i32
      %320 = arith.andi %318, %319 : i1
      %321 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> i32
      %322 = arith.addi %321, %300 overflow<nsw> : i32
      scf.if %320 {
        %819 = llvm.getelementptr %65[%322] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %93, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %52 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %52[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %52[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %52[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %52[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %52[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %52[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %52[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %52 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %93 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %323 = llvm.load %140 {alignment = 4 : i64} : !llvm.ptr -> i32
      %324 = arith.divsi %83, %c24_i32 : i32
      %325 = arith.divsi %324, %c3_i32 : i32
      %326 = arith.muli %325, %arg7 : i32
      %327 = arith.addi %323, %326 : i32
      %328 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr -> i32
      %329 = arith.muli %296, %arg8 : i32
      %330 = arith.addi %328, %329 : i32
      %331 = llvm.load %146 {alignment = 1 : i64} : !llvm.ptr -> i8
      %332 = arith.cmpi ne, %331, %c0_i8 : i8
      %333 = arith.andi %332, %311 : i1
      %334 = arith.cmpi sge, %327, %c0_i32 : i32
      %335 = arith.andi %333, %334 : i1
      %336 = arith.cmpi slt, %327, %c29_i32 : i32
      %337 = arith.andi %335, %336 : i1
      %338 = arith.cmpi sge, %330, %c0_i32 : i32
      %339 = arith.andi %337, %338 : i1
      %340 = arith.cmpi slt, %330, %c29_i32 : i32
      %341 = arith.andi %339, %340 : i1
      %342 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> i32
      %343 = arith.addi %342, %300 overflow<nsw> : i32
      %344 = llvm.getelementptr %93[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %341 {
        %819 = llvm.getelementptr %65[%343] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %344, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %51 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %51[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %51[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %51[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %51[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %51[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %51[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %51[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %51 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %344 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %345 = llvm.load %164 {alignment = 8 : i64} : !llvm.ptr -> i32
      %346 = arith.divsi %83, %c24_i32 : i32
      %347 = arith.divsi %346, %c3_i32 : i32
      %348 = arith.muli %347, %arg7 : i32
      %349 = arith.addi %345, %348 : i32
      %350 = llvm.load %167 {alignment = 8 : i64} : !llvm.ptr -> i32
      %351 = arith.muli %296, %arg8 : i32
      %352 = arith.addi %350, %351 : i32
      %353 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> i8
      %354 = arith.cmpi ne, %353, %c0_i8 : i8
      %355 = arith.andi %354, %311 : i1
      %356 = arith.cmpi sge, %349, %c0_i32 : i32
      %357 = arith.andi %355, %356 : i1
      %358 = arith.cmpi slt, %349, %c29_i32 : i32
      %359 = arith.andi %357, %358 : i1
      %360 = arith.cmpi sge, %352, %c0_i32 : i32
      %361 = arith.andi %359, %360 : i1
      %362 = arith.cmpi slt, %352, %c29_i32 : i32
      %363 = arith.andi %361, %362 : i1
      %364 = llvm.load %161 {alignment = 8 : i64} : !llvm.ptr -> i32
      %365 = arith.addi %364, %300 overflow<nsw> : i32
      %366 = llvm.getelementptr %93[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %363 {
        %819 = llvm.getelementptr %65[%365] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %366, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %50 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %50[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %50[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %50[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %50[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %50[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %50[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %50[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %50 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %366 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %367 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> i32
      %368 = arith.divsi %83, %c24_i32 : i32
      %369 = arith.divsi %368, %c3_i32 : i32
      %370 = arith.muli %369, %arg7 : i32
      %371 = arith.addi %367, %370 : i32
      %372 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> i32
      %373 = arith.muli %296, %arg8 : i32
      %374 = arith.addi %372, %373 : i32
      %375 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
      %376 = arith.cmpi ne, %375, %c0_i8 : i8
      %377 = arith.andi %376, %311 : i1
      %378 = arith.cmpi sge, %371, %c0_i32 : i32
      %379 = arith.andi %377, %378 : i1
      %380 = arith.cmpi slt, %371, %c29_i32 : i32
      %381 = arith.andi %379, %380 : i1
      %382 = arith.cmpi sge, %374, %c0_i32 : i32
      %383 = arith.andi %381, %382 : i1
      %384 = arith.cmpi slt, %374, %c29_i32 : i32
      %385 = arith.andi %383, %384 : i1
      %386 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr -> i32
      %387 = arith.addi %386, %300 overflow<nsw> : i32
      %388 = llvm.getelementptr %93[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %385 {
        %819 = llvm.getelementptr %65[%387] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %388, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %49 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %49[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %49[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %49[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %49[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %49[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %49[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %49[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %49 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %388 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %389 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr -> i32
      %390 = arith.divsi %83, %c24_i32 : i32
      %391 = arith.divsi %390, %c3_i32 : i32
      %392 = arith.muli %391, %arg7 : i32
      %393 = arith.addi %389, %392 : i32
      %394 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr -> i32
      %395 = arith.muli %296, %arg8 : i32
      %396 = arith.addi %394, %395 : i32
      %397 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> i8
      %398 = arith.cmpi ne, %397, %c0_i8 : i8
      %399 = arith.andi %398, %311 : i1
      %400 = arith.cmpi sge, %393, %c0_i32 : i32
      %401 = arith.andi %399, %400 : i1
      %402 = arith.cmpi slt, %393, %c29_i32 : i32
      %403 = arith.andi %401, %402 : i1
      %404 = arith.cmpi sge, %396, %c0_i32 : i32
      %405 = arith.andi %403, %404 : i1
      %406 = arith.cmpi slt, %396, %c29_i32 : i32
      %407 = arith.andi %405, %406 : i1
      %408 = llvm.load %209 {alignment = 16 : i64} : !llvm.ptr -> i32
      %409 = arith.addi %408, %300 overflow<nsw> : i32
      %410 = llvm.getelementptr %93[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %407 {
        %819 = llvm.getelementptr %65[%409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %410, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %48 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %48[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %48[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %48[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %48[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %48[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %48[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %48[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %410 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %411 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %412 = arith.divsi %83, %c24_i32 : i32
      %413 = arith.divsi %412, %c3_i32 : i32
      %414 = arith.muli %413, %arg7 : i32
      %415 = arith.addi %411, %414 : i32
      %416 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> i32
      %417 = arith.muli %296, %arg8 : i32
      %418 = arith.addi %416, %417 : i32
      %419 = llvm.load %242 {alignment = 1 : i64} : !llvm.ptr -> i8
      %420 = arith.cmpi ne, %419, %c0_i8 : i8
      %421 = arith.andi %420, %311 : i1
      %422 = arith.cmpi sge, %415, %c0_i32 : i32
      %423 = arith.andi %421, %422 : i1
      %424 = arith.cmpi slt, %415, %c29_i32 : i32
      %425 = arith.andi %423, %424 : i1
      %426 = arith.cmpi sge, %418, %c0_i32 : i32
      %427 = arith.andi %425, %426 : i1
      %428 = arith.cmpi slt, %418, %c29_i32 : i32
      %429 = arith.andi %427, %428 : i1
      %430 = llvm.load %233 {alignment = 4 : i64} : !llvm.ptr -> i32
      %431 = arith.addi %430, %300 overflow<nsw> : i32
      %432 = llvm.getelementptr %93[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %429 {
        %819 = llvm.getelementptr %65[%431] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %432, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %47 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %47[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %47[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %47[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %47[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %47[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %47[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %47 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %432 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %433 = llvm.load %260 {alignment = 8 : i64} : !llvm.ptr -> i32
      %434 = arith.divsi %83, %c24_i32 : i32
      %435 = arith.divsi %434, %c3_i32 : i32
      %436 = arith.muli %435, %arg7 : i32
      %437 = arith.addi %433, %436 : i32
      %438 = llvm.load %263 {alignment = 8 : i64} : !llvm.ptr -> i32
      %439 = arith.muli %296, %arg8 : i32
      %440 = arith.addi %438, %439 : i32
      %441 = llvm.load %266 {alignment = 2 : i64} : !llvm.ptr -> i8
      %442 = arith.cmpi ne, %441, %c0_i8 : i8
      %443 = arith.andi %442, %311 : i1
      %444 = arith.cmpi sge, %437, %c0_i32 : i32
      %445 = arith.andi %443, %444 : i1
      %446 = arith.cmpi slt, %437, %c29_i32 : i32
      %447 = arith.andi %445, %446 : i1
      %448 = arith.cmpi sge, %440, %c0_i32 : i32
      %449 = arith.andi %447, %448 : i1
      %450 = arith.cmpi slt, %440, %c29_i32 : i32
      %451 = arith.andi %449, %450 : i1
      %452 = llvm.load %257 {alignment = 8 : i64} : !llvm.ptr -> i32
      %453 = arith.addi %452, %300 overflow<nsw> : i32
      %454 = llvm.getelementptr %93[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %451 {
        %819 = llvm.getelementptr %65[%453] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %454, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %46 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %46[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %46[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %46[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %46[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %46[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %46[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %46 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %454 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %455 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> i32
      %456 = arith.divsi %83, %c24_i32 : i32
      %457 = arith.divsi %456, %c3_i32 : i32
      %458 = arith.muli %457, %arg7 : i32
      %459 = arith.addi %455, %458 : i32
      %460 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr -> i32
      %461 = arith.muli %296, %arg8 : i32
      %462 = arith.addi %460, %461 : i32
      %463 = llvm.load %290 {alignment = 1 : i64} : !llvm.ptr -> i8
      %464 = arith.cmpi ne, %463, %c0_i8 : i8
      %465 = arith.andi %464, %311 : i1
      %466 = arith.cmpi sge, %459, %c0_i32 : i32
      %467 = arith.andi %465, %466 : i1
      %468 = arith.cmpi slt, %459, %c29_i32 : i32
      %469 = arith.andi %467, %468 : i1
      %470 = arith.cmpi sge, %462, %c0_i32 : i32
      %471 = arith.andi %469, %470 : i1
      %472 = arith.cmpi slt, %462, %c29_i32 : i32
      %473 = arith.andi %471, %472 : i1
      %474 = llvm.load %281 {alignment = 4 : i64} : !llvm.ptr -> i32
      %475 = arith.addi %474, %300 overflow<nsw> : i32
      %476 = llvm.getelementptr %93[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %473 {
        %819 = llvm.getelementptr %65[%475] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %476, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %45 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %45[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %45[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %45[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %45[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %45[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %45 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %476 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %477 = arith.muli %76, %c128_i32 : i32
      %478 = arith.addi %477, %81 overflow<nsw> : i32
      %479 = arith.muli %478, %c216_i32 overflow<nsw> : i32
      %480 = arith.addi %479, %83 overflow<nsw> : i32
      %481 = arith.cmpi slt, %478, %c72_i32 : i32
      %482 = arith.andi %481, %311 : i1
      scf.if %482 {
        %819 = llvm.getelementptr %66[%480] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %94, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %44 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %44[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %44[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %44[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %44[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %44[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %44 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %94 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %483 = arith.addi %477, %123 overflow<nsw> : i32
      %484 = arith.muli %483, %c216_i32 overflow<nsw> : i32
      %485 = arith.addi %484, %83 overflow<nsw> : i32
      %486 = arith.cmpi slt, %483, %c72_i32 : i32
      %487 = arith.andi %486, %311 : i1
      %488 = llvm.getelementptr %94[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %487 {
        %819 = llvm.getelementptr %66[%485] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %488, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %43 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %43[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %43[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %43[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %43[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %43[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %43[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %43 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %488 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %489 = arith.addi %477, %147 overflow<nsw> : i32
      %490 = arith.muli %489, %c216_i32 overflow<nsw> : i32
      %491 = arith.addi %490, %83 overflow<nsw> : i32
      %492 = arith.cmpi slt, %489, %c72_i32 : i32
      %493 = arith.andi %492, %311 : i1
      %494 = llvm.getelementptr %94[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %493 {
        %819 = llvm.getelementptr %66[%491] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %494, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %42 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %42 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %494 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %495 = arith.addi %477, %171 overflow<nsw> : i32
      %496 = arith.muli %495, %c216_i32 overflow<nsw> : i32
      %497 = arith.addi %496, %83 overflow<nsw> : i32
      %498 = arith.cmpi slt, %495, %c72_i32 : i32
      %499 = arith.andi %498, %311 : i1
      %500 = llvm.getelementptr %94[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %499 {
        %819 = llvm.getelementptr %66[%497] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %500, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %41 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %41 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %500 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %501 = arith.addi %477, %195 overflow<nsw> : i32
      %502 = arith.muli %501, %c216_i32 overflow<nsw> : i32
      %503 = arith.addi %502, %83 overflow<nsw> : i32
      %504 = arith.cmpi slt, %501, %c72_i32 : i32
      %505 = arith.andi %504, %311 : i1
      %506 = llvm.getelementptr %94[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %505 {
        %819 = llvm.getelementptr %66[%503] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %506, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %40 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %506 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %507 = arith.addi %477, %219 overflow<nsw> : i32
      %508 = arith.muli %507, %c216_i32 overflow<nsw> : i32
      %509 = arith.addi %508, %83 overflow<nsw> : i32
      %510 = arith.cmpi slt, %507, %c72_i32 : i32
      %511 = arith.andi %510, %311 : i1
      %512 = llvm.getelementptr %94[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %511 {
        %819 = llvm.getelementptr %66[%509] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %512, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %39 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %39[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %39[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %39[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %39[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %39[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %512 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %513 = arith.addi %477, %243 overflow<nsw> : i32
      %514 = arith.muli %513, %c216_i32 overflow<nsw> : i32
      %515 = arith.addi %514, %83 overflow<nsw> : i32
      %516 = arith.cmpi slt, %513, %c72_i32 : i32
      %517 = arith.andi %516, %311 : i1
      %518 = llvm.getelementptr %94[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %517 {
        %819 = llvm.getelementptr %66[%515] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %518, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %38 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %38[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %38[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %38[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %38[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %38[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %38[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %38[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %518 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %519 = arith.addi %477, %267 overflow<nsw> : i32
      %520 = arith.muli %519, %c216_i32 overflow<nsw> : i32
      %521 = arith.addi %520, %83 overflow<nsw> : i32
      %522 = arith.cmpi slt, %519, %c72_i32 : i32
      %523 = arith.andi %522, %311 : i1
      %524 = llvm.getelementptr %94[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %523 {
        %819 = llvm.getelementptr %66[%521] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %524, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %37 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %524 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %525 = arith.addi %83, %c64_i32 overflow<nsw> : i32
      %526 = arith.divsi %525, %c24_i32 : i32
      %527 = arith.muli %526, %c24_i32 overflow<nsw> : i32
      %528 = arith.subi %525, %527 overflow<nsw> : i32
      %529 = arith.divsi %526, %c3_i32 : i32
      %530 = arith.muli %529, %c3_i32 overflow<nsw> : i32
      %531 = arith.subi %526, %530 overflow<nsw> : i32
      %532 = arith.muli %531, %97 overflow<nsw> : i32
      %533 = arith.addi %528, %532 overflow<nsw> : i32
      %534 = arith.muli %529, %98 overflow<nsw> : i32
      %535 = arith.addi %533, %534 overflow<nsw> : i32
      %536 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> i32
      %537 = arith.divsi %525, %c24_i32 : i32
      %538 = arith.divsi %537, %c3_i32 : i32
      %539 = arith.muli %538, %arg7 : i32
      %540 = arith.addi %536, %539 : i32
      %541 = llvm.load %120 {alignment = 32 : i64} : !llvm.ptr -> i32
      %542 = arith.muli %531, %arg8 : i32
      %543 = arith.addi %541, %542 : i32
      %544 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> i8
      %545 = arith.cmpi ne, %544, %c0_i8 : i8
      %546 = arith.cmpi slt, %525, %c216_i32 : i32
      %547 = arith.andi %545, %546 : i1
      %548 = arith.cmpi sge, %540, %c0_i32 : i32
      %549 = arith.andi %547, %548 : i1
      %550 = arith.cmpi slt, %540, %c29_i32 : i32
      %551 = arith.andi %549, %550 : i1
      %552 = arith.cmpi sge, %543, %c0_i32 : i32
      %553 = arith.andi %551, %552 : i1
      %554 = arith.cmpi slt, %543, %c29_i32 : i32
      %555 = arith.andi %553, %554 : i1
      %556 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> i32
      %557 = arith.addi %556, %535 overflow<nsw> : i32
      %558 = llvm.getelementptr %93[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %555 {
        %819 = llvm.getelementptr %65[%557] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %558, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %36 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %558 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %559 = llvm.load %140 {alignment = 4 : i64} : !llvm.ptr -> i32
      %560 = arith.divsi %525, %c24_i32 : i32
      %561 = arith.divsi %560, %c3_i32 : i32
      %562 = arith.muli %561, %arg7 : i32
      %563 = arith.addi %559, %562 : i32
      %564 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr -> i32
      %565 = arith.muli %531, %arg8 : i32
      %566 = arith.addi %564, %565 : i32
      %567 = llvm.load %146 {alignment = 1 : i64} : !llvm.ptr -> i8
      %568 = arith.cmpi ne, %567, %c0_i8 : i8
      %569 = arith.andi %568, %546 : i1
      %570 = arith.cmpi sge, %563, %c0_i32 : i32
      %571 = arith.andi %569, %570 : i1
      %572 = arith.cmpi slt, %563, %c29_i32 : i32
      %573 = arith.andi %571, %572 : i1
      %574 = arith.cmpi sge, %566, %c0_i32 : i32
      %575 = arith.andi %573, %574 : i1
      %576 = arith.cmpi slt, %566, %c29_i32 : i32
      %577 = arith.andi %575, %576 : i1
      %578 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> i32
      %579 = arith.addi %578, %535 overflow<nsw> : i32
      %580 = llvm.getelementptr %93[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %577 {
        %819 = llvm.getelementptr %65[%579] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %580, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %35 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %580 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %581 = llvm.load %164 {alignment = 8 : i64} : !llvm.ptr -> i32
      %582 = arith.divsi %525, %c24_i32 : i32
      %583 = arith.divsi %582, %c3_i32 : i32
      %584 = arith.muli %583, %arg7 : i32
      %585 = arith.addi %581, %584 : i32
      %586 = llvm.load %167 {alignment = 8 : i64} : !llvm.ptr -> i32
      %587 = arith.muli %531, %arg8 : i32
      %588 = arith.addi %586, %587 : i32
      %589 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> i8
      %590 = arith.cmpi ne, %589, %c0_i8 : i8
      %591 = arith.andi %590, %546 : i1
      %592 = arith.cmpi sge, %585, %c0_i32 : i32
      %593 = arith.andi %591, %592 : i1
      %594 = arith.cmpi slt, %585, %c29_i32 : i32
      %595 = arith.andi %593, %594 : i1
      %596 = arith.cmpi sge, %588, %c0_i32 : i32
      %597 = arith.andi %595, %596 : i1
      %598 = arith.cmpi slt, %588, %c29_i32 : i32
      %599 = arith.andi %597, %598 : i1
      %600 = llvm.load %161 {alignment = 8 : i64} : !llvm.ptr -> i32
      %601 = arith.addi %600, %535 overflow<nsw> : i32
      %602 = llvm.getelementptr %93[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %599 {
        %819 = llvm.getelementptr %65[%601] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %602, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %34 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %602 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %603 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> i32
      %604 = arith.divsi %525, %c24_i32 : i32
      %605 = arith.divsi %604, %c3_i32 : i32
      %606 = arith.muli %605, %arg7 : i32
      %607 = arith.addi %603, %606 : i32
      %608 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> i32
      %609 = arith.muli %531, %arg8 : i32
      %610 = arith.addi %608, %609 : i32
      %611 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
      %612 = arith.cmpi ne, %611, %c0_i8 : i8
      %613 = arith.andi %612, %546 : i1
      %614 = arith.cmpi sge, %607, %c0_i32 : i32
      %615 = arith.andi %613, %614 : i1
      %616 = arith.cmpi slt, %607, %c29_i32 : i32
      %617 = arith.andi %615, %616 : i1
      %618 = arith.cmpi sge, %610, %c0_i32 : i32
      %619 = arith.andi %617, %618 : i1
      %620 = arith.cmpi slt, %610, %c29_i32 : i32
      %621 = arith.andi %619, %620 : i1
      %622 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr -> i32
      %623 = arith.addi %622, %535 overflow<nsw> : i32
      %624 = llvm.getelementptr %93[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %621 {
        %819 = llvm.getelementptr %65[%623] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %624, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %33 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %33[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %33[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %33[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %33[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %624 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %625 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr -> i32
      %626 = arith.divsi %525, %c24_i32 : i32
      %627 = arith.divsi %626, %c3_i32 : i32
      %628 = arith.muli %627, %arg7 : i32
      %629 = arith.addi %625, %628 : i32
      %630 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr -> i32
      %631 = arith.muli %531, %arg8 : i32
      %632 = arith.addi %630, %631 : i32
      %633 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> i8
      %634 = arith.cmpi ne, %633, %c0_i8 : i8
      %635 = arith.andi %634, %546 : i1
      %636 = arith.cmpi sge, %629, %c0_i32 : i32
      %637 = arith.andi %635, %636 : i1
      %638 = arith.cmpi slt, %629, %c29_i32 : i32
      %639 = arith.andi %637, %638 : i1
      %640 = arith.cmpi sge, %632, %c0_i32 : i32
      %641 = arith.andi %639, %640 : i1
      %642 = arith.cmpi slt, %632, %c29_i32 : i32
      %643 = arith.andi %641, %642 : i1
      %644 = llvm.load %209 {alignment = 16 : i64} : !llvm.ptr -> i32
      %645 = arith.addi %644, %535 overflow<nsw> : i32
      %646 = llvm.getelementptr %93[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %643 {
        %819 = llvm.getelementptr %65[%645] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %646, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %32 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %32[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %32[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %32[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %32[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %646 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %647 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %648 = arith.divsi %525, %c24_i32 : i32
      %649 = arith.divsi %648, %c3_i32 : i32
      %650 = arith.muli %649, %arg7 : i32
      %651 = arith.addi %647, %650 : i32
      %652 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> i32
      %653 = arith.muli %531, %arg8 : i32
      %654 = arith.addi %652, %653 : i32
      %655 = llvm.load %242 {alignment = 1 : i64} : !llvm.ptr -> i8
      %656 = arith.cmpi ne, %655, %c0_i8 : i8
      %657 = arith.andi %656, %546 : i1
      %658 = arith.cmpi sge, %651, %c0_i32 : i32
      %659 = arith.andi %657, %658 : i1
      %660 = arith.cmpi slt, %651, %c29_i32 : i32
      %661 = arith.andi %659, %660 : i1
      %662 = arith.cmpi sge, %654, %c0_i32 : i32
      %663 = arith.andi %661, %662 : i1
      %664 = arith.cmpi slt, %654, %c29_i32 : i32
      %665 = arith.andi %663, %664 : i1
      %666 = llvm.load %233 {alignment = 4 : i64} : !llvm.ptr -> i32
      %667 = arith.addi %666, %535 overflow<nsw> : i32
      %668 = llvm.getelementptr %93[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %665 {
        %819 = llvm.getelementptr %65[%667] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %668, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %31 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %31[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %31[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %31[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %31[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %668 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %669 = llvm.load %260 {alignment = 8 : i64} : !llvm.ptr -> i32
      %670 = arith.divsi %525, %c24_i32 : i32
      %671 = arith.divsi %670, %c3_i32 : i32
      %672 = arith.muli %671, %arg7 : i32
      %673 = arith.addi %669, %672 : i32
      %674 = llvm.load %263 {alignment = 8 : i64} : !llvm.ptr -> i32
      %675 = arith.muli %531, %arg8 : i32
      %676 = arith.addi %674, %675 : i32
      %677 = llvm.load %266 {alignment = 2 : i64} : !llvm.ptr -> i8
      %678 = arith.cmpi ne, %677, %c0_i8 : i8
      %679 = arith.andi %678, %546 : i1
      %680 = arith.cmpi sge, %673, %c0_i32 : i32
      %681 = arith.andi %679, %680 : i1
      %682 = arith.cmpi slt, %673, %c29_i32 : i32
      %683 = arith.andi %681, %682 : i1
      %684 = arith.cmpi sge, %676, %c0_i32 : i32
      %685 = arith.andi %683, %684 : i1
      %686 = arith.cmpi slt, %676, %c29_i32 : i32
      %687 = arith.andi %685, %686 : i1
      %688 = llvm.load %257 {alignment = 8 : i64} : !llvm.ptr -> i32
      %689 = arith.addi %688, %535 overflow<nsw> : i32
      %690 = llvm.getelementptr %93[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %687 {
        %819 = llvm.getelementptr %65[%689] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %690, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %30 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %690 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %691 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> i32
      %692 = arith.divsi %525, %c24_i32 : i32
      %693 = arith.divsi %692, %c3_i32 : i32
      %694 = arith.muli %693, %arg7 : i32
      %695 = arith.addi %691, %694 : i32
      %696 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr -> i32
      %697 = arith.muli %531, %arg8 : i32
      %698 = arith.addi %696, %697 : i32
      %699 = llvm.load %290 {alignment = 1 : i64} : !llvm.ptr -> i8
      %700 = arith.cmpi ne, %699, %c0_i8 : i8
      %701 = arith.andi %700, %546 : i1
      %702 = arith.cmpi sge, %695, %c0_i32 : i32
      %703 = arith.andi %701, %702 : i1
      %704 = arith.cmpi slt, %695, %c29_i32 : i32
      %705 = arith.andi %703, %704 : i1
      %706 = arith.cmpi sge, %698, %c0_i32 : i32
      %707 = arith.andi %705, %706 : i1
      %708 = arith.cmpi slt, %698, %c29_i32 : i32
      %709 = arith.andi %707, %708 : i1
      %710 = llvm.load %281 {alignment = 4 : i64} : !llvm.ptr -> i32
      %711 = arith.addi %710, %535 overflow<nsw> : i32
      %712 = llvm.getelementptr %93[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %709 {
        %819 = llvm.getelementptr %65[%711] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %820 = llvm.ptrtoint %819 : !llvm.ptr<1> to i64
        %821 = arith.addi %820, %c15_i64 : i64
        %822 = arith.andi %821, %c-16_i64 : i64
        %823 = llvm.inttoptr %822 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%823, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %712, %823, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %29 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %712 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %713 = arith.addi %479, %525 overflow<nsw> : i32
      %714 = arith.andi %481, %546 : i1
      %715 = llvm.getelementptr %94[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %714 {
        %819 = llvm.getelementptr %66[%713] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %715, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %28 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %28 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %715 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %716 = arith.addi %484, %525 overflow<nsw> : i32
      %717 = arith.andi %486, %546 : i1
      %718 = llvm.getelementptr %94[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %717 {
        %819 = llvm.getelementptr %66[%716] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %718, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %27 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %718 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %719 = arith.addi %490, %525 overflow<nsw> : i32
      %720 = arith.andi %492, %546 : i1
      %721 = llvm.getelementptr %94[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %720 {
        %819 = llvm.getelementptr %66[%719] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %721, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %26 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %721 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %722 = arith.addi %496, %525 overflow<nsw> : i32
      %723 = arith.andi %498, %546 : i1
      %724 = llvm.getelementptr %94[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %723 {
        %819 = llvm.getelementptr %66[%722] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %724, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %25 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %724 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %725 = arith.addi %502, %525 overflow<nsw> : i32
      %726 = arith.andi %504, %546 : i1
      %727 = llvm.getelementptr %94[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %726 {
        %819 = llvm.getelementptr %66[%725] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %727, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %24 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %727 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %728 = arith.addi %508, %525 overflow<nsw> : i32
      %729 = arith.andi %510, %546 : i1
      %730 = llvm.getelementptr %94[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %729 {
        %819 = llvm.getelementptr %66[%728] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %730, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %23 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %730 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %731 = arith.addi %514, %525 overflow<nsw> : i32
      %732 = arith.andi %516, %546 : i1
      %733 = llvm.getelementptr %94[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %732 {
        %819 = llvm.getelementptr %66[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %733, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %22 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %733 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %734 = arith.addi %520, %525 overflow<nsw> : i32
      %735 = arith.andi %522, %546 : i1
      %736 = llvm.getelementptr %94[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %735 {
        %819 = llvm.getelementptr %66[%734] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %736, %819, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %21 {alignment = 32 : i64} : f16, !llvm.ptr
        %819 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %819 {alignment = 2 : i64} : f16, !llvm.ptr
        %820 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %820 {alignment = 4 : i64} : f16, !llvm.ptr
        %821 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %821 {alignment = 2 : i64} : f16, !llvm.ptr
        %822 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %822 {alignment = 8 : i64} : f16, !llvm.ptr
        %823 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %823 {alignment = 2 : i64} : f16, !llvm.ptr
        %824 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %824 {alignment = 4 : i64} : f16, !llvm.ptr
        %825 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %825 {alignment = 2 : i64} : f16, !llvm.ptr
        %826 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %826, %736 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %737 = arith.remsi %77, %c32_i32 : i32
      %738 = arith.divsi %77, %c32_i32 : i32
      %739 = arith.remsi %738, %c2_i32 : i32
      %740 = arith.divsi %77, %c64_i32 : i32
      %741 = arith.remsi %740, %c2_i32 : i32
      %742 = arith.remsi %737, %c32_i32 : i32
      %743 = arith.remsi %739, %c2_i32 : i32
      %744 = arith.remsi %741, %c2_i32 : i32
      %745 = arith.divsi %742, %c4_i32 : i32
      %746 = arith.remsi %742, %c4_i32 : i32
      %747 = arith.muli %746, %c2_i32 overflow<nsw> : i32
      %748 = arith.muli %745, %c72_i32 overflow<nsw> : i32
      %749 = arith.addi %747, %748 overflow<nsw> : i32
      %750 = arith.muli %743, %c1152_i32 overflow<nsw> : i32
      %751 = arith.muli %744, %c8_i32 overflow<nsw> : i32
      %752 = arith.addi %750, %751 overflow<nsw> : i32
      %753 = arith.addi %749, %752 overflow<nsw> : i32
      %754 = llvm.getelementptr %79[%753] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %cst, %18 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %755 = arith.divsi %77, %c16_i32 : i32
      %756 = arith.remsi %77, %c16_i32 : i32
      %757 = arith.remsi %756, %c8_i32 : i32
      %758 = arith.muli %757, %c64_i32 overflow<nsw> : i32
      %759 = arith.remsi %755, %c2_i32 : i32
      %760 = arith.muli %759, %c8_i32 overflow<nsw> : i32
      %761 = arith.addi %758, %760 overflow<nsw> : i32
      %762 = arith.divsi %756, %c8_i32 : i32
      %763 = arith.muli %762, %c512_i32 overflow<nsw> : i32
      %764 = arith.divsi %755, %c2_i32 : i32
      %765 = arith.remsi %764, %c2_i32 : i32
      %766 = arith.muli %765, %c1024_i32 overflow<nsw> : i32
      %767 = arith.addi %763, %766 overflow<nsw> : i32
      %768 = arith.andi %761, %c128_i32 : i32
      %769 = arith.cmpi eq, %768, %c0_i32 : i32
      %770 = arith.select %769, %c16_i32, %c-16_i32 : i32
      %771 = arith.andi %761, %c256_i32 : i32
      %772 = arith.cmpi eq, %771, %c0_i32 : i32
      %773 = arith.select %772, %c32_i32, %c-32_i32 : i32
      %774 = arith.andi %761, %c448_i32 : i32
      %775 = arith.shrui %774, %c3_i32 : i32
      %776 = arith.xori %761, %775 : i32
      %777 = arith.addi %776, %767 overflow<nsw> : i32
      %778 = llvm.getelementptr %61[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %779 = arith.muli %82, %c64_i32 overflow<nsw> : i32
      %780 = arith.remsi %81, %c2_i32 : i32
      %781 = arith.muli %780, %c8_i32 overflow<nsw> : i32
      %782 = arith.addi %779, %781 overflow<nsw> : i32
      %783 = arith.divsi %81, %c2_i32 : i32
      %784 = arith.divsi %783, %c2_i32 : i32
      %785 = arith.remsi %783, %c2_i32 : i32
      %786 = arith.muli %785, %c1024_i32 overflow<nsw> : i32
      %787 = arith.divsi %784, %c2_i32 : i32
      %788 = arith.muli %787, %c512_i32 overflow<nsw> : i32
      %789 = arith.addi %786, %788 overflow<nsw> : i32
      %790 = arith.andi %782, %c128_i32 : i32
      %791 = arith.cmpi eq, %790, %c0_i32 : i32
      %792 = arith.select %791, %c16_i32, %c-16_i32 : i32
      %793 = arith.andi %782, %c256_i32 : i32
      %794 = arith.cmpi eq, %793, %c0_i32 : i32
      %795 = arith.select %794, %c32_i32, %c-32_i32 : i32
      %796 = arith.andi %782, %c448_i32 : i32
      %797 = arith.shrui %796, %c3_i32 : i32
      %798 = arith.xori %782, %797 : i32
      %799 = arith.addi %798, %789 overflow<nsw> : i32
      %800 = llvm.getelementptr %64[%799] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %819 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %820 = llvm.getelementptr %778[%819] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %821 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %822 = llvm.getelementptr %20[%821] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %823 = nvvm.ldmatrix %820 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %824 = llvm.extractvalue %823[0] : !llvm_struct_a37b2a
        %825 = llvm.extractvalue %823[1] : !llvm_struct_a37b2a
        %826 = llvm.extractvalue %823[2] : !llvm_struct_a37b2a
        %827 = llvm.extractvalue %823[3] : !llvm_struct_a37b2a
        llvm.store %824, %822 {alignment = 4 : i64} : i32, !llvm.ptr
        %828 = llvm.getelementptr %822[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %825, %828 {alignment = 4 : i64} : i32, !llvm.ptr
        %829 = llvm.getelementptr %822[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %826, %829 {alignment = 4 : i64} : i32, !llvm.ptr
        %830 = llvm.getelementptr %822[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %827, %830 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %819 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %820 = llvm.getelementptr %800[%819] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %821 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %822 = llvm.getelementptr %19[%821] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %823 = nvvm.ldmatrix %820 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %824 = llvm.extractvalue %823[0] : !llvm_struct_a37b2a
        %825 = llvm.extractvalue %823[1] : !llvm_struct_a37b2a
        %826 = llvm.extractvalue %823[2] : !llvm_struct_a37b2a
        %827 = llvm.extractvalue %823[3] : !llvm_struct_a37b2a
        llvm.store %824, %822 {alignment = 4 : i64} : i32, !llvm.ptr
        %828 = llvm.getelementptr %822[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %825, %828 {alignment = 4 : i64} : i32, !llvm.ptr
        %829 = llvm.getelementptr %822[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %826, %829 {alignment = 4 : i64} : i32, !llvm.ptr
        %830 = llvm.getelementptr %822[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %827, %830 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %801 = llvm.getelementptr %20[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %802 = llvm.getelementptr %19[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %803 = llvm.getelementptr %20[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %804 = llvm.getelementptr %19[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %805 = arith.addi %770, %773 overflow<nsw> : i32
      %806 = llvm.getelementptr %20[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %807 = arith.addi %792, %795 overflow<nsw> : i32
      %808 = llvm.getelementptr %19[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %809:2 = scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg10 = %c2_i32, %arg11 = %c0_i32) -> (i32, i32)  : i32 {
        %819 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %820 = arith.addi %770, %819 overflow<nsw> : i32
        %821 = llvm.getelementptr %778[%820] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %821[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %801[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %822 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %823 = arith.addi %792, %822 overflow<nsw> : i32
        %824 = llvm.getelementptr %800[%823] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %824[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %802[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %825 = arith.addi %arg9, %c2_i32 : i32
        %826 = arith.cmpi slt, %825, %c4_i32 : i32
        scf.if %826 {
          %846 = arith.muli %825, %c64_i32 : i32
          %847 = arith.addi %846, %83 overflow<nsw> : i32
          %848 = arith.divsi %847, %c24_i32 : i32
          %849 = arith.muli %848, %c24_i32 overflow<nsw> : i32
          %850 = arith.subi %847, %849 overflow<nsw> : i32
          %851 = arith.divsi %848, %c3_i32 : i32
          %852 = arith.muli %851, %c3_i32 overflow<nsw> : i32
          %853 = arith.subi %848, %852 overflow<nsw> : i32
          %854 = arith.muli %853, %97 overflow<nsw> : i32
          %855 = arith.addi %850, %854 overflow<nsw> : i32
          %856 = arith.muli %851, %98 overflow<nsw> : i32
          %857 = arith.addi %855, %856 overflow<nsw> : i32
          %858 = llvm.load %54 {alignment = 32 : i64} : !llvm.ptr -> i32
          %859 = arith.divsi %847, %c24_i32 : i32
          %860 = arith.divsi %859, %c3_i32 : i32
          %861 = arith.muli %860, %arg7 : i32
          %862 = arith.addi %858, %861 : i32
          %863 = llvm.load %120 {alignment = 32 : i64} : !llvm.ptr -> i32
          %864 = arith.muli %853, %arg8 : i32
          %865 = arith.addi %863, %864 : i32
          %866 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> i8
          %867 = arith.cmpi ne, %866, %c0_i8 : i8
          %868 = arith.cmpi slt, %847, %c216_i32 : i32
          %869 = arith.andi %867, %868 : i1
          %870 = arith.cmpi sge, %862, %c0_i32 : i32
          %871 = arith.andi %869, %870 : i1
          %872 = arith.cmpi slt, %862, %c29_i32 : i32
          %873 = arith.andi %871, %872 : i1
          %874 = arith.cmpi sge, %865, %c0_i32 : i32
          %875 = arith.andi %873, %874 : i1
          %876 = arith.cmpi slt, %865, %c29_i32 : i32
          %877 = arith.andi %875, %876 : i1
          %878 = llvm.load %55 {alignment = 32 : i64} : !llvm.ptr -> i32
          %879 = arith.addi %878, %857 overflow<nsw> : i32
          %880 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %881 = llvm.getelementptr %93[%880] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %877 {
            %1074 = llvm.getelementptr %65[%879] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %881, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %17 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %881 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %882 = llvm.load %140 {alignment = 4 : i64} : !llvm.ptr -> i32
          %883 = arith.divsi %847, %c24_i32 : i32
          %884 = arith.divsi %883, %c3_i32 : i32
          %885 = arith.muli %884, %arg7 : i32
          %886 = arith.addi %882, %885 : i32
          %887 = llvm.load %143 {alignment = 4 : i64} : !llvm.ptr -> i32
          %888 = arith.muli %853, %arg8 : i32
          %889 = arith.addi %887, %888 : i32
          %890 = llvm.load %146 {alignment = 1 : i64} : !llvm.ptr -> i8
          %891 = arith.cmpi ne, %890, %c0_i8 : i8
          %892 = arith.andi %891, %868 : i1
          %893 = arith.cmpi sge, %886, %c0_i32 : i32
          %894 = arith.andi %892, %893 : i1
          %895 = arith.cmpi slt, %886, %c29_i32 : i32
          %896 = arith.andi %894, %895 : i1
          %897 = arith.cmpi sge, %889, %c0_i32 : i32
          %898 = arith.andi %896, %897 : i1
          %899 = arith.cmpi slt, %889, %c29_i32 : i32
          %900 = arith.andi %898, %899 : i1
          %901 = llvm.load %137 {alignment = 4 : i64} : !llvm.ptr -> i32
          %902 = arith.addi %901, %857 overflow<nsw> : i32
          %903 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %904 = arith.addi %903, %c1024_i32 overflow<nsw> : i32
          %905 = llvm.getelementptr %93[%904] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %900 {
            %1074 = llvm.getelementptr %65[%902] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %905, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %16 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %16[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %16[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %16[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %16[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %16[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %905 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %906 = llvm.load %164 {alignment = 8 : i64} : !llvm.ptr -> i32
          %907 = arith.divsi %847, %c24_i32 : i32
          %908 = arith.divsi %907, %c3_i32 : i32
          %909 = arith.muli %908, %arg7 : i32
          %910 = arith.addi %906, %909 : i32
          %911 = llvm.load %167 {alignment = 8 : i64} : !llvm.ptr -> i32
          %912 = arith.muli %853, %arg8 : i32
          %913 = arith.addi %911, %912 : i32
          %914 = llvm.load %170 {alignment = 2 : i64} : !llvm.ptr -> i8
          %915 = arith.cmpi ne, %914, %c0_i8 : i8
          %916 = arith.andi %915, %868 : i1
          %917 = arith.cmpi sge, %910, %c0_i32 : i32
          %918 = arith.andi %916, %917 : i1
          %919 = arith.cmpi slt, %910, %c29_i32 : i32
          %920 = arith.andi %918, %919 : i1
          %921 = arith.cmpi sge, %913, %c0_i32 : i32
          %922 = arith.andi %920, %921 : i1
          %923 = arith.cmpi slt, %913, %c29_i32 : i32
          %924 = arith.andi %922, %923 : i1
          %925 = llvm.load %161 {alignment = 8 : i64} : !llvm.ptr -> i32
          %926 = arith.addi %925, %857 overflow<nsw> : i32
          %927 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %928 = arith.addi %927, %c2048_i32 overflow<nsw> : i32
          %929 = llvm.getelementptr %93[%928] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %924 {
            %1074 = llvm.getelementptr %65[%926] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %929, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %15 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %15[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %15[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %15[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %929 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %930 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> i32
          %931 = arith.divsi %847, %c24_i32 : i32
          %932 = arith.divsi %931, %c3_i32 : i32
          %933 = arith.muli %932, %arg7 : i32
          %934 = arith.addi %930, %933 : i32
          %935 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> i32
          %936 = arith.muli %853, %arg8 : i32
          %937 = arith.addi %935, %936 : i32
          %938 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
          %939 = arith.cmpi ne, %938, %c0_i8 : i8
          %940 = arith.andi %939, %868 : i1
          %941 = arith.cmpi sge, %934, %c0_i32 : i32
          %942 = arith.andi %940, %941 : i1
          %943 = arith.cmpi slt, %934, %c29_i32 : i32
          %944 = arith.andi %942, %943 : i1
          %945 = arith.cmpi sge, %937, %c0_i32 : i32
          %946 = arith.andi %944, %945 : i1
          %947 = arith.cmpi slt, %937, %c29_i32 : i32
          %948 = arith.andi %946, %947 : i1
          %949 = llvm.load %185 {alignment = 4 : i64} : !llvm.ptr -> i32
          %950 = arith.addi %949, %857 overflow<nsw> : i32
          %951 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %952 = arith.addi %951, %c3072_i32 overflow<nsw> : i32
          %953 = llvm.getelementptr %93[%952] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %948 {
            %1074 = llvm.getelementptr %65[%950] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %953, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %14 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %953 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %954 = llvm.load %212 {alignment = 16 : i64} : !llvm.ptr -> i32
          %955 = arith.divsi %847, %c24_i32 : i32
          %956 = arith.divsi %955, %c3_i32 : i32
          %957 = arith.muli %956, %arg7 : i32
          %958 = arith.addi %954, %957 : i32
          %959 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr -> i32
          %960 = arith.muli %853, %arg8 : i32
          %961 = arith.addi %959, %960 : i32
          %962 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> i8
          %963 = arith.cmpi ne, %962, %c0_i8 : i8
          %964 = arith.andi %963, %868 : i1
          %965 = arith.cmpi sge, %958, %c0_i32 : i32
          %966 = arith.andi %964, %965 : i1
          %967 = arith.cmpi slt, %958, %c29_i32 : i32
          %968 = arith.andi %966, %967 : i1
          %969 = arith.cmpi sge, %961, %c0_i32 : i32
          %970 = arith.andi %968, %969 : i1
          %971 = arith.cmpi slt, %961, %c29_i32 : i32
          %972 = arith.andi %970, %971 : i1
          %973 = llvm.load %209 {alignment = 16 : i64} : !llvm.ptr -> i32
          %974 = arith.addi %973, %857 overflow<nsw> : i32
          %975 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %976 = arith.addi %975, %c4096_i32 overflow<nsw> : i32
          %977 = llvm.getelementptr %93[%976] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %972 {
            %1074 = llvm.getelementptr %65[%974] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %977, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %13 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %977 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %978 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
          %979 = arith.divsi %847, %c24_i32 : i32
          %980 = arith.divsi %979, %c3_i32 : i32
          %981 = arith.muli %980, %arg7 : i32
          %982 = arith.addi %978, %981 : i32
          %983 = llvm.load %239 {alignment = 4 : i64} : !llvm.ptr -> i32
          %984 = arith.muli %853, %arg8 : i32
          %985 = arith.addi %983, %984 : i32
          %986 = llvm.load %242 {alignment = 1 : i64} : !llvm.ptr -> i8
          %987 = arith.cmpi ne, %986, %c0_i8 : i8
          %988 = arith.andi %987, %868 : i1
          %989 = arith.cmpi sge, %982, %c0_i32 : i32
          %990 = arith.andi %988, %989 : i1
          %991 = arith.cmpi slt, %982, %c29_i32 : i32
          %992 = arith.andi %990, %991 : i1
          %993 = arith.cmpi sge, %985, %c0_i32 : i32
          %994 = arith.andi %992, %993 : i1
          %995 = arith.cmpi slt, %985, %c29_i32 : i32
          %996 = arith.andi %994, %995 : i1
          %997 = llvm.load %233 {alignment = 4 : i64} : !llvm.ptr -> i32
          %998 = arith.addi %997, %857 overflow<nsw> : i32
          %999 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %1000 = arith.addi %999, %c5120_i32 overflow<nsw> : i32
          %1001 = llvm.getelementptr %93[%1000] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %996 {
            %1074 = llvm.getelementptr %65[%998] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1001, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %12 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1001 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1002 = llvm.load %260 {alignment = 8 : i64} : !llvm.ptr -> i32
          %1003 = arith.divsi %847, %c24_i32 : i32
          %1004 = arith.divsi %1003, %c3_i32 : i32
          %1005 = arith.muli %1004, %arg7 : i32
          %1006 = arith.addi %1002, %1005 : i32
          %1007 = llvm.load %263 {alignment = 8 : i64} : !llvm.ptr -> i32
          %1008 = arith.muli %853, %arg8 : i32
          %1009 = arith.addi %1007, %1008 : i32
          %1010 = llvm.load %266 {alignment = 2 : i64} : !llvm.ptr -> i8
          %1011 = arith.cmpi ne, %1010, %c0_i8 : i8
          %1012 = arith.andi %1011, %868 : i1
          %1013 = arith.cmpi sge, %1006, %c0_i32 : i32
          %1014 = arith.andi %1012, %1013 : i1
          %1015 = arith.cmpi slt, %1006, %c29_i32 : i32
          %1016 = arith.andi %1014, %1015 : i1
          %1017 = arith.cmpi sge, %1009, %c0_i32 : i32
          %1018 = arith.andi %1016, %1017 : i1
          %1019 = arith.cmpi slt, %1009, %c29_i32 : i32
          %1020 = arith.andi %1018, %1019 : i1
          %1021 = llvm.load %257 {alignment = 8 : i64} : !llvm.ptr -> i32
          %1022 = arith.addi %1021, %857 overflow<nsw> : i32
          %1023 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %1024 = arith.addi %1023, %c6144_i32 overflow<nsw> : i32
          %1025 = llvm.getelementptr %93[%1024] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1020 {
            %1074 = llvm.getelementptr %65[%1022] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1025, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %11 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %11[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %11[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %11[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %11[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1025 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1026 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr -> i32
          %1027 = arith.divsi %847, %c24_i32 : i32
          %1028 = arith.divsi %1027, %c3_i32 : i32
          %1029 = arith.muli %1028, %arg7 : i32
          %1030 = arith.addi %1026, %1029 : i32
          %1031 = llvm.load %287 {alignment = 4 : i64} : !llvm.ptr -> i32
          %1032 = arith.muli %853, %arg8 : i32
          %1033 = arith.addi %1031, %1032 : i32
          %1034 = llvm.load %290 {alignment = 1 : i64} : !llvm.ptr -> i8
          %1035 = arith.cmpi ne, %1034, %c0_i8 : i8
          %1036 = arith.andi %1035, %868 : i1
          %1037 = arith.cmpi sge, %1030, %c0_i32 : i32
          %1038 = arith.andi %1036, %1037 : i1
          %1039 = arith.cmpi slt, %1030, %c29_i32 : i32
          %1040 = arith.andi %1038, %1039 : i1
          %1041 = arith.cmpi sge, %1033, %c0_i32 : i32
          %1042 = arith.andi %1040, %1041 : i1
          %1043 = arith.cmpi slt, %1033, %c29_i32 : i32
          %1044 = arith.andi %1042, %1043 : i1
          %1045 = llvm.load %281 {alignment = 4 : i64} : !llvm.ptr -> i32
          %1046 = arith.addi %1045, %857 overflow<nsw> : i32
          %1047 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %1048 = arith.addi %1047, %c7168_i32 overflow<nsw> : i32
          %1049 = llvm.getelementptr %93[%1048] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1044 {
            %1074 = llvm.getelementptr %65[%1046] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1049, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %10 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %10[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %10[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %10[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %10[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1049 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1050 = arith.addi %479, %847 overflow<nsw> : i32
          %1051 = arith.andi %481, %868 : i1
          %1052 = llvm.getelementptr %94[%880] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1051 {
            %1074 = llvm.getelementptr %66[%1050] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1052, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %9 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1052 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1053 = arith.addi %484, %847 overflow<nsw> : i32
          %1054 = arith.andi %486, %868 : i1
          %1055 = llvm.getelementptr %94[%904] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1054 {
            %1074 = llvm.getelementptr %66[%1053] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1055, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %8 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1055 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1056 = arith.addi %490, %847 overflow<nsw> : i32
          %1057 = arith.andi %492, %868 : i1
          %1058 = llvm.getelementptr %94[%928] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1057 {
            %1074 = llvm.getelementptr %66[%1056] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1058, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %7 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1058 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1059 = arith.addi %496, %847 overflow<nsw> : i32
          %1060 = arith.andi %498, %868 : i1
          %1061 = llvm.getelementptr %94[%952] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1060 {
            %1074 = llvm.getelementptr %66[%1059] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1061, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %6 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1061 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1062 = arith.addi %502, %847 overflow<nsw> : i32
          %1063 = arith.andi %504, %868 : i1
          %1064 = llvm.getelementptr %94[%976] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1063 {
            %1074 = llvm.getelementptr %66[%1062] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1064, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %5 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1064 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1065 = arith.addi %508, %847 overflow<nsw> : i32
          %1066 = arith.andi %510, %868 : i1
          %1067 = llvm.getelementptr %94[%1000] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1066 {
            %1074 = llvm.getelementptr %66[%1065] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1067, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %4 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1067 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1068 = arith.addi %514, %847 overflow<nsw> : i32
          %1069 = arith.andi %516, %868 : i1
          %1070 = llvm.getelementptr %94[%1024] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1069 {
            %1074 = llvm.getelementptr %66[%1068] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1070, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %3 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1070 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1071 = arith.addi %520, %847 overflow<nsw> : i32
          %1072 = arith.andi %522, %868 : i1
          %1073 = llvm.getelementptr %94[%1048] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1072 {
            %1074 = llvm.getelementptr %66[%1071] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1075 = llvm.ptrtoint %1074 : !llvm.ptr<1> to i64
            %1076 = arith.addi %1075, %c15_i64 : i64
            %1077 = arith.andi %1076, %c-16_i64 : i64
            %1078 = llvm.inttoptr %1077 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1078, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1073, %1078, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %2 {alignment = 32 : i64} : f16, !llvm.ptr
            %1074 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1074 {alignment = 2 : i64} : f16, !llvm.ptr
            %1075 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1075 {alignment = 4 : i64} : f16, !llvm.ptr
            %1076 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1076 {alignment = 2 : i64} : f16, !llvm.ptr
            %1077 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1077 {alignment = 8 : i64} : f16, !llvm.ptr
            %1078 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1078 {alignment = 2 : i64} : f16, !llvm.ptr
            %1079 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1079 {alignment = 4 : i64} : f16, !llvm.ptr
            %1080 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1080 {alignment = 2 : i64} : f16, !llvm.ptr
            %1081 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1081, %1073 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
        }
        nvvm.cp.async.commit.group
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %20[%846] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %848 = llvm.getelementptr %847[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %849 = llvm.getelementptr %847[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %850 = llvm.getelementptr %847[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %851 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %852 = llvm.getelementptr %19[%851] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %853 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %854 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %855 = arith.addi %853, %854 overflow<nsw> : i32
            %856 = llvm.getelementptr %18[%855] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %857 = llvm.load %847 : !llvm.ptr -> vector<2xf16>
            %858 = llvm.load %848 : !llvm.ptr -> vector<2xf16>
            %859 = llvm.load %849 : !llvm.ptr -> vector<2xf16>
            %860 = llvm.load %850 : !llvm.ptr -> vector<2xf16>
            %861 = llvm.load %852 : !llvm.ptr -> vector<2xf16>
            %862 = llvm.getelementptr %852[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %863 = llvm.load %862 : !llvm.ptr -> vector<2xf16>
            %864 = llvm.load %856 : !llvm.ptr -> vector<4xf32>
            %865:4 = vector.to_elements %864 : vector<4xf32>
            %866 = nvvm.mma.sync A[%857, %858, %859, %860]  B[%861, %863]  C[%865#0, %865#1, %865#2, %865#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %867 = llvm.extractvalue %866[0] : !llvm_struct_687153
            %868 = llvm.extractvalue %866[1] : !llvm_struct_687153
            %869 = llvm.extractvalue %866[2] : !llvm_struct_687153
            %870 = llvm.extractvalue %866[3] : !llvm_struct_687153
            %871 = vector.from_elements %867, %868, %869, %870 : vector<4xf32>
            llvm.store %871, %856 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %827 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %828 = arith.addi %773, %827 overflow<nsw> : i32
        %829 = llvm.getelementptr %778[%828] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %829[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %803[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %830 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %831 = arith.addi %795, %830 overflow<nsw> : i32
        %832 = llvm.getelementptr %800[%831] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %832[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %804[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %801[%846] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %848 = llvm.getelementptr %847[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %849 = llvm.getelementptr %847[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %850 = llvm.getelementptr %847[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %851 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %852 = llvm.getelementptr %802[%851] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %853 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %854 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %855 = arith.addi %853, %854 overflow<nsw> : i32
            %856 = llvm.getelementptr %18[%855] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %857 = llvm.load %847 : !llvm.ptr -> vector<2xf16>
            %858 = llvm.load %848 : !llvm.ptr -> vector<2xf16>
            %859 = llvm.load %849 : !llvm.ptr -> vector<2xf16>
            %860 = llvm.load %850 : !llvm.ptr -> vector<2xf16>
            %861 = llvm.load %852 : !llvm.ptr -> vector<2xf16>
            %862 = llvm.getelementptr %852[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %863 = llvm.load %862 : !llvm.ptr -> vector<2xf16>
            %864 = llvm.load %856 : !llvm.ptr -> vector<4xf32>
            %865:4 = vector.to_elements %864 : vector<4xf32>
            %866 = nvvm.mma.sync A[%857, %858, %859, %860]  B[%861, %863]  C[%865#0, %865#1, %865#2, %865#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %867 = llvm.extractvalue %866[0] : !llvm_struct_687153
            %868 = llvm.extractvalue %866[1] : !llvm_struct_687153
            %869 = llvm.extractvalue %866[2] : !llvm_struct_687153
            %870 = llvm.extractvalue %866[3] : !llvm_struct_687153
            %871 = vector.from_elements %867, %868, %869, %870 : vector<4xf32>
            llvm.store %871, %856 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %833 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %834 = arith.addi %805, %833 overflow<nsw> : i32
        %835 = llvm.getelementptr %778[%834] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %835[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %806[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %836 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %837 = arith.addi %807, %836 overflow<nsw> : i32
        %838 = llvm.getelementptr %800[%837] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %838[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %808[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %803[%846] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %848 = llvm.getelementptr %847[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %849 = llvm.getelementptr %847[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %850 = llvm.getelementptr %847[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %851 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %852 = llvm.getelementptr %804[%851] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %853 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %854 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %855 = arith.addi %853, %854 overflow<nsw> : i32
            %856 = llvm.getelementptr %18[%855] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %857 = llvm.load %847 : !llvm.ptr -> vector<2xf16>
            %858 = llvm.load %848 : !llvm.ptr -> vector<2xf16>
            %859 = llvm.load %849 : !llvm.ptr -> vector<2xf16>
            %860 = llvm.load %850 : !llvm.ptr -> vector<2xf16>
            %861 = llvm.load %852 : !llvm.ptr -> vector<2xf16>
            %862 = llvm.getelementptr %852[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %863 = llvm.load %862 : !llvm.ptr -> vector<2xf16>
            %864 = llvm.load %856 : !llvm.ptr -> vector<4xf32>
            %865:4 = vector.to_elements %864 : vector<4xf32>
            %866 = nvvm.mma.sync A[%857, %858, %859, %860]  B[%861, %863]  C[%865#0, %865#1, %865#2, %865#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %867 = llvm.extractvalue %866[0] : !llvm_struct_687153
            %868 = llvm.extractvalue %866[1] : !llvm_struct_687153
            %869 = llvm.extractvalue %866[2] : !llvm_struct_687153
            %870 = llvm.extractvalue %866[3] : !llvm_struct_687153
            %871 = vector.from_elements %867, %868, %869, %870 : vector<4xf32>
            llvm.store %871, %856 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %839 = arith.addi %arg11, %c1_i32 : i32
        %840 = arith.cmpi eq, %839, %c3_i32 : i32
        %841 = arith.select %840, %c0_i32, %839 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %842 = arith.muli %841, %c8192_i32 overflow<nsw> : i32
        %843 = llvm.getelementptr %778[%842] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %843[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %20[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %844 = arith.muli %841, %c8192_i32 overflow<nsw> : i32
        %845 = llvm.getelementptr %800[%844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %845[%846] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %848 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %849 = llvm.getelementptr %19[%848] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %850 = nvvm.ldmatrix %847 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %851 = llvm.extractvalue %850[0] : !llvm_struct_a37b2a
          %852 = llvm.extractvalue %850[1] : !llvm_struct_a37b2a
          %853 = llvm.extractvalue %850[2] : !llvm_struct_a37b2a
          %854 = llvm.extractvalue %850[3] : !llvm_struct_a37b2a
          llvm.store %851, %849 {alignment = 4 : i64} : i32, !llvm.ptr
          %855 = llvm.getelementptr %849[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %852, %855 {alignment = 4 : i64} : i32, !llvm.ptr
          %856 = llvm.getelementptr %849[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %853, %856 {alignment = 4 : i64} : i32, !llvm.ptr
          %857 = llvm.getelementptr %849[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %854, %857 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %846 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %847 = llvm.getelementptr %806[%846] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %848 = llvm.getelementptr %847[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %849 = llvm.getelementptr %847[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %850 = llvm.getelementptr %847[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %851 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %852 = llvm.getelementptr %808[%851] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %853 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %854 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %855 = arith.addi %853, %854 overflow<nsw> : i32
            %856 = llvm.getelementptr %18[%855] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %857 = llvm.load %847 : !llvm.ptr -> vector<2xf16>
            %858 = llvm.load %848 : !llvm.ptr -> vector<2xf16>
            %859 = llvm.load %849 : !llvm.ptr -> vector<2xf16>
            %860 = llvm.load %850 : !llvm.ptr -> vector<2xf16>
            %861 = llvm.load %852 : !llvm.ptr -> vector<2xf16>
            %862 = llvm.getelementptr %852[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %863 = llvm.load %862 : !llvm.ptr -> vector<2xf16>
            %864 = llvm.load %856 : !llvm.ptr -> vector<4xf32>
            %865:4 = vector.to_elements %864 : vector<4xf32>
            %866 = nvvm.mma.sync A[%857, %858, %859, %860]  B[%861, %863]  C[%865#0, %865#1, %865#2, %865#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %867 = llvm.extractvalue %866[0] : !llvm_struct_687153
            %868 = llvm.extractvalue %866[1] : !llvm_struct_687153
            %869 = llvm.extractvalue %866[2] : !llvm_struct_687153
            %870 = llvm.extractvalue %866[3] : !llvm_struct_687153
            %871 = vector.from_elements %867, %868, %869, %870 : vector<4xf32>
            llvm.store %871, %856 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg11, %841 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %810 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %811 = arith.truncf %810 : vector<128xf32> to vector<128xf16>
      llvm.store %811, %1 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %812 = arith.addi %75, %c1_i32 : i32
      %813 = arith.muli %812, %c128_i32 : i32
      %814 = arith.cmpi sle, %813, %c450_i32 : i32
      %815 = arith.addi %76, %c1_i32 : i32
      %816 = arith.muli %815, %c128_i32 : i32
      %817 = arith.cmpi sle, %816, %c72_i32 : i32
      %818 = arith.andi %814, %817 : i1
      scf.if %818 {
        %819 = arith.remsi %c0_i32, %c2_i32 : i32
        %820 = arith.divsi %c0_i32, %c2_i32 : i32
        %821:2 = scf.for %arg9 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg10 = %819, %arg11 = %820) -> (i32, i32)  : i32 {
          %822 = arith.muli %arg9, %c2_i32 overflow<nsw> : i32
          %823 = llvm.getelementptr %1[%822] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %824 = arith.remsi %arg9, %c2_i32 : i32
          %825 = arith.muli %824, %c576_i32 overflow<nsw> : i32
          %826 = arith.divsi %arg11, %c4_i32 : i32
          %827 = arith.remsi %arg11, %c4_i32 : i32
          %828 = arith.muli %827, %c2304_i32 overflow<nsw> : i32
          %829 = arith.addi %825, %828 overflow<nsw> : i32
          %830 = arith.muli %826, %c16_i32 overflow<nsw> : i32
          %831 = arith.addi %829, %830 overflow<nsw> : i32
          %832 = llvm.getelementptr %754[%831] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %833 = llvm.load %823 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
          llvm.store %833, %832 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
          %834 = arith.addi %arg10, %c1_i32 : i32
          %835 = arith.cmpi eq, %834, %c2_i32 : i32
          %836 = arith.select %835, %c0_i32, %834 : i32
          %837 = arith.addi %arg10, %c1_i32 : i32
          %838 = arith.addi %arg11, %c1_i32 : i32
          %839 = arith.cmpi eq, %837, %c2_i32 : i32
          %840 = arith.select %839, %838, %arg11 : i32
          scf.yield %836, %840 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %819 = arith.muli %743, %c16_i32 overflow<nsw> : i32
        %820 = arith.addi %745, %819 overflow<nsw> : i32
        %821 = arith.addi %747, %751 overflow<nsw> : i32
        %822 = arith.addi %80, %820 overflow<nsw> : i32
        %823 = arith.cmpi slt, %822, %c450_i32 : i32
        %824 = arith.cmpi slt, %821, %c72_i32 : i32
        %825 = arith.andi %823, %824 : i1
        scf.if %825 {
          %1439 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f16
          llvm.store %1439, %754 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %826 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %827 = arith.cmpi slt, %822, %c450_i32 : i32
        %828 = arith.cmpi slt, %826, %c72_i32 : i32
        %829 = arith.andi %827, %828 : i1
        scf.if %829 {
          %1439 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %830 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %831 = arith.cmpi slt, %830, %c450_i32 : i32
        %832 = arith.cmpi slt, %821, %c72_i32 : i32
        %833 = arith.andi %831, %832 : i1
        scf.if %833 {
          %1439 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %834 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %835 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %836 = arith.cmpi slt, %834, %c450_i32 : i32
        %837 = arith.cmpi slt, %835, %c72_i32 : i32
        %838 = arith.andi %836, %837 : i1
        scf.if %838 {
          %1439 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %839 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %840 = arith.cmpi slt, %839, %c450_i32 : i32
        %841 = arith.cmpi slt, %821, %c72_i32 : i32
        %842 = arith.andi %840, %841 : i1
        scf.if %842 {
          %1439 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %843 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %844 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %845 = arith.cmpi slt, %843, %c450_i32 : i32
        %846 = arith.cmpi slt, %844, %c72_i32 : i32
        %847 = arith.andi %845, %846 : i1
        scf.if %847 {
          %1439 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %848 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %849 = arith.cmpi slt, %848, %c450_i32 : i32
        %850 = arith.cmpi slt, %821, %c72_i32 : i32
        %851 = arith.andi %849, %850 : i1
        scf.if %851 {
          %1439 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %852 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %853 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %854 = arith.cmpi slt, %852, %c450_i32 : i32
        %855 = arith.cmpi slt, %853, %c72_i32 : i32
        %856 = arith.andi %854, %855 : i1
        scf.if %856 {
          %1439 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %857 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %858 = arith.cmpi slt, %857, %c450_i32 : i32
        %859 = arith.cmpi slt, %821, %c72_i32 : i32
        %860 = arith.andi %858, %859 : i1
        scf.if %860 {
          %1439 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %861 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %862 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %863 = arith.cmpi slt, %861, %c450_i32 : i32
        %864 = arith.cmpi slt, %862, %c72_i32 : i32
        %865 = arith.andi %863, %864 : i1
        scf.if %865 {
          %1439 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %866 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %867 = arith.cmpi slt, %866, %c450_i32 : i32
        %868 = arith.cmpi slt, %821, %c72_i32 : i32
        %869 = arith.andi %867, %868 : i1
        scf.if %869 {
          %1439 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %870 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %871 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %872 = arith.cmpi slt, %870, %c450_i32 : i32
        %873 = arith.cmpi slt, %871, %c72_i32 : i32
        %874 = arith.andi %872, %873 : i1
        scf.if %874 {
          %1439 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %875 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %876 = arith.cmpi slt, %875, %c450_i32 : i32
        %877 = arith.cmpi slt, %821, %c72_i32 : i32
        %878 = arith.andi %876, %877 : i1
        scf.if %878 {
          %1439 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %879 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %880 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %881 = arith.cmpi slt, %879, %c450_i32 : i32
        %882 = arith.cmpi slt, %880, %c72_i32 : i32
        %883 = arith.andi %881, %882 : i1
        scf.if %883 {
          %1439 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %884 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %885 = arith.cmpi slt, %884, %c450_i32 : i32
        %886 = arith.cmpi slt, %821, %c72_i32 : i32
        %887 = arith.andi %885, %886 : i1
        scf.if %887 {
          %1439 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %888 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %889 = arith.addi %821, %c1_i32 overflow<nsw> : i32
        %890 = arith.cmpi slt, %888, %c450_i32 : i32
        %891 = arith.cmpi slt, %889, %c72_i32 : i32
        %892 = arith.andi %890, %891 : i1
        scf.if %892 {
          %1439 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %893 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %894 = arith.cmpi slt, %822, %c450_i32 : i32
        %895 = arith.cmpi slt, %893, %c72_i32 : i32
        %896 = arith.andi %894, %895 : i1
        scf.if %896 {
          %1439 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %897 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %898 = arith.cmpi slt, %822, %c450_i32 : i32
        %899 = arith.cmpi slt, %897, %c72_i32 : i32
        %900 = arith.andi %898, %899 : i1
        scf.if %900 {
          %1439 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %901 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %902 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %903 = arith.cmpi slt, %901, %c450_i32 : i32
        %904 = arith.cmpi slt, %902, %c72_i32 : i32
        %905 = arith.andi %903, %904 : i1
        scf.if %905 {
          %1439 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %906 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %907 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %908 = arith.cmpi slt, %906, %c450_i32 : i32
        %909 = arith.cmpi slt, %907, %c72_i32 : i32
        %910 = arith.andi %908, %909 : i1
        scf.if %910 {
          %1439 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %911 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %912 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %913 = arith.cmpi slt, %911, %c450_i32 : i32
        %914 = arith.cmpi slt, %912, %c72_i32 : i32
        %915 = arith.andi %913, %914 : i1
        scf.if %915 {
          %1439 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %916 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %917 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %918 = arith.cmpi slt, %916, %c450_i32 : i32
        %919 = arith.cmpi slt, %917, %c72_i32 : i32
        %920 = arith.andi %918, %919 : i1
        scf.if %920 {
          %1439 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %921 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %922 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %923 = arith.cmpi slt, %921, %c450_i32 : i32
        %924 = arith.cmpi slt, %922, %c72_i32 : i32
        %925 = arith.andi %923, %924 : i1
        scf.if %925 {
          %1439 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %926 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %927 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %928 = arith.cmpi slt, %926, %c450_i32 : i32
        %929 = arith.cmpi slt, %927, %c72_i32 : i32
        %930 = arith.andi %928, %929 : i1
        scf.if %930 {
          %1439 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %931 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %932 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %933 = arith.cmpi slt, %931, %c450_i32 : i32
        %934 = arith.cmpi slt, %932, %c72_i32 : i32
        %935 = arith.andi %933, %934 : i1
        scf.if %935 {
          %1439 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %936 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %937 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %938 = arith.cmpi slt, %936, %c450_i32 : i32
        %939 = arith.cmpi slt, %937, %c72_i32 : i32
        %940 = arith.andi %938, %939 : i1
        scf.if %940 {
          %1439 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %941 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %942 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %943 = arith.cmpi slt, %941, %c450_i32 : i32
        %944 = arith.cmpi slt, %942, %c72_i32 : i32
        %945 = arith.andi %943, %944 : i1
        scf.if %945 {
          %1439 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %946 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %947 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %948 = arith.cmpi slt, %946, %c450_i32 : i32
        %949 = arith.cmpi slt, %947, %c72_i32 : i32
        %950 = arith.andi %948, %949 : i1
        scf.if %950 {
          %1439 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %951 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %952 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %953 = arith.cmpi slt, %951, %c450_i32 : i32
        %954 = arith.cmpi slt, %952, %c72_i32 : i32
        %955 = arith.andi %953, %954 : i1
        scf.if %955 {
          %1439 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %956 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %957 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %958 = arith.cmpi slt, %956, %c450_i32 : i32
        %959 = arith.cmpi slt, %957, %c72_i32 : i32
        %960 = arith.andi %958, %959 : i1
        scf.if %960 {
          %1439 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %961 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %962 = arith.addi %821, %c16_i32 overflow<nsw> : i32
        %963 = arith.cmpi slt, %961, %c450_i32 : i32
        %964 = arith.cmpi slt, %962, %c72_i32 : i32
        %965 = arith.andi %963, %964 : i1
        scf.if %965 {
          %1439 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %966 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %967 = arith.addi %821, %c17_i32 overflow<nsw> : i32
        %968 = arith.cmpi slt, %966, %c450_i32 : i32
        %969 = arith.cmpi slt, %967, %c72_i32 : i32
        %970 = arith.andi %968, %969 : i1
        scf.if %970 {
          %1439 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %971 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %972 = arith.cmpi slt, %822, %c450_i32 : i32
        %973 = arith.cmpi slt, %971, %c72_i32 : i32
        %974 = arith.andi %972, %973 : i1
        scf.if %974 {
          %1439 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %975 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %976 = arith.cmpi slt, %822, %c450_i32 : i32
        %977 = arith.cmpi slt, %975, %c72_i32 : i32
        %978 = arith.andi %976, %977 : i1
        scf.if %978 {
          %1439 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %979 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %980 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %981 = arith.cmpi slt, %979, %c450_i32 : i32
        %982 = arith.cmpi slt, %980, %c72_i32 : i32
        %983 = arith.andi %981, %982 : i1
        scf.if %983 {
          %1439 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %984 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %985 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %986 = arith.cmpi slt, %984, %c450_i32 : i32
        %987 = arith.cmpi slt, %985, %c72_i32 : i32
        %988 = arith.andi %986, %987 : i1
        scf.if %988 {
          %1439 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %989 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %990 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %991 = arith.cmpi slt, %989, %c450_i32 : i32
        %992 = arith.cmpi slt, %990, %c72_i32 : i32
        %993 = arith.andi %991, %992 : i1
        scf.if %993 {
          %1439 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %994 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %995 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %996 = arith.cmpi slt, %994, %c450_i32 : i32
        %997 = arith.cmpi slt, %995, %c72_i32 : i32
        %998 = arith.andi %996, %997 : i1
        scf.if %998 {
          %1439 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %999 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1000 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %1001 = arith.cmpi slt, %999, %c450_i32 : i32
        %1002 = arith.cmpi slt, %1000, %c72_i32 : i32
        %1003 = arith.andi %1001, %1002 : i1
        scf.if %1003 {
          %1439 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1004 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1005 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %1006 = arith.cmpi slt, %1004, %c450_i32 : i32
        %1007 = arith.cmpi slt, %1005, %c72_i32 : i32
        %1008 = arith.andi %1006, %1007 : i1
        scf.if %1008 {
          %1439 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1009 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1010 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %1011 = arith.cmpi slt, %1009, %c450_i32 : i32
        %1012 = arith.cmpi slt, %1010, %c72_i32 : i32
        %1013 = arith.andi %1011, %1012 : i1
        scf.if %1013 {
          %1439 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1014 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1015 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %1016 = arith.cmpi slt, %1014, %c450_i32 : i32
        %1017 = arith.cmpi slt, %1015, %c72_i32 : i32
        %1018 = arith.andi %1016, %1017 : i1
        scf.if %1018 {
          %1439 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1019 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1020 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %1021 = arith.cmpi slt, %1019, %c450_i32 : i32
        %1022 = arith.cmpi slt, %1020, %c72_i32 : i32
        %1023 = arith.andi %1021, %1022 : i1
        scf.if %1023 {
          %1439 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1024 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1025 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %1026 = arith.cmpi slt, %1024, %c450_i32 : i32
        %1027 = arith.cmpi slt, %1025, %c72_i32 : i32
        %1028 = arith.andi %1026, %1027 : i1
        scf.if %1028 {
          %1439 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1029 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1030 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %1031 = arith.cmpi slt, %1029, %c450_i32 : i32
        %1032 = arith.cmpi slt, %1030, %c72_i32 : i32
        %1033 = arith.andi %1031, %1032 : i1
        scf.if %1033 {
          %1439 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1034 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1035 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %1036 = arith.cmpi slt, %1034, %c450_i32 : i32
        %1037 = arith.cmpi slt, %1035, %c72_i32 : i32
        %1038 = arith.andi %1036, %1037 : i1
        scf.if %1038 {
          %1439 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1039 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1040 = arith.addi %821, %c32_i32 overflow<nsw> : i32
        %1041 = arith.cmpi slt, %1039, %c450_i32 : i32
        %1042 = arith.cmpi slt, %1040, %c72_i32 : i32
        %1043 = arith.andi %1041, %1042 : i1
        scf.if %1043 {
          %1439 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1044 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1045 = arith.addi %821, %c33_i32 overflow<nsw> : i32
        %1046 = arith.cmpi slt, %1044, %c450_i32 : i32
        %1047 = arith.cmpi slt, %1045, %c72_i32 : i32
        %1048 = arith.andi %1046, %1047 : i1
        scf.if %1048 {
          %1439 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1049 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1050 = arith.cmpi slt, %822, %c450_i32 : i32
        %1051 = arith.cmpi slt, %1049, %c72_i32 : i32
        %1052 = arith.andi %1050, %1051 : i1
        scf.if %1052 {
          %1439 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1053 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1054 = arith.cmpi slt, %822, %c450_i32 : i32
        %1055 = arith.cmpi slt, %1053, %c72_i32 : i32
        %1056 = arith.andi %1054, %1055 : i1
        scf.if %1056 {
          %1439 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1057 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1058 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1059 = arith.cmpi slt, %1057, %c450_i32 : i32
        %1060 = arith.cmpi slt, %1058, %c72_i32 : i32
        %1061 = arith.andi %1059, %1060 : i1
        scf.if %1061 {
          %1439 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1062 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1063 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1064 = arith.cmpi slt, %1062, %c450_i32 : i32
        %1065 = arith.cmpi slt, %1063, %c72_i32 : i32
        %1066 = arith.andi %1064, %1065 : i1
        scf.if %1066 {
          %1439 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1067 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1068 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1069 = arith.cmpi slt, %1067, %c450_i32 : i32
        %1070 = arith.cmpi slt, %1068, %c72_i32 : i32
        %1071 = arith.andi %1069, %1070 : i1
        scf.if %1071 {
          %1439 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1072 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1073 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1074 = arith.cmpi slt, %1072, %c450_i32 : i32
        %1075 = arith.cmpi slt, %1073, %c72_i32 : i32
        %1076 = arith.andi %1074, %1075 : i1
        scf.if %1076 {
          %1439 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1077 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1078 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1079 = arith.cmpi slt, %1077, %c450_i32 : i32
        %1080 = arith.cmpi slt, %1078, %c72_i32 : i32
        %1081 = arith.andi %1079, %1080 : i1
        scf.if %1081 {
          %1439 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1082 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1083 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1084 = arith.cmpi slt, %1082, %c450_i32 : i32
        %1085 = arith.cmpi slt, %1083, %c72_i32 : i32
        %1086 = arith.andi %1084, %1085 : i1
        scf.if %1086 {
          %1439 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1087 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1088 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1089 = arith.cmpi slt, %1087, %c450_i32 : i32
        %1090 = arith.cmpi slt, %1088, %c72_i32 : i32
        %1091 = arith.andi %1089, %1090 : i1
        scf.if %1091 {
          %1439 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1092 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1093 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1094 = arith.cmpi slt, %1092, %c450_i32 : i32
        %1095 = arith.cmpi slt, %1093, %c72_i32 : i32
        %1096 = arith.andi %1094, %1095 : i1
        scf.if %1096 {
          %1439 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1097 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1098 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1099 = arith.cmpi slt, %1097, %c450_i32 : i32
        %1100 = arith.cmpi slt, %1098, %c72_i32 : i32
        %1101 = arith.andi %1099, %1100 : i1
        scf.if %1101 {
          %1439 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1102 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1103 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1104 = arith.cmpi slt, %1102, %c450_i32 : i32
        %1105 = arith.cmpi slt, %1103, %c72_i32 : i32
        %1106 = arith.andi %1104, %1105 : i1
        scf.if %1106 {
          %1439 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1107 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1108 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1109 = arith.cmpi slt, %1107, %c450_i32 : i32
        %1110 = arith.cmpi slt, %1108, %c72_i32 : i32
        %1111 = arith.andi %1109, %1110 : i1
        scf.if %1111 {
          %1439 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1112 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1113 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1114 = arith.cmpi slt, %1112, %c450_i32 : i32
        %1115 = arith.cmpi slt, %1113, %c72_i32 : i32
        %1116 = arith.andi %1114, %1115 : i1
        scf.if %1116 {
          %1439 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1117 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1118 = arith.addi %821, %c48_i32 overflow<nsw> : i32
        %1119 = arith.cmpi slt, %1117, %c450_i32 : i32
        %1120 = arith.cmpi slt, %1118, %c72_i32 : i32
        %1121 = arith.andi %1119, %1120 : i1
        scf.if %1121 {
          %1439 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1122 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1123 = arith.addi %821, %c49_i32 overflow<nsw> : i32
        %1124 = arith.cmpi slt, %1122, %c450_i32 : i32
        %1125 = arith.cmpi slt, %1123, %c72_i32 : i32
        %1126 = arith.andi %1124, %1125 : i1
        scf.if %1126 {
          %1439 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1127 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1128 = arith.cmpi slt, %822, %c450_i32 : i32
        %1129 = arith.cmpi slt, %1127, %c72_i32 : i32
        %1130 = arith.andi %1128, %1129 : i1
        scf.if %1130 {
          %1439 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1131 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1132 = arith.cmpi slt, %822, %c450_i32 : i32
        %1133 = arith.cmpi slt, %1131, %c72_i32 : i32
        %1134 = arith.andi %1132, %1133 : i1
        scf.if %1134 {
          %1439 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1135 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1136 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1137 = arith.cmpi slt, %1135, %c450_i32 : i32
        %1138 = arith.cmpi slt, %1136, %c72_i32 : i32
        %1139 = arith.andi %1137, %1138 : i1
        scf.if %1139 {
          %1439 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1140 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1141 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1142 = arith.cmpi slt, %1140, %c450_i32 : i32
        %1143 = arith.cmpi slt, %1141, %c72_i32 : i32
        %1144 = arith.andi %1142, %1143 : i1
        scf.if %1144 {
          %1439 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1145 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1146 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1147 = arith.cmpi slt, %1145, %c450_i32 : i32
        %1148 = arith.cmpi slt, %1146, %c72_i32 : i32
        %1149 = arith.andi %1147, %1148 : i1
        scf.if %1149 {
          %1439 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1150 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1151 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1152 = arith.cmpi slt, %1150, %c450_i32 : i32
        %1153 = arith.cmpi slt, %1151, %c72_i32 : i32
        %1154 = arith.andi %1152, %1153 : i1
        scf.if %1154 {
          %1439 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1155 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1156 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1157 = arith.cmpi slt, %1155, %c450_i32 : i32
        %1158 = arith.cmpi slt, %1156, %c72_i32 : i32
        %1159 = arith.andi %1157, %1158 : i1
        scf.if %1159 {
          %1439 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1160 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1161 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1162 = arith.cmpi slt, %1160, %c450_i32 : i32
        %1163 = arith.cmpi slt, %1161, %c72_i32 : i32
        %1164 = arith.andi %1162, %1163 : i1
        scf.if %1164 {
          %1439 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1165 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1166 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1167 = arith.cmpi slt, %1165, %c450_i32 : i32
        %1168 = arith.cmpi slt, %1166, %c72_i32 : i32
        %1169 = arith.andi %1167, %1168 : i1
        scf.if %1169 {
          %1439 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1170 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1171 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1172 = arith.cmpi slt, %1170, %c450_i32 : i32
        %1173 = arith.cmpi slt, %1171, %c72_i32 : i32
        %1174 = arith.andi %1172, %1173 : i1
        scf.if %1174 {
          %1439 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1175 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1176 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1177 = arith.cmpi slt, %1175, %c450_i32 : i32
        %1178 = arith.cmpi slt, %1176, %c72_i32 : i32
        %1179 = arith.andi %1177, %1178 : i1
        scf.if %1179 {
          %1439 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1180 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1181 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1182 = arith.cmpi slt, %1180, %c450_i32 : i32
        %1183 = arith.cmpi slt, %1181, %c72_i32 : i32
        %1184 = arith.andi %1182, %1183 : i1
        scf.if %1184 {
          %1439 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1185 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1186 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1187 = arith.cmpi slt, %1185, %c450_i32 : i32
        %1188 = arith.cmpi slt, %1186, %c72_i32 : i32
        %1189 = arith.andi %1187, %1188 : i1
        scf.if %1189 {
          %1439 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1190 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1191 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1192 = arith.cmpi slt, %1190, %c450_i32 : i32
        %1193 = arith.cmpi slt, %1191, %c72_i32 : i32
        %1194 = arith.andi %1192, %1193 : i1
        scf.if %1194 {
          %1439 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1195 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1196 = arith.addi %821, %c64_i32 overflow<nsw> : i32
        %1197 = arith.cmpi slt, %1195, %c450_i32 : i32
        %1198 = arith.cmpi slt, %1196, %c72_i32 : i32
        %1199 = arith.andi %1197, %1198 : i1
        scf.if %1199 {
          %1439 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1200 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1201 = arith.addi %821, %c65_i32 overflow<nsw> : i32
        %1202 = arith.cmpi slt, %1200, %c450_i32 : i32
        %1203 = arith.cmpi slt, %1201, %c72_i32 : i32
        %1204 = arith.andi %1202, %1203 : i1
        scf.if %1204 {
          %1439 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1205 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1206 = arith.cmpi slt, %822, %c450_i32 : i32
        %1207 = arith.cmpi slt, %1205, %c72_i32 : i32
        %1208 = arith.andi %1206, %1207 : i1
        scf.if %1208 {
          %1439 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1209 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1210 = arith.cmpi slt, %822, %c450_i32 : i32
        %1211 = arith.cmpi slt, %1209, %c72_i32 : i32
        %1212 = arith.andi %1210, %1211 : i1
        scf.if %1212 {
          %1439 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1213 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1214 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1215 = arith.cmpi slt, %1213, %c450_i32 : i32
        %1216 = arith.cmpi slt, %1214, %c72_i32 : i32
        %1217 = arith.andi %1215, %1216 : i1
        scf.if %1217 {
          %1439 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1218 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1219 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1220 = arith.cmpi slt, %1218, %c450_i32 : i32
        %1221 = arith.cmpi slt, %1219, %c72_i32 : i32
        %1222 = arith.andi %1220, %1221 : i1
        scf.if %1222 {
          %1439 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1223 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1224 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1225 = arith.cmpi slt, %1223, %c450_i32 : i32
        %1226 = arith.cmpi slt, %1224, %c72_i32 : i32
        %1227 = arith.andi %1225, %1226 : i1
        scf.if %1227 {
          %1439 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1228 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1229 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1230 = arith.cmpi slt, %1228, %c450_i32 : i32
        %1231 = arith.cmpi slt, %1229, %c72_i32 : i32
        %1232 = arith.andi %1230, %1231 : i1
        scf.if %1232 {
          %1439 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1233 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1234 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1235 = arith.cmpi slt, %1233, %c450_i32 : i32
        %1236 = arith.cmpi slt, %1234, %c72_i32 : i32
        %1237 = arith.andi %1235, %1236 : i1
        scf.if %1237 {
          %1439 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1238 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1239 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1240 = arith.cmpi slt, %1238, %c450_i32 : i32
        %1241 = arith.cmpi slt, %1239, %c72_i32 : i32
        %1242 = arith.andi %1240, %1241 : i1
        scf.if %1242 {
          %1439 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1243 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1244 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1245 = arith.cmpi slt, %1243, %c450_i32 : i32
        %1246 = arith.cmpi slt, %1244, %c72_i32 : i32
        %1247 = arith.andi %1245, %1246 : i1
        scf.if %1247 {
          %1439 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1248 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1249 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1250 = arith.cmpi slt, %1248, %c450_i32 : i32
        %1251 = arith.cmpi slt, %1249, %c72_i32 : i32
        %1252 = arith.andi %1250, %1251 : i1
        scf.if %1252 {
          %1439 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1253 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1254 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1255 = arith.cmpi slt, %1253, %c450_i32 : i32
        %1256 = arith.cmpi slt, %1254, %c72_i32 : i32
        %1257 = arith.andi %1255, %1256 : i1
        scf.if %1257 {
          %1439 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1258 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1259 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1260 = arith.cmpi slt, %1258, %c450_i32 : i32
        %1261 = arith.cmpi slt, %1259, %c72_i32 : i32
        %1262 = arith.andi %1260, %1261 : i1
        scf.if %1262 {
          %1439 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1263 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1264 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1265 = arith.cmpi slt, %1263, %c450_i32 : i32
        %1266 = arith.cmpi slt, %1264, %c72_i32 : i32
        %1267 = arith.andi %1265, %1266 : i1
        scf.if %1267 {
          %1439 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1268 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1269 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1270 = arith.cmpi slt, %1268, %c450_i32 : i32
        %1271 = arith.cmpi slt, %1269, %c72_i32 : i32
        %1272 = arith.andi %1270, %1271 : i1
        scf.if %1272 {
          %1439 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1273 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1274 = arith.addi %821, %c80_i32 overflow<nsw> : i32
        %1275 = arith.cmpi slt, %1273, %c450_i32 : i32
        %1276 = arith.cmpi slt, %1274, %c72_i32 : i32
        %1277 = arith.andi %1275, %1276 : i1
        scf.if %1277 {
          %1439 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1278 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1279 = arith.addi %821, %c81_i32 overflow<nsw> : i32
        %1280 = arith.cmpi slt, %1278, %c450_i32 : i32
        %1281 = arith.cmpi slt, %1279, %c72_i32 : i32
        %1282 = arith.andi %1280, %1281 : i1
        scf.if %1282 {
          %1439 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1283 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1284 = arith.cmpi slt, %822, %c450_i32 : i32
        %1285 = arith.cmpi slt, %1283, %c72_i32 : i32
        %1286 = arith.andi %1284, %1285 : i1
        scf.if %1286 {
          %1439 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1287 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1288 = arith.cmpi slt, %822, %c450_i32 : i32
        %1289 = arith.cmpi slt, %1287, %c72_i32 : i32
        %1290 = arith.andi %1288, %1289 : i1
        scf.if %1290 {
          %1439 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1291 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1292 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1293 = arith.cmpi slt, %1291, %c450_i32 : i32
        %1294 = arith.cmpi slt, %1292, %c72_i32 : i32
        %1295 = arith.andi %1293, %1294 : i1
        scf.if %1295 {
          %1439 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1296 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1297 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1298 = arith.cmpi slt, %1296, %c450_i32 : i32
        %1299 = arith.cmpi slt, %1297, %c72_i32 : i32
        %1300 = arith.andi %1298, %1299 : i1
        scf.if %1300 {
          %1439 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1301 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1302 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1303 = arith.cmpi slt, %1301, %c450_i32 : i32
        %1304 = arith.cmpi slt, %1302, %c72_i32 : i32
        %1305 = arith.andi %1303, %1304 : i1
        scf.if %1305 {
          %1439 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1306 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1307 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1308 = arith.cmpi slt, %1306, %c450_i32 : i32
        %1309 = arith.cmpi slt, %1307, %c72_i32 : i32
        %1310 = arith.andi %1308, %1309 : i1
        scf.if %1310 {
          %1439 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1311 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1312 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1313 = arith.cmpi slt, %1311, %c450_i32 : i32
        %1314 = arith.cmpi slt, %1312, %c72_i32 : i32
        %1315 = arith.andi %1313, %1314 : i1
        scf.if %1315 {
          %1439 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1316 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1317 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1318 = arith.cmpi slt, %1316, %c450_i32 : i32
        %1319 = arith.cmpi slt, %1317, %c72_i32 : i32
        %1320 = arith.andi %1318, %1319 : i1
        scf.if %1320 {
          %1439 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1321 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1322 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1323 = arith.cmpi slt, %1321, %c450_i32 : i32
        %1324 = arith.cmpi slt, %1322, %c72_i32 : i32
        %1325 = arith.andi %1323, %1324 : i1
        scf.if %1325 {
          %1439 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1326 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1327 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1328 = arith.cmpi slt, %1326, %c450_i32 : i32
        %1329 = arith.cmpi slt, %1327, %c72_i32 : i32
        %1330 = arith.andi %1328, %1329 : i1
        scf.if %1330 {
          %1439 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1331 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1332 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1333 = arith.cmpi slt, %1331, %c450_i32 : i32
        %1334 = arith.cmpi slt, %1332, %c72_i32 : i32
        %1335 = arith.andi %1333, %1334 : i1
        scf.if %1335 {
          %1439 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1336 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1337 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1338 = arith.cmpi slt, %1336, %c450_i32 : i32
        %1339 = arith.cmpi slt, %1337, %c72_i32 : i32
        %1340 = arith.andi %1338, %1339 : i1
        scf.if %1340 {
          %1439 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1341 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1342 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1343 = arith.cmpi slt, %1341, %c450_i32 : i32
        %1344 = arith.cmpi slt, %1342, %c72_i32 : i32
        %1345 = arith.andi %1343, %1344 : i1
        scf.if %1345 {
          %1439 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1346 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1347 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1348 = arith.cmpi slt, %1346, %c450_i32 : i32
        %1349 = arith.cmpi slt, %1347, %c72_i32 : i32
        %1350 = arith.andi %1348, %1349 : i1
        scf.if %1350 {
          %1439 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1351 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1352 = arith.addi %821, %c96_i32 overflow<nsw> : i32
        %1353 = arith.cmpi slt, %1351, %c450_i32 : i32
        %1354 = arith.cmpi slt, %1352, %c72_i32 : i32
        %1355 = arith.andi %1353, %1354 : i1
        scf.if %1355 {
          %1439 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1356 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1357 = arith.addi %821, %c97_i32 overflow<nsw> : i32
        %1358 = arith.cmpi slt, %1356, %c450_i32 : i32
        %1359 = arith.cmpi slt, %1357, %c72_i32 : i32
        %1360 = arith.andi %1358, %1359 : i1
        scf.if %1360 {
          %1439 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1361 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1362 = arith.cmpi slt, %822, %c450_i32 : i32
        %1363 = arith.cmpi slt, %1361, %c72_i32 : i32
        %1364 = arith.andi %1362, %1363 : i1
        scf.if %1364 {
          %1439 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1365 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1366 = arith.cmpi slt, %822, %c450_i32 : i32
        %1367 = arith.cmpi slt, %1365, %c72_i32 : i32
        %1368 = arith.andi %1366, %1367 : i1
        scf.if %1368 {
          %1439 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1369 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1370 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1371 = arith.cmpi slt, %1369, %c450_i32 : i32
        %1372 = arith.cmpi slt, %1370, %c72_i32 : i32
        %1373 = arith.andi %1371, %1372 : i1
        scf.if %1373 {
          %1439 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1374 = arith.addi %822, %c8_i32 overflow<nsw> : i32
        %1375 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1376 = arith.cmpi slt, %1374, %c450_i32 : i32
        %1377 = arith.cmpi slt, %1375, %c72_i32 : i32
        %1378 = arith.andi %1376, %1377 : i1
        scf.if %1378 {
          %1439 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1379 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1380 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1381 = arith.cmpi slt, %1379, %c450_i32 : i32
        %1382 = arith.cmpi slt, %1380, %c72_i32 : i32
        %1383 = arith.andi %1381, %1382 : i1
        scf.if %1383 {
          %1439 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1384 = arith.addi %822, %c32_i32 overflow<nsw> : i32
        %1385 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1386 = arith.cmpi slt, %1384, %c450_i32 : i32
        %1387 = arith.cmpi slt, %1385, %c72_i32 : i32
        %1388 = arith.andi %1386, %1387 : i1
        scf.if %1388 {
          %1439 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1389 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1390 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1391 = arith.cmpi slt, %1389, %c450_i32 : i32
        %1392 = arith.cmpi slt, %1390, %c72_i32 : i32
        %1393 = arith.andi %1391, %1392 : i1
        scf.if %1393 {
          %1439 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1394 = arith.addi %822, %c40_i32 overflow<nsw> : i32
        %1395 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1396 = arith.cmpi slt, %1394, %c450_i32 : i32
        %1397 = arith.cmpi slt, %1395, %c72_i32 : i32
        %1398 = arith.andi %1396, %1397 : i1
        scf.if %1398 {
          %1439 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1399 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1400 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1401 = arith.cmpi slt, %1399, %c450_i32 : i32
        %1402 = arith.cmpi slt, %1400, %c72_i32 : i32
        %1403 = arith.andi %1401, %1402 : i1
        scf.if %1403 {
          %1439 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1404 = arith.addi %822, %c64_i32 overflow<nsw> : i32
        %1405 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1406 = arith.cmpi slt, %1404, %c450_i32 : i32
        %1407 = arith.cmpi slt, %1405, %c72_i32 : i32
        %1408 = arith.andi %1406, %1407 : i1
        scf.if %1408 {
          %1439 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1409 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1410 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1411 = arith.cmpi slt, %1409, %c450_i32 : i32
        %1412 = arith.cmpi slt, %1410, %c72_i32 : i32
        %1413 = arith.andi %1411, %1412 : i1
        scf.if %1413 {
          %1439 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1414 = arith.addi %822, %c72_i32 overflow<nsw> : i32
        %1415 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1416 = arith.cmpi slt, %1414, %c450_i32 : i32
        %1417 = arith.cmpi slt, %1415, %c72_i32 : i32
        %1418 = arith.andi %1416, %1417 : i1
        scf.if %1418 {
          %1439 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1419 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1420 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1421 = arith.cmpi slt, %1419, %c450_i32 : i32
        %1422 = arith.cmpi slt, %1420, %c72_i32 : i32
        %1423 = arith.andi %1421, %1422 : i1
        scf.if %1423 {
          %1439 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1424 = arith.addi %822, %c96_i32 overflow<nsw> : i32
        %1425 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1426 = arith.cmpi slt, %1424, %c450_i32 : i32
        %1427 = arith.cmpi slt, %1425, %c72_i32 : i32
        %1428 = arith.andi %1426, %1427 : i1
        scf.if %1428 {
          %1439 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1429 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1430 = arith.addi %821, %c112_i32 overflow<nsw> : i32
        %1431 = arith.cmpi slt, %1429, %c450_i32 : i32
        %1432 = arith.cmpi slt, %1430, %c72_i32 : i32
        %1433 = arith.andi %1431, %1432 : i1
        scf.if %1433 {
          %1439 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1434 = arith.addi %822, %c104_i32 overflow<nsw> : i32
        %1435 = arith.addi %821, %c113_i32 overflow<nsw> : i32
        %1436 = arith.cmpi slt, %1434, %c450_i32 : i32
        %1437 = arith.cmpi slt, %1435, %c72_i32 : i32
        %1438 = arith.andi %1436, %1437 : i1
        scf.if %1438 {
          %1439 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, f16
          %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1441 = llvm.getelementptr %754[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1440, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
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
