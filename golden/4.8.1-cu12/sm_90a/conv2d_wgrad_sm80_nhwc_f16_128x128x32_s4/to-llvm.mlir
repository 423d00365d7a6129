!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_array_8f2733 = !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>>
!llvm_struct_687153 = !llvm.struct<(f32, f32, f32, f32)>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_a37b2a = !llvm.struct<(i32, i32, i32, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_2("\0AError: kernel '@kernels::@kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 2, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 65536 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(113 : i32) : i32
      %1 = llvm.mlir.constant(112 : i32) : i32
      %2 = llvm.mlir.constant(97 : i32) : i32
      %3 = llvm.mlir.constant(81 : i32) : i32
      %4 = llvm.mlir.constant(80 : i32) : i32
      %5 = llvm.mlir.constant(65 : i32) : i32
      %6 = llvm.mlir.constant(49 : i32) : i32
      %7 = llvm.mlir.constant(48 : i32) : i32
      %8 = llvm.mlir.constant(33 : i32) : i32
      %9 = llvm.mlir.constant(17 : i32) : i32
      %10 = llvm.mlir.constant(104 : i32) : i32
      %11 = llvm.mlir.constant(96 : i32) : i32
      %12 = llvm.mlir.constant(40 : i32) : i32
      %13 = llvm.mlir.constant(6912 : i32) : i32
      %14 = llvm.mlir.constant(1728 : i32) : i32
      %15 = llvm.mlir.constant(4096 : i32) : i32
      %16 = llvm.mlir.constant(225 : i32) : i32
      %17 = llvm.mlir.constant(3072 : i32) : i32
      %18 = llvm.mlir.constant(2048 : i32) : i32
      %19 = llvm.mlir.constant(16 : i64) : i64
      %20 = llvm.mlir.constant(1024 : i64) : i64
      %21 = llvm.mlir.constant(true) : i1
      %22 = llvm.mlir.constant(31 : i32) : i32
      %23 = llvm.mlir.constant(-1 : i32) : i32
      %24 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %25 = llvm.mlir.constant(16 : i32) : i32
      %26 = llvm.mlir.constant(15 : i32) : i32
      %27 = llvm.mlir.constant(15552 : i32) : i32
      %28 = llvm.mlir.constant(512 : i32) : i32
      %29 = llvm.mlir.constant(448 : i32) : i32
      %30 = llvm.mlir.constant(3 : i32) : i32
      %31 = llvm.mlir.constant(216 : i32) : i32
      %32 = llvm.mlir.constant(0 : i32) : i32
      %33 = llvm.mlir.constant(32 : i32) : i32
      %34 = llvm.mlir.constant(72 : i32) : i32
      %35 = llvm.mlir.constant(450 : i32) : i32
      %36 = llvm.mlir.constant(-16 : i64) : i64
      %37 = llvm.mlir.constant(4 : i32) : i32
      %38 = llvm.mlir.constant(0 : i8) : i8
      %39 = llvm.mlir.constant(29 : i32) : i32
      %40 = llvm.mlir.constant(3456 : i32) : i32
      %41 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %42 = llvm.mlir.constant(1024 : i32) : i32
      %43 = llvm.mlir.constant(256 : i32) : i32
      %44 = llvm.mlir.constant(-32 : i32) : i32
      %45 = llvm.mlir.constant(15 : i64) : i64
      %46 = llvm.mlir.constant(0.000000e+00 : f16) : f16
      %47 = llvm.mlir.constant(24 : i32) : i32
      %48 = llvm.mlir.constant(2 : i32) : i32
      %49 = llvm.mlir.constant(64 : i32) : i32
      %50 = llvm.mlir.constant(8 : i32) : i32
      %51 = llvm.mlir.constant(128 : i32) : i32
      %52 = llvm.mlir.constant(1 : i32) : i32
      %53 = llvm.alloca %51 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %54 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %55 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %51 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %49 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %49 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %73 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %74 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %75 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %76 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %77 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %78 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %79 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %80 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %81 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %82 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %83 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %84 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %85 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %86 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %87 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %88 = llvm.alloca %50 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %89 = llvm.alloca %52 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %90 = llvm.alloca %52 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %91 = llvm.alloca %48 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %92 = llvm.ptrtoint %24 : !llvm.ptr<3> to i32
      %93 = nvvm.shfl.sync idx %23, %92, %32, %22 : i32 -> i32
      %94 = llvm.zext %93 : i32 to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%95, %20 : !llvm.ptr<3>, i64)] : i1
      %96 = llvm.ptrtoint %95 : !llvm.ptr<3> to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%97, %19 : !llvm.ptr<3>, i64)] : i1
      %98 = llvm.getelementptr %95[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %99 = llvm.ptrtoint %98 : !llvm.ptr<3> to i64
      %100 = llvm.inttoptr %99 : i64 to !llvm.ptr<3>
      llvm.intr.assume %21 ["align"(%100, %19 : !llvm.ptr<3>, i64)] : i1
      %101 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %102 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %103 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %104 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %105 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %106 = llvm.sdiv %104, %25 : i32
      %107 = llvm.mul %106, %25 : i32
      %108 = llvm.icmp "ne" %104, %107 : i32
      %109 = llvm.mlir.constant(0 : i32) : i32
      %110 = llvm.icmp "slt" %104, %109 : i32
      %111 = llvm.mlir.constant(false) : i1
      %112 = llvm.icmp "ne" %110, %111 : i1
      %113 = llvm.and %108, %112 : i1
      %114 = llvm.mlir.constant(-1 : i32) : i32
      %115 = llvm.add %106, %114 : i32
      %116 = llvm.select %113, %115, %106 : i1, i32
      %117 = llvm.mul %116, %50 : i32
      %118 = llvm.sub %52, %117 : i32
      %119 = llvm.intr.smin(%118, %50) : (i32, i32) -> i32
      %120 = llvm.mul %116, %25 : i32
      %121 = llvm.sub %104, %120 : i32
      %122 = llvm.srem %121, %119 : i32
      %123 = llvm.add %117, %122 : i32
      %124 = llvm.sdiv %121, %119 : i32
      %125 = llvm.mul %124, %119 : i32
      %126 = llvm.icmp "ne" %121, %125 : i32
      %127 = llvm.mlir.constant(0 : i32) : i32
      %128 = llvm.icmp "slt" %121, %127 : i32
      %129 = llvm.icmp "slt" %119, %127 : i32
      %130 = llvm.icmp "ne" %128, %129 : i1
      %131 = llvm.and %126, %130 : i1
      %132 = llvm.mlir.constant(-1 : i32) : i32
      %133 = llvm.add %124, %132 : i32
      %134 = llvm.select %131, %133, %124 : i1, i32
      %135 = llvm.mul %105, %arg4 : i32
      %136 = llvm.sub %26, %135 : i32
      %137 = llvm.intr.smin(%arg4, %136) : (i32, i32) -> i32
      %138 = llvm.mul %105, %27 : i32
      %139 = llvm.getelementptr %103[%138] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %140 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %141 = llvm.mul %134, %51 overflow<nsw> : i32
      %142 = llvm.getelementptr %139[%141] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %143 = llvm.mul %134, %51 overflow<nsw> : i32
      %144 = llvm.sdiv %140, %50 : i32
      %145 = llvm.srem %140, %50 : i32
      %146 = llvm.mul %145, %50 overflow<nsw> : i32
      %147 = llvm.sdiv %144, %48 : i32
      %148 = llvm.mul %147, %49 overflow<nsw> : i32
      %149 = llvm.add %146, %148 overflow<nsw> : i32
      %150 = llvm.srem %144, %48 : i32
      %151 = llvm.mul %150, %28 overflow<nsw> : i32
      %152 = llvm.and %149, %29 : i32
      %153 = llvm.lshr %152, %30 : i32
      %154 = llvm.xor %149, %153 : i32
      %155 = llvm.add %154, %151 overflow<nsw> : i32
      %156 = llvm.getelementptr %97[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %157 = llvm.getelementptr %100[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %158 = llvm.sdiv %140, %25 : i32
      %159 = llvm.srem %140, %25 : i32
      %160 = llvm.mul %159, %50 overflow<nsw> : i32
      %161 = llvm.mul %134, %51 : i32
      %162 = llvm.add %161, %160 overflow<nsw> : i32
      %163 = llvm.sdiv %162, %47 : i32
      %164 = llvm.mul %163, %47 overflow<nsw> : i32
      %165 = llvm.sub %162, %164 overflow<nsw> : i32
      %166 = llvm.sdiv %163, %30 : i32
      %167 = llvm.mul %166, %30 overflow<nsw> : i32
      %168 = llvm.sub %163, %167 overflow<nsw> : i32
      %169 = llvm.sdiv %162, %47 : i32
      %170 = llvm.sdiv %169, %30 : i32
      %171 = llvm.mul %170, %arg9 : i32
      llvm.store %171, %91 {alignment = 32 : i64} : i32, !llvm.ptr
      %172 = llvm.mul %168, %arg10 : i32
      %173 = llvm.getelementptr %91[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %172, %173 {alignment = 4 : i64} : i32, !llvm.ptr
      %174 = llvm.mul %168, %arg10 : i32
      %175 = llvm.sdiv %162, %47 : i32
      %176 = llvm.sdiv %175, %30 : i32
      %177 = llvm.mul %176, %arg9 : i32
      %178 = llvm.mul %177, %39 : i32
      %179 = llvm.add %178, %174 : i32
      %180 = llvm.mul %179, %47 : i32
      %181 = llvm.add %180, %165 : i32
      llvm.store %181, %90 {alignment = 32 : i64} : i32, !llvm.ptr
      %182 = llvm.icmp "slt" %162, %31 : i32
      %183 = llvm.zext %182 : i1 to i8
      llvm.store %183, %89 {alignment = 32 : i64} : i8, !llvm.ptr
      %184 = llvm.icmp "sgt" %137, %32 : i32
      llvm.cond_br %184, ^bb1, ^bb26
    ^bb1:  // pred: ^bb0
      %185 = llvm.mul %135, %33 : i32
      %186 = llvm.add %185, %158 overflow<nsw> : i32
      %187 = llvm.mul %123, %51 : i32
      %188 = llvm.add %187, %160 overflow<nsw> : i32
      %189 = llvm.mul %186, %34 overflow<nsw> : i32
      %190 = llvm.add %189, %188 overflow<nsw> : i32
      %191 = llvm.icmp "slt" %188, %34 : i32
      %192 = llvm.icmp "slt" %186, %35 : i32
      %193 = llvm.and %191, %192 : i1
      llvm.cond_br %193, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %194 = llvm.getelementptr %102[%190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %195 = llvm.ptrtoint %194 : !llvm.ptr<1> to i64
      %196 = llvm.add %195, %45 : i64
      %197 = llvm.and %196, %36 : i64
      %198 = llvm.inttoptr %197 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%198, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %156, %198, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb4
    ^bb3:  // pred: ^bb1
      llvm.store %46, %88 {alignment = 32 : i64} : f16, !llvm.ptr
      %199 = llvm.getelementptr %88[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %199 {alignment = 2 : i64} : f16, !llvm.ptr
      %200 = llvm.getelementptr %88[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %200 {alignment = 4 : i64} : f16, !llvm.ptr
      %201 = llvm.getelementptr %88[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %201 {alignment = 2 : i64} : f16, !llvm.ptr
      %202 = llvm.getelementptr %88[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %202 {alignment = 8 : i64} : f16, !llvm.ptr
      %203 = llvm.getelementptr %88[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %203 {alignment = 2 : i64} : f16, !llvm.ptr
      %204 = llvm.getelementptr %88[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %204 {alignment = 4 : i64} : f16, !llvm.ptr
      %205 = llvm.getelementptr %88[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %205 {alignment = 2 : i64} : f16, !llvm.ptr
      %206 = llvm.load %88 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %206, %156 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %207 = llvm.add %158, %50 overflow<nsw> : i32
      %208 = llvm.add %185, %207 overflow<nsw> : i32
      %209 = llvm.add %187, %160 overflow<nsw> : i32
      %210 = llvm.mul %208, %34 overflow<nsw> : i32
      %211 = llvm.add %210, %209 overflow<nsw> : i32
      %212 = llvm.icmp "slt" %209, %34 : i32
      %213 = llvm.icmp "slt" %208, %35 : i32
      %214 = llvm.and %212, %213 : i1
      %215 = llvm.getelementptr %156[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %214, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %216 = llvm.getelementptr %102[%211] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %217 = llvm.ptrtoint %216 : !llvm.ptr<1> to i64
      %218 = llvm.add %217, %45 : i64
      %219 = llvm.and %218, %36 : i64
      %220 = llvm.inttoptr %219 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%220, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %215, %220, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb7
    ^bb6:  // pred: ^bb4
      llvm.store %46, %87 {alignment = 32 : i64} : f16, !llvm.ptr
      %221 = llvm.getelementptr %87[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %221 {alignment = 2 : i64} : f16, !llvm.ptr
      %222 = llvm.getelementptr %87[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %222 {alignment = 4 : i64} : f16, !llvm.ptr
      %223 = llvm.getelementptr %87[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %223 {alignment = 2 : i64} : f16, !llvm.ptr
      %224 = llvm.getelementptr %87[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %224 {alignment = 8 : i64} : f16, !llvm.ptr
      %225 = llvm.getelementptr %87[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %225 {alignment = 2 : i64} : f16, !llvm.ptr
      %226 = llvm.getelementptr %87[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %226 {alignment = 4 : i64} : f16, !llvm.ptr
      %227 = llvm.getelementptr %87[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %227 {alignment = 2 : i64} : f16, !llvm.ptr
      %228 = llvm.load %87 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %228, %215 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      %229 = llvm.add %158, %25 overflow<nsw> : i32
      %230 = llvm.add %185, %229 overflow<nsw> : i32
      %231 = llvm.add %187, %160 overflow<nsw> : i32
      %232 = llvm.mul %230, %34 overflow<nsw> : i32
      %233 = llvm.add %232, %231 overflow<nsw> : i32
      %234 = llvm.icmp "slt" %231, %34 : i32
      %235 = llvm.icmp "slt" %230, %35 : i32
      %236 = llvm.and %234, %235 : i1
      %237 = llvm.getelementptr %156[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %236, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %238 = llvm.getelementptr %102[%233] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %239 = llvm.ptrtoint %238 : !llvm.ptr<1> to i64
      %240 = llvm.add %239, %45 : i64
      %241 = llvm.and %240, %36 : i64
      %242 = llvm.inttoptr %241 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%242, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %237, %242, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb10
    ^bb9:  // pred: ^bb7
      llvm.store %46, %86 {alignment = 32 : i64} : f16, !llvm.ptr
      %243 = llvm.getelementptr %86[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %243 {alignment = 2 : i64} : f16, !llvm.ptr
      %244 = llvm.getelementptr %86[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %244 {alignment = 4 : i64} : f16, !llvm.ptr
      %245 = llvm.getelementptr %86[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %245 {alignment = 2 : i64} : f16, !llvm.ptr
      %246 = llvm.getelementptr %86[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %246 {alignment = 8 : i64} : f16, !llvm.ptr
      %247 = llvm.getelementptr %86[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %247 {alignment = 2 : i64} : f16, !llvm.ptr
      %248 = llvm.getelementptr %86[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %248 {alignment = 4 : i64} : f16, !llvm.ptr
      %249 = llvm.getelementptr %86[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %249 {alignment = 2 : i64} : f16, !llvm.ptr
      %250 = llvm.load %86 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %250, %237 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %251 = llvm.add %158, %47 overflow<nsw> : i32
      %252 = llvm.add %185, %251 overflow<nsw> : i32
      %253 = llvm.add %187, %160 overflow<nsw> : i32
      %254 = llvm.mul %252, %34 overflow<nsw> : i32
      %255 = llvm.add %254, %253 overflow<nsw> : i32
      %256 = llvm.icmp "slt" %253, %34 : i32
      %257 = llvm.icmp "slt" %252, %35 : i32
      %258 = llvm.and %256, %257 : i1
      %259 = llvm.getelementptr %156[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %258, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %260 = llvm.getelementptr %102[%255] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %261 = llvm.ptrtoint %260 : !llvm.ptr<1> to i64
      %262 = llvm.add %261, %45 : i64
      %263 = llvm.and %262, %36 : i64
      %264 = llvm.inttoptr %263 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%264, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %259, %264, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb13
    ^bb12:  // pred: ^bb10
      llvm.store %46, %85 {alignment = 32 : i64} : f16, !llvm.ptr
      %265 = llvm.getelementptr %85[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %265 {alignment = 2 : i64} : f16, !llvm.ptr
      %266 = llvm.getelementptr %85[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %266 {alignment = 4 : i64} : f16, !llvm.ptr
      %267 = llvm.getelementptr %85[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %267 {alignment = 2 : i64} : f16, !llvm.ptr
      %268 = llvm.getelementptr %85[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %268 {alignment = 8 : i64} : f16, !llvm.ptr
      %269 = llvm.getelementptr %85[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %269 {alignment = 2 : i64} : f16, !llvm.ptr
      %270 = llvm.getelementptr %85[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %270 {alignment = 4 : i64} : f16, !llvm.ptr
      %271 = llvm.getelementptr %85[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %271 {alignment = 2 : i64} : f16, !llvm.ptr
      %272 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %272, %259 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %273 = llvm.sdiv %186, %16 : i32
      %274 = llvm.mul %273, %16 overflow<nsw> : i32
      %275 = llvm.sub %186, %274 overflow<nsw> : i32
      %276 = llvm.sdiv %275, %26 : i32
      %277 = llvm.mul %276, %26 overflow<nsw> : i32
      %278 = llvm.sub %275, %277 overflow<nsw> : i32
      %279 = llvm.mul %276, %arg5 overflow<nsw> : i32
      %280 = llvm.sub %279, %arg7 overflow<nsw> : i32
      %281 = llvm.mul %278, %arg6 overflow<nsw> : i32
      %282 = llvm.sub %281, %arg8 overflow<nsw> : i32
      %283 = llvm.mul %273, %39 overflow<nsw> : i32
      %284 = llvm.add %283, %280 overflow<nsw> : i32
      %285 = llvm.mul %284, %39 overflow<nsw> : i32
      %286 = llvm.add %285, %282 overflow<nsw> : i32
      %287 = llvm.mul %286, %47 overflow<nsw> : i32
      %288 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %289 = llvm.add %280, %288 : i32
      %290 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %291 = llvm.add %282, %290 : i32
      %292 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %293 = llvm.icmp "ne" %292, %38 : i8
      %294 = llvm.and %293, %192 : i1
      %295 = llvm.icmp "sge" %289, %32 : i32
      %296 = llvm.and %294, %295 : i1
      %297 = llvm.icmp "slt" %289, %39 : i32
      %298 = llvm.and %296, %297 : i1
      %299 = llvm.icmp "sge" %291, %32 : i32
      %300 = llvm.and %298, %299 : i1
      %301 = llvm.icmp "slt" %291, %39 : i32
      %302 = llvm.and %300, %301 : i1
      %303 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %304 = llvm.add %287, %303 overflow<nsw> : i32
      llvm.cond_br %302, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %305 = llvm.getelementptr %101[%304] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %306 = llvm.ptrtoint %305 : !llvm.ptr<1> to i64
      %307 = llvm.add %306, %45 : i64
      %308 = llvm.and %307, %36 : i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%309, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %157, %309, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb16
    ^bb15:  // pred: ^bb13
      llvm.store %46, %84 {alignment = 32 : i64} : f16, !llvm.ptr
      %310 = llvm.getelementptr %84[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %310 {alignment = 2 : i64} : f16, !llvm.ptr
      %311 = llvm.getelementptr %84[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %311 {alignment = 4 : i64} : f16, !llvm.ptr
      %312 = llvm.getelementptr %84[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %312 {alignment = 2 : i64} : f16, !llvm.ptr
      %313 = llvm.getelementptr %84[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %313 {alignment = 8 : i64} : f16, !llvm.ptr
      %314 = llvm.getelementptr %84[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %314 {alignment = 2 : i64} : f16, !llvm.ptr
      %315 = llvm.getelementptr %84[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %315 {alignment = 4 : i64} : f16, !llvm.ptr
      %316 = llvm.getelementptr %84[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %316 {alignment = 2 : i64} : f16, !llvm.ptr
      %317 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %317, %157 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %318 = llvm.sdiv %208, %16 : i32
      %319 = llvm.mul %318, %16 overflow<nsw> : i32
      %320 = llvm.sub %208, %319 overflow<nsw> : i32
      %321 = llvm.sdiv %320, %26 : i32
      %322 = llvm.mul %321, %26 overflow<nsw> : i32
      %323 = llvm.sub %320, %322 overflow<nsw> : i32
      %324 = llvm.mul %321, %arg5 overflow<nsw> : i32
      %325 = llvm.sub %324, %arg7 overflow<nsw> : i32
      %326 = llvm.mul %323, %arg6 overflow<nsw> : i32
      %327 = llvm.sub %326, %arg8 overflow<nsw> : i32
      %328 = llvm.mul %318, %39 overflow<nsw> : i32
      %329 = llvm.add %328, %325 overflow<nsw> : i32
      %330 = llvm.mul %329, %39 overflow<nsw> : i32
      %331 = llvm.add %330, %327 overflow<nsw> : i32
      %332 = llvm.mul %331, %47 overflow<nsw> : i32
      %333 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %334 = llvm.add %325, %333 : i32
      %335 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %336 = llvm.add %327, %335 : i32
      %337 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %338 = llvm.icmp "ne" %337, %38 : i8
      %339 = llvm.and %338, %213 : i1
      %340 = llvm.icmp "sge" %334, %32 : i32
      %341 = llvm.and %339, %340 : i1
      %342 = llvm.icmp "slt" %334, %39 : i32
      %343 = llvm.and %341, %342 : i1
      %344 = llvm.icmp "sge" %336, %32 : i32
      %345 = llvm.and %343, %344 : i1
      %346 = llvm.icmp "slt" %336, %39 : i32
      %347 = llvm.and %345, %346 : i1
      %348 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %349 = llvm.add %332, %348 overflow<nsw> : i32
      %350 = llvm.getelementptr %157[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %347, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %351 = llvm.getelementptr %101[%349] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %352 = llvm.ptrtoint %351 : !llvm.ptr<1> to i64
      %353 = llvm.add %352, %45 : i64
      %354 = llvm.and %353, %36 : i64
      %355 = llvm.inttoptr %354 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%355, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %350, %355, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb19
    ^bb18:  // pred: ^bb16
      llvm.store %46, %83 {alignment = 32 : i64} : f16, !llvm.ptr
      %356 = llvm.getelementptr %83[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %356 {alignment = 2 : i64} : f16, !llvm.ptr
      %357 = llvm.getelementptr %83[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %357 {alignment = 4 : i64} : f16, !llvm.ptr
      %358 = llvm.getelementptr %83[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %358 {alignment = 2 : i64} : f16, !llvm.ptr
      %359 = llvm.getelementptr %83[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %359 {alignment = 8 : i64} : f16, !llvm.ptr
      %360 = llvm.getelementptr %83[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %360 {alignment = 2 : i64} : f16, !llvm.ptr
      %361 = llvm.getelementptr %83[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %361 {alignment = 4 : i64} : f16, !llvm.ptr
      %362 = llvm.getelementptr %83[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %362 {alignment = 2 : i64} : f16, !llvm.ptr
      %363 = llvm.load %83 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %363, %350 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %364 = llvm.sdiv %230, %16 : i32
      %365 = llvm.mul %364, %16 overflow<nsw> : i32
      %366 = llvm.sub %230, %365 overflow<nsw> : i32
      %367 = llvm.sdiv %366, %26 : i32
      %368 = llvm.mul %367, %26 overflow<nsw> : i32
      %369 = llvm.sub %366, %368 overflow<nsw> : i32
      %370 = llvm.mul %367, %arg5 overflow<nsw> : i32
      %371 = llvm.sub %370, %arg7 overflow<nsw> : i32
      %372 = llvm.mul %369, %arg6 overflow<nsw> : i32
      %373 = llvm.sub %372, %arg8 overflow<nsw> : i32
      %374 = llvm.mul %364, %39 overflow<nsw> : i32
      %375 = llvm.add %374, %371 overflow<nsw> : i32
      %376 = llvm.mul %375, %39 overflow<nsw> : i32
      %377 = llvm.add %376, %373 overflow<nsw> : i32
      %378 = llvm.mul %377, %47 overflow<nsw> : i32
      %379 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %380 = llvm.add %371, %379 : i32
      %381 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %382 = llvm.add %373, %381 : i32
      %383 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %384 = llvm.icmp "ne" %383, %38 : i8
      %385 = llvm.and %384, %235 : i1
      %386 = llvm.icmp "sge" %380, %32 : i32
      %387 = llvm.and %385, %386 : i1
      %388 = llvm.icmp "slt" %380, %39 : i32
      %389 = llvm.and %387, %388 : i1
      %390 = llvm.icmp "sge" %382, %32 : i32
      %391 = llvm.and %389, %390 : i1
      %392 = llvm.icmp "slt" %382, %39 : i32
      %393 = llvm.and %391, %392 : i1
      %394 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %395 = llvm.add %378, %394 overflow<nsw> : i32
      %396 = llvm.getelementptr %157[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %393, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %397 = llvm.getelementptr %101[%395] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %398 = llvm.ptrtoint %397 : !llvm.ptr<1> to i64
      %399 = llvm.add %398, %45 : i64
      %400 = llvm.and %399, %36 : i64
      %401 = llvm.inttoptr %400 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%401, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %396, %401, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb22
    ^bb21:  // pred: ^bb19
      llvm.store %46, %82 {alignment = 32 : i64} : f16, !llvm.ptr
      %402 = llvm.getelementptr %82[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %402 {alignment = 2 : i64} : f16, !llvm.ptr
      %403 = llvm.getelementptr %82[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %403 {alignment = 4 : i64} : f16, !llvm.ptr
      %404 = llvm.getelementptr %82[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %404 {alignment = 2 : i64} : f16, !llvm.ptr
      %405 = llvm.getelementptr %82[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %405 {alignment = 8 : i64} : f16, !llvm.ptr
      %406 = llvm.getelementptr %82[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %406 {alignment = 2 : i64} : f16, !llvm.ptr
      %407 = llvm.getelementptr %82[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %407 {alignment = 4 : i64} : f16, !llvm.ptr
      %408 = llvm.getelementptr %82[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %408 {alignment = 2 : i64} : f16, !llvm.ptr
      %409 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %409, %396 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      %410 = llvm.sdiv %252, %16 : i32
      %411 = llvm.mul %410, %16 overflow<nsw> : i32
      %412 = llvm.sub %252, %411 overflow<nsw> : i32
      %413 = llvm.sdiv %412, %26 : i32
      %414 = llvm.mul %413, %26 overflow<nsw> : i32
      %415 = llvm.sub %412, %414 overflow<nsw> : i32
      %416 = llvm.mul %413, %arg5 overflow<nsw> : i32
      %417 = llvm.sub %416, %arg7 overflow<nsw> : i32
      %418 = llvm.mul %415, %arg6 overflow<nsw> : i32
      %419 = llvm.sub %418, %arg8 overflow<nsw> : i32
      %420 = llvm.mul %410, %39 overflow<nsw> : i32
      %421 = llvm.add %420, %417 overflow<nsw> : i32
      %422 = llvm.mul %421, %39 overflow<nsw> : i32
      %423 = llvm.add %422, %419 overflow<nsw> : i32
      %424 = llvm.mul %423, %47 overflow<nsw> : i32
      %425 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %426 = llvm.add %417, %425 : i32
      %427 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %428 = llvm.add %419, %427 : i32
      %429 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %430 = llvm.icmp "ne" %429, %38 : i8
      %431 = llvm.and %430, %257 : i1
      %432 = llvm.icmp "sge" %426, %32 : i32
      %433 = llvm.and %431, %432 : i1
      %434 = llvm.icmp "slt" %426, %39 : i32
      %435 = llvm.and %433, %434 : i1
      %436 = llvm.icmp "sge" %428, %32 : i32
      %437 = llvm.and %435, %436 : i1
      %438 = llvm.icmp "slt" %428, %39 : i32
      %439 = llvm.and %437, %438 : i1
      %440 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %441 = llvm.add %424, %440 overflow<nsw> : i32
      %442 = llvm.getelementptr %157[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %439, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %443 = llvm.getelementptr %101[%441] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %444 = llvm.ptrtoint %443 : !llvm.ptr<1> to i64
      %445 = llvm.add %444, %45 : i64
      %446 = llvm.and %445, %36 : i64
      %447 = llvm.inttoptr %446 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%447, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %442, %447, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb25
    ^bb24:  // pred: ^bb22
      llvm.store %46, %81 {alignment = 32 : i64} : f16, !llvm.ptr
      %448 = llvm.getelementptr %81[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %448 {alignment = 2 : i64} : f16, !llvm.ptr
      %449 = llvm.getelementptr %81[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %449 {alignment = 4 : i64} : f16, !llvm.ptr
      %450 = llvm.getelementptr %81[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %450 {alignment = 2 : i64} : f16, !llvm.ptr
      %451 = llvm.getelementptr %81[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %451 {alignment = 8 : i64} : f16, !llvm.ptr
      %452 = llvm.getelementptr %81[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %452 {alignment = 2 : i64} : f16, !llvm.ptr
      %453 = llvm.getelementptr %81[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %453 {alignment = 4 : i64} : f16, !llvm.ptr
      %454 = llvm.getelementptr %81[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %454 {alignment = 2 : i64} : f16, !llvm.ptr
      %455 = llvm.load %81 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %455, %442 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb25
    ^bb25:  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // 2 preds: ^bb0, ^bb25
      nvvm.cp.async.commit.group
      %456 = llvm.icmp "sgt" %137, %52 : i32
      llvm.cond_br %456, ^bb27, ^bb52
    ^bb27:  // pred: ^bb26
      %457 = llvm.add %135, %52 : i32
      %458 = llvm.mul %457, %33 : i32
      %459 = llvm.add %458, %158 overflow<nsw> : i32
      %460 = llvm.mul %123, %51 : i32
      %461 = llvm.add %460, %160 overflow<nsw> : i32
      %462 = llvm.mul %459, %34 overflow<nsw> : i32
      %463 = llvm.add %462, %461 overflow<nsw> : i32
      %464 = llvm.icmp "slt" %461, %34 : i32
      %465 = llvm.icmp "slt" %459, %35 : i32
      %466 = llvm.and %464, %465 : i1
      %467 = llvm.getelementptr %156[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %466, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %468 = llvm.getelementptr %102[%463] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %469 = llvm.ptrtoint %468 : !llvm.ptr<1> to i64
      %470 = llvm.add %469, %45 : i64
      %471 = llvm.and %470, %36 : i64
      %472 = llvm.inttoptr %471 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%472, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %467, %472, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %46, %80 {alignment = 32 : i64} : f16, !llvm.ptr
      %473 = llvm.getelementptr %80[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %473 {alignment = 2 : i64} : f16, !llvm.ptr
      %474 = llvm.getelementptr %80[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %474 {alignment = 4 : i64} : f16, !llvm.ptr
      %475 = llvm.getelementptr %80[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %475 {alignment = 2 : i64} : f16, !llvm.ptr
      %476 = llvm.getelementptr %80[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %476 {alignment = 8 : i64} : f16, !llvm.ptr
      %477 = llvm.getelementptr %80[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %477 {alignment = 2 : i64} : f16, !llvm.ptr
      %478 = llvm.getelementptr %80[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %478 {alignment = 4 : i64} : f16, !llvm.ptr
      %479 = llvm.getelementptr %80[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %479 {alignment = 2 : i64} : f16, !llvm.ptr
      %480 = llvm.load %80 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %480, %467 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %481 = llvm.add %158, %50 overflow<nsw> : i32
      %482 = llvm.add %458, %481 overflow<nsw> : i32
      %483 = llvm.add %460, %160 overflow<nsw> : i32
      %484 = llvm.mul %482, %34 overflow<nsw> : i32
      %485 = llvm.add %484, %483 overflow<nsw> : i32
      %486 = llvm.icmp "slt" %483, %34 : i32
      %487 = llvm.icmp "slt" %482, %35 : i32
      %488 = llvm.and %486, %487 : i1
      %489 = llvm.getelementptr %156[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %488, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %490 = llvm.getelementptr %102[%485] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %491 = llvm.ptrtoint %490 : !llvm.ptr<1> to i64
      %492 = llvm.add %491, %45 : i64
      %493 = llvm.and %492, %36 : i64
      %494 = llvm.inttoptr %493 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%494, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %489, %494, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %46, %79 {alignment = 32 : i64} : f16, !llvm.ptr
      %495 = llvm.getelementptr %79[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %495 {alignment = 2 : i64} : f16, !llvm.ptr
      %496 = llvm.getelementptr %79[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %496 {alignment = 4 : i64} : f16, !llvm.ptr
      %497 = llvm.getelementptr %79[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %497 {alignment = 2 : i64} : f16, !llvm.ptr
      %498 = llvm.getelementptr %79[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %498 {alignment = 8 : i64} : f16, !llvm.ptr
      %499 = llvm.getelementptr %79[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %499 {alignment = 2 : i64} : f16, !llvm.ptr
      %500 = llvm.getelementptr %79[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %500 {alignment = 4 : i64} : f16, !llvm.ptr
      %501 = llvm.getelementptr %79[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %501 {alignment = 2 : i64} : f16, !llvm.ptr
      %502 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %502, %489 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %503 = llvm.add %158, %25 overflow<nsw> : i32
      %504 = llvm.add %458, %503 overflow<nsw> : i32
      %505 = llvm.add %460, %160 overflow<nsw> : i32
      %506 = llvm.mul %504, %34 overflow<nsw> : i32
      %507 = llvm.add %506, %505 overflow<nsw> : i32
      %508 = llvm.icmp "slt" %505, %34 : i32
      %509 = llvm.icmp "slt" %504, %35 : i32
      %510 = llvm.and %508, %509 : i1
      %511 = llvm.getelementptr %156[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %510, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %512 = llvm.getelementptr %102[%507] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %513 = llvm.ptrtoint %512 : !llvm.ptr<1> to i64
      %514 = llvm.add %513, %45 : i64
      %515 = llvm.and %514, %36 : i64
      %516 = llvm.inttoptr %515 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%516, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %511, %516, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %46, %78 {alignment = 32 : i64} : f16, !llvm.ptr
      %517 = llvm.getelementptr %78[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %517 {alignment = 2 : i64} : f16, !llvm.ptr
      %518 = llvm.getelementptr %78[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %518 {alignment = 4 : i64} : f16, !llvm.ptr
      %519 = llvm.getelementptr %78[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %519 {alignment = 2 : i64} : f16, !llvm.ptr
      %520 = llvm.getelementptr %78[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %520 {alignment = 8 : i64} : f16, !llvm.ptr
      %521 = llvm.getelementptr %78[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %521 {alignment = 2 : i64} : f16, !llvm.ptr
      %522 = llvm.getelementptr %78[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %522 {alignment = 4 : i64} : f16, !llvm.ptr
      %523 = llvm.getelementptr %78[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %523 {alignment = 2 : i64} : f16, !llvm.ptr
      %524 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %524, %511 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %525 = llvm.add %158, %47 overflow<nsw> : i32
      %526 = llvm.add %458, %525 overflow<nsw> : i32
      %527 = llvm.add %460, %160 overflow<nsw> : i32
      %528 = llvm.mul %526, %34 overflow<nsw> : i32
      %529 = llvm.add %528, %527 overflow<nsw> : i32
      %530 = llvm.icmp "slt" %527, %34 : i32
      %531 = llvm.icmp "slt" %526, %35 : i32
      %532 = llvm.and %530, %531 : i1
      %533 = llvm.getelementptr %156[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %532, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %534 = llvm.getelementptr %102[%529] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %535 = llvm.ptrtoint %534 : !llvm.ptr<1> to i64
      %536 = llvm.add %535, %45 : i64
      %537 = llvm.and %536, %36 : i64
      %538 = llvm.inttoptr %537 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%538, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %533, %538, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %46, %77 {alignment = 32 : i64} : f16, !llvm.ptr
      %539 = llvm.getelementptr %77[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %539 {alignment = 2 : i64} : f16, !llvm.ptr
      %540 = llvm.getelementptr %77[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %540 {alignment = 4 : i64} : f16, !llvm.ptr
      %541 = llvm.getelementptr %77[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %541 {alignment = 2 : i64} : f16, !llvm.ptr
      %542 = llvm.getelementptr %77[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %542 {alignment = 8 : i64} : f16, !llvm.ptr
      %543 = llvm.getelementptr %77[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %543 {alignment = 2 : i64} : f16, !llvm.ptr
      %544 = llvm.getelementptr %77[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %544 {alignment = 4 : i64} : f16, !llvm.ptr
      %545 = llvm.getelementptr %77[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %545 {alignment = 2 : i64} : f16, !llvm.ptr
      %546 = llvm.load %77 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %546, %533 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %547 = llvm.sdiv %459, %16 : i32
      %548 = llvm.mul %547, %16 overflow<nsw> : i32
      %549 = llvm.sub %459, %548 overflow<nsw> : i32
      %550 = llvm.sdiv %549, %26 : i32
      %551 = llvm.mul %550, %26 overflow<nsw> : i32
      %552 = llvm.sub %549, %551 overflow<nsw> : i32
      %553 = llvm.mul %550, %arg5 overflow<nsw> : i32
      %554 = llvm.sub %553, %arg7 overflow<nsw> : i32
      %555 = llvm.mul %552, %arg6 overflow<nsw> : i32
      %556 = llvm.sub %555, %arg8 overflow<nsw> : i32
      %557 = llvm.mul %547, %39 overflow<nsw> : i32
      %558 = llvm.add %557, %554 overflow<nsw> : i32
      %559 = llvm.mul %558, %39 overflow<nsw> : i32
      %560 = llvm.add %559, %556 overflow<nsw> : i32
      %561 = llvm.mul %560, %47 overflow<nsw> : i32
      %562 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %563 = llvm.add %554, %562 : i32
      %564 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %565 = llvm.add %556, %564 : i32
      %566 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %567 = llvm.icmp "ne" %566, %38 : i8
      %568 = llvm.and %567, %465 : i1
      %569 = llvm.icmp "sge" %563, %32 : i32
      %570 = llvm.and %568, %569 : i1
      %571 = llvm.icmp "slt" %563, %39 : i32
      %572 = llvm.and %570, %571 : i1
      %573 = llvm.icmp "sge" %565, %32 : i32
      %574 = llvm.and %572, %573 : i1
      %575 = llvm.icmp "slt" %565, %39 : i32
      %576 = llvm.and %574, %575 : i1
      %577 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %578 = llvm.add %561, %577 overflow<nsw> : i32
      %579 = llvm.getelementptr %157[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %576, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %580 = llvm.getelementptr %101[%578] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %581 = llvm.ptrtoint %580 : !llvm.ptr<1> to i64
      %582 = llvm.add %581, %45 : i64
      %583 = llvm.and %582, %36 : i64
      %584 = llvm.inttoptr %583 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%584, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %579, %584, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %46, %76 {alignment = 32 : i64} : f16, !llvm.ptr
      %585 = llvm.getelementptr %76[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %585 {alignment = 2 : i64} : f16, !llvm.ptr
      %586 = llvm.getelementptr %76[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %586 {alignment = 4 : i64} : f16, !llvm.ptr
      %587 = llvm.getelementptr %76[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %587 {alignment = 2 : i64} : f16, !llvm.ptr
      %588 = llvm.getelementptr %76[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %588 {alignment = 8 : i64} : f16, !llvm.ptr
      %589 = llvm.getelementptr %76[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %589 {alignment = 2 : i64} : f16, !llvm.ptr
      %590 = llvm.getelementptr %76[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %590 {alignment = 4 : i64} : f16, !llvm.ptr
      %591 = llvm.getelementptr %76[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %591 {alignment = 2 : i64} : f16, !llvm.ptr
      %592 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %592, %579 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %593 = llvm.sdiv %482, %16 : i32
      %594 = llvm.mul %593, %16 overflow<nsw> : i32
      %595 = llvm.sub %482, %594 overflow<nsw> : i32
      %596 = llvm.sdiv %595, %26 : i32
      %597 = llvm.mul %596, %26 overflow<nsw> : i32
      %598 = llvm.sub %595, %597 overflow<nsw> : i32
      %599 = llvm.mul %596, %arg5 overflow<nsw> : i32
      %600 = llvm.sub %599, %arg7 overflow<nsw> : i32
      %601 = llvm.mul %598, %arg6 overflow<nsw> : i32
      %602 = llvm.sub %601, %arg8 overflow<nsw> : i32
      %603 = llvm.mul %593, %39 overflow<nsw> : i32
      %604 = llvm.add %603, %600 overflow<nsw> : i32
      %605 = llvm.mul %604, %39 overflow<nsw> : i32
      %606 = llvm.add %605, %602 overflow<nsw> : i32
      %607 = llvm.mul %606, %47 overflow<nsw> : i32
      %608 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %609 = llvm.add %600, %608 : i32
      %610 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %611 = llvm.add %602, %610 : i32
      %612 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %613 = llvm.icmp "ne" %612, %38 : i8
      %614 = llvm.and %613, %487 : i1
      %615 = llvm.icmp "sge" %609, %32 : i32
      %616 = llvm.and %614, %615 : i1
      %617 = llvm.icmp "slt" %609, %39 : i32
      %618 = llvm.and %616, %617 : i1
      %619 = llvm.icmp "sge" %611, %32 : i32
      %620 = llvm.and %618, %619 : i1
      %621 = llvm.icmp "slt" %611, %39 : i32
      %622 = llvm.and %620, %621 : i1
      %623 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %624 = llvm.add %607, %623 overflow<nsw> : i32
      %625 = llvm.getelementptr %157[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %622, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %626 = llvm.getelementptr %101[%624] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %627 = llvm.ptrtoint %626 : !llvm.ptr<1> to i64
      %628 = llvm.add %627, %45 : i64
      %629 = llvm.and %628, %36 : i64
      %630 = llvm.inttoptr %629 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%630, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %625, %630, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %46, %75 {alignment = 32 : i64} : f16, !llvm.ptr
      %631 = llvm.getelementptr %75[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %631 {alignment = 2 : i64} : f16, !llvm.ptr
      %632 = llvm.getelementptr %75[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %632 {alignment = 4 : i64} : f16, !llvm.ptr
      %633 = llvm.getelementptr %75[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %633 {alignment = 2 : i64} : f16, !llvm.ptr
      %634 = llvm.getelementptr %75[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %634 {alignment = 8 : i64} : f16, !llvm.ptr
      %635 = llvm.getelementptr %75[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %635 {alignment = 2 : i64} : f16, !llvm.ptr
      %636 = llvm.getelementptr %75[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %636 {alignment = 4 : i64} : f16, !llvm.ptr
      %637 = llvm.getelementptr %75[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %637 {alignment = 2 : i64} : f16, !llvm.ptr
      %638 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %638, %625 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %639 = llvm.sdiv %504, %16 : i32
      %640 = llvm.mul %639, %16 overflow<nsw> : i32
      %641 = llvm.sub %504, %640 overflow<nsw> : i32
      %642 = llvm.sdiv %641, %26 : i32
      %643 = llvm.mul %642, %26 overflow<nsw> : i32
      %644 = llvm.sub %641, %643 overflow<nsw> : i32
      %645 = llvm.mul %642, %arg5 overflow<nsw> : i32
      %646 = llvm.sub %645, %arg7 overflow<nsw> : i32
      %647 = llvm.mul %644, %arg6 overflow<nsw> : i32
      %648 = llvm.sub %647, %arg8 overflow<nsw> : i32
      %649 = llvm.mul %639, %39 overflow<nsw> : i32
      %650 = llvm.add %649, %646 overflow<nsw> : i32
      %651 = llvm.mul %650, %39 overflow<nsw> : i32
      %652 = llvm.add %651, %648 overflow<nsw> : i32
      %653 = llvm.mul %652, %47 overflow<nsw> : i32
      %654 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %655 = llvm.add %646, %654 : i32
      %656 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %657 = llvm.add %648, %656 : i32
      %658 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %659 = llvm.icmp "ne" %658, %38 : i8
      %660 = llvm.and %659, %509 : i1
      %661 = llvm.icmp "sge" %655, %32 : i32
      %662 = llvm.and %660, %661 : i1
      %663 = llvm.icmp "slt" %655, %39 : i32
      %664 = llvm.and %662, %663 : i1
      %665 = llvm.icmp "sge" %657, %32 : i32
      %666 = llvm.and %664, %665 : i1
      %667 = llvm.icmp "slt" %657, %39 : i32
      %668 = llvm.and %666, %667 : i1
      %669 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %670 = llvm.add %653, %669 overflow<nsw> : i32
      %671 = llvm.getelementptr %157[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %668, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %672 = llvm.getelementptr %101[%670] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %673 = llvm.ptrtoint %672 : !llvm.ptr<1> to i64
      %674 = llvm.add %673, %45 : i64
      %675 = llvm.and %674, %36 : i64
      %676 = llvm.inttoptr %675 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%676, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %671, %676, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %46, %74 {alignment = 32 : i64} : f16, !llvm.ptr
      %677 = llvm.getelementptr %74[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %677 {alignment = 2 : i64} : f16, !llvm.ptr
      %678 = llvm.getelementptr %74[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %678 {alignment = 4 : i64} : f16, !llvm.ptr
      %679 = llvm.getelementptr %74[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %679 {alignment = 2 : i64} : f16, !llvm.ptr
      %680 = llvm.getelementptr %74[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %680 {alignment = 8 : i64} : f16, !llvm.ptr
      %681 = llvm.getelementptr %74[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %681 {alignment = 2 : i64} : f16, !llvm.ptr
      %682 = llvm.getelementptr %74[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %682 {alignment = 4 : i64} : f16, !llvm.ptr
      %683 = llvm.getelementptr %74[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %683 {alignment = 2 : i64} : f16, !llvm.ptr
      %684 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %684, %671 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      %685 = llvm.sdiv %526, %16 : i32
      %686 = llvm.mul %685, %16 overflow<nsw> : i32
      %687 = llvm.sub %526, %686 overflow<nsw> : i32
      %688 = llvm.sdiv %687, %26 : i32
      %689 = llvm.mul %688, %26 overflow<nsw> : i32
      %690 = llvm.sub %687, %689 overflow<nsw> : i32
      %691 = llvm.mul %688, %arg5 overflow<nsw> : i32
      %692 = llvm.sub %691, %arg7 overflow<nsw> : i32
      %693 = llvm.mul %690, %arg6 overflow<nsw> : i32
      %694 = llvm.sub %693, %arg8 overflow<nsw> : i32
      %695 = llvm.mul %685, %39 overflow<nsw> : i32
      %696 = llvm.add %695, %692 overflow<nsw> : i32
      %697 = llvm.mul %696, %39 overflow<nsw> : i32
      %698 = llvm.add %697, %694 overflow<nsw> : i32
      %699 = llvm.mul %698, %47 overflow<nsw> : i32
      %700 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %701 = llvm.add %692, %700 : i32
      %702 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %703 = llvm.add %694, %702 : i32
      %704 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %705 = llvm.icmp "ne" %704, %38 : i8
      %706 = llvm.and %705, %531 : i1
      %707 = llvm.icmp "sge" %701, %32 : i32
      %708 = llvm.and %706, %707 : i1
      %709 = llvm.icmp "slt" %701, %39 : i32
      %710 = llvm.and %708, %709 : i1
      %711 = llvm.icmp "sge" %703, %32 : i32
      %712 = llvm.and %710, %711 : i1
      %713 = llvm.icmp "slt" %703, %39 : i32
      %714 = llvm.and %712, %713 : i1
      %715 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %716 = llvm.add %699, %715 overflow<nsw> : i32
      %717 = llvm.getelementptr %157[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %714, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %718 = llvm.getelementptr %101[%716] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %719 = llvm.ptrtoint %718 : !llvm.ptr<1> to i64
      %720 = llvm.add %719, %45 : i64
      %721 = llvm.and %720, %36 : i64
      %722 = llvm.inttoptr %721 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%722, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %717, %722, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %46, %73 {alignment = 32 : i64} : f16, !llvm.ptr
      %723 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %723 {alignment = 2 : i64} : f16, !llvm.ptr
      %724 = llvm.getelementptr %73[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %724 {alignment = 4 : i64} : f16, !llvm.ptr
      %725 = llvm.getelementptr %73[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %725 {alignment = 2 : i64} : f16, !llvm.ptr
      %726 = llvm.getelementptr %73[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %726 {alignment = 8 : i64} : f16, !llvm.ptr
      %727 = llvm.getelementptr %73[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %727 {alignment = 2 : i64} : f16, !llvm.ptr
      %728 = llvm.getelementptr %73[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %728 {alignment = 4 : i64} : f16, !llvm.ptr
      %729 = llvm.getelementptr %73[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %729 {alignment = 2 : i64} : f16, !llvm.ptr
      %730 = llvm.load %73 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %730, %717 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb26, ^bb51
      nvvm.cp.async.commit.group
      %731 = llvm.icmp "sgt" %137, %48 : i32
      llvm.cond_br %731, ^bb53, ^bb78
    ^bb53:  // pred: ^bb52
      %732 = llvm.add %135, %48 : i32
      %733 = llvm.mul %732, %33 : i32
      %734 = llvm.add %733, %158 overflow<nsw> : i32
      %735 = llvm.mul %123, %51 : i32
      %736 = llvm.add %735, %160 overflow<nsw> : i32
      %737 = llvm.mul %734, %34 overflow<nsw> : i32
      %738 = llvm.add %737, %736 overflow<nsw> : i32
      %739 = llvm.icmp "slt" %736, %34 : i32
      %740 = llvm.icmp "slt" %734, %35 : i32
      %741 = llvm.and %739, %740 : i1
      %742 = llvm.getelementptr %156[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %741, ^bb54, ^bb55
    ^bb54:  // pred: ^bb53
      %743 = llvm.getelementptr %102[%738] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %744 = llvm.ptrtoint %743 : !llvm.ptr<1> to i64
      %745 = llvm.add %744, %45 : i64
      %746 = llvm.and %745, %36 : i64
      %747 = llvm.inttoptr %746 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%747, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %742, %747, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb56
    ^bb55:  // pred: ^bb53
      llvm.store %46, %72 {alignment = 32 : i64} : f16, !llvm.ptr
      %748 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %748 {alignment = 2 : i64} : f16, !llvm.ptr
      %749 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %749 {alignment = 4 : i64} : f16, !llvm.ptr
      %750 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %750 {alignment = 2 : i64} : f16, !llvm.ptr
      %751 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %751 {alignment = 8 : i64} : f16, !llvm.ptr
      %752 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %752 {alignment = 2 : i64} : f16, !llvm.ptr
      %753 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %753 {alignment = 4 : i64} : f16, !llvm.ptr
      %754 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %754 {alignment = 2 : i64} : f16, !llvm.ptr
      %755 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %755, %742 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb56
    ^bb56:  // 2 preds: ^bb54, ^bb55
      %756 = llvm.add %158, %50 overflow<nsw> : i32
      %757 = llvm.add %733, %756 overflow<nsw> : i32
      %758 = llvm.add %735, %160 overflow<nsw> : i32
      %759 = llvm.mul %757, %34 overflow<nsw> : i32
      %760 = llvm.add %759, %758 overflow<nsw> : i32
      %761 = llvm.icmp "slt" %758, %34 : i32
      %762 = llvm.icmp "slt" %757, %35 : i32
      %763 = llvm.and %761, %762 : i1
      %764 = llvm.getelementptr %156[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %763, ^bb57, ^bb58
    ^bb57:  // pred: ^bb56
      %765 = llvm.getelementptr %102[%760] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %766 = llvm.ptrtoint %765 : !llvm.ptr<1> to i64
      %767 = llvm.add %766, %45 : i64
      %768 = llvm.and %767, %36 : i64
      %769 = llvm.inttoptr %768 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%769, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %764, %769, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb59
    ^bb58:  // pred: ^bb56
      llvm.store %46, %71 {alignment = 32 : i64} : f16, !llvm.ptr
      %770 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %770 {alignment = 2 : i64} : f16, !llvm.ptr
      %771 = llvm.getelementptr %71[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %771 {alignment = 4 : i64} : f16, !llvm.ptr
      %772 = llvm.getelementptr %71[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %772 {alignment = 2 : i64} : f16, !llvm.ptr
      %773 = llvm.getelementptr %71[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %773 {alignment = 8 : i64} : f16, !llvm.ptr
      %774 = llvm.getelementptr %71[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %774 {alignment = 2 : i64} : f16, !llvm.ptr
      %775 = llvm.getelementptr %71[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %775 {alignment = 4 : i64} : f16, !llvm.ptr
      %776 = llvm.getelementptr %71[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %776 {alignment = 2 : i64} : f16, !llvm.ptr
      %777 = llvm.load %71 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %777, %764 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb59
    ^bb59:  // 2 preds: ^bb57, ^bb58
      %778 = llvm.add %158, %25 overflow<nsw> : i32
      %779 = llvm.add %733, %778 overflow<nsw> : i32
      %780 = llvm.add %735, %160 overflow<nsw> : i32
      %781 = llvm.mul %779, %34 overflow<nsw> : i32
      %782 = llvm.add %781, %780 overflow<nsw> : i32
      %783 = llvm.icmp "slt" %780, %34 : i32
      %784 = llvm.icmp "slt" %779, %35 : i32
      %785 = llvm.and %783, %784 : i1
      %786 = llvm.getelementptr %156[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %785, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %787 = llvm.getelementptr %102[%782] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %788 = llvm.ptrtoint %787 : !llvm.ptr<1> to i64
      %789 = llvm.add %788, %45 : i64
      %790 = llvm.and %789, %36 : i64
      %791 = llvm.inttoptr %790 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%791, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %786, %791, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb62
    ^bb61:  // pred: ^bb59
      llvm.store %46, %70 {alignment = 32 : i64} : f16, !llvm.ptr
      %792 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %792 {alignment = 2 : i64} : f16, !llvm.ptr
      %793 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %793 {alignment = 4 : i64} : f16, !llvm.ptr
      %794 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %794 {alignment = 2 : i64} : f16, !llvm.ptr
      %795 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %795 {alignment = 8 : i64} : f16, !llvm.ptr
      %796 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %796 {alignment = 2 : i64} : f16, !llvm.ptr
      %797 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %797 {alignment = 4 : i64} : f16, !llvm.ptr
      %798 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %798 {alignment = 2 : i64} : f16, !llvm.ptr
      %799 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %799, %786 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb62
    ^bb62:  // 2 preds: ^bb60, ^bb61
      %800 = llvm.add %158, %47 overflow<nsw> : i32
      %801 = llvm.add %733, %800 overflow<nsw> : i32
      %802 = llvm.add %735, %160 overflow<nsw> : i32
      %803 = llvm.mul %801, %34 overflow<nsw> : i32
      %804 = llvm.add %803, %802 overflow<nsw> : i32
      %805 = llvm.icmp "slt" %802, %34 : i32
      %806 = llvm.icmp "slt" %801, %35 : i32
      %807 = llvm.and %805, %806 : i1
      %808 = llvm.getelementptr %156[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %807, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %809 = llvm.getelementptr %102[%804] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %810 = llvm.ptrtoint %809 : !llvm.ptr<1> to i64
      %811 = llvm.add %810, %45 : i64
      %812 = llvm.and %811, %36 : i64
      %813 = llvm.inttoptr %812 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%813, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %808, %813, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb65
    ^bb64:  // pred: ^bb62
      llvm.store %46, %69 {alignment = 32 : i64} : f16, !llvm.ptr
      %814 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %814 {alignment = 2 : i64} : f16, !llvm.ptr
      %815 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %815 {alignment = 4 : i64} : f16, !llvm.ptr
      %816 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %816 {alignment = 2 : i64} : f16, !llvm.ptr
      %817 = llvm.getelementptr %69[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %817 {alignment = 8 : i64} : f16, !llvm.ptr
      %818 = llvm.getelementptr %69[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %818 {alignment = 2 : i64} : f16, !llvm.ptr
      %819 = llvm.getelementptr %69[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %819 {alignment = 4 : i64} : f16, !llvm.ptr
      %820 = llvm.getelementptr %69[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %820 {alignment = 2 : i64} : f16, !llvm.ptr
      %821 = llvm.load %69 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %821, %808 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb65
    ^bb65:  // 2 preds: ^bb63, ^bb64
      %822 = llvm.sdiv %734, %16 : i32
      %823 = llvm.mul %822, %16 overflow<nsw> : i32
      %824 = llvm.sub %734, %823 overflow<nsw> : i32
      %825 = llvm.sdiv %824, %26 : i32
      %826 = llvm.mul %825, %26 overflow<nsw> : i32
      %827 = llvm.sub %824, %826 overflow<nsw> : i32
      %828 = llvm.mul %825, %arg5 overflow<nsw> : i32
      %829 = llvm.sub %828, %arg7 overflow<nsw> : i32
      %830 = llvm.mul %827, %arg6 overflow<nsw> : i32
      %831 = llvm.sub %830, %arg8 overflow<nsw> : i32
      %832 = llvm.mul %822, %39 overflow<nsw> : i32
      %833 = llvm.add %832, %829 overflow<nsw> : i32
      %834 = llvm.mul %833, %39 overflow<nsw> : i32
      %835 = llvm.add %834, %831 overflow<nsw> : i32
      %836 = llvm.mul %835, %47 overflow<nsw> : i32
      %837 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %838 = llvm.add %829, %837 : i32
      %839 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %840 = llvm.add %831, %839 : i32
      %841 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %842 = llvm.icmp "ne" %841, %38 : i8
      %843 = llvm.and %842, %740 : i1
      %844 = llvm.icmp "sge" %838, %32 : i32
      %845 = llvm.and %843, %844 : i1
      %846 = llvm.icmp "slt" %838, %39 : i32
      %847 = llvm.and %845, %846 : i1
      %848 = llvm.icmp "sge" %840, %32 : i32
      %849 = llvm.and %847, %848 : i1
      %850 = llvm.icmp "slt" %840, %39 : i32
      %851 = llvm.and %849, %850 : i1
      %852 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %853 = llvm.add %836, %852 overflow<nsw> : i32
      %854 = llvm.getelementptr %157[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %851, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %855 = llvm.getelementptr %101[%853] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %856 = llvm.ptrtoint %855 : !llvm.ptr<1> to i64
      %857 = llvm.add %856, %45 : i64
      %858 = llvm.and %857, %36 : i64
      %859 = llvm.inttoptr %858 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%859, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %854, %859, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb68
    ^bb67:  // pred: ^bb65
      llvm.store %46, %68 {alignment = 32 : i64} : f16, !llvm.ptr
      %860 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %860 {alignment = 2 : i64} : f16, !llvm.ptr
      %861 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %861 {alignment = 4 : i64} : f16, !llvm.ptr
      %862 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %862 {alignment = 2 : i64} : f16, !llvm.ptr
      %863 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %863 {alignment = 8 : i64} : f16, !llvm.ptr
      %864 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %864 {alignment = 2 : i64} : f16, !llvm.ptr
      %865 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %865 {alignment = 4 : i64} : f16, !llvm.ptr
      %866 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %866 {alignment = 2 : i64} : f16, !llvm.ptr
      %867 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %867, %854 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb68
    ^bb68:  // 2 preds: ^bb66, ^bb67
      %868 = llvm.sdiv %757, %16 : i32
      %869 = llvm.mul %868, %16 overflow<nsw> : i32
      %870 = llvm.sub %757, %869 overflow<nsw> : i32
      %871 = llvm.sdiv %870, %26 : i32
      %872 = llvm.mul %871, %26 overflow<nsw> : i32
      %873 = llvm.sub %870, %872 overflow<nsw> : i32
      %874 = llvm.mul %871, %arg5 overflow<nsw> : i32
      %875 = llvm.sub %874, %arg7 overflow<nsw> : i32
      %876 = llvm.mul %873, %arg6 overflow<nsw> : i32
      %877 = llvm.sub %876, %arg8 overflow<nsw> : i32
      %878 = llvm.mul %868, %39 overflow<nsw> : i32
      %879 = llvm.add %878, %875 overflow<nsw> : i32
      %880 = llvm.mul %879, %39 overflow<nsw> : i32
      %881 = llvm.add %880, %877 overflow<nsw> : i32
      %882 = llvm.mul %881, %47 overflow<nsw> : i32
      %883 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %884 = llvm.add %875, %883 : i32
      %885 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %886 = llvm.add %877, %885 : i32
      %887 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %888 = llvm.icmp "ne" %887, %38 : i8
      %889 = llvm.and %888, %762 : i1
      %890 = llvm.icmp "sge" %884, %32 : i32
      %891 = llvm.and %889, %890 : i1
      %892 = llvm.icmp "slt" %884, %39 : i32
      %893 = llvm.and %891, %892 : i1
      %894 = llvm.icmp "sge" %886, %32 : i32
      %895 = llvm.and %893, %894 : i1
      %896 = llvm.icmp "slt" %886, %39 : i32
      %897 = llvm.and %895, %896 : i1
      %898 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %899 = llvm.add %882, %898 overflow<nsw> : i32
      %900 = llvm.getelementptr %157[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %897, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %901 = llvm.getelementptr %101[%899] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %902 = llvm.ptrtoint %901 : !llvm.ptr<1> to i64
      %903 = llvm.add %902, %45 : i64
      %904 = llvm.and %903, %36 : i64
      %905 = llvm.inttoptr %904 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%905, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %900, %905, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb71
    ^bb70:  // pred: ^bb68
      llvm.store %46, %67 {alignment = 32 : i64} : f16, !llvm.ptr
      %906 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %906 {alignment = 2 : i64} : f16, !llvm.ptr
      %907 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %907 {alignment = 4 : i64} : f16, !llvm.ptr
      %908 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %908 {alignment = 2 : i64} : f16, !llvm.ptr
      %909 = llvm.getelementptr %67[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %909 {alignment = 8 : i64} : f16, !llvm.ptr
      %910 = llvm.getelementptr %67[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %910 {alignment = 2 : i64} : f16, !llvm.ptr
      %911 = llvm.getelementptr %67[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %911 {alignment = 4 : i64} : f16, !llvm.ptr
      %912 = llvm.getelementptr %67[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %912 {alignment = 2 : i64} : f16, !llvm.ptr
      %913 = llvm.load %67 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %913, %900 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %914 = llvm.sdiv %779, %16 : i32
      %915 = llvm.mul %914, %16 overflow<nsw> : i32
      %916 = llvm.sub %779, %915 overflow<nsw> : i32
      %917 = llvm.sdiv %916, %26 : i32
      %918 = llvm.mul %917, %26 overflow<nsw> : i32
      %919 = llvm.sub %916, %918 overflow<nsw> : i32
      %920 = llvm.mul %917, %arg5 overflow<nsw> : i32
      %921 = llvm.sub %920, %arg7 overflow<nsw> : i32
      %922 = llvm.mul %919, %arg6 overflow<nsw> : i32
      %923 = llvm.sub %922, %arg8 overflow<nsw> : i32
      %924 = llvm.mul %914, %39 overflow<nsw> : i32
      %925 = llvm.add %924, %921 overflow<nsw> : i32
      %926 = llvm.mul %925, %39 overflow<nsw> : i32
      %927 = llvm.add %926, %923 overflow<nsw> : i32
      %928 = llvm.mul %927, %47 overflow<nsw> : i32
      %929 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %930 = llvm.add %921, %929 : i32
      %931 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %932 = llvm.add %923, %931 : i32
      %933 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %934 = llvm.icmp "ne" %933, %38 : i8
      %935 = llvm.and %934, %784 : i1
      %936 = llvm.icmp "sge" %930, %32 : i32
      %937 = llvm.and %935, %936 : i1
      %938 = llvm.icmp "slt" %930, %39 : i32
      %939 = llvm.and %937, %938 : i1
      %940 = llvm.icmp "sge" %932, %32 : i32
      %941 = llvm.and %939, %940 : i1
      %942 = llvm.icmp "slt" %932, %39 : i32
      %943 = llvm.and %941, %942 : i1
      %944 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %945 = llvm.add %928, %944 overflow<nsw> : i32
      %946 = llvm.getelementptr %157[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %943, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %947 = llvm.getelementptr %101[%945] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %948 = llvm.ptrtoint %947 : !llvm.ptr<1> to i64
      %949 = llvm.add %948, %45 : i64
      %950 = llvm.and %949, %36 : i64
      %951 = llvm.inttoptr %950 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%951, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %946, %951, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb74
    ^bb73:  // pred: ^bb71
      llvm.store %46, %66 {alignment = 32 : i64} : f16, !llvm.ptr
      %952 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %952 {alignment = 2 : i64} : f16, !llvm.ptr
      %953 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %953 {alignment = 4 : i64} : f16, !llvm.ptr
      %954 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %954 {alignment = 2 : i64} : f16, !llvm.ptr
      %955 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %955 {alignment = 8 : i64} : f16, !llvm.ptr
      %956 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %956 {alignment = 2 : i64} : f16, !llvm.ptr
      %957 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %957 {alignment = 4 : i64} : f16, !llvm.ptr
      %958 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %958 {alignment = 2 : i64} : f16, !llvm.ptr
      %959 = llvm.load %66 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %959, %946 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb74
    ^bb74:  // 2 preds: ^bb72, ^bb73
      %960 = llvm.sdiv %801, %16 : i32
      %961 = llvm.mul %960, %16 overflow<nsw> : i32
      %962 = llvm.sub %801, %961 overflow<nsw> : i32
      %963 = llvm.sdiv %962, %26 : i32
      %964 = llvm.mul %963, %26 overflow<nsw> : i32
      %965 = llvm.sub %962, %964 overflow<nsw> : i32
      %966 = llvm.mul %963, %arg5 overflow<nsw> : i32
      %967 = llvm.sub %966, %arg7 overflow<nsw> : i32
      %968 = llvm.mul %965, %arg6 overflow<nsw> : i32
      %969 = llvm.sub %968, %arg8 overflow<nsw> : i32
      %970 = llvm.mul %960, %39 overflow<nsw> : i32
      %971 = llvm.add %970, %967 overflow<nsw> : i32
      %972 = llvm.mul %971, %39 overflow<nsw> : i32
      %973 = llvm.add %972, %969 overflow<nsw> : i32
      %974 = llvm.mul %973, %47 overflow<nsw> : i32
      %975 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %976 = llvm.add %967, %975 : i32
      %977 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %978 = llvm.add %969, %977 : i32
      %979 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %980 = llvm.icmp "ne" %979, %38 : i8
      %981 = llvm.and %980, %806 : i1
      %982 = llvm.icmp "sge" %976, %32 : i32
      %983 = llvm.and %981, %982 : i1
      %984 = llvm.icmp "slt" %976, %39 : i32
      %985 = llvm.and %983, %984 : i1
      %986 = llvm.icmp "sge" %978, %32 : i32
      %987 = llvm.and %985, %986 : i1
      %988 = llvm.icmp "slt" %978, %39 : i32
      %989 = llvm.and %987, %988 : i1
      %990 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %991 = llvm.add %974, %990 overflow<nsw> : i32
      %992 = llvm.getelementptr %157[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %989, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %993 = llvm.getelementptr %101[%991] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %994 = llvm.ptrtoint %993 : !llvm.ptr<1> to i64
      %995 = llvm.add %994, %45 : i64
      %996 = llvm.and %995, %36 : i64
      %997 = llvm.inttoptr %996 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%997, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %992, %997, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb77
    ^bb76:  // pred: ^bb74
      llvm.store %46, %65 {alignment = 32 : i64} : f16, !llvm.ptr
      %998 = llvm.getelementptr %65[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %998 {alignment = 2 : i64} : f16, !llvm.ptr
      %999 = llvm.getelementptr %65[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %999 {alignment = 4 : i64} : f16, !llvm.ptr
      %1000 = llvm.getelementptr %65[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1000 {alignment = 2 : i64} : f16, !llvm.ptr
      %1001 = llvm.getelementptr %65[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1001 {alignment = 8 : i64} : f16, !llvm.ptr
      %1002 = llvm.getelementptr %65[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1002 {alignment = 2 : i64} : f16, !llvm.ptr
      %1003 = llvm.getelementptr %65[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1003 {alignment = 4 : i64} : f16, !llvm.ptr
      %1004 = llvm.getelementptr %65[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1004 {alignment = 2 : i64} : f16, !llvm.ptr
      %1005 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1005, %992 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb52, ^bb77
      nvvm.cp.async.commit.group
      %1006 = llvm.srem %140, %33 : i32
      %1007 = llvm.sdiv %140, %33 : i32
      %1008 = llvm.srem %1007, %48 : i32
      %1009 = llvm.sdiv %140, %49 : i32
      %1010 = llvm.srem %1009, %48 : i32
      %1011 = llvm.srem %1006, %33 : i32
      %1012 = llvm.srem %1008, %48 : i32
      %1013 = llvm.srem %1010, %48 : i32
      %1014 = llvm.sdiv %1011, %37 : i32
      %1015 = llvm.srem %1011, %37 : i32
      %1016 = llvm.mul %1015, %48 overflow<nsw> : i32
      %1017 = llvm.mul %1014, %31 overflow<nsw> : i32
      %1018 = llvm.add %1016, %1017 overflow<nsw> : i32
      %1019 = llvm.mul %1012, %40 overflow<nsw> : i32
      %1020 = llvm.mul %1013, %50 overflow<nsw> : i32
      %1021 = llvm.add %1019, %1020 overflow<nsw> : i32
      %1022 = llvm.add %1018, %1021 overflow<nsw> : i32
      %1023 = llvm.getelementptr %142[%1022] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %41, %62 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %1024 = llvm.mul %145, %49 overflow<nsw> : i32
      %1025 = llvm.mul %150, %50 overflow<nsw> : i32
      %1026 = llvm.add %1024, %1025 overflow<nsw> : i32
      %1027 = llvm.sdiv %147, %48 : i32
      %1028 = llvm.srem %1027, %48 : i32
      %1029 = llvm.mul %1028, %25 overflow<nsw> : i32
      %1030 = llvm.add %1026, %1029 overflow<nsw> : i32
      %1031 = llvm.srem %147, %48 : i32
      %1032 = llvm.mul %1031, %42 overflow<nsw> : i32
      %1033 = llvm.and %1030, %43 : i32
      %1034 = llvm.icmp "eq" %1033, %32 : i32
      %1035 = llvm.select %1034, %33, %44 : i1, i32
      %1036 = llvm.and %1030, %29 : i32
      %1037 = llvm.lshr %1036, %30 : i32
      %1038 = llvm.xor %1030, %1037 : i32
      %1039 = llvm.add %1038, %1032 overflow<nsw> : i32
      %1040 = llvm.getelementptr %97[%1039] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1041 = llvm.srem %159, %50 : i32
      %1042 = llvm.mul %1041, %49 overflow<nsw> : i32
      %1043 = llvm.sdiv %158, %48 : i32
      %1044 = llvm.srem %158, %48 : i32
      %1045 = llvm.mul %1044, %25 overflow<nsw> : i32
      %1046 = llvm.add %1042, %1045 overflow<nsw> : i32
      %1047 = llvm.sdiv %1043, %48 : i32
      %1048 = llvm.mul %1047, %50 overflow<nsw> : i32
      %1049 = llvm.add %1046, %1048 overflow<nsw> : i32
      %1050 = llvm.sdiv %159, %50 : i32
      %1051 = llvm.mul %1050, %42 overflow<nsw> : i32
      %1052 = llvm.and %1049, %43 : i32
      %1053 = llvm.icmp "eq" %1052, %32 : i32
      %1054 = llvm.select %1053, %33, %44 : i1, i32
      %1055 = llvm.and %1049, %29 : i32
      %1056 = llvm.lshr %1055, %30 : i32
      %1057 = llvm.xor %1049, %1056 : i32
      %1058 = llvm.add %1057, %1051 overflow<nsw> : i32
      %1059 = llvm.getelementptr %100[%1058] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      llvm.br ^bb79(%32, %32, %32 : i32, i32, i32)
    ^bb79(%1060: i32, %1061: i32, %1062: i32):  // 2 preds: ^bb78, ^bb80
      %1063 = llvm.icmp "slt" %1060, %37 : i32
      llvm.cond_br %1063, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1064 = llvm.srem %1060, %48 : i32
      %1065 = llvm.mul %1064, %1035 overflow<nsw> : i32
      %1066 = llvm.mul %1062, %28 overflow<nsw> : i32
      %1067 = llvm.add %1065, %1066 overflow<nsw> : i32
      %1068 = llvm.getelementptr %1040[%1067] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1069 = llvm.mul %1060, %50 overflow<nsw> : i32
      %1070 = llvm.getelementptr %64[%1069] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1071 = nvvm.ldmatrix %1068 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1072 = llvm.extractvalue %1071[0] : !llvm_struct_a37b2a
      %1073 = llvm.extractvalue %1071[1] : !llvm_struct_a37b2a
      %1074 = llvm.extractvalue %1071[2] : !llvm_struct_a37b2a
      %1075 = llvm.extractvalue %1071[3] : !llvm_struct_a37b2a
      llvm.store %1072, %1070 {alignment = 4 : i64} : i32, !llvm.ptr
      %1076 = llvm.getelementptr %1070[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1073, %1076 {alignment = 4 : i64} : i32, !llvm.ptr
      %1077 = llvm.getelementptr %1070[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1074, %1077 {alignment = 4 : i64} : i32, !llvm.ptr
      %1078 = llvm.getelementptr %1070[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1075, %1078 {alignment = 4 : i64} : i32, !llvm.ptr
      %1079 = llvm.add %1061, %52 : i32
      %1080 = llvm.icmp "eq" %1079, %48 : i32
      %1081 = llvm.select %1080, %32, %1079 : i1, i32
      %1082 = llvm.add %1061, %52 : i32
      %1083 = llvm.add %1062, %52 : i32
      %1084 = llvm.icmp "eq" %1082, %48 : i32
      %1085 = llvm.select %1084, %1083, %1062 : i1, i32
      %1086 = llvm.add %1060, %52 : i32
      llvm.br ^bb79(%1086, %1081, %1085 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb81:  // pred: ^bb79
      llvm.br ^bb82(%32, %32, %32 : i32, i32, i32)
    ^bb82(%1087: i32, %1088: i32, %1089: i32):  // 2 preds: ^bb81, ^bb83
      %1090 = llvm.icmp "slt" %1087, %37 : i32
      llvm.cond_br %1090, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %1091 = llvm.srem %1087, %48 : i32
      %1092 = llvm.mul %1091, %1054 overflow<nsw> : i32
      %1093 = llvm.mul %1089, %28 overflow<nsw> : i32
      %1094 = llvm.add %1092, %1093 overflow<nsw> : i32
      %1095 = llvm.getelementptr %1059[%1094] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1096 = llvm.srem %1087, %48 : i32
      %1097 = llvm.mul %1096, %33 overflow<nsw> : i32
      %1098 = llvm.mul %1089, %37 overflow<nsw> : i32
      %1099 = llvm.add %1097, %1098 overflow<nsw> : i32
      %1100 = llvm.getelementptr %63[%1099] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1101 = nvvm.ldmatrix %1095 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1102 = llvm.extractvalue %1101[0] : !llvm_struct_a37b2a
      %1103 = llvm.extractvalue %1101[1] : !llvm_struct_a37b2a
      %1104 = llvm.extractvalue %1101[2] : !llvm_struct_a37b2a
      %1105 = llvm.extractvalue %1101[3] : !llvm_struct_a37b2a
      llvm.store %1102, %1100 {alignment = 4 : i64} : i32, !llvm.ptr
      %1106 = llvm.getelementptr %1100[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1103, %1106 {alignment = 4 : i64} : i32, !llvm.ptr
      %1107 = llvm.getelementptr %1100[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1104, %1107 {alignment = 4 : i64} : i32, !llvm.ptr
      %1108 = llvm.getelementptr %1100[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1105, %1108 {alignment = 4 : i64} : i32, !llvm.ptr
      %1109 = llvm.add %1088, %52 : i32
      %1110 = llvm.icmp "eq" %1109, %48 : i32
      %1111 = llvm.select %1110, %32, %1109 : i1, i32
      %1112 = llvm.add %1088, %52 : i32
      %1113 = llvm.add %1089, %52 : i32
      %1114 = llvm.icmp "eq" %1112, %48 : i32
      %1115 = llvm.select %1114, %1113, %1089 : i1, i32
      %1116 = llvm.add %1087, %52 : i32
      llvm.br ^bb82(%1116, %1111, %1115 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb84:  // pred: ^bb82
      %1117 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1118 = llvm.getelementptr %63[8] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb85(%32, %30, %32 : i32, i32, i32)
    ^bb85(%1119: i32, %1120: i32, %1121: i32):  // 2 preds: ^bb84, ^bb136
      %1122 = llvm.icmp "slt" %1119, %137 : i32
      llvm.cond_br %1122, ^bb86, ^bb137
    ^bb86:  // pred: ^bb85
      %1123 = llvm.mul %1121, %15 overflow<nsw> : i32
      %1124 = llvm.add %1123, %18 overflow<nsw> : i32
      %1125 = llvm.getelementptr %1040[%1124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb87(%32, %32, %32 : i32, i32, i32)
    ^bb87(%1126: i32, %1127: i32, %1128: i32):  // 2 preds: ^bb86, ^bb88
      %1129 = llvm.icmp "slt" %1126, %37 : i32
      llvm.cond_br %1129, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1130 = llvm.srem %1126, %48 : i32
      %1131 = llvm.mul %1130, %1035 overflow<nsw> : i32
      %1132 = llvm.mul %1128, %28 overflow<nsw> : i32
      %1133 = llvm.add %1131, %1132 overflow<nsw> : i32
      %1134 = llvm.getelementptr %1125[%1133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1135 = llvm.mul %1126, %50 overflow<nsw> : i32
      %1136 = llvm.getelementptr %1117[%1135] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1137 = nvvm.ldmatrix %1134 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1138 = llvm.extractvalue %1137[0] : !llvm_struct_a37b2a
      %1139 = llvm.extractvalue %1137[1] : !llvm_struct_a37b2a
      %1140 = llvm.extractvalue %1137[2] : !llvm_struct_a37b2a
      %1141 = llvm.extractvalue %1137[3] : !llvm_struct_a37b2a
      llvm.store %1138, %1136 {alignment = 4 : i64} : i32, !llvm.ptr
      %1142 = llvm.getelementptr %1136[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1139, %1142 {alignment = 4 : i64} : i32, !llvm.ptr
      %1143 = llvm.getelementptr %1136[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1140, %1143 {alignment = 4 : i64} : i32, !llvm.ptr
      %1144 = llvm.getelementptr %1136[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1141, %1144 {alignment = 4 : i64} : i32, !llvm.ptr
      %1145 = llvm.add %1127, %52 : i32
      %1146 = llvm.icmp "eq" %1145, %48 : i32
      %1147 = llvm.select %1146, %32, %1145 : i1, i32
      %1148 = llvm.add %1127, %52 : i32
      %1149 = llvm.add %1128, %52 : i32
      %1150 = llvm.icmp "eq" %1148, %48 : i32
      %1151 = llvm.select %1150, %1149, %1128 : i1, i32
      %1152 = llvm.add %1126, %52 : i32
      llvm.br ^bb87(%1152, %1147, %1151 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb89:  // pred: ^bb87
      %1153 = llvm.mul %1121, %15 overflow<nsw> : i32
      %1154 = llvm.add %1153, %18 overflow<nsw> : i32
      %1155 = llvm.getelementptr %1059[%1154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb90(%32, %32, %32 : i32, i32, i32)
    ^bb90(%1156: i32, %1157: i32, %1158: i32):  // 2 preds: ^bb89, ^bb91
      %1159 = llvm.icmp "slt" %1156, %37 : i32
      llvm.cond_br %1159, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1160 = llvm.srem %1156, %48 : i32
      %1161 = llvm.mul %1160, %1054 overflow<nsw> : i32
      %1162 = llvm.mul %1158, %28 overflow<nsw> : i32
      %1163 = llvm.add %1161, %1162 overflow<nsw> : i32
      %1164 = llvm.getelementptr %1155[%1163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1165 = llvm.srem %1156, %48 : i32
      %1166 = llvm.mul %1165, %33 overflow<nsw> : i32
      %1167 = llvm.mul %1158, %37 overflow<nsw> : i32
      %1168 = llvm.add %1166, %1167 overflow<nsw> : i32
      %1169 = llvm.getelementptr %1118[%1168] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1170 = nvvm.ldmatrix %1164 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1171 = llvm.extractvalue %1170[0] : !llvm_struct_a37b2a
      %1172 = llvm.extractvalue %1170[1] : !llvm_struct_a37b2a
      %1173 = llvm.extractvalue %1170[2] : !llvm_struct_a37b2a
      %1174 = llvm.extractvalue %1170[3] : !llvm_struct_a37b2a
      llvm.store %1171, %1169 {alignment = 4 : i64} : i32, !llvm.ptr
      %1175 = llvm.getelementptr %1169[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1172, %1175 {alignment = 4 : i64} : i32, !llvm.ptr
      %1176 = llvm.getelementptr %1169[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1173, %1176 {alignment = 4 : i64} : i32, !llvm.ptr
      %1177 = llvm.getelementptr %1169[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1174, %1177 {alignment = 4 : i64} : i32, !llvm.ptr
      %1178 = llvm.add %1157, %52 : i32
      %1179 = llvm.icmp "eq" %1178, %48 : i32
      %1180 = llvm.select %1179, %32, %1178 : i1, i32
      %1181 = llvm.add %1157, %52 : i32
      %1182 = llvm.add %1158, %52 : i32
      %1183 = llvm.icmp "eq" %1181, %48 : i32
      %1184 = llvm.select %1183, %1182, %1158 : i1, i32
      %1185 = llvm.add %1156, %52 : i32
      llvm.br ^bb90(%1185, %1180, %1184 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb92:  // pred: ^bb90
      %1186 = llvm.add %1119, %30 : i32
      %1187 = llvm.icmp "slt" %1186, %137 : i32
      llvm.cond_br %1187, ^bb93, ^bb118
    ^bb93:  // pred: ^bb92
      %1188 = llvm.add %135, %1186 : i32
      %1189 = llvm.mul %1188, %33 : i32
      %1190 = llvm.add %1189, %158 overflow<nsw> : i32
      %1191 = llvm.mul %123, %51 : i32
      %1192 = llvm.add %1191, %160 overflow<nsw> : i32
      %1193 = llvm.mul %1190, %34 overflow<nsw> : i32
      %1194 = llvm.add %1193, %1192 overflow<nsw> : i32
      %1195 = llvm.icmp "slt" %1192, %34 : i32
      %1196 = llvm.icmp "slt" %1190, %35 : i32
      %1197 = llvm.and %1195, %1196 : i1
      %1198 = llvm.mul %1120, %15 overflow<nsw> : i32
      %1199 = llvm.getelementptr %156[%1198] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1197, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1200 = llvm.getelementptr %102[%1194] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1201 = llvm.ptrtoint %1200 : !llvm.ptr<1> to i64
      %1202 = llvm.add %1201, %45 : i64
      %1203 = llvm.and %1202, %36 : i64
      %1204 = llvm.inttoptr %1203 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1204, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1199, %1204, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %46, %61 {alignment = 32 : i64} : f16, !llvm.ptr
      %1205 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1205 {alignment = 2 : i64} : f16, !llvm.ptr
      %1206 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1206 {alignment = 4 : i64} : f16, !llvm.ptr
      %1207 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1207 {alignment = 2 : i64} : f16, !llvm.ptr
      %1208 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1208 {alignment = 8 : i64} : f16, !llvm.ptr
      %1209 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1209 {alignment = 2 : i64} : f16, !llvm.ptr
      %1210 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1210 {alignment = 4 : i64} : f16, !llvm.ptr
      %1211 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1211 {alignment = 2 : i64} : f16, !llvm.ptr
      %1212 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1212, %1199 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1213 = llvm.add %158, %50 overflow<nsw> : i32
      %1214 = llvm.add %1189, %1213 overflow<nsw> : i32
      %1215 = llvm.add %1191, %160 overflow<nsw> : i32
      %1216 = llvm.mul %1214, %34 overflow<nsw> : i32
      %1217 = llvm.add %1216, %1215 overflow<nsw> : i32
      %1218 = llvm.icmp "slt" %1215, %34 : i32
      %1219 = llvm.icmp "slt" %1214, %35 : i32
      %1220 = llvm.and %1218, %1219 : i1
      %1221 = llvm.mul %1120, %15 overflow<nsw> : i32
      %1222 = llvm.add %1221, %42 overflow<nsw> : i32
      %1223 = llvm.getelementptr %156[%1222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1220, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1224 = llvm.getelementptr %102[%1217] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1225 = llvm.ptrtoint %1224 : !llvm.ptr<1> to i64
      %1226 = llvm.add %1225, %45 : i64
      %1227 = llvm.and %1226, %36 : i64
      %1228 = llvm.inttoptr %1227 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1228, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1223, %1228, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %46, %60 {alignment = 32 : i64} : f16, !llvm.ptr
      %1229 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1229 {alignment = 2 : i64} : f16, !llvm.ptr
      %1230 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1230 {alignment = 4 : i64} : f16, !llvm.ptr
      %1231 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1231 {alignment = 2 : i64} : f16, !llvm.ptr
      %1232 = llvm.getelementptr %60[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1232 {alignment = 8 : i64} : f16, !llvm.ptr
      %1233 = llvm.getelementptr %60[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1233 {alignment = 2 : i64} : f16, !llvm.ptr
      %1234 = llvm.getelementptr %60[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1234 {alignment = 4 : i64} : f16, !llvm.ptr
      %1235 = llvm.getelementptr %60[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1235 {alignment = 2 : i64} : f16, !llvm.ptr
      %1236 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1236, %1223 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1237 = llvm.add %158, %25 overflow<nsw> : i32
      %1238 = llvm.add %1189, %1237 overflow<nsw> : i32
      %1239 = llvm.add %1191, %160 overflow<nsw> : i32
      %1240 = llvm.mul %1238, %34 overflow<nsw> : i32
      %1241 = llvm.add %1240, %1239 overflow<nsw> : i32
      %1242 = llvm.icmp "slt" %1239, %34 : i32
      %1243 = llvm.icmp "slt" %1238, %35 : i32
      %1244 = llvm.and %1242, %1243 : i1
      %1245 = llvm.mul %1120, %15 overflow<nsw> : i32
      %1246 = llvm.add %1245, %18 overflow<nsw> : i32
      %1247 = llvm.getelementptr %156[%1246] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1244, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1248 = llvm.getelementptr %102[%1241] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1249 = llvm.ptrtoint %1248 : !llvm.ptr<1> to i64
      %1250 = llvm.add %1249, %45 : i64
      %1251 = llvm.and %1250, %36 : i64
      %1252 = llvm.inttoptr %1251 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1252, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1247, %1252, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %46, %59 {alignment = 32 : i64} : f16, !llvm.ptr
      %1253 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1253 {alignment = 2 : i64} : f16, !llvm.ptr
      %1254 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1254 {alignment = 4 : i64} : f16, !llvm.ptr
      %1255 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1255 {alignment = 2 : i64} : f16, !llvm.ptr
      %1256 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1256 {alignment = 8 : i64} : f16, !llvm.ptr
      %1257 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1257 {alignment = 2 : i64} : f16, !llvm.ptr
      %1258 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1258 {alignment = 4 : i64} : f16, !llvm.ptr
      %1259 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1259 {alignment = 2 : i64} : f16, !llvm.ptr
      %1260 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1260, %1247 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1261 = llvm.add %158, %47 overflow<nsw> : i32
      %1262 = llvm.add %1189, %1261 overflow<nsw> : i32
      %1263 = llvm.add %1191, %160 overflow<nsw> : i32
      %1264 = llvm.mul %1262, %34 overflow<nsw> : i32
      %1265 = llvm.add %1264, %1263 overflow<nsw> : i32
      %1266 = llvm.icmp "slt" %1263, %34 : i32
      %1267 = llvm.icmp "slt" %1262, %35 : i32
      %1268 = llvm.and %1266, %1267 : i1
      %1269 = llvm.mul %1120, %15 overflow<nsw> : i32
      %1270 = llvm.add %1269, %17 overflow<nsw> : i32
      %1271 = llvm.getelementptr %156[%1270] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1268, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1272 = llvm.getelementptr %102[%1265] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1273 = llvm.ptrtoint %1272 : !llvm.ptr<1> to i64
      %1274 = llvm.add %1273, %45 : i64
      %1275 = llvm.and %1274, %36 : i64
      %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1276, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1271, %1276, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %46, %58 {alignment = 32 : i64} : f16, !llvm.ptr
      %1277 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1277 {alignment = 2 : i64} : f16, !llvm.ptr
      %1278 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1278 {alignment = 4 : i64} : f16, !llvm.ptr
      %1279 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1279 {alignment = 2 : i64} : f16, !llvm.ptr
      %1280 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1280 {alignment = 8 : i64} : f16, !llvm.ptr
      %1281 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1281 {alignment = 2 : i64} : f16, !llvm.ptr
      %1282 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1282 {alignment = 4 : i64} : f16, !llvm.ptr
      %1283 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1283 {alignment = 2 : i64} : f16, !llvm.ptr
      %1284 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1284, %1271 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1285 = llvm.sdiv %1190, %16 : i32
      %1286 = llvm.mul %1285, %16 overflow<nsw> : i32
      %1287 = llvm.sub %1190, %1286 overflow<nsw> : i32
      %1288 = llvm.sdiv %1287, %26 : i32
      %1289 = llvm.mul %1288, %26 overflow<nsw> : i32
      %1290 = llvm.sub %1287, %1289 overflow<nsw> : i32
      %1291 = llvm.mul %1288, %arg5 overflow<nsw> : i32
      %1292 = llvm.sub %1291, %arg7 overflow<nsw> : i32
      %1293 = llvm.mul %1290, %arg6 overflow<nsw> : i32
      %1294 = llvm.sub %1293, %arg8 overflow<nsw> : i32
      %1295 = llvm.mul %1285, %39 overflow<nsw> : i32
      %1296 = llvm.add %1295, %1292 overflow<nsw> : i32
      %1297 = llvm.mul %1296, %39 overflow<nsw> : i32
      %1298 = llvm.add %1297, %1294 overflow<nsw> : i32
      %1299 = llvm.mul %1298, %47 overflow<nsw> : i32
      %1300 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1301 = llvm.add %1292, %1300 : i32
      %1302 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1303 = llvm.add %1294, %1302 : i32
      %1304 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1305 = llvm.icmp "ne" %1304, %38 : i8
      %1306 = llvm.and %1305, %1196 : i1
      %1307 = llvm.icmp "sge" %1301, %32 : i32
      %1308 = llvm.and %1306, %1307 : i1
      %1309 = llvm.icmp "slt" %1301, %39 : i32
      %1310 = llvm.and %1308, %1309 : i1
      %1311 = llvm.icmp "sge" %1303, %32 : i32
      %1312 = llvm.and %1310, %1311 : i1
      %1313 = llvm.icmp "slt" %1303, %39 : i32
      %1314 = llvm.and %1312, %1313 : i1
      %1315 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1316 = llvm.add %1299, %1315 overflow<nsw> : i32
      %1317 = llvm.getelementptr %157[%1198] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1314, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1318 = llvm.getelementptr %101[%1316] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1319 = llvm.ptrtoint %1318 : !llvm.ptr<1> to i64
      %1320 = llvm.add %1319, %45 : i64
      %1321 = llvm.and %1320, %36 : i64
      %1322 = llvm.inttoptr %1321 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1322, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1317, %1322, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %46, %57 {alignment = 32 : i64} : f16, !llvm.ptr
      %1323 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1323 {alignment = 2 : i64} : f16, !llvm.ptr
      %1324 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1324 {alignment = 4 : i64} : f16, !llvm.ptr
      %1325 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1325 {alignment = 2 : i64} : f16, !llvm.ptr
      %1326 = llvm.getelementptr %57[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1326 {alignment = 8 : i64} : f16, !llvm.ptr
      %1327 = llvm.getelementptr %57[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1327 {alignment = 2 : i64} : f16, !llvm.ptr
      %1328 = llvm.getelementptr %57[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1328 {alignment = 4 : i64} : f16, !llvm.ptr
      %1329 = llvm.getelementptr %57[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1329 {alignment = 2 : i64} : f16, !llvm.ptr
      %1330 = llvm.load %57 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1330, %1317 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1331 = llvm.sdiv %1214, %16 : i32
      %1332 = llvm.mul %1331, %16 overflow<nsw> : i32
      %1333 = llvm.sub %1214, %1332 overflow<nsw> : i32
      %1334 = llvm.sdiv %1333, %26 : i32
      %1335 = llvm.mul %1334, %26 overflow<nsw> : i32
      %1336 = llvm.sub %1333, %1335 overflow<nsw> : i32
      %1337 = llvm.mul %1334, %arg5 overflow<nsw> : i32
      %1338 = llvm.sub %1337, %arg7 overflow<nsw> : i32
      %1339 = llvm.mul %1336, %arg6 overflow<nsw> : i32
      %1340 = llvm.sub %1339, %arg8 overflow<nsw> : i32
      %1341 = llvm.mul %1331, %39 overflow<nsw> : i32
      %1342 = llvm.add %1341, %1338 overflow<nsw> : i32
      %1343 = llvm.mul %1342, %39 overflow<nsw> : i32
      %1344 = llvm.add %1343, %1340 overflow<nsw> : i32
      %1345 = llvm.mul %1344, %47 overflow<nsw> : i32
      %1346 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1347 = llvm.add %1338, %1346 : i32
      %1348 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1349 = llvm.add %1340, %1348 : i32
      %1350 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1351 = llvm.icmp "ne" %1350, %38 : i8
      %1352 = llvm.and %1351, %1219 : i1
      %1353 = llvm.icmp "sge" %1347, %32 : i32
      %1354 = llvm.and %1352, %1353 : i1
      %1355 = llvm.icmp "slt" %1347, %39 : i32
      %1356 = llvm.and %1354, %1355 : i1
      %1357 = llvm.icmp "sge" %1349, %32 : i32
      %1358 = llvm.and %1356, %1357 : i1
      %1359 = llvm.icmp "slt" %1349, %39 : i32
      %1360 = llvm.and %1358, %1359 : i1
      %1361 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1362 = llvm.add %1345, %1361 overflow<nsw> : i32
      %1363 = llvm.getelementptr %157[%1222] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1360, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1364 = llvm.getelementptr %101[%1362] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1365 = llvm.ptrtoint %1364 : !llvm.ptr<1> to i64
      %1366 = llvm.add %1365, %45 : i64
      %1367 = llvm.and %1366, %36 : i64
      %1368 = llvm.inttoptr %1367 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1368, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1363, %1368, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %46, %56 {alignment = 32 : i64} : f16, !llvm.ptr
      %1369 = llvm.getelementptr %56[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1369 {alignment = 2 : i64} : f16, !llvm.ptr
      %1370 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1370 {alignment = 4 : i64} : f16, !llvm.ptr
      %1371 = llvm.getelementptr %56[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1371 {alignment = 2 : i64} : f16, !llvm.ptr
      %1372 = llvm.getelementptr %56[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1372 {alignment = 8 : i64} : f16, !llvm.ptr
      %1373 = llvm.getelementptr %56[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1373 {alignment = 2 : i64} : f16, !llvm.ptr
      %1374 = llvm.getelementptr %56[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1374 {alignment = 4 : i64} : f16, !llvm.ptr
      %1375 = llvm.getelementptr %56[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1375 {alignment = 2 : i64} : f16, !llvm.ptr
      %1376 = llvm.load %56 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1376, %1363 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1377 = llvm.sdiv %1238, %16 : i32
      %1378 = llvm.mul %1377, %16 overflow<nsw> : i32
      %1379 = llvm.sub %1238, %1378 overflow<nsw> : i32
      %1380 = llvm.sdiv %1379, %26 : i32
      %1381 = llvm.mul %1380, %26 overflow<nsw> : i32
      %1382 = llvm.sub %1379, %1381 overflow<nsw> : i32
      %1383 = llvm.mul %1380, %arg5 overflow<nsw> : i32
      %1384 = llvm.sub %1383, %arg7 overflow<nsw> : i32
      %1385 = llvm.mul %1382, %arg6 overflow<nsw> : i32
      %1386 = llvm.sub %1385, %arg8 overflow<nsw> : i32
      %1387 = llvm.mul %1377, %39 overflow<nsw> : i32
      %1388 = llvm.add %1387, %1384 overflow<nsw> : i32
      %1389 = llvm.mul %1388, %39 overflow<nsw> : i32
      %1390 = llvm.add %1389, %1386 overflow<nsw> : i32
      %1391 = llvm.mul %1390, %47 overflow<nsw> : i32
      %1392 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1393 = llvm.add %1384, %1392 : i32
      %1394 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1395 = llvm.add %1386, %1394 : i32
      %1396 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1397 = llvm.icmp "ne" %1396, %38 : i8
      %1398 = llvm.and %1397, %1243 : i1
      %1399 = llvm.icmp "sge" %1393, %32 : i32
      %1400 = llvm.and %1398, %1399 : i1
      %1401 = llvm.icmp "slt" %1393, %39 : i32
      %1402 = llvm.and %1400, %1401 : i1
      %1403 = llvm.icmp "sge" %1395, %32 : i32
      %1404 = llvm.and %1402, %1403 : i1
      %1405 = llvm.icmp "slt" %1395, %39 : i32
      %1406 = llvm.and %1404, %1405 : i1
      %1407 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1408 = llvm.add %1391, %1407 overflow<nsw> : i32
      %1409 = llvm.getelementptr %157[%1246] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1406, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1410 = llvm.getelementptr %101[%1408] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1411 = llvm.ptrtoint %1410 : !llvm.ptr<1> to i64
      %1412 = llvm.add %1411, %45 : i64
      %1413 = llvm.and %1412, %36 : i64
      %1414 = llvm.inttoptr %1413 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1414, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1409, %1414, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %46, %55 {alignment = 32 : i64} : f16, !llvm.ptr
      %1415 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1415 {alignment = 2 : i64} : f16, !llvm.ptr
      %1416 = llvm.getelementptr %55[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1416 {alignment = 4 : i64} : f16, !llvm.ptr
      %1417 = llvm.getelementptr %55[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1417 {alignment = 2 : i64} : f16, !llvm.ptr
      %1418 = llvm.getelementptr %55[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1418 {alignment = 8 : i64} : f16, !llvm.ptr
      %1419 = llvm.getelementptr %55[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1419 {alignment = 2 : i64} : f16, !llvm.ptr
      %1420 = llvm.getelementptr %55[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1420 {alignment = 4 : i64} : f16, !llvm.ptr
      %1421 = llvm.getelementptr %55[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1421 {alignment = 2 : i64} : f16, !llvm.ptr
      %1422 = llvm.load %55 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1422, %1409 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1423 = llvm.sdiv %1262, %16 : i32
      %1424 = llvm.mul %1423, %16 overflow<nsw> : i32
      %1425 = llvm.sub %1262, %1424 overflow<nsw> : i32
      %1426 = llvm.sdiv %1425, %26 : i32
      %1427 = llvm.mul %1426, %26 overflow<nsw> : i32
      %1428 = llvm.sub %1425, %1427 overflow<nsw> : i32
      %1429 = llvm.mul %1426, %arg5 overflow<nsw> : i32
      %1430 = llvm.sub %1429, %arg7 overflow<nsw> : i32
      %1431 = llvm.mul %1428, %arg6 overflow<nsw> : i32
      %1432 = llvm.sub %1431, %arg8 overflow<nsw> : i32
      %1433 = llvm.mul %1423, %39 overflow<nsw> : i32
      %1434 = llvm.add %1433, %1430 overflow<nsw> : i32
      %1435 = llvm.mul %1434, %39 overflow<nsw> : i32
      %1436 = llvm.add %1435, %1432 overflow<nsw> : i32
      %1437 = llvm.mul %1436, %47 overflow<nsw> : i32
      %1438 = llvm.load %91 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1439 = llvm.add %1430, %1438 : i32
      %1440 = llvm.load %173 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1441 = llvm.add %1432, %1440 : i32
      %1442 = llvm.load %89 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1443 = llvm.icmp "ne" %1442, %38 : i8
      %1444 = llvm.and %1443, %1267 : i1
      %1445 = llvm.icmp "sge" %1439, %32 : i32
      %1446 = llvm.and %1444, %1445 : i1
      %1447 = llvm.icmp "slt" %1439, %39 : i32
      %1448 = llvm.and %1446, %1447 : i1
      %1449 = llvm.icmp "sge" %1441, %32 : i32
      %1450 = llvm.and %1448, %1449 : i1
      %1451 = llvm.icmp "slt" %1441, %39 : i32
      %1452 = llvm.and %1450, %1451 : i1
      %1453 = llvm.load %90 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1454 = llvm.add %1437, %1453 overflow<nsw> : i32
      %1455 = llvm.getelementptr %157[%1270] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1452, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1456 = llvm.getelementptr %101[%1454] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1457 = llvm.ptrtoint %1456 : !llvm.ptr<1> to i64
      %1458 = llvm.add %1457, %45 : i64
      %1459 = llvm.and %1458, %36 : i64
      %1460 = llvm.inttoptr %1459 : i64 to !llvm.ptr<1>
      llvm.intr.assume %21 ["align"(%1460, %19 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1455, %1460, 16, cache = cg, %25 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %46, %54 {alignment = 32 : i64} : f16, !llvm.ptr
      %1461 = llvm.getelementptr %54[1] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1461 {alignment = 2 : i64} : f16, !llvm.ptr
      %1462 = llvm.getelementptr %54[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1462 {alignment = 4 : i64} : f16, !llvm.ptr
      %1463 = llvm.getelementptr %54[3] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1463 {alignment = 2 : i64} : f16, !llvm.ptr
      %1464 = llvm.getelementptr %54[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1464 {alignment = 8 : i64} : f16, !llvm.ptr
      %1465 = llvm.getelementptr %54[5] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1465 {alignment = 2 : i64} : f16, !llvm.ptr
      %1466 = llvm.getelementptr %54[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1466 {alignment = 4 : i64} : f16, !llvm.ptr
      %1467 = llvm.getelementptr %54[7] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %46, %1467 {alignment = 2 : i64} : f16, !llvm.ptr
      %1468 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %1468, %1455 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb92, ^bb117
      nvvm.cp.async.commit.group
      llvm.br ^bb119(%32, %32, %32 : i32, i32, i32)
    ^bb119(%1469: i32, %1470: i32, %1471: i32):  // 2 preds: ^bb118, ^bb123
      %1472 = llvm.icmp "slt" %1469, %37 : i32
      llvm.cond_br %1472, ^bb120, ^bb124
    ^bb120:  // pred: ^bb119
      %1473 = llvm.srem %1469, %48 : i32
      %1474 = llvm.mul %1473, %50 overflow<nsw> : i32
      %1475 = llvm.mul %1471, %25 overflow<nsw> : i32
      %1476 = llvm.add %1474, %1475 overflow<nsw> : i32
      %1477 = llvm.getelementptr %64[%1476] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1478 = llvm.getelementptr %1477[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1479 = llvm.getelementptr %1477[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1480 = llvm.getelementptr %1477[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb121(%32, %32, %32 : i32, i32, i32)
    ^bb121(%1481: i32, %1482: i32, %1483: i32):  // 2 preds: ^bb120, ^bb122
      %1484 = llvm.icmp "slt" %1481, %50 : i32
      llvm.cond_br %1484, ^bb122, ^bb123
    ^bb122:  // pred: ^bb121
      %1485 = llvm.sdiv %1482, %48 : i32
      %1486 = llvm.srem %1482, %48 : i32
      %1487 = llvm.mul %1486, %25 overflow<nsw> : i32
      %1488 = llvm.mul %1485, %33 overflow<nsw> : i32
      %1489 = llvm.add %1487, %1488 overflow<nsw> : i32
      %1490 = llvm.mul %1483, %37 overflow<nsw> : i32
      %1491 = llvm.add %1489, %1490 overflow<nsw> : i32
      %1492 = llvm.getelementptr %63[%1491] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1493 = llvm.mul %1469, %37 overflow<nsw> : i32
      %1494 = llvm.mul %1481, %25 overflow<nsw> : i32
      %1495 = llvm.add %1493, %1494 overflow<nsw> : i32
      %1496 = llvm.getelementptr %62[%1495] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1497 = llvm.load %1477 : !llvm.ptr -> vector<2xf16>
      %1498 = llvm.load %1478 : !llvm.ptr -> vector<2xf16>
      %1499 = llvm.load %1479 : !llvm.ptr -> vector<2xf16>
      %1500 = llvm.load %1480 : !llvm.ptr -> vector<2xf16>
      %1501 = llvm.load %1492 : !llvm.ptr -> vector<2xf16>
      %1502 = llvm.getelementptr %1492[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1503 = llvm.load %1502 : !llvm.ptr -> vector<2xf16>
      %1504 = llvm.load %1496 : !llvm.ptr -> vector<4xf32>
      %1505 = llvm.mlir.constant(0 : i64) : i64
      %1506 = llvm.extractelement %1504[%1505 : i64] : vector<4xf32>
      %1507 = llvm.mlir.constant(1 : i64) : i64
      %1508 = llvm.extractelement %1504[%1507 : i64] : vector<4xf32>
      %1509 = llvm.mlir.constant(2 : i64) : i64
      %1510 = llvm.extractelement %1504[%1509 : i64] : vector<4xf32>
      %1511 = llvm.mlir.constant(3 : i64) : i64
      %1512 = llvm.extractelement %1504[%1511 : i64] : vector<4xf32>
      %1513 = nvvm.mma.sync A[%1497, %1498, %1499, %1500]  B[%1501, %1503]  C[%1506, %1508, %1510, %1512]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1514 = llvm.extractvalue %1513[0] : !llvm_struct_687153
      %1515 = llvm.extractvalue %1513[1] : !llvm_struct_687153
      %1516 = llvm.extractvalue %1513[2] : !llvm_struct_687153
      %1517 = llvm.extractvalue %1513[3] : !llvm_struct_687153
      %1518 = llvm.mlir.poison : vector<4xf32>
      %1519 = llvm.mlir.constant(0 : i64) : i64
      %1520 = llvm.insertelement %1514, %1518[%1519 : i64] : vector<4xf32>
      %1521 = llvm.mlir.constant(1 : i64) : i64
      %1522 = llvm.insertelement %1515, %1520[%1521 : i64] : vector<4xf32>
      %1523 = llvm.mlir.constant(2 : i64) : i64
      %1524 = llvm.insertelement %1516, %1522[%1523 : i64] : vector<4xf32>
      %1525 = llvm.mlir.constant(3 : i64) : i64
      %1526 = llvm.insertelement %1517, %1524[%1525 : i64] : vector<4xf32>
      llvm.store %1526, %1496 : vector<4xf32>, !llvm.ptr
      %1527 = llvm.add %1482, %52 : i32
      %1528 = llvm.icmp "eq" %1527, %37 : i32
      %1529 = llvm.select %1528, %32, %1527 : i1, i32
      %1530 = llvm.add %1482, %52 : i32
      %1531 = llvm.add %1483, %52 : i32
      %1532 = llvm.icmp "eq" %1530, %37 : i32
      %1533 = llvm.select %1532, %1531, %1483 : i1, i32
      %1534 = llvm.add %1481, %52 : i32
      llvm.br ^bb121(%1534, %1529, %1533 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb123:  // pred: ^bb121
      %1535 = llvm.add %1470, %52 : i32
      %1536 = llvm.icmp "eq" %1535, %48 : i32
      %1537 = llvm.select %1536, %32, %1535 : i1, i32
      %1538 = llvm.add %1470, %52 : i32
      %1539 = llvm.add %1471, %52 : i32
      %1540 = llvm.icmp "eq" %1538, %48 : i32
      %1541 = llvm.select %1540, %1539, %1471 : i1, i32
      %1542 = llvm.add %1469, %52 : i32
      llvm.br ^bb119(%1542, %1537, %1541 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb124:  // pred: ^bb119
      %1543 = llvm.add %1121, %52 : i32
      %1544 = llvm.icmp "eq" %1543, %37 : i32
      %1545 = llvm.select %1544, %32, %1543 : i1, i32
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      %1546 = llvm.mul %1545, %15 overflow<nsw> : i32
      %1547 = llvm.getelementptr %1040[%1546] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb125(%32, %32, %32 : i32, i32, i32)
    ^bb125(%1548: i32, %1549: i32, %1550: i32):  // 2 preds: ^bb124, ^bb126
      %1551 = llvm.icmp "slt" %1548, %37 : i32
      llvm.cond_br %1551, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %1552 = llvm.srem %1548, %48 : i32
      %1553 = llvm.mul %1552, %1035 overflow<nsw> : i32
      %1554 = llvm.mul %1550, %28 overflow<nsw> : i32
      %1555 = llvm.add %1553, %1554 overflow<nsw> : i32
      %1556 = llvm.getelementptr %1547[%1555] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1557 = llvm.mul %1548, %50 overflow<nsw> : i32
      %1558 = llvm.getelementptr %64[%1557] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1559 = nvvm.ldmatrix %1556 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1560 = llvm.extractvalue %1559[0] : !llvm_struct_a37b2a
      %1561 = llvm.extractvalue %1559[1] : !llvm_struct_a37b2a
      %1562 = llvm.extractvalue %1559[2] : !llvm_struct_a37b2a
      %1563 = llvm.extractvalue %1559[3] : !llvm_struct_a37b2a
      llvm.store %1560, %1558 {alignment = 4 : i64} : i32, !llvm.ptr
      %1564 = llvm.getelementptr %1558[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1561, %1564 {alignment = 4 : i64} : i32, !llvm.ptr
      %1565 = llvm.getelementptr %1558[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1562, %1565 {alignment = 4 : i64} : i32, !llvm.ptr
      %1566 = llvm.getelementptr %1558[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1563, %1566 {alignment = 4 : i64} : i32, !llvm.ptr
      %1567 = llvm.add %1549, %52 : i32
      %1568 = llvm.icmp "eq" %1567, %48 : i32
      %1569 = llvm.select %1568, %32, %1567 : i1, i32
      %1570 = llvm.add %1549, %52 : i32
      %1571 = llvm.add %1550, %52 : i32
      %1572 = llvm.icmp "eq" %1570, %48 : i32
      %1573 = llvm.select %1572, %1571, %1550 : i1, i32
      %1574 = llvm.add %1548, %52 : i32
      llvm.br ^bb125(%1574, %1569, %1573 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb127:  // pred: ^bb125
      %1575 = llvm.mul %1545, %15 overflow<nsw> : i32
      %1576 = llvm.getelementptr %1059[%1575] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb128(%32, %32, %32 : i32, i32, i32)
    ^bb128(%1577: i32, %1578: i32, %1579: i32):  // 2 preds: ^bb127, ^bb129
      %1580 = llvm.icmp "slt" %1577, %37 : i32
      llvm.cond_br %1580, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1581 = llvm.srem %1577, %48 : i32
      %1582 = llvm.mul %1581, %1054 overflow<nsw> : i32
      %1583 = llvm.mul %1579, %28 overflow<nsw> : i32
      %1584 = llvm.add %1582, %1583 overflow<nsw> : i32
      %1585 = llvm.getelementptr %1576[%1584] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1586 = llvm.srem %1577, %48 : i32
      %1587 = llvm.mul %1586, %33 overflow<nsw> : i32
      %1588 = llvm.mul %1579, %37 overflow<nsw> : i32
      %1589 = llvm.add %1587, %1588 overflow<nsw> : i32
      %1590 = llvm.getelementptr %63[%1589] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1591 = nvvm.ldmatrix %1585 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1592 = llvm.extractvalue %1591[0] : !llvm_struct_a37b2a
      %1593 = llvm.extractvalue %1591[1] : !llvm_struct_a37b2a
      %1594 = llvm.extractvalue %1591[2] : !llvm_struct_a37b2a
      %1595 = llvm.extractvalue %1591[3] : !llvm_struct_a37b2a
      llvm.store %1592, %1590 {alignment = 4 : i64} : i32, !llvm.ptr
      %1596 = llvm.getelementptr %1590[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1593, %1596 {alignment = 4 : i64} : i32, !llvm.ptr
      %1597 = llvm.getelementptr %1590[8] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1594, %1597 {alignment = 4 : i64} : i32, !llvm.ptr
      %1598 = llvm.getelementptr %1590[9] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1595, %1598 {alignment = 4 : i64} : i32, !llvm.ptr
      %1599 = llvm.add %1578, %52 : i32
      %1600 = llvm.icmp "eq" %1599, %48 : i32
      %1601 = llvm.select %1600, %32, %1599 : i1, i32
      %1602 = llvm.add %1578, %52 : i32
      %1603 = llvm.add %1579, %52 : i32
      %1604 = llvm.icmp "eq" %1602, %48 : i32
      %1605 = llvm.select %1604, %1603, %1579 : i1, i32
      %1606 = llvm.add %1577, %52 : i32
      llvm.br ^bb128(%1606, %1601, %1605 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb130:  // pred: ^bb128
      llvm.br ^bb131(%32, %32, %32 : i32, i32, i32)
    ^bb131(%1607: i32, %1608: i32, %1609: i32):  // 2 preds: ^bb130, ^bb135
      %1610 = llvm.icmp "slt" %1607, %37 : i32
      llvm.cond_br %1610, ^bb132, ^bb136
    ^bb132:  // pred: ^bb131
      %1611 = llvm.srem %1607, %48 : i32
      %1612 = llvm.mul %1611, %50 overflow<nsw> : i32
      %1613 = llvm.mul %1609, %25 overflow<nsw> : i32
      %1614 = llvm.add %1612, %1613 overflow<nsw> : i32
      %1615 = llvm.getelementptr %1117[%1614] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1616 = llvm.getelementptr %1615[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1617 = llvm.getelementptr %1615[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1618 = llvm.getelementptr %1615[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb133(%32, %32, %32 : i32, i32, i32)
    ^bb133(%1619: i32, %1620: i32, %1621: i32):  // 2 preds: ^bb132, ^bb134
      %1622 = llvm.icmp "slt" %1619, %50 : i32
      llvm.cond_br %1622, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %1623 = llvm.sdiv %1620, %48 : i32
      %1624 = llvm.srem %1620, %48 : i32
      %1625 = llvm.mul %1624, %25 overflow<nsw> : i32
      %1626 = llvm.mul %1623, %33 overflow<nsw> : i32
      %1627 = llvm.add %1625, %1626 overflow<nsw> : i32
      %1628 = llvm.mul %1621, %37 overflow<nsw> : i32
      %1629 = llvm.add %1627, %1628 overflow<nsw> : i32
      %1630 = llvm.getelementptr %1118[%1629] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1631 = llvm.mul %1607, %37 overflow<nsw> : i32
      %1632 = llvm.mul %1619, %25 overflow<nsw> : i32
      %1633 = llvm.add %1631, %1632 overflow<nsw> : i32
      %1634 = llvm.getelementptr %62[%1633] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1635 = llvm.load %1615 : !llvm.ptr -> vector<2xf16>
      %1636 = llvm.load %1616 : !llvm.ptr -> vector<2xf16>
      %1637 = llvm.load %1617 : !llvm.ptr -> vector<2xf16>
      %1638 = llvm.load %1618 : !llvm.ptr -> vector<2xf16>
      %1639 = llvm.load %1630 : !llvm.ptr -> vector<2xf16>
      %1640 = llvm.getelementptr %1630[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1641 = llvm.load %1640 : !llvm.ptr -> vector<2xf16>
      %1642 = llvm.load %1634 : !llvm.ptr -> vector<4xf32>
      %1643 = llvm.mlir.constant(0 : i64) : i64
      %1644 = llvm.extractelement %1642[%1643 : i64] : vector<4xf32>
      %1645 = llvm.mlir.constant(1 : i64) : i64
      %1646 = llvm.extractelement %1642[%1645 : i64] : vector<4xf32>
      %1647 = llvm.mlir.constant(2 : i64) : i64
      %1648 = llvm.extractelement %1642[%1647 : i64] : vector<4xf32>
      %1649 = llvm.mlir.constant(3 : i64) : i64
      %1650 = llvm.extractelement %1642[%1649 : i64] : vector<4xf32>
      %1651 = nvvm.mma.sync A[%1635, %1636, %1637, %1638]  B[%1639, %1641]  C[%1644, %1646, %1648, %1650]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1652 = llvm.extractvalue %1651[0] : !llvm_struct_687153
      %1653 = llvm.extractvalue %1651[1] : !llvm_struct_687153
      %1654 = llvm.extractvalue %1651[2] : !llvm_struct_687153
      %1655 = llvm.extractvalue %1651[3] : !llvm_struct_687153
      %1656 = llvm.mlir.poison : vector<4xf32>
      %1657 = llvm.mlir.constant(0 : i64) : i64
      %1658 = llvm.insertelement %1652, %1656[%1657 : i64] : vector<4xf32>
      %1659 = llvm.mlir.constant(1 : i64) : i64
      %1660 = llvm.insertelement %1653, %1658[%1659 : i64] : vector<4xf32>
      %1661 = llvm.mlir.constant(2 : i64) : i64
      %1662 = llvm.insertelement %1654, %1660[%1661 : i64] : vector<4xf32>
      %1663 = llvm.mlir.constant(3 : i64) : i64
      %1664 = llvm.insertelement %1655, %1662[%1663 : i64] : vector<4xf32>
      llvm.store %1664, %1634 : vector<4xf32>, !llvm.ptr
      %1665 = llvm.add %1620, %52 : i32
      %1666 = llvm.icmp "eq" %1665, %37 : i32
      %1667 = llvm.select %1666, %32, %1665 : i1, i32
      %1668 = llvm.add %1620, %52 : i32
      %1669 = llvm.add %1621, %52 : i32
      %1670 = llvm.icmp "eq" %1668, %37 : i32
      %1671 = llvm.select %1670, %1669, %1621 : i1, i32
      %1672 = llvm.add %1619, %52 : i32
      llvm.br ^bb133(%1672, %1667, %1671 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb135:  // pred: ^bb133
      %1673 = llvm.add %1608, %52 : i32
      %1674 = llvm.icmp "eq" %1673, %48 : i32
      %1675 = llvm.select %1674, %32, %1673 : i1, i32
      %1676 = llvm.add %1608, %52 : i32
      %1677 = llvm.add %1609, %52 : i32
      %1678 = llvm.icmp "eq" %1676, %48 : i32
      %1679 = llvm.select %1678, %1677, %1609 : i1, i32
      %1680 = llvm.add %1607, %52 : i32
      llvm.br ^bb131(%1680, %1675, %1679 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb136:  // pred: ^bb131
      %1681 = llvm.add %1119, %52 : i32
      llvm.br ^bb85(%1681, %1121, %1545 : i32, i32, i32)
    ^bb137:  // pred: ^bb85
      nvvm.cp.async.wait.group 0
      %1682 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %1682, %53 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %1683 = llvm.add %123, %52 : i32
      %1684 = llvm.mul %1683, %51 : i32
      %1685 = llvm.icmp "sle" %1684, %34 : i32
      %1686 = llvm.add %134, %52 : i32
      %1687 = llvm.mul %1686, %51 : i32
      %1688 = llvm.icmp "sle" %1687, %31 : i32
      %1689 = llvm.and %1685, %1688 : i1
      llvm.cond_br %1689, ^bb138, ^bb142
    ^bb138:  // pred: ^bb137
      llvm.br ^bb139(%32, %32, %32 : i32, i32, i32)
    ^bb139(%1690: i32, %1691: i32, %1692: i32):  // 2 preds: ^bb138, ^bb140
      %1693 = llvm.icmp "slt" %1690, %51 : i32
      llvm.cond_br %1693, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %1694 = llvm.getelementptr %53[%1690] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1695 = llvm.srem %1690, %48 : i32
      %1696 = llvm.sdiv %1692, %48 : i32
      %1697 = llvm.srem %1692, %48 : i32
      %1698 = llvm.mul %1697, %14 overflow<nsw> : i32
      %1699 = llvm.add %1695, %1698 overflow<nsw> : i32
      %1700 = llvm.sdiv %1696, %37 : i32
      %1701 = llvm.srem %1696, %37 : i32
      %1702 = llvm.mul %1701, %13 overflow<nsw> : i32
      %1703 = llvm.add %1699, %1702 overflow<nsw> : i32
      %1704 = llvm.mul %1700, %25 overflow<nsw> : i32
      %1705 = llvm.add %1703, %1704 overflow<nsw> : i32
      %1706 = llvm.getelementptr %1023[%1705] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1707 = llvm.load %1694 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
      llvm.store %1707, %1706 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr<1>
      %1708 = llvm.add %1691, %52 : i32
      %1709 = llvm.icmp "eq" %1708, %48 : i32
      %1710 = llvm.select %1709, %32, %1708 : i1, i32
      %1711 = llvm.add %1691, %52 : i32
      %1712 = llvm.add %1692, %52 : i32
      %1713 = llvm.icmp "eq" %1711, %48 : i32
      %1714 = llvm.select %1713, %1712, %1692 : i1, i32
      %1715 = llvm.add %1690, %52 : i32
      llvm.br ^bb139(%1715, %1710, %1714 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb141:  // pred: ^bb139
      llvm.br ^bb399
    ^bb142:  // pred: ^bb137
      %1716 = llvm.mul %1012, %25 overflow<nsw> : i32
      %1717 = llvm.add %1014, %1716 overflow<nsw> : i32
      %1718 = llvm.add %1016, %1020 overflow<nsw> : i32
      %1719 = llvm.add %143, %1718 overflow<nsw> : i32
      %1720 = llvm.icmp "slt" %1717, %34 : i32
      %1721 = llvm.icmp "slt" %1719, %31 : i32
      %1722 = llvm.and %1720, %1721 : i1
      llvm.cond_br %1722, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1723 = llvm.load %53 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %1723, %1023 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1724 = llvm.add %1719, %52 overflow<nsw> : i32
      %1725 = llvm.icmp "slt" %1717, %34 : i32
      %1726 = llvm.icmp "slt" %1724, %31 : i32
      %1727 = llvm.and %1725, %1726 : i1
      llvm.cond_br %1727, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1728 = llvm.getelementptr %53[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1729 = llvm.load %1728 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1730 = llvm.getelementptr %1023[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1729, %1730 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1731 = llvm.add %1717, %50 overflow<nsw> : i32
      %1732 = llvm.icmp "slt" %1731, %34 : i32
      %1733 = llvm.icmp "slt" %1719, %31 : i32
      %1734 = llvm.and %1732, %1733 : i1
      llvm.cond_br %1734, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1735 = llvm.getelementptr %53[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1736 = llvm.load %1735 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1737 = llvm.getelementptr %1023[1728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1736, %1737 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1738 = llvm.add %1717, %50 overflow<nsw> : i32
      %1739 = llvm.add %1719, %52 overflow<nsw> : i32
      %1740 = llvm.icmp "slt" %1738, %34 : i32
      %1741 = llvm.icmp "slt" %1739, %31 : i32
      %1742 = llvm.and %1740, %1741 : i1
      llvm.cond_br %1742, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1743 = llvm.getelementptr %53[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1744 = llvm.load %1743 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1745 = llvm.getelementptr %1023[1729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1744, %1745 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1746 = llvm.add %1717, %33 overflow<nsw> : i32
      %1747 = llvm.icmp "slt" %1746, %34 : i32
      %1748 = llvm.icmp "slt" %1719, %31 : i32
      %1749 = llvm.and %1747, %1748 : i1
      llvm.cond_br %1749, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1750 = llvm.getelementptr %53[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1751 = llvm.load %1750 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1752 = llvm.getelementptr %1023[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1751, %1752 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1753 = llvm.add %1717, %33 overflow<nsw> : i32
      %1754 = llvm.add %1719, %52 overflow<nsw> : i32
      %1755 = llvm.icmp "slt" %1753, %34 : i32
      %1756 = llvm.icmp "slt" %1754, %31 : i32
      %1757 = llvm.and %1755, %1756 : i1
      llvm.cond_br %1757, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1758 = llvm.getelementptr %53[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1759 = llvm.load %1758 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1760 = llvm.getelementptr %1023[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1759, %1760 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1761 = llvm.add %1717, %12 overflow<nsw> : i32
      %1762 = llvm.icmp "slt" %1761, %34 : i32
      %1763 = llvm.icmp "slt" %1719, %31 : i32
      %1764 = llvm.and %1762, %1763 : i1
      llvm.cond_br %1764, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1765 = llvm.getelementptr %53[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1766 = llvm.load %1765 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1767 = llvm.getelementptr %1023[8640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1766, %1767 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1768 = llvm.add %1717, %12 overflow<nsw> : i32
      %1769 = llvm.add %1719, %52 overflow<nsw> : i32
      %1770 = llvm.icmp "slt" %1768, %34 : i32
      %1771 = llvm.icmp "slt" %1769, %31 : i32
      %1772 = llvm.and %1770, %1771 : i1
      llvm.cond_br %1772, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1773 = llvm.getelementptr %53[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1774 = llvm.load %1773 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1775 = llvm.getelementptr %1023[8641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1774, %1775 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1776 = llvm.add %1717, %49 overflow<nsw> : i32
      %1777 = llvm.icmp "slt" %1776, %34 : i32
      %1778 = llvm.icmp "slt" %1719, %31 : i32
      %1779 = llvm.and %1777, %1778 : i1
      llvm.cond_br %1779, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1780 = llvm.getelementptr %53[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1781 = llvm.load %1780 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1782 = llvm.getelementptr %1023[13824] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1781, %1782 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1783 = llvm.add %1717, %49 overflow<nsw> : i32
      %1784 = llvm.add %1719, %52 overflow<nsw> : i32
      %1785 = llvm.icmp "slt" %1783, %34 : i32
      %1786 = llvm.icmp "slt" %1784, %31 : i32
      %1787 = llvm.and %1785, %1786 : i1
      llvm.cond_br %1787, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1788 = llvm.getelementptr %53[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1789 = llvm.load %1788 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1790 = llvm.getelementptr %1023[13825] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1789, %1790 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1791 = llvm.add %1717, %34 overflow<nsw> : i32
      %1792 = llvm.icmp "slt" %1791, %34 : i32
      %1793 = llvm.icmp "slt" %1719, %31 : i32
      %1794 = llvm.and %1792, %1793 : i1
      llvm.cond_br %1794, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1795 = llvm.getelementptr %53[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1796 = llvm.load %1795 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1797 = llvm.getelementptr %1023[15552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1796, %1797 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1798 = llvm.add %1717, %34 overflow<nsw> : i32
      %1799 = llvm.add %1719, %52 overflow<nsw> : i32
      %1800 = llvm.icmp "slt" %1798, %34 : i32
      %1801 = llvm.icmp "slt" %1799, %31 : i32
      %1802 = llvm.and %1800, %1801 : i1
      llvm.cond_br %1802, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1803 = llvm.getelementptr %53[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1804 = llvm.load %1803 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1805 = llvm.getelementptr %1023[15553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1804, %1805 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1806 = llvm.add %1717, %11 overflow<nsw> : i32
      %1807 = llvm.icmp "slt" %1806, %34 : i32
      %1808 = llvm.icmp "slt" %1719, %31 : i32
      %1809 = llvm.and %1807, %1808 : i1
      llvm.cond_br %1809, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1810 = llvm.getelementptr %53[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1811 = llvm.load %1810 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1812 = llvm.getelementptr %1023[20736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1811, %1812 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1813 = llvm.add %1717, %11 overflow<nsw> : i32
      %1814 = llvm.add %1719, %52 overflow<nsw> : i32
      %1815 = llvm.icmp "slt" %1813, %34 : i32
      %1816 = llvm.icmp "slt" %1814, %31 : i32
      %1817 = llvm.and %1815, %1816 : i1
      llvm.cond_br %1817, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1818 = llvm.getelementptr %53[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1819 = llvm.load %1818 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1820 = llvm.getelementptr %1023[20737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1819, %1820 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1821 = llvm.add %1717, %10 overflow<nsw> : i32
      %1822 = llvm.icmp "slt" %1821, %34 : i32
      %1823 = llvm.icmp "slt" %1719, %31 : i32
      %1824 = llvm.and %1822, %1823 : i1
      llvm.cond_br %1824, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1825 = llvm.getelementptr %53[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1826 = llvm.load %1825 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1827 = llvm.getelementptr %1023[22464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1826, %1827 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1828 = llvm.add %1717, %10 overflow<nsw> : i32
      %1829 = llvm.add %1719, %52 overflow<nsw> : i32
      %1830 = llvm.icmp "slt" %1828, %34 : i32
      %1831 = llvm.icmp "slt" %1829, %31 : i32
      %1832 = llvm.and %1830, %1831 : i1
      llvm.cond_br %1832, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1833 = llvm.getelementptr %53[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1834 = llvm.load %1833 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1835 = llvm.getelementptr %1023[22465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1834, %1835 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1836 = llvm.add %1719, %25 overflow<nsw> : i32
      %1837 = llvm.icmp "slt" %1717, %34 : i32
      %1838 = llvm.icmp "slt" %1836, %31 : i32
      %1839 = llvm.and %1837, %1838 : i1
      llvm.cond_br %1839, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1840 = llvm.getelementptr %53[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1841 = llvm.load %1840 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1842 = llvm.getelementptr %1023[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1841, %1842 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1843 = llvm.add %1719, %9 overflow<nsw> : i32
      %1844 = llvm.icmp "slt" %1717, %34 : i32
      %1845 = llvm.icmp "slt" %1843, %31 : i32
      %1846 = llvm.and %1844, %1845 : i1
      llvm.cond_br %1846, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1847 = llvm.getelementptr %53[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1848 = llvm.load %1847 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1849 = llvm.getelementptr %1023[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1848, %1849 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1850 = llvm.add %1717, %50 overflow<nsw> : i32
      %1851 = llvm.add %1719, %25 overflow<nsw> : i32
      %1852 = llvm.icmp "slt" %1850, %34 : i32
      %1853 = llvm.icmp "slt" %1851, %31 : i32
      %1854 = llvm.and %1852, %1853 : i1
      llvm.cond_br %1854, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1855 = llvm.getelementptr %53[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1856 = llvm.load %1855 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1857 = llvm.getelementptr %1023[1744] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1856, %1857 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1858 = llvm.add %1717, %50 overflow<nsw> : i32
      %1859 = llvm.add %1719, %9 overflow<nsw> : i32
      %1860 = llvm.icmp "slt" %1858, %34 : i32
      %1861 = llvm.icmp "slt" %1859, %31 : i32
      %1862 = llvm.and %1860, %1861 : i1
      llvm.cond_br %1862, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1863 = llvm.getelementptr %53[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1864 = llvm.load %1863 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1865 = llvm.getelementptr %1023[1745] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1864, %1865 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1866 = llvm.add %1717, %33 overflow<nsw> : i32
      %1867 = llvm.add %1719, %25 overflow<nsw> : i32
      %1868 = llvm.icmp "slt" %1866, %34 : i32
      %1869 = llvm.icmp "slt" %1867, %31 : i32
      %1870 = llvm.and %1868, %1869 : i1
      llvm.cond_br %1870, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1871 = llvm.getelementptr %53[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1872 = llvm.load %1871 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1873 = llvm.getelementptr %1023[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1872, %1873 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1874 = llvm.add %1717, %33 overflow<nsw> : i32
      %1875 = llvm.add %1719, %9 overflow<nsw> : i32
      %1876 = llvm.icmp "slt" %1874, %34 : i32
      %1877 = llvm.icmp "slt" %1875, %31 : i32
      %1878 = llvm.and %1876, %1877 : i1
      llvm.cond_br %1878, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1879 = llvm.getelementptr %53[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1880 = llvm.load %1879 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1881 = llvm.getelementptr %1023[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1880, %1881 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1882 = llvm.add %1717, %12 overflow<nsw> : i32
      %1883 = llvm.add %1719, %25 overflow<nsw> : i32
      %1884 = llvm.icmp "slt" %1882, %34 : i32
      %1885 = llvm.icmp "slt" %1883, %31 : i32
      %1886 = llvm.and %1884, %1885 : i1
      llvm.cond_br %1886, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1887 = llvm.getelementptr %53[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1888 = llvm.load %1887 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1889 = llvm.getelementptr %1023[8656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1888, %1889 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1890 = llvm.add %1717, %12 overflow<nsw> : i32
      %1891 = llvm.add %1719, %9 overflow<nsw> : i32
      %1892 = llvm.icmp "slt" %1890, %34 : i32
      %1893 = llvm.icmp "slt" %1891, %31 : i32
      %1894 = llvm.and %1892, %1893 : i1
      llvm.cond_br %1894, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1895 = llvm.getelementptr %53[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1896 = llvm.load %1895 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1897 = llvm.getelementptr %1023[8657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1896, %1897 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1898 = llvm.add %1717, %49 overflow<nsw> : i32
      %1899 = llvm.add %1719, %25 overflow<nsw> : i32
      %1900 = llvm.icmp "slt" %1898, %34 : i32
      %1901 = llvm.icmp "slt" %1899, %31 : i32
      %1902 = llvm.and %1900, %1901 : i1
      llvm.cond_br %1902, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1903 = llvm.getelementptr %53[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1904 = llvm.load %1903 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1905 = llvm.getelementptr %1023[13840] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1904, %1905 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1906 = llvm.add %1717, %49 overflow<nsw> : i32
      %1907 = llvm.add %1719, %9 overflow<nsw> : i32
      %1908 = llvm.icmp "slt" %1906, %34 : i32
      %1909 = llvm.icmp "slt" %1907, %31 : i32
      %1910 = llvm.and %1908, %1909 : i1
      llvm.cond_br %1910, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1911 = llvm.getelementptr %53[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1912 = llvm.load %1911 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1913 = llvm.getelementptr %1023[13841] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1912, %1913 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1914 = llvm.add %1717, %34 overflow<nsw> : i32
      %1915 = llvm.add %1719, %25 overflow<nsw> : i32
      %1916 = llvm.icmp "slt" %1914, %34 : i32
      %1917 = llvm.icmp "slt" %1915, %31 : i32
      %1918 = llvm.and %1916, %1917 : i1
      llvm.cond_br %1918, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1919 = llvm.getelementptr %53[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1920 = llvm.load %1919 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1921 = llvm.getelementptr %1023[15568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1920, %1921 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1922 = llvm.add %1717, %34 overflow<nsw> : i32
      %1923 = llvm.add %1719, %9 overflow<nsw> : i32
      %1924 = llvm.icmp "slt" %1922, %34 : i32
      %1925 = llvm.icmp "slt" %1923, %31 : i32
      %1926 = llvm.and %1924, %1925 : i1
      llvm.cond_br %1926, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1927 = llvm.getelementptr %53[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1928 = llvm.load %1927 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1929 = llvm.getelementptr %1023[15569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1928, %1929 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1930 = llvm.add %1717, %11 overflow<nsw> : i32
      %1931 = llvm.add %1719, %25 overflow<nsw> : i32
      %1932 = llvm.icmp "slt" %1930, %34 : i32
      %1933 = llvm.icmp "slt" %1931, %31 : i32
      %1934 = llvm.and %1932, %1933 : i1
      llvm.cond_br %1934, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1935 = llvm.getelementptr %53[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1936 = llvm.load %1935 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1937 = llvm.getelementptr %1023[20752] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1936, %1937 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1938 = llvm.add %1717, %11 overflow<nsw> : i32
      %1939 = llvm.add %1719, %9 overflow<nsw> : i32
      %1940 = llvm.icmp "slt" %1938, %34 : i32
      %1941 = llvm.icmp "slt" %1939, %31 : i32
      %1942 = llvm.and %1940, %1941 : i1
      llvm.cond_br %1942, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1943 = llvm.getelementptr %53[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1944 = llvm.load %1943 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1945 = llvm.getelementptr %1023[20753] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1944, %1945 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1946 = llvm.add %1717, %10 overflow<nsw> : i32
      %1947 = llvm.add %1719, %25 overflow<nsw> : i32
      %1948 = llvm.icmp "slt" %1946, %34 : i32
      %1949 = llvm.icmp "slt" %1947, %31 : i32
      %1950 = llvm.and %1948, %1949 : i1
      llvm.cond_br %1950, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1951 = llvm.getelementptr %53[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1952 = llvm.load %1951 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1953 = llvm.getelementptr %1023[22480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1952, %1953 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1954 = llvm.add %1717, %10 overflow<nsw> : i32
      %1955 = llvm.add %1719, %9 overflow<nsw> : i32
      %1956 = llvm.icmp "slt" %1954, %34 : i32
      %1957 = llvm.icmp "slt" %1955, %31 : i32
      %1958 = llvm.and %1956, %1957 : i1
      llvm.cond_br %1958, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1959 = llvm.getelementptr %53[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1960 = llvm.load %1959 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1961 = llvm.getelementptr %1023[22481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1960, %1961 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1962 = llvm.add %1719, %33 overflow<nsw> : i32
      %1963 = llvm.icmp "slt" %1717, %34 : i32
      %1964 = llvm.icmp "slt" %1962, %31 : i32
      %1965 = llvm.and %1963, %1964 : i1
      llvm.cond_br %1965, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1966 = llvm.getelementptr %53[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1967 = llvm.load %1966 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1968 = llvm.getelementptr %1023[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1967, %1968 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1969 = llvm.add %1719, %8 overflow<nsw> : i32
      %1970 = llvm.icmp "slt" %1717, %34 : i32
      %1971 = llvm.icmp "slt" %1969, %31 : i32
      %1972 = llvm.and %1970, %1971 : i1
      llvm.cond_br %1972, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1973 = llvm.getelementptr %53[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1974 = llvm.load %1973 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1975 = llvm.getelementptr %1023[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1974, %1975 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1976 = llvm.add %1717, %50 overflow<nsw> : i32
      %1977 = llvm.add %1719, %33 overflow<nsw> : i32
      %1978 = llvm.icmp "slt" %1976, %34 : i32
      %1979 = llvm.icmp "slt" %1977, %31 : i32
      %1980 = llvm.and %1978, %1979 : i1
      llvm.cond_br %1980, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1981 = llvm.getelementptr %53[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1982 = llvm.load %1981 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1983 = llvm.getelementptr %1023[1760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1982, %1983 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1984 = llvm.add %1717, %50 overflow<nsw> : i32
      %1985 = llvm.add %1719, %8 overflow<nsw> : i32
      %1986 = llvm.icmp "slt" %1984, %34 : i32
      %1987 = llvm.icmp "slt" %1985, %31 : i32
      %1988 = llvm.and %1986, %1987 : i1
      llvm.cond_br %1988, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1989 = llvm.getelementptr %53[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1990 = llvm.load %1989 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1991 = llvm.getelementptr %1023[1761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1990, %1991 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1992 = llvm.add %1717, %33 overflow<nsw> : i32
      %1993 = llvm.add %1719, %33 overflow<nsw> : i32
      %1994 = llvm.icmp "slt" %1992, %34 : i32
      %1995 = llvm.icmp "slt" %1993, %31 : i32
      %1996 = llvm.and %1994, %1995 : i1
      llvm.cond_br %1996, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1997 = llvm.getelementptr %53[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1998 = llvm.load %1997 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1999 = llvm.getelementptr %1023[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %1998, %1999 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %2000 = llvm.add %1717, %33 overflow<nsw> : i32
      %2001 = llvm.add %1719, %8 overflow<nsw> : i32
      %2002 = llvm.icmp "slt" %2000, %34 : i32
      %2003 = llvm.icmp "slt" %2001, %31 : i32
      %2004 = llvm.and %2002, %2003 : i1
      llvm.cond_br %2004, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %2005 = llvm.getelementptr %53[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %2006 = llvm.load %2005 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2007 = llvm.getelementptr %1023[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2006, %2007 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %2008 = llvm.add %1717, %12 overflow<nsw> : i32
      %2009 = llvm.add %1719, %33 overflow<nsw> : i32
      %2010 = llvm.icmp "slt" %2008, %34 : i32
      %2011 = llvm.icmp "slt" %2009, %31 : i32
      %2012 = llvm.and %2010, %2011 : i1
      llvm.cond_br %2012, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %2013 = llvm.getelementptr %53[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %2014 = llvm.load %2013 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2015 = llvm.getelementptr %1023[8672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2014, %2015 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %2016 = llvm.add %1717, %12 overflow<nsw> : i32
      %2017 = llvm.add %1719, %8 overflow<nsw> : i32
      %2018 = llvm.icmp "slt" %2016, %34 : i32
      %2019 = llvm.icmp "slt" %2017, %31 : i32
      %2020 = llvm.and %2018, %2019 : i1
      llvm.cond_br %2020, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %2021 = llvm.getelementptr %53[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %2022 = llvm.load %2021 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2023 = llvm.getelementptr %1023[8673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2022, %2023 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %2024 = llvm.add %1717, %49 overflow<nsw> : i32
      %2025 = llvm.add %1719, %33 overflow<nsw> : i32
      %2026 = llvm.icmp "slt" %2024, %34 : i32
      %2027 = llvm.icmp "slt" %2025, %31 : i32
      %2028 = llvm.and %2026, %2027 : i1
      llvm.cond_br %2028, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %2029 = llvm.getelementptr %53[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %2030 = llvm.load %2029 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2031 = llvm.getelementptr %1023[13856] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2030, %2031 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %2032 = llvm.add %1717, %49 overflow<nsw> : i32
      %2033 = llvm.add %1719, %8 overflow<nsw> : i32
      %2034 = llvm.icmp "slt" %2032, %34 : i32
      %2035 = llvm.icmp "slt" %2033, %31 : i32
      %2036 = llvm.and %2034, %2035 : i1
      llvm.cond_br %2036, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %2037 = llvm.getelementptr %53[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %2038 = llvm.load %2037 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2039 = llvm.getelementptr %1023[13857] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2038, %2039 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %2040 = llvm.add %1717, %34 overflow<nsw> : i32
      %2041 = llvm.add %1719, %33 overflow<nsw> : i32
      %2042 = llvm.icmp "slt" %2040, %34 : i32
      %2043 = llvm.icmp "slt" %2041, %31 : i32
      %2044 = llvm.and %2042, %2043 : i1
      llvm.cond_br %2044, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %2045 = llvm.getelementptr %53[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %2046 = llvm.load %2045 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2047 = llvm.getelementptr %1023[15584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2046, %2047 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %2048 = llvm.add %1717, %34 overflow<nsw> : i32
      %2049 = llvm.add %1719, %8 overflow<nsw> : i32
      %2050 = llvm.icmp "slt" %2048, %34 : i32
      %2051 = llvm.icmp "slt" %2049, %31 : i32
      %2052 = llvm.and %2050, %2051 : i1
      llvm.cond_br %2052, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %2053 = llvm.getelementptr %53[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %2054 = llvm.load %2053 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2055 = llvm.getelementptr %1023[15585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2054, %2055 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %2056 = llvm.add %1717, %11 overflow<nsw> : i32
      %2057 = llvm.add %1719, %33 overflow<nsw> : i32
      %2058 = llvm.icmp "slt" %2056, %34 : i32
      %2059 = llvm.icmp "slt" %2057, %31 : i32
      %2060 = llvm.and %2058, %2059 : i1
      llvm.cond_br %2060, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %2061 = llvm.getelementptr %53[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %2062 = llvm.load %2061 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2063 = llvm.getelementptr %1023[20768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2062, %2063 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %2064 = llvm.add %1717, %11 overflow<nsw> : i32
      %2065 = llvm.add %1719, %8 overflow<nsw> : i32
      %2066 = llvm.icmp "slt" %2064, %34 : i32
      %2067 = llvm.icmp "slt" %2065, %31 : i32
      %2068 = llvm.and %2066, %2067 : i1
      llvm.cond_br %2068, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %2069 = llvm.getelementptr %53[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %2070 = llvm.load %2069 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2071 = llvm.getelementptr %1023[20769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2070, %2071 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %2072 = llvm.add %1717, %10 overflow<nsw> : i32
      %2073 = llvm.add %1719, %33 overflow<nsw> : i32
      %2074 = llvm.icmp "slt" %2072, %34 : i32
      %2075 = llvm.icmp "slt" %2073, %31 : i32
      %2076 = llvm.and %2074, %2075 : i1
      llvm.cond_br %2076, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %2077 = llvm.getelementptr %53[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %2078 = llvm.load %2077 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2079 = llvm.getelementptr %1023[22496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2078, %2079 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %2080 = llvm.add %1717, %10 overflow<nsw> : i32
      %2081 = llvm.add %1719, %8 overflow<nsw> : i32
      %2082 = llvm.icmp "slt" %2080, %34 : i32
      %2083 = llvm.icmp "slt" %2081, %31 : i32
      %2084 = llvm.and %2082, %2083 : i1
      llvm.cond_br %2084, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %2085 = llvm.getelementptr %53[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %2086 = llvm.load %2085 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2087 = llvm.getelementptr %1023[22497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2086, %2087 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %2088 = llvm.add %1719, %7 overflow<nsw> : i32
      %2089 = llvm.icmp "slt" %1717, %34 : i32
      %2090 = llvm.icmp "slt" %2088, %31 : i32
      %2091 = llvm.and %2089, %2090 : i1
      llvm.cond_br %2091, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %2092 = llvm.getelementptr %53[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %2093 = llvm.load %2092 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2094 = llvm.getelementptr %1023[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2093, %2094 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %2095 = llvm.add %1719, %6 overflow<nsw> : i32
      %2096 = llvm.icmp "slt" %1717, %34 : i32
      %2097 = llvm.icmp "slt" %2095, %31 : i32
      %2098 = llvm.and %2096, %2097 : i1
      llvm.cond_br %2098, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %2099 = llvm.getelementptr %53[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %2100 = llvm.load %2099 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2101 = llvm.getelementptr %1023[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2100, %2101 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %2102 = llvm.add %1717, %50 overflow<nsw> : i32
      %2103 = llvm.add %1719, %7 overflow<nsw> : i32
      %2104 = llvm.icmp "slt" %2102, %34 : i32
      %2105 = llvm.icmp "slt" %2103, %31 : i32
      %2106 = llvm.and %2104, %2105 : i1
      llvm.cond_br %2106, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2107 = llvm.getelementptr %53[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %2108 = llvm.load %2107 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2109 = llvm.getelementptr %1023[1776] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2108, %2109 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2110 = llvm.add %1717, %50 overflow<nsw> : i32
      %2111 = llvm.add %1719, %6 overflow<nsw> : i32
      %2112 = llvm.icmp "slt" %2110, %34 : i32
      %2113 = llvm.icmp "slt" %2111, %31 : i32
      %2114 = llvm.and %2112, %2113 : i1
      llvm.cond_br %2114, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2115 = llvm.getelementptr %53[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %2116 = llvm.load %2115 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2117 = llvm.getelementptr %1023[1777] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2116, %2117 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2118 = llvm.add %1717, %33 overflow<nsw> : i32
      %2119 = llvm.add %1719, %7 overflow<nsw> : i32
      %2120 = llvm.icmp "slt" %2118, %34 : i32
      %2121 = llvm.icmp "slt" %2119, %31 : i32
      %2122 = llvm.and %2120, %2121 : i1
      llvm.cond_br %2122, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2123 = llvm.getelementptr %53[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %2124 = llvm.load %2123 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2125 = llvm.getelementptr %1023[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2124, %2125 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2126 = llvm.add %1717, %33 overflow<nsw> : i32
      %2127 = llvm.add %1719, %6 overflow<nsw> : i32
      %2128 = llvm.icmp "slt" %2126, %34 : i32
      %2129 = llvm.icmp "slt" %2127, %31 : i32
      %2130 = llvm.and %2128, %2129 : i1
      llvm.cond_br %2130, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2131 = llvm.getelementptr %53[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %2132 = llvm.load %2131 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2133 = llvm.getelementptr %1023[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2132, %2133 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2134 = llvm.add %1717, %12 overflow<nsw> : i32
      %2135 = llvm.add %1719, %7 overflow<nsw> : i32
      %2136 = llvm.icmp "slt" %2134, %34 : i32
      %2137 = llvm.icmp "slt" %2135, %31 : i32
      %2138 = llvm.and %2136, %2137 : i1
      llvm.cond_br %2138, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2139 = llvm.getelementptr %53[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %2140 = llvm.load %2139 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2141 = llvm.getelementptr %1023[8688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2140, %2141 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2142 = llvm.add %1717, %12 overflow<nsw> : i32
      %2143 = llvm.add %1719, %6 overflow<nsw> : i32
      %2144 = llvm.icmp "slt" %2142, %34 : i32
      %2145 = llvm.icmp "slt" %2143, %31 : i32
      %2146 = llvm.and %2144, %2145 : i1
      llvm.cond_br %2146, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2147 = llvm.getelementptr %53[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %2148 = llvm.load %2147 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2149 = llvm.getelementptr %1023[8689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2148, %2149 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2150 = llvm.add %1717, %49 overflow<nsw> : i32
      %2151 = llvm.add %1719, %7 overflow<nsw> : i32
      %2152 = llvm.icmp "slt" %2150, %34 : i32
      %2153 = llvm.icmp "slt" %2151, %31 : i32
      %2154 = llvm.and %2152, %2153 : i1
      llvm.cond_br %2154, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2155 = llvm.getelementptr %53[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %2156 = llvm.load %2155 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2157 = llvm.getelementptr %1023[13872] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2156, %2157 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2158 = llvm.add %1717, %49 overflow<nsw> : i32
      %2159 = llvm.add %1719, %6 overflow<nsw> : i32
      %2160 = llvm.icmp "slt" %2158, %34 : i32
      %2161 = llvm.icmp "slt" %2159, %31 : i32
      %2162 = llvm.and %2160, %2161 : i1
      llvm.cond_br %2162, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2163 = llvm.getelementptr %53[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %2164 = llvm.load %2163 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2165 = llvm.getelementptr %1023[13873] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2164, %2165 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2166 = llvm.add %1717, %34 overflow<nsw> : i32
      %2167 = llvm.add %1719, %7 overflow<nsw> : i32
      %2168 = llvm.icmp "slt" %2166, %34 : i32
      %2169 = llvm.icmp "slt" %2167, %31 : i32
      %2170 = llvm.and %2168, %2169 : i1
      llvm.cond_br %2170, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2171 = llvm.getelementptr %53[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %2172 = llvm.load %2171 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2173 = llvm.getelementptr %1023[15600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2172, %2173 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2174 = llvm.add %1717, %34 overflow<nsw> : i32
      %2175 = llvm.add %1719, %6 overflow<nsw> : i32
      %2176 = llvm.icmp "slt" %2174, %34 : i32
      %2177 = llvm.icmp "slt" %2175, %31 : i32
      %2178 = llvm.and %2176, %2177 : i1
      llvm.cond_br %2178, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2179 = llvm.getelementptr %53[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %2180 = llvm.load %2179 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2181 = llvm.getelementptr %1023[15601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2180, %2181 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2182 = llvm.add %1717, %11 overflow<nsw> : i32
      %2183 = llvm.add %1719, %7 overflow<nsw> : i32
      %2184 = llvm.icmp "slt" %2182, %34 : i32
      %2185 = llvm.icmp "slt" %2183, %31 : i32
      %2186 = llvm.and %2184, %2185 : i1
      llvm.cond_br %2186, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2187 = llvm.getelementptr %53[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %2188 = llvm.load %2187 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2189 = llvm.getelementptr %1023[20784] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2188, %2189 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2190 = llvm.add %1717, %11 overflow<nsw> : i32
      %2191 = llvm.add %1719, %6 overflow<nsw> : i32
      %2192 = llvm.icmp "slt" %2190, %34 : i32
      %2193 = llvm.icmp "slt" %2191, %31 : i32
      %2194 = llvm.and %2192, %2193 : i1
      llvm.cond_br %2194, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2195 = llvm.getelementptr %53[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %2196 = llvm.load %2195 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2197 = llvm.getelementptr %1023[20785] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2196, %2197 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2198 = llvm.add %1717, %10 overflow<nsw> : i32
      %2199 = llvm.add %1719, %7 overflow<nsw> : i32
      %2200 = llvm.icmp "slt" %2198, %34 : i32
      %2201 = llvm.icmp "slt" %2199, %31 : i32
      %2202 = llvm.and %2200, %2201 : i1
      llvm.cond_br %2202, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2203 = llvm.getelementptr %53[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %2204 = llvm.load %2203 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2205 = llvm.getelementptr %1023[22512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2204, %2205 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2206 = llvm.add %1717, %10 overflow<nsw> : i32
      %2207 = llvm.add %1719, %6 overflow<nsw> : i32
      %2208 = llvm.icmp "slt" %2206, %34 : i32
      %2209 = llvm.icmp "slt" %2207, %31 : i32
      %2210 = llvm.and %2208, %2209 : i1
      llvm.cond_br %2210, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2211 = llvm.getelementptr %53[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %2212 = llvm.load %2211 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2213 = llvm.getelementptr %1023[22513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2212, %2213 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2214 = llvm.add %1719, %49 overflow<nsw> : i32
      %2215 = llvm.icmp "slt" %1717, %34 : i32
      %2216 = llvm.icmp "slt" %2214, %31 : i32
      %2217 = llvm.and %2215, %2216 : i1
      llvm.cond_br %2217, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2218 = llvm.getelementptr %53[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %2219 = llvm.load %2218 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2220 = llvm.getelementptr %1023[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2219, %2220 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2221 = llvm.add %1719, %5 overflow<nsw> : i32
      %2222 = llvm.icmp "slt" %1717, %34 : i32
      %2223 = llvm.icmp "slt" %2221, %31 : i32
      %2224 = llvm.and %2222, %2223 : i1
      llvm.cond_br %2224, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2225 = llvm.getelementptr %53[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %2226 = llvm.load %2225 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2227 = llvm.getelementptr %1023[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2226, %2227 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2228 = llvm.add %1717, %50 overflow<nsw> : i32
      %2229 = llvm.add %1719, %49 overflow<nsw> : i32
      %2230 = llvm.icmp "slt" %2228, %34 : i32
      %2231 = llvm.icmp "slt" %2229, %31 : i32
      %2232 = llvm.and %2230, %2231 : i1
      llvm.cond_br %2232, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2233 = llvm.getelementptr %53[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %2234 = llvm.load %2233 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2235 = llvm.getelementptr %1023[1792] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2234, %2235 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2236 = llvm.add %1717, %50 overflow<nsw> : i32
      %2237 = llvm.add %1719, %5 overflow<nsw> : i32
      %2238 = llvm.icmp "slt" %2236, %34 : i32
      %2239 = llvm.icmp "slt" %2237, %31 : i32
      %2240 = llvm.and %2238, %2239 : i1
      llvm.cond_br %2240, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2241 = llvm.getelementptr %53[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %2242 = llvm.load %2241 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2243 = llvm.getelementptr %1023[1793] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2242, %2243 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2244 = llvm.add %1717, %33 overflow<nsw> : i32
      %2245 = llvm.add %1719, %49 overflow<nsw> : i32
      %2246 = llvm.icmp "slt" %2244, %34 : i32
      %2247 = llvm.icmp "slt" %2245, %31 : i32
      %2248 = llvm.and %2246, %2247 : i1
      llvm.cond_br %2248, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2249 = llvm.getelementptr %53[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %2250 = llvm.load %2249 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2251 = llvm.getelementptr %1023[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2250, %2251 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2252 = llvm.add %1717, %33 overflow<nsw> : i32
      %2253 = llvm.add %1719, %5 overflow<nsw> : i32
      %2254 = llvm.icmp "slt" %2252, %34 : i32
      %2255 = llvm.icmp "slt" %2253, %31 : i32
      %2256 = llvm.and %2254, %2255 : i1
      llvm.cond_br %2256, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2257 = llvm.getelementptr %53[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %2258 = llvm.load %2257 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2259 = llvm.getelementptr %1023[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2258, %2259 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2260 = llvm.add %1717, %12 overflow<nsw> : i32
      %2261 = llvm.add %1719, %49 overflow<nsw> : i32
      %2262 = llvm.icmp "slt" %2260, %34 : i32
      %2263 = llvm.icmp "slt" %2261, %31 : i32
      %2264 = llvm.and %2262, %2263 : i1
      llvm.cond_br %2264, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2265 = llvm.getelementptr %53[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %2266 = llvm.load %2265 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2267 = llvm.getelementptr %1023[8704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2266, %2267 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2268 = llvm.add %1717, %12 overflow<nsw> : i32
      %2269 = llvm.add %1719, %5 overflow<nsw> : i32
      %2270 = llvm.icmp "slt" %2268, %34 : i32
      %2271 = llvm.icmp "slt" %2269, %31 : i32
      %2272 = llvm.and %2270, %2271 : i1
      llvm.cond_br %2272, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2273 = llvm.getelementptr %53[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %2274 = llvm.load %2273 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2275 = llvm.getelementptr %1023[8705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2274, %2275 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2276 = llvm.add %1717, %49 overflow<nsw> : i32
      %2277 = llvm.add %1719, %49 overflow<nsw> : i32
      %2278 = llvm.icmp "slt" %2276, %34 : i32
      %2279 = llvm.icmp "slt" %2277, %31 : i32
      %2280 = llvm.and %2278, %2279 : i1
      llvm.cond_br %2280, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2281 = llvm.getelementptr %53[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %2282 = llvm.load %2281 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2283 = llvm.getelementptr %1023[13888] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2282, %2283 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2284 = llvm.add %1717, %49 overflow<nsw> : i32
      %2285 = llvm.add %1719, %5 overflow<nsw> : i32
      %2286 = llvm.icmp "slt" %2284, %34 : i32
      %2287 = llvm.icmp "slt" %2285, %31 : i32
      %2288 = llvm.and %2286, %2287 : i1
      llvm.cond_br %2288, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2289 = llvm.getelementptr %53[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %2290 = llvm.load %2289 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2291 = llvm.getelementptr %1023[13889] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2290, %2291 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2292 = llvm.add %1717, %34 overflow<nsw> : i32
      %2293 = llvm.add %1719, %49 overflow<nsw> : i32
      %2294 = llvm.icmp "slt" %2292, %34 : i32
      %2295 = llvm.icmp "slt" %2293, %31 : i32
      %2296 = llvm.and %2294, %2295 : i1
      llvm.cond_br %2296, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2297 = llvm.getelementptr %53[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %2298 = llvm.load %2297 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2299 = llvm.getelementptr %1023[15616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2298, %2299 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2300 = llvm.add %1717, %34 overflow<nsw> : i32
      %2301 = llvm.add %1719, %5 overflow<nsw> : i32
      %2302 = llvm.icmp "slt" %2300, %34 : i32
      %2303 = llvm.icmp "slt" %2301, %31 : i32
      %2304 = llvm.and %2302, %2303 : i1
      llvm.cond_br %2304, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2305 = llvm.getelementptr %53[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %2306 = llvm.load %2305 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2307 = llvm.getelementptr %1023[15617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2306, %2307 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2308 = llvm.add %1717, %11 overflow<nsw> : i32
      %2309 = llvm.add %1719, %49 overflow<nsw> : i32
      %2310 = llvm.icmp "slt" %2308, %34 : i32
      %2311 = llvm.icmp "slt" %2309, %31 : i32
      %2312 = llvm.and %2310, %2311 : i1
      llvm.cond_br %2312, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2313 = llvm.getelementptr %53[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %2314 = llvm.load %2313 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2315 = llvm.getelementptr %1023[20800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2314, %2315 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2316 = llvm.add %1717, %11 overflow<nsw> : i32
      %2317 = llvm.add %1719, %5 overflow<nsw> : i32
      %2318 = llvm.icmp "slt" %2316, %34 : i32
      %2319 = llvm.icmp "slt" %2317, %31 : i32
      %2320 = llvm.and %2318, %2319 : i1
      llvm.cond_br %2320, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2321 = llvm.getelementptr %53[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %2322 = llvm.load %2321 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2323 = llvm.getelementptr %1023[20801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2322, %2323 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2324 = llvm.add %1717, %10 overflow<nsw> : i32
      %2325 = llvm.add %1719, %49 overflow<nsw> : i32
      %2326 = llvm.icmp "slt" %2324, %34 : i32
      %2327 = llvm.icmp "slt" %2325, %31 : i32
      %2328 = llvm.and %2326, %2327 : i1
      llvm.cond_br %2328, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2329 = llvm.getelementptr %53[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %2330 = llvm.load %2329 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2331 = llvm.getelementptr %1023[22528] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2330, %2331 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2332 = llvm.add %1717, %10 overflow<nsw> : i32
      %2333 = llvm.add %1719, %5 overflow<nsw> : i32
      %2334 = llvm.icmp "slt" %2332, %34 : i32
      %2335 = llvm.icmp "slt" %2333, %31 : i32
      %2336 = llvm.and %2334, %2335 : i1
      llvm.cond_br %2336, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2337 = llvm.getelementptr %53[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %2338 = llvm.load %2337 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2339 = llvm.getelementptr %1023[22529] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2338, %2339 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2340 = llvm.add %1719, %4 overflow<nsw> : i32
      %2341 = llvm.icmp "slt" %1717, %34 : i32
      %2342 = llvm.icmp "slt" %2340, %31 : i32
      %2343 = llvm.and %2341, %2342 : i1
      llvm.cond_br %2343, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2344 = llvm.getelementptr %53[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %2345 = llvm.load %2344 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2346 = llvm.getelementptr %1023[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2345, %2346 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2347 = llvm.add %1719, %3 overflow<nsw> : i32
      %2348 = llvm.icmp "slt" %1717, %34 : i32
      %2349 = llvm.icmp "slt" %2347, %31 : i32
      %2350 = llvm.and %2348, %2349 : i1
      llvm.cond_br %2350, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2351 = llvm.getelementptr %53[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %2352 = llvm.load %2351 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2353 = llvm.getelementptr %1023[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2352, %2353 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2354 = llvm.add %1717, %50 overflow<nsw> : i32
      %2355 = llvm.add %1719, %4 overflow<nsw> : i32
      %2356 = llvm.icmp "slt" %2354, %34 : i32
      %2357 = llvm.icmp "slt" %2355, %31 : i32
      %2358 = llvm.and %2356, %2357 : i1
      llvm.cond_br %2358, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2359 = llvm.getelementptr %53[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %2360 = llvm.load %2359 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2361 = llvm.getelementptr %1023[1808] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2360, %2361 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2362 = llvm.add %1717, %50 overflow<nsw> : i32
      %2363 = llvm.add %1719, %3 overflow<nsw> : i32
      %2364 = llvm.icmp "slt" %2362, %34 : i32
      %2365 = llvm.icmp "slt" %2363, %31 : i32
      %2366 = llvm.and %2364, %2365 : i1
      llvm.cond_br %2366, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2367 = llvm.getelementptr %53[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %2368 = llvm.load %2367 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2369 = llvm.getelementptr %1023[1809] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2368, %2369 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2370 = llvm.add %1717, %33 overflow<nsw> : i32
      %2371 = llvm.add %1719, %4 overflow<nsw> : i32
      %2372 = llvm.icmp "slt" %2370, %34 : i32
      %2373 = llvm.icmp "slt" %2371, %31 : i32
      %2374 = llvm.and %2372, %2373 : i1
      llvm.cond_br %2374, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2375 = llvm.getelementptr %53[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %2376 = llvm.load %2375 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2377 = llvm.getelementptr %1023[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2376, %2377 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2378 = llvm.add %1717, %33 overflow<nsw> : i32
      %2379 = llvm.add %1719, %3 overflow<nsw> : i32
      %2380 = llvm.icmp "slt" %2378, %34 : i32
      %2381 = llvm.icmp "slt" %2379, %31 : i32
      %2382 = llvm.and %2380, %2381 : i1
      llvm.cond_br %2382, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2383 = llvm.getelementptr %53[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %2384 = llvm.load %2383 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2385 = llvm.getelementptr %1023[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2384, %2385 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2386 = llvm.add %1717, %12 overflow<nsw> : i32
      %2387 = llvm.add %1719, %4 overflow<nsw> : i32
      %2388 = llvm.icmp "slt" %2386, %34 : i32
      %2389 = llvm.icmp "slt" %2387, %31 : i32
      %2390 = llvm.and %2388, %2389 : i1
      llvm.cond_br %2390, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2391 = llvm.getelementptr %53[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %2392 = llvm.load %2391 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2393 = llvm.getelementptr %1023[8720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2392, %2393 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2394 = llvm.add %1717, %12 overflow<nsw> : i32
      %2395 = llvm.add %1719, %3 overflow<nsw> : i32
      %2396 = llvm.icmp "slt" %2394, %34 : i32
      %2397 = llvm.icmp "slt" %2395, %31 : i32
      %2398 = llvm.and %2396, %2397 : i1
      llvm.cond_br %2398, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2399 = llvm.getelementptr %53[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %2400 = llvm.load %2399 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2401 = llvm.getelementptr %1023[8721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2400, %2401 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2402 = llvm.add %1717, %49 overflow<nsw> : i32
      %2403 = llvm.add %1719, %4 overflow<nsw> : i32
      %2404 = llvm.icmp "slt" %2402, %34 : i32
      %2405 = llvm.icmp "slt" %2403, %31 : i32
      %2406 = llvm.and %2404, %2405 : i1
      llvm.cond_br %2406, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2407 = llvm.getelementptr %53[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %2408 = llvm.load %2407 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2409 = llvm.getelementptr %1023[13904] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2408, %2409 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2410 = llvm.add %1717, %49 overflow<nsw> : i32
      %2411 = llvm.add %1719, %3 overflow<nsw> : i32
      %2412 = llvm.icmp "slt" %2410, %34 : i32
      %2413 = llvm.icmp "slt" %2411, %31 : i32
      %2414 = llvm.and %2412, %2413 : i1
      llvm.cond_br %2414, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2415 = llvm.getelementptr %53[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %2416 = llvm.load %2415 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2417 = llvm.getelementptr %1023[13905] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2416, %2417 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2418 = llvm.add %1717, %34 overflow<nsw> : i32
      %2419 = llvm.add %1719, %4 overflow<nsw> : i32
      %2420 = llvm.icmp "slt" %2418, %34 : i32
      %2421 = llvm.icmp "slt" %2419, %31 : i32
      %2422 = llvm.and %2420, %2421 : i1
      llvm.cond_br %2422, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2423 = llvm.getelementptr %53[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %2424 = llvm.load %2423 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2425 = llvm.getelementptr %1023[15632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2424, %2425 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2426 = llvm.add %1717, %34 overflow<nsw> : i32
      %2427 = llvm.add %1719, %3 overflow<nsw> : i32
      %2428 = llvm.icmp "slt" %2426, %34 : i32
      %2429 = llvm.icmp "slt" %2427, %31 : i32
      %2430 = llvm.and %2428, %2429 : i1
      llvm.cond_br %2430, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2431 = llvm.getelementptr %53[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %2432 = llvm.load %2431 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2433 = llvm.getelementptr %1023[15633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2432, %2433 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2434 = llvm.add %1717, %11 overflow<nsw> : i32
      %2435 = llvm.add %1719, %4 overflow<nsw> : i32
      %2436 = llvm.icmp "slt" %2434, %34 : i32
      %2437 = llvm.icmp "slt" %2435, %31 : i32
      %2438 = llvm.and %2436, %2437 : i1
      llvm.cond_br %2438, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2439 = llvm.getelementptr %53[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %2440 = llvm.load %2439 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2441 = llvm.getelementptr %1023[20816] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2440, %2441 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2442 = llvm.add %1717, %11 overflow<nsw> : i32
      %2443 = llvm.add %1719, %3 overflow<nsw> : i32
      %2444 = llvm.icmp "slt" %2442, %34 : i32
      %2445 = llvm.icmp "slt" %2443, %31 : i32
      %2446 = llvm.and %2444, %2445 : i1
      llvm.cond_br %2446, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2447 = llvm.getelementptr %53[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %2448 = llvm.load %2447 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2449 = llvm.getelementptr %1023[20817] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2448, %2449 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2450 = llvm.add %1717, %10 overflow<nsw> : i32
      %2451 = llvm.add %1719, %4 overflow<nsw> : i32
      %2452 = llvm.icmp "slt" %2450, %34 : i32
      %2453 = llvm.icmp "slt" %2451, %31 : i32
      %2454 = llvm.and %2452, %2453 : i1
      llvm.cond_br %2454, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2455 = llvm.getelementptr %53[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %2456 = llvm.load %2455 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2457 = llvm.getelementptr %1023[22544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2456, %2457 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2458 = llvm.add %1717, %10 overflow<nsw> : i32
      %2459 = llvm.add %1719, %3 overflow<nsw> : i32
      %2460 = llvm.icmp "slt" %2458, %34 : i32
      %2461 = llvm.icmp "slt" %2459, %31 : i32
      %2462 = llvm.and %2460, %2461 : i1
      llvm.cond_br %2462, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2463 = llvm.getelementptr %53[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %2464 = llvm.load %2463 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2465 = llvm.getelementptr %1023[22545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2464, %2465 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2466 = llvm.add %1719, %11 overflow<nsw> : i32
      %2467 = llvm.icmp "slt" %1717, %34 : i32
      %2468 = llvm.icmp "slt" %2466, %31 : i32
      %2469 = llvm.and %2467, %2468 : i1
      llvm.cond_br %2469, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2470 = llvm.getelementptr %53[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %2471 = llvm.load %2470 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2472 = llvm.getelementptr %1023[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2471, %2472 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2473 = llvm.add %1719, %2 overflow<nsw> : i32
      %2474 = llvm.icmp "slt" %1717, %34 : i32
      %2475 = llvm.icmp "slt" %2473, %31 : i32
      %2476 = llvm.and %2474, %2475 : i1
      llvm.cond_br %2476, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2477 = llvm.getelementptr %53[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %2478 = llvm.load %2477 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2479 = llvm.getelementptr %1023[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2478, %2479 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2480 = llvm.add %1717, %50 overflow<nsw> : i32
      %2481 = llvm.add %1719, %11 overflow<nsw> : i32
      %2482 = llvm.icmp "slt" %2480, %34 : i32
      %2483 = llvm.icmp "slt" %2481, %31 : i32
      %2484 = llvm.and %2482, %2483 : i1
      llvm.cond_br %2484, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2485 = llvm.getelementptr %53[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %2486 = llvm.load %2485 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2487 = llvm.getelementptr %1023[1824] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2486, %2487 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2488 = llvm.add %1717, %50 overflow<nsw> : i32
      %2489 = llvm.add %1719, %2 overflow<nsw> : i32
      %2490 = llvm.icmp "slt" %2488, %34 : i32
      %2491 = llvm.icmp "slt" %2489, %31 : i32
      %2492 = llvm.and %2490, %2491 : i1
      llvm.cond_br %2492, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2493 = llvm.getelementptr %53[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %2494 = llvm.load %2493 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2495 = llvm.getelementptr %1023[1825] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2494, %2495 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2496 = llvm.add %1717, %33 overflow<nsw> : i32
      %2497 = llvm.add %1719, %11 overflow<nsw> : i32
      %2498 = llvm.icmp "slt" %2496, %34 : i32
      %2499 = llvm.icmp "slt" %2497, %31 : i32
      %2500 = llvm.and %2498, %2499 : i1
      llvm.cond_br %2500, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2501 = llvm.getelementptr %53[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %2502 = llvm.load %2501 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2503 = llvm.getelementptr %1023[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2502, %2503 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2504 = llvm.add %1717, %33 overflow<nsw> : i32
      %2505 = llvm.add %1719, %2 overflow<nsw> : i32
      %2506 = llvm.icmp "slt" %2504, %34 : i32
      %2507 = llvm.icmp "slt" %2505, %31 : i32
      %2508 = llvm.and %2506, %2507 : i1
      llvm.cond_br %2508, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2509 = llvm.getelementptr %53[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %2510 = llvm.load %2509 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2511 = llvm.getelementptr %1023[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2510, %2511 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2512 = llvm.add %1717, %12 overflow<nsw> : i32
      %2513 = llvm.add %1719, %11 overflow<nsw> : i32
      %2514 = llvm.icmp "slt" %2512, %34 : i32
      %2515 = llvm.icmp "slt" %2513, %31 : i32
      %2516 = llvm.and %2514, %2515 : i1
      llvm.cond_br %2516, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2517 = llvm.getelementptr %53[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %2518 = llvm.load %2517 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2519 = llvm.getelementptr %1023[8736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2518, %2519 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2520 = llvm.add %1717, %12 overflow<nsw> : i32
      %2521 = llvm.add %1719, %2 overflow<nsw> : i32
      %2522 = llvm.icmp "slt" %2520, %34 : i32
      %2523 = llvm.icmp "slt" %2521, %31 : i32
      %2524 = llvm.and %2522, %2523 : i1
      llvm.cond_br %2524, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2525 = llvm.getelementptr %53[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %2526 = llvm.load %2525 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2527 = llvm.getelementptr %1023[8737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2526, %2527 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2528 = llvm.add %1717, %49 overflow<nsw> : i32
      %2529 = llvm.add %1719, %11 overflow<nsw> : i32
      %2530 = llvm.icmp "slt" %2528, %34 : i32
      %2531 = llvm.icmp "slt" %2529, %31 : i32
      %2532 = llvm.and %2530, %2531 : i1
      llvm.cond_br %2532, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2533 = llvm.getelementptr %53[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %2534 = llvm.load %2533 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2535 = llvm.getelementptr %1023[13920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2534, %2535 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2536 = llvm.add %1717, %49 overflow<nsw> : i32
      %2537 = llvm.add %1719, %2 overflow<nsw> : i32
      %2538 = llvm.icmp "slt" %2536, %34 : i32
      %2539 = llvm.icmp "slt" %2537, %31 : i32
      %2540 = llvm.and %2538, %2539 : i1
      llvm.cond_br %2540, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2541 = llvm.getelementptr %53[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %2542 = llvm.load %2541 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2543 = llvm.getelementptr %1023[13921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2542, %2543 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2544 = llvm.add %1717, %34 overflow<nsw> : i32
      %2545 = llvm.add %1719, %11 overflow<nsw> : i32
      %2546 = llvm.icmp "slt" %2544, %34 : i32
      %2547 = llvm.icmp "slt" %2545, %31 : i32
      %2548 = llvm.and %2546, %2547 : i1
      llvm.cond_br %2548, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2549 = llvm.getelementptr %53[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %2550 = llvm.load %2549 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2551 = llvm.getelementptr %1023[15648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2550, %2551 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2552 = llvm.add %1717, %34 overflow<nsw> : i32
      %2553 = llvm.add %1719, %2 overflow<nsw> : i32
      %2554 = llvm.icmp "slt" %2552, %34 : i32
      %2555 = llvm.icmp "slt" %2553, %31 : i32
      %2556 = llvm.and %2554, %2555 : i1
      llvm.cond_br %2556, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2557 = llvm.getelementptr %53[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %2558 = llvm.load %2557 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2559 = llvm.getelementptr %1023[15649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2558, %2559 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2560 = llvm.add %1717, %11 overflow<nsw> : i32
      %2561 = llvm.add %1719, %11 overflow<nsw> : i32
      %2562 = llvm.icmp "slt" %2560, %34 : i32
      %2563 = llvm.icmp "slt" %2561, %31 : i32
      %2564 = llvm.and %2562, %2563 : i1
      llvm.cond_br %2564, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2565 = llvm.getelementptr %53[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %2566 = llvm.load %2565 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2567 = llvm.getelementptr %1023[20832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2566, %2567 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2568 = llvm.add %1717, %11 overflow<nsw> : i32
      %2569 = llvm.add %1719, %2 overflow<nsw> : i32
      %2570 = llvm.icmp "slt" %2568, %34 : i32
      %2571 = llvm.icmp "slt" %2569, %31 : i32
      %2572 = llvm.and %2570, %2571 : i1
      llvm.cond_br %2572, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2573 = llvm.getelementptr %53[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %2574 = llvm.load %2573 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2575 = llvm.getelementptr %1023[20833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2574, %2575 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2576 = llvm.add %1717, %10 overflow<nsw> : i32
      %2577 = llvm.add %1719, %11 overflow<nsw> : i32
      %2578 = llvm.icmp "slt" %2576, %34 : i32
      %2579 = llvm.icmp "slt" %2577, %31 : i32
      %2580 = llvm.and %2578, %2579 : i1
      llvm.cond_br %2580, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2581 = llvm.getelementptr %53[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %2582 = llvm.load %2581 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2583 = llvm.getelementptr %1023[22560] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2582, %2583 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2584 = llvm.add %1717, %10 overflow<nsw> : i32
      %2585 = llvm.add %1719, %2 overflow<nsw> : i32
      %2586 = llvm.icmp "slt" %2584, %34 : i32
      %2587 = llvm.icmp "slt" %2585, %31 : i32
      %2588 = llvm.and %2586, %2587 : i1
      llvm.cond_br %2588, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2589 = llvm.getelementptr %53[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %2590 = llvm.load %2589 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2591 = llvm.getelementptr %1023[22561] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2590, %2591 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2592 = llvm.add %1719, %1 overflow<nsw> : i32
      %2593 = llvm.icmp "slt" %1717, %34 : i32
      %2594 = llvm.icmp "slt" %2592, %31 : i32
      %2595 = llvm.and %2593, %2594 : i1
      llvm.cond_br %2595, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2596 = llvm.getelementptr %53[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %2597 = llvm.load %2596 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2598 = llvm.getelementptr %1023[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2597, %2598 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2599 = llvm.add %1719, %0 overflow<nsw> : i32
      %2600 = llvm.icmp "slt" %1717, %34 : i32
      %2601 = llvm.icmp "slt" %2599, %31 : i32
      %2602 = llvm.and %2600, %2601 : i1
      llvm.cond_br %2602, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2603 = llvm.getelementptr %53[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %2604 = llvm.load %2603 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2605 = llvm.getelementptr %1023[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2604, %2605 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2606 = llvm.add %1717, %50 overflow<nsw> : i32
      %2607 = llvm.add %1719, %1 overflow<nsw> : i32
      %2608 = llvm.icmp "slt" %2606, %34 : i32
      %2609 = llvm.icmp "slt" %2607, %31 : i32
      %2610 = llvm.and %2608, %2609 : i1
      llvm.cond_br %2610, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2611 = llvm.getelementptr %53[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %2612 = llvm.load %2611 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2613 = llvm.getelementptr %1023[1840] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2612, %2613 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2614 = llvm.add %1717, %50 overflow<nsw> : i32
      %2615 = llvm.add %1719, %0 overflow<nsw> : i32
      %2616 = llvm.icmp "slt" %2614, %34 : i32
      %2617 = llvm.icmp "slt" %2615, %31 : i32
      %2618 = llvm.and %2616, %2617 : i1
      llvm.cond_br %2618, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2619 = llvm.getelementptr %53[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %2620 = llvm.load %2619 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2621 = llvm.getelementptr %1023[1841] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2620, %2621 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2622 = llvm.add %1717, %33 overflow<nsw> : i32
      %2623 = llvm.add %1719, %1 overflow<nsw> : i32
      %2624 = llvm.icmp "slt" %2622, %34 : i32
      %2625 = llvm.icmp "slt" %2623, %31 : i32
      %2626 = llvm.and %2624, %2625 : i1
      llvm.cond_br %2626, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2627 = llvm.getelementptr %53[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %2628 = llvm.load %2627 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2629 = llvm.getelementptr %1023[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2628, %2629 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2630 = llvm.add %1717, %33 overflow<nsw> : i32
      %2631 = llvm.add %1719, %0 overflow<nsw> : i32
      %2632 = llvm.icmp "slt" %2630, %34 : i32
      %2633 = llvm.icmp "slt" %2631, %31 : i32
      %2634 = llvm.and %2632, %2633 : i1
      llvm.cond_br %2634, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2635 = llvm.getelementptr %53[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %2636 = llvm.load %2635 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2637 = llvm.getelementptr %1023[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2636, %2637 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2638 = llvm.add %1717, %12 overflow<nsw> : i32
      %2639 = llvm.add %1719, %1 overflow<nsw> : i32
      %2640 = llvm.icmp "slt" %2638, %34 : i32
      %2641 = llvm.icmp "slt" %2639, %31 : i32
      %2642 = llvm.and %2640, %2641 : i1
      llvm.cond_br %2642, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2643 = llvm.getelementptr %53[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %2644 = llvm.load %2643 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2645 = llvm.getelementptr %1023[8752] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2644, %2645 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2646 = llvm.add %1717, %12 overflow<nsw> : i32
      %2647 = llvm.add %1719, %0 overflow<nsw> : i32
      %2648 = llvm.icmp "slt" %2646, %34 : i32
      %2649 = llvm.icmp "slt" %2647, %31 : i32
      %2650 = llvm.and %2648, %2649 : i1
      llvm.cond_br %2650, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2651 = llvm.getelementptr %53[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %2652 = llvm.load %2651 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2653 = llvm.getelementptr %1023[8753] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2652, %2653 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2654 = llvm.add %1717, %49 overflow<nsw> : i32
      %2655 = llvm.add %1719, %1 overflow<nsw> : i32
      %2656 = llvm.icmp "slt" %2654, %34 : i32
      %2657 = llvm.icmp "slt" %2655, %31 : i32
      %2658 = llvm.and %2656, %2657 : i1
      llvm.cond_br %2658, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2659 = llvm.getelementptr %53[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %2660 = llvm.load %2659 {alignment = 32 : i64} : !llvm.ptr -> f32
      %2661 = llvm.getelementptr %1023[13936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2660, %2661 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2662 = llvm.add %1717, %49 overflow<nsw> : i32
      %2663 = llvm.add %1719, %0 overflow<nsw> : i32
      %2664 = llvm.icmp "slt" %2662, %34 : i32
      %2665 = llvm.icmp "slt" %2663, %31 : i32
      %2666 = llvm.and %2664, %2665 : i1
      llvm.cond_br %2666, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2667 = llvm.getelementptr %53[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %2668 = llvm.load %2667 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2669 = llvm.getelementptr %1023[13937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2668, %2669 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2670 = llvm.add %1717, %34 overflow<nsw> : i32
      %2671 = llvm.add %1719, %1 overflow<nsw> : i32
      %2672 = llvm.icmp "slt" %2670, %34 : i32
      %2673 = llvm.icmp "slt" %2671, %31 : i32
      %2674 = llvm.and %2672, %2673 : i1
      llvm.cond_br %2674, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2675 = llvm.getelementptr %53[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %2676 = llvm.load %2675 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2677 = llvm.getelementptr %1023[15664] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2676, %2677 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2678 = llvm.add %1717, %34 overflow<nsw> : i32
      %2679 = llvm.add %1719, %0 overflow<nsw> : i32
      %2680 = llvm.icmp "slt" %2678, %34 : i32
      %2681 = llvm.icmp "slt" %2679, %31 : i32
      %2682 = llvm.and %2680, %2681 : i1
      llvm.cond_br %2682, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2683 = llvm.getelementptr %53[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %2684 = llvm.load %2683 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2685 = llvm.getelementptr %1023[15665] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2684, %2685 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2686 = llvm.add %1717, %11 overflow<nsw> : i32
      %2687 = llvm.add %1719, %1 overflow<nsw> : i32
      %2688 = llvm.icmp "slt" %2686, %34 : i32
      %2689 = llvm.icmp "slt" %2687, %31 : i32
      %2690 = llvm.and %2688, %2689 : i1
      llvm.cond_br %2690, ^bb391, ^bb392
    ^bb391:  // pred: ^bb390
      %2691 = llvm.getelementptr %53[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %2692 = llvm.load %2691 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2693 = llvm.getelementptr %1023[20848] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2692, %2693 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb392
    ^bb392:  // 2 preds: ^bb390, ^bb391
      %2694 = llvm.add %1717, %11 overflow<nsw> : i32
      %2695 = llvm.add %1719, %0 overflow<nsw> : i32
      %2696 = llvm.icmp "slt" %2694, %34 : i32
      %2697 = llvm.icmp "slt" %2695, %31 : i32
      %2698 = llvm.and %2696, %2697 : i1
      llvm.cond_br %2698, ^bb393, ^bb394
    ^bb393:  // pred: ^bb392
      %2699 = llvm.getelementptr %53[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %2700 = llvm.load %2699 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2701 = llvm.getelementptr %1023[20849] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2700, %2701 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb394
    ^bb394:  // 2 preds: ^bb392, ^bb393
      %2702 = llvm.add %1717, %10 overflow<nsw> : i32
      %2703 = llvm.add %1719, %1 overflow<nsw> : i32
      %2704 = llvm.icmp "slt" %2702, %34 : i32
      %2705 = llvm.icmp "slt" %2703, %31 : i32
      %2706 = llvm.and %2704, %2705 : i1
      llvm.cond_br %2706, ^bb395, ^bb396
    ^bb395:  // pred: ^bb394
      %2707 = llvm.getelementptr %53[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %2708 = llvm.load %2707 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2709 = llvm.getelementptr %1023[22576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2708, %2709 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb396
    ^bb396:  // 2 preds: ^bb394, ^bb395
      %2710 = llvm.add %1717, %10 overflow<nsw> : i32
      %2711 = llvm.add %1719, %0 overflow<nsw> : i32
      %2712 = llvm.icmp "slt" %2710, %34 : i32
      %2713 = llvm.icmp "slt" %2711, %31 : i32
      %2714 = llvm.and %2712, %2713 : i1
      llvm.cond_br %2714, ^bb397, ^bb398
    ^bb397:  // pred: ^bb396
      %2715 = llvm.getelementptr %53[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %2716 = llvm.load %2715 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2717 = llvm.getelementptr %1023[22577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %2716, %2717 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb398
    ^bb398:  // 2 preds: ^bb396, ^bb397
      llvm.br ^bb399
    ^bb399:  // 2 preds: ^bb141, ^bb398
      llvm.return
    }
    llvm.func @kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 61, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(216 : i32) : i32
      %2 = llvm.mlir.constant(15552 : i32) : i32
      %3 = llvm.mlir.constant(256 : i32) : i32
      %4 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %6 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %7 = llvm.mul %6, %3 : i32
      %8 = llvm.add %7, %5 : i32
      %9 = llvm.icmp "slt" %8, %2 : i32
      llvm.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = llvm.sdiv %8, %1 : i32
      %11 = llvm.mul %10, %1 : i32
      %12 = llvm.icmp "ne" %8, %11 : i32
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = llvm.icmp "slt" %8, %13 : i32
      %15 = llvm.mlir.constant(false) : i1
      %16 = llvm.icmp "ne" %14, %15 : i1
      %17 = llvm.and %12, %16 : i1
      %18 = llvm.mlir.constant(-1 : i32) : i32
      %19 = llvm.add %10, %18 : i32
      %20 = llvm.select %17, %19, %10 : i1, i32
      %21 = llvm.mul %20, %1 : i32
      %22 = llvm.sub %8, %21 : i32
      %23 = llvm.mul %20, %1 overflow<nsw> : i32
      %24 = llvm.add %23, %22 overflow<nsw> : i32
      %25 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %26 = llvm.getelementptr %25[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %28 = llvm.fadd %27, %0 : f32
      %29 = llvm.fptrunc %28 : f32 to f16
      %30 = llvm.getelementptr %4[%8] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %29, %30 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2d_gr_h2f856298(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(61 : i32) : i32
    %1 = llvm.mlir.constant(256 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(128 : i32) : i32
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(65536 : i64) : i64
    %8 = llvm.mlir.constant(1 : i32) : i32
    %9 = llvm.alloca %8 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %10 = llvm.alloca %8 x !llvm_array_8f2733 : (i32) -> !llvm.ptr
    %11 = llvm.getelementptr %9[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %11 : !llvm.ptr, !llvm.ptr
    %12 = llvm.getelementptr %9[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %12 : i32, !llvm.ptr
    %13 = llvm.getelementptr %9[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %13 : i32, !llvm.ptr
    %14 = llvm.getelementptr %9[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %9[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %15 : i64, !llvm.ptr
    %16 = llvm.getelementptr %9[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %9[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %9[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %9[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %20 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %20, %19 : i32, !llvm.ptr
    %21 = llvm.getelementptr %9[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg11, %21 : !llvm.ptr, !llvm.ptr
    %22 = llvm.alloca %8 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %24 = llvm.getelementptr %22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %9, %24 : !llvm.ptr, !llvm.ptr
    %25 = llvm.getelementptr %22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %28 = llvm.load %27 : !llvm.ptr -> i32
    %29 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
    %31 = llvm.mlir.constant(6 : i32) : i32
    %32 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%32 : i32)
  ^bb1(%33: i32):  // 2 preds: ^bb3, ^bb5
    %34 = llvm.getelementptr %30[%33] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %35 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %31, %35 : i32, !llvm.ptr
    %36 = llvm.getelementptr %34[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %36 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %37 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %38 = llvm.mlir.constant(0 : index) : i64
    %39 = llvm.getelementptr %37[%38, %38] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %40 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %41 = llvm.mlir.constant(0 : index) : i64
    %42 = llvm.getelementptr %40[%41, %41] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %43 = llvm.call @printf(%42, %39) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %44 = llvm.mlir.constant(1 : i32) : i32
    %45 = llvm.add %28, %44 : i32
    llvm.store %45, %27 : i32, !llvm.ptr
    llvm.br ^bb1(%28 : i32)
  ^bb4:  // pred: ^bb7
    %46 = llvm.mlir.constant(17 : i32) : i32
    %47 = llvm.icmp "uge" %28, %46 : i32
    llvm.cond_br %47, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%54 : i32)
  ^bb6:  // pred: ^bb7
    %48 = llvm.getelementptr %30[%54] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %49 = llvm.getelementptr %48[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %50 = llvm.load %49 : !llvm.ptr -> i32
    %51 = llvm.icmp "eq" %50, %31 : i32
    %52 = llvm.mlir.constant(1 : i32) : i32
    %53 = llvm.add %54, %52 : i32
    llvm.cond_br %51, ^bb5, ^bb7(%53 : i32)
  ^bb7(%54: i32):  // 2 preds: ^bb0, ^bb6
    %55 = llvm.icmp "uge" %54, %28 : i32
    llvm.cond_br %55, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %56 = llvm.getelementptr %22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %57 = llvm.load %56 : !llvm.ptr -> !llvm.ptr
    %58 = llvm.getelementptr %57[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %59 = llvm.load %58 : !llvm.ptr -> i32
    %60 = llvm.getelementptr %57[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %61 = llvm.load %60 : !llvm.ptr -> !llvm.ptr
    %62 = llvm.mlir.constant(2 : i32) : i32
    %63 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%63 : i32)
  ^bb9(%64: i32):  // 2 preds: ^bb11, ^bb13
    %65 = llvm.getelementptr %61[%64] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %66 = llvm.getelementptr %65[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %62, %66 : i32, !llvm.ptr
    %67 = llvm.getelementptr %65[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %67 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %68 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = llvm.getelementptr %68[%69, %69] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %71 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %72 = llvm.mlir.constant(0 : index) : i64
    %73 = llvm.getelementptr %71[%72, %72] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %74 = llvm.call @printf(%73, %70) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %75 = llvm.mlir.constant(1 : i32) : i32
    %76 = llvm.add %59, %75 : i32
    llvm.store %76, %58 : i32, !llvm.ptr
    llvm.br ^bb9(%59 : i32)
  ^bb12:  // pred: ^bb15
    %77 = llvm.mlir.constant(17 : i32) : i32
    %78 = llvm.icmp "uge" %59, %77 : i32
    llvm.cond_br %78, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%85 : i32)
  ^bb14:  // pred: ^bb15
    %79 = llvm.getelementptr %61[%85] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %80 = llvm.getelementptr %79[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %81 = llvm.load %80 : !llvm.ptr -> i32
    %82 = llvm.icmp "eq" %81, %62 : i32
    %83 = llvm.mlir.constant(1 : i32) : i32
    %84 = llvm.add %85, %83 : i32
    llvm.cond_br %82, ^bb13, ^bb15(%84 : i32)
  ^bb15(%85: i32):  // 2 preds: ^bb8, ^bb14
    %86 = llvm.icmp "uge" %85, %59 : i32
    llvm.cond_br %86, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %87 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_hccd6e31b_1<%23> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %88 = builtin.unrealized_conversion_cast %87 : !cuda.result to i32
    cuda.return_if_error %88 : i32
    %89 = llvm.mlir.constant(1 : i32) : i32
    %90 = llvm.alloca %89 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %91 = llvm.alloca %89 x !llvm_array_8f2733 : (i32) -> !llvm.ptr
    %92 = llvm.getelementptr %90[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %91, %92 : !llvm.ptr, !llvm.ptr
    %93 = llvm.getelementptr %90[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %1, %93 : i32, !llvm.ptr
    %94 = llvm.getelementptr %90[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %94 : i32, !llvm.ptr
    %95 = llvm.getelementptr %90[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %95 : i32, !llvm.ptr
    %96 = llvm.getelementptr %90[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %96 : i64, !llvm.ptr
    %97 = llvm.getelementptr %90[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %0, %97 : i32, !llvm.ptr
    %98 = llvm.getelementptr %90[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %98 : i32, !llvm.ptr
    %99 = llvm.getelementptr %90[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %99 : i32, !llvm.ptr
    %100 = llvm.getelementptr %90[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %101 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %101, %100 : i32, !llvm.ptr
    %102 = llvm.getelementptr %90[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg11, %102 : !llvm.ptr, !llvm.ptr
    %103 = llvm.alloca %89 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %104 = builtin.unrealized_conversion_cast %103 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %105 = llvm.getelementptr %103[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %90, %105 : !llvm.ptr, !llvm.ptr
    %106 = llvm.getelementptr %103[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %107 = llvm.load %106 : !llvm.ptr -> !llvm.ptr
    %108 = llvm.getelementptr %107[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %109 = llvm.load %108 : !llvm.ptr -> i32
    %110 = llvm.getelementptr %107[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %111 = llvm.load %110 : !llvm.ptr -> !llvm.ptr
    %112 = llvm.mlir.constant(6 : i32) : i32
    %113 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb23(%113 : i32)
  ^bb17(%114: i32):  // 2 preds: ^bb19, ^bb21
    %115 = llvm.getelementptr %111[%114] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %116 = llvm.getelementptr %115[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %112, %116 : i32, !llvm.ptr
    %117 = llvm.getelementptr %115[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %117 : i32, !llvm.ptr
    llvm.br ^bb24
  ^bb18:  // pred: ^bb20
    %118 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %119 = llvm.mlir.constant(0 : index) : i64
    %120 = llvm.getelementptr %118[%119, %119] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %121 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %122 = llvm.mlir.constant(0 : index) : i64
    %123 = llvm.getelementptr %121[%122, %122] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %124 = llvm.call @printf(%123, %120) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb19:  // pred: ^bb20
    %125 = llvm.mlir.constant(1 : i32) : i32
    %126 = llvm.add %109, %125 : i32
    llvm.store %126, %108 : i32, !llvm.ptr
    llvm.br ^bb17(%109 : i32)
  ^bb20:  // pred: ^bb23
    %127 = llvm.mlir.constant(17 : i32) : i32
    %128 = llvm.icmp "uge" %109, %127 : i32
    llvm.cond_br %128, ^bb18, ^bb19
  ^bb21:  // pred: ^bb22
    llvm.br ^bb17(%135 : i32)
  ^bb22:  // pred: ^bb23
    %129 = llvm.getelementptr %111[%135] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %130 = llvm.getelementptr %129[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %131 = llvm.load %130 : !llvm.ptr -> i32
    %132 = llvm.icmp "eq" %131, %112 : i32
    %133 = llvm.mlir.constant(1 : i32) : i32
    %134 = llvm.add %135, %133 : i32
    llvm.cond_br %132, ^bb21, ^bb23(%134 : i32)
  ^bb23(%135: i32):  // 2 preds: ^bb16, ^bb22
    %136 = llvm.icmp "uge" %135, %109 : i32
    llvm.cond_br %136, ^bb20, ^bb22
  ^bb24:  // pred: ^bb17
    %137 = llvm.getelementptr %103[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %138 = llvm.load %137 : !llvm.ptr -> !llvm.ptr
    %139 = llvm.getelementptr %138[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %140 = llvm.load %139 : !llvm.ptr -> i32
    %141 = llvm.getelementptr %138[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %142 = llvm.load %141 : !llvm.ptr -> !llvm.ptr
    %143 = llvm.mlir.constant(2 : i32) : i32
    %144 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb31(%144 : i32)
  ^bb25(%145: i32):  // 2 preds: ^bb27, ^bb29
    %146 = llvm.getelementptr %142[%145] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %147 = llvm.getelementptr %146[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %143, %147 : i32, !llvm.ptr
    %148 = llvm.getelementptr %146[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %148 : i32, !llvm.ptr
    llvm.br ^bb32
  ^bb26:  // pred: ^bb28
    %149 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %150 = llvm.mlir.constant(0 : index) : i64
    %151 = llvm.getelementptr %149[%150, %150] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %152 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %153 = llvm.mlir.constant(0 : index) : i64
    %154 = llvm.getelementptr %152[%153, %153] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %155 = llvm.call @printf(%154, %151) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb27:  // pred: ^bb28
    %156 = llvm.mlir.constant(1 : i32) : i32
    %157 = llvm.add %140, %156 : i32
    llvm.store %157, %139 : i32, !llvm.ptr
    llvm.br ^bb25(%140 : i32)
  ^bb28:  // pred: ^bb31
    %158 = llvm.mlir.constant(17 : i32) : i32
    %159 = llvm.icmp "uge" %140, %158 : i32
    llvm.cond_br %159, ^bb26, ^bb27
  ^bb29:  // pred: ^bb30
    llvm.br ^bb25(%166 : i32)
  ^bb30:  // pred: ^bb31
    %160 = llvm.getelementptr %142[%166] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %161 = llvm.getelementptr %160[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %162 = llvm.load %161 : !llvm.ptr -> i32
    %163 = llvm.icmp "eq" %162, %143 : i32
    %164 = llvm.mlir.constant(1 : i32) : i32
    %165 = llvm.add %166, %164 : i32
    llvm.cond_br %163, ^bb29, ^bb31(%165 : i32)
  ^bb31(%166: i32):  // 2 preds: ^bb24, ^bb30
    %167 = llvm.icmp "uge" %166, %140 : i32
    llvm.cond_br %167, ^bb28, ^bb30
  ^bb32:  // pred: ^bb25
    %168 = cuda.launch_ex @kernels::@kernel_cutlass_sum_slices_cute_irkernels_h388f6704_0<%104> (%arg3, %arg1) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %169 = builtin.unrealized_conversion_cast %168 : !cuda.result to i32
    cuda.return_if_error %169 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h6a0e07ba(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsconv2d_gr_h2f856298(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
