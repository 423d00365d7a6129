!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(33536 : i32) : i32
      %1 = llvm.mlir.constant(8384 : i32) : i32
      %2 = llvm.mlir.constant(2048 : i32) : i32
      %3 = llvm.mlir.constant(8192 : i32) : i32
      %4 = llvm.mlir.constant(8320 : i32) : i32
      %5 = llvm.mlir.constant(113 : i32) : i32
      %6 = llvm.mlir.constant(104 : i32) : i32
      %7 = llvm.mlir.constant(97 : i32) : i32
      %8 = llvm.mlir.constant(81 : i32) : i32
      %9 = llvm.mlir.constant(65 : i32) : i32
      %10 = llvm.mlir.constant(49 : i32) : i32
      %11 = llvm.mlir.constant(40 : i32) : i32
      %12 = llvm.mlir.constant(33 : i32) : i32
      %13 = llvm.mlir.constant(17 : i32) : i32
      %14 = llvm.mlir.constant(112 : i32) : i32
      %15 = llvm.mlir.constant(96 : i32) : i32
      %16 = llvm.mlir.constant(80 : i32) : i32
      %17 = llvm.mlir.constant(48 : i32) : i32
      %18 = llvm.mlir.constant(-56 : i32) : i32
      %19 = llvm.mlir.constant(134144 : i32) : i32
      %20 = llvm.mlir.constant(1048000 : i32) : i32
      %21 = llvm.mlir.constant(544960 : i32) : i32
      %22 = llvm.mlir.constant(66560 : i32) : i32
      %23 = llvm.mlir.constant(520000 : i32) : i32
      %24 = llvm.mlir.constant(16 : i64) : i64
      %25 = llvm.mlir.constant(1024 : i64) : i64
      %26 = llvm.mlir.constant(true) : i1
      %27 = llvm.mlir.constant(31 : i32) : i32
      %28 = llvm.mlir.constant(-1 : i32) : i32
      %29 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %30 = llvm.mlir.constant(72 : i32) : i32
      %31 = llvm.mlir.constant(-16 : i64) : i64
      %32 = llvm.mlir.constant(520 : i32) : i32
      %33 = llvm.mlir.constant(64 : i32) : i32
      %34 = llvm.mlir.constant(512 : i32) : i32
      %35 = llvm.mlir.constant(448 : i32) : i32
      %36 = llvm.mlir.constant(3 : i32) : i32
      %37 = llvm.mlir.constant(0 : i8) : i8
      %38 = llvm.mlir.constant(0 : i32) : i32
      %39 = llvm.mlir.constant(2 : i32) : i32
      %40 = llvm.mlir.constant(4 : i32) : i32
      %41 = llvm.mlir.constant(9 : i32) : i32
      %42 = llvm.mlir.constant(16 : i32) : i32
      %43 = llvm.mlir.constant(32 : i32) : i32
      %44 = llvm.mlir.constant(1048 : i32) : i32
      %45 = llvm.mlir.constant(16768 : i32) : i32
      %46 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %47 = llvm.mlir.constant(1024 : i32) : i32
      %48 = llvm.mlir.constant(-16 : i32) : i32
      %49 = llvm.mlir.constant(256 : i32) : i32
      %50 = llvm.mlir.constant(-32 : i32) : i32
      %51 = llvm.mlir.constant(1000 : i32) : i32
      %52 = llvm.mlir.constant(15 : i64) : i64
      %53 = llvm.mlir.constant(0.000000e+00 : bf16) : bf16
      %54 = llvm.mlir.constant(24 : i32) : i32
      %55 = llvm.mlir.constant(8 : i32) : i32
      %56 = llvm.mlir.constant(192 : i32) : i32
      %57 = llvm.mlir.constant(128 : i32) : i32
      %58 = llvm.mlir.constant(1 : i32) : i32
      %59 = llvm.alloca %57 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %57 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %57 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %57 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %56 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %56 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %55 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %55 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %55 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %55 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.ptrtoint %29 : !llvm.ptr<3> to i32
      %70 = nvvm.shfl.sync idx %28, %69, %38, %27 : i32 -> i32
      %71 = llvm.zext %70 : i32 to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<3>
      llvm.intr.assume %26 ["align"(%72, %25 : !llvm.ptr<3>, i64)] : i1
      %73 = llvm.ptrtoint %72 : !llvm.ptr<3> to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<3>
      llvm.intr.assume %26 ["align"(%74, %24 : !llvm.ptr<3>, i64)] : i1
      %75 = llvm.getelementptr %72[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %76 = llvm.ptrtoint %75 : !llvm.ptr<3> to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<3>
      llvm.intr.assume %26 ["align"(%77, %24 : !llvm.ptr<3>, i64)] : i1
      %78 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %79 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %80 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %81 = llvm.sdiv %79, %30 : i32
      %82 = llvm.mul %81, %30 : i32
      %83 = llvm.icmp "ne" %79, %82 : i32
      %84 = llvm.mlir.constant(0 : i32) : i32
      %85 = llvm.icmp "slt" %79, %84 : i32
      %86 = llvm.mlir.constant(false) : i1
      %87 = llvm.icmp "ne" %85, %86 : i1
      %88 = llvm.and %83, %87 : i1
      %89 = llvm.mlir.constant(-1 : i32) : i32
      %90 = llvm.add %81, %89 : i32
      %91 = llvm.select %88, %90, %81 : i1, i32
      %92 = llvm.mul %91, %55 : i32
      %93 = llvm.sub %55, %92 : i32
      %94 = llvm.intr.smin(%93, %55) : (i32, i32) -> i32
      %95 = llvm.mul %91, %30 : i32
      %96 = llvm.sub %79, %95 : i32
      %97 = llvm.srem %96, %94 : i32
      %98 = llvm.add %92, %97 : i32
      %99 = llvm.sdiv %96, %94 : i32
      %100 = llvm.mul %99, %94 : i32
      %101 = llvm.icmp "ne" %96, %100 : i32
      %102 = llvm.mlir.constant(0 : i32) : i32
      %103 = llvm.icmp "slt" %96, %102 : i32
      %104 = llvm.icmp "slt" %94, %102 : i32
      %105 = llvm.icmp "ne" %103, %104 : i1
      %106 = llvm.and %101, %105 : i1
      %107 = llvm.mlir.constant(-1 : i32) : i32
      %108 = llvm.add %99, %107 : i32
      %109 = llvm.select %106, %108, %99 : i1, i32
      %110 = llvm.mul %80, %23 overflow<nsw> : i32
      %111 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %112 = llvm.getelementptr %111[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %113 = llvm.mul %98, %22 overflow<nsw> : i32
      %114 = llvm.getelementptr %112[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %115 = llvm.mul %80, %21 overflow<nsw> : i32
      %116 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %117 = llvm.getelementptr %116[%115] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %118 = llvm.mul %109, %22 overflow<nsw> : i32
      %119 = llvm.getelementptr %117[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %120 = llvm.mul %80, %20 overflow<nsw> : i32
      %121 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %122 = llvm.getelementptr %121[%120] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %123 = llvm.mul %98, %19 overflow<nsw> : i32
      %124 = llvm.mul %109, %57 overflow<nsw> : i32
      %125 = llvm.add %123, %124 overflow<nsw> : i32
      %126 = llvm.getelementptr %122[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %127 = llvm.mul %98, %57 overflow<nsw> : i32
      %128 = llvm.mul %109, %57 overflow<nsw> : i32
      %129 = llvm.mul %98, %57 overflow<nsw> : i32
      %130 = llvm.mul %109, %57 overflow<nsw> : i32
      %131 = llvm.getelementptr %114[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %132 = llvm.getelementptr %119[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %133 = llvm.ptrtoint %131 : !llvm.ptr<1> to i64
      %134 = llvm.add %133, %52 : i64
      %135 = llvm.and %134, %31 : i64
      %136 = llvm.inttoptr %135 : i64 to !llvm.ptr<1>
      llvm.intr.assume %26 ["align"(%136, %24 : !llvm.ptr<1>, i64)] : i1
      %137 = llvm.ptrtoint %132 : !llvm.ptr<1> to i64
      %138 = llvm.add %137, %52 : i64
      %139 = llvm.and %138, %31 : i64
      %140 = llvm.inttoptr %139 : i64 to !llvm.ptr<1>
      llvm.intr.assume %26 ["align"(%140, %24 : !llvm.ptr<1>, i64)] : i1
      %141 = llvm.sdiv %78, %55 : i32
      %142 = llvm.srem %78, %55 : i32
      %143 = llvm.mul %142, %55 overflow<nsw> : i32
      %144 = llvm.mul %141, %32 overflow<nsw> : i32
      %145 = llvm.add %143, %144 overflow<nsw> : i32
      %146 = llvm.getelementptr %136[%145] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %147 = llvm.srem %141, %55 : i32
      %148 = llvm.mul %147, %33 overflow<nsw> : i32
      %149 = llvm.add %143, %148 overflow<nsw> : i32
      %150 = llvm.sdiv %141, %55 : i32
      %151 = llvm.mul %150, %34 overflow<nsw> : i32
      %152 = llvm.and %149, %35 : i32
      %153 = llvm.lshr %152, %36 : i32
      %154 = llvm.xor %149, %153 : i32
      %155 = llvm.add %154, %151 overflow<nsw> : i32
      %156 = llvm.getelementptr %74[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %157 = llvm.add %127, %141 overflow<nsw> : i32
      %158 = llvm.add %143, %18 overflow<nsw> : i32
      %159 = llvm.getelementptr %140[%145] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %160 = llvm.getelementptr %77[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %161 = llvm.add %128, %141 overflow<nsw> : i32
      %162 = llvm.add %143, %18 overflow<nsw> : i32
      %163 = llvm.icmp "slt" %157, %51 : i32
      %164 = llvm.zext %163 : i1 to i8
      llvm.store %164, %68 {alignment = 32 : i64} : i8, !llvm.ptr
      %165 = llvm.add %157, %42 overflow<nsw> : i32
      %166 = llvm.icmp "slt" %165, %51 : i32
      %167 = llvm.zext %166 : i1 to i8
      %168 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %167, %168 {alignment = 1 : i64} : i8, !llvm.ptr
      %169 = llvm.add %157, %43 overflow<nsw> : i32
      %170 = llvm.icmp "slt" %169, %51 : i32
      %171 = llvm.zext %170 : i1 to i8
      %172 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %171, %172 {alignment = 2 : i64} : i8, !llvm.ptr
      %173 = llvm.add %157, %17 overflow<nsw> : i32
      %174 = llvm.icmp "slt" %173, %51 : i32
      %175 = llvm.zext %174 : i1 to i8
      %176 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %175, %176 {alignment = 1 : i64} : i8, !llvm.ptr
      %177 = llvm.add %157, %33 overflow<nsw> : i32
      %178 = llvm.icmp "slt" %177, %51 : i32
      %179 = llvm.zext %178 : i1 to i8
      %180 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %179, %180 {alignment = 4 : i64} : i8, !llvm.ptr
      %181 = llvm.add %157, %16 overflow<nsw> : i32
      %182 = llvm.icmp "slt" %181, %51 : i32
      %183 = llvm.zext %182 : i1 to i8
      %184 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %183, %184 {alignment = 1 : i64} : i8, !llvm.ptr
      %185 = llvm.add %157, %15 overflow<nsw> : i32
      %186 = llvm.icmp "slt" %185, %51 : i32
      %187 = llvm.zext %186 : i1 to i8
      %188 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %187, %188 {alignment = 2 : i64} : i8, !llvm.ptr
      %189 = llvm.add %157, %14 overflow<nsw> : i32
      %190 = llvm.icmp "slt" %189, %51 : i32
      %191 = llvm.zext %190 : i1 to i8
      %192 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %191, %192 {alignment = 1 : i64} : i8, !llvm.ptr
      %193 = llvm.icmp "slt" %161, %44 : i32
      %194 = llvm.zext %193 : i1 to i8
      llvm.store %194, %67 {alignment = 32 : i64} : i8, !llvm.ptr
      %195 = llvm.add %161, %42 overflow<nsw> : i32
      %196 = llvm.icmp "slt" %195, %44 : i32
      %197 = llvm.zext %196 : i1 to i8
      %198 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %197, %198 {alignment = 1 : i64} : i8, !llvm.ptr
      %199 = llvm.add %161, %43 overflow<nsw> : i32
      %200 = llvm.icmp "slt" %199, %44 : i32
      %201 = llvm.zext %200 : i1 to i8
      %202 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %201, %202 {alignment = 2 : i64} : i8, !llvm.ptr
      %203 = llvm.add %161, %17 overflow<nsw> : i32
      %204 = llvm.icmp "slt" %203, %44 : i32
      %205 = llvm.zext %204 : i1 to i8
      %206 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %205, %206 {alignment = 1 : i64} : i8, !llvm.ptr
      %207 = llvm.add %161, %33 overflow<nsw> : i32
      %208 = llvm.icmp "slt" %207, %44 : i32
      %209 = llvm.zext %208 : i1 to i8
      %210 = llvm.getelementptr %67[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %209, %210 {alignment = 4 : i64} : i8, !llvm.ptr
      %211 = llvm.add %161, %16 overflow<nsw> : i32
      %212 = llvm.icmp "slt" %211, %44 : i32
      %213 = llvm.zext %212 : i1 to i8
      %214 = llvm.getelementptr %67[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %213, %214 {alignment = 1 : i64} : i8, !llvm.ptr
      %215 = llvm.add %161, %15 overflow<nsw> : i32
      %216 = llvm.icmp "slt" %215, %44 : i32
      %217 = llvm.zext %216 : i1 to i8
      %218 = llvm.getelementptr %67[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %217, %218 {alignment = 2 : i64} : i8, !llvm.ptr
      %219 = llvm.add %161, %14 overflow<nsw> : i32
      %220 = llvm.icmp "slt" %219, %44 : i32
      %221 = llvm.zext %220 : i1 to i8
      %222 = llvm.getelementptr %67[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %221, %222 {alignment = 1 : i64} : i8, !llvm.ptr
      %223 = llvm.icmp "sgt" %158, %28 : i32
      %224 = llvm.load %68 {alignment = 32 : i64} : !llvm.ptr -> i8
      %225 = llvm.icmp "ne" %224, %37 : i8
      %226 = llvm.and %225, %223 : i1
      %227 = llvm.zext %226 : i1 to i8
      llvm.store %227, %66 {alignment = 32 : i64} : i8, !llvm.ptr
      %228 = llvm.icmp "sgt" %158, %28 : i32
      %229 = llvm.load %168 {alignment = 1 : i64} : !llvm.ptr -> i8
      %230 = llvm.icmp "ne" %229, %37 : i8
      %231 = llvm.and %230, %228 : i1
      %232 = llvm.zext %231 : i1 to i8
      %233 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %232, %233 {alignment = 1 : i64} : i8, !llvm.ptr
      %234 = llvm.icmp "sgt" %158, %28 : i32
      %235 = llvm.load %172 {alignment = 2 : i64} : !llvm.ptr -> i8
      %236 = llvm.icmp "ne" %235, %37 : i8
      %237 = llvm.and %236, %234 : i1
      %238 = llvm.zext %237 : i1 to i8
      %239 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %238, %239 {alignment = 2 : i64} : i8, !llvm.ptr
      %240 = llvm.icmp "sgt" %158, %28 : i32
      %241 = llvm.load %176 {alignment = 1 : i64} : !llvm.ptr -> i8
      %242 = llvm.icmp "ne" %241, %37 : i8
      %243 = llvm.and %242, %240 : i1
      %244 = llvm.zext %243 : i1 to i8
      %245 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %244, %245 {alignment = 1 : i64} : i8, !llvm.ptr
      %246 = llvm.icmp "sgt" %158, %28 : i32
      %247 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> i8
      %248 = llvm.icmp "ne" %247, %37 : i8
      %249 = llvm.and %248, %246 : i1
      %250 = llvm.zext %249 : i1 to i8
      %251 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %250, %251 {alignment = 4 : i64} : i8, !llvm.ptr
      %252 = llvm.icmp "sgt" %158, %28 : i32
      %253 = llvm.load %184 {alignment = 1 : i64} : !llvm.ptr -> i8
      %254 = llvm.icmp "ne" %253, %37 : i8
      %255 = llvm.and %254, %252 : i1
      %256 = llvm.zext %255 : i1 to i8
      %257 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %256, %257 {alignment = 1 : i64} : i8, !llvm.ptr
      %258 = llvm.icmp "sgt" %158, %28 : i32
      %259 = llvm.load %188 {alignment = 2 : i64} : !llvm.ptr -> i8
      %260 = llvm.icmp "ne" %259, %37 : i8
      %261 = llvm.and %260, %258 : i1
      %262 = llvm.zext %261 : i1 to i8
      %263 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %262, %263 {alignment = 2 : i64} : i8, !llvm.ptr
      %264 = llvm.icmp "sgt" %158, %28 : i32
      %265 = llvm.load %192 {alignment = 1 : i64} : !llvm.ptr -> i8
      %266 = llvm.icmp "ne" %265, %37 : i8
      %267 = llvm.and %266, %264 : i1
      %268 = llvm.zext %267 : i1 to i8
      %269 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %268, %269 {alignment = 1 : i64} : i8, !llvm.ptr
      %270 = llvm.icmp "sgt" %162, %28 : i32
      %271 = llvm.load %67 {alignment = 32 : i64} : !llvm.ptr -> i8
      %272 = llvm.icmp "ne" %271, %37 : i8
      %273 = llvm.and %272, %270 : i1
      %274 = llvm.zext %273 : i1 to i8
      llvm.store %274, %65 {alignment = 32 : i64} : i8, !llvm.ptr
      %275 = llvm.icmp "sgt" %162, %28 : i32
      %276 = llvm.load %198 {alignment = 1 : i64} : !llvm.ptr -> i8
      %277 = llvm.icmp "ne" %276, %37 : i8
      %278 = llvm.and %277, %275 : i1
      %279 = llvm.zext %278 : i1 to i8
      %280 = llvm.getelementptr %65[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %279, %280 {alignment = 1 : i64} : i8, !llvm.ptr
      %281 = llvm.icmp "sgt" %162, %28 : i32
      %282 = llvm.load %202 {alignment = 2 : i64} : !llvm.ptr -> i8
      %283 = llvm.icmp "ne" %282, %37 : i8
      %284 = llvm.and %283, %281 : i1
      %285 = llvm.zext %284 : i1 to i8
      %286 = llvm.getelementptr %65[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %285, %286 {alignment = 2 : i64} : i8, !llvm.ptr
      %287 = llvm.icmp "sgt" %162, %28 : i32
      %288 = llvm.load %206 {alignment = 1 : i64} : !llvm.ptr -> i8
      %289 = llvm.icmp "ne" %288, %37 : i8
      %290 = llvm.and %289, %287 : i1
      %291 = llvm.zext %290 : i1 to i8
      %292 = llvm.getelementptr %65[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %291, %292 {alignment = 1 : i64} : i8, !llvm.ptr
      %293 = llvm.icmp "sgt" %162, %28 : i32
      %294 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i8
      %295 = llvm.icmp "ne" %294, %37 : i8
      %296 = llvm.and %295, %293 : i1
      %297 = llvm.zext %296 : i1 to i8
      %298 = llvm.getelementptr %65[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %297, %298 {alignment = 4 : i64} : i8, !llvm.ptr
      %299 = llvm.icmp "sgt" %162, %28 : i32
      %300 = llvm.load %214 {alignment = 1 : i64} : !llvm.ptr -> i8
      %301 = llvm.icmp "ne" %300, %37 : i8
      %302 = llvm.and %301, %299 : i1
      %303 = llvm.zext %302 : i1 to i8
      %304 = llvm.getelementptr %65[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %303, %304 {alignment = 1 : i64} : i8, !llvm.ptr
      %305 = llvm.icmp "sgt" %162, %28 : i32
      %306 = llvm.load %218 {alignment = 2 : i64} : !llvm.ptr -> i8
      %307 = llvm.icmp "ne" %306, %37 : i8
      %308 = llvm.and %307, %305 : i1
      %309 = llvm.zext %308 : i1 to i8
      %310 = llvm.getelementptr %65[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %309, %310 {alignment = 2 : i64} : i8, !llvm.ptr
      %311 = llvm.icmp "sgt" %162, %28 : i32
      %312 = llvm.load %222 {alignment = 1 : i64} : !llvm.ptr -> i8
      %313 = llvm.icmp "ne" %312, %37 : i8
      %314 = llvm.and %313, %311 : i1
      %315 = llvm.zext %314 : i1 to i8
      %316 = llvm.getelementptr %65[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %315, %316 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %53, %64 {alignment = 32 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %317 {alignment = 2 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %318 {alignment = 4 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %319 {alignment = 2 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %320 {alignment = 8 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %321 {alignment = 2 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %322 {alignment = 4 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %323 {alignment = 2 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %64[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %324 {alignment = 16 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %64[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %325 {alignment = 2 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %64[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %326 {alignment = 4 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %64[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %327 {alignment = 2 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %64[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %328 {alignment = 8 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %64[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %329 {alignment = 2 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %64[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %330 {alignment = 4 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %64[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %331 {alignment = 2 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %64[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %332 {alignment = 32 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %64[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %333 {alignment = 2 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %64[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %334 {alignment = 4 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %64[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %335 {alignment = 2 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %64[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %336 {alignment = 8 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %64[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %337 {alignment = 2 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %64[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %338 {alignment = 4 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %64[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %339 {alignment = 2 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %64[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %340 {alignment = 16 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %64[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %341 {alignment = 2 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %64[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %342 {alignment = 4 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %64[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %343 {alignment = 2 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %64[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %344 {alignment = 8 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %64[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %345 {alignment = 2 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %64[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %346 {alignment = 4 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %64[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %347 {alignment = 2 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %348 {alignment = 32 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %64[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %349 {alignment = 2 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %64[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %350 {alignment = 4 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %64[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %351 {alignment = 2 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %64[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %352 {alignment = 8 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %64[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %353 {alignment = 2 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %64[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %354 {alignment = 4 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %64[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %355 {alignment = 2 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %64[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %356 {alignment = 16 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %64[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %357 {alignment = 2 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %64[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %358 {alignment = 4 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %64[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %359 {alignment = 2 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %64[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %360 {alignment = 8 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %64[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %361 {alignment = 2 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %64[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %362 {alignment = 4 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %64[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %363 {alignment = 2 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %64[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %364 {alignment = 32 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %64[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %365 {alignment = 2 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %64[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %366 {alignment = 4 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %64[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %367 {alignment = 2 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %64[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %368 {alignment = 8 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %64[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %369 {alignment = 2 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %64[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %370 {alignment = 4 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %64[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %371 {alignment = 2 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %64[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %372 {alignment = 16 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %64[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %373 {alignment = 2 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %64[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %374 {alignment = 4 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %64[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %375 {alignment = 2 : i64} : bf16, !llvm.ptr
      %376 = llvm.getelementptr %64[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %376 {alignment = 8 : i64} : bf16, !llvm.ptr
      %377 = llvm.getelementptr %64[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %377 {alignment = 2 : i64} : bf16, !llvm.ptr
      %378 = llvm.getelementptr %64[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %378 {alignment = 4 : i64} : bf16, !llvm.ptr
      %379 = llvm.getelementptr %64[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %379 {alignment = 2 : i64} : bf16, !llvm.ptr
      %380 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %380 {alignment = 32 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %64[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %381 {alignment = 2 : i64} : bf16, !llvm.ptr
      %382 = llvm.getelementptr %64[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %382 {alignment = 4 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %64[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %383 {alignment = 2 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %64[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %384 {alignment = 8 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %64[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %385 {alignment = 2 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %64[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %386 {alignment = 4 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %64[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %387 {alignment = 2 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %64[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %388 {alignment = 16 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %64[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %389 {alignment = 2 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %64[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %390 {alignment = 4 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %64[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %391 {alignment = 2 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %64[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %392 {alignment = 8 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %64[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %393 {alignment = 2 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %64[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %394 {alignment = 4 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %64[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %395 {alignment = 2 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %64[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %396 {alignment = 32 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %64[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %397 {alignment = 2 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %64[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %398 {alignment = 4 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %64[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %399 {alignment = 2 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %64[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %400 {alignment = 8 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %64[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %401 {alignment = 2 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %64[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %402 {alignment = 4 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %64[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %403 {alignment = 2 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %64[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %404 {alignment = 16 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %64[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %405 {alignment = 2 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %64[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %406 {alignment = 4 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %64[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %407 {alignment = 2 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %64[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %408 {alignment = 8 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %64[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %409 {alignment = 2 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %64[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %410 {alignment = 4 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %64[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %411 {alignment = 2 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %412 {alignment = 32 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %64[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %413 {alignment = 2 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %64[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %414 {alignment = 4 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %64[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %415 {alignment = 2 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %64[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %416 {alignment = 8 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %64[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %417 {alignment = 2 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %64[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %418 {alignment = 4 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %64[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %419 {alignment = 2 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %64[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %420 {alignment = 16 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %64[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %421 {alignment = 2 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %64[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %422 {alignment = 4 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %64[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %423 {alignment = 2 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %64[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %424 {alignment = 8 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %64[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %425 {alignment = 2 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %64[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %426 {alignment = 4 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %64[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %427 {alignment = 2 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %64[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %428 {alignment = 32 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %64[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %429 {alignment = 2 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %64[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %430 {alignment = 4 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %64[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %431 {alignment = 2 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %64[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %432 {alignment = 8 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %64[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %433 {alignment = 2 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %64[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %434 {alignment = 4 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %64[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %435 {alignment = 2 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %64[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %436 {alignment = 16 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %64[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %437 {alignment = 2 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %64[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %438 {alignment = 4 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %64[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %439 {alignment = 2 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %64[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %440 {alignment = 8 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %64[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %441 {alignment = 2 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %64[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %442 {alignment = 4 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %64[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %443 {alignment = 2 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %64[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %444 {alignment = 32 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %64[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %445 {alignment = 2 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %64[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %446 {alignment = 4 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %64[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %447 {alignment = 2 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %64[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %448 {alignment = 8 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %64[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %449 {alignment = 2 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %64[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %450 {alignment = 4 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %64[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %64[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %452 {alignment = 16 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %64[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %453 {alignment = 2 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %64[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %454 {alignment = 4 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %64[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %455 {alignment = 2 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %64[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %456 {alignment = 8 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %64[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %457 {alignment = 2 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %64[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %458 {alignment = 4 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %64[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %459 {alignment = 2 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %64[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %460 {alignment = 32 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %64[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %461 {alignment = 2 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %64[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %462 {alignment = 4 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %64[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %463 {alignment = 2 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %64[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %464 {alignment = 8 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %64[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %465 {alignment = 2 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %64[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %466 {alignment = 4 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %64[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %467 {alignment = 2 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %64[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %468 {alignment = 16 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %64[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %469 {alignment = 2 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %64[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %470 {alignment = 4 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %64[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %471 {alignment = 2 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %64[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %472 {alignment = 8 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %64[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %473 {alignment = 2 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %64[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %474 {alignment = 4 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %64[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %475 {alignment = 2 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %64[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %476 {alignment = 32 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %64[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %477 {alignment = 2 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %64[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %478 {alignment = 4 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %64[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %479 {alignment = 2 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %64[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %480 {alignment = 8 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %64[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %481 {alignment = 2 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %64[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %482 {alignment = 4 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %64[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %483 {alignment = 2 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %64[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %484 {alignment = 16 : i64} : bf16, !llvm.ptr
      %485 = llvm.getelementptr %64[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %485 {alignment = 2 : i64} : bf16, !llvm.ptr
      %486 = llvm.getelementptr %64[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %486 {alignment = 4 : i64} : bf16, !llvm.ptr
      %487 = llvm.getelementptr %64[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %487 {alignment = 2 : i64} : bf16, !llvm.ptr
      %488 = llvm.getelementptr %64[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %488 {alignment = 8 : i64} : bf16, !llvm.ptr
      %489 = llvm.getelementptr %64[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %489 {alignment = 2 : i64} : bf16, !llvm.ptr
      %490 = llvm.getelementptr %64[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %490 {alignment = 4 : i64} : bf16, !llvm.ptr
      %491 = llvm.getelementptr %64[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %491 {alignment = 2 : i64} : bf16, !llvm.ptr
      %492 = llvm.getelementptr %64[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %492 {alignment = 32 : i64} : bf16, !llvm.ptr
      %493 = llvm.getelementptr %64[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %493 {alignment = 2 : i64} : bf16, !llvm.ptr
      %494 = llvm.getelementptr %64[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %494 {alignment = 4 : i64} : bf16, !llvm.ptr
      %495 = llvm.getelementptr %64[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %495 {alignment = 2 : i64} : bf16, !llvm.ptr
      %496 = llvm.getelementptr %64[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %496 {alignment = 8 : i64} : bf16, !llvm.ptr
      %497 = llvm.getelementptr %64[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %497 {alignment = 2 : i64} : bf16, !llvm.ptr
      %498 = llvm.getelementptr %64[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %498 {alignment = 4 : i64} : bf16, !llvm.ptr
      %499 = llvm.getelementptr %64[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %499 {alignment = 2 : i64} : bf16, !llvm.ptr
      %500 = llvm.getelementptr %64[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %500 {alignment = 16 : i64} : bf16, !llvm.ptr
      %501 = llvm.getelementptr %64[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %501 {alignment = 2 : i64} : bf16, !llvm.ptr
      %502 = llvm.getelementptr %64[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %502 {alignment = 4 : i64} : bf16, !llvm.ptr
      %503 = llvm.getelementptr %64[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %503 {alignment = 2 : i64} : bf16, !llvm.ptr
      %504 = llvm.getelementptr %64[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %504 {alignment = 8 : i64} : bf16, !llvm.ptr
      %505 = llvm.getelementptr %64[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %505 {alignment = 2 : i64} : bf16, !llvm.ptr
      %506 = llvm.getelementptr %64[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %506 {alignment = 4 : i64} : bf16, !llvm.ptr
      %507 = llvm.getelementptr %64[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %507 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb1(%38 : i32)
    ^bb1(%508: i32):  // 2 preds: ^bb0, ^bb2
      %509 = llvm.icmp "slt" %508, %54 : i32
      llvm.cond_br %509, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %510 = llvm.mul %508, %55 overflow<nsw> : i32
      %511 = llvm.getelementptr %64[%510] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %512 = llvm.mul %508, %47 overflow<nsw> : i32
      %513 = llvm.getelementptr %156[%512] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %514 = llvm.load %511 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %514, %513 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %515 = llvm.add %508, %58 : i32
      llvm.br ^bb1(%515 : i32) {loop_annotation = #loop_annotation}
    ^bb3:  // pred: ^bb1
      llvm.store %53, %63 {alignment = 32 : i64} : bf16, !llvm.ptr
      %516 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %516 {alignment = 2 : i64} : bf16, !llvm.ptr
      %517 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %517 {alignment = 4 : i64} : bf16, !llvm.ptr
      %518 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %518 {alignment = 2 : i64} : bf16, !llvm.ptr
      %519 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %519 {alignment = 8 : i64} : bf16, !llvm.ptr
      %520 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %520 {alignment = 2 : i64} : bf16, !llvm.ptr
      %521 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %521 {alignment = 4 : i64} : bf16, !llvm.ptr
      %522 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %522 {alignment = 2 : i64} : bf16, !llvm.ptr
      %523 = llvm.getelementptr %63[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %523 {alignment = 16 : i64} : bf16, !llvm.ptr
      %524 = llvm.getelementptr %63[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %524 {alignment = 2 : i64} : bf16, !llvm.ptr
      %525 = llvm.getelementptr %63[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %525 {alignment = 4 : i64} : bf16, !llvm.ptr
      %526 = llvm.getelementptr %63[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %526 {alignment = 2 : i64} : bf16, !llvm.ptr
      %527 = llvm.getelementptr %63[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %527 {alignment = 8 : i64} : bf16, !llvm.ptr
      %528 = llvm.getelementptr %63[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %528 {alignment = 2 : i64} : bf16, !llvm.ptr
      %529 = llvm.getelementptr %63[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %529 {alignment = 4 : i64} : bf16, !llvm.ptr
      %530 = llvm.getelementptr %63[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %530 {alignment = 2 : i64} : bf16, !llvm.ptr
      %531 = llvm.getelementptr %63[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %531 {alignment = 32 : i64} : bf16, !llvm.ptr
      %532 = llvm.getelementptr %63[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %532 {alignment = 2 : i64} : bf16, !llvm.ptr
      %533 = llvm.getelementptr %63[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %533 {alignment = 4 : i64} : bf16, !llvm.ptr
      %534 = llvm.getelementptr %63[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %534 {alignment = 2 : i64} : bf16, !llvm.ptr
      %535 = llvm.getelementptr %63[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %535 {alignment = 8 : i64} : bf16, !llvm.ptr
      %536 = llvm.getelementptr %63[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %536 {alignment = 2 : i64} : bf16, !llvm.ptr
      %537 = llvm.getelementptr %63[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %537 {alignment = 4 : i64} : bf16, !llvm.ptr
      %538 = llvm.getelementptr %63[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %538 {alignment = 2 : i64} : bf16, !llvm.ptr
      %539 = llvm.getelementptr %63[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %539 {alignment = 16 : i64} : bf16, !llvm.ptr
      %540 = llvm.getelementptr %63[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %540 {alignment = 2 : i64} : bf16, !llvm.ptr
      %541 = llvm.getelementptr %63[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %541 {alignment = 4 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %63[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %542 {alignment = 2 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %63[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %543 {alignment = 8 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %63[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %544 {alignment = 2 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %63[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %545 {alignment = 4 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %63[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %546 {alignment = 2 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %63[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %547 {alignment = 32 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %63[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %548 {alignment = 2 : i64} : bf16, !llvm.ptr
      %549 = llvm.getelementptr %63[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %549 {alignment = 4 : i64} : bf16, !llvm.ptr
      %550 = llvm.getelementptr %63[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %550 {alignment = 2 : i64} : bf16, !llvm.ptr
      %551 = llvm.getelementptr %63[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %551 {alignment = 8 : i64} : bf16, !llvm.ptr
      %552 = llvm.getelementptr %63[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %552 {alignment = 2 : i64} : bf16, !llvm.ptr
      %553 = llvm.getelementptr %63[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %553 {alignment = 4 : i64} : bf16, !llvm.ptr
      %554 = llvm.getelementptr %63[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %554 {alignment = 2 : i64} : bf16, !llvm.ptr
      %555 = llvm.getelementptr %63[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %555 {alignment = 16 : i64} : bf16, !llvm.ptr
      %556 = llvm.getelementptr %63[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %556 {alignment = 2 : i64} : bf16, !llvm.ptr
      %557 = llvm.getelementptr %63[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %557 {alignment = 4 : i64} : bf16, !llvm.ptr
      %558 = llvm.getelementptr %63[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %558 {alignment = 2 : i64} : bf16, !llvm.ptr
      %559 = llvm.getelementptr %63[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %559 {alignment = 8 : i64} : bf16, !llvm.ptr
      %560 = llvm.getelementptr %63[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %560 {alignment = 2 : i64} : bf16, !llvm.ptr
      %561 = llvm.getelementptr %63[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %561 {alignment = 4 : i64} : bf16, !llvm.ptr
      %562 = llvm.getelementptr %63[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %562 {alignment = 2 : i64} : bf16, !llvm.ptr
      %563 = llvm.getelementptr %63[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %563 {alignment = 32 : i64} : bf16, !llvm.ptr
      %564 = llvm.getelementptr %63[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %564 {alignment = 2 : i64} : bf16, !llvm.ptr
      %565 = llvm.getelementptr %63[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %565 {alignment = 4 : i64} : bf16, !llvm.ptr
      %566 = llvm.getelementptr %63[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %566 {alignment = 2 : i64} : bf16, !llvm.ptr
      %567 = llvm.getelementptr %63[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %567 {alignment = 8 : i64} : bf16, !llvm.ptr
      %568 = llvm.getelementptr %63[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %568 {alignment = 2 : i64} : bf16, !llvm.ptr
      %569 = llvm.getelementptr %63[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %569 {alignment = 4 : i64} : bf16, !llvm.ptr
      %570 = llvm.getelementptr %63[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %570 {alignment = 2 : i64} : bf16, !llvm.ptr
      %571 = llvm.getelementptr %63[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %571 {alignment = 16 : i64} : bf16, !llvm.ptr
      %572 = llvm.getelementptr %63[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %572 {alignment = 2 : i64} : bf16, !llvm.ptr
      %573 = llvm.getelementptr %63[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %573 {alignment = 4 : i64} : bf16, !llvm.ptr
      %574 = llvm.getelementptr %63[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %574 {alignment = 2 : i64} : bf16, !llvm.ptr
      %575 = llvm.getelementptr %63[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %575 {alignment = 8 : i64} : bf16, !llvm.ptr
      %576 = llvm.getelementptr %63[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %576 {alignment = 2 : i64} : bf16, !llvm.ptr
      %577 = llvm.getelementptr %63[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %577 {alignment = 4 : i64} : bf16, !llvm.ptr
      %578 = llvm.getelementptr %63[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %578 {alignment = 2 : i64} : bf16, !llvm.ptr
      %579 = llvm.getelementptr %63[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %579 {alignment = 32 : i64} : bf16, !llvm.ptr
      %580 = llvm.getelementptr %63[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %580 {alignment = 2 : i64} : bf16, !llvm.ptr
      %581 = llvm.getelementptr %63[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %581 {alignment = 4 : i64} : bf16, !llvm.ptr
      %582 = llvm.getelementptr %63[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %582 {alignment = 2 : i64} : bf16, !llvm.ptr
      %583 = llvm.getelementptr %63[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %583 {alignment = 8 : i64} : bf16, !llvm.ptr
      %584 = llvm.getelementptr %63[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %584 {alignment = 2 : i64} : bf16, !llvm.ptr
      %585 = llvm.getelementptr %63[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %585 {alignment = 4 : i64} : bf16, !llvm.ptr
      %586 = llvm.getelementptr %63[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %586 {alignment = 2 : i64} : bf16, !llvm.ptr
      %587 = llvm.getelementptr %63[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %587 {alignment = 16 : i64} : bf16, !llvm.ptr
      %588 = llvm.getelementptr %63[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %588 {alignment = 2 : i64} : bf16, !llvm.ptr
      %589 = llvm.getelementptr %63[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %589 {alignment = 4 : i64} : bf16, !llvm.ptr
      %590 = llvm.getelementptr %63[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %590 {alignment = 2 : i64} : bf16, !llvm.ptr
      %591 = llvm.getelementptr %63[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %591 {alignment = 8 : i64} : bf16, !llvm.ptr
      %592 = llvm.getelementptr %63[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %592 {alignment = 2 : i64} : bf16, !llvm.ptr
      %593 = llvm.getelementptr %63[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %593 {alignment = 4 : i64} : bf16, !llvm.ptr
      %594 = llvm.getelementptr %63[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %594 {alignment = 2 : i64} : bf16, !llvm.ptr
      %595 = llvm.getelementptr %63[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %595 {alignment = 32 : i64} : bf16, !llvm.ptr
      %596 = llvm.getelementptr %63[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %596 {alignment = 2 : i64} : bf16, !llvm.ptr
      %597 = llvm.getelementptr %63[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %597 {alignment = 4 : i64} : bf16, !llvm.ptr
      %598 = llvm.getelementptr %63[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %598 {alignment = 2 : i64} : bf16, !llvm.ptr
      %599 = llvm.getelementptr %63[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %599 {alignment = 8 : i64} : bf16, !llvm.ptr
      %600 = llvm.getelementptr %63[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %600 {alignment = 2 : i64} : bf16, !llvm.ptr
      %601 = llvm.getelementptr %63[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %601 {alignment = 4 : i64} : bf16, !llvm.ptr
      %602 = llvm.getelementptr %63[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %602 {alignment = 2 : i64} : bf16, !llvm.ptr
      %603 = llvm.getelementptr %63[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %603 {alignment = 16 : i64} : bf16, !llvm.ptr
      %604 = llvm.getelementptr %63[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %604 {alignment = 2 : i64} : bf16, !llvm.ptr
      %605 = llvm.getelementptr %63[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %605 {alignment = 4 : i64} : bf16, !llvm.ptr
      %606 = llvm.getelementptr %63[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %606 {alignment = 2 : i64} : bf16, !llvm.ptr
      %607 = llvm.getelementptr %63[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %607 {alignment = 8 : i64} : bf16, !llvm.ptr
      %608 = llvm.getelementptr %63[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %608 {alignment = 2 : i64} : bf16, !llvm.ptr
      %609 = llvm.getelementptr %63[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %609 {alignment = 4 : i64} : bf16, !llvm.ptr
      %610 = llvm.getelementptr %63[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %610 {alignment = 2 : i64} : bf16, !llvm.ptr
      %611 = llvm.getelementptr %63[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %611 {alignment = 32 : i64} : bf16, !llvm.ptr
      %612 = llvm.getelementptr %63[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %612 {alignment = 2 : i64} : bf16, !llvm.ptr
      %613 = llvm.getelementptr %63[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %613 {alignment = 4 : i64} : bf16, !llvm.ptr
      %614 = llvm.getelementptr %63[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %614 {alignment = 2 : i64} : bf16, !llvm.ptr
      %615 = llvm.getelementptr %63[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %615 {alignment = 8 : i64} : bf16, !llvm.ptr
      %616 = llvm.getelementptr %63[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %616 {alignment = 2 : i64} : bf16, !llvm.ptr
      %617 = llvm.getelementptr %63[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %617 {alignment = 4 : i64} : bf16, !llvm.ptr
      %618 = llvm.getelementptr %63[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %618 {alignment = 2 : i64} : bf16, !llvm.ptr
      %619 = llvm.getelementptr %63[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %619 {alignment = 16 : i64} : bf16, !llvm.ptr
      %620 = llvm.getelementptr %63[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %620 {alignment = 2 : i64} : bf16, !llvm.ptr
      %621 = llvm.getelementptr %63[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %621 {alignment = 4 : i64} : bf16, !llvm.ptr
      %622 = llvm.getelementptr %63[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %622 {alignment = 2 : i64} : bf16, !llvm.ptr
      %623 = llvm.getelementptr %63[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %623 {alignment = 8 : i64} : bf16, !llvm.ptr
      %624 = llvm.getelementptr %63[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %624 {alignment = 2 : i64} : bf16, !llvm.ptr
      %625 = llvm.getelementptr %63[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %625 {alignment = 4 : i64} : bf16, !llvm.ptr
      %626 = llvm.getelementptr %63[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %626 {alignment = 2 : i64} : bf16, !llvm.ptr
      %627 = llvm.getelementptr %63[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %627 {alignment = 32 : i64} : bf16, !llvm.ptr
      %628 = llvm.getelementptr %63[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %628 {alignment = 2 : i64} : bf16, !llvm.ptr
      %629 = llvm.getelementptr %63[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %629 {alignment = 4 : i64} : bf16, !llvm.ptr
      %630 = llvm.getelementptr %63[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %630 {alignment = 2 : i64} : bf16, !llvm.ptr
      %631 = llvm.getelementptr %63[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %631 {alignment = 8 : i64} : bf16, !llvm.ptr
      %632 = llvm.getelementptr %63[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %632 {alignment = 2 : i64} : bf16, !llvm.ptr
      %633 = llvm.getelementptr %63[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %633 {alignment = 4 : i64} : bf16, !llvm.ptr
      %634 = llvm.getelementptr %63[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %634 {alignment = 2 : i64} : bf16, !llvm.ptr
      %635 = llvm.getelementptr %63[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %635 {alignment = 16 : i64} : bf16, !llvm.ptr
      %636 = llvm.getelementptr %63[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %636 {alignment = 2 : i64} : bf16, !llvm.ptr
      %637 = llvm.getelementptr %63[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %637 {alignment = 4 : i64} : bf16, !llvm.ptr
      %638 = llvm.getelementptr %63[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %638 {alignment = 2 : i64} : bf16, !llvm.ptr
      %639 = llvm.getelementptr %63[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %639 {alignment = 8 : i64} : bf16, !llvm.ptr
      %640 = llvm.getelementptr %63[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %640 {alignment = 2 : i64} : bf16, !llvm.ptr
      %641 = llvm.getelementptr %63[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %641 {alignment = 4 : i64} : bf16, !llvm.ptr
      %642 = llvm.getelementptr %63[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %642 {alignment = 2 : i64} : bf16, !llvm.ptr
      %643 = llvm.getelementptr %63[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %643 {alignment = 32 : i64} : bf16, !llvm.ptr
      %644 = llvm.getelementptr %63[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %644 {alignment = 2 : i64} : bf16, !llvm.ptr
      %645 = llvm.getelementptr %63[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %645 {alignment = 4 : i64} : bf16, !llvm.ptr
      %646 = llvm.getelementptr %63[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %646 {alignment = 2 : i64} : bf16, !llvm.ptr
      %647 = llvm.getelementptr %63[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %647 {alignment = 8 : i64} : bf16, !llvm.ptr
      %648 = llvm.getelementptr %63[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %648 {alignment = 2 : i64} : bf16, !llvm.ptr
      %649 = llvm.getelementptr %63[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %649 {alignment = 4 : i64} : bf16, !llvm.ptr
      %650 = llvm.getelementptr %63[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %650 {alignment = 2 : i64} : bf16, !llvm.ptr
      %651 = llvm.getelementptr %63[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %651 {alignment = 16 : i64} : bf16, !llvm.ptr
      %652 = llvm.getelementptr %63[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %652 {alignment = 2 : i64} : bf16, !llvm.ptr
      %653 = llvm.getelementptr %63[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %653 {alignment = 4 : i64} : bf16, !llvm.ptr
      %654 = llvm.getelementptr %63[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %654 {alignment = 2 : i64} : bf16, !llvm.ptr
      %655 = llvm.getelementptr %63[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %655 {alignment = 8 : i64} : bf16, !llvm.ptr
      %656 = llvm.getelementptr %63[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %656 {alignment = 2 : i64} : bf16, !llvm.ptr
      %657 = llvm.getelementptr %63[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %657 {alignment = 4 : i64} : bf16, !llvm.ptr
      %658 = llvm.getelementptr %63[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %658 {alignment = 2 : i64} : bf16, !llvm.ptr
      %659 = llvm.getelementptr %63[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %659 {alignment = 32 : i64} : bf16, !llvm.ptr
      %660 = llvm.getelementptr %63[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %660 {alignment = 2 : i64} : bf16, !llvm.ptr
      %661 = llvm.getelementptr %63[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %661 {alignment = 4 : i64} : bf16, !llvm.ptr
      %662 = llvm.getelementptr %63[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %662 {alignment = 2 : i64} : bf16, !llvm.ptr
      %663 = llvm.getelementptr %63[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %663 {alignment = 8 : i64} : bf16, !llvm.ptr
      %664 = llvm.getelementptr %63[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %664 {alignment = 2 : i64} : bf16, !llvm.ptr
      %665 = llvm.getelementptr %63[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %665 {alignment = 4 : i64} : bf16, !llvm.ptr
      %666 = llvm.getelementptr %63[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %666 {alignment = 2 : i64} : bf16, !llvm.ptr
      %667 = llvm.getelementptr %63[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %667 {alignment = 16 : i64} : bf16, !llvm.ptr
      %668 = llvm.getelementptr %63[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %668 {alignment = 2 : i64} : bf16, !llvm.ptr
      %669 = llvm.getelementptr %63[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %669 {alignment = 4 : i64} : bf16, !llvm.ptr
      %670 = llvm.getelementptr %63[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %670 {alignment = 2 : i64} : bf16, !llvm.ptr
      %671 = llvm.getelementptr %63[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %671 {alignment = 8 : i64} : bf16, !llvm.ptr
      %672 = llvm.getelementptr %63[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %672 {alignment = 2 : i64} : bf16, !llvm.ptr
      %673 = llvm.getelementptr %63[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %673 {alignment = 4 : i64} : bf16, !llvm.ptr
      %674 = llvm.getelementptr %63[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %674 {alignment = 2 : i64} : bf16, !llvm.ptr
      %675 = llvm.getelementptr %63[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %675 {alignment = 32 : i64} : bf16, !llvm.ptr
      %676 = llvm.getelementptr %63[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %676 {alignment = 2 : i64} : bf16, !llvm.ptr
      %677 = llvm.getelementptr %63[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %677 {alignment = 4 : i64} : bf16, !llvm.ptr
      %678 = llvm.getelementptr %63[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %678 {alignment = 2 : i64} : bf16, !llvm.ptr
      %679 = llvm.getelementptr %63[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %679 {alignment = 8 : i64} : bf16, !llvm.ptr
      %680 = llvm.getelementptr %63[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %680 {alignment = 2 : i64} : bf16, !llvm.ptr
      %681 = llvm.getelementptr %63[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %681 {alignment = 4 : i64} : bf16, !llvm.ptr
      %682 = llvm.getelementptr %63[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %682 {alignment = 2 : i64} : bf16, !llvm.ptr
      %683 = llvm.getelementptr %63[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %683 {alignment = 16 : i64} : bf16, !llvm.ptr
      %684 = llvm.getelementptr %63[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %684 {alignment = 2 : i64} : bf16, !llvm.ptr
      %685 = llvm.getelementptr %63[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %685 {alignment = 4 : i64} : bf16, !llvm.ptr
      %686 = llvm.getelementptr %63[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %686 {alignment = 2 : i64} : bf16, !llvm.ptr
      %687 = llvm.getelementptr %63[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %687 {alignment = 8 : i64} : bf16, !llvm.ptr
      %688 = llvm.getelementptr %63[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %688 {alignment = 2 : i64} : bf16, !llvm.ptr
      %689 = llvm.getelementptr %63[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %689 {alignment = 4 : i64} : bf16, !llvm.ptr
      %690 = llvm.getelementptr %63[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %690 {alignment = 2 : i64} : bf16, !llvm.ptr
      %691 = llvm.getelementptr %63[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %691 {alignment = 32 : i64} : bf16, !llvm.ptr
      %692 = llvm.getelementptr %63[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
      %693 = llvm.getelementptr %63[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %693 {alignment = 4 : i64} : bf16, !llvm.ptr
      %694 = llvm.getelementptr %63[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
      %695 = llvm.getelementptr %63[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %695 {alignment = 8 : i64} : bf16, !llvm.ptr
      %696 = llvm.getelementptr %63[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
      %697 = llvm.getelementptr %63[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %697 {alignment = 4 : i64} : bf16, !llvm.ptr
      %698 = llvm.getelementptr %63[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
      %699 = llvm.getelementptr %63[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %699 {alignment = 16 : i64} : bf16, !llvm.ptr
      %700 = llvm.getelementptr %63[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %700 {alignment = 2 : i64} : bf16, !llvm.ptr
      %701 = llvm.getelementptr %63[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %701 {alignment = 4 : i64} : bf16, !llvm.ptr
      %702 = llvm.getelementptr %63[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %702 {alignment = 2 : i64} : bf16, !llvm.ptr
      %703 = llvm.getelementptr %63[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %703 {alignment = 8 : i64} : bf16, !llvm.ptr
      %704 = llvm.getelementptr %63[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %704 {alignment = 2 : i64} : bf16, !llvm.ptr
      %705 = llvm.getelementptr %63[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %705 {alignment = 4 : i64} : bf16, !llvm.ptr
      %706 = llvm.getelementptr %63[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %53, %706 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb4(%38 : i32)
    ^bb4(%707: i32):  // 2 preds: ^bb3, ^bb5
      %708 = llvm.icmp "slt" %707, %54 : i32
      llvm.cond_br %708, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %709 = llvm.mul %707, %55 overflow<nsw> : i32
      %710 = llvm.getelementptr %63[%709] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %711 = llvm.mul %707, %47 overflow<nsw> : i32
      %712 = llvm.getelementptr %160[%711] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %713 = llvm.load %710 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %713, %712 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %714 = llvm.add %707, %58 : i32
      llvm.br ^bb4(%714 : i32) {loop_annotation = #loop_annotation}
    ^bb6:  // pred: ^bb4
      nvvm.barrier
      llvm.br ^bb7(%38, %38, %38 : i32, i32, i32)
    ^bb7(%715: i32, %716: i32, %717: i32):  // 2 preds: ^bb6, ^bb8
      %718 = llvm.icmp "slt" %715, %55 : i32
      llvm.cond_br %718, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %719 = llvm.mul %716, %4 overflow<nsw> : i32
      %720 = llvm.getelementptr %146[%719] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %721 = llvm.mul %716, %47 overflow<nsw> : i32
      %722 = llvm.getelementptr %156[%721] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %723 = llvm.getelementptr %66[%716] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %724 = llvm.load %723 {alignment = 1 : i64} : !llvm.ptr -> i8
      %725 = llvm.trunc %724 : i8 to i1
      %726 = llvm.select %725, %42, %38 : i1, i32
      nvvm.cp.async.shared.global %722, %720, 16, cache = cg, %726 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %727 = llvm.add %716, %58 : i32
      %728 = llvm.icmp "eq" %727, %55 : i32
      %729 = llvm.select %728, %38, %727 : i1, i32
      %730 = llvm.add %716, %58 : i32
      %731 = llvm.add %717, %58 : i32
      %732 = llvm.icmp "eq" %730, %55 : i32
      %733 = llvm.select %732, %731, %717 : i1, i32
      %734 = llvm.add %715, %58 : i32
      llvm.br ^bb7(%734, %729, %733 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%38, %38, %38 : i32, i32, i32)
    ^bb10(%735: i32, %736: i32, %737: i32):  // 2 preds: ^bb9, ^bb11
      %738 = llvm.icmp "slt" %735, %55 : i32
      llvm.cond_br %738, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %739 = llvm.mul %736, %4 overflow<nsw> : i32
      %740 = llvm.getelementptr %159[%739] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %741 = llvm.mul %736, %47 overflow<nsw> : i32
      %742 = llvm.getelementptr %160[%741] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %743 = llvm.getelementptr %65[%736] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %744 = llvm.load %743 {alignment = 1 : i64} : !llvm.ptr -> i8
      %745 = llvm.trunc %744 : i8 to i1
      %746 = llvm.select %745, %42, %38 : i1, i32
      nvvm.cp.async.shared.global %742, %740, 16, cache = cg, %746 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %747 = llvm.add %736, %58 : i32
      %748 = llvm.icmp "eq" %747, %55 : i32
      %749 = llvm.select %748, %38, %747 : i1, i32
      %750 = llvm.add %736, %58 : i32
      %751 = llvm.add %737, %58 : i32
      %752 = llvm.icmp "eq" %750, %55 : i32
      %753 = llvm.select %752, %751, %737 : i1, i32
      %754 = llvm.add %735, %58 : i32
      llvm.br ^bb10(%754, %749, %753 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %755 = llvm.getelementptr %146[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %756 = llvm.getelementptr %156[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb13(%38, %38, %38 : i32, i32, i32)
    ^bb13(%757: i32, %758: i32, %759: i32):  // 2 preds: ^bb12, ^bb14
      %760 = llvm.icmp "slt" %757, %55 : i32
      llvm.cond_br %760, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %761 = llvm.mul %758, %4 overflow<nsw> : i32
      %762 = llvm.getelementptr %755[%761] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %763 = llvm.mul %758, %47 overflow<nsw> : i32
      %764 = llvm.getelementptr %756[%763] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %765 = llvm.getelementptr %68[%758] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %766 = llvm.load %765 {alignment = 1 : i64} : !llvm.ptr -> i8
      %767 = llvm.trunc %766 : i8 to i1
      %768 = llvm.select %767, %42, %38 : i1, i32
      nvvm.cp.async.shared.global %764, %762, 16, cache = cg, %768 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %769 = llvm.add %758, %58 : i32
      %770 = llvm.icmp "eq" %769, %55 : i32
      %771 = llvm.select %770, %38, %769 : i1, i32
      %772 = llvm.add %758, %58 : i32
      %773 = llvm.add %759, %58 : i32
      %774 = llvm.icmp "eq" %772, %55 : i32
      %775 = llvm.select %774, %773, %759 : i1, i32
      %776 = llvm.add %757, %58 : i32
      llvm.br ^bb13(%776, %771, %775 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb13
      %777 = llvm.getelementptr %159[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %778 = llvm.getelementptr %160[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb16(%38, %38, %38 : i32, i32, i32)
    ^bb16(%779: i32, %780: i32, %781: i32):  // 2 preds: ^bb15, ^bb17
      %782 = llvm.icmp "slt" %779, %55 : i32
      llvm.cond_br %782, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %783 = llvm.mul %780, %4 overflow<nsw> : i32
      %784 = llvm.getelementptr %777[%783] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %785 = llvm.mul %780, %47 overflow<nsw> : i32
      %786 = llvm.getelementptr %778[%785] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %787 = llvm.getelementptr %67[%780] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %788 = llvm.load %787 {alignment = 1 : i64} : !llvm.ptr -> i8
      %789 = llvm.trunc %788 : i8 to i1
      %790 = llvm.select %789, %42, %38 : i1, i32
      nvvm.cp.async.shared.global %786, %784, 16, cache = cg, %790 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %791 = llvm.add %780, %58 : i32
      %792 = llvm.icmp "eq" %791, %55 : i32
      %793 = llvm.select %792, %38, %791 : i1, i32
      %794 = llvm.add %780, %58 : i32
      %795 = llvm.add %781, %58 : i32
      %796 = llvm.icmp "eq" %794, %55 : i32
      %797 = llvm.select %796, %795, %781 : i1, i32
      %798 = llvm.add %779, %58 : i32
      llvm.br ^bb16(%798, %793, %797 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb16
      nvvm.cp.async.commit.group
      %799 = llvm.srem %78, %43 : i32
      %800 = llvm.sdiv %78, %43 : i32
      %801 = llvm.srem %800, %39 : i32
      %802 = llvm.sdiv %78, %33 : i32
      %803 = llvm.srem %802, %39 : i32
      %804 = llvm.srem %799, %43 : i32
      %805 = llvm.srem %801, %39 : i32
      %806 = llvm.srem %803, %39 : i32
      %807 = llvm.sdiv %804, %40 : i32
      %808 = llvm.srem %804, %40 : i32
      %809 = llvm.mul %808, %39 overflow<nsw> : i32
      %810 = llvm.mul %807, %44 overflow<nsw> : i32
      %811 = llvm.add %809, %810 overflow<nsw> : i32
      %812 = llvm.mul %805, %45 overflow<nsw> : i32
      %813 = llvm.mul %806, %55 overflow<nsw> : i32
      %814 = llvm.add %812, %813 overflow<nsw> : i32
      %815 = llvm.add %811, %814 overflow<nsw> : i32
      %816 = llvm.getelementptr %126[%815] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %46, %60 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %817 = llvm.sdiv %78, %42 : i32
      %818 = llvm.srem %78, %42 : i32
      %819 = llvm.srem %818, %55 : i32
      %820 = llvm.mul %819, %33 overflow<nsw> : i32
      %821 = llvm.srem %817, %39 : i32
      %822 = llvm.mul %821, %55 overflow<nsw> : i32
      %823 = llvm.add %820, %822 overflow<nsw> : i32
      %824 = llvm.sdiv %818, %55 : i32
      %825 = llvm.mul %824, %34 overflow<nsw> : i32
      %826 = llvm.sdiv %817, %39 : i32
      %827 = llvm.srem %826, %39 : i32
      %828 = llvm.mul %827, %47 overflow<nsw> : i32
      %829 = llvm.add %825, %828 overflow<nsw> : i32
      %830 = llvm.and %823, %57 : i32
      %831 = llvm.icmp "eq" %830, %38 : i32
      %832 = llvm.select %831, %42, %48 : i1, i32
      %833 = llvm.and %823, %49 : i32
      %834 = llvm.icmp "eq" %833, %38 : i32
      %835 = llvm.select %834, %43, %50 : i1, i32
      %836 = llvm.and %823, %35 : i32
      %837 = llvm.lshr %836, %36 : i32
      %838 = llvm.xor %823, %837 : i32
      %839 = llvm.add %838, %829 overflow<nsw> : i32
      %840 = llvm.getelementptr %74[%839] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %841 = llvm.mul %142, %33 overflow<nsw> : i32
      %842 = llvm.srem %141, %39 : i32
      %843 = llvm.mul %842, %55 overflow<nsw> : i32
      %844 = llvm.add %841, %843 overflow<nsw> : i32
      %845 = llvm.sdiv %141, %39 : i32
      %846 = llvm.sdiv %845, %39 : i32
      %847 = llvm.srem %845, %39 : i32
      %848 = llvm.mul %847, %47 overflow<nsw> : i32
      %849 = llvm.sdiv %846, %39 : i32
      %850 = llvm.mul %849, %34 overflow<nsw> : i32
      %851 = llvm.add %848, %850 overflow<nsw> : i32
      %852 = llvm.and %844, %57 : i32
      %853 = llvm.icmp "eq" %852, %38 : i32
      %854 = llvm.select %853, %42, %48 : i1, i32
      %855 = llvm.and %844, %49 : i32
      %856 = llvm.icmp "eq" %855, %38 : i32
      %857 = llvm.select %856, %43, %50 : i1, i32
      %858 = llvm.and %844, %35 : i32
      %859 = llvm.lshr %858, %36 : i32
      %860 = llvm.xor %844, %859 : i32
      %861 = llvm.add %860, %851 overflow<nsw> : i32
      %862 = llvm.getelementptr %77[%861] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb19(%38 : i32)
    ^bb19(%863: i32):  // 2 preds: ^bb18, ^bb20
      %864 = llvm.icmp "slt" %863, %40 : i32
      llvm.cond_br %864, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %865 = llvm.mul %863, %2 overflow<nsw> : i32
      %866 = llvm.getelementptr %840[%865] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %867 = llvm.mul %863, %55 overflow<nsw> : i32
      %868 = llvm.getelementptr %62[%867] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %869 = nvvm.ldmatrix %866 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %870 = llvm.extractvalue %869[0] : !llvm_struct_a37b2a
      %871 = llvm.extractvalue %869[1] : !llvm_struct_a37b2a
      %872 = llvm.extractvalue %869[2] : !llvm_struct_a37b2a
      %873 = llvm.extractvalue %869[3] : !llvm_struct_a37b2a
      llvm.store %870, %868 {alignment = 4 : i64} : i32, !llvm.ptr
      %874 = llvm.getelementptr %868[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %871, %874 {alignment = 4 : i64} : i32, !llvm.ptr
      %875 = llvm.getelementptr %868[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %872, %875 {alignment = 4 : i64} : i32, !llvm.ptr
      %876 = llvm.getelementptr %868[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %873, %876 {alignment = 4 : i64} : i32, !llvm.ptr
      %877 = llvm.add %863, %58 : i32
      llvm.br ^bb19(%877 : i32) {loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb19
      llvm.br ^bb22(%38 : i32)
    ^bb22(%878: i32):  // 2 preds: ^bb21, ^bb23
      %879 = llvm.icmp "slt" %878, %40 : i32
      llvm.cond_br %879, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %880 = llvm.mul %878, %2 overflow<nsw> : i32
      %881 = llvm.getelementptr %862[%880] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %882 = llvm.mul %878, %55 overflow<nsw> : i32
      %883 = llvm.getelementptr %61[%882] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %884 = nvvm.ldmatrix %881 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %885 = llvm.extractvalue %884[0] : !llvm_struct_a37b2a
      %886 = llvm.extractvalue %884[1] : !llvm_struct_a37b2a
      %887 = llvm.extractvalue %884[2] : !llvm_struct_a37b2a
      %888 = llvm.extractvalue %884[3] : !llvm_struct_a37b2a
      llvm.store %885, %883 {alignment = 4 : i64} : i32, !llvm.ptr
      %889 = llvm.getelementptr %883[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %886, %889 {alignment = 4 : i64} : i32, !llvm.ptr
      %890 = llvm.getelementptr %883[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %887, %890 {alignment = 4 : i64} : i32, !llvm.ptr
      %891 = llvm.getelementptr %883[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %888, %891 {alignment = 4 : i64} : i32, !llvm.ptr
      %892 = llvm.add %878, %58 : i32
      llvm.br ^bb22(%892 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb22
      %893 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %894 = llvm.getelementptr %61[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %895 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %896 = llvm.getelementptr %61[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %897 = llvm.add %832, %835 overflow<nsw> : i32
      %898 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %899 = llvm.add %854, %857 overflow<nsw> : i32
      %900 = llvm.getelementptr %61[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb25(%38, %39, %38 : i32, i32, i32)
    ^bb25(%901: i32, %902: i32, %903: i32):  // 2 preds: ^bb24, ^bb82
      %904 = llvm.icmp "slt" %901, %41 : i32
      llvm.cond_br %904, ^bb26, ^bb83
    ^bb26:  // pred: ^bb25
      %905 = llvm.mul %903, %3 overflow<nsw> : i32
      %906 = llvm.add %832, %905 overflow<nsw> : i32
      %907 = llvm.getelementptr %840[%906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb27(%38 : i32)
    ^bb27(%908: i32):  // 2 preds: ^bb26, ^bb28
      %909 = llvm.icmp "slt" %908, %40 : i32
      llvm.cond_br %909, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %910 = llvm.mul %908, %2 overflow<nsw> : i32
      %911 = llvm.getelementptr %907[%910] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %912 = llvm.mul %908, %55 overflow<nsw> : i32
      %913 = llvm.getelementptr %893[%912] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %914 = nvvm.ldmatrix %911 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %915 = llvm.extractvalue %914[0] : !llvm_struct_a37b2a
      %916 = llvm.extractvalue %914[1] : !llvm_struct_a37b2a
      %917 = llvm.extractvalue %914[2] : !llvm_struct_a37b2a
      %918 = llvm.extractvalue %914[3] : !llvm_struct_a37b2a
      llvm.store %915, %913 {alignment = 4 : i64} : i32, !llvm.ptr
      %919 = llvm.getelementptr %913[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %916, %919 {alignment = 4 : i64} : i32, !llvm.ptr
      %920 = llvm.getelementptr %913[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %917, %920 {alignment = 4 : i64} : i32, !llvm.ptr
      %921 = llvm.getelementptr %913[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %918, %921 {alignment = 4 : i64} : i32, !llvm.ptr
      %922 = llvm.add %908, %58 : i32
      llvm.br ^bb27(%922 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb27
      %923 = llvm.mul %903, %3 overflow<nsw> : i32
      %924 = llvm.add %854, %923 overflow<nsw> : i32
      %925 = llvm.getelementptr %862[%924] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb30(%38 : i32)
    ^bb30(%926: i32):  // 2 preds: ^bb29, ^bb31
      %927 = llvm.icmp "slt" %926, %40 : i32
      llvm.cond_br %927, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %928 = llvm.mul %926, %2 overflow<nsw> : i32
      %929 = llvm.getelementptr %925[%928] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %930 = llvm.mul %926, %55 overflow<nsw> : i32
      %931 = llvm.getelementptr %894[%930] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %932 = nvvm.ldmatrix %929 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %933 = llvm.extractvalue %932[0] : !llvm_struct_a37b2a
      %934 = llvm.extractvalue %932[1] : !llvm_struct_a37b2a
      %935 = llvm.extractvalue %932[2] : !llvm_struct_a37b2a
      %936 = llvm.extractvalue %932[3] : !llvm_struct_a37b2a
      llvm.store %933, %931 {alignment = 4 : i64} : i32, !llvm.ptr
      %937 = llvm.getelementptr %931[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %934, %937 {alignment = 4 : i64} : i32, !llvm.ptr
      %938 = llvm.getelementptr %931[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %935, %938 {alignment = 4 : i64} : i32, !llvm.ptr
      %939 = llvm.getelementptr %931[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %936, %939 {alignment = 4 : i64} : i32, !llvm.ptr
      %940 = llvm.add %926, %58 : i32
      llvm.br ^bb30(%940 : i32) {loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb30
      %941 = llvm.add %901, %39 : i32
      %942 = llvm.icmp "slt" %941, %41 : i32
      llvm.cond_br %942, ^bb33, ^bb40
    ^bb33:  // pred: ^bb32
      %943 = llvm.mul %941, %33 overflow<nsw> : i32
      %944 = llvm.getelementptr %146[%943] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %945 = llvm.mul %902, %3 overflow<nsw> : i32
      %946 = llvm.getelementptr %156[%945] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb34(%38, %38, %38 : i32, i32, i32)
    ^bb34(%947: i32, %948: i32, %949: i32):  // 2 preds: ^bb33, ^bb35
      %950 = llvm.icmp "slt" %947, %55 : i32
      llvm.cond_br %950, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %951 = llvm.mul %948, %4 overflow<nsw> : i32
      %952 = llvm.getelementptr %944[%951] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %953 = llvm.mul %948, %47 overflow<nsw> : i32
      %954 = llvm.getelementptr %946[%953] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %955 = llvm.getelementptr %68[%948] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %956 = llvm.load %955 {alignment = 1 : i64} : !llvm.ptr -> i8
      %957 = llvm.trunc %956 : i8 to i1
      %958 = llvm.select %957, %42, %38 : i1, i32
      nvvm.cp.async.shared.global %954, %952, 16, cache = cg, %958 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %959 = llvm.add %948, %58 : i32
      %960 = llvm.icmp "eq" %959, %55 : i32
      %961 = llvm.select %960, %38, %959 : i1, i32
      %962 = llvm.add %948, %58 : i32
      %963 = llvm.add %949, %58 : i32
      %964 = llvm.icmp "eq" %962, %55 : i32
      %965 = llvm.select %964, %963, %949 : i1, i32
      %966 = llvm.add %947, %58 : i32
      llvm.br ^bb34(%966, %961, %965 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb34
      %967 = llvm.getelementptr %159[%943] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %968 = llvm.getelementptr %160[%945] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb37(%38, %38, %38 : i32, i32, i32)
    ^bb37(%969: i32, %970: i32, %971: i32):  // 2 preds: ^bb36, ^bb38
      %972 = llvm.icmp "slt" %969, %55 : i32
      llvm.cond_br %972, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %973 = llvm.mul %970, %4 overflow<nsw> : i32
      %974 = llvm.getelementptr %967[%973] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %975 = llvm.mul %970, %47 overflow<nsw> : i32
      %976 = llvm.getelementptr %968[%975] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %977 = llvm.getelementptr %67[%970] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %978 = llvm.load %977 {alignment = 1 : i64} : !llvm.ptr -> i8
      %979 = llvm.trunc %978 : i8 to i1
      %980 = llvm.select %979, %42, %38 : i1, i32
      nvvm.cp.async.shared.global %976, %974, 16, cache = cg, %980 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %981 = llvm.add %970, %58 : i32
      %982 = llvm.icmp "eq" %981, %55 : i32
      %983 = llvm.select %982, %38, %981 : i1, i32
      %984 = llvm.add %970, %58 : i32
      %985 = llvm.add %971, %58 : i32
      %986 = llvm.icmp "eq" %984, %55 : i32
      %987 = llvm.select %986, %985, %971 : i1, i32
      %988 = llvm.add %969, %58 : i32
      llvm.br ^bb37(%988, %983, %987 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40
    ^bb40:  // 2 preds: ^bb32, ^bb39
      nvvm.cp.async.commit.group
      llvm.br ^bb41(%38 : i32)
    ^bb41(%989: i32):  // 2 preds: ^bb40, ^bb45
      %990 = llvm.icmp "slt" %989, %40 : i32
      llvm.cond_br %990, ^bb42, ^bb46
    ^bb42:  // pred: ^bb41
      %991 = llvm.mul %989, %55 overflow<nsw> : i32
      %992 = llvm.getelementptr %62[%991] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb43(%38 : i32)
    ^bb43(%993: i32):  // 2 preds: ^bb42, ^bb44
      %994 = llvm.icmp "slt" %993, %55 : i32
      llvm.cond_br %994, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %995 = llvm.mul %993, %40 overflow<nsw> : i32
      %996 = llvm.getelementptr %61[%995] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %997 = llvm.mul %989, %40 overflow<nsw> : i32
      %998 = llvm.mul %993, %42 overflow<nsw> : i32
      %999 = llvm.add %997, %998 overflow<nsw> : i32
      %1000 = llvm.getelementptr %60[%999] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1001 = llvm.load %992 : !llvm.ptr -> vector<4xi32>
      %1002 = llvm.mlir.constant(0 : i64) : i64
      %1003 = llvm.extractelement %1001[%1002 : i64] : vector<4xi32>
      %1004 = llvm.mlir.constant(1 : i64) : i64
      %1005 = llvm.extractelement %1001[%1004 : i64] : vector<4xi32>
      %1006 = llvm.mlir.constant(2 : i64) : i64
      %1007 = llvm.extractelement %1001[%1006 : i64] : vector<4xi32>
      %1008 = llvm.mlir.constant(3 : i64) : i64
      %1009 = llvm.extractelement %1001[%1008 : i64] : vector<4xi32>
      %1010 = llvm.load %996 : !llvm.ptr -> vector<2xi32>
      %1011 = llvm.mlir.constant(0 : i64) : i64
      %1012 = llvm.extractelement %1010[%1011 : i64] : vector<2xi32>
      %1013 = llvm.mlir.constant(1 : i64) : i64
      %1014 = llvm.extractelement %1010[%1013 : i64] : vector<2xi32>
      %1015 = llvm.load %1000 : !llvm.ptr -> vector<4xf32>
      %1016 = llvm.mlir.constant(0 : i64) : i64
      %1017 = llvm.extractelement %1015[%1016 : i64] : vector<4xf32>
      %1018 = llvm.mlir.constant(1 : i64) : i64
      %1019 = llvm.extractelement %1015[%1018 : i64] : vector<4xf32>
      %1020 = llvm.mlir.constant(2 : i64) : i64
      %1021 = llvm.extractelement %1015[%1020 : i64] : vector<4xf32>
      %1022 = llvm.mlir.constant(3 : i64) : i64
      %1023 = llvm.extractelement %1015[%1022 : i64] : vector<4xf32>
      %1024 = nvvm.mma.sync A[%1003, %1005, %1007, %1009]  B[%1012, %1014]  C[%1017, %1019, %1021, %1023]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1025 = llvm.extractvalue %1024[0] : !llvm_struct_687153
      %1026 = llvm.extractvalue %1024[1] : !llvm_struct_687153
      %1027 = llvm.extractvalue %1024[2] : !llvm_struct_687153
      %1028 = llvm.extractvalue %1024[3] : !llvm_struct_687153
      %1029 = llvm.mlir.poison : vector<4xf32>
      %1030 = llvm.mlir.constant(0 : i64) : i64
      %1031 = llvm.insertelement %1025, %1029[%1030 : i64] : vector<4xf32>
      %1032 = llvm.mlir.constant(1 : i64) : i64
      %1033 = llvm.insertelement %1026, %1031[%1032 : i64] : vector<4xf32>
      %1034 = llvm.mlir.constant(2 : i64) : i64
      %1035 = llvm.insertelement %1027, %1033[%1034 : i64] : vector<4xf32>
      %1036 = llvm.mlir.constant(3 : i64) : i64
      %1037 = llvm.insertelement %1028, %1035[%1036 : i64] : vector<4xf32>
      llvm.store %1037, %1000 : vector<4xf32>, !llvm.ptr
      %1038 = llvm.add %993, %58 : i32
      llvm.br ^bb43(%1038 : i32) {loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb43
      %1039 = llvm.add %989, %58 : i32
      llvm.br ^bb41(%1039 : i32) {loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb41
      %1040 = llvm.mul %903, %3 overflow<nsw> : i32
      %1041 = llvm.add %835, %1040 overflow<nsw> : i32
      %1042 = llvm.getelementptr %840[%1041] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb47(%38 : i32)
    ^bb47(%1043: i32):  // 2 preds: ^bb46, ^bb48
      %1044 = llvm.icmp "slt" %1043, %40 : i32
      llvm.cond_br %1044, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %1045 = llvm.mul %1043, %2 overflow<nsw> : i32
      %1046 = llvm.getelementptr %1042[%1045] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1047 = llvm.mul %1043, %55 overflow<nsw> : i32
      %1048 = llvm.getelementptr %895[%1047] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1049 = nvvm.ldmatrix %1046 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1050 = llvm.extractvalue %1049[0] : !llvm_struct_a37b2a
      %1051 = llvm.extractvalue %1049[1] : !llvm_struct_a37b2a
      %1052 = llvm.extractvalue %1049[2] : !llvm_struct_a37b2a
      %1053 = llvm.extractvalue %1049[3] : !llvm_struct_a37b2a
      llvm.store %1050, %1048 {alignment = 4 : i64} : i32, !llvm.ptr
      %1054 = llvm.getelementptr %1048[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1051, %1054 {alignment = 4 : i64} : i32, !llvm.ptr
      %1055 = llvm.getelementptr %1048[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1052, %1055 {alignment = 4 : i64} : i32, !llvm.ptr
      %1056 = llvm.getelementptr %1048[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1053, %1056 {alignment = 4 : i64} : i32, !llvm.ptr
      %1057 = llvm.add %1043, %58 : i32
      llvm.br ^bb47(%1057 : i32) {loop_annotation = #loop_annotation}
    ^bb49:  // pred: ^bb47
      %1058 = llvm.mul %903, %3 overflow<nsw> : i32
      %1059 = llvm.add %857, %1058 overflow<nsw> : i32
      %1060 = llvm.getelementptr %862[%1059] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb50(%38 : i32)
    ^bb50(%1061: i32):  // 2 preds: ^bb49, ^bb51
      %1062 = llvm.icmp "slt" %1061, %40 : i32
      llvm.cond_br %1062, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1063 = llvm.mul %1061, %2 overflow<nsw> : i32
      %1064 = llvm.getelementptr %1060[%1063] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1065 = llvm.mul %1061, %55 overflow<nsw> : i32
      %1066 = llvm.getelementptr %896[%1065] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1067 = nvvm.ldmatrix %1064 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1068 = llvm.extractvalue %1067[0] : !llvm_struct_a37b2a
      %1069 = llvm.extractvalue %1067[1] : !llvm_struct_a37b2a
      %1070 = llvm.extractvalue %1067[2] : !llvm_struct_a37b2a
      %1071 = llvm.extractvalue %1067[3] : !llvm_struct_a37b2a
      llvm.store %1068, %1066 {alignment = 4 : i64} : i32, !llvm.ptr
      %1072 = llvm.getelementptr %1066[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1069, %1072 {alignment = 4 : i64} : i32, !llvm.ptr
      %1073 = llvm.getelementptr %1066[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1070, %1073 {alignment = 4 : i64} : i32, !llvm.ptr
      %1074 = llvm.getelementptr %1066[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1071, %1074 {alignment = 4 : i64} : i32, !llvm.ptr
      %1075 = llvm.add %1061, %58 : i32
      llvm.br ^bb50(%1075 : i32) {loop_annotation = #loop_annotation}
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%38 : i32)
    ^bb53(%1076: i32):  // 2 preds: ^bb52, ^bb57
      %1077 = llvm.icmp "slt" %1076, %40 : i32
      llvm.cond_br %1077, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      %1078 = llvm.mul %1076, %55 overflow<nsw> : i32
      %1079 = llvm.getelementptr %893[%1078] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb55(%38 : i32)
    ^bb55(%1080: i32):  // 2 preds: ^bb54, ^bb56
      %1081 = llvm.icmp "slt" %1080, %55 : i32
      llvm.cond_br %1081, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %1082 = llvm.mul %1080, %40 overflow<nsw> : i32
      %1083 = llvm.getelementptr %894[%1082] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1084 = llvm.mul %1076, %40 overflow<nsw> : i32
      %1085 = llvm.mul %1080, %42 overflow<nsw> : i32
      %1086 = llvm.add %1084, %1085 overflow<nsw> : i32
      %1087 = llvm.getelementptr %60[%1086] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1088 = llvm.load %1079 : !llvm.ptr -> vector<4xi32>
      %1089 = llvm.mlir.constant(0 : i64) : i64
      %1090 = llvm.extractelement %1088[%1089 : i64] : vector<4xi32>
      %1091 = llvm.mlir.constant(1 : i64) : i64
      %1092 = llvm.extractelement %1088[%1091 : i64] : vector<4xi32>
      %1093 = llvm.mlir.constant(2 : i64) : i64
      %1094 = llvm.extractelement %1088[%1093 : i64] : vector<4xi32>
      %1095 = llvm.mlir.constant(3 : i64) : i64
      %1096 = llvm.extractelement %1088[%1095 : i64] : vector<4xi32>
      %1097 = llvm.load %1083 : !llvm.ptr -> vector<2xi32>
      %1098 = llvm.mlir.constant(0 : i64) : i64
      %1099 = llvm.extractelement %1097[%1098 : i64] : vector<2xi32>
      %1100 = llvm.mlir.constant(1 : i64) : i64
      %1101 = llvm.extractelement %1097[%1100 : i64] : vector<2xi32>
      %1102 = llvm.load %1087 : !llvm.ptr -> vector<4xf32>
      %1103 = llvm.mlir.constant(0 : i64) : i64
      %1104 = llvm.extractelement %1102[%1103 : i64] : vector<4xf32>
      %1105 = llvm.mlir.constant(1 : i64) : i64
      %1106 = llvm.extractelement %1102[%1105 : i64] : vector<4xf32>
      %1107 = llvm.mlir.constant(2 : i64) : i64
      %1108 = llvm.extractelement %1102[%1107 : i64] : vector<4xf32>
      %1109 = llvm.mlir.constant(3 : i64) : i64
      %1110 = llvm.extractelement %1102[%1109 : i64] : vector<4xf32>
      %1111 = nvvm.mma.sync A[%1090, %1092, %1094, %1096]  B[%1099, %1101]  C[%1104, %1106, %1108, %1110]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1112 = llvm.extractvalue %1111[0] : !llvm_struct_687153
      %1113 = llvm.extractvalue %1111[1] : !llvm_struct_687153
      %1114 = llvm.extractvalue %1111[2] : !llvm_struct_687153
      %1115 = llvm.extractvalue %1111[3] : !llvm_struct_687153
      %1116 = llvm.mlir.poison : vector<4xf32>
      %1117 = llvm.mlir.constant(0 : i64) : i64
      %1118 = llvm.insertelement %1112, %1116[%1117 : i64] : vector<4xf32>
      %1119 = llvm.mlir.constant(1 : i64) : i64
      %1120 = llvm.insertelement %1113, %1118[%1119 : i64] : vector<4xf32>
      %1121 = llvm.mlir.constant(2 : i64) : i64
      %1122 = llvm.insertelement %1114, %1120[%1121 : i64] : vector<4xf32>
      %1123 = llvm.mlir.constant(3 : i64) : i64
      %1124 = llvm.insertelement %1115, %1122[%1123 : i64] : vector<4xf32>
      llvm.store %1124, %1087 : vector<4xf32>, !llvm.ptr
      %1125 = llvm.add %1080, %58 : i32
      llvm.br ^bb55(%1125 : i32) {loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb55
      %1126 = llvm.add %1076, %58 : i32
      llvm.br ^bb53(%1126 : i32) {loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb53
      %1127 = llvm.mul %903, %3 overflow<nsw> : i32
      %1128 = llvm.add %897, %1127 overflow<nsw> : i32
      %1129 = llvm.getelementptr %840[%1128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb59(%38 : i32)
    ^bb59(%1130: i32):  // 2 preds: ^bb58, ^bb60
      %1131 = llvm.icmp "slt" %1130, %40 : i32
      llvm.cond_br %1131, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %1132 = llvm.mul %1130, %2 overflow<nsw> : i32
      %1133 = llvm.getelementptr %1129[%1132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1134 = llvm.mul %1130, %55 overflow<nsw> : i32
      %1135 = llvm.getelementptr %898[%1134] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1136 = nvvm.ldmatrix %1133 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1137 = llvm.extractvalue %1136[0] : !llvm_struct_a37b2a
      %1138 = llvm.extractvalue %1136[1] : !llvm_struct_a37b2a
      %1139 = llvm.extractvalue %1136[2] : !llvm_struct_a37b2a
      %1140 = llvm.extractvalue %1136[3] : !llvm_struct_a37b2a
      llvm.store %1137, %1135 {alignment = 4 : i64} : i32, !llvm.ptr
      %1141 = llvm.getelementptr %1135[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1138, %1141 {alignment = 4 : i64} : i32, !llvm.ptr
      %1142 = llvm.getelementptr %1135[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1139, %1142 {alignment = 4 : i64} : i32, !llvm.ptr
      %1143 = llvm.getelementptr %1135[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1140, %1143 {alignment = 4 : i64} : i32, !llvm.ptr
      %1144 = llvm.add %1130, %58 : i32
      llvm.br ^bb59(%1144 : i32) {loop_annotation = #loop_annotation}
    ^bb61:  // pred: ^bb59
      %1145 = llvm.mul %903, %3 overflow<nsw> : i32
      %1146 = llvm.add %899, %1145 overflow<nsw> : i32
      %1147 = llvm.getelementptr %862[%1146] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb62(%38 : i32)
    ^bb62(%1148: i32):  // 2 preds: ^bb61, ^bb63
      %1149 = llvm.icmp "slt" %1148, %40 : i32
      llvm.cond_br %1149, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %1150 = llvm.mul %1148, %2 overflow<nsw> : i32
      %1151 = llvm.getelementptr %1147[%1150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1152 = llvm.mul %1148, %55 overflow<nsw> : i32
      %1153 = llvm.getelementptr %900[%1152] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1154 = nvvm.ldmatrix %1151 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1155 = llvm.extractvalue %1154[0] : !llvm_struct_a37b2a
      %1156 = llvm.extractvalue %1154[1] : !llvm_struct_a37b2a
      %1157 = llvm.extractvalue %1154[2] : !llvm_struct_a37b2a
      %1158 = llvm.extractvalue %1154[3] : !llvm_struct_a37b2a
      llvm.store %1155, %1153 {alignment = 4 : i64} : i32, !llvm.ptr
      %1159 = llvm.getelementptr %1153[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1156, %1159 {alignment = 4 : i64} : i32, !llvm.ptr
      %1160 = llvm.getelementptr %1153[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1157, %1160 {alignment = 4 : i64} : i32, !llvm.ptr
      %1161 = llvm.getelementptr %1153[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1158, %1161 {alignment = 4 : i64} : i32, !llvm.ptr
      %1162 = llvm.add %1148, %58 : i32
      llvm.br ^bb62(%1162 : i32) {loop_annotation = #loop_annotation}
    ^bb64:  // pred: ^bb62
      llvm.br ^bb65(%38 : i32)
    ^bb65(%1163: i32):  // 2 preds: ^bb64, ^bb69
      %1164 = llvm.icmp "slt" %1163, %40 : i32
      llvm.cond_br %1164, ^bb66, ^bb70
    ^bb66:  // pred: ^bb65
      %1165 = llvm.mul %1163, %55 overflow<nsw> : i32
      %1166 = llvm.getelementptr %895[%1165] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb67(%38 : i32)
    ^bb67(%1167: i32):  // 2 preds: ^bb66, ^bb68
      %1168 = llvm.icmp "slt" %1167, %55 : i32
      llvm.cond_br %1168, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %1169 = llvm.mul %1167, %40 overflow<nsw> : i32
      %1170 = llvm.getelementptr %896[%1169] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1171 = llvm.mul %1163, %40 overflow<nsw> : i32
      %1172 = llvm.mul %1167, %42 overflow<nsw> : i32
      %1173 = llvm.add %1171, %1172 overflow<nsw> : i32
      %1174 = llvm.getelementptr %60[%1173] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1175 = llvm.load %1166 : !llvm.ptr -> vector<4xi32>
      %1176 = llvm.mlir.constant(0 : i64) : i64
      %1177 = llvm.extractelement %1175[%1176 : i64] : vector<4xi32>
      %1178 = llvm.mlir.constant(1 : i64) : i64
      %1179 = llvm.extractelement %1175[%1178 : i64] : vector<4xi32>
      %1180 = llvm.mlir.constant(2 : i64) : i64
      %1181 = llvm.extractelement %1175[%1180 : i64] : vector<4xi32>
      %1182 = llvm.mlir.constant(3 : i64) : i64
      %1183 = llvm.extractelement %1175[%1182 : i64] : vector<4xi32>
      %1184 = llvm.load %1170 : !llvm.ptr -> vector<2xi32>
      %1185 = llvm.mlir.constant(0 : i64) : i64
      %1186 = llvm.extractelement %1184[%1185 : i64] : vector<2xi32>
      %1187 = llvm.mlir.constant(1 : i64) : i64
      %1188 = llvm.extractelement %1184[%1187 : i64] : vector<2xi32>
      %1189 = llvm.load %1174 : !llvm.ptr -> vector<4xf32>
      %1190 = llvm.mlir.constant(0 : i64) : i64
      %1191 = llvm.extractelement %1189[%1190 : i64] : vector<4xf32>
      %1192 = llvm.mlir.constant(1 : i64) : i64
      %1193 = llvm.extractelement %1189[%1192 : i64] : vector<4xf32>
      %1194 = llvm.mlir.constant(2 : i64) : i64
      %1195 = llvm.extractelement %1189[%1194 : i64] : vector<4xf32>
      %1196 = llvm.mlir.constant(3 : i64) : i64
      %1197 = llvm.extractelement %1189[%1196 : i64] : vector<4xf32>
      %1198 = nvvm.mma.sync A[%1177, %1179, %1181, %1183]  B[%1186, %1188]  C[%1191, %1193, %1195, %1197]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1199 = llvm.extractvalue %1198[0] : !llvm_struct_687153
      %1200 = llvm.extractvalue %1198[1] : !llvm_struct_687153
      %1201 = llvm.extractvalue %1198[2] : !llvm_struct_687153
      %1202 = llvm.extractvalue %1198[3] : !llvm_struct_687153
      %1203 = llvm.mlir.poison : vector<4xf32>
      %1204 = llvm.mlir.constant(0 : i64) : i64
      %1205 = llvm.insertelement %1199, %1203[%1204 : i64] : vector<4xf32>
      %1206 = llvm.mlir.constant(1 : i64) : i64
      %1207 = llvm.insertelement %1200, %1205[%1206 : i64] : vector<4xf32>
      %1208 = llvm.mlir.constant(2 : i64) : i64
      %1209 = llvm.insertelement %1201, %1207[%1208 : i64] : vector<4xf32>
      %1210 = llvm.mlir.constant(3 : i64) : i64
      %1211 = llvm.insertelement %1202, %1209[%1210 : i64] : vector<4xf32>
      llvm.store %1211, %1174 : vector<4xf32>, !llvm.ptr
      %1212 = llvm.add %1167, %58 : i32
      llvm.br ^bb67(%1212 : i32) {loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb67
      %1213 = llvm.add %1163, %58 : i32
      llvm.br ^bb65(%1213 : i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb65
      %1214 = llvm.add %903, %58 : i32
      %1215 = llvm.icmp "eq" %1214, %36 : i32
      %1216 = llvm.select %1215, %38, %1214 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1217 = llvm.mul %1216, %3 overflow<nsw> : i32
      %1218 = llvm.getelementptr %840[%1217] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb71(%38 : i32)
    ^bb71(%1219: i32):  // 2 preds: ^bb70, ^bb72
      %1220 = llvm.icmp "slt" %1219, %40 : i32
      llvm.cond_br %1220, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1221 = llvm.mul %1219, %2 overflow<nsw> : i32
      %1222 = llvm.getelementptr %1218[%1221] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1223 = llvm.mul %1219, %55 overflow<nsw> : i32
      %1224 = llvm.getelementptr %62[%1223] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1225 = nvvm.ldmatrix %1222 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1226 = llvm.extractvalue %1225[0] : !llvm_struct_a37b2a
      %1227 = llvm.extractvalue %1225[1] : !llvm_struct_a37b2a
      %1228 = llvm.extractvalue %1225[2] : !llvm_struct_a37b2a
      %1229 = llvm.extractvalue %1225[3] : !llvm_struct_a37b2a
      llvm.store %1226, %1224 {alignment = 4 : i64} : i32, !llvm.ptr
      %1230 = llvm.getelementptr %1224[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1227, %1230 {alignment = 4 : i64} : i32, !llvm.ptr
      %1231 = llvm.getelementptr %1224[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1228, %1231 {alignment = 4 : i64} : i32, !llvm.ptr
      %1232 = llvm.getelementptr %1224[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1229, %1232 {alignment = 4 : i64} : i32, !llvm.ptr
      %1233 = llvm.add %1219, %58 : i32
      llvm.br ^bb71(%1233 : i32) {loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb71
      %1234 = llvm.mul %1216, %3 overflow<nsw> : i32
      %1235 = llvm.getelementptr %862[%1234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb74(%38 : i32)
    ^bb74(%1236: i32):  // 2 preds: ^bb73, ^bb75
      %1237 = llvm.icmp "slt" %1236, %40 : i32
      llvm.cond_br %1237, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %1238 = llvm.mul %1236, %2 overflow<nsw> : i32
      %1239 = llvm.getelementptr %1235[%1238] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1240 = llvm.mul %1236, %55 overflow<nsw> : i32
      %1241 = llvm.getelementptr %61[%1240] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1242 = nvvm.ldmatrix %1239 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1243 = llvm.extractvalue %1242[0] : !llvm_struct_a37b2a
      %1244 = llvm.extractvalue %1242[1] : !llvm_struct_a37b2a
      %1245 = llvm.extractvalue %1242[2] : !llvm_struct_a37b2a
      %1246 = llvm.extractvalue %1242[3] : !llvm_struct_a37b2a
      llvm.store %1243, %1241 {alignment = 4 : i64} : i32, !llvm.ptr
      %1247 = llvm.getelementptr %1241[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1244, %1247 {alignment = 4 : i64} : i32, !llvm.ptr
      %1248 = llvm.getelementptr %1241[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1245, %1248 {alignment = 4 : i64} : i32, !llvm.ptr
      %1249 = llvm.getelementptr %1241[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1246, %1249 {alignment = 4 : i64} : i32, !llvm.ptr
      %1250 = llvm.add %1236, %58 : i32
      llvm.br ^bb74(%1250 : i32) {loop_annotation = #loop_annotation}
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%38 : i32)
    ^bb77(%1251: i32):  // 2 preds: ^bb76, ^bb81
      %1252 = llvm.icmp "slt" %1251, %40 : i32
      llvm.cond_br %1252, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %1253 = llvm.mul %1251, %55 overflow<nsw> : i32
      %1254 = llvm.getelementptr %898[%1253] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb79(%38 : i32)
    ^bb79(%1255: i32):  // 2 preds: ^bb78, ^bb80
      %1256 = llvm.icmp "slt" %1255, %55 : i32
      llvm.cond_br %1256, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1257 = llvm.mul %1255, %40 overflow<nsw> : i32
      %1258 = llvm.getelementptr %900[%1257] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1259 = llvm.mul %1251, %40 overflow<nsw> : i32
      %1260 = llvm.mul %1255, %42 overflow<nsw> : i32
      %1261 = llvm.add %1259, %1260 overflow<nsw> : i32
      %1262 = llvm.getelementptr %60[%1261] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1263 = llvm.load %1254 : !llvm.ptr -> vector<4xi32>
      %1264 = llvm.mlir.constant(0 : i64) : i64
      %1265 = llvm.extractelement %1263[%1264 : i64] : vector<4xi32>
      %1266 = llvm.mlir.constant(1 : i64) : i64
      %1267 = llvm.extractelement %1263[%1266 : i64] : vector<4xi32>
      %1268 = llvm.mlir.constant(2 : i64) : i64
      %1269 = llvm.extractelement %1263[%1268 : i64] : vector<4xi32>
      %1270 = llvm.mlir.constant(3 : i64) : i64
      %1271 = llvm.extractelement %1263[%1270 : i64] : vector<4xi32>
      %1272 = llvm.load %1258 : !llvm.ptr -> vector<2xi32>
      %1273 = llvm.mlir.constant(0 : i64) : i64
      %1274 = llvm.extractelement %1272[%1273 : i64] : vector<2xi32>
      %1275 = llvm.mlir.constant(1 : i64) : i64
      %1276 = llvm.extractelement %1272[%1275 : i64] : vector<2xi32>
      %1277 = llvm.load %1262 : !llvm.ptr -> vector<4xf32>
      %1278 = llvm.mlir.constant(0 : i64) : i64
      %1279 = llvm.extractelement %1277[%1278 : i64] : vector<4xf32>
      %1280 = llvm.mlir.constant(1 : i64) : i64
      %1281 = llvm.extractelement %1277[%1280 : i64] : vector<4xf32>
      %1282 = llvm.mlir.constant(2 : i64) : i64
      %1283 = llvm.extractelement %1277[%1282 : i64] : vector<4xf32>
      %1284 = llvm.mlir.constant(3 : i64) : i64
      %1285 = llvm.extractelement %1277[%1284 : i64] : vector<4xf32>
      %1286 = nvvm.mma.sync A[%1265, %1267, %1269, %1271]  B[%1274, %1276]  C[%1279, %1281, %1283, %1285]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1287 = llvm.extractvalue %1286[0] : !llvm_struct_687153
      %1288 = llvm.extractvalue %1286[1] : !llvm_struct_687153
      %1289 = llvm.extractvalue %1286[2] : !llvm_struct_687153
      %1290 = llvm.extractvalue %1286[3] : !llvm_struct_687153
      %1291 = llvm.mlir.poison : vector<4xf32>
      %1292 = llvm.mlir.constant(0 : i64) : i64
      %1293 = llvm.insertelement %1287, %1291[%1292 : i64] : vector<4xf32>
      %1294 = llvm.mlir.constant(1 : i64) : i64
      %1295 = llvm.insertelement %1288, %1293[%1294 : i64] : vector<4xf32>
      %1296 = llvm.mlir.constant(2 : i64) : i64
      %1297 = llvm.insertelement %1289, %1295[%1296 : i64] : vector<4xf32>
      %1298 = llvm.mlir.constant(3 : i64) : i64
      %1299 = llvm.insertelement %1290, %1297[%1298 : i64] : vector<4xf32>
      llvm.store %1299, %1262 : vector<4xf32>, !llvm.ptr
      %1300 = llvm.add %1255, %58 : i32
      llvm.br ^bb79(%1300 : i32) {loop_annotation = #loop_annotation}
    ^bb81:  // pred: ^bb79
      %1301 = llvm.add %1251, %58 : i32
      llvm.br ^bb77(%1301 : i32) {loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb77
      %1302 = llvm.add %901, %58 : i32
      llvm.br ^bb25(%1302, %903, %1216 : i32, i32, i32)
    ^bb83:  // pred: ^bb25
      nvvm.cp.async.wait.group 0
      %1303 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1304 = llvm.fptrunc %1303 : vector<128xf32> to vector<128xbf16>
      llvm.store %1304, %59 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1305 = llvm.add %98, %58 : i32
      %1306 = llvm.mul %1305, %57 : i32
      %1307 = llvm.icmp "sle" %1306, %51 : i32
      %1308 = llvm.add %109, %58 : i32
      %1309 = llvm.mul %1308, %57 : i32
      %1310 = llvm.icmp "sle" %1309, %44 : i32
      %1311 = llvm.and %1307, %1310 : i1
      llvm.cond_br %1311, ^bb84, ^bb88
    ^bb84:  // pred: ^bb83
      llvm.br ^bb85(%38, %38, %38 : i32, i32, i32)
    ^bb85(%1312: i32, %1313: i32, %1314: i32):  // 2 preds: ^bb84, ^bb86
      %1315 = llvm.icmp "slt" %1312, %33 : i32
      llvm.cond_br %1315, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1316 = llvm.mul %1312, %39 overflow<nsw> : i32
      %1317 = llvm.getelementptr %59[%1316] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1318 = llvm.srem %1312, %39 : i32
      %1319 = llvm.mul %1318, %1 overflow<nsw> : i32
      %1320 = llvm.sdiv %1314, %40 : i32
      %1321 = llvm.srem %1314, %40 : i32
      %1322 = llvm.mul %1321, %0 overflow<nsw> : i32
      %1323 = llvm.add %1319, %1322 overflow<nsw> : i32
      %1324 = llvm.mul %1320, %42 overflow<nsw> : i32
      %1325 = llvm.add %1323, %1324 overflow<nsw> : i32
      %1326 = llvm.getelementptr %816[%1325] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1327 = llvm.load %1317 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1327, %1326 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1328 = llvm.add %1313, %58 : i32
      %1329 = llvm.icmp "eq" %1328, %39 : i32
      %1330 = llvm.select %1329, %38, %1328 : i1, i32
      %1331 = llvm.add %1313, %58 : i32
      %1332 = llvm.add %1314, %58 : i32
      %1333 = llvm.icmp "eq" %1331, %39 : i32
      %1334 = llvm.select %1333, %1332, %1314 : i1, i32
      %1335 = llvm.add %1312, %58 : i32
      llvm.br ^bb85(%1335, %1330, %1334 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb87:  // pred: ^bb85
      llvm.br ^bb345
    ^bb88:  // pred: ^bb83
      %1336 = llvm.mul %805, %42 overflow<nsw> : i32
      %1337 = llvm.add %807, %1336 overflow<nsw> : i32
      %1338 = llvm.add %809, %813 overflow<nsw> : i32
      %1339 = llvm.add %129, %1337 overflow<nsw> : i32
      %1340 = llvm.add %130, %1338 overflow<nsw> : i32
      %1341 = llvm.icmp "slt" %1339, %51 : i32
      %1342 = llvm.icmp "slt" %1340, %44 : i32
      %1343 = llvm.and %1341, %1342 : i1
      llvm.cond_br %1343, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1344 = llvm.load %59 {alignment = 32 : i64} : !llvm.ptr -> bf16
      llvm.store %1344, %816 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1345 = llvm.add %1340, %58 overflow<nsw> : i32
      %1346 = llvm.icmp "slt" %1339, %51 : i32
      %1347 = llvm.icmp "slt" %1345, %44 : i32
      %1348 = llvm.and %1346, %1347 : i1
      llvm.cond_br %1348, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1349 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1350 = llvm.load %1349 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1351 = llvm.getelementptr %816[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1350, %1351 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1352 = llvm.add %1339, %55 overflow<nsw> : i32
      %1353 = llvm.icmp "slt" %1352, %51 : i32
      %1354 = llvm.icmp "slt" %1340, %44 : i32
      %1355 = llvm.and %1353, %1354 : i1
      llvm.cond_br %1355, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1356 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1357 = llvm.load %1356 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1358 = llvm.getelementptr %816[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1357, %1358 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1359 = llvm.add %1339, %55 overflow<nsw> : i32
      %1360 = llvm.add %1340, %58 overflow<nsw> : i32
      %1361 = llvm.icmp "slt" %1359, %51 : i32
      %1362 = llvm.icmp "slt" %1360, %44 : i32
      %1363 = llvm.and %1361, %1362 : i1
      llvm.cond_br %1363, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1364 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1365 = llvm.load %1364 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1366 = llvm.getelementptr %816[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1365, %1366 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1367 = llvm.add %1339, %43 overflow<nsw> : i32
      %1368 = llvm.icmp "slt" %1367, %51 : i32
      %1369 = llvm.icmp "slt" %1340, %44 : i32
      %1370 = llvm.and %1368, %1369 : i1
      llvm.cond_br %1370, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1371 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1372 = llvm.load %1371 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1373 = llvm.getelementptr %816[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1372, %1373 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1374 = llvm.add %1339, %43 overflow<nsw> : i32
      %1375 = llvm.add %1340, %58 overflow<nsw> : i32
      %1376 = llvm.icmp "slt" %1374, %51 : i32
      %1377 = llvm.icmp "slt" %1375, %44 : i32
      %1378 = llvm.and %1376, %1377 : i1
      llvm.cond_br %1378, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1379 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1380 = llvm.load %1379 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1381 = llvm.getelementptr %816[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1380, %1381 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1382 = llvm.add %1339, %11 overflow<nsw> : i32
      %1383 = llvm.icmp "slt" %1382, %51 : i32
      %1384 = llvm.icmp "slt" %1340, %44 : i32
      %1385 = llvm.and %1383, %1384 : i1
      llvm.cond_br %1385, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1386 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1387 = llvm.load %1386 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1388 = llvm.getelementptr %816[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1387, %1388 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1389 = llvm.add %1339, %11 overflow<nsw> : i32
      %1390 = llvm.add %1340, %58 overflow<nsw> : i32
      %1391 = llvm.icmp "slt" %1389, %51 : i32
      %1392 = llvm.icmp "slt" %1390, %44 : i32
      %1393 = llvm.and %1391, %1392 : i1
      llvm.cond_br %1393, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1394 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1395 = llvm.load %1394 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1396 = llvm.getelementptr %816[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1395, %1396 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1397 = llvm.add %1339, %33 overflow<nsw> : i32
      %1398 = llvm.icmp "slt" %1397, %51 : i32
      %1399 = llvm.icmp "slt" %1340, %44 : i32
      %1400 = llvm.and %1398, %1399 : i1
      llvm.cond_br %1400, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1401 = llvm.getelementptr %59[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1402 = llvm.load %1401 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1403 = llvm.getelementptr %816[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1402, %1403 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1404 = llvm.add %1339, %33 overflow<nsw> : i32
      %1405 = llvm.add %1340, %58 overflow<nsw> : i32
      %1406 = llvm.icmp "slt" %1404, %51 : i32
      %1407 = llvm.icmp "slt" %1405, %44 : i32
      %1408 = llvm.and %1406, %1407 : i1
      llvm.cond_br %1408, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1409 = llvm.getelementptr %59[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1410 = llvm.load %1409 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1411 = llvm.getelementptr %816[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1410, %1411 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1412 = llvm.add %1339, %30 overflow<nsw> : i32
      %1413 = llvm.icmp "slt" %1412, %51 : i32
      %1414 = llvm.icmp "slt" %1340, %44 : i32
      %1415 = llvm.and %1413, %1414 : i1
      llvm.cond_br %1415, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1416 = llvm.getelementptr %59[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1417 = llvm.load %1416 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1418 = llvm.getelementptr %816[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1417, %1418 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1419 = llvm.add %1339, %30 overflow<nsw> : i32
      %1420 = llvm.add %1340, %58 overflow<nsw> : i32
      %1421 = llvm.icmp "slt" %1419, %51 : i32
      %1422 = llvm.icmp "slt" %1420, %44 : i32
      %1423 = llvm.and %1421, %1422 : i1
      llvm.cond_br %1423, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1424 = llvm.getelementptr %59[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1425 = llvm.load %1424 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1426 = llvm.getelementptr %816[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1425, %1426 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1427 = llvm.add %1339, %15 overflow<nsw> : i32
      %1428 = llvm.icmp "slt" %1427, %51 : i32
      %1429 = llvm.icmp "slt" %1340, %44 : i32
      %1430 = llvm.and %1428, %1429 : i1
      llvm.cond_br %1430, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1431 = llvm.getelementptr %59[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1432 = llvm.load %1431 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1433 = llvm.getelementptr %816[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1432, %1433 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1434 = llvm.add %1339, %15 overflow<nsw> : i32
      %1435 = llvm.add %1340, %58 overflow<nsw> : i32
      %1436 = llvm.icmp "slt" %1434, %51 : i32
      %1437 = llvm.icmp "slt" %1435, %44 : i32
      %1438 = llvm.and %1436, %1437 : i1
      llvm.cond_br %1438, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1439 = llvm.getelementptr %59[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1440 = llvm.load %1439 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1441 = llvm.getelementptr %816[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1440, %1441 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1442 = llvm.add %1339, %6 overflow<nsw> : i32
      %1443 = llvm.icmp "slt" %1442, %51 : i32
      %1444 = llvm.icmp "slt" %1340, %44 : i32
      %1445 = llvm.and %1443, %1444 : i1
      llvm.cond_br %1445, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1446 = llvm.getelementptr %59[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1447 = llvm.load %1446 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1448 = llvm.getelementptr %816[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1447, %1448 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1449 = llvm.add %1339, %6 overflow<nsw> : i32
      %1450 = llvm.add %1340, %58 overflow<nsw> : i32
      %1451 = llvm.icmp "slt" %1449, %51 : i32
      %1452 = llvm.icmp "slt" %1450, %44 : i32
      %1453 = llvm.and %1451, %1452 : i1
      llvm.cond_br %1453, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1454 = llvm.getelementptr %59[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1455 = llvm.load %1454 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1456 = llvm.getelementptr %816[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1455, %1456 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1457 = llvm.add %1340, %42 overflow<nsw> : i32
      %1458 = llvm.icmp "slt" %1339, %51 : i32
      %1459 = llvm.icmp "slt" %1457, %44 : i32
      %1460 = llvm.and %1458, %1459 : i1
      llvm.cond_br %1460, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1461 = llvm.getelementptr %59[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1462 = llvm.load %1461 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1463 = llvm.getelementptr %816[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1462, %1463 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1464 = llvm.add %1340, %13 overflow<nsw> : i32
      %1465 = llvm.icmp "slt" %1339, %51 : i32
      %1466 = llvm.icmp "slt" %1464, %44 : i32
      %1467 = llvm.and %1465, %1466 : i1
      llvm.cond_br %1467, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1468 = llvm.getelementptr %59[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1469 = llvm.load %1468 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1470 = llvm.getelementptr %816[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1469, %1470 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1471 = llvm.add %1339, %55 overflow<nsw> : i32
      %1472 = llvm.add %1340, %42 overflow<nsw> : i32
      %1473 = llvm.icmp "slt" %1471, %51 : i32
      %1474 = llvm.icmp "slt" %1472, %44 : i32
      %1475 = llvm.and %1473, %1474 : i1
      llvm.cond_br %1475, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1476 = llvm.getelementptr %59[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1477 = llvm.load %1476 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1478 = llvm.getelementptr %816[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1477, %1478 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1479 = llvm.add %1339, %55 overflow<nsw> : i32
      %1480 = llvm.add %1340, %13 overflow<nsw> : i32
      %1481 = llvm.icmp "slt" %1479, %51 : i32
      %1482 = llvm.icmp "slt" %1480, %44 : i32
      %1483 = llvm.and %1481, %1482 : i1
      llvm.cond_br %1483, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1484 = llvm.getelementptr %59[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1485 = llvm.load %1484 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1486 = llvm.getelementptr %816[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1485, %1486 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1487 = llvm.add %1339, %43 overflow<nsw> : i32
      %1488 = llvm.add %1340, %42 overflow<nsw> : i32
      %1489 = llvm.icmp "slt" %1487, %51 : i32
      %1490 = llvm.icmp "slt" %1488, %44 : i32
      %1491 = llvm.and %1489, %1490 : i1
      llvm.cond_br %1491, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1492 = llvm.getelementptr %59[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1493 = llvm.load %1492 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1494 = llvm.getelementptr %816[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1493, %1494 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1495 = llvm.add %1339, %43 overflow<nsw> : i32
      %1496 = llvm.add %1340, %13 overflow<nsw> : i32
      %1497 = llvm.icmp "slt" %1495, %51 : i32
      %1498 = llvm.icmp "slt" %1496, %44 : i32
      %1499 = llvm.and %1497, %1498 : i1
      llvm.cond_br %1499, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1500 = llvm.getelementptr %59[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1501 = llvm.load %1500 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1502 = llvm.getelementptr %816[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1501, %1502 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1503 = llvm.add %1339, %11 overflow<nsw> : i32
      %1504 = llvm.add %1340, %42 overflow<nsw> : i32
      %1505 = llvm.icmp "slt" %1503, %51 : i32
      %1506 = llvm.icmp "slt" %1504, %44 : i32
      %1507 = llvm.and %1505, %1506 : i1
      llvm.cond_br %1507, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1508 = llvm.getelementptr %59[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1509 = llvm.load %1508 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1510 = llvm.getelementptr %816[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1509, %1510 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1511 = llvm.add %1339, %11 overflow<nsw> : i32
      %1512 = llvm.add %1340, %13 overflow<nsw> : i32
      %1513 = llvm.icmp "slt" %1511, %51 : i32
      %1514 = llvm.icmp "slt" %1512, %44 : i32
      %1515 = llvm.and %1513, %1514 : i1
      llvm.cond_br %1515, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1516 = llvm.getelementptr %59[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1517 = llvm.load %1516 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1518 = llvm.getelementptr %816[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1517, %1518 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1519 = llvm.add %1339, %33 overflow<nsw> : i32
      %1520 = llvm.add %1340, %42 overflow<nsw> : i32
      %1521 = llvm.icmp "slt" %1519, %51 : i32
      %1522 = llvm.icmp "slt" %1520, %44 : i32
      %1523 = llvm.and %1521, %1522 : i1
      llvm.cond_br %1523, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1524 = llvm.getelementptr %59[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1525 = llvm.load %1524 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1526 = llvm.getelementptr %816[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1525, %1526 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1527 = llvm.add %1339, %33 overflow<nsw> : i32
      %1528 = llvm.add %1340, %13 overflow<nsw> : i32
      %1529 = llvm.icmp "slt" %1527, %51 : i32
      %1530 = llvm.icmp "slt" %1528, %44 : i32
      %1531 = llvm.and %1529, %1530 : i1
      llvm.cond_br %1531, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1532 = llvm.getelementptr %59[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1533 = llvm.load %1532 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1534 = llvm.getelementptr %816[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1533, %1534 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1535 = llvm.add %1339, %30 overflow<nsw> : i32
      %1536 = llvm.add %1340, %42 overflow<nsw> : i32
      %1537 = llvm.icmp "slt" %1535, %51 : i32
      %1538 = llvm.icmp "slt" %1536, %44 : i32
      %1539 = llvm.and %1537, %1538 : i1
      llvm.cond_br %1539, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1540 = llvm.getelementptr %59[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1541 = llvm.load %1540 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1542 = llvm.getelementptr %816[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1541, %1542 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1543 = llvm.add %1339, %30 overflow<nsw> : i32
      %1544 = llvm.add %1340, %13 overflow<nsw> : i32
      %1545 = llvm.icmp "slt" %1543, %51 : i32
      %1546 = llvm.icmp "slt" %1544, %44 : i32
      %1547 = llvm.and %1545, %1546 : i1
      llvm.cond_br %1547, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1548 = llvm.getelementptr %59[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1549 = llvm.load %1548 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1550 = llvm.getelementptr %816[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1549, %1550 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1551 = llvm.add %1339, %15 overflow<nsw> : i32
      %1552 = llvm.add %1340, %42 overflow<nsw> : i32
      %1553 = llvm.icmp "slt" %1551, %51 : i32
      %1554 = llvm.icmp "slt" %1552, %44 : i32
      %1555 = llvm.and %1553, %1554 : i1
      llvm.cond_br %1555, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1556 = llvm.getelementptr %59[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1557 = llvm.load %1556 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1558 = llvm.getelementptr %816[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1557, %1558 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1559 = llvm.add %1339, %15 overflow<nsw> : i32
      %1560 = llvm.add %1340, %13 overflow<nsw> : i32
      %1561 = llvm.icmp "slt" %1559, %51 : i32
      %1562 = llvm.icmp "slt" %1560, %44 : i32
      %1563 = llvm.and %1561, %1562 : i1
      llvm.cond_br %1563, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1564 = llvm.getelementptr %59[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1565 = llvm.load %1564 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1566 = llvm.getelementptr %816[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1565, %1566 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1567 = llvm.add %1339, %6 overflow<nsw> : i32
      %1568 = llvm.add %1340, %42 overflow<nsw> : i32
      %1569 = llvm.icmp "slt" %1567, %51 : i32
      %1570 = llvm.icmp "slt" %1568, %44 : i32
      %1571 = llvm.and %1569, %1570 : i1
      llvm.cond_br %1571, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1572 = llvm.getelementptr %59[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1573 = llvm.load %1572 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1574 = llvm.getelementptr %816[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1573, %1574 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1575 = llvm.add %1339, %6 overflow<nsw> : i32
      %1576 = llvm.add %1340, %13 overflow<nsw> : i32
      %1577 = llvm.icmp "slt" %1575, %51 : i32
      %1578 = llvm.icmp "slt" %1576, %44 : i32
      %1579 = llvm.and %1577, %1578 : i1
      llvm.cond_br %1579, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1580 = llvm.getelementptr %59[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1581 = llvm.load %1580 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1582 = llvm.getelementptr %816[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1581, %1582 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1583 = llvm.add %1340, %43 overflow<nsw> : i32
      %1584 = llvm.icmp "slt" %1339, %51 : i32
      %1585 = llvm.icmp "slt" %1583, %44 : i32
      %1586 = llvm.and %1584, %1585 : i1
      llvm.cond_br %1586, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1587 = llvm.getelementptr %59[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1588 = llvm.load %1587 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1589 = llvm.getelementptr %816[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1588, %1589 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1590 = llvm.add %1340, %12 overflow<nsw> : i32
      %1591 = llvm.icmp "slt" %1339, %51 : i32
      %1592 = llvm.icmp "slt" %1590, %44 : i32
      %1593 = llvm.and %1591, %1592 : i1
      llvm.cond_br %1593, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1594 = llvm.getelementptr %59[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1595 = llvm.load %1594 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1596 = llvm.getelementptr %816[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1595, %1596 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1597 = llvm.add %1339, %55 overflow<nsw> : i32
      %1598 = llvm.add %1340, %43 overflow<nsw> : i32
      %1599 = llvm.icmp "slt" %1597, %51 : i32
      %1600 = llvm.icmp "slt" %1598, %44 : i32
      %1601 = llvm.and %1599, %1600 : i1
      llvm.cond_br %1601, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1602 = llvm.getelementptr %59[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1603 = llvm.load %1602 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1604 = llvm.getelementptr %816[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1603, %1604 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1605 = llvm.add %1339, %55 overflow<nsw> : i32
      %1606 = llvm.add %1340, %12 overflow<nsw> : i32
      %1607 = llvm.icmp "slt" %1605, %51 : i32
      %1608 = llvm.icmp "slt" %1606, %44 : i32
      %1609 = llvm.and %1607, %1608 : i1
      llvm.cond_br %1609, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1610 = llvm.getelementptr %59[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1611 = llvm.load %1610 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1612 = llvm.getelementptr %816[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1611, %1612 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1613 = llvm.add %1339, %43 overflow<nsw> : i32
      %1614 = llvm.add %1340, %43 overflow<nsw> : i32
      %1615 = llvm.icmp "slt" %1613, %51 : i32
      %1616 = llvm.icmp "slt" %1614, %44 : i32
      %1617 = llvm.and %1615, %1616 : i1
      llvm.cond_br %1617, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1618 = llvm.getelementptr %59[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1619 = llvm.load %1618 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1620 = llvm.getelementptr %816[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1619, %1620 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1621 = llvm.add %1339, %43 overflow<nsw> : i32
      %1622 = llvm.add %1340, %12 overflow<nsw> : i32
      %1623 = llvm.icmp "slt" %1621, %51 : i32
      %1624 = llvm.icmp "slt" %1622, %44 : i32
      %1625 = llvm.and %1623, %1624 : i1
      llvm.cond_br %1625, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1626 = llvm.getelementptr %59[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1627 = llvm.load %1626 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1628 = llvm.getelementptr %816[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1627, %1628 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1629 = llvm.add %1339, %11 overflow<nsw> : i32
      %1630 = llvm.add %1340, %43 overflow<nsw> : i32
      %1631 = llvm.icmp "slt" %1629, %51 : i32
      %1632 = llvm.icmp "slt" %1630, %44 : i32
      %1633 = llvm.and %1631, %1632 : i1
      llvm.cond_br %1633, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1634 = llvm.getelementptr %59[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1635 = llvm.load %1634 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1636 = llvm.getelementptr %816[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1635, %1636 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1637 = llvm.add %1339, %11 overflow<nsw> : i32
      %1638 = llvm.add %1340, %12 overflow<nsw> : i32
      %1639 = llvm.icmp "slt" %1637, %51 : i32
      %1640 = llvm.icmp "slt" %1638, %44 : i32
      %1641 = llvm.and %1639, %1640 : i1
      llvm.cond_br %1641, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1642 = llvm.getelementptr %59[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1643 = llvm.load %1642 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1644 = llvm.getelementptr %816[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1643, %1644 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1645 = llvm.add %1339, %33 overflow<nsw> : i32
      %1646 = llvm.add %1340, %43 overflow<nsw> : i32
      %1647 = llvm.icmp "slt" %1645, %51 : i32
      %1648 = llvm.icmp "slt" %1646, %44 : i32
      %1649 = llvm.and %1647, %1648 : i1
      llvm.cond_br %1649, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1650 = llvm.getelementptr %59[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1651 = llvm.load %1650 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1652 = llvm.getelementptr %816[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1651, %1652 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1653 = llvm.add %1339, %33 overflow<nsw> : i32
      %1654 = llvm.add %1340, %12 overflow<nsw> : i32
      %1655 = llvm.icmp "slt" %1653, %51 : i32
      %1656 = llvm.icmp "slt" %1654, %44 : i32
      %1657 = llvm.and %1655, %1656 : i1
      llvm.cond_br %1657, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1658 = llvm.getelementptr %59[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1659 = llvm.load %1658 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1660 = llvm.getelementptr %816[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1659, %1660 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1661 = llvm.add %1339, %30 overflow<nsw> : i32
      %1662 = llvm.add %1340, %43 overflow<nsw> : i32
      %1663 = llvm.icmp "slt" %1661, %51 : i32
      %1664 = llvm.icmp "slt" %1662, %44 : i32
      %1665 = llvm.and %1663, %1664 : i1
      llvm.cond_br %1665, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1666 = llvm.getelementptr %59[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1667 = llvm.load %1666 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1668 = llvm.getelementptr %816[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1667, %1668 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1669 = llvm.add %1339, %30 overflow<nsw> : i32
      %1670 = llvm.add %1340, %12 overflow<nsw> : i32
      %1671 = llvm.icmp "slt" %1669, %51 : i32
      %1672 = llvm.icmp "slt" %1670, %44 : i32
      %1673 = llvm.and %1671, %1672 : i1
      llvm.cond_br %1673, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1674 = llvm.getelementptr %59[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1675 = llvm.load %1674 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1676 = llvm.getelementptr %816[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1675, %1676 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1677 = llvm.add %1339, %15 overflow<nsw> : i32
      %1678 = llvm.add %1340, %43 overflow<nsw> : i32
      %1679 = llvm.icmp "slt" %1677, %51 : i32
      %1680 = llvm.icmp "slt" %1678, %44 : i32
      %1681 = llvm.and %1679, %1680 : i1
      llvm.cond_br %1681, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1682 = llvm.getelementptr %59[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1683 = llvm.load %1682 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1684 = llvm.getelementptr %816[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1683, %1684 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1685 = llvm.add %1339, %15 overflow<nsw> : i32
      %1686 = llvm.add %1340, %12 overflow<nsw> : i32
      %1687 = llvm.icmp "slt" %1685, %51 : i32
      %1688 = llvm.icmp "slt" %1686, %44 : i32
      %1689 = llvm.and %1687, %1688 : i1
      llvm.cond_br %1689, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1690 = llvm.getelementptr %59[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1691 = llvm.load %1690 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1692 = llvm.getelementptr %816[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1691, %1692 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1693 = llvm.add %1339, %6 overflow<nsw> : i32
      %1694 = llvm.add %1340, %43 overflow<nsw> : i32
      %1695 = llvm.icmp "slt" %1693, %51 : i32
      %1696 = llvm.icmp "slt" %1694, %44 : i32
      %1697 = llvm.and %1695, %1696 : i1
      llvm.cond_br %1697, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1698 = llvm.getelementptr %59[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1699 = llvm.load %1698 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1700 = llvm.getelementptr %816[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1699, %1700 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1701 = llvm.add %1339, %6 overflow<nsw> : i32
      %1702 = llvm.add %1340, %12 overflow<nsw> : i32
      %1703 = llvm.icmp "slt" %1701, %51 : i32
      %1704 = llvm.icmp "slt" %1702, %44 : i32
      %1705 = llvm.and %1703, %1704 : i1
      llvm.cond_br %1705, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1706 = llvm.getelementptr %59[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1707 = llvm.load %1706 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1708 = llvm.getelementptr %816[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1707, %1708 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1709 = llvm.add %1340, %17 overflow<nsw> : i32
      %1710 = llvm.icmp "slt" %1339, %51 : i32
      %1711 = llvm.icmp "slt" %1709, %44 : i32
      %1712 = llvm.and %1710, %1711 : i1
      llvm.cond_br %1712, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1713 = llvm.getelementptr %59[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1714 = llvm.load %1713 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1715 = llvm.getelementptr %816[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1714, %1715 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1716 = llvm.add %1340, %10 overflow<nsw> : i32
      %1717 = llvm.icmp "slt" %1339, %51 : i32
      %1718 = llvm.icmp "slt" %1716, %44 : i32
      %1719 = llvm.and %1717, %1718 : i1
      llvm.cond_br %1719, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1720 = llvm.getelementptr %59[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1721 = llvm.load %1720 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1722 = llvm.getelementptr %816[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1721, %1722 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1723 = llvm.add %1339, %55 overflow<nsw> : i32
      %1724 = llvm.add %1340, %17 overflow<nsw> : i32
      %1725 = llvm.icmp "slt" %1723, %51 : i32
      %1726 = llvm.icmp "slt" %1724, %44 : i32
      %1727 = llvm.and %1725, %1726 : i1
      llvm.cond_br %1727, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1728 = llvm.getelementptr %59[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1729 = llvm.load %1728 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1730 = llvm.getelementptr %816[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1729, %1730 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1731 = llvm.add %1339, %55 overflow<nsw> : i32
      %1732 = llvm.add %1340, %10 overflow<nsw> : i32
      %1733 = llvm.icmp "slt" %1731, %51 : i32
      %1734 = llvm.icmp "slt" %1732, %44 : i32
      %1735 = llvm.and %1733, %1734 : i1
      llvm.cond_br %1735, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1736 = llvm.getelementptr %59[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1737 = llvm.load %1736 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1738 = llvm.getelementptr %816[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1737, %1738 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1739 = llvm.add %1339, %43 overflow<nsw> : i32
      %1740 = llvm.add %1340, %17 overflow<nsw> : i32
      %1741 = llvm.icmp "slt" %1739, %51 : i32
      %1742 = llvm.icmp "slt" %1740, %44 : i32
      %1743 = llvm.and %1741, %1742 : i1
      llvm.cond_br %1743, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1744 = llvm.getelementptr %59[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1745 = llvm.load %1744 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1746 = llvm.getelementptr %816[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1745, %1746 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1747 = llvm.add %1339, %43 overflow<nsw> : i32
      %1748 = llvm.add %1340, %10 overflow<nsw> : i32
      %1749 = llvm.icmp "slt" %1747, %51 : i32
      %1750 = llvm.icmp "slt" %1748, %44 : i32
      %1751 = llvm.and %1749, %1750 : i1
      llvm.cond_br %1751, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1752 = llvm.getelementptr %59[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1753 = llvm.load %1752 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1754 = llvm.getelementptr %816[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1753, %1754 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1755 = llvm.add %1339, %11 overflow<nsw> : i32
      %1756 = llvm.add %1340, %17 overflow<nsw> : i32
      %1757 = llvm.icmp "slt" %1755, %51 : i32
      %1758 = llvm.icmp "slt" %1756, %44 : i32
      %1759 = llvm.and %1757, %1758 : i1
      llvm.cond_br %1759, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1760 = llvm.getelementptr %59[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1761 = llvm.load %1760 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1762 = llvm.getelementptr %816[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1761, %1762 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1763 = llvm.add %1339, %11 overflow<nsw> : i32
      %1764 = llvm.add %1340, %10 overflow<nsw> : i32
      %1765 = llvm.icmp "slt" %1763, %51 : i32
      %1766 = llvm.icmp "slt" %1764, %44 : i32
      %1767 = llvm.and %1765, %1766 : i1
      llvm.cond_br %1767, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1768 = llvm.getelementptr %59[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1769 = llvm.load %1768 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1770 = llvm.getelementptr %816[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1769, %1770 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1771 = llvm.add %1339, %33 overflow<nsw> : i32
      %1772 = llvm.add %1340, %17 overflow<nsw> : i32
      %1773 = llvm.icmp "slt" %1771, %51 : i32
      %1774 = llvm.icmp "slt" %1772, %44 : i32
      %1775 = llvm.and %1773, %1774 : i1
      llvm.cond_br %1775, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1776 = llvm.getelementptr %59[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1777 = llvm.load %1776 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1778 = llvm.getelementptr %816[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1777, %1778 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1779 = llvm.add %1339, %33 overflow<nsw> : i32
      %1780 = llvm.add %1340, %10 overflow<nsw> : i32
      %1781 = llvm.icmp "slt" %1779, %51 : i32
      %1782 = llvm.icmp "slt" %1780, %44 : i32
      %1783 = llvm.and %1781, %1782 : i1
      llvm.cond_br %1783, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1784 = llvm.getelementptr %59[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1785 = llvm.load %1784 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1786 = llvm.getelementptr %816[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1785, %1786 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1787 = llvm.add %1339, %30 overflow<nsw> : i32
      %1788 = llvm.add %1340, %17 overflow<nsw> : i32
      %1789 = llvm.icmp "slt" %1787, %51 : i32
      %1790 = llvm.icmp "slt" %1788, %44 : i32
      %1791 = llvm.and %1789, %1790 : i1
      llvm.cond_br %1791, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1792 = llvm.getelementptr %59[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1793 = llvm.load %1792 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1794 = llvm.getelementptr %816[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1793, %1794 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1795 = llvm.add %1339, %30 overflow<nsw> : i32
      %1796 = llvm.add %1340, %10 overflow<nsw> : i32
      %1797 = llvm.icmp "slt" %1795, %51 : i32
      %1798 = llvm.icmp "slt" %1796, %44 : i32
      %1799 = llvm.and %1797, %1798 : i1
      llvm.cond_br %1799, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1800 = llvm.getelementptr %59[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1801 = llvm.load %1800 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1802 = llvm.getelementptr %816[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1801, %1802 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1803 = llvm.add %1339, %15 overflow<nsw> : i32
      %1804 = llvm.add %1340, %17 overflow<nsw> : i32
      %1805 = llvm.icmp "slt" %1803, %51 : i32
      %1806 = llvm.icmp "slt" %1804, %44 : i32
      %1807 = llvm.and %1805, %1806 : i1
      llvm.cond_br %1807, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1808 = llvm.getelementptr %59[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1809 = llvm.load %1808 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1810 = llvm.getelementptr %816[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1809, %1810 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1811 = llvm.add %1339, %15 overflow<nsw> : i32
      %1812 = llvm.add %1340, %10 overflow<nsw> : i32
      %1813 = llvm.icmp "slt" %1811, %51 : i32
      %1814 = llvm.icmp "slt" %1812, %44 : i32
      %1815 = llvm.and %1813, %1814 : i1
      llvm.cond_br %1815, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1816 = llvm.getelementptr %59[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1817 = llvm.load %1816 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1818 = llvm.getelementptr %816[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1817, %1818 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1819 = llvm.add %1339, %6 overflow<nsw> : i32
      %1820 = llvm.add %1340, %17 overflow<nsw> : i32
      %1821 = llvm.icmp "slt" %1819, %51 : i32
      %1822 = llvm.icmp "slt" %1820, %44 : i32
      %1823 = llvm.and %1821, %1822 : i1
      llvm.cond_br %1823, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1824 = llvm.getelementptr %59[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1825 = llvm.load %1824 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1826 = llvm.getelementptr %816[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1825, %1826 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1827 = llvm.add %1339, %6 overflow<nsw> : i32
      %1828 = llvm.add %1340, %10 overflow<nsw> : i32
      %1829 = llvm.icmp "slt" %1827, %51 : i32
      %1830 = llvm.icmp "slt" %1828, %44 : i32
      %1831 = llvm.and %1829, %1830 : i1
      llvm.cond_br %1831, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1832 = llvm.getelementptr %59[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1833 = llvm.load %1832 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1834 = llvm.getelementptr %816[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1833, %1834 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1835 = llvm.add %1340, %33 overflow<nsw> : i32
      %1836 = llvm.icmp "slt" %1339, %51 : i32
      %1837 = llvm.icmp "slt" %1835, %44 : i32
      %1838 = llvm.and %1836, %1837 : i1
      llvm.cond_br %1838, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1839 = llvm.getelementptr %59[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1840 = llvm.load %1839 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1841 = llvm.getelementptr %816[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1840, %1841 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1842 = llvm.add %1340, %9 overflow<nsw> : i32
      %1843 = llvm.icmp "slt" %1339, %51 : i32
      %1844 = llvm.icmp "slt" %1842, %44 : i32
      %1845 = llvm.and %1843, %1844 : i1
      llvm.cond_br %1845, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1846 = llvm.getelementptr %59[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1847 = llvm.load %1846 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1848 = llvm.getelementptr %816[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1847, %1848 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1849 = llvm.add %1339, %55 overflow<nsw> : i32
      %1850 = llvm.add %1340, %33 overflow<nsw> : i32
      %1851 = llvm.icmp "slt" %1849, %51 : i32
      %1852 = llvm.icmp "slt" %1850, %44 : i32
      %1853 = llvm.and %1851, %1852 : i1
      llvm.cond_br %1853, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1854 = llvm.getelementptr %59[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1855 = llvm.load %1854 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1856 = llvm.getelementptr %816[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1855, %1856 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1857 = llvm.add %1339, %55 overflow<nsw> : i32
      %1858 = llvm.add %1340, %9 overflow<nsw> : i32
      %1859 = llvm.icmp "slt" %1857, %51 : i32
      %1860 = llvm.icmp "slt" %1858, %44 : i32
      %1861 = llvm.and %1859, %1860 : i1
      llvm.cond_br %1861, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1862 = llvm.getelementptr %59[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1863 = llvm.load %1862 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1864 = llvm.getelementptr %816[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1863, %1864 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1865 = llvm.add %1339, %43 overflow<nsw> : i32
      %1866 = llvm.add %1340, %33 overflow<nsw> : i32
      %1867 = llvm.icmp "slt" %1865, %51 : i32
      %1868 = llvm.icmp "slt" %1866, %44 : i32
      %1869 = llvm.and %1867, %1868 : i1
      llvm.cond_br %1869, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1870 = llvm.getelementptr %59[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1871 = llvm.load %1870 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1872 = llvm.getelementptr %816[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1871, %1872 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1873 = llvm.add %1339, %43 overflow<nsw> : i32
      %1874 = llvm.add %1340, %9 overflow<nsw> : i32
      %1875 = llvm.icmp "slt" %1873, %51 : i32
      %1876 = llvm.icmp "slt" %1874, %44 : i32
      %1877 = llvm.and %1875, %1876 : i1
      llvm.cond_br %1877, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1878 = llvm.getelementptr %59[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1879 = llvm.load %1878 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1880 = llvm.getelementptr %816[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1879, %1880 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1881 = llvm.add %1339, %11 overflow<nsw> : i32
      %1882 = llvm.add %1340, %33 overflow<nsw> : i32
      %1883 = llvm.icmp "slt" %1881, %51 : i32
      %1884 = llvm.icmp "slt" %1882, %44 : i32
      %1885 = llvm.and %1883, %1884 : i1
      llvm.cond_br %1885, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1886 = llvm.getelementptr %59[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1887 = llvm.load %1886 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1888 = llvm.getelementptr %816[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1887, %1888 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1889 = llvm.add %1339, %11 overflow<nsw> : i32
      %1890 = llvm.add %1340, %9 overflow<nsw> : i32
      %1891 = llvm.icmp "slt" %1889, %51 : i32
      %1892 = llvm.icmp "slt" %1890, %44 : i32
      %1893 = llvm.and %1891, %1892 : i1
      llvm.cond_br %1893, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1894 = llvm.getelementptr %59[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1895 = llvm.load %1894 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1896 = llvm.getelementptr %816[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1895, %1896 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1897 = llvm.add %1339, %33 overflow<nsw> : i32
      %1898 = llvm.add %1340, %33 overflow<nsw> : i32
      %1899 = llvm.icmp "slt" %1897, %51 : i32
      %1900 = llvm.icmp "slt" %1898, %44 : i32
      %1901 = llvm.and %1899, %1900 : i1
      llvm.cond_br %1901, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1902 = llvm.getelementptr %59[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1903 = llvm.load %1902 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1904 = llvm.getelementptr %816[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1903, %1904 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1905 = llvm.add %1339, %33 overflow<nsw> : i32
      %1906 = llvm.add %1340, %9 overflow<nsw> : i32
      %1907 = llvm.icmp "slt" %1905, %51 : i32
      %1908 = llvm.icmp "slt" %1906, %44 : i32
      %1909 = llvm.and %1907, %1908 : i1
      llvm.cond_br %1909, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1910 = llvm.getelementptr %59[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1911 = llvm.load %1910 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1912 = llvm.getelementptr %816[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1911, %1912 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1913 = llvm.add %1339, %30 overflow<nsw> : i32
      %1914 = llvm.add %1340, %33 overflow<nsw> : i32
      %1915 = llvm.icmp "slt" %1913, %51 : i32
      %1916 = llvm.icmp "slt" %1914, %44 : i32
      %1917 = llvm.and %1915, %1916 : i1
      llvm.cond_br %1917, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1918 = llvm.getelementptr %59[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1919 = llvm.load %1918 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1920 = llvm.getelementptr %816[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1919, %1920 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1921 = llvm.add %1339, %30 overflow<nsw> : i32
      %1922 = llvm.add %1340, %9 overflow<nsw> : i32
      %1923 = llvm.icmp "slt" %1921, %51 : i32
      %1924 = llvm.icmp "slt" %1922, %44 : i32
      %1925 = llvm.and %1923, %1924 : i1
      llvm.cond_br %1925, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1926 = llvm.getelementptr %59[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1927 = llvm.load %1926 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1928 = llvm.getelementptr %816[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1927, %1928 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1929 = llvm.add %1339, %15 overflow<nsw> : i32
      %1930 = llvm.add %1340, %33 overflow<nsw> : i32
      %1931 = llvm.icmp "slt" %1929, %51 : i32
      %1932 = llvm.icmp "slt" %1930, %44 : i32
      %1933 = llvm.and %1931, %1932 : i1
      llvm.cond_br %1933, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1934 = llvm.getelementptr %59[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1935 = llvm.load %1934 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1936 = llvm.getelementptr %816[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1935, %1936 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1937 = llvm.add %1339, %15 overflow<nsw> : i32
      %1938 = llvm.add %1340, %9 overflow<nsw> : i32
      %1939 = llvm.icmp "slt" %1937, %51 : i32
      %1940 = llvm.icmp "slt" %1938, %44 : i32
      %1941 = llvm.and %1939, %1940 : i1
      llvm.cond_br %1941, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1942 = llvm.getelementptr %59[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1943 = llvm.load %1942 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1944 = llvm.getelementptr %816[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1943, %1944 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1945 = llvm.add %1339, %6 overflow<nsw> : i32
      %1946 = llvm.add %1340, %33 overflow<nsw> : i32
      %1947 = llvm.icmp "slt" %1945, %51 : i32
      %1948 = llvm.icmp "slt" %1946, %44 : i32
      %1949 = llvm.and %1947, %1948 : i1
      llvm.cond_br %1949, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1950 = llvm.getelementptr %59[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1951 = llvm.load %1950 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1952 = llvm.getelementptr %816[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1951, %1952 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1953 = llvm.add %1339, %6 overflow<nsw> : i32
      %1954 = llvm.add %1340, %9 overflow<nsw> : i32
      %1955 = llvm.icmp "slt" %1953, %51 : i32
      %1956 = llvm.icmp "slt" %1954, %44 : i32
      %1957 = llvm.and %1955, %1956 : i1
      llvm.cond_br %1957, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1958 = llvm.getelementptr %59[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1959 = llvm.load %1958 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1960 = llvm.getelementptr %816[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1959, %1960 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1961 = llvm.add %1340, %16 overflow<nsw> : i32
      %1962 = llvm.icmp "slt" %1339, %51 : i32
      %1963 = llvm.icmp "slt" %1961, %44 : i32
      %1964 = llvm.and %1962, %1963 : i1
      llvm.cond_br %1964, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1965 = llvm.getelementptr %59[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1966 = llvm.load %1965 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1967 = llvm.getelementptr %816[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1966, %1967 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1968 = llvm.add %1340, %8 overflow<nsw> : i32
      %1969 = llvm.icmp "slt" %1339, %51 : i32
      %1970 = llvm.icmp "slt" %1968, %44 : i32
      %1971 = llvm.and %1969, %1970 : i1
      llvm.cond_br %1971, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1972 = llvm.getelementptr %59[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1973 = llvm.load %1972 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1974 = llvm.getelementptr %816[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1973, %1974 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1975 = llvm.add %1339, %55 overflow<nsw> : i32
      %1976 = llvm.add %1340, %16 overflow<nsw> : i32
      %1977 = llvm.icmp "slt" %1975, %51 : i32
      %1978 = llvm.icmp "slt" %1976, %44 : i32
      %1979 = llvm.and %1977, %1978 : i1
      llvm.cond_br %1979, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1980 = llvm.getelementptr %59[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1981 = llvm.load %1980 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1982 = llvm.getelementptr %816[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1981, %1982 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1983 = llvm.add %1339, %55 overflow<nsw> : i32
      %1984 = llvm.add %1340, %8 overflow<nsw> : i32
      %1985 = llvm.icmp "slt" %1983, %51 : i32
      %1986 = llvm.icmp "slt" %1984, %44 : i32
      %1987 = llvm.and %1985, %1986 : i1
      llvm.cond_br %1987, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1988 = llvm.getelementptr %59[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1989 = llvm.load %1988 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1990 = llvm.getelementptr %816[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1989, %1990 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1991 = llvm.add %1339, %43 overflow<nsw> : i32
      %1992 = llvm.add %1340, %16 overflow<nsw> : i32
      %1993 = llvm.icmp "slt" %1991, %51 : i32
      %1994 = llvm.icmp "slt" %1992, %44 : i32
      %1995 = llvm.and %1993, %1994 : i1
      llvm.cond_br %1995, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1996 = llvm.getelementptr %59[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1997 = llvm.load %1996 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1998 = llvm.getelementptr %816[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1997, %1998 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1999 = llvm.add %1339, %43 overflow<nsw> : i32
      %2000 = llvm.add %1340, %8 overflow<nsw> : i32
      %2001 = llvm.icmp "slt" %1999, %51 : i32
      %2002 = llvm.icmp "slt" %2000, %44 : i32
      %2003 = llvm.and %2001, %2002 : i1
      llvm.cond_br %2003, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2004 = llvm.getelementptr %59[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2005 = llvm.load %2004 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2006 = llvm.getelementptr %816[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2005, %2006 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2007 = llvm.add %1339, %11 overflow<nsw> : i32
      %2008 = llvm.add %1340, %16 overflow<nsw> : i32
      %2009 = llvm.icmp "slt" %2007, %51 : i32
      %2010 = llvm.icmp "slt" %2008, %44 : i32
      %2011 = llvm.and %2009, %2010 : i1
      llvm.cond_br %2011, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2012 = llvm.getelementptr %59[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2013 = llvm.load %2012 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2014 = llvm.getelementptr %816[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2013, %2014 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2015 = llvm.add %1339, %11 overflow<nsw> : i32
      %2016 = llvm.add %1340, %8 overflow<nsw> : i32
      %2017 = llvm.icmp "slt" %2015, %51 : i32
      %2018 = llvm.icmp "slt" %2016, %44 : i32
      %2019 = llvm.and %2017, %2018 : i1
      llvm.cond_br %2019, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2020 = llvm.getelementptr %59[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2021 = llvm.load %2020 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2022 = llvm.getelementptr %816[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2021, %2022 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2023 = llvm.add %1339, %33 overflow<nsw> : i32
      %2024 = llvm.add %1340, %16 overflow<nsw> : i32
      %2025 = llvm.icmp "slt" %2023, %51 : i32
      %2026 = llvm.icmp "slt" %2024, %44 : i32
      %2027 = llvm.and %2025, %2026 : i1
      llvm.cond_br %2027, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2028 = llvm.getelementptr %59[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2029 = llvm.load %2028 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2030 = llvm.getelementptr %816[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2029, %2030 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2031 = llvm.add %1339, %33 overflow<nsw> : i32
      %2032 = llvm.add %1340, %8 overflow<nsw> : i32
      %2033 = llvm.icmp "slt" %2031, %51 : i32
      %2034 = llvm.icmp "slt" %2032, %44 : i32
      %2035 = llvm.and %2033, %2034 : i1
      llvm.cond_br %2035, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2036 = llvm.getelementptr %59[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2037 = llvm.load %2036 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2038 = llvm.getelementptr %816[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2037, %2038 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2039 = llvm.add %1339, %30 overflow<nsw> : i32
      %2040 = llvm.add %1340, %16 overflow<nsw> : i32
      %2041 = llvm.icmp "slt" %2039, %51 : i32
      %2042 = llvm.icmp "slt" %2040, %44 : i32
      %2043 = llvm.and %2041, %2042 : i1
      llvm.cond_br %2043, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2044 = llvm.getelementptr %59[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2045 = llvm.load %2044 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2046 = llvm.getelementptr %816[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2045, %2046 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2047 = llvm.add %1339, %30 overflow<nsw> : i32
      %2048 = llvm.add %1340, %8 overflow<nsw> : i32
      %2049 = llvm.icmp "slt" %2047, %51 : i32
      %2050 = llvm.icmp "slt" %2048, %44 : i32
      %2051 = llvm.and %2049, %2050 : i1
      llvm.cond_br %2051, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2052 = llvm.getelementptr %59[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2053 = llvm.load %2052 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2054 = llvm.getelementptr %816[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2053, %2054 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2055 = llvm.add %1339, %15 overflow<nsw> : i32
      %2056 = llvm.add %1340, %16 overflow<nsw> : i32
      %2057 = llvm.icmp "slt" %2055, %51 : i32
      %2058 = llvm.icmp "slt" %2056, %44 : i32
      %2059 = llvm.and %2057, %2058 : i1
      llvm.cond_br %2059, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2060 = llvm.getelementptr %59[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2061 = llvm.load %2060 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2062 = llvm.getelementptr %816[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2061, %2062 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2063 = llvm.add %1339, %15 overflow<nsw> : i32
      %2064 = llvm.add %1340, %8 overflow<nsw> : i32
      %2065 = llvm.icmp "slt" %2063, %51 : i32
      %2066 = llvm.icmp "slt" %2064, %44 : i32
      %2067 = llvm.and %2065, %2066 : i1
      llvm.cond_br %2067, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2068 = llvm.getelementptr %59[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2069 = llvm.load %2068 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2070 = llvm.getelementptr %816[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2069, %2070 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2071 = llvm.add %1339, %6 overflow<nsw> : i32
      %2072 = llvm.add %1340, %16 overflow<nsw> : i32
      %2073 = llvm.icmp "slt" %2071, %51 : i32
      %2074 = llvm.icmp "slt" %2072, %44 : i32
      %2075 = llvm.and %2073, %2074 : i1
      llvm.cond_br %2075, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2076 = llvm.getelementptr %59[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2077 = llvm.load %2076 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2078 = llvm.getelementptr %816[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2077, %2078 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2079 = llvm.add %1339, %6 overflow<nsw> : i32
      %2080 = llvm.add %1340, %8 overflow<nsw> : i32
      %2081 = llvm.icmp "slt" %2079, %51 : i32
      %2082 = llvm.icmp "slt" %2080, %44 : i32
      %2083 = llvm.and %2081, %2082 : i1
      llvm.cond_br %2083, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2084 = llvm.getelementptr %59[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2085 = llvm.load %2084 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2086 = llvm.getelementptr %816[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2085, %2086 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2087 = llvm.add %1340, %15 overflow<nsw> : i32
      %2088 = llvm.icmp "slt" %1339, %51 : i32
      %2089 = llvm.icmp "slt" %2087, %44 : i32
      %2090 = llvm.and %2088, %2089 : i1
      llvm.cond_br %2090, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2091 = llvm.getelementptr %59[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2092 = llvm.load %2091 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2093 = llvm.getelementptr %816[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2092, %2093 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2094 = llvm.add %1340, %7 overflow<nsw> : i32
      %2095 = llvm.icmp "slt" %1339, %51 : i32
      %2096 = llvm.icmp "slt" %2094, %44 : i32
      %2097 = llvm.and %2095, %2096 : i1
      llvm.cond_br %2097, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2098 = llvm.getelementptr %59[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2099 = llvm.load %2098 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2100 = llvm.getelementptr %816[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2099, %2100 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2101 = llvm.add %1339, %55 overflow<nsw> : i32
      %2102 = llvm.add %1340, %15 overflow<nsw> : i32
      %2103 = llvm.icmp "slt" %2101, %51 : i32
      %2104 = llvm.icmp "slt" %2102, %44 : i32
      %2105 = llvm.and %2103, %2104 : i1
      llvm.cond_br %2105, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2106 = llvm.getelementptr %59[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2107 = llvm.load %2106 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2108 = llvm.getelementptr %816[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2107, %2108 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2109 = llvm.add %1339, %55 overflow<nsw> : i32
      %2110 = llvm.add %1340, %7 overflow<nsw> : i32
      %2111 = llvm.icmp "slt" %2109, %51 : i32
      %2112 = llvm.icmp "slt" %2110, %44 : i32
      %2113 = llvm.and %2111, %2112 : i1
      llvm.cond_br %2113, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2114 = llvm.getelementptr %59[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2115 = llvm.load %2114 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2116 = llvm.getelementptr %816[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2115, %2116 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2117 = llvm.add %1339, %43 overflow<nsw> : i32
      %2118 = llvm.add %1340, %15 overflow<nsw> : i32
      %2119 = llvm.icmp "slt" %2117, %51 : i32
      %2120 = llvm.icmp "slt" %2118, %44 : i32
      %2121 = llvm.and %2119, %2120 : i1
      llvm.cond_br %2121, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2122 = llvm.getelementptr %59[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2123 = llvm.load %2122 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2124 = llvm.getelementptr %816[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2123, %2124 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2125 = llvm.add %1339, %43 overflow<nsw> : i32
      %2126 = llvm.add %1340, %7 overflow<nsw> : i32
      %2127 = llvm.icmp "slt" %2125, %51 : i32
      %2128 = llvm.icmp "slt" %2126, %44 : i32
      %2129 = llvm.and %2127, %2128 : i1
      llvm.cond_br %2129, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2130 = llvm.getelementptr %59[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2131 = llvm.load %2130 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2132 = llvm.getelementptr %816[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2131, %2132 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2133 = llvm.add %1339, %11 overflow<nsw> : i32
      %2134 = llvm.add %1340, %15 overflow<nsw> : i32
      %2135 = llvm.icmp "slt" %2133, %51 : i32
      %2136 = llvm.icmp "slt" %2134, %44 : i32
      %2137 = llvm.and %2135, %2136 : i1
      llvm.cond_br %2137, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2138 = llvm.getelementptr %59[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2139 = llvm.load %2138 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2140 = llvm.getelementptr %816[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2139, %2140 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2141 = llvm.add %1339, %11 overflow<nsw> : i32
      %2142 = llvm.add %1340, %7 overflow<nsw> : i32
      %2143 = llvm.icmp "slt" %2141, %51 : i32
      %2144 = llvm.icmp "slt" %2142, %44 : i32
      %2145 = llvm.and %2143, %2144 : i1
      llvm.cond_br %2145, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2146 = llvm.getelementptr %59[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2147 = llvm.load %2146 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2148 = llvm.getelementptr %816[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2147, %2148 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2149 = llvm.add %1339, %33 overflow<nsw> : i32
      %2150 = llvm.add %1340, %15 overflow<nsw> : i32
      %2151 = llvm.icmp "slt" %2149, %51 : i32
      %2152 = llvm.icmp "slt" %2150, %44 : i32
      %2153 = llvm.and %2151, %2152 : i1
      llvm.cond_br %2153, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2154 = llvm.getelementptr %59[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2155 = llvm.load %2154 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2156 = llvm.getelementptr %816[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2155, %2156 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2157 = llvm.add %1339, %33 overflow<nsw> : i32
      %2158 = llvm.add %1340, %7 overflow<nsw> : i32
      %2159 = llvm.icmp "slt" %2157, %51 : i32
      %2160 = llvm.icmp "slt" %2158, %44 : i32
      %2161 = llvm.and %2159, %2160 : i1
      llvm.cond_br %2161, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2162 = llvm.getelementptr %59[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2163 = llvm.load %2162 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2164 = llvm.getelementptr %816[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2163, %2164 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2165 = llvm.add %1339, %30 overflow<nsw> : i32
      %2166 = llvm.add %1340, %15 overflow<nsw> : i32
      %2167 = llvm.icmp "slt" %2165, %51 : i32
      %2168 = llvm.icmp "slt" %2166, %44 : i32
      %2169 = llvm.and %2167, %2168 : i1
      llvm.cond_br %2169, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2170 = llvm.getelementptr %59[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2171 = llvm.load %2170 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2172 = llvm.getelementptr %816[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2171, %2172 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2173 = llvm.add %1339, %30 overflow<nsw> : i32
      %2174 = llvm.add %1340, %7 overflow<nsw> : i32
      %2175 = llvm.icmp "slt" %2173, %51 : i32
      %2176 = llvm.icmp "slt" %2174, %44 : i32
      %2177 = llvm.and %2175, %2176 : i1
      llvm.cond_br %2177, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2178 = llvm.getelementptr %59[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2179 = llvm.load %2178 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2180 = llvm.getelementptr %816[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2179, %2180 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2181 = llvm.add %1339, %15 overflow<nsw> : i32
      %2182 = llvm.add %1340, %15 overflow<nsw> : i32
      %2183 = llvm.icmp "slt" %2181, %51 : i32
      %2184 = llvm.icmp "slt" %2182, %44 : i32
      %2185 = llvm.and %2183, %2184 : i1
      llvm.cond_br %2185, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2186 = llvm.getelementptr %59[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2187 = llvm.load %2186 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2188 = llvm.getelementptr %816[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2187, %2188 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2189 = llvm.add %1339, %15 overflow<nsw> : i32
      %2190 = llvm.add %1340, %7 overflow<nsw> : i32
      %2191 = llvm.icmp "slt" %2189, %51 : i32
      %2192 = llvm.icmp "slt" %2190, %44 : i32
      %2193 = llvm.and %2191, %2192 : i1
      llvm.cond_br %2193, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2194 = llvm.getelementptr %59[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2195 = llvm.load %2194 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2196 = llvm.getelementptr %816[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2195, %2196 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2197 = llvm.add %1339, %6 overflow<nsw> : i32
      %2198 = llvm.add %1340, %15 overflow<nsw> : i32
      %2199 = llvm.icmp "slt" %2197, %51 : i32
      %2200 = llvm.icmp "slt" %2198, %44 : i32
      %2201 = llvm.and %2199, %2200 : i1
      llvm.cond_br %2201, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2202 = llvm.getelementptr %59[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2203 = llvm.load %2202 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2204 = llvm.getelementptr %816[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2203, %2204 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2205 = llvm.add %1339, %6 overflow<nsw> : i32
      %2206 = llvm.add %1340, %7 overflow<nsw> : i32
      %2207 = llvm.icmp "slt" %2205, %51 : i32
      %2208 = llvm.icmp "slt" %2206, %44 : i32
      %2209 = llvm.and %2207, %2208 : i1
      llvm.cond_br %2209, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2210 = llvm.getelementptr %59[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2211 = llvm.load %2210 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2212 = llvm.getelementptr %816[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2211, %2212 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2213 = llvm.add %1340, %14 overflow<nsw> : i32
      %2214 = llvm.icmp "slt" %1339, %51 : i32
      %2215 = llvm.icmp "slt" %2213, %44 : i32
      %2216 = llvm.and %2214, %2215 : i1
      llvm.cond_br %2216, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2217 = llvm.getelementptr %59[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2218 = llvm.load %2217 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2219 = llvm.getelementptr %816[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2218, %2219 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2220 = llvm.add %1340, %5 overflow<nsw> : i32
      %2221 = llvm.icmp "slt" %1339, %51 : i32
      %2222 = llvm.icmp "slt" %2220, %44 : i32
      %2223 = llvm.and %2221, %2222 : i1
      llvm.cond_br %2223, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2224 = llvm.getelementptr %59[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2225 = llvm.load %2224 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2226 = llvm.getelementptr %816[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2225, %2226 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2227 = llvm.add %1339, %55 overflow<nsw> : i32
      %2228 = llvm.add %1340, %14 overflow<nsw> : i32
      %2229 = llvm.icmp "slt" %2227, %51 : i32
      %2230 = llvm.icmp "slt" %2228, %44 : i32
      %2231 = llvm.and %2229, %2230 : i1
      llvm.cond_br %2231, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2232 = llvm.getelementptr %59[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2233 = llvm.load %2232 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2234 = llvm.getelementptr %816[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2233, %2234 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2235 = llvm.add %1339, %55 overflow<nsw> : i32
      %2236 = llvm.add %1340, %5 overflow<nsw> : i32
      %2237 = llvm.icmp "slt" %2235, %51 : i32
      %2238 = llvm.icmp "slt" %2236, %44 : i32
      %2239 = llvm.and %2237, %2238 : i1
      llvm.cond_br %2239, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2240 = llvm.getelementptr %59[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2241 = llvm.load %2240 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2242 = llvm.getelementptr %816[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2241, %2242 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2243 = llvm.add %1339, %43 overflow<nsw> : i32
      %2244 = llvm.add %1340, %14 overflow<nsw> : i32
      %2245 = llvm.icmp "slt" %2243, %51 : i32
      %2246 = llvm.icmp "slt" %2244, %44 : i32
      %2247 = llvm.and %2245, %2246 : i1
      llvm.cond_br %2247, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2248 = llvm.getelementptr %59[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2249 = llvm.load %2248 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2250 = llvm.getelementptr %816[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2249, %2250 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2251 = llvm.add %1339, %43 overflow<nsw> : i32
      %2252 = llvm.add %1340, %5 overflow<nsw> : i32
      %2253 = llvm.icmp "slt" %2251, %51 : i32
      %2254 = llvm.icmp "slt" %2252, %44 : i32
      %2255 = llvm.and %2253, %2254 : i1
      llvm.cond_br %2255, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2256 = llvm.getelementptr %59[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2257 = llvm.load %2256 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2258 = llvm.getelementptr %816[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2257, %2258 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2259 = llvm.add %1339, %11 overflow<nsw> : i32
      %2260 = llvm.add %1340, %14 overflow<nsw> : i32
      %2261 = llvm.icmp "slt" %2259, %51 : i32
      %2262 = llvm.icmp "slt" %2260, %44 : i32
      %2263 = llvm.and %2261, %2262 : i1
      llvm.cond_br %2263, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2264 = llvm.getelementptr %59[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2265 = llvm.load %2264 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2266 = llvm.getelementptr %816[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2265, %2266 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2267 = llvm.add %1339, %11 overflow<nsw> : i32
      %2268 = llvm.add %1340, %5 overflow<nsw> : i32
      %2269 = llvm.icmp "slt" %2267, %51 : i32
      %2270 = llvm.icmp "slt" %2268, %44 : i32
      %2271 = llvm.and %2269, %2270 : i1
      llvm.cond_br %2271, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2272 = llvm.getelementptr %59[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2273 = llvm.load %2272 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2274 = llvm.getelementptr %816[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2273, %2274 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2275 = llvm.add %1339, %33 overflow<nsw> : i32
      %2276 = llvm.add %1340, %14 overflow<nsw> : i32
      %2277 = llvm.icmp "slt" %2275, %51 : i32
      %2278 = llvm.icmp "slt" %2276, %44 : i32
      %2279 = llvm.and %2277, %2278 : i1
      llvm.cond_br %2279, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2280 = llvm.getelementptr %59[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2281 = llvm.load %2280 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2282 = llvm.getelementptr %816[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2281, %2282 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2283 = llvm.add %1339, %33 overflow<nsw> : i32
      %2284 = llvm.add %1340, %5 overflow<nsw> : i32
      %2285 = llvm.icmp "slt" %2283, %51 : i32
      %2286 = llvm.icmp "slt" %2284, %44 : i32
      %2287 = llvm.and %2285, %2286 : i1
      llvm.cond_br %2287, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2288 = llvm.getelementptr %59[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2289 = llvm.load %2288 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2290 = llvm.getelementptr %816[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2289, %2290 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2291 = llvm.add %1339, %30 overflow<nsw> : i32
      %2292 = llvm.add %1340, %14 overflow<nsw> : i32
      %2293 = llvm.icmp "slt" %2291, %51 : i32
      %2294 = llvm.icmp "slt" %2292, %44 : i32
      %2295 = llvm.and %2293, %2294 : i1
      llvm.cond_br %2295, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2296 = llvm.getelementptr %59[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2297 = llvm.load %2296 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2298 = llvm.getelementptr %816[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2297, %2298 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2299 = llvm.add %1339, %30 overflow<nsw> : i32
      %2300 = llvm.add %1340, %5 overflow<nsw> : i32
      %2301 = llvm.icmp "slt" %2299, %51 : i32
      %2302 = llvm.icmp "slt" %2300, %44 : i32
      %2303 = llvm.and %2301, %2302 : i1
      llvm.cond_br %2303, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2304 = llvm.getelementptr %59[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2305 = llvm.load %2304 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2306 = llvm.getelementptr %816[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2305, %2306 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2307 = llvm.add %1339, %15 overflow<nsw> : i32
      %2308 = llvm.add %1340, %14 overflow<nsw> : i32
      %2309 = llvm.icmp "slt" %2307, %51 : i32
      %2310 = llvm.icmp "slt" %2308, %44 : i32
      %2311 = llvm.and %2309, %2310 : i1
      llvm.cond_br %2311, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2312 = llvm.getelementptr %59[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2313 = llvm.load %2312 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2314 = llvm.getelementptr %816[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2313, %2314 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2315 = llvm.add %1339, %15 overflow<nsw> : i32
      %2316 = llvm.add %1340, %5 overflow<nsw> : i32
      %2317 = llvm.icmp "slt" %2315, %51 : i32
      %2318 = llvm.icmp "slt" %2316, %44 : i32
      %2319 = llvm.and %2317, %2318 : i1
      llvm.cond_br %2319, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2320 = llvm.getelementptr %59[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2321 = llvm.load %2320 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2322 = llvm.getelementptr %816[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2321, %2322 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2323 = llvm.add %1339, %6 overflow<nsw> : i32
      %2324 = llvm.add %1340, %14 overflow<nsw> : i32
      %2325 = llvm.icmp "slt" %2323, %51 : i32
      %2326 = llvm.icmp "slt" %2324, %44 : i32
      %2327 = llvm.and %2325, %2326 : i1
      llvm.cond_br %2327, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2328 = llvm.getelementptr %59[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2329 = llvm.load %2328 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2330 = llvm.getelementptr %816[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2329, %2330 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2331 = llvm.add %1339, %6 overflow<nsw> : i32
      %2332 = llvm.add %1340, %5 overflow<nsw> : i32
      %2333 = llvm.icmp "slt" %2331, %51 : i32
      %2334 = llvm.icmp "slt" %2332, %44 : i32
      %2335 = llvm.and %2333, %2334 : i1
      llvm.cond_br %2335, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2336 = llvm.getelementptr %59[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2337 = llvm.load %2336 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2338 = llvm.getelementptr %816[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2337, %2338 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      llvm.br ^bb345
    ^bb345:  // 2 preds: ^bb87, ^bb344
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.constant(98304 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(72 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
    %7 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %8 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %9 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %10 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %11 = llvm.insertvalue %8, %0[0] : !llvm_struct_6960aa
    %12 = llvm.insertvalue %7, %11[1] : !llvm_struct_6960aa
    %13 = llvm.insertvalue %9, %0[0] : !llvm_struct_6960aa
    %14 = llvm.insertvalue %7, %13[1] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %10, %0[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %7, %15[1] : !llvm_struct_6960aa
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.alloca %17 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %19 = llvm.alloca %17 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %20 = llvm.getelementptr %18[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %20 : !llvm.ptr, !llvm.ptr
    %21 = llvm.getelementptr %18[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %18[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %18[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %18[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %1, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %18[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %18[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %18[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %18[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %29 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %29, %28 : i32, !llvm.ptr
    %30 = llvm.getelementptr %18[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %30 : !llvm.ptr, !llvm.ptr
    %31 = llvm.alloca %17 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %32 = builtin.unrealized_conversion_cast %31 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %33 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %18, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %37 = llvm.load %36 : !llvm.ptr -> i32
    %38 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    %40 = llvm.mlir.constant(6 : i32) : i32
    %41 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%41 : i32)
  ^bb1(%42: i32):  // 2 preds: ^bb3, ^bb5
    %43 = llvm.getelementptr %39[%42] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %44 = llvm.getelementptr %43[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %40, %44 : i32, !llvm.ptr
    %45 = llvm.getelementptr %43[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %45 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %46 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.getelementptr %46[%47, %47] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %49 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %50 = llvm.mlir.constant(0 : index) : i64
    %51 = llvm.getelementptr %49[%50, %50] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %52 = llvm.call @printf(%51, %48) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %53 = llvm.mlir.constant(1 : i32) : i32
    %54 = llvm.add %37, %53 : i32
    llvm.store %54, %36 : i32, !llvm.ptr
    llvm.br ^bb1(%37 : i32)
  ^bb4:  // pred: ^bb7
    %55 = llvm.mlir.constant(17 : i32) : i32
    %56 = llvm.icmp "uge" %37, %55 : i32
    llvm.cond_br %56, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%63 : i32)
  ^bb6:  // pred: ^bb7
    %57 = llvm.getelementptr %39[%63] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %58 = llvm.getelementptr %57[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %59 = llvm.load %58 : !llvm.ptr -> i32
    %60 = llvm.icmp "eq" %59, %40 : i32
    %61 = llvm.mlir.constant(1 : i32) : i32
    %62 = llvm.add %63, %61 : i32
    llvm.cond_br %60, ^bb5, ^bb7(%62 : i32)
  ^bb7(%63: i32):  // 2 preds: ^bb0, ^bb6
    %64 = llvm.icmp "uge" %63, %37 : i32
    llvm.cond_br %64, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %65 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %66 = llvm.load %65 : !llvm.ptr -> !llvm.ptr
    %67 = llvm.getelementptr %66[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %68 = llvm.load %67 : !llvm.ptr -> i32
    %69 = llvm.getelementptr %66[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %70 = llvm.load %69 : !llvm.ptr -> !llvm.ptr
    %71 = llvm.mlir.constant(2 : i32) : i32
    %72 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%72 : i32)
  ^bb9(%73: i32):  // 2 preds: ^bb11, ^bb13
    %74 = llvm.getelementptr %70[%73] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %75 = llvm.getelementptr %74[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %71, %75 : i32, !llvm.ptr
    %76 = llvm.getelementptr %74[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %2, %76 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %77 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.getelementptr %77[%78, %78] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %80 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %81 = llvm.mlir.constant(0 : index) : i64
    %82 = llvm.getelementptr %80[%81, %81] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %83 = llvm.call @printf(%82, %79) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %84 = llvm.mlir.constant(1 : i32) : i32
    %85 = llvm.add %68, %84 : i32
    llvm.store %85, %67 : i32, !llvm.ptr
    llvm.br ^bb9(%68 : i32)
  ^bb12:  // pred: ^bb15
    %86 = llvm.mlir.constant(17 : i32) : i32
    %87 = llvm.icmp "uge" %68, %86 : i32
    llvm.cond_br %87, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%94 : i32)
  ^bb14:  // pred: ^bb15
    %88 = llvm.getelementptr %70[%94] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %90 = llvm.load %89 : !llvm.ptr -> i32
    %91 = llvm.icmp "eq" %90, %71 : i32
    %92 = llvm.mlir.constant(1 : i32) : i32
    %93 = llvm.add %94, %92 : i32
    llvm.cond_br %91, ^bb13, ^bb15(%93 : i32)
  ^bb15(%94: i32):  // 2 preds: ^bb8, ^bb14
    %95 = llvm.icmp "uge" %94, %68 : i32
    llvm.cond_br %95, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %96 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0<%32> (%12, %14, %16) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %97 = builtin.unrealized_conversion_cast %96 : !cuda.result to i32
    cuda.return_if_error %97 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h81d6f99d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
