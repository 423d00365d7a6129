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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 72, 1, 2>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 98304 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(33536 : i32) : i32
      %1 = llvm.mlir.constant(8384 : i32) : i32
      %2 = llvm.mlir.constant(6144 : i32) : i32
      %3 = llvm.mlir.constant(4096 : i32) : i32
      %4 = llvm.mlir.constant(2048 : i32) : i32
      %5 = llvm.mlir.constant(8192 : i32) : i32
      %6 = llvm.mlir.constant(64000 : i32) : i32
      %7 = llvm.mlir.constant(8320 : i32) : i32
      %8 = llvm.mlir.constant(8000 : i32) : i32
      %9 = llvm.mlir.constant(113 : i32) : i32
      %10 = llvm.mlir.constant(104 : i32) : i32
      %11 = llvm.mlir.constant(97 : i32) : i32
      %12 = llvm.mlir.constant(81 : i32) : i32
      %13 = llvm.mlir.constant(65 : i32) : i32
      %14 = llvm.mlir.constant(49 : i32) : i32
      %15 = llvm.mlir.constant(33 : i32) : i32
      %16 = llvm.mlir.constant(17 : i32) : i32
      %17 = llvm.mlir.constant(56 : i32) : i32
      %18 = llvm.mlir.constant(40 : i32) : i32
      %19 = llvm.mlir.constant(112 : i32) : i32
      %20 = llvm.mlir.constant(96 : i32) : i32
      %21 = llvm.mlir.constant(80 : i32) : i32
      %22 = llvm.mlir.constant(48 : i32) : i32
      %23 = llvm.mlir.constant(-56 : i32) : i32
      %24 = llvm.mlir.constant(134144 : i32) : i32
      %25 = llvm.mlir.constant(1048000 : i32) : i32
      %26 = llvm.mlir.constant(66560 : i32) : i32
      %27 = llvm.mlir.constant(544960 : i32) : i32
      %28 = llvm.mlir.constant(520000 : i32) : i32
      %29 = llvm.mlir.constant(16 : i64) : i64
      %30 = llvm.mlir.constant(1024 : i64) : i64
      %31 = llvm.mlir.constant(true) : i1
      %32 = llvm.mlir.constant(31 : i32) : i32
      %33 = llvm.mlir.constant(-1 : i32) : i32
      %34 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %35 = llvm.mlir.constant(72 : i32) : i32
      %36 = llvm.mlir.constant(-16 : i64) : i64
      %37 = llvm.mlir.constant(16 : i32) : i32
      %38 = llvm.mlir.constant(1000 : i32) : i32
      %39 = llvm.mlir.constant(2 : i32) : i32
      %40 = llvm.mlir.constant(64 : i32) : i32
      %41 = llvm.mlir.constant(512 : i32) : i32
      %42 = llvm.mlir.constant(448 : i32) : i32
      %43 = llvm.mlir.constant(3 : i32) : i32
      %44 = llvm.mlir.constant(520 : i32) : i32
      %45 = llvm.mlir.constant(0 : i8) : i8
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(4 : i32) : i32
      %48 = llvm.mlir.constant(9 : i32) : i32
      %49 = llvm.mlir.constant(32 : i32) : i32
      %50 = llvm.mlir.constant(1048 : i32) : i32
      %51 = llvm.mlir.constant(16768 : i32) : i32
      %52 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %53 = llvm.mlir.constant(1024 : i32) : i32
      %54 = llvm.mlir.constant(256 : i32) : i32
      %55 = llvm.mlir.constant(-32 : i32) : i32
      %56 = llvm.mlir.constant(-16 : i32) : i32
      %57 = llvm.mlir.constant(15 : i64) : i64
      %58 = llvm.mlir.constant(0.000000e+00 : bf16) : bf16
      %59 = llvm.mlir.constant(24 : i32) : i32
      %60 = llvm.mlir.constant(8 : i32) : i32
      %61 = llvm.mlir.constant(192 : i32) : i32
      %62 = llvm.mlir.constant(128 : i32) : i32
      %63 = llvm.mlir.constant(1 : i32) : i32
      %64 = llvm.alloca %62 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %62 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %62 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %62 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %61 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %61 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %60 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %60 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.alloca %60 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %73 = llvm.alloca %63 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %74 = llvm.ptrtoint %34 : !llvm.ptr<3> to i32
      %75 = nvvm.shfl.sync idx %33, %74, %46, %32 : i32 -> i32
      %76 = llvm.zext %75 : i32 to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<3>
      llvm.intr.assume %31 ["align"(%77, %30 : !llvm.ptr<3>, i64)] : i1
      %78 = llvm.ptrtoint %77 : !llvm.ptr<3> to i64
      %79 = llvm.inttoptr %78 : i64 to !llvm.ptr<3>
      llvm.intr.assume %31 ["align"(%79, %29 : !llvm.ptr<3>, i64)] : i1
      %80 = llvm.getelementptr %77[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %81 = llvm.ptrtoint %80 : !llvm.ptr<3> to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<3>
      llvm.intr.assume %31 ["align"(%82, %29 : !llvm.ptr<3>, i64)] : i1
      %83 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %84 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %85 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %86 = llvm.sdiv %84, %35 : i32
      %87 = llvm.mul %86, %35 : i32
      %88 = llvm.icmp "ne" %84, %87 : i32
      %89 = llvm.mlir.constant(0 : i32) : i32
      %90 = llvm.icmp "slt" %84, %89 : i32
      %91 = llvm.mlir.constant(false) : i1
      %92 = llvm.icmp "ne" %90, %91 : i1
      %93 = llvm.and %88, %92 : i1
      %94 = llvm.mlir.constant(-1 : i32) : i32
      %95 = llvm.add %86, %94 : i32
      %96 = llvm.select %93, %95, %86 : i1, i32
      %97 = llvm.mul %96, %60 : i32
      %98 = llvm.sub %60, %97 : i32
      %99 = llvm.intr.smin(%98, %60) : (i32, i32) -> i32
      %100 = llvm.mul %96, %35 : i32
      %101 = llvm.sub %84, %100 : i32
      %102 = llvm.srem %101, %99 : i32
      %103 = llvm.add %97, %102 : i32
      %104 = llvm.sdiv %101, %99 : i32
      %105 = llvm.mul %104, %99 : i32
      %106 = llvm.icmp "ne" %101, %105 : i32
      %107 = llvm.mlir.constant(0 : i32) : i32
      %108 = llvm.icmp "slt" %101, %107 : i32
      %109 = llvm.icmp "slt" %99, %107 : i32
      %110 = llvm.icmp "ne" %108, %109 : i1
      %111 = llvm.and %106, %110 : i1
      %112 = llvm.mlir.constant(-1 : i32) : i32
      %113 = llvm.add %104, %112 : i32
      %114 = llvm.select %111, %113, %104 : i1, i32
      %115 = llvm.mul %85, %28 overflow<nsw> : i32
      %116 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %117 = llvm.getelementptr %116[%115] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %118 = llvm.mul %103, %62 overflow<nsw> : i32
      %119 = llvm.getelementptr %117[%118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %120 = llvm.mul %85, %27 overflow<nsw> : i32
      %121 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %122 = llvm.getelementptr %121[%120] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %123 = llvm.mul %114, %26 overflow<nsw> : i32
      %124 = llvm.getelementptr %122[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %125 = llvm.mul %85, %25 overflow<nsw> : i32
      %126 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %127 = llvm.getelementptr %126[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %128 = llvm.mul %103, %24 overflow<nsw> : i32
      %129 = llvm.mul %114, %62 overflow<nsw> : i32
      %130 = llvm.add %128, %129 overflow<nsw> : i32
      %131 = llvm.getelementptr %127[%130] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %132 = llvm.mul %103, %62 overflow<nsw> : i32
      %133 = llvm.mul %114, %62 overflow<nsw> : i32
      %134 = llvm.mul %103, %62 overflow<nsw> : i32
      %135 = llvm.mul %114, %62 overflow<nsw> : i32
      %136 = llvm.getelementptr %119[-56000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %137 = llvm.getelementptr %124[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %138 = llvm.ptrtoint %137 : !llvm.ptr<1> to i64
      %139 = llvm.add %138, %57 : i64
      %140 = llvm.and %139, %36 : i64
      %141 = llvm.inttoptr %140 : i64 to !llvm.ptr<1>
      llvm.intr.assume %31 ["align"(%141, %29 : !llvm.ptr<1>, i64)] : i1
      %142 = llvm.sdiv %83, %37 : i32
      %143 = llvm.srem %83, %37 : i32
      %144 = llvm.mul %143, %60 overflow<nsw> : i32
      %145 = llvm.mul %142, %38 overflow<nsw> : i32
      %146 = llvm.add %144, %145 overflow<nsw> : i32
      %147 = llvm.getelementptr %136[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %148 = llvm.sdiv %83, %60 : i32
      %149 = llvm.srem %83, %60 : i32
      %150 = llvm.mul %149, %60 overflow<nsw> : i32
      %151 = llvm.sdiv %148, %39 : i32
      %152 = llvm.mul %151, %40 overflow<nsw> : i32
      %153 = llvm.add %150, %152 overflow<nsw> : i32
      %154 = llvm.srem %148, %39 : i32
      %155 = llvm.mul %154, %41 overflow<nsw> : i32
      %156 = llvm.and %153, %42 : i32
      %157 = llvm.lshr %156, %43 : i32
      %158 = llvm.xor %153, %157 : i32
      %159 = llvm.add %158, %155 overflow<nsw> : i32
      %160 = llvm.getelementptr %79[%159] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %161 = llvm.add %132, %144 overflow<nsw> : i32
      %162 = llvm.add %142, %23 overflow<nsw> : i32
      %163 = llvm.mul %148, %44 overflow<nsw> : i32
      %164 = llvm.add %150, %163 overflow<nsw> : i32
      %165 = llvm.getelementptr %141[%164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %166 = llvm.srem %148, %60 : i32
      %167 = llvm.mul %166, %40 overflow<nsw> : i32
      %168 = llvm.add %150, %167 overflow<nsw> : i32
      %169 = llvm.sdiv %148, %60 : i32
      %170 = llvm.mul %169, %41 overflow<nsw> : i32
      %171 = llvm.and %168, %42 : i32
      %172 = llvm.lshr %171, %43 : i32
      %173 = llvm.xor %168, %172 : i32
      %174 = llvm.add %173, %170 overflow<nsw> : i32
      %175 = llvm.getelementptr %82[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %176 = llvm.add %133, %148 overflow<nsw> : i32
      %177 = llvm.add %150, %23 overflow<nsw> : i32
      %178 = llvm.icmp "slt" %161, %38 : i32
      %179 = llvm.zext %178 : i1 to i8
      llvm.store %179, %73 {alignment = 32 : i64} : i8, !llvm.ptr
      %180 = llvm.icmp "slt" %176, %50 : i32
      %181 = llvm.zext %180 : i1 to i8
      llvm.store %181, %72 {alignment = 32 : i64} : i8, !llvm.ptr
      %182 = llvm.add %176, %37 overflow<nsw> : i32
      %183 = llvm.icmp "slt" %182, %50 : i32
      %184 = llvm.zext %183 : i1 to i8
      %185 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %184, %185 {alignment = 1 : i64} : i8, !llvm.ptr
      %186 = llvm.add %176, %49 overflow<nsw> : i32
      %187 = llvm.icmp "slt" %186, %50 : i32
      %188 = llvm.zext %187 : i1 to i8
      %189 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %188, %189 {alignment = 2 : i64} : i8, !llvm.ptr
      %190 = llvm.add %176, %22 overflow<nsw> : i32
      %191 = llvm.icmp "slt" %190, %50 : i32
      %192 = llvm.zext %191 : i1 to i8
      %193 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %192, %193 {alignment = 1 : i64} : i8, !llvm.ptr
      %194 = llvm.add %176, %40 overflow<nsw> : i32
      %195 = llvm.icmp "slt" %194, %50 : i32
      %196 = llvm.zext %195 : i1 to i8
      %197 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %196, %197 {alignment = 4 : i64} : i8, !llvm.ptr
      %198 = llvm.add %176, %21 overflow<nsw> : i32
      %199 = llvm.icmp "slt" %198, %50 : i32
      %200 = llvm.zext %199 : i1 to i8
      %201 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %200, %201 {alignment = 1 : i64} : i8, !llvm.ptr
      %202 = llvm.add %176, %20 overflow<nsw> : i32
      %203 = llvm.icmp "slt" %202, %50 : i32
      %204 = llvm.zext %203 : i1 to i8
      %205 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %204, %205 {alignment = 2 : i64} : i8, !llvm.ptr
      %206 = llvm.add %176, %19 overflow<nsw> : i32
      %207 = llvm.icmp "slt" %206, %50 : i32
      %208 = llvm.zext %207 : i1 to i8
      %209 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %208, %209 {alignment = 1 : i64} : i8, !llvm.ptr
      %210 = llvm.icmp "sgt" %162, %33 : i32
      %211 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %212 = llvm.icmp "ne" %211, %45 : i8
      %213 = llvm.and %212, %210 : i1
      %214 = llvm.zext %213 : i1 to i8
      llvm.store %214, %71 {alignment = 32 : i64} : i8, !llvm.ptr
      %215 = llvm.add %162, %60 overflow<nsw> : i32
      %216 = llvm.icmp "sgt" %215, %33 : i32
      %217 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %218 = llvm.icmp "ne" %217, %45 : i8
      %219 = llvm.and %218, %216 : i1
      %220 = llvm.zext %219 : i1 to i8
      %221 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %220, %221 {alignment = 1 : i64} : i8, !llvm.ptr
      %222 = llvm.add %162, %37 overflow<nsw> : i32
      %223 = llvm.icmp "sgt" %222, %33 : i32
      %224 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %225 = llvm.icmp "ne" %224, %45 : i8
      %226 = llvm.and %225, %223 : i1
      %227 = llvm.zext %226 : i1 to i8
      %228 = llvm.getelementptr %71[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %227, %228 {alignment = 2 : i64} : i8, !llvm.ptr
      %229 = llvm.add %162, %59 overflow<nsw> : i32
      %230 = llvm.icmp "sgt" %229, %33 : i32
      %231 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %232 = llvm.icmp "ne" %231, %45 : i8
      %233 = llvm.and %232, %230 : i1
      %234 = llvm.zext %233 : i1 to i8
      %235 = llvm.getelementptr %71[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %234, %235 {alignment = 1 : i64} : i8, !llvm.ptr
      %236 = llvm.add %162, %49 overflow<nsw> : i32
      %237 = llvm.icmp "sgt" %236, %33 : i32
      %238 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %239 = llvm.icmp "ne" %238, %45 : i8
      %240 = llvm.and %239, %237 : i1
      %241 = llvm.zext %240 : i1 to i8
      %242 = llvm.getelementptr %71[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %241, %242 {alignment = 4 : i64} : i8, !llvm.ptr
      %243 = llvm.add %162, %18 overflow<nsw> : i32
      %244 = llvm.icmp "sgt" %243, %33 : i32
      %245 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %246 = llvm.icmp "ne" %245, %45 : i8
      %247 = llvm.and %246, %244 : i1
      %248 = llvm.zext %247 : i1 to i8
      %249 = llvm.getelementptr %71[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %248, %249 {alignment = 1 : i64} : i8, !llvm.ptr
      %250 = llvm.add %162, %22 overflow<nsw> : i32
      %251 = llvm.icmp "sgt" %250, %33 : i32
      %252 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %253 = llvm.icmp "ne" %252, %45 : i8
      %254 = llvm.and %253, %251 : i1
      %255 = llvm.zext %254 : i1 to i8
      %256 = llvm.getelementptr %71[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %255, %256 {alignment = 2 : i64} : i8, !llvm.ptr
      %257 = llvm.add %162, %17 overflow<nsw> : i32
      %258 = llvm.icmp "sgt" %257, %33 : i32
      %259 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %260 = llvm.icmp "ne" %259, %45 : i8
      %261 = llvm.and %260, %258 : i1
      %262 = llvm.zext %261 : i1 to i8
      %263 = llvm.getelementptr %71[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %262, %263 {alignment = 1 : i64} : i8, !llvm.ptr
      %264 = llvm.icmp "sgt" %177, %33 : i32
      %265 = llvm.load %72 {alignment = 32 : i64} : !llvm.ptr -> i8
      %266 = llvm.icmp "ne" %265, %45 : i8
      %267 = llvm.and %266, %264 : i1
      %268 = llvm.zext %267 : i1 to i8
      llvm.store %268, %70 {alignment = 32 : i64} : i8, !llvm.ptr
      %269 = llvm.icmp "sgt" %177, %33 : i32
      %270 = llvm.load %185 {alignment = 1 : i64} : !llvm.ptr -> i8
      %271 = llvm.icmp "ne" %270, %45 : i8
      %272 = llvm.and %271, %269 : i1
      %273 = llvm.zext %272 : i1 to i8
      %274 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %273, %274 {alignment = 1 : i64} : i8, !llvm.ptr
      %275 = llvm.icmp "sgt" %177, %33 : i32
      %276 = llvm.load %189 {alignment = 2 : i64} : !llvm.ptr -> i8
      %277 = llvm.icmp "ne" %276, %45 : i8
      %278 = llvm.and %277, %275 : i1
      %279 = llvm.zext %278 : i1 to i8
      %280 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %279, %280 {alignment = 2 : i64} : i8, !llvm.ptr
      %281 = llvm.icmp "sgt" %177, %33 : i32
      %282 = llvm.load %193 {alignment = 1 : i64} : !llvm.ptr -> i8
      %283 = llvm.icmp "ne" %282, %45 : i8
      %284 = llvm.and %283, %281 : i1
      %285 = llvm.zext %284 : i1 to i8
      %286 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %285, %286 {alignment = 1 : i64} : i8, !llvm.ptr
      %287 = llvm.icmp "sgt" %177, %33 : i32
      %288 = llvm.load %197 {alignment = 4 : i64} : !llvm.ptr -> i8
      %289 = llvm.icmp "ne" %288, %45 : i8
      %290 = llvm.and %289, %287 : i1
      %291 = llvm.zext %290 : i1 to i8
      %292 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %291, %292 {alignment = 4 : i64} : i8, !llvm.ptr
      %293 = llvm.icmp "sgt" %177, %33 : i32
      %294 = llvm.load %201 {alignment = 1 : i64} : !llvm.ptr -> i8
      %295 = llvm.icmp "ne" %294, %45 : i8
      %296 = llvm.and %295, %293 : i1
      %297 = llvm.zext %296 : i1 to i8
      %298 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %297, %298 {alignment = 1 : i64} : i8, !llvm.ptr
      %299 = llvm.icmp "sgt" %177, %33 : i32
      %300 = llvm.load %205 {alignment = 2 : i64} : !llvm.ptr -> i8
      %301 = llvm.icmp "ne" %300, %45 : i8
      %302 = llvm.and %301, %299 : i1
      %303 = llvm.zext %302 : i1 to i8
      %304 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %303, %304 {alignment = 2 : i64} : i8, !llvm.ptr
      %305 = llvm.icmp "sgt" %177, %33 : i32
      %306 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %307 = llvm.icmp "ne" %306, %45 : i8
      %308 = llvm.and %307, %305 : i1
      %309 = llvm.zext %308 : i1 to i8
      %310 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %309, %310 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %58, %69 {alignment = 32 : i64} : bf16, !llvm.ptr
      %311 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %311 {alignment = 2 : i64} : bf16, !llvm.ptr
      %312 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %312 {alignment = 4 : i64} : bf16, !llvm.ptr
      %313 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %313 {alignment = 2 : i64} : bf16, !llvm.ptr
      %314 = llvm.getelementptr %69[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %314 {alignment = 8 : i64} : bf16, !llvm.ptr
      %315 = llvm.getelementptr %69[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %315 {alignment = 2 : i64} : bf16, !llvm.ptr
      %316 = llvm.getelementptr %69[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %316 {alignment = 4 : i64} : bf16, !llvm.ptr
      %317 = llvm.getelementptr %69[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %317 {alignment = 2 : i64} : bf16, !llvm.ptr
      %318 = llvm.getelementptr %69[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %318 {alignment = 16 : i64} : bf16, !llvm.ptr
      %319 = llvm.getelementptr %69[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %319 {alignment = 2 : i64} : bf16, !llvm.ptr
      %320 = llvm.getelementptr %69[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %320 {alignment = 4 : i64} : bf16, !llvm.ptr
      %321 = llvm.getelementptr %69[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %321 {alignment = 2 : i64} : bf16, !llvm.ptr
      %322 = llvm.getelementptr %69[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %322 {alignment = 8 : i64} : bf16, !llvm.ptr
      %323 = llvm.getelementptr %69[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %323 {alignment = 2 : i64} : bf16, !llvm.ptr
      %324 = llvm.getelementptr %69[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %324 {alignment = 4 : i64} : bf16, !llvm.ptr
      %325 = llvm.getelementptr %69[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %325 {alignment = 2 : i64} : bf16, !llvm.ptr
      %326 = llvm.getelementptr %69[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %326 {alignment = 32 : i64} : bf16, !llvm.ptr
      %327 = llvm.getelementptr %69[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %327 {alignment = 2 : i64} : bf16, !llvm.ptr
      %328 = llvm.getelementptr %69[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %328 {alignment = 4 : i64} : bf16, !llvm.ptr
      %329 = llvm.getelementptr %69[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %329 {alignment = 2 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %69[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %330 {alignment = 8 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %69[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %331 {alignment = 2 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %69[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %332 {alignment = 4 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %69[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %333 {alignment = 2 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %69[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %334 {alignment = 16 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %69[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %335 {alignment = 2 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %69[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %336 {alignment = 4 : i64} : bf16, !llvm.ptr
      %337 = llvm.getelementptr %69[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %337 {alignment = 2 : i64} : bf16, !llvm.ptr
      %338 = llvm.getelementptr %69[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %338 {alignment = 8 : i64} : bf16, !llvm.ptr
      %339 = llvm.getelementptr %69[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %339 {alignment = 2 : i64} : bf16, !llvm.ptr
      %340 = llvm.getelementptr %69[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %340 {alignment = 4 : i64} : bf16, !llvm.ptr
      %341 = llvm.getelementptr %69[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %341 {alignment = 2 : i64} : bf16, !llvm.ptr
      %342 = llvm.getelementptr %69[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %342 {alignment = 32 : i64} : bf16, !llvm.ptr
      %343 = llvm.getelementptr %69[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %343 {alignment = 2 : i64} : bf16, !llvm.ptr
      %344 = llvm.getelementptr %69[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %344 {alignment = 4 : i64} : bf16, !llvm.ptr
      %345 = llvm.getelementptr %69[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %345 {alignment = 2 : i64} : bf16, !llvm.ptr
      %346 = llvm.getelementptr %69[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %346 {alignment = 8 : i64} : bf16, !llvm.ptr
      %347 = llvm.getelementptr %69[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %347 {alignment = 2 : i64} : bf16, !llvm.ptr
      %348 = llvm.getelementptr %69[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %348 {alignment = 4 : i64} : bf16, !llvm.ptr
      %349 = llvm.getelementptr %69[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %349 {alignment = 2 : i64} : bf16, !llvm.ptr
      %350 = llvm.getelementptr %69[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %350 {alignment = 16 : i64} : bf16, !llvm.ptr
      %351 = llvm.getelementptr %69[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %351 {alignment = 2 : i64} : bf16, !llvm.ptr
      %352 = llvm.getelementptr %69[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %352 {alignment = 4 : i64} : bf16, !llvm.ptr
      %353 = llvm.getelementptr %69[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %353 {alignment = 2 : i64} : bf16, !llvm.ptr
      %354 = llvm.getelementptr %69[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %354 {alignment = 8 : i64} : bf16, !llvm.ptr
      %355 = llvm.getelementptr %69[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %355 {alignment = 2 : i64} : bf16, !llvm.ptr
      %356 = llvm.getelementptr %69[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %356 {alignment = 4 : i64} : bf16, !llvm.ptr
      %357 = llvm.getelementptr %69[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %357 {alignment = 2 : i64} : bf16, !llvm.ptr
      %358 = llvm.getelementptr %69[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %358 {alignment = 32 : i64} : bf16, !llvm.ptr
      %359 = llvm.getelementptr %69[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %359 {alignment = 2 : i64} : bf16, !llvm.ptr
      %360 = llvm.getelementptr %69[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %360 {alignment = 4 : i64} : bf16, !llvm.ptr
      %361 = llvm.getelementptr %69[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %361 {alignment = 2 : i64} : bf16, !llvm.ptr
      %362 = llvm.getelementptr %69[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %362 {alignment = 8 : i64} : bf16, !llvm.ptr
      %363 = llvm.getelementptr %69[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %363 {alignment = 2 : i64} : bf16, !llvm.ptr
      %364 = llvm.getelementptr %69[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %364 {alignment = 4 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %69[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %365 {alignment = 2 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %69[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %366 {alignment = 16 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %69[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %367 {alignment = 2 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %69[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %368 {alignment = 4 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %69[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %369 {alignment = 2 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %69[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %370 {alignment = 8 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %69[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %371 {alignment = 2 : i64} : bf16, !llvm.ptr
      %372 = llvm.getelementptr %69[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %372 {alignment = 4 : i64} : bf16, !llvm.ptr
      %373 = llvm.getelementptr %69[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %373 {alignment = 2 : i64} : bf16, !llvm.ptr
      %374 = llvm.getelementptr %69[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %374 {alignment = 32 : i64} : bf16, !llvm.ptr
      %375 = llvm.getelementptr %69[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %375 {alignment = 2 : i64} : bf16, !llvm.ptr
      %376 = llvm.getelementptr %69[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %376 {alignment = 4 : i64} : bf16, !llvm.ptr
      %377 = llvm.getelementptr %69[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %377 {alignment = 2 : i64} : bf16, !llvm.ptr
      %378 = llvm.getelementptr %69[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %378 {alignment = 8 : i64} : bf16, !llvm.ptr
      %379 = llvm.getelementptr %69[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %379 {alignment = 2 : i64} : bf16, !llvm.ptr
      %380 = llvm.getelementptr %69[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %380 {alignment = 4 : i64} : bf16, !llvm.ptr
      %381 = llvm.getelementptr %69[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %381 {alignment = 2 : i64} : bf16, !llvm.ptr
      %382 = llvm.getelementptr %69[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %382 {alignment = 16 : i64} : bf16, !llvm.ptr
      %383 = llvm.getelementptr %69[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %383 {alignment = 2 : i64} : bf16, !llvm.ptr
      %384 = llvm.getelementptr %69[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %384 {alignment = 4 : i64} : bf16, !llvm.ptr
      %385 = llvm.getelementptr %69[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %385 {alignment = 2 : i64} : bf16, !llvm.ptr
      %386 = llvm.getelementptr %69[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %386 {alignment = 8 : i64} : bf16, !llvm.ptr
      %387 = llvm.getelementptr %69[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %387 {alignment = 2 : i64} : bf16, !llvm.ptr
      %388 = llvm.getelementptr %69[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %388 {alignment = 4 : i64} : bf16, !llvm.ptr
      %389 = llvm.getelementptr %69[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %389 {alignment = 2 : i64} : bf16, !llvm.ptr
      %390 = llvm.getelementptr %69[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %390 {alignment = 32 : i64} : bf16, !llvm.ptr
      %391 = llvm.getelementptr %69[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %391 {alignment = 2 : i64} : bf16, !llvm.ptr
      %392 = llvm.getelementptr %69[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %392 {alignment = 4 : i64} : bf16, !llvm.ptr
      %393 = llvm.getelementptr %69[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %393 {alignment = 2 : i64} : bf16, !llvm.ptr
      %394 = llvm.getelementptr %69[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %394 {alignment = 8 : i64} : bf16, !llvm.ptr
      %395 = llvm.getelementptr %69[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %395 {alignment = 2 : i64} : bf16, !llvm.ptr
      %396 = llvm.getelementptr %69[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %396 {alignment = 4 : i64} : bf16, !llvm.ptr
      %397 = llvm.getelementptr %69[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %397 {alignment = 2 : i64} : bf16, !llvm.ptr
      %398 = llvm.getelementptr %69[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %398 {alignment = 16 : i64} : bf16, !llvm.ptr
      %399 = llvm.getelementptr %69[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %399 {alignment = 2 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %69[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %400 {alignment = 4 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %69[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %401 {alignment = 2 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %69[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %402 {alignment = 8 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %69[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %403 {alignment = 2 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %69[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %404 {alignment = 4 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %69[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %405 {alignment = 2 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %69[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %406 {alignment = 32 : i64} : bf16, !llvm.ptr
      %407 = llvm.getelementptr %69[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %407 {alignment = 2 : i64} : bf16, !llvm.ptr
      %408 = llvm.getelementptr %69[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %408 {alignment = 4 : i64} : bf16, !llvm.ptr
      %409 = llvm.getelementptr %69[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %409 {alignment = 2 : i64} : bf16, !llvm.ptr
      %410 = llvm.getelementptr %69[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %410 {alignment = 8 : i64} : bf16, !llvm.ptr
      %411 = llvm.getelementptr %69[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %411 {alignment = 2 : i64} : bf16, !llvm.ptr
      %412 = llvm.getelementptr %69[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %412 {alignment = 4 : i64} : bf16, !llvm.ptr
      %413 = llvm.getelementptr %69[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %413 {alignment = 2 : i64} : bf16, !llvm.ptr
      %414 = llvm.getelementptr %69[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %414 {alignment = 16 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %69[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %415 {alignment = 2 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %69[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %416 {alignment = 4 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %69[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %417 {alignment = 2 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %69[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %418 {alignment = 8 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %69[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %419 {alignment = 2 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %69[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %420 {alignment = 4 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %69[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %421 {alignment = 2 : i64} : bf16, !llvm.ptr
      %422 = llvm.getelementptr %69[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %422 {alignment = 32 : i64} : bf16, !llvm.ptr
      %423 = llvm.getelementptr %69[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %423 {alignment = 2 : i64} : bf16, !llvm.ptr
      %424 = llvm.getelementptr %69[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %424 {alignment = 4 : i64} : bf16, !llvm.ptr
      %425 = llvm.getelementptr %69[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %425 {alignment = 2 : i64} : bf16, !llvm.ptr
      %426 = llvm.getelementptr %69[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %426 {alignment = 8 : i64} : bf16, !llvm.ptr
      %427 = llvm.getelementptr %69[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %427 {alignment = 2 : i64} : bf16, !llvm.ptr
      %428 = llvm.getelementptr %69[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %428 {alignment = 4 : i64} : bf16, !llvm.ptr
      %429 = llvm.getelementptr %69[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %429 {alignment = 2 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %69[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %430 {alignment = 16 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %69[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %431 {alignment = 2 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %69[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %432 {alignment = 4 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %69[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %433 {alignment = 2 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %69[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %434 {alignment = 8 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %69[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %435 {alignment = 2 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %69[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %436 {alignment = 4 : i64} : bf16, !llvm.ptr
      %437 = llvm.getelementptr %69[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %437 {alignment = 2 : i64} : bf16, !llvm.ptr
      %438 = llvm.getelementptr %69[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %438 {alignment = 32 : i64} : bf16, !llvm.ptr
      %439 = llvm.getelementptr %69[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %439 {alignment = 2 : i64} : bf16, !llvm.ptr
      %440 = llvm.getelementptr %69[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %440 {alignment = 4 : i64} : bf16, !llvm.ptr
      %441 = llvm.getelementptr %69[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %441 {alignment = 2 : i64} : bf16, !llvm.ptr
      %442 = llvm.getelementptr %69[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %442 {alignment = 8 : i64} : bf16, !llvm.ptr
      %443 = llvm.getelementptr %69[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %443 {alignment = 2 : i64} : bf16, !llvm.ptr
      %444 = llvm.getelementptr %69[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %444 {alignment = 4 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %69[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %445 {alignment = 2 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %69[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %446 {alignment = 16 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %69[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %447 {alignment = 2 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %69[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %448 {alignment = 4 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %69[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %449 {alignment = 2 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %69[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %450 {alignment = 8 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %69[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.getelementptr %69[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %452 {alignment = 4 : i64} : bf16, !llvm.ptr
      %453 = llvm.getelementptr %69[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %453 {alignment = 2 : i64} : bf16, !llvm.ptr
      %454 = llvm.getelementptr %69[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %454 {alignment = 32 : i64} : bf16, !llvm.ptr
      %455 = llvm.getelementptr %69[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %455 {alignment = 2 : i64} : bf16, !llvm.ptr
      %456 = llvm.getelementptr %69[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %456 {alignment = 4 : i64} : bf16, !llvm.ptr
      %457 = llvm.getelementptr %69[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %457 {alignment = 2 : i64} : bf16, !llvm.ptr
      %458 = llvm.getelementptr %69[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %458 {alignment = 8 : i64} : bf16, !llvm.ptr
      %459 = llvm.getelementptr %69[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %459 {alignment = 2 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %69[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %460 {alignment = 4 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %69[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %461 {alignment = 2 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %69[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %462 {alignment = 16 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %69[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %463 {alignment = 2 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %69[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %464 {alignment = 4 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %69[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %465 {alignment = 2 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %69[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %466 {alignment = 8 : i64} : bf16, !llvm.ptr
      %467 = llvm.getelementptr %69[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %467 {alignment = 2 : i64} : bf16, !llvm.ptr
      %468 = llvm.getelementptr %69[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %468 {alignment = 4 : i64} : bf16, !llvm.ptr
      %469 = llvm.getelementptr %69[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %469 {alignment = 2 : i64} : bf16, !llvm.ptr
      %470 = llvm.getelementptr %69[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %470 {alignment = 32 : i64} : bf16, !llvm.ptr
      %471 = llvm.getelementptr %69[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %471 {alignment = 2 : i64} : bf16, !llvm.ptr
      %472 = llvm.getelementptr %69[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %472 {alignment = 4 : i64} : bf16, !llvm.ptr
      %473 = llvm.getelementptr %69[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %473 {alignment = 2 : i64} : bf16, !llvm.ptr
      %474 = llvm.getelementptr %69[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %474 {alignment = 8 : i64} : bf16, !llvm.ptr
      %475 = llvm.getelementptr %69[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %475 {alignment = 2 : i64} : bf16, !llvm.ptr
      %476 = llvm.getelementptr %69[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %476 {alignment = 4 : i64} : bf16, !llvm.ptr
      %477 = llvm.getelementptr %69[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %477 {alignment = 2 : i64} : bf16, !llvm.ptr
      %478 = llvm.getelementptr %69[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %478 {alignment = 16 : i64} : bf16, !llvm.ptr
      %479 = llvm.getelementptr %69[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %479 {alignment = 2 : i64} : bf16, !llvm.ptr
      %480 = llvm.getelementptr %69[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %480 {alignment = 4 : i64} : bf16, !llvm.ptr
      %481 = llvm.getelementptr %69[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %481 {alignment = 2 : i64} : bf16, !llvm.ptr
      %482 = llvm.getelementptr %69[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %482 {alignment = 8 : i64} : bf16, !llvm.ptr
      %483 = llvm.getelementptr %69[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %483 {alignment = 2 : i64} : bf16, !llvm.ptr
      %484 = llvm.getelementptr %69[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %484 {alignment = 4 : i64} : bf16, !llvm.ptr
      %485 = llvm.getelementptr %69[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %485 {alignment = 2 : i64} : bf16, !llvm.ptr
      %486 = llvm.getelementptr %69[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %486 {alignment = 32 : i64} : bf16, !llvm.ptr
      %487 = llvm.getelementptr %69[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %487 {alignment = 2 : i64} : bf16, !llvm.ptr
      %488 = llvm.getelementptr %69[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %488 {alignment = 4 : i64} : bf16, !llvm.ptr
      %489 = llvm.getelementptr %69[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %489 {alignment = 2 : i64} : bf16, !llvm.ptr
      %490 = llvm.getelementptr %69[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %490 {alignment = 8 : i64} : bf16, !llvm.ptr
      %491 = llvm.getelementptr %69[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %491 {alignment = 2 : i64} : bf16, !llvm.ptr
      %492 = llvm.getelementptr %69[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %492 {alignment = 4 : i64} : bf16, !llvm.ptr
      %493 = llvm.getelementptr %69[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %493 {alignment = 2 : i64} : bf16, !llvm.ptr
      %494 = llvm.getelementptr %69[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %494 {alignment = 16 : i64} : bf16, !llvm.ptr
      %495 = llvm.getelementptr %69[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %495 {alignment = 2 : i64} : bf16, !llvm.ptr
      %496 = llvm.getelementptr %69[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %496 {alignment = 4 : i64} : bf16, !llvm.ptr
      %497 = llvm.getelementptr %69[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %497 {alignment = 2 : i64} : bf16, !llvm.ptr
      %498 = llvm.getelementptr %69[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %498 {alignment = 8 : i64} : bf16, !llvm.ptr
      %499 = llvm.getelementptr %69[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %499 {alignment = 2 : i64} : bf16, !llvm.ptr
      %500 = llvm.getelementptr %69[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %500 {alignment = 4 : i64} : bf16, !llvm.ptr
      %501 = llvm.getelementptr %69[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %501 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb1(%46 : i32)
    ^bb1(%502: i32):  // 2 preds: ^bb0, ^bb2
      %503 = llvm.icmp "slt" %502, %59 : i32
      llvm.cond_br %503, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %504 = llvm.mul %502, %60 overflow<nsw> : i32
      %505 = llvm.getelementptr %69[%504] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %506 = llvm.mul %502, %53 overflow<nsw> : i32
      %507 = llvm.getelementptr %160[%506] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %508 = llvm.load %505 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %508, %507 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %509 = llvm.add %502, %63 : i32
      llvm.br ^bb1(%509 : i32) {loop_annotation = #loop_annotation}
    ^bb3:  // pred: ^bb1
      llvm.store %58, %68 {alignment = 32 : i64} : bf16, !llvm.ptr
      %510 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %510 {alignment = 2 : i64} : bf16, !llvm.ptr
      %511 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %511 {alignment = 4 : i64} : bf16, !llvm.ptr
      %512 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %512 {alignment = 2 : i64} : bf16, !llvm.ptr
      %513 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %513 {alignment = 8 : i64} : bf16, !llvm.ptr
      %514 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %514 {alignment = 2 : i64} : bf16, !llvm.ptr
      %515 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %515 {alignment = 4 : i64} : bf16, !llvm.ptr
      %516 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %516 {alignment = 2 : i64} : bf16, !llvm.ptr
      %517 = llvm.getelementptr %68[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %517 {alignment = 16 : i64} : bf16, !llvm.ptr
      %518 = llvm.getelementptr %68[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %518 {alignment = 2 : i64} : bf16, !llvm.ptr
      %519 = llvm.getelementptr %68[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %519 {alignment = 4 : i64} : bf16, !llvm.ptr
      %520 = llvm.getelementptr %68[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %520 {alignment = 2 : i64} : bf16, !llvm.ptr
      %521 = llvm.getelementptr %68[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %521 {alignment = 8 : i64} : bf16, !llvm.ptr
      %522 = llvm.getelementptr %68[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %522 {alignment = 2 : i64} : bf16, !llvm.ptr
      %523 = llvm.getelementptr %68[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %523 {alignment = 4 : i64} : bf16, !llvm.ptr
      %524 = llvm.getelementptr %68[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %524 {alignment = 2 : i64} : bf16, !llvm.ptr
      %525 = llvm.getelementptr %68[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %525 {alignment = 32 : i64} : bf16, !llvm.ptr
      %526 = llvm.getelementptr %68[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %526 {alignment = 2 : i64} : bf16, !llvm.ptr
      %527 = llvm.getelementptr %68[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %527 {alignment = 4 : i64} : bf16, !llvm.ptr
      %528 = llvm.getelementptr %68[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %528 {alignment = 2 : i64} : bf16, !llvm.ptr
      %529 = llvm.getelementptr %68[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %529 {alignment = 8 : i64} : bf16, !llvm.ptr
      %530 = llvm.getelementptr %68[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %530 {alignment = 2 : i64} : bf16, !llvm.ptr
      %531 = llvm.getelementptr %68[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %531 {alignment = 4 : i64} : bf16, !llvm.ptr
      %532 = llvm.getelementptr %68[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %532 {alignment = 2 : i64} : bf16, !llvm.ptr
      %533 = llvm.getelementptr %68[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %533 {alignment = 16 : i64} : bf16, !llvm.ptr
      %534 = llvm.getelementptr %68[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %534 {alignment = 2 : i64} : bf16, !llvm.ptr
      %535 = llvm.getelementptr %68[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %535 {alignment = 4 : i64} : bf16, !llvm.ptr
      %536 = llvm.getelementptr %68[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %536 {alignment = 2 : i64} : bf16, !llvm.ptr
      %537 = llvm.getelementptr %68[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %537 {alignment = 8 : i64} : bf16, !llvm.ptr
      %538 = llvm.getelementptr %68[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %538 {alignment = 2 : i64} : bf16, !llvm.ptr
      %539 = llvm.getelementptr %68[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %539 {alignment = 4 : i64} : bf16, !llvm.ptr
      %540 = llvm.getelementptr %68[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %540 {alignment = 2 : i64} : bf16, !llvm.ptr
      %541 = llvm.getelementptr %68[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %541 {alignment = 32 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %68[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %542 {alignment = 2 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %68[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %543 {alignment = 4 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %68[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %544 {alignment = 2 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %68[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %545 {alignment = 8 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %68[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %546 {alignment = 2 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %68[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %547 {alignment = 4 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %68[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %548 {alignment = 2 : i64} : bf16, !llvm.ptr
      %549 = llvm.getelementptr %68[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %549 {alignment = 16 : i64} : bf16, !llvm.ptr
      %550 = llvm.getelementptr %68[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %550 {alignment = 2 : i64} : bf16, !llvm.ptr
      %551 = llvm.getelementptr %68[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %551 {alignment = 4 : i64} : bf16, !llvm.ptr
      %552 = llvm.getelementptr %68[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %552 {alignment = 2 : i64} : bf16, !llvm.ptr
      %553 = llvm.getelementptr %68[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %553 {alignment = 8 : i64} : bf16, !llvm.ptr
      %554 = llvm.getelementptr %68[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %554 {alignment = 2 : i64} : bf16, !llvm.ptr
      %555 = llvm.getelementptr %68[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %555 {alignment = 4 : i64} : bf16, !llvm.ptr
      %556 = llvm.getelementptr %68[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %556 {alignment = 2 : i64} : bf16, !llvm.ptr
      %557 = llvm.getelementptr %68[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %557 {alignment = 32 : i64} : bf16, !llvm.ptr
      %558 = llvm.getelementptr %68[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %558 {alignment = 2 : i64} : bf16, !llvm.ptr
      %559 = llvm.getelementptr %68[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %559 {alignment = 4 : i64} : bf16, !llvm.ptr
      %560 = llvm.getelementptr %68[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %560 {alignment = 2 : i64} : bf16, !llvm.ptr
      %561 = llvm.getelementptr %68[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %561 {alignment = 8 : i64} : bf16, !llvm.ptr
      %562 = llvm.getelementptr %68[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %562 {alignment = 2 : i64} : bf16, !llvm.ptr
      %563 = llvm.getelementptr %68[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %563 {alignment = 4 : i64} : bf16, !llvm.ptr
      %564 = llvm.getelementptr %68[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %564 {alignment = 2 : i64} : bf16, !llvm.ptr
      %565 = llvm.getelementptr %68[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %565 {alignment = 16 : i64} : bf16, !llvm.ptr
      %566 = llvm.getelementptr %68[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %566 {alignment = 2 : i64} : bf16, !llvm.ptr
      %567 = llvm.getelementptr %68[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %567 {alignment = 4 : i64} : bf16, !llvm.ptr
      %568 = llvm.getelementptr %68[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %568 {alignment = 2 : i64} : bf16, !llvm.ptr
      %569 = llvm.getelementptr %68[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %569 {alignment = 8 : i64} : bf16, !llvm.ptr
      %570 = llvm.getelementptr %68[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %570 {alignment = 2 : i64} : bf16, !llvm.ptr
      %571 = llvm.getelementptr %68[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %571 {alignment = 4 : i64} : bf16, !llvm.ptr
      %572 = llvm.getelementptr %68[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %572 {alignment = 2 : i64} : bf16, !llvm.ptr
      %573 = llvm.getelementptr %68[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %573 {alignment = 32 : i64} : bf16, !llvm.ptr
      %574 = llvm.getelementptr %68[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %574 {alignment = 2 : i64} : bf16, !llvm.ptr
      %575 = llvm.getelementptr %68[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %575 {alignment = 4 : i64} : bf16, !llvm.ptr
      %576 = llvm.getelementptr %68[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %576 {alignment = 2 : i64} : bf16, !llvm.ptr
      %577 = llvm.getelementptr %68[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %577 {alignment = 8 : i64} : bf16, !llvm.ptr
      %578 = llvm.getelementptr %68[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %578 {alignment = 2 : i64} : bf16, !llvm.ptr
      %579 = llvm.getelementptr %68[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %579 {alignment = 4 : i64} : bf16, !llvm.ptr
      %580 = llvm.getelementptr %68[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %580 {alignment = 2 : i64} : bf16, !llvm.ptr
      %581 = llvm.getelementptr %68[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %581 {alignment = 16 : i64} : bf16, !llvm.ptr
      %582 = llvm.getelementptr %68[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %582 {alignment = 2 : i64} : bf16, !llvm.ptr
      %583 = llvm.getelementptr %68[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %583 {alignment = 4 : i64} : bf16, !llvm.ptr
      %584 = llvm.getelementptr %68[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %584 {alignment = 2 : i64} : bf16, !llvm.ptr
      %585 = llvm.getelementptr %68[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %585 {alignment = 8 : i64} : bf16, !llvm.ptr
      %586 = llvm.getelementptr %68[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %586 {alignment = 2 : i64} : bf16, !llvm.ptr
      %587 = llvm.getelementptr %68[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %587 {alignment = 4 : i64} : bf16, !llvm.ptr
      %588 = llvm.getelementptr %68[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %588 {alignment = 2 : i64} : bf16, !llvm.ptr
      %589 = llvm.getelementptr %68[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %589 {alignment = 32 : i64} : bf16, !llvm.ptr
      %590 = llvm.getelementptr %68[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %590 {alignment = 2 : i64} : bf16, !llvm.ptr
      %591 = llvm.getelementptr %68[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %591 {alignment = 4 : i64} : bf16, !llvm.ptr
      %592 = llvm.getelementptr %68[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %592 {alignment = 2 : i64} : bf16, !llvm.ptr
      %593 = llvm.getelementptr %68[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %593 {alignment = 8 : i64} : bf16, !llvm.ptr
      %594 = llvm.getelementptr %68[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %594 {alignment = 2 : i64} : bf16, !llvm.ptr
      %595 = llvm.getelementptr %68[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %595 {alignment = 4 : i64} : bf16, !llvm.ptr
      %596 = llvm.getelementptr %68[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %596 {alignment = 2 : i64} : bf16, !llvm.ptr
      %597 = llvm.getelementptr %68[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %597 {alignment = 16 : i64} : bf16, !llvm.ptr
      %598 = llvm.getelementptr %68[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %598 {alignment = 2 : i64} : bf16, !llvm.ptr
      %599 = llvm.getelementptr %68[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %599 {alignment = 4 : i64} : bf16, !llvm.ptr
      %600 = llvm.getelementptr %68[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %600 {alignment = 2 : i64} : bf16, !llvm.ptr
      %601 = llvm.getelementptr %68[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %601 {alignment = 8 : i64} : bf16, !llvm.ptr
      %602 = llvm.getelementptr %68[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %602 {alignment = 2 : i64} : bf16, !llvm.ptr
      %603 = llvm.getelementptr %68[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %603 {alignment = 4 : i64} : bf16, !llvm.ptr
      %604 = llvm.getelementptr %68[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %604 {alignment = 2 : i64} : bf16, !llvm.ptr
      %605 = llvm.getelementptr %68[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %605 {alignment = 32 : i64} : bf16, !llvm.ptr
      %606 = llvm.getelementptr %68[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %606 {alignment = 2 : i64} : bf16, !llvm.ptr
      %607 = llvm.getelementptr %68[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %607 {alignment = 4 : i64} : bf16, !llvm.ptr
      %608 = llvm.getelementptr %68[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %608 {alignment = 2 : i64} : bf16, !llvm.ptr
      %609 = llvm.getelementptr %68[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %609 {alignment = 8 : i64} : bf16, !llvm.ptr
      %610 = llvm.getelementptr %68[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %610 {alignment = 2 : i64} : bf16, !llvm.ptr
      %611 = llvm.getelementptr %68[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %611 {alignment = 4 : i64} : bf16, !llvm.ptr
      %612 = llvm.getelementptr %68[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %612 {alignment = 2 : i64} : bf16, !llvm.ptr
      %613 = llvm.getelementptr %68[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %613 {alignment = 16 : i64} : bf16, !llvm.ptr
      %614 = llvm.getelementptr %68[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %614 {alignment = 2 : i64} : bf16, !llvm.ptr
      %615 = llvm.getelementptr %68[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %615 {alignment = 4 : i64} : bf16, !llvm.ptr
      %616 = llvm.getelementptr %68[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %616 {alignment = 2 : i64} : bf16, !llvm.ptr
      %617 = llvm.getelementptr %68[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %617 {alignment = 8 : i64} : bf16, !llvm.ptr
      %618 = llvm.getelementptr %68[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %618 {alignment = 2 : i64} : bf16, !llvm.ptr
      %619 = llvm.getelementptr %68[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %619 {alignment = 4 : i64} : bf16, !llvm.ptr
      %620 = llvm.getelementptr %68[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %620 {alignment = 2 : i64} : bf16, !llvm.ptr
      %621 = llvm.getelementptr %68[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %621 {alignment = 32 : i64} : bf16, !llvm.ptr
      %622 = llvm.getelementptr %68[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %622 {alignment = 2 : i64} : bf16, !llvm.ptr
      %623 = llvm.getelementptr %68[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %623 {alignment = 4 : i64} : bf16, !llvm.ptr
      %624 = llvm.getelementptr %68[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %624 {alignment = 2 : i64} : bf16, !llvm.ptr
      %625 = llvm.getelementptr %68[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %625 {alignment = 8 : i64} : bf16, !llvm.ptr
      %626 = llvm.getelementptr %68[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %626 {alignment = 2 : i64} : bf16, !llvm.ptr
      %627 = llvm.getelementptr %68[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %627 {alignment = 4 : i64} : bf16, !llvm.ptr
      %628 = llvm.getelementptr %68[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %628 {alignment = 2 : i64} : bf16, !llvm.ptr
      %629 = llvm.getelementptr %68[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %629 {alignment = 16 : i64} : bf16, !llvm.ptr
      %630 = llvm.getelementptr %68[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %630 {alignment = 2 : i64} : bf16, !llvm.ptr
      %631 = llvm.getelementptr %68[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %631 {alignment = 4 : i64} : bf16, !llvm.ptr
      %632 = llvm.getelementptr %68[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %632 {alignment = 2 : i64} : bf16, !llvm.ptr
      %633 = llvm.getelementptr %68[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %633 {alignment = 8 : i64} : bf16, !llvm.ptr
      %634 = llvm.getelementptr %68[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %634 {alignment = 2 : i64} : bf16, !llvm.ptr
      %635 = llvm.getelementptr %68[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %635 {alignment = 4 : i64} : bf16, !llvm.ptr
      %636 = llvm.getelementptr %68[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %636 {alignment = 2 : i64} : bf16, !llvm.ptr
      %637 = llvm.getelementptr %68[128] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %637 {alignment = 32 : i64} : bf16, !llvm.ptr
      %638 = llvm.getelementptr %68[129] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %638 {alignment = 2 : i64} : bf16, !llvm.ptr
      %639 = llvm.getelementptr %68[130] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %639 {alignment = 4 : i64} : bf16, !llvm.ptr
      %640 = llvm.getelementptr %68[131] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %640 {alignment = 2 : i64} : bf16, !llvm.ptr
      %641 = llvm.getelementptr %68[132] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %641 {alignment = 8 : i64} : bf16, !llvm.ptr
      %642 = llvm.getelementptr %68[133] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %642 {alignment = 2 : i64} : bf16, !llvm.ptr
      %643 = llvm.getelementptr %68[134] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %643 {alignment = 4 : i64} : bf16, !llvm.ptr
      %644 = llvm.getelementptr %68[135] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %644 {alignment = 2 : i64} : bf16, !llvm.ptr
      %645 = llvm.getelementptr %68[136] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %645 {alignment = 16 : i64} : bf16, !llvm.ptr
      %646 = llvm.getelementptr %68[137] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %646 {alignment = 2 : i64} : bf16, !llvm.ptr
      %647 = llvm.getelementptr %68[138] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %647 {alignment = 4 : i64} : bf16, !llvm.ptr
      %648 = llvm.getelementptr %68[139] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %648 {alignment = 2 : i64} : bf16, !llvm.ptr
      %649 = llvm.getelementptr %68[140] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %649 {alignment = 8 : i64} : bf16, !llvm.ptr
      %650 = llvm.getelementptr %68[141] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %650 {alignment = 2 : i64} : bf16, !llvm.ptr
      %651 = llvm.getelementptr %68[142] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %651 {alignment = 4 : i64} : bf16, !llvm.ptr
      %652 = llvm.getelementptr %68[143] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %652 {alignment = 2 : i64} : bf16, !llvm.ptr
      %653 = llvm.getelementptr %68[144] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %653 {alignment = 32 : i64} : bf16, !llvm.ptr
      %654 = llvm.getelementptr %68[145] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %654 {alignment = 2 : i64} : bf16, !llvm.ptr
      %655 = llvm.getelementptr %68[146] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %655 {alignment = 4 : i64} : bf16, !llvm.ptr
      %656 = llvm.getelementptr %68[147] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %656 {alignment = 2 : i64} : bf16, !llvm.ptr
      %657 = llvm.getelementptr %68[148] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %657 {alignment = 8 : i64} : bf16, !llvm.ptr
      %658 = llvm.getelementptr %68[149] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %658 {alignment = 2 : i64} : bf16, !llvm.ptr
      %659 = llvm.getelementptr %68[150] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %659 {alignment = 4 : i64} : bf16, !llvm.ptr
      %660 = llvm.getelementptr %68[151] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %660 {alignment = 2 : i64} : bf16, !llvm.ptr
      %661 = llvm.getelementptr %68[152] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %661 {alignment = 16 : i64} : bf16, !llvm.ptr
      %662 = llvm.getelementptr %68[153] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %662 {alignment = 2 : i64} : bf16, !llvm.ptr
      %663 = llvm.getelementptr %68[154] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %663 {alignment = 4 : i64} : bf16, !llvm.ptr
      %664 = llvm.getelementptr %68[155] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %664 {alignment = 2 : i64} : bf16, !llvm.ptr
      %665 = llvm.getelementptr %68[156] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %665 {alignment = 8 : i64} : bf16, !llvm.ptr
      %666 = llvm.getelementptr %68[157] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %666 {alignment = 2 : i64} : bf16, !llvm.ptr
      %667 = llvm.getelementptr %68[158] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %667 {alignment = 4 : i64} : bf16, !llvm.ptr
      %668 = llvm.getelementptr %68[159] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %668 {alignment = 2 : i64} : bf16, !llvm.ptr
      %669 = llvm.getelementptr %68[160] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %669 {alignment = 32 : i64} : bf16, !llvm.ptr
      %670 = llvm.getelementptr %68[161] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %670 {alignment = 2 : i64} : bf16, !llvm.ptr
      %671 = llvm.getelementptr %68[162] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %671 {alignment = 4 : i64} : bf16, !llvm.ptr
      %672 = llvm.getelementptr %68[163] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %672 {alignment = 2 : i64} : bf16, !llvm.ptr
      %673 = llvm.getelementptr %68[164] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %673 {alignment = 8 : i64} : bf16, !llvm.ptr
      %674 = llvm.getelementptr %68[165] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %674 {alignment = 2 : i64} : bf16, !llvm.ptr
      %675 = llvm.getelementptr %68[166] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %675 {alignment = 4 : i64} : bf16, !llvm.ptr
      %676 = llvm.getelementptr %68[167] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %676 {alignment = 2 : i64} : bf16, !llvm.ptr
      %677 = llvm.getelementptr %68[168] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %677 {alignment = 16 : i64} : bf16, !llvm.ptr
      %678 = llvm.getelementptr %68[169] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %678 {alignment = 2 : i64} : bf16, !llvm.ptr
      %679 = llvm.getelementptr %68[170] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %679 {alignment = 4 : i64} : bf16, !llvm.ptr
      %680 = llvm.getelementptr %68[171] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %680 {alignment = 2 : i64} : bf16, !llvm.ptr
      %681 = llvm.getelementptr %68[172] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %681 {alignment = 8 : i64} : bf16, !llvm.ptr
      %682 = llvm.getelementptr %68[173] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %682 {alignment = 2 : i64} : bf16, !llvm.ptr
      %683 = llvm.getelementptr %68[174] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %683 {alignment = 4 : i64} : bf16, !llvm.ptr
      %684 = llvm.getelementptr %68[175] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %684 {alignment = 2 : i64} : bf16, !llvm.ptr
      %685 = llvm.getelementptr %68[176] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %685 {alignment = 32 : i64} : bf16, !llvm.ptr
      %686 = llvm.getelementptr %68[177] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %686 {alignment = 2 : i64} : bf16, !llvm.ptr
      %687 = llvm.getelementptr %68[178] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %687 {alignment = 4 : i64} : bf16, !llvm.ptr
      %688 = llvm.getelementptr %68[179] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %688 {alignment = 2 : i64} : bf16, !llvm.ptr
      %689 = llvm.getelementptr %68[180] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %689 {alignment = 8 : i64} : bf16, !llvm.ptr
      %690 = llvm.getelementptr %68[181] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %690 {alignment = 2 : i64} : bf16, !llvm.ptr
      %691 = llvm.getelementptr %68[182] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %691 {alignment = 4 : i64} : bf16, !llvm.ptr
      %692 = llvm.getelementptr %68[183] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %692 {alignment = 2 : i64} : bf16, !llvm.ptr
      %693 = llvm.getelementptr %68[184] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %693 {alignment = 16 : i64} : bf16, !llvm.ptr
      %694 = llvm.getelementptr %68[185] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %694 {alignment = 2 : i64} : bf16, !llvm.ptr
      %695 = llvm.getelementptr %68[186] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %695 {alignment = 4 : i64} : bf16, !llvm.ptr
      %696 = llvm.getelementptr %68[187] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %696 {alignment = 2 : i64} : bf16, !llvm.ptr
      %697 = llvm.getelementptr %68[188] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %697 {alignment = 8 : i64} : bf16, !llvm.ptr
      %698 = llvm.getelementptr %68[189] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %698 {alignment = 2 : i64} : bf16, !llvm.ptr
      %699 = llvm.getelementptr %68[190] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %699 {alignment = 4 : i64} : bf16, !llvm.ptr
      %700 = llvm.getelementptr %68[191] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %58, %700 {alignment = 2 : i64} : bf16, !llvm.ptr
      llvm.br ^bb4(%46 : i32)
    ^bb4(%701: i32):  // 2 preds: ^bb3, ^bb5
      %702 = llvm.icmp "slt" %701, %59 : i32
      llvm.cond_br %702, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %703 = llvm.mul %701, %60 overflow<nsw> : i32
      %704 = llvm.getelementptr %68[%703] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %705 = llvm.mul %701, %53 overflow<nsw> : i32
      %706 = llvm.getelementptr %175[%705] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %707 = llvm.load %704 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %707, %706 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %708 = llvm.add %701, %63 : i32
      llvm.br ^bb4(%708 : i32) {loop_annotation = #loop_annotation}
    ^bb6:  // pred: ^bb4
      nvvm.barrier
      llvm.br ^bb7(%46 : i32)
    ^bb7(%709: i32):  // 2 preds: ^bb6, ^bb8
      %710 = llvm.icmp "slt" %709, %60 : i32
      llvm.cond_br %710, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %711 = llvm.mul %709, %8 overflow<nsw> : i32
      %712 = llvm.getelementptr %147[%711] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %713 = llvm.mul %709, %53 overflow<nsw> : i32
      %714 = llvm.getelementptr %160[%713] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %715 = llvm.getelementptr %71[%709] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %716 = llvm.load %715 {alignment = 1 : i64} : !llvm.ptr -> i8
      %717 = llvm.trunc %716 : i8 to i1
      %718 = llvm.select %717, %37, %46 : i1, i32
      nvvm.cp.async.shared.global %714, %712, 16, cache = cg, %718 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %719 = llvm.add %709, %63 : i32
      llvm.br ^bb7(%719 : i32) {loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%46, %46, %46 : i32, i32, i32)
    ^bb10(%720: i32, %721: i32, %722: i32):  // 2 preds: ^bb9, ^bb11
      %723 = llvm.icmp "slt" %720, %60 : i32
      llvm.cond_br %723, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %724 = llvm.mul %721, %7 overflow<nsw> : i32
      %725 = llvm.getelementptr %165[%724] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %726 = llvm.mul %721, %53 overflow<nsw> : i32
      %727 = llvm.getelementptr %175[%726] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %728 = llvm.getelementptr %70[%721] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %729 = llvm.load %728 {alignment = 1 : i64} : !llvm.ptr -> i8
      %730 = llvm.trunc %729 : i8 to i1
      %731 = llvm.select %730, %37, %46 : i1, i32
      nvvm.cp.async.shared.global %727, %725, 16, cache = cg, %731 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %732 = llvm.add %721, %63 : i32
      %733 = llvm.icmp "eq" %732, %60 : i32
      %734 = llvm.select %733, %46, %732 : i1, i32
      %735 = llvm.add %721, %63 : i32
      %736 = llvm.add %722, %63 : i32
      %737 = llvm.icmp "eq" %735, %60 : i32
      %738 = llvm.select %737, %736, %722 : i1, i32
      %739 = llvm.add %720, %63 : i32
      llvm.br ^bb10(%739, %734, %738 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %740 = llvm.getelementptr %147[64000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %741 = llvm.getelementptr %160[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb13(%46 : i32)
    ^bb13(%742: i32):  // 2 preds: ^bb12, ^bb14
      %743 = llvm.icmp "slt" %742, %60 : i32
      llvm.cond_br %743, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %744 = llvm.mul %742, %8 overflow<nsw> : i32
      %745 = llvm.getelementptr %740[%744] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %746 = llvm.mul %742, %53 overflow<nsw> : i32
      %747 = llvm.getelementptr %741[%746] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %748 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %749 = llvm.trunc %748 : i8 to i1
      %750 = llvm.select %749, %37, %46 : i1, i32
      nvvm.cp.async.shared.global %747, %745, 16, cache = cg, %750 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %751 = llvm.add %742, %63 : i32
      llvm.br ^bb13(%751 : i32) {loop_annotation = #loop_annotation}
    ^bb15:  // pred: ^bb13
      %752 = llvm.getelementptr %165[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %753 = llvm.getelementptr %175[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.br ^bb16(%46, %46, %46 : i32, i32, i32)
    ^bb16(%754: i32, %755: i32, %756: i32):  // 2 preds: ^bb15, ^bb17
      %757 = llvm.icmp "slt" %754, %60 : i32
      llvm.cond_br %757, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %758 = llvm.mul %755, %7 overflow<nsw> : i32
      %759 = llvm.getelementptr %752[%758] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %760 = llvm.mul %755, %53 overflow<nsw> : i32
      %761 = llvm.getelementptr %753[%760] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %762 = llvm.getelementptr %72[%755] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %763 = llvm.load %762 {alignment = 1 : i64} : !llvm.ptr -> i8
      %764 = llvm.trunc %763 : i8 to i1
      %765 = llvm.select %764, %37, %46 : i1, i32
      nvvm.cp.async.shared.global %761, %759, 16, cache = cg, %765 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %766 = llvm.add %755, %63 : i32
      %767 = llvm.icmp "eq" %766, %60 : i32
      %768 = llvm.select %767, %46, %766 : i1, i32
      %769 = llvm.add %755, %63 : i32
      %770 = llvm.add %756, %63 : i32
      %771 = llvm.icmp "eq" %769, %60 : i32
      %772 = llvm.select %771, %770, %756 : i1, i32
      %773 = llvm.add %754, %63 : i32
      llvm.br ^bb16(%773, %768, %772 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb16
      nvvm.cp.async.commit.group
      %774 = llvm.srem %83, %49 : i32
      %775 = llvm.sdiv %83, %49 : i32
      %776 = llvm.srem %775, %39 : i32
      %777 = llvm.sdiv %83, %40 : i32
      %778 = llvm.srem %777, %39 : i32
      %779 = llvm.srem %774, %49 : i32
      %780 = llvm.srem %776, %39 : i32
      %781 = llvm.srem %778, %39 : i32
      %782 = llvm.sdiv %779, %47 : i32
      %783 = llvm.srem %779, %47 : i32
      %784 = llvm.mul %783, %39 overflow<nsw> : i32
      %785 = llvm.mul %782, %50 overflow<nsw> : i32
      %786 = llvm.add %784, %785 overflow<nsw> : i32
      %787 = llvm.mul %780, %51 overflow<nsw> : i32
      %788 = llvm.mul %781, %60 overflow<nsw> : i32
      %789 = llvm.add %787, %788 overflow<nsw> : i32
      %790 = llvm.add %786, %789 overflow<nsw> : i32
      %791 = llvm.getelementptr %131[%790] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %52, %65 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %792 = llvm.mul %149, %40 overflow<nsw> : i32
      %793 = llvm.mul %154, %60 overflow<nsw> : i32
      %794 = llvm.add %792, %793 overflow<nsw> : i32
      %795 = llvm.sdiv %151, %39 : i32
      %796 = llvm.srem %795, %39 : i32
      %797 = llvm.mul %796, %37 overflow<nsw> : i32
      %798 = llvm.add %794, %797 overflow<nsw> : i32
      %799 = llvm.srem %151, %39 : i32
      %800 = llvm.mul %799, %53 overflow<nsw> : i32
      %801 = llvm.and %798, %54 : i32
      %802 = llvm.icmp "eq" %801, %46 : i32
      %803 = llvm.select %802, %49, %55 : i1, i32
      %804 = llvm.and %798, %42 : i32
      %805 = llvm.lshr %804, %43 : i32
      %806 = llvm.xor %798, %805 : i32
      %807 = llvm.add %806, %800 overflow<nsw> : i32
      %808 = llvm.getelementptr %79[%807] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %809 = llvm.sdiv %795, %39 : i32
      %810 = llvm.mul %809, %41 overflow<nsw> : i32
      %811 = llvm.add %800, %810 overflow<nsw> : i32
      %812 = llvm.and %794, %62 : i32
      %813 = llvm.icmp "eq" %812, %46 : i32
      %814 = llvm.select %813, %37, %56 : i1, i32
      %815 = llvm.and %794, %54 : i32
      %816 = llvm.icmp "eq" %815, %46 : i32
      %817 = llvm.select %816, %49, %55 : i1, i32
      %818 = llvm.and %794, %42 : i32
      %819 = llvm.lshr %818, %43 : i32
      %820 = llvm.xor %794, %819 : i32
      %821 = llvm.add %820, %811 overflow<nsw> : i32
      %822 = llvm.getelementptr %82[%821] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb19(%46, %46, %46 : i32, i32, i32)
    ^bb19(%823: i32, %824: i32, %825: i32):  // 2 preds: ^bb18, ^bb20
      %826 = llvm.icmp "slt" %823, %47 : i32
      llvm.cond_br %826, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %827 = llvm.srem %823, %39 : i32
      %828 = llvm.mul %827, %803 overflow<nsw> : i32
      %829 = llvm.mul %825, %41 overflow<nsw> : i32
      %830 = llvm.add %828, %829 overflow<nsw> : i32
      %831 = llvm.getelementptr %808[%830] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %832 = llvm.mul %823, %60 overflow<nsw> : i32
      %833 = llvm.getelementptr %67[%832] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %834 = nvvm.ldmatrix %831 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %835 = llvm.extractvalue %834[0] : !llvm_struct_a37b2a
      %836 = llvm.extractvalue %834[1] : !llvm_struct_a37b2a
      %837 = llvm.extractvalue %834[2] : !llvm_struct_a37b2a
      %838 = llvm.extractvalue %834[3] : !llvm_struct_a37b2a
      llvm.store %835, %833 {alignment = 4 : i64} : i32, !llvm.ptr
      %839 = llvm.getelementptr %833[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %836, %839 {alignment = 4 : i64} : i32, !llvm.ptr
      %840 = llvm.getelementptr %833[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %837, %840 {alignment = 4 : i64} : i32, !llvm.ptr
      %841 = llvm.getelementptr %833[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %838, %841 {alignment = 4 : i64} : i32, !llvm.ptr
      %842 = llvm.add %824, %63 : i32
      %843 = llvm.icmp "eq" %842, %39 : i32
      %844 = llvm.select %843, %46, %842 : i1, i32
      %845 = llvm.add %824, %63 : i32
      %846 = llvm.add %825, %63 : i32
      %847 = llvm.icmp "eq" %845, %39 : i32
      %848 = llvm.select %847, %846, %825 : i1, i32
      %849 = llvm.add %823, %63 : i32
      llvm.br ^bb19(%849, %844, %848 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb19
      llvm.br ^bb22(%46 : i32)
    ^bb22(%850: i32):  // 2 preds: ^bb21, ^bb23
      %851 = llvm.icmp "slt" %850, %47 : i32
      llvm.cond_br %851, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %852 = llvm.mul %850, %4 overflow<nsw> : i32
      %853 = llvm.getelementptr %822[%852] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %854 = llvm.mul %850, %60 overflow<nsw> : i32
      %855 = llvm.getelementptr %66[%854] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %856 = nvvm.ldmatrix %853 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %857 = llvm.extractvalue %856[0] : !llvm_struct_a37b2a
      %858 = llvm.extractvalue %856[1] : !llvm_struct_a37b2a
      %859 = llvm.extractvalue %856[2] : !llvm_struct_a37b2a
      %860 = llvm.extractvalue %856[3] : !llvm_struct_a37b2a
      llvm.store %857, %855 {alignment = 4 : i64} : i32, !llvm.ptr
      %861 = llvm.getelementptr %855[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %858, %861 {alignment = 4 : i64} : i32, !llvm.ptr
      %862 = llvm.getelementptr %855[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %859, %862 {alignment = 4 : i64} : i32, !llvm.ptr
      %863 = llvm.getelementptr %855[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %860, %863 {alignment = 4 : i64} : i32, !llvm.ptr
      %864 = llvm.add %850, %63 : i32
      llvm.br ^bb22(%864 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb22
      %865 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %866 = llvm.getelementptr %66[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %867 = llvm.getelementptr %67[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %868 = llvm.getelementptr %66[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %869 = llvm.getelementptr %67[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %870 = llvm.add %814, %817 overflow<nsw> : i32
      %871 = llvm.getelementptr %66[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb25(%46, %39, %46 : i32, i32, i32)
    ^bb25(%872: i32, %873: i32, %874: i32):  // 2 preds: ^bb24, ^bb82
      %875 = llvm.icmp "slt" %872, %48 : i32
      llvm.cond_br %875, ^bb26, ^bb83
    ^bb26:  // pred: ^bb25
      %876 = llvm.mul %874, %5 overflow<nsw> : i32
      %877 = llvm.add %876, %4 overflow<nsw> : i32
      %878 = llvm.getelementptr %808[%877] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb27(%46, %46, %46 : i32, i32, i32)
    ^bb27(%879: i32, %880: i32, %881: i32):  // 2 preds: ^bb26, ^bb28
      %882 = llvm.icmp "slt" %879, %47 : i32
      llvm.cond_br %882, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %883 = llvm.srem %879, %39 : i32
      %884 = llvm.mul %883, %803 overflow<nsw> : i32
      %885 = llvm.mul %881, %41 overflow<nsw> : i32
      %886 = llvm.add %884, %885 overflow<nsw> : i32
      %887 = llvm.getelementptr %878[%886] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %888 = llvm.mul %879, %60 overflow<nsw> : i32
      %889 = llvm.getelementptr %865[%888] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %890 = nvvm.ldmatrix %887 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %891 = llvm.extractvalue %890[0] : !llvm_struct_a37b2a
      %892 = llvm.extractvalue %890[1] : !llvm_struct_a37b2a
      %893 = llvm.extractvalue %890[2] : !llvm_struct_a37b2a
      %894 = llvm.extractvalue %890[3] : !llvm_struct_a37b2a
      llvm.store %891, %889 {alignment = 4 : i64} : i32, !llvm.ptr
      %895 = llvm.getelementptr %889[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %892, %895 {alignment = 4 : i64} : i32, !llvm.ptr
      %896 = llvm.getelementptr %889[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %893, %896 {alignment = 4 : i64} : i32, !llvm.ptr
      %897 = llvm.getelementptr %889[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %894, %897 {alignment = 4 : i64} : i32, !llvm.ptr
      %898 = llvm.add %880, %63 : i32
      %899 = llvm.icmp "eq" %898, %39 : i32
      %900 = llvm.select %899, %46, %898 : i1, i32
      %901 = llvm.add %880, %63 : i32
      %902 = llvm.add %881, %63 : i32
      %903 = llvm.icmp "eq" %901, %39 : i32
      %904 = llvm.select %903, %902, %881 : i1, i32
      %905 = llvm.add %879, %63 : i32
      llvm.br ^bb27(%905, %900, %904 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb27
      %906 = llvm.mul %874, %5 overflow<nsw> : i32
      %907 = llvm.add %814, %906 overflow<nsw> : i32
      %908 = llvm.getelementptr %822[%907] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb30(%46 : i32)
    ^bb30(%909: i32):  // 2 preds: ^bb29, ^bb31
      %910 = llvm.icmp "slt" %909, %47 : i32
      llvm.cond_br %910, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %911 = llvm.mul %909, %4 overflow<nsw> : i32
      %912 = llvm.getelementptr %908[%911] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %913 = llvm.mul %909, %60 overflow<nsw> : i32
      %914 = llvm.getelementptr %866[%913] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %915 = nvvm.ldmatrix %912 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %916 = llvm.extractvalue %915[0] : !llvm_struct_a37b2a
      %917 = llvm.extractvalue %915[1] : !llvm_struct_a37b2a
      %918 = llvm.extractvalue %915[2] : !llvm_struct_a37b2a
      %919 = llvm.extractvalue %915[3] : !llvm_struct_a37b2a
      llvm.store %916, %914 {alignment = 4 : i64} : i32, !llvm.ptr
      %920 = llvm.getelementptr %914[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %917, %920 {alignment = 4 : i64} : i32, !llvm.ptr
      %921 = llvm.getelementptr %914[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %918, %921 {alignment = 4 : i64} : i32, !llvm.ptr
      %922 = llvm.getelementptr %914[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %919, %922 {alignment = 4 : i64} : i32, !llvm.ptr
      %923 = llvm.add %909, %63 : i32
      llvm.br ^bb30(%923 : i32) {loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb30
      %924 = llvm.add %872, %39 : i32
      %925 = llvm.icmp "slt" %924, %48 : i32
      llvm.cond_br %925, ^bb33, ^bb40
    ^bb33:  // pred: ^bb32
      %926 = llvm.mul %924, %6 overflow<nsw> : i32
      %927 = llvm.getelementptr %147[%926] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %928 = llvm.mul %873, %5 overflow<nsw> : i32
      %929 = llvm.getelementptr %160[%928] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb34(%46 : i32)
    ^bb34(%930: i32):  // 2 preds: ^bb33, ^bb35
      %931 = llvm.icmp "slt" %930, %60 : i32
      llvm.cond_br %931, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %932 = llvm.mul %930, %8 overflow<nsw> : i32
      %933 = llvm.getelementptr %927[%932] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %934 = llvm.mul %930, %53 overflow<nsw> : i32
      %935 = llvm.getelementptr %929[%934] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %936 = llvm.load %73 {alignment = 32 : i64} : !llvm.ptr -> i8
      %937 = llvm.trunc %936 : i8 to i1
      %938 = llvm.select %937, %37, %46 : i1, i32
      nvvm.cp.async.shared.global %935, %933, 16, cache = cg, %938 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %939 = llvm.add %930, %63 : i32
      llvm.br ^bb34(%939 : i32) {loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb34
      %940 = llvm.mul %924, %40 overflow<nsw> : i32
      %941 = llvm.getelementptr %165[%940] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %942 = llvm.mul %873, %5 overflow<nsw> : i32
      %943 = llvm.getelementptr %175[%942] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb37(%46, %46, %46 : i32, i32, i32)
    ^bb37(%944: i32, %945: i32, %946: i32):  // 2 preds: ^bb36, ^bb38
      %947 = llvm.icmp "slt" %944, %60 : i32
      llvm.cond_br %947, ^bb38, ^bb39
    ^bb38:  // pred: ^bb37
      %948 = llvm.mul %945, %7 overflow<nsw> : i32
      %949 = llvm.getelementptr %941[%948] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %950 = llvm.mul %945, %53 overflow<nsw> : i32
      %951 = llvm.getelementptr %943[%950] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %952 = llvm.getelementptr %72[%945] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %953 = llvm.load %952 {alignment = 1 : i64} : !llvm.ptr -> i8
      %954 = llvm.trunc %953 : i8 to i1
      %955 = llvm.select %954, %37, %46 : i1, i32
      nvvm.cp.async.shared.global %951, %949, 16, cache = cg, %955 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      %956 = llvm.add %945, %63 : i32
      %957 = llvm.icmp "eq" %956, %60 : i32
      %958 = llvm.select %957, %46, %956 : i1, i32
      %959 = llvm.add %945, %63 : i32
      %960 = llvm.add %946, %63 : i32
      %961 = llvm.icmp "eq" %959, %60 : i32
      %962 = llvm.select %961, %960, %946 : i1, i32
      %963 = llvm.add %944, %63 : i32
      llvm.br ^bb37(%963, %958, %962 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb39:  // pred: ^bb37
      llvm.br ^bb40
    ^bb40:  // 2 preds: ^bb32, ^bb39
      nvvm.cp.async.commit.group
      llvm.br ^bb41(%46, %46, %46 : i32, i32, i32)
    ^bb41(%964: i32, %965: i32, %966: i32):  // 2 preds: ^bb40, ^bb45
      %967 = llvm.icmp "slt" %964, %47 : i32
      llvm.cond_br %967, ^bb42, ^bb46
    ^bb42:  // pred: ^bb41
      %968 = llvm.srem %964, %39 : i32
      %969 = llvm.mul %968, %60 overflow<nsw> : i32
      %970 = llvm.mul %966, %37 overflow<nsw> : i32
      %971 = llvm.add %969, %970 overflow<nsw> : i32
      %972 = llvm.getelementptr %67[%971] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb43(%46 : i32)
    ^bb43(%973: i32):  // 2 preds: ^bb42, ^bb44
      %974 = llvm.icmp "slt" %973, %60 : i32
      llvm.cond_br %974, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %975 = llvm.mul %973, %47 overflow<nsw> : i32
      %976 = llvm.getelementptr %66[%975] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %977 = llvm.mul %964, %47 overflow<nsw> : i32
      %978 = llvm.mul %973, %37 overflow<nsw> : i32
      %979 = llvm.add %977, %978 overflow<nsw> : i32
      %980 = llvm.getelementptr %65[%979] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %981 = llvm.load %972 : !llvm.ptr -> vector<4xi32>
      %982 = llvm.mlir.constant(0 : i64) : i64
      %983 = llvm.extractelement %981[%982 : i64] : vector<4xi32>
      %984 = llvm.mlir.constant(1 : i64) : i64
      %985 = llvm.extractelement %981[%984 : i64] : vector<4xi32>
      %986 = llvm.mlir.constant(2 : i64) : i64
      %987 = llvm.extractelement %981[%986 : i64] : vector<4xi32>
      %988 = llvm.mlir.constant(3 : i64) : i64
      %989 = llvm.extractelement %981[%988 : i64] : vector<4xi32>
      %990 = llvm.load %976 : !llvm.ptr -> vector<2xi32>
      %991 = llvm.mlir.constant(0 : i64) : i64
      %992 = llvm.extractelement %990[%991 : i64] : vector<2xi32>
      %993 = llvm.mlir.constant(1 : i64) : i64
      %994 = llvm.extractelement %990[%993 : i64] : vector<2xi32>
      %995 = llvm.load %980 : !llvm.ptr -> vector<4xf32>
      %996 = llvm.mlir.constant(0 : i64) : i64
      %997 = llvm.extractelement %995[%996 : i64] : vector<4xf32>
      %998 = llvm.mlir.constant(1 : i64) : i64
      %999 = llvm.extractelement %995[%998 : i64] : vector<4xf32>
      %1000 = llvm.mlir.constant(2 : i64) : i64
      %1001 = llvm.extractelement %995[%1000 : i64] : vector<4xf32>
      %1002 = llvm.mlir.constant(3 : i64) : i64
      %1003 = llvm.extractelement %995[%1002 : i64] : vector<4xf32>
      %1004 = nvvm.mma.sync A[%983, %985, %987, %989]  B[%992, %994]  C[%997, %999, %1001, %1003]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1005 = llvm.extractvalue %1004[0] : !llvm_struct_687153
      %1006 = llvm.extractvalue %1004[1] : !llvm_struct_687153
      %1007 = llvm.extractvalue %1004[2] : !llvm_struct_687153
      %1008 = llvm.extractvalue %1004[3] : !llvm_struct_687153
      %1009 = llvm.mlir.poison : vector<4xf32>
      %1010 = llvm.mlir.constant(0 : i64) : i64
      %1011 = llvm.insertelement %1005, %1009[%1010 : i64] : vector<4xf32>
      %1012 = llvm.mlir.constant(1 : i64) : i64
      %1013 = llvm.insertelement %1006, %1011[%1012 : i64] : vector<4xf32>
      %1014 = llvm.mlir.constant(2 : i64) : i64
      %1015 = llvm.insertelement %1007, %1013[%1014 : i64] : vector<4xf32>
      %1016 = llvm.mlir.constant(3 : i64) : i64
      %1017 = llvm.insertelement %1008, %1015[%1016 : i64] : vector<4xf32>
      llvm.store %1017, %980 : vector<4xf32>, !llvm.ptr
      %1018 = llvm.add %973, %63 : i32
      llvm.br ^bb43(%1018 : i32) {loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb43
      %1019 = llvm.add %965, %63 : i32
      %1020 = llvm.icmp "eq" %1019, %39 : i32
      %1021 = llvm.select %1020, %46, %1019 : i1, i32
      %1022 = llvm.add %965, %63 : i32
      %1023 = llvm.add %966, %63 : i32
      %1024 = llvm.icmp "eq" %1022, %39 : i32
      %1025 = llvm.select %1024, %1023, %966 : i1, i32
      %1026 = llvm.add %964, %63 : i32
      llvm.br ^bb41(%1026, %1021, %1025 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb41
      %1027 = llvm.mul %874, %5 overflow<nsw> : i32
      %1028 = llvm.add %1027, %3 overflow<nsw> : i32
      %1029 = llvm.getelementptr %808[%1028] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb47(%46, %46, %46 : i32, i32, i32)
    ^bb47(%1030: i32, %1031: i32, %1032: i32):  // 2 preds: ^bb46, ^bb48
      %1033 = llvm.icmp "slt" %1030, %47 : i32
      llvm.cond_br %1033, ^bb48, ^bb49
    ^bb48:  // pred: ^bb47
      %1034 = llvm.srem %1030, %39 : i32
      %1035 = llvm.mul %1034, %803 overflow<nsw> : i32
      %1036 = llvm.mul %1032, %41 overflow<nsw> : i32
      %1037 = llvm.add %1035, %1036 overflow<nsw> : i32
      %1038 = llvm.getelementptr %1029[%1037] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1039 = llvm.mul %1030, %60 overflow<nsw> : i32
      %1040 = llvm.getelementptr %867[%1039] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1041 = nvvm.ldmatrix %1038 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1042 = llvm.extractvalue %1041[0] : !llvm_struct_a37b2a
      %1043 = llvm.extractvalue %1041[1] : !llvm_struct_a37b2a
      %1044 = llvm.extractvalue %1041[2] : !llvm_struct_a37b2a
      %1045 = llvm.extractvalue %1041[3] : !llvm_struct_a37b2a
      llvm.store %1042, %1040 {alignment = 4 : i64} : i32, !llvm.ptr
      %1046 = llvm.getelementptr %1040[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1043, %1046 {alignment = 4 : i64} : i32, !llvm.ptr
      %1047 = llvm.getelementptr %1040[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1044, %1047 {alignment = 4 : i64} : i32, !llvm.ptr
      %1048 = llvm.getelementptr %1040[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1045, %1048 {alignment = 4 : i64} : i32, !llvm.ptr
      %1049 = llvm.add %1031, %63 : i32
      %1050 = llvm.icmp "eq" %1049, %39 : i32
      %1051 = llvm.select %1050, %46, %1049 : i1, i32
      %1052 = llvm.add %1031, %63 : i32
      %1053 = llvm.add %1032, %63 : i32
      %1054 = llvm.icmp "eq" %1052, %39 : i32
      %1055 = llvm.select %1054, %1053, %1032 : i1, i32
      %1056 = llvm.add %1030, %63 : i32
      llvm.br ^bb47(%1056, %1051, %1055 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb49:  // pred: ^bb47
      %1057 = llvm.mul %874, %5 overflow<nsw> : i32
      %1058 = llvm.add %817, %1057 overflow<nsw> : i32
      %1059 = llvm.getelementptr %822[%1058] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb50(%46 : i32)
    ^bb50(%1060: i32):  // 2 preds: ^bb49, ^bb51
      %1061 = llvm.icmp "slt" %1060, %47 : i32
      llvm.cond_br %1061, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %1062 = llvm.mul %1060, %4 overflow<nsw> : i32
      %1063 = llvm.getelementptr %1059[%1062] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1064 = llvm.mul %1060, %60 overflow<nsw> : i32
      %1065 = llvm.getelementptr %868[%1064] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1066 = nvvm.ldmatrix %1063 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1067 = llvm.extractvalue %1066[0] : !llvm_struct_a37b2a
      %1068 = llvm.extractvalue %1066[1] : !llvm_struct_a37b2a
      %1069 = llvm.extractvalue %1066[2] : !llvm_struct_a37b2a
      %1070 = llvm.extractvalue %1066[3] : !llvm_struct_a37b2a
      llvm.store %1067, %1065 {alignment = 4 : i64} : i32, !llvm.ptr
      %1071 = llvm.getelementptr %1065[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1068, %1071 {alignment = 4 : i64} : i32, !llvm.ptr
      %1072 = llvm.getelementptr %1065[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1069, %1072 {alignment = 4 : i64} : i32, !llvm.ptr
      %1073 = llvm.getelementptr %1065[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1070, %1073 {alignment = 4 : i64} : i32, !llvm.ptr
      %1074 = llvm.add %1060, %63 : i32
      llvm.br ^bb50(%1074 : i32) {loop_annotation = #loop_annotation}
    ^bb52:  // pred: ^bb50
      llvm.br ^bb53(%46, %46, %46 : i32, i32, i32)
    ^bb53(%1075: i32, %1076: i32, %1077: i32):  // 2 preds: ^bb52, ^bb57
      %1078 = llvm.icmp "slt" %1075, %47 : i32
      llvm.cond_br %1078, ^bb54, ^bb58
    ^bb54:  // pred: ^bb53
      %1079 = llvm.srem %1075, %39 : i32
      %1080 = llvm.mul %1079, %60 overflow<nsw> : i32
      %1081 = llvm.mul %1077, %37 overflow<nsw> : i32
      %1082 = llvm.add %1080, %1081 overflow<nsw> : i32
      %1083 = llvm.getelementptr %865[%1082] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb55(%46 : i32)
    ^bb55(%1084: i32):  // 2 preds: ^bb54, ^bb56
      %1085 = llvm.icmp "slt" %1084, %60 : i32
      llvm.cond_br %1085, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %1086 = llvm.mul %1084, %47 overflow<nsw> : i32
      %1087 = llvm.getelementptr %866[%1086] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1088 = llvm.mul %1075, %47 overflow<nsw> : i32
      %1089 = llvm.mul %1084, %37 overflow<nsw> : i32
      %1090 = llvm.add %1088, %1089 overflow<nsw> : i32
      %1091 = llvm.getelementptr %65[%1090] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1092 = llvm.load %1083 : !llvm.ptr -> vector<4xi32>
      %1093 = llvm.mlir.constant(0 : i64) : i64
      %1094 = llvm.extractelement %1092[%1093 : i64] : vector<4xi32>
      %1095 = llvm.mlir.constant(1 : i64) : i64
      %1096 = llvm.extractelement %1092[%1095 : i64] : vector<4xi32>
      %1097 = llvm.mlir.constant(2 : i64) : i64
      %1098 = llvm.extractelement %1092[%1097 : i64] : vector<4xi32>
      %1099 = llvm.mlir.constant(3 : i64) : i64
      %1100 = llvm.extractelement %1092[%1099 : i64] : vector<4xi32>
      %1101 = llvm.load %1087 : !llvm.ptr -> vector<2xi32>
      %1102 = llvm.mlir.constant(0 : i64) : i64
      %1103 = llvm.extractelement %1101[%1102 : i64] : vector<2xi32>
      %1104 = llvm.mlir.constant(1 : i64) : i64
      %1105 = llvm.extractelement %1101[%1104 : i64] : vector<2xi32>
      %1106 = llvm.load %1091 : !llvm.ptr -> vector<4xf32>
      %1107 = llvm.mlir.constant(0 : i64) : i64
      %1108 = llvm.extractelement %1106[%1107 : i64] : vector<4xf32>
      %1109 = llvm.mlir.constant(1 : i64) : i64
      %1110 = llvm.extractelement %1106[%1109 : i64] : vector<4xf32>
      %1111 = llvm.mlir.constant(2 : i64) : i64
      %1112 = llvm.extractelement %1106[%1111 : i64] : vector<4xf32>
      %1113 = llvm.mlir.constant(3 : i64) : i64
      %1114 = llvm.extractelement %1106[%1113 : i64] : vector<4xf32>
      %1115 = nvvm.mma.sync A[%1094, %1096, %1098, %1100]  B[%1103, %1105]  C[%1108, %1110, %1112, %1114]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1116 = llvm.extractvalue %1115[0] : !llvm_struct_687153
      %1117 = llvm.extractvalue %1115[1] : !llvm_struct_687153
      %1118 = llvm.extractvalue %1115[2] : !llvm_struct_687153
      %1119 = llvm.extractvalue %1115[3] : !llvm_struct_687153
      %1120 = llvm.mlir.poison : vector<4xf32>
      %1121 = llvm.mlir.constant(0 : i64) : i64
      %1122 = llvm.insertelement %1116, %1120[%1121 : i64] : vector<4xf32>
      %1123 = llvm.mlir.constant(1 : i64) : i64
      %1124 = llvm.insertelement %1117, %1122[%1123 : i64] : vector<4xf32>
      %1125 = llvm.mlir.constant(2 : i64) : i64
      %1126 = llvm.insertelement %1118, %1124[%1125 : i64] : vector<4xf32>
      %1127 = llvm.mlir.constant(3 : i64) : i64
      %1128 = llvm.insertelement %1119, %1126[%1127 : i64] : vector<4xf32>
      llvm.store %1128, %1091 : vector<4xf32>, !llvm.ptr
      %1129 = llvm.add %1084, %63 : i32
      llvm.br ^bb55(%1129 : i32) {loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb55
      %1130 = llvm.add %1076, %63 : i32
      %1131 = llvm.icmp "eq" %1130, %39 : i32
      %1132 = llvm.select %1131, %46, %1130 : i1, i32
      %1133 = llvm.add %1076, %63 : i32
      %1134 = llvm.add %1077, %63 : i32
      %1135 = llvm.icmp "eq" %1133, %39 : i32
      %1136 = llvm.select %1135, %1134, %1077 : i1, i32
      %1137 = llvm.add %1075, %63 : i32
      llvm.br ^bb53(%1137, %1132, %1136 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb53
      %1138 = llvm.mul %874, %5 overflow<nsw> : i32
      %1139 = llvm.add %1138, %2 overflow<nsw> : i32
      %1140 = llvm.getelementptr %808[%1139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb59(%46, %46, %46 : i32, i32, i32)
    ^bb59(%1141: i32, %1142: i32, %1143: i32):  // 2 preds: ^bb58, ^bb60
      %1144 = llvm.icmp "slt" %1141, %47 : i32
      llvm.cond_br %1144, ^bb60, ^bb61
    ^bb60:  // pred: ^bb59
      %1145 = llvm.srem %1141, %39 : i32
      %1146 = llvm.mul %1145, %803 overflow<nsw> : i32
      %1147 = llvm.mul %1143, %41 overflow<nsw> : i32
      %1148 = llvm.add %1146, %1147 overflow<nsw> : i32
      %1149 = llvm.getelementptr %1140[%1148] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1150 = llvm.mul %1141, %60 overflow<nsw> : i32
      %1151 = llvm.getelementptr %869[%1150] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1152 = nvvm.ldmatrix %1149 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1153 = llvm.extractvalue %1152[0] : !llvm_struct_a37b2a
      %1154 = llvm.extractvalue %1152[1] : !llvm_struct_a37b2a
      %1155 = llvm.extractvalue %1152[2] : !llvm_struct_a37b2a
      %1156 = llvm.extractvalue %1152[3] : !llvm_struct_a37b2a
      llvm.store %1153, %1151 {alignment = 4 : i64} : i32, !llvm.ptr
      %1157 = llvm.getelementptr %1151[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1154, %1157 {alignment = 4 : i64} : i32, !llvm.ptr
      %1158 = llvm.getelementptr %1151[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1155, %1158 {alignment = 4 : i64} : i32, !llvm.ptr
      %1159 = llvm.getelementptr %1151[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1156, %1159 {alignment = 4 : i64} : i32, !llvm.ptr
      %1160 = llvm.add %1142, %63 : i32
      %1161 = llvm.icmp "eq" %1160, %39 : i32
      %1162 = llvm.select %1161, %46, %1160 : i1, i32
      %1163 = llvm.add %1142, %63 : i32
      %1164 = llvm.add %1143, %63 : i32
      %1165 = llvm.icmp "eq" %1163, %39 : i32
      %1166 = llvm.select %1165, %1164, %1143 : i1, i32
      %1167 = llvm.add %1141, %63 : i32
      llvm.br ^bb59(%1167, %1162, %1166 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb61:  // pred: ^bb59
      %1168 = llvm.mul %874, %5 overflow<nsw> : i32
      %1169 = llvm.add %870, %1168 overflow<nsw> : i32
      %1170 = llvm.getelementptr %822[%1169] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb62(%46 : i32)
    ^bb62(%1171: i32):  // 2 preds: ^bb61, ^bb63
      %1172 = llvm.icmp "slt" %1171, %47 : i32
      llvm.cond_br %1172, ^bb63, ^bb64
    ^bb63:  // pred: ^bb62
      %1173 = llvm.mul %1171, %4 overflow<nsw> : i32
      %1174 = llvm.getelementptr %1170[%1173] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1175 = llvm.mul %1171, %60 overflow<nsw> : i32
      %1176 = llvm.getelementptr %871[%1175] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1177 = nvvm.ldmatrix %1174 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1178 = llvm.extractvalue %1177[0] : !llvm_struct_a37b2a
      %1179 = llvm.extractvalue %1177[1] : !llvm_struct_a37b2a
      %1180 = llvm.extractvalue %1177[2] : !llvm_struct_a37b2a
      %1181 = llvm.extractvalue %1177[3] : !llvm_struct_a37b2a
      llvm.store %1178, %1176 {alignment = 4 : i64} : i32, !llvm.ptr
      %1182 = llvm.getelementptr %1176[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1179, %1182 {alignment = 4 : i64} : i32, !llvm.ptr
      %1183 = llvm.getelementptr %1176[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1180, %1183 {alignment = 4 : i64} : i32, !llvm.ptr
      %1184 = llvm.getelementptr %1176[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1181, %1184 {alignment = 4 : i64} : i32, !llvm.ptr
      %1185 = llvm.add %1171, %63 : i32
      llvm.br ^bb62(%1185 : i32) {loop_annotation = #loop_annotation}
    ^bb64:  // pred: ^bb62
      llvm.br ^bb65(%46, %46, %46 : i32, i32, i32)
    ^bb65(%1186: i32, %1187: i32, %1188: i32):  // 2 preds: ^bb64, ^bb69
      %1189 = llvm.icmp "slt" %1186, %47 : i32
      llvm.cond_br %1189, ^bb66, ^bb70
    ^bb66:  // pred: ^bb65
      %1190 = llvm.srem %1186, %39 : i32
      %1191 = llvm.mul %1190, %60 overflow<nsw> : i32
      %1192 = llvm.mul %1188, %37 overflow<nsw> : i32
      %1193 = llvm.add %1191, %1192 overflow<nsw> : i32
      %1194 = llvm.getelementptr %867[%1193] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb67(%46 : i32)
    ^bb67(%1195: i32):  // 2 preds: ^bb66, ^bb68
      %1196 = llvm.icmp "slt" %1195, %60 : i32
      llvm.cond_br %1196, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %1197 = llvm.mul %1195, %47 overflow<nsw> : i32
      %1198 = llvm.getelementptr %868[%1197] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1199 = llvm.mul %1186, %47 overflow<nsw> : i32
      %1200 = llvm.mul %1195, %37 overflow<nsw> : i32
      %1201 = llvm.add %1199, %1200 overflow<nsw> : i32
      %1202 = llvm.getelementptr %65[%1201] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1203 = llvm.load %1194 : !llvm.ptr -> vector<4xi32>
      %1204 = llvm.mlir.constant(0 : i64) : i64
      %1205 = llvm.extractelement %1203[%1204 : i64] : vector<4xi32>
      %1206 = llvm.mlir.constant(1 : i64) : i64
      %1207 = llvm.extractelement %1203[%1206 : i64] : vector<4xi32>
      %1208 = llvm.mlir.constant(2 : i64) : i64
      %1209 = llvm.extractelement %1203[%1208 : i64] : vector<4xi32>
      %1210 = llvm.mlir.constant(3 : i64) : i64
      %1211 = llvm.extractelement %1203[%1210 : i64] : vector<4xi32>
      %1212 = llvm.load %1198 : !llvm.ptr -> vector<2xi32>
      %1213 = llvm.mlir.constant(0 : i64) : i64
      %1214 = llvm.extractelement %1212[%1213 : i64] : vector<2xi32>
      %1215 = llvm.mlir.constant(1 : i64) : i64
      %1216 = llvm.extractelement %1212[%1215 : i64] : vector<2xi32>
      %1217 = llvm.load %1202 : !llvm.ptr -> vector<4xf32>
      %1218 = llvm.mlir.constant(0 : i64) : i64
      %1219 = llvm.extractelement %1217[%1218 : i64] : vector<4xf32>
      %1220 = llvm.mlir.constant(1 : i64) : i64
      %1221 = llvm.extractelement %1217[%1220 : i64] : vector<4xf32>
      %1222 = llvm.mlir.constant(2 : i64) : i64
      %1223 = llvm.extractelement %1217[%1222 : i64] : vector<4xf32>
      %1224 = llvm.mlir.constant(3 : i64) : i64
      %1225 = llvm.extractelement %1217[%1224 : i64] : vector<4xf32>
      %1226 = nvvm.mma.sync A[%1205, %1207, %1209, %1211]  B[%1214, %1216]  C[%1219, %1221, %1223, %1225]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1227 = llvm.extractvalue %1226[0] : !llvm_struct_687153
      %1228 = llvm.extractvalue %1226[1] : !llvm_struct_687153
      %1229 = llvm.extractvalue %1226[2] : !llvm_struct_687153
      %1230 = llvm.extractvalue %1226[3] : !llvm_struct_687153
      %1231 = llvm.mlir.poison : vector<4xf32>
      %1232 = llvm.mlir.constant(0 : i64) : i64
      %1233 = llvm.insertelement %1227, %1231[%1232 : i64] : vector<4xf32>
      %1234 = llvm.mlir.constant(1 : i64) : i64
      %1235 = llvm.insertelement %1228, %1233[%1234 : i64] : vector<4xf32>
      %1236 = llvm.mlir.constant(2 : i64) : i64
      %1237 = llvm.insertelement %1229, %1235[%1236 : i64] : vector<4xf32>
      %1238 = llvm.mlir.constant(3 : i64) : i64
      %1239 = llvm.insertelement %1230, %1237[%1238 : i64] : vector<4xf32>
      llvm.store %1239, %1202 : vector<4xf32>, !llvm.ptr
      %1240 = llvm.add %1195, %63 : i32
      llvm.br ^bb67(%1240 : i32) {loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb67
      %1241 = llvm.add %1187, %63 : i32
      %1242 = llvm.icmp "eq" %1241, %39 : i32
      %1243 = llvm.select %1242, %46, %1241 : i1, i32
      %1244 = llvm.add %1187, %63 : i32
      %1245 = llvm.add %1188, %63 : i32
      %1246 = llvm.icmp "eq" %1244, %39 : i32
      %1247 = llvm.select %1246, %1245, %1188 : i1, i32
      %1248 = llvm.add %1186, %63 : i32
      llvm.br ^bb65(%1248, %1243, %1247 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb70:  // pred: ^bb65
      %1249 = llvm.add %874, %63 : i32
      %1250 = llvm.icmp "eq" %1249, %43 : i32
      %1251 = llvm.select %1250, %46, %1249 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1252 = llvm.mul %1251, %5 overflow<nsw> : i32
      %1253 = llvm.getelementptr %808[%1252] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb71(%46, %46, %46 : i32, i32, i32)
    ^bb71(%1254: i32, %1255: i32, %1256: i32):  // 2 preds: ^bb70, ^bb72
      %1257 = llvm.icmp "slt" %1254, %47 : i32
      llvm.cond_br %1257, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %1258 = llvm.srem %1254, %39 : i32
      %1259 = llvm.mul %1258, %803 overflow<nsw> : i32
      %1260 = llvm.mul %1256, %41 overflow<nsw> : i32
      %1261 = llvm.add %1259, %1260 overflow<nsw> : i32
      %1262 = llvm.getelementptr %1253[%1261] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1263 = llvm.mul %1254, %60 overflow<nsw> : i32
      %1264 = llvm.getelementptr %67[%1263] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1265 = nvvm.ldmatrix %1262 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1266 = llvm.extractvalue %1265[0] : !llvm_struct_a37b2a
      %1267 = llvm.extractvalue %1265[1] : !llvm_struct_a37b2a
      %1268 = llvm.extractvalue %1265[2] : !llvm_struct_a37b2a
      %1269 = llvm.extractvalue %1265[3] : !llvm_struct_a37b2a
      llvm.store %1266, %1264 {alignment = 4 : i64} : i32, !llvm.ptr
      %1270 = llvm.getelementptr %1264[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1267, %1270 {alignment = 4 : i64} : i32, !llvm.ptr
      %1271 = llvm.getelementptr %1264[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1268, %1271 {alignment = 4 : i64} : i32, !llvm.ptr
      %1272 = llvm.getelementptr %1264[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1269, %1272 {alignment = 4 : i64} : i32, !llvm.ptr
      %1273 = llvm.add %1255, %63 : i32
      %1274 = llvm.icmp "eq" %1273, %39 : i32
      %1275 = llvm.select %1274, %46, %1273 : i1, i32
      %1276 = llvm.add %1255, %63 : i32
      %1277 = llvm.add %1256, %63 : i32
      %1278 = llvm.icmp "eq" %1276, %39 : i32
      %1279 = llvm.select %1278, %1277, %1256 : i1, i32
      %1280 = llvm.add %1254, %63 : i32
      llvm.br ^bb71(%1280, %1275, %1279 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb73:  // pred: ^bb71
      %1281 = llvm.mul %1251, %5 overflow<nsw> : i32
      %1282 = llvm.getelementptr %822[%1281] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb74(%46 : i32)
    ^bb74(%1283: i32):  // 2 preds: ^bb73, ^bb75
      %1284 = llvm.icmp "slt" %1283, %47 : i32
      llvm.cond_br %1284, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %1285 = llvm.mul %1283, %4 overflow<nsw> : i32
      %1286 = llvm.getelementptr %1282[%1285] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1287 = llvm.mul %1283, %60 overflow<nsw> : i32
      %1288 = llvm.getelementptr %66[%1287] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1289 = nvvm.ldmatrix %1286 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1290 = llvm.extractvalue %1289[0] : !llvm_struct_a37b2a
      %1291 = llvm.extractvalue %1289[1] : !llvm_struct_a37b2a
      %1292 = llvm.extractvalue %1289[2] : !llvm_struct_a37b2a
      %1293 = llvm.extractvalue %1289[3] : !llvm_struct_a37b2a
      llvm.store %1290, %1288 {alignment = 4 : i64} : i32, !llvm.ptr
      %1294 = llvm.getelementptr %1288[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1291, %1294 {alignment = 4 : i64} : i32, !llvm.ptr
      %1295 = llvm.getelementptr %1288[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1292, %1295 {alignment = 4 : i64} : i32, !llvm.ptr
      %1296 = llvm.getelementptr %1288[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1293, %1296 {alignment = 4 : i64} : i32, !llvm.ptr
      %1297 = llvm.add %1283, %63 : i32
      llvm.br ^bb74(%1297 : i32) {loop_annotation = #loop_annotation}
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%46, %46, %46 : i32, i32, i32)
    ^bb77(%1298: i32, %1299: i32, %1300: i32):  // 2 preds: ^bb76, ^bb81
      %1301 = llvm.icmp "slt" %1298, %47 : i32
      llvm.cond_br %1301, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      %1302 = llvm.srem %1298, %39 : i32
      %1303 = llvm.mul %1302, %60 overflow<nsw> : i32
      %1304 = llvm.mul %1300, %37 overflow<nsw> : i32
      %1305 = llvm.add %1303, %1304 overflow<nsw> : i32
      %1306 = llvm.getelementptr %869[%1305] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb79(%46 : i32)
    ^bb79(%1307: i32):  // 2 preds: ^bb78, ^bb80
      %1308 = llvm.icmp "slt" %1307, %60 : i32
      llvm.cond_br %1308, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %1309 = llvm.mul %1307, %47 overflow<nsw> : i32
      %1310 = llvm.getelementptr %871[%1309] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1311 = llvm.mul %1298, %47 overflow<nsw> : i32
      %1312 = llvm.mul %1307, %37 overflow<nsw> : i32
      %1313 = llvm.add %1311, %1312 overflow<nsw> : i32
      %1314 = llvm.getelementptr %65[%1313] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1315 = llvm.load %1306 : !llvm.ptr -> vector<4xi32>
      %1316 = llvm.mlir.constant(0 : i64) : i64
      %1317 = llvm.extractelement %1315[%1316 : i64] : vector<4xi32>
      %1318 = llvm.mlir.constant(1 : i64) : i64
      %1319 = llvm.extractelement %1315[%1318 : i64] : vector<4xi32>
      %1320 = llvm.mlir.constant(2 : i64) : i64
      %1321 = llvm.extractelement %1315[%1320 : i64] : vector<4xi32>
      %1322 = llvm.mlir.constant(3 : i64) : i64
      %1323 = llvm.extractelement %1315[%1322 : i64] : vector<4xi32>
      %1324 = llvm.load %1310 : !llvm.ptr -> vector<2xi32>
      %1325 = llvm.mlir.constant(0 : i64) : i64
      %1326 = llvm.extractelement %1324[%1325 : i64] : vector<2xi32>
      %1327 = llvm.mlir.constant(1 : i64) : i64
      %1328 = llvm.extractelement %1324[%1327 : i64] : vector<2xi32>
      %1329 = llvm.load %1314 : !llvm.ptr -> vector<4xf32>
      %1330 = llvm.mlir.constant(0 : i64) : i64
      %1331 = llvm.extractelement %1329[%1330 : i64] : vector<4xf32>
      %1332 = llvm.mlir.constant(1 : i64) : i64
      %1333 = llvm.extractelement %1329[%1332 : i64] : vector<4xf32>
      %1334 = llvm.mlir.constant(2 : i64) : i64
      %1335 = llvm.extractelement %1329[%1334 : i64] : vector<4xf32>
      %1336 = llvm.mlir.constant(3 : i64) : i64
      %1337 = llvm.extractelement %1329[%1336 : i64] : vector<4xf32>
      %1338 = nvvm.mma.sync A[%1317, %1319, %1321, %1323]  B[%1326, %1328]  C[%1331, %1333, %1335, %1337]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1339 = llvm.extractvalue %1338[0] : !llvm_struct_687153
      %1340 = llvm.extractvalue %1338[1] : !llvm_struct_687153
      %1341 = llvm.extractvalue %1338[2] : !llvm_struct_687153
      %1342 = llvm.extractvalue %1338[3] : !llvm_struct_687153
      %1343 = llvm.mlir.poison : vector<4xf32>
      %1344 = llvm.mlir.constant(0 : i64) : i64
      %1345 = llvm.insertelement %1339, %1343[%1344 : i64] : vector<4xf32>
      %1346 = llvm.mlir.constant(1 : i64) : i64
      %1347 = llvm.insertelement %1340, %1345[%1346 : i64] : vector<4xf32>
      %1348 = llvm.mlir.constant(2 : i64) : i64
      %1349 = llvm.insertelement %1341, %1347[%1348 : i64] : vector<4xf32>
      %1350 = llvm.mlir.constant(3 : i64) : i64
      %1351 = llvm.insertelement %1342, %1349[%1350 : i64] : vector<4xf32>
      llvm.store %1351, %1314 : vector<4xf32>, !llvm.ptr
      %1352 = llvm.add %1307, %63 : i32
      llvm.br ^bb79(%1352 : i32) {loop_annotation = #loop_annotation}
    ^bb81:  // pred: ^bb79
      %1353 = llvm.add %1299, %63 : i32
      %1354 = llvm.icmp "eq" %1353, %39 : i32
      %1355 = llvm.select %1354, %46, %1353 : i1, i32
      %1356 = llvm.add %1299, %63 : i32
      %1357 = llvm.add %1300, %63 : i32
      %1358 = llvm.icmp "eq" %1356, %39 : i32
      %1359 = llvm.select %1358, %1357, %1300 : i1, i32
      %1360 = llvm.add %1298, %63 : i32
      llvm.br ^bb77(%1360, %1355, %1359 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb77
      %1361 = llvm.add %872, %63 : i32
      llvm.br ^bb25(%1361, %874, %1251 : i32, i32, i32)
    ^bb83:  // pred: ^bb25
      nvvm.cp.async.wait.group 0
      %1362 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1363 = llvm.fptrunc %1362 : vector<128xf32> to vector<128xbf16>
      llvm.store %1363, %64 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1364 = llvm.add %103, %63 : i32
      %1365 = llvm.mul %1364, %62 : i32
      %1366 = llvm.icmp "sle" %1365, %38 : i32
      %1367 = llvm.add %114, %63 : i32
      %1368 = llvm.mul %1367, %62 : i32
      %1369 = llvm.icmp "sle" %1368, %50 : i32
      %1370 = llvm.and %1366, %1369 : i1
      llvm.cond_br %1370, ^bb84, ^bb88
    ^bb84:  // pred: ^bb83
      llvm.br ^bb85(%46, %46, %46 : i32, i32, i32)
    ^bb85(%1371: i32, %1372: i32, %1373: i32):  // 2 preds: ^bb84, ^bb86
      %1374 = llvm.icmp "slt" %1371, %40 : i32
      llvm.cond_br %1374, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %1375 = llvm.mul %1371, %39 overflow<nsw> : i32
      %1376 = llvm.getelementptr %64[%1375] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1377 = llvm.srem %1371, %39 : i32
      %1378 = llvm.mul %1377, %1 overflow<nsw> : i32
      %1379 = llvm.sdiv %1373, %47 : i32
      %1380 = llvm.srem %1373, %47 : i32
      %1381 = llvm.mul %1380, %0 overflow<nsw> : i32
      %1382 = llvm.add %1378, %1381 overflow<nsw> : i32
      %1383 = llvm.mul %1379, %37 overflow<nsw> : i32
      %1384 = llvm.add %1382, %1383 overflow<nsw> : i32
      %1385 = llvm.getelementptr %791[%1384] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1386 = llvm.load %1376 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1386, %1385 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1387 = llvm.add %1372, %63 : i32
      %1388 = llvm.icmp "eq" %1387, %39 : i32
      %1389 = llvm.select %1388, %46, %1387 : i1, i32
      %1390 = llvm.add %1372, %63 : i32
      %1391 = llvm.add %1373, %63 : i32
      %1392 = llvm.icmp "eq" %1390, %39 : i32
      %1393 = llvm.select %1392, %1391, %1373 : i1, i32
      %1394 = llvm.add %1371, %63 : i32
      llvm.br ^bb85(%1394, %1389, %1393 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb87:  // pred: ^bb85
      llvm.br ^bb345
    ^bb88:  // pred: ^bb83
      %1395 = llvm.mul %780, %37 overflow<nsw> : i32
      %1396 = llvm.add %782, %1395 overflow<nsw> : i32
      %1397 = llvm.add %784, %788 overflow<nsw> : i32
      %1398 = llvm.add %134, %1396 overflow<nsw> : i32
      %1399 = llvm.add %135, %1397 overflow<nsw> : i32
      %1400 = llvm.icmp "slt" %1398, %38 : i32
      %1401 = llvm.icmp "slt" %1399, %50 : i32
      %1402 = llvm.and %1400, %1401 : i1
      llvm.cond_br %1402, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1403 = llvm.load %64 {alignment = 32 : i64} : !llvm.ptr -> bf16
      llvm.store %1403, %791 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1404 = llvm.add %1399, %63 overflow<nsw> : i32
      %1405 = llvm.icmp "slt" %1398, %38 : i32
      %1406 = llvm.icmp "slt" %1404, %50 : i32
      %1407 = llvm.and %1405, %1406 : i1
      llvm.cond_br %1407, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1408 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1409 = llvm.load %1408 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1410 = llvm.getelementptr %791[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1409, %1410 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1411 = llvm.add %1398, %60 overflow<nsw> : i32
      %1412 = llvm.icmp "slt" %1411, %38 : i32
      %1413 = llvm.icmp "slt" %1399, %50 : i32
      %1414 = llvm.and %1412, %1413 : i1
      llvm.cond_br %1414, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1415 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1416 = llvm.load %1415 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1417 = llvm.getelementptr %791[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1416, %1417 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1418 = llvm.add %1398, %60 overflow<nsw> : i32
      %1419 = llvm.add %1399, %63 overflow<nsw> : i32
      %1420 = llvm.icmp "slt" %1418, %38 : i32
      %1421 = llvm.icmp "slt" %1419, %50 : i32
      %1422 = llvm.and %1420, %1421 : i1
      llvm.cond_br %1422, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1423 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1424 = llvm.load %1423 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1425 = llvm.getelementptr %791[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1424, %1425 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1426 = llvm.add %1398, %49 overflow<nsw> : i32
      %1427 = llvm.icmp "slt" %1426, %38 : i32
      %1428 = llvm.icmp "slt" %1399, %50 : i32
      %1429 = llvm.and %1427, %1428 : i1
      llvm.cond_br %1429, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1430 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1431 = llvm.load %1430 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1432 = llvm.getelementptr %791[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1431, %1432 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1433 = llvm.add %1398, %49 overflow<nsw> : i32
      %1434 = llvm.add %1399, %63 overflow<nsw> : i32
      %1435 = llvm.icmp "slt" %1433, %38 : i32
      %1436 = llvm.icmp "slt" %1434, %50 : i32
      %1437 = llvm.and %1435, %1436 : i1
      llvm.cond_br %1437, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1438 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1439 = llvm.load %1438 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1440 = llvm.getelementptr %791[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1439, %1440 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1441 = llvm.add %1398, %18 overflow<nsw> : i32
      %1442 = llvm.icmp "slt" %1441, %38 : i32
      %1443 = llvm.icmp "slt" %1399, %50 : i32
      %1444 = llvm.and %1442, %1443 : i1
      llvm.cond_br %1444, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1445 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1446 = llvm.load %1445 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1447 = llvm.getelementptr %791[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1446, %1447 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1448 = llvm.add %1398, %18 overflow<nsw> : i32
      %1449 = llvm.add %1399, %63 overflow<nsw> : i32
      %1450 = llvm.icmp "slt" %1448, %38 : i32
      %1451 = llvm.icmp "slt" %1449, %50 : i32
      %1452 = llvm.and %1450, %1451 : i1
      llvm.cond_br %1452, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1453 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1454 = llvm.load %1453 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1455 = llvm.getelementptr %791[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1454, %1455 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1456 = llvm.add %1398, %40 overflow<nsw> : i32
      %1457 = llvm.icmp "slt" %1456, %38 : i32
      %1458 = llvm.icmp "slt" %1399, %50 : i32
      %1459 = llvm.and %1457, %1458 : i1
      llvm.cond_br %1459, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1460 = llvm.getelementptr %64[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1461 = llvm.load %1460 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1462 = llvm.getelementptr %791[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1461, %1462 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1463 = llvm.add %1398, %40 overflow<nsw> : i32
      %1464 = llvm.add %1399, %63 overflow<nsw> : i32
      %1465 = llvm.icmp "slt" %1463, %38 : i32
      %1466 = llvm.icmp "slt" %1464, %50 : i32
      %1467 = llvm.and %1465, %1466 : i1
      llvm.cond_br %1467, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1468 = llvm.getelementptr %64[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1469 = llvm.load %1468 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1470 = llvm.getelementptr %791[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1469, %1470 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1471 = llvm.add %1398, %35 overflow<nsw> : i32
      %1472 = llvm.icmp "slt" %1471, %38 : i32
      %1473 = llvm.icmp "slt" %1399, %50 : i32
      %1474 = llvm.and %1472, %1473 : i1
      llvm.cond_br %1474, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1475 = llvm.getelementptr %64[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1476 = llvm.load %1475 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1477 = llvm.getelementptr %791[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1476, %1477 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1478 = llvm.add %1398, %35 overflow<nsw> : i32
      %1479 = llvm.add %1399, %63 overflow<nsw> : i32
      %1480 = llvm.icmp "slt" %1478, %38 : i32
      %1481 = llvm.icmp "slt" %1479, %50 : i32
      %1482 = llvm.and %1480, %1481 : i1
      llvm.cond_br %1482, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1483 = llvm.getelementptr %64[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1484 = llvm.load %1483 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1485 = llvm.getelementptr %791[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1484, %1485 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1486 = llvm.add %1398, %20 overflow<nsw> : i32
      %1487 = llvm.icmp "slt" %1486, %38 : i32
      %1488 = llvm.icmp "slt" %1399, %50 : i32
      %1489 = llvm.and %1487, %1488 : i1
      llvm.cond_br %1489, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1490 = llvm.getelementptr %64[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1491 = llvm.load %1490 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1492 = llvm.getelementptr %791[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1491, %1492 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1493 = llvm.add %1398, %20 overflow<nsw> : i32
      %1494 = llvm.add %1399, %63 overflow<nsw> : i32
      %1495 = llvm.icmp "slt" %1493, %38 : i32
      %1496 = llvm.icmp "slt" %1494, %50 : i32
      %1497 = llvm.and %1495, %1496 : i1
      llvm.cond_br %1497, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1498 = llvm.getelementptr %64[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1499 = llvm.load %1498 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1500 = llvm.getelementptr %791[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1499, %1500 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1501 = llvm.add %1398, %10 overflow<nsw> : i32
      %1502 = llvm.icmp "slt" %1501, %38 : i32
      %1503 = llvm.icmp "slt" %1399, %50 : i32
      %1504 = llvm.and %1502, %1503 : i1
      llvm.cond_br %1504, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1505 = llvm.getelementptr %64[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1506 = llvm.load %1505 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1507 = llvm.getelementptr %791[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1506, %1507 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1508 = llvm.add %1398, %10 overflow<nsw> : i32
      %1509 = llvm.add %1399, %63 overflow<nsw> : i32
      %1510 = llvm.icmp "slt" %1508, %38 : i32
      %1511 = llvm.icmp "slt" %1509, %50 : i32
      %1512 = llvm.and %1510, %1511 : i1
      llvm.cond_br %1512, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1513 = llvm.getelementptr %64[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1514 = llvm.load %1513 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1515 = llvm.getelementptr %791[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1514, %1515 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1516 = llvm.add %1399, %37 overflow<nsw> : i32
      %1517 = llvm.icmp "slt" %1398, %38 : i32
      %1518 = llvm.icmp "slt" %1516, %50 : i32
      %1519 = llvm.and %1517, %1518 : i1
      llvm.cond_br %1519, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1520 = llvm.getelementptr %64[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1521 = llvm.load %1520 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1522 = llvm.getelementptr %791[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1521, %1522 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1523 = llvm.add %1399, %16 overflow<nsw> : i32
      %1524 = llvm.icmp "slt" %1398, %38 : i32
      %1525 = llvm.icmp "slt" %1523, %50 : i32
      %1526 = llvm.and %1524, %1525 : i1
      llvm.cond_br %1526, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1527 = llvm.getelementptr %64[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1528 = llvm.load %1527 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1529 = llvm.getelementptr %791[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1528, %1529 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1530 = llvm.add %1398, %60 overflow<nsw> : i32
      %1531 = llvm.add %1399, %37 overflow<nsw> : i32
      %1532 = llvm.icmp "slt" %1530, %38 : i32
      %1533 = llvm.icmp "slt" %1531, %50 : i32
      %1534 = llvm.and %1532, %1533 : i1
      llvm.cond_br %1534, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1535 = llvm.getelementptr %64[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1536 = llvm.load %1535 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1537 = llvm.getelementptr %791[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1536, %1537 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1538 = llvm.add %1398, %60 overflow<nsw> : i32
      %1539 = llvm.add %1399, %16 overflow<nsw> : i32
      %1540 = llvm.icmp "slt" %1538, %38 : i32
      %1541 = llvm.icmp "slt" %1539, %50 : i32
      %1542 = llvm.and %1540, %1541 : i1
      llvm.cond_br %1542, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1543 = llvm.getelementptr %64[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1544 = llvm.load %1543 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1545 = llvm.getelementptr %791[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1544, %1545 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1546 = llvm.add %1398, %49 overflow<nsw> : i32
      %1547 = llvm.add %1399, %37 overflow<nsw> : i32
      %1548 = llvm.icmp "slt" %1546, %38 : i32
      %1549 = llvm.icmp "slt" %1547, %50 : i32
      %1550 = llvm.and %1548, %1549 : i1
      llvm.cond_br %1550, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1551 = llvm.getelementptr %64[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1552 = llvm.load %1551 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1553 = llvm.getelementptr %791[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1552, %1553 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1554 = llvm.add %1398, %49 overflow<nsw> : i32
      %1555 = llvm.add %1399, %16 overflow<nsw> : i32
      %1556 = llvm.icmp "slt" %1554, %38 : i32
      %1557 = llvm.icmp "slt" %1555, %50 : i32
      %1558 = llvm.and %1556, %1557 : i1
      llvm.cond_br %1558, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1559 = llvm.getelementptr %64[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1560 = llvm.load %1559 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1561 = llvm.getelementptr %791[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1560, %1561 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1562 = llvm.add %1398, %18 overflow<nsw> : i32
      %1563 = llvm.add %1399, %37 overflow<nsw> : i32
      %1564 = llvm.icmp "slt" %1562, %38 : i32
      %1565 = llvm.icmp "slt" %1563, %50 : i32
      %1566 = llvm.and %1564, %1565 : i1
      llvm.cond_br %1566, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1567 = llvm.getelementptr %64[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1568 = llvm.load %1567 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1569 = llvm.getelementptr %791[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1568, %1569 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1570 = llvm.add %1398, %18 overflow<nsw> : i32
      %1571 = llvm.add %1399, %16 overflow<nsw> : i32
      %1572 = llvm.icmp "slt" %1570, %38 : i32
      %1573 = llvm.icmp "slt" %1571, %50 : i32
      %1574 = llvm.and %1572, %1573 : i1
      llvm.cond_br %1574, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1575 = llvm.getelementptr %64[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1576 = llvm.load %1575 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1577 = llvm.getelementptr %791[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1576, %1577 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1578 = llvm.add %1398, %40 overflow<nsw> : i32
      %1579 = llvm.add %1399, %37 overflow<nsw> : i32
      %1580 = llvm.icmp "slt" %1578, %38 : i32
      %1581 = llvm.icmp "slt" %1579, %50 : i32
      %1582 = llvm.and %1580, %1581 : i1
      llvm.cond_br %1582, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1583 = llvm.getelementptr %64[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1584 = llvm.load %1583 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1585 = llvm.getelementptr %791[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1584, %1585 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1586 = llvm.add %1398, %40 overflow<nsw> : i32
      %1587 = llvm.add %1399, %16 overflow<nsw> : i32
      %1588 = llvm.icmp "slt" %1586, %38 : i32
      %1589 = llvm.icmp "slt" %1587, %50 : i32
      %1590 = llvm.and %1588, %1589 : i1
      llvm.cond_br %1590, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1591 = llvm.getelementptr %64[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1592 = llvm.load %1591 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1593 = llvm.getelementptr %791[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1592, %1593 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1594 = llvm.add %1398, %35 overflow<nsw> : i32
      %1595 = llvm.add %1399, %37 overflow<nsw> : i32
      %1596 = llvm.icmp "slt" %1594, %38 : i32
      %1597 = llvm.icmp "slt" %1595, %50 : i32
      %1598 = llvm.and %1596, %1597 : i1
      llvm.cond_br %1598, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1599 = llvm.getelementptr %64[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1600 = llvm.load %1599 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1601 = llvm.getelementptr %791[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1600, %1601 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1602 = llvm.add %1398, %35 overflow<nsw> : i32
      %1603 = llvm.add %1399, %16 overflow<nsw> : i32
      %1604 = llvm.icmp "slt" %1602, %38 : i32
      %1605 = llvm.icmp "slt" %1603, %50 : i32
      %1606 = llvm.and %1604, %1605 : i1
      llvm.cond_br %1606, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1607 = llvm.getelementptr %64[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1608 = llvm.load %1607 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1609 = llvm.getelementptr %791[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1608, %1609 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1610 = llvm.add %1398, %20 overflow<nsw> : i32
      %1611 = llvm.add %1399, %37 overflow<nsw> : i32
      %1612 = llvm.icmp "slt" %1610, %38 : i32
      %1613 = llvm.icmp "slt" %1611, %50 : i32
      %1614 = llvm.and %1612, %1613 : i1
      llvm.cond_br %1614, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1615 = llvm.getelementptr %64[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1616 = llvm.load %1615 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1617 = llvm.getelementptr %791[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1616, %1617 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1618 = llvm.add %1398, %20 overflow<nsw> : i32
      %1619 = llvm.add %1399, %16 overflow<nsw> : i32
      %1620 = llvm.icmp "slt" %1618, %38 : i32
      %1621 = llvm.icmp "slt" %1619, %50 : i32
      %1622 = llvm.and %1620, %1621 : i1
      llvm.cond_br %1622, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1623 = llvm.getelementptr %64[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1624 = llvm.load %1623 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1625 = llvm.getelementptr %791[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1624, %1625 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1626 = llvm.add %1398, %10 overflow<nsw> : i32
      %1627 = llvm.add %1399, %37 overflow<nsw> : i32
      %1628 = llvm.icmp "slt" %1626, %38 : i32
      %1629 = llvm.icmp "slt" %1627, %50 : i32
      %1630 = llvm.and %1628, %1629 : i1
      llvm.cond_br %1630, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1631 = llvm.getelementptr %64[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1632 = llvm.load %1631 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1633 = llvm.getelementptr %791[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1632, %1633 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1634 = llvm.add %1398, %10 overflow<nsw> : i32
      %1635 = llvm.add %1399, %16 overflow<nsw> : i32
      %1636 = llvm.icmp "slt" %1634, %38 : i32
      %1637 = llvm.icmp "slt" %1635, %50 : i32
      %1638 = llvm.and %1636, %1637 : i1
      llvm.cond_br %1638, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1639 = llvm.getelementptr %64[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1640 = llvm.load %1639 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1641 = llvm.getelementptr %791[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1640, %1641 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1642 = llvm.add %1399, %49 overflow<nsw> : i32
      %1643 = llvm.icmp "slt" %1398, %38 : i32
      %1644 = llvm.icmp "slt" %1642, %50 : i32
      %1645 = llvm.and %1643, %1644 : i1
      llvm.cond_br %1645, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1646 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1647 = llvm.load %1646 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1648 = llvm.getelementptr %791[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1647, %1648 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1649 = llvm.add %1399, %15 overflow<nsw> : i32
      %1650 = llvm.icmp "slt" %1398, %38 : i32
      %1651 = llvm.icmp "slt" %1649, %50 : i32
      %1652 = llvm.and %1650, %1651 : i1
      llvm.cond_br %1652, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1653 = llvm.getelementptr %64[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1654 = llvm.load %1653 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1655 = llvm.getelementptr %791[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1654, %1655 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1656 = llvm.add %1398, %60 overflow<nsw> : i32
      %1657 = llvm.add %1399, %49 overflow<nsw> : i32
      %1658 = llvm.icmp "slt" %1656, %38 : i32
      %1659 = llvm.icmp "slt" %1657, %50 : i32
      %1660 = llvm.and %1658, %1659 : i1
      llvm.cond_br %1660, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1661 = llvm.getelementptr %64[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1662 = llvm.load %1661 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1663 = llvm.getelementptr %791[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1662, %1663 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1664 = llvm.add %1398, %60 overflow<nsw> : i32
      %1665 = llvm.add %1399, %15 overflow<nsw> : i32
      %1666 = llvm.icmp "slt" %1664, %38 : i32
      %1667 = llvm.icmp "slt" %1665, %50 : i32
      %1668 = llvm.and %1666, %1667 : i1
      llvm.cond_br %1668, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1669 = llvm.getelementptr %64[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1670 = llvm.load %1669 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1671 = llvm.getelementptr %791[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1670, %1671 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1672 = llvm.add %1398, %49 overflow<nsw> : i32
      %1673 = llvm.add %1399, %49 overflow<nsw> : i32
      %1674 = llvm.icmp "slt" %1672, %38 : i32
      %1675 = llvm.icmp "slt" %1673, %50 : i32
      %1676 = llvm.and %1674, %1675 : i1
      llvm.cond_br %1676, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1677 = llvm.getelementptr %64[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1678 = llvm.load %1677 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1679 = llvm.getelementptr %791[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1678, %1679 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1680 = llvm.add %1398, %49 overflow<nsw> : i32
      %1681 = llvm.add %1399, %15 overflow<nsw> : i32
      %1682 = llvm.icmp "slt" %1680, %38 : i32
      %1683 = llvm.icmp "slt" %1681, %50 : i32
      %1684 = llvm.and %1682, %1683 : i1
      llvm.cond_br %1684, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1685 = llvm.getelementptr %64[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1686 = llvm.load %1685 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1687 = llvm.getelementptr %791[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1686, %1687 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1688 = llvm.add %1398, %18 overflow<nsw> : i32
      %1689 = llvm.add %1399, %49 overflow<nsw> : i32
      %1690 = llvm.icmp "slt" %1688, %38 : i32
      %1691 = llvm.icmp "slt" %1689, %50 : i32
      %1692 = llvm.and %1690, %1691 : i1
      llvm.cond_br %1692, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1693 = llvm.getelementptr %64[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1694 = llvm.load %1693 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1695 = llvm.getelementptr %791[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1694, %1695 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1696 = llvm.add %1398, %18 overflow<nsw> : i32
      %1697 = llvm.add %1399, %15 overflow<nsw> : i32
      %1698 = llvm.icmp "slt" %1696, %38 : i32
      %1699 = llvm.icmp "slt" %1697, %50 : i32
      %1700 = llvm.and %1698, %1699 : i1
      llvm.cond_br %1700, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1701 = llvm.getelementptr %64[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1702 = llvm.load %1701 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1703 = llvm.getelementptr %791[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1702, %1703 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1704 = llvm.add %1398, %40 overflow<nsw> : i32
      %1705 = llvm.add %1399, %49 overflow<nsw> : i32
      %1706 = llvm.icmp "slt" %1704, %38 : i32
      %1707 = llvm.icmp "slt" %1705, %50 : i32
      %1708 = llvm.and %1706, %1707 : i1
      llvm.cond_br %1708, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1709 = llvm.getelementptr %64[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1710 = llvm.load %1709 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1711 = llvm.getelementptr %791[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1710, %1711 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1712 = llvm.add %1398, %40 overflow<nsw> : i32
      %1713 = llvm.add %1399, %15 overflow<nsw> : i32
      %1714 = llvm.icmp "slt" %1712, %38 : i32
      %1715 = llvm.icmp "slt" %1713, %50 : i32
      %1716 = llvm.and %1714, %1715 : i1
      llvm.cond_br %1716, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1717 = llvm.getelementptr %64[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1718 = llvm.load %1717 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1719 = llvm.getelementptr %791[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1718, %1719 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1720 = llvm.add %1398, %35 overflow<nsw> : i32
      %1721 = llvm.add %1399, %49 overflow<nsw> : i32
      %1722 = llvm.icmp "slt" %1720, %38 : i32
      %1723 = llvm.icmp "slt" %1721, %50 : i32
      %1724 = llvm.and %1722, %1723 : i1
      llvm.cond_br %1724, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1725 = llvm.getelementptr %64[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1726 = llvm.load %1725 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1727 = llvm.getelementptr %791[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1726, %1727 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1728 = llvm.add %1398, %35 overflow<nsw> : i32
      %1729 = llvm.add %1399, %15 overflow<nsw> : i32
      %1730 = llvm.icmp "slt" %1728, %38 : i32
      %1731 = llvm.icmp "slt" %1729, %50 : i32
      %1732 = llvm.and %1730, %1731 : i1
      llvm.cond_br %1732, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1733 = llvm.getelementptr %64[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1734 = llvm.load %1733 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1735 = llvm.getelementptr %791[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1734, %1735 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1736 = llvm.add %1398, %20 overflow<nsw> : i32
      %1737 = llvm.add %1399, %49 overflow<nsw> : i32
      %1738 = llvm.icmp "slt" %1736, %38 : i32
      %1739 = llvm.icmp "slt" %1737, %50 : i32
      %1740 = llvm.and %1738, %1739 : i1
      llvm.cond_br %1740, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1741 = llvm.getelementptr %64[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1742 = llvm.load %1741 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1743 = llvm.getelementptr %791[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1742, %1743 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1744 = llvm.add %1398, %20 overflow<nsw> : i32
      %1745 = llvm.add %1399, %15 overflow<nsw> : i32
      %1746 = llvm.icmp "slt" %1744, %38 : i32
      %1747 = llvm.icmp "slt" %1745, %50 : i32
      %1748 = llvm.and %1746, %1747 : i1
      llvm.cond_br %1748, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1749 = llvm.getelementptr %64[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1750 = llvm.load %1749 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1751 = llvm.getelementptr %791[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1750, %1751 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1752 = llvm.add %1398, %10 overflow<nsw> : i32
      %1753 = llvm.add %1399, %49 overflow<nsw> : i32
      %1754 = llvm.icmp "slt" %1752, %38 : i32
      %1755 = llvm.icmp "slt" %1753, %50 : i32
      %1756 = llvm.and %1754, %1755 : i1
      llvm.cond_br %1756, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1757 = llvm.getelementptr %64[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1758 = llvm.load %1757 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1759 = llvm.getelementptr %791[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1758, %1759 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1760 = llvm.add %1398, %10 overflow<nsw> : i32
      %1761 = llvm.add %1399, %15 overflow<nsw> : i32
      %1762 = llvm.icmp "slt" %1760, %38 : i32
      %1763 = llvm.icmp "slt" %1761, %50 : i32
      %1764 = llvm.and %1762, %1763 : i1
      llvm.cond_br %1764, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1765 = llvm.getelementptr %64[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1766 = llvm.load %1765 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1767 = llvm.getelementptr %791[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1766, %1767 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1768 = llvm.add %1399, %22 overflow<nsw> : i32
      %1769 = llvm.icmp "slt" %1398, %38 : i32
      %1770 = llvm.icmp "slt" %1768, %50 : i32
      %1771 = llvm.and %1769, %1770 : i1
      llvm.cond_br %1771, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1772 = llvm.getelementptr %64[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1773 = llvm.load %1772 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1774 = llvm.getelementptr %791[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1773, %1774 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1775 = llvm.add %1399, %14 overflow<nsw> : i32
      %1776 = llvm.icmp "slt" %1398, %38 : i32
      %1777 = llvm.icmp "slt" %1775, %50 : i32
      %1778 = llvm.and %1776, %1777 : i1
      llvm.cond_br %1778, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1779 = llvm.getelementptr %64[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1780 = llvm.load %1779 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1781 = llvm.getelementptr %791[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1780, %1781 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1782 = llvm.add %1398, %60 overflow<nsw> : i32
      %1783 = llvm.add %1399, %22 overflow<nsw> : i32
      %1784 = llvm.icmp "slt" %1782, %38 : i32
      %1785 = llvm.icmp "slt" %1783, %50 : i32
      %1786 = llvm.and %1784, %1785 : i1
      llvm.cond_br %1786, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1787 = llvm.getelementptr %64[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1788 = llvm.load %1787 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1789 = llvm.getelementptr %791[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1788, %1789 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1790 = llvm.add %1398, %60 overflow<nsw> : i32
      %1791 = llvm.add %1399, %14 overflow<nsw> : i32
      %1792 = llvm.icmp "slt" %1790, %38 : i32
      %1793 = llvm.icmp "slt" %1791, %50 : i32
      %1794 = llvm.and %1792, %1793 : i1
      llvm.cond_br %1794, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1795 = llvm.getelementptr %64[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1796 = llvm.load %1795 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1797 = llvm.getelementptr %791[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1796, %1797 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1798 = llvm.add %1398, %49 overflow<nsw> : i32
      %1799 = llvm.add %1399, %22 overflow<nsw> : i32
      %1800 = llvm.icmp "slt" %1798, %38 : i32
      %1801 = llvm.icmp "slt" %1799, %50 : i32
      %1802 = llvm.and %1800, %1801 : i1
      llvm.cond_br %1802, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1803 = llvm.getelementptr %64[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1804 = llvm.load %1803 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1805 = llvm.getelementptr %791[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1804, %1805 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1806 = llvm.add %1398, %49 overflow<nsw> : i32
      %1807 = llvm.add %1399, %14 overflow<nsw> : i32
      %1808 = llvm.icmp "slt" %1806, %38 : i32
      %1809 = llvm.icmp "slt" %1807, %50 : i32
      %1810 = llvm.and %1808, %1809 : i1
      llvm.cond_br %1810, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1811 = llvm.getelementptr %64[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1812 = llvm.load %1811 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1813 = llvm.getelementptr %791[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1812, %1813 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1814 = llvm.add %1398, %18 overflow<nsw> : i32
      %1815 = llvm.add %1399, %22 overflow<nsw> : i32
      %1816 = llvm.icmp "slt" %1814, %38 : i32
      %1817 = llvm.icmp "slt" %1815, %50 : i32
      %1818 = llvm.and %1816, %1817 : i1
      llvm.cond_br %1818, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1819 = llvm.getelementptr %64[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1820 = llvm.load %1819 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1821 = llvm.getelementptr %791[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1820, %1821 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1822 = llvm.add %1398, %18 overflow<nsw> : i32
      %1823 = llvm.add %1399, %14 overflow<nsw> : i32
      %1824 = llvm.icmp "slt" %1822, %38 : i32
      %1825 = llvm.icmp "slt" %1823, %50 : i32
      %1826 = llvm.and %1824, %1825 : i1
      llvm.cond_br %1826, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1827 = llvm.getelementptr %64[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1828 = llvm.load %1827 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1829 = llvm.getelementptr %791[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1828, %1829 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1830 = llvm.add %1398, %40 overflow<nsw> : i32
      %1831 = llvm.add %1399, %22 overflow<nsw> : i32
      %1832 = llvm.icmp "slt" %1830, %38 : i32
      %1833 = llvm.icmp "slt" %1831, %50 : i32
      %1834 = llvm.and %1832, %1833 : i1
      llvm.cond_br %1834, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1835 = llvm.getelementptr %64[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1836 = llvm.load %1835 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1837 = llvm.getelementptr %791[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1836, %1837 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1838 = llvm.add %1398, %40 overflow<nsw> : i32
      %1839 = llvm.add %1399, %14 overflow<nsw> : i32
      %1840 = llvm.icmp "slt" %1838, %38 : i32
      %1841 = llvm.icmp "slt" %1839, %50 : i32
      %1842 = llvm.and %1840, %1841 : i1
      llvm.cond_br %1842, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1843 = llvm.getelementptr %64[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1844 = llvm.load %1843 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1845 = llvm.getelementptr %791[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1844, %1845 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1846 = llvm.add %1398, %35 overflow<nsw> : i32
      %1847 = llvm.add %1399, %22 overflow<nsw> : i32
      %1848 = llvm.icmp "slt" %1846, %38 : i32
      %1849 = llvm.icmp "slt" %1847, %50 : i32
      %1850 = llvm.and %1848, %1849 : i1
      llvm.cond_br %1850, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1851 = llvm.getelementptr %64[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1852 = llvm.load %1851 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1853 = llvm.getelementptr %791[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1852, %1853 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1854 = llvm.add %1398, %35 overflow<nsw> : i32
      %1855 = llvm.add %1399, %14 overflow<nsw> : i32
      %1856 = llvm.icmp "slt" %1854, %38 : i32
      %1857 = llvm.icmp "slt" %1855, %50 : i32
      %1858 = llvm.and %1856, %1857 : i1
      llvm.cond_br %1858, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1859 = llvm.getelementptr %64[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1860 = llvm.load %1859 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1861 = llvm.getelementptr %791[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1860, %1861 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1862 = llvm.add %1398, %20 overflow<nsw> : i32
      %1863 = llvm.add %1399, %22 overflow<nsw> : i32
      %1864 = llvm.icmp "slt" %1862, %38 : i32
      %1865 = llvm.icmp "slt" %1863, %50 : i32
      %1866 = llvm.and %1864, %1865 : i1
      llvm.cond_br %1866, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1867 = llvm.getelementptr %64[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1868 = llvm.load %1867 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1869 = llvm.getelementptr %791[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1868, %1869 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1870 = llvm.add %1398, %20 overflow<nsw> : i32
      %1871 = llvm.add %1399, %14 overflow<nsw> : i32
      %1872 = llvm.icmp "slt" %1870, %38 : i32
      %1873 = llvm.icmp "slt" %1871, %50 : i32
      %1874 = llvm.and %1872, %1873 : i1
      llvm.cond_br %1874, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1875 = llvm.getelementptr %64[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1876 = llvm.load %1875 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1877 = llvm.getelementptr %791[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1876, %1877 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1878 = llvm.add %1398, %10 overflow<nsw> : i32
      %1879 = llvm.add %1399, %22 overflow<nsw> : i32
      %1880 = llvm.icmp "slt" %1878, %38 : i32
      %1881 = llvm.icmp "slt" %1879, %50 : i32
      %1882 = llvm.and %1880, %1881 : i1
      llvm.cond_br %1882, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1883 = llvm.getelementptr %64[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1884 = llvm.load %1883 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1885 = llvm.getelementptr %791[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1884, %1885 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1886 = llvm.add %1398, %10 overflow<nsw> : i32
      %1887 = llvm.add %1399, %14 overflow<nsw> : i32
      %1888 = llvm.icmp "slt" %1886, %38 : i32
      %1889 = llvm.icmp "slt" %1887, %50 : i32
      %1890 = llvm.and %1888, %1889 : i1
      llvm.cond_br %1890, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1891 = llvm.getelementptr %64[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1892 = llvm.load %1891 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1893 = llvm.getelementptr %791[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1892, %1893 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1894 = llvm.add %1399, %40 overflow<nsw> : i32
      %1895 = llvm.icmp "slt" %1398, %38 : i32
      %1896 = llvm.icmp "slt" %1894, %50 : i32
      %1897 = llvm.and %1895, %1896 : i1
      llvm.cond_br %1897, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1898 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1899 = llvm.load %1898 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1900 = llvm.getelementptr %791[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1899, %1900 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1901 = llvm.add %1399, %13 overflow<nsw> : i32
      %1902 = llvm.icmp "slt" %1398, %38 : i32
      %1903 = llvm.icmp "slt" %1901, %50 : i32
      %1904 = llvm.and %1902, %1903 : i1
      llvm.cond_br %1904, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1905 = llvm.getelementptr %64[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1906 = llvm.load %1905 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1907 = llvm.getelementptr %791[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1906, %1907 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1908 = llvm.add %1398, %60 overflow<nsw> : i32
      %1909 = llvm.add %1399, %40 overflow<nsw> : i32
      %1910 = llvm.icmp "slt" %1908, %38 : i32
      %1911 = llvm.icmp "slt" %1909, %50 : i32
      %1912 = llvm.and %1910, %1911 : i1
      llvm.cond_br %1912, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1913 = llvm.getelementptr %64[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1914 = llvm.load %1913 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1915 = llvm.getelementptr %791[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1914, %1915 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1916 = llvm.add %1398, %60 overflow<nsw> : i32
      %1917 = llvm.add %1399, %13 overflow<nsw> : i32
      %1918 = llvm.icmp "slt" %1916, %38 : i32
      %1919 = llvm.icmp "slt" %1917, %50 : i32
      %1920 = llvm.and %1918, %1919 : i1
      llvm.cond_br %1920, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1921 = llvm.getelementptr %64[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1922 = llvm.load %1921 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1923 = llvm.getelementptr %791[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1922, %1923 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1924 = llvm.add %1398, %49 overflow<nsw> : i32
      %1925 = llvm.add %1399, %40 overflow<nsw> : i32
      %1926 = llvm.icmp "slt" %1924, %38 : i32
      %1927 = llvm.icmp "slt" %1925, %50 : i32
      %1928 = llvm.and %1926, %1927 : i1
      llvm.cond_br %1928, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1929 = llvm.getelementptr %64[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1930 = llvm.load %1929 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1931 = llvm.getelementptr %791[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1930, %1931 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1932 = llvm.add %1398, %49 overflow<nsw> : i32
      %1933 = llvm.add %1399, %13 overflow<nsw> : i32
      %1934 = llvm.icmp "slt" %1932, %38 : i32
      %1935 = llvm.icmp "slt" %1933, %50 : i32
      %1936 = llvm.and %1934, %1935 : i1
      llvm.cond_br %1936, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1937 = llvm.getelementptr %64[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1938 = llvm.load %1937 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1939 = llvm.getelementptr %791[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1938, %1939 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1940 = llvm.add %1398, %18 overflow<nsw> : i32
      %1941 = llvm.add %1399, %40 overflow<nsw> : i32
      %1942 = llvm.icmp "slt" %1940, %38 : i32
      %1943 = llvm.icmp "slt" %1941, %50 : i32
      %1944 = llvm.and %1942, %1943 : i1
      llvm.cond_br %1944, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1945 = llvm.getelementptr %64[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1946 = llvm.load %1945 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1947 = llvm.getelementptr %791[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1946, %1947 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1948 = llvm.add %1398, %18 overflow<nsw> : i32
      %1949 = llvm.add %1399, %13 overflow<nsw> : i32
      %1950 = llvm.icmp "slt" %1948, %38 : i32
      %1951 = llvm.icmp "slt" %1949, %50 : i32
      %1952 = llvm.and %1950, %1951 : i1
      llvm.cond_br %1952, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1953 = llvm.getelementptr %64[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1954 = llvm.load %1953 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1955 = llvm.getelementptr %791[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1954, %1955 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1956 = llvm.add %1398, %40 overflow<nsw> : i32
      %1957 = llvm.add %1399, %40 overflow<nsw> : i32
      %1958 = llvm.icmp "slt" %1956, %38 : i32
      %1959 = llvm.icmp "slt" %1957, %50 : i32
      %1960 = llvm.and %1958, %1959 : i1
      llvm.cond_br %1960, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1961 = llvm.getelementptr %64[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1962 = llvm.load %1961 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1963 = llvm.getelementptr %791[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1962, %1963 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1964 = llvm.add %1398, %40 overflow<nsw> : i32
      %1965 = llvm.add %1399, %13 overflow<nsw> : i32
      %1966 = llvm.icmp "slt" %1964, %38 : i32
      %1967 = llvm.icmp "slt" %1965, %50 : i32
      %1968 = llvm.and %1966, %1967 : i1
      llvm.cond_br %1968, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1969 = llvm.getelementptr %64[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1970 = llvm.load %1969 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1971 = llvm.getelementptr %791[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1970, %1971 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1972 = llvm.add %1398, %35 overflow<nsw> : i32
      %1973 = llvm.add %1399, %40 overflow<nsw> : i32
      %1974 = llvm.icmp "slt" %1972, %38 : i32
      %1975 = llvm.icmp "slt" %1973, %50 : i32
      %1976 = llvm.and %1974, %1975 : i1
      llvm.cond_br %1976, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1977 = llvm.getelementptr %64[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1978 = llvm.load %1977 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1979 = llvm.getelementptr %791[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1978, %1979 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1980 = llvm.add %1398, %35 overflow<nsw> : i32
      %1981 = llvm.add %1399, %13 overflow<nsw> : i32
      %1982 = llvm.icmp "slt" %1980, %38 : i32
      %1983 = llvm.icmp "slt" %1981, %50 : i32
      %1984 = llvm.and %1982, %1983 : i1
      llvm.cond_br %1984, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1985 = llvm.getelementptr %64[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1986 = llvm.load %1985 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1987 = llvm.getelementptr %791[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1986, %1987 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1988 = llvm.add %1398, %20 overflow<nsw> : i32
      %1989 = llvm.add %1399, %40 overflow<nsw> : i32
      %1990 = llvm.icmp "slt" %1988, %38 : i32
      %1991 = llvm.icmp "slt" %1989, %50 : i32
      %1992 = llvm.and %1990, %1991 : i1
      llvm.cond_br %1992, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1993 = llvm.getelementptr %64[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1994 = llvm.load %1993 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1995 = llvm.getelementptr %791[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1994, %1995 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1996 = llvm.add %1398, %20 overflow<nsw> : i32
      %1997 = llvm.add %1399, %13 overflow<nsw> : i32
      %1998 = llvm.icmp "slt" %1996, %38 : i32
      %1999 = llvm.icmp "slt" %1997, %50 : i32
      %2000 = llvm.and %1998, %1999 : i1
      llvm.cond_br %2000, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2001 = llvm.getelementptr %64[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2002 = llvm.load %2001 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2003 = llvm.getelementptr %791[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2002, %2003 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2004 = llvm.add %1398, %10 overflow<nsw> : i32
      %2005 = llvm.add %1399, %40 overflow<nsw> : i32
      %2006 = llvm.icmp "slt" %2004, %38 : i32
      %2007 = llvm.icmp "slt" %2005, %50 : i32
      %2008 = llvm.and %2006, %2007 : i1
      llvm.cond_br %2008, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2009 = llvm.getelementptr %64[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2010 = llvm.load %2009 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2011 = llvm.getelementptr %791[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2010, %2011 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2012 = llvm.add %1398, %10 overflow<nsw> : i32
      %2013 = llvm.add %1399, %13 overflow<nsw> : i32
      %2014 = llvm.icmp "slt" %2012, %38 : i32
      %2015 = llvm.icmp "slt" %2013, %50 : i32
      %2016 = llvm.and %2014, %2015 : i1
      llvm.cond_br %2016, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2017 = llvm.getelementptr %64[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2018 = llvm.load %2017 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2019 = llvm.getelementptr %791[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2018, %2019 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2020 = llvm.add %1399, %21 overflow<nsw> : i32
      %2021 = llvm.icmp "slt" %1398, %38 : i32
      %2022 = llvm.icmp "slt" %2020, %50 : i32
      %2023 = llvm.and %2021, %2022 : i1
      llvm.cond_br %2023, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2024 = llvm.getelementptr %64[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2025 = llvm.load %2024 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2026 = llvm.getelementptr %791[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2025, %2026 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2027 = llvm.add %1399, %12 overflow<nsw> : i32
      %2028 = llvm.icmp "slt" %1398, %38 : i32
      %2029 = llvm.icmp "slt" %2027, %50 : i32
      %2030 = llvm.and %2028, %2029 : i1
      llvm.cond_br %2030, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2031 = llvm.getelementptr %64[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2032 = llvm.load %2031 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2033 = llvm.getelementptr %791[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2032, %2033 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2034 = llvm.add %1398, %60 overflow<nsw> : i32
      %2035 = llvm.add %1399, %21 overflow<nsw> : i32
      %2036 = llvm.icmp "slt" %2034, %38 : i32
      %2037 = llvm.icmp "slt" %2035, %50 : i32
      %2038 = llvm.and %2036, %2037 : i1
      llvm.cond_br %2038, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2039 = llvm.getelementptr %64[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2040 = llvm.load %2039 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2041 = llvm.getelementptr %791[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2040, %2041 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2042 = llvm.add %1398, %60 overflow<nsw> : i32
      %2043 = llvm.add %1399, %12 overflow<nsw> : i32
      %2044 = llvm.icmp "slt" %2042, %38 : i32
      %2045 = llvm.icmp "slt" %2043, %50 : i32
      %2046 = llvm.and %2044, %2045 : i1
      llvm.cond_br %2046, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2047 = llvm.getelementptr %64[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2048 = llvm.load %2047 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2049 = llvm.getelementptr %791[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2048, %2049 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2050 = llvm.add %1398, %49 overflow<nsw> : i32
      %2051 = llvm.add %1399, %21 overflow<nsw> : i32
      %2052 = llvm.icmp "slt" %2050, %38 : i32
      %2053 = llvm.icmp "slt" %2051, %50 : i32
      %2054 = llvm.and %2052, %2053 : i1
      llvm.cond_br %2054, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2055 = llvm.getelementptr %64[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2056 = llvm.load %2055 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2057 = llvm.getelementptr %791[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2056, %2057 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2058 = llvm.add %1398, %49 overflow<nsw> : i32
      %2059 = llvm.add %1399, %12 overflow<nsw> : i32
      %2060 = llvm.icmp "slt" %2058, %38 : i32
      %2061 = llvm.icmp "slt" %2059, %50 : i32
      %2062 = llvm.and %2060, %2061 : i1
      llvm.cond_br %2062, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2063 = llvm.getelementptr %64[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2064 = llvm.load %2063 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2065 = llvm.getelementptr %791[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2064, %2065 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2066 = llvm.add %1398, %18 overflow<nsw> : i32
      %2067 = llvm.add %1399, %21 overflow<nsw> : i32
      %2068 = llvm.icmp "slt" %2066, %38 : i32
      %2069 = llvm.icmp "slt" %2067, %50 : i32
      %2070 = llvm.and %2068, %2069 : i1
      llvm.cond_br %2070, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2071 = llvm.getelementptr %64[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2072 = llvm.load %2071 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2073 = llvm.getelementptr %791[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2072, %2073 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2074 = llvm.add %1398, %18 overflow<nsw> : i32
      %2075 = llvm.add %1399, %12 overflow<nsw> : i32
      %2076 = llvm.icmp "slt" %2074, %38 : i32
      %2077 = llvm.icmp "slt" %2075, %50 : i32
      %2078 = llvm.and %2076, %2077 : i1
      llvm.cond_br %2078, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2079 = llvm.getelementptr %64[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2080 = llvm.load %2079 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2081 = llvm.getelementptr %791[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2080, %2081 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2082 = llvm.add %1398, %40 overflow<nsw> : i32
      %2083 = llvm.add %1399, %21 overflow<nsw> : i32
      %2084 = llvm.icmp "slt" %2082, %38 : i32
      %2085 = llvm.icmp "slt" %2083, %50 : i32
      %2086 = llvm.and %2084, %2085 : i1
      llvm.cond_br %2086, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2087 = llvm.getelementptr %64[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2088 = llvm.load %2087 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2089 = llvm.getelementptr %791[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2088, %2089 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2090 = llvm.add %1398, %40 overflow<nsw> : i32
      %2091 = llvm.add %1399, %12 overflow<nsw> : i32
      %2092 = llvm.icmp "slt" %2090, %38 : i32
      %2093 = llvm.icmp "slt" %2091, %50 : i32
      %2094 = llvm.and %2092, %2093 : i1
      llvm.cond_br %2094, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2095 = llvm.getelementptr %64[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2096 = llvm.load %2095 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2097 = llvm.getelementptr %791[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2096, %2097 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2098 = llvm.add %1398, %35 overflow<nsw> : i32
      %2099 = llvm.add %1399, %21 overflow<nsw> : i32
      %2100 = llvm.icmp "slt" %2098, %38 : i32
      %2101 = llvm.icmp "slt" %2099, %50 : i32
      %2102 = llvm.and %2100, %2101 : i1
      llvm.cond_br %2102, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2103 = llvm.getelementptr %64[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2104 = llvm.load %2103 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2105 = llvm.getelementptr %791[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2104, %2105 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2106 = llvm.add %1398, %35 overflow<nsw> : i32
      %2107 = llvm.add %1399, %12 overflow<nsw> : i32
      %2108 = llvm.icmp "slt" %2106, %38 : i32
      %2109 = llvm.icmp "slt" %2107, %50 : i32
      %2110 = llvm.and %2108, %2109 : i1
      llvm.cond_br %2110, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2111 = llvm.getelementptr %64[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2112 = llvm.load %2111 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2113 = llvm.getelementptr %791[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2112, %2113 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2114 = llvm.add %1398, %20 overflow<nsw> : i32
      %2115 = llvm.add %1399, %21 overflow<nsw> : i32
      %2116 = llvm.icmp "slt" %2114, %38 : i32
      %2117 = llvm.icmp "slt" %2115, %50 : i32
      %2118 = llvm.and %2116, %2117 : i1
      llvm.cond_br %2118, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2119 = llvm.getelementptr %64[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2120 = llvm.load %2119 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2121 = llvm.getelementptr %791[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2120, %2121 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2122 = llvm.add %1398, %20 overflow<nsw> : i32
      %2123 = llvm.add %1399, %12 overflow<nsw> : i32
      %2124 = llvm.icmp "slt" %2122, %38 : i32
      %2125 = llvm.icmp "slt" %2123, %50 : i32
      %2126 = llvm.and %2124, %2125 : i1
      llvm.cond_br %2126, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2127 = llvm.getelementptr %64[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2128 = llvm.load %2127 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2129 = llvm.getelementptr %791[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2128, %2129 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2130 = llvm.add %1398, %10 overflow<nsw> : i32
      %2131 = llvm.add %1399, %21 overflow<nsw> : i32
      %2132 = llvm.icmp "slt" %2130, %38 : i32
      %2133 = llvm.icmp "slt" %2131, %50 : i32
      %2134 = llvm.and %2132, %2133 : i1
      llvm.cond_br %2134, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2135 = llvm.getelementptr %64[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2136 = llvm.load %2135 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2137 = llvm.getelementptr %791[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2136, %2137 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2138 = llvm.add %1398, %10 overflow<nsw> : i32
      %2139 = llvm.add %1399, %12 overflow<nsw> : i32
      %2140 = llvm.icmp "slt" %2138, %38 : i32
      %2141 = llvm.icmp "slt" %2139, %50 : i32
      %2142 = llvm.and %2140, %2141 : i1
      llvm.cond_br %2142, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2143 = llvm.getelementptr %64[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2144 = llvm.load %2143 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2145 = llvm.getelementptr %791[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2144, %2145 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2146 = llvm.add %1399, %20 overflow<nsw> : i32
      %2147 = llvm.icmp "slt" %1398, %38 : i32
      %2148 = llvm.icmp "slt" %2146, %50 : i32
      %2149 = llvm.and %2147, %2148 : i1
      llvm.cond_br %2149, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2150 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2151 = llvm.load %2150 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2152 = llvm.getelementptr %791[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2151, %2152 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2153 = llvm.add %1399, %11 overflow<nsw> : i32
      %2154 = llvm.icmp "slt" %1398, %38 : i32
      %2155 = llvm.icmp "slt" %2153, %50 : i32
      %2156 = llvm.and %2154, %2155 : i1
      llvm.cond_br %2156, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2157 = llvm.getelementptr %64[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2158 = llvm.load %2157 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2159 = llvm.getelementptr %791[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2158, %2159 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2160 = llvm.add %1398, %60 overflow<nsw> : i32
      %2161 = llvm.add %1399, %20 overflow<nsw> : i32
      %2162 = llvm.icmp "slt" %2160, %38 : i32
      %2163 = llvm.icmp "slt" %2161, %50 : i32
      %2164 = llvm.and %2162, %2163 : i1
      llvm.cond_br %2164, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2165 = llvm.getelementptr %64[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2166 = llvm.load %2165 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2167 = llvm.getelementptr %791[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2166, %2167 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2168 = llvm.add %1398, %60 overflow<nsw> : i32
      %2169 = llvm.add %1399, %11 overflow<nsw> : i32
      %2170 = llvm.icmp "slt" %2168, %38 : i32
      %2171 = llvm.icmp "slt" %2169, %50 : i32
      %2172 = llvm.and %2170, %2171 : i1
      llvm.cond_br %2172, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2173 = llvm.getelementptr %64[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2174 = llvm.load %2173 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2175 = llvm.getelementptr %791[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2174, %2175 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2176 = llvm.add %1398, %49 overflow<nsw> : i32
      %2177 = llvm.add %1399, %20 overflow<nsw> : i32
      %2178 = llvm.icmp "slt" %2176, %38 : i32
      %2179 = llvm.icmp "slt" %2177, %50 : i32
      %2180 = llvm.and %2178, %2179 : i1
      llvm.cond_br %2180, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2181 = llvm.getelementptr %64[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2182 = llvm.load %2181 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2183 = llvm.getelementptr %791[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2182, %2183 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2184 = llvm.add %1398, %49 overflow<nsw> : i32
      %2185 = llvm.add %1399, %11 overflow<nsw> : i32
      %2186 = llvm.icmp "slt" %2184, %38 : i32
      %2187 = llvm.icmp "slt" %2185, %50 : i32
      %2188 = llvm.and %2186, %2187 : i1
      llvm.cond_br %2188, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2189 = llvm.getelementptr %64[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2190 = llvm.load %2189 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2191 = llvm.getelementptr %791[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2190, %2191 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2192 = llvm.add %1398, %18 overflow<nsw> : i32
      %2193 = llvm.add %1399, %20 overflow<nsw> : i32
      %2194 = llvm.icmp "slt" %2192, %38 : i32
      %2195 = llvm.icmp "slt" %2193, %50 : i32
      %2196 = llvm.and %2194, %2195 : i1
      llvm.cond_br %2196, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2197 = llvm.getelementptr %64[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2198 = llvm.load %2197 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2199 = llvm.getelementptr %791[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2198, %2199 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2200 = llvm.add %1398, %18 overflow<nsw> : i32
      %2201 = llvm.add %1399, %11 overflow<nsw> : i32
      %2202 = llvm.icmp "slt" %2200, %38 : i32
      %2203 = llvm.icmp "slt" %2201, %50 : i32
      %2204 = llvm.and %2202, %2203 : i1
      llvm.cond_br %2204, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2205 = llvm.getelementptr %64[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2206 = llvm.load %2205 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2207 = llvm.getelementptr %791[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2206, %2207 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2208 = llvm.add %1398, %40 overflow<nsw> : i32
      %2209 = llvm.add %1399, %20 overflow<nsw> : i32
      %2210 = llvm.icmp "slt" %2208, %38 : i32
      %2211 = llvm.icmp "slt" %2209, %50 : i32
      %2212 = llvm.and %2210, %2211 : i1
      llvm.cond_br %2212, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2213 = llvm.getelementptr %64[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2214 = llvm.load %2213 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2215 = llvm.getelementptr %791[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2214, %2215 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2216 = llvm.add %1398, %40 overflow<nsw> : i32
      %2217 = llvm.add %1399, %11 overflow<nsw> : i32
      %2218 = llvm.icmp "slt" %2216, %38 : i32
      %2219 = llvm.icmp "slt" %2217, %50 : i32
      %2220 = llvm.and %2218, %2219 : i1
      llvm.cond_br %2220, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2221 = llvm.getelementptr %64[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2222 = llvm.load %2221 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2223 = llvm.getelementptr %791[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2222, %2223 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2224 = llvm.add %1398, %35 overflow<nsw> : i32
      %2225 = llvm.add %1399, %20 overflow<nsw> : i32
      %2226 = llvm.icmp "slt" %2224, %38 : i32
      %2227 = llvm.icmp "slt" %2225, %50 : i32
      %2228 = llvm.and %2226, %2227 : i1
      llvm.cond_br %2228, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2229 = llvm.getelementptr %64[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2230 = llvm.load %2229 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2231 = llvm.getelementptr %791[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2230, %2231 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2232 = llvm.add %1398, %35 overflow<nsw> : i32
      %2233 = llvm.add %1399, %11 overflow<nsw> : i32
      %2234 = llvm.icmp "slt" %2232, %38 : i32
      %2235 = llvm.icmp "slt" %2233, %50 : i32
      %2236 = llvm.and %2234, %2235 : i1
      llvm.cond_br %2236, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2237 = llvm.getelementptr %64[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2238 = llvm.load %2237 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2239 = llvm.getelementptr %791[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2238, %2239 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2240 = llvm.add %1398, %20 overflow<nsw> : i32
      %2241 = llvm.add %1399, %20 overflow<nsw> : i32
      %2242 = llvm.icmp "slt" %2240, %38 : i32
      %2243 = llvm.icmp "slt" %2241, %50 : i32
      %2244 = llvm.and %2242, %2243 : i1
      llvm.cond_br %2244, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2245 = llvm.getelementptr %64[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2246 = llvm.load %2245 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2247 = llvm.getelementptr %791[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2246, %2247 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2248 = llvm.add %1398, %20 overflow<nsw> : i32
      %2249 = llvm.add %1399, %11 overflow<nsw> : i32
      %2250 = llvm.icmp "slt" %2248, %38 : i32
      %2251 = llvm.icmp "slt" %2249, %50 : i32
      %2252 = llvm.and %2250, %2251 : i1
      llvm.cond_br %2252, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2253 = llvm.getelementptr %64[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2254 = llvm.load %2253 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2255 = llvm.getelementptr %791[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2254, %2255 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2256 = llvm.add %1398, %10 overflow<nsw> : i32
      %2257 = llvm.add %1399, %20 overflow<nsw> : i32
      %2258 = llvm.icmp "slt" %2256, %38 : i32
      %2259 = llvm.icmp "slt" %2257, %50 : i32
      %2260 = llvm.and %2258, %2259 : i1
      llvm.cond_br %2260, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2261 = llvm.getelementptr %64[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2262 = llvm.load %2261 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2263 = llvm.getelementptr %791[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2262, %2263 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2264 = llvm.add %1398, %10 overflow<nsw> : i32
      %2265 = llvm.add %1399, %11 overflow<nsw> : i32
      %2266 = llvm.icmp "slt" %2264, %38 : i32
      %2267 = llvm.icmp "slt" %2265, %50 : i32
      %2268 = llvm.and %2266, %2267 : i1
      llvm.cond_br %2268, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2269 = llvm.getelementptr %64[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2270 = llvm.load %2269 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2271 = llvm.getelementptr %791[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2270, %2271 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2272 = llvm.add %1399, %19 overflow<nsw> : i32
      %2273 = llvm.icmp "slt" %1398, %38 : i32
      %2274 = llvm.icmp "slt" %2272, %50 : i32
      %2275 = llvm.and %2273, %2274 : i1
      llvm.cond_br %2275, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2276 = llvm.getelementptr %64[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2277 = llvm.load %2276 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2278 = llvm.getelementptr %791[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2277, %2278 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2279 = llvm.add %1399, %9 overflow<nsw> : i32
      %2280 = llvm.icmp "slt" %1398, %38 : i32
      %2281 = llvm.icmp "slt" %2279, %50 : i32
      %2282 = llvm.and %2280, %2281 : i1
      llvm.cond_br %2282, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2283 = llvm.getelementptr %64[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2284 = llvm.load %2283 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2285 = llvm.getelementptr %791[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2284, %2285 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2286 = llvm.add %1398, %60 overflow<nsw> : i32
      %2287 = llvm.add %1399, %19 overflow<nsw> : i32
      %2288 = llvm.icmp "slt" %2286, %38 : i32
      %2289 = llvm.icmp "slt" %2287, %50 : i32
      %2290 = llvm.and %2288, %2289 : i1
      llvm.cond_br %2290, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2291 = llvm.getelementptr %64[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2292 = llvm.load %2291 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2293 = llvm.getelementptr %791[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2292, %2293 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2294 = llvm.add %1398, %60 overflow<nsw> : i32
      %2295 = llvm.add %1399, %9 overflow<nsw> : i32
      %2296 = llvm.icmp "slt" %2294, %38 : i32
      %2297 = llvm.icmp "slt" %2295, %50 : i32
      %2298 = llvm.and %2296, %2297 : i1
      llvm.cond_br %2298, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2299 = llvm.getelementptr %64[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2300 = llvm.load %2299 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2301 = llvm.getelementptr %791[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2300, %2301 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2302 = llvm.add %1398, %49 overflow<nsw> : i32
      %2303 = llvm.add %1399, %19 overflow<nsw> : i32
      %2304 = llvm.icmp "slt" %2302, %38 : i32
      %2305 = llvm.icmp "slt" %2303, %50 : i32
      %2306 = llvm.and %2304, %2305 : i1
      llvm.cond_br %2306, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2307 = llvm.getelementptr %64[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2308 = llvm.load %2307 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2309 = llvm.getelementptr %791[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2308, %2309 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2310 = llvm.add %1398, %49 overflow<nsw> : i32
      %2311 = llvm.add %1399, %9 overflow<nsw> : i32
      %2312 = llvm.icmp "slt" %2310, %38 : i32
      %2313 = llvm.icmp "slt" %2311, %50 : i32
      %2314 = llvm.and %2312, %2313 : i1
      llvm.cond_br %2314, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2315 = llvm.getelementptr %64[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2316 = llvm.load %2315 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2317 = llvm.getelementptr %791[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2316, %2317 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2318 = llvm.add %1398, %18 overflow<nsw> : i32
      %2319 = llvm.add %1399, %19 overflow<nsw> : i32
      %2320 = llvm.icmp "slt" %2318, %38 : i32
      %2321 = llvm.icmp "slt" %2319, %50 : i32
      %2322 = llvm.and %2320, %2321 : i1
      llvm.cond_br %2322, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2323 = llvm.getelementptr %64[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2324 = llvm.load %2323 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2325 = llvm.getelementptr %791[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2324, %2325 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2326 = llvm.add %1398, %18 overflow<nsw> : i32
      %2327 = llvm.add %1399, %9 overflow<nsw> : i32
      %2328 = llvm.icmp "slt" %2326, %38 : i32
      %2329 = llvm.icmp "slt" %2327, %50 : i32
      %2330 = llvm.and %2328, %2329 : i1
      llvm.cond_br %2330, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2331 = llvm.getelementptr %64[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2332 = llvm.load %2331 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2333 = llvm.getelementptr %791[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2332, %2333 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2334 = llvm.add %1398, %40 overflow<nsw> : i32
      %2335 = llvm.add %1399, %19 overflow<nsw> : i32
      %2336 = llvm.icmp "slt" %2334, %38 : i32
      %2337 = llvm.icmp "slt" %2335, %50 : i32
      %2338 = llvm.and %2336, %2337 : i1
      llvm.cond_br %2338, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2339 = llvm.getelementptr %64[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2340 = llvm.load %2339 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2341 = llvm.getelementptr %791[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2340, %2341 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2342 = llvm.add %1398, %40 overflow<nsw> : i32
      %2343 = llvm.add %1399, %9 overflow<nsw> : i32
      %2344 = llvm.icmp "slt" %2342, %38 : i32
      %2345 = llvm.icmp "slt" %2343, %50 : i32
      %2346 = llvm.and %2344, %2345 : i1
      llvm.cond_br %2346, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2347 = llvm.getelementptr %64[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2348 = llvm.load %2347 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2349 = llvm.getelementptr %791[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2348, %2349 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2350 = llvm.add %1398, %35 overflow<nsw> : i32
      %2351 = llvm.add %1399, %19 overflow<nsw> : i32
      %2352 = llvm.icmp "slt" %2350, %38 : i32
      %2353 = llvm.icmp "slt" %2351, %50 : i32
      %2354 = llvm.and %2352, %2353 : i1
      llvm.cond_br %2354, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2355 = llvm.getelementptr %64[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2356 = llvm.load %2355 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2357 = llvm.getelementptr %791[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2356, %2357 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2358 = llvm.add %1398, %35 overflow<nsw> : i32
      %2359 = llvm.add %1399, %9 overflow<nsw> : i32
      %2360 = llvm.icmp "slt" %2358, %38 : i32
      %2361 = llvm.icmp "slt" %2359, %50 : i32
      %2362 = llvm.and %2360, %2361 : i1
      llvm.cond_br %2362, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2363 = llvm.getelementptr %64[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2364 = llvm.load %2363 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2365 = llvm.getelementptr %791[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2364, %2365 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2366 = llvm.add %1398, %20 overflow<nsw> : i32
      %2367 = llvm.add %1399, %19 overflow<nsw> : i32
      %2368 = llvm.icmp "slt" %2366, %38 : i32
      %2369 = llvm.icmp "slt" %2367, %50 : i32
      %2370 = llvm.and %2368, %2369 : i1
      llvm.cond_br %2370, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2371 = llvm.getelementptr %64[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2372 = llvm.load %2371 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2373 = llvm.getelementptr %791[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2372, %2373 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2374 = llvm.add %1398, %20 overflow<nsw> : i32
      %2375 = llvm.add %1399, %9 overflow<nsw> : i32
      %2376 = llvm.icmp "slt" %2374, %38 : i32
      %2377 = llvm.icmp "slt" %2375, %50 : i32
      %2378 = llvm.and %2376, %2377 : i1
      llvm.cond_br %2378, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2379 = llvm.getelementptr %64[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2380 = llvm.load %2379 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2381 = llvm.getelementptr %791[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2380, %2381 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2382 = llvm.add %1398, %10 overflow<nsw> : i32
      %2383 = llvm.add %1399, %19 overflow<nsw> : i32
      %2384 = llvm.icmp "slt" %2382, %38 : i32
      %2385 = llvm.icmp "slt" %2383, %50 : i32
      %2386 = llvm.and %2384, %2385 : i1
      llvm.cond_br %2386, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2387 = llvm.getelementptr %64[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2388 = llvm.load %2387 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2389 = llvm.getelementptr %791[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2388, %2389 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2390 = llvm.add %1398, %10 overflow<nsw> : i32
      %2391 = llvm.add %1399, %9 overflow<nsw> : i32
      %2392 = llvm.icmp "slt" %2390, %38 : i32
      %2393 = llvm.icmp "slt" %2391, %50 : i32
      %2394 = llvm.and %2392, %2393 : i1
      llvm.cond_br %2394, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2395 = llvm.getelementptr %64[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2396 = llvm.load %2395 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2397 = llvm.getelementptr %791[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2396, %2397 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      llvm.br ^bb345
    ^bb345:  // 2 preds: ^bb87, ^bb344
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_h07743697(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %96 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0<%32> (%12, %14, %16) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %97 = builtin.unrealized_conversion_cast %96 : !cuda.result to i32
    cuda.return_if_error %97 : i32
    llvm.return %2 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hf2fe376a(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_h07743697(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
