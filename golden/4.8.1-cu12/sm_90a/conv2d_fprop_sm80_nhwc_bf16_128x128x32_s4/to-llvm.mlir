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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 4, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 65536 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %11 = llvm.mlir.constant(40 : i32) : i32
      %12 = llvm.mlir.constant(2304 : i32) : i32
      %13 = llvm.mlir.constant(576 : i32) : i32
      %14 = llvm.mlir.constant(4096 : i32) : i32
      %15 = llvm.mlir.constant(3072 : i32) : i32
      %16 = llvm.mlir.constant(2048 : i32) : i32
      %17 = llvm.mlir.constant(1024 : i32) : i32
      %18 = llvm.mlir.constant(96 : i32) : i32
      %19 = llvm.mlir.constant(20184 : i32) : i32
      %20 = llvm.mlir.constant(15 : i32) : i32
      %21 = llvm.mlir.constant(225 : i32) : i32
      %22 = llvm.mlir.constant(9216 : i32) : i32
      %23 = llvm.mlir.constant(16 : i64) : i64
      %24 = llvm.mlir.constant(1024 : i64) : i64
      %25 = llvm.mlir.constant(true) : i1
      %26 = llvm.mlir.constant(31 : i32) : i32
      %27 = llvm.mlir.constant(-1 : i32) : i32
      %28 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %29 = llvm.mlir.constant(696 : i32) : i32
      %30 = llvm.mlir.constant(24 : i32) : i32
      %31 = llvm.mlir.constant(2 : i32) : i32
      %32 = llvm.mlir.constant(32 : i32) : i32
      %33 = llvm.mlir.constant(256 : i32) : i32
      %34 = llvm.mlir.constant(192 : i32) : i32
      %35 = llvm.mlir.constant(3 : i32) : i32
      %36 = llvm.mlir.constant(450 : i32) : i32
      %37 = llvm.mlir.constant(0 : i8) : i8
      %38 = llvm.mlir.constant(216 : i32) : i32
      %39 = llvm.mlir.constant(0 : i32) : i32
      %40 = llvm.mlir.constant(29 : i32) : i32
      %41 = llvm.mlir.constant(-16 : i64) : i64
      %42 = llvm.mlir.constant(16 : i32) : i32
      %43 = llvm.mlir.constant(7 : i32) : i32
      %44 = llvm.mlir.constant(72 : i32) : i32
      %45 = llvm.mlir.constant(1152 : i32) : i32
      %46 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %47 = llvm.mlir.constant(512 : i32) : i32
      %48 = llvm.mlir.constant(-16 : i32) : i32
      %49 = llvm.mlir.constant(15 : i64) : i64
      %50 = llvm.mlir.constant(0.000000e+00 : bf16) : bf16
      %51 = llvm.mlir.constant(4 : i32) : i32
      %52 = llvm.mlir.constant(64 : i32) : i32
      %53 = llvm.mlir.constant(8 : i32) : i32
      %54 = llvm.mlir.constant(128 : i32) : i32
      %55 = llvm.mlir.constant(1 : i32) : i32
      %56 = llvm.alloca %54 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %54 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %52 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %52 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %73 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %74 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %75 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %76 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %77 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %78 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %79 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %80 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %81 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %82 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %83 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %84 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %85 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %86 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %87 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %88 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %89 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %90 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %91 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %92 = llvm.alloca %51 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %93 = llvm.alloca %53 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %94 = llvm.alloca %51 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %95 = llvm.ptrtoint %28 : !llvm.ptr<3> to i32
      %96 = nvvm.shfl.sync idx %27, %95, %39, %26 : i32 -> i32
      %97 = llvm.zext %96 : i32 to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%98, %24 : !llvm.ptr<3>, i64)] : i1
      %99 = llvm.ptrtoint %98 : !llvm.ptr<3> to i64
      %100 = llvm.inttoptr %99 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%100, %23 : !llvm.ptr<3>, i64)] : i1
      %101 = llvm.getelementptr %98[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %102 = llvm.ptrtoint %101 : !llvm.ptr<3> to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<3>
      llvm.intr.assume %25 ["align"(%103, %23 : !llvm.ptr<3>, i64)] : i1
      %104 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %105 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %106 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %107 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %108 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %109 = llvm.sdiv %108, %53 : i32
      %110 = llvm.mul %109, %53 : i32
      %111 = llvm.icmp "ne" %108, %110 : i32
      %112 = llvm.mlir.constant(0 : i32) : i32
      %113 = llvm.icmp "slt" %108, %112 : i32
      %114 = llvm.mlir.constant(false) : i1
      %115 = llvm.icmp "ne" %113, %114 : i1
      %116 = llvm.and %111, %115 : i1
      %117 = llvm.mlir.constant(-1 : i32) : i32
      %118 = llvm.add %109, %117 : i32
      %119 = llvm.select %116, %118, %109 : i1, i32
      %120 = llvm.mul %119, %53 : i32
      %121 = llvm.sub %51, %120 : i32
      %122 = llvm.intr.smin(%121, %53) : (i32, i32) -> i32
      %123 = llvm.sub %108, %120 : i32
      %124 = llvm.srem %123, %122 : i32
      %125 = llvm.add %120, %124 : i32
      %126 = llvm.sdiv %123, %122 : i32
      %127 = llvm.mul %126, %122 : i32
      %128 = llvm.icmp "ne" %123, %127 : i32
      %129 = llvm.mlir.constant(0 : i32) : i32
      %130 = llvm.icmp "slt" %123, %129 : i32
      %131 = llvm.icmp "slt" %122, %129 : i32
      %132 = llvm.icmp "ne" %130, %131 : i1
      %133 = llvm.and %128, %132 : i1
      %134 = llvm.mlir.constant(-1 : i32) : i32
      %135 = llvm.add %126, %134 : i32
      %136 = llvm.select %133, %135, %126 : i1, i32
      %137 = llvm.mul %arg3, %29 : i32
      %138 = llvm.mul %arg4, %30 : i32
      %139 = llvm.mul %arg8, %30 : i32
      %140 = llvm.mul %arg7, %29 : i32
      %141 = llvm.mul %arg5, %29 : i32
      %142 = llvm.mul %arg6, %30 : i32
      %143 = llvm.add %141, %142 : i32
      %144 = llvm.mul %125, %22 overflow<nsw> : i32
      %145 = llvm.getelementptr %106[%144] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %146 = llvm.mul %125, %54 overflow<nsw> : i32
      %147 = llvm.sdiv %107, %51 : i32
      %148 = llvm.srem %107, %51 : i32
      %149 = llvm.mul %148, %53 overflow<nsw> : i32
      %150 = llvm.sdiv %147, %31 : i32
      %151 = llvm.srem %150, %51 : i32
      %152 = llvm.mul %151, %52 overflow<nsw> : i32
      %153 = llvm.add %149, %152 overflow<nsw> : i32
      %154 = llvm.srem %147, %31 : i32
      %155 = llvm.mul %154, %32 overflow<nsw> : i32
      %156 = llvm.sdiv %150, %51 : i32
      %157 = llvm.mul %156, %33 overflow<nsw> : i32
      %158 = llvm.add %155, %157 overflow<nsw> : i32
      %159 = llvm.and %153, %34 : i32
      %160 = llvm.lshr %159, %35 : i32
      %161 = llvm.xor %153, %160 : i32
      %162 = llvm.add %161, %158 overflow<nsw> : i32
      %163 = llvm.getelementptr %100[%162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %164 = llvm.getelementptr %103[%162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %165 = llvm.mul %125, %54 : i32
      %166 = llvm.add %165, %147 overflow<nsw> : i32
      %167 = llvm.sdiv %166, %21 : i32
      %168 = llvm.mul %167, %21 overflow<nsw> : i32
      %169 = llvm.sub %166, %168 overflow<nsw> : i32
      %170 = llvm.sdiv %169, %20 : i32
      %171 = llvm.mul %170, %20 overflow<nsw> : i32
      %172 = llvm.sub %169, %171 overflow<nsw> : i32
      %173 = llvm.mul %167, %19 overflow<nsw> : i32
      %174 = llvm.mul %170, %137 overflow<nsw> : i32
      %175 = llvm.add %173, %174 overflow<nsw> : i32
      %176 = llvm.mul %172, %138 overflow<nsw> : i32
      %177 = llvm.add %175, %176 overflow<nsw> : i32
      %178 = llvm.sub %177, %143 overflow<nsw> : i32
      llvm.store %178, %94 {alignment = 32 : i64} : i32, !llvm.ptr
      %179 = llvm.mul %170, %arg3 overflow<nsw> : i32
      %180 = llvm.sub %179, %arg5 overflow<nsw> : i32
      llvm.store %180, %93 {alignment = 32 : i64} : i32, !llvm.ptr
      %181 = llvm.mul %172, %arg4 overflow<nsw> : i32
      %182 = llvm.sub %181, %arg6 overflow<nsw> : i32
      %183 = llvm.getelementptr %93[4] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %182, %183 {alignment = 16 : i64} : i32, !llvm.ptr
      %184 = llvm.icmp "slt" %166, %36 : i32
      %185 = llvm.zext %184 : i1 to i8
      llvm.store %185, %92 {alignment = 32 : i64} : i8, !llvm.ptr
      %186 = llvm.add %147, %32 overflow<nsw> : i32
      %187 = llvm.add %165, %186 overflow<nsw> : i32
      %188 = llvm.sdiv %187, %21 : i32
      %189 = llvm.mul %188, %21 overflow<nsw> : i32
      %190 = llvm.sub %187, %189 overflow<nsw> : i32
      %191 = llvm.sdiv %190, %20 : i32
      %192 = llvm.mul %191, %20 overflow<nsw> : i32
      %193 = llvm.sub %190, %192 overflow<nsw> : i32
      %194 = llvm.mul %188, %19 overflow<nsw> : i32
      %195 = llvm.mul %191, %137 overflow<nsw> : i32
      %196 = llvm.add %194, %195 overflow<nsw> : i32
      %197 = llvm.mul %193, %138 overflow<nsw> : i32
      %198 = llvm.add %196, %197 overflow<nsw> : i32
      %199 = llvm.sub %198, %143 overflow<nsw> : i32
      %200 = llvm.getelementptr %94[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %199, %200 {alignment = 4 : i64} : i32, !llvm.ptr
      %201 = llvm.mul %191, %arg3 overflow<nsw> : i32
      %202 = llvm.sub %201, %arg5 overflow<nsw> : i32
      %203 = llvm.getelementptr %93[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %202, %203 {alignment = 4 : i64} : i32, !llvm.ptr
      %204 = llvm.mul %193, %arg4 overflow<nsw> : i32
      %205 = llvm.sub %204, %arg6 overflow<nsw> : i32
      %206 = llvm.getelementptr %93[5] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %205, %206 {alignment = 4 : i64} : i32, !llvm.ptr
      %207 = llvm.icmp "slt" %187, %36 : i32
      %208 = llvm.zext %207 : i1 to i8
      %209 = llvm.getelementptr %92[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %208, %209 {alignment = 1 : i64} : i8, !llvm.ptr
      %210 = llvm.add %147, %52 overflow<nsw> : i32
      %211 = llvm.add %165, %210 overflow<nsw> : i32
      %212 = llvm.sdiv %211, %21 : i32
      %213 = llvm.mul %212, %21 overflow<nsw> : i32
      %214 = llvm.sub %211, %213 overflow<nsw> : i32
      %215 = llvm.sdiv %214, %20 : i32
      %216 = llvm.mul %215, %20 overflow<nsw> : i32
      %217 = llvm.sub %214, %216 overflow<nsw> : i32
      %218 = llvm.mul %212, %19 overflow<nsw> : i32
      %219 = llvm.mul %215, %137 overflow<nsw> : i32
      %220 = llvm.add %218, %219 overflow<nsw> : i32
      %221 = llvm.mul %217, %138 overflow<nsw> : i32
      %222 = llvm.add %220, %221 overflow<nsw> : i32
      %223 = llvm.sub %222, %143 overflow<nsw> : i32
      %224 = llvm.getelementptr %94[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %223, %224 {alignment = 8 : i64} : i32, !llvm.ptr
      %225 = llvm.mul %215, %arg3 overflow<nsw> : i32
      %226 = llvm.sub %225, %arg5 overflow<nsw> : i32
      %227 = llvm.getelementptr %93[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %226, %227 {alignment = 8 : i64} : i32, !llvm.ptr
      %228 = llvm.mul %217, %arg4 overflow<nsw> : i32
      %229 = llvm.sub %228, %arg6 overflow<nsw> : i32
      %230 = llvm.getelementptr %93[6] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %229, %230 {alignment = 8 : i64} : i32, !llvm.ptr
      %231 = llvm.icmp "slt" %211, %36 : i32
      %232 = llvm.zext %231 : i1 to i8
      %233 = llvm.getelementptr %92[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %232, %233 {alignment = 2 : i64} : i8, !llvm.ptr
      %234 = llvm.add %147, %18 overflow<nsw> : i32
      %235 = llvm.add %165, %234 overflow<nsw> : i32
      %236 = llvm.sdiv %235, %21 : i32
      %237 = llvm.mul %236, %21 overflow<nsw> : i32
      %238 = llvm.sub %235, %237 overflow<nsw> : i32
      %239 = llvm.sdiv %238, %20 : i32
      %240 = llvm.mul %239, %20 overflow<nsw> : i32
      %241 = llvm.sub %238, %240 overflow<nsw> : i32
      %242 = llvm.mul %236, %19 overflow<nsw> : i32
      %243 = llvm.mul %239, %137 overflow<nsw> : i32
      %244 = llvm.add %242, %243 overflow<nsw> : i32
      %245 = llvm.mul %241, %138 overflow<nsw> : i32
      %246 = llvm.add %244, %245 overflow<nsw> : i32
      %247 = llvm.sub %246, %143 overflow<nsw> : i32
      %248 = llvm.getelementptr %94[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %247, %248 {alignment = 4 : i64} : i32, !llvm.ptr
      %249 = llvm.mul %239, %arg3 overflow<nsw> : i32
      %250 = llvm.sub %249, %arg5 overflow<nsw> : i32
      %251 = llvm.getelementptr %93[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %250, %251 {alignment = 4 : i64} : i32, !llvm.ptr
      %252 = llvm.mul %241, %arg4 overflow<nsw> : i32
      %253 = llvm.sub %252, %arg6 overflow<nsw> : i32
      %254 = llvm.getelementptr %93[7] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %253, %254 {alignment = 4 : i64} : i32, !llvm.ptr
      %255 = llvm.icmp "slt" %235, %36 : i32
      %256 = llvm.zext %255 : i1 to i8
      %257 = llvm.getelementptr %92[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %256, %257 {alignment = 1 : i64} : i8, !llvm.ptr
      %258 = llvm.sdiv %149, %30 : i32
      %259 = llvm.mul %258, %30 overflow<nsw> : i32
      %260 = llvm.sub %149, %259 overflow<nsw> : i32
      %261 = llvm.sdiv %258, %35 : i32
      %262 = llvm.mul %261, %35 overflow<nsw> : i32
      %263 = llvm.sub %258, %262 overflow<nsw> : i32
      %264 = llvm.mul %263, %139 overflow<nsw> : i32
      %265 = llvm.add %260, %264 overflow<nsw> : i32
      %266 = llvm.mul %261, %140 overflow<nsw> : i32
      %267 = llvm.add %265, %266 overflow<nsw> : i32
      %268 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %269 = llvm.sdiv %149, %30 : i32
      %270 = llvm.sdiv %269, %35 : i32
      %271 = llvm.mul %270, %arg7 : i32
      %272 = llvm.add %268, %271 : i32
      %273 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %274 = llvm.mul %263, %arg8 : i32
      %275 = llvm.add %273, %274 : i32
      %276 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %277 = llvm.icmp "ne" %276, %37 : i8
      %278 = llvm.icmp "slt" %149, %38 : i32
      %279 = llvm.and %277, %278 : i1
      %280 = llvm.icmp "sge" %272, %39 : i32
      %281 = llvm.and %279, %280 : i1
      %282 = llvm.icmp "slt" %272, %40 : i32
      %283 = llvm.and %281, %282 : i1
      %284 = llvm.icmp "sge" %275, %39 : i32
      %285 = llvm.and %283, %284 : i1
      %286 = llvm.icmp "slt" %275, %40 : i32
      %287 = llvm.and %285, %286 : i1
      llvm.cond_br %287, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %288 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %289 = llvm.add %288, %267 overflow<nsw> : i32
      %290 = llvm.getelementptr %104[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %291 = llvm.ptrtoint %290 : !llvm.ptr<1> to i64
      %292 = llvm.add %291, %49 : i64
      %293 = llvm.and %292, %41 : i64
      %294 = llvm.inttoptr %293 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%294, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %163, %294, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %50, %91 {alignment = 32 : i64} : bf16, !llvm.ptr
      %295 = llvm.getelementptr %91[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %295 {alignment = 2 : i64} : bf16, !llvm.ptr
      %296 = llvm.getelementptr %91[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %296 {alignment = 4 : i64} : bf16, !llvm.ptr
      %297 = llvm.getelementptr %91[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %297 {alignment = 2 : i64} : bf16, !llvm.ptr
      %298 = llvm.getelementptr %91[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %298 {alignment = 8 : i64} : bf16, !llvm.ptr
      %299 = llvm.getelementptr %91[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %299 {alignment = 2 : i64} : bf16, !llvm.ptr
      %300 = llvm.getelementptr %91[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %300 {alignment = 4 : i64} : bf16, !llvm.ptr
      %301 = llvm.getelementptr %91[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %301 {alignment = 2 : i64} : bf16, !llvm.ptr
      %302 = llvm.load %91 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %302, %163 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %303 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %304 = llvm.sdiv %149, %30 : i32
      %305 = llvm.sdiv %304, %35 : i32
      %306 = llvm.mul %305, %arg7 : i32
      %307 = llvm.add %303, %306 : i32
      %308 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %309 = llvm.mul %263, %arg8 : i32
      %310 = llvm.add %308, %309 : i32
      %311 = llvm.getelementptr %163[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %312 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %313 = llvm.icmp "ne" %312, %37 : i8
      %314 = llvm.and %313, %278 : i1
      %315 = llvm.icmp "sge" %307, %39 : i32
      %316 = llvm.and %314, %315 : i1
      %317 = llvm.icmp "slt" %307, %40 : i32
      %318 = llvm.and %316, %317 : i1
      %319 = llvm.icmp "sge" %310, %39 : i32
      %320 = llvm.and %318, %319 : i1
      %321 = llvm.icmp "slt" %310, %40 : i32
      %322 = llvm.and %320, %321 : i1
      llvm.cond_br %322, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %323 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %324 = llvm.add %323, %267 overflow<nsw> : i32
      %325 = llvm.getelementptr %104[%324] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %326 = llvm.ptrtoint %325 : !llvm.ptr<1> to i64
      %327 = llvm.add %326, %49 : i64
      %328 = llvm.and %327, %41 : i64
      %329 = llvm.inttoptr %328 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%329, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %311, %329, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %50, %90 {alignment = 32 : i64} : bf16, !llvm.ptr
      %330 = llvm.getelementptr %90[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %330 {alignment = 2 : i64} : bf16, !llvm.ptr
      %331 = llvm.getelementptr %90[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %331 {alignment = 4 : i64} : bf16, !llvm.ptr
      %332 = llvm.getelementptr %90[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %332 {alignment = 2 : i64} : bf16, !llvm.ptr
      %333 = llvm.getelementptr %90[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %333 {alignment = 8 : i64} : bf16, !llvm.ptr
      %334 = llvm.getelementptr %90[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %334 {alignment = 2 : i64} : bf16, !llvm.ptr
      %335 = llvm.getelementptr %90[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %335 {alignment = 4 : i64} : bf16, !llvm.ptr
      %336 = llvm.getelementptr %90[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %336 {alignment = 2 : i64} : bf16, !llvm.ptr
      %337 = llvm.load %90 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %337, %311 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %338 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %339 = llvm.sdiv %149, %30 : i32
      %340 = llvm.sdiv %339, %35 : i32
      %341 = llvm.mul %340, %arg7 : i32
      %342 = llvm.add %338, %341 : i32
      %343 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %344 = llvm.mul %263, %arg8 : i32
      %345 = llvm.add %343, %344 : i32
      %346 = llvm.getelementptr %163[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %347 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %348 = llvm.icmp "ne" %347, %37 : i8
      %349 = llvm.and %348, %278 : i1
      %350 = llvm.icmp "sge" %342, %39 : i32
      %351 = llvm.and %349, %350 : i1
      %352 = llvm.icmp "slt" %342, %40 : i32
      %353 = llvm.and %351, %352 : i1
      %354 = llvm.icmp "sge" %345, %39 : i32
      %355 = llvm.and %353, %354 : i1
      %356 = llvm.icmp "slt" %345, %40 : i32
      %357 = llvm.and %355, %356 : i1
      llvm.cond_br %357, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %358 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %359 = llvm.add %358, %267 overflow<nsw> : i32
      %360 = llvm.getelementptr %104[%359] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %361 = llvm.ptrtoint %360 : !llvm.ptr<1> to i64
      %362 = llvm.add %361, %49 : i64
      %363 = llvm.and %362, %41 : i64
      %364 = llvm.inttoptr %363 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%364, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %346, %364, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %50, %89 {alignment = 32 : i64} : bf16, !llvm.ptr
      %365 = llvm.getelementptr %89[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %365 {alignment = 2 : i64} : bf16, !llvm.ptr
      %366 = llvm.getelementptr %89[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %366 {alignment = 4 : i64} : bf16, !llvm.ptr
      %367 = llvm.getelementptr %89[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %367 {alignment = 2 : i64} : bf16, !llvm.ptr
      %368 = llvm.getelementptr %89[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %368 {alignment = 8 : i64} : bf16, !llvm.ptr
      %369 = llvm.getelementptr %89[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %369 {alignment = 2 : i64} : bf16, !llvm.ptr
      %370 = llvm.getelementptr %89[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %370 {alignment = 4 : i64} : bf16, !llvm.ptr
      %371 = llvm.getelementptr %89[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %371 {alignment = 2 : i64} : bf16, !llvm.ptr
      %372 = llvm.load %89 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %372, %346 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %373 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %374 = llvm.sdiv %149, %30 : i32
      %375 = llvm.sdiv %374, %35 : i32
      %376 = llvm.mul %375, %arg7 : i32
      %377 = llvm.add %373, %376 : i32
      %378 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %379 = llvm.mul %263, %arg8 : i32
      %380 = llvm.add %378, %379 : i32
      %381 = llvm.getelementptr %163[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %382 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %383 = llvm.icmp "ne" %382, %37 : i8
      %384 = llvm.and %383, %278 : i1
      %385 = llvm.icmp "sge" %377, %39 : i32
      %386 = llvm.and %384, %385 : i1
      %387 = llvm.icmp "slt" %377, %40 : i32
      %388 = llvm.and %386, %387 : i1
      %389 = llvm.icmp "sge" %380, %39 : i32
      %390 = llvm.and %388, %389 : i1
      %391 = llvm.icmp "slt" %380, %40 : i32
      %392 = llvm.and %390, %391 : i1
      llvm.cond_br %392, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %393 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %394 = llvm.add %393, %267 overflow<nsw> : i32
      %395 = llvm.getelementptr %104[%394] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %396 = llvm.ptrtoint %395 : !llvm.ptr<1> to i64
      %397 = llvm.add %396, %49 : i64
      %398 = llvm.and %397, %41 : i64
      %399 = llvm.inttoptr %398 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%399, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %381, %399, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %50, %88 {alignment = 32 : i64} : bf16, !llvm.ptr
      %400 = llvm.getelementptr %88[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %400 {alignment = 2 : i64} : bf16, !llvm.ptr
      %401 = llvm.getelementptr %88[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %401 {alignment = 4 : i64} : bf16, !llvm.ptr
      %402 = llvm.getelementptr %88[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %402 {alignment = 2 : i64} : bf16, !llvm.ptr
      %403 = llvm.getelementptr %88[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %403 {alignment = 8 : i64} : bf16, !llvm.ptr
      %404 = llvm.getelementptr %88[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %404 {alignment = 2 : i64} : bf16, !llvm.ptr
      %405 = llvm.getelementptr %88[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %405 {alignment = 4 : i64} : bf16, !llvm.ptr
      %406 = llvm.getelementptr %88[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %406 {alignment = 2 : i64} : bf16, !llvm.ptr
      %407 = llvm.load %88 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %407, %381 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %408 = llvm.mul %136, %54 : i32
      %409 = llvm.add %408, %147 overflow<nsw> : i32
      %410 = llvm.icmp "slt" %409, %44 : i32
      %411 = llvm.and %410, %278 : i1
      llvm.cond_br %411, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %412 = llvm.mul %409, %38 overflow<nsw> : i32
      %413 = llvm.getelementptr %105[%412] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %414 = llvm.getelementptr %413[%149] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %164, %414, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %50, %87 {alignment = 32 : i64} : bf16, !llvm.ptr
      %415 = llvm.getelementptr %87[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %415 {alignment = 2 : i64} : bf16, !llvm.ptr
      %416 = llvm.getelementptr %87[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %416 {alignment = 4 : i64} : bf16, !llvm.ptr
      %417 = llvm.getelementptr %87[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %417 {alignment = 2 : i64} : bf16, !llvm.ptr
      %418 = llvm.getelementptr %87[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %418 {alignment = 8 : i64} : bf16, !llvm.ptr
      %419 = llvm.getelementptr %87[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %419 {alignment = 2 : i64} : bf16, !llvm.ptr
      %420 = llvm.getelementptr %87[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %420 {alignment = 4 : i64} : bf16, !llvm.ptr
      %421 = llvm.getelementptr %87[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %421 {alignment = 2 : i64} : bf16, !llvm.ptr
      %422 = llvm.load %87 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %422, %164 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %423 = llvm.add %408, %186 overflow<nsw> : i32
      %424 = llvm.getelementptr %164[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %425 = llvm.icmp "slt" %423, %44 : i32
      %426 = llvm.and %425, %278 : i1
      llvm.cond_br %426, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %427 = llvm.mul %423, %38 overflow<nsw> : i32
      %428 = llvm.getelementptr %105[%427] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %429 = llvm.getelementptr %428[%149] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %424, %429, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %50, %86 {alignment = 32 : i64} : bf16, !llvm.ptr
      %430 = llvm.getelementptr %86[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %430 {alignment = 2 : i64} : bf16, !llvm.ptr
      %431 = llvm.getelementptr %86[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %431 {alignment = 4 : i64} : bf16, !llvm.ptr
      %432 = llvm.getelementptr %86[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %432 {alignment = 2 : i64} : bf16, !llvm.ptr
      %433 = llvm.getelementptr %86[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %433 {alignment = 8 : i64} : bf16, !llvm.ptr
      %434 = llvm.getelementptr %86[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %434 {alignment = 2 : i64} : bf16, !llvm.ptr
      %435 = llvm.getelementptr %86[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %435 {alignment = 4 : i64} : bf16, !llvm.ptr
      %436 = llvm.getelementptr %86[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %436 {alignment = 2 : i64} : bf16, !llvm.ptr
      %437 = llvm.load %86 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %437, %424 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %438 = llvm.add %408, %210 overflow<nsw> : i32
      %439 = llvm.getelementptr %164[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %440 = llvm.icmp "slt" %438, %44 : i32
      %441 = llvm.and %440, %278 : i1
      llvm.cond_br %441, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %442 = llvm.mul %438, %38 overflow<nsw> : i32
      %443 = llvm.getelementptr %105[%442] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %444 = llvm.getelementptr %443[%149] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %439, %444, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %50, %85 {alignment = 32 : i64} : bf16, !llvm.ptr
      %445 = llvm.getelementptr %85[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %445 {alignment = 2 : i64} : bf16, !llvm.ptr
      %446 = llvm.getelementptr %85[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %446 {alignment = 4 : i64} : bf16, !llvm.ptr
      %447 = llvm.getelementptr %85[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %447 {alignment = 2 : i64} : bf16, !llvm.ptr
      %448 = llvm.getelementptr %85[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %448 {alignment = 8 : i64} : bf16, !llvm.ptr
      %449 = llvm.getelementptr %85[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %449 {alignment = 2 : i64} : bf16, !llvm.ptr
      %450 = llvm.getelementptr %85[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %450 {alignment = 4 : i64} : bf16, !llvm.ptr
      %451 = llvm.getelementptr %85[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %451 {alignment = 2 : i64} : bf16, !llvm.ptr
      %452 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %452, %439 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %453 = llvm.add %408, %234 overflow<nsw> : i32
      %454 = llvm.getelementptr %164[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %455 = llvm.icmp "slt" %453, %44 : i32
      %456 = llvm.and %455, %278 : i1
      llvm.cond_br %456, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %457 = llvm.mul %453, %38 overflow<nsw> : i32
      %458 = llvm.getelementptr %105[%457] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %459 = llvm.getelementptr %458[%149] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %454, %459, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %50, %84 {alignment = 32 : i64} : bf16, !llvm.ptr
      %460 = llvm.getelementptr %84[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %460 {alignment = 2 : i64} : bf16, !llvm.ptr
      %461 = llvm.getelementptr %84[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %461 {alignment = 4 : i64} : bf16, !llvm.ptr
      %462 = llvm.getelementptr %84[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %462 {alignment = 2 : i64} : bf16, !llvm.ptr
      %463 = llvm.getelementptr %84[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %463 {alignment = 8 : i64} : bf16, !llvm.ptr
      %464 = llvm.getelementptr %84[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %464 {alignment = 2 : i64} : bf16, !llvm.ptr
      %465 = llvm.getelementptr %84[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %465 {alignment = 4 : i64} : bf16, !llvm.ptr
      %466 = llvm.getelementptr %84[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %466 {alignment = 2 : i64} : bf16, !llvm.ptr
      %467 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %467, %454 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      nvvm.cp.async.commit.group
      %468 = llvm.add %149, %32 overflow<nsw> : i32
      %469 = llvm.sdiv %468, %30 : i32
      %470 = llvm.mul %469, %30 overflow<nsw> : i32
      %471 = llvm.sub %468, %470 overflow<nsw> : i32
      %472 = llvm.sdiv %469, %35 : i32
      %473 = llvm.mul %472, %35 overflow<nsw> : i32
      %474 = llvm.sub %469, %473 overflow<nsw> : i32
      %475 = llvm.mul %474, %139 overflow<nsw> : i32
      %476 = llvm.add %471, %475 overflow<nsw> : i32
      %477 = llvm.mul %472, %140 overflow<nsw> : i32
      %478 = llvm.add %476, %477 overflow<nsw> : i32
      %479 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %480 = llvm.sdiv %468, %30 : i32
      %481 = llvm.sdiv %480, %35 : i32
      %482 = llvm.mul %481, %arg7 : i32
      %483 = llvm.add %479, %482 : i32
      %484 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %485 = llvm.mul %474, %arg8 : i32
      %486 = llvm.add %484, %485 : i32
      %487 = llvm.getelementptr %163[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %488 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %489 = llvm.icmp "ne" %488, %37 : i8
      %490 = llvm.icmp "slt" %468, %38 : i32
      %491 = llvm.and %489, %490 : i1
      %492 = llvm.icmp "sge" %483, %39 : i32
      %493 = llvm.and %491, %492 : i1
      %494 = llvm.icmp "slt" %483, %40 : i32
      %495 = llvm.and %493, %494 : i1
      %496 = llvm.icmp "sge" %486, %39 : i32
      %497 = llvm.and %495, %496 : i1
      %498 = llvm.icmp "slt" %486, %40 : i32
      %499 = llvm.and %497, %498 : i1
      llvm.cond_br %499, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %500 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %501 = llvm.add %500, %478 overflow<nsw> : i32
      %502 = llvm.getelementptr %104[%501] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %503 = llvm.ptrtoint %502 : !llvm.ptr<1> to i64
      %504 = llvm.add %503, %49 : i64
      %505 = llvm.and %504, %41 : i64
      %506 = llvm.inttoptr %505 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%506, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %487, %506, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %50, %83 {alignment = 32 : i64} : bf16, !llvm.ptr
      %507 = llvm.getelementptr %83[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %507 {alignment = 2 : i64} : bf16, !llvm.ptr
      %508 = llvm.getelementptr %83[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %508 {alignment = 4 : i64} : bf16, !llvm.ptr
      %509 = llvm.getelementptr %83[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %509 {alignment = 2 : i64} : bf16, !llvm.ptr
      %510 = llvm.getelementptr %83[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %510 {alignment = 8 : i64} : bf16, !llvm.ptr
      %511 = llvm.getelementptr %83[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %511 {alignment = 2 : i64} : bf16, !llvm.ptr
      %512 = llvm.getelementptr %83[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %512 {alignment = 4 : i64} : bf16, !llvm.ptr
      %513 = llvm.getelementptr %83[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %513 {alignment = 2 : i64} : bf16, !llvm.ptr
      %514 = llvm.load %83 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %514, %487 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %515 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %516 = llvm.sdiv %468, %30 : i32
      %517 = llvm.sdiv %516, %35 : i32
      %518 = llvm.mul %517, %arg7 : i32
      %519 = llvm.add %515, %518 : i32
      %520 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %521 = llvm.mul %474, %arg8 : i32
      %522 = llvm.add %520, %521 : i32
      %523 = llvm.getelementptr %163[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %524 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %525 = llvm.icmp "ne" %524, %37 : i8
      %526 = llvm.and %525, %490 : i1
      %527 = llvm.icmp "sge" %519, %39 : i32
      %528 = llvm.and %526, %527 : i1
      %529 = llvm.icmp "slt" %519, %40 : i32
      %530 = llvm.and %528, %529 : i1
      %531 = llvm.icmp "sge" %522, %39 : i32
      %532 = llvm.and %530, %531 : i1
      %533 = llvm.icmp "slt" %522, %40 : i32
      %534 = llvm.and %532, %533 : i1
      llvm.cond_br %534, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %535 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %536 = llvm.add %535, %478 overflow<nsw> : i32
      %537 = llvm.getelementptr %104[%536] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %538 = llvm.ptrtoint %537 : !llvm.ptr<1> to i64
      %539 = llvm.add %538, %49 : i64
      %540 = llvm.and %539, %41 : i64
      %541 = llvm.inttoptr %540 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%541, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %523, %541, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %50, %82 {alignment = 32 : i64} : bf16, !llvm.ptr
      %542 = llvm.getelementptr %82[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %542 {alignment = 2 : i64} : bf16, !llvm.ptr
      %543 = llvm.getelementptr %82[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %543 {alignment = 4 : i64} : bf16, !llvm.ptr
      %544 = llvm.getelementptr %82[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %544 {alignment = 2 : i64} : bf16, !llvm.ptr
      %545 = llvm.getelementptr %82[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %545 {alignment = 8 : i64} : bf16, !llvm.ptr
      %546 = llvm.getelementptr %82[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %546 {alignment = 2 : i64} : bf16, !llvm.ptr
      %547 = llvm.getelementptr %82[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %547 {alignment = 4 : i64} : bf16, !llvm.ptr
      %548 = llvm.getelementptr %82[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %548 {alignment = 2 : i64} : bf16, !llvm.ptr
      %549 = llvm.load %82 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %549, %523 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %550 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %551 = llvm.sdiv %468, %30 : i32
      %552 = llvm.sdiv %551, %35 : i32
      %553 = llvm.mul %552, %arg7 : i32
      %554 = llvm.add %550, %553 : i32
      %555 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %556 = llvm.mul %474, %arg8 : i32
      %557 = llvm.add %555, %556 : i32
      %558 = llvm.getelementptr %163[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %559 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %560 = llvm.icmp "ne" %559, %37 : i8
      %561 = llvm.and %560, %490 : i1
      %562 = llvm.icmp "sge" %554, %39 : i32
      %563 = llvm.and %561, %562 : i1
      %564 = llvm.icmp "slt" %554, %40 : i32
      %565 = llvm.and %563, %564 : i1
      %566 = llvm.icmp "sge" %557, %39 : i32
      %567 = llvm.and %565, %566 : i1
      %568 = llvm.icmp "slt" %557, %40 : i32
      %569 = llvm.and %567, %568 : i1
      llvm.cond_br %569, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %570 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %571 = llvm.add %570, %478 overflow<nsw> : i32
      %572 = llvm.getelementptr %104[%571] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %573 = llvm.ptrtoint %572 : !llvm.ptr<1> to i64
      %574 = llvm.add %573, %49 : i64
      %575 = llvm.and %574, %41 : i64
      %576 = llvm.inttoptr %575 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%576, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %558, %576, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %50, %81 {alignment = 32 : i64} : bf16, !llvm.ptr
      %577 = llvm.getelementptr %81[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %577 {alignment = 2 : i64} : bf16, !llvm.ptr
      %578 = llvm.getelementptr %81[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %578 {alignment = 4 : i64} : bf16, !llvm.ptr
      %579 = llvm.getelementptr %81[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %579 {alignment = 2 : i64} : bf16, !llvm.ptr
      %580 = llvm.getelementptr %81[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %580 {alignment = 8 : i64} : bf16, !llvm.ptr
      %581 = llvm.getelementptr %81[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %581 {alignment = 2 : i64} : bf16, !llvm.ptr
      %582 = llvm.getelementptr %81[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %582 {alignment = 4 : i64} : bf16, !llvm.ptr
      %583 = llvm.getelementptr %81[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %583 {alignment = 2 : i64} : bf16, !llvm.ptr
      %584 = llvm.load %81 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %584, %558 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %585 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %586 = llvm.sdiv %468, %30 : i32
      %587 = llvm.sdiv %586, %35 : i32
      %588 = llvm.mul %587, %arg7 : i32
      %589 = llvm.add %585, %588 : i32
      %590 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %591 = llvm.mul %474, %arg8 : i32
      %592 = llvm.add %590, %591 : i32
      %593 = llvm.getelementptr %163[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %594 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %595 = llvm.icmp "ne" %594, %37 : i8
      %596 = llvm.and %595, %490 : i1
      %597 = llvm.icmp "sge" %589, %39 : i32
      %598 = llvm.and %596, %597 : i1
      %599 = llvm.icmp "slt" %589, %40 : i32
      %600 = llvm.and %598, %599 : i1
      %601 = llvm.icmp "sge" %592, %39 : i32
      %602 = llvm.and %600, %601 : i1
      %603 = llvm.icmp "slt" %592, %40 : i32
      %604 = llvm.and %602, %603 : i1
      llvm.cond_br %604, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %605 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %606 = llvm.add %605, %478 overflow<nsw> : i32
      %607 = llvm.getelementptr %104[%606] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %608 = llvm.ptrtoint %607 : !llvm.ptr<1> to i64
      %609 = llvm.add %608, %49 : i64
      %610 = llvm.and %609, %41 : i64
      %611 = llvm.inttoptr %610 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%611, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %593, %611, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %50, %80 {alignment = 32 : i64} : bf16, !llvm.ptr
      %612 = llvm.getelementptr %80[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %612 {alignment = 2 : i64} : bf16, !llvm.ptr
      %613 = llvm.getelementptr %80[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %613 {alignment = 4 : i64} : bf16, !llvm.ptr
      %614 = llvm.getelementptr %80[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %614 {alignment = 2 : i64} : bf16, !llvm.ptr
      %615 = llvm.getelementptr %80[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %615 {alignment = 8 : i64} : bf16, !llvm.ptr
      %616 = llvm.getelementptr %80[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %616 {alignment = 2 : i64} : bf16, !llvm.ptr
      %617 = llvm.getelementptr %80[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %617 {alignment = 4 : i64} : bf16, !llvm.ptr
      %618 = llvm.getelementptr %80[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %618 {alignment = 2 : i64} : bf16, !llvm.ptr
      %619 = llvm.load %80 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %619, %593 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %620 = llvm.getelementptr %164[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %621 = llvm.and %410, %490 : i1
      llvm.cond_br %621, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %622 = llvm.mul %409, %38 overflow<nsw> : i32
      %623 = llvm.getelementptr %105[%622] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %624 = llvm.getelementptr %623[%468] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %620, %624, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %50, %79 {alignment = 32 : i64} : bf16, !llvm.ptr
      %625 = llvm.getelementptr %79[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %625 {alignment = 2 : i64} : bf16, !llvm.ptr
      %626 = llvm.getelementptr %79[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %626 {alignment = 4 : i64} : bf16, !llvm.ptr
      %627 = llvm.getelementptr %79[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %627 {alignment = 2 : i64} : bf16, !llvm.ptr
      %628 = llvm.getelementptr %79[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %628 {alignment = 8 : i64} : bf16, !llvm.ptr
      %629 = llvm.getelementptr %79[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %629 {alignment = 2 : i64} : bf16, !llvm.ptr
      %630 = llvm.getelementptr %79[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %630 {alignment = 4 : i64} : bf16, !llvm.ptr
      %631 = llvm.getelementptr %79[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %631 {alignment = 2 : i64} : bf16, !llvm.ptr
      %632 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %632, %620 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %633 = llvm.getelementptr %164[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %634 = llvm.and %425, %490 : i1
      llvm.cond_br %634, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %635 = llvm.mul %423, %38 overflow<nsw> : i32
      %636 = llvm.getelementptr %105[%635] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %637 = llvm.getelementptr %636[%468] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %633, %637, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %50, %78 {alignment = 32 : i64} : bf16, !llvm.ptr
      %638 = llvm.getelementptr %78[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %638 {alignment = 2 : i64} : bf16, !llvm.ptr
      %639 = llvm.getelementptr %78[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %639 {alignment = 4 : i64} : bf16, !llvm.ptr
      %640 = llvm.getelementptr %78[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %640 {alignment = 2 : i64} : bf16, !llvm.ptr
      %641 = llvm.getelementptr %78[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %641 {alignment = 8 : i64} : bf16, !llvm.ptr
      %642 = llvm.getelementptr %78[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %642 {alignment = 2 : i64} : bf16, !llvm.ptr
      %643 = llvm.getelementptr %78[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %643 {alignment = 4 : i64} : bf16, !llvm.ptr
      %644 = llvm.getelementptr %78[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %644 {alignment = 2 : i64} : bf16, !llvm.ptr
      %645 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %645, %633 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %646 = llvm.getelementptr %164[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %647 = llvm.and %440, %490 : i1
      llvm.cond_br %647, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %648 = llvm.mul %438, %38 overflow<nsw> : i32
      %649 = llvm.getelementptr %105[%648] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %650 = llvm.getelementptr %649[%468] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %646, %650, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %50, %77 {alignment = 32 : i64} : bf16, !llvm.ptr
      %651 = llvm.getelementptr %77[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %651 {alignment = 2 : i64} : bf16, !llvm.ptr
      %652 = llvm.getelementptr %77[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %652 {alignment = 4 : i64} : bf16, !llvm.ptr
      %653 = llvm.getelementptr %77[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %653 {alignment = 2 : i64} : bf16, !llvm.ptr
      %654 = llvm.getelementptr %77[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %654 {alignment = 8 : i64} : bf16, !llvm.ptr
      %655 = llvm.getelementptr %77[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %655 {alignment = 2 : i64} : bf16, !llvm.ptr
      %656 = llvm.getelementptr %77[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %656 {alignment = 4 : i64} : bf16, !llvm.ptr
      %657 = llvm.getelementptr %77[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %657 {alignment = 2 : i64} : bf16, !llvm.ptr
      %658 = llvm.load %77 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %658, %646 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %659 = llvm.getelementptr %164[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %660 = llvm.and %455, %490 : i1
      llvm.cond_br %660, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %661 = llvm.mul %453, %38 overflow<nsw> : i32
      %662 = llvm.getelementptr %105[%661] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %663 = llvm.getelementptr %662[%468] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %659, %663, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %50, %76 {alignment = 32 : i64} : bf16, !llvm.ptr
      %664 = llvm.getelementptr %76[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %664 {alignment = 2 : i64} : bf16, !llvm.ptr
      %665 = llvm.getelementptr %76[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %665 {alignment = 4 : i64} : bf16, !llvm.ptr
      %666 = llvm.getelementptr %76[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %666 {alignment = 2 : i64} : bf16, !llvm.ptr
      %667 = llvm.getelementptr %76[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %667 {alignment = 8 : i64} : bf16, !llvm.ptr
      %668 = llvm.getelementptr %76[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %668 {alignment = 2 : i64} : bf16, !llvm.ptr
      %669 = llvm.getelementptr %76[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %669 {alignment = 4 : i64} : bf16, !llvm.ptr
      %670 = llvm.getelementptr %76[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %670 {alignment = 2 : i64} : bf16, !llvm.ptr
      %671 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %671, %659 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      nvvm.cp.async.commit.group
      %672 = llvm.add %149, %52 overflow<nsw> : i32
      %673 = llvm.sdiv %672, %30 : i32
      %674 = llvm.mul %673, %30 overflow<nsw> : i32
      %675 = llvm.sub %672, %674 overflow<nsw> : i32
      %676 = llvm.sdiv %673, %35 : i32
      %677 = llvm.mul %676, %35 overflow<nsw> : i32
      %678 = llvm.sub %673, %677 overflow<nsw> : i32
      %679 = llvm.mul %678, %139 overflow<nsw> : i32
      %680 = llvm.add %675, %679 overflow<nsw> : i32
      %681 = llvm.mul %676, %140 overflow<nsw> : i32
      %682 = llvm.add %680, %681 overflow<nsw> : i32
      %683 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %684 = llvm.sdiv %672, %30 : i32
      %685 = llvm.sdiv %684, %35 : i32
      %686 = llvm.mul %685, %arg7 : i32
      %687 = llvm.add %683, %686 : i32
      %688 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %689 = llvm.mul %678, %arg8 : i32
      %690 = llvm.add %688, %689 : i32
      %691 = llvm.getelementptr %163[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %692 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %693 = llvm.icmp "ne" %692, %37 : i8
      %694 = llvm.icmp "slt" %672, %38 : i32
      %695 = llvm.and %693, %694 : i1
      %696 = llvm.icmp "sge" %687, %39 : i32
      %697 = llvm.and %695, %696 : i1
      %698 = llvm.icmp "slt" %687, %40 : i32
      %699 = llvm.and %697, %698 : i1
      %700 = llvm.icmp "sge" %690, %39 : i32
      %701 = llvm.and %699, %700 : i1
      %702 = llvm.icmp "slt" %690, %40 : i32
      %703 = llvm.and %701, %702 : i1
      llvm.cond_br %703, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %704 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %705 = llvm.add %704, %682 overflow<nsw> : i32
      %706 = llvm.getelementptr %104[%705] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %707 = llvm.ptrtoint %706 : !llvm.ptr<1> to i64
      %708 = llvm.add %707, %49 : i64
      %709 = llvm.and %708, %41 : i64
      %710 = llvm.inttoptr %709 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%710, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %691, %710, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %50, %75 {alignment = 32 : i64} : bf16, !llvm.ptr
      %711 = llvm.getelementptr %75[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %711 {alignment = 2 : i64} : bf16, !llvm.ptr
      %712 = llvm.getelementptr %75[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %712 {alignment = 4 : i64} : bf16, !llvm.ptr
      %713 = llvm.getelementptr %75[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %713 {alignment = 2 : i64} : bf16, !llvm.ptr
      %714 = llvm.getelementptr %75[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %714 {alignment = 8 : i64} : bf16, !llvm.ptr
      %715 = llvm.getelementptr %75[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %715 {alignment = 2 : i64} : bf16, !llvm.ptr
      %716 = llvm.getelementptr %75[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %716 {alignment = 4 : i64} : bf16, !llvm.ptr
      %717 = llvm.getelementptr %75[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %717 {alignment = 2 : i64} : bf16, !llvm.ptr
      %718 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %718, %691 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %719 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %720 = llvm.sdiv %672, %30 : i32
      %721 = llvm.sdiv %720, %35 : i32
      %722 = llvm.mul %721, %arg7 : i32
      %723 = llvm.add %719, %722 : i32
      %724 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %725 = llvm.mul %678, %arg8 : i32
      %726 = llvm.add %724, %725 : i32
      %727 = llvm.getelementptr %163[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %728 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %729 = llvm.icmp "ne" %728, %37 : i8
      %730 = llvm.and %729, %694 : i1
      %731 = llvm.icmp "sge" %723, %39 : i32
      %732 = llvm.and %730, %731 : i1
      %733 = llvm.icmp "slt" %723, %40 : i32
      %734 = llvm.and %732, %733 : i1
      %735 = llvm.icmp "sge" %726, %39 : i32
      %736 = llvm.and %734, %735 : i1
      %737 = llvm.icmp "slt" %726, %40 : i32
      %738 = llvm.and %736, %737 : i1
      llvm.cond_br %738, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %739 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %740 = llvm.add %739, %682 overflow<nsw> : i32
      %741 = llvm.getelementptr %104[%740] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %742 = llvm.ptrtoint %741 : !llvm.ptr<1> to i64
      %743 = llvm.add %742, %49 : i64
      %744 = llvm.and %743, %41 : i64
      %745 = llvm.inttoptr %744 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%745, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %727, %745, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %50, %74 {alignment = 32 : i64} : bf16, !llvm.ptr
      %746 = llvm.getelementptr %74[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
      %747 = llvm.getelementptr %74[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %747 {alignment = 4 : i64} : bf16, !llvm.ptr
      %748 = llvm.getelementptr %74[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
      %749 = llvm.getelementptr %74[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %749 {alignment = 8 : i64} : bf16, !llvm.ptr
      %750 = llvm.getelementptr %74[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %750 {alignment = 2 : i64} : bf16, !llvm.ptr
      %751 = llvm.getelementptr %74[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %751 {alignment = 4 : i64} : bf16, !llvm.ptr
      %752 = llvm.getelementptr %74[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %752 {alignment = 2 : i64} : bf16, !llvm.ptr
      %753 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %753, %727 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %754 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %755 = llvm.sdiv %672, %30 : i32
      %756 = llvm.sdiv %755, %35 : i32
      %757 = llvm.mul %756, %arg7 : i32
      %758 = llvm.add %754, %757 : i32
      %759 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %760 = llvm.mul %678, %arg8 : i32
      %761 = llvm.add %759, %760 : i32
      %762 = llvm.getelementptr %163[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %763 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %764 = llvm.icmp "ne" %763, %37 : i8
      %765 = llvm.and %764, %694 : i1
      %766 = llvm.icmp "sge" %758, %39 : i32
      %767 = llvm.and %765, %766 : i1
      %768 = llvm.icmp "slt" %758, %40 : i32
      %769 = llvm.and %767, %768 : i1
      %770 = llvm.icmp "sge" %761, %39 : i32
      %771 = llvm.and %769, %770 : i1
      %772 = llvm.icmp "slt" %761, %40 : i32
      %773 = llvm.and %771, %772 : i1
      llvm.cond_br %773, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %774 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %775 = llvm.add %774, %682 overflow<nsw> : i32
      %776 = llvm.getelementptr %104[%775] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %777 = llvm.ptrtoint %776 : !llvm.ptr<1> to i64
      %778 = llvm.add %777, %49 : i64
      %779 = llvm.and %778, %41 : i64
      %780 = llvm.inttoptr %779 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%780, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %762, %780, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %50, %73 {alignment = 32 : i64} : bf16, !llvm.ptr
      %781 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %781 {alignment = 2 : i64} : bf16, !llvm.ptr
      %782 = llvm.getelementptr %73[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %782 {alignment = 4 : i64} : bf16, !llvm.ptr
      %783 = llvm.getelementptr %73[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %783 {alignment = 2 : i64} : bf16, !llvm.ptr
      %784 = llvm.getelementptr %73[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %784 {alignment = 8 : i64} : bf16, !llvm.ptr
      %785 = llvm.getelementptr %73[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %785 {alignment = 2 : i64} : bf16, !llvm.ptr
      %786 = llvm.getelementptr %73[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %786 {alignment = 4 : i64} : bf16, !llvm.ptr
      %787 = llvm.getelementptr %73[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %787 {alignment = 2 : i64} : bf16, !llvm.ptr
      %788 = llvm.load %73 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %788, %762 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %789 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %790 = llvm.sdiv %672, %30 : i32
      %791 = llvm.sdiv %790, %35 : i32
      %792 = llvm.mul %791, %arg7 : i32
      %793 = llvm.add %789, %792 : i32
      %794 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %795 = llvm.mul %678, %arg8 : i32
      %796 = llvm.add %794, %795 : i32
      %797 = llvm.getelementptr %163[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %798 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %799 = llvm.icmp "ne" %798, %37 : i8
      %800 = llvm.and %799, %694 : i1
      %801 = llvm.icmp "sge" %793, %39 : i32
      %802 = llvm.and %800, %801 : i1
      %803 = llvm.icmp "slt" %793, %40 : i32
      %804 = llvm.and %802, %803 : i1
      %805 = llvm.icmp "sge" %796, %39 : i32
      %806 = llvm.and %804, %805 : i1
      %807 = llvm.icmp "slt" %796, %40 : i32
      %808 = llvm.and %806, %807 : i1
      llvm.cond_br %808, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %809 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %810 = llvm.add %809, %682 overflow<nsw> : i32
      %811 = llvm.getelementptr %104[%810] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %812 = llvm.ptrtoint %811 : !llvm.ptr<1> to i64
      %813 = llvm.add %812, %49 : i64
      %814 = llvm.and %813, %41 : i64
      %815 = llvm.inttoptr %814 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%815, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %797, %815, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %50, %72 {alignment = 32 : i64} : bf16, !llvm.ptr
      %816 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %816 {alignment = 2 : i64} : bf16, !llvm.ptr
      %817 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %817 {alignment = 4 : i64} : bf16, !llvm.ptr
      %818 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %818 {alignment = 2 : i64} : bf16, !llvm.ptr
      %819 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %819 {alignment = 8 : i64} : bf16, !llvm.ptr
      %820 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %820 {alignment = 2 : i64} : bf16, !llvm.ptr
      %821 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %821 {alignment = 4 : i64} : bf16, !llvm.ptr
      %822 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %822 {alignment = 2 : i64} : bf16, !llvm.ptr
      %823 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %823, %797 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %824 = llvm.getelementptr %164[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %825 = llvm.and %410, %694 : i1
      llvm.cond_br %825, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %826 = llvm.mul %409, %38 overflow<nsw> : i32
      %827 = llvm.getelementptr %105[%826] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %828 = llvm.getelementptr %827[%672] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %824, %828, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %50, %71 {alignment = 32 : i64} : bf16, !llvm.ptr
      %829 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %829 {alignment = 2 : i64} : bf16, !llvm.ptr
      %830 = llvm.getelementptr %71[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %830 {alignment = 4 : i64} : bf16, !llvm.ptr
      %831 = llvm.getelementptr %71[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %831 {alignment = 2 : i64} : bf16, !llvm.ptr
      %832 = llvm.getelementptr %71[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %832 {alignment = 8 : i64} : bf16, !llvm.ptr
      %833 = llvm.getelementptr %71[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %833 {alignment = 2 : i64} : bf16, !llvm.ptr
      %834 = llvm.getelementptr %71[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %834 {alignment = 4 : i64} : bf16, !llvm.ptr
      %835 = llvm.getelementptr %71[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %835 {alignment = 2 : i64} : bf16, !llvm.ptr
      %836 = llvm.load %71 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %836, %824 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %837 = llvm.getelementptr %164[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %838 = llvm.and %425, %694 : i1
      llvm.cond_br %838, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %839 = llvm.mul %423, %38 overflow<nsw> : i32
      %840 = llvm.getelementptr %105[%839] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %841 = llvm.getelementptr %840[%672] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %837, %841, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %50, %70 {alignment = 32 : i64} : bf16, !llvm.ptr
      %842 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %842 {alignment = 2 : i64} : bf16, !llvm.ptr
      %843 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %843 {alignment = 4 : i64} : bf16, !llvm.ptr
      %844 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %844 {alignment = 2 : i64} : bf16, !llvm.ptr
      %845 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %845 {alignment = 8 : i64} : bf16, !llvm.ptr
      %846 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %846 {alignment = 2 : i64} : bf16, !llvm.ptr
      %847 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %847 {alignment = 4 : i64} : bf16, !llvm.ptr
      %848 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %848 {alignment = 2 : i64} : bf16, !llvm.ptr
      %849 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %849, %837 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %850 = llvm.getelementptr %164[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %851 = llvm.and %440, %694 : i1
      llvm.cond_br %851, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %852 = llvm.mul %438, %38 overflow<nsw> : i32
      %853 = llvm.getelementptr %105[%852] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %854 = llvm.getelementptr %853[%672] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %850, %854, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %50, %69 {alignment = 32 : i64} : bf16, !llvm.ptr
      %855 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %855 {alignment = 2 : i64} : bf16, !llvm.ptr
      %856 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %856 {alignment = 4 : i64} : bf16, !llvm.ptr
      %857 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %857 {alignment = 2 : i64} : bf16, !llvm.ptr
      %858 = llvm.getelementptr %69[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %858 {alignment = 8 : i64} : bf16, !llvm.ptr
      %859 = llvm.getelementptr %69[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %859 {alignment = 2 : i64} : bf16, !llvm.ptr
      %860 = llvm.getelementptr %69[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %860 {alignment = 4 : i64} : bf16, !llvm.ptr
      %861 = llvm.getelementptr %69[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %861 {alignment = 2 : i64} : bf16, !llvm.ptr
      %862 = llvm.load %69 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %862, %850 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %863 = llvm.getelementptr %164[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %864 = llvm.and %455, %694 : i1
      llvm.cond_br %864, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %865 = llvm.mul %453, %38 overflow<nsw> : i32
      %866 = llvm.getelementptr %105[%865] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %867 = llvm.getelementptr %866[%672] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %863, %867, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %50, %68 {alignment = 32 : i64} : bf16, !llvm.ptr
      %868 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %868 {alignment = 2 : i64} : bf16, !llvm.ptr
      %869 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %869 {alignment = 4 : i64} : bf16, !llvm.ptr
      %870 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %870 {alignment = 2 : i64} : bf16, !llvm.ptr
      %871 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %871 {alignment = 8 : i64} : bf16, !llvm.ptr
      %872 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %872 {alignment = 2 : i64} : bf16, !llvm.ptr
      %873 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %873 {alignment = 4 : i64} : bf16, !llvm.ptr
      %874 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %874 {alignment = 2 : i64} : bf16, !llvm.ptr
      %875 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %875, %863 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %876 = llvm.srem %107, %32 : i32
      %877 = llvm.sdiv %107, %32 : i32
      %878 = llvm.srem %877, %31 : i32
      %879 = llvm.sdiv %107, %52 : i32
      %880 = llvm.srem %879, %31 : i32
      %881 = llvm.srem %876, %32 : i32
      %882 = llvm.srem %878, %31 : i32
      %883 = llvm.srem %880, %31 : i32
      %884 = llvm.sdiv %881, %51 : i32
      %885 = llvm.srem %881, %51 : i32
      %886 = llvm.mul %885, %31 overflow<nsw> : i32
      %887 = llvm.mul %884, %44 overflow<nsw> : i32
      %888 = llvm.add %886, %887 overflow<nsw> : i32
      %889 = llvm.mul %882, %45 overflow<nsw> : i32
      %890 = llvm.mul %883, %53 overflow<nsw> : i32
      %891 = llvm.add %889, %890 overflow<nsw> : i32
      %892 = llvm.add %888, %891 overflow<nsw> : i32
      %893 = llvm.getelementptr %145[%892] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %46, %65 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %894 = llvm.sdiv %107, %42 : i32
      %895 = llvm.srem %107, %42 : i32
      %896 = llvm.sdiv %895, %31 : i32
      %897 = llvm.srem %896, %51 : i32
      %898 = llvm.mul %897, %52 overflow<nsw> : i32
      %899 = llvm.srem %894, %31 : i32
      %900 = llvm.mul %899, %53 overflow<nsw> : i32
      %901 = llvm.add %898, %900 overflow<nsw> : i32
      %902 = llvm.srem %895, %31 : i32
      %903 = llvm.mul %902, %32 overflow<nsw> : i32
      %904 = llvm.sdiv %896, %51 : i32
      %905 = llvm.mul %904, %33 overflow<nsw> : i32
      %906 = llvm.add %903, %905 overflow<nsw> : i32
      %907 = llvm.sdiv %894, %31 : i32
      %908 = llvm.srem %907, %31 : i32
      %909 = llvm.mul %908, %47 overflow<nsw> : i32
      %910 = llvm.add %906, %909 overflow<nsw> : i32
      %911 = llvm.and %901, %54 : i32
      %912 = llvm.icmp "eq" %911, %39 : i32
      %913 = llvm.select %912, %42, %48 : i1, i32
      %914 = llvm.and %901, %34 : i32
      %915 = llvm.lshr %914, %35 : i32
      %916 = llvm.xor %901, %915 : i32
      %917 = llvm.add %916, %910 overflow<nsw> : i32
      %918 = llvm.getelementptr %100[%917] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %919 = llvm.sdiv %107, %53 : i32
      %920 = llvm.srem %107, %53 : i32
      %921 = llvm.sdiv %920, %31 : i32
      %922 = llvm.mul %921, %52 overflow<nsw> : i32
      %923 = llvm.srem %919, %31 : i32
      %924 = llvm.mul %923, %53 overflow<nsw> : i32
      %925 = llvm.add %922, %924 overflow<nsw> : i32
      %926 = llvm.srem %920, %31 : i32
      %927 = llvm.mul %926, %32 overflow<nsw> : i32
      %928 = llvm.sdiv %919, %31 : i32
      %929 = llvm.sdiv %928, %31 : i32
      %930 = llvm.srem %928, %31 : i32
      %931 = llvm.mul %930, %47 overflow<nsw> : i32
      %932 = llvm.add %927, %931 overflow<nsw> : i32
      %933 = llvm.sdiv %929, %31 : i32
      %934 = llvm.mul %933, %33 overflow<nsw> : i32
      %935 = llvm.add %932, %934 overflow<nsw> : i32
      %936 = llvm.and %925, %54 : i32
      %937 = llvm.icmp "eq" %936, %39 : i32
      %938 = llvm.select %937, %42, %48 : i1, i32
      %939 = llvm.and %925, %34 : i32
      %940 = llvm.lshr %939, %35 : i32
      %941 = llvm.xor %925, %940 : i32
      %942 = llvm.add %941, %935 overflow<nsw> : i32
      %943 = llvm.getelementptr %103[%942] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      llvm.br ^bb73(%39 : i32)
    ^bb73(%944: i32):  // 2 preds: ^bb72, ^bb74
      %945 = llvm.icmp "slt" %944, %51 : i32
      llvm.cond_br %945, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %946 = llvm.mul %944, %17 overflow<nsw> : i32
      %947 = llvm.getelementptr %918[%946] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %948 = llvm.mul %944, %53 overflow<nsw> : i32
      %949 = llvm.getelementptr %67[%948] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %950 = nvvm.ldmatrix %947 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %951 = llvm.extractvalue %950[0] : !llvm_struct_a37b2a
      %952 = llvm.extractvalue %950[1] : !llvm_struct_a37b2a
      %953 = llvm.extractvalue %950[2] : !llvm_struct_a37b2a
      %954 = llvm.extractvalue %950[3] : !llvm_struct_a37b2a
      llvm.store %951, %949 {alignment = 4 : i64} : i32, !llvm.ptr
      %955 = llvm.getelementptr %949[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %952, %955 {alignment = 4 : i64} : i32, !llvm.ptr
      %956 = llvm.getelementptr %949[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %953, %956 {alignment = 4 : i64} : i32, !llvm.ptr
      %957 = llvm.getelementptr %949[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %954, %957 {alignment = 4 : i64} : i32, !llvm.ptr
      %958 = llvm.add %944, %55 : i32
      llvm.br ^bb73(%958 : i32) {loop_annotation = #loop_annotation}
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%39 : i32)
    ^bb76(%959: i32):  // 2 preds: ^bb75, ^bb77
      %960 = llvm.icmp "slt" %959, %51 : i32
      llvm.cond_br %960, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %961 = llvm.mul %959, %17 overflow<nsw> : i32
      %962 = llvm.getelementptr %943[%961] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %963 = llvm.mul %959, %53 overflow<nsw> : i32
      %964 = llvm.getelementptr %66[%963] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %965 = nvvm.ldmatrix %962 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %966 = llvm.extractvalue %965[0] : !llvm_struct_a37b2a
      %967 = llvm.extractvalue %965[1] : !llvm_struct_a37b2a
      %968 = llvm.extractvalue %965[2] : !llvm_struct_a37b2a
      %969 = llvm.extractvalue %965[3] : !llvm_struct_a37b2a
      llvm.store %966, %964 {alignment = 4 : i64} : i32, !llvm.ptr
      %970 = llvm.getelementptr %964[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %967, %970 {alignment = 4 : i64} : i32, !llvm.ptr
      %971 = llvm.getelementptr %964[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %968, %971 {alignment = 4 : i64} : i32, !llvm.ptr
      %972 = llvm.getelementptr %964[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %969, %972 {alignment = 4 : i64} : i32, !llvm.ptr
      %973 = llvm.add %959, %55 : i32
      llvm.br ^bb76(%973 : i32) {loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb76
      %974 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %975 = llvm.getelementptr %66[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb79(%39, %35, %39 : i32, i32, i32)
    ^bb79(%976: i32, %977: i32, %978: i32):  // 2 preds: ^bb78, ^bb130
      %979 = llvm.icmp "slt" %976, %43 : i32
      llvm.cond_br %979, ^bb80, ^bb131
    ^bb80:  // pred: ^bb79
      %980 = llvm.mul %978, %14 overflow<nsw> : i32
      %981 = llvm.add %913, %980 overflow<nsw> : i32
      %982 = llvm.getelementptr %918[%981] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb81(%39 : i32)
    ^bb81(%983: i32):  // 2 preds: ^bb80, ^bb82
      %984 = llvm.icmp "slt" %983, %51 : i32
      llvm.cond_br %984, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %985 = llvm.mul %983, %17 overflow<nsw> : i32
      %986 = llvm.getelementptr %982[%985] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %987 = llvm.mul %983, %53 overflow<nsw> : i32
      %988 = llvm.getelementptr %974[%987] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %989 = nvvm.ldmatrix %986 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %990 = llvm.extractvalue %989[0] : !llvm_struct_a37b2a
      %991 = llvm.extractvalue %989[1] : !llvm_struct_a37b2a
      %992 = llvm.extractvalue %989[2] : !llvm_struct_a37b2a
      %993 = llvm.extractvalue %989[3] : !llvm_struct_a37b2a
      llvm.store %990, %988 {alignment = 4 : i64} : i32, !llvm.ptr
      %994 = llvm.getelementptr %988[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %991, %994 {alignment = 4 : i64} : i32, !llvm.ptr
      %995 = llvm.getelementptr %988[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %992, %995 {alignment = 4 : i64} : i32, !llvm.ptr
      %996 = llvm.getelementptr %988[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %993, %996 {alignment = 4 : i64} : i32, !llvm.ptr
      %997 = llvm.add %983, %55 : i32
      llvm.br ^bb81(%997 : i32) {loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb81
      %998 = llvm.mul %978, %14 overflow<nsw> : i32
      %999 = llvm.add %938, %998 overflow<nsw> : i32
      %1000 = llvm.getelementptr %943[%999] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb84(%39 : i32)
    ^bb84(%1001: i32):  // 2 preds: ^bb83, ^bb85
      %1002 = llvm.icmp "slt" %1001, %51 : i32
      llvm.cond_br %1002, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %1003 = llvm.mul %1001, %17 overflow<nsw> : i32
      %1004 = llvm.getelementptr %1000[%1003] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1005 = llvm.mul %1001, %53 overflow<nsw> : i32
      %1006 = llvm.getelementptr %975[%1005] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1007 = nvvm.ldmatrix %1004 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1008 = llvm.extractvalue %1007[0] : !llvm_struct_a37b2a
      %1009 = llvm.extractvalue %1007[1] : !llvm_struct_a37b2a
      %1010 = llvm.extractvalue %1007[2] : !llvm_struct_a37b2a
      %1011 = llvm.extractvalue %1007[3] : !llvm_struct_a37b2a
      llvm.store %1008, %1006 {alignment = 4 : i64} : i32, !llvm.ptr
      %1012 = llvm.getelementptr %1006[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1009, %1012 {alignment = 4 : i64} : i32, !llvm.ptr
      %1013 = llvm.getelementptr %1006[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1010, %1013 {alignment = 4 : i64} : i32, !llvm.ptr
      %1014 = llvm.getelementptr %1006[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1011, %1014 {alignment = 4 : i64} : i32, !llvm.ptr
      %1015 = llvm.add %1001, %55 : i32
      llvm.br ^bb84(%1015 : i32) {loop_annotation = #loop_annotation}
    ^bb86:  // pred: ^bb84
      %1016 = llvm.add %976, %35 : i32
      %1017 = llvm.icmp "slt" %1016, %43 : i32
      llvm.cond_br %1017, ^bb87, ^bb112
    ^bb87:  // pred: ^bb86
      %1018 = llvm.mul %1016, %32 : i32
      %1019 = llvm.add %1018, %149 overflow<nsw> : i32
      %1020 = llvm.sdiv %1019, %30 : i32
      %1021 = llvm.mul %1020, %30 overflow<nsw> : i32
      %1022 = llvm.sub %1019, %1021 overflow<nsw> : i32
      %1023 = llvm.sdiv %1020, %35 : i32
      %1024 = llvm.mul %1023, %35 overflow<nsw> : i32
      %1025 = llvm.sub %1020, %1024 overflow<nsw> : i32
      %1026 = llvm.mul %1025, %139 overflow<nsw> : i32
      %1027 = llvm.add %1022, %1026 overflow<nsw> : i32
      %1028 = llvm.mul %1023, %140 overflow<nsw> : i32
      %1029 = llvm.add %1027, %1028 overflow<nsw> : i32
      %1030 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1031 = llvm.sdiv %1019, %30 : i32
      %1032 = llvm.sdiv %1031, %35 : i32
      %1033 = llvm.mul %1032, %arg7 : i32
      %1034 = llvm.add %1030, %1033 : i32
      %1035 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1036 = llvm.mul %1025, %arg8 : i32
      %1037 = llvm.add %1035, %1036 : i32
      %1038 = llvm.mul %977, %14 overflow<nsw> : i32
      %1039 = llvm.getelementptr %163[%1038] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1040 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1041 = llvm.icmp "ne" %1040, %37 : i8
      %1042 = llvm.icmp "slt" %1019, %38 : i32
      %1043 = llvm.and %1041, %1042 : i1
      %1044 = llvm.icmp "sge" %1034, %39 : i32
      %1045 = llvm.and %1043, %1044 : i1
      %1046 = llvm.icmp "slt" %1034, %40 : i32
      %1047 = llvm.and %1045, %1046 : i1
      %1048 = llvm.icmp "sge" %1037, %39 : i32
      %1049 = llvm.and %1047, %1048 : i1
      %1050 = llvm.icmp "slt" %1037, %40 : i32
      %1051 = llvm.and %1049, %1050 : i1
      llvm.cond_br %1051, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1052 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1053 = llvm.add %1052, %1029 overflow<nsw> : i32
      %1054 = llvm.getelementptr %104[%1053] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1055 = llvm.ptrtoint %1054 : !llvm.ptr<1> to i64
      %1056 = llvm.add %1055, %49 : i64
      %1057 = llvm.and %1056, %41 : i64
      %1058 = llvm.inttoptr %1057 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1058, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1039, %1058, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %50, %64 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1059 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1059 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1060 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1060 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1061 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1061 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1062 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1062 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1063 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1063 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1064 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1064 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1065 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1065 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1066 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1066, %1039 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1067 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1068 = llvm.sdiv %1019, %30 : i32
      %1069 = llvm.sdiv %1068, %35 : i32
      %1070 = llvm.mul %1069, %arg7 : i32
      %1071 = llvm.add %1067, %1070 : i32
      %1072 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1073 = llvm.mul %1025, %arg8 : i32
      %1074 = llvm.add %1072, %1073 : i32
      %1075 = llvm.mul %977, %14 overflow<nsw> : i32
      %1076 = llvm.add %1075, %17 overflow<nsw> : i32
      %1077 = llvm.getelementptr %163[%1076] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1078 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1079 = llvm.icmp "ne" %1078, %37 : i8
      %1080 = llvm.and %1079, %1042 : i1
      %1081 = llvm.icmp "sge" %1071, %39 : i32
      %1082 = llvm.and %1080, %1081 : i1
      %1083 = llvm.icmp "slt" %1071, %40 : i32
      %1084 = llvm.and %1082, %1083 : i1
      %1085 = llvm.icmp "sge" %1074, %39 : i32
      %1086 = llvm.and %1084, %1085 : i1
      %1087 = llvm.icmp "slt" %1074, %40 : i32
      %1088 = llvm.and %1086, %1087 : i1
      llvm.cond_br %1088, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1089 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1090 = llvm.add %1089, %1029 overflow<nsw> : i32
      %1091 = llvm.getelementptr %104[%1090] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1092 = llvm.ptrtoint %1091 : !llvm.ptr<1> to i64
      %1093 = llvm.add %1092, %49 : i64
      %1094 = llvm.and %1093, %41 : i64
      %1095 = llvm.inttoptr %1094 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1095, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1077, %1095, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %50, %63 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1096 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1096 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1097 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1097 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1098 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1098 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1099 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1099 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1100 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1100 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1101 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1101 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1102 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1102 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1103 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1103, %1077 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1104 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1105 = llvm.sdiv %1019, %30 : i32
      %1106 = llvm.sdiv %1105, %35 : i32
      %1107 = llvm.mul %1106, %arg7 : i32
      %1108 = llvm.add %1104, %1107 : i32
      %1109 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1110 = llvm.mul %1025, %arg8 : i32
      %1111 = llvm.add %1109, %1110 : i32
      %1112 = llvm.mul %977, %14 overflow<nsw> : i32
      %1113 = llvm.add %1112, %16 overflow<nsw> : i32
      %1114 = llvm.getelementptr %163[%1113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1115 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1116 = llvm.icmp "ne" %1115, %37 : i8
      %1117 = llvm.and %1116, %1042 : i1
      %1118 = llvm.icmp "sge" %1108, %39 : i32
      %1119 = llvm.and %1117, %1118 : i1
      %1120 = llvm.icmp "slt" %1108, %40 : i32
      %1121 = llvm.and %1119, %1120 : i1
      %1122 = llvm.icmp "sge" %1111, %39 : i32
      %1123 = llvm.and %1121, %1122 : i1
      %1124 = llvm.icmp "slt" %1111, %40 : i32
      %1125 = llvm.and %1123, %1124 : i1
      llvm.cond_br %1125, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1126 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1127 = llvm.add %1126, %1029 overflow<nsw> : i32
      %1128 = llvm.getelementptr %104[%1127] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1129 = llvm.ptrtoint %1128 : !llvm.ptr<1> to i64
      %1130 = llvm.add %1129, %49 : i64
      %1131 = llvm.and %1130, %41 : i64
      %1132 = llvm.inttoptr %1131 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1132, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1114, %1132, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %50, %62 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1133 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1133 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1134 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1134 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1135 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1135 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1136 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1136 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1137 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1137 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1138 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1138 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1139 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1139 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1140 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1140, %1114 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1141 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1142 = llvm.sdiv %1019, %30 : i32
      %1143 = llvm.sdiv %1142, %35 : i32
      %1144 = llvm.mul %1143, %arg7 : i32
      %1145 = llvm.add %1141, %1144 : i32
      %1146 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1147 = llvm.mul %1025, %arg8 : i32
      %1148 = llvm.add %1146, %1147 : i32
      %1149 = llvm.mul %977, %14 overflow<nsw> : i32
      %1150 = llvm.add %1149, %15 overflow<nsw> : i32
      %1151 = llvm.getelementptr %163[%1150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1152 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1153 = llvm.icmp "ne" %1152, %37 : i8
      %1154 = llvm.and %1153, %1042 : i1
      %1155 = llvm.icmp "sge" %1145, %39 : i32
      %1156 = llvm.and %1154, %1155 : i1
      %1157 = llvm.icmp "slt" %1145, %40 : i32
      %1158 = llvm.and %1156, %1157 : i1
      %1159 = llvm.icmp "sge" %1148, %39 : i32
      %1160 = llvm.and %1158, %1159 : i1
      %1161 = llvm.icmp "slt" %1148, %40 : i32
      %1162 = llvm.and %1160, %1161 : i1
      llvm.cond_br %1162, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1163 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1164 = llvm.add %1163, %1029 overflow<nsw> : i32
      %1165 = llvm.getelementptr %104[%1164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1166 = llvm.ptrtoint %1165 : !llvm.ptr<1> to i64
      %1167 = llvm.add %1166, %49 : i64
      %1168 = llvm.and %1167, %41 : i64
      %1169 = llvm.inttoptr %1168 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1169, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1151, %1169, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %50, %61 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1170 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1170 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1171 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1171 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1172 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1172 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1173 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1173 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1174 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1174 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1175 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1175 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1176 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1176 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1177 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1177, %1151 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1178 = llvm.getelementptr %164[%1038] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1179 = llvm.and %410, %1042 : i1
      llvm.cond_br %1179, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1180 = llvm.mul %409, %38 overflow<nsw> : i32
      %1181 = llvm.getelementptr %105[%1180] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1182 = llvm.getelementptr %1181[%1019] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1183 = llvm.ptrtoint %1182 : !llvm.ptr<1> to i64
      %1184 = llvm.add %1183, %49 : i64
      %1185 = llvm.and %1184, %41 : i64
      %1186 = llvm.inttoptr %1185 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1186, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1178, %1186, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %50, %60 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1187 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1187 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1188 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1188 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1189 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1189 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1190 = llvm.getelementptr %60[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1190 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1191 = llvm.getelementptr %60[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1191 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1192 = llvm.getelementptr %60[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1192 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1193 = llvm.getelementptr %60[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1193 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1194 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1194, %1178 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1195 = llvm.getelementptr %164[%1076] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1196 = llvm.and %425, %1042 : i1
      llvm.cond_br %1196, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1197 = llvm.mul %423, %38 overflow<nsw> : i32
      %1198 = llvm.getelementptr %105[%1197] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1199 = llvm.getelementptr %1198[%1019] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1200 = llvm.ptrtoint %1199 : !llvm.ptr<1> to i64
      %1201 = llvm.add %1200, %49 : i64
      %1202 = llvm.and %1201, %41 : i64
      %1203 = llvm.inttoptr %1202 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1203, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1195, %1203, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %50, %59 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1204 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1204 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1205 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1205 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1206 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1206 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1207 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1207 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1208 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1208 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1209 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1209 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1210 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1210 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1211 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1211, %1195 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1212 = llvm.getelementptr %164[%1113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1213 = llvm.and %440, %1042 : i1
      llvm.cond_br %1213, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1214 = llvm.mul %438, %38 overflow<nsw> : i32
      %1215 = llvm.getelementptr %105[%1214] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1216 = llvm.getelementptr %1215[%1019] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1217 = llvm.ptrtoint %1216 : !llvm.ptr<1> to i64
      %1218 = llvm.add %1217, %49 : i64
      %1219 = llvm.and %1218, %41 : i64
      %1220 = llvm.inttoptr %1219 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1220, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1212, %1220, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %50, %58 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1221 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1221 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1222 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1222 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1223 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1223 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1224 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1224 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1225 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1225 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1226 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1226 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1227 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1227 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1228 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1228, %1212 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1229 = llvm.getelementptr %164[%1150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1230 = llvm.and %455, %1042 : i1
      llvm.cond_br %1230, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1231 = llvm.mul %453, %38 overflow<nsw> : i32
      %1232 = llvm.getelementptr %105[%1231] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1233 = llvm.getelementptr %1232[%1019] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1234 = llvm.ptrtoint %1233 : !llvm.ptr<1> to i64
      %1235 = llvm.add %1234, %49 : i64
      %1236 = llvm.and %1235, %41 : i64
      %1237 = llvm.inttoptr %1236 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1237, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1229, %1237, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %50, %57 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1238 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1238 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1239 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1239 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1240 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1240 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1241 = llvm.getelementptr %57[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1241 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1242 = llvm.getelementptr %57[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1242 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1243 = llvm.getelementptr %57[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1243 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1244 = llvm.getelementptr %57[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1244 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1245 = llvm.load %57 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1245, %1229 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb86, ^bb111
      nvvm.cp.async.commit.group
      llvm.br ^bb113(%39 : i32)
    ^bb113(%1246: i32):  // 2 preds: ^bb112, ^bb117
      %1247 = llvm.icmp "slt" %1246, %51 : i32
      llvm.cond_br %1247, ^bb114, ^bb118
    ^bb114:  // pred: ^bb113
      %1248 = llvm.mul %1246, %53 overflow<nsw> : i32
      %1249 = llvm.getelementptr %67[%1248] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb115(%39 : i32)
    ^bb115(%1250: i32):  // 2 preds: ^bb114, ^bb116
      %1251 = llvm.icmp "slt" %1250, %53 : i32
      llvm.cond_br %1251, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %1252 = llvm.mul %1250, %51 overflow<nsw> : i32
      %1253 = llvm.getelementptr %66[%1252] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1254 = llvm.mul %1246, %51 overflow<nsw> : i32
      %1255 = llvm.mul %1250, %42 overflow<nsw> : i32
      %1256 = llvm.add %1254, %1255 overflow<nsw> : i32
      %1257 = llvm.getelementptr %65[%1256] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1258 = llvm.load %1249 : !llvm.ptr -> vector<4xi32>
      %1259 = llvm.mlir.constant(0 : i64) : i64
      %1260 = llvm.extractelement %1258[%1259 : i64] : vector<4xi32>
      %1261 = llvm.mlir.constant(1 : i64) : i64
      %1262 = llvm.extractelement %1258[%1261 : i64] : vector<4xi32>
      %1263 = llvm.mlir.constant(2 : i64) : i64
      %1264 = llvm.extractelement %1258[%1263 : i64] : vector<4xi32>
      %1265 = llvm.mlir.constant(3 : i64) : i64
      %1266 = llvm.extractelement %1258[%1265 : i64] : vector<4xi32>
      %1267 = llvm.load %1253 : !llvm.ptr -> vector<2xi32>
      %1268 = llvm.mlir.constant(0 : i64) : i64
      %1269 = llvm.extractelement %1267[%1268 : i64] : vector<2xi32>
      %1270 = llvm.mlir.constant(1 : i64) : i64
      %1271 = llvm.extractelement %1267[%1270 : i64] : vector<2xi32>
      %1272 = llvm.load %1257 : !llvm.ptr -> vector<4xf32>
      %1273 = llvm.mlir.constant(0 : i64) : i64
      %1274 = llvm.extractelement %1272[%1273 : i64] : vector<4xf32>
      %1275 = llvm.mlir.constant(1 : i64) : i64
      %1276 = llvm.extractelement %1272[%1275 : i64] : vector<4xf32>
      %1277 = llvm.mlir.constant(2 : i64) : i64
      %1278 = llvm.extractelement %1272[%1277 : i64] : vector<4xf32>
      %1279 = llvm.mlir.constant(3 : i64) : i64
      %1280 = llvm.extractelement %1272[%1279 : i64] : vector<4xf32>
      %1281 = nvvm.mma.sync A[%1260, %1262, %1264, %1266]  B[%1269, %1271]  C[%1274, %1276, %1278, %1280]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1282 = llvm.extractvalue %1281[0] : !llvm_struct_687153
      %1283 = llvm.extractvalue %1281[1] : !llvm_struct_687153
      %1284 = llvm.extractvalue %1281[2] : !llvm_struct_687153
      %1285 = llvm.extractvalue %1281[3] : !llvm_struct_687153
      %1286 = llvm.mlir.poison : vector<4xf32>
      %1287 = llvm.mlir.constant(0 : i64) : i64
      %1288 = llvm.insertelement %1282, %1286[%1287 : i64] : vector<4xf32>
      %1289 = llvm.mlir.constant(1 : i64) : i64
      %1290 = llvm.insertelement %1283, %1288[%1289 : i64] : vector<4xf32>
      %1291 = llvm.mlir.constant(2 : i64) : i64
      %1292 = llvm.insertelement %1284, %1290[%1291 : i64] : vector<4xf32>
      %1293 = llvm.mlir.constant(3 : i64) : i64
      %1294 = llvm.insertelement %1285, %1292[%1293 : i64] : vector<4xf32>
      llvm.store %1294, %1257 : vector<4xf32>, !llvm.ptr
      %1295 = llvm.add %1250, %55 : i32
      llvm.br ^bb115(%1295 : i32) {loop_annotation = #loop_annotation}
    ^bb117:  // pred: ^bb115
      %1296 = llvm.add %1246, %55 : i32
      llvm.br ^bb113(%1296 : i32) {loop_annotation = #loop_annotation}
    ^bb118:  // pred: ^bb113
      %1297 = llvm.add %978, %55 : i32
      %1298 = llvm.icmp "eq" %1297, %51 : i32
      %1299 = llvm.select %1298, %39, %1297 : i1, i32
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      %1300 = llvm.mul %1299, %14 overflow<nsw> : i32
      %1301 = llvm.getelementptr %918[%1300] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb119(%39 : i32)
    ^bb119(%1302: i32):  // 2 preds: ^bb118, ^bb120
      %1303 = llvm.icmp "slt" %1302, %51 : i32
      llvm.cond_br %1303, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %1304 = llvm.mul %1302, %17 overflow<nsw> : i32
      %1305 = llvm.getelementptr %1301[%1304] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1306 = llvm.mul %1302, %53 overflow<nsw> : i32
      %1307 = llvm.getelementptr %67[%1306] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1308 = nvvm.ldmatrix %1305 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1309 = llvm.extractvalue %1308[0] : !llvm_struct_a37b2a
      %1310 = llvm.extractvalue %1308[1] : !llvm_struct_a37b2a
      %1311 = llvm.extractvalue %1308[2] : !llvm_struct_a37b2a
      %1312 = llvm.extractvalue %1308[3] : !llvm_struct_a37b2a
      llvm.store %1309, %1307 {alignment = 4 : i64} : i32, !llvm.ptr
      %1313 = llvm.getelementptr %1307[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1310, %1313 {alignment = 4 : i64} : i32, !llvm.ptr
      %1314 = llvm.getelementptr %1307[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1311, %1314 {alignment = 4 : i64} : i32, !llvm.ptr
      %1315 = llvm.getelementptr %1307[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1312, %1315 {alignment = 4 : i64} : i32, !llvm.ptr
      %1316 = llvm.add %1302, %55 : i32
      llvm.br ^bb119(%1316 : i32) {loop_annotation = #loop_annotation}
    ^bb121:  // pred: ^bb119
      %1317 = llvm.mul %1299, %14 overflow<nsw> : i32
      %1318 = llvm.getelementptr %943[%1317] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb122(%39 : i32)
    ^bb122(%1319: i32):  // 2 preds: ^bb121, ^bb123
      %1320 = llvm.icmp "slt" %1319, %51 : i32
      llvm.cond_br %1320, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1321 = llvm.mul %1319, %17 overflow<nsw> : i32
      %1322 = llvm.getelementptr %1318[%1321] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1323 = llvm.mul %1319, %53 overflow<nsw> : i32
      %1324 = llvm.getelementptr %66[%1323] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1325 = nvvm.ldmatrix %1322 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1326 = llvm.extractvalue %1325[0] : !llvm_struct_a37b2a
      %1327 = llvm.extractvalue %1325[1] : !llvm_struct_a37b2a
      %1328 = llvm.extractvalue %1325[2] : !llvm_struct_a37b2a
      %1329 = llvm.extractvalue %1325[3] : !llvm_struct_a37b2a
      llvm.store %1326, %1324 {alignment = 4 : i64} : i32, !llvm.ptr
      %1330 = llvm.getelementptr %1324[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1327, %1330 {alignment = 4 : i64} : i32, !llvm.ptr
      %1331 = llvm.getelementptr %1324[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1328, %1331 {alignment = 4 : i64} : i32, !llvm.ptr
      %1332 = llvm.getelementptr %1324[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1329, %1332 {alignment = 4 : i64} : i32, !llvm.ptr
      %1333 = llvm.add %1319, %55 : i32
      llvm.br ^bb122(%1333 : i32) {loop_annotation = #loop_annotation}
    ^bb124:  // pred: ^bb122
      llvm.br ^bb125(%39 : i32)
    ^bb125(%1334: i32):  // 2 preds: ^bb124, ^bb129
      %1335 = llvm.icmp "slt" %1334, %51 : i32
      llvm.cond_br %1335, ^bb126, ^bb130
    ^bb126:  // pred: ^bb125
      %1336 = llvm.mul %1334, %53 overflow<nsw> : i32
      %1337 = llvm.getelementptr %974[%1336] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb127(%39 : i32)
    ^bb127(%1338: i32):  // 2 preds: ^bb126, ^bb128
      %1339 = llvm.icmp "slt" %1338, %53 : i32
      llvm.cond_br %1339, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1340 = llvm.mul %1338, %51 overflow<nsw> : i32
      %1341 = llvm.getelementptr %975[%1340] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1342 = llvm.mul %1334, %51 overflow<nsw> : i32
      %1343 = llvm.mul %1338, %42 overflow<nsw> : i32
      %1344 = llvm.add %1342, %1343 overflow<nsw> : i32
      %1345 = llvm.getelementptr %65[%1344] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1346 = llvm.load %1337 : !llvm.ptr -> vector<4xi32>
      %1347 = llvm.mlir.constant(0 : i64) : i64
      %1348 = llvm.extractelement %1346[%1347 : i64] : vector<4xi32>
      %1349 = llvm.mlir.constant(1 : i64) : i64
      %1350 = llvm.extractelement %1346[%1349 : i64] : vector<4xi32>
      %1351 = llvm.mlir.constant(2 : i64) : i64
      %1352 = llvm.extractelement %1346[%1351 : i64] : vector<4xi32>
      %1353 = llvm.mlir.constant(3 : i64) : i64
      %1354 = llvm.extractelement %1346[%1353 : i64] : vector<4xi32>
      %1355 = llvm.load %1341 : !llvm.ptr -> vector<2xi32>
      %1356 = llvm.mlir.constant(0 : i64) : i64
      %1357 = llvm.extractelement %1355[%1356 : i64] : vector<2xi32>
      %1358 = llvm.mlir.constant(1 : i64) : i64
      %1359 = llvm.extractelement %1355[%1358 : i64] : vector<2xi32>
      %1360 = llvm.load %1345 : !llvm.ptr -> vector<4xf32>
      %1361 = llvm.mlir.constant(0 : i64) : i64
      %1362 = llvm.extractelement %1360[%1361 : i64] : vector<4xf32>
      %1363 = llvm.mlir.constant(1 : i64) : i64
      %1364 = llvm.extractelement %1360[%1363 : i64] : vector<4xf32>
      %1365 = llvm.mlir.constant(2 : i64) : i64
      %1366 = llvm.extractelement %1360[%1365 : i64] : vector<4xf32>
      %1367 = llvm.mlir.constant(3 : i64) : i64
      %1368 = llvm.extractelement %1360[%1367 : i64] : vector<4xf32>
      %1369 = nvvm.mma.sync A[%1348, %1350, %1352, %1354]  B[%1357, %1359]  C[%1362, %1364, %1366, %1368]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1370 = llvm.extractvalue %1369[0] : !llvm_struct_687153
      %1371 = llvm.extractvalue %1369[1] : !llvm_struct_687153
      %1372 = llvm.extractvalue %1369[2] : !llvm_struct_687153
      %1373 = llvm.extractvalue %1369[3] : !llvm_struct_687153
      %1374 = llvm.mlir.poison : vector<4xf32>
      %1375 = llvm.mlir.constant(0 : i64) : i64
      %1376 = llvm.insertelement %1370, %1374[%1375 : i64] : vector<4xf32>
      %1377 = llvm.mlir.constant(1 : i64) : i64
      %1378 = llvm.insertelement %1371, %1376[%1377 : i64] : vector<4xf32>
      %1379 = llvm.mlir.constant(2 : i64) : i64
      %1380 = llvm.insertelement %1372, %1378[%1379 : i64] : vector<4xf32>
      %1381 = llvm.mlir.constant(3 : i64) : i64
      %1382 = llvm.insertelement %1373, %1380[%1381 : i64] : vector<4xf32>
      llvm.store %1382, %1345 : vector<4xf32>, !llvm.ptr
      %1383 = llvm.add %1338, %55 : i32
      llvm.br ^bb127(%1383 : i32) {loop_annotation = #loop_annotation}
    ^bb129:  // pred: ^bb127
      %1384 = llvm.add %1334, %55 : i32
      llvm.br ^bb125(%1384 : i32) {loop_annotation = #loop_annotation}
    ^bb130:  // pred: ^bb125
      %1385 = llvm.add %976, %55 : i32
      llvm.br ^bb79(%1385, %978, %1299 : i32, i32, i32)
    ^bb131:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1386 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1387 = llvm.fptrunc %1386 : vector<128xf32> to vector<128xbf16>
      llvm.store %1387, %56 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1388 = llvm.add %125, %55 : i32
      %1389 = llvm.mul %1388, %54 : i32
      %1390 = llvm.icmp "sle" %1389, %36 : i32
      %1391 = llvm.add %136, %55 : i32
      %1392 = llvm.mul %1391, %54 : i32
      %1393 = llvm.icmp "sle" %1392, %44 : i32
      %1394 = llvm.and %1390, %1393 : i1
      llvm.cond_br %1394, ^bb132, ^bb136
    ^bb132:  // pred: ^bb131
      llvm.br ^bb133(%39, %39, %39 : i32, i32, i32)
    ^bb133(%1395: i32, %1396: i32, %1397: i32):  // 2 preds: ^bb132, ^bb134
      %1398 = llvm.icmp "slt" %1395, %52 : i32
      llvm.cond_br %1398, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %1399 = llvm.mul %1395, %31 overflow<nsw> : i32
      %1400 = llvm.getelementptr %56[%1399] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1401 = llvm.srem %1395, %31 : i32
      %1402 = llvm.mul %1401, %13 overflow<nsw> : i32
      %1403 = llvm.sdiv %1397, %51 : i32
      %1404 = llvm.srem %1397, %51 : i32
      %1405 = llvm.mul %1404, %12 overflow<nsw> : i32
      %1406 = llvm.add %1402, %1405 overflow<nsw> : i32
      %1407 = llvm.mul %1403, %42 overflow<nsw> : i32
      %1408 = llvm.add %1406, %1407 overflow<nsw> : i32
      %1409 = llvm.getelementptr %893[%1408] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1410 = llvm.load %1400 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1410, %1409 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1411 = llvm.add %1396, %55 : i32
      %1412 = llvm.icmp "eq" %1411, %31 : i32
      %1413 = llvm.select %1412, %39, %1411 : i1, i32
      %1414 = llvm.add %1396, %55 : i32
      %1415 = llvm.add %1397, %55 : i32
      %1416 = llvm.icmp "eq" %1414, %31 : i32
      %1417 = llvm.select %1416, %1415, %1397 : i1, i32
      %1418 = llvm.add %1395, %55 : i32
      llvm.br ^bb133(%1418, %1413, %1417 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb135:  // pred: ^bb133
      llvm.br ^bb393
    ^bb136:  // pred: ^bb131
      %1419 = llvm.mul %882, %42 overflow<nsw> : i32
      %1420 = llvm.add %884, %1419 overflow<nsw> : i32
      %1421 = llvm.add %886, %890 overflow<nsw> : i32
      %1422 = llvm.add %146, %1420 overflow<nsw> : i32
      %1423 = llvm.icmp "slt" %1422, %36 : i32
      %1424 = llvm.icmp "slt" %1421, %44 : i32
      %1425 = llvm.and %1423, %1424 : i1
      llvm.cond_br %1425, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1426 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> bf16
      llvm.store %1426, %893 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1427 = llvm.add %1421, %55 overflow<nsw> : i32
      %1428 = llvm.icmp "slt" %1422, %36 : i32
      %1429 = llvm.icmp "slt" %1427, %44 : i32
      %1430 = llvm.and %1428, %1429 : i1
      llvm.cond_br %1430, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1431 = llvm.getelementptr %56[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1432 = llvm.load %1431 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1433 = llvm.getelementptr %893[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1432, %1433 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1434 = llvm.add %1422, %53 overflow<nsw> : i32
      %1435 = llvm.icmp "slt" %1434, %36 : i32
      %1436 = llvm.icmp "slt" %1421, %44 : i32
      %1437 = llvm.and %1435, %1436 : i1
      llvm.cond_br %1437, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1438 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1439 = llvm.load %1438 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1440 = llvm.getelementptr %893[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1439, %1440 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1441 = llvm.add %1422, %53 overflow<nsw> : i32
      %1442 = llvm.add %1421, %55 overflow<nsw> : i32
      %1443 = llvm.icmp "slt" %1441, %36 : i32
      %1444 = llvm.icmp "slt" %1442, %44 : i32
      %1445 = llvm.and %1443, %1444 : i1
      llvm.cond_br %1445, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1446 = llvm.getelementptr %56[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1447 = llvm.load %1446 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1448 = llvm.getelementptr %893[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1447, %1448 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1449 = llvm.add %1422, %32 overflow<nsw> : i32
      %1450 = llvm.icmp "slt" %1449, %36 : i32
      %1451 = llvm.icmp "slt" %1421, %44 : i32
      %1452 = llvm.and %1450, %1451 : i1
      llvm.cond_br %1452, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1453 = llvm.getelementptr %56[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1454 = llvm.load %1453 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1455 = llvm.getelementptr %893[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1454, %1455 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1456 = llvm.add %1422, %32 overflow<nsw> : i32
      %1457 = llvm.add %1421, %55 overflow<nsw> : i32
      %1458 = llvm.icmp "slt" %1456, %36 : i32
      %1459 = llvm.icmp "slt" %1457, %44 : i32
      %1460 = llvm.and %1458, %1459 : i1
      llvm.cond_br %1460, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1461 = llvm.getelementptr %56[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1462 = llvm.load %1461 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1463 = llvm.getelementptr %893[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1462, %1463 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1464 = llvm.add %1422, %11 overflow<nsw> : i32
      %1465 = llvm.icmp "slt" %1464, %36 : i32
      %1466 = llvm.icmp "slt" %1421, %44 : i32
      %1467 = llvm.and %1465, %1466 : i1
      llvm.cond_br %1467, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1468 = llvm.getelementptr %56[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1469 = llvm.load %1468 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1470 = llvm.getelementptr %893[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1469, %1470 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1471 = llvm.add %1422, %11 overflow<nsw> : i32
      %1472 = llvm.add %1421, %55 overflow<nsw> : i32
      %1473 = llvm.icmp "slt" %1471, %36 : i32
      %1474 = llvm.icmp "slt" %1472, %44 : i32
      %1475 = llvm.and %1473, %1474 : i1
      llvm.cond_br %1475, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1476 = llvm.getelementptr %56[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1477 = llvm.load %1476 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1478 = llvm.getelementptr %893[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1477, %1478 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1479 = llvm.add %1422, %52 overflow<nsw> : i32
      %1480 = llvm.icmp "slt" %1479, %36 : i32
      %1481 = llvm.icmp "slt" %1421, %44 : i32
      %1482 = llvm.and %1480, %1481 : i1
      llvm.cond_br %1482, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1483 = llvm.getelementptr %56[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1484 = llvm.load %1483 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1485 = llvm.getelementptr %893[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1484, %1485 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1486 = llvm.add %1422, %52 overflow<nsw> : i32
      %1487 = llvm.add %1421, %55 overflow<nsw> : i32
      %1488 = llvm.icmp "slt" %1486, %36 : i32
      %1489 = llvm.icmp "slt" %1487, %44 : i32
      %1490 = llvm.and %1488, %1489 : i1
      llvm.cond_br %1490, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1491 = llvm.getelementptr %56[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1492 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1493 = llvm.getelementptr %893[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1492, %1493 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1494 = llvm.add %1422, %44 overflow<nsw> : i32
      %1495 = llvm.icmp "slt" %1494, %36 : i32
      %1496 = llvm.icmp "slt" %1421, %44 : i32
      %1497 = llvm.and %1495, %1496 : i1
      llvm.cond_br %1497, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1498 = llvm.getelementptr %56[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1499 = llvm.load %1498 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1500 = llvm.getelementptr %893[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1499, %1500 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1501 = llvm.add %1422, %44 overflow<nsw> : i32
      %1502 = llvm.add %1421, %55 overflow<nsw> : i32
      %1503 = llvm.icmp "slt" %1501, %36 : i32
      %1504 = llvm.icmp "slt" %1502, %44 : i32
      %1505 = llvm.and %1503, %1504 : i1
      llvm.cond_br %1505, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1506 = llvm.getelementptr %56[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1507 = llvm.load %1506 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1508 = llvm.getelementptr %893[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1507, %1508 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1509 = llvm.add %1422, %18 overflow<nsw> : i32
      %1510 = llvm.icmp "slt" %1509, %36 : i32
      %1511 = llvm.icmp "slt" %1421, %44 : i32
      %1512 = llvm.and %1510, %1511 : i1
      llvm.cond_br %1512, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1513 = llvm.getelementptr %56[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1514 = llvm.load %1513 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1515 = llvm.getelementptr %893[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1514, %1515 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1516 = llvm.add %1422, %18 overflow<nsw> : i32
      %1517 = llvm.add %1421, %55 overflow<nsw> : i32
      %1518 = llvm.icmp "slt" %1516, %36 : i32
      %1519 = llvm.icmp "slt" %1517, %44 : i32
      %1520 = llvm.and %1518, %1519 : i1
      llvm.cond_br %1520, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1521 = llvm.getelementptr %56[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1522 = llvm.load %1521 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1523 = llvm.getelementptr %893[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1522, %1523 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1524 = llvm.add %1422, %10 overflow<nsw> : i32
      %1525 = llvm.icmp "slt" %1524, %36 : i32
      %1526 = llvm.icmp "slt" %1421, %44 : i32
      %1527 = llvm.and %1525, %1526 : i1
      llvm.cond_br %1527, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1528 = llvm.getelementptr %56[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1529 = llvm.load %1528 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1530 = llvm.getelementptr %893[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1529, %1530 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1531 = llvm.add %1422, %10 overflow<nsw> : i32
      %1532 = llvm.add %1421, %55 overflow<nsw> : i32
      %1533 = llvm.icmp "slt" %1531, %36 : i32
      %1534 = llvm.icmp "slt" %1532, %44 : i32
      %1535 = llvm.and %1533, %1534 : i1
      llvm.cond_br %1535, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1536 = llvm.getelementptr %56[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1537 = llvm.load %1536 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1538 = llvm.getelementptr %893[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1537, %1538 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1539 = llvm.add %1421, %42 overflow<nsw> : i32
      %1540 = llvm.icmp "slt" %1422, %36 : i32
      %1541 = llvm.icmp "slt" %1539, %44 : i32
      %1542 = llvm.and %1540, %1541 : i1
      llvm.cond_br %1542, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1543 = llvm.getelementptr %56[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1544 = llvm.load %1543 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1545 = llvm.getelementptr %893[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1544, %1545 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1546 = llvm.add %1421, %9 overflow<nsw> : i32
      %1547 = llvm.icmp "slt" %1422, %36 : i32
      %1548 = llvm.icmp "slt" %1546, %44 : i32
      %1549 = llvm.and %1547, %1548 : i1
      llvm.cond_br %1549, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1550 = llvm.getelementptr %56[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1551 = llvm.load %1550 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1552 = llvm.getelementptr %893[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1551, %1552 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1553 = llvm.add %1422, %53 overflow<nsw> : i32
      %1554 = llvm.add %1421, %42 overflow<nsw> : i32
      %1555 = llvm.icmp "slt" %1553, %36 : i32
      %1556 = llvm.icmp "slt" %1554, %44 : i32
      %1557 = llvm.and %1555, %1556 : i1
      llvm.cond_br %1557, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1558 = llvm.getelementptr %56[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1559 = llvm.load %1558 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1560 = llvm.getelementptr %893[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1559, %1560 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1561 = llvm.add %1422, %53 overflow<nsw> : i32
      %1562 = llvm.add %1421, %9 overflow<nsw> : i32
      %1563 = llvm.icmp "slt" %1561, %36 : i32
      %1564 = llvm.icmp "slt" %1562, %44 : i32
      %1565 = llvm.and %1563, %1564 : i1
      llvm.cond_br %1565, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1566 = llvm.getelementptr %56[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1567 = llvm.load %1566 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1568 = llvm.getelementptr %893[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1567, %1568 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1569 = llvm.add %1422, %32 overflow<nsw> : i32
      %1570 = llvm.add %1421, %42 overflow<nsw> : i32
      %1571 = llvm.icmp "slt" %1569, %36 : i32
      %1572 = llvm.icmp "slt" %1570, %44 : i32
      %1573 = llvm.and %1571, %1572 : i1
      llvm.cond_br %1573, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1574 = llvm.getelementptr %56[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1575 = llvm.load %1574 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1576 = llvm.getelementptr %893[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1575, %1576 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1577 = llvm.add %1422, %32 overflow<nsw> : i32
      %1578 = llvm.add %1421, %9 overflow<nsw> : i32
      %1579 = llvm.icmp "slt" %1577, %36 : i32
      %1580 = llvm.icmp "slt" %1578, %44 : i32
      %1581 = llvm.and %1579, %1580 : i1
      llvm.cond_br %1581, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1582 = llvm.getelementptr %56[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1583 = llvm.load %1582 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1584 = llvm.getelementptr %893[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1583, %1584 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1585 = llvm.add %1422, %11 overflow<nsw> : i32
      %1586 = llvm.add %1421, %42 overflow<nsw> : i32
      %1587 = llvm.icmp "slt" %1585, %36 : i32
      %1588 = llvm.icmp "slt" %1586, %44 : i32
      %1589 = llvm.and %1587, %1588 : i1
      llvm.cond_br %1589, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1590 = llvm.getelementptr %56[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1591 = llvm.load %1590 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1592 = llvm.getelementptr %893[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1591, %1592 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1593 = llvm.add %1422, %11 overflow<nsw> : i32
      %1594 = llvm.add %1421, %9 overflow<nsw> : i32
      %1595 = llvm.icmp "slt" %1593, %36 : i32
      %1596 = llvm.icmp "slt" %1594, %44 : i32
      %1597 = llvm.and %1595, %1596 : i1
      llvm.cond_br %1597, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1598 = llvm.getelementptr %56[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1599 = llvm.load %1598 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1600 = llvm.getelementptr %893[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1599, %1600 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1601 = llvm.add %1422, %52 overflow<nsw> : i32
      %1602 = llvm.add %1421, %42 overflow<nsw> : i32
      %1603 = llvm.icmp "slt" %1601, %36 : i32
      %1604 = llvm.icmp "slt" %1602, %44 : i32
      %1605 = llvm.and %1603, %1604 : i1
      llvm.cond_br %1605, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1606 = llvm.getelementptr %56[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1607 = llvm.load %1606 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1608 = llvm.getelementptr %893[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1607, %1608 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1609 = llvm.add %1422, %52 overflow<nsw> : i32
      %1610 = llvm.add %1421, %9 overflow<nsw> : i32
      %1611 = llvm.icmp "slt" %1609, %36 : i32
      %1612 = llvm.icmp "slt" %1610, %44 : i32
      %1613 = llvm.and %1611, %1612 : i1
      llvm.cond_br %1613, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1614 = llvm.getelementptr %56[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1615 = llvm.load %1614 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1616 = llvm.getelementptr %893[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1615, %1616 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1617 = llvm.add %1422, %44 overflow<nsw> : i32
      %1618 = llvm.add %1421, %42 overflow<nsw> : i32
      %1619 = llvm.icmp "slt" %1617, %36 : i32
      %1620 = llvm.icmp "slt" %1618, %44 : i32
      %1621 = llvm.and %1619, %1620 : i1
      llvm.cond_br %1621, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1622 = llvm.getelementptr %56[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1623 = llvm.load %1622 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1624 = llvm.getelementptr %893[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1623, %1624 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1625 = llvm.add %1422, %44 overflow<nsw> : i32
      %1626 = llvm.add %1421, %9 overflow<nsw> : i32
      %1627 = llvm.icmp "slt" %1625, %36 : i32
      %1628 = llvm.icmp "slt" %1626, %44 : i32
      %1629 = llvm.and %1627, %1628 : i1
      llvm.cond_br %1629, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1630 = llvm.getelementptr %56[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1631 = llvm.load %1630 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1632 = llvm.getelementptr %893[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1631, %1632 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1633 = llvm.add %1422, %18 overflow<nsw> : i32
      %1634 = llvm.add %1421, %42 overflow<nsw> : i32
      %1635 = llvm.icmp "slt" %1633, %36 : i32
      %1636 = llvm.icmp "slt" %1634, %44 : i32
      %1637 = llvm.and %1635, %1636 : i1
      llvm.cond_br %1637, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1638 = llvm.getelementptr %56[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1639 = llvm.load %1638 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1640 = llvm.getelementptr %893[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1639, %1640 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1641 = llvm.add %1422, %18 overflow<nsw> : i32
      %1642 = llvm.add %1421, %9 overflow<nsw> : i32
      %1643 = llvm.icmp "slt" %1641, %36 : i32
      %1644 = llvm.icmp "slt" %1642, %44 : i32
      %1645 = llvm.and %1643, %1644 : i1
      llvm.cond_br %1645, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1646 = llvm.getelementptr %56[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1647 = llvm.load %1646 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1648 = llvm.getelementptr %893[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1647, %1648 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1649 = llvm.add %1422, %10 overflow<nsw> : i32
      %1650 = llvm.add %1421, %42 overflow<nsw> : i32
      %1651 = llvm.icmp "slt" %1649, %36 : i32
      %1652 = llvm.icmp "slt" %1650, %44 : i32
      %1653 = llvm.and %1651, %1652 : i1
      llvm.cond_br %1653, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1654 = llvm.getelementptr %56[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1655 = llvm.load %1654 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1656 = llvm.getelementptr %893[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1655, %1656 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1657 = llvm.add %1422, %10 overflow<nsw> : i32
      %1658 = llvm.add %1421, %9 overflow<nsw> : i32
      %1659 = llvm.icmp "slt" %1657, %36 : i32
      %1660 = llvm.icmp "slt" %1658, %44 : i32
      %1661 = llvm.and %1659, %1660 : i1
      llvm.cond_br %1661, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1662 = llvm.getelementptr %56[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1663 = llvm.load %1662 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1664 = llvm.getelementptr %893[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1663, %1664 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1665 = llvm.add %1421, %32 overflow<nsw> : i32
      %1666 = llvm.icmp "slt" %1422, %36 : i32
      %1667 = llvm.icmp "slt" %1665, %44 : i32
      %1668 = llvm.and %1666, %1667 : i1
      llvm.cond_br %1668, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1669 = llvm.getelementptr %56[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1670 = llvm.load %1669 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1671 = llvm.getelementptr %893[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1670, %1671 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1672 = llvm.add %1421, %8 overflow<nsw> : i32
      %1673 = llvm.icmp "slt" %1422, %36 : i32
      %1674 = llvm.icmp "slt" %1672, %44 : i32
      %1675 = llvm.and %1673, %1674 : i1
      llvm.cond_br %1675, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1676 = llvm.getelementptr %56[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1677 = llvm.load %1676 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1678 = llvm.getelementptr %893[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1677, %1678 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1679 = llvm.add %1422, %53 overflow<nsw> : i32
      %1680 = llvm.add %1421, %32 overflow<nsw> : i32
      %1681 = llvm.icmp "slt" %1679, %36 : i32
      %1682 = llvm.icmp "slt" %1680, %44 : i32
      %1683 = llvm.and %1681, %1682 : i1
      llvm.cond_br %1683, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1684 = llvm.getelementptr %56[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1685 = llvm.load %1684 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1686 = llvm.getelementptr %893[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1685, %1686 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1687 = llvm.add %1422, %53 overflow<nsw> : i32
      %1688 = llvm.add %1421, %8 overflow<nsw> : i32
      %1689 = llvm.icmp "slt" %1687, %36 : i32
      %1690 = llvm.icmp "slt" %1688, %44 : i32
      %1691 = llvm.and %1689, %1690 : i1
      llvm.cond_br %1691, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1692 = llvm.getelementptr %56[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1693 = llvm.load %1692 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1694 = llvm.getelementptr %893[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1693, %1694 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1695 = llvm.add %1422, %32 overflow<nsw> : i32
      %1696 = llvm.add %1421, %32 overflow<nsw> : i32
      %1697 = llvm.icmp "slt" %1695, %36 : i32
      %1698 = llvm.icmp "slt" %1696, %44 : i32
      %1699 = llvm.and %1697, %1698 : i1
      llvm.cond_br %1699, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1700 = llvm.getelementptr %56[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1701 = llvm.load %1700 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1702 = llvm.getelementptr %893[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1701, %1702 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1703 = llvm.add %1422, %32 overflow<nsw> : i32
      %1704 = llvm.add %1421, %8 overflow<nsw> : i32
      %1705 = llvm.icmp "slt" %1703, %36 : i32
      %1706 = llvm.icmp "slt" %1704, %44 : i32
      %1707 = llvm.and %1705, %1706 : i1
      llvm.cond_br %1707, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1708 = llvm.getelementptr %56[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1709 = llvm.load %1708 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1710 = llvm.getelementptr %893[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1709, %1710 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1711 = llvm.add %1422, %11 overflow<nsw> : i32
      %1712 = llvm.add %1421, %32 overflow<nsw> : i32
      %1713 = llvm.icmp "slt" %1711, %36 : i32
      %1714 = llvm.icmp "slt" %1712, %44 : i32
      %1715 = llvm.and %1713, %1714 : i1
      llvm.cond_br %1715, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1716 = llvm.getelementptr %56[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1717 = llvm.load %1716 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1718 = llvm.getelementptr %893[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1717, %1718 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1719 = llvm.add %1422, %11 overflow<nsw> : i32
      %1720 = llvm.add %1421, %8 overflow<nsw> : i32
      %1721 = llvm.icmp "slt" %1719, %36 : i32
      %1722 = llvm.icmp "slt" %1720, %44 : i32
      %1723 = llvm.and %1721, %1722 : i1
      llvm.cond_br %1723, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1724 = llvm.getelementptr %56[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1725 = llvm.load %1724 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1726 = llvm.getelementptr %893[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1725, %1726 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1727 = llvm.add %1422, %52 overflow<nsw> : i32
      %1728 = llvm.add %1421, %32 overflow<nsw> : i32
      %1729 = llvm.icmp "slt" %1727, %36 : i32
      %1730 = llvm.icmp "slt" %1728, %44 : i32
      %1731 = llvm.and %1729, %1730 : i1
      llvm.cond_br %1731, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1732 = llvm.getelementptr %56[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1733 = llvm.load %1732 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1734 = llvm.getelementptr %893[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1733, %1734 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1735 = llvm.add %1422, %52 overflow<nsw> : i32
      %1736 = llvm.add %1421, %8 overflow<nsw> : i32
      %1737 = llvm.icmp "slt" %1735, %36 : i32
      %1738 = llvm.icmp "slt" %1736, %44 : i32
      %1739 = llvm.and %1737, %1738 : i1
      llvm.cond_br %1739, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1740 = llvm.getelementptr %56[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1741 = llvm.load %1740 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1742 = llvm.getelementptr %893[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1741, %1742 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1743 = llvm.add %1422, %44 overflow<nsw> : i32
      %1744 = llvm.add %1421, %32 overflow<nsw> : i32
      %1745 = llvm.icmp "slt" %1743, %36 : i32
      %1746 = llvm.icmp "slt" %1744, %44 : i32
      %1747 = llvm.and %1745, %1746 : i1
      llvm.cond_br %1747, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1748 = llvm.getelementptr %56[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1749 = llvm.load %1748 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1750 = llvm.getelementptr %893[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1749, %1750 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1751 = llvm.add %1422, %44 overflow<nsw> : i32
      %1752 = llvm.add %1421, %8 overflow<nsw> : i32
      %1753 = llvm.icmp "slt" %1751, %36 : i32
      %1754 = llvm.icmp "slt" %1752, %44 : i32
      %1755 = llvm.and %1753, %1754 : i1
      llvm.cond_br %1755, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1756 = llvm.getelementptr %56[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1757 = llvm.load %1756 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1758 = llvm.getelementptr %893[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1757, %1758 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1759 = llvm.add %1422, %18 overflow<nsw> : i32
      %1760 = llvm.add %1421, %32 overflow<nsw> : i32
      %1761 = llvm.icmp "slt" %1759, %36 : i32
      %1762 = llvm.icmp "slt" %1760, %44 : i32
      %1763 = llvm.and %1761, %1762 : i1
      llvm.cond_br %1763, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1764 = llvm.getelementptr %56[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1765 = llvm.load %1764 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1766 = llvm.getelementptr %893[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1765, %1766 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1767 = llvm.add %1422, %18 overflow<nsw> : i32
      %1768 = llvm.add %1421, %8 overflow<nsw> : i32
      %1769 = llvm.icmp "slt" %1767, %36 : i32
      %1770 = llvm.icmp "slt" %1768, %44 : i32
      %1771 = llvm.and %1769, %1770 : i1
      llvm.cond_br %1771, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1772 = llvm.getelementptr %56[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1773 = llvm.load %1772 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1774 = llvm.getelementptr %893[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1773, %1774 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1775 = llvm.add %1422, %10 overflow<nsw> : i32
      %1776 = llvm.add %1421, %32 overflow<nsw> : i32
      %1777 = llvm.icmp "slt" %1775, %36 : i32
      %1778 = llvm.icmp "slt" %1776, %44 : i32
      %1779 = llvm.and %1777, %1778 : i1
      llvm.cond_br %1779, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1780 = llvm.getelementptr %56[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1781 = llvm.load %1780 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1782 = llvm.getelementptr %893[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1781, %1782 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1783 = llvm.add %1422, %10 overflow<nsw> : i32
      %1784 = llvm.add %1421, %8 overflow<nsw> : i32
      %1785 = llvm.icmp "slt" %1783, %36 : i32
      %1786 = llvm.icmp "slt" %1784, %44 : i32
      %1787 = llvm.and %1785, %1786 : i1
      llvm.cond_br %1787, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1788 = llvm.getelementptr %56[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1789 = llvm.load %1788 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1790 = llvm.getelementptr %893[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1789, %1790 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1791 = llvm.add %1421, %7 overflow<nsw> : i32
      %1792 = llvm.icmp "slt" %1422, %36 : i32
      %1793 = llvm.icmp "slt" %1791, %44 : i32
      %1794 = llvm.and %1792, %1793 : i1
      llvm.cond_br %1794, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1795 = llvm.getelementptr %56[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1796 = llvm.load %1795 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1797 = llvm.getelementptr %893[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1796, %1797 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1798 = llvm.add %1421, %6 overflow<nsw> : i32
      %1799 = llvm.icmp "slt" %1422, %36 : i32
      %1800 = llvm.icmp "slt" %1798, %44 : i32
      %1801 = llvm.and %1799, %1800 : i1
      llvm.cond_br %1801, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1802 = llvm.getelementptr %56[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1803 = llvm.load %1802 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1804 = llvm.getelementptr %893[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1803, %1804 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1805 = llvm.add %1422, %53 overflow<nsw> : i32
      %1806 = llvm.add %1421, %7 overflow<nsw> : i32
      %1807 = llvm.icmp "slt" %1805, %36 : i32
      %1808 = llvm.icmp "slt" %1806, %44 : i32
      %1809 = llvm.and %1807, %1808 : i1
      llvm.cond_br %1809, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1810 = llvm.getelementptr %56[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1811 = llvm.load %1810 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1812 = llvm.getelementptr %893[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1811, %1812 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1813 = llvm.add %1422, %53 overflow<nsw> : i32
      %1814 = llvm.add %1421, %6 overflow<nsw> : i32
      %1815 = llvm.icmp "slt" %1813, %36 : i32
      %1816 = llvm.icmp "slt" %1814, %44 : i32
      %1817 = llvm.and %1815, %1816 : i1
      llvm.cond_br %1817, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1818 = llvm.getelementptr %56[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1819 = llvm.load %1818 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1820 = llvm.getelementptr %893[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1819, %1820 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1821 = llvm.add %1422, %32 overflow<nsw> : i32
      %1822 = llvm.add %1421, %7 overflow<nsw> : i32
      %1823 = llvm.icmp "slt" %1821, %36 : i32
      %1824 = llvm.icmp "slt" %1822, %44 : i32
      %1825 = llvm.and %1823, %1824 : i1
      llvm.cond_br %1825, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1826 = llvm.getelementptr %56[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1827 = llvm.load %1826 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1828 = llvm.getelementptr %893[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1827, %1828 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1829 = llvm.add %1422, %32 overflow<nsw> : i32
      %1830 = llvm.add %1421, %6 overflow<nsw> : i32
      %1831 = llvm.icmp "slt" %1829, %36 : i32
      %1832 = llvm.icmp "slt" %1830, %44 : i32
      %1833 = llvm.and %1831, %1832 : i1
      llvm.cond_br %1833, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1834 = llvm.getelementptr %56[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1835 = llvm.load %1834 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1836 = llvm.getelementptr %893[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1835, %1836 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1837 = llvm.add %1422, %11 overflow<nsw> : i32
      %1838 = llvm.add %1421, %7 overflow<nsw> : i32
      %1839 = llvm.icmp "slt" %1837, %36 : i32
      %1840 = llvm.icmp "slt" %1838, %44 : i32
      %1841 = llvm.and %1839, %1840 : i1
      llvm.cond_br %1841, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1842 = llvm.getelementptr %56[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1843 = llvm.load %1842 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1844 = llvm.getelementptr %893[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1843, %1844 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1845 = llvm.add %1422, %11 overflow<nsw> : i32
      %1846 = llvm.add %1421, %6 overflow<nsw> : i32
      %1847 = llvm.icmp "slt" %1845, %36 : i32
      %1848 = llvm.icmp "slt" %1846, %44 : i32
      %1849 = llvm.and %1847, %1848 : i1
      llvm.cond_br %1849, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1850 = llvm.getelementptr %56[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1851 = llvm.load %1850 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1852 = llvm.getelementptr %893[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1851, %1852 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1853 = llvm.add %1422, %52 overflow<nsw> : i32
      %1854 = llvm.add %1421, %7 overflow<nsw> : i32
      %1855 = llvm.icmp "slt" %1853, %36 : i32
      %1856 = llvm.icmp "slt" %1854, %44 : i32
      %1857 = llvm.and %1855, %1856 : i1
      llvm.cond_br %1857, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1858 = llvm.getelementptr %56[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1859 = llvm.load %1858 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1860 = llvm.getelementptr %893[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1859, %1860 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1861 = llvm.add %1422, %52 overflow<nsw> : i32
      %1862 = llvm.add %1421, %6 overflow<nsw> : i32
      %1863 = llvm.icmp "slt" %1861, %36 : i32
      %1864 = llvm.icmp "slt" %1862, %44 : i32
      %1865 = llvm.and %1863, %1864 : i1
      llvm.cond_br %1865, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1866 = llvm.getelementptr %56[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1867 = llvm.load %1866 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1868 = llvm.getelementptr %893[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1867, %1868 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1869 = llvm.add %1422, %44 overflow<nsw> : i32
      %1870 = llvm.add %1421, %7 overflow<nsw> : i32
      %1871 = llvm.icmp "slt" %1869, %36 : i32
      %1872 = llvm.icmp "slt" %1870, %44 : i32
      %1873 = llvm.and %1871, %1872 : i1
      llvm.cond_br %1873, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1874 = llvm.getelementptr %56[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1875 = llvm.load %1874 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1876 = llvm.getelementptr %893[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1875, %1876 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1877 = llvm.add %1422, %44 overflow<nsw> : i32
      %1878 = llvm.add %1421, %6 overflow<nsw> : i32
      %1879 = llvm.icmp "slt" %1877, %36 : i32
      %1880 = llvm.icmp "slt" %1878, %44 : i32
      %1881 = llvm.and %1879, %1880 : i1
      llvm.cond_br %1881, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1882 = llvm.getelementptr %56[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1883 = llvm.load %1882 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1884 = llvm.getelementptr %893[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1883, %1884 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1885 = llvm.add %1422, %18 overflow<nsw> : i32
      %1886 = llvm.add %1421, %7 overflow<nsw> : i32
      %1887 = llvm.icmp "slt" %1885, %36 : i32
      %1888 = llvm.icmp "slt" %1886, %44 : i32
      %1889 = llvm.and %1887, %1888 : i1
      llvm.cond_br %1889, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1890 = llvm.getelementptr %56[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1891 = llvm.load %1890 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1892 = llvm.getelementptr %893[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1891, %1892 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1893 = llvm.add %1422, %18 overflow<nsw> : i32
      %1894 = llvm.add %1421, %6 overflow<nsw> : i32
      %1895 = llvm.icmp "slt" %1893, %36 : i32
      %1896 = llvm.icmp "slt" %1894, %44 : i32
      %1897 = llvm.and %1895, %1896 : i1
      llvm.cond_br %1897, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1898 = llvm.getelementptr %56[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1899 = llvm.load %1898 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1900 = llvm.getelementptr %893[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1899, %1900 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1901 = llvm.add %1422, %10 overflow<nsw> : i32
      %1902 = llvm.add %1421, %7 overflow<nsw> : i32
      %1903 = llvm.icmp "slt" %1901, %36 : i32
      %1904 = llvm.icmp "slt" %1902, %44 : i32
      %1905 = llvm.and %1903, %1904 : i1
      llvm.cond_br %1905, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1906 = llvm.getelementptr %56[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1907 = llvm.load %1906 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1908 = llvm.getelementptr %893[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1907, %1908 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1909 = llvm.add %1422, %10 overflow<nsw> : i32
      %1910 = llvm.add %1421, %6 overflow<nsw> : i32
      %1911 = llvm.icmp "slt" %1909, %36 : i32
      %1912 = llvm.icmp "slt" %1910, %44 : i32
      %1913 = llvm.and %1911, %1912 : i1
      llvm.cond_br %1913, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1914 = llvm.getelementptr %56[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1915 = llvm.load %1914 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1916 = llvm.getelementptr %893[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1915, %1916 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1917 = llvm.add %1421, %52 overflow<nsw> : i32
      %1918 = llvm.icmp "slt" %1422, %36 : i32
      %1919 = llvm.icmp "slt" %1917, %44 : i32
      %1920 = llvm.and %1918, %1919 : i1
      llvm.cond_br %1920, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1921 = llvm.getelementptr %56[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1922 = llvm.load %1921 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1923 = llvm.getelementptr %893[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1922, %1923 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1924 = llvm.add %1421, %5 overflow<nsw> : i32
      %1925 = llvm.icmp "slt" %1422, %36 : i32
      %1926 = llvm.icmp "slt" %1924, %44 : i32
      %1927 = llvm.and %1925, %1926 : i1
      llvm.cond_br %1927, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1928 = llvm.getelementptr %56[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1929 = llvm.load %1928 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1930 = llvm.getelementptr %893[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1929, %1930 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1931 = llvm.add %1422, %53 overflow<nsw> : i32
      %1932 = llvm.add %1421, %52 overflow<nsw> : i32
      %1933 = llvm.icmp "slt" %1931, %36 : i32
      %1934 = llvm.icmp "slt" %1932, %44 : i32
      %1935 = llvm.and %1933, %1934 : i1
      llvm.cond_br %1935, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1936 = llvm.getelementptr %56[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1937 = llvm.load %1936 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1938 = llvm.getelementptr %893[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1937, %1938 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1939 = llvm.add %1422, %53 overflow<nsw> : i32
      %1940 = llvm.add %1421, %5 overflow<nsw> : i32
      %1941 = llvm.icmp "slt" %1939, %36 : i32
      %1942 = llvm.icmp "slt" %1940, %44 : i32
      %1943 = llvm.and %1941, %1942 : i1
      llvm.cond_br %1943, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1944 = llvm.getelementptr %56[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1945 = llvm.load %1944 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1946 = llvm.getelementptr %893[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1945, %1946 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1947 = llvm.add %1422, %32 overflow<nsw> : i32
      %1948 = llvm.add %1421, %52 overflow<nsw> : i32
      %1949 = llvm.icmp "slt" %1947, %36 : i32
      %1950 = llvm.icmp "slt" %1948, %44 : i32
      %1951 = llvm.and %1949, %1950 : i1
      llvm.cond_br %1951, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1952 = llvm.getelementptr %56[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1953 = llvm.load %1952 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1954 = llvm.getelementptr %893[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1953, %1954 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1955 = llvm.add %1422, %32 overflow<nsw> : i32
      %1956 = llvm.add %1421, %5 overflow<nsw> : i32
      %1957 = llvm.icmp "slt" %1955, %36 : i32
      %1958 = llvm.icmp "slt" %1956, %44 : i32
      %1959 = llvm.and %1957, %1958 : i1
      llvm.cond_br %1959, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1960 = llvm.getelementptr %56[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1961 = llvm.load %1960 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1962 = llvm.getelementptr %893[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1961, %1962 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1963 = llvm.add %1422, %11 overflow<nsw> : i32
      %1964 = llvm.add %1421, %52 overflow<nsw> : i32
      %1965 = llvm.icmp "slt" %1963, %36 : i32
      %1966 = llvm.icmp "slt" %1964, %44 : i32
      %1967 = llvm.and %1965, %1966 : i1
      llvm.cond_br %1967, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1968 = llvm.getelementptr %56[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1969 = llvm.load %1968 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1970 = llvm.getelementptr %893[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1969, %1970 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1971 = llvm.add %1422, %11 overflow<nsw> : i32
      %1972 = llvm.add %1421, %5 overflow<nsw> : i32
      %1973 = llvm.icmp "slt" %1971, %36 : i32
      %1974 = llvm.icmp "slt" %1972, %44 : i32
      %1975 = llvm.and %1973, %1974 : i1
      llvm.cond_br %1975, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1976 = llvm.getelementptr %56[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1977 = llvm.load %1976 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1978 = llvm.getelementptr %893[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1977, %1978 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1979 = llvm.add %1422, %52 overflow<nsw> : i32
      %1980 = llvm.add %1421, %52 overflow<nsw> : i32
      %1981 = llvm.icmp "slt" %1979, %36 : i32
      %1982 = llvm.icmp "slt" %1980, %44 : i32
      %1983 = llvm.and %1981, %1982 : i1
      llvm.cond_br %1983, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1984 = llvm.getelementptr %56[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1985 = llvm.load %1984 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1986 = llvm.getelementptr %893[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1985, %1986 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1987 = llvm.add %1422, %52 overflow<nsw> : i32
      %1988 = llvm.add %1421, %5 overflow<nsw> : i32
      %1989 = llvm.icmp "slt" %1987, %36 : i32
      %1990 = llvm.icmp "slt" %1988, %44 : i32
      %1991 = llvm.and %1989, %1990 : i1
      llvm.cond_br %1991, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1992 = llvm.getelementptr %56[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1993 = llvm.load %1992 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1994 = llvm.getelementptr %893[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1993, %1994 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1995 = llvm.add %1422, %44 overflow<nsw> : i32
      %1996 = llvm.add %1421, %52 overflow<nsw> : i32
      %1997 = llvm.icmp "slt" %1995, %36 : i32
      %1998 = llvm.icmp "slt" %1996, %44 : i32
      %1999 = llvm.and %1997, %1998 : i1
      llvm.cond_br %1999, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2000 = llvm.getelementptr %56[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2001 = llvm.load %2000 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2002 = llvm.getelementptr %893[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2001, %2002 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2003 = llvm.add %1422, %44 overflow<nsw> : i32
      %2004 = llvm.add %1421, %5 overflow<nsw> : i32
      %2005 = llvm.icmp "slt" %2003, %36 : i32
      %2006 = llvm.icmp "slt" %2004, %44 : i32
      %2007 = llvm.and %2005, %2006 : i1
      llvm.cond_br %2007, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2008 = llvm.getelementptr %56[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2009 = llvm.load %2008 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2010 = llvm.getelementptr %893[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2009, %2010 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2011 = llvm.add %1422, %18 overflow<nsw> : i32
      %2012 = llvm.add %1421, %52 overflow<nsw> : i32
      %2013 = llvm.icmp "slt" %2011, %36 : i32
      %2014 = llvm.icmp "slt" %2012, %44 : i32
      %2015 = llvm.and %2013, %2014 : i1
      llvm.cond_br %2015, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2016 = llvm.getelementptr %56[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2017 = llvm.load %2016 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2018 = llvm.getelementptr %893[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2017, %2018 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2019 = llvm.add %1422, %18 overflow<nsw> : i32
      %2020 = llvm.add %1421, %5 overflow<nsw> : i32
      %2021 = llvm.icmp "slt" %2019, %36 : i32
      %2022 = llvm.icmp "slt" %2020, %44 : i32
      %2023 = llvm.and %2021, %2022 : i1
      llvm.cond_br %2023, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2024 = llvm.getelementptr %56[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2025 = llvm.load %2024 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2026 = llvm.getelementptr %893[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2025, %2026 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2027 = llvm.add %1422, %10 overflow<nsw> : i32
      %2028 = llvm.add %1421, %52 overflow<nsw> : i32
      %2029 = llvm.icmp "slt" %2027, %36 : i32
      %2030 = llvm.icmp "slt" %2028, %44 : i32
      %2031 = llvm.and %2029, %2030 : i1
      llvm.cond_br %2031, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2032 = llvm.getelementptr %56[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2033 = llvm.load %2032 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2034 = llvm.getelementptr %893[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2033, %2034 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2035 = llvm.add %1422, %10 overflow<nsw> : i32
      %2036 = llvm.add %1421, %5 overflow<nsw> : i32
      %2037 = llvm.icmp "slt" %2035, %36 : i32
      %2038 = llvm.icmp "slt" %2036, %44 : i32
      %2039 = llvm.and %2037, %2038 : i1
      llvm.cond_br %2039, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2040 = llvm.getelementptr %56[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2041 = llvm.load %2040 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2042 = llvm.getelementptr %893[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2041, %2042 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2043 = llvm.add %1421, %4 overflow<nsw> : i32
      %2044 = llvm.icmp "slt" %1422, %36 : i32
      %2045 = llvm.icmp "slt" %2043, %44 : i32
      %2046 = llvm.and %2044, %2045 : i1
      llvm.cond_br %2046, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2047 = llvm.getelementptr %56[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2048 = llvm.load %2047 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2049 = llvm.getelementptr %893[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2048, %2049 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2050 = llvm.add %1421, %3 overflow<nsw> : i32
      %2051 = llvm.icmp "slt" %1422, %36 : i32
      %2052 = llvm.icmp "slt" %2050, %44 : i32
      %2053 = llvm.and %2051, %2052 : i1
      llvm.cond_br %2053, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2054 = llvm.getelementptr %56[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2055 = llvm.load %2054 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2056 = llvm.getelementptr %893[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2055, %2056 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2057 = llvm.add %1422, %53 overflow<nsw> : i32
      %2058 = llvm.add %1421, %4 overflow<nsw> : i32
      %2059 = llvm.icmp "slt" %2057, %36 : i32
      %2060 = llvm.icmp "slt" %2058, %44 : i32
      %2061 = llvm.and %2059, %2060 : i1
      llvm.cond_br %2061, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2062 = llvm.getelementptr %56[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2063 = llvm.load %2062 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2064 = llvm.getelementptr %893[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2063, %2064 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2065 = llvm.add %1422, %53 overflow<nsw> : i32
      %2066 = llvm.add %1421, %3 overflow<nsw> : i32
      %2067 = llvm.icmp "slt" %2065, %36 : i32
      %2068 = llvm.icmp "slt" %2066, %44 : i32
      %2069 = llvm.and %2067, %2068 : i1
      llvm.cond_br %2069, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2070 = llvm.getelementptr %56[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2071 = llvm.load %2070 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2072 = llvm.getelementptr %893[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2071, %2072 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2073 = llvm.add %1422, %32 overflow<nsw> : i32
      %2074 = llvm.add %1421, %4 overflow<nsw> : i32
      %2075 = llvm.icmp "slt" %2073, %36 : i32
      %2076 = llvm.icmp "slt" %2074, %44 : i32
      %2077 = llvm.and %2075, %2076 : i1
      llvm.cond_br %2077, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2078 = llvm.getelementptr %56[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2079 = llvm.load %2078 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2080 = llvm.getelementptr %893[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2079, %2080 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2081 = llvm.add %1422, %32 overflow<nsw> : i32
      %2082 = llvm.add %1421, %3 overflow<nsw> : i32
      %2083 = llvm.icmp "slt" %2081, %36 : i32
      %2084 = llvm.icmp "slt" %2082, %44 : i32
      %2085 = llvm.and %2083, %2084 : i1
      llvm.cond_br %2085, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2086 = llvm.getelementptr %56[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2087 = llvm.load %2086 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2088 = llvm.getelementptr %893[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2087, %2088 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2089 = llvm.add %1422, %11 overflow<nsw> : i32
      %2090 = llvm.add %1421, %4 overflow<nsw> : i32
      %2091 = llvm.icmp "slt" %2089, %36 : i32
      %2092 = llvm.icmp "slt" %2090, %44 : i32
      %2093 = llvm.and %2091, %2092 : i1
      llvm.cond_br %2093, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2094 = llvm.getelementptr %56[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2095 = llvm.load %2094 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2096 = llvm.getelementptr %893[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2095, %2096 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2097 = llvm.add %1422, %11 overflow<nsw> : i32
      %2098 = llvm.add %1421, %3 overflow<nsw> : i32
      %2099 = llvm.icmp "slt" %2097, %36 : i32
      %2100 = llvm.icmp "slt" %2098, %44 : i32
      %2101 = llvm.and %2099, %2100 : i1
      llvm.cond_br %2101, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2102 = llvm.getelementptr %56[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2103 = llvm.load %2102 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2104 = llvm.getelementptr %893[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2103, %2104 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2105 = llvm.add %1422, %52 overflow<nsw> : i32
      %2106 = llvm.add %1421, %4 overflow<nsw> : i32
      %2107 = llvm.icmp "slt" %2105, %36 : i32
      %2108 = llvm.icmp "slt" %2106, %44 : i32
      %2109 = llvm.and %2107, %2108 : i1
      llvm.cond_br %2109, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2110 = llvm.getelementptr %56[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2111 = llvm.load %2110 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2112 = llvm.getelementptr %893[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2111, %2112 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2113 = llvm.add %1422, %52 overflow<nsw> : i32
      %2114 = llvm.add %1421, %3 overflow<nsw> : i32
      %2115 = llvm.icmp "slt" %2113, %36 : i32
      %2116 = llvm.icmp "slt" %2114, %44 : i32
      %2117 = llvm.and %2115, %2116 : i1
      llvm.cond_br %2117, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2118 = llvm.getelementptr %56[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2119 = llvm.load %2118 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2120 = llvm.getelementptr %893[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2119, %2120 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2121 = llvm.add %1422, %44 overflow<nsw> : i32
      %2122 = llvm.add %1421, %4 overflow<nsw> : i32
      %2123 = llvm.icmp "slt" %2121, %36 : i32
      %2124 = llvm.icmp "slt" %2122, %44 : i32
      %2125 = llvm.and %2123, %2124 : i1
      llvm.cond_br %2125, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2126 = llvm.getelementptr %56[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2127 = llvm.load %2126 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2128 = llvm.getelementptr %893[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2127, %2128 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2129 = llvm.add %1422, %44 overflow<nsw> : i32
      %2130 = llvm.add %1421, %3 overflow<nsw> : i32
      %2131 = llvm.icmp "slt" %2129, %36 : i32
      %2132 = llvm.icmp "slt" %2130, %44 : i32
      %2133 = llvm.and %2131, %2132 : i1
      llvm.cond_br %2133, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2134 = llvm.getelementptr %56[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2135 = llvm.load %2134 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2136 = llvm.getelementptr %893[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2135, %2136 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2137 = llvm.add %1422, %18 overflow<nsw> : i32
      %2138 = llvm.add %1421, %4 overflow<nsw> : i32
      %2139 = llvm.icmp "slt" %2137, %36 : i32
      %2140 = llvm.icmp "slt" %2138, %44 : i32
      %2141 = llvm.and %2139, %2140 : i1
      llvm.cond_br %2141, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2142 = llvm.getelementptr %56[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2143 = llvm.load %2142 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2144 = llvm.getelementptr %893[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2143, %2144 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2145 = llvm.add %1422, %18 overflow<nsw> : i32
      %2146 = llvm.add %1421, %3 overflow<nsw> : i32
      %2147 = llvm.icmp "slt" %2145, %36 : i32
      %2148 = llvm.icmp "slt" %2146, %44 : i32
      %2149 = llvm.and %2147, %2148 : i1
      llvm.cond_br %2149, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2150 = llvm.getelementptr %56[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2151 = llvm.load %2150 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2152 = llvm.getelementptr %893[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2151, %2152 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2153 = llvm.add %1422, %10 overflow<nsw> : i32
      %2154 = llvm.add %1421, %4 overflow<nsw> : i32
      %2155 = llvm.icmp "slt" %2153, %36 : i32
      %2156 = llvm.icmp "slt" %2154, %44 : i32
      %2157 = llvm.and %2155, %2156 : i1
      llvm.cond_br %2157, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2158 = llvm.getelementptr %56[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2159 = llvm.load %2158 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2160 = llvm.getelementptr %893[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2159, %2160 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2161 = llvm.add %1422, %10 overflow<nsw> : i32
      %2162 = llvm.add %1421, %3 overflow<nsw> : i32
      %2163 = llvm.icmp "slt" %2161, %36 : i32
      %2164 = llvm.icmp "slt" %2162, %44 : i32
      %2165 = llvm.and %2163, %2164 : i1
      llvm.cond_br %2165, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2166 = llvm.getelementptr %56[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2167 = llvm.load %2166 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2168 = llvm.getelementptr %893[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2167, %2168 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2169 = llvm.add %1421, %18 overflow<nsw> : i32
      %2170 = llvm.icmp "slt" %1422, %36 : i32
      %2171 = llvm.icmp "slt" %2169, %44 : i32
      %2172 = llvm.and %2170, %2171 : i1
      llvm.cond_br %2172, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2173 = llvm.getelementptr %56[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2174 = llvm.load %2173 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2175 = llvm.getelementptr %893[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2174, %2175 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2176 = llvm.add %1421, %2 overflow<nsw> : i32
      %2177 = llvm.icmp "slt" %1422, %36 : i32
      %2178 = llvm.icmp "slt" %2176, %44 : i32
      %2179 = llvm.and %2177, %2178 : i1
      llvm.cond_br %2179, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2180 = llvm.getelementptr %56[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2181 = llvm.load %2180 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2182 = llvm.getelementptr %893[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2181, %2182 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2183 = llvm.add %1422, %53 overflow<nsw> : i32
      %2184 = llvm.add %1421, %18 overflow<nsw> : i32
      %2185 = llvm.icmp "slt" %2183, %36 : i32
      %2186 = llvm.icmp "slt" %2184, %44 : i32
      %2187 = llvm.and %2185, %2186 : i1
      llvm.cond_br %2187, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2188 = llvm.getelementptr %56[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2189 = llvm.load %2188 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2190 = llvm.getelementptr %893[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2189, %2190 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2191 = llvm.add %1422, %53 overflow<nsw> : i32
      %2192 = llvm.add %1421, %2 overflow<nsw> : i32
      %2193 = llvm.icmp "slt" %2191, %36 : i32
      %2194 = llvm.icmp "slt" %2192, %44 : i32
      %2195 = llvm.and %2193, %2194 : i1
      llvm.cond_br %2195, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2196 = llvm.getelementptr %56[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2197 = llvm.load %2196 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2198 = llvm.getelementptr %893[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2197, %2198 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2199 = llvm.add %1422, %32 overflow<nsw> : i32
      %2200 = llvm.add %1421, %18 overflow<nsw> : i32
      %2201 = llvm.icmp "slt" %2199, %36 : i32
      %2202 = llvm.icmp "slt" %2200, %44 : i32
      %2203 = llvm.and %2201, %2202 : i1
      llvm.cond_br %2203, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2204 = llvm.getelementptr %56[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2205 = llvm.load %2204 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2206 = llvm.getelementptr %893[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2205, %2206 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2207 = llvm.add %1422, %32 overflow<nsw> : i32
      %2208 = llvm.add %1421, %2 overflow<nsw> : i32
      %2209 = llvm.icmp "slt" %2207, %36 : i32
      %2210 = llvm.icmp "slt" %2208, %44 : i32
      %2211 = llvm.and %2209, %2210 : i1
      llvm.cond_br %2211, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2212 = llvm.getelementptr %56[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2213 = llvm.load %2212 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2214 = llvm.getelementptr %893[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2213, %2214 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2215 = llvm.add %1422, %11 overflow<nsw> : i32
      %2216 = llvm.add %1421, %18 overflow<nsw> : i32
      %2217 = llvm.icmp "slt" %2215, %36 : i32
      %2218 = llvm.icmp "slt" %2216, %44 : i32
      %2219 = llvm.and %2217, %2218 : i1
      llvm.cond_br %2219, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2220 = llvm.getelementptr %56[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2221 = llvm.load %2220 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2222 = llvm.getelementptr %893[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2221, %2222 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2223 = llvm.add %1422, %11 overflow<nsw> : i32
      %2224 = llvm.add %1421, %2 overflow<nsw> : i32
      %2225 = llvm.icmp "slt" %2223, %36 : i32
      %2226 = llvm.icmp "slt" %2224, %44 : i32
      %2227 = llvm.and %2225, %2226 : i1
      llvm.cond_br %2227, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2228 = llvm.getelementptr %56[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2229 = llvm.load %2228 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2230 = llvm.getelementptr %893[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2229, %2230 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2231 = llvm.add %1422, %52 overflow<nsw> : i32
      %2232 = llvm.add %1421, %18 overflow<nsw> : i32
      %2233 = llvm.icmp "slt" %2231, %36 : i32
      %2234 = llvm.icmp "slt" %2232, %44 : i32
      %2235 = llvm.and %2233, %2234 : i1
      llvm.cond_br %2235, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2236 = llvm.getelementptr %56[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2237 = llvm.load %2236 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2238 = llvm.getelementptr %893[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2237, %2238 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2239 = llvm.add %1422, %52 overflow<nsw> : i32
      %2240 = llvm.add %1421, %2 overflow<nsw> : i32
      %2241 = llvm.icmp "slt" %2239, %36 : i32
      %2242 = llvm.icmp "slt" %2240, %44 : i32
      %2243 = llvm.and %2241, %2242 : i1
      llvm.cond_br %2243, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2244 = llvm.getelementptr %56[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2245 = llvm.load %2244 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2246 = llvm.getelementptr %893[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2245, %2246 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2247 = llvm.add %1422, %44 overflow<nsw> : i32
      %2248 = llvm.add %1421, %18 overflow<nsw> : i32
      %2249 = llvm.icmp "slt" %2247, %36 : i32
      %2250 = llvm.icmp "slt" %2248, %44 : i32
      %2251 = llvm.and %2249, %2250 : i1
      llvm.cond_br %2251, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2252 = llvm.getelementptr %56[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2253 = llvm.load %2252 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2254 = llvm.getelementptr %893[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2253, %2254 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2255 = llvm.add %1422, %44 overflow<nsw> : i32
      %2256 = llvm.add %1421, %2 overflow<nsw> : i32
      %2257 = llvm.icmp "slt" %2255, %36 : i32
      %2258 = llvm.icmp "slt" %2256, %44 : i32
      %2259 = llvm.and %2257, %2258 : i1
      llvm.cond_br %2259, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2260 = llvm.getelementptr %56[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2261 = llvm.load %2260 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2262 = llvm.getelementptr %893[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2261, %2262 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2263 = llvm.add %1422, %18 overflow<nsw> : i32
      %2264 = llvm.add %1421, %18 overflow<nsw> : i32
      %2265 = llvm.icmp "slt" %2263, %36 : i32
      %2266 = llvm.icmp "slt" %2264, %44 : i32
      %2267 = llvm.and %2265, %2266 : i1
      llvm.cond_br %2267, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2268 = llvm.getelementptr %56[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2269 = llvm.load %2268 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2270 = llvm.getelementptr %893[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2269, %2270 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2271 = llvm.add %1422, %18 overflow<nsw> : i32
      %2272 = llvm.add %1421, %2 overflow<nsw> : i32
      %2273 = llvm.icmp "slt" %2271, %36 : i32
      %2274 = llvm.icmp "slt" %2272, %44 : i32
      %2275 = llvm.and %2273, %2274 : i1
      llvm.cond_br %2275, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2276 = llvm.getelementptr %56[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2277 = llvm.load %2276 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2278 = llvm.getelementptr %893[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2277, %2278 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2279 = llvm.add %1422, %10 overflow<nsw> : i32
      %2280 = llvm.add %1421, %18 overflow<nsw> : i32
      %2281 = llvm.icmp "slt" %2279, %36 : i32
      %2282 = llvm.icmp "slt" %2280, %44 : i32
      %2283 = llvm.and %2281, %2282 : i1
      llvm.cond_br %2283, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2284 = llvm.getelementptr %56[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2285 = llvm.load %2284 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2286 = llvm.getelementptr %893[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2285, %2286 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2287 = llvm.add %1422, %10 overflow<nsw> : i32
      %2288 = llvm.add %1421, %2 overflow<nsw> : i32
      %2289 = llvm.icmp "slt" %2287, %36 : i32
      %2290 = llvm.icmp "slt" %2288, %44 : i32
      %2291 = llvm.and %2289, %2290 : i1
      llvm.cond_br %2291, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2292 = llvm.getelementptr %56[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2293 = llvm.load %2292 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2294 = llvm.getelementptr %893[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2293, %2294 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2295 = llvm.add %1421, %1 overflow<nsw> : i32
      %2296 = llvm.icmp "slt" %1422, %36 : i32
      %2297 = llvm.icmp "slt" %2295, %44 : i32
      %2298 = llvm.and %2296, %2297 : i1
      llvm.cond_br %2298, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2299 = llvm.getelementptr %56[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2300 = llvm.load %2299 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2301 = llvm.getelementptr %893[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2300, %2301 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2302 = llvm.add %1421, %0 overflow<nsw> : i32
      %2303 = llvm.icmp "slt" %1422, %36 : i32
      %2304 = llvm.icmp "slt" %2302, %44 : i32
      %2305 = llvm.and %2303, %2304 : i1
      llvm.cond_br %2305, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2306 = llvm.getelementptr %56[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2307 = llvm.load %2306 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2308 = llvm.getelementptr %893[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2307, %2308 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2309 = llvm.add %1422, %53 overflow<nsw> : i32
      %2310 = llvm.add %1421, %1 overflow<nsw> : i32
      %2311 = llvm.icmp "slt" %2309, %36 : i32
      %2312 = llvm.icmp "slt" %2310, %44 : i32
      %2313 = llvm.and %2311, %2312 : i1
      llvm.cond_br %2313, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2314 = llvm.getelementptr %56[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2315 = llvm.load %2314 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2316 = llvm.getelementptr %893[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2315, %2316 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2317 = llvm.add %1422, %53 overflow<nsw> : i32
      %2318 = llvm.add %1421, %0 overflow<nsw> : i32
      %2319 = llvm.icmp "slt" %2317, %36 : i32
      %2320 = llvm.icmp "slt" %2318, %44 : i32
      %2321 = llvm.and %2319, %2320 : i1
      llvm.cond_br %2321, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2322 = llvm.getelementptr %56[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2323 = llvm.load %2322 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2324 = llvm.getelementptr %893[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2323, %2324 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2325 = llvm.add %1422, %32 overflow<nsw> : i32
      %2326 = llvm.add %1421, %1 overflow<nsw> : i32
      %2327 = llvm.icmp "slt" %2325, %36 : i32
      %2328 = llvm.icmp "slt" %2326, %44 : i32
      %2329 = llvm.and %2327, %2328 : i1
      llvm.cond_br %2329, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2330 = llvm.getelementptr %56[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2331 = llvm.load %2330 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2332 = llvm.getelementptr %893[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2331, %2332 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2333 = llvm.add %1422, %32 overflow<nsw> : i32
      %2334 = llvm.add %1421, %0 overflow<nsw> : i32
      %2335 = llvm.icmp "slt" %2333, %36 : i32
      %2336 = llvm.icmp "slt" %2334, %44 : i32
      %2337 = llvm.and %2335, %2336 : i1
      llvm.cond_br %2337, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2338 = llvm.getelementptr %56[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2339 = llvm.load %2338 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2340 = llvm.getelementptr %893[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2339, %2340 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2341 = llvm.add %1422, %11 overflow<nsw> : i32
      %2342 = llvm.add %1421, %1 overflow<nsw> : i32
      %2343 = llvm.icmp "slt" %2341, %36 : i32
      %2344 = llvm.icmp "slt" %2342, %44 : i32
      %2345 = llvm.and %2343, %2344 : i1
      llvm.cond_br %2345, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2346 = llvm.getelementptr %56[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2347 = llvm.load %2346 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2348 = llvm.getelementptr %893[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2347, %2348 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2349 = llvm.add %1422, %11 overflow<nsw> : i32
      %2350 = llvm.add %1421, %0 overflow<nsw> : i32
      %2351 = llvm.icmp "slt" %2349, %36 : i32
      %2352 = llvm.icmp "slt" %2350, %44 : i32
      %2353 = llvm.and %2351, %2352 : i1
      llvm.cond_br %2353, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2354 = llvm.getelementptr %56[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2355 = llvm.load %2354 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2356 = llvm.getelementptr %893[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2355, %2356 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2357 = llvm.add %1422, %52 overflow<nsw> : i32
      %2358 = llvm.add %1421, %1 overflow<nsw> : i32
      %2359 = llvm.icmp "slt" %2357, %36 : i32
      %2360 = llvm.icmp "slt" %2358, %44 : i32
      %2361 = llvm.and %2359, %2360 : i1
      llvm.cond_br %2361, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2362 = llvm.getelementptr %56[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2363 = llvm.load %2362 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2364 = llvm.getelementptr %893[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2363, %2364 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2365 = llvm.add %1422, %52 overflow<nsw> : i32
      %2366 = llvm.add %1421, %0 overflow<nsw> : i32
      %2367 = llvm.icmp "slt" %2365, %36 : i32
      %2368 = llvm.icmp "slt" %2366, %44 : i32
      %2369 = llvm.and %2367, %2368 : i1
      llvm.cond_br %2369, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2370 = llvm.getelementptr %56[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2371 = llvm.load %2370 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2372 = llvm.getelementptr %893[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2371, %2372 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2373 = llvm.add %1422, %44 overflow<nsw> : i32
      %2374 = llvm.add %1421, %1 overflow<nsw> : i32
      %2375 = llvm.icmp "slt" %2373, %36 : i32
      %2376 = llvm.icmp "slt" %2374, %44 : i32
      %2377 = llvm.and %2375, %2376 : i1
      llvm.cond_br %2377, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2378 = llvm.getelementptr %56[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2379 = llvm.load %2378 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2380 = llvm.getelementptr %893[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2379, %2380 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2381 = llvm.add %1422, %44 overflow<nsw> : i32
      %2382 = llvm.add %1421, %0 overflow<nsw> : i32
      %2383 = llvm.icmp "slt" %2381, %36 : i32
      %2384 = llvm.icmp "slt" %2382, %44 : i32
      %2385 = llvm.and %2383, %2384 : i1
      llvm.cond_br %2385, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2386 = llvm.getelementptr %56[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2387 = llvm.load %2386 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2388 = llvm.getelementptr %893[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2387, %2388 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2389 = llvm.add %1422, %18 overflow<nsw> : i32
      %2390 = llvm.add %1421, %1 overflow<nsw> : i32
      %2391 = llvm.icmp "slt" %2389, %36 : i32
      %2392 = llvm.icmp "slt" %2390, %44 : i32
      %2393 = llvm.and %2391, %2392 : i1
      llvm.cond_br %2393, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2394 = llvm.getelementptr %56[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2395 = llvm.load %2394 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2396 = llvm.getelementptr %893[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2395, %2396 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2397 = llvm.add %1422, %18 overflow<nsw> : i32
      %2398 = llvm.add %1421, %0 overflow<nsw> : i32
      %2399 = llvm.icmp "slt" %2397, %36 : i32
      %2400 = llvm.icmp "slt" %2398, %44 : i32
      %2401 = llvm.and %2399, %2400 : i1
      llvm.cond_br %2401, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2402 = llvm.getelementptr %56[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2403 = llvm.load %2402 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2404 = llvm.getelementptr %893[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2403, %2404 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2405 = llvm.add %1422, %10 overflow<nsw> : i32
      %2406 = llvm.add %1421, %1 overflow<nsw> : i32
      %2407 = llvm.icmp "slt" %2405, %36 : i32
      %2408 = llvm.icmp "slt" %2406, %44 : i32
      %2409 = llvm.and %2407, %2408 : i1
      llvm.cond_br %2409, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2410 = llvm.getelementptr %56[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2411 = llvm.load %2410 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2412 = llvm.getelementptr %893[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2411, %2412 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2413 = llvm.add %1422, %10 overflow<nsw> : i32
      %2414 = llvm.add %1421, %0 overflow<nsw> : i32
      %2415 = llvm.icmp "slt" %2413, %36 : i32
      %2416 = llvm.icmp "slt" %2414, %44 : i32
      %2417 = llvm.and %2415, %2416 : i1
      llvm.cond_br %2417, ^bb391, ^bb392
    ^bb391:  // pred: ^bb390
      %2418 = llvm.getelementptr %56[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2419 = llvm.load %2418 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2420 = llvm.getelementptr %893[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2419, %2420 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb392
    ^bb392:  // 2 preds: ^bb390, ^bb391
      llvm.br ^bb393
    ^bb393:  // 2 preds: ^bb135, ^bb392
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2dSm8_ha81ccf97(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(128 : i32) : i32
    %4 = llvm.mlir.constant(65536 : i64) : i64
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.alloca %5 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %7 = llvm.alloca %5 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %8 = llvm.getelementptr %6[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %8 : !llvm.ptr, !llvm.ptr
    %9 = llvm.getelementptr %6[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %3, %9 : i32, !llvm.ptr
    %10 = llvm.getelementptr %6[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %10 : i32, !llvm.ptr
    %11 = llvm.getelementptr %6[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %11 : i32, !llvm.ptr
    %12 = llvm.getelementptr %6[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %12 : i64, !llvm.ptr
    %13 = llvm.getelementptr %6[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %1, %13 : i32, !llvm.ptr
    %14 = llvm.getelementptr %6[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %6[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %6[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %17 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %17, %16 : i32, !llvm.ptr
    %18 = llvm.getelementptr %6[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg9, %18 : !llvm.ptr, !llvm.ptr
    %19 = llvm.alloca %5 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %21 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %6, %21 : !llvm.ptr, !llvm.ptr
    %22 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
    %24 = llvm.getelementptr %23[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %25 = llvm.load %24 : !llvm.ptr -> i32
    %26 = llvm.getelementptr %23[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
    %28 = llvm.mlir.constant(6 : i32) : i32
    %29 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%29 : i32)
  ^bb1(%30: i32):  // 2 preds: ^bb3, ^bb5
    %31 = llvm.getelementptr %27[%30] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %28, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %31[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %33 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %34 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %35 = llvm.mlir.constant(0 : index) : i64
    %36 = llvm.getelementptr %34[%35, %35] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %37 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %38 = llvm.mlir.constant(0 : index) : i64
    %39 = llvm.getelementptr %37[%38, %38] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %40 = llvm.call @printf(%39, %36) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %41 = llvm.mlir.constant(1 : i32) : i32
    %42 = llvm.add %25, %41 : i32
    llvm.store %42, %24 : i32, !llvm.ptr
    llvm.br ^bb1(%25 : i32)
  ^bb4:  // pred: ^bb7
    %43 = llvm.mlir.constant(17 : i32) : i32
    %44 = llvm.icmp "uge" %25, %43 : i32
    llvm.cond_br %44, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%51 : i32)
  ^bb6:  // pred: ^bb7
    %45 = llvm.getelementptr %27[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %46 = llvm.getelementptr %45[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %47 = llvm.load %46 : !llvm.ptr -> i32
    %48 = llvm.icmp "eq" %47, %28 : i32
    %49 = llvm.mlir.constant(1 : i32) : i32
    %50 = llvm.add %51, %49 : i32
    llvm.cond_br %48, ^bb5, ^bb7(%50 : i32)
  ^bb7(%51: i32):  // 2 preds: ^bb0, ^bb6
    %52 = llvm.icmp "uge" %51, %25 : i32
    llvm.cond_br %52, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %53 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %54 = llvm.load %53 : !llvm.ptr -> !llvm.ptr
    %55 = llvm.getelementptr %54[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %56 = llvm.load %55 : !llvm.ptr -> i32
    %57 = llvm.getelementptr %54[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %58 = llvm.load %57 : !llvm.ptr -> !llvm.ptr
    %59 = llvm.mlir.constant(2 : i32) : i32
    %60 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%60 : i32)
  ^bb9(%61: i32):  // 2 preds: ^bb11, ^bb13
    %62 = llvm.getelementptr %58[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %59, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %64 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %65 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %66 = llvm.mlir.constant(0 : index) : i64
    %67 = llvm.getelementptr %65[%66, %66] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %68 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = llvm.getelementptr %68[%69, %69] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %71 = llvm.call @printf(%70, %67) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %72 = llvm.mlir.constant(1 : i32) : i32
    %73 = llvm.add %56, %72 : i32
    llvm.store %73, %55 : i32, !llvm.ptr
    llvm.br ^bb9(%56 : i32)
  ^bb12:  // pred: ^bb15
    %74 = llvm.mlir.constant(17 : i32) : i32
    %75 = llvm.icmp "uge" %56, %74 : i32
    llvm.cond_br %75, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%82 : i32)
  ^bb14:  // pred: ^bb15
    %76 = llvm.getelementptr %58[%82] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %77 = llvm.getelementptr %76[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %78 = llvm.load %77 : !llvm.ptr -> i32
    %79 = llvm.icmp "eq" %78, %59 : i32
    %80 = llvm.mlir.constant(1 : i32) : i32
    %81 = llvm.add %82, %80 : i32
    llvm.cond_br %79, ^bb13, ^bb15(%81 : i32)
  ^bb15(%82: i32):  // 2 preds: ^bb8, ^bb14
    %83 = llvm.icmp "uge" %82, %56 : i32
    llvm.cond_br %83, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %84 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0<%20> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %85 = builtin.unrealized_conversion_cast %84 : !cuda.result to i32
    cuda.return_if_error %85 : i32
    llvm.return %0 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h28fed3da(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsconv2dSm8_ha81ccf97(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
