!llvm_array_cd3749 = !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>>
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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.undef : vector<4xi32>
      %5 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xbf16>) : vector<8xbf16>
      %6 = llvm.mlir.constant(113 : i32) : i32
      %7 = llvm.mlir.constant(97 : i32) : i32
      %8 = llvm.mlir.constant(81 : i32) : i32
      %9 = llvm.mlir.constant(65 : i32) : i32
      %10 = llvm.mlir.constant(49 : i32) : i32
      %11 = llvm.mlir.constant(33 : i32) : i32
      %12 = llvm.mlir.constant(17 : i32) : i32
      %13 = llvm.mlir.constant(104 : i32) : i32
      %14 = llvm.mlir.constant(40 : i32) : i32
      %15 = llvm.mlir.constant(33536 : i32) : i32
      %16 = llvm.mlir.constant(8384 : i32) : i32
      %17 = llvm.mlir.constant(8704 : i32) : i32
      %18 = llvm.mlir.constant(8192 : i32) : i32
      %19 = llvm.mlir.constant(2048 : i32) : i32
      %20 = llvm.mlir.constant(112 : i32) : i32
      %21 = llvm.mlir.constant(96 : i32) : i32
      %22 = llvm.mlir.constant(80 : i32) : i32
      %23 = llvm.mlir.constant(48 : i32) : i32
      %24 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %25 = llvm.mlir.constant(-56 : i32) : i32
      %26 = llvm.mlir.constant(134144 : i32) : i32
      %27 = llvm.mlir.constant(1048000 : i32) : i32
      %28 = llvm.mlir.constant(69632 : i32) : i32
      %29 = llvm.mlir.constant(136 : i32) : i32
      %30 = llvm.mlir.constant(-1 : i32) : i32
      %31 = llvm.mlir.constant(false) : i1
      %32 = llvm.mlir.constant(72 : i32) : i32
      %33 = llvm.mlir.constant(-16 : i64) : i64
      %34 = llvm.mlir.constant(544 : i32) : i32
      %35 = llvm.mlir.constant(64 : i32) : i32
      %36 = llvm.mlir.constant(512 : i32) : i32
      %37 = llvm.mlir.constant(448 : i32) : i32
      %38 = llvm.mlir.constant(0 : i8) : i8
      %39 = llvm.mlir.constant(32 : i32) : i32
      %40 = llvm.mlir.constant(4 : i32) : i32
      %41 = llvm.mlir.constant(1048 : i32) : i32
      %42 = llvm.mlir.constant(16768 : i32) : i32
      %43 = llvm.mlir.constant(16 : i32) : i32
      %44 = llvm.mlir.constant(1024 : i32) : i32
      %45 = llvm.mlir.constant(-16 : i32) : i32
      %46 = llvm.mlir.constant(256 : i32) : i32
      %47 = llvm.mlir.constant(-32 : i32) : i32
      %48 = llvm.mlir.constant(0 : i32) : i32
      %49 = llvm.mlir.constant(2 : i32) : i32
      %50 = llvm.mlir.constant(3 : i32) : i32
      %51 = llvm.mlir.constant(1000 : i32) : i32
      %52 = llvm.mlir.constant(15 : i64) : i64
      %53 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %54 = llvm.mlir.constant(8 : i32) : i32
      %55 = llvm.mlir.constant(128 : i32) : i32
      %56 = llvm.mlir.constant(1 : i32) : i32
      %57 = llvm.alloca %55 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %55 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %55 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %55 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %66 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %67 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %68 = llvm.sdiv %66, %32 : i32
      %69 = llvm.mul %68, %32 : i32
      %70 = llvm.icmp "ne" %66, %69 : i32
      %71 = llvm.icmp "slt" %66, %48 : i32
      %72 = llvm.icmp "ne" %71, %31 : i1
      %73 = llvm.and %70, %72 : i1
      %74 = llvm.add %68, %30 : i32
      %75 = llvm.select %73, %74, %68 : i1, i32
      %76 = llvm.mul %75, %54 : i32
      %77 = llvm.sub %54, %76 : i32
      %78 = llvm.icmp "slt" %77, %54 : i32
      %79 = llvm.select %78, %77, %54 : i1, i32
      %80 = llvm.mul %75, %32 : i32
      %81 = llvm.sub %66, %80 : i32
      %82 = llvm.srem %81, %79 : i32
      %83 = llvm.add %76, %82 : i32
      %84 = llvm.sdiv %81, %79 : i32
      %85 = llvm.mul %84, %79 : i32
      %86 = llvm.icmp "ne" %81, %85 : i32
      %87 = llvm.icmp "slt" %81, %48 : i32
      %88 = llvm.icmp "slt" %79, %48 : i32
      %89 = llvm.icmp "ne" %87, %88 : i1
      %90 = llvm.and %86, %89 : i1
      %91 = llvm.add %84, %30 : i32
      %92 = llvm.select %90, %91, %84 : i1, i32
      %93 = llvm.mul %67, %29 : i32
      %94 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %95 = llvm.getelementptr %94[%93] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %96 = llvm.mul %83, %28 : i32
      %97 = llvm.getelementptr %95[%96] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %98 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %99 = llvm.getelementptr %98[%93] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %100 = llvm.mul %92, %28 : i32
      %101 = llvm.getelementptr %99[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %102 = llvm.mul %67, %27 : i32
      %103 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %104 = llvm.getelementptr %103[%102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %105 = llvm.mul %83, %26 : i32
      %106 = llvm.mul %92, %55 : i32
      %107 = llvm.add %105, %106 : i32
      %108 = llvm.getelementptr %104[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %109 = llvm.mul %83, %55 : i32
      %110 = llvm.getelementptr %97[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %111 = llvm.getelementptr %101[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %112 = llvm.ptrtoint %110 : !llvm.ptr<1> to i64
      %113 = llvm.add %112, %52 : i64
      %114 = llvm.and %113, %33 : i64
      %115 = llvm.inttoptr %114 : i64 to !llvm.ptr<1>
      %116 = llvm.ptrtoint %111 : !llvm.ptr<1> to i64
      %117 = llvm.add %116, %52 : i64
      %118 = llvm.and %117, %33 : i64
      %119 = llvm.inttoptr %118 : i64 to !llvm.ptr<1>
      %120 = llvm.getelementptr %24[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %121 = llvm.sdiv %65, %54 : i32
      %122 = llvm.srem %65, %54 : i32
      %123 = llvm.mul %122, %54 : i32
      %124 = llvm.mul %121, %34 : i32
      %125 = llvm.add %123, %124 : i32
      %126 = llvm.getelementptr %115[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %127 = llvm.srem %121, %54 : i32
      %128 = llvm.mul %127, %35 : i32
      %129 = llvm.add %123, %128 : i32
      %130 = llvm.sdiv %121, %54 : i32
      %131 = llvm.mul %130, %36 : i32
      %132 = llvm.and %129, %37 : i32
      %133 = llvm.ashr %132, %50 : i32
      %134 = llvm.xor %129, %133 : i32
      %135 = llvm.add %134, %131 : i32
      %136 = llvm.getelementptr %24[%135] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %137 = llvm.add %109, %121 : i32
      %138 = llvm.add %123, %25 : i32
      %139 = llvm.getelementptr %119[%125] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %140 = llvm.getelementptr %120[%135] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %141 = llvm.add %106, %121 : i32
      %142 = llvm.icmp "slt" %137, %51 : i32
      %143 = llvm.zext %142 : i1 to i8
      %144 = llvm.ptrtoint %64 : !llvm.ptr to i64
      %145 = llvm.inttoptr %144 : i64 to !llvm.ptr
      llvm.store %143, %145 {alignment = 32 : i64} : i8, !llvm.ptr
      %146 = llvm.add %137, %43 : i32
      %147 = llvm.icmp "slt" %146, %51 : i32
      %148 = llvm.zext %147 : i1 to i8
      %149 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %150 = llvm.ptrtoint %149 : !llvm.ptr to i64
      %151 = llvm.inttoptr %150 : i64 to !llvm.ptr
      llvm.store %148, %151 {alignment = 1 : i64} : i8, !llvm.ptr
      %152 = llvm.add %137, %39 : i32
      %153 = llvm.icmp "slt" %152, %51 : i32
      %154 = llvm.zext %153 : i1 to i8
      %155 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %156 = llvm.ptrtoint %155 : !llvm.ptr to i64
      %157 = llvm.inttoptr %156 : i64 to !llvm.ptr
      llvm.store %154, %157 {alignment = 2 : i64} : i8, !llvm.ptr
      %158 = llvm.add %137, %23 : i32
      %159 = llvm.icmp "slt" %158, %51 : i32
      %160 = llvm.zext %159 : i1 to i8
      %161 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %162 = llvm.ptrtoint %161 : !llvm.ptr to i64
      %163 = llvm.inttoptr %162 : i64 to !llvm.ptr
      llvm.store %160, %163 {alignment = 1 : i64} : i8, !llvm.ptr
      %164 = llvm.add %137, %35 : i32
      %165 = llvm.icmp "slt" %164, %51 : i32
      %166 = llvm.zext %165 : i1 to i8
      %167 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %168 = llvm.ptrtoint %167 : !llvm.ptr to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr
      llvm.store %166, %169 {alignment = 4 : i64} : i8, !llvm.ptr
      %170 = llvm.add %137, %22 : i32
      %171 = llvm.icmp "slt" %170, %51 : i32
      %172 = llvm.zext %171 : i1 to i8
      %173 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %174 = llvm.ptrtoint %173 : !llvm.ptr to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr
      llvm.store %172, %175 {alignment = 1 : i64} : i8, !llvm.ptr
      %176 = llvm.add %137, %21 : i32
      %177 = llvm.icmp "slt" %176, %51 : i32
      %178 = llvm.zext %177 : i1 to i8
      %179 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %180 = llvm.ptrtoint %179 : !llvm.ptr to i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr
      llvm.store %178, %181 {alignment = 2 : i64} : i8, !llvm.ptr
      %182 = llvm.add %137, %20 : i32
      %183 = llvm.icmp "slt" %182, %51 : i32
      %184 = llvm.zext %183 : i1 to i8
      %185 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %186 = llvm.ptrtoint %185 : !llvm.ptr to i64
      %187 = llvm.inttoptr %186 : i64 to !llvm.ptr
      llvm.store %184, %187 {alignment = 1 : i64} : i8, !llvm.ptr
      %188 = llvm.icmp "slt" %141, %41 : i32
      %189 = llvm.zext %188 : i1 to i8
      %190 = llvm.ptrtoint %63 : !llvm.ptr to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr
      llvm.store %189, %191 {alignment = 32 : i64} : i8, !llvm.ptr
      %192 = llvm.add %141, %43 : i32
      %193 = llvm.icmp "slt" %192, %41 : i32
      %194 = llvm.zext %193 : i1 to i8
      %195 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %196 = llvm.ptrtoint %195 : !llvm.ptr to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr
      llvm.store %194, %197 {alignment = 1 : i64} : i8, !llvm.ptr
      %198 = llvm.add %141, %39 : i32
      %199 = llvm.icmp "slt" %198, %41 : i32
      %200 = llvm.zext %199 : i1 to i8
      %201 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %202 = llvm.ptrtoint %201 : !llvm.ptr to i64
      %203 = llvm.inttoptr %202 : i64 to !llvm.ptr
      llvm.store %200, %203 {alignment = 2 : i64} : i8, !llvm.ptr
      %204 = llvm.add %141, %23 : i32
      %205 = llvm.icmp "slt" %204, %41 : i32
      %206 = llvm.zext %205 : i1 to i8
      %207 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %208 = llvm.ptrtoint %207 : !llvm.ptr to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr
      llvm.store %206, %209 {alignment = 1 : i64} : i8, !llvm.ptr
      %210 = llvm.add %141, %35 : i32
      %211 = llvm.icmp "slt" %210, %41 : i32
      %212 = llvm.zext %211 : i1 to i8
      %213 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %214 = llvm.ptrtoint %213 : !llvm.ptr to i64
      %215 = llvm.inttoptr %214 : i64 to !llvm.ptr
      llvm.store %212, %215 {alignment = 4 : i64} : i8, !llvm.ptr
      %216 = llvm.add %141, %22 : i32
      %217 = llvm.icmp "slt" %216, %41 : i32
      %218 = llvm.zext %217 : i1 to i8
      %219 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %220 = llvm.ptrtoint %219 : !llvm.ptr to i64
      %221 = llvm.inttoptr %220 : i64 to !llvm.ptr
      llvm.store %218, %221 {alignment = 1 : i64} : i8, !llvm.ptr
      %222 = llvm.add %141, %21 : i32
      %223 = llvm.icmp "slt" %222, %41 : i32
      %224 = llvm.zext %223 : i1 to i8
      %225 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %226 = llvm.ptrtoint %225 : !llvm.ptr to i64
      %227 = llvm.inttoptr %226 : i64 to !llvm.ptr
      llvm.store %224, %227 {alignment = 2 : i64} : i8, !llvm.ptr
      %228 = llvm.add %141, %20 : i32
      %229 = llvm.icmp "slt" %228, %41 : i32
      %230 = llvm.zext %229 : i1 to i8
      %231 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %232 = llvm.ptrtoint %231 : !llvm.ptr to i64
      %233 = llvm.inttoptr %232 : i64 to !llvm.ptr
      llvm.store %230, %233 {alignment = 1 : i64} : i8, !llvm.ptr
      %234 = llvm.icmp "slt" %30, %138 : i32
      %235 = llvm.load %145 {alignment = 32 : i64} : !llvm.ptr -> i8
      %236 = llvm.icmp "ne" %235, %38 : i8
      %237 = llvm.and %236, %234 : i1
      %238 = llvm.zext %237 : i1 to i8
      %239 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %240 = llvm.inttoptr %239 : i64 to !llvm.ptr
      llvm.store %238, %240 {alignment = 32 : i64} : i8, !llvm.ptr
      %241 = llvm.load %151 {alignment = 1 : i64} : !llvm.ptr -> i8
      %242 = llvm.icmp "ne" %241, %38 : i8
      %243 = llvm.and %242, %234 : i1
      %244 = llvm.zext %243 : i1 to i8
      %245 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %246 = llvm.ptrtoint %245 : !llvm.ptr to i64
      %247 = llvm.inttoptr %246 : i64 to !llvm.ptr
      llvm.store %244, %247 {alignment = 1 : i64} : i8, !llvm.ptr
      %248 = llvm.load %157 {alignment = 2 : i64} : !llvm.ptr -> i8
      %249 = llvm.icmp "ne" %248, %38 : i8
      %250 = llvm.and %249, %234 : i1
      %251 = llvm.zext %250 : i1 to i8
      %252 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %253 = llvm.ptrtoint %252 : !llvm.ptr to i64
      %254 = llvm.inttoptr %253 : i64 to !llvm.ptr
      llvm.store %251, %254 {alignment = 2 : i64} : i8, !llvm.ptr
      %255 = llvm.load %163 {alignment = 1 : i64} : !llvm.ptr -> i8
      %256 = llvm.icmp "ne" %255, %38 : i8
      %257 = llvm.and %256, %234 : i1
      %258 = llvm.zext %257 : i1 to i8
      %259 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %260 = llvm.ptrtoint %259 : !llvm.ptr to i64
      %261 = llvm.inttoptr %260 : i64 to !llvm.ptr
      llvm.store %258, %261 {alignment = 1 : i64} : i8, !llvm.ptr
      %262 = llvm.load %169 {alignment = 4 : i64} : !llvm.ptr -> i8
      %263 = llvm.icmp "ne" %262, %38 : i8
      %264 = llvm.and %263, %234 : i1
      %265 = llvm.zext %264 : i1 to i8
      %266 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %267 = llvm.ptrtoint %266 : !llvm.ptr to i64
      %268 = llvm.inttoptr %267 : i64 to !llvm.ptr
      llvm.store %265, %268 {alignment = 4 : i64} : i8, !llvm.ptr
      %269 = llvm.load %175 {alignment = 1 : i64} : !llvm.ptr -> i8
      %270 = llvm.icmp "ne" %269, %38 : i8
      %271 = llvm.and %270, %234 : i1
      %272 = llvm.zext %271 : i1 to i8
      %273 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %274 = llvm.ptrtoint %273 : !llvm.ptr to i64
      %275 = llvm.inttoptr %274 : i64 to !llvm.ptr
      llvm.store %272, %275 {alignment = 1 : i64} : i8, !llvm.ptr
      %276 = llvm.load %181 {alignment = 2 : i64} : !llvm.ptr -> i8
      %277 = llvm.icmp "ne" %276, %38 : i8
      %278 = llvm.and %277, %234 : i1
      %279 = llvm.zext %278 : i1 to i8
      %280 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %281 = llvm.ptrtoint %280 : !llvm.ptr to i64
      %282 = llvm.inttoptr %281 : i64 to !llvm.ptr
      llvm.store %279, %282 {alignment = 2 : i64} : i8, !llvm.ptr
      %283 = llvm.load %187 {alignment = 1 : i64} : !llvm.ptr -> i8
      %284 = llvm.icmp "ne" %283, %38 : i8
      %285 = llvm.and %284, %234 : i1
      %286 = llvm.zext %285 : i1 to i8
      %287 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %288 = llvm.ptrtoint %287 : !llvm.ptr to i64
      %289 = llvm.inttoptr %288 : i64 to !llvm.ptr
      llvm.store %286, %289 {alignment = 1 : i64} : i8, !llvm.ptr
      %290 = llvm.load %191 {alignment = 32 : i64} : !llvm.ptr -> i8
      %291 = llvm.icmp "ne" %290, %38 : i8
      %292 = llvm.and %291, %234 : i1
      %293 = llvm.zext %292 : i1 to i8
      %294 = llvm.ptrtoint %61 : !llvm.ptr to i64
      %295 = llvm.inttoptr %294 : i64 to !llvm.ptr
      llvm.store %293, %295 {alignment = 32 : i64} : i8, !llvm.ptr
      %296 = llvm.load %197 {alignment = 1 : i64} : !llvm.ptr -> i8
      %297 = llvm.icmp "ne" %296, %38 : i8
      %298 = llvm.and %297, %234 : i1
      %299 = llvm.zext %298 : i1 to i8
      %300 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %301 = llvm.ptrtoint %300 : !llvm.ptr to i64
      %302 = llvm.inttoptr %301 : i64 to !llvm.ptr
      llvm.store %299, %302 {alignment = 1 : i64} : i8, !llvm.ptr
      %303 = llvm.load %203 {alignment = 2 : i64} : !llvm.ptr -> i8
      %304 = llvm.icmp "ne" %303, %38 : i8
      %305 = llvm.and %304, %234 : i1
      %306 = llvm.zext %305 : i1 to i8
      %307 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %308 = llvm.ptrtoint %307 : !llvm.ptr to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr
      llvm.store %306, %309 {alignment = 2 : i64} : i8, !llvm.ptr
      %310 = llvm.load %209 {alignment = 1 : i64} : !llvm.ptr -> i8
      %311 = llvm.icmp "ne" %310, %38 : i8
      %312 = llvm.and %311, %234 : i1
      %313 = llvm.zext %312 : i1 to i8
      %314 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %315 = llvm.ptrtoint %314 : !llvm.ptr to i64
      %316 = llvm.inttoptr %315 : i64 to !llvm.ptr
      llvm.store %313, %316 {alignment = 1 : i64} : i8, !llvm.ptr
      %317 = llvm.load %215 {alignment = 4 : i64} : !llvm.ptr -> i8
      %318 = llvm.icmp "ne" %317, %38 : i8
      %319 = llvm.and %318, %234 : i1
      %320 = llvm.zext %319 : i1 to i8
      %321 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %322 = llvm.ptrtoint %321 : !llvm.ptr to i64
      %323 = llvm.inttoptr %322 : i64 to !llvm.ptr
      llvm.store %320, %323 {alignment = 4 : i64} : i8, !llvm.ptr
      %324 = llvm.load %221 {alignment = 1 : i64} : !llvm.ptr -> i8
      %325 = llvm.icmp "ne" %324, %38 : i8
      %326 = llvm.and %325, %234 : i1
      %327 = llvm.zext %326 : i1 to i8
      %328 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %329 = llvm.ptrtoint %328 : !llvm.ptr to i64
      %330 = llvm.inttoptr %329 : i64 to !llvm.ptr
      llvm.store %327, %330 {alignment = 1 : i64} : i8, !llvm.ptr
      %331 = llvm.load %227 {alignment = 2 : i64} : !llvm.ptr -> i8
      %332 = llvm.icmp "ne" %331, %38 : i8
      %333 = llvm.and %332, %234 : i1
      %334 = llvm.zext %333 : i1 to i8
      %335 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %336 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %337 = llvm.inttoptr %336 : i64 to !llvm.ptr
      llvm.store %334, %337 {alignment = 2 : i64} : i8, !llvm.ptr
      %338 = llvm.load %233 {alignment = 1 : i64} : !llvm.ptr -> i8
      %339 = llvm.icmp "ne" %338, %38 : i8
      %340 = llvm.and %339, %234 : i1
      %341 = llvm.zext %340 : i1 to i8
      %342 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %343 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %344 = llvm.inttoptr %343 : i64 to !llvm.ptr
      llvm.store %341, %344 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %5, %136 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %345 = llvm.getelementptr %136[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %345 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %346 = llvm.getelementptr %136[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %346 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %347 = llvm.getelementptr %136[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %347 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %348 = llvm.getelementptr %136[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %348 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %349 = llvm.getelementptr %136[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %349 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %350 = llvm.getelementptr %136[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %350 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %351 = llvm.getelementptr %136[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %351 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %352 = llvm.getelementptr %136[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %352 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %353 = llvm.getelementptr %136[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %353 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %354 = llvm.getelementptr %136[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %354 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %355 = llvm.getelementptr %136[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %355 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %356 = llvm.getelementptr %136[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %356 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %357 = llvm.getelementptr %136[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %357 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %358 = llvm.getelementptr %136[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %358 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %359 = llvm.getelementptr %136[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %359 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %360 = llvm.getelementptr %136[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %360 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %361 = llvm.getelementptr %136[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %361 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %362 = llvm.getelementptr %136[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %362 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %363 = llvm.getelementptr %136[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %363 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %364 = llvm.getelementptr %136[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %364 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %365 = llvm.getelementptr %136[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %365 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %366 = llvm.getelementptr %136[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %366 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %367 = llvm.getelementptr %136[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %367 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.store %5, %140 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %368 = llvm.getelementptr %140[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %368 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %369 = llvm.getelementptr %140[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %369 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %370 = llvm.getelementptr %140[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %370 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %371 = llvm.getelementptr %140[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %371 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %372 = llvm.getelementptr %140[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %372 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %373 = llvm.getelementptr %140[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %373 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %374 = llvm.getelementptr %140[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %374 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %375 = llvm.getelementptr %140[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %375 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %376 = llvm.getelementptr %140[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %376 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %377 = llvm.getelementptr %140[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %377 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %378 = llvm.getelementptr %140[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %378 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %379 = llvm.getelementptr %140[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %379 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %380 = llvm.getelementptr %140[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %380 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %381 = llvm.getelementptr %140[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %381 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %382 = llvm.getelementptr %140[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %382 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %383 = llvm.getelementptr %140[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %383 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %384 = llvm.getelementptr %140[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %384 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %385 = llvm.getelementptr %140[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %385 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %386 = llvm.getelementptr %140[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %386 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %387 = llvm.getelementptr %140[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %387 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %388 = llvm.getelementptr %140[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %388 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %389 = llvm.getelementptr %140[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %389 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %390 = llvm.getelementptr %140[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %390 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb1(%48 : i32)
    ^bb1(%391: i32):  // 2 preds: ^bb0, ^bb2
      %392 = llvm.icmp "slt" %391, %54 : i32
      llvm.cond_br %392, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %393 = llvm.srem %391, %54 : i32
      %394 = llvm.mul %393, %17 : i32
      %395 = llvm.getelementptr %126[%394] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %396 = llvm.mul %393, %44 : i32
      %397 = llvm.getelementptr %136[%396] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %398 = llvm.getelementptr %62[%393] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %399 = llvm.load %398 : !llvm.ptr -> i8
      %400 = llvm.trunc %399 : i8 to i1
      %401 = llvm.select %400, %43, %48 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %397, %395, %43, %401 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %402 = llvm.add %391, %56 : i32
      llvm.br ^bb1(%402 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%48 : i32)
    ^bb4(%403: i32):  // 2 preds: ^bb3, ^bb5
      %404 = llvm.icmp "slt" %403, %54 : i32
      llvm.cond_br %404, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %405 = llvm.srem %403, %54 : i32
      %406 = llvm.mul %405, %17 : i32
      %407 = llvm.getelementptr %139[%406] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %408 = llvm.mul %405, %44 : i32
      %409 = llvm.getelementptr %140[%408] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %410 = llvm.getelementptr %61[%405] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %411 = llvm.load %410 : !llvm.ptr -> i8
      %412 = llvm.trunc %411 : i8 to i1
      %413 = llvm.select %412, %43, %48 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %409, %407, %43, %413 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %414 = llvm.add %403, %56 : i32
      llvm.br ^bb4(%414 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %415 = llvm.getelementptr %126[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb7(%48 : i32)
    ^bb7(%416: i32):  // 2 preds: ^bb6, ^bb8
      %417 = llvm.icmp "slt" %416, %54 : i32
      llvm.cond_br %417, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %418 = llvm.srem %416, %54 : i32
      %419 = llvm.mul %418, %17 : i32
      %420 = llvm.getelementptr %415[%419] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %421 = llvm.mul %418, %44 : i32
      %422 = llvm.getelementptr %352[%421] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %423 = llvm.getelementptr %64[%418] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %424 = llvm.load %423 : !llvm.ptr -> i8
      %425 = llvm.trunc %424 : i8 to i1
      %426 = llvm.select %425, %43, %48 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %422, %420, %43, %426 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %427 = llvm.add %416, %56 : i32
      llvm.br ^bb7(%427 : i32)
    ^bb9:  // pred: ^bb7
      %428 = llvm.getelementptr %139[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb10(%48 : i32)
    ^bb10(%429: i32):  // 2 preds: ^bb9, ^bb11
      %430 = llvm.icmp "slt" %429, %54 : i32
      llvm.cond_br %430, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %431 = llvm.srem %429, %54 : i32
      %432 = llvm.mul %431, %17 : i32
      %433 = llvm.getelementptr %428[%432] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %434 = llvm.mul %431, %44 : i32
      %435 = llvm.getelementptr %375[%434] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %436 = llvm.getelementptr %63[%431] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %437 = llvm.load %436 : !llvm.ptr -> i8
      %438 = llvm.trunc %437 : i8 to i1
      %439 = llvm.select %438, %43, %48 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %435, %433, %43, %439 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %440 = llvm.add %429, %56 : i32
      llvm.br ^bb10(%440 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %441 = llvm.srem %65, %39 : i32
      %442 = llvm.sdiv %65, %39 : i32
      %443 = llvm.srem %442, %49 : i32
      %444 = llvm.sdiv %65, %35 : i32
      %445 = llvm.srem %444, %49 : i32
      %446 = llvm.srem %441, %39 : i32
      %447 = llvm.srem %443, %49 : i32
      %448 = llvm.srem %445, %49 : i32
      %449 = llvm.sdiv %446, %40 : i32
      %450 = llvm.srem %446, %40 : i32
      %451 = llvm.mul %450, %49 : i32
      %452 = llvm.mul %449, %41 : i32
      %453 = llvm.add %451, %452 : i32
      %454 = llvm.mul %447, %42 : i32
      %455 = llvm.mul %448, %54 : i32
      %456 = llvm.add %454, %455 : i32
      %457 = llvm.add %453, %456 : i32
      %458 = llvm.getelementptr %108[%457] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %53, %58 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %459 = llvm.sdiv %65, %43 : i32
      %460 = llvm.srem %65, %43 : i32
      %461 = llvm.srem %460, %54 : i32
      %462 = llvm.mul %461, %35 : i32
      %463 = llvm.srem %459, %49 : i32
      %464 = llvm.mul %463, %54 : i32
      %465 = llvm.add %462, %464 : i32
      %466 = llvm.sdiv %460, %54 : i32
      %467 = llvm.mul %466, %36 : i32
      %468 = llvm.sdiv %459, %49 : i32
      %469 = llvm.srem %468, %49 : i32
      %470 = llvm.mul %469, %44 : i32
      %471 = llvm.add %467, %470 : i32
      %472 = llvm.and %465, %55 : i32
      %473 = llvm.icmp "eq" %472, %48 : i32
      %474 = llvm.select %473, %43, %45 : i1, i32
      %475 = llvm.and %465, %46 : i32
      %476 = llvm.icmp "eq" %475, %48 : i32
      %477 = llvm.select %476, %39, %47 : i1, i32
      %478 = llvm.and %465, %37 : i32
      %479 = llvm.ashr %478, %50 : i32
      %480 = llvm.xor %465, %479 : i32
      %481 = llvm.add %480, %471 : i32
      %482 = llvm.getelementptr %24[%481] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %483 = llvm.mul %122, %35 : i32
      %484 = llvm.srem %121, %49 : i32
      %485 = llvm.mul %484, %54 : i32
      %486 = llvm.add %483, %485 : i32
      %487 = llvm.sdiv %121, %49 : i32
      %488 = llvm.sdiv %487, %49 : i32
      %489 = llvm.srem %487, %49 : i32
      %490 = llvm.mul %489, %44 : i32
      %491 = llvm.sdiv %488, %49 : i32
      %492 = llvm.mul %491, %36 : i32
      %493 = llvm.add %490, %492 : i32
      %494 = llvm.and %486, %55 : i32
      %495 = llvm.icmp "eq" %494, %48 : i32
      %496 = llvm.select %495, %43, %45 : i1, i32
      %497 = llvm.and %486, %46 : i32
      %498 = llvm.icmp "eq" %497, %48 : i32
      %499 = llvm.select %498, %39, %47 : i1, i32
      %500 = llvm.and %486, %37 : i32
      %501 = llvm.ashr %500, %50 : i32
      %502 = llvm.xor %486, %501 : i32
      %503 = llvm.add %502, %493 : i32
      %504 = llvm.getelementptr %120[%503] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb13(%48 : i32)
    ^bb13(%505: i32):  // 2 preds: ^bb12, ^bb14
      %506 = llvm.icmp "slt" %505, %40 : i32
      llvm.cond_br %506, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %507 = llvm.mul %505, %19 : i32
      %508 = llvm.getelementptr %482[%507] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %509 = llvm.mul %505, %54 : i32
      %510 = llvm.getelementptr %60[%509] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %511 = nvvm.ldmatrix %508 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %512 = llvm.extractvalue %511[0] : !llvm_struct_a37b2a
      %513 = llvm.extractvalue %511[1] : !llvm_struct_a37b2a
      %514 = llvm.extractvalue %511[2] : !llvm_struct_a37b2a
      %515 = llvm.extractvalue %511[3] : !llvm_struct_a37b2a
      %516 = llvm.insertelement %512, %4[%3 : i64] : vector<4xi32>
      %517 = llvm.insertelement %513, %516[%2 : i64] : vector<4xi32>
      %518 = llvm.insertelement %514, %517[%1 : i64] : vector<4xi32>
      %519 = llvm.insertelement %515, %518[%0 : i64] : vector<4xi32>
      %520 = llvm.extractelement %519[%48 : i32] : vector<4xi32>
      llvm.store %520, %510 : i32, !llvm.ptr
      %521 = llvm.extractelement %519[%56 : i32] : vector<4xi32>
      %522 = llvm.getelementptr %510[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %521, %522 : i32, !llvm.ptr
      %523 = llvm.extractelement %519[%49 : i32] : vector<4xi32>
      %524 = llvm.getelementptr %510[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %523, %524 : i32, !llvm.ptr
      %525 = llvm.extractelement %519[%50 : i32] : vector<4xi32>
      %526 = llvm.getelementptr %510[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %525, %526 : i32, !llvm.ptr
      %527 = llvm.add %505, %56 : i32
      llvm.br ^bb13(%527 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%48 : i32)
    ^bb16(%528: i32):  // 2 preds: ^bb15, ^bb17
      %529 = llvm.icmp "slt" %528, %40 : i32
      llvm.cond_br %529, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %530 = llvm.mul %528, %19 : i32
      %531 = llvm.getelementptr %504[%530] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %532 = llvm.mul %528, %54 : i32
      %533 = llvm.getelementptr %59[%532] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %534 = nvvm.ldmatrix %531 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %535 = llvm.extractvalue %534[0] : !llvm_struct_a37b2a
      %536 = llvm.extractvalue %534[1] : !llvm_struct_a37b2a
      %537 = llvm.extractvalue %534[2] : !llvm_struct_a37b2a
      %538 = llvm.extractvalue %534[3] : !llvm_struct_a37b2a
      %539 = llvm.insertelement %535, %4[%3 : i64] : vector<4xi32>
      %540 = llvm.insertelement %536, %539[%2 : i64] : vector<4xi32>
      %541 = llvm.insertelement %537, %540[%1 : i64] : vector<4xi32>
      %542 = llvm.insertelement %538, %541[%0 : i64] : vector<4xi32>
      %543 = llvm.extractelement %542[%48 : i32] : vector<4xi32>
      llvm.store %543, %533 : i32, !llvm.ptr
      %544 = llvm.extractelement %542[%56 : i32] : vector<4xi32>
      %545 = llvm.getelementptr %533[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %544, %545 : i32, !llvm.ptr
      %546 = llvm.extractelement %542[%49 : i32] : vector<4xi32>
      %547 = llvm.getelementptr %533[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %546, %547 : i32, !llvm.ptr
      %548 = llvm.extractelement %542[%50 : i32] : vector<4xi32>
      %549 = llvm.getelementptr %533[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %548, %549 : i32, !llvm.ptr
      %550 = llvm.add %528, %56 : i32
      llvm.br ^bb16(%550 : i32)
    ^bb18:  // pred: ^bb16
      %551 = llvm.getelementptr %60[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %552 = llvm.getelementptr %59[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %553 = llvm.getelementptr %60[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %554 = llvm.getelementptr %59[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %555 = llvm.getelementptr %60[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %556 = llvm.getelementptr %59[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb19(%48, %49, %48 : i32, i32, i32)
    ^bb19(%557: i32, %558: i32, %559: i32):  // 2 preds: ^bb18, ^bb76
      %560 = llvm.icmp "slt" %557, %50 : i32
      llvm.cond_br %560, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %561 = llvm.mul %559, %18 : i32
      %562 = llvm.add %474, %561 : i32
      %563 = llvm.getelementptr %482[%562] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb21(%48 : i32)
    ^bb21(%564: i32):  // 2 preds: ^bb20, ^bb22
      %565 = llvm.icmp "slt" %564, %40 : i32
      llvm.cond_br %565, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %566 = llvm.mul %564, %19 : i32
      %567 = llvm.getelementptr %563[%566] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %568 = llvm.mul %564, %54 : i32
      %569 = llvm.getelementptr %551[%568] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %570 = nvvm.ldmatrix %567 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %571 = llvm.extractvalue %570[0] : !llvm_struct_a37b2a
      %572 = llvm.extractvalue %570[1] : !llvm_struct_a37b2a
      %573 = llvm.extractvalue %570[2] : !llvm_struct_a37b2a
      %574 = llvm.extractvalue %570[3] : !llvm_struct_a37b2a
      %575 = llvm.insertelement %571, %4[%3 : i64] : vector<4xi32>
      %576 = llvm.insertelement %572, %575[%2 : i64] : vector<4xi32>
      %577 = llvm.insertelement %573, %576[%1 : i64] : vector<4xi32>
      %578 = llvm.insertelement %574, %577[%0 : i64] : vector<4xi32>
      %579 = llvm.extractelement %578[%48 : i32] : vector<4xi32>
      llvm.store %579, %569 : i32, !llvm.ptr
      %580 = llvm.extractelement %578[%56 : i32] : vector<4xi32>
      %581 = llvm.getelementptr %569[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %580, %581 : i32, !llvm.ptr
      %582 = llvm.extractelement %578[%49 : i32] : vector<4xi32>
      %583 = llvm.getelementptr %569[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %582, %583 : i32, !llvm.ptr
      %584 = llvm.extractelement %578[%50 : i32] : vector<4xi32>
      %585 = llvm.getelementptr %569[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %584, %585 : i32, !llvm.ptr
      %586 = llvm.add %564, %56 : i32
      llvm.br ^bb21(%586 : i32)
    ^bb23:  // pred: ^bb21
      %587 = llvm.add %496, %561 : i32
      %588 = llvm.getelementptr %504[%587] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb24(%48 : i32)
    ^bb24(%589: i32):  // 2 preds: ^bb23, ^bb25
      %590 = llvm.icmp "slt" %589, %40 : i32
      llvm.cond_br %590, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %591 = llvm.mul %589, %19 : i32
      %592 = llvm.getelementptr %588[%591] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %593 = llvm.mul %589, %54 : i32
      %594 = llvm.getelementptr %552[%593] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %595 = nvvm.ldmatrix %592 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %596 = llvm.extractvalue %595[0] : !llvm_struct_a37b2a
      %597 = llvm.extractvalue %595[1] : !llvm_struct_a37b2a
      %598 = llvm.extractvalue %595[2] : !llvm_struct_a37b2a
      %599 = llvm.extractvalue %595[3] : !llvm_struct_a37b2a
      %600 = llvm.insertelement %596, %4[%3 : i64] : vector<4xi32>
      %601 = llvm.insertelement %597, %600[%2 : i64] : vector<4xi32>
      %602 = llvm.insertelement %598, %601[%1 : i64] : vector<4xi32>
      %603 = llvm.insertelement %599, %602[%0 : i64] : vector<4xi32>
      %604 = llvm.extractelement %603[%48 : i32] : vector<4xi32>
      llvm.store %604, %594 : i32, !llvm.ptr
      %605 = llvm.extractelement %603[%56 : i32] : vector<4xi32>
      %606 = llvm.getelementptr %594[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %605, %606 : i32, !llvm.ptr
      %607 = llvm.extractelement %603[%49 : i32] : vector<4xi32>
      %608 = llvm.getelementptr %594[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %607, %608 : i32, !llvm.ptr
      %609 = llvm.extractelement %603[%50 : i32] : vector<4xi32>
      %610 = llvm.getelementptr %594[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %609, %610 : i32, !llvm.ptr
      %611 = llvm.add %589, %56 : i32
      llvm.br ^bb24(%611 : i32)
    ^bb26:  // pred: ^bb24
      %612 = llvm.add %557, %49 : i32
      %613 = llvm.icmp "slt" %612, %50 : i32
      llvm.cond_br %613, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %614 = llvm.mul %612, %35 : i32
      %615 = llvm.getelementptr %126[%614] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %616 = llvm.mul %558, %18 : i32
      %617 = llvm.getelementptr %136[%616] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb28(%48 : i32)
    ^bb28(%618: i32):  // 2 preds: ^bb27, ^bb29
      %619 = llvm.icmp "slt" %618, %54 : i32
      llvm.cond_br %619, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %620 = llvm.srem %618, %54 : i32
      %621 = llvm.mul %620, %17 : i32
      %622 = llvm.getelementptr %615[%621] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %623 = llvm.mul %620, %44 : i32
      %624 = llvm.getelementptr %617[%623] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %625 = llvm.getelementptr %64[%620] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %626 = llvm.load %625 : !llvm.ptr -> i8
      %627 = llvm.trunc %626 : i8 to i1
      %628 = llvm.select %627, %43, %48 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %624, %622, %43, %628 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %629 = llvm.add %618, %56 : i32
      llvm.br ^bb28(%629 : i32)
    ^bb30:  // pred: ^bb28
      %630 = llvm.getelementptr %139[%614] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %631 = llvm.getelementptr %140[%616] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb31(%48 : i32)
    ^bb31(%632: i32):  // 2 preds: ^bb30, ^bb32
      %633 = llvm.icmp "slt" %632, %54 : i32
      llvm.cond_br %633, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %634 = llvm.srem %632, %54 : i32
      %635 = llvm.mul %634, %17 : i32
      %636 = llvm.getelementptr %630[%635] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %637 = llvm.mul %634, %44 : i32
      %638 = llvm.getelementptr %631[%637] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %639 = llvm.getelementptr %63[%634] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %640 = llvm.load %639 : !llvm.ptr -> i8
      %641 = llvm.trunc %640 : i8 to i1
      %642 = llvm.select %641, %43, %48 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %638, %636, %43, %642 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %643 = llvm.add %632, %56 : i32
      llvm.br ^bb31(%643 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      llvm.br ^bb35(%48 : i32)
    ^bb35(%644: i32):  // 2 preds: ^bb34, ^bb39
      %645 = llvm.icmp "slt" %644, %40 : i32
      llvm.cond_br %645, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %646 = llvm.mul %644, %54 : i32
      %647 = llvm.getelementptr %60[%646] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %648 = llvm.getelementptr %647[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %649 = llvm.getelementptr %647[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %650 = llvm.getelementptr %647[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb37(%48 : i32)
    ^bb37(%651: i32):  // 2 preds: ^bb36, ^bb38
      %652 = llvm.icmp "slt" %651, %54 : i32
      llvm.cond_br %652, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %653 = llvm.mul %651, %40 : i32
      %654 = llvm.getelementptr %59[%653] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %655 = llvm.mul %644, %40 : i32
      %656 = llvm.mul %651, %43 : i32
      %657 = llvm.add %655, %656 : i32
      %658 = llvm.getelementptr %58[%657] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %659 = llvm.load %647 : !llvm.ptr -> i32
      %660 = llvm.load %648 : !llvm.ptr -> i32
      %661 = llvm.load %649 : !llvm.ptr -> i32
      %662 = llvm.load %650 : !llvm.ptr -> i32
      %663 = llvm.load %654 : !llvm.ptr -> i32
      %664 = llvm.getelementptr %654[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %665 = llvm.load %664 : !llvm.ptr -> i32
      %666 = llvm.load %658 : !llvm.ptr -> f32
      %667 = llvm.getelementptr %658[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %668 = llvm.load %667 : !llvm.ptr -> f32
      %669 = llvm.getelementptr %658[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %670 = llvm.load %669 : !llvm.ptr -> f32
      %671 = llvm.getelementptr %658[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %672 = llvm.load %671 : !llvm.ptr -> f32
      %673 = nvvm.mma.sync A[%659, %660, %661, %662]  B[%663, %665]  C[%666, %668, %670, %672]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %674 = llvm.extractvalue %673[0] : !llvm_struct_687153
      %675 = llvm.extractvalue %673[1] : !llvm_struct_687153
      %676 = llvm.extractvalue %673[2] : !llvm_struct_687153
      %677 = llvm.extractvalue %673[3] : !llvm_struct_687153
      llvm.store %674, %658 : f32, !llvm.ptr
      llvm.store %675, %667 : f32, !llvm.ptr
      llvm.store %676, %669 : f32, !llvm.ptr
      llvm.store %677, %671 : f32, !llvm.ptr
      %678 = llvm.add %651, %56 : i32
      llvm.br ^bb37(%678 : i32)
    ^bb39:  // pred: ^bb37
      %679 = llvm.add %644, %56 : i32
      llvm.br ^bb35(%679 : i32)
    ^bb40:  // pred: ^bb35
      %680 = llvm.add %477, %561 : i32
      %681 = llvm.getelementptr %482[%680] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb41(%48 : i32)
    ^bb41(%682: i32):  // 2 preds: ^bb40, ^bb42
      %683 = llvm.icmp "slt" %682, %40 : i32
      llvm.cond_br %683, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %684 = llvm.mul %682, %19 : i32
      %685 = llvm.getelementptr %681[%684] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %686 = llvm.mul %682, %54 : i32
      %687 = llvm.getelementptr %553[%686] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %688 = nvvm.ldmatrix %685 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %689 = llvm.extractvalue %688[0] : !llvm_struct_a37b2a
      %690 = llvm.extractvalue %688[1] : !llvm_struct_a37b2a
      %691 = llvm.extractvalue %688[2] : !llvm_struct_a37b2a
      %692 = llvm.extractvalue %688[3] : !llvm_struct_a37b2a
      %693 = llvm.insertelement %689, %4[%3 : i64] : vector<4xi32>
      %694 = llvm.insertelement %690, %693[%2 : i64] : vector<4xi32>
      %695 = llvm.insertelement %691, %694[%1 : i64] : vector<4xi32>
      %696 = llvm.insertelement %692, %695[%0 : i64] : vector<4xi32>
      %697 = llvm.extractelement %696[%48 : i32] : vector<4xi32>
      llvm.store %697, %687 : i32, !llvm.ptr
      %698 = llvm.extractelement %696[%56 : i32] : vector<4xi32>
      %699 = llvm.getelementptr %687[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %698, %699 : i32, !llvm.ptr
      %700 = llvm.extractelement %696[%49 : i32] : vector<4xi32>
      %701 = llvm.getelementptr %687[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %700, %701 : i32, !llvm.ptr
      %702 = llvm.extractelement %696[%50 : i32] : vector<4xi32>
      %703 = llvm.getelementptr %687[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %702, %703 : i32, !llvm.ptr
      %704 = llvm.add %682, %56 : i32
      llvm.br ^bb41(%704 : i32)
    ^bb43:  // pred: ^bb41
      %705 = llvm.add %499, %561 : i32
      %706 = llvm.getelementptr %504[%705] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb44(%48 : i32)
    ^bb44(%707: i32):  // 2 preds: ^bb43, ^bb45
      %708 = llvm.icmp "slt" %707, %40 : i32
      llvm.cond_br %708, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %709 = llvm.mul %707, %19 : i32
      %710 = llvm.getelementptr %706[%709] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %711 = llvm.mul %707, %54 : i32
      %712 = llvm.getelementptr %554[%711] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %713 = nvvm.ldmatrix %710 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %714 = llvm.extractvalue %713[0] : !llvm_struct_a37b2a
      %715 = llvm.extractvalue %713[1] : !llvm_struct_a37b2a
      %716 = llvm.extractvalue %713[2] : !llvm_struct_a37b2a
      %717 = llvm.extractvalue %713[3] : !llvm_struct_a37b2a
      %718 = llvm.insertelement %714, %4[%3 : i64] : vector<4xi32>
      %719 = llvm.insertelement %715, %718[%2 : i64] : vector<4xi32>
      %720 = llvm.insertelement %716, %719[%1 : i64] : vector<4xi32>
      %721 = llvm.insertelement %717, %720[%0 : i64] : vector<4xi32>
      %722 = llvm.extractelement %721[%48 : i32] : vector<4xi32>
      llvm.store %722, %712 : i32, !llvm.ptr
      %723 = llvm.extractelement %721[%56 : i32] : vector<4xi32>
      %724 = llvm.getelementptr %712[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %723, %724 : i32, !llvm.ptr
      %725 = llvm.extractelement %721[%49 : i32] : vector<4xi32>
      %726 = llvm.getelementptr %712[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %725, %726 : i32, !llvm.ptr
      %727 = llvm.extractelement %721[%50 : i32] : vector<4xi32>
      %728 = llvm.getelementptr %712[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %727, %728 : i32, !llvm.ptr
      %729 = llvm.add %707, %56 : i32
      llvm.br ^bb44(%729 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%48 : i32)
    ^bb47(%730: i32):  // 2 preds: ^bb46, ^bb51
      %731 = llvm.icmp "slt" %730, %40 : i32
      llvm.cond_br %731, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %732 = llvm.mul %730, %54 : i32
      %733 = llvm.getelementptr %551[%732] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %734 = llvm.getelementptr %733[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %735 = llvm.getelementptr %733[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %736 = llvm.getelementptr %733[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb49(%48 : i32)
    ^bb49(%737: i32):  // 2 preds: ^bb48, ^bb50
      %738 = llvm.icmp "slt" %737, %54 : i32
      llvm.cond_br %738, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %739 = llvm.mul %737, %40 : i32
      %740 = llvm.getelementptr %552[%739] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %741 = llvm.mul %730, %40 : i32
      %742 = llvm.mul %737, %43 : i32
      %743 = llvm.add %741, %742 : i32
      %744 = llvm.getelementptr %58[%743] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %745 = llvm.load %733 : !llvm.ptr -> i32
      %746 = llvm.load %734 : !llvm.ptr -> i32
      %747 = llvm.load %735 : !llvm.ptr -> i32
      %748 = llvm.load %736 : !llvm.ptr -> i32
      %749 = llvm.load %740 : !llvm.ptr -> i32
      %750 = llvm.getelementptr %740[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %751 = llvm.load %750 : !llvm.ptr -> i32
      %752 = llvm.load %744 : !llvm.ptr -> f32
      %753 = llvm.getelementptr %744[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %754 = llvm.load %753 : !llvm.ptr -> f32
      %755 = llvm.getelementptr %744[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %756 = llvm.load %755 : !llvm.ptr -> f32
      %757 = llvm.getelementptr %744[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %758 = llvm.load %757 : !llvm.ptr -> f32
      %759 = nvvm.mma.sync A[%745, %746, %747, %748]  B[%749, %751]  C[%752, %754, %756, %758]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %760 = llvm.extractvalue %759[0] : !llvm_struct_687153
      %761 = llvm.extractvalue %759[1] : !llvm_struct_687153
      %762 = llvm.extractvalue %759[2] : !llvm_struct_687153
      %763 = llvm.extractvalue %759[3] : !llvm_struct_687153
      llvm.store %760, %744 : f32, !llvm.ptr
      llvm.store %761, %753 : f32, !llvm.ptr
      llvm.store %762, %755 : f32, !llvm.ptr
      llvm.store %763, %757 : f32, !llvm.ptr
      %764 = llvm.add %737, %56 : i32
      llvm.br ^bb49(%764 : i32)
    ^bb51:  // pred: ^bb49
      %765 = llvm.add %730, %56 : i32
      llvm.br ^bb47(%765 : i32)
    ^bb52:  // pred: ^bb47
      %766 = llvm.add %474, %477 : i32
      %767 = llvm.add %766, %561 : i32
      %768 = llvm.getelementptr %482[%767] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb53(%48 : i32)
    ^bb53(%769: i32):  // 2 preds: ^bb52, ^bb54
      %770 = llvm.icmp "slt" %769, %40 : i32
      llvm.cond_br %770, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %771 = llvm.mul %769, %19 : i32
      %772 = llvm.getelementptr %768[%771] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %773 = llvm.mul %769, %54 : i32
      %774 = llvm.getelementptr %555[%773] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %775 = nvvm.ldmatrix %772 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %776 = llvm.extractvalue %775[0] : !llvm_struct_a37b2a
      %777 = llvm.extractvalue %775[1] : !llvm_struct_a37b2a
      %778 = llvm.extractvalue %775[2] : !llvm_struct_a37b2a
      %779 = llvm.extractvalue %775[3] : !llvm_struct_a37b2a
      %780 = llvm.insertelement %776, %4[%3 : i64] : vector<4xi32>
      %781 = llvm.insertelement %777, %780[%2 : i64] : vector<4xi32>
      %782 = llvm.insertelement %778, %781[%1 : i64] : vector<4xi32>
      %783 = llvm.insertelement %779, %782[%0 : i64] : vector<4xi32>
      %784 = llvm.extractelement %783[%48 : i32] : vector<4xi32>
      llvm.store %784, %774 : i32, !llvm.ptr
      %785 = llvm.extractelement %783[%56 : i32] : vector<4xi32>
      %786 = llvm.getelementptr %774[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %785, %786 : i32, !llvm.ptr
      %787 = llvm.extractelement %783[%49 : i32] : vector<4xi32>
      %788 = llvm.getelementptr %774[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %787, %788 : i32, !llvm.ptr
      %789 = llvm.extractelement %783[%50 : i32] : vector<4xi32>
      %790 = llvm.getelementptr %774[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %789, %790 : i32, !llvm.ptr
      %791 = llvm.add %769, %56 : i32
      llvm.br ^bb53(%791 : i32)
    ^bb55:  // pred: ^bb53
      %792 = llvm.add %496, %499 : i32
      %793 = llvm.add %792, %561 : i32
      %794 = llvm.getelementptr %504[%793] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb56(%48 : i32)
    ^bb56(%795: i32):  // 2 preds: ^bb55, ^bb57
      %796 = llvm.icmp "slt" %795, %40 : i32
      llvm.cond_br %796, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %797 = llvm.mul %795, %19 : i32
      %798 = llvm.getelementptr %794[%797] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %799 = llvm.mul %795, %54 : i32
      %800 = llvm.getelementptr %556[%799] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %801 = nvvm.ldmatrix %798 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %802 = llvm.extractvalue %801[0] : !llvm_struct_a37b2a
      %803 = llvm.extractvalue %801[1] : !llvm_struct_a37b2a
      %804 = llvm.extractvalue %801[2] : !llvm_struct_a37b2a
      %805 = llvm.extractvalue %801[3] : !llvm_struct_a37b2a
      %806 = llvm.insertelement %802, %4[%3 : i64] : vector<4xi32>
      %807 = llvm.insertelement %803, %806[%2 : i64] : vector<4xi32>
      %808 = llvm.insertelement %804, %807[%1 : i64] : vector<4xi32>
      %809 = llvm.insertelement %805, %808[%0 : i64] : vector<4xi32>
      %810 = llvm.extractelement %809[%48 : i32] : vector<4xi32>
      llvm.store %810, %800 : i32, !llvm.ptr
      %811 = llvm.extractelement %809[%56 : i32] : vector<4xi32>
      %812 = llvm.getelementptr %800[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %811, %812 : i32, !llvm.ptr
      %813 = llvm.extractelement %809[%49 : i32] : vector<4xi32>
      %814 = llvm.getelementptr %800[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %813, %814 : i32, !llvm.ptr
      %815 = llvm.extractelement %809[%50 : i32] : vector<4xi32>
      %816 = llvm.getelementptr %800[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %815, %816 : i32, !llvm.ptr
      %817 = llvm.add %795, %56 : i32
      llvm.br ^bb56(%817 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%48 : i32)
    ^bb59(%818: i32):  // 2 preds: ^bb58, ^bb63
      %819 = llvm.icmp "slt" %818, %40 : i32
      llvm.cond_br %819, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %820 = llvm.mul %818, %54 : i32
      %821 = llvm.getelementptr %553[%820] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %822 = llvm.getelementptr %821[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %823 = llvm.getelementptr %821[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %824 = llvm.getelementptr %821[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb61(%48 : i32)
    ^bb61(%825: i32):  // 2 preds: ^bb60, ^bb62
      %826 = llvm.icmp "slt" %825, %54 : i32
      llvm.cond_br %826, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %827 = llvm.mul %825, %40 : i32
      %828 = llvm.getelementptr %554[%827] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %829 = llvm.mul %818, %40 : i32
      %830 = llvm.mul %825, %43 : i32
      %831 = llvm.add %829, %830 : i32
      %832 = llvm.getelementptr %58[%831] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %833 = llvm.load %821 : !llvm.ptr -> i32
      %834 = llvm.load %822 : !llvm.ptr -> i32
      %835 = llvm.load %823 : !llvm.ptr -> i32
      %836 = llvm.load %824 : !llvm.ptr -> i32
      %837 = llvm.load %828 : !llvm.ptr -> i32
      %838 = llvm.getelementptr %828[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %839 = llvm.load %838 : !llvm.ptr -> i32
      %840 = llvm.load %832 : !llvm.ptr -> f32
      %841 = llvm.getelementptr %832[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %842 = llvm.load %841 : !llvm.ptr -> f32
      %843 = llvm.getelementptr %832[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %844 = llvm.load %843 : !llvm.ptr -> f32
      %845 = llvm.getelementptr %832[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %846 = llvm.load %845 : !llvm.ptr -> f32
      %847 = nvvm.mma.sync A[%833, %834, %835, %836]  B[%837, %839]  C[%840, %842, %844, %846]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %848 = llvm.extractvalue %847[0] : !llvm_struct_687153
      %849 = llvm.extractvalue %847[1] : !llvm_struct_687153
      %850 = llvm.extractvalue %847[2] : !llvm_struct_687153
      %851 = llvm.extractvalue %847[3] : !llvm_struct_687153
      llvm.store %848, %832 : f32, !llvm.ptr
      llvm.store %849, %841 : f32, !llvm.ptr
      llvm.store %850, %843 : f32, !llvm.ptr
      llvm.store %851, %845 : f32, !llvm.ptr
      %852 = llvm.add %825, %56 : i32
      llvm.br ^bb61(%852 : i32)
    ^bb63:  // pred: ^bb61
      %853 = llvm.add %818, %56 : i32
      llvm.br ^bb59(%853 : i32)
    ^bb64:  // pred: ^bb59
      %854 = llvm.add %559, %56 : i32
      %855 = llvm.icmp "eq" %854, %50 : i32
      %856 = llvm.select %855, %48, %854 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %857 = llvm.mul %856, %18 : i32
      %858 = llvm.getelementptr %482[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb65(%48 : i32)
    ^bb65(%859: i32):  // 2 preds: ^bb64, ^bb66
      %860 = llvm.icmp "slt" %859, %40 : i32
      llvm.cond_br %860, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %861 = llvm.mul %859, %19 : i32
      %862 = llvm.getelementptr %858[%861] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %863 = llvm.mul %859, %54 : i32
      %864 = llvm.getelementptr %60[%863] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %865 = nvvm.ldmatrix %862 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %866 = llvm.extractvalue %865[0] : !llvm_struct_a37b2a
      %867 = llvm.extractvalue %865[1] : !llvm_struct_a37b2a
      %868 = llvm.extractvalue %865[2] : !llvm_struct_a37b2a
      %869 = llvm.extractvalue %865[3] : !llvm_struct_a37b2a
      %870 = llvm.insertelement %866, %4[%3 : i64] : vector<4xi32>
      %871 = llvm.insertelement %867, %870[%2 : i64] : vector<4xi32>
      %872 = llvm.insertelement %868, %871[%1 : i64] : vector<4xi32>
      %873 = llvm.insertelement %869, %872[%0 : i64] : vector<4xi32>
      %874 = llvm.extractelement %873[%48 : i32] : vector<4xi32>
      llvm.store %874, %864 : i32, !llvm.ptr
      %875 = llvm.extractelement %873[%56 : i32] : vector<4xi32>
      %876 = llvm.getelementptr %864[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %875, %876 : i32, !llvm.ptr
      %877 = llvm.extractelement %873[%49 : i32] : vector<4xi32>
      %878 = llvm.getelementptr %864[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %877, %878 : i32, !llvm.ptr
      %879 = llvm.extractelement %873[%50 : i32] : vector<4xi32>
      %880 = llvm.getelementptr %864[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %879, %880 : i32, !llvm.ptr
      %881 = llvm.add %859, %56 : i32
      llvm.br ^bb65(%881 : i32)
    ^bb67:  // pred: ^bb65
      %882 = llvm.getelementptr %504[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb68(%48 : i32)
    ^bb68(%883: i32):  // 2 preds: ^bb67, ^bb69
      %884 = llvm.icmp "slt" %883, %40 : i32
      llvm.cond_br %884, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %885 = llvm.mul %883, %19 : i32
      %886 = llvm.getelementptr %882[%885] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %887 = llvm.mul %883, %54 : i32
      %888 = llvm.getelementptr %59[%887] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %889 = nvvm.ldmatrix %886 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %890 = llvm.extractvalue %889[0] : !llvm_struct_a37b2a
      %891 = llvm.extractvalue %889[1] : !llvm_struct_a37b2a
      %892 = llvm.extractvalue %889[2] : !llvm_struct_a37b2a
      %893 = llvm.extractvalue %889[3] : !llvm_struct_a37b2a
      %894 = llvm.insertelement %890, %4[%3 : i64] : vector<4xi32>
      %895 = llvm.insertelement %891, %894[%2 : i64] : vector<4xi32>
      %896 = llvm.insertelement %892, %895[%1 : i64] : vector<4xi32>
      %897 = llvm.insertelement %893, %896[%0 : i64] : vector<4xi32>
      %898 = llvm.extractelement %897[%48 : i32] : vector<4xi32>
      llvm.store %898, %888 : i32, !llvm.ptr
      %899 = llvm.extractelement %897[%56 : i32] : vector<4xi32>
      %900 = llvm.getelementptr %888[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %899, %900 : i32, !llvm.ptr
      %901 = llvm.extractelement %897[%49 : i32] : vector<4xi32>
      %902 = llvm.getelementptr %888[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %901, %902 : i32, !llvm.ptr
      %903 = llvm.extractelement %897[%50 : i32] : vector<4xi32>
      %904 = llvm.getelementptr %888[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %903, %904 : i32, !llvm.ptr
      %905 = llvm.add %883, %56 : i32
      llvm.br ^bb68(%905 : i32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%48 : i32)
    ^bb71(%906: i32):  // 2 preds: ^bb70, ^bb75
      %907 = llvm.icmp "slt" %906, %40 : i32
      llvm.cond_br %907, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %908 = llvm.mul %906, %54 : i32
      %909 = llvm.getelementptr %555[%908] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %910 = llvm.getelementptr %909[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %911 = llvm.getelementptr %909[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %912 = llvm.getelementptr %909[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb73(%48 : i32)
    ^bb73(%913: i32):  // 2 preds: ^bb72, ^bb74
      %914 = llvm.icmp "slt" %913, %54 : i32
      llvm.cond_br %914, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %915 = llvm.mul %913, %40 : i32
      %916 = llvm.getelementptr %556[%915] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %917 = llvm.mul %906, %40 : i32
      %918 = llvm.mul %913, %43 : i32
      %919 = llvm.add %917, %918 : i32
      %920 = llvm.getelementptr %58[%919] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %921 = llvm.load %909 : !llvm.ptr -> i32
      %922 = llvm.load %910 : !llvm.ptr -> i32
      %923 = llvm.load %911 : !llvm.ptr -> i32
      %924 = llvm.load %912 : !llvm.ptr -> i32
      %925 = llvm.load %916 : !llvm.ptr -> i32
      %926 = llvm.getelementptr %916[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %927 = llvm.load %926 : !llvm.ptr -> i32
      %928 = llvm.load %920 : !llvm.ptr -> f32
      %929 = llvm.getelementptr %920[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %930 = llvm.load %929 : !llvm.ptr -> f32
      %931 = llvm.getelementptr %920[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %932 = llvm.load %931 : !llvm.ptr -> f32
      %933 = llvm.getelementptr %920[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %934 = llvm.load %933 : !llvm.ptr -> f32
      %935 = nvvm.mma.sync A[%921, %922, %923, %924]  B[%925, %927]  C[%928, %930, %932, %934]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %936 = llvm.extractvalue %935[0] : !llvm_struct_687153
      %937 = llvm.extractvalue %935[1] : !llvm_struct_687153
      %938 = llvm.extractvalue %935[2] : !llvm_struct_687153
      %939 = llvm.extractvalue %935[3] : !llvm_struct_687153
      llvm.store %936, %920 : f32, !llvm.ptr
      llvm.store %937, %929 : f32, !llvm.ptr
      llvm.store %938, %931 : f32, !llvm.ptr
      llvm.store %939, %933 : f32, !llvm.ptr
      %940 = llvm.add %913, %56 : i32
      llvm.br ^bb73(%940 : i32)
    ^bb75:  // pred: ^bb73
      %941 = llvm.add %906, %56 : i32
      llvm.br ^bb71(%941 : i32)
    ^bb76:  // pred: ^bb71
      %942 = llvm.add %557, %56 : i32
      llvm.br ^bb19(%942, %559, %856 : i32, i32, i32)
    ^bb77:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %943 = llvm.load %58 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %943, %57 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %944 = llvm.add %83, %56 : i32
      %945 = llvm.mul %944, %55 : i32
      %946 = llvm.icmp "sle" %945, %51 : i32
      %947 = llvm.add %92, %56 : i32
      %948 = llvm.mul %947, %55 : i32
      %949 = llvm.icmp "sle" %948, %41 : i32
      %950 = llvm.and %946, %949 : i1
      llvm.cond_br %950, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      llvm.br ^bb79(%48 : i32)
    ^bb79(%951: i32):  // 2 preds: ^bb78, ^bb80
      %952 = llvm.icmp "slt" %951, %35 : i32
      llvm.cond_br %952, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %953 = llvm.mul %951, %49 : i32
      %954 = llvm.getelementptr %57[%953] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %955 = llvm.sdiv %951, %49 : i32
      %956 = llvm.srem %951, %49 : i32
      %957 = llvm.mul %956, %16 : i32
      %958 = llvm.sdiv %955, %40 : i32
      %959 = llvm.srem %955, %40 : i32
      %960 = llvm.mul %959, %15 : i32
      %961 = llvm.add %957, %960 : i32
      %962 = llvm.mul %958, %43 : i32
      %963 = llvm.add %961, %962 : i32
      %964 = llvm.getelementptr %458[%963] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %965 = llvm.load %954 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %965, %964 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %966 = llvm.add %951, %56 : i32
      llvm.br ^bb79(%966 : i32)
    ^bb81:  // 3 preds: ^bb79, ^bb336, ^bb337
      llvm.br ^bb338
    ^bb82:  // pred: ^bb77
      %967 = llvm.mul %447, %43 : i32
      %968 = llvm.add %449, %967 : i32
      %969 = llvm.add %451, %455 : i32
      %970 = llvm.add %109, %968 : i32
      %971 = llvm.add %106, %969 : i32
      %972 = llvm.icmp "slt" %970, %51 : i32
      %973 = llvm.icmp "slt" %971, %41 : i32
      %974 = llvm.and %972, %973 : i1
      llvm.cond_br %974, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %975 = llvm.ptrtoint %57 : !llvm.ptr to i64
      %976 = llvm.inttoptr %975 : i64 to !llvm.ptr
      %977 = llvm.load %976 {alignment = 32 : i64} : !llvm.ptr -> f32
      %978 = llvm.ptrtoint %458 : !llvm.ptr<1> to i64
      %979 = llvm.inttoptr %978 : i64 to !llvm.ptr<1>
      llvm.store %977, %979 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %980 = llvm.add %971, %56 : i32
      %981 = llvm.icmp "slt" %980, %41 : i32
      %982 = llvm.and %972, %981 : i1
      llvm.cond_br %982, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %983 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %984 = llvm.ptrtoint %983 : !llvm.ptr to i64
      %985 = llvm.inttoptr %984 : i64 to !llvm.ptr
      %986 = llvm.load %985 {alignment = 4 : i64} : !llvm.ptr -> f32
      %987 = llvm.getelementptr %458[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %988 = llvm.ptrtoint %987 : !llvm.ptr<1> to i64
      %989 = llvm.inttoptr %988 : i64 to !llvm.ptr<1>
      llvm.store %986, %989 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %990 = llvm.add %970, %54 : i32
      %991 = llvm.icmp "slt" %990, %51 : i32
      %992 = llvm.and %991, %973 : i1
      llvm.cond_br %992, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %993 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %994 = llvm.ptrtoint %993 : !llvm.ptr to i64
      %995 = llvm.inttoptr %994 : i64 to !llvm.ptr
      %996 = llvm.load %995 {alignment = 8 : i64} : !llvm.ptr -> f32
      %997 = llvm.getelementptr %458[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %998 = llvm.ptrtoint %997 : !llvm.ptr<1> to i64
      %999 = llvm.inttoptr %998 : i64 to !llvm.ptr<1>
      llvm.store %996, %999 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %1000 = llvm.and %991, %981 : i1
      llvm.cond_br %1000, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1001 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1002 = llvm.ptrtoint %1001 : !llvm.ptr to i64
      %1003 = llvm.inttoptr %1002 : i64 to !llvm.ptr
      %1004 = llvm.load %1003 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1005 = llvm.getelementptr %458[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1006 = llvm.ptrtoint %1005 : !llvm.ptr<1> to i64
      %1007 = llvm.inttoptr %1006 : i64 to !llvm.ptr<1>
      llvm.store %1004, %1007 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1008 = llvm.add %970, %39 : i32
      %1009 = llvm.icmp "slt" %1008, %51 : i32
      %1010 = llvm.and %1009, %973 : i1
      llvm.cond_br %1010, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1011 = llvm.getelementptr %57[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1012 = llvm.ptrtoint %1011 : !llvm.ptr to i64
      %1013 = llvm.inttoptr %1012 : i64 to !llvm.ptr
      %1014 = llvm.load %1013 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1015 = llvm.getelementptr %458[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1016 = llvm.ptrtoint %1015 : !llvm.ptr<1> to i64
      %1017 = llvm.inttoptr %1016 : i64 to !llvm.ptr<1>
      llvm.store %1014, %1017 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1018 = llvm.and %1009, %981 : i1
      llvm.cond_br %1018, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1019 = llvm.getelementptr %57[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1020 = llvm.ptrtoint %1019 : !llvm.ptr to i64
      %1021 = llvm.inttoptr %1020 : i64 to !llvm.ptr
      %1022 = llvm.load %1021 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1023 = llvm.getelementptr %458[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1024 = llvm.ptrtoint %1023 : !llvm.ptr<1> to i64
      %1025 = llvm.inttoptr %1024 : i64 to !llvm.ptr<1>
      llvm.store %1022, %1025 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1026 = llvm.add %970, %14 : i32
      %1027 = llvm.icmp "slt" %1026, %51 : i32
      %1028 = llvm.and %1027, %973 : i1
      llvm.cond_br %1028, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1029 = llvm.getelementptr %57[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1030 = llvm.ptrtoint %1029 : !llvm.ptr to i64
      %1031 = llvm.inttoptr %1030 : i64 to !llvm.ptr
      %1032 = llvm.load %1031 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1033 = llvm.getelementptr %458[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1034 = llvm.ptrtoint %1033 : !llvm.ptr<1> to i64
      %1035 = llvm.inttoptr %1034 : i64 to !llvm.ptr<1>
      llvm.store %1032, %1035 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1036 = llvm.and %1027, %981 : i1
      llvm.cond_br %1036, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1037 = llvm.getelementptr %57[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1038 = llvm.ptrtoint %1037 : !llvm.ptr to i64
      %1039 = llvm.inttoptr %1038 : i64 to !llvm.ptr
      %1040 = llvm.load %1039 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1041 = llvm.getelementptr %458[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1042 = llvm.ptrtoint %1041 : !llvm.ptr<1> to i64
      %1043 = llvm.inttoptr %1042 : i64 to !llvm.ptr<1>
      llvm.store %1040, %1043 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1044 = llvm.add %970, %35 : i32
      %1045 = llvm.icmp "slt" %1044, %51 : i32
      %1046 = llvm.and %1045, %973 : i1
      llvm.cond_br %1046, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1047 = llvm.getelementptr %57[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1048 = llvm.ptrtoint %1047 : !llvm.ptr to i64
      %1049 = llvm.inttoptr %1048 : i64 to !llvm.ptr
      %1050 = llvm.load %1049 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1051 = llvm.getelementptr %458[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1052 = llvm.ptrtoint %1051 : !llvm.ptr<1> to i64
      %1053 = llvm.inttoptr %1052 : i64 to !llvm.ptr<1>
      llvm.store %1050, %1053 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1054 = llvm.and %1045, %981 : i1
      llvm.cond_br %1054, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1055 = llvm.getelementptr %57[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1056 = llvm.ptrtoint %1055 : !llvm.ptr to i64
      %1057 = llvm.inttoptr %1056 : i64 to !llvm.ptr
      %1058 = llvm.load %1057 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1059 = llvm.getelementptr %458[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1060 = llvm.ptrtoint %1059 : !llvm.ptr<1> to i64
      %1061 = llvm.inttoptr %1060 : i64 to !llvm.ptr<1>
      llvm.store %1058, %1061 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1062 = llvm.add %970, %32 : i32
      %1063 = llvm.icmp "slt" %1062, %51 : i32
      %1064 = llvm.and %1063, %973 : i1
      llvm.cond_br %1064, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1065 = llvm.getelementptr %57[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1066 = llvm.ptrtoint %1065 : !llvm.ptr to i64
      %1067 = llvm.inttoptr %1066 : i64 to !llvm.ptr
      %1068 = llvm.load %1067 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1069 = llvm.getelementptr %458[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1070 = llvm.ptrtoint %1069 : !llvm.ptr<1> to i64
      %1071 = llvm.inttoptr %1070 : i64 to !llvm.ptr<1>
      llvm.store %1068, %1071 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1072 = llvm.and %1063, %981 : i1
      llvm.cond_br %1072, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1073 = llvm.getelementptr %57[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1074 = llvm.ptrtoint %1073 : !llvm.ptr to i64
      %1075 = llvm.inttoptr %1074 : i64 to !llvm.ptr
      %1076 = llvm.load %1075 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1077 = llvm.getelementptr %458[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1078 = llvm.ptrtoint %1077 : !llvm.ptr<1> to i64
      %1079 = llvm.inttoptr %1078 : i64 to !llvm.ptr<1>
      llvm.store %1076, %1079 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1080 = llvm.add %970, %21 : i32
      %1081 = llvm.icmp "slt" %1080, %51 : i32
      %1082 = llvm.and %1081, %973 : i1
      llvm.cond_br %1082, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1083 = llvm.getelementptr %57[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1084 = llvm.ptrtoint %1083 : !llvm.ptr to i64
      %1085 = llvm.inttoptr %1084 : i64 to !llvm.ptr
      %1086 = llvm.load %1085 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1087 = llvm.getelementptr %458[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1088 = llvm.ptrtoint %1087 : !llvm.ptr<1> to i64
      %1089 = llvm.inttoptr %1088 : i64 to !llvm.ptr<1>
      llvm.store %1086, %1089 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1090 = llvm.and %1081, %981 : i1
      llvm.cond_br %1090, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1091 = llvm.getelementptr %57[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1092 = llvm.ptrtoint %1091 : !llvm.ptr to i64
      %1093 = llvm.inttoptr %1092 : i64 to !llvm.ptr
      %1094 = llvm.load %1093 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1095 = llvm.getelementptr %458[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1096 = llvm.ptrtoint %1095 : !llvm.ptr<1> to i64
      %1097 = llvm.inttoptr %1096 : i64 to !llvm.ptr<1>
      llvm.store %1094, %1097 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1098 = llvm.add %970, %13 : i32
      %1099 = llvm.icmp "slt" %1098, %51 : i32
      %1100 = llvm.and %1099, %973 : i1
      llvm.cond_br %1100, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1101 = llvm.getelementptr %57[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1102 = llvm.ptrtoint %1101 : !llvm.ptr to i64
      %1103 = llvm.inttoptr %1102 : i64 to !llvm.ptr
      %1104 = llvm.load %1103 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1105 = llvm.getelementptr %458[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1106 = llvm.ptrtoint %1105 : !llvm.ptr<1> to i64
      %1107 = llvm.inttoptr %1106 : i64 to !llvm.ptr<1>
      llvm.store %1104, %1107 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1108 = llvm.and %1099, %981 : i1
      llvm.cond_br %1108, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1109 = llvm.getelementptr %57[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1110 = llvm.ptrtoint %1109 : !llvm.ptr to i64
      %1111 = llvm.inttoptr %1110 : i64 to !llvm.ptr
      %1112 = llvm.load %1111 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1113 = llvm.getelementptr %458[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1114 = llvm.ptrtoint %1113 : !llvm.ptr<1> to i64
      %1115 = llvm.inttoptr %1114 : i64 to !llvm.ptr<1>
      llvm.store %1112, %1115 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1116 = llvm.add %971, %43 : i32
      %1117 = llvm.icmp "slt" %1116, %41 : i32
      %1118 = llvm.and %972, %1117 : i1
      llvm.cond_br %1118, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1119 = llvm.getelementptr %57[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1120 = llvm.ptrtoint %1119 : !llvm.ptr to i64
      %1121 = llvm.inttoptr %1120 : i64 to !llvm.ptr
      %1122 = llvm.load %1121 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1123 = llvm.getelementptr %458[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1124 = llvm.ptrtoint %1123 : !llvm.ptr<1> to i64
      %1125 = llvm.inttoptr %1124 : i64 to !llvm.ptr<1>
      llvm.store %1122, %1125 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1126 = llvm.add %971, %12 : i32
      %1127 = llvm.icmp "slt" %1126, %41 : i32
      %1128 = llvm.and %972, %1127 : i1
      llvm.cond_br %1128, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1129 = llvm.getelementptr %57[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1130 = llvm.ptrtoint %1129 : !llvm.ptr to i64
      %1131 = llvm.inttoptr %1130 : i64 to !llvm.ptr
      %1132 = llvm.load %1131 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1133 = llvm.getelementptr %458[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1134 = llvm.ptrtoint %1133 : !llvm.ptr<1> to i64
      %1135 = llvm.inttoptr %1134 : i64 to !llvm.ptr<1>
      llvm.store %1132, %1135 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1136 = llvm.and %991, %1117 : i1
      llvm.cond_br %1136, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1137 = llvm.getelementptr %57[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1138 = llvm.ptrtoint %1137 : !llvm.ptr to i64
      %1139 = llvm.inttoptr %1138 : i64 to !llvm.ptr
      %1140 = llvm.load %1139 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1141 = llvm.getelementptr %458[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1142 = llvm.ptrtoint %1141 : !llvm.ptr<1> to i64
      %1143 = llvm.inttoptr %1142 : i64 to !llvm.ptr<1>
      llvm.store %1140, %1143 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1144 = llvm.and %991, %1127 : i1
      llvm.cond_br %1144, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1145 = llvm.getelementptr %57[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1146 = llvm.ptrtoint %1145 : !llvm.ptr to i64
      %1147 = llvm.inttoptr %1146 : i64 to !llvm.ptr
      %1148 = llvm.load %1147 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1149 = llvm.getelementptr %458[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1150 = llvm.ptrtoint %1149 : !llvm.ptr<1> to i64
      %1151 = llvm.inttoptr %1150 : i64 to !llvm.ptr<1>
      llvm.store %1148, %1151 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1152 = llvm.and %1009, %1117 : i1
      llvm.cond_br %1152, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1153 = llvm.getelementptr %57[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1154 = llvm.ptrtoint %1153 : !llvm.ptr to i64
      %1155 = llvm.inttoptr %1154 : i64 to !llvm.ptr
      %1156 = llvm.load %1155 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1157 = llvm.getelementptr %458[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1158 = llvm.ptrtoint %1157 : !llvm.ptr<1> to i64
      %1159 = llvm.inttoptr %1158 : i64 to !llvm.ptr<1>
      llvm.store %1156, %1159 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1160 = llvm.and %1009, %1127 : i1
      llvm.cond_br %1160, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1161 = llvm.getelementptr %57[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1162 = llvm.ptrtoint %1161 : !llvm.ptr to i64
      %1163 = llvm.inttoptr %1162 : i64 to !llvm.ptr
      %1164 = llvm.load %1163 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1165 = llvm.getelementptr %458[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1166 = llvm.ptrtoint %1165 : !llvm.ptr<1> to i64
      %1167 = llvm.inttoptr %1166 : i64 to !llvm.ptr<1>
      llvm.store %1164, %1167 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1168 = llvm.and %1027, %1117 : i1
      llvm.cond_br %1168, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1169 = llvm.getelementptr %57[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1170 = llvm.ptrtoint %1169 : !llvm.ptr to i64
      %1171 = llvm.inttoptr %1170 : i64 to !llvm.ptr
      %1172 = llvm.load %1171 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1173 = llvm.getelementptr %458[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1174 = llvm.ptrtoint %1173 : !llvm.ptr<1> to i64
      %1175 = llvm.inttoptr %1174 : i64 to !llvm.ptr<1>
      llvm.store %1172, %1175 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1176 = llvm.and %1027, %1127 : i1
      llvm.cond_br %1176, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1177 = llvm.getelementptr %57[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1178 = llvm.ptrtoint %1177 : !llvm.ptr to i64
      %1179 = llvm.inttoptr %1178 : i64 to !llvm.ptr
      %1180 = llvm.load %1179 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1181 = llvm.getelementptr %458[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1182 = llvm.ptrtoint %1181 : !llvm.ptr<1> to i64
      %1183 = llvm.inttoptr %1182 : i64 to !llvm.ptr<1>
      llvm.store %1180, %1183 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1184 = llvm.and %1045, %1117 : i1
      llvm.cond_br %1184, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1185 = llvm.getelementptr %57[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1186 = llvm.ptrtoint %1185 : !llvm.ptr to i64
      %1187 = llvm.inttoptr %1186 : i64 to !llvm.ptr
      %1188 = llvm.load %1187 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1189 = llvm.getelementptr %458[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1190 = llvm.ptrtoint %1189 : !llvm.ptr<1> to i64
      %1191 = llvm.inttoptr %1190 : i64 to !llvm.ptr<1>
      llvm.store %1188, %1191 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1192 = llvm.and %1045, %1127 : i1
      llvm.cond_br %1192, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1193 = llvm.getelementptr %57[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1194 = llvm.ptrtoint %1193 : !llvm.ptr to i64
      %1195 = llvm.inttoptr %1194 : i64 to !llvm.ptr
      %1196 = llvm.load %1195 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1197 = llvm.getelementptr %458[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1198 = llvm.ptrtoint %1197 : !llvm.ptr<1> to i64
      %1199 = llvm.inttoptr %1198 : i64 to !llvm.ptr<1>
      llvm.store %1196, %1199 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1200 = llvm.and %1063, %1117 : i1
      llvm.cond_br %1200, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1201 = llvm.getelementptr %57[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1202 = llvm.ptrtoint %1201 : !llvm.ptr to i64
      %1203 = llvm.inttoptr %1202 : i64 to !llvm.ptr
      %1204 = llvm.load %1203 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1205 = llvm.getelementptr %458[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1206 = llvm.ptrtoint %1205 : !llvm.ptr<1> to i64
      %1207 = llvm.inttoptr %1206 : i64 to !llvm.ptr<1>
      llvm.store %1204, %1207 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1208 = llvm.and %1063, %1127 : i1
      llvm.cond_br %1208, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1209 = llvm.getelementptr %57[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1210 = llvm.ptrtoint %1209 : !llvm.ptr to i64
      %1211 = llvm.inttoptr %1210 : i64 to !llvm.ptr
      %1212 = llvm.load %1211 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1213 = llvm.getelementptr %458[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1214 = llvm.ptrtoint %1213 : !llvm.ptr<1> to i64
      %1215 = llvm.inttoptr %1214 : i64 to !llvm.ptr<1>
      llvm.store %1212, %1215 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1216 = llvm.and %1081, %1117 : i1
      llvm.cond_br %1216, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1217 = llvm.getelementptr %57[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1218 = llvm.ptrtoint %1217 : !llvm.ptr to i64
      %1219 = llvm.inttoptr %1218 : i64 to !llvm.ptr
      %1220 = llvm.load %1219 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1221 = llvm.getelementptr %458[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1222 = llvm.ptrtoint %1221 : !llvm.ptr<1> to i64
      %1223 = llvm.inttoptr %1222 : i64 to !llvm.ptr<1>
      llvm.store %1220, %1223 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1224 = llvm.and %1081, %1127 : i1
      llvm.cond_br %1224, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1225 = llvm.getelementptr %57[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1226 = llvm.ptrtoint %1225 : !llvm.ptr to i64
      %1227 = llvm.inttoptr %1226 : i64 to !llvm.ptr
      %1228 = llvm.load %1227 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1229 = llvm.getelementptr %458[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1230 = llvm.ptrtoint %1229 : !llvm.ptr<1> to i64
      %1231 = llvm.inttoptr %1230 : i64 to !llvm.ptr<1>
      llvm.store %1228, %1231 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1232 = llvm.and %1099, %1117 : i1
      llvm.cond_br %1232, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1233 = llvm.getelementptr %57[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1234 = llvm.ptrtoint %1233 : !llvm.ptr to i64
      %1235 = llvm.inttoptr %1234 : i64 to !llvm.ptr
      %1236 = llvm.load %1235 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1237 = llvm.getelementptr %458[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1238 = llvm.ptrtoint %1237 : !llvm.ptr<1> to i64
      %1239 = llvm.inttoptr %1238 : i64 to !llvm.ptr<1>
      llvm.store %1236, %1239 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1240 = llvm.and %1099, %1127 : i1
      llvm.cond_br %1240, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1241 = llvm.getelementptr %57[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1242 = llvm.ptrtoint %1241 : !llvm.ptr to i64
      %1243 = llvm.inttoptr %1242 : i64 to !llvm.ptr
      %1244 = llvm.load %1243 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1245 = llvm.getelementptr %458[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1246 = llvm.ptrtoint %1245 : !llvm.ptr<1> to i64
      %1247 = llvm.inttoptr %1246 : i64 to !llvm.ptr<1>
      llvm.store %1244, %1247 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1248 = llvm.add %971, %39 : i32
      %1249 = llvm.icmp "slt" %1248, %41 : i32
      %1250 = llvm.and %972, %1249 : i1
      llvm.cond_br %1250, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1251 = llvm.getelementptr %57[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1252 = llvm.ptrtoint %1251 : !llvm.ptr to i64
      %1253 = llvm.inttoptr %1252 : i64 to !llvm.ptr
      %1254 = llvm.load %1253 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1255 = llvm.getelementptr %458[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1256 = llvm.ptrtoint %1255 : !llvm.ptr<1> to i64
      %1257 = llvm.inttoptr %1256 : i64 to !llvm.ptr<1>
      llvm.store %1254, %1257 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1258 = llvm.add %971, %11 : i32
      %1259 = llvm.icmp "slt" %1258, %41 : i32
      %1260 = llvm.and %972, %1259 : i1
      llvm.cond_br %1260, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1261 = llvm.getelementptr %57[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1262 = llvm.ptrtoint %1261 : !llvm.ptr to i64
      %1263 = llvm.inttoptr %1262 : i64 to !llvm.ptr
      %1264 = llvm.load %1263 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1265 = llvm.getelementptr %458[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1266 = llvm.ptrtoint %1265 : !llvm.ptr<1> to i64
      %1267 = llvm.inttoptr %1266 : i64 to !llvm.ptr<1>
      llvm.store %1264, %1267 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1268 = llvm.and %991, %1249 : i1
      llvm.cond_br %1268, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1269 = llvm.getelementptr %57[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1270 = llvm.ptrtoint %1269 : !llvm.ptr to i64
      %1271 = llvm.inttoptr %1270 : i64 to !llvm.ptr
      %1272 = llvm.load %1271 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1273 = llvm.getelementptr %458[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1274 = llvm.ptrtoint %1273 : !llvm.ptr<1> to i64
      %1275 = llvm.inttoptr %1274 : i64 to !llvm.ptr<1>
      llvm.store %1272, %1275 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1276 = llvm.and %991, %1259 : i1
      llvm.cond_br %1276, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1277 = llvm.getelementptr %57[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1278 = llvm.ptrtoint %1277 : !llvm.ptr to i64
      %1279 = llvm.inttoptr %1278 : i64 to !llvm.ptr
      %1280 = llvm.load %1279 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1281 = llvm.getelementptr %458[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1282 = llvm.ptrtoint %1281 : !llvm.ptr<1> to i64
      %1283 = llvm.inttoptr %1282 : i64 to !llvm.ptr<1>
      llvm.store %1280, %1283 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1284 = llvm.and %1009, %1249 : i1
      llvm.cond_br %1284, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1285 = llvm.getelementptr %57[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1286 = llvm.ptrtoint %1285 : !llvm.ptr to i64
      %1287 = llvm.inttoptr %1286 : i64 to !llvm.ptr
      %1288 = llvm.load %1287 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1289 = llvm.getelementptr %458[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1290 = llvm.ptrtoint %1289 : !llvm.ptr<1> to i64
      %1291 = llvm.inttoptr %1290 : i64 to !llvm.ptr<1>
      llvm.store %1288, %1291 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1292 = llvm.and %1009, %1259 : i1
      llvm.cond_br %1292, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1293 = llvm.getelementptr %57[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1294 = llvm.ptrtoint %1293 : !llvm.ptr to i64
      %1295 = llvm.inttoptr %1294 : i64 to !llvm.ptr
      %1296 = llvm.load %1295 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1297 = llvm.getelementptr %458[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1298 = llvm.ptrtoint %1297 : !llvm.ptr<1> to i64
      %1299 = llvm.inttoptr %1298 : i64 to !llvm.ptr<1>
      llvm.store %1296, %1299 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1300 = llvm.and %1027, %1249 : i1
      llvm.cond_br %1300, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1301 = llvm.getelementptr %57[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1302 = llvm.ptrtoint %1301 : !llvm.ptr to i64
      %1303 = llvm.inttoptr %1302 : i64 to !llvm.ptr
      %1304 = llvm.load %1303 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1305 = llvm.getelementptr %458[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1306 = llvm.ptrtoint %1305 : !llvm.ptr<1> to i64
      %1307 = llvm.inttoptr %1306 : i64 to !llvm.ptr<1>
      llvm.store %1304, %1307 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1308 = llvm.and %1027, %1259 : i1
      llvm.cond_br %1308, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1309 = llvm.getelementptr %57[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1310 = llvm.ptrtoint %1309 : !llvm.ptr to i64
      %1311 = llvm.inttoptr %1310 : i64 to !llvm.ptr
      %1312 = llvm.load %1311 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1313 = llvm.getelementptr %458[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1314 = llvm.ptrtoint %1313 : !llvm.ptr<1> to i64
      %1315 = llvm.inttoptr %1314 : i64 to !llvm.ptr<1>
      llvm.store %1312, %1315 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1316 = llvm.and %1045, %1249 : i1
      llvm.cond_br %1316, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1317 = llvm.getelementptr %57[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1318 = llvm.ptrtoint %1317 : !llvm.ptr to i64
      %1319 = llvm.inttoptr %1318 : i64 to !llvm.ptr
      %1320 = llvm.load %1319 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1321 = llvm.getelementptr %458[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1322 = llvm.ptrtoint %1321 : !llvm.ptr<1> to i64
      %1323 = llvm.inttoptr %1322 : i64 to !llvm.ptr<1>
      llvm.store %1320, %1323 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1324 = llvm.and %1045, %1259 : i1
      llvm.cond_br %1324, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1325 = llvm.getelementptr %57[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1326 = llvm.ptrtoint %1325 : !llvm.ptr to i64
      %1327 = llvm.inttoptr %1326 : i64 to !llvm.ptr
      %1328 = llvm.load %1327 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1329 = llvm.getelementptr %458[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1330 = llvm.ptrtoint %1329 : !llvm.ptr<1> to i64
      %1331 = llvm.inttoptr %1330 : i64 to !llvm.ptr<1>
      llvm.store %1328, %1331 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1332 = llvm.and %1063, %1249 : i1
      llvm.cond_br %1332, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1333 = llvm.getelementptr %57[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1334 = llvm.ptrtoint %1333 : !llvm.ptr to i64
      %1335 = llvm.inttoptr %1334 : i64 to !llvm.ptr
      %1336 = llvm.load %1335 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1337 = llvm.getelementptr %458[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1338 = llvm.ptrtoint %1337 : !llvm.ptr<1> to i64
      %1339 = llvm.inttoptr %1338 : i64 to !llvm.ptr<1>
      llvm.store %1336, %1339 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1340 = llvm.and %1063, %1259 : i1
      llvm.cond_br %1340, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1341 = llvm.getelementptr %57[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1342 = llvm.ptrtoint %1341 : !llvm.ptr to i64
      %1343 = llvm.inttoptr %1342 : i64 to !llvm.ptr
      %1344 = llvm.load %1343 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1345 = llvm.getelementptr %458[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1346 = llvm.ptrtoint %1345 : !llvm.ptr<1> to i64
      %1347 = llvm.inttoptr %1346 : i64 to !llvm.ptr<1>
      llvm.store %1344, %1347 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1348 = llvm.and %1081, %1249 : i1
      llvm.cond_br %1348, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1349 = llvm.getelementptr %57[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1350 = llvm.ptrtoint %1349 : !llvm.ptr to i64
      %1351 = llvm.inttoptr %1350 : i64 to !llvm.ptr
      %1352 = llvm.load %1351 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1353 = llvm.getelementptr %458[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1354 = llvm.ptrtoint %1353 : !llvm.ptr<1> to i64
      %1355 = llvm.inttoptr %1354 : i64 to !llvm.ptr<1>
      llvm.store %1352, %1355 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1356 = llvm.and %1081, %1259 : i1
      llvm.cond_br %1356, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1357 = llvm.getelementptr %57[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1358 = llvm.ptrtoint %1357 : !llvm.ptr to i64
      %1359 = llvm.inttoptr %1358 : i64 to !llvm.ptr
      %1360 = llvm.load %1359 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1361 = llvm.getelementptr %458[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1362 = llvm.ptrtoint %1361 : !llvm.ptr<1> to i64
      %1363 = llvm.inttoptr %1362 : i64 to !llvm.ptr<1>
      llvm.store %1360, %1363 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1364 = llvm.and %1099, %1249 : i1
      llvm.cond_br %1364, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1365 = llvm.getelementptr %57[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1366 = llvm.ptrtoint %1365 : !llvm.ptr to i64
      %1367 = llvm.inttoptr %1366 : i64 to !llvm.ptr
      %1368 = llvm.load %1367 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1369 = llvm.getelementptr %458[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1370 = llvm.ptrtoint %1369 : !llvm.ptr<1> to i64
      %1371 = llvm.inttoptr %1370 : i64 to !llvm.ptr<1>
      llvm.store %1368, %1371 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1372 = llvm.and %1099, %1259 : i1
      llvm.cond_br %1372, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1373 = llvm.getelementptr %57[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1374 = llvm.ptrtoint %1373 : !llvm.ptr to i64
      %1375 = llvm.inttoptr %1374 : i64 to !llvm.ptr
      %1376 = llvm.load %1375 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1377 = llvm.getelementptr %458[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1378 = llvm.ptrtoint %1377 : !llvm.ptr<1> to i64
      %1379 = llvm.inttoptr %1378 : i64 to !llvm.ptr<1>
      llvm.store %1376, %1379 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1380 = llvm.add %971, %23 : i32
      %1381 = llvm.icmp "slt" %1380, %41 : i32
      %1382 = llvm.and %972, %1381 : i1
      llvm.cond_br %1382, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1383 = llvm.getelementptr %57[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1384 = llvm.ptrtoint %1383 : !llvm.ptr to i64
      %1385 = llvm.inttoptr %1384 : i64 to !llvm.ptr
      %1386 = llvm.load %1385 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1387 = llvm.getelementptr %458[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1388 = llvm.ptrtoint %1387 : !llvm.ptr<1> to i64
      %1389 = llvm.inttoptr %1388 : i64 to !llvm.ptr<1>
      llvm.store %1386, %1389 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1390 = llvm.add %971, %10 : i32
      %1391 = llvm.icmp "slt" %1390, %41 : i32
      %1392 = llvm.and %972, %1391 : i1
      llvm.cond_br %1392, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1393 = llvm.getelementptr %57[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1394 = llvm.ptrtoint %1393 : !llvm.ptr to i64
      %1395 = llvm.inttoptr %1394 : i64 to !llvm.ptr
      %1396 = llvm.load %1395 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1397 = llvm.getelementptr %458[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1398 = llvm.ptrtoint %1397 : !llvm.ptr<1> to i64
      %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<1>
      llvm.store %1396, %1399 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1400 = llvm.and %991, %1381 : i1
      llvm.cond_br %1400, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1401 = llvm.getelementptr %57[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1402 = llvm.ptrtoint %1401 : !llvm.ptr to i64
      %1403 = llvm.inttoptr %1402 : i64 to !llvm.ptr
      %1404 = llvm.load %1403 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1405 = llvm.getelementptr %458[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1406 = llvm.ptrtoint %1405 : !llvm.ptr<1> to i64
      %1407 = llvm.inttoptr %1406 : i64 to !llvm.ptr<1>
      llvm.store %1404, %1407 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1408 = llvm.and %991, %1391 : i1
      llvm.cond_br %1408, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1409 = llvm.getelementptr %57[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1410 = llvm.ptrtoint %1409 : !llvm.ptr to i64
      %1411 = llvm.inttoptr %1410 : i64 to !llvm.ptr
      %1412 = llvm.load %1411 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1413 = llvm.getelementptr %458[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1414 = llvm.ptrtoint %1413 : !llvm.ptr<1> to i64
      %1415 = llvm.inttoptr %1414 : i64 to !llvm.ptr<1>
      llvm.store %1412, %1415 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1416 = llvm.and %1009, %1381 : i1
      llvm.cond_br %1416, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1417 = llvm.getelementptr %57[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1418 = llvm.ptrtoint %1417 : !llvm.ptr to i64
      %1419 = llvm.inttoptr %1418 : i64 to !llvm.ptr
      %1420 = llvm.load %1419 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1421 = llvm.getelementptr %458[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1422 = llvm.ptrtoint %1421 : !llvm.ptr<1> to i64
      %1423 = llvm.inttoptr %1422 : i64 to !llvm.ptr<1>
      llvm.store %1420, %1423 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1424 = llvm.and %1009, %1391 : i1
      llvm.cond_br %1424, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1425 = llvm.getelementptr %57[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1426 = llvm.ptrtoint %1425 : !llvm.ptr to i64
      %1427 = llvm.inttoptr %1426 : i64 to !llvm.ptr
      %1428 = llvm.load %1427 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1429 = llvm.getelementptr %458[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1430 = llvm.ptrtoint %1429 : !llvm.ptr<1> to i64
      %1431 = llvm.inttoptr %1430 : i64 to !llvm.ptr<1>
      llvm.store %1428, %1431 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1432 = llvm.and %1027, %1381 : i1
      llvm.cond_br %1432, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1433 = llvm.getelementptr %57[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1434 = llvm.ptrtoint %1433 : !llvm.ptr to i64
      %1435 = llvm.inttoptr %1434 : i64 to !llvm.ptr
      %1436 = llvm.load %1435 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1437 = llvm.getelementptr %458[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1438 = llvm.ptrtoint %1437 : !llvm.ptr<1> to i64
      %1439 = llvm.inttoptr %1438 : i64 to !llvm.ptr<1>
      llvm.store %1436, %1439 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1440 = llvm.and %1027, %1391 : i1
      llvm.cond_br %1440, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1441 = llvm.getelementptr %57[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1442 = llvm.ptrtoint %1441 : !llvm.ptr to i64
      %1443 = llvm.inttoptr %1442 : i64 to !llvm.ptr
      %1444 = llvm.load %1443 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1445 = llvm.getelementptr %458[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1446 = llvm.ptrtoint %1445 : !llvm.ptr<1> to i64
      %1447 = llvm.inttoptr %1446 : i64 to !llvm.ptr<1>
      llvm.store %1444, %1447 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1448 = llvm.and %1045, %1381 : i1
      llvm.cond_br %1448, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1449 = llvm.getelementptr %57[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1450 = llvm.ptrtoint %1449 : !llvm.ptr to i64
      %1451 = llvm.inttoptr %1450 : i64 to !llvm.ptr
      %1452 = llvm.load %1451 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1453 = llvm.getelementptr %458[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1454 = llvm.ptrtoint %1453 : !llvm.ptr<1> to i64
      %1455 = llvm.inttoptr %1454 : i64 to !llvm.ptr<1>
      llvm.store %1452, %1455 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1456 = llvm.and %1045, %1391 : i1
      llvm.cond_br %1456, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1457 = llvm.getelementptr %57[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1458 = llvm.ptrtoint %1457 : !llvm.ptr to i64
      %1459 = llvm.inttoptr %1458 : i64 to !llvm.ptr
      %1460 = llvm.load %1459 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1461 = llvm.getelementptr %458[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1462 = llvm.ptrtoint %1461 : !llvm.ptr<1> to i64
      %1463 = llvm.inttoptr %1462 : i64 to !llvm.ptr<1>
      llvm.store %1460, %1463 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1464 = llvm.and %1063, %1381 : i1
      llvm.cond_br %1464, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1465 = llvm.getelementptr %57[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1466 = llvm.ptrtoint %1465 : !llvm.ptr to i64
      %1467 = llvm.inttoptr %1466 : i64 to !llvm.ptr
      %1468 = llvm.load %1467 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1469 = llvm.getelementptr %458[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1470 = llvm.ptrtoint %1469 : !llvm.ptr<1> to i64
      %1471 = llvm.inttoptr %1470 : i64 to !llvm.ptr<1>
      llvm.store %1468, %1471 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1472 = llvm.and %1063, %1391 : i1
      llvm.cond_br %1472, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1473 = llvm.getelementptr %57[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1474 = llvm.ptrtoint %1473 : !llvm.ptr to i64
      %1475 = llvm.inttoptr %1474 : i64 to !llvm.ptr
      %1476 = llvm.load %1475 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1477 = llvm.getelementptr %458[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1478 = llvm.ptrtoint %1477 : !llvm.ptr<1> to i64
      %1479 = llvm.inttoptr %1478 : i64 to !llvm.ptr<1>
      llvm.store %1476, %1479 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1480 = llvm.and %1081, %1381 : i1
      llvm.cond_br %1480, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1481 = llvm.getelementptr %57[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1482 = llvm.ptrtoint %1481 : !llvm.ptr to i64
      %1483 = llvm.inttoptr %1482 : i64 to !llvm.ptr
      %1484 = llvm.load %1483 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1485 = llvm.getelementptr %458[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1486 = llvm.ptrtoint %1485 : !llvm.ptr<1> to i64
      %1487 = llvm.inttoptr %1486 : i64 to !llvm.ptr<1>
      llvm.store %1484, %1487 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1488 = llvm.and %1081, %1391 : i1
      llvm.cond_br %1488, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1489 = llvm.getelementptr %57[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1490 = llvm.ptrtoint %1489 : !llvm.ptr to i64
      %1491 = llvm.inttoptr %1490 : i64 to !llvm.ptr
      %1492 = llvm.load %1491 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1493 = llvm.getelementptr %458[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1494 = llvm.ptrtoint %1493 : !llvm.ptr<1> to i64
      %1495 = llvm.inttoptr %1494 : i64 to !llvm.ptr<1>
      llvm.store %1492, %1495 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1496 = llvm.and %1099, %1381 : i1
      llvm.cond_br %1496, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1497 = llvm.getelementptr %57[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1498 = llvm.ptrtoint %1497 : !llvm.ptr to i64
      %1499 = llvm.inttoptr %1498 : i64 to !llvm.ptr
      %1500 = llvm.load %1499 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1501 = llvm.getelementptr %458[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1502 = llvm.ptrtoint %1501 : !llvm.ptr<1> to i64
      %1503 = llvm.inttoptr %1502 : i64 to !llvm.ptr<1>
      llvm.store %1500, %1503 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1504 = llvm.and %1099, %1391 : i1
      llvm.cond_br %1504, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1505 = llvm.getelementptr %57[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1506 = llvm.ptrtoint %1505 : !llvm.ptr to i64
      %1507 = llvm.inttoptr %1506 : i64 to !llvm.ptr
      %1508 = llvm.load %1507 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1509 = llvm.getelementptr %458[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1510 = llvm.ptrtoint %1509 : !llvm.ptr<1> to i64
      %1511 = llvm.inttoptr %1510 : i64 to !llvm.ptr<1>
      llvm.store %1508, %1511 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1512 = llvm.add %971, %35 : i32
      %1513 = llvm.icmp "slt" %1512, %41 : i32
      %1514 = llvm.and %972, %1513 : i1
      llvm.cond_br %1514, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1515 = llvm.getelementptr %57[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1516 = llvm.ptrtoint %1515 : !llvm.ptr to i64
      %1517 = llvm.inttoptr %1516 : i64 to !llvm.ptr
      %1518 = llvm.load %1517 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1519 = llvm.getelementptr %458[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1520 = llvm.ptrtoint %1519 : !llvm.ptr<1> to i64
      %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr<1>
      llvm.store %1518, %1521 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1522 = llvm.add %971, %9 : i32
      %1523 = llvm.icmp "slt" %1522, %41 : i32
      %1524 = llvm.and %972, %1523 : i1
      llvm.cond_br %1524, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1525 = llvm.getelementptr %57[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1526 = llvm.ptrtoint %1525 : !llvm.ptr to i64
      %1527 = llvm.inttoptr %1526 : i64 to !llvm.ptr
      %1528 = llvm.load %1527 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1529 = llvm.getelementptr %458[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1530 = llvm.ptrtoint %1529 : !llvm.ptr<1> to i64
      %1531 = llvm.inttoptr %1530 : i64 to !llvm.ptr<1>
      llvm.store %1528, %1531 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1532 = llvm.and %991, %1513 : i1
      llvm.cond_br %1532, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1533 = llvm.getelementptr %57[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1534 = llvm.ptrtoint %1533 : !llvm.ptr to i64
      %1535 = llvm.inttoptr %1534 : i64 to !llvm.ptr
      %1536 = llvm.load %1535 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1537 = llvm.getelementptr %458[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1538 = llvm.ptrtoint %1537 : !llvm.ptr<1> to i64
      %1539 = llvm.inttoptr %1538 : i64 to !llvm.ptr<1>
      llvm.store %1536, %1539 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1540 = llvm.and %991, %1523 : i1
      llvm.cond_br %1540, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1541 = llvm.getelementptr %57[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1542 = llvm.ptrtoint %1541 : !llvm.ptr to i64
      %1543 = llvm.inttoptr %1542 : i64 to !llvm.ptr
      %1544 = llvm.load %1543 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1545 = llvm.getelementptr %458[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1546 = llvm.ptrtoint %1545 : !llvm.ptr<1> to i64
      %1547 = llvm.inttoptr %1546 : i64 to !llvm.ptr<1>
      llvm.store %1544, %1547 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1548 = llvm.and %1009, %1513 : i1
      llvm.cond_br %1548, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1549 = llvm.getelementptr %57[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1550 = llvm.ptrtoint %1549 : !llvm.ptr to i64
      %1551 = llvm.inttoptr %1550 : i64 to !llvm.ptr
      %1552 = llvm.load %1551 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1553 = llvm.getelementptr %458[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1554 = llvm.ptrtoint %1553 : !llvm.ptr<1> to i64
      %1555 = llvm.inttoptr %1554 : i64 to !llvm.ptr<1>
      llvm.store %1552, %1555 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1556 = llvm.and %1009, %1523 : i1
      llvm.cond_br %1556, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1557 = llvm.getelementptr %57[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1558 = llvm.ptrtoint %1557 : !llvm.ptr to i64
      %1559 = llvm.inttoptr %1558 : i64 to !llvm.ptr
      %1560 = llvm.load %1559 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1561 = llvm.getelementptr %458[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1562 = llvm.ptrtoint %1561 : !llvm.ptr<1> to i64
      %1563 = llvm.inttoptr %1562 : i64 to !llvm.ptr<1>
      llvm.store %1560, %1563 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1564 = llvm.and %1027, %1513 : i1
      llvm.cond_br %1564, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1565 = llvm.getelementptr %57[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1566 = llvm.ptrtoint %1565 : !llvm.ptr to i64
      %1567 = llvm.inttoptr %1566 : i64 to !llvm.ptr
      %1568 = llvm.load %1567 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1569 = llvm.getelementptr %458[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1570 = llvm.ptrtoint %1569 : !llvm.ptr<1> to i64
      %1571 = llvm.inttoptr %1570 : i64 to !llvm.ptr<1>
      llvm.store %1568, %1571 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1572 = llvm.and %1027, %1523 : i1
      llvm.cond_br %1572, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1573 = llvm.getelementptr %57[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1574 = llvm.ptrtoint %1573 : !llvm.ptr to i64
      %1575 = llvm.inttoptr %1574 : i64 to !llvm.ptr
      %1576 = llvm.load %1575 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1577 = llvm.getelementptr %458[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1578 = llvm.ptrtoint %1577 : !llvm.ptr<1> to i64
      %1579 = llvm.inttoptr %1578 : i64 to !llvm.ptr<1>
      llvm.store %1576, %1579 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1580 = llvm.and %1045, %1513 : i1
      llvm.cond_br %1580, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1581 = llvm.getelementptr %57[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1582 = llvm.ptrtoint %1581 : !llvm.ptr to i64
      %1583 = llvm.inttoptr %1582 : i64 to !llvm.ptr
      %1584 = llvm.load %1583 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1585 = llvm.getelementptr %458[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1586 = llvm.ptrtoint %1585 : !llvm.ptr<1> to i64
      %1587 = llvm.inttoptr %1586 : i64 to !llvm.ptr<1>
      llvm.store %1584, %1587 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1588 = llvm.and %1045, %1523 : i1
      llvm.cond_br %1588, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1589 = llvm.getelementptr %57[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1590 = llvm.ptrtoint %1589 : !llvm.ptr to i64
      %1591 = llvm.inttoptr %1590 : i64 to !llvm.ptr
      %1592 = llvm.load %1591 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1593 = llvm.getelementptr %458[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1594 = llvm.ptrtoint %1593 : !llvm.ptr<1> to i64
      %1595 = llvm.inttoptr %1594 : i64 to !llvm.ptr<1>
      llvm.store %1592, %1595 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1596 = llvm.and %1063, %1513 : i1
      llvm.cond_br %1596, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1597 = llvm.getelementptr %57[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1598 = llvm.ptrtoint %1597 : !llvm.ptr to i64
      %1599 = llvm.inttoptr %1598 : i64 to !llvm.ptr
      %1600 = llvm.load %1599 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1601 = llvm.getelementptr %458[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1602 = llvm.ptrtoint %1601 : !llvm.ptr<1> to i64
      %1603 = llvm.inttoptr %1602 : i64 to !llvm.ptr<1>
      llvm.store %1600, %1603 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1604 = llvm.and %1063, %1523 : i1
      llvm.cond_br %1604, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1605 = llvm.getelementptr %57[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1606 = llvm.ptrtoint %1605 : !llvm.ptr to i64
      %1607 = llvm.inttoptr %1606 : i64 to !llvm.ptr
      %1608 = llvm.load %1607 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1609 = llvm.getelementptr %458[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1610 = llvm.ptrtoint %1609 : !llvm.ptr<1> to i64
      %1611 = llvm.inttoptr %1610 : i64 to !llvm.ptr<1>
      llvm.store %1608, %1611 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1612 = llvm.and %1081, %1513 : i1
      llvm.cond_br %1612, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1613 = llvm.getelementptr %57[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1614 = llvm.ptrtoint %1613 : !llvm.ptr to i64
      %1615 = llvm.inttoptr %1614 : i64 to !llvm.ptr
      %1616 = llvm.load %1615 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1617 = llvm.getelementptr %458[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1618 = llvm.ptrtoint %1617 : !llvm.ptr<1> to i64
      %1619 = llvm.inttoptr %1618 : i64 to !llvm.ptr<1>
      llvm.store %1616, %1619 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1620 = llvm.and %1081, %1523 : i1
      llvm.cond_br %1620, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1621 = llvm.getelementptr %57[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1622 = llvm.ptrtoint %1621 : !llvm.ptr to i64
      %1623 = llvm.inttoptr %1622 : i64 to !llvm.ptr
      %1624 = llvm.load %1623 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1625 = llvm.getelementptr %458[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1626 = llvm.ptrtoint %1625 : !llvm.ptr<1> to i64
      %1627 = llvm.inttoptr %1626 : i64 to !llvm.ptr<1>
      llvm.store %1624, %1627 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1628 = llvm.and %1099, %1513 : i1
      llvm.cond_br %1628, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1629 = llvm.getelementptr %57[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1630 = llvm.ptrtoint %1629 : !llvm.ptr to i64
      %1631 = llvm.inttoptr %1630 : i64 to !llvm.ptr
      %1632 = llvm.load %1631 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1633 = llvm.getelementptr %458[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1634 = llvm.ptrtoint %1633 : !llvm.ptr<1> to i64
      %1635 = llvm.inttoptr %1634 : i64 to !llvm.ptr<1>
      llvm.store %1632, %1635 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1636 = llvm.and %1099, %1523 : i1
      llvm.cond_br %1636, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1637 = llvm.getelementptr %57[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1638 = llvm.ptrtoint %1637 : !llvm.ptr to i64
      %1639 = llvm.inttoptr %1638 : i64 to !llvm.ptr
      %1640 = llvm.load %1639 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1641 = llvm.getelementptr %458[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1642 = llvm.ptrtoint %1641 : !llvm.ptr<1> to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr<1>
      llvm.store %1640, %1643 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1644 = llvm.add %971, %22 : i32
      %1645 = llvm.icmp "slt" %1644, %41 : i32
      %1646 = llvm.and %972, %1645 : i1
      llvm.cond_br %1646, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1647 = llvm.getelementptr %57[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1648 = llvm.ptrtoint %1647 : !llvm.ptr to i64
      %1649 = llvm.inttoptr %1648 : i64 to !llvm.ptr
      %1650 = llvm.load %1649 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1651 = llvm.getelementptr %458[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1652 = llvm.ptrtoint %1651 : !llvm.ptr<1> to i64
      %1653 = llvm.inttoptr %1652 : i64 to !llvm.ptr<1>
      llvm.store %1650, %1653 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1654 = llvm.add %971, %8 : i32
      %1655 = llvm.icmp "slt" %1654, %41 : i32
      %1656 = llvm.and %972, %1655 : i1
      llvm.cond_br %1656, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1657 = llvm.getelementptr %57[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1658 = llvm.ptrtoint %1657 : !llvm.ptr to i64
      %1659 = llvm.inttoptr %1658 : i64 to !llvm.ptr
      %1660 = llvm.load %1659 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1661 = llvm.getelementptr %458[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1662 = llvm.ptrtoint %1661 : !llvm.ptr<1> to i64
      %1663 = llvm.inttoptr %1662 : i64 to !llvm.ptr<1>
      llvm.store %1660, %1663 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1664 = llvm.and %991, %1645 : i1
      llvm.cond_br %1664, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1665 = llvm.getelementptr %57[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1666 = llvm.ptrtoint %1665 : !llvm.ptr to i64
      %1667 = llvm.inttoptr %1666 : i64 to !llvm.ptr
      %1668 = llvm.load %1667 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1669 = llvm.getelementptr %458[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1670 = llvm.ptrtoint %1669 : !llvm.ptr<1> to i64
      %1671 = llvm.inttoptr %1670 : i64 to !llvm.ptr<1>
      llvm.store %1668, %1671 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1672 = llvm.and %991, %1655 : i1
      llvm.cond_br %1672, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1673 = llvm.getelementptr %57[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1674 = llvm.ptrtoint %1673 : !llvm.ptr to i64
      %1675 = llvm.inttoptr %1674 : i64 to !llvm.ptr
      %1676 = llvm.load %1675 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1677 = llvm.getelementptr %458[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1678 = llvm.ptrtoint %1677 : !llvm.ptr<1> to i64
      %1679 = llvm.inttoptr %1678 : i64 to !llvm.ptr<1>
      llvm.store %1676, %1679 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1680 = llvm.and %1009, %1645 : i1
      llvm.cond_br %1680, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1681 = llvm.getelementptr %57[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1682 = llvm.ptrtoint %1681 : !llvm.ptr to i64
      %1683 = llvm.inttoptr %1682 : i64 to !llvm.ptr
      %1684 = llvm.load %1683 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1685 = llvm.getelementptr %458[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1686 = llvm.ptrtoint %1685 : !llvm.ptr<1> to i64
      %1687 = llvm.inttoptr %1686 : i64 to !llvm.ptr<1>
      llvm.store %1684, %1687 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1688 = llvm.and %1009, %1655 : i1
      llvm.cond_br %1688, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1689 = llvm.getelementptr %57[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1690 = llvm.ptrtoint %1689 : !llvm.ptr to i64
      %1691 = llvm.inttoptr %1690 : i64 to !llvm.ptr
      %1692 = llvm.load %1691 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1693 = llvm.getelementptr %458[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1694 = llvm.ptrtoint %1693 : !llvm.ptr<1> to i64
      %1695 = llvm.inttoptr %1694 : i64 to !llvm.ptr<1>
      llvm.store %1692, %1695 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1696 = llvm.and %1027, %1645 : i1
      llvm.cond_br %1696, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1697 = llvm.getelementptr %57[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1698 = llvm.ptrtoint %1697 : !llvm.ptr to i64
      %1699 = llvm.inttoptr %1698 : i64 to !llvm.ptr
      %1700 = llvm.load %1699 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1701 = llvm.getelementptr %458[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1702 = llvm.ptrtoint %1701 : !llvm.ptr<1> to i64
      %1703 = llvm.inttoptr %1702 : i64 to !llvm.ptr<1>
      llvm.store %1700, %1703 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1704 = llvm.and %1027, %1655 : i1
      llvm.cond_br %1704, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1705 = llvm.getelementptr %57[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1706 = llvm.ptrtoint %1705 : !llvm.ptr to i64
      %1707 = llvm.inttoptr %1706 : i64 to !llvm.ptr
      %1708 = llvm.load %1707 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1709 = llvm.getelementptr %458[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1710 = llvm.ptrtoint %1709 : !llvm.ptr<1> to i64
      %1711 = llvm.inttoptr %1710 : i64 to !llvm.ptr<1>
      llvm.store %1708, %1711 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1712 = llvm.and %1045, %1645 : i1
      llvm.cond_br %1712, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1713 = llvm.getelementptr %57[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1714 = llvm.ptrtoint %1713 : !llvm.ptr to i64
      %1715 = llvm.inttoptr %1714 : i64 to !llvm.ptr
      %1716 = llvm.load %1715 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1717 = llvm.getelementptr %458[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1718 = llvm.ptrtoint %1717 : !llvm.ptr<1> to i64
      %1719 = llvm.inttoptr %1718 : i64 to !llvm.ptr<1>
      llvm.store %1716, %1719 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1720 = llvm.and %1045, %1655 : i1
      llvm.cond_br %1720, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1721 = llvm.getelementptr %57[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1722 = llvm.ptrtoint %1721 : !llvm.ptr to i64
      %1723 = llvm.inttoptr %1722 : i64 to !llvm.ptr
      %1724 = llvm.load %1723 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1725 = llvm.getelementptr %458[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1726 = llvm.ptrtoint %1725 : !llvm.ptr<1> to i64
      %1727 = llvm.inttoptr %1726 : i64 to !llvm.ptr<1>
      llvm.store %1724, %1727 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1728 = llvm.and %1063, %1645 : i1
      llvm.cond_br %1728, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1729 = llvm.getelementptr %57[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1730 = llvm.ptrtoint %1729 : !llvm.ptr to i64
      %1731 = llvm.inttoptr %1730 : i64 to !llvm.ptr
      %1732 = llvm.load %1731 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1733 = llvm.getelementptr %458[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1734 = llvm.ptrtoint %1733 : !llvm.ptr<1> to i64
      %1735 = llvm.inttoptr %1734 : i64 to !llvm.ptr<1>
      llvm.store %1732, %1735 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1736 = llvm.and %1063, %1655 : i1
      llvm.cond_br %1736, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1737 = llvm.getelementptr %57[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1738 = llvm.ptrtoint %1737 : !llvm.ptr to i64
      %1739 = llvm.inttoptr %1738 : i64 to !llvm.ptr
      %1740 = llvm.load %1739 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1741 = llvm.getelementptr %458[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1742 = llvm.ptrtoint %1741 : !llvm.ptr<1> to i64
      %1743 = llvm.inttoptr %1742 : i64 to !llvm.ptr<1>
      llvm.store %1740, %1743 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1744 = llvm.and %1081, %1645 : i1
      llvm.cond_br %1744, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1745 = llvm.getelementptr %57[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1746 = llvm.ptrtoint %1745 : !llvm.ptr to i64
      %1747 = llvm.inttoptr %1746 : i64 to !llvm.ptr
      %1748 = llvm.load %1747 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1749 = llvm.getelementptr %458[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1750 = llvm.ptrtoint %1749 : !llvm.ptr<1> to i64
      %1751 = llvm.inttoptr %1750 : i64 to !llvm.ptr<1>
      llvm.store %1748, %1751 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1752 = llvm.and %1081, %1655 : i1
      llvm.cond_br %1752, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1753 = llvm.getelementptr %57[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1754 = llvm.ptrtoint %1753 : !llvm.ptr to i64
      %1755 = llvm.inttoptr %1754 : i64 to !llvm.ptr
      %1756 = llvm.load %1755 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1757 = llvm.getelementptr %458[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1758 = llvm.ptrtoint %1757 : !llvm.ptr<1> to i64
      %1759 = llvm.inttoptr %1758 : i64 to !llvm.ptr<1>
      llvm.store %1756, %1759 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1760 = llvm.and %1099, %1645 : i1
      llvm.cond_br %1760, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1761 = llvm.getelementptr %57[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1762 = llvm.ptrtoint %1761 : !llvm.ptr to i64
      %1763 = llvm.inttoptr %1762 : i64 to !llvm.ptr
      %1764 = llvm.load %1763 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1765 = llvm.getelementptr %458[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1766 = llvm.ptrtoint %1765 : !llvm.ptr<1> to i64
      %1767 = llvm.inttoptr %1766 : i64 to !llvm.ptr<1>
      llvm.store %1764, %1767 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1768 = llvm.and %1099, %1655 : i1
      llvm.cond_br %1768, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1769 = llvm.getelementptr %57[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1770 = llvm.ptrtoint %1769 : !llvm.ptr to i64
      %1771 = llvm.inttoptr %1770 : i64 to !llvm.ptr
      %1772 = llvm.load %1771 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1773 = llvm.getelementptr %458[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1774 = llvm.ptrtoint %1773 : !llvm.ptr<1> to i64
      %1775 = llvm.inttoptr %1774 : i64 to !llvm.ptr<1>
      llvm.store %1772, %1775 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1776 = llvm.add %971, %21 : i32
      %1777 = llvm.icmp "slt" %1776, %41 : i32
      %1778 = llvm.and %972, %1777 : i1
      llvm.cond_br %1778, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1779 = llvm.getelementptr %57[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1780 = llvm.ptrtoint %1779 : !llvm.ptr to i64
      %1781 = llvm.inttoptr %1780 : i64 to !llvm.ptr
      %1782 = llvm.load %1781 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1783 = llvm.getelementptr %458[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1784 = llvm.ptrtoint %1783 : !llvm.ptr<1> to i64
      %1785 = llvm.inttoptr %1784 : i64 to !llvm.ptr<1>
      llvm.store %1782, %1785 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1786 = llvm.add %971, %7 : i32
      %1787 = llvm.icmp "slt" %1786, %41 : i32
      %1788 = llvm.and %972, %1787 : i1
      llvm.cond_br %1788, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1789 = llvm.getelementptr %57[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1790 = llvm.ptrtoint %1789 : !llvm.ptr to i64
      %1791 = llvm.inttoptr %1790 : i64 to !llvm.ptr
      %1792 = llvm.load %1791 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1793 = llvm.getelementptr %458[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1794 = llvm.ptrtoint %1793 : !llvm.ptr<1> to i64
      %1795 = llvm.inttoptr %1794 : i64 to !llvm.ptr<1>
      llvm.store %1792, %1795 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1796 = llvm.and %991, %1777 : i1
      llvm.cond_br %1796, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1797 = llvm.getelementptr %57[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1798 = llvm.ptrtoint %1797 : !llvm.ptr to i64
      %1799 = llvm.inttoptr %1798 : i64 to !llvm.ptr
      %1800 = llvm.load %1799 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1801 = llvm.getelementptr %458[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1802 = llvm.ptrtoint %1801 : !llvm.ptr<1> to i64
      %1803 = llvm.inttoptr %1802 : i64 to !llvm.ptr<1>
      llvm.store %1800, %1803 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1804 = llvm.and %991, %1787 : i1
      llvm.cond_br %1804, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1805 = llvm.getelementptr %57[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1806 = llvm.ptrtoint %1805 : !llvm.ptr to i64
      %1807 = llvm.inttoptr %1806 : i64 to !llvm.ptr
      %1808 = llvm.load %1807 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1809 = llvm.getelementptr %458[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1810 = llvm.ptrtoint %1809 : !llvm.ptr<1> to i64
      %1811 = llvm.inttoptr %1810 : i64 to !llvm.ptr<1>
      llvm.store %1808, %1811 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1812 = llvm.and %1009, %1777 : i1
      llvm.cond_br %1812, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1813 = llvm.getelementptr %57[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1814 = llvm.ptrtoint %1813 : !llvm.ptr to i64
      %1815 = llvm.inttoptr %1814 : i64 to !llvm.ptr
      %1816 = llvm.load %1815 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1817 = llvm.getelementptr %458[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1818 = llvm.ptrtoint %1817 : !llvm.ptr<1> to i64
      %1819 = llvm.inttoptr %1818 : i64 to !llvm.ptr<1>
      llvm.store %1816, %1819 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1820 = llvm.and %1009, %1787 : i1
      llvm.cond_br %1820, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1821 = llvm.getelementptr %57[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1822 = llvm.ptrtoint %1821 : !llvm.ptr to i64
      %1823 = llvm.inttoptr %1822 : i64 to !llvm.ptr
      %1824 = llvm.load %1823 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1825 = llvm.getelementptr %458[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1826 = llvm.ptrtoint %1825 : !llvm.ptr<1> to i64
      %1827 = llvm.inttoptr %1826 : i64 to !llvm.ptr<1>
      llvm.store %1824, %1827 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1828 = llvm.and %1027, %1777 : i1
      llvm.cond_br %1828, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1829 = llvm.getelementptr %57[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1830 = llvm.ptrtoint %1829 : !llvm.ptr to i64
      %1831 = llvm.inttoptr %1830 : i64 to !llvm.ptr
      %1832 = llvm.load %1831 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1833 = llvm.getelementptr %458[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1834 = llvm.ptrtoint %1833 : !llvm.ptr<1> to i64
      %1835 = llvm.inttoptr %1834 : i64 to !llvm.ptr<1>
      llvm.store %1832, %1835 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1836 = llvm.and %1027, %1787 : i1
      llvm.cond_br %1836, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1837 = llvm.getelementptr %57[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1838 = llvm.ptrtoint %1837 : !llvm.ptr to i64
      %1839 = llvm.inttoptr %1838 : i64 to !llvm.ptr
      %1840 = llvm.load %1839 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1841 = llvm.getelementptr %458[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1842 = llvm.ptrtoint %1841 : !llvm.ptr<1> to i64
      %1843 = llvm.inttoptr %1842 : i64 to !llvm.ptr<1>
      llvm.store %1840, %1843 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1844 = llvm.and %1045, %1777 : i1
      llvm.cond_br %1844, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1845 = llvm.getelementptr %57[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1846 = llvm.ptrtoint %1845 : !llvm.ptr to i64
      %1847 = llvm.inttoptr %1846 : i64 to !llvm.ptr
      %1848 = llvm.load %1847 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1849 = llvm.getelementptr %458[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1850 = llvm.ptrtoint %1849 : !llvm.ptr<1> to i64
      %1851 = llvm.inttoptr %1850 : i64 to !llvm.ptr<1>
      llvm.store %1848, %1851 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1852 = llvm.and %1045, %1787 : i1
      llvm.cond_br %1852, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1853 = llvm.getelementptr %57[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1854 = llvm.ptrtoint %1853 : !llvm.ptr to i64
      %1855 = llvm.inttoptr %1854 : i64 to !llvm.ptr
      %1856 = llvm.load %1855 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1857 = llvm.getelementptr %458[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1858 = llvm.ptrtoint %1857 : !llvm.ptr<1> to i64
      %1859 = llvm.inttoptr %1858 : i64 to !llvm.ptr<1>
      llvm.store %1856, %1859 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1860 = llvm.and %1063, %1777 : i1
      llvm.cond_br %1860, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1861 = llvm.getelementptr %57[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1862 = llvm.ptrtoint %1861 : !llvm.ptr to i64
      %1863 = llvm.inttoptr %1862 : i64 to !llvm.ptr
      %1864 = llvm.load %1863 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1865 = llvm.getelementptr %458[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1866 = llvm.ptrtoint %1865 : !llvm.ptr<1> to i64
      %1867 = llvm.inttoptr %1866 : i64 to !llvm.ptr<1>
      llvm.store %1864, %1867 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1868 = llvm.and %1063, %1787 : i1
      llvm.cond_br %1868, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1869 = llvm.getelementptr %57[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1870 = llvm.ptrtoint %1869 : !llvm.ptr to i64
      %1871 = llvm.inttoptr %1870 : i64 to !llvm.ptr
      %1872 = llvm.load %1871 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1873 = llvm.getelementptr %458[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1874 = llvm.ptrtoint %1873 : !llvm.ptr<1> to i64
      %1875 = llvm.inttoptr %1874 : i64 to !llvm.ptr<1>
      llvm.store %1872, %1875 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1876 = llvm.and %1081, %1777 : i1
      llvm.cond_br %1876, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1877 = llvm.getelementptr %57[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1878 = llvm.ptrtoint %1877 : !llvm.ptr to i64
      %1879 = llvm.inttoptr %1878 : i64 to !llvm.ptr
      %1880 = llvm.load %1879 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1881 = llvm.getelementptr %458[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1882 = llvm.ptrtoint %1881 : !llvm.ptr<1> to i64
      %1883 = llvm.inttoptr %1882 : i64 to !llvm.ptr<1>
      llvm.store %1880, %1883 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1884 = llvm.and %1081, %1787 : i1
      llvm.cond_br %1884, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1885 = llvm.getelementptr %57[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1886 = llvm.ptrtoint %1885 : !llvm.ptr to i64
      %1887 = llvm.inttoptr %1886 : i64 to !llvm.ptr
      %1888 = llvm.load %1887 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1889 = llvm.getelementptr %458[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1890 = llvm.ptrtoint %1889 : !llvm.ptr<1> to i64
      %1891 = llvm.inttoptr %1890 : i64 to !llvm.ptr<1>
      llvm.store %1888, %1891 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %1892 = llvm.and %1099, %1777 : i1
      llvm.cond_br %1892, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1893 = llvm.getelementptr %57[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1894 = llvm.ptrtoint %1893 : !llvm.ptr to i64
      %1895 = llvm.inttoptr %1894 : i64 to !llvm.ptr
      %1896 = llvm.load %1895 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1897 = llvm.getelementptr %458[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1898 = llvm.ptrtoint %1897 : !llvm.ptr<1> to i64
      %1899 = llvm.inttoptr %1898 : i64 to !llvm.ptr<1>
      llvm.store %1896, %1899 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %1900 = llvm.and %1099, %1787 : i1
      llvm.cond_br %1900, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1901 = llvm.getelementptr %57[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1902 = llvm.ptrtoint %1901 : !llvm.ptr to i64
      %1903 = llvm.inttoptr %1902 : i64 to !llvm.ptr
      %1904 = llvm.load %1903 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1905 = llvm.getelementptr %458[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1906 = llvm.ptrtoint %1905 : !llvm.ptr<1> to i64
      %1907 = llvm.inttoptr %1906 : i64 to !llvm.ptr<1>
      llvm.store %1904, %1907 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %1908 = llvm.add %971, %20 : i32
      %1909 = llvm.icmp "slt" %1908, %41 : i32
      %1910 = llvm.and %972, %1909 : i1
      llvm.cond_br %1910, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1911 = llvm.getelementptr %57[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1912 = llvm.ptrtoint %1911 : !llvm.ptr to i64
      %1913 = llvm.inttoptr %1912 : i64 to !llvm.ptr
      %1914 = llvm.load %1913 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1915 = llvm.getelementptr %458[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1916 = llvm.ptrtoint %1915 : !llvm.ptr<1> to i64
      %1917 = llvm.inttoptr %1916 : i64 to !llvm.ptr<1>
      llvm.store %1914, %1917 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %1918 = llvm.add %971, %6 : i32
      %1919 = llvm.icmp "slt" %1918, %41 : i32
      %1920 = llvm.and %972, %1919 : i1
      llvm.cond_br %1920, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1921 = llvm.getelementptr %57[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1922 = llvm.ptrtoint %1921 : !llvm.ptr to i64
      %1923 = llvm.inttoptr %1922 : i64 to !llvm.ptr
      %1924 = llvm.load %1923 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1925 = llvm.getelementptr %458[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1926 = llvm.ptrtoint %1925 : !llvm.ptr<1> to i64
      %1927 = llvm.inttoptr %1926 : i64 to !llvm.ptr<1>
      llvm.store %1924, %1927 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %1928 = llvm.and %991, %1909 : i1
      llvm.cond_br %1928, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1929 = llvm.getelementptr %57[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1930 = llvm.ptrtoint %1929 : !llvm.ptr to i64
      %1931 = llvm.inttoptr %1930 : i64 to !llvm.ptr
      %1932 = llvm.load %1931 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1933 = llvm.getelementptr %458[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1934 = llvm.ptrtoint %1933 : !llvm.ptr<1> to i64
      %1935 = llvm.inttoptr %1934 : i64 to !llvm.ptr<1>
      llvm.store %1932, %1935 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %1936 = llvm.and %991, %1919 : i1
      llvm.cond_br %1936, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1937 = llvm.getelementptr %57[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1938 = llvm.ptrtoint %1937 : !llvm.ptr to i64
      %1939 = llvm.inttoptr %1938 : i64 to !llvm.ptr
      %1940 = llvm.load %1939 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1941 = llvm.getelementptr %458[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1942 = llvm.ptrtoint %1941 : !llvm.ptr<1> to i64
      %1943 = llvm.inttoptr %1942 : i64 to !llvm.ptr<1>
      llvm.store %1940, %1943 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %1944 = llvm.and %1009, %1909 : i1
      llvm.cond_br %1944, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1945 = llvm.getelementptr %57[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1946 = llvm.ptrtoint %1945 : !llvm.ptr to i64
      %1947 = llvm.inttoptr %1946 : i64 to !llvm.ptr
      %1948 = llvm.load %1947 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1949 = llvm.getelementptr %458[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1950 = llvm.ptrtoint %1949 : !llvm.ptr<1> to i64
      %1951 = llvm.inttoptr %1950 : i64 to !llvm.ptr<1>
      llvm.store %1948, %1951 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %1952 = llvm.and %1009, %1919 : i1
      llvm.cond_br %1952, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1953 = llvm.getelementptr %57[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1954 = llvm.ptrtoint %1953 : !llvm.ptr to i64
      %1955 = llvm.inttoptr %1954 : i64 to !llvm.ptr
      %1956 = llvm.load %1955 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1957 = llvm.getelementptr %458[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1958 = llvm.ptrtoint %1957 : !llvm.ptr<1> to i64
      %1959 = llvm.inttoptr %1958 : i64 to !llvm.ptr<1>
      llvm.store %1956, %1959 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %1960 = llvm.and %1027, %1909 : i1
      llvm.cond_br %1960, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1961 = llvm.getelementptr %57[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1962 = llvm.ptrtoint %1961 : !llvm.ptr to i64
      %1963 = llvm.inttoptr %1962 : i64 to !llvm.ptr
      %1964 = llvm.load %1963 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1965 = llvm.getelementptr %458[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1966 = llvm.ptrtoint %1965 : !llvm.ptr<1> to i64
      %1967 = llvm.inttoptr %1966 : i64 to !llvm.ptr<1>
      llvm.store %1964, %1967 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %1968 = llvm.and %1027, %1919 : i1
      llvm.cond_br %1968, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1969 = llvm.getelementptr %57[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1970 = llvm.ptrtoint %1969 : !llvm.ptr to i64
      %1971 = llvm.inttoptr %1970 : i64 to !llvm.ptr
      %1972 = llvm.load %1971 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1973 = llvm.getelementptr %458[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1974 = llvm.ptrtoint %1973 : !llvm.ptr<1> to i64
      %1975 = llvm.inttoptr %1974 : i64 to !llvm.ptr<1>
      llvm.store %1972, %1975 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %1976 = llvm.and %1045, %1909 : i1
      llvm.cond_br %1976, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1977 = llvm.getelementptr %57[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1978 = llvm.ptrtoint %1977 : !llvm.ptr to i64
      %1979 = llvm.inttoptr %1978 : i64 to !llvm.ptr
      %1980 = llvm.load %1979 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1981 = llvm.getelementptr %458[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1982 = llvm.ptrtoint %1981 : !llvm.ptr<1> to i64
      %1983 = llvm.inttoptr %1982 : i64 to !llvm.ptr<1>
      llvm.store %1980, %1983 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %1984 = llvm.and %1045, %1919 : i1
      llvm.cond_br %1984, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1985 = llvm.getelementptr %57[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1986 = llvm.ptrtoint %1985 : !llvm.ptr to i64
      %1987 = llvm.inttoptr %1986 : i64 to !llvm.ptr
      %1988 = llvm.load %1987 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1989 = llvm.getelementptr %458[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1990 = llvm.ptrtoint %1989 : !llvm.ptr<1> to i64
      %1991 = llvm.inttoptr %1990 : i64 to !llvm.ptr<1>
      llvm.store %1988, %1991 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %1992 = llvm.and %1063, %1909 : i1
      llvm.cond_br %1992, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1993 = llvm.getelementptr %57[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1994 = llvm.ptrtoint %1993 : !llvm.ptr to i64
      %1995 = llvm.inttoptr %1994 : i64 to !llvm.ptr
      %1996 = llvm.load %1995 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1997 = llvm.getelementptr %458[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1998 = llvm.ptrtoint %1997 : !llvm.ptr<1> to i64
      %1999 = llvm.inttoptr %1998 : i64 to !llvm.ptr<1>
      llvm.store %1996, %1999 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2000 = llvm.and %1063, %1919 : i1
      llvm.cond_br %2000, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2001 = llvm.getelementptr %57[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %2002 = llvm.ptrtoint %2001 : !llvm.ptr to i64
      %2003 = llvm.inttoptr %2002 : i64 to !llvm.ptr
      %2004 = llvm.load %2003 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2005 = llvm.getelementptr %458[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2006 = llvm.ptrtoint %2005 : !llvm.ptr<1> to i64
      %2007 = llvm.inttoptr %2006 : i64 to !llvm.ptr<1>
      llvm.store %2004, %2007 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2008 = llvm.and %1081, %1909 : i1
      llvm.cond_br %2008, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2009 = llvm.getelementptr %57[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %2010 = llvm.ptrtoint %2009 : !llvm.ptr to i64
      %2011 = llvm.inttoptr %2010 : i64 to !llvm.ptr
      %2012 = llvm.load %2011 {alignment = 16 : i64} : !llvm.ptr -> f32
      %2013 = llvm.getelementptr %458[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2014 = llvm.ptrtoint %2013 : !llvm.ptr<1> to i64
      %2015 = llvm.inttoptr %2014 : i64 to !llvm.ptr<1>
      llvm.store %2012, %2015 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2016 = llvm.and %1081, %1919 : i1
      llvm.cond_br %2016, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2017 = llvm.getelementptr %57[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %2018 = llvm.ptrtoint %2017 : !llvm.ptr to i64
      %2019 = llvm.inttoptr %2018 : i64 to !llvm.ptr
      %2020 = llvm.load %2019 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2021 = llvm.getelementptr %458[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2022 = llvm.ptrtoint %2021 : !llvm.ptr<1> to i64
      %2023 = llvm.inttoptr %2022 : i64 to !llvm.ptr<1>
      llvm.store %2020, %2023 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2024 = llvm.and %1099, %1909 : i1
      llvm.cond_br %2024, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2025 = llvm.getelementptr %57[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %2026 = llvm.ptrtoint %2025 : !llvm.ptr to i64
      %2027 = llvm.inttoptr %2026 : i64 to !llvm.ptr
      %2028 = llvm.load %2027 {alignment = 8 : i64} : !llvm.ptr -> f32
      %2029 = llvm.getelementptr %458[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2030 = llvm.ptrtoint %2029 : !llvm.ptr<1> to i64
      %2031 = llvm.inttoptr %2030 : i64 to !llvm.ptr<1>
      llvm.store %2028, %2031 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2032 = llvm.and %1099, %1919 : i1
      llvm.cond_br %2032, ^bb337, ^bb81
    ^bb337:  // pred: ^bb336
      %2033 = llvm.getelementptr %57[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %2034 = llvm.ptrtoint %2033 : !llvm.ptr to i64
      %2035 = llvm.inttoptr %2034 : i64 to !llvm.ptr
      %2036 = llvm.load %2035 {alignment = 4 : i64} : !llvm.ptr -> f32
      %2037 = llvm.getelementptr %458[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %2038 = llvm.ptrtoint %2037 : !llvm.ptr<1> to i64
      %2039 = llvm.inttoptr %2038 : i64 to !llvm.ptr<1>
      llvm.store %2036, %2039 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb81
    ^bb338:  // pred: ^bb81
      llvm.return
    }
    llvm.func @kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(3144000 : i32) : i32
      %1 = llvm.mlir.constant(2096000 : i32) : i32
      %2 = llvm.mlir.constant(-1 : i32) : i32
      %3 = llvm.mlir.constant(false) : i1
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(1048 : i32) : i32
      %7 = llvm.mlir.constant(1048000 : i32) : i32
      %8 = llvm.mlir.constant(256 : i32) : i32
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %10 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %11 = llvm.mul %10, %8 : i32
      %12 = llvm.add %11, %9 : i32
      %13 = llvm.icmp "slt" %12, %7 : i32
      llvm.cond_br %13, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %14 = llvm.sdiv %12, %6 : i32
      %15 = llvm.mul %14, %6 : i32
      %16 = llvm.icmp "ne" %12, %15 : i32
      %17 = llvm.icmp "slt" %12, %4 : i32
      %18 = llvm.icmp "ne" %17, %3 : i1
      %19 = llvm.and %16, %18 : i1
      %20 = llvm.add %14, %2 : i32
      %21 = llvm.select %19, %20, %14 : i1, i32
      %22 = llvm.mul %21, %6 : i32
      %23 = llvm.sub %12, %22 : i32
      %24 = llvm.add %22, %23 : i32
      %25 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %26 = llvm.getelementptr %25[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %27 = llvm.ptrtoint %26 : !llvm.ptr<1> to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %30 = llvm.fadd %29, %5 : f32
      %31 = llvm.add %22, %7 : i32
      %32 = llvm.add %31, %23 : i32
      %33 = llvm.getelementptr %25[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %34 = llvm.ptrtoint %33 : !llvm.ptr<1> to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = llvm.load %35 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %37 = llvm.fadd %30, %36 : f32
      %38 = llvm.add %22, %1 : i32
      %39 = llvm.add %38, %23 : i32
      %40 = llvm.getelementptr %25[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %41 = llvm.ptrtoint %40 : !llvm.ptr<1> to i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<1>
      %43 = llvm.load %42 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %44 = llvm.fadd %37, %43 : f32
      %45 = llvm.add %22, %0 : i32
      %46 = llvm.add %45, %23 : i32
      %47 = llvm.getelementptr %25[%46] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %48 = llvm.ptrtoint %47 : !llvm.ptr<1> to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %50 = llvm.load %49 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %51 = llvm.fadd %44, %50 : f32
      %52 = llvm.fptrunc %51 : f32 to bf16
      %53 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %54 = llvm.getelementptr %53[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %55 = llvm.ptrtoint %54 : !llvm.ptr<1> to i64
      %56 = llvm.inttoptr %55 : i64 to !llvm.ptr<1>
      llvm.store %52, %56 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_spli_ha212339c(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_6960aa
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(98304 : i64) : i64
    %8 = llvm.mlir.constant(4094 : i32) : i32
    %9 = llvm.mlir.constant(256 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(4 : i32) : i32
    %12 = llvm.mlir.constant(72 : i32) : i32
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.mlir.constant(128 : i32) : i32
    %15 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %16 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %17 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %18 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %16, %5[0] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %15, %19[1] : !llvm_struct_6960aa
    %21 = llvm.insertvalue %17, %5[0] : !llvm_struct_6960aa
    %22 = llvm.insertvalue %15, %21[1] : !llvm_struct_6960aa
    %23 = llvm.insertvalue %18, %5[0] : !llvm_struct_6960aa
    %24 = llvm.insertvalue %15, %23[1] : !llvm_struct_6960aa
    %25 = llvm.alloca %13 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %26 = llvm.alloca %13 x !llvm_array_cd3749 : (i32) -> !llvm.ptr
    %27 = llvm.getelementptr %25[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %26, %27 : !llvm.ptr, !llvm.ptr
    %28 = llvm.getelementptr %25[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %14, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %25[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %25[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %25[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %31 : i64, !llvm.ptr
    %32 = llvm.getelementptr %25[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %12, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %25[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %25[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %34 : i32, !llvm.ptr
    %35 = llvm.getelementptr %25[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %35 : i32, !llvm.ptr
    %36 = llvm.getelementptr %25[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg4, %36 : !llvm.ptr, !llvm.ptr
    %37 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %38 = llvm.getelementptr %37[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %25, %38 : !llvm.ptr, !llvm.ptr
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    %40 = llvm.getelementptr %39[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %41 = llvm.load %40 : !llvm.ptr -> i32
    %42 = llvm.getelementptr %39[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %43 = llvm.load %42 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%10 : i32)
  ^bb1(%44: i32):  // 2 preds: ^bb3, ^bb5
    %45 = llvm.getelementptr %43[%44] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %46 = llvm.getelementptr %45[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %46 : i32, !llvm.ptr
    %47 = llvm.getelementptr %45[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %10, %47 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 4 preds: ^bb4, ^bb11, ^bb18, ^bb25
    %48 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %49 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %50 = llvm.call @printf(%49, %48) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %51 = llvm.add %41, %13 : i32
    llvm.store %51, %40 : i32, !llvm.ptr
    llvm.br ^bb1(%41 : i32)
  ^bb4:  // pred: ^bb7
    %52 = llvm.icmp "uge" %41, %1 : i32
    llvm.cond_br %52, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%58 : i32)
  ^bb6:  // pred: ^bb7
    %53 = llvm.getelementptr %43[%58] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %55 = llvm.load %54 : !llvm.ptr -> i32
    %56 = llvm.icmp "eq" %55, %4 : i32
    %57 = llvm.add %58, %13 : i32
    llvm.cond_br %56, ^bb5, ^bb7(%57 : i32)
  ^bb7(%58: i32):  // 2 preds: ^bb0, ^bb6
    %59 = llvm.icmp "uge" %58, %41 : i32
    llvm.cond_br %59, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %60 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    %61 = llvm.getelementptr %60[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %62 = llvm.load %61 : !llvm.ptr -> i32
    %63 = llvm.getelementptr %60[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %64 = llvm.load %63 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%10 : i32)
  ^bb9(%65: i32):  // 2 preds: ^bb10, ^bb12
    %66 = llvm.getelementptr %64[%65] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %67 = llvm.getelementptr %66[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %67 : i32, !llvm.ptr
    %68 = llvm.getelementptr %66[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %10, %68 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %69 = llvm.add %62, %13 : i32
    llvm.store %69, %61 : i32, !llvm.ptr
    llvm.br ^bb9(%62 : i32)
  ^bb11:  // pred: ^bb14
    %70 = llvm.icmp "uge" %62, %1 : i32
    llvm.cond_br %70, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%76 : i32)
  ^bb13:  // pred: ^bb14
    %71 = llvm.getelementptr %64[%76] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %72 = llvm.getelementptr %71[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %73 = llvm.load %72 : !llvm.ptr -> i32
    %74 = llvm.icmp "eq" %73, %0 : i32
    %75 = llvm.add %76, %13 : i32
    llvm.cond_br %74, ^bb12, ^bb14(%75 : i32)
  ^bb14(%76: i32):  // 2 preds: ^bb8, ^bb13
    %77 = llvm.icmp "uge" %76, %62 : i32
    llvm.cond_br %77, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %78 = builtin.unrealized_conversion_cast %37 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %79 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h66db60eb_1<%78> (%20, %22, %24) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %80 = builtin.unrealized_conversion_cast %79 : !cuda.result to i32
    cuda.return_if_error %80 : i32
    %81 = llvm.alloca %13 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %82 = llvm.alloca %13 x !llvm_array_cd3749 : (i32) -> !llvm.ptr
    %83 = llvm.getelementptr %81[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %82, %83 : !llvm.ptr, !llvm.ptr
    %84 = llvm.getelementptr %81[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %84 : i32, !llvm.ptr
    %85 = llvm.getelementptr %81[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %85 : i32, !llvm.ptr
    %86 = llvm.getelementptr %81[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %86 : i32, !llvm.ptr
    %87 = llvm.getelementptr %81[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %87 : i64, !llvm.ptr
    %88 = llvm.getelementptr %81[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %88 : i32, !llvm.ptr
    %89 = llvm.getelementptr %81[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %89 : i32, !llvm.ptr
    %90 = llvm.getelementptr %81[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %13, %90 : i32, !llvm.ptr
    %91 = llvm.getelementptr %81[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %91 : i32, !llvm.ptr
    %92 = llvm.getelementptr %81[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg4, %92 : !llvm.ptr, !llvm.ptr
    %93 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %94 = llvm.getelementptr %93[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %81, %94 : !llvm.ptr, !llvm.ptr
    %95 = llvm.load %94 : !llvm.ptr -> !llvm.ptr
    %96 = llvm.getelementptr %95[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %97 = llvm.load %96 : !llvm.ptr -> i32
    %98 = llvm.getelementptr %95[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %99 = llvm.load %98 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb21(%10 : i32)
  ^bb16(%100: i32):  // 2 preds: ^bb17, ^bb19
    %101 = llvm.getelementptr %99[%100] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %102 = llvm.getelementptr %101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %102 : i32, !llvm.ptr
    %103 = llvm.getelementptr %101[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %10, %103 : i32, !llvm.ptr
    llvm.br ^bb22
  ^bb17:  // pred: ^bb18
    %104 = llvm.add %97, %13 : i32
    llvm.store %104, %96 : i32, !llvm.ptr
    llvm.br ^bb16(%97 : i32)
  ^bb18:  // pred: ^bb21
    %105 = llvm.icmp "uge" %97, %1 : i32
    llvm.cond_br %105, ^bb2, ^bb17
  ^bb19:  // pred: ^bb20
    llvm.br ^bb16(%111 : i32)
  ^bb20:  // pred: ^bb21
    %106 = llvm.getelementptr %99[%111] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %107 = llvm.getelementptr %106[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %108 = llvm.load %107 : !llvm.ptr -> i32
    %109 = llvm.icmp "eq" %108, %4 : i32
    %110 = llvm.add %111, %13 : i32
    llvm.cond_br %109, ^bb19, ^bb21(%110 : i32)
  ^bb21(%111: i32):  // 2 preds: ^bb15, ^bb20
    %112 = llvm.icmp "uge" %111, %97 : i32
    llvm.cond_br %112, ^bb18, ^bb20
  ^bb22:  // pred: ^bb16
    %113 = llvm.load %94 : !llvm.ptr -> !llvm.ptr
    %114 = llvm.getelementptr %113[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %115 = llvm.load %114 : !llvm.ptr -> i32
    %116 = llvm.getelementptr %113[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %117 = llvm.load %116 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb28(%10 : i32)
  ^bb23(%118: i32):  // 2 preds: ^bb24, ^bb26
    %119 = llvm.getelementptr %117[%118] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %120 = llvm.getelementptr %119[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %120 : i32, !llvm.ptr
    %121 = llvm.getelementptr %119[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %10, %121 : i32, !llvm.ptr
    llvm.br ^bb29
  ^bb24:  // pred: ^bb25
    %122 = llvm.add %115, %13 : i32
    llvm.store %122, %114 : i32, !llvm.ptr
    llvm.br ^bb23(%115 : i32)
  ^bb25:  // pred: ^bb28
    %123 = llvm.icmp "uge" %115, %1 : i32
    llvm.cond_br %123, ^bb2, ^bb24
  ^bb26:  // pred: ^bb27
    llvm.br ^bb23(%129 : i32)
  ^bb27:  // pred: ^bb28
    %124 = llvm.getelementptr %117[%129] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %125 = llvm.getelementptr %124[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %126 = llvm.load %125 : !llvm.ptr -> i32
    %127 = llvm.icmp "eq" %126, %0 : i32
    %128 = llvm.add %129, %13 : i32
    llvm.cond_br %127, ^bb26, ^bb28(%128 : i32)
  ^bb28(%129: i32):  // 2 preds: ^bb22, ^bb27
    %130 = llvm.icmp "uge" %129, %115 : i32
    llvm.cond_br %130, ^bb25, ^bb27
  ^bb29:  // pred: ^bb23
    %131 = builtin.unrealized_conversion_cast %93 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %132 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h4dc3a317_0<%131> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %133 = builtin.unrealized_conversion_cast %132 : !cuda.result to i32
    cuda.return_if_error %133 : i32
    llvm.return %10 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_ha125a506(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_spli_ha212339c(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
