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
    cuda.kernel @kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 8, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 73728 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %cst = arith.constant dense<0.000000e+00> : vector<64xf32>
      %c1024_i32 = arith.constant 1024 : i32
      %c-16_i32 = arith.constant -16 : i32
      %c256_i32 = arith.constant 256 : i32
      %c-32_i32 = arith.constant -32 : i32
      %c15_i64 = arith.constant 15 : i64
      %cst_0 = arith.constant 0.000000e+00 : f16
      %c16_i32 = arith.constant 16 : i32
      %c128_i32 = arith.constant 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32 = arith.constant 64 : i32
      %c1_i32 = arith.constant 1 : i32
      %1 = llvm.alloca %c64_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
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
      %14 = llvm.alloca %c64_i32 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %c64_i32 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.alloca %c128_i32 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
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
      %37 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %38 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %39 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %c8_i32 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %c8_i32 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %c16_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %c8_i32 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.ptrtoint %0 : !llvm.ptr<3> to i32
      %45 = nvvm.shfl.sync idx %c-1_i32, %44, %c0_i32, %c31_i32 : i32 -> i32
      %46 = arith.extui %45 : i32 to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%47, %c1024_i64 : !llvm.ptr<3>, i64)] : i1
      %48 = llvm.ptrtoint %47 : !llvm.ptr<3> to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%49, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %50 = llvm.getelementptr %47[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %51 = llvm.ptrtoint %50 : !llvm.ptr<3> to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<3>
      llvm.intr.assume %true ["align"(%52, %c16_i64 : !llvm.ptr<3>, i64)] : i1
      %53 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %54 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %55 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %56 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %57 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %58 = arith.floordivsi %57, %c16_i32 : i32
      %59 = arith.muli %58, %c8_i32 : i32
      %60 = arith.subi %c4_i32, %59 : i32
      %61 = arith.minsi %60, %c8_i32 : i32
      %62 = arith.muli %58, %c16_i32 : i32
      %63 = arith.subi %57, %62 : i32
      %64 = arith.remsi %63, %61 : i32
      %65 = arith.addi %59, %64 : i32
      %66 = arith.floordivsi %63, %61 : i32
      %67 = arith.muli %arg3, %c696_i32 : i32
      %68 = arith.muli %arg4, %c24_i32 : i32
      %69 = arith.muli %arg8, %c24_i32 : i32
      %70 = arith.muli %arg7, %c696_i32 : i32
      %71 = arith.muli %arg5, %c696_i32 : i32
      %72 = arith.muli %arg6, %c24_i32 : i32
      %73 = arith.addi %71, %72 : i32
      %74 = arith.muli %65, %c9216_i32 overflow<nsw> : i32
      %75 = arith.muli %66, %c64_i32 overflow<nsw> : i32
      %76 = arith.addi %74, %75 overflow<nsw> : i32
      %77 = llvm.getelementptr %55[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %78 = arith.muli %65, %c128_i32 overflow<nsw> : i32
      %79 = arith.muli %66, %c64_i32 overflow<nsw> : i32
      %80 = arith.divsi %56, %c8_i32 : i32
      %81 = arith.remsi %56, %c8_i32 : i32
      %82 = arith.muli %81, %c8_i32 overflow<nsw> : i32
      %83 = arith.remsi %80, %c8_i32 : i32
      %84 = arith.muli %83, %c64_i32 overflow<nsw> : i32
      %85 = arith.addi %82, %84 overflow<nsw> : i32
      %86 = arith.divsi %80, %c8_i32 : i32
      %87 = arith.muli %86, %c512_i32 overflow<nsw> : i32
      %88 = arith.andi %85, %c448_i32 : i32
      %89 = arith.shrui %88, %c3_i32 : i32
      %90 = arith.xori %85, %89 : i32
      %91 = arith.addi %90, %87 overflow<nsw> : i32
      %92 = llvm.getelementptr %49[%91] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %93 = llvm.getelementptr %52[%91] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %94 = arith.muli %65, %c128_i32 : i32
      %95 = arith.addi %94, %80 overflow<nsw> : i32
      %96 = arith.divsi %95, %c225_i32 : i32
      %97 = arith.muli %96, %c225_i32 overflow<nsw> : i32
      %98 = arith.subi %95, %97 overflow<nsw> : i32
      %99 = arith.divsi %98, %c15_i32 : i32
      %100 = arith.muli %99, %c15_i32 overflow<nsw> : i32
      %101 = arith.subi %98, %100 overflow<nsw> : i32
      %102 = arith.muli %96, %c20184_i32 overflow<nsw> : i32
      %103 = arith.muli %99, %67 overflow<nsw> : i32
      %104 = arith.addi %102, %103 overflow<nsw> : i32
      %105 = arith.muli %101, %68 overflow<nsw> : i32
      %106 = arith.addi %104, %105 overflow<nsw> : i32
      %107 = arith.subi %106, %73 overflow<nsw> : i32
      llvm.store %107, %43 {alignment = 32 : i64} : i32, !llvm.ptr
      %108 = arith.muli %99, %arg3 overflow<nsw> : i32
      %109 = arith.subi %108, %arg5 overflow<nsw> : i32
      llvm.store %109, %42 {alignment = 32 : i64} : i32, !llvm.ptr
      %110 = arith.muli %101, %arg4 overflow<nsw> : i32
      %111 = arith.subi %110, %arg6 overflow<nsw> : i32
      %112 = llvm.getelementptr %42[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %111, %112 {alignment = 32 : i64} : i32, !llvm.ptr
      %113 = arith.cmpi slt, %95, %c450_i32 : i32
      %114 = arith.extui %113 : i1 to i8
      llvm.store %114, %41 {alignment = 32 : i64} : i8, !llvm.ptr
      %115 = arith.addi %80, %c16_i32 overflow<nsw> : i32
      %116 = arith.addi %94, %115 overflow<nsw> : i32
      %117 = arith.divsi %116, %c225_i32 : i32
      %118 = arith.muli %117, %c225_i32 overflow<nsw> : i32
      %119 = arith.subi %116, %118 overflow<nsw> : i32
      %120 = arith.divsi %119, %c15_i32 : i32
      %121 = arith.muli %120, %c15_i32 overflow<nsw> : i32
      %122 = arith.subi %119, %121 overflow<nsw> : i32
      %123 = arith.muli %117, %c20184_i32 overflow<nsw> : i32
      %124 = arith.muli %120, %67 overflow<nsw> : i32
      %125 = arith.addi %123, %124 overflow<nsw> : i32
      %126 = arith.muli %122, %68 overflow<nsw> : i32
      %127 = arith.addi %125, %126 overflow<nsw> : i32
      %128 = arith.subi %127, %73 overflow<nsw> : i32
      %129 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %128, %129 {alignment = 4 : i64} : i32, !llvm.ptr
      %130 = arith.muli %120, %arg3 overflow<nsw> : i32
      %131 = arith.subi %130, %arg5 overflow<nsw> : i32
      %132 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %131, %132 {alignment = 4 : i64} : i32, !llvm.ptr
      %133 = arith.muli %122, %arg4 overflow<nsw> : i32
      %134 = arith.subi %133, %arg6 overflow<nsw> : i32
      %135 = llvm.getelementptr %42[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %134, %135 {alignment = 4 : i64} : i32, !llvm.ptr
      %136 = arith.cmpi slt, %116, %c450_i32 : i32
      %137 = arith.extui %136 : i1 to i8
      %138 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %137, %138 {alignment = 1 : i64} : i8, !llvm.ptr
      %139 = arith.addi %80, %c32_i32 overflow<nsw> : i32
      %140 = arith.addi %94, %139 overflow<nsw> : i32
      %141 = arith.divsi %140, %c225_i32 : i32
      %142 = arith.muli %141, %c225_i32 overflow<nsw> : i32
      %143 = arith.subi %140, %142 overflow<nsw> : i32
      %144 = arith.divsi %143, %c15_i32 : i32
      %145 = arith.muli %144, %c15_i32 overflow<nsw> : i32
      %146 = arith.subi %143, %145 overflow<nsw> : i32
      %147 = arith.muli %141, %c20184_i32 overflow<nsw> : i32
      %148 = arith.muli %144, %67 overflow<nsw> : i32
      %149 = arith.addi %147, %148 overflow<nsw> : i32
      %150 = arith.muli %146, %68 overflow<nsw> : i32
      %151 = arith.addi %149, %150 overflow<nsw> : i32
      %152 = arith.subi %151, %73 overflow<nsw> : i32
      %153 = llvm.getelementptr %43[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %152, %153 {alignment = 8 : i64} : i32, !llvm.ptr
      %154 = arith.muli %144, %arg3 overflow<nsw> : i32
      %155 = arith.subi %154, %arg5 overflow<nsw> : i32
      %156 = llvm.getelementptr %42[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %155, %156 {alignment = 8 : i64} : i32, !llvm.ptr
      %157 = arith.muli %146, %arg4 overflow<nsw> : i32
      %158 = arith.subi %157, %arg6 overflow<nsw> : i32
      %159 = llvm.getelementptr %42[10] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %158, %159 {alignment = 8 : i64} : i32, !llvm.ptr
      %160 = arith.cmpi slt, %140, %c450_i32 : i32
      %161 = arith.extui %160 : i1 to i8
      %162 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %161, %162 {alignment = 2 : i64} : i8, !llvm.ptr
      %163 = arith.addi %80, %c48_i32 overflow<nsw> : i32
      %164 = arith.addi %94, %163 overflow<nsw> : i32
      %165 = arith.divsi %164, %c225_i32 : i32
      %166 = arith.muli %165, %c225_i32 overflow<nsw> : i32
      %167 = arith.subi %164, %166 overflow<nsw> : i32
      %168 = arith.divsi %167, %c15_i32 : i32
      %169 = arith.muli %168, %c15_i32 overflow<nsw> : i32
      %170 = arith.subi %167, %169 overflow<nsw> : i32
      %171 = arith.muli %165, %c20184_i32 overflow<nsw> : i32
      %172 = arith.muli %168, %67 overflow<nsw> : i32
      %173 = arith.addi %171, %172 overflow<nsw> : i32
      %174 = arith.muli %170, %68 overflow<nsw> : i32
      %175 = arith.addi %173, %174 overflow<nsw> : i32
      %176 = arith.subi %175, %73 overflow<nsw> : i32
      %177 = llvm.getelementptr %43[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %176, %177 {alignment = 4 : i64} : i32, !llvm.ptr
      %178 = arith.muli %168, %arg3 overflow<nsw> : i32
      %179 = arith.subi %178, %arg5 overflow<nsw> : i32
      %180 = llvm.getelementptr %42[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %179, %180 {alignment = 4 : i64} : i32, !llvm.ptr
      %181 = arith.muli %170, %arg4 overflow<nsw> : i32
      %182 = arith.subi %181, %arg6 overflow<nsw> : i32
      %183 = llvm.getelementptr %42[11] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %182, %183 {alignment = 4 : i64} : i32, !llvm.ptr
      %184 = arith.cmpi slt, %164, %c450_i32 : i32
      %185 = arith.extui %184 : i1 to i8
      %186 = llvm.getelementptr %41[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %185, %186 {alignment = 1 : i64} : i8, !llvm.ptr
      %187 = arith.addi %80, %c64_i32 overflow<nsw> : i32
      %188 = arith.addi %94, %187 overflow<nsw> : i32
      %189 = arith.divsi %188, %c225_i32 : i32
      %190 = arith.muli %189, %c225_i32 overflow<nsw> : i32
      %191 = arith.subi %188, %190 overflow<nsw> : i32
      %192 = arith.divsi %191, %c15_i32 : i32
      %193 = arith.muli %192, %c15_i32 overflow<nsw> : i32
      %194 = arith.subi %191, %193 overflow<nsw> : i32
      %195 = arith.muli %189, %c20184_i32 overflow<nsw> : i32
      %196 = arith.muli %192, %67 overflow<nsw> : i32
      %197 = arith.addi %195, %196 overflow<nsw> : i32
      %198 = arith.muli %194, %68 overflow<nsw> : i32
      %199 = arith.addi %197, %198 overflow<nsw> : i32
      %200 = arith.subi %199, %73 overflow<nsw> : i32
      %201 = llvm.getelementptr %43[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %200, %201 {alignment = 16 : i64} : i32, !llvm.ptr
      %202 = arith.muli %192, %arg3 overflow<nsw> : i32
      %203 = arith.subi %202, %arg5 overflow<nsw> : i32
      %204 = llvm.getelementptr %42[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %203, %204 {alignment = 16 : i64} : i32, !llvm.ptr
      %205 = arith.muli %194, %arg4 overflow<nsw> : i32
      %206 = arith.subi %205, %arg6 overflow<nsw> : i32
      %207 = llvm.getelementptr %42[12] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %206, %207 {alignment = 16 : i64} : i32, !llvm.ptr
      %208 = arith.cmpi slt, %188, %c450_i32 : i32
      %209 = arith.extui %208 : i1 to i8
      %210 = llvm.getelementptr %41[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %209, %210 {alignment = 4 : i64} : i8, !llvm.ptr
      %211 = arith.addi %80, %c80_i32 overflow<nsw> : i32
      %212 = arith.addi %94, %211 overflow<nsw> : i32
      %213 = arith.divsi %212, %c225_i32 : i32
      %214 = arith.muli %213, %c225_i32 overflow<nsw> : i32
      %215 = arith.subi %212, %214 overflow<nsw> : i32
      %216 = arith.divsi %215, %c15_i32 : i32
      %217 = arith.muli %216, %c15_i32 overflow<nsw> : i32
      %218 = arith.subi %215, %217 overflow<nsw> : i32
      %219 = arith.muli %213, %c20184_i32 overflow<nsw> : i32
      %220 = arith.muli %216, %67 overflow<nsw> : i32
      %221 = arith.addi %219, %220 overflow<nsw> : i32
      %222 = arith.muli %218, %68 overflow<nsw> : i32
      %223 = arith.addi %221, %222 overflow<nsw> : i32
      %224 = arith.subi %223, %73 overflow<nsw> : i32
      %225 = llvm.getelementptr %43[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %224, %225 {alignment = 4 : i64} : i32, !llvm.ptr
      %226 = arith.muli %216, %arg3 overflow<nsw> : i32
      %227 = arith.subi %226, %arg5 overflow<nsw> : i32
      %228 = llvm.getelementptr %42[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %227, %228 {alignment = 4 : i64} : i32, !llvm.ptr
      %229 = arith.muli %218, %arg4 overflow<nsw> : i32
      %230 = arith.subi %229, %arg6 overflow<nsw> : i32
      %231 = llvm.getelementptr %42[13] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %230, %231 {alignment = 4 : i64} : i32, !llvm.ptr
      %232 = arith.cmpi slt, %212, %c450_i32 : i32
      %233 = arith.extui %232 : i1 to i8
      %234 = llvm.getelementptr %41[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %233, %234 {alignment = 1 : i64} : i8, !llvm.ptr
      %235 = arith.addi %80, %c96_i32 overflow<nsw> : i32
      %236 = arith.addi %94, %235 overflow<nsw> : i32
      %237 = arith.divsi %236, %c225_i32 : i32
      %238 = arith.muli %237, %c225_i32 overflow<nsw> : i32
      %239 = arith.subi %236, %238 overflow<nsw> : i32
      %240 = arith.divsi %239, %c15_i32 : i32
      %241 = arith.muli %240, %c15_i32 overflow<nsw> : i32
      %242 = arith.subi %239, %241 overflow<nsw> : i32
      %243 = arith.muli %237, %c20184_i32 overflow<nsw> : i32
      %244 = arith.muli %240, %67 overflow<nsw> : i32
      %245 = arith.addi %243, %244 overflow<nsw> : i32
      %246 = arith.muli %242, %68 overflow<nsw> : i32
      %247 = arith.addi %245, %246 overflow<nsw> : i32
      %248 = arith.subi %247, %73 overflow<nsw> : i32
      %249 = llvm.getelementptr %43[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %248, %249 {alignment = 8 : i64} : i32, !llvm.ptr
      %250 = arith.muli %240, %arg3 overflow<nsw> : i32
      %251 = arith.subi %250, %arg5 overflow<nsw> : i32
      %252 = llvm.getelementptr %42[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %251, %252 {alignment = 8 : i64} : i32, !llvm.ptr
      %253 = arith.muli %242, %arg4 overflow<nsw> : i32
      %254 = arith.subi %253, %arg6 overflow<nsw> : i32
      %255 = llvm.getelementptr %42[14] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %254, %255 {alignment = 8 : i64} : i32, !llvm.ptr
      %256 = arith.cmpi slt, %236, %c450_i32 : i32
      %257 = arith.extui %256 : i1 to i8
      %258 = llvm.getelementptr %41[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %257, %258 {alignment = 2 : i64} : i8, !llvm.ptr
      %259 = arith.addi %80, %c112_i32 overflow<nsw> : i32
      %260 = arith.addi %94, %259 overflow<nsw> : i32
      %261 = arith.divsi %260, %c225_i32 : i32
      %262 = arith.muli %261, %c225_i32 overflow<nsw> : i32
      %263 = arith.subi %260, %262 overflow<nsw> : i32
      %264 = arith.divsi %263, %c15_i32 : i32
      %265 = arith.muli %264, %c15_i32 overflow<nsw> : i32
      %266 = arith.subi %263, %265 overflow<nsw> : i32
      %267 = arith.muli %261, %c20184_i32 overflow<nsw> : i32
      %268 = arith.muli %264, %67 overflow<nsw> : i32
      %269 = arith.addi %267, %268 overflow<nsw> : i32
      %270 = arith.muli %266, %68 overflow<nsw> : i32
      %271 = arith.addi %269, %270 overflow<nsw> : i32
      %272 = arith.subi %271, %73 overflow<nsw> : i32
      %273 = llvm.getelementptr %43[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %272, %273 {alignment = 4 : i64} : i32, !llvm.ptr
      %274 = arith.muli %264, %arg3 overflow<nsw> : i32
      %275 = arith.subi %274, %arg5 overflow<nsw> : i32
      %276 = llvm.getelementptr %42[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %275, %276 {alignment = 4 : i64} : i32, !llvm.ptr
      %277 = arith.muli %266, %arg4 overflow<nsw> : i32
      %278 = arith.subi %277, %arg6 overflow<nsw> : i32
      %279 = llvm.getelementptr %42[15] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %278, %279 {alignment = 4 : i64} : i32, !llvm.ptr
      %280 = arith.cmpi slt, %260, %c450_i32 : i32
      %281 = arith.extui %280 : i1 to i8
      %282 = llvm.getelementptr %41[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %281, %282 {alignment = 1 : i64} : i8, !llvm.ptr
      %283 = arith.divsi %82, %c24_i32 : i32
      %284 = arith.muli %283, %c24_i32 overflow<nsw> : i32
      %285 = arith.subi %82, %284 overflow<nsw> : i32
      %286 = arith.divsi %283, %c3_i32 : i32
      %287 = arith.muli %286, %c3_i32 overflow<nsw> : i32
      %288 = arith.subi %283, %287 overflow<nsw> : i32
      %289 = arith.muli %288, %69 overflow<nsw> : i32
      %290 = arith.addi %285, %289 overflow<nsw> : i32
      %291 = arith.muli %286, %70 overflow<nsw> : i32
      %292 = arith.addi %290, %291 overflow<nsw> : i32
      %293 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> i32
      %294 = arith.divsi %82, %c24_i32 : i32
      %295 = arith.divsi %294, %c3_i32 : i32
      %296 = arith.muli %295, %arg7 : i32
      %297 = arith.addi %293, %296 : i32
      %298 = llvm.load %112 {alignment = 32 : i64} : !llvm.ptr -> i32
      %299 = arith.muli %288, %arg8 : i32
      %300 = arith.addi %298, %299 : i32
      %301 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> i8
      %302 = arith.cmpi ne, %301, %c0_i8 : i8
      %303 = arith.cmpi slt, %82, %c216_i32 : i32
      %304 = arith.andi %302, %303 : i1
      %305 = arith.cmpi sge, %297, %c0_i32 : i32
      %306 = arith.andi %304, %305 : i1
      %307 = arith.cmpi slt, %297, %c29_i32 : i32
      %308 = arith.andi %306, %307 : i1
      %309 = arith.cmpi sge, %300, %c0_i32 : i32
      %310 = arith.andi %308, %309 : i1
      %311 = arith.cmpi slt, %300, %c29_i32 : i32
      %312 = arith.andi %310, %311 : i1
      scf.if %312 {
        %731 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %92, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %40 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %92 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %313 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %314 = arith.divsi %82, %c24_i32 : i32
      %315 = arith.divsi %314, %c3_i32 : i32
      %316 = arith.muli %315, %arg7 : i32
      %317 = arith.addi %313, %316 : i32
      %318 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr -> i32
      %319 = arith.muli %288, %arg8 : i32
      %320 = arith.addi %318, %319 : i32
      %321 = llvm.getelementptr %92[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %322 = llvm.load %138 {alignment = 1 : i64} : !llvm.ptr -> i8
      %323 = arith.cmpi ne, %322, %c0_i8 : i8
      %324 = arith.andi %323, %303 : i1
      %325 = arith.cmpi sge, %317, %c0_i32 : i32
      %326 = arith.andi %324, %325 : i1
      %327 = arith.cmpi slt, %317, %c29_i32 : i32
      %328 = arith.andi %326, %327 : i1
      %329 = arith.cmpi sge, %320, %c0_i32 : i32
      %330 = arith.andi %328, %329 : i1
      %331 = arith.cmpi slt, %320, %c29_i32 : i32
      %332 = arith.andi %330, %331 : i1
      scf.if %332 {
        %731 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %321, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %39 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %39[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %39[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %39[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %39[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %39[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %321 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %333 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr -> i32
      %334 = arith.divsi %82, %c24_i32 : i32
      %335 = arith.divsi %334, %c3_i32 : i32
      %336 = arith.muli %335, %arg7 : i32
      %337 = arith.addi %333, %336 : i32
      %338 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr -> i32
      %339 = arith.muli %288, %arg8 : i32
      %340 = arith.addi %338, %339 : i32
      %341 = llvm.getelementptr %92[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %342 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
      %343 = arith.cmpi ne, %342, %c0_i8 : i8
      %344 = arith.andi %343, %303 : i1
      %345 = arith.cmpi sge, %337, %c0_i32 : i32
      %346 = arith.andi %344, %345 : i1
      %347 = arith.cmpi slt, %337, %c29_i32 : i32
      %348 = arith.andi %346, %347 : i1
      %349 = arith.cmpi sge, %340, %c0_i32 : i32
      %350 = arith.andi %348, %349 : i1
      %351 = arith.cmpi slt, %340, %c29_i32 : i32
      %352 = arith.andi %350, %351 : i1
      scf.if %352 {
        %731 = llvm.load %153 {alignment = 8 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %341, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %38 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %38[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %38[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %38[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %38[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %38[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %38[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %38[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %341 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %353 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> i32
      %354 = arith.divsi %82, %c24_i32 : i32
      %355 = arith.divsi %354, %c3_i32 : i32
      %356 = arith.muli %355, %arg7 : i32
      %357 = arith.addi %353, %356 : i32
      %358 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr -> i32
      %359 = arith.muli %288, %arg8 : i32
      %360 = arith.addi %358, %359 : i32
      %361 = llvm.getelementptr %92[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %362 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
      %363 = arith.cmpi ne, %362, %c0_i8 : i8
      %364 = arith.andi %363, %303 : i1
      %365 = arith.cmpi sge, %357, %c0_i32 : i32
      %366 = arith.andi %364, %365 : i1
      %367 = arith.cmpi slt, %357, %c29_i32 : i32
      %368 = arith.andi %366, %367 : i1
      %369 = arith.cmpi sge, %360, %c0_i32 : i32
      %370 = arith.andi %368, %369 : i1
      %371 = arith.cmpi slt, %360, %c29_i32 : i32
      %372 = arith.andi %370, %371 : i1
      scf.if %372 {
        %731 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %361, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %37 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %361 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %373 = llvm.load %204 {alignment = 16 : i64} : !llvm.ptr -> i32
      %374 = arith.divsi %82, %c24_i32 : i32
      %375 = arith.divsi %374, %c3_i32 : i32
      %376 = arith.muli %375, %arg7 : i32
      %377 = arith.addi %373, %376 : i32
      %378 = llvm.load %207 {alignment = 16 : i64} : !llvm.ptr -> i32
      %379 = arith.muli %288, %arg8 : i32
      %380 = arith.addi %378, %379 : i32
      %381 = llvm.getelementptr %92[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %382 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i8
      %383 = arith.cmpi ne, %382, %c0_i8 : i8
      %384 = arith.andi %383, %303 : i1
      %385 = arith.cmpi sge, %377, %c0_i32 : i32
      %386 = arith.andi %384, %385 : i1
      %387 = arith.cmpi slt, %377, %c29_i32 : i32
      %388 = arith.andi %386, %387 : i1
      %389 = arith.cmpi sge, %380, %c0_i32 : i32
      %390 = arith.andi %388, %389 : i1
      %391 = arith.cmpi slt, %380, %c29_i32 : i32
      %392 = arith.andi %390, %391 : i1
      scf.if %392 {
        %731 = llvm.load %201 {alignment = 16 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %381, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %36 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %381 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %393 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> i32
      %394 = arith.divsi %82, %c24_i32 : i32
      %395 = arith.divsi %394, %c3_i32 : i32
      %396 = arith.muli %395, %arg7 : i32
      %397 = arith.addi %393, %396 : i32
      %398 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %399 = arith.muli %288, %arg8 : i32
      %400 = arith.addi %398, %399 : i32
      %401 = llvm.getelementptr %92[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %402 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
      %403 = arith.cmpi ne, %402, %c0_i8 : i8
      %404 = arith.andi %403, %303 : i1
      %405 = arith.cmpi sge, %397, %c0_i32 : i32
      %406 = arith.andi %404, %405 : i1
      %407 = arith.cmpi slt, %397, %c29_i32 : i32
      %408 = arith.andi %406, %407 : i1
      %409 = arith.cmpi sge, %400, %c0_i32 : i32
      %410 = arith.andi %408, %409 : i1
      %411 = arith.cmpi slt, %400, %c29_i32 : i32
      %412 = arith.andi %410, %411 : i1
      scf.if %412 {
        %731 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %401, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %35 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %401 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %413 = llvm.load %252 {alignment = 8 : i64} : !llvm.ptr -> i32
      %414 = arith.divsi %82, %c24_i32 : i32
      %415 = arith.divsi %414, %c3_i32 : i32
      %416 = arith.muli %415, %arg7 : i32
      %417 = arith.addi %413, %416 : i32
      %418 = llvm.load %255 {alignment = 8 : i64} : !llvm.ptr -> i32
      %419 = arith.muli %288, %arg8 : i32
      %420 = arith.addi %418, %419 : i32
      %421 = llvm.getelementptr %92[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %422 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr -> i8
      %423 = arith.cmpi ne, %422, %c0_i8 : i8
      %424 = arith.andi %423, %303 : i1
      %425 = arith.cmpi sge, %417, %c0_i32 : i32
      %426 = arith.andi %424, %425 : i1
      %427 = arith.cmpi slt, %417, %c29_i32 : i32
      %428 = arith.andi %426, %427 : i1
      %429 = arith.cmpi sge, %420, %c0_i32 : i32
      %430 = arith.andi %428, %429 : i1
      %431 = arith.cmpi slt, %420, %c29_i32 : i32
      %432 = arith.andi %430, %431 : i1
      scf.if %432 {
        %731 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %421, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %34 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %421 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %433 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr -> i32
      %434 = arith.divsi %82, %c24_i32 : i32
      %435 = arith.divsi %434, %c3_i32 : i32
      %436 = arith.muli %435, %arg7 : i32
      %437 = arith.addi %433, %436 : i32
      %438 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> i32
      %439 = arith.muli %288, %arg8 : i32
      %440 = arith.addi %438, %439 : i32
      %441 = llvm.getelementptr %92[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %442 = llvm.load %282 {alignment = 1 : i64} : !llvm.ptr -> i8
      %443 = arith.cmpi ne, %442, %c0_i8 : i8
      %444 = arith.andi %443, %303 : i1
      %445 = arith.cmpi sge, %437, %c0_i32 : i32
      %446 = arith.andi %444, %445 : i1
      %447 = arith.cmpi slt, %437, %c29_i32 : i32
      %448 = arith.andi %446, %447 : i1
      %449 = arith.cmpi sge, %440, %c0_i32 : i32
      %450 = arith.andi %448, %449 : i1
      %451 = arith.cmpi slt, %440, %c29_i32 : i32
      %452 = arith.andi %450, %451 : i1
      scf.if %452 {
        %731 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %292 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %441, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %33 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %33[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %33[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %33[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %33[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %441 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %453 = arith.muli %66, %c64_i32 : i32
      %454 = arith.addi %453, %80 overflow<nsw> : i32
      %455 = arith.cmpi slt, %454, %c72_i32 : i32
      %456 = arith.andi %455, %303 : i1
      scf.if %456 {
        %731 = arith.muli %454, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %93, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %32 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %32[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %32[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %32[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %32[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %93 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %457 = arith.addi %453, %115 overflow<nsw> : i32
      %458 = llvm.getelementptr %93[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %459 = arith.cmpi slt, %457, %c72_i32 : i32
      %460 = arith.andi %459, %303 : i1
      scf.if %460 {
        %731 = arith.muli %457, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %458, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %31 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %31[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %31[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %31[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %31[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %458 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %461 = arith.addi %453, %139 overflow<nsw> : i32
      %462 = llvm.getelementptr %93[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %463 = arith.cmpi slt, %461, %c72_i32 : i32
      %464 = arith.andi %463, %303 : i1
      scf.if %464 {
        %731 = arith.muli %461, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %462, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %30 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %462 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %465 = arith.addi %453, %163 overflow<nsw> : i32
      %466 = llvm.getelementptr %93[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %467 = arith.cmpi slt, %465, %c72_i32 : i32
      %468 = arith.andi %467, %303 : i1
      scf.if %468 {
        %731 = arith.muli %465, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %466, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %29 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %466 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %469 = arith.addi %82, %c64_i32 overflow<nsw> : i32
      %470 = arith.divsi %469, %c24_i32 : i32
      %471 = arith.muli %470, %c24_i32 overflow<nsw> : i32
      %472 = arith.subi %469, %471 overflow<nsw> : i32
      %473 = arith.divsi %470, %c3_i32 : i32
      %474 = arith.muli %473, %c3_i32 overflow<nsw> : i32
      %475 = arith.subi %470, %474 overflow<nsw> : i32
      %476 = arith.muli %475, %69 overflow<nsw> : i32
      %477 = arith.addi %472, %476 overflow<nsw> : i32
      %478 = arith.muli %473, %70 overflow<nsw> : i32
      %479 = arith.addi %477, %478 overflow<nsw> : i32
      %480 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> i32
      %481 = arith.divsi %469, %c24_i32 : i32
      %482 = arith.divsi %481, %c3_i32 : i32
      %483 = arith.muli %482, %arg7 : i32
      %484 = arith.addi %480, %483 : i32
      %485 = llvm.load %112 {alignment = 32 : i64} : !llvm.ptr -> i32
      %486 = arith.muli %475, %arg8 : i32
      %487 = arith.addi %485, %486 : i32
      %488 = llvm.getelementptr %92[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %489 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> i8
      %490 = arith.cmpi ne, %489, %c0_i8 : i8
      %491 = arith.cmpi slt, %469, %c216_i32 : i32
      %492 = arith.andi %490, %491 : i1
      %493 = arith.cmpi sge, %484, %c0_i32 : i32
      %494 = arith.andi %492, %493 : i1
      %495 = arith.cmpi slt, %484, %c29_i32 : i32
      %496 = arith.andi %494, %495 : i1
      %497 = arith.cmpi sge, %487, %c0_i32 : i32
      %498 = arith.andi %496, %497 : i1
      %499 = arith.cmpi slt, %487, %c29_i32 : i32
      %500 = arith.andi %498, %499 : i1
      scf.if %500 {
        %731 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %488, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %28 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %28 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %488 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %501 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %502 = arith.divsi %469, %c24_i32 : i32
      %503 = arith.divsi %502, %c3_i32 : i32
      %504 = arith.muli %503, %arg7 : i32
      %505 = arith.addi %501, %504 : i32
      %506 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr -> i32
      %507 = arith.muli %475, %arg8 : i32
      %508 = arith.addi %506, %507 : i32
      %509 = llvm.getelementptr %92[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %510 = llvm.load %138 {alignment = 1 : i64} : !llvm.ptr -> i8
      %511 = arith.cmpi ne, %510, %c0_i8 : i8
      %512 = arith.andi %511, %491 : i1
      %513 = arith.cmpi sge, %505, %c0_i32 : i32
      %514 = arith.andi %512, %513 : i1
      %515 = arith.cmpi slt, %505, %c29_i32 : i32
      %516 = arith.andi %514, %515 : i1
      %517 = arith.cmpi sge, %508, %c0_i32 : i32
      %518 = arith.andi %516, %517 : i1
      %519 = arith.cmpi slt, %508, %c29_i32 : i32
      %520 = arith.andi %518, %519 : i1
      scf.if %520 {
        %731 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %509, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %27 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %509 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %521 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr -> i32
      %522 = arith.divsi %469, %c24_i32 : i32
      %523 = arith.divsi %522, %c3_i32 : i32
      %524 = arith.muli %523, %arg7 : i32
      %525 = arith.addi %521, %524 : i32
      %526 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr -> i32
      %527 = arith.muli %475, %arg8 : i32
      %528 = arith.addi %526, %527 : i32
      %529 = llvm.getelementptr %92[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %530 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
      %531 = arith.cmpi ne, %530, %c0_i8 : i8
      %532 = arith.andi %531, %491 : i1
      %533 = arith.cmpi sge, %525, %c0_i32 : i32
      %534 = arith.andi %532, %533 : i1
      %535 = arith.cmpi slt, %525, %c29_i32 : i32
      %536 = arith.andi %534, %535 : i1
      %537 = arith.cmpi sge, %528, %c0_i32 : i32
      %538 = arith.andi %536, %537 : i1
      %539 = arith.cmpi slt, %528, %c29_i32 : i32
      %540 = arith.andi %538, %539 : i1
      scf.if %540 {
        %731 = llvm.load %153 {alignment = 8 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %529, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %26 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %529 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %541 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> i32
      %542 = arith.divsi %469, %c24_i32 : i32
      %543 = arith.divsi %542, %c3_i32 : i32
      %544 = arith.muli %543, %arg7 : i32
      %545 = arith.addi %541, %544 : i32
      %546 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr -> i32
      %547 = arith.muli %475, %arg8 : i32
      %548 = arith.addi %546, %547 : i32
      %549 = llvm.getelementptr %92[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %550 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
      %551 = arith.cmpi ne, %550, %c0_i8 : i8
      %552 = arith.andi %551, %491 : i1
      %553 = arith.cmpi sge, %545, %c0_i32 : i32
      %554 = arith.andi %552, %553 : i1
      %555 = arith.cmpi slt, %545, %c29_i32 : i32
      %556 = arith.andi %554, %555 : i1
      %557 = arith.cmpi sge, %548, %c0_i32 : i32
      %558 = arith.andi %556, %557 : i1
      %559 = arith.cmpi slt, %548, %c29_i32 : i32
      %560 = arith.andi %558, %559 : i1
      scf.if %560 {
        %731 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %549, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %25 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %549 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %561 = llvm.load %204 {alignment = 16 : i64} : !llvm.ptr -> i32
      %562 = arith.divsi %469, %c24_i32 : i32
      %563 = arith.divsi %562, %c3_i32 : i32
      %564 = arith.muli %563, %arg7 : i32
      %565 = arith.addi %561, %564 : i32
      %566 = llvm.load %207 {alignment = 16 : i64} : !llvm.ptr -> i32
      %567 = arith.muli %475, %arg8 : i32
      %568 = arith.addi %566, %567 : i32
      %569 = llvm.getelementptr %92[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %570 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i8
      %571 = arith.cmpi ne, %570, %c0_i8 : i8
      %572 = arith.andi %571, %491 : i1
      %573 = arith.cmpi sge, %565, %c0_i32 : i32
      %574 = arith.andi %572, %573 : i1
      %575 = arith.cmpi slt, %565, %c29_i32 : i32
      %576 = arith.andi %574, %575 : i1
      %577 = arith.cmpi sge, %568, %c0_i32 : i32
      %578 = arith.andi %576, %577 : i1
      %579 = arith.cmpi slt, %568, %c29_i32 : i32
      %580 = arith.andi %578, %579 : i1
      scf.if %580 {
        %731 = llvm.load %201 {alignment = 16 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %569, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %24 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %569 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %581 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> i32
      %582 = arith.divsi %469, %c24_i32 : i32
      %583 = arith.divsi %582, %c3_i32 : i32
      %584 = arith.muli %583, %arg7 : i32
      %585 = arith.addi %581, %584 : i32
      %586 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %587 = arith.muli %475, %arg8 : i32
      %588 = arith.addi %586, %587 : i32
      %589 = llvm.getelementptr %92[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %590 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
      %591 = arith.cmpi ne, %590, %c0_i8 : i8
      %592 = arith.andi %591, %491 : i1
      %593 = arith.cmpi sge, %585, %c0_i32 : i32
      %594 = arith.andi %592, %593 : i1
      %595 = arith.cmpi slt, %585, %c29_i32 : i32
      %596 = arith.andi %594, %595 : i1
      %597 = arith.cmpi sge, %588, %c0_i32 : i32
      %598 = arith.andi %596, %597 : i1
      %599 = arith.cmpi slt, %588, %c29_i32 : i32
      %600 = arith.andi %598, %599 : i1
      scf.if %600 {
        %731 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %589, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %23 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %589 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %601 = llvm.load %252 {alignment = 8 : i64} : !llvm.ptr -> i32
      %602 = arith.divsi %469, %c24_i32 : i32
      %603 = arith.divsi %602, %c3_i32 : i32
      %604 = arith.muli %603, %arg7 : i32
      %605 = arith.addi %601, %604 : i32
      %606 = llvm.load %255 {alignment = 8 : i64} : !llvm.ptr -> i32
      %607 = arith.muli %475, %arg8 : i32
      %608 = arith.addi %606, %607 : i32
      %609 = llvm.getelementptr %92[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %610 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr -> i8
      %611 = arith.cmpi ne, %610, %c0_i8 : i8
      %612 = arith.andi %611, %491 : i1
      %613 = arith.cmpi sge, %605, %c0_i32 : i32
      %614 = arith.andi %612, %613 : i1
      %615 = arith.cmpi slt, %605, %c29_i32 : i32
      %616 = arith.andi %614, %615 : i1
      %617 = arith.cmpi sge, %608, %c0_i32 : i32
      %618 = arith.andi %616, %617 : i1
      %619 = arith.cmpi slt, %608, %c29_i32 : i32
      %620 = arith.andi %618, %619 : i1
      scf.if %620 {
        %731 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %609, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %22 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %609 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %621 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr -> i32
      %622 = arith.divsi %469, %c24_i32 : i32
      %623 = arith.divsi %622, %c3_i32 : i32
      %624 = arith.muli %623, %arg7 : i32
      %625 = arith.addi %621, %624 : i32
      %626 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> i32
      %627 = arith.muli %475, %arg8 : i32
      %628 = arith.addi %626, %627 : i32
      %629 = llvm.getelementptr %92[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %630 = llvm.load %282 {alignment = 1 : i64} : !llvm.ptr -> i8
      %631 = arith.cmpi ne, %630, %c0_i8 : i8
      %632 = arith.andi %631, %491 : i1
      %633 = arith.cmpi sge, %625, %c0_i32 : i32
      %634 = arith.andi %632, %633 : i1
      %635 = arith.cmpi slt, %625, %c29_i32 : i32
      %636 = arith.andi %634, %635 : i1
      %637 = arith.cmpi sge, %628, %c0_i32 : i32
      %638 = arith.andi %636, %637 : i1
      %639 = arith.cmpi slt, %628, %c29_i32 : i32
      %640 = arith.andi %638, %639 : i1
      scf.if %640 {
        %731 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr -> i32
        %732 = arith.addi %731, %479 overflow<nsw> : i32
        %733 = llvm.getelementptr %53[%732] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %734 = llvm.ptrtoint %733 : !llvm.ptr<1> to i64
        %735 = arith.addi %734, %c15_i64 : i64
        %736 = arith.andi %735, %c-16_i64 : i64
        %737 = llvm.inttoptr %736 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%737, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %629, %737, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %21 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %629 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %641 = llvm.getelementptr %93[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %642 = arith.andi %455, %491 : i1
      scf.if %642 {
        %731 = arith.muli %454, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%469] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %641, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %20 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %20[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %20[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %20[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %20[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %20[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %20 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %641 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %643 = llvm.getelementptr %93[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %644 = arith.andi %459, %491 : i1
      scf.if %644 {
        %731 = arith.muli %457, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%469] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %643, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %19 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %19[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %19[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %19[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %19[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %643 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %645 = llvm.getelementptr %93[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %646 = arith.andi %463, %491 : i1
      scf.if %646 {
        %731 = arith.muli %461, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%469] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %645, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %18 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %18[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %18[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %18[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %18[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %645 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %647 = llvm.getelementptr %93[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %648 = arith.andi %467, %491 : i1
      scf.if %648 {
        %731 = arith.muli %465, %c216_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %54[%731] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %733 = llvm.getelementptr %732[%469] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %647, %733, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %17 {alignment = 32 : i64} : f16, !llvm.ptr
        %731 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %731 {alignment = 2 : i64} : f16, !llvm.ptr
        %732 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %732 {alignment = 4 : i64} : f16, !llvm.ptr
        %733 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %733 {alignment = 2 : i64} : f16, !llvm.ptr
        %734 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %734 {alignment = 8 : i64} : f16, !llvm.ptr
        %735 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %735 {alignment = 2 : i64} : f16, !llvm.ptr
        %736 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %736 {alignment = 4 : i64} : f16, !llvm.ptr
        %737 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %737 {alignment = 2 : i64} : f16, !llvm.ptr
        %738 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %738, %647 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %649 = arith.remsi %56, %c32_i32 : i32
      %650 = arith.divsi %56, %c32_i32 : i32
      %651 = arith.remsi %650, %c2_i32 : i32
      %652 = arith.divsi %56, %c64_i32 : i32
      %653 = arith.remsi %652, %c2_i32 : i32
      %654 = arith.remsi %649, %c32_i32 : i32
      %655 = arith.remsi %651, %c2_i32 : i32
      %656 = arith.remsi %653, %c2_i32 : i32
      %657 = arith.divsi %654, %c4_i32 : i32
      %658 = arith.remsi %654, %c4_i32 : i32
      %659 = arith.muli %658, %c2_i32 overflow<nsw> : i32
      %660 = arith.muli %657, %c72_i32 overflow<nsw> : i32
      %661 = arith.addi %659, %660 overflow<nsw> : i32
      %662 = arith.muli %655, %c1152_i32 overflow<nsw> : i32
      %663 = arith.muli %656, %c8_i32 overflow<nsw> : i32
      %664 = arith.addi %662, %663 overflow<nsw> : i32
      %665 = arith.addi %661, %664 overflow<nsw> : i32
      %666 = llvm.getelementptr %77[%665] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %cst, %14 {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr
      %667 = arith.divsi %56, %c16_i32 : i32
      %668 = arith.remsi %56, %c16_i32 : i32
      %669 = arith.remsi %668, %c8_i32 : i32
      %670 = arith.muli %669, %c64_i32 overflow<nsw> : i32
      %671 = arith.remsi %667, %c2_i32 : i32
      %672 = arith.muli %671, %c8_i32 overflow<nsw> : i32
      %673 = arith.addi %670, %672 overflow<nsw> : i32
      %674 = arith.divsi %668, %c8_i32 : i32
      %675 = arith.muli %674, %c512_i32 overflow<nsw> : i32
      %676 = arith.divsi %667, %c2_i32 : i32
      %677 = arith.remsi %676, %c2_i32 : i32
      %678 = arith.muli %677, %c1024_i32 overflow<nsw> : i32
      %679 = arith.addi %675, %678 overflow<nsw> : i32
      %680 = arith.andi %673, %c128_i32 : i32
      %681 = arith.cmpi eq, %680, %c0_i32 : i32
      %682 = arith.select %681, %c16_i32, %c-16_i32 : i32
      %683 = arith.andi %673, %c256_i32 : i32
      %684 = arith.cmpi eq, %683, %c0_i32 : i32
      %685 = arith.select %684, %c32_i32, %c-32_i32 : i32
      %686 = arith.andi %673, %c448_i32 : i32
      %687 = arith.shrui %686, %c3_i32 : i32
      %688 = arith.xori %673, %687 : i32
      %689 = arith.addi %688, %679 overflow<nsw> : i32
      %690 = llvm.getelementptr %49[%689] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %691 = arith.muli %81, %c64_i32 overflow<nsw> : i32
      %692 = arith.remsi %80, %c2_i32 : i32
      %693 = arith.muli %692, %c8_i32 overflow<nsw> : i32
      %694 = arith.addi %691, %693 overflow<nsw> : i32
      %695 = arith.divsi %80, %c2_i32 : i32
      %696 = arith.divsi %695, %c2_i32 : i32
      %697 = arith.remsi %695, %c2_i32 : i32
      %698 = arith.muli %697, %c1024_i32 overflow<nsw> : i32
      %699 = arith.divsi %696, %c2_i32 : i32
      %700 = arith.muli %699, %c512_i32 overflow<nsw> : i32
      %701 = arith.addi %698, %700 overflow<nsw> : i32
      %702 = arith.andi %694, %c128_i32 : i32
      %703 = arith.cmpi eq, %702, %c0_i32 : i32
      %704 = arith.select %703, %c16_i32, %c-16_i32 : i32
      %705 = arith.andi %694, %c256_i32 : i32
      %706 = arith.cmpi eq, %705, %c0_i32 : i32
      %707 = arith.select %706, %c32_i32, %c-32_i32 : i32
      %708 = arith.andi %694, %c448_i32 : i32
      %709 = arith.shrui %708, %c3_i32 : i32
      %710 = arith.xori %694, %709 : i32
      %711 = arith.addi %710, %701 overflow<nsw> : i32
      %712 = llvm.getelementptr %52[%711] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %731 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %690[%731] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %733 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %734 = llvm.getelementptr %16[%733] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %735 = nvvm.ldmatrix %732 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %736 = llvm.extractvalue %735[0] : !llvm_struct_a37b2a
        %737 = llvm.extractvalue %735[1] : !llvm_struct_a37b2a
        %738 = llvm.extractvalue %735[2] : !llvm_struct_a37b2a
        %739 = llvm.extractvalue %735[3] : !llvm_struct_a37b2a
        llvm.store %736, %734 {alignment = 4 : i64} : i32, !llvm.ptr
        %740 = llvm.getelementptr %734[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %737, %740 {alignment = 4 : i64} : i32, !llvm.ptr
        %741 = llvm.getelementptr %734[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %738, %741 {alignment = 4 : i64} : i32, !llvm.ptr
        %742 = llvm.getelementptr %734[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %739, %742 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg9 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
        %731 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %732 = llvm.getelementptr %712[%731] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %733 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %734 = llvm.getelementptr %15[%733] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %735 = nvvm.ldmatrix %732 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %736 = llvm.extractvalue %735[0] : !llvm_struct_a37b2a
        %737 = llvm.extractvalue %735[1] : !llvm_struct_a37b2a
        %738 = llvm.extractvalue %735[2] : !llvm_struct_a37b2a
        %739 = llvm.extractvalue %735[3] : !llvm_struct_a37b2a
        llvm.store %736, %734 {alignment = 4 : i64} : i32, !llvm.ptr
        %740 = llvm.getelementptr %734[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %737, %740 {alignment = 4 : i64} : i32, !llvm.ptr
        %741 = llvm.getelementptr %734[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %738, %741 {alignment = 4 : i64} : i32, !llvm.ptr
        %742 = llvm.getelementptr %734[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %739, %742 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %713 = llvm.getelementptr %16[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %714 = llvm.getelementptr %15[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %715 = llvm.getelementptr %16[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %716 = llvm.getelementptr %15[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %717 = arith.addi %682, %685 overflow<nsw> : i32
      %718 = llvm.getelementptr %16[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %719 = arith.addi %704, %707 overflow<nsw> : i32
      %720 = llvm.getelementptr %15[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %721:2 = scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg10 = %c2_i32, %arg11 = %c0_i32) -> (i32, i32)  : i32 {
        %731 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %732 = arith.addi %682, %731 overflow<nsw> : i32
        %733 = llvm.getelementptr %690[%732] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %733[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %713[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %734 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %735 = arith.addi %704, %734 overflow<nsw> : i32
        %736 = llvm.getelementptr %712[%735] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %736[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %714[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %737 = arith.addi %arg9, %c2_i32 : i32
        %738 = arith.cmpi slt, %737, %c4_i32 : i32
        scf.if %738 {
          %758 = arith.muli %737, %c64_i32 : i32
          %759 = arith.addi %758, %82 overflow<nsw> : i32
          %760 = arith.divsi %759, %c24_i32 : i32
          %761 = arith.muli %760, %c24_i32 overflow<nsw> : i32
          %762 = arith.subi %759, %761 overflow<nsw> : i32
          %763 = arith.divsi %760, %c3_i32 : i32
          %764 = arith.muli %763, %c3_i32 overflow<nsw> : i32
          %765 = arith.subi %760, %764 overflow<nsw> : i32
          %766 = arith.muli %765, %69 overflow<nsw> : i32
          %767 = arith.addi %762, %766 overflow<nsw> : i32
          %768 = arith.muli %763, %70 overflow<nsw> : i32
          %769 = arith.addi %767, %768 overflow<nsw> : i32
          %770 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> i32
          %771 = arith.divsi %759, %c24_i32 : i32
          %772 = arith.divsi %771, %c3_i32 : i32
          %773 = arith.muli %772, %arg7 : i32
          %774 = arith.addi %770, %773 : i32
          %775 = llvm.load %112 {alignment = 32 : i64} : !llvm.ptr -> i32
          %776 = arith.muli %765, %arg8 : i32
          %777 = arith.addi %775, %776 : i32
          %778 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %779 = llvm.getelementptr %92[%778] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %780 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> i8
          %781 = arith.cmpi ne, %780, %c0_i8 : i8
          %782 = arith.cmpi slt, %759, %c216_i32 : i32
          %783 = arith.andi %781, %782 : i1
          %784 = arith.cmpi sge, %774, %c0_i32 : i32
          %785 = arith.andi %783, %784 : i1
          %786 = arith.cmpi slt, %774, %c29_i32 : i32
          %787 = arith.andi %785, %786 : i1
          %788 = arith.cmpi sge, %777, %c0_i32 : i32
          %789 = arith.andi %787, %788 : i1
          %790 = arith.cmpi slt, %777, %c29_i32 : i32
          %791 = arith.andi %789, %790 : i1
          scf.if %791 {
            %961 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %779, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %13 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %779 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %792 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
          %793 = arith.divsi %759, %c24_i32 : i32
          %794 = arith.divsi %793, %c3_i32 : i32
          %795 = arith.muli %794, %arg7 : i32
          %796 = arith.addi %792, %795 : i32
          %797 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr -> i32
          %798 = arith.muli %765, %arg8 : i32
          %799 = arith.addi %797, %798 : i32
          %800 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %801 = arith.addi %800, %c1024_i32 overflow<nsw> : i32
          %802 = llvm.getelementptr %92[%801] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %803 = llvm.load %138 {alignment = 1 : i64} : !llvm.ptr -> i8
          %804 = arith.cmpi ne, %803, %c0_i8 : i8
          %805 = arith.andi %804, %782 : i1
          %806 = arith.cmpi sge, %796, %c0_i32 : i32
          %807 = arith.andi %805, %806 : i1
          %808 = arith.cmpi slt, %796, %c29_i32 : i32
          %809 = arith.andi %807, %808 : i1
          %810 = arith.cmpi sge, %799, %c0_i32 : i32
          %811 = arith.andi %809, %810 : i1
          %812 = arith.cmpi slt, %799, %c29_i32 : i32
          %813 = arith.andi %811, %812 : i1
          scf.if %813 {
            %961 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %802, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %12 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %802 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %814 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr -> i32
          %815 = arith.divsi %759, %c24_i32 : i32
          %816 = arith.divsi %815, %c3_i32 : i32
          %817 = arith.muli %816, %arg7 : i32
          %818 = arith.addi %814, %817 : i32
          %819 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr -> i32
          %820 = arith.muli %765, %arg8 : i32
          %821 = arith.addi %819, %820 : i32
          %822 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %823 = arith.addi %822, %c2048_i32 overflow<nsw> : i32
          %824 = llvm.getelementptr %92[%823] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %825 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
          %826 = arith.cmpi ne, %825, %c0_i8 : i8
          %827 = arith.andi %826, %782 : i1
          %828 = arith.cmpi sge, %818, %c0_i32 : i32
          %829 = arith.andi %827, %828 : i1
          %830 = arith.cmpi slt, %818, %c29_i32 : i32
          %831 = arith.andi %829, %830 : i1
          %832 = arith.cmpi sge, %821, %c0_i32 : i32
          %833 = arith.andi %831, %832 : i1
          %834 = arith.cmpi slt, %821, %c29_i32 : i32
          %835 = arith.andi %833, %834 : i1
          scf.if %835 {
            %961 = llvm.load %153 {alignment = 8 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %824, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %11 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %11[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %11[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %11[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %11[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %824 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %836 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> i32
          %837 = arith.divsi %759, %c24_i32 : i32
          %838 = arith.divsi %837, %c3_i32 : i32
          %839 = arith.muli %838, %arg7 : i32
          %840 = arith.addi %836, %839 : i32
          %841 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr -> i32
          %842 = arith.muli %765, %arg8 : i32
          %843 = arith.addi %841, %842 : i32
          %844 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %845 = arith.addi %844, %c3072_i32 overflow<nsw> : i32
          %846 = llvm.getelementptr %92[%845] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %847 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
          %848 = arith.cmpi ne, %847, %c0_i8 : i8
          %849 = arith.andi %848, %782 : i1
          %850 = arith.cmpi sge, %840, %c0_i32 : i32
          %851 = arith.andi %849, %850 : i1
          %852 = arith.cmpi slt, %840, %c29_i32 : i32
          %853 = arith.andi %851, %852 : i1
          %854 = arith.cmpi sge, %843, %c0_i32 : i32
          %855 = arith.andi %853, %854 : i1
          %856 = arith.cmpi slt, %843, %c29_i32 : i32
          %857 = arith.andi %855, %856 : i1
          scf.if %857 {
            %961 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %846, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %10 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %10[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %10[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %10[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %10[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %846 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %858 = llvm.load %204 {alignment = 16 : i64} : !llvm.ptr -> i32
          %859 = arith.divsi %759, %c24_i32 : i32
          %860 = arith.divsi %859, %c3_i32 : i32
          %861 = arith.muli %860, %arg7 : i32
          %862 = arith.addi %858, %861 : i32
          %863 = llvm.load %207 {alignment = 16 : i64} : !llvm.ptr -> i32
          %864 = arith.muli %765, %arg8 : i32
          %865 = arith.addi %863, %864 : i32
          %866 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %867 = arith.addi %866, %c4096_i32 overflow<nsw> : i32
          %868 = llvm.getelementptr %92[%867] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %869 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i8
          %870 = arith.cmpi ne, %869, %c0_i8 : i8
          %871 = arith.andi %870, %782 : i1
          %872 = arith.cmpi sge, %862, %c0_i32 : i32
          %873 = arith.andi %871, %872 : i1
          %874 = arith.cmpi slt, %862, %c29_i32 : i32
          %875 = arith.andi %873, %874 : i1
          %876 = arith.cmpi sge, %865, %c0_i32 : i32
          %877 = arith.andi %875, %876 : i1
          %878 = arith.cmpi slt, %865, %c29_i32 : i32
          %879 = arith.andi %877, %878 : i1
          scf.if %879 {
            %961 = llvm.load %201 {alignment = 16 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %868, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %9 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %868 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %880 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> i32
          %881 = arith.divsi %759, %c24_i32 : i32
          %882 = arith.divsi %881, %c3_i32 : i32
          %883 = arith.muli %882, %arg7 : i32
          %884 = arith.addi %880, %883 : i32
          %885 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
          %886 = arith.muli %765, %arg8 : i32
          %887 = arith.addi %885, %886 : i32
          %888 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %889 = arith.addi %888, %c5120_i32 overflow<nsw> : i32
          %890 = llvm.getelementptr %92[%889] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %891 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
          %892 = arith.cmpi ne, %891, %c0_i8 : i8
          %893 = arith.andi %892, %782 : i1
          %894 = arith.cmpi sge, %884, %c0_i32 : i32
          %895 = arith.andi %893, %894 : i1
          %896 = arith.cmpi slt, %884, %c29_i32 : i32
          %897 = arith.andi %895, %896 : i1
          %898 = arith.cmpi sge, %887, %c0_i32 : i32
          %899 = arith.andi %897, %898 : i1
          %900 = arith.cmpi slt, %887, %c29_i32 : i32
          %901 = arith.andi %899, %900 : i1
          scf.if %901 {
            %961 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %890, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %8 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %890 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %902 = llvm.load %252 {alignment = 8 : i64} : !llvm.ptr -> i32
          %903 = arith.divsi %759, %c24_i32 : i32
          %904 = arith.divsi %903, %c3_i32 : i32
          %905 = arith.muli %904, %arg7 : i32
          %906 = arith.addi %902, %905 : i32
          %907 = llvm.load %255 {alignment = 8 : i64} : !llvm.ptr -> i32
          %908 = arith.muli %765, %arg8 : i32
          %909 = arith.addi %907, %908 : i32
          %910 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %911 = arith.addi %910, %c6144_i32 overflow<nsw> : i32
          %912 = llvm.getelementptr %92[%911] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %913 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr -> i8
          %914 = arith.cmpi ne, %913, %c0_i8 : i8
          %915 = arith.andi %914, %782 : i1
          %916 = arith.cmpi sge, %906, %c0_i32 : i32
          %917 = arith.andi %915, %916 : i1
          %918 = arith.cmpi slt, %906, %c29_i32 : i32
          %919 = arith.andi %917, %918 : i1
          %920 = arith.cmpi sge, %909, %c0_i32 : i32
          %921 = arith.andi %919, %920 : i1
          %922 = arith.cmpi slt, %909, %c29_i32 : i32
          %923 = arith.andi %921, %922 : i1
          scf.if %923 {
            %961 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %912, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %7 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %912 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %924 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr -> i32
          %925 = arith.divsi %759, %c24_i32 : i32
          %926 = arith.divsi %925, %c3_i32 : i32
          %927 = arith.muli %926, %arg7 : i32
          %928 = arith.addi %924, %927 : i32
          %929 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> i32
          %930 = arith.muli %765, %arg8 : i32
          %931 = arith.addi %929, %930 : i32
          %932 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %933 = arith.addi %932, %c7168_i32 overflow<nsw> : i32
          %934 = llvm.getelementptr %92[%933] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %935 = llvm.load %282 {alignment = 1 : i64} : !llvm.ptr -> i8
          %936 = arith.cmpi ne, %935, %c0_i8 : i8
          %937 = arith.andi %936, %782 : i1
          %938 = arith.cmpi sge, %928, %c0_i32 : i32
          %939 = arith.andi %937, %938 : i1
          %940 = arith.cmpi slt, %928, %c29_i32 : i32
          %941 = arith.andi %939, %940 : i1
          %942 = arith.cmpi sge, %931, %c0_i32 : i32
          %943 = arith.andi %941, %942 : i1
          %944 = arith.cmpi slt, %931, %c29_i32 : i32
          %945 = arith.andi %943, %944 : i1
          scf.if %945 {
            %961 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr -> i32
            %962 = arith.addi %961, %769 overflow<nsw> : i32
            %963 = llvm.getelementptr %53[%962] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %934, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %6 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %934 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %946 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %947 = llvm.getelementptr %93[%946] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %948 = arith.andi %455, %782 : i1
          scf.if %948 {
            %961 = arith.muli %454, %c216_i32 overflow<nsw> : i32
            %962 = llvm.getelementptr %54[%961] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %963 = llvm.getelementptr %962[%759] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %947, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %5 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %947 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %949 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %950 = arith.addi %949, %c1024_i32 overflow<nsw> : i32
          %951 = llvm.getelementptr %93[%950] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %952 = arith.andi %459, %782 : i1
          scf.if %952 {
            %961 = arith.muli %457, %c216_i32 overflow<nsw> : i32
            %962 = llvm.getelementptr %54[%961] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %963 = llvm.getelementptr %962[%759] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %951, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %4 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %951 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %953 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %954 = arith.addi %953, %c2048_i32 overflow<nsw> : i32
          %955 = llvm.getelementptr %93[%954] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %956 = arith.andi %463, %782 : i1
          scf.if %956 {
            %961 = arith.muli %461, %c216_i32 overflow<nsw> : i32
            %962 = llvm.getelementptr %54[%961] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %963 = llvm.getelementptr %962[%759] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %955, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %3 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %955 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %957 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %958 = arith.addi %957, %c3072_i32 overflow<nsw> : i32
          %959 = llvm.getelementptr %93[%958] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %960 = arith.andi %467, %782 : i1
          scf.if %960 {
            %961 = arith.muli %465, %c216_i32 overflow<nsw> : i32
            %962 = llvm.getelementptr %54[%961] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %963 = llvm.getelementptr %962[%759] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %964 = llvm.ptrtoint %963 : !llvm.ptr<1> to i64
            %965 = arith.addi %964, %c15_i64 : i64
            %966 = arith.andi %965, %c-16_i64 : i64
            %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%967, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %959, %967, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %2 {alignment = 32 : i64} : f16, !llvm.ptr
            %961 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %961 {alignment = 2 : i64} : f16, !llvm.ptr
            %962 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %962 {alignment = 4 : i64} : f16, !llvm.ptr
            %963 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %963 {alignment = 2 : i64} : f16, !llvm.ptr
            %964 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %964 {alignment = 8 : i64} : f16, !llvm.ptr
            %965 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %965 {alignment = 2 : i64} : f16, !llvm.ptr
            %966 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %966 {alignment = 4 : i64} : f16, !llvm.ptr
            %967 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %967 {alignment = 2 : i64} : f16, !llvm.ptr
            %968 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %968, %959 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
        }
        nvvm.cp.async.commit.group
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %16[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %760 = llvm.getelementptr %759[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %761 = llvm.getelementptr %759[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %762 = llvm.getelementptr %759[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %763 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %764 = llvm.getelementptr %15[%763] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %765 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %766 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %767 = arith.addi %765, %766 overflow<nsw> : i32
            %768 = llvm.getelementptr %14[%767] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %769 = llvm.load %759 : !llvm.ptr -> vector<2xf16>
            %770 = llvm.load %760 : !llvm.ptr -> vector<2xf16>
            %771 = llvm.load %761 : !llvm.ptr -> vector<2xf16>
            %772 = llvm.load %762 : !llvm.ptr -> vector<2xf16>
            %773 = llvm.load %764 : !llvm.ptr -> vector<2xf16>
            %774 = llvm.getelementptr %764[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %775 = llvm.load %774 : !llvm.ptr -> vector<2xf16>
            %776 = llvm.load %768 : !llvm.ptr -> vector<4xf32>
            %777:4 = vector.to_elements %776 : vector<4xf32>
            %778 = nvvm.mma.sync A[%769, %770, %771, %772]  B[%773, %775]  C[%777#0, %777#1, %777#2, %777#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %779 = llvm.extractvalue %778[0] : !llvm_struct_687153
            %780 = llvm.extractvalue %778[1] : !llvm_struct_687153
            %781 = llvm.extractvalue %778[2] : !llvm_struct_687153
            %782 = llvm.extractvalue %778[3] : !llvm_struct_687153
            %783 = vector.from_elements %779, %780, %781, %782 : vector<4xf32>
            llvm.store %783, %768 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %739 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %740 = arith.addi %685, %739 overflow<nsw> : i32
        %741 = llvm.getelementptr %690[%740] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %741[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %715[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %742 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %743 = arith.addi %707, %742 overflow<nsw> : i32
        %744 = llvm.getelementptr %712[%743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %744[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %716[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %713[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %760 = llvm.getelementptr %759[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %761 = llvm.getelementptr %759[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %762 = llvm.getelementptr %759[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %763 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %764 = llvm.getelementptr %714[%763] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %765 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %766 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %767 = arith.addi %765, %766 overflow<nsw> : i32
            %768 = llvm.getelementptr %14[%767] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %769 = llvm.load %759 : !llvm.ptr -> vector<2xf16>
            %770 = llvm.load %760 : !llvm.ptr -> vector<2xf16>
            %771 = llvm.load %761 : !llvm.ptr -> vector<2xf16>
            %772 = llvm.load %762 : !llvm.ptr -> vector<2xf16>
            %773 = llvm.load %764 : !llvm.ptr -> vector<2xf16>
            %774 = llvm.getelementptr %764[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %775 = llvm.load %774 : !llvm.ptr -> vector<2xf16>
            %776 = llvm.load %768 : !llvm.ptr -> vector<4xf32>
            %777:4 = vector.to_elements %776 : vector<4xf32>
            %778 = nvvm.mma.sync A[%769, %770, %771, %772]  B[%773, %775]  C[%777#0, %777#1, %777#2, %777#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %779 = llvm.extractvalue %778[0] : !llvm_struct_687153
            %780 = llvm.extractvalue %778[1] : !llvm_struct_687153
            %781 = llvm.extractvalue %778[2] : !llvm_struct_687153
            %782 = llvm.extractvalue %778[3] : !llvm_struct_687153
            %783 = vector.from_elements %779, %780, %781, %782 : vector<4xf32>
            llvm.store %783, %768 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %745 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %746 = arith.addi %717, %745 overflow<nsw> : i32
        %747 = llvm.getelementptr %690[%746] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %747[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %718[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %748 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %749 = arith.addi %719, %748 overflow<nsw> : i32
        %750 = llvm.getelementptr %712[%749] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %750[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %720[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %715[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %760 = llvm.getelementptr %759[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %761 = llvm.getelementptr %759[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %762 = llvm.getelementptr %759[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %763 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %764 = llvm.getelementptr %716[%763] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %765 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %766 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %767 = arith.addi %765, %766 overflow<nsw> : i32
            %768 = llvm.getelementptr %14[%767] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %769 = llvm.load %759 : !llvm.ptr -> vector<2xf16>
            %770 = llvm.load %760 : !llvm.ptr -> vector<2xf16>
            %771 = llvm.load %761 : !llvm.ptr -> vector<2xf16>
            %772 = llvm.load %762 : !llvm.ptr -> vector<2xf16>
            %773 = llvm.load %764 : !llvm.ptr -> vector<2xf16>
            %774 = llvm.getelementptr %764[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %775 = llvm.load %774 : !llvm.ptr -> vector<2xf16>
            %776 = llvm.load %768 : !llvm.ptr -> vector<4xf32>
            %777:4 = vector.to_elements %776 : vector<4xf32>
            %778 = nvvm.mma.sync A[%769, %770, %771, %772]  B[%773, %775]  C[%777#0, %777#1, %777#2, %777#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %779 = llvm.extractvalue %778[0] : !llvm_struct_687153
            %780 = llvm.extractvalue %778[1] : !llvm_struct_687153
            %781 = llvm.extractvalue %778[2] : !llvm_struct_687153
            %782 = llvm.extractvalue %778[3] : !llvm_struct_687153
            %783 = vector.from_elements %779, %780, %781, %782 : vector<4xf32>
            llvm.store %783, %768 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %751 = arith.addi %arg11, %c1_i32 : i32
        %752 = arith.cmpi eq, %751, %c3_i32 : i32
        %753 = arith.select %752, %c0_i32, %751 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %754 = arith.muli %753, %c8192_i32 overflow<nsw> : i32
        %755 = llvm.getelementptr %690[%754] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %755[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %16[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %756 = arith.muli %753, %c4096_i32 overflow<nsw> : i32
        %757 = llvm.getelementptr %712[%756] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %757[%758] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %760 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %761 = llvm.getelementptr %15[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %762 = nvvm.ldmatrix %759 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %763 = llvm.extractvalue %762[0] : !llvm_struct_a37b2a
          %764 = llvm.extractvalue %762[1] : !llvm_struct_a37b2a
          %765 = llvm.extractvalue %762[2] : !llvm_struct_a37b2a
          %766 = llvm.extractvalue %762[3] : !llvm_struct_a37b2a
          llvm.store %763, %761 {alignment = 4 : i64} : i32, !llvm.ptr
          %767 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %764, %767 {alignment = 4 : i64} : i32, !llvm.ptr
          %768 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %765, %768 {alignment = 4 : i64} : i32, !llvm.ptr
          %769 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %766, %769 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %758 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %759 = llvm.getelementptr %718[%758] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %760 = llvm.getelementptr %759[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %761 = llvm.getelementptr %759[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %762 = llvm.getelementptr %759[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %763 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %764 = llvm.getelementptr %720[%763] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %765 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %766 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %767 = arith.addi %765, %766 overflow<nsw> : i32
            %768 = llvm.getelementptr %14[%767] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %769 = llvm.load %759 : !llvm.ptr -> vector<2xf16>
            %770 = llvm.load %760 : !llvm.ptr -> vector<2xf16>
            %771 = llvm.load %761 : !llvm.ptr -> vector<2xf16>
            %772 = llvm.load %762 : !llvm.ptr -> vector<2xf16>
            %773 = llvm.load %764 : !llvm.ptr -> vector<2xf16>
            %774 = llvm.getelementptr %764[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %775 = llvm.load %774 : !llvm.ptr -> vector<2xf16>
            %776 = llvm.load %768 : !llvm.ptr -> vector<4xf32>
            %777:4 = vector.to_elements %776 : vector<4xf32>
            %778 = nvvm.mma.sync A[%769, %770, %771, %772]  B[%773, %775]  C[%777#0, %777#1, %777#2, %777#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %779 = llvm.extractvalue %778[0] : !llvm_struct_687153
            %780 = llvm.extractvalue %778[1] : !llvm_struct_687153
            %781 = llvm.extractvalue %778[2] : !llvm_struct_687153
            %782 = llvm.extractvalue %778[3] : !llvm_struct_687153
            %783 = vector.from_elements %779, %780, %781, %782 : vector<4xf32>
            llvm.store %783, %768 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg11, %753 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %722 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<64xf32>
      %723 = arith.truncf %722 : vector<64xf32> to vector<64xf16>
      llvm.store %723, %1 {alignment = 32 : i64} : vector<64xf16>, !llvm.ptr
      %724 = arith.addi %65, %c1_i32 : i32
      %725 = arith.muli %724, %c128_i32 : i32
      %726 = arith.cmpi sle, %725, %c450_i32 : i32
      %727 = arith.addi %66, %c1_i32 : i32
      %728 = arith.muli %727, %c64_i32 : i32
      %729 = arith.cmpi sle, %728, %c72_i32 : i32
      %730 = arith.andi %726, %729 : i1
      scf.if %730 {
        %731 = arith.remsi %c0_i32, %c2_i32 : i32
        %732 = arith.divsi %c0_i32, %c2_i32 : i32
        %733:2 = scf.for %arg9 = %c0_i32 to %c32_i32 step %c1_i32 iter_args(%arg10 = %731, %arg11 = %732) -> (i32, i32)  : i32 {
          %734 = arith.muli %arg9, %c2_i32 overflow<nsw> : i32
          %735 = llvm.getelementptr %1[%734] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %736 = arith.remsi %arg9, %c2_i32 : i32
          %737 = arith.muli %736, %c576_i32 overflow<nsw> : i32
          %738 = arith.divsi %arg11, %c4_i32 : i32
          %739 = arith.remsi %arg11, %c4_i32 : i32
          %740 = arith.muli %739, %c2304_i32 overflow<nsw> : i32
          %741 = arith.addi %737, %740 overflow<nsw> : i32
          %742 = arith.muli %738, %c16_i32 overflow<nsw> : i32
          %743 = arith.addi %741, %742 overflow<nsw> : i32
          %744 = llvm.getelementptr %666[%743] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %745 = llvm.load %735 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
          llvm.store %745, %744 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
          %746 = arith.addi %arg10, %c1_i32 : i32
          %747 = arith.cmpi eq, %746, %c2_i32 : i32
          %748 = arith.select %747, %c0_i32, %746 : i32
          %749 = arith.addi %arg10, %c1_i32 : i32
          %750 = arith.addi %arg11, %c1_i32 : i32
          %751 = arith.cmpi eq, %749, %c2_i32 : i32
          %752 = arith.select %751, %750, %arg11 : i32
          scf.yield %748, %752 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %731 = arith.muli %655, %c16_i32 overflow<nsw> : i32
        %732 = arith.addi %657, %731 overflow<nsw> : i32
        %733 = arith.addi %659, %663 overflow<nsw> : i32
        %734 = arith.addi %78, %732 overflow<nsw> : i32
        %735 = arith.addi %79, %733 overflow<nsw> : i32
        %736 = arith.cmpi slt, %734, %c450_i32 : i32
        %737 = arith.cmpi slt, %735, %c72_i32 : i32
        %738 = arith.andi %736, %737 : i1
        scf.if %738 {
          %1040 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f16
          llvm.store %1040, %666 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %739 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %740 = arith.cmpi slt, %734, %c450_i32 : i32
        %741 = arith.cmpi slt, %739, %c72_i32 : i32
        %742 = arith.andi %740, %741 : i1
        scf.if %742 {
          %1040 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %743 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %744 = arith.cmpi slt, %743, %c450_i32 : i32
        %745 = arith.cmpi slt, %735, %c72_i32 : i32
        %746 = arith.andi %744, %745 : i1
        scf.if %746 {
          %1040 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %747 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %748 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %749 = arith.cmpi slt, %747, %c450_i32 : i32
        %750 = arith.cmpi slt, %748, %c72_i32 : i32
        %751 = arith.andi %749, %750 : i1
        scf.if %751 {
          %1040 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %752 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %753 = arith.cmpi slt, %752, %c450_i32 : i32
        %754 = arith.cmpi slt, %735, %c72_i32 : i32
        %755 = arith.andi %753, %754 : i1
        scf.if %755 {
          %1040 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %756 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %757 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %758 = arith.cmpi slt, %756, %c450_i32 : i32
        %759 = arith.cmpi slt, %757, %c72_i32 : i32
        %760 = arith.andi %758, %759 : i1
        scf.if %760 {
          %1040 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %761 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %762 = arith.cmpi slt, %761, %c450_i32 : i32
        %763 = arith.cmpi slt, %735, %c72_i32 : i32
        %764 = arith.andi %762, %763 : i1
        scf.if %764 {
          %1040 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %765 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %766 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %767 = arith.cmpi slt, %765, %c450_i32 : i32
        %768 = arith.cmpi slt, %766, %c72_i32 : i32
        %769 = arith.andi %767, %768 : i1
        scf.if %769 {
          %1040 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %770 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %771 = arith.cmpi slt, %770, %c450_i32 : i32
        %772 = arith.cmpi slt, %735, %c72_i32 : i32
        %773 = arith.andi %771, %772 : i1
        scf.if %773 {
          %1040 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %774 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %775 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %776 = arith.cmpi slt, %774, %c450_i32 : i32
        %777 = arith.cmpi slt, %775, %c72_i32 : i32
        %778 = arith.andi %776, %777 : i1
        scf.if %778 {
          %1040 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %779 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %780 = arith.cmpi slt, %779, %c450_i32 : i32
        %781 = arith.cmpi slt, %735, %c72_i32 : i32
        %782 = arith.andi %780, %781 : i1
        scf.if %782 {
          %1040 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %783 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %784 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %785 = arith.cmpi slt, %783, %c450_i32 : i32
        %786 = arith.cmpi slt, %784, %c72_i32 : i32
        %787 = arith.andi %785, %786 : i1
        scf.if %787 {
          %1040 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %788 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %789 = arith.cmpi slt, %788, %c450_i32 : i32
        %790 = arith.cmpi slt, %735, %c72_i32 : i32
        %791 = arith.andi %789, %790 : i1
        scf.if %791 {
          %1040 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %792 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %793 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %794 = arith.cmpi slt, %792, %c450_i32 : i32
        %795 = arith.cmpi slt, %793, %c72_i32 : i32
        %796 = arith.andi %794, %795 : i1
        scf.if %796 {
          %1040 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %797 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %798 = arith.cmpi slt, %797, %c450_i32 : i32
        %799 = arith.cmpi slt, %735, %c72_i32 : i32
        %800 = arith.andi %798, %799 : i1
        scf.if %800 {
          %1040 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %801 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %802 = arith.addi %735, %c1_i32 overflow<nsw> : i32
        %803 = arith.cmpi slt, %801, %c450_i32 : i32
        %804 = arith.cmpi slt, %802, %c72_i32 : i32
        %805 = arith.andi %803, %804 : i1
        scf.if %805 {
          %1040 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %806 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %807 = arith.cmpi slt, %734, %c450_i32 : i32
        %808 = arith.cmpi slt, %806, %c72_i32 : i32
        %809 = arith.andi %807, %808 : i1
        scf.if %809 {
          %1040 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %810 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %811 = arith.cmpi slt, %734, %c450_i32 : i32
        %812 = arith.cmpi slt, %810, %c72_i32 : i32
        %813 = arith.andi %811, %812 : i1
        scf.if %813 {
          %1040 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %814 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %815 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %816 = arith.cmpi slt, %814, %c450_i32 : i32
        %817 = arith.cmpi slt, %815, %c72_i32 : i32
        %818 = arith.andi %816, %817 : i1
        scf.if %818 {
          %1040 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %819 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %820 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %821 = arith.cmpi slt, %819, %c450_i32 : i32
        %822 = arith.cmpi slt, %820, %c72_i32 : i32
        %823 = arith.andi %821, %822 : i1
        scf.if %823 {
          %1040 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %824 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %825 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %826 = arith.cmpi slt, %824, %c450_i32 : i32
        %827 = arith.cmpi slt, %825, %c72_i32 : i32
        %828 = arith.andi %826, %827 : i1
        scf.if %828 {
          %1040 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %829 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %830 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %831 = arith.cmpi slt, %829, %c450_i32 : i32
        %832 = arith.cmpi slt, %830, %c72_i32 : i32
        %833 = arith.andi %831, %832 : i1
        scf.if %833 {
          %1040 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %834 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %835 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %836 = arith.cmpi slt, %834, %c450_i32 : i32
        %837 = arith.cmpi slt, %835, %c72_i32 : i32
        %838 = arith.andi %836, %837 : i1
        scf.if %838 {
          %1040 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %839 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %840 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %841 = arith.cmpi slt, %839, %c450_i32 : i32
        %842 = arith.cmpi slt, %840, %c72_i32 : i32
        %843 = arith.andi %841, %842 : i1
        scf.if %843 {
          %1040 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %844 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %845 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %846 = arith.cmpi slt, %844, %c450_i32 : i32
        %847 = arith.cmpi slt, %845, %c72_i32 : i32
        %848 = arith.andi %846, %847 : i1
        scf.if %848 {
          %1040 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %849 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %850 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %851 = arith.cmpi slt, %849, %c450_i32 : i32
        %852 = arith.cmpi slt, %850, %c72_i32 : i32
        %853 = arith.andi %851, %852 : i1
        scf.if %853 {
          %1040 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %854 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %855 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %856 = arith.cmpi slt, %854, %c450_i32 : i32
        %857 = arith.cmpi slt, %855, %c72_i32 : i32
        %858 = arith.andi %856, %857 : i1
        scf.if %858 {
          %1040 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %859 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %860 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %861 = arith.cmpi slt, %859, %c450_i32 : i32
        %862 = arith.cmpi slt, %860, %c72_i32 : i32
        %863 = arith.andi %861, %862 : i1
        scf.if %863 {
          %1040 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %864 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %865 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %866 = arith.cmpi slt, %864, %c450_i32 : i32
        %867 = arith.cmpi slt, %865, %c72_i32 : i32
        %868 = arith.andi %866, %867 : i1
        scf.if %868 {
          %1040 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %869 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %870 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %871 = arith.cmpi slt, %869, %c450_i32 : i32
        %872 = arith.cmpi slt, %870, %c72_i32 : i32
        %873 = arith.andi %871, %872 : i1
        scf.if %873 {
          %1040 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %874 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %875 = arith.addi %735, %c16_i32 overflow<nsw> : i32
        %876 = arith.cmpi slt, %874, %c450_i32 : i32
        %877 = arith.cmpi slt, %875, %c72_i32 : i32
        %878 = arith.andi %876, %877 : i1
        scf.if %878 {
          %1040 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %879 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %880 = arith.addi %735, %c17_i32 overflow<nsw> : i32
        %881 = arith.cmpi slt, %879, %c450_i32 : i32
        %882 = arith.cmpi slt, %880, %c72_i32 : i32
        %883 = arith.andi %881, %882 : i1
        scf.if %883 {
          %1040 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %884 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %885 = arith.cmpi slt, %734, %c450_i32 : i32
        %886 = arith.cmpi slt, %884, %c72_i32 : i32
        %887 = arith.andi %885, %886 : i1
        scf.if %887 {
          %1040 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %888 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %889 = arith.cmpi slt, %734, %c450_i32 : i32
        %890 = arith.cmpi slt, %888, %c72_i32 : i32
        %891 = arith.andi %889, %890 : i1
        scf.if %891 {
          %1040 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %892 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %893 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %894 = arith.cmpi slt, %892, %c450_i32 : i32
        %895 = arith.cmpi slt, %893, %c72_i32 : i32
        %896 = arith.andi %894, %895 : i1
        scf.if %896 {
          %1040 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %897 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %898 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %899 = arith.cmpi slt, %897, %c450_i32 : i32
        %900 = arith.cmpi slt, %898, %c72_i32 : i32
        %901 = arith.andi %899, %900 : i1
        scf.if %901 {
          %1040 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %902 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %903 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %904 = arith.cmpi slt, %902, %c450_i32 : i32
        %905 = arith.cmpi slt, %903, %c72_i32 : i32
        %906 = arith.andi %904, %905 : i1
        scf.if %906 {
          %1040 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %907 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %908 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %909 = arith.cmpi slt, %907, %c450_i32 : i32
        %910 = arith.cmpi slt, %908, %c72_i32 : i32
        %911 = arith.andi %909, %910 : i1
        scf.if %911 {
          %1040 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %912 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %913 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %914 = arith.cmpi slt, %912, %c450_i32 : i32
        %915 = arith.cmpi slt, %913, %c72_i32 : i32
        %916 = arith.andi %914, %915 : i1
        scf.if %916 {
          %1040 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %917 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %918 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %919 = arith.cmpi slt, %917, %c450_i32 : i32
        %920 = arith.cmpi slt, %918, %c72_i32 : i32
        %921 = arith.andi %919, %920 : i1
        scf.if %921 {
          %1040 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %922 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %923 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %924 = arith.cmpi slt, %922, %c450_i32 : i32
        %925 = arith.cmpi slt, %923, %c72_i32 : i32
        %926 = arith.andi %924, %925 : i1
        scf.if %926 {
          %1040 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %927 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %928 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %929 = arith.cmpi slt, %927, %c450_i32 : i32
        %930 = arith.cmpi slt, %928, %c72_i32 : i32
        %931 = arith.andi %929, %930 : i1
        scf.if %931 {
          %1040 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %932 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %933 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %934 = arith.cmpi slt, %932, %c450_i32 : i32
        %935 = arith.cmpi slt, %933, %c72_i32 : i32
        %936 = arith.andi %934, %935 : i1
        scf.if %936 {
          %1040 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %937 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %938 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %939 = arith.cmpi slt, %937, %c450_i32 : i32
        %940 = arith.cmpi slt, %938, %c72_i32 : i32
        %941 = arith.andi %939, %940 : i1
        scf.if %941 {
          %1040 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %942 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %943 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %944 = arith.cmpi slt, %942, %c450_i32 : i32
        %945 = arith.cmpi slt, %943, %c72_i32 : i32
        %946 = arith.andi %944, %945 : i1
        scf.if %946 {
          %1040 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %947 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %948 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %949 = arith.cmpi slt, %947, %c450_i32 : i32
        %950 = arith.cmpi slt, %948, %c72_i32 : i32
        %951 = arith.andi %949, %950 : i1
        scf.if %951 {
          %1040 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %952 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %953 = arith.addi %735, %c32_i32 overflow<nsw> : i32
        %954 = arith.cmpi slt, %952, %c450_i32 : i32
        %955 = arith.cmpi slt, %953, %c72_i32 : i32
        %956 = arith.andi %954, %955 : i1
        scf.if %956 {
          %1040 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %957 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %958 = arith.addi %735, %c33_i32 overflow<nsw> : i32
        %959 = arith.cmpi slt, %957, %c450_i32 : i32
        %960 = arith.cmpi slt, %958, %c72_i32 : i32
        %961 = arith.andi %959, %960 : i1
        scf.if %961 {
          %1040 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %962 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %963 = arith.cmpi slt, %734, %c450_i32 : i32
        %964 = arith.cmpi slt, %962, %c72_i32 : i32
        %965 = arith.andi %963, %964 : i1
        scf.if %965 {
          %1040 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %966 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %967 = arith.cmpi slt, %734, %c450_i32 : i32
        %968 = arith.cmpi slt, %966, %c72_i32 : i32
        %969 = arith.andi %967, %968 : i1
        scf.if %969 {
          %1040 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %970 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %971 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %972 = arith.cmpi slt, %970, %c450_i32 : i32
        %973 = arith.cmpi slt, %971, %c72_i32 : i32
        %974 = arith.andi %972, %973 : i1
        scf.if %974 {
          %1040 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %975 = arith.addi %734, %c8_i32 overflow<nsw> : i32
        %976 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %977 = arith.cmpi slt, %975, %c450_i32 : i32
        %978 = arith.cmpi slt, %976, %c72_i32 : i32
        %979 = arith.andi %977, %978 : i1
        scf.if %979 {
          %1040 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %980 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %981 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %982 = arith.cmpi slt, %980, %c450_i32 : i32
        %983 = arith.cmpi slt, %981, %c72_i32 : i32
        %984 = arith.andi %982, %983 : i1
        scf.if %984 {
          %1040 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %985 = arith.addi %734, %c32_i32 overflow<nsw> : i32
        %986 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %987 = arith.cmpi slt, %985, %c450_i32 : i32
        %988 = arith.cmpi slt, %986, %c72_i32 : i32
        %989 = arith.andi %987, %988 : i1
        scf.if %989 {
          %1040 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %990 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %991 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %992 = arith.cmpi slt, %990, %c450_i32 : i32
        %993 = arith.cmpi slt, %991, %c72_i32 : i32
        %994 = arith.andi %992, %993 : i1
        scf.if %994 {
          %1040 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %995 = arith.addi %734, %c40_i32 overflow<nsw> : i32
        %996 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %997 = arith.cmpi slt, %995, %c450_i32 : i32
        %998 = arith.cmpi slt, %996, %c72_i32 : i32
        %999 = arith.andi %997, %998 : i1
        scf.if %999 {
          %1040 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1000 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %1001 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %1002 = arith.cmpi slt, %1000, %c450_i32 : i32
        %1003 = arith.cmpi slt, %1001, %c72_i32 : i32
        %1004 = arith.andi %1002, %1003 : i1
        scf.if %1004 {
          %1040 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1005 = arith.addi %734, %c64_i32 overflow<nsw> : i32
        %1006 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %1007 = arith.cmpi slt, %1005, %c450_i32 : i32
        %1008 = arith.cmpi slt, %1006, %c72_i32 : i32
        %1009 = arith.andi %1007, %1008 : i1
        scf.if %1009 {
          %1040 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1010 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %1011 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %1012 = arith.cmpi slt, %1010, %c450_i32 : i32
        %1013 = arith.cmpi slt, %1011, %c72_i32 : i32
        %1014 = arith.andi %1012, %1013 : i1
        scf.if %1014 {
          %1040 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1015 = arith.addi %734, %c72_i32 overflow<nsw> : i32
        %1016 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %1017 = arith.cmpi slt, %1015, %c450_i32 : i32
        %1018 = arith.cmpi slt, %1016, %c72_i32 : i32
        %1019 = arith.andi %1017, %1018 : i1
        scf.if %1019 {
          %1040 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1020 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %1021 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %1022 = arith.cmpi slt, %1020, %c450_i32 : i32
        %1023 = arith.cmpi slt, %1021, %c72_i32 : i32
        %1024 = arith.andi %1022, %1023 : i1
        scf.if %1024 {
          %1040 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1025 = arith.addi %734, %c96_i32 overflow<nsw> : i32
        %1026 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %1027 = arith.cmpi slt, %1025, %c450_i32 : i32
        %1028 = arith.cmpi slt, %1026, %c72_i32 : i32
        %1029 = arith.andi %1027, %1028 : i1
        scf.if %1029 {
          %1040 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1030 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %1031 = arith.addi %735, %c48_i32 overflow<nsw> : i32
        %1032 = arith.cmpi slt, %1030, %c450_i32 : i32
        %1033 = arith.cmpi slt, %1031, %c72_i32 : i32
        %1034 = arith.andi %1032, %1033 : i1
        scf.if %1034 {
          %1040 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1035 = arith.addi %734, %c104_i32 overflow<nsw> : i32
        %1036 = arith.addi %735, %c49_i32 overflow<nsw> : i32
        %1037 = arith.cmpi slt, %1035, %c450_i32 : i32
        %1038 = arith.cmpi slt, %1036, %c72_i32 : i32
        %1039 = arith.andi %1037, %1038 : i1
        scf.if %1039 {
          %1040 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f16
          %1041 = llvm.load %1040 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1042 = llvm.getelementptr %666[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1041, %1042 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
      }
      return
    }
  }
  func.func @cutlass___call___cute_irkernelsconv2dSm8_h865dd9dc(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i32 = arith.constant 0 : i32
    %c8_i32 = arith.constant 8 : i32
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c73728_i64 = arith.constant 73728 : i64
    %0 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c73728_i64, gridDim = (%c8_i32, %c1_i32, %c1_i32), stream = %arg9) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda_launch_cfg_2cf94c
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    cuda.launch_cfg.cooperative[%0] %c0_i32 : !cuda_launch_cfg_2cf94c, i32
    %1 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0<%0> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %2 = cuda.cast %1 : !cuda.result -> i32
    cuda.return_if_error %2 : i32
    return %c0_i32 : i32
  }
}
