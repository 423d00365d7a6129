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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.undef : vector<4xi32>
      %5 = llvm.mlir.constant(113 : i32) : i32
      %6 = llvm.mlir.constant(112 : i32) : i32
      %7 = llvm.mlir.constant(97 : i32) : i32
      %8 = llvm.mlir.constant(81 : i32) : i32
      %9 = llvm.mlir.constant(80 : i32) : i32
      %10 = llvm.mlir.constant(65 : i32) : i32
      %11 = llvm.mlir.constant(49 : i32) : i32
      %12 = llvm.mlir.constant(48 : i32) : i32
      %13 = llvm.mlir.constant(33 : i32) : i32
      %14 = llvm.mlir.constant(17 : i32) : i32
      %15 = llvm.mlir.constant(104 : i32) : i32
      %16 = llvm.mlir.constant(40 : i32) : i32
      %17 = llvm.mlir.constant(2304 : i32) : i32
      %18 = llvm.mlir.constant(576 : i32) : i32
      %19 = llvm.mlir.constant(4096 : i32) : i32
      %20 = llvm.mlir.constant(3072 : i32) : i32
      %21 = llvm.mlir.constant(2048 : i32) : i32
      %22 = llvm.mlir.constant(1024 : i32) : i32
      %23 = llvm.mlir.constant(96 : i32) : i32
      %24 = llvm.mlir.constant(20184 : i32) : i32
      %25 = llvm.mlir.constant(15 : i32) : i32
      %26 = llvm.mlir.constant(225 : i32) : i32
      %27 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %28 = llvm.mlir.constant(9216 : i32) : i32
      %29 = llvm.mlir.constant(-1 : i32) : i32
      %30 = llvm.mlir.constant(false) : i1
      %31 = llvm.mlir.constant(32 : i32) : i32
      %32 = llvm.mlir.constant(256 : i32) : i32
      %33 = llvm.mlir.constant(192 : i32) : i32
      %34 = llvm.mlir.constant(696 : i32) : i32
      %35 = llvm.mlir.constant(24 : i32) : i32
      %36 = llvm.mlir.constant(450 : i32) : i32
      %37 = llvm.mlir.constant(0 : i8) : i8
      %38 = llvm.mlir.constant(216 : i32) : i32
      %39 = llvm.mlir.constant(29 : i32) : i32
      %40 = llvm.mlir.constant(-16 : i64) : i64
      %41 = llvm.mlir.constant(72 : i32) : i32
      %42 = llvm.mlir.constant(1152 : i32) : i32
      %43 = llvm.mlir.constant(16 : i32) : i32
      %44 = llvm.mlir.constant(512 : i32) : i32
      %45 = llvm.mlir.constant(-16 : i32) : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(2 : i32) : i32
      %48 = llvm.mlir.constant(3 : i32) : i32
      %49 = llvm.mlir.constant(7 : i32) : i32
      %50 = llvm.mlir.constant(15 : i64) : i64
      %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xbf16>) : vector<8xbf16>
      %52 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %53 = llvm.mlir.constant(8 : i32) : i32
      %54 = llvm.mlir.constant(4 : i32) : i32
      %55 = llvm.mlir.constant(64 : i32) : i32
      %56 = llvm.mlir.constant(128 : i32) : i32
      %57 = llvm.mlir.constant(1 : i32) : i32
      %58 = llvm.alloca %56 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %56 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %55 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
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
      %72 = llvm.icmp "slt" %68, %46 : i32
      %73 = llvm.icmp "ne" %72, %30 : i1
      %74 = llvm.and %71, %73 : i1
      %75 = llvm.add %69, %29 : i32
      %76 = llvm.select %74, %75, %69 : i1, i32
      %77 = llvm.mul %76, %53 : i32
      %78 = llvm.sub %54, %77 : i32
      %79 = llvm.icmp "slt" %78, %53 : i32
      %80 = llvm.select %79, %78, %53 : i1, i32
      %81 = llvm.sub %68, %77 : i32
      %82 = llvm.srem %81, %80 : i32
      %83 = llvm.add %77, %82 : i32
      %84 = llvm.sdiv %81, %80 : i32
      %85 = llvm.mul %84, %80 : i32
      %86 = llvm.icmp "ne" %81, %85 : i32
      %87 = llvm.icmp "slt" %81, %46 : i32
      %88 = llvm.icmp "slt" %80, %46 : i32
      %89 = llvm.icmp "ne" %87, %88 : i1
      %90 = llvm.and %86, %89 : i1
      %91 = llvm.add %84, %29 : i32
      %92 = llvm.select %90, %91, %84 : i1, i32
      %93 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %94 = llvm.mul %83, %28 : i32
      %95 = llvm.getelementptr %67[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %96 = llvm.mul %83, %56 : i32
      %97 = llvm.getelementptr %27[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %98 = llvm.sdiv %93, %54 : i32
      %99 = llvm.srem %93, %54 : i32
      %100 = llvm.mul %99, %53 : i32
      %101 = llvm.sdiv %98, %47 : i32
      %102 = llvm.srem %101, %54 : i32
      %103 = llvm.mul %102, %55 : i32
      %104 = llvm.add %100, %103 : i32
      %105 = llvm.srem %98, %47 : i32
      %106 = llvm.mul %105, %31 : i32
      %107 = llvm.sdiv %101, %54 : i32
      %108 = llvm.mul %107, %32 : i32
      %109 = llvm.add %106, %108 : i32
      %110 = llvm.and %104, %33 : i32
      %111 = llvm.ashr %110, %48 : i32
      %112 = llvm.xor %104, %111 : i32
      %113 = llvm.add %112, %109 : i32
      %114 = llvm.getelementptr %27[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %115 = llvm.getelementptr %97[%113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %116 = llvm.mul %arg3, %34 : i32
      %117 = llvm.mul %arg4, %35 : i32
      %118 = llvm.mul %arg8, %35 : i32
      %119 = llvm.mul %arg7, %34 : i32
      %120 = llvm.mul %arg5, %34 : i32
      %121 = llvm.mul %arg6, %35 : i32
      %122 = llvm.add %120, %121 : i32
      %123 = llvm.add %96, %98 : i32
      %124 = llvm.sdiv %123, %26 : i32
      %125 = llvm.mul %124, %26 : i32
      %126 = llvm.sub %123, %125 : i32
      %127 = llvm.sdiv %126, %25 : i32
      %128 = llvm.mul %127, %25 : i32
      %129 = llvm.sub %126, %128 : i32
      %130 = llvm.mul %124, %24 : i32
      %131 = llvm.mul %127, %116 : i32
      %132 = llvm.add %130, %131 : i32
      %133 = llvm.mul %129, %117 : i32
      %134 = llvm.add %132, %133 : i32
      %135 = llvm.sub %134, %122 : i32
      %136 = llvm.ptrtoint %64 : !llvm.ptr to i64
      %137 = llvm.inttoptr %136 : i64 to !llvm.ptr
      llvm.store %135, %137 {alignment = 32 : i64} : i32, !llvm.ptr
      %138 = llvm.mul %127, %arg3 : i32
      %139 = llvm.sub %138, %arg5 : i32
      %140 = llvm.ptrtoint %63 : !llvm.ptr to i64
      %141 = llvm.inttoptr %140 : i64 to !llvm.ptr
      llvm.store %139, %141 {alignment = 32 : i64} : i32, !llvm.ptr
      %142 = llvm.mul %129, %arg4 : i32
      %143 = llvm.sub %142, %arg6 : i32
      %144 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, i32
      %145 = llvm.ptrtoint %144 : !llvm.ptr to i64
      %146 = llvm.inttoptr %145 : i64 to !llvm.ptr
      llvm.store %143, %146 {alignment = 16 : i64} : i32, !llvm.ptr
      %147 = llvm.icmp "slt" %123, %36 : i32
      %148 = llvm.zext %147 : i1 to i8
      %149 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %150 = llvm.inttoptr %149 : i64 to !llvm.ptr
      llvm.store %148, %150 {alignment = 32 : i64} : i8, !llvm.ptr
      %151 = llvm.add %98, %31 : i32
      %152 = llvm.add %96, %151 : i32
      %153 = llvm.sdiv %152, %26 : i32
      %154 = llvm.mul %153, %26 : i32
      %155 = llvm.sub %152, %154 : i32
      %156 = llvm.sdiv %155, %25 : i32
      %157 = llvm.mul %156, %25 : i32
      %158 = llvm.sub %155, %157 : i32
      %159 = llvm.mul %153, %24 : i32
      %160 = llvm.mul %156, %116 : i32
      %161 = llvm.add %159, %160 : i32
      %162 = llvm.mul %158, %117 : i32
      %163 = llvm.add %161, %162 : i32
      %164 = llvm.sub %163, %122 : i32
      %165 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %166 = llvm.ptrtoint %165 : !llvm.ptr to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr
      llvm.store %164, %167 {alignment = 4 : i64} : i32, !llvm.ptr
      %168 = llvm.mul %156, %arg3 : i32
      %169 = llvm.sub %168, %arg5 : i32
      %170 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
      %172 = llvm.inttoptr %171 : i64 to !llvm.ptr
      llvm.store %169, %172 {alignment = 4 : i64} : i32, !llvm.ptr
      %173 = llvm.mul %158, %arg4 : i32
      %174 = llvm.sub %173, %arg6 : i32
      %175 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, i32
      %176 = llvm.ptrtoint %175 : !llvm.ptr to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr
      llvm.store %174, %177 {alignment = 4 : i64} : i32, !llvm.ptr
      %178 = llvm.icmp "slt" %152, %36 : i32
      %179 = llvm.zext %178 : i1 to i8
      %180 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %181 = llvm.ptrtoint %180 : !llvm.ptr to i64
      %182 = llvm.inttoptr %181 : i64 to !llvm.ptr
      llvm.store %179, %182 {alignment = 1 : i64} : i8, !llvm.ptr
      %183 = llvm.add %98, %55 : i32
      %184 = llvm.add %96, %183 : i32
      %185 = llvm.sdiv %184, %26 : i32
      %186 = llvm.mul %185, %26 : i32
      %187 = llvm.sub %184, %186 : i32
      %188 = llvm.sdiv %187, %25 : i32
      %189 = llvm.mul %188, %25 : i32
      %190 = llvm.sub %187, %189 : i32
      %191 = llvm.mul %185, %24 : i32
      %192 = llvm.mul %188, %116 : i32
      %193 = llvm.add %191, %192 : i32
      %194 = llvm.mul %190, %117 : i32
      %195 = llvm.add %193, %194 : i32
      %196 = llvm.sub %195, %122 : i32
      %197 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %198 = llvm.ptrtoint %197 : !llvm.ptr to i64
      %199 = llvm.inttoptr %198 : i64 to !llvm.ptr
      llvm.store %196, %199 {alignment = 8 : i64} : i32, !llvm.ptr
      %200 = llvm.mul %188, %arg3 : i32
      %201 = llvm.sub %200, %arg5 : i32
      %202 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %203 = llvm.ptrtoint %202 : !llvm.ptr to i64
      %204 = llvm.inttoptr %203 : i64 to !llvm.ptr
      llvm.store %201, %204 {alignment = 8 : i64} : i32, !llvm.ptr
      %205 = llvm.mul %190, %arg4 : i32
      %206 = llvm.sub %205, %arg6 : i32
      %207 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, i32
      %208 = llvm.ptrtoint %207 : !llvm.ptr to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr
      llvm.store %206, %209 {alignment = 8 : i64} : i32, !llvm.ptr
      %210 = llvm.icmp "slt" %184, %36 : i32
      %211 = llvm.zext %210 : i1 to i8
      %212 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %213 = llvm.ptrtoint %212 : !llvm.ptr to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr
      llvm.store %211, %214 {alignment = 2 : i64} : i8, !llvm.ptr
      %215 = llvm.add %98, %23 : i32
      %216 = llvm.add %96, %215 : i32
      %217 = llvm.sdiv %216, %26 : i32
      %218 = llvm.mul %217, %26 : i32
      %219 = llvm.sub %216, %218 : i32
      %220 = llvm.sdiv %219, %25 : i32
      %221 = llvm.mul %220, %25 : i32
      %222 = llvm.sub %219, %221 : i32
      %223 = llvm.mul %217, %24 : i32
      %224 = llvm.mul %220, %116 : i32
      %225 = llvm.add %223, %224 : i32
      %226 = llvm.mul %222, %117 : i32
      %227 = llvm.add %225, %226 : i32
      %228 = llvm.sub %227, %122 : i32
      %229 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %230 = llvm.ptrtoint %229 : !llvm.ptr to i64
      %231 = llvm.inttoptr %230 : i64 to !llvm.ptr
      llvm.store %228, %231 {alignment = 4 : i64} : i32, !llvm.ptr
      %232 = llvm.mul %220, %arg3 : i32
      %233 = llvm.sub %232, %arg5 : i32
      %234 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, i32
      %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
      %236 = llvm.inttoptr %235 : i64 to !llvm.ptr
      llvm.store %233, %236 {alignment = 4 : i64} : i32, !llvm.ptr
      %237 = llvm.mul %222, %arg4 : i32
      %238 = llvm.sub %237, %arg6 : i32
      %239 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, i32
      %240 = llvm.ptrtoint %239 : !llvm.ptr to i64
      %241 = llvm.inttoptr %240 : i64 to !llvm.ptr
      llvm.store %238, %241 {alignment = 4 : i64} : i32, !llvm.ptr
      %242 = llvm.icmp "slt" %216, %36 : i32
      %243 = llvm.zext %242 : i1 to i8
      %244 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %245 = llvm.ptrtoint %244 : !llvm.ptr to i64
      %246 = llvm.inttoptr %245 : i64 to !llvm.ptr
      llvm.store %243, %246 {alignment = 1 : i64} : i8, !llvm.ptr
      %247 = llvm.sdiv %100, %35 : i32
      %248 = llvm.mul %247, %35 : i32
      %249 = llvm.sub %100, %248 : i32
      %250 = llvm.sdiv %247, %48 : i32
      %251 = llvm.mul %250, %48 : i32
      %252 = llvm.sub %247, %251 : i32
      %253 = llvm.mul %252, %118 : i32
      %254 = llvm.add %249, %253 : i32
      %255 = llvm.mul %250, %119 : i32
      %256 = llvm.add %254, %255 : i32
      %257 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %258 = llvm.mul %250, %arg7 : i32
      %259 = llvm.add %257, %258 : i32
      %260 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %261 = llvm.mul %252, %arg8 : i32
      %262 = llvm.add %260, %261 : i32
      %263 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %264 = llvm.icmp "ne" %263, %37 : i8
      %265 = llvm.icmp "slt" %100, %38 : i32
      %266 = llvm.and %264, %265 : i1
      %267 = llvm.icmp "sge" %259, %46 : i32
      %268 = llvm.and %266, %267 : i1
      %269 = llvm.icmp "slt" %259, %39 : i32
      %270 = llvm.and %268, %269 : i1
      %271 = llvm.icmp "sge" %262, %46 : i32
      %272 = llvm.and %270, %271 : i1
      %273 = llvm.icmp "slt" %262, %39 : i32
      %274 = llvm.and %272, %273 : i1
      %275 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %276 = llvm.add %275, %256 : i32
      llvm.cond_br %274, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %277 = llvm.getelementptr %65[%276] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %278 = llvm.ptrtoint %277 : !llvm.ptr<1> to i64
      %279 = llvm.add %278, %50 : i64
      %280 = llvm.and %279, %40 : i64
      %281 = llvm.inttoptr %280 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %114, %281, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %51, %114 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %282 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %283 = llvm.add %282, %258 : i32
      %284 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %285 = llvm.add %284, %261 : i32
      %286 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %287 = llvm.icmp "ne" %286, %37 : i8
      %288 = llvm.and %287, %265 : i1
      %289 = llvm.icmp "sge" %283, %46 : i32
      %290 = llvm.and %288, %289 : i1
      %291 = llvm.icmp "slt" %283, %39 : i32
      %292 = llvm.and %290, %291 : i1
      %293 = llvm.icmp "sge" %285, %46 : i32
      %294 = llvm.and %292, %293 : i1
      %295 = llvm.icmp "slt" %285, %39 : i32
      %296 = llvm.and %294, %295 : i1
      %297 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %298 = llvm.add %297, %256 : i32
      %299 = llvm.getelementptr %114[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %296, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %300 = llvm.getelementptr %65[%298] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %301 = llvm.ptrtoint %300 : !llvm.ptr<1> to i64
      %302 = llvm.add %301, %50 : i64
      %303 = llvm.and %302, %40 : i64
      %304 = llvm.inttoptr %303 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %299, %304, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %51, %299 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %305 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %306 = llvm.add %305, %258 : i32
      %307 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %308 = llvm.add %307, %261 : i32
      %309 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %310 = llvm.icmp "ne" %309, %37 : i8
      %311 = llvm.and %310, %265 : i1
      %312 = llvm.icmp "sge" %306, %46 : i32
      %313 = llvm.and %311, %312 : i1
      %314 = llvm.icmp "slt" %306, %39 : i32
      %315 = llvm.and %313, %314 : i1
      %316 = llvm.icmp "sge" %308, %46 : i32
      %317 = llvm.and %315, %316 : i1
      %318 = llvm.icmp "slt" %308, %39 : i32
      %319 = llvm.and %317, %318 : i1
      %320 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %321 = llvm.add %320, %256 : i32
      %322 = llvm.getelementptr %114[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %319, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %323 = llvm.getelementptr %65[%321] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %324 = llvm.ptrtoint %323 : !llvm.ptr<1> to i64
      %325 = llvm.add %324, %50 : i64
      %326 = llvm.and %325, %40 : i64
      %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %322, %327, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %51, %322 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %328 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %329 = llvm.add %328, %258 : i32
      %330 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %331 = llvm.add %330, %261 : i32
      %332 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %333 = llvm.icmp "ne" %332, %37 : i8
      %334 = llvm.and %333, %265 : i1
      %335 = llvm.icmp "sge" %329, %46 : i32
      %336 = llvm.and %334, %335 : i1
      %337 = llvm.icmp "slt" %329, %39 : i32
      %338 = llvm.and %336, %337 : i1
      %339 = llvm.icmp "sge" %331, %46 : i32
      %340 = llvm.and %338, %339 : i1
      %341 = llvm.icmp "slt" %331, %39 : i32
      %342 = llvm.and %340, %341 : i1
      %343 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %344 = llvm.add %343, %256 : i32
      %345 = llvm.getelementptr %114[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %342, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %346 = llvm.getelementptr %65[%344] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %347 = llvm.ptrtoint %346 : !llvm.ptr<1> to i64
      %348 = llvm.add %347, %50 : i64
      %349 = llvm.and %348, %40 : i64
      %350 = llvm.inttoptr %349 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %345, %350, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %51, %345 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %351 = llvm.mul %92, %56 : i32
      %352 = llvm.add %351, %98 : i32
      %353 = llvm.mul %352, %38 : i32
      %354 = llvm.add %353, %100 : i32
      %355 = llvm.icmp "slt" %352, %41 : i32
      %356 = llvm.and %355, %265 : i1
      llvm.cond_br %356, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %357 = llvm.getelementptr %66[%354] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %115, %357, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %51, %115 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %358 = llvm.add %351, %151 : i32
      %359 = llvm.mul %358, %38 : i32
      %360 = llvm.add %359, %100 : i32
      %361 = llvm.icmp "slt" %358, %41 : i32
      %362 = llvm.and %361, %265 : i1
      %363 = llvm.getelementptr %115[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %362, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %364 = llvm.getelementptr %66[%360] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %363, %364, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %51, %363 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %365 = llvm.add %351, %183 : i32
      %366 = llvm.mul %365, %38 : i32
      %367 = llvm.add %366, %100 : i32
      %368 = llvm.icmp "slt" %365, %41 : i32
      %369 = llvm.and %368, %265 : i1
      %370 = llvm.getelementptr %115[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %369, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %371 = llvm.getelementptr %66[%367] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %370, %371, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %51, %370 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %372 = llvm.add %351, %215 : i32
      %373 = llvm.mul %372, %38 : i32
      %374 = llvm.add %373, %100 : i32
      %375 = llvm.icmp "slt" %372, %41 : i32
      %376 = llvm.and %375, %265 : i1
      %377 = llvm.getelementptr %115[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %376, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %378 = llvm.getelementptr %66[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %377, %378, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %51, %377 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      nvvm.cp.async.commit.group
      %379 = llvm.add %100, %31 : i32
      %380 = llvm.sdiv %379, %35 : i32
      %381 = llvm.mul %380, %35 : i32
      %382 = llvm.sub %379, %381 : i32
      %383 = llvm.sdiv %380, %48 : i32
      %384 = llvm.mul %383, %48 : i32
      %385 = llvm.sub %380, %384 : i32
      %386 = llvm.mul %385, %118 : i32
      %387 = llvm.add %382, %386 : i32
      %388 = llvm.mul %383, %119 : i32
      %389 = llvm.add %387, %388 : i32
      %390 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %391 = llvm.mul %383, %arg7 : i32
      %392 = llvm.add %390, %391 : i32
      %393 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %394 = llvm.mul %385, %arg8 : i32
      %395 = llvm.add %393, %394 : i32
      %396 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %397 = llvm.icmp "ne" %396, %37 : i8
      %398 = llvm.icmp "slt" %379, %38 : i32
      %399 = llvm.and %397, %398 : i1
      %400 = llvm.icmp "sge" %392, %46 : i32
      %401 = llvm.and %399, %400 : i1
      %402 = llvm.icmp "slt" %392, %39 : i32
      %403 = llvm.and %401, %402 : i1
      %404 = llvm.icmp "sge" %395, %46 : i32
      %405 = llvm.and %403, %404 : i1
      %406 = llvm.icmp "slt" %395, %39 : i32
      %407 = llvm.and %405, %406 : i1
      %408 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %409 = llvm.add %408, %389 : i32
      %410 = llvm.getelementptr %114[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %407, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %411 = llvm.getelementptr %65[%409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %412 = llvm.ptrtoint %411 : !llvm.ptr<1> to i64
      %413 = llvm.add %412, %50 : i64
      %414 = llvm.and %413, %40 : i64
      %415 = llvm.inttoptr %414 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %410, %415, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %51, %410 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %416 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %417 = llvm.add %416, %391 : i32
      %418 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %419 = llvm.add %418, %394 : i32
      %420 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %421 = llvm.icmp "ne" %420, %37 : i8
      %422 = llvm.and %421, %398 : i1
      %423 = llvm.icmp "sge" %417, %46 : i32
      %424 = llvm.and %422, %423 : i1
      %425 = llvm.icmp "slt" %417, %39 : i32
      %426 = llvm.and %424, %425 : i1
      %427 = llvm.icmp "sge" %419, %46 : i32
      %428 = llvm.and %426, %427 : i1
      %429 = llvm.icmp "slt" %419, %39 : i32
      %430 = llvm.and %428, %429 : i1
      %431 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %432 = llvm.add %431, %389 : i32
      %433 = llvm.getelementptr %114[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %430, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %434 = llvm.getelementptr %65[%432] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %435 = llvm.ptrtoint %434 : !llvm.ptr<1> to i64
      %436 = llvm.add %435, %50 : i64
      %437 = llvm.and %436, %40 : i64
      %438 = llvm.inttoptr %437 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %433, %438, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %51, %433 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %439 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %440 = llvm.add %439, %391 : i32
      %441 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %442 = llvm.add %441, %394 : i32
      %443 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %444 = llvm.icmp "ne" %443, %37 : i8
      %445 = llvm.and %444, %398 : i1
      %446 = llvm.icmp "sge" %440, %46 : i32
      %447 = llvm.and %445, %446 : i1
      %448 = llvm.icmp "slt" %440, %39 : i32
      %449 = llvm.and %447, %448 : i1
      %450 = llvm.icmp "sge" %442, %46 : i32
      %451 = llvm.and %449, %450 : i1
      %452 = llvm.icmp "slt" %442, %39 : i32
      %453 = llvm.and %451, %452 : i1
      %454 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %455 = llvm.add %454, %389 : i32
      %456 = llvm.getelementptr %114[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %453, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %457 = llvm.getelementptr %65[%455] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %458 = llvm.ptrtoint %457 : !llvm.ptr<1> to i64
      %459 = llvm.add %458, %50 : i64
      %460 = llvm.and %459, %40 : i64
      %461 = llvm.inttoptr %460 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %456, %461, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %51, %456 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %462 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %463 = llvm.add %462, %391 : i32
      %464 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %465 = llvm.add %464, %394 : i32
      %466 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %467 = llvm.icmp "ne" %466, %37 : i8
      %468 = llvm.and %467, %398 : i1
      %469 = llvm.icmp "sge" %463, %46 : i32
      %470 = llvm.and %468, %469 : i1
      %471 = llvm.icmp "slt" %463, %39 : i32
      %472 = llvm.and %470, %471 : i1
      %473 = llvm.icmp "sge" %465, %46 : i32
      %474 = llvm.and %472, %473 : i1
      %475 = llvm.icmp "slt" %465, %39 : i32
      %476 = llvm.and %474, %475 : i1
      %477 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %478 = llvm.add %477, %389 : i32
      %479 = llvm.getelementptr %114[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %476, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %480 = llvm.getelementptr %65[%478] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %481 = llvm.ptrtoint %480 : !llvm.ptr<1> to i64
      %482 = llvm.add %481, %50 : i64
      %483 = llvm.and %482, %40 : i64
      %484 = llvm.inttoptr %483 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %479, %484, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %51, %479 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %485 = llvm.add %353, %379 : i32
      %486 = llvm.and %355, %398 : i1
      %487 = llvm.getelementptr %115[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %486, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %488 = llvm.getelementptr %66[%485] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %487, %488, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %51, %487 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %489 = llvm.add %359, %379 : i32
      %490 = llvm.and %361, %398 : i1
      %491 = llvm.getelementptr %115[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %490, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %492 = llvm.getelementptr %66[%489] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %491, %492, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %51, %491 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %493 = llvm.add %366, %379 : i32
      %494 = llvm.and %368, %398 : i1
      %495 = llvm.getelementptr %115[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %494, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %496 = llvm.getelementptr %66[%493] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %495, %496, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %51, %495 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %497 = llvm.add %373, %379 : i32
      %498 = llvm.and %375, %398 : i1
      %499 = llvm.getelementptr %115[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %498, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %500 = llvm.getelementptr %66[%497] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %499, %500, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %51, %499 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      nvvm.cp.async.commit.group
      %501 = llvm.add %100, %55 : i32
      %502 = llvm.sdiv %501, %35 : i32
      %503 = llvm.mul %502, %35 : i32
      %504 = llvm.sub %501, %503 : i32
      %505 = llvm.sdiv %502, %48 : i32
      %506 = llvm.mul %505, %48 : i32
      %507 = llvm.sub %502, %506 : i32
      %508 = llvm.mul %507, %118 : i32
      %509 = llvm.add %504, %508 : i32
      %510 = llvm.mul %505, %119 : i32
      %511 = llvm.add %509, %510 : i32
      %512 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %513 = llvm.mul %505, %arg7 : i32
      %514 = llvm.add %512, %513 : i32
      %515 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %516 = llvm.mul %507, %arg8 : i32
      %517 = llvm.add %515, %516 : i32
      %518 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %519 = llvm.icmp "ne" %518, %37 : i8
      %520 = llvm.icmp "slt" %501, %38 : i32
      %521 = llvm.and %519, %520 : i1
      %522 = llvm.icmp "sge" %514, %46 : i32
      %523 = llvm.and %521, %522 : i1
      %524 = llvm.icmp "slt" %514, %39 : i32
      %525 = llvm.and %523, %524 : i1
      %526 = llvm.icmp "sge" %517, %46 : i32
      %527 = llvm.and %525, %526 : i1
      %528 = llvm.icmp "slt" %517, %39 : i32
      %529 = llvm.and %527, %528 : i1
      %530 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %531 = llvm.add %530, %511 : i32
      %532 = llvm.getelementptr %114[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %529, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %533 = llvm.getelementptr %65[%531] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %534 = llvm.ptrtoint %533 : !llvm.ptr<1> to i64
      %535 = llvm.add %534, %50 : i64
      %536 = llvm.and %535, %40 : i64
      %537 = llvm.inttoptr %536 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %532, %537, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %51, %532 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %538 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %539 = llvm.add %538, %513 : i32
      %540 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %541 = llvm.add %540, %516 : i32
      %542 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %543 = llvm.icmp "ne" %542, %37 : i8
      %544 = llvm.and %543, %520 : i1
      %545 = llvm.icmp "sge" %539, %46 : i32
      %546 = llvm.and %544, %545 : i1
      %547 = llvm.icmp "slt" %539, %39 : i32
      %548 = llvm.and %546, %547 : i1
      %549 = llvm.icmp "sge" %541, %46 : i32
      %550 = llvm.and %548, %549 : i1
      %551 = llvm.icmp "slt" %541, %39 : i32
      %552 = llvm.and %550, %551 : i1
      %553 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %554 = llvm.add %553, %511 : i32
      %555 = llvm.getelementptr %114[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %552, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %556 = llvm.getelementptr %65[%554] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %557 = llvm.ptrtoint %556 : !llvm.ptr<1> to i64
      %558 = llvm.add %557, %50 : i64
      %559 = llvm.and %558, %40 : i64
      %560 = llvm.inttoptr %559 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %555, %560, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %51, %555 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %561 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %562 = llvm.add %561, %513 : i32
      %563 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %564 = llvm.add %563, %516 : i32
      %565 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %566 = llvm.icmp "ne" %565, %37 : i8
      %567 = llvm.and %566, %520 : i1
      %568 = llvm.icmp "sge" %562, %46 : i32
      %569 = llvm.and %567, %568 : i1
      %570 = llvm.icmp "slt" %562, %39 : i32
      %571 = llvm.and %569, %570 : i1
      %572 = llvm.icmp "sge" %564, %46 : i32
      %573 = llvm.and %571, %572 : i1
      %574 = llvm.icmp "slt" %564, %39 : i32
      %575 = llvm.and %573, %574 : i1
      %576 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %577 = llvm.add %576, %511 : i32
      %578 = llvm.getelementptr %114[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %575, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %579 = llvm.getelementptr %65[%577] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %580 = llvm.ptrtoint %579 : !llvm.ptr<1> to i64
      %581 = llvm.add %580, %50 : i64
      %582 = llvm.and %581, %40 : i64
      %583 = llvm.inttoptr %582 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %578, %583, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %51, %578 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %584 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %585 = llvm.add %584, %513 : i32
      %586 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %587 = llvm.add %586, %516 : i32
      %588 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %589 = llvm.icmp "ne" %588, %37 : i8
      %590 = llvm.and %589, %520 : i1
      %591 = llvm.icmp "sge" %585, %46 : i32
      %592 = llvm.and %590, %591 : i1
      %593 = llvm.icmp "slt" %585, %39 : i32
      %594 = llvm.and %592, %593 : i1
      %595 = llvm.icmp "sge" %587, %46 : i32
      %596 = llvm.and %594, %595 : i1
      %597 = llvm.icmp "slt" %587, %39 : i32
      %598 = llvm.and %596, %597 : i1
      %599 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %600 = llvm.add %599, %511 : i32
      %601 = llvm.getelementptr %114[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %598, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %602 = llvm.getelementptr %65[%600] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %603 = llvm.ptrtoint %602 : !llvm.ptr<1> to i64
      %604 = llvm.add %603, %50 : i64
      %605 = llvm.and %604, %40 : i64
      %606 = llvm.inttoptr %605 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %601, %606, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %51, %601 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %607 = llvm.add %353, %501 : i32
      %608 = llvm.and %355, %520 : i1
      %609 = llvm.getelementptr %115[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %608, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %610 = llvm.getelementptr %66[%607] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %609, %610, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %51, %609 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %611 = llvm.add %359, %501 : i32
      %612 = llvm.and %361, %520 : i1
      %613 = llvm.getelementptr %115[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %612, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %614 = llvm.getelementptr %66[%611] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %613, %614, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %51, %613 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %615 = llvm.add %366, %501 : i32
      %616 = llvm.and %368, %520 : i1
      %617 = llvm.getelementptr %115[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %616, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %618 = llvm.getelementptr %66[%615] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %617, %618, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %51, %617 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %619 = llvm.add %373, %501 : i32
      %620 = llvm.and %375, %520 : i1
      %621 = llvm.getelementptr %115[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.cond_br %620, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %622 = llvm.getelementptr %66[%619] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %621, %622, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %51, %621 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %623 = llvm.srem %93, %31 : i32
      %624 = llvm.sdiv %93, %31 : i32
      %625 = llvm.srem %624, %47 : i32
      %626 = llvm.sdiv %93, %55 : i32
      %627 = llvm.srem %626, %47 : i32
      %628 = llvm.srem %623, %31 : i32
      %629 = llvm.srem %625, %47 : i32
      %630 = llvm.srem %627, %47 : i32
      %631 = llvm.sdiv %628, %54 : i32
      %632 = llvm.srem %628, %54 : i32
      %633 = llvm.mul %632, %47 : i32
      %634 = llvm.mul %631, %41 : i32
      %635 = llvm.add %633, %634 : i32
      %636 = llvm.mul %629, %42 : i32
      %637 = llvm.mul %630, %53 : i32
      %638 = llvm.add %636, %637 : i32
      %639 = llvm.add %635, %638 : i32
      %640 = llvm.getelementptr %95[%639] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %52, %59 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %641 = llvm.sdiv %93, %43 : i32
      %642 = llvm.srem %93, %43 : i32
      %643 = llvm.sdiv %642, %47 : i32
      %644 = llvm.srem %643, %54 : i32
      %645 = llvm.mul %644, %55 : i32
      %646 = llvm.srem %641, %47 : i32
      %647 = llvm.mul %646, %53 : i32
      %648 = llvm.add %645, %647 : i32
      %649 = llvm.srem %642, %47 : i32
      %650 = llvm.mul %649, %31 : i32
      %651 = llvm.sdiv %643, %54 : i32
      %652 = llvm.mul %651, %32 : i32
      %653 = llvm.add %650, %652 : i32
      %654 = llvm.sdiv %641, %47 : i32
      %655 = llvm.srem %654, %47 : i32
      %656 = llvm.mul %655, %44 : i32
      %657 = llvm.add %653, %656 : i32
      %658 = llvm.and %648, %56 : i32
      %659 = llvm.icmp "eq" %658, %46 : i32
      %660 = llvm.select %659, %43, %45 : i1, i32
      %661 = llvm.and %648, %33 : i32
      %662 = llvm.ashr %661, %48 : i32
      %663 = llvm.xor %648, %662 : i32
      %664 = llvm.add %663, %657 : i32
      %665 = llvm.getelementptr %27[%664] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %666 = llvm.sdiv %93, %53 : i32
      %667 = llvm.srem %93, %53 : i32
      %668 = llvm.sdiv %667, %47 : i32
      %669 = llvm.mul %668, %55 : i32
      %670 = llvm.srem %666, %47 : i32
      %671 = llvm.mul %670, %53 : i32
      %672 = llvm.add %669, %671 : i32
      %673 = llvm.srem %667, %47 : i32
      %674 = llvm.mul %673, %31 : i32
      %675 = llvm.sdiv %666, %47 : i32
      %676 = llvm.sdiv %675, %47 : i32
      %677 = llvm.srem %675, %47 : i32
      %678 = llvm.mul %677, %44 : i32
      %679 = llvm.add %674, %678 : i32
      %680 = llvm.sdiv %676, %47 : i32
      %681 = llvm.mul %680, %32 : i32
      %682 = llvm.add %679, %681 : i32
      %683 = llvm.and %672, %56 : i32
      %684 = llvm.icmp "eq" %683, %46 : i32
      %685 = llvm.select %684, %43, %45 : i1, i32
      %686 = llvm.and %672, %33 : i32
      %687 = llvm.ashr %686, %48 : i32
      %688 = llvm.xor %672, %687 : i32
      %689 = llvm.add %688, %682 : i32
      %690 = llvm.getelementptr %97[%689] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      llvm.br ^bb73(%46 : i32)
    ^bb73(%691: i32):  // 2 preds: ^bb72, ^bb74
      %692 = llvm.icmp "slt" %691, %54 : i32
      llvm.cond_br %692, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %693 = llvm.mul %691, %22 : i32
      %694 = llvm.getelementptr %665[%693] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %695 = llvm.mul %691, %53 : i32
      %696 = llvm.getelementptr %61[%695] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %697 = nvvm.ldmatrix %694 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %698 = llvm.extractvalue %697[0] : !llvm_struct_a37b2a
      %699 = llvm.extractvalue %697[1] : !llvm_struct_a37b2a
      %700 = llvm.extractvalue %697[2] : !llvm_struct_a37b2a
      %701 = llvm.extractvalue %697[3] : !llvm_struct_a37b2a
      %702 = llvm.insertelement %698, %4[%3 : i64] : vector<4xi32>
      %703 = llvm.insertelement %699, %702[%2 : i64] : vector<4xi32>
      %704 = llvm.insertelement %700, %703[%1 : i64] : vector<4xi32>
      %705 = llvm.insertelement %701, %704[%0 : i64] : vector<4xi32>
      %706 = llvm.extractelement %705[%46 : i32] : vector<4xi32>
      llvm.store %706, %696 : i32, !llvm.ptr
      %707 = llvm.extractelement %705[%57 : i32] : vector<4xi32>
      %708 = llvm.getelementptr %696[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %707, %708 : i32, !llvm.ptr
      %709 = llvm.extractelement %705[%47 : i32] : vector<4xi32>
      %710 = llvm.getelementptr %696[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %709, %710 : i32, !llvm.ptr
      %711 = llvm.extractelement %705[%48 : i32] : vector<4xi32>
      %712 = llvm.getelementptr %696[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %711, %712 : i32, !llvm.ptr
      %713 = llvm.add %691, %57 : i32
      llvm.br ^bb73(%713 : i32)
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%46 : i32)
    ^bb76(%714: i32):  // 2 preds: ^bb75, ^bb77
      %715 = llvm.icmp "slt" %714, %54 : i32
      llvm.cond_br %715, ^bb77, ^bb78 {llvm.loop_annotation = #loop_annotation}
    ^bb77:  // pred: ^bb76
      %716 = llvm.mul %714, %22 : i32
      %717 = llvm.getelementptr %690[%716] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %718 = llvm.mul %714, %53 : i32
      %719 = llvm.getelementptr %60[%718] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %720 = nvvm.ldmatrix %717 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %721 = llvm.extractvalue %720[0] : !llvm_struct_a37b2a
      %722 = llvm.extractvalue %720[1] : !llvm_struct_a37b2a
      %723 = llvm.extractvalue %720[2] : !llvm_struct_a37b2a
      %724 = llvm.extractvalue %720[3] : !llvm_struct_a37b2a
      %725 = llvm.insertelement %721, %4[%3 : i64] : vector<4xi32>
      %726 = llvm.insertelement %722, %725[%2 : i64] : vector<4xi32>
      %727 = llvm.insertelement %723, %726[%1 : i64] : vector<4xi32>
      %728 = llvm.insertelement %724, %727[%0 : i64] : vector<4xi32>
      %729 = llvm.extractelement %728[%46 : i32] : vector<4xi32>
      llvm.store %729, %719 : i32, !llvm.ptr
      %730 = llvm.extractelement %728[%57 : i32] : vector<4xi32>
      %731 = llvm.getelementptr %719[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %730, %731 : i32, !llvm.ptr
      %732 = llvm.extractelement %728[%47 : i32] : vector<4xi32>
      %733 = llvm.getelementptr %719[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %732, %733 : i32, !llvm.ptr
      %734 = llvm.extractelement %728[%48 : i32] : vector<4xi32>
      %735 = llvm.getelementptr %719[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %734, %735 : i32, !llvm.ptr
      %736 = llvm.add %714, %57 : i32
      llvm.br ^bb76(%736 : i32)
    ^bb78:  // pred: ^bb76
      %737 = llvm.getelementptr %61[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %738 = llvm.getelementptr %60[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb79(%46, %48, %46 : i32, i32, i32)
    ^bb79(%739: i32, %740: i32, %741: i32):  // 2 preds: ^bb78, ^bb130
      %742 = llvm.icmp "slt" %739, %49 : i32
      llvm.cond_br %742, ^bb80, ^bb131
    ^bb80:  // pred: ^bb79
      %743 = llvm.mul %741, %19 : i32
      %744 = llvm.add %660, %743 : i32
      %745 = llvm.getelementptr %665[%744] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb81(%46 : i32)
    ^bb81(%746: i32):  // 2 preds: ^bb80, ^bb82
      %747 = llvm.icmp "slt" %746, %54 : i32
      llvm.cond_br %747, ^bb82, ^bb83 {llvm.loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb81
      %748 = llvm.mul %746, %22 : i32
      %749 = llvm.getelementptr %745[%748] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %750 = llvm.mul %746, %53 : i32
      %751 = llvm.getelementptr %737[%750] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %752 = nvvm.ldmatrix %749 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %753 = llvm.extractvalue %752[0] : !llvm_struct_a37b2a
      %754 = llvm.extractvalue %752[1] : !llvm_struct_a37b2a
      %755 = llvm.extractvalue %752[2] : !llvm_struct_a37b2a
      %756 = llvm.extractvalue %752[3] : !llvm_struct_a37b2a
      %757 = llvm.insertelement %753, %4[%3 : i64] : vector<4xi32>
      %758 = llvm.insertelement %754, %757[%2 : i64] : vector<4xi32>
      %759 = llvm.insertelement %755, %758[%1 : i64] : vector<4xi32>
      %760 = llvm.insertelement %756, %759[%0 : i64] : vector<4xi32>
      %761 = llvm.extractelement %760[%46 : i32] : vector<4xi32>
      llvm.store %761, %751 : i32, !llvm.ptr
      %762 = llvm.extractelement %760[%57 : i32] : vector<4xi32>
      %763 = llvm.getelementptr %751[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %762, %763 : i32, !llvm.ptr
      %764 = llvm.extractelement %760[%47 : i32] : vector<4xi32>
      %765 = llvm.getelementptr %751[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %764, %765 : i32, !llvm.ptr
      %766 = llvm.extractelement %760[%48 : i32] : vector<4xi32>
      %767 = llvm.getelementptr %751[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %766, %767 : i32, !llvm.ptr
      %768 = llvm.add %746, %57 : i32
      llvm.br ^bb81(%768 : i32)
    ^bb83:  // pred: ^bb81
      %769 = llvm.add %685, %743 : i32
      %770 = llvm.getelementptr %690[%769] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb84(%46 : i32)
    ^bb84(%771: i32):  // 2 preds: ^bb83, ^bb85
      %772 = llvm.icmp "slt" %771, %54 : i32
      llvm.cond_br %772, ^bb85, ^bb86 {llvm.loop_annotation = #loop_annotation}
    ^bb85:  // pred: ^bb84
      %773 = llvm.mul %771, %22 : i32
      %774 = llvm.getelementptr %770[%773] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %775 = llvm.mul %771, %53 : i32
      %776 = llvm.getelementptr %738[%775] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %777 = nvvm.ldmatrix %774 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %778 = llvm.extractvalue %777[0] : !llvm_struct_a37b2a
      %779 = llvm.extractvalue %777[1] : !llvm_struct_a37b2a
      %780 = llvm.extractvalue %777[2] : !llvm_struct_a37b2a
      %781 = llvm.extractvalue %777[3] : !llvm_struct_a37b2a
      %782 = llvm.insertelement %778, %4[%3 : i64] : vector<4xi32>
      %783 = llvm.insertelement %779, %782[%2 : i64] : vector<4xi32>
      %784 = llvm.insertelement %780, %783[%1 : i64] : vector<4xi32>
      %785 = llvm.insertelement %781, %784[%0 : i64] : vector<4xi32>
      %786 = llvm.extractelement %785[%46 : i32] : vector<4xi32>
      llvm.store %786, %776 : i32, !llvm.ptr
      %787 = llvm.extractelement %785[%57 : i32] : vector<4xi32>
      %788 = llvm.getelementptr %776[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %787, %788 : i32, !llvm.ptr
      %789 = llvm.extractelement %785[%47 : i32] : vector<4xi32>
      %790 = llvm.getelementptr %776[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %789, %790 : i32, !llvm.ptr
      %791 = llvm.extractelement %785[%48 : i32] : vector<4xi32>
      %792 = llvm.getelementptr %776[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %791, %792 : i32, !llvm.ptr
      %793 = llvm.add %771, %57 : i32
      llvm.br ^bb84(%793 : i32)
    ^bb86:  // pred: ^bb84
      %794 = llvm.add %739, %48 : i32
      %795 = llvm.icmp "slt" %794, %49 : i32
      llvm.cond_br %795, ^bb87, ^bb112
    ^bb87:  // pred: ^bb86
      %796 = llvm.mul %794, %31 : i32
      %797 = llvm.add %796, %100 : i32
      %798 = llvm.sdiv %797, %35 : i32
      %799 = llvm.mul %798, %35 : i32
      %800 = llvm.sub %797, %799 : i32
      %801 = llvm.sdiv %798, %48 : i32
      %802 = llvm.mul %801, %48 : i32
      %803 = llvm.sub %798, %802 : i32
      %804 = llvm.mul %803, %118 : i32
      %805 = llvm.add %800, %804 : i32
      %806 = llvm.mul %801, %119 : i32
      %807 = llvm.add %805, %806 : i32
      %808 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %809 = llvm.mul %801, %arg7 : i32
      %810 = llvm.add %808, %809 : i32
      %811 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %812 = llvm.mul %803, %arg8 : i32
      %813 = llvm.add %811, %812 : i32
      %814 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %815 = llvm.icmp "ne" %814, %37 : i8
      %816 = llvm.icmp "slt" %797, %38 : i32
      %817 = llvm.and %815, %816 : i1
      %818 = llvm.icmp "sge" %810, %46 : i32
      %819 = llvm.and %817, %818 : i1
      %820 = llvm.icmp "slt" %810, %39 : i32
      %821 = llvm.and %819, %820 : i1
      %822 = llvm.icmp "sge" %813, %46 : i32
      %823 = llvm.and %821, %822 : i1
      %824 = llvm.icmp "slt" %813, %39 : i32
      %825 = llvm.and %823, %824 : i1
      %826 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %827 = llvm.add %826, %807 : i32
      %828 = llvm.mul %740, %19 : i32
      %829 = llvm.getelementptr %114[%828] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %825, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %830 = llvm.getelementptr %65[%827] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %831 = llvm.ptrtoint %830 : !llvm.ptr<1> to i64
      %832 = llvm.add %831, %50 : i64
      %833 = llvm.and %832, %40 : i64
      %834 = llvm.inttoptr %833 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %829, %834, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %51, %829 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %835 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %836 = llvm.add %835, %809 : i32
      %837 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %838 = llvm.add %837, %812 : i32
      %839 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %840 = llvm.icmp "ne" %839, %37 : i8
      %841 = llvm.and %840, %816 : i1
      %842 = llvm.icmp "sge" %836, %46 : i32
      %843 = llvm.and %841, %842 : i1
      %844 = llvm.icmp "slt" %836, %39 : i32
      %845 = llvm.and %843, %844 : i1
      %846 = llvm.icmp "sge" %838, %46 : i32
      %847 = llvm.and %845, %846 : i1
      %848 = llvm.icmp "slt" %838, %39 : i32
      %849 = llvm.and %847, %848 : i1
      %850 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %851 = llvm.add %850, %807 : i32
      %852 = llvm.add %828, %22 : i32
      %853 = llvm.getelementptr %114[%852] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %849, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %854 = llvm.getelementptr %65[%851] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %855 = llvm.ptrtoint %854 : !llvm.ptr<1> to i64
      %856 = llvm.add %855, %50 : i64
      %857 = llvm.and %856, %40 : i64
      %858 = llvm.inttoptr %857 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %853, %858, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %51, %853 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %859 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %860 = llvm.add %859, %809 : i32
      %861 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %862 = llvm.add %861, %812 : i32
      %863 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %864 = llvm.icmp "ne" %863, %37 : i8
      %865 = llvm.and %864, %816 : i1
      %866 = llvm.icmp "sge" %860, %46 : i32
      %867 = llvm.and %865, %866 : i1
      %868 = llvm.icmp "slt" %860, %39 : i32
      %869 = llvm.and %867, %868 : i1
      %870 = llvm.icmp "sge" %862, %46 : i32
      %871 = llvm.and %869, %870 : i1
      %872 = llvm.icmp "slt" %862, %39 : i32
      %873 = llvm.and %871, %872 : i1
      %874 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %875 = llvm.add %874, %807 : i32
      %876 = llvm.add %828, %21 : i32
      %877 = llvm.getelementptr %114[%876] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %873, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %878 = llvm.getelementptr %65[%875] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %879 = llvm.ptrtoint %878 : !llvm.ptr<1> to i64
      %880 = llvm.add %879, %50 : i64
      %881 = llvm.and %880, %40 : i64
      %882 = llvm.inttoptr %881 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %877, %882, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %51, %877 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %883 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %884 = llvm.add %883, %809 : i32
      %885 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %886 = llvm.add %885, %812 : i32
      %887 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %888 = llvm.icmp "ne" %887, %37 : i8
      %889 = llvm.and %888, %816 : i1
      %890 = llvm.icmp "sge" %884, %46 : i32
      %891 = llvm.and %889, %890 : i1
      %892 = llvm.icmp "slt" %884, %39 : i32
      %893 = llvm.and %891, %892 : i1
      %894 = llvm.icmp "sge" %886, %46 : i32
      %895 = llvm.and %893, %894 : i1
      %896 = llvm.icmp "slt" %886, %39 : i32
      %897 = llvm.and %895, %896 : i1
      %898 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %899 = llvm.add %898, %807 : i32
      %900 = llvm.add %828, %20 : i32
      %901 = llvm.getelementptr %114[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %897, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %902 = llvm.getelementptr %65[%899] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %903 = llvm.ptrtoint %902 : !llvm.ptr<1> to i64
      %904 = llvm.add %903, %50 : i64
      %905 = llvm.and %904, %40 : i64
      %906 = llvm.inttoptr %905 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %901, %906, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %51, %901 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %907 = llvm.add %353, %797 : i32
      %908 = llvm.and %355, %816 : i1
      %909 = llvm.getelementptr %115[%828] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %908, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %910 = llvm.getelementptr %66[%907] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %911 = llvm.ptrtoint %910 : !llvm.ptr<1> to i64
      %912 = llvm.add %911, %50 : i64
      %913 = llvm.and %912, %40 : i64
      %914 = llvm.inttoptr %913 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %909, %914, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %51, %909 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %915 = llvm.add %359, %797 : i32
      %916 = llvm.and %361, %816 : i1
      %917 = llvm.getelementptr %115[%852] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %916, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %918 = llvm.getelementptr %66[%915] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %919 = llvm.ptrtoint %918 : !llvm.ptr<1> to i64
      %920 = llvm.add %919, %50 : i64
      %921 = llvm.and %920, %40 : i64
      %922 = llvm.inttoptr %921 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %917, %922, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %51, %917 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %923 = llvm.add %366, %797 : i32
      %924 = llvm.and %368, %816 : i1
      %925 = llvm.getelementptr %115[%876] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %924, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %926 = llvm.getelementptr %66[%923] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %927 = llvm.ptrtoint %926 : !llvm.ptr<1> to i64
      %928 = llvm.add %927, %50 : i64
      %929 = llvm.and %928, %40 : i64
      %930 = llvm.inttoptr %929 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %925, %930, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %51, %925 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %931 = llvm.add %373, %797 : i32
      %932 = llvm.and %375, %816 : i1
      %933 = llvm.getelementptr %115[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.cond_br %932, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %934 = llvm.getelementptr %66[%931] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %935 = llvm.ptrtoint %934 : !llvm.ptr<1> to i64
      %936 = llvm.add %935, %50 : i64
      %937 = llvm.and %936, %40 : i64
      %938 = llvm.inttoptr %937 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %933, %938, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %51, %933 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb86, ^bb111
      nvvm.cp.async.commit.group
      llvm.br ^bb113(%46 : i32)
    ^bb113(%939: i32):  // 2 preds: ^bb112, ^bb117
      %940 = llvm.icmp "slt" %939, %54 : i32
      llvm.cond_br %940, ^bb114, ^bb118 {llvm.loop_annotation = #loop_annotation}
    ^bb114:  // pred: ^bb113
      %941 = llvm.mul %939, %53 : i32
      %942 = llvm.getelementptr %61[%941] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %943 = llvm.getelementptr %942[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %944 = llvm.getelementptr %942[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %945 = llvm.getelementptr %942[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb115(%46 : i32)
    ^bb115(%946: i32):  // 2 preds: ^bb114, ^bb116
      %947 = llvm.icmp "slt" %946, %53 : i32
      llvm.cond_br %947, ^bb116, ^bb117 {llvm.loop_annotation = #loop_annotation}
    ^bb116:  // pred: ^bb115
      %948 = llvm.mul %946, %54 : i32
      %949 = llvm.getelementptr %60[%948] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %950 = llvm.mul %939, %54 : i32
      %951 = llvm.mul %946, %43 : i32
      %952 = llvm.add %950, %951 : i32
      %953 = llvm.getelementptr %59[%952] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %954 = llvm.load %942 : !llvm.ptr -> i32
      %955 = llvm.load %943 : !llvm.ptr -> i32
      %956 = llvm.load %944 : !llvm.ptr -> i32
      %957 = llvm.load %945 : !llvm.ptr -> i32
      %958 = llvm.load %949 : !llvm.ptr -> i32
      %959 = llvm.getelementptr %949[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %960 = llvm.load %959 : !llvm.ptr -> i32
      %961 = llvm.load %953 : !llvm.ptr -> f32
      %962 = llvm.getelementptr %953[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %963 = llvm.load %962 : !llvm.ptr -> f32
      %964 = llvm.getelementptr %953[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %965 = llvm.load %964 : !llvm.ptr -> f32
      %966 = llvm.getelementptr %953[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %967 = llvm.load %966 : !llvm.ptr -> f32
      %968 = nvvm.mma.sync A[%954, %955, %956, %957]  B[%958, %960]  C[%961, %963, %965, %967]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %969 = llvm.extractvalue %968[0] : !llvm_struct_687153
      %970 = llvm.extractvalue %968[1] : !llvm_struct_687153
      %971 = llvm.extractvalue %968[2] : !llvm_struct_687153
      %972 = llvm.extractvalue %968[3] : !llvm_struct_687153
      llvm.store %969, %953 : f32, !llvm.ptr
      llvm.store %970, %962 : f32, !llvm.ptr
      llvm.store %971, %964 : f32, !llvm.ptr
      llvm.store %972, %966 : f32, !llvm.ptr
      %973 = llvm.add %946, %57 : i32
      llvm.br ^bb115(%973 : i32)
    ^bb117:  // pred: ^bb115
      %974 = llvm.add %939, %57 : i32
      llvm.br ^bb113(%974 : i32)
    ^bb118:  // pred: ^bb113
      %975 = llvm.add %741, %57 : i32
      %976 = llvm.icmp "eq" %975, %54 : i32
      %977 = llvm.select %976, %46, %975 : i1, i32
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      %978 = llvm.mul %977, %19 : i32
      %979 = llvm.getelementptr %665[%978] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb119(%46 : i32)
    ^bb119(%980: i32):  // 2 preds: ^bb118, ^bb120
      %981 = llvm.icmp "slt" %980, %54 : i32
      llvm.cond_br %981, ^bb120, ^bb121 {llvm.loop_annotation = #loop_annotation}
    ^bb120:  // pred: ^bb119
      %982 = llvm.mul %980, %22 : i32
      %983 = llvm.getelementptr %979[%982] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %984 = llvm.mul %980, %53 : i32
      %985 = llvm.getelementptr %61[%984] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %986 = nvvm.ldmatrix %983 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %987 = llvm.extractvalue %986[0] : !llvm_struct_a37b2a
      %988 = llvm.extractvalue %986[1] : !llvm_struct_a37b2a
      %989 = llvm.extractvalue %986[2] : !llvm_struct_a37b2a
      %990 = llvm.extractvalue %986[3] : !llvm_struct_a37b2a
      %991 = llvm.insertelement %987, %4[%3 : i64] : vector<4xi32>
      %992 = llvm.insertelement %988, %991[%2 : i64] : vector<4xi32>
      %993 = llvm.insertelement %989, %992[%1 : i64] : vector<4xi32>
      %994 = llvm.insertelement %990, %993[%0 : i64] : vector<4xi32>
      %995 = llvm.extractelement %994[%46 : i32] : vector<4xi32>
      llvm.store %995, %985 : i32, !llvm.ptr
      %996 = llvm.extractelement %994[%57 : i32] : vector<4xi32>
      %997 = llvm.getelementptr %985[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %996, %997 : i32, !llvm.ptr
      %998 = llvm.extractelement %994[%47 : i32] : vector<4xi32>
      %999 = llvm.getelementptr %985[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %998, %999 : i32, !llvm.ptr
      %1000 = llvm.extractelement %994[%48 : i32] : vector<4xi32>
      %1001 = llvm.getelementptr %985[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1000, %1001 : i32, !llvm.ptr
      %1002 = llvm.add %980, %57 : i32
      llvm.br ^bb119(%1002 : i32)
    ^bb121:  // pred: ^bb119
      %1003 = llvm.getelementptr %690[%978] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb122(%46 : i32)
    ^bb122(%1004: i32):  // 2 preds: ^bb121, ^bb123
      %1005 = llvm.icmp "slt" %1004, %54 : i32
      llvm.cond_br %1005, ^bb123, ^bb124 {llvm.loop_annotation = #loop_annotation}
    ^bb123:  // pred: ^bb122
      %1006 = llvm.mul %1004, %22 : i32
      %1007 = llvm.getelementptr %1003[%1006] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1008 = llvm.mul %1004, %53 : i32
      %1009 = llvm.getelementptr %60[%1008] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1010 = nvvm.ldmatrix %1007 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1011 = llvm.extractvalue %1010[0] : !llvm_struct_a37b2a
      %1012 = llvm.extractvalue %1010[1] : !llvm_struct_a37b2a
      %1013 = llvm.extractvalue %1010[2] : !llvm_struct_a37b2a
      %1014 = llvm.extractvalue %1010[3] : !llvm_struct_a37b2a
      %1015 = llvm.insertelement %1011, %4[%3 : i64] : vector<4xi32>
      %1016 = llvm.insertelement %1012, %1015[%2 : i64] : vector<4xi32>
      %1017 = llvm.insertelement %1013, %1016[%1 : i64] : vector<4xi32>
      %1018 = llvm.insertelement %1014, %1017[%0 : i64] : vector<4xi32>
      %1019 = llvm.extractelement %1018[%46 : i32] : vector<4xi32>
      llvm.store %1019, %1009 : i32, !llvm.ptr
      %1020 = llvm.extractelement %1018[%57 : i32] : vector<4xi32>
      %1021 = llvm.getelementptr %1009[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1020, %1021 : i32, !llvm.ptr
      %1022 = llvm.extractelement %1018[%47 : i32] : vector<4xi32>
      %1023 = llvm.getelementptr %1009[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1022, %1023 : i32, !llvm.ptr
      %1024 = llvm.extractelement %1018[%48 : i32] : vector<4xi32>
      %1025 = llvm.getelementptr %1009[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1024, %1025 : i32, !llvm.ptr
      %1026 = llvm.add %1004, %57 : i32
      llvm.br ^bb122(%1026 : i32)
    ^bb124:  // pred: ^bb122
      llvm.br ^bb125(%46 : i32)
    ^bb125(%1027: i32):  // 2 preds: ^bb124, ^bb129
      %1028 = llvm.icmp "slt" %1027, %54 : i32
      llvm.cond_br %1028, ^bb126, ^bb130 {llvm.loop_annotation = #loop_annotation}
    ^bb126:  // pred: ^bb125
      %1029 = llvm.mul %1027, %53 : i32
      %1030 = llvm.getelementptr %737[%1029] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1031 = llvm.getelementptr %1030[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %1032 = llvm.getelementptr %1030[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %1033 = llvm.getelementptr %1030[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb127(%46 : i32)
    ^bb127(%1034: i32):  // 2 preds: ^bb126, ^bb128
      %1035 = llvm.icmp "slt" %1034, %53 : i32
      llvm.cond_br %1035, ^bb128, ^bb129 {llvm.loop_annotation = #loop_annotation}
    ^bb128:  // pred: ^bb127
      %1036 = llvm.mul %1034, %54 : i32
      %1037 = llvm.getelementptr %738[%1036] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1038 = llvm.mul %1027, %54 : i32
      %1039 = llvm.mul %1034, %43 : i32
      %1040 = llvm.add %1038, %1039 : i32
      %1041 = llvm.getelementptr %59[%1040] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1042 = llvm.load %1030 : !llvm.ptr -> i32
      %1043 = llvm.load %1031 : !llvm.ptr -> i32
      %1044 = llvm.load %1032 : !llvm.ptr -> i32
      %1045 = llvm.load %1033 : !llvm.ptr -> i32
      %1046 = llvm.load %1037 : !llvm.ptr -> i32
      %1047 = llvm.getelementptr %1037[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %1048 = llvm.load %1047 : !llvm.ptr -> i32
      %1049 = llvm.load %1041 : !llvm.ptr -> f32
      %1050 = llvm.getelementptr %1041[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1051 = llvm.load %1050 : !llvm.ptr -> f32
      %1052 = llvm.getelementptr %1041[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1053 = llvm.load %1052 : !llvm.ptr -> f32
      %1054 = llvm.getelementptr %1041[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1055 = llvm.load %1054 : !llvm.ptr -> f32
      %1056 = nvvm.mma.sync A[%1042, %1043, %1044, %1045]  B[%1046, %1048]  C[%1049, %1051, %1053, %1055]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1057 = llvm.extractvalue %1056[0] : !llvm_struct_687153
      %1058 = llvm.extractvalue %1056[1] : !llvm_struct_687153
      %1059 = llvm.extractvalue %1056[2] : !llvm_struct_687153
      %1060 = llvm.extractvalue %1056[3] : !llvm_struct_687153
      llvm.store %1057, %1041 : f32, !llvm.ptr
      llvm.store %1058, %1050 : f32, !llvm.ptr
      llvm.store %1059, %1052 : f32, !llvm.ptr
      llvm.store %1060, %1054 : f32, !llvm.ptr
      %1061 = llvm.add %1034, %57 : i32
      llvm.br ^bb127(%1061 : i32)
    ^bb129:  // pred: ^bb127
      %1062 = llvm.add %1027, %57 : i32
      llvm.br ^bb125(%1062 : i32)
    ^bb130:  // pred: ^bb125
      %1063 = llvm.add %739, %57 : i32
      llvm.br ^bb79(%1063, %741, %977 : i32, i32, i32)
    ^bb131:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1064 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1065 = llvm.fptrunc %1064 : vector<128xf32> to vector<128xbf16>
      llvm.store %1065, %58 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1066 = llvm.add %83, %57 : i32
      %1067 = llvm.mul %1066, %56 : i32
      %1068 = llvm.icmp "sle" %1067, %36 : i32
      %1069 = llvm.add %92, %57 : i32
      %1070 = llvm.mul %1069, %56 : i32
      %1071 = llvm.icmp "sle" %1070, %41 : i32
      %1072 = llvm.and %1068, %1071 : i1
      llvm.cond_br %1072, ^bb132, ^bb136
    ^bb132:  // pred: ^bb131
      llvm.br ^bb133(%46 : i32)
    ^bb133(%1073: i32):  // 2 preds: ^bb132, ^bb134
      %1074 = llvm.icmp "slt" %1073, %55 : i32
      llvm.cond_br %1074, ^bb134, ^bb135 {llvm.loop_annotation = #loop_annotation}
    ^bb134:  // pred: ^bb133
      %1075 = llvm.mul %1073, %47 : i32
      %1076 = llvm.getelementptr %58[%1075] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1077 = llvm.sdiv %1073, %47 : i32
      %1078 = llvm.srem %1073, %47 : i32
      %1079 = llvm.mul %1078, %18 : i32
      %1080 = llvm.sdiv %1077, %54 : i32
      %1081 = llvm.srem %1077, %54 : i32
      %1082 = llvm.mul %1081, %17 : i32
      %1083 = llvm.add %1079, %1082 : i32
      %1084 = llvm.mul %1080, %43 : i32
      %1085 = llvm.add %1083, %1084 : i32
      %1086 = llvm.getelementptr %640[%1085] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1087 = llvm.load %1076 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1087, %1086 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1088 = llvm.add %1073, %57 : i32
      llvm.br ^bb133(%1088 : i32)
    ^bb135:  // 3 preds: ^bb133, ^bb390, ^bb391
      llvm.br ^bb392
    ^bb136:  // pred: ^bb131
      %1089 = llvm.mul %629, %43 : i32
      %1090 = llvm.add %631, %1089 : i32
      %1091 = llvm.add %633, %637 : i32
      %1092 = llvm.add %96, %1090 : i32
      %1093 = llvm.icmp "slt" %1092, %36 : i32
      %1094 = llvm.icmp "slt" %1091, %41 : i32
      %1095 = llvm.and %1093, %1094 : i1
      llvm.cond_br %1095, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1096 = llvm.ptrtoint %58 : !llvm.ptr to i64
      %1097 = llvm.inttoptr %1096 : i64 to !llvm.ptr
      %1098 = llvm.load %1097 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1099 = llvm.ptrtoint %640 : !llvm.ptr<1> to i64
      %1100 = llvm.inttoptr %1099 : i64 to !llvm.ptr<1>
      llvm.store %1098, %1100 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1101 = llvm.add %1091, %57 : i32
      %1102 = llvm.icmp "slt" %1101, %41 : i32
      %1103 = llvm.and %1093, %1102 : i1
      llvm.cond_br %1103, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1104 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1105 = llvm.ptrtoint %1104 : !llvm.ptr to i64
      %1106 = llvm.inttoptr %1105 : i64 to !llvm.ptr
      %1107 = llvm.load %1106 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1108 = llvm.getelementptr %640[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1109 = llvm.ptrtoint %1108 : !llvm.ptr<1> to i64
      %1110 = llvm.inttoptr %1109 : i64 to !llvm.ptr<1>
      llvm.store %1107, %1110 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1111 = llvm.add %1092, %53 : i32
      %1112 = llvm.icmp "slt" %1111, %36 : i32
      %1113 = llvm.and %1112, %1094 : i1
      llvm.cond_br %1113, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1114 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1115 = llvm.ptrtoint %1114 : !llvm.ptr to i64
      %1116 = llvm.inttoptr %1115 : i64 to !llvm.ptr
      %1117 = llvm.load %1116 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1118 = llvm.getelementptr %640[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1119 = llvm.ptrtoint %1118 : !llvm.ptr<1> to i64
      %1120 = llvm.inttoptr %1119 : i64 to !llvm.ptr<1>
      llvm.store %1117, %1120 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1121 = llvm.and %1112, %1102 : i1
      llvm.cond_br %1121, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1122 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1123 = llvm.ptrtoint %1122 : !llvm.ptr to i64
      %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr
      %1125 = llvm.load %1124 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1126 = llvm.getelementptr %640[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1127 = llvm.ptrtoint %1126 : !llvm.ptr<1> to i64
      %1128 = llvm.inttoptr %1127 : i64 to !llvm.ptr<1>
      llvm.store %1125, %1128 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1129 = llvm.add %1092, %31 : i32
      %1130 = llvm.icmp "slt" %1129, %36 : i32
      %1131 = llvm.and %1130, %1094 : i1
      llvm.cond_br %1131, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1132 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1133 = llvm.ptrtoint %1132 : !llvm.ptr to i64
      %1134 = llvm.inttoptr %1133 : i64 to !llvm.ptr
      %1135 = llvm.load %1134 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1136 = llvm.getelementptr %640[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1137 = llvm.ptrtoint %1136 : !llvm.ptr<1> to i64
      %1138 = llvm.inttoptr %1137 : i64 to !llvm.ptr<1>
      llvm.store %1135, %1138 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1139 = llvm.and %1130, %1102 : i1
      llvm.cond_br %1139, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1140 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1141 = llvm.ptrtoint %1140 : !llvm.ptr to i64
      %1142 = llvm.inttoptr %1141 : i64 to !llvm.ptr
      %1143 = llvm.load %1142 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1144 = llvm.getelementptr %640[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1145 = llvm.ptrtoint %1144 : !llvm.ptr<1> to i64
      %1146 = llvm.inttoptr %1145 : i64 to !llvm.ptr<1>
      llvm.store %1143, %1146 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1147 = llvm.add %1092, %16 : i32
      %1148 = llvm.icmp "slt" %1147, %36 : i32
      %1149 = llvm.and %1148, %1094 : i1
      llvm.cond_br %1149, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1150 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1151 = llvm.ptrtoint %1150 : !llvm.ptr to i64
      %1152 = llvm.inttoptr %1151 : i64 to !llvm.ptr
      %1153 = llvm.load %1152 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1154 = llvm.getelementptr %640[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1155 = llvm.ptrtoint %1154 : !llvm.ptr<1> to i64
      %1156 = llvm.inttoptr %1155 : i64 to !llvm.ptr<1>
      llvm.store %1153, %1156 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1157 = llvm.and %1148, %1102 : i1
      llvm.cond_br %1157, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1158 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1159 = llvm.ptrtoint %1158 : !llvm.ptr to i64
      %1160 = llvm.inttoptr %1159 : i64 to !llvm.ptr
      %1161 = llvm.load %1160 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1162 = llvm.getelementptr %640[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1163 = llvm.ptrtoint %1162 : !llvm.ptr<1> to i64
      %1164 = llvm.inttoptr %1163 : i64 to !llvm.ptr<1>
      llvm.store %1161, %1164 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1165 = llvm.add %1092, %55 : i32
      %1166 = llvm.icmp "slt" %1165, %36 : i32
      %1167 = llvm.and %1166, %1094 : i1
      llvm.cond_br %1167, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1168 = llvm.getelementptr %58[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1169 = llvm.ptrtoint %1168 : !llvm.ptr to i64
      %1170 = llvm.inttoptr %1169 : i64 to !llvm.ptr
      %1171 = llvm.load %1170 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1172 = llvm.getelementptr %640[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1173 = llvm.ptrtoint %1172 : !llvm.ptr<1> to i64
      %1174 = llvm.inttoptr %1173 : i64 to !llvm.ptr<1>
      llvm.store %1171, %1174 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1175 = llvm.and %1166, %1102 : i1
      llvm.cond_br %1175, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1176 = llvm.getelementptr %58[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1177 = llvm.ptrtoint %1176 : !llvm.ptr to i64
      %1178 = llvm.inttoptr %1177 : i64 to !llvm.ptr
      %1179 = llvm.load %1178 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1180 = llvm.getelementptr %640[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1181 = llvm.ptrtoint %1180 : !llvm.ptr<1> to i64
      %1182 = llvm.inttoptr %1181 : i64 to !llvm.ptr<1>
      llvm.store %1179, %1182 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1183 = llvm.add %1092, %41 : i32
      %1184 = llvm.icmp "slt" %1183, %36 : i32
      %1185 = llvm.and %1184, %1094 : i1
      llvm.cond_br %1185, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1186 = llvm.getelementptr %58[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1187 = llvm.ptrtoint %1186 : !llvm.ptr to i64
      %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr
      %1189 = llvm.load %1188 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1190 = llvm.getelementptr %640[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1191 = llvm.ptrtoint %1190 : !llvm.ptr<1> to i64
      %1192 = llvm.inttoptr %1191 : i64 to !llvm.ptr<1>
      llvm.store %1189, %1192 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1193 = llvm.and %1184, %1102 : i1
      llvm.cond_br %1193, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1194 = llvm.getelementptr %58[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1195 = llvm.ptrtoint %1194 : !llvm.ptr to i64
      %1196 = llvm.inttoptr %1195 : i64 to !llvm.ptr
      %1197 = llvm.load %1196 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1198 = llvm.getelementptr %640[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1199 = llvm.ptrtoint %1198 : !llvm.ptr<1> to i64
      %1200 = llvm.inttoptr %1199 : i64 to !llvm.ptr<1>
      llvm.store %1197, %1200 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1201 = llvm.add %1092, %23 : i32
      %1202 = llvm.icmp "slt" %1201, %36 : i32
      %1203 = llvm.and %1202, %1094 : i1
      llvm.cond_br %1203, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1204 = llvm.getelementptr %58[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1205 = llvm.ptrtoint %1204 : !llvm.ptr to i64
      %1206 = llvm.inttoptr %1205 : i64 to !llvm.ptr
      %1207 = llvm.load %1206 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1208 = llvm.getelementptr %640[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1209 = llvm.ptrtoint %1208 : !llvm.ptr<1> to i64
      %1210 = llvm.inttoptr %1209 : i64 to !llvm.ptr<1>
      llvm.store %1207, %1210 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1211 = llvm.and %1202, %1102 : i1
      llvm.cond_br %1211, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1212 = llvm.getelementptr %58[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1213 = llvm.ptrtoint %1212 : !llvm.ptr to i64
      %1214 = llvm.inttoptr %1213 : i64 to !llvm.ptr
      %1215 = llvm.load %1214 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1216 = llvm.getelementptr %640[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1217 = llvm.ptrtoint %1216 : !llvm.ptr<1> to i64
      %1218 = llvm.inttoptr %1217 : i64 to !llvm.ptr<1>
      llvm.store %1215, %1218 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1219 = llvm.add %1092, %15 : i32
      %1220 = llvm.icmp "slt" %1219, %36 : i32
      %1221 = llvm.and %1220, %1094 : i1
      llvm.cond_br %1221, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1222 = llvm.getelementptr %58[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1223 = llvm.ptrtoint %1222 : !llvm.ptr to i64
      %1224 = llvm.inttoptr %1223 : i64 to !llvm.ptr
      %1225 = llvm.load %1224 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1226 = llvm.getelementptr %640[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1227 = llvm.ptrtoint %1226 : !llvm.ptr<1> to i64
      %1228 = llvm.inttoptr %1227 : i64 to !llvm.ptr<1>
      llvm.store %1225, %1228 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1229 = llvm.and %1220, %1102 : i1
      llvm.cond_br %1229, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1230 = llvm.getelementptr %58[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1231 = llvm.ptrtoint %1230 : !llvm.ptr to i64
      %1232 = llvm.inttoptr %1231 : i64 to !llvm.ptr
      %1233 = llvm.load %1232 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1234 = llvm.getelementptr %640[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1235 = llvm.ptrtoint %1234 : !llvm.ptr<1> to i64
      %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr<1>
      llvm.store %1233, %1236 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1237 = llvm.add %1091, %43 : i32
      %1238 = llvm.icmp "slt" %1237, %41 : i32
      %1239 = llvm.and %1093, %1238 : i1
      llvm.cond_br %1239, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1240 = llvm.getelementptr %58[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1241 = llvm.ptrtoint %1240 : !llvm.ptr to i64
      %1242 = llvm.inttoptr %1241 : i64 to !llvm.ptr
      %1243 = llvm.load %1242 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1244 = llvm.getelementptr %640[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1245 = llvm.ptrtoint %1244 : !llvm.ptr<1> to i64
      %1246 = llvm.inttoptr %1245 : i64 to !llvm.ptr<1>
      llvm.store %1243, %1246 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1247 = llvm.add %1091, %14 : i32
      %1248 = llvm.icmp "slt" %1247, %41 : i32
      %1249 = llvm.and %1093, %1248 : i1
      llvm.cond_br %1249, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1250 = llvm.getelementptr %58[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1251 = llvm.ptrtoint %1250 : !llvm.ptr to i64
      %1252 = llvm.inttoptr %1251 : i64 to !llvm.ptr
      %1253 = llvm.load %1252 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1254 = llvm.getelementptr %640[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1255 = llvm.ptrtoint %1254 : !llvm.ptr<1> to i64
      %1256 = llvm.inttoptr %1255 : i64 to !llvm.ptr<1>
      llvm.store %1253, %1256 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1257 = llvm.and %1112, %1238 : i1
      llvm.cond_br %1257, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1258 = llvm.getelementptr %58[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1259 = llvm.ptrtoint %1258 : !llvm.ptr to i64
      %1260 = llvm.inttoptr %1259 : i64 to !llvm.ptr
      %1261 = llvm.load %1260 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1262 = llvm.getelementptr %640[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1263 = llvm.ptrtoint %1262 : !llvm.ptr<1> to i64
      %1264 = llvm.inttoptr %1263 : i64 to !llvm.ptr<1>
      llvm.store %1261, %1264 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1265 = llvm.and %1112, %1248 : i1
      llvm.cond_br %1265, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1266 = llvm.getelementptr %58[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1267 = llvm.ptrtoint %1266 : !llvm.ptr to i64
      %1268 = llvm.inttoptr %1267 : i64 to !llvm.ptr
      %1269 = llvm.load %1268 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1270 = llvm.getelementptr %640[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1271 = llvm.ptrtoint %1270 : !llvm.ptr<1> to i64
      %1272 = llvm.inttoptr %1271 : i64 to !llvm.ptr<1>
      llvm.store %1269, %1272 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1273 = llvm.and %1130, %1238 : i1
      llvm.cond_br %1273, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1274 = llvm.getelementptr %58[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1275 = llvm.ptrtoint %1274 : !llvm.ptr to i64
      %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr
      %1277 = llvm.load %1276 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1278 = llvm.getelementptr %640[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1279 = llvm.ptrtoint %1278 : !llvm.ptr<1> to i64
      %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr<1>
      llvm.store %1277, %1280 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1281 = llvm.and %1130, %1248 : i1
      llvm.cond_br %1281, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1282 = llvm.getelementptr %58[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1283 = llvm.ptrtoint %1282 : !llvm.ptr to i64
      %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr
      %1285 = llvm.load %1284 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1286 = llvm.getelementptr %640[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1287 = llvm.ptrtoint %1286 : !llvm.ptr<1> to i64
      %1288 = llvm.inttoptr %1287 : i64 to !llvm.ptr<1>
      llvm.store %1285, %1288 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1289 = llvm.and %1148, %1238 : i1
      llvm.cond_br %1289, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1290 = llvm.getelementptr %58[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1291 = llvm.ptrtoint %1290 : !llvm.ptr to i64
      %1292 = llvm.inttoptr %1291 : i64 to !llvm.ptr
      %1293 = llvm.load %1292 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1294 = llvm.getelementptr %640[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1295 = llvm.ptrtoint %1294 : !llvm.ptr<1> to i64
      %1296 = llvm.inttoptr %1295 : i64 to !llvm.ptr<1>
      llvm.store %1293, %1296 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1297 = llvm.and %1148, %1248 : i1
      llvm.cond_br %1297, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1298 = llvm.getelementptr %58[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1299 = llvm.ptrtoint %1298 : !llvm.ptr to i64
      %1300 = llvm.inttoptr %1299 : i64 to !llvm.ptr
      %1301 = llvm.load %1300 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1302 = llvm.getelementptr %640[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1303 = llvm.ptrtoint %1302 : !llvm.ptr<1> to i64
      %1304 = llvm.inttoptr %1303 : i64 to !llvm.ptr<1>
      llvm.store %1301, %1304 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1305 = llvm.and %1166, %1238 : i1
      llvm.cond_br %1305, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1306 = llvm.getelementptr %58[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1307 = llvm.ptrtoint %1306 : !llvm.ptr to i64
      %1308 = llvm.inttoptr %1307 : i64 to !llvm.ptr
      %1309 = llvm.load %1308 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1310 = llvm.getelementptr %640[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1311 = llvm.ptrtoint %1310 : !llvm.ptr<1> to i64
      %1312 = llvm.inttoptr %1311 : i64 to !llvm.ptr<1>
      llvm.store %1309, %1312 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1313 = llvm.and %1166, %1248 : i1
      llvm.cond_br %1313, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1314 = llvm.getelementptr %58[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1315 = llvm.ptrtoint %1314 : !llvm.ptr to i64
      %1316 = llvm.inttoptr %1315 : i64 to !llvm.ptr
      %1317 = llvm.load %1316 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1318 = llvm.getelementptr %640[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1319 = llvm.ptrtoint %1318 : !llvm.ptr<1> to i64
      %1320 = llvm.inttoptr %1319 : i64 to !llvm.ptr<1>
      llvm.store %1317, %1320 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1321 = llvm.and %1184, %1238 : i1
      llvm.cond_br %1321, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1322 = llvm.getelementptr %58[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1323 = llvm.ptrtoint %1322 : !llvm.ptr to i64
      %1324 = llvm.inttoptr %1323 : i64 to !llvm.ptr
      %1325 = llvm.load %1324 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1326 = llvm.getelementptr %640[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1327 = llvm.ptrtoint %1326 : !llvm.ptr<1> to i64
      %1328 = llvm.inttoptr %1327 : i64 to !llvm.ptr<1>
      llvm.store %1325, %1328 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1329 = llvm.and %1184, %1248 : i1
      llvm.cond_br %1329, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1330 = llvm.getelementptr %58[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1331 = llvm.ptrtoint %1330 : !llvm.ptr to i64
      %1332 = llvm.inttoptr %1331 : i64 to !llvm.ptr
      %1333 = llvm.load %1332 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1334 = llvm.getelementptr %640[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1335 = llvm.ptrtoint %1334 : !llvm.ptr<1> to i64
      %1336 = llvm.inttoptr %1335 : i64 to !llvm.ptr<1>
      llvm.store %1333, %1336 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1337 = llvm.and %1202, %1238 : i1
      llvm.cond_br %1337, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1338 = llvm.getelementptr %58[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1339 = llvm.ptrtoint %1338 : !llvm.ptr to i64
      %1340 = llvm.inttoptr %1339 : i64 to !llvm.ptr
      %1341 = llvm.load %1340 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1342 = llvm.getelementptr %640[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1343 = llvm.ptrtoint %1342 : !llvm.ptr<1> to i64
      %1344 = llvm.inttoptr %1343 : i64 to !llvm.ptr<1>
      llvm.store %1341, %1344 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1345 = llvm.and %1202, %1248 : i1
      llvm.cond_br %1345, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1346 = llvm.getelementptr %58[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1347 = llvm.ptrtoint %1346 : !llvm.ptr to i64
      %1348 = llvm.inttoptr %1347 : i64 to !llvm.ptr
      %1349 = llvm.load %1348 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1350 = llvm.getelementptr %640[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1351 = llvm.ptrtoint %1350 : !llvm.ptr<1> to i64
      %1352 = llvm.inttoptr %1351 : i64 to !llvm.ptr<1>
      llvm.store %1349, %1352 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1353 = llvm.and %1220, %1238 : i1
      llvm.cond_br %1353, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1354 = llvm.getelementptr %58[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1355 = llvm.ptrtoint %1354 : !llvm.ptr to i64
      %1356 = llvm.inttoptr %1355 : i64 to !llvm.ptr
      %1357 = llvm.load %1356 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1358 = llvm.getelementptr %640[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1359 = llvm.ptrtoint %1358 : !llvm.ptr<1> to i64
      %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr<1>
      llvm.store %1357, %1360 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1361 = llvm.and %1220, %1248 : i1
      llvm.cond_br %1361, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1362 = llvm.getelementptr %58[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1363 = llvm.ptrtoint %1362 : !llvm.ptr to i64
      %1364 = llvm.inttoptr %1363 : i64 to !llvm.ptr
      %1365 = llvm.load %1364 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1366 = llvm.getelementptr %640[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1367 = llvm.ptrtoint %1366 : !llvm.ptr<1> to i64
      %1368 = llvm.inttoptr %1367 : i64 to !llvm.ptr<1>
      llvm.store %1365, %1368 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1369 = llvm.add %1091, %31 : i32
      %1370 = llvm.icmp "slt" %1369, %41 : i32
      %1371 = llvm.and %1093, %1370 : i1
      llvm.cond_br %1371, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1372 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1373 = llvm.ptrtoint %1372 : !llvm.ptr to i64
      %1374 = llvm.inttoptr %1373 : i64 to !llvm.ptr
      %1375 = llvm.load %1374 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1376 = llvm.getelementptr %640[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1377 = llvm.ptrtoint %1376 : !llvm.ptr<1> to i64
      %1378 = llvm.inttoptr %1377 : i64 to !llvm.ptr<1>
      llvm.store %1375, %1378 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1379 = llvm.add %1091, %13 : i32
      %1380 = llvm.icmp "slt" %1379, %41 : i32
      %1381 = llvm.and %1093, %1380 : i1
      llvm.cond_br %1381, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1382 = llvm.getelementptr %58[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1383 = llvm.ptrtoint %1382 : !llvm.ptr to i64
      %1384 = llvm.inttoptr %1383 : i64 to !llvm.ptr
      %1385 = llvm.load %1384 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1386 = llvm.getelementptr %640[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1387 = llvm.ptrtoint %1386 : !llvm.ptr<1> to i64
      %1388 = llvm.inttoptr %1387 : i64 to !llvm.ptr<1>
      llvm.store %1385, %1388 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1389 = llvm.and %1112, %1370 : i1
      llvm.cond_br %1389, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1390 = llvm.getelementptr %58[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1391 = llvm.ptrtoint %1390 : !llvm.ptr to i64
      %1392 = llvm.inttoptr %1391 : i64 to !llvm.ptr
      %1393 = llvm.load %1392 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1394 = llvm.getelementptr %640[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1395 = llvm.ptrtoint %1394 : !llvm.ptr<1> to i64
      %1396 = llvm.inttoptr %1395 : i64 to !llvm.ptr<1>
      llvm.store %1393, %1396 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1397 = llvm.and %1112, %1380 : i1
      llvm.cond_br %1397, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1398 = llvm.getelementptr %58[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1399 = llvm.ptrtoint %1398 : !llvm.ptr to i64
      %1400 = llvm.inttoptr %1399 : i64 to !llvm.ptr
      %1401 = llvm.load %1400 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1402 = llvm.getelementptr %640[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1403 = llvm.ptrtoint %1402 : !llvm.ptr<1> to i64
      %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr<1>
      llvm.store %1401, %1404 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1405 = llvm.and %1130, %1370 : i1
      llvm.cond_br %1405, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1406 = llvm.getelementptr %58[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1407 = llvm.ptrtoint %1406 : !llvm.ptr to i64
      %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr
      %1409 = llvm.load %1408 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1410 = llvm.getelementptr %640[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1411 = llvm.ptrtoint %1410 : !llvm.ptr<1> to i64
      %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr<1>
      llvm.store %1409, %1412 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1413 = llvm.and %1130, %1380 : i1
      llvm.cond_br %1413, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1414 = llvm.getelementptr %58[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1415 = llvm.ptrtoint %1414 : !llvm.ptr to i64
      %1416 = llvm.inttoptr %1415 : i64 to !llvm.ptr
      %1417 = llvm.load %1416 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1418 = llvm.getelementptr %640[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1419 = llvm.ptrtoint %1418 : !llvm.ptr<1> to i64
      %1420 = llvm.inttoptr %1419 : i64 to !llvm.ptr<1>
      llvm.store %1417, %1420 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1421 = llvm.and %1148, %1370 : i1
      llvm.cond_br %1421, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1422 = llvm.getelementptr %58[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1423 = llvm.ptrtoint %1422 : !llvm.ptr to i64
      %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr
      %1425 = llvm.load %1424 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1426 = llvm.getelementptr %640[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1427 = llvm.ptrtoint %1426 : !llvm.ptr<1> to i64
      %1428 = llvm.inttoptr %1427 : i64 to !llvm.ptr<1>
      llvm.store %1425, %1428 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1429 = llvm.and %1148, %1380 : i1
      llvm.cond_br %1429, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1430 = llvm.getelementptr %58[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1431 = llvm.ptrtoint %1430 : !llvm.ptr to i64
      %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr
      %1433 = llvm.load %1432 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1434 = llvm.getelementptr %640[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1435 = llvm.ptrtoint %1434 : !llvm.ptr<1> to i64
      %1436 = llvm.inttoptr %1435 : i64 to !llvm.ptr<1>
      llvm.store %1433, %1436 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1437 = llvm.and %1166, %1370 : i1
      llvm.cond_br %1437, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1438 = llvm.getelementptr %58[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1439 = llvm.ptrtoint %1438 : !llvm.ptr to i64
      %1440 = llvm.inttoptr %1439 : i64 to !llvm.ptr
      %1441 = llvm.load %1440 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1442 = llvm.getelementptr %640[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1443 = llvm.ptrtoint %1442 : !llvm.ptr<1> to i64
      %1444 = llvm.inttoptr %1443 : i64 to !llvm.ptr<1>
      llvm.store %1441, %1444 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1445 = llvm.and %1166, %1380 : i1
      llvm.cond_br %1445, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1446 = llvm.getelementptr %58[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1447 = llvm.ptrtoint %1446 : !llvm.ptr to i64
      %1448 = llvm.inttoptr %1447 : i64 to !llvm.ptr
      %1449 = llvm.load %1448 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1450 = llvm.getelementptr %640[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1451 = llvm.ptrtoint %1450 : !llvm.ptr<1> to i64
      %1452 = llvm.inttoptr %1451 : i64 to !llvm.ptr<1>
      llvm.store %1449, %1452 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1453 = llvm.and %1184, %1370 : i1
      llvm.cond_br %1453, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1454 = llvm.getelementptr %58[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1455 = llvm.ptrtoint %1454 : !llvm.ptr to i64
      %1456 = llvm.inttoptr %1455 : i64 to !llvm.ptr
      %1457 = llvm.load %1456 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1458 = llvm.getelementptr %640[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1459 = llvm.ptrtoint %1458 : !llvm.ptr<1> to i64
      %1460 = llvm.inttoptr %1459 : i64 to !llvm.ptr<1>
      llvm.store %1457, %1460 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1461 = llvm.and %1184, %1380 : i1
      llvm.cond_br %1461, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1462 = llvm.getelementptr %58[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1463 = llvm.ptrtoint %1462 : !llvm.ptr to i64
      %1464 = llvm.inttoptr %1463 : i64 to !llvm.ptr
      %1465 = llvm.load %1464 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1466 = llvm.getelementptr %640[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1467 = llvm.ptrtoint %1466 : !llvm.ptr<1> to i64
      %1468 = llvm.inttoptr %1467 : i64 to !llvm.ptr<1>
      llvm.store %1465, %1468 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1469 = llvm.and %1202, %1370 : i1
      llvm.cond_br %1469, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1470 = llvm.getelementptr %58[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1471 = llvm.ptrtoint %1470 : !llvm.ptr to i64
      %1472 = llvm.inttoptr %1471 : i64 to !llvm.ptr
      %1473 = llvm.load %1472 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1474 = llvm.getelementptr %640[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1475 = llvm.ptrtoint %1474 : !llvm.ptr<1> to i64
      %1476 = llvm.inttoptr %1475 : i64 to !llvm.ptr<1>
      llvm.store %1473, %1476 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1477 = llvm.and %1202, %1380 : i1
      llvm.cond_br %1477, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1478 = llvm.getelementptr %58[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1479 = llvm.ptrtoint %1478 : !llvm.ptr to i64
      %1480 = llvm.inttoptr %1479 : i64 to !llvm.ptr
      %1481 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1482 = llvm.getelementptr %640[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1483 = llvm.ptrtoint %1482 : !llvm.ptr<1> to i64
      %1484 = llvm.inttoptr %1483 : i64 to !llvm.ptr<1>
      llvm.store %1481, %1484 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1485 = llvm.and %1220, %1370 : i1
      llvm.cond_br %1485, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1486 = llvm.getelementptr %58[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1487 = llvm.ptrtoint %1486 : !llvm.ptr to i64
      %1488 = llvm.inttoptr %1487 : i64 to !llvm.ptr
      %1489 = llvm.load %1488 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1490 = llvm.getelementptr %640[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1491 = llvm.ptrtoint %1490 : !llvm.ptr<1> to i64
      %1492 = llvm.inttoptr %1491 : i64 to !llvm.ptr<1>
      llvm.store %1489, %1492 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1493 = llvm.and %1220, %1380 : i1
      llvm.cond_br %1493, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1494 = llvm.getelementptr %58[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1495 = llvm.ptrtoint %1494 : !llvm.ptr to i64
      %1496 = llvm.inttoptr %1495 : i64 to !llvm.ptr
      %1497 = llvm.load %1496 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1498 = llvm.getelementptr %640[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1499 = llvm.ptrtoint %1498 : !llvm.ptr<1> to i64
      %1500 = llvm.inttoptr %1499 : i64 to !llvm.ptr<1>
      llvm.store %1497, %1500 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1501 = llvm.add %1091, %12 : i32
      %1502 = llvm.icmp "slt" %1501, %41 : i32
      %1503 = llvm.and %1093, %1502 : i1
      llvm.cond_br %1503, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1504 = llvm.getelementptr %58[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1505 = llvm.ptrtoint %1504 : !llvm.ptr to i64
      %1506 = llvm.inttoptr %1505 : i64 to !llvm.ptr
      %1507 = llvm.load %1506 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1508 = llvm.getelementptr %640[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1509 = llvm.ptrtoint %1508 : !llvm.ptr<1> to i64
      %1510 = llvm.inttoptr %1509 : i64 to !llvm.ptr<1>
      llvm.store %1507, %1510 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1511 = llvm.add %1091, %11 : i32
      %1512 = llvm.icmp "slt" %1511, %41 : i32
      %1513 = llvm.and %1093, %1512 : i1
      llvm.cond_br %1513, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1514 = llvm.getelementptr %58[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1515 = llvm.ptrtoint %1514 : !llvm.ptr to i64
      %1516 = llvm.inttoptr %1515 : i64 to !llvm.ptr
      %1517 = llvm.load %1516 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1518 = llvm.getelementptr %640[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1519 = llvm.ptrtoint %1518 : !llvm.ptr<1> to i64
      %1520 = llvm.inttoptr %1519 : i64 to !llvm.ptr<1>
      llvm.store %1517, %1520 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1521 = llvm.and %1112, %1502 : i1
      llvm.cond_br %1521, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1522 = llvm.getelementptr %58[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1523 = llvm.ptrtoint %1522 : !llvm.ptr to i64
      %1524 = llvm.inttoptr %1523 : i64 to !llvm.ptr
      %1525 = llvm.load %1524 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1526 = llvm.getelementptr %640[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1527 = llvm.ptrtoint %1526 : !llvm.ptr<1> to i64
      %1528 = llvm.inttoptr %1527 : i64 to !llvm.ptr<1>
      llvm.store %1525, %1528 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1529 = llvm.and %1112, %1512 : i1
      llvm.cond_br %1529, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1530 = llvm.getelementptr %58[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1531 = llvm.ptrtoint %1530 : !llvm.ptr to i64
      %1532 = llvm.inttoptr %1531 : i64 to !llvm.ptr
      %1533 = llvm.load %1532 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1534 = llvm.getelementptr %640[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1535 = llvm.ptrtoint %1534 : !llvm.ptr<1> to i64
      %1536 = llvm.inttoptr %1535 : i64 to !llvm.ptr<1>
      llvm.store %1533, %1536 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1537 = llvm.and %1130, %1502 : i1
      llvm.cond_br %1537, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1538 = llvm.getelementptr %58[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1539 = llvm.ptrtoint %1538 : !llvm.ptr to i64
      %1540 = llvm.inttoptr %1539 : i64 to !llvm.ptr
      %1541 = llvm.load %1540 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1542 = llvm.getelementptr %640[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1543 = llvm.ptrtoint %1542 : !llvm.ptr<1> to i64
      %1544 = llvm.inttoptr %1543 : i64 to !llvm.ptr<1>
      llvm.store %1541, %1544 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1545 = llvm.and %1130, %1512 : i1
      llvm.cond_br %1545, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1546 = llvm.getelementptr %58[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1547 = llvm.ptrtoint %1546 : !llvm.ptr to i64
      %1548 = llvm.inttoptr %1547 : i64 to !llvm.ptr
      %1549 = llvm.load %1548 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1550 = llvm.getelementptr %640[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1551 = llvm.ptrtoint %1550 : !llvm.ptr<1> to i64
      %1552 = llvm.inttoptr %1551 : i64 to !llvm.ptr<1>
      llvm.store %1549, %1552 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1553 = llvm.and %1148, %1502 : i1
      llvm.cond_br %1553, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1554 = llvm.getelementptr %58[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1555 = llvm.ptrtoint %1554 : !llvm.ptr to i64
      %1556 = llvm.inttoptr %1555 : i64 to !llvm.ptr
      %1557 = llvm.load %1556 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1558 = llvm.getelementptr %640[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1559 = llvm.ptrtoint %1558 : !llvm.ptr<1> to i64
      %1560 = llvm.inttoptr %1559 : i64 to !llvm.ptr<1>
      llvm.store %1557, %1560 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1561 = llvm.and %1148, %1512 : i1
      llvm.cond_br %1561, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1562 = llvm.getelementptr %58[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1563 = llvm.ptrtoint %1562 : !llvm.ptr to i64
      %1564 = llvm.inttoptr %1563 : i64 to !llvm.ptr
      %1565 = llvm.load %1564 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1566 = llvm.getelementptr %640[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1567 = llvm.ptrtoint %1566 : !llvm.ptr<1> to i64
      %1568 = llvm.inttoptr %1567 : i64 to !llvm.ptr<1>
      llvm.store %1565, %1568 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1569 = llvm.and %1166, %1502 : i1
      llvm.cond_br %1569, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1570 = llvm.getelementptr %58[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1571 = llvm.ptrtoint %1570 : !llvm.ptr to i64
      %1572 = llvm.inttoptr %1571 : i64 to !llvm.ptr
      %1573 = llvm.load %1572 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1574 = llvm.getelementptr %640[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1575 = llvm.ptrtoint %1574 : !llvm.ptr<1> to i64
      %1576 = llvm.inttoptr %1575 : i64 to !llvm.ptr<1>
      llvm.store %1573, %1576 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1577 = llvm.and %1166, %1512 : i1
      llvm.cond_br %1577, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1578 = llvm.getelementptr %58[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1579 = llvm.ptrtoint %1578 : !llvm.ptr to i64
      %1580 = llvm.inttoptr %1579 : i64 to !llvm.ptr
      %1581 = llvm.load %1580 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1582 = llvm.getelementptr %640[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1583 = llvm.ptrtoint %1582 : !llvm.ptr<1> to i64
      %1584 = llvm.inttoptr %1583 : i64 to !llvm.ptr<1>
      llvm.store %1581, %1584 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1585 = llvm.and %1184, %1502 : i1
      llvm.cond_br %1585, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1586 = llvm.getelementptr %58[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1587 = llvm.ptrtoint %1586 : !llvm.ptr to i64
      %1588 = llvm.inttoptr %1587 : i64 to !llvm.ptr
      %1589 = llvm.load %1588 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1590 = llvm.getelementptr %640[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1591 = llvm.ptrtoint %1590 : !llvm.ptr<1> to i64
      %1592 = llvm.inttoptr %1591 : i64 to !llvm.ptr<1>
      llvm.store %1589, %1592 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1593 = llvm.and %1184, %1512 : i1
      llvm.cond_br %1593, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1594 = llvm.getelementptr %58[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1595 = llvm.ptrtoint %1594 : !llvm.ptr to i64
      %1596 = llvm.inttoptr %1595 : i64 to !llvm.ptr
      %1597 = llvm.load %1596 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1598 = llvm.getelementptr %640[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1599 = llvm.ptrtoint %1598 : !llvm.ptr<1> to i64
      %1600 = llvm.inttoptr %1599 : i64 to !llvm.ptr<1>
      llvm.store %1597, %1600 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1601 = llvm.and %1202, %1502 : i1
      llvm.cond_br %1601, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1602 = llvm.getelementptr %58[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1603 = llvm.ptrtoint %1602 : !llvm.ptr to i64
      %1604 = llvm.inttoptr %1603 : i64 to !llvm.ptr
      %1605 = llvm.load %1604 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1606 = llvm.getelementptr %640[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1607 = llvm.ptrtoint %1606 : !llvm.ptr<1> to i64
      %1608 = llvm.inttoptr %1607 : i64 to !llvm.ptr<1>
      llvm.store %1605, %1608 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1609 = llvm.and %1202, %1512 : i1
      llvm.cond_br %1609, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1610 = llvm.getelementptr %58[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1611 = llvm.ptrtoint %1610 : !llvm.ptr to i64
      %1612 = llvm.inttoptr %1611 : i64 to !llvm.ptr
      %1613 = llvm.load %1612 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1614 = llvm.getelementptr %640[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1615 = llvm.ptrtoint %1614 : !llvm.ptr<1> to i64
      %1616 = llvm.inttoptr %1615 : i64 to !llvm.ptr<1>
      llvm.store %1613, %1616 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1617 = llvm.and %1220, %1502 : i1
      llvm.cond_br %1617, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1618 = llvm.getelementptr %58[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1619 = llvm.ptrtoint %1618 : !llvm.ptr to i64
      %1620 = llvm.inttoptr %1619 : i64 to !llvm.ptr
      %1621 = llvm.load %1620 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1622 = llvm.getelementptr %640[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1623 = llvm.ptrtoint %1622 : !llvm.ptr<1> to i64
      %1624 = llvm.inttoptr %1623 : i64 to !llvm.ptr<1>
      llvm.store %1621, %1624 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1625 = llvm.and %1220, %1512 : i1
      llvm.cond_br %1625, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1626 = llvm.getelementptr %58[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1627 = llvm.ptrtoint %1626 : !llvm.ptr to i64
      %1628 = llvm.inttoptr %1627 : i64 to !llvm.ptr
      %1629 = llvm.load %1628 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1630 = llvm.getelementptr %640[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1631 = llvm.ptrtoint %1630 : !llvm.ptr<1> to i64
      %1632 = llvm.inttoptr %1631 : i64 to !llvm.ptr<1>
      llvm.store %1629, %1632 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1633 = llvm.add %1091, %55 : i32
      %1634 = llvm.icmp "slt" %1633, %41 : i32
      %1635 = llvm.and %1093, %1634 : i1
      llvm.cond_br %1635, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1636 = llvm.getelementptr %58[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1637 = llvm.ptrtoint %1636 : !llvm.ptr to i64
      %1638 = llvm.inttoptr %1637 : i64 to !llvm.ptr
      %1639 = llvm.load %1638 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1640 = llvm.getelementptr %640[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1641 = llvm.ptrtoint %1640 : !llvm.ptr<1> to i64
      %1642 = llvm.inttoptr %1641 : i64 to !llvm.ptr<1>
      llvm.store %1639, %1642 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1643 = llvm.add %1091, %10 : i32
      %1644 = llvm.icmp "slt" %1643, %41 : i32
      %1645 = llvm.and %1093, %1644 : i1
      llvm.cond_br %1645, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1646 = llvm.getelementptr %58[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1647 = llvm.ptrtoint %1646 : !llvm.ptr to i64
      %1648 = llvm.inttoptr %1647 : i64 to !llvm.ptr
      %1649 = llvm.load %1648 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1650 = llvm.getelementptr %640[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1651 = llvm.ptrtoint %1650 : !llvm.ptr<1> to i64
      %1652 = llvm.inttoptr %1651 : i64 to !llvm.ptr<1>
      llvm.store %1649, %1652 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1653 = llvm.and %1112, %1634 : i1
      llvm.cond_br %1653, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1654 = llvm.getelementptr %58[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1655 = llvm.ptrtoint %1654 : !llvm.ptr to i64
      %1656 = llvm.inttoptr %1655 : i64 to !llvm.ptr
      %1657 = llvm.load %1656 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1658 = llvm.getelementptr %640[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1659 = llvm.ptrtoint %1658 : !llvm.ptr<1> to i64
      %1660 = llvm.inttoptr %1659 : i64 to !llvm.ptr<1>
      llvm.store %1657, %1660 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1661 = llvm.and %1112, %1644 : i1
      llvm.cond_br %1661, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1662 = llvm.getelementptr %58[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1663 = llvm.ptrtoint %1662 : !llvm.ptr to i64
      %1664 = llvm.inttoptr %1663 : i64 to !llvm.ptr
      %1665 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1666 = llvm.getelementptr %640[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1667 = llvm.ptrtoint %1666 : !llvm.ptr<1> to i64
      %1668 = llvm.inttoptr %1667 : i64 to !llvm.ptr<1>
      llvm.store %1665, %1668 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1669 = llvm.and %1130, %1634 : i1
      llvm.cond_br %1669, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1670 = llvm.getelementptr %58[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1671 = llvm.ptrtoint %1670 : !llvm.ptr to i64
      %1672 = llvm.inttoptr %1671 : i64 to !llvm.ptr
      %1673 = llvm.load %1672 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1674 = llvm.getelementptr %640[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1675 = llvm.ptrtoint %1674 : !llvm.ptr<1> to i64
      %1676 = llvm.inttoptr %1675 : i64 to !llvm.ptr<1>
      llvm.store %1673, %1676 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1677 = llvm.and %1130, %1644 : i1
      llvm.cond_br %1677, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1678 = llvm.getelementptr %58[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1679 = llvm.ptrtoint %1678 : !llvm.ptr to i64
      %1680 = llvm.inttoptr %1679 : i64 to !llvm.ptr
      %1681 = llvm.load %1680 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1682 = llvm.getelementptr %640[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1683 = llvm.ptrtoint %1682 : !llvm.ptr<1> to i64
      %1684 = llvm.inttoptr %1683 : i64 to !llvm.ptr<1>
      llvm.store %1681, %1684 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1685 = llvm.and %1148, %1634 : i1
      llvm.cond_br %1685, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1686 = llvm.getelementptr %58[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1687 = llvm.ptrtoint %1686 : !llvm.ptr to i64
      %1688 = llvm.inttoptr %1687 : i64 to !llvm.ptr
      %1689 = llvm.load %1688 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1690 = llvm.getelementptr %640[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1691 = llvm.ptrtoint %1690 : !llvm.ptr<1> to i64
      %1692 = llvm.inttoptr %1691 : i64 to !llvm.ptr<1>
      llvm.store %1689, %1692 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1693 = llvm.and %1148, %1644 : i1
      llvm.cond_br %1693, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1694 = llvm.getelementptr %58[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1695 = llvm.ptrtoint %1694 : !llvm.ptr to i64
      %1696 = llvm.inttoptr %1695 : i64 to !llvm.ptr
      %1697 = llvm.load %1696 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1698 = llvm.getelementptr %640[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1699 = llvm.ptrtoint %1698 : !llvm.ptr<1> to i64
      %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr<1>
      llvm.store %1697, %1700 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1701 = llvm.and %1166, %1634 : i1
      llvm.cond_br %1701, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1702 = llvm.getelementptr %58[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1703 = llvm.ptrtoint %1702 : !llvm.ptr to i64
      %1704 = llvm.inttoptr %1703 : i64 to !llvm.ptr
      %1705 = llvm.load %1704 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1706 = llvm.getelementptr %640[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1707 = llvm.ptrtoint %1706 : !llvm.ptr<1> to i64
      %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr<1>
      llvm.store %1705, %1708 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1709 = llvm.and %1166, %1644 : i1
      llvm.cond_br %1709, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1710 = llvm.getelementptr %58[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1711 = llvm.ptrtoint %1710 : !llvm.ptr to i64
      %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr
      %1713 = llvm.load %1712 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1714 = llvm.getelementptr %640[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1715 = llvm.ptrtoint %1714 : !llvm.ptr<1> to i64
      %1716 = llvm.inttoptr %1715 : i64 to !llvm.ptr<1>
      llvm.store %1713, %1716 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1717 = llvm.and %1184, %1634 : i1
      llvm.cond_br %1717, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1718 = llvm.getelementptr %58[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1719 = llvm.ptrtoint %1718 : !llvm.ptr to i64
      %1720 = llvm.inttoptr %1719 : i64 to !llvm.ptr
      %1721 = llvm.load %1720 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1722 = llvm.getelementptr %640[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1723 = llvm.ptrtoint %1722 : !llvm.ptr<1> to i64
      %1724 = llvm.inttoptr %1723 : i64 to !llvm.ptr<1>
      llvm.store %1721, %1724 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1725 = llvm.and %1184, %1644 : i1
      llvm.cond_br %1725, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1726 = llvm.getelementptr %58[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1727 = llvm.ptrtoint %1726 : !llvm.ptr to i64
      %1728 = llvm.inttoptr %1727 : i64 to !llvm.ptr
      %1729 = llvm.load %1728 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1730 = llvm.getelementptr %640[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1731 = llvm.ptrtoint %1730 : !llvm.ptr<1> to i64
      %1732 = llvm.inttoptr %1731 : i64 to !llvm.ptr<1>
      llvm.store %1729, %1732 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1733 = llvm.and %1202, %1634 : i1
      llvm.cond_br %1733, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1734 = llvm.getelementptr %58[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1735 = llvm.ptrtoint %1734 : !llvm.ptr to i64
      %1736 = llvm.inttoptr %1735 : i64 to !llvm.ptr
      %1737 = llvm.load %1736 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1738 = llvm.getelementptr %640[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1739 = llvm.ptrtoint %1738 : !llvm.ptr<1> to i64
      %1740 = llvm.inttoptr %1739 : i64 to !llvm.ptr<1>
      llvm.store %1737, %1740 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1741 = llvm.and %1202, %1644 : i1
      llvm.cond_br %1741, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1742 = llvm.getelementptr %58[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1743 = llvm.ptrtoint %1742 : !llvm.ptr to i64
      %1744 = llvm.inttoptr %1743 : i64 to !llvm.ptr
      %1745 = llvm.load %1744 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1746 = llvm.getelementptr %640[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1747 = llvm.ptrtoint %1746 : !llvm.ptr<1> to i64
      %1748 = llvm.inttoptr %1747 : i64 to !llvm.ptr<1>
      llvm.store %1745, %1748 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1749 = llvm.and %1220, %1634 : i1
      llvm.cond_br %1749, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1750 = llvm.getelementptr %58[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1751 = llvm.ptrtoint %1750 : !llvm.ptr to i64
      %1752 = llvm.inttoptr %1751 : i64 to !llvm.ptr
      %1753 = llvm.load %1752 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1754 = llvm.getelementptr %640[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1755 = llvm.ptrtoint %1754 : !llvm.ptr<1> to i64
      %1756 = llvm.inttoptr %1755 : i64 to !llvm.ptr<1>
      llvm.store %1753, %1756 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1757 = llvm.and %1220, %1644 : i1
      llvm.cond_br %1757, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1758 = llvm.getelementptr %58[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1759 = llvm.ptrtoint %1758 : !llvm.ptr to i64
      %1760 = llvm.inttoptr %1759 : i64 to !llvm.ptr
      %1761 = llvm.load %1760 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1762 = llvm.getelementptr %640[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1763 = llvm.ptrtoint %1762 : !llvm.ptr<1> to i64
      %1764 = llvm.inttoptr %1763 : i64 to !llvm.ptr<1>
      llvm.store %1761, %1764 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1765 = llvm.add %1091, %9 : i32
      %1766 = llvm.icmp "slt" %1765, %41 : i32
      %1767 = llvm.and %1093, %1766 : i1
      llvm.cond_br %1767, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1768 = llvm.getelementptr %58[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1769 = llvm.ptrtoint %1768 : !llvm.ptr to i64
      %1770 = llvm.inttoptr %1769 : i64 to !llvm.ptr
      %1771 = llvm.load %1770 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1772 = llvm.getelementptr %640[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1773 = llvm.ptrtoint %1772 : !llvm.ptr<1> to i64
      %1774 = llvm.inttoptr %1773 : i64 to !llvm.ptr<1>
      llvm.store %1771, %1774 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1775 = llvm.add %1091, %8 : i32
      %1776 = llvm.icmp "slt" %1775, %41 : i32
      %1777 = llvm.and %1093, %1776 : i1
      llvm.cond_br %1777, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1778 = llvm.getelementptr %58[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1779 = llvm.ptrtoint %1778 : !llvm.ptr to i64
      %1780 = llvm.inttoptr %1779 : i64 to !llvm.ptr
      %1781 = llvm.load %1780 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1782 = llvm.getelementptr %640[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1783 = llvm.ptrtoint %1782 : !llvm.ptr<1> to i64
      %1784 = llvm.inttoptr %1783 : i64 to !llvm.ptr<1>
      llvm.store %1781, %1784 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1785 = llvm.and %1112, %1766 : i1
      llvm.cond_br %1785, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1786 = llvm.getelementptr %58[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1787 = llvm.ptrtoint %1786 : !llvm.ptr to i64
      %1788 = llvm.inttoptr %1787 : i64 to !llvm.ptr
      %1789 = llvm.load %1788 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1790 = llvm.getelementptr %640[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1791 = llvm.ptrtoint %1790 : !llvm.ptr<1> to i64
      %1792 = llvm.inttoptr %1791 : i64 to !llvm.ptr<1>
      llvm.store %1789, %1792 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %1793 = llvm.and %1112, %1776 : i1
      llvm.cond_br %1793, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1794 = llvm.getelementptr %58[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1795 = llvm.ptrtoint %1794 : !llvm.ptr to i64
      %1796 = llvm.inttoptr %1795 : i64 to !llvm.ptr
      %1797 = llvm.load %1796 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1798 = llvm.getelementptr %640[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1799 = llvm.ptrtoint %1798 : !llvm.ptr<1> to i64
      %1800 = llvm.inttoptr %1799 : i64 to !llvm.ptr<1>
      llvm.store %1797, %1800 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %1801 = llvm.and %1130, %1766 : i1
      llvm.cond_br %1801, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1802 = llvm.getelementptr %58[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1803 = llvm.ptrtoint %1802 : !llvm.ptr to i64
      %1804 = llvm.inttoptr %1803 : i64 to !llvm.ptr
      %1805 = llvm.load %1804 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1806 = llvm.getelementptr %640[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1807 = llvm.ptrtoint %1806 : !llvm.ptr<1> to i64
      %1808 = llvm.inttoptr %1807 : i64 to !llvm.ptr<1>
      llvm.store %1805, %1808 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %1809 = llvm.and %1130, %1776 : i1
      llvm.cond_br %1809, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1810 = llvm.getelementptr %58[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1811 = llvm.ptrtoint %1810 : !llvm.ptr to i64
      %1812 = llvm.inttoptr %1811 : i64 to !llvm.ptr
      %1813 = llvm.load %1812 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1814 = llvm.getelementptr %640[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1815 = llvm.ptrtoint %1814 : !llvm.ptr<1> to i64
      %1816 = llvm.inttoptr %1815 : i64 to !llvm.ptr<1>
      llvm.store %1813, %1816 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %1817 = llvm.and %1148, %1766 : i1
      llvm.cond_br %1817, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1818 = llvm.getelementptr %58[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1819 = llvm.ptrtoint %1818 : !llvm.ptr to i64
      %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr
      %1821 = llvm.load %1820 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1822 = llvm.getelementptr %640[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1823 = llvm.ptrtoint %1822 : !llvm.ptr<1> to i64
      %1824 = llvm.inttoptr %1823 : i64 to !llvm.ptr<1>
      llvm.store %1821, %1824 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %1825 = llvm.and %1148, %1776 : i1
      llvm.cond_br %1825, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1826 = llvm.getelementptr %58[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1827 = llvm.ptrtoint %1826 : !llvm.ptr to i64
      %1828 = llvm.inttoptr %1827 : i64 to !llvm.ptr
      %1829 = llvm.load %1828 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1830 = llvm.getelementptr %640[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1831 = llvm.ptrtoint %1830 : !llvm.ptr<1> to i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr<1>
      llvm.store %1829, %1832 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %1833 = llvm.and %1166, %1766 : i1
      llvm.cond_br %1833, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1834 = llvm.getelementptr %58[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1835 = llvm.ptrtoint %1834 : !llvm.ptr to i64
      %1836 = llvm.inttoptr %1835 : i64 to !llvm.ptr
      %1837 = llvm.load %1836 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1838 = llvm.getelementptr %640[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1839 = llvm.ptrtoint %1838 : !llvm.ptr<1> to i64
      %1840 = llvm.inttoptr %1839 : i64 to !llvm.ptr<1>
      llvm.store %1837, %1840 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %1841 = llvm.and %1166, %1776 : i1
      llvm.cond_br %1841, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1842 = llvm.getelementptr %58[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1843 = llvm.ptrtoint %1842 : !llvm.ptr to i64
      %1844 = llvm.inttoptr %1843 : i64 to !llvm.ptr
      %1845 = llvm.load %1844 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1846 = llvm.getelementptr %640[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1847 = llvm.ptrtoint %1846 : !llvm.ptr<1> to i64
      %1848 = llvm.inttoptr %1847 : i64 to !llvm.ptr<1>
      llvm.store %1845, %1848 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %1849 = llvm.and %1184, %1766 : i1
      llvm.cond_br %1849, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1850 = llvm.getelementptr %58[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1851 = llvm.ptrtoint %1850 : !llvm.ptr to i64
      %1852 = llvm.inttoptr %1851 : i64 to !llvm.ptr
      %1853 = llvm.load %1852 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1854 = llvm.getelementptr %640[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1855 = llvm.ptrtoint %1854 : !llvm.ptr<1> to i64
      %1856 = llvm.inttoptr %1855 : i64 to !llvm.ptr<1>
      llvm.store %1853, %1856 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %1857 = llvm.and %1184, %1776 : i1
      llvm.cond_br %1857, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1858 = llvm.getelementptr %58[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1859 = llvm.ptrtoint %1858 : !llvm.ptr to i64
      %1860 = llvm.inttoptr %1859 : i64 to !llvm.ptr
      %1861 = llvm.load %1860 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1862 = llvm.getelementptr %640[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1863 = llvm.ptrtoint %1862 : !llvm.ptr<1> to i64
      %1864 = llvm.inttoptr %1863 : i64 to !llvm.ptr<1>
      llvm.store %1861, %1864 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %1865 = llvm.and %1202, %1766 : i1
      llvm.cond_br %1865, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1866 = llvm.getelementptr %58[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1867 = llvm.ptrtoint %1866 : !llvm.ptr to i64
      %1868 = llvm.inttoptr %1867 : i64 to !llvm.ptr
      %1869 = llvm.load %1868 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1870 = llvm.getelementptr %640[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1871 = llvm.ptrtoint %1870 : !llvm.ptr<1> to i64
      %1872 = llvm.inttoptr %1871 : i64 to !llvm.ptr<1>
      llvm.store %1869, %1872 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %1873 = llvm.and %1202, %1776 : i1
      llvm.cond_br %1873, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1874 = llvm.getelementptr %58[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1875 = llvm.ptrtoint %1874 : !llvm.ptr to i64
      %1876 = llvm.inttoptr %1875 : i64 to !llvm.ptr
      %1877 = llvm.load %1876 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1878 = llvm.getelementptr %640[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1879 = llvm.ptrtoint %1878 : !llvm.ptr<1> to i64
      %1880 = llvm.inttoptr %1879 : i64 to !llvm.ptr<1>
      llvm.store %1877, %1880 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %1881 = llvm.and %1220, %1766 : i1
      llvm.cond_br %1881, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1882 = llvm.getelementptr %58[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1883 = llvm.ptrtoint %1882 : !llvm.ptr to i64
      %1884 = llvm.inttoptr %1883 : i64 to !llvm.ptr
      %1885 = llvm.load %1884 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1886 = llvm.getelementptr %640[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1887 = llvm.ptrtoint %1886 : !llvm.ptr<1> to i64
      %1888 = llvm.inttoptr %1887 : i64 to !llvm.ptr<1>
      llvm.store %1885, %1888 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %1889 = llvm.and %1220, %1776 : i1
      llvm.cond_br %1889, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1890 = llvm.getelementptr %58[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1891 = llvm.ptrtoint %1890 : !llvm.ptr to i64
      %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr
      %1893 = llvm.load %1892 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1894 = llvm.getelementptr %640[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1895 = llvm.ptrtoint %1894 : !llvm.ptr<1> to i64
      %1896 = llvm.inttoptr %1895 : i64 to !llvm.ptr<1>
      llvm.store %1893, %1896 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %1897 = llvm.add %1091, %23 : i32
      %1898 = llvm.icmp "slt" %1897, %41 : i32
      %1899 = llvm.and %1093, %1898 : i1
      llvm.cond_br %1899, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %1900 = llvm.getelementptr %58[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1901 = llvm.ptrtoint %1900 : !llvm.ptr to i64
      %1902 = llvm.inttoptr %1901 : i64 to !llvm.ptr
      %1903 = llvm.load %1902 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1904 = llvm.getelementptr %640[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1905 = llvm.ptrtoint %1904 : !llvm.ptr<1> to i64
      %1906 = llvm.inttoptr %1905 : i64 to !llvm.ptr<1>
      llvm.store %1903, %1906 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %1907 = llvm.add %1091, %7 : i32
      %1908 = llvm.icmp "slt" %1907, %41 : i32
      %1909 = llvm.and %1093, %1908 : i1
      llvm.cond_br %1909, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %1910 = llvm.getelementptr %58[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1911 = llvm.ptrtoint %1910 : !llvm.ptr to i64
      %1912 = llvm.inttoptr %1911 : i64 to !llvm.ptr
      %1913 = llvm.load %1912 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1914 = llvm.getelementptr %640[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1915 = llvm.ptrtoint %1914 : !llvm.ptr<1> to i64
      %1916 = llvm.inttoptr %1915 : i64 to !llvm.ptr<1>
      llvm.store %1913, %1916 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %1917 = llvm.and %1112, %1898 : i1
      llvm.cond_br %1917, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %1918 = llvm.getelementptr %58[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1919 = llvm.ptrtoint %1918 : !llvm.ptr to i64
      %1920 = llvm.inttoptr %1919 : i64 to !llvm.ptr
      %1921 = llvm.load %1920 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1922 = llvm.getelementptr %640[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1923 = llvm.ptrtoint %1922 : !llvm.ptr<1> to i64
      %1924 = llvm.inttoptr %1923 : i64 to !llvm.ptr<1>
      llvm.store %1921, %1924 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %1925 = llvm.and %1112, %1908 : i1
      llvm.cond_br %1925, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %1926 = llvm.getelementptr %58[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1927 = llvm.ptrtoint %1926 : !llvm.ptr to i64
      %1928 = llvm.inttoptr %1927 : i64 to !llvm.ptr
      %1929 = llvm.load %1928 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1930 = llvm.getelementptr %640[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1931 = llvm.ptrtoint %1930 : !llvm.ptr<1> to i64
      %1932 = llvm.inttoptr %1931 : i64 to !llvm.ptr<1>
      llvm.store %1929, %1932 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %1933 = llvm.and %1130, %1898 : i1
      llvm.cond_br %1933, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %1934 = llvm.getelementptr %58[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1935 = llvm.ptrtoint %1934 : !llvm.ptr to i64
      %1936 = llvm.inttoptr %1935 : i64 to !llvm.ptr
      %1937 = llvm.load %1936 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1938 = llvm.getelementptr %640[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1939 = llvm.ptrtoint %1938 : !llvm.ptr<1> to i64
      %1940 = llvm.inttoptr %1939 : i64 to !llvm.ptr<1>
      llvm.store %1937, %1940 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %1941 = llvm.and %1130, %1908 : i1
      llvm.cond_br %1941, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %1942 = llvm.getelementptr %58[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1943 = llvm.ptrtoint %1942 : !llvm.ptr to i64
      %1944 = llvm.inttoptr %1943 : i64 to !llvm.ptr
      %1945 = llvm.load %1944 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1946 = llvm.getelementptr %640[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1947 = llvm.ptrtoint %1946 : !llvm.ptr<1> to i64
      %1948 = llvm.inttoptr %1947 : i64 to !llvm.ptr<1>
      llvm.store %1945, %1948 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %1949 = llvm.and %1148, %1898 : i1
      llvm.cond_br %1949, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %1950 = llvm.getelementptr %58[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1951 = llvm.ptrtoint %1950 : !llvm.ptr to i64
      %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr
      %1953 = llvm.load %1952 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1954 = llvm.getelementptr %640[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1955 = llvm.ptrtoint %1954 : !llvm.ptr<1> to i64
      %1956 = llvm.inttoptr %1955 : i64 to !llvm.ptr<1>
      llvm.store %1953, %1956 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %1957 = llvm.and %1148, %1908 : i1
      llvm.cond_br %1957, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %1958 = llvm.getelementptr %58[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1959 = llvm.ptrtoint %1958 : !llvm.ptr to i64
      %1960 = llvm.inttoptr %1959 : i64 to !llvm.ptr
      %1961 = llvm.load %1960 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1962 = llvm.getelementptr %640[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1963 = llvm.ptrtoint %1962 : !llvm.ptr<1> to i64
      %1964 = llvm.inttoptr %1963 : i64 to !llvm.ptr<1>
      llvm.store %1961, %1964 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %1965 = llvm.and %1166, %1898 : i1
      llvm.cond_br %1965, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %1966 = llvm.getelementptr %58[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1967 = llvm.ptrtoint %1966 : !llvm.ptr to i64
      %1968 = llvm.inttoptr %1967 : i64 to !llvm.ptr
      %1969 = llvm.load %1968 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1970 = llvm.getelementptr %640[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1971 = llvm.ptrtoint %1970 : !llvm.ptr<1> to i64
      %1972 = llvm.inttoptr %1971 : i64 to !llvm.ptr<1>
      llvm.store %1969, %1972 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %1973 = llvm.and %1166, %1908 : i1
      llvm.cond_br %1973, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %1974 = llvm.getelementptr %58[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1975 = llvm.ptrtoint %1974 : !llvm.ptr to i64
      %1976 = llvm.inttoptr %1975 : i64 to !llvm.ptr
      %1977 = llvm.load %1976 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1978 = llvm.getelementptr %640[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1979 = llvm.ptrtoint %1978 : !llvm.ptr<1> to i64
      %1980 = llvm.inttoptr %1979 : i64 to !llvm.ptr<1>
      llvm.store %1977, %1980 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %1981 = llvm.and %1184, %1898 : i1
      llvm.cond_br %1981, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %1982 = llvm.getelementptr %58[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1983 = llvm.ptrtoint %1982 : !llvm.ptr to i64
      %1984 = llvm.inttoptr %1983 : i64 to !llvm.ptr
      %1985 = llvm.load %1984 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1986 = llvm.getelementptr %640[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1987 = llvm.ptrtoint %1986 : !llvm.ptr<1> to i64
      %1988 = llvm.inttoptr %1987 : i64 to !llvm.ptr<1>
      llvm.store %1985, %1988 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %1989 = llvm.and %1184, %1908 : i1
      llvm.cond_br %1989, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %1990 = llvm.getelementptr %58[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1991 = llvm.ptrtoint %1990 : !llvm.ptr to i64
      %1992 = llvm.inttoptr %1991 : i64 to !llvm.ptr
      %1993 = llvm.load %1992 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1994 = llvm.getelementptr %640[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1995 = llvm.ptrtoint %1994 : !llvm.ptr<1> to i64
      %1996 = llvm.inttoptr %1995 : i64 to !llvm.ptr<1>
      llvm.store %1993, %1996 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %1997 = llvm.and %1202, %1898 : i1
      llvm.cond_br %1997, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %1998 = llvm.getelementptr %58[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1999 = llvm.ptrtoint %1998 : !llvm.ptr to i64
      %2000 = llvm.inttoptr %1999 : i64 to !llvm.ptr
      %2001 = llvm.load %2000 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2002 = llvm.getelementptr %640[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2003 = llvm.ptrtoint %2002 : !llvm.ptr<1> to i64
      %2004 = llvm.inttoptr %2003 : i64 to !llvm.ptr<1>
      llvm.store %2001, %2004 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2005 = llvm.and %1202, %1908 : i1
      llvm.cond_br %2005, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2006 = llvm.getelementptr %58[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2007 = llvm.ptrtoint %2006 : !llvm.ptr to i64
      %2008 = llvm.inttoptr %2007 : i64 to !llvm.ptr
      %2009 = llvm.load %2008 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2010 = llvm.getelementptr %640[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2011 = llvm.ptrtoint %2010 : !llvm.ptr<1> to i64
      %2012 = llvm.inttoptr %2011 : i64 to !llvm.ptr<1>
      llvm.store %2009, %2012 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2013 = llvm.and %1220, %1898 : i1
      llvm.cond_br %2013, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2014 = llvm.getelementptr %58[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2015 = llvm.ptrtoint %2014 : !llvm.ptr to i64
      %2016 = llvm.inttoptr %2015 : i64 to !llvm.ptr
      %2017 = llvm.load %2016 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2018 = llvm.getelementptr %640[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2019 = llvm.ptrtoint %2018 : !llvm.ptr<1> to i64
      %2020 = llvm.inttoptr %2019 : i64 to !llvm.ptr<1>
      llvm.store %2017, %2020 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2021 = llvm.and %1220, %1908 : i1
      llvm.cond_br %2021, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2022 = llvm.getelementptr %58[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2023 = llvm.ptrtoint %2022 : !llvm.ptr to i64
      %2024 = llvm.inttoptr %2023 : i64 to !llvm.ptr
      %2025 = llvm.load %2024 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2026 = llvm.getelementptr %640[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2027 = llvm.ptrtoint %2026 : !llvm.ptr<1> to i64
      %2028 = llvm.inttoptr %2027 : i64 to !llvm.ptr<1>
      llvm.store %2025, %2028 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2029 = llvm.add %1091, %6 : i32
      %2030 = llvm.icmp "slt" %2029, %41 : i32
      %2031 = llvm.and %1093, %2030 : i1
      llvm.cond_br %2031, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2032 = llvm.getelementptr %58[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2033 = llvm.ptrtoint %2032 : !llvm.ptr to i64
      %2034 = llvm.inttoptr %2033 : i64 to !llvm.ptr
      %2035 = llvm.load %2034 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2036 = llvm.getelementptr %640[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2037 = llvm.ptrtoint %2036 : !llvm.ptr<1> to i64
      %2038 = llvm.inttoptr %2037 : i64 to !llvm.ptr<1>
      llvm.store %2035, %2038 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2039 = llvm.add %1091, %5 : i32
      %2040 = llvm.icmp "slt" %2039, %41 : i32
      %2041 = llvm.and %1093, %2040 : i1
      llvm.cond_br %2041, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2042 = llvm.getelementptr %58[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2043 = llvm.ptrtoint %2042 : !llvm.ptr to i64
      %2044 = llvm.inttoptr %2043 : i64 to !llvm.ptr
      %2045 = llvm.load %2044 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2046 = llvm.getelementptr %640[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2047 = llvm.ptrtoint %2046 : !llvm.ptr<1> to i64
      %2048 = llvm.inttoptr %2047 : i64 to !llvm.ptr<1>
      llvm.store %2045, %2048 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2049 = llvm.and %1112, %2030 : i1
      llvm.cond_br %2049, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2050 = llvm.getelementptr %58[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2051 = llvm.ptrtoint %2050 : !llvm.ptr to i64
      %2052 = llvm.inttoptr %2051 : i64 to !llvm.ptr
      %2053 = llvm.load %2052 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2054 = llvm.getelementptr %640[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2055 = llvm.ptrtoint %2054 : !llvm.ptr<1> to i64
      %2056 = llvm.inttoptr %2055 : i64 to !llvm.ptr<1>
      llvm.store %2053, %2056 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2057 = llvm.and %1112, %2040 : i1
      llvm.cond_br %2057, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2058 = llvm.getelementptr %58[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2059 = llvm.ptrtoint %2058 : !llvm.ptr to i64
      %2060 = llvm.inttoptr %2059 : i64 to !llvm.ptr
      %2061 = llvm.load %2060 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2062 = llvm.getelementptr %640[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2063 = llvm.ptrtoint %2062 : !llvm.ptr<1> to i64
      %2064 = llvm.inttoptr %2063 : i64 to !llvm.ptr<1>
      llvm.store %2061, %2064 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2065 = llvm.and %1130, %2030 : i1
      llvm.cond_br %2065, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2066 = llvm.getelementptr %58[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2067 = llvm.ptrtoint %2066 : !llvm.ptr to i64
      %2068 = llvm.inttoptr %2067 : i64 to !llvm.ptr
      %2069 = llvm.load %2068 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2070 = llvm.getelementptr %640[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2071 = llvm.ptrtoint %2070 : !llvm.ptr<1> to i64
      %2072 = llvm.inttoptr %2071 : i64 to !llvm.ptr<1>
      llvm.store %2069, %2072 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2073 = llvm.and %1130, %2040 : i1
      llvm.cond_br %2073, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2074 = llvm.getelementptr %58[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2075 = llvm.ptrtoint %2074 : !llvm.ptr to i64
      %2076 = llvm.inttoptr %2075 : i64 to !llvm.ptr
      %2077 = llvm.load %2076 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2078 = llvm.getelementptr %640[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2079 = llvm.ptrtoint %2078 : !llvm.ptr<1> to i64
      %2080 = llvm.inttoptr %2079 : i64 to !llvm.ptr<1>
      llvm.store %2077, %2080 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2081 = llvm.and %1148, %2030 : i1
      llvm.cond_br %2081, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2082 = llvm.getelementptr %58[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2083 = llvm.ptrtoint %2082 : !llvm.ptr to i64
      %2084 = llvm.inttoptr %2083 : i64 to !llvm.ptr
      %2085 = llvm.load %2084 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2086 = llvm.getelementptr %640[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2087 = llvm.ptrtoint %2086 : !llvm.ptr<1> to i64
      %2088 = llvm.inttoptr %2087 : i64 to !llvm.ptr<1>
      llvm.store %2085, %2088 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2089 = llvm.and %1148, %2040 : i1
      llvm.cond_br %2089, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2090 = llvm.getelementptr %58[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2091 = llvm.ptrtoint %2090 : !llvm.ptr to i64
      %2092 = llvm.inttoptr %2091 : i64 to !llvm.ptr
      %2093 = llvm.load %2092 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2094 = llvm.getelementptr %640[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2095 = llvm.ptrtoint %2094 : !llvm.ptr<1> to i64
      %2096 = llvm.inttoptr %2095 : i64 to !llvm.ptr<1>
      llvm.store %2093, %2096 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2097 = llvm.and %1166, %2030 : i1
      llvm.cond_br %2097, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2098 = llvm.getelementptr %58[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2099 = llvm.ptrtoint %2098 : !llvm.ptr to i64
      %2100 = llvm.inttoptr %2099 : i64 to !llvm.ptr
      %2101 = llvm.load %2100 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2102 = llvm.getelementptr %640[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2103 = llvm.ptrtoint %2102 : !llvm.ptr<1> to i64
      %2104 = llvm.inttoptr %2103 : i64 to !llvm.ptr<1>
      llvm.store %2101, %2104 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2105 = llvm.and %1166, %2040 : i1
      llvm.cond_br %2105, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2106 = llvm.getelementptr %58[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2107 = llvm.ptrtoint %2106 : !llvm.ptr to i64
      %2108 = llvm.inttoptr %2107 : i64 to !llvm.ptr
      %2109 = llvm.load %2108 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2110 = llvm.getelementptr %640[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2111 = llvm.ptrtoint %2110 : !llvm.ptr<1> to i64
      %2112 = llvm.inttoptr %2111 : i64 to !llvm.ptr<1>
      llvm.store %2109, %2112 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2113 = llvm.and %1184, %2030 : i1
      llvm.cond_br %2113, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2114 = llvm.getelementptr %58[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2115 = llvm.ptrtoint %2114 : !llvm.ptr to i64
      %2116 = llvm.inttoptr %2115 : i64 to !llvm.ptr
      %2117 = llvm.load %2116 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2118 = llvm.getelementptr %640[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2119 = llvm.ptrtoint %2118 : !llvm.ptr<1> to i64
      %2120 = llvm.inttoptr %2119 : i64 to !llvm.ptr<1>
      llvm.store %2117, %2120 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2121 = llvm.and %1184, %2040 : i1
      llvm.cond_br %2121, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2122 = llvm.getelementptr %58[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2123 = llvm.ptrtoint %2122 : !llvm.ptr to i64
      %2124 = llvm.inttoptr %2123 : i64 to !llvm.ptr
      %2125 = llvm.load %2124 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2126 = llvm.getelementptr %640[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2127 = llvm.ptrtoint %2126 : !llvm.ptr<1> to i64
      %2128 = llvm.inttoptr %2127 : i64 to !llvm.ptr<1>
      llvm.store %2125, %2128 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2129 = llvm.and %1202, %2030 : i1
      llvm.cond_br %2129, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2130 = llvm.getelementptr %58[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2131 = llvm.ptrtoint %2130 : !llvm.ptr to i64
      %2132 = llvm.inttoptr %2131 : i64 to !llvm.ptr
      %2133 = llvm.load %2132 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2134 = llvm.getelementptr %640[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2135 = llvm.ptrtoint %2134 : !llvm.ptr<1> to i64
      %2136 = llvm.inttoptr %2135 : i64 to !llvm.ptr<1>
      llvm.store %2133, %2136 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2137 = llvm.and %1202, %2040 : i1
      llvm.cond_br %2137, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2138 = llvm.getelementptr %58[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2139 = llvm.ptrtoint %2138 : !llvm.ptr to i64
      %2140 = llvm.inttoptr %2139 : i64 to !llvm.ptr
      %2141 = llvm.load %2140 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2142 = llvm.getelementptr %640[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2143 = llvm.ptrtoint %2142 : !llvm.ptr<1> to i64
      %2144 = llvm.inttoptr %2143 : i64 to !llvm.ptr<1>
      llvm.store %2141, %2144 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2145 = llvm.and %1220, %2030 : i1
      llvm.cond_br %2145, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2146 = llvm.getelementptr %58[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2147 = llvm.ptrtoint %2146 : !llvm.ptr to i64
      %2148 = llvm.inttoptr %2147 : i64 to !llvm.ptr
      %2149 = llvm.load %2148 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2150 = llvm.getelementptr %640[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2151 = llvm.ptrtoint %2150 : !llvm.ptr<1> to i64
      %2152 = llvm.inttoptr %2151 : i64 to !llvm.ptr<1>
      llvm.store %2149, %2152 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2153 = llvm.and %1220, %2040 : i1
      llvm.cond_br %2153, ^bb391, ^bb135
    ^bb391:  // pred: ^bb390
      %2154 = llvm.getelementptr %58[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2155 = llvm.ptrtoint %2154 : !llvm.ptr to i64
      %2156 = llvm.inttoptr %2155 : i64 to !llvm.ptr
      %2157 = llvm.load %2156 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2158 = llvm.getelementptr %640[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2159 = llvm.ptrtoint %2158 : !llvm.ptr<1> to i64
      %2160 = llvm.inttoptr %2159 : i64 to !llvm.ptr<1>
      llvm.store %2157, %2160 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb135
    ^bb392:  // pred: ^bb135
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsconv2dSm8_ha81ccf97(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(65536 : i64) : i64
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
    %64 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsconv_h1a531b54_0<%63> (%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32) -> !cuda.result
    %65 = builtin.unrealized_conversion_cast %64 : !cuda.result to i32
    cuda.return_if_error %65 : i32
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h28fed3da(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsconv2dSm8_ha81ccf97(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, i32, i32, i32, i32, i32, i32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
