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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h9ac80502_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsconv_h9ac80502_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %13 = llvm.mlir.constant(768 : i32) : i32
      %14 = llvm.mlir.constant(192 : i32) : i32
      %15 = llvm.mlir.constant(8192 : i32) : i32
      %16 = llvm.mlir.constant(56 : i32) : i32
      %17 = llvm.mlir.constant(40 : i32) : i32
      %18 = llvm.mlir.constant(7168 : i32) : i32
      %19 = llvm.mlir.constant(6144 : i32) : i32
      %20 = llvm.mlir.constant(5120 : i32) : i32
      %21 = llvm.mlir.constant(4096 : i32) : i32
      %22 = llvm.mlir.constant(2048 : i32) : i32
      %23 = llvm.mlir.constant(72 : i32) : i32
      %24 = llvm.mlir.constant(112 : i32) : i32
      %25 = llvm.mlir.constant(96 : i32) : i32
      %26 = llvm.mlir.constant(80 : i32) : i32
      %27 = llvm.mlir.constant(48 : i32) : i32
      %28 = llvm.mlir.constant(9 : i32) : i32
      %29 = llvm.mlir.constant(16200 : i32) : i32
      %30 = llvm.mlir.constant(29 : i32) : i32
      %31 = llvm.mlir.constant(841 : i32) : i32
      %32 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %33 = llvm.mlir.constant(3072 : i32) : i32
      %34 = llvm.mlir.constant(-1 : i32) : i32
      %35 = llvm.mlir.constant(false) : i1
      %36 = llvm.mlir.constant(14 : i32) : i32
      %37 = llvm.mlir.constant(64 : i32) : i32
      %38 = llvm.mlir.constant(512 : i32) : i32
      %39 = llvm.mlir.constant(448 : i32) : i32
      %40 = llvm.mlir.constant(1682 : i32) : i32
      %41 = llvm.mlir.constant(0 : i8) : i8
      %42 = llvm.mlir.constant(648 : i32) : i32
      %43 = llvm.mlir.constant(15 : i32) : i32
      %44 = llvm.mlir.constant(-16 : i64) : i64
      %45 = llvm.mlir.constant(24 : i32) : i32
      %46 = llvm.mlir.constant(32 : i32) : i32
      %47 = llvm.mlir.constant(4 : i32) : i32
      %48 = llvm.mlir.constant(384 : i32) : i32
      %49 = llvm.mlir.constant(1024 : i32) : i32
      %50 = llvm.mlir.constant(-16 : i32) : i32
      %51 = llvm.mlir.constant(256 : i32) : i32
      %52 = llvm.mlir.constant(-32 : i32) : i32
      %53 = llvm.mlir.constant(0 : i32) : i32
      %54 = llvm.mlir.constant(2 : i32) : i32
      %55 = llvm.mlir.constant(3 : i32) : i32
      %56 = llvm.mlir.constant(11 : i32) : i32
      %57 = llvm.mlir.constant(15 : i64) : i64
      %58 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
      %59 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %60 = llvm.mlir.constant(16 : i32) : i32
      %61 = llvm.mlir.constant(8 : i32) : i32
      %62 = llvm.mlir.constant(128 : i32) : i32
      %63 = llvm.mlir.constant(1 : i32) : i32
      %64 = llvm.alloca %62 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %62 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %62 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %62 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %61 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %60 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %61 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %72 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %73 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %74 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %75 = llvm.sdiv %74, %61 : i32
      %76 = llvm.mul %75, %61 : i32
      %77 = llvm.icmp "ne" %74, %76 : i32
      %78 = llvm.icmp "slt" %74, %53 : i32
      %79 = llvm.icmp "ne" %78, %35 : i1
      %80 = llvm.and %77, %79 : i1
      %81 = llvm.add %75, %34 : i32
      %82 = llvm.select %80, %81, %75 : i1, i32
      %83 = llvm.mul %82, %61 : i32
      %84 = llvm.sub %36, %83 : i32
      %85 = llvm.icmp "slt" %84, %61 : i32
      %86 = llvm.select %85, %84, %61 : i1, i32
      %87 = llvm.sub %74, %83 : i32
      %88 = llvm.srem %87, %86 : i32
      %89 = llvm.add %83, %88 : i32
      %90 = llvm.sdiv %87, %86 : i32
      %91 = llvm.mul %90, %86 : i32
      %92 = llvm.icmp "ne" %87, %91 : i32
      %93 = llvm.icmp "slt" %87, %53 : i32
      %94 = llvm.icmp "slt" %86, %53 : i32
      %95 = llvm.icmp "ne" %93, %94 : i1
      %96 = llvm.and %92, %95 : i1
      %97 = llvm.add %90, %34 : i32
      %98 = llvm.select %96, %97, %90 : i1, i32
      %99 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %100 = llvm.mul %89, %33 : i32
      %101 = llvm.getelementptr %71[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %102 = llvm.mul %89, %62 : i32
      %103 = llvm.getelementptr %32[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %104 = llvm.sdiv %99, %61 : i32
      %105 = llvm.srem %99, %61 : i32
      %106 = llvm.mul %105, %61 : i32
      %107 = llvm.srem %104, %61 : i32
      %108 = llvm.mul %107, %37 : i32
      %109 = llvm.add %106, %108 : i32
      %110 = llvm.sdiv %104, %61 : i32
      %111 = llvm.mul %110, %38 : i32
      %112 = llvm.and %109, %39 : i32
      %113 = llvm.ashr %112, %55 : i32
      %114 = llvm.xor %109, %113 : i32
      %115 = llvm.add %114, %111 : i32
      %116 = llvm.getelementptr %32[%115] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %117 = llvm.sdiv %104, %54 : i32
      %118 = llvm.mul %117, %37 : i32
      %119 = llvm.add %106, %118 : i32
      %120 = llvm.srem %104, %54 : i32
      %121 = llvm.mul %120, %38 : i32
      %122 = llvm.and %119, %39 : i32
      %123 = llvm.ashr %122, %55 : i32
      %124 = llvm.xor %119, %123 : i32
      %125 = llvm.add %124, %121 : i32
      %126 = llvm.getelementptr %103[%125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %127 = llvm.sdiv %99, %60 : i32
      %128 = llvm.srem %99, %60 : i32
      %129 = llvm.mul %128, %61 : i32
      %130 = llvm.add %102, %104 : i32
      %131 = llvm.sdiv %130, %31 : i32
      %132 = llvm.mul %131, %31 : i32
      %133 = llvm.sub %130, %132 : i32
      %134 = llvm.sdiv %133, %30 : i32
      %135 = llvm.mul %131, %29 : i32
      %136 = llvm.ptrtoint %70 : !llvm.ptr to i64
      %137 = llvm.inttoptr %136 : i64 to !llvm.ptr
      llvm.store %135, %137 {alignment = 32 : i64} : i32, !llvm.ptr
      %138 = llvm.add %134, %arg5 : i32
      %139 = llvm.ptrtoint %69 : !llvm.ptr to i64
      %140 = llvm.inttoptr %139 : i64 to !llvm.ptr
      llvm.store %138, %140 {alignment = 32 : i64} : i32, !llvm.ptr
      %141 = llvm.mul %134, %30 : i32
      %142 = llvm.sub %133, %141 : i32
      %143 = llvm.add %142, %arg6 : i32
      %144 = llvm.getelementptr %69[8] : (!llvm.ptr) -> !llvm.ptr, i32
      %145 = llvm.ptrtoint %144 : !llvm.ptr to i64
      %146 = llvm.inttoptr %145 : i64 to !llvm.ptr
      llvm.store %143, %146 {alignment = 32 : i64} : i32, !llvm.ptr
      %147 = llvm.icmp "slt" %130, %40 : i32
      %148 = llvm.zext %147 : i1 to i8
      %149 = llvm.ptrtoint %68 : !llvm.ptr to i64
      %150 = llvm.inttoptr %149 : i64 to !llvm.ptr
      llvm.store %148, %150 {alignment = 32 : i64} : i8, !llvm.ptr
      %151 = llvm.add %104, %60 : i32
      %152 = llvm.add %102, %151 : i32
      %153 = llvm.sdiv %152, %31 : i32
      %154 = llvm.mul %153, %31 : i32
      %155 = llvm.sub %152, %154 : i32
      %156 = llvm.sdiv %155, %30 : i32
      %157 = llvm.mul %153, %29 : i32
      %158 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %159 = llvm.ptrtoint %158 : !llvm.ptr to i64
      %160 = llvm.inttoptr %159 : i64 to !llvm.ptr
      llvm.store %157, %160 {alignment = 4 : i64} : i32, !llvm.ptr
      %161 = llvm.add %156, %arg5 : i32
      %162 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %163 = llvm.ptrtoint %162 : !llvm.ptr to i64
      %164 = llvm.inttoptr %163 : i64 to !llvm.ptr
      llvm.store %161, %164 {alignment = 4 : i64} : i32, !llvm.ptr
      %165 = llvm.mul %156, %30 : i32
      %166 = llvm.sub %155, %165 : i32
      %167 = llvm.add %166, %arg6 : i32
      %168 = llvm.getelementptr %69[9] : (!llvm.ptr) -> !llvm.ptr, i32
      %169 = llvm.ptrtoint %168 : !llvm.ptr to i64
      %170 = llvm.inttoptr %169 : i64 to !llvm.ptr
      llvm.store %167, %170 {alignment = 4 : i64} : i32, !llvm.ptr
      %171 = llvm.icmp "slt" %152, %40 : i32
      %172 = llvm.zext %171 : i1 to i8
      %173 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %174 = llvm.ptrtoint %173 : !llvm.ptr to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr
      llvm.store %172, %175 {alignment = 1 : i64} : i8, !llvm.ptr
      %176 = llvm.add %104, %46 : i32
      %177 = llvm.add %102, %176 : i32
      %178 = llvm.sdiv %177, %31 : i32
      %179 = llvm.mul %178, %31 : i32
      %180 = llvm.sub %177, %179 : i32
      %181 = llvm.sdiv %180, %30 : i32
      %182 = llvm.mul %178, %29 : i32
      %183 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %184 = llvm.ptrtoint %183 : !llvm.ptr to i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr
      llvm.store %182, %185 {alignment = 8 : i64} : i32, !llvm.ptr
      %186 = llvm.add %181, %arg5 : i32
      %187 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %188 = llvm.ptrtoint %187 : !llvm.ptr to i64
      %189 = llvm.inttoptr %188 : i64 to !llvm.ptr
      llvm.store %186, %189 {alignment = 8 : i64} : i32, !llvm.ptr
      %190 = llvm.mul %181, %30 : i32
      %191 = llvm.sub %180, %190 : i32
      %192 = llvm.add %191, %arg6 : i32
      %193 = llvm.getelementptr %69[10] : (!llvm.ptr) -> !llvm.ptr, i32
      %194 = llvm.ptrtoint %193 : !llvm.ptr to i64
      %195 = llvm.inttoptr %194 : i64 to !llvm.ptr
      llvm.store %192, %195 {alignment = 8 : i64} : i32, !llvm.ptr
      %196 = llvm.icmp "slt" %177, %40 : i32
      %197 = llvm.zext %196 : i1 to i8
      %198 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %199 = llvm.ptrtoint %198 : !llvm.ptr to i64
      %200 = llvm.inttoptr %199 : i64 to !llvm.ptr
      llvm.store %197, %200 {alignment = 2 : i64} : i8, !llvm.ptr
      %201 = llvm.add %104, %27 : i32
      %202 = llvm.add %102, %201 : i32
      %203 = llvm.sdiv %202, %31 : i32
      %204 = llvm.mul %203, %31 : i32
      %205 = llvm.sub %202, %204 : i32
      %206 = llvm.sdiv %205, %30 : i32
      %207 = llvm.mul %203, %29 : i32
      %208 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %209 = llvm.ptrtoint %208 : !llvm.ptr to i64
      %210 = llvm.inttoptr %209 : i64 to !llvm.ptr
      llvm.store %207, %210 {alignment = 4 : i64} : i32, !llvm.ptr
      %211 = llvm.add %206, %arg5 : i32
      %212 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %213 = llvm.ptrtoint %212 : !llvm.ptr to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr
      llvm.store %211, %214 {alignment = 4 : i64} : i32, !llvm.ptr
      %215 = llvm.mul %206, %30 : i32
      %216 = llvm.sub %205, %215 : i32
      %217 = llvm.add %216, %arg6 : i32
      %218 = llvm.getelementptr %69[11] : (!llvm.ptr) -> !llvm.ptr, i32
      %219 = llvm.ptrtoint %218 : !llvm.ptr to i64
      %220 = llvm.inttoptr %219 : i64 to !llvm.ptr
      llvm.store %217, %220 {alignment = 4 : i64} : i32, !llvm.ptr
      %221 = llvm.icmp "slt" %202, %40 : i32
      %222 = llvm.zext %221 : i1 to i8
      %223 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %224 = llvm.ptrtoint %223 : !llvm.ptr to i64
      %225 = llvm.inttoptr %224 : i64 to !llvm.ptr
      llvm.store %222, %225 {alignment = 1 : i64} : i8, !llvm.ptr
      %226 = llvm.add %104, %37 : i32
      %227 = llvm.add %102, %226 : i32
      %228 = llvm.sdiv %227, %31 : i32
      %229 = llvm.mul %228, %31 : i32
      %230 = llvm.sub %227, %229 : i32
      %231 = llvm.sdiv %230, %30 : i32
      %232 = llvm.mul %228, %29 : i32
      %233 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %234 = llvm.ptrtoint %233 : !llvm.ptr to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr
      llvm.store %232, %235 {alignment = 16 : i64} : i32, !llvm.ptr
      %236 = llvm.add %231, %arg5 : i32
      %237 = llvm.getelementptr %69[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %238 = llvm.ptrtoint %237 : !llvm.ptr to i64
      %239 = llvm.inttoptr %238 : i64 to !llvm.ptr
      llvm.store %236, %239 {alignment = 16 : i64} : i32, !llvm.ptr
      %240 = llvm.mul %231, %30 : i32
      %241 = llvm.sub %230, %240 : i32
      %242 = llvm.add %241, %arg6 : i32
      %243 = llvm.getelementptr %69[12] : (!llvm.ptr) -> !llvm.ptr, i32
      %244 = llvm.ptrtoint %243 : !llvm.ptr to i64
      %245 = llvm.inttoptr %244 : i64 to !llvm.ptr
      llvm.store %242, %245 {alignment = 16 : i64} : i32, !llvm.ptr
      %246 = llvm.icmp "slt" %227, %40 : i32
      %247 = llvm.zext %246 : i1 to i8
      %248 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %249 = llvm.ptrtoint %248 : !llvm.ptr to i64
      %250 = llvm.inttoptr %249 : i64 to !llvm.ptr
      llvm.store %247, %250 {alignment = 4 : i64} : i8, !llvm.ptr
      %251 = llvm.add %104, %26 : i32
      %252 = llvm.add %102, %251 : i32
      %253 = llvm.sdiv %252, %31 : i32
      %254 = llvm.mul %253, %31 : i32
      %255 = llvm.sub %252, %254 : i32
      %256 = llvm.sdiv %255, %30 : i32
      %257 = llvm.mul %253, %29 : i32
      %258 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %259 = llvm.ptrtoint %258 : !llvm.ptr to i64
      %260 = llvm.inttoptr %259 : i64 to !llvm.ptr
      llvm.store %257, %260 {alignment = 4 : i64} : i32, !llvm.ptr
      %261 = llvm.add %256, %arg5 : i32
      %262 = llvm.getelementptr %69[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %263 = llvm.ptrtoint %262 : !llvm.ptr to i64
      %264 = llvm.inttoptr %263 : i64 to !llvm.ptr
      llvm.store %261, %264 {alignment = 4 : i64} : i32, !llvm.ptr
      %265 = llvm.mul %256, %30 : i32
      %266 = llvm.sub %255, %265 : i32
      %267 = llvm.add %266, %arg6 : i32
      %268 = llvm.getelementptr %69[13] : (!llvm.ptr) -> !llvm.ptr, i32
      %269 = llvm.ptrtoint %268 : !llvm.ptr to i64
      %270 = llvm.inttoptr %269 : i64 to !llvm.ptr
      llvm.store %267, %270 {alignment = 4 : i64} : i32, !llvm.ptr
      %271 = llvm.icmp "slt" %252, %40 : i32
      %272 = llvm.zext %271 : i1 to i8
      %273 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %274 = llvm.ptrtoint %273 : !llvm.ptr to i64
      %275 = llvm.inttoptr %274 : i64 to !llvm.ptr
      llvm.store %272, %275 {alignment = 1 : i64} : i8, !llvm.ptr
      %276 = llvm.add %104, %25 : i32
      %277 = llvm.add %102, %276 : i32
      %278 = llvm.sdiv %277, %31 : i32
      %279 = llvm.mul %278, %31 : i32
      %280 = llvm.sub %277, %279 : i32
      %281 = llvm.sdiv %280, %30 : i32
      %282 = llvm.mul %278, %29 : i32
      %283 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %284 = llvm.ptrtoint %283 : !llvm.ptr to i64
      %285 = llvm.inttoptr %284 : i64 to !llvm.ptr
      llvm.store %282, %285 {alignment = 8 : i64} : i32, !llvm.ptr
      %286 = llvm.add %281, %arg5 : i32
      %287 = llvm.getelementptr %69[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %288 = llvm.ptrtoint %287 : !llvm.ptr to i64
      %289 = llvm.inttoptr %288 : i64 to !llvm.ptr
      llvm.store %286, %289 {alignment = 8 : i64} : i32, !llvm.ptr
      %290 = llvm.mul %281, %30 : i32
      %291 = llvm.sub %280, %290 : i32
      %292 = llvm.add %291, %arg6 : i32
      %293 = llvm.getelementptr %69[14] : (!llvm.ptr) -> !llvm.ptr, i32
      %294 = llvm.ptrtoint %293 : !llvm.ptr to i64
      %295 = llvm.inttoptr %294 : i64 to !llvm.ptr
      llvm.store %292, %295 {alignment = 8 : i64} : i32, !llvm.ptr
      %296 = llvm.icmp "slt" %277, %40 : i32
      %297 = llvm.zext %296 : i1 to i8
      %298 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %299 = llvm.ptrtoint %298 : !llvm.ptr to i64
      %300 = llvm.inttoptr %299 : i64 to !llvm.ptr
      llvm.store %297, %300 {alignment = 2 : i64} : i8, !llvm.ptr
      %301 = llvm.add %104, %24 : i32
      %302 = llvm.add %102, %301 : i32
      %303 = llvm.sdiv %302, %31 : i32
      %304 = llvm.mul %303, %31 : i32
      %305 = llvm.sub %302, %304 : i32
      %306 = llvm.sdiv %305, %30 : i32
      %307 = llvm.mul %303, %29 : i32
      %308 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %309 = llvm.ptrtoint %308 : !llvm.ptr to i64
      %310 = llvm.inttoptr %309 : i64 to !llvm.ptr
      llvm.store %307, %310 {alignment = 4 : i64} : i32, !llvm.ptr
      %311 = llvm.add %306, %arg5 : i32
      %312 = llvm.getelementptr %69[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %313 = llvm.ptrtoint %312 : !llvm.ptr to i64
      %314 = llvm.inttoptr %313 : i64 to !llvm.ptr
      llvm.store %311, %314 {alignment = 4 : i64} : i32, !llvm.ptr
      %315 = llvm.mul %306, %30 : i32
      %316 = llvm.sub %305, %315 : i32
      %317 = llvm.add %316, %arg6 : i32
      %318 = llvm.getelementptr %69[15] : (!llvm.ptr) -> !llvm.ptr, i32
      %319 = llvm.ptrtoint %318 : !llvm.ptr to i64
      %320 = llvm.inttoptr %319 : i64 to !llvm.ptr
      llvm.store %317, %320 {alignment = 4 : i64} : i32, !llvm.ptr
      %321 = llvm.icmp "slt" %302, %40 : i32
      %322 = llvm.zext %321 : i1 to i8
      %323 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %324 = llvm.ptrtoint %323 : !llvm.ptr to i64
      %325 = llvm.inttoptr %324 : i64 to !llvm.ptr
      llvm.store %322, %325 {alignment = 1 : i64} : i8, !llvm.ptr
      %326 = llvm.sdiv %106, %23 : i32
      %327 = llvm.mul %326, %23 : i32
      %328 = llvm.sub %106, %327 : i32
      %329 = llvm.sdiv %326, %55 : i32
      %330 = llvm.mul %329, %55 : i32
      %331 = llvm.sub %326, %330 : i32
      %332 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %333 = llvm.mul %329, %arg7 : i32
      %334 = llvm.sub %332, %333 : i32
      %335 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %336 = llvm.mul %331, %arg8 : i32
      %337 = llvm.sub %335, %336 : i32
      %338 = llvm.sdiv %334, %arg3 : i32
      %339 = llvm.sdiv %337, %arg4 : i32
      %340 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %341 = llvm.icmp "ne" %340, %41 : i8
      %342 = llvm.icmp "slt" %106, %42 : i32
      %343 = llvm.and %341, %342 : i1
      %344 = llvm.icmp "sge" %334, %53 : i32
      %345 = llvm.and %343, %344 : i1
      %346 = llvm.icmp "sge" %337, %53 : i32
      %347 = llvm.and %345, %346 : i1
      %348 = llvm.mul %338, %arg3 : i32
      %349 = llvm.icmp "eq" %348, %334 : i32
      %350 = llvm.and %347, %349 : i1
      %351 = llvm.mul %339, %arg4 : i32
      %352 = llvm.icmp "eq" %351, %337 : i32
      %353 = llvm.and %350, %352 : i1
      %354 = llvm.icmp "slt" %338, %43 : i32
      %355 = llvm.and %353, %354 : i1
      %356 = llvm.icmp "slt" %339, %43 : i32
      %357 = llvm.and %355, %356 : i1
      %358 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %359 = llvm.mul %338, %43 : i32
      %360 = llvm.add %359, %339 : i32
      %361 = llvm.mul %360, %23 : i32
      %362 = llvm.add %358, %361 : i32
      %363 = llvm.add %362, %328 : i32
      llvm.cond_br %357, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %364 = llvm.getelementptr %73[%363] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %365 = llvm.ptrtoint %364 : !llvm.ptr<1> to i64
      %366 = llvm.add %365, %57 : i64
      %367 = llvm.and %366, %44 : i64
      %368 = llvm.inttoptr %367 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %116, %368, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %58, %116 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %369 = llvm.load %164 {alignment = 4 : i64} : !llvm.ptr -> i32
      %370 = llvm.sub %369, %333 : i32
      %371 = llvm.load %170 {alignment = 4 : i64} : !llvm.ptr -> i32
      %372 = llvm.sub %371, %336 : i32
      %373 = llvm.sdiv %370, %arg3 : i32
      %374 = llvm.sdiv %372, %arg4 : i32
      %375 = llvm.load %175 {alignment = 1 : i64} : !llvm.ptr -> i8
      %376 = llvm.icmp "ne" %375, %41 : i8
      %377 = llvm.and %376, %342 : i1
      %378 = llvm.icmp "sge" %370, %53 : i32
      %379 = llvm.and %377, %378 : i1
      %380 = llvm.icmp "sge" %372, %53 : i32
      %381 = llvm.and %379, %380 : i1
      %382 = llvm.mul %373, %arg3 : i32
      %383 = llvm.icmp "eq" %382, %370 : i32
      %384 = llvm.and %381, %383 : i1
      %385 = llvm.mul %374, %arg4 : i32
      %386 = llvm.icmp "eq" %385, %372 : i32
      %387 = llvm.and %384, %386 : i1
      %388 = llvm.icmp "slt" %373, %43 : i32
      %389 = llvm.and %387, %388 : i1
      %390 = llvm.icmp "slt" %374, %43 : i32
      %391 = llvm.and %389, %390 : i1
      %392 = llvm.load %160 {alignment = 4 : i64} : !llvm.ptr -> i32
      %393 = llvm.mul %373, %43 : i32
      %394 = llvm.add %393, %374 : i32
      %395 = llvm.mul %394, %23 : i32
      %396 = llvm.add %392, %395 : i32
      %397 = llvm.add %396, %328 : i32
      %398 = llvm.getelementptr %116[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %391, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %399 = llvm.getelementptr %73[%397] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %400 = llvm.ptrtoint %399 : !llvm.ptr<1> to i64
      %401 = llvm.add %400, %57 : i64
      %402 = llvm.and %401, %44 : i64
      %403 = llvm.inttoptr %402 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %398, %403, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %58, %398 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %404 = llvm.load %189 {alignment = 8 : i64} : !llvm.ptr -> i32
      %405 = llvm.sub %404, %333 : i32
      %406 = llvm.load %195 {alignment = 8 : i64} : !llvm.ptr -> i32
      %407 = llvm.sub %406, %336 : i32
      %408 = llvm.sdiv %405, %arg3 : i32
      %409 = llvm.sdiv %407, %arg4 : i32
      %410 = llvm.load %200 {alignment = 2 : i64} : !llvm.ptr -> i8
      %411 = llvm.icmp "ne" %410, %41 : i8
      %412 = llvm.and %411, %342 : i1
      %413 = llvm.icmp "sge" %405, %53 : i32
      %414 = llvm.and %412, %413 : i1
      %415 = llvm.icmp "sge" %407, %53 : i32
      %416 = llvm.and %414, %415 : i1
      %417 = llvm.mul %408, %arg3 : i32
      %418 = llvm.icmp "eq" %417, %405 : i32
      %419 = llvm.and %416, %418 : i1
      %420 = llvm.mul %409, %arg4 : i32
      %421 = llvm.icmp "eq" %420, %407 : i32
      %422 = llvm.and %419, %421 : i1
      %423 = llvm.icmp "slt" %408, %43 : i32
      %424 = llvm.and %422, %423 : i1
      %425 = llvm.icmp "slt" %409, %43 : i32
      %426 = llvm.and %424, %425 : i1
      %427 = llvm.load %185 {alignment = 8 : i64} : !llvm.ptr -> i32
      %428 = llvm.mul %408, %43 : i32
      %429 = llvm.add %428, %409 : i32
      %430 = llvm.mul %429, %23 : i32
      %431 = llvm.add %427, %430 : i32
      %432 = llvm.add %431, %328 : i32
      %433 = llvm.getelementptr %116[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %426, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %434 = llvm.getelementptr %73[%432] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %435 = llvm.ptrtoint %434 : !llvm.ptr<1> to i64
      %436 = llvm.add %435, %57 : i64
      %437 = llvm.and %436, %44 : i64
      %438 = llvm.inttoptr %437 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %433, %438, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %58, %433 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %439 = llvm.load %214 {alignment = 4 : i64} : !llvm.ptr -> i32
      %440 = llvm.sub %439, %333 : i32
      %441 = llvm.load %220 {alignment = 4 : i64} : !llvm.ptr -> i32
      %442 = llvm.sub %441, %336 : i32
      %443 = llvm.sdiv %440, %arg3 : i32
      %444 = llvm.sdiv %442, %arg4 : i32
      %445 = llvm.load %225 {alignment = 1 : i64} : !llvm.ptr -> i8
      %446 = llvm.icmp "ne" %445, %41 : i8
      %447 = llvm.and %446, %342 : i1
      %448 = llvm.icmp "sge" %440, %53 : i32
      %449 = llvm.and %447, %448 : i1
      %450 = llvm.icmp "sge" %442, %53 : i32
      %451 = llvm.and %449, %450 : i1
      %452 = llvm.mul %443, %arg3 : i32
      %453 = llvm.icmp "eq" %452, %440 : i32
      %454 = llvm.and %451, %453 : i1
      %455 = llvm.mul %444, %arg4 : i32
      %456 = llvm.icmp "eq" %455, %442 : i32
      %457 = llvm.and %454, %456 : i1
      %458 = llvm.icmp "slt" %443, %43 : i32
      %459 = llvm.and %457, %458 : i1
      %460 = llvm.icmp "slt" %444, %43 : i32
      %461 = llvm.and %459, %460 : i1
      %462 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %463 = llvm.mul %443, %43 : i32
      %464 = llvm.add %463, %444 : i32
      %465 = llvm.mul %464, %23 : i32
      %466 = llvm.add %462, %465 : i32
      %467 = llvm.add %466, %328 : i32
      %468 = llvm.getelementptr %116[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %461, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %469 = llvm.getelementptr %73[%467] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %470 = llvm.ptrtoint %469 : !llvm.ptr<1> to i64
      %471 = llvm.add %470, %57 : i64
      %472 = llvm.and %471, %44 : i64
      %473 = llvm.inttoptr %472 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %468, %473, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %58, %468 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %474 = llvm.load %239 {alignment = 16 : i64} : !llvm.ptr -> i32
      %475 = llvm.sub %474, %333 : i32
      %476 = llvm.load %245 {alignment = 16 : i64} : !llvm.ptr -> i32
      %477 = llvm.sub %476, %336 : i32
      %478 = llvm.sdiv %475, %arg3 : i32
      %479 = llvm.sdiv %477, %arg4 : i32
      %480 = llvm.load %250 {alignment = 4 : i64} : !llvm.ptr -> i8
      %481 = llvm.icmp "ne" %480, %41 : i8
      %482 = llvm.and %481, %342 : i1
      %483 = llvm.icmp "sge" %475, %53 : i32
      %484 = llvm.and %482, %483 : i1
      %485 = llvm.icmp "sge" %477, %53 : i32
      %486 = llvm.and %484, %485 : i1
      %487 = llvm.mul %478, %arg3 : i32
      %488 = llvm.icmp "eq" %487, %475 : i32
      %489 = llvm.and %486, %488 : i1
      %490 = llvm.mul %479, %arg4 : i32
      %491 = llvm.icmp "eq" %490, %477 : i32
      %492 = llvm.and %489, %491 : i1
      %493 = llvm.icmp "slt" %478, %43 : i32
      %494 = llvm.and %492, %493 : i1
      %495 = llvm.icmp "slt" %479, %43 : i32
      %496 = llvm.and %494, %495 : i1
      %497 = llvm.load %235 {alignment = 16 : i64} : !llvm.ptr -> i32
      %498 = llvm.mul %478, %43 : i32
      %499 = llvm.add %498, %479 : i32
      %500 = llvm.mul %499, %23 : i32
      %501 = llvm.add %497, %500 : i32
      %502 = llvm.add %501, %328 : i32
      %503 = llvm.getelementptr %116[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %496, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %504 = llvm.getelementptr %73[%502] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %505 = llvm.ptrtoint %504 : !llvm.ptr<1> to i64
      %506 = llvm.add %505, %57 : i64
      %507 = llvm.and %506, %44 : i64
      %508 = llvm.inttoptr %507 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %503, %508, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %58, %503 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %509 = llvm.load %264 {alignment = 4 : i64} : !llvm.ptr -> i32
      %510 = llvm.sub %509, %333 : i32
      %511 = llvm.load %270 {alignment = 4 : i64} : !llvm.ptr -> i32
      %512 = llvm.sub %511, %336 : i32
      %513 = llvm.sdiv %510, %arg3 : i32
      %514 = llvm.sdiv %512, %arg4 : i32
      %515 = llvm.load %275 {alignment = 1 : i64} : !llvm.ptr -> i8
      %516 = llvm.icmp "ne" %515, %41 : i8
      %517 = llvm.and %516, %342 : i1
      %518 = llvm.icmp "sge" %510, %53 : i32
      %519 = llvm.and %517, %518 : i1
      %520 = llvm.icmp "sge" %512, %53 : i32
      %521 = llvm.and %519, %520 : i1
      %522 = llvm.mul %513, %arg3 : i32
      %523 = llvm.icmp "eq" %522, %510 : i32
      %524 = llvm.and %521, %523 : i1
      %525 = llvm.mul %514, %arg4 : i32
      %526 = llvm.icmp "eq" %525, %512 : i32
      %527 = llvm.and %524, %526 : i1
      %528 = llvm.icmp "slt" %513, %43 : i32
      %529 = llvm.and %527, %528 : i1
      %530 = llvm.icmp "slt" %514, %43 : i32
      %531 = llvm.and %529, %530 : i1
      %532 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr -> i32
      %533 = llvm.mul %513, %43 : i32
      %534 = llvm.add %533, %514 : i32
      %535 = llvm.mul %534, %23 : i32
      %536 = llvm.add %532, %535 : i32
      %537 = llvm.add %536, %328 : i32
      %538 = llvm.getelementptr %116[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %531, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %539 = llvm.getelementptr %73[%537] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %540 = llvm.ptrtoint %539 : !llvm.ptr<1> to i64
      %541 = llvm.add %540, %57 : i64
      %542 = llvm.and %541, %44 : i64
      %543 = llvm.inttoptr %542 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %538, %543, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %58, %538 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %544 = llvm.load %289 {alignment = 8 : i64} : !llvm.ptr -> i32
      %545 = llvm.sub %544, %333 : i32
      %546 = llvm.load %295 {alignment = 8 : i64} : !llvm.ptr -> i32
      %547 = llvm.sub %546, %336 : i32
      %548 = llvm.sdiv %545, %arg3 : i32
      %549 = llvm.sdiv %547, %arg4 : i32
      %550 = llvm.load %300 {alignment = 2 : i64} : !llvm.ptr -> i8
      %551 = llvm.icmp "ne" %550, %41 : i8
      %552 = llvm.and %551, %342 : i1
      %553 = llvm.icmp "sge" %545, %53 : i32
      %554 = llvm.and %552, %553 : i1
      %555 = llvm.icmp "sge" %547, %53 : i32
      %556 = llvm.and %554, %555 : i1
      %557 = llvm.mul %548, %arg3 : i32
      %558 = llvm.icmp "eq" %557, %545 : i32
      %559 = llvm.and %556, %558 : i1
      %560 = llvm.mul %549, %arg4 : i32
      %561 = llvm.icmp "eq" %560, %547 : i32
      %562 = llvm.and %559, %561 : i1
      %563 = llvm.icmp "slt" %548, %43 : i32
      %564 = llvm.and %562, %563 : i1
      %565 = llvm.icmp "slt" %549, %43 : i32
      %566 = llvm.and %564, %565 : i1
      %567 = llvm.load %285 {alignment = 8 : i64} : !llvm.ptr -> i32
      %568 = llvm.mul %548, %43 : i32
      %569 = llvm.add %568, %549 : i32
      %570 = llvm.mul %569, %23 : i32
      %571 = llvm.add %567, %570 : i32
      %572 = llvm.add %571, %328 : i32
      %573 = llvm.getelementptr %116[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %566, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %574 = llvm.getelementptr %73[%572] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %575 = llvm.ptrtoint %574 : !llvm.ptr<1> to i64
      %576 = llvm.add %575, %57 : i64
      %577 = llvm.and %576, %44 : i64
      %578 = llvm.inttoptr %577 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %573, %578, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %58, %573 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %579 = llvm.load %314 {alignment = 4 : i64} : !llvm.ptr -> i32
      %580 = llvm.sub %579, %333 : i32
      %581 = llvm.load %320 {alignment = 4 : i64} : !llvm.ptr -> i32
      %582 = llvm.sub %581, %336 : i32
      %583 = llvm.sdiv %580, %arg3 : i32
      %584 = llvm.sdiv %582, %arg4 : i32
      %585 = llvm.load %325 {alignment = 1 : i64} : !llvm.ptr -> i8
      %586 = llvm.icmp "ne" %585, %41 : i8
      %587 = llvm.and %586, %342 : i1
      %588 = llvm.icmp "sge" %580, %53 : i32
      %589 = llvm.and %587, %588 : i1
      %590 = llvm.icmp "sge" %582, %53 : i32
      %591 = llvm.and %589, %590 : i1
      %592 = llvm.mul %583, %arg3 : i32
      %593 = llvm.icmp "eq" %592, %580 : i32
      %594 = llvm.and %591, %593 : i1
      %595 = llvm.mul %584, %arg4 : i32
      %596 = llvm.icmp "eq" %595, %582 : i32
      %597 = llvm.and %594, %596 : i1
      %598 = llvm.icmp "slt" %583, %43 : i32
      %599 = llvm.and %597, %598 : i1
      %600 = llvm.icmp "slt" %584, %43 : i32
      %601 = llvm.and %599, %600 : i1
      %602 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr -> i32
      %603 = llvm.mul %583, %43 : i32
      %604 = llvm.add %603, %584 : i32
      %605 = llvm.mul %604, %23 : i32
      %606 = llvm.add %602, %605 : i32
      %607 = llvm.add %606, %328 : i32
      %608 = llvm.getelementptr %116[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %601, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %609 = llvm.getelementptr %73[%607] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %610 = llvm.ptrtoint %609 : !llvm.ptr<1> to i64
      %611 = llvm.add %610, %57 : i64
      %612 = llvm.and %611, %44 : i64
      %613 = llvm.inttoptr %612 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %608, %613, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %58, %608 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      %614 = llvm.sdiv %127, %23 : i32
      %615 = llvm.mul %614, %23 : i32
      %616 = llvm.sub %127, %615 : i32
      %617 = llvm.mul %616, %28 : i32
      %618 = llvm.add %617, %614 : i32
      %619 = llvm.mul %618, %45 : i32
      %620 = llvm.mul %98, %62 : i32
      %621 = llvm.add %620, %129 : i32
      %622 = llvm.add %619, %621 : i32
      %623 = llvm.icmp "slt" %621, %45 : i32
      %624 = llvm.icmp "slt" %127, %42 : i32
      %625 = llvm.and %623, %624 : i1
      llvm.cond_br %625, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %626 = llvm.getelementptr %72[%622] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %627 = llvm.ptrtoint %626 : !llvm.ptr<1> to i64
      %628 = llvm.add %627, %57 : i64
      %629 = llvm.and %628, %44 : i64
      %630 = llvm.inttoptr %629 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %126, %630, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %58, %126 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %631 = llvm.add %127, %61 : i32
      %632 = llvm.sdiv %631, %23 : i32
      %633 = llvm.mul %632, %23 : i32
      %634 = llvm.sub %631, %633 : i32
      %635 = llvm.mul %634, %28 : i32
      %636 = llvm.add %635, %632 : i32
      %637 = llvm.mul %636, %45 : i32
      %638 = llvm.add %637, %621 : i32
      %639 = llvm.icmp "slt" %631, %42 : i32
      %640 = llvm.and %623, %639 : i1
      %641 = llvm.getelementptr %126[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %640, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %642 = llvm.getelementptr %72[%638] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %643 = llvm.ptrtoint %642 : !llvm.ptr<1> to i64
      %644 = llvm.add %643, %57 : i64
      %645 = llvm.and %644, %44 : i64
      %646 = llvm.inttoptr %645 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %641, %646, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %58, %641 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %647 = llvm.add %127, %60 : i32
      %648 = llvm.sdiv %647, %23 : i32
      %649 = llvm.mul %648, %23 : i32
      %650 = llvm.sub %647, %649 : i32
      %651 = llvm.mul %650, %28 : i32
      %652 = llvm.add %651, %648 : i32
      %653 = llvm.mul %652, %45 : i32
      %654 = llvm.add %653, %621 : i32
      %655 = llvm.icmp "slt" %647, %42 : i32
      %656 = llvm.and %623, %655 : i1
      %657 = llvm.getelementptr %126[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %656, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %658 = llvm.getelementptr %72[%654] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %659 = llvm.ptrtoint %658 : !llvm.ptr<1> to i64
      %660 = llvm.add %659, %57 : i64
      %661 = llvm.and %660, %44 : i64
      %662 = llvm.inttoptr %661 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %657, %662, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %58, %657 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %663 = llvm.add %127, %45 : i32
      %664 = llvm.sdiv %663, %23 : i32
      %665 = llvm.mul %664, %23 : i32
      %666 = llvm.sub %663, %665 : i32
      %667 = llvm.mul %666, %28 : i32
      %668 = llvm.add %667, %664 : i32
      %669 = llvm.mul %668, %45 : i32
      %670 = llvm.add %669, %621 : i32
      %671 = llvm.icmp "slt" %663, %42 : i32
      %672 = llvm.and %623, %671 : i1
      %673 = llvm.getelementptr %126[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %672, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %674 = llvm.getelementptr %72[%670] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %675 = llvm.ptrtoint %674 : !llvm.ptr<1> to i64
      %676 = llvm.add %675, %57 : i64
      %677 = llvm.and %676, %44 : i64
      %678 = llvm.inttoptr %677 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %673, %678, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %58, %673 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %679 = llvm.add %127, %46 : i32
      %680 = llvm.sdiv %679, %23 : i32
      %681 = llvm.mul %680, %23 : i32
      %682 = llvm.sub %679, %681 : i32
      %683 = llvm.mul %682, %28 : i32
      %684 = llvm.add %683, %680 : i32
      %685 = llvm.mul %684, %45 : i32
      %686 = llvm.add %685, %621 : i32
      %687 = llvm.icmp "slt" %679, %42 : i32
      %688 = llvm.and %623, %687 : i1
      %689 = llvm.getelementptr %126[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %688, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %690 = llvm.getelementptr %72[%686] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %691 = llvm.ptrtoint %690 : !llvm.ptr<1> to i64
      %692 = llvm.add %691, %57 : i64
      %693 = llvm.and %692, %44 : i64
      %694 = llvm.inttoptr %693 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %689, %694, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %58, %689 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %695 = llvm.add %127, %17 : i32
      %696 = llvm.sdiv %695, %23 : i32
      %697 = llvm.mul %696, %23 : i32
      %698 = llvm.sub %695, %697 : i32
      %699 = llvm.mul %698, %28 : i32
      %700 = llvm.add %699, %696 : i32
      %701 = llvm.mul %700, %45 : i32
      %702 = llvm.add %701, %621 : i32
      %703 = llvm.icmp "slt" %695, %42 : i32
      %704 = llvm.and %623, %703 : i1
      %705 = llvm.getelementptr %126[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %704, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %706 = llvm.getelementptr %72[%702] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %707 = llvm.ptrtoint %706 : !llvm.ptr<1> to i64
      %708 = llvm.add %707, %57 : i64
      %709 = llvm.and %708, %44 : i64
      %710 = llvm.inttoptr %709 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %705, %710, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %58, %705 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %711 = llvm.add %127, %27 : i32
      %712 = llvm.sdiv %711, %23 : i32
      %713 = llvm.mul %712, %23 : i32
      %714 = llvm.sub %711, %713 : i32
      %715 = llvm.mul %714, %28 : i32
      %716 = llvm.add %715, %712 : i32
      %717 = llvm.mul %716, %45 : i32
      %718 = llvm.add %717, %621 : i32
      %719 = llvm.icmp "slt" %711, %42 : i32
      %720 = llvm.and %623, %719 : i1
      %721 = llvm.getelementptr %126[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %720, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %722 = llvm.getelementptr %72[%718] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %723 = llvm.ptrtoint %722 : !llvm.ptr<1> to i64
      %724 = llvm.add %723, %57 : i64
      %725 = llvm.and %724, %44 : i64
      %726 = llvm.inttoptr %725 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %721, %726, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %58, %721 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %727 = llvm.add %127, %16 : i32
      %728 = llvm.sdiv %727, %23 : i32
      %729 = llvm.mul %728, %23 : i32
      %730 = llvm.sub %727, %729 : i32
      %731 = llvm.mul %730, %28 : i32
      %732 = llvm.add %731, %728 : i32
      %733 = llvm.mul %732, %45 : i32
      %734 = llvm.add %733, %621 : i32
      %735 = llvm.icmp "slt" %727, %42 : i32
      %736 = llvm.and %623, %735 : i1
      %737 = llvm.getelementptr %126[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %736, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %738 = llvm.getelementptr %72[%734] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %739 = llvm.ptrtoint %738 : !llvm.ptr<1> to i64
      %740 = llvm.add %739, %57 : i64
      %741 = llvm.and %740, %44 : i64
      %742 = llvm.inttoptr %741 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %737, %742, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %58, %737 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      nvvm.cp.async.commit.group
      %743 = llvm.add %106, %37 : i32
      %744 = llvm.sdiv %743, %23 : i32
      %745 = llvm.mul %744, %23 : i32
      %746 = llvm.sub %743, %745 : i32
      %747 = llvm.sdiv %744, %55 : i32
      %748 = llvm.mul %747, %55 : i32
      %749 = llvm.sub %744, %748 : i32
      %750 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %751 = llvm.mul %747, %arg7 : i32
      %752 = llvm.sub %750, %751 : i32
      %753 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %754 = llvm.mul %749, %arg8 : i32
      %755 = llvm.sub %753, %754 : i32
      %756 = llvm.sdiv %752, %arg3 : i32
      %757 = llvm.sdiv %755, %arg4 : i32
      %758 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %759 = llvm.icmp "ne" %758, %41 : i8
      %760 = llvm.icmp "slt" %743, %42 : i32
      %761 = llvm.and %759, %760 : i1
      %762 = llvm.icmp "sge" %752, %53 : i32
      %763 = llvm.and %761, %762 : i1
      %764 = llvm.icmp "sge" %755, %53 : i32
      %765 = llvm.and %763, %764 : i1
      %766 = llvm.mul %756, %arg3 : i32
      %767 = llvm.icmp "eq" %766, %752 : i32
      %768 = llvm.and %765, %767 : i1
      %769 = llvm.mul %757, %arg4 : i32
      %770 = llvm.icmp "eq" %769, %755 : i32
      %771 = llvm.and %768, %770 : i1
      %772 = llvm.icmp "slt" %756, %43 : i32
      %773 = llvm.and %771, %772 : i1
      %774 = llvm.icmp "slt" %757, %43 : i32
      %775 = llvm.and %773, %774 : i1
      %776 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %777 = llvm.mul %756, %43 : i32
      %778 = llvm.add %777, %757 : i32
      %779 = llvm.mul %778, %23 : i32
      %780 = llvm.add %776, %779 : i32
      %781 = llvm.add %780, %746 : i32
      %782 = llvm.getelementptr %116[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %775, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %783 = llvm.getelementptr %73[%781] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %784 = llvm.ptrtoint %783 : !llvm.ptr<1> to i64
      %785 = llvm.add %784, %57 : i64
      %786 = llvm.and %785, %44 : i64
      %787 = llvm.inttoptr %786 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %782, %787, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %58, %782 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %788 = llvm.load %164 {alignment = 4 : i64} : !llvm.ptr -> i32
      %789 = llvm.sub %788, %751 : i32
      %790 = llvm.load %170 {alignment = 4 : i64} : !llvm.ptr -> i32
      %791 = llvm.sub %790, %754 : i32
      %792 = llvm.sdiv %789, %arg3 : i32
      %793 = llvm.sdiv %791, %arg4 : i32
      %794 = llvm.load %175 {alignment = 1 : i64} : !llvm.ptr -> i8
      %795 = llvm.icmp "ne" %794, %41 : i8
      %796 = llvm.and %795, %760 : i1
      %797 = llvm.icmp "sge" %789, %53 : i32
      %798 = llvm.and %796, %797 : i1
      %799 = llvm.icmp "sge" %791, %53 : i32
      %800 = llvm.and %798, %799 : i1
      %801 = llvm.mul %792, %arg3 : i32
      %802 = llvm.icmp "eq" %801, %789 : i32
      %803 = llvm.and %800, %802 : i1
      %804 = llvm.mul %793, %arg4 : i32
      %805 = llvm.icmp "eq" %804, %791 : i32
      %806 = llvm.and %803, %805 : i1
      %807 = llvm.icmp "slt" %792, %43 : i32
      %808 = llvm.and %806, %807 : i1
      %809 = llvm.icmp "slt" %793, %43 : i32
      %810 = llvm.and %808, %809 : i1
      %811 = llvm.load %160 {alignment = 4 : i64} : !llvm.ptr -> i32
      %812 = llvm.mul %792, %43 : i32
      %813 = llvm.add %812, %793 : i32
      %814 = llvm.mul %813, %23 : i32
      %815 = llvm.add %811, %814 : i32
      %816 = llvm.add %815, %746 : i32
      %817 = llvm.getelementptr %116[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %810, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %818 = llvm.getelementptr %73[%816] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %819 = llvm.ptrtoint %818 : !llvm.ptr<1> to i64
      %820 = llvm.add %819, %57 : i64
      %821 = llvm.and %820, %44 : i64
      %822 = llvm.inttoptr %821 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %817, %822, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %58, %817 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %823 = llvm.load %189 {alignment = 8 : i64} : !llvm.ptr -> i32
      %824 = llvm.sub %823, %751 : i32
      %825 = llvm.load %195 {alignment = 8 : i64} : !llvm.ptr -> i32
      %826 = llvm.sub %825, %754 : i32
      %827 = llvm.sdiv %824, %arg3 : i32
      %828 = llvm.sdiv %826, %arg4 : i32
      %829 = llvm.load %200 {alignment = 2 : i64} : !llvm.ptr -> i8
      %830 = llvm.icmp "ne" %829, %41 : i8
      %831 = llvm.and %830, %760 : i1
      %832 = llvm.icmp "sge" %824, %53 : i32
      %833 = llvm.and %831, %832 : i1
      %834 = llvm.icmp "sge" %826, %53 : i32
      %835 = llvm.and %833, %834 : i1
      %836 = llvm.mul %827, %arg3 : i32
      %837 = llvm.icmp "eq" %836, %824 : i32
      %838 = llvm.and %835, %837 : i1
      %839 = llvm.mul %828, %arg4 : i32
      %840 = llvm.icmp "eq" %839, %826 : i32
      %841 = llvm.and %838, %840 : i1
      %842 = llvm.icmp "slt" %827, %43 : i32
      %843 = llvm.and %841, %842 : i1
      %844 = llvm.icmp "slt" %828, %43 : i32
      %845 = llvm.and %843, %844 : i1
      %846 = llvm.load %185 {alignment = 8 : i64} : !llvm.ptr -> i32
      %847 = llvm.mul %827, %43 : i32
      %848 = llvm.add %847, %828 : i32
      %849 = llvm.mul %848, %23 : i32
      %850 = llvm.add %846, %849 : i32
      %851 = llvm.add %850, %746 : i32
      %852 = llvm.getelementptr %116[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %845, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %853 = llvm.getelementptr %73[%851] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %854 = llvm.ptrtoint %853 : !llvm.ptr<1> to i64
      %855 = llvm.add %854, %57 : i64
      %856 = llvm.and %855, %44 : i64
      %857 = llvm.inttoptr %856 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %852, %857, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %58, %852 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %858 = llvm.load %214 {alignment = 4 : i64} : !llvm.ptr -> i32
      %859 = llvm.sub %858, %751 : i32
      %860 = llvm.load %220 {alignment = 4 : i64} : !llvm.ptr -> i32
      %861 = llvm.sub %860, %754 : i32
      %862 = llvm.sdiv %859, %arg3 : i32
      %863 = llvm.sdiv %861, %arg4 : i32
      %864 = llvm.load %225 {alignment = 1 : i64} : !llvm.ptr -> i8
      %865 = llvm.icmp "ne" %864, %41 : i8
      %866 = llvm.and %865, %760 : i1
      %867 = llvm.icmp "sge" %859, %53 : i32
      %868 = llvm.and %866, %867 : i1
      %869 = llvm.icmp "sge" %861, %53 : i32
      %870 = llvm.and %868, %869 : i1
      %871 = llvm.mul %862, %arg3 : i32
      %872 = llvm.icmp "eq" %871, %859 : i32
      %873 = llvm.and %870, %872 : i1
      %874 = llvm.mul %863, %arg4 : i32
      %875 = llvm.icmp "eq" %874, %861 : i32
      %876 = llvm.and %873, %875 : i1
      %877 = llvm.icmp "slt" %862, %43 : i32
      %878 = llvm.and %876, %877 : i1
      %879 = llvm.icmp "slt" %863, %43 : i32
      %880 = llvm.and %878, %879 : i1
      %881 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %882 = llvm.mul %862, %43 : i32
      %883 = llvm.add %882, %863 : i32
      %884 = llvm.mul %883, %23 : i32
      %885 = llvm.add %881, %884 : i32
      %886 = llvm.add %885, %746 : i32
      %887 = llvm.getelementptr %116[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %880, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %888 = llvm.getelementptr %73[%886] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %889 = llvm.ptrtoint %888 : !llvm.ptr<1> to i64
      %890 = llvm.add %889, %57 : i64
      %891 = llvm.and %890, %44 : i64
      %892 = llvm.inttoptr %891 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %887, %892, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %58, %887 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %893 = llvm.load %239 {alignment = 16 : i64} : !llvm.ptr -> i32
      %894 = llvm.sub %893, %751 : i32
      %895 = llvm.load %245 {alignment = 16 : i64} : !llvm.ptr -> i32
      %896 = llvm.sub %895, %754 : i32
      %897 = llvm.sdiv %894, %arg3 : i32
      %898 = llvm.sdiv %896, %arg4 : i32
      %899 = llvm.load %250 {alignment = 4 : i64} : !llvm.ptr -> i8
      %900 = llvm.icmp "ne" %899, %41 : i8
      %901 = llvm.and %900, %760 : i1
      %902 = llvm.icmp "sge" %894, %53 : i32
      %903 = llvm.and %901, %902 : i1
      %904 = llvm.icmp "sge" %896, %53 : i32
      %905 = llvm.and %903, %904 : i1
      %906 = llvm.mul %897, %arg3 : i32
      %907 = llvm.icmp "eq" %906, %894 : i32
      %908 = llvm.and %905, %907 : i1
      %909 = llvm.mul %898, %arg4 : i32
      %910 = llvm.icmp "eq" %909, %896 : i32
      %911 = llvm.and %908, %910 : i1
      %912 = llvm.icmp "slt" %897, %43 : i32
      %913 = llvm.and %911, %912 : i1
      %914 = llvm.icmp "slt" %898, %43 : i32
      %915 = llvm.and %913, %914 : i1
      %916 = llvm.load %235 {alignment = 16 : i64} : !llvm.ptr -> i32
      %917 = llvm.mul %897, %43 : i32
      %918 = llvm.add %917, %898 : i32
      %919 = llvm.mul %918, %23 : i32
      %920 = llvm.add %916, %919 : i32
      %921 = llvm.add %920, %746 : i32
      %922 = llvm.getelementptr %116[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %915, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %923 = llvm.getelementptr %73[%921] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %924 = llvm.ptrtoint %923 : !llvm.ptr<1> to i64
      %925 = llvm.add %924, %57 : i64
      %926 = llvm.and %925, %44 : i64
      %927 = llvm.inttoptr %926 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %922, %927, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %58, %922 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %928 = llvm.load %264 {alignment = 4 : i64} : !llvm.ptr -> i32
      %929 = llvm.sub %928, %751 : i32
      %930 = llvm.load %270 {alignment = 4 : i64} : !llvm.ptr -> i32
      %931 = llvm.sub %930, %754 : i32
      %932 = llvm.sdiv %929, %arg3 : i32
      %933 = llvm.sdiv %931, %arg4 : i32
      %934 = llvm.load %275 {alignment = 1 : i64} : !llvm.ptr -> i8
      %935 = llvm.icmp "ne" %934, %41 : i8
      %936 = llvm.and %935, %760 : i1
      %937 = llvm.icmp "sge" %929, %53 : i32
      %938 = llvm.and %936, %937 : i1
      %939 = llvm.icmp "sge" %931, %53 : i32
      %940 = llvm.and %938, %939 : i1
      %941 = llvm.mul %932, %arg3 : i32
      %942 = llvm.icmp "eq" %941, %929 : i32
      %943 = llvm.and %940, %942 : i1
      %944 = llvm.mul %933, %arg4 : i32
      %945 = llvm.icmp "eq" %944, %931 : i32
      %946 = llvm.and %943, %945 : i1
      %947 = llvm.icmp "slt" %932, %43 : i32
      %948 = llvm.and %946, %947 : i1
      %949 = llvm.icmp "slt" %933, %43 : i32
      %950 = llvm.and %948, %949 : i1
      %951 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr -> i32
      %952 = llvm.mul %932, %43 : i32
      %953 = llvm.add %952, %933 : i32
      %954 = llvm.mul %953, %23 : i32
      %955 = llvm.add %951, %954 : i32
      %956 = llvm.add %955, %746 : i32
      %957 = llvm.getelementptr %116[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %950, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %958 = llvm.getelementptr %73[%956] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %959 = llvm.ptrtoint %958 : !llvm.ptr<1> to i64
      %960 = llvm.add %959, %57 : i64
      %961 = llvm.and %960, %44 : i64
      %962 = llvm.inttoptr %961 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %957, %962, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %58, %957 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %963 = llvm.load %289 {alignment = 8 : i64} : !llvm.ptr -> i32
      %964 = llvm.sub %963, %751 : i32
      %965 = llvm.load %295 {alignment = 8 : i64} : !llvm.ptr -> i32
      %966 = llvm.sub %965, %754 : i32
      %967 = llvm.sdiv %964, %arg3 : i32
      %968 = llvm.sdiv %966, %arg4 : i32
      %969 = llvm.load %300 {alignment = 2 : i64} : !llvm.ptr -> i8
      %970 = llvm.icmp "ne" %969, %41 : i8
      %971 = llvm.and %970, %760 : i1
      %972 = llvm.icmp "sge" %964, %53 : i32
      %973 = llvm.and %971, %972 : i1
      %974 = llvm.icmp "sge" %966, %53 : i32
      %975 = llvm.and %973, %974 : i1
      %976 = llvm.mul %967, %arg3 : i32
      %977 = llvm.icmp "eq" %976, %964 : i32
      %978 = llvm.and %975, %977 : i1
      %979 = llvm.mul %968, %arg4 : i32
      %980 = llvm.icmp "eq" %979, %966 : i32
      %981 = llvm.and %978, %980 : i1
      %982 = llvm.icmp "slt" %967, %43 : i32
      %983 = llvm.and %981, %982 : i1
      %984 = llvm.icmp "slt" %968, %43 : i32
      %985 = llvm.and %983, %984 : i1
      %986 = llvm.load %285 {alignment = 8 : i64} : !llvm.ptr -> i32
      %987 = llvm.mul %967, %43 : i32
      %988 = llvm.add %987, %968 : i32
      %989 = llvm.mul %988, %23 : i32
      %990 = llvm.add %986, %989 : i32
      %991 = llvm.add %990, %746 : i32
      %992 = llvm.getelementptr %116[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %985, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %993 = llvm.getelementptr %73[%991] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %994 = llvm.ptrtoint %993 : !llvm.ptr<1> to i64
      %995 = llvm.add %994, %57 : i64
      %996 = llvm.and %995, %44 : i64
      %997 = llvm.inttoptr %996 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %992, %997, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %58, %992 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %998 = llvm.load %314 {alignment = 4 : i64} : !llvm.ptr -> i32
      %999 = llvm.sub %998, %751 : i32
      %1000 = llvm.load %320 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1001 = llvm.sub %1000, %754 : i32
      %1002 = llvm.sdiv %999, %arg3 : i32
      %1003 = llvm.sdiv %1001, %arg4 : i32
      %1004 = llvm.load %325 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1005 = llvm.icmp "ne" %1004, %41 : i8
      %1006 = llvm.and %1005, %760 : i1
      %1007 = llvm.icmp "sge" %999, %53 : i32
      %1008 = llvm.and %1006, %1007 : i1
      %1009 = llvm.icmp "sge" %1001, %53 : i32
      %1010 = llvm.and %1008, %1009 : i1
      %1011 = llvm.mul %1002, %arg3 : i32
      %1012 = llvm.icmp "eq" %1011, %999 : i32
      %1013 = llvm.and %1010, %1012 : i1
      %1014 = llvm.mul %1003, %arg4 : i32
      %1015 = llvm.icmp "eq" %1014, %1001 : i32
      %1016 = llvm.and %1013, %1015 : i1
      %1017 = llvm.icmp "slt" %1002, %43 : i32
      %1018 = llvm.and %1016, %1017 : i1
      %1019 = llvm.icmp "slt" %1003, %43 : i32
      %1020 = llvm.and %1018, %1019 : i1
      %1021 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1022 = llvm.mul %1002, %43 : i32
      %1023 = llvm.add %1022, %1003 : i32
      %1024 = llvm.mul %1023, %23 : i32
      %1025 = llvm.add %1021, %1024 : i32
      %1026 = llvm.add %1025, %746 : i32
      %1027 = llvm.getelementptr %116[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1020, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %1028 = llvm.getelementptr %73[%1026] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1029 = llvm.ptrtoint %1028 : !llvm.ptr<1> to i64
      %1030 = llvm.add %1029, %57 : i64
      %1031 = llvm.and %1030, %44 : i64
      %1032 = llvm.inttoptr %1031 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1027, %1032, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %58, %1027 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      %1033 = llvm.add %127, %37 : i32
      %1034 = llvm.sdiv %1033, %23 : i32
      %1035 = llvm.mul %1034, %23 : i32
      %1036 = llvm.sub %1033, %1035 : i32
      %1037 = llvm.mul %1036, %28 : i32
      %1038 = llvm.add %1037, %1034 : i32
      %1039 = llvm.mul %1038, %45 : i32
      %1040 = llvm.add %1039, %621 : i32
      %1041 = llvm.icmp "slt" %1033, %42 : i32
      %1042 = llvm.and %623, %1041 : i1
      %1043 = llvm.getelementptr %126[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1042, ^bb73, ^bb74
    ^bb73:  // pred: ^bb72
      %1044 = llvm.getelementptr %72[%1040] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1045 = llvm.ptrtoint %1044 : !llvm.ptr<1> to i64
      %1046 = llvm.add %1045, %57 : i64
      %1047 = llvm.and %1046, %44 : i64
      %1048 = llvm.inttoptr %1047 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1043, %1048, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb75
    ^bb74:  // pred: ^bb72
      llvm.store %58, %1043 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %1049 = llvm.add %631, %37 : i32
      %1050 = llvm.sdiv %1049, %23 : i32
      %1051 = llvm.mul %1050, %23 : i32
      %1052 = llvm.sub %1049, %1051 : i32
      %1053 = llvm.mul %1052, %28 : i32
      %1054 = llvm.add %1053, %1050 : i32
      %1055 = llvm.mul %1054, %45 : i32
      %1056 = llvm.add %1055, %621 : i32
      %1057 = llvm.icmp "slt" %1049, %42 : i32
      %1058 = llvm.and %623, %1057 : i1
      %1059 = llvm.getelementptr %126[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1058, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %1060 = llvm.getelementptr %72[%1056] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1061 = llvm.ptrtoint %1060 : !llvm.ptr<1> to i64
      %1062 = llvm.add %1061, %57 : i64
      %1063 = llvm.and %1062, %44 : i64
      %1064 = llvm.inttoptr %1063 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1059, %1064, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb78
    ^bb77:  // pred: ^bb75
      llvm.store %58, %1059 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb78
    ^bb78:  // 2 preds: ^bb76, ^bb77
      %1065 = llvm.add %647, %37 : i32
      %1066 = llvm.sdiv %1065, %23 : i32
      %1067 = llvm.mul %1066, %23 : i32
      %1068 = llvm.sub %1065, %1067 : i32
      %1069 = llvm.mul %1068, %28 : i32
      %1070 = llvm.add %1069, %1066 : i32
      %1071 = llvm.mul %1070, %45 : i32
      %1072 = llvm.add %1071, %621 : i32
      %1073 = llvm.icmp "slt" %1065, %42 : i32
      %1074 = llvm.and %623, %1073 : i1
      %1075 = llvm.getelementptr %126[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1074, ^bb79, ^bb80
    ^bb79:  // pred: ^bb78
      %1076 = llvm.getelementptr %72[%1072] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1077 = llvm.ptrtoint %1076 : !llvm.ptr<1> to i64
      %1078 = llvm.add %1077, %57 : i64
      %1079 = llvm.and %1078, %44 : i64
      %1080 = llvm.inttoptr %1079 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1075, %1080, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb81
    ^bb80:  // pred: ^bb78
      llvm.store %58, %1075 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %1081 = llvm.add %663, %37 : i32
      %1082 = llvm.sdiv %1081, %23 : i32
      %1083 = llvm.mul %1082, %23 : i32
      %1084 = llvm.sub %1081, %1083 : i32
      %1085 = llvm.mul %1084, %28 : i32
      %1086 = llvm.add %1085, %1082 : i32
      %1087 = llvm.mul %1086, %45 : i32
      %1088 = llvm.add %1087, %621 : i32
      %1089 = llvm.icmp "slt" %1081, %42 : i32
      %1090 = llvm.and %623, %1089 : i1
      %1091 = llvm.getelementptr %126[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1090, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %1092 = llvm.getelementptr %72[%1088] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1093 = llvm.ptrtoint %1092 : !llvm.ptr<1> to i64
      %1094 = llvm.add %1093, %57 : i64
      %1095 = llvm.and %1094, %44 : i64
      %1096 = llvm.inttoptr %1095 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1091, %1096, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb84
    ^bb83:  // pred: ^bb81
      llvm.store %58, %1091 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %1097 = llvm.add %679, %37 : i32
      %1098 = llvm.sdiv %1097, %23 : i32
      %1099 = llvm.mul %1098, %23 : i32
      %1100 = llvm.sub %1097, %1099 : i32
      %1101 = llvm.mul %1100, %28 : i32
      %1102 = llvm.add %1101, %1098 : i32
      %1103 = llvm.mul %1102, %45 : i32
      %1104 = llvm.add %1103, %621 : i32
      %1105 = llvm.icmp "slt" %1097, %42 : i32
      %1106 = llvm.and %623, %1105 : i1
      %1107 = llvm.getelementptr %126[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1106, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %1108 = llvm.getelementptr %72[%1104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1109 = llvm.ptrtoint %1108 : !llvm.ptr<1> to i64
      %1110 = llvm.add %1109, %57 : i64
      %1111 = llvm.and %1110, %44 : i64
      %1112 = llvm.inttoptr %1111 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1107, %1112, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb87
    ^bb86:  // pred: ^bb84
      llvm.store %58, %1107 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %1113 = llvm.add %695, %37 : i32
      %1114 = llvm.sdiv %1113, %23 : i32
      %1115 = llvm.mul %1114, %23 : i32
      %1116 = llvm.sub %1113, %1115 : i32
      %1117 = llvm.mul %1116, %28 : i32
      %1118 = llvm.add %1117, %1114 : i32
      %1119 = llvm.mul %1118, %45 : i32
      %1120 = llvm.add %1119, %621 : i32
      %1121 = llvm.icmp "slt" %1113, %42 : i32
      %1122 = llvm.and %623, %1121 : i1
      %1123 = llvm.getelementptr %126[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1122, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %1124 = llvm.getelementptr %72[%1120] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1125 = llvm.ptrtoint %1124 : !llvm.ptr<1> to i64
      %1126 = llvm.add %1125, %57 : i64
      %1127 = llvm.and %1126, %44 : i64
      %1128 = llvm.inttoptr %1127 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1123, %1128, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %58, %1123 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1129 = llvm.add %711, %37 : i32
      %1130 = llvm.sdiv %1129, %23 : i32
      %1131 = llvm.mul %1130, %23 : i32
      %1132 = llvm.sub %1129, %1131 : i32
      %1133 = llvm.mul %1132, %28 : i32
      %1134 = llvm.add %1133, %1130 : i32
      %1135 = llvm.mul %1134, %45 : i32
      %1136 = llvm.add %1135, %621 : i32
      %1137 = llvm.icmp "slt" %1129, %42 : i32
      %1138 = llvm.and %623, %1137 : i1
      %1139 = llvm.getelementptr %126[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1138, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1140 = llvm.getelementptr %72[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1141 = llvm.ptrtoint %1140 : !llvm.ptr<1> to i64
      %1142 = llvm.add %1141, %57 : i64
      %1143 = llvm.and %1142, %44 : i64
      %1144 = llvm.inttoptr %1143 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1139, %1144, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %58, %1139 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1145 = llvm.add %727, %37 : i32
      %1146 = llvm.sdiv %1145, %23 : i32
      %1147 = llvm.mul %1146, %23 : i32
      %1148 = llvm.sub %1145, %1147 : i32
      %1149 = llvm.mul %1148, %28 : i32
      %1150 = llvm.add %1149, %1146 : i32
      %1151 = llvm.mul %1150, %45 : i32
      %1152 = llvm.add %1151, %621 : i32
      %1153 = llvm.icmp "slt" %1145, %42 : i32
      %1154 = llvm.and %623, %1153 : i1
      %1155 = llvm.getelementptr %126[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.cond_br %1154, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1156 = llvm.getelementptr %72[%1152] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1157 = llvm.ptrtoint %1156 : !llvm.ptr<1> to i64
      %1158 = llvm.add %1157, %57 : i64
      %1159 = llvm.and %1158, %44 : i64
      %1160 = llvm.inttoptr %1159 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1155, %1160, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %58, %1155 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      nvvm.cp.async.commit.group
      %1161 = llvm.srem %99, %46 : i32
      %1162 = llvm.sdiv %99, %46 : i32
      %1163 = llvm.srem %1162, %54 : i32
      %1164 = llvm.sdiv %99, %37 : i32
      %1165 = llvm.srem %1164, %54 : i32
      %1166 = llvm.srem %1161, %46 : i32
      %1167 = llvm.srem %1163, %54 : i32
      %1168 = llvm.srem %1165, %54 : i32
      %1169 = llvm.sdiv %1166, %47 : i32
      %1170 = llvm.srem %1166, %47 : i32
      %1171 = llvm.mul %1170, %54 : i32
      %1172 = llvm.mul %1169, %45 : i32
      %1173 = llvm.add %1171, %1172 : i32
      %1174 = llvm.mul %1167, %48 : i32
      %1175 = llvm.mul %1168, %61 : i32
      %1176 = llvm.add %1174, %1175 : i32
      %1177 = llvm.add %1173, %1176 : i32
      %1178 = llvm.getelementptr %101[%1177] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %59, %65 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %1179 = llvm.srem %128, %61 : i32
      %1180 = llvm.mul %1179, %37 : i32
      %1181 = llvm.srem %127, %54 : i32
      %1182 = llvm.mul %1181, %61 : i32
      %1183 = llvm.add %1180, %1182 : i32
      %1184 = llvm.sdiv %128, %61 : i32
      %1185 = llvm.mul %1184, %38 : i32
      %1186 = llvm.sdiv %127, %54 : i32
      %1187 = llvm.srem %1186, %54 : i32
      %1188 = llvm.mul %1187, %49 : i32
      %1189 = llvm.add %1185, %1188 : i32
      %1190 = llvm.and %1183, %62 : i32
      %1191 = llvm.icmp "eq" %1190, %53 : i32
      %1192 = llvm.select %1191, %60, %50 : i1, i32
      %1193 = llvm.and %1183, %51 : i32
      %1194 = llvm.icmp "eq" %1193, %53 : i32
      %1195 = llvm.select %1194, %46, %52 : i1, i32
      %1196 = llvm.and %1183, %39 : i32
      %1197 = llvm.ashr %1196, %55 : i32
      %1198 = llvm.xor %1183, %1197 : i32
      %1199 = llvm.add %1198, %1189 : i32
      %1200 = llvm.getelementptr %32[%1199] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1201 = llvm.mul %1181, %60 : i32
      %1202 = llvm.add %1180, %1201 : i32
      %1203 = llvm.sdiv %1186, %54 : i32
      %1204 = llvm.mul %1203, %61 : i32
      %1205 = llvm.add %1202, %1204 : i32
      %1206 = llvm.mul %1184, %49 : i32
      %1207 = llvm.and %1205, %51 : i32
      %1208 = llvm.icmp "eq" %1207, %53 : i32
      %1209 = llvm.select %1208, %46, %52 : i1, i32
      %1210 = llvm.and %1205, %39 : i32
      %1211 = llvm.ashr %1210, %55 : i32
      %1212 = llvm.xor %1205, %1211 : i32
      %1213 = llvm.add %1212, %1206 : i32
      %1214 = llvm.getelementptr %103[%1213] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb97(%53 : i32)
    ^bb97(%1215: i32):  // 2 preds: ^bb96, ^bb98
      %1216 = llvm.icmp "slt" %1215, %47 : i32
      llvm.cond_br %1216, ^bb98, ^bb99 {llvm.loop_annotation = #loop_annotation}
    ^bb98:  // pred: ^bb97
      %1217 = llvm.mul %1215, %22 : i32
      %1218 = llvm.getelementptr %1200[%1217] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1219 = llvm.mul %1215, %61 : i32
      %1220 = llvm.getelementptr %67[%1219] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1221 = nvvm.ldmatrix %1218 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1222 = llvm.extractvalue %1221[0] : !llvm_struct_a37b2a
      %1223 = llvm.extractvalue %1221[1] : !llvm_struct_a37b2a
      %1224 = llvm.extractvalue %1221[2] : !llvm_struct_a37b2a
      %1225 = llvm.extractvalue %1221[3] : !llvm_struct_a37b2a
      %1226 = llvm.insertelement %1222, %4[%3 : i64] : vector<4xi32>
      %1227 = llvm.insertelement %1223, %1226[%2 : i64] : vector<4xi32>
      %1228 = llvm.insertelement %1224, %1227[%1 : i64] : vector<4xi32>
      %1229 = llvm.insertelement %1225, %1228[%0 : i64] : vector<4xi32>
      %1230 = llvm.extractelement %1229[%53 : i32] : vector<4xi32>
      llvm.store %1230, %1220 : i32, !llvm.ptr
      %1231 = llvm.extractelement %1229[%63 : i32] : vector<4xi32>
      %1232 = llvm.getelementptr %1220[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1231, %1232 : i32, !llvm.ptr
      %1233 = llvm.extractelement %1229[%54 : i32] : vector<4xi32>
      %1234 = llvm.getelementptr %1220[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1233, %1234 : i32, !llvm.ptr
      %1235 = llvm.extractelement %1229[%55 : i32] : vector<4xi32>
      %1236 = llvm.getelementptr %1220[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1235, %1236 : i32, !llvm.ptr
      %1237 = llvm.add %1215, %63 : i32
      llvm.br ^bb97(%1237 : i32)
    ^bb99:  // pred: ^bb97
      llvm.br ^bb100(%53 : i32)
    ^bb100(%1238: i32):  // 2 preds: ^bb99, ^bb101
      %1239 = llvm.icmp "slt" %1238, %47 : i32
      llvm.cond_br %1239, ^bb101, ^bb102 {llvm.loop_annotation = #loop_annotation}
    ^bb101:  // pred: ^bb100
      %1240 = llvm.sdiv %1238, %54 : i32
      %1241 = llvm.srem %1238, %54 : i32
      %1242 = llvm.mul %1241, %1209 : i32
      %1243 = llvm.mul %1240, %38 : i32
      %1244 = llvm.add %1242, %1243 : i32
      %1245 = llvm.getelementptr %1214[%1244] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1246 = llvm.mul %1241, %37 : i32
      %1247 = llvm.mul %1240, %47 : i32
      %1248 = llvm.add %1246, %1247 : i32
      %1249 = llvm.getelementptr %66[%1248] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1250 = nvvm.ldmatrix %1245 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1251 = llvm.extractvalue %1250[0] : !llvm_struct_a37b2a
      %1252 = llvm.extractvalue %1250[1] : !llvm_struct_a37b2a
      %1253 = llvm.extractvalue %1250[2] : !llvm_struct_a37b2a
      %1254 = llvm.extractvalue %1250[3] : !llvm_struct_a37b2a
      %1255 = llvm.insertelement %1251, %4[%3 : i64] : vector<4xi32>
      %1256 = llvm.insertelement %1252, %1255[%2 : i64] : vector<4xi32>
      %1257 = llvm.insertelement %1253, %1256[%1 : i64] : vector<4xi32>
      %1258 = llvm.insertelement %1254, %1257[%0 : i64] : vector<4xi32>
      %1259 = llvm.extractelement %1258[%53 : i32] : vector<4xi32>
      llvm.store %1259, %1249 : i32, !llvm.ptr
      %1260 = llvm.extractelement %1258[%63 : i32] : vector<4xi32>
      %1261 = llvm.getelementptr %1249[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1260, %1261 : i32, !llvm.ptr
      %1262 = llvm.extractelement %1258[%54 : i32] : vector<4xi32>
      %1263 = llvm.getelementptr %1249[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1262, %1263 : i32, !llvm.ptr
      %1264 = llvm.extractelement %1258[%55 : i32] : vector<4xi32>
      %1265 = llvm.getelementptr %1249[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1264, %1265 : i32, !llvm.ptr
      %1266 = llvm.add %1238, %63 : i32
      llvm.br ^bb100(%1266 : i32)
    ^bb102:  // pred: ^bb100
      %1267 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1268 = llvm.getelementptr %66[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %1269 = llvm.getelementptr %67[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %1270 = llvm.getelementptr %66[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1271 = llvm.getelementptr %67[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %1272 = llvm.getelementptr %66[24] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb103(%53, %54, %53 : i32, i32, i32)
    ^bb103(%1273: i32, %1274: i32, %1275: i32):  // 2 preds: ^bb102, ^bb202
      %1276 = llvm.icmp "slt" %1273, %56 : i32
      llvm.cond_br %1276, ^bb104, ^bb203
    ^bb104:  // pred: ^bb103
      %1277 = llvm.mul %1275, %15 : i32
      %1278 = llvm.add %1192, %1277 : i32
      %1279 = llvm.getelementptr %1200[%1278] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb105(%53 : i32)
    ^bb105(%1280: i32):  // 2 preds: ^bb104, ^bb106
      %1281 = llvm.icmp "slt" %1280, %47 : i32
      llvm.cond_br %1281, ^bb106, ^bb107 {llvm.loop_annotation = #loop_annotation}
    ^bb106:  // pred: ^bb105
      %1282 = llvm.mul %1280, %22 : i32
      %1283 = llvm.getelementptr %1279[%1282] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1284 = llvm.mul %1280, %61 : i32
      %1285 = llvm.getelementptr %1267[%1284] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1286 = nvvm.ldmatrix %1283 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1287 = llvm.extractvalue %1286[0] : !llvm_struct_a37b2a
      %1288 = llvm.extractvalue %1286[1] : !llvm_struct_a37b2a
      %1289 = llvm.extractvalue %1286[2] : !llvm_struct_a37b2a
      %1290 = llvm.extractvalue %1286[3] : !llvm_struct_a37b2a
      %1291 = llvm.insertelement %1287, %4[%3 : i64] : vector<4xi32>
      %1292 = llvm.insertelement %1288, %1291[%2 : i64] : vector<4xi32>
      %1293 = llvm.insertelement %1289, %1292[%1 : i64] : vector<4xi32>
      %1294 = llvm.insertelement %1290, %1293[%0 : i64] : vector<4xi32>
      %1295 = llvm.extractelement %1294[%53 : i32] : vector<4xi32>
      llvm.store %1295, %1285 : i32, !llvm.ptr
      %1296 = llvm.extractelement %1294[%63 : i32] : vector<4xi32>
      %1297 = llvm.getelementptr %1285[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1296, %1297 : i32, !llvm.ptr
      %1298 = llvm.extractelement %1294[%54 : i32] : vector<4xi32>
      %1299 = llvm.getelementptr %1285[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1298, %1299 : i32, !llvm.ptr
      %1300 = llvm.extractelement %1294[%55 : i32] : vector<4xi32>
      %1301 = llvm.getelementptr %1285[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1300, %1301 : i32, !llvm.ptr
      %1302 = llvm.add %1280, %63 : i32
      llvm.br ^bb105(%1302 : i32)
    ^bb107:  // pred: ^bb105
      %1303 = llvm.add %1277, %22 : i32
      %1304 = llvm.getelementptr %1214[%1303] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb108(%53 : i32)
    ^bb108(%1305: i32):  // 2 preds: ^bb107, ^bb109
      %1306 = llvm.icmp "slt" %1305, %47 : i32
      llvm.cond_br %1306, ^bb109, ^bb110 {llvm.loop_annotation = #loop_annotation}
    ^bb109:  // pred: ^bb108
      %1307 = llvm.sdiv %1305, %54 : i32
      %1308 = llvm.srem %1305, %54 : i32
      %1309 = llvm.mul %1308, %1209 : i32
      %1310 = llvm.mul %1307, %38 : i32
      %1311 = llvm.add %1309, %1310 : i32
      %1312 = llvm.getelementptr %1304[%1311] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1313 = llvm.mul %1308, %37 : i32
      %1314 = llvm.mul %1307, %47 : i32
      %1315 = llvm.add %1313, %1314 : i32
      %1316 = llvm.getelementptr %1268[%1315] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1317 = nvvm.ldmatrix %1312 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1318 = llvm.extractvalue %1317[0] : !llvm_struct_a37b2a
      %1319 = llvm.extractvalue %1317[1] : !llvm_struct_a37b2a
      %1320 = llvm.extractvalue %1317[2] : !llvm_struct_a37b2a
      %1321 = llvm.extractvalue %1317[3] : !llvm_struct_a37b2a
      %1322 = llvm.insertelement %1318, %4[%3 : i64] : vector<4xi32>
      %1323 = llvm.insertelement %1319, %1322[%2 : i64] : vector<4xi32>
      %1324 = llvm.insertelement %1320, %1323[%1 : i64] : vector<4xi32>
      %1325 = llvm.insertelement %1321, %1324[%0 : i64] : vector<4xi32>
      %1326 = llvm.extractelement %1325[%53 : i32] : vector<4xi32>
      llvm.store %1326, %1316 : i32, !llvm.ptr
      %1327 = llvm.extractelement %1325[%63 : i32] : vector<4xi32>
      %1328 = llvm.getelementptr %1316[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1327, %1328 : i32, !llvm.ptr
      %1329 = llvm.extractelement %1325[%54 : i32] : vector<4xi32>
      %1330 = llvm.getelementptr %1316[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1329, %1330 : i32, !llvm.ptr
      %1331 = llvm.extractelement %1325[%55 : i32] : vector<4xi32>
      %1332 = llvm.getelementptr %1316[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1331, %1332 : i32, !llvm.ptr
      %1333 = llvm.add %1305, %63 : i32
      llvm.br ^bb108(%1333 : i32)
    ^bb110:  // pred: ^bb108
      %1334 = llvm.add %1273, %54 : i32
      %1335 = llvm.icmp "slt" %1334, %56 : i32
      llvm.cond_br %1335, ^bb111, ^bb160
    ^bb111:  // pred: ^bb110
      %1336 = llvm.mul %1334, %37 : i32
      %1337 = llvm.add %1336, %106 : i32
      %1338 = llvm.sdiv %1337, %23 : i32
      %1339 = llvm.mul %1338, %23 : i32
      %1340 = llvm.sub %1337, %1339 : i32
      %1341 = llvm.sdiv %1338, %55 : i32
      %1342 = llvm.mul %1341, %55 : i32
      %1343 = llvm.sub %1338, %1342 : i32
      %1344 = llvm.load %140 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1345 = llvm.mul %1341, %arg7 : i32
      %1346 = llvm.sub %1344, %1345 : i32
      %1347 = llvm.load %146 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1348 = llvm.mul %1343, %arg8 : i32
      %1349 = llvm.sub %1347, %1348 : i32
      %1350 = llvm.sdiv %1346, %arg3 : i32
      %1351 = llvm.sdiv %1349, %arg4 : i32
      %1352 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %1353 = llvm.icmp "ne" %1352, %41 : i8
      %1354 = llvm.icmp "slt" %1337, %42 : i32
      %1355 = llvm.and %1353, %1354 : i1
      %1356 = llvm.icmp "sge" %1346, %53 : i32
      %1357 = llvm.and %1355, %1356 : i1
      %1358 = llvm.icmp "sge" %1349, %53 : i32
      %1359 = llvm.and %1357, %1358 : i1
      %1360 = llvm.mul %1350, %arg3 : i32
      %1361 = llvm.icmp "eq" %1360, %1346 : i32
      %1362 = llvm.and %1359, %1361 : i1
      %1363 = llvm.mul %1351, %arg4 : i32
      %1364 = llvm.icmp "eq" %1363, %1349 : i32
      %1365 = llvm.and %1362, %1364 : i1
      %1366 = llvm.icmp "slt" %1350, %43 : i32
      %1367 = llvm.and %1365, %1366 : i1
      %1368 = llvm.icmp "slt" %1351, %43 : i32
      %1369 = llvm.and %1367, %1368 : i1
      %1370 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %1371 = llvm.mul %1350, %43 : i32
      %1372 = llvm.add %1371, %1351 : i32
      %1373 = llvm.mul %1372, %23 : i32
      %1374 = llvm.add %1370, %1373 : i32
      %1375 = llvm.add %1374, %1340 : i32
      %1376 = llvm.mul %1274, %15 : i32
      %1377 = llvm.getelementptr %116[%1376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1369, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1378 = llvm.getelementptr %73[%1375] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1379 = llvm.ptrtoint %1378 : !llvm.ptr<1> to i64
      %1380 = llvm.add %1379, %57 : i64
      %1381 = llvm.and %1380, %44 : i64
      %1382 = llvm.inttoptr %1381 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1377, %1382, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb114
    ^bb113:  // pred: ^bb111
      llvm.store %58, %1377 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1383 = llvm.load %164 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1384 = llvm.sub %1383, %1345 : i32
      %1385 = llvm.load %170 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1386 = llvm.sub %1385, %1348 : i32
      %1387 = llvm.sdiv %1384, %arg3 : i32
      %1388 = llvm.sdiv %1386, %arg4 : i32
      %1389 = llvm.load %175 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1390 = llvm.icmp "ne" %1389, %41 : i8
      %1391 = llvm.and %1390, %1354 : i1
      %1392 = llvm.icmp "sge" %1384, %53 : i32
      %1393 = llvm.and %1391, %1392 : i1
      %1394 = llvm.icmp "sge" %1386, %53 : i32
      %1395 = llvm.and %1393, %1394 : i1
      %1396 = llvm.mul %1387, %arg3 : i32
      %1397 = llvm.icmp "eq" %1396, %1384 : i32
      %1398 = llvm.and %1395, %1397 : i1
      %1399 = llvm.mul %1388, %arg4 : i32
      %1400 = llvm.icmp "eq" %1399, %1386 : i32
      %1401 = llvm.and %1398, %1400 : i1
      %1402 = llvm.icmp "slt" %1387, %43 : i32
      %1403 = llvm.and %1401, %1402 : i1
      %1404 = llvm.icmp "slt" %1388, %43 : i32
      %1405 = llvm.and %1403, %1404 : i1
      %1406 = llvm.load %160 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1407 = llvm.mul %1387, %43 : i32
      %1408 = llvm.add %1407, %1388 : i32
      %1409 = llvm.mul %1408, %23 : i32
      %1410 = llvm.add %1406, %1409 : i32
      %1411 = llvm.add %1410, %1340 : i32
      %1412 = llvm.add %1376, %49 : i32
      %1413 = llvm.getelementptr %116[%1412] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1405, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1414 = llvm.getelementptr %73[%1411] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1415 = llvm.ptrtoint %1414 : !llvm.ptr<1> to i64
      %1416 = llvm.add %1415, %57 : i64
      %1417 = llvm.and %1416, %44 : i64
      %1418 = llvm.inttoptr %1417 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1413, %1418, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb117
    ^bb116:  // pred: ^bb114
      llvm.store %58, %1413 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1419 = llvm.load %189 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1420 = llvm.sub %1419, %1345 : i32
      %1421 = llvm.load %195 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1422 = llvm.sub %1421, %1348 : i32
      %1423 = llvm.sdiv %1420, %arg3 : i32
      %1424 = llvm.sdiv %1422, %arg4 : i32
      %1425 = llvm.load %200 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1426 = llvm.icmp "ne" %1425, %41 : i8
      %1427 = llvm.and %1426, %1354 : i1
      %1428 = llvm.icmp "sge" %1420, %53 : i32
      %1429 = llvm.and %1427, %1428 : i1
      %1430 = llvm.icmp "sge" %1422, %53 : i32
      %1431 = llvm.and %1429, %1430 : i1
      %1432 = llvm.mul %1423, %arg3 : i32
      %1433 = llvm.icmp "eq" %1432, %1420 : i32
      %1434 = llvm.and %1431, %1433 : i1
      %1435 = llvm.mul %1424, %arg4 : i32
      %1436 = llvm.icmp "eq" %1435, %1422 : i32
      %1437 = llvm.and %1434, %1436 : i1
      %1438 = llvm.icmp "slt" %1423, %43 : i32
      %1439 = llvm.and %1437, %1438 : i1
      %1440 = llvm.icmp "slt" %1424, %43 : i32
      %1441 = llvm.and %1439, %1440 : i1
      %1442 = llvm.load %185 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1443 = llvm.mul %1423, %43 : i32
      %1444 = llvm.add %1443, %1424 : i32
      %1445 = llvm.mul %1444, %23 : i32
      %1446 = llvm.add %1442, %1445 : i32
      %1447 = llvm.add %1446, %1340 : i32
      %1448 = llvm.add %1376, %22 : i32
      %1449 = llvm.getelementptr %116[%1448] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1441, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1450 = llvm.getelementptr %73[%1447] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1451 = llvm.ptrtoint %1450 : !llvm.ptr<1> to i64
      %1452 = llvm.add %1451, %57 : i64
      %1453 = llvm.and %1452, %44 : i64
      %1454 = llvm.inttoptr %1453 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1449, %1454, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb120
    ^bb119:  // pred: ^bb117
      llvm.store %58, %1449 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1455 = llvm.load %214 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1456 = llvm.sub %1455, %1345 : i32
      %1457 = llvm.load %220 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1458 = llvm.sub %1457, %1348 : i32
      %1459 = llvm.sdiv %1456, %arg3 : i32
      %1460 = llvm.sdiv %1458, %arg4 : i32
      %1461 = llvm.load %225 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1462 = llvm.icmp "ne" %1461, %41 : i8
      %1463 = llvm.and %1462, %1354 : i1
      %1464 = llvm.icmp "sge" %1456, %53 : i32
      %1465 = llvm.and %1463, %1464 : i1
      %1466 = llvm.icmp "sge" %1458, %53 : i32
      %1467 = llvm.and %1465, %1466 : i1
      %1468 = llvm.mul %1459, %arg3 : i32
      %1469 = llvm.icmp "eq" %1468, %1456 : i32
      %1470 = llvm.and %1467, %1469 : i1
      %1471 = llvm.mul %1460, %arg4 : i32
      %1472 = llvm.icmp "eq" %1471, %1458 : i32
      %1473 = llvm.and %1470, %1472 : i1
      %1474 = llvm.icmp "slt" %1459, %43 : i32
      %1475 = llvm.and %1473, %1474 : i1
      %1476 = llvm.icmp "slt" %1460, %43 : i32
      %1477 = llvm.and %1475, %1476 : i1
      %1478 = llvm.load %210 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1479 = llvm.mul %1459, %43 : i32
      %1480 = llvm.add %1479, %1460 : i32
      %1481 = llvm.mul %1480, %23 : i32
      %1482 = llvm.add %1478, %1481 : i32
      %1483 = llvm.add %1482, %1340 : i32
      %1484 = llvm.add %1376, %33 : i32
      %1485 = llvm.getelementptr %116[%1484] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1477, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1486 = llvm.getelementptr %73[%1483] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1487 = llvm.ptrtoint %1486 : !llvm.ptr<1> to i64
      %1488 = llvm.add %1487, %57 : i64
      %1489 = llvm.and %1488, %44 : i64
      %1490 = llvm.inttoptr %1489 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1485, %1490, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb123
    ^bb122:  // pred: ^bb120
      llvm.store %58, %1485 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %1491 = llvm.load %239 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1492 = llvm.sub %1491, %1345 : i32
      %1493 = llvm.load %245 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1494 = llvm.sub %1493, %1348 : i32
      %1495 = llvm.sdiv %1492, %arg3 : i32
      %1496 = llvm.sdiv %1494, %arg4 : i32
      %1497 = llvm.load %250 {alignment = 4 : i64} : !llvm.ptr -> i8
      %1498 = llvm.icmp "ne" %1497, %41 : i8
      %1499 = llvm.and %1498, %1354 : i1
      %1500 = llvm.icmp "sge" %1492, %53 : i32
      %1501 = llvm.and %1499, %1500 : i1
      %1502 = llvm.icmp "sge" %1494, %53 : i32
      %1503 = llvm.and %1501, %1502 : i1
      %1504 = llvm.mul %1495, %arg3 : i32
      %1505 = llvm.icmp "eq" %1504, %1492 : i32
      %1506 = llvm.and %1503, %1505 : i1
      %1507 = llvm.mul %1496, %arg4 : i32
      %1508 = llvm.icmp "eq" %1507, %1494 : i32
      %1509 = llvm.and %1506, %1508 : i1
      %1510 = llvm.icmp "slt" %1495, %43 : i32
      %1511 = llvm.and %1509, %1510 : i1
      %1512 = llvm.icmp "slt" %1496, %43 : i32
      %1513 = llvm.and %1511, %1512 : i1
      %1514 = llvm.load %235 {alignment = 16 : i64} : !llvm.ptr -> i32
      %1515 = llvm.mul %1495, %43 : i32
      %1516 = llvm.add %1515, %1496 : i32
      %1517 = llvm.mul %1516, %23 : i32
      %1518 = llvm.add %1514, %1517 : i32
      %1519 = llvm.add %1518, %1340 : i32
      %1520 = llvm.add %1376, %21 : i32
      %1521 = llvm.getelementptr %116[%1520] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1513, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %1522 = llvm.getelementptr %73[%1519] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1523 = llvm.ptrtoint %1522 : !llvm.ptr<1> to i64
      %1524 = llvm.add %1523, %57 : i64
      %1525 = llvm.and %1524, %44 : i64
      %1526 = llvm.inttoptr %1525 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1521, %1526, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb126
    ^bb125:  // pred: ^bb123
      llvm.store %58, %1521 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1527 = llvm.load %264 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1528 = llvm.sub %1527, %1345 : i32
      %1529 = llvm.load %270 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1530 = llvm.sub %1529, %1348 : i32
      %1531 = llvm.sdiv %1528, %arg3 : i32
      %1532 = llvm.sdiv %1530, %arg4 : i32
      %1533 = llvm.load %275 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1534 = llvm.icmp "ne" %1533, %41 : i8
      %1535 = llvm.and %1534, %1354 : i1
      %1536 = llvm.icmp "sge" %1528, %53 : i32
      %1537 = llvm.and %1535, %1536 : i1
      %1538 = llvm.icmp "sge" %1530, %53 : i32
      %1539 = llvm.and %1537, %1538 : i1
      %1540 = llvm.mul %1531, %arg3 : i32
      %1541 = llvm.icmp "eq" %1540, %1528 : i32
      %1542 = llvm.and %1539, %1541 : i1
      %1543 = llvm.mul %1532, %arg4 : i32
      %1544 = llvm.icmp "eq" %1543, %1530 : i32
      %1545 = llvm.and %1542, %1544 : i1
      %1546 = llvm.icmp "slt" %1531, %43 : i32
      %1547 = llvm.and %1545, %1546 : i1
      %1548 = llvm.icmp "slt" %1532, %43 : i32
      %1549 = llvm.and %1547, %1548 : i1
      %1550 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1551 = llvm.mul %1531, %43 : i32
      %1552 = llvm.add %1551, %1532 : i32
      %1553 = llvm.mul %1552, %23 : i32
      %1554 = llvm.add %1550, %1553 : i32
      %1555 = llvm.add %1554, %1340 : i32
      %1556 = llvm.add %1376, %20 : i32
      %1557 = llvm.getelementptr %116[%1556] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1549, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1558 = llvm.getelementptr %73[%1555] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1559 = llvm.ptrtoint %1558 : !llvm.ptr<1> to i64
      %1560 = llvm.add %1559, %57 : i64
      %1561 = llvm.and %1560, %44 : i64
      %1562 = llvm.inttoptr %1561 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1557, %1562, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb129
    ^bb128:  // pred: ^bb126
      llvm.store %58, %1557 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %1563 = llvm.load %289 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1564 = llvm.sub %1563, %1345 : i32
      %1565 = llvm.load %295 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1566 = llvm.sub %1565, %1348 : i32
      %1567 = llvm.sdiv %1564, %arg3 : i32
      %1568 = llvm.sdiv %1566, %arg4 : i32
      %1569 = llvm.load %300 {alignment = 2 : i64} : !llvm.ptr -> i8
      %1570 = llvm.icmp "ne" %1569, %41 : i8
      %1571 = llvm.and %1570, %1354 : i1
      %1572 = llvm.icmp "sge" %1564, %53 : i32
      %1573 = llvm.and %1571, %1572 : i1
      %1574 = llvm.icmp "sge" %1566, %53 : i32
      %1575 = llvm.and %1573, %1574 : i1
      %1576 = llvm.mul %1567, %arg3 : i32
      %1577 = llvm.icmp "eq" %1576, %1564 : i32
      %1578 = llvm.and %1575, %1577 : i1
      %1579 = llvm.mul %1568, %arg4 : i32
      %1580 = llvm.icmp "eq" %1579, %1566 : i32
      %1581 = llvm.and %1578, %1580 : i1
      %1582 = llvm.icmp "slt" %1567, %43 : i32
      %1583 = llvm.and %1581, %1582 : i1
      %1584 = llvm.icmp "slt" %1568, %43 : i32
      %1585 = llvm.and %1583, %1584 : i1
      %1586 = llvm.load %285 {alignment = 8 : i64} : !llvm.ptr -> i32
      %1587 = llvm.mul %1567, %43 : i32
      %1588 = llvm.add %1587, %1568 : i32
      %1589 = llvm.mul %1588, %23 : i32
      %1590 = llvm.add %1586, %1589 : i32
      %1591 = llvm.add %1590, %1340 : i32
      %1592 = llvm.add %1376, %19 : i32
      %1593 = llvm.getelementptr %116[%1592] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1585, ^bb130, ^bb131
    ^bb130:  // pred: ^bb129
      %1594 = llvm.getelementptr %73[%1591] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1595 = llvm.ptrtoint %1594 : !llvm.ptr<1> to i64
      %1596 = llvm.add %1595, %57 : i64
      %1597 = llvm.and %1596, %44 : i64
      %1598 = llvm.inttoptr %1597 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1593, %1598, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb132
    ^bb131:  // pred: ^bb129
      llvm.store %58, %1593 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1599 = llvm.load %314 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1600 = llvm.sub %1599, %1345 : i32
      %1601 = llvm.load %320 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1602 = llvm.sub %1601, %1348 : i32
      %1603 = llvm.sdiv %1600, %arg3 : i32
      %1604 = llvm.sdiv %1602, %arg4 : i32
      %1605 = llvm.load %325 {alignment = 1 : i64} : !llvm.ptr -> i8
      %1606 = llvm.icmp "ne" %1605, %41 : i8
      %1607 = llvm.and %1606, %1354 : i1
      %1608 = llvm.icmp "sge" %1600, %53 : i32
      %1609 = llvm.and %1607, %1608 : i1
      %1610 = llvm.icmp "sge" %1602, %53 : i32
      %1611 = llvm.and %1609, %1610 : i1
      %1612 = llvm.mul %1603, %arg3 : i32
      %1613 = llvm.icmp "eq" %1612, %1600 : i32
      %1614 = llvm.and %1611, %1613 : i1
      %1615 = llvm.mul %1604, %arg4 : i32
      %1616 = llvm.icmp "eq" %1615, %1602 : i32
      %1617 = llvm.and %1614, %1616 : i1
      %1618 = llvm.icmp "slt" %1603, %43 : i32
      %1619 = llvm.and %1617, %1618 : i1
      %1620 = llvm.icmp "slt" %1604, %43 : i32
      %1621 = llvm.and %1619, %1620 : i1
      %1622 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr -> i32
      %1623 = llvm.mul %1603, %43 : i32
      %1624 = llvm.add %1623, %1604 : i32
      %1625 = llvm.mul %1624, %23 : i32
      %1626 = llvm.add %1622, %1625 : i32
      %1627 = llvm.add %1626, %1340 : i32
      %1628 = llvm.add %1376, %18 : i32
      %1629 = llvm.getelementptr %116[%1628] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1621, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1630 = llvm.getelementptr %73[%1627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1631 = llvm.ptrtoint %1630 : !llvm.ptr<1> to i64
      %1632 = llvm.add %1631, %57 : i64
      %1633 = llvm.and %1632, %44 : i64
      %1634 = llvm.inttoptr %1633 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1629, %1634, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb135
    ^bb134:  // pred: ^bb132
      llvm.store %58, %1629 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %1635 = llvm.add %1336, %127 : i32
      %1636 = llvm.sdiv %1635, %23 : i32
      %1637 = llvm.mul %1636, %23 : i32
      %1638 = llvm.sub %1635, %1637 : i32
      %1639 = llvm.mul %1638, %28 : i32
      %1640 = llvm.add %1639, %1636 : i32
      %1641 = llvm.mul %1640, %45 : i32
      %1642 = llvm.add %1641, %621 : i32
      %1643 = llvm.icmp "slt" %1635, %42 : i32
      %1644 = llvm.and %623, %1643 : i1
      %1645 = llvm.getelementptr %126[%1376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1644, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %1646 = llvm.getelementptr %72[%1642] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1647 = llvm.ptrtoint %1646 : !llvm.ptr<1> to i64
      %1648 = llvm.add %1647, %57 : i64
      %1649 = llvm.and %1648, %44 : i64
      %1650 = llvm.inttoptr %1649 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1645, %1650, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb138
    ^bb137:  // pred: ^bb135
      llvm.store %58, %1645 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1651 = llvm.add %1336, %631 : i32
      %1652 = llvm.sdiv %1651, %23 : i32
      %1653 = llvm.mul %1652, %23 : i32
      %1654 = llvm.sub %1651, %1653 : i32
      %1655 = llvm.mul %1654, %28 : i32
      %1656 = llvm.add %1655, %1652 : i32
      %1657 = llvm.mul %1656, %45 : i32
      %1658 = llvm.add %1657, %621 : i32
      %1659 = llvm.icmp "slt" %1651, %42 : i32
      %1660 = llvm.and %623, %1659 : i1
      %1661 = llvm.getelementptr %126[%1412] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1660, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1662 = llvm.getelementptr %72[%1658] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1663 = llvm.ptrtoint %1662 : !llvm.ptr<1> to i64
      %1664 = llvm.add %1663, %57 : i64
      %1665 = llvm.and %1664, %44 : i64
      %1666 = llvm.inttoptr %1665 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1661, %1666, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb141
    ^bb140:  // pred: ^bb138
      llvm.store %58, %1661 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %1667 = llvm.add %1336, %647 : i32
      %1668 = llvm.sdiv %1667, %23 : i32
      %1669 = llvm.mul %1668, %23 : i32
      %1670 = llvm.sub %1667, %1669 : i32
      %1671 = llvm.mul %1670, %28 : i32
      %1672 = llvm.add %1671, %1668 : i32
      %1673 = llvm.mul %1672, %45 : i32
      %1674 = llvm.add %1673, %621 : i32
      %1675 = llvm.icmp "slt" %1667, %42 : i32
      %1676 = llvm.and %623, %1675 : i1
      %1677 = llvm.getelementptr %126[%1448] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1676, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %1678 = llvm.getelementptr %72[%1674] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1679 = llvm.ptrtoint %1678 : !llvm.ptr<1> to i64
      %1680 = llvm.add %1679, %57 : i64
      %1681 = llvm.and %1680, %44 : i64
      %1682 = llvm.inttoptr %1681 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1677, %1682, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb144
    ^bb143:  // pred: ^bb141
      llvm.store %58, %1677 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1683 = llvm.add %1336, %663 : i32
      %1684 = llvm.sdiv %1683, %23 : i32
      %1685 = llvm.mul %1684, %23 : i32
      %1686 = llvm.sub %1683, %1685 : i32
      %1687 = llvm.mul %1686, %28 : i32
      %1688 = llvm.add %1687, %1684 : i32
      %1689 = llvm.mul %1688, %45 : i32
      %1690 = llvm.add %1689, %621 : i32
      %1691 = llvm.icmp "slt" %1683, %42 : i32
      %1692 = llvm.and %623, %1691 : i1
      %1693 = llvm.getelementptr %126[%1484] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1692, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1694 = llvm.getelementptr %72[%1690] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1695 = llvm.ptrtoint %1694 : !llvm.ptr<1> to i64
      %1696 = llvm.add %1695, %57 : i64
      %1697 = llvm.and %1696, %44 : i64
      %1698 = llvm.inttoptr %1697 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1693, %1698, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb147
    ^bb146:  // pred: ^bb144
      llvm.store %58, %1693 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %1699 = llvm.add %1336, %679 : i32
      %1700 = llvm.sdiv %1699, %23 : i32
      %1701 = llvm.mul %1700, %23 : i32
      %1702 = llvm.sub %1699, %1701 : i32
      %1703 = llvm.mul %1702, %28 : i32
      %1704 = llvm.add %1703, %1700 : i32
      %1705 = llvm.mul %1704, %45 : i32
      %1706 = llvm.add %1705, %621 : i32
      %1707 = llvm.icmp "slt" %1699, %42 : i32
      %1708 = llvm.and %623, %1707 : i1
      %1709 = llvm.getelementptr %126[%1520] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1708, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %1710 = llvm.getelementptr %72[%1706] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1711 = llvm.ptrtoint %1710 : !llvm.ptr<1> to i64
      %1712 = llvm.add %1711, %57 : i64
      %1713 = llvm.and %1712, %44 : i64
      %1714 = llvm.inttoptr %1713 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1709, %1714, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb150
    ^bb149:  // pred: ^bb147
      llvm.store %58, %1709 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1715 = llvm.add %1336, %695 : i32
      %1716 = llvm.sdiv %1715, %23 : i32
      %1717 = llvm.mul %1716, %23 : i32
      %1718 = llvm.sub %1715, %1717 : i32
      %1719 = llvm.mul %1718, %28 : i32
      %1720 = llvm.add %1719, %1716 : i32
      %1721 = llvm.mul %1720, %45 : i32
      %1722 = llvm.add %1721, %621 : i32
      %1723 = llvm.icmp "slt" %1715, %42 : i32
      %1724 = llvm.and %623, %1723 : i1
      %1725 = llvm.getelementptr %126[%1556] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1724, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1726 = llvm.getelementptr %72[%1722] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1727 = llvm.ptrtoint %1726 : !llvm.ptr<1> to i64
      %1728 = llvm.add %1727, %57 : i64
      %1729 = llvm.and %1728, %44 : i64
      %1730 = llvm.inttoptr %1729 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1725, %1730, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb153
    ^bb152:  // pred: ^bb150
      llvm.store %58, %1725 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %1731 = llvm.add %1336, %711 : i32
      %1732 = llvm.sdiv %1731, %23 : i32
      %1733 = llvm.mul %1732, %23 : i32
      %1734 = llvm.sub %1731, %1733 : i32
      %1735 = llvm.mul %1734, %28 : i32
      %1736 = llvm.add %1735, %1732 : i32
      %1737 = llvm.mul %1736, %45 : i32
      %1738 = llvm.add %1737, %621 : i32
      %1739 = llvm.icmp "slt" %1731, %42 : i32
      %1740 = llvm.and %623, %1739 : i1
      %1741 = llvm.getelementptr %126[%1592] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1740, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %1742 = llvm.getelementptr %72[%1738] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1743 = llvm.ptrtoint %1742 : !llvm.ptr<1> to i64
      %1744 = llvm.add %1743, %57 : i64
      %1745 = llvm.and %1744, %44 : i64
      %1746 = llvm.inttoptr %1745 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1741, %1746, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb156
    ^bb155:  // pred: ^bb153
      llvm.store %58, %1741 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1747 = llvm.add %1336, %727 : i32
      %1748 = llvm.sdiv %1747, %23 : i32
      %1749 = llvm.mul %1748, %23 : i32
      %1750 = llvm.sub %1747, %1749 : i32
      %1751 = llvm.mul %1750, %28 : i32
      %1752 = llvm.add %1751, %1748 : i32
      %1753 = llvm.mul %1752, %45 : i32
      %1754 = llvm.add %1753, %621 : i32
      %1755 = llvm.icmp "slt" %1747, %42 : i32
      %1756 = llvm.and %623, %1755 : i1
      %1757 = llvm.getelementptr %126[%1628] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.cond_br %1756, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1758 = llvm.getelementptr %72[%1754] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %1759 = llvm.ptrtoint %1758 : !llvm.ptr<1> to i64
      %1760 = llvm.add %1759, %57 : i64
      %1761 = llvm.and %1760, %44 : i64
      %1762 = llvm.inttoptr %1761 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %1757, %1762, %60, %60 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb159
    ^bb158:  // pred: ^bb156
      llvm.store %58, %1757 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb110, ^bb159
      nvvm.cp.async.commit.group
      llvm.br ^bb161(%53 : i32)
    ^bb161(%1763: i32):  // 2 preds: ^bb160, ^bb165
      %1764 = llvm.icmp "slt" %1763, %47 : i32
      llvm.cond_br %1764, ^bb162, ^bb166 {llvm.loop_annotation = #loop_annotation}
    ^bb162:  // pred: ^bb161
      %1765 = llvm.mul %1763, %61 : i32
      %1766 = llvm.getelementptr %67[%1765] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1767 = llvm.getelementptr %1766[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1768 = llvm.getelementptr %1766[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1769 = llvm.getelementptr %1766[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb163(%53 : i32)
    ^bb163(%1770: i32):  // 2 preds: ^bb162, ^bb164
      %1771 = llvm.icmp "slt" %1770, %61 : i32
      llvm.cond_br %1771, ^bb164, ^bb165 {llvm.loop_annotation = #loop_annotation}
    ^bb164:  // pred: ^bb163
      %1772 = llvm.sdiv %1770, %47 : i32
      %1773 = llvm.srem %1770, %47 : i32
      %1774 = llvm.sdiv %1773, %54 : i32
      %1775 = llvm.srem %1773, %54 : i32
      %1776 = llvm.mul %1775, %46 : i32
      %1777 = llvm.mul %1774, %37 : i32
      %1778 = llvm.add %1776, %1777 : i32
      %1779 = llvm.mul %1772, %47 : i32
      %1780 = llvm.add %1778, %1779 : i32
      %1781 = llvm.getelementptr %66[%1780] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1782 = llvm.mul %1763, %47 : i32
      %1783 = llvm.mul %1770, %60 : i32
      %1784 = llvm.add %1782, %1783 : i32
      %1785 = llvm.getelementptr %65[%1784] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1786 = llvm.load %1766 : !llvm.ptr -> vector<2xf16>
      %1787 = llvm.load %1767 : !llvm.ptr -> vector<2xf16>
      %1788 = llvm.load %1768 : !llvm.ptr -> vector<2xf16>
      %1789 = llvm.load %1769 : !llvm.ptr -> vector<2xf16>
      %1790 = llvm.load %1781 : !llvm.ptr -> vector<2xf16>
      %1791 = llvm.getelementptr %1781[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1792 = llvm.load %1791 : !llvm.ptr -> vector<2xf16>
      %1793 = llvm.load %1785 : !llvm.ptr -> f32
      %1794 = llvm.getelementptr %1785[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1795 = llvm.load %1794 : !llvm.ptr -> f32
      %1796 = llvm.getelementptr %1785[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1797 = llvm.load %1796 : !llvm.ptr -> f32
      %1798 = llvm.getelementptr %1785[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1799 = llvm.load %1798 : !llvm.ptr -> f32
      %1800 = nvvm.mma.sync A[%1786, %1787, %1788, %1789]  B[%1790, %1792]  C[%1793, %1795, %1797, %1799]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1801 = llvm.extractvalue %1800[0] : !llvm_struct_687153
      %1802 = llvm.extractvalue %1800[1] : !llvm_struct_687153
      %1803 = llvm.extractvalue %1800[2] : !llvm_struct_687153
      %1804 = llvm.extractvalue %1800[3] : !llvm_struct_687153
      llvm.store %1801, %1785 : f32, !llvm.ptr
      llvm.store %1802, %1794 : f32, !llvm.ptr
      llvm.store %1803, %1796 : f32, !llvm.ptr
      llvm.store %1804, %1798 : f32, !llvm.ptr
      %1805 = llvm.add %1770, %63 : i32
      llvm.br ^bb163(%1805 : i32)
    ^bb165:  // pred: ^bb163
      %1806 = llvm.add %1763, %63 : i32
      llvm.br ^bb161(%1806 : i32)
    ^bb166:  // pred: ^bb161
      %1807 = llvm.add %1195, %1277 : i32
      %1808 = llvm.getelementptr %1200[%1807] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb167(%53 : i32)
    ^bb167(%1809: i32):  // 2 preds: ^bb166, ^bb168
      %1810 = llvm.icmp "slt" %1809, %47 : i32
      llvm.cond_br %1810, ^bb168, ^bb169 {llvm.loop_annotation = #loop_annotation}
    ^bb168:  // pred: ^bb167
      %1811 = llvm.mul %1809, %22 : i32
      %1812 = llvm.getelementptr %1808[%1811] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1813 = llvm.mul %1809, %61 : i32
      %1814 = llvm.getelementptr %1269[%1813] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1815 = nvvm.ldmatrix %1812 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1816 = llvm.extractvalue %1815[0] : !llvm_struct_a37b2a
      %1817 = llvm.extractvalue %1815[1] : !llvm_struct_a37b2a
      %1818 = llvm.extractvalue %1815[2] : !llvm_struct_a37b2a
      %1819 = llvm.extractvalue %1815[3] : !llvm_struct_a37b2a
      %1820 = llvm.insertelement %1816, %4[%3 : i64] : vector<4xi32>
      %1821 = llvm.insertelement %1817, %1820[%2 : i64] : vector<4xi32>
      %1822 = llvm.insertelement %1818, %1821[%1 : i64] : vector<4xi32>
      %1823 = llvm.insertelement %1819, %1822[%0 : i64] : vector<4xi32>
      %1824 = llvm.extractelement %1823[%53 : i32] : vector<4xi32>
      llvm.store %1824, %1814 : i32, !llvm.ptr
      %1825 = llvm.extractelement %1823[%63 : i32] : vector<4xi32>
      %1826 = llvm.getelementptr %1814[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1825, %1826 : i32, !llvm.ptr
      %1827 = llvm.extractelement %1823[%54 : i32] : vector<4xi32>
      %1828 = llvm.getelementptr %1814[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1827, %1828 : i32, !llvm.ptr
      %1829 = llvm.extractelement %1823[%55 : i32] : vector<4xi32>
      %1830 = llvm.getelementptr %1814[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1829, %1830 : i32, !llvm.ptr
      %1831 = llvm.add %1809, %63 : i32
      llvm.br ^bb167(%1831 : i32)
    ^bb169:  // pred: ^bb167
      %1832 = llvm.add %1277, %21 : i32
      %1833 = llvm.getelementptr %1214[%1832] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb170(%53 : i32)
    ^bb170(%1834: i32):  // 2 preds: ^bb169, ^bb171
      %1835 = llvm.icmp "slt" %1834, %47 : i32
      llvm.cond_br %1835, ^bb171, ^bb172 {llvm.loop_annotation = #loop_annotation}
    ^bb171:  // pred: ^bb170
      %1836 = llvm.sdiv %1834, %54 : i32
      %1837 = llvm.srem %1834, %54 : i32
      %1838 = llvm.mul %1837, %1209 : i32
      %1839 = llvm.mul %1836, %38 : i32
      %1840 = llvm.add %1838, %1839 : i32
      %1841 = llvm.getelementptr %1833[%1840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1842 = llvm.mul %1837, %37 : i32
      %1843 = llvm.mul %1836, %47 : i32
      %1844 = llvm.add %1842, %1843 : i32
      %1845 = llvm.getelementptr %1270[%1844] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1846 = nvvm.ldmatrix %1841 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1847 = llvm.extractvalue %1846[0] : !llvm_struct_a37b2a
      %1848 = llvm.extractvalue %1846[1] : !llvm_struct_a37b2a
      %1849 = llvm.extractvalue %1846[2] : !llvm_struct_a37b2a
      %1850 = llvm.extractvalue %1846[3] : !llvm_struct_a37b2a
      %1851 = llvm.insertelement %1847, %4[%3 : i64] : vector<4xi32>
      %1852 = llvm.insertelement %1848, %1851[%2 : i64] : vector<4xi32>
      %1853 = llvm.insertelement %1849, %1852[%1 : i64] : vector<4xi32>
      %1854 = llvm.insertelement %1850, %1853[%0 : i64] : vector<4xi32>
      %1855 = llvm.extractelement %1854[%53 : i32] : vector<4xi32>
      llvm.store %1855, %1845 : i32, !llvm.ptr
      %1856 = llvm.extractelement %1854[%63 : i32] : vector<4xi32>
      %1857 = llvm.getelementptr %1845[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1856, %1857 : i32, !llvm.ptr
      %1858 = llvm.extractelement %1854[%54 : i32] : vector<4xi32>
      %1859 = llvm.getelementptr %1845[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1858, %1859 : i32, !llvm.ptr
      %1860 = llvm.extractelement %1854[%55 : i32] : vector<4xi32>
      %1861 = llvm.getelementptr %1845[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1860, %1861 : i32, !llvm.ptr
      %1862 = llvm.add %1834, %63 : i32
      llvm.br ^bb170(%1862 : i32)
    ^bb172:  // pred: ^bb170
      llvm.br ^bb173(%53 : i32)
    ^bb173(%1863: i32):  // 2 preds: ^bb172, ^bb177
      %1864 = llvm.icmp "slt" %1863, %47 : i32
      llvm.cond_br %1864, ^bb174, ^bb178 {llvm.loop_annotation = #loop_annotation}
    ^bb174:  // pred: ^bb173
      %1865 = llvm.mul %1863, %61 : i32
      %1866 = llvm.getelementptr %1267[%1865] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1867 = llvm.getelementptr %1866[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1868 = llvm.getelementptr %1866[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1869 = llvm.getelementptr %1866[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb175(%53 : i32)
    ^bb175(%1870: i32):  // 2 preds: ^bb174, ^bb176
      %1871 = llvm.icmp "slt" %1870, %61 : i32
      llvm.cond_br %1871, ^bb176, ^bb177 {llvm.loop_annotation = #loop_annotation}
    ^bb176:  // pred: ^bb175
      %1872 = llvm.sdiv %1870, %47 : i32
      %1873 = llvm.srem %1870, %47 : i32
      %1874 = llvm.sdiv %1873, %54 : i32
      %1875 = llvm.srem %1873, %54 : i32
      %1876 = llvm.mul %1875, %46 : i32
      %1877 = llvm.mul %1874, %37 : i32
      %1878 = llvm.add %1876, %1877 : i32
      %1879 = llvm.mul %1872, %47 : i32
      %1880 = llvm.add %1878, %1879 : i32
      %1881 = llvm.getelementptr %1268[%1880] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1882 = llvm.mul %1863, %47 : i32
      %1883 = llvm.mul %1870, %60 : i32
      %1884 = llvm.add %1882, %1883 : i32
      %1885 = llvm.getelementptr %65[%1884] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1886 = llvm.load %1866 : !llvm.ptr -> vector<2xf16>
      %1887 = llvm.load %1867 : !llvm.ptr -> vector<2xf16>
      %1888 = llvm.load %1868 : !llvm.ptr -> vector<2xf16>
      %1889 = llvm.load %1869 : !llvm.ptr -> vector<2xf16>
      %1890 = llvm.load %1881 : !llvm.ptr -> vector<2xf16>
      %1891 = llvm.getelementptr %1881[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1892 = llvm.load %1891 : !llvm.ptr -> vector<2xf16>
      %1893 = llvm.load %1885 : !llvm.ptr -> f32
      %1894 = llvm.getelementptr %1885[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1895 = llvm.load %1894 : !llvm.ptr -> f32
      %1896 = llvm.getelementptr %1885[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1897 = llvm.load %1896 : !llvm.ptr -> f32
      %1898 = llvm.getelementptr %1885[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1899 = llvm.load %1898 : !llvm.ptr -> f32
      %1900 = nvvm.mma.sync A[%1886, %1887, %1888, %1889]  B[%1890, %1892]  C[%1893, %1895, %1897, %1899]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %1901 = llvm.extractvalue %1900[0] : !llvm_struct_687153
      %1902 = llvm.extractvalue %1900[1] : !llvm_struct_687153
      %1903 = llvm.extractvalue %1900[2] : !llvm_struct_687153
      %1904 = llvm.extractvalue %1900[3] : !llvm_struct_687153
      llvm.store %1901, %1885 : f32, !llvm.ptr
      llvm.store %1902, %1894 : f32, !llvm.ptr
      llvm.store %1903, %1896 : f32, !llvm.ptr
      llvm.store %1904, %1898 : f32, !llvm.ptr
      %1905 = llvm.add %1870, %63 : i32
      llvm.br ^bb175(%1905 : i32)
    ^bb177:  // pred: ^bb175
      %1906 = llvm.add %1863, %63 : i32
      llvm.br ^bb173(%1906 : i32)
    ^bb178:  // pred: ^bb173
      %1907 = llvm.add %1192, %1195 : i32
      %1908 = llvm.add %1907, %1277 : i32
      %1909 = llvm.getelementptr %1200[%1908] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb179(%53 : i32)
    ^bb179(%1910: i32):  // 2 preds: ^bb178, ^bb180
      %1911 = llvm.icmp "slt" %1910, %47 : i32
      llvm.cond_br %1911, ^bb180, ^bb181 {llvm.loop_annotation = #loop_annotation}
    ^bb180:  // pred: ^bb179
      %1912 = llvm.mul %1910, %22 : i32
      %1913 = llvm.getelementptr %1909[%1912] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1914 = llvm.mul %1910, %61 : i32
      %1915 = llvm.getelementptr %1271[%1914] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1916 = nvvm.ldmatrix %1913 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1917 = llvm.extractvalue %1916[0] : !llvm_struct_a37b2a
      %1918 = llvm.extractvalue %1916[1] : !llvm_struct_a37b2a
      %1919 = llvm.extractvalue %1916[2] : !llvm_struct_a37b2a
      %1920 = llvm.extractvalue %1916[3] : !llvm_struct_a37b2a
      %1921 = llvm.insertelement %1917, %4[%3 : i64] : vector<4xi32>
      %1922 = llvm.insertelement %1918, %1921[%2 : i64] : vector<4xi32>
      %1923 = llvm.insertelement %1919, %1922[%1 : i64] : vector<4xi32>
      %1924 = llvm.insertelement %1920, %1923[%0 : i64] : vector<4xi32>
      %1925 = llvm.extractelement %1924[%53 : i32] : vector<4xi32>
      llvm.store %1925, %1915 : i32, !llvm.ptr
      %1926 = llvm.extractelement %1924[%63 : i32] : vector<4xi32>
      %1927 = llvm.getelementptr %1915[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1926, %1927 : i32, !llvm.ptr
      %1928 = llvm.extractelement %1924[%54 : i32] : vector<4xi32>
      %1929 = llvm.getelementptr %1915[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1928, %1929 : i32, !llvm.ptr
      %1930 = llvm.extractelement %1924[%55 : i32] : vector<4xi32>
      %1931 = llvm.getelementptr %1915[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1930, %1931 : i32, !llvm.ptr
      %1932 = llvm.add %1910, %63 : i32
      llvm.br ^bb179(%1932 : i32)
    ^bb181:  // pred: ^bb179
      %1933 = llvm.add %1277, %19 : i32
      %1934 = llvm.getelementptr %1214[%1933] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb182(%53 : i32)
    ^bb182(%1935: i32):  // 2 preds: ^bb181, ^bb183
      %1936 = llvm.icmp "slt" %1935, %47 : i32
      llvm.cond_br %1936, ^bb183, ^bb184 {llvm.loop_annotation = #loop_annotation}
    ^bb183:  // pred: ^bb182
      %1937 = llvm.sdiv %1935, %54 : i32
      %1938 = llvm.srem %1935, %54 : i32
      %1939 = llvm.mul %1938, %1209 : i32
      %1940 = llvm.mul %1937, %38 : i32
      %1941 = llvm.add %1939, %1940 : i32
      %1942 = llvm.getelementptr %1934[%1941] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %1943 = llvm.mul %1938, %37 : i32
      %1944 = llvm.mul %1937, %47 : i32
      %1945 = llvm.add %1943, %1944 : i32
      %1946 = llvm.getelementptr %1272[%1945] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1947 = nvvm.ldmatrix %1942 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1948 = llvm.extractvalue %1947[0] : !llvm_struct_a37b2a
      %1949 = llvm.extractvalue %1947[1] : !llvm_struct_a37b2a
      %1950 = llvm.extractvalue %1947[2] : !llvm_struct_a37b2a
      %1951 = llvm.extractvalue %1947[3] : !llvm_struct_a37b2a
      %1952 = llvm.insertelement %1948, %4[%3 : i64] : vector<4xi32>
      %1953 = llvm.insertelement %1949, %1952[%2 : i64] : vector<4xi32>
      %1954 = llvm.insertelement %1950, %1953[%1 : i64] : vector<4xi32>
      %1955 = llvm.insertelement %1951, %1954[%0 : i64] : vector<4xi32>
      %1956 = llvm.extractelement %1955[%53 : i32] : vector<4xi32>
      llvm.store %1956, %1946 : i32, !llvm.ptr
      %1957 = llvm.extractelement %1955[%63 : i32] : vector<4xi32>
      %1958 = llvm.getelementptr %1946[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1957, %1958 : i32, !llvm.ptr
      %1959 = llvm.extractelement %1955[%54 : i32] : vector<4xi32>
      %1960 = llvm.getelementptr %1946[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1959, %1960 : i32, !llvm.ptr
      %1961 = llvm.extractelement %1955[%55 : i32] : vector<4xi32>
      %1962 = llvm.getelementptr %1946[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %1961, %1962 : i32, !llvm.ptr
      %1963 = llvm.add %1935, %63 : i32
      llvm.br ^bb182(%1963 : i32)
    ^bb184:  // pred: ^bb182
      llvm.br ^bb185(%53 : i32)
    ^bb185(%1964: i32):  // 2 preds: ^bb184, ^bb189
      %1965 = llvm.icmp "slt" %1964, %47 : i32
      llvm.cond_br %1965, ^bb186, ^bb190 {llvm.loop_annotation = #loop_annotation}
    ^bb186:  // pred: ^bb185
      %1966 = llvm.mul %1964, %61 : i32
      %1967 = llvm.getelementptr %1269[%1966] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1968 = llvm.getelementptr %1967[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1969 = llvm.getelementptr %1967[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1970 = llvm.getelementptr %1967[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb187(%53 : i32)
    ^bb187(%1971: i32):  // 2 preds: ^bb186, ^bb188
      %1972 = llvm.icmp "slt" %1971, %61 : i32
      llvm.cond_br %1972, ^bb188, ^bb189 {llvm.loop_annotation = #loop_annotation}
    ^bb188:  // pred: ^bb187
      %1973 = llvm.sdiv %1971, %47 : i32
      %1974 = llvm.srem %1971, %47 : i32
      %1975 = llvm.sdiv %1974, %54 : i32
      %1976 = llvm.srem %1974, %54 : i32
      %1977 = llvm.mul %1976, %46 : i32
      %1978 = llvm.mul %1975, %37 : i32
      %1979 = llvm.add %1977, %1978 : i32
      %1980 = llvm.mul %1973, %47 : i32
      %1981 = llvm.add %1979, %1980 : i32
      %1982 = llvm.getelementptr %1270[%1981] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %1983 = llvm.mul %1964, %47 : i32
      %1984 = llvm.mul %1971, %60 : i32
      %1985 = llvm.add %1983, %1984 : i32
      %1986 = llvm.getelementptr %65[%1985] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1987 = llvm.load %1967 : !llvm.ptr -> vector<2xf16>
      %1988 = llvm.load %1968 : !llvm.ptr -> vector<2xf16>
      %1989 = llvm.load %1969 : !llvm.ptr -> vector<2xf16>
      %1990 = llvm.load %1970 : !llvm.ptr -> vector<2xf16>
      %1991 = llvm.load %1982 : !llvm.ptr -> vector<2xf16>
      %1992 = llvm.getelementptr %1982[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %1993 = llvm.load %1992 : !llvm.ptr -> vector<2xf16>
      %1994 = llvm.load %1986 : !llvm.ptr -> f32
      %1995 = llvm.getelementptr %1986[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1996 = llvm.load %1995 : !llvm.ptr -> f32
      %1997 = llvm.getelementptr %1986[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1998 = llvm.load %1997 : !llvm.ptr -> f32
      %1999 = llvm.getelementptr %1986[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %2000 = llvm.load %1999 : !llvm.ptr -> f32
      %2001 = nvvm.mma.sync A[%1987, %1988, %1989, %1990]  B[%1991, %1993]  C[%1994, %1996, %1998, %2000]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %2002 = llvm.extractvalue %2001[0] : !llvm_struct_687153
      %2003 = llvm.extractvalue %2001[1] : !llvm_struct_687153
      %2004 = llvm.extractvalue %2001[2] : !llvm_struct_687153
      %2005 = llvm.extractvalue %2001[3] : !llvm_struct_687153
      llvm.store %2002, %1986 : f32, !llvm.ptr
      llvm.store %2003, %1995 : f32, !llvm.ptr
      llvm.store %2004, %1997 : f32, !llvm.ptr
      llvm.store %2005, %1999 : f32, !llvm.ptr
      %2006 = llvm.add %1971, %63 : i32
      llvm.br ^bb187(%2006 : i32)
    ^bb189:  // pred: ^bb187
      %2007 = llvm.add %1964, %63 : i32
      llvm.br ^bb185(%2007 : i32)
    ^bb190:  // pred: ^bb185
      %2008 = llvm.add %1275, %63 : i32
      %2009 = llvm.icmp "eq" %2008, %55 : i32
      %2010 = llvm.select %2009, %53, %2008 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %2011 = llvm.mul %2010, %15 : i32
      %2012 = llvm.getelementptr %1200[%2011] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb191(%53 : i32)
    ^bb191(%2013: i32):  // 2 preds: ^bb190, ^bb192
      %2014 = llvm.icmp "slt" %2013, %47 : i32
      llvm.cond_br %2014, ^bb192, ^bb193 {llvm.loop_annotation = #loop_annotation}
    ^bb192:  // pred: ^bb191
      %2015 = llvm.mul %2013, %22 : i32
      %2016 = llvm.getelementptr %2012[%2015] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2017 = llvm.mul %2013, %61 : i32
      %2018 = llvm.getelementptr %67[%2017] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2019 = nvvm.ldmatrix %2016 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %2020 = llvm.extractvalue %2019[0] : !llvm_struct_a37b2a
      %2021 = llvm.extractvalue %2019[1] : !llvm_struct_a37b2a
      %2022 = llvm.extractvalue %2019[2] : !llvm_struct_a37b2a
      %2023 = llvm.extractvalue %2019[3] : !llvm_struct_a37b2a
      %2024 = llvm.insertelement %2020, %4[%3 : i64] : vector<4xi32>
      %2025 = llvm.insertelement %2021, %2024[%2 : i64] : vector<4xi32>
      %2026 = llvm.insertelement %2022, %2025[%1 : i64] : vector<4xi32>
      %2027 = llvm.insertelement %2023, %2026[%0 : i64] : vector<4xi32>
      %2028 = llvm.extractelement %2027[%53 : i32] : vector<4xi32>
      llvm.store %2028, %2018 : i32, !llvm.ptr
      %2029 = llvm.extractelement %2027[%63 : i32] : vector<4xi32>
      %2030 = llvm.getelementptr %2018[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %2029, %2030 : i32, !llvm.ptr
      %2031 = llvm.extractelement %2027[%54 : i32] : vector<4xi32>
      %2032 = llvm.getelementptr %2018[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %2031, %2032 : i32, !llvm.ptr
      %2033 = llvm.extractelement %2027[%55 : i32] : vector<4xi32>
      %2034 = llvm.getelementptr %2018[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %2033, %2034 : i32, !llvm.ptr
      %2035 = llvm.add %2013, %63 : i32
      llvm.br ^bb191(%2035 : i32)
    ^bb193:  // pred: ^bb191
      %2036 = llvm.getelementptr %1214[%2011] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb194(%53 : i32)
    ^bb194(%2037: i32):  // 2 preds: ^bb193, ^bb195
      %2038 = llvm.icmp "slt" %2037, %47 : i32
      llvm.cond_br %2038, ^bb195, ^bb196 {llvm.loop_annotation = #loop_annotation}
    ^bb195:  // pred: ^bb194
      %2039 = llvm.sdiv %2037, %54 : i32
      %2040 = llvm.srem %2037, %54 : i32
      %2041 = llvm.mul %2040, %1209 : i32
      %2042 = llvm.mul %2039, %38 : i32
      %2043 = llvm.add %2041, %2042 : i32
      %2044 = llvm.getelementptr %2036[%2043] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %2045 = llvm.mul %2040, %37 : i32
      %2046 = llvm.mul %2039, %47 : i32
      %2047 = llvm.add %2045, %2046 : i32
      %2048 = llvm.getelementptr %66[%2047] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2049 = nvvm.ldmatrix %2044 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %2050 = llvm.extractvalue %2049[0] : !llvm_struct_a37b2a
      %2051 = llvm.extractvalue %2049[1] : !llvm_struct_a37b2a
      %2052 = llvm.extractvalue %2049[2] : !llvm_struct_a37b2a
      %2053 = llvm.extractvalue %2049[3] : !llvm_struct_a37b2a
      %2054 = llvm.insertelement %2050, %4[%3 : i64] : vector<4xi32>
      %2055 = llvm.insertelement %2051, %2054[%2 : i64] : vector<4xi32>
      %2056 = llvm.insertelement %2052, %2055[%1 : i64] : vector<4xi32>
      %2057 = llvm.insertelement %2053, %2056[%0 : i64] : vector<4xi32>
      %2058 = llvm.extractelement %2057[%53 : i32] : vector<4xi32>
      llvm.store %2058, %2048 : i32, !llvm.ptr
      %2059 = llvm.extractelement %2057[%63 : i32] : vector<4xi32>
      %2060 = llvm.getelementptr %2048[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %2059, %2060 : i32, !llvm.ptr
      %2061 = llvm.extractelement %2057[%54 : i32] : vector<4xi32>
      %2062 = llvm.getelementptr %2048[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %2061, %2062 : i32, !llvm.ptr
      %2063 = llvm.extractelement %2057[%55 : i32] : vector<4xi32>
      %2064 = llvm.getelementptr %2048[34] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %2063, %2064 : i32, !llvm.ptr
      %2065 = llvm.add %2037, %63 : i32
      llvm.br ^bb194(%2065 : i32)
    ^bb196:  // pred: ^bb194
      llvm.br ^bb197(%53 : i32)
    ^bb197(%2066: i32):  // 2 preds: ^bb196, ^bb201
      %2067 = llvm.icmp "slt" %2066, %47 : i32
      llvm.cond_br %2067, ^bb198, ^bb202 {llvm.loop_annotation = #loop_annotation}
    ^bb198:  // pred: ^bb197
      %2068 = llvm.mul %2066, %61 : i32
      %2069 = llvm.getelementptr %1271[%2068] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2070 = llvm.getelementptr %2069[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %2071 = llvm.getelementptr %2069[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %2072 = llvm.getelementptr %2069[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb199(%53 : i32)
    ^bb199(%2073: i32):  // 2 preds: ^bb198, ^bb200
      %2074 = llvm.icmp "slt" %2073, %61 : i32
      llvm.cond_br %2074, ^bb200, ^bb201 {llvm.loop_annotation = #loop_annotation}
    ^bb200:  // pred: ^bb199
      %2075 = llvm.sdiv %2073, %47 : i32
      %2076 = llvm.srem %2073, %47 : i32
      %2077 = llvm.sdiv %2076, %54 : i32
      %2078 = llvm.srem %2076, %54 : i32
      %2079 = llvm.mul %2078, %46 : i32
      %2080 = llvm.mul %2077, %37 : i32
      %2081 = llvm.add %2079, %2080 : i32
      %2082 = llvm.mul %2075, %47 : i32
      %2083 = llvm.add %2081, %2082 : i32
      %2084 = llvm.getelementptr %1272[%2083] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2085 = llvm.mul %2066, %47 : i32
      %2086 = llvm.mul %2073, %60 : i32
      %2087 = llvm.add %2085, %2086 : i32
      %2088 = llvm.getelementptr %65[%2087] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2089 = llvm.load %2069 : !llvm.ptr -> vector<2xf16>
      %2090 = llvm.load %2070 : !llvm.ptr -> vector<2xf16>
      %2091 = llvm.load %2071 : !llvm.ptr -> vector<2xf16>
      %2092 = llvm.load %2072 : !llvm.ptr -> vector<2xf16>
      %2093 = llvm.load %2084 : !llvm.ptr -> vector<2xf16>
      %2094 = llvm.getelementptr %2084[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %2095 = llvm.load %2094 : !llvm.ptr -> vector<2xf16>
      %2096 = llvm.load %2088 : !llvm.ptr -> f32
      %2097 = llvm.getelementptr %2088[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %2098 = llvm.load %2097 : !llvm.ptr -> f32
      %2099 = llvm.getelementptr %2088[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %2100 = llvm.load %2099 : !llvm.ptr -> f32
      %2101 = llvm.getelementptr %2088[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %2102 = llvm.load %2101 : !llvm.ptr -> f32
      %2103 = nvvm.mma.sync A[%2089, %2090, %2091, %2092]  B[%2093, %2095]  C[%2096, %2098, %2100, %2102]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %2104 = llvm.extractvalue %2103[0] : !llvm_struct_687153
      %2105 = llvm.extractvalue %2103[1] : !llvm_struct_687153
      %2106 = llvm.extractvalue %2103[2] : !llvm_struct_687153
      %2107 = llvm.extractvalue %2103[3] : !llvm_struct_687153
      llvm.store %2104, %2088 : f32, !llvm.ptr
      llvm.store %2105, %2097 : f32, !llvm.ptr
      llvm.store %2106, %2099 : f32, !llvm.ptr
      llvm.store %2107, %2101 : f32, !llvm.ptr
      %2108 = llvm.add %2073, %63 : i32
      llvm.br ^bb199(%2108 : i32)
    ^bb201:  // pred: ^bb199
      %2109 = llvm.add %2066, %63 : i32
      llvm.br ^bb197(%2109 : i32)
    ^bb202:  // pred: ^bb197
      %2110 = llvm.add %1273, %63 : i32
      llvm.br ^bb103(%2110, %1275, %2010 : i32, i32, i32)
    ^bb203:  // pred: ^bb103
      nvvm.cp.async.wait.group 0
      %2111 = llvm.load %65 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %2112 = llvm.fptrunc %2111 : vector<128xf32> to vector<128xf16>
      llvm.store %2112, %64 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %2113 = llvm.add %89, %63 : i32
      %2114 = llvm.mul %2113, %62 : i32
      %2115 = llvm.icmp "sle" %2114, %40 : i32
      %2116 = llvm.add %98, %63 : i32
      %2117 = llvm.mul %2116, %62 : i32
      %2118 = llvm.icmp "sle" %2117, %45 : i32
      %2119 = llvm.and %2115, %2118 : i1
      llvm.cond_br %2119, ^bb204, ^bb208
    ^bb204:  // pred: ^bb203
      llvm.br ^bb205(%53 : i32)
    ^bb205(%2120: i32):  // 2 preds: ^bb204, ^bb206
      %2121 = llvm.icmp "slt" %2120, %37 : i32
      llvm.cond_br %2121, ^bb206, ^bb207 {llvm.loop_annotation = #loop_annotation}
    ^bb206:  // pred: ^bb205
      %2122 = llvm.mul %2120, %54 : i32
      %2123 = llvm.getelementptr %64[%2122] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %2124 = llvm.sdiv %2120, %54 : i32
      %2125 = llvm.srem %2120, %54 : i32
      %2126 = llvm.mul %2125, %14 : i32
      %2127 = llvm.sdiv %2124, %47 : i32
      %2128 = llvm.srem %2124, %47 : i32
      %2129 = llvm.mul %2128, %13 : i32
      %2130 = llvm.add %2126, %2129 : i32
      %2131 = llvm.mul %2127, %60 : i32
      %2132 = llvm.add %2130, %2131 : i32
      %2133 = llvm.getelementptr %1178[%2132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %2134 = llvm.load %2123 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %2134, %2133 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %2135 = llvm.add %2120, %63 : i32
      llvm.br ^bb205(%2135 : i32)
    ^bb207:  // 3 preds: ^bb205, ^bb462, ^bb463
      llvm.br ^bb464
    ^bb208:  // pred: ^bb203
      %2136 = llvm.mul %1167, %60 : i32
      %2137 = llvm.add %1169, %2136 : i32
      %2138 = llvm.add %1171, %1175 : i32
      %2139 = llvm.add %102, %2137 : i32
      %2140 = llvm.icmp "slt" %2139, %40 : i32
      %2141 = llvm.icmp "slt" %2138, %45 : i32
      %2142 = llvm.and %2140, %2141 : i1
      llvm.cond_br %2142, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %2143 = llvm.ptrtoint %64 : !llvm.ptr to i64
      %2144 = llvm.inttoptr %2143 : i64 to !llvm.ptr
      %2145 = llvm.load %2144 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2146 = llvm.ptrtoint %1178 : !llvm.ptr<1> to i64
      %2147 = llvm.inttoptr %2146 : i64 to !llvm.ptr<1>
      llvm.store %2145, %2147 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %2148 = llvm.add %2138, %63 : i32
      %2149 = llvm.icmp "slt" %2148, %45 : i32
      %2150 = llvm.and %2140, %2149 : i1
      llvm.cond_br %2150, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %2151 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %2152 = llvm.ptrtoint %2151 : !llvm.ptr to i64
      %2153 = llvm.inttoptr %2152 : i64 to !llvm.ptr
      %2154 = llvm.load %2153 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2155 = llvm.getelementptr %1178[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2156 = llvm.ptrtoint %2155 : !llvm.ptr<1> to i64
      %2157 = llvm.inttoptr %2156 : i64 to !llvm.ptr<1>
      llvm.store %2154, %2157 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %2158 = llvm.add %2139, %61 : i32
      %2159 = llvm.icmp "slt" %2158, %40 : i32
      %2160 = llvm.and %2159, %2141 : i1
      llvm.cond_br %2160, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %2161 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %2162 = llvm.ptrtoint %2161 : !llvm.ptr to i64
      %2163 = llvm.inttoptr %2162 : i64 to !llvm.ptr
      %2164 = llvm.load %2163 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2165 = llvm.getelementptr %1178[192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2166 = llvm.ptrtoint %2165 : !llvm.ptr<1> to i64
      %2167 = llvm.inttoptr %2166 : i64 to !llvm.ptr<1>
      llvm.store %2164, %2167 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %2168 = llvm.and %2159, %2149 : i1
      llvm.cond_br %2168, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %2169 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %2170 = llvm.ptrtoint %2169 : !llvm.ptr to i64
      %2171 = llvm.inttoptr %2170 : i64 to !llvm.ptr
      %2172 = llvm.load %2171 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2173 = llvm.getelementptr %1178[193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2174 = llvm.ptrtoint %2173 : !llvm.ptr<1> to i64
      %2175 = llvm.inttoptr %2174 : i64 to !llvm.ptr<1>
      llvm.store %2172, %2175 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %2176 = llvm.add %2139, %46 : i32
      %2177 = llvm.icmp "slt" %2176, %40 : i32
      %2178 = llvm.and %2177, %2141 : i1
      llvm.cond_br %2178, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %2179 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %2180 = llvm.ptrtoint %2179 : !llvm.ptr to i64
      %2181 = llvm.inttoptr %2180 : i64 to !llvm.ptr
      %2182 = llvm.load %2181 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2183 = llvm.getelementptr %1178[768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2184 = llvm.ptrtoint %2183 : !llvm.ptr<1> to i64
      %2185 = llvm.inttoptr %2184 : i64 to !llvm.ptr<1>
      llvm.store %2182, %2185 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %2186 = llvm.and %2177, %2149 : i1
      llvm.cond_br %2186, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %2187 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %2188 = llvm.ptrtoint %2187 : !llvm.ptr to i64
      %2189 = llvm.inttoptr %2188 : i64 to !llvm.ptr
      %2190 = llvm.load %2189 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2191 = llvm.getelementptr %1178[769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2192 = llvm.ptrtoint %2191 : !llvm.ptr<1> to i64
      %2193 = llvm.inttoptr %2192 : i64 to !llvm.ptr<1>
      llvm.store %2190, %2193 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %2194 = llvm.add %2139, %17 : i32
      %2195 = llvm.icmp "slt" %2194, %40 : i32
      %2196 = llvm.and %2195, %2141 : i1
      llvm.cond_br %2196, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %2197 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %2198 = llvm.ptrtoint %2197 : !llvm.ptr to i64
      %2199 = llvm.inttoptr %2198 : i64 to !llvm.ptr
      %2200 = llvm.load %2199 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2201 = llvm.getelementptr %1178[960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2202 = llvm.ptrtoint %2201 : !llvm.ptr<1> to i64
      %2203 = llvm.inttoptr %2202 : i64 to !llvm.ptr<1>
      llvm.store %2200, %2203 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %2204 = llvm.and %2195, %2149 : i1
      llvm.cond_br %2204, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %2205 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %2206 = llvm.ptrtoint %2205 : !llvm.ptr to i64
      %2207 = llvm.inttoptr %2206 : i64 to !llvm.ptr
      %2208 = llvm.load %2207 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2209 = llvm.getelementptr %1178[961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2210 = llvm.ptrtoint %2209 : !llvm.ptr<1> to i64
      %2211 = llvm.inttoptr %2210 : i64 to !llvm.ptr<1>
      llvm.store %2208, %2211 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %2212 = llvm.add %2139, %37 : i32
      %2213 = llvm.icmp "slt" %2212, %40 : i32
      %2214 = llvm.and %2213, %2141 : i1
      llvm.cond_br %2214, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %2215 = llvm.getelementptr %64[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %2216 = llvm.ptrtoint %2215 : !llvm.ptr to i64
      %2217 = llvm.inttoptr %2216 : i64 to !llvm.ptr
      %2218 = llvm.load %2217 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2219 = llvm.getelementptr %1178[1536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2220 = llvm.ptrtoint %2219 : !llvm.ptr<1> to i64
      %2221 = llvm.inttoptr %2220 : i64 to !llvm.ptr<1>
      llvm.store %2218, %2221 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %2222 = llvm.and %2213, %2149 : i1
      llvm.cond_br %2222, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %2223 = llvm.getelementptr %64[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %2224 = llvm.ptrtoint %2223 : !llvm.ptr to i64
      %2225 = llvm.inttoptr %2224 : i64 to !llvm.ptr
      %2226 = llvm.load %2225 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2227 = llvm.getelementptr %1178[1537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2228 = llvm.ptrtoint %2227 : !llvm.ptr<1> to i64
      %2229 = llvm.inttoptr %2228 : i64 to !llvm.ptr<1>
      llvm.store %2226, %2229 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %2230 = llvm.add %2139, %23 : i32
      %2231 = llvm.icmp "slt" %2230, %40 : i32
      %2232 = llvm.and %2231, %2141 : i1
      llvm.cond_br %2232, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %2233 = llvm.getelementptr %64[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %2234 = llvm.ptrtoint %2233 : !llvm.ptr to i64
      %2235 = llvm.inttoptr %2234 : i64 to !llvm.ptr
      %2236 = llvm.load %2235 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2237 = llvm.getelementptr %1178[1728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2238 = llvm.ptrtoint %2237 : !llvm.ptr<1> to i64
      %2239 = llvm.inttoptr %2238 : i64 to !llvm.ptr<1>
      llvm.store %2236, %2239 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %2240 = llvm.and %2231, %2149 : i1
      llvm.cond_br %2240, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %2241 = llvm.getelementptr %64[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %2242 = llvm.ptrtoint %2241 : !llvm.ptr to i64
      %2243 = llvm.inttoptr %2242 : i64 to !llvm.ptr
      %2244 = llvm.load %2243 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2245 = llvm.getelementptr %1178[1729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2246 = llvm.ptrtoint %2245 : !llvm.ptr<1> to i64
      %2247 = llvm.inttoptr %2246 : i64 to !llvm.ptr<1>
      llvm.store %2244, %2247 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %2248 = llvm.add %2139, %25 : i32
      %2249 = llvm.icmp "slt" %2248, %40 : i32
      %2250 = llvm.and %2249, %2141 : i1
      llvm.cond_br %2250, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %2251 = llvm.getelementptr %64[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %2252 = llvm.ptrtoint %2251 : !llvm.ptr to i64
      %2253 = llvm.inttoptr %2252 : i64 to !llvm.ptr
      %2254 = llvm.load %2253 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2255 = llvm.getelementptr %1178[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2256 = llvm.ptrtoint %2255 : !llvm.ptr<1> to i64
      %2257 = llvm.inttoptr %2256 : i64 to !llvm.ptr<1>
      llvm.store %2254, %2257 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %2258 = llvm.and %2249, %2149 : i1
      llvm.cond_br %2258, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %2259 = llvm.getelementptr %64[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %2260 = llvm.ptrtoint %2259 : !llvm.ptr to i64
      %2261 = llvm.inttoptr %2260 : i64 to !llvm.ptr
      %2262 = llvm.load %2261 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2263 = llvm.getelementptr %1178[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2264 = llvm.ptrtoint %2263 : !llvm.ptr<1> to i64
      %2265 = llvm.inttoptr %2264 : i64 to !llvm.ptr<1>
      llvm.store %2262, %2265 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %2266 = llvm.add %2139, %12 : i32
      %2267 = llvm.icmp "slt" %2266, %40 : i32
      %2268 = llvm.and %2267, %2141 : i1
      llvm.cond_br %2268, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %2269 = llvm.getelementptr %64[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %2270 = llvm.ptrtoint %2269 : !llvm.ptr to i64
      %2271 = llvm.inttoptr %2270 : i64 to !llvm.ptr
      %2272 = llvm.load %2271 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2273 = llvm.getelementptr %1178[2496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2274 = llvm.ptrtoint %2273 : !llvm.ptr<1> to i64
      %2275 = llvm.inttoptr %2274 : i64 to !llvm.ptr<1>
      llvm.store %2272, %2275 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %2276 = llvm.and %2267, %2149 : i1
      llvm.cond_br %2276, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %2277 = llvm.getelementptr %64[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %2278 = llvm.ptrtoint %2277 : !llvm.ptr to i64
      %2279 = llvm.inttoptr %2278 : i64 to !llvm.ptr
      %2280 = llvm.load %2279 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2281 = llvm.getelementptr %1178[2497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2282 = llvm.ptrtoint %2281 : !llvm.ptr<1> to i64
      %2283 = llvm.inttoptr %2282 : i64 to !llvm.ptr<1>
      llvm.store %2280, %2283 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %2284 = llvm.add %2138, %60 : i32
      %2285 = llvm.icmp "slt" %2284, %45 : i32
      %2286 = llvm.and %2140, %2285 : i1
      llvm.cond_br %2286, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %2287 = llvm.getelementptr %64[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %2288 = llvm.ptrtoint %2287 : !llvm.ptr to i64
      %2289 = llvm.inttoptr %2288 : i64 to !llvm.ptr
      %2290 = llvm.load %2289 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2291 = llvm.getelementptr %1178[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2292 = llvm.ptrtoint %2291 : !llvm.ptr<1> to i64
      %2293 = llvm.inttoptr %2292 : i64 to !llvm.ptr<1>
      llvm.store %2290, %2293 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %2294 = llvm.add %2138, %11 : i32
      %2295 = llvm.icmp "slt" %2294, %45 : i32
      %2296 = llvm.and %2140, %2295 : i1
      llvm.cond_br %2296, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2297 = llvm.getelementptr %64[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %2298 = llvm.ptrtoint %2297 : !llvm.ptr to i64
      %2299 = llvm.inttoptr %2298 : i64 to !llvm.ptr
      %2300 = llvm.load %2299 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2301 = llvm.getelementptr %1178[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2302 = llvm.ptrtoint %2301 : !llvm.ptr<1> to i64
      %2303 = llvm.inttoptr %2302 : i64 to !llvm.ptr<1>
      llvm.store %2300, %2303 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2304 = llvm.and %2159, %2285 : i1
      llvm.cond_br %2304, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2305 = llvm.getelementptr %64[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %2306 = llvm.ptrtoint %2305 : !llvm.ptr to i64
      %2307 = llvm.inttoptr %2306 : i64 to !llvm.ptr
      %2308 = llvm.load %2307 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2309 = llvm.getelementptr %1178[208] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2310 = llvm.ptrtoint %2309 : !llvm.ptr<1> to i64
      %2311 = llvm.inttoptr %2310 : i64 to !llvm.ptr<1>
      llvm.store %2308, %2311 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2312 = llvm.and %2159, %2295 : i1
      llvm.cond_br %2312, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2313 = llvm.getelementptr %64[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %2314 = llvm.ptrtoint %2313 : !llvm.ptr to i64
      %2315 = llvm.inttoptr %2314 : i64 to !llvm.ptr
      %2316 = llvm.load %2315 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2317 = llvm.getelementptr %1178[209] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2318 = llvm.ptrtoint %2317 : !llvm.ptr<1> to i64
      %2319 = llvm.inttoptr %2318 : i64 to !llvm.ptr<1>
      llvm.store %2316, %2319 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2320 = llvm.and %2177, %2285 : i1
      llvm.cond_br %2320, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2321 = llvm.getelementptr %64[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %2322 = llvm.ptrtoint %2321 : !llvm.ptr to i64
      %2323 = llvm.inttoptr %2322 : i64 to !llvm.ptr
      %2324 = llvm.load %2323 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2325 = llvm.getelementptr %1178[784] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2326 = llvm.ptrtoint %2325 : !llvm.ptr<1> to i64
      %2327 = llvm.inttoptr %2326 : i64 to !llvm.ptr<1>
      llvm.store %2324, %2327 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2328 = llvm.and %2177, %2295 : i1
      llvm.cond_br %2328, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2329 = llvm.getelementptr %64[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %2330 = llvm.ptrtoint %2329 : !llvm.ptr to i64
      %2331 = llvm.inttoptr %2330 : i64 to !llvm.ptr
      %2332 = llvm.load %2331 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2333 = llvm.getelementptr %1178[785] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2334 = llvm.ptrtoint %2333 : !llvm.ptr<1> to i64
      %2335 = llvm.inttoptr %2334 : i64 to !llvm.ptr<1>
      llvm.store %2332, %2335 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2336 = llvm.and %2195, %2285 : i1
      llvm.cond_br %2336, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2337 = llvm.getelementptr %64[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %2338 = llvm.ptrtoint %2337 : !llvm.ptr to i64
      %2339 = llvm.inttoptr %2338 : i64 to !llvm.ptr
      %2340 = llvm.load %2339 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2341 = llvm.getelementptr %1178[976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2342 = llvm.ptrtoint %2341 : !llvm.ptr<1> to i64
      %2343 = llvm.inttoptr %2342 : i64 to !llvm.ptr<1>
      llvm.store %2340, %2343 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2344 = llvm.and %2195, %2295 : i1
      llvm.cond_br %2344, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2345 = llvm.getelementptr %64[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %2346 = llvm.ptrtoint %2345 : !llvm.ptr to i64
      %2347 = llvm.inttoptr %2346 : i64 to !llvm.ptr
      %2348 = llvm.load %2347 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2349 = llvm.getelementptr %1178[977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2350 = llvm.ptrtoint %2349 : !llvm.ptr<1> to i64
      %2351 = llvm.inttoptr %2350 : i64 to !llvm.ptr<1>
      llvm.store %2348, %2351 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2352 = llvm.and %2213, %2285 : i1
      llvm.cond_br %2352, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2353 = llvm.getelementptr %64[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %2354 = llvm.ptrtoint %2353 : !llvm.ptr to i64
      %2355 = llvm.inttoptr %2354 : i64 to !llvm.ptr
      %2356 = llvm.load %2355 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2357 = llvm.getelementptr %1178[1552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2358 = llvm.ptrtoint %2357 : !llvm.ptr<1> to i64
      %2359 = llvm.inttoptr %2358 : i64 to !llvm.ptr<1>
      llvm.store %2356, %2359 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2360 = llvm.and %2213, %2295 : i1
      llvm.cond_br %2360, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2361 = llvm.getelementptr %64[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %2362 = llvm.ptrtoint %2361 : !llvm.ptr to i64
      %2363 = llvm.inttoptr %2362 : i64 to !llvm.ptr
      %2364 = llvm.load %2363 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2365 = llvm.getelementptr %1178[1553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2366 = llvm.ptrtoint %2365 : !llvm.ptr<1> to i64
      %2367 = llvm.inttoptr %2366 : i64 to !llvm.ptr<1>
      llvm.store %2364, %2367 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2368 = llvm.and %2231, %2285 : i1
      llvm.cond_br %2368, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2369 = llvm.getelementptr %64[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %2370 = llvm.ptrtoint %2369 : !llvm.ptr to i64
      %2371 = llvm.inttoptr %2370 : i64 to !llvm.ptr
      %2372 = llvm.load %2371 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2373 = llvm.getelementptr %1178[1744] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2374 = llvm.ptrtoint %2373 : !llvm.ptr<1> to i64
      %2375 = llvm.inttoptr %2374 : i64 to !llvm.ptr<1>
      llvm.store %2372, %2375 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2376 = llvm.and %2231, %2295 : i1
      llvm.cond_br %2376, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2377 = llvm.getelementptr %64[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %2378 = llvm.ptrtoint %2377 : !llvm.ptr to i64
      %2379 = llvm.inttoptr %2378 : i64 to !llvm.ptr
      %2380 = llvm.load %2379 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2381 = llvm.getelementptr %1178[1745] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2382 = llvm.ptrtoint %2381 : !llvm.ptr<1> to i64
      %2383 = llvm.inttoptr %2382 : i64 to !llvm.ptr<1>
      llvm.store %2380, %2383 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2384 = llvm.and %2249, %2285 : i1
      llvm.cond_br %2384, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2385 = llvm.getelementptr %64[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %2386 = llvm.ptrtoint %2385 : !llvm.ptr to i64
      %2387 = llvm.inttoptr %2386 : i64 to !llvm.ptr
      %2388 = llvm.load %2387 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2389 = llvm.getelementptr %1178[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2390 = llvm.ptrtoint %2389 : !llvm.ptr<1> to i64
      %2391 = llvm.inttoptr %2390 : i64 to !llvm.ptr<1>
      llvm.store %2388, %2391 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2392 = llvm.and %2249, %2295 : i1
      llvm.cond_br %2392, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2393 = llvm.getelementptr %64[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %2394 = llvm.ptrtoint %2393 : !llvm.ptr to i64
      %2395 = llvm.inttoptr %2394 : i64 to !llvm.ptr
      %2396 = llvm.load %2395 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2397 = llvm.getelementptr %1178[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2398 = llvm.ptrtoint %2397 : !llvm.ptr<1> to i64
      %2399 = llvm.inttoptr %2398 : i64 to !llvm.ptr<1>
      llvm.store %2396, %2399 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2400 = llvm.and %2267, %2285 : i1
      llvm.cond_br %2400, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2401 = llvm.getelementptr %64[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %2402 = llvm.ptrtoint %2401 : !llvm.ptr to i64
      %2403 = llvm.inttoptr %2402 : i64 to !llvm.ptr
      %2404 = llvm.load %2403 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2405 = llvm.getelementptr %1178[2512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2406 = llvm.ptrtoint %2405 : !llvm.ptr<1> to i64
      %2407 = llvm.inttoptr %2406 : i64 to !llvm.ptr<1>
      llvm.store %2404, %2407 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2408 = llvm.and %2267, %2295 : i1
      llvm.cond_br %2408, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2409 = llvm.getelementptr %64[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %2410 = llvm.ptrtoint %2409 : !llvm.ptr to i64
      %2411 = llvm.inttoptr %2410 : i64 to !llvm.ptr
      %2412 = llvm.load %2411 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2413 = llvm.getelementptr %1178[2513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2414 = llvm.ptrtoint %2413 : !llvm.ptr<1> to i64
      %2415 = llvm.inttoptr %2414 : i64 to !llvm.ptr<1>
      llvm.store %2412, %2415 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2416 = llvm.add %2138, %46 : i32
      %2417 = llvm.icmp "slt" %2416, %45 : i32
      %2418 = llvm.and %2140, %2417 : i1
      llvm.cond_br %2418, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2419 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %2420 = llvm.ptrtoint %2419 : !llvm.ptr to i64
      %2421 = llvm.inttoptr %2420 : i64 to !llvm.ptr
      %2422 = llvm.load %2421 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2423 = llvm.getelementptr %1178[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2424 = llvm.ptrtoint %2423 : !llvm.ptr<1> to i64
      %2425 = llvm.inttoptr %2424 : i64 to !llvm.ptr<1>
      llvm.store %2422, %2425 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2426 = llvm.add %2138, %10 : i32
      %2427 = llvm.icmp "slt" %2426, %45 : i32
      %2428 = llvm.and %2140, %2427 : i1
      llvm.cond_br %2428, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2429 = llvm.getelementptr %64[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %2430 = llvm.ptrtoint %2429 : !llvm.ptr to i64
      %2431 = llvm.inttoptr %2430 : i64 to !llvm.ptr
      %2432 = llvm.load %2431 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2433 = llvm.getelementptr %1178[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2434 = llvm.ptrtoint %2433 : !llvm.ptr<1> to i64
      %2435 = llvm.inttoptr %2434 : i64 to !llvm.ptr<1>
      llvm.store %2432, %2435 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2436 = llvm.and %2159, %2417 : i1
      llvm.cond_br %2436, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2437 = llvm.getelementptr %64[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %2438 = llvm.ptrtoint %2437 : !llvm.ptr to i64
      %2439 = llvm.inttoptr %2438 : i64 to !llvm.ptr
      %2440 = llvm.load %2439 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2441 = llvm.getelementptr %1178[224] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2442 = llvm.ptrtoint %2441 : !llvm.ptr<1> to i64
      %2443 = llvm.inttoptr %2442 : i64 to !llvm.ptr<1>
      llvm.store %2440, %2443 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2444 = llvm.and %2159, %2427 : i1
      llvm.cond_br %2444, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2445 = llvm.getelementptr %64[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %2446 = llvm.ptrtoint %2445 : !llvm.ptr to i64
      %2447 = llvm.inttoptr %2446 : i64 to !llvm.ptr
      %2448 = llvm.load %2447 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2449 = llvm.getelementptr %1178[225] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2450 = llvm.ptrtoint %2449 : !llvm.ptr<1> to i64
      %2451 = llvm.inttoptr %2450 : i64 to !llvm.ptr<1>
      llvm.store %2448, %2451 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2452 = llvm.and %2177, %2417 : i1
      llvm.cond_br %2452, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2453 = llvm.getelementptr %64[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %2454 = llvm.ptrtoint %2453 : !llvm.ptr to i64
      %2455 = llvm.inttoptr %2454 : i64 to !llvm.ptr
      %2456 = llvm.load %2455 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2457 = llvm.getelementptr %1178[800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2458 = llvm.ptrtoint %2457 : !llvm.ptr<1> to i64
      %2459 = llvm.inttoptr %2458 : i64 to !llvm.ptr<1>
      llvm.store %2456, %2459 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2460 = llvm.and %2177, %2427 : i1
      llvm.cond_br %2460, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2461 = llvm.getelementptr %64[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %2462 = llvm.ptrtoint %2461 : !llvm.ptr to i64
      %2463 = llvm.inttoptr %2462 : i64 to !llvm.ptr
      %2464 = llvm.load %2463 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2465 = llvm.getelementptr %1178[801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2466 = llvm.ptrtoint %2465 : !llvm.ptr<1> to i64
      %2467 = llvm.inttoptr %2466 : i64 to !llvm.ptr<1>
      llvm.store %2464, %2467 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2468 = llvm.and %2195, %2417 : i1
      llvm.cond_br %2468, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2469 = llvm.getelementptr %64[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %2470 = llvm.ptrtoint %2469 : !llvm.ptr to i64
      %2471 = llvm.inttoptr %2470 : i64 to !llvm.ptr
      %2472 = llvm.load %2471 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2473 = llvm.getelementptr %1178[992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2474 = llvm.ptrtoint %2473 : !llvm.ptr<1> to i64
      %2475 = llvm.inttoptr %2474 : i64 to !llvm.ptr<1>
      llvm.store %2472, %2475 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2476 = llvm.and %2195, %2427 : i1
      llvm.cond_br %2476, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2477 = llvm.getelementptr %64[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %2478 = llvm.ptrtoint %2477 : !llvm.ptr to i64
      %2479 = llvm.inttoptr %2478 : i64 to !llvm.ptr
      %2480 = llvm.load %2479 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2481 = llvm.getelementptr %1178[993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2482 = llvm.ptrtoint %2481 : !llvm.ptr<1> to i64
      %2483 = llvm.inttoptr %2482 : i64 to !llvm.ptr<1>
      llvm.store %2480, %2483 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2484 = llvm.and %2213, %2417 : i1
      llvm.cond_br %2484, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2485 = llvm.getelementptr %64[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %2486 = llvm.ptrtoint %2485 : !llvm.ptr to i64
      %2487 = llvm.inttoptr %2486 : i64 to !llvm.ptr
      %2488 = llvm.load %2487 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2489 = llvm.getelementptr %1178[1568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2490 = llvm.ptrtoint %2489 : !llvm.ptr<1> to i64
      %2491 = llvm.inttoptr %2490 : i64 to !llvm.ptr<1>
      llvm.store %2488, %2491 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2492 = llvm.and %2213, %2427 : i1
      llvm.cond_br %2492, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2493 = llvm.getelementptr %64[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %2494 = llvm.ptrtoint %2493 : !llvm.ptr to i64
      %2495 = llvm.inttoptr %2494 : i64 to !llvm.ptr
      %2496 = llvm.load %2495 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2497 = llvm.getelementptr %1178[1569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2498 = llvm.ptrtoint %2497 : !llvm.ptr<1> to i64
      %2499 = llvm.inttoptr %2498 : i64 to !llvm.ptr<1>
      llvm.store %2496, %2499 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2500 = llvm.and %2231, %2417 : i1
      llvm.cond_br %2500, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2501 = llvm.getelementptr %64[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %2502 = llvm.ptrtoint %2501 : !llvm.ptr to i64
      %2503 = llvm.inttoptr %2502 : i64 to !llvm.ptr
      %2504 = llvm.load %2503 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2505 = llvm.getelementptr %1178[1760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2506 = llvm.ptrtoint %2505 : !llvm.ptr<1> to i64
      %2507 = llvm.inttoptr %2506 : i64 to !llvm.ptr<1>
      llvm.store %2504, %2507 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2508 = llvm.and %2231, %2427 : i1
      llvm.cond_br %2508, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2509 = llvm.getelementptr %64[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %2510 = llvm.ptrtoint %2509 : !llvm.ptr to i64
      %2511 = llvm.inttoptr %2510 : i64 to !llvm.ptr
      %2512 = llvm.load %2511 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2513 = llvm.getelementptr %1178[1761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2514 = llvm.ptrtoint %2513 : !llvm.ptr<1> to i64
      %2515 = llvm.inttoptr %2514 : i64 to !llvm.ptr<1>
      llvm.store %2512, %2515 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2516 = llvm.and %2249, %2417 : i1
      llvm.cond_br %2516, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2517 = llvm.getelementptr %64[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %2518 = llvm.ptrtoint %2517 : !llvm.ptr to i64
      %2519 = llvm.inttoptr %2518 : i64 to !llvm.ptr
      %2520 = llvm.load %2519 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2521 = llvm.getelementptr %1178[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2522 = llvm.ptrtoint %2521 : !llvm.ptr<1> to i64
      %2523 = llvm.inttoptr %2522 : i64 to !llvm.ptr<1>
      llvm.store %2520, %2523 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2524 = llvm.and %2249, %2427 : i1
      llvm.cond_br %2524, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2525 = llvm.getelementptr %64[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %2526 = llvm.ptrtoint %2525 : !llvm.ptr to i64
      %2527 = llvm.inttoptr %2526 : i64 to !llvm.ptr
      %2528 = llvm.load %2527 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2529 = llvm.getelementptr %1178[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2530 = llvm.ptrtoint %2529 : !llvm.ptr<1> to i64
      %2531 = llvm.inttoptr %2530 : i64 to !llvm.ptr<1>
      llvm.store %2528, %2531 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2532 = llvm.and %2267, %2417 : i1
      llvm.cond_br %2532, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2533 = llvm.getelementptr %64[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %2534 = llvm.ptrtoint %2533 : !llvm.ptr to i64
      %2535 = llvm.inttoptr %2534 : i64 to !llvm.ptr
      %2536 = llvm.load %2535 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2537 = llvm.getelementptr %1178[2528] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2538 = llvm.ptrtoint %2537 : !llvm.ptr<1> to i64
      %2539 = llvm.inttoptr %2538 : i64 to !llvm.ptr<1>
      llvm.store %2536, %2539 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2540 = llvm.and %2267, %2427 : i1
      llvm.cond_br %2540, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2541 = llvm.getelementptr %64[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %2542 = llvm.ptrtoint %2541 : !llvm.ptr to i64
      %2543 = llvm.inttoptr %2542 : i64 to !llvm.ptr
      %2544 = llvm.load %2543 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2545 = llvm.getelementptr %1178[2529] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2546 = llvm.ptrtoint %2545 : !llvm.ptr<1> to i64
      %2547 = llvm.inttoptr %2546 : i64 to !llvm.ptr<1>
      llvm.store %2544, %2547 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2548 = llvm.add %2138, %27 : i32
      %2549 = llvm.icmp "slt" %2548, %45 : i32
      %2550 = llvm.and %2140, %2549 : i1
      llvm.cond_br %2550, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2551 = llvm.getelementptr %64[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %2552 = llvm.ptrtoint %2551 : !llvm.ptr to i64
      %2553 = llvm.inttoptr %2552 : i64 to !llvm.ptr
      %2554 = llvm.load %2553 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2555 = llvm.getelementptr %1178[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2556 = llvm.ptrtoint %2555 : !llvm.ptr<1> to i64
      %2557 = llvm.inttoptr %2556 : i64 to !llvm.ptr<1>
      llvm.store %2554, %2557 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2558 = llvm.add %2138, %9 : i32
      %2559 = llvm.icmp "slt" %2558, %45 : i32
      %2560 = llvm.and %2140, %2559 : i1
      llvm.cond_br %2560, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2561 = llvm.getelementptr %64[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %2562 = llvm.ptrtoint %2561 : !llvm.ptr to i64
      %2563 = llvm.inttoptr %2562 : i64 to !llvm.ptr
      %2564 = llvm.load %2563 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2565 = llvm.getelementptr %1178[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2566 = llvm.ptrtoint %2565 : !llvm.ptr<1> to i64
      %2567 = llvm.inttoptr %2566 : i64 to !llvm.ptr<1>
      llvm.store %2564, %2567 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2568 = llvm.and %2159, %2549 : i1
      llvm.cond_br %2568, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2569 = llvm.getelementptr %64[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %2570 = llvm.ptrtoint %2569 : !llvm.ptr to i64
      %2571 = llvm.inttoptr %2570 : i64 to !llvm.ptr
      %2572 = llvm.load %2571 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2573 = llvm.getelementptr %1178[240] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2574 = llvm.ptrtoint %2573 : !llvm.ptr<1> to i64
      %2575 = llvm.inttoptr %2574 : i64 to !llvm.ptr<1>
      llvm.store %2572, %2575 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2576 = llvm.and %2159, %2559 : i1
      llvm.cond_br %2576, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2577 = llvm.getelementptr %64[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %2578 = llvm.ptrtoint %2577 : !llvm.ptr to i64
      %2579 = llvm.inttoptr %2578 : i64 to !llvm.ptr
      %2580 = llvm.load %2579 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2581 = llvm.getelementptr %1178[241] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2582 = llvm.ptrtoint %2581 : !llvm.ptr<1> to i64
      %2583 = llvm.inttoptr %2582 : i64 to !llvm.ptr<1>
      llvm.store %2580, %2583 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2584 = llvm.and %2177, %2549 : i1
      llvm.cond_br %2584, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2585 = llvm.getelementptr %64[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %2586 = llvm.ptrtoint %2585 : !llvm.ptr to i64
      %2587 = llvm.inttoptr %2586 : i64 to !llvm.ptr
      %2588 = llvm.load %2587 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2589 = llvm.getelementptr %1178[816] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2590 = llvm.ptrtoint %2589 : !llvm.ptr<1> to i64
      %2591 = llvm.inttoptr %2590 : i64 to !llvm.ptr<1>
      llvm.store %2588, %2591 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2592 = llvm.and %2177, %2559 : i1
      llvm.cond_br %2592, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2593 = llvm.getelementptr %64[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %2594 = llvm.ptrtoint %2593 : !llvm.ptr to i64
      %2595 = llvm.inttoptr %2594 : i64 to !llvm.ptr
      %2596 = llvm.load %2595 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2597 = llvm.getelementptr %1178[817] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2598 = llvm.ptrtoint %2597 : !llvm.ptr<1> to i64
      %2599 = llvm.inttoptr %2598 : i64 to !llvm.ptr<1>
      llvm.store %2596, %2599 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2600 = llvm.and %2195, %2549 : i1
      llvm.cond_br %2600, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2601 = llvm.getelementptr %64[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %2602 = llvm.ptrtoint %2601 : !llvm.ptr to i64
      %2603 = llvm.inttoptr %2602 : i64 to !llvm.ptr
      %2604 = llvm.load %2603 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2605 = llvm.getelementptr %1178[1008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2606 = llvm.ptrtoint %2605 : !llvm.ptr<1> to i64
      %2607 = llvm.inttoptr %2606 : i64 to !llvm.ptr<1>
      llvm.store %2604, %2607 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2608 = llvm.and %2195, %2559 : i1
      llvm.cond_br %2608, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2609 = llvm.getelementptr %64[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %2610 = llvm.ptrtoint %2609 : !llvm.ptr to i64
      %2611 = llvm.inttoptr %2610 : i64 to !llvm.ptr
      %2612 = llvm.load %2611 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2613 = llvm.getelementptr %1178[1009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2614 = llvm.ptrtoint %2613 : !llvm.ptr<1> to i64
      %2615 = llvm.inttoptr %2614 : i64 to !llvm.ptr<1>
      llvm.store %2612, %2615 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2616 = llvm.and %2213, %2549 : i1
      llvm.cond_br %2616, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2617 = llvm.getelementptr %64[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %2618 = llvm.ptrtoint %2617 : !llvm.ptr to i64
      %2619 = llvm.inttoptr %2618 : i64 to !llvm.ptr
      %2620 = llvm.load %2619 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2621 = llvm.getelementptr %1178[1584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2622 = llvm.ptrtoint %2621 : !llvm.ptr<1> to i64
      %2623 = llvm.inttoptr %2622 : i64 to !llvm.ptr<1>
      llvm.store %2620, %2623 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2624 = llvm.and %2213, %2559 : i1
      llvm.cond_br %2624, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2625 = llvm.getelementptr %64[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %2626 = llvm.ptrtoint %2625 : !llvm.ptr to i64
      %2627 = llvm.inttoptr %2626 : i64 to !llvm.ptr
      %2628 = llvm.load %2627 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2629 = llvm.getelementptr %1178[1585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2630 = llvm.ptrtoint %2629 : !llvm.ptr<1> to i64
      %2631 = llvm.inttoptr %2630 : i64 to !llvm.ptr<1>
      llvm.store %2628, %2631 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2632 = llvm.and %2231, %2549 : i1
      llvm.cond_br %2632, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2633 = llvm.getelementptr %64[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %2634 = llvm.ptrtoint %2633 : !llvm.ptr to i64
      %2635 = llvm.inttoptr %2634 : i64 to !llvm.ptr
      %2636 = llvm.load %2635 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2637 = llvm.getelementptr %1178[1776] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2638 = llvm.ptrtoint %2637 : !llvm.ptr<1> to i64
      %2639 = llvm.inttoptr %2638 : i64 to !llvm.ptr<1>
      llvm.store %2636, %2639 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2640 = llvm.and %2231, %2559 : i1
      llvm.cond_br %2640, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2641 = llvm.getelementptr %64[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %2642 = llvm.ptrtoint %2641 : !llvm.ptr to i64
      %2643 = llvm.inttoptr %2642 : i64 to !llvm.ptr
      %2644 = llvm.load %2643 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2645 = llvm.getelementptr %1178[1777] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2646 = llvm.ptrtoint %2645 : !llvm.ptr<1> to i64
      %2647 = llvm.inttoptr %2646 : i64 to !llvm.ptr<1>
      llvm.store %2644, %2647 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2648 = llvm.and %2249, %2549 : i1
      llvm.cond_br %2648, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2649 = llvm.getelementptr %64[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %2650 = llvm.ptrtoint %2649 : !llvm.ptr to i64
      %2651 = llvm.inttoptr %2650 : i64 to !llvm.ptr
      %2652 = llvm.load %2651 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2653 = llvm.getelementptr %1178[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2654 = llvm.ptrtoint %2653 : !llvm.ptr<1> to i64
      %2655 = llvm.inttoptr %2654 : i64 to !llvm.ptr<1>
      llvm.store %2652, %2655 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2656 = llvm.and %2249, %2559 : i1
      llvm.cond_br %2656, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2657 = llvm.getelementptr %64[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %2658 = llvm.ptrtoint %2657 : !llvm.ptr to i64
      %2659 = llvm.inttoptr %2658 : i64 to !llvm.ptr
      %2660 = llvm.load %2659 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2661 = llvm.getelementptr %1178[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2662 = llvm.ptrtoint %2661 : !llvm.ptr<1> to i64
      %2663 = llvm.inttoptr %2662 : i64 to !llvm.ptr<1>
      llvm.store %2660, %2663 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2664 = llvm.and %2267, %2549 : i1
      llvm.cond_br %2664, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2665 = llvm.getelementptr %64[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %2666 = llvm.ptrtoint %2665 : !llvm.ptr to i64
      %2667 = llvm.inttoptr %2666 : i64 to !llvm.ptr
      %2668 = llvm.load %2667 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2669 = llvm.getelementptr %1178[2544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2670 = llvm.ptrtoint %2669 : !llvm.ptr<1> to i64
      %2671 = llvm.inttoptr %2670 : i64 to !llvm.ptr<1>
      llvm.store %2668, %2671 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2672 = llvm.and %2267, %2559 : i1
      llvm.cond_br %2672, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2673 = llvm.getelementptr %64[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %2674 = llvm.ptrtoint %2673 : !llvm.ptr to i64
      %2675 = llvm.inttoptr %2674 : i64 to !llvm.ptr
      %2676 = llvm.load %2675 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2677 = llvm.getelementptr %1178[2545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2678 = llvm.ptrtoint %2677 : !llvm.ptr<1> to i64
      %2679 = llvm.inttoptr %2678 : i64 to !llvm.ptr<1>
      llvm.store %2676, %2679 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2680 = llvm.add %2138, %37 : i32
      %2681 = llvm.icmp "slt" %2680, %45 : i32
      %2682 = llvm.and %2140, %2681 : i1
      llvm.cond_br %2682, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2683 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %2684 = llvm.ptrtoint %2683 : !llvm.ptr to i64
      %2685 = llvm.inttoptr %2684 : i64 to !llvm.ptr
      %2686 = llvm.load %2685 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2687 = llvm.getelementptr %1178[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2688 = llvm.ptrtoint %2687 : !llvm.ptr<1> to i64
      %2689 = llvm.inttoptr %2688 : i64 to !llvm.ptr<1>
      llvm.store %2686, %2689 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2690 = llvm.add %2138, %8 : i32
      %2691 = llvm.icmp "slt" %2690, %45 : i32
      %2692 = llvm.and %2140, %2691 : i1
      llvm.cond_br %2692, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2693 = llvm.getelementptr %64[65] : (!llvm.ptr) -> !llvm.ptr, f16
      %2694 = llvm.ptrtoint %2693 : !llvm.ptr to i64
      %2695 = llvm.inttoptr %2694 : i64 to !llvm.ptr
      %2696 = llvm.load %2695 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2697 = llvm.getelementptr %1178[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2698 = llvm.ptrtoint %2697 : !llvm.ptr<1> to i64
      %2699 = llvm.inttoptr %2698 : i64 to !llvm.ptr<1>
      llvm.store %2696, %2699 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2700 = llvm.and %2159, %2681 : i1
      llvm.cond_br %2700, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2701 = llvm.getelementptr %64[66] : (!llvm.ptr) -> !llvm.ptr, f16
      %2702 = llvm.ptrtoint %2701 : !llvm.ptr to i64
      %2703 = llvm.inttoptr %2702 : i64 to !llvm.ptr
      %2704 = llvm.load %2703 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2705 = llvm.getelementptr %1178[256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2706 = llvm.ptrtoint %2705 : !llvm.ptr<1> to i64
      %2707 = llvm.inttoptr %2706 : i64 to !llvm.ptr<1>
      llvm.store %2704, %2707 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2708 = llvm.and %2159, %2691 : i1
      llvm.cond_br %2708, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2709 = llvm.getelementptr %64[67] : (!llvm.ptr) -> !llvm.ptr, f16
      %2710 = llvm.ptrtoint %2709 : !llvm.ptr to i64
      %2711 = llvm.inttoptr %2710 : i64 to !llvm.ptr
      %2712 = llvm.load %2711 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2713 = llvm.getelementptr %1178[257] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2714 = llvm.ptrtoint %2713 : !llvm.ptr<1> to i64
      %2715 = llvm.inttoptr %2714 : i64 to !llvm.ptr<1>
      llvm.store %2712, %2715 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2716 = llvm.and %2177, %2681 : i1
      llvm.cond_br %2716, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2717 = llvm.getelementptr %64[68] : (!llvm.ptr) -> !llvm.ptr, f16
      %2718 = llvm.ptrtoint %2717 : !llvm.ptr to i64
      %2719 = llvm.inttoptr %2718 : i64 to !llvm.ptr
      %2720 = llvm.load %2719 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2721 = llvm.getelementptr %1178[832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2722 = llvm.ptrtoint %2721 : !llvm.ptr<1> to i64
      %2723 = llvm.inttoptr %2722 : i64 to !llvm.ptr<1>
      llvm.store %2720, %2723 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2724 = llvm.and %2177, %2691 : i1
      llvm.cond_br %2724, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2725 = llvm.getelementptr %64[69] : (!llvm.ptr) -> !llvm.ptr, f16
      %2726 = llvm.ptrtoint %2725 : !llvm.ptr to i64
      %2727 = llvm.inttoptr %2726 : i64 to !llvm.ptr
      %2728 = llvm.load %2727 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2729 = llvm.getelementptr %1178[833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2730 = llvm.ptrtoint %2729 : !llvm.ptr<1> to i64
      %2731 = llvm.inttoptr %2730 : i64 to !llvm.ptr<1>
      llvm.store %2728, %2731 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2732 = llvm.and %2195, %2681 : i1
      llvm.cond_br %2732, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2733 = llvm.getelementptr %64[70] : (!llvm.ptr) -> !llvm.ptr, f16
      %2734 = llvm.ptrtoint %2733 : !llvm.ptr to i64
      %2735 = llvm.inttoptr %2734 : i64 to !llvm.ptr
      %2736 = llvm.load %2735 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2737 = llvm.getelementptr %1178[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2738 = llvm.ptrtoint %2737 : !llvm.ptr<1> to i64
      %2739 = llvm.inttoptr %2738 : i64 to !llvm.ptr<1>
      llvm.store %2736, %2739 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2740 = llvm.and %2195, %2691 : i1
      llvm.cond_br %2740, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2741 = llvm.getelementptr %64[71] : (!llvm.ptr) -> !llvm.ptr, f16
      %2742 = llvm.ptrtoint %2741 : !llvm.ptr to i64
      %2743 = llvm.inttoptr %2742 : i64 to !llvm.ptr
      %2744 = llvm.load %2743 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2745 = llvm.getelementptr %1178[1025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2746 = llvm.ptrtoint %2745 : !llvm.ptr<1> to i64
      %2747 = llvm.inttoptr %2746 : i64 to !llvm.ptr<1>
      llvm.store %2744, %2747 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2748 = llvm.and %2213, %2681 : i1
      llvm.cond_br %2748, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2749 = llvm.getelementptr %64[72] : (!llvm.ptr) -> !llvm.ptr, f16
      %2750 = llvm.ptrtoint %2749 : !llvm.ptr to i64
      %2751 = llvm.inttoptr %2750 : i64 to !llvm.ptr
      %2752 = llvm.load %2751 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2753 = llvm.getelementptr %1178[1600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2754 = llvm.ptrtoint %2753 : !llvm.ptr<1> to i64
      %2755 = llvm.inttoptr %2754 : i64 to !llvm.ptr<1>
      llvm.store %2752, %2755 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2756 = llvm.and %2213, %2691 : i1
      llvm.cond_br %2756, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2757 = llvm.getelementptr %64[73] : (!llvm.ptr) -> !llvm.ptr, f16
      %2758 = llvm.ptrtoint %2757 : !llvm.ptr to i64
      %2759 = llvm.inttoptr %2758 : i64 to !llvm.ptr
      %2760 = llvm.load %2759 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2761 = llvm.getelementptr %1178[1601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2762 = llvm.ptrtoint %2761 : !llvm.ptr<1> to i64
      %2763 = llvm.inttoptr %2762 : i64 to !llvm.ptr<1>
      llvm.store %2760, %2763 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2764 = llvm.and %2231, %2681 : i1
      llvm.cond_br %2764, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2765 = llvm.getelementptr %64[74] : (!llvm.ptr) -> !llvm.ptr, f16
      %2766 = llvm.ptrtoint %2765 : !llvm.ptr to i64
      %2767 = llvm.inttoptr %2766 : i64 to !llvm.ptr
      %2768 = llvm.load %2767 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2769 = llvm.getelementptr %1178[1792] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2770 = llvm.ptrtoint %2769 : !llvm.ptr<1> to i64
      %2771 = llvm.inttoptr %2770 : i64 to !llvm.ptr<1>
      llvm.store %2768, %2771 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2772 = llvm.and %2231, %2691 : i1
      llvm.cond_br %2772, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2773 = llvm.getelementptr %64[75] : (!llvm.ptr) -> !llvm.ptr, f16
      %2774 = llvm.ptrtoint %2773 : !llvm.ptr to i64
      %2775 = llvm.inttoptr %2774 : i64 to !llvm.ptr
      %2776 = llvm.load %2775 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2777 = llvm.getelementptr %1178[1793] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2778 = llvm.ptrtoint %2777 : !llvm.ptr<1> to i64
      %2779 = llvm.inttoptr %2778 : i64 to !llvm.ptr<1>
      llvm.store %2776, %2779 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2780 = llvm.and %2249, %2681 : i1
      llvm.cond_br %2780, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2781 = llvm.getelementptr %64[76] : (!llvm.ptr) -> !llvm.ptr, f16
      %2782 = llvm.ptrtoint %2781 : !llvm.ptr to i64
      %2783 = llvm.inttoptr %2782 : i64 to !llvm.ptr
      %2784 = llvm.load %2783 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2785 = llvm.getelementptr %1178[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2786 = llvm.ptrtoint %2785 : !llvm.ptr<1> to i64
      %2787 = llvm.inttoptr %2786 : i64 to !llvm.ptr<1>
      llvm.store %2784, %2787 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2788 = llvm.and %2249, %2691 : i1
      llvm.cond_br %2788, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2789 = llvm.getelementptr %64[77] : (!llvm.ptr) -> !llvm.ptr, f16
      %2790 = llvm.ptrtoint %2789 : !llvm.ptr to i64
      %2791 = llvm.inttoptr %2790 : i64 to !llvm.ptr
      %2792 = llvm.load %2791 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2793 = llvm.getelementptr %1178[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2794 = llvm.ptrtoint %2793 : !llvm.ptr<1> to i64
      %2795 = llvm.inttoptr %2794 : i64 to !llvm.ptr<1>
      llvm.store %2792, %2795 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2796 = llvm.and %2267, %2681 : i1
      llvm.cond_br %2796, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2797 = llvm.getelementptr %64[78] : (!llvm.ptr) -> !llvm.ptr, f16
      %2798 = llvm.ptrtoint %2797 : !llvm.ptr to i64
      %2799 = llvm.inttoptr %2798 : i64 to !llvm.ptr
      %2800 = llvm.load %2799 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2801 = llvm.getelementptr %1178[2560] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2802 = llvm.ptrtoint %2801 : !llvm.ptr<1> to i64
      %2803 = llvm.inttoptr %2802 : i64 to !llvm.ptr<1>
      llvm.store %2800, %2803 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2804 = llvm.and %2267, %2691 : i1
      llvm.cond_br %2804, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2805 = llvm.getelementptr %64[79] : (!llvm.ptr) -> !llvm.ptr, f16
      %2806 = llvm.ptrtoint %2805 : !llvm.ptr to i64
      %2807 = llvm.inttoptr %2806 : i64 to !llvm.ptr
      %2808 = llvm.load %2807 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2809 = llvm.getelementptr %1178[2561] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2810 = llvm.ptrtoint %2809 : !llvm.ptr<1> to i64
      %2811 = llvm.inttoptr %2810 : i64 to !llvm.ptr<1>
      llvm.store %2808, %2811 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2812 = llvm.add %2138, %26 : i32
      %2813 = llvm.icmp "slt" %2812, %45 : i32
      %2814 = llvm.and %2140, %2813 : i1
      llvm.cond_br %2814, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2815 = llvm.getelementptr %64[80] : (!llvm.ptr) -> !llvm.ptr, f16
      %2816 = llvm.ptrtoint %2815 : !llvm.ptr to i64
      %2817 = llvm.inttoptr %2816 : i64 to !llvm.ptr
      %2818 = llvm.load %2817 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2819 = llvm.getelementptr %1178[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2820 = llvm.ptrtoint %2819 : !llvm.ptr<1> to i64
      %2821 = llvm.inttoptr %2820 : i64 to !llvm.ptr<1>
      llvm.store %2818, %2821 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2822 = llvm.add %2138, %7 : i32
      %2823 = llvm.icmp "slt" %2822, %45 : i32
      %2824 = llvm.and %2140, %2823 : i1
      llvm.cond_br %2824, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2825 = llvm.getelementptr %64[81] : (!llvm.ptr) -> !llvm.ptr, f16
      %2826 = llvm.ptrtoint %2825 : !llvm.ptr to i64
      %2827 = llvm.inttoptr %2826 : i64 to !llvm.ptr
      %2828 = llvm.load %2827 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2829 = llvm.getelementptr %1178[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2830 = llvm.ptrtoint %2829 : !llvm.ptr<1> to i64
      %2831 = llvm.inttoptr %2830 : i64 to !llvm.ptr<1>
      llvm.store %2828, %2831 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2832 = llvm.and %2159, %2813 : i1
      llvm.cond_br %2832, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2833 = llvm.getelementptr %64[82] : (!llvm.ptr) -> !llvm.ptr, f16
      %2834 = llvm.ptrtoint %2833 : !llvm.ptr to i64
      %2835 = llvm.inttoptr %2834 : i64 to !llvm.ptr
      %2836 = llvm.load %2835 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2837 = llvm.getelementptr %1178[272] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2838 = llvm.ptrtoint %2837 : !llvm.ptr<1> to i64
      %2839 = llvm.inttoptr %2838 : i64 to !llvm.ptr<1>
      llvm.store %2836, %2839 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2840 = llvm.and %2159, %2823 : i1
      llvm.cond_br %2840, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2841 = llvm.getelementptr %64[83] : (!llvm.ptr) -> !llvm.ptr, f16
      %2842 = llvm.ptrtoint %2841 : !llvm.ptr to i64
      %2843 = llvm.inttoptr %2842 : i64 to !llvm.ptr
      %2844 = llvm.load %2843 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2845 = llvm.getelementptr %1178[273] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2846 = llvm.ptrtoint %2845 : !llvm.ptr<1> to i64
      %2847 = llvm.inttoptr %2846 : i64 to !llvm.ptr<1>
      llvm.store %2844, %2847 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2848 = llvm.and %2177, %2813 : i1
      llvm.cond_br %2848, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2849 = llvm.getelementptr %64[84] : (!llvm.ptr) -> !llvm.ptr, f16
      %2850 = llvm.ptrtoint %2849 : !llvm.ptr to i64
      %2851 = llvm.inttoptr %2850 : i64 to !llvm.ptr
      %2852 = llvm.load %2851 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2853 = llvm.getelementptr %1178[848] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2854 = llvm.ptrtoint %2853 : !llvm.ptr<1> to i64
      %2855 = llvm.inttoptr %2854 : i64 to !llvm.ptr<1>
      llvm.store %2852, %2855 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2856 = llvm.and %2177, %2823 : i1
      llvm.cond_br %2856, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2857 = llvm.getelementptr %64[85] : (!llvm.ptr) -> !llvm.ptr, f16
      %2858 = llvm.ptrtoint %2857 : !llvm.ptr to i64
      %2859 = llvm.inttoptr %2858 : i64 to !llvm.ptr
      %2860 = llvm.load %2859 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2861 = llvm.getelementptr %1178[849] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2862 = llvm.ptrtoint %2861 : !llvm.ptr<1> to i64
      %2863 = llvm.inttoptr %2862 : i64 to !llvm.ptr<1>
      llvm.store %2860, %2863 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2864 = llvm.and %2195, %2813 : i1
      llvm.cond_br %2864, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2865 = llvm.getelementptr %64[86] : (!llvm.ptr) -> !llvm.ptr, f16
      %2866 = llvm.ptrtoint %2865 : !llvm.ptr to i64
      %2867 = llvm.inttoptr %2866 : i64 to !llvm.ptr
      %2868 = llvm.load %2867 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2869 = llvm.getelementptr %1178[1040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2870 = llvm.ptrtoint %2869 : !llvm.ptr<1> to i64
      %2871 = llvm.inttoptr %2870 : i64 to !llvm.ptr<1>
      llvm.store %2868, %2871 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2872 = llvm.and %2195, %2823 : i1
      llvm.cond_br %2872, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2873 = llvm.getelementptr %64[87] : (!llvm.ptr) -> !llvm.ptr, f16
      %2874 = llvm.ptrtoint %2873 : !llvm.ptr to i64
      %2875 = llvm.inttoptr %2874 : i64 to !llvm.ptr
      %2876 = llvm.load %2875 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2877 = llvm.getelementptr %1178[1041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2878 = llvm.ptrtoint %2877 : !llvm.ptr<1> to i64
      %2879 = llvm.inttoptr %2878 : i64 to !llvm.ptr<1>
      llvm.store %2876, %2879 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2880 = llvm.and %2213, %2813 : i1
      llvm.cond_br %2880, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2881 = llvm.getelementptr %64[88] : (!llvm.ptr) -> !llvm.ptr, f16
      %2882 = llvm.ptrtoint %2881 : !llvm.ptr to i64
      %2883 = llvm.inttoptr %2882 : i64 to !llvm.ptr
      %2884 = llvm.load %2883 {alignment = 16 : i64} : !llvm.ptr -> f16
      %2885 = llvm.getelementptr %1178[1616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2886 = llvm.ptrtoint %2885 : !llvm.ptr<1> to i64
      %2887 = llvm.inttoptr %2886 : i64 to !llvm.ptr<1>
      llvm.store %2884, %2887 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2888 = llvm.and %2213, %2823 : i1
      llvm.cond_br %2888, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2889 = llvm.getelementptr %64[89] : (!llvm.ptr) -> !llvm.ptr, f16
      %2890 = llvm.ptrtoint %2889 : !llvm.ptr to i64
      %2891 = llvm.inttoptr %2890 : i64 to !llvm.ptr
      %2892 = llvm.load %2891 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2893 = llvm.getelementptr %1178[1617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2894 = llvm.ptrtoint %2893 : !llvm.ptr<1> to i64
      %2895 = llvm.inttoptr %2894 : i64 to !llvm.ptr<1>
      llvm.store %2892, %2895 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2896 = llvm.and %2231, %2813 : i1
      llvm.cond_br %2896, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2897 = llvm.getelementptr %64[90] : (!llvm.ptr) -> !llvm.ptr, f16
      %2898 = llvm.ptrtoint %2897 : !llvm.ptr to i64
      %2899 = llvm.inttoptr %2898 : i64 to !llvm.ptr
      %2900 = llvm.load %2899 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2901 = llvm.getelementptr %1178[1808] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2902 = llvm.ptrtoint %2901 : !llvm.ptr<1> to i64
      %2903 = llvm.inttoptr %2902 : i64 to !llvm.ptr<1>
      llvm.store %2900, %2903 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2904 = llvm.and %2231, %2823 : i1
      llvm.cond_br %2904, ^bb391, ^bb392
    ^bb391:  // pred: ^bb390
      %2905 = llvm.getelementptr %64[91] : (!llvm.ptr) -> !llvm.ptr, f16
      %2906 = llvm.ptrtoint %2905 : !llvm.ptr to i64
      %2907 = llvm.inttoptr %2906 : i64 to !llvm.ptr
      %2908 = llvm.load %2907 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2909 = llvm.getelementptr %1178[1809] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2910 = llvm.ptrtoint %2909 : !llvm.ptr<1> to i64
      %2911 = llvm.inttoptr %2910 : i64 to !llvm.ptr<1>
      llvm.store %2908, %2911 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb392
    ^bb392:  // 2 preds: ^bb390, ^bb391
      %2912 = llvm.and %2249, %2813 : i1
      llvm.cond_br %2912, ^bb393, ^bb394
    ^bb393:  // pred: ^bb392
      %2913 = llvm.getelementptr %64[92] : (!llvm.ptr) -> !llvm.ptr, f16
      %2914 = llvm.ptrtoint %2913 : !llvm.ptr to i64
      %2915 = llvm.inttoptr %2914 : i64 to !llvm.ptr
      %2916 = llvm.load %2915 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2917 = llvm.getelementptr %1178[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2918 = llvm.ptrtoint %2917 : !llvm.ptr<1> to i64
      %2919 = llvm.inttoptr %2918 : i64 to !llvm.ptr<1>
      llvm.store %2916, %2919 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb394
    ^bb394:  // 2 preds: ^bb392, ^bb393
      %2920 = llvm.and %2249, %2823 : i1
      llvm.cond_br %2920, ^bb395, ^bb396
    ^bb395:  // pred: ^bb394
      %2921 = llvm.getelementptr %64[93] : (!llvm.ptr) -> !llvm.ptr, f16
      %2922 = llvm.ptrtoint %2921 : !llvm.ptr to i64
      %2923 = llvm.inttoptr %2922 : i64 to !llvm.ptr
      %2924 = llvm.load %2923 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2925 = llvm.getelementptr %1178[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2926 = llvm.ptrtoint %2925 : !llvm.ptr<1> to i64
      %2927 = llvm.inttoptr %2926 : i64 to !llvm.ptr<1>
      llvm.store %2924, %2927 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb396
    ^bb396:  // 2 preds: ^bb394, ^bb395
      %2928 = llvm.and %2267, %2813 : i1
      llvm.cond_br %2928, ^bb397, ^bb398
    ^bb397:  // pred: ^bb396
      %2929 = llvm.getelementptr %64[94] : (!llvm.ptr) -> !llvm.ptr, f16
      %2930 = llvm.ptrtoint %2929 : !llvm.ptr to i64
      %2931 = llvm.inttoptr %2930 : i64 to !llvm.ptr
      %2932 = llvm.load %2931 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2933 = llvm.getelementptr %1178[2576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2934 = llvm.ptrtoint %2933 : !llvm.ptr<1> to i64
      %2935 = llvm.inttoptr %2934 : i64 to !llvm.ptr<1>
      llvm.store %2932, %2935 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb398
    ^bb398:  // 2 preds: ^bb396, ^bb397
      %2936 = llvm.and %2267, %2823 : i1
      llvm.cond_br %2936, ^bb399, ^bb400
    ^bb399:  // pred: ^bb398
      %2937 = llvm.getelementptr %64[95] : (!llvm.ptr) -> !llvm.ptr, f16
      %2938 = llvm.ptrtoint %2937 : !llvm.ptr to i64
      %2939 = llvm.inttoptr %2938 : i64 to !llvm.ptr
      %2940 = llvm.load %2939 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2941 = llvm.getelementptr %1178[2577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2942 = llvm.ptrtoint %2941 : !llvm.ptr<1> to i64
      %2943 = llvm.inttoptr %2942 : i64 to !llvm.ptr<1>
      llvm.store %2940, %2943 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb400
    ^bb400:  // 2 preds: ^bb398, ^bb399
      %2944 = llvm.add %2138, %25 : i32
      %2945 = llvm.icmp "slt" %2944, %45 : i32
      %2946 = llvm.and %2140, %2945 : i1
      llvm.cond_br %2946, ^bb401, ^bb402
    ^bb401:  // pred: ^bb400
      %2947 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %2948 = llvm.ptrtoint %2947 : !llvm.ptr to i64
      %2949 = llvm.inttoptr %2948 : i64 to !llvm.ptr
      %2950 = llvm.load %2949 {alignment = 32 : i64} : !llvm.ptr -> f16
      %2951 = llvm.getelementptr %1178[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2952 = llvm.ptrtoint %2951 : !llvm.ptr<1> to i64
      %2953 = llvm.inttoptr %2952 : i64 to !llvm.ptr<1>
      llvm.store %2950, %2953 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb402
    ^bb402:  // 2 preds: ^bb400, ^bb401
      %2954 = llvm.add %2138, %6 : i32
      %2955 = llvm.icmp "slt" %2954, %45 : i32
      %2956 = llvm.and %2140, %2955 : i1
      llvm.cond_br %2956, ^bb403, ^bb404
    ^bb403:  // pred: ^bb402
      %2957 = llvm.getelementptr %64[97] : (!llvm.ptr) -> !llvm.ptr, f16
      %2958 = llvm.ptrtoint %2957 : !llvm.ptr to i64
      %2959 = llvm.inttoptr %2958 : i64 to !llvm.ptr
      %2960 = llvm.load %2959 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2961 = llvm.getelementptr %1178[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2962 = llvm.ptrtoint %2961 : !llvm.ptr<1> to i64
      %2963 = llvm.inttoptr %2962 : i64 to !llvm.ptr<1>
      llvm.store %2960, %2963 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb404
    ^bb404:  // 2 preds: ^bb402, ^bb403
      %2964 = llvm.and %2159, %2945 : i1
      llvm.cond_br %2964, ^bb405, ^bb406
    ^bb405:  // pred: ^bb404
      %2965 = llvm.getelementptr %64[98] : (!llvm.ptr) -> !llvm.ptr, f16
      %2966 = llvm.ptrtoint %2965 : !llvm.ptr to i64
      %2967 = llvm.inttoptr %2966 : i64 to !llvm.ptr
      %2968 = llvm.load %2967 {alignment = 4 : i64} : !llvm.ptr -> f16
      %2969 = llvm.getelementptr %1178[288] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2970 = llvm.ptrtoint %2969 : !llvm.ptr<1> to i64
      %2971 = llvm.inttoptr %2970 : i64 to !llvm.ptr<1>
      llvm.store %2968, %2971 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb406
    ^bb406:  // 2 preds: ^bb404, ^bb405
      %2972 = llvm.and %2159, %2955 : i1
      llvm.cond_br %2972, ^bb407, ^bb408
    ^bb407:  // pred: ^bb406
      %2973 = llvm.getelementptr %64[99] : (!llvm.ptr) -> !llvm.ptr, f16
      %2974 = llvm.ptrtoint %2973 : !llvm.ptr to i64
      %2975 = llvm.inttoptr %2974 : i64 to !llvm.ptr
      %2976 = llvm.load %2975 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2977 = llvm.getelementptr %1178[289] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2978 = llvm.ptrtoint %2977 : !llvm.ptr<1> to i64
      %2979 = llvm.inttoptr %2978 : i64 to !llvm.ptr<1>
      llvm.store %2976, %2979 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb408
    ^bb408:  // 2 preds: ^bb406, ^bb407
      %2980 = llvm.and %2177, %2945 : i1
      llvm.cond_br %2980, ^bb409, ^bb410
    ^bb409:  // pred: ^bb408
      %2981 = llvm.getelementptr %64[100] : (!llvm.ptr) -> !llvm.ptr, f16
      %2982 = llvm.ptrtoint %2981 : !llvm.ptr to i64
      %2983 = llvm.inttoptr %2982 : i64 to !llvm.ptr
      %2984 = llvm.load %2983 {alignment = 8 : i64} : !llvm.ptr -> f16
      %2985 = llvm.getelementptr %1178[864] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2986 = llvm.ptrtoint %2985 : !llvm.ptr<1> to i64
      %2987 = llvm.inttoptr %2986 : i64 to !llvm.ptr<1>
      llvm.store %2984, %2987 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb410
    ^bb410:  // 2 preds: ^bb408, ^bb409
      %2988 = llvm.and %2177, %2955 : i1
      llvm.cond_br %2988, ^bb411, ^bb412
    ^bb411:  // pred: ^bb410
      %2989 = llvm.getelementptr %64[101] : (!llvm.ptr) -> !llvm.ptr, f16
      %2990 = llvm.ptrtoint %2989 : !llvm.ptr to i64
      %2991 = llvm.inttoptr %2990 : i64 to !llvm.ptr
      %2992 = llvm.load %2991 {alignment = 2 : i64} : !llvm.ptr -> f16
      %2993 = llvm.getelementptr %1178[865] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %2994 = llvm.ptrtoint %2993 : !llvm.ptr<1> to i64
      %2995 = llvm.inttoptr %2994 : i64 to !llvm.ptr<1>
      llvm.store %2992, %2995 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb412
    ^bb412:  // 2 preds: ^bb410, ^bb411
      %2996 = llvm.and %2195, %2945 : i1
      llvm.cond_br %2996, ^bb413, ^bb414
    ^bb413:  // pred: ^bb412
      %2997 = llvm.getelementptr %64[102] : (!llvm.ptr) -> !llvm.ptr, f16
      %2998 = llvm.ptrtoint %2997 : !llvm.ptr to i64
      %2999 = llvm.inttoptr %2998 : i64 to !llvm.ptr
      %3000 = llvm.load %2999 {alignment = 4 : i64} : !llvm.ptr -> f16
      %3001 = llvm.getelementptr %1178[1056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3002 = llvm.ptrtoint %3001 : !llvm.ptr<1> to i64
      %3003 = llvm.inttoptr %3002 : i64 to !llvm.ptr<1>
      llvm.store %3000, %3003 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb414
    ^bb414:  // 2 preds: ^bb412, ^bb413
      %3004 = llvm.and %2195, %2955 : i1
      llvm.cond_br %3004, ^bb415, ^bb416
    ^bb415:  // pred: ^bb414
      %3005 = llvm.getelementptr %64[103] : (!llvm.ptr) -> !llvm.ptr, f16
      %3006 = llvm.ptrtoint %3005 : !llvm.ptr to i64
      %3007 = llvm.inttoptr %3006 : i64 to !llvm.ptr
      %3008 = llvm.load %3007 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3009 = llvm.getelementptr %1178[1057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3010 = llvm.ptrtoint %3009 : !llvm.ptr<1> to i64
      %3011 = llvm.inttoptr %3010 : i64 to !llvm.ptr<1>
      llvm.store %3008, %3011 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb416
    ^bb416:  // 2 preds: ^bb414, ^bb415
      %3012 = llvm.and %2213, %2945 : i1
      llvm.cond_br %3012, ^bb417, ^bb418
    ^bb417:  // pred: ^bb416
      %3013 = llvm.getelementptr %64[104] : (!llvm.ptr) -> !llvm.ptr, f16
      %3014 = llvm.ptrtoint %3013 : !llvm.ptr to i64
      %3015 = llvm.inttoptr %3014 : i64 to !llvm.ptr
      %3016 = llvm.load %3015 {alignment = 16 : i64} : !llvm.ptr -> f16
      %3017 = llvm.getelementptr %1178[1632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3018 = llvm.ptrtoint %3017 : !llvm.ptr<1> to i64
      %3019 = llvm.inttoptr %3018 : i64 to !llvm.ptr<1>
      llvm.store %3016, %3019 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb418
    ^bb418:  // 2 preds: ^bb416, ^bb417
      %3020 = llvm.and %2213, %2955 : i1
      llvm.cond_br %3020, ^bb419, ^bb420
    ^bb419:  // pred: ^bb418
      %3021 = llvm.getelementptr %64[105] : (!llvm.ptr) -> !llvm.ptr, f16
      %3022 = llvm.ptrtoint %3021 : !llvm.ptr to i64
      %3023 = llvm.inttoptr %3022 : i64 to !llvm.ptr
      %3024 = llvm.load %3023 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3025 = llvm.getelementptr %1178[1633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3026 = llvm.ptrtoint %3025 : !llvm.ptr<1> to i64
      %3027 = llvm.inttoptr %3026 : i64 to !llvm.ptr<1>
      llvm.store %3024, %3027 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb420
    ^bb420:  // 2 preds: ^bb418, ^bb419
      %3028 = llvm.and %2231, %2945 : i1
      llvm.cond_br %3028, ^bb421, ^bb422
    ^bb421:  // pred: ^bb420
      %3029 = llvm.getelementptr %64[106] : (!llvm.ptr) -> !llvm.ptr, f16
      %3030 = llvm.ptrtoint %3029 : !llvm.ptr to i64
      %3031 = llvm.inttoptr %3030 : i64 to !llvm.ptr
      %3032 = llvm.load %3031 {alignment = 4 : i64} : !llvm.ptr -> f16
      %3033 = llvm.getelementptr %1178[1824] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3034 = llvm.ptrtoint %3033 : !llvm.ptr<1> to i64
      %3035 = llvm.inttoptr %3034 : i64 to !llvm.ptr<1>
      llvm.store %3032, %3035 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb422
    ^bb422:  // 2 preds: ^bb420, ^bb421
      %3036 = llvm.and %2231, %2955 : i1
      llvm.cond_br %3036, ^bb423, ^bb424
    ^bb423:  // pred: ^bb422
      %3037 = llvm.getelementptr %64[107] : (!llvm.ptr) -> !llvm.ptr, f16
      %3038 = llvm.ptrtoint %3037 : !llvm.ptr to i64
      %3039 = llvm.inttoptr %3038 : i64 to !llvm.ptr
      %3040 = llvm.load %3039 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3041 = llvm.getelementptr %1178[1825] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3042 = llvm.ptrtoint %3041 : !llvm.ptr<1> to i64
      %3043 = llvm.inttoptr %3042 : i64 to !llvm.ptr<1>
      llvm.store %3040, %3043 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb424
    ^bb424:  // 2 preds: ^bb422, ^bb423
      %3044 = llvm.and %2249, %2945 : i1
      llvm.cond_br %3044, ^bb425, ^bb426
    ^bb425:  // pred: ^bb424
      %3045 = llvm.getelementptr %64[108] : (!llvm.ptr) -> !llvm.ptr, f16
      %3046 = llvm.ptrtoint %3045 : !llvm.ptr to i64
      %3047 = llvm.inttoptr %3046 : i64 to !llvm.ptr
      %3048 = llvm.load %3047 {alignment = 8 : i64} : !llvm.ptr -> f16
      %3049 = llvm.getelementptr %1178[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3050 = llvm.ptrtoint %3049 : !llvm.ptr<1> to i64
      %3051 = llvm.inttoptr %3050 : i64 to !llvm.ptr<1>
      llvm.store %3048, %3051 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb426
    ^bb426:  // 2 preds: ^bb424, ^bb425
      %3052 = llvm.and %2249, %2955 : i1
      llvm.cond_br %3052, ^bb427, ^bb428
    ^bb427:  // pred: ^bb426
      %3053 = llvm.getelementptr %64[109] : (!llvm.ptr) -> !llvm.ptr, f16
      %3054 = llvm.ptrtoint %3053 : !llvm.ptr to i64
      %3055 = llvm.inttoptr %3054 : i64 to !llvm.ptr
      %3056 = llvm.load %3055 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3057 = llvm.getelementptr %1178[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3058 = llvm.ptrtoint %3057 : !llvm.ptr<1> to i64
      %3059 = llvm.inttoptr %3058 : i64 to !llvm.ptr<1>
      llvm.store %3056, %3059 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb428
    ^bb428:  // 2 preds: ^bb426, ^bb427
      %3060 = llvm.and %2267, %2945 : i1
      llvm.cond_br %3060, ^bb429, ^bb430
    ^bb429:  // pred: ^bb428
      %3061 = llvm.getelementptr %64[110] : (!llvm.ptr) -> !llvm.ptr, f16
      %3062 = llvm.ptrtoint %3061 : !llvm.ptr to i64
      %3063 = llvm.inttoptr %3062 : i64 to !llvm.ptr
      %3064 = llvm.load %3063 {alignment = 4 : i64} : !llvm.ptr -> f16
      %3065 = llvm.getelementptr %1178[2592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3066 = llvm.ptrtoint %3065 : !llvm.ptr<1> to i64
      %3067 = llvm.inttoptr %3066 : i64 to !llvm.ptr<1>
      llvm.store %3064, %3067 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb430
    ^bb430:  // 2 preds: ^bb428, ^bb429
      %3068 = llvm.and %2267, %2955 : i1
      llvm.cond_br %3068, ^bb431, ^bb432
    ^bb431:  // pred: ^bb430
      %3069 = llvm.getelementptr %64[111] : (!llvm.ptr) -> !llvm.ptr, f16
      %3070 = llvm.ptrtoint %3069 : !llvm.ptr to i64
      %3071 = llvm.inttoptr %3070 : i64 to !llvm.ptr
      %3072 = llvm.load %3071 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3073 = llvm.getelementptr %1178[2593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3074 = llvm.ptrtoint %3073 : !llvm.ptr<1> to i64
      %3075 = llvm.inttoptr %3074 : i64 to !llvm.ptr<1>
      llvm.store %3072, %3075 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb432
    ^bb432:  // 2 preds: ^bb430, ^bb431
      %3076 = llvm.add %2138, %24 : i32
      %3077 = llvm.icmp "slt" %3076, %45 : i32
      %3078 = llvm.and %2140, %3077 : i1
      llvm.cond_br %3078, ^bb433, ^bb434
    ^bb433:  // pred: ^bb432
      %3079 = llvm.getelementptr %64[112] : (!llvm.ptr) -> !llvm.ptr, f16
      %3080 = llvm.ptrtoint %3079 : !llvm.ptr to i64
      %3081 = llvm.inttoptr %3080 : i64 to !llvm.ptr
      %3082 = llvm.load %3081 {alignment = 32 : i64} : !llvm.ptr -> f16
      %3083 = llvm.getelementptr %1178[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3084 = llvm.ptrtoint %3083 : !llvm.ptr<1> to i64
      %3085 = llvm.inttoptr %3084 : i64 to !llvm.ptr<1>
      llvm.store %3082, %3085 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb434
    ^bb434:  // 2 preds: ^bb432, ^bb433
      %3086 = llvm.add %2138, %5 : i32
      %3087 = llvm.icmp "slt" %3086, %45 : i32
      %3088 = llvm.and %2140, %3087 : i1
      llvm.cond_br %3088, ^bb435, ^bb436
    ^bb435:  // pred: ^bb434
      %3089 = llvm.getelementptr %64[113] : (!llvm.ptr) -> !llvm.ptr, f16
      %3090 = llvm.ptrtoint %3089 : !llvm.ptr to i64
      %3091 = llvm.inttoptr %3090 : i64 to !llvm.ptr
      %3092 = llvm.load %3091 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3093 = llvm.getelementptr %1178[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3094 = llvm.ptrtoint %3093 : !llvm.ptr<1> to i64
      %3095 = llvm.inttoptr %3094 : i64 to !llvm.ptr<1>
      llvm.store %3092, %3095 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb436
    ^bb436:  // 2 preds: ^bb434, ^bb435
      %3096 = llvm.and %2159, %3077 : i1
      llvm.cond_br %3096, ^bb437, ^bb438
    ^bb437:  // pred: ^bb436
      %3097 = llvm.getelementptr %64[114] : (!llvm.ptr) -> !llvm.ptr, f16
      %3098 = llvm.ptrtoint %3097 : !llvm.ptr to i64
      %3099 = llvm.inttoptr %3098 : i64 to !llvm.ptr
      %3100 = llvm.load %3099 {alignment = 4 : i64} : !llvm.ptr -> f16
      %3101 = llvm.getelementptr %1178[304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3102 = llvm.ptrtoint %3101 : !llvm.ptr<1> to i64
      %3103 = llvm.inttoptr %3102 : i64 to !llvm.ptr<1>
      llvm.store %3100, %3103 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb438
    ^bb438:  // 2 preds: ^bb436, ^bb437
      %3104 = llvm.and %2159, %3087 : i1
      llvm.cond_br %3104, ^bb439, ^bb440
    ^bb439:  // pred: ^bb438
      %3105 = llvm.getelementptr %64[115] : (!llvm.ptr) -> !llvm.ptr, f16
      %3106 = llvm.ptrtoint %3105 : !llvm.ptr to i64
      %3107 = llvm.inttoptr %3106 : i64 to !llvm.ptr
      %3108 = llvm.load %3107 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3109 = llvm.getelementptr %1178[305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3110 = llvm.ptrtoint %3109 : !llvm.ptr<1> to i64
      %3111 = llvm.inttoptr %3110 : i64 to !llvm.ptr<1>
      llvm.store %3108, %3111 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb440
    ^bb440:  // 2 preds: ^bb438, ^bb439
      %3112 = llvm.and %2177, %3077 : i1
      llvm.cond_br %3112, ^bb441, ^bb442
    ^bb441:  // pred: ^bb440
      %3113 = llvm.getelementptr %64[116] : (!llvm.ptr) -> !llvm.ptr, f16
      %3114 = llvm.ptrtoint %3113 : !llvm.ptr to i64
      %3115 = llvm.inttoptr %3114 : i64 to !llvm.ptr
      %3116 = llvm.load %3115 {alignment = 8 : i64} : !llvm.ptr -> f16
      %3117 = llvm.getelementptr %1178[880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3118 = llvm.ptrtoint %3117 : !llvm.ptr<1> to i64
      %3119 = llvm.inttoptr %3118 : i64 to !llvm.ptr<1>
      llvm.store %3116, %3119 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb442
    ^bb442:  // 2 preds: ^bb440, ^bb441
      %3120 = llvm.and %2177, %3087 : i1
      llvm.cond_br %3120, ^bb443, ^bb444
    ^bb443:  // pred: ^bb442
      %3121 = llvm.getelementptr %64[117] : (!llvm.ptr) -> !llvm.ptr, f16
      %3122 = llvm.ptrtoint %3121 : !llvm.ptr to i64
      %3123 = llvm.inttoptr %3122 : i64 to !llvm.ptr
      %3124 = llvm.load %3123 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3125 = llvm.getelementptr %1178[881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3126 = llvm.ptrtoint %3125 : !llvm.ptr<1> to i64
      %3127 = llvm.inttoptr %3126 : i64 to !llvm.ptr<1>
      llvm.store %3124, %3127 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb444
    ^bb444:  // 2 preds: ^bb442, ^bb443
      %3128 = llvm.and %2195, %3077 : i1
      llvm.cond_br %3128, ^bb445, ^bb446
    ^bb445:  // pred: ^bb444
      %3129 = llvm.getelementptr %64[118] : (!llvm.ptr) -> !llvm.ptr, f16
      %3130 = llvm.ptrtoint %3129 : !llvm.ptr to i64
      %3131 = llvm.inttoptr %3130 : i64 to !llvm.ptr
      %3132 = llvm.load %3131 {alignment = 4 : i64} : !llvm.ptr -> f16
      %3133 = llvm.getelementptr %1178[1072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3134 = llvm.ptrtoint %3133 : !llvm.ptr<1> to i64
      %3135 = llvm.inttoptr %3134 : i64 to !llvm.ptr<1>
      llvm.store %3132, %3135 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb446
    ^bb446:  // 2 preds: ^bb444, ^bb445
      %3136 = llvm.and %2195, %3087 : i1
      llvm.cond_br %3136, ^bb447, ^bb448
    ^bb447:  // pred: ^bb446
      %3137 = llvm.getelementptr %64[119] : (!llvm.ptr) -> !llvm.ptr, f16
      %3138 = llvm.ptrtoint %3137 : !llvm.ptr to i64
      %3139 = llvm.inttoptr %3138 : i64 to !llvm.ptr
      %3140 = llvm.load %3139 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3141 = llvm.getelementptr %1178[1073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3142 = llvm.ptrtoint %3141 : !llvm.ptr<1> to i64
      %3143 = llvm.inttoptr %3142 : i64 to !llvm.ptr<1>
      llvm.store %3140, %3143 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb448
    ^bb448:  // 2 preds: ^bb446, ^bb447
      %3144 = llvm.and %2213, %3077 : i1
      llvm.cond_br %3144, ^bb449, ^bb450
    ^bb449:  // pred: ^bb448
      %3145 = llvm.getelementptr %64[120] : (!llvm.ptr) -> !llvm.ptr, f16
      %3146 = llvm.ptrtoint %3145 : !llvm.ptr to i64
      %3147 = llvm.inttoptr %3146 : i64 to !llvm.ptr
      %3148 = llvm.load %3147 {alignment = 16 : i64} : !llvm.ptr -> f16
      %3149 = llvm.getelementptr %1178[1648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3150 = llvm.ptrtoint %3149 : !llvm.ptr<1> to i64
      %3151 = llvm.inttoptr %3150 : i64 to !llvm.ptr<1>
      llvm.store %3148, %3151 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb450
    ^bb450:  // 2 preds: ^bb448, ^bb449
      %3152 = llvm.and %2213, %3087 : i1
      llvm.cond_br %3152, ^bb451, ^bb452
    ^bb451:  // pred: ^bb450
      %3153 = llvm.getelementptr %64[121] : (!llvm.ptr) -> !llvm.ptr, f16
      %3154 = llvm.ptrtoint %3153 : !llvm.ptr to i64
      %3155 = llvm.inttoptr %3154 : i64 to !llvm.ptr
      %3156 = llvm.load %3155 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3157 = llvm.getelementptr %1178[1649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3158 = llvm.ptrtoint %3157 : !llvm.ptr<1> to i64
      %3159 = llvm.inttoptr %3158 : i64 to !llvm.ptr<1>
      llvm.store %3156, %3159 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb452
    ^bb452:  // 2 preds: ^bb450, ^bb451
      %3160 = llvm.and %2231, %3077 : i1
      llvm.cond_br %3160, ^bb453, ^bb454
    ^bb453:  // pred: ^bb452
      %3161 = llvm.getelementptr %64[122] : (!llvm.ptr) -> !llvm.ptr, f16
      %3162 = llvm.ptrtoint %3161 : !llvm.ptr to i64
      %3163 = llvm.inttoptr %3162 : i64 to !llvm.ptr
      %3164 = llvm.load %3163 {alignment = 4 : i64} : !llvm.ptr -> f16
      %3165 = llvm.getelementptr %1178[1840] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3166 = llvm.ptrtoint %3165 : !llvm.ptr<1> to i64
      %3167 = llvm.inttoptr %3166 : i64 to !llvm.ptr<1>
      llvm.store %3164, %3167 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb454
    ^bb454:  // 2 preds: ^bb452, ^bb453
      %3168 = llvm.and %2231, %3087 : i1
      llvm.cond_br %3168, ^bb455, ^bb456
    ^bb455:  // pred: ^bb454
      %3169 = llvm.getelementptr %64[123] : (!llvm.ptr) -> !llvm.ptr, f16
      %3170 = llvm.ptrtoint %3169 : !llvm.ptr to i64
      %3171 = llvm.inttoptr %3170 : i64 to !llvm.ptr
      %3172 = llvm.load %3171 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3173 = llvm.getelementptr %1178[1841] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3174 = llvm.ptrtoint %3173 : !llvm.ptr<1> to i64
      %3175 = llvm.inttoptr %3174 : i64 to !llvm.ptr<1>
      llvm.store %3172, %3175 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb456
    ^bb456:  // 2 preds: ^bb454, ^bb455
      %3176 = llvm.and %2249, %3077 : i1
      llvm.cond_br %3176, ^bb457, ^bb458
    ^bb457:  // pred: ^bb456
      %3177 = llvm.getelementptr %64[124] : (!llvm.ptr) -> !llvm.ptr, f16
      %3178 = llvm.ptrtoint %3177 : !llvm.ptr to i64
      %3179 = llvm.inttoptr %3178 : i64 to !llvm.ptr
      %3180 = llvm.load %3179 {alignment = 8 : i64} : !llvm.ptr -> f16
      %3181 = llvm.getelementptr %1178[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3182 = llvm.ptrtoint %3181 : !llvm.ptr<1> to i64
      %3183 = llvm.inttoptr %3182 : i64 to !llvm.ptr<1>
      llvm.store %3180, %3183 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb458
    ^bb458:  // 2 preds: ^bb456, ^bb457
      %3184 = llvm.and %2249, %3087 : i1
      llvm.cond_br %3184, ^bb459, ^bb460
    ^bb459:  // pred: ^bb458
      %3185 = llvm.getelementptr %64[125] : (!llvm.ptr) -> !llvm.ptr, f16
      %3186 = llvm.ptrtoint %3185 : !llvm.ptr to i64
      %3187 = llvm.inttoptr %3186 : i64 to !llvm.ptr
      %3188 = llvm.load %3187 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3189 = llvm.getelementptr %1178[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3190 = llvm.ptrtoint %3189 : !llvm.ptr<1> to i64
      %3191 = llvm.inttoptr %3190 : i64 to !llvm.ptr<1>
      llvm.store %3188, %3191 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb460
    ^bb460:  // 2 preds: ^bb458, ^bb459
      %3192 = llvm.and %2267, %3077 : i1
      llvm.cond_br %3192, ^bb461, ^bb462
    ^bb461:  // pred: ^bb460
      %3193 = llvm.getelementptr %64[126] : (!llvm.ptr) -> !llvm.ptr, f16
      %3194 = llvm.ptrtoint %3193 : !llvm.ptr to i64
      %3195 = llvm.inttoptr %3194 : i64 to !llvm.ptr
      %3196 = llvm.load %3195 {alignment = 4 : i64} : !llvm.ptr -> f16
      %3197 = llvm.getelementptr %1178[2608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3198 = llvm.ptrtoint %3197 : !llvm.ptr<1> to i64
      %3199 = llvm.inttoptr %3198 : i64 to !llvm.ptr<1>
      llvm.store %3196, %3199 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb462
    ^bb462:  // 2 preds: ^bb460, ^bb461
      %3200 = llvm.and %2267, %3087 : i1
      llvm.cond_br %3200, ^bb463, ^bb207
    ^bb463:  // pred: ^bb462
      %3201 = llvm.getelementptr %64[127] : (!llvm.ptr) -> !llvm.ptr, f16
      %3202 = llvm.ptrtoint %3201 : !llvm.ptr to i64
      %3203 = llvm.inttoptr %3202 : i64 to !llvm.ptr
      %3204 = llvm.load %3203 {alignment = 2 : i64} : !llvm.ptr -> f16
      %3205 = llvm.getelementptr %1178[2609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %3206 = llvm.ptrtoint %3205 : !llvm.ptr<1> to i64
      %3207 = llvm.inttoptr %3206 : i64 to !llvm.ptr<1>
      llvm.store %3204, %3207 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb207
    ^bb464:  // pred: ^bb207
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2d_gr_h08193f08(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(98304 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(14 : i32) : i32
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
    %64 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h9ac80502_0<%63> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %65 = builtin.unrealized_conversion_cast %64 : !cuda.result to i32
    cuda.return_if_error %65 : i32
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h2ae76ef3(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsconv2d_gr_h08193f08(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
