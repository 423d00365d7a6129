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
      %5 = llvm.mlir.constant(113 : i32) : i32
      %6 = llvm.mlir.constant(97 : i32) : i32
      %7 = llvm.mlir.constant(81 : i32) : i32
      %8 = llvm.mlir.constant(65 : i32) : i32
      %9 = llvm.mlir.constant(49 : i32) : i32
      %10 = llvm.mlir.constant(33 : i32) : i32
      %11 = llvm.mlir.constant(17 : i32) : i32
      %12 = llvm.mlir.constant(104 : i32) : i32
      %13 = llvm.mlir.constant(40 : i32) : i32
      %14 = llvm.mlir.constant(2304 : i32) : i32
      %15 = llvm.mlir.constant(576 : i32) : i32
      %16 = llvm.mlir.constant(8192 : i32) : i32
      %17 = llvm.mlir.constant(7168 : i32) : i32
      %18 = llvm.mlir.constant(6144 : i32) : i32
      %19 = llvm.mlir.constant(5120 : i32) : i32
      %20 = llvm.mlir.constant(4096 : i32) : i32
      %21 = llvm.mlir.constant(3072 : i32) : i32
      %22 = llvm.mlir.constant(2048 : i32) : i32
      %23 = llvm.mlir.constant(112 : i32) : i32
      %24 = llvm.mlir.constant(96 : i32) : i32
      %25 = llvm.mlir.constant(80 : i32) : i32
      %26 = llvm.mlir.constant(48 : i32) : i32
      %27 = llvm.mlir.constant(20184 : i32) : i32
      %28 = llvm.mlir.constant(15 : i32) : i32
      %29 = llvm.mlir.constant(225 : i32) : i32
      %30 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %31 = llvm.mlir.constant(9216 : i32) : i32
      %32 = llvm.mlir.constant(-1 : i32) : i32
      %33 = llvm.mlir.constant(false) : i1
      %34 = llvm.mlir.constant(4 : i32) : i32
      %35 = llvm.mlir.constant(696 : i32) : i32
      %36 = llvm.mlir.constant(24 : i32) : i32
      %37 = llvm.mlir.constant(64 : i32) : i32
      %38 = llvm.mlir.constant(512 : i32) : i32
      %39 = llvm.mlir.constant(448 : i32) : i32
      %40 = llvm.mlir.constant(450 : i32) : i32
      %41 = llvm.mlir.constant(0 : i8) : i8
      %42 = llvm.mlir.constant(216 : i32) : i32
      %43 = llvm.mlir.constant(29 : i32) : i32
      %44 = llvm.mlir.constant(-16 : i64) : i64
      %45 = llvm.mlir.constant(72 : i32) : i32
      %46 = llvm.mlir.constant(32 : i32) : i32
      %47 = llvm.mlir.constant(1152 : i32) : i32
      %48 = llvm.mlir.constant(1024 : i32) : i32
      %49 = llvm.mlir.constant(-16 : i32) : i32
      %50 = llvm.mlir.constant(256 : i32) : i32
      %51 = llvm.mlir.constant(-32 : i32) : i32
      %52 = llvm.mlir.constant(0 : i32) : i32
      %53 = llvm.mlir.constant(2 : i32) : i32
      %54 = llvm.mlir.constant(3 : i32) : i32
      %55 = llvm.mlir.constant(15 : i64) : i64
      %56 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
      %57 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %58 = llvm.mlir.constant(16 : i32) : i32
      %59 = llvm.mlir.constant(8 : i32) : i32
      %60 = llvm.mlir.constant(128 : i32) : i32
      %61 = llvm.mlir.constant(1 : i32) : i32
      %62 = llvm.alloca %60 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %60 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %60 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %60 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %59 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %58 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %59 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %70 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %71 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %72 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %73 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %74 = llvm.sdiv %73, %59 : i32
      %75 = llvm.mul %74, %59 : i32
      %76 = llvm.icmp "ne" %73, %75 : i32
      %77 = llvm.icmp "slt" %73, %52 : i32
      %78 = llvm.icmp "ne" %77, %33 : i1
      %79 = llvm.and %76, %78 : i1
      %80 = llvm.add %74, %32 : i32
      %81 = llvm.select %79, %80, %74 : i1, i32
      %82 = llvm.mul %81, %59 : i32
      %83 = llvm.sub %34, %82 : i32
      %84 = llvm.icmp "slt" %83, %59 : i32
      %85 = llvm.select %84, %83, %59 : i1, i32
      %86 = llvm.sub %73, %82 : i32
      %87 = llvm.srem %86, %85 : i32
      %88 = llvm.add %82, %87 : i32
      %89 = llvm.sdiv %86, %85 : i32
      %90 = llvm.mul %89, %85 : i32
      %91 = llvm.icmp "ne" %86, %90 : i32
      %92 = llvm.icmp "slt" %86, %52 : i32
      %93 = llvm.icmp "slt" %85, %52 : i32
      %94 = llvm.icmp "ne" %92, %93 : i1
      %95 = llvm.and %91, %94 : i1
      %96 = llvm.add %89, %32 : i32
      %97 = llvm.select %95, %96, %89 : i1, i32
      %98 = llvm.mul %arg3, %35 : i32
      %99 = llvm.mul %arg4, %36 : i32
      %100 = llvm.mul %arg8, %36 : i32
      %101 = llvm.mul %arg7, %35 : i32
      %102 = llvm.mul %arg5, %35 : i32
      %103 = llvm.mul %arg6, %36 : i32
      %104 = llvm.add %102, %103 : i32
      %105 = llvm.mul %88, %31 : i32
      %106 = llvm.getelementptr %71[%105] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %107 = llvm.mul %88, %60 : i32
      %108 = llvm.getelementptr %30[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %109 = llvm.sdiv %72, %59 : i32
      %110 = llvm.srem %72, %59 : i32
      %111 = llvm.mul %110, %59 : i32
      %112 = llvm.srem %109, %59 : i32
      %113 = llvm.mul %112, %37 : i32
      %114 = llvm.add %111, %113 : i32
      %115 = llvm.sdiv %109, %59 : i32
      %116 = llvm.mul %115, %38 : i32
      %117 = llvm.and %114, %39 : i32
      %118 = llvm.ashr %117, %54 : i32
      %119 = llvm.xor %114, %118 : i32
      %120 = llvm.add %119, %116 : i32
      %121 = llvm.getelementptr %30[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %122 = llvm.getelementptr %108[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %123 = llvm.add %107, %109 : i32
      %124 = llvm.sdiv %123, %29 : i32
      %125 = llvm.mul %124, %29 : i32
      %126 = llvm.sub %123, %125 : i32
      %127 = llvm.sdiv %126, %28 : i32
      %128 = llvm.mul %127, %28 : i32
      %129 = llvm.sub %126, %128 : i32
      %130 = llvm.mul %124, %27 : i32
      %131 = llvm.mul %127, %98 : i32
      %132 = llvm.add %130, %131 : i32
      %133 = llvm.mul %129, %99 : i32
      %134 = llvm.add %132, %133 : i32
      %135 = llvm.sub %134, %104 : i32
      %136 = llvm.ptrtoint %68 : !llvm.ptr to i64
      %137 = llvm.inttoptr %136 : i64 to !llvm.ptr
      llvm.store %135, %137 {alignment = 32 : i64} : i32, !llvm.ptr
      %138 = llvm.mul %127, %arg3 : i32
      %139 = llvm.sub %138, %arg5 : i32
      %140 = llvm.ptrtoint %67 : !llvm.ptr to i64
      %141 = llvm.inttoptr %140 : i64 to !llvm.ptr
      llvm.store %139, %141 {alignment = 32 : i64} : i32, !llvm.ptr
      %142 = llvm.mul %129, %arg4 : i32
      %143 = llvm.sub %142, %arg6 : i32
      %144 = llvm.getelementptr %67[8] : (!llvm.ptr) -> !llvm.ptr, i32
      %145 = llvm.ptrtoint %144 : !llvm.ptr to i64
      %146 = llvm.inttoptr %145 : i64 to !llvm.ptr
      llvm.store %143, %146 {alignment = 32 : i64} : i32, !llvm.ptr
      %147 = llvm.icmp "slt" %123, %40 : i32
      %148 = llvm.zext %147 : i1 to i8
      %149 = llvm.ptrtoint %66 : !llvm.ptr to i64
      %150 = llvm.inttoptr %149 : i64 to !llvm.ptr
      llvm.store %148, %150 {alignment = 32 : i64} : i8, !llvm.ptr
      %151 = llvm.add %109, %58 : i32
      %152 = llvm.add %107, %151 : i32
      %153 = llvm.sdiv %152, %29 : i32
      %154 = llvm.mul %153, %29 : i32
      %155 = llvm.sub %152, %154 : i32
      %156 = llvm.sdiv %155, %28 : i32
      %157 = llvm.mul %156, %28 : i32
      %158 = llvm.sub %155, %157 : i32
      %159 = llvm.mul %153, %27 : i32
      %160 = llvm.mul %156, %98 : i32
      %161 = llvm.add %159, %160 : i32
      %162 = llvm.mul %158, %99 : i32
      %163 = llvm.add %161, %162 : i32
      %164 = llvm.sub %163, %104 : i32
      %165 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %166 = llvm.ptrtoint %165 : !llvm.ptr to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr
      llvm.store %164, %167 {alignment = 4 : i64} : i32, !llvm.ptr
      %168 = llvm.mul %156, %arg3 : i32
      %169 = llvm.sub %168, %arg5 : i32
      %170 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
      %172 = llvm.inttoptr %171 : i64 to !llvm.ptr
      llvm.store %169, %172 {alignment = 4 : i64} : i32, !llvm.ptr
      %173 = llvm.mul %158, %arg4 : i32
      %174 = llvm.sub %173, %arg6 : i32
      %175 = llvm.getelementptr %67[9] : (!llvm.ptr) -> !llvm.ptr, i32
      %176 = llvm.ptrtoint %175 : !llvm.ptr to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr
      llvm.store %174, %177 {alignment = 4 : i64} : i32, !llvm.ptr
      %178 = llvm.icmp "slt" %152, %40 : i32
      %179 = llvm.zext %178 : i1 to i8
      %180 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %181 = llvm.ptrtoint %180 : !llvm.ptr to i64
      %182 = llvm.inttoptr %181 : i64 to !llvm.ptr
      llvm.store %179, %182 {alignment = 1 : i64} : i8, !llvm.ptr
      %183 = llvm.add %109, %46 : i32
      %184 = llvm.add %107, %183 : i32
      %185 = llvm.sdiv %184, %29 : i32
      %186 = llvm.mul %185, %29 : i32
      %187 = llvm.sub %184, %186 : i32
      %188 = llvm.sdiv %187, %28 : i32
      %189 = llvm.mul %188, %28 : i32
      %190 = llvm.sub %187, %189 : i32
      %191 = llvm.mul %185, %27 : i32
      %192 = llvm.mul %188, %98 : i32
      %193 = llvm.add %191, %192 : i32
      %194 = llvm.mul %190, %99 : i32
      %195 = llvm.add %193, %194 : i32
      %196 = llvm.sub %195, %104 : i32
      %197 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %198 = llvm.ptrtoint %197 : !llvm.ptr to i64
      %199 = llvm.inttoptr %198 : i64 to !llvm.ptr
      llvm.store %196, %199 {alignment = 8 : i64} : i32, !llvm.ptr
      %200 = llvm.mul %188, %arg3 : i32
      %201 = llvm.sub %200, %arg5 : i32
      %202 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %203 = llvm.ptrtoint %202 : !llvm.ptr to i64
      %204 = llvm.inttoptr %203 : i64 to !llvm.ptr
      llvm.store %201, %204 {alignment = 8 : i64} : i32, !llvm.ptr
      %205 = llvm.mul %190, %arg4 : i32
      %206 = llvm.sub %205, %arg6 : i32
      %207 = llvm.getelementptr %67[10] : (!llvm.ptr) -> !llvm.ptr, i32
      %208 = llvm.ptrtoint %207 : !llvm.ptr to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr
      llvm.store %206, %209 {alignment = 8 : i64} : i32, !llvm.ptr
      %210 = llvm.icmp "slt" %184, %40 : i32
      %211 = llvm.zext %210 : i1 to i8
      %212 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %213 = llvm.ptrtoint %212 : !llvm.ptr to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr
      llvm.store %211, %214 {alignment = 2 : i64} : i8, !llvm.ptr
      %215 = llvm.add %109, %26 : i32
      %216 = llvm.add %107, %215 : i32
      %217 = llvm.sdiv %216, %29 : i32
      %218 = llvm.mul %217, %29 : i32
      %219 = llvm.sub %216, %218 : i32
      %220 = llvm.sdiv %219, %28 : i32
      %221 = llvm.mul %220, %28 : i32
      %222 = llvm.sub %219, %221 : i32
      %223 = llvm.mul %217, %27 : i32
      %224 = llvm.mul %220, %98 : i32
      %225 = llvm.add %223, %224 : i32
      %226 = llvm.mul %222, %99 : i32
      %227 = llvm.add %225, %226 : i32
      %228 = llvm.sub %227, %104 : i32
      %229 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %230 = llvm.ptrtoint %229 : !llvm.ptr to i64
      %231 = llvm.inttoptr %230 : i64 to !llvm.ptr
      llvm.store %228, %231 {alignment = 4 : i64} : i32, !llvm.ptr
      %232 = llvm.mul %220, %arg3 : i32
      %233 = llvm.sub %232, %arg5 : i32
      %234 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
      %236 = llvm.inttoptr %235 : i64 to !llvm.ptr
      llvm.store %233, %236 {alignment = 4 : i64} : i32, !llvm.ptr
      %237 = llvm.mul %222, %arg4 : i32
      %238 = llvm.sub %237, %arg6 : i32
      %239 = llvm.getelementptr %67[11] : (!llvm.ptr) -> !llvm.ptr, i32
      %240 = llvm.ptrtoint %239 : !llvm.ptr to i64
      %241 = llvm.inttoptr %240 : i64 to !llvm.ptr
      llvm.store %238, %241 {alignment = 4 : i64} : i32, !llvm.ptr
      %242 = llvm.icmp "slt" %216, %40 : i32
      %243 = llvm.zext %242 : i1 to i8
      %244 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %245 = llvm.ptrtoint %244 : !llvm.ptr to i64
      %246 = llvm.inttoptr %245 : i64 to !llvm.ptr
      llvm.store %243, %246 {alignment = 1 : i64} : i8, !llvm.ptr
      %247 = llvm.add %109, %37 : i32
      %248 = llvm.add %107, %247 : i32
      %249 = llvm.sdiv %248, %29 : i32
      %250 = llvm.mul %249, %29 : i32
      %251 = llvm.sub %248, %250 : i32
      %252 = llvm.sdiv %251, %28 : i32
      %253 = llvm.mul %252, %28 : i32
      %254 = llvm.sub %251, %253 : i32
      %255 = llvm.mul %249, %27 : i32
      %256 = llvm.mul %252, %98 : i32
      %257 = llvm.add %255, %256 : i32
      %258 = llvm.mul %254, %99 : i32
      %259 = llvm.add %257, %258 : i32
      %260 = llvm.sub %259, %104 : i32
      %261 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %262 = llvm.ptrtoint %261 : !llvm.ptr to i64
      %263 = llvm.inttoptr %262 : i64 to !llvm.ptr
      llvm.store %260, %263 {alignment = 16 : i64} : i32, !llvm.ptr
      %264 = llvm.mul %252, %arg3 : i32
      %265 = llvm.sub %264, %arg5 : i32
      %266 = llvm.getelementptr %67[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %267 = llvm.ptrtoint %266 : !llvm.ptr to i64
      %268 = llvm.inttoptr %267 : i64 to !llvm.ptr
      llvm.store %265, %268 {alignment = 16 : i64} : i32, !llvm.ptr
      %269 = llvm.mul %254, %arg4 : i32
      %270 = llvm.sub %269, %arg6 : i32
      %271 = llvm.getelementptr %67[12] : (!llvm.ptr) -> !llvm.ptr, i32
      %272 = llvm.ptrtoint %271 : !llvm.ptr to i64
      %273 = llvm.inttoptr %272 : i64 to !llvm.ptr
      llvm.store %270, %273 {alignment = 16 : i64} : i32, !llvm.ptr
      %274 = llvm.icmp "slt" %248, %40 : i32
      %275 = llvm.zext %274 : i1 to i8
      %276 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %277 = llvm.ptrtoint %276 : !llvm.ptr to i64
      %278 = llvm.inttoptr %277 : i64 to !llvm.ptr
      llvm.store %275, %278 {alignment = 4 : i64} : i8, !llvm.ptr
      %279 = llvm.add %109, %25 : i32
      %280 = llvm.add %107, %279 : i32
      %281 = llvm.sdiv %280, %29 : i32
      %282 = llvm.mul %281, %29 : i32
      %283 = llvm.sub %280, %282 : i32
      %284 = llvm.sdiv %283, %28 : i32
      %285 = llvm.mul %284, %28 : i32
      %286 = llvm.sub %283, %285 : i32
      %287 = llvm.mul %281, %27 : i32
      %288 = llvm.mul %284, %98 : i32
      %289 = llvm.add %287, %288 : i32
      %290 = llvm.mul %286, %99 : i32
      %291 = llvm.add %289, %290 : i32
      %292 = llvm.sub %291, %104 : i32
      %293 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %294 = llvm.ptrtoint %293 : !llvm.ptr to i64
      %295 = llvm.inttoptr %294 : i64 to !llvm.ptr
      llvm.store %292, %295 {alignment = 4 : i64} : i32, !llvm.ptr
      %296 = llvm.mul %284, %arg3 : i32
      %297 = llvm.sub %296, %arg5 : i32
      %298 = llvm.getelementptr %67[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %299 = llvm.ptrtoint %298 : !llvm.ptr to i64
      %300 = llvm.inttoptr %299 : i64 to !llvm.ptr
      llvm.store %297, %300 {alignment = 4 : i64} : i32, !llvm.ptr
      %301 = llvm.mul %286, %arg4 : i32
      %302 = llvm.sub %301, %arg6 : i32
      %303 = llvm.getelementptr %67[13] : (!llvm.ptr) -> !llvm.ptr, i32
      %304 = llvm.ptrtoint %303 : !llvm.ptr to i64
      %305 = llvm.inttoptr %304 : i64 to !llvm.ptr
      llvm.store %302, %305 {alignment = 4 : i64} : i32, !llvm.ptr
      %306 = llvm.icmp "slt" %280, %40 : i32
      %307 = llvm.zext %306 : i1 to i8
      %308 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %309 = llvm.ptrtoint %308 : !llvm.ptr to i64
      %310 = llvm.inttoptr %309 : i64 to !llvm.ptr
      llvm.store %307, %310 {alignment = 1 : i64} : i8, !llvm.ptr
      %311 = llvm.add %109, %24 : i32
      %312 = llvm.add %107, %311 : i32
      %313 = llvm.sdiv %312, %29 : i32
      %314 = llvm.mul %313, %29 : i32
      %315 = llvm.sub %312, %314 : i32
      %316 = llvm.sdiv %315, %28 : i32
      %317 = llvm.mul %316, %28 : i32
      %318 = llvm.sub %315, %317 : i32
      %319 = llvm.mul %313, %27 : i32
      %320 = llvm.mul %316, %98 : i32
      %321 = llvm.add %319, %320 : i32
      %322 = llvm.mul %318, %99 : i32
      %323 = llvm.add %321, %322 : i32
      %324 = llvm.sub %323, %104 : i32
      %325 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %326 = llvm.ptrtoint %325 : !llvm.ptr to i64
      %327 = llvm.inttoptr %326 : i64 to !llvm.ptr
      llvm.store %324, %327 {alignment = 8 : i64} : i32, !llvm.ptr
      %328 = llvm.mul %316, %arg3 : i32
      %329 = llvm.sub %328, %arg5 : i32
      %330 = llvm.getelementptr %67[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %331 = llvm.ptrtoint %330 : !llvm.ptr to i64
      %332 = llvm.inttoptr %331 : i64 to !llvm.ptr
      llvm.store %329, %332 {alignment = 8 : i64} : i32, !llvm.ptr
      %333 = llvm.mul %318, %arg4 : i32
      %334 = llvm.sub %333, %arg6 : i32
      %335 = llvm.getelementptr %67[14] : (!llvm.ptr) -> !llvm.ptr, i32
      %336 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %337 = llvm.inttoptr %336 : i64 to !llvm.ptr
      llvm.store %334, %337 {alignment = 8 : i64} : i32, !llvm.ptr
      %338 = llvm.icmp "slt" %312, %40 : i32
      %339 = llvm.zext %338 : i1 to i8
      %340 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %341 = llvm.ptrtoint %340 : !llvm.ptr to i64
      %342 = llvm.inttoptr %341 : i64 to !llvm.ptr
      llvm.store %339, %342 {alignment = 2 : i64} : i8, !llvm.ptr
      %343 = llvm.add %109, %23 : i32
      %344 = llvm.add %107, %343 : i32
      %345 = llvm.sdiv %344, %29 : i32
      %346 = llvm.mul %345, %29 : i32
      %347 = llvm.sub %344, %346 : i32
      %348 = llvm.sdiv %347, %28 : i32
      %349 = llvm.mul %348, %28 : i32
      %350 = llvm.sub %347, %349 : i32
      %351 = llvm.mul %345, %27 : i32
      %352 = llvm.mul %348, %98 : i32
      %353 = llvm.add %351, %352 : i32
      %354 = llvm.mul %350, %99 : i32
      %355 = llvm.add %353, %354 : i32
      %356 = llvm.sub %355, %104 : i32
      %357 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %358 = llvm.ptrtoint %357 : !llvm.ptr to i64
      %359 = llvm.inttoptr %358 : i64 to !llvm.ptr
      llvm.store %356, %359 {alignment = 4 : i64} : i32, !llvm.ptr
      %360 = llvm.mul %348, %arg3 : i32
      %361 = llvm.sub %360, %arg5 : i32
      %362 = llvm.getelementptr %67[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %363 = llvm.ptrtoint %362 : !llvm.ptr to i64
      %364 = llvm.inttoptr %363 : i64 to !llvm.ptr
      llvm.store %361, %364 {alignment = 4 : i64} : i32, !llvm.ptr
      %365 = llvm.mul %350, %arg4 : i32
      %366 = llvm.sub %365, %arg6 : i32
      %367 = llvm.getelementptr %67[15] : (!llvm.ptr) -> !llvm.ptr, i32
      %368 = llvm.ptrtoint %367 : !llvm.ptr to i64
      %369 = llvm.inttoptr %368 : i64 to !llvm.ptr
      llvm.store %366, %369 {alignment = 4 : i64} : i32, !llvm.ptr
      %370 = llvm.icmp "slt" %344, %40 : i32
      %371 = llvm.zext %370 : i1 to i8
      %372 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %373 = llvm.ptrtoint %372 : !llvm.ptr to i64
      %374 = llvm.inttoptr %373 : i64 to !llvm.ptr
      llvm.store %371, %374 {alignment = 1 : i64} : i8, !llvm.ptr
      %375 = llvm.sdiv %111, %36 : i32
      %376 = llvm.mul %375, %36 : i32
      %377 = llvm.sub %111, %376 : i32
      %378 = llvm.sdiv %375, %54 : i32
      %379 = llvm.mul %378, %54 : i32
      %380 = llvm.sub %375, %379 : i32
      %381 = llvm.mul %380, %100 : i32
      %382 = llvm.add %377, %381 : i32
      %383 = llvm.mul %378, %101 : i32
      %384 = llvm.add %382, %383 : i32
      %385 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %386 = llvm.mul %378, %arg7 : i32
      %387 = llvm.add %385, %386 : i32
      %388 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %389 = llvm.mul %380, %arg8 : i32
      %390 = llvm.add %388, %389 : i32
      %391 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %392 = llvm.icmp "ne" %391, %41 : i8
      %393 = llvm.icmp "slt" %111, %42 : i32
      %394 = llvm.and %392, %393 : i1
      %395 = llvm.icmp "sge" %387, %52 : i32
      %396 = llvm.and %394, %395 : i1
      %397 = llvm.icmp "slt" %387, %43 : i32
      %398 = llvm.and %396, %397 : i1
      %399 = llvm.icmp "sge" %390, %52 : i32
      %400 = llvm.and %398, %399 : i1
      %401 = llvm.icmp "slt" %390, %43 : i32
      %402 = llvm.and %400, %401 : i1
      llvm.cond_br %402, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %403 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %404 = llvm.add %403, %384 : i32
      %405 = llvm.getelementptr %69[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %406 = llvm.ptrtoint %405 : !llvm.ptr<1> to i64
      %407 = llvm.add %406, %55 : i64
      %408 = llvm.and %407, %44 : i64
      %409 = llvm.inttoptr %408 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %121, %409, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %56, %121 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %410 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %411 = llvm.add %410, %386 : i32
      %412 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %413 = llvm.add %412, %389 : i32
      %414 = llvm.getelementptr %121[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %415 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %416 = llvm.icmp "ne" %415, %41 : i8
      %417 = llvm.and %416, %393 : i1
      %418 = llvm.icmp "sge" %411, %52 : i32
      %419 = llvm.and %417, %418 : i1
      %420 = llvm.icmp "slt" %411, %43 : i32
      %421 = llvm.and %419, %420 : i1
      %422 = llvm.icmp "sge" %413, %52 : i32
      %423 = llvm.and %421, %422 : i1
      %424 = llvm.icmp "slt" %413, %43 : i32
      %425 = llvm.and %423, %424 : i1
      llvm.cond_br %425, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %426 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %427 = llvm.add %426, %384 : i32
      %428 = llvm.getelementptr %69[%427] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %429 = llvm.ptrtoint %428 : !llvm.ptr<1> to i64
      %430 = llvm.add %429, %55 : i64
      %431 = llvm.and %430, %44 : i64
      %432 = llvm.inttoptr %431 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %414, %432, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %56, %414 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %433 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %434 = llvm.add %433, %386 : i32
      %435 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %436 = llvm.add %435, %389 : i32
      %437 = llvm.getelementptr %121[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %438 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %439 = llvm.icmp "ne" %438, %41 : i8
      %440 = llvm.and %439, %393 : i1
      %441 = llvm.icmp "sge" %434, %52 : i32
      %442 = llvm.and %440, %441 : i1
      %443 = llvm.icmp "slt" %434, %43 : i32
      %444 = llvm.and %442, %443 : i1
      %445 = llvm.icmp "sge" %436, %52 : i32
      %446 = llvm.and %444, %445 : i1
      %447 = llvm.icmp "slt" %436, %43 : i32
      %448 = llvm.and %446, %447 : i1
      llvm.cond_br %448, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %449 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %450 = llvm.add %449, %384 : i32
      %451 = llvm.getelementptr %69[%450] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %452 = llvm.ptrtoint %451 : !llvm.ptr<1> to i64
      %453 = llvm.add %452, %55 : i64
      %454 = llvm.and %453, %44 : i64
      %455 = llvm.inttoptr %454 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %437, %455, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %56, %437 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %456 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %457 = llvm.add %456, %386 : i32
      %458 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %459 = llvm.add %458, %389 : i32
      %460 = llvm.getelementptr %121[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %461 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %462 = llvm.icmp "ne" %461, %41 : i8
      %463 = llvm.and %462, %393 : i1
      %464 = llvm.icmp "sge" %457, %52 : i32
      %465 = llvm.and %463, %464 : i1
      %466 = llvm.icmp "slt" %457, %43 : i32
      %467 = llvm.and %465, %466 : i1
      %468 = llvm.icmp "sge" %459, %52 : i32
      %469 = llvm.and %467, %468 : i1
      %470 = llvm.icmp "slt" %459, %43 : i32
      %471 = llvm.and %469, %470 : i1
      llvm.cond_br %471, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %472 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %473 = llvm.add %472, %384 : i32
      %474 = llvm.getelementptr %69[%473] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %475 = llvm.ptrtoint %474 : !llvm.ptr<1> to i64
      %476 = llvm.add %475, %55 : i64
      %477 = llvm.and %476, %44 : i64
      %478 = llvm.inttoptr %477 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %460, %478, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %56, %460 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %479 = llvm.load %268 {alignment = 16 : i64} : !llvm.ptr -> i32
      %480 = llvm.add %479, %386 : i32
      %481 = llvm.load %273 {alignment = 16 : i64} : !llvm.ptr -> i32
      %482 = llvm.add %481, %389 : i32
      %483 = llvm.getelementptr %121[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %484 = llvm.load %278 {alignment = 4 : i64} : !llvm.ptr -> i8
      %485 = llvm.icmp "ne" %484, %41 : i8
      %486 = llvm.and %485, %393 : i1
      %487 = llvm.icmp "sge" %480, %52 : i32
      %488 = llvm.and %486, %487 : i1
      %489 = llvm.icmp "slt" %480, %43 : i32
      %490 = llvm.and %488, %489 : i1
      %491 = llvm.icmp "sge" %482, %52 : i32
      %492 = llvm.and %490, %491 : i1
      %493 = llvm.icmp "slt" %482, %43 : i32
      %494 = llvm.and %492, %493 : i1
      llvm.cond_br %494, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %495 = llvm.load %263 {alignment = 16 : i64} : !llvm.ptr -> i32
      %496 = llvm.add %495, %384 : i32
      %497 = llvm.getelementptr %69[%496] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %498 = llvm.ptrtoint %497 : !llvm.ptr<1> to i64
      %499 = llvm.add %498, %55 : i64
      %500 = llvm.and %499, %44 : i64
      %501 = llvm.inttoptr %500 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %483, %501, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %56, %483 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %502 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %503 = llvm.add %502, %386 : i32
      %504 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> i32
      %505 = llvm.add %504, %389 : i32
      %506 = llvm.getelementptr %121[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %507 = llvm.load %310 {alignment = 1 : i64} : !llvm.ptr -> i8
      %508 = llvm.icmp "ne" %507, %41 : i8
      %509 = llvm.and %508, %393 : i1
      %510 = llvm.icmp "sge" %503, %52 : i32
      %511 = llvm.and %509, %510 : i1
      %512 = llvm.icmp "slt" %503, %43 : i32
      %513 = llvm.and %511, %512 : i1
      %514 = llvm.icmp "sge" %505, %52 : i32
      %515 = llvm.and %513, %514 : i1
      %516 = llvm.icmp "slt" %505, %43 : i32
      %517 = llvm.and %515, %516 : i1
      llvm.cond_br %517, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %518 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr -> i32
      %519 = llvm.add %518, %384 : i32
      %520 = llvm.getelementptr %69[%519] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %521 = llvm.ptrtoint %520 : !llvm.ptr<1> to i64
      %522 = llvm.add %521, %55 : i64
      %523 = llvm.and %522, %44 : i64
      %524 = llvm.inttoptr %523 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %506, %524, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %56, %506 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %525 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> i32
      %526 = llvm.add %525, %386 : i32
      %527 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr -> i32
      %528 = llvm.add %527, %389 : i32
      %529 = llvm.getelementptr %121[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %530 = llvm.load %342 {alignment = 2 : i64} : !llvm.ptr -> i8
      %531 = llvm.icmp "ne" %530, %41 : i8
      %532 = llvm.and %531, %393 : i1
      %533 = llvm.icmp "sge" %526, %52 : i32
      %534 = llvm.and %532, %533 : i1
      %535 = llvm.icmp "slt" %526, %43 : i32
      %536 = llvm.and %534, %535 : i1
      %537 = llvm.icmp "sge" %528, %52 : i32
      %538 = llvm.and %536, %537 : i1
      %539 = llvm.icmp "slt" %528, %43 : i32
      %540 = llvm.and %538, %539 : i1
      llvm.cond_br %540, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %541 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %542 = llvm.add %541, %384 : i32
      %543 = llvm.getelementptr %69[%542] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %544 = llvm.ptrtoint %543 : !llvm.ptr<1> to i64
      %545 = llvm.add %544, %55 : i64
      %546 = llvm.and %545, %44 : i64
      %547 = llvm.inttoptr %546 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %529, %547, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %56, %529 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %548 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr -> i32
      %549 = llvm.add %548, %386 : i32
      %550 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> i32
      %551 = llvm.add %550, %389 : i32
      %552 = llvm.getelementptr %121[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %553 = llvm.load %374 {alignment = 1 : i64} : !llvm.ptr -> i8
      %554 = llvm.icmp "ne" %553, %41 : i8
      %555 = llvm.and %554, %393 : i1
      %556 = llvm.icmp "sge" %549, %52 : i32
      %557 = llvm.and %555, %556 : i1
      %558 = llvm.icmp "slt" %549, %43 : i32
      %559 = llvm.and %557, %558 : i1
      %560 = llvm.icmp "sge" %551, %52 : i32
      %561 = llvm.and %559, %560 : i1
      %562 = llvm.icmp "slt" %551, %43 : i32
      %563 = llvm.and %561, %562 : i1
      llvm.cond_br %563, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %564 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> i32
      %565 = llvm.add %564, %384 : i32
      %566 = llvm.getelementptr %69[%565] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %567 = llvm.ptrtoint %566 : !llvm.ptr<1> to i64
      %568 = llvm.add %567, %55 : i64
      %569 = llvm.and %568, %44 : i64
      %570 = llvm.inttoptr %569 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %552, %570, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %56, %552 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %571 = llvm.mul %97, %60 : i32
      %572 = llvm.add %571, %109 : i32
      %573 = llvm.icmp "slt" %572, %45 : i32
      %574 = llvm.and %573, %393 : i1
      llvm.cond_br %574, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %575 = llvm.mul %572, %42 : i32
      %576 = llvm.getelementptr %70[%575] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %577 = llvm.getelementptr %576[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %122, %577, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %56, %122 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %578 = llvm.add %571, %151 : i32
      %579 = llvm.getelementptr %122[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %580 = llvm.icmp "slt" %578, %45 : i32
      %581 = llvm.and %580, %393 : i1
      llvm.cond_br %581, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %582 = llvm.mul %578, %42 : i32
      %583 = llvm.getelementptr %70[%582] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %584 = llvm.getelementptr %583[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %579, %584, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %56, %579 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %585 = llvm.add %571, %183 : i32
      %586 = llvm.getelementptr %122[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %587 = llvm.icmp "slt" %585, %45 : i32
      %588 = llvm.and %587, %393 : i1
      llvm.cond_br %588, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %589 = llvm.mul %585, %42 : i32
      %590 = llvm.getelementptr %70[%589] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %591 = llvm.getelementptr %590[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %586, %591, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %56, %586 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %592 = llvm.add %571, %215 : i32
      %593 = llvm.getelementptr %122[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %594 = llvm.icmp "slt" %592, %45 : i32
      %595 = llvm.and %594, %393 : i1
      llvm.cond_br %595, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %596 = llvm.mul %592, %42 : i32
      %597 = llvm.getelementptr %70[%596] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %598 = llvm.getelementptr %597[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %593, %598, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %56, %593 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %599 = llvm.add %571, %247 : i32
      %600 = llvm.getelementptr %122[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %601 = llvm.icmp "slt" %599, %45 : i32
      %602 = llvm.and %601, %393 : i1
      llvm.cond_br %602, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %603 = llvm.mul %599, %42 : i32
      %604 = llvm.getelementptr %70[%603] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %605 = llvm.getelementptr %604[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %600, %605, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %56, %600 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %606 = llvm.add %571, %279 : i32
      %607 = llvm.getelementptr %122[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %608 = llvm.icmp "slt" %606, %45 : i32
      %609 = llvm.and %608, %393 : i1
      llvm.cond_br %609, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %610 = llvm.mul %606, %42 : i32
      %611 = llvm.getelementptr %70[%610] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %612 = llvm.getelementptr %611[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %607, %612, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %56, %607 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %613 = llvm.add %571, %311 : i32
      %614 = llvm.getelementptr %122[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %615 = llvm.icmp "slt" %613, %45 : i32
      %616 = llvm.and %615, %393 : i1
      llvm.cond_br %616, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %617 = llvm.mul %613, %42 : i32
      %618 = llvm.getelementptr %70[%617] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %619 = llvm.getelementptr %618[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %614, %619, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %56, %614 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %620 = llvm.add %571, %343 : i32
      %621 = llvm.getelementptr %122[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %622 = llvm.icmp "slt" %620, %45 : i32
      %623 = llvm.and %622, %393 : i1
      llvm.cond_br %623, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %624 = llvm.mul %620, %42 : i32
      %625 = llvm.getelementptr %70[%624] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %626 = llvm.getelementptr %625[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %621, %626, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %56, %621 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      nvvm.cp.async.commit.group
      %627 = llvm.add %111, %37 : i32
      %628 = llvm.sdiv %627, %36 : i32
      %629 = llvm.mul %628, %36 : i32
      %630 = llvm.sub %627, %629 : i32
      %631 = llvm.sdiv %628, %54 : i32
      %632 = llvm.mul %631, %54 : i32
      %633 = llvm.sub %628, %632 : i32
      %634 = llvm.mul %633, %100 : i32
      %635 = llvm.add %630, %634 : i32
      %636 = llvm.mul %631, %101 : i32
      %637 = llvm.add %635, %636 : i32
      %638 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %639 = llvm.mul %631, %arg7 : i32
      %640 = llvm.add %638, %639 : i32
      %641 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %642 = llvm.mul %633, %arg8 : i32
      %643 = llvm.add %641, %642 : i32
      %644 = llvm.getelementptr %121[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %645 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %646 = llvm.icmp "ne" %645, %41 : i8
      %647 = llvm.icmp "slt" %627, %42 : i32
      %648 = llvm.and %646, %647 : i1
      %649 = llvm.icmp "sge" %640, %52 : i32
      %650 = llvm.and %648, %649 : i1
      %651 = llvm.icmp "slt" %640, %43 : i32
      %652 = llvm.and %650, %651 : i1
      %653 = llvm.icmp "sge" %643, %52 : i32
      %654 = llvm.and %652, %653 : i1
      %655 = llvm.icmp "slt" %643, %43 : i32
      %656 = llvm.and %654, %655 : i1
      llvm.cond_br %656, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %657 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %658 = llvm.add %657, %637 : i32
      %659 = llvm.getelementptr %69[%658] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %660 = llvm.ptrtoint %659 : !llvm.ptr<1> to i64
      %661 = llvm.add %660, %55 : i64
      %662 = llvm.and %661, %44 : i64
      %663 = llvm.inttoptr %662 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %644, %663, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %56, %644 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %664 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %665 = llvm.add %664, %639 : i32
      %666 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %667 = llvm.add %666, %642 : i32
      %668 = llvm.getelementptr %121[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %669 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %670 = llvm.icmp "ne" %669, %41 : i8
      %671 = llvm.and %670, %647 : i1
      %672 = llvm.icmp "sge" %665, %52 : i32
      %673 = llvm.and %671, %672 : i1
      %674 = llvm.icmp "slt" %665, %43 : i32
      %675 = llvm.and %673, %674 : i1
      %676 = llvm.icmp "sge" %667, %52 : i32
      %677 = llvm.and %675, %676 : i1
      %678 = llvm.icmp "slt" %667, %43 : i32
      %679 = llvm.and %677, %678 : i1
      llvm.cond_br %679, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %680 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %681 = llvm.add %680, %637 : i32
      %682 = llvm.getelementptr %69[%681] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %683 = llvm.ptrtoint %682 : !llvm.ptr<1> to i64
      %684 = llvm.add %683, %55 : i64
      %685 = llvm.and %684, %44 : i64
      %686 = llvm.inttoptr %685 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %668, %686, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %56, %668 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %687 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %688 = llvm.add %687, %639 : i32
      %689 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %690 = llvm.add %689, %642 : i32
      %691 = llvm.getelementptr %121[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %692 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %693 = llvm.icmp "ne" %692, %41 : i8
      %694 = llvm.and %693, %647 : i1
      %695 = llvm.icmp "sge" %688, %52 : i32
      %696 = llvm.and %694, %695 : i1
      %697 = llvm.icmp "slt" %688, %43 : i32
      %698 = llvm.and %696, %697 : i1
      %699 = llvm.icmp "sge" %690, %52 : i32
      %700 = llvm.and %698, %699 : i1
      %701 = llvm.icmp "slt" %690, %43 : i32
      %702 = llvm.and %700, %701 : i1
      llvm.cond_br %702, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %703 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %704 = llvm.add %703, %637 : i32
      %705 = llvm.getelementptr %69[%704] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %706 = llvm.ptrtoint %705 : !llvm.ptr<1> to i64
      %707 = llvm.add %706, %55 : i64
      %708 = llvm.and %707, %44 : i64
      %709 = llvm.inttoptr %708 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %691, %709, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %56, %691 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %710 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %711 = llvm.add %710, %639 : i32
      %712 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %713 = llvm.add %712, %642 : i32
      %714 = llvm.getelementptr %121[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %715 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %716 = llvm.icmp "ne" %715, %41 : i8
      %717 = llvm.and %716, %647 : i1
      %718 = llvm.icmp "sge" %711, %52 : i32
      %719 = llvm.and %717, %718 : i1
      %720 = llvm.icmp "slt" %711, %43 : i32
      %721 = llvm.and %719, %720 : i1
      %722 = llvm.icmp "sge" %713, %52 : i32
      %723 = llvm.and %721, %722 : i1
      %724 = llvm.icmp "slt" %713, %43 : i32
      %725 = llvm.and %723, %724 : i1
      llvm.cond_br %725, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %726 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %727 = llvm.add %726, %637 : i32
      %728 = llvm.getelementptr %69[%727] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %729 = llvm.ptrtoint %728 : !llvm.ptr<1> to i64
      %730 = llvm.add %729, %55 : i64
      %731 = llvm.and %730, %44 : i64
      %732 = llvm.inttoptr %731 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %714, %732, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %56, %714 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %733 = llvm.load %268 {alignment = 16 : i64} : !llvm.ptr -> i32
      %734 = llvm.add %733, %639 : i32
      %735 = llvm.load %273 {alignment = 16 : i64} : !llvm.ptr -> i32
      %736 = llvm.add %735, %642 : i32
      %737 = llvm.getelementptr %121[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %738 = llvm.load %278 {alignment = 4 : i64} : !llvm.ptr -> i8
      %739 = llvm.icmp "ne" %738, %41 : i8
      %740 = llvm.and %739, %647 : i1
      %741 = llvm.icmp "sge" %734, %52 : i32
      %742 = llvm.and %740, %741 : i1
      %743 = llvm.icmp "slt" %734, %43 : i32
      %744 = llvm.and %742, %743 : i1
      %745 = llvm.icmp "sge" %736, %52 : i32
      %746 = llvm.and %744, %745 : i1
      %747 = llvm.icmp "slt" %736, %43 : i32
      %748 = llvm.and %746, %747 : i1
      llvm.cond_br %748, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %749 = llvm.load %263 {alignment = 16 : i64} : !llvm.ptr -> i32
      %750 = llvm.add %749, %637 : i32
      %751 = llvm.getelementptr %69[%750] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %752 = llvm.ptrtoint %751 : !llvm.ptr<1> to i64
      %753 = llvm.add %752, %55 : i64
      %754 = llvm.and %753, %44 : i64
      %755 = llvm.inttoptr %754 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %737, %755, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %56, %737 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %756 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %757 = llvm.add %756, %639 : i32
      %758 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> i32
      %759 = llvm.add %758, %642 : i32
      %760 = llvm.getelementptr %121[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %761 = llvm.load %310 {alignment = 1 : i64} : !llvm.ptr -> i8
      %762 = llvm.icmp "ne" %761, %41 : i8
      %763 = llvm.and %762, %647 : i1
      %764 = llvm.icmp "sge" %757, %52 : i32
      %765 = llvm.and %763, %764 : i1
      %766 = llvm.icmp "slt" %757, %43 : i32
      %767 = llvm.and %765, %766 : i1
      %768 = llvm.icmp "sge" %759, %52 : i32
      %769 = llvm.and %767, %768 : i1
      %770 = llvm.icmp "slt" %759, %43 : i32
      %771 = llvm.and %769, %770 : i1
      llvm.cond_br %771, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %772 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr -> i32
      %773 = llvm.add %772, %637 : i32
      %774 = llvm.getelementptr %69[%773] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %775 = llvm.ptrtoint %774 : !llvm.ptr<1> to i64
      %776 = llvm.add %775, %55 : i64
      %777 = llvm.and %776, %44 : i64
      %778 = llvm.inttoptr %777 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %760, %778, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %56, %760 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %779 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> i32
      %780 = llvm.add %779, %639 : i32
      %781 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr -> i32
      %782 = llvm.add %781, %642 : i32
      %783 = llvm.getelementptr %121[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %784 = llvm.load %342 {alignment = 2 : i64} : !llvm.ptr -> i8
      %785 = llvm.icmp "ne" %784, %41 : i8
      %786 = llvm.and %785, %647 : i1
      %787 = llvm.icmp "sge" %780, %52 : i32
      %788 = llvm.and %786, %787 : i1
      %789 = llvm.icmp "slt" %780, %43 : i32
      %790 = llvm.and %788, %789 : i1
      %791 = llvm.icmp "sge" %782, %52 : i32
      %792 = llvm.and %790, %791 : i1
      %793 = llvm.icmp "slt" %782, %43 : i32
      %794 = llvm.and %792, %793 : i1
      llvm.cond_br %794, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %795 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %796 = llvm.add %795, %637 : i32
      %797 = llvm.getelementptr %69[%796] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %798 = llvm.ptrtoint %797 : !llvm.ptr<1> to i64
      %799 = llvm.add %798, %55 : i64
      %800 = llvm.and %799, %44 : i64
      %801 = llvm.inttoptr %800 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %783, %801, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %56, %783 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %802 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr -> i32
      %803 = llvm.add %802, %639 : i32
      %804 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> i32
      %805 = llvm.add %804, %642 : i32
      %806 = llvm.getelementptr %121[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %807 = llvm.load %374 {alignment = 1 : i64} : !llvm.ptr -> i8
      %808 = llvm.icmp "ne" %807, %41 : i8
      %809 = llvm.and %808, %647 : i1
      %810 = llvm.icmp "sge" %803, %52 : i32
      %811 = llvm.and %809, %810 : i1
      %812 = llvm.icmp "slt" %803, %43 : i32
      %813 = llvm.and %811, %812 : i1
      %814 = llvm.icmp "sge" %805, %52 : i32
      %815 = llvm.and %813, %814 : i1
      %816 = llvm.icmp "slt" %805, %43 : i32
      %817 = llvm.and %815, %816 : i1
      llvm.cond_br %817, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %818 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> i32
      %819 = llvm.add %818, %637 : i32
      %820 = llvm.getelementptr %69[%819] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %821 = llvm.ptrtoint %820 : !llvm.ptr<1> to i64
      %822 = llvm.add %821, %55 : i64
      %823 = llvm.and %822, %44 : i64
      %824 = llvm.inttoptr %823 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %806, %824, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %56, %806 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %825 = llvm.getelementptr %122[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %826 = llvm.and %573, %647 : i1
      llvm.cond_br %826, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %827 = llvm.mul %572, %42 : i32
      %828 = llvm.getelementptr %70[%827] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %829 = llvm.getelementptr %828[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %825, %829, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb75
    ^bb74:  // pred: ^bb72
      llvm.store %56, %825 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %830 = llvm.getelementptr %122[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %831 = llvm.and %580, %647 : i1
      llvm.cond_br %831, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %832 = llvm.mul %578, %42 : i32
      %833 = llvm.getelementptr %70[%832] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %834 = llvm.getelementptr %833[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %830, %834, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb78
    ^bb77:  // pred: ^bb75
      llvm.store %56, %830 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      %835 = llvm.getelementptr %122[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %836 = llvm.and %587, %647 : i1
      llvm.cond_br %836, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %837 = llvm.mul %585, %42 : i32
      %838 = llvm.getelementptr %70[%837] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %839 = llvm.getelementptr %838[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %835, %839, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb81
    ^bb80:  // pred: ^bb78
      llvm.store %56, %835 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %840 = llvm.getelementptr %122[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %841 = llvm.and %594, %647 : i1
      llvm.cond_br %841, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %842 = llvm.mul %592, %42 : i32
      %843 = llvm.getelementptr %70[%842] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %844 = llvm.getelementptr %843[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %840, %844, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb84
    ^bb83:  // pred: ^bb81
      llvm.store %56, %840 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %845 = llvm.getelementptr %122[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %846 = llvm.and %601, %647 : i1
      llvm.cond_br %846, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %847 = llvm.mul %599, %42 : i32
      %848 = llvm.getelementptr %70[%847] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %849 = llvm.getelementptr %848[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %845, %849, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb87
    ^bb86:  // pred: ^bb84
      llvm.store %56, %845 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %850 = llvm.getelementptr %122[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %851 = llvm.and %608, %647 : i1
      llvm.cond_br %851, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %852 = llvm.mul %606, %42 : i32
      %853 = llvm.getelementptr %70[%852] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %854 = llvm.getelementptr %853[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %850, %854, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %56, %850 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %855 = llvm.getelementptr %122[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %856 = llvm.and %615, %647 : i1
      llvm.cond_br %856, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %857 = llvm.mul %613, %42 : i32
      %858 = llvm.getelementptr %70[%857] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %859 = llvm.getelementptr %858[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %855, %859, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %56, %855 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %860 = llvm.getelementptr %122[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      %861 = llvm.and %622, %647 : i1
      llvm.cond_br %861, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %862 = llvm.mul %620, %42 : i32
      %863 = llvm.getelementptr %70[%862] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %864 = llvm.getelementptr %863[%627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %860, %864, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %56, %860 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      nvvm.cp.async.commit.group
      %865 = llvm.srem %72, %46 : i32
      %866 = llvm.sdiv %72, %46 : i32
      %867 = llvm.srem %866, %53 : i32
      %868 = llvm.sdiv %72, %37 : i32
      %869 = llvm.srem %868, %53 : i32
      %870 = llvm.srem %865, %46 : i32
      %871 = llvm.srem %867, %53 : i32
      %872 = llvm.srem %869, %53 : i32
      %873 = llvm.sdiv %870, %34 : i32
      %874 = llvm.srem %870, %34 : i32
      %875 = llvm.mul %874, %53 : i32
      %876 = llvm.mul %873, %45 : i32
      %877 = llvm.add %875, %876 : i32
      %878 = llvm.mul %871, %47 : i32
      %879 = llvm.mul %872, %59 : i32
      %880 = llvm.add %878, %879 : i32
      %881 = llvm.add %877, %880 : i32
      %882 = llvm.getelementptr %106[%881] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %57, %63 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %883 = llvm.sdiv %72, %58 : i32
      %884 = llvm.srem %72, %58 : i32
      %885 = llvm.srem %884, %59 : i32
      %886 = llvm.mul %885, %37 : i32
      %887 = llvm.srem %883, %53 : i32
      %888 = llvm.mul %887, %59 : i32
      %889 = llvm.add %886, %888 : i32
      %890 = llvm.sdiv %884, %59 : i32
      %891 = llvm.mul %890, %38 : i32
      %892 = llvm.sdiv %883, %53 : i32
      %893 = llvm.srem %892, %53 : i32
      %894 = llvm.mul %893, %48 : i32
      %895 = llvm.add %891, %894 : i32
      %896 = llvm.and %889, %60 : i32
      %897 = llvm.icmp "eq" %896, %52 : i32
      %898 = llvm.select %897, %58, %49 : i1, i32
      %899 = llvm.and %889, %50 : i32
      %900 = llvm.icmp "eq" %899, %52 : i32
      %901 = llvm.select %900, %46, %51 : i1, i32
      %902 = llvm.and %889, %39 : i32
      %903 = llvm.ashr %902, %54 : i32
      %904 = llvm.xor %889, %903 : i32
      %905 = llvm.add %904, %895 : i32
      %906 = llvm.getelementptr %30[%905] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %907 = llvm.mul %110, %37 : i32
      %908 = llvm.srem %109, %53 : i32
      %909 = llvm.mul %908, %59 : i32
      %910 = llvm.add %907, %909 : i32
      %911 = llvm.sdiv %109, %53 : i32
      %912 = llvm.sdiv %911, %53 : i32
      %913 = llvm.srem %911, %53 : i32
      %914 = llvm.mul %913, %48 : i32
      %915 = llvm.sdiv %912, %53 : i32
      %916 = llvm.mul %915, %38 : i32
      %917 = llvm.add %914, %916 : i32
      %918 = llvm.and %910, %60 : i32
      %919 = llvm.icmp "eq" %918, %52 : i32
      %920 = llvm.select %919, %58, %49 : i1, i32
      %921 = llvm.and %910, %50 : i32
      %922 = llvm.icmp "eq" %921, %52 : i32
      %923 = llvm.select %922, %46, %51 : i1, i32
      %924 = llvm.and %910, %39 : i32
      %925 = llvm.ashr %924, %54 : i32
      %926 = llvm.xor %910, %925 : i32
      %927 = llvm.add %926, %917 : i32
      %928 = llvm.getelementptr %108[%927] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb97(%52 : i32)
    ^bb97(%929: i32):  // 2 preds: ^bb96, ^bb98
      %930 = llvm.icmp "slt" %929, %34 : i32
      llvm.cond_br %930, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb97
      %931 = llvm.mul %929, %22 : i32
      %932 = llvm.getelementptr %906[%931] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %933 = llvm.mul %929, %59 : i32
      %934 = llvm.getelementptr %65[%933] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %935 = nvvm.ldmatrix %932 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %936 = llvm.extractvalue %935[0] : !llvm_struct_a37b2a
      %937 = llvm.extractvalue %935[1] : !llvm_struct_a37b2a
      %938 = llvm.extractvalue %935[2] : !llvm_struct_a37b2a
      %939 = llvm.extractvalue %935[3] : !llvm_struct_a37b2a
      %940 = llvm.insertelement %936, %4[%3 : i64] : vector<4xi32>
      %941 = llvm.insertelement %937, %940[%2 : i64] : vector<4xi32>
      %942 = llvm.insertelement %938, %941[%1 : i64] : vector<4xi32>
      %943 = llvm.insertelement %939, %942[%0 : i64] : vector<4xi32>
      %944 = llvm.extractelement %943[%52 : i32] : vector<4xi32>
      llvm.store %944, %934 : i32, !llvm.ptr
      %945 = llvm.extractelement %943[%61 : i32] : vector<4xi32>
      %946 = llvm.getelementptr %934[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %945, %946 : i32, !llvm.ptr
      %947 = llvm.extractelement %943[%53 : i32] : vector<4xi32>
      %948 = llvm.getelementptr %934[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %947, %948 : i32, !llvm.ptr
      %949 = llvm.extractelement %943[%54 : i32] : vector<4xi32>
      %950 = llvm.getelementptr %934[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %949, %950 : i32, !llvm.ptr
      %951 = llvm.add %929, %61 : i32
      llvm.br ^bb97(%951 : i32)
    ^bb99:  // pred: ^bb97
      llvm.br ^bb100(%52 : i32)
    ^bb100(%952: i32):  // 2 preds: ^bb99, ^bb101
      %953 = llvm.icmp "slt" %952, %34 : i32
      llvm.cond_br %953, ^bb101, ^bb102 {llvm.loop_annotation = #loop_annotation}
    ^bb101:  // pred: ^bb100
      %954 = llvm.mul %952, %22 : i32
      %955 = llvm.getelementptr %928[%954] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %956 = llvm.mul %952, %59 : i32
      %957 = llvm.getelementptr %64[%956] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %958 = nvvm.ldmatrix %955 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %959 = llvm.extractvalue %958[0] : !llvm_struct_a37b2a
      %960 = llvm.extractvalue %958[1] : !llvm_struct_a37b2a
      %961 = llvm.extractvalue %958[2] : !llvm_struct_a37b2a
      %962 = llvm.extractvalue %958[3] : !llvm_struct_a37b2a
      %963 = llvm.insertelement %959, %4[%3 : i64] : vector<4xi32>
      %964 = llvm.insertelement %960, %963[%2 : i64] : vector<4xi32>
      %965 = llvm.insertelement %961, %964[%1 : i64] : vector<4xi32>
      %966 = llvm.insertelement %962, %965[%0 : i64] : vector<4xi32>
      %967 = llvm.extractelement %966[%52 : i32] : vector<4xi32>
      llvm.store %967, %957 : i32, !llvm.ptr
      %968 = llvm.extractelement %966[%61 : i32] : vector<4xi32>
      %969 = llvm.getelementptr %957[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %968, %969 : i32, !llvm.ptr
      %970 = llvm.extractelement %966[%53 : i32] : vector<4xi32>
      %971 = llvm.getelementptr %957[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %970, %971 : i32, !llvm.ptr
      %972 = llvm.extractelement %966[%54 : i32] : vector<4xi32>
      %973 = llvm.getelementptr %957[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %972, %973 : i32, !llvm.ptr
      %974 = llvm.add %952, %61 : i32
      llvm.br ^bb100(%974 : i32)
    ^bb102:  // pred: ^bb100
      %975 = llvm.getelementptr %65[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %976 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %977 = llvm.getelementptr %65[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %978 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %979 = llvm.getelementptr %65[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %980 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb103(%52, %53, %52 : i32, i32, i32)
    ^bb103(%981: i32, %982: i32, %983: i32):  // 2 preds: ^bb102, ^bb202
      %984 = llvm.icmp "slt" %981, %34 : i32
      llvm.cond_br %984, ^bb104, ^bb203
    ^bb104:  // pred: ^bb103
      %985 = llvm.mul %983, %16 : i32
      %986 = llvm.add %898, %985 : i32
      %987 = llvm.getelementptr %906[%986] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb105(%52 : i32)
    ^bb105(%988: i32):  // 2 preds: ^bb104, ^bb106
      %989 = llvm.icmp "slt" %988, %34 : i32
      llvm.cond_br %989, ^bb106, ^bb107 {llvm.loop_annotation = #loop_annotation}
    ^bb106:  // pred: ^bb105
      %990 = llvm.mul %988, %22 : i32
      %991 = llvm.getelementptr %987[%990] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %992 = llvm.mul %988, %59 : i32
      %993 = llvm.getelementptr %975[%992] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %994 = nvvm.ldmatrix %991 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %995 = llvm.extractvalue %994[0] : !llvm_struct_a37b2a
      %996 = llvm.extractvalue %994[1] : !llvm_struct_a37b2a
      %997 = llvm.extractvalue %994[2] : !llvm_struct_a37b2a
      %998 = llvm.extractvalue %994[3] : !llvm_struct_a37b2a
      %999 = llvm.insertelement %995, %4[%3 : i64] : vector<4xi32>
      %1000 = llvm.insertelement %996, %999[%2 : i64] : vector<4xi32>
      %1001 = llvm.insertelement %997, %1000[%1 : i64] : vector<4xi32>
      %1002 = llvm.insertelement %998, %1001[%0 : i64] : vector<4xi32>
      %1003 = llvm.extractelement %1002[%52 : i32] : vector<4xi32>
      llvm.store %1003, %993 : i32, !llvm.ptr
      %1004 = llvm.extractelement %1002[%61 : i32] : vector<4xi32>
      %1005 = llvm.getelementptr %993[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1004, %1005 : i32, !llvm.ptr
      %1006 = llvm.extractelement %1002[%53 : i32] : vector<4xi32>
      %1007 = llvm.getelementptr %993[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1006, %1007 : i32, !llvm.ptr
      %1008 = llvm.extractelement %1002[%54 : i32] : vector<4xi32>
      %1009 = llvm.getelementptr %993[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1008, %1009 : i32, !llvm.ptr
      %1010 = llvm.add %988, %61 : i32
      llvm.br ^bb105(%1010 : i32)
    ^bb107:  // pred: ^bb105
      %1011 = llvm.add %920, %985 : i32
      %1012 = llvm.getelementptr %928[%1011] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb108(%52 : i32)
    ^bb108(%1013: i32):  // 2 preds: ^bb107, ^bb109
      %1014 = llvm.icmp "slt" %1013, %34 : i32
      llvm.cond_br %1014, ^bb109, ^bb110 {llvm.loop_annotation = #loop_annotation}
    ^bb109:  // pred: ^bb108
      %1015 = llvm.mul %1013, %22 : i32
      %1016 = llvm.getelementptr %1012[%1015] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1017 = llvm.mul %1013, %59 : i32
      %1018 = llvm.getelementptr %976[%1017] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1019 = nvvm.ldmatrix %1016 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1020 = llvm.extractvalue %1019[0] : !llvm_struct_a37b2a
      %1021 = llvm.extractvalue %1019[1] : !llvm_struct_a37b2a
      %1022 = llvm.extractvalue %1019[2] : !llvm_struct_a37b2a
      %1023 = llvm.extractvalue %1019[3] : !llvm_struct_a37b2a
      %1024 = llvm.insertelement %1020, %4[%3 : i64] : vector<4xi32>
      %1025 = llvm.insertelement %1021, %1024[%2 : i64] : vector<4xi32>
      %1026 = llvm.insertelement %1022, %1025[%1 : i64] : vector<4xi32>
      %1027 = llvm.insertelement %1023, %1026[%0 : i64] : vector<4xi32>
      %1028 = llvm.extractelement %1027[%52 : i32] : vector<4xi32>
      llvm.store %1028, %1018 : i32, !llvm.ptr
      %1029 = llvm.extractelement %1027[%61 : i32] : vector<4xi32>
      %1030 = llvm.getelementptr %1018[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1029, %1030 : i32, !llvm.ptr
      %1031 = llvm.extractelement %1027[%53 : i32] : vector<4xi32>
      %1032 = llvm.getelementptr %1018[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1031, %1032 : i32, !llvm.ptr
      %1033 = llvm.extractelement %1027[%54 : i32] : vector<4xi32>
      %1034 = llvm.getelementptr %1018[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1033, %1034 : i32, !llvm.ptr
      %1035 = llvm.add %1013, %61 : i32
      llvm.br ^bb108(%1035 : i32)
    ^bb110:  // pred: ^bb108
      %1036 = llvm.add %981, %53 : i32
      %1037 = llvm.icmp "slt" %1036, %34 : i32
      llvm.cond_br %1037, ^bb111, ^bb160
    ^bb111:  // pred: ^bb110
      %1038 = llvm.mul %1036, %37 : i32
      %1039 = llvm.add %1038, %111 : i32
      %1040 = llvm.sdiv %1039, %36 : i32
      %1041 = llvm.mul %1040, %36 : i32
      %1042 = llvm.sub %1039, %1041 : i32
      %1043 = llvm.sdiv %1040, %54 : i32
      %1044 = llvm.mul %1043, %54 : i32
      %1045 = llvm.sub %1040, %1044 : i32
      %1046 = llvm.mul %1045, %100 : i32
      %1047 = llvm.add %1042, %1046 : i32
      %1048 = llvm.mul %1043, %101 : i32
      %1049 = llvm.add %1047, %1048 : i32
      %1050 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1051 = llvm.mul %1043, %arg7 : i32
      %1052 = llvm.add %1050, %1051 : i32
      %1053 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1054 = llvm.mul %1045, %arg8 : i32
      %1055 = llvm.add %1053, %1054 : i32
      %1056 = llvm.mul %982, %16 : i32
      %1057 = llvm.getelementptr %121[%1056] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1058 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1059 = llvm.icmp "ne" %1058, %41 : i8
      %1060 = llvm.icmp "slt" %1039, %42 : i32
      %1061 = llvm.and %1059, %1060 : i1
      %1062 = llvm.icmp "sge" %1052, %52 : i32
      %1063 = llvm.and %1061, %1062 : i1
      %1064 = llvm.icmp "slt" %1052, %43 : i32
      %1065 = llvm.and %1063, %1064 : i1
      %1066 = llvm.icmp "sge" %1055, %52 : i32
      %1067 = llvm.and %1065, %1066 : i1
      %1068 = llvm.icmp "slt" %1055, %43 : i32
      %1069 = llvm.and %1067, %1068 : i1
      llvm.cond_br %1069, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1070 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1071 = llvm.add %1070, %1049 : i32
      %1072 = llvm.getelementptr %69[%1071] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1073 = llvm.ptrtoint %1072 : !llvm.ptr<1> to i64
      %1074 = llvm.add %1073, %55 : i64
      %1075 = llvm.and %1074, %44 : i64
      %1076 = llvm.inttoptr %1075 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1057, %1076, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %56, %1057 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1077 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1078 = llvm.add %1077, %1051 : i32
      %1079 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1080 = llvm.add %1079, %1054 : i32
      %1081 = llvm.add %1056, %48 : i32
      %1082 = llvm.getelementptr %121[%1081] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1083 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1084 = llvm.icmp "ne" %1083, %41 : i8
      %1085 = llvm.and %1084, %1060 : i1
      %1086 = llvm.icmp "sge" %1078, %52 : i32
      %1087 = llvm.and %1085, %1086 : i1
      %1088 = llvm.icmp "slt" %1078, %43 : i32
      %1089 = llvm.and %1087, %1088 : i1
      %1090 = llvm.icmp "sge" %1080, %52 : i32
      %1091 = llvm.and %1089, %1090 : i1
      %1092 = llvm.icmp "slt" %1080, %43 : i32
      %1093 = llvm.and %1091, %1092 : i1
      llvm.cond_br %1093, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1094 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1095 = llvm.add %1094, %1049 : i32
      %1096 = llvm.getelementptr %69[%1095] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1097 = llvm.ptrtoint %1096 : !llvm.ptr<1> to i64
      %1098 = llvm.add %1097, %55 : i64
      %1099 = llvm.and %1098, %44 : i64
      %1100 = llvm.inttoptr %1099 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1082, %1100, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %56, %1082 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1101 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1102 = llvm.add %1101, %1051 : i32
      %1103 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1104 = llvm.add %1103, %1054 : i32
      %1105 = llvm.add %1056, %22 : i32
      %1106 = llvm.getelementptr %121[%1105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1107 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1108 = llvm.icmp "ne" %1107, %41 : i8
      %1109 = llvm.and %1108, %1060 : i1
      %1110 = llvm.icmp "sge" %1102, %52 : i32
      %1111 = llvm.and %1109, %1110 : i1
      %1112 = llvm.icmp "slt" %1102, %43 : i32
      %1113 = llvm.and %1111, %1112 : i1
      %1114 = llvm.icmp "sge" %1104, %52 : i32
      %1115 = llvm.and %1113, %1114 : i1
      %1116 = llvm.icmp "slt" %1104, %43 : i32
      %1117 = llvm.and %1115, %1116 : i1
      llvm.cond_br %1117, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1118 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1119 = llvm.add %1118, %1049 : i32
      %1120 = llvm.getelementptr %69[%1119] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1121 = llvm.ptrtoint %1120 : !llvm.ptr<1> to i64
      %1122 = llvm.add %1121, %55 : i64
      %1123 = llvm.and %1122, %44 : i64
      %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1106, %1124, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb120
    ^bb119:  // pred: ^bb117
      llvm.store %56, %1106 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1125 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1126 = llvm.add %1125, %1051 : i32
      %1127 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1128 = llvm.add %1127, %1054 : i32
      %1129 = llvm.add %1056, %21 : i32
      %1130 = llvm.getelementptr %121[%1129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1131 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1132 = llvm.icmp "ne" %1131, %41 : i8
      %1133 = llvm.and %1132, %1060 : i1
      %1134 = llvm.icmp "sge" %1126, %52 : i32
      %1135 = llvm.and %1133, %1134 : i1
      %1136 = llvm.icmp "slt" %1126, %43 : i32
      %1137 = llvm.and %1135, %1136 : i1
      %1138 = llvm.icmp "sge" %1128, %52 : i32
      %1139 = llvm.and %1137, %1138 : i1
      %1140 = llvm.icmp "slt" %1128, %43 : i32
      %1141 = llvm.and %1139, %1140 : i1
      llvm.cond_br %1141, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1142 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1143 = llvm.add %1142, %1049 : i32
      %1144 = llvm.getelementptr %69[%1143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1145 = llvm.ptrtoint %1144 : !llvm.ptr<1> to i64
      %1146 = llvm.add %1145, %55 : i64
      %1147 = llvm.and %1146, %44 : i64
      %1148 = llvm.inttoptr %1147 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1130, %1148, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb123
    ^bb122:  // pred: ^bb120
      llvm.store %56, %1130 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %1149 = llvm.load %268 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1150 = llvm.add %1149, %1051 : i32
      %1151 = llvm.load %273 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1152 = llvm.add %1151, %1054 : i32
      %1153 = llvm.add %1056, %20 : i32
      %1154 = llvm.getelementptr %121[%1153] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1155 = llvm.load %278 {alignment = 4 : i64} : !llvm.ptr -> i8
      %1156 = llvm.icmp "ne" %1155, %41 : i8
      %1157 = llvm.and %1156, %1060 : i1
      %1158 = llvm.icmp "sge" %1150, %52 : i32
      %1159 = llvm.and %1157, %1158 : i1
      %1160 = llvm.icmp "slt" %1150, %43 : i32
      %1161 = llvm.and %1159, %1160 : i1
      %1162 = llvm.icmp "sge" %1152, %52 : i32
      %1163 = llvm.and %1161, %1162 : i1
      %1164 = llvm.icmp "slt" %1152, %43 : i32
      %1165 = llvm.and %1163, %1164 : i1
      llvm.cond_br %1165, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %1166 = llvm.load %263 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1167 = llvm.add %1166, %1049 : i32
      %1168 = llvm.getelementptr %69[%1167] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1169 = llvm.ptrtoint %1168 : !llvm.ptr<1> to i64
      %1170 = llvm.add %1169, %55 : i64
      %1171 = llvm.and %1170, %44 : i64
      %1172 = llvm.inttoptr %1171 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1154, %1172, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb126
    ^bb125:  // pred: ^bb123
      llvm.store %56, %1154 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1173 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1174 = llvm.add %1173, %1051 : i32
      %1175 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1176 = llvm.add %1175, %1054 : i32
      %1177 = llvm.add %1056, %19 : i32
      %1178 = llvm.getelementptr %121[%1177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1179 = llvm.load %310 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1180 = llvm.icmp "ne" %1179, %41 : i8
      %1181 = llvm.and %1180, %1060 : i1
      %1182 = llvm.icmp "sge" %1174, %52 : i32
      %1183 = llvm.and %1181, %1182 : i1
      %1184 = llvm.icmp "slt" %1174, %43 : i32
      %1185 = llvm.and %1183, %1184 : i1
      %1186 = llvm.icmp "sge" %1176, %52 : i32
      %1187 = llvm.and %1185, %1186 : i1
      %1188 = llvm.icmp "slt" %1176, %43 : i32
      %1189 = llvm.and %1187, %1188 : i1
      llvm.cond_br %1189, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1190 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1191 = llvm.add %1190, %1049 : i32
      %1192 = llvm.getelementptr %69[%1191] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1193 = llvm.ptrtoint %1192 : !llvm.ptr<1> to i64
      %1194 = llvm.add %1193, %55 : i64
      %1195 = llvm.and %1194, %44 : i64
      %1196 = llvm.inttoptr %1195 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1178, %1196, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb129
    ^bb128:  // pred: ^bb126
      llvm.store %56, %1178 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %1197 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1198 = llvm.add %1197, %1051 : i32
      %1199 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1200 = llvm.add %1199, %1054 : i32
      %1201 = llvm.add %1056, %18 : i32
      %1202 = llvm.getelementptr %121[%1201] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1203 = llvm.load %342 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1204 = llvm.icmp "ne" %1203, %41 : i8
      %1205 = llvm.and %1204, %1060 : i1
      %1206 = llvm.icmp "sge" %1198, %52 : i32
      %1207 = llvm.and %1205, %1206 : i1
      %1208 = llvm.icmp "slt" %1198, %43 : i32
      %1209 = llvm.and %1207, %1208 : i1
      %1210 = llvm.icmp "sge" %1200, %52 : i32
      %1211 = llvm.and %1209, %1210 : i1
      %1212 = llvm.icmp "slt" %1200, %43 : i32
      %1213 = llvm.and %1211, %1212 : i1
      llvm.cond_br %1213, ^bb130, ^bb131
    ^bb130:  // pred: ^bb129
      %1214 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1215 = llvm.add %1214, %1049 : i32
      %1216 = llvm.getelementptr %69[%1215] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1217 = llvm.ptrtoint %1216 : !llvm.ptr<1> to i64
      %1218 = llvm.add %1217, %55 : i64
      %1219 = llvm.and %1218, %44 : i64
      %1220 = llvm.inttoptr %1219 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1202, %1220, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb132
    ^bb131:  // pred: ^bb129
      llvm.store %56, %1202 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1221 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1222 = llvm.add %1221, %1051 : i32
      %1223 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1224 = llvm.add %1223, %1054 : i32
      %1225 = llvm.add %1056, %17 : i32
      %1226 = llvm.getelementptr %121[%1225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1227 = llvm.load %374 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1228 = llvm.icmp "ne" %1227, %41 : i8
      %1229 = llvm.and %1228, %1060 : i1
      %1230 = llvm.icmp "sge" %1222, %52 : i32
      %1231 = llvm.and %1229, %1230 : i1
      %1232 = llvm.icmp "slt" %1222, %43 : i32
      %1233 = llvm.and %1231, %1232 : i1
      %1234 = llvm.icmp "sge" %1224, %52 : i32
      %1235 = llvm.and %1233, %1234 : i1
      %1236 = llvm.icmp "slt" %1224, %43 : i32
      %1237 = llvm.and %1235, %1236 : i1
      llvm.cond_br %1237, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1238 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1239 = llvm.add %1238, %1049 : i32
      %1240 = llvm.getelementptr %69[%1239] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1241 = llvm.ptrtoint %1240 : !llvm.ptr<1> to i64
      %1242 = llvm.add %1241, %55 : i64
      %1243 = llvm.and %1242, %44 : i64
      %1244 = llvm.inttoptr %1243 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1226, %1244, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb135
    ^bb134:  // pred: ^bb132
      llvm.store %56, %1226 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %1245 = llvm.getelementptr %122[%1056] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1246 = llvm.and %573, %1060 : i1
      llvm.cond_br %1246, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %1247 = llvm.mul %572, %42 : i32
      %1248 = llvm.getelementptr %70[%1247] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1249 = llvm.getelementptr %1248[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1250 = llvm.ptrtoint %1249 : !llvm.ptr<1> to i64
      %1251 = llvm.add %1250, %55 : i64
      %1252 = llvm.and %1251, %44 : i64
      %1253 = llvm.inttoptr %1252 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1245, %1253, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb138
    ^bb137:  // pred: ^bb135
      llvm.store %56, %1245 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1254 = llvm.getelementptr %122[%1081] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1255 = llvm.and %580, %1060 : i1
      llvm.cond_br %1255, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1256 = llvm.mul %578, %42 : i32
      %1257 = llvm.getelementptr %70[%1256] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1258 = llvm.getelementptr %1257[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1259 = llvm.ptrtoint %1258 : !llvm.ptr<1> to i64
      %1260 = llvm.add %1259, %55 : i64
      %1261 = llvm.and %1260, %44 : i64
      %1262 = llvm.inttoptr %1261 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1254, %1262, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb141
    ^bb140:  // pred: ^bb138
      llvm.store %56, %1254 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %1263 = llvm.getelementptr %122[%1105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1264 = llvm.and %587, %1060 : i1
      llvm.cond_br %1264, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %1265 = llvm.mul %585, %42 : i32
      %1266 = llvm.getelementptr %70[%1265] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1267 = llvm.getelementptr %1266[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1268 = llvm.ptrtoint %1267 : !llvm.ptr<1> to i64
      %1269 = llvm.add %1268, %55 : i64
      %1270 = llvm.and %1269, %44 : i64
      %1271 = llvm.inttoptr %1270 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1263, %1271, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb144
    ^bb143:  // pred: ^bb141
      llvm.store %56, %1263 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1272 = llvm.getelementptr %122[%1129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1273 = llvm.and %594, %1060 : i1
      llvm.cond_br %1273, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1274 = llvm.mul %592, %42 : i32
      %1275 = llvm.getelementptr %70[%1274] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1276 = llvm.getelementptr %1275[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1277 = llvm.ptrtoint %1276 : !llvm.ptr<1> to i64
      %1278 = llvm.add %1277, %55 : i64
      %1279 = llvm.and %1278, %44 : i64
      %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1272, %1280, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb147
    ^bb146:  // pred: ^bb144
      llvm.store %56, %1272 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %1281 = llvm.getelementptr %122[%1153] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1282 = llvm.and %601, %1060 : i1
      llvm.cond_br %1282, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %1283 = llvm.mul %599, %42 : i32
      %1284 = llvm.getelementptr %70[%1283] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1285 = llvm.getelementptr %1284[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1286 = llvm.ptrtoint %1285 : !llvm.ptr<1> to i64
      %1287 = llvm.add %1286, %55 : i64
      %1288 = llvm.and %1287, %44 : i64
      %1289 = llvm.inttoptr %1288 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1281, %1289, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb150
    ^bb149:  // pred: ^bb147
      llvm.store %56, %1281 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1290 = llvm.getelementptr %122[%1177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1291 = llvm.and %608, %1060 : i1
      llvm.cond_br %1291, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1292 = llvm.mul %606, %42 : i32
      %1293 = llvm.getelementptr %70[%1292] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1294 = llvm.getelementptr %1293[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1295 = llvm.ptrtoint %1294 : !llvm.ptr<1> to i64
      %1296 = llvm.add %1295, %55 : i64
      %1297 = llvm.and %1296, %44 : i64
      %1298 = llvm.inttoptr %1297 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1290, %1298, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb153
    ^bb152:  // pred: ^bb150
      llvm.store %56, %1290 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %1299 = llvm.getelementptr %122[%1201] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1300 = llvm.and %615, %1060 : i1
      llvm.cond_br %1300, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %1301 = llvm.mul %613, %42 : i32
      %1302 = llvm.getelementptr %70[%1301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1303 = llvm.getelementptr %1302[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1304 = llvm.ptrtoint %1303 : !llvm.ptr<1> to i64
      %1305 = llvm.add %1304, %55 : i64
      %1306 = llvm.and %1305, %44 : i64
      %1307 = llvm.inttoptr %1306 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1299, %1307, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb156
    ^bb155:  // pred: ^bb153
      llvm.store %56, %1299 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1308 = llvm.getelementptr %122[%1225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1309 = llvm.and %622, %1060 : i1
      llvm.cond_br %1309, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1310 = llvm.mul %620, %42 : i32
      %1311 = llvm.getelementptr %70[%1310] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1312 = llvm.getelementptr %1311[%1039] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1313 = llvm.ptrtoint %1312 : !llvm.ptr<1> to i64
      %1314 = llvm.add %1313, %55 : i64
      %1315 = llvm.and %1314, %44 : i64
      %1316 = llvm.inttoptr %1315 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1308, %1316, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb159
    ^bb158:  // pred: ^bb156
      llvm.store %56, %1308 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb110, ^bb159
      nvvm.cp.async.commit.group
      llvm.br ^bb161(%52 : i32)
    ^bb161(%1317: i32):  // 2 preds: ^bb160, ^bb165
      %1318 = llvm.icmp "slt" %1317, %34 : i32
      llvm.cond_br %1318, ^bb162, ^bb166 {llvm.loop_annotation = #loop_annotation}
    ^bb162:  // pred: ^bb161
      %1319 = llvm.mul %1317, %59 : i32
      %1320 = llvm.getelementptr %65[%1319] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1321 = llvm.getelementptr %1320[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1322 = llvm.getelementptr %1320[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1323 = llvm.getelementptr %1320[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb163(%52 : i32)
    ^bb163(%1324: i32):  // 2 preds: ^bb162, ^bb164
      %1325 = llvm.icmp "slt" %1324, %59 : i32
      llvm.cond_br %1325, ^bb164, ^bb165 {llvm.loop_annotation = #loop_annotation}
    ^bb164:  // pred: ^bb163
      %1326 = llvm.mul %1324, %34 : i32
      %1327 = llvm.getelementptr %64[%1326] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1328 = llvm.mul %1317, %34 : i32
      %1329 = llvm.mul %1324, %58 : i32
      %1330 = llvm.add %1328, %1329 : i32
      %1331 = llvm.getelementptr %63[%1330] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1332 = llvm.load %1320 : !llvm.ptr -> vector<2xf16>
      %1333 = llvm.load %1321 : !llvm.ptr -> vector<2xf16>
      %1334 = llvm.load %1322 : !llvm.ptr -> vector<2xf16>
      %1335 = llvm.load %1323 : !llvm.ptr -> vector<2xf16>
      %1336 = llvm.load %1327 : !llvm.ptr -> vector<2xf16>
      %1337 = llvm.getelementptr %1327[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1338 = llvm.load %1337 : !llvm.ptr -> vector<2xf16>
      %1339 = llvm.load %1331 : !llvm.ptr -> f32
      %1340 = llvm.getelementptr %1331[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1341 = llvm.load %1340 : !llvm.ptr -> f32
      %1342 = llvm.getelementptr %1331[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1343 = llvm.load %1342 : !llvm.ptr -> f32
      %1344 = llvm.getelementptr %1331[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1345 = llvm.load %1344 : !llvm.ptr -> f32
      %1346 = nvvm.mma.sync A[%1332, %1333, %1334, %1335]  B[%1336, %1338]  C[%1339, %1341, %1343, %1345]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1347 = llvm.extractvalue %1346[0] : !llvm_struct_687153
      %1348 = llvm.extractvalue %1346[1] : !llvm_struct_687153
      %1349 = llvm.extractvalue %1346[2] : !llvm_struct_687153
      %1350 = llvm.extractvalue %1346[3] : !llvm_struct_687153
      llvm.store %1347, %1331 : f32, !llvm.ptr
      llvm.store %1348, %1340 : f32, !llvm.ptr
      llvm.store %1349, %1342 : f32, !llvm.ptr
      llvm.store %1350, %1344 : f32, !llvm.ptr
      %1351 = llvm.add %1324, %61 : i32
      llvm.br ^bb163(%1351 : i32)
    ^bb165:  // pred: ^bb163
      %1352 = llvm.add %1317, %61 : i32
      llvm.br ^bb161(%1352 : i32)
    ^bb166:  // pred: ^bb161
      %1353 = llvm.add %901, %985 : i32
      %1354 = llvm.getelementptr %906[%1353] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb167(%52 : i32)
    ^bb167(%1355: i32):  // 2 preds: ^bb166, ^bb168
      %1356 = llvm.icmp "slt" %1355, %34 : i32
      llvm.cond_br %1356, ^bb168, ^bb169 {llvm.loop_annotation = #loop_annotation}
    ^bb168:  // pred: ^bb167
      %1357 = llvm.mul %1355, %22 : i32
      %1358 = llvm.getelementptr %1354[%1357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1359 = llvm.mul %1355, %59 : i32
      %1360 = llvm.getelementptr %977[%1359] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1361 = nvvm.ldmatrix %1358 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1362 = llvm.extractvalue %1361[0] : !llvm_struct_a37b2a
      %1363 = llvm.extractvalue %1361[1] : !llvm_struct_a37b2a
      %1364 = llvm.extractvalue %1361[2] : !llvm_struct_a37b2a
      %1365 = llvm.extractvalue %1361[3] : !llvm_struct_a37b2a
      %1366 = llvm.insertelement %1362, %4[%3 : i64] : vector<4xi32>
      %1367 = llvm.insertelement %1363, %1366[%2 : i64] : vector<4xi32>
      %1368 = llvm.insertelement %1364, %1367[%1 : i64] : vector<4xi32>
      %1369 = llvm.insertelement %1365, %1368[%0 : i64] : vector<4xi32>
      %1370 = llvm.extractelement %1369[%52 : i32] : vector<4xi32>
      llvm.store %1370, %1360 : i32, !llvm.ptr
      %1371 = llvm.extractelement %1369[%61 : i32] : vector<4xi32>
      %1372 = llvm.getelementptr %1360[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1371, %1372 : i32, !llvm.ptr
      %1373 = llvm.extractelement %1369[%53 : i32] : vector<4xi32>
      %1374 = llvm.getelementptr %1360[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1373, %1374 : i32, !llvm.ptr
      %1375 = llvm.extractelement %1369[%54 : i32] : vector<4xi32>
      %1376 = llvm.getelementptr %1360[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1375, %1376 : i32, !llvm.ptr
      %1377 = llvm.add %1355, %61 : i32
      llvm.br ^bb167(%1377 : i32)
    ^bb169:  // pred: ^bb167
      %1378 = llvm.add %923, %985 : i32
      %1379 = llvm.getelementptr %928[%1378] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb170(%52 : i32)
    ^bb170(%1380: i32):  // 2 preds: ^bb169, ^bb171
      %1381 = llvm.icmp "slt" %1380, %34 : i32
      llvm.cond_br %1381, ^bb171, ^bb172 {llvm.loop_annotation = #loop_annotation}
    ^bb171:  // pred: ^bb170
      %1382 = llvm.mul %1380, %22 : i32
      %1383 = llvm.getelementptr %1379[%1382] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1384 = llvm.mul %1380, %59 : i32
      %1385 = llvm.getelementptr %978[%1384] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1386 = nvvm.ldmatrix %1383 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1387 = llvm.extractvalue %1386[0] : !llvm_struct_a37b2a
      %1388 = llvm.extractvalue %1386[1] : !llvm_struct_a37b2a
      %1389 = llvm.extractvalue %1386[2] : !llvm_struct_a37b2a
      %1390 = llvm.extractvalue %1386[3] : !llvm_struct_a37b2a
      %1391 = llvm.insertelement %1387, %4[%3 : i64] : vector<4xi32>
      %1392 = llvm.insertelement %1388, %1391[%2 : i64] : vector<4xi32>
      %1393 = llvm.insertelement %1389, %1392[%1 : i64] : vector<4xi32>
      %1394 = llvm.insertelement %1390, %1393[%0 : i64] : vector<4xi32>
      %1395 = llvm.extractelement %1394[%52 : i32] : vector<4xi32>
      llvm.store %1395, %1385 : i32, !llvm.ptr
      %1396 = llvm.extractelement %1394[%61 : i32] : vector<4xi32>
      %1397 = llvm.getelementptr %1385[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1396, %1397 : i32, !llvm.ptr
      %1398 = llvm.extractelement %1394[%53 : i32] : vector<4xi32>
      %1399 = llvm.getelementptr %1385[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1398, %1399 : i32, !llvm.ptr
      %1400 = llvm.extractelement %1394[%54 : i32] : vector<4xi32>
      %1401 = llvm.getelementptr %1385[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1400, %1401 : i32, !llvm.ptr
      %1402 = llvm.add %1380, %61 : i32
      llvm.br ^bb170(%1402 : i32)
    ^bb172:  // pred: ^bb170
      llvm.br ^bb173(%52 : i32)
    ^bb173(%1403: i32):  // 2 preds: ^bb172, ^bb177
      %1404 = llvm.icmp "slt" %1403, %34 : i32
      llvm.cond_br %1404, ^bb174, ^bb178 {llvm.loop_annotation = #loop_annotation}
    ^bb174:  // pred: ^bb173
      %1405 = llvm.mul %1403, %59 : i32
      %1406 = llvm.getelementptr %975[%1405] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1407 = llvm.getelementptr %1406[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1408 = llvm.getelementptr %1406[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1409 = llvm.getelementptr %1406[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb175(%52 : i32)
    ^bb175(%1410: i32):  // 2 preds: ^bb174, ^bb176
      %1411 = llvm.icmp "slt" %1410, %59 : i32
      llvm.cond_br %1411, ^bb176, ^bb177 {llvm.loop_annotation = #loop_annotation}
    ^bb176:  // pred: ^bb175
      %1412 = llvm.mul %1410, %34 : i32
      %1413 = llvm.getelementptr %976[%1412] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1414 = llvm.mul %1403, %34 : i32
      %1415 = llvm.mul %1410, %58 : i32
      %1416 = llvm.add %1414, %1415 : i32
      %1417 = llvm.getelementptr %63[%1416] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1418 = llvm.load %1406 : !llvm.ptr -> vector<2xf16>
      %1419 = llvm.load %1407 : !llvm.ptr -> vector<2xf16>
      %1420 = llvm.load %1408 : !llvm.ptr -> vector<2xf16>
      %1421 = llvm.load %1409 : !llvm.ptr -> vector<2xf16>
      %1422 = llvm.load %1413 : !llvm.ptr -> vector<2xf16>
      %1423 = llvm.getelementptr %1413[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1424 = llvm.load %1423 : !llvm.ptr -> vector<2xf16>
      %1425 = llvm.load %1417 : !llvm.ptr -> f32
      %1426 = llvm.getelementptr %1417[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1427 = llvm.load %1426 : !llvm.ptr -> f32
      %1428 = llvm.getelementptr %1417[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1429 = llvm.load %1428 : !llvm.ptr -> f32
      %1430 = llvm.getelementptr %1417[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1431 = llvm.load %1430 : !llvm.ptr -> f32
      %1432 = nvvm.mma.sync A[%1418, %1419, %1420, %1421]  B[%1422, %1424]  C[%1425, %1427, %1429, %1431]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1433 = llvm.extractvalue %1432[0] : !llvm_struct_687153
      %1434 = llvm.extractvalue %1432[1] : !llvm_struct_687153
      %1435 = llvm.extractvalue %1432[2] : !llvm_struct_687153
      %1436 = llvm.extractvalue %1432[3] : !llvm_struct_687153
      llvm.store %1433, %1417 : f32, !llvm.ptr
      llvm.store %1434, %1426 : f32, !llvm.ptr
      llvm.store %1435, %1428 : f32, !llvm.ptr
      llvm.store %1436, %1430 : f32, !llvm.ptr
      %1437 = llvm.add %1410, %61 : i32
      llvm.br ^bb175(%1437 : i32)
    ^bb177:  // pred: ^bb175
      %1438 = llvm.add %1403, %61 : i32
      llvm.br ^bb173(%1438 : i32)
    ^bb178:  // pred: ^bb173
      %1439 = llvm.add %898, %901 : i32
      %1440 = llvm.add %1439, %985 : i32
      %1441 = llvm.getelementptr %906[%1440] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb179(%52 : i32)
    ^bb179(%1442: i32):  // 2 preds: ^bb178, ^bb180
      %1443 = llvm.icmp "slt" %1442, %34 : i32
      llvm.cond_br %1443, ^bb180, ^bb181 {llvm.loop_annotation = #loop_annotation}
    ^bb180:  // pred: ^bb179
      %1444 = llvm.mul %1442, %22 : i32
      %1445 = llvm.getelementptr %1441[%1444] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1446 = llvm.mul %1442, %59 : i32
      %1447 = llvm.getelementptr %979[%1446] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1448 = nvvm.ldmatrix %1445 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1449 = llvm.extractvalue %1448[0] : !llvm_struct_a37b2a
      %1450 = llvm.extractvalue %1448[1] : !llvm_struct_a37b2a
      %1451 = llvm.extractvalue %1448[2] : !llvm_struct_a37b2a
      %1452 = llvm.extractvalue %1448[3] : !llvm_struct_a37b2a
      %1453 = llvm.insertelement %1449, %4[%3 : i64] : vector<4xi32>
      %1454 = llvm.insertelement %1450, %1453[%2 : i64] : vector<4xi32>
      %1455 = llvm.insertelement %1451, %1454[%1 : i64] : vector<4xi32>
      %1456 = llvm.insertelement %1452, %1455[%0 : i64] : vector<4xi32>
      %1457 = llvm.extractelement %1456[%52 : i32] : vector<4xi32>
      llvm.store %1457, %1447 : i32, !llvm.ptr
      %1458 = llvm.extractelement %1456[%61 : i32] : vector<4xi32>
      %1459 = llvm.getelementptr %1447[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1458, %1459 : i32, !llvm.ptr
      %1460 = llvm.extractelement %1456[%53 : i32] : vector<4xi32>
      %1461 = llvm.getelementptr %1447[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1460, %1461 : i32, !llvm.ptr
      %1462 = llvm.extractelement %1456[%54 : i32] : vector<4xi32>
      %1463 = llvm.getelementptr %1447[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1462, %1463 : i32, !llvm.ptr
      %1464 = llvm.add %1442, %61 : i32
      llvm.br ^bb179(%1464 : i32)
    ^bb181:  // pred: ^bb179
      %1465 = llvm.add %920, %923 : i32
      %1466 = llvm.add %1465, %985 : i32
      %1467 = llvm.getelementptr %928[%1466] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb182(%52 : i32)
    ^bb182(%1468: i32):  // 2 preds: ^bb181, ^bb183
      %1469 = llvm.icmp "slt" %1468, %34 : i32
      llvm.cond_br %1469, ^bb183, ^bb184 {llvm.loop_annotation = #loop_annotation}
    ^bb183:  // pred: ^bb182
      %1470 = llvm.mul %1468, %22 : i32
      %1471 = llvm.getelementptr %1467[%1470] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1472 = llvm.mul %1468, %59 : i32
      %1473 = llvm.getelementptr %980[%1472] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1474 = nvvm.ldmatrix %1471 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1475 = llvm.extractvalue %1474[0] : !llvm_struct_a37b2a
      %1476 = llvm.extractvalue %1474[1] : !llvm_struct_a37b2a
      %1477 = llvm.extractvalue %1474[2] : !llvm_struct_a37b2a
      %1478 = llvm.extractvalue %1474[3] : !llvm_struct_a37b2a
      %1479 = llvm.insertelement %1475, %4[%3 : i64] : vector<4xi32>
      %1480 = llvm.insertelement %1476, %1479[%2 : i64] : vector<4xi32>
      %1481 = llvm.insertelement %1477, %1480[%1 : i64] : vector<4xi32>
      %1482 = llvm.insertelement %1478, %1481[%0 : i64] : vector<4xi32>
      %1483 = llvm.extractelement %1482[%52 : i32] : vector<4xi32>
      llvm.store %1483, %1473 : i32, !llvm.ptr
      %1484 = llvm.extractelement %1482[%61 : i32] : vector<4xi32>
      %1485 = llvm.getelementptr %1473[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1484, %1485 : i32, !llvm.ptr
      %1486 = llvm.extractelement %1482[%53 : i32] : vector<4xi32>
      %1487 = llvm.getelementptr %1473[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1486, %1487 : i32, !llvm.ptr
      %1488 = llvm.extractelement %1482[%54 : i32] : vector<4xi32>
      %1489 = llvm.getelementptr %1473[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1488, %1489 : i32, !llvm.ptr
      %1490 = llvm.add %1468, %61 : i32
      llvm.br ^bb182(%1490 : i32)
    ^bb184:  // pred: ^bb182
      llvm.br ^bb185(%52 : i32)
    ^bb185(%1491: i32):  // 2 preds: ^bb184, ^bb189
      %1492 = llvm.icmp "slt" %1491, %34 : i32
      llvm.cond_br %1492, ^bb186, ^bb190 {llvm.loop_annotation = #loop_annotation}
    ^bb186:  // pred: ^bb185
      %1493 = llvm.mul %1491, %59 : i32
      %1494 = llvm.getelementptr %977[%1493] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1495 = llvm.getelementptr %1494[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1496 = llvm.getelementptr %1494[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1497 = llvm.getelementptr %1494[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb187(%52 : i32)
    ^bb187(%1498: i32):  // 2 preds: ^bb186, ^bb188
      %1499 = llvm.icmp "slt" %1498, %59 : i32
      llvm.cond_br %1499, ^bb188, ^bb189 {llvm.loop_annotation = #loop_annotation}
    ^bb188:  // pred: ^bb187
      %1500 = llvm.mul %1498, %34 : i32
      %1501 = llvm.getelementptr %978[%1500] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1502 = llvm.mul %1491, %34 : i32
      %1503 = llvm.mul %1498, %58 : i32
      %1504 = llvm.add %1502, %1503 : i32
      %1505 = llvm.getelementptr %63[%1504] : (!llvm.ptr, i32) -> !llvm.ptr, f32
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
      %1525 = llvm.add %1498, %61 : i32
      llvm.br ^bb187(%1525 : i32)
    ^bb189:  // pred: ^bb187
      %1526 = llvm.add %1491, %61 : i32
      llvm.br ^bb185(%1526 : i32)
    ^bb190:  // pred: ^bb185
      %1527 = llvm.add %983, %61 : i32
      %1528 = llvm.icmp "eq" %1527, %54 : i32
      %1529 = llvm.select %1528, %52, %1527 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1530 = llvm.mul %1529, %16 : i32
      %1531 = llvm.getelementptr %906[%1530] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb191(%52 : i32)
    ^bb191(%1532: i32):  // 2 preds: ^bb190, ^bb192
      %1533 = llvm.icmp "slt" %1532, %34 : i32
      llvm.cond_br %1533, ^bb192, ^bb193 {llvm.loop_annotation = #loop_annotation}
    ^bb192:  // pred: ^bb191
      %1534 = llvm.mul %1532, %22 : i32
      %1535 = llvm.getelementptr %1531[%1534] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1536 = llvm.mul %1532, %59 : i32
      %1537 = llvm.getelementptr %65[%1536] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1538 = nvvm.ldmatrix %1535 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1539 = llvm.extractvalue %1538[0] : !llvm_struct_a37b2a
      %1540 = llvm.extractvalue %1538[1] : !llvm_struct_a37b2a
      %1541 = llvm.extractvalue %1538[2] : !llvm_struct_a37b2a
      %1542 = llvm.extractvalue %1538[3] : !llvm_struct_a37b2a
      %1543 = llvm.insertelement %1539, %4[%3 : i64] : vector<4xi32>
      %1544 = llvm.insertelement %1540, %1543[%2 : i64] : vector<4xi32>
      %1545 = llvm.insertelement %1541, %1544[%1 : i64] : vector<4xi32>
      %1546 = llvm.insertelement %1542, %1545[%0 : i64] : vector<4xi32>
      %1547 = llvm.extractelement %1546[%52 : i32] : vector<4xi32>
      llvm.store %1547, %1537 : i32, !llvm.ptr
      %1548 = llvm.extractelement %1546[%61 : i32] : vector<4xi32>
      %1549 = llvm.getelementptr %1537[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1548, %1549 : i32, !llvm.ptr
      %1550 = llvm.extractelement %1546[%53 : i32] : vector<4xi32>
      %1551 = llvm.getelementptr %1537[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1550, %1551 : i32, !llvm.ptr
      %1552 = llvm.extractelement %1546[%54 : i32] : vector<4xi32>
      %1553 = llvm.getelementptr %1537[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1552, %1553 : i32, !llvm.ptr
      %1554 = llvm.add %1532, %61 : i32
      llvm.br ^bb191(%1554 : i32)
    ^bb193:  // pred: ^bb191
      %1555 = llvm.getelementptr %928[%1530] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb194(%52 : i32)
    ^bb194(%1556: i32):  // 2 preds: ^bb193, ^bb195
      %1557 = llvm.icmp "slt" %1556, %34 : i32
      llvm.cond_br %1557, ^bb195, ^bb196 {llvm.loop_annotation = #loop_annotation}
    ^bb195:  // pred: ^bb194
      %1558 = llvm.mul %1556, %22 : i32
      %1559 = llvm.getelementptr %1555[%1558] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1560 = llvm.mul %1556, %59 : i32
      %1561 = llvm.getelementptr %64[%1560] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1562 = nvvm.ldmatrix %1559 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1563 = llvm.extractvalue %1562[0] : !llvm_struct_a37b2a
      %1564 = llvm.extractvalue %1562[1] : !llvm_struct_a37b2a
      %1565 = llvm.extractvalue %1562[2] : !llvm_struct_a37b2a
      %1566 = llvm.extractvalue %1562[3] : !llvm_struct_a37b2a
      %1567 = llvm.insertelement %1563, %4[%3 : i64] : vector<4xi32>
      %1568 = llvm.insertelement %1564, %1567[%2 : i64] : vector<4xi32>
      %1569 = llvm.insertelement %1565, %1568[%1 : i64] : vector<4xi32>
      %1570 = llvm.insertelement %1566, %1569[%0 : i64] : vector<4xi32>
      %1571 = llvm.extractelement %1570[%52 : i32] : vector<4xi32>
      llvm.store %1571, %1561 : i32, !llvm.ptr
      %1572 = llvm.extractelement %1570[%61 : i32] : vector<4xi32>
      %1573 = llvm.getelementptr %1561[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1572, %1573 : i32, !llvm.ptr
      %1574 = llvm.extractelement %1570[%53 : i32] : vector<4xi32>
      %1575 = llvm.getelementptr %1561[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1574, %1575 : i32, !llvm.ptr
      %1576 = llvm.extractelement %1570[%54 : i32] : vector<4xi32>
      %1577 = llvm.getelementptr %1561[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1576, %1577 : i32, !llvm.ptr
      %1578 = llvm.add %1556, %61 : i32
      llvm.br ^bb194(%1578 : i32)
    ^bb196:  // pred: ^bb194
      llvm.br ^bb197(%52 : i32)
    ^bb197(%1579: i32):  // 2 preds: ^bb196, ^bb201
      %1580 = llvm.icmp "slt" %1579, %34 : i32
      llvm.cond_br %1580, ^bb198, ^bb202 {llvm.loop_annotation = #loop_annotation}
    ^bb198:  // pred: ^bb197
      %1581 = llvm.mul %1579, %59 : i32
      %1582 = llvm.getelementptr %979[%1581] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1583 = llvm.getelementptr %1582[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1584 = llvm.getelementptr %1582[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1585 = llvm.getelementptr %1582[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb199(%52 : i32)
    ^bb199(%1586: i32):  // 2 preds: ^bb198, ^bb200
      %1587 = llvm.icmp "slt" %1586, %59 : i32
      llvm.cond_br %1587, ^bb200, ^bb201 {llvm.loop_annotation = #loop_annotation}
    ^bb200:  // pred: ^bb199
      %1588 = llvm.mul %1586, %34 : i32
      %1589 = llvm.getelementptr %980[%1588] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1590 = llvm.mul %1579, %34 : i32
      %1591 = llvm.mul %1586, %58 : i32
      %1592 = llvm.add %1590, %1591 : i32
      %1593 = llvm.getelementptr %63[%1592] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1594 = llvm.load %1582 : !llvm.ptr -> vector<2xf16>
      %1595 = llvm.load %1583 : !llvm.ptr -> vector<2xf16>
      %1596 = llvm.load %1584 : !llvm.ptr -> vector<2xf16>
      %1597 = llvm.load %1585 : !llvm.ptr -> vector<2xf16>
      %1598 = llvm.load %1589 : !llvm.ptr -> vector<2xf16>
      %1599 = llvm.getelementptr %1589[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1600 = llvm.load %1599 : !llvm.ptr -> vector<2xf16>
      %1601 = llvm.load %1593 : !llvm.ptr -> f32
      %1602 = llvm.getelementptr %1593[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1603 = llvm.load %1602 : !llvm.ptr -> f32
      %1604 = llvm.getelementptr %1593[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1605 = llvm.load %1604 : !llvm.ptr -> f32
      %1606 = llvm.getelementptr %1593[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1607 = llvm.load %1606 : !llvm.ptr -> f32
      %1608 = nvvm.mma.sync A[%1594, %1595, %1596, %1597]  B[%1598, %1600]  C[%1601, %1603, %1605, %1607]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1609 = llvm.extractvalue %1608[0] : !llvm_struct_687153
      %1610 = llvm.extractvalue %1608[1] : !llvm_struct_687153
      %1611 = llvm.extractvalue %1608[2] : !llvm_struct_687153
      %1612 = llvm.extractvalue %1608[3] : !llvm_struct_687153
      llvm.store %1609, %1593 : f32, !llvm.ptr
      llvm.store %1610, %1602 : f32, !llvm.ptr
      llvm.store %1611, %1604 : f32, !llvm.ptr
      llvm.store %1612, %1606 : f32, !llvm.ptr
      %1613 = llvm.add %1586, %61 : i32
      llvm.br ^bb199(%1613 : i32)
    ^bb201:  // pred: ^bb199
      %1614 = llvm.add %1579, %61 : i32
      llvm.br ^bb197(%1614 : i32)
    ^bb202:  // pred: ^bb197
      %1615 = llvm.add %981, %61 : i32
      llvm.br ^bb103(%1615, %983, %1529 : i32, i32, i32)
    ^bb203:  // pred: ^bb103
      nvvm.cp.async.wait.group 0
      %1616 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1617 = llvm.fptrunc %1616 : vector<128xf32> to vector<128xf16>
      llvm.store %1617, %62 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %1618 = llvm.add %88, %61 : i32
      %1619 = llvm.mul %1618, %60 : i32
      %1620 = llvm.icmp "sle" %1619, %40 : i32
      %1621 = llvm.add %97, %61 : i32
      %1622 = llvm.mul %1621, %60 : i32
      %1623 = llvm.icmp "sle" %1622, %45 : i32
      %1624 = llvm.and %1620, %1623 : i1
      llvm.cond_br %1624, ^bb204, ^bb208
    ^bb204:  // pred: ^bb203
      llvm.br ^bb205(%52 : i32)
    ^bb205(%1625: i32):  // 2 preds: ^bb204, ^bb206
      %1626 = llvm.icmp "slt" %1625, %37 : i32
      llvm.cond_br %1626, ^bb206, ^bb207 {llvm.loop_annotation = #loop_annotation}
    ^bb206:  // pred: ^bb205
      %1627 = llvm.mul %1625, %53 : i32
      %1628 = llvm.getelementptr %62[%1627] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1629 = llvm.sdiv %1625, %53 : i32
      %1630 = llvm.srem %1625, %53 : i32
      %1631 = llvm.mul %1630, %15 : i32
      %1632 = llvm.sdiv %1629, %34 : i32
      %1633 = llvm.srem %1629, %34 : i32
      %1634 = llvm.mul %1633, %14 : i32
      %1635 = llvm.add %1631, %1634 : i32
      %1636 = llvm.mul %1632, %58 : i32
      %1637 = llvm.add %1635, %1636 : i32
      %1638 = llvm.getelementptr %882[%1637] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1639 = llvm.load %1628 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1639, %1638 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1640 = llvm.add %1625, %61 : i32
      llvm.br ^bb205(%1640 : i32)
    ^bb207:  // 3 preds: ^bb205, ^bb462, ^bb463
      llvm.br ^bb464
    ^bb208:  // pred: ^bb203
      %1641 = llvm.mul %871, %58 : i32
      %1642 = llvm.add %873, %1641 : i32
      %1643 = llvm.add %875, %879 : i32
      %1644 = llvm.add %107, %1642 : i32
      %1645 = llvm.icmp "slt" %1644, %40 : i32
      %1646 = llvm.icmp "slt" %1643, %45 : i32
      %1647 = llvm.and %1645, %1646 : i1
      llvm.cond_br %1647, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1648 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %1649 = llvm.inttoptr %1648 : i64 to !llvm.ptr
      %1650 = llvm.load %1649 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1651 = llvm.ptrtoint %882 : !llvm.ptr<1> to i64
      %1652 = llvm.inttoptr %1651 : i64 to !llvm.ptr<1>
      llvm.store %1650, %1652 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1653 = llvm.add %1643, %61 : i32
      %1654 = llvm.icmp "slt" %1653, %45 : i32
      %1655 = llvm.and %1645, %1654 : i1
      llvm.cond_br %1655, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1656 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %1657 = llvm.ptrtoint %1656 : !llvm.ptr to i64
      %1658 = llvm.inttoptr %1657 : i64 to !llvm.ptr
      %1659 = llvm.load %1658 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1660 = llvm.getelementptr %882[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1661 = llvm.ptrtoint %1660 : !llvm.ptr<1> to i64
      %1662 = llvm.inttoptr %1661 : i64 to !llvm.ptr<1>
      llvm.store %1659, %1662 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1663 = llvm.add %1644, %59 : i32
      %1664 = llvm.icmp "slt" %1663, %40 : i32
      %1665 = llvm.and %1664, %1646 : i1
      llvm.cond_br %1665, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1666 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %1667 = llvm.ptrtoint %1666 : !llvm.ptr to i64
      %1668 = llvm.inttoptr %1667 : i64 to !llvm.ptr
      %1669 = llvm.load %1668 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1670 = llvm.getelementptr %882[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1671 = llvm.ptrtoint %1670 : !llvm.ptr<1> to i64
      %1672 = llvm.inttoptr %1671 : i64 to !llvm.ptr<1>
      llvm.store %1669, %1672 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1673 = llvm.and %1664, %1654 : i1
      llvm.cond_br %1673, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1674 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %1675 = llvm.ptrtoint %1674 : !llvm.ptr to i64
      %1676 = llvm.inttoptr %1675 : i64 to !llvm.ptr
      %1677 = llvm.load %1676 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1678 = llvm.getelementptr %882[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1679 = llvm.ptrtoint %1678 : !llvm.ptr<1> to i64
      %1680 = llvm.inttoptr %1679 : i64 to !llvm.ptr<1>
      llvm.store %1677, %1680 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1681 = llvm.add %1644, %46 : i32
      %1682 = llvm.icmp "slt" %1681, %40 : i32
      %1683 = llvm.and %1682, %1646 : i1
      llvm.cond_br %1683, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1684 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %1685 = llvm.ptrtoint %1684 : !llvm.ptr to i64
      %1686 = llvm.inttoptr %1685 : i64 to !llvm.ptr
      %1687 = llvm.load %1686 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1688 = llvm.getelementptr %882[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1689 = llvm.ptrtoint %1688 : !llvm.ptr<1> to i64
      %1690 = llvm.inttoptr %1689 : i64 to !llvm.ptr<1>
      llvm.store %1687, %1690 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1691 = llvm.and %1682, %1654 : i1
      llvm.cond_br %1691, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1692 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %1693 = llvm.ptrtoint %1692 : !llvm.ptr to i64
      %1694 = llvm.inttoptr %1693 : i64 to !llvm.ptr
      %1695 = llvm.load %1694 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1696 = llvm.getelementptr %882[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1697 = llvm.ptrtoint %1696 : !llvm.ptr<1> to i64
      %1698 = llvm.inttoptr %1697 : i64 to !llvm.ptr<1>
      llvm.store %1695, %1698 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1699 = llvm.add %1644, %13 : i32
      %1700 = llvm.icmp "slt" %1699, %40 : i32
      %1701 = llvm.and %1700, %1646 : i1
      llvm.cond_br %1701, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1702 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %1703 = llvm.ptrtoint %1702 : !llvm.ptr to i64
      %1704 = llvm.inttoptr %1703 : i64 to !llvm.ptr
      %1705 = llvm.load %1704 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1706 = llvm.getelementptr %882[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1707 = llvm.ptrtoint %1706 : !llvm.ptr<1> to i64
      %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr<1>
      llvm.store %1705, %1708 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1709 = llvm.and %1700, %1654 : i1
      llvm.cond_br %1709, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1710 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %1711 = llvm.ptrtoint %1710 : !llvm.ptr to i64
      %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr
      %1713 = llvm.load %1712 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1714 = llvm.getelementptr %882[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1715 = llvm.ptrtoint %1714 : !llvm.ptr<1> to i64
      %1716 = llvm.inttoptr %1715 : i64 to !llvm.ptr<1>
      llvm.store %1713, %1716 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1717 = llvm.add %1644, %37 : i32
      %1718 = llvm.icmp "slt" %1717, %40 : i32
      %1719 = llvm.and %1718, %1646 : i1
      llvm.cond_br %1719, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1720 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %1721 = llvm.ptrtoint %1720 : !llvm.ptr to i64
      %1722 = llvm.inttoptr %1721 : i64 to !llvm.ptr
      %1723 = llvm.load %1722 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1724 = llvm.getelementptr %882[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1725 = llvm.ptrtoint %1724 : !llvm.ptr<1> to i64
      %1726 = llvm.inttoptr %1725 : i64 to !llvm.ptr<1>
      llvm.store %1723, %1726 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1727 = llvm.and %1718, %1654 : i1
      llvm.cond_br %1727, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1728 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %1729 = llvm.ptrtoint %1728 : !llvm.ptr to i64
      %1730 = llvm.inttoptr %1729 : i64 to !llvm.ptr
      %1731 = llvm.load %1730 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1732 = llvm.getelementptr %882[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1733 = llvm.ptrtoint %1732 : !llvm.ptr<1> to i64
      %1734 = llvm.inttoptr %1733 : i64 to !llvm.ptr<1>
      llvm.store %1731, %1734 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1735 = llvm.add %1644, %45 : i32
      %1736 = llvm.icmp "slt" %1735, %40 : i32
      %1737 = llvm.and %1736, %1646 : i1
      llvm.cond_br %1737, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1738 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %1739 = llvm.ptrtoint %1738 : !llvm.ptr to i64
      %1740 = llvm.inttoptr %1739 : i64 to !llvm.ptr
      %1741 = llvm.load %1740 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1742 = llvm.getelementptr %882[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1743 = llvm.ptrtoint %1742 : !llvm.ptr<1> to i64
      %1744 = llvm.inttoptr %1743 : i64 to !llvm.ptr<1>
      llvm.store %1741, %1744 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1745 = llvm.and %1736, %1654 : i1
      llvm.cond_br %1745, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1746 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %1747 = llvm.ptrtoint %1746 : !llvm.ptr to i64
      %1748 = llvm.inttoptr %1747 : i64 to !llvm.ptr
      %1749 = llvm.load %1748 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1750 = llvm.getelementptr %882[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1751 = llvm.ptrtoint %1750 : !llvm.ptr<1> to i64
      %1752 = llvm.inttoptr %1751 : i64 to !llvm.ptr<1>
      llvm.store %1749, %1752 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1753 = llvm.add %1644, %24 : i32
      %1754 = llvm.icmp "slt" %1753, %40 : i32
      %1755 = llvm.and %1754, %1646 : i1
      llvm.cond_br %1755, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1756 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %1757 = llvm.ptrtoint %1756 : !llvm.ptr to i64
      %1758 = llvm.inttoptr %1757 : i64 to !llvm.ptr
      %1759 = llvm.load %1758 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1760 = llvm.getelementptr %882[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1761 = llvm.ptrtoint %1760 : !llvm.ptr<1> to i64
      %1762 = llvm.inttoptr %1761 : i64 to !llvm.ptr<1>
      llvm.store %1759, %1762 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1763 = llvm.and %1754, %1654 : i1
      llvm.cond_br %1763, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1764 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %1765 = llvm.ptrtoint %1764 : !llvm.ptr to i64
      %1766 = llvm.inttoptr %1765 : i64 to !llvm.ptr
      %1767 = llvm.load %1766 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1768 = llvm.getelementptr %882[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1769 = llvm.ptrtoint %1768 : !llvm.ptr<1> to i64
      %1770 = llvm.inttoptr %1769 : i64 to !llvm.ptr<1>
      llvm.store %1767, %1770 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1771 = llvm.add %1644, %12 : i32
      %1772 = llvm.icmp "slt" %1771, %40 : i32
      %1773 = llvm.and %1772, %1646 : i1
      llvm.cond_br %1773, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1774 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %1775 = llvm.ptrtoint %1774 : !llvm.ptr to i64
      %1776 = llvm.inttoptr %1775 : i64 to !llvm.ptr
      %1777 = llvm.load %1776 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1778 = llvm.getelementptr %882[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1779 = llvm.ptrtoint %1778 : !llvm.ptr<1> to i64
      %1780 = llvm.inttoptr %1779 : i64 to !llvm.ptr<1>
      llvm.store %1777, %1780 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1781 = llvm.and %1772, %1654 : i1
      llvm.cond_br %1781, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1782 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %1783 = llvm.ptrtoint %1782 : !llvm.ptr to i64
      %1784 = llvm.inttoptr %1783 : i64 to !llvm.ptr
      %1785 = llvm.load %1784 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1786 = llvm.getelementptr %882[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1787 = llvm.ptrtoint %1786 : !llvm.ptr<1> to i64
      %1788 = llvm.inttoptr %1787 : i64 to !llvm.ptr<1>
      llvm.store %1785, %1788 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1789 = llvm.add %1643, %58 : i32
      %1790 = llvm.icmp "slt" %1789, %45 : i32
      %1791 = llvm.and %1645, %1790 : i1
      llvm.cond_br %1791, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1792 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1793 = llvm.ptrtoint %1792 : !llvm.ptr to i64
      %1794 = llvm.inttoptr %1793 : i64 to !llvm.ptr
      %1795 = llvm.load %1794 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1796 = llvm.getelementptr %882[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1797 = llvm.ptrtoint %1796 : !llvm.ptr<1> to i64
      %1798 = llvm.inttoptr %1797 : i64 to !llvm.ptr<1>
      llvm.store %1795, %1798 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1799 = llvm.add %1643, %11 : i32
      %1800 = llvm.icmp "slt" %1799, %45 : i32
      %1801 = llvm.and %1645, %1800 : i1
      llvm.cond_br %1801, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1802 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %1803 = llvm.ptrtoint %1802 : !llvm.ptr to i64
      %1804 = llvm.inttoptr %1803 : i64 to !llvm.ptr
      %1805 = llvm.load %1804 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1806 = llvm.getelementptr %882[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1807 = llvm.ptrtoint %1806 : !llvm.ptr<1> to i64
      %1808 = llvm.inttoptr %1807 : i64 to !llvm.ptr<1>
      llvm.store %1805, %1808 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1809 = llvm.and %1664, %1790 : i1
      llvm.cond_br %1809, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1810 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %1811 = llvm.ptrtoint %1810 : !llvm.ptr to i64
      %1812 = llvm.inttoptr %1811 : i64 to !llvm.ptr
      %1813 = llvm.load %1812 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1814 = llvm.getelementptr %882[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1815 = llvm.ptrtoint %1814 : !llvm.ptr<1> to i64
      %1816 = llvm.inttoptr %1815 : i64 to !llvm.ptr<1>
      llvm.store %1813, %1816 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1817 = llvm.and %1664, %1800 : i1
      llvm.cond_br %1817, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1818 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %1819 = llvm.ptrtoint %1818 : !llvm.ptr to i64
      %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr
      %1821 = llvm.load %1820 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1822 = llvm.getelementptr %882[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1823 = llvm.ptrtoint %1822 : !llvm.ptr<1> to i64
      %1824 = llvm.inttoptr %1823 : i64 to !llvm.ptr<1>
      llvm.store %1821, %1824 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1825 = llvm.and %1682, %1790 : i1
      llvm.cond_br %1825, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1826 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %1827 = llvm.ptrtoint %1826 : !llvm.ptr to i64
      %1828 = llvm.inttoptr %1827 : i64 to !llvm.ptr
      %1829 = llvm.load %1828 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1830 = llvm.getelementptr %882[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1831 = llvm.ptrtoint %1830 : !llvm.ptr<1> to i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr<1>
      llvm.store %1829, %1832 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1833 = llvm.and %1682, %1800 : i1
      llvm.cond_br %1833, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1834 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %1835 = llvm.ptrtoint %1834 : !llvm.ptr to i64
      %1836 = llvm.inttoptr %1835 : i64 to !llvm.ptr
      %1837 = llvm.load %1836 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1838 = llvm.getelementptr %882[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1839 = llvm.ptrtoint %1838 : !llvm.ptr<1> to i64
      %1840 = llvm.inttoptr %1839 : i64 to !llvm.ptr<1>
      llvm.store %1837, %1840 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1841 = llvm.and %1700, %1790 : i1
      llvm.cond_br %1841, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1842 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %1843 = llvm.ptrtoint %1842 : !llvm.ptr to i64
      %1844 = llvm.inttoptr %1843 : i64 to !llvm.ptr
      %1845 = llvm.load %1844 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1846 = llvm.getelementptr %882[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1847 = llvm.ptrtoint %1846 : !llvm.ptr<1> to i64
      %1848 = llvm.inttoptr %1847 : i64 to !llvm.ptr<1>
      llvm.store %1845, %1848 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1849 = llvm.and %1700, %1800 : i1
      llvm.cond_br %1849, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1850 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %1851 = llvm.ptrtoint %1850 : !llvm.ptr to i64
      %1852 = llvm.inttoptr %1851 : i64 to !llvm.ptr
      %1853 = llvm.load %1852 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1854 = llvm.getelementptr %882[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1855 = llvm.ptrtoint %1854 : !llvm.ptr<1> to i64
      %1856 = llvm.inttoptr %1855 : i64 to !llvm.ptr<1>
      llvm.store %1853, %1856 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1857 = llvm.and %1718, %1790 : i1
      llvm.cond_br %1857, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1858 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %1859 = llvm.ptrtoint %1858 : !llvm.ptr to i64
      %1860 = llvm.inttoptr %1859 : i64 to !llvm.ptr
      %1861 = llvm.load %1860 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1862 = llvm.getelementptr %882[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1863 = llvm.ptrtoint %1862 : !llvm.ptr<1> to i64
      %1864 = llvm.inttoptr %1863 : i64 to !llvm.ptr<1>
      llvm.store %1861, %1864 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1865 = llvm.and %1718, %1800 : i1
      llvm.cond_br %1865, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1866 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %1867 = llvm.ptrtoint %1866 : !llvm.ptr to i64
      %1868 = llvm.inttoptr %1867 : i64 to !llvm.ptr
      %1869 = llvm.load %1868 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1870 = llvm.getelementptr %882[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1871 = llvm.ptrtoint %1870 : !llvm.ptr<1> to i64
      %1872 = llvm.inttoptr %1871 : i64 to !llvm.ptr<1>
      llvm.store %1869, %1872 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1873 = llvm.and %1736, %1790 : i1
      llvm.cond_br %1873, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1874 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %1875 = llvm.ptrtoint %1874 : !llvm.ptr to i64
      %1876 = llvm.inttoptr %1875 : i64 to !llvm.ptr
      %1877 = llvm.load %1876 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1878 = llvm.getelementptr %882[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1879 = llvm.ptrtoint %1878 : !llvm.ptr<1> to i64
      %1880 = llvm.inttoptr %1879 : i64 to !llvm.ptr<1>
      llvm.store %1877, %1880 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1881 = llvm.and %1736, %1800 : i1
      llvm.cond_br %1881, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1882 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %1883 = llvm.ptrtoint %1882 : !llvm.ptr to i64
      %1884 = llvm.inttoptr %1883 : i64 to !llvm.ptr
      %1885 = llvm.load %1884 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1886 = llvm.getelementptr %882[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1887 = llvm.ptrtoint %1886 : !llvm.ptr<1> to i64
      %1888 = llvm.inttoptr %1887 : i64 to !llvm.ptr<1>
      llvm.store %1885, %1888 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1889 = llvm.and %1754, %1790 : i1
      llvm.cond_br %1889, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1890 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %1891 = llvm.ptrtoint %1890 : !llvm.ptr to i64
      %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr
      %1893 = llvm.load %1892 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1894 = llvm.getelementptr %882[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1895 = llvm.ptrtoint %1894 : !llvm.ptr<1> to i64
      %1896 = llvm.inttoptr %1895 : i64 to !llvm.ptr<1>
      llvm.store %1893, %1896 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1897 = llvm.and %1754, %1800 : i1
      llvm.cond_br %1897, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1898 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %1899 = llvm.ptrtoint %1898 : !llvm.ptr to i64
      %1900 = llvm.inttoptr %1899 : i64 to !llvm.ptr
      %1901 = llvm.load %1900 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1902 = llvm.getelementptr %882[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1903 = llvm.ptrtoint %1902 : !llvm.ptr<1> to i64
      %1904 = llvm.inttoptr %1903 : i64 to !llvm.ptr<1>
      llvm.store %1901, %1904 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1905 = llvm.and %1772, %1790 : i1
      llvm.cond_br %1905, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1906 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %1907 = llvm.ptrtoint %1906 : !llvm.ptr to i64
      %1908 = llvm.inttoptr %1907 : i64 to !llvm.ptr
      %1909 = llvm.load %1908 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1910 = llvm.getelementptr %882[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1911 = llvm.ptrtoint %1910 : !llvm.ptr<1> to i64
      %1912 = llvm.inttoptr %1911 : i64 to !llvm.ptr<1>
      llvm.store %1909, %1912 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1913 = llvm.and %1772, %1800 : i1
      llvm.cond_br %1913, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1914 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %1915 = llvm.ptrtoint %1914 : !llvm.ptr to i64
      %1916 = llvm.inttoptr %1915 : i64 to !llvm.ptr
      %1917 = llvm.load %1916 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1918 = llvm.getelementptr %882[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1919 = llvm.ptrtoint %1918 : !llvm.ptr<1> to i64
      %1920 = llvm.inttoptr %1919 : i64 to !llvm.ptr<1>
      llvm.store %1917, %1920 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1921 = llvm.add %1643, %46 : i32
      %1922 = llvm.icmp "slt" %1921, %45 : i32
      %1923 = llvm.and %1645, %1922 : i1
      llvm.cond_br %1923, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1924 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1925 = llvm.ptrtoint %1924 : !llvm.ptr to i64
      %1926 = llvm.inttoptr %1925 : i64 to !llvm.ptr
      %1927 = llvm.load %1926 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1928 = llvm.getelementptr %882[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1929 = llvm.ptrtoint %1928 : !llvm.ptr<1> to i64
      %1930 = llvm.inttoptr %1929 : i64 to !llvm.ptr<1>
      llvm.store %1927, %1930 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1931 = llvm.add %1643, %10 : i32
      %1932 = llvm.icmp "slt" %1931, %45 : i32
      %1933 = llvm.and %1645, %1932 : i1
      llvm.cond_br %1933, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1934 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %1935 = llvm.ptrtoint %1934 : !llvm.ptr to i64
      %1936 = llvm.inttoptr %1935 : i64 to !llvm.ptr
      %1937 = llvm.load %1936 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1938 = llvm.getelementptr %882[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1939 = llvm.ptrtoint %1938 : !llvm.ptr<1> to i64
      %1940 = llvm.inttoptr %1939 : i64 to !llvm.ptr<1>
      llvm.store %1937, %1940 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1941 = llvm.and %1664, %1922 : i1
      llvm.cond_br %1941, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1942 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %1943 = llvm.ptrtoint %1942 : !llvm.ptr to i64
      %1944 = llvm.inttoptr %1943 : i64 to !llvm.ptr
      %1945 = llvm.load %1944 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1946 = llvm.getelementptr %882[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1947 = llvm.ptrtoint %1946 : !llvm.ptr<1> to i64
      %1948 = llvm.inttoptr %1947 : i64 to !llvm.ptr<1>
      llvm.store %1945, %1948 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1949 = llvm.and %1664, %1932 : i1
      llvm.cond_br %1949, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1950 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %1951 = llvm.ptrtoint %1950 : !llvm.ptr to i64
      %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr
      %1953 = llvm.load %1952 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1954 = llvm.getelementptr %882[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1955 = llvm.ptrtoint %1954 : !llvm.ptr<1> to i64
      %1956 = llvm.inttoptr %1955 : i64 to !llvm.ptr<1>
      llvm.store %1953, %1956 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1957 = llvm.and %1682, %1922 : i1
      llvm.cond_br %1957, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1958 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %1959 = llvm.ptrtoint %1958 : !llvm.ptr to i64
      %1960 = llvm.inttoptr %1959 : i64 to !llvm.ptr
      %1961 = llvm.load %1960 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1962 = llvm.getelementptr %882[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1963 = llvm.ptrtoint %1962 : !llvm.ptr<1> to i64
      %1964 = llvm.inttoptr %1963 : i64 to !llvm.ptr<1>
      llvm.store %1961, %1964 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1965 = llvm.and %1682, %1932 : i1
      llvm.cond_br %1965, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1966 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %1967 = llvm.ptrtoint %1966 : !llvm.ptr to i64
      %1968 = llvm.inttoptr %1967 : i64 to !llvm.ptr
      %1969 = llvm.load %1968 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1970 = llvm.getelementptr %882[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1971 = llvm.ptrtoint %1970 : !llvm.ptr<1> to i64
      %1972 = llvm.inttoptr %1971 : i64 to !llvm.ptr<1>
      llvm.store %1969, %1972 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1973 = llvm.and %1700, %1922 : i1
      llvm.cond_br %1973, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1974 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %1975 = llvm.ptrtoint %1974 : !llvm.ptr to i64
      %1976 = llvm.inttoptr %1975 : i64 to !llvm.ptr
      %1977 = llvm.load %1976 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1978 = llvm.getelementptr %882[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1979 = llvm.ptrtoint %1978 : !llvm.ptr<1> to i64
      %1980 = llvm.inttoptr %1979 : i64 to !llvm.ptr<1>
      llvm.store %1977, %1980 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1981 = llvm.and %1700, %1932 : i1
      llvm.cond_br %1981, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1982 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %1983 = llvm.ptrtoint %1982 : !llvm.ptr to i64
      %1984 = llvm.inttoptr %1983 : i64 to !llvm.ptr
      %1985 = llvm.load %1984 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1986 = llvm.getelementptr %882[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1987 = llvm.ptrtoint %1986 : !llvm.ptr<1> to i64
      %1988 = llvm.inttoptr %1987 : i64 to !llvm.ptr<1>
      llvm.store %1985, %1988 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1989 = llvm.and %1718, %1922 : i1
      llvm.cond_br %1989, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1990 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %1991 = llvm.ptrtoint %1990 : !llvm.ptr to i64
      %1992 = llvm.inttoptr %1991 : i64 to !llvm.ptr
      %1993 = llvm.load %1992 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1994 = llvm.getelementptr %882[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1995 = llvm.ptrtoint %1994 : !llvm.ptr<1> to i64
      %1996 = llvm.inttoptr %1995 : i64 to !llvm.ptr<1>
      llvm.store %1993, %1996 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1997 = llvm.and %1718, %1932 : i1
      llvm.cond_br %1997, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1998 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %1999 = llvm.ptrtoint %1998 : !llvm.ptr to i64
      %2000 = llvm.inttoptr %1999 : i64 to !llvm.ptr
      %2001 = llvm.load %2000 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2002 = llvm.getelementptr %882[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2003 = llvm.ptrtoint %2002 : !llvm.ptr<1> to i64
      %2004 = llvm.inttoptr %2003 : i64 to !llvm.ptr<1>
      llvm.store %2001, %2004 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2005 = llvm.and %1736, %1922 : i1
      llvm.cond_br %2005, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2006 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %2007 = llvm.ptrtoint %2006 : !llvm.ptr to i64
      %2008 = llvm.inttoptr %2007 : i64 to !llvm.ptr
      %2009 = llvm.load %2008 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2010 = llvm.getelementptr %882[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2011 = llvm.ptrtoint %2010 : !llvm.ptr<1> to i64
      %2012 = llvm.inttoptr %2011 : i64 to !llvm.ptr<1>
      llvm.store %2009, %2012 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2013 = llvm.and %1736, %1932 : i1
      llvm.cond_br %2013, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2014 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %2015 = llvm.ptrtoint %2014 : !llvm.ptr to i64
      %2016 = llvm.inttoptr %2015 : i64 to !llvm.ptr
      %2017 = llvm.load %2016 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2018 = llvm.getelementptr %882[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2019 = llvm.ptrtoint %2018 : !llvm.ptr<1> to i64
      %2020 = llvm.inttoptr %2019 : i64 to !llvm.ptr<1>
      llvm.store %2017, %2020 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2021 = llvm.and %1754, %1922 : i1
      llvm.cond_br %2021, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2022 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %2023 = llvm.ptrtoint %2022 : !llvm.ptr to i64
      %2024 = llvm.inttoptr %2023 : i64 to !llvm.ptr
      %2025 = llvm.load %2024 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2026 = llvm.getelementptr %882[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2027 = llvm.ptrtoint %2026 : !llvm.ptr<1> to i64
      %2028 = llvm.inttoptr %2027 : i64 to !llvm.ptr<1>
      llvm.store %2025, %2028 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2029 = llvm.and %1754, %1932 : i1
      llvm.cond_br %2029, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2030 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %2031 = llvm.ptrtoint %2030 : !llvm.ptr to i64
      %2032 = llvm.inttoptr %2031 : i64 to !llvm.ptr
      %2033 = llvm.load %2032 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2034 = llvm.getelementptr %882[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2035 = llvm.ptrtoint %2034 : !llvm.ptr<1> to i64
      %2036 = llvm.inttoptr %2035 : i64 to !llvm.ptr<1>
      llvm.store %2033, %2036 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2037 = llvm.and %1772, %1922 : i1
      llvm.cond_br %2037, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2038 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %2039 = llvm.ptrtoint %2038 : !llvm.ptr to i64
      %2040 = llvm.inttoptr %2039 : i64 to !llvm.ptr
      %2041 = llvm.load %2040 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2042 = llvm.getelementptr %882[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2043 = llvm.ptrtoint %2042 : !llvm.ptr<1> to i64
      %2044 = llvm.inttoptr %2043 : i64 to !llvm.ptr<1>
      llvm.store %2041, %2044 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2045 = llvm.and %1772, %1932 : i1
      llvm.cond_br %2045, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2046 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %2047 = llvm.ptrtoint %2046 : !llvm.ptr to i64
      %2048 = llvm.inttoptr %2047 : i64 to !llvm.ptr
      %2049 = llvm.load %2048 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2050 = llvm.getelementptr %882[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2051 = llvm.ptrtoint %2050 : !llvm.ptr<1> to i64
      %2052 = llvm.inttoptr %2051 : i64 to !llvm.ptr<1>
      llvm.store %2049, %2052 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2053 = llvm.add %1643, %26 : i32
      %2054 = llvm.icmp "slt" %2053, %45 : i32
      %2055 = llvm.and %1645, %2054 : i1
      llvm.cond_br %2055, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2056 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %2057 = llvm.ptrtoint %2056 : !llvm.ptr to i64
      %2058 = llvm.inttoptr %2057 : i64 to !llvm.ptr
      %2059 = llvm.load %2058 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2060 = llvm.getelementptr %882[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2061 = llvm.ptrtoint %2060 : !llvm.ptr<1> to i64
      %2062 = llvm.inttoptr %2061 : i64 to !llvm.ptr<1>
      llvm.store %2059, %2062 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2063 = llvm.add %1643, %9 : i32
      %2064 = llvm.icmp "slt" %2063, %45 : i32
      %2065 = llvm.and %1645, %2064 : i1
      llvm.cond_br %2065, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2066 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %2067 = llvm.ptrtoint %2066 : !llvm.ptr to i64
      %2068 = llvm.inttoptr %2067 : i64 to !llvm.ptr
      %2069 = llvm.load %2068 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2070 = llvm.getelementptr %882[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2071 = llvm.ptrtoint %2070 : !llvm.ptr<1> to i64
      %2072 = llvm.inttoptr %2071 : i64 to !llvm.ptr<1>
      llvm.store %2069, %2072 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2073 = llvm.and %1664, %2054 : i1
      llvm.cond_br %2073, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2074 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %2075 = llvm.ptrtoint %2074 : !llvm.ptr to i64
      %2076 = llvm.inttoptr %2075 : i64 to !llvm.ptr
      %2077 = llvm.load %2076 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2078 = llvm.getelementptr %882[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2079 = llvm.ptrtoint %2078 : !llvm.ptr<1> to i64
      %2080 = llvm.inttoptr %2079 : i64 to !llvm.ptr<1>
      llvm.store %2077, %2080 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2081 = llvm.and %1664, %2064 : i1
      llvm.cond_br %2081, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2082 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %2083 = llvm.ptrtoint %2082 : !llvm.ptr to i64
      %2084 = llvm.inttoptr %2083 : i64 to !llvm.ptr
      %2085 = llvm.load %2084 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2086 = llvm.getelementptr %882[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2087 = llvm.ptrtoint %2086 : !llvm.ptr<1> to i64
      %2088 = llvm.inttoptr %2087 : i64 to !llvm.ptr<1>
      llvm.store %2085, %2088 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2089 = llvm.and %1682, %2054 : i1
      llvm.cond_br %2089, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2090 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2091 = llvm.ptrtoint %2090 : !llvm.ptr to i64
      %2092 = llvm.inttoptr %2091 : i64 to !llvm.ptr
      %2093 = llvm.load %2092 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2094 = llvm.getelementptr %882[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2095 = llvm.ptrtoint %2094 : !llvm.ptr<1> to i64
      %2096 = llvm.inttoptr %2095 : i64 to !llvm.ptr<1>
      llvm.store %2093, %2096 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2097 = llvm.and %1682, %2064 : i1
      llvm.cond_br %2097, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2098 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2099 = llvm.ptrtoint %2098 : !llvm.ptr to i64
      %2100 = llvm.inttoptr %2099 : i64 to !llvm.ptr
      %2101 = llvm.load %2100 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2102 = llvm.getelementptr %882[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2103 = llvm.ptrtoint %2102 : !llvm.ptr<1> to i64
      %2104 = llvm.inttoptr %2103 : i64 to !llvm.ptr<1>
      llvm.store %2101, %2104 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2105 = llvm.and %1700, %2054 : i1
      llvm.cond_br %2105, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2106 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2107 = llvm.ptrtoint %2106 : !llvm.ptr to i64
      %2108 = llvm.inttoptr %2107 : i64 to !llvm.ptr
      %2109 = llvm.load %2108 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2110 = llvm.getelementptr %882[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2111 = llvm.ptrtoint %2110 : !llvm.ptr<1> to i64
      %2112 = llvm.inttoptr %2111 : i64 to !llvm.ptr<1>
      llvm.store %2109, %2112 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2113 = llvm.and %1700, %2064 : i1
      llvm.cond_br %2113, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2114 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2115 = llvm.ptrtoint %2114 : !llvm.ptr to i64
      %2116 = llvm.inttoptr %2115 : i64 to !llvm.ptr
      %2117 = llvm.load %2116 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2118 = llvm.getelementptr %882[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2119 = llvm.ptrtoint %2118 : !llvm.ptr<1> to i64
      %2120 = llvm.inttoptr %2119 : i64 to !llvm.ptr<1>
      llvm.store %2117, %2120 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2121 = llvm.and %1718, %2054 : i1
      llvm.cond_br %2121, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2122 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2123 = llvm.ptrtoint %2122 : !llvm.ptr to i64
      %2124 = llvm.inttoptr %2123 : i64 to !llvm.ptr
      %2125 = llvm.load %2124 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2126 = llvm.getelementptr %882[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2127 = llvm.ptrtoint %2126 : !llvm.ptr<1> to i64
      %2128 = llvm.inttoptr %2127 : i64 to !llvm.ptr<1>
      llvm.store %2125, %2128 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2129 = llvm.and %1718, %2064 : i1
      llvm.cond_br %2129, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2130 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2131 = llvm.ptrtoint %2130 : !llvm.ptr to i64
      %2132 = llvm.inttoptr %2131 : i64 to !llvm.ptr
      %2133 = llvm.load %2132 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2134 = llvm.getelementptr %882[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2135 = llvm.ptrtoint %2134 : !llvm.ptr<1> to i64
      %2136 = llvm.inttoptr %2135 : i64 to !llvm.ptr<1>
      llvm.store %2133, %2136 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2137 = llvm.and %1736, %2054 : i1
      llvm.cond_br %2137, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2138 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2139 = llvm.ptrtoint %2138 : !llvm.ptr to i64
      %2140 = llvm.inttoptr %2139 : i64 to !llvm.ptr
      %2141 = llvm.load %2140 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2142 = llvm.getelementptr %882[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2143 = llvm.ptrtoint %2142 : !llvm.ptr<1> to i64
      %2144 = llvm.inttoptr %2143 : i64 to !llvm.ptr<1>
      llvm.store %2141, %2144 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2145 = llvm.and %1736, %2064 : i1
      llvm.cond_br %2145, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2146 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2147 = llvm.ptrtoint %2146 : !llvm.ptr to i64
      %2148 = llvm.inttoptr %2147 : i64 to !llvm.ptr
      %2149 = llvm.load %2148 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2150 = llvm.getelementptr %882[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2151 = llvm.ptrtoint %2150 : !llvm.ptr<1> to i64
      %2152 = llvm.inttoptr %2151 : i64 to !llvm.ptr<1>
      llvm.store %2149, %2152 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2153 = llvm.and %1754, %2054 : i1
      llvm.cond_br %2153, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2154 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2155 = llvm.ptrtoint %2154 : !llvm.ptr to i64
      %2156 = llvm.inttoptr %2155 : i64 to !llvm.ptr
      %2157 = llvm.load %2156 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2158 = llvm.getelementptr %882[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2159 = llvm.ptrtoint %2158 : !llvm.ptr<1> to i64
      %2160 = llvm.inttoptr %2159 : i64 to !llvm.ptr<1>
      llvm.store %2157, %2160 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2161 = llvm.and %1754, %2064 : i1
      llvm.cond_br %2161, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2162 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2163 = llvm.ptrtoint %2162 : !llvm.ptr to i64
      %2164 = llvm.inttoptr %2163 : i64 to !llvm.ptr
      %2165 = llvm.load %2164 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2166 = llvm.getelementptr %882[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2167 = llvm.ptrtoint %2166 : !llvm.ptr<1> to i64
      %2168 = llvm.inttoptr %2167 : i64 to !llvm.ptr<1>
      llvm.store %2165, %2168 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2169 = llvm.and %1772, %2054 : i1
      llvm.cond_br %2169, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2170 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2171 = llvm.ptrtoint %2170 : !llvm.ptr to i64
      %2172 = llvm.inttoptr %2171 : i64 to !llvm.ptr
      %2173 = llvm.load %2172 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2174 = llvm.getelementptr %882[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2175 = llvm.ptrtoint %2174 : !llvm.ptr<1> to i64
      %2176 = llvm.inttoptr %2175 : i64 to !llvm.ptr<1>
      llvm.store %2173, %2176 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2177 = llvm.and %1772, %2064 : i1
      llvm.cond_br %2177, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2178 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2179 = llvm.ptrtoint %2178 : !llvm.ptr to i64
      %2180 = llvm.inttoptr %2179 : i64 to !llvm.ptr
      %2181 = llvm.load %2180 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2182 = llvm.getelementptr %882[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2183 = llvm.ptrtoint %2182 : !llvm.ptr<1> to i64
      %2184 = llvm.inttoptr %2183 : i64 to !llvm.ptr<1>
      llvm.store %2181, %2184 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2185 = llvm.add %1643, %37 : i32
      %2186 = llvm.icmp "slt" %2185, %45 : i32
      %2187 = llvm.and %1645, %2186 : i1
      llvm.cond_br %2187, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2188 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %2189 = llvm.ptrtoint %2188 : !llvm.ptr to i64
      %2190 = llvm.inttoptr %2189 : i64 to !llvm.ptr
      %2191 = llvm.load %2190 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2192 = llvm.getelementptr %882[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2193 = llvm.ptrtoint %2192 : !llvm.ptr<1> to i64
      %2194 = llvm.inttoptr %2193 : i64 to !llvm.ptr<1>
      llvm.store %2191, %2194 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2195 = llvm.add %1643, %8 : i32
      %2196 = llvm.icmp "slt" %2195, %45 : i32
      %2197 = llvm.and %1645, %2196 : i1
      llvm.cond_br %2197, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2198 = llvm.getelementptr %62[65] : (!llvm.ptr) -> !llvm.ptr, f16
      %2199 = llvm.ptrtoint %2198 : !llvm.ptr to i64
      %2200 = llvm.inttoptr %2199 : i64 to !llvm.ptr
      %2201 = llvm.load %2200 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2202 = llvm.getelementptr %882[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2203 = llvm.ptrtoint %2202 : !llvm.ptr<1> to i64
      %2204 = llvm.inttoptr %2203 : i64 to !llvm.ptr<1>
      llvm.store %2201, %2204 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2205 = llvm.and %1664, %2186 : i1
      llvm.cond_br %2205, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2206 = llvm.getelementptr %62[66] : (!llvm.ptr) -> !llvm.ptr, f16
      %2207 = llvm.ptrtoint %2206 : !llvm.ptr to i64
      %2208 = llvm.inttoptr %2207 : i64 to !llvm.ptr
      %2209 = llvm.load %2208 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2210 = llvm.getelementptr %882[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2211 = llvm.ptrtoint %2210 : !llvm.ptr<1> to i64
      %2212 = llvm.inttoptr %2211 : i64 to !llvm.ptr<1>
      llvm.store %2209, %2212 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2213 = llvm.and %1664, %2196 : i1
      llvm.cond_br %2213, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2214 = llvm.getelementptr %62[67] : (!llvm.ptr) -> !llvm.ptr, f16
      %2215 = llvm.ptrtoint %2214 : !llvm.ptr to i64
      %2216 = llvm.inttoptr %2215 : i64 to !llvm.ptr
      %2217 = llvm.load %2216 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2218 = llvm.getelementptr %882[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2219 = llvm.ptrtoint %2218 : !llvm.ptr<1> to i64
      %2220 = llvm.inttoptr %2219 : i64 to !llvm.ptr<1>
      llvm.store %2217, %2220 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2221 = llvm.and %1682, %2186 : i1
      llvm.cond_br %2221, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2222 = llvm.getelementptr %62[68] : (!llvm.ptr) -> !llvm.ptr, f16
      %2223 = llvm.ptrtoint %2222 : !llvm.ptr to i64
      %2224 = llvm.inttoptr %2223 : i64 to !llvm.ptr
      %2225 = llvm.load %2224 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2226 = llvm.getelementptr %882[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2227 = llvm.ptrtoint %2226 : !llvm.ptr<1> to i64
      %2228 = llvm.inttoptr %2227 : i64 to !llvm.ptr<1>
      llvm.store %2225, %2228 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2229 = llvm.and %1682, %2196 : i1
      llvm.cond_br %2229, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2230 = llvm.getelementptr %62[69] : (!llvm.ptr) -> !llvm.ptr, f16
      %2231 = llvm.ptrtoint %2230 : !llvm.ptr to i64
      %2232 = llvm.inttoptr %2231 : i64 to !llvm.ptr
      %2233 = llvm.load %2232 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2234 = llvm.getelementptr %882[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2235 = llvm.ptrtoint %2234 : !llvm.ptr<1> to i64
      %2236 = llvm.inttoptr %2235 : i64 to !llvm.ptr<1>
      llvm.store %2233, %2236 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2237 = llvm.and %1700, %2186 : i1
      llvm.cond_br %2237, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2238 = llvm.getelementptr %62[70] : (!llvm.ptr) -> !llvm.ptr, f16
      %2239 = llvm.ptrtoint %2238 : !llvm.ptr to i64
      %2240 = llvm.inttoptr %2239 : i64 to !llvm.ptr
      %2241 = llvm.load %2240 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2242 = llvm.getelementptr %882[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2243 = llvm.ptrtoint %2242 : !llvm.ptr<1> to i64
      %2244 = llvm.inttoptr %2243 : i64 to !llvm.ptr<1>
      llvm.store %2241, %2244 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2245 = llvm.and %1700, %2196 : i1
      llvm.cond_br %2245, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2246 = llvm.getelementptr %62[71] : (!llvm.ptr) -> !llvm.ptr, f16
      %2247 = llvm.ptrtoint %2246 : !llvm.ptr to i64
      %2248 = llvm.inttoptr %2247 : i64 to !llvm.ptr
      %2249 = llvm.load %2248 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2250 = llvm.getelementptr %882[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2251 = llvm.ptrtoint %2250 : !llvm.ptr<1> to i64
      %2252 = llvm.inttoptr %2251 : i64 to !llvm.ptr<1>
      llvm.store %2249, %2252 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2253 = llvm.and %1718, %2186 : i1
      llvm.cond_br %2253, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2254 = llvm.getelementptr %62[72] : (!llvm.ptr) -> !llvm.ptr, f16
      %2255 = llvm.ptrtoint %2254 : !llvm.ptr to i64
      %2256 = llvm.inttoptr %2255 : i64 to !llvm.ptr
      %2257 = llvm.load %2256 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2258 = llvm.getelementptr %882[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2259 = llvm.ptrtoint %2258 : !llvm.ptr<1> to i64
      %2260 = llvm.inttoptr %2259 : i64 to !llvm.ptr<1>
      llvm.store %2257, %2260 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2261 = llvm.and %1718, %2196 : i1
      llvm.cond_br %2261, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2262 = llvm.getelementptr %62[73] : (!llvm.ptr) -> !llvm.ptr, f16
      %2263 = llvm.ptrtoint %2262 : !llvm.ptr to i64
      %2264 = llvm.inttoptr %2263 : i64 to !llvm.ptr
      %2265 = llvm.load %2264 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2266 = llvm.getelementptr %882[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2267 = llvm.ptrtoint %2266 : !llvm.ptr<1> to i64
      %2268 = llvm.inttoptr %2267 : i64 to !llvm.ptr<1>
      llvm.store %2265, %2268 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2269 = llvm.and %1736, %2186 : i1
      llvm.cond_br %2269, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2270 = llvm.getelementptr %62[74] : (!llvm.ptr) -> !llvm.ptr, f16
      %2271 = llvm.ptrtoint %2270 : !llvm.ptr to i64
      %2272 = llvm.inttoptr %2271 : i64 to !llvm.ptr
      %2273 = llvm.load %2272 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2274 = llvm.getelementptr %882[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2275 = llvm.ptrtoint %2274 : !llvm.ptr<1> to i64
      %2276 = llvm.inttoptr %2275 : i64 to !llvm.ptr<1>
      llvm.store %2273, %2276 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2277 = llvm.and %1736, %2196 : i1
      llvm.cond_br %2277, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2278 = llvm.getelementptr %62[75] : (!llvm.ptr) -> !llvm.ptr, f16
      %2279 = llvm.ptrtoint %2278 : !llvm.ptr to i64
      %2280 = llvm.inttoptr %2279 : i64 to !llvm.ptr
      %2281 = llvm.load %2280 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2282 = llvm.getelementptr %882[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2283 = llvm.ptrtoint %2282 : !llvm.ptr<1> to i64
      %2284 = llvm.inttoptr %2283 : i64 to !llvm.ptr<1>
      llvm.store %2281, %2284 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2285 = llvm.and %1754, %2186 : i1
      llvm.cond_br %2285, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2286 = llvm.getelementptr %62[76] : (!llvm.ptr) -> !llvm.ptr, f16
      %2287 = llvm.ptrtoint %2286 : !llvm.ptr to i64
      %2288 = llvm.inttoptr %2287 : i64 to !llvm.ptr
      %2289 = llvm.load %2288 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2290 = llvm.getelementptr %882[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2291 = llvm.ptrtoint %2290 : !llvm.ptr<1> to i64
      %2292 = llvm.inttoptr %2291 : i64 to !llvm.ptr<1>
      llvm.store %2289, %2292 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2293 = llvm.and %1754, %2196 : i1
      llvm.cond_br %2293, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2294 = llvm.getelementptr %62[77] : (!llvm.ptr) -> !llvm.ptr, f16
      %2295 = llvm.ptrtoint %2294 : !llvm.ptr to i64
      %2296 = llvm.inttoptr %2295 : i64 to !llvm.ptr
      %2297 = llvm.load %2296 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2298 = llvm.getelementptr %882[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2299 = llvm.ptrtoint %2298 : !llvm.ptr<1> to i64
      %2300 = llvm.inttoptr %2299 : i64 to !llvm.ptr<1>
      llvm.store %2297, %2300 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2301 = llvm.and %1772, %2186 : i1
      llvm.cond_br %2301, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2302 = llvm.getelementptr %62[78] : (!llvm.ptr) -> !llvm.ptr, f16
      %2303 = llvm.ptrtoint %2302 : !llvm.ptr to i64
      %2304 = llvm.inttoptr %2303 : i64 to !llvm.ptr
      %2305 = llvm.load %2304 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2306 = llvm.getelementptr %882[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2307 = llvm.ptrtoint %2306 : !llvm.ptr<1> to i64
      %2308 = llvm.inttoptr %2307 : i64 to !llvm.ptr<1>
      llvm.store %2305, %2308 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2309 = llvm.and %1772, %2196 : i1
      llvm.cond_br %2309, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2310 = llvm.getelementptr %62[79] : (!llvm.ptr) -> !llvm.ptr, f16
      %2311 = llvm.ptrtoint %2310 : !llvm.ptr to i64
      %2312 = llvm.inttoptr %2311 : i64 to !llvm.ptr
      %2313 = llvm.load %2312 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2314 = llvm.getelementptr %882[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2315 = llvm.ptrtoint %2314 : !llvm.ptr<1> to i64
      %2316 = llvm.inttoptr %2315 : i64 to !llvm.ptr<1>
      llvm.store %2313, %2316 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2317 = llvm.add %1643, %25 : i32
      %2318 = llvm.icmp "slt" %2317, %45 : i32
      %2319 = llvm.and %1645, %2318 : i1
      llvm.cond_br %2319, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2320 = llvm.getelementptr %62[80] : (!llvm.ptr) -> !llvm.ptr, f16
      %2321 = llvm.ptrtoint %2320 : !llvm.ptr to i64
      %2322 = llvm.inttoptr %2321 : i64 to !llvm.ptr
      %2323 = llvm.load %2322 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2324 = llvm.getelementptr %882[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2325 = llvm.ptrtoint %2324 : !llvm.ptr<1> to i64
      %2326 = llvm.inttoptr %2325 : i64 to !llvm.ptr<1>
      llvm.store %2323, %2326 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2327 = llvm.add %1643, %7 : i32
      %2328 = llvm.icmp "slt" %2327, %45 : i32
      %2329 = llvm.and %1645, %2328 : i1
      llvm.cond_br %2329, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2330 = llvm.getelementptr %62[81] : (!llvm.ptr) -> !llvm.ptr, f16
      %2331 = llvm.ptrtoint %2330 : !llvm.ptr to i64
      %2332 = llvm.inttoptr %2331 : i64 to !llvm.ptr
      %2333 = llvm.load %2332 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2334 = llvm.getelementptr %882[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2335 = llvm.ptrtoint %2334 : !llvm.ptr<1> to i64
      %2336 = llvm.inttoptr %2335 : i64 to !llvm.ptr<1>
      llvm.store %2333, %2336 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2337 = llvm.and %1664, %2318 : i1
      llvm.cond_br %2337, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2338 = llvm.getelementptr %62[82] : (!llvm.ptr) -> !llvm.ptr, f16
      %2339 = llvm.ptrtoint %2338 : !llvm.ptr to i64
      %2340 = llvm.inttoptr %2339 : i64 to !llvm.ptr
      %2341 = llvm.load %2340 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2342 = llvm.getelementptr %882[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2343 = llvm.ptrtoint %2342 : !llvm.ptr<1> to i64
      %2344 = llvm.inttoptr %2343 : i64 to !llvm.ptr<1>
      llvm.store %2341, %2344 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2345 = llvm.and %1664, %2328 : i1
      llvm.cond_br %2345, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2346 = llvm.getelementptr %62[83] : (!llvm.ptr) -> !llvm.ptr, f16
      %2347 = llvm.ptrtoint %2346 : !llvm.ptr to i64
      %2348 = llvm.inttoptr %2347 : i64 to !llvm.ptr
      %2349 = llvm.load %2348 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2350 = llvm.getelementptr %882[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2351 = llvm.ptrtoint %2350 : !llvm.ptr<1> to i64
      %2352 = llvm.inttoptr %2351 : i64 to !llvm.ptr<1>
      llvm.store %2349, %2352 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2353 = llvm.and %1682, %2318 : i1
      llvm.cond_br %2353, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2354 = llvm.getelementptr %62[84] : (!llvm.ptr) -> !llvm.ptr, f16
      %2355 = llvm.ptrtoint %2354 : !llvm.ptr to i64
      %2356 = llvm.inttoptr %2355 : i64 to !llvm.ptr
      %2357 = llvm.load %2356 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2358 = llvm.getelementptr %882[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2359 = llvm.ptrtoint %2358 : !llvm.ptr<1> to i64
      %2360 = llvm.inttoptr %2359 : i64 to !llvm.ptr<1>
      llvm.store %2357, %2360 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2361 = llvm.and %1682, %2328 : i1
      llvm.cond_br %2361, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2362 = llvm.getelementptr %62[85] : (!llvm.ptr) -> !llvm.ptr, f16
      %2363 = llvm.ptrtoint %2362 : !llvm.ptr to i64
      %2364 = llvm.inttoptr %2363 : i64 to !llvm.ptr
      %2365 = llvm.load %2364 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2366 = llvm.getelementptr %882[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2367 = llvm.ptrtoint %2366 : !llvm.ptr<1> to i64
      %2368 = llvm.inttoptr %2367 : i64 to !llvm.ptr<1>
      llvm.store %2365, %2368 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2369 = llvm.and %1700, %2318 : i1
      llvm.cond_br %2369, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2370 = llvm.getelementptr %62[86] : (!llvm.ptr) -> !llvm.ptr, f16
      %2371 = llvm.ptrtoint %2370 : !llvm.ptr to i64
      %2372 = llvm.inttoptr %2371 : i64 to !llvm.ptr
      %2373 = llvm.load %2372 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2374 = llvm.getelementptr %882[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2375 = llvm.ptrtoint %2374 : !llvm.ptr<1> to i64
      %2376 = llvm.inttoptr %2375 : i64 to !llvm.ptr<1>
      llvm.store %2373, %2376 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2377 = llvm.and %1700, %2328 : i1
      llvm.cond_br %2377, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2378 = llvm.getelementptr %62[87] : (!llvm.ptr) -> !llvm.ptr, f16
      %2379 = llvm.ptrtoint %2378 : !llvm.ptr to i64
      %2380 = llvm.inttoptr %2379 : i64 to !llvm.ptr
      %2381 = llvm.load %2380 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2382 = llvm.getelementptr %882[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2383 = llvm.ptrtoint %2382 : !llvm.ptr<1> to i64
      %2384 = llvm.inttoptr %2383 : i64 to !llvm.ptr<1>
      llvm.store %2381, %2384 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2385 = llvm.and %1718, %2318 : i1
      llvm.cond_br %2385, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2386 = llvm.getelementptr %62[88] : (!llvm.ptr) -> !llvm.ptr, f16
      %2387 = llvm.ptrtoint %2386 : !llvm.ptr to i64
      %2388 = llvm.inttoptr %2387 : i64 to !llvm.ptr
      %2389 = llvm.load %2388 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2390 = llvm.getelementptr %882[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2391 = llvm.ptrtoint %2390 : !llvm.ptr<1> to i64
      %2392 = llvm.inttoptr %2391 : i64 to !llvm.ptr<1>
      llvm.store %2389, %2392 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2393 = llvm.and %1718, %2328 : i1
      llvm.cond_br %2393, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2394 = llvm.getelementptr %62[89] : (!llvm.ptr) -> !llvm.ptr, f16
      %2395 = llvm.ptrtoint %2394 : !llvm.ptr to i64
      %2396 = llvm.inttoptr %2395 : i64 to !llvm.ptr
      %2397 = llvm.load %2396 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2398 = llvm.getelementptr %882[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2399 = llvm.ptrtoint %2398 : !llvm.ptr<1> to i64
      %2400 = llvm.inttoptr %2399 : i64 to !llvm.ptr<1>
      llvm.store %2397, %2400 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2401 = llvm.and %1736, %2318 : i1
      llvm.cond_br %2401, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2402 = llvm.getelementptr %62[90] : (!llvm.ptr) -> !llvm.ptr, f16
      %2403 = llvm.ptrtoint %2402 : !llvm.ptr to i64
      %2404 = llvm.inttoptr %2403 : i64 to !llvm.ptr
      %2405 = llvm.load %2404 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2406 = llvm.getelementptr %882[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2407 = llvm.ptrtoint %2406 : !llvm.ptr<1> to i64
      %2408 = llvm.inttoptr %2407 : i64 to !llvm.ptr<1>
      llvm.store %2405, %2408 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2409 = llvm.and %1736, %2328 : i1
      llvm.cond_br %2409, ^bb391, ^bb392
    ^bb391:  // pred: ^bb390
      %2410 = llvm.getelementptr %62[91] : (!llvm.ptr) -> !llvm.ptr, f16
      %2411 = llvm.ptrtoint %2410 : !llvm.ptr to i64
      %2412 = llvm.inttoptr %2411 : i64 to !llvm.ptr
      %2413 = llvm.load %2412 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2414 = llvm.getelementptr %882[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2415 = llvm.ptrtoint %2414 : !llvm.ptr<1> to i64
      %2416 = llvm.inttoptr %2415 : i64 to !llvm.ptr<1>
      llvm.store %2413, %2416 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb392
    ^bb392:  // 2 preds: ^bb390, ^bb391
      %2417 = llvm.and %1754, %2318 : i1
      llvm.cond_br %2417, ^bb393, ^bb394
    ^bb393:  // pred: ^bb392
      %2418 = llvm.getelementptr %62[92] : (!llvm.ptr) -> !llvm.ptr, f16
      %2419 = llvm.ptrtoint %2418 : !llvm.ptr to i64
      %2420 = llvm.inttoptr %2419 : i64 to !llvm.ptr
      %2421 = llvm.load %2420 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2422 = llvm.getelementptr %882[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2423 = llvm.ptrtoint %2422 : !llvm.ptr<1> to i64
      %2424 = llvm.inttoptr %2423 : i64 to !llvm.ptr<1>
      llvm.store %2421, %2424 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb394
    ^bb394:  // 2 preds: ^bb392, ^bb393
      %2425 = llvm.and %1754, %2328 : i1
      llvm.cond_br %2425, ^bb395, ^bb396
    ^bb395:  // pred: ^bb394
      %2426 = llvm.getelementptr %62[93] : (!llvm.ptr) -> !llvm.ptr, f16
      %2427 = llvm.ptrtoint %2426 : !llvm.ptr to i64
      %2428 = llvm.inttoptr %2427 : i64 to !llvm.ptr
      %2429 = llvm.load %2428 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2430 = llvm.getelementptr %882[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2431 = llvm.ptrtoint %2430 : !llvm.ptr<1> to i64
      %2432 = llvm.inttoptr %2431 : i64 to !llvm.ptr<1>
      llvm.store %2429, %2432 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb396
    ^bb396:  // 2 preds: ^bb394, ^bb395
      %2433 = llvm.and %1772, %2318 : i1
      llvm.cond_br %2433, ^bb397, ^bb398
    ^bb397:  // pred: ^bb396
      %2434 = llvm.getelementptr %62[94] : (!llvm.ptr) -> !llvm.ptr, f16
      %2435 = llvm.ptrtoint %2434 : !llvm.ptr to i64
      %2436 = llvm.inttoptr %2435 : i64 to !llvm.ptr
      %2437 = llvm.load %2436 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2438 = llvm.getelementptr %882[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2439 = llvm.ptrtoint %2438 : !llvm.ptr<1> to i64
      %2440 = llvm.inttoptr %2439 : i64 to !llvm.ptr<1>
      llvm.store %2437, %2440 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb398
    ^bb398:  // 2 preds: ^bb396, ^bb397
      %2441 = llvm.and %1772, %2328 : i1
      llvm.cond_br %2441, ^bb399, ^bb400
    ^bb399:  // pred: ^bb398
      %2442 = llvm.getelementptr %62[95] : (!llvm.ptr) -> !llvm.ptr, f16
      %2443 = llvm.ptrtoint %2442 : !llvm.ptr to i64
      %2444 = llvm.inttoptr %2443 : i64 to !llvm.ptr
      %2445 = llvm.load %2444 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2446 = llvm.getelementptr %882[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2447 = llvm.ptrtoint %2446 : !llvm.ptr<1> to i64
      %2448 = llvm.inttoptr %2447 : i64 to !llvm.ptr<1>
      llvm.store %2445, %2448 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb400
    ^bb400:  // 2 preds: ^bb398, ^bb399
      %2449 = llvm.add %1643, %24 : i32
      %2450 = llvm.icmp "slt" %2449, %45 : i32
      %2451 = llvm.and %1645, %2450 : i1
      llvm.cond_br %2451, ^bb401, ^bb402
    ^bb401:  // pred: ^bb400
      %2452 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %2453 = llvm.ptrtoint %2452 : !llvm.ptr to i64
      %2454 = llvm.inttoptr %2453 : i64 to !llvm.ptr
      %2455 = llvm.load %2454 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2456 = llvm.getelementptr %882[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2457 = llvm.ptrtoint %2456 : !llvm.ptr<1> to i64
      %2458 = llvm.inttoptr %2457 : i64 to !llvm.ptr<1>
      llvm.store %2455, %2458 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb402
    ^bb402:  // 2 preds: ^bb400, ^bb401
      %2459 = llvm.add %1643, %6 : i32
      %2460 = llvm.icmp "slt" %2459, %45 : i32
      %2461 = llvm.and %1645, %2460 : i1
      llvm.cond_br %2461, ^bb403, ^bb404
    ^bb403:  // pred: ^bb402
      %2462 = llvm.getelementptr %62[97] : (!llvm.ptr) -> !llvm.ptr, f16
      %2463 = llvm.ptrtoint %2462 : !llvm.ptr to i64
      %2464 = llvm.inttoptr %2463 : i64 to !llvm.ptr
      %2465 = llvm.load %2464 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2466 = llvm.getelementptr %882[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2467 = llvm.ptrtoint %2466 : !llvm.ptr<1> to i64
      %2468 = llvm.inttoptr %2467 : i64 to !llvm.ptr<1>
      llvm.store %2465, %2468 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb404
    ^bb404:  // 2 preds: ^bb402, ^bb403
      %2469 = llvm.and %1664, %2450 : i1
      llvm.cond_br %2469, ^bb405, ^bb406
    ^bb405:  // pred: ^bb404
      %2470 = llvm.getelementptr %62[98] : (!llvm.ptr) -> !llvm.ptr, f16
      %2471 = llvm.ptrtoint %2470 : !llvm.ptr to i64
      %2472 = llvm.inttoptr %2471 : i64 to !llvm.ptr
      %2473 = llvm.load %2472 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2474 = llvm.getelementptr %882[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2475 = llvm.ptrtoint %2474 : !llvm.ptr<1> to i64
      %2476 = llvm.inttoptr %2475 : i64 to !llvm.ptr<1>
      llvm.store %2473, %2476 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb406
    ^bb406:  // 2 preds: ^bb404, ^bb405
      %2477 = llvm.and %1664, %2460 : i1
      llvm.cond_br %2477, ^bb407, ^bb408
    ^bb407:  // pred: ^bb406
      %2478 = llvm.getelementptr %62[99] : (!llvm.ptr) -> !llvm.ptr, f16
      %2479 = llvm.ptrtoint %2478 : !llvm.ptr to i64
      %2480 = llvm.inttoptr %2479 : i64 to !llvm.ptr
      %2481 = llvm.load %2480 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2482 = llvm.getelementptr %882[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2483 = llvm.ptrtoint %2482 : !llvm.ptr<1> to i64
      %2484 = llvm.inttoptr %2483 : i64 to !llvm.ptr<1>
      llvm.store %2481, %2484 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb408
    ^bb408:  // 2 preds: ^bb406, ^bb407
      %2485 = llvm.and %1682, %2450 : i1
      llvm.cond_br %2485, ^bb409, ^bb410
    ^bb409:  // pred: ^bb408
      %2486 = llvm.getelementptr %62[100] : (!llvm.ptr) -> !llvm.ptr, f16
      %2487 = llvm.ptrtoint %2486 : !llvm.ptr to i64
      %2488 = llvm.inttoptr %2487 : i64 to !llvm.ptr
      %2489 = llvm.load %2488 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2490 = llvm.getelementptr %882[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2491 = llvm.ptrtoint %2490 : !llvm.ptr<1> to i64
      %2492 = llvm.inttoptr %2491 : i64 to !llvm.ptr<1>
      llvm.store %2489, %2492 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb410
    ^bb410:  // 2 preds: ^bb408, ^bb409
      %2493 = llvm.and %1682, %2460 : i1
      llvm.cond_br %2493, ^bb411, ^bb412
    ^bb411:  // pred: ^bb410
      %2494 = llvm.getelementptr %62[101] : (!llvm.ptr) -> !llvm.ptr, f16
      %2495 = llvm.ptrtoint %2494 : !llvm.ptr to i64
      %2496 = llvm.inttoptr %2495 : i64 to !llvm.ptr
      %2497 = llvm.load %2496 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2498 = llvm.getelementptr %882[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2499 = llvm.ptrtoint %2498 : !llvm.ptr<1> to i64
      %2500 = llvm.inttoptr %2499 : i64 to !llvm.ptr<1>
      llvm.store %2497, %2500 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb412
    ^bb412:  // 2 preds: ^bb410, ^bb411
      %2501 = llvm.and %1700, %2450 : i1
      llvm.cond_br %2501, ^bb413, ^bb414
    ^bb413:  // pred: ^bb412
      %2502 = llvm.getelementptr %62[102] : (!llvm.ptr) -> !llvm.ptr, f16
      %2503 = llvm.ptrtoint %2502 : !llvm.ptr to i64
      %2504 = llvm.inttoptr %2503 : i64 to !llvm.ptr
      %2505 = llvm.load %2504 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2506 = llvm.getelementptr %882[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2507 = llvm.ptrtoint %2506 : !llvm.ptr<1> to i64
      %2508 = llvm.inttoptr %2507 : i64 to !llvm.ptr<1>
      llvm.store %2505, %2508 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb414
    ^bb414:  // 2 preds: ^bb412, ^bb413
      %2509 = llvm.and %1700, %2460 : i1
      llvm.cond_br %2509, ^bb415, ^bb416
    ^bb415:  // pred: ^bb414
      %2510 = llvm.getelementptr %62[103] : (!llvm.ptr) -> !llvm.ptr, f16
      %2511 = llvm.ptrtoint %2510 : !llvm.ptr to i64
      %2512 = llvm.inttoptr %2511 : i64 to !llvm.ptr
      %2513 = llvm.load %2512 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2514 = llvm.getelementptr %882[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2515 = llvm.ptrtoint %2514 : !llvm.ptr<1> to i64
      %2516 = llvm.inttoptr %2515 : i64 to !llvm.ptr<1>
      llvm.store %2513, %2516 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb416
    ^bb416:  // 2 preds: ^bb414, ^bb415
      %2517 = llvm.and %1718, %2450 : i1
      llvm.cond_br %2517, ^bb417, ^bb418
    ^bb417:  // pred: ^bb416
      %2518 = llvm.getelementptr %62[104] : (!llvm.ptr) -> !llvm.ptr, f16
      %2519 = llvm.ptrtoint %2518 : !llvm.ptr to i64
      %2520 = llvm.inttoptr %2519 : i64 to !llvm.ptr
      %2521 = llvm.load %2520 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2522 = llvm.getelementptr %882[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2523 = llvm.ptrtoint %2522 : !llvm.ptr<1> to i64
      %2524 = llvm.inttoptr %2523 : i64 to !llvm.ptr<1>
      llvm.store %2521, %2524 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb418
    ^bb418:  // 2 preds: ^bb416, ^bb417
      %2525 = llvm.and %1718, %2460 : i1
      llvm.cond_br %2525, ^bb419, ^bb420
    ^bb419:  // pred: ^bb418
      %2526 = llvm.getelementptr %62[105] : (!llvm.ptr) -> !llvm.ptr, f16
      %2527 = llvm.ptrtoint %2526 : !llvm.ptr to i64
      %2528 = llvm.inttoptr %2527 : i64 to !llvm.ptr
      %2529 = llvm.load %2528 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2530 = llvm.getelementptr %882[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2531 = llvm.ptrtoint %2530 : !llvm.ptr<1> to i64
      %2532 = llvm.inttoptr %2531 : i64 to !llvm.ptr<1>
      llvm.store %2529, %2532 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb420
    ^bb420:  // 2 preds: ^bb418, ^bb419
      %2533 = llvm.and %1736, %2450 : i1
      llvm.cond_br %2533, ^bb421, ^bb422
    ^bb421:  // pred: ^bb420
      %2534 = llvm.getelementptr %62[106] : (!llvm.ptr) -> !llvm.ptr, f16
      %2535 = llvm.ptrtoint %2534 : !llvm.ptr to i64
      %2536 = llvm.inttoptr %2535 : i64 to !llvm.ptr
      %2537 = llvm.load %2536 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2538 = llvm.getelementptr %882[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2539 = llvm.ptrtoint %2538 : !llvm.ptr<1> to i64
      %2540 = llvm.inttoptr %2539 : i64 to !llvm.ptr<1>
      llvm.store %2537, %2540 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb422
    ^bb422:  // 2 preds: ^bb420, ^bb421
      %2541 = llvm.and %1736, %2460 : i1
      llvm.cond_br %2541, ^bb423, ^bb424
    ^bb423:  // pred: ^bb422
      %2542 = llvm.getelementptr %62[107] : (!llvm.ptr) -> !llvm.ptr, f16
      %2543 = llvm.ptrtoint %2542 : !llvm.ptr to i64
      %2544 = llvm.inttoptr %2543 : i64 to !llvm.ptr
      %2545 = llvm.load %2544 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2546 = llvm.getelementptr %882[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2547 = llvm.ptrtoint %2546 : !llvm.ptr<1> to i64
      %2548 = llvm.inttoptr %2547 : i64 to !llvm.ptr<1>
      llvm.store %2545, %2548 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb424
    ^bb424:  // 2 preds: ^bb422, ^bb423
      %2549 = llvm.and %1754, %2450 : i1
      llvm.cond_br %2549, ^bb425, ^bb426
    ^bb425:  // pred: ^bb424
      %2550 = llvm.getelementptr %62[108] : (!llvm.ptr) -> !llvm.ptr, f16
      %2551 = llvm.ptrtoint %2550 : !llvm.ptr to i64
      %2552 = llvm.inttoptr %2551 : i64 to !llvm.ptr
      %2553 = llvm.load %2552 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2554 = llvm.getelementptr %882[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2555 = llvm.ptrtoint %2554 : !llvm.ptr<1> to i64
      %2556 = llvm.inttoptr %2555 : i64 to !llvm.ptr<1>
      llvm.store %2553, %2556 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb426
    ^bb426:  // 2 preds: ^bb424, ^bb425
      %2557 = llvm.and %1754, %2460 : i1
      llvm.cond_br %2557, ^bb427, ^bb428
    ^bb427:  // pred: ^bb426
      %2558 = llvm.getelementptr %62[109] : (!llvm.ptr) -> !llvm.ptr, f16
      %2559 = llvm.ptrtoint %2558 : !llvm.ptr to i64
      %2560 = llvm.inttoptr %2559 : i64 to !llvm.ptr
      %2561 = llvm.load %2560 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2562 = llvm.getelementptr %882[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2563 = llvm.ptrtoint %2562 : !llvm.ptr<1> to i64
      %2564 = llvm.inttoptr %2563 : i64 to !llvm.ptr<1>
      llvm.store %2561, %2564 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb428
    ^bb428:  // 2 preds: ^bb426, ^bb427
      %2565 = llvm.and %1772, %2450 : i1
      llvm.cond_br %2565, ^bb429, ^bb430
    ^bb429:  // pred: ^bb428
      %2566 = llvm.getelementptr %62[110] : (!llvm.ptr) -> !llvm.ptr, f16
      %2567 = llvm.ptrtoint %2566 : !llvm.ptr to i64
      %2568 = llvm.inttoptr %2567 : i64 to !llvm.ptr
      %2569 = llvm.load %2568 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2570 = llvm.getelementptr %882[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2571 = llvm.ptrtoint %2570 : !llvm.ptr<1> to i64
      %2572 = llvm.inttoptr %2571 : i64 to !llvm.ptr<1>
      llvm.store %2569, %2572 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb430
    ^bb430:  // 2 preds: ^bb428, ^bb429
      %2573 = llvm.and %1772, %2460 : i1
      llvm.cond_br %2573, ^bb431, ^bb432
    ^bb431:  // pred: ^bb430
      %2574 = llvm.getelementptr %62[111] : (!llvm.ptr) -> !llvm.ptr, f16
      %2575 = llvm.ptrtoint %2574 : !llvm.ptr to i64
      %2576 = llvm.inttoptr %2575 : i64 to !llvm.ptr
      %2577 = llvm.load %2576 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2578 = llvm.getelementptr %882[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2579 = llvm.ptrtoint %2578 : !llvm.ptr<1> to i64
      %2580 = llvm.inttoptr %2579 : i64 to !llvm.ptr<1>
      llvm.store %2577, %2580 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb432
    ^bb432:  // 2 preds: ^bb430, ^bb431
      %2581 = llvm.add %1643, %23 : i32
      %2582 = llvm.icmp "slt" %2581, %45 : i32
      %2583 = llvm.and %1645, %2582 : i1
      llvm.cond_br %2583, ^bb433, ^bb434
    ^bb433:  // pred: ^bb432
      %2584 = llvm.getelementptr %62[112] : (!llvm.ptr) -> !llvm.ptr, f16
      %2585 = llvm.ptrtoint %2584 : !llvm.ptr to i64
      %2586 = llvm.inttoptr %2585 : i64 to !llvm.ptr
      %2587 = llvm.load %2586 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2588 = llvm.getelementptr %882[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2589 = llvm.ptrtoint %2588 : !llvm.ptr<1> to i64
      %2590 = llvm.inttoptr %2589 : i64 to !llvm.ptr<1>
      llvm.store %2587, %2590 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb434
    ^bb434:  // 2 preds: ^bb432, ^bb433
      %2591 = llvm.add %1643, %5 : i32
      %2592 = llvm.icmp "slt" %2591, %45 : i32
      %2593 = llvm.and %1645, %2592 : i1
      llvm.cond_br %2593, ^bb435, ^bb436
    ^bb435:  // pred: ^bb434
      %2594 = llvm.getelementptr %62[113] : (!llvm.ptr) -> !llvm.ptr, f16
      %2595 = llvm.ptrtoint %2594 : !llvm.ptr to i64
      %2596 = llvm.inttoptr %2595 : i64 to !llvm.ptr
      %2597 = llvm.load %2596 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2598 = llvm.getelementptr %882[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2599 = llvm.ptrtoint %2598 : !llvm.ptr<1> to i64
      %2600 = llvm.inttoptr %2599 : i64 to !llvm.ptr<1>
      llvm.store %2597, %2600 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb436
    ^bb436:  // 2 preds: ^bb434, ^bb435
      %2601 = llvm.and %1664, %2582 : i1
      llvm.cond_br %2601, ^bb437, ^bb438
    ^bb437:  // pred: ^bb436
      %2602 = llvm.getelementptr %62[114] : (!llvm.ptr) -> !llvm.ptr, f16
      %2603 = llvm.ptrtoint %2602 : !llvm.ptr to i64
      %2604 = llvm.inttoptr %2603 : i64 to !llvm.ptr
      %2605 = llvm.load %2604 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2606 = llvm.getelementptr %882[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2607 = llvm.ptrtoint %2606 : !llvm.ptr<1> to i64
      %2608 = llvm.inttoptr %2607 : i64 to !llvm.ptr<1>
      llvm.store %2605, %2608 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb438
    ^bb438:  // 2 preds: ^bb436, ^bb437
      %2609 = llvm.and %1664, %2592 : i1
      llvm.cond_br %2609, ^bb439, ^bb440
    ^bb439:  // pred: ^bb438
      %2610 = llvm.getelementptr %62[115] : (!llvm.ptr) -> !llvm.ptr, f16
      %2611 = llvm.ptrtoint %2610 : !llvm.ptr to i64
      %2612 = llvm.inttoptr %2611 : i64 to !llvm.ptr
      %2613 = llvm.load %2612 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2614 = llvm.getelementptr %882[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2615 = llvm.ptrtoint %2614 : !llvm.ptr<1> to i64
      %2616 = llvm.inttoptr %2615 : i64 to !llvm.ptr<1>
      llvm.store %2613, %2616 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb440
    ^bb440:  // 2 preds: ^bb438, ^bb439
      %2617 = llvm.and %1682, %2582 : i1
      llvm.cond_br %2617, ^bb441, ^bb442
    ^bb441:  // pred: ^bb440
      %2618 = llvm.getelementptr %62[116] : (!llvm.ptr) -> !llvm.ptr, f16
      %2619 = llvm.ptrtoint %2618 : !llvm.ptr to i64
      %2620 = llvm.inttoptr %2619 : i64 to !llvm.ptr
      %2621 = llvm.load %2620 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2622 = llvm.getelementptr %882[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2623 = llvm.ptrtoint %2622 : !llvm.ptr<1> to i64
      %2624 = llvm.inttoptr %2623 : i64 to !llvm.ptr<1>
      llvm.store %2621, %2624 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb442
    ^bb442:  // 2 preds: ^bb440, ^bb441
      %2625 = llvm.and %1682, %2592 : i1
      llvm.cond_br %2625, ^bb443, ^bb444
    ^bb443:  // pred: ^bb442
      %2626 = llvm.getelementptr %62[117] : (!llvm.ptr) -> !llvm.ptr, f16
      %2627 = llvm.ptrtoint %2626 : !llvm.ptr to i64
      %2628 = llvm.inttoptr %2627 : i64 to !llvm.ptr
      %2629 = llvm.load %2628 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2630 = llvm.getelementptr %882[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2631 = llvm.ptrtoint %2630 : !llvm.ptr<1> to i64
      %2632 = llvm.inttoptr %2631 : i64 to !llvm.ptr<1>
      llvm.store %2629, %2632 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb444
    ^bb444:  // 2 preds: ^bb442, ^bb443
      %2633 = llvm.and %1700, %2582 : i1
      llvm.cond_br %2633, ^bb445, ^bb446
    ^bb445:  // pred: ^bb444
      %2634 = llvm.getelementptr %62[118] : (!llvm.ptr) -> !llvm.ptr, f16
      %2635 = llvm.ptrtoint %2634 : !llvm.ptr to i64
      %2636 = llvm.inttoptr %2635 : i64 to !llvm.ptr
      %2637 = llvm.load %2636 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2638 = llvm.getelementptr %882[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2639 = llvm.ptrtoint %2638 : !llvm.ptr<1> to i64
      %2640 = llvm.inttoptr %2639 : i64 to !llvm.ptr<1>
      llvm.store %2637, %2640 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb446
    ^bb446:  // 2 preds: ^bb444, ^bb445
      %2641 = llvm.and %1700, %2592 : i1
      llvm.cond_br %2641, ^bb447, ^bb448
    ^bb447:  // pred: ^bb446
      %2642 = llvm.getelementptr %62[119] : (!llvm.ptr) -> !llvm.ptr, f16
      %2643 = llvm.ptrtoint %2642 : !llvm.ptr to i64
      %2644 = llvm.inttoptr %2643 : i64 to !llvm.ptr
      %2645 = llvm.load %2644 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2646 = llvm.getelementptr %882[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2647 = llvm.ptrtoint %2646 : !llvm.ptr<1> to i64
      %2648 = llvm.inttoptr %2647 : i64 to !llvm.ptr<1>
      llvm.store %2645, %2648 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb448
    ^bb448:  // 2 preds: ^bb446, ^bb447
      %2649 = llvm.and %1718, %2582 : i1
      llvm.cond_br %2649, ^bb449, ^bb450
    ^bb449:  // pred: ^bb448
      %2650 = llvm.getelementptr %62[120] : (!llvm.ptr) -> !llvm.ptr, f16
      %2651 = llvm.ptrtoint %2650 : !llvm.ptr to i64
      %2652 = llvm.inttoptr %2651 : i64 to !llvm.ptr
      %2653 = llvm.load %2652 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2654 = llvm.getelementptr %882[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2655 = llvm.ptrtoint %2654 : !llvm.ptr<1> to i64
      %2656 = llvm.inttoptr %2655 : i64 to !llvm.ptr<1>
      llvm.store %2653, %2656 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb450
    ^bb450:  // 2 preds: ^bb448, ^bb449
      %2657 = llvm.and %1718, %2592 : i1
      llvm.cond_br %2657, ^bb451, ^bb452
    ^bb451:  // pred: ^bb450
      %2658 = llvm.getelementptr %62[121] : (!llvm.ptr) -> !llvm.ptr, f16
      %2659 = llvm.ptrtoint %2658 : !llvm.ptr to i64
      %2660 = llvm.inttoptr %2659 : i64 to !llvm.ptr
      %2661 = llvm.load %2660 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2662 = llvm.getelementptr %882[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2663 = llvm.ptrtoint %2662 : !llvm.ptr<1> to i64
      %2664 = llvm.inttoptr %2663 : i64 to !llvm.ptr<1>
      llvm.store %2661, %2664 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb452
    ^bb452:  // 2 preds: ^bb450, ^bb451
      %2665 = llvm.and %1736, %2582 : i1
      llvm.cond_br %2665, ^bb453, ^bb454
    ^bb453:  // pred: ^bb452
      %2666 = llvm.getelementptr %62[122] : (!llvm.ptr) -> !llvm.ptr, f16
      %2667 = llvm.ptrtoint %2666 : !llvm.ptr to i64
      %2668 = llvm.inttoptr %2667 : i64 to !llvm.ptr
      %2669 = llvm.load %2668 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2670 = llvm.getelementptr %882[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2671 = llvm.ptrtoint %2670 : !llvm.ptr<1> to i64
      %2672 = llvm.inttoptr %2671 : i64 to !llvm.ptr<1>
      llvm.store %2669, %2672 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb454
    ^bb454:  // 2 preds: ^bb452, ^bb453
      %2673 = llvm.and %1736, %2592 : i1
      llvm.cond_br %2673, ^bb455, ^bb456
    ^bb455:  // pred: ^bb454
      %2674 = llvm.getelementptr %62[123] : (!llvm.ptr) -> !llvm.ptr, f16
      %2675 = llvm.ptrtoint %2674 : !llvm.ptr to i64
      %2676 = llvm.inttoptr %2675 : i64 to !llvm.ptr
      %2677 = llvm.load %2676 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2678 = llvm.getelementptr %882[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2679 = llvm.ptrtoint %2678 : !llvm.ptr<1> to i64
      %2680 = llvm.inttoptr %2679 : i64 to !llvm.ptr<1>
      llvm.store %2677, %2680 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb456
    ^bb456:  // 2 preds: ^bb454, ^bb455
      %2681 = llvm.and %1754, %2582 : i1
      llvm.cond_br %2681, ^bb457, ^bb458
    ^bb457:  // pred: ^bb456
      %2682 = llvm.getelementptr %62[124] : (!llvm.ptr) -> !llvm.ptr, f16
      %2683 = llvm.ptrtoint %2682 : !llvm.ptr to i64
      %2684 = llvm.inttoptr %2683 : i64 to !llvm.ptr
      %2685 = llvm.load %2684 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2686 = llvm.getelementptr %882[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2687 = llvm.ptrtoint %2686 : !llvm.ptr<1> to i64
      %2688 = llvm.inttoptr %2687 : i64 to !llvm.ptr<1>
      llvm.store %2685, %2688 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb458
    ^bb458:  // 2 preds: ^bb456, ^bb457
      %2689 = llvm.and %1754, %2592 : i1
      llvm.cond_br %2689, ^bb459, ^bb460
    ^bb459:  // pred: ^bb458
      %2690 = llvm.getelementptr %62[125] : (!llvm.ptr) -> !llvm.ptr, f16
      %2691 = llvm.ptrtoint %2690 : !llvm.ptr to i64
      %2692 = llvm.inttoptr %2691 : i64 to !llvm.ptr
      %2693 = llvm.load %2692 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2694 = llvm.getelementptr %882[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2695 = llvm.ptrtoint %2694 : !llvm.ptr<1> to i64
      %2696 = llvm.inttoptr %2695 : i64 to !llvm.ptr<1>
      llvm.store %2693, %2696 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb460
    ^bb460:  // 2 preds: ^bb458, ^bb459
      %2697 = llvm.and %1772, %2582 : i1
      llvm.cond_br %2697, ^bb461, ^bb462
    ^bb461:  // pred: ^bb460
      %2698 = llvm.getelementptr %62[126] : (!llvm.ptr) -> !llvm.ptr, f16
      %2699 = llvm.ptrtoint %2698 : !llvm.ptr to i64
      %2700 = llvm.inttoptr %2699 : i64 to !llvm.ptr
      %2701 = llvm.load %2700 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2702 = llvm.getelementptr %882[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2703 = llvm.ptrtoint %2702 : !llvm.ptr<1> to i64
      %2704 = llvm.inttoptr %2703 : i64 to !llvm.ptr<1>
      llvm.store %2701, %2704 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb462
    ^bb462:  // 2 preds: ^bb460, ^bb461
      %2705 = llvm.and %1772, %2592 : i1
      llvm.cond_br %2705, ^bb463, ^bb207
    ^bb463:  // pred: ^bb462
      %2706 = llvm.getelementptr %62[127] : (!llvm.ptr) -> !llvm.ptr, f16
      %2707 = llvm.ptrtoint %2706 : !llvm.ptr to i64
      %2708 = llvm.inttoptr %2707 : i64 to !llvm.ptr
      %2709 = llvm.load %2708 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2710 = llvm.getelementptr %882[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2711 = llvm.ptrtoint %2710 : !llvm.ptr<1> to i64
      %2712 = llvm.inttoptr %2711 : i64 to !llvm.ptr<1>
      llvm.store %2709, %2712 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb207
    ^bb464:  // pred: ^bb207
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2dSm8_h865dd9dc(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(98304 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(4 : i32) : i32
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
