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
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.undef : vector<4xi32>
      %5 = llvm.mlir.constant(49 : i32) : i32
      %6 = llvm.mlir.constant(33 : i32) : i32
      %7 = llvm.mlir.constant(17 : i32) : i32
      %8 = llvm.mlir.constant(104 : i32) : i32
      %9 = llvm.mlir.constant(40 : i32) : i32
      %10 = llvm.mlir.constant(2304 : i32) : i32
      %11 = llvm.mlir.constant(576 : i32) : i32
      %12 = llvm.mlir.constant(8192 : i32) : i32
      %13 = llvm.mlir.constant(7168 : i32) : i32
      %14 = llvm.mlir.constant(6144 : i32) : i32
      %15 = llvm.mlir.constant(5120 : i32) : i32
      %16 = llvm.mlir.constant(4096 : i32) : i32
      %17 = llvm.mlir.constant(3072 : i32) : i32
      %18 = llvm.mlir.constant(2048 : i32) : i32
      %19 = llvm.mlir.constant(112 : i32) : i32
      %20 = llvm.mlir.constant(96 : i32) : i32
      %21 = llvm.mlir.constant(80 : i32) : i32
      %22 = llvm.mlir.constant(48 : i32) : i32
      %23 = llvm.mlir.constant(20184 : i32) : i32
      %24 = llvm.mlir.constant(15 : i32) : i32
      %25 = llvm.mlir.constant(225 : i32) : i32
      %26 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %27 = llvm.mlir.constant(9216 : i32) : i32
      %28 = llvm.mlir.constant(-1 : i32) : i32
      %29 = llvm.mlir.constant(false) : i1
      %30 = llvm.mlir.constant(4 : i32) : i32
      %31 = llvm.mlir.constant(696 : i32) : i32
      %32 = llvm.mlir.constant(24 : i32) : i32
      %33 = llvm.mlir.constant(512 : i32) : i32
      %34 = llvm.mlir.constant(448 : i32) : i32
      %35 = llvm.mlir.constant(450 : i32) : i32
      %36 = llvm.mlir.constant(0 : i8) : i8
      %37 = llvm.mlir.constant(216 : i32) : i32
      %38 = llvm.mlir.constant(29 : i32) : i32
      %39 = llvm.mlir.constant(-16 : i64) : i64
      %40 = llvm.mlir.constant(72 : i32) : i32
      %41 = llvm.mlir.constant(32 : i32) : i32
      %42 = llvm.mlir.constant(1152 : i32) : i32
      %43 = llvm.mlir.constant(1024 : i32) : i32
      %44 = llvm.mlir.constant(-16 : i32) : i32
      %45 = llvm.mlir.constant(256 : i32) : i32
      %46 = llvm.mlir.constant(-32 : i32) : i32
      %47 = llvm.mlir.constant(0 : i32) : i32
      %48 = llvm.mlir.constant(2 : i32) : i32
      %49 = llvm.mlir.constant(3 : i32) : i32
      %50 = llvm.mlir.constant(15 : i64) : i64
      %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
      %52 = llvm.mlir.constant(dense<0.000000e+00> : vector<64xf32>) : vector<64xf32>
      %53 = llvm.mlir.constant(16 : i32) : i32
      %54 = llvm.mlir.constant(8 : i32) : i32
      %55 = llvm.mlir.constant(128 : i32) : i32
      %56 = llvm.mlir.constant(64 : i32) : i32
      %57 = llvm.mlir.constant(1 : i32) : i32
      %58 = llvm.alloca %56 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %56 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %56 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %55 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %53 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %54 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %66 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %67 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %68 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %69 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %70 = llvm.sdiv %69, %53 : i32
      %71 = llvm.mul %70, %53 : i32
      %72 = llvm.icmp "ne" %69, %71 : i32
      %73 = llvm.icmp "slt" %69, %47 : i32
      %74 = llvm.icmp "ne" %73, %29 : i1
      %75 = llvm.and %72, %74 : i1
      %76 = llvm.add %70, %28 : i32
      %77 = llvm.select %75, %76, %70 : i1, i32
      %78 = llvm.mul %77, %54 : i32
      %79 = llvm.sub %30, %78 : i32
      %80 = llvm.icmp "slt" %79, %54 : i32
      %81 = llvm.select %80, %79, %54 : i1, i32
      %82 = llvm.mul %77, %53 : i32
      %83 = llvm.sub %69, %82 : i32
      %84 = llvm.srem %83, %81 : i32
      %85 = llvm.add %78, %84 : i32
      %86 = llvm.sdiv %83, %81 : i32
      %87 = llvm.mul %86, %81 : i32
      %88 = llvm.icmp "ne" %83, %87 : i32
      %89 = llvm.icmp "slt" %83, %47 : i32
      %90 = llvm.icmp "slt" %81, %47 : i32
      %91 = llvm.icmp "ne" %89, %90 : i1
      %92 = llvm.and %88, %91 : i1
      %93 = llvm.add %86, %28 : i32
      %94 = llvm.select %92, %93, %86 : i1, i32
      %95 = llvm.mul %arg3, %31 : i32
      %96 = llvm.mul %arg4, %32 : i32
      %97 = llvm.mul %arg8, %32 : i32
      %98 = llvm.mul %arg7, %31 : i32
      %99 = llvm.mul %arg5, %31 : i32
      %100 = llvm.mul %arg6, %32 : i32
      %101 = llvm.add %99, %100 : i32
      %102 = llvm.mul %85, %27 : i32
      %103 = llvm.mul %94, %56 : i32
      %104 = llvm.add %102, %103 : i32
      %105 = llvm.getelementptr %67[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %106 = llvm.mul %85, %55 : i32
      %107 = llvm.getelementptr %26[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %108 = llvm.sdiv %68, %54 : i32
      %109 = llvm.srem %68, %54 : i32
      %110 = llvm.mul %109, %54 : i32
      %111 = llvm.srem %108, %54 : i32
      %112 = llvm.mul %111, %56 : i32
      %113 = llvm.add %110, %112 : i32
      %114 = llvm.sdiv %108, %54 : i32
      %115 = llvm.mul %114, %33 : i32
      %116 = llvm.and %113, %34 : i32
      %117 = llvm.ashr %116, %49 : i32
      %118 = llvm.xor %113, %117 : i32
      %119 = llvm.add %118, %115 : i32
      %120 = llvm.getelementptr %26[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %121 = llvm.getelementptr %107[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %122 = llvm.add %106, %108 : i32
      %123 = llvm.sdiv %122, %25 : i32
      %124 = llvm.mul %123, %25 : i32
      %125 = llvm.sub %122, %124 : i32
      %126 = llvm.sdiv %125, %24 : i32
      %127 = llvm.mul %126, %24 : i32
      %128 = llvm.sub %125, %127 : i32
      %129 = llvm.mul %123, %23 : i32
      %130 = llvm.mul %126, %95 : i32
      %131 = llvm.add %129, %130 : i32
      %132 = llvm.mul %128, %96 : i32
      %133 = llvm.add %131, %132 : i32
      %134 = llvm.sub %133, %101 : i32
      %135 = llvm.ptrtoint %64 : !llvm.ptr to i64
      %136 = llvm.inttoptr %135 : i64 to !llvm.ptr
      llvm.store %134, %136 {alignment = 32 : i64} : i32, !llvm.ptr
      %137 = llvm.mul %126, %arg3 : i32
      %138 = llvm.sub %137, %arg5 : i32
      %139 = llvm.ptrtoint %63 : !llvm.ptr to i64
      %140 = llvm.inttoptr %139 : i64 to !llvm.ptr
      llvm.store %138, %140 {alignment = 32 : i64} : i32, !llvm.ptr
      %141 = llvm.mul %128, %arg4 : i32
      %142 = llvm.sub %141, %arg6 : i32
      %143 = llvm.getelementptr %63[8] : (!llvm.ptr) -> !llvm.ptr, i32
      %144 = llvm.ptrtoint %143 : !llvm.ptr to i64
      %145 = llvm.inttoptr %144 : i64 to !llvm.ptr
      llvm.store %142, %145 {alignment = 32 : i64} : i32, !llvm.ptr
      %146 = llvm.icmp "slt" %122, %35 : i32
      %147 = llvm.zext %146 : i1 to i8
      %148 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %149 = llvm.inttoptr %148 : i64 to !llvm.ptr
      llvm.store %147, %149 {alignment = 32 : i64} : i8, !llvm.ptr
      %150 = llvm.add %108, %53 : i32
      %151 = llvm.add %106, %150 : i32
      %152 = llvm.sdiv %151, %25 : i32
      %153 = llvm.mul %152, %25 : i32
      %154 = llvm.sub %151, %153 : i32
      %155 = llvm.sdiv %154, %24 : i32
      %156 = llvm.mul %155, %24 : i32
      %157 = llvm.sub %154, %156 : i32
      %158 = llvm.mul %152, %23 : i32
      %159 = llvm.mul %155, %95 : i32
      %160 = llvm.add %158, %159 : i32
      %161 = llvm.mul %157, %96 : i32
      %162 = llvm.add %160, %161 : i32
      %163 = llvm.sub %162, %101 : i32
      %164 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
      %166 = llvm.inttoptr %165 : i64 to !llvm.ptr
      llvm.store %163, %166 {alignment = 4 : i64} : i32, !llvm.ptr
      %167 = llvm.mul %155, %arg3 : i32
      %168 = llvm.sub %167, %arg5 : i32
      %169 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %170 = llvm.ptrtoint %169 : !llvm.ptr to i64
      %171 = llvm.inttoptr %170 : i64 to !llvm.ptr
      llvm.store %168, %171 {alignment = 4 : i64} : i32, !llvm.ptr
      %172 = llvm.mul %157, %arg4 : i32
      %173 = llvm.sub %172, %arg6 : i32
      %174 = llvm.getelementptr %63[9] : (!llvm.ptr) -> !llvm.ptr, i32
      %175 = llvm.ptrtoint %174 : !llvm.ptr to i64
      %176 = llvm.inttoptr %175 : i64 to !llvm.ptr
      llvm.store %173, %176 {alignment = 4 : i64} : i32, !llvm.ptr
      %177 = llvm.icmp "slt" %151, %35 : i32
      %178 = llvm.zext %177 : i1 to i8
      %179 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %180 = llvm.ptrtoint %179 : !llvm.ptr to i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr
      llvm.store %178, %181 {alignment = 1 : i64} : i8, !llvm.ptr
      %182 = llvm.add %108, %41 : i32
      %183 = llvm.add %106, %182 : i32
      %184 = llvm.sdiv %183, %25 : i32
      %185 = llvm.mul %184, %25 : i32
      %186 = llvm.sub %183, %185 : i32
      %187 = llvm.sdiv %186, %24 : i32
      %188 = llvm.mul %187, %24 : i32
      %189 = llvm.sub %186, %188 : i32
      %190 = llvm.mul %184, %23 : i32
      %191 = llvm.mul %187, %95 : i32
      %192 = llvm.add %190, %191 : i32
      %193 = llvm.mul %189, %96 : i32
      %194 = llvm.add %192, %193 : i32
      %195 = llvm.sub %194, %101 : i32
      %196 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %197 = llvm.ptrtoint %196 : !llvm.ptr to i64
      %198 = llvm.inttoptr %197 : i64 to !llvm.ptr
      llvm.store %195, %198 {alignment = 8 : i64} : i32, !llvm.ptr
      %199 = llvm.mul %187, %arg3 : i32
      %200 = llvm.sub %199, %arg5 : i32
      %201 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %202 = llvm.ptrtoint %201 : !llvm.ptr to i64
      %203 = llvm.inttoptr %202 : i64 to !llvm.ptr
      llvm.store %200, %203 {alignment = 8 : i64} : i32, !llvm.ptr
      %204 = llvm.mul %189, %arg4 : i32
      %205 = llvm.sub %204, %arg6 : i32
      %206 = llvm.getelementptr %63[10] : (!llvm.ptr) -> !llvm.ptr, i32
      %207 = llvm.ptrtoint %206 : !llvm.ptr to i64
      %208 = llvm.inttoptr %207 : i64 to !llvm.ptr
      llvm.store %205, %208 {alignment = 8 : i64} : i32, !llvm.ptr
      %209 = llvm.icmp "slt" %183, %35 : i32
      %210 = llvm.zext %209 : i1 to i8
      %211 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %212 = llvm.ptrtoint %211 : !llvm.ptr to i64
      %213 = llvm.inttoptr %212 : i64 to !llvm.ptr
      llvm.store %210, %213 {alignment = 2 : i64} : i8, !llvm.ptr
      %214 = llvm.add %108, %22 : i32
      %215 = llvm.add %106, %214 : i32
      %216 = llvm.sdiv %215, %25 : i32
      %217 = llvm.mul %216, %25 : i32
      %218 = llvm.sub %215, %217 : i32
      %219 = llvm.sdiv %218, %24 : i32
      %220 = llvm.mul %219, %24 : i32
      %221 = llvm.sub %218, %220 : i32
      %222 = llvm.mul %216, %23 : i32
      %223 = llvm.mul %219, %95 : i32
      %224 = llvm.add %222, %223 : i32
      %225 = llvm.mul %221, %96 : i32
      %226 = llvm.add %224, %225 : i32
      %227 = llvm.sub %226, %101 : i32
      %228 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %229 = llvm.ptrtoint %228 : !llvm.ptr to i64
      %230 = llvm.inttoptr %229 : i64 to !llvm.ptr
      llvm.store %227, %230 {alignment = 4 : i64} : i32, !llvm.ptr
      %231 = llvm.mul %219, %arg3 : i32
      %232 = llvm.sub %231, %arg5 : i32
      %233 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %234 = llvm.ptrtoint %233 : !llvm.ptr to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr
      llvm.store %232, %235 {alignment = 4 : i64} : i32, !llvm.ptr
      %236 = llvm.mul %221, %arg4 : i32
      %237 = llvm.sub %236, %arg6 : i32
      %238 = llvm.getelementptr %63[11] : (!llvm.ptr) -> !llvm.ptr, i32
      %239 = llvm.ptrtoint %238 : !llvm.ptr to i64
      %240 = llvm.inttoptr %239 : i64 to !llvm.ptr
      llvm.store %237, %240 {alignment = 4 : i64} : i32, !llvm.ptr
      %241 = llvm.icmp "slt" %215, %35 : i32
      %242 = llvm.zext %241 : i1 to i8
      %243 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %244 = llvm.ptrtoint %243 : !llvm.ptr to i64
      %245 = llvm.inttoptr %244 : i64 to !llvm.ptr
      llvm.store %242, %245 {alignment = 1 : i64} : i8, !llvm.ptr
      %246 = llvm.add %108, %56 : i32
      %247 = llvm.add %106, %246 : i32
      %248 = llvm.sdiv %247, %25 : i32
      %249 = llvm.mul %248, %25 : i32
      %250 = llvm.sub %247, %249 : i32
      %251 = llvm.sdiv %250, %24 : i32
      %252 = llvm.mul %251, %24 : i32
      %253 = llvm.sub %250, %252 : i32
      %254 = llvm.mul %248, %23 : i32
      %255 = llvm.mul %251, %95 : i32
      %256 = llvm.add %254, %255 : i32
      %257 = llvm.mul %253, %96 : i32
      %258 = llvm.add %256, %257 : i32
      %259 = llvm.sub %258, %101 : i32
      %260 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %261 = llvm.ptrtoint %260 : !llvm.ptr to i64
      %262 = llvm.inttoptr %261 : i64 to !llvm.ptr
      llvm.store %259, %262 {alignment = 16 : i64} : i32, !llvm.ptr
      %263 = llvm.mul %251, %arg3 : i32
      %264 = llvm.sub %263, %arg5 : i32
      %265 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %266 = llvm.ptrtoint %265 : !llvm.ptr to i64
      %267 = llvm.inttoptr %266 : i64 to !llvm.ptr
      llvm.store %264, %267 {alignment = 16 : i64} : i32, !llvm.ptr
      %268 = llvm.mul %253, %arg4 : i32
      %269 = llvm.sub %268, %arg6 : i32
      %270 = llvm.getelementptr %63[12] : (!llvm.ptr) -> !llvm.ptr, i32
      %271 = llvm.ptrtoint %270 : !llvm.ptr to i64
      %272 = llvm.inttoptr %271 : i64 to !llvm.ptr
      llvm.store %269, %272 {alignment = 16 : i64} : i32, !llvm.ptr
      %273 = llvm.icmp "slt" %247, %35 : i32
      %274 = llvm.zext %273 : i1 to i8
      %275 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %276 = llvm.ptrtoint %275 : !llvm.ptr to i64
      %277 = llvm.inttoptr %276 : i64 to !llvm.ptr
      llvm.store %274, %277 {alignment = 4 : i64} : i8, !llvm.ptr
      %278 = llvm.add %108, %21 : i32
      %279 = llvm.add %106, %278 : i32
      %280 = llvm.sdiv %279, %25 : i32
      %281 = llvm.mul %280, %25 : i32
      %282 = llvm.sub %279, %281 : i32
      %283 = llvm.sdiv %282, %24 : i32
      %284 = llvm.mul %283, %24 : i32
      %285 = llvm.sub %282, %284 : i32
      %286 = llvm.mul %280, %23 : i32
      %287 = llvm.mul %283, %95 : i32
      %288 = llvm.add %286, %287 : i32
      %289 = llvm.mul %285, %96 : i32
      %290 = llvm.add %288, %289 : i32
      %291 = llvm.sub %290, %101 : i32
      %292 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %293 = llvm.ptrtoint %292 : !llvm.ptr to i64
      %294 = llvm.inttoptr %293 : i64 to !llvm.ptr
      llvm.store %291, %294 {alignment = 4 : i64} : i32, !llvm.ptr
      %295 = llvm.mul %283, %arg3 : i32
      %296 = llvm.sub %295, %arg5 : i32
      %297 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %298 = llvm.ptrtoint %297 : !llvm.ptr to i64
      %299 = llvm.inttoptr %298 : i64 to !llvm.ptr
      llvm.store %296, %299 {alignment = 4 : i64} : i32, !llvm.ptr
      %300 = llvm.mul %285, %arg4 : i32
      %301 = llvm.sub %300, %arg6 : i32
      %302 = llvm.getelementptr %63[13] : (!llvm.ptr) -> !llvm.ptr, i32
      %303 = llvm.ptrtoint %302 : !llvm.ptr to i64
      %304 = llvm.inttoptr %303 : i64 to !llvm.ptr
      llvm.store %301, %304 {alignment = 4 : i64} : i32, !llvm.ptr
      %305 = llvm.icmp "slt" %279, %35 : i32
      %306 = llvm.zext %305 : i1 to i8
      %307 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %308 = llvm.ptrtoint %307 : !llvm.ptr to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr
      llvm.store %306, %309 {alignment = 1 : i64} : i8, !llvm.ptr
      %310 = llvm.add %108, %20 : i32
      %311 = llvm.add %106, %310 : i32
      %312 = llvm.sdiv %311, %25 : i32
      %313 = llvm.mul %312, %25 : i32
      %314 = llvm.sub %311, %313 : i32
      %315 = llvm.sdiv %314, %24 : i32
      %316 = llvm.mul %315, %24 : i32
      %317 = llvm.sub %314, %316 : i32
      %318 = llvm.mul %312, %23 : i32
      %319 = llvm.mul %315, %95 : i32
      %320 = llvm.add %318, %319 : i32
      %321 = llvm.mul %317, %96 : i32
      %322 = llvm.add %320, %321 : i32
      %323 = llvm.sub %322, %101 : i32
      %324 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %325 = llvm.ptrtoint %324 : !llvm.ptr to i64
      %326 = llvm.inttoptr %325 : i64 to !llvm.ptr
      llvm.store %323, %326 {alignment = 8 : i64} : i32, !llvm.ptr
      %327 = llvm.mul %315, %arg3 : i32
      %328 = llvm.sub %327, %arg5 : i32
      %329 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %330 = llvm.ptrtoint %329 : !llvm.ptr to i64
      %331 = llvm.inttoptr %330 : i64 to !llvm.ptr
      llvm.store %328, %331 {alignment = 8 : i64} : i32, !llvm.ptr
      %332 = llvm.mul %317, %arg4 : i32
      %333 = llvm.sub %332, %arg6 : i32
      %334 = llvm.getelementptr %63[14] : (!llvm.ptr) -> !llvm.ptr, i32
      %335 = llvm.ptrtoint %334 : !llvm.ptr to i64
      %336 = llvm.inttoptr %335 : i64 to !llvm.ptr
      llvm.store %333, %336 {alignment = 8 : i64} : i32, !llvm.ptr
      %337 = llvm.icmp "slt" %311, %35 : i32
      %338 = llvm.zext %337 : i1 to i8
      %339 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %340 = llvm.ptrtoint %339 : !llvm.ptr to i64
      %341 = llvm.inttoptr %340 : i64 to !llvm.ptr
      llvm.store %338, %341 {alignment = 2 : i64} : i8, !llvm.ptr
      %342 = llvm.add %108, %19 : i32
      %343 = llvm.add %106, %342 : i32
      %344 = llvm.sdiv %343, %25 : i32
      %345 = llvm.mul %344, %25 : i32
      %346 = llvm.sub %343, %345 : i32
      %347 = llvm.sdiv %346, %24 : i32
      %348 = llvm.mul %347, %24 : i32
      %349 = llvm.sub %346, %348 : i32
      %350 = llvm.mul %344, %23 : i32
      %351 = llvm.mul %347, %95 : i32
      %352 = llvm.add %350, %351 : i32
      %353 = llvm.mul %349, %96 : i32
      %354 = llvm.add %352, %353 : i32
      %355 = llvm.sub %354, %101 : i32
      %356 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %357 = llvm.ptrtoint %356 : !llvm.ptr to i64
      %358 = llvm.inttoptr %357 : i64 to !llvm.ptr
      llvm.store %355, %358 {alignment = 4 : i64} : i32, !llvm.ptr
      %359 = llvm.mul %347, %arg3 : i32
      %360 = llvm.sub %359, %arg5 : i32
      %361 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %362 = llvm.ptrtoint %361 : !llvm.ptr to i64
      %363 = llvm.inttoptr %362 : i64 to !llvm.ptr
      llvm.store %360, %363 {alignment = 4 : i64} : i32, !llvm.ptr
      %364 = llvm.mul %349, %arg4 : i32
      %365 = llvm.sub %364, %arg6 : i32
      %366 = llvm.getelementptr %63[15] : (!llvm.ptr) -> !llvm.ptr, i32
      %367 = llvm.ptrtoint %366 : !llvm.ptr to i64
      %368 = llvm.inttoptr %367 : i64 to !llvm.ptr
      llvm.store %365, %368 {alignment = 4 : i64} : i32, !llvm.ptr
      %369 = llvm.icmp "slt" %343, %35 : i32
      %370 = llvm.zext %369 : i1 to i8
      %371 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %372 = llvm.ptrtoint %371 : !llvm.ptr to i64
      %373 = llvm.inttoptr %372 : i64 to !llvm.ptr
      llvm.store %370, %373 {alignment = 1 : i64} : i8, !llvm.ptr
      %374 = llvm.sdiv %110, %32 : i32
      %375 = llvm.mul %374, %32 : i32
      %376 = llvm.sub %110, %375 : i32
      %377 = llvm.sdiv %374, %49 : i32
      %378 = llvm.mul %377, %49 : i32
      %379 = llvm.sub %374, %378 : i32
      %380 = llvm.mul %379, %97 : i32
      %381 = llvm.add %376, %380 : i32
      %382 = llvm.mul %377, %98 : i32
      %383 = llvm.add %381, %382 : i32
      %384 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %385 = llvm.mul %377, %arg7 : i32
      %386 = llvm.add %384, %385 : i32
      %387 = llvm.load %145 {alignment = 32 : i64} : !llvm.ptr -> i32
      %388 = llvm.mul %379, %arg8 : i32
      %389 = llvm.add %387, %388 : i32
      %390 = llvm.load %149 {alignment = 32 : i64} : !llvm.ptr -> i8
      %391 = llvm.icmp "ne" %390, %36 : i8
      %392 = llvm.icmp "slt" %110, %37 : i32
      %393 = llvm.and %391, %392 : i1
      %394 = llvm.icmp "sge" %386, %47 : i32
      %395 = llvm.and %393, %394 : i1
      %396 = llvm.icmp "slt" %386, %38 : i32
      %397 = llvm.and %395, %396 : i1
      %398 = llvm.icmp "sge" %389, %47 : i32
      %399 = llvm.and %397, %398 : i1
      %400 = llvm.icmp "slt" %389, %38 : i32
      %401 = llvm.and %399, %400 : i1
      llvm.cond_br %401, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %402 = llvm.load %136 {alignment = 32 : i64} : !llvm.ptr -> i32
      %403 = llvm.add %402, %383 : i32
      %404 = llvm.getelementptr %65[%403] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %405 = llvm.ptrtoint %404 : !llvm.ptr<1> to i64
      %406 = llvm.add %405, %50 : i64
      %407 = llvm.and %406, %39 : i64
      %408 = llvm.inttoptr %407 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %120, %408, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %51, %120 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %409 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr -> i32
      %410 = llvm.add %409, %385 : i32
      %411 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %412 = llvm.add %411, %388 : i32
      %413 = llvm.getelementptr %120[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %414 = llvm.load %181 {alignment = 1 : i64} : !llvm.ptr -> i8
      %415 = llvm.icmp "ne" %414, %36 : i8
      %416 = llvm.and %415, %392 : i1
      %417 = llvm.icmp "sge" %410, %47 : i32
      %418 = llvm.and %416, %417 : i1
      %419 = llvm.icmp "slt" %410, %38 : i32
      %420 = llvm.and %418, %419 : i1
      %421 = llvm.icmp "sge" %412, %47 : i32
      %422 = llvm.and %420, %421 : i1
      %423 = llvm.icmp "slt" %412, %38 : i32
      %424 = llvm.and %422, %423 : i1
      llvm.cond_br %424, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %425 = llvm.load %166 {alignment = 4 : i64} : !llvm.ptr -> i32
      %426 = llvm.add %425, %383 : i32
      %427 = llvm.getelementptr %65[%426] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %428 = llvm.ptrtoint %427 : !llvm.ptr<1> to i64
      %429 = llvm.add %428, %50 : i64
      %430 = llvm.and %429, %39 : i64
      %431 = llvm.inttoptr %430 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %413, %431, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %51, %413 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %432 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr -> i32
      %433 = llvm.add %432, %385 : i32
      %434 = llvm.load %208 {alignment = 8 : i64} : !llvm.ptr -> i32
      %435 = llvm.add %434, %388 : i32
      %436 = llvm.getelementptr %120[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %437 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr -> i8
      %438 = llvm.icmp "ne" %437, %36 : i8
      %439 = llvm.and %438, %392 : i1
      %440 = llvm.icmp "sge" %433, %47 : i32
      %441 = llvm.and %439, %440 : i1
      %442 = llvm.icmp "slt" %433, %38 : i32
      %443 = llvm.and %441, %442 : i1
      %444 = llvm.icmp "sge" %435, %47 : i32
      %445 = llvm.and %443, %444 : i1
      %446 = llvm.icmp "slt" %435, %38 : i32
      %447 = llvm.and %445, %446 : i1
      llvm.cond_br %447, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %448 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i32
      %449 = llvm.add %448, %383 : i32
      %450 = llvm.getelementptr %65[%449] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %451 = llvm.ptrtoint %450 : !llvm.ptr<1> to i64
      %452 = llvm.add %451, %50 : i64
      %453 = llvm.and %452, %39 : i64
      %454 = llvm.inttoptr %453 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %436, %454, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %51, %436 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %455 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> i32
      %456 = llvm.add %455, %385 : i32
      %457 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr -> i32
      %458 = llvm.add %457, %388 : i32
      %459 = llvm.getelementptr %120[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %460 = llvm.load %245 {alignment = 1 : i64} : !llvm.ptr -> i8
      %461 = llvm.icmp "ne" %460, %36 : i8
      %462 = llvm.and %461, %392 : i1
      %463 = llvm.icmp "sge" %456, %47 : i32
      %464 = llvm.and %462, %463 : i1
      %465 = llvm.icmp "slt" %456, %38 : i32
      %466 = llvm.and %464, %465 : i1
      %467 = llvm.icmp "sge" %458, %47 : i32
      %468 = llvm.and %466, %467 : i1
      %469 = llvm.icmp "slt" %458, %38 : i32
      %470 = llvm.and %468, %469 : i1
      llvm.cond_br %470, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %471 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr -> i32
      %472 = llvm.add %471, %383 : i32
      %473 = llvm.getelementptr %65[%472] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %474 = llvm.ptrtoint %473 : !llvm.ptr<1> to i64
      %475 = llvm.add %474, %50 : i64
      %476 = llvm.and %475, %39 : i64
      %477 = llvm.inttoptr %476 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %459, %477, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %51, %459 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %478 = llvm.load %267 {alignment = 16 : i64} : !llvm.ptr -> i32
      %479 = llvm.add %478, %385 : i32
      %480 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr -> i32
      %481 = llvm.add %480, %388 : i32
      %482 = llvm.getelementptr %120[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %483 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr -> i8
      %484 = llvm.icmp "ne" %483, %36 : i8
      %485 = llvm.and %484, %392 : i1
      %486 = llvm.icmp "sge" %479, %47 : i32
      %487 = llvm.and %485, %486 : i1
      %488 = llvm.icmp "slt" %479, %38 : i32
      %489 = llvm.and %487, %488 : i1
      %490 = llvm.icmp "sge" %481, %47 : i32
      %491 = llvm.and %489, %490 : i1
      %492 = llvm.icmp "slt" %481, %38 : i32
      %493 = llvm.and %491, %492 : i1
      llvm.cond_br %493, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %494 = llvm.load %262 {alignment = 16 : i64} : !llvm.ptr -> i32
      %495 = llvm.add %494, %383 : i32
      %496 = llvm.getelementptr %65[%495] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %497 = llvm.ptrtoint %496 : !llvm.ptr<1> to i64
      %498 = llvm.add %497, %50 : i64
      %499 = llvm.and %498, %39 : i64
      %500 = llvm.inttoptr %499 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %482, %500, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %51, %482 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %501 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> i32
      %502 = llvm.add %501, %385 : i32
      %503 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> i32
      %504 = llvm.add %503, %388 : i32
      %505 = llvm.getelementptr %120[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %506 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %507 = llvm.icmp "ne" %506, %36 : i8
      %508 = llvm.and %507, %392 : i1
      %509 = llvm.icmp "sge" %502, %47 : i32
      %510 = llvm.and %508, %509 : i1
      %511 = llvm.icmp "slt" %502, %38 : i32
      %512 = llvm.and %510, %511 : i1
      %513 = llvm.icmp "sge" %504, %47 : i32
      %514 = llvm.and %512, %513 : i1
      %515 = llvm.icmp "slt" %504, %38 : i32
      %516 = llvm.and %514, %515 : i1
      llvm.cond_br %516, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %517 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> i32
      %518 = llvm.add %517, %383 : i32
      %519 = llvm.getelementptr %65[%518] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %520 = llvm.ptrtoint %519 : !llvm.ptr<1> to i64
      %521 = llvm.add %520, %50 : i64
      %522 = llvm.and %521, %39 : i64
      %523 = llvm.inttoptr %522 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %505, %523, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %51, %505 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %524 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr -> i32
      %525 = llvm.add %524, %385 : i32
      %526 = llvm.load %336 {alignment = 8 : i64} : !llvm.ptr -> i32
      %527 = llvm.add %526, %388 : i32
      %528 = llvm.getelementptr %120[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %529 = llvm.load %341 {alignment = 2 : i64} : !llvm.ptr -> i8
      %530 = llvm.icmp "ne" %529, %36 : i8
      %531 = llvm.and %530, %392 : i1
      %532 = llvm.icmp "sge" %525, %47 : i32
      %533 = llvm.and %531, %532 : i1
      %534 = llvm.icmp "slt" %525, %38 : i32
      %535 = llvm.and %533, %534 : i1
      %536 = llvm.icmp "sge" %527, %47 : i32
      %537 = llvm.and %535, %536 : i1
      %538 = llvm.icmp "slt" %527, %38 : i32
      %539 = llvm.and %537, %538 : i1
      llvm.cond_br %539, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %540 = llvm.load %326 {alignment = 8 : i64} : !llvm.ptr -> i32
      %541 = llvm.add %540, %383 : i32
      %542 = llvm.getelementptr %65[%541] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %543 = llvm.ptrtoint %542 : !llvm.ptr<1> to i64
      %544 = llvm.add %543, %50 : i64
      %545 = llvm.and %544, %39 : i64
      %546 = llvm.inttoptr %545 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %528, %546, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %51, %528 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %547 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> i32
      %548 = llvm.add %547, %385 : i32
      %549 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> i32
      %550 = llvm.add %549, %388 : i32
      %551 = llvm.getelementptr %120[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %552 = llvm.load %373 {alignment = 1 : i64} : !llvm.ptr -> i8
      %553 = llvm.icmp "ne" %552, %36 : i8
      %554 = llvm.and %553, %392 : i1
      %555 = llvm.icmp "sge" %548, %47 : i32
      %556 = llvm.and %554, %555 : i1
      %557 = llvm.icmp "slt" %548, %38 : i32
      %558 = llvm.and %556, %557 : i1
      %559 = llvm.icmp "sge" %550, %47 : i32
      %560 = llvm.and %558, %559 : i1
      %561 = llvm.icmp "slt" %550, %38 : i32
      %562 = llvm.and %560, %561 : i1
      llvm.cond_br %562, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %563 = llvm.load %358 {alignment = 4 : i64} : !llvm.ptr -> i32
      %564 = llvm.add %563, %383 : i32
      %565 = llvm.getelementptr %65[%564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %566 = llvm.ptrtoint %565 : !llvm.ptr<1> to i64
      %567 = llvm.add %566, %50 : i64
      %568 = llvm.and %567, %39 : i64
      %569 = llvm.inttoptr %568 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %551, %569, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %51, %551 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %570 = llvm.add %103, %108 : i32
      %571 = llvm.icmp "slt" %570, %40 : i32
      %572 = llvm.and %571, %392 : i1
      llvm.cond_br %572, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %573 = llvm.mul %570, %37 : i32
      %574 = llvm.getelementptr %66[%573] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %575 = llvm.getelementptr %574[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %121, %575, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %51, %121 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %576 = llvm.add %103, %150 : i32
      %577 = llvm.getelementptr %121[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %578 = llvm.icmp "slt" %576, %40 : i32
      %579 = llvm.and %578, %392 : i1
      llvm.cond_br %579, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %580 = llvm.mul %576, %37 : i32
      %581 = llvm.getelementptr %66[%580] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %582 = llvm.getelementptr %581[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %577, %582, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %51, %577 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %583 = llvm.add %103, %182 : i32
      %584 = llvm.getelementptr %121[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %585 = llvm.icmp "slt" %583, %40 : i32
      %586 = llvm.and %585, %392 : i1
      llvm.cond_br %586, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %587 = llvm.mul %583, %37 : i32
      %588 = llvm.getelementptr %66[%587] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %589 = llvm.getelementptr %588[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %584, %589, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %51, %584 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %590 = llvm.add %103, %214 : i32
      %591 = llvm.getelementptr %121[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %592 = llvm.icmp "slt" %590, %40 : i32
      %593 = llvm.and %592, %392 : i1
      llvm.cond_br %593, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %594 = llvm.mul %590, %37 : i32
      %595 = llvm.getelementptr %66[%594] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %596 = llvm.getelementptr %595[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %591, %596, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %51, %591 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      nvvm.cp.async.commit.group
      %597 = llvm.add %110, %56 : i32
      %598 = llvm.sdiv %597, %32 : i32
      %599 = llvm.mul %598, %32 : i32
      %600 = llvm.sub %597, %599 : i32
      %601 = llvm.sdiv %598, %49 : i32
      %602 = llvm.mul %601, %49 : i32
      %603 = llvm.sub %598, %602 : i32
      %604 = llvm.mul %603, %97 : i32
      %605 = llvm.add %600, %604 : i32
      %606 = llvm.mul %601, %98 : i32
      %607 = llvm.add %605, %606 : i32
      %608 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %609 = llvm.mul %601, %arg7 : i32
      %610 = llvm.add %608, %609 : i32
      %611 = llvm.load %145 {alignment = 32 : i64} : !llvm.ptr -> i32
      %612 = llvm.mul %603, %arg8 : i32
      %613 = llvm.add %611, %612 : i32
      %614 = llvm.getelementptr %120[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %615 = llvm.load %149 {alignment = 32 : i64} : !llvm.ptr -> i8
      %616 = llvm.icmp "ne" %615, %36 : i8
      %617 = llvm.icmp "slt" %597, %37 : i32
      %618 = llvm.and %616, %617 : i1
      %619 = llvm.icmp "sge" %610, %47 : i32
      %620 = llvm.and %618, %619 : i1
      %621 = llvm.icmp "slt" %610, %38 : i32
      %622 = llvm.and %620, %621 : i1
      %623 = llvm.icmp "sge" %613, %47 : i32
      %624 = llvm.and %622, %623 : i1
      %625 = llvm.icmp "slt" %613, %38 : i32
      %626 = llvm.and %624, %625 : i1
      llvm.cond_br %626, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %627 = llvm.load %136 {alignment = 32 : i64} : !llvm.ptr -> i32
      %628 = llvm.add %627, %607 : i32
      %629 = llvm.getelementptr %65[%628] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %630 = llvm.ptrtoint %629 : !llvm.ptr<1> to i64
      %631 = llvm.add %630, %50 : i64
      %632 = llvm.and %631, %39 : i64
      %633 = llvm.inttoptr %632 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %614, %633, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %51, %614 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %634 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr -> i32
      %635 = llvm.add %634, %609 : i32
      %636 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %637 = llvm.add %636, %612 : i32
      %638 = llvm.getelementptr %120[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %639 = llvm.load %181 {alignment = 1 : i64} : !llvm.ptr -> i8
      %640 = llvm.icmp "ne" %639, %36 : i8
      %641 = llvm.and %640, %617 : i1
      %642 = llvm.icmp "sge" %635, %47 : i32
      %643 = llvm.and %641, %642 : i1
      %644 = llvm.icmp "slt" %635, %38 : i32
      %645 = llvm.and %643, %644 : i1
      %646 = llvm.icmp "sge" %637, %47 : i32
      %647 = llvm.and %645, %646 : i1
      %648 = llvm.icmp "slt" %637, %38 : i32
      %649 = llvm.and %647, %648 : i1
      llvm.cond_br %649, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %650 = llvm.load %166 {alignment = 4 : i64} : !llvm.ptr -> i32
      %651 = llvm.add %650, %607 : i32
      %652 = llvm.getelementptr %65[%651] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %653 = llvm.ptrtoint %652 : !llvm.ptr<1> to i64
      %654 = llvm.add %653, %50 : i64
      %655 = llvm.and %654, %39 : i64
      %656 = llvm.inttoptr %655 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %638, %656, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %51, %638 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %657 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr -> i32
      %658 = llvm.add %657, %609 : i32
      %659 = llvm.load %208 {alignment = 8 : i64} : !llvm.ptr -> i32
      %660 = llvm.add %659, %612 : i32
      %661 = llvm.getelementptr %120[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %662 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr -> i8
      %663 = llvm.icmp "ne" %662, %36 : i8
      %664 = llvm.and %663, %617 : i1
      %665 = llvm.icmp "sge" %658, %47 : i32
      %666 = llvm.and %664, %665 : i1
      %667 = llvm.icmp "slt" %658, %38 : i32
      %668 = llvm.and %666, %667 : i1
      %669 = llvm.icmp "sge" %660, %47 : i32
      %670 = llvm.and %668, %669 : i1
      %671 = llvm.icmp "slt" %660, %38 : i32
      %672 = llvm.and %670, %671 : i1
      llvm.cond_br %672, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %673 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i32
      %674 = llvm.add %673, %607 : i32
      %675 = llvm.getelementptr %65[%674] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %676 = llvm.ptrtoint %675 : !llvm.ptr<1> to i64
      %677 = llvm.add %676, %50 : i64
      %678 = llvm.and %677, %39 : i64
      %679 = llvm.inttoptr %678 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %661, %679, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %51, %661 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %680 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> i32
      %681 = llvm.add %680, %609 : i32
      %682 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr -> i32
      %683 = llvm.add %682, %612 : i32
      %684 = llvm.getelementptr %120[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %685 = llvm.load %245 {alignment = 1 : i64} : !llvm.ptr -> i8
      %686 = llvm.icmp "ne" %685, %36 : i8
      %687 = llvm.and %686, %617 : i1
      %688 = llvm.icmp "sge" %681, %47 : i32
      %689 = llvm.and %687, %688 : i1
      %690 = llvm.icmp "slt" %681, %38 : i32
      %691 = llvm.and %689, %690 : i1
      %692 = llvm.icmp "sge" %683, %47 : i32
      %693 = llvm.and %691, %692 : i1
      %694 = llvm.icmp "slt" %683, %38 : i32
      %695 = llvm.and %693, %694 : i1
      llvm.cond_br %695, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %696 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr -> i32
      %697 = llvm.add %696, %607 : i32
      %698 = llvm.getelementptr %65[%697] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %699 = llvm.ptrtoint %698 : !llvm.ptr<1> to i64
      %700 = llvm.add %699, %50 : i64
      %701 = llvm.and %700, %39 : i64
      %702 = llvm.inttoptr %701 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %684, %702, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %51, %684 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      %703 = llvm.load %267 {alignment = 16 : i64} : !llvm.ptr -> i32
      %704 = llvm.add %703, %609 : i32
      %705 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr -> i32
      %706 = llvm.add %705, %612 : i32
      %707 = llvm.getelementptr %120[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %708 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr -> i8
      %709 = llvm.icmp "ne" %708, %36 : i8
      %710 = llvm.and %709, %617 : i1
      %711 = llvm.icmp "sge" %704, %47 : i32
      %712 = llvm.and %710, %711 : i1
      %713 = llvm.icmp "slt" %704, %38 : i32
      %714 = llvm.and %712, %713 : i1
      %715 = llvm.icmp "sge" %706, %47 : i32
      %716 = llvm.and %714, %715 : i1
      %717 = llvm.icmp "slt" %706, %38 : i32
      %718 = llvm.and %716, %717 : i1
      llvm.cond_br %718, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %719 = llvm.load %262 {alignment = 16 : i64} : !llvm.ptr -> i32
      %720 = llvm.add %719, %607 : i32
      %721 = llvm.getelementptr %65[%720] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %722 = llvm.ptrtoint %721 : !llvm.ptr<1> to i64
      %723 = llvm.add %722, %50 : i64
      %724 = llvm.and %723, %39 : i64
      %725 = llvm.inttoptr %724 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %707, %725, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %51, %707 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %726 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> i32
      %727 = llvm.add %726, %609 : i32
      %728 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> i32
      %729 = llvm.add %728, %612 : i32
      %730 = llvm.getelementptr %120[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %731 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %732 = llvm.icmp "ne" %731, %36 : i8
      %733 = llvm.and %732, %617 : i1
      %734 = llvm.icmp "sge" %727, %47 : i32
      %735 = llvm.and %733, %734 : i1
      %736 = llvm.icmp "slt" %727, %38 : i32
      %737 = llvm.and %735, %736 : i1
      %738 = llvm.icmp "sge" %729, %47 : i32
      %739 = llvm.and %737, %738 : i1
      %740 = llvm.icmp "slt" %729, %38 : i32
      %741 = llvm.and %739, %740 : i1
      llvm.cond_br %741, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %742 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> i32
      %743 = llvm.add %742, %607 : i32
      %744 = llvm.getelementptr %65[%743] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
      %746 = llvm.add %745, %50 : i64
      %747 = llvm.and %746, %39 : i64
      %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %730, %748, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %51, %730 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %749 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr -> i32
      %750 = llvm.add %749, %609 : i32
      %751 = llvm.load %336 {alignment = 8 : i64} : !llvm.ptr -> i32
      %752 = llvm.add %751, %612 : i32
      %753 = llvm.getelementptr %120[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %754 = llvm.load %341 {alignment = 2 : i64} : !llvm.ptr -> i8
      %755 = llvm.icmp "ne" %754, %36 : i8
      %756 = llvm.and %755, %617 : i1
      %757 = llvm.icmp "sge" %750, %47 : i32
      %758 = llvm.and %756, %757 : i1
      %759 = llvm.icmp "slt" %750, %38 : i32
      %760 = llvm.and %758, %759 : i1
      %761 = llvm.icmp "sge" %752, %47 : i32
      %762 = llvm.and %760, %761 : i1
      %763 = llvm.icmp "slt" %752, %38 : i32
      %764 = llvm.and %762, %763 : i1
      llvm.cond_br %764, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %765 = llvm.load %326 {alignment = 8 : i64} : !llvm.ptr -> i32
      %766 = llvm.add %765, %607 : i32
      %767 = llvm.getelementptr %65[%766] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %768 = llvm.ptrtoint %767 : !llvm.ptr<1> to i64
      %769 = llvm.add %768, %50 : i64
      %770 = llvm.and %769, %39 : i64
      %771 = llvm.inttoptr %770 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %753, %771, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %51, %753 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %772 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> i32
      %773 = llvm.add %772, %609 : i32
      %774 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> i32
      %775 = llvm.add %774, %612 : i32
      %776 = llvm.getelementptr %120[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %777 = llvm.load %373 {alignment = 1 : i64} : !llvm.ptr -> i8
      %778 = llvm.icmp "ne" %777, %36 : i8
      %779 = llvm.and %778, %617 : i1
      %780 = llvm.icmp "sge" %773, %47 : i32
      %781 = llvm.and %779, %780 : i1
      %782 = llvm.icmp "slt" %773, %38 : i32
      %783 = llvm.and %781, %782 : i1
      %784 = llvm.icmp "sge" %775, %47 : i32
      %785 = llvm.and %783, %784 : i1
      %786 = llvm.icmp "slt" %775, %38 : i32
      %787 = llvm.and %785, %786 : i1
      llvm.cond_br %787, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %788 = llvm.load %358 {alignment = 4 : i64} : !llvm.ptr -> i32
      %789 = llvm.add %788, %607 : i32
      %790 = llvm.getelementptr %65[%789] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %791 = llvm.ptrtoint %790 : !llvm.ptr<1> to i64
      %792 = llvm.add %791, %50 : i64
      %793 = llvm.and %792, %39 : i64
      %794 = llvm.inttoptr %793 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %776, %794, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %51, %776 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %795 = llvm.getelementptr %121[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %796 = llvm.and %571, %617 : i1
      llvm.cond_br %796, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %797 = llvm.mul %570, %37 : i32
      %798 = llvm.getelementptr %66[%797] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %799 = llvm.getelementptr %798[%597] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %795, %799, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %51, %795 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %800 = llvm.getelementptr %121[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %801 = llvm.and %578, %617 : i1
      llvm.cond_br %801, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %802 = llvm.mul %576, %37 : i32
      %803 = llvm.getelementptr %66[%802] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %804 = llvm.getelementptr %803[%597] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %800, %804, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %51, %800 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %805 = llvm.getelementptr %121[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %806 = llvm.and %585, %617 : i1
      llvm.cond_br %806, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %807 = llvm.mul %583, %37 : i32
      %808 = llvm.getelementptr %66[%807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %809 = llvm.getelementptr %808[%597] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %805, %809, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %51, %805 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %810 = llvm.getelementptr %121[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %811 = llvm.and %592, %617 : i1
      llvm.cond_br %811, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %812 = llvm.mul %590, %37 : i32
      %813 = llvm.getelementptr %66[%812] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %814 = llvm.getelementptr %813[%597] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %810, %814, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %51, %810 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %815 = llvm.srem %68, %41 : i32
      %816 = llvm.sdiv %68, %41 : i32
      %817 = llvm.srem %816, %48 : i32
      %818 = llvm.sdiv %68, %56 : i32
      %819 = llvm.srem %818, %48 : i32
      %820 = llvm.srem %815, %41 : i32
      %821 = llvm.srem %817, %48 : i32
      %822 = llvm.srem %819, %48 : i32
      %823 = llvm.sdiv %820, %30 : i32
      %824 = llvm.srem %820, %30 : i32
      %825 = llvm.mul %824, %48 : i32
      %826 = llvm.mul %823, %40 : i32
      %827 = llvm.add %825, %826 : i32
      %828 = llvm.mul %821, %42 : i32
      %829 = llvm.mul %822, %54 : i32
      %830 = llvm.add %828, %829 : i32
      %831 = llvm.add %827, %830 : i32
      %832 = llvm.getelementptr %105[%831] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %52, %59 {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr
      %833 = llvm.sdiv %68, %53 : i32
      %834 = llvm.srem %68, %53 : i32
      %835 = llvm.srem %834, %54 : i32
      %836 = llvm.mul %835, %56 : i32
      %837 = llvm.srem %833, %48 : i32
      %838 = llvm.mul %837, %54 : i32
      %839 = llvm.add %836, %838 : i32
      %840 = llvm.sdiv %834, %54 : i32
      %841 = llvm.mul %840, %33 : i32
      %842 = llvm.sdiv %833, %48 : i32
      %843 = llvm.srem %842, %48 : i32
      %844 = llvm.mul %843, %43 : i32
      %845 = llvm.add %841, %844 : i32
      %846 = llvm.and %839, %55 : i32
      %847 = llvm.icmp "eq" %846, %47 : i32
      %848 = llvm.select %847, %53, %44 : i1, i32
      %849 = llvm.and %839, %45 : i32
      %850 = llvm.icmp "eq" %849, %47 : i32
      %851 = llvm.select %850, %41, %46 : i1, i32
      %852 = llvm.and %839, %34 : i32
      %853 = llvm.ashr %852, %49 : i32
      %854 = llvm.xor %839, %853 : i32
      %855 = llvm.add %854, %845 : i32
      %856 = llvm.getelementptr %26[%855] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %857 = llvm.mul %109, %56 : i32
      %858 = llvm.srem %108, %48 : i32
      %859 = llvm.mul %858, %54 : i32
      %860 = llvm.add %857, %859 : i32
      %861 = llvm.sdiv %108, %48 : i32
      %862 = llvm.sdiv %861, %48 : i32
      %863 = llvm.srem %861, %48 : i32
      %864 = llvm.mul %863, %43 : i32
      %865 = llvm.sdiv %862, %48 : i32
      %866 = llvm.mul %865, %33 : i32
      %867 = llvm.add %864, %866 : i32
      %868 = llvm.and %860, %55 : i32
      %869 = llvm.icmp "eq" %868, %47 : i32
      %870 = llvm.select %869, %53, %44 : i1, i32
      %871 = llvm.and %860, %45 : i32
      %872 = llvm.icmp "eq" %871, %47 : i32
      %873 = llvm.select %872, %41, %46 : i1, i32
      %874 = llvm.and %860, %34 : i32
      %875 = llvm.ashr %874, %49 : i32
      %876 = llvm.xor %860, %875 : i32
      %877 = llvm.add %876, %867 : i32
      %878 = llvm.getelementptr %107[%877] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb73(%47 : i32)
    ^bb73(%879: i32):  // 2 preds: ^bb72, ^bb74
      %880 = llvm.icmp "slt" %879, %30 : i32
      llvm.cond_br %880, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %881 = llvm.mul %879, %18 : i32
      %882 = llvm.getelementptr %856[%881] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %883 = llvm.mul %879, %54 : i32
      %884 = llvm.getelementptr %61[%883] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %885 = nvvm.ldmatrix %882 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %886 = llvm.extractvalue %885[0] : !llvm_struct_a37b2a
      %887 = llvm.extractvalue %885[1] : !llvm_struct_a37b2a
      %888 = llvm.extractvalue %885[2] : !llvm_struct_a37b2a
      %889 = llvm.extractvalue %885[3] : !llvm_struct_a37b2a
      %890 = llvm.insertelement %886, %4[%3 : i64] : vector<4xi32>
      %891 = llvm.insertelement %887, %890[%2 : i64] : vector<4xi32>
      %892 = llvm.insertelement %888, %891[%1 : i64] : vector<4xi32>
      %893 = llvm.insertelement %889, %892[%0 : i64] : vector<4xi32>
      %894 = llvm.extractelement %893[%47 : i32] : vector<4xi32>
      llvm.store %894, %884 : i32, !llvm.ptr
      %895 = llvm.extractelement %893[%57 : i32] : vector<4xi32>
      %896 = llvm.getelementptr %884[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %895, %896 : i32, !llvm.ptr
      %897 = llvm.extractelement %893[%48 : i32] : vector<4xi32>
      %898 = llvm.getelementptr %884[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %897, %898 : i32, !llvm.ptr
      %899 = llvm.extractelement %893[%49 : i32] : vector<4xi32>
      %900 = llvm.getelementptr %884[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %899, %900 : i32, !llvm.ptr
      %901 = llvm.add %879, %57 : i32
      llvm.br ^bb73(%901 : i32)
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%47 : i32)
    ^bb76(%902: i32):  // 2 preds: ^bb75, ^bb77
      %903 = llvm.icmp "slt" %902, %48 : i32
      llvm.cond_br %903, ^bb77, ^bb78 {llvm.loop_annotation = #loop_annotation}
    ^bb77:  // pred: ^bb76
      %904 = llvm.mul %902, %18 : i32
      %905 = llvm.getelementptr %878[%904] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %906 = llvm.mul %902, %54 : i32
      %907 = llvm.getelementptr %60[%906] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %908 = nvvm.ldmatrix %905 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %909 = llvm.extractvalue %908[0] : !llvm_struct_a37b2a
      %910 = llvm.extractvalue %908[1] : !llvm_struct_a37b2a
      %911 = llvm.extractvalue %908[2] : !llvm_struct_a37b2a
      %912 = llvm.extractvalue %908[3] : !llvm_struct_a37b2a
      %913 = llvm.insertelement %909, %4[%3 : i64] : vector<4xi32>
      %914 = llvm.insertelement %910, %913[%2 : i64] : vector<4xi32>
      %915 = llvm.insertelement %911, %914[%1 : i64] : vector<4xi32>
      %916 = llvm.insertelement %912, %915[%0 : i64] : vector<4xi32>
      %917 = llvm.extractelement %916[%47 : i32] : vector<4xi32>
      llvm.store %917, %907 : i32, !llvm.ptr
      %918 = llvm.extractelement %916[%57 : i32] : vector<4xi32>
      %919 = llvm.getelementptr %907[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %918, %919 : i32, !llvm.ptr
      %920 = llvm.extractelement %916[%48 : i32] : vector<4xi32>
      %921 = llvm.getelementptr %907[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %920, %921 : i32, !llvm.ptr
      %922 = llvm.extractelement %916[%49 : i32] : vector<4xi32>
      %923 = llvm.getelementptr %907[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %922, %923 : i32, !llvm.ptr
      %924 = llvm.add %902, %57 : i32
      llvm.br ^bb76(%924 : i32)
    ^bb78:  // pred: ^bb76
      %925 = llvm.getelementptr %61[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %926 = llvm.getelementptr %60[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %927 = llvm.getelementptr %61[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %928 = llvm.getelementptr %60[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %929 = llvm.getelementptr %61[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %930 = llvm.getelementptr %60[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb79(%47, %48, %47 : i32, i32, i32)
    ^bb79(%931: i32, %932: i32, %933: i32):  // 2 preds: ^bb78, ^bb166
      %934 = llvm.icmp "slt" %931, %30 : i32
      llvm.cond_br %934, ^bb80, ^bb167
    ^bb80:  // pred: ^bb79
      %935 = llvm.mul %933, %12 : i32
      %936 = llvm.add %848, %935 : i32
      %937 = llvm.getelementptr %856[%936] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb81(%47 : i32)
    ^bb81(%938: i32):  // 2 preds: ^bb80, ^bb82
      %939 = llvm.icmp "slt" %938, %30 : i32
      llvm.cond_br %939, ^bb82, ^bb83 {llvm.loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb81
      %940 = llvm.mul %938, %18 : i32
      %941 = llvm.getelementptr %937[%940] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %942 = llvm.mul %938, %54 : i32
      %943 = llvm.getelementptr %925[%942] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %944 = nvvm.ldmatrix %941 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %945 = llvm.extractvalue %944[0] : !llvm_struct_a37b2a
      %946 = llvm.extractvalue %944[1] : !llvm_struct_a37b2a
      %947 = llvm.extractvalue %944[2] : !llvm_struct_a37b2a
      %948 = llvm.extractvalue %944[3] : !llvm_struct_a37b2a
      %949 = llvm.insertelement %945, %4[%3 : i64] : vector<4xi32>
      %950 = llvm.insertelement %946, %949[%2 : i64] : vector<4xi32>
      %951 = llvm.insertelement %947, %950[%1 : i64] : vector<4xi32>
      %952 = llvm.insertelement %948, %951[%0 : i64] : vector<4xi32>
      %953 = llvm.extractelement %952[%47 : i32] : vector<4xi32>
      llvm.store %953, %943 : i32, !llvm.ptr
      %954 = llvm.extractelement %952[%57 : i32] : vector<4xi32>
      %955 = llvm.getelementptr %943[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %954, %955 : i32, !llvm.ptr
      %956 = llvm.extractelement %952[%48 : i32] : vector<4xi32>
      %957 = llvm.getelementptr %943[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %956, %957 : i32, !llvm.ptr
      %958 = llvm.extractelement %952[%49 : i32] : vector<4xi32>
      %959 = llvm.getelementptr %943[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %958, %959 : i32, !llvm.ptr
      %960 = llvm.add %938, %57 : i32
      llvm.br ^bb81(%960 : i32)
    ^bb83:  // pred: ^bb81
      %961 = llvm.mul %933, %16 : i32
      %962 = llvm.add %870, %961 : i32
      %963 = llvm.getelementptr %878[%962] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb84(%47 : i32)
    ^bb84(%964: i32):  // 2 preds: ^bb83, ^bb85
      %965 = llvm.icmp "slt" %964, %48 : i32
      llvm.cond_br %965, ^bb85, ^bb86 {llvm.loop_annotation = #loop_annotation}
    ^bb85:  // pred: ^bb84
      %966 = llvm.mul %964, %18 : i32
      %967 = llvm.getelementptr %963[%966] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %968 = llvm.mul %964, %54 : i32
      %969 = llvm.getelementptr %926[%968] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %970 = nvvm.ldmatrix %967 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %971 = llvm.extractvalue %970[0] : !llvm_struct_a37b2a
      %972 = llvm.extractvalue %970[1] : !llvm_struct_a37b2a
      %973 = llvm.extractvalue %970[2] : !llvm_struct_a37b2a
      %974 = llvm.extractvalue %970[3] : !llvm_struct_a37b2a
      %975 = llvm.insertelement %971, %4[%3 : i64] : vector<4xi32>
      %976 = llvm.insertelement %972, %975[%2 : i64] : vector<4xi32>
      %977 = llvm.insertelement %973, %976[%1 : i64] : vector<4xi32>
      %978 = llvm.insertelement %974, %977[%0 : i64] : vector<4xi32>
      %979 = llvm.extractelement %978[%47 : i32] : vector<4xi32>
      llvm.store %979, %969 : i32, !llvm.ptr
      %980 = llvm.extractelement %978[%57 : i32] : vector<4xi32>
      %981 = llvm.getelementptr %969[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %980, %981 : i32, !llvm.ptr
      %982 = llvm.extractelement %978[%48 : i32] : vector<4xi32>
      %983 = llvm.getelementptr %969[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %982, %983 : i32, !llvm.ptr
      %984 = llvm.extractelement %978[%49 : i32] : vector<4xi32>
      %985 = llvm.getelementptr %969[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %984, %985 : i32, !llvm.ptr
      %986 = llvm.add %964, %57 : i32
      llvm.br ^bb84(%986 : i32)
    ^bb86:  // pred: ^bb84
      %987 = llvm.add %931, %48 : i32
      %988 = llvm.icmp "slt" %987, %30 : i32
      llvm.cond_br %988, ^bb87, ^bb124
    ^bb87:  // pred: ^bb86
      %989 = llvm.mul %987, %56 : i32
      %990 = llvm.add %989, %110 : i32
      %991 = llvm.sdiv %990, %32 : i32
      %992 = llvm.mul %991, %32 : i32
      %993 = llvm.sub %990, %992 : i32
      %994 = llvm.sdiv %991, %49 : i32
      %995 = llvm.mul %994, %49 : i32
      %996 = llvm.sub %991, %995 : i32
      %997 = llvm.mul %996, %97 : i32
      %998 = llvm.add %993, %997 : i32
      %999 = llvm.mul %994, %98 : i32
      %1000 = llvm.add %998, %999 : i32
      %1001 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1002 = llvm.mul %994, %arg7 : i32
      %1003 = llvm.add %1001, %1002 : i32
      %1004 = llvm.load %145 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1005 = llvm.mul %996, %arg8 : i32
      %1006 = llvm.add %1004, %1005 : i32
      %1007 = llvm.mul %932, %12 : i32
      %1008 = llvm.getelementptr %120[%1007] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1009 = llvm.load %149 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1010 = llvm.icmp "ne" %1009, %36 : i8
      %1011 = llvm.icmp "slt" %990, %37 : i32
      %1012 = llvm.and %1010, %1011 : i1
      %1013 = llvm.icmp "sge" %1003, %47 : i32
      %1014 = llvm.and %1012, %1013 : i1
      %1015 = llvm.icmp "slt" %1003, %38 : i32
      %1016 = llvm.and %1014, %1015 : i1
      %1017 = llvm.icmp "sge" %1006, %47 : i32
      %1018 = llvm.and %1016, %1017 : i1
      %1019 = llvm.icmp "slt" %1006, %38 : i32
      %1020 = llvm.and %1018, %1019 : i1
      llvm.cond_br %1020, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1021 = llvm.load %136 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1022 = llvm.add %1021, %1000 : i32
      %1023 = llvm.getelementptr %65[%1022] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1024 = llvm.ptrtoint %1023 : !llvm.ptr<1> to i64
      %1025 = llvm.add %1024, %50 : i64
      %1026 = llvm.and %1025, %39 : i64
      %1027 = llvm.inttoptr %1026 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1008, %1027, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %51, %1008 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1028 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1029 = llvm.add %1028, %1002 : i32
      %1030 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1031 = llvm.add %1030, %1005 : i32
      %1032 = llvm.add %1007, %43 : i32
      %1033 = llvm.getelementptr %120[%1032] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1034 = llvm.load %181 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1035 = llvm.icmp "ne" %1034, %36 : i8
      %1036 = llvm.and %1035, %1011 : i1
      %1037 = llvm.icmp "sge" %1029, %47 : i32
      %1038 = llvm.and %1036, %1037 : i1
      %1039 = llvm.icmp "slt" %1029, %38 : i32
      %1040 = llvm.and %1038, %1039 : i1
      %1041 = llvm.icmp "sge" %1031, %47 : i32
      %1042 = llvm.and %1040, %1041 : i1
      %1043 = llvm.icmp "slt" %1031, %38 : i32
      %1044 = llvm.and %1042, %1043 : i1
      llvm.cond_br %1044, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1045 = llvm.load %166 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1046 = llvm.add %1045, %1000 : i32
      %1047 = llvm.getelementptr %65[%1046] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1048 = llvm.ptrtoint %1047 : !llvm.ptr<1> to i64
      %1049 = llvm.add %1048, %50 : i64
      %1050 = llvm.and %1049, %39 : i64
      %1051 = llvm.inttoptr %1050 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1033, %1051, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %51, %1033 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1052 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1053 = llvm.add %1052, %1002 : i32
      %1054 = llvm.load %208 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1055 = llvm.add %1054, %1005 : i32
      %1056 = llvm.add %1007, %18 : i32
      %1057 = llvm.getelementptr %120[%1056] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1058 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1059 = llvm.icmp "ne" %1058, %36 : i8
      %1060 = llvm.and %1059, %1011 : i1
      %1061 = llvm.icmp "sge" %1053, %47 : i32
      %1062 = llvm.and %1060, %1061 : i1
      %1063 = llvm.icmp "slt" %1053, %38 : i32
      %1064 = llvm.and %1062, %1063 : i1
      %1065 = llvm.icmp "sge" %1055, %47 : i32
      %1066 = llvm.and %1064, %1065 : i1
      %1067 = llvm.icmp "slt" %1055, %38 : i32
      %1068 = llvm.and %1066, %1067 : i1
      llvm.cond_br %1068, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1069 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1070 = llvm.add %1069, %1000 : i32
      %1071 = llvm.getelementptr %65[%1070] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1072 = llvm.ptrtoint %1071 : !llvm.ptr<1> to i64
      %1073 = llvm.add %1072, %50 : i64
      %1074 = llvm.and %1073, %39 : i64
      %1075 = llvm.inttoptr %1074 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1057, %1075, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %51, %1057 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1076 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1077 = llvm.add %1076, %1002 : i32
      %1078 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1079 = llvm.add %1078, %1005 : i32
      %1080 = llvm.add %1007, %17 : i32
      %1081 = llvm.getelementptr %120[%1080] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1082 = llvm.load %245 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1083 = llvm.icmp "ne" %1082, %36 : i8
      %1084 = llvm.and %1083, %1011 : i1
      %1085 = llvm.icmp "sge" %1077, %47 : i32
      %1086 = llvm.and %1084, %1085 : i1
      %1087 = llvm.icmp "slt" %1077, %38 : i32
      %1088 = llvm.and %1086, %1087 : i1
      %1089 = llvm.icmp "sge" %1079, %47 : i32
      %1090 = llvm.and %1088, %1089 : i1
      %1091 = llvm.icmp "slt" %1079, %38 : i32
      %1092 = llvm.and %1090, %1091 : i1
      llvm.cond_br %1092, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1093 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1094 = llvm.add %1093, %1000 : i32
      %1095 = llvm.getelementptr %65[%1094] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1096 = llvm.ptrtoint %1095 : !llvm.ptr<1> to i64
      %1097 = llvm.add %1096, %50 : i64
      %1098 = llvm.and %1097, %39 : i64
      %1099 = llvm.inttoptr %1098 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1081, %1099, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %51, %1081 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1100 = llvm.load %267 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1101 = llvm.add %1100, %1002 : i32
      %1102 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1103 = llvm.add %1102, %1005 : i32
      %1104 = llvm.add %1007, %16 : i32
      %1105 = llvm.getelementptr %120[%1104] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1106 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr -> i8
      %1107 = llvm.icmp "ne" %1106, %36 : i8
      %1108 = llvm.and %1107, %1011 : i1
      %1109 = llvm.icmp "sge" %1101, %47 : i32
      %1110 = llvm.and %1108, %1109 : i1
      %1111 = llvm.icmp "slt" %1101, %38 : i32
      %1112 = llvm.and %1110, %1111 : i1
      %1113 = llvm.icmp "sge" %1103, %47 : i32
      %1114 = llvm.and %1112, %1113 : i1
      %1115 = llvm.icmp "slt" %1103, %38 : i32
      %1116 = llvm.and %1114, %1115 : i1
      llvm.cond_br %1116, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1117 = llvm.load %262 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1118 = llvm.add %1117, %1000 : i32
      %1119 = llvm.getelementptr %65[%1118] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1120 = llvm.ptrtoint %1119 : !llvm.ptr<1> to i64
      %1121 = llvm.add %1120, %50 : i64
      %1122 = llvm.and %1121, %39 : i64
      %1123 = llvm.inttoptr %1122 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1105, %1123, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %51, %1105 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1124 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1125 = llvm.add %1124, %1002 : i32
      %1126 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1127 = llvm.add %1126, %1005 : i32
      %1128 = llvm.add %1007, %15 : i32
      %1129 = llvm.getelementptr %120[%1128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1130 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1131 = llvm.icmp "ne" %1130, %36 : i8
      %1132 = llvm.and %1131, %1011 : i1
      %1133 = llvm.icmp "sge" %1125, %47 : i32
      %1134 = llvm.and %1132, %1133 : i1
      %1135 = llvm.icmp "slt" %1125, %38 : i32
      %1136 = llvm.and %1134, %1135 : i1
      %1137 = llvm.icmp "sge" %1127, %47 : i32
      %1138 = llvm.and %1136, %1137 : i1
      %1139 = llvm.icmp "slt" %1127, %38 : i32
      %1140 = llvm.and %1138, %1139 : i1
      llvm.cond_br %1140, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1141 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1142 = llvm.add %1141, %1000 : i32
      %1143 = llvm.getelementptr %65[%1142] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1144 = llvm.ptrtoint %1143 : !llvm.ptr<1> to i64
      %1145 = llvm.add %1144, %50 : i64
      %1146 = llvm.and %1145, %39 : i64
      %1147 = llvm.inttoptr %1146 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1129, %1147, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %51, %1129 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1148 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1149 = llvm.add %1148, %1002 : i32
      %1150 = llvm.load %336 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1151 = llvm.add %1150, %1005 : i32
      %1152 = llvm.add %1007, %14 : i32
      %1153 = llvm.getelementptr %120[%1152] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1154 = llvm.load %341 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1155 = llvm.icmp "ne" %1154, %36 : i8
      %1156 = llvm.and %1155, %1011 : i1
      %1157 = llvm.icmp "sge" %1149, %47 : i32
      %1158 = llvm.and %1156, %1157 : i1
      %1159 = llvm.icmp "slt" %1149, %38 : i32
      %1160 = llvm.and %1158, %1159 : i1
      %1161 = llvm.icmp "sge" %1151, %47 : i32
      %1162 = llvm.and %1160, %1161 : i1
      %1163 = llvm.icmp "slt" %1151, %38 : i32
      %1164 = llvm.and %1162, %1163 : i1
      llvm.cond_br %1164, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1165 = llvm.load %326 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1166 = llvm.add %1165, %1000 : i32
      %1167 = llvm.getelementptr %65[%1166] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1168 = llvm.ptrtoint %1167 : !llvm.ptr<1> to i64
      %1169 = llvm.add %1168, %50 : i64
      %1170 = llvm.and %1169, %39 : i64
      %1171 = llvm.inttoptr %1170 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1153, %1171, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %51, %1153 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1172 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1173 = llvm.add %1172, %1002 : i32
      %1174 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1175 = llvm.add %1174, %1005 : i32
      %1176 = llvm.add %1007, %13 : i32
      %1177 = llvm.getelementptr %120[%1176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1178 = llvm.load %373 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1179 = llvm.icmp "ne" %1178, %36 : i8
      %1180 = llvm.and %1179, %1011 : i1
      %1181 = llvm.icmp "sge" %1173, %47 : i32
      %1182 = llvm.and %1180, %1181 : i1
      %1183 = llvm.icmp "slt" %1173, %38 : i32
      %1184 = llvm.and %1182, %1183 : i1
      %1185 = llvm.icmp "sge" %1175, %47 : i32
      %1186 = llvm.and %1184, %1185 : i1
      %1187 = llvm.icmp "slt" %1175, %38 : i32
      %1188 = llvm.and %1186, %1187 : i1
      llvm.cond_br %1188, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1189 = llvm.load %358 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1190 = llvm.add %1189, %1000 : i32
      %1191 = llvm.getelementptr %65[%1190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1192 = llvm.ptrtoint %1191 : !llvm.ptr<1> to i64
      %1193 = llvm.add %1192, %50 : i64
      %1194 = llvm.and %1193, %39 : i64
      %1195 = llvm.inttoptr %1194 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1177, %1195, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %51, %1177 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1196 = llvm.mul %932, %16 : i32
      %1197 = llvm.getelementptr %121[%1196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1198 = llvm.and %571, %1011 : i1
      llvm.cond_br %1198, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1199 = llvm.mul %570, %37 : i32
      %1200 = llvm.getelementptr %66[%1199] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1201 = llvm.getelementptr %1200[%990] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1202 = llvm.ptrtoint %1201 : !llvm.ptr<1> to i64
      %1203 = llvm.add %1202, %50 : i64
      %1204 = llvm.and %1203, %39 : i64
      %1205 = llvm.inttoptr %1204 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1197, %1205, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %51, %1197 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1206 = llvm.add %1196, %43 : i32
      %1207 = llvm.getelementptr %121[%1206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1208 = llvm.and %578, %1011 : i1
      llvm.cond_br %1208, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1209 = llvm.mul %576, %37 : i32
      %1210 = llvm.getelementptr %66[%1209] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1211 = llvm.getelementptr %1210[%990] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1212 = llvm.ptrtoint %1211 : !llvm.ptr<1> to i64
      %1213 = llvm.add %1212, %50 : i64
      %1214 = llvm.and %1213, %39 : i64
      %1215 = llvm.inttoptr %1214 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1207, %1215, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %51, %1207 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1216 = llvm.add %1196, %18 : i32
      %1217 = llvm.getelementptr %121[%1216] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1218 = llvm.and %585, %1011 : i1
      llvm.cond_br %1218, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1219 = llvm.mul %583, %37 : i32
      %1220 = llvm.getelementptr %66[%1219] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1221 = llvm.getelementptr %1220[%990] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1222 = llvm.ptrtoint %1221 : !llvm.ptr<1> to i64
      %1223 = llvm.add %1222, %50 : i64
      %1224 = llvm.and %1223, %39 : i64
      %1225 = llvm.inttoptr %1224 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1217, %1225, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb120
    ^bb119:  // pred: ^bb117
      llvm.store %51, %1217 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1226 = llvm.add %1196, %17 : i32
      %1227 = llvm.getelementptr %121[%1226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1228 = llvm.and %592, %1011 : i1
      llvm.cond_br %1228, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1229 = llvm.mul %590, %37 : i32
      %1230 = llvm.getelementptr %66[%1229] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1231 = llvm.getelementptr %1230[%990] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1232 = llvm.ptrtoint %1231 : !llvm.ptr<1> to i64
      %1233 = llvm.add %1232, %50 : i64
      %1234 = llvm.and %1233, %39 : i64
      %1235 = llvm.inttoptr %1234 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1227, %1235, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb123
    ^bb122:  // pred: ^bb120
      llvm.store %51, %1227 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb86, ^bb123
      nvvm.cp.async.commit.group
      llvm.br ^bb125(%47 : i32)
    ^bb125(%1236: i32):  // 2 preds: ^bb124, ^bb129
      %1237 = llvm.icmp "slt" %1236, %30 : i32
      llvm.cond_br %1237, ^bb126, ^bb130 {llvm.loop_annotation = #loop_annotation}
    ^bb126:  // pred: ^bb125
      %1238 = llvm.mul %1236, %54 : i32
      %1239 = llvm.getelementptr %61[%1238] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1240 = llvm.getelementptr %1239[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1241 = llvm.getelementptr %1239[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1242 = llvm.getelementptr %1239[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb127(%47 : i32)
    ^bb127(%1243: i32):  // 2 preds: ^bb126, ^bb128
      %1244 = llvm.icmp "slt" %1243, %30 : i32
      llvm.cond_br %1244, ^bb128, ^bb129 {llvm.loop_annotation = #loop_annotation}
    ^bb128:  // pred: ^bb127
      %1245 = llvm.mul %1243, %30 : i32
      %1246 = llvm.getelementptr %60[%1245] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1247 = llvm.mul %1236, %30 : i32
      %1248 = llvm.mul %1243, %53 : i32
      %1249 = llvm.add %1247, %1248 : i32
      %1250 = llvm.getelementptr %59[%1249] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1251 = llvm.load %1239 : !llvm.ptr -> vector<2xf16>
      %1252 = llvm.load %1240 : !llvm.ptr -> vector<2xf16>
      %1253 = llvm.load %1241 : !llvm.ptr -> vector<2xf16>
      %1254 = llvm.load %1242 : !llvm.ptr -> vector<2xf16>
      %1255 = llvm.load %1246 : !llvm.ptr -> vector<2xf16>
      %1256 = llvm.getelementptr %1246[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1257 = llvm.load %1256 : !llvm.ptr -> vector<2xf16>
      %1258 = llvm.load %1250 : !llvm.ptr -> f32
      %1259 = llvm.getelementptr %1250[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1260 = llvm.load %1259 : !llvm.ptr -> f32
      %1261 = llvm.getelementptr %1250[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1262 = llvm.load %1261 : !llvm.ptr -> f32
      %1263 = llvm.getelementptr %1250[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1264 = llvm.load %1263 : !llvm.ptr -> f32
      %1265 = nvvm.mma.sync A[%1251, %1252, %1253, %1254]  B[%1255, %1257]  C[%1258, %1260, %1262, %1264]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1266 = llvm.extractvalue %1265[0] : !llvm_struct_687153
      %1267 = llvm.extractvalue %1265[1] : !llvm_struct_687153
      %1268 = llvm.extractvalue %1265[2] : !llvm_struct_687153
      %1269 = llvm.extractvalue %1265[3] : !llvm_struct_687153
      llvm.store %1266, %1250 : f32, !llvm.ptr
      llvm.store %1267, %1259 : f32, !llvm.ptr
      llvm.store %1268, %1261 : f32, !llvm.ptr
      llvm.store %1269, %1263 : f32, !llvm.ptr
      %1270 = llvm.add %1243, %57 : i32
      llvm.br ^bb127(%1270 : i32)
    ^bb129:  // pred: ^bb127
      %1271 = llvm.add %1236, %57 : i32
      llvm.br ^bb125(%1271 : i32)
    ^bb130:  // pred: ^bb125
      %1272 = llvm.add %851, %935 : i32
      %1273 = llvm.getelementptr %856[%1272] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb131(%47 : i32)
    ^bb131(%1274: i32):  // 2 preds: ^bb130, ^bb132
      %1275 = llvm.icmp "slt" %1274, %30 : i32
      llvm.cond_br %1275, ^bb132, ^bb133 {llvm.loop_annotation = #loop_annotation}
    ^bb132:  // pred: ^bb131
      %1276 = llvm.mul %1274, %18 : i32
      %1277 = llvm.getelementptr %1273[%1276] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1278 = llvm.mul %1274, %54 : i32
      %1279 = llvm.getelementptr %927[%1278] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1280 = nvvm.ldmatrix %1277 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1281 = llvm.extractvalue %1280[0] : !llvm_struct_a37b2a
      %1282 = llvm.extractvalue %1280[1] : !llvm_struct_a37b2a
      %1283 = llvm.extractvalue %1280[2] : !llvm_struct_a37b2a
      %1284 = llvm.extractvalue %1280[3] : !llvm_struct_a37b2a
      %1285 = llvm.insertelement %1281, %4[%3 : i64] : vector<4xi32>
      %1286 = llvm.insertelement %1282, %1285[%2 : i64] : vector<4xi32>
      %1287 = llvm.insertelement %1283, %1286[%1 : i64] : vector<4xi32>
      %1288 = llvm.insertelement %1284, %1287[%0 : i64] : vector<4xi32>
      %1289 = llvm.extractelement %1288[%47 : i32] : vector<4xi32>
      llvm.store %1289, %1279 : i32, !llvm.ptr
      %1290 = llvm.extractelement %1288[%57 : i32] : vector<4xi32>
      %1291 = llvm.getelementptr %1279[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1290, %1291 : i32, !llvm.ptr
      %1292 = llvm.extractelement %1288[%48 : i32] : vector<4xi32>
      %1293 = llvm.getelementptr %1279[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1292, %1293 : i32, !llvm.ptr
      %1294 = llvm.extractelement %1288[%49 : i32] : vector<4xi32>
      %1295 = llvm.getelementptr %1279[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1294, %1295 : i32, !llvm.ptr
      %1296 = llvm.add %1274, %57 : i32
      llvm.br ^bb131(%1296 : i32)
    ^bb133:  // pred: ^bb131
      %1297 = llvm.add %873, %961 : i32
      %1298 = llvm.getelementptr %878[%1297] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb134(%47 : i32)
    ^bb134(%1299: i32):  // 2 preds: ^bb133, ^bb135
      %1300 = llvm.icmp "slt" %1299, %48 : i32
      llvm.cond_br %1300, ^bb135, ^bb136 {llvm.loop_annotation = #loop_annotation}
    ^bb135:  // pred: ^bb134
      %1301 = llvm.mul %1299, %18 : i32
      %1302 = llvm.getelementptr %1298[%1301] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1303 = llvm.mul %1299, %54 : i32
      %1304 = llvm.getelementptr %928[%1303] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1305 = nvvm.ldmatrix %1302 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1306 = llvm.extractvalue %1305[0] : !llvm_struct_a37b2a
      %1307 = llvm.extractvalue %1305[1] : !llvm_struct_a37b2a
      %1308 = llvm.extractvalue %1305[2] : !llvm_struct_a37b2a
      %1309 = llvm.extractvalue %1305[3] : !llvm_struct_a37b2a
      %1310 = llvm.insertelement %1306, %4[%3 : i64] : vector<4xi32>
      %1311 = llvm.insertelement %1307, %1310[%2 : i64] : vector<4xi32>
      %1312 = llvm.insertelement %1308, %1311[%1 : i64] : vector<4xi32>
      %1313 = llvm.insertelement %1309, %1312[%0 : i64] : vector<4xi32>
      %1314 = llvm.extractelement %1313[%47 : i32] : vector<4xi32>
      llvm.store %1314, %1304 : i32, !llvm.ptr
      %1315 = llvm.extractelement %1313[%57 : i32] : vector<4xi32>
      %1316 = llvm.getelementptr %1304[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1315, %1316 : i32, !llvm.ptr
      %1317 = llvm.extractelement %1313[%48 : i32] : vector<4xi32>
      %1318 = llvm.getelementptr %1304[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1317, %1318 : i32, !llvm.ptr
      %1319 = llvm.extractelement %1313[%49 : i32] : vector<4xi32>
      %1320 = llvm.getelementptr %1304[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1319, %1320 : i32, !llvm.ptr
      %1321 = llvm.add %1299, %57 : i32
      llvm.br ^bb134(%1321 : i32)
    ^bb136:  // pred: ^bb134
      llvm.br ^bb137(%47 : i32)
    ^bb137(%1322: i32):  // 2 preds: ^bb136, ^bb141
      %1323 = llvm.icmp "slt" %1322, %30 : i32
      llvm.cond_br %1323, ^bb138, ^bb142 {llvm.loop_annotation = #loop_annotation}
    ^bb138:  // pred: ^bb137
      %1324 = llvm.mul %1322, %54 : i32
      %1325 = llvm.getelementptr %925[%1324] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1326 = llvm.getelementptr %1325[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1327 = llvm.getelementptr %1325[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1328 = llvm.getelementptr %1325[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb139(%47 : i32)
    ^bb139(%1329: i32):  // 2 preds: ^bb138, ^bb140
      %1330 = llvm.icmp "slt" %1329, %30 : i32
      llvm.cond_br %1330, ^bb140, ^bb141 {llvm.loop_annotation = #loop_annotation}
    ^bb140:  // pred: ^bb139
      %1331 = llvm.mul %1329, %30 : i32
      %1332 = llvm.getelementptr %926[%1331] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1333 = llvm.mul %1322, %30 : i32
      %1334 = llvm.mul %1329, %53 : i32
      %1335 = llvm.add %1333, %1334 : i32
      %1336 = llvm.getelementptr %59[%1335] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1337 = llvm.load %1325 : !llvm.ptr -> vector<2xf16>
      %1338 = llvm.load %1326 : !llvm.ptr -> vector<2xf16>
      %1339 = llvm.load %1327 : !llvm.ptr -> vector<2xf16>
      %1340 = llvm.load %1328 : !llvm.ptr -> vector<2xf16>
      %1341 = llvm.load %1332 : !llvm.ptr -> vector<2xf16>
      %1342 = llvm.getelementptr %1332[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1343 = llvm.load %1342 : !llvm.ptr -> vector<2xf16>
      %1344 = llvm.load %1336 : !llvm.ptr -> f32
      %1345 = llvm.getelementptr %1336[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1346 = llvm.load %1345 : !llvm.ptr -> f32
      %1347 = llvm.getelementptr %1336[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1348 = llvm.load %1347 : !llvm.ptr -> f32
      %1349 = llvm.getelementptr %1336[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1350 = llvm.load %1349 : !llvm.ptr -> f32
      %1351 = nvvm.mma.sync A[%1337, %1338, %1339, %1340]  B[%1341, %1343]  C[%1344, %1346, %1348, %1350]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1352 = llvm.extractvalue %1351[0] : !llvm_struct_687153
      %1353 = llvm.extractvalue %1351[1] : !llvm_struct_687153
      %1354 = llvm.extractvalue %1351[2] : !llvm_struct_687153
      %1355 = llvm.extractvalue %1351[3] : !llvm_struct_687153
      llvm.store %1352, %1336 : f32, !llvm.ptr
      llvm.store %1353, %1345 : f32, !llvm.ptr
      llvm.store %1354, %1347 : f32, !llvm.ptr
      llvm.store %1355, %1349 : f32, !llvm.ptr
      %1356 = llvm.add %1329, %57 : i32
      llvm.br ^bb139(%1356 : i32)
    ^bb141:  // pred: ^bb139
      %1357 = llvm.add %1322, %57 : i32
      llvm.br ^bb137(%1357 : i32)
    ^bb142:  // pred: ^bb137
      %1358 = llvm.add %848, %851 : i32
      %1359 = llvm.add %1358, %935 : i32
      %1360 = llvm.getelementptr %856[%1359] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb143(%47 : i32)
    ^bb143(%1361: i32):  // 2 preds: ^bb142, ^bb144
      %1362 = llvm.icmp "slt" %1361, %30 : i32
      llvm.cond_br %1362, ^bb144, ^bb145 {llvm.loop_annotation = #loop_annotation}
    ^bb144:  // pred: ^bb143
      %1363 = llvm.mul %1361, %18 : i32
      %1364 = llvm.getelementptr %1360[%1363] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1365 = llvm.mul %1361, %54 : i32
      %1366 = llvm.getelementptr %929[%1365] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1367 = nvvm.ldmatrix %1364 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1368 = llvm.extractvalue %1367[0] : !llvm_struct_a37b2a
      %1369 = llvm.extractvalue %1367[1] : !llvm_struct_a37b2a
      %1370 = llvm.extractvalue %1367[2] : !llvm_struct_a37b2a
      %1371 = llvm.extractvalue %1367[3] : !llvm_struct_a37b2a
      %1372 = llvm.insertelement %1368, %4[%3 : i64] : vector<4xi32>
      %1373 = llvm.insertelement %1369, %1372[%2 : i64] : vector<4xi32>
      %1374 = llvm.insertelement %1370, %1373[%1 : i64] : vector<4xi32>
      %1375 = llvm.insertelement %1371, %1374[%0 : i64] : vector<4xi32>
      %1376 = llvm.extractelement %1375[%47 : i32] : vector<4xi32>
      llvm.store %1376, %1366 : i32, !llvm.ptr
      %1377 = llvm.extractelement %1375[%57 : i32] : vector<4xi32>
      %1378 = llvm.getelementptr %1366[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1377, %1378 : i32, !llvm.ptr
      %1379 = llvm.extractelement %1375[%48 : i32] : vector<4xi32>
      %1380 = llvm.getelementptr %1366[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1379, %1380 : i32, !llvm.ptr
      %1381 = llvm.extractelement %1375[%49 : i32] : vector<4xi32>
      %1382 = llvm.getelementptr %1366[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1381, %1382 : i32, !llvm.ptr
      %1383 = llvm.add %1361, %57 : i32
      llvm.br ^bb143(%1383 : i32)
    ^bb145:  // pred: ^bb143
      %1384 = llvm.add %870, %873 : i32
      %1385 = llvm.add %1384, %961 : i32
      %1386 = llvm.getelementptr %878[%1385] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb146(%47 : i32)
    ^bb146(%1387: i32):  // 2 preds: ^bb145, ^bb147
      %1388 = llvm.icmp "slt" %1387, %48 : i32
      llvm.cond_br %1388, ^bb147, ^bb148 {llvm.loop_annotation = #loop_annotation}
    ^bb147:  // pred: ^bb146
      %1389 = llvm.mul %1387, %18 : i32
      %1390 = llvm.getelementptr %1386[%1389] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1391 = llvm.mul %1387, %54 : i32
      %1392 = llvm.getelementptr %930[%1391] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1393 = nvvm.ldmatrix %1390 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1394 = llvm.extractvalue %1393[0] : !llvm_struct_a37b2a
      %1395 = llvm.extractvalue %1393[1] : !llvm_struct_a37b2a
      %1396 = llvm.extractvalue %1393[2] : !llvm_struct_a37b2a
      %1397 = llvm.extractvalue %1393[3] : !llvm_struct_a37b2a
      %1398 = llvm.insertelement %1394, %4[%3 : i64] : vector<4xi32>
      %1399 = llvm.insertelement %1395, %1398[%2 : i64] : vector<4xi32>
      %1400 = llvm.insertelement %1396, %1399[%1 : i64] : vector<4xi32>
      %1401 = llvm.insertelement %1397, %1400[%0 : i64] : vector<4xi32>
      %1402 = llvm.extractelement %1401[%47 : i32] : vector<4xi32>
      llvm.store %1402, %1392 : i32, !llvm.ptr
      %1403 = llvm.extractelement %1401[%57 : i32] : vector<4xi32>
      %1404 = llvm.getelementptr %1392[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1403, %1404 : i32, !llvm.ptr
      %1405 = llvm.extractelement %1401[%48 : i32] : vector<4xi32>
      %1406 = llvm.getelementptr %1392[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1405, %1406 : i32, !llvm.ptr
      %1407 = llvm.extractelement %1401[%49 : i32] : vector<4xi32>
      %1408 = llvm.getelementptr %1392[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1407, %1408 : i32, !llvm.ptr
      %1409 = llvm.add %1387, %57 : i32
      llvm.br ^bb146(%1409 : i32)
    ^bb148:  // pred: ^bb146
      llvm.br ^bb149(%47 : i32)
    ^bb149(%1410: i32):  // 2 preds: ^bb148, ^bb153
      %1411 = llvm.icmp "slt" %1410, %30 : i32
      llvm.cond_br %1411, ^bb150, ^bb154 {llvm.loop_annotation = #loop_annotation}
    ^bb150:  // pred: ^bb149
      %1412 = llvm.mul %1410, %54 : i32
      %1413 = llvm.getelementptr %927[%1412] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1414 = llvm.getelementptr %1413[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1415 = llvm.getelementptr %1413[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1416 = llvm.getelementptr %1413[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb151(%47 : i32)
    ^bb151(%1417: i32):  // 2 preds: ^bb150, ^bb152
      %1418 = llvm.icmp "slt" %1417, %30 : i32
      llvm.cond_br %1418, ^bb152, ^bb153 {llvm.loop_annotation = #loop_annotation}
    ^bb152:  // pred: ^bb151
      %1419 = llvm.mul %1417, %30 : i32
      %1420 = llvm.getelementptr %928[%1419] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1421 = llvm.mul %1410, %30 : i32
      %1422 = llvm.mul %1417, %53 : i32
      %1423 = llvm.add %1421, %1422 : i32
      %1424 = llvm.getelementptr %59[%1423] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1425 = llvm.load %1413 : !llvm.ptr -> vector<2xf16>
      %1426 = llvm.load %1414 : !llvm.ptr -> vector<2xf16>
      %1427 = llvm.load %1415 : !llvm.ptr -> vector<2xf16>
      %1428 = llvm.load %1416 : !llvm.ptr -> vector<2xf16>
      %1429 = llvm.load %1420 : !llvm.ptr -> vector<2xf16>
      %1430 = llvm.getelementptr %1420[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1431 = llvm.load %1430 : !llvm.ptr -> vector<2xf16>
      %1432 = llvm.load %1424 : !llvm.ptr -> f32
      %1433 = llvm.getelementptr %1424[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1434 = llvm.load %1433 : !llvm.ptr -> f32
      %1435 = llvm.getelementptr %1424[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1436 = llvm.load %1435 : !llvm.ptr -> f32
      %1437 = llvm.getelementptr %1424[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1438 = llvm.load %1437 : !llvm.ptr -> f32
      %1439 = nvvm.mma.sync A[%1425, %1426, %1427, %1428]  B[%1429, %1431]  C[%1432, %1434, %1436, %1438]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1440 = llvm.extractvalue %1439[0] : !llvm_struct_687153
      %1441 = llvm.extractvalue %1439[1] : !llvm_struct_687153
      %1442 = llvm.extractvalue %1439[2] : !llvm_struct_687153
      %1443 = llvm.extractvalue %1439[3] : !llvm_struct_687153
      llvm.store %1440, %1424 : f32, !llvm.ptr
      llvm.store %1441, %1433 : f32, !llvm.ptr
      llvm.store %1442, %1435 : f32, !llvm.ptr
      llvm.store %1443, %1437 : f32, !llvm.ptr
      %1444 = llvm.add %1417, %57 : i32
      llvm.br ^bb151(%1444 : i32)
    ^bb153:  // pred: ^bb151
      %1445 = llvm.add %1410, %57 : i32
      llvm.br ^bb149(%1445 : i32)
    ^bb154:  // pred: ^bb149
      %1446 = llvm.add %933, %57 : i32
      %1447 = llvm.icmp "eq" %1446, %49 : i32
      %1448 = llvm.select %1447, %47, %1446 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1449 = llvm.mul %1448, %12 : i32
      %1450 = llvm.getelementptr %856[%1449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb155(%47 : i32)
    ^bb155(%1451: i32):  // 2 preds: ^bb154, ^bb156
      %1452 = llvm.icmp "slt" %1451, %30 : i32
      llvm.cond_br %1452, ^bb156, ^bb157 {llvm.loop_annotation = #loop_annotation}
    ^bb156:  // pred: ^bb155
      %1453 = llvm.mul %1451, %18 : i32
      %1454 = llvm.getelementptr %1450[%1453] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1455 = llvm.mul %1451, %54 : i32
      %1456 = llvm.getelementptr %61[%1455] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1457 = nvvm.ldmatrix %1454 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1458 = llvm.extractvalue %1457[0] : !llvm_struct_a37b2a
      %1459 = llvm.extractvalue %1457[1] : !llvm_struct_a37b2a
      %1460 = llvm.extractvalue %1457[2] : !llvm_struct_a37b2a
      %1461 = llvm.extractvalue %1457[3] : !llvm_struct_a37b2a
      %1462 = llvm.insertelement %1458, %4[%3 : i64] : vector<4xi32>
      %1463 = llvm.insertelement %1459, %1462[%2 : i64] : vector<4xi32>
      %1464 = llvm.insertelement %1460, %1463[%1 : i64] : vector<4xi32>
      %1465 = llvm.insertelement %1461, %1464[%0 : i64] : vector<4xi32>
      %1466 = llvm.extractelement %1465[%47 : i32] : vector<4xi32>
      llvm.store %1466, %1456 : i32, !llvm.ptr
      %1467 = llvm.extractelement %1465[%57 : i32] : vector<4xi32>
      %1468 = llvm.getelementptr %1456[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1467, %1468 : i32, !llvm.ptr
      %1469 = llvm.extractelement %1465[%48 : i32] : vector<4xi32>
      %1470 = llvm.getelementptr %1456[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1469, %1470 : i32, !llvm.ptr
      %1471 = llvm.extractelement %1465[%49 : i32] : vector<4xi32>
      %1472 = llvm.getelementptr %1456[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1471, %1472 : i32, !llvm.ptr
      %1473 = llvm.add %1451, %57 : i32
      llvm.br ^bb155(%1473 : i32)
    ^bb157:  // pred: ^bb155
      %1474 = llvm.mul %1448, %16 : i32
      %1475 = llvm.getelementptr %878[%1474] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb158(%47 : i32)
    ^bb158(%1476: i32):  // 2 preds: ^bb157, ^bb159
      %1477 = llvm.icmp "slt" %1476, %48 : i32
      llvm.cond_br %1477, ^bb159, ^bb160 {llvm.loop_annotation = #loop_annotation}
    ^bb159:  // pred: ^bb158
      %1478 = llvm.mul %1476, %18 : i32
      %1479 = llvm.getelementptr %1475[%1478] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1480 = llvm.mul %1476, %54 : i32
      %1481 = llvm.getelementptr %60[%1480] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1482 = nvvm.ldmatrix %1479 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1483 = llvm.extractvalue %1482[0] : !llvm_struct_a37b2a
      %1484 = llvm.extractvalue %1482[1] : !llvm_struct_a37b2a
      %1485 = llvm.extractvalue %1482[2] : !llvm_struct_a37b2a
      %1486 = llvm.extractvalue %1482[3] : !llvm_struct_a37b2a
      %1487 = llvm.insertelement %1483, %4[%3 : i64] : vector<4xi32>
      %1488 = llvm.insertelement %1484, %1487[%2 : i64] : vector<4xi32>
      %1489 = llvm.insertelement %1485, %1488[%1 : i64] : vector<4xi32>
      %1490 = llvm.insertelement %1486, %1489[%0 : i64] : vector<4xi32>
      %1491 = llvm.extractelement %1490[%47 : i32] : vector<4xi32>
      llvm.store %1491, %1481 : i32, !llvm.ptr
      %1492 = llvm.extractelement %1490[%57 : i32] : vector<4xi32>
      %1493 = llvm.getelementptr %1481[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1492, %1493 : i32, !llvm.ptr
      %1494 = llvm.extractelement %1490[%48 : i32] : vector<4xi32>
      %1495 = llvm.getelementptr %1481[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1494, %1495 : i32, !llvm.ptr
      %1496 = llvm.extractelement %1490[%49 : i32] : vector<4xi32>
      %1497 = llvm.getelementptr %1481[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1496, %1497 : i32, !llvm.ptr
      %1498 = llvm.add %1476, %57 : i32
      llvm.br ^bb158(%1498 : i32)
    ^bb160:  // pred: ^bb158
      llvm.br ^bb161(%47 : i32)
    ^bb161(%1499: i32):  // 2 preds: ^bb160, ^bb165
      %1500 = llvm.icmp "slt" %1499, %30 : i32
      llvm.cond_br %1500, ^bb162, ^bb166 {llvm.loop_annotation = #loop_annotation}
    ^bb162:  // pred: ^bb161
      %1501 = llvm.mul %1499, %54 : i32
      %1502 = llvm.getelementptr %929[%1501] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1503 = llvm.getelementptr %1502[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1504 = llvm.getelementptr %1502[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1505 = llvm.getelementptr %1502[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb163(%47 : i32)
    ^bb163(%1506: i32):  // 2 preds: ^bb162, ^bb164
      %1507 = llvm.icmp "slt" %1506, %30 : i32
      llvm.cond_br %1507, ^bb164, ^bb165 {llvm.loop_annotation = #loop_annotation}
    ^bb164:  // pred: ^bb163
      %1508 = llvm.mul %1506, %30 : i32
      %1509 = llvm.getelementptr %930[%1508] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1510 = llvm.mul %1499, %30 : i32
      %1511 = llvm.mul %1506, %53 : i32
      %1512 = llvm.add %1510, %1511 : i32
      %1513 = llvm.getelementptr %59[%1512] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1514 = llvm.load %1502 : !llvm.ptr -> vector<2xf16>
      %1515 = llvm.load %1503 : !llvm.ptr -> vector<2xf16>
      %1516 = llvm.load %1504 : !llvm.ptr -> vector<2xf16>
      %1517 = llvm.load %1505 : !llvm.ptr -> vector<2xf16>
      %1518 = llvm.load %1509 : !llvm.ptr -> vector<2xf16>
      %1519 = llvm.getelementptr %1509[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1520 = llvm.load %1519 : !llvm.ptr -> vector<2xf16>
      %1521 = llvm.load %1513 : !llvm.ptr -> f32
      %1522 = llvm.getelementptr %1513[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1523 = llvm.load %1522 : !llvm.ptr -> f32
      %1524 = llvm.getelementptr %1513[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1525 = llvm.load %1524 : !llvm.ptr -> f32
      %1526 = llvm.getelementptr %1513[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1527 = llvm.load %1526 : !llvm.ptr -> f32
      %1528 = nvvm.mma.sync A[%1514, %1515, %1516, %1517]  B[%1518, %1520]  C[%1521, %1523, %1525, %1527]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1529 = llvm.extractvalue %1528[0] : !llvm_struct_687153
      %1530 = llvm.extractvalue %1528[1] : !llvm_struct_687153
      %1531 = llvm.extractvalue %1528[2] : !llvm_struct_687153
      %1532 = llvm.extractvalue %1528[3] : !llvm_struct_687153
      llvm.store %1529, %1513 : f32, !llvm.ptr
      llvm.store %1530, %1522 : f32, !llvm.ptr
      llvm.store %1531, %1524 : f32, !llvm.ptr
      llvm.store %1532, %1526 : f32, !llvm.ptr
      %1533 = llvm.add %1506, %57 : i32
      llvm.br ^bb163(%1533 : i32)
    ^bb165:  // pred: ^bb163
      %1534 = llvm.add %1499, %57 : i32
      llvm.br ^bb161(%1534 : i32)
    ^bb166:  // pred: ^bb161
      %1535 = llvm.add %931, %57 : i32
      llvm.br ^bb79(%1535, %933, %1448 : i32, i32, i32)
    ^bb167:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1536 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<64xf32>
      %1537 = llvm.fptrunc %1536 : vector<64xf32> to vector<64xf16>
      llvm.store %1537, %58 {alignment = 32 : i64} : vector<64xf16>, !llvm.ptr
      %1538 = llvm.add %85, %57 : i32
      %1539 = llvm.mul %1538, %55 : i32
      %1540 = llvm.icmp "sle" %1539, %35 : i32
      %1541 = llvm.add %94, %57 : i32
      %1542 = llvm.mul %1541, %56 : i32
      %1543 = llvm.icmp "sle" %1542, %40 : i32
      %1544 = llvm.and %1540, %1543 : i1
      llvm.cond_br %1544, ^bb168, ^bb172
    ^bb168:  // pred: ^bb167
      llvm.br ^bb169(%47 : i32)
    ^bb169(%1545: i32):  // 2 preds: ^bb168, ^bb170
      %1546 = llvm.icmp "slt" %1545, %41 : i32
      llvm.cond_br %1546, ^bb170, ^bb171 {llvm.loop_annotation = #loop_annotation}
    ^bb170:  // pred: ^bb169
      %1547 = llvm.mul %1545, %48 : i32
      %1548 = llvm.getelementptr %58[%1547] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1549 = llvm.sdiv %1545, %48 : i32
      %1550 = llvm.srem %1545, %48 : i32
      %1551 = llvm.mul %1550, %11 : i32
      %1552 = llvm.sdiv %1549, %30 : i32
      %1553 = llvm.srem %1549, %30 : i32
      %1554 = llvm.mul %1553, %10 : i32
      %1555 = llvm.add %1551, %1554 : i32
      %1556 = llvm.mul %1552, %53 : i32
      %1557 = llvm.add %1555, %1556 : i32
      %1558 = llvm.getelementptr %832[%1557] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1559 = llvm.load %1548 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1559, %1558 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1560 = llvm.add %1545, %57 : i32
      llvm.br ^bb169(%1560 : i32)
    ^bb171:  // 3 preds: ^bb169, ^bb298, ^bb299
      llvm.br ^bb300
    ^bb172:  // pred: ^bb167
      %1561 = llvm.mul %821, %53 : i32
      %1562 = llvm.add %823, %1561 : i32
      %1563 = llvm.add %825, %829 : i32
      %1564 = llvm.add %106, %1562 : i32
      %1565 = llvm.add %103, %1563 : i32
      %1566 = llvm.icmp "slt" %1564, %35 : i32
      %1567 = llvm.icmp "slt" %1565, %40 : i32
      %1568 = llvm.and %1566, %1567 : i1
      llvm.cond_br %1568, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1569 = llvm.ptrtoint %58 : !llvm.ptr to i64
      %1570 = llvm.inttoptr %1569 : i64 to !llvm.ptr
      %1571 = llvm.load %1570 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1572 = llvm.ptrtoint %832 : !llvm.ptr<1> to i64
      %1573 = llvm.inttoptr %1572 : i64 to !llvm.ptr<1>
      llvm.store %1571, %1573 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1574 = llvm.add %1565, %57 : i32
      %1575 = llvm.icmp "slt" %1574, %40 : i32
      %1576 = llvm.and %1566, %1575 : i1
      llvm.cond_br %1576, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1577 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %1578 = llvm.ptrtoint %1577 : !llvm.ptr to i64
      %1579 = llvm.inttoptr %1578 : i64 to !llvm.ptr
      %1580 = llvm.load %1579 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1581 = llvm.getelementptr %832[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1582 = llvm.ptrtoint %1581 : !llvm.ptr<1> to i64
      %1583 = llvm.inttoptr %1582 : i64 to !llvm.ptr<1>
      llvm.store %1580, %1583 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1584 = llvm.add %1564, %54 : i32
      %1585 = llvm.icmp "slt" %1584, %35 : i32
      %1586 = llvm.and %1585, %1567 : i1
      llvm.cond_br %1586, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1587 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %1588 = llvm.ptrtoint %1587 : !llvm.ptr to i64
      %1589 = llvm.inttoptr %1588 : i64 to !llvm.ptr
      %1590 = llvm.load %1589 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1591 = llvm.getelementptr %832[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1592 = llvm.ptrtoint %1591 : !llvm.ptr<1> to i64
      %1593 = llvm.inttoptr %1592 : i64 to !llvm.ptr<1>
      llvm.store %1590, %1593 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1594 = llvm.and %1585, %1575 : i1
      llvm.cond_br %1594, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1595 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %1596 = llvm.ptrtoint %1595 : !llvm.ptr to i64
      %1597 = llvm.inttoptr %1596 : i64 to !llvm.ptr
      %1598 = llvm.load %1597 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1599 = llvm.getelementptr %832[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1600 = llvm.ptrtoint %1599 : !llvm.ptr<1> to i64
      %1601 = llvm.inttoptr %1600 : i64 to !llvm.ptr<1>
      llvm.store %1598, %1601 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1602 = llvm.add %1564, %41 : i32
      %1603 = llvm.icmp "slt" %1602, %35 : i32
      %1604 = llvm.and %1603, %1567 : i1
      llvm.cond_br %1604, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1605 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %1606 = llvm.ptrtoint %1605 : !llvm.ptr to i64
      %1607 = llvm.inttoptr %1606 : i64 to !llvm.ptr
      %1608 = llvm.load %1607 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1609 = llvm.getelementptr %832[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1610 = llvm.ptrtoint %1609 : !llvm.ptr<1> to i64
      %1611 = llvm.inttoptr %1610 : i64 to !llvm.ptr<1>
      llvm.store %1608, %1611 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1612 = llvm.and %1603, %1575 : i1
      llvm.cond_br %1612, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1613 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %1614 = llvm.ptrtoint %1613 : !llvm.ptr to i64
      %1615 = llvm.inttoptr %1614 : i64 to !llvm.ptr
      %1616 = llvm.load %1615 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1617 = llvm.getelementptr %832[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1618 = llvm.ptrtoint %1617 : !llvm.ptr<1> to i64
      %1619 = llvm.inttoptr %1618 : i64 to !llvm.ptr<1>
      llvm.store %1616, %1619 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1620 = llvm.add %1564, %9 : i32
      %1621 = llvm.icmp "slt" %1620, %35 : i32
      %1622 = llvm.and %1621, %1567 : i1
      llvm.cond_br %1622, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1623 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %1624 = llvm.ptrtoint %1623 : !llvm.ptr to i64
      %1625 = llvm.inttoptr %1624 : i64 to !llvm.ptr
      %1626 = llvm.load %1625 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1627 = llvm.getelementptr %832[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1628 = llvm.ptrtoint %1627 : !llvm.ptr<1> to i64
      %1629 = llvm.inttoptr %1628 : i64 to !llvm.ptr<1>
      llvm.store %1626, %1629 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1630 = llvm.and %1621, %1575 : i1
      llvm.cond_br %1630, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1631 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %1632 = llvm.ptrtoint %1631 : !llvm.ptr to i64
      %1633 = llvm.inttoptr %1632 : i64 to !llvm.ptr
      %1634 = llvm.load %1633 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1635 = llvm.getelementptr %832[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1636 = llvm.ptrtoint %1635 : !llvm.ptr<1> to i64
      %1637 = llvm.inttoptr %1636 : i64 to !llvm.ptr<1>
      llvm.store %1634, %1637 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1638 = llvm.add %1564, %56 : i32
      %1639 = llvm.icmp "slt" %1638, %35 : i32
      %1640 = llvm.and %1639, %1567 : i1
      llvm.cond_br %1640, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1641 = llvm.getelementptr %58[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %1642 = llvm.ptrtoint %1641 : !llvm.ptr to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr
      %1644 = llvm.load %1643 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1645 = llvm.getelementptr %832[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1646 = llvm.ptrtoint %1645 : !llvm.ptr<1> to i64
      %1647 = llvm.inttoptr %1646 : i64 to !llvm.ptr<1>
      llvm.store %1644, %1647 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1648 = llvm.and %1639, %1575 : i1
      llvm.cond_br %1648, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1649 = llvm.getelementptr %58[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %1650 = llvm.ptrtoint %1649 : !llvm.ptr to i64
      %1651 = llvm.inttoptr %1650 : i64 to !llvm.ptr
      %1652 = llvm.load %1651 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1653 = llvm.getelementptr %832[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1654 = llvm.ptrtoint %1653 : !llvm.ptr<1> to i64
      %1655 = llvm.inttoptr %1654 : i64 to !llvm.ptr<1>
      llvm.store %1652, %1655 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1656 = llvm.add %1564, %40 : i32
      %1657 = llvm.icmp "slt" %1656, %35 : i32
      %1658 = llvm.and %1657, %1567 : i1
      llvm.cond_br %1658, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1659 = llvm.getelementptr %58[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %1660 = llvm.ptrtoint %1659 : !llvm.ptr to i64
      %1661 = llvm.inttoptr %1660 : i64 to !llvm.ptr
      %1662 = llvm.load %1661 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1663 = llvm.getelementptr %832[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1664 = llvm.ptrtoint %1663 : !llvm.ptr<1> to i64
      %1665 = llvm.inttoptr %1664 : i64 to !llvm.ptr<1>
      llvm.store %1662, %1665 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1666 = llvm.and %1657, %1575 : i1
      llvm.cond_br %1666, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1667 = llvm.getelementptr %58[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %1668 = llvm.ptrtoint %1667 : !llvm.ptr to i64
      %1669 = llvm.inttoptr %1668 : i64 to !llvm.ptr
      %1670 = llvm.load %1669 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1671 = llvm.getelementptr %832[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1672 = llvm.ptrtoint %1671 : !llvm.ptr<1> to i64
      %1673 = llvm.inttoptr %1672 : i64 to !llvm.ptr<1>
      llvm.store %1670, %1673 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1674 = llvm.add %1564, %20 : i32
      %1675 = llvm.icmp "slt" %1674, %35 : i32
      %1676 = llvm.and %1675, %1567 : i1
      llvm.cond_br %1676, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1677 = llvm.getelementptr %58[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %1678 = llvm.ptrtoint %1677 : !llvm.ptr to i64
      %1679 = llvm.inttoptr %1678 : i64 to !llvm.ptr
      %1680 = llvm.load %1679 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1681 = llvm.getelementptr %832[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1682 = llvm.ptrtoint %1681 : !llvm.ptr<1> to i64
      %1683 = llvm.inttoptr %1682 : i64 to !llvm.ptr<1>
      llvm.store %1680, %1683 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1684 = llvm.and %1675, %1575 : i1
      llvm.cond_br %1684, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1685 = llvm.getelementptr %58[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %1686 = llvm.ptrtoint %1685 : !llvm.ptr to i64
      %1687 = llvm.inttoptr %1686 : i64 to !llvm.ptr
      %1688 = llvm.load %1687 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1689 = llvm.getelementptr %832[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1690 = llvm.ptrtoint %1689 : !llvm.ptr<1> to i64
      %1691 = llvm.inttoptr %1690 : i64 to !llvm.ptr<1>
      llvm.store %1688, %1691 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1692 = llvm.add %1564, %8 : i32
      %1693 = llvm.icmp "slt" %1692, %35 : i32
      %1694 = llvm.and %1693, %1567 : i1
      llvm.cond_br %1694, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1695 = llvm.getelementptr %58[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %1696 = llvm.ptrtoint %1695 : !llvm.ptr to i64
      %1697 = llvm.inttoptr %1696 : i64 to !llvm.ptr
      %1698 = llvm.load %1697 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1699 = llvm.getelementptr %832[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1700 = llvm.ptrtoint %1699 : !llvm.ptr<1> to i64
      %1701 = llvm.inttoptr %1700 : i64 to !llvm.ptr<1>
      llvm.store %1698, %1701 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1702 = llvm.and %1693, %1575 : i1
      llvm.cond_br %1702, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1703 = llvm.getelementptr %58[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %1704 = llvm.ptrtoint %1703 : !llvm.ptr to i64
      %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr
      %1706 = llvm.load %1705 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1707 = llvm.getelementptr %832[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1708 = llvm.ptrtoint %1707 : !llvm.ptr<1> to i64
      %1709 = llvm.inttoptr %1708 : i64 to !llvm.ptr<1>
      llvm.store %1706, %1709 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1710 = llvm.add %1565, %53 : i32
      %1711 = llvm.icmp "slt" %1710, %40 : i32
      %1712 = llvm.and %1566, %1711 : i1
      llvm.cond_br %1712, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1713 = llvm.getelementptr %58[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1714 = llvm.ptrtoint %1713 : !llvm.ptr to i64
      %1715 = llvm.inttoptr %1714 : i64 to !llvm.ptr
      %1716 = llvm.load %1715 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1717 = llvm.getelementptr %832[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1718 = llvm.ptrtoint %1717 : !llvm.ptr<1> to i64
      %1719 = llvm.inttoptr %1718 : i64 to !llvm.ptr<1>
      llvm.store %1716, %1719 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1720 = llvm.add %1565, %7 : i32
      %1721 = llvm.icmp "slt" %1720, %40 : i32
      %1722 = llvm.and %1566, %1721 : i1
      llvm.cond_br %1722, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1723 = llvm.getelementptr %58[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %1724 = llvm.ptrtoint %1723 : !llvm.ptr to i64
      %1725 = llvm.inttoptr %1724 : i64 to !llvm.ptr
      %1726 = llvm.load %1725 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1727 = llvm.getelementptr %832[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1728 = llvm.ptrtoint %1727 : !llvm.ptr<1> to i64
      %1729 = llvm.inttoptr %1728 : i64 to !llvm.ptr<1>
      llvm.store %1726, %1729 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1730 = llvm.and %1585, %1711 : i1
      llvm.cond_br %1730, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1731 = llvm.getelementptr %58[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %1732 = llvm.ptrtoint %1731 : !llvm.ptr to i64
      %1733 = llvm.inttoptr %1732 : i64 to !llvm.ptr
      %1734 = llvm.load %1733 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1735 = llvm.getelementptr %832[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1736 = llvm.ptrtoint %1735 : !llvm.ptr<1> to i64
      %1737 = llvm.inttoptr %1736 : i64 to !llvm.ptr<1>
      llvm.store %1734, %1737 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1738 = llvm.and %1585, %1721 : i1
      llvm.cond_br %1738, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1739 = llvm.getelementptr %58[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %1740 = llvm.ptrtoint %1739 : !llvm.ptr to i64
      %1741 = llvm.inttoptr %1740 : i64 to !llvm.ptr
      %1742 = llvm.load %1741 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1743 = llvm.getelementptr %832[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1744 = llvm.ptrtoint %1743 : !llvm.ptr<1> to i64
      %1745 = llvm.inttoptr %1744 : i64 to !llvm.ptr<1>
      llvm.store %1742, %1745 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1746 = llvm.and %1603, %1711 : i1
      llvm.cond_br %1746, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1747 = llvm.getelementptr %58[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %1748 = llvm.ptrtoint %1747 : !llvm.ptr to i64
      %1749 = llvm.inttoptr %1748 : i64 to !llvm.ptr
      %1750 = llvm.load %1749 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1751 = llvm.getelementptr %832[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1752 = llvm.ptrtoint %1751 : !llvm.ptr<1> to i64
      %1753 = llvm.inttoptr %1752 : i64 to !llvm.ptr<1>
      llvm.store %1750, %1753 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1754 = llvm.and %1603, %1721 : i1
      llvm.cond_br %1754, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1755 = llvm.getelementptr %58[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %1756 = llvm.ptrtoint %1755 : !llvm.ptr to i64
      %1757 = llvm.inttoptr %1756 : i64 to !llvm.ptr
      %1758 = llvm.load %1757 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1759 = llvm.getelementptr %832[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1760 = llvm.ptrtoint %1759 : !llvm.ptr<1> to i64
      %1761 = llvm.inttoptr %1760 : i64 to !llvm.ptr<1>
      llvm.store %1758, %1761 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1762 = llvm.and %1621, %1711 : i1
      llvm.cond_br %1762, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1763 = llvm.getelementptr %58[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %1764 = llvm.ptrtoint %1763 : !llvm.ptr to i64
      %1765 = llvm.inttoptr %1764 : i64 to !llvm.ptr
      %1766 = llvm.load %1765 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1767 = llvm.getelementptr %832[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1768 = llvm.ptrtoint %1767 : !llvm.ptr<1> to i64
      %1769 = llvm.inttoptr %1768 : i64 to !llvm.ptr<1>
      llvm.store %1766, %1769 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1770 = llvm.and %1621, %1721 : i1
      llvm.cond_br %1770, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1771 = llvm.getelementptr %58[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %1772 = llvm.ptrtoint %1771 : !llvm.ptr to i64
      %1773 = llvm.inttoptr %1772 : i64 to !llvm.ptr
      %1774 = llvm.load %1773 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1775 = llvm.getelementptr %832[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1776 = llvm.ptrtoint %1775 : !llvm.ptr<1> to i64
      %1777 = llvm.inttoptr %1776 : i64 to !llvm.ptr<1>
      llvm.store %1774, %1777 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1778 = llvm.and %1639, %1711 : i1
      llvm.cond_br %1778, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1779 = llvm.getelementptr %58[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %1780 = llvm.ptrtoint %1779 : !llvm.ptr to i64
      %1781 = llvm.inttoptr %1780 : i64 to !llvm.ptr
      %1782 = llvm.load %1781 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1783 = llvm.getelementptr %832[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1784 = llvm.ptrtoint %1783 : !llvm.ptr<1> to i64
      %1785 = llvm.inttoptr %1784 : i64 to !llvm.ptr<1>
      llvm.store %1782, %1785 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1786 = llvm.and %1639, %1721 : i1
      llvm.cond_br %1786, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1787 = llvm.getelementptr %58[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %1788 = llvm.ptrtoint %1787 : !llvm.ptr to i64
      %1789 = llvm.inttoptr %1788 : i64 to !llvm.ptr
      %1790 = llvm.load %1789 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1791 = llvm.getelementptr %832[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1792 = llvm.ptrtoint %1791 : !llvm.ptr<1> to i64
      %1793 = llvm.inttoptr %1792 : i64 to !llvm.ptr<1>
      llvm.store %1790, %1793 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1794 = llvm.and %1657, %1711 : i1
      llvm.cond_br %1794, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1795 = llvm.getelementptr %58[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %1796 = llvm.ptrtoint %1795 : !llvm.ptr to i64
      %1797 = llvm.inttoptr %1796 : i64 to !llvm.ptr
      %1798 = llvm.load %1797 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1799 = llvm.getelementptr %832[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1800 = llvm.ptrtoint %1799 : !llvm.ptr<1> to i64
      %1801 = llvm.inttoptr %1800 : i64 to !llvm.ptr<1>
      llvm.store %1798, %1801 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1802 = llvm.and %1657, %1721 : i1
      llvm.cond_br %1802, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1803 = llvm.getelementptr %58[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %1804 = llvm.ptrtoint %1803 : !llvm.ptr to i64
      %1805 = llvm.inttoptr %1804 : i64 to !llvm.ptr
      %1806 = llvm.load %1805 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1807 = llvm.getelementptr %832[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1808 = llvm.ptrtoint %1807 : !llvm.ptr<1> to i64
      %1809 = llvm.inttoptr %1808 : i64 to !llvm.ptr<1>
      llvm.store %1806, %1809 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1810 = llvm.and %1675, %1711 : i1
      llvm.cond_br %1810, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1811 = llvm.getelementptr %58[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %1812 = llvm.ptrtoint %1811 : !llvm.ptr to i64
      %1813 = llvm.inttoptr %1812 : i64 to !llvm.ptr
      %1814 = llvm.load %1813 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1815 = llvm.getelementptr %832[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1816 = llvm.ptrtoint %1815 : !llvm.ptr<1> to i64
      %1817 = llvm.inttoptr %1816 : i64 to !llvm.ptr<1>
      llvm.store %1814, %1817 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1818 = llvm.and %1675, %1721 : i1
      llvm.cond_br %1818, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1819 = llvm.getelementptr %58[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %1820 = llvm.ptrtoint %1819 : !llvm.ptr to i64
      %1821 = llvm.inttoptr %1820 : i64 to !llvm.ptr
      %1822 = llvm.load %1821 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1823 = llvm.getelementptr %832[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1824 = llvm.ptrtoint %1823 : !llvm.ptr<1> to i64
      %1825 = llvm.inttoptr %1824 : i64 to !llvm.ptr<1>
      llvm.store %1822, %1825 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1826 = llvm.and %1693, %1711 : i1
      llvm.cond_br %1826, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1827 = llvm.getelementptr %58[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %1828 = llvm.ptrtoint %1827 : !llvm.ptr to i64
      %1829 = llvm.inttoptr %1828 : i64 to !llvm.ptr
      %1830 = llvm.load %1829 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1831 = llvm.getelementptr %832[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1832 = llvm.ptrtoint %1831 : !llvm.ptr<1> to i64
      %1833 = llvm.inttoptr %1832 : i64 to !llvm.ptr<1>
      llvm.store %1830, %1833 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1834 = llvm.and %1693, %1721 : i1
      llvm.cond_br %1834, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1835 = llvm.getelementptr %58[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %1836 = llvm.ptrtoint %1835 : !llvm.ptr to i64
      %1837 = llvm.inttoptr %1836 : i64 to !llvm.ptr
      %1838 = llvm.load %1837 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1839 = llvm.getelementptr %832[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1840 = llvm.ptrtoint %1839 : !llvm.ptr<1> to i64
      %1841 = llvm.inttoptr %1840 : i64 to !llvm.ptr<1>
      llvm.store %1838, %1841 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1842 = llvm.add %1565, %41 : i32
      %1843 = llvm.icmp "slt" %1842, %40 : i32
      %1844 = llvm.and %1566, %1843 : i1
      llvm.cond_br %1844, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1845 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1846 = llvm.ptrtoint %1845 : !llvm.ptr to i64
      %1847 = llvm.inttoptr %1846 : i64 to !llvm.ptr
      %1848 = llvm.load %1847 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1849 = llvm.getelementptr %832[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1850 = llvm.ptrtoint %1849 : !llvm.ptr<1> to i64
      %1851 = llvm.inttoptr %1850 : i64 to !llvm.ptr<1>
      llvm.store %1848, %1851 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1852 = llvm.add %1565, %6 : i32
      %1853 = llvm.icmp "slt" %1852, %40 : i32
      %1854 = llvm.and %1566, %1853 : i1
      llvm.cond_br %1854, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1855 = llvm.getelementptr %58[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %1856 = llvm.ptrtoint %1855 : !llvm.ptr to i64
      %1857 = llvm.inttoptr %1856 : i64 to !llvm.ptr
      %1858 = llvm.load %1857 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1859 = llvm.getelementptr %832[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1860 = llvm.ptrtoint %1859 : !llvm.ptr<1> to i64
      %1861 = llvm.inttoptr %1860 : i64 to !llvm.ptr<1>
      llvm.store %1858, %1861 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1862 = llvm.and %1585, %1843 : i1
      llvm.cond_br %1862, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1863 = llvm.getelementptr %58[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %1864 = llvm.ptrtoint %1863 : !llvm.ptr to i64
      %1865 = llvm.inttoptr %1864 : i64 to !llvm.ptr
      %1866 = llvm.load %1865 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1867 = llvm.getelementptr %832[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1868 = llvm.ptrtoint %1867 : !llvm.ptr<1> to i64
      %1869 = llvm.inttoptr %1868 : i64 to !llvm.ptr<1>
      llvm.store %1866, %1869 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1870 = llvm.and %1585, %1853 : i1
      llvm.cond_br %1870, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1871 = llvm.getelementptr %58[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %1872 = llvm.ptrtoint %1871 : !llvm.ptr to i64
      %1873 = llvm.inttoptr %1872 : i64 to !llvm.ptr
      %1874 = llvm.load %1873 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1875 = llvm.getelementptr %832[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1876 = llvm.ptrtoint %1875 : !llvm.ptr<1> to i64
      %1877 = llvm.inttoptr %1876 : i64 to !llvm.ptr<1>
      llvm.store %1874, %1877 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1878 = llvm.and %1603, %1843 : i1
      llvm.cond_br %1878, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1879 = llvm.getelementptr %58[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %1880 = llvm.ptrtoint %1879 : !llvm.ptr to i64
      %1881 = llvm.inttoptr %1880 : i64 to !llvm.ptr
      %1882 = llvm.load %1881 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1883 = llvm.getelementptr %832[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1884 = llvm.ptrtoint %1883 : !llvm.ptr<1> to i64
      %1885 = llvm.inttoptr %1884 : i64 to !llvm.ptr<1>
      llvm.store %1882, %1885 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1886 = llvm.and %1603, %1853 : i1
      llvm.cond_br %1886, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1887 = llvm.getelementptr %58[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %1888 = llvm.ptrtoint %1887 : !llvm.ptr to i64
      %1889 = llvm.inttoptr %1888 : i64 to !llvm.ptr
      %1890 = llvm.load %1889 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1891 = llvm.getelementptr %832[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1892 = llvm.ptrtoint %1891 : !llvm.ptr<1> to i64
      %1893 = llvm.inttoptr %1892 : i64 to !llvm.ptr<1>
      llvm.store %1890, %1893 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1894 = llvm.and %1621, %1843 : i1
      llvm.cond_br %1894, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1895 = llvm.getelementptr %58[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %1896 = llvm.ptrtoint %1895 : !llvm.ptr to i64
      %1897 = llvm.inttoptr %1896 : i64 to !llvm.ptr
      %1898 = llvm.load %1897 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1899 = llvm.getelementptr %832[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1900 = llvm.ptrtoint %1899 : !llvm.ptr<1> to i64
      %1901 = llvm.inttoptr %1900 : i64 to !llvm.ptr<1>
      llvm.store %1898, %1901 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1902 = llvm.and %1621, %1853 : i1
      llvm.cond_br %1902, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1903 = llvm.getelementptr %58[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %1904 = llvm.ptrtoint %1903 : !llvm.ptr to i64
      %1905 = llvm.inttoptr %1904 : i64 to !llvm.ptr
      %1906 = llvm.load %1905 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1907 = llvm.getelementptr %832[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1908 = llvm.ptrtoint %1907 : !llvm.ptr<1> to i64
      %1909 = llvm.inttoptr %1908 : i64 to !llvm.ptr<1>
      llvm.store %1906, %1909 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1910 = llvm.and %1639, %1843 : i1
      llvm.cond_br %1910, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1911 = llvm.getelementptr %58[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %1912 = llvm.ptrtoint %1911 : !llvm.ptr to i64
      %1913 = llvm.inttoptr %1912 : i64 to !llvm.ptr
      %1914 = llvm.load %1913 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1915 = llvm.getelementptr %832[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1916 = llvm.ptrtoint %1915 : !llvm.ptr<1> to i64
      %1917 = llvm.inttoptr %1916 : i64 to !llvm.ptr<1>
      llvm.store %1914, %1917 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1918 = llvm.and %1639, %1853 : i1
      llvm.cond_br %1918, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1919 = llvm.getelementptr %58[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %1920 = llvm.ptrtoint %1919 : !llvm.ptr to i64
      %1921 = llvm.inttoptr %1920 : i64 to !llvm.ptr
      %1922 = llvm.load %1921 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1923 = llvm.getelementptr %832[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1924 = llvm.ptrtoint %1923 : !llvm.ptr<1> to i64
      %1925 = llvm.inttoptr %1924 : i64 to !llvm.ptr<1>
      llvm.store %1922, %1925 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1926 = llvm.and %1657, %1843 : i1
      llvm.cond_br %1926, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1927 = llvm.getelementptr %58[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %1928 = llvm.ptrtoint %1927 : !llvm.ptr to i64
      %1929 = llvm.inttoptr %1928 : i64 to !llvm.ptr
      %1930 = llvm.load %1929 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1931 = llvm.getelementptr %832[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1932 = llvm.ptrtoint %1931 : !llvm.ptr<1> to i64
      %1933 = llvm.inttoptr %1932 : i64 to !llvm.ptr<1>
      llvm.store %1930, %1933 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1934 = llvm.and %1657, %1853 : i1
      llvm.cond_br %1934, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1935 = llvm.getelementptr %58[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %1936 = llvm.ptrtoint %1935 : !llvm.ptr to i64
      %1937 = llvm.inttoptr %1936 : i64 to !llvm.ptr
      %1938 = llvm.load %1937 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1939 = llvm.getelementptr %832[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1940 = llvm.ptrtoint %1939 : !llvm.ptr<1> to i64
      %1941 = llvm.inttoptr %1940 : i64 to !llvm.ptr<1>
      llvm.store %1938, %1941 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1942 = llvm.and %1675, %1843 : i1
      llvm.cond_br %1942, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1943 = llvm.getelementptr %58[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %1944 = llvm.ptrtoint %1943 : !llvm.ptr to i64
      %1945 = llvm.inttoptr %1944 : i64 to !llvm.ptr
      %1946 = llvm.load %1945 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1947 = llvm.getelementptr %832[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1948 = llvm.ptrtoint %1947 : !llvm.ptr<1> to i64
      %1949 = llvm.inttoptr %1948 : i64 to !llvm.ptr<1>
      llvm.store %1946, %1949 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1950 = llvm.and %1675, %1853 : i1
      llvm.cond_br %1950, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1951 = llvm.getelementptr %58[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %1952 = llvm.ptrtoint %1951 : !llvm.ptr to i64
      %1953 = llvm.inttoptr %1952 : i64 to !llvm.ptr
      %1954 = llvm.load %1953 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1955 = llvm.getelementptr %832[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1956 = llvm.ptrtoint %1955 : !llvm.ptr<1> to i64
      %1957 = llvm.inttoptr %1956 : i64 to !llvm.ptr<1>
      llvm.store %1954, %1957 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1958 = llvm.and %1693, %1843 : i1
      llvm.cond_br %1958, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1959 = llvm.getelementptr %58[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %1960 = llvm.ptrtoint %1959 : !llvm.ptr to i64
      %1961 = llvm.inttoptr %1960 : i64 to !llvm.ptr
      %1962 = llvm.load %1961 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1963 = llvm.getelementptr %832[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1964 = llvm.ptrtoint %1963 : !llvm.ptr<1> to i64
      %1965 = llvm.inttoptr %1964 : i64 to !llvm.ptr<1>
      llvm.store %1962, %1965 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1966 = llvm.and %1693, %1853 : i1
      llvm.cond_br %1966, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1967 = llvm.getelementptr %58[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %1968 = llvm.ptrtoint %1967 : !llvm.ptr to i64
      %1969 = llvm.inttoptr %1968 : i64 to !llvm.ptr
      %1970 = llvm.load %1969 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1971 = llvm.getelementptr %832[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1972 = llvm.ptrtoint %1971 : !llvm.ptr<1> to i64
      %1973 = llvm.inttoptr %1972 : i64 to !llvm.ptr<1>
      llvm.store %1970, %1973 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1974 = llvm.add %1565, %22 : i32
      %1975 = llvm.icmp "slt" %1974, %40 : i32
      %1976 = llvm.and %1566, %1975 : i1
      llvm.cond_br %1976, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1977 = llvm.getelementptr %58[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %1978 = llvm.ptrtoint %1977 : !llvm.ptr to i64
      %1979 = llvm.inttoptr %1978 : i64 to !llvm.ptr
      %1980 = llvm.load %1979 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1981 = llvm.getelementptr %832[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1982 = llvm.ptrtoint %1981 : !llvm.ptr<1> to i64
      %1983 = llvm.inttoptr %1982 : i64 to !llvm.ptr<1>
      llvm.store %1980, %1983 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1984 = llvm.add %1565, %5 : i32
      %1985 = llvm.icmp "slt" %1984, %40 : i32
      %1986 = llvm.and %1566, %1985 : i1
      llvm.cond_br %1986, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1987 = llvm.getelementptr %58[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %1988 = llvm.ptrtoint %1987 : !llvm.ptr to i64
      %1989 = llvm.inttoptr %1988 : i64 to !llvm.ptr
      %1990 = llvm.load %1989 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1991 = llvm.getelementptr %832[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1992 = llvm.ptrtoint %1991 : !llvm.ptr<1> to i64
      %1993 = llvm.inttoptr %1992 : i64 to !llvm.ptr<1>
      llvm.store %1990, %1993 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1994 = llvm.and %1585, %1975 : i1
      llvm.cond_br %1994, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1995 = llvm.getelementptr %58[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %1996 = llvm.ptrtoint %1995 : !llvm.ptr to i64
      %1997 = llvm.inttoptr %1996 : i64 to !llvm.ptr
      %1998 = llvm.load %1997 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1999 = llvm.getelementptr %832[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2000 = llvm.ptrtoint %1999 : !llvm.ptr<1> to i64
      %2001 = llvm.inttoptr %2000 : i64 to !llvm.ptr<1>
      llvm.store %1998, %2001 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2002 = llvm.and %1585, %1985 : i1
      llvm.cond_br %2002, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2003 = llvm.getelementptr %58[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %2004 = llvm.ptrtoint %2003 : !llvm.ptr to i64
      %2005 = llvm.inttoptr %2004 : i64 to !llvm.ptr
      %2006 = llvm.load %2005 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2007 = llvm.getelementptr %832[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2008 = llvm.ptrtoint %2007 : !llvm.ptr<1> to i64
      %2009 = llvm.inttoptr %2008 : i64 to !llvm.ptr<1>
      llvm.store %2006, %2009 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2010 = llvm.and %1603, %1975 : i1
      llvm.cond_br %2010, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2011 = llvm.getelementptr %58[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2012 = llvm.ptrtoint %2011 : !llvm.ptr to i64
      %2013 = llvm.inttoptr %2012 : i64 to !llvm.ptr
      %2014 = llvm.load %2013 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2015 = llvm.getelementptr %832[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2016 = llvm.ptrtoint %2015 : !llvm.ptr<1> to i64
      %2017 = llvm.inttoptr %2016 : i64 to !llvm.ptr<1>
      llvm.store %2014, %2017 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2018 = llvm.and %1603, %1985 : i1
      llvm.cond_br %2018, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2019 = llvm.getelementptr %58[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2020 = llvm.ptrtoint %2019 : !llvm.ptr to i64
      %2021 = llvm.inttoptr %2020 : i64 to !llvm.ptr
      %2022 = llvm.load %2021 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2023 = llvm.getelementptr %832[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2024 = llvm.ptrtoint %2023 : !llvm.ptr<1> to i64
      %2025 = llvm.inttoptr %2024 : i64 to !llvm.ptr<1>
      llvm.store %2022, %2025 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2026 = llvm.and %1621, %1975 : i1
      llvm.cond_br %2026, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2027 = llvm.getelementptr %58[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2028 = llvm.ptrtoint %2027 : !llvm.ptr to i64
      %2029 = llvm.inttoptr %2028 : i64 to !llvm.ptr
      %2030 = llvm.load %2029 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2031 = llvm.getelementptr %832[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2032 = llvm.ptrtoint %2031 : !llvm.ptr<1> to i64
      %2033 = llvm.inttoptr %2032 : i64 to !llvm.ptr<1>
      llvm.store %2030, %2033 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2034 = llvm.and %1621, %1985 : i1
      llvm.cond_br %2034, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2035 = llvm.getelementptr %58[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2036 = llvm.ptrtoint %2035 : !llvm.ptr to i64
      %2037 = llvm.inttoptr %2036 : i64 to !llvm.ptr
      %2038 = llvm.load %2037 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2039 = llvm.getelementptr %832[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2040 = llvm.ptrtoint %2039 : !llvm.ptr<1> to i64
      %2041 = llvm.inttoptr %2040 : i64 to !llvm.ptr<1>
      llvm.store %2038, %2041 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2042 = llvm.and %1639, %1975 : i1
      llvm.cond_br %2042, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2043 = llvm.getelementptr %58[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2044 = llvm.ptrtoint %2043 : !llvm.ptr to i64
      %2045 = llvm.inttoptr %2044 : i64 to !llvm.ptr
      %2046 = llvm.load %2045 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2047 = llvm.getelementptr %832[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2048 = llvm.ptrtoint %2047 : !llvm.ptr<1> to i64
      %2049 = llvm.inttoptr %2048 : i64 to !llvm.ptr<1>
      llvm.store %2046, %2049 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2050 = llvm.and %1639, %1985 : i1
      llvm.cond_br %2050, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2051 = llvm.getelementptr %58[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2052 = llvm.ptrtoint %2051 : !llvm.ptr to i64
      %2053 = llvm.inttoptr %2052 : i64 to !llvm.ptr
      %2054 = llvm.load %2053 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2055 = llvm.getelementptr %832[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2056 = llvm.ptrtoint %2055 : !llvm.ptr<1> to i64
      %2057 = llvm.inttoptr %2056 : i64 to !llvm.ptr<1>
      llvm.store %2054, %2057 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2058 = llvm.and %1657, %1975 : i1
      llvm.cond_br %2058, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2059 = llvm.getelementptr %58[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2060 = llvm.ptrtoint %2059 : !llvm.ptr to i64
      %2061 = llvm.inttoptr %2060 : i64 to !llvm.ptr
      %2062 = llvm.load %2061 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2063 = llvm.getelementptr %832[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2064 = llvm.ptrtoint %2063 : !llvm.ptr<1> to i64
      %2065 = llvm.inttoptr %2064 : i64 to !llvm.ptr<1>
      llvm.store %2062, %2065 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2066 = llvm.and %1657, %1985 : i1
      llvm.cond_br %2066, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2067 = llvm.getelementptr %58[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2068 = llvm.ptrtoint %2067 : !llvm.ptr to i64
      %2069 = llvm.inttoptr %2068 : i64 to !llvm.ptr
      %2070 = llvm.load %2069 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2071 = llvm.getelementptr %832[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2072 = llvm.ptrtoint %2071 : !llvm.ptr<1> to i64
      %2073 = llvm.inttoptr %2072 : i64 to !llvm.ptr<1>
      llvm.store %2070, %2073 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2074 = llvm.and %1675, %1975 : i1
      llvm.cond_br %2074, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2075 = llvm.getelementptr %58[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2076 = llvm.ptrtoint %2075 : !llvm.ptr to i64
      %2077 = llvm.inttoptr %2076 : i64 to !llvm.ptr
      %2078 = llvm.load %2077 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2079 = llvm.getelementptr %832[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2080 = llvm.ptrtoint %2079 : !llvm.ptr<1> to i64
      %2081 = llvm.inttoptr %2080 : i64 to !llvm.ptr<1>
      llvm.store %2078, %2081 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2082 = llvm.and %1675, %1985 : i1
      llvm.cond_br %2082, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2083 = llvm.getelementptr %58[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2084 = llvm.ptrtoint %2083 : !llvm.ptr to i64
      %2085 = llvm.inttoptr %2084 : i64 to !llvm.ptr
      %2086 = llvm.load %2085 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2087 = llvm.getelementptr %832[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2088 = llvm.ptrtoint %2087 : !llvm.ptr<1> to i64
      %2089 = llvm.inttoptr %2088 : i64 to !llvm.ptr<1>
      llvm.store %2086, %2089 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2090 = llvm.and %1693, %1975 : i1
      llvm.cond_br %2090, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2091 = llvm.getelementptr %58[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2092 = llvm.ptrtoint %2091 : !llvm.ptr to i64
      %2093 = llvm.inttoptr %2092 : i64 to !llvm.ptr
      %2094 = llvm.load %2093 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2095 = llvm.getelementptr %832[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2096 = llvm.ptrtoint %2095 : !llvm.ptr<1> to i64
      %2097 = llvm.inttoptr %2096 : i64 to !llvm.ptr<1>
      llvm.store %2094, %2097 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2098 = llvm.and %1693, %1985 : i1
      llvm.cond_br %2098, ^bb299, ^bb171
    ^bb299:  // pred: ^bb298
      %2099 = llvm.getelementptr %58[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2100 = llvm.ptrtoint %2099 : !llvm.ptr to i64
      %2101 = llvm.inttoptr %2100 : i64 to !llvm.ptr
      %2102 = llvm.load %2101 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2103 = llvm.getelementptr %832[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2104 = llvm.ptrtoint %2103 : !llvm.ptr<1> to i64
      %2105 = llvm.inttoptr %2104 : i64 to !llvm.ptr<1>
      llvm.store %2102, %2105 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb171
    ^bb300:  // pred: ^bb171
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2dSm8_h865dd9dc(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(73728 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(8 : i32) : i32
    %8 = llvm.mlir.constant(1 : i32) : i32
    %9 = llvm.mlir.constant(128 : i32) : i32
    %10 = llvm.alloca %8 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %11 = llvm.alloca %8 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %12 = llvm.getelementptr %10[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %12 : !llvm.ptr, !llvm.ptr
    %13 = llvm.getelementptr %10[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %13 : i32, !llvm.ptr
    %14 = llvm.getelementptr %10[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %10[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %16 : i64, !llvm.ptr
    %17 = llvm.getelementptr %10[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %10[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %10[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %10[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %10[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg9, %21 : !llvm.ptr, !llvm.ptr
    %22 = llvm.alloca %8 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %23 = llvm.getelementptr %22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %10, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr %24[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %26 = llvm.load %25 : !llvm.ptr -> i32
    %27 = llvm.getelementptr %24[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%6 : i32)
  ^bb1(%29: i32):  // 2 preds: ^bb3, ^bb5
    %30 = llvm.getelementptr %28[%29] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %30[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %6, %32 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %33 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %34 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %35 = llvm.call @printf(%34, %33) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %36 = llvm.add %26, %8 : i32
    llvm.store %36, %25 : i32, !llvm.ptr
    llvm.br ^bb1(%26 : i32)
  ^bb4:  // pred: ^bb7
    %37 = llvm.icmp "uge" %26, %1 : i32
    llvm.cond_br %37, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%43 : i32)
  ^bb6:  // pred: ^bb7
    %38 = llvm.getelementptr %28[%43] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %39 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %40 = llvm.load %39 : !llvm.ptr -> i32
    %41 = llvm.icmp "eq" %40, %4 : i32
    %42 = llvm.add %43, %8 : i32
    llvm.cond_br %41, ^bb5, ^bb7(%42 : i32)
  ^bb7(%43: i32):  // 2 preds: ^bb0, ^bb6
    %44 = llvm.icmp "uge" %43, %26 : i32
    llvm.cond_br %44, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %45 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
    %46 = llvm.getelementptr %45[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %47 = llvm.load %46 : !llvm.ptr -> i32
    %48 = llvm.getelementptr %45[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %49 = llvm.load %48 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%6 : i32)
  ^bb9(%50: i32):  // 2 preds: ^bb10, ^bb12
    %51 = llvm.getelementptr %49[%50] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %52 = llvm.getelementptr %51[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %52 : i32, !llvm.ptr
    %53 = llvm.getelementptr %51[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %6, %53 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %54 = llvm.add %47, %8 : i32
    llvm.store %54, %46 : i32, !llvm.ptr
    llvm.br ^bb9(%47 : i32)
  ^bb11:  // pred: ^bb14
    %55 = llvm.icmp "uge" %47, %1 : i32
    llvm.cond_br %55, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%61 : i32)
  ^bb13:  // pred: ^bb14
    %56 = llvm.getelementptr %49[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %57 = llvm.getelementptr %56[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.icmp "eq" %58, %0 : i32
    %60 = llvm.add %61, %8 : i32
    llvm.cond_br %59, ^bb12, ^bb14(%60 : i32)
  ^bb14(%61: i32):  // 2 preds: ^bb8, ^bb13
    %62 = llvm.icmp "uge" %61, %47 : i32
    llvm.cond_br %62, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %63 = builtin.unrealized_conversion_cast %22 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %64 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h455565db_0<%63> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %65 = builtin.unrealized_conversion_cast %64 : !cuda.result to i32
    cuda.return_if_error %65 : i32
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_ha1162e80(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsconv2dSm8_h865dd9dc(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
