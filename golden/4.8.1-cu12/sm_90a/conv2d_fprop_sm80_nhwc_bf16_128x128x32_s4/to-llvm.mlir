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
      %29 = llvm.mlir.constant(2 : i32) : i32
      %30 = llvm.mlir.constant(32 : i32) : i32
      %31 = llvm.mlir.constant(256 : i32) : i32
      %32 = llvm.mlir.constant(192 : i32) : i32
      %33 = llvm.mlir.constant(3 : i32) : i32
      %34 = llvm.mlir.constant(696 : i32) : i32
      %35 = llvm.mlir.constant(24 : i32) : i32
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
      %107 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %108 = llvm.sdiv %107, %53 : i32
      %109 = llvm.mul %108, %53 : i32
      %110 = llvm.icmp "ne" %107, %109 : i32
      %111 = llvm.mlir.constant(0 : i32) : i32
      %112 = llvm.icmp "slt" %107, %111 : i32
      %113 = llvm.mlir.constant(false) : i1
      %114 = llvm.icmp "ne" %112, %113 : i1
      %115 = llvm.and %110, %114 : i1
      %116 = llvm.mlir.constant(-1 : i32) : i32
      %117 = llvm.add %108, %116 : i32
      %118 = llvm.select %115, %117, %108 : i1, i32
      %119 = llvm.mul %118, %53 : i32
      %120 = llvm.sub %51, %119 : i32
      %121 = llvm.intr.smin(%120, %53) : (i32, i32) -> i32
      %122 = llvm.sub %107, %119 : i32
      %123 = llvm.srem %122, %121 : i32
      %124 = llvm.add %119, %123 : i32
      %125 = llvm.sdiv %122, %121 : i32
      %126 = llvm.mul %125, %121 : i32
      %127 = llvm.icmp "ne" %122, %126 : i32
      %128 = llvm.mlir.constant(0 : i32) : i32
      %129 = llvm.icmp "slt" %122, %128 : i32
      %130 = llvm.icmp "slt" %121, %128 : i32
      %131 = llvm.icmp "ne" %129, %130 : i1
      %132 = llvm.and %127, %131 : i1
      %133 = llvm.mlir.constant(-1 : i32) : i32
      %134 = llvm.add %125, %133 : i32
      %135 = llvm.select %132, %134, %125 : i1, i32
      %136 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %137 = llvm.mul %124, %22 overflow<nsw> : i32
      %138 = llvm.getelementptr %106[%137] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %139 = llvm.mul %124, %54 overflow<nsw> : i32
      %140 = llvm.sdiv %136, %51 : i32
      %141 = llvm.srem %136, %51 : i32
      %142 = llvm.mul %141, %53 overflow<nsw> : i32
      %143 = llvm.sdiv %140, %29 : i32
      %144 = llvm.srem %143, %51 : i32
      %145 = llvm.mul %144, %52 overflow<nsw> : i32
      %146 = llvm.add %142, %145 overflow<nsw> : i32
      %147 = llvm.srem %140, %29 : i32
      %148 = llvm.mul %147, %30 overflow<nsw> : i32
      %149 = llvm.sdiv %143, %51 : i32
      %150 = llvm.mul %149, %31 overflow<nsw> : i32
      %151 = llvm.add %148, %150 overflow<nsw> : i32
      %152 = llvm.and %146, %32 : i32
      %153 = llvm.lshr %152, %33 : i32
      %154 = llvm.xor %146, %153 : i32
      %155 = llvm.add %154, %151 overflow<nsw> : i32
      %156 = llvm.getelementptr %100[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %157 = llvm.getelementptr %103[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %158 = llvm.mul %arg3, %34 : i32
      %159 = llvm.mul %arg4, %35 : i32
      %160 = llvm.mul %arg8, %35 : i32
      %161 = llvm.mul %arg7, %34 : i32
      %162 = llvm.mul %arg5, %34 : i32
      %163 = llvm.mul %arg6, %35 : i32
      %164 = llvm.add %162, %163 : i32
      %165 = llvm.mul %124, %54 : i32
      %166 = llvm.add %165, %140 overflow<nsw> : i32
      %167 = llvm.sdiv %166, %21 : i32
      %168 = llvm.mul %167, %21 overflow<nsw> : i32
      %169 = llvm.sub %166, %168 overflow<nsw> : i32
      %170 = llvm.sdiv %169, %20 : i32
      %171 = llvm.mul %170, %20 overflow<nsw> : i32
      %172 = llvm.sub %169, %171 overflow<nsw> : i32
      %173 = llvm.mul %167, %19 overflow<nsw> : i32
      %174 = llvm.mul %170, %158 overflow<nsw> : i32
      %175 = llvm.add %173, %174 overflow<nsw> : i32
      %176 = llvm.mul %172, %159 overflow<nsw> : i32
      %177 = llvm.add %175, %176 overflow<nsw> : i32
      %178 = llvm.sub %177, %164 overflow<nsw> : i32
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
      %186 = llvm.add %140, %30 overflow<nsw> : i32
      %187 = llvm.add %165, %186 overflow<nsw> : i32
      %188 = llvm.sdiv %187, %21 : i32
      %189 = llvm.mul %188, %21 overflow<nsw> : i32
      %190 = llvm.sub %187, %189 overflow<nsw> : i32
      %191 = llvm.sdiv %190, %20 : i32
      %192 = llvm.mul %191, %20 overflow<nsw> : i32
      %193 = llvm.sub %190, %192 overflow<nsw> : i32
      %194 = llvm.mul %188, %19 overflow<nsw> : i32
      %195 = llvm.mul %191, %158 overflow<nsw> : i32
      %196 = llvm.add %194, %195 overflow<nsw> : i32
      %197 = llvm.mul %193, %159 overflow<nsw> : i32
      %198 = llvm.add %196, %197 overflow<nsw> : i32
      %199 = llvm.sub %198, %164 overflow<nsw> : i32
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
      %210 = llvm.add %140, %52 overflow<nsw> : i32
      %211 = llvm.add %165, %210 overflow<nsw> : i32
      %212 = llvm.sdiv %211, %21 : i32
      %213 = llvm.mul %212, %21 overflow<nsw> : i32
      %214 = llvm.sub %211, %213 overflow<nsw> : i32
      %215 = llvm.sdiv %214, %20 : i32
      %216 = llvm.mul %215, %20 overflow<nsw> : i32
      %217 = llvm.sub %214, %216 overflow<nsw> : i32
      %218 = llvm.mul %212, %19 overflow<nsw> : i32
      %219 = llvm.mul %215, %158 overflow<nsw> : i32
      %220 = llvm.add %218, %219 overflow<nsw> : i32
      %221 = llvm.mul %217, %159 overflow<nsw> : i32
      %222 = llvm.add %220, %221 overflow<nsw> : i32
      %223 = llvm.sub %222, %164 overflow<nsw> : i32
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
      %234 = llvm.add %140, %18 overflow<nsw> : i32
      %235 = llvm.add %165, %234 overflow<nsw> : i32
      %236 = llvm.sdiv %235, %21 : i32
      %237 = llvm.mul %236, %21 overflow<nsw> : i32
      %238 = llvm.sub %235, %237 overflow<nsw> : i32
      %239 = llvm.sdiv %238, %20 : i32
      %240 = llvm.mul %239, %20 overflow<nsw> : i32
      %241 = llvm.sub %238, %240 overflow<nsw> : i32
      %242 = llvm.mul %236, %19 overflow<nsw> : i32
      %243 = llvm.mul %239, %158 overflow<nsw> : i32
      %244 = llvm.add %242, %243 overflow<nsw> : i32
      %245 = llvm.mul %241, %159 overflow<nsw> : i32
      %246 = llvm.add %244, %245 overflow<nsw> : i32
      %247 = llvm.sub %246, %164 overflow<nsw> : i32
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
      %258 = llvm.sdiv %142, %35 : i32
      %259 = llvm.mul %258, %35 overflow<nsw> : i32
      %260 = llvm.sub %142, %259 overflow<nsw> : i32
      %261 = llvm.sdiv %258, %33 : i32
      %262 = llvm.mul %261, %33 overflow<nsw> : i32
      %263 = llvm.sub %258, %262 overflow<nsw> : i32
      %264 = llvm.mul %263, %160 overflow<nsw> : i32
      %265 = llvm.add %260, %264 overflow<nsw> : i32
      %266 = llvm.mul %261, %161 overflow<nsw> : i32
      %267 = llvm.add %265, %266 overflow<nsw> : i32
      %268 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %269 = llvm.sdiv %142, %35 : i32
      %270 = llvm.sdiv %269, %33 : i32
      %271 = llvm.mul %270, %arg7 : i32
      %272 = llvm.add %268, %271 : i32
      %273 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %274 = llvm.mul %263, %arg8 : i32
      %275 = llvm.add %273, %274 : i32
      %276 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %277 = llvm.icmp "ne" %276, %37 : i8
      %278 = llvm.icmp "slt" %142, %38 : i32
      %279 = llvm.and %277, %278 : i1
      %280 = llvm.icmp "sge" %272, %39 : i32
      %281 = llvm.and %279, %280 : i1
      %282 = llvm.icmp "slt" %272, %40 : i32
      %283 = llvm.and %281, %282 : i1
      %284 = llvm.icmp "sge" %275, %39 : i32
      %285 = llvm.and %283, %284 : i1
      %286 = llvm.icmp "slt" %275, %40 : i32
      %287 = llvm.and %285, %286 : i1
      %288 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %289 = llvm.add %288, %267 overflow<nsw> : i32
      llvm.cond_br %287, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %290 = llvm.getelementptr %104[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %291 = llvm.ptrtoint %290 : !llvm.ptr<1> to i64
      %292 = llvm.add %291, %49 : i64
      %293 = llvm.and %292, %41 : i64
      %294 = llvm.inttoptr %293 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%294, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %156, %294, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %302, %156 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %303 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %304 = llvm.sdiv %142, %35 : i32
      %305 = llvm.sdiv %304, %33 : i32
      %306 = llvm.mul %305, %arg7 : i32
      %307 = llvm.add %303, %306 : i32
      %308 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %309 = llvm.mul %263, %arg8 : i32
      %310 = llvm.add %308, %309 : i32
      %311 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %312 = llvm.icmp "ne" %311, %37 : i8
      %313 = llvm.and %312, %278 : i1
      %314 = llvm.icmp "sge" %307, %39 : i32
      %315 = llvm.and %313, %314 : i1
      %316 = llvm.icmp "slt" %307, %40 : i32
      %317 = llvm.and %315, %316 : i1
      %318 = llvm.icmp "sge" %310, %39 : i32
      %319 = llvm.and %317, %318 : i1
      %320 = llvm.icmp "slt" %310, %40 : i32
      %321 = llvm.and %319, %320 : i1
      %322 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %323 = llvm.add %322, %267 overflow<nsw> : i32
      %324 = llvm.getelementptr %156[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %321, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %325 = llvm.getelementptr %104[%323] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %326 = llvm.ptrtoint %325 : !llvm.ptr<1> to i64
      %327 = llvm.add %326, %49 : i64
      %328 = llvm.and %327, %41 : i64
      %329 = llvm.inttoptr %328 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%329, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %324, %329, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %337, %324 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %338 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %339 = llvm.sdiv %142, %35 : i32
      %340 = llvm.sdiv %339, %33 : i32
      %341 = llvm.mul %340, %arg7 : i32
      %342 = llvm.add %338, %341 : i32
      %343 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %344 = llvm.mul %263, %arg8 : i32
      %345 = llvm.add %343, %344 : i32
      %346 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %347 = llvm.icmp "ne" %346, %37 : i8
      %348 = llvm.and %347, %278 : i1
      %349 = llvm.icmp "sge" %342, %39 : i32
      %350 = llvm.and %348, %349 : i1
      %351 = llvm.icmp "slt" %342, %40 : i32
      %352 = llvm.and %350, %351 : i1
      %353 = llvm.icmp "sge" %345, %39 : i32
      %354 = llvm.and %352, %353 : i1
      %355 = llvm.icmp "slt" %345, %40 : i32
      %356 = llvm.and %354, %355 : i1
      %357 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %358 = llvm.add %357, %267 overflow<nsw> : i32
      %359 = llvm.getelementptr %156[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %356, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %360 = llvm.getelementptr %104[%358] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %361 = llvm.ptrtoint %360 : !llvm.ptr<1> to i64
      %362 = llvm.add %361, %49 : i64
      %363 = llvm.and %362, %41 : i64
      %364 = llvm.inttoptr %363 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%364, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %359, %364, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %372, %359 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %373 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %374 = llvm.sdiv %142, %35 : i32
      %375 = llvm.sdiv %374, %33 : i32
      %376 = llvm.mul %375, %arg7 : i32
      %377 = llvm.add %373, %376 : i32
      %378 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %379 = llvm.mul %263, %arg8 : i32
      %380 = llvm.add %378, %379 : i32
      %381 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %382 = llvm.icmp "ne" %381, %37 : i8
      %383 = llvm.and %382, %278 : i1
      %384 = llvm.icmp "sge" %377, %39 : i32
      %385 = llvm.and %383, %384 : i1
      %386 = llvm.icmp "slt" %377, %40 : i32
      %387 = llvm.and %385, %386 : i1
      %388 = llvm.icmp "sge" %380, %39 : i32
      %389 = llvm.and %387, %388 : i1
      %390 = llvm.icmp "slt" %380, %40 : i32
      %391 = llvm.and %389, %390 : i1
      %392 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %393 = llvm.add %392, %267 overflow<nsw> : i32
      %394 = llvm.getelementptr %156[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %391, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %395 = llvm.getelementptr %104[%393] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %396 = llvm.ptrtoint %395 : !llvm.ptr<1> to i64
      %397 = llvm.add %396, %49 : i64
      %398 = llvm.and %397, %41 : i64
      %399 = llvm.inttoptr %398 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%399, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %394, %399, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %407, %394 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %408 = llvm.mul %135, %54 : i32
      %409 = llvm.add %408, %140 overflow<nsw> : i32
      %410 = llvm.mul %409, %38 overflow<nsw> : i32
      %411 = llvm.add %410, %142 overflow<nsw> : i32
      %412 = llvm.icmp "slt" %409, %44 : i32
      %413 = llvm.and %412, %278 : i1
      llvm.cond_br %413, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %414 = llvm.getelementptr %105[%411] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %157, %414, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %422, %157 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %423 = llvm.add %408, %186 overflow<nsw> : i32
      %424 = llvm.mul %423, %38 overflow<nsw> : i32
      %425 = llvm.add %424, %142 overflow<nsw> : i32
      %426 = llvm.icmp "slt" %423, %44 : i32
      %427 = llvm.and %426, %278 : i1
      %428 = llvm.getelementptr %157[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %427, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %429 = llvm.getelementptr %105[%425] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %428, %429, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %437, %428 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %438 = llvm.add %408, %210 overflow<nsw> : i32
      %439 = llvm.mul %438, %38 overflow<nsw> : i32
      %440 = llvm.add %439, %142 overflow<nsw> : i32
      %441 = llvm.icmp "slt" %438, %44 : i32
      %442 = llvm.and %441, %278 : i1
      %443 = llvm.getelementptr %157[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %442, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %444 = llvm.getelementptr %105[%440] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %443, %444, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %452, %443 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %453 = llvm.add %408, %234 overflow<nsw> : i32
      %454 = llvm.mul %453, %38 overflow<nsw> : i32
      %455 = llvm.add %454, %142 overflow<nsw> : i32
      %456 = llvm.icmp "slt" %453, %44 : i32
      %457 = llvm.and %456, %278 : i1
      %458 = llvm.getelementptr %157[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %457, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %459 = llvm.getelementptr %105[%455] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %458, %459, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %467, %458 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      nvvm.cp.async.commit.group
      %468 = llvm.add %142, %30 overflow<nsw> : i32
      %469 = llvm.sdiv %468, %35 : i32
      %470 = llvm.mul %469, %35 overflow<nsw> : i32
      %471 = llvm.sub %468, %470 overflow<nsw> : i32
      %472 = llvm.sdiv %469, %33 : i32
      %473 = llvm.mul %472, %33 overflow<nsw> : i32
      %474 = llvm.sub %469, %473 overflow<nsw> : i32
      %475 = llvm.mul %474, %160 overflow<nsw> : i32
      %476 = llvm.add %471, %475 overflow<nsw> : i32
      %477 = llvm.mul %472, %161 overflow<nsw> : i32
      %478 = llvm.add %476, %477 overflow<nsw> : i32
      %479 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %480 = llvm.sdiv %468, %35 : i32
      %481 = llvm.sdiv %480, %33 : i32
      %482 = llvm.mul %481, %arg7 : i32
      %483 = llvm.add %479, %482 : i32
      %484 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %485 = llvm.mul %474, %arg8 : i32
      %486 = llvm.add %484, %485 : i32
      %487 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %488 = llvm.icmp "ne" %487, %37 : i8
      %489 = llvm.icmp "slt" %468, %38 : i32
      %490 = llvm.and %488, %489 : i1
      %491 = llvm.icmp "sge" %483, %39 : i32
      %492 = llvm.and %490, %491 : i1
      %493 = llvm.icmp "slt" %483, %40 : i32
      %494 = llvm.and %492, %493 : i1
      %495 = llvm.icmp "sge" %486, %39 : i32
      %496 = llvm.and %494, %495 : i1
      %497 = llvm.icmp "slt" %486, %40 : i32
      %498 = llvm.and %496, %497 : i1
      %499 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %500 = llvm.add %499, %478 overflow<nsw> : i32
      %501 = llvm.getelementptr %156[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %498, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %502 = llvm.getelementptr %104[%500] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %503 = llvm.ptrtoint %502 : !llvm.ptr<1> to i64
      %504 = llvm.add %503, %49 : i64
      %505 = llvm.and %504, %41 : i64
      %506 = llvm.inttoptr %505 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%506, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %501, %506, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %514, %501 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %515 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %516 = llvm.sdiv %468, %35 : i32
      %517 = llvm.sdiv %516, %33 : i32
      %518 = llvm.mul %517, %arg7 : i32
      %519 = llvm.add %515, %518 : i32
      %520 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %521 = llvm.mul %474, %arg8 : i32
      %522 = llvm.add %520, %521 : i32
      %523 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %524 = llvm.icmp "ne" %523, %37 : i8
      %525 = llvm.and %524, %489 : i1
      %526 = llvm.icmp "sge" %519, %39 : i32
      %527 = llvm.and %525, %526 : i1
      %528 = llvm.icmp "slt" %519, %40 : i32
      %529 = llvm.and %527, %528 : i1
      %530 = llvm.icmp "sge" %522, %39 : i32
      %531 = llvm.and %529, %530 : i1
      %532 = llvm.icmp "slt" %522, %40 : i32
      %533 = llvm.and %531, %532 : i1
      %534 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %535 = llvm.add %534, %478 overflow<nsw> : i32
      %536 = llvm.getelementptr %156[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %533, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %537 = llvm.getelementptr %104[%535] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %538 = llvm.ptrtoint %537 : !llvm.ptr<1> to i64
      %539 = llvm.add %538, %49 : i64
      %540 = llvm.and %539, %41 : i64
      %541 = llvm.inttoptr %540 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%541, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %536, %541, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %549, %536 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %550 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %551 = llvm.sdiv %468, %35 : i32
      %552 = llvm.sdiv %551, %33 : i32
      %553 = llvm.mul %552, %arg7 : i32
      %554 = llvm.add %550, %553 : i32
      %555 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %556 = llvm.mul %474, %arg8 : i32
      %557 = llvm.add %555, %556 : i32
      %558 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %559 = llvm.icmp "ne" %558, %37 : i8
      %560 = llvm.and %559, %489 : i1
      %561 = llvm.icmp "sge" %554, %39 : i32
      %562 = llvm.and %560, %561 : i1
      %563 = llvm.icmp "slt" %554, %40 : i32
      %564 = llvm.and %562, %563 : i1
      %565 = llvm.icmp "sge" %557, %39 : i32
      %566 = llvm.and %564, %565 : i1
      %567 = llvm.icmp "slt" %557, %40 : i32
      %568 = llvm.and %566, %567 : i1
      %569 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %570 = llvm.add %569, %478 overflow<nsw> : i32
      %571 = llvm.getelementptr %156[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %568, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %572 = llvm.getelementptr %104[%570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %573 = llvm.ptrtoint %572 : !llvm.ptr<1> to i64
      %574 = llvm.add %573, %49 : i64
      %575 = llvm.and %574, %41 : i64
      %576 = llvm.inttoptr %575 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%576, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %571, %576, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %584, %571 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %585 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %586 = llvm.sdiv %468, %35 : i32
      %587 = llvm.sdiv %586, %33 : i32
      %588 = llvm.mul %587, %arg7 : i32
      %589 = llvm.add %585, %588 : i32
      %590 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %591 = llvm.mul %474, %arg8 : i32
      %592 = llvm.add %590, %591 : i32
      %593 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %594 = llvm.icmp "ne" %593, %37 : i8
      %595 = llvm.and %594, %489 : i1
      %596 = llvm.icmp "sge" %589, %39 : i32
      %597 = llvm.and %595, %596 : i1
      %598 = llvm.icmp "slt" %589, %40 : i32
      %599 = llvm.and %597, %598 : i1
      %600 = llvm.icmp "sge" %592, %39 : i32
      %601 = llvm.and %599, %600 : i1
      %602 = llvm.icmp "slt" %592, %40 : i32
      %603 = llvm.and %601, %602 : i1
      %604 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %605 = llvm.add %604, %478 overflow<nsw> : i32
      %606 = llvm.getelementptr %156[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %603, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %607 = llvm.getelementptr %104[%605] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %608 = llvm.ptrtoint %607 : !llvm.ptr<1> to i64
      %609 = llvm.add %608, %49 : i64
      %610 = llvm.and %609, %41 : i64
      %611 = llvm.inttoptr %610 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%611, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %606, %611, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
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
      llvm.store %619, %606 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %620 = llvm.add %410, %468 overflow<nsw> : i32
      %621 = llvm.and %412, %489 : i1
      %622 = llvm.getelementptr %157[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %621, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %623 = llvm.getelementptr %105[%620] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %622, %623, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %50, %79 {alignment = 32 : i64} : bf16, !llvm.ptr
      %624 = llvm.getelementptr %79[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %624 {alignment = 2 : i64} : bf16, !llvm.ptr
      %625 = llvm.getelementptr %79[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %625 {alignment = 4 : i64} : bf16, !llvm.ptr
      %626 = llvm.getelementptr %79[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %626 {alignment = 2 : i64} : bf16, !llvm.ptr
      %627 = llvm.getelementptr %79[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %627 {alignment = 8 : i64} : bf16, !llvm.ptr
      %628 = llvm.getelementptr %79[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %628 {alignment = 2 : i64} : bf16, !llvm.ptr
      %629 = llvm.getelementptr %79[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %629 {alignment = 4 : i64} : bf16, !llvm.ptr
      %630 = llvm.getelementptr %79[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %630 {alignment = 2 : i64} : bf16, !llvm.ptr
      %631 = llvm.load %79 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %631, %622 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %632 = llvm.add %424, %468 overflow<nsw> : i32
      %633 = llvm.and %426, %489 : i1
      %634 = llvm.getelementptr %157[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %633, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %635 = llvm.getelementptr %105[%632] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %634, %635, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %50, %78 {alignment = 32 : i64} : bf16, !llvm.ptr
      %636 = llvm.getelementptr %78[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %636 {alignment = 2 : i64} : bf16, !llvm.ptr
      %637 = llvm.getelementptr %78[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %637 {alignment = 4 : i64} : bf16, !llvm.ptr
      %638 = llvm.getelementptr %78[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %638 {alignment = 2 : i64} : bf16, !llvm.ptr
      %639 = llvm.getelementptr %78[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %639 {alignment = 8 : i64} : bf16, !llvm.ptr
      %640 = llvm.getelementptr %78[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %640 {alignment = 2 : i64} : bf16, !llvm.ptr
      %641 = llvm.getelementptr %78[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %641 {alignment = 4 : i64} : bf16, !llvm.ptr
      %642 = llvm.getelementptr %78[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %642 {alignment = 2 : i64} : bf16, !llvm.ptr
      %643 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %643, %634 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %644 = llvm.add %439, %468 overflow<nsw> : i32
      %645 = llvm.and %441, %489 : i1
      %646 = llvm.getelementptr %157[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %645, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %647 = llvm.getelementptr %105[%644] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %646, %647, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %50, %77 {alignment = 32 : i64} : bf16, !llvm.ptr
      %648 = llvm.getelementptr %77[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %648 {alignment = 2 : i64} : bf16, !llvm.ptr
      %649 = llvm.getelementptr %77[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %649 {alignment = 4 : i64} : bf16, !llvm.ptr
      %650 = llvm.getelementptr %77[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %650 {alignment = 2 : i64} : bf16, !llvm.ptr
      %651 = llvm.getelementptr %77[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %651 {alignment = 8 : i64} : bf16, !llvm.ptr
      %652 = llvm.getelementptr %77[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %652 {alignment = 2 : i64} : bf16, !llvm.ptr
      %653 = llvm.getelementptr %77[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %653 {alignment = 4 : i64} : bf16, !llvm.ptr
      %654 = llvm.getelementptr %77[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %654 {alignment = 2 : i64} : bf16, !llvm.ptr
      %655 = llvm.load %77 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %655, %646 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %656 = llvm.add %454, %468 overflow<nsw> : i32
      %657 = llvm.and %456, %489 : i1
      %658 = llvm.getelementptr %157[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %657, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %659 = llvm.getelementptr %105[%656] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %658, %659, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %50, %76 {alignment = 32 : i64} : bf16, !llvm.ptr
      %660 = llvm.getelementptr %76[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %660 {alignment = 2 : i64} : bf16, !llvm.ptr
      %661 = llvm.getelementptr %76[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %661 {alignment = 4 : i64} : bf16, !llvm.ptr
      %662 = llvm.getelementptr %76[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %662 {alignment = 2 : i64} : bf16, !llvm.ptr
      %663 = llvm.getelementptr %76[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %663 {alignment = 8 : i64} : bf16, !llvm.ptr
      %664 = llvm.getelementptr %76[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %664 {alignment = 2 : i64} : bf16, !llvm.ptr
      %665 = llvm.getelementptr %76[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %665 {alignment = 4 : i64} : bf16, !llvm.ptr
      %666 = llvm.getelementptr %76[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %666 {alignment = 2 : i64} : bf16, !llvm.ptr
      %667 = llvm.load %76 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %667, %658 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      nvvm.cp.async.commit.group
      %668 = llvm.add %142, %52 overflow<nsw> : i32
      %669 = llvm.sdiv %668, %35 : i32
      %670 = llvm.mul %669, %35 overflow<nsw> : i32
      %671 = llvm.sub %668, %670 overflow<nsw> : i32
      %672 = llvm.sdiv %669, %33 : i32
      %673 = llvm.mul %672, %33 overflow<nsw> : i32
      %674 = llvm.sub %669, %673 overflow<nsw> : i32
      %675 = llvm.mul %674, %160 overflow<nsw> : i32
      %676 = llvm.add %671, %675 overflow<nsw> : i32
      %677 = llvm.mul %672, %161 overflow<nsw> : i32
      %678 = llvm.add %676, %677 overflow<nsw> : i32
      %679 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %680 = llvm.sdiv %668, %35 : i32
      %681 = llvm.sdiv %680, %33 : i32
      %682 = llvm.mul %681, %arg7 : i32
      %683 = llvm.add %679, %682 : i32
      %684 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %685 = llvm.mul %674, %arg8 : i32
      %686 = llvm.add %684, %685 : i32
      %687 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %688 = llvm.icmp "ne" %687, %37 : i8
      %689 = llvm.icmp "slt" %668, %38 : i32
      %690 = llvm.and %688, %689 : i1
      %691 = llvm.icmp "sge" %683, %39 : i32
      %692 = llvm.and %690, %691 : i1
      %693 = llvm.icmp "slt" %683, %40 : i32
      %694 = llvm.and %692, %693 : i1
      %695 = llvm.icmp "sge" %686, %39 : i32
      %696 = llvm.and %694, %695 : i1
      %697 = llvm.icmp "slt" %686, %40 : i32
      %698 = llvm.and %696, %697 : i1
      %699 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %700 = llvm.add %699, %678 overflow<nsw> : i32
      %701 = llvm.getelementptr %156[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %698, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %702 = llvm.getelementptr %104[%700] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %703 = llvm.ptrtoint %702 : !llvm.ptr<1> to i64
      %704 = llvm.add %703, %49 : i64
      %705 = llvm.and %704, %41 : i64
      %706 = llvm.inttoptr %705 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%706, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %701, %706, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %50, %75 {alignment = 32 : i64} : bf16, !llvm.ptr
      %707 = llvm.getelementptr %75[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %707 {alignment = 2 : i64} : bf16, !llvm.ptr
      %708 = llvm.getelementptr %75[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %708 {alignment = 4 : i64} : bf16, !llvm.ptr
      %709 = llvm.getelementptr %75[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %709 {alignment = 2 : i64} : bf16, !llvm.ptr
      %710 = llvm.getelementptr %75[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %710 {alignment = 8 : i64} : bf16, !llvm.ptr
      %711 = llvm.getelementptr %75[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %711 {alignment = 2 : i64} : bf16, !llvm.ptr
      %712 = llvm.getelementptr %75[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %712 {alignment = 4 : i64} : bf16, !llvm.ptr
      %713 = llvm.getelementptr %75[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %713 {alignment = 2 : i64} : bf16, !llvm.ptr
      %714 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %714, %701 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %715 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %716 = llvm.sdiv %668, %35 : i32
      %717 = llvm.sdiv %716, %33 : i32
      %718 = llvm.mul %717, %arg7 : i32
      %719 = llvm.add %715, %718 : i32
      %720 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %721 = llvm.mul %674, %arg8 : i32
      %722 = llvm.add %720, %721 : i32
      %723 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %724 = llvm.icmp "ne" %723, %37 : i8
      %725 = llvm.and %724, %689 : i1
      %726 = llvm.icmp "sge" %719, %39 : i32
      %727 = llvm.and %725, %726 : i1
      %728 = llvm.icmp "slt" %719, %40 : i32
      %729 = llvm.and %727, %728 : i1
      %730 = llvm.icmp "sge" %722, %39 : i32
      %731 = llvm.and %729, %730 : i1
      %732 = llvm.icmp "slt" %722, %40 : i32
      %733 = llvm.and %731, %732 : i1
      %734 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %735 = llvm.add %734, %678 overflow<nsw> : i32
      %736 = llvm.getelementptr %156[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %733, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %737 = llvm.getelementptr %104[%735] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %738 = llvm.ptrtoint %737 : !llvm.ptr<1> to i64
      %739 = llvm.add %738, %49 : i64
      %740 = llvm.and %739, %41 : i64
      %741 = llvm.inttoptr %740 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%741, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %736, %741, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %50, %74 {alignment = 32 : i64} : bf16, !llvm.ptr
      %742 = llvm.getelementptr %74[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %742 {alignment = 2 : i64} : bf16, !llvm.ptr
      %743 = llvm.getelementptr %74[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %743 {alignment = 4 : i64} : bf16, !llvm.ptr
      %744 = llvm.getelementptr %74[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %744 {alignment = 2 : i64} : bf16, !llvm.ptr
      %745 = llvm.getelementptr %74[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %745 {alignment = 8 : i64} : bf16, !llvm.ptr
      %746 = llvm.getelementptr %74[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %746 {alignment = 2 : i64} : bf16, !llvm.ptr
      %747 = llvm.getelementptr %74[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %747 {alignment = 4 : i64} : bf16, !llvm.ptr
      %748 = llvm.getelementptr %74[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %748 {alignment = 2 : i64} : bf16, !llvm.ptr
      %749 = llvm.load %74 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %749, %736 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %750 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %751 = llvm.sdiv %668, %35 : i32
      %752 = llvm.sdiv %751, %33 : i32
      %753 = llvm.mul %752, %arg7 : i32
      %754 = llvm.add %750, %753 : i32
      %755 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %756 = llvm.mul %674, %arg8 : i32
      %757 = llvm.add %755, %756 : i32
      %758 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %759 = llvm.icmp "ne" %758, %37 : i8
      %760 = llvm.and %759, %689 : i1
      %761 = llvm.icmp "sge" %754, %39 : i32
      %762 = llvm.and %760, %761 : i1
      %763 = llvm.icmp "slt" %754, %40 : i32
      %764 = llvm.and %762, %763 : i1
      %765 = llvm.icmp "sge" %757, %39 : i32
      %766 = llvm.and %764, %765 : i1
      %767 = llvm.icmp "slt" %757, %40 : i32
      %768 = llvm.and %766, %767 : i1
      %769 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %770 = llvm.add %769, %678 overflow<nsw> : i32
      %771 = llvm.getelementptr %156[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %768, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %772 = llvm.getelementptr %104[%770] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %773 = llvm.ptrtoint %772 : !llvm.ptr<1> to i64
      %774 = llvm.add %773, %49 : i64
      %775 = llvm.and %774, %41 : i64
      %776 = llvm.inttoptr %775 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%776, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %771, %776, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %50, %73 {alignment = 32 : i64} : bf16, !llvm.ptr
      %777 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %777 {alignment = 2 : i64} : bf16, !llvm.ptr
      %778 = llvm.getelementptr %73[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %778 {alignment = 4 : i64} : bf16, !llvm.ptr
      %779 = llvm.getelementptr %73[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %779 {alignment = 2 : i64} : bf16, !llvm.ptr
      %780 = llvm.getelementptr %73[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %780 {alignment = 8 : i64} : bf16, !llvm.ptr
      %781 = llvm.getelementptr %73[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %781 {alignment = 2 : i64} : bf16, !llvm.ptr
      %782 = llvm.getelementptr %73[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %782 {alignment = 4 : i64} : bf16, !llvm.ptr
      %783 = llvm.getelementptr %73[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %783 {alignment = 2 : i64} : bf16, !llvm.ptr
      %784 = llvm.load %73 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %784, %771 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %785 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %786 = llvm.sdiv %668, %35 : i32
      %787 = llvm.sdiv %786, %33 : i32
      %788 = llvm.mul %787, %arg7 : i32
      %789 = llvm.add %785, %788 : i32
      %790 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %791 = llvm.mul %674, %arg8 : i32
      %792 = llvm.add %790, %791 : i32
      %793 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %794 = llvm.icmp "ne" %793, %37 : i8
      %795 = llvm.and %794, %689 : i1
      %796 = llvm.icmp "sge" %789, %39 : i32
      %797 = llvm.and %795, %796 : i1
      %798 = llvm.icmp "slt" %789, %40 : i32
      %799 = llvm.and %797, %798 : i1
      %800 = llvm.icmp "sge" %792, %39 : i32
      %801 = llvm.and %799, %800 : i1
      %802 = llvm.icmp "slt" %792, %40 : i32
      %803 = llvm.and %801, %802 : i1
      %804 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %805 = llvm.add %804, %678 overflow<nsw> : i32
      %806 = llvm.getelementptr %156[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %803, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %807 = llvm.getelementptr %104[%805] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %808 = llvm.ptrtoint %807 : !llvm.ptr<1> to i64
      %809 = llvm.add %808, %49 : i64
      %810 = llvm.and %809, %41 : i64
      %811 = llvm.inttoptr %810 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%811, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %806, %811, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %50, %72 {alignment = 32 : i64} : bf16, !llvm.ptr
      %812 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %812 {alignment = 2 : i64} : bf16, !llvm.ptr
      %813 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %813 {alignment = 4 : i64} : bf16, !llvm.ptr
      %814 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %814 {alignment = 2 : i64} : bf16, !llvm.ptr
      %815 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %815 {alignment = 8 : i64} : bf16, !llvm.ptr
      %816 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %816 {alignment = 2 : i64} : bf16, !llvm.ptr
      %817 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %817 {alignment = 4 : i64} : bf16, !llvm.ptr
      %818 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %818 {alignment = 2 : i64} : bf16, !llvm.ptr
      %819 = llvm.load %72 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %819, %806 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %820 = llvm.add %410, %668 overflow<nsw> : i32
      %821 = llvm.and %412, %689 : i1
      %822 = llvm.getelementptr %157[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %821, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %823 = llvm.getelementptr %105[%820] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %822, %823, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %50, %71 {alignment = 32 : i64} : bf16, !llvm.ptr
      %824 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %824 {alignment = 2 : i64} : bf16, !llvm.ptr
      %825 = llvm.getelementptr %71[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %825 {alignment = 4 : i64} : bf16, !llvm.ptr
      %826 = llvm.getelementptr %71[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %826 {alignment = 2 : i64} : bf16, !llvm.ptr
      %827 = llvm.getelementptr %71[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %827 {alignment = 8 : i64} : bf16, !llvm.ptr
      %828 = llvm.getelementptr %71[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %828 {alignment = 2 : i64} : bf16, !llvm.ptr
      %829 = llvm.getelementptr %71[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %829 {alignment = 4 : i64} : bf16, !llvm.ptr
      %830 = llvm.getelementptr %71[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %830 {alignment = 2 : i64} : bf16, !llvm.ptr
      %831 = llvm.load %71 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %831, %822 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %832 = llvm.add %424, %668 overflow<nsw> : i32
      %833 = llvm.and %426, %689 : i1
      %834 = llvm.getelementptr %157[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %833, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %835 = llvm.getelementptr %105[%832] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %834, %835, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %50, %70 {alignment = 32 : i64} : bf16, !llvm.ptr
      %836 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %836 {alignment = 2 : i64} : bf16, !llvm.ptr
      %837 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %837 {alignment = 4 : i64} : bf16, !llvm.ptr
      %838 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %838 {alignment = 2 : i64} : bf16, !llvm.ptr
      %839 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %839 {alignment = 8 : i64} : bf16, !llvm.ptr
      %840 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %840 {alignment = 2 : i64} : bf16, !llvm.ptr
      %841 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %841 {alignment = 4 : i64} : bf16, !llvm.ptr
      %842 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %842 {alignment = 2 : i64} : bf16, !llvm.ptr
      %843 = llvm.load %70 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %843, %834 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %844 = llvm.add %439, %668 overflow<nsw> : i32
      %845 = llvm.and %441, %689 : i1
      %846 = llvm.getelementptr %157[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %845, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %847 = llvm.getelementptr %105[%844] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %846, %847, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %50, %69 {alignment = 32 : i64} : bf16, !llvm.ptr
      %848 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %848 {alignment = 2 : i64} : bf16, !llvm.ptr
      %849 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %849 {alignment = 4 : i64} : bf16, !llvm.ptr
      %850 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %850 {alignment = 2 : i64} : bf16, !llvm.ptr
      %851 = llvm.getelementptr %69[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %851 {alignment = 8 : i64} : bf16, !llvm.ptr
      %852 = llvm.getelementptr %69[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %852 {alignment = 2 : i64} : bf16, !llvm.ptr
      %853 = llvm.getelementptr %69[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %853 {alignment = 4 : i64} : bf16, !llvm.ptr
      %854 = llvm.getelementptr %69[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %854 {alignment = 2 : i64} : bf16, !llvm.ptr
      %855 = llvm.load %69 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %855, %846 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %856 = llvm.add %454, %668 overflow<nsw> : i32
      %857 = llvm.and %456, %689 : i1
      %858 = llvm.getelementptr %157[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %857, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %859 = llvm.getelementptr %105[%856] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      nvvm.cp.async.shared.global %858, %859, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %50, %68 {alignment = 32 : i64} : bf16, !llvm.ptr
      %860 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %860 {alignment = 2 : i64} : bf16, !llvm.ptr
      %861 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %861 {alignment = 4 : i64} : bf16, !llvm.ptr
      %862 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %862 {alignment = 2 : i64} : bf16, !llvm.ptr
      %863 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %863 {alignment = 8 : i64} : bf16, !llvm.ptr
      %864 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %864 {alignment = 2 : i64} : bf16, !llvm.ptr
      %865 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %865 {alignment = 4 : i64} : bf16, !llvm.ptr
      %866 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %866 {alignment = 2 : i64} : bf16, !llvm.ptr
      %867 = llvm.load %68 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %867, %858 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %868 = llvm.srem %136, %30 : i32
      %869 = llvm.sdiv %136, %30 : i32
      %870 = llvm.srem %869, %29 : i32
      %871 = llvm.sdiv %136, %52 : i32
      %872 = llvm.srem %871, %29 : i32
      %873 = llvm.srem %868, %30 : i32
      %874 = llvm.srem %870, %29 : i32
      %875 = llvm.srem %872, %29 : i32
      %876 = llvm.sdiv %873, %51 : i32
      %877 = llvm.srem %873, %51 : i32
      %878 = llvm.mul %877, %29 overflow<nsw> : i32
      %879 = llvm.mul %876, %44 overflow<nsw> : i32
      %880 = llvm.add %878, %879 overflow<nsw> : i32
      %881 = llvm.mul %874, %45 overflow<nsw> : i32
      %882 = llvm.mul %875, %53 overflow<nsw> : i32
      %883 = llvm.add %881, %882 overflow<nsw> : i32
      %884 = llvm.add %880, %883 overflow<nsw> : i32
      %885 = llvm.getelementptr %138[%884] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %46, %65 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %886 = llvm.sdiv %136, %42 : i32
      %887 = llvm.srem %136, %42 : i32
      %888 = llvm.sdiv %887, %29 : i32
      %889 = llvm.srem %888, %51 : i32
      %890 = llvm.mul %889, %52 overflow<nsw> : i32
      %891 = llvm.srem %886, %29 : i32
      %892 = llvm.mul %891, %53 overflow<nsw> : i32
      %893 = llvm.add %890, %892 overflow<nsw> : i32
      %894 = llvm.srem %887, %29 : i32
      %895 = llvm.mul %894, %30 overflow<nsw> : i32
      %896 = llvm.sdiv %888, %51 : i32
      %897 = llvm.mul %896, %31 overflow<nsw> : i32
      %898 = llvm.add %895, %897 overflow<nsw> : i32
      %899 = llvm.sdiv %886, %29 : i32
      %900 = llvm.srem %899, %29 : i32
      %901 = llvm.mul %900, %47 overflow<nsw> : i32
      %902 = llvm.add %898, %901 overflow<nsw> : i32
      %903 = llvm.and %893, %54 : i32
      %904 = llvm.icmp "eq" %903, %39 : i32
      %905 = llvm.select %904, %42, %48 : i1, i32
      %906 = llvm.and %893, %32 : i32
      %907 = llvm.lshr %906, %33 : i32
      %908 = llvm.xor %893, %907 : i32
      %909 = llvm.add %908, %902 overflow<nsw> : i32
      %910 = llvm.getelementptr %100[%909] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %911 = llvm.sdiv %136, %53 : i32
      %912 = llvm.srem %136, %53 : i32
      %913 = llvm.sdiv %912, %29 : i32
      %914 = llvm.mul %913, %52 overflow<nsw> : i32
      %915 = llvm.srem %911, %29 : i32
      %916 = llvm.mul %915, %53 overflow<nsw> : i32
      %917 = llvm.add %914, %916 overflow<nsw> : i32
      %918 = llvm.srem %912, %29 : i32
      %919 = llvm.mul %918, %30 overflow<nsw> : i32
      %920 = llvm.sdiv %911, %29 : i32
      %921 = llvm.sdiv %920, %29 : i32
      %922 = llvm.srem %920, %29 : i32
      %923 = llvm.mul %922, %47 overflow<nsw> : i32
      %924 = llvm.add %919, %923 overflow<nsw> : i32
      %925 = llvm.sdiv %921, %29 : i32
      %926 = llvm.mul %925, %31 overflow<nsw> : i32
      %927 = llvm.add %924, %926 overflow<nsw> : i32
      %928 = llvm.and %917, %54 : i32
      %929 = llvm.icmp "eq" %928, %39 : i32
      %930 = llvm.select %929, %42, %48 : i1, i32
      %931 = llvm.and %917, %32 : i32
      %932 = llvm.lshr %931, %33 : i32
      %933 = llvm.xor %917, %932 : i32
      %934 = llvm.add %933, %927 overflow<nsw> : i32
      %935 = llvm.getelementptr %103[%934] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      llvm.br ^bb73(%39 : i32)
    ^bb73(%936: i32):  // 2 preds: ^bb72, ^bb74
      %937 = llvm.icmp "slt" %936, %51 : i32
      llvm.cond_br %937, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %938 = llvm.mul %936, %17 overflow<nsw> : i32
      %939 = llvm.getelementptr %910[%938] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %940 = llvm.mul %936, %53 overflow<nsw> : i32
      %941 = llvm.getelementptr %67[%940] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %942 = nvvm.ldmatrix %939 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %943 = llvm.extractvalue %942[0] : !llvm_struct_a37b2a
      %944 = llvm.extractvalue %942[1] : !llvm_struct_a37b2a
      %945 = llvm.extractvalue %942[2] : !llvm_struct_a37b2a
      %946 = llvm.extractvalue %942[3] : !llvm_struct_a37b2a
      llvm.store %943, %941 {alignment = 4 : i64} : i32, !llvm.ptr
      %947 = llvm.getelementptr %941[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %944, %947 {alignment = 4 : i64} : i32, !llvm.ptr
      %948 = llvm.getelementptr %941[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %945, %948 {alignment = 4 : i64} : i32, !llvm.ptr
      %949 = llvm.getelementptr %941[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %946, %949 {alignment = 4 : i64} : i32, !llvm.ptr
      %950 = llvm.add %936, %55 : i32
      llvm.br ^bb73(%950 : i32) {loop_annotation = #loop_annotation}
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%39 : i32)
    ^bb76(%951: i32):  // 2 preds: ^bb75, ^bb77
      %952 = llvm.icmp "slt" %951, %51 : i32
      llvm.cond_br %952, ^bb77, ^bb78
    ^bb77:  // pred: ^bb76
      %953 = llvm.mul %951, %17 overflow<nsw> : i32
      %954 = llvm.getelementptr %935[%953] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %955 = llvm.mul %951, %53 overflow<nsw> : i32
      %956 = llvm.getelementptr %66[%955] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %957 = nvvm.ldmatrix %954 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %958 = llvm.extractvalue %957[0] : !llvm_struct_a37b2a
      %959 = llvm.extractvalue %957[1] : !llvm_struct_a37b2a
      %960 = llvm.extractvalue %957[2] : !llvm_struct_a37b2a
      %961 = llvm.extractvalue %957[3] : !llvm_struct_a37b2a
      llvm.store %958, %956 {alignment = 4 : i64} : i32, !llvm.ptr
      %962 = llvm.getelementptr %956[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %959, %962 {alignment = 4 : i64} : i32, !llvm.ptr
      %963 = llvm.getelementptr %956[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %960, %963 {alignment = 4 : i64} : i32, !llvm.ptr
      %964 = llvm.getelementptr %956[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %961, %964 {alignment = 4 : i64} : i32, !llvm.ptr
      %965 = llvm.add %951, %55 : i32
      llvm.br ^bb76(%965 : i32) {loop_annotation = #loop_annotation}
    ^bb78:  // pred: ^bb76
      %966 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %967 = llvm.getelementptr %66[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb79(%39, %33, %39 : i32, i32, i32)
    ^bb79(%968: i32, %969: i32, %970: i32):  // 2 preds: ^bb78, ^bb130
      %971 = llvm.icmp "slt" %968, %43 : i32
      llvm.cond_br %971, ^bb80, ^bb131
    ^bb80:  // pred: ^bb79
      %972 = llvm.mul %970, %14 overflow<nsw> : i32
      %973 = llvm.add %905, %972 overflow<nsw> : i32
      %974 = llvm.getelementptr %910[%973] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb81(%39 : i32)
    ^bb81(%975: i32):  // 2 preds: ^bb80, ^bb82
      %976 = llvm.icmp "slt" %975, %51 : i32
      llvm.cond_br %976, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %977 = llvm.mul %975, %17 overflow<nsw> : i32
      %978 = llvm.getelementptr %974[%977] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %979 = llvm.mul %975, %53 overflow<nsw> : i32
      %980 = llvm.getelementptr %966[%979] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %981 = nvvm.ldmatrix %978 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %982 = llvm.extractvalue %981[0] : !llvm_struct_a37b2a
      %983 = llvm.extractvalue %981[1] : !llvm_struct_a37b2a
      %984 = llvm.extractvalue %981[2] : !llvm_struct_a37b2a
      %985 = llvm.extractvalue %981[3] : !llvm_struct_a37b2a
      llvm.store %982, %980 {alignment = 4 : i64} : i32, !llvm.ptr
      %986 = llvm.getelementptr %980[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %983, %986 {alignment = 4 : i64} : i32, !llvm.ptr
      %987 = llvm.getelementptr %980[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %984, %987 {alignment = 4 : i64} : i32, !llvm.ptr
      %988 = llvm.getelementptr %980[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %985, %988 {alignment = 4 : i64} : i32, !llvm.ptr
      %989 = llvm.add %975, %55 : i32
      llvm.br ^bb81(%989 : i32) {loop_annotation = #loop_annotation}
    ^bb83:  // pred: ^bb81
      %990 = llvm.mul %970, %14 overflow<nsw> : i32
      %991 = llvm.add %930, %990 overflow<nsw> : i32
      %992 = llvm.getelementptr %935[%991] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb84(%39 : i32)
    ^bb84(%993: i32):  // 2 preds: ^bb83, ^bb85
      %994 = llvm.icmp "slt" %993, %51 : i32
      llvm.cond_br %994, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %995 = llvm.mul %993, %17 overflow<nsw> : i32
      %996 = llvm.getelementptr %992[%995] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %997 = llvm.mul %993, %53 overflow<nsw> : i32
      %998 = llvm.getelementptr %967[%997] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %999 = nvvm.ldmatrix %996 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1000 = llvm.extractvalue %999[0] : !llvm_struct_a37b2a
      %1001 = llvm.extractvalue %999[1] : !llvm_struct_a37b2a
      %1002 = llvm.extractvalue %999[2] : !llvm_struct_a37b2a
      %1003 = llvm.extractvalue %999[3] : !llvm_struct_a37b2a
      llvm.store %1000, %998 {alignment = 4 : i64} : i32, !llvm.ptr
      %1004 = llvm.getelementptr %998[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1001, %1004 {alignment = 4 : i64} : i32, !llvm.ptr
      %1005 = llvm.getelementptr %998[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1002, %1005 {alignment = 4 : i64} : i32, !llvm.ptr
      %1006 = llvm.getelementptr %998[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1003, %1006 {alignment = 4 : i64} : i32, !llvm.ptr
      %1007 = llvm.add %993, %55 : i32
      llvm.br ^bb84(%1007 : i32) {loop_annotation = #loop_annotation}
    ^bb86:  // pred: ^bb84
      %1008 = llvm.add %968, %33 : i32
      %1009 = llvm.icmp "slt" %1008, %43 : i32
      llvm.cond_br %1009, ^bb87, ^bb112
    ^bb87:  // pred: ^bb86
      %1010 = llvm.mul %1008, %30 : i32
      %1011 = llvm.add %1010, %142 overflow<nsw> : i32
      %1012 = llvm.sdiv %1011, %35 : i32
      %1013 = llvm.mul %1012, %35 overflow<nsw> : i32
      %1014 = llvm.sub %1011, %1013 overflow<nsw> : i32
      %1015 = llvm.sdiv %1012, %33 : i32
      %1016 = llvm.mul %1015, %33 overflow<nsw> : i32
      %1017 = llvm.sub %1012, %1016 overflow<nsw> : i32
      %1018 = llvm.mul %1017, %160 overflow<nsw> : i32
      %1019 = llvm.add %1014, %1018 overflow<nsw> : i32
      %1020 = llvm.mul %1015, %161 overflow<nsw> : i32
      %1021 = llvm.add %1019, %1020 overflow<nsw> : i32
      %1022 = llvm.load %93 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1023 = llvm.sdiv %1011, %35 : i32
      %1024 = llvm.sdiv %1023, %33 : i32
      %1025 = llvm.mul %1024, %arg7 : i32
      %1026 = llvm.add %1022, %1025 : i32
      %1027 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1028 = llvm.mul %1017, %arg8 : i32
      %1029 = llvm.add %1027, %1028 : i32
      %1030 = llvm.load %92 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1031 = llvm.icmp "ne" %1030, %37 : i8
      %1032 = llvm.icmp "slt" %1011, %38 : i32
      %1033 = llvm.and %1031, %1032 : i1
      %1034 = llvm.icmp "sge" %1026, %39 : i32
      %1035 = llvm.and %1033, %1034 : i1
      %1036 = llvm.icmp "slt" %1026, %40 : i32
      %1037 = llvm.and %1035, %1036 : i1
      %1038 = llvm.icmp "sge" %1029, %39 : i32
      %1039 = llvm.and %1037, %1038 : i1
      %1040 = llvm.icmp "slt" %1029, %40 : i32
      %1041 = llvm.and %1039, %1040 : i1
      %1042 = llvm.load %94 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1043 = llvm.add %1042, %1021 overflow<nsw> : i32
      %1044 = llvm.mul %969, %14 overflow<nsw> : i32
      %1045 = llvm.getelementptr %156[%1044] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1041, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1046 = llvm.getelementptr %104[%1043] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1047 = llvm.ptrtoint %1046 : !llvm.ptr<1> to i64
      %1048 = llvm.add %1047, %49 : i64
      %1049 = llvm.and %1048, %41 : i64
      %1050 = llvm.inttoptr %1049 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1050, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1045, %1050, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %50, %64 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1051 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1051 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1052 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1052 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1053 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1053 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1054 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1054 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1055 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1055 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1056 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1056 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1057 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1057 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1058 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1058, %1045 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1059 = llvm.load %203 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1060 = llvm.sdiv %1011, %35 : i32
      %1061 = llvm.sdiv %1060, %33 : i32
      %1062 = llvm.mul %1061, %arg7 : i32
      %1063 = llvm.add %1059, %1062 : i32
      %1064 = llvm.load %206 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1065 = llvm.mul %1017, %arg8 : i32
      %1066 = llvm.add %1064, %1065 : i32
      %1067 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1068 = llvm.icmp "ne" %1067, %37 : i8
      %1069 = llvm.and %1068, %1032 : i1
      %1070 = llvm.icmp "sge" %1063, %39 : i32
      %1071 = llvm.and %1069, %1070 : i1
      %1072 = llvm.icmp "slt" %1063, %40 : i32
      %1073 = llvm.and %1071, %1072 : i1
      %1074 = llvm.icmp "sge" %1066, %39 : i32
      %1075 = llvm.and %1073, %1074 : i1
      %1076 = llvm.icmp "slt" %1066, %40 : i32
      %1077 = llvm.and %1075, %1076 : i1
      %1078 = llvm.load %200 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1079 = llvm.add %1078, %1021 overflow<nsw> : i32
      %1080 = llvm.mul %969, %14 overflow<nsw> : i32
      %1081 = llvm.add %1080, %17 overflow<nsw> : i32
      %1082 = llvm.getelementptr %156[%1081] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1077, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1083 = llvm.getelementptr %104[%1079] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1084 = llvm.ptrtoint %1083 : !llvm.ptr<1> to i64
      %1085 = llvm.add %1084, %49 : i64
      %1086 = llvm.and %1085, %41 : i64
      %1087 = llvm.inttoptr %1086 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1087, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1082, %1087, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %50, %63 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1088 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1088 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1089 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1089 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1090 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1090 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1091 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1091 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1092 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1092 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1093 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1093 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1094 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1094 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1095 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1095, %1082 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1096 = llvm.load %227 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1097 = llvm.sdiv %1011, %35 : i32
      %1098 = llvm.sdiv %1097, %33 : i32
      %1099 = llvm.mul %1098, %arg7 : i32
      %1100 = llvm.add %1096, %1099 : i32
      %1101 = llvm.load %230 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1102 = llvm.mul %1017, %arg8 : i32
      %1103 = llvm.add %1101, %1102 : i32
      %1104 = llvm.load %233 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1105 = llvm.icmp "ne" %1104, %37 : i8
      %1106 = llvm.and %1105, %1032 : i1
      %1107 = llvm.icmp "sge" %1100, %39 : i32
      %1108 = llvm.and %1106, %1107 : i1
      %1109 = llvm.icmp "slt" %1100, %40 : i32
      %1110 = llvm.and %1108, %1109 : i1
      %1111 = llvm.icmp "sge" %1103, %39 : i32
      %1112 = llvm.and %1110, %1111 : i1
      %1113 = llvm.icmp "slt" %1103, %40 : i32
      %1114 = llvm.and %1112, %1113 : i1
      %1115 = llvm.load %224 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1116 = llvm.add %1115, %1021 overflow<nsw> : i32
      %1117 = llvm.mul %969, %14 overflow<nsw> : i32
      %1118 = llvm.add %1117, %16 overflow<nsw> : i32
      %1119 = llvm.getelementptr %156[%1118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1114, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1120 = llvm.getelementptr %104[%1116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1121 = llvm.ptrtoint %1120 : !llvm.ptr<1> to i64
      %1122 = llvm.add %1121, %49 : i64
      %1123 = llvm.and %1122, %41 : i64
      %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1124, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1119, %1124, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %50, %62 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1125 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1125 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1126 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1126 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1127 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1127 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1128 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1128 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1129 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1129 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1130 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1130 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1131 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1131 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1132 = llvm.load %62 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1132, %1119 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1133 = llvm.load %251 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1134 = llvm.sdiv %1011, %35 : i32
      %1135 = llvm.sdiv %1134, %33 : i32
      %1136 = llvm.mul %1135, %arg7 : i32
      %1137 = llvm.add %1133, %1136 : i32
      %1138 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1139 = llvm.mul %1017, %arg8 : i32
      %1140 = llvm.add %1138, %1139 : i32
      %1141 = llvm.load %257 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1142 = llvm.icmp "ne" %1141, %37 : i8
      %1143 = llvm.and %1142, %1032 : i1
      %1144 = llvm.icmp "sge" %1137, %39 : i32
      %1145 = llvm.and %1143, %1144 : i1
      %1146 = llvm.icmp "slt" %1137, %40 : i32
      %1147 = llvm.and %1145, %1146 : i1
      %1148 = llvm.icmp "sge" %1140, %39 : i32
      %1149 = llvm.and %1147, %1148 : i1
      %1150 = llvm.icmp "slt" %1140, %40 : i32
      %1151 = llvm.and %1149, %1150 : i1
      %1152 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1153 = llvm.add %1152, %1021 overflow<nsw> : i32
      %1154 = llvm.mul %969, %14 overflow<nsw> : i32
      %1155 = llvm.add %1154, %15 overflow<nsw> : i32
      %1156 = llvm.getelementptr %156[%1155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1151, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1157 = llvm.getelementptr %104[%1153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1158 = llvm.ptrtoint %1157 : !llvm.ptr<1> to i64
      %1159 = llvm.add %1158, %49 : i64
      %1160 = llvm.and %1159, %41 : i64
      %1161 = llvm.inttoptr %1160 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1161, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1156, %1161, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %50, %61 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1162 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1162 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1163 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1163 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1164 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1164 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1165 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1165 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1166 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1166 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1167 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1167 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1168 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1168 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1169 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1169, %1156 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1170 = llvm.add %410, %1011 overflow<nsw> : i32
      %1171 = llvm.and %412, %1032 : i1
      %1172 = llvm.getelementptr %157[%1044] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1171, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1173 = llvm.getelementptr %105[%1170] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1174 = llvm.ptrtoint %1173 : !llvm.ptr<1> to i64
      %1175 = llvm.add %1174, %49 : i64
      %1176 = llvm.and %1175, %41 : i64
      %1177 = llvm.inttoptr %1176 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1177, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1172, %1177, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %50, %60 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1178 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1178 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1179 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1179 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1180 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1180 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1181 = llvm.getelementptr %60[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1181 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1182 = llvm.getelementptr %60[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1182 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1183 = llvm.getelementptr %60[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1183 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1184 = llvm.getelementptr %60[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1184 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1185 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1185, %1172 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1186 = llvm.add %424, %1011 overflow<nsw> : i32
      %1187 = llvm.and %426, %1032 : i1
      %1188 = llvm.getelementptr %157[%1081] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1187, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1189 = llvm.getelementptr %105[%1186] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1190 = llvm.ptrtoint %1189 : !llvm.ptr<1> to i64
      %1191 = llvm.add %1190, %49 : i64
      %1192 = llvm.and %1191, %41 : i64
      %1193 = llvm.inttoptr %1192 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1193, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1188, %1193, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %50, %59 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1194 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1194 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1195 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1195 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1196 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1196 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1197 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1197 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1198 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1198 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1199 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1199 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1200 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1200 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1201 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1201, %1188 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1202 = llvm.add %439, %1011 overflow<nsw> : i32
      %1203 = llvm.and %441, %1032 : i1
      %1204 = llvm.getelementptr %157[%1118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1203, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1205 = llvm.getelementptr %105[%1202] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1206 = llvm.ptrtoint %1205 : !llvm.ptr<1> to i64
      %1207 = llvm.add %1206, %49 : i64
      %1208 = llvm.and %1207, %41 : i64
      %1209 = llvm.inttoptr %1208 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1209, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1204, %1209, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %50, %58 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1210 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1210 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1211 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1211 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1212 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1212 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1213 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1213 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1214 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1214 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1215 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1215 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1216 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1216 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1217 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1217, %1204 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1218 = llvm.add %454, %1011 overflow<nsw> : i32
      %1219 = llvm.and %456, %1032 : i1
      %1220 = llvm.getelementptr %157[%1155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %1219, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1221 = llvm.getelementptr %105[%1218] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1222 = llvm.ptrtoint %1221 : !llvm.ptr<1> to i64
      %1223 = llvm.add %1222, %49 : i64
      %1224 = llvm.and %1223, %41 : i64
      %1225 = llvm.inttoptr %1224 : i64 to !llvm.ptr<1>
      llvm.intr.assume %25 ["align"(%1225, %23 : !llvm.ptr<1>, i64)] : i1
      nvvm.cp.async.shared.global %1220, %1225, 16, cache = cg, %42 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %50, %57 {alignment = 32 : i64} : bf16, !llvm.ptr
      %1226 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1226 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1227 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1227 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1228 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1228 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1229 = llvm.getelementptr %57[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1229 {alignment = 8 : i64} : bf16, !llvm.ptr
      %1230 = llvm.getelementptr %57[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1230 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1231 = llvm.getelementptr %57[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1231 {alignment = 4 : i64} : bf16, !llvm.ptr
      %1232 = llvm.getelementptr %57[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %50, %1232 {alignment = 2 : i64} : bf16, !llvm.ptr
      %1233 = llvm.load %57 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %1233, %1220 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb86, ^bb111
      nvvm.cp.async.commit.group
      llvm.br ^bb113(%39 : i32)
    ^bb113(%1234: i32):  // 2 preds: ^bb112, ^bb117
      %1235 = llvm.icmp "slt" %1234, %51 : i32
      llvm.cond_br %1235, ^bb114, ^bb118
    ^bb114:  // pred: ^bb113
      %1236 = llvm.mul %1234, %53 overflow<nsw> : i32
      %1237 = llvm.getelementptr %67[%1236] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb115(%39 : i32)
    ^bb115(%1238: i32):  // 2 preds: ^bb114, ^bb116
      %1239 = llvm.icmp "slt" %1238, %53 : i32
      llvm.cond_br %1239, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %1240 = llvm.mul %1238, %51 overflow<nsw> : i32
      %1241 = llvm.getelementptr %66[%1240] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1242 = llvm.mul %1234, %51 overflow<nsw> : i32
      %1243 = llvm.mul %1238, %42 overflow<nsw> : i32
      %1244 = llvm.add %1242, %1243 overflow<nsw> : i32
      %1245 = llvm.getelementptr %65[%1244] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1246 = llvm.load %1237 : !llvm.ptr -> vector<4xi32>
      %1247 = llvm.mlir.constant(0 : i64) : i64
      %1248 = llvm.extractelement %1246[%1247 : i64] : vector<4xi32>
      %1249 = llvm.mlir.constant(1 : i64) : i64
      %1250 = llvm.extractelement %1246[%1249 : i64] : vector<4xi32>
      %1251 = llvm.mlir.constant(2 : i64) : i64
      %1252 = llvm.extractelement %1246[%1251 : i64] : vector<4xi32>
      %1253 = llvm.mlir.constant(3 : i64) : i64
      %1254 = llvm.extractelement %1246[%1253 : i64] : vector<4xi32>
      %1255 = llvm.load %1241 : !llvm.ptr -> vector<2xi32>
      %1256 = llvm.mlir.constant(0 : i64) : i64
      %1257 = llvm.extractelement %1255[%1256 : i64] : vector<2xi32>
      %1258 = llvm.mlir.constant(1 : i64) : i64
      %1259 = llvm.extractelement %1255[%1258 : i64] : vector<2xi32>
      %1260 = llvm.load %1245 : !llvm.ptr -> vector<4xf32>
      %1261 = llvm.mlir.constant(0 : i64) : i64
      %1262 = llvm.extractelement %1260[%1261 : i64] : vector<4xf32>
      %1263 = llvm.mlir.constant(1 : i64) : i64
      %1264 = llvm.extractelement %1260[%1263 : i64] : vector<4xf32>
      %1265 = llvm.mlir.constant(2 : i64) : i64
      %1266 = llvm.extractelement %1260[%1265 : i64] : vector<4xf32>
      %1267 = llvm.mlir.constant(3 : i64) : i64
      %1268 = llvm.extractelement %1260[%1267 : i64] : vector<4xf32>
      %1269 = nvvm.mma.sync A[%1248, %1250, %1252, %1254]  B[%1257, %1259]  C[%1262, %1264, %1266, %1268]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1270 = llvm.extractvalue %1269[0] : !llvm_struct_687153
      %1271 = llvm.extractvalue %1269[1] : !llvm_struct_687153
      %1272 = llvm.extractvalue %1269[2] : !llvm_struct_687153
      %1273 = llvm.extractvalue %1269[3] : !llvm_struct_687153
      %1274 = llvm.mlir.poison : vector<4xf32>
      %1275 = llvm.mlir.constant(0 : i64) : i64
      %1276 = llvm.insertelement %1270, %1274[%1275 : i64] : vector<4xf32>
      %1277 = llvm.mlir.constant(1 : i64) : i64
      %1278 = llvm.insertelement %1271, %1276[%1277 : i64] : vector<4xf32>
      %1279 = llvm.mlir.constant(2 : i64) : i64
      %1280 = llvm.insertelement %1272, %1278[%1279 : i64] : vector<4xf32>
      %1281 = llvm.mlir.constant(3 : i64) : i64
      %1282 = llvm.insertelement %1273, %1280[%1281 : i64] : vector<4xf32>
      llvm.store %1282, %1245 : vector<4xf32>, !llvm.ptr
      %1283 = llvm.add %1238, %55 : i32
      llvm.br ^bb115(%1283 : i32) {loop_annotation = #loop_annotation}
    ^bb117:  // pred: ^bb115
      %1284 = llvm.add %1234, %55 : i32
      llvm.br ^bb113(%1284 : i32) {loop_annotation = #loop_annotation}
    ^bb118:  // pred: ^bb113
      %1285 = llvm.add %970, %55 : i32
      %1286 = llvm.icmp "eq" %1285, %51 : i32
      %1287 = llvm.select %1286, %39, %1285 : i1, i32
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      %1288 = llvm.mul %1287, %14 overflow<nsw> : i32
      %1289 = llvm.getelementptr %910[%1288] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb119(%39 : i32)
    ^bb119(%1290: i32):  // 2 preds: ^bb118, ^bb120
      %1291 = llvm.icmp "slt" %1290, %51 : i32
      llvm.cond_br %1291, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %1292 = llvm.mul %1290, %17 overflow<nsw> : i32
      %1293 = llvm.getelementptr %1289[%1292] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1294 = llvm.mul %1290, %53 overflow<nsw> : i32
      %1295 = llvm.getelementptr %67[%1294] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1296 = nvvm.ldmatrix %1293 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1297 = llvm.extractvalue %1296[0] : !llvm_struct_a37b2a
      %1298 = llvm.extractvalue %1296[1] : !llvm_struct_a37b2a
      %1299 = llvm.extractvalue %1296[2] : !llvm_struct_a37b2a
      %1300 = llvm.extractvalue %1296[3] : !llvm_struct_a37b2a
      llvm.store %1297, %1295 {alignment = 4 : i64} : i32, !llvm.ptr
      %1301 = llvm.getelementptr %1295[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1298, %1301 {alignment = 4 : i64} : i32, !llvm.ptr
      %1302 = llvm.getelementptr %1295[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1299, %1302 {alignment = 4 : i64} : i32, !llvm.ptr
      %1303 = llvm.getelementptr %1295[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1300, %1303 {alignment = 4 : i64} : i32, !llvm.ptr
      %1304 = llvm.add %1290, %55 : i32
      llvm.br ^bb119(%1304 : i32) {loop_annotation = #loop_annotation}
    ^bb121:  // pred: ^bb119
      %1305 = llvm.mul %1287, %14 overflow<nsw> : i32
      %1306 = llvm.getelementptr %935[%1305] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb122(%39 : i32)
    ^bb122(%1307: i32):  // 2 preds: ^bb121, ^bb123
      %1308 = llvm.icmp "slt" %1307, %51 : i32
      llvm.cond_br %1308, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1309 = llvm.mul %1307, %17 overflow<nsw> : i32
      %1310 = llvm.getelementptr %1306[%1309] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1311 = llvm.mul %1307, %53 overflow<nsw> : i32
      %1312 = llvm.getelementptr %66[%1311] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1313 = nvvm.ldmatrix %1310 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1314 = llvm.extractvalue %1313[0] : !llvm_struct_a37b2a
      %1315 = llvm.extractvalue %1313[1] : !llvm_struct_a37b2a
      %1316 = llvm.extractvalue %1313[2] : !llvm_struct_a37b2a
      %1317 = llvm.extractvalue %1313[3] : !llvm_struct_a37b2a
      llvm.store %1314, %1312 {alignment = 4 : i64} : i32, !llvm.ptr
      %1318 = llvm.getelementptr %1312[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1315, %1318 {alignment = 4 : i64} : i32, !llvm.ptr
      %1319 = llvm.getelementptr %1312[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1316, %1319 {alignment = 4 : i64} : i32, !llvm.ptr
      %1320 = llvm.getelementptr %1312[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %1317, %1320 {alignment = 4 : i64} : i32, !llvm.ptr
      %1321 = llvm.add %1307, %55 : i32
      llvm.br ^bb122(%1321 : i32) {loop_annotation = #loop_annotation}
    ^bb124:  // pred: ^bb122
      llvm.br ^bb125(%39 : i32)
    ^bb125(%1322: i32):  // 2 preds: ^bb124, ^bb129
      %1323 = llvm.icmp "slt" %1322, %51 : i32
      llvm.cond_br %1323, ^bb126, ^bb130
    ^bb126:  // pred: ^bb125
      %1324 = llvm.mul %1322, %53 overflow<nsw> : i32
      %1325 = llvm.getelementptr %966[%1324] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      llvm.br ^bb127(%39 : i32)
    ^bb127(%1326: i32):  // 2 preds: ^bb126, ^bb128
      %1327 = llvm.icmp "slt" %1326, %53 : i32
      llvm.cond_br %1327, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1328 = llvm.mul %1326, %51 overflow<nsw> : i32
      %1329 = llvm.getelementptr %967[%1328] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1330 = llvm.mul %1322, %51 overflow<nsw> : i32
      %1331 = llvm.mul %1326, %42 overflow<nsw> : i32
      %1332 = llvm.add %1330, %1331 overflow<nsw> : i32
      %1333 = llvm.getelementptr %65[%1332] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1334 = llvm.load %1325 : !llvm.ptr -> vector<4xi32>
      %1335 = llvm.mlir.constant(0 : i64) : i64
      %1336 = llvm.extractelement %1334[%1335 : i64] : vector<4xi32>
      %1337 = llvm.mlir.constant(1 : i64) : i64
      %1338 = llvm.extractelement %1334[%1337 : i64] : vector<4xi32>
      %1339 = llvm.mlir.constant(2 : i64) : i64
      %1340 = llvm.extractelement %1334[%1339 : i64] : vector<4xi32>
      %1341 = llvm.mlir.constant(3 : i64) : i64
      %1342 = llvm.extractelement %1334[%1341 : i64] : vector<4xi32>
      %1343 = llvm.load %1329 : !llvm.ptr -> vector<2xi32>
      %1344 = llvm.mlir.constant(0 : i64) : i64
      %1345 = llvm.extractelement %1343[%1344 : i64] : vector<2xi32>
      %1346 = llvm.mlir.constant(1 : i64) : i64
      %1347 = llvm.extractelement %1343[%1346 : i64] : vector<2xi32>
      %1348 = llvm.load %1333 : !llvm.ptr -> vector<4xf32>
      %1349 = llvm.mlir.constant(0 : i64) : i64
      %1350 = llvm.extractelement %1348[%1349 : i64] : vector<4xf32>
      %1351 = llvm.mlir.constant(1 : i64) : i64
      %1352 = llvm.extractelement %1348[%1351 : i64] : vector<4xf32>
      %1353 = llvm.mlir.constant(2 : i64) : i64
      %1354 = llvm.extractelement %1348[%1353 : i64] : vector<4xf32>
      %1355 = llvm.mlir.constant(3 : i64) : i64
      %1356 = llvm.extractelement %1348[%1355 : i64] : vector<4xf32>
      %1357 = nvvm.mma.sync A[%1336, %1338, %1340, %1342]  B[%1345, %1347]  C[%1350, %1352, %1354, %1356]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1358 = llvm.extractvalue %1357[0] : !llvm_struct_687153
      %1359 = llvm.extractvalue %1357[1] : !llvm_struct_687153
      %1360 = llvm.extractvalue %1357[2] : !llvm_struct_687153
      %1361 = llvm.extractvalue %1357[3] : !llvm_struct_687153
      %1362 = llvm.mlir.poison : vector<4xf32>
      %1363 = llvm.mlir.constant(0 : i64) : i64
      %1364 = llvm.insertelement %1358, %1362[%1363 : i64] : vector<4xf32>
      %1365 = llvm.mlir.constant(1 : i64) : i64
      %1366 = llvm.insertelement %1359, %1364[%1365 : i64] : vector<4xf32>
      %1367 = llvm.mlir.constant(2 : i64) : i64
      %1368 = llvm.insertelement %1360, %1366[%1367 : i64] : vector<4xf32>
      %1369 = llvm.mlir.constant(3 : i64) : i64
      %1370 = llvm.insertelement %1361, %1368[%1369 : i64] : vector<4xf32>
      llvm.store %1370, %1333 : vector<4xf32>, !llvm.ptr
      %1371 = llvm.add %1326, %55 : i32
      llvm.br ^bb127(%1371 : i32) {loop_annotation = #loop_annotation}
    ^bb129:  // pred: ^bb127
      %1372 = llvm.add %1322, %55 : i32
      llvm.br ^bb125(%1372 : i32) {loop_annotation = #loop_annotation}
    ^bb130:  // pred: ^bb125
      %1373 = llvm.add %968, %55 : i32
      llvm.br ^bb79(%1373, %970, %1287 : i32, i32, i32)
    ^bb131:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1374 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1375 = llvm.fptrunc %1374 : vector<128xf32> to vector<128xbf16>
      llvm.store %1375, %56 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1376 = llvm.add %124, %55 : i32
      %1377 = llvm.mul %1376, %54 : i32
      %1378 = llvm.icmp "sle" %1377, %36 : i32
      %1379 = llvm.add %135, %55 : i32
      %1380 = llvm.mul %1379, %54 : i32
      %1381 = llvm.icmp "sle" %1380, %44 : i32
      %1382 = llvm.and %1378, %1381 : i1
      llvm.cond_br %1382, ^bb132, ^bb136
    ^bb132:  // pred: ^bb131
      llvm.br ^bb133(%39, %39, %39 : i32, i32, i32)
    ^bb133(%1383: i32, %1384: i32, %1385: i32):  // 2 preds: ^bb132, ^bb134
      %1386 = llvm.icmp "slt" %1383, %52 : i32
      llvm.cond_br %1386, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %1387 = llvm.mul %1383, %29 overflow<nsw> : i32
      %1388 = llvm.getelementptr %56[%1387] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1389 = llvm.srem %1383, %29 : i32
      %1390 = llvm.mul %1389, %13 overflow<nsw> : i32
      %1391 = llvm.sdiv %1385, %51 : i32
      %1392 = llvm.srem %1385, %51 : i32
      %1393 = llvm.mul %1392, %12 overflow<nsw> : i32
      %1394 = llvm.add %1390, %1393 overflow<nsw> : i32
      %1395 = llvm.mul %1391, %42 overflow<nsw> : i32
      %1396 = llvm.add %1394, %1395 overflow<nsw> : i32
      %1397 = llvm.getelementptr %885[%1396] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1398 = llvm.load %1388 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1398, %1397 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1399 = llvm.add %1384, %55 : i32
      %1400 = llvm.icmp "eq" %1399, %29 : i32
      %1401 = llvm.select %1400, %39, %1399 : i1, i32
      %1402 = llvm.add %1384, %55 : i32
      %1403 = llvm.add %1385, %55 : i32
      %1404 = llvm.icmp "eq" %1402, %29 : i32
      %1405 = llvm.select %1404, %1403, %1385 : i1, i32
      %1406 = llvm.add %1383, %55 : i32
      llvm.br ^bb133(%1406, %1401, %1405 : i32, i32, i32) {loop_annotation = #loop_annotation}
    ^bb135:  // pred: ^bb133
      llvm.br ^bb393
    ^bb136:  // pred: ^bb131
      %1407 = llvm.mul %874, %42 overflow<nsw> : i32
      %1408 = llvm.add %876, %1407 overflow<nsw> : i32
      %1409 = llvm.add %878, %882 overflow<nsw> : i32
      %1410 = llvm.add %139, %1408 overflow<nsw> : i32
      %1411 = llvm.icmp "slt" %1410, %36 : i32
      %1412 = llvm.icmp "slt" %1409, %44 : i32
      %1413 = llvm.and %1411, %1412 : i1
      llvm.cond_br %1413, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1414 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> bf16
      llvm.store %1414, %885 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1415 = llvm.add %1409, %55 overflow<nsw> : i32
      %1416 = llvm.icmp "slt" %1410, %36 : i32
      %1417 = llvm.icmp "slt" %1415, %44 : i32
      %1418 = llvm.and %1416, %1417 : i1
      llvm.cond_br %1418, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1419 = llvm.getelementptr %56[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1420 = llvm.load %1419 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1421 = llvm.getelementptr %885[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1420, %1421 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1422 = llvm.add %1410, %53 overflow<nsw> : i32
      %1423 = llvm.icmp "slt" %1422, %36 : i32
      %1424 = llvm.icmp "slt" %1409, %44 : i32
      %1425 = llvm.and %1423, %1424 : i1
      llvm.cond_br %1425, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1426 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1427 = llvm.load %1426 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1428 = llvm.getelementptr %885[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1427, %1428 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1429 = llvm.add %1410, %53 overflow<nsw> : i32
      %1430 = llvm.add %1409, %55 overflow<nsw> : i32
      %1431 = llvm.icmp "slt" %1429, %36 : i32
      %1432 = llvm.icmp "slt" %1430, %44 : i32
      %1433 = llvm.and %1431, %1432 : i1
      llvm.cond_br %1433, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1434 = llvm.getelementptr %56[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1435 = llvm.load %1434 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1436 = llvm.getelementptr %885[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1435, %1436 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1437 = llvm.add %1410, %30 overflow<nsw> : i32
      %1438 = llvm.icmp "slt" %1437, %36 : i32
      %1439 = llvm.icmp "slt" %1409, %44 : i32
      %1440 = llvm.and %1438, %1439 : i1
      llvm.cond_br %1440, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1441 = llvm.getelementptr %56[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1442 = llvm.load %1441 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1443 = llvm.getelementptr %885[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1442, %1443 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1444 = llvm.add %1410, %30 overflow<nsw> : i32
      %1445 = llvm.add %1409, %55 overflow<nsw> : i32
      %1446 = llvm.icmp "slt" %1444, %36 : i32
      %1447 = llvm.icmp "slt" %1445, %44 : i32
      %1448 = llvm.and %1446, %1447 : i1
      llvm.cond_br %1448, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1449 = llvm.getelementptr %56[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1450 = llvm.load %1449 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1451 = llvm.getelementptr %885[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1450, %1451 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1452 = llvm.add %1410, %11 overflow<nsw> : i32
      %1453 = llvm.icmp "slt" %1452, %36 : i32
      %1454 = llvm.icmp "slt" %1409, %44 : i32
      %1455 = llvm.and %1453, %1454 : i1
      llvm.cond_br %1455, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1456 = llvm.getelementptr %56[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1457 = llvm.load %1456 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1458 = llvm.getelementptr %885[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1457, %1458 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1459 = llvm.add %1410, %11 overflow<nsw> : i32
      %1460 = llvm.add %1409, %55 overflow<nsw> : i32
      %1461 = llvm.icmp "slt" %1459, %36 : i32
      %1462 = llvm.icmp "slt" %1460, %44 : i32
      %1463 = llvm.and %1461, %1462 : i1
      llvm.cond_br %1463, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1464 = llvm.getelementptr %56[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1465 = llvm.load %1464 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1466 = llvm.getelementptr %885[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1465, %1466 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1467 = llvm.add %1410, %52 overflow<nsw> : i32
      %1468 = llvm.icmp "slt" %1467, %36 : i32
      %1469 = llvm.icmp "slt" %1409, %44 : i32
      %1470 = llvm.and %1468, %1469 : i1
      llvm.cond_br %1470, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1471 = llvm.getelementptr %56[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1472 = llvm.load %1471 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1473 = llvm.getelementptr %885[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1472, %1473 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1474 = llvm.add %1410, %52 overflow<nsw> : i32
      %1475 = llvm.add %1409, %55 overflow<nsw> : i32
      %1476 = llvm.icmp "slt" %1474, %36 : i32
      %1477 = llvm.icmp "slt" %1475, %44 : i32
      %1478 = llvm.and %1476, %1477 : i1
      llvm.cond_br %1478, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1479 = llvm.getelementptr %56[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1480 = llvm.load %1479 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1481 = llvm.getelementptr %885[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1480, %1481 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1482 = llvm.add %1410, %44 overflow<nsw> : i32
      %1483 = llvm.icmp "slt" %1482, %36 : i32
      %1484 = llvm.icmp "slt" %1409, %44 : i32
      %1485 = llvm.and %1483, %1484 : i1
      llvm.cond_br %1485, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1486 = llvm.getelementptr %56[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1487 = llvm.load %1486 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1488 = llvm.getelementptr %885[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1487, %1488 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1489 = llvm.add %1410, %44 overflow<nsw> : i32
      %1490 = llvm.add %1409, %55 overflow<nsw> : i32
      %1491 = llvm.icmp "slt" %1489, %36 : i32
      %1492 = llvm.icmp "slt" %1490, %44 : i32
      %1493 = llvm.and %1491, %1492 : i1
      llvm.cond_br %1493, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1494 = llvm.getelementptr %56[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1495 = llvm.load %1494 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1496 = llvm.getelementptr %885[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1495, %1496 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1497 = llvm.add %1410, %18 overflow<nsw> : i32
      %1498 = llvm.icmp "slt" %1497, %36 : i32
      %1499 = llvm.icmp "slt" %1409, %44 : i32
      %1500 = llvm.and %1498, %1499 : i1
      llvm.cond_br %1500, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1501 = llvm.getelementptr %56[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1502 = llvm.load %1501 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1503 = llvm.getelementptr %885[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1502, %1503 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1504 = llvm.add %1410, %18 overflow<nsw> : i32
      %1505 = llvm.add %1409, %55 overflow<nsw> : i32
      %1506 = llvm.icmp "slt" %1504, %36 : i32
      %1507 = llvm.icmp "slt" %1505, %44 : i32
      %1508 = llvm.and %1506, %1507 : i1
      llvm.cond_br %1508, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1509 = llvm.getelementptr %56[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1510 = llvm.load %1509 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1511 = llvm.getelementptr %885[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1510, %1511 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1512 = llvm.add %1410, %10 overflow<nsw> : i32
      %1513 = llvm.icmp "slt" %1512, %36 : i32
      %1514 = llvm.icmp "slt" %1409, %44 : i32
      %1515 = llvm.and %1513, %1514 : i1
      llvm.cond_br %1515, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1516 = llvm.getelementptr %56[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1517 = llvm.load %1516 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1518 = llvm.getelementptr %885[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1517, %1518 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1519 = llvm.add %1410, %10 overflow<nsw> : i32
      %1520 = llvm.add %1409, %55 overflow<nsw> : i32
      %1521 = llvm.icmp "slt" %1519, %36 : i32
      %1522 = llvm.icmp "slt" %1520, %44 : i32
      %1523 = llvm.and %1521, %1522 : i1
      llvm.cond_br %1523, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1524 = llvm.getelementptr %56[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1525 = llvm.load %1524 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1526 = llvm.getelementptr %885[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1525, %1526 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1527 = llvm.add %1409, %42 overflow<nsw> : i32
      %1528 = llvm.icmp "slt" %1410, %36 : i32
      %1529 = llvm.icmp "slt" %1527, %44 : i32
      %1530 = llvm.and %1528, %1529 : i1
      llvm.cond_br %1530, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1531 = llvm.getelementptr %56[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1532 = llvm.load %1531 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1533 = llvm.getelementptr %885[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1532, %1533 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1534 = llvm.add %1409, %9 overflow<nsw> : i32
      %1535 = llvm.icmp "slt" %1410, %36 : i32
      %1536 = llvm.icmp "slt" %1534, %44 : i32
      %1537 = llvm.and %1535, %1536 : i1
      llvm.cond_br %1537, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1538 = llvm.getelementptr %56[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1539 = llvm.load %1538 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1540 = llvm.getelementptr %885[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1539, %1540 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1541 = llvm.add %1410, %53 overflow<nsw> : i32
      %1542 = llvm.add %1409, %42 overflow<nsw> : i32
      %1543 = llvm.icmp "slt" %1541, %36 : i32
      %1544 = llvm.icmp "slt" %1542, %44 : i32
      %1545 = llvm.and %1543, %1544 : i1
      llvm.cond_br %1545, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1546 = llvm.getelementptr %56[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1547 = llvm.load %1546 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1548 = llvm.getelementptr %885[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1547, %1548 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1549 = llvm.add %1410, %53 overflow<nsw> : i32
      %1550 = llvm.add %1409, %9 overflow<nsw> : i32
      %1551 = llvm.icmp "slt" %1549, %36 : i32
      %1552 = llvm.icmp "slt" %1550, %44 : i32
      %1553 = llvm.and %1551, %1552 : i1
      llvm.cond_br %1553, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1554 = llvm.getelementptr %56[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1555 = llvm.load %1554 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1556 = llvm.getelementptr %885[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1555, %1556 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1557 = llvm.add %1410, %30 overflow<nsw> : i32
      %1558 = llvm.add %1409, %42 overflow<nsw> : i32
      %1559 = llvm.icmp "slt" %1557, %36 : i32
      %1560 = llvm.icmp "slt" %1558, %44 : i32
      %1561 = llvm.and %1559, %1560 : i1
      llvm.cond_br %1561, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1562 = llvm.getelementptr %56[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1563 = llvm.load %1562 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1564 = llvm.getelementptr %885[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1563, %1564 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1565 = llvm.add %1410, %30 overflow<nsw> : i32
      %1566 = llvm.add %1409, %9 overflow<nsw> : i32
      %1567 = llvm.icmp "slt" %1565, %36 : i32
      %1568 = llvm.icmp "slt" %1566, %44 : i32
      %1569 = llvm.and %1567, %1568 : i1
      llvm.cond_br %1569, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1570 = llvm.getelementptr %56[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1571 = llvm.load %1570 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1572 = llvm.getelementptr %885[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1571, %1572 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1573 = llvm.add %1410, %11 overflow<nsw> : i32
      %1574 = llvm.add %1409, %42 overflow<nsw> : i32
      %1575 = llvm.icmp "slt" %1573, %36 : i32
      %1576 = llvm.icmp "slt" %1574, %44 : i32
      %1577 = llvm.and %1575, %1576 : i1
      llvm.cond_br %1577, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1578 = llvm.getelementptr %56[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1579 = llvm.load %1578 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1580 = llvm.getelementptr %885[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1579, %1580 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1581 = llvm.add %1410, %11 overflow<nsw> : i32
      %1582 = llvm.add %1409, %9 overflow<nsw> : i32
      %1583 = llvm.icmp "slt" %1581, %36 : i32
      %1584 = llvm.icmp "slt" %1582, %44 : i32
      %1585 = llvm.and %1583, %1584 : i1
      llvm.cond_br %1585, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1586 = llvm.getelementptr %56[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1587 = llvm.load %1586 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1588 = llvm.getelementptr %885[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1587, %1588 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1589 = llvm.add %1410, %52 overflow<nsw> : i32
      %1590 = llvm.add %1409, %42 overflow<nsw> : i32
      %1591 = llvm.icmp "slt" %1589, %36 : i32
      %1592 = llvm.icmp "slt" %1590, %44 : i32
      %1593 = llvm.and %1591, %1592 : i1
      llvm.cond_br %1593, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1594 = llvm.getelementptr %56[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1595 = llvm.load %1594 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1596 = llvm.getelementptr %885[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1595, %1596 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1597 = llvm.add %1410, %52 overflow<nsw> : i32
      %1598 = llvm.add %1409, %9 overflow<nsw> : i32
      %1599 = llvm.icmp "slt" %1597, %36 : i32
      %1600 = llvm.icmp "slt" %1598, %44 : i32
      %1601 = llvm.and %1599, %1600 : i1
      llvm.cond_br %1601, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1602 = llvm.getelementptr %56[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1603 = llvm.load %1602 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1604 = llvm.getelementptr %885[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1603, %1604 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1605 = llvm.add %1410, %44 overflow<nsw> : i32
      %1606 = llvm.add %1409, %42 overflow<nsw> : i32
      %1607 = llvm.icmp "slt" %1605, %36 : i32
      %1608 = llvm.icmp "slt" %1606, %44 : i32
      %1609 = llvm.and %1607, %1608 : i1
      llvm.cond_br %1609, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1610 = llvm.getelementptr %56[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1611 = llvm.load %1610 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1612 = llvm.getelementptr %885[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1611, %1612 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1613 = llvm.add %1410, %44 overflow<nsw> : i32
      %1614 = llvm.add %1409, %9 overflow<nsw> : i32
      %1615 = llvm.icmp "slt" %1613, %36 : i32
      %1616 = llvm.icmp "slt" %1614, %44 : i32
      %1617 = llvm.and %1615, %1616 : i1
      llvm.cond_br %1617, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1618 = llvm.getelementptr %56[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1619 = llvm.load %1618 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1620 = llvm.getelementptr %885[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1619, %1620 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1621 = llvm.add %1410, %18 overflow<nsw> : i32
      %1622 = llvm.add %1409, %42 overflow<nsw> : i32
      %1623 = llvm.icmp "slt" %1621, %36 : i32
      %1624 = llvm.icmp "slt" %1622, %44 : i32
      %1625 = llvm.and %1623, %1624 : i1
      llvm.cond_br %1625, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1626 = llvm.getelementptr %56[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1627 = llvm.load %1626 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1628 = llvm.getelementptr %885[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1627, %1628 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1629 = llvm.add %1410, %18 overflow<nsw> : i32
      %1630 = llvm.add %1409, %9 overflow<nsw> : i32
      %1631 = llvm.icmp "slt" %1629, %36 : i32
      %1632 = llvm.icmp "slt" %1630, %44 : i32
      %1633 = llvm.and %1631, %1632 : i1
      llvm.cond_br %1633, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1634 = llvm.getelementptr %56[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1635 = llvm.load %1634 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1636 = llvm.getelementptr %885[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1635, %1636 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1637 = llvm.add %1410, %10 overflow<nsw> : i32
      %1638 = llvm.add %1409, %42 overflow<nsw> : i32
      %1639 = llvm.icmp "slt" %1637, %36 : i32
      %1640 = llvm.icmp "slt" %1638, %44 : i32
      %1641 = llvm.and %1639, %1640 : i1
      llvm.cond_br %1641, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1642 = llvm.getelementptr %56[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1643 = llvm.load %1642 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1644 = llvm.getelementptr %885[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1643, %1644 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1645 = llvm.add %1410, %10 overflow<nsw> : i32
      %1646 = llvm.add %1409, %9 overflow<nsw> : i32
      %1647 = llvm.icmp "slt" %1645, %36 : i32
      %1648 = llvm.icmp "slt" %1646, %44 : i32
      %1649 = llvm.and %1647, %1648 : i1
      llvm.cond_br %1649, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1650 = llvm.getelementptr %56[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1651 = llvm.load %1650 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1652 = llvm.getelementptr %885[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1651, %1652 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1653 = llvm.add %1409, %30 overflow<nsw> : i32
      %1654 = llvm.icmp "slt" %1410, %36 : i32
      %1655 = llvm.icmp "slt" %1653, %44 : i32
      %1656 = llvm.and %1654, %1655 : i1
      llvm.cond_br %1656, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1657 = llvm.getelementptr %56[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1658 = llvm.load %1657 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1659 = llvm.getelementptr %885[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1658, %1659 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1660 = llvm.add %1409, %8 overflow<nsw> : i32
      %1661 = llvm.icmp "slt" %1410, %36 : i32
      %1662 = llvm.icmp "slt" %1660, %44 : i32
      %1663 = llvm.and %1661, %1662 : i1
      llvm.cond_br %1663, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1664 = llvm.getelementptr %56[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1665 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1666 = llvm.getelementptr %885[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1665, %1666 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1667 = llvm.add %1410, %53 overflow<nsw> : i32
      %1668 = llvm.add %1409, %30 overflow<nsw> : i32
      %1669 = llvm.icmp "slt" %1667, %36 : i32
      %1670 = llvm.icmp "slt" %1668, %44 : i32
      %1671 = llvm.and %1669, %1670 : i1
      llvm.cond_br %1671, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1672 = llvm.getelementptr %56[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1673 = llvm.load %1672 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1674 = llvm.getelementptr %885[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1673, %1674 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1675 = llvm.add %1410, %53 overflow<nsw> : i32
      %1676 = llvm.add %1409, %8 overflow<nsw> : i32
      %1677 = llvm.icmp "slt" %1675, %36 : i32
      %1678 = llvm.icmp "slt" %1676, %44 : i32
      %1679 = llvm.and %1677, %1678 : i1
      llvm.cond_br %1679, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1680 = llvm.getelementptr %56[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1681 = llvm.load %1680 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1682 = llvm.getelementptr %885[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1681, %1682 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1683 = llvm.add %1410, %30 overflow<nsw> : i32
      %1684 = llvm.add %1409, %30 overflow<nsw> : i32
      %1685 = llvm.icmp "slt" %1683, %36 : i32
      %1686 = llvm.icmp "slt" %1684, %44 : i32
      %1687 = llvm.and %1685, %1686 : i1
      llvm.cond_br %1687, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1688 = llvm.getelementptr %56[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1689 = llvm.load %1688 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1690 = llvm.getelementptr %885[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1689, %1690 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1691 = llvm.add %1410, %30 overflow<nsw> : i32
      %1692 = llvm.add %1409, %8 overflow<nsw> : i32
      %1693 = llvm.icmp "slt" %1691, %36 : i32
      %1694 = llvm.icmp "slt" %1692, %44 : i32
      %1695 = llvm.and %1693, %1694 : i1
      llvm.cond_br %1695, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1696 = llvm.getelementptr %56[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1697 = llvm.load %1696 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1698 = llvm.getelementptr %885[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1697, %1698 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1699 = llvm.add %1410, %11 overflow<nsw> : i32
      %1700 = llvm.add %1409, %30 overflow<nsw> : i32
      %1701 = llvm.icmp "slt" %1699, %36 : i32
      %1702 = llvm.icmp "slt" %1700, %44 : i32
      %1703 = llvm.and %1701, %1702 : i1
      llvm.cond_br %1703, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1704 = llvm.getelementptr %56[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1705 = llvm.load %1704 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1706 = llvm.getelementptr %885[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1705, %1706 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1707 = llvm.add %1410, %11 overflow<nsw> : i32
      %1708 = llvm.add %1409, %8 overflow<nsw> : i32
      %1709 = llvm.icmp "slt" %1707, %36 : i32
      %1710 = llvm.icmp "slt" %1708, %44 : i32
      %1711 = llvm.and %1709, %1710 : i1
      llvm.cond_br %1711, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1712 = llvm.getelementptr %56[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1713 = llvm.load %1712 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1714 = llvm.getelementptr %885[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1713, %1714 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1715 = llvm.add %1410, %52 overflow<nsw> : i32
      %1716 = llvm.add %1409, %30 overflow<nsw> : i32
      %1717 = llvm.icmp "slt" %1715, %36 : i32
      %1718 = llvm.icmp "slt" %1716, %44 : i32
      %1719 = llvm.and %1717, %1718 : i1
      llvm.cond_br %1719, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1720 = llvm.getelementptr %56[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1721 = llvm.load %1720 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1722 = llvm.getelementptr %885[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1721, %1722 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1723 = llvm.add %1410, %52 overflow<nsw> : i32
      %1724 = llvm.add %1409, %8 overflow<nsw> : i32
      %1725 = llvm.icmp "slt" %1723, %36 : i32
      %1726 = llvm.icmp "slt" %1724, %44 : i32
      %1727 = llvm.and %1725, %1726 : i1
      llvm.cond_br %1727, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1728 = llvm.getelementptr %56[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1729 = llvm.load %1728 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1730 = llvm.getelementptr %885[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1729, %1730 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1731 = llvm.add %1410, %44 overflow<nsw> : i32
      %1732 = llvm.add %1409, %30 overflow<nsw> : i32
      %1733 = llvm.icmp "slt" %1731, %36 : i32
      %1734 = llvm.icmp "slt" %1732, %44 : i32
      %1735 = llvm.and %1733, %1734 : i1
      llvm.cond_br %1735, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1736 = llvm.getelementptr %56[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1737 = llvm.load %1736 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1738 = llvm.getelementptr %885[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1737, %1738 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1739 = llvm.add %1410, %44 overflow<nsw> : i32
      %1740 = llvm.add %1409, %8 overflow<nsw> : i32
      %1741 = llvm.icmp "slt" %1739, %36 : i32
      %1742 = llvm.icmp "slt" %1740, %44 : i32
      %1743 = llvm.and %1741, %1742 : i1
      llvm.cond_br %1743, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1744 = llvm.getelementptr %56[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1745 = llvm.load %1744 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1746 = llvm.getelementptr %885[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1745, %1746 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1747 = llvm.add %1410, %18 overflow<nsw> : i32
      %1748 = llvm.add %1409, %30 overflow<nsw> : i32
      %1749 = llvm.icmp "slt" %1747, %36 : i32
      %1750 = llvm.icmp "slt" %1748, %44 : i32
      %1751 = llvm.and %1749, %1750 : i1
      llvm.cond_br %1751, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1752 = llvm.getelementptr %56[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1753 = llvm.load %1752 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1754 = llvm.getelementptr %885[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1753, %1754 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1755 = llvm.add %1410, %18 overflow<nsw> : i32
      %1756 = llvm.add %1409, %8 overflow<nsw> : i32
      %1757 = llvm.icmp "slt" %1755, %36 : i32
      %1758 = llvm.icmp "slt" %1756, %44 : i32
      %1759 = llvm.and %1757, %1758 : i1
      llvm.cond_br %1759, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1760 = llvm.getelementptr %56[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1761 = llvm.load %1760 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1762 = llvm.getelementptr %885[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1761, %1762 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1763 = llvm.add %1410, %10 overflow<nsw> : i32
      %1764 = llvm.add %1409, %30 overflow<nsw> : i32
      %1765 = llvm.icmp "slt" %1763, %36 : i32
      %1766 = llvm.icmp "slt" %1764, %44 : i32
      %1767 = llvm.and %1765, %1766 : i1
      llvm.cond_br %1767, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1768 = llvm.getelementptr %56[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1769 = llvm.load %1768 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1770 = llvm.getelementptr %885[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1769, %1770 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1771 = llvm.add %1410, %10 overflow<nsw> : i32
      %1772 = llvm.add %1409, %8 overflow<nsw> : i32
      %1773 = llvm.icmp "slt" %1771, %36 : i32
      %1774 = llvm.icmp "slt" %1772, %44 : i32
      %1775 = llvm.and %1773, %1774 : i1
      llvm.cond_br %1775, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1776 = llvm.getelementptr %56[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1777 = llvm.load %1776 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1778 = llvm.getelementptr %885[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1777, %1778 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1779 = llvm.add %1409, %7 overflow<nsw> : i32
      %1780 = llvm.icmp "slt" %1410, %36 : i32
      %1781 = llvm.icmp "slt" %1779, %44 : i32
      %1782 = llvm.and %1780, %1781 : i1
      llvm.cond_br %1782, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1783 = llvm.getelementptr %56[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1784 = llvm.load %1783 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1785 = llvm.getelementptr %885[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1784, %1785 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1786 = llvm.add %1409, %6 overflow<nsw> : i32
      %1787 = llvm.icmp "slt" %1410, %36 : i32
      %1788 = llvm.icmp "slt" %1786, %44 : i32
      %1789 = llvm.and %1787, %1788 : i1
      llvm.cond_br %1789, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1790 = llvm.getelementptr %56[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1791 = llvm.load %1790 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1792 = llvm.getelementptr %885[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1791, %1792 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1793 = llvm.add %1410, %53 overflow<nsw> : i32
      %1794 = llvm.add %1409, %7 overflow<nsw> : i32
      %1795 = llvm.icmp "slt" %1793, %36 : i32
      %1796 = llvm.icmp "slt" %1794, %44 : i32
      %1797 = llvm.and %1795, %1796 : i1
      llvm.cond_br %1797, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1798 = llvm.getelementptr %56[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1799 = llvm.load %1798 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1800 = llvm.getelementptr %885[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1799, %1800 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1801 = llvm.add %1410, %53 overflow<nsw> : i32
      %1802 = llvm.add %1409, %6 overflow<nsw> : i32
      %1803 = llvm.icmp "slt" %1801, %36 : i32
      %1804 = llvm.icmp "slt" %1802, %44 : i32
      %1805 = llvm.and %1803, %1804 : i1
      llvm.cond_br %1805, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1806 = llvm.getelementptr %56[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1807 = llvm.load %1806 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1808 = llvm.getelementptr %885[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1807, %1808 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1809 = llvm.add %1410, %30 overflow<nsw> : i32
      %1810 = llvm.add %1409, %7 overflow<nsw> : i32
      %1811 = llvm.icmp "slt" %1809, %36 : i32
      %1812 = llvm.icmp "slt" %1810, %44 : i32
      %1813 = llvm.and %1811, %1812 : i1
      llvm.cond_br %1813, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1814 = llvm.getelementptr %56[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1815 = llvm.load %1814 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1816 = llvm.getelementptr %885[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1815, %1816 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1817 = llvm.add %1410, %30 overflow<nsw> : i32
      %1818 = llvm.add %1409, %6 overflow<nsw> : i32
      %1819 = llvm.icmp "slt" %1817, %36 : i32
      %1820 = llvm.icmp "slt" %1818, %44 : i32
      %1821 = llvm.and %1819, %1820 : i1
      llvm.cond_br %1821, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1822 = llvm.getelementptr %56[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1823 = llvm.load %1822 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1824 = llvm.getelementptr %885[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1823, %1824 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1825 = llvm.add %1410, %11 overflow<nsw> : i32
      %1826 = llvm.add %1409, %7 overflow<nsw> : i32
      %1827 = llvm.icmp "slt" %1825, %36 : i32
      %1828 = llvm.icmp "slt" %1826, %44 : i32
      %1829 = llvm.and %1827, %1828 : i1
      llvm.cond_br %1829, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1830 = llvm.getelementptr %56[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1831 = llvm.load %1830 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1832 = llvm.getelementptr %885[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1831, %1832 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1833 = llvm.add %1410, %11 overflow<nsw> : i32
      %1834 = llvm.add %1409, %6 overflow<nsw> : i32
      %1835 = llvm.icmp "slt" %1833, %36 : i32
      %1836 = llvm.icmp "slt" %1834, %44 : i32
      %1837 = llvm.and %1835, %1836 : i1
      llvm.cond_br %1837, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1838 = llvm.getelementptr %56[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1839 = llvm.load %1838 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1840 = llvm.getelementptr %885[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1839, %1840 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1841 = llvm.add %1410, %52 overflow<nsw> : i32
      %1842 = llvm.add %1409, %7 overflow<nsw> : i32
      %1843 = llvm.icmp "slt" %1841, %36 : i32
      %1844 = llvm.icmp "slt" %1842, %44 : i32
      %1845 = llvm.and %1843, %1844 : i1
      llvm.cond_br %1845, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1846 = llvm.getelementptr %56[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1847 = llvm.load %1846 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1848 = llvm.getelementptr %885[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1847, %1848 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1849 = llvm.add %1410, %52 overflow<nsw> : i32
      %1850 = llvm.add %1409, %6 overflow<nsw> : i32
      %1851 = llvm.icmp "slt" %1849, %36 : i32
      %1852 = llvm.icmp "slt" %1850, %44 : i32
      %1853 = llvm.and %1851, %1852 : i1
      llvm.cond_br %1853, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1854 = llvm.getelementptr %56[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1855 = llvm.load %1854 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1856 = llvm.getelementptr %885[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1855, %1856 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1857 = llvm.add %1410, %44 overflow<nsw> : i32
      %1858 = llvm.add %1409, %7 overflow<nsw> : i32
      %1859 = llvm.icmp "slt" %1857, %36 : i32
      %1860 = llvm.icmp "slt" %1858, %44 : i32
      %1861 = llvm.and %1859, %1860 : i1
      llvm.cond_br %1861, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1862 = llvm.getelementptr %56[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1863 = llvm.load %1862 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1864 = llvm.getelementptr %885[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1863, %1864 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1865 = llvm.add %1410, %44 overflow<nsw> : i32
      %1866 = llvm.add %1409, %6 overflow<nsw> : i32
      %1867 = llvm.icmp "slt" %1865, %36 : i32
      %1868 = llvm.icmp "slt" %1866, %44 : i32
      %1869 = llvm.and %1867, %1868 : i1
      llvm.cond_br %1869, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1870 = llvm.getelementptr %56[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1871 = llvm.load %1870 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1872 = llvm.getelementptr %885[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1871, %1872 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1873 = llvm.add %1410, %18 overflow<nsw> : i32
      %1874 = llvm.add %1409, %7 overflow<nsw> : i32
      %1875 = llvm.icmp "slt" %1873, %36 : i32
      %1876 = llvm.icmp "slt" %1874, %44 : i32
      %1877 = llvm.and %1875, %1876 : i1
      llvm.cond_br %1877, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1878 = llvm.getelementptr %56[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1879 = llvm.load %1878 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1880 = llvm.getelementptr %885[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1879, %1880 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1881 = llvm.add %1410, %18 overflow<nsw> : i32
      %1882 = llvm.add %1409, %6 overflow<nsw> : i32
      %1883 = llvm.icmp "slt" %1881, %36 : i32
      %1884 = llvm.icmp "slt" %1882, %44 : i32
      %1885 = llvm.and %1883, %1884 : i1
      llvm.cond_br %1885, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1886 = llvm.getelementptr %56[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1887 = llvm.load %1886 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1888 = llvm.getelementptr %885[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1887, %1888 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1889 = llvm.add %1410, %10 overflow<nsw> : i32
      %1890 = llvm.add %1409, %7 overflow<nsw> : i32
      %1891 = llvm.icmp "slt" %1889, %36 : i32
      %1892 = llvm.icmp "slt" %1890, %44 : i32
      %1893 = llvm.and %1891, %1892 : i1
      llvm.cond_br %1893, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1894 = llvm.getelementptr %56[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1895 = llvm.load %1894 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1896 = llvm.getelementptr %885[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1895, %1896 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1897 = llvm.add %1410, %10 overflow<nsw> : i32
      %1898 = llvm.add %1409, %6 overflow<nsw> : i32
      %1899 = llvm.icmp "slt" %1897, %36 : i32
      %1900 = llvm.icmp "slt" %1898, %44 : i32
      %1901 = llvm.and %1899, %1900 : i1
      llvm.cond_br %1901, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1902 = llvm.getelementptr %56[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1903 = llvm.load %1902 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1904 = llvm.getelementptr %885[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1903, %1904 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1905 = llvm.add %1409, %52 overflow<nsw> : i32
      %1906 = llvm.icmp "slt" %1410, %36 : i32
      %1907 = llvm.icmp "slt" %1905, %44 : i32
      %1908 = llvm.and %1906, %1907 : i1
      llvm.cond_br %1908, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1909 = llvm.getelementptr %56[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1910 = llvm.load %1909 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1911 = llvm.getelementptr %885[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1910, %1911 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1912 = llvm.add %1409, %5 overflow<nsw> : i32
      %1913 = llvm.icmp "slt" %1410, %36 : i32
      %1914 = llvm.icmp "slt" %1912, %44 : i32
      %1915 = llvm.and %1913, %1914 : i1
      llvm.cond_br %1915, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1916 = llvm.getelementptr %56[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1917 = llvm.load %1916 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1918 = llvm.getelementptr %885[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1917, %1918 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1919 = llvm.add %1410, %53 overflow<nsw> : i32
      %1920 = llvm.add %1409, %52 overflow<nsw> : i32
      %1921 = llvm.icmp "slt" %1919, %36 : i32
      %1922 = llvm.icmp "slt" %1920, %44 : i32
      %1923 = llvm.and %1921, %1922 : i1
      llvm.cond_br %1923, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1924 = llvm.getelementptr %56[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1925 = llvm.load %1924 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1926 = llvm.getelementptr %885[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1925, %1926 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1927 = llvm.add %1410, %53 overflow<nsw> : i32
      %1928 = llvm.add %1409, %5 overflow<nsw> : i32
      %1929 = llvm.icmp "slt" %1927, %36 : i32
      %1930 = llvm.icmp "slt" %1928, %44 : i32
      %1931 = llvm.and %1929, %1930 : i1
      llvm.cond_br %1931, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1932 = llvm.getelementptr %56[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1933 = llvm.load %1932 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1934 = llvm.getelementptr %885[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1933, %1934 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1935 = llvm.add %1410, %30 overflow<nsw> : i32
      %1936 = llvm.add %1409, %52 overflow<nsw> : i32
      %1937 = llvm.icmp "slt" %1935, %36 : i32
      %1938 = llvm.icmp "slt" %1936, %44 : i32
      %1939 = llvm.and %1937, %1938 : i1
      llvm.cond_br %1939, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1940 = llvm.getelementptr %56[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1941 = llvm.load %1940 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1942 = llvm.getelementptr %885[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1941, %1942 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1943 = llvm.add %1410, %30 overflow<nsw> : i32
      %1944 = llvm.add %1409, %5 overflow<nsw> : i32
      %1945 = llvm.icmp "slt" %1943, %36 : i32
      %1946 = llvm.icmp "slt" %1944, %44 : i32
      %1947 = llvm.and %1945, %1946 : i1
      llvm.cond_br %1947, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1948 = llvm.getelementptr %56[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1949 = llvm.load %1948 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1950 = llvm.getelementptr %885[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1949, %1950 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1951 = llvm.add %1410, %11 overflow<nsw> : i32
      %1952 = llvm.add %1409, %52 overflow<nsw> : i32
      %1953 = llvm.icmp "slt" %1951, %36 : i32
      %1954 = llvm.icmp "slt" %1952, %44 : i32
      %1955 = llvm.and %1953, %1954 : i1
      llvm.cond_br %1955, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1956 = llvm.getelementptr %56[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1957 = llvm.load %1956 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1958 = llvm.getelementptr %885[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1957, %1958 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1959 = llvm.add %1410, %11 overflow<nsw> : i32
      %1960 = llvm.add %1409, %5 overflow<nsw> : i32
      %1961 = llvm.icmp "slt" %1959, %36 : i32
      %1962 = llvm.icmp "slt" %1960, %44 : i32
      %1963 = llvm.and %1961, %1962 : i1
      llvm.cond_br %1963, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1964 = llvm.getelementptr %56[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1965 = llvm.load %1964 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1966 = llvm.getelementptr %885[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1965, %1966 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1967 = llvm.add %1410, %52 overflow<nsw> : i32
      %1968 = llvm.add %1409, %52 overflow<nsw> : i32
      %1969 = llvm.icmp "slt" %1967, %36 : i32
      %1970 = llvm.icmp "slt" %1968, %44 : i32
      %1971 = llvm.and %1969, %1970 : i1
      llvm.cond_br %1971, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1972 = llvm.getelementptr %56[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1973 = llvm.load %1972 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1974 = llvm.getelementptr %885[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1973, %1974 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1975 = llvm.add %1410, %52 overflow<nsw> : i32
      %1976 = llvm.add %1409, %5 overflow<nsw> : i32
      %1977 = llvm.icmp "slt" %1975, %36 : i32
      %1978 = llvm.icmp "slt" %1976, %44 : i32
      %1979 = llvm.and %1977, %1978 : i1
      llvm.cond_br %1979, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1980 = llvm.getelementptr %56[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1981 = llvm.load %1980 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1982 = llvm.getelementptr %885[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1981, %1982 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1983 = llvm.add %1410, %44 overflow<nsw> : i32
      %1984 = llvm.add %1409, %52 overflow<nsw> : i32
      %1985 = llvm.icmp "slt" %1983, %36 : i32
      %1986 = llvm.icmp "slt" %1984, %44 : i32
      %1987 = llvm.and %1985, %1986 : i1
      llvm.cond_br %1987, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1988 = llvm.getelementptr %56[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1989 = llvm.load %1988 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1990 = llvm.getelementptr %885[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1989, %1990 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1991 = llvm.add %1410, %44 overflow<nsw> : i32
      %1992 = llvm.add %1409, %5 overflow<nsw> : i32
      %1993 = llvm.icmp "slt" %1991, %36 : i32
      %1994 = llvm.icmp "slt" %1992, %44 : i32
      %1995 = llvm.and %1993, %1994 : i1
      llvm.cond_br %1995, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1996 = llvm.getelementptr %56[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1997 = llvm.load %1996 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1998 = llvm.getelementptr %885[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %1997, %1998 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1999 = llvm.add %1410, %18 overflow<nsw> : i32
      %2000 = llvm.add %1409, %52 overflow<nsw> : i32
      %2001 = llvm.icmp "slt" %1999, %36 : i32
      %2002 = llvm.icmp "slt" %2000, %44 : i32
      %2003 = llvm.and %2001, %2002 : i1
      llvm.cond_br %2003, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2004 = llvm.getelementptr %56[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2005 = llvm.load %2004 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2006 = llvm.getelementptr %885[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2005, %2006 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2007 = llvm.add %1410, %18 overflow<nsw> : i32
      %2008 = llvm.add %1409, %5 overflow<nsw> : i32
      %2009 = llvm.icmp "slt" %2007, %36 : i32
      %2010 = llvm.icmp "slt" %2008, %44 : i32
      %2011 = llvm.and %2009, %2010 : i1
      llvm.cond_br %2011, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2012 = llvm.getelementptr %56[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2013 = llvm.load %2012 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2014 = llvm.getelementptr %885[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2013, %2014 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2015 = llvm.add %1410, %10 overflow<nsw> : i32
      %2016 = llvm.add %1409, %52 overflow<nsw> : i32
      %2017 = llvm.icmp "slt" %2015, %36 : i32
      %2018 = llvm.icmp "slt" %2016, %44 : i32
      %2019 = llvm.and %2017, %2018 : i1
      llvm.cond_br %2019, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2020 = llvm.getelementptr %56[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2021 = llvm.load %2020 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2022 = llvm.getelementptr %885[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2021, %2022 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2023 = llvm.add %1410, %10 overflow<nsw> : i32
      %2024 = llvm.add %1409, %5 overflow<nsw> : i32
      %2025 = llvm.icmp "slt" %2023, %36 : i32
      %2026 = llvm.icmp "slt" %2024, %44 : i32
      %2027 = llvm.and %2025, %2026 : i1
      llvm.cond_br %2027, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2028 = llvm.getelementptr %56[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2029 = llvm.load %2028 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2030 = llvm.getelementptr %885[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2029, %2030 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2031 = llvm.add %1409, %4 overflow<nsw> : i32
      %2032 = llvm.icmp "slt" %1410, %36 : i32
      %2033 = llvm.icmp "slt" %2031, %44 : i32
      %2034 = llvm.and %2032, %2033 : i1
      llvm.cond_br %2034, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2035 = llvm.getelementptr %56[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2036 = llvm.load %2035 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2037 = llvm.getelementptr %885[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2036, %2037 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2038 = llvm.add %1409, %3 overflow<nsw> : i32
      %2039 = llvm.icmp "slt" %1410, %36 : i32
      %2040 = llvm.icmp "slt" %2038, %44 : i32
      %2041 = llvm.and %2039, %2040 : i1
      llvm.cond_br %2041, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2042 = llvm.getelementptr %56[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2043 = llvm.load %2042 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2044 = llvm.getelementptr %885[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2043, %2044 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2045 = llvm.add %1410, %53 overflow<nsw> : i32
      %2046 = llvm.add %1409, %4 overflow<nsw> : i32
      %2047 = llvm.icmp "slt" %2045, %36 : i32
      %2048 = llvm.icmp "slt" %2046, %44 : i32
      %2049 = llvm.and %2047, %2048 : i1
      llvm.cond_br %2049, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2050 = llvm.getelementptr %56[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2051 = llvm.load %2050 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2052 = llvm.getelementptr %885[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2051, %2052 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2053 = llvm.add %1410, %53 overflow<nsw> : i32
      %2054 = llvm.add %1409, %3 overflow<nsw> : i32
      %2055 = llvm.icmp "slt" %2053, %36 : i32
      %2056 = llvm.icmp "slt" %2054, %44 : i32
      %2057 = llvm.and %2055, %2056 : i1
      llvm.cond_br %2057, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2058 = llvm.getelementptr %56[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2059 = llvm.load %2058 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2060 = llvm.getelementptr %885[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2059, %2060 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2061 = llvm.add %1410, %30 overflow<nsw> : i32
      %2062 = llvm.add %1409, %4 overflow<nsw> : i32
      %2063 = llvm.icmp "slt" %2061, %36 : i32
      %2064 = llvm.icmp "slt" %2062, %44 : i32
      %2065 = llvm.and %2063, %2064 : i1
      llvm.cond_br %2065, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2066 = llvm.getelementptr %56[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2067 = llvm.load %2066 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2068 = llvm.getelementptr %885[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2067, %2068 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2069 = llvm.add %1410, %30 overflow<nsw> : i32
      %2070 = llvm.add %1409, %3 overflow<nsw> : i32
      %2071 = llvm.icmp "slt" %2069, %36 : i32
      %2072 = llvm.icmp "slt" %2070, %44 : i32
      %2073 = llvm.and %2071, %2072 : i1
      llvm.cond_br %2073, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2074 = llvm.getelementptr %56[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2075 = llvm.load %2074 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2076 = llvm.getelementptr %885[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2075, %2076 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2077 = llvm.add %1410, %11 overflow<nsw> : i32
      %2078 = llvm.add %1409, %4 overflow<nsw> : i32
      %2079 = llvm.icmp "slt" %2077, %36 : i32
      %2080 = llvm.icmp "slt" %2078, %44 : i32
      %2081 = llvm.and %2079, %2080 : i1
      llvm.cond_br %2081, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2082 = llvm.getelementptr %56[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2083 = llvm.load %2082 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2084 = llvm.getelementptr %885[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2083, %2084 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2085 = llvm.add %1410, %11 overflow<nsw> : i32
      %2086 = llvm.add %1409, %3 overflow<nsw> : i32
      %2087 = llvm.icmp "slt" %2085, %36 : i32
      %2088 = llvm.icmp "slt" %2086, %44 : i32
      %2089 = llvm.and %2087, %2088 : i1
      llvm.cond_br %2089, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2090 = llvm.getelementptr %56[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2091 = llvm.load %2090 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2092 = llvm.getelementptr %885[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2091, %2092 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2093 = llvm.add %1410, %52 overflow<nsw> : i32
      %2094 = llvm.add %1409, %4 overflow<nsw> : i32
      %2095 = llvm.icmp "slt" %2093, %36 : i32
      %2096 = llvm.icmp "slt" %2094, %44 : i32
      %2097 = llvm.and %2095, %2096 : i1
      llvm.cond_br %2097, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2098 = llvm.getelementptr %56[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2099 = llvm.load %2098 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2100 = llvm.getelementptr %885[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2099, %2100 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2101 = llvm.add %1410, %52 overflow<nsw> : i32
      %2102 = llvm.add %1409, %3 overflow<nsw> : i32
      %2103 = llvm.icmp "slt" %2101, %36 : i32
      %2104 = llvm.icmp "slt" %2102, %44 : i32
      %2105 = llvm.and %2103, %2104 : i1
      llvm.cond_br %2105, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2106 = llvm.getelementptr %56[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2107 = llvm.load %2106 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2108 = llvm.getelementptr %885[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2107, %2108 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2109 = llvm.add %1410, %44 overflow<nsw> : i32
      %2110 = llvm.add %1409, %4 overflow<nsw> : i32
      %2111 = llvm.icmp "slt" %2109, %36 : i32
      %2112 = llvm.icmp "slt" %2110, %44 : i32
      %2113 = llvm.and %2111, %2112 : i1
      llvm.cond_br %2113, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2114 = llvm.getelementptr %56[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2115 = llvm.load %2114 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2116 = llvm.getelementptr %885[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2115, %2116 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2117 = llvm.add %1410, %44 overflow<nsw> : i32
      %2118 = llvm.add %1409, %3 overflow<nsw> : i32
      %2119 = llvm.icmp "slt" %2117, %36 : i32
      %2120 = llvm.icmp "slt" %2118, %44 : i32
      %2121 = llvm.and %2119, %2120 : i1
      llvm.cond_br %2121, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2122 = llvm.getelementptr %56[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2123 = llvm.load %2122 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2124 = llvm.getelementptr %885[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2123, %2124 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2125 = llvm.add %1410, %18 overflow<nsw> : i32
      %2126 = llvm.add %1409, %4 overflow<nsw> : i32
      %2127 = llvm.icmp "slt" %2125, %36 : i32
      %2128 = llvm.icmp "slt" %2126, %44 : i32
      %2129 = llvm.and %2127, %2128 : i1
      llvm.cond_br %2129, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2130 = llvm.getelementptr %56[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2131 = llvm.load %2130 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2132 = llvm.getelementptr %885[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2131, %2132 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2133 = llvm.add %1410, %18 overflow<nsw> : i32
      %2134 = llvm.add %1409, %3 overflow<nsw> : i32
      %2135 = llvm.icmp "slt" %2133, %36 : i32
      %2136 = llvm.icmp "slt" %2134, %44 : i32
      %2137 = llvm.and %2135, %2136 : i1
      llvm.cond_br %2137, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2138 = llvm.getelementptr %56[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2139 = llvm.load %2138 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2140 = llvm.getelementptr %885[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2139, %2140 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2141 = llvm.add %1410, %10 overflow<nsw> : i32
      %2142 = llvm.add %1409, %4 overflow<nsw> : i32
      %2143 = llvm.icmp "slt" %2141, %36 : i32
      %2144 = llvm.icmp "slt" %2142, %44 : i32
      %2145 = llvm.and %2143, %2144 : i1
      llvm.cond_br %2145, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2146 = llvm.getelementptr %56[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2147 = llvm.load %2146 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2148 = llvm.getelementptr %885[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2147, %2148 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2149 = llvm.add %1410, %10 overflow<nsw> : i32
      %2150 = llvm.add %1409, %3 overflow<nsw> : i32
      %2151 = llvm.icmp "slt" %2149, %36 : i32
      %2152 = llvm.icmp "slt" %2150, %44 : i32
      %2153 = llvm.and %2151, %2152 : i1
      llvm.cond_br %2153, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2154 = llvm.getelementptr %56[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2155 = llvm.load %2154 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2156 = llvm.getelementptr %885[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2155, %2156 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2157 = llvm.add %1409, %18 overflow<nsw> : i32
      %2158 = llvm.icmp "slt" %1410, %36 : i32
      %2159 = llvm.icmp "slt" %2157, %44 : i32
      %2160 = llvm.and %2158, %2159 : i1
      llvm.cond_br %2160, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2161 = llvm.getelementptr %56[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2162 = llvm.load %2161 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2163 = llvm.getelementptr %885[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2162, %2163 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2164 = llvm.add %1409, %2 overflow<nsw> : i32
      %2165 = llvm.icmp "slt" %1410, %36 : i32
      %2166 = llvm.icmp "slt" %2164, %44 : i32
      %2167 = llvm.and %2165, %2166 : i1
      llvm.cond_br %2167, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2168 = llvm.getelementptr %56[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2169 = llvm.load %2168 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2170 = llvm.getelementptr %885[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2169, %2170 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2171 = llvm.add %1410, %53 overflow<nsw> : i32
      %2172 = llvm.add %1409, %18 overflow<nsw> : i32
      %2173 = llvm.icmp "slt" %2171, %36 : i32
      %2174 = llvm.icmp "slt" %2172, %44 : i32
      %2175 = llvm.and %2173, %2174 : i1
      llvm.cond_br %2175, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2176 = llvm.getelementptr %56[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2177 = llvm.load %2176 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2178 = llvm.getelementptr %885[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2177, %2178 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2179 = llvm.add %1410, %53 overflow<nsw> : i32
      %2180 = llvm.add %1409, %2 overflow<nsw> : i32
      %2181 = llvm.icmp "slt" %2179, %36 : i32
      %2182 = llvm.icmp "slt" %2180, %44 : i32
      %2183 = llvm.and %2181, %2182 : i1
      llvm.cond_br %2183, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2184 = llvm.getelementptr %56[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2185 = llvm.load %2184 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2186 = llvm.getelementptr %885[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2185, %2186 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2187 = llvm.add %1410, %30 overflow<nsw> : i32
      %2188 = llvm.add %1409, %18 overflow<nsw> : i32
      %2189 = llvm.icmp "slt" %2187, %36 : i32
      %2190 = llvm.icmp "slt" %2188, %44 : i32
      %2191 = llvm.and %2189, %2190 : i1
      llvm.cond_br %2191, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2192 = llvm.getelementptr %56[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2193 = llvm.load %2192 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2194 = llvm.getelementptr %885[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2193, %2194 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2195 = llvm.add %1410, %30 overflow<nsw> : i32
      %2196 = llvm.add %1409, %2 overflow<nsw> : i32
      %2197 = llvm.icmp "slt" %2195, %36 : i32
      %2198 = llvm.icmp "slt" %2196, %44 : i32
      %2199 = llvm.and %2197, %2198 : i1
      llvm.cond_br %2199, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2200 = llvm.getelementptr %56[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2201 = llvm.load %2200 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2202 = llvm.getelementptr %885[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2201, %2202 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2203 = llvm.add %1410, %11 overflow<nsw> : i32
      %2204 = llvm.add %1409, %18 overflow<nsw> : i32
      %2205 = llvm.icmp "slt" %2203, %36 : i32
      %2206 = llvm.icmp "slt" %2204, %44 : i32
      %2207 = llvm.and %2205, %2206 : i1
      llvm.cond_br %2207, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2208 = llvm.getelementptr %56[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2209 = llvm.load %2208 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2210 = llvm.getelementptr %885[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2209, %2210 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2211 = llvm.add %1410, %11 overflow<nsw> : i32
      %2212 = llvm.add %1409, %2 overflow<nsw> : i32
      %2213 = llvm.icmp "slt" %2211, %36 : i32
      %2214 = llvm.icmp "slt" %2212, %44 : i32
      %2215 = llvm.and %2213, %2214 : i1
      llvm.cond_br %2215, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2216 = llvm.getelementptr %56[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2217 = llvm.load %2216 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2218 = llvm.getelementptr %885[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2217, %2218 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2219 = llvm.add %1410, %52 overflow<nsw> : i32
      %2220 = llvm.add %1409, %18 overflow<nsw> : i32
      %2221 = llvm.icmp "slt" %2219, %36 : i32
      %2222 = llvm.icmp "slt" %2220, %44 : i32
      %2223 = llvm.and %2221, %2222 : i1
      llvm.cond_br %2223, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2224 = llvm.getelementptr %56[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2225 = llvm.load %2224 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2226 = llvm.getelementptr %885[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2225, %2226 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2227 = llvm.add %1410, %52 overflow<nsw> : i32
      %2228 = llvm.add %1409, %2 overflow<nsw> : i32
      %2229 = llvm.icmp "slt" %2227, %36 : i32
      %2230 = llvm.icmp "slt" %2228, %44 : i32
      %2231 = llvm.and %2229, %2230 : i1
      llvm.cond_br %2231, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2232 = llvm.getelementptr %56[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2233 = llvm.load %2232 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2234 = llvm.getelementptr %885[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2233, %2234 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2235 = llvm.add %1410, %44 overflow<nsw> : i32
      %2236 = llvm.add %1409, %18 overflow<nsw> : i32
      %2237 = llvm.icmp "slt" %2235, %36 : i32
      %2238 = llvm.icmp "slt" %2236, %44 : i32
      %2239 = llvm.and %2237, %2238 : i1
      llvm.cond_br %2239, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2240 = llvm.getelementptr %56[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2241 = llvm.load %2240 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2242 = llvm.getelementptr %885[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2241, %2242 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2243 = llvm.add %1410, %44 overflow<nsw> : i32
      %2244 = llvm.add %1409, %2 overflow<nsw> : i32
      %2245 = llvm.icmp "slt" %2243, %36 : i32
      %2246 = llvm.icmp "slt" %2244, %44 : i32
      %2247 = llvm.and %2245, %2246 : i1
      llvm.cond_br %2247, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2248 = llvm.getelementptr %56[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2249 = llvm.load %2248 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2250 = llvm.getelementptr %885[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2249, %2250 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2251 = llvm.add %1410, %18 overflow<nsw> : i32
      %2252 = llvm.add %1409, %18 overflow<nsw> : i32
      %2253 = llvm.icmp "slt" %2251, %36 : i32
      %2254 = llvm.icmp "slt" %2252, %44 : i32
      %2255 = llvm.and %2253, %2254 : i1
      llvm.cond_br %2255, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2256 = llvm.getelementptr %56[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2257 = llvm.load %2256 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2258 = llvm.getelementptr %885[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2257, %2258 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2259 = llvm.add %1410, %18 overflow<nsw> : i32
      %2260 = llvm.add %1409, %2 overflow<nsw> : i32
      %2261 = llvm.icmp "slt" %2259, %36 : i32
      %2262 = llvm.icmp "slt" %2260, %44 : i32
      %2263 = llvm.and %2261, %2262 : i1
      llvm.cond_br %2263, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2264 = llvm.getelementptr %56[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2265 = llvm.load %2264 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2266 = llvm.getelementptr %885[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2265, %2266 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2267 = llvm.add %1410, %10 overflow<nsw> : i32
      %2268 = llvm.add %1409, %18 overflow<nsw> : i32
      %2269 = llvm.icmp "slt" %2267, %36 : i32
      %2270 = llvm.icmp "slt" %2268, %44 : i32
      %2271 = llvm.and %2269, %2270 : i1
      llvm.cond_br %2271, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2272 = llvm.getelementptr %56[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2273 = llvm.load %2272 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2274 = llvm.getelementptr %885[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2273, %2274 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2275 = llvm.add %1410, %10 overflow<nsw> : i32
      %2276 = llvm.add %1409, %2 overflow<nsw> : i32
      %2277 = llvm.icmp "slt" %2275, %36 : i32
      %2278 = llvm.icmp "slt" %2276, %44 : i32
      %2279 = llvm.and %2277, %2278 : i1
      llvm.cond_br %2279, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2280 = llvm.getelementptr %56[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2281 = llvm.load %2280 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2282 = llvm.getelementptr %885[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2281, %2282 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2283 = llvm.add %1409, %1 overflow<nsw> : i32
      %2284 = llvm.icmp "slt" %1410, %36 : i32
      %2285 = llvm.icmp "slt" %2283, %44 : i32
      %2286 = llvm.and %2284, %2285 : i1
      llvm.cond_br %2286, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2287 = llvm.getelementptr %56[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2288 = llvm.load %2287 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2289 = llvm.getelementptr %885[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2288, %2289 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2290 = llvm.add %1409, %0 overflow<nsw> : i32
      %2291 = llvm.icmp "slt" %1410, %36 : i32
      %2292 = llvm.icmp "slt" %2290, %44 : i32
      %2293 = llvm.and %2291, %2292 : i1
      llvm.cond_br %2293, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2294 = llvm.getelementptr %56[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2295 = llvm.load %2294 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2296 = llvm.getelementptr %885[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2295, %2296 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2297 = llvm.add %1410, %53 overflow<nsw> : i32
      %2298 = llvm.add %1409, %1 overflow<nsw> : i32
      %2299 = llvm.icmp "slt" %2297, %36 : i32
      %2300 = llvm.icmp "slt" %2298, %44 : i32
      %2301 = llvm.and %2299, %2300 : i1
      llvm.cond_br %2301, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2302 = llvm.getelementptr %56[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2303 = llvm.load %2302 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2304 = llvm.getelementptr %885[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2303, %2304 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2305 = llvm.add %1410, %53 overflow<nsw> : i32
      %2306 = llvm.add %1409, %0 overflow<nsw> : i32
      %2307 = llvm.icmp "slt" %2305, %36 : i32
      %2308 = llvm.icmp "slt" %2306, %44 : i32
      %2309 = llvm.and %2307, %2308 : i1
      llvm.cond_br %2309, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2310 = llvm.getelementptr %56[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2311 = llvm.load %2310 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2312 = llvm.getelementptr %885[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2311, %2312 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2313 = llvm.add %1410, %30 overflow<nsw> : i32
      %2314 = llvm.add %1409, %1 overflow<nsw> : i32
      %2315 = llvm.icmp "slt" %2313, %36 : i32
      %2316 = llvm.icmp "slt" %2314, %44 : i32
      %2317 = llvm.and %2315, %2316 : i1
      llvm.cond_br %2317, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2318 = llvm.getelementptr %56[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2319 = llvm.load %2318 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2320 = llvm.getelementptr %885[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2319, %2320 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2321 = llvm.add %1410, %30 overflow<nsw> : i32
      %2322 = llvm.add %1409, %0 overflow<nsw> : i32
      %2323 = llvm.icmp "slt" %2321, %36 : i32
      %2324 = llvm.icmp "slt" %2322, %44 : i32
      %2325 = llvm.and %2323, %2324 : i1
      llvm.cond_br %2325, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2326 = llvm.getelementptr %56[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2327 = llvm.load %2326 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2328 = llvm.getelementptr %885[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2327, %2328 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2329 = llvm.add %1410, %11 overflow<nsw> : i32
      %2330 = llvm.add %1409, %1 overflow<nsw> : i32
      %2331 = llvm.icmp "slt" %2329, %36 : i32
      %2332 = llvm.icmp "slt" %2330, %44 : i32
      %2333 = llvm.and %2331, %2332 : i1
      llvm.cond_br %2333, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2334 = llvm.getelementptr %56[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2335 = llvm.load %2334 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2336 = llvm.getelementptr %885[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2335, %2336 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2337 = llvm.add %1410, %11 overflow<nsw> : i32
      %2338 = llvm.add %1409, %0 overflow<nsw> : i32
      %2339 = llvm.icmp "slt" %2337, %36 : i32
      %2340 = llvm.icmp "slt" %2338, %44 : i32
      %2341 = llvm.and %2339, %2340 : i1
      llvm.cond_br %2341, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2342 = llvm.getelementptr %56[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2343 = llvm.load %2342 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2344 = llvm.getelementptr %885[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2343, %2344 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2345 = llvm.add %1410, %52 overflow<nsw> : i32
      %2346 = llvm.add %1409, %1 overflow<nsw> : i32
      %2347 = llvm.icmp "slt" %2345, %36 : i32
      %2348 = llvm.icmp "slt" %2346, %44 : i32
      %2349 = llvm.and %2347, %2348 : i1
      llvm.cond_br %2349, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2350 = llvm.getelementptr %56[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2351 = llvm.load %2350 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2352 = llvm.getelementptr %885[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2351, %2352 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2353 = llvm.add %1410, %52 overflow<nsw> : i32
      %2354 = llvm.add %1409, %0 overflow<nsw> : i32
      %2355 = llvm.icmp "slt" %2353, %36 : i32
      %2356 = llvm.icmp "slt" %2354, %44 : i32
      %2357 = llvm.and %2355, %2356 : i1
      llvm.cond_br %2357, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2358 = llvm.getelementptr %56[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2359 = llvm.load %2358 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2360 = llvm.getelementptr %885[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2359, %2360 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2361 = llvm.add %1410, %44 overflow<nsw> : i32
      %2362 = llvm.add %1409, %1 overflow<nsw> : i32
      %2363 = llvm.icmp "slt" %2361, %36 : i32
      %2364 = llvm.icmp "slt" %2362, %44 : i32
      %2365 = llvm.and %2363, %2364 : i1
      llvm.cond_br %2365, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2366 = llvm.getelementptr %56[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2367 = llvm.load %2366 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2368 = llvm.getelementptr %885[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2367, %2368 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2369 = llvm.add %1410, %44 overflow<nsw> : i32
      %2370 = llvm.add %1409, %0 overflow<nsw> : i32
      %2371 = llvm.icmp "slt" %2369, %36 : i32
      %2372 = llvm.icmp "slt" %2370, %44 : i32
      %2373 = llvm.and %2371, %2372 : i1
      llvm.cond_br %2373, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2374 = llvm.getelementptr %56[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2375 = llvm.load %2374 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2376 = llvm.getelementptr %885[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2375, %2376 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2377 = llvm.add %1410, %18 overflow<nsw> : i32
      %2378 = llvm.add %1409, %1 overflow<nsw> : i32
      %2379 = llvm.icmp "slt" %2377, %36 : i32
      %2380 = llvm.icmp "slt" %2378, %44 : i32
      %2381 = llvm.and %2379, %2380 : i1
      llvm.cond_br %2381, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2382 = llvm.getelementptr %56[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2383 = llvm.load %2382 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2384 = llvm.getelementptr %885[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2383, %2384 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2385 = llvm.add %1410, %18 overflow<nsw> : i32
      %2386 = llvm.add %1409, %0 overflow<nsw> : i32
      %2387 = llvm.icmp "slt" %2385, %36 : i32
      %2388 = llvm.icmp "slt" %2386, %44 : i32
      %2389 = llvm.and %2387, %2388 : i1
      llvm.cond_br %2389, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2390 = llvm.getelementptr %56[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2391 = llvm.load %2390 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2392 = llvm.getelementptr %885[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2391, %2392 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2393 = llvm.add %1410, %10 overflow<nsw> : i32
      %2394 = llvm.add %1409, %1 overflow<nsw> : i32
      %2395 = llvm.icmp "slt" %2393, %36 : i32
      %2396 = llvm.icmp "slt" %2394, %44 : i32
      %2397 = llvm.and %2395, %2396 : i1
      llvm.cond_br %2397, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2398 = llvm.getelementptr %56[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2399 = llvm.load %2398 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2400 = llvm.getelementptr %885[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2399, %2400 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2401 = llvm.add %1410, %10 overflow<nsw> : i32
      %2402 = llvm.add %1409, %0 overflow<nsw> : i32
      %2403 = llvm.icmp "slt" %2401, %36 : i32
      %2404 = llvm.icmp "slt" %2402, %44 : i32
      %2405 = llvm.and %2403, %2404 : i1
      llvm.cond_br %2405, ^bb391, ^bb392
    ^bb391:  // pred: ^bb390
      %2406 = llvm.getelementptr %56[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2407 = llvm.load %2406 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2408 = llvm.getelementptr %885[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.store %2407, %2408 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
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
