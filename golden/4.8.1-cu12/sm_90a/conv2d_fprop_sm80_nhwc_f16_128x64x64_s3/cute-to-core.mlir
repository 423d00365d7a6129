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
      %56 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %57 = arith.floordivsi %56, %c16_i32 : i32
      %58 = arith.muli %57, %c8_i32 : i32
      %59 = arith.subi %c4_i32, %58 : i32
      %60 = arith.minsi %59, %c8_i32 : i32
      %61 = arith.muli %57, %c16_i32 : i32
      %62 = arith.subi %56, %61 : i32
      %63 = arith.remsi %62, %60 : i32
      %64 = arith.addi %58, %63 : i32
      %65 = arith.floordivsi %62, %60 : i32
      %66 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %67 = arith.muli %64, %c9216_i32 overflow<nsw> : i32
      %68 = arith.muli %65, %c64_i32 overflow<nsw> : i32
      %69 = arith.addi %67, %68 overflow<nsw> : i32
      %70 = llvm.getelementptr %55[%69] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %71 = arith.muli %64, %c128_i32 overflow<nsw> : i32
      %72 = arith.muli %65, %c64_i32 overflow<nsw> : i32
      %73 = arith.divsi %66, %c8_i32 : i32
      %74 = arith.remsi %66, %c8_i32 : i32
      %75 = arith.muli %74, %c8_i32 overflow<nsw> : i32
      %76 = arith.remsi %73, %c8_i32 : i32
      %77 = arith.muli %76, %c64_i32 overflow<nsw> : i32
      %78 = arith.addi %75, %77 overflow<nsw> : i32
      %79 = arith.divsi %73, %c8_i32 : i32
      %80 = arith.muli %79, %c512_i32 overflow<nsw> : i32
      %81 = arith.andi %78, %c448_i32 : i32
      %82 = arith.shrui %81, %c3_i32 : i32
      %83 = arith.xori %78, %82 : i32
      %84 = arith.addi %83, %80 overflow<nsw> : i32
      %85 = llvm.getelementptr %49[%84] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %86 = llvm.getelementptr %52[%84] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %87 = arith.muli %arg3, %c696_i32 : i32
      %88 = arith.muli %arg4, %c24_i32 : i32
      %89 = arith.muli %arg8, %c24_i32 : i32
      %90 = arith.muli %arg7, %c696_i32 : i32
      %91 = arith.muli %arg5, %c696_i32 : i32
      %92 = arith.muli %arg6, %c24_i32 : i32
      %93 = arith.addi %91, %92 : i32
      %94 = arith.muli %64, %c128_i32 : i32
      %95 = arith.addi %94, %73 overflow<nsw> : i32
      %96 = arith.divsi %95, %c225_i32 : i32
      %97 = arith.muli %96, %c225_i32 overflow<nsw> : i32
      %98 = arith.subi %95, %97 overflow<nsw> : i32
      %99 = arith.divsi %98, %c15_i32 : i32
      %100 = arith.muli %99, %c15_i32 overflow<nsw> : i32
      %101 = arith.subi %98, %100 overflow<nsw> : i32
      %102 = arith.muli %96, %c20184_i32 overflow<nsw> : i32
      %103 = arith.muli %99, %87 overflow<nsw> : i32
      %104 = arith.addi %102, %103 overflow<nsw> : i32
      %105 = arith.muli %101, %88 overflow<nsw> : i32
      %106 = arith.addi %104, %105 overflow<nsw> : i32
      %107 = arith.subi %106, %93 overflow<nsw> : i32
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
      %115 = arith.addi %73, %c16_i32 overflow<nsw> : i32
      %116 = arith.addi %94, %115 overflow<nsw> : i32
      %117 = arith.divsi %116, %c225_i32 : i32
      %118 = arith.muli %117, %c225_i32 overflow<nsw> : i32
      %119 = arith.subi %116, %118 overflow<nsw> : i32
      %120 = arith.divsi %119, %c15_i32 : i32
      %121 = arith.muli %120, %c15_i32 overflow<nsw> : i32
      %122 = arith.subi %119, %121 overflow<nsw> : i32
      %123 = arith.muli %117, %c20184_i32 overflow<nsw> : i32
      %124 = arith.muli %120, %87 overflow<nsw> : i32
      %125 = arith.addi %123, %124 overflow<nsw> : i32
      %126 = arith.muli %122, %88 overflow<nsw> : i32
      %127 = arith.addi %125, %126 overflow<nsw> : i32
      %128 = arith.subi %127, %93 overflow<nsw> : i32
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
      %139 = arith.addi %73, %c32_i32 overflow<nsw> : i32
      %140 = arith.addi %94, %139 overflow<nsw> : i32
      %141 = arith.divsi %140, %c225_i32 : i32
      %142 = arith.muli %141, %c225_i32 overflow<nsw> : i32
      %143 = arith.subi %140, %142 overflow<nsw> : i32
      %144 = arith.divsi %143, %c15_i32 : i32
      %145 = arith.muli %144, %c15_i32 overflow<nsw> : i32
      %146 = arith.subi %143, %145 overflow<nsw> : i32
      %147 = arith.muli %141, %c20184_i32 overflow<nsw> : i32
      %148 = arith.muli %144, %87 overflow<nsw> : i32
      %149 = arith.addi %147, %148 overflow<nsw> : i32
      %150 = arith.muli %146, %88 overflow<nsw> : i32
      %151 = arith.addi %149, %150 overflow<nsw> : i32
      %152 = arith.subi %151, %93 overflow<nsw> : i32
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
      %163 = arith.addi %73, %c48_i32 overflow<nsw> : i32
      %164 = arith.addi %94, %163 overflow<nsw> : i32
      %165 = arith.divsi %164, %c225_i32 : i32
      %166 = arith.muli %165, %c225_i32 overflow<nsw> : i32
      %167 = arith.subi %164, %166 overflow<nsw> : i32
      %168 = arith.divsi %167, %c15_i32 : i32
      %169 = arith.muli %168, %c15_i32 overflow<nsw> : i32
      %170 = arith.subi %167, %169 overflow<nsw> : i32
      %171 = arith.muli %165, %c20184_i32 overflow<nsw> : i32
      %172 = arith.muli %168, %87 overflow<nsw> : i32
      %173 = arith.addi %171, %172 overflow<nsw> : i32
      %174 = arith.muli %170, %88 overflow<nsw> : i32
      %175 = arith.addi %173, %174 overflow<nsw> : i32
      %176 = arith.subi %175, %93 overflow<nsw> : i32
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
      %187 = arith.addi %73, %c64_i32 overflow<nsw> : i32
      %188 = arith.addi %94, %187 overflow<nsw> : i32
      %189 = arith.divsi %188, %c225_i32 : i32
      %190 = arith.muli %189, %c225_i32 overflow<nsw> : i32
      %191 = arith.subi %188, %190 overflow<nsw> : i32
      %192 = arith.divsi %191, %c15_i32 : i32
      %193 = arith.muli %192, %c15_i32 overflow<nsw> : i32
      %194 = arith.subi %191, %193 overflow<nsw> : i32
      %195 = arith.muli %189, %c20184_i32 overflow<nsw> : i32
      %196 = arith.muli %192, %87 overflow<nsw> : i32
      %197 = arith.addi %195, %196 overflow<nsw> : i32
      %198 = arith.muli %194, %88 overflow<nsw> : i32
      %199 = arith.addi %197, %198 overflow<nsw> : i32
      %200 = arith.subi %199, %93 overflow<nsw> : i32
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
      %211 = arith.addi %73, %c80_i32 overflow<nsw> : i32
      %212 = arith.addi %94, %211 overflow<nsw> : i32
      %213 = arith.divsi %212, %c225_i32 : i32
      %214 = arith.muli %213, %c225_i32 overflow<nsw> : i32
      %215 = arith.subi %212, %214 overflow<nsw> : i32
      %216 = arith.divsi %215, %c15_i32 : i32
      %217 = arith.muli %216, %c15_i32 overflow<nsw> : i32
      %218 = arith.subi %215, %217 overflow<nsw> : i32
      %219 = arith.muli %213, %c20184_i32 overflow<nsw> : i32
      %220 = arith.muli %216, %87 overflow<nsw> : i32
      %221 = arith.addi %219, %220 overflow<nsw> : i32
      %222 = arith.muli %218, %88 overflow<nsw> : i32
      %223 = arith.addi %221, %222 overflow<nsw> : i32
      %224 = arith.subi %223, %93 overflow<nsw> : i32
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
      %235 = arith.addi %73, %c96_i32 overflow<nsw> : i32
      %236 = arith.addi %94, %235 overflow<nsw> : i32
      %237 = arith.divsi %236, %c225_i32 : i32
      %238 = arith.muli %237, %c225_i32 overflow<nsw> : i32
      %239 = arith.subi %236, %238 overflow<nsw> : i32
      %240 = arith.divsi %239, %c15_i32 : i32
      %241 = arith.muli %240, %c15_i32 overflow<nsw> : i32
      %242 = arith.subi %239, %241 overflow<nsw> : i32
      %243 = arith.muli %237, %c20184_i32 overflow<nsw> : i32
      %244 = arith.muli %240, %87 overflow<nsw> : i32
      %245 = arith.addi %243, %244 overflow<nsw> : i32
      %246 = arith.muli %242, %88 overflow<nsw> : i32
      %247 = arith.addi %245, %246 overflow<nsw> : i32
      %248 = arith.subi %247, %93 overflow<nsw> : i32
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
      %259 = arith.addi %73, %c112_i32 overflow<nsw> : i32
      %260 = arith.addi %94, %259 overflow<nsw> : i32
      %261 = arith.divsi %260, %c225_i32 : i32
      %262 = arith.muli %261, %c225_i32 overflow<nsw> : i32
      %263 = arith.subi %260, %262 overflow<nsw> : i32
      %264 = arith.divsi %263, %c15_i32 : i32
      %265 = arith.muli %264, %c15_i32 overflow<nsw> : i32
      %266 = arith.subi %263, %265 overflow<nsw> : i32
      %267 = arith.muli %261, %c20184_i32 overflow<nsw> : i32
      %268 = arith.muli %264, %87 overflow<nsw> : i32
      %269 = arith.addi %267, %268 overflow<nsw> : i32
      %270 = arith.muli %266, %88 overflow<nsw> : i32
      %271 = arith.addi %269, %270 overflow<nsw> : i32
      %272 = arith.subi %271, %93 overflow<nsw> : i32
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
      %283 = arith.divsi %75, %c24_i32 : i32
      %284 = arith.muli %283, %c24_i32 overflow<nsw> : i32
      %285 = arith.subi %75, %284 overflow<nsw> : i32
      %286 = arith.divsi %283, %c3_i32 : i32
      %287 = arith.muli %286, %c3_i32 overflow<nsw> : i32
      %288 = arith.subi %283, %287 overflow<nsw> : i32
      %289 = arith.muli %288, %89 overflow<nsw> : i32
      %290 = arith.addi %285, %289 overflow<nsw> : i32
      %291 = arith.muli %286, %90 overflow<nsw> : i32
      %292 = arith.addi %290, %291 overflow<nsw> : i32
      %293 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> i32
      %294 = arith.divsi %75, %c24_i32 : i32
      %295 = arith.divsi %294, %c3_i32 : i32
      %296 = arith.muli %295, %arg7 : i32
      %297 = arith.addi %293, %296 : i32
      %298 = llvm.load %112 {alignment = 32 : i64} : !llvm.ptr -> i32
      %299 = arith.muli %288, %arg8 : i32
      %300 = arith.addi %298, %299 : i32
      %301 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> i8
      %302 = arith.cmpi ne, %301, %c0_i8 : i8
      %303 = arith.cmpi slt, %75, %c216_i32 : i32
      %304 = arith.andi %302, %303 : i1
      %305 = arith.cmpi sge, %297, %c0_i32 : i32
      %306 = arith.andi %304, %305 : i1
      %307 = arith.cmpi slt, %297, %c29_i32 : i32
      %308 = arith.andi %306, %307 : i1
      %309 = arith.cmpi sge, %300, %c0_i32 : i32
      %310 = arith.andi %308, %309 : i1
      %311 = arith.cmpi slt, %300, %c29_i32 : i32
      %312 = arith.andi %310, %311 : i1
      %313 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> i32
      %314 = arith.addi %313, %292 overflow<nsw> : i32
      scf.if %312 {
        %775 = llvm.getelementptr %53[%314] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %85, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %40 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %85 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %315 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %316 = arith.divsi %75, %c24_i32 : i32
      %317 = arith.divsi %316, %c3_i32 : i32
      %318 = arith.muli %317, %arg7 : i32
      %319 = arith.addi %315, %318 : i32
      %320 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr -> i32
      %321 = arith.muli %288, %arg8 : i32
      %322 = arith.addi %320, %321 : i32
      %323 = llvm.load %138 {alignment = 1 : i64} : !llvm.ptr -> i8
      %324 = arith.cmpi ne, %323, %c0_i8 : i8
      %325 = arith.andi %324, %303 : i1
      %326 = arith.cmpi sge, %319, %c0_i32 : i32
      %327 = arith.andi %325, %326 : i1
      %328 = arith.cmpi slt, %319, %c29_i32 : i32
      %329 = arith.andi %327, %328 : i1
      %330 = arith.cmpi sge, %322, %c0_i32 : i32
      %331 = arith.andi %329, %330 : i1
      %332 = arith.cmpi slt, %322, %c29_i32 : i32
      %333 = arith.andi %331, %332 : i1
      %334 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr -> i32
      %335 = arith.addi %334, %292 overflow<nsw> : i32
      %336 = llvm.getelementptr %85[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %333 {
        %775 = llvm.getelementptr %53[%335] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %336, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %39 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %39[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %39[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %39[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %39[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %39[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %336 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %337 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr -> i32
      %338 = arith.divsi %75, %c24_i32 : i32
      %339 = arith.divsi %338, %c3_i32 : i32
      %340 = arith.muli %339, %arg7 : i32
      %341 = arith.addi %337, %340 : i32
      %342 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr -> i32
      %343 = arith.muli %288, %arg8 : i32
      %344 = arith.addi %342, %343 : i32
      %345 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
      %346 = arith.cmpi ne, %345, %c0_i8 : i8
      %347 = arith.andi %346, %303 : i1
      %348 = arith.cmpi sge, %341, %c0_i32 : i32
      %349 = arith.andi %347, %348 : i1
      %350 = arith.cmpi slt, %341, %c29_i32 : i32
      %351 = arith.andi %349, %350 : i1
      %352 = arith.cmpi sge, %344, %c0_i32 : i32
      %353 = arith.andi %351, %352 : i1
      %354 = arith.cmpi slt, %344, %c29_i32 : i32
      %355 = arith.andi %353, %354 : i1
      %356 = llvm.load %153 {alignment = 8 : i64} : !llvm.ptr -> i32
      %357 = arith.addi %356, %292 overflow<nsw> : i32
      %358 = llvm.getelementptr %85[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %355 {
        %775 = llvm.getelementptr %53[%357] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %358, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %38 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %38[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %38[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %38[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %38[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %38[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %38[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %38[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %358 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %359 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> i32
      %360 = arith.divsi %75, %c24_i32 : i32
      %361 = arith.divsi %360, %c3_i32 : i32
      %362 = arith.muli %361, %arg7 : i32
      %363 = arith.addi %359, %362 : i32
      %364 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr -> i32
      %365 = arith.muli %288, %arg8 : i32
      %366 = arith.addi %364, %365 : i32
      %367 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
      %368 = arith.cmpi ne, %367, %c0_i8 : i8
      %369 = arith.andi %368, %303 : i1
      %370 = arith.cmpi sge, %363, %c0_i32 : i32
      %371 = arith.andi %369, %370 : i1
      %372 = arith.cmpi slt, %363, %c29_i32 : i32
      %373 = arith.andi %371, %372 : i1
      %374 = arith.cmpi sge, %366, %c0_i32 : i32
      %375 = arith.andi %373, %374 : i1
      %376 = arith.cmpi slt, %366, %c29_i32 : i32
      %377 = arith.andi %375, %376 : i1
      %378 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %379 = arith.addi %378, %292 overflow<nsw> : i32
      %380 = llvm.getelementptr %85[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %377 {
        %775 = llvm.getelementptr %53[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %380, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %37 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %37[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %37[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %37[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %37[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %37[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %37[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %380 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %381 = llvm.load %204 {alignment = 16 : i64} : !llvm.ptr -> i32
      %382 = arith.divsi %75, %c24_i32 : i32
      %383 = arith.divsi %382, %c3_i32 : i32
      %384 = arith.muli %383, %arg7 : i32
      %385 = arith.addi %381, %384 : i32
      %386 = llvm.load %207 {alignment = 16 : i64} : !llvm.ptr -> i32
      %387 = arith.muli %288, %arg8 : i32
      %388 = arith.addi %386, %387 : i32
      %389 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i8
      %390 = arith.cmpi ne, %389, %c0_i8 : i8
      %391 = arith.andi %390, %303 : i1
      %392 = arith.cmpi sge, %385, %c0_i32 : i32
      %393 = arith.andi %391, %392 : i1
      %394 = arith.cmpi slt, %385, %c29_i32 : i32
      %395 = arith.andi %393, %394 : i1
      %396 = arith.cmpi sge, %388, %c0_i32 : i32
      %397 = arith.andi %395, %396 : i1
      %398 = arith.cmpi slt, %388, %c29_i32 : i32
      %399 = arith.andi %397, %398 : i1
      %400 = llvm.load %201 {alignment = 16 : i64} : !llvm.ptr -> i32
      %401 = arith.addi %400, %292 overflow<nsw> : i32
      %402 = llvm.getelementptr %85[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %399 {
        %775 = llvm.getelementptr %53[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %402, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %36 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %402 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %403 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> i32
      %404 = arith.divsi %75, %c24_i32 : i32
      %405 = arith.divsi %404, %c3_i32 : i32
      %406 = arith.muli %405, %arg7 : i32
      %407 = arith.addi %403, %406 : i32
      %408 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %409 = arith.muli %288, %arg8 : i32
      %410 = arith.addi %408, %409 : i32
      %411 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
      %412 = arith.cmpi ne, %411, %c0_i8 : i8
      %413 = arith.andi %412, %303 : i1
      %414 = arith.cmpi sge, %407, %c0_i32 : i32
      %415 = arith.andi %413, %414 : i1
      %416 = arith.cmpi slt, %407, %c29_i32 : i32
      %417 = arith.andi %415, %416 : i1
      %418 = arith.cmpi sge, %410, %c0_i32 : i32
      %419 = arith.andi %417, %418 : i1
      %420 = arith.cmpi slt, %410, %c29_i32 : i32
      %421 = arith.andi %419, %420 : i1
      %422 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr -> i32
      %423 = arith.addi %422, %292 overflow<nsw> : i32
      %424 = llvm.getelementptr %85[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %421 {
        %775 = llvm.getelementptr %53[%423] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %424, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %35 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %35[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %35[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %35[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %35[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %35[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %424 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %425 = llvm.load %252 {alignment = 8 : i64} : !llvm.ptr -> i32
      %426 = arith.divsi %75, %c24_i32 : i32
      %427 = arith.divsi %426, %c3_i32 : i32
      %428 = arith.muli %427, %arg7 : i32
      %429 = arith.addi %425, %428 : i32
      %430 = llvm.load %255 {alignment = 8 : i64} : !llvm.ptr -> i32
      %431 = arith.muli %288, %arg8 : i32
      %432 = arith.addi %430, %431 : i32
      %433 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr -> i8
      %434 = arith.cmpi ne, %433, %c0_i8 : i8
      %435 = arith.andi %434, %303 : i1
      %436 = arith.cmpi sge, %429, %c0_i32 : i32
      %437 = arith.andi %435, %436 : i1
      %438 = arith.cmpi slt, %429, %c29_i32 : i32
      %439 = arith.andi %437, %438 : i1
      %440 = arith.cmpi sge, %432, %c0_i32 : i32
      %441 = arith.andi %439, %440 : i1
      %442 = arith.cmpi slt, %432, %c29_i32 : i32
      %443 = arith.andi %441, %442 : i1
      %444 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> i32
      %445 = arith.addi %444, %292 overflow<nsw> : i32
      %446 = llvm.getelementptr %85[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %443 {
        %775 = llvm.getelementptr %53[%445] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %446, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %34 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %34[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %34[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %34[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %34[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %446 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %447 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr -> i32
      %448 = arith.divsi %75, %c24_i32 : i32
      %449 = arith.divsi %448, %c3_i32 : i32
      %450 = arith.muli %449, %arg7 : i32
      %451 = arith.addi %447, %450 : i32
      %452 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> i32
      %453 = arith.muli %288, %arg8 : i32
      %454 = arith.addi %452, %453 : i32
      %455 = llvm.load %282 {alignment = 1 : i64} : !llvm.ptr -> i8
      %456 = arith.cmpi ne, %455, %c0_i8 : i8
      %457 = arith.andi %456, %303 : i1
      %458 = arith.cmpi sge, %451, %c0_i32 : i32
      %459 = arith.andi %457, %458 : i1
      %460 = arith.cmpi slt, %451, %c29_i32 : i32
      %461 = arith.andi %459, %460 : i1
      %462 = arith.cmpi sge, %454, %c0_i32 : i32
      %463 = arith.andi %461, %462 : i1
      %464 = arith.cmpi slt, %454, %c29_i32 : i32
      %465 = arith.andi %463, %464 : i1
      %466 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr -> i32
      %467 = arith.addi %466, %292 overflow<nsw> : i32
      %468 = llvm.getelementptr %85[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %465 {
        %775 = llvm.getelementptr %53[%467] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %468, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %33 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %33[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %33[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %33[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %33[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %468 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %469 = arith.muli %65, %c64_i32 : i32
      %470 = arith.addi %469, %73 overflow<nsw> : i32
      %471 = arith.muli %470, %c216_i32 overflow<nsw> : i32
      %472 = arith.addi %471, %75 overflow<nsw> : i32
      %473 = arith.cmpi slt, %470, %c72_i32 : i32
      %474 = arith.andi %473, %303 : i1
      scf.if %474 {
        %775 = llvm.getelementptr %54[%472] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %86, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %32 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %32[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %32[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %32[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %32[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %86 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %475 = arith.addi %469, %115 overflow<nsw> : i32
      %476 = arith.muli %475, %c216_i32 overflow<nsw> : i32
      %477 = arith.addi %476, %75 overflow<nsw> : i32
      %478 = arith.cmpi slt, %475, %c72_i32 : i32
      %479 = arith.andi %478, %303 : i1
      %480 = llvm.getelementptr %86[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %479 {
        %775 = llvm.getelementptr %54[%477] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %480, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %31 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %31[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %31[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %31[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %31[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %480 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %481 = arith.addi %469, %139 overflow<nsw> : i32
      %482 = arith.muli %481, %c216_i32 overflow<nsw> : i32
      %483 = arith.addi %482, %75 overflow<nsw> : i32
      %484 = arith.cmpi slt, %481, %c72_i32 : i32
      %485 = arith.andi %484, %303 : i1
      %486 = llvm.getelementptr %86[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %485 {
        %775 = llvm.getelementptr %54[%483] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %486, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %30 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %30[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %30[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %30[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %30[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %30 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %486 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %487 = arith.addi %469, %163 overflow<nsw> : i32
      %488 = arith.muli %487, %c216_i32 overflow<nsw> : i32
      %489 = arith.addi %488, %75 overflow<nsw> : i32
      %490 = arith.cmpi slt, %487, %c72_i32 : i32
      %491 = arith.andi %490, %303 : i1
      %492 = llvm.getelementptr %86[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %491 {
        %775 = llvm.getelementptr %54[%489] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %492, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %29 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %29[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %29[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %29[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %29[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %29 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %492 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %493 = arith.addi %75, %c64_i32 overflow<nsw> : i32
      %494 = arith.divsi %493, %c24_i32 : i32
      %495 = arith.muli %494, %c24_i32 overflow<nsw> : i32
      %496 = arith.subi %493, %495 overflow<nsw> : i32
      %497 = arith.divsi %494, %c3_i32 : i32
      %498 = arith.muli %497, %c3_i32 overflow<nsw> : i32
      %499 = arith.subi %494, %498 overflow<nsw> : i32
      %500 = arith.muli %499, %89 overflow<nsw> : i32
      %501 = arith.addi %496, %500 overflow<nsw> : i32
      %502 = arith.muli %497, %90 overflow<nsw> : i32
      %503 = arith.addi %501, %502 overflow<nsw> : i32
      %504 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> i32
      %505 = arith.divsi %493, %c24_i32 : i32
      %506 = arith.divsi %505, %c3_i32 : i32
      %507 = arith.muli %506, %arg7 : i32
      %508 = arith.addi %504, %507 : i32
      %509 = llvm.load %112 {alignment = 32 : i64} : !llvm.ptr -> i32
      %510 = arith.muli %499, %arg8 : i32
      %511 = arith.addi %509, %510 : i32
      %512 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> i8
      %513 = arith.cmpi ne, %512, %c0_i8 : i8
      %514 = arith.cmpi slt, %493, %c216_i32 : i32
      %515 = arith.andi %513, %514 : i1
      %516 = arith.cmpi sge, %508, %c0_i32 : i32
      %517 = arith.andi %515, %516 : i1
      %518 = arith.cmpi slt, %508, %c29_i32 : i32
      %519 = arith.andi %517, %518 : i1
      %520 = arith.cmpi sge, %511, %c0_i32 : i32
      %521 = arith.andi %519, %520 : i1
      %522 = arith.cmpi slt, %511, %c29_i32 : i32
      %523 = arith.andi %521, %522 : i1
      %524 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> i32
      %525 = arith.addi %524, %503 overflow<nsw> : i32
      %526 = llvm.getelementptr %85[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %523 {
        %775 = llvm.getelementptr %53[%525] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %526, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %28 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %28[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %28[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %28[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %28[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %28 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %526 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %527 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
      %528 = arith.divsi %493, %c24_i32 : i32
      %529 = arith.divsi %528, %c3_i32 : i32
      %530 = arith.muli %529, %arg7 : i32
      %531 = arith.addi %527, %530 : i32
      %532 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr -> i32
      %533 = arith.muli %499, %arg8 : i32
      %534 = arith.addi %532, %533 : i32
      %535 = llvm.load %138 {alignment = 1 : i64} : !llvm.ptr -> i8
      %536 = arith.cmpi ne, %535, %c0_i8 : i8
      %537 = arith.andi %536, %514 : i1
      %538 = arith.cmpi sge, %531, %c0_i32 : i32
      %539 = arith.andi %537, %538 : i1
      %540 = arith.cmpi slt, %531, %c29_i32 : i32
      %541 = arith.andi %539, %540 : i1
      %542 = arith.cmpi sge, %534, %c0_i32 : i32
      %543 = arith.andi %541, %542 : i1
      %544 = arith.cmpi slt, %534, %c29_i32 : i32
      %545 = arith.andi %543, %544 : i1
      %546 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr -> i32
      %547 = arith.addi %546, %503 overflow<nsw> : i32
      %548 = llvm.getelementptr %85[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %545 {
        %775 = llvm.getelementptr %53[%547] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %548, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %27 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %27[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %27[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %27[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %27[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %548 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %549 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr -> i32
      %550 = arith.divsi %493, %c24_i32 : i32
      %551 = arith.divsi %550, %c3_i32 : i32
      %552 = arith.muli %551, %arg7 : i32
      %553 = arith.addi %549, %552 : i32
      %554 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr -> i32
      %555 = arith.muli %499, %arg8 : i32
      %556 = arith.addi %554, %555 : i32
      %557 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
      %558 = arith.cmpi ne, %557, %c0_i8 : i8
      %559 = arith.andi %558, %514 : i1
      %560 = arith.cmpi sge, %553, %c0_i32 : i32
      %561 = arith.andi %559, %560 : i1
      %562 = arith.cmpi slt, %553, %c29_i32 : i32
      %563 = arith.andi %561, %562 : i1
      %564 = arith.cmpi sge, %556, %c0_i32 : i32
      %565 = arith.andi %563, %564 : i1
      %566 = arith.cmpi slt, %556, %c29_i32 : i32
      %567 = arith.andi %565, %566 : i1
      %568 = llvm.load %153 {alignment = 8 : i64} : !llvm.ptr -> i32
      %569 = arith.addi %568, %503 overflow<nsw> : i32
      %570 = llvm.getelementptr %85[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %567 {
        %775 = llvm.getelementptr %53[%569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %570, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %26 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %26[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %26[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %26[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %26[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %570 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %571 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> i32
      %572 = arith.divsi %493, %c24_i32 : i32
      %573 = arith.divsi %572, %c3_i32 : i32
      %574 = arith.muli %573, %arg7 : i32
      %575 = arith.addi %571, %574 : i32
      %576 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr -> i32
      %577 = arith.muli %499, %arg8 : i32
      %578 = arith.addi %576, %577 : i32
      %579 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
      %580 = arith.cmpi ne, %579, %c0_i8 : i8
      %581 = arith.andi %580, %514 : i1
      %582 = arith.cmpi sge, %575, %c0_i32 : i32
      %583 = arith.andi %581, %582 : i1
      %584 = arith.cmpi slt, %575, %c29_i32 : i32
      %585 = arith.andi %583, %584 : i1
      %586 = arith.cmpi sge, %578, %c0_i32 : i32
      %587 = arith.andi %585, %586 : i1
      %588 = arith.cmpi slt, %578, %c29_i32 : i32
      %589 = arith.andi %587, %588 : i1
      %590 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %591 = arith.addi %590, %503 overflow<nsw> : i32
      %592 = llvm.getelementptr %85[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %589 {
        %775 = llvm.getelementptr %53[%591] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %592, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %25 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %25[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %25[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %25[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %25[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %592 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %593 = llvm.load %204 {alignment = 16 : i64} : !llvm.ptr -> i32
      %594 = arith.divsi %493, %c24_i32 : i32
      %595 = arith.divsi %594, %c3_i32 : i32
      %596 = arith.muli %595, %arg7 : i32
      %597 = arith.addi %593, %596 : i32
      %598 = llvm.load %207 {alignment = 16 : i64} : !llvm.ptr -> i32
      %599 = arith.muli %499, %arg8 : i32
      %600 = arith.addi %598, %599 : i32
      %601 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i8
      %602 = arith.cmpi ne, %601, %c0_i8 : i8
      %603 = arith.andi %602, %514 : i1
      %604 = arith.cmpi sge, %597, %c0_i32 : i32
      %605 = arith.andi %603, %604 : i1
      %606 = arith.cmpi slt, %597, %c29_i32 : i32
      %607 = arith.andi %605, %606 : i1
      %608 = arith.cmpi sge, %600, %c0_i32 : i32
      %609 = arith.andi %607, %608 : i1
      %610 = arith.cmpi slt, %600, %c29_i32 : i32
      %611 = arith.andi %609, %610 : i1
      %612 = llvm.load %201 {alignment = 16 : i64} : !llvm.ptr -> i32
      %613 = arith.addi %612, %503 overflow<nsw> : i32
      %614 = llvm.getelementptr %85[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %611 {
        %775 = llvm.getelementptr %53[%613] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %614, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %24 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %24[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %24[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %24[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %24[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %614 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %615 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> i32
      %616 = arith.divsi %493, %c24_i32 : i32
      %617 = arith.divsi %616, %c3_i32 : i32
      %618 = arith.muli %617, %arg7 : i32
      %619 = arith.addi %615, %618 : i32
      %620 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %621 = arith.muli %499, %arg8 : i32
      %622 = arith.addi %620, %621 : i32
      %623 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
      %624 = arith.cmpi ne, %623, %c0_i8 : i8
      %625 = arith.andi %624, %514 : i1
      %626 = arith.cmpi sge, %619, %c0_i32 : i32
      %627 = arith.andi %625, %626 : i1
      %628 = arith.cmpi slt, %619, %c29_i32 : i32
      %629 = arith.andi %627, %628 : i1
      %630 = arith.cmpi sge, %622, %c0_i32 : i32
      %631 = arith.andi %629, %630 : i1
      %632 = arith.cmpi slt, %622, %c29_i32 : i32
      %633 = arith.andi %631, %632 : i1
      %634 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr -> i32
      %635 = arith.addi %634, %503 overflow<nsw> : i32
      %636 = llvm.getelementptr %85[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %633 {
        %775 = llvm.getelementptr %53[%635] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %636, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %23 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %23[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %23[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %23[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %23[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %23[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %23[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %636 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %637 = llvm.load %252 {alignment = 8 : i64} : !llvm.ptr -> i32
      %638 = arith.divsi %493, %c24_i32 : i32
      %639 = arith.divsi %638, %c3_i32 : i32
      %640 = arith.muli %639, %arg7 : i32
      %641 = arith.addi %637, %640 : i32
      %642 = llvm.load %255 {alignment = 8 : i64} : !llvm.ptr -> i32
      %643 = arith.muli %499, %arg8 : i32
      %644 = arith.addi %642, %643 : i32
      %645 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr -> i8
      %646 = arith.cmpi ne, %645, %c0_i8 : i8
      %647 = arith.andi %646, %514 : i1
      %648 = arith.cmpi sge, %641, %c0_i32 : i32
      %649 = arith.andi %647, %648 : i1
      %650 = arith.cmpi slt, %641, %c29_i32 : i32
      %651 = arith.andi %649, %650 : i1
      %652 = arith.cmpi sge, %644, %c0_i32 : i32
      %653 = arith.andi %651, %652 : i1
      %654 = arith.cmpi slt, %644, %c29_i32 : i32
      %655 = arith.andi %653, %654 : i1
      %656 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> i32
      %657 = arith.addi %656, %503 overflow<nsw> : i32
      %658 = llvm.getelementptr %85[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %655 {
        %775 = llvm.getelementptr %53[%657] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %658, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %22 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %22[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %22[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %22[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %22[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %22[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %22[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %22[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %658 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %659 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr -> i32
      %660 = arith.divsi %493, %c24_i32 : i32
      %661 = arith.divsi %660, %c3_i32 : i32
      %662 = arith.muli %661, %arg7 : i32
      %663 = arith.addi %659, %662 : i32
      %664 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> i32
      %665 = arith.muli %499, %arg8 : i32
      %666 = arith.addi %664, %665 : i32
      %667 = llvm.load %282 {alignment = 1 : i64} : !llvm.ptr -> i8
      %668 = arith.cmpi ne, %667, %c0_i8 : i8
      %669 = arith.andi %668, %514 : i1
      %670 = arith.cmpi sge, %663, %c0_i32 : i32
      %671 = arith.andi %669, %670 : i1
      %672 = arith.cmpi slt, %663, %c29_i32 : i32
      %673 = arith.andi %671, %672 : i1
      %674 = arith.cmpi sge, %666, %c0_i32 : i32
      %675 = arith.andi %673, %674 : i1
      %676 = arith.cmpi slt, %666, %c29_i32 : i32
      %677 = arith.andi %675, %676 : i1
      %678 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr -> i32
      %679 = arith.addi %678, %503 overflow<nsw> : i32
      %680 = llvm.getelementptr %85[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %677 {
        %775 = llvm.getelementptr %53[%679] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        %776 = llvm.ptrtoint %775 : !llvm.ptr<1> to i64
        %777 = arith.addi %776, %c15_i64 : i64
        %778 = arith.andi %777, %c-16_i64 : i64
        %779 = llvm.inttoptr %778 : i64 to !llvm.ptr<1>
        llvm.intr.assume %true ["align"(%779, %c16_i64 : !llvm.ptr<1>, i64)] : i1
        nvvm.cp.async.shared.global %680, %779, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %21 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %21 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %680 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %681 = arith.addi %471, %493 overflow<nsw> : i32
      %682 = arith.andi %473, %514 : i1
      %683 = llvm.getelementptr %86[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %682 {
        %775 = llvm.getelementptr %54[%681] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %683, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %20 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %20[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %20[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %20[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %20[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %20[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %20 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %683 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %684 = arith.addi %476, %493 overflow<nsw> : i32
      %685 = arith.andi %478, %514 : i1
      %686 = llvm.getelementptr %86[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %685 {
        %775 = llvm.getelementptr %54[%684] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %686, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %19 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %19[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %19[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %19[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %19[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %686 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %687 = arith.addi %482, %493 overflow<nsw> : i32
      %688 = arith.andi %484, %514 : i1
      %689 = llvm.getelementptr %86[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %688 {
        %775 = llvm.getelementptr %54[%687] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %689, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %18 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %18[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %18[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %18[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %18[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %18 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %689 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      %690 = arith.addi %488, %493 overflow<nsw> : i32
      %691 = arith.andi %490, %514 : i1
      %692 = llvm.getelementptr %86[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      scf.if %691 {
        %775 = llvm.getelementptr %54[%690] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
        nvvm.cp.async.shared.global %692, %775, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      } else {
        llvm.store %cst_0, %17 {alignment = 32 : i64} : f16, !llvm.ptr
        %775 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %775 {alignment = 2 : i64} : f16, !llvm.ptr
        %776 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %776 {alignment = 4 : i64} : f16, !llvm.ptr
        %777 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %777 {alignment = 2 : i64} : f16, !llvm.ptr
        %778 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %778 {alignment = 8 : i64} : f16, !llvm.ptr
        %779 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %779 {alignment = 2 : i64} : f16, !llvm.ptr
        %780 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %780 {alignment = 4 : i64} : f16, !llvm.ptr
        %781 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, f16
        llvm.store %cst_0, %781 {alignment = 2 : i64} : f16, !llvm.ptr
        %782 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
        llvm.store %782, %692 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      }
      nvvm.cp.async.commit.group
      %693 = arith.remsi %66, %c32_i32 : i32
      %694 = arith.divsi %66, %c32_i32 : i32
      %695 = arith.remsi %694, %c2_i32 : i32
      %696 = arith.divsi %66, %c64_i32 : i32
      %697 = arith.remsi %696, %c2_i32 : i32
      %698 = arith.remsi %693, %c32_i32 : i32
      %699 = arith.remsi %695, %c2_i32 : i32
      %700 = arith.remsi %697, %c2_i32 : i32
      %701 = arith.divsi %698, %c4_i32 : i32
      %702 = arith.remsi %698, %c4_i32 : i32
      %703 = arith.muli %702, %c2_i32 overflow<nsw> : i32
      %704 = arith.muli %701, %c72_i32 overflow<nsw> : i32
      %705 = arith.addi %703, %704 overflow<nsw> : i32
      %706 = arith.muli %699, %c1152_i32 overflow<nsw> : i32
      %707 = arith.muli %700, %c8_i32 overflow<nsw> : i32
      %708 = arith.addi %706, %707 overflow<nsw> : i32
      %709 = arith.addi %705, %708 overflow<nsw> : i32
      %710 = llvm.getelementptr %70[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %cst, %14 {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr
      %711 = arith.divsi %66, %c16_i32 : i32
      %712 = arith.remsi %66, %c16_i32 : i32
      %713 = arith.remsi %712, %c8_i32 : i32
      %714 = arith.muli %713, %c64_i32 overflow<nsw> : i32
      %715 = arith.remsi %711, %c2_i32 : i32
      %716 = arith.muli %715, %c8_i32 overflow<nsw> : i32
      %717 = arith.addi %714, %716 overflow<nsw> : i32
      %718 = arith.divsi %712, %c8_i32 : i32
      %719 = arith.muli %718, %c512_i32 overflow<nsw> : i32
      %720 = arith.divsi %711, %c2_i32 : i32
      %721 = arith.remsi %720, %c2_i32 : i32
      %722 = arith.muli %721, %c1024_i32 overflow<nsw> : i32
      %723 = arith.addi %719, %722 overflow<nsw> : i32
      %724 = arith.andi %717, %c128_i32 : i32
      %725 = arith.cmpi eq, %724, %c0_i32 : i32
      %726 = arith.select %725, %c16_i32, %c-16_i32 : i32
      %727 = arith.andi %717, %c256_i32 : i32
      %728 = arith.cmpi eq, %727, %c0_i32 : i32
      %729 = arith.select %728, %c32_i32, %c-32_i32 : i32
      %730 = arith.andi %717, %c448_i32 : i32
      %731 = arith.shrui %730, %c3_i32 : i32
      %732 = arith.xori %717, %731 : i32
      %733 = arith.addi %732, %723 overflow<nsw> : i32
      %734 = llvm.getelementptr %49[%733] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %735 = arith.muli %74, %c64_i32 overflow<nsw> : i32
      %736 = arith.remsi %73, %c2_i32 : i32
      %737 = arith.muli %736, %c8_i32 overflow<nsw> : i32
      %738 = arith.addi %735, %737 overflow<nsw> : i32
      %739 = arith.divsi %73, %c2_i32 : i32
      %740 = arith.divsi %739, %c2_i32 : i32
      %741 = arith.remsi %739, %c2_i32 : i32
      %742 = arith.muli %741, %c1024_i32 overflow<nsw> : i32
      %743 = arith.divsi %740, %c2_i32 : i32
      %744 = arith.muli %743, %c512_i32 overflow<nsw> : i32
      %745 = arith.addi %742, %744 overflow<nsw> : i32
      %746 = arith.andi %738, %c128_i32 : i32
      %747 = arith.cmpi eq, %746, %c0_i32 : i32
      %748 = arith.select %747, %c16_i32, %c-16_i32 : i32
      %749 = arith.andi %738, %c256_i32 : i32
      %750 = arith.cmpi eq, %749, %c0_i32 : i32
      %751 = arith.select %750, %c32_i32, %c-32_i32 : i32
      %752 = arith.andi %738, %c448_i32 : i32
      %753 = arith.shrui %752, %c3_i32 : i32
      %754 = arith.xori %738, %753 : i32
      %755 = arith.addi %754, %745 overflow<nsw> : i32
      %756 = llvm.getelementptr %52[%755] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
        %775 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %776 = llvm.getelementptr %734[%775] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %777 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %778 = llvm.getelementptr %16[%777] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %779 = nvvm.ldmatrix %776 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %780 = llvm.extractvalue %779[0] : !llvm_struct_a37b2a
        %781 = llvm.extractvalue %779[1] : !llvm_struct_a37b2a
        %782 = llvm.extractvalue %779[2] : !llvm_struct_a37b2a
        %783 = llvm.extractvalue %779[3] : !llvm_struct_a37b2a
        llvm.store %780, %778 {alignment = 4 : i64} : i32, !llvm.ptr
        %784 = llvm.getelementptr %778[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %781, %784 {alignment = 4 : i64} : i32, !llvm.ptr
        %785 = llvm.getelementptr %778[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %782, %785 {alignment = 4 : i64} : i32, !llvm.ptr
        %786 = llvm.getelementptr %778[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %783, %786 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      scf.for %arg9 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
        %775 = arith.muli %arg9, %c2048_i32 overflow<nsw> : i32
        %776 = llvm.getelementptr %756[%775] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        %777 = arith.muli %arg9, %c8_i32 overflow<nsw> : i32
        %778 = llvm.getelementptr %15[%777] : (!llvm.ptr, i32) -> !llvm.ptr, f16
        %779 = nvvm.ldmatrix %776 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
        %780 = llvm.extractvalue %779[0] : !llvm_struct_a37b2a
        %781 = llvm.extractvalue %779[1] : !llvm_struct_a37b2a
        %782 = llvm.extractvalue %779[2] : !llvm_struct_a37b2a
        %783 = llvm.extractvalue %779[3] : !llvm_struct_a37b2a
        llvm.store %780, %778 {alignment = 4 : i64} : i32, !llvm.ptr
        %784 = llvm.getelementptr %778[1] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %781, %784 {alignment = 4 : i64} : i32, !llvm.ptr
        %785 = llvm.getelementptr %778[2] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %782, %785 {alignment = 4 : i64} : i32, !llvm.ptr
        %786 = llvm.getelementptr %778[3] : (!llvm.ptr) -> !llvm.ptr, i32
        llvm.store %783, %786 {alignment = 4 : i64} : i32, !llvm.ptr
      } {loop_annotation = #loop_annotation}
      %757 = llvm.getelementptr %16[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %758 = llvm.getelementptr %15[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %759 = llvm.getelementptr %16[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %760 = llvm.getelementptr %15[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %761 = arith.addi %726, %729 overflow<nsw> : i32
      %762 = llvm.getelementptr %16[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %763 = arith.addi %748, %751 overflow<nsw> : i32
      %764 = llvm.getelementptr %15[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %765:2 = scf.for %arg9 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg10 = %c2_i32, %arg11 = %c0_i32) -> (i32, i32)  : i32 {
        %775 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %776 = arith.addi %726, %775 overflow<nsw> : i32
        %777 = llvm.getelementptr %734[%776] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %777[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %757[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %778 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %779 = arith.addi %748, %778 overflow<nsw> : i32
        %780 = llvm.getelementptr %756[%779] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %780[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %758[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %781 = arith.addi %arg9, %c2_i32 : i32
        %782 = arith.cmpi slt, %781, %c4_i32 : i32
        scf.if %782 {
          %802 = arith.muli %781, %c64_i32 : i32
          %803 = arith.addi %802, %75 overflow<nsw> : i32
          %804 = arith.divsi %803, %c24_i32 : i32
          %805 = arith.muli %804, %c24_i32 overflow<nsw> : i32
          %806 = arith.subi %803, %805 overflow<nsw> : i32
          %807 = arith.divsi %804, %c3_i32 : i32
          %808 = arith.muli %807, %c3_i32 overflow<nsw> : i32
          %809 = arith.subi %804, %808 overflow<nsw> : i32
          %810 = arith.muli %809, %89 overflow<nsw> : i32
          %811 = arith.addi %806, %810 overflow<nsw> : i32
          %812 = arith.muli %807, %90 overflow<nsw> : i32
          %813 = arith.addi %811, %812 overflow<nsw> : i32
          %814 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> i32
          %815 = arith.divsi %803, %c24_i32 : i32
          %816 = arith.divsi %815, %c3_i32 : i32
          %817 = arith.muli %816, %arg7 : i32
          %818 = arith.addi %814, %817 : i32
          %819 = llvm.load %112 {alignment = 32 : i64} : !llvm.ptr -> i32
          %820 = arith.muli %809, %arg8 : i32
          %821 = arith.addi %819, %820 : i32
          %822 = llvm.load %41 {alignment = 32 : i64} : !llvm.ptr -> i8
          %823 = arith.cmpi ne, %822, %c0_i8 : i8
          %824 = arith.cmpi slt, %803, %c216_i32 : i32
          %825 = arith.andi %823, %824 : i1
          %826 = arith.cmpi sge, %818, %c0_i32 : i32
          %827 = arith.andi %825, %826 : i1
          %828 = arith.cmpi slt, %818, %c29_i32 : i32
          %829 = arith.andi %827, %828 : i1
          %830 = arith.cmpi sge, %821, %c0_i32 : i32
          %831 = arith.andi %829, %830 : i1
          %832 = arith.cmpi slt, %821, %c29_i32 : i32
          %833 = arith.andi %831, %832 : i1
          %834 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> i32
          %835 = arith.addi %834, %813 overflow<nsw> : i32
          %836 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %837 = llvm.getelementptr %85[%836] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %833 {
            %1025 = llvm.getelementptr %53[%835] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %837, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %13 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %13[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %13[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %13[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %13[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %837 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %838 = llvm.load %132 {alignment = 4 : i64} : !llvm.ptr -> i32
          %839 = arith.divsi %803, %c24_i32 : i32
          %840 = arith.divsi %839, %c3_i32 : i32
          %841 = arith.muli %840, %arg7 : i32
          %842 = arith.addi %838, %841 : i32
          %843 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr -> i32
          %844 = arith.muli %809, %arg8 : i32
          %845 = arith.addi %843, %844 : i32
          %846 = llvm.load %138 {alignment = 1 : i64} : !llvm.ptr -> i8
          %847 = arith.cmpi ne, %846, %c0_i8 : i8
          %848 = arith.andi %847, %824 : i1
          %849 = arith.cmpi sge, %842, %c0_i32 : i32
          %850 = arith.andi %848, %849 : i1
          %851 = arith.cmpi slt, %842, %c29_i32 : i32
          %852 = arith.andi %850, %851 : i1
          %853 = arith.cmpi sge, %845, %c0_i32 : i32
          %854 = arith.andi %852, %853 : i1
          %855 = arith.cmpi slt, %845, %c29_i32 : i32
          %856 = arith.andi %854, %855 : i1
          %857 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr -> i32
          %858 = arith.addi %857, %813 overflow<nsw> : i32
          %859 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %860 = arith.addi %859, %c1024_i32 overflow<nsw> : i32
          %861 = llvm.getelementptr %85[%860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %856 {
            %1025 = llvm.getelementptr %53[%858] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %861, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %12 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %12[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %12[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %12[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %12[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %12[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %12 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %861 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %862 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr -> i32
          %863 = arith.divsi %803, %c24_i32 : i32
          %864 = arith.divsi %863, %c3_i32 : i32
          %865 = arith.muli %864, %arg7 : i32
          %866 = arith.addi %862, %865 : i32
          %867 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr -> i32
          %868 = arith.muli %809, %arg8 : i32
          %869 = arith.addi %867, %868 : i32
          %870 = llvm.load %162 {alignment = 2 : i64} : !llvm.ptr -> i8
          %871 = arith.cmpi ne, %870, %c0_i8 : i8
          %872 = arith.andi %871, %824 : i1
          %873 = arith.cmpi sge, %866, %c0_i32 : i32
          %874 = arith.andi %872, %873 : i1
          %875 = arith.cmpi slt, %866, %c29_i32 : i32
          %876 = arith.andi %874, %875 : i1
          %877 = arith.cmpi sge, %869, %c0_i32 : i32
          %878 = arith.andi %876, %877 : i1
          %879 = arith.cmpi slt, %869, %c29_i32 : i32
          %880 = arith.andi %878, %879 : i1
          %881 = llvm.load %153 {alignment = 8 : i64} : !llvm.ptr -> i32
          %882 = arith.addi %881, %813 overflow<nsw> : i32
          %883 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %884 = arith.addi %883, %c2048_i32 overflow<nsw> : i32
          %885 = llvm.getelementptr %85[%884] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %880 {
            %1025 = llvm.getelementptr %53[%882] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %885, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %11 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %11[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %11[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %11[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %11[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %11[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %11[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %11 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %885 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %886 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> i32
          %887 = arith.divsi %803, %c24_i32 : i32
          %888 = arith.divsi %887, %c3_i32 : i32
          %889 = arith.muli %888, %arg7 : i32
          %890 = arith.addi %886, %889 : i32
          %891 = llvm.load %183 {alignment = 4 : i64} : !llvm.ptr -> i32
          %892 = arith.muli %809, %arg8 : i32
          %893 = arith.addi %891, %892 : i32
          %894 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
          %895 = arith.cmpi ne, %894, %c0_i8 : i8
          %896 = arith.andi %895, %824 : i1
          %897 = arith.cmpi sge, %890, %c0_i32 : i32
          %898 = arith.andi %896, %897 : i1
          %899 = arith.cmpi slt, %890, %c29_i32 : i32
          %900 = arith.andi %898, %899 : i1
          %901 = arith.cmpi sge, %893, %c0_i32 : i32
          %902 = arith.andi %900, %901 : i1
          %903 = arith.cmpi slt, %893, %c29_i32 : i32
          %904 = arith.andi %902, %903 : i1
          %905 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
          %906 = arith.addi %905, %813 overflow<nsw> : i32
          %907 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %908 = arith.addi %907, %c3072_i32 overflow<nsw> : i32
          %909 = llvm.getelementptr %85[%908] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %904 {
            %1025 = llvm.getelementptr %53[%906] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %909, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %10 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %10[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %10[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %10[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %10[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %10[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %10[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %909 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %910 = llvm.load %204 {alignment = 16 : i64} : !llvm.ptr -> i32
          %911 = arith.divsi %803, %c24_i32 : i32
          %912 = arith.divsi %911, %c3_i32 : i32
          %913 = arith.muli %912, %arg7 : i32
          %914 = arith.addi %910, %913 : i32
          %915 = llvm.load %207 {alignment = 16 : i64} : !llvm.ptr -> i32
          %916 = arith.muli %809, %arg8 : i32
          %917 = arith.addi %915, %916 : i32
          %918 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i8
          %919 = arith.cmpi ne, %918, %c0_i8 : i8
          %920 = arith.andi %919, %824 : i1
          %921 = arith.cmpi sge, %914, %c0_i32 : i32
          %922 = arith.andi %920, %921 : i1
          %923 = arith.cmpi slt, %914, %c29_i32 : i32
          %924 = arith.andi %922, %923 : i1
          %925 = arith.cmpi sge, %917, %c0_i32 : i32
          %926 = arith.andi %924, %925 : i1
          %927 = arith.cmpi slt, %917, %c29_i32 : i32
          %928 = arith.andi %926, %927 : i1
          %929 = llvm.load %201 {alignment = 16 : i64} : !llvm.ptr -> i32
          %930 = arith.addi %929, %813 overflow<nsw> : i32
          %931 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %932 = arith.addi %931, %c4096_i32 overflow<nsw> : i32
          %933 = llvm.getelementptr %85[%932] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %928 {
            %1025 = llvm.getelementptr %53[%930] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %933, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %9 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %9[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %9[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %9[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %9[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %9[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %9[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %933 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %934 = llvm.load %228 {alignment = 4 : i64} : !llvm.ptr -> i32
          %935 = arith.divsi %803, %c24_i32 : i32
          %936 = arith.divsi %935, %c3_i32 : i32
          %937 = arith.muli %936, %arg7 : i32
          %938 = arith.addi %934, %937 : i32
          %939 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
          %940 = arith.muli %809, %arg8 : i32
          %941 = arith.addi %939, %940 : i32
          %942 = llvm.load %234 {alignment = 1 : i64} : !llvm.ptr -> i8
          %943 = arith.cmpi ne, %942, %c0_i8 : i8
          %944 = arith.andi %943, %824 : i1
          %945 = arith.cmpi sge, %938, %c0_i32 : i32
          %946 = arith.andi %944, %945 : i1
          %947 = arith.cmpi slt, %938, %c29_i32 : i32
          %948 = arith.andi %946, %947 : i1
          %949 = arith.cmpi sge, %941, %c0_i32 : i32
          %950 = arith.andi %948, %949 : i1
          %951 = arith.cmpi slt, %941, %c29_i32 : i32
          %952 = arith.andi %950, %951 : i1
          %953 = llvm.load %225 {alignment = 4 : i64} : !llvm.ptr -> i32
          %954 = arith.addi %953, %813 overflow<nsw> : i32
          %955 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %956 = arith.addi %955, %c5120_i32 overflow<nsw> : i32
          %957 = llvm.getelementptr %85[%956] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %952 {
            %1025 = llvm.getelementptr %53[%954] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %957, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %8 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %8[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %8[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %8[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %8[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %8[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %8[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %8[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %957 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %958 = llvm.load %252 {alignment = 8 : i64} : !llvm.ptr -> i32
          %959 = arith.divsi %803, %c24_i32 : i32
          %960 = arith.divsi %959, %c3_i32 : i32
          %961 = arith.muli %960, %arg7 : i32
          %962 = arith.addi %958, %961 : i32
          %963 = llvm.load %255 {alignment = 8 : i64} : !llvm.ptr -> i32
          %964 = arith.muli %809, %arg8 : i32
          %965 = arith.addi %963, %964 : i32
          %966 = llvm.load %258 {alignment = 2 : i64} : !llvm.ptr -> i8
          %967 = arith.cmpi ne, %966, %c0_i8 : i8
          %968 = arith.andi %967, %824 : i1
          %969 = arith.cmpi sge, %962, %c0_i32 : i32
          %970 = arith.andi %968, %969 : i1
          %971 = arith.cmpi slt, %962, %c29_i32 : i32
          %972 = arith.andi %970, %971 : i1
          %973 = arith.cmpi sge, %965, %c0_i32 : i32
          %974 = arith.andi %972, %973 : i1
          %975 = arith.cmpi slt, %965, %c29_i32 : i32
          %976 = arith.andi %974, %975 : i1
          %977 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr -> i32
          %978 = arith.addi %977, %813 overflow<nsw> : i32
          %979 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %980 = arith.addi %979, %c6144_i32 overflow<nsw> : i32
          %981 = llvm.getelementptr %85[%980] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %976 {
            %1025 = llvm.getelementptr %53[%978] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %981, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %7 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %7[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %7[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %7[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %7[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %7[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %7[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %7 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %981 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %982 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr -> i32
          %983 = arith.divsi %803, %c24_i32 : i32
          %984 = arith.divsi %983, %c3_i32 : i32
          %985 = arith.muli %984, %arg7 : i32
          %986 = arith.addi %982, %985 : i32
          %987 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> i32
          %988 = arith.muli %809, %arg8 : i32
          %989 = arith.addi %987, %988 : i32
          %990 = llvm.load %282 {alignment = 1 : i64} : !llvm.ptr -> i8
          %991 = arith.cmpi ne, %990, %c0_i8 : i8
          %992 = arith.andi %991, %824 : i1
          %993 = arith.cmpi sge, %986, %c0_i32 : i32
          %994 = arith.andi %992, %993 : i1
          %995 = arith.cmpi slt, %986, %c29_i32 : i32
          %996 = arith.andi %994, %995 : i1
          %997 = arith.cmpi sge, %989, %c0_i32 : i32
          %998 = arith.andi %996, %997 : i1
          %999 = arith.cmpi slt, %989, %c29_i32 : i32
          %1000 = arith.andi %998, %999 : i1
          %1001 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr -> i32
          %1002 = arith.addi %1001, %813 overflow<nsw> : i32
          %1003 = arith.muli %arg10, %c8192_i32 overflow<nsw> : i32
          %1004 = arith.addi %1003, %c7168_i32 overflow<nsw> : i32
          %1005 = llvm.getelementptr %85[%1004] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1000 {
            %1025 = llvm.getelementptr %53[%1002] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1005, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %6 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %6[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %6[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %6[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %6[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %6[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %6[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %1005 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1006 = arith.addi %471, %803 overflow<nsw> : i32
          %1007 = arith.andi %473, %824 : i1
          %1008 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %1009 = llvm.getelementptr %86[%1008] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1007 {
            %1025 = llvm.getelementptr %54[%1006] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1009, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %5 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %5[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %5[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %5[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %5[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %5[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %5[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %1009 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1010 = arith.addi %476, %803 overflow<nsw> : i32
          %1011 = arith.andi %478, %824 : i1
          %1012 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %1013 = arith.addi %1012, %c1024_i32 overflow<nsw> : i32
          %1014 = llvm.getelementptr %86[%1013] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1011 {
            %1025 = llvm.getelementptr %54[%1010] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1014, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %4 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %4[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %4[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %4[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %4[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %4 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %1014 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1015 = arith.addi %482, %803 overflow<nsw> : i32
          %1016 = arith.andi %484, %824 : i1
          %1017 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %1018 = arith.addi %1017, %c2048_i32 overflow<nsw> : i32
          %1019 = llvm.getelementptr %86[%1018] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1016 {
            %1025 = llvm.getelementptr %54[%1015] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1019, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %3 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %3[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %3[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %3[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %3[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %3[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %1019 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
          %1020 = arith.addi %488, %803 overflow<nsw> : i32
          %1021 = arith.andi %490, %824 : i1
          %1022 = arith.muli %arg10, %c4096_i32 overflow<nsw> : i32
          %1023 = arith.addi %1022, %c3072_i32 overflow<nsw> : i32
          %1024 = llvm.getelementptr %86[%1023] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          scf.if %1021 {
            %1025 = llvm.getelementptr %54[%1020] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
            %1026 = llvm.ptrtoint %1025 : !llvm.ptr<1> to i64
            %1027 = arith.addi %1026, %c15_i64 : i64
            %1028 = arith.andi %1027, %c-16_i64 : i64
            %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
            llvm.intr.assume %true ["align"(%1029, %c16_i64 : !llvm.ptr<1>, i64)] : i1
            nvvm.cp.async.shared.global %1024, %1029, 16, cache = cg, %c16_i32 : !llvm.ptr<3>, !llvm.ptr<1>, i32
          } else {
            llvm.store %cst_0, %2 {alignment = 32 : i64} : f16, !llvm.ptr
            %1025 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1025 {alignment = 2 : i64} : f16, !llvm.ptr
            %1026 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1026 {alignment = 4 : i64} : f16, !llvm.ptr
            %1027 = llvm.getelementptr %2[3] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1027 {alignment = 2 : i64} : f16, !llvm.ptr
            %1028 = llvm.getelementptr %2[4] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1028 {alignment = 8 : i64} : f16, !llvm.ptr
            %1029 = llvm.getelementptr %2[5] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1029 {alignment = 2 : i64} : f16, !llvm.ptr
            %1030 = llvm.getelementptr %2[6] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1030 {alignment = 4 : i64} : f16, !llvm.ptr
            %1031 = llvm.getelementptr %2[7] : (!llvm.ptr) -> !llvm.ptr, f16
            llvm.store %cst_0, %1031 {alignment = 2 : i64} : f16, !llvm.ptr
            %1032 = llvm.load %2 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
            llvm.store %1032, %1024 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
          }
        }
        nvvm.cp.async.commit.group
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %16[%802] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %804 = llvm.getelementptr %803[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %805 = llvm.getelementptr %803[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %806 = llvm.getelementptr %803[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %807 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %808 = llvm.getelementptr %15[%807] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %809 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %810 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %811 = arith.addi %809, %810 overflow<nsw> : i32
            %812 = llvm.getelementptr %14[%811] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %813 = llvm.load %803 : !llvm.ptr -> vector<2xf16>
            %814 = llvm.load %804 : !llvm.ptr -> vector<2xf16>
            %815 = llvm.load %805 : !llvm.ptr -> vector<2xf16>
            %816 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %817 = llvm.load %808 : !llvm.ptr -> vector<2xf16>
            %818 = llvm.getelementptr %808[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %819 = llvm.load %818 : !llvm.ptr -> vector<2xf16>
            %820 = llvm.load %812 : !llvm.ptr -> vector<4xf32>
            %821:4 = vector.to_elements %820 : vector<4xf32>
            %822 = nvvm.mma.sync A[%813, %814, %815, %816]  B[%817, %819]  C[%821#0, %821#1, %821#2, %821#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %823 = llvm.extractvalue %822[0] : !llvm_struct_687153
            %824 = llvm.extractvalue %822[1] : !llvm_struct_687153
            %825 = llvm.extractvalue %822[2] : !llvm_struct_687153
            %826 = llvm.extractvalue %822[3] : !llvm_struct_687153
            %827 = vector.from_elements %823, %824, %825, %826 : vector<4xf32>
            llvm.store %827, %812 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %783 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %784 = arith.addi %729, %783 overflow<nsw> : i32
        %785 = llvm.getelementptr %734[%784] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %785[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %759[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %786 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %787 = arith.addi %751, %786 overflow<nsw> : i32
        %788 = llvm.getelementptr %756[%787] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %788[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %760[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %757[%802] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %804 = llvm.getelementptr %803[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %805 = llvm.getelementptr %803[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %806 = llvm.getelementptr %803[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %807 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %808 = llvm.getelementptr %758[%807] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %809 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %810 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %811 = arith.addi %809, %810 overflow<nsw> : i32
            %812 = llvm.getelementptr %14[%811] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %813 = llvm.load %803 : !llvm.ptr -> vector<2xf16>
            %814 = llvm.load %804 : !llvm.ptr -> vector<2xf16>
            %815 = llvm.load %805 : !llvm.ptr -> vector<2xf16>
            %816 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %817 = llvm.load %808 : !llvm.ptr -> vector<2xf16>
            %818 = llvm.getelementptr %808[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %819 = llvm.load %818 : !llvm.ptr -> vector<2xf16>
            %820 = llvm.load %812 : !llvm.ptr -> vector<4xf32>
            %821:4 = vector.to_elements %820 : vector<4xf32>
            %822 = nvvm.mma.sync A[%813, %814, %815, %816]  B[%817, %819]  C[%821#0, %821#1, %821#2, %821#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %823 = llvm.extractvalue %822[0] : !llvm_struct_687153
            %824 = llvm.extractvalue %822[1] : !llvm_struct_687153
            %825 = llvm.extractvalue %822[2] : !llvm_struct_687153
            %826 = llvm.extractvalue %822[3] : !llvm_struct_687153
            %827 = vector.from_elements %823, %824, %825, %826 : vector<4xf32>
            llvm.store %827, %812 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %789 = arith.muli %arg11, %c8192_i32 overflow<nsw> : i32
        %790 = arith.addi %761, %789 overflow<nsw> : i32
        %791 = llvm.getelementptr %734[%790] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %791[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %762[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %792 = arith.muli %arg11, %c4096_i32 overflow<nsw> : i32
        %793 = arith.addi %763, %792 overflow<nsw> : i32
        %794 = llvm.getelementptr %756[%793] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %794[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %764[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %759[%802] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %804 = llvm.getelementptr %803[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %805 = llvm.getelementptr %803[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %806 = llvm.getelementptr %803[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %807 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %808 = llvm.getelementptr %760[%807] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %809 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %810 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %811 = arith.addi %809, %810 overflow<nsw> : i32
            %812 = llvm.getelementptr %14[%811] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %813 = llvm.load %803 : !llvm.ptr -> vector<2xf16>
            %814 = llvm.load %804 : !llvm.ptr -> vector<2xf16>
            %815 = llvm.load %805 : !llvm.ptr -> vector<2xf16>
            %816 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %817 = llvm.load %808 : !llvm.ptr -> vector<2xf16>
            %818 = llvm.getelementptr %808[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %819 = llvm.load %818 : !llvm.ptr -> vector<2xf16>
            %820 = llvm.load %812 : !llvm.ptr -> vector<4xf32>
            %821:4 = vector.to_elements %820 : vector<4xf32>
            %822 = nvvm.mma.sync A[%813, %814, %815, %816]  B[%817, %819]  C[%821#0, %821#1, %821#2, %821#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %823 = llvm.extractvalue %822[0] : !llvm_struct_687153
            %824 = llvm.extractvalue %822[1] : !llvm_struct_687153
            %825 = llvm.extractvalue %822[2] : !llvm_struct_687153
            %826 = llvm.extractvalue %822[3] : !llvm_struct_687153
            %827 = vector.from_elements %823, %824, %825, %826 : vector<4xf32>
            llvm.store %827, %812 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        %795 = arith.addi %arg11, %c1_i32 : i32
        %796 = arith.cmpi eq, %795, %c3_i32 : i32
        %797 = arith.select %796, %c0_i32, %795 : i32
        nvvm.cp.async.wait.group 1
        nvvm.barrier
        %798 = arith.muli %797, %c8192_i32 overflow<nsw> : i32
        %799 = llvm.getelementptr %734[%798] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %799[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %16[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        %800 = arith.muli %797, %c4096_i32 overflow<nsw> : i32
        %801 = llvm.getelementptr %756[%800] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
        scf.for %arg12 = %c0_i32 to %c2_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c2048_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %801[%802] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
          %804 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %805 = llvm.getelementptr %15[%804] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %806 = nvvm.ldmatrix %803 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
          %807 = llvm.extractvalue %806[0] : !llvm_struct_a37b2a
          %808 = llvm.extractvalue %806[1] : !llvm_struct_a37b2a
          %809 = llvm.extractvalue %806[2] : !llvm_struct_a37b2a
          %810 = llvm.extractvalue %806[3] : !llvm_struct_a37b2a
          llvm.store %807, %805 {alignment = 4 : i64} : i32, !llvm.ptr
          %811 = llvm.getelementptr %805[1] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %808, %811 {alignment = 4 : i64} : i32, !llvm.ptr
          %812 = llvm.getelementptr %805[2] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %809, %812 {alignment = 4 : i64} : i32, !llvm.ptr
          %813 = llvm.getelementptr %805[3] : (!llvm.ptr) -> !llvm.ptr, i32
          llvm.store %810, %813 {alignment = 4 : i64} : i32, !llvm.ptr
        } {loop_annotation = #loop_annotation}
        scf.for %arg12 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
          %802 = arith.muli %arg12, %c8_i32 overflow<nsw> : i32
          %803 = llvm.getelementptr %762[%802] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %804 = llvm.getelementptr %803[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %805 = llvm.getelementptr %803[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          %806 = llvm.getelementptr %803[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
          scf.for %arg13 = %c0_i32 to %c4_i32 step %c1_i32  : i32 {
            %807 = arith.muli %arg13, %c4_i32 overflow<nsw> : i32
            %808 = llvm.getelementptr %764[%807] : (!llvm.ptr, i32) -> !llvm.ptr, f16
            %809 = arith.muli %arg12, %c4_i32 overflow<nsw> : i32
            %810 = arith.muli %arg13, %c16_i32 overflow<nsw> : i32
            %811 = arith.addi %809, %810 overflow<nsw> : i32
            %812 = llvm.getelementptr %14[%811] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            %813 = llvm.load %803 : !llvm.ptr -> vector<2xf16>
            %814 = llvm.load %804 : !llvm.ptr -> vector<2xf16>
            %815 = llvm.load %805 : !llvm.ptr -> vector<2xf16>
            %816 = llvm.load %806 : !llvm.ptr -> vector<2xf16>
            %817 = llvm.load %808 : !llvm.ptr -> vector<2xf16>
            %818 = llvm.getelementptr %808[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
            %819 = llvm.load %818 : !llvm.ptr -> vector<2xf16>
            %820 = llvm.load %812 : !llvm.ptr -> vector<4xf32>
            %821:4 = vector.to_elements %820 : vector<4xf32>
            %822 = nvvm.mma.sync A[%813, %814, %815, %816]  B[%817, %819]  C[%821#0, %821#1, %821#2, %821#3]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
            %823 = llvm.extractvalue %822[0] : !llvm_struct_687153
            %824 = llvm.extractvalue %822[1] : !llvm_struct_687153
            %825 = llvm.extractvalue %822[2] : !llvm_struct_687153
            %826 = llvm.extractvalue %822[3] : !llvm_struct_687153
            %827 = vector.from_elements %823, %824, %825, %826 : vector<4xf32>
            llvm.store %827, %812 : vector<4xf32>, !llvm.ptr
          } {loop_annotation = #loop_annotation}
        } {loop_annotation = #loop_annotation}
        scf.yield %arg11, %797 : i32, i32
      }
      nvvm.cp.async.wait.group 0
      %766 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<64xf32>
      %767 = arith.truncf %766 : vector<64xf32> to vector<64xf16>
      llvm.store %767, %1 {alignment = 32 : i64} : vector<64xf16>, !llvm.ptr
      %768 = arith.addi %64, %c1_i32 : i32
      %769 = arith.muli %768, %c128_i32 : i32
      %770 = arith.cmpi sle, %769, %c450_i32 : i32
      %771 = arith.addi %65, %c1_i32 : i32
      %772 = arith.muli %771, %c64_i32 : i32
      %773 = arith.cmpi sle, %772, %c72_i32 : i32
      %774 = arith.andi %770, %773 : i1
      scf.if %774 {
        %775 = arith.remsi %c0_i32, %c2_i32 : i32
        %776 = arith.divsi %c0_i32, %c2_i32 : i32
        %777:2 = scf.for %arg9 = %c0_i32 to %c32_i32 step %c1_i32 iter_args(%arg10 = %775, %arg11 = %776) -> (i32, i32)  : i32 {
          %778 = arith.muli %arg9, %c2_i32 overflow<nsw> : i32
          %779 = llvm.getelementptr %1[%778] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %780 = arith.remsi %arg9, %c2_i32 : i32
          %781 = arith.muli %780, %c576_i32 overflow<nsw> : i32
          %782 = arith.divsi %arg11, %c4_i32 : i32
          %783 = arith.remsi %arg11, %c4_i32 : i32
          %784 = arith.muli %783, %c2304_i32 overflow<nsw> : i32
          %785 = arith.addi %781, %784 overflow<nsw> : i32
          %786 = arith.muli %782, %c16_i32 overflow<nsw> : i32
          %787 = arith.addi %785, %786 overflow<nsw> : i32
          %788 = llvm.getelementptr %710[%787] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
          %789 = llvm.load %779 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
          llvm.store %789, %788 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
          %790 = arith.addi %arg10, %c1_i32 : i32
          %791 = arith.cmpi eq, %790, %c2_i32 : i32
          %792 = arith.select %791, %c0_i32, %790 : i32
          %793 = arith.addi %arg10, %c1_i32 : i32
          %794 = arith.addi %arg11, %c1_i32 : i32
          %795 = arith.cmpi eq, %793, %c2_i32 : i32
          %796 = arith.select %795, %794, %arg11 : i32
          scf.yield %792, %796 : i32, i32
        } {loop_annotation = #loop_annotation}
      } else {
        %775 = arith.muli %699, %c16_i32 overflow<nsw> : i32
        %776 = arith.addi %701, %775 overflow<nsw> : i32
        %777 = arith.addi %703, %707 overflow<nsw> : i32
        %778 = arith.addi %71, %776 overflow<nsw> : i32
        %779 = arith.addi %72, %777 overflow<nsw> : i32
        %780 = arith.cmpi slt, %778, %c450_i32 : i32
        %781 = arith.cmpi slt, %779, %c72_i32 : i32
        %782 = arith.andi %780, %781 : i1
        scf.if %782 {
          %1084 = llvm.load %1 {alignment = 32 : i64} : !llvm.ptr -> f16
          llvm.store %1084, %710 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %783 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %784 = arith.cmpi slt, %778, %c450_i32 : i32
        %785 = arith.cmpi slt, %783, %c72_i32 : i32
        %786 = arith.andi %784, %785 : i1
        scf.if %786 {
          %1084 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %787 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %788 = arith.cmpi slt, %787, %c450_i32 : i32
        %789 = arith.cmpi slt, %779, %c72_i32 : i32
        %790 = arith.andi %788, %789 : i1
        scf.if %790 {
          %1084 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %791 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %792 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %793 = arith.cmpi slt, %791, %c450_i32 : i32
        %794 = arith.cmpi slt, %792, %c72_i32 : i32
        %795 = arith.andi %793, %794 : i1
        scf.if %795 {
          %1084 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %796 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %797 = arith.cmpi slt, %796, %c450_i32 : i32
        %798 = arith.cmpi slt, %779, %c72_i32 : i32
        %799 = arith.andi %797, %798 : i1
        scf.if %799 {
          %1084 = llvm.getelementptr %1[4] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %800 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %801 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %802 = arith.cmpi slt, %800, %c450_i32 : i32
        %803 = arith.cmpi slt, %801, %c72_i32 : i32
        %804 = arith.andi %802, %803 : i1
        scf.if %804 {
          %1084 = llvm.getelementptr %1[5] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %805 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %806 = arith.cmpi slt, %805, %c450_i32 : i32
        %807 = arith.cmpi slt, %779, %c72_i32 : i32
        %808 = arith.andi %806, %807 : i1
        scf.if %808 {
          %1084 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %809 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %810 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %811 = arith.cmpi slt, %809, %c450_i32 : i32
        %812 = arith.cmpi slt, %810, %c72_i32 : i32
        %813 = arith.andi %811, %812 : i1
        scf.if %813 {
          %1084 = llvm.getelementptr %1[7] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %814 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %815 = arith.cmpi slt, %814, %c450_i32 : i32
        %816 = arith.cmpi slt, %779, %c72_i32 : i32
        %817 = arith.andi %815, %816 : i1
        scf.if %817 {
          %1084 = llvm.getelementptr %1[8] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %818 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %819 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %820 = arith.cmpi slt, %818, %c450_i32 : i32
        %821 = arith.cmpi slt, %819, %c72_i32 : i32
        %822 = arith.andi %820, %821 : i1
        scf.if %822 {
          %1084 = llvm.getelementptr %1[9] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %823 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %824 = arith.cmpi slt, %823, %c450_i32 : i32
        %825 = arith.cmpi slt, %779, %c72_i32 : i32
        %826 = arith.andi %824, %825 : i1
        scf.if %826 {
          %1084 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %827 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %828 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %829 = arith.cmpi slt, %827, %c450_i32 : i32
        %830 = arith.cmpi slt, %828, %c72_i32 : i32
        %831 = arith.andi %829, %830 : i1
        scf.if %831 {
          %1084 = llvm.getelementptr %1[11] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %832 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %833 = arith.cmpi slt, %832, %c450_i32 : i32
        %834 = arith.cmpi slt, %779, %c72_i32 : i32
        %835 = arith.andi %833, %834 : i1
        scf.if %835 {
          %1084 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %836 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %837 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %838 = arith.cmpi slt, %836, %c450_i32 : i32
        %839 = arith.cmpi slt, %837, %c72_i32 : i32
        %840 = arith.andi %838, %839 : i1
        scf.if %840 {
          %1084 = llvm.getelementptr %1[13] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %841 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %842 = arith.cmpi slt, %841, %c450_i32 : i32
        %843 = arith.cmpi slt, %779, %c72_i32 : i32
        %844 = arith.andi %842, %843 : i1
        scf.if %844 {
          %1084 = llvm.getelementptr %1[14] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %845 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %846 = arith.addi %779, %c1_i32 overflow<nsw> : i32
        %847 = arith.cmpi slt, %845, %c450_i32 : i32
        %848 = arith.cmpi slt, %846, %c72_i32 : i32
        %849 = arith.andi %847, %848 : i1
        scf.if %849 {
          %1084 = llvm.getelementptr %1[15] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %850 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %851 = arith.cmpi slt, %778, %c450_i32 : i32
        %852 = arith.cmpi slt, %850, %c72_i32 : i32
        %853 = arith.andi %851, %852 : i1
        scf.if %853 {
          %1084 = llvm.getelementptr %1[16] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %854 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %855 = arith.cmpi slt, %778, %c450_i32 : i32
        %856 = arith.cmpi slt, %854, %c72_i32 : i32
        %857 = arith.andi %855, %856 : i1
        scf.if %857 {
          %1084 = llvm.getelementptr %1[17] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %858 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %859 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %860 = arith.cmpi slt, %858, %c450_i32 : i32
        %861 = arith.cmpi slt, %859, %c72_i32 : i32
        %862 = arith.andi %860, %861 : i1
        scf.if %862 {
          %1084 = llvm.getelementptr %1[18] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %863 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %864 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %865 = arith.cmpi slt, %863, %c450_i32 : i32
        %866 = arith.cmpi slt, %864, %c72_i32 : i32
        %867 = arith.andi %865, %866 : i1
        scf.if %867 {
          %1084 = llvm.getelementptr %1[19] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %868 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %869 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %870 = arith.cmpi slt, %868, %c450_i32 : i32
        %871 = arith.cmpi slt, %869, %c72_i32 : i32
        %872 = arith.andi %870, %871 : i1
        scf.if %872 {
          %1084 = llvm.getelementptr %1[20] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %873 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %874 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %875 = arith.cmpi slt, %873, %c450_i32 : i32
        %876 = arith.cmpi slt, %874, %c72_i32 : i32
        %877 = arith.andi %875, %876 : i1
        scf.if %877 {
          %1084 = llvm.getelementptr %1[21] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %878 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %879 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %880 = arith.cmpi slt, %878, %c450_i32 : i32
        %881 = arith.cmpi slt, %879, %c72_i32 : i32
        %882 = arith.andi %880, %881 : i1
        scf.if %882 {
          %1084 = llvm.getelementptr %1[22] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %883 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %884 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %885 = arith.cmpi slt, %883, %c450_i32 : i32
        %886 = arith.cmpi slt, %884, %c72_i32 : i32
        %887 = arith.andi %885, %886 : i1
        scf.if %887 {
          %1084 = llvm.getelementptr %1[23] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %888 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %889 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %890 = arith.cmpi slt, %888, %c450_i32 : i32
        %891 = arith.cmpi slt, %889, %c72_i32 : i32
        %892 = arith.andi %890, %891 : i1
        scf.if %892 {
          %1084 = llvm.getelementptr %1[24] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %893 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %894 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %895 = arith.cmpi slt, %893, %c450_i32 : i32
        %896 = arith.cmpi slt, %894, %c72_i32 : i32
        %897 = arith.andi %895, %896 : i1
        scf.if %897 {
          %1084 = llvm.getelementptr %1[25] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %898 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %899 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %900 = arith.cmpi slt, %898, %c450_i32 : i32
        %901 = arith.cmpi slt, %899, %c72_i32 : i32
        %902 = arith.andi %900, %901 : i1
        scf.if %902 {
          %1084 = llvm.getelementptr %1[26] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %903 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %904 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %905 = arith.cmpi slt, %903, %c450_i32 : i32
        %906 = arith.cmpi slt, %904, %c72_i32 : i32
        %907 = arith.andi %905, %906 : i1
        scf.if %907 {
          %1084 = llvm.getelementptr %1[27] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %908 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %909 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %910 = arith.cmpi slt, %908, %c450_i32 : i32
        %911 = arith.cmpi slt, %909, %c72_i32 : i32
        %912 = arith.andi %910, %911 : i1
        scf.if %912 {
          %1084 = llvm.getelementptr %1[28] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %913 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %914 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %915 = arith.cmpi slt, %913, %c450_i32 : i32
        %916 = arith.cmpi slt, %914, %c72_i32 : i32
        %917 = arith.andi %915, %916 : i1
        scf.if %917 {
          %1084 = llvm.getelementptr %1[29] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %918 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %919 = arith.addi %779, %c16_i32 overflow<nsw> : i32
        %920 = arith.cmpi slt, %918, %c450_i32 : i32
        %921 = arith.cmpi slt, %919, %c72_i32 : i32
        %922 = arith.andi %920, %921 : i1
        scf.if %922 {
          %1084 = llvm.getelementptr %1[30] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %923 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %924 = arith.addi %779, %c17_i32 overflow<nsw> : i32
        %925 = arith.cmpi slt, %923, %c450_i32 : i32
        %926 = arith.cmpi slt, %924, %c72_i32 : i32
        %927 = arith.andi %925, %926 : i1
        scf.if %927 {
          %1084 = llvm.getelementptr %1[31] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %928 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %929 = arith.cmpi slt, %778, %c450_i32 : i32
        %930 = arith.cmpi slt, %928, %c72_i32 : i32
        %931 = arith.andi %929, %930 : i1
        scf.if %931 {
          %1084 = llvm.getelementptr %1[32] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %932 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %933 = arith.cmpi slt, %778, %c450_i32 : i32
        %934 = arith.cmpi slt, %932, %c72_i32 : i32
        %935 = arith.andi %933, %934 : i1
        scf.if %935 {
          %1084 = llvm.getelementptr %1[33] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %936 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %937 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %938 = arith.cmpi slt, %936, %c450_i32 : i32
        %939 = arith.cmpi slt, %937, %c72_i32 : i32
        %940 = arith.andi %938, %939 : i1
        scf.if %940 {
          %1084 = llvm.getelementptr %1[34] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %941 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %942 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %943 = arith.cmpi slt, %941, %c450_i32 : i32
        %944 = arith.cmpi slt, %942, %c72_i32 : i32
        %945 = arith.andi %943, %944 : i1
        scf.if %945 {
          %1084 = llvm.getelementptr %1[35] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %946 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %947 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %948 = arith.cmpi slt, %946, %c450_i32 : i32
        %949 = arith.cmpi slt, %947, %c72_i32 : i32
        %950 = arith.andi %948, %949 : i1
        scf.if %950 {
          %1084 = llvm.getelementptr %1[36] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %951 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %952 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %953 = arith.cmpi slt, %951, %c450_i32 : i32
        %954 = arith.cmpi slt, %952, %c72_i32 : i32
        %955 = arith.andi %953, %954 : i1
        scf.if %955 {
          %1084 = llvm.getelementptr %1[37] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %956 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %957 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %958 = arith.cmpi slt, %956, %c450_i32 : i32
        %959 = arith.cmpi slt, %957, %c72_i32 : i32
        %960 = arith.andi %958, %959 : i1
        scf.if %960 {
          %1084 = llvm.getelementptr %1[38] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %961 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %962 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %963 = arith.cmpi slt, %961, %c450_i32 : i32
        %964 = arith.cmpi slt, %962, %c72_i32 : i32
        %965 = arith.andi %963, %964 : i1
        scf.if %965 {
          %1084 = llvm.getelementptr %1[39] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %966 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %967 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %968 = arith.cmpi slt, %966, %c450_i32 : i32
        %969 = arith.cmpi slt, %967, %c72_i32 : i32
        %970 = arith.andi %968, %969 : i1
        scf.if %970 {
          %1084 = llvm.getelementptr %1[40] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %971 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %972 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %973 = arith.cmpi slt, %971, %c450_i32 : i32
        %974 = arith.cmpi slt, %972, %c72_i32 : i32
        %975 = arith.andi %973, %974 : i1
        scf.if %975 {
          %1084 = llvm.getelementptr %1[41] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %976 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %977 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %978 = arith.cmpi slt, %976, %c450_i32 : i32
        %979 = arith.cmpi slt, %977, %c72_i32 : i32
        %980 = arith.andi %978, %979 : i1
        scf.if %980 {
          %1084 = llvm.getelementptr %1[42] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %981 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %982 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %983 = arith.cmpi slt, %981, %c450_i32 : i32
        %984 = arith.cmpi slt, %982, %c72_i32 : i32
        %985 = arith.andi %983, %984 : i1
        scf.if %985 {
          %1084 = llvm.getelementptr %1[43] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %986 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %987 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %988 = arith.cmpi slt, %986, %c450_i32 : i32
        %989 = arith.cmpi slt, %987, %c72_i32 : i32
        %990 = arith.andi %988, %989 : i1
        scf.if %990 {
          %1084 = llvm.getelementptr %1[44] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %991 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %992 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %993 = arith.cmpi slt, %991, %c450_i32 : i32
        %994 = arith.cmpi slt, %992, %c72_i32 : i32
        %995 = arith.andi %993, %994 : i1
        scf.if %995 {
          %1084 = llvm.getelementptr %1[45] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %996 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %997 = arith.addi %779, %c32_i32 overflow<nsw> : i32
        %998 = arith.cmpi slt, %996, %c450_i32 : i32
        %999 = arith.cmpi slt, %997, %c72_i32 : i32
        %1000 = arith.andi %998, %999 : i1
        scf.if %1000 {
          %1084 = llvm.getelementptr %1[46] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1001 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %1002 = arith.addi %779, %c33_i32 overflow<nsw> : i32
        %1003 = arith.cmpi slt, %1001, %c450_i32 : i32
        %1004 = arith.cmpi slt, %1002, %c72_i32 : i32
        %1005 = arith.andi %1003, %1004 : i1
        scf.if %1005 {
          %1084 = llvm.getelementptr %1[47] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1006 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1007 = arith.cmpi slt, %778, %c450_i32 : i32
        %1008 = arith.cmpi slt, %1006, %c72_i32 : i32
        %1009 = arith.andi %1007, %1008 : i1
        scf.if %1009 {
          %1084 = llvm.getelementptr %1[48] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 32 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1010 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1011 = arith.cmpi slt, %778, %c450_i32 : i32
        %1012 = arith.cmpi slt, %1010, %c72_i32 : i32
        %1013 = arith.andi %1011, %1012 : i1
        scf.if %1013 {
          %1084 = llvm.getelementptr %1[49] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1014 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %1015 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1016 = arith.cmpi slt, %1014, %c450_i32 : i32
        %1017 = arith.cmpi slt, %1015, %c72_i32 : i32
        %1018 = arith.andi %1016, %1017 : i1
        scf.if %1018 {
          %1084 = llvm.getelementptr %1[50] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1019 = arith.addi %778, %c8_i32 overflow<nsw> : i32
        %1020 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1021 = arith.cmpi slt, %1019, %c450_i32 : i32
        %1022 = arith.cmpi slt, %1020, %c72_i32 : i32
        %1023 = arith.andi %1021, %1022 : i1
        scf.if %1023 {
          %1084 = llvm.getelementptr %1[51] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1024 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %1025 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1026 = arith.cmpi slt, %1024, %c450_i32 : i32
        %1027 = arith.cmpi slt, %1025, %c72_i32 : i32
        %1028 = arith.andi %1026, %1027 : i1
        scf.if %1028 {
          %1084 = llvm.getelementptr %1[52] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1029 = arith.addi %778, %c32_i32 overflow<nsw> : i32
        %1030 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1031 = arith.cmpi slt, %1029, %c450_i32 : i32
        %1032 = arith.cmpi slt, %1030, %c72_i32 : i32
        %1033 = arith.andi %1031, %1032 : i1
        scf.if %1033 {
          %1084 = llvm.getelementptr %1[53] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1034 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %1035 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1036 = arith.cmpi slt, %1034, %c450_i32 : i32
        %1037 = arith.cmpi slt, %1035, %c72_i32 : i32
        %1038 = arith.andi %1036, %1037 : i1
        scf.if %1038 {
          %1084 = llvm.getelementptr %1[54] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1039 = arith.addi %778, %c40_i32 overflow<nsw> : i32
        %1040 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1041 = arith.cmpi slt, %1039, %c450_i32 : i32
        %1042 = arith.cmpi slt, %1040, %c72_i32 : i32
        %1043 = arith.andi %1041, %1042 : i1
        scf.if %1043 {
          %1084 = llvm.getelementptr %1[55] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1044 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %1045 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1046 = arith.cmpi slt, %1044, %c450_i32 : i32
        %1047 = arith.cmpi slt, %1045, %c72_i32 : i32
        %1048 = arith.andi %1046, %1047 : i1
        scf.if %1048 {
          %1084 = llvm.getelementptr %1[56] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 16 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1049 = arith.addi %778, %c64_i32 overflow<nsw> : i32
        %1050 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1051 = arith.cmpi slt, %1049, %c450_i32 : i32
        %1052 = arith.cmpi slt, %1050, %c72_i32 : i32
        %1053 = arith.andi %1051, %1052 : i1
        scf.if %1053 {
          %1084 = llvm.getelementptr %1[57] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1054 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %1055 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1056 = arith.cmpi slt, %1054, %c450_i32 : i32
        %1057 = arith.cmpi slt, %1055, %c72_i32 : i32
        %1058 = arith.andi %1056, %1057 : i1
        scf.if %1058 {
          %1084 = llvm.getelementptr %1[58] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1059 = arith.addi %778, %c72_i32 overflow<nsw> : i32
        %1060 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1061 = arith.cmpi slt, %1059, %c450_i32 : i32
        %1062 = arith.cmpi slt, %1060, %c72_i32 : i32
        %1063 = arith.andi %1061, %1062 : i1
        scf.if %1063 {
          %1084 = llvm.getelementptr %1[59] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1064 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %1065 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1066 = arith.cmpi slt, %1064, %c450_i32 : i32
        %1067 = arith.cmpi slt, %1065, %c72_i32 : i32
        %1068 = arith.andi %1066, %1067 : i1
        scf.if %1068 {
          %1084 = llvm.getelementptr %1[60] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 8 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1069 = arith.addi %778, %c96_i32 overflow<nsw> : i32
        %1070 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1071 = arith.cmpi slt, %1069, %c450_i32 : i32
        %1072 = arith.cmpi slt, %1070, %c72_i32 : i32
        %1073 = arith.andi %1071, %1072 : i1
        scf.if %1073 {
          %1084 = llvm.getelementptr %1[61] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
        }
        %1074 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %1075 = arith.addi %779, %c48_i32 overflow<nsw> : i32
        %1076 = arith.cmpi slt, %1074, %c450_i32 : i32
        %1077 = arith.cmpi slt, %1075, %c72_i32 : i32
        %1078 = arith.andi %1076, %1077 : i1
        scf.if %1078 {
          %1084 = llvm.getelementptr %1[62] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 4 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 4 : i64} : f16, !llvm.ptr<1>
        }
        %1079 = arith.addi %778, %c104_i32 overflow<nsw> : i32
        %1080 = arith.addi %779, %c49_i32 overflow<nsw> : i32
        %1081 = arith.cmpi slt, %1079, %c450_i32 : i32
        %1082 = arith.cmpi slt, %1080, %c72_i32 : i32
        %1083 = arith.andi %1081, %1082 : i1
        scf.if %1083 {
          %1084 = llvm.getelementptr %1[63] : (!llvm.ptr) -> !llvm.ptr, f16
          %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> f16
          %1086 = llvm.getelementptr %710[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
          llvm.store %1085, %1086 {alignment = 2 : i64} : f16, !llvm.ptr<1>
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
