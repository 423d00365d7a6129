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
      %31 = llvm.mlir.constant(696 : i32) : i32
      %32 = llvm.mlir.constant(24 : i32) : i32
      %33 = llvm.mlir.constant(32 : i32) : i32
      %34 = llvm.mlir.constant(256 : i32) : i32
      %35 = llvm.mlir.constant(192 : i32) : i32
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
      %68 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %69 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %70 = llvm.sdiv %69, %53 : i32
      %71 = llvm.mul %70, %53 : i32
      %72 = llvm.icmp "ne" %69, %71 : i32
      %73 = llvm.icmp "slt" %69, %46 : i32
      %74 = llvm.icmp "ne" %73, %30 : i1
      %75 = llvm.and %72, %74 : i1
      %76 = llvm.add %70, %29 : i32
      %77 = llvm.select %75, %76, %70 : i1, i32
      %78 = llvm.mul %77, %53 : i32
      %79 = llvm.sub %54, %78 : i32
      %80 = llvm.icmp "slt" %79, %53 : i32
      %81 = llvm.select %80, %79, %53 : i1, i32
      %82 = llvm.sub %69, %78 : i32
      %83 = llvm.srem %82, %81 : i32
      %84 = llvm.add %78, %83 : i32
      %85 = llvm.sdiv %82, %81 : i32
      %86 = llvm.mul %85, %81 : i32
      %87 = llvm.icmp "ne" %82, %86 : i32
      %88 = llvm.icmp "slt" %82, %46 : i32
      %89 = llvm.icmp "slt" %81, %46 : i32
      %90 = llvm.icmp "ne" %88, %89 : i1
      %91 = llvm.and %87, %90 : i1
      %92 = llvm.add %85, %29 : i32
      %93 = llvm.select %91, %92, %85 : i1, i32
      %94 = llvm.mul %arg3, %31 : i32
      %95 = llvm.mul %arg4, %32 : i32
      %96 = llvm.mul %arg8, %32 : i32
      %97 = llvm.mul %arg7, %31 : i32
      %98 = llvm.mul %arg5, %31 : i32
      %99 = llvm.mul %arg6, %32 : i32
      %100 = llvm.add %98, %99 : i32
      %101 = llvm.mul %84, %28 : i32
      %102 = llvm.getelementptr %67[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %103 = llvm.mul %84, %56 : i32
      %104 = llvm.getelementptr %27[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %105 = llvm.sdiv %68, %54 : i32
      %106 = llvm.srem %68, %54 : i32
      %107 = llvm.mul %106, %53 : i32
      %108 = llvm.sdiv %105, %47 : i32
      %109 = llvm.srem %108, %54 : i32
      %110 = llvm.mul %109, %55 : i32
      %111 = llvm.add %107, %110 : i32
      %112 = llvm.srem %105, %47 : i32
      %113 = llvm.mul %112, %33 : i32
      %114 = llvm.sdiv %108, %54 : i32
      %115 = llvm.mul %114, %34 : i32
      %116 = llvm.add %113, %115 : i32
      %117 = llvm.and %111, %35 : i32
      %118 = llvm.ashr %117, %48 : i32
      %119 = llvm.xor %111, %118 : i32
      %120 = llvm.add %119, %116 : i32
      %121 = llvm.getelementptr %27[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %122 = llvm.getelementptr %104[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %123 = llvm.add %103, %105 : i32
      %124 = llvm.sdiv %123, %26 : i32
      %125 = llvm.mul %124, %26 : i32
      %126 = llvm.sub %123, %125 : i32
      %127 = llvm.sdiv %126, %25 : i32
      %128 = llvm.mul %127, %25 : i32
      %129 = llvm.sub %126, %128 : i32
      %130 = llvm.mul %124, %24 : i32
      %131 = llvm.mul %127, %94 : i32
      %132 = llvm.add %130, %131 : i32
      %133 = llvm.mul %129, %95 : i32
      %134 = llvm.add %132, %133 : i32
      %135 = llvm.sub %134, %100 : i32
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
      %151 = llvm.add %105, %33 : i32
      %152 = llvm.add %103, %151 : i32
      %153 = llvm.sdiv %152, %26 : i32
      %154 = llvm.mul %153, %26 : i32
      %155 = llvm.sub %152, %154 : i32
      %156 = llvm.sdiv %155, %25 : i32
      %157 = llvm.mul %156, %25 : i32
      %158 = llvm.sub %155, %157 : i32
      %159 = llvm.mul %153, %24 : i32
      %160 = llvm.mul %156, %94 : i32
      %161 = llvm.add %159, %160 : i32
      %162 = llvm.mul %158, %95 : i32
      %163 = llvm.add %161, %162 : i32
      %164 = llvm.sub %163, %100 : i32
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
      %183 = llvm.add %105, %55 : i32
      %184 = llvm.add %103, %183 : i32
      %185 = llvm.sdiv %184, %26 : i32
      %186 = llvm.mul %185, %26 : i32
      %187 = llvm.sub %184, %186 : i32
      %188 = llvm.sdiv %187, %25 : i32
      %189 = llvm.mul %188, %25 : i32
      %190 = llvm.sub %187, %189 : i32
      %191 = llvm.mul %185, %24 : i32
      %192 = llvm.mul %188, %94 : i32
      %193 = llvm.add %191, %192 : i32
      %194 = llvm.mul %190, %95 : i32
      %195 = llvm.add %193, %194 : i32
      %196 = llvm.sub %195, %100 : i32
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
      %215 = llvm.add %105, %23 : i32
      %216 = llvm.add %103, %215 : i32
      %217 = llvm.sdiv %216, %26 : i32
      %218 = llvm.mul %217, %26 : i32
      %219 = llvm.sub %216, %218 : i32
      %220 = llvm.sdiv %219, %25 : i32
      %221 = llvm.mul %220, %25 : i32
      %222 = llvm.sub %219, %221 : i32
      %223 = llvm.mul %217, %24 : i32
      %224 = llvm.mul %220, %94 : i32
      %225 = llvm.add %223, %224 : i32
      %226 = llvm.mul %222, %95 : i32
      %227 = llvm.add %225, %226 : i32
      %228 = llvm.sub %227, %100 : i32
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
      %247 = llvm.sdiv %107, %32 : i32
      %248 = llvm.mul %247, %32 : i32
      %249 = llvm.sub %107, %248 : i32
      %250 = llvm.sdiv %247, %48 : i32
      %251 = llvm.mul %250, %48 : i32
      %252 = llvm.sub %247, %251 : i32
      %253 = llvm.mul %252, %96 : i32
      %254 = llvm.add %249, %253 : i32
      %255 = llvm.mul %250, %97 : i32
      %256 = llvm.add %254, %255 : i32
      %257 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %258 = llvm.mul %250, %arg7 : i32
      %259 = llvm.add %257, %258 : i32
      %260 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %261 = llvm.mul %252, %arg8 : i32
      %262 = llvm.add %260, %261 : i32
      %263 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %264 = llvm.icmp "ne" %263, %37 : i8
      %265 = llvm.icmp "slt" %107, %38 : i32
      %266 = llvm.and %264, %265 : i1
      %267 = llvm.icmp "sge" %259, %46 : i32
      %268 = llvm.and %266, %267 : i1
      %269 = llvm.icmp "slt" %259, %39 : i32
      %270 = llvm.and %268, %269 : i1
      %271 = llvm.icmp "sge" %262, %46 : i32
      %272 = llvm.and %270, %271 : i1
      %273 = llvm.icmp "slt" %262, %39 : i32
      %274 = llvm.and %272, %273 : i1
      llvm.cond_br %274, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %275 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %276 = llvm.add %275, %256 : i32
      %277 = llvm.getelementptr %65[%276] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %278 = llvm.ptrtoint %277 : !llvm.ptr<1> to i64
      %279 = llvm.add %278, %50 : i64
      %280 = llvm.and %279, %40 : i64
      %281 = llvm.inttoptr %280 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %121, %281, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      llvm.store %51, %121 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %282 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %283 = llvm.add %282, %258 : i32
      %284 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %285 = llvm.add %284, %261 : i32
      %286 = llvm.getelementptr %121[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %287 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %288 = llvm.icmp "ne" %287, %37 : i8
      %289 = llvm.and %288, %265 : i1
      %290 = llvm.icmp "sge" %283, %46 : i32
      %291 = llvm.and %289, %290 : i1
      %292 = llvm.icmp "slt" %283, %39 : i32
      %293 = llvm.and %291, %292 : i1
      %294 = llvm.icmp "sge" %285, %46 : i32
      %295 = llvm.and %293, %294 : i1
      %296 = llvm.icmp "slt" %285, %39 : i32
      %297 = llvm.and %295, %296 : i1
      llvm.cond_br %297, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %298 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %299 = llvm.add %298, %256 : i32
      %300 = llvm.getelementptr %65[%299] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %301 = llvm.ptrtoint %300 : !llvm.ptr<1> to i64
      %302 = llvm.add %301, %50 : i64
      %303 = llvm.and %302, %40 : i64
      %304 = llvm.inttoptr %303 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %286, %304, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb6
    ^bb5:  // pred: ^bb3
      llvm.store %51, %286 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %305 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %306 = llvm.add %305, %258 : i32
      %307 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %308 = llvm.add %307, %261 : i32
      %309 = llvm.getelementptr %121[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %310 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %311 = llvm.icmp "ne" %310, %37 : i8
      %312 = llvm.and %311, %265 : i1
      %313 = llvm.icmp "sge" %306, %46 : i32
      %314 = llvm.and %312, %313 : i1
      %315 = llvm.icmp "slt" %306, %39 : i32
      %316 = llvm.and %314, %315 : i1
      %317 = llvm.icmp "sge" %308, %46 : i32
      %318 = llvm.and %316, %317 : i1
      %319 = llvm.icmp "slt" %308, %39 : i32
      %320 = llvm.and %318, %319 : i1
      llvm.cond_br %320, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %321 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %322 = llvm.add %321, %256 : i32
      %323 = llvm.getelementptr %65[%322] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %324 = llvm.ptrtoint %323 : !llvm.ptr<1> to i64
      %325 = llvm.add %324, %50 : i64
      %326 = llvm.and %325, %40 : i64
      %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %309, %327, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb9
    ^bb8:  // pred: ^bb6
      llvm.store %51, %309 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %328 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %329 = llvm.add %328, %258 : i32
      %330 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %331 = llvm.add %330, %261 : i32
      %332 = llvm.getelementptr %121[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %333 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %334 = llvm.icmp "ne" %333, %37 : i8
      %335 = llvm.and %334, %265 : i1
      %336 = llvm.icmp "sge" %329, %46 : i32
      %337 = llvm.and %335, %336 : i1
      %338 = llvm.icmp "slt" %329, %39 : i32
      %339 = llvm.and %337, %338 : i1
      %340 = llvm.icmp "sge" %331, %46 : i32
      %341 = llvm.and %339, %340 : i1
      %342 = llvm.icmp "slt" %331, %39 : i32
      %343 = llvm.and %341, %342 : i1
      llvm.cond_br %343, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %344 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %345 = llvm.add %344, %256 : i32
      %346 = llvm.getelementptr %65[%345] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %347 = llvm.ptrtoint %346 : !llvm.ptr<1> to i64
      %348 = llvm.add %347, %50 : i64
      %349 = llvm.and %348, %40 : i64
      %350 = llvm.inttoptr %349 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %332, %350, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb12
    ^bb11:  // pred: ^bb9
      llvm.store %51, %332 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %351 = llvm.mul %93, %56 : i32
      %352 = llvm.add %351, %105 : i32
      %353 = llvm.icmp "slt" %352, %41 : i32
      %354 = llvm.and %353, %265 : i1
      llvm.cond_br %354, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %355 = llvm.mul %352, %38 : i32
      %356 = llvm.getelementptr %66[%355] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %357 = llvm.getelementptr %356[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %122, %357, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb15
    ^bb14:  // pred: ^bb12
      llvm.store %51, %122 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      %358 = llvm.add %351, %151 : i32
      %359 = llvm.getelementptr %122[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %360 = llvm.icmp "slt" %358, %41 : i32
      %361 = llvm.and %360, %265 : i1
      llvm.cond_br %361, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %362 = llvm.mul %358, %38 : i32
      %363 = llvm.getelementptr %66[%362] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %364 = llvm.getelementptr %363[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %359, %364, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb18
    ^bb17:  // pred: ^bb15
      llvm.store %51, %359 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %365 = llvm.add %351, %183 : i32
      %366 = llvm.getelementptr %122[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %367 = llvm.icmp "slt" %365, %41 : i32
      %368 = llvm.and %367, %265 : i1
      llvm.cond_br %368, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %369 = llvm.mul %365, %38 : i32
      %370 = llvm.getelementptr %66[%369] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %371 = llvm.getelementptr %370[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %366, %371, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.store %51, %366 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %372 = llvm.add %351, %215 : i32
      %373 = llvm.getelementptr %122[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %374 = llvm.icmp "slt" %372, %41 : i32
      %375 = llvm.and %374, %265 : i1
      llvm.cond_br %375, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %376 = llvm.mul %372, %38 : i32
      %377 = llvm.getelementptr %66[%376] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %378 = llvm.getelementptr %377[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %373, %378, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb24
    ^bb23:  // pred: ^bb21
      llvm.store %51, %373 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb24
    ^bb24:  // 2 preds: ^bb22, ^bb23
      nvvm.cp.async.commit.group
      %379 = llvm.add %107, %33 : i32
      %380 = llvm.sdiv %379, %32 : i32
      %381 = llvm.mul %380, %32 : i32
      %382 = llvm.sub %379, %381 : i32
      %383 = llvm.sdiv %380, %48 : i32
      %384 = llvm.mul %383, %48 : i32
      %385 = llvm.sub %380, %384 : i32
      %386 = llvm.mul %385, %96 : i32
      %387 = llvm.add %382, %386 : i32
      %388 = llvm.mul %383, %97 : i32
      %389 = llvm.add %387, %388 : i32
      %390 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %391 = llvm.mul %383, %arg7 : i32
      %392 = llvm.add %390, %391 : i32
      %393 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %394 = llvm.mul %385, %arg8 : i32
      %395 = llvm.add %393, %394 : i32
      %396 = llvm.getelementptr %121[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %397 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %398 = llvm.icmp "ne" %397, %37 : i8
      %399 = llvm.icmp "slt" %379, %38 : i32
      %400 = llvm.and %398, %399 : i1
      %401 = llvm.icmp "sge" %392, %46 : i32
      %402 = llvm.and %400, %401 : i1
      %403 = llvm.icmp "slt" %392, %39 : i32
      %404 = llvm.and %402, %403 : i1
      %405 = llvm.icmp "sge" %395, %46 : i32
      %406 = llvm.and %404, %405 : i1
      %407 = llvm.icmp "slt" %395, %39 : i32
      %408 = llvm.and %406, %407 : i1
      llvm.cond_br %408, ^bb25, ^bb26
    ^bb25:  // pred: ^bb24
      %409 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %410 = llvm.add %409, %389 : i32
      %411 = llvm.getelementptr %65[%410] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %412 = llvm.ptrtoint %411 : !llvm.ptr<1> to i64
      %413 = llvm.add %412, %50 : i64
      %414 = llvm.and %413, %40 : i64
      %415 = llvm.inttoptr %414 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %396, %415, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb27
    ^bb26:  // pred: ^bb24
      llvm.store %51, %396 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %416 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %417 = llvm.add %416, %391 : i32
      %418 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %419 = llvm.add %418, %394 : i32
      %420 = llvm.getelementptr %121[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %421 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %422 = llvm.icmp "ne" %421, %37 : i8
      %423 = llvm.and %422, %399 : i1
      %424 = llvm.icmp "sge" %417, %46 : i32
      %425 = llvm.and %423, %424 : i1
      %426 = llvm.icmp "slt" %417, %39 : i32
      %427 = llvm.and %425, %426 : i1
      %428 = llvm.icmp "sge" %419, %46 : i32
      %429 = llvm.and %427, %428 : i1
      %430 = llvm.icmp "slt" %419, %39 : i32
      %431 = llvm.and %429, %430 : i1
      llvm.cond_br %431, ^bb28, ^bb29
    ^bb28:  // pred: ^bb27
      %432 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %433 = llvm.add %432, %389 : i32
      %434 = llvm.getelementptr %65[%433] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %435 = llvm.ptrtoint %434 : !llvm.ptr<1> to i64
      %436 = llvm.add %435, %50 : i64
      %437 = llvm.and %436, %40 : i64
      %438 = llvm.inttoptr %437 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %420, %438, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb30
    ^bb29:  // pred: ^bb27
      llvm.store %51, %420 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb30
    ^bb30:  // 2 preds: ^bb28, ^bb29
      %439 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %440 = llvm.add %439, %391 : i32
      %441 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %442 = llvm.add %441, %394 : i32
      %443 = llvm.getelementptr %121[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %444 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %445 = llvm.icmp "ne" %444, %37 : i8
      %446 = llvm.and %445, %399 : i1
      %447 = llvm.icmp "sge" %440, %46 : i32
      %448 = llvm.and %446, %447 : i1
      %449 = llvm.icmp "slt" %440, %39 : i32
      %450 = llvm.and %448, %449 : i1
      %451 = llvm.icmp "sge" %442, %46 : i32
      %452 = llvm.and %450, %451 : i1
      %453 = llvm.icmp "slt" %442, %39 : i32
      %454 = llvm.and %452, %453 : i1
      llvm.cond_br %454, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %455 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %456 = llvm.add %455, %389 : i32
      %457 = llvm.getelementptr %65[%456] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %458 = llvm.ptrtoint %457 : !llvm.ptr<1> to i64
      %459 = llvm.add %458, %50 : i64
      %460 = llvm.and %459, %40 : i64
      %461 = llvm.inttoptr %460 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %443, %461, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb33
    ^bb32:  // pred: ^bb30
      llvm.store %51, %443 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb33
    ^bb33:  // 2 preds: ^bb31, ^bb32
      %462 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %463 = llvm.add %462, %391 : i32
      %464 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %465 = llvm.add %464, %394 : i32
      %466 = llvm.getelementptr %121[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %467 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %468 = llvm.icmp "ne" %467, %37 : i8
      %469 = llvm.and %468, %399 : i1
      %470 = llvm.icmp "sge" %463, %46 : i32
      %471 = llvm.and %469, %470 : i1
      %472 = llvm.icmp "slt" %463, %39 : i32
      %473 = llvm.and %471, %472 : i1
      %474 = llvm.icmp "sge" %465, %46 : i32
      %475 = llvm.and %473, %474 : i1
      %476 = llvm.icmp "slt" %465, %39 : i32
      %477 = llvm.and %475, %476 : i1
      llvm.cond_br %477, ^bb34, ^bb35
    ^bb34:  // pred: ^bb33
      %478 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %479 = llvm.add %478, %389 : i32
      %480 = llvm.getelementptr %65[%479] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %481 = llvm.ptrtoint %480 : !llvm.ptr<1> to i64
      %482 = llvm.add %481, %50 : i64
      %483 = llvm.and %482, %40 : i64
      %484 = llvm.inttoptr %483 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %466, %484, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb36
    ^bb35:  // pred: ^bb33
      llvm.store %51, %466 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %485 = llvm.getelementptr %122[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %486 = llvm.and %353, %399 : i1
      llvm.cond_br %486, ^bb37, ^bb38
    ^bb37:  // pred: ^bb36
      %487 = llvm.mul %352, %38 : i32
      %488 = llvm.getelementptr %66[%487] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %489 = llvm.getelementptr %488[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %485, %489, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb39
    ^bb38:  // pred: ^bb36
      llvm.store %51, %485 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb39
    ^bb39:  // 2 preds: ^bb37, ^bb38
      %490 = llvm.getelementptr %122[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %491 = llvm.and %360, %399 : i1
      llvm.cond_br %491, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %492 = llvm.mul %358, %38 : i32
      %493 = llvm.getelementptr %66[%492] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %494 = llvm.getelementptr %493[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %490, %494, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb42
    ^bb41:  // pred: ^bb39
      llvm.store %51, %490 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %495 = llvm.getelementptr %122[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %496 = llvm.and %367, %399 : i1
      llvm.cond_br %496, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %497 = llvm.mul %365, %38 : i32
      %498 = llvm.getelementptr %66[%497] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %499 = llvm.getelementptr %498[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %495, %499, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb45
    ^bb44:  // pred: ^bb42
      llvm.store %51, %495 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb45
    ^bb45:  // 2 preds: ^bb43, ^bb44
      %500 = llvm.getelementptr %122[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %501 = llvm.and %374, %399 : i1
      llvm.cond_br %501, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %502 = llvm.mul %372, %38 : i32
      %503 = llvm.getelementptr %66[%502] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %504 = llvm.getelementptr %503[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %500, %504, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb48
    ^bb47:  // pred: ^bb45
      llvm.store %51, %500 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb48
    ^bb48:  // 2 preds: ^bb46, ^bb47
      nvvm.cp.async.commit.group
      %505 = llvm.add %107, %55 : i32
      %506 = llvm.sdiv %505, %32 : i32
      %507 = llvm.mul %506, %32 : i32
      %508 = llvm.sub %505, %507 : i32
      %509 = llvm.sdiv %506, %48 : i32
      %510 = llvm.mul %509, %48 : i32
      %511 = llvm.sub %506, %510 : i32
      %512 = llvm.mul %511, %96 : i32
      %513 = llvm.add %508, %512 : i32
      %514 = llvm.mul %509, %97 : i32
      %515 = llvm.add %513, %514 : i32
      %516 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %517 = llvm.mul %509, %arg7 : i32
      %518 = llvm.add %516, %517 : i32
      %519 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %520 = llvm.mul %511, %arg8 : i32
      %521 = llvm.add %519, %520 : i32
      %522 = llvm.getelementptr %121[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %523 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %524 = llvm.icmp "ne" %523, %37 : i8
      %525 = llvm.icmp "slt" %505, %38 : i32
      %526 = llvm.and %524, %525 : i1
      %527 = llvm.icmp "sge" %518, %46 : i32
      %528 = llvm.and %526, %527 : i1
      %529 = llvm.icmp "slt" %518, %39 : i32
      %530 = llvm.and %528, %529 : i1
      %531 = llvm.icmp "sge" %521, %46 : i32
      %532 = llvm.and %530, %531 : i1
      %533 = llvm.icmp "slt" %521, %39 : i32
      %534 = llvm.and %532, %533 : i1
      llvm.cond_br %534, ^bb49, ^bb50
    ^bb49:  // pred: ^bb48
      %535 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %536 = llvm.add %535, %515 : i32
      %537 = llvm.getelementptr %65[%536] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %538 = llvm.ptrtoint %537 : !llvm.ptr<1> to i64
      %539 = llvm.add %538, %50 : i64
      %540 = llvm.and %539, %40 : i64
      %541 = llvm.inttoptr %540 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %522, %541, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb51
    ^bb50:  // pred: ^bb48
      llvm.store %51, %522 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb51
    ^bb51:  // 2 preds: ^bb49, ^bb50
      %542 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %543 = llvm.add %542, %517 : i32
      %544 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %545 = llvm.add %544, %520 : i32
      %546 = llvm.getelementptr %121[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %547 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %548 = llvm.icmp "ne" %547, %37 : i8
      %549 = llvm.and %548, %525 : i1
      %550 = llvm.icmp "sge" %543, %46 : i32
      %551 = llvm.and %549, %550 : i1
      %552 = llvm.icmp "slt" %543, %39 : i32
      %553 = llvm.and %551, %552 : i1
      %554 = llvm.icmp "sge" %545, %46 : i32
      %555 = llvm.and %553, %554 : i1
      %556 = llvm.icmp "slt" %545, %39 : i32
      %557 = llvm.and %555, %556 : i1
      llvm.cond_br %557, ^bb52, ^bb53
    ^bb52:  // pred: ^bb51
      %558 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %559 = llvm.add %558, %515 : i32
      %560 = llvm.getelementptr %65[%559] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %561 = llvm.ptrtoint %560 : !llvm.ptr<1> to i64
      %562 = llvm.add %561, %50 : i64
      %563 = llvm.and %562, %40 : i64
      %564 = llvm.inttoptr %563 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %546, %564, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb54
    ^bb53:  // pred: ^bb51
      llvm.store %51, %546 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb54
    ^bb54:  // 2 preds: ^bb52, ^bb53
      %565 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %566 = llvm.add %565, %517 : i32
      %567 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %568 = llvm.add %567, %520 : i32
      %569 = llvm.getelementptr %121[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %570 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %571 = llvm.icmp "ne" %570, %37 : i8
      %572 = llvm.and %571, %525 : i1
      %573 = llvm.icmp "sge" %566, %46 : i32
      %574 = llvm.and %572, %573 : i1
      %575 = llvm.icmp "slt" %566, %39 : i32
      %576 = llvm.and %574, %575 : i1
      %577 = llvm.icmp "sge" %568, %46 : i32
      %578 = llvm.and %576, %577 : i1
      %579 = llvm.icmp "slt" %568, %39 : i32
      %580 = llvm.and %578, %579 : i1
      llvm.cond_br %580, ^bb55, ^bb56
    ^bb55:  // pred: ^bb54
      %581 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %582 = llvm.add %581, %515 : i32
      %583 = llvm.getelementptr %65[%582] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %584 = llvm.ptrtoint %583 : !llvm.ptr<1> to i64
      %585 = llvm.add %584, %50 : i64
      %586 = llvm.and %585, %40 : i64
      %587 = llvm.inttoptr %586 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %569, %587, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb57
    ^bb56:  // pred: ^bb54
      llvm.store %51, %569 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb57
    ^bb57:  // 2 preds: ^bb55, ^bb56
      %588 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %589 = llvm.add %588, %517 : i32
      %590 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %591 = llvm.add %590, %520 : i32
      %592 = llvm.getelementptr %121[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %593 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %594 = llvm.icmp "ne" %593, %37 : i8
      %595 = llvm.and %594, %525 : i1
      %596 = llvm.icmp "sge" %589, %46 : i32
      %597 = llvm.and %595, %596 : i1
      %598 = llvm.icmp "slt" %589, %39 : i32
      %599 = llvm.and %597, %598 : i1
      %600 = llvm.icmp "sge" %591, %46 : i32
      %601 = llvm.and %599, %600 : i1
      %602 = llvm.icmp "slt" %591, %39 : i32
      %603 = llvm.and %601, %602 : i1
      llvm.cond_br %603, ^bb58, ^bb59
    ^bb58:  // pred: ^bb57
      %604 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %605 = llvm.add %604, %515 : i32
      %606 = llvm.getelementptr %65[%605] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %607 = llvm.ptrtoint %606 : !llvm.ptr<1> to i64
      %608 = llvm.add %607, %50 : i64
      %609 = llvm.and %608, %40 : i64
      %610 = llvm.inttoptr %609 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %592, %610, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb60
    ^bb59:  // pred: ^bb57
      llvm.store %51, %592 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb60
    ^bb60:  // 2 preds: ^bb58, ^bb59
      %611 = llvm.getelementptr %122[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %612 = llvm.and %353, %525 : i1
      llvm.cond_br %612, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %613 = llvm.mul %352, %38 : i32
      %614 = llvm.getelementptr %66[%613] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %615 = llvm.getelementptr %614[%505] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %611, %615, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.store %51, %611 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      %616 = llvm.getelementptr %122[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %617 = llvm.and %360, %525 : i1
      llvm.cond_br %617, ^bb64, ^bb65
    ^bb64:  // pred: ^bb63
      %618 = llvm.mul %358, %38 : i32
      %619 = llvm.getelementptr %66[%618] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %620 = llvm.getelementptr %619[%505] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %616, %620, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb66
    ^bb65:  // pred: ^bb63
      llvm.store %51, %616 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb66
    ^bb66:  // 2 preds: ^bb64, ^bb65
      %621 = llvm.getelementptr %122[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %622 = llvm.and %367, %525 : i1
      llvm.cond_br %622, ^bb67, ^bb68
    ^bb67:  // pred: ^bb66
      %623 = llvm.mul %365, %38 : i32
      %624 = llvm.getelementptr %66[%623] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %625 = llvm.getelementptr %624[%505] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %621, %625, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb69
    ^bb68:  // pred: ^bb66
      llvm.store %51, %621 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %626 = llvm.getelementptr %122[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      %627 = llvm.and %374, %525 : i1
      llvm.cond_br %627, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %628 = llvm.mul %372, %38 : i32
      %629 = llvm.getelementptr %66[%628] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %630 = llvm.getelementptr %629[%505] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %626, %630, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb72
    ^bb71:  // pred: ^bb69
      llvm.store %51, %626 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb72
    ^bb72:  // 2 preds: ^bb70, ^bb71
      nvvm.cp.async.commit.group
      %631 = llvm.srem %68, %33 : i32
      %632 = llvm.sdiv %68, %33 : i32
      %633 = llvm.srem %632, %47 : i32
      %634 = llvm.sdiv %68, %55 : i32
      %635 = llvm.srem %634, %47 : i32
      %636 = llvm.srem %631, %33 : i32
      %637 = llvm.srem %633, %47 : i32
      %638 = llvm.srem %635, %47 : i32
      %639 = llvm.sdiv %636, %54 : i32
      %640 = llvm.srem %636, %54 : i32
      %641 = llvm.mul %640, %47 : i32
      %642 = llvm.mul %639, %41 : i32
      %643 = llvm.add %641, %642 : i32
      %644 = llvm.mul %637, %42 : i32
      %645 = llvm.mul %638, %53 : i32
      %646 = llvm.add %644, %645 : i32
      %647 = llvm.add %643, %646 : i32
      %648 = llvm.getelementptr %102[%647] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %52, %59 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %649 = llvm.sdiv %68, %43 : i32
      %650 = llvm.srem %68, %43 : i32
      %651 = llvm.sdiv %650, %47 : i32
      %652 = llvm.srem %651, %54 : i32
      %653 = llvm.mul %652, %55 : i32
      %654 = llvm.srem %649, %47 : i32
      %655 = llvm.mul %654, %53 : i32
      %656 = llvm.add %653, %655 : i32
      %657 = llvm.srem %650, %47 : i32
      %658 = llvm.mul %657, %33 : i32
      %659 = llvm.sdiv %651, %54 : i32
      %660 = llvm.mul %659, %34 : i32
      %661 = llvm.add %658, %660 : i32
      %662 = llvm.sdiv %649, %47 : i32
      %663 = llvm.srem %662, %47 : i32
      %664 = llvm.mul %663, %44 : i32
      %665 = llvm.add %661, %664 : i32
      %666 = llvm.and %656, %56 : i32
      %667 = llvm.icmp "eq" %666, %46 : i32
      %668 = llvm.select %667, %43, %45 : i1, i32
      %669 = llvm.and %656, %35 : i32
      %670 = llvm.ashr %669, %48 : i32
      %671 = llvm.xor %656, %670 : i32
      %672 = llvm.add %671, %665 : i32
      %673 = llvm.getelementptr %27[%672] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %674 = llvm.sdiv %68, %53 : i32
      %675 = llvm.srem %68, %53 : i32
      %676 = llvm.sdiv %675, %47 : i32
      %677 = llvm.mul %676, %55 : i32
      %678 = llvm.srem %674, %47 : i32
      %679 = llvm.mul %678, %53 : i32
      %680 = llvm.add %677, %679 : i32
      %681 = llvm.srem %675, %47 : i32
      %682 = llvm.mul %681, %33 : i32
      %683 = llvm.sdiv %674, %47 : i32
      %684 = llvm.sdiv %683, %47 : i32
      %685 = llvm.srem %683, %47 : i32
      %686 = llvm.mul %685, %44 : i32
      %687 = llvm.add %682, %686 : i32
      %688 = llvm.sdiv %684, %47 : i32
      %689 = llvm.mul %688, %34 : i32
      %690 = llvm.add %687, %689 : i32
      %691 = llvm.and %680, %56 : i32
      %692 = llvm.icmp "eq" %691, %46 : i32
      %693 = llvm.select %692, %43, %45 : i1, i32
      %694 = llvm.and %680, %35 : i32
      %695 = llvm.ashr %694, %48 : i32
      %696 = llvm.xor %680, %695 : i32
      %697 = llvm.add %696, %690 : i32
      %698 = llvm.getelementptr %104[%697] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      llvm.br ^bb73(%46 : i32)
    ^bb73(%699: i32):  // 2 preds: ^bb72, ^bb74
      %700 = llvm.icmp "slt" %699, %54 : i32
      llvm.cond_br %700, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %701 = llvm.mul %699, %22 : i32
      %702 = llvm.getelementptr %673[%701] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %703 = llvm.mul %699, %53 : i32
      %704 = llvm.getelementptr %61[%703] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %705 = nvvm.ldmatrix %702 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %706 = llvm.extractvalue %705[0] : !llvm_struct_a37b2a
      %707 = llvm.extractvalue %705[1] : !llvm_struct_a37b2a
      %708 = llvm.extractvalue %705[2] : !llvm_struct_a37b2a
      %709 = llvm.extractvalue %705[3] : !llvm_struct_a37b2a
      %710 = llvm.insertelement %706, %4[%3 : i64] : vector<4xi32>
      %711 = llvm.insertelement %707, %710[%2 : i64] : vector<4xi32>
      %712 = llvm.insertelement %708, %711[%1 : i64] : vector<4xi32>
      %713 = llvm.insertelement %709, %712[%0 : i64] : vector<4xi32>
      %714 = llvm.extractelement %713[%46 : i32] : vector<4xi32>
      llvm.store %714, %704 : i32, !llvm.ptr
      %715 = llvm.extractelement %713[%57 : i32] : vector<4xi32>
      %716 = llvm.getelementptr %704[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %715, %716 : i32, !llvm.ptr
      %717 = llvm.extractelement %713[%47 : i32] : vector<4xi32>
      %718 = llvm.getelementptr %704[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %717, %718 : i32, !llvm.ptr
      %719 = llvm.extractelement %713[%48 : i32] : vector<4xi32>
      %720 = llvm.getelementptr %704[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %719, %720 : i32, !llvm.ptr
      %721 = llvm.add %699, %57 : i32
      llvm.br ^bb73(%721 : i32)
    ^bb75:  // pred: ^bb73
      llvm.br ^bb76(%46 : i32)
    ^bb76(%722: i32):  // 2 preds: ^bb75, ^bb77
      %723 = llvm.icmp "slt" %722, %54 : i32
      llvm.cond_br %723, ^bb77, ^bb78 {llvm.loop_annotation = #loop_annotation}
    ^bb77:  // pred: ^bb76
      %724 = llvm.mul %722, %22 : i32
      %725 = llvm.getelementptr %698[%724] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %726 = llvm.mul %722, %53 : i32
      %727 = llvm.getelementptr %60[%726] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %728 = nvvm.ldmatrix %725 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %729 = llvm.extractvalue %728[0] : !llvm_struct_a37b2a
      %730 = llvm.extractvalue %728[1] : !llvm_struct_a37b2a
      %731 = llvm.extractvalue %728[2] : !llvm_struct_a37b2a
      %732 = llvm.extractvalue %728[3] : !llvm_struct_a37b2a
      %733 = llvm.insertelement %729, %4[%3 : i64] : vector<4xi32>
      %734 = llvm.insertelement %730, %733[%2 : i64] : vector<4xi32>
      %735 = llvm.insertelement %731, %734[%1 : i64] : vector<4xi32>
      %736 = llvm.insertelement %732, %735[%0 : i64] : vector<4xi32>
      %737 = llvm.extractelement %736[%46 : i32] : vector<4xi32>
      llvm.store %737, %727 : i32, !llvm.ptr
      %738 = llvm.extractelement %736[%57 : i32] : vector<4xi32>
      %739 = llvm.getelementptr %727[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %738, %739 : i32, !llvm.ptr
      %740 = llvm.extractelement %736[%47 : i32] : vector<4xi32>
      %741 = llvm.getelementptr %727[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %740, %741 : i32, !llvm.ptr
      %742 = llvm.extractelement %736[%48 : i32] : vector<4xi32>
      %743 = llvm.getelementptr %727[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %742, %743 : i32, !llvm.ptr
      %744 = llvm.add %722, %57 : i32
      llvm.br ^bb76(%744 : i32)
    ^bb78:  // pred: ^bb76
      %745 = llvm.getelementptr %61[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %746 = llvm.getelementptr %60[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb79(%46, %48, %46 : i32, i32, i32)
    ^bb79(%747: i32, %748: i32, %749: i32):  // 2 preds: ^bb78, ^bb130
      %750 = llvm.icmp "slt" %747, %49 : i32
      llvm.cond_br %750, ^bb80, ^bb131
    ^bb80:  // pred: ^bb79
      %751 = llvm.mul %749, %19 : i32
      %752 = llvm.add %668, %751 : i32
      %753 = llvm.getelementptr %673[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb81(%46 : i32)
    ^bb81(%754: i32):  // 2 preds: ^bb80, ^bb82
      %755 = llvm.icmp "slt" %754, %54 : i32
      llvm.cond_br %755, ^bb82, ^bb83 {llvm.loop_annotation = #loop_annotation}
    ^bb82:  // pred: ^bb81
      %756 = llvm.mul %754, %22 : i32
      %757 = llvm.getelementptr %753[%756] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %758 = llvm.mul %754, %53 : i32
      %759 = llvm.getelementptr %745[%758] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %760 = nvvm.ldmatrix %757 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %761 = llvm.extractvalue %760[0] : !llvm_struct_a37b2a
      %762 = llvm.extractvalue %760[1] : !llvm_struct_a37b2a
      %763 = llvm.extractvalue %760[2] : !llvm_struct_a37b2a
      %764 = llvm.extractvalue %760[3] : !llvm_struct_a37b2a
      %765 = llvm.insertelement %761, %4[%3 : i64] : vector<4xi32>
      %766 = llvm.insertelement %762, %765[%2 : i64] : vector<4xi32>
      %767 = llvm.insertelement %763, %766[%1 : i64] : vector<4xi32>
      %768 = llvm.insertelement %764, %767[%0 : i64] : vector<4xi32>
      %769 = llvm.extractelement %768[%46 : i32] : vector<4xi32>
      llvm.store %769, %759 : i32, !llvm.ptr
      %770 = llvm.extractelement %768[%57 : i32] : vector<4xi32>
      %771 = llvm.getelementptr %759[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %770, %771 : i32, !llvm.ptr
      %772 = llvm.extractelement %768[%47 : i32] : vector<4xi32>
      %773 = llvm.getelementptr %759[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %772, %773 : i32, !llvm.ptr
      %774 = llvm.extractelement %768[%48 : i32] : vector<4xi32>
      %775 = llvm.getelementptr %759[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %774, %775 : i32, !llvm.ptr
      %776 = llvm.add %754, %57 : i32
      llvm.br ^bb81(%776 : i32)
    ^bb83:  // pred: ^bb81
      %777 = llvm.add %693, %751 : i32
      %778 = llvm.getelementptr %698[%777] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb84(%46 : i32)
    ^bb84(%779: i32):  // 2 preds: ^bb83, ^bb85
      %780 = llvm.icmp "slt" %779, %54 : i32
      llvm.cond_br %780, ^bb85, ^bb86 {llvm.loop_annotation = #loop_annotation}
    ^bb85:  // pred: ^bb84
      %781 = llvm.mul %779, %22 : i32
      %782 = llvm.getelementptr %778[%781] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %783 = llvm.mul %779, %53 : i32
      %784 = llvm.getelementptr %746[%783] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %785 = nvvm.ldmatrix %782 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %786 = llvm.extractvalue %785[0] : !llvm_struct_a37b2a
      %787 = llvm.extractvalue %785[1] : !llvm_struct_a37b2a
      %788 = llvm.extractvalue %785[2] : !llvm_struct_a37b2a
      %789 = llvm.extractvalue %785[3] : !llvm_struct_a37b2a
      %790 = llvm.insertelement %786, %4[%3 : i64] : vector<4xi32>
      %791 = llvm.insertelement %787, %790[%2 : i64] : vector<4xi32>
      %792 = llvm.insertelement %788, %791[%1 : i64] : vector<4xi32>
      %793 = llvm.insertelement %789, %792[%0 : i64] : vector<4xi32>
      %794 = llvm.extractelement %793[%46 : i32] : vector<4xi32>
      llvm.store %794, %784 : i32, !llvm.ptr
      %795 = llvm.extractelement %793[%57 : i32] : vector<4xi32>
      %796 = llvm.getelementptr %784[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %795, %796 : i32, !llvm.ptr
      %797 = llvm.extractelement %793[%47 : i32] : vector<4xi32>
      %798 = llvm.getelementptr %784[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %797, %798 : i32, !llvm.ptr
      %799 = llvm.extractelement %793[%48 : i32] : vector<4xi32>
      %800 = llvm.getelementptr %784[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %799, %800 : i32, !llvm.ptr
      %801 = llvm.add %779, %57 : i32
      llvm.br ^bb84(%801 : i32)
    ^bb86:  // pred: ^bb84
      %802 = llvm.add %747, %48 : i32
      %803 = llvm.icmp "slt" %802, %49 : i32
      llvm.cond_br %803, ^bb87, ^bb112
    ^bb87:  // pred: ^bb86
      %804 = llvm.mul %802, %33 : i32
      %805 = llvm.add %804, %107 : i32
      %806 = llvm.sdiv %805, %32 : i32
      %807 = llvm.mul %806, %32 : i32
      %808 = llvm.sub %805, %807 : i32
      %809 = llvm.sdiv %806, %48 : i32
      %810 = llvm.mul %809, %48 : i32
      %811 = llvm.sub %806, %810 : i32
      %812 = llvm.mul %811, %96 : i32
      %813 = llvm.add %808, %812 : i32
      %814 = llvm.mul %809, %97 : i32
      %815 = llvm.add %813, %814 : i32
      %816 = llvm.load %141 {alignment = 32 : i64} : !llvm.ptr -> i32
      %817 = llvm.mul %809, %arg7 : i32
      %818 = llvm.add %816, %817 : i32
      %819 = llvm.load %146 {alignment = 16 : i64} : !llvm.ptr -> i32
      %820 = llvm.mul %811, %arg8 : i32
      %821 = llvm.add %819, %820 : i32
      %822 = llvm.mul %748, %19 : i32
      %823 = llvm.getelementptr %121[%822] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %824 = llvm.load %150 {alignment = 32 : i64} : !llvm.ptr -> i8
      %825 = llvm.icmp "ne" %824, %37 : i8
      %826 = llvm.icmp "slt" %805, %38 : i32
      %827 = llvm.and %825, %826 : i1
      %828 = llvm.icmp "sge" %818, %46 : i32
      %829 = llvm.and %827, %828 : i1
      %830 = llvm.icmp "slt" %818, %39 : i32
      %831 = llvm.and %829, %830 : i1
      %832 = llvm.icmp "sge" %821, %46 : i32
      %833 = llvm.and %831, %832 : i1
      %834 = llvm.icmp "slt" %821, %39 : i32
      %835 = llvm.and %833, %834 : i1
      llvm.cond_br %835, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %836 = llvm.load %137 {alignment = 32 : i64} : !llvm.ptr -> i32
      %837 = llvm.add %836, %815 : i32
      %838 = llvm.getelementptr %65[%837] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %839 = llvm.ptrtoint %838 : !llvm.ptr<1> to i64
      %840 = llvm.add %839, %50 : i64
      %841 = llvm.and %840, %40 : i64
      %842 = llvm.inttoptr %841 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %823, %842, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb90
    ^bb89:  // pred: ^bb87
      llvm.store %51, %823 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %843 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i32
      %844 = llvm.add %843, %817 : i32
      %845 = llvm.load %177 {alignment = 4 : i64} : !llvm.ptr -> i32
      %846 = llvm.add %845, %820 : i32
      %847 = llvm.add %822, %22 : i32
      %848 = llvm.getelementptr %121[%847] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %849 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %850 = llvm.icmp "ne" %849, %37 : i8
      %851 = llvm.and %850, %826 : i1
      %852 = llvm.icmp "sge" %844, %46 : i32
      %853 = llvm.and %851, %852 : i1
      %854 = llvm.icmp "slt" %844, %39 : i32
      %855 = llvm.and %853, %854 : i1
      %856 = llvm.icmp "sge" %846, %46 : i32
      %857 = llvm.and %855, %856 : i1
      %858 = llvm.icmp "slt" %846, %39 : i32
      %859 = llvm.and %857, %858 : i1
      llvm.cond_br %859, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %860 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i32
      %861 = llvm.add %860, %815 : i32
      %862 = llvm.getelementptr %65[%861] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %863 = llvm.ptrtoint %862 : !llvm.ptr<1> to i64
      %864 = llvm.add %863, %50 : i64
      %865 = llvm.and %864, %40 : i64
      %866 = llvm.inttoptr %865 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %848, %866, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb93
    ^bb92:  // pred: ^bb90
      llvm.store %51, %848 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %867 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> i32
      %868 = llvm.add %867, %817 : i32
      %869 = llvm.load %209 {alignment = 8 : i64} : !llvm.ptr -> i32
      %870 = llvm.add %869, %820 : i32
      %871 = llvm.add %822, %21 : i32
      %872 = llvm.getelementptr %121[%871] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %873 = llvm.load %214 {alignment = 2 : i64} : !llvm.ptr -> i8
      %874 = llvm.icmp "ne" %873, %37 : i8
      %875 = llvm.and %874, %826 : i1
      %876 = llvm.icmp "sge" %868, %46 : i32
      %877 = llvm.and %875, %876 : i1
      %878 = llvm.icmp "slt" %868, %39 : i32
      %879 = llvm.and %877, %878 : i1
      %880 = llvm.icmp "sge" %870, %46 : i32
      %881 = llvm.and %879, %880 : i1
      %882 = llvm.icmp "slt" %870, %39 : i32
      %883 = llvm.and %881, %882 : i1
      llvm.cond_br %883, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %884 = llvm.load %199 {alignment = 8 : i64} : !llvm.ptr -> i32
      %885 = llvm.add %884, %815 : i32
      %886 = llvm.getelementptr %65[%885] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %887 = llvm.ptrtoint %886 : !llvm.ptr<1> to i64
      %888 = llvm.add %887, %50 : i64
      %889 = llvm.and %888, %40 : i64
      %890 = llvm.inttoptr %889 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %872, %890, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb96
    ^bb95:  // pred: ^bb93
      llvm.store %51, %872 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %891 = llvm.load %236 {alignment = 4 : i64} : !llvm.ptr -> i32
      %892 = llvm.add %891, %817 : i32
      %893 = llvm.load %241 {alignment = 4 : i64} : !llvm.ptr -> i32
      %894 = llvm.add %893, %820 : i32
      %895 = llvm.add %822, %20 : i32
      %896 = llvm.getelementptr %121[%895] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %897 = llvm.load %246 {alignment = 1 : i64} : !llvm.ptr -> i8
      %898 = llvm.icmp "ne" %897, %37 : i8
      %899 = llvm.and %898, %826 : i1
      %900 = llvm.icmp "sge" %892, %46 : i32
      %901 = llvm.and %899, %900 : i1
      %902 = llvm.icmp "slt" %892, %39 : i32
      %903 = llvm.and %901, %902 : i1
      %904 = llvm.icmp "sge" %894, %46 : i32
      %905 = llvm.and %903, %904 : i1
      %906 = llvm.icmp "slt" %894, %39 : i32
      %907 = llvm.and %905, %906 : i1
      llvm.cond_br %907, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %908 = llvm.load %231 {alignment = 4 : i64} : !llvm.ptr -> i32
      %909 = llvm.add %908, %815 : i32
      %910 = llvm.getelementptr %65[%909] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %911 = llvm.ptrtoint %910 : !llvm.ptr<1> to i64
      %912 = llvm.add %911, %50 : i64
      %913 = llvm.and %912, %40 : i64
      %914 = llvm.inttoptr %913 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %896, %914, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb99
    ^bb98:  // pred: ^bb96
      llvm.store %51, %896 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %915 = llvm.getelementptr %122[%822] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %916 = llvm.and %353, %826 : i1
      llvm.cond_br %916, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %917 = llvm.mul %352, %38 : i32
      %918 = llvm.getelementptr %66[%917] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %919 = llvm.getelementptr %918[%805] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %920 = llvm.ptrtoint %919 : !llvm.ptr<1> to i64
      %921 = llvm.add %920, %50 : i64
      %922 = llvm.and %921, %40 : i64
      %923 = llvm.inttoptr %922 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %915, %923, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb102
    ^bb101:  // pred: ^bb99
      llvm.store %51, %915 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %924 = llvm.getelementptr %122[%847] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %925 = llvm.and %360, %826 : i1
      llvm.cond_br %925, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %926 = llvm.mul %358, %38 : i32
      %927 = llvm.getelementptr %66[%926] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %928 = llvm.getelementptr %927[%805] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %929 = llvm.ptrtoint %928 : !llvm.ptr<1> to i64
      %930 = llvm.add %929, %50 : i64
      %931 = llvm.and %930, %40 : i64
      %932 = llvm.inttoptr %931 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %924, %932, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.store %51, %924 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %933 = llvm.getelementptr %122[%871] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %934 = llvm.and %367, %826 : i1
      llvm.cond_br %934, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %935 = llvm.mul %365, %38 : i32
      %936 = llvm.getelementptr %66[%935] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %937 = llvm.getelementptr %936[%805] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %938 = llvm.ptrtoint %937 : !llvm.ptr<1> to i64
      %939 = llvm.add %938, %50 : i64
      %940 = llvm.and %939, %40 : i64
      %941 = llvm.inttoptr %940 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %933, %941, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb108
    ^bb107:  // pred: ^bb105
      llvm.store %51, %933 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %942 = llvm.getelementptr %122[%895] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %943 = llvm.and %374, %826 : i1
      llvm.cond_br %943, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %944 = llvm.mul %372, %38 : i32
      %945 = llvm.getelementptr %66[%944] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %946 = llvm.getelementptr %945[%805] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %947 = llvm.ptrtoint %946 : !llvm.ptr<1> to i64
      %948 = llvm.add %947, %50 : i64
      %949 = llvm.and %948, %40 : i64
      %950 = llvm.inttoptr %949 : i64 to !llvm.ptr<1>
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,n" %942, %950, %43, %43 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      llvm.br ^bb111
    ^bb110:  // pred: ^bb108
      llvm.store %51, %942 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb86, ^bb111
      nvvm.cp.async.commit.group
      llvm.br ^bb113(%46 : i32)
    ^bb113(%951: i32):  // 2 preds: ^bb112, ^bb117
      %952 = llvm.icmp "slt" %951, %54 : i32
      llvm.cond_br %952, ^bb114, ^bb118 {llvm.loop_annotation = #loop_annotation}
    ^bb114:  // pred: ^bb113
      %953 = llvm.mul %951, %53 : i32
      %954 = llvm.getelementptr %61[%953] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %955 = llvm.getelementptr %954[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %956 = llvm.getelementptr %954[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %957 = llvm.getelementptr %954[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb115(%46 : i32)
    ^bb115(%958: i32):  // 2 preds: ^bb114, ^bb116
      %959 = llvm.icmp "slt" %958, %53 : i32
      llvm.cond_br %959, ^bb116, ^bb117 {llvm.loop_annotation = #loop_annotation}
    ^bb116:  // pred: ^bb115
      %960 = llvm.mul %958, %54 : i32
      %961 = llvm.getelementptr %60[%960] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %962 = llvm.mul %951, %54 : i32
      %963 = llvm.mul %958, %43 : i32
      %964 = llvm.add %962, %963 : i32
      %965 = llvm.getelementptr %59[%964] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %966 = llvm.load %954 : !llvm.ptr -> i32
      %967 = llvm.load %955 : !llvm.ptr -> i32
      %968 = llvm.load %956 : !llvm.ptr -> i32
      %969 = llvm.load %957 : !llvm.ptr -> i32
      %970 = llvm.load %961 : !llvm.ptr -> i32
      %971 = llvm.getelementptr %961[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %972 = llvm.load %971 : !llvm.ptr -> i32
      %973 = llvm.load %965 : !llvm.ptr -> f32
      %974 = llvm.getelementptr %965[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %975 = llvm.load %974 : !llvm.ptr -> f32
      %976 = llvm.getelementptr %965[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %977 = llvm.load %976 : !llvm.ptr -> f32
      %978 = llvm.getelementptr %965[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %979 = llvm.load %978 : !llvm.ptr -> f32
      %980 = nvvm.mma.sync A[%966, %967, %968, %969]  B[%970, %972]  C[%973, %975, %977, %979]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %981 = llvm.extractvalue %980[0] : !llvm_struct_687153
      %982 = llvm.extractvalue %980[1] : !llvm_struct_687153
      %983 = llvm.extractvalue %980[2] : !llvm_struct_687153
      %984 = llvm.extractvalue %980[3] : !llvm_struct_687153
      llvm.store %981, %965 : f32, !llvm.ptr
      llvm.store %982, %974 : f32, !llvm.ptr
      llvm.store %983, %976 : f32, !llvm.ptr
      llvm.store %984, %978 : f32, !llvm.ptr
      %985 = llvm.add %958, %57 : i32
      llvm.br ^bb115(%985 : i32)
    ^bb117:  // pred: ^bb115
      %986 = llvm.add %951, %57 : i32
      llvm.br ^bb113(%986 : i32)
    ^bb118:  // pred: ^bb113
      %987 = llvm.add %749, %57 : i32
      %988 = llvm.icmp "eq" %987, %54 : i32
      %989 = llvm.select %988, %46, %987 : i1, i32
      nvvm.cp.async.wait.group 2
      nvvm.barrier
      %990 = llvm.mul %989, %19 : i32
      %991 = llvm.getelementptr %673[%990] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb119(%46 : i32)
    ^bb119(%992: i32):  // 2 preds: ^bb118, ^bb120
      %993 = llvm.icmp "slt" %992, %54 : i32
      llvm.cond_br %993, ^bb120, ^bb121 {llvm.loop_annotation = #loop_annotation}
    ^bb120:  // pred: ^bb119
      %994 = llvm.mul %992, %22 : i32
      %995 = llvm.getelementptr %991[%994] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %996 = llvm.mul %992, %53 : i32
      %997 = llvm.getelementptr %61[%996] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %998 = nvvm.ldmatrix %995 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %999 = llvm.extractvalue %998[0] : !llvm_struct_a37b2a
      %1000 = llvm.extractvalue %998[1] : !llvm_struct_a37b2a
      %1001 = llvm.extractvalue %998[2] : !llvm_struct_a37b2a
      %1002 = llvm.extractvalue %998[3] : !llvm_struct_a37b2a
      %1003 = llvm.insertelement %999, %4[%3 : i64] : vector<4xi32>
      %1004 = llvm.insertelement %1000, %1003[%2 : i64] : vector<4xi32>
      %1005 = llvm.insertelement %1001, %1004[%1 : i64] : vector<4xi32>
      %1006 = llvm.insertelement %1002, %1005[%0 : i64] : vector<4xi32>
      %1007 = llvm.extractelement %1006[%46 : i32] : vector<4xi32>
      llvm.store %1007, %997 : i32, !llvm.ptr
      %1008 = llvm.extractelement %1006[%57 : i32] : vector<4xi32>
      %1009 = llvm.getelementptr %997[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1008, %1009 : i32, !llvm.ptr
      %1010 = llvm.extractelement %1006[%47 : i32] : vector<4xi32>
      %1011 = llvm.getelementptr %997[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1010, %1011 : i32, !llvm.ptr
      %1012 = llvm.extractelement %1006[%48 : i32] : vector<4xi32>
      %1013 = llvm.getelementptr %997[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1012, %1013 : i32, !llvm.ptr
      %1014 = llvm.add %992, %57 : i32
      llvm.br ^bb119(%1014 : i32)
    ^bb121:  // pred: ^bb119
      %1015 = llvm.getelementptr %698[%990] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb122(%46 : i32)
    ^bb122(%1016: i32):  // 2 preds: ^bb121, ^bb123
      %1017 = llvm.icmp "slt" %1016, %54 : i32
      llvm.cond_br %1017, ^bb123, ^bb124 {llvm.loop_annotation = #loop_annotation}
    ^bb123:  // pred: ^bb122
      %1018 = llvm.mul %1016, %22 : i32
      %1019 = llvm.getelementptr %1015[%1018] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %1020 = llvm.mul %1016, %53 : i32
      %1021 = llvm.getelementptr %60[%1020] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1022 = nvvm.ldmatrix %1019 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %1023 = llvm.extractvalue %1022[0] : !llvm_struct_a37b2a
      %1024 = llvm.extractvalue %1022[1] : !llvm_struct_a37b2a
      %1025 = llvm.extractvalue %1022[2] : !llvm_struct_a37b2a
      %1026 = llvm.extractvalue %1022[3] : !llvm_struct_a37b2a
      %1027 = llvm.insertelement %1023, %4[%3 : i64] : vector<4xi32>
      %1028 = llvm.insertelement %1024, %1027[%2 : i64] : vector<4xi32>
      %1029 = llvm.insertelement %1025, %1028[%1 : i64] : vector<4xi32>
      %1030 = llvm.insertelement %1026, %1029[%0 : i64] : vector<4xi32>
      %1031 = llvm.extractelement %1030[%46 : i32] : vector<4xi32>
      llvm.store %1031, %1021 : i32, !llvm.ptr
      %1032 = llvm.extractelement %1030[%57 : i32] : vector<4xi32>
      %1033 = llvm.getelementptr %1021[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1032, %1033 : i32, !llvm.ptr
      %1034 = llvm.extractelement %1030[%47 : i32] : vector<4xi32>
      %1035 = llvm.getelementptr %1021[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1034, %1035 : i32, !llvm.ptr
      %1036 = llvm.extractelement %1030[%48 : i32] : vector<4xi32>
      %1037 = llvm.getelementptr %1021[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %1036, %1037 : i32, !llvm.ptr
      %1038 = llvm.add %1016, %57 : i32
      llvm.br ^bb122(%1038 : i32)
    ^bb124:  // pred: ^bb122
      llvm.br ^bb125(%46 : i32)
    ^bb125(%1039: i32):  // 2 preds: ^bb124, ^bb129
      %1040 = llvm.icmp "slt" %1039, %54 : i32
      llvm.cond_br %1040, ^bb126, ^bb130 {llvm.loop_annotation = #loop_annotation}
    ^bb126:  // pred: ^bb125
      %1041 = llvm.mul %1039, %53 : i32
      %1042 = llvm.getelementptr %745[%1041] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1043 = llvm.getelementptr %1042[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %1044 = llvm.getelementptr %1042[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %1045 = llvm.getelementptr %1042[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb127(%46 : i32)
    ^bb127(%1046: i32):  // 2 preds: ^bb126, ^bb128
      %1047 = llvm.icmp "slt" %1046, %53 : i32
      llvm.cond_br %1047, ^bb128, ^bb129 {llvm.loop_annotation = #loop_annotation}
    ^bb128:  // pred: ^bb127
      %1048 = llvm.mul %1046, %54 : i32
      %1049 = llvm.getelementptr %746[%1048] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1050 = llvm.mul %1039, %54 : i32
      %1051 = llvm.mul %1046, %43 : i32
      %1052 = llvm.add %1050, %1051 : i32
      %1053 = llvm.getelementptr %59[%1052] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %1054 = llvm.load %1042 : !llvm.ptr -> i32
      %1055 = llvm.load %1043 : !llvm.ptr -> i32
      %1056 = llvm.load %1044 : !llvm.ptr -> i32
      %1057 = llvm.load %1045 : !llvm.ptr -> i32
      %1058 = llvm.load %1049 : !llvm.ptr -> i32
      %1059 = llvm.getelementptr %1049[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %1060 = llvm.load %1059 : !llvm.ptr -> i32
      %1061 = llvm.load %1053 : !llvm.ptr -> f32
      %1062 = llvm.getelementptr %1053[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1063 = llvm.load %1062 : !llvm.ptr -> f32
      %1064 = llvm.getelementptr %1053[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1065 = llvm.load %1064 : !llvm.ptr -> f32
      %1066 = llvm.getelementptr %1053[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1067 = llvm.load %1066 : !llvm.ptr -> f32
      %1068 = nvvm.mma.sync A[%1054, %1055, %1056, %1057]  B[%1058, %1060]  C[%1061, %1063, %1065, %1067]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %1069 = llvm.extractvalue %1068[0] : !llvm_struct_687153
      %1070 = llvm.extractvalue %1068[1] : !llvm_struct_687153
      %1071 = llvm.extractvalue %1068[2] : !llvm_struct_687153
      %1072 = llvm.extractvalue %1068[3] : !llvm_struct_687153
      llvm.store %1069, %1053 : f32, !llvm.ptr
      llvm.store %1070, %1062 : f32, !llvm.ptr
      llvm.store %1071, %1064 : f32, !llvm.ptr
      llvm.store %1072, %1066 : f32, !llvm.ptr
      %1073 = llvm.add %1046, %57 : i32
      llvm.br ^bb127(%1073 : i32)
    ^bb129:  // pred: ^bb127
      %1074 = llvm.add %1039, %57 : i32
      llvm.br ^bb125(%1074 : i32)
    ^bb130:  // pred: ^bb125
      %1075 = llvm.add %747, %57 : i32
      llvm.br ^bb79(%1075, %749, %989 : i32, i32, i32)
    ^bb131:  // pred: ^bb79
      nvvm.cp.async.wait.group 0
      %1076 = llvm.load %59 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1077 = llvm.fptrunc %1076 : vector<128xf32> to vector<128xbf16>
      llvm.store %1077, %58 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1078 = llvm.add %84, %57 : i32
      %1079 = llvm.mul %1078, %56 : i32
      %1080 = llvm.icmp "sle" %1079, %36 : i32
      %1081 = llvm.add %93, %57 : i32
      %1082 = llvm.mul %1081, %56 : i32
      %1083 = llvm.icmp "sle" %1082, %41 : i32
      %1084 = llvm.and %1080, %1083 : i1
      llvm.cond_br %1084, ^bb132, ^bb136
    ^bb132:  // pred: ^bb131
      llvm.br ^bb133(%46 : i32)
    ^bb133(%1085: i32):  // 2 preds: ^bb132, ^bb134
      %1086 = llvm.icmp "slt" %1085, %55 : i32
      llvm.cond_br %1086, ^bb134, ^bb135 {llvm.loop_annotation = #loop_annotation}
    ^bb134:  // pred: ^bb133
      %1087 = llvm.mul %1085, %47 : i32
      %1088 = llvm.getelementptr %58[%1087] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1089 = llvm.sdiv %1085, %47 : i32
      %1090 = llvm.srem %1085, %47 : i32
      %1091 = llvm.mul %1090, %18 : i32
      %1092 = llvm.sdiv %1089, %54 : i32
      %1093 = llvm.srem %1089, %54 : i32
      %1094 = llvm.mul %1093, %17 : i32
      %1095 = llvm.add %1091, %1094 : i32
      %1096 = llvm.mul %1092, %43 : i32
      %1097 = llvm.add %1095, %1096 : i32
      %1098 = llvm.getelementptr %648[%1097] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1099 = llvm.load %1088 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1099, %1098 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1100 = llvm.add %1085, %57 : i32
      llvm.br ^bb133(%1100 : i32)
    ^bb135:  // 3 preds: ^bb133, ^bb390, ^bb391
      llvm.br ^bb392
    ^bb136:  // pred: ^bb131
      %1101 = llvm.mul %637, %43 : i32
      %1102 = llvm.add %639, %1101 : i32
      %1103 = llvm.add %641, %645 : i32
      %1104 = llvm.add %103, %1102 : i32
      %1105 = llvm.icmp "slt" %1104, %36 : i32
      %1106 = llvm.icmp "slt" %1103, %41 : i32
      %1107 = llvm.and %1105, %1106 : i1
      llvm.cond_br %1107, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1108 = llvm.ptrtoint %58 : !llvm.ptr to i64
      %1109 = llvm.inttoptr %1108 : i64 to !llvm.ptr
      %1110 = llvm.load %1109 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1111 = llvm.ptrtoint %648 : !llvm.ptr<1> to i64
      %1112 = llvm.inttoptr %1111 : i64 to !llvm.ptr<1>
      llvm.store %1110, %1112 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1113 = llvm.add %1103, %57 : i32
      %1114 = llvm.icmp "slt" %1113, %41 : i32
      %1115 = llvm.and %1105, %1114 : i1
      llvm.cond_br %1115, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1116 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1117 = llvm.ptrtoint %1116 : !llvm.ptr to i64
      %1118 = llvm.inttoptr %1117 : i64 to !llvm.ptr
      %1119 = llvm.load %1118 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1120 = llvm.getelementptr %648[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1121 = llvm.ptrtoint %1120 : !llvm.ptr<1> to i64
      %1122 = llvm.inttoptr %1121 : i64 to !llvm.ptr<1>
      llvm.store %1119, %1122 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1123 = llvm.add %1104, %53 : i32
      %1124 = llvm.icmp "slt" %1123, %36 : i32
      %1125 = llvm.and %1124, %1106 : i1
      llvm.cond_br %1125, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1126 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1127 = llvm.ptrtoint %1126 : !llvm.ptr to i64
      %1128 = llvm.inttoptr %1127 : i64 to !llvm.ptr
      %1129 = llvm.load %1128 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1130 = llvm.getelementptr %648[576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1131 = llvm.ptrtoint %1130 : !llvm.ptr<1> to i64
      %1132 = llvm.inttoptr %1131 : i64 to !llvm.ptr<1>
      llvm.store %1129, %1132 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1133 = llvm.and %1124, %1114 : i1
      llvm.cond_br %1133, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1134 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1135 = llvm.ptrtoint %1134 : !llvm.ptr to i64
      %1136 = llvm.inttoptr %1135 : i64 to !llvm.ptr
      %1137 = llvm.load %1136 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1138 = llvm.getelementptr %648[577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1139 = llvm.ptrtoint %1138 : !llvm.ptr<1> to i64
      %1140 = llvm.inttoptr %1139 : i64 to !llvm.ptr<1>
      llvm.store %1137, %1140 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1141 = llvm.add %1104, %33 : i32
      %1142 = llvm.icmp "slt" %1141, %36 : i32
      %1143 = llvm.and %1142, %1106 : i1
      llvm.cond_br %1143, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1144 = llvm.getelementptr %58[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1145 = llvm.ptrtoint %1144 : !llvm.ptr to i64
      %1146 = llvm.inttoptr %1145 : i64 to !llvm.ptr
      %1147 = llvm.load %1146 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1148 = llvm.getelementptr %648[2304] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1149 = llvm.ptrtoint %1148 : !llvm.ptr<1> to i64
      %1150 = llvm.inttoptr %1149 : i64 to !llvm.ptr<1>
      llvm.store %1147, %1150 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1151 = llvm.and %1142, %1114 : i1
      llvm.cond_br %1151, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1152 = llvm.getelementptr %58[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1153 = llvm.ptrtoint %1152 : !llvm.ptr to i64
      %1154 = llvm.inttoptr %1153 : i64 to !llvm.ptr
      %1155 = llvm.load %1154 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1156 = llvm.getelementptr %648[2305] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1157 = llvm.ptrtoint %1156 : !llvm.ptr<1> to i64
      %1158 = llvm.inttoptr %1157 : i64 to !llvm.ptr<1>
      llvm.store %1155, %1158 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1159 = llvm.add %1104, %16 : i32
      %1160 = llvm.icmp "slt" %1159, %36 : i32
      %1161 = llvm.and %1160, %1106 : i1
      llvm.cond_br %1161, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1162 = llvm.getelementptr %58[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1163 = llvm.ptrtoint %1162 : !llvm.ptr to i64
      %1164 = llvm.inttoptr %1163 : i64 to !llvm.ptr
      %1165 = llvm.load %1164 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1166 = llvm.getelementptr %648[2880] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1167 = llvm.ptrtoint %1166 : !llvm.ptr<1> to i64
      %1168 = llvm.inttoptr %1167 : i64 to !llvm.ptr<1>
      llvm.store %1165, %1168 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1169 = llvm.and %1160, %1114 : i1
      llvm.cond_br %1169, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1170 = llvm.getelementptr %58[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1171 = llvm.ptrtoint %1170 : !llvm.ptr to i64
      %1172 = llvm.inttoptr %1171 : i64 to !llvm.ptr
      %1173 = llvm.load %1172 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1174 = llvm.getelementptr %648[2881] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1175 = llvm.ptrtoint %1174 : !llvm.ptr<1> to i64
      %1176 = llvm.inttoptr %1175 : i64 to !llvm.ptr<1>
      llvm.store %1173, %1176 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1177 = llvm.add %1104, %55 : i32
      %1178 = llvm.icmp "slt" %1177, %36 : i32
      %1179 = llvm.and %1178, %1106 : i1
      llvm.cond_br %1179, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1180 = llvm.getelementptr %58[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1181 = llvm.ptrtoint %1180 : !llvm.ptr to i64
      %1182 = llvm.inttoptr %1181 : i64 to !llvm.ptr
      %1183 = llvm.load %1182 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1184 = llvm.getelementptr %648[4608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1185 = llvm.ptrtoint %1184 : !llvm.ptr<1> to i64
      %1186 = llvm.inttoptr %1185 : i64 to !llvm.ptr<1>
      llvm.store %1183, %1186 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1187 = llvm.and %1178, %1114 : i1
      llvm.cond_br %1187, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1188 = llvm.getelementptr %58[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1189 = llvm.ptrtoint %1188 : !llvm.ptr to i64
      %1190 = llvm.inttoptr %1189 : i64 to !llvm.ptr
      %1191 = llvm.load %1190 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1192 = llvm.getelementptr %648[4609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1193 = llvm.ptrtoint %1192 : !llvm.ptr<1> to i64
      %1194 = llvm.inttoptr %1193 : i64 to !llvm.ptr<1>
      llvm.store %1191, %1194 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1195 = llvm.add %1104, %41 : i32
      %1196 = llvm.icmp "slt" %1195, %36 : i32
      %1197 = llvm.and %1196, %1106 : i1
      llvm.cond_br %1197, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1198 = llvm.getelementptr %58[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1199 = llvm.ptrtoint %1198 : !llvm.ptr to i64
      %1200 = llvm.inttoptr %1199 : i64 to !llvm.ptr
      %1201 = llvm.load %1200 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1202 = llvm.getelementptr %648[5184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1203 = llvm.ptrtoint %1202 : !llvm.ptr<1> to i64
      %1204 = llvm.inttoptr %1203 : i64 to !llvm.ptr<1>
      llvm.store %1201, %1204 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1205 = llvm.and %1196, %1114 : i1
      llvm.cond_br %1205, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1206 = llvm.getelementptr %58[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1207 = llvm.ptrtoint %1206 : !llvm.ptr to i64
      %1208 = llvm.inttoptr %1207 : i64 to !llvm.ptr
      %1209 = llvm.load %1208 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1210 = llvm.getelementptr %648[5185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1211 = llvm.ptrtoint %1210 : !llvm.ptr<1> to i64
      %1212 = llvm.inttoptr %1211 : i64 to !llvm.ptr<1>
      llvm.store %1209, %1212 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1213 = llvm.add %1104, %23 : i32
      %1214 = llvm.icmp "slt" %1213, %36 : i32
      %1215 = llvm.and %1214, %1106 : i1
      llvm.cond_br %1215, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1216 = llvm.getelementptr %58[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1217 = llvm.ptrtoint %1216 : !llvm.ptr to i64
      %1218 = llvm.inttoptr %1217 : i64 to !llvm.ptr
      %1219 = llvm.load %1218 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1220 = llvm.getelementptr %648[6912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1221 = llvm.ptrtoint %1220 : !llvm.ptr<1> to i64
      %1222 = llvm.inttoptr %1221 : i64 to !llvm.ptr<1>
      llvm.store %1219, %1222 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1223 = llvm.and %1214, %1114 : i1
      llvm.cond_br %1223, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1224 = llvm.getelementptr %58[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1225 = llvm.ptrtoint %1224 : !llvm.ptr to i64
      %1226 = llvm.inttoptr %1225 : i64 to !llvm.ptr
      %1227 = llvm.load %1226 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1228 = llvm.getelementptr %648[6913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1229 = llvm.ptrtoint %1228 : !llvm.ptr<1> to i64
      %1230 = llvm.inttoptr %1229 : i64 to !llvm.ptr<1>
      llvm.store %1227, %1230 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1231 = llvm.add %1104, %15 : i32
      %1232 = llvm.icmp "slt" %1231, %36 : i32
      %1233 = llvm.and %1232, %1106 : i1
      llvm.cond_br %1233, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1234 = llvm.getelementptr %58[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1235 = llvm.ptrtoint %1234 : !llvm.ptr to i64
      %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr
      %1237 = llvm.load %1236 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1238 = llvm.getelementptr %648[7488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1239 = llvm.ptrtoint %1238 : !llvm.ptr<1> to i64
      %1240 = llvm.inttoptr %1239 : i64 to !llvm.ptr<1>
      llvm.store %1237, %1240 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1241 = llvm.and %1232, %1114 : i1
      llvm.cond_br %1241, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1242 = llvm.getelementptr %58[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1243 = llvm.ptrtoint %1242 : !llvm.ptr to i64
      %1244 = llvm.inttoptr %1243 : i64 to !llvm.ptr
      %1245 = llvm.load %1244 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1246 = llvm.getelementptr %648[7489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1247 = llvm.ptrtoint %1246 : !llvm.ptr<1> to i64
      %1248 = llvm.inttoptr %1247 : i64 to !llvm.ptr<1>
      llvm.store %1245, %1248 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1249 = llvm.add %1103, %43 : i32
      %1250 = llvm.icmp "slt" %1249, %41 : i32
      %1251 = llvm.and %1105, %1250 : i1
      llvm.cond_br %1251, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1252 = llvm.getelementptr %58[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1253 = llvm.ptrtoint %1252 : !llvm.ptr to i64
      %1254 = llvm.inttoptr %1253 : i64 to !llvm.ptr
      %1255 = llvm.load %1254 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1256 = llvm.getelementptr %648[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1257 = llvm.ptrtoint %1256 : !llvm.ptr<1> to i64
      %1258 = llvm.inttoptr %1257 : i64 to !llvm.ptr<1>
      llvm.store %1255, %1258 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1259 = llvm.add %1103, %14 : i32
      %1260 = llvm.icmp "slt" %1259, %41 : i32
      %1261 = llvm.and %1105, %1260 : i1
      llvm.cond_br %1261, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1262 = llvm.getelementptr %58[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1263 = llvm.ptrtoint %1262 : !llvm.ptr to i64
      %1264 = llvm.inttoptr %1263 : i64 to !llvm.ptr
      %1265 = llvm.load %1264 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1266 = llvm.getelementptr %648[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1267 = llvm.ptrtoint %1266 : !llvm.ptr<1> to i64
      %1268 = llvm.inttoptr %1267 : i64 to !llvm.ptr<1>
      llvm.store %1265, %1268 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1269 = llvm.and %1124, %1250 : i1
      llvm.cond_br %1269, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1270 = llvm.getelementptr %58[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1271 = llvm.ptrtoint %1270 : !llvm.ptr to i64
      %1272 = llvm.inttoptr %1271 : i64 to !llvm.ptr
      %1273 = llvm.load %1272 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1274 = llvm.getelementptr %648[592] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1275 = llvm.ptrtoint %1274 : !llvm.ptr<1> to i64
      %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr<1>
      llvm.store %1273, %1276 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1277 = llvm.and %1124, %1260 : i1
      llvm.cond_br %1277, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1278 = llvm.getelementptr %58[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1279 = llvm.ptrtoint %1278 : !llvm.ptr to i64
      %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr
      %1281 = llvm.load %1280 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1282 = llvm.getelementptr %648[593] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1283 = llvm.ptrtoint %1282 : !llvm.ptr<1> to i64
      %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr<1>
      llvm.store %1281, %1284 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1285 = llvm.and %1142, %1250 : i1
      llvm.cond_br %1285, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1286 = llvm.getelementptr %58[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1287 = llvm.ptrtoint %1286 : !llvm.ptr to i64
      %1288 = llvm.inttoptr %1287 : i64 to !llvm.ptr
      %1289 = llvm.load %1288 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1290 = llvm.getelementptr %648[2320] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1291 = llvm.ptrtoint %1290 : !llvm.ptr<1> to i64
      %1292 = llvm.inttoptr %1291 : i64 to !llvm.ptr<1>
      llvm.store %1289, %1292 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1293 = llvm.and %1142, %1260 : i1
      llvm.cond_br %1293, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1294 = llvm.getelementptr %58[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1295 = llvm.ptrtoint %1294 : !llvm.ptr to i64
      %1296 = llvm.inttoptr %1295 : i64 to !llvm.ptr
      %1297 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1298 = llvm.getelementptr %648[2321] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1299 = llvm.ptrtoint %1298 : !llvm.ptr<1> to i64
      %1300 = llvm.inttoptr %1299 : i64 to !llvm.ptr<1>
      llvm.store %1297, %1300 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1301 = llvm.and %1160, %1250 : i1
      llvm.cond_br %1301, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1302 = llvm.getelementptr %58[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1303 = llvm.ptrtoint %1302 : !llvm.ptr to i64
      %1304 = llvm.inttoptr %1303 : i64 to !llvm.ptr
      %1305 = llvm.load %1304 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1306 = llvm.getelementptr %648[2896] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1307 = llvm.ptrtoint %1306 : !llvm.ptr<1> to i64
      %1308 = llvm.inttoptr %1307 : i64 to !llvm.ptr<1>
      llvm.store %1305, %1308 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1309 = llvm.and %1160, %1260 : i1
      llvm.cond_br %1309, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1310 = llvm.getelementptr %58[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1311 = llvm.ptrtoint %1310 : !llvm.ptr to i64
      %1312 = llvm.inttoptr %1311 : i64 to !llvm.ptr
      %1313 = llvm.load %1312 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1314 = llvm.getelementptr %648[2897] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1315 = llvm.ptrtoint %1314 : !llvm.ptr<1> to i64
      %1316 = llvm.inttoptr %1315 : i64 to !llvm.ptr<1>
      llvm.store %1313, %1316 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1317 = llvm.and %1178, %1250 : i1
      llvm.cond_br %1317, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1318 = llvm.getelementptr %58[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1319 = llvm.ptrtoint %1318 : !llvm.ptr to i64
      %1320 = llvm.inttoptr %1319 : i64 to !llvm.ptr
      %1321 = llvm.load %1320 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1322 = llvm.getelementptr %648[4624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1323 = llvm.ptrtoint %1322 : !llvm.ptr<1> to i64
      %1324 = llvm.inttoptr %1323 : i64 to !llvm.ptr<1>
      llvm.store %1321, %1324 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1325 = llvm.and %1178, %1260 : i1
      llvm.cond_br %1325, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1326 = llvm.getelementptr %58[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1327 = llvm.ptrtoint %1326 : !llvm.ptr to i64
      %1328 = llvm.inttoptr %1327 : i64 to !llvm.ptr
      %1329 = llvm.load %1328 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1330 = llvm.getelementptr %648[4625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1331 = llvm.ptrtoint %1330 : !llvm.ptr<1> to i64
      %1332 = llvm.inttoptr %1331 : i64 to !llvm.ptr<1>
      llvm.store %1329, %1332 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1333 = llvm.and %1196, %1250 : i1
      llvm.cond_br %1333, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1334 = llvm.getelementptr %58[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1335 = llvm.ptrtoint %1334 : !llvm.ptr to i64
      %1336 = llvm.inttoptr %1335 : i64 to !llvm.ptr
      %1337 = llvm.load %1336 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1338 = llvm.getelementptr %648[5200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1339 = llvm.ptrtoint %1338 : !llvm.ptr<1> to i64
      %1340 = llvm.inttoptr %1339 : i64 to !llvm.ptr<1>
      llvm.store %1337, %1340 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1341 = llvm.and %1196, %1260 : i1
      llvm.cond_br %1341, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1342 = llvm.getelementptr %58[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1343 = llvm.ptrtoint %1342 : !llvm.ptr to i64
      %1344 = llvm.inttoptr %1343 : i64 to !llvm.ptr
      %1345 = llvm.load %1344 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1346 = llvm.getelementptr %648[5201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1347 = llvm.ptrtoint %1346 : !llvm.ptr<1> to i64
      %1348 = llvm.inttoptr %1347 : i64 to !llvm.ptr<1>
      llvm.store %1345, %1348 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1349 = llvm.and %1214, %1250 : i1
      llvm.cond_br %1349, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1350 = llvm.getelementptr %58[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1351 = llvm.ptrtoint %1350 : !llvm.ptr to i64
      %1352 = llvm.inttoptr %1351 : i64 to !llvm.ptr
      %1353 = llvm.load %1352 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1354 = llvm.getelementptr %648[6928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1355 = llvm.ptrtoint %1354 : !llvm.ptr<1> to i64
      %1356 = llvm.inttoptr %1355 : i64 to !llvm.ptr<1>
      llvm.store %1353, %1356 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1357 = llvm.and %1214, %1260 : i1
      llvm.cond_br %1357, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1358 = llvm.getelementptr %58[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1359 = llvm.ptrtoint %1358 : !llvm.ptr to i64
      %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr
      %1361 = llvm.load %1360 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1362 = llvm.getelementptr %648[6929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1363 = llvm.ptrtoint %1362 : !llvm.ptr<1> to i64
      %1364 = llvm.inttoptr %1363 : i64 to !llvm.ptr<1>
      llvm.store %1361, %1364 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1365 = llvm.and %1232, %1250 : i1
      llvm.cond_br %1365, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1366 = llvm.getelementptr %58[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1367 = llvm.ptrtoint %1366 : !llvm.ptr to i64
      %1368 = llvm.inttoptr %1367 : i64 to !llvm.ptr
      %1369 = llvm.load %1368 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1370 = llvm.getelementptr %648[7504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1371 = llvm.ptrtoint %1370 : !llvm.ptr<1> to i64
      %1372 = llvm.inttoptr %1371 : i64 to !llvm.ptr<1>
      llvm.store %1369, %1372 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1373 = llvm.and %1232, %1260 : i1
      llvm.cond_br %1373, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1374 = llvm.getelementptr %58[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1375 = llvm.ptrtoint %1374 : !llvm.ptr to i64
      %1376 = llvm.inttoptr %1375 : i64 to !llvm.ptr
      %1377 = llvm.load %1376 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1378 = llvm.getelementptr %648[7505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1379 = llvm.ptrtoint %1378 : !llvm.ptr<1> to i64
      %1380 = llvm.inttoptr %1379 : i64 to !llvm.ptr<1>
      llvm.store %1377, %1380 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1381 = llvm.add %1103, %33 : i32
      %1382 = llvm.icmp "slt" %1381, %41 : i32
      %1383 = llvm.and %1105, %1382 : i1
      llvm.cond_br %1383, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1384 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1385 = llvm.ptrtoint %1384 : !llvm.ptr to i64
      %1386 = llvm.inttoptr %1385 : i64 to !llvm.ptr
      %1387 = llvm.load %1386 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1388 = llvm.getelementptr %648[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1389 = llvm.ptrtoint %1388 : !llvm.ptr<1> to i64
      %1390 = llvm.inttoptr %1389 : i64 to !llvm.ptr<1>
      llvm.store %1387, %1390 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1391 = llvm.add %1103, %13 : i32
      %1392 = llvm.icmp "slt" %1391, %41 : i32
      %1393 = llvm.and %1105, %1392 : i1
      llvm.cond_br %1393, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1394 = llvm.getelementptr %58[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1395 = llvm.ptrtoint %1394 : !llvm.ptr to i64
      %1396 = llvm.inttoptr %1395 : i64 to !llvm.ptr
      %1397 = llvm.load %1396 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1398 = llvm.getelementptr %648[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1399 = llvm.ptrtoint %1398 : !llvm.ptr<1> to i64
      %1400 = llvm.inttoptr %1399 : i64 to !llvm.ptr<1>
      llvm.store %1397, %1400 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1401 = llvm.and %1124, %1382 : i1
      llvm.cond_br %1401, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1402 = llvm.getelementptr %58[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1403 = llvm.ptrtoint %1402 : !llvm.ptr to i64
      %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr
      %1405 = llvm.load %1404 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1406 = llvm.getelementptr %648[608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1407 = llvm.ptrtoint %1406 : !llvm.ptr<1> to i64
      %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr<1>
      llvm.store %1405, %1408 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1409 = llvm.and %1124, %1392 : i1
      llvm.cond_br %1409, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1410 = llvm.getelementptr %58[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1411 = llvm.ptrtoint %1410 : !llvm.ptr to i64
      %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr
      %1413 = llvm.load %1412 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1414 = llvm.getelementptr %648[609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1415 = llvm.ptrtoint %1414 : !llvm.ptr<1> to i64
      %1416 = llvm.inttoptr %1415 : i64 to !llvm.ptr<1>
      llvm.store %1413, %1416 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1417 = llvm.and %1142, %1382 : i1
      llvm.cond_br %1417, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1418 = llvm.getelementptr %58[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1419 = llvm.ptrtoint %1418 : !llvm.ptr to i64
      %1420 = llvm.inttoptr %1419 : i64 to !llvm.ptr
      %1421 = llvm.load %1420 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1422 = llvm.getelementptr %648[2336] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1423 = llvm.ptrtoint %1422 : !llvm.ptr<1> to i64
      %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr<1>
      llvm.store %1421, %1424 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1425 = llvm.and %1142, %1392 : i1
      llvm.cond_br %1425, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1426 = llvm.getelementptr %58[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1427 = llvm.ptrtoint %1426 : !llvm.ptr to i64
      %1428 = llvm.inttoptr %1427 : i64 to !llvm.ptr
      %1429 = llvm.load %1428 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1430 = llvm.getelementptr %648[2337] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1431 = llvm.ptrtoint %1430 : !llvm.ptr<1> to i64
      %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr<1>
      llvm.store %1429, %1432 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1433 = llvm.and %1160, %1382 : i1
      llvm.cond_br %1433, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1434 = llvm.getelementptr %58[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1435 = llvm.ptrtoint %1434 : !llvm.ptr to i64
      %1436 = llvm.inttoptr %1435 : i64 to !llvm.ptr
      %1437 = llvm.load %1436 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1438 = llvm.getelementptr %648[2912] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1439 = llvm.ptrtoint %1438 : !llvm.ptr<1> to i64
      %1440 = llvm.inttoptr %1439 : i64 to !llvm.ptr<1>
      llvm.store %1437, %1440 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1441 = llvm.and %1160, %1392 : i1
      llvm.cond_br %1441, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1442 = llvm.getelementptr %58[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1443 = llvm.ptrtoint %1442 : !llvm.ptr to i64
      %1444 = llvm.inttoptr %1443 : i64 to !llvm.ptr
      %1445 = llvm.load %1444 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1446 = llvm.getelementptr %648[2913] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1447 = llvm.ptrtoint %1446 : !llvm.ptr<1> to i64
      %1448 = llvm.inttoptr %1447 : i64 to !llvm.ptr<1>
      llvm.store %1445, %1448 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1449 = llvm.and %1178, %1382 : i1
      llvm.cond_br %1449, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1450 = llvm.getelementptr %58[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1451 = llvm.ptrtoint %1450 : !llvm.ptr to i64
      %1452 = llvm.inttoptr %1451 : i64 to !llvm.ptr
      %1453 = llvm.load %1452 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1454 = llvm.getelementptr %648[4640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1455 = llvm.ptrtoint %1454 : !llvm.ptr<1> to i64
      %1456 = llvm.inttoptr %1455 : i64 to !llvm.ptr<1>
      llvm.store %1453, %1456 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1457 = llvm.and %1178, %1392 : i1
      llvm.cond_br %1457, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1458 = llvm.getelementptr %58[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1459 = llvm.ptrtoint %1458 : !llvm.ptr to i64
      %1460 = llvm.inttoptr %1459 : i64 to !llvm.ptr
      %1461 = llvm.load %1460 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1462 = llvm.getelementptr %648[4641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1463 = llvm.ptrtoint %1462 : !llvm.ptr<1> to i64
      %1464 = llvm.inttoptr %1463 : i64 to !llvm.ptr<1>
      llvm.store %1461, %1464 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1465 = llvm.and %1196, %1382 : i1
      llvm.cond_br %1465, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1466 = llvm.getelementptr %58[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1467 = llvm.ptrtoint %1466 : !llvm.ptr to i64
      %1468 = llvm.inttoptr %1467 : i64 to !llvm.ptr
      %1469 = llvm.load %1468 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1470 = llvm.getelementptr %648[5216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1471 = llvm.ptrtoint %1470 : !llvm.ptr<1> to i64
      %1472 = llvm.inttoptr %1471 : i64 to !llvm.ptr<1>
      llvm.store %1469, %1472 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1473 = llvm.and %1196, %1392 : i1
      llvm.cond_br %1473, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1474 = llvm.getelementptr %58[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1475 = llvm.ptrtoint %1474 : !llvm.ptr to i64
      %1476 = llvm.inttoptr %1475 : i64 to !llvm.ptr
      %1477 = llvm.load %1476 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1478 = llvm.getelementptr %648[5217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1479 = llvm.ptrtoint %1478 : !llvm.ptr<1> to i64
      %1480 = llvm.inttoptr %1479 : i64 to !llvm.ptr<1>
      llvm.store %1477, %1480 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1481 = llvm.and %1214, %1382 : i1
      llvm.cond_br %1481, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1482 = llvm.getelementptr %58[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1483 = llvm.ptrtoint %1482 : !llvm.ptr to i64
      %1484 = llvm.inttoptr %1483 : i64 to !llvm.ptr
      %1485 = llvm.load %1484 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1486 = llvm.getelementptr %648[6944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1487 = llvm.ptrtoint %1486 : !llvm.ptr<1> to i64
      %1488 = llvm.inttoptr %1487 : i64 to !llvm.ptr<1>
      llvm.store %1485, %1488 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1489 = llvm.and %1214, %1392 : i1
      llvm.cond_br %1489, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1490 = llvm.getelementptr %58[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1491 = llvm.ptrtoint %1490 : !llvm.ptr to i64
      %1492 = llvm.inttoptr %1491 : i64 to !llvm.ptr
      %1493 = llvm.load %1492 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1494 = llvm.getelementptr %648[6945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1495 = llvm.ptrtoint %1494 : !llvm.ptr<1> to i64
      %1496 = llvm.inttoptr %1495 : i64 to !llvm.ptr<1>
      llvm.store %1493, %1496 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1497 = llvm.and %1232, %1382 : i1
      llvm.cond_br %1497, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1498 = llvm.getelementptr %58[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1499 = llvm.ptrtoint %1498 : !llvm.ptr to i64
      %1500 = llvm.inttoptr %1499 : i64 to !llvm.ptr
      %1501 = llvm.load %1500 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1502 = llvm.getelementptr %648[7520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1503 = llvm.ptrtoint %1502 : !llvm.ptr<1> to i64
      %1504 = llvm.inttoptr %1503 : i64 to !llvm.ptr<1>
      llvm.store %1501, %1504 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1505 = llvm.and %1232, %1392 : i1
      llvm.cond_br %1505, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1506 = llvm.getelementptr %58[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1507 = llvm.ptrtoint %1506 : !llvm.ptr to i64
      %1508 = llvm.inttoptr %1507 : i64 to !llvm.ptr
      %1509 = llvm.load %1508 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1510 = llvm.getelementptr %648[7521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1511 = llvm.ptrtoint %1510 : !llvm.ptr<1> to i64
      %1512 = llvm.inttoptr %1511 : i64 to !llvm.ptr<1>
      llvm.store %1509, %1512 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1513 = llvm.add %1103, %12 : i32
      %1514 = llvm.icmp "slt" %1513, %41 : i32
      %1515 = llvm.and %1105, %1514 : i1
      llvm.cond_br %1515, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1516 = llvm.getelementptr %58[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1517 = llvm.ptrtoint %1516 : !llvm.ptr to i64
      %1518 = llvm.inttoptr %1517 : i64 to !llvm.ptr
      %1519 = llvm.load %1518 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1520 = llvm.getelementptr %648[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1521 = llvm.ptrtoint %1520 : !llvm.ptr<1> to i64
      %1522 = llvm.inttoptr %1521 : i64 to !llvm.ptr<1>
      llvm.store %1519, %1522 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1523 = llvm.add %1103, %11 : i32
      %1524 = llvm.icmp "slt" %1523, %41 : i32
      %1525 = llvm.and %1105, %1524 : i1
      llvm.cond_br %1525, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1526 = llvm.getelementptr %58[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1527 = llvm.ptrtoint %1526 : !llvm.ptr to i64
      %1528 = llvm.inttoptr %1527 : i64 to !llvm.ptr
      %1529 = llvm.load %1528 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1530 = llvm.getelementptr %648[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1531 = llvm.ptrtoint %1530 : !llvm.ptr<1> to i64
      %1532 = llvm.inttoptr %1531 : i64 to !llvm.ptr<1>
      llvm.store %1529, %1532 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1533 = llvm.and %1124, %1514 : i1
      llvm.cond_br %1533, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1534 = llvm.getelementptr %58[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1535 = llvm.ptrtoint %1534 : !llvm.ptr to i64
      %1536 = llvm.inttoptr %1535 : i64 to !llvm.ptr
      %1537 = llvm.load %1536 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1538 = llvm.getelementptr %648[624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1539 = llvm.ptrtoint %1538 : !llvm.ptr<1> to i64
      %1540 = llvm.inttoptr %1539 : i64 to !llvm.ptr<1>
      llvm.store %1537, %1540 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1541 = llvm.and %1124, %1524 : i1
      llvm.cond_br %1541, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1542 = llvm.getelementptr %58[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1543 = llvm.ptrtoint %1542 : !llvm.ptr to i64
      %1544 = llvm.inttoptr %1543 : i64 to !llvm.ptr
      %1545 = llvm.load %1544 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1546 = llvm.getelementptr %648[625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1547 = llvm.ptrtoint %1546 : !llvm.ptr<1> to i64
      %1548 = llvm.inttoptr %1547 : i64 to !llvm.ptr<1>
      llvm.store %1545, %1548 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1549 = llvm.and %1142, %1514 : i1
      llvm.cond_br %1549, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1550 = llvm.getelementptr %58[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1551 = llvm.ptrtoint %1550 : !llvm.ptr to i64
      %1552 = llvm.inttoptr %1551 : i64 to !llvm.ptr
      %1553 = llvm.load %1552 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1554 = llvm.getelementptr %648[2352] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1555 = llvm.ptrtoint %1554 : !llvm.ptr<1> to i64
      %1556 = llvm.inttoptr %1555 : i64 to !llvm.ptr<1>
      llvm.store %1553, %1556 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1557 = llvm.and %1142, %1524 : i1
      llvm.cond_br %1557, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1558 = llvm.getelementptr %58[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1559 = llvm.ptrtoint %1558 : !llvm.ptr to i64
      %1560 = llvm.inttoptr %1559 : i64 to !llvm.ptr
      %1561 = llvm.load %1560 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1562 = llvm.getelementptr %648[2353] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1563 = llvm.ptrtoint %1562 : !llvm.ptr<1> to i64
      %1564 = llvm.inttoptr %1563 : i64 to !llvm.ptr<1>
      llvm.store %1561, %1564 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1565 = llvm.and %1160, %1514 : i1
      llvm.cond_br %1565, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1566 = llvm.getelementptr %58[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1567 = llvm.ptrtoint %1566 : !llvm.ptr to i64
      %1568 = llvm.inttoptr %1567 : i64 to !llvm.ptr
      %1569 = llvm.load %1568 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1570 = llvm.getelementptr %648[2928] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1571 = llvm.ptrtoint %1570 : !llvm.ptr<1> to i64
      %1572 = llvm.inttoptr %1571 : i64 to !llvm.ptr<1>
      llvm.store %1569, %1572 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1573 = llvm.and %1160, %1524 : i1
      llvm.cond_br %1573, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1574 = llvm.getelementptr %58[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1575 = llvm.ptrtoint %1574 : !llvm.ptr to i64
      %1576 = llvm.inttoptr %1575 : i64 to !llvm.ptr
      %1577 = llvm.load %1576 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1578 = llvm.getelementptr %648[2929] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1579 = llvm.ptrtoint %1578 : !llvm.ptr<1> to i64
      %1580 = llvm.inttoptr %1579 : i64 to !llvm.ptr<1>
      llvm.store %1577, %1580 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1581 = llvm.and %1178, %1514 : i1
      llvm.cond_br %1581, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1582 = llvm.getelementptr %58[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1583 = llvm.ptrtoint %1582 : !llvm.ptr to i64
      %1584 = llvm.inttoptr %1583 : i64 to !llvm.ptr
      %1585 = llvm.load %1584 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1586 = llvm.getelementptr %648[4656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1587 = llvm.ptrtoint %1586 : !llvm.ptr<1> to i64
      %1588 = llvm.inttoptr %1587 : i64 to !llvm.ptr<1>
      llvm.store %1585, %1588 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1589 = llvm.and %1178, %1524 : i1
      llvm.cond_br %1589, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1590 = llvm.getelementptr %58[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1591 = llvm.ptrtoint %1590 : !llvm.ptr to i64
      %1592 = llvm.inttoptr %1591 : i64 to !llvm.ptr
      %1593 = llvm.load %1592 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1594 = llvm.getelementptr %648[4657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1595 = llvm.ptrtoint %1594 : !llvm.ptr<1> to i64
      %1596 = llvm.inttoptr %1595 : i64 to !llvm.ptr<1>
      llvm.store %1593, %1596 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1597 = llvm.and %1196, %1514 : i1
      llvm.cond_br %1597, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1598 = llvm.getelementptr %58[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1599 = llvm.ptrtoint %1598 : !llvm.ptr to i64
      %1600 = llvm.inttoptr %1599 : i64 to !llvm.ptr
      %1601 = llvm.load %1600 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1602 = llvm.getelementptr %648[5232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1603 = llvm.ptrtoint %1602 : !llvm.ptr<1> to i64
      %1604 = llvm.inttoptr %1603 : i64 to !llvm.ptr<1>
      llvm.store %1601, %1604 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1605 = llvm.and %1196, %1524 : i1
      llvm.cond_br %1605, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1606 = llvm.getelementptr %58[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1607 = llvm.ptrtoint %1606 : !llvm.ptr to i64
      %1608 = llvm.inttoptr %1607 : i64 to !llvm.ptr
      %1609 = llvm.load %1608 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1610 = llvm.getelementptr %648[5233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1611 = llvm.ptrtoint %1610 : !llvm.ptr<1> to i64
      %1612 = llvm.inttoptr %1611 : i64 to !llvm.ptr<1>
      llvm.store %1609, %1612 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1613 = llvm.and %1214, %1514 : i1
      llvm.cond_br %1613, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1614 = llvm.getelementptr %58[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1615 = llvm.ptrtoint %1614 : !llvm.ptr to i64
      %1616 = llvm.inttoptr %1615 : i64 to !llvm.ptr
      %1617 = llvm.load %1616 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1618 = llvm.getelementptr %648[6960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1619 = llvm.ptrtoint %1618 : !llvm.ptr<1> to i64
      %1620 = llvm.inttoptr %1619 : i64 to !llvm.ptr<1>
      llvm.store %1617, %1620 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1621 = llvm.and %1214, %1524 : i1
      llvm.cond_br %1621, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1622 = llvm.getelementptr %58[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1623 = llvm.ptrtoint %1622 : !llvm.ptr to i64
      %1624 = llvm.inttoptr %1623 : i64 to !llvm.ptr
      %1625 = llvm.load %1624 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1626 = llvm.getelementptr %648[6961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1627 = llvm.ptrtoint %1626 : !llvm.ptr<1> to i64
      %1628 = llvm.inttoptr %1627 : i64 to !llvm.ptr<1>
      llvm.store %1625, %1628 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1629 = llvm.and %1232, %1514 : i1
      llvm.cond_br %1629, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1630 = llvm.getelementptr %58[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1631 = llvm.ptrtoint %1630 : !llvm.ptr to i64
      %1632 = llvm.inttoptr %1631 : i64 to !llvm.ptr
      %1633 = llvm.load %1632 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1634 = llvm.getelementptr %648[7536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1635 = llvm.ptrtoint %1634 : !llvm.ptr<1> to i64
      %1636 = llvm.inttoptr %1635 : i64 to !llvm.ptr<1>
      llvm.store %1633, %1636 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1637 = llvm.and %1232, %1524 : i1
      llvm.cond_br %1637, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1638 = llvm.getelementptr %58[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1639 = llvm.ptrtoint %1638 : !llvm.ptr to i64
      %1640 = llvm.inttoptr %1639 : i64 to !llvm.ptr
      %1641 = llvm.load %1640 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1642 = llvm.getelementptr %648[7537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1643 = llvm.ptrtoint %1642 : !llvm.ptr<1> to i64
      %1644 = llvm.inttoptr %1643 : i64 to !llvm.ptr<1>
      llvm.store %1641, %1644 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1645 = llvm.add %1103, %55 : i32
      %1646 = llvm.icmp "slt" %1645, %41 : i32
      %1647 = llvm.and %1105, %1646 : i1
      llvm.cond_br %1647, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1648 = llvm.getelementptr %58[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1649 = llvm.ptrtoint %1648 : !llvm.ptr to i64
      %1650 = llvm.inttoptr %1649 : i64 to !llvm.ptr
      %1651 = llvm.load %1650 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1652 = llvm.getelementptr %648[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1653 = llvm.ptrtoint %1652 : !llvm.ptr<1> to i64
      %1654 = llvm.inttoptr %1653 : i64 to !llvm.ptr<1>
      llvm.store %1651, %1654 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1655 = llvm.add %1103, %10 : i32
      %1656 = llvm.icmp "slt" %1655, %41 : i32
      %1657 = llvm.and %1105, %1656 : i1
      llvm.cond_br %1657, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1658 = llvm.getelementptr %58[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1659 = llvm.ptrtoint %1658 : !llvm.ptr to i64
      %1660 = llvm.inttoptr %1659 : i64 to !llvm.ptr
      %1661 = llvm.load %1660 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1662 = llvm.getelementptr %648[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1663 = llvm.ptrtoint %1662 : !llvm.ptr<1> to i64
      %1664 = llvm.inttoptr %1663 : i64 to !llvm.ptr<1>
      llvm.store %1661, %1664 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1665 = llvm.and %1124, %1646 : i1
      llvm.cond_br %1665, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1666 = llvm.getelementptr %58[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1667 = llvm.ptrtoint %1666 : !llvm.ptr to i64
      %1668 = llvm.inttoptr %1667 : i64 to !llvm.ptr
      %1669 = llvm.load %1668 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1670 = llvm.getelementptr %648[640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1671 = llvm.ptrtoint %1670 : !llvm.ptr<1> to i64
      %1672 = llvm.inttoptr %1671 : i64 to !llvm.ptr<1>
      llvm.store %1669, %1672 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1673 = llvm.and %1124, %1656 : i1
      llvm.cond_br %1673, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1674 = llvm.getelementptr %58[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1675 = llvm.ptrtoint %1674 : !llvm.ptr to i64
      %1676 = llvm.inttoptr %1675 : i64 to !llvm.ptr
      %1677 = llvm.load %1676 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1678 = llvm.getelementptr %648[641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1679 = llvm.ptrtoint %1678 : !llvm.ptr<1> to i64
      %1680 = llvm.inttoptr %1679 : i64 to !llvm.ptr<1>
      llvm.store %1677, %1680 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1681 = llvm.and %1142, %1646 : i1
      llvm.cond_br %1681, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1682 = llvm.getelementptr %58[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1683 = llvm.ptrtoint %1682 : !llvm.ptr to i64
      %1684 = llvm.inttoptr %1683 : i64 to !llvm.ptr
      %1685 = llvm.load %1684 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1686 = llvm.getelementptr %648[2368] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1687 = llvm.ptrtoint %1686 : !llvm.ptr<1> to i64
      %1688 = llvm.inttoptr %1687 : i64 to !llvm.ptr<1>
      llvm.store %1685, %1688 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1689 = llvm.and %1142, %1656 : i1
      llvm.cond_br %1689, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1690 = llvm.getelementptr %58[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1691 = llvm.ptrtoint %1690 : !llvm.ptr to i64
      %1692 = llvm.inttoptr %1691 : i64 to !llvm.ptr
      %1693 = llvm.load %1692 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1694 = llvm.getelementptr %648[2369] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1695 = llvm.ptrtoint %1694 : !llvm.ptr<1> to i64
      %1696 = llvm.inttoptr %1695 : i64 to !llvm.ptr<1>
      llvm.store %1693, %1696 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1697 = llvm.and %1160, %1646 : i1
      llvm.cond_br %1697, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1698 = llvm.getelementptr %58[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1699 = llvm.ptrtoint %1698 : !llvm.ptr to i64
      %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr
      %1701 = llvm.load %1700 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1702 = llvm.getelementptr %648[2944] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1703 = llvm.ptrtoint %1702 : !llvm.ptr<1> to i64
      %1704 = llvm.inttoptr %1703 : i64 to !llvm.ptr<1>
      llvm.store %1701, %1704 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1705 = llvm.and %1160, %1656 : i1
      llvm.cond_br %1705, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1706 = llvm.getelementptr %58[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1707 = llvm.ptrtoint %1706 : !llvm.ptr to i64
      %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr
      %1709 = llvm.load %1708 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1710 = llvm.getelementptr %648[2945] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1711 = llvm.ptrtoint %1710 : !llvm.ptr<1> to i64
      %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr<1>
      llvm.store %1709, %1712 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1713 = llvm.and %1178, %1646 : i1
      llvm.cond_br %1713, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1714 = llvm.getelementptr %58[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1715 = llvm.ptrtoint %1714 : !llvm.ptr to i64
      %1716 = llvm.inttoptr %1715 : i64 to !llvm.ptr
      %1717 = llvm.load %1716 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1718 = llvm.getelementptr %648[4672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1719 = llvm.ptrtoint %1718 : !llvm.ptr<1> to i64
      %1720 = llvm.inttoptr %1719 : i64 to !llvm.ptr<1>
      llvm.store %1717, %1720 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1721 = llvm.and %1178, %1656 : i1
      llvm.cond_br %1721, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1722 = llvm.getelementptr %58[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1723 = llvm.ptrtoint %1722 : !llvm.ptr to i64
      %1724 = llvm.inttoptr %1723 : i64 to !llvm.ptr
      %1725 = llvm.load %1724 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1726 = llvm.getelementptr %648[4673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1727 = llvm.ptrtoint %1726 : !llvm.ptr<1> to i64
      %1728 = llvm.inttoptr %1727 : i64 to !llvm.ptr<1>
      llvm.store %1725, %1728 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1729 = llvm.and %1196, %1646 : i1
      llvm.cond_br %1729, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1730 = llvm.getelementptr %58[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1731 = llvm.ptrtoint %1730 : !llvm.ptr to i64
      %1732 = llvm.inttoptr %1731 : i64 to !llvm.ptr
      %1733 = llvm.load %1732 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1734 = llvm.getelementptr %648[5248] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1735 = llvm.ptrtoint %1734 : !llvm.ptr<1> to i64
      %1736 = llvm.inttoptr %1735 : i64 to !llvm.ptr<1>
      llvm.store %1733, %1736 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1737 = llvm.and %1196, %1656 : i1
      llvm.cond_br %1737, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1738 = llvm.getelementptr %58[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1739 = llvm.ptrtoint %1738 : !llvm.ptr to i64
      %1740 = llvm.inttoptr %1739 : i64 to !llvm.ptr
      %1741 = llvm.load %1740 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1742 = llvm.getelementptr %648[5249] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1743 = llvm.ptrtoint %1742 : !llvm.ptr<1> to i64
      %1744 = llvm.inttoptr %1743 : i64 to !llvm.ptr<1>
      llvm.store %1741, %1744 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1745 = llvm.and %1214, %1646 : i1
      llvm.cond_br %1745, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1746 = llvm.getelementptr %58[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1747 = llvm.ptrtoint %1746 : !llvm.ptr to i64
      %1748 = llvm.inttoptr %1747 : i64 to !llvm.ptr
      %1749 = llvm.load %1748 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1750 = llvm.getelementptr %648[6976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1751 = llvm.ptrtoint %1750 : !llvm.ptr<1> to i64
      %1752 = llvm.inttoptr %1751 : i64 to !llvm.ptr<1>
      llvm.store %1749, %1752 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1753 = llvm.and %1214, %1656 : i1
      llvm.cond_br %1753, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1754 = llvm.getelementptr %58[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1755 = llvm.ptrtoint %1754 : !llvm.ptr to i64
      %1756 = llvm.inttoptr %1755 : i64 to !llvm.ptr
      %1757 = llvm.load %1756 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1758 = llvm.getelementptr %648[6977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1759 = llvm.ptrtoint %1758 : !llvm.ptr<1> to i64
      %1760 = llvm.inttoptr %1759 : i64 to !llvm.ptr<1>
      llvm.store %1757, %1760 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1761 = llvm.and %1232, %1646 : i1
      llvm.cond_br %1761, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1762 = llvm.getelementptr %58[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1763 = llvm.ptrtoint %1762 : !llvm.ptr to i64
      %1764 = llvm.inttoptr %1763 : i64 to !llvm.ptr
      %1765 = llvm.load %1764 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1766 = llvm.getelementptr %648[7552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1767 = llvm.ptrtoint %1766 : !llvm.ptr<1> to i64
      %1768 = llvm.inttoptr %1767 : i64 to !llvm.ptr<1>
      llvm.store %1765, %1768 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1769 = llvm.and %1232, %1656 : i1
      llvm.cond_br %1769, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1770 = llvm.getelementptr %58[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1771 = llvm.ptrtoint %1770 : !llvm.ptr to i64
      %1772 = llvm.inttoptr %1771 : i64 to !llvm.ptr
      %1773 = llvm.load %1772 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1774 = llvm.getelementptr %648[7553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1775 = llvm.ptrtoint %1774 : !llvm.ptr<1> to i64
      %1776 = llvm.inttoptr %1775 : i64 to !llvm.ptr<1>
      llvm.store %1773, %1776 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1777 = llvm.add %1103, %9 : i32
      %1778 = llvm.icmp "slt" %1777, %41 : i32
      %1779 = llvm.and %1105, %1778 : i1
      llvm.cond_br %1779, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1780 = llvm.getelementptr %58[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1781 = llvm.ptrtoint %1780 : !llvm.ptr to i64
      %1782 = llvm.inttoptr %1781 : i64 to !llvm.ptr
      %1783 = llvm.load %1782 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1784 = llvm.getelementptr %648[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1785 = llvm.ptrtoint %1784 : !llvm.ptr<1> to i64
      %1786 = llvm.inttoptr %1785 : i64 to !llvm.ptr<1>
      llvm.store %1783, %1786 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1787 = llvm.add %1103, %8 : i32
      %1788 = llvm.icmp "slt" %1787, %41 : i32
      %1789 = llvm.and %1105, %1788 : i1
      llvm.cond_br %1789, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1790 = llvm.getelementptr %58[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1791 = llvm.ptrtoint %1790 : !llvm.ptr to i64
      %1792 = llvm.inttoptr %1791 : i64 to !llvm.ptr
      %1793 = llvm.load %1792 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1794 = llvm.getelementptr %648[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1795 = llvm.ptrtoint %1794 : !llvm.ptr<1> to i64
      %1796 = llvm.inttoptr %1795 : i64 to !llvm.ptr<1>
      llvm.store %1793, %1796 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1797 = llvm.and %1124, %1778 : i1
      llvm.cond_br %1797, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1798 = llvm.getelementptr %58[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1799 = llvm.ptrtoint %1798 : !llvm.ptr to i64
      %1800 = llvm.inttoptr %1799 : i64 to !llvm.ptr
      %1801 = llvm.load %1800 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1802 = llvm.getelementptr %648[656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1803 = llvm.ptrtoint %1802 : !llvm.ptr<1> to i64
      %1804 = llvm.inttoptr %1803 : i64 to !llvm.ptr<1>
      llvm.store %1801, %1804 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %1805 = llvm.and %1124, %1788 : i1
      llvm.cond_br %1805, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1806 = llvm.getelementptr %58[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1807 = llvm.ptrtoint %1806 : !llvm.ptr to i64
      %1808 = llvm.inttoptr %1807 : i64 to !llvm.ptr
      %1809 = llvm.load %1808 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1810 = llvm.getelementptr %648[657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1811 = llvm.ptrtoint %1810 : !llvm.ptr<1> to i64
      %1812 = llvm.inttoptr %1811 : i64 to !llvm.ptr<1>
      llvm.store %1809, %1812 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %1813 = llvm.and %1142, %1778 : i1
      llvm.cond_br %1813, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1814 = llvm.getelementptr %58[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1815 = llvm.ptrtoint %1814 : !llvm.ptr to i64
      %1816 = llvm.inttoptr %1815 : i64 to !llvm.ptr
      %1817 = llvm.load %1816 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1818 = llvm.getelementptr %648[2384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1819 = llvm.ptrtoint %1818 : !llvm.ptr<1> to i64
      %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr<1>
      llvm.store %1817, %1820 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %1821 = llvm.and %1142, %1788 : i1
      llvm.cond_br %1821, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1822 = llvm.getelementptr %58[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1823 = llvm.ptrtoint %1822 : !llvm.ptr to i64
      %1824 = llvm.inttoptr %1823 : i64 to !llvm.ptr
      %1825 = llvm.load %1824 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1826 = llvm.getelementptr %648[2385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1827 = llvm.ptrtoint %1826 : !llvm.ptr<1> to i64
      %1828 = llvm.inttoptr %1827 : i64 to !llvm.ptr<1>
      llvm.store %1825, %1828 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %1829 = llvm.and %1160, %1778 : i1
      llvm.cond_br %1829, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1830 = llvm.getelementptr %58[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1831 = llvm.ptrtoint %1830 : !llvm.ptr to i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr
      %1833 = llvm.load %1832 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1834 = llvm.getelementptr %648[2960] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1835 = llvm.ptrtoint %1834 : !llvm.ptr<1> to i64
      %1836 = llvm.inttoptr %1835 : i64 to !llvm.ptr<1>
      llvm.store %1833, %1836 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %1837 = llvm.and %1160, %1788 : i1
      llvm.cond_br %1837, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1838 = llvm.getelementptr %58[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1839 = llvm.ptrtoint %1838 : !llvm.ptr to i64
      %1840 = llvm.inttoptr %1839 : i64 to !llvm.ptr
      %1841 = llvm.load %1840 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1842 = llvm.getelementptr %648[2961] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1843 = llvm.ptrtoint %1842 : !llvm.ptr<1> to i64
      %1844 = llvm.inttoptr %1843 : i64 to !llvm.ptr<1>
      llvm.store %1841, %1844 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %1845 = llvm.and %1178, %1778 : i1
      llvm.cond_br %1845, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1846 = llvm.getelementptr %58[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1847 = llvm.ptrtoint %1846 : !llvm.ptr to i64
      %1848 = llvm.inttoptr %1847 : i64 to !llvm.ptr
      %1849 = llvm.load %1848 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1850 = llvm.getelementptr %648[4688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1851 = llvm.ptrtoint %1850 : !llvm.ptr<1> to i64
      %1852 = llvm.inttoptr %1851 : i64 to !llvm.ptr<1>
      llvm.store %1849, %1852 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %1853 = llvm.and %1178, %1788 : i1
      llvm.cond_br %1853, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1854 = llvm.getelementptr %58[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1855 = llvm.ptrtoint %1854 : !llvm.ptr to i64
      %1856 = llvm.inttoptr %1855 : i64 to !llvm.ptr
      %1857 = llvm.load %1856 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1858 = llvm.getelementptr %648[4689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1859 = llvm.ptrtoint %1858 : !llvm.ptr<1> to i64
      %1860 = llvm.inttoptr %1859 : i64 to !llvm.ptr<1>
      llvm.store %1857, %1860 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %1861 = llvm.and %1196, %1778 : i1
      llvm.cond_br %1861, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1862 = llvm.getelementptr %58[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1863 = llvm.ptrtoint %1862 : !llvm.ptr to i64
      %1864 = llvm.inttoptr %1863 : i64 to !llvm.ptr
      %1865 = llvm.load %1864 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1866 = llvm.getelementptr %648[5264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1867 = llvm.ptrtoint %1866 : !llvm.ptr<1> to i64
      %1868 = llvm.inttoptr %1867 : i64 to !llvm.ptr<1>
      llvm.store %1865, %1868 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %1869 = llvm.and %1196, %1788 : i1
      llvm.cond_br %1869, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1870 = llvm.getelementptr %58[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1871 = llvm.ptrtoint %1870 : !llvm.ptr to i64
      %1872 = llvm.inttoptr %1871 : i64 to !llvm.ptr
      %1873 = llvm.load %1872 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1874 = llvm.getelementptr %648[5265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1875 = llvm.ptrtoint %1874 : !llvm.ptr<1> to i64
      %1876 = llvm.inttoptr %1875 : i64 to !llvm.ptr<1>
      llvm.store %1873, %1876 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %1877 = llvm.and %1214, %1778 : i1
      llvm.cond_br %1877, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1878 = llvm.getelementptr %58[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1879 = llvm.ptrtoint %1878 : !llvm.ptr to i64
      %1880 = llvm.inttoptr %1879 : i64 to !llvm.ptr
      %1881 = llvm.load %1880 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1882 = llvm.getelementptr %648[6992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1883 = llvm.ptrtoint %1882 : !llvm.ptr<1> to i64
      %1884 = llvm.inttoptr %1883 : i64 to !llvm.ptr<1>
      llvm.store %1881, %1884 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %1885 = llvm.and %1214, %1788 : i1
      llvm.cond_br %1885, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1886 = llvm.getelementptr %58[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1887 = llvm.ptrtoint %1886 : !llvm.ptr to i64
      %1888 = llvm.inttoptr %1887 : i64 to !llvm.ptr
      %1889 = llvm.load %1888 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1890 = llvm.getelementptr %648[6993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1891 = llvm.ptrtoint %1890 : !llvm.ptr<1> to i64
      %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr<1>
      llvm.store %1889, %1892 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %1893 = llvm.and %1232, %1778 : i1
      llvm.cond_br %1893, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1894 = llvm.getelementptr %58[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1895 = llvm.ptrtoint %1894 : !llvm.ptr to i64
      %1896 = llvm.inttoptr %1895 : i64 to !llvm.ptr
      %1897 = llvm.load %1896 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1898 = llvm.getelementptr %648[7568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1899 = llvm.ptrtoint %1898 : !llvm.ptr<1> to i64
      %1900 = llvm.inttoptr %1899 : i64 to !llvm.ptr<1>
      llvm.store %1897, %1900 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %1901 = llvm.and %1232, %1788 : i1
      llvm.cond_br %1901, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1902 = llvm.getelementptr %58[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1903 = llvm.ptrtoint %1902 : !llvm.ptr to i64
      %1904 = llvm.inttoptr %1903 : i64 to !llvm.ptr
      %1905 = llvm.load %1904 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1906 = llvm.getelementptr %648[7569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1907 = llvm.ptrtoint %1906 : !llvm.ptr<1> to i64
      %1908 = llvm.inttoptr %1907 : i64 to !llvm.ptr<1>
      llvm.store %1905, %1908 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %1909 = llvm.add %1103, %23 : i32
      %1910 = llvm.icmp "slt" %1909, %41 : i32
      %1911 = llvm.and %1105, %1910 : i1
      llvm.cond_br %1911, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %1912 = llvm.getelementptr %58[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1913 = llvm.ptrtoint %1912 : !llvm.ptr to i64
      %1914 = llvm.inttoptr %1913 : i64 to !llvm.ptr
      %1915 = llvm.load %1914 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1916 = llvm.getelementptr %648[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1917 = llvm.ptrtoint %1916 : !llvm.ptr<1> to i64
      %1918 = llvm.inttoptr %1917 : i64 to !llvm.ptr<1>
      llvm.store %1915, %1918 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %1919 = llvm.add %1103, %7 : i32
      %1920 = llvm.icmp "slt" %1919, %41 : i32
      %1921 = llvm.and %1105, %1920 : i1
      llvm.cond_br %1921, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %1922 = llvm.getelementptr %58[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1923 = llvm.ptrtoint %1922 : !llvm.ptr to i64
      %1924 = llvm.inttoptr %1923 : i64 to !llvm.ptr
      %1925 = llvm.load %1924 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1926 = llvm.getelementptr %648[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1927 = llvm.ptrtoint %1926 : !llvm.ptr<1> to i64
      %1928 = llvm.inttoptr %1927 : i64 to !llvm.ptr<1>
      llvm.store %1925, %1928 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %1929 = llvm.and %1124, %1910 : i1
      llvm.cond_br %1929, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %1930 = llvm.getelementptr %58[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1931 = llvm.ptrtoint %1930 : !llvm.ptr to i64
      %1932 = llvm.inttoptr %1931 : i64 to !llvm.ptr
      %1933 = llvm.load %1932 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1934 = llvm.getelementptr %648[672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1935 = llvm.ptrtoint %1934 : !llvm.ptr<1> to i64
      %1936 = llvm.inttoptr %1935 : i64 to !llvm.ptr<1>
      llvm.store %1933, %1936 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %1937 = llvm.and %1124, %1920 : i1
      llvm.cond_br %1937, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %1938 = llvm.getelementptr %58[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1939 = llvm.ptrtoint %1938 : !llvm.ptr to i64
      %1940 = llvm.inttoptr %1939 : i64 to !llvm.ptr
      %1941 = llvm.load %1940 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1942 = llvm.getelementptr %648[673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1943 = llvm.ptrtoint %1942 : !llvm.ptr<1> to i64
      %1944 = llvm.inttoptr %1943 : i64 to !llvm.ptr<1>
      llvm.store %1941, %1944 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %1945 = llvm.and %1142, %1910 : i1
      llvm.cond_br %1945, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %1946 = llvm.getelementptr %58[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1947 = llvm.ptrtoint %1946 : !llvm.ptr to i64
      %1948 = llvm.inttoptr %1947 : i64 to !llvm.ptr
      %1949 = llvm.load %1948 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1950 = llvm.getelementptr %648[2400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1951 = llvm.ptrtoint %1950 : !llvm.ptr<1> to i64
      %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr<1>
      llvm.store %1949, %1952 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %1953 = llvm.and %1142, %1920 : i1
      llvm.cond_br %1953, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %1954 = llvm.getelementptr %58[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1955 = llvm.ptrtoint %1954 : !llvm.ptr to i64
      %1956 = llvm.inttoptr %1955 : i64 to !llvm.ptr
      %1957 = llvm.load %1956 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1958 = llvm.getelementptr %648[2401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1959 = llvm.ptrtoint %1958 : !llvm.ptr<1> to i64
      %1960 = llvm.inttoptr %1959 : i64 to !llvm.ptr<1>
      llvm.store %1957, %1960 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %1961 = llvm.and %1160, %1910 : i1
      llvm.cond_br %1961, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %1962 = llvm.getelementptr %58[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1963 = llvm.ptrtoint %1962 : !llvm.ptr to i64
      %1964 = llvm.inttoptr %1963 : i64 to !llvm.ptr
      %1965 = llvm.load %1964 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1966 = llvm.getelementptr %648[2976] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1967 = llvm.ptrtoint %1966 : !llvm.ptr<1> to i64
      %1968 = llvm.inttoptr %1967 : i64 to !llvm.ptr<1>
      llvm.store %1965, %1968 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %1969 = llvm.and %1160, %1920 : i1
      llvm.cond_br %1969, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %1970 = llvm.getelementptr %58[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1971 = llvm.ptrtoint %1970 : !llvm.ptr to i64
      %1972 = llvm.inttoptr %1971 : i64 to !llvm.ptr
      %1973 = llvm.load %1972 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1974 = llvm.getelementptr %648[2977] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1975 = llvm.ptrtoint %1974 : !llvm.ptr<1> to i64
      %1976 = llvm.inttoptr %1975 : i64 to !llvm.ptr<1>
      llvm.store %1973, %1976 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %1977 = llvm.and %1178, %1910 : i1
      llvm.cond_br %1977, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %1978 = llvm.getelementptr %58[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1979 = llvm.ptrtoint %1978 : !llvm.ptr to i64
      %1980 = llvm.inttoptr %1979 : i64 to !llvm.ptr
      %1981 = llvm.load %1980 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1982 = llvm.getelementptr %648[4704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1983 = llvm.ptrtoint %1982 : !llvm.ptr<1> to i64
      %1984 = llvm.inttoptr %1983 : i64 to !llvm.ptr<1>
      llvm.store %1981, %1984 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %1985 = llvm.and %1178, %1920 : i1
      llvm.cond_br %1985, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %1986 = llvm.getelementptr %58[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1987 = llvm.ptrtoint %1986 : !llvm.ptr to i64
      %1988 = llvm.inttoptr %1987 : i64 to !llvm.ptr
      %1989 = llvm.load %1988 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1990 = llvm.getelementptr %648[4705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1991 = llvm.ptrtoint %1990 : !llvm.ptr<1> to i64
      %1992 = llvm.inttoptr %1991 : i64 to !llvm.ptr<1>
      llvm.store %1989, %1992 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %1993 = llvm.and %1196, %1910 : i1
      llvm.cond_br %1993, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %1994 = llvm.getelementptr %58[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1995 = llvm.ptrtoint %1994 : !llvm.ptr to i64
      %1996 = llvm.inttoptr %1995 : i64 to !llvm.ptr
      %1997 = llvm.load %1996 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1998 = llvm.getelementptr %648[5280] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1999 = llvm.ptrtoint %1998 : !llvm.ptr<1> to i64
      %2000 = llvm.inttoptr %1999 : i64 to !llvm.ptr<1>
      llvm.store %1997, %2000 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2001 = llvm.and %1196, %1920 : i1
      llvm.cond_br %2001, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2002 = llvm.getelementptr %58[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2003 = llvm.ptrtoint %2002 : !llvm.ptr to i64
      %2004 = llvm.inttoptr %2003 : i64 to !llvm.ptr
      %2005 = llvm.load %2004 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2006 = llvm.getelementptr %648[5281] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2007 = llvm.ptrtoint %2006 : !llvm.ptr<1> to i64
      %2008 = llvm.inttoptr %2007 : i64 to !llvm.ptr<1>
      llvm.store %2005, %2008 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2009 = llvm.and %1214, %1910 : i1
      llvm.cond_br %2009, ^bb353, ^bb354
    ^bb353:  // pred: ^bb352
      %2010 = llvm.getelementptr %58[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2011 = llvm.ptrtoint %2010 : !llvm.ptr to i64
      %2012 = llvm.inttoptr %2011 : i64 to !llvm.ptr
      %2013 = llvm.load %2012 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2014 = llvm.getelementptr %648[7008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2015 = llvm.ptrtoint %2014 : !llvm.ptr<1> to i64
      %2016 = llvm.inttoptr %2015 : i64 to !llvm.ptr<1>
      llvm.store %2013, %2016 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb354
    ^bb354:  // 2 preds: ^bb352, ^bb353
      %2017 = llvm.and %1214, %1920 : i1
      llvm.cond_br %2017, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %2018 = llvm.getelementptr %58[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2019 = llvm.ptrtoint %2018 : !llvm.ptr to i64
      %2020 = llvm.inttoptr %2019 : i64 to !llvm.ptr
      %2021 = llvm.load %2020 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2022 = llvm.getelementptr %648[7009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2023 = llvm.ptrtoint %2022 : !llvm.ptr<1> to i64
      %2024 = llvm.inttoptr %2023 : i64 to !llvm.ptr<1>
      llvm.store %2021, %2024 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb356
    ^bb356:  // 2 preds: ^bb354, ^bb355
      %2025 = llvm.and %1232, %1910 : i1
      llvm.cond_br %2025, ^bb357, ^bb358
    ^bb357:  // pred: ^bb356
      %2026 = llvm.getelementptr %58[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2027 = llvm.ptrtoint %2026 : !llvm.ptr to i64
      %2028 = llvm.inttoptr %2027 : i64 to !llvm.ptr
      %2029 = llvm.load %2028 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2030 = llvm.getelementptr %648[7584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2031 = llvm.ptrtoint %2030 : !llvm.ptr<1> to i64
      %2032 = llvm.inttoptr %2031 : i64 to !llvm.ptr<1>
      llvm.store %2029, %2032 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb358
    ^bb358:  // 2 preds: ^bb356, ^bb357
      %2033 = llvm.and %1232, %1920 : i1
      llvm.cond_br %2033, ^bb359, ^bb360
    ^bb359:  // pred: ^bb358
      %2034 = llvm.getelementptr %58[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2035 = llvm.ptrtoint %2034 : !llvm.ptr to i64
      %2036 = llvm.inttoptr %2035 : i64 to !llvm.ptr
      %2037 = llvm.load %2036 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2038 = llvm.getelementptr %648[7585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2039 = llvm.ptrtoint %2038 : !llvm.ptr<1> to i64
      %2040 = llvm.inttoptr %2039 : i64 to !llvm.ptr<1>
      llvm.store %2037, %2040 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb360
    ^bb360:  // 2 preds: ^bb358, ^bb359
      %2041 = llvm.add %1103, %6 : i32
      %2042 = llvm.icmp "slt" %2041, %41 : i32
      %2043 = llvm.and %1105, %2042 : i1
      llvm.cond_br %2043, ^bb361, ^bb362
    ^bb361:  // pred: ^bb360
      %2044 = llvm.getelementptr %58[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2045 = llvm.ptrtoint %2044 : !llvm.ptr to i64
      %2046 = llvm.inttoptr %2045 : i64 to !llvm.ptr
      %2047 = llvm.load %2046 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2048 = llvm.getelementptr %648[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2049 = llvm.ptrtoint %2048 : !llvm.ptr<1> to i64
      %2050 = llvm.inttoptr %2049 : i64 to !llvm.ptr<1>
      llvm.store %2047, %2050 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb362
    ^bb362:  // 2 preds: ^bb360, ^bb361
      %2051 = llvm.add %1103, %5 : i32
      %2052 = llvm.icmp "slt" %2051, %41 : i32
      %2053 = llvm.and %1105, %2052 : i1
      llvm.cond_br %2053, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %2054 = llvm.getelementptr %58[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2055 = llvm.ptrtoint %2054 : !llvm.ptr to i64
      %2056 = llvm.inttoptr %2055 : i64 to !llvm.ptr
      %2057 = llvm.load %2056 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2058 = llvm.getelementptr %648[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2059 = llvm.ptrtoint %2058 : !llvm.ptr<1> to i64
      %2060 = llvm.inttoptr %2059 : i64 to !llvm.ptr<1>
      llvm.store %2057, %2060 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb364
    ^bb364:  // 2 preds: ^bb362, ^bb363
      %2061 = llvm.and %1124, %2042 : i1
      llvm.cond_br %2061, ^bb365, ^bb366
    ^bb365:  // pred: ^bb364
      %2062 = llvm.getelementptr %58[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2063 = llvm.ptrtoint %2062 : !llvm.ptr to i64
      %2064 = llvm.inttoptr %2063 : i64 to !llvm.ptr
      %2065 = llvm.load %2064 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2066 = llvm.getelementptr %648[688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2067 = llvm.ptrtoint %2066 : !llvm.ptr<1> to i64
      %2068 = llvm.inttoptr %2067 : i64 to !llvm.ptr<1>
      llvm.store %2065, %2068 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb366
    ^bb366:  // 2 preds: ^bb364, ^bb365
      %2069 = llvm.and %1124, %2052 : i1
      llvm.cond_br %2069, ^bb367, ^bb368
    ^bb367:  // pred: ^bb366
      %2070 = llvm.getelementptr %58[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2071 = llvm.ptrtoint %2070 : !llvm.ptr to i64
      %2072 = llvm.inttoptr %2071 : i64 to !llvm.ptr
      %2073 = llvm.load %2072 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2074 = llvm.getelementptr %648[689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2075 = llvm.ptrtoint %2074 : !llvm.ptr<1> to i64
      %2076 = llvm.inttoptr %2075 : i64 to !llvm.ptr<1>
      llvm.store %2073, %2076 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb368
    ^bb368:  // 2 preds: ^bb366, ^bb367
      %2077 = llvm.and %1142, %2042 : i1
      llvm.cond_br %2077, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %2078 = llvm.getelementptr %58[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2079 = llvm.ptrtoint %2078 : !llvm.ptr to i64
      %2080 = llvm.inttoptr %2079 : i64 to !llvm.ptr
      %2081 = llvm.load %2080 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2082 = llvm.getelementptr %648[2416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2083 = llvm.ptrtoint %2082 : !llvm.ptr<1> to i64
      %2084 = llvm.inttoptr %2083 : i64 to !llvm.ptr<1>
      llvm.store %2081, %2084 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb370
    ^bb370:  // 2 preds: ^bb368, ^bb369
      %2085 = llvm.and %1142, %2052 : i1
      llvm.cond_br %2085, ^bb371, ^bb372
    ^bb371:  // pred: ^bb370
      %2086 = llvm.getelementptr %58[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2087 = llvm.ptrtoint %2086 : !llvm.ptr to i64
      %2088 = llvm.inttoptr %2087 : i64 to !llvm.ptr
      %2089 = llvm.load %2088 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2090 = llvm.getelementptr %648[2417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2091 = llvm.ptrtoint %2090 : !llvm.ptr<1> to i64
      %2092 = llvm.inttoptr %2091 : i64 to !llvm.ptr<1>
      llvm.store %2089, %2092 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb372
    ^bb372:  // 2 preds: ^bb370, ^bb371
      %2093 = llvm.and %1160, %2042 : i1
      llvm.cond_br %2093, ^bb373, ^bb374
    ^bb373:  // pred: ^bb372
      %2094 = llvm.getelementptr %58[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2095 = llvm.ptrtoint %2094 : !llvm.ptr to i64
      %2096 = llvm.inttoptr %2095 : i64 to !llvm.ptr
      %2097 = llvm.load %2096 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2098 = llvm.getelementptr %648[2992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2099 = llvm.ptrtoint %2098 : !llvm.ptr<1> to i64
      %2100 = llvm.inttoptr %2099 : i64 to !llvm.ptr<1>
      llvm.store %2097, %2100 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb374
    ^bb374:  // 2 preds: ^bb372, ^bb373
      %2101 = llvm.and %1160, %2052 : i1
      llvm.cond_br %2101, ^bb375, ^bb376
    ^bb375:  // pred: ^bb374
      %2102 = llvm.getelementptr %58[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2103 = llvm.ptrtoint %2102 : !llvm.ptr to i64
      %2104 = llvm.inttoptr %2103 : i64 to !llvm.ptr
      %2105 = llvm.load %2104 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2106 = llvm.getelementptr %648[2993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2107 = llvm.ptrtoint %2106 : !llvm.ptr<1> to i64
      %2108 = llvm.inttoptr %2107 : i64 to !llvm.ptr<1>
      llvm.store %2105, %2108 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb376
    ^bb376:  // 2 preds: ^bb374, ^bb375
      %2109 = llvm.and %1178, %2042 : i1
      llvm.cond_br %2109, ^bb377, ^bb378
    ^bb377:  // pred: ^bb376
      %2110 = llvm.getelementptr %58[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2111 = llvm.ptrtoint %2110 : !llvm.ptr to i64
      %2112 = llvm.inttoptr %2111 : i64 to !llvm.ptr
      %2113 = llvm.load %2112 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2114 = llvm.getelementptr %648[4720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2115 = llvm.ptrtoint %2114 : !llvm.ptr<1> to i64
      %2116 = llvm.inttoptr %2115 : i64 to !llvm.ptr<1>
      llvm.store %2113, %2116 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      %2117 = llvm.and %1178, %2052 : i1
      llvm.cond_br %2117, ^bb379, ^bb380
    ^bb379:  // pred: ^bb378
      %2118 = llvm.getelementptr %58[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2119 = llvm.ptrtoint %2118 : !llvm.ptr to i64
      %2120 = llvm.inttoptr %2119 : i64 to !llvm.ptr
      %2121 = llvm.load %2120 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2122 = llvm.getelementptr %648[4721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2123 = llvm.ptrtoint %2122 : !llvm.ptr<1> to i64
      %2124 = llvm.inttoptr %2123 : i64 to !llvm.ptr<1>
      llvm.store %2121, %2124 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb380
    ^bb380:  // 2 preds: ^bb378, ^bb379
      %2125 = llvm.and %1196, %2042 : i1
      llvm.cond_br %2125, ^bb381, ^bb382
    ^bb381:  // pred: ^bb380
      %2126 = llvm.getelementptr %58[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2127 = llvm.ptrtoint %2126 : !llvm.ptr to i64
      %2128 = llvm.inttoptr %2127 : i64 to !llvm.ptr
      %2129 = llvm.load %2128 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2130 = llvm.getelementptr %648[5296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2131 = llvm.ptrtoint %2130 : !llvm.ptr<1> to i64
      %2132 = llvm.inttoptr %2131 : i64 to !llvm.ptr<1>
      llvm.store %2129, %2132 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb382
    ^bb382:  // 2 preds: ^bb380, ^bb381
      %2133 = llvm.and %1196, %2052 : i1
      llvm.cond_br %2133, ^bb383, ^bb384
    ^bb383:  // pred: ^bb382
      %2134 = llvm.getelementptr %58[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2135 = llvm.ptrtoint %2134 : !llvm.ptr to i64
      %2136 = llvm.inttoptr %2135 : i64 to !llvm.ptr
      %2137 = llvm.load %2136 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2138 = llvm.getelementptr %648[5297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2139 = llvm.ptrtoint %2138 : !llvm.ptr<1> to i64
      %2140 = llvm.inttoptr %2139 : i64 to !llvm.ptr<1>
      llvm.store %2137, %2140 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb384
    ^bb384:  // 2 preds: ^bb382, ^bb383
      %2141 = llvm.and %1214, %2042 : i1
      llvm.cond_br %2141, ^bb385, ^bb386
    ^bb385:  // pred: ^bb384
      %2142 = llvm.getelementptr %58[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2143 = llvm.ptrtoint %2142 : !llvm.ptr to i64
      %2144 = llvm.inttoptr %2143 : i64 to !llvm.ptr
      %2145 = llvm.load %2144 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2146 = llvm.getelementptr %648[7024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2147 = llvm.ptrtoint %2146 : !llvm.ptr<1> to i64
      %2148 = llvm.inttoptr %2147 : i64 to !llvm.ptr<1>
      llvm.store %2145, %2148 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb386
    ^bb386:  // 2 preds: ^bb384, ^bb385
      %2149 = llvm.and %1214, %2052 : i1
      llvm.cond_br %2149, ^bb387, ^bb388
    ^bb387:  // pred: ^bb386
      %2150 = llvm.getelementptr %58[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2151 = llvm.ptrtoint %2150 : !llvm.ptr to i64
      %2152 = llvm.inttoptr %2151 : i64 to !llvm.ptr
      %2153 = llvm.load %2152 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2154 = llvm.getelementptr %648[7025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2155 = llvm.ptrtoint %2154 : !llvm.ptr<1> to i64
      %2156 = llvm.inttoptr %2155 : i64 to !llvm.ptr<1>
      llvm.store %2153, %2156 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb388
    ^bb388:  // 2 preds: ^bb386, ^bb387
      %2157 = llvm.and %1232, %2042 : i1
      llvm.cond_br %2157, ^bb389, ^bb390
    ^bb389:  // pred: ^bb388
      %2158 = llvm.getelementptr %58[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2159 = llvm.ptrtoint %2158 : !llvm.ptr to i64
      %2160 = llvm.inttoptr %2159 : i64 to !llvm.ptr
      %2161 = llvm.load %2160 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2162 = llvm.getelementptr %648[7600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2163 = llvm.ptrtoint %2162 : !llvm.ptr<1> to i64
      %2164 = llvm.inttoptr %2163 : i64 to !llvm.ptr<1>
      llvm.store %2161, %2164 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb390
    ^bb390:  // 2 preds: ^bb388, ^bb389
      %2165 = llvm.and %1232, %2052 : i1
      llvm.cond_br %2165, ^bb391, ^bb135
    ^bb391:  // pred: ^bb390
      %2166 = llvm.getelementptr %58[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2167 = llvm.ptrtoint %2166 : !llvm.ptr to i64
      %2168 = llvm.inttoptr %2167 : i64 to !llvm.ptr
      %2169 = llvm.load %2168 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2170 = llvm.getelementptr %648[7601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2171 = llvm.ptrtoint %2170 : !llvm.ptr<1> to i64
      %2172 = llvm.inttoptr %2171 : i64 to !llvm.ptr<1>
      llvm.store %2169, %2172 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
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
