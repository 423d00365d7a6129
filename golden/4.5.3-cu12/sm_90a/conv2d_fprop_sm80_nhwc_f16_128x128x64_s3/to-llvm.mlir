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
      %35 = llvm.mlir.constant(64 : i32) : i32
      %36 = llvm.mlir.constant(512 : i32) : i32
      %37 = llvm.mlir.constant(448 : i32) : i32
      %38 = llvm.mlir.constant(696 : i32) : i32
      %39 = llvm.mlir.constant(24 : i32) : i32
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
      %72 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %73 = llvm.sdiv %72, %59 : i32
      %74 = llvm.mul %73, %59 : i32
      %75 = llvm.icmp "ne" %72, %74 : i32
      %76 = llvm.icmp "slt" %72, %52 : i32
      %77 = llvm.icmp "ne" %76, %33 : i1
      %78 = llvm.and %75, %77 : i1
      %79 = llvm.add %73, %32 : i32
      %80 = llvm.select %78, %79, %73 : i1, i32
      %81 = llvm.mul %80, %59 : i32
      %82 = llvm.sub %34, %81 : i32
      %83 = llvm.icmp "slt" %82, %59 : i32
      %84 = llvm.select %83, %82, %59 : i1, i32
      %85 = llvm.sub %72, %81 : i32
      %86 = llvm.srem %85, %84 : i32
      %87 = llvm.add %81, %86 : i32
      %88 = llvm.sdiv %85, %84 : i32
      %89 = llvm.mul %88, %84 : i32
      %90 = llvm.icmp "ne" %85, %89 : i32
      %91 = llvm.icmp "slt" %85, %52 : i32
      %92 = llvm.icmp "slt" %84, %52 : i32
      %93 = llvm.icmp "ne" %91, %92 : i1
      %94 = llvm.and %90, %93 : i1
      %95 = llvm.add %88, %32 : i32
      %96 = llvm.select %94, %95, %88 : i1, i32
      %97 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %98 = llvm.mul %87, %31 : i32
      %99 = llvm.getelementptr %71[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %100 = llvm.mul %87, %60 : i32
      %101 = llvm.getelementptr %30[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %102 = llvm.sdiv %97, %59 : i32
      %103 = llvm.srem %97, %59 : i32
      %104 = llvm.mul %103, %59 : i32
      %105 = llvm.srem %102, %59 : i32
      %106 = llvm.mul %105, %35 : i32
      %107 = llvm.add %104, %106 : i32
      %108 = llvm.sdiv %102, %59 : i32
      %109 = llvm.mul %108, %36 : i32
      %110 = llvm.and %107, %37 : i32
      %111 = llvm.ashr %110, %54 : i32
      %112 = llvm.xor %107, %111 : i32
      %113 = llvm.add %112, %109 : i32
      %114 = llvm.getelementptr %30[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %115 = llvm.getelementptr %101[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %116 = llvm.mul %arg3, %38 : i32
      %117 = llvm.mul %arg4, %39 : i32
      %118 = llvm.mul %arg8, %39 : i32
      %119 = llvm.mul %arg7, %38 : i32
      %120 = llvm.mul %arg5, %38 : i32
      %121 = llvm.mul %arg6, %39 : i32
      %122 = llvm.add %120, %121 : i32
      %123 = llvm.add %100, %102 : i32
      %124 = llvm.sdiv %123, %29 : i32
      %125 = llvm.mul %124, %29 : i32
      %126 = llvm.sub %123, %125 : i32
      %127 = llvm.sdiv %126, %28 : i32
      %128 = llvm.mul %127, %28 : i32
      %129 = llvm.sub %126, %128 : i32
      %130 = llvm.mul %124, %27 : i32
      %131 = llvm.mul %127, %116 : i32
      %132 = llvm.add %130, %131 : i32
      %133 = llvm.mul %129, %117 : i32
      %134 = llvm.add %132, %133 : i32
      %135 = llvm.sub %134, %122 : i32
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
      %151 = llvm.add %102, %58 : i32
      %152 = llvm.add %100, %151 : i32
      %153 = llvm.sdiv %152, %29 : i32
      %154 = llvm.mul %153, %29 : i32
      %155 = llvm.sub %152, %154 : i32
      %156 = llvm.sdiv %155, %28 : i32
      %157 = llvm.mul %156, %28 : i32
      %158 = llvm.sub %155, %157 : i32
      %159 = llvm.mul %153, %27 : i32
      %160 = llvm.mul %156, %116 : i32
      %161 = llvm.add %159, %160 : i32
      %162 = llvm.mul %158, %117 : i32
      %163 = llvm.add %161, %162 : i32
      %164 = llvm.sub %163, %122 : i32
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
      %183 = llvm.add %102, %46 : i32
      %184 = llvm.add %100, %183 : i32
      %185 = llvm.sdiv %184, %29 : i32
      %186 = llvm.mul %185, %29 : i32
      %187 = llvm.sub %184, %186 : i32
      %188 = llvm.sdiv %187, %28 : i32
      %189 = llvm.mul %188, %28 : i32
      %190 = llvm.sub %187, %189 : i32
      %191 = llvm.mul %185, %27 : i32
      %192 = llvm.mul %188, %116 : i32
      %193 = llvm.add %191, %192 : i32
      %194 = llvm.mul %190, %117 : i32
      %195 = llvm.add %193, %194 : i32
      %196 = llvm.sub %195, %122 : i32
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
      %215 = llvm.add %102, %26 : i32
      %216 = llvm.add %100, %215 : i32
      %217 = llvm.sdiv %216, %29 : i32
      %218 = llvm.mul %217, %29 : i32
      %219 = llvm.sub %216, %218 : i32
      %220 = llvm.sdiv %219, %28 : i32
      %221 = llvm.mul %220, %28 : i32
      %222 = llvm.sub %219, %221 : i32
      %223 = llvm.mul %217, %27 : i32
      %224 = llvm.mul %220, %116 : i32
      %225 = llvm.add %223, %224 : i32
      %226 = llvm.mul %222, %117 : i32
      %227 = llvm.add %225, %226 : i32
      %228 = llvm.sub %227, %122 : i32
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
      %247 = llvm.add %102, %35 : i32
      %248 = llvm.add %100, %247 : i32
      %249 = llvm.sdiv %248, %29 : i32
      %250 = llvm.mul %249, %29 : i32
      %251 = llvm.sub %248, %250 : i32
      %252 = llvm.sdiv %251, %28 : i32
      %253 = llvm.mul %252, %28 : i32
      %254 = llvm.sub %251, %253 : i32
      %255 = llvm.mul %249, %27 : i32
      %256 = llvm.mul %252, %116 : i32
      %257 = llvm.add %255, %256 : i32
      %258 = llvm.mul %254, %117 : i32
      %259 = llvm.add %257, %258 : i32
      %260 = llvm.sub %259, %122 : i32
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
      %279 = llvm.add %102, %25 : i32
      %280 = llvm.add %100, %279 : i32
      %281 = llvm.sdiv %280, %29 : i32
      %282 = llvm.mul %281, %29 : i32
      %283 = llvm.sub %280, %282 : i32
      %284 = llvm.sdiv %283, %28 : i32
      %285 = llvm.mul %284, %28 : i32
      %286 = llvm.sub %283, %285 : i32
      %287 = llvm.mul %281, %27 : i32
      %288 = llvm.mul %284, %116 : i32
      %289 = llvm.add %287, %288 : i32
      %290 = llvm.mul %286, %117 : i32
      %291 = llvm.add %289, %290 : i32
      %292 = llvm.sub %291, %122 : i32
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
      %311 = llvm.add %102, %24 : i32
      %312 = llvm.add %100, %311 : i32
      %313 = llvm.sdiv %312, %29 : i32
      %314 = llvm.mul %313, %29 : i32
      %315 = llvm.sub %312, %314 : i32
      %316 = llvm.sdiv %315, %28 : i32
      %317 = llvm.mul %316, %28 : i32
      %318 = llvm.sub %315, %317 : i32
      %319 = llvm.mul %313, %27 : i32
      %320 = llvm.mul %316, %116 : i32
      %321 = llvm.add %319, %320 : i32
      %322 = llvm.mul %318, %117 : i32
      %323 = llvm.add %321, %322 : i32
      %324 = llvm.sub %323, %122 : i32
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
      %343 = llvm.add %102, %23 : i32
      %344 = llvm.add %100, %343 : i32
      %345 = llvm.sdiv %344, %29 : i32
      %346 = llvm.mul %345, %29 : i32
      %347 = llvm.sub %344, %346 : i32
      %348 = llvm.sdiv %347, %28 : i32
      %349 = llvm.mul %348, %28 : i32
      %350 = llvm.sub %347, %349 : i32
      %351 = llvm.mul %345, %27 : i32
      %352 = llvm.mul %348, %116 : i32
      %353 = llvm.add %351, %352 : i32
      %354 = llvm.mul %350, %117 : i32
      %355 = llvm.add %353, %354 : i32
      %356 = llvm.sub %355, %122 : i32
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
      %375 = llvm.sdiv %104, %39 : i32
      %376 = llvm.mul %375, %39 : i32
      %377 = llvm.sub %104, %376 : i32
      %378 = llvm.sdiv %375, %54 : i32
      %379 = llvm.mul %378, %54 : i32
      %380 = llvm.sub %375, %379 : i32
      %381 = llvm.mul %380, %118 : i32
      %382 = llvm.add %377, %381 : i32
      %383 = llvm.mul %378, %119 : i32
      %384 = llvm.add %382, %383 : i32
      %385 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %386 = llvm.mul %378, %arg7 : i32
      %387 = llvm.add %385, %386 : i32
      %388 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %389 = llvm.mul %380, %arg8 : i32
      %390 = llvm.add %388, %389 : i32
      %391 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %392 = llvm.icmp "ne" %391, %41 : i8
      %393 = llvm.icmp "slt" %104, %42 : i32
      %394 = llvm.and %392, %393 : i1
      %395 = llvm.icmp "sge" %387, %52 : i32
      %396 = llvm.and %394, %395 : i1
      %397 = llvm.icmp "slt" %387, %43 : i32
      %398 = llvm.and %396, %397 : i1
      %399 = llvm.icmp "sge" %390, %52 : i32
      %400 = llvm.and %398, %399 : i1
      %401 = llvm.icmp "slt" %390, %43 : i32
      %402 = llvm.and %400, %401 : i1
      %403 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %404 = llvm.add %403, %384 : i32
      llvm.cond_br %402, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %405 = llvm.getelementptr %69[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %406 = llvm.ptrtoint %405 : !llvm.ptr<1> to i64
      %407 = llvm.add %406, %55 : i64
      %408 = llvm.and %407, %44 : i64
      %409 = llvm.inttoptr %408 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %114, %409, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %56, %114 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %410 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %411 = llvm.add %410, %386 : i32
      %412 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %413 = llvm.add %412, %389 : i32
      %414 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %415 = llvm.icmp "ne" %414, %41 : i8
      %416 = llvm.and %415, %393 : i1
      %417 = llvm.icmp "sge" %411, %52 : i32
      %418 = llvm.and %416, %417 : i1
      %419 = llvm.icmp "slt" %411, %43 : i32
      %420 = llvm.and %418, %419 : i1
      %421 = llvm.icmp "sge" %413, %52 : i32
      %422 = llvm.and %420, %421 : i1
      %423 = llvm.icmp "slt" %413, %43 : i32
      %424 = llvm.and %422, %423 : i1
      %425 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %426 = llvm.add %425, %384 : i32
      %427 = llvm.getelementptr %114[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %424, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %428 = llvm.getelementptr %69[%426] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %429 = llvm.ptrtoint %428 : !llvm.ptr<1> to i64
      %430 = llvm.add %429, %55 : i64
      %431 = llvm.and %430, %44 : i64
      %432 = llvm.inttoptr %431 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %427, %432, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %56, %427 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %433 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %434 = llvm.add %433, %386 : i32
      %435 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %436 = llvm.add %435, %389 : i32
      %437 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %438 = llvm.icmp "ne" %437, %41 : i8
      %439 = llvm.and %438, %393 : i1
      %440 = llvm.icmp "sge" %434, %52 : i32
      %441 = llvm.and %439, %440 : i1
      %442 = llvm.icmp "slt" %434, %43 : i32
      %443 = llvm.and %441, %442 : i1
      %444 = llvm.icmp "sge" %436, %52 : i32
      %445 = llvm.and %443, %444 : i1
      %446 = llvm.icmp "slt" %436, %43 : i32
      %447 = llvm.and %445, %446 : i1
      %448 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %449 = llvm.add %448, %384 : i32
      %450 = llvm.getelementptr %114[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %447, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %451 = llvm.getelementptr %69[%449] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %452 = llvm.ptrtoint %451 : !llvm.ptr<1> to i64
      %453 = llvm.add %452, %55 : i64
      %454 = llvm.and %453, %44 : i64
      %455 = llvm.inttoptr %454 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %450, %455, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %56, %450 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %456 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %457 = llvm.add %456, %386 : i32
      %458 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %459 = llvm.add %458, %389 : i32
      %460 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %461 = llvm.icmp "ne" %460, %41 : i8
      %462 = llvm.and %461, %393 : i1
      %463 = llvm.icmp "sge" %457, %52 : i32
      %464 = llvm.and %462, %463 : i1
      %465 = llvm.icmp "slt" %457, %43 : i32
      %466 = llvm.and %464, %465 : i1
      %467 = llvm.icmp "sge" %459, %52 : i32
      %468 = llvm.and %466, %467 : i1
      %469 = llvm.icmp "slt" %459, %43 : i32
      %470 = llvm.and %468, %469 : i1
      %471 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %472 = llvm.add %471, %384 : i32
      %473 = llvm.getelementptr %114[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %470, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %474 = llvm.getelementptr %69[%472] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %475 = llvm.ptrtoint %474 : !llvm.ptr<1> to i64
      %476 = llvm.add %475, %55 : i64
      %477 = llvm.and %476, %44 : i64
      %478 = llvm.inttoptr %477 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %473, %478, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %56, %473 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %479 = llvm.load %268 {alignment = 16 : i64} : !llvm.ptr -> i32
      %480 = llvm.add %479, %386 : i32
      %481 = llvm.load %273 {alignment = 16 : i64} : !llvm.ptr -> i32
      %482 = llvm.add %481, %389 : i32
      %483 = llvm.load %278 {alignment = 4 : i64} : !llvm.ptr -> i8
      %484 = llvm.icmp "ne" %483, %41 : i8
      %485 = llvm.and %484, %393 : i1
      %486 = llvm.icmp "sge" %480, %52 : i32
      %487 = llvm.and %485, %486 : i1
      %488 = llvm.icmp "slt" %480, %43 : i32
      %489 = llvm.and %487, %488 : i1
      %490 = llvm.icmp "sge" %482, %52 : i32
      %491 = llvm.and %489, %490 : i1
      %492 = llvm.icmp "slt" %482, %43 : i32
      %493 = llvm.and %491, %492 : i1
      %494 = llvm.load %263 {alignment = 16 : i64} : !llvm.ptr -> i32
      %495 = llvm.add %494, %384 : i32
      %496 = llvm.getelementptr %114[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %493, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %497 = llvm.getelementptr %69[%495] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %498 = llvm.ptrtoint %497 : !llvm.ptr<1> to i64
      %499 = llvm.add %498, %55 : i64
      %500 = llvm.and %499, %44 : i64
      %501 = llvm.inttoptr %500 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %496, %501, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %56, %496 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %502 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %503 = llvm.add %502, %386 : i32
      %504 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> i32
      %505 = llvm.add %504, %389 : i32
      %506 = llvm.load %310 {alignment = 1 : i64} : !llvm.ptr -> i8
      %507 = llvm.icmp "ne" %506, %41 : i8
      %508 = llvm.and %507, %393 : i1
      %509 = llvm.icmp "sge" %503, %52 : i32
      %510 = llvm.and %508, %509 : i1
      %511 = llvm.icmp "slt" %503, %43 : i32
      %512 = llvm.and %510, %511 : i1
      %513 = llvm.icmp "sge" %505, %52 : i32
      %514 = llvm.and %512, %513 : i1
      %515 = llvm.icmp "slt" %505, %43 : i32
      %516 = llvm.and %514, %515 : i1
      %517 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr -> i32
      %518 = llvm.add %517, %384 : i32
      %519 = llvm.getelementptr %114[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %516, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %520 = llvm.getelementptr %69[%518] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %521 = llvm.ptrtoint %520 : !llvm.ptr<1> to i64
      %522 = llvm.add %521, %55 : i64
      %523 = llvm.and %522, %44 : i64
      %524 = llvm.inttoptr %523 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %519, %524, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %56, %519 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %525 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> i32
      %526 = llvm.add %525, %386 : i32
      %527 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr -> i32
      %528 = llvm.add %527, %389 : i32
      %529 = llvm.load %342 {alignment = 2 : i64} : !llvm.ptr -> i8
      %530 = llvm.icmp "ne" %529, %41 : i8
      %531 = llvm.and %530, %393 : i1
      %532 = llvm.icmp "sge" %526, %52 : i32
      %533 = llvm.and %531, %532 : i1
      %534 = llvm.icmp "slt" %526, %43 : i32
      %535 = llvm.and %533, %534 : i1
      %536 = llvm.icmp "sge" %528, %52 : i32
      %537 = llvm.and %535, %536 : i1
      %538 = llvm.icmp "slt" %528, %43 : i32
      %539 = llvm.and %537, %538 : i1
      %540 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %541 = llvm.add %540, %384 : i32
      %542 = llvm.getelementptr %114[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %539, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %543 = llvm.getelementptr %69[%541] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %544 = llvm.ptrtoint %543 : !llvm.ptr<1> to i64
      %545 = llvm.add %544, %55 : i64
      %546 = llvm.and %545, %44 : i64
      %547 = llvm.inttoptr %546 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %542, %547, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %56, %542 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %548 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr -> i32
      %549 = llvm.add %548, %386 : i32
      %550 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> i32
      %551 = llvm.add %550, %389 : i32
      %552 = llvm.load %374 {alignment = 1 : i64} : !llvm.ptr -> i8
      %553 = llvm.icmp "ne" %552, %41 : i8
      %554 = llvm.and %553, %393 : i1
      %555 = llvm.icmp "sge" %549, %52 : i32
      %556 = llvm.and %554, %555 : i1
      %557 = llvm.icmp "slt" %549, %43 : i32
      %558 = llvm.and %556, %557 : i1
      %559 = llvm.icmp "sge" %551, %52 : i32
      %560 = llvm.and %558, %559 : i1
      %561 = llvm.icmp "slt" %551, %43 : i32
      %562 = llvm.and %560, %561 : i1
      %563 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> i32
      %564 = llvm.add %563, %384 : i32
      %565 = llvm.getelementptr %114[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %562, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %566 = llvm.getelementptr %69[%564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %567 = llvm.ptrtoint %566 : !llvm.ptr<1> to i64
      %568 = llvm.add %567, %55 : i64
      %569 = llvm.and %568, %44 : i64
      %570 = llvm.inttoptr %569 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %565, %570, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %56, %565 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %571 = llvm.mul %96, %60 : i32
      %572 = llvm.add %571, %102 : i32
      %573 = llvm.mul %572, %42 : i32
      %574 = llvm.add %573, %104 : i32
      %575 = llvm.icmp "slt" %572, %45 : i32
      %576 = llvm.and %575, %393 : i1
      llvm.cond_br %576, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %577 = llvm.getelementptr %70[%574] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %115, %577, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %56, %115 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %578 = llvm.add %571, %151 : i32
      %579 = llvm.mul %578, %42 : i32
      %580 = llvm.add %579, %104 : i32
      %581 = llvm.icmp "slt" %578, %45 : i32
      %582 = llvm.and %581, %393 : i1
      %583 = llvm.getelementptr %115[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %582, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %584 = llvm.getelementptr %70[%580] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %583, %584, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %56, %583 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %585 = llvm.add %571, %183 : i32
      %586 = llvm.mul %585, %42 : i32
      %587 = llvm.add %586, %104 : i32
      %588 = llvm.icmp "slt" %585, %45 : i32
      %589 = llvm.and %588, %393 : i1
      %590 = llvm.getelementptr %115[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %589, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %591 = llvm.getelementptr %70[%587] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %590, %591, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %56, %590 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %592 = llvm.add %571, %215 : i32
      %593 = llvm.mul %592, %42 : i32
      %594 = llvm.add %593, %104 : i32
      %595 = llvm.icmp "slt" %592, %45 : i32
      %596 = llvm.and %595, %393 : i1
      %597 = llvm.getelementptr %115[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %596, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %598 = llvm.getelementptr %70[%594] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %597, %598, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %56, %597 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %599 = llvm.add %571, %247 : i32
      %600 = llvm.mul %599, %42 : i32
      %601 = llvm.add %600, %104 : i32
      %602 = llvm.icmp "slt" %599, %45 : i32
      %603 = llvm.and %602, %393 : i1
      %604 = llvm.getelementptr %115[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %603, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %605 = llvm.getelementptr %70[%601] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %604, %605, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %56, %604 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %606 = llvm.add %571, %279 : i32
      %607 = llvm.mul %606, %42 : i32
      %608 = llvm.add %607, %104 : i32
      %609 = llvm.icmp "slt" %606, %45 : i32
      %610 = llvm.and %609, %393 : i1
      %611 = llvm.getelementptr %115[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %610, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %612 = llvm.getelementptr %70[%608] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %611, %612, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %56, %611 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %613 = llvm.add %571, %311 : i32
      %614 = llvm.mul %613, %42 : i32
      %615 = llvm.add %614, %104 : i32
      %616 = llvm.icmp "slt" %613, %45 : i32
      %617 = llvm.and %616, %393 : i1
      %618 = llvm.getelementptr %115[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %617, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %619 = llvm.getelementptr %70[%615] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %618, %619, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %56, %618 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %620 = llvm.add %571, %343 : i32
      %621 = llvm.mul %620, %42 : i32
      %622 = llvm.add %621, %104 : i32
      %623 = llvm.icmp "slt" %620, %45 : i32
      %624 = llvm.and %623, %393 : i1
      %625 = llvm.getelementptr %115[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %624, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %626 = llvm.getelementptr %70[%622] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %625, %626, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %56, %625 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      nvvm.cp.async.commit.group
      %627 = llvm.add %104, %35 : i32
      %628 = llvm.sdiv %627, %39 : i32
      %629 = llvm.mul %628, %39 : i32
      %630 = llvm.sub %627, %629 : i32
      %631 = llvm.sdiv %628, %54 : i32
      %632 = llvm.mul %631, %54 : i32
      %633 = llvm.sub %628, %632 : i32
      %634 = llvm.mul %633, %118 : i32
      %635 = llvm.add %630, %634 : i32
      %636 = llvm.mul %631, %119 : i32
      %637 = llvm.add %635, %636 : i32
      %638 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %639 = llvm.mul %631, %arg7 : i32
      %640 = llvm.add %638, %639 : i32
      %641 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %642 = llvm.mul %633, %arg8 : i32
      %643 = llvm.add %641, %642 : i32
      %644 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %645 = llvm.icmp "ne" %644, %41 : i8
      %646 = llvm.icmp "slt" %627, %42 : i32
      %647 = llvm.and %645, %646 : i1
      %648 = llvm.icmp "sge" %640, %52 : i32
      %649 = llvm.and %647, %648 : i1
      %650 = llvm.icmp "slt" %640, %43 : i32
      %651 = llvm.and %649, %650 : i1
      %652 = llvm.icmp "sge" %643, %52 : i32
      %653 = llvm.and %651, %652 : i1
      %654 = llvm.icmp "slt" %643, %43 : i32
      %655 = llvm.and %653, %654 : i1
      %656 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %657 = llvm.add %656, %637 : i32
      %658 = llvm.getelementptr %114[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %655, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %659 = llvm.getelementptr %69[%657] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %660 = llvm.ptrtoint %659 : !llvm.ptr<1> to i64
      %661 = llvm.add %660, %55 : i64
      %662 = llvm.and %661, %44 : i64
      %663 = llvm.inttoptr %662 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %658, %663, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %56, %658 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %664 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %665 = llvm.add %664, %639 : i32
      %666 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %667 = llvm.add %666, %642 : i32
      %668 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %669 = llvm.icmp "ne" %668, %41 : i8
      %670 = llvm.and %669, %646 : i1
      %671 = llvm.icmp "sge" %665, %52 : i32
      %672 = llvm.and %670, %671 : i1
      %673 = llvm.icmp "slt" %665, %43 : i32
      %674 = llvm.and %672, %673 : i1
      %675 = llvm.icmp "sge" %667, %52 : i32
      %676 = llvm.and %674, %675 : i1
      %677 = llvm.icmp "slt" %667, %43 : i32
      %678 = llvm.and %676, %677 : i1
      %679 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %680 = llvm.add %679, %637 : i32
      %681 = llvm.getelementptr %114[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %678, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %682 = llvm.getelementptr %69[%680] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %683 = llvm.ptrtoint %682 : !llvm.ptr<1> to i64
      %684 = llvm.add %683, %55 : i64
      %685 = llvm.and %684, %44 : i64
      %686 = llvm.inttoptr %685 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %681, %686, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %56, %681 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %687 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %688 = llvm.add %687, %639 : i32
      %689 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %690 = llvm.add %689, %642 : i32
      %691 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %692 = llvm.icmp "ne" %691, %41 : i8
      %693 = llvm.and %692, %646 : i1
      %694 = llvm.icmp "sge" %688, %52 : i32
      %695 = llvm.and %693, %694 : i1
      %696 = llvm.icmp "slt" %688, %43 : i32
      %697 = llvm.and %695, %696 : i1
      %698 = llvm.icmp "sge" %690, %52 : i32
      %699 = llvm.and %697, %698 : i1
      %700 = llvm.icmp "slt" %690, %43 : i32
      %701 = llvm.and %699, %700 : i1
      %702 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %703 = llvm.add %702, %637 : i32
      %704 = llvm.getelementptr %114[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %701, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %705 = llvm.getelementptr %69[%703] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %706 = llvm.ptrtoint %705 : !llvm.ptr<1> to i64
      %707 = llvm.add %706, %55 : i64
      %708 = llvm.and %707, %44 : i64
      %709 = llvm.inttoptr %708 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %704, %709, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %56, %704 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %710 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %711 = llvm.add %710, %639 : i32
      %712 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %713 = llvm.add %712, %642 : i32
      %714 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %715 = llvm.icmp "ne" %714, %41 : i8
      %716 = llvm.and %715, %646 : i1
      %717 = llvm.icmp "sge" %711, %52 : i32
      %718 = llvm.and %716, %717 : i1
      %719 = llvm.icmp "slt" %711, %43 : i32
      %720 = llvm.and %718, %719 : i1
      %721 = llvm.icmp "sge" %713, %52 : i32
      %722 = llvm.and %720, %721 : i1
      %723 = llvm.icmp "slt" %713, %43 : i32
      %724 = llvm.and %722, %723 : i1
      %725 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %726 = llvm.add %725, %637 : i32
      %727 = llvm.getelementptr %114[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %724, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %728 = llvm.getelementptr %69[%726] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %729 = llvm.ptrtoint %728 : !llvm.ptr<1> to i64
      %730 = llvm.add %729, %55 : i64
      %731 = llvm.and %730, %44 : i64
      %732 = llvm.inttoptr %731 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %727, %732, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %56, %727 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %733 = llvm.load %268 {alignment = 16 : i64} : !llvm.ptr -> i32
      %734 = llvm.add %733, %639 : i32
      %735 = llvm.load %273 {alignment = 16 : i64} : !llvm.ptr -> i32
      %736 = llvm.add %735, %642 : i32
      %737 = llvm.load %278 {alignment = 4 : i64} : !llvm.ptr -> i8
      %738 = llvm.icmp "ne" %737, %41 : i8
      %739 = llvm.and %738, %646 : i1
      %740 = llvm.icmp "sge" %734, %52 : i32
      %741 = llvm.and %739, %740 : i1
      %742 = llvm.icmp "slt" %734, %43 : i32
      %743 = llvm.and %741, %742 : i1
      %744 = llvm.icmp "sge" %736, %52 : i32
      %745 = llvm.and %743, %744 : i1
      %746 = llvm.icmp "slt" %736, %43 : i32
      %747 = llvm.and %745, %746 : i1
      %748 = llvm.load %263 {alignment = 16 : i64} : !llvm.ptr -> i32
      %749 = llvm.add %748, %637 : i32
      %750 = llvm.getelementptr %114[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %747, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %751 = llvm.getelementptr %69[%749] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %752 = llvm.ptrtoint %751 : !llvm.ptr<1> to i64
      %753 = llvm.add %752, %55 : i64
      %754 = llvm.and %753, %44 : i64
      %755 = llvm.inttoptr %754 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %750, %755, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %56, %750 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %756 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %757 = llvm.add %756, %639 : i32
      %758 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> i32
      %759 = llvm.add %758, %642 : i32
      %760 = llvm.load %310 {alignment = 1 : i64} : !llvm.ptr -> i8
      %761 = llvm.icmp "ne" %760, %41 : i8
      %762 = llvm.and %761, %646 : i1
      %763 = llvm.icmp "sge" %757, %52 : i32
      %764 = llvm.and %762, %763 : i1
      %765 = llvm.icmp "slt" %757, %43 : i32
      %766 = llvm.and %764, %765 : i1
      %767 = llvm.icmp "sge" %759, %52 : i32
      %768 = llvm.and %766, %767 : i1
      %769 = llvm.icmp "slt" %759, %43 : i32
      %770 = llvm.and %768, %769 : i1
      %771 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr -> i32
      %772 = llvm.add %771, %637 : i32
      %773 = llvm.getelementptr %114[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %770, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %774 = llvm.getelementptr %69[%772] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %775 = llvm.ptrtoint %774 : !llvm.ptr<1> to i64
      %776 = llvm.add %775, %55 : i64
      %777 = llvm.and %776, %44 : i64
      %778 = llvm.inttoptr %777 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %773, %778, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %56, %773 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %779 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> i32
      %780 = llvm.add %779, %639 : i32
      %781 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr -> i32
      %782 = llvm.add %781, %642 : i32
      %783 = llvm.load %342 {alignment = 2 : i64} : !llvm.ptr -> i8
      %784 = llvm.icmp "ne" %783, %41 : i8
      %785 = llvm.and %784, %646 : i1
      %786 = llvm.icmp "sge" %780, %52 : i32
      %787 = llvm.and %785, %786 : i1
      %788 = llvm.icmp "slt" %780, %43 : i32
      %789 = llvm.and %787, %788 : i1
      %790 = llvm.icmp "sge" %782, %52 : i32
      %791 = llvm.and %789, %790 : i1
      %792 = llvm.icmp "slt" %782, %43 : i32
      %793 = llvm.and %791, %792 : i1
      %794 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %795 = llvm.add %794, %637 : i32
      %796 = llvm.getelementptr %114[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %793, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %797 = llvm.getelementptr %69[%795] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %798 = llvm.ptrtoint %797 : !llvm.ptr<1> to i64
      %799 = llvm.add %798, %55 : i64
      %800 = llvm.and %799, %44 : i64
      %801 = llvm.inttoptr %800 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %796, %801, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %56, %796 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %802 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr -> i32
      %803 = llvm.add %802, %639 : i32
      %804 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> i32
      %805 = llvm.add %804, %642 : i32
      %806 = llvm.load %374 {alignment = 1 : i64} : !llvm.ptr -> i8
      %807 = llvm.icmp "ne" %806, %41 : i8
      %808 = llvm.and %807, %646 : i1
      %809 = llvm.icmp "sge" %803, %52 : i32
      %810 = llvm.and %808, %809 : i1
      %811 = llvm.icmp "slt" %803, %43 : i32
      %812 = llvm.and %810, %811 : i1
      %813 = llvm.icmp "sge" %805, %52 : i32
      %814 = llvm.and %812, %813 : i1
      %815 = llvm.icmp "slt" %805, %43 : i32
      %816 = llvm.and %814, %815 : i1
      %817 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> i32
      %818 = llvm.add %817, %637 : i32
      %819 = llvm.getelementptr %114[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %816, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %820 = llvm.getelementptr %69[%818] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %821 = llvm.ptrtoint %820 : !llvm.ptr<1> to i64
      %822 = llvm.add %821, %55 : i64
      %823 = llvm.and %822, %44 : i64
      %824 = llvm.inttoptr %823 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %819, %824, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %56, %819 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %825 = llvm.add %573, %627 : i32
      %826 = llvm.and %575, %646 : i1
      %827 = llvm.getelementptr %115[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %826, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %828 = llvm.getelementptr %70[%825] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %827, %828, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb75
    ^bb74:  // pred: ^bb72
      llvm.store %56, %827 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %829 = llvm.add %579, %627 : i32
      %830 = llvm.and %581, %646 : i1
      %831 = llvm.getelementptr %115[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %830, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %832 = llvm.getelementptr %70[%829] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %831, %832, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb78
    ^bb77:  // pred: ^bb75
      llvm.store %56, %831 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      %833 = llvm.add %586, %627 : i32
      %834 = llvm.and %588, %646 : i1
      %835 = llvm.getelementptr %115[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %834, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %836 = llvm.getelementptr %70[%833] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %835, %836, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb81
    ^bb80:  // pred: ^bb78
      llvm.store %56, %835 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %837 = llvm.add %593, %627 : i32
      %838 = llvm.and %595, %646 : i1
      %839 = llvm.getelementptr %115[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %838, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %840 = llvm.getelementptr %70[%837] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %839, %840, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb84
    ^bb83:  // pred: ^bb81
      llvm.store %56, %839 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %841 = llvm.add %600, %627 : i32
      %842 = llvm.and %602, %646 : i1
      %843 = llvm.getelementptr %115[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %842, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %844 = llvm.getelementptr %70[%841] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %843, %844, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb87
    ^bb86:  // pred: ^bb84
      llvm.store %56, %843 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %845 = llvm.add %607, %627 : i32
      %846 = llvm.and %609, %646 : i1
      %847 = llvm.getelementptr %115[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %846, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %848 = llvm.getelementptr %70[%845] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %847, %848, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %56, %847 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %849 = llvm.add %614, %627 : i32
      %850 = llvm.and %616, %646 : i1
      %851 = llvm.getelementptr %115[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %850, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %852 = llvm.getelementptr %70[%849] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %851, %852, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %56, %851 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %853 = llvm.add %621, %627 : i32
      %854 = llvm.and %623, %646 : i1
      %855 = llvm.getelementptr %115[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %854, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %856 = llvm.getelementptr %70[%853] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %855, %856, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %56, %855 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      nvvm.cp.async.commit.group
      %857 = llvm.srem %97, %46 : i32
      %858 = llvm.sdiv %97, %46 : i32
      %859 = llvm.srem %858, %53 : i32
      %860 = llvm.sdiv %97, %35 : i32
      %861 = llvm.srem %860, %53 : i32
      %862 = llvm.srem %857, %46 : i32
      %863 = llvm.srem %859, %53 : i32
      %864 = llvm.srem %861, %53 : i32
      %865 = llvm.sdiv %862, %34 : i32
      %866 = llvm.srem %862, %34 : i32
      %867 = llvm.mul %866, %53 : i32
      %868 = llvm.mul %865, %45 : i32
      %869 = llvm.add %867, %868 : i32
      %870 = llvm.mul %863, %47 : i32
      %871 = llvm.mul %864, %59 : i32
      %872 = llvm.add %870, %871 : i32
      %873 = llvm.add %869, %872 : i32
      %874 = llvm.getelementptr %99[%873] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %57, %63 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %875 = llvm.sdiv %97, %58 : i32
      %876 = llvm.srem %97, %58 : i32
      %877 = llvm.srem %876, %59 : i32
      %878 = llvm.mul %877, %35 : i32
      %879 = llvm.srem %875, %53 : i32
      %880 = llvm.mul %879, %59 : i32
      %881 = llvm.add %878, %880 : i32
      %882 = llvm.sdiv %876, %59 : i32
      %883 = llvm.mul %882, %36 : i32
      %884 = llvm.sdiv %875, %53 : i32
      %885 = llvm.srem %884, %53 : i32
      %886 = llvm.mul %885, %48 : i32
      %887 = llvm.add %883, %886 : i32
      %888 = llvm.and %881, %60 : i32
      %889 = llvm.icmp "eq" %888, %52 : i32
      %890 = llvm.select %889, %58, %49 : i1, i32
      %891 = llvm.and %881, %50 : i32
      %892 = llvm.icmp "eq" %891, %52 : i32
      %893 = llvm.select %892, %46, %51 : i1, i32
      %894 = llvm.and %881, %37 : i32
      %895 = llvm.ashr %894, %54 : i32
      %896 = llvm.xor %881, %895 : i32
      %897 = llvm.add %896, %887 : i32
      %898 = llvm.getelementptr %30[%897] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %899 = llvm.mul %103, %35 : i32
      %900 = llvm.srem %102, %53 : i32
      %901 = llvm.mul %900, %59 : i32
      %902 = llvm.add %899, %901 : i32
      %903 = llvm.sdiv %102, %53 : i32
      %904 = llvm.sdiv %903, %53 : i32
      %905 = llvm.srem %903, %53 : i32
      %906 = llvm.mul %905, %48 : i32
      %907 = llvm.sdiv %904, %53 : i32
      %908 = llvm.mul %907, %36 : i32
      %909 = llvm.add %906, %908 : i32
      %910 = llvm.and %902, %60 : i32
      %911 = llvm.icmp "eq" %910, %52 : i32
      %912 = llvm.select %911, %58, %49 : i1, i32
      %913 = llvm.and %902, %50 : i32
      %914 = llvm.icmp "eq" %913, %52 : i32
      %915 = llvm.select %914, %46, %51 : i1, i32
      %916 = llvm.and %902, %37 : i32
      %917 = llvm.ashr %916, %54 : i32
      %918 = llvm.xor %902, %917 : i32
      %919 = llvm.add %918, %909 : i32
      %920 = llvm.getelementptr %101[%919] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb97(%52 : i32)
    ^bb97(%921: i32):  // 2 preds: ^bb96, ^bb98
      %922 = llvm.icmp "slt" %921, %34 : i32
      llvm.cond_br %922, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb97
      %923 = llvm.mul %921, %22 : i32
      %924 = llvm.getelementptr %898[%923] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %925 = llvm.mul %921, %59 : i32
      %926 = llvm.getelementptr %65[%925] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %927 = nvvm.ldmatrix %924 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %928 = llvm.extractvalue %927[0] : !llvm_struct_a37b2a
      %929 = llvm.extractvalue %927[1] : !llvm_struct_a37b2a
      %930 = llvm.extractvalue %927[2] : !llvm_struct_a37b2a
      %931 = llvm.extractvalue %927[3] : !llvm_struct_a37b2a
      %932 = llvm.insertelement %928, %4[%3 : i64] : vector<4xi32>
      %933 = llvm.insertelement %929, %932[%2 : i64] : vector<4xi32>
      %934 = llvm.insertelement %930, %933[%1 : i64] : vector<4xi32>
      %935 = llvm.insertelement %931, %934[%0 : i64] : vector<4xi32>
      %936 = llvm.extractelement %935[%52 : i32] : vector<4xi32>
      llvm.store %936, %926 : i32, !llvm.ptr
      %937 = llvm.extractelement %935[%61 : i32] : vector<4xi32>
      %938 = llvm.getelementptr %926[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %937, %938 : i32, !llvm.ptr
      %939 = llvm.extractelement %935[%53 : i32] : vector<4xi32>
      %940 = llvm.getelementptr %926[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %939, %940 : i32, !llvm.ptr
      %941 = llvm.extractelement %935[%54 : i32] : vector<4xi32>
      %942 = llvm.getelementptr %926[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %941, %942 : i32, !llvm.ptr
      %943 = llvm.add %921, %61 : i32
      llvm.br ^bb97(%943 : i32)
    ^bb99:  // pred: ^bb97
      llvm.br ^bb100(%52 : i32)
    ^bb100(%944: i32):  // 2 preds: ^bb99, ^bb101
      %945 = llvm.icmp "slt" %944, %34 : i32
      llvm.cond_br %945, ^bb101, ^bb102 {llvm.loop_annotation = #loop_annotation}
    ^bb101:  // pred: ^bb100
      %946 = llvm.mul %944, %22 : i32
      %947 = llvm.getelementptr %920[%946] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %948 = llvm.mul %944, %59 : i32
      %949 = llvm.getelementptr %64[%948] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %950 = nvvm.ldmatrix %947 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %951 = llvm.extractvalue %950[0] : !llvm_struct_a37b2a
      %952 = llvm.extractvalue %950[1] : !llvm_struct_a37b2a
      %953 = llvm.extractvalue %950[2] : !llvm_struct_a37b2a
      %954 = llvm.extractvalue %950[3] : !llvm_struct_a37b2a
      %955 = llvm.insertelement %951, %4[%3 : i64] : vector<4xi32>
      %956 = llvm.insertelement %952, %955[%2 : i64] : vector<4xi32>
      %957 = llvm.insertelement %953, %956[%1 : i64] : vector<4xi32>
      %958 = llvm.insertelement %954, %957[%0 : i64] : vector<4xi32>
      %959 = llvm.extractelement %958[%52 : i32] : vector<4xi32>
      llvm.store %959, %949 : i32, !llvm.ptr
      %960 = llvm.extractelement %958[%61 : i32] : vector<4xi32>
      %961 = llvm.getelementptr %949[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %960, %961 : i32, !llvm.ptr
      %962 = llvm.extractelement %958[%53 : i32] : vector<4xi32>
      %963 = llvm.getelementptr %949[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %962, %963 : i32, !llvm.ptr
      %964 = llvm.extractelement %958[%54 : i32] : vector<4xi32>
      %965 = llvm.getelementptr %949[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %964, %965 : i32, !llvm.ptr
      %966 = llvm.add %944, %61 : i32
      llvm.br ^bb100(%966 : i32)
    ^bb102:  // pred: ^bb100
      %967 = llvm.getelementptr %65[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %968 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %969 = llvm.getelementptr %65[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %970 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %971 = llvm.getelementptr %65[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %972 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb103(%52, %53, %52 : i32, i32, i32)
    ^bb103(%973: i32, %974: i32, %975: i32):  // 2 preds: ^bb102, ^bb202
      %976 = llvm.icmp "slt" %973, %34 : i32
      llvm.cond_br %976, ^bb104, ^bb203
    ^bb104:  // pred: ^bb103
      %977 = llvm.mul %975, %16 : i32
      %978 = llvm.add %890, %977 : i32
      %979 = llvm.getelementptr %898[%978] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb105(%52 : i32)
    ^bb105(%980: i32):  // 2 preds: ^bb104, ^bb106
      %981 = llvm.icmp "slt" %980, %34 : i32
      llvm.cond_br %981, ^bb106, ^bb107 {llvm.loop_annotation = #loop_annotation}
    ^bb106:  // pred: ^bb105
      %982 = llvm.mul %980, %22 : i32
      %983 = llvm.getelementptr %979[%982] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %984 = llvm.mul %980, %59 : i32
      %985 = llvm.getelementptr %967[%984] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %986 = nvvm.ldmatrix %983 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %987 = llvm.extractvalue %986[0] : !llvm_struct_a37b2a
      %988 = llvm.extractvalue %986[1] : !llvm_struct_a37b2a
      %989 = llvm.extractvalue %986[2] : !llvm_struct_a37b2a
      %990 = llvm.extractvalue %986[3] : !llvm_struct_a37b2a
      %991 = llvm.insertelement %987, %4[%3 : i64] : vector<4xi32>
      %992 = llvm.insertelement %988, %991[%2 : i64] : vector<4xi32>
      %993 = llvm.insertelement %989, %992[%1 : i64] : vector<4xi32>
      %994 = llvm.insertelement %990, %993[%0 : i64] : vector<4xi32>
      %995 = llvm.extractelement %994[%52 : i32] : vector<4xi32>
      llvm.store %995, %985 : i32, !llvm.ptr
      %996 = llvm.extractelement %994[%61 : i32] : vector<4xi32>
      %997 = llvm.getelementptr %985[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %996, %997 : i32, !llvm.ptr
      %998 = llvm.extractelement %994[%53 : i32] : vector<4xi32>
      %999 = llvm.getelementptr %985[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %998, %999 : i32, !llvm.ptr
      %1000 = llvm.extractelement %994[%54 : i32] : vector<4xi32>
      %1001 = llvm.getelementptr %985[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1000, %1001 : i32, !llvm.ptr
      %1002 = llvm.add %980, %61 : i32
      llvm.br ^bb105(%1002 : i32)
    ^bb107:  // pred: ^bb105
      %1003 = llvm.add %912, %977 : i32
      %1004 = llvm.getelementptr %920[%1003] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb108(%52 : i32)
    ^bb108(%1005: i32):  // 2 preds: ^bb107, ^bb109
      %1006 = llvm.icmp "slt" %1005, %34 : i32
      llvm.cond_br %1006, ^bb109, ^bb110 {llvm.loop_annotation = #loop_annotation}
    ^bb109:  // pred: ^bb108
      %1007 = llvm.mul %1005, %22 : i32
      %1008 = llvm.getelementptr %1004[%1007] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1009 = llvm.mul %1005, %59 : i32
      %1010 = llvm.getelementptr %968[%1009] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1011 = nvvm.ldmatrix %1008 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1012 = llvm.extractvalue %1011[0] : !llvm_struct_a37b2a
      %1013 = llvm.extractvalue %1011[1] : !llvm_struct_a37b2a
      %1014 = llvm.extractvalue %1011[2] : !llvm_struct_a37b2a
      %1015 = llvm.extractvalue %1011[3] : !llvm_struct_a37b2a
      %1016 = llvm.insertelement %1012, %4[%3 : i64] : vector<4xi32>
      %1017 = llvm.insertelement %1013, %1016[%2 : i64] : vector<4xi32>
      %1018 = llvm.insertelement %1014, %1017[%1 : i64] : vector<4xi32>
      %1019 = llvm.insertelement %1015, %1018[%0 : i64] : vector<4xi32>
      %1020 = llvm.extractelement %1019[%52 : i32] : vector<4xi32>
      llvm.store %1020, %1010 : i32, !llvm.ptr
      %1021 = llvm.extractelement %1019[%61 : i32] : vector<4xi32>
      %1022 = llvm.getelementptr %1010[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1021, %1022 : i32, !llvm.ptr
      %1023 = llvm.extractelement %1019[%53 : i32] : vector<4xi32>
      %1024 = llvm.getelementptr %1010[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1023, %1024 : i32, !llvm.ptr
      %1025 = llvm.extractelement %1019[%54 : i32] : vector<4xi32>
      %1026 = llvm.getelementptr %1010[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1025, %1026 : i32, !llvm.ptr
      %1027 = llvm.add %1005, %61 : i32
      llvm.br ^bb108(%1027 : i32)
    ^bb110:  // pred: ^bb108
      %1028 = llvm.add %973, %53 : i32
      %1029 = llvm.icmp "slt" %1028, %34 : i32
      llvm.cond_br %1029, ^bb111, ^bb160
    ^bb111:  // pred: ^bb110
      %1030 = llvm.mul %1028, %35 : i32
      %1031 = llvm.add %1030, %104 : i32
      %1032 = llvm.sdiv %1031, %39 : i32
      %1033 = llvm.mul %1032, %39 : i32
      %1034 = llvm.sub %1031, %1033 : i32
      %1035 = llvm.sdiv %1032, %54 : i32
      %1036 = llvm.mul %1035, %54 : i32
      %1037 = llvm.sub %1032, %1036 : i32
      %1038 = llvm.mul %1037, %118 : i32
      %1039 = llvm.add %1034, %1038 : i32
      %1040 = llvm.mul %1035, %119 : i32
      %1041 = llvm.add %1039, %1040 : i32
      %1042 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1043 = llvm.mul %1035, %arg7 : i32
      %1044 = llvm.add %1042, %1043 : i32
      %1045 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1046 = llvm.mul %1037, %arg8 : i32
      %1047 = llvm.add %1045, %1046 : i32
      %1048 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1049 = llvm.icmp "ne" %1048, %41 : i8
      %1050 = llvm.icmp "slt" %1031, %42 : i32
      %1051 = llvm.and %1049, %1050 : i1
      %1052 = llvm.icmp "sge" %1044, %52 : i32
      %1053 = llvm.and %1051, %1052 : i1
      %1054 = llvm.icmp "slt" %1044, %43 : i32
      %1055 = llvm.and %1053, %1054 : i1
      %1056 = llvm.icmp "sge" %1047, %52 : i32
      %1057 = llvm.and %1055, %1056 : i1
      %1058 = llvm.icmp "slt" %1047, %43 : i32
      %1059 = llvm.and %1057, %1058 : i1
      %1060 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1061 = llvm.add %1060, %1041 : i32
      %1062 = llvm.mul %974, %16 : i32
      %1063 = llvm.getelementptr %114[%1062] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1059, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1064 = llvm.getelementptr %69[%1061] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1065 = llvm.ptrtoint %1064 : !llvm.ptr<1> to i64
      %1066 = llvm.add %1065, %55 : i64
      %1067 = llvm.and %1066, %44 : i64
      %1068 = llvm.inttoptr %1067 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1063, %1068, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %56, %1063 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1069 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1070 = llvm.add %1069, %1043 : i32
      %1071 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1072 = llvm.add %1071, %1046 : i32
      %1073 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1074 = llvm.icmp "ne" %1073, %41 : i8
      %1075 = llvm.and %1074, %1050 : i1
      %1076 = llvm.icmp "sge" %1070, %52 : i32
      %1077 = llvm.and %1075, %1076 : i1
      %1078 = llvm.icmp "slt" %1070, %43 : i32
      %1079 = llvm.and %1077, %1078 : i1
      %1080 = llvm.icmp "sge" %1072, %52 : i32
      %1081 = llvm.and %1079, %1080 : i1
      %1082 = llvm.icmp "slt" %1072, %43 : i32
      %1083 = llvm.and %1081, %1082 : i1
      %1084 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1085 = llvm.add %1084, %1041 : i32
      %1086 = llvm.add %1062, %48 : i32
      %1087 = llvm.getelementptr %114[%1086] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1083, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1088 = llvm.getelementptr %69[%1085] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1089 = llvm.ptrtoint %1088 : !llvm.ptr<1> to i64
      %1090 = llvm.add %1089, %55 : i64
      %1091 = llvm.and %1090, %44 : i64
      %1092 = llvm.inttoptr %1091 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1087, %1092, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %56, %1087 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1093 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1094 = llvm.add %1093, %1043 : i32
      %1095 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1096 = llvm.add %1095, %1046 : i32
      %1097 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1098 = llvm.icmp "ne" %1097, %41 : i8
      %1099 = llvm.and %1098, %1050 : i1
      %1100 = llvm.icmp "sge" %1094, %52 : i32
      %1101 = llvm.and %1099, %1100 : i1
      %1102 = llvm.icmp "slt" %1094, %43 : i32
      %1103 = llvm.and %1101, %1102 : i1
      %1104 = llvm.icmp "sge" %1096, %52 : i32
      %1105 = llvm.and %1103, %1104 : i1
      %1106 = llvm.icmp "slt" %1096, %43 : i32
      %1107 = llvm.and %1105, %1106 : i1
      %1108 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1109 = llvm.add %1108, %1041 : i32
      %1110 = llvm.add %1062, %22 : i32
      %1111 = llvm.getelementptr %114[%1110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1107, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1112 = llvm.getelementptr %69[%1109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1113 = llvm.ptrtoint %1112 : !llvm.ptr<1> to i64
      %1114 = llvm.add %1113, %55 : i64
      %1115 = llvm.and %1114, %44 : i64
      %1116 = llvm.inttoptr %1115 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1111, %1116, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb120
    ^bb119:  // pred: ^bb117
      llvm.store %56, %1111 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1117 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1118 = llvm.add %1117, %1043 : i32
      %1119 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1120 = llvm.add %1119, %1046 : i32
      %1121 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1122 = llvm.icmp "ne" %1121, %41 : i8
      %1123 = llvm.and %1122, %1050 : i1
      %1124 = llvm.icmp "sge" %1118, %52 : i32
      %1125 = llvm.and %1123, %1124 : i1
      %1126 = llvm.icmp "slt" %1118, %43 : i32
      %1127 = llvm.and %1125, %1126 : i1
      %1128 = llvm.icmp "sge" %1120, %52 : i32
      %1129 = llvm.and %1127, %1128 : i1
      %1130 = llvm.icmp "slt" %1120, %43 : i32
      %1131 = llvm.and %1129, %1130 : i1
      %1132 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1133 = llvm.add %1132, %1041 : i32
      %1134 = llvm.add %1062, %21 : i32
      %1135 = llvm.getelementptr %114[%1134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1131, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1136 = llvm.getelementptr %69[%1133] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1137 = llvm.ptrtoint %1136 : !llvm.ptr<1> to i64
      %1138 = llvm.add %1137, %55 : i64
      %1139 = llvm.and %1138, %44 : i64
      %1140 = llvm.inttoptr %1139 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1135, %1140, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb123
    ^bb122:  // pred: ^bb120
      llvm.store %56, %1135 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %1141 = llvm.load %268 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1142 = llvm.add %1141, %1043 : i32
      %1143 = llvm.load %273 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1144 = llvm.add %1143, %1046 : i32
      %1145 = llvm.load %278 {alignment = 4 : i64} : !llvm.ptr -> i8
      %1146 = llvm.icmp "ne" %1145, %41 : i8
      %1147 = llvm.and %1146, %1050 : i1
      %1148 = llvm.icmp "sge" %1142, %52 : i32
      %1149 = llvm.and %1147, %1148 : i1
      %1150 = llvm.icmp "slt" %1142, %43 : i32
      %1151 = llvm.and %1149, %1150 : i1
      %1152 = llvm.icmp "sge" %1144, %52 : i32
      %1153 = llvm.and %1151, %1152 : i1
      %1154 = llvm.icmp "slt" %1144, %43 : i32
      %1155 = llvm.and %1153, %1154 : i1
      %1156 = llvm.load %263 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1157 = llvm.add %1156, %1041 : i32
      %1158 = llvm.add %1062, %20 : i32
      %1159 = llvm.getelementptr %114[%1158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1155, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %1160 = llvm.getelementptr %69[%1157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1161 = llvm.ptrtoint %1160 : !llvm.ptr<1> to i64
      %1162 = llvm.add %1161, %55 : i64
      %1163 = llvm.and %1162, %44 : i64
      %1164 = llvm.inttoptr %1163 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1159, %1164, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb126
    ^bb125:  // pred: ^bb123
      llvm.store %56, %1159 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1165 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1166 = llvm.add %1165, %1043 : i32
      %1167 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1168 = llvm.add %1167, %1046 : i32
      %1169 = llvm.load %310 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1170 = llvm.icmp "ne" %1169, %41 : i8
      %1171 = llvm.and %1170, %1050 : i1
      %1172 = llvm.icmp "sge" %1166, %52 : i32
      %1173 = llvm.and %1171, %1172 : i1
      %1174 = llvm.icmp "slt" %1166, %43 : i32
      %1175 = llvm.and %1173, %1174 : i1
      %1176 = llvm.icmp "sge" %1168, %52 : i32
      %1177 = llvm.and %1175, %1176 : i1
      %1178 = llvm.icmp "slt" %1168, %43 : i32
      %1179 = llvm.and %1177, %1178 : i1
      %1180 = llvm.load %295 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1181 = llvm.add %1180, %1041 : i32
      %1182 = llvm.add %1062, %19 : i32
      %1183 = llvm.getelementptr %114[%1182] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1179, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1184 = llvm.getelementptr %69[%1181] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1185 = llvm.ptrtoint %1184 : !llvm.ptr<1> to i64
      %1186 = llvm.add %1185, %55 : i64
      %1187 = llvm.and %1186, %44 : i64
      %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1183, %1188, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb129
    ^bb128:  // pred: ^bb126
      llvm.store %56, %1183 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %1189 = llvm.load %332 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1190 = llvm.add %1189, %1043 : i32
      %1191 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1192 = llvm.add %1191, %1046 : i32
      %1193 = llvm.load %342 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1194 = llvm.icmp "ne" %1193, %41 : i8
      %1195 = llvm.and %1194, %1050 : i1
      %1196 = llvm.icmp "sge" %1190, %52 : i32
      %1197 = llvm.and %1195, %1196 : i1
      %1198 = llvm.icmp "slt" %1190, %43 : i32
      %1199 = llvm.and %1197, %1198 : i1
      %1200 = llvm.icmp "sge" %1192, %52 : i32
      %1201 = llvm.and %1199, %1200 : i1
      %1202 = llvm.icmp "slt" %1192, %43 : i32
      %1203 = llvm.and %1201, %1202 : i1
      %1204 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1205 = llvm.add %1204, %1041 : i32
      %1206 = llvm.add %1062, %18 : i32
      %1207 = llvm.getelementptr %114[%1206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1203, ^bb130, ^bb131
    ^bb130:  // pred: ^bb129
      %1208 = llvm.getelementptr %69[%1205] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1209 = llvm.ptrtoint %1208 : !llvm.ptr<1> to i64
      %1210 = llvm.add %1209, %55 : i64
      %1211 = llvm.and %1210, %44 : i64
      %1212 = llvm.inttoptr %1211 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1207, %1212, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb132
    ^bb131:  // pred: ^bb129
      llvm.store %56, %1207 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1213 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1214 = llvm.add %1213, %1043 : i32
      %1215 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1216 = llvm.add %1215, %1046 : i32
      %1217 = llvm.load %374 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1218 = llvm.icmp "ne" %1217, %41 : i8
      %1219 = llvm.and %1218, %1050 : i1
      %1220 = llvm.icmp "sge" %1214, %52 : i32
      %1221 = llvm.and %1219, %1220 : i1
      %1222 = llvm.icmp "slt" %1214, %43 : i32
      %1223 = llvm.and %1221, %1222 : i1
      %1224 = llvm.icmp "sge" %1216, %52 : i32
      %1225 = llvm.and %1223, %1224 : i1
      %1226 = llvm.icmp "slt" %1216, %43 : i32
      %1227 = llvm.and %1225, %1226 : i1
      %1228 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1229 = llvm.add %1228, %1041 : i32
      %1230 = llvm.add %1062, %17 : i32
      %1231 = llvm.getelementptr %114[%1230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1227, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1232 = llvm.getelementptr %69[%1229] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1233 = llvm.ptrtoint %1232 : !llvm.ptr<1> to i64
      %1234 = llvm.add %1233, %55 : i64
      %1235 = llvm.and %1234, %44 : i64
      %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1231, %1236, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb135
    ^bb134:  // pred: ^bb132
      llvm.store %56, %1231 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %1237 = llvm.add %573, %1031 : i32
      %1238 = llvm.and %575, %1050 : i1
      %1239 = llvm.getelementptr %115[%1062] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1238, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %1240 = llvm.getelementptr %70[%1237] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1241 = llvm.ptrtoint %1240 : !llvm.ptr<1> to i64
      %1242 = llvm.add %1241, %55 : i64
      %1243 = llvm.and %1242, %44 : i64
      %1244 = llvm.inttoptr %1243 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1239, %1244, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb138
    ^bb137:  // pred: ^bb135
      llvm.store %56, %1239 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1245 = llvm.add %579, %1031 : i32
      %1246 = llvm.and %581, %1050 : i1
      %1247 = llvm.getelementptr %115[%1086] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1246, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1248 = llvm.getelementptr %70[%1245] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1249 = llvm.ptrtoint %1248 : !llvm.ptr<1> to i64
      %1250 = llvm.add %1249, %55 : i64
      %1251 = llvm.and %1250, %44 : i64
      %1252 = llvm.inttoptr %1251 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1247, %1252, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb141
    ^bb140:  // pred: ^bb138
      llvm.store %56, %1247 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %1253 = llvm.add %586, %1031 : i32
      %1254 = llvm.and %588, %1050 : i1
      %1255 = llvm.getelementptr %115[%1110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1254, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %1256 = llvm.getelementptr %70[%1253] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1257 = llvm.ptrtoint %1256 : !llvm.ptr<1> to i64
      %1258 = llvm.add %1257, %55 : i64
      %1259 = llvm.and %1258, %44 : i64
      %1260 = llvm.inttoptr %1259 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1255, %1260, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb144
    ^bb143:  // pred: ^bb141
      llvm.store %56, %1255 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1261 = llvm.add %593, %1031 : i32
      %1262 = llvm.and %595, %1050 : i1
      %1263 = llvm.getelementptr %115[%1134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1262, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1264 = llvm.getelementptr %70[%1261] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1265 = llvm.ptrtoint %1264 : !llvm.ptr<1> to i64
      %1266 = llvm.add %1265, %55 : i64
      %1267 = llvm.and %1266, %44 : i64
      %1268 = llvm.inttoptr %1267 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1263, %1268, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb147
    ^bb146:  // pred: ^bb144
      llvm.store %56, %1263 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %1269 = llvm.add %600, %1031 : i32
      %1270 = llvm.and %602, %1050 : i1
      %1271 = llvm.getelementptr %115[%1158] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1270, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %1272 = llvm.getelementptr %70[%1269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1273 = llvm.ptrtoint %1272 : !llvm.ptr<1> to i64
      %1274 = llvm.add %1273, %55 : i64
      %1275 = llvm.and %1274, %44 : i64
      %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1271, %1276, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb150
    ^bb149:  // pred: ^bb147
      llvm.store %56, %1271 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1277 = llvm.add %607, %1031 : i32
      %1278 = llvm.and %609, %1050 : i1
      %1279 = llvm.getelementptr %115[%1182] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1278, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1280 = llvm.getelementptr %70[%1277] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1281 = llvm.ptrtoint %1280 : !llvm.ptr<1> to i64
      %1282 = llvm.add %1281, %55 : i64
      %1283 = llvm.and %1282, %44 : i64
      %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1279, %1284, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb153
    ^bb152:  // pred: ^bb150
      llvm.store %56, %1279 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %1285 = llvm.add %614, %1031 : i32
      %1286 = llvm.and %616, %1050 : i1
      %1287 = llvm.getelementptr %115[%1206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1286, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %1288 = llvm.getelementptr %70[%1285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1289 = llvm.ptrtoint %1288 : !llvm.ptr<1> to i64
      %1290 = llvm.add %1289, %55 : i64
      %1291 = llvm.and %1290, %44 : i64
      %1292 = llvm.inttoptr %1291 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1287, %1292, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb156
    ^bb155:  // pred: ^bb153
      llvm.store %56, %1287 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1293 = llvm.add %621, %1031 : i32
      %1294 = llvm.and %623, %1050 : i1
      %1295 = llvm.getelementptr %115[%1230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1294, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1296 = llvm.getelementptr %70[%1293] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1297 = llvm.ptrtoint %1296 : !llvm.ptr<1> to i64
      %1298 = llvm.add %1297, %55 : i64
      %1299 = llvm.and %1298, %44 : i64
      %1300 = llvm.inttoptr %1299 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1295, %1300, %58, %58 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb159
    ^bb158:  // pred: ^bb156
      llvm.store %56, %1295 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb110, ^bb159
      nvvm.cp.async.commit.group
      llvm.br ^bb161(%52 : i32)
    ^bb161(%1301: i32):  // 2 preds: ^bb160, ^bb165
      %1302 = llvm.icmp "slt" %1301, %34 : i32
      llvm.cond_br %1302, ^bb162, ^bb166 {llvm.loop_annotation = #loop_annotation}
    ^bb162:  // pred: ^bb161
      %1303 = llvm.mul %1301, %59 : i32
      %1304 = llvm.getelementptr %65[%1303] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1305 = llvm.getelementptr %1304[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1306 = llvm.getelementptr %1304[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1307 = llvm.getelementptr %1304[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb163(%52 : i32)
    ^bb163(%1308: i32):  // 2 preds: ^bb162, ^bb164
      %1309 = llvm.icmp "slt" %1308, %59 : i32
      llvm.cond_br %1309, ^bb164, ^bb165 {llvm.loop_annotation = #loop_annotation}
    ^bb164:  // pred: ^bb163
      %1310 = llvm.mul %1308, %34 : i32
      %1311 = llvm.getelementptr %64[%1310] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1312 = llvm.mul %1301, %34 : i32
      %1313 = llvm.mul %1308, %58 : i32
      %1314 = llvm.add %1312, %1313 : i32
      %1315 = llvm.getelementptr %63[%1314] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1316 = llvm.load %1304 : !llvm.ptr -> vector<2xf16>
      %1317 = llvm.load %1305 : !llvm.ptr -> vector<2xf16>
      %1318 = llvm.load %1306 : !llvm.ptr -> vector<2xf16>
      %1319 = llvm.load %1307 : !llvm.ptr -> vector<2xf16>
      %1320 = llvm.load %1311 : !llvm.ptr -> vector<2xf16>
      %1321 = llvm.getelementptr %1311[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1322 = llvm.load %1321 : !llvm.ptr -> vector<2xf16>
      %1323 = llvm.load %1315 : !llvm.ptr -> f32
      %1324 = llvm.getelementptr %1315[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1325 = llvm.load %1324 : !llvm.ptr -> f32
      %1326 = llvm.getelementptr %1315[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1327 = llvm.load %1326 : !llvm.ptr -> f32
      %1328 = llvm.getelementptr %1315[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1329 = llvm.load %1328 : !llvm.ptr -> f32
      %1330 = nvvm.mma.sync A[%1316, %1317, %1318, %1319]  B[%1320, %1322]  C[%1323, %1325, %1327, %1329]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1331 = llvm.extractvalue %1330[0] : !llvm_struct_687153
      %1332 = llvm.extractvalue %1330[1] : !llvm_struct_687153
      %1333 = llvm.extractvalue %1330[2] : !llvm_struct_687153
      %1334 = llvm.extractvalue %1330[3] : !llvm_struct_687153
      llvm.store %1331, %1315 : f32, !llvm.ptr
      llvm.store %1332, %1324 : f32, !llvm.ptr
      llvm.store %1333, %1326 : f32, !llvm.ptr
      llvm.store %1334, %1328 : f32, !llvm.ptr
      %1335 = llvm.add %1308, %61 : i32
      llvm.br ^bb163(%1335 : i32)
    ^bb165:  // pred: ^bb163
      %1336 = llvm.add %1301, %61 : i32
      llvm.br ^bb161(%1336 : i32)
    ^bb166:  // pred: ^bb161
      %1337 = llvm.add %893, %977 : i32
      %1338 = llvm.getelementptr %898[%1337] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb167(%52 : i32)
    ^bb167(%1339: i32):  // 2 preds: ^bb166, ^bb168
      %1340 = llvm.icmp "slt" %1339, %34 : i32
      llvm.cond_br %1340, ^bb168, ^bb169 {llvm.loop_annotation = #loop_annotation}
    ^bb168:  // pred: ^bb167
      %1341 = llvm.mul %1339, %22 : i32
      %1342 = llvm.getelementptr %1338[%1341] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1343 = llvm.mul %1339, %59 : i32
      %1344 = llvm.getelementptr %969[%1343] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1345 = nvvm.ldmatrix %1342 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1346 = llvm.extractvalue %1345[0] : !llvm_struct_a37b2a
      %1347 = llvm.extractvalue %1345[1] : !llvm_struct_a37b2a
      %1348 = llvm.extractvalue %1345[2] : !llvm_struct_a37b2a
      %1349 = llvm.extractvalue %1345[3] : !llvm_struct_a37b2a
      %1350 = llvm.insertelement %1346, %4[%3 : i64] : vector<4xi32>
      %1351 = llvm.insertelement %1347, %1350[%2 : i64] : vector<4xi32>
      %1352 = llvm.insertelement %1348, %1351[%1 : i64] : vector<4xi32>
      %1353 = llvm.insertelement %1349, %1352[%0 : i64] : vector<4xi32>
      %1354 = llvm.extractelement %1353[%52 : i32] : vector<4xi32>
      llvm.store %1354, %1344 : i32, !llvm.ptr
      %1355 = llvm.extractelement %1353[%61 : i32] : vector<4xi32>
      %1356 = llvm.getelementptr %1344[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1355, %1356 : i32, !llvm.ptr
      %1357 = llvm.extractelement %1353[%53 : i32] : vector<4xi32>
      %1358 = llvm.getelementptr %1344[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1357, %1358 : i32, !llvm.ptr
      %1359 = llvm.extractelement %1353[%54 : i32] : vector<4xi32>
      %1360 = llvm.getelementptr %1344[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1359, %1360 : i32, !llvm.ptr
      %1361 = llvm.add %1339, %61 : i32
      llvm.br ^bb167(%1361 : i32)
    ^bb169:  // pred: ^bb167
      %1362 = llvm.add %915, %977 : i32
      %1363 = llvm.getelementptr %920[%1362] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb170(%52 : i32)
    ^bb170(%1364: i32):  // 2 preds: ^bb169, ^bb171
      %1365 = llvm.icmp "slt" %1364, %34 : i32
      llvm.cond_br %1365, ^bb171, ^bb172 {llvm.loop_annotation = #loop_annotation}
    ^bb171:  // pred: ^bb170
      %1366 = llvm.mul %1364, %22 : i32
      %1367 = llvm.getelementptr %1363[%1366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1368 = llvm.mul %1364, %59 : i32
      %1369 = llvm.getelementptr %970[%1368] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1370 = nvvm.ldmatrix %1367 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1371 = llvm.extractvalue %1370[0] : !llvm_struct_a37b2a
      %1372 = llvm.extractvalue %1370[1] : !llvm_struct_a37b2a
      %1373 = llvm.extractvalue %1370[2] : !llvm_struct_a37b2a
      %1374 = llvm.extractvalue %1370[3] : !llvm_struct_a37b2a
      %1375 = llvm.insertelement %1371, %4[%3 : i64] : vector<4xi32>
      %1376 = llvm.insertelement %1372, %1375[%2 : i64] : vector<4xi32>
      %1377 = llvm.insertelement %1373, %1376[%1 : i64] : vector<4xi32>
      %1378 = llvm.insertelement %1374, %1377[%0 : i64] : vector<4xi32>
      %1379 = llvm.extractelement %1378[%52 : i32] : vector<4xi32>
      llvm.store %1379, %1369 : i32, !llvm.ptr
      %1380 = llvm.extractelement %1378[%61 : i32] : vector<4xi32>
      %1381 = llvm.getelementptr %1369[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1380, %1381 : i32, !llvm.ptr
      %1382 = llvm.extractelement %1378[%53 : i32] : vector<4xi32>
      %1383 = llvm.getelementptr %1369[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1382, %1383 : i32, !llvm.ptr
      %1384 = llvm.extractelement %1378[%54 : i32] : vector<4xi32>
      %1385 = llvm.getelementptr %1369[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1384, %1385 : i32, !llvm.ptr
      %1386 = llvm.add %1364, %61 : i32
      llvm.br ^bb170(%1386 : i32)
    ^bb172:  // pred: ^bb170
      llvm.br ^bb173(%52 : i32)
    ^bb173(%1387: i32):  // 2 preds: ^bb172, ^bb177
      %1388 = llvm.icmp "slt" %1387, %34 : i32
      llvm.cond_br %1388, ^bb174, ^bb178 {llvm.loop_annotation = #loop_annotation}
    ^bb174:  // pred: ^bb173
      %1389 = llvm.mul %1387, %59 : i32
      %1390 = llvm.getelementptr %967[%1389] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1391 = llvm.getelementptr %1390[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1392 = llvm.getelementptr %1390[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1393 = llvm.getelementptr %1390[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb175(%52 : i32)
    ^bb175(%1394: i32):  // 2 preds: ^bb174, ^bb176
      %1395 = llvm.icmp "slt" %1394, %59 : i32
      llvm.cond_br %1395, ^bb176, ^bb177 {llvm.loop_annotation = #loop_annotation}
    ^bb176:  // pred: ^bb175
      %1396 = llvm.mul %1394, %34 : i32
      %1397 = llvm.getelementptr %968[%1396] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1398 = llvm.mul %1387, %34 : i32
      %1399 = llvm.mul %1394, %58 : i32
      %1400 = llvm.add %1398, %1399 : i32
      %1401 = llvm.getelementptr %63[%1400] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1402 = llvm.load %1390 : !llvm.ptr -> vector<2xf16>
      %1403 = llvm.load %1391 : !llvm.ptr -> vector<2xf16>
      %1404 = llvm.load %1392 : !llvm.ptr -> vector<2xf16>
      %1405 = llvm.load %1393 : !llvm.ptr -> vector<2xf16>
      %1406 = llvm.load %1397 : !llvm.ptr -> vector<2xf16>
      %1407 = llvm.getelementptr %1397[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1408 = llvm.load %1407 : !llvm.ptr -> vector<2xf16>
      %1409 = llvm.load %1401 : !llvm.ptr -> f32
      %1410 = llvm.getelementptr %1401[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1411 = llvm.load %1410 : !llvm.ptr -> f32
      %1412 = llvm.getelementptr %1401[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1413 = llvm.load %1412 : !llvm.ptr -> f32
      %1414 = llvm.getelementptr %1401[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1415 = llvm.load %1414 : !llvm.ptr -> f32
      %1416 = nvvm.mma.sync A[%1402, %1403, %1404, %1405]  B[%1406, %1408]  C[%1409, %1411, %1413, %1415]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1417 = llvm.extractvalue %1416[0] : !llvm_struct_687153
      %1418 = llvm.extractvalue %1416[1] : !llvm_struct_687153
      %1419 = llvm.extractvalue %1416[2] : !llvm_struct_687153
      %1420 = llvm.extractvalue %1416[3] : !llvm_struct_687153
      llvm.store %1417, %1401 : f32, !llvm.ptr
      llvm.store %1418, %1410 : f32, !llvm.ptr
      llvm.store %1419, %1412 : f32, !llvm.ptr
      llvm.store %1420, %1414 : f32, !llvm.ptr
      %1421 = llvm.add %1394, %61 : i32
      llvm.br ^bb175(%1421 : i32)
    ^bb177:  // pred: ^bb175
      %1422 = llvm.add %1387, %61 : i32
      llvm.br ^bb173(%1422 : i32)
    ^bb178:  // pred: ^bb173
      %1423 = llvm.add %890, %893 : i32
      %1424 = llvm.add %1423, %977 : i32
      %1425 = llvm.getelementptr %898[%1424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb179(%52 : i32)
    ^bb179(%1426: i32):  // 2 preds: ^bb178, ^bb180
      %1427 = llvm.icmp "slt" %1426, %34 : i32
      llvm.cond_br %1427, ^bb180, ^bb181 {llvm.loop_annotation = #loop_annotation}
    ^bb180:  // pred: ^bb179
      %1428 = llvm.mul %1426, %22 : i32
      %1429 = llvm.getelementptr %1425[%1428] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1430 = llvm.mul %1426, %59 : i32
      %1431 = llvm.getelementptr %971[%1430] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1432 = nvvm.ldmatrix %1429 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1433 = llvm.extractvalue %1432[0] : !llvm_struct_a37b2a
      %1434 = llvm.extractvalue %1432[1] : !llvm_struct_a37b2a
      %1435 = llvm.extractvalue %1432[2] : !llvm_struct_a37b2a
      %1436 = llvm.extractvalue %1432[3] : !llvm_struct_a37b2a
      %1437 = llvm.insertelement %1433, %4[%3 : i64] : vector<4xi32>
      %1438 = llvm.insertelement %1434, %1437[%2 : i64] : vector<4xi32>
      %1439 = llvm.insertelement %1435, %1438[%1 : i64] : vector<4xi32>
      %1440 = llvm.insertelement %1436, %1439[%0 : i64] : vector<4xi32>
      %1441 = llvm.extractelement %1440[%52 : i32] : vector<4xi32>
      llvm.store %1441, %1431 : i32, !llvm.ptr
      %1442 = llvm.extractelement %1440[%61 : i32] : vector<4xi32>
      %1443 = llvm.getelementptr %1431[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1442, %1443 : i32, !llvm.ptr
      %1444 = llvm.extractelement %1440[%53 : i32] : vector<4xi32>
      %1445 = llvm.getelementptr %1431[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1444, %1445 : i32, !llvm.ptr
      %1446 = llvm.extractelement %1440[%54 : i32] : vector<4xi32>
      %1447 = llvm.getelementptr %1431[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1446, %1447 : i32, !llvm.ptr
      %1448 = llvm.add %1426, %61 : i32
      llvm.br ^bb179(%1448 : i32)
    ^bb181:  // pred: ^bb179
      %1449 = llvm.add %912, %915 : i32
      %1450 = llvm.add %1449, %977 : i32
      %1451 = llvm.getelementptr %920[%1450] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb182(%52 : i32)
    ^bb182(%1452: i32):  // 2 preds: ^bb181, ^bb183
      %1453 = llvm.icmp "slt" %1452, %34 : i32
      llvm.cond_br %1453, ^bb183, ^bb184 {llvm.loop_annotation = #loop_annotation}
    ^bb183:  // pred: ^bb182
      %1454 = llvm.mul %1452, %22 : i32
      %1455 = llvm.getelementptr %1451[%1454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1456 = llvm.mul %1452, %59 : i32
      %1457 = llvm.getelementptr %972[%1456] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1458 = nvvm.ldmatrix %1455 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1459 = llvm.extractvalue %1458[0] : !llvm_struct_a37b2a
      %1460 = llvm.extractvalue %1458[1] : !llvm_struct_a37b2a
      %1461 = llvm.extractvalue %1458[2] : !llvm_struct_a37b2a
      %1462 = llvm.extractvalue %1458[3] : !llvm_struct_a37b2a
      %1463 = llvm.insertelement %1459, %4[%3 : i64] : vector<4xi32>
      %1464 = llvm.insertelement %1460, %1463[%2 : i64] : vector<4xi32>
      %1465 = llvm.insertelement %1461, %1464[%1 : i64] : vector<4xi32>
      %1466 = llvm.insertelement %1462, %1465[%0 : i64] : vector<4xi32>
      %1467 = llvm.extractelement %1466[%52 : i32] : vector<4xi32>
      llvm.store %1467, %1457 : i32, !llvm.ptr
      %1468 = llvm.extractelement %1466[%61 : i32] : vector<4xi32>
      %1469 = llvm.getelementptr %1457[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1468, %1469 : i32, !llvm.ptr
      %1470 = llvm.extractelement %1466[%53 : i32] : vector<4xi32>
      %1471 = llvm.getelementptr %1457[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1470, %1471 : i32, !llvm.ptr
      %1472 = llvm.extractelement %1466[%54 : i32] : vector<4xi32>
      %1473 = llvm.getelementptr %1457[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1472, %1473 : i32, !llvm.ptr
      %1474 = llvm.add %1452, %61 : i32
      llvm.br ^bb182(%1474 : i32)
    ^bb184:  // pred: ^bb182
      llvm.br ^bb185(%52 : i32)
    ^bb185(%1475: i32):  // 2 preds: ^bb184, ^bb189
      %1476 = llvm.icmp "slt" %1475, %34 : i32
      llvm.cond_br %1476, ^bb186, ^bb190 {llvm.loop_annotation = #loop_annotation}
    ^bb186:  // pred: ^bb185
      %1477 = llvm.mul %1475, %59 : i32
      %1478 = llvm.getelementptr %969[%1477] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1479 = llvm.getelementptr %1478[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1480 = llvm.getelementptr %1478[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1481 = llvm.getelementptr %1478[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb187(%52 : i32)
    ^bb187(%1482: i32):  // 2 preds: ^bb186, ^bb188
      %1483 = llvm.icmp "slt" %1482, %59 : i32
      llvm.cond_br %1483, ^bb188, ^bb189 {llvm.loop_annotation = #loop_annotation}
    ^bb188:  // pred: ^bb187
      %1484 = llvm.mul %1482, %34 : i32
      %1485 = llvm.getelementptr %970[%1484] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1486 = llvm.mul %1475, %34 : i32
      %1487 = llvm.mul %1482, %58 : i32
      %1488 = llvm.add %1486, %1487 : i32
      %1489 = llvm.getelementptr %63[%1488] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1490 = llvm.load %1478 : !llvm.ptr -> vector<2xf16>
      %1491 = llvm.load %1479 : !llvm.ptr -> vector<2xf16>
      %1492 = llvm.load %1480 : !llvm.ptr -> vector<2xf16>
      %1493 = llvm.load %1481 : !llvm.ptr -> vector<2xf16>
      %1494 = llvm.load %1485 : !llvm.ptr -> vector<2xf16>
      %1495 = llvm.getelementptr %1485[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1496 = llvm.load %1495 : !llvm.ptr -> vector<2xf16>
      %1497 = llvm.load %1489 : !llvm.ptr -> f32
      %1498 = llvm.getelementptr %1489[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1499 = llvm.load %1498 : !llvm.ptr -> f32
      %1500 = llvm.getelementptr %1489[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1501 = llvm.load %1500 : !llvm.ptr -> f32
      %1502 = llvm.getelementptr %1489[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1503 = llvm.load %1502 : !llvm.ptr -> f32
      %1504 = nvvm.mma.sync A[%1490, %1491, %1492, %1493]  B[%1494, %1496]  C[%1497, %1499, %1501, %1503]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1505 = llvm.extractvalue %1504[0] : !llvm_struct_687153
      %1506 = llvm.extractvalue %1504[1] : !llvm_struct_687153
      %1507 = llvm.extractvalue %1504[2] : !llvm_struct_687153
      %1508 = llvm.extractvalue %1504[3] : !llvm_struct_687153
      llvm.store %1505, %1489 : f32, !llvm.ptr
      llvm.store %1506, %1498 : f32, !llvm.ptr
      llvm.store %1507, %1500 : f32, !llvm.ptr
      llvm.store %1508, %1502 : f32, !llvm.ptr
      %1509 = llvm.add %1482, %61 : i32
      llvm.br ^bb187(%1509 : i32)
    ^bb189:  // pred: ^bb187
      %1510 = llvm.add %1475, %61 : i32
      llvm.br ^bb185(%1510 : i32)
    ^bb190:  // pred: ^bb185
      %1511 = llvm.add %975, %61 : i32
      %1512 = llvm.icmp "eq" %1511, %54 : i32
      %1513 = llvm.select %1512, %52, %1511 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %1514 = llvm.mul %1513, %16 : i32
      %1515 = llvm.getelementptr %898[%1514] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb191(%52 : i32)
    ^bb191(%1516: i32):  // 2 preds: ^bb190, ^bb192
      %1517 = llvm.icmp "slt" %1516, %34 : i32
      llvm.cond_br %1517, ^bb192, ^bb193 {llvm.loop_annotation = #loop_annotation}
    ^bb192:  // pred: ^bb191
      %1518 = llvm.mul %1516, %22 : i32
      %1519 = llvm.getelementptr %1515[%1518] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1520 = llvm.mul %1516, %59 : i32
      %1521 = llvm.getelementptr %65[%1520] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1522 = nvvm.ldmatrix %1519 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1523 = llvm.extractvalue %1522[0] : !llvm_struct_a37b2a
      %1524 = llvm.extractvalue %1522[1] : !llvm_struct_a37b2a
      %1525 = llvm.extractvalue %1522[2] : !llvm_struct_a37b2a
      %1526 = llvm.extractvalue %1522[3] : !llvm_struct_a37b2a
      %1527 = llvm.insertelement %1523, %4[%3 : i64] : vector<4xi32>
      %1528 = llvm.insertelement %1524, %1527[%2 : i64] : vector<4xi32>
      %1529 = llvm.insertelement %1525, %1528[%1 : i64] : vector<4xi32>
      %1530 = llvm.insertelement %1526, %1529[%0 : i64] : vector<4xi32>
      %1531 = llvm.extractelement %1530[%52 : i32] : vector<4xi32>
      llvm.store %1531, %1521 : i32, !llvm.ptr
      %1532 = llvm.extractelement %1530[%61 : i32] : vector<4xi32>
      %1533 = llvm.getelementptr %1521[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1532, %1533 : i32, !llvm.ptr
      %1534 = llvm.extractelement %1530[%53 : i32] : vector<4xi32>
      %1535 = llvm.getelementptr %1521[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1534, %1535 : i32, !llvm.ptr
      %1536 = llvm.extractelement %1530[%54 : i32] : vector<4xi32>
      %1537 = llvm.getelementptr %1521[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1536, %1537 : i32, !llvm.ptr
      %1538 = llvm.add %1516, %61 : i32
      llvm.br ^bb191(%1538 : i32)
    ^bb193:  // pred: ^bb191
      %1539 = llvm.getelementptr %920[%1514] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb194(%52 : i32)
    ^bb194(%1540: i32):  // 2 preds: ^bb193, ^bb195
      %1541 = llvm.icmp "slt" %1540, %34 : i32
      llvm.cond_br %1541, ^bb195, ^bb196 {llvm.loop_annotation = #loop_annotation}
    ^bb195:  // pred: ^bb194
      %1542 = llvm.mul %1540, %22 : i32
      %1543 = llvm.getelementptr %1539[%1542] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1544 = llvm.mul %1540, %59 : i32
      %1545 = llvm.getelementptr %64[%1544] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1546 = nvvm.ldmatrix %1543 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1547 = llvm.extractvalue %1546[0] : !llvm_struct_a37b2a
      %1548 = llvm.extractvalue %1546[1] : !llvm_struct_a37b2a
      %1549 = llvm.extractvalue %1546[2] : !llvm_struct_a37b2a
      %1550 = llvm.extractvalue %1546[3] : !llvm_struct_a37b2a
      %1551 = llvm.insertelement %1547, %4[%3 : i64] : vector<4xi32>
      %1552 = llvm.insertelement %1548, %1551[%2 : i64] : vector<4xi32>
      %1553 = llvm.insertelement %1549, %1552[%1 : i64] : vector<4xi32>
      %1554 = llvm.insertelement %1550, %1553[%0 : i64] : vector<4xi32>
      %1555 = llvm.extractelement %1554[%52 : i32] : vector<4xi32>
      llvm.store %1555, %1545 : i32, !llvm.ptr
      %1556 = llvm.extractelement %1554[%61 : i32] : vector<4xi32>
      %1557 = llvm.getelementptr %1545[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1556, %1557 : i32, !llvm.ptr
      %1558 = llvm.extractelement %1554[%53 : i32] : vector<4xi32>
      %1559 = llvm.getelementptr %1545[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1558, %1559 : i32, !llvm.ptr
      %1560 = llvm.extractelement %1554[%54 : i32] : vector<4xi32>
      %1561 = llvm.getelementptr %1545[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1560, %1561 : i32, !llvm.ptr
      %1562 = llvm.add %1540, %61 : i32
      llvm.br ^bb194(%1562 : i32)
    ^bb196:  // pred: ^bb194
      llvm.br ^bb197(%52 : i32)
    ^bb197(%1563: i32):  // 2 preds: ^bb196, ^bb201
      %1564 = llvm.icmp "slt" %1563, %34 : i32
      llvm.cond_br %1564, ^bb198, ^bb202 {llvm.loop_annotation = #loop_annotation}
    ^bb198:  // pred: ^bb197
      %1565 = llvm.mul %1563, %59 : i32
      %1566 = llvm.getelementptr %971[%1565] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1567 = llvm.getelementptr %1566[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1568 = llvm.getelementptr %1566[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1569 = llvm.getelementptr %1566[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb199(%52 : i32)
    ^bb199(%1570: i32):  // 2 preds: ^bb198, ^bb200
      %1571 = llvm.icmp "slt" %1570, %59 : i32
      llvm.cond_br %1571, ^bb200, ^bb201 {llvm.loop_annotation = #loop_annotation}
    ^bb200:  // pred: ^bb199
      %1572 = llvm.mul %1570, %34 : i32
      %1573 = llvm.getelementptr %972[%1572] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1574 = llvm.mul %1563, %34 : i32
      %1575 = llvm.mul %1570, %58 : i32
      %1576 = llvm.add %1574, %1575 : i32
      %1577 = llvm.getelementptr %63[%1576] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1578 = llvm.load %1566 : !llvm.ptr -> vector<2xf16>
      %1579 = llvm.load %1567 : !llvm.ptr -> vector<2xf16>
      %1580 = llvm.load %1568 : !llvm.ptr -> vector<2xf16>
      %1581 = llvm.load %1569 : !llvm.ptr -> vector<2xf16>
      %1582 = llvm.load %1573 : !llvm.ptr -> vector<2xf16>
      %1583 = llvm.getelementptr %1573[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1584 = llvm.load %1583 : !llvm.ptr -> vector<2xf16>
      %1585 = llvm.load %1577 : !llvm.ptr -> f32
      %1586 = llvm.getelementptr %1577[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1587 = llvm.load %1586 : !llvm.ptr -> f32
      %1588 = llvm.getelementptr %1577[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1589 = llvm.load %1588 : !llvm.ptr -> f32
      %1590 = llvm.getelementptr %1577[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1591 = llvm.load %1590 : !llvm.ptr -> f32
      %1592 = nvvm.mma.sync A[%1578, %1579, %1580, %1581]  B[%1582, %1584]  C[%1585, %1587, %1589, %1591]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1593 = llvm.extractvalue %1592[0] : !llvm_struct_687153
      %1594 = llvm.extractvalue %1592[1] : !llvm_struct_687153
      %1595 = llvm.extractvalue %1592[2] : !llvm_struct_687153
      %1596 = llvm.extractvalue %1592[3] : !llvm_struct_687153
      llvm.store %1593, %1577 : f32, !llvm.ptr
      llvm.store %1594, %1586 : f32, !llvm.ptr
      llvm.store %1595, %1588 : f32, !llvm.ptr
      llvm.store %1596, %1590 : f32, !llvm.ptr
      %1597 = llvm.add %1570, %61 : i32
      llvm.br ^bb199(%1597 : i32)
    ^bb201:  // pred: ^bb199
      %1598 = llvm.add %1563, %61 : i32
      llvm.br ^bb197(%1598 : i32)
    ^bb202:  // pred: ^bb197
      %1599 = llvm.add %973, %61 : i32
      llvm.br ^bb103(%1599, %975, %1513 : i32, i32, i32)
    ^bb203:  // pred: ^bb103
      nvvm.cp.async.wait.group 0
      %1600 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1601 = llvm.fptrunc %1600 : vector<128xf32> to vector<128xf16>
      llvm.store %1601, %62 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %1602 = llvm.add %87, %61 : i32
      %1603 = llvm.mul %1602, %60 : i32
      %1604 = llvm.icmp "sle" %1603, %40 : i32
      %1605 = llvm.add %96, %61 : i32
      %1606 = llvm.mul %1605, %60 : i32
      %1607 = llvm.icmp "sle" %1606, %45 : i32
      %1608 = llvm.and %1604, %1607 : i1
      llvm.cond_br %1608, ^bb204, ^bb208
    ^bb204:  // pred: ^bb203
      llvm.br ^bb205(%52 : i32)
    ^bb205(%1609: i32):  // 2 preds: ^bb204, ^bb206
      %1610 = llvm.icmp "slt" %1609, %35 : i32
      llvm.cond_br %1610, ^bb206, ^bb207 {llvm.loop_annotation = #loop_annotation}
    ^bb206:  // pred: ^bb205
      %1611 = llvm.mul %1609, %53 : i32
      %1612 = llvm.getelementptr %62[%1611] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1613 = llvm.sdiv %1609, %53 : i32
      %1614 = llvm.srem %1609, %53 : i32
      %1615 = llvm.mul %1614, %15 : i32
      %1616 = llvm.sdiv %1613, %34 : i32
      %1617 = llvm.srem %1613, %34 : i32
      %1618 = llvm.mul %1617, %14 : i32
      %1619 = llvm.add %1615, %1618 : i32
      %1620 = llvm.mul %1616, %58 : i32
      %1621 = llvm.add %1619, %1620 : i32
      %1622 = llvm.getelementptr %874[%1621] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1623 = llvm.load %1612 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %1623, %1622 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %1624 = llvm.add %1609, %61 : i32
      llvm.br ^bb205(%1624 : i32)
    ^bb207:  // 3 preds: ^bb205, ^bb462, ^bb463
      llvm.br ^bb464
    ^bb208:  // pred: ^bb203
      %1625 = llvm.mul %863, %58 : i32
      %1626 = llvm.add %865, %1625 : i32
      %1627 = llvm.add %867, %871 : i32
      %1628 = llvm.add %100, %1626 : i32
      %1629 = llvm.icmp "slt" %1628, %40 : i32
      %1630 = llvm.icmp "slt" %1627, %45 : i32
      %1631 = llvm.and %1629, %1630 : i1
      llvm.cond_br %1631, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1632 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %1633 = llvm.inttoptr %1632 : i64 to !llvm.ptr
      %1634 = llvm.load %1633 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1635 = llvm.ptrtoint %874 : !llvm.ptr<1> to i64
      %1636 = llvm.inttoptr %1635 : i64 to !llvm.ptr<1>
      llvm.store %1634, %1636 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1637 = llvm.add %1627, %61 : i32
      %1638 = llvm.icmp "slt" %1637, %45 : i32
      %1639 = llvm.and %1629, %1638 : i1
      llvm.cond_br %1639, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1640 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %1641 = llvm.ptrtoint %1640 : !llvm.ptr to i64
      %1642 = llvm.inttoptr %1641 : i64 to !llvm.ptr
      %1643 = llvm.load %1642 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1644 = llvm.getelementptr %874[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1645 = llvm.ptrtoint %1644 : !llvm.ptr<1> to i64
      %1646 = llvm.inttoptr %1645 : i64 to !llvm.ptr<1>
      llvm.store %1643, %1646 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1647 = llvm.add %1628, %59 : i32
      %1648 = llvm.icmp "slt" %1647, %40 : i32
      %1649 = llvm.and %1648, %1630 : i1
      llvm.cond_br %1649, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1650 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %1651 = llvm.ptrtoint %1650 : !llvm.ptr to i64
      %1652 = llvm.inttoptr %1651 : i64 to !llvm.ptr
      %1653 = llvm.load %1652 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1654 = llvm.getelementptr %874[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1655 = llvm.ptrtoint %1654 : !llvm.ptr<1> to i64
      %1656 = llvm.inttoptr %1655 : i64 to !llvm.ptr<1>
      llvm.store %1653, %1656 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1657 = llvm.and %1648, %1638 : i1
      llvm.cond_br %1657, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1658 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %1659 = llvm.ptrtoint %1658 : !llvm.ptr to i64
      %1660 = llvm.inttoptr %1659 : i64 to !llvm.ptr
      %1661 = llvm.load %1660 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1662 = llvm.getelementptr %874[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1663 = llvm.ptrtoint %1662 : !llvm.ptr<1> to i64
      %1664 = llvm.inttoptr %1663 : i64 to !llvm.ptr<1>
      llvm.store %1661, %1664 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1665 = llvm.add %1628, %46 : i32
      %1666 = llvm.icmp "slt" %1665, %40 : i32
      %1667 = llvm.and %1666, %1630 : i1
      llvm.cond_br %1667, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1668 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %1669 = llvm.ptrtoint %1668 : !llvm.ptr to i64
      %1670 = llvm.inttoptr %1669 : i64 to !llvm.ptr
      %1671 = llvm.load %1670 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1672 = llvm.getelementptr %874[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1673 = llvm.ptrtoint %1672 : !llvm.ptr<1> to i64
      %1674 = llvm.inttoptr %1673 : i64 to !llvm.ptr<1>
      llvm.store %1671, %1674 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1675 = llvm.and %1666, %1638 : i1
      llvm.cond_br %1675, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1676 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %1677 = llvm.ptrtoint %1676 : !llvm.ptr to i64
      %1678 = llvm.inttoptr %1677 : i64 to !llvm.ptr
      %1679 = llvm.load %1678 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1680 = llvm.getelementptr %874[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1681 = llvm.ptrtoint %1680 : !llvm.ptr<1> to i64
      %1682 = llvm.inttoptr %1681 : i64 to !llvm.ptr<1>
      llvm.store %1679, %1682 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1683 = llvm.add %1628, %13 : i32
      %1684 = llvm.icmp "slt" %1683, %40 : i32
      %1685 = llvm.and %1684, %1630 : i1
      llvm.cond_br %1685, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1686 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %1687 = llvm.ptrtoint %1686 : !llvm.ptr to i64
      %1688 = llvm.inttoptr %1687 : i64 to !llvm.ptr
      %1689 = llvm.load %1688 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1690 = llvm.getelementptr %874[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1691 = llvm.ptrtoint %1690 : !llvm.ptr<1> to i64
      %1692 = llvm.inttoptr %1691 : i64 to !llvm.ptr<1>
      llvm.store %1689, %1692 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1693 = llvm.and %1684, %1638 : i1
      llvm.cond_br %1693, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1694 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %1695 = llvm.ptrtoint %1694 : !llvm.ptr to i64
      %1696 = llvm.inttoptr %1695 : i64 to !llvm.ptr
      %1697 = llvm.load %1696 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1698 = llvm.getelementptr %874[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1699 = llvm.ptrtoint %1698 : !llvm.ptr<1> to i64
      %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr<1>
      llvm.store %1697, %1700 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1701 = llvm.add %1628, %35 : i32
      %1702 = llvm.icmp "slt" %1701, %40 : i32
      %1703 = llvm.and %1702, %1630 : i1
      llvm.cond_br %1703, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1704 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %1705 = llvm.ptrtoint %1704 : !llvm.ptr to i64
      %1706 = llvm.inttoptr %1705 : i64 to !llvm.ptr
      %1707 = llvm.load %1706 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1708 = llvm.getelementptr %874[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1709 = llvm.ptrtoint %1708 : !llvm.ptr<1> to i64
      %1710 = llvm.inttoptr %1709 : i64 to !llvm.ptr<1>
      llvm.store %1707, %1710 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1711 = llvm.and %1702, %1638 : i1
      llvm.cond_br %1711, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1712 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %1713 = llvm.ptrtoint %1712 : !llvm.ptr to i64
      %1714 = llvm.inttoptr %1713 : i64 to !llvm.ptr
      %1715 = llvm.load %1714 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1716 = llvm.getelementptr %874[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1717 = llvm.ptrtoint %1716 : !llvm.ptr<1> to i64
      %1718 = llvm.inttoptr %1717 : i64 to !llvm.ptr<1>
      llvm.store %1715, %1718 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1719 = llvm.add %1628, %45 : i32
      %1720 = llvm.icmp "slt" %1719, %40 : i32
      %1721 = llvm.and %1720, %1630 : i1
      llvm.cond_br %1721, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1722 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %1723 = llvm.ptrtoint %1722 : !llvm.ptr to i64
      %1724 = llvm.inttoptr %1723 : i64 to !llvm.ptr
      %1725 = llvm.load %1724 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1726 = llvm.getelementptr %874[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1727 = llvm.ptrtoint %1726 : !llvm.ptr<1> to i64
      %1728 = llvm.inttoptr %1727 : i64 to !llvm.ptr<1>
      llvm.store %1725, %1728 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1729 = llvm.and %1720, %1638 : i1
      llvm.cond_br %1729, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1730 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %1731 = llvm.ptrtoint %1730 : !llvm.ptr to i64
      %1732 = llvm.inttoptr %1731 : i64 to !llvm.ptr
      %1733 = llvm.load %1732 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1734 = llvm.getelementptr %874[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1735 = llvm.ptrtoint %1734 : !llvm.ptr<1> to i64
      %1736 = llvm.inttoptr %1735 : i64 to !llvm.ptr<1>
      llvm.store %1733, %1736 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1737 = llvm.add %1628, %24 : i32
      %1738 = llvm.icmp "slt" %1737, %40 : i32
      %1739 = llvm.and %1738, %1630 : i1
      llvm.cond_br %1739, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1740 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %1741 = llvm.ptrtoint %1740 : !llvm.ptr to i64
      %1742 = llvm.inttoptr %1741 : i64 to !llvm.ptr
      %1743 = llvm.load %1742 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1744 = llvm.getelementptr %874[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1745 = llvm.ptrtoint %1744 : !llvm.ptr<1> to i64
      %1746 = llvm.inttoptr %1745 : i64 to !llvm.ptr<1>
      llvm.store %1743, %1746 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1747 = llvm.and %1738, %1638 : i1
      llvm.cond_br %1747, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1748 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %1749 = llvm.ptrtoint %1748 : !llvm.ptr to i64
      %1750 = llvm.inttoptr %1749 : i64 to !llvm.ptr
      %1751 = llvm.load %1750 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1752 = llvm.getelementptr %874[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1753 = llvm.ptrtoint %1752 : !llvm.ptr<1> to i64
      %1754 = llvm.inttoptr %1753 : i64 to !llvm.ptr<1>
      llvm.store %1751, %1754 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1755 = llvm.add %1628, %12 : i32
      %1756 = llvm.icmp "slt" %1755, %40 : i32
      %1757 = llvm.and %1756, %1630 : i1
      llvm.cond_br %1757, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1758 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %1759 = llvm.ptrtoint %1758 : !llvm.ptr to i64
      %1760 = llvm.inttoptr %1759 : i64 to !llvm.ptr
      %1761 = llvm.load %1760 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1762 = llvm.getelementptr %874[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1763 = llvm.ptrtoint %1762 : !llvm.ptr<1> to i64
      %1764 = llvm.inttoptr %1763 : i64 to !llvm.ptr<1>
      llvm.store %1761, %1764 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1765 = llvm.and %1756, %1638 : i1
      llvm.cond_br %1765, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1766 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %1767 = llvm.ptrtoint %1766 : !llvm.ptr to i64
      %1768 = llvm.inttoptr %1767 : i64 to !llvm.ptr
      %1769 = llvm.load %1768 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1770 = llvm.getelementptr %874[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1771 = llvm.ptrtoint %1770 : !llvm.ptr<1> to i64
      %1772 = llvm.inttoptr %1771 : i64 to !llvm.ptr<1>
      llvm.store %1769, %1772 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1773 = llvm.add %1627, %58 : i32
      %1774 = llvm.icmp "slt" %1773, %45 : i32
      %1775 = llvm.and %1629, %1774 : i1
      llvm.cond_br %1775, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1776 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1777 = llvm.ptrtoint %1776 : !llvm.ptr to i64
      %1778 = llvm.inttoptr %1777 : i64 to !llvm.ptr
      %1779 = llvm.load %1778 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1780 = llvm.getelementptr %874[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1781 = llvm.ptrtoint %1780 : !llvm.ptr<1> to i64
      %1782 = llvm.inttoptr %1781 : i64 to !llvm.ptr<1>
      llvm.store %1779, %1782 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1783 = llvm.add %1627, %11 : i32
      %1784 = llvm.icmp "slt" %1783, %45 : i32
      %1785 = llvm.and %1629, %1784 : i1
      llvm.cond_br %1785, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1786 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %1787 = llvm.ptrtoint %1786 : !llvm.ptr to i64
      %1788 = llvm.inttoptr %1787 : i64 to !llvm.ptr
      %1789 = llvm.load %1788 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1790 = llvm.getelementptr %874[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1791 = llvm.ptrtoint %1790 : !llvm.ptr<1> to i64
      %1792 = llvm.inttoptr %1791 : i64 to !llvm.ptr<1>
      llvm.store %1789, %1792 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1793 = llvm.and %1648, %1774 : i1
      llvm.cond_br %1793, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1794 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %1795 = llvm.ptrtoint %1794 : !llvm.ptr to i64
      %1796 = llvm.inttoptr %1795 : i64 to !llvm.ptr
      %1797 = llvm.load %1796 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1798 = llvm.getelementptr %874[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1799 = llvm.ptrtoint %1798 : !llvm.ptr<1> to i64
      %1800 = llvm.inttoptr %1799 : i64 to !llvm.ptr<1>
      llvm.store %1797, %1800 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1801 = llvm.and %1648, %1784 : i1
      llvm.cond_br %1801, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1802 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %1803 = llvm.ptrtoint %1802 : !llvm.ptr to i64
      %1804 = llvm.inttoptr %1803 : i64 to !llvm.ptr
      %1805 = llvm.load %1804 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1806 = llvm.getelementptr %874[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1807 = llvm.ptrtoint %1806 : !llvm.ptr<1> to i64
      %1808 = llvm.inttoptr %1807 : i64 to !llvm.ptr<1>
      llvm.store %1805, %1808 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1809 = llvm.and %1666, %1774 : i1
      llvm.cond_br %1809, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1810 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %1811 = llvm.ptrtoint %1810 : !llvm.ptr to i64
      %1812 = llvm.inttoptr %1811 : i64 to !llvm.ptr
      %1813 = llvm.load %1812 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1814 = llvm.getelementptr %874[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1815 = llvm.ptrtoint %1814 : !llvm.ptr<1> to i64
      %1816 = llvm.inttoptr %1815 : i64 to !llvm.ptr<1>
      llvm.store %1813, %1816 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1817 = llvm.and %1666, %1784 : i1
      llvm.cond_br %1817, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1818 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %1819 = llvm.ptrtoint %1818 : !llvm.ptr to i64
      %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr
      %1821 = llvm.load %1820 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1822 = llvm.getelementptr %874[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1823 = llvm.ptrtoint %1822 : !llvm.ptr<1> to i64
      %1824 = llvm.inttoptr %1823 : i64 to !llvm.ptr<1>
      llvm.store %1821, %1824 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1825 = llvm.and %1684, %1774 : i1
      llvm.cond_br %1825, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1826 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %1827 = llvm.ptrtoint %1826 : !llvm.ptr to i64
      %1828 = llvm.inttoptr %1827 : i64 to !llvm.ptr
      %1829 = llvm.load %1828 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1830 = llvm.getelementptr %874[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1831 = llvm.ptrtoint %1830 : !llvm.ptr<1> to i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr<1>
      llvm.store %1829, %1832 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1833 = llvm.and %1684, %1784 : i1
      llvm.cond_br %1833, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1834 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %1835 = llvm.ptrtoint %1834 : !llvm.ptr to i64
      %1836 = llvm.inttoptr %1835 : i64 to !llvm.ptr
      %1837 = llvm.load %1836 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1838 = llvm.getelementptr %874[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1839 = llvm.ptrtoint %1838 : !llvm.ptr<1> to i64
      %1840 = llvm.inttoptr %1839 : i64 to !llvm.ptr<1>
      llvm.store %1837, %1840 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1841 = llvm.and %1702, %1774 : i1
      llvm.cond_br %1841, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1842 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %1843 = llvm.ptrtoint %1842 : !llvm.ptr to i64
      %1844 = llvm.inttoptr %1843 : i64 to !llvm.ptr
      %1845 = llvm.load %1844 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1846 = llvm.getelementptr %874[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1847 = llvm.ptrtoint %1846 : !llvm.ptr<1> to i64
      %1848 = llvm.inttoptr %1847 : i64 to !llvm.ptr<1>
      llvm.store %1845, %1848 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1849 = llvm.and %1702, %1784 : i1
      llvm.cond_br %1849, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1850 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %1851 = llvm.ptrtoint %1850 : !llvm.ptr to i64
      %1852 = llvm.inttoptr %1851 : i64 to !llvm.ptr
      %1853 = llvm.load %1852 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1854 = llvm.getelementptr %874[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1855 = llvm.ptrtoint %1854 : !llvm.ptr<1> to i64
      %1856 = llvm.inttoptr %1855 : i64 to !llvm.ptr<1>
      llvm.store %1853, %1856 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1857 = llvm.and %1720, %1774 : i1
      llvm.cond_br %1857, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1858 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %1859 = llvm.ptrtoint %1858 : !llvm.ptr to i64
      %1860 = llvm.inttoptr %1859 : i64 to !llvm.ptr
      %1861 = llvm.load %1860 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1862 = llvm.getelementptr %874[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1863 = llvm.ptrtoint %1862 : !llvm.ptr<1> to i64
      %1864 = llvm.inttoptr %1863 : i64 to !llvm.ptr<1>
      llvm.store %1861, %1864 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1865 = llvm.and %1720, %1784 : i1
      llvm.cond_br %1865, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1866 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %1867 = llvm.ptrtoint %1866 : !llvm.ptr to i64
      %1868 = llvm.inttoptr %1867 : i64 to !llvm.ptr
      %1869 = llvm.load %1868 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1870 = llvm.getelementptr %874[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1871 = llvm.ptrtoint %1870 : !llvm.ptr<1> to i64
      %1872 = llvm.inttoptr %1871 : i64 to !llvm.ptr<1>
      llvm.store %1869, %1872 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1873 = llvm.and %1738, %1774 : i1
      llvm.cond_br %1873, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1874 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %1875 = llvm.ptrtoint %1874 : !llvm.ptr to i64
      %1876 = llvm.inttoptr %1875 : i64 to !llvm.ptr
      %1877 = llvm.load %1876 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1878 = llvm.getelementptr %874[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1879 = llvm.ptrtoint %1878 : !llvm.ptr<1> to i64
      %1880 = llvm.inttoptr %1879 : i64 to !llvm.ptr<1>
      llvm.store %1877, %1880 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1881 = llvm.and %1738, %1784 : i1
      llvm.cond_br %1881, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1882 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %1883 = llvm.ptrtoint %1882 : !llvm.ptr to i64
      %1884 = llvm.inttoptr %1883 : i64 to !llvm.ptr
      %1885 = llvm.load %1884 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1886 = llvm.getelementptr %874[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1887 = llvm.ptrtoint %1886 : !llvm.ptr<1> to i64
      %1888 = llvm.inttoptr %1887 : i64 to !llvm.ptr<1>
      llvm.store %1885, %1888 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1889 = llvm.and %1756, %1774 : i1
      llvm.cond_br %1889, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1890 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %1891 = llvm.ptrtoint %1890 : !llvm.ptr to i64
      %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr
      %1893 = llvm.load %1892 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1894 = llvm.getelementptr %874[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1895 = llvm.ptrtoint %1894 : !llvm.ptr<1> to i64
      %1896 = llvm.inttoptr %1895 : i64 to !llvm.ptr<1>
      llvm.store %1893, %1896 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1897 = llvm.and %1756, %1784 : i1
      llvm.cond_br %1897, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1898 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %1899 = llvm.ptrtoint %1898 : !llvm.ptr to i64
      %1900 = llvm.inttoptr %1899 : i64 to !llvm.ptr
      %1901 = llvm.load %1900 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1902 = llvm.getelementptr %874[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1903 = llvm.ptrtoint %1902 : !llvm.ptr<1> to i64
      %1904 = llvm.inttoptr %1903 : i64 to !llvm.ptr<1>
      llvm.store %1901, %1904 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1905 = llvm.add %1627, %46 : i32
      %1906 = llvm.icmp "slt" %1905, %45 : i32
      %1907 = llvm.and %1629, %1906 : i1
      llvm.cond_br %1907, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1908 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1909 = llvm.ptrtoint %1908 : !llvm.ptr to i64
      %1910 = llvm.inttoptr %1909 : i64 to !llvm.ptr
      %1911 = llvm.load %1910 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1912 = llvm.getelementptr %874[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1913 = llvm.ptrtoint %1912 : !llvm.ptr<1> to i64
      %1914 = llvm.inttoptr %1913 : i64 to !llvm.ptr<1>
      llvm.store %1911, %1914 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1915 = llvm.add %1627, %10 : i32
      %1916 = llvm.icmp "slt" %1915, %45 : i32
      %1917 = llvm.and %1629, %1916 : i1
      llvm.cond_br %1917, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1918 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %1919 = llvm.ptrtoint %1918 : !llvm.ptr to i64
      %1920 = llvm.inttoptr %1919 : i64 to !llvm.ptr
      %1921 = llvm.load %1920 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1922 = llvm.getelementptr %874[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1923 = llvm.ptrtoint %1922 : !llvm.ptr<1> to i64
      %1924 = llvm.inttoptr %1923 : i64 to !llvm.ptr<1>
      llvm.store %1921, %1924 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1925 = llvm.and %1648, %1906 : i1
      llvm.cond_br %1925, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1926 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %1927 = llvm.ptrtoint %1926 : !llvm.ptr to i64
      %1928 = llvm.inttoptr %1927 : i64 to !llvm.ptr
      %1929 = llvm.load %1928 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1930 = llvm.getelementptr %874[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1931 = llvm.ptrtoint %1930 : !llvm.ptr<1> to i64
      %1932 = llvm.inttoptr %1931 : i64 to !llvm.ptr<1>
      llvm.store %1929, %1932 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1933 = llvm.and %1648, %1916 : i1
      llvm.cond_br %1933, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1934 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %1935 = llvm.ptrtoint %1934 : !llvm.ptr to i64
      %1936 = llvm.inttoptr %1935 : i64 to !llvm.ptr
      %1937 = llvm.load %1936 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1938 = llvm.getelementptr %874[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1939 = llvm.ptrtoint %1938 : !llvm.ptr<1> to i64
      %1940 = llvm.inttoptr %1939 : i64 to !llvm.ptr<1>
      llvm.store %1937, %1940 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1941 = llvm.and %1666, %1906 : i1
      llvm.cond_br %1941, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1942 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %1943 = llvm.ptrtoint %1942 : !llvm.ptr to i64
      %1944 = llvm.inttoptr %1943 : i64 to !llvm.ptr
      %1945 = llvm.load %1944 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1946 = llvm.getelementptr %874[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1947 = llvm.ptrtoint %1946 : !llvm.ptr<1> to i64
      %1948 = llvm.inttoptr %1947 : i64 to !llvm.ptr<1>
      llvm.store %1945, %1948 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1949 = llvm.and %1666, %1916 : i1
      llvm.cond_br %1949, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1950 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %1951 = llvm.ptrtoint %1950 : !llvm.ptr to i64
      %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr
      %1953 = llvm.load %1952 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1954 = llvm.getelementptr %874[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1955 = llvm.ptrtoint %1954 : !llvm.ptr<1> to i64
      %1956 = llvm.inttoptr %1955 : i64 to !llvm.ptr<1>
      llvm.store %1953, %1956 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1957 = llvm.and %1684, %1906 : i1
      llvm.cond_br %1957, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1958 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %1959 = llvm.ptrtoint %1958 : !llvm.ptr to i64
      %1960 = llvm.inttoptr %1959 : i64 to !llvm.ptr
      %1961 = llvm.load %1960 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1962 = llvm.getelementptr %874[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1963 = llvm.ptrtoint %1962 : !llvm.ptr<1> to i64
      %1964 = llvm.inttoptr %1963 : i64 to !llvm.ptr<1>
      llvm.store %1961, %1964 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1965 = llvm.and %1684, %1916 : i1
      llvm.cond_br %1965, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1966 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %1967 = llvm.ptrtoint %1966 : !llvm.ptr to i64
      %1968 = llvm.inttoptr %1967 : i64 to !llvm.ptr
      %1969 = llvm.load %1968 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1970 = llvm.getelementptr %874[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1971 = llvm.ptrtoint %1970 : !llvm.ptr<1> to i64
      %1972 = llvm.inttoptr %1971 : i64 to !llvm.ptr<1>
      llvm.store %1969, %1972 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1973 = llvm.and %1702, %1906 : i1
      llvm.cond_br %1973, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1974 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %1975 = llvm.ptrtoint %1974 : !llvm.ptr to i64
      %1976 = llvm.inttoptr %1975 : i64 to !llvm.ptr
      %1977 = llvm.load %1976 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1978 = llvm.getelementptr %874[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1979 = llvm.ptrtoint %1978 : !llvm.ptr<1> to i64
      %1980 = llvm.inttoptr %1979 : i64 to !llvm.ptr<1>
      llvm.store %1977, %1980 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1981 = llvm.and %1702, %1916 : i1
      llvm.cond_br %1981, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1982 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %1983 = llvm.ptrtoint %1982 : !llvm.ptr to i64
      %1984 = llvm.inttoptr %1983 : i64 to !llvm.ptr
      %1985 = llvm.load %1984 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1986 = llvm.getelementptr %874[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1987 = llvm.ptrtoint %1986 : !llvm.ptr<1> to i64
      %1988 = llvm.inttoptr %1987 : i64 to !llvm.ptr<1>
      llvm.store %1985, %1988 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1989 = llvm.and %1720, %1906 : i1
      llvm.cond_br %1989, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1990 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %1991 = llvm.ptrtoint %1990 : !llvm.ptr to i64
      %1992 = llvm.inttoptr %1991 : i64 to !llvm.ptr
      %1993 = llvm.load %1992 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1994 = llvm.getelementptr %874[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1995 = llvm.ptrtoint %1994 : !llvm.ptr<1> to i64
      %1996 = llvm.inttoptr %1995 : i64 to !llvm.ptr<1>
      llvm.store %1993, %1996 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1997 = llvm.and %1720, %1916 : i1
      llvm.cond_br %1997, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1998 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %1999 = llvm.ptrtoint %1998 : !llvm.ptr to i64
      %2000 = llvm.inttoptr %1999 : i64 to !llvm.ptr
      %2001 = llvm.load %2000 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2002 = llvm.getelementptr %874[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2003 = llvm.ptrtoint %2002 : !llvm.ptr<1> to i64
      %2004 = llvm.inttoptr %2003 : i64 to !llvm.ptr<1>
      llvm.store %2001, %2004 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2005 = llvm.and %1738, %1906 : i1
      llvm.cond_br %2005, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2006 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %2007 = llvm.ptrtoint %2006 : !llvm.ptr to i64
      %2008 = llvm.inttoptr %2007 : i64 to !llvm.ptr
      %2009 = llvm.load %2008 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2010 = llvm.getelementptr %874[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2011 = llvm.ptrtoint %2010 : !llvm.ptr<1> to i64
      %2012 = llvm.inttoptr %2011 : i64 to !llvm.ptr<1>
      llvm.store %2009, %2012 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2013 = llvm.and %1738, %1916 : i1
      llvm.cond_br %2013, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2014 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %2015 = llvm.ptrtoint %2014 : !llvm.ptr to i64
      %2016 = llvm.inttoptr %2015 : i64 to !llvm.ptr
      %2017 = llvm.load %2016 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2018 = llvm.getelementptr %874[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2019 = llvm.ptrtoint %2018 : !llvm.ptr<1> to i64
      %2020 = llvm.inttoptr %2019 : i64 to !llvm.ptr<1>
      llvm.store %2017, %2020 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2021 = llvm.and %1756, %1906 : i1
      llvm.cond_br %2021, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2022 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %2023 = llvm.ptrtoint %2022 : !llvm.ptr to i64
      %2024 = llvm.inttoptr %2023 : i64 to !llvm.ptr
      %2025 = llvm.load %2024 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2026 = llvm.getelementptr %874[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2027 = llvm.ptrtoint %2026 : !llvm.ptr<1> to i64
      %2028 = llvm.inttoptr %2027 : i64 to !llvm.ptr<1>
      llvm.store %2025, %2028 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2029 = llvm.and %1756, %1916 : i1
      llvm.cond_br %2029, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2030 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %2031 = llvm.ptrtoint %2030 : !llvm.ptr to i64
      %2032 = llvm.inttoptr %2031 : i64 to !llvm.ptr
      %2033 = llvm.load %2032 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2034 = llvm.getelementptr %874[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2035 = llvm.ptrtoint %2034 : !llvm.ptr<1> to i64
      %2036 = llvm.inttoptr %2035 : i64 to !llvm.ptr<1>
      llvm.store %2033, %2036 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2037 = llvm.add %1627, %26 : i32
      %2038 = llvm.icmp "slt" %2037, %45 : i32
      %2039 = llvm.and %1629, %2038 : i1
      llvm.cond_br %2039, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2040 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %2041 = llvm.ptrtoint %2040 : !llvm.ptr to i64
      %2042 = llvm.inttoptr %2041 : i64 to !llvm.ptr
      %2043 = llvm.load %2042 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2044 = llvm.getelementptr %874[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2045 = llvm.ptrtoint %2044 : !llvm.ptr<1> to i64
      %2046 = llvm.inttoptr %2045 : i64 to !llvm.ptr<1>
      llvm.store %2043, %2046 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2047 = llvm.add %1627, %9 : i32
      %2048 = llvm.icmp "slt" %2047, %45 : i32
      %2049 = llvm.and %1629, %2048 : i1
      llvm.cond_br %2049, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2050 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %2051 = llvm.ptrtoint %2050 : !llvm.ptr to i64
      %2052 = llvm.inttoptr %2051 : i64 to !llvm.ptr
      %2053 = llvm.load %2052 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2054 = llvm.getelementptr %874[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2055 = llvm.ptrtoint %2054 : !llvm.ptr<1> to i64
      %2056 = llvm.inttoptr %2055 : i64 to !llvm.ptr<1>
      llvm.store %2053, %2056 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2057 = llvm.and %1648, %2038 : i1
      llvm.cond_br %2057, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2058 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %2059 = llvm.ptrtoint %2058 : !llvm.ptr to i64
      %2060 = llvm.inttoptr %2059 : i64 to !llvm.ptr
      %2061 = llvm.load %2060 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2062 = llvm.getelementptr %874[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2063 = llvm.ptrtoint %2062 : !llvm.ptr<1> to i64
      %2064 = llvm.inttoptr %2063 : i64 to !llvm.ptr<1>
      llvm.store %2061, %2064 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2065 = llvm.and %1648, %2048 : i1
      llvm.cond_br %2065, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2066 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %2067 = llvm.ptrtoint %2066 : !llvm.ptr to i64
      %2068 = llvm.inttoptr %2067 : i64 to !llvm.ptr
      %2069 = llvm.load %2068 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2070 = llvm.getelementptr %874[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2071 = llvm.ptrtoint %2070 : !llvm.ptr<1> to i64
      %2072 = llvm.inttoptr %2071 : i64 to !llvm.ptr<1>
      llvm.store %2069, %2072 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2073 = llvm.and %1666, %2038 : i1
      llvm.cond_br %2073, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2074 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2075 = llvm.ptrtoint %2074 : !llvm.ptr to i64
      %2076 = llvm.inttoptr %2075 : i64 to !llvm.ptr
      %2077 = llvm.load %2076 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2078 = llvm.getelementptr %874[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2079 = llvm.ptrtoint %2078 : !llvm.ptr<1> to i64
      %2080 = llvm.inttoptr %2079 : i64 to !llvm.ptr<1>
      llvm.store %2077, %2080 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2081 = llvm.and %1666, %2048 : i1
      llvm.cond_br %2081, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2082 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2083 = llvm.ptrtoint %2082 : !llvm.ptr to i64
      %2084 = llvm.inttoptr %2083 : i64 to !llvm.ptr
      %2085 = llvm.load %2084 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2086 = llvm.getelementptr %874[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2087 = llvm.ptrtoint %2086 : !llvm.ptr<1> to i64
      %2088 = llvm.inttoptr %2087 : i64 to !llvm.ptr<1>
      llvm.store %2085, %2088 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2089 = llvm.and %1684, %2038 : i1
      llvm.cond_br %2089, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2090 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2091 = llvm.ptrtoint %2090 : !llvm.ptr to i64
      %2092 = llvm.inttoptr %2091 : i64 to !llvm.ptr
      %2093 = llvm.load %2092 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2094 = llvm.getelementptr %874[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2095 = llvm.ptrtoint %2094 : !llvm.ptr<1> to i64
      %2096 = llvm.inttoptr %2095 : i64 to !llvm.ptr<1>
      llvm.store %2093, %2096 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2097 = llvm.and %1684, %2048 : i1
      llvm.cond_br %2097, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2098 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2099 = llvm.ptrtoint %2098 : !llvm.ptr to i64
      %2100 = llvm.inttoptr %2099 : i64 to !llvm.ptr
      %2101 = llvm.load %2100 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2102 = llvm.getelementptr %874[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2103 = llvm.ptrtoint %2102 : !llvm.ptr<1> to i64
      %2104 = llvm.inttoptr %2103 : i64 to !llvm.ptr<1>
      llvm.store %2101, %2104 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2105 = llvm.and %1702, %2038 : i1
      llvm.cond_br %2105, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2106 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2107 = llvm.ptrtoint %2106 : !llvm.ptr to i64
      %2108 = llvm.inttoptr %2107 : i64 to !llvm.ptr
      %2109 = llvm.load %2108 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2110 = llvm.getelementptr %874[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2111 = llvm.ptrtoint %2110 : !llvm.ptr<1> to i64
      %2112 = llvm.inttoptr %2111 : i64 to !llvm.ptr<1>
      llvm.store %2109, %2112 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2113 = llvm.and %1702, %2048 : i1
      llvm.cond_br %2113, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2114 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2115 = llvm.ptrtoint %2114 : !llvm.ptr to i64
      %2116 = llvm.inttoptr %2115 : i64 to !llvm.ptr
      %2117 = llvm.load %2116 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2118 = llvm.getelementptr %874[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2119 = llvm.ptrtoint %2118 : !llvm.ptr<1> to i64
      %2120 = llvm.inttoptr %2119 : i64 to !llvm.ptr<1>
      llvm.store %2117, %2120 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2121 = llvm.and %1720, %2038 : i1
      llvm.cond_br %2121, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2122 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2123 = llvm.ptrtoint %2122 : !llvm.ptr to i64
      %2124 = llvm.inttoptr %2123 : i64 to !llvm.ptr
      %2125 = llvm.load %2124 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2126 = llvm.getelementptr %874[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2127 = llvm.ptrtoint %2126 : !llvm.ptr<1> to i64
      %2128 = llvm.inttoptr %2127 : i64 to !llvm.ptr<1>
      llvm.store %2125, %2128 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2129 = llvm.and %1720, %2048 : i1
      llvm.cond_br %2129, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2130 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2131 = llvm.ptrtoint %2130 : !llvm.ptr to i64
      %2132 = llvm.inttoptr %2131 : i64 to !llvm.ptr
      %2133 = llvm.load %2132 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2134 = llvm.getelementptr %874[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2135 = llvm.ptrtoint %2134 : !llvm.ptr<1> to i64
      %2136 = llvm.inttoptr %2135 : i64 to !llvm.ptr<1>
      llvm.store %2133, %2136 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2137 = llvm.and %1738, %2038 : i1
      llvm.cond_br %2137, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2138 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2139 = llvm.ptrtoint %2138 : !llvm.ptr to i64
      %2140 = llvm.inttoptr %2139 : i64 to !llvm.ptr
      %2141 = llvm.load %2140 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2142 = llvm.getelementptr %874[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2143 = llvm.ptrtoint %2142 : !llvm.ptr<1> to i64
      %2144 = llvm.inttoptr %2143 : i64 to !llvm.ptr<1>
      llvm.store %2141, %2144 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2145 = llvm.and %1738, %2048 : i1
      llvm.cond_br %2145, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2146 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2147 = llvm.ptrtoint %2146 : !llvm.ptr to i64
      %2148 = llvm.inttoptr %2147 : i64 to !llvm.ptr
      %2149 = llvm.load %2148 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2150 = llvm.getelementptr %874[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2151 = llvm.ptrtoint %2150 : !llvm.ptr<1> to i64
      %2152 = llvm.inttoptr %2151 : i64 to !llvm.ptr<1>
      llvm.store %2149, %2152 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2153 = llvm.and %1756, %2038 : i1
      llvm.cond_br %2153, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2154 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2155 = llvm.ptrtoint %2154 : !llvm.ptr to i64
      %2156 = llvm.inttoptr %2155 : i64 to !llvm.ptr
      %2157 = llvm.load %2156 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2158 = llvm.getelementptr %874[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2159 = llvm.ptrtoint %2158 : !llvm.ptr<1> to i64
      %2160 = llvm.inttoptr %2159 : i64 to !llvm.ptr<1>
      llvm.store %2157, %2160 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2161 = llvm.and %1756, %2048 : i1
      llvm.cond_br %2161, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2162 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2163 = llvm.ptrtoint %2162 : !llvm.ptr to i64
      %2164 = llvm.inttoptr %2163 : i64 to !llvm.ptr
      %2165 = llvm.load %2164 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2166 = llvm.getelementptr %874[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2167 = llvm.ptrtoint %2166 : !llvm.ptr<1> to i64
      %2168 = llvm.inttoptr %2167 : i64 to !llvm.ptr<1>
      llvm.store %2165, %2168 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2169 = llvm.add %1627, %35 : i32
      %2170 = llvm.icmp "slt" %2169, %45 : i32
      %2171 = llvm.and %1629, %2170 : i1
      llvm.cond_br %2171, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2172 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %2173 = llvm.ptrtoint %2172 : !llvm.ptr to i64
      %2174 = llvm.inttoptr %2173 : i64 to !llvm.ptr
      %2175 = llvm.load %2174 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2176 = llvm.getelementptr %874[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2177 = llvm.ptrtoint %2176 : !llvm.ptr<1> to i64
      %2178 = llvm.inttoptr %2177 : i64 to !llvm.ptr<1>
      llvm.store %2175, %2178 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2179 = llvm.add %1627, %8 : i32
      %2180 = llvm.icmp "slt" %2179, %45 : i32
      %2181 = llvm.and %1629, %2180 : i1
      llvm.cond_br %2181, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2182 = llvm.getelementptr %62[65] : (!llvm.ptr) -> !llvm.ptr, f16
      %2183 = llvm.ptrtoint %2182 : !llvm.ptr to i64
      %2184 = llvm.inttoptr %2183 : i64 to !llvm.ptr
      %2185 = llvm.load %2184 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2186 = llvm.getelementptr %874[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2187 = llvm.ptrtoint %2186 : !llvm.ptr<1> to i64
      %2188 = llvm.inttoptr %2187 : i64 to !llvm.ptr<1>
      llvm.store %2185, %2188 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2189 = llvm.and %1648, %2170 : i1
      llvm.cond_br %2189, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2190 = llvm.getelementptr %62[66] : (!llvm.ptr) -> !llvm.ptr, f16
      %2191 = llvm.ptrtoint %2190 : !llvm.ptr to i64
      %2192 = llvm.inttoptr %2191 : i64 to !llvm.ptr
      %2193 = llvm.load %2192 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2194 = llvm.getelementptr %874[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2195 = llvm.ptrtoint %2194 : !llvm.ptr<1> to i64
      %2196 = llvm.inttoptr %2195 : i64 to !llvm.ptr<1>
      llvm.store %2193, %2196 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2197 = llvm.and %1648, %2180 : i1
      llvm.cond_br %2197, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2198 = llvm.getelementptr %62[67] : (!llvm.ptr) -> !llvm.ptr, f16
      %2199 = llvm.ptrtoint %2198 : !llvm.ptr to i64
      %2200 = llvm.inttoptr %2199 : i64 to !llvm.ptr
      %2201 = llvm.load %2200 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2202 = llvm.getelementptr %874[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2203 = llvm.ptrtoint %2202 : !llvm.ptr<1> to i64
      %2204 = llvm.inttoptr %2203 : i64 to !llvm.ptr<1>
      llvm.store %2201, %2204 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2205 = llvm.and %1666, %2170 : i1
      llvm.cond_br %2205, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2206 = llvm.getelementptr %62[68] : (!llvm.ptr) -> !llvm.ptr, f16
      %2207 = llvm.ptrtoint %2206 : !llvm.ptr to i64
      %2208 = llvm.inttoptr %2207 : i64 to !llvm.ptr
      %2209 = llvm.load %2208 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2210 = llvm.getelementptr %874[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2211 = llvm.ptrtoint %2210 : !llvm.ptr<1> to i64
      %2212 = llvm.inttoptr %2211 : i64 to !llvm.ptr<1>
      llvm.store %2209, %2212 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2213 = llvm.and %1666, %2180 : i1
      llvm.cond_br %2213, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2214 = llvm.getelementptr %62[69] : (!llvm.ptr) -> !llvm.ptr, f16
      %2215 = llvm.ptrtoint %2214 : !llvm.ptr to i64
      %2216 = llvm.inttoptr %2215 : i64 to !llvm.ptr
      %2217 = llvm.load %2216 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2218 = llvm.getelementptr %874[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2219 = llvm.ptrtoint %2218 : !llvm.ptr<1> to i64
      %2220 = llvm.inttoptr %2219 : i64 to !llvm.ptr<1>
      llvm.store %2217, %2220 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2221 = llvm.and %1684, %2170 : i1
      llvm.cond_br %2221, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2222 = llvm.getelementptr %62[70] : (!llvm.ptr) -> !llvm.ptr, f16
      %2223 = llvm.ptrtoint %2222 : !llvm.ptr to i64
      %2224 = llvm.inttoptr %2223 : i64 to !llvm.ptr
      %2225 = llvm.load %2224 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2226 = llvm.getelementptr %874[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2227 = llvm.ptrtoint %2226 : !llvm.ptr<1> to i64
      %2228 = llvm.inttoptr %2227 : i64 to !llvm.ptr<1>
      llvm.store %2225, %2228 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2229 = llvm.and %1684, %2180 : i1
      llvm.cond_br %2229, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2230 = llvm.getelementptr %62[71] : (!llvm.ptr) -> !llvm.ptr, f16
      %2231 = llvm.ptrtoint %2230 : !llvm.ptr to i64
      %2232 = llvm.inttoptr %2231 : i64 to !llvm.ptr
      %2233 = llvm.load %2232 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2234 = llvm.getelementptr %874[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2235 = llvm.ptrtoint %2234 : !llvm.ptr<1> to i64
      %2236 = llvm.inttoptr %2235 : i64 to !llvm.ptr<1>
      llvm.store %2233, %2236 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2237 = llvm.and %1702, %2170 : i1
      llvm.cond_br %2237, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2238 = llvm.getelementptr %62[72] : (!llvm.ptr) -> !llvm.ptr, f16
      %2239 = llvm.ptrtoint %2238 : !llvm.ptr to i64
      %2240 = llvm.inttoptr %2239 : i64 to !llvm.ptr
      %2241 = llvm.load %2240 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2242 = llvm.getelementptr %874[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2243 = llvm.ptrtoint %2242 : !llvm.ptr<1> to i64
      %2244 = llvm.inttoptr %2243 : i64 to !llvm.ptr<1>
      llvm.store %2241, %2244 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2245 = llvm.and %1702, %2180 : i1
      llvm.cond_br %2245, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2246 = llvm.getelementptr %62[73] : (!llvm.ptr) -> !llvm.ptr, f16
      %2247 = llvm.ptrtoint %2246 : !llvm.ptr to i64
      %2248 = llvm.inttoptr %2247 : i64 to !llvm.ptr
      %2249 = llvm.load %2248 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2250 = llvm.getelementptr %874[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2251 = llvm.ptrtoint %2250 : !llvm.ptr<1> to i64
      %2252 = llvm.inttoptr %2251 : i64 to !llvm.ptr<1>
      llvm.store %2249, %2252 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2253 = llvm.and %1720, %2170 : i1
      llvm.cond_br %2253, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2254 = llvm.getelementptr %62[74] : (!llvm.ptr) -> !llvm.ptr, f16
      %2255 = llvm.ptrtoint %2254 : !llvm.ptr to i64
      %2256 = llvm.inttoptr %2255 : i64 to !llvm.ptr
      %2257 = llvm.load %2256 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2258 = llvm.getelementptr %874[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2259 = llvm.ptrtoint %2258 : !llvm.ptr<1> to i64
      %2260 = llvm.inttoptr %2259 : i64 to !llvm.ptr<1>
      llvm.store %2257, %2260 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2261 = llvm.and %1720, %2180 : i1
      llvm.cond_br %2261, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2262 = llvm.getelementptr %62[75] : (!llvm.ptr) -> !llvm.ptr, f16
      %2263 = llvm.ptrtoint %2262 : !llvm.ptr to i64
      %2264 = llvm.inttoptr %2263 : i64 to !llvm.ptr
      %2265 = llvm.load %2264 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2266 = llvm.getelementptr %874[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2267 = llvm.ptrtoint %2266 : !llvm.ptr<1> to i64
      %2268 = llvm.inttoptr %2267 : i64 to !llvm.ptr<1>
      llvm.store %2265, %2268 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2269 = llvm.and %1738, %2170 : i1
      llvm.cond_br %2269, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2270 = llvm.getelementptr %62[76] : (!llvm.ptr) -> !llvm.ptr, f16
      %2271 = llvm.ptrtoint %2270 : !llvm.ptr to i64
      %2272 = llvm.inttoptr %2271 : i64 to !llvm.ptr
      %2273 = llvm.load %2272 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2274 = llvm.getelementptr %874[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2275 = llvm.ptrtoint %2274 : !llvm.ptr<1> to i64
      %2276 = llvm.inttoptr %2275 : i64 to !llvm.ptr<1>
      llvm.store %2273, %2276 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2277 = llvm.and %1738, %2180 : i1
      llvm.cond_br %2277, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2278 = llvm.getelementptr %62[77] : (!llvm.ptr) -> !llvm.ptr, f16
      %2279 = llvm.ptrtoint %2278 : !llvm.ptr to i64
      %2280 = llvm.inttoptr %2279 : i64 to !llvm.ptr
      %2281 = llvm.load %2280 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2282 = llvm.getelementptr %874[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2283 = llvm.ptrtoint %2282 : !llvm.ptr<1> to i64
      %2284 = llvm.inttoptr %2283 : i64 to !llvm.ptr<1>
      llvm.store %2281, %2284 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2285 = llvm.and %1756, %2170 : i1
      llvm.cond_br %2285, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2286 = llvm.getelementptr %62[78] : (!llvm.ptr) -> !llvm.ptr, f16
      %2287 = llvm.ptrtoint %2286 : !llvm.ptr to i64
      %2288 = llvm.inttoptr %2287 : i64 to !llvm.ptr
      %2289 = llvm.load %2288 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2290 = llvm.getelementptr %874[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2291 = llvm.ptrtoint %2290 : !llvm.ptr<1> to i64
      %2292 = llvm.inttoptr %2291 : i64 to !llvm.ptr<1>
      llvm.store %2289, %2292 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2293 = llvm.and %1756, %2180 : i1
      llvm.cond_br %2293, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2294 = llvm.getelementptr %62[79] : (!llvm.ptr) -> !llvm.ptr, f16
      %2295 = llvm.ptrtoint %2294 : !llvm.ptr to i64
      %2296 = llvm.inttoptr %2295 : i64 to !llvm.ptr
      %2297 = llvm.load %2296 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2298 = llvm.getelementptr %874[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2299 = llvm.ptrtoint %2298 : !llvm.ptr<1> to i64
      %2300 = llvm.inttoptr %2299 : i64 to !llvm.ptr<1>
      llvm.store %2297, %2300 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2301 = llvm.add %1627, %25 : i32
      %2302 = llvm.icmp "slt" %2301, %45 : i32
      %2303 = llvm.and %1629, %2302 : i1
      llvm.cond_br %2303, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2304 = llvm.getelementptr %62[80] : (!llvm.ptr) -> !llvm.ptr, f16
      %2305 = llvm.ptrtoint %2304 : !llvm.ptr to i64
      %2306 = llvm.inttoptr %2305 : i64 to !llvm.ptr
      %2307 = llvm.load %2306 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2308 = llvm.getelementptr %874[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2309 = llvm.ptrtoint %2308 : !llvm.ptr<1> to i64
      %2310 = llvm.inttoptr %2309 : i64 to !llvm.ptr<1>
      llvm.store %2307, %2310 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2311 = llvm.add %1627, %7 : i32
      %2312 = llvm.icmp "slt" %2311, %45 : i32
      %2313 = llvm.and %1629, %2312 : i1
      llvm.cond_br %2313, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2314 = llvm.getelementptr %62[81] : (!llvm.ptr) -> !llvm.ptr, f16
      %2315 = llvm.ptrtoint %2314 : !llvm.ptr to i64
      %2316 = llvm.inttoptr %2315 : i64 to !llvm.ptr
      %2317 = llvm.load %2316 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2318 = llvm.getelementptr %874[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2319 = llvm.ptrtoint %2318 : !llvm.ptr<1> to i64
      %2320 = llvm.inttoptr %2319 : i64 to !llvm.ptr<1>
      llvm.store %2317, %2320 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2321 = llvm.and %1648, %2302 : i1
      llvm.cond_br %2321, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2322 = llvm.getelementptr %62[82] : (!llvm.ptr) -> !llvm.ptr, f16
      %2323 = llvm.ptrtoint %2322 : !llvm.ptr to i64
      %2324 = llvm.inttoptr %2323 : i64 to !llvm.ptr
      %2325 = llvm.load %2324 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2326 = llvm.getelementptr %874[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2327 = llvm.ptrtoint %2326 : !llvm.ptr<1> to i64
      %2328 = llvm.inttoptr %2327 : i64 to !llvm.ptr<1>
      llvm.store %2325, %2328 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2329 = llvm.and %1648, %2312 : i1
      llvm.cond_br %2329, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2330 = llvm.getelementptr %62[83] : (!llvm.ptr) -> !llvm.ptr, f16
      %2331 = llvm.ptrtoint %2330 : !llvm.ptr to i64
      %2332 = llvm.inttoptr %2331 : i64 to !llvm.ptr
      %2333 = llvm.load %2332 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2334 = llvm.getelementptr %874[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2335 = llvm.ptrtoint %2334 : !llvm.ptr<1> to i64
      %2336 = llvm.inttoptr %2335 : i64 to !llvm.ptr<1>
      llvm.store %2333, %2336 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2337 = llvm.and %1666, %2302 : i1
      llvm.cond_br %2337, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2338 = llvm.getelementptr %62[84] : (!llvm.ptr) -> !llvm.ptr, f16
      %2339 = llvm.ptrtoint %2338 : !llvm.ptr to i64
      %2340 = llvm.inttoptr %2339 : i64 to !llvm.ptr
      %2341 = llvm.load %2340 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2342 = llvm.getelementptr %874[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2343 = llvm.ptrtoint %2342 : !llvm.ptr<1> to i64
      %2344 = llvm.inttoptr %2343 : i64 to !llvm.ptr<1>
      llvm.store %2341, %2344 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2345 = llvm.and %1666, %2312 : i1
      llvm.cond_br %2345, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2346 = llvm.getelementptr %62[85] : (!llvm.ptr) -> !llvm.ptr, f16
      %2347 = llvm.ptrtoint %2346 : !llvm.ptr to i64
      %2348 = llvm.inttoptr %2347 : i64 to !llvm.ptr
      %2349 = llvm.load %2348 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2350 = llvm.getelementptr %874[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2351 = llvm.ptrtoint %2350 : !llvm.ptr<1> to i64
      %2352 = llvm.inttoptr %2351 : i64 to !llvm.ptr<1>
      llvm.store %2349, %2352 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2353 = llvm.and %1684, %2302 : i1
      llvm.cond_br %2353, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2354 = llvm.getelementptr %62[86] : (!llvm.ptr) -> !llvm.ptr, f16
      %2355 = llvm.ptrtoint %2354 : !llvm.ptr to i64
      %2356 = llvm.inttoptr %2355 : i64 to !llvm.ptr
      %2357 = llvm.load %2356 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2358 = llvm.getelementptr %874[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2359 = llvm.ptrtoint %2358 : !llvm.ptr<1> to i64
      %2360 = llvm.inttoptr %2359 : i64 to !llvm.ptr<1>
      llvm.store %2357, %2360 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2361 = llvm.and %1684, %2312 : i1
      llvm.cond_br %2361, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2362 = llvm.getelementptr %62[87] : (!llvm.ptr) -> !llvm.ptr, f16
      %2363 = llvm.ptrtoint %2362 : !llvm.ptr to i64
      %2364 = llvm.inttoptr %2363 : i64 to !llvm.ptr
      %2365 = llvm.load %2364 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2366 = llvm.getelementptr %874[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2367 = llvm.ptrtoint %2366 : !llvm.ptr<1> to i64
      %2368 = llvm.inttoptr %2367 : i64 to !llvm.ptr<1>
      llvm.store %2365, %2368 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2369 = llvm.and %1702, %2302 : i1
      llvm.cond_br %2369, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2370 = llvm.getelementptr %62[88] : (!llvm.ptr) -> !llvm.ptr, f16
      %2371 = llvm.ptrtoint %2370 : !llvm.ptr to i64
      %2372 = llvm.inttoptr %2371 : i64 to !llvm.ptr
      %2373 = llvm.load %2372 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2374 = llvm.getelementptr %874[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2375 = llvm.ptrtoint %2374 : !llvm.ptr<1> to i64
      %2376 = llvm.inttoptr %2375 : i64 to !llvm.ptr<1>
      llvm.store %2373, %2376 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2377 = llvm.and %1702, %2312 : i1
      llvm.cond_br %2377, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2378 = llvm.getelementptr %62[89] : (!llvm.ptr) -> !llvm.ptr, f16
      %2379 = llvm.ptrtoint %2378 : !llvm.ptr to i64
      %2380 = llvm.inttoptr %2379 : i64 to !llvm.ptr
      %2381 = llvm.load %2380 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2382 = llvm.getelementptr %874[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2383 = llvm.ptrtoint %2382 : !llvm.ptr<1> to i64
      %2384 = llvm.inttoptr %2383 : i64 to !llvm.ptr<1>
      llvm.store %2381, %2384 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2385 = llvm.and %1720, %2302 : i1
      llvm.cond_br %2385, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2386 = llvm.getelementptr %62[90] : (!llvm.ptr) -> !llvm.ptr, f16
      %2387 = llvm.ptrtoint %2386 : !llvm.ptr to i64
      %2388 = llvm.inttoptr %2387 : i64 to !llvm.ptr
      %2389 = llvm.load %2388 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2390 = llvm.getelementptr %874[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2391 = llvm.ptrtoint %2390 : !llvm.ptr<1> to i64
      %2392 = llvm.inttoptr %2391 : i64 to !llvm.ptr<1>
      llvm.store %2389, %2392 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2393 = llvm.and %1720, %2312 : i1
      llvm.cond_br %2393, ^bb391, ^bb392
    ^bb391:  // pred: ^bb390
      %2394 = llvm.getelementptr %62[91] : (!llvm.ptr) -> !llvm.ptr, f16
      %2395 = llvm.ptrtoint %2394 : !llvm.ptr to i64
      %2396 = llvm.inttoptr %2395 : i64 to !llvm.ptr
      %2397 = llvm.load %2396 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2398 = llvm.getelementptr %874[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2399 = llvm.ptrtoint %2398 : !llvm.ptr<1> to i64
      %2400 = llvm.inttoptr %2399 : i64 to !llvm.ptr<1>
      llvm.store %2397, %2400 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb392
    ^bb392:  // 2 preds: ^bb390, ^bb391
      %2401 = llvm.and %1738, %2302 : i1
      llvm.cond_br %2401, ^bb393, ^bb394
    ^bb393:  // pred: ^bb392
      %2402 = llvm.getelementptr %62[92] : (!llvm.ptr) -> !llvm.ptr, f16
      %2403 = llvm.ptrtoint %2402 : !llvm.ptr to i64
      %2404 = llvm.inttoptr %2403 : i64 to !llvm.ptr
      %2405 = llvm.load %2404 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2406 = llvm.getelementptr %874[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2407 = llvm.ptrtoint %2406 : !llvm.ptr<1> to i64
      %2408 = llvm.inttoptr %2407 : i64 to !llvm.ptr<1>
      llvm.store %2405, %2408 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb394
    ^bb394:  // 2 preds: ^bb392, ^bb393
      %2409 = llvm.and %1738, %2312 : i1
      llvm.cond_br %2409, ^bb395, ^bb396
    ^bb395:  // pred: ^bb394
      %2410 = llvm.getelementptr %62[93] : (!llvm.ptr) -> !llvm.ptr, f16
      %2411 = llvm.ptrtoint %2410 : !llvm.ptr to i64
      %2412 = llvm.inttoptr %2411 : i64 to !llvm.ptr
      %2413 = llvm.load %2412 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2414 = llvm.getelementptr %874[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2415 = llvm.ptrtoint %2414 : !llvm.ptr<1> to i64
      %2416 = llvm.inttoptr %2415 : i64 to !llvm.ptr<1>
      llvm.store %2413, %2416 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb396
    ^bb396:  // 2 preds: ^bb394, ^bb395
      %2417 = llvm.and %1756, %2302 : i1
      llvm.cond_br %2417, ^bb397, ^bb398
    ^bb397:  // pred: ^bb396
      %2418 = llvm.getelementptr %62[94] : (!llvm.ptr) -> !llvm.ptr, f16
      %2419 = llvm.ptrtoint %2418 : !llvm.ptr to i64
      %2420 = llvm.inttoptr %2419 : i64 to !llvm.ptr
      %2421 = llvm.load %2420 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2422 = llvm.getelementptr %874[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2423 = llvm.ptrtoint %2422 : !llvm.ptr<1> to i64
      %2424 = llvm.inttoptr %2423 : i64 to !llvm.ptr<1>
      llvm.store %2421, %2424 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb398
    ^bb398:  // 2 preds: ^bb396, ^bb397
      %2425 = llvm.and %1756, %2312 : i1
      llvm.cond_br %2425, ^bb399, ^bb400
    ^bb399:  // pred: ^bb398
      %2426 = llvm.getelementptr %62[95] : (!llvm.ptr) -> !llvm.ptr, f16
      %2427 = llvm.ptrtoint %2426 : !llvm.ptr to i64
      %2428 = llvm.inttoptr %2427 : i64 to !llvm.ptr
      %2429 = llvm.load %2428 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2430 = llvm.getelementptr %874[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2431 = llvm.ptrtoint %2430 : !llvm.ptr<1> to i64
      %2432 = llvm.inttoptr %2431 : i64 to !llvm.ptr<1>
      llvm.store %2429, %2432 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb400
    ^bb400:  // 2 preds: ^bb398, ^bb399
      %2433 = llvm.add %1627, %24 : i32
      %2434 = llvm.icmp "slt" %2433, %45 : i32
      %2435 = llvm.and %1629, %2434 : i1
      llvm.cond_br %2435, ^bb401, ^bb402
    ^bb401:  // pred: ^bb400
      %2436 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %2437 = llvm.ptrtoint %2436 : !llvm.ptr to i64
      %2438 = llvm.inttoptr %2437 : i64 to !llvm.ptr
      %2439 = llvm.load %2438 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2440 = llvm.getelementptr %874[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2441 = llvm.ptrtoint %2440 : !llvm.ptr<1> to i64
      %2442 = llvm.inttoptr %2441 : i64 to !llvm.ptr<1>
      llvm.store %2439, %2442 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb402
    ^bb402:  // 2 preds: ^bb400, ^bb401
      %2443 = llvm.add %1627, %6 : i32
      %2444 = llvm.icmp "slt" %2443, %45 : i32
      %2445 = llvm.and %1629, %2444 : i1
      llvm.cond_br %2445, ^bb403, ^bb404
    ^bb403:  // pred: ^bb402
      %2446 = llvm.getelementptr %62[97] : (!llvm.ptr) -> !llvm.ptr, f16
      %2447 = llvm.ptrtoint %2446 : !llvm.ptr to i64
      %2448 = llvm.inttoptr %2447 : i64 to !llvm.ptr
      %2449 = llvm.load %2448 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2450 = llvm.getelementptr %874[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2451 = llvm.ptrtoint %2450 : !llvm.ptr<1> to i64
      %2452 = llvm.inttoptr %2451 : i64 to !llvm.ptr<1>
      llvm.store %2449, %2452 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb404
    ^bb404:  // 2 preds: ^bb402, ^bb403
      %2453 = llvm.and %1648, %2434 : i1
      llvm.cond_br %2453, ^bb405, ^bb406
    ^bb405:  // pred: ^bb404
      %2454 = llvm.getelementptr %62[98] : (!llvm.ptr) -> !llvm.ptr, f16
      %2455 = llvm.ptrtoint %2454 : !llvm.ptr to i64
      %2456 = llvm.inttoptr %2455 : i64 to !llvm.ptr
      %2457 = llvm.load %2456 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2458 = llvm.getelementptr %874[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2459 = llvm.ptrtoint %2458 : !llvm.ptr<1> to i64
      %2460 = llvm.inttoptr %2459 : i64 to !llvm.ptr<1>
      llvm.store %2457, %2460 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb406
    ^bb406:  // 2 preds: ^bb404, ^bb405
      %2461 = llvm.and %1648, %2444 : i1
      llvm.cond_br %2461, ^bb407, ^bb408
    ^bb407:  // pred: ^bb406
      %2462 = llvm.getelementptr %62[99] : (!llvm.ptr) -> !llvm.ptr, f16
      %2463 = llvm.ptrtoint %2462 : !llvm.ptr to i64
      %2464 = llvm.inttoptr %2463 : i64 to !llvm.ptr
      %2465 = llvm.load %2464 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2466 = llvm.getelementptr %874[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2467 = llvm.ptrtoint %2466 : !llvm.ptr<1> to i64
      %2468 = llvm.inttoptr %2467 : i64 to !llvm.ptr<1>
      llvm.store %2465, %2468 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb408
    ^bb408:  // 2 preds: ^bb406, ^bb407
      %2469 = llvm.and %1666, %2434 : i1
      llvm.cond_br %2469, ^bb409, ^bb410
    ^bb409:  // pred: ^bb408
      %2470 = llvm.getelementptr %62[100] : (!llvm.ptr) -> !llvm.ptr, f16
      %2471 = llvm.ptrtoint %2470 : !llvm.ptr to i64
      %2472 = llvm.inttoptr %2471 : i64 to !llvm.ptr
      %2473 = llvm.load %2472 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2474 = llvm.getelementptr %874[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2475 = llvm.ptrtoint %2474 : !llvm.ptr<1> to i64
      %2476 = llvm.inttoptr %2475 : i64 to !llvm.ptr<1>
      llvm.store %2473, %2476 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb410
    ^bb410:  // 2 preds: ^bb408, ^bb409
      %2477 = llvm.and %1666, %2444 : i1
      llvm.cond_br %2477, ^bb411, ^bb412
    ^bb411:  // pred: ^bb410
      %2478 = llvm.getelementptr %62[101] : (!llvm.ptr) -> !llvm.ptr, f16
      %2479 = llvm.ptrtoint %2478 : !llvm.ptr to i64
      %2480 = llvm.inttoptr %2479 : i64 to !llvm.ptr
      %2481 = llvm.load %2480 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2482 = llvm.getelementptr %874[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2483 = llvm.ptrtoint %2482 : !llvm.ptr<1> to i64
      %2484 = llvm.inttoptr %2483 : i64 to !llvm.ptr<1>
      llvm.store %2481, %2484 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb412
    ^bb412:  // 2 preds: ^bb410, ^bb411
      %2485 = llvm.and %1684, %2434 : i1
      llvm.cond_br %2485, ^bb413, ^bb414
    ^bb413:  // pred: ^bb412
      %2486 = llvm.getelementptr %62[102] : (!llvm.ptr) -> !llvm.ptr, f16
      %2487 = llvm.ptrtoint %2486 : !llvm.ptr to i64
      %2488 = llvm.inttoptr %2487 : i64 to !llvm.ptr
      %2489 = llvm.load %2488 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2490 = llvm.getelementptr %874[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2491 = llvm.ptrtoint %2490 : !llvm.ptr<1> to i64
      %2492 = llvm.inttoptr %2491 : i64 to !llvm.ptr<1>
      llvm.store %2489, %2492 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb414
    ^bb414:  // 2 preds: ^bb412, ^bb413
      %2493 = llvm.and %1684, %2444 : i1
      llvm.cond_br %2493, ^bb415, ^bb416
    ^bb415:  // pred: ^bb414
      %2494 = llvm.getelementptr %62[103] : (!llvm.ptr) -> !llvm.ptr, f16
      %2495 = llvm.ptrtoint %2494 : !llvm.ptr to i64
      %2496 = llvm.inttoptr %2495 : i64 to !llvm.ptr
      %2497 = llvm.load %2496 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2498 = llvm.getelementptr %874[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2499 = llvm.ptrtoint %2498 : !llvm.ptr<1> to i64
      %2500 = llvm.inttoptr %2499 : i64 to !llvm.ptr<1>
      llvm.store %2497, %2500 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb416
    ^bb416:  // 2 preds: ^bb414, ^bb415
      %2501 = llvm.and %1702, %2434 : i1
      llvm.cond_br %2501, ^bb417, ^bb418
    ^bb417:  // pred: ^bb416
      %2502 = llvm.getelementptr %62[104] : (!llvm.ptr) -> !llvm.ptr, f16
      %2503 = llvm.ptrtoint %2502 : !llvm.ptr to i64
      %2504 = llvm.inttoptr %2503 : i64 to !llvm.ptr
      %2505 = llvm.load %2504 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2506 = llvm.getelementptr %874[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2507 = llvm.ptrtoint %2506 : !llvm.ptr<1> to i64
      %2508 = llvm.inttoptr %2507 : i64 to !llvm.ptr<1>
      llvm.store %2505, %2508 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb418
    ^bb418:  // 2 preds: ^bb416, ^bb417
      %2509 = llvm.and %1702, %2444 : i1
      llvm.cond_br %2509, ^bb419, ^bb420
    ^bb419:  // pred: ^bb418
      %2510 = llvm.getelementptr %62[105] : (!llvm.ptr) -> !llvm.ptr, f16
      %2511 = llvm.ptrtoint %2510 : !llvm.ptr to i64
      %2512 = llvm.inttoptr %2511 : i64 to !llvm.ptr
      %2513 = llvm.load %2512 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2514 = llvm.getelementptr %874[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2515 = llvm.ptrtoint %2514 : !llvm.ptr<1> to i64
      %2516 = llvm.inttoptr %2515 : i64 to !llvm.ptr<1>
      llvm.store %2513, %2516 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb420
    ^bb420:  // 2 preds: ^bb418, ^bb419
      %2517 = llvm.and %1720, %2434 : i1
      llvm.cond_br %2517, ^bb421, ^bb422
    ^bb421:  // pred: ^bb420
      %2518 = llvm.getelementptr %62[106] : (!llvm.ptr) -> !llvm.ptr, f16
      %2519 = llvm.ptrtoint %2518 : !llvm.ptr to i64
      %2520 = llvm.inttoptr %2519 : i64 to !llvm.ptr
      %2521 = llvm.load %2520 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2522 = llvm.getelementptr %874[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2523 = llvm.ptrtoint %2522 : !llvm.ptr<1> to i64
      %2524 = llvm.inttoptr %2523 : i64 to !llvm.ptr<1>
      llvm.store %2521, %2524 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb422
    ^bb422:  // 2 preds: ^bb420, ^bb421
      %2525 = llvm.and %1720, %2444 : i1
      llvm.cond_br %2525, ^bb423, ^bb424
    ^bb423:  // pred: ^bb422
      %2526 = llvm.getelementptr %62[107] : (!llvm.ptr) -> !llvm.ptr, f16
      %2527 = llvm.ptrtoint %2526 : !llvm.ptr to i64
      %2528 = llvm.inttoptr %2527 : i64 to !llvm.ptr
      %2529 = llvm.load %2528 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2530 = llvm.getelementptr %874[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2531 = llvm.ptrtoint %2530 : !llvm.ptr<1> to i64
      %2532 = llvm.inttoptr %2531 : i64 to !llvm.ptr<1>
      llvm.store %2529, %2532 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb424
    ^bb424:  // 2 preds: ^bb422, ^bb423
      %2533 = llvm.and %1738, %2434 : i1
      llvm.cond_br %2533, ^bb425, ^bb426
    ^bb425:  // pred: ^bb424
      %2534 = llvm.getelementptr %62[108] : (!llvm.ptr) -> !llvm.ptr, f16
      %2535 = llvm.ptrtoint %2534 : !llvm.ptr to i64
      %2536 = llvm.inttoptr %2535 : i64 to !llvm.ptr
      %2537 = llvm.load %2536 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2538 = llvm.getelementptr %874[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2539 = llvm.ptrtoint %2538 : !llvm.ptr<1> to i64
      %2540 = llvm.inttoptr %2539 : i64 to !llvm.ptr<1>
      llvm.store %2537, %2540 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb426
    ^bb426:  // 2 preds: ^bb424, ^bb425
      %2541 = llvm.and %1738, %2444 : i1
      llvm.cond_br %2541, ^bb427, ^bb428
    ^bb427:  // pred: ^bb426
      %2542 = llvm.getelementptr %62[109] : (!llvm.ptr) -> !llvm.ptr, f16
      %2543 = llvm.ptrtoint %2542 : !llvm.ptr to i64
      %2544 = llvm.inttoptr %2543 : i64 to !llvm.ptr
      %2545 = llvm.load %2544 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2546 = llvm.getelementptr %874[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2547 = llvm.ptrtoint %2546 : !llvm.ptr<1> to i64
      %2548 = llvm.inttoptr %2547 : i64 to !llvm.ptr<1>
      llvm.store %2545, %2548 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb428
    ^bb428:  // 2 preds: ^bb426, ^bb427
      %2549 = llvm.and %1756, %2434 : i1
      llvm.cond_br %2549, ^bb429, ^bb430
    ^bb429:  // pred: ^bb428
      %2550 = llvm.getelementptr %62[110] : (!llvm.ptr) -> !llvm.ptr, f16
      %2551 = llvm.ptrtoint %2550 : !llvm.ptr to i64
      %2552 = llvm.inttoptr %2551 : i64 to !llvm.ptr
      %2553 = llvm.load %2552 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2554 = llvm.getelementptr %874[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2555 = llvm.ptrtoint %2554 : !llvm.ptr<1> to i64
      %2556 = llvm.inttoptr %2555 : i64 to !llvm.ptr<1>
      llvm.store %2553, %2556 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb430
    ^bb430:  // 2 preds: ^bb428, ^bb429
      %2557 = llvm.and %1756, %2444 : i1
      llvm.cond_br %2557, ^bb431, ^bb432
    ^bb431:  // pred: ^bb430
      %2558 = llvm.getelementptr %62[111] : (!llvm.ptr) -> !llvm.ptr, f16
      %2559 = llvm.ptrtoint %2558 : !llvm.ptr to i64
      %2560 = llvm.inttoptr %2559 : i64 to !llvm.ptr
      %2561 = llvm.load %2560 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2562 = llvm.getelementptr %874[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2563 = llvm.ptrtoint %2562 : !llvm.ptr<1> to i64
      %2564 = llvm.inttoptr %2563 : i64 to !llvm.ptr<1>
      llvm.store %2561, %2564 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb432
    ^bb432:  // 2 preds: ^bb430, ^bb431
      %2565 = llvm.add %1627, %23 : i32
      %2566 = llvm.icmp "slt" %2565, %45 : i32
      %2567 = llvm.and %1629, %2566 : i1
      llvm.cond_br %2567, ^bb433, ^bb434
    ^bb433:  // pred: ^bb432
      %2568 = llvm.getelementptr %62[112] : (!llvm.ptr) -> !llvm.ptr, f16
      %2569 = llvm.ptrtoint %2568 : !llvm.ptr to i64
      %2570 = llvm.inttoptr %2569 : i64 to !llvm.ptr
      %2571 = llvm.load %2570 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2572 = llvm.getelementptr %874[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2573 = llvm.ptrtoint %2572 : !llvm.ptr<1> to i64
      %2574 = llvm.inttoptr %2573 : i64 to !llvm.ptr<1>
      llvm.store %2571, %2574 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb434
    ^bb434:  // 2 preds: ^bb432, ^bb433
      %2575 = llvm.add %1627, %5 : i32
      %2576 = llvm.icmp "slt" %2575, %45 : i32
      %2577 = llvm.and %1629, %2576 : i1
      llvm.cond_br %2577, ^bb435, ^bb436
    ^bb435:  // pred: ^bb434
      %2578 = llvm.getelementptr %62[113] : (!llvm.ptr) -> !llvm.ptr, f16
      %2579 = llvm.ptrtoint %2578 : !llvm.ptr to i64
      %2580 = llvm.inttoptr %2579 : i64 to !llvm.ptr
      %2581 = llvm.load %2580 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2582 = llvm.getelementptr %874[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2583 = llvm.ptrtoint %2582 : !llvm.ptr<1> to i64
      %2584 = llvm.inttoptr %2583 : i64 to !llvm.ptr<1>
      llvm.store %2581, %2584 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb436
    ^bb436:  // 2 preds: ^bb434, ^bb435
      %2585 = llvm.and %1648, %2566 : i1
      llvm.cond_br %2585, ^bb437, ^bb438
    ^bb437:  // pred: ^bb436
      %2586 = llvm.getelementptr %62[114] : (!llvm.ptr) -> !llvm.ptr, f16
      %2587 = llvm.ptrtoint %2586 : !llvm.ptr to i64
      %2588 = llvm.inttoptr %2587 : i64 to !llvm.ptr
      %2589 = llvm.load %2588 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2590 = llvm.getelementptr %874[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2591 = llvm.ptrtoint %2590 : !llvm.ptr<1> to i64
      %2592 = llvm.inttoptr %2591 : i64 to !llvm.ptr<1>
      llvm.store %2589, %2592 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb438
    ^bb438:  // 2 preds: ^bb436, ^bb437
      %2593 = llvm.and %1648, %2576 : i1
      llvm.cond_br %2593, ^bb439, ^bb440
    ^bb439:  // pred: ^bb438
      %2594 = llvm.getelementptr %62[115] : (!llvm.ptr) -> !llvm.ptr, f16
      %2595 = llvm.ptrtoint %2594 : !llvm.ptr to i64
      %2596 = llvm.inttoptr %2595 : i64 to !llvm.ptr
      %2597 = llvm.load %2596 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2598 = llvm.getelementptr %874[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2599 = llvm.ptrtoint %2598 : !llvm.ptr<1> to i64
      %2600 = llvm.inttoptr %2599 : i64 to !llvm.ptr<1>
      llvm.store %2597, %2600 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb440
    ^bb440:  // 2 preds: ^bb438, ^bb439
      %2601 = llvm.and %1666, %2566 : i1
      llvm.cond_br %2601, ^bb441, ^bb442
    ^bb441:  // pred: ^bb440
      %2602 = llvm.getelementptr %62[116] : (!llvm.ptr) -> !llvm.ptr, f16
      %2603 = llvm.ptrtoint %2602 : !llvm.ptr to i64
      %2604 = llvm.inttoptr %2603 : i64 to !llvm.ptr
      %2605 = llvm.load %2604 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2606 = llvm.getelementptr %874[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2607 = llvm.ptrtoint %2606 : !llvm.ptr<1> to i64
      %2608 = llvm.inttoptr %2607 : i64 to !llvm.ptr<1>
      llvm.store %2605, %2608 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb442
    ^bb442:  // 2 preds: ^bb440, ^bb441
      %2609 = llvm.and %1666, %2576 : i1
      llvm.cond_br %2609, ^bb443, ^bb444
    ^bb443:  // pred: ^bb442
      %2610 = llvm.getelementptr %62[117] : (!llvm.ptr) -> !llvm.ptr, f16
      %2611 = llvm.ptrtoint %2610 : !llvm.ptr to i64
      %2612 = llvm.inttoptr %2611 : i64 to !llvm.ptr
      %2613 = llvm.load %2612 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2614 = llvm.getelementptr %874[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2615 = llvm.ptrtoint %2614 : !llvm.ptr<1> to i64
      %2616 = llvm.inttoptr %2615 : i64 to !llvm.ptr<1>
      llvm.store %2613, %2616 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb444
    ^bb444:  // 2 preds: ^bb442, ^bb443
      %2617 = llvm.and %1684, %2566 : i1
      llvm.cond_br %2617, ^bb445, ^bb446
    ^bb445:  // pred: ^bb444
      %2618 = llvm.getelementptr %62[118] : (!llvm.ptr) -> !llvm.ptr, f16
      %2619 = llvm.ptrtoint %2618 : !llvm.ptr to i64
      %2620 = llvm.inttoptr %2619 : i64 to !llvm.ptr
      %2621 = llvm.load %2620 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2622 = llvm.getelementptr %874[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2623 = llvm.ptrtoint %2622 : !llvm.ptr<1> to i64
      %2624 = llvm.inttoptr %2623 : i64 to !llvm.ptr<1>
      llvm.store %2621, %2624 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb446
    ^bb446:  // 2 preds: ^bb444, ^bb445
      %2625 = llvm.and %1684, %2576 : i1
      llvm.cond_br %2625, ^bb447, ^bb448
    ^bb447:  // pred: ^bb446
      %2626 = llvm.getelementptr %62[119] : (!llvm.ptr) -> !llvm.ptr, f16
      %2627 = llvm.ptrtoint %2626 : !llvm.ptr to i64
      %2628 = llvm.inttoptr %2627 : i64 to !llvm.ptr
      %2629 = llvm.load %2628 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2630 = llvm.getelementptr %874[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2631 = llvm.ptrtoint %2630 : !llvm.ptr<1> to i64
      %2632 = llvm.inttoptr %2631 : i64 to !llvm.ptr<1>
      llvm.store %2629, %2632 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb448
    ^bb448:  // 2 preds: ^bb446, ^bb447
      %2633 = llvm.and %1702, %2566 : i1
      llvm.cond_br %2633, ^bb449, ^bb450
    ^bb449:  // pred: ^bb448
      %2634 = llvm.getelementptr %62[120] : (!llvm.ptr) -> !llvm.ptr, f16
      %2635 = llvm.ptrtoint %2634 : !llvm.ptr to i64
      %2636 = llvm.inttoptr %2635 : i64 to !llvm.ptr
      %2637 = llvm.load %2636 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2638 = llvm.getelementptr %874[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2639 = llvm.ptrtoint %2638 : !llvm.ptr<1> to i64
      %2640 = llvm.inttoptr %2639 : i64 to !llvm.ptr<1>
      llvm.store %2637, %2640 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb450
    ^bb450:  // 2 preds: ^bb448, ^bb449
      %2641 = llvm.and %1702, %2576 : i1
      llvm.cond_br %2641, ^bb451, ^bb452
    ^bb451:  // pred: ^bb450
      %2642 = llvm.getelementptr %62[121] : (!llvm.ptr) -> !llvm.ptr, f16
      %2643 = llvm.ptrtoint %2642 : !llvm.ptr to i64
      %2644 = llvm.inttoptr %2643 : i64 to !llvm.ptr
      %2645 = llvm.load %2644 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2646 = llvm.getelementptr %874[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2647 = llvm.ptrtoint %2646 : !llvm.ptr<1> to i64
      %2648 = llvm.inttoptr %2647 : i64 to !llvm.ptr<1>
      llvm.store %2645, %2648 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb452
    ^bb452:  // 2 preds: ^bb450, ^bb451
      %2649 = llvm.and %1720, %2566 : i1
      llvm.cond_br %2649, ^bb453, ^bb454
    ^bb453:  // pred: ^bb452
      %2650 = llvm.getelementptr %62[122] : (!llvm.ptr) -> !llvm.ptr, f16
      %2651 = llvm.ptrtoint %2650 : !llvm.ptr to i64
      %2652 = llvm.inttoptr %2651 : i64 to !llvm.ptr
      %2653 = llvm.load %2652 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2654 = llvm.getelementptr %874[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2655 = llvm.ptrtoint %2654 : !llvm.ptr<1> to i64
      %2656 = llvm.inttoptr %2655 : i64 to !llvm.ptr<1>
      llvm.store %2653, %2656 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb454
    ^bb454:  // 2 preds: ^bb452, ^bb453
      %2657 = llvm.and %1720, %2576 : i1
      llvm.cond_br %2657, ^bb455, ^bb456
    ^bb455:  // pred: ^bb454
      %2658 = llvm.getelementptr %62[123] : (!llvm.ptr) -> !llvm.ptr, f16
      %2659 = llvm.ptrtoint %2658 : !llvm.ptr to i64
      %2660 = llvm.inttoptr %2659 : i64 to !llvm.ptr
      %2661 = llvm.load %2660 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2662 = llvm.getelementptr %874[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2663 = llvm.ptrtoint %2662 : !llvm.ptr<1> to i64
      %2664 = llvm.inttoptr %2663 : i64 to !llvm.ptr<1>
      llvm.store %2661, %2664 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb456
    ^bb456:  // 2 preds: ^bb454, ^bb455
      %2665 = llvm.and %1738, %2566 : i1
      llvm.cond_br %2665, ^bb457, ^bb458
    ^bb457:  // pred: ^bb456
      %2666 = llvm.getelementptr %62[124] : (!llvm.ptr) -> !llvm.ptr, f16
      %2667 = llvm.ptrtoint %2666 : !llvm.ptr to i64
      %2668 = llvm.inttoptr %2667 : i64 to !llvm.ptr
      %2669 = llvm.load %2668 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2670 = llvm.getelementptr %874[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2671 = llvm.ptrtoint %2670 : !llvm.ptr<1> to i64
      %2672 = llvm.inttoptr %2671 : i64 to !llvm.ptr<1>
      llvm.store %2669, %2672 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb458
    ^bb458:  // 2 preds: ^bb456, ^bb457
      %2673 = llvm.and %1738, %2576 : i1
      llvm.cond_br %2673, ^bb459, ^bb460
    ^bb459:  // pred: ^bb458
      %2674 = llvm.getelementptr %62[125] : (!llvm.ptr) -> !llvm.ptr, f16
      %2675 = llvm.ptrtoint %2674 : !llvm.ptr to i64
      %2676 = llvm.inttoptr %2675 : i64 to !llvm.ptr
      %2677 = llvm.load %2676 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2678 = llvm.getelementptr %874[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2679 = llvm.ptrtoint %2678 : !llvm.ptr<1> to i64
      %2680 = llvm.inttoptr %2679 : i64 to !llvm.ptr<1>
      llvm.store %2677, %2680 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb460
    ^bb460:  // 2 preds: ^bb458, ^bb459
      %2681 = llvm.and %1756, %2566 : i1
      llvm.cond_br %2681, ^bb461, ^bb462
    ^bb461:  // pred: ^bb460
      %2682 = llvm.getelementptr %62[126] : (!llvm.ptr) -> !llvm.ptr, f16
      %2683 = llvm.ptrtoint %2682 : !llvm.ptr to i64
      %2684 = llvm.inttoptr %2683 : i64 to !llvm.ptr
      %2685 = llvm.load %2684 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2686 = llvm.getelementptr %874[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2687 = llvm.ptrtoint %2686 : !llvm.ptr<1> to i64
      %2688 = llvm.inttoptr %2687 : i64 to !llvm.ptr<1>
      llvm.store %2685, %2688 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb462
    ^bb462:  // 2 preds: ^bb460, ^bb461
      %2689 = llvm.and %1756, %2576 : i1
      llvm.cond_br %2689, ^bb463, ^bb207
    ^bb463:  // pred: ^bb462
      %2690 = llvm.getelementptr %62[127] : (!llvm.ptr) -> !llvm.ptr, f16
      %2691 = llvm.ptrtoint %2690 : !llvm.ptr to i64
      %2692 = llvm.inttoptr %2691 : i64 to !llvm.ptr
      %2693 = llvm.load %2692 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2694 = llvm.getelementptr %874[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2695 = llvm.ptrtoint %2694 : !llvm.ptr<1> to i64
      %2696 = llvm.inttoptr %2695 : i64 to !llvm.ptr<1>
      llvm.store %2693, %2696 {alignment = 2 : i64} : f16, !llvm.ptr<1>
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
