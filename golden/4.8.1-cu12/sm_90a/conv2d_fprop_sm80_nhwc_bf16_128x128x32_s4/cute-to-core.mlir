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
      %c696_i32 = arith.constant 696 : i32
      %c24_i32 = arith.constant 24 : i32
      %c2_i32 = arith.constant 2 : i32
      %c32_i32 = arith.constant 32 : i32
      %c256_i32 = arith.constant 256 : i32
      %c192_i32 = arith.constant 192 : i32
      %c3_i32 = arith.constant 3 : i32
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
      %52 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %53 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %54 = arith.floordivsi %53, %c8_i32 : i32
      %55 = arith.muli %54, %c8_i32 : i32
      %56 = arith.subi %c4_i32, %55 : i32
      %57 = arith.minsi %56, %c8_i32 : i32
      %58 = arith.subi %53, %55 : i32
      %59 = arith.remsi %58, %57 : i32
      %60 = arith.addi %55, %59 : i32
      %61 = arith.floordivsi %58, %57 : i32
      %62 = arith.muli %arg3, %c696_i32 : i32
      %63 = arith.muli %arg4, %c24_i32 : i32
      %64 = arith.muli %arg8, %c24_i32 : i32
      %65 = arith.muli %arg7, %c696_i32 : i32
      %66 = arith.muli %arg5, %c696_i32 : i32
      %67 = arith.muli %arg6, %c24_i32 : i32
      %68 = arith.addi %66, %67 : i32
      %69 = arith.muli %60, %c9216_i32 overflow<nsw> : i32
      %70 = llvm.getelementptr %51[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %71 = arith.muli %60, %c128_i32 overflow<nsw> : i32
      %72 = arith.divsi %52, %c4_i32 : i32
      %73 = arith.remsi %52, %c4_i32 : i32
      %74 = arith.muli %73, %c8_i32 overflow<nsw> : i32
      %75 = arith.divsi %72, %c2_i32 : i32
      %76 = arith.remsi %75, %c4_i32 : i32
      %77 = arith.muli %76, %c64_i32 overflow<nsw> : i32
      %78 = arith.addi %74, %77 overflow<nsw> : i32
      %79 = arith.remsi %72, %c2_i32 : i32
      %80 = arith.muli %79, %c32_i32 overflow<nsw> : i32
      %81 = arith.divsi %75, %c4_i32 : i32
      %82 = arith.muli %81, %c256_i32 overflow<nsw> : i32
      %83 = arith.addi %80, %82 overflow<nsw> : i32
      %84 = arith.andi %78, %c192_i32 : i32
      %85 = arith.shrui %84, %c3_i32 : i32
      %86 = arith.xori %78, %85 : i32
      %87 = arith.addi %86, %83 overflow<nsw> : i32
      %88 = llvm.getelementptr %45[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %89 = llvm.getelementptr %48[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %90 = arith.muli %60, %c128_i32 : i32
      %91 = arith.addi %90, %72 overflow<nsw> : i32
      %92 = arith.divsi %91, %c225_i32 : i32
      %93 = arith.muli %92, %c225_i32 overflow<nsw> : i32
      %94 = arith.subi %91, %93 overflow<nsw> : i32
      %95 = arith.divsi %94, %c15_i32 : i32
      %96 = arith.muli %95, %c15_i32 overflow<nsw> : i32
      %97 = arith.subi %94, %96 overflow<nsw> : i32
      %98 = arith.muli %92, %c20184_i32 overflow<nsw> : i32
      %99 = arith.muli %95, %62 overflow<nsw> : i32
      %100 = arith.addi %98, %99 overflow<nsw> : i32
      %101 = arith.muli %97, %63 overflow<nsw> : i32
      %102 = arith.addi %100, %101 overflow<nsw> : i32
      %103 = arith.subi %102, %68 overflow<nsw> : i32
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
      %111 = arith.addi %72, %c32_i32 overflow<nsw> : i32
      %112 = arith.addi %90, %111 overflow<nsw> : i32
      %113 = arith.divsi %112, %c225_i32 : i32
      %114 = arith.muli %113, %c225_i32 overflow<nsw> : i32
      %115 = arith.subi %112, %114 overflow<nsw> : i32
      %116 = arith.divsi %115, %c15_i32 : i32
      %117 = arith.muli %116, %c15_i32 overflow<nsw> : i32
      %118 = arith.subi %115, %117 overflow<nsw> : i32
      %119 = arith.muli %113, %c20184_i32 overflow<nsw> : i32
      %120 = arith.muli %116, %62 overflow<nsw> : i32
      %121 = arith.addi %119, %120 overflow<nsw> : i32
      %122 = arith.muli %118, %63 overflow<nsw> : i32
      %123 = arith.addi %121, %122 overflow<nsw> : i32
      %124 = arith.subi %123, %68 overflow<nsw> : i32
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
      %135 = arith.addi %72, %c64_i32 overflow<nsw> : i32
      %136 = arith.addi %90, %135 overflow<nsw> : i32
      %137 = arith.divsi %136, %c225_i32 : i32
      %138 = arith.muli %137, %c225_i32 overflow<nsw> : i32
      %139 = arith.subi %136, %138 overflow<nsw> : i32
      %140 = arith.divsi %139, %c15_i32 : i32
      %141 = arith.muli %140, %c15_i32 overflow<nsw> : i32
      %142 = arith.subi %139, %141 overflow<nsw> : i32
      %143 = arith.muli %137, %c20184_i32 overflow<nsw> : i32
      %144 = arith.muli %140, %62 overflow<nsw> : i32
      %145 = arith.addi %143, %144 overflow<nsw> : i32
      %146 = arith.muli %142, %63 overflow<nsw> : i32
      %147 = arith.addi %145, %146 overflow<nsw> : i32
      %148 = arith.subi %147, %68 overflow<nsw> : i32
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
      %159 = arith.addi %72, %c96_i32 overflow<nsw> : i32
      %160 = arith.addi %90, %159 overflow<nsw> : i32
      %161 = arith.divsi %160, %c225_i32 : i32
      %162 = arith.muli %161, %c225_i32 overflow<nsw> : i32
      %163 = arith.subi %160, %162 overflow<nsw> : i32
      %164 = arith.divsi %163, %c15_i32 : i32
      %165 = arith.muli %164, %c15_i32 overflow<nsw> : i32
      %166 = arith.subi %163, %165 overflow<nsw> : i32
      %167 = arith.muli %161, %c20184_i32 overflow<nsw> : i32
      %168 = arith.muli %164, %62 overflow<nsw> : i32
      %169 = arith.addi %167, %168 overflow<nsw> : i32
      %170 = arith.muli %166, %63 overflow<nsw> : i32
      %171 = arith.addi %169, %170 overflow<nsw> : i32
      %172 = arith.subi %171, %68 overflow<nsw> : i32
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
      %183 = arith.divsi %74, %c24_i32 : i32
      %184 = arith.muli %183, %c24_i32 overflow<nsw> : i32
      %185 = arith.subi %74, %184 overflow<nsw> : i32
      %186 = arith.divsi %183, %c3_i32 : i32
      %187 = arith.muli %186, %c3_i32 overflow<nsw> : i32
      %188 = arith.subi %183, %187 overflow<nsw> : i32
      %189 = arith.muli %188, %64 overflow<nsw> : i32
      %190 = arith.addi %185, %189 overflow<nsw> : i32
      %191 = arith.muli %186, %65 overflow<nsw> : i32
      %192 = arith.addi %190, %191 overflow<nsw> : i32
      %193 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
      %194 = arith.divsi %74, %c24_i32 : i32
      %195 = arith.divsi %194, %c3_i32 : i32
      %196 = arith.muli %195, %arg7 : i32
      %197 = arith.addi %193, %196 : i32
      %198 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
      %199 = arith.muli %188, %arg8 : i32
      %200 = arith.addi %198, %199 : i32
      %201 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
      %202 = arith.cmpi ne, %201, %c0_i8 : i8
      %203 = arith.cmpi slt, %74, %c216_i32 : i32
      %204 = arith.andi %202, %203 : i1
      %205 = arith.cmpi sge, %197, %c0_i32 : i32
      %206 = arith.andi %204, %205 : i1
      %207 = arith.cmpi slt, %197, %c29_i32 : i32
      %208 = arith.andi %206, %207 : i1
      %209 = arith.cmpi sge, %200, %c0_i32 : i32
      %210 = arith.andi %208, %209 : i1
      %211 = arith.cmpi slt, %200, %c29_i32 : i32
      %212 = arith.andi %210, %211 : i1
      scf.if %212 {
        %569 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %192 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %88, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %36 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %88 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %213 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
      %214 = arith.divsi %74, %c24_i32 : i32
      %215 = arith.divsi %214, %c3_i32 : i32
      %216 = arith.muli %215, %arg7 : i32
      %217 = arith.addi %213, %216 : i32
      %218 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
      %219 = arith.muli %188, %arg8 : i32
      %220 = arith.addi %218, %219 : i32
      %221 = llvm.getelementptr %88[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %222 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
      %223 = arith.cmpi ne, %222, %c0_i8 : i8
      %224 = arith.andi %223, %203 : i1
      %225 = arith.cmpi sge, %217, %c0_i32 : i32
      %226 = arith.andi %224, %225 : i1
      %227 = arith.cmpi slt, %217, %c29_i32 : i32
      %228 = arith.andi %226, %227 : i1
      %229 = arith.cmpi sge, %220, %c0_i32 : i32
      %230 = arith.andi %228, %229 : i1
      %231 = arith.cmpi slt, %220, %c29_i32 : i32
      %232 = arith.andi %230, %231 : i1
      scf.if %232 {
        %569 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %192 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %221, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %35 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %221 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %233 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
      %234 = arith.divsi %74, %c24_i32 : i32
      %235 = arith.divsi %234, %c3_i32 : i32
      %236 = arith.muli %235, %arg7 : i32
      %237 = arith.addi %233, %236 : i32
      %238 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
      %239 = arith.muli %188, %arg8 : i32
      %240 = arith.addi %238, %239 : i32
      %241 = llvm.getelementptr %88[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %242 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
      %243 = arith.cmpi ne, %242, %c0_i8 : i8
      %244 = arith.andi %243, %203 : i1
      %245 = arith.cmpi sge, %237, %c0_i32 : i32
      %246 = arith.andi %244, %245 : i1
      %247 = arith.cmpi slt, %237, %c29_i32 : i32
      %248 = arith.andi %246, %247 : i1
      %249 = arith.cmpi sge, %240, %c0_i32 : i32
      %250 = arith.andi %248, %249 : i1
      %251 = arith.cmpi slt, %240, %c29_i32 : i32
      %252 = arith.andi %250, %251 : i1
      scf.if %252 {
        %569 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %192 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %241, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %34 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %241 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %253 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %254 = arith.divsi %74, %c24_i32 : i32
      %255 = arith.divsi %254, %c3_i32 : i32
      %256 = arith.muli %255, %arg7 : i32
      %257 = arith.addi %253, %256 : i32
      %258 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
      %259 = arith.muli %188, %arg8 : i32
      %260 = arith.addi %258, %259 : i32
      %261 = llvm.getelementptr %88[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %262 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %263 = arith.cmpi ne, %262, %c0_i8 : i8
      %264 = arith.andi %263, %203 : i1
      %265 = arith.cmpi sge, %257, %c0_i32 : i32
      %266 = arith.andi %264, %265 : i1
      %267 = arith.cmpi slt, %257, %c29_i32 : i32
      %268 = arith.andi %266, %267 : i1
      %269 = arith.cmpi sge, %260, %c0_i32 : i32
      %270 = arith.andi %268, %269 : i1
      %271 = arith.cmpi slt, %260, %c29_i32 : i32
      %272 = arith.andi %270, %271 : i1
      scf.if %272 {
        %569 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %192 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %261, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %33 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %33[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %33[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %33[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %33[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %261 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %273 = arith.muli %61, %c128_i32 : i32
      %274 = arith.addi %273, %72 overflow<nsw> : i32
      %275 = arith.cmpi slt, %274, %c72_i32 : i32
      %276 = arith.andi %275, %203 : i1
      scf.if %276 {
        %569 = arith.muli %274, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %89, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %32 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %32[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %32[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %32[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %32[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %89 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %277 = arith.addi %273, %111 overflow<nsw> : i32
      %278 = llvm.getelementptr %89[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %279 = arith.cmpi slt, %277, %c72_i32 : i32
      %280 = arith.andi %279, %203 : i1
      scf.if %280 {
        %569 = arith.muli %277, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %278, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %31 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %31[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %31[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %31[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %31[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %278 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %281 = arith.addi %273, %135 overflow<nsw> : i32
      %282 = llvm.getelementptr %89[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %283 = arith.cmpi slt, %281, %c72_i32 : i32
      %284 = arith.andi %283, %203 : i1
      scf.if %284 {
        %569 = arith.muli %281, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %282, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %30 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %282 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %285 = arith.addi %273, %159 overflow<nsw> : i32
      %286 = llvm.getelementptr %89[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %287 = arith.cmpi slt, %285, %c72_i32 : i32
      %288 = arith.andi %287, %203 : i1
      scf.if %288 {
        %569 = arith.muli %285, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %286, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %29 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %286 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %289 = arith.addi %74, %c32_i32 overflow<nsw> : i32
      %290 = arith.divsi %289, %c24_i32 : i32
      %291 = arith.muli %290, %c24_i32 overflow<nsw> : i32
      %292 = arith.subi %289, %291 overflow<nsw> : i32
      %293 = arith.divsi %290, %c3_i32 : i32
      %294 = arith.muli %293, %c3_i32 overflow<nsw> : i32
      %295 = arith.subi %290, %294 overflow<nsw> : i32
      %296 = arith.muli %295, %64 overflow<nsw> : i32
      %297 = arith.addi %292, %296 overflow<nsw> : i32
      %298 = arith.muli %293, %65 overflow<nsw> : i32
      %299 = arith.addi %297, %298 overflow<nsw> : i32
      %300 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
      %301 = arith.divsi %289, %c24_i32 : i32
      %302 = arith.divsi %301, %c3_i32 : i32
      %303 = arith.muli %302, %arg7 : i32
      %304 = arith.addi %300, %303 : i32
      %305 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
      %306 = arith.muli %295, %arg8 : i32
      %307 = arith.addi %305, %306 : i32
      %308 = llvm.getelementptr %88[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %309 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
      %310 = arith.cmpi ne, %309, %c0_i8 : i8
      %311 = arith.cmpi slt, %289, %c216_i32 : i32
      %312 = arith.andi %310, %311 : i1
      %313 = arith.cmpi sge, %304, %c0_i32 : i32
      %314 = arith.andi %312, %313 : i1
      %315 = arith.cmpi slt, %304, %c29_i32 : i32
      %316 = arith.andi %314, %315 : i1
      %317 = arith.cmpi sge, %307, %c0_i32 : i32
      %318 = arith.andi %316, %317 : i1
      %319 = arith.cmpi slt, %307, %c29_i32 : i32
      %320 = arith.andi %318, %319 : i1
      scf.if %320 {
        %569 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %299 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %308, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %28 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %28 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %308 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %321 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
      %322 = arith.divsi %289, %c24_i32 : i32
      %323 = arith.divsi %322, %c3_i32 : i32
      %324 = arith.muli %323, %arg7 : i32
      %325 = arith.addi %321, %324 : i32
      %326 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
      %327 = arith.muli %295, %arg8 : i32
      %328 = arith.addi %326, %327 : i32
      %329 = llvm.getelementptr %88[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %330 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
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
        %569 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %299 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %329, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %27 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %329 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %341 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
      %342 = arith.divsi %289, %c24_i32 : i32
      %343 = arith.divsi %342, %c3_i32 : i32
      %344 = arith.muli %343, %arg7 : i32
      %345 = arith.addi %341, %344 : i32
      %346 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
      %347 = arith.muli %295, %arg8 : i32
      %348 = arith.addi %346, %347 : i32
      %349 = llvm.getelementptr %88[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %350 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
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
        %569 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %299 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %349, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %26 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %349 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %361 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %362 = arith.divsi %289, %c24_i32 : i32
      %363 = arith.divsi %362, %c3_i32 : i32
      %364 = arith.muli %363, %arg7 : i32
      %365 = arith.addi %361, %364 : i32
      %366 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
      %367 = arith.muli %295, %arg8 : i32
      %368 = arith.addi %366, %367 : i32
      %369 = llvm.getelementptr %88[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %370 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
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
        %569 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %299 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %369, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %25 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %369 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %381 = llvm.getelementptr %89[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %382 = arith.andi %275, %311 : i1
      scf.if %382 {
        %569 = arith.muli %274, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %381, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %24 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %381 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %383 = llvm.getelementptr %89[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %384 = arith.andi %279, %311 : i1
      scf.if %384 {
        %569 = arith.muli %277, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %383, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %23 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %383 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %385 = llvm.getelementptr %89[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %386 = arith.andi %283, %311 : i1
      scf.if %386 {
        %569 = arith.muli %281, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %385, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %22 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %385 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %387 = llvm.getelementptr %89[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %388 = arith.andi %287, %311 : i1
      scf.if %388 {
        %569 = arith.muli %285, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %387, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %21 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %387 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %389 = arith.addi %74, %c64_i32 overflow<nsw> : i32
      %390 = arith.divsi %389, %c24_i32 : i32
      %391 = arith.muli %390, %c24_i32 overflow<nsw> : i32
      %392 = arith.subi %389, %391 overflow<nsw> : i32
      %393 = arith.divsi %390, %c3_i32 : i32
      %394 = arith.muli %393, %c3_i32 overflow<nsw> : i32
      %395 = arith.subi %390, %394 overflow<nsw> : i32
      %396 = arith.muli %395, %64 overflow<nsw> : i32
      %397 = arith.addi %392, %396 overflow<nsw> : i32
      %398 = arith.muli %393, %65 overflow<nsw> : i32
      %399 = arith.addi %397, %398 overflow<nsw> : i32
      %400 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
      %401 = arith.divsi %389, %c24_i32 : i32
      %402 = arith.divsi %401, %c3_i32 : i32
      %403 = arith.muli %402, %arg7 : i32
      %404 = arith.addi %400, %403 : i32
      %405 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
      %406 = arith.muli %395, %arg8 : i32
      %407 = arith.addi %405, %406 : i32
      %408 = llvm.getelementptr %88[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %409 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
      %410 = arith.cmpi ne, %409, %c0_i8 : i8
      %411 = arith.cmpi slt, %389, %c216_i32 : i32
      %412 = arith.andi %410, %411 : i1
      %413 = arith.cmpi sge, %404, %c0_i32 : i32
      %414 = arith.andi %412, %413 : i1
      %415 = arith.cmpi slt, %404, %c29_i32 : i32
      %416 = arith.andi %414, %415 : i1
      %417 = arith.cmpi sge, %407, %c0_i32 : i32
      %418 = arith.andi %416, %417 : i1
      %419 = arith.cmpi slt, %407, %c29_i32 : i32
      %420 = arith.andi %418, %419 : i1
      scf.if %420 {
        %569 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %399 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %408, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %20 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %20[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %20[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %20[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %20[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %20[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %20 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %408 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %421 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
      %422 = arith.divsi %389, %c24_i32 : i32
      %423 = arith.divsi %422, %c3_i32 : i32
      %424 = arith.muli %423, %arg7 : i32
      %425 = arith.addi %421, %424 : i32
      %426 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
      %427 = arith.muli %395, %arg8 : i32
      %428 = arith.addi %426, %427 : i32
      %429 = llvm.getelementptr %88[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %430 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
      %431 = arith.cmpi ne, %430, %c0_i8 : i8
      %432 = arith.andi %431, %411 : i1
      %433 = arith.cmpi sge, %425, %c0_i32 : i32
      %434 = arith.andi %432, %433 : i1
      %435 = arith.cmpi slt, %425, %c29_i32 : i32
      %436 = arith.andi %434, %435 : i1
      %437 = arith.cmpi sge, %428, %c0_i32 : i32
      %438 = arith.andi %436, %437 : i1
      %439 = arith.cmpi slt, %428, %c29_i32 : i32
      %440 = arith.andi %438, %439 : i1
      scf.if %440 {
        %569 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %399 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %429, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %19 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %19[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %19[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %19[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %19[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %429 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %441 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
      %442 = arith.divsi %389, %c24_i32 : i32
      %443 = arith.divsi %442, %c3_i32 : i32
      %444 = arith.muli %443, %arg7 : i32
      %445 = arith.addi %441, %444 : i32
      %446 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
      %447 = arith.muli %395, %arg8 : i32
      %448 = arith.addi %446, %447 : i32
      %449 = llvm.getelementptr %88[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %450 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
      %451 = arith.cmpi ne, %450, %c0_i8 : i8
      %452 = arith.andi %451, %411 : i1
      %453 = arith.cmpi sge, %445, %c0_i32 : i32
      %454 = arith.andi %452, %453 : i1
      %455 = arith.cmpi slt, %445, %c29_i32 : i32
      %456 = arith.andi %454, %455 : i1
      %457 = arith.cmpi sge, %448, %c0_i32 : i32
      %458 = arith.andi %456, %457 : i1
      %459 = arith.cmpi slt, %448, %c29_i32 : i32
      %460 = arith.andi %458, %459 : i1
      scf.if %460 {
        %569 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %399 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %449, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %18 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %18[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %18[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %18[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %18[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %449 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %461 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %462 = arith.divsi %389, %c24_i32 : i32
      %463 = arith.divsi %462, %c3_i32 : i32
      %464 = arith.muli %463, %arg7 : i32
      %465 = arith.addi %461, %464 : i32
      %466 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
      %467 = arith.muli %395, %arg8 : i32
      %468 = arith.addi %466, %467 : i32
      %469 = llvm.getelementptr %88[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %470 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %471 = arith.cmpi ne, %470, %c0_i8 : i8
      %472 = arith.andi %471, %411 : i1
      %473 = arith.cmpi sge, %465, %c0_i32 : i32
      %474 = arith.andi %472, %473 : i1
      %475 = arith.cmpi slt, %465, %c29_i32 : i32
      %476 = arith.andi %474, %475 : i1
      %477 = arith.cmpi sge, %468, %c0_i32 : i32
      %478 = arith.andi %476, %477 : i1
      %479 = arith.cmpi slt, %468, %c29_i32 : i32
      %480 = arith.andi %478, %479 : i1
      scf.if %480 {
        %569 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
        %570 = arith.addi %569, %399 overflow<nsw> : i32
        %571 = llvm.getelementptr %49[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %572 = llvm.ptrtoint %571 : !llvm.ptr<1> to i64
        %573 = arith.addi %572, %c15_i64 : i64
        %574 = arith.andi %573, %c-16_i64 : i64
        %575 = llvm.inttoptr %574 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%575, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %469, %575, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %17 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %469 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %481 = llvm.getelementptr %89[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %482 = arith.andi %275, %411 : i1
      scf.if %482 {
        %569 = arith.muli %274, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %481, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %16 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %16[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %16[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %16[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %16[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %16[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %481 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %483 = llvm.getelementptr %89[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %484 = arith.andi %279, %411 : i1
      scf.if %484 {
        %569 = arith.muli %277, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %483, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %15 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %15[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %15[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %15[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %15[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %483 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %485 = llvm.getelementptr %89[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %486 = arith.andi %283, %411 : i1
      scf.if %486 {
        %569 = arith.muli %281, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %485, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %14 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %14[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %14[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %14[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %14[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %485 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      %487 = llvm.getelementptr %89[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %488 = arith.andi %287, %411 : i1
      scf.if %488 {
        %569 = arith.muli %285, %c216_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %50[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        %571 = llvm.getelementptr %570[%389] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
        nvvm.cp.async.shared.global %487, %571, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %13 {alignment = 32 : i64} : bf16, !llvm.ptr
        %569 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %569 {alignment = 2 : i64} : bf16, !llvm.ptr
        %570 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %570 {alignment = 4 : i64} : bf16, !llvm.ptr
        %571 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %571 {alignment = 2 : i64} : bf16, !llvm.ptr
        %572 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %572 {alignment = 8 : i64} : bf16, !llvm.ptr
        %573 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %573 {alignment = 2 : i64} : bf16, !llvm.ptr
        %574 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %574 {alignment = 4 : i64} : bf16, !llvm.ptr
        %575 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, bf16
        llvm.store %cst_0, %575 {alignment = 2 : i64} : bf16, !llvm.ptr
        %576 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
        llvm.store %576, %487 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %489 = arith.remsi %52, %c32_i32 : i32
      %490 = arith.divsi %52, %c32_i32 : i32
      %491 = arith.remsi %490, %c2_i32 : i32
      %492 = arith.divsi %52, %c64_i32 : i32
      %493 = arith.remsi %492, %c2_i32 : i32
      %494 = arith.remsi %489, %c32_i32 : i32
      %495 = arith.remsi %491, %c2_i32 : i32
      %496 = arith.remsi %493, %c2_i32 : i32
      %497 = arith.divsi %494, %c4_i32 : i32
      %498 = arith.remsi %494, %c4_i32 : i32
      %499 = arith.muli %498, %c2_i32 overflow<nsw> : i32
      %500 = arith.muli %497, %c72_i32 overflow<nsw> : i32
      %501 = arith.addi %499, %500 overflow<nsw> : i32
      %502 = arith.muli %495, %c1152_i32 overflow<nsw> : i32
      %503 = arith.muli %496, %c8_i32 overflow<nsw> : i32
      %504 = arith.addi %502, %503 overflow<nsw> : i32
      %505 = arith.addi %501, %504 overflow<nsw> : i32
      %506 = llvm.getelementptr %70[%505] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %cst, %10 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %507 = arith.divsi %52, %c16_i32 : i32
      %508 = arith.remsi %52, %c16_i32 : i32
      %509 = arith.divsi %508, %c2_i32 : i32
      %510 = arith.remsi %509, %c4_i32 : i32
      %511 = arith.muli %510, %c64_i32 overflow<nsw> : i32
      %512 = arith.remsi %507, %c2_i32 : i32
      %513 = arith.muli %512, %c8_i32 overflow<nsw> : i32
      %514 = arith.addi %511, %513 overflow<nsw> : i32
      %515 = arith.remsi %508, %c2_i32 : i32
      %516 = arith.muli %515, %c32_i32 overflow<nsw> : i32
      %517 = arith.divsi %509, %c4_i32 : i32
      %518 = arith.muli %517, %c256_i32 overflow<nsw> : i32
      %519 = arith.addi %516, %518 overflow<nsw> : i32
      %520 = arith.divsi %507, %c2_i32 : i32
      %521 = arith.remsi %520, %c2_i32 : i32
      %522 = arith.muli %521, %c512_i32 overflow<nsw> : i32
      %523 = arith.addi %519, %522 overflow<nsw> : i32
      %524 = arith.andi %514, %c128_i32 : i32
      %525 = arith.cmpi eq, %524, %c0_i32 : i32
      %526 = arith.select %525, %c16_i32, %c-16_i32 : i32
      %527 = arith.andi %514, %c192_i32 : i32
      %528 = arith.shrui %527, %c3_i32 : i32
      %529 = arith.xori %514, %528 : i32
      %530 = arith.addi %529, %523 overflow<nsw> : i32
      %531 = llvm.getelementptr %45[%530] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %532 = arith.divsi %52, %c8_i32 : i32
      %533 = arith.remsi %52, %c8_i32 : i32
      %534 = arith.divsi %533, %c2_i32 : i32
      %535 = arith.muli %534, %c64_i32 overflow<nsw> : i32
      %536 = arith.remsi %532, %c2_i32 : i32
      %537 = arith.muli %536, %c8_i32 overflow<nsw> : i32
      %538 = arith.addi %535, %537 overflow<nsw> : i32
      %539 = arith.remsi %533, %c2_i32 : i32
      %540 = arith.muli %539, %c32_i32 overflow<nsw> : i32
      %541 = arith.divsi %532, %c2_i32 : i32
      %542 = arith.divsi %541, %c2_i32 : i32
      %543 = arith.remsi %541, %c2_i32 : i32
      %544 = arith.muli %543, %c512_i32 overflow<nsw> : i32
      %545 = arith.addi %540, %544 overflow<nsw> : i32
      %546 = arith.divsi %542, %c2_i32 : i32
      %547 = arith.muli %546, %c256_i32 overflow<nsw> : i32
      %548 = arith.addi %545, %547 overflow<nsw> : i32
      %549 = arith.andi %538, %c128_i32 : i32
      %550 = arith.cmpi eq, %549, %c0_i32 : i32
      %551 = arith.select %550, %c16_i32, %c-16_i32 : i32
      %552 = arith.andi %538, %c192_i32 : i32
      %553 = arith.shrui %552, %c3_i32 : i32
      %554 = arith.xori %538, %553 : i32
      %555 = arith.addi %554, %548 overflow<nsw> : i32
      %556 = llvm.getelementptr %48[%555] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %569 = arith.muli %arg9, %c1024_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %531[%569] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %571 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %572 = llvm.getelementptr %12[%571] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %573 = nvvm.ldmatrix %570 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %574 = llvm.extractvalue %573[0] : !llvm_struct_a37b2a
        %575 = llvm.extractvalue %573[1] : !llvm_struct_a37b2a
        %576 = llvm.extractvalue %573[2] : !llvm_struct_a37b2a
        %577 = llvm.extractvalue %573[3] : !llvm_struct_a37b2a
        llvm.store %574, %572 {alignment = 4 : i64} : i32, !llvm.ptr
        %578 = llvm.getelementptr %572[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %575, %578 {alignment = 4 : i64} : i32, !llvm.ptr
        %579 = llvm.getelementptr %572[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %576, %579 {alignment = 4 : i64} : i32, !llvm.ptr
        %580 = llvm.getelementptr %572[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %577, %580 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %569 = arith.muli %arg9, %c1024_i32 overflow<nsw> : i32
        %570 = llvm.getelementptr %556[%569] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        %571 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %572 = llvm.getelementptr %11[%571] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
        %573 = nvvm.ldmatrix %570 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %574 = llvm.extractvalue %573[0] : !llvm_struct_a37b2a
        %575 = llvm.extractvalue %573[1] : !llvm_struct_a37b2a
        %576 = llvm.extractvalue %573[2] : !llvm_struct_a37b2a
        %577 = llvm.extractvalue %573[3] : !llvm_struct_a37b2a
        llvm.store %574, %572 {alignment = 4 : i64} : i32, !llvm.ptr
        %578 = llvm.getelementptr %572[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %575, %578 {alignment = 4 : i64} : i32, !llvm.ptr
        %579 = llvm.getelementptr %572[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %576, %579 {alignment = 4 : i64} : i32, !llvm.ptr
        %580 = llvm.getelementptr %572[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %577, %580 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %557 = llvm.getelementptr %12[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %558 = llvm.getelementptr %11[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %559:2 = scf.for %arg9 = %c0_i32 to %c7_i32 step %c1_i32 iter_args(%arg10 = %c3_i32, %arg11 = %c0_i32) -> (i32, i32)  : i32 {
        %569 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %570 = arith.addi %526, %569 overflow<nsw> : i32
        %571 = llvm.getelementptr %531[%570] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %584 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %585 = llvm.getelementptr %571[%584] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %586 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %587 = llvm.getelementptr %557[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %588 = nvvm.ldmatrix %585 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %589 = llvm.extractvalue %588[0] : !llvm_struct_a37b2a
          %590 = llvm.extractvalue %588[1] : !llvm_struct_a37b2a
          %591 = llvm.extractvalue %588[2] : !llvm_struct_a37b2a
          %592 = llvm.extractvalue %588[3] : !llvm_struct_a37b2a
          llvm.store %589, %587 {alignment = 4 : i64} : i32, !llvm.ptr
          %593 = llvm.getelementptr %587[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %590, %593 {alignment = 4 : i64} : i32, !llvm.ptr
          %594 = llvm.getelementptr %587[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %591, %594 {alignment = 4 : i64} : i32, !llvm.ptr
          %595 = llvm.getelementptr %587[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %592, %595 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %572 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %573 = arith.addi %551, %572 overflow<nsw> : i32
        %574 = llvm.getelementptr %556[%573] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %584 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %585 = llvm.getelementptr %574[%584] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %586 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %587 = llvm.getelementptr %558[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %588 = nvvm.ldmatrix %585 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %589 = llvm.extractvalue %588[0] : !llvm_struct_a37b2a
          %590 = llvm.extractvalue %588[1] : !llvm_struct_a37b2a
          %591 = llvm.extractvalue %588[2] : !llvm_struct_a37b2a
          %592 = llvm.extractvalue %588[3] : !llvm_struct_a37b2a
          llvm.store %589, %587 {alignment = 4 : i64} : i32, !llvm.ptr
          %593 = llvm.getelementptr %587[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %590, %593 {alignment = 4 : i64} : i32, !llvm.ptr
          %594 = llvm.getelementptr %587[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %591, %594 {alignment = 4 : i64} : i32, !llvm.ptr
          %595 = llvm.getelementptr %587[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %592, %595 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %575 = arith.addi %arg9, %c3_i32 : i32
        %576 = arith.cmpi slt, %575, %c7_i32 : i32
        scf.if %576 {
          %584 = arith.muli %575, %c32_i32 : i32
          %585 = arith.addi %584, %74 overflow<nsw> : i32
          %586 = arith.divsi %585, %c24_i32 : i32
          %587 = arith.muli %586, %c24_i32 overflow<nsw> : i32
          %588 = arith.subi %585, %587 overflow<nsw> : i32
          %589 = arith.divsi %586, %c3_i32 : i32
          %590 = arith.muli %589, %c3_i32 overflow<nsw> : i32
          %591 = arith.subi %586, %590 overflow<nsw> : i32
          %592 = arith.muli %591, %64 overflow<nsw> : i32
          %593 = arith.addi %588, %592 overflow<nsw> : i32
          %594 = arith.muli %589, %65 overflow<nsw> : i32
          %595 = arith.addi %593, %594 overflow<nsw> : i32
          %596 = llvm.load %38 {alignment = 32 : i64} : !llvm.ptr -> i32
          %597 = arith.divsi %585, %c24_i32 : i32
          %598 = arith.divsi %597, %c3_i32 : i32
          %599 = arith.muli %598, %arg7 : i32
          %600 = arith.addi %596, %599 : i32
          %601 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr -> i32
          %602 = arith.muli %591, %arg8 : i32
          %603 = arith.addi %601, %602 : i32
          %604 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %605 = llvm.getelementptr %88[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %606 = llvm.load %37 {alignment = 32 : i64} : !llvm.ptr -> i8
          %607 = arith.cmpi ne, %606, %c0_i8 : i8
          %608 = arith.cmpi slt, %585, %c216_i32 : i32
          %609 = arith.andi %607, %608 : i1
          %610 = arith.cmpi sge, %600, %c0_i32 : i32
          %611 = arith.andi %609, %610 : i1
          %612 = arith.cmpi slt, %600, %c29_i32 : i32
          %613 = arith.andi %611, %612 : i1
          %614 = arith.cmpi sge, %603, %c0_i32 : i32
          %615 = arith.andi %613, %614 : i1
          %616 = arith.cmpi slt, %603, %c29_i32 : i32
          %617 = arith.andi %615, %616 : i1
          scf.if %617 {
            %692 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> i32
            %693 = arith.addi %692, %595 overflow<nsw> : i32
            %694 = llvm.getelementptr %49[%693] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %605, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %9 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %605 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %618 = llvm.load %128 {alignment = 4 : i64} : !llvm.ptr -> i32
          %619 = arith.divsi %585, %c24_i32 : i32
          %620 = arith.divsi %619, %c3_i32 : i32
          %621 = arith.muli %620, %arg7 : i32
          %622 = arith.addi %618, %621 : i32
          %623 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr -> i32
          %624 = arith.muli %591, %arg8 : i32
          %625 = arith.addi %623, %624 : i32
          %626 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %627 = arith.addi %626, %c1024_i32 overflow<nsw> : i32
          %628 = llvm.getelementptr %88[%627] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %629 = llvm.load %134 {alignment = 1 : i64} : !llvm.ptr -> i8
          %630 = arith.cmpi ne, %629, %c0_i8 : i8
          %631 = arith.andi %630, %608 : i1
          %632 = arith.cmpi sge, %622, %c0_i32 : i32
          %633 = arith.andi %631, %632 : i1
          %634 = arith.cmpi slt, %622, %c29_i32 : i32
          %635 = arith.andi %633, %634 : i1
          %636 = arith.cmpi sge, %625, %c0_i32 : i32
          %637 = arith.andi %635, %636 : i1
          %638 = arith.cmpi slt, %625, %c29_i32 : i32
          %639 = arith.andi %637, %638 : i1
          scf.if %639 {
            %692 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr -> i32
            %693 = arith.addi %692, %595 overflow<nsw> : i32
            %694 = llvm.getelementptr %49[%693] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %628, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %8 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %628 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %640 = llvm.load %152 {alignment = 8 : i64} : !llvm.ptr -> i32
          %641 = arith.divsi %585, %c24_i32 : i32
          %642 = arith.divsi %641, %c3_i32 : i32
          %643 = arith.muli %642, %arg7 : i32
          %644 = arith.addi %640, %643 : i32
          %645 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr -> i32
          %646 = arith.muli %591, %arg8 : i32
          %647 = arith.addi %645, %646 : i32
          %648 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %649 = arith.addi %648, %c2048_i32 overflow<nsw> : i32
          %650 = llvm.getelementptr %88[%649] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %651 = llvm.load %158 {alignment = 2 : i64} : !llvm.ptr -> i8
          %652 = arith.cmpi ne, %651, %c0_i8 : i8
          %653 = arith.andi %652, %608 : i1
          %654 = arith.cmpi sge, %644, %c0_i32 : i32
          %655 = arith.andi %653, %654 : i1
          %656 = arith.cmpi slt, %644, %c29_i32 : i32
          %657 = arith.andi %655, %656 : i1
          %658 = arith.cmpi sge, %647, %c0_i32 : i32
          %659 = arith.andi %657, %658 : i1
          %660 = arith.cmpi slt, %647, %c29_i32 : i32
          %661 = arith.andi %659, %660 : i1
          scf.if %661 {
            %692 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr -> i32
            %693 = arith.addi %692, %595 overflow<nsw> : i32
            %694 = llvm.getelementptr %49[%693] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %650, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %7 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %650 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %662 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
          %663 = arith.divsi %585, %c24_i32 : i32
          %664 = arith.divsi %663, %c3_i32 : i32
          %665 = arith.muli %664, %arg7 : i32
          %666 = arith.addi %662, %665 : i32
          %667 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr -> i32
          %668 = arith.muli %591, %arg8 : i32
          %669 = arith.addi %667, %668 : i32
          %670 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %671 = arith.addi %670, %c3072_i32 overflow<nsw> : i32
          %672 = llvm.getelementptr %88[%671] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %673 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
          %674 = arith.cmpi ne, %673, %c0_i8 : i8
          %675 = arith.andi %674, %608 : i1
          %676 = arith.cmpi sge, %666, %c0_i32 : i32
          %677 = arith.andi %675, %676 : i1
          %678 = arith.cmpi slt, %666, %c29_i32 : i32
          %679 = arith.andi %677, %678 : i1
          %680 = arith.cmpi sge, %669, %c0_i32 : i32
          %681 = arith.andi %679, %680 : i1
          %682 = arith.cmpi slt, %669, %c29_i32 : i32
          %683 = arith.andi %681, %682 : i1
          scf.if %683 {
            %692 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
            %693 = arith.addi %692, %595 overflow<nsw> : i32
            %694 = llvm.getelementptr %49[%693] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %672, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %6 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %672 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %684 = llvm.getelementptr %89[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %685 = arith.andi %275, %608 : i1
          scf.if %685 {
            %692 = arith.muli %274, %c216_i32 overflow<nsw> : i32
            %693 = llvm.getelementptr %50[%692] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %694 = llvm.getelementptr %693[%585] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %684, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %5 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %684 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %686 = llvm.getelementptr %89[%627] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %687 = arith.andi %279, %608 : i1
          scf.if %687 {
            %692 = arith.muli %277, %c216_i32 overflow<nsw> : i32
            %693 = llvm.getelementptr %50[%692] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %694 = llvm.getelementptr %693[%585] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %686, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %4 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %686 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %688 = llvm.getelementptr %89[%649] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %689 = arith.andi %283, %608 : i1
          scf.if %689 {
            %692 = arith.muli %281, %c216_i32 overflow<nsw> : i32
            %693 = llvm.getelementptr %50[%692] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %694 = llvm.getelementptr %693[%585] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %688, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %3 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %688 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
          %690 = llvm.getelementptr %89[%671] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %691 = arith.andi %287, %608 : i1
          scf.if %691 {
            %692 = arith.muli %285, %c216_i32 overflow<nsw> : i32
            %693 = llvm.getelementptr %50[%692] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %694 = llvm.getelementptr %693[%585] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
            %695 = llvm.ptrtoint %694 : !llvm.ptr<1> to i64
            %696 = arith.addi %695, %c15_i64 : i64
            %697 = arith.andi %696, %c-16_i64 : i64
            %698 = llvm.inttoptr %697 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%698, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %690, %698, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %2 {alignment = 32 : i64} : bf16, !llvm.ptr
            %692 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
            %693 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
            %694 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
            %695 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
            %696 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
            %697 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
            %698 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, bf16
            llvm.store %cst_0, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
            %699 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
            llvm.store %699, %690 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
          }
        }
        nvvm.cp.async.commit.group
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %584 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %585 = llvm.getelementptr %12[%584] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %586 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %587 = llvm.getelementptr %11[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %588 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %589 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %590 = arith.addi %588, %589 overflow<nsw> : i32
            %591 = llvm.getelementptr %10[%590] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %592 = llvm.load %585 : !llvm.ptr -> vector<4xi32>
            %593:4 = vector.to_elements %592 : vector<4xi32>
            %594 = llvm.load %587 : !llvm.ptr -> vector<2xi32>
            %595:2 = vector.to_elements %594 : vector<2xi32>
            %596 = llvm.load %591 : !llvm.ptr -> vector<4xf32>
            %597:4 = vector.to_elements %596 : vector<4xf32>
            %598 = nvvm.mma.sync A[%593#0, %593#1, %593#2, %593#3]  B[%595#0, %595#1]  C[%597#0, %597#1, %597#2, %597#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %599 = llvm.extractvalue %598[0] : !llvm_struct_687153
            %600 = llvm.extractvalue %598[1] : !llvm_struct_687153
            %601 = llvm.extractvalue %598[2] : !llvm_struct_687153
            %602 = llvm.extractvalue %598[3] : !llvm_struct_687153
            %603 = vector.from_elements %599, %600, %601, %602 : vector<4xf32>
            llvm.store %603, %591 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %577 = arith.addi %arg11, %c1_i32 : i32
        %578 = arith.cmpi eq, %577, %c4_i32 : i32
        %579 = arith.select %578, %c0_i32, %577 : i32
        nvvm.cp.async.wait.group 2
        nvvm.barrier
        %580 = arith.muli %579, %c4096_i32 overflow<nsw> : i32
        %581 = llvm.getelementptr %531[%580] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %584 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %585 = llvm.getelementptr %581[%584] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %586 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %587 = llvm.getelementptr %12[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %588 = nvvm.ldmatrix %585 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %589 = llvm.extractvalue %588[0] : !llvm_struct_a37b2a
          %590 = llvm.extractvalue %588[1] : !llvm_struct_a37b2a
          %591 = llvm.extractvalue %588[2] : !llvm_struct_a37b2a
          %592 = llvm.extractvalue %588[3] : !llvm_struct_a37b2a
          llvm.store %589, %587 {alignment = 4 : i64} : i32, !llvm.ptr
          %593 = llvm.getelementptr %587[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %590, %593 {alignment = 4 : i64} : i32, !llvm.ptr
          %594 = llvm.getelementptr %587[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %591, %594 {alignment = 4 : i64} : i32, !llvm.ptr
          %595 = llvm.getelementptr %587[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %592, %595 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %582 = arith.muli %579, %c4096_i32 overflow<nsw> : i32
        %583 = llvm.getelementptr %556[%582] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %584 = arith.muli %arg12, %c1024_i32 overflow<nsw> : i32
          %585 = llvm.getelementptr %583[%584] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
          %586 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %587 = llvm.getelementptr %11[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %588 = nvvm.ldmatrix %585 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %589 = llvm.extractvalue %588[0] : !llvm_struct_a37b2a
          %590 = llvm.extractvalue %588[1] : !llvm_struct_a37b2a
          %591 = llvm.extractvalue %588[2] : !llvm_struct_a37b2a
          %592 = llvm.extractvalue %588[3] : !llvm_struct_a37b2a
          llvm.store %589, %587 {alignment = 4 : i64} : i32, !llvm.ptr
          %593 = llvm.getelementptr %587[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %590, %593 {alignment = 4 : i64} : i32, !llvm.ptr
          %594 = llvm.getelementptr %587[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %591, %594 {alignment = 4 : i64} : i32, !llvm.ptr
          %595 = llvm.getelementptr %587[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %592, %595 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %584 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %585 = llvm.getelementptr %557[%584] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          scf.for %arg13 = %c0_i32 to %c8_i32 step %c1_i32  : i32 {
            %586 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %587 = llvm.getelementptr %558[%586] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
            %588 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %589 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %590 = arith.addi %588, %589 overflow<nsw> : i32
            %591 = llvm.getelementptr %10[%590] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %592 = llvm.load %585 : !llvm.ptr -> vector<4xi32>
            %593:4 = vector.to_elements %592 : vector<4xi32>
            %594 = llvm.load %587 : !llvm.ptr -> vector<2xi32>
            %595:2 = vector.to_elements %594 : vector<2xi32>
            %596 = llvm.load %591 : !llvm.ptr -> vector<4xf32>
            %597:4 = vector.to_elements %596 : vector<4xf32>
            %598 = nvvm.mma.sync A[%593#0, %593#1, %593#2, %593#3]  B[%595#0, %595#1]  C[%597#0, %597#1, %597#2, %597#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
            %599 = llvm.extractvalue %598[0] : !llvm_struct_687153
            %600 = llvm.extractvalue %598[1] : !llvm_struct_687153
            %601 = llvm.extractvalue %598[2] : !llvm_struct_687153
            %602 = llvm.extractvalue %598[3] : !llvm_struct_687153
            %603 = vector.from_elements %599, %600, %601, %602 : vector<4xf32>
            llvm.store %603, %591 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg11, %579 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %560 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %561 = arith.truncf %560 : vector<128xf32> to vector<128xbf16>
      llvm.store %561, %1 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %562 = arith.addi %60, %c1_i32 : i32
      %563 = arith.muli %562, %c128_i32 : i32
      %564 = arith.cmpi sle, %563, %c450_i32 : i32
      %565 = arith.addi %61, %c1_i32 : i32
      %566 = arith.muli %565, %c128_i32 : i32
      %567 = arith.cmpi sle, %566, %c72_i32 : i32
      %568 = arith.andi %564, %567 : i1
      scf.if %568 {
        %569 = arith.remsi %c0_i32, %c2_i32 : i32
        %570 = arith.divsi %c0_i32, %c2_i32 : i32
        %571:2 = scf.for %arg9 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg10 = %569, %arg11 = %570) -> (i32, i32)  : i32 {
          %572 = arith.muli %arg9, %c2_i32 overflow<nsw> : i32
          %573 = llvm.getelementptr %1[%572] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
          %574 = arith.remsi %arg9, %c2_i32 : i32
          %575 = arith.muli %574, %c576_i32 overflow<nsw> : i32
          %576 = arith.divsi %arg11, %c4_i32 : i32
          %577 = arith.remsi %arg11, %c4_i32 : i32
          %578 = arith.muli %577, %c2304_i32 overflow<nsw> : i32
          %579 = arith.addi %575, %578 overflow<nsw> : i32
          %580 = arith.muli %576, %c16_i32 overflow<nsw> : i32
          %581 = arith.addi %579, %580 overflow<nsw> : i32
          %582 = llvm.getelementptr %506[%581] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
          %583 = llvm.load %573 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
          llvm.store %583, %582 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
          %584 = arith.addi %arg10, %c1_i32 : i32
          %585 = arith.cmpi eq, %584, %c2_i32 : i32
          %586 = arith.select %585, %c0_i32, %584 : i32
          %587 = arith.addi %arg10, %c1_i32 : i32
          %588 = arith.addi %arg11, %c1_i32 : i32
          %589 = arith.cmpi eq, %587, %c2_i32 : i32
          %590 = arith.select %589, %588, %arg11 : i32
          scf.yield %586, %590 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %569 = arith.muli %495, %c16_i32 overflow<nsw> : i32
        %570 = arith.addi %497, %569 overflow<nsw> : i32
        %571 = arith.addi %499, %503 overflow<nsw> : i32
        %572 = arith.addi %71, %570 overflow<nsw> : i32
        %573 = arith.cmpi slt, %572, %c450_i32 : i32
        %574 = arith.cmpi slt, %571, %c72_i32 : i32
        %575 = arith.andi %573, %574 : i1
        scf.if %575 {
          %1189 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> bf16
          llvm.store %1189, %506 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %576 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %577 = arith.cmpi slt, %572, %c450_i32 : i32
        %578 = arith.cmpi slt, %576, %c72_i32 : i32
        %579 = arith.andi %577, %578 : i1
        scf.if %579 {
          %1189 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %580 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %581 = arith.cmpi slt, %580, %c450_i32 : i32
        %582 = arith.cmpi slt, %571, %c72_i32 : i32
        %583 = arith.andi %581, %582 : i1
        scf.if %583 {
          %1189 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %584 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %585 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %586 = arith.cmpi slt, %584, %c450_i32 : i32
        %587 = arith.cmpi slt, %585, %c72_i32 : i32
        %588 = arith.andi %586, %587 : i1
        scf.if %588 {
          %1189 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %589 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %590 = arith.cmpi slt, %589, %c450_i32 : i32
        %591 = arith.cmpi slt, %571, %c72_i32 : i32
        %592 = arith.andi %590, %591 : i1
        scf.if %592 {
          %1189 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %593 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %594 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %595 = arith.cmpi slt, %593, %c450_i32 : i32
        %596 = arith.cmpi slt, %594, %c72_i32 : i32
        %597 = arith.andi %595, %596 : i1
        scf.if %597 {
          %1189 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %598 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %599 = arith.cmpi slt, %598, %c450_i32 : i32
        %600 = arith.cmpi slt, %571, %c72_i32 : i32
        %601 = arith.andi %599, %600 : i1
        scf.if %601 {
          %1189 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %602 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %603 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %604 = arith.cmpi slt, %602, %c450_i32 : i32
        %605 = arith.cmpi slt, %603, %c72_i32 : i32
        %606 = arith.andi %604, %605 : i1
        scf.if %606 {
          %1189 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %607 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %608 = arith.cmpi slt, %607, %c450_i32 : i32
        %609 = arith.cmpi slt, %571, %c72_i32 : i32
        %610 = arith.andi %608, %609 : i1
        scf.if %610 {
          %1189 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %611 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %612 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %613 = arith.cmpi slt, %611, %c450_i32 : i32
        %614 = arith.cmpi slt, %612, %c72_i32 : i32
        %615 = arith.andi %613, %614 : i1
        scf.if %615 {
          %1189 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %616 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %617 = arith.cmpi slt, %616, %c450_i32 : i32
        %618 = arith.cmpi slt, %571, %c72_i32 : i32
        %619 = arith.andi %617, %618 : i1
        scf.if %619 {
          %1189 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %620 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %621 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %622 = arith.cmpi slt, %620, %c450_i32 : i32
        %623 = arith.cmpi slt, %621, %c72_i32 : i32
        %624 = arith.andi %622, %623 : i1
        scf.if %624 {
          %1189 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %625 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %626 = arith.cmpi slt, %625, %c450_i32 : i32
        %627 = arith.cmpi slt, %571, %c72_i32 : i32
        %628 = arith.andi %626, %627 : i1
        scf.if %628 {
          %1189 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %629 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %630 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %631 = arith.cmpi slt, %629, %c450_i32 : i32
        %632 = arith.cmpi slt, %630, %c72_i32 : i32
        %633 = arith.andi %631, %632 : i1
        scf.if %633 {
          %1189 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %634 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %635 = arith.cmpi slt, %634, %c450_i32 : i32
        %636 = arith.cmpi slt, %571, %c72_i32 : i32
        %637 = arith.andi %635, %636 : i1
        scf.if %637 {
          %1189 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %638 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %639 = arith.addi %571, %c1_i32 overflow<nsw> : i32
        %640 = arith.cmpi slt, %638, %c450_i32 : i32
        %641 = arith.cmpi slt, %639, %c72_i32 : i32
        %642 = arith.andi %640, %641 : i1
        scf.if %642 {
          %1189 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %643 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %644 = arith.cmpi slt, %572, %c450_i32 : i32
        %645 = arith.cmpi slt, %643, %c72_i32 : i32
        %646 = arith.andi %644, %645 : i1
        scf.if %646 {
          %1189 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %647 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %648 = arith.cmpi slt, %572, %c450_i32 : i32
        %649 = arith.cmpi slt, %647, %c72_i32 : i32
        %650 = arith.andi %648, %649 : i1
        scf.if %650 {
          %1189 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %651 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %652 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %653 = arith.cmpi slt, %651, %c450_i32 : i32
        %654 = arith.cmpi slt, %652, %c72_i32 : i32
        %655 = arith.andi %653, %654 : i1
        scf.if %655 {
          %1189 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %656 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %657 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %658 = arith.cmpi slt, %656, %c450_i32 : i32
        %659 = arith.cmpi slt, %657, %c72_i32 : i32
        %660 = arith.andi %658, %659 : i1
        scf.if %660 {
          %1189 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %661 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %662 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %663 = arith.cmpi slt, %661, %c450_i32 : i32
        %664 = arith.cmpi slt, %662, %c72_i32 : i32
        %665 = arith.andi %663, %664 : i1
        scf.if %665 {
          %1189 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %666 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %667 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %668 = arith.cmpi slt, %666, %c450_i32 : i32
        %669 = arith.cmpi slt, %667, %c72_i32 : i32
        %670 = arith.andi %668, %669 : i1
        scf.if %670 {
          %1189 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %671 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %672 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %673 = arith.cmpi slt, %671, %c450_i32 : i32
        %674 = arith.cmpi slt, %672, %c72_i32 : i32
        %675 = arith.andi %673, %674 : i1
        scf.if %675 {
          %1189 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %676 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %677 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %678 = arith.cmpi slt, %676, %c450_i32 : i32
        %679 = arith.cmpi slt, %677, %c72_i32 : i32
        %680 = arith.andi %678, %679 : i1
        scf.if %680 {
          %1189 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %681 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %682 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %683 = arith.cmpi slt, %681, %c450_i32 : i32
        %684 = arith.cmpi slt, %682, %c72_i32 : i32
        %685 = arith.andi %683, %684 : i1
        scf.if %685 {
          %1189 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %686 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %687 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %688 = arith.cmpi slt, %686, %c450_i32 : i32
        %689 = arith.cmpi slt, %687, %c72_i32 : i32
        %690 = arith.andi %688, %689 : i1
        scf.if %690 {
          %1189 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %691 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %692 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %693 = arith.cmpi slt, %691, %c450_i32 : i32
        %694 = arith.cmpi slt, %692, %c72_i32 : i32
        %695 = arith.andi %693, %694 : i1
        scf.if %695 {
          %1189 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %696 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %697 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %698 = arith.cmpi slt, %696, %c450_i32 : i32
        %699 = arith.cmpi slt, %697, %c72_i32 : i32
        %700 = arith.andi %698, %699 : i1
        scf.if %700 {
          %1189 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %701 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %702 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %703 = arith.cmpi slt, %701, %c450_i32 : i32
        %704 = arith.cmpi slt, %702, %c72_i32 : i32
        %705 = arith.andi %703, %704 : i1
        scf.if %705 {
          %1189 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %706 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %707 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %708 = arith.cmpi slt, %706, %c450_i32 : i32
        %709 = arith.cmpi slt, %707, %c72_i32 : i32
        %710 = arith.andi %708, %709 : i1
        scf.if %710 {
          %1189 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %711 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %712 = arith.addi %571, %c16_i32 overflow<nsw> : i32
        %713 = arith.cmpi slt, %711, %c450_i32 : i32
        %714 = arith.cmpi slt, %712, %c72_i32 : i32
        %715 = arith.andi %713, %714 : i1
        scf.if %715 {
          %1189 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %716 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %717 = arith.addi %571, %c17_i32 overflow<nsw> : i32
        %718 = arith.cmpi slt, %716, %c450_i32 : i32
        %719 = arith.cmpi slt, %717, %c72_i32 : i32
        %720 = arith.andi %718, %719 : i1
        scf.if %720 {
          %1189 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %721 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %722 = arith.cmpi slt, %572, %c450_i32 : i32
        %723 = arith.cmpi slt, %721, %c72_i32 : i32
        %724 = arith.andi %722, %723 : i1
        scf.if %724 {
          %1189 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %725 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %726 = arith.cmpi slt, %572, %c450_i32 : i32
        %727 = arith.cmpi slt, %725, %c72_i32 : i32
        %728 = arith.andi %726, %727 : i1
        scf.if %728 {
          %1189 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %729 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %730 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %731 = arith.cmpi slt, %729, %c450_i32 : i32
        %732 = arith.cmpi slt, %730, %c72_i32 : i32
        %733 = arith.andi %731, %732 : i1
        scf.if %733 {
          %1189 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %734 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %735 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %736 = arith.cmpi slt, %734, %c450_i32 : i32
        %737 = arith.cmpi slt, %735, %c72_i32 : i32
        %738 = arith.andi %736, %737 : i1
        scf.if %738 {
          %1189 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %739 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %740 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %741 = arith.cmpi slt, %739, %c450_i32 : i32
        %742 = arith.cmpi slt, %740, %c72_i32 : i32
        %743 = arith.andi %741, %742 : i1
        scf.if %743 {
          %1189 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %744 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %745 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %746 = arith.cmpi slt, %744, %c450_i32 : i32
        %747 = arith.cmpi slt, %745, %c72_i32 : i32
        %748 = arith.andi %746, %747 : i1
        scf.if %748 {
          %1189 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %749 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %750 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %751 = arith.cmpi slt, %749, %c450_i32 : i32
        %752 = arith.cmpi slt, %750, %c72_i32 : i32
        %753 = arith.andi %751, %752 : i1
        scf.if %753 {
          %1189 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %754 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %755 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %756 = arith.cmpi slt, %754, %c450_i32 : i32
        %757 = arith.cmpi slt, %755, %c72_i32 : i32
        %758 = arith.andi %756, %757 : i1
        scf.if %758 {
          %1189 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %759 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %760 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %761 = arith.cmpi slt, %759, %c450_i32 : i32
        %762 = arith.cmpi slt, %760, %c72_i32 : i32
        %763 = arith.andi %761, %762 : i1
        scf.if %763 {
          %1189 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %764 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %765 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %766 = arith.cmpi slt, %764, %c450_i32 : i32
        %767 = arith.cmpi slt, %765, %c72_i32 : i32
        %768 = arith.andi %766, %767 : i1
        scf.if %768 {
          %1189 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %769 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %770 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %771 = arith.cmpi slt, %769, %c450_i32 : i32
        %772 = arith.cmpi slt, %770, %c72_i32 : i32
        %773 = arith.andi %771, %772 : i1
        scf.if %773 {
          %1189 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %774 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %775 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %776 = arith.cmpi slt, %774, %c450_i32 : i32
        %777 = arith.cmpi slt, %775, %c72_i32 : i32
        %778 = arith.andi %776, %777 : i1
        scf.if %778 {
          %1189 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %779 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %780 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %781 = arith.cmpi slt, %779, %c450_i32 : i32
        %782 = arith.cmpi slt, %780, %c72_i32 : i32
        %783 = arith.andi %781, %782 : i1
        scf.if %783 {
          %1189 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %784 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %785 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %786 = arith.cmpi slt, %784, %c450_i32 : i32
        %787 = arith.cmpi slt, %785, %c72_i32 : i32
        %788 = arith.andi %786, %787 : i1
        scf.if %788 {
          %1189 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %789 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %790 = arith.addi %571, %c32_i32 overflow<nsw> : i32
        %791 = arith.cmpi slt, %789, %c450_i32 : i32
        %792 = arith.cmpi slt, %790, %c72_i32 : i32
        %793 = arith.andi %791, %792 : i1
        scf.if %793 {
          %1189 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %794 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %795 = arith.addi %571, %c33_i32 overflow<nsw> : i32
        %796 = arith.cmpi slt, %794, %c450_i32 : i32
        %797 = arith.cmpi slt, %795, %c72_i32 : i32
        %798 = arith.andi %796, %797 : i1
        scf.if %798 {
          %1189 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %799 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %800 = arith.cmpi slt, %572, %c450_i32 : i32
        %801 = arith.cmpi slt, %799, %c72_i32 : i32
        %802 = arith.andi %800, %801 : i1
        scf.if %802 {
          %1189 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %803 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %804 = arith.cmpi slt, %572, %c450_i32 : i32
        %805 = arith.cmpi slt, %803, %c72_i32 : i32
        %806 = arith.andi %804, %805 : i1
        scf.if %806 {
          %1189 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %807 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %808 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %809 = arith.cmpi slt, %807, %c450_i32 : i32
        %810 = arith.cmpi slt, %808, %c72_i32 : i32
        %811 = arith.andi %809, %810 : i1
        scf.if %811 {
          %1189 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %812 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %813 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %814 = arith.cmpi slt, %812, %c450_i32 : i32
        %815 = arith.cmpi slt, %813, %c72_i32 : i32
        %816 = arith.andi %814, %815 : i1
        scf.if %816 {
          %1189 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %817 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %818 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %819 = arith.cmpi slt, %817, %c450_i32 : i32
        %820 = arith.cmpi slt, %818, %c72_i32 : i32
        %821 = arith.andi %819, %820 : i1
        scf.if %821 {
          %1189 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %822 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %823 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %824 = arith.cmpi slt, %822, %c450_i32 : i32
        %825 = arith.cmpi slt, %823, %c72_i32 : i32
        %826 = arith.andi %824, %825 : i1
        scf.if %826 {
          %1189 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %827 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %828 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %829 = arith.cmpi slt, %827, %c450_i32 : i32
        %830 = arith.cmpi slt, %828, %c72_i32 : i32
        %831 = arith.andi %829, %830 : i1
        scf.if %831 {
          %1189 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %832 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %833 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %834 = arith.cmpi slt, %832, %c450_i32 : i32
        %835 = arith.cmpi slt, %833, %c72_i32 : i32
        %836 = arith.andi %834, %835 : i1
        scf.if %836 {
          %1189 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %837 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %838 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %839 = arith.cmpi slt, %837, %c450_i32 : i32
        %840 = arith.cmpi slt, %838, %c72_i32 : i32
        %841 = arith.andi %839, %840 : i1
        scf.if %841 {
          %1189 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %842 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %843 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %844 = arith.cmpi slt, %842, %c450_i32 : i32
        %845 = arith.cmpi slt, %843, %c72_i32 : i32
        %846 = arith.andi %844, %845 : i1
        scf.if %846 {
          %1189 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %847 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %848 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %849 = arith.cmpi slt, %847, %c450_i32 : i32
        %850 = arith.cmpi slt, %848, %c72_i32 : i32
        %851 = arith.andi %849, %850 : i1
        scf.if %851 {
          %1189 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %852 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %853 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %854 = arith.cmpi slt, %852, %c450_i32 : i32
        %855 = arith.cmpi slt, %853, %c72_i32 : i32
        %856 = arith.andi %854, %855 : i1
        scf.if %856 {
          %1189 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %857 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %858 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %859 = arith.cmpi slt, %857, %c450_i32 : i32
        %860 = arith.cmpi slt, %858, %c72_i32 : i32
        %861 = arith.andi %859, %860 : i1
        scf.if %861 {
          %1189 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %862 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %863 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %864 = arith.cmpi slt, %862, %c450_i32 : i32
        %865 = arith.cmpi slt, %863, %c72_i32 : i32
        %866 = arith.andi %864, %865 : i1
        scf.if %866 {
          %1189 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %867 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %868 = arith.addi %571, %c48_i32 overflow<nsw> : i32
        %869 = arith.cmpi slt, %867, %c450_i32 : i32
        %870 = arith.cmpi slt, %868, %c72_i32 : i32
        %871 = arith.andi %869, %870 : i1
        scf.if %871 {
          %1189 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %872 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %873 = arith.addi %571, %c49_i32 overflow<nsw> : i32
        %874 = arith.cmpi slt, %872, %c450_i32 : i32
        %875 = arith.cmpi slt, %873, %c72_i32 : i32
        %876 = arith.andi %874, %875 : i1
        scf.if %876 {
          %1189 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %877 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %878 = arith.cmpi slt, %572, %c450_i32 : i32
        %879 = arith.cmpi slt, %877, %c72_i32 : i32
        %880 = arith.andi %878, %879 : i1
        scf.if %880 {
          %1189 = llvm.getelementptr %1[64] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %881 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %882 = arith.cmpi slt, %572, %c450_i32 : i32
        %883 = arith.cmpi slt, %881, %c72_i32 : i32
        %884 = arith.andi %882, %883 : i1
        scf.if %884 {
          %1189 = llvm.getelementptr %1[65] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %885 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %886 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %887 = arith.cmpi slt, %885, %c450_i32 : i32
        %888 = arith.cmpi slt, %886, %c72_i32 : i32
        %889 = arith.andi %887, %888 : i1
        scf.if %889 {
          %1189 = llvm.getelementptr %1[66] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %890 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %891 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %892 = arith.cmpi slt, %890, %c450_i32 : i32
        %893 = arith.cmpi slt, %891, %c72_i32 : i32
        %894 = arith.andi %892, %893 : i1
        scf.if %894 {
          %1189 = llvm.getelementptr %1[67] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %895 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %896 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %897 = arith.cmpi slt, %895, %c450_i32 : i32
        %898 = arith.cmpi slt, %896, %c72_i32 : i32
        %899 = arith.andi %897, %898 : i1
        scf.if %899 {
          %1189 = llvm.getelementptr %1[68] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %900 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %901 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %902 = arith.cmpi slt, %900, %c450_i32 : i32
        %903 = arith.cmpi slt, %901, %c72_i32 : i32
        %904 = arith.andi %902, %903 : i1
        scf.if %904 {
          %1189 = llvm.getelementptr %1[69] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %905 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %906 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %907 = arith.cmpi slt, %905, %c450_i32 : i32
        %908 = arith.cmpi slt, %906, %c72_i32 : i32
        %909 = arith.andi %907, %908 : i1
        scf.if %909 {
          %1189 = llvm.getelementptr %1[70] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %910 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %911 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %912 = arith.cmpi slt, %910, %c450_i32 : i32
        %913 = arith.cmpi slt, %911, %c72_i32 : i32
        %914 = arith.andi %912, %913 : i1
        scf.if %914 {
          %1189 = llvm.getelementptr %1[71] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %915 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %916 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %917 = arith.cmpi slt, %915, %c450_i32 : i32
        %918 = arith.cmpi slt, %916, %c72_i32 : i32
        %919 = arith.andi %917, %918 : i1
        scf.if %919 {
          %1189 = llvm.getelementptr %1[72] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %920 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %921 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %922 = arith.cmpi slt, %920, %c450_i32 : i32
        %923 = arith.cmpi slt, %921, %c72_i32 : i32
        %924 = arith.andi %922, %923 : i1
        scf.if %924 {
          %1189 = llvm.getelementptr %1[73] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %925 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %926 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %927 = arith.cmpi slt, %925, %c450_i32 : i32
        %928 = arith.cmpi slt, %926, %c72_i32 : i32
        %929 = arith.andi %927, %928 : i1
        scf.if %929 {
          %1189 = llvm.getelementptr %1[74] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %930 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %931 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %932 = arith.cmpi slt, %930, %c450_i32 : i32
        %933 = arith.cmpi slt, %931, %c72_i32 : i32
        %934 = arith.andi %932, %933 : i1
        scf.if %934 {
          %1189 = llvm.getelementptr %1[75] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %935 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %936 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %937 = arith.cmpi slt, %935, %c450_i32 : i32
        %938 = arith.cmpi slt, %936, %c72_i32 : i32
        %939 = arith.andi %937, %938 : i1
        scf.if %939 {
          %1189 = llvm.getelementptr %1[76] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %940 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %941 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %942 = arith.cmpi slt, %940, %c450_i32 : i32
        %943 = arith.cmpi slt, %941, %c72_i32 : i32
        %944 = arith.andi %942, %943 : i1
        scf.if %944 {
          %1189 = llvm.getelementptr %1[77] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %945 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %946 = arith.addi %571, %c64_i32 overflow<nsw> : i32
        %947 = arith.cmpi slt, %945, %c450_i32 : i32
        %948 = arith.cmpi slt, %946, %c72_i32 : i32
        %949 = arith.andi %947, %948 : i1
        scf.if %949 {
          %1189 = llvm.getelementptr %1[78] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %950 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %951 = arith.addi %571, %c65_i32 overflow<nsw> : i32
        %952 = arith.cmpi slt, %950, %c450_i32 : i32
        %953 = arith.cmpi slt, %951, %c72_i32 : i32
        %954 = arith.andi %952, %953 : i1
        scf.if %954 {
          %1189 = llvm.getelementptr %1[79] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %955 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %956 = arith.cmpi slt, %572, %c450_i32 : i32
        %957 = arith.cmpi slt, %955, %c72_i32 : i32
        %958 = arith.andi %956, %957 : i1
        scf.if %958 {
          %1189 = llvm.getelementptr %1[80] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %959 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %960 = arith.cmpi slt, %572, %c450_i32 : i32
        %961 = arith.cmpi slt, %959, %c72_i32 : i32
        %962 = arith.andi %960, %961 : i1
        scf.if %962 {
          %1189 = llvm.getelementptr %1[81] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %963 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %964 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %965 = arith.cmpi slt, %963, %c450_i32 : i32
        %966 = arith.cmpi slt, %964, %c72_i32 : i32
        %967 = arith.andi %965, %966 : i1
        scf.if %967 {
          %1189 = llvm.getelementptr %1[82] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %968 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %969 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %970 = arith.cmpi slt, %968, %c450_i32 : i32
        %971 = arith.cmpi slt, %969, %c72_i32 : i32
        %972 = arith.andi %970, %971 : i1
        scf.if %972 {
          %1189 = llvm.getelementptr %1[83] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %973 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %974 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %975 = arith.cmpi slt, %973, %c450_i32 : i32
        %976 = arith.cmpi slt, %974, %c72_i32 : i32
        %977 = arith.andi %975, %976 : i1
        scf.if %977 {
          %1189 = llvm.getelementptr %1[84] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %978 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %979 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %980 = arith.cmpi slt, %978, %c450_i32 : i32
        %981 = arith.cmpi slt, %979, %c72_i32 : i32
        %982 = arith.andi %980, %981 : i1
        scf.if %982 {
          %1189 = llvm.getelementptr %1[85] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %983 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %984 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %985 = arith.cmpi slt, %983, %c450_i32 : i32
        %986 = arith.cmpi slt, %984, %c72_i32 : i32
        %987 = arith.andi %985, %986 : i1
        scf.if %987 {
          %1189 = llvm.getelementptr %1[86] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %988 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %989 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %990 = arith.cmpi slt, %988, %c450_i32 : i32
        %991 = arith.cmpi slt, %989, %c72_i32 : i32
        %992 = arith.andi %990, %991 : i1
        scf.if %992 {
          %1189 = llvm.getelementptr %1[87] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %993 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %994 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %995 = arith.cmpi slt, %993, %c450_i32 : i32
        %996 = arith.cmpi slt, %994, %c72_i32 : i32
        %997 = arith.andi %995, %996 : i1
        scf.if %997 {
          %1189 = llvm.getelementptr %1[88] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %998 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %999 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %1000 = arith.cmpi slt, %998, %c450_i32 : i32
        %1001 = arith.cmpi slt, %999, %c72_i32 : i32
        %1002 = arith.andi %1000, %1001 : i1
        scf.if %1002 {
          %1189 = llvm.getelementptr %1[89] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1003 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %1004 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %1005 = arith.cmpi slt, %1003, %c450_i32 : i32
        %1006 = arith.cmpi slt, %1004, %c72_i32 : i32
        %1007 = arith.andi %1005, %1006 : i1
        scf.if %1007 {
          %1189 = llvm.getelementptr %1[90] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1008 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %1009 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %1010 = arith.cmpi slt, %1008, %c450_i32 : i32
        %1011 = arith.cmpi slt, %1009, %c72_i32 : i32
        %1012 = arith.andi %1010, %1011 : i1
        scf.if %1012 {
          %1189 = llvm.getelementptr %1[91] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1013 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %1014 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %1015 = arith.cmpi slt, %1013, %c450_i32 : i32
        %1016 = arith.cmpi slt, %1014, %c72_i32 : i32
        %1017 = arith.andi %1015, %1016 : i1
        scf.if %1017 {
          %1189 = llvm.getelementptr %1[92] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1018 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %1019 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %1020 = arith.cmpi slt, %1018, %c450_i32 : i32
        %1021 = arith.cmpi slt, %1019, %c72_i32 : i32
        %1022 = arith.andi %1020, %1021 : i1
        scf.if %1022 {
          %1189 = llvm.getelementptr %1[93] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1023 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %1024 = arith.addi %571, %c80_i32 overflow<nsw> : i32
        %1025 = arith.cmpi slt, %1023, %c450_i32 : i32
        %1026 = arith.cmpi slt, %1024, %c72_i32 : i32
        %1027 = arith.andi %1025, %1026 : i1
        scf.if %1027 {
          %1189 = llvm.getelementptr %1[94] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1028 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %1029 = arith.addi %571, %c81_i32 overflow<nsw> : i32
        %1030 = arith.cmpi slt, %1028, %c450_i32 : i32
        %1031 = arith.cmpi slt, %1029, %c72_i32 : i32
        %1032 = arith.andi %1030, %1031 : i1
        scf.if %1032 {
          %1189 = llvm.getelementptr %1[95] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1033 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1034 = arith.cmpi slt, %572, %c450_i32 : i32
        %1035 = arith.cmpi slt, %1033, %c72_i32 : i32
        %1036 = arith.andi %1034, %1035 : i1
        scf.if %1036 {
          %1189 = llvm.getelementptr %1[96] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1037 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1038 = arith.cmpi slt, %572, %c450_i32 : i32
        %1039 = arith.cmpi slt, %1037, %c72_i32 : i32
        %1040 = arith.andi %1038, %1039 : i1
        scf.if %1040 {
          %1189 = llvm.getelementptr %1[97] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1041 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %1042 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1043 = arith.cmpi slt, %1041, %c450_i32 : i32
        %1044 = arith.cmpi slt, %1042, %c72_i32 : i32
        %1045 = arith.andi %1043, %1044 : i1
        scf.if %1045 {
          %1189 = llvm.getelementptr %1[98] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1046 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %1047 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1048 = arith.cmpi slt, %1046, %c450_i32 : i32
        %1049 = arith.cmpi slt, %1047, %c72_i32 : i32
        %1050 = arith.andi %1048, %1049 : i1
        scf.if %1050 {
          %1189 = llvm.getelementptr %1[99] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1051 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %1052 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1053 = arith.cmpi slt, %1051, %c450_i32 : i32
        %1054 = arith.cmpi slt, %1052, %c72_i32 : i32
        %1055 = arith.andi %1053, %1054 : i1
        scf.if %1055 {
          %1189 = llvm.getelementptr %1[100] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1056 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %1057 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1058 = arith.cmpi slt, %1056, %c450_i32 : i32
        %1059 = arith.cmpi slt, %1057, %c72_i32 : i32
        %1060 = arith.andi %1058, %1059 : i1
        scf.if %1060 {
          %1189 = llvm.getelementptr %1[101] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1061 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %1062 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1063 = arith.cmpi slt, %1061, %c450_i32 : i32
        %1064 = arith.cmpi slt, %1062, %c72_i32 : i32
        %1065 = arith.andi %1063, %1064 : i1
        scf.if %1065 {
          %1189 = llvm.getelementptr %1[102] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1066 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %1067 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1068 = arith.cmpi slt, %1066, %c450_i32 : i32
        %1069 = arith.cmpi slt, %1067, %c72_i32 : i32
        %1070 = arith.andi %1068, %1069 : i1
        scf.if %1070 {
          %1189 = llvm.getelementptr %1[103] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1071 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %1072 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1073 = arith.cmpi slt, %1071, %c450_i32 : i32
        %1074 = arith.cmpi slt, %1072, %c72_i32 : i32
        %1075 = arith.andi %1073, %1074 : i1
        scf.if %1075 {
          %1189 = llvm.getelementptr %1[104] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1076 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %1077 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1078 = arith.cmpi slt, %1076, %c450_i32 : i32
        %1079 = arith.cmpi slt, %1077, %c72_i32 : i32
        %1080 = arith.andi %1078, %1079 : i1
        scf.if %1080 {
          %1189 = llvm.getelementptr %1[105] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1081 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %1082 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1083 = arith.cmpi slt, %1081, %c450_i32 : i32
        %1084 = arith.cmpi slt, %1082, %c72_i32 : i32
        %1085 = arith.andi %1083, %1084 : i1
        scf.if %1085 {
          %1189 = llvm.getelementptr %1[106] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1086 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %1087 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1088 = arith.cmpi slt, %1086, %c450_i32 : i32
        %1089 = arith.cmpi slt, %1087, %c72_i32 : i32
        %1090 = arith.andi %1088, %1089 : i1
        scf.if %1090 {
          %1189 = llvm.getelementptr %1[107] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1091 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %1092 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1093 = arith.cmpi slt, %1091, %c450_i32 : i32
        %1094 = arith.cmpi slt, %1092, %c72_i32 : i32
        %1095 = arith.andi %1093, %1094 : i1
        scf.if %1095 {
          %1189 = llvm.getelementptr %1[108] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1096 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %1097 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1098 = arith.cmpi slt, %1096, %c450_i32 : i32
        %1099 = arith.cmpi slt, %1097, %c72_i32 : i32
        %1100 = arith.andi %1098, %1099 : i1
        scf.if %1100 {
          %1189 = llvm.getelementptr %1[109] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1101 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %1102 = arith.addi %571, %c96_i32 overflow<nsw> : i32
        %1103 = arith.cmpi slt, %1101, %c450_i32 : i32
        %1104 = arith.cmpi slt, %1102, %c72_i32 : i32
        %1105 = arith.andi %1103, %1104 : i1
        scf.if %1105 {
          %1189 = llvm.getelementptr %1[110] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1106 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %1107 = arith.addi %571, %c97_i32 overflow<nsw> : i32
        %1108 = arith.cmpi slt, %1106, %c450_i32 : i32
        %1109 = arith.cmpi slt, %1107, %c72_i32 : i32
        %1110 = arith.andi %1108, %1109 : i1
        scf.if %1110 {
          %1189 = llvm.getelementptr %1[111] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1111 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1112 = arith.cmpi slt, %572, %c450_i32 : i32
        %1113 = arith.cmpi slt, %1111, %c72_i32 : i32
        %1114 = arith.andi %1112, %1113 : i1
        scf.if %1114 {
          %1189 = llvm.getelementptr %1[112] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 32 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1115 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1116 = arith.cmpi slt, %572, %c450_i32 : i32
        %1117 = arith.cmpi slt, %1115, %c72_i32 : i32
        %1118 = arith.andi %1116, %1117 : i1
        scf.if %1118 {
          %1189 = llvm.getelementptr %1[113] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1119 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %1120 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1121 = arith.cmpi slt, %1119, %c450_i32 : i32
        %1122 = arith.cmpi slt, %1120, %c72_i32 : i32
        %1123 = arith.andi %1121, %1122 : i1
        scf.if %1123 {
          %1189 = llvm.getelementptr %1[114] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1124 = arith.addi %572, %c8_i32 overflow<nsw> : i32
        %1125 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1126 = arith.cmpi slt, %1124, %c450_i32 : i32
        %1127 = arith.cmpi slt, %1125, %c72_i32 : i32
        %1128 = arith.andi %1126, %1127 : i1
        scf.if %1128 {
          %1189 = llvm.getelementptr %1[115] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1129 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %1130 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1131 = arith.cmpi slt, %1129, %c450_i32 : i32
        %1132 = arith.cmpi slt, %1130, %c72_i32 : i32
        %1133 = arith.andi %1131, %1132 : i1
        scf.if %1133 {
          %1189 = llvm.getelementptr %1[116] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1134 = arith.addi %572, %c32_i32 overflow<nsw> : i32
        %1135 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1136 = arith.cmpi slt, %1134, %c450_i32 : i32
        %1137 = arith.cmpi slt, %1135, %c72_i32 : i32
        %1138 = arith.andi %1136, %1137 : i1
        scf.if %1138 {
          %1189 = llvm.getelementptr %1[117] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1139 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %1140 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1141 = arith.cmpi slt, %1139, %c450_i32 : i32
        %1142 = arith.cmpi slt, %1140, %c72_i32 : i32
        %1143 = arith.andi %1141, %1142 : i1
        scf.if %1143 {
          %1189 = llvm.getelementptr %1[118] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1144 = arith.addi %572, %c40_i32 overflow<nsw> : i32
        %1145 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1146 = arith.cmpi slt, %1144, %c450_i32 : i32
        %1147 = arith.cmpi slt, %1145, %c72_i32 : i32
        %1148 = arith.andi %1146, %1147 : i1
        scf.if %1148 {
          %1189 = llvm.getelementptr %1[119] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1149 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %1150 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1151 = arith.cmpi slt, %1149, %c450_i32 : i32
        %1152 = arith.cmpi slt, %1150, %c72_i32 : i32
        %1153 = arith.andi %1151, %1152 : i1
        scf.if %1153 {
          %1189 = llvm.getelementptr %1[120] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 16 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1154 = arith.addi %572, %c64_i32 overflow<nsw> : i32
        %1155 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1156 = arith.cmpi slt, %1154, %c450_i32 : i32
        %1157 = arith.cmpi slt, %1155, %c72_i32 : i32
        %1158 = arith.andi %1156, %1157 : i1
        scf.if %1158 {
          %1189 = llvm.getelementptr %1[121] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1159 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %1160 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1161 = arith.cmpi slt, %1159, %c450_i32 : i32
        %1162 = arith.cmpi slt, %1160, %c72_i32 : i32
        %1163 = arith.andi %1161, %1162 : i1
        scf.if %1163 {
          %1189 = llvm.getelementptr %1[122] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1164 = arith.addi %572, %c72_i32 overflow<nsw> : i32
        %1165 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1166 = arith.cmpi slt, %1164, %c450_i32 : i32
        %1167 = arith.cmpi slt, %1165, %c72_i32 : i32
        %1168 = arith.andi %1166, %1167 : i1
        scf.if %1168 {
          %1189 = llvm.getelementptr %1[123] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1169 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %1170 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1171 = arith.cmpi slt, %1169, %c450_i32 : i32
        %1172 = arith.cmpi slt, %1170, %c72_i32 : i32
        %1173 = arith.andi %1171, %1172 : i1
        scf.if %1173 {
          %1189 = llvm.getelementptr %1[124] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 8 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1174 = arith.addi %572, %c96_i32 overflow<nsw> : i32
        %1175 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1176 = arith.cmpi slt, %1174, %c450_i32 : i32
        %1177 = arith.cmpi slt, %1175, %c72_i32 : i32
        %1178 = arith.andi %1176, %1177 : i1
        scf.if %1178 {
          %1189 = llvm.getelementptr %1[125] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
        }
        %1179 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %1180 = arith.addi %571, %c112_i32 overflow<nsw> : i32
        %1181 = arith.cmpi slt, %1179, %c450_i32 : i32
        %1182 = arith.cmpi slt, %1180, %c72_i32 : i32
        %1183 = arith.andi %1181, %1182 : i1
        scf.if %1183 {
          %1189 = llvm.getelementptr %1[126] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 4 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
        }
        %1184 = arith.addi %572, %c104_i32 overflow<nsw> : i32
        %1185 = arith.addi %571, %c113_i32 overflow<nsw> : i32
        %1186 = arith.cmpi slt, %1184, %c450_i32 : i32
        %1187 = arith.cmpi slt, %1185, %c72_i32 : i32
        %1188 = arith.andi %1186, %1187 : i1
        scf.if %1188 {
          %1189 = llvm.getelementptr %1[127] : (!llvm.ptr) -> !llvm.ptr, bf16
          %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> bf16
          %1191 = llvm.getelementptr %506[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
          llvm.store %1190, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
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
