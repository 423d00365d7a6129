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
      %31 = llvm.mlir.constant(512 : i32) : i32
      %32 = llvm.mlir.constant(448 : i32) : i32
      %33 = llvm.mlir.constant(696 : i32) : i32
      %34 = llvm.mlir.constant(24 : i32) : i32
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
      %68 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %69 = llvm.sdiv %68, %53 : i32
      %70 = llvm.mul %69, %53 : i32
      %71 = llvm.icmp "ne" %68, %70 : i32
      %72 = llvm.icmp "slt" %68, %47 : i32
      %73 = llvm.icmp "ne" %72, %29 : i1
      %74 = llvm.and %71, %73 : i1
      %75 = llvm.add %69, %28 : i32
      %76 = llvm.select %74, %75, %69 : i1, i32
      %77 = llvm.mul %76, %54 : i32
      %78 = llvm.sub %30, %77 : i32
      %79 = llvm.icmp "slt" %78, %54 : i32
      %80 = llvm.select %79, %78, %54 : i1, i32
      %81 = llvm.mul %76, %53 : i32
      %82 = llvm.sub %68, %81 : i32
      %83 = llvm.srem %82, %80 : i32
      %84 = llvm.add %77, %83 : i32
      %85 = llvm.sdiv %82, %80 : i32
      %86 = llvm.mul %85, %80 : i32
      %87 = llvm.icmp "ne" %82, %86 : i32
      %88 = llvm.icmp "slt" %82, %47 : i32
      %89 = llvm.icmp "slt" %80, %47 : i32
      %90 = llvm.icmp "ne" %88, %89 : i1
      %91 = llvm.and %87, %90 : i1
      %92 = llvm.add %85, %28 : i32
      %93 = llvm.select %91, %92, %85 : i1, i32
      %94 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %95 = llvm.mul %84, %27 : i32
      %96 = llvm.mul %93, %56 : i32
      %97 = llvm.add %95, %96 : i32
      %98 = llvm.getelementptr %67[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %99 = llvm.mul %84, %55 : i32
      %100 = llvm.getelementptr %26[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %101 = llvm.sdiv %94, %54 : i32
      %102 = llvm.srem %94, %54 : i32
      %103 = llvm.mul %102, %54 : i32
      %104 = llvm.srem %101, %54 : i32
      %105 = llvm.mul %104, %56 : i32
      %106 = llvm.add %103, %105 : i32
      %107 = llvm.sdiv %101, %54 : i32
      %108 = llvm.mul %107, %31 : i32
      %109 = llvm.and %106, %32 : i32
      %110 = llvm.ashr %109, %49 : i32
      %111 = llvm.xor %106, %110 : i32
      %112 = llvm.add %111, %108 : i32
      %113 = llvm.getelementptr %26[%112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %114 = llvm.getelementptr %100[%112] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %115 = llvm.mul %arg3, %33 : i32
      %116 = llvm.mul %arg4, %34 : i32
      %117 = llvm.mul %arg8, %34 : i32
      %118 = llvm.mul %arg7, %33 : i32
      %119 = llvm.mul %arg5, %33 : i32
      %120 = llvm.mul %arg6, %34 : i32
      %121 = llvm.add %119, %120 : i32
      %122 = llvm.add %99, %101 : i32
      %123 = llvm.sdiv %122, %25 : i32
      %124 = llvm.mul %123, %25 : i32
      %125 = llvm.sub %122, %124 : i32
      %126 = llvm.sdiv %125, %24 : i32
      %127 = llvm.mul %126, %24 : i32
      %128 = llvm.sub %125, %127 : i32
      %129 = llvm.mul %123, %23 : i32
      %130 = llvm.mul %126, %115 : i32
      %131 = llvm.add %129, %130 : i32
      %132 = llvm.mul %128, %116 : i32
      %133 = llvm.add %131, %132 : i32
      %134 = llvm.sub %133, %121 : i32
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
      %150 = llvm.add %101, %53 : i32
      %151 = llvm.add %99, %150 : i32
      %152 = llvm.sdiv %151, %25 : i32
      %153 = llvm.mul %152, %25 : i32
      %154 = llvm.sub %151, %153 : i32
      %155 = llvm.sdiv %154, %24 : i32
      %156 = llvm.mul %155, %24 : i32
      %157 = llvm.sub %154, %156 : i32
      %158 = llvm.mul %152, %23 : i32
      %159 = llvm.mul %155, %115 : i32
      %160 = llvm.add %158, %159 : i32
      %161 = llvm.mul %157, %116 : i32
      %162 = llvm.add %160, %161 : i32
      %163 = llvm.sub %162, %121 : i32
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
      %182 = llvm.add %101, %41 : i32
      %183 = llvm.add %99, %182 : i32
      %184 = llvm.sdiv %183, %25 : i32
      %185 = llvm.mul %184, %25 : i32
      %186 = llvm.sub %183, %185 : i32
      %187 = llvm.sdiv %186, %24 : i32
      %188 = llvm.mul %187, %24 : i32
      %189 = llvm.sub %186, %188 : i32
      %190 = llvm.mul %184, %23 : i32
      %191 = llvm.mul %187, %115 : i32
      %192 = llvm.add %190, %191 : i32
      %193 = llvm.mul %189, %116 : i32
      %194 = llvm.add %192, %193 : i32
      %195 = llvm.sub %194, %121 : i32
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
      %214 = llvm.add %101, %22 : i32
      %215 = llvm.add %99, %214 : i32
      %216 = llvm.sdiv %215, %25 : i32
      %217 = llvm.mul %216, %25 : i32
      %218 = llvm.sub %215, %217 : i32
      %219 = llvm.sdiv %218, %24 : i32
      %220 = llvm.mul %219, %24 : i32
      %221 = llvm.sub %218, %220 : i32
      %222 = llvm.mul %216, %23 : i32
      %223 = llvm.mul %219, %115 : i32
      %224 = llvm.add %222, %223 : i32
      %225 = llvm.mul %221, %116 : i32
      %226 = llvm.add %224, %225 : i32
      %227 = llvm.sub %226, %121 : i32
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
      %246 = llvm.add %101, %56 : i32
      %247 = llvm.add %99, %246 : i32
      %248 = llvm.sdiv %247, %25 : i32
      %249 = llvm.mul %248, %25 : i32
      %250 = llvm.sub %247, %249 : i32
      %251 = llvm.sdiv %250, %24 : i32
      %252 = llvm.mul %251, %24 : i32
      %253 = llvm.sub %250, %252 : i32
      %254 = llvm.mul %248, %23 : i32
      %255 = llvm.mul %251, %115 : i32
      %256 = llvm.add %254, %255 : i32
      %257 = llvm.mul %253, %116 : i32
      %258 = llvm.add %256, %257 : i32
      %259 = llvm.sub %258, %121 : i32
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
      %278 = llvm.add %101, %21 : i32
      %279 = llvm.add %99, %278 : i32
      %280 = llvm.sdiv %279, %25 : i32
      %281 = llvm.mul %280, %25 : i32
      %282 = llvm.sub %279, %281 : i32
      %283 = llvm.sdiv %282, %24 : i32
      %284 = llvm.mul %283, %24 : i32
      %285 = llvm.sub %282, %284 : i32
      %286 = llvm.mul %280, %23 : i32
      %287 = llvm.mul %283, %115 : i32
      %288 = llvm.add %286, %287 : i32
      %289 = llvm.mul %285, %116 : i32
      %290 = llvm.add %288, %289 : i32
      %291 = llvm.sub %290, %121 : i32
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
      %310 = llvm.add %101, %20 : i32
      %311 = llvm.add %99, %310 : i32
      %312 = llvm.sdiv %311, %25 : i32
      %313 = llvm.mul %312, %25 : i32
      %314 = llvm.sub %311, %313 : i32
      %315 = llvm.sdiv %314, %24 : i32
      %316 = llvm.mul %315, %24 : i32
      %317 = llvm.sub %314, %316 : i32
      %318 = llvm.mul %312, %23 : i32
      %319 = llvm.mul %315, %115 : i32
      %320 = llvm.add %318, %319 : i32
      %321 = llvm.mul %317, %116 : i32
      %322 = llvm.add %320, %321 : i32
      %323 = llvm.sub %322, %121 : i32
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
      %342 = llvm.add %101, %19 : i32
      %343 = llvm.add %99, %342 : i32
      %344 = llvm.sdiv %343, %25 : i32
      %345 = llvm.mul %344, %25 : i32
      %346 = llvm.sub %343, %345 : i32
      %347 = llvm.sdiv %346, %24 : i32
      %348 = llvm.mul %347, %24 : i32
      %349 = llvm.sub %346, %348 : i32
      %350 = llvm.mul %344, %23 : i32
      %351 = llvm.mul %347, %115 : i32
      %352 = llvm.add %350, %351 : i32
      %353 = llvm.mul %349, %116 : i32
      %354 = llvm.add %352, %353 : i32
      %355 = llvm.sub %354, %121 : i32
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
      %374 = llvm.sdiv %103, %34 : i32
      %375 = llvm.mul %374, %34 : i32
      %376 = llvm.sub %103, %375 : i32
      %377 = llvm.sdiv %374, %49 : i32
      %378 = llvm.mul %377, %49 : i32
      %379 = llvm.sub %374, %378 : i32
      %380 = llvm.mul %379, %117 : i32
      %381 = llvm.add %376, %380 : i32
      %382 = llvm.mul %377, %118 : i32
      %383 = llvm.add %381, %382 : i32
      %384 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %385 = llvm.mul %377, %arg7 : i32
      %386 = llvm.add %384, %385 : i32
      %387 = llvm.load %145 {alignment = 32 : i64} : !llvm.ptr -> i32
      %388 = llvm.mul %379, %arg8 : i32
      %389 = llvm.add %387, %388 : i32
      %390 = llvm.load %149 {alignment = 32 : i64} : !llvm.ptr -> i8
      %391 = llvm.icmp "ne" %390, %36 : i8
      %392 = llvm.icmp "slt" %103, %37 : i32
      %393 = llvm.and %391, %392 : i1
      %394 = llvm.icmp "sge" %386, %47 : i32
      %395 = llvm.and %393, %394 : i1
      %396 = llvm.icmp "slt" %386, %38 : i32
      %397 = llvm.and %395, %396 : i1
      %398 = llvm.icmp "sge" %389, %47 : i32
      %399 = llvm.and %397, %398 : i1
      %400 = llvm.icmp "slt" %389, %38 : i32
      %401 = llvm.and %399, %400 : i1
      %402 = llvm.load %136 {alignment = 32 : i64} : !llvm.ptr -> i32
      %403 = llvm.add %402, %383 : i32
      llvm.cond_br %401, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %404 = llvm.getelementptr %65[%403] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %405 = llvm.ptrtoint %404 : !llvm.ptr<1> to i64
      %406 = llvm.add %405, %50 : i64
      %407 = llvm.and %406, %39 : i64
      %408 = llvm.inttoptr %407 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %113, %408, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %51, %113 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %409 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr -> i32
      %410 = llvm.add %409, %385 : i32
      %411 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %412 = llvm.add %411, %388 : i32
      %413 = llvm.load %181 {alignment = 1 : i64} : !llvm.ptr -> i8
      %414 = llvm.icmp "ne" %413, %36 : i8
      %415 = llvm.and %414, %392 : i1
      %416 = llvm.icmp "sge" %410, %47 : i32
      %417 = llvm.and %415, %416 : i1
      %418 = llvm.icmp "slt" %410, %38 : i32
      %419 = llvm.and %417, %418 : i1
      %420 = llvm.icmp "sge" %412, %47 : i32
      %421 = llvm.and %419, %420 : i1
      %422 = llvm.icmp "slt" %412, %38 : i32
      %423 = llvm.and %421, %422 : i1
      %424 = llvm.load %166 {alignment = 4 : i64} : !llvm.ptr -> i32
      %425 = llvm.add %424, %383 : i32
      %426 = llvm.getelementptr %113[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %423, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %427 = llvm.getelementptr %65[%425] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %428 = llvm.ptrtoint %427 : !llvm.ptr<1> to i64
      %429 = llvm.add %428, %50 : i64
      %430 = llvm.and %429, %39 : i64
      %431 = llvm.inttoptr %430 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %426, %431, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %51, %426 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %432 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr -> i32
      %433 = llvm.add %432, %385 : i32
      %434 = llvm.load %208 {alignment = 8 : i64} : !llvm.ptr -> i32
      %435 = llvm.add %434, %388 : i32
      %436 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr -> i8
      %437 = llvm.icmp "ne" %436, %36 : i8
      %438 = llvm.and %437, %392 : i1
      %439 = llvm.icmp "sge" %433, %47 : i32
      %440 = llvm.and %438, %439 : i1
      %441 = llvm.icmp "slt" %433, %38 : i32
      %442 = llvm.and %440, %441 : i1
      %443 = llvm.icmp "sge" %435, %47 : i32
      %444 = llvm.and %442, %443 : i1
      %445 = llvm.icmp "slt" %435, %38 : i32
      %446 = llvm.and %444, %445 : i1
      %447 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i32
      %448 = llvm.add %447, %383 : i32
      %449 = llvm.getelementptr %113[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %446, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %450 = llvm.getelementptr %65[%448] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %451 = llvm.ptrtoint %450 : !llvm.ptr<1> to i64
      %452 = llvm.add %451, %50 : i64
      %453 = llvm.and %452, %39 : i64
      %454 = llvm.inttoptr %453 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %449, %454, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %51, %449 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %455 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> i32
      %456 = llvm.add %455, %385 : i32
      %457 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr -> i32
      %458 = llvm.add %457, %388 : i32
      %459 = llvm.load %245 {alignment = 1 : i64} : !llvm.ptr -> i8
      %460 = llvm.icmp "ne" %459, %36 : i8
      %461 = llvm.and %460, %392 : i1
      %462 = llvm.icmp "sge" %456, %47 : i32
      %463 = llvm.and %461, %462 : i1
      %464 = llvm.icmp "slt" %456, %38 : i32
      %465 = llvm.and %463, %464 : i1
      %466 = llvm.icmp "sge" %458, %47 : i32
      %467 = llvm.and %465, %466 : i1
      %468 = llvm.icmp "slt" %458, %38 : i32
      %469 = llvm.and %467, %468 : i1
      %470 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr -> i32
      %471 = llvm.add %470, %383 : i32
      %472 = llvm.getelementptr %113[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %469, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %473 = llvm.getelementptr %65[%471] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %474 = llvm.ptrtoint %473 : !llvm.ptr<1> to i64
      %475 = llvm.add %474, %50 : i64
      %476 = llvm.and %475, %39 : i64
      %477 = llvm.inttoptr %476 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %472, %477, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %51, %472 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %478 = llvm.load %267 {alignment = 16 : i64} : !llvm.ptr -> i32
      %479 = llvm.add %478, %385 : i32
      %480 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr -> i32
      %481 = llvm.add %480, %388 : i32
      %482 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr -> i8
      %483 = llvm.icmp "ne" %482, %36 : i8
      %484 = llvm.and %483, %392 : i1
      %485 = llvm.icmp "sge" %479, %47 : i32
      %486 = llvm.and %484, %485 : i1
      %487 = llvm.icmp "slt" %479, %38 : i32
      %488 = llvm.and %486, %487 : i1
      %489 = llvm.icmp "sge" %481, %47 : i32
      %490 = llvm.and %488, %489 : i1
      %491 = llvm.icmp "slt" %481, %38 : i32
      %492 = llvm.and %490, %491 : i1
      %493 = llvm.load %262 {alignment = 16 : i64} : !llvm.ptr -> i32
      %494 = llvm.add %493, %383 : i32
      %495 = llvm.getelementptr %113[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %492, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %496 = llvm.getelementptr %65[%494] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %497 = llvm.ptrtoint %496 : !llvm.ptr<1> to i64
      %498 = llvm.add %497, %50 : i64
      %499 = llvm.and %498, %39 : i64
      %500 = llvm.inttoptr %499 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %495, %500, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %51, %495 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %501 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> i32
      %502 = llvm.add %501, %385 : i32
      %503 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> i32
      %504 = llvm.add %503, %388 : i32
      %505 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %506 = llvm.icmp "ne" %505, %36 : i8
      %507 = llvm.and %506, %392 : i1
      %508 = llvm.icmp "sge" %502, %47 : i32
      %509 = llvm.and %507, %508 : i1
      %510 = llvm.icmp "slt" %502, %38 : i32
      %511 = llvm.and %509, %510 : i1
      %512 = llvm.icmp "sge" %504, %47 : i32
      %513 = llvm.and %511, %512 : i1
      %514 = llvm.icmp "slt" %504, %38 : i32
      %515 = llvm.and %513, %514 : i1
      %516 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> i32
      %517 = llvm.add %516, %383 : i32
      %518 = llvm.getelementptr %113[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %515, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %519 = llvm.getelementptr %65[%517] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %520 = llvm.ptrtoint %519 : !llvm.ptr<1> to i64
      %521 = llvm.add %520, %50 : i64
      %522 = llvm.and %521, %39 : i64
      %523 = llvm.inttoptr %522 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %518, %523, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %51, %518 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %524 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr -> i32
      %525 = llvm.add %524, %385 : i32
      %526 = llvm.load %336 {alignment = 8 : i64} : !llvm.ptr -> i32
      %527 = llvm.add %526, %388 : i32
      %528 = llvm.load %341 {alignment = 2 : i64} : !llvm.ptr -> i8
      %529 = llvm.icmp "ne" %528, %36 : i8
      %530 = llvm.and %529, %392 : i1
      %531 = llvm.icmp "sge" %525, %47 : i32
      %532 = llvm.and %530, %531 : i1
      %533 = llvm.icmp "slt" %525, %38 : i32
      %534 = llvm.and %532, %533 : i1
      %535 = llvm.icmp "sge" %527, %47 : i32
      %536 = llvm.and %534, %535 : i1
      %537 = llvm.icmp "slt" %527, %38 : i32
      %538 = llvm.and %536, %537 : i1
      %539 = llvm.load %326 {alignment = 8 : i64} : !llvm.ptr -> i32
      %540 = llvm.add %539, %383 : i32
      %541 = llvm.getelementptr %113[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %538, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %542 = llvm.getelementptr %65[%540] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %543 = llvm.ptrtoint %542 : !llvm.ptr<1> to i64
      %544 = llvm.add %543, %50 : i64
      %545 = llvm.and %544, %39 : i64
      %546 = llvm.inttoptr %545 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %541, %546, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %51, %541 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %547 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> i32
      %548 = llvm.add %547, %385 : i32
      %549 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> i32
      %550 = llvm.add %549, %388 : i32
      %551 = llvm.load %373 {alignment = 1 : i64} : !llvm.ptr -> i8
      %552 = llvm.icmp "ne" %551, %36 : i8
      %553 = llvm.and %552, %392 : i1
      %554 = llvm.icmp "sge" %548, %47 : i32
      %555 = llvm.and %553, %554 : i1
      %556 = llvm.icmp "slt" %548, %38 : i32
      %557 = llvm.and %555, %556 : i1
      %558 = llvm.icmp "sge" %550, %47 : i32
      %559 = llvm.and %557, %558 : i1
      %560 = llvm.icmp "slt" %550, %38 : i32
      %561 = llvm.and %559, %560 : i1
      %562 = llvm.load %358 {alignment = 4 : i64} : !llvm.ptr -> i32
      %563 = llvm.add %562, %383 : i32
      %564 = llvm.getelementptr %113[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %561, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %565 = llvm.getelementptr %65[%563] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %566 = llvm.ptrtoint %565 : !llvm.ptr<1> to i64
      %567 = llvm.add %566, %50 : i64
      %568 = llvm.and %567, %39 : i64
      %569 = llvm.inttoptr %568 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %564, %569, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %51, %564 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %570 = llvm.add %96, %101 : i32
      %571 = llvm.mul %570, %37 : i32
      %572 = llvm.add %571, %103 : i32
      %573 = llvm.icmp "slt" %570, %40 : i32
      %574 = llvm.and %573, %392 : i1
      llvm.cond_br %574, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %575 = llvm.getelementptr %66[%572] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %114, %575, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %51, %114 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %576 = llvm.add %96, %150 : i32
      %577 = llvm.mul %576, %37 : i32
      %578 = llvm.add %577, %103 : i32
      %579 = llvm.icmp "slt" %576, %40 : i32
      %580 = llvm.and %579, %392 : i1
      %581 = llvm.getelementptr %114[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %580, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %582 = llvm.getelementptr %66[%578] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %581, %582, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %51, %581 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %583 = llvm.add %96, %182 : i32
      %584 = llvm.mul %583, %37 : i32
      %585 = llvm.add %584, %103 : i32
      %586 = llvm.icmp "slt" %583, %40 : i32
      %587 = llvm.and %586, %392 : i1
      %588 = llvm.getelementptr %114[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %587, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %589 = llvm.getelementptr %66[%585] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %588, %589, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %51, %588 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %590 = llvm.add %96, %214 : i32
      %591 = llvm.mul %590, %37 : i32
      %592 = llvm.add %591, %103 : i32
      %593 = llvm.icmp "slt" %590, %40 : i32
      %594 = llvm.and %593, %392 : i1
      %595 = llvm.getelementptr %114[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %594, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %596 = llvm.getelementptr %66[%592] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %595, %596, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %51, %595 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      nvvm.cp.async.commit.group
      %597 = llvm.add %103, %56 : i32
      %598 = llvm.sdiv %597, %34 : i32
      %599 = llvm.mul %598, %34 : i32
      %600 = llvm.sub %597, %599 : i32
      %601 = llvm.sdiv %598, %49 : i32
      %602 = llvm.mul %601, %49 : i32
      %603 = llvm.sub %598, %602 : i32
      %604 = llvm.mul %603, %117 : i32
      %605 = llvm.add %600, %604 : i32
      %606 = llvm.mul %601, %118 : i32
      %607 = llvm.add %605, %606 : i32
      %608 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %609 = llvm.mul %601, %arg7 : i32
      %610 = llvm.add %608, %609 : i32
      %611 = llvm.load %145 {alignment = 32 : i64} : !llvm.ptr -> i32
      %612 = llvm.mul %603, %arg8 : i32
      %613 = llvm.add %611, %612 : i32
      %614 = llvm.load %149 {alignment = 32 : i64} : !llvm.ptr -> i8
      %615 = llvm.icmp "ne" %614, %36 : i8
      %616 = llvm.icmp "slt" %597, %37 : i32
      %617 = llvm.and %615, %616 : i1
      %618 = llvm.icmp "sge" %610, %47 : i32
      %619 = llvm.and %617, %618 : i1
      %620 = llvm.icmp "slt" %610, %38 : i32
      %621 = llvm.and %619, %620 : i1
      %622 = llvm.icmp "sge" %613, %47 : i32
      %623 = llvm.and %621, %622 : i1
      %624 = llvm.icmp "slt" %613, %38 : i32
      %625 = llvm.and %623, %624 : i1
      %626 = llvm.load %136 {alignment = 32 : i64} : !llvm.ptr -> i32
      %627 = llvm.add %626, %607 : i32
      %628 = llvm.getelementptr %113[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %625, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %629 = llvm.getelementptr %65[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %630 = llvm.ptrtoint %629 : !llvm.ptr<1> to i64
      %631 = llvm.add %630, %50 : i64
      %632 = llvm.and %631, %39 : i64
      %633 = llvm.inttoptr %632 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %628, %633, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %51, %628 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %634 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr -> i32
      %635 = llvm.add %634, %609 : i32
      %636 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %637 = llvm.add %636, %612 : i32
      %638 = llvm.load %181 {alignment = 1 : i64} : !llvm.ptr -> i8
      %639 = llvm.icmp "ne" %638, %36 : i8
      %640 = llvm.and %639, %616 : i1
      %641 = llvm.icmp "sge" %635, %47 : i32
      %642 = llvm.and %640, %641 : i1
      %643 = llvm.icmp "slt" %635, %38 : i32
      %644 = llvm.and %642, %643 : i1
      %645 = llvm.icmp "sge" %637, %47 : i32
      %646 = llvm.and %644, %645 : i1
      %647 = llvm.icmp "slt" %637, %38 : i32
      %648 = llvm.and %646, %647 : i1
      %649 = llvm.load %166 {alignment = 4 : i64} : !llvm.ptr -> i32
      %650 = llvm.add %649, %607 : i32
      %651 = llvm.getelementptr %113[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %648, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %652 = llvm.getelementptr %65[%650] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %653 = llvm.ptrtoint %652 : !llvm.ptr<1> to i64
      %654 = llvm.add %653, %50 : i64
      %655 = llvm.and %654, %39 : i64
      %656 = llvm.inttoptr %655 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %651, %656, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %51, %651 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %657 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr -> i32
      %658 = llvm.add %657, %609 : i32
      %659 = llvm.load %208 {alignment = 8 : i64} : !llvm.ptr -> i32
      %660 = llvm.add %659, %612 : i32
      %661 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr -> i8
      %662 = llvm.icmp "ne" %661, %36 : i8
      %663 = llvm.and %662, %616 : i1
      %664 = llvm.icmp "sge" %658, %47 : i32
      %665 = llvm.and %663, %664 : i1
      %666 = llvm.icmp "slt" %658, %38 : i32
      %667 = llvm.and %665, %666 : i1
      %668 = llvm.icmp "sge" %660, %47 : i32
      %669 = llvm.and %667, %668 : i1
      %670 = llvm.icmp "slt" %660, %38 : i32
      %671 = llvm.and %669, %670 : i1
      %672 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i32
      %673 = llvm.add %672, %607 : i32
      %674 = llvm.getelementptr %113[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %671, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %675 = llvm.getelementptr %65[%673] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %676 = llvm.ptrtoint %675 : !llvm.ptr<1> to i64
      %677 = llvm.add %676, %50 : i64
      %678 = llvm.and %677, %39 : i64
      %679 = llvm.inttoptr %678 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %674, %679, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %51, %674 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %680 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> i32
      %681 = llvm.add %680, %609 : i32
      %682 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr -> i32
      %683 = llvm.add %682, %612 : i32
      %684 = llvm.load %245 {alignment = 1 : i64} : !llvm.ptr -> i8
      %685 = llvm.icmp "ne" %684, %36 : i8
      %686 = llvm.and %685, %616 : i1
      %687 = llvm.icmp "sge" %681, %47 : i32
      %688 = llvm.and %686, %687 : i1
      %689 = llvm.icmp "slt" %681, %38 : i32
      %690 = llvm.and %688, %689 : i1
      %691 = llvm.icmp "sge" %683, %47 : i32
      %692 = llvm.and %690, %691 : i1
      %693 = llvm.icmp "slt" %683, %38 : i32
      %694 = llvm.and %692, %693 : i1
      %695 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr -> i32
      %696 = llvm.add %695, %607 : i32
      %697 = llvm.getelementptr %113[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %694, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %698 = llvm.getelementptr %65[%696] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %699 = llvm.ptrtoint %698 : !llvm.ptr<1> to i64
      %700 = llvm.add %699, %50 : i64
      %701 = llvm.and %700, %39 : i64
      %702 = llvm.inttoptr %701 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %697, %702, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %51, %697 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      %703 = llvm.load %267 {alignment = 16 : i64} : !llvm.ptr -> i32
      %704 = llvm.add %703, %609 : i32
      %705 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr -> i32
      %706 = llvm.add %705, %612 : i32
      %707 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr -> i8
      %708 = llvm.icmp "ne" %707, %36 : i8
      %709 = llvm.and %708, %616 : i1
      %710 = llvm.icmp "sge" %704, %47 : i32
      %711 = llvm.and %709, %710 : i1
      %712 = llvm.icmp "slt" %704, %38 : i32
      %713 = llvm.and %711, %712 : i1
      %714 = llvm.icmp "sge" %706, %47 : i32
      %715 = llvm.and %713, %714 : i1
      %716 = llvm.icmp "slt" %706, %38 : i32
      %717 = llvm.and %715, %716 : i1
      %718 = llvm.load %262 {alignment = 16 : i64} : !llvm.ptr -> i32
      %719 = llvm.add %718, %607 : i32
      %720 = llvm.getelementptr %113[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %717, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %721 = llvm.getelementptr %65[%719] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %722 = llvm.ptrtoint %721 : !llvm.ptr<1> to i64
      %723 = llvm.add %722, %50 : i64
      %724 = llvm.and %723, %39 : i64
      %725 = llvm.inttoptr %724 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %720, %725, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %51, %720 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %726 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> i32
      %727 = llvm.add %726, %609 : i32
      %728 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> i32
      %729 = llvm.add %728, %612 : i32
      %730 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %731 = llvm.icmp "ne" %730, %36 : i8
      %732 = llvm.and %731, %616 : i1
      %733 = llvm.icmp "sge" %727, %47 : i32
      %734 = llvm.and %732, %733 : i1
      %735 = llvm.icmp "slt" %727, %38 : i32
      %736 = llvm.and %734, %735 : i1
      %737 = llvm.icmp "sge" %729, %47 : i32
      %738 = llvm.and %736, %737 : i1
      %739 = llvm.icmp "slt" %729, %38 : i32
      %740 = llvm.and %738, %739 : i1
      %741 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> i32
      %742 = llvm.add %741, %607 : i32
      %743 = llvm.getelementptr %113[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %740, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %744 = llvm.getelementptr %65[%742] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %745 = llvm.ptrtoint %744 : !llvm.ptr<1> to i64
      %746 = llvm.add %745, %50 : i64
      %747 = llvm.and %746, %39 : i64
      %748 = llvm.inttoptr %747 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %743, %748, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %51, %743 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %749 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr -> i32
      %750 = llvm.add %749, %609 : i32
      %751 = llvm.load %336 {alignment = 8 : i64} : !llvm.ptr -> i32
      %752 = llvm.add %751, %612 : i32
      %753 = llvm.load %341 {alignment = 2 : i64} : !llvm.ptr -> i8
      %754 = llvm.icmp "ne" %753, %36 : i8
      %755 = llvm.and %754, %616 : i1
      %756 = llvm.icmp "sge" %750, %47 : i32
      %757 = llvm.and %755, %756 : i1
      %758 = llvm.icmp "slt" %750, %38 : i32
      %759 = llvm.and %757, %758 : i1
      %760 = llvm.icmp "sge" %752, %47 : i32
      %761 = llvm.and %759, %760 : i1
      %762 = llvm.icmp "slt" %752, %38 : i32
      %763 = llvm.and %761, %762 : i1
      %764 = llvm.load %326 {alignment = 8 : i64} : !llvm.ptr -> i32
      %765 = llvm.add %764, %607 : i32
      %766 = llvm.getelementptr %113[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %763, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %767 = llvm.getelementptr %65[%765] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %768 = llvm.ptrtoint %767 : !llvm.ptr<1> to i64
      %769 = llvm.add %768, %50 : i64
      %770 = llvm.and %769, %39 : i64
      %771 = llvm.inttoptr %770 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %766, %771, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %51, %766 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %772 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> i32
      %773 = llvm.add %772, %609 : i32
      %774 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> i32
      %775 = llvm.add %774, %612 : i32
      %776 = llvm.load %373 {alignment = 1 : i64} : !llvm.ptr -> i8
      %777 = llvm.icmp "ne" %776, %36 : i8
      %778 = llvm.and %777, %616 : i1
      %779 = llvm.icmp "sge" %773, %47 : i32
      %780 = llvm.and %778, %779 : i1
      %781 = llvm.icmp "slt" %773, %38 : i32
      %782 = llvm.and %780, %781 : i1
      %783 = llvm.icmp "sge" %775, %47 : i32
      %784 = llvm.and %782, %783 : i1
      %785 = llvm.icmp "slt" %775, %38 : i32
      %786 = llvm.and %784, %785 : i1
      %787 = llvm.load %358 {alignment = 4 : i64} : !llvm.ptr -> i32
      %788 = llvm.add %787, %607 : i32
      %789 = llvm.getelementptr %113[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %786, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %790 = llvm.getelementptr %65[%788] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %791 = llvm.ptrtoint %790 : !llvm.ptr<1> to i64
      %792 = llvm.add %791, %50 : i64
      %793 = llvm.and %792, %39 : i64
      %794 = llvm.inttoptr %793 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %789, %794, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %51, %789 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %795 = llvm.add %571, %597 : i32
      %796 = llvm.and %573, %616 : i1
      %797 = llvm.getelementptr %114[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %796, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %798 = llvm.getelementptr %66[%795] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %797, %798, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %51, %797 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %799 = llvm.add %577, %597 : i32
      %800 = llvm.and %579, %616 : i1
      %801 = llvm.getelementptr %114[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %800, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %802 = llvm.getelementptr %66[%799] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %801, %802, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %51, %801 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %803 = llvm.add %584, %597 : i32
      %804 = llvm.and %586, %616 : i1
      %805 = llvm.getelementptr %114[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %804, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %806 = llvm.getelementptr %66[%803] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %805, %806, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %51, %805 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %807 = llvm.add %591, %597 : i32
      %808 = llvm.and %593, %616 : i1
      %809 = llvm.getelementptr %114[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %808, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %810 = llvm.getelementptr %66[%807] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %809, %810, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %51, %809 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %811 = llvm.srem %94, %41 : i32
      %812 = llvm.sdiv %94, %41 : i32
      %813 = llvm.srem %812, %48 : i32
      %814 = llvm.sdiv %94, %56 : i32
      %815 = llvm.srem %814, %48 : i32
      %816 = llvm.srem %811, %41 : i32
      %817 = llvm.srem %813, %48 : i32
      %818 = llvm.srem %815, %48 : i32
      %819 = llvm.sdiv %816, %30 : i32
      %820 = llvm.srem %816, %30 : i32
      %821 = llvm.mul %820, %48 : i32
      %822 = llvm.mul %819, %40 : i32
      %823 = llvm.add %821, %822 : i32
      %824 = llvm.mul %817, %42 : i32
      %825 = llvm.mul %818, %54 : i32
      %826 = llvm.add %824, %825 : i32
      %827 = llvm.add %823, %826 : i32
      %828 = llvm.getelementptr %98[%827] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %52, %59 {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr
      %829 = llvm.sdiv %94, %53 : i32
      %830 = llvm.srem %94, %53 : i32
      %831 = llvm.srem %830, %54 : i32
      %832 = llvm.mul %831, %56 : i32
      %833 = llvm.srem %829, %48 : i32
      %834 = llvm.mul %833, %54 : i32
      %835 = llvm.add %832, %834 : i32
      %836 = llvm.sdiv %830, %54 : i32
      %837 = llvm.mul %836, %31 : i32
      %838 = llvm.sdiv %829, %48 : i32
      %839 = llvm.srem %838, %48 : i32
      %840 = llvm.mul %839, %43 : i32
      %841 = llvm.add %837, %840 : i32
      %842 = llvm.and %835, %55 : i32
      %843 = llvm.icmp "eq" %842, %47 : i32
      %844 = llvm.select %843, %53, %44 : i1, i32
      %845 = llvm.and %835, %45 : i32
      %846 = llvm.icmp "eq" %845, %47 : i32
      %847 = llvm.select %846, %41, %46 : i1, i32
      %848 = llvm.and %835, %32 : i32
      %849 = llvm.ashr %848, %49 : i32
      %850 = llvm.xor %835, %849 : i32
      %851 = llvm.add %850, %841 : i32
      %852 = llvm.getelementptr %26[%851] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %853 = llvm.mul %102, %56 : i32
      %854 = llvm.srem %101, %48 : i32
      %855 = llvm.mul %854, %54 : i32
      %856 = llvm.add %853, %855 : i32
      %857 = llvm.sdiv %101, %48 : i32
      %858 = llvm.sdiv %857, %48 : i32
      %859 = llvm.srem %857, %48 : i32
      %860 = llvm.mul %859, %43 : i32
      %861 = llvm.sdiv %858, %48 : i32
      %862 = llvm.mul %861, %31 : i32
      %863 = llvm.add %860, %862 : i32
      %864 = llvm.and %856, %55 : i32
      %865 = llvm.icmp "eq" %864, %47 : i32
      %866 = llvm.select %865, %53, %44 : i1, i32
      %867 = llvm.and %856, %45 : i32
      %868 = llvm.icmp "eq" %867, %47 : i32
      %869 = llvm.select %868, %41, %46 : i1, i32
      %870 = llvm.and %856, %32 : i32
      %871 = llvm.ashr %870, %49 : i32
      %872 = llvm.xor %856, %871 : i32
      %873 = llvm.add %872, %863 : i32
      %874 = llvm.getelementptr %100[%873] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb73(%47 : i32)
    ^bb73(%875: i32):  // 2 preds: ^bb72, ^bb74
      %876 = llvm.icmp "slt" %875, %30 : i32
      llvm.cond_br %876, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %877 = llvm.mul %875, %18 : i32
      %878 = llvm.getelementptr %852[%877] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %879 = llvm.mul %875, %54 : i32
      %880 = llvm.getelementptr %61[%879] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %881 = nvvm.ldmatrix %878 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %882 = llvm.extractvalue %881[0] : !llvm_struct_a37b2a
      %883 = llvm.extractvalue %881[1] : !llvm_struct_a37b2a
      %884 = llvm.extractvalue %881[2] : !llvm_struct_a37b2a
      %885 = llvm.extractvalue %881[3] : !llvm_struct_a37b2a
      %886 = llvm.insertelement %882, %4[%3 : i64] : vector<4xi32>
      %887 = llvm.insertelement %883, %886[%2 : i64] : vector<4xi32>
      %888 = llvm.insertelement %884, %887[%1 : i64] : vector<4xi32>
      %889 = llvm.insertelement %885, %888[%0 : i64] : vector<4xi32>
      %890 = llvm.extractelement %889[%47 : i32] : vector<4xi32>
      llvm.store %890, %880 : i32, !llvm.ptr
      %891 = llvm.extractelement %889[%57 : i32] : vector<4xi32>
      %892 = llvm.getelementptr %880[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %891, %892 : i32, !llvm.ptr
      %893 = llvm.extractelement %889[%48 : i32] : vector<4xi32>
      %894 = llvm.getelementptr %880[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %893, %894 : i32, !llvm.ptr
      %895 = llvm.extractelement %889[%49 : i32] : vector<4xi32>
      %896 = llvm.getelementptr %880[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %895, %896 : i32, !llvm.ptr
      %897 = llvm.add %875, %57 : i32
      llvm.br ^bb73(%897 : i32)
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%47 : i32)
    ^bb76(%898: i32):  // 2 preds: ^bb75, ^bb77
      %899 = llvm.icmp "slt" %898, %48 : i32
      llvm.cond_br %899, ^bb77, ^bb78 {llvm.loop_annotation = #loop_annotation}
    ^bb77:  // pred: ^bb76
      %900 = llvm.mul %898, %18 : i32
      %901 = llvm.getelementptr %874[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %902 = llvm.mul %898, %54 : i32
      %903 = llvm.getelementptr %60[%902] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %904 = nvvm.ldmatrix %901 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %905 = llvm.extractvalue %904[0] : !llvm_struct_a37b2a
      %906 = llvm.extractvalue %904[1] : !llvm_struct_a37b2a
      %907 = llvm.extractvalue %904[2] : !llvm_struct_a37b2a
      %908 = llvm.extractvalue %904[3] : !llvm_struct_a37b2a
      %909 = llvm.insertelement %905, %4[%3 : i64] : vector<4xi32>
      %910 = llvm.insertelement %906, %909[%2 : i64] : vector<4xi32>
      %911 = llvm.insertelement %907, %910[%1 : i64] : vector<4xi32>
      %912 = llvm.insertelement %908, %911[%0 : i64] : vector<4xi32>
      %913 = llvm.extractelement %912[%47 : i32] : vector<4xi32>
      llvm.store %913, %903 : i32, !llvm.ptr
      %914 = llvm.extractelement %912[%57 : i32] : vector<4xi32>
      %915 = llvm.getelementptr %903[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %914, %915 : i32, !llvm.ptr
      %916 = llvm.extractelement %912[%48 : i32] : vector<4xi32>
      %917 = llvm.getelementptr %903[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %916, %917 : i32, !llvm.ptr
      %918 = llvm.extractelement %912[%49 : i32] : vector<4xi32>
      %919 = llvm.getelementptr %903[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %918, %919 : i32, !llvm.ptr
      %920 = llvm.add %898, %57 : i32
      llvm.br ^bb76(%920 : i32)
    ^bb78:  // pred: ^bb76
      %921 = llvm.getelementptr %61[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %922 = llvm.getelementptr %60[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %923 = llvm.getelementptr %61[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %924 = llvm.getelementptr %60[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %925 = llvm.getelementptr %61[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %926 = llvm.getelementptr %60[48] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb79(%47, %48, %47 : i32, i32, i32)
    ^bb79(%927: i32, %928: i32, %929: i32):  // 2 preds: ^bb78, ^bb166
      %930 = llvm.icmp "slt" %927, %30 : i32
      llvm.cond_br %930, ^bb80, ^bb167
    ^bb80:  // pred: ^bb79
      %931 = llvm.mul %929, %12 : i32
      %932 = llvm.add %844, %931 : i32
      %933 = llvm.getelementptr %852[%932] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb81(%47 : i32)
    ^bb81(%934: i32):  // 2 preds: ^bb80, ^bb82
      %935 = llvm.icmp "slt" %934, %30 : i32
      llvm.cond_br %935, ^bb82, ^bb83 {llvm.loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb81
      %936 = llvm.mul %934, %18 : i32
      %937 = llvm.getelementptr %933[%936] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %938 = llvm.mul %934, %54 : i32
      %939 = llvm.getelementptr %921[%938] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %940 = nvvm.ldmatrix %937 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %941 = llvm.extractvalue %940[0] : !llvm_struct_a37b2a
      %942 = llvm.extractvalue %940[1] : !llvm_struct_a37b2a
      %943 = llvm.extractvalue %940[2] : !llvm_struct_a37b2a
      %944 = llvm.extractvalue %940[3] : !llvm_struct_a37b2a
      %945 = llvm.insertelement %941, %4[%3 : i64] : vector<4xi32>
      %946 = llvm.insertelement %942, %945[%2 : i64] : vector<4xi32>
      %947 = llvm.insertelement %943, %946[%1 : i64] : vector<4xi32>
      %948 = llvm.insertelement %944, %947[%0 : i64] : vector<4xi32>
      %949 = llvm.extractelement %948[%47 : i32] : vector<4xi32>
      llvm.store %949, %939 : i32, !llvm.ptr
      %950 = llvm.extractelement %948[%57 : i32] : vector<4xi32>
      %951 = llvm.getelementptr %939[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %950, %951 : i32, !llvm.ptr
      %952 = llvm.extractelement %948[%48 : i32] : vector<4xi32>
      %953 = llvm.getelementptr %939[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %952, %953 : i32, !llvm.ptr
      %954 = llvm.extractelement %948[%49 : i32] : vector<4xi32>
      %955 = llvm.getelementptr %939[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %954, %955 : i32, !llvm.ptr
      %956 = llvm.add %934, %57 : i32
      llvm.br ^bb81(%956 : i32)
    ^bb83:  // pred: ^bb81
      %957 = llvm.mul %929, %16 : i32
      %958 = llvm.add %866, %957 : i32
      %959 = llvm.getelementptr %874[%958] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb84(%47 : i32)
    ^bb84(%960: i32):  // 2 preds: ^bb83, ^bb85
      %961 = llvm.icmp "slt" %960, %48 : i32
      llvm.cond_br %961, ^bb85, ^bb86 {llvm.loop_annotation = #loop_annotation}
    ^bb85:  // pred: ^bb84
      %962 = llvm.mul %960, %18 : i32
      %963 = llvm.getelementptr %959[%962] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %964 = llvm.mul %960, %54 : i32
      %965 = llvm.getelementptr %922[%964] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %966 = nvvm.ldmatrix %963 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %967 = llvm.extractvalue %966[0] : !llvm_struct_a37b2a
      %968 = llvm.extractvalue %966[1] : !llvm_struct_a37b2a
      %969 = llvm.extractvalue %966[2] : !llvm_struct_a37b2a
      %970 = llvm.extractvalue %966[3] : !llvm_struct_a37b2a
      %971 = llvm.insertelement %967, %4[%3 : i64] : vector<4xi32>
      %972 = llvm.insertelement %968, %971[%2 : i64] : vector<4xi32>
      %973 = llvm.insertelement %969, %972[%1 : i64] : vector<4xi32>
      %974 = llvm.insertelement %970, %973[%0 : i64] : vector<4xi32>
      %975 = llvm.extractelement %974[%47 : i32] : vector<4xi32>
      llvm.store %975, %965 : i32, !llvm.ptr
      %976 = llvm.extractelement %974[%57 : i32] : vector<4xi32>
      %977 = llvm.getelementptr %965[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %976, %977 : i32, !llvm.ptr
      %978 = llvm.extractelement %974[%48 : i32] : vector<4xi32>
      %979 = llvm.getelementptr %965[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %978, %979 : i32, !llvm.ptr
      %980 = llvm.extractelement %974[%49 : i32] : vector<4xi32>
      %981 = llvm.getelementptr %965[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %980, %981 : i32, !llvm.ptr
      %982 = llvm.add %960, %57 : i32
      llvm.br ^bb84(%982 : i32)
    ^bb86:  // pred: ^bb84
      %983 = llvm.add %927, %48 : i32
      %984 = llvm.icmp "slt" %983, %30 : i32
      llvm.cond_br %984, ^bb87, ^bb124
    ^bb87:  // pred: ^bb86
      %985 = llvm.mul %983, %56 : i32
      %986 = llvm.add %985, %103 : i32
      %987 = llvm.sdiv %986, %34 : i32
      %988 = llvm.mul %987, %34 : i32
      %989 = llvm.sub %986, %988 : i32
      %990 = llvm.sdiv %987, %49 : i32
      %991 = llvm.mul %990, %49 : i32
      %992 = llvm.sub %987, %991 : i32
      %993 = llvm.mul %992, %117 : i32
      %994 = llvm.add %989, %993 : i32
      %995 = llvm.mul %990, %118 : i32
      %996 = llvm.add %994, %995 : i32
      %997 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %998 = llvm.mul %990, %arg7 : i32
      %999 = llvm.add %997, %998 : i32
      %1000 = llvm.load %145 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1001 = llvm.mul %992, %arg8 : i32
      %1002 = llvm.add %1000, %1001 : i32
      %1003 = llvm.load %149 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1004 = llvm.icmp "ne" %1003, %36 : i8
      %1005 = llvm.icmp "slt" %986, %37 : i32
      %1006 = llvm.and %1004, %1005 : i1
      %1007 = llvm.icmp "sge" %999, %47 : i32
      %1008 = llvm.and %1006, %1007 : i1
      %1009 = llvm.icmp "slt" %999, %38 : i32
      %1010 = llvm.and %1008, %1009 : i1
      %1011 = llvm.icmp "sge" %1002, %47 : i32
      %1012 = llvm.and %1010, %1011 : i1
      %1013 = llvm.icmp "slt" %1002, %38 : i32
      %1014 = llvm.and %1012, %1013 : i1
      %1015 = llvm.load %136 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1016 = llvm.add %1015, %996 : i32
      %1017 = llvm.mul %928, %12 : i32
      %1018 = llvm.getelementptr %113[%1017] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1014, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1019 = llvm.getelementptr %65[%1016] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1020 = llvm.ptrtoint %1019 : !llvm.ptr<1> to i64
      %1021 = llvm.add %1020, %50 : i64
      %1022 = llvm.and %1021, %39 : i64
      %1023 = llvm.inttoptr %1022 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1018, %1023, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %51, %1018 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1024 = llvm.load %171 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1025 = llvm.add %1024, %998 : i32
      %1026 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1027 = llvm.add %1026, %1001 : i32
      %1028 = llvm.load %181 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1029 = llvm.icmp "ne" %1028, %36 : i8
      %1030 = llvm.and %1029, %1005 : i1
      %1031 = llvm.icmp "sge" %1025, %47 : i32
      %1032 = llvm.and %1030, %1031 : i1
      %1033 = llvm.icmp "slt" %1025, %38 : i32
      %1034 = llvm.and %1032, %1033 : i1
      %1035 = llvm.icmp "sge" %1027, %47 : i32
      %1036 = llvm.and %1034, %1035 : i1
      %1037 = llvm.icmp "slt" %1027, %38 : i32
      %1038 = llvm.and %1036, %1037 : i1
      %1039 = llvm.load %166 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1040 = llvm.add %1039, %996 : i32
      %1041 = llvm.add %1017, %43 : i32
      %1042 = llvm.getelementptr %113[%1041] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1038, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1043 = llvm.getelementptr %65[%1040] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1044 = llvm.ptrtoint %1043 : !llvm.ptr<1> to i64
      %1045 = llvm.add %1044, %50 : i64
      %1046 = llvm.and %1045, %39 : i64
      %1047 = llvm.inttoptr %1046 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1042, %1047, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %51, %1042 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1048 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1049 = llvm.add %1048, %998 : i32
      %1050 = llvm.load %208 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1051 = llvm.add %1050, %1001 : i32
      %1052 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1053 = llvm.icmp "ne" %1052, %36 : i8
      %1054 = llvm.and %1053, %1005 : i1
      %1055 = llvm.icmp "sge" %1049, %47 : i32
      %1056 = llvm.and %1054, %1055 : i1
      %1057 = llvm.icmp "slt" %1049, %38 : i32
      %1058 = llvm.and %1056, %1057 : i1
      %1059 = llvm.icmp "sge" %1051, %47 : i32
      %1060 = llvm.and %1058, %1059 : i1
      %1061 = llvm.icmp "slt" %1051, %38 : i32
      %1062 = llvm.and %1060, %1061 : i1
      %1063 = llvm.load %198 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1064 = llvm.add %1063, %996 : i32
      %1065 = llvm.add %1017, %18 : i32
      %1066 = llvm.getelementptr %113[%1065] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1062, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1067 = llvm.getelementptr %65[%1064] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1068 = llvm.ptrtoint %1067 : !llvm.ptr<1> to i64
      %1069 = llvm.add %1068, %50 : i64
      %1070 = llvm.and %1069, %39 : i64
      %1071 = llvm.inttoptr %1070 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1066, %1071, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %51, %1066 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1072 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1073 = llvm.add %1072, %998 : i32
      %1074 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1075 = llvm.add %1074, %1001 : i32
      %1076 = llvm.load %245 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1077 = llvm.icmp "ne" %1076, %36 : i8
      %1078 = llvm.and %1077, %1005 : i1
      %1079 = llvm.icmp "sge" %1073, %47 : i32
      %1080 = llvm.and %1078, %1079 : i1
      %1081 = llvm.icmp "slt" %1073, %38 : i32
      %1082 = llvm.and %1080, %1081 : i1
      %1083 = llvm.icmp "sge" %1075, %47 : i32
      %1084 = llvm.and %1082, %1083 : i1
      %1085 = llvm.icmp "slt" %1075, %38 : i32
      %1086 = llvm.and %1084, %1085 : i1
      %1087 = llvm.load %230 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1088 = llvm.add %1087, %996 : i32
      %1089 = llvm.add %1017, %17 : i32
      %1090 = llvm.getelementptr %113[%1089] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1086, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1091 = llvm.getelementptr %65[%1088] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1092 = llvm.ptrtoint %1091 : !llvm.ptr<1> to i64
      %1093 = llvm.add %1092, %50 : i64
      %1094 = llvm.and %1093, %39 : i64
      %1095 = llvm.inttoptr %1094 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1090, %1095, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %51, %1090 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1096 = llvm.load %267 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1097 = llvm.add %1096, %998 : i32
      %1098 = llvm.load %272 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1099 = llvm.add %1098, %1001 : i32
      %1100 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr -> i8
      %1101 = llvm.icmp "ne" %1100, %36 : i8
      %1102 = llvm.and %1101, %1005 : i1
      %1103 = llvm.icmp "sge" %1097, %47 : i32
      %1104 = llvm.and %1102, %1103 : i1
      %1105 = llvm.icmp "slt" %1097, %38 : i32
      %1106 = llvm.and %1104, %1105 : i1
      %1107 = llvm.icmp "sge" %1099, %47 : i32
      %1108 = llvm.and %1106, %1107 : i1
      %1109 = llvm.icmp "slt" %1099, %38 : i32
      %1110 = llvm.and %1108, %1109 : i1
      %1111 = llvm.load %262 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1112 = llvm.add %1111, %996 : i32
      %1113 = llvm.add %1017, %16 : i32
      %1114 = llvm.getelementptr %113[%1113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1110, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1115 = llvm.getelementptr %65[%1112] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1116 = llvm.ptrtoint %1115 : !llvm.ptr<1> to i64
      %1117 = llvm.add %1116, %50 : i64
      %1118 = llvm.and %1117, %39 : i64
      %1119 = llvm.inttoptr %1118 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1114, %1119, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %51, %1114 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1120 = llvm.load %299 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1121 = llvm.add %1120, %998 : i32
      %1122 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1123 = llvm.add %1122, %1001 : i32
      %1124 = llvm.load %309 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1125 = llvm.icmp "ne" %1124, %36 : i8
      %1126 = llvm.and %1125, %1005 : i1
      %1127 = llvm.icmp "sge" %1121, %47 : i32
      %1128 = llvm.and %1126, %1127 : i1
      %1129 = llvm.icmp "slt" %1121, %38 : i32
      %1130 = llvm.and %1128, %1129 : i1
      %1131 = llvm.icmp "sge" %1123, %47 : i32
      %1132 = llvm.and %1130, %1131 : i1
      %1133 = llvm.icmp "slt" %1123, %38 : i32
      %1134 = llvm.and %1132, %1133 : i1
      %1135 = llvm.load %294 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1136 = llvm.add %1135, %996 : i32
      %1137 = llvm.add %1017, %15 : i32
      %1138 = llvm.getelementptr %113[%1137] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1134, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1139 = llvm.getelementptr %65[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1140 = llvm.ptrtoint %1139 : !llvm.ptr<1> to i64
      %1141 = llvm.add %1140, %50 : i64
      %1142 = llvm.and %1141, %39 : i64
      %1143 = llvm.inttoptr %1142 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1138, %1143, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %51, %1138 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1144 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1145 = llvm.add %1144, %998 : i32
      %1146 = llvm.load %336 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1147 = llvm.add %1146, %1001 : i32
      %1148 = llvm.load %341 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1149 = llvm.icmp "ne" %1148, %36 : i8
      %1150 = llvm.and %1149, %1005 : i1
      %1151 = llvm.icmp "sge" %1145, %47 : i32
      %1152 = llvm.and %1150, %1151 : i1
      %1153 = llvm.icmp "slt" %1145, %38 : i32
      %1154 = llvm.and %1152, %1153 : i1
      %1155 = llvm.icmp "sge" %1147, %47 : i32
      %1156 = llvm.and %1154, %1155 : i1
      %1157 = llvm.icmp "slt" %1147, %38 : i32
      %1158 = llvm.and %1156, %1157 : i1
      %1159 = llvm.load %326 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1160 = llvm.add %1159, %996 : i32
      %1161 = llvm.add %1017, %14 : i32
      %1162 = llvm.getelementptr %113[%1161] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1158, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1163 = llvm.getelementptr %65[%1160] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1164 = llvm.ptrtoint %1163 : !llvm.ptr<1> to i64
      %1165 = llvm.add %1164, %50 : i64
      %1166 = llvm.and %1165, %39 : i64
      %1167 = llvm.inttoptr %1166 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1162, %1167, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %51, %1162 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1168 = llvm.load %363 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1169 = llvm.add %1168, %998 : i32
      %1170 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1171 = llvm.add %1170, %1001 : i32
      %1172 = llvm.load %373 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1173 = llvm.icmp "ne" %1172, %36 : i8
      %1174 = llvm.and %1173, %1005 : i1
      %1175 = llvm.icmp "sge" %1169, %47 : i32
      %1176 = llvm.and %1174, %1175 : i1
      %1177 = llvm.icmp "slt" %1169, %38 : i32
      %1178 = llvm.and %1176, %1177 : i1
      %1179 = llvm.icmp "sge" %1171, %47 : i32
      %1180 = llvm.and %1178, %1179 : i1
      %1181 = llvm.icmp "slt" %1171, %38 : i32
      %1182 = llvm.and %1180, %1181 : i1
      %1183 = llvm.load %358 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1184 = llvm.add %1183, %996 : i32
      %1185 = llvm.add %1017, %13 : i32
      %1186 = llvm.getelementptr %113[%1185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1182, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1187 = llvm.getelementptr %65[%1184] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1188 = llvm.ptrtoint %1187 : !llvm.ptr<1> to i64
      %1189 = llvm.add %1188, %50 : i64
      %1190 = llvm.and %1189, %39 : i64
      %1191 = llvm.inttoptr %1190 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1186, %1191, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %51, %1186 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1192 = llvm.add %571, %986 : i32
      %1193 = llvm.and %573, %1005 : i1
      %1194 = llvm.mul %928, %16 : i32
      %1195 = llvm.getelementptr %114[%1194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1193, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1196 = llvm.getelementptr %66[%1192] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1197 = llvm.ptrtoint %1196 : !llvm.ptr<1> to i64
      %1198 = llvm.add %1197, %50 : i64
      %1199 = llvm.and %1198, %39 : i64
      %1200 = llvm.inttoptr %1199 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1195, %1200, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %51, %1195 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1201 = llvm.add %577, %986 : i32
      %1202 = llvm.and %579, %1005 : i1
      %1203 = llvm.add %1194, %43 : i32
      %1204 = llvm.getelementptr %114[%1203] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1202, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1205 = llvm.getelementptr %66[%1201] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1206 = llvm.ptrtoint %1205 : !llvm.ptr<1> to i64
      %1207 = llvm.add %1206, %50 : i64
      %1208 = llvm.and %1207, %39 : i64
      %1209 = llvm.inttoptr %1208 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1204, %1209, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %51, %1204 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1210 = llvm.add %584, %986 : i32
      %1211 = llvm.and %586, %1005 : i1
      %1212 = llvm.add %1194, %18 : i32
      %1213 = llvm.getelementptr %114[%1212] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1211, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1214 = llvm.getelementptr %66[%1210] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1215 = llvm.ptrtoint %1214 : !llvm.ptr<1> to i64
      %1216 = llvm.add %1215, %50 : i64
      %1217 = llvm.and %1216, %39 : i64
      %1218 = llvm.inttoptr %1217 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1213, %1218, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb120
    ^bb119:  // pred: ^bb117
      llvm.store %51, %1213 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1219 = llvm.add %591, %986 : i32
      %1220 = llvm.and %593, %1005 : i1
      %1221 = llvm.add %1194, %17 : i32
      %1222 = llvm.getelementptr %114[%1221] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1220, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1223 = llvm.getelementptr %66[%1219] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1224 = llvm.ptrtoint %1223 : !llvm.ptr<1> to i64
      %1225 = llvm.add %1224, %50 : i64
      %1226 = llvm.and %1225, %39 : i64
      %1227 = llvm.inttoptr %1226 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1222, %1227, %53, %53 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb123
    ^bb122:  // pred: ^bb120
      llvm.store %51, %1222 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb86, ^bb123
      nvvm.cp.async.commit.group
      llvm.br ^bb125(%47 : i32)
    ^bb125(%1228: i32):  // 2 preds: ^bb124, ^bb129
      %1229 = llvm.icmp "slt" %1228, %30 : i32
      llvm.cond_br %1229, ^bb126, ^bb130 {llvm.loop_annotation = #loop_annotation}
    ^bb126:  // pred: ^bb125
      %1230 = llvm.mul %1228, %54 : i32
      %1231 = llvm.getelementptr %61[%1230] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1232 = llvm.getelementptr %1231[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1233 = llvm.getelementptr %1231[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1234 = llvm.getelementptr %1231[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb127(%47 : i32)
    ^bb127(%1235: i32):  // 2 preds: ^bb126, ^bb128
      %1236 = llvm.icmp "slt" %1235, %30 : i32
      llvm.cond_br %1236, ^bb128, ^bb129 {llvm.loop_annotation = #loop_annotation}
    ^bb128:  // pred: ^bb127
      %1237 = llvm.mul %1235, %30 : i32
      %1238 = llvm.getelementptr %60[%1237] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1239 = llvm.mul %1228, %30 : i32
      %1240 = llvm.mul %1235, %53 : i32
      %1241 = llvm.add %1239, %1240 : i32
      %1242 = llvm.getelementptr %59[%1241] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1243 = llvm.load %1231 : !llvm.ptr -> vector<2xf16>
      %1244 = llvm.load %1232 : !llvm.ptr -> vector<2xf16>
      %1245 = llvm.load %1233 : !llvm.ptr -> vector<2xf16>
      %1246 = llvm.load %1234 : !llvm.ptr -> vector<2xf16>
      %1247 = llvm.load %1238 : !llvm.ptr -> vector<2xf16>
      %1248 = llvm.getelementptr %1238[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1249 = llvm.load %1248 : !llvm.ptr -> vector<2xf16>
      %1250 = llvm.load %1242 : !llvm.ptr -> f32
      %1251 = llvm.getelementptr %1242[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1252 = llvm.load %1251 : !llvm.ptr -> f32
      %1253 = llvm.getelementptr %1242[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1254 = llvm.load %1253 : !llvm.ptr -> f32
      %1255 = llvm.getelementptr %1242[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1256 = llvm.load %1255 : !llvm.ptr -> f32
      %1257 = nvvm.mma.sync A[%1243, %1244, %1245, %1246]  B[%1247, %1249]  C[%1250, %1252, %1254, %1256]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1258 = llvm.extractvalue %1257[0] : !llvm_struct_687153
      %1259 = llvm.extractvalue %1257[1] : !llvm_struct_687153
      %1260 = llvm.extractvalue %1257[2] : !llvm_struct_687153
      %1261 = llvm.extractvalue %1257[3] : !llvm_struct_687153
      llvm.store %1258, %1242 : f32, !llvm.ptr
      llvm.store %1259, %1251 : f32, !llvm.ptr
      llvm.store %1260, %1253 : f32, !llvm.ptr
      llvm.store %1261, %1255 : f32, !llvm.ptr
      %1262 = llvm.add %1235, %57 : i32
      llvm.br ^bb127(%1262 : i32)
    ^bb129:  // pred: ^bb127
      %1263 = llvm.add %1228, %57 : i32
      llvm.br ^bb125(%1263 : i32)
    ^bb130:  // pred: ^bb125
      %1264 = llvm.add %847, %931 : i32
      %1265 = llvm.getelementptr %852[%1264] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb131(%47 : i32)
    ^bb131(%1266: i32):  // 2 preds: ^bb130, ^bb132
      %1267 = llvm.icmp "slt" %1266, %30 : i32
      llvm.cond_br %1267, ^bb132, ^bb133 {llvm.loop_annotation = #loop_annotation}
    ^bb132:  // pred: ^bb131
      %1268 = llvm.mul %1266, %18 : i32
      %1269 = llvm.getelementptr %1265[%1268] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1270 = llvm.mul %1266, %54 : i32
      %1271 = llvm.getelementptr %923[%1270] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1272 = nvvm.ldmatrix %1269 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1273 = llvm.extractvalue %1272[0] : !llvm_struct_a37b2a
      %1274 = llvm.extractvalue %1272[1] : !llvm_struct_a37b2a
      %1275 = llvm.extractvalue %1272[2] : !llvm_struct_a37b2a
      %1276 = llvm.extractvalue %1272[3] : !llvm_struct_a37b2a
      %1277 = llvm.insertelement %1273, %4[%3 : i64] : vector<4xi32>
      %1278 = llvm.insertelement %1274, %1277[%2 : i64] : vector<4xi32>
      %1279 = llvm.insertelement %1275, %1278[%1 : i64] : vector<4xi32>
      %1280 = llvm.insertelement %1276, %1279[%0 : i64] : vector<4xi32>
      %1281 = llvm.extractelement %1280[%47 : i32] : vector<4xi32>
      llvm.store %1281, %1271 : i32, !llvm.ptr
      %1282 = llvm.extractelement %1280[%57 : i32] : vector<4xi32>
      %1283 = llvm.getelementptr %1271[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1282, %1283 : i32, !llvm.ptr
      %1284 = llvm.extractelement %1280[%48 : i32] : vector<4xi32>
      %1285 = llvm.getelementptr %1271[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1284, %1285 : i32, !llvm.ptr
      %1286 = llvm.extractelement %1280[%49 : i32] : vector<4xi32>
      %1287 = llvm.getelementptr %1271[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1286, %1287 : i32, !llvm.ptr
      %1288 = llvm.add %1266, %57 : i32
      llvm.br ^bb131(%1288 : i32)
    ^bb133:  // pred: ^bb131
      %1289 = llvm.add %869, %957 : i32
      %1290 = llvm.getelementptr %874[%1289] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb134(%47 : i32)
    ^bb134(%1291: i32):  // 2 preds: ^bb133, ^bb135
      %1292 = llvm.icmp "slt" %1291, %48 : i32
      llvm.cond_br %1292, ^bb135, ^bb136 {llvm.loop_annotation = #loop_annotation}
    ^bb135:  // pred: ^bb134
      %1293 = llvm.mul %1291, %18 : i32
      %1294 = llvm.getelementptr %1290[%1293] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1295 = llvm.mul %1291, %54 : i32
      %1296 = llvm.getelementptr %924[%1295] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1297 = nvvm.ldmatrix %1294 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1298 = llvm.extractvalue %1297[0] : !llvm_struct_a37b2a
      %1299 = llvm.extractvalue %1297[1] : !llvm_struct_a37b2a
      %1300 = llvm.extractvalue %1297[2] : !llvm_struct_a37b2a
      %1301 = llvm.extractvalue %1297[3] : !llvm_struct_a37b2a
      %1302 = llvm.insertelement %1298, %4[%3 : i64] : vector<4xi32>
      %1303 = llvm.insertelement %1299, %1302[%2 : i64] : vector<4xi32>
      %1304 = llvm.insertelement %1300, %1303[%1 : i64] : vector<4xi32>
      %1305 = llvm.insertelement %1301, %1304[%0 : i64] : vector<4xi32>
      %1306 = llvm.extractelement %1305[%47 : i32] : vector<4xi32>
      llvm.store %1306, %1296 : i32, !llvm.ptr
      %1307 = llvm.extractelement %1305[%57 : i32] : vector<4xi32>
      %1308 = llvm.getelementptr %1296[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1307, %1308 : i32, !llvm.ptr
      %1309 = llvm.extractelement %1305[%48 : i32] : vector<4xi32>
      %1310 = llvm.getelementptr %1296[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1309, %1310 : i32, !llvm.ptr
      %1311 = llvm.extractelement %1305[%49 : i32] : vector<4xi32>
      %1312 = llvm.getelementptr %1296[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1311, %1312 : i32, !llvm.ptr
      %1313 = llvm.add %1291, %57 : i32
      llvm.br ^bb134(%1313 : i32)
    ^bb136:  // pred: ^bb134
      llvm.br ^bb137(%47 : i32)
    ^bb137(%1314: i32):  // 2 preds: ^bb136, ^bb141
      %1315 = llvm.icmp "slt" %1314, %30 : i32
      llvm.cond_br %1315, ^bb138, ^bb142 {llvm.loop_annotation = #loop_annotation}
    ^bb138:  // pred: ^bb137
      %1316 = llvm.mul %1314, %54 : i32
      %1317 = llvm.getelementptr %921[%1316] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1318 = llvm.getelementptr %1317[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1319 = llvm.getelementptr %1317[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1320 = llvm.getelementptr %1317[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb139(%47 : i32)
    ^bb139(%1321: i32):  // 2 preds: ^bb138, ^bb140
      %1322 = llvm.icmp "slt" %1321, %30 : i32
      llvm.cond_br %1322, ^bb140, ^bb141 {llvm.loop_annotation = #loop_annotation}
    ^bb140:  // pred: ^bb139
      %1323 = llvm.mul %1321, %30 : i32
      %1324 = llvm.getelementptr %922[%1323] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1325 = llvm.mul %1314, %30 : i32
      %1326 = llvm.mul %1321, %53 : i32
      %1327 = llvm.add %1325, %1326 : i32
      %1328 = llvm.getelementptr %59[%1327] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1329 = llvm.load %1317 : !llvm.ptr -> vector<2xf16>
      %1330 = llvm.load %1318 : !llvm.ptr -> vector<2xf16>
      %1331 = llvm.load %1319 : !llvm.ptr -> vector<2xf16>
      %1332 = llvm.load %1320 : !llvm.ptr -> vector<2xf16>
      %1333 = llvm.load %1324 : !llvm.ptr -> vector<2xf16>
      %1334 = llvm.getelementptr %1324[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1335 = llvm.load %1334 : !llvm.ptr -> vector<2xf16>
      %1336 = llvm.load %1328 : !llvm.ptr -> f32
      %1337 = llvm.getelementptr %1328[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1338 = llvm.load %1337 : !llvm.ptr -> f32
      %1339 = llvm.getelementptr %1328[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1340 = llvm.load %1339 : !llvm.ptr -> f32
      %1341 = llvm.getelementptr %1328[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1342 = llvm.load %1341 : !llvm.ptr -> f32
      %1343 = nvvm.mma.sync A[%1329, %1330, %1331, %1332]  B[%1333, %1335]  C[%1336, %1338, %1340, %1342]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1344 = llvm.extractvalue %1343[0] : !llvm_struct_687153
      %1345 = llvm.extractvalue %1343[1] : !llvm_struct_687153
      %1346 = llvm.extractvalue %1343[2] : !llvm_struct_687153
      %1347 = llvm.extractvalue %1343[3] : !llvm_struct_687153
      llvm.store %1344, %1328 : f32, !llvm.ptr
      llvm.store %1345, %1337 : f32, !llvm.ptr
      llvm.store %1346, %1339 : f32, !llvm.ptr
      llvm.store %1347, %1341 : f32, !llvm.ptr
      %1348 = llvm.add %1321, %57 : i32
      llvm.br ^bb139(%1348 : i32)
    ^bb141:  // pred: ^bb139
      %1349 = llvm.add %1314, %57 : i32
      llvm.br ^bb137(%1349 : i32)
    ^bb142:  // pred: ^bb137
      %1350 = llvm.add %844, %847 : i32
      %1351 = llvm.add %1350, %931 : i32
      %1352 = llvm.getelementptr %852[%1351] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb143(%47 : i32)
    ^bb143(%1353: i32):  // 2 preds: ^bb142, ^bb144
      %1354 = llvm.icmp "slt" %1353, %30 : i32
      llvm.cond_br %1354, ^bb144, ^bb145 {llvm.loop_annotation = #loop_annotation}
    ^bb144:  // pred: ^bb143
      %1355 = llvm.mul %1353, %18 : i32
      %1356 = llvm.getelementptr %1352[%1355] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1357 = llvm.mul %1353, %54 : i32
      %1358 = llvm.getelementptr %925[%1357] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1359 = nvvm.ldmatrix %1356 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1360 = llvm.extractvalue %1359[0] : !llvm_struct_a37b2a
      %1361 = llvm.extractvalue %1359[1] : !llvm_struct_a37b2a
      %1362 = llvm.extractvalue %1359[2] : !llvm_struct_a37b2a
      %1363 = llvm.extractvalue %1359[3] : !llvm_struct_a37b2a
      %1364 = llvm.insertelement %1360, %4[%3 : i64] : vector<4xi32>
      %1365 = llvm.insertelement %1361, %1364[%2 : i64] : vector<4xi32>
      %1366 = llvm.insertelement %1362, %1365[%1 : i64] : vector<4xi32>
      %1367 = llvm.insertelement %1363, %1366[%0 : i64] : vector<4xi32>
      %1368 = llvm.extractelement %1367[%47 : i32] : vector<4xi32>
      llvm.store %1368, %1358 : i32, !llvm.ptr
      %1369 = llvm.extractelement %1367[%57 : i32] : vector<4xi32>
      %1370 = llvm.getelementptr %1358[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1369, %1370 : i32, !llvm.ptr
      %1371 = llvm.extractelement %1367[%48 : i32] : vector<4xi32>
      %1372 = llvm.getelementptr %1358[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1371, %1372 : i32, !llvm.ptr
      %1373 = llvm.extractelement %1367[%49 : i32] : vector<4xi32>
      %1374 = llvm.getelementptr %1358[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1373, %1374 : i32, !llvm.ptr
      %1375 = llvm.add %1353, %57 : i32
      llvm.br ^bb143(%1375 : i32)
    ^bb145:  // pred: ^bb143
      %1376 = llvm.add %866, %869 : i32
      %1377 = llvm.add %1376, %957 : i32
      %1378 = llvm.getelementptr %874[%1377] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb146(%47 : i32)
    ^bb146(%1379: i32):  // 2 preds: ^bb145, ^bb147
      %1380 = llvm.icmp "slt" %1379, %48 : i32
      llvm.cond_br %1380, ^bb147, ^bb148 {llvm.loop_annotation = #loop_annotation}
    ^bb147:  // pred: ^bb146
      %1381 = llvm.mul %1379, %18 : i32
      %1382 = llvm.getelementptr %1378[%1381] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1383 = llvm.mul %1379, %54 : i32
      %1384 = llvm.getelementptr %926[%1383] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1385 = nvvm.ldmatrix %1382 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1386 = llvm.extractvalue %1385[0] : !llvm_struct_a37b2a
      %1387 = llvm.extractvalue %1385[1] : !llvm_struct_a37b2a
      %1388 = llvm.extractvalue %1385[2] : !llvm_struct_a37b2a
      %1389 = llvm.extractvalue %1385[3] : !llvm_struct_a37b2a
      %1390 = llvm.insertelement %1386, %4[%3 : i64] : vector<4xi32>
      %1391 = llvm.insertelement %1387, %1390[%2 : i64] : vector<4xi32>
      %1392 = llvm.insertelement %1388, %1391[%1 : i64] : vector<4xi32>
      %1393 = llvm.insertelement %1389, %1392[%0 : i64] : vector<4xi32>
      %1394 = llvm.extractelement %1393[%47 : i32] : vector<4xi32>
      llvm.store %1394, %1384 : i32, !llvm.ptr
      %1395 = llvm.extractelement %1393[%57 : i32] : vector<4xi32>
      %1396 = llvm.getelementptr %1384[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1395, %1396 : i32, !llvm.ptr
      %1397 = llvm.extractelement %1393[%48 : i32] : vector<4xi32>
      %1398 = llvm.getelementptr %1384[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1397, %1398 : i32, !llvm.ptr
      %1399 = llvm.extractelement %1393[%49 : i32] : vector<4xi32>
      %1400 = llvm.getelementptr %1384[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1399, %1400 : i32, !llvm.ptr
      %1401 = llvm.add %1379, %57 : i32
      llvm.br ^bb146(%1401 : i32)
    ^bb148:  // pred: ^bb146
      llvm.br ^bb149(%47 : i32)
    ^bb149(%1402: i32):  // 2 preds: ^bb148, ^bb153
      %1403 = llvm.icmp "slt" %1402, %30 : i32
      llvm.cond_br %1403, ^bb150, ^bb154 {llvm.loop_annotation = #loop_annotation}
    ^bb150:  // pred: ^bb149
      %1404 = llvm.mul %1402, %54 : i32
      %1405 = llvm.getelementptr %923[%1404] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1406 = llvm.getelementptr %1405[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1407 = llvm.getelementptr %1405[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1408 = llvm.getelementptr %1405[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb151(%47 : i32)
    ^bb151(%1409: i32):  // 2 preds: ^bb150, ^bb152
      %1410 = llvm.icmp "slt" %1409, %30 : i32
      llvm.cond_br %1410, ^bb152, ^bb153 {llvm.loop_annotation = #loop_annotation}
    ^bb152:  // pred: ^bb151
      %1411 = llvm.mul %1409, %30 : i32
      %1412 = llvm.getelementptr %924[%1411] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1413 = llvm.mul %1402, %30 : i32
      %1414 = llvm.mul %1409, %53 : i32
      %1415 = llvm.add %1413, %1414 : i32
      %1416 = llvm.getelementptr %59[%1415] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1417 = llvm.load %1405 : !llvm.ptr -> vector<2xf16>
      %1418 = llvm.load %1406 : !llvm.ptr -> vector<2xf16>
      %1419 = llvm.load %1407 : !llvm.ptr -> vector<2xf16>
      %1420 = llvm.load %1408 : !llvm.ptr -> vector<2xf16>
      %1421 = llvm.load %1412 : !llvm.ptr -> vector<2xf16>
      %1422 = llvm.getelementptr %1412[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1423 = llvm.load %1422 : !llvm.ptr -> vector<2xf16>
      %1424 = llvm.load %1416 : !llvm.ptr -> f32
      %1425 = llvm.getelementptr %1416[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1426 = llvm.load %1425 : !llvm.ptr -> f32
      %1427 = llvm.getelementptr %1416[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1428 = llvm.load %1427 : !llvm.ptr -> f32
      %1429 = llvm.getelementptr %1416[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1430 = llvm.load %1429 : !llvm.ptr -> f32
      %1431 = nvvm.mma.sync A[%1417, %1418, %1419, %1420]  B[%1421, %1423]  C[%1424, %1426, %1428, %1430]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1432 = llvm.extractvalue %1431[0] : !llvm_struct_687153
      %1433 = llvm.extractvalue %1431[1] : !llvm_struct_687153
      %1434 = llvm.extractvalue %1431[2] : !llvm_struct_687153
      %1435 = llvm.extractvalue %1431[3] : !llvm_struct_687153
      llvm.store %1432, %1416 : f32, !llvm.ptr
      llvm.store %1433, %1425 : f32, !llvm.ptr
      llvm.store %1434, %1427 : f32, !llvm.ptr
      llvm.store %1435, %1429 : f32, !llvm.ptr
      %1436 = llvm.add %1409, %57 : i32
      llvm.br ^bb151(%1436 : i32)
    ^bb153:  // pred: ^bb151
      %1437 = llvm.add %1402, %57 : i32
      llvm.br ^bb149(%1437 : i32)
    ^bb154:  // pred: ^bb149
      %1438 = llvm.add %929, %57 : i32
      %1439 = llvm.icmp "eq" %1438, %49 : i32
      %1440 = llvm.select %1439, %47, %1438 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1441 = llvm.mul %1440, %12 : i32
      %1442 = llvm.getelementptr %852[%1441] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb155(%47 : i32)
    ^bb155(%1443: i32):  // 2 preds: ^bb154, ^bb156
      %1444 = llvm.icmp "slt" %1443, %30 : i32
      llvm.cond_br %1444, ^bb156, ^bb157 {llvm.loop_annotation = #loop_annotation}
    ^bb156:  // pred: ^bb155
      %1445 = llvm.mul %1443, %18 : i32
      %1446 = llvm.getelementptr %1442[%1445] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1447 = llvm.mul %1443, %54 : i32
      %1448 = llvm.getelementptr %61[%1447] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1449 = nvvm.ldmatrix %1446 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1450 = llvm.extractvalue %1449[0] : !llvm_struct_a37b2a
      %1451 = llvm.extractvalue %1449[1] : !llvm_struct_a37b2a
      %1452 = llvm.extractvalue %1449[2] : !llvm_struct_a37b2a
      %1453 = llvm.extractvalue %1449[3] : !llvm_struct_a37b2a
      %1454 = llvm.insertelement %1450, %4[%3 : i64] : vector<4xi32>
      %1455 = llvm.insertelement %1451, %1454[%2 : i64] : vector<4xi32>
      %1456 = llvm.insertelement %1452, %1455[%1 : i64] : vector<4xi32>
      %1457 = llvm.insertelement %1453, %1456[%0 : i64] : vector<4xi32>
      %1458 = llvm.extractelement %1457[%47 : i32] : vector<4xi32>
      llvm.store %1458, %1448 : i32, !llvm.ptr
      %1459 = llvm.extractelement %1457[%57 : i32] : vector<4xi32>
      %1460 = llvm.getelementptr %1448[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1459, %1460 : i32, !llvm.ptr
      %1461 = llvm.extractelement %1457[%48 : i32] : vector<4xi32>
      %1462 = llvm.getelementptr %1448[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1461, %1462 : i32, !llvm.ptr
      %1463 = llvm.extractelement %1457[%49 : i32] : vector<4xi32>
      %1464 = llvm.getelementptr %1448[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1463, %1464 : i32, !llvm.ptr
      %1465 = llvm.add %1443, %57 : i32
      llvm.br ^bb155(%1465 : i32)
    ^bb157:  // pred: ^bb155
      %1466 = llvm.mul %1440, %16 : i32
      %1467 = llvm.getelementptr %874[%1466] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb158(%47 : i32)
    ^bb158(%1468: i32):  // 2 preds: ^bb157, ^bb159
      %1469 = llvm.icmp "slt" %1468, %48 : i32
      llvm.cond_br %1469, ^bb159, ^bb160 {llvm.loop_annotation = #loop_annotation}
    ^bb159:  // pred: ^bb158
      %1470 = llvm.mul %1468, %18 : i32
      %1471 = llvm.getelementptr %1467[%1470] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1472 = llvm.mul %1468, %54 : i32
      %1473 = llvm.getelementptr %60[%1472] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1474 = nvvm.ldmatrix %1471 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1475 = llvm.extractvalue %1474[0] : !llvm_struct_a37b2a
      %1476 = llvm.extractvalue %1474[1] : !llvm_struct_a37b2a
      %1477 = llvm.extractvalue %1474[2] : !llvm_struct_a37b2a
      %1478 = llvm.extractvalue %1474[3] : !llvm_struct_a37b2a
      %1479 = llvm.insertelement %1475, %4[%3 : i64] : vector<4xi32>
      %1480 = llvm.insertelement %1476, %1479[%2 : i64] : vector<4xi32>
      %1481 = llvm.insertelement %1477, %1480[%1 : i64] : vector<4xi32>
      %1482 = llvm.insertelement %1478, %1481[%0 : i64] : vector<4xi32>
      %1483 = llvm.extractelement %1482[%47 : i32] : vector<4xi32>
      llvm.store %1483, %1473 : i32, !llvm.ptr
      %1484 = llvm.extractelement %1482[%57 : i32] : vector<4xi32>
      %1485 = llvm.getelementptr %1473[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1484, %1485 : i32, !llvm.ptr
      %1486 = llvm.extractelement %1482[%48 : i32] : vector<4xi32>
      %1487 = llvm.getelementptr %1473[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1486, %1487 : i32, !llvm.ptr
      %1488 = llvm.extractelement %1482[%49 : i32] : vector<4xi32>
      %1489 = llvm.getelementptr %1473[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1488, %1489 : i32, !llvm.ptr
      %1490 = llvm.add %1468, %57 : i32
      llvm.br ^bb158(%1490 : i32)
    ^bb160:  // pred: ^bb158
      llvm.br ^bb161(%47 : i32)
    ^bb161(%1491: i32):  // 2 preds: ^bb160, ^bb165
      %1492 = llvm.icmp "slt" %1491, %30 : i32
      llvm.cond_br %1492, ^bb162, ^bb166 {llvm.loop_annotation = #loop_annotation}
    ^bb162:  // pred: ^bb161
      %1493 = llvm.mul %1491, %54 : i32
      %1494 = llvm.getelementptr %925[%1493] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1495 = llvm.getelementptr %1494[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1496 = llvm.getelementptr %1494[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1497 = llvm.getelementptr %1494[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb163(%47 : i32)
    ^bb163(%1498: i32):  // 2 preds: ^bb162, ^bb164
      %1499 = llvm.icmp "slt" %1498, %30 : i32
      llvm.cond_br %1499, ^bb164, ^bb165 {llvm.loop_annotation = #loop_annotation}
    ^bb164:  // pred: ^bb163
      %1500 = llvm.mul %1498, %30 : i32
      %1501 = llvm.getelementptr %926[%1500] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1502 = llvm.mul %1491, %30 : i32
      %1503 = llvm.mul %1498, %53 : i32
      %1504 = llvm.add %1502, %1503 : i32
      %1505 = llvm.getelementptr %59[%1504] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1506 = llvm.load %1494 : !llvm.ptr -> vector<2xf16>
      %1507 = llvm.load %1495 : !llvm.ptr -> vector<2xf16>
      %1508 = llvm.load %1496 : !llvm.ptr -> vector<2xf16>
      %1509 = llvm.load %1497 : !llvm.ptr -> vector<2xf16>
      %1510 = llvm.load %1501 : !llvm.ptr -> vector<2xf16>
      %1511 = llvm.getelementptr %1501[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1512 = llvm.load %1511 : !llvm.ptr -> vector<2xf16>
      %1513 = llvm.load %1505 : !llvm.ptr -> f32
      %1514 = llvm.getelementptr %1505[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1515 = llvm.load %1514 : !llvm.ptr -> f32
      %1516 = llvm.getelementptr %1505[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1517 = llvm.load %1516 : !llvm.ptr -> f32
      %1518 = llvm.getelementptr %1505[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1519 = llvm.load %1518 : !llvm.ptr -> f32
      %1520 = nvvm.mma.sync A[%1506, %1507, %1508, %1509]  B[%1510, %1512]  C[%1513, %1515, %1517, %1519]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1521 = llvm.extractvalue %1520[0] : !llvm_struct_687153
      %1522 = llvm.extractvalue %1520[1] : !llvm_struct_687153
      %1523 = llvm.extractvalue %1520[2] : !llvm_struct_687153
      %1524 = llvm.extractvalue %1520[3] : !llvm_struct_687153
      llvm.store %1521, %1505 : f32, !llvm.ptr
      llvm.store %1522, %1514 : f32, !llvm.ptr
      llvm.store %1523, %1516 : f32, !llvm.ptr
      llvm.store %1524, %1518 : f32, !llvm.ptr
      %1525 = llvm.add %1498, %57 : i32
      llvm.br ^bb163(%1525 : i32)
    ^bb165:  // pred: ^bb163
      %1526 = llvm.add %1491, %57 : i32
      llvm.br ^bb161(%1526 : i32)
    ^bb166:  // pred: ^bb161
      %1527 = llvm.add %927, %57 : i32
      llvm.br ^bb79(%1527, %929, %1440 : i32, i32, i32)
    ^bb167:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1528 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<64xf32>
      %1529 = llvm.fptrunc %1528 : vector<64xf32> to vector<64xf16>
      llvm.store %1529, %58 {alignment = 32 : i64} : vector<64xf16>, !llvm.ptr
      %1530 = llvm.add %84, %57 : i32
      %1531 = llvm.mul %1530, %55 : i32
      %1532 = llvm.icmp "sle" %1531, %35 : i32
      %1533 = llvm.add %93, %57 : i32
      %1534 = llvm.mul %1533, %56 : i32
      %1535 = llvm.icmp "sle" %1534, %40 : i32
      %1536 = llvm.and %1532, %1535 : i1
      llvm.cond_br %1536, ^bb168, ^bb172
    ^bb168:  // pred: ^bb167
      llvm.br ^bb169(%47 : i32)
    ^bb169(%1537: i32):  // 2 preds: ^bb168, ^bb170
      %1538 = llvm.icmp "slt" %1537, %41 : i32
      llvm.cond_br %1538, ^bb170, ^bb171 {llvm.loop_annotation = #loop_annotation}
    ^bb170:  // pred: ^bb169
      %1539 = llvm.mul %1537, %48 : i32
      %1540 = llvm.getelementptr %58[%1539] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1541 = llvm.sdiv %1537, %48 : i32
      %1542 = llvm.srem %1537, %48 : i32
      %1543 = llvm.mul %1542, %11 : i32
      %1544 = llvm.sdiv %1541, %30 : i32
      %1545 = llvm.srem %1541, %30 : i32
      %1546 = llvm.mul %1545, %10 : i32
      %1547 = llvm.add %1543, %1546 : i32
      %1548 = llvm.mul %1544, %53 : i32
      %1549 = llvm.add %1547, %1548 : i32
      %1550 = llvm.getelementptr %828[%1549] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1551 = llvm.load %1540 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1551, %1550 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1552 = llvm.add %1537, %57 : i32
      llvm.br ^bb169(%1552 : i32)
    ^bb171:  // 3 preds: ^bb169, ^bb298, ^bb299
      llvm.br ^bb300
    ^bb172:  // pred: ^bb167
      %1553 = llvm.mul %817, %53 : i32
      %1554 = llvm.add %819, %1553 : i32
      %1555 = llvm.add %821, %825 : i32
      %1556 = llvm.add %99, %1554 : i32
      %1557 = llvm.add %96, %1555 : i32
      %1558 = llvm.icmp "slt" %1556, %35 : i32
      %1559 = llvm.icmp "slt" %1557, %40 : i32
      %1560 = llvm.and %1558, %1559 : i1
      llvm.cond_br %1560, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1561 = llvm.ptrtoint %58 : !llvm.ptr to i64
      %1562 = llvm.inttoptr %1561 : i64 to !llvm.ptr
      %1563 = llvm.load %1562 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1564 = llvm.ptrtoint %828 : !llvm.ptr<1> to i64
      %1565 = llvm.inttoptr %1564 : i64 to !llvm.ptr<1>
      llvm.store %1563, %1565 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1566 = llvm.add %1557, %57 : i32
      %1567 = llvm.icmp "slt" %1566, %40 : i32
      %1568 = llvm.and %1558, %1567 : i1
      llvm.cond_br %1568, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1569 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %1570 = llvm.ptrtoint %1569 : !llvm.ptr to i64
      %1571 = llvm.inttoptr %1570 : i64 to !llvm.ptr
      %1572 = llvm.load %1571 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1573 = llvm.getelementptr %828[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1574 = llvm.ptrtoint %1573 : !llvm.ptr<1> to i64
      %1575 = llvm.inttoptr %1574 : i64 to !llvm.ptr<1>
      llvm.store %1572, %1575 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1576 = llvm.add %1556, %54 : i32
      %1577 = llvm.icmp "slt" %1576, %35 : i32
      %1578 = llvm.and %1577, %1559 : i1
      llvm.cond_br %1578, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1579 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %1580 = llvm.ptrtoint %1579 : !llvm.ptr to i64
      %1581 = llvm.inttoptr %1580 : i64 to !llvm.ptr
      %1582 = llvm.load %1581 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1583 = llvm.getelementptr %828[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1584 = llvm.ptrtoint %1583 : !llvm.ptr<1> to i64
      %1585 = llvm.inttoptr %1584 : i64 to !llvm.ptr<1>
      llvm.store %1582, %1585 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1586 = llvm.and %1577, %1567 : i1
      llvm.cond_br %1586, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1587 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %1588 = llvm.ptrtoint %1587 : !llvm.ptr to i64
      %1589 = llvm.inttoptr %1588 : i64 to !llvm.ptr
      %1590 = llvm.load %1589 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1591 = llvm.getelementptr %828[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1592 = llvm.ptrtoint %1591 : !llvm.ptr<1> to i64
      %1593 = llvm.inttoptr %1592 : i64 to !llvm.ptr<1>
      llvm.store %1590, %1593 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1594 = llvm.add %1556, %41 : i32
      %1595 = llvm.icmp "slt" %1594, %35 : i32
      %1596 = llvm.and %1595, %1559 : i1
      llvm.cond_br %1596, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1597 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %1598 = llvm.ptrtoint %1597 : !llvm.ptr to i64
      %1599 = llvm.inttoptr %1598 : i64 to !llvm.ptr
      %1600 = llvm.load %1599 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1601 = llvm.getelementptr %828[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1602 = llvm.ptrtoint %1601 : !llvm.ptr<1> to i64
      %1603 = llvm.inttoptr %1602 : i64 to !llvm.ptr<1>
      llvm.store %1600, %1603 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1604 = llvm.and %1595, %1567 : i1
      llvm.cond_br %1604, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1605 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %1606 = llvm.ptrtoint %1605 : !llvm.ptr to i64
      %1607 = llvm.inttoptr %1606 : i64 to !llvm.ptr
      %1608 = llvm.load %1607 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1609 = llvm.getelementptr %828[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1610 = llvm.ptrtoint %1609 : !llvm.ptr<1> to i64
      %1611 = llvm.inttoptr %1610 : i64 to !llvm.ptr<1>
      llvm.store %1608, %1611 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1612 = llvm.add %1556, %9 : i32
      %1613 = llvm.icmp "slt" %1612, %35 : i32
      %1614 = llvm.and %1613, %1559 : i1
      llvm.cond_br %1614, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1615 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %1616 = llvm.ptrtoint %1615 : !llvm.ptr to i64
      %1617 = llvm.inttoptr %1616 : i64 to !llvm.ptr
      %1618 = llvm.load %1617 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1619 = llvm.getelementptr %828[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1620 = llvm.ptrtoint %1619 : !llvm.ptr<1> to i64
      %1621 = llvm.inttoptr %1620 : i64 to !llvm.ptr<1>
      llvm.store %1618, %1621 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1622 = llvm.and %1613, %1567 : i1
      llvm.cond_br %1622, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1623 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %1624 = llvm.ptrtoint %1623 : !llvm.ptr to i64
      %1625 = llvm.inttoptr %1624 : i64 to !llvm.ptr
      %1626 = llvm.load %1625 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1627 = llvm.getelementptr %828[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1628 = llvm.ptrtoint %1627 : !llvm.ptr<1> to i64
      %1629 = llvm.inttoptr %1628 : i64 to !llvm.ptr<1>
      llvm.store %1626, %1629 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1630 = llvm.add %1556, %56 : i32
      %1631 = llvm.icmp "slt" %1630, %35 : i32
      %1632 = llvm.and %1631, %1559 : i1
      llvm.cond_br %1632, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1633 = llvm.getelementptr %58[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %1634 = llvm.ptrtoint %1633 : !llvm.ptr to i64
      %1635 = llvm.inttoptr %1634 : i64 to !llvm.ptr
      %1636 = llvm.load %1635 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1637 = llvm.getelementptr %828[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1638 = llvm.ptrtoint %1637 : !llvm.ptr<1> to i64
      %1639 = llvm.inttoptr %1638 : i64 to !llvm.ptr<1>
      llvm.store %1636, %1639 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1640 = llvm.and %1631, %1567 : i1
      llvm.cond_br %1640, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1641 = llvm.getelementptr %58[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %1642 = llvm.ptrtoint %1641 : !llvm.ptr to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr
      %1644 = llvm.load %1643 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1645 = llvm.getelementptr %828[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1646 = llvm.ptrtoint %1645 : !llvm.ptr<1> to i64
      %1647 = llvm.inttoptr %1646 : i64 to !llvm.ptr<1>
      llvm.store %1644, %1647 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1648 = llvm.add %1556, %40 : i32
      %1649 = llvm.icmp "slt" %1648, %35 : i32
      %1650 = llvm.and %1649, %1559 : i1
      llvm.cond_br %1650, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1651 = llvm.getelementptr %58[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %1652 = llvm.ptrtoint %1651 : !llvm.ptr to i64
      %1653 = llvm.inttoptr %1652 : i64 to !llvm.ptr
      %1654 = llvm.load %1653 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1655 = llvm.getelementptr %828[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1656 = llvm.ptrtoint %1655 : !llvm.ptr<1> to i64
      %1657 = llvm.inttoptr %1656 : i64 to !llvm.ptr<1>
      llvm.store %1654, %1657 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1658 = llvm.and %1649, %1567 : i1
      llvm.cond_br %1658, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1659 = llvm.getelementptr %58[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %1660 = llvm.ptrtoint %1659 : !llvm.ptr to i64
      %1661 = llvm.inttoptr %1660 : i64 to !llvm.ptr
      %1662 = llvm.load %1661 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1663 = llvm.getelementptr %828[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1664 = llvm.ptrtoint %1663 : !llvm.ptr<1> to i64
      %1665 = llvm.inttoptr %1664 : i64 to !llvm.ptr<1>
      llvm.store %1662, %1665 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1666 = llvm.add %1556, %20 : i32
      %1667 = llvm.icmp "slt" %1666, %35 : i32
      %1668 = llvm.and %1667, %1559 : i1
      llvm.cond_br %1668, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1669 = llvm.getelementptr %58[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %1670 = llvm.ptrtoint %1669 : !llvm.ptr to i64
      %1671 = llvm.inttoptr %1670 : i64 to !llvm.ptr
      %1672 = llvm.load %1671 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1673 = llvm.getelementptr %828[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1674 = llvm.ptrtoint %1673 : !llvm.ptr<1> to i64
      %1675 = llvm.inttoptr %1674 : i64 to !llvm.ptr<1>
      llvm.store %1672, %1675 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1676 = llvm.and %1667, %1567 : i1
      llvm.cond_br %1676, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1677 = llvm.getelementptr %58[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %1678 = llvm.ptrtoint %1677 : !llvm.ptr to i64
      %1679 = llvm.inttoptr %1678 : i64 to !llvm.ptr
      %1680 = llvm.load %1679 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1681 = llvm.getelementptr %828[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1682 = llvm.ptrtoint %1681 : !llvm.ptr<1> to i64
      %1683 = llvm.inttoptr %1682 : i64 to !llvm.ptr<1>
      llvm.store %1680, %1683 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1684 = llvm.add %1556, %8 : i32
      %1685 = llvm.icmp "slt" %1684, %35 : i32
      %1686 = llvm.and %1685, %1559 : i1
      llvm.cond_br %1686, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1687 = llvm.getelementptr %58[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %1688 = llvm.ptrtoint %1687 : !llvm.ptr to i64
      %1689 = llvm.inttoptr %1688 : i64 to !llvm.ptr
      %1690 = llvm.load %1689 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1691 = llvm.getelementptr %828[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1692 = llvm.ptrtoint %1691 : !llvm.ptr<1> to i64
      %1693 = llvm.inttoptr %1692 : i64 to !llvm.ptr<1>
      llvm.store %1690, %1693 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1694 = llvm.and %1685, %1567 : i1
      llvm.cond_br %1694, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1695 = llvm.getelementptr %58[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %1696 = llvm.ptrtoint %1695 : !llvm.ptr to i64
      %1697 = llvm.inttoptr %1696 : i64 to !llvm.ptr
      %1698 = llvm.load %1697 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1699 = llvm.getelementptr %828[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1700 = llvm.ptrtoint %1699 : !llvm.ptr<1> to i64
      %1701 = llvm.inttoptr %1700 : i64 to !llvm.ptr<1>
      llvm.store %1698, %1701 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1702 = llvm.add %1557, %53 : i32
      %1703 = llvm.icmp "slt" %1702, %40 : i32
      %1704 = llvm.and %1558, %1703 : i1
      llvm.cond_br %1704, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1705 = llvm.getelementptr %58[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1706 = llvm.ptrtoint %1705 : !llvm.ptr to i64
      %1707 = llvm.inttoptr %1706 : i64 to !llvm.ptr
      %1708 = llvm.load %1707 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1709 = llvm.getelementptr %828[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1710 = llvm.ptrtoint %1709 : !llvm.ptr<1> to i64
      %1711 = llvm.inttoptr %1710 : i64 to !llvm.ptr<1>
      llvm.store %1708, %1711 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1712 = llvm.add %1557, %7 : i32
      %1713 = llvm.icmp "slt" %1712, %40 : i32
      %1714 = llvm.and %1558, %1713 : i1
      llvm.cond_br %1714, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1715 = llvm.getelementptr %58[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %1716 = llvm.ptrtoint %1715 : !llvm.ptr to i64
      %1717 = llvm.inttoptr %1716 : i64 to !llvm.ptr
      %1718 = llvm.load %1717 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1719 = llvm.getelementptr %828[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1720 = llvm.ptrtoint %1719 : !llvm.ptr<1> to i64
      %1721 = llvm.inttoptr %1720 : i64 to !llvm.ptr<1>
      llvm.store %1718, %1721 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1722 = llvm.and %1577, %1703 : i1
      llvm.cond_br %1722, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1723 = llvm.getelementptr %58[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %1724 = llvm.ptrtoint %1723 : !llvm.ptr to i64
      %1725 = llvm.inttoptr %1724 : i64 to !llvm.ptr
      %1726 = llvm.load %1725 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1727 = llvm.getelementptr %828[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1728 = llvm.ptrtoint %1727 : !llvm.ptr<1> to i64
      %1729 = llvm.inttoptr %1728 : i64 to !llvm.ptr<1>
      llvm.store %1726, %1729 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1730 = llvm.and %1577, %1713 : i1
      llvm.cond_br %1730, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1731 = llvm.getelementptr %58[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %1732 = llvm.ptrtoint %1731 : !llvm.ptr to i64
      %1733 = llvm.inttoptr %1732 : i64 to !llvm.ptr
      %1734 = llvm.load %1733 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1735 = llvm.getelementptr %828[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1736 = llvm.ptrtoint %1735 : !llvm.ptr<1> to i64
      %1737 = llvm.inttoptr %1736 : i64 to !llvm.ptr<1>
      llvm.store %1734, %1737 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1738 = llvm.and %1595, %1703 : i1
      llvm.cond_br %1738, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1739 = llvm.getelementptr %58[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %1740 = llvm.ptrtoint %1739 : !llvm.ptr to i64
      %1741 = llvm.inttoptr %1740 : i64 to !llvm.ptr
      %1742 = llvm.load %1741 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1743 = llvm.getelementptr %828[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1744 = llvm.ptrtoint %1743 : !llvm.ptr<1> to i64
      %1745 = llvm.inttoptr %1744 : i64 to !llvm.ptr<1>
      llvm.store %1742, %1745 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1746 = llvm.and %1595, %1713 : i1
      llvm.cond_br %1746, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1747 = llvm.getelementptr %58[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %1748 = llvm.ptrtoint %1747 : !llvm.ptr to i64
      %1749 = llvm.inttoptr %1748 : i64 to !llvm.ptr
      %1750 = llvm.load %1749 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1751 = llvm.getelementptr %828[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1752 = llvm.ptrtoint %1751 : !llvm.ptr<1> to i64
      %1753 = llvm.inttoptr %1752 : i64 to !llvm.ptr<1>
      llvm.store %1750, %1753 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1754 = llvm.and %1613, %1703 : i1
      llvm.cond_br %1754, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1755 = llvm.getelementptr %58[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %1756 = llvm.ptrtoint %1755 : !llvm.ptr to i64
      %1757 = llvm.inttoptr %1756 : i64 to !llvm.ptr
      %1758 = llvm.load %1757 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1759 = llvm.getelementptr %828[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1760 = llvm.ptrtoint %1759 : !llvm.ptr<1> to i64
      %1761 = llvm.inttoptr %1760 : i64 to !llvm.ptr<1>
      llvm.store %1758, %1761 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1762 = llvm.and %1613, %1713 : i1
      llvm.cond_br %1762, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1763 = llvm.getelementptr %58[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %1764 = llvm.ptrtoint %1763 : !llvm.ptr to i64
      %1765 = llvm.inttoptr %1764 : i64 to !llvm.ptr
      %1766 = llvm.load %1765 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1767 = llvm.getelementptr %828[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1768 = llvm.ptrtoint %1767 : !llvm.ptr<1> to i64
      %1769 = llvm.inttoptr %1768 : i64 to !llvm.ptr<1>
      llvm.store %1766, %1769 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1770 = llvm.and %1631, %1703 : i1
      llvm.cond_br %1770, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1771 = llvm.getelementptr %58[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %1772 = llvm.ptrtoint %1771 : !llvm.ptr to i64
      %1773 = llvm.inttoptr %1772 : i64 to !llvm.ptr
      %1774 = llvm.load %1773 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1775 = llvm.getelementptr %828[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1776 = llvm.ptrtoint %1775 : !llvm.ptr<1> to i64
      %1777 = llvm.inttoptr %1776 : i64 to !llvm.ptr<1>
      llvm.store %1774, %1777 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1778 = llvm.and %1631, %1713 : i1
      llvm.cond_br %1778, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1779 = llvm.getelementptr %58[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %1780 = llvm.ptrtoint %1779 : !llvm.ptr to i64
      %1781 = llvm.inttoptr %1780 : i64 to !llvm.ptr
      %1782 = llvm.load %1781 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1783 = llvm.getelementptr %828[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1784 = llvm.ptrtoint %1783 : !llvm.ptr<1> to i64
      %1785 = llvm.inttoptr %1784 : i64 to !llvm.ptr<1>
      llvm.store %1782, %1785 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1786 = llvm.and %1649, %1703 : i1
      llvm.cond_br %1786, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1787 = llvm.getelementptr %58[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %1788 = llvm.ptrtoint %1787 : !llvm.ptr to i64
      %1789 = llvm.inttoptr %1788 : i64 to !llvm.ptr
      %1790 = llvm.load %1789 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1791 = llvm.getelementptr %828[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1792 = llvm.ptrtoint %1791 : !llvm.ptr<1> to i64
      %1793 = llvm.inttoptr %1792 : i64 to !llvm.ptr<1>
      llvm.store %1790, %1793 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1794 = llvm.and %1649, %1713 : i1
      llvm.cond_br %1794, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1795 = llvm.getelementptr %58[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %1796 = llvm.ptrtoint %1795 : !llvm.ptr to i64
      %1797 = llvm.inttoptr %1796 : i64 to !llvm.ptr
      %1798 = llvm.load %1797 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1799 = llvm.getelementptr %828[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1800 = llvm.ptrtoint %1799 : !llvm.ptr<1> to i64
      %1801 = llvm.inttoptr %1800 : i64 to !llvm.ptr<1>
      llvm.store %1798, %1801 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1802 = llvm.and %1667, %1703 : i1
      llvm.cond_br %1802, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1803 = llvm.getelementptr %58[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %1804 = llvm.ptrtoint %1803 : !llvm.ptr to i64
      %1805 = llvm.inttoptr %1804 : i64 to !llvm.ptr
      %1806 = llvm.load %1805 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1807 = llvm.getelementptr %828[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1808 = llvm.ptrtoint %1807 : !llvm.ptr<1> to i64
      %1809 = llvm.inttoptr %1808 : i64 to !llvm.ptr<1>
      llvm.store %1806, %1809 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1810 = llvm.and %1667, %1713 : i1
      llvm.cond_br %1810, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1811 = llvm.getelementptr %58[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %1812 = llvm.ptrtoint %1811 : !llvm.ptr to i64
      %1813 = llvm.inttoptr %1812 : i64 to !llvm.ptr
      %1814 = llvm.load %1813 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1815 = llvm.getelementptr %828[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1816 = llvm.ptrtoint %1815 : !llvm.ptr<1> to i64
      %1817 = llvm.inttoptr %1816 : i64 to !llvm.ptr<1>
      llvm.store %1814, %1817 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1818 = llvm.and %1685, %1703 : i1
      llvm.cond_br %1818, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1819 = llvm.getelementptr %58[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %1820 = llvm.ptrtoint %1819 : !llvm.ptr to i64
      %1821 = llvm.inttoptr %1820 : i64 to !llvm.ptr
      %1822 = llvm.load %1821 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1823 = llvm.getelementptr %828[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1824 = llvm.ptrtoint %1823 : !llvm.ptr<1> to i64
      %1825 = llvm.inttoptr %1824 : i64 to !llvm.ptr<1>
      llvm.store %1822, %1825 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1826 = llvm.and %1685, %1713 : i1
      llvm.cond_br %1826, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1827 = llvm.getelementptr %58[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %1828 = llvm.ptrtoint %1827 : !llvm.ptr to i64
      %1829 = llvm.inttoptr %1828 : i64 to !llvm.ptr
      %1830 = llvm.load %1829 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1831 = llvm.getelementptr %828[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1832 = llvm.ptrtoint %1831 : !llvm.ptr<1> to i64
      %1833 = llvm.inttoptr %1832 : i64 to !llvm.ptr<1>
      llvm.store %1830, %1833 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1834 = llvm.add %1557, %41 : i32
      %1835 = llvm.icmp "slt" %1834, %40 : i32
      %1836 = llvm.and %1558, %1835 : i1
      llvm.cond_br %1836, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1837 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1838 = llvm.ptrtoint %1837 : !llvm.ptr to i64
      %1839 = llvm.inttoptr %1838 : i64 to !llvm.ptr
      %1840 = llvm.load %1839 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1841 = llvm.getelementptr %828[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1842 = llvm.ptrtoint %1841 : !llvm.ptr<1> to i64
      %1843 = llvm.inttoptr %1842 : i64 to !llvm.ptr<1>
      llvm.store %1840, %1843 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1844 = llvm.add %1557, %6 : i32
      %1845 = llvm.icmp "slt" %1844, %40 : i32
      %1846 = llvm.and %1558, %1845 : i1
      llvm.cond_br %1846, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1847 = llvm.getelementptr %58[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %1848 = llvm.ptrtoint %1847 : !llvm.ptr to i64
      %1849 = llvm.inttoptr %1848 : i64 to !llvm.ptr
      %1850 = llvm.load %1849 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1851 = llvm.getelementptr %828[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1852 = llvm.ptrtoint %1851 : !llvm.ptr<1> to i64
      %1853 = llvm.inttoptr %1852 : i64 to !llvm.ptr<1>
      llvm.store %1850, %1853 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1854 = llvm.and %1577, %1835 : i1
      llvm.cond_br %1854, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1855 = llvm.getelementptr %58[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %1856 = llvm.ptrtoint %1855 : !llvm.ptr to i64
      %1857 = llvm.inttoptr %1856 : i64 to !llvm.ptr
      %1858 = llvm.load %1857 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1859 = llvm.getelementptr %828[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1860 = llvm.ptrtoint %1859 : !llvm.ptr<1> to i64
      %1861 = llvm.inttoptr %1860 : i64 to !llvm.ptr<1>
      llvm.store %1858, %1861 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1862 = llvm.and %1577, %1845 : i1
      llvm.cond_br %1862, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1863 = llvm.getelementptr %58[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %1864 = llvm.ptrtoint %1863 : !llvm.ptr to i64
      %1865 = llvm.inttoptr %1864 : i64 to !llvm.ptr
      %1866 = llvm.load %1865 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1867 = llvm.getelementptr %828[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1868 = llvm.ptrtoint %1867 : !llvm.ptr<1> to i64
      %1869 = llvm.inttoptr %1868 : i64 to !llvm.ptr<1>
      llvm.store %1866, %1869 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1870 = llvm.and %1595, %1835 : i1
      llvm.cond_br %1870, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1871 = llvm.getelementptr %58[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %1872 = llvm.ptrtoint %1871 : !llvm.ptr to i64
      %1873 = llvm.inttoptr %1872 : i64 to !llvm.ptr
      %1874 = llvm.load %1873 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1875 = llvm.getelementptr %828[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1876 = llvm.ptrtoint %1875 : !llvm.ptr<1> to i64
      %1877 = llvm.inttoptr %1876 : i64 to !llvm.ptr<1>
      llvm.store %1874, %1877 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1878 = llvm.and %1595, %1845 : i1
      llvm.cond_br %1878, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1879 = llvm.getelementptr %58[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %1880 = llvm.ptrtoint %1879 : !llvm.ptr to i64
      %1881 = llvm.inttoptr %1880 : i64 to !llvm.ptr
      %1882 = llvm.load %1881 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1883 = llvm.getelementptr %828[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1884 = llvm.ptrtoint %1883 : !llvm.ptr<1> to i64
      %1885 = llvm.inttoptr %1884 : i64 to !llvm.ptr<1>
      llvm.store %1882, %1885 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1886 = llvm.and %1613, %1835 : i1
      llvm.cond_br %1886, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1887 = llvm.getelementptr %58[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %1888 = llvm.ptrtoint %1887 : !llvm.ptr to i64
      %1889 = llvm.inttoptr %1888 : i64 to !llvm.ptr
      %1890 = llvm.load %1889 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1891 = llvm.getelementptr %828[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1892 = llvm.ptrtoint %1891 : !llvm.ptr<1> to i64
      %1893 = llvm.inttoptr %1892 : i64 to !llvm.ptr<1>
      llvm.store %1890, %1893 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1894 = llvm.and %1613, %1845 : i1
      llvm.cond_br %1894, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1895 = llvm.getelementptr %58[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %1896 = llvm.ptrtoint %1895 : !llvm.ptr to i64
      %1897 = llvm.inttoptr %1896 : i64 to !llvm.ptr
      %1898 = llvm.load %1897 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1899 = llvm.getelementptr %828[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1900 = llvm.ptrtoint %1899 : !llvm.ptr<1> to i64
      %1901 = llvm.inttoptr %1900 : i64 to !llvm.ptr<1>
      llvm.store %1898, %1901 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1902 = llvm.and %1631, %1835 : i1
      llvm.cond_br %1902, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1903 = llvm.getelementptr %58[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %1904 = llvm.ptrtoint %1903 : !llvm.ptr to i64
      %1905 = llvm.inttoptr %1904 : i64 to !llvm.ptr
      %1906 = llvm.load %1905 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1907 = llvm.getelementptr %828[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1908 = llvm.ptrtoint %1907 : !llvm.ptr<1> to i64
      %1909 = llvm.inttoptr %1908 : i64 to !llvm.ptr<1>
      llvm.store %1906, %1909 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1910 = llvm.and %1631, %1845 : i1
      llvm.cond_br %1910, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1911 = llvm.getelementptr %58[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %1912 = llvm.ptrtoint %1911 : !llvm.ptr to i64
      %1913 = llvm.inttoptr %1912 : i64 to !llvm.ptr
      %1914 = llvm.load %1913 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1915 = llvm.getelementptr %828[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1916 = llvm.ptrtoint %1915 : !llvm.ptr<1> to i64
      %1917 = llvm.inttoptr %1916 : i64 to !llvm.ptr<1>
      llvm.store %1914, %1917 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1918 = llvm.and %1649, %1835 : i1
      llvm.cond_br %1918, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1919 = llvm.getelementptr %58[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %1920 = llvm.ptrtoint %1919 : !llvm.ptr to i64
      %1921 = llvm.inttoptr %1920 : i64 to !llvm.ptr
      %1922 = llvm.load %1921 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1923 = llvm.getelementptr %828[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1924 = llvm.ptrtoint %1923 : !llvm.ptr<1> to i64
      %1925 = llvm.inttoptr %1924 : i64 to !llvm.ptr<1>
      llvm.store %1922, %1925 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1926 = llvm.and %1649, %1845 : i1
      llvm.cond_br %1926, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1927 = llvm.getelementptr %58[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %1928 = llvm.ptrtoint %1927 : !llvm.ptr to i64
      %1929 = llvm.inttoptr %1928 : i64 to !llvm.ptr
      %1930 = llvm.load %1929 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1931 = llvm.getelementptr %828[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1932 = llvm.ptrtoint %1931 : !llvm.ptr<1> to i64
      %1933 = llvm.inttoptr %1932 : i64 to !llvm.ptr<1>
      llvm.store %1930, %1933 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1934 = llvm.and %1667, %1835 : i1
      llvm.cond_br %1934, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1935 = llvm.getelementptr %58[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %1936 = llvm.ptrtoint %1935 : !llvm.ptr to i64
      %1937 = llvm.inttoptr %1936 : i64 to !llvm.ptr
      %1938 = llvm.load %1937 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1939 = llvm.getelementptr %828[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1940 = llvm.ptrtoint %1939 : !llvm.ptr<1> to i64
      %1941 = llvm.inttoptr %1940 : i64 to !llvm.ptr<1>
      llvm.store %1938, %1941 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1942 = llvm.and %1667, %1845 : i1
      llvm.cond_br %1942, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1943 = llvm.getelementptr %58[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %1944 = llvm.ptrtoint %1943 : !llvm.ptr to i64
      %1945 = llvm.inttoptr %1944 : i64 to !llvm.ptr
      %1946 = llvm.load %1945 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1947 = llvm.getelementptr %828[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1948 = llvm.ptrtoint %1947 : !llvm.ptr<1> to i64
      %1949 = llvm.inttoptr %1948 : i64 to !llvm.ptr<1>
      llvm.store %1946, %1949 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1950 = llvm.and %1685, %1835 : i1
      llvm.cond_br %1950, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1951 = llvm.getelementptr %58[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %1952 = llvm.ptrtoint %1951 : !llvm.ptr to i64
      %1953 = llvm.inttoptr %1952 : i64 to !llvm.ptr
      %1954 = llvm.load %1953 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1955 = llvm.getelementptr %828[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1956 = llvm.ptrtoint %1955 : !llvm.ptr<1> to i64
      %1957 = llvm.inttoptr %1956 : i64 to !llvm.ptr<1>
      llvm.store %1954, %1957 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1958 = llvm.and %1685, %1845 : i1
      llvm.cond_br %1958, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1959 = llvm.getelementptr %58[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %1960 = llvm.ptrtoint %1959 : !llvm.ptr to i64
      %1961 = llvm.inttoptr %1960 : i64 to !llvm.ptr
      %1962 = llvm.load %1961 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1963 = llvm.getelementptr %828[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1964 = llvm.ptrtoint %1963 : !llvm.ptr<1> to i64
      %1965 = llvm.inttoptr %1964 : i64 to !llvm.ptr<1>
      llvm.store %1962, %1965 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1966 = llvm.add %1557, %22 : i32
      %1967 = llvm.icmp "slt" %1966, %40 : i32
      %1968 = llvm.and %1558, %1967 : i1
      llvm.cond_br %1968, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1969 = llvm.getelementptr %58[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %1970 = llvm.ptrtoint %1969 : !llvm.ptr to i64
      %1971 = llvm.inttoptr %1970 : i64 to !llvm.ptr
      %1972 = llvm.load %1971 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1973 = llvm.getelementptr %828[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1974 = llvm.ptrtoint %1973 : !llvm.ptr<1> to i64
      %1975 = llvm.inttoptr %1974 : i64 to !llvm.ptr<1>
      llvm.store %1972, %1975 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1976 = llvm.add %1557, %5 : i32
      %1977 = llvm.icmp "slt" %1976, %40 : i32
      %1978 = llvm.and %1558, %1977 : i1
      llvm.cond_br %1978, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1979 = llvm.getelementptr %58[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %1980 = llvm.ptrtoint %1979 : !llvm.ptr to i64
      %1981 = llvm.inttoptr %1980 : i64 to !llvm.ptr
      %1982 = llvm.load %1981 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1983 = llvm.getelementptr %828[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1984 = llvm.ptrtoint %1983 : !llvm.ptr<1> to i64
      %1985 = llvm.inttoptr %1984 : i64 to !llvm.ptr<1>
      llvm.store %1982, %1985 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1986 = llvm.and %1577, %1967 : i1
      llvm.cond_br %1986, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1987 = llvm.getelementptr %58[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %1988 = llvm.ptrtoint %1987 : !llvm.ptr to i64
      %1989 = llvm.inttoptr %1988 : i64 to !llvm.ptr
      %1990 = llvm.load %1989 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1991 = llvm.getelementptr %828[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1992 = llvm.ptrtoint %1991 : !llvm.ptr<1> to i64
      %1993 = llvm.inttoptr %1992 : i64 to !llvm.ptr<1>
      llvm.store %1990, %1993 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1994 = llvm.and %1577, %1977 : i1
      llvm.cond_br %1994, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1995 = llvm.getelementptr %58[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %1996 = llvm.ptrtoint %1995 : !llvm.ptr to i64
      %1997 = llvm.inttoptr %1996 : i64 to !llvm.ptr
      %1998 = llvm.load %1997 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1999 = llvm.getelementptr %828[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2000 = llvm.ptrtoint %1999 : !llvm.ptr<1> to i64
      %2001 = llvm.inttoptr %2000 : i64 to !llvm.ptr<1>
      llvm.store %1998, %2001 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2002 = llvm.and %1595, %1967 : i1
      llvm.cond_br %2002, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2003 = llvm.getelementptr %58[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2004 = llvm.ptrtoint %2003 : !llvm.ptr to i64
      %2005 = llvm.inttoptr %2004 : i64 to !llvm.ptr
      %2006 = llvm.load %2005 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2007 = llvm.getelementptr %828[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2008 = llvm.ptrtoint %2007 : !llvm.ptr<1> to i64
      %2009 = llvm.inttoptr %2008 : i64 to !llvm.ptr<1>
      llvm.store %2006, %2009 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2010 = llvm.and %1595, %1977 : i1
      llvm.cond_br %2010, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2011 = llvm.getelementptr %58[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2012 = llvm.ptrtoint %2011 : !llvm.ptr to i64
      %2013 = llvm.inttoptr %2012 : i64 to !llvm.ptr
      %2014 = llvm.load %2013 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2015 = llvm.getelementptr %828[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2016 = llvm.ptrtoint %2015 : !llvm.ptr<1> to i64
      %2017 = llvm.inttoptr %2016 : i64 to !llvm.ptr<1>
      llvm.store %2014, %2017 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2018 = llvm.and %1613, %1967 : i1
      llvm.cond_br %2018, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2019 = llvm.getelementptr %58[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2020 = llvm.ptrtoint %2019 : !llvm.ptr to i64
      %2021 = llvm.inttoptr %2020 : i64 to !llvm.ptr
      %2022 = llvm.load %2021 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2023 = llvm.getelementptr %828[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2024 = llvm.ptrtoint %2023 : !llvm.ptr<1> to i64
      %2025 = llvm.inttoptr %2024 : i64 to !llvm.ptr<1>
      llvm.store %2022, %2025 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2026 = llvm.and %1613, %1977 : i1
      llvm.cond_br %2026, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2027 = llvm.getelementptr %58[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2028 = llvm.ptrtoint %2027 : !llvm.ptr to i64
      %2029 = llvm.inttoptr %2028 : i64 to !llvm.ptr
      %2030 = llvm.load %2029 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2031 = llvm.getelementptr %828[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2032 = llvm.ptrtoint %2031 : !llvm.ptr<1> to i64
      %2033 = llvm.inttoptr %2032 : i64 to !llvm.ptr<1>
      llvm.store %2030, %2033 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2034 = llvm.and %1631, %1967 : i1
      llvm.cond_br %2034, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2035 = llvm.getelementptr %58[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2036 = llvm.ptrtoint %2035 : !llvm.ptr to i64
      %2037 = llvm.inttoptr %2036 : i64 to !llvm.ptr
      %2038 = llvm.load %2037 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2039 = llvm.getelementptr %828[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2040 = llvm.ptrtoint %2039 : !llvm.ptr<1> to i64
      %2041 = llvm.inttoptr %2040 : i64 to !llvm.ptr<1>
      llvm.store %2038, %2041 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2042 = llvm.and %1631, %1977 : i1
      llvm.cond_br %2042, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2043 = llvm.getelementptr %58[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2044 = llvm.ptrtoint %2043 : !llvm.ptr to i64
      %2045 = llvm.inttoptr %2044 : i64 to !llvm.ptr
      %2046 = llvm.load %2045 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2047 = llvm.getelementptr %828[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2048 = llvm.ptrtoint %2047 : !llvm.ptr<1> to i64
      %2049 = llvm.inttoptr %2048 : i64 to !llvm.ptr<1>
      llvm.store %2046, %2049 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2050 = llvm.and %1649, %1967 : i1
      llvm.cond_br %2050, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2051 = llvm.getelementptr %58[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2052 = llvm.ptrtoint %2051 : !llvm.ptr to i64
      %2053 = llvm.inttoptr %2052 : i64 to !llvm.ptr
      %2054 = llvm.load %2053 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2055 = llvm.getelementptr %828[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2056 = llvm.ptrtoint %2055 : !llvm.ptr<1> to i64
      %2057 = llvm.inttoptr %2056 : i64 to !llvm.ptr<1>
      llvm.store %2054, %2057 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2058 = llvm.and %1649, %1977 : i1
      llvm.cond_br %2058, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2059 = llvm.getelementptr %58[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2060 = llvm.ptrtoint %2059 : !llvm.ptr to i64
      %2061 = llvm.inttoptr %2060 : i64 to !llvm.ptr
      %2062 = llvm.load %2061 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2063 = llvm.getelementptr %828[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2064 = llvm.ptrtoint %2063 : !llvm.ptr<1> to i64
      %2065 = llvm.inttoptr %2064 : i64 to !llvm.ptr<1>
      llvm.store %2062, %2065 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2066 = llvm.and %1667, %1967 : i1
      llvm.cond_br %2066, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2067 = llvm.getelementptr %58[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2068 = llvm.ptrtoint %2067 : !llvm.ptr to i64
      %2069 = llvm.inttoptr %2068 : i64 to !llvm.ptr
      %2070 = llvm.load %2069 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2071 = llvm.getelementptr %828[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2072 = llvm.ptrtoint %2071 : !llvm.ptr<1> to i64
      %2073 = llvm.inttoptr %2072 : i64 to !llvm.ptr<1>
      llvm.store %2070, %2073 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2074 = llvm.and %1667, %1977 : i1
      llvm.cond_br %2074, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2075 = llvm.getelementptr %58[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2076 = llvm.ptrtoint %2075 : !llvm.ptr to i64
      %2077 = llvm.inttoptr %2076 : i64 to !llvm.ptr
      %2078 = llvm.load %2077 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2079 = llvm.getelementptr %828[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2080 = llvm.ptrtoint %2079 : !llvm.ptr<1> to i64
      %2081 = llvm.inttoptr %2080 : i64 to !llvm.ptr<1>
      llvm.store %2078, %2081 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2082 = llvm.and %1685, %1967 : i1
      llvm.cond_br %2082, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2083 = llvm.getelementptr %58[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2084 = llvm.ptrtoint %2083 : !llvm.ptr to i64
      %2085 = llvm.inttoptr %2084 : i64 to !llvm.ptr
      %2086 = llvm.load %2085 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2087 = llvm.getelementptr %828[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2088 = llvm.ptrtoint %2087 : !llvm.ptr<1> to i64
      %2089 = llvm.inttoptr %2088 : i64 to !llvm.ptr<1>
      llvm.store %2086, %2089 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2090 = llvm.and %1685, %1977 : i1
      llvm.cond_br %2090, ^bb299, ^bb171
    ^bb299:  // pred: ^bb298
      %2091 = llvm.getelementptr %58[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2092 = llvm.ptrtoint %2091 : !llvm.ptr to i64
      %2093 = llvm.inttoptr %2092 : i64 to !llvm.ptr
      %2094 = llvm.load %2093 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2095 = llvm.getelementptr %828[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2096 = llvm.ptrtoint %2095 : !llvm.ptr<1> to i64
      %2097 = llvm.inttoptr %2096 : i64 to !llvm.ptr<1>
      llvm.store %2094, %2097 {alignment = 2 : i64} : f16, !llvm.ptr<1>
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
