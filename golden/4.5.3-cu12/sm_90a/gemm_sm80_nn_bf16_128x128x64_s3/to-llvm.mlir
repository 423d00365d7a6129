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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %14 = llvm.mlir.constant(33536 : i32) : i32
      %15 = llvm.mlir.constant(8384 : i32) : i32
      %16 = llvm.mlir.constant(64000 : i32) : i32
      %17 = llvm.mlir.constant(8320 : i32) : i32
      %18 = llvm.mlir.constant(8000 : i32) : i32
      %19 = llvm.mlir.constant(8192 : i32) : i32
      %20 = llvm.mlir.constant(6144 : i32) : i32
      %21 = llvm.mlir.constant(4096 : i32) : i32
      %22 = llvm.mlir.constant(2048 : i32) : i32
      %23 = llvm.mlir.constant(56 : i32) : i32
      %24 = llvm.mlir.constant(40 : i32) : i32
      %25 = llvm.mlir.constant(24 : i32) : i32
      %26 = llvm.mlir.constant(112 : i32) : i32
      %27 = llvm.mlir.constant(96 : i32) : i32
      %28 = llvm.mlir.constant(80 : i32) : i32
      %29 = llvm.mlir.constant(48 : i32) : i32
      %30 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %31 = llvm.mlir.constant(-56 : i32) : i32
      %32 = llvm.mlir.constant(134144 : i32) : i32
      %33 = llvm.mlir.constant(1048000 : i32) : i32
      %34 = llvm.mlir.constant(66560 : i32) : i32
      %35 = llvm.mlir.constant(544960 : i32) : i32
      %36 = llvm.mlir.constant(520000 : i32) : i32
      %37 = llvm.mlir.constant(-1 : i32) : i32
      %38 = llvm.mlir.constant(false) : i1
      %39 = llvm.mlir.constant(72 : i32) : i32
      %40 = llvm.mlir.constant(-16 : i64) : i64
      %41 = llvm.mlir.constant(16 : i32) : i32
      %42 = llvm.mlir.constant(1000 : i32) : i32
      %43 = llvm.mlir.constant(64 : i32) : i32
      %44 = llvm.mlir.constant(512 : i32) : i32
      %45 = llvm.mlir.constant(448 : i32) : i32
      %46 = llvm.mlir.constant(520 : i32) : i32
      %47 = llvm.mlir.constant(0 : i8) : i8
      %48 = llvm.mlir.constant(32 : i32) : i32
      %49 = llvm.mlir.constant(4 : i32) : i32
      %50 = llvm.mlir.constant(1048 : i32) : i32
      %51 = llvm.mlir.constant(16768 : i32) : i32
      %52 = llvm.mlir.constant(1024 : i32) : i32
      %53 = llvm.mlir.constant(256 : i32) : i32
      %54 = llvm.mlir.constant(-32 : i32) : i32
      %55 = llvm.mlir.constant(-16 : i32) : i32
      %56 = llvm.mlir.constant(0 : i32) : i32
      %57 = llvm.mlir.constant(2 : i32) : i32
      %58 = llvm.mlir.constant(3 : i32) : i32
      %59 = llvm.mlir.constant(9 : i32) : i32
      %60 = llvm.mlir.constant(15 : i64) : i64
      %61 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %62 = llvm.mlir.constant(8 : i32) : i32
      %63 = llvm.mlir.constant(128 : i32) : i32
      %64 = llvm.mlir.constant(1 : i32) : i32
      %65 = llvm.alloca %63 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %63 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %63 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %63 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %62 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %62 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %62 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.alloca %64 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %73 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %74 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %75 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %76 = llvm.sdiv %74, %39 : i32
      %77 = llvm.mul %76, %39 : i32
      %78 = llvm.icmp "ne" %74, %77 : i32
      %79 = llvm.icmp "slt" %74, %56 : i32
      %80 = llvm.icmp "ne" %79, %38 : i1
      %81 = llvm.and %78, %80 : i1
      %82 = llvm.add %76, %37 : i32
      %83 = llvm.select %81, %82, %76 : i1, i32
      %84 = llvm.mul %83, %62 : i32
      %85 = llvm.sub %62, %84 : i32
      %86 = llvm.icmp "slt" %85, %62 : i32
      %87 = llvm.select %86, %85, %62 : i1, i32
      %88 = llvm.mul %83, %39 : i32
      %89 = llvm.sub %74, %88 : i32
      %90 = llvm.srem %89, %87 : i32
      %91 = llvm.add %84, %90 : i32
      %92 = llvm.sdiv %89, %87 : i32
      %93 = llvm.mul %92, %87 : i32
      %94 = llvm.icmp "ne" %89, %93 : i32
      %95 = llvm.icmp "slt" %89, %56 : i32
      %96 = llvm.icmp "slt" %87, %56 : i32
      %97 = llvm.icmp "ne" %95, %96 : i1
      %98 = llvm.and %94, %97 : i1
      %99 = llvm.add %92, %37 : i32
      %100 = llvm.select %98, %99, %92 : i1, i32
      %101 = llvm.mul %75, %36 : i32
      %102 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %103 = llvm.getelementptr %102[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %104 = llvm.mul %91, %63 : i32
      %105 = llvm.getelementptr %103[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %106 = llvm.mul %75, %35 : i32
      %107 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %108 = llvm.getelementptr %107[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %109 = llvm.mul %100, %34 : i32
      %110 = llvm.getelementptr %108[%109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %111 = llvm.mul %75, %33 : i32
      %112 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %113 = llvm.getelementptr %112[%111] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %114 = llvm.mul %91, %32 : i32
      %115 = llvm.mul %100, %63 : i32
      %116 = llvm.add %114, %115 : i32
      %117 = llvm.getelementptr %113[%116] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %118 = llvm.getelementptr %105[-56000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %119 = llvm.getelementptr %110[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %120 = llvm.ptrtoint %119 : !llvm.ptr<1> to i64
      %121 = llvm.add %120, %60 : i64
      %122 = llvm.and %121, %40 : i64
      %123 = llvm.inttoptr %122 : i64 to !llvm.ptr<1>
      %124 = llvm.getelementptr %30[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %125 = llvm.sdiv %73, %41 : i32
      %126 = llvm.srem %73, %41 : i32
      %127 = llvm.mul %126, %62 : i32
      %128 = llvm.mul %125, %42 : i32
      %129 = llvm.add %127, %128 : i32
      %130 = llvm.getelementptr %118[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %131 = llvm.sdiv %73, %62 : i32
      %132 = llvm.srem %73, %62 : i32
      %133 = llvm.mul %132, %62 : i32
      %134 = llvm.sdiv %131, %57 : i32
      %135 = llvm.mul %134, %43 : i32
      %136 = llvm.add %133, %135 : i32
      %137 = llvm.srem %131, %57 : i32
      %138 = llvm.mul %137, %44 : i32
      %139 = llvm.and %136, %45 : i32
      %140 = llvm.ashr %139, %58 : i32
      %141 = llvm.xor %136, %140 : i32
      %142 = llvm.add %141, %138 : i32
      %143 = llvm.getelementptr %30[%142] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %144 = llvm.add %104, %127 : i32
      %145 = llvm.add %125, %31 : i32
      %146 = llvm.mul %131, %46 : i32
      %147 = llvm.add %133, %146 : i32
      %148 = llvm.getelementptr %123[%147] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %149 = llvm.srem %131, %62 : i32
      %150 = llvm.mul %149, %43 : i32
      %151 = llvm.add %133, %150 : i32
      %152 = llvm.sdiv %131, %62 : i32
      %153 = llvm.mul %152, %44 : i32
      %154 = llvm.and %151, %45 : i32
      %155 = llvm.ashr %154, %58 : i32
      %156 = llvm.xor %151, %155 : i32
      %157 = llvm.add %156, %153 : i32
      %158 = llvm.getelementptr %124[%157] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %159 = llvm.add %115, %131 : i32
      %160 = llvm.add %133, %31 : i32
      %161 = llvm.icmp "slt" %144, %42 : i32
      %162 = llvm.zext %161 : i1 to i8
      %163 = llvm.ptrtoint %72 : !llvm.ptr to i64
      %164 = llvm.inttoptr %163 : i64 to !llvm.ptr
      llvm.store %162, %164 {alignment = 32 : i64} : i8, !llvm.ptr
      %165 = llvm.icmp "slt" %159, %50 : i32
      %166 = llvm.zext %165 : i1 to i8
      %167 = llvm.ptrtoint %71 : !llvm.ptr to i64
      %168 = llvm.inttoptr %167 : i64 to !llvm.ptr
      llvm.store %166, %168 {alignment = 32 : i64} : i8, !llvm.ptr
      %169 = llvm.add %159, %41 : i32
      %170 = llvm.icmp "slt" %169, %50 : i32
      %171 = llvm.zext %170 : i1 to i8
      %172 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %173 = llvm.ptrtoint %172 : !llvm.ptr to i64
      %174 = llvm.inttoptr %173 : i64 to !llvm.ptr
      llvm.store %171, %174 {alignment = 1 : i64} : i8, !llvm.ptr
      %175 = llvm.add %159, %48 : i32
      %176 = llvm.icmp "slt" %175, %50 : i32
      %177 = llvm.zext %176 : i1 to i8
      %178 = llvm.getelementptr %71[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %179 = llvm.ptrtoint %178 : !llvm.ptr to i64
      %180 = llvm.inttoptr %179 : i64 to !llvm.ptr
      llvm.store %177, %180 {alignment = 2 : i64} : i8, !llvm.ptr
      %181 = llvm.add %159, %29 : i32
      %182 = llvm.icmp "slt" %181, %50 : i32
      %183 = llvm.zext %182 : i1 to i8
      %184 = llvm.getelementptr %71[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %185 = llvm.ptrtoint %184 : !llvm.ptr to i64
      %186 = llvm.inttoptr %185 : i64 to !llvm.ptr
      llvm.store %183, %186 {alignment = 1 : i64} : i8, !llvm.ptr
      %187 = llvm.add %159, %43 : i32
      %188 = llvm.icmp "slt" %187, %50 : i32
      %189 = llvm.zext %188 : i1 to i8
      %190 = llvm.getelementptr %71[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %191 = llvm.ptrtoint %190 : !llvm.ptr to i64
      %192 = llvm.inttoptr %191 : i64 to !llvm.ptr
      llvm.store %189, %192 {alignment = 4 : i64} : i8, !llvm.ptr
      %193 = llvm.add %159, %28 : i32
      %194 = llvm.icmp "slt" %193, %50 : i32
      %195 = llvm.zext %194 : i1 to i8
      %196 = llvm.getelementptr %71[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %197 = llvm.ptrtoint %196 : !llvm.ptr to i64
      %198 = llvm.inttoptr %197 : i64 to !llvm.ptr
      llvm.store %195, %198 {alignment = 1 : i64} : i8, !llvm.ptr
      %199 = llvm.add %159, %27 : i32
      %200 = llvm.icmp "slt" %199, %50 : i32
      %201 = llvm.zext %200 : i1 to i8
      %202 = llvm.getelementptr %71[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %203 = llvm.ptrtoint %202 : !llvm.ptr to i64
      %204 = llvm.inttoptr %203 : i64 to !llvm.ptr
      llvm.store %201, %204 {alignment = 2 : i64} : i8, !llvm.ptr
      %205 = llvm.add %159, %26 : i32
      %206 = llvm.icmp "slt" %205, %50 : i32
      %207 = llvm.zext %206 : i1 to i8
      %208 = llvm.getelementptr %71[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %209 = llvm.ptrtoint %208 : !llvm.ptr to i64
      %210 = llvm.inttoptr %209 : i64 to !llvm.ptr
      llvm.store %207, %210 {alignment = 1 : i64} : i8, !llvm.ptr
      %211 = llvm.icmp "slt" %37, %145 : i32
      %212 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %213 = llvm.icmp "ne" %212, %47 : i8
      %214 = llvm.and %213, %211 : i1
      %215 = llvm.zext %214 : i1 to i8
      %216 = llvm.ptrtoint %70 : !llvm.ptr to i64
      %217 = llvm.inttoptr %216 : i64 to !llvm.ptr
      llvm.store %215, %217 {alignment = 32 : i64} : i8, !llvm.ptr
      %218 = llvm.add %145, %62 : i32
      %219 = llvm.icmp "slt" %37, %218 : i32
      %220 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %221 = llvm.icmp "ne" %220, %47 : i8
      %222 = llvm.and %221, %219 : i1
      %223 = llvm.zext %222 : i1 to i8
      %224 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %225 = llvm.ptrtoint %224 : !llvm.ptr to i64
      %226 = llvm.inttoptr %225 : i64 to !llvm.ptr
      llvm.store %223, %226 {alignment = 1 : i64} : i8, !llvm.ptr
      %227 = llvm.add %145, %41 : i32
      %228 = llvm.icmp "slt" %37, %227 : i32
      %229 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %230 = llvm.icmp "ne" %229, %47 : i8
      %231 = llvm.and %230, %228 : i1
      %232 = llvm.zext %231 : i1 to i8
      %233 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %234 = llvm.ptrtoint %233 : !llvm.ptr to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr
      llvm.store %232, %235 {alignment = 2 : i64} : i8, !llvm.ptr
      %236 = llvm.add %145, %25 : i32
      %237 = llvm.icmp "slt" %37, %236 : i32
      %238 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %239 = llvm.icmp "ne" %238, %47 : i8
      %240 = llvm.and %239, %237 : i1
      %241 = llvm.zext %240 : i1 to i8
      %242 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %243 = llvm.ptrtoint %242 : !llvm.ptr to i64
      %244 = llvm.inttoptr %243 : i64 to !llvm.ptr
      llvm.store %241, %244 {alignment = 1 : i64} : i8, !llvm.ptr
      %245 = llvm.add %145, %48 : i32
      %246 = llvm.icmp "slt" %37, %245 : i32
      %247 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %248 = llvm.icmp "ne" %247, %47 : i8
      %249 = llvm.and %248, %246 : i1
      %250 = llvm.zext %249 : i1 to i8
      %251 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %252 = llvm.ptrtoint %251 : !llvm.ptr to i64
      %253 = llvm.inttoptr %252 : i64 to !llvm.ptr
      llvm.store %250, %253 {alignment = 4 : i64} : i8, !llvm.ptr
      %254 = llvm.add %145, %24 : i32
      %255 = llvm.icmp "slt" %37, %254 : i32
      %256 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %257 = llvm.icmp "ne" %256, %47 : i8
      %258 = llvm.and %257, %255 : i1
      %259 = llvm.zext %258 : i1 to i8
      %260 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %261 = llvm.ptrtoint %260 : !llvm.ptr to i64
      %262 = llvm.inttoptr %261 : i64 to !llvm.ptr
      llvm.store %259, %262 {alignment = 1 : i64} : i8, !llvm.ptr
      %263 = llvm.add %145, %29 : i32
      %264 = llvm.icmp "slt" %37, %263 : i32
      %265 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %266 = llvm.icmp "ne" %265, %47 : i8
      %267 = llvm.and %266, %264 : i1
      %268 = llvm.zext %267 : i1 to i8
      %269 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %270 = llvm.ptrtoint %269 : !llvm.ptr to i64
      %271 = llvm.inttoptr %270 : i64 to !llvm.ptr
      llvm.store %268, %271 {alignment = 2 : i64} : i8, !llvm.ptr
      %272 = llvm.add %145, %23 : i32
      %273 = llvm.icmp "slt" %37, %272 : i32
      %274 = llvm.load %164 {alignment = 32 : i64} : !llvm.ptr -> i8
      %275 = llvm.icmp "ne" %274, %47 : i8
      %276 = llvm.and %275, %273 : i1
      %277 = llvm.zext %276 : i1 to i8
      %278 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %279 = llvm.ptrtoint %278 : !llvm.ptr to i64
      %280 = llvm.inttoptr %279 : i64 to !llvm.ptr
      llvm.store %277, %280 {alignment = 1 : i64} : i8, !llvm.ptr
      %281 = llvm.icmp "slt" %37, %160 : i32
      %282 = llvm.load %168 {alignment = 32 : i64} : !llvm.ptr -> i8
      %283 = llvm.icmp "ne" %282, %47 : i8
      %284 = llvm.and %283, %281 : i1
      %285 = llvm.zext %284 : i1 to i8
      %286 = llvm.ptrtoint %69 : !llvm.ptr to i64
      %287 = llvm.inttoptr %286 : i64 to !llvm.ptr
      llvm.store %285, %287 {alignment = 32 : i64} : i8, !llvm.ptr
      %288 = llvm.load %174 {alignment = 1 : i64} : !llvm.ptr -> i8
      %289 = llvm.icmp "ne" %288, %47 : i8
      %290 = llvm.and %289, %281 : i1
      %291 = llvm.zext %290 : i1 to i8
      %292 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %293 = llvm.ptrtoint %292 : !llvm.ptr to i64
      %294 = llvm.inttoptr %293 : i64 to !llvm.ptr
      llvm.store %291, %294 {alignment = 1 : i64} : i8, !llvm.ptr
      %295 = llvm.load %180 {alignment = 2 : i64} : !llvm.ptr -> i8
      %296 = llvm.icmp "ne" %295, %47 : i8
      %297 = llvm.and %296, %281 : i1
      %298 = llvm.zext %297 : i1 to i8
      %299 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %300 = llvm.ptrtoint %299 : !llvm.ptr to i64
      %301 = llvm.inttoptr %300 : i64 to !llvm.ptr
      llvm.store %298, %301 {alignment = 2 : i64} : i8, !llvm.ptr
      %302 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
      %303 = llvm.icmp "ne" %302, %47 : i8
      %304 = llvm.and %303, %281 : i1
      %305 = llvm.zext %304 : i1 to i8
      %306 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %307 = llvm.ptrtoint %306 : !llvm.ptr to i64
      %308 = llvm.inttoptr %307 : i64 to !llvm.ptr
      llvm.store %305, %308 {alignment = 1 : i64} : i8, !llvm.ptr
      %309 = llvm.load %192 {alignment = 4 : i64} : !llvm.ptr -> i8
      %310 = llvm.icmp "ne" %309, %47 : i8
      %311 = llvm.and %310, %281 : i1
      %312 = llvm.zext %311 : i1 to i8
      %313 = llvm.getelementptr %69[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %314 = llvm.ptrtoint %313 : !llvm.ptr to i64
      %315 = llvm.inttoptr %314 : i64 to !llvm.ptr
      llvm.store %312, %315 {alignment = 4 : i64} : i8, !llvm.ptr
      %316 = llvm.load %198 {alignment = 1 : i64} : !llvm.ptr -> i8
      %317 = llvm.icmp "ne" %316, %47 : i8
      %318 = llvm.and %317, %281 : i1
      %319 = llvm.zext %318 : i1 to i8
      %320 = llvm.getelementptr %69[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %321 = llvm.ptrtoint %320 : !llvm.ptr to i64
      %322 = llvm.inttoptr %321 : i64 to !llvm.ptr
      llvm.store %319, %322 {alignment = 1 : i64} : i8, !llvm.ptr
      %323 = llvm.load %204 {alignment = 2 : i64} : !llvm.ptr -> i8
      %324 = llvm.icmp "ne" %323, %47 : i8
      %325 = llvm.and %324, %281 : i1
      %326 = llvm.zext %325 : i1 to i8
      %327 = llvm.getelementptr %69[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %328 = llvm.ptrtoint %327 : !llvm.ptr to i64
      %329 = llvm.inttoptr %328 : i64 to !llvm.ptr
      llvm.store %326, %329 {alignment = 2 : i64} : i8, !llvm.ptr
      %330 = llvm.load %210 {alignment = 1 : i64} : !llvm.ptr -> i8
      %331 = llvm.icmp "ne" %330, %47 : i8
      %332 = llvm.and %331, %281 : i1
      %333 = llvm.zext %332 : i1 to i8
      %334 = llvm.getelementptr %69[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %335 = llvm.ptrtoint %334 : !llvm.ptr to i64
      %336 = llvm.inttoptr %335 : i64 to !llvm.ptr
      llvm.store %333, %336 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %5, %143 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %337 = llvm.getelementptr %143[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %337 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %338 = llvm.getelementptr %143[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %338 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %339 = llvm.getelementptr %143[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %339 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %340 = llvm.getelementptr %143[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %340 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %341 = llvm.getelementptr %143[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %341 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %342 = llvm.getelementptr %143[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %342 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %343 = llvm.getelementptr %143[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %343 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %344 = llvm.getelementptr %143[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %344 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %345 = llvm.getelementptr %143[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %345 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %346 = llvm.getelementptr %143[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %346 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %347 = llvm.getelementptr %143[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %347 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %348 = llvm.getelementptr %143[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %348 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %349 = llvm.getelementptr %143[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %349 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %350 = llvm.getelementptr %143[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %350 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %351 = llvm.getelementptr %143[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %351 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %352 = llvm.getelementptr %143[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %352 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %353 = llvm.getelementptr %143[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %353 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %354 = llvm.getelementptr %143[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %354 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %355 = llvm.getelementptr %143[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %355 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %356 = llvm.getelementptr %143[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %356 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %357 = llvm.getelementptr %143[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %357 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %358 = llvm.getelementptr %143[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %358 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %359 = llvm.getelementptr %143[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %359 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.store %5, %158 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %360 = llvm.getelementptr %158[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %360 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %361 = llvm.getelementptr %158[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %361 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %362 = llvm.getelementptr %158[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %362 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %363 = llvm.getelementptr %158[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %363 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %364 = llvm.getelementptr %158[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %364 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %365 = llvm.getelementptr %158[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %365 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %366 = llvm.getelementptr %158[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %366 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %367 = llvm.getelementptr %158[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %367 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %368 = llvm.getelementptr %158[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %368 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %369 = llvm.getelementptr %158[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %369 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %370 = llvm.getelementptr %158[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %370 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %371 = llvm.getelementptr %158[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %371 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %372 = llvm.getelementptr %158[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %372 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %373 = llvm.getelementptr %158[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %373 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %374 = llvm.getelementptr %158[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %374 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %375 = llvm.getelementptr %158[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %375 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %376 = llvm.getelementptr %158[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %376 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %377 = llvm.getelementptr %158[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %377 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %378 = llvm.getelementptr %158[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %378 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %379 = llvm.getelementptr %158[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %379 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %380 = llvm.getelementptr %158[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %380 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %381 = llvm.getelementptr %158[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %381 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %382 = llvm.getelementptr %158[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %382 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb1(%56 : i32)
    ^bb1(%383: i32):  // 2 preds: ^bb0, ^bb2
      %384 = llvm.icmp "slt" %383, %62 : i32
      llvm.cond_br %384, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %385 = llvm.mul %383, %18 : i32
      %386 = llvm.getelementptr %130[%385] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %387 = llvm.mul %383, %52 : i32
      %388 = llvm.getelementptr %143[%387] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %389 = llvm.getelementptr %70[%383] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %390 = llvm.load %389 : !llvm.ptr -> i8
      %391 = llvm.trunc %390 : i8 to i1
      %392 = llvm.select %391, %41, %56 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %388, %386, %41, %392 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %393 = llvm.add %383, %64 : i32
      llvm.br ^bb1(%393 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%56 : i32)
    ^bb4(%394: i32):  // 2 preds: ^bb3, ^bb5
      %395 = llvm.icmp "slt" %394, %62 : i32
      llvm.cond_br %395, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %396 = llvm.srem %394, %62 : i32
      %397 = llvm.mul %396, %17 : i32
      %398 = llvm.getelementptr %148[%397] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %399 = llvm.mul %396, %52 : i32
      %400 = llvm.getelementptr %158[%399] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %401 = llvm.getelementptr %69[%396] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %402 = llvm.load %401 : !llvm.ptr -> i8
      %403 = llvm.trunc %402 : i8 to i1
      %404 = llvm.select %403, %41, %56 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %400, %398, %41, %404 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %405 = llvm.add %394, %64 : i32
      llvm.br ^bb4(%405 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %406 = llvm.getelementptr %130[64000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb7(%56 : i32)
    ^bb7(%407: i32):  // 2 preds: ^bb6, ^bb8
      %408 = llvm.icmp "slt" %407, %62 : i32
      llvm.cond_br %408, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %409 = llvm.mul %407, %18 : i32
      %410 = llvm.getelementptr %406[%409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %411 = llvm.mul %407, %52 : i32
      %412 = llvm.getelementptr %344[%411] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %413 = llvm.load %72 : !llvm.ptr -> i8
      %414 = llvm.trunc %413 : i8 to i1
      %415 = llvm.select %414, %41, %56 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %412, %410, %41, %415 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %416 = llvm.add %407, %64 : i32
      llvm.br ^bb7(%416 : i32)
    ^bb9:  // pred: ^bb7
      %417 = llvm.getelementptr %148[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb10(%56 : i32)
    ^bb10(%418: i32):  // 2 preds: ^bb9, ^bb11
      %419 = llvm.icmp "slt" %418, %62 : i32
      llvm.cond_br %419, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %420 = llvm.srem %418, %62 : i32
      %421 = llvm.mul %420, %17 : i32
      %422 = llvm.getelementptr %417[%421] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %423 = llvm.mul %420, %52 : i32
      %424 = llvm.getelementptr %367[%423] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %425 = llvm.getelementptr %71[%420] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %426 = llvm.load %425 : !llvm.ptr -> i8
      %427 = llvm.trunc %426 : i8 to i1
      %428 = llvm.select %427, %41, %56 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %424, %422, %41, %428 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %429 = llvm.add %418, %64 : i32
      llvm.br ^bb10(%429 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %430 = llvm.srem %73, %48 : i32
      %431 = llvm.sdiv %73, %48 : i32
      %432 = llvm.srem %431, %57 : i32
      %433 = llvm.sdiv %73, %43 : i32
      %434 = llvm.srem %433, %57 : i32
      %435 = llvm.srem %430, %48 : i32
      %436 = llvm.srem %432, %57 : i32
      %437 = llvm.srem %434, %57 : i32
      %438 = llvm.sdiv %435, %49 : i32
      %439 = llvm.srem %435, %49 : i32
      %440 = llvm.mul %439, %57 : i32
      %441 = llvm.mul %438, %50 : i32
      %442 = llvm.add %440, %441 : i32
      %443 = llvm.mul %436, %51 : i32
      %444 = llvm.mul %437, %62 : i32
      %445 = llvm.add %443, %444 : i32
      %446 = llvm.add %442, %445 : i32
      %447 = llvm.getelementptr %117[%446] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %61, %66 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %448 = llvm.mul %132, %43 : i32
      %449 = llvm.mul %137, %62 : i32
      %450 = llvm.add %448, %449 : i32
      %451 = llvm.sdiv %134, %57 : i32
      %452 = llvm.srem %451, %57 : i32
      %453 = llvm.mul %452, %41 : i32
      %454 = llvm.add %450, %453 : i32
      %455 = llvm.srem %134, %57 : i32
      %456 = llvm.mul %455, %52 : i32
      %457 = llvm.and %454, %53 : i32
      %458 = llvm.icmp "eq" %457, %56 : i32
      %459 = llvm.select %458, %48, %54 : i1, i32
      %460 = llvm.and %454, %45 : i32
      %461 = llvm.ashr %460, %58 : i32
      %462 = llvm.xor %454, %461 : i32
      %463 = llvm.add %462, %456 : i32
      %464 = llvm.getelementptr %30[%463] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %465 = llvm.sdiv %451, %57 : i32
      %466 = llvm.mul %465, %44 : i32
      %467 = llvm.add %456, %466 : i32
      %468 = llvm.and %450, %63 : i32
      %469 = llvm.icmp "eq" %468, %56 : i32
      %470 = llvm.select %469, %41, %55 : i1, i32
      %471 = llvm.and %450, %53 : i32
      %472 = llvm.icmp "eq" %471, %56 : i32
      %473 = llvm.select %472, %48, %54 : i1, i32
      %474 = llvm.and %450, %45 : i32
      %475 = llvm.ashr %474, %58 : i32
      %476 = llvm.xor %450, %475 : i32
      %477 = llvm.add %476, %467 : i32
      %478 = llvm.getelementptr %124[%477] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb13(%56 : i32)
    ^bb13(%479: i32):  // 2 preds: ^bb12, ^bb14
      %480 = llvm.icmp "slt" %479, %49 : i32
      llvm.cond_br %480, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %481 = llvm.sdiv %479, %57 : i32
      %482 = llvm.srem %479, %57 : i32
      %483 = llvm.mul %482, %459 : i32
      %484 = llvm.mul %481, %44 : i32
      %485 = llvm.add %483, %484 : i32
      %486 = llvm.getelementptr %464[%485] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %487 = llvm.mul %479, %62 : i32
      %488 = llvm.getelementptr %68[%487] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %489 = nvvm.ldmatrix %486 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %490 = llvm.extractvalue %489[0] : !llvm_struct_a37b2a
      %491 = llvm.extractvalue %489[1] : !llvm_struct_a37b2a
      %492 = llvm.extractvalue %489[2] : !llvm_struct_a37b2a
      %493 = llvm.extractvalue %489[3] : !llvm_struct_a37b2a
      %494 = llvm.insertelement %490, %4[%3 : i64] : vector<4xi32>
      %495 = llvm.insertelement %491, %494[%2 : i64] : vector<4xi32>
      %496 = llvm.insertelement %492, %495[%1 : i64] : vector<4xi32>
      %497 = llvm.insertelement %493, %496[%0 : i64] : vector<4xi32>
      %498 = llvm.extractelement %497[%56 : i32] : vector<4xi32>
      llvm.store %498, %488 : i32, !llvm.ptr
      %499 = llvm.extractelement %497[%64 : i32] : vector<4xi32>
      %500 = llvm.getelementptr %488[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %499, %500 : i32, !llvm.ptr
      %501 = llvm.extractelement %497[%57 : i32] : vector<4xi32>
      %502 = llvm.getelementptr %488[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %501, %502 : i32, !llvm.ptr
      %503 = llvm.extractelement %497[%58 : i32] : vector<4xi32>
      %504 = llvm.getelementptr %488[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %503, %504 : i32, !llvm.ptr
      %505 = llvm.add %479, %64 : i32
      llvm.br ^bb13(%505 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%56 : i32)
    ^bb16(%506: i32):  // 2 preds: ^bb15, ^bb17
      %507 = llvm.icmp "slt" %506, %49 : i32
      llvm.cond_br %507, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %508 = llvm.mul %506, %22 : i32
      %509 = llvm.getelementptr %478[%508] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %510 = llvm.mul %506, %62 : i32
      %511 = llvm.getelementptr %67[%510] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %512 = nvvm.ldmatrix %509 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %513 = llvm.extractvalue %512[0] : !llvm_struct_a37b2a
      %514 = llvm.extractvalue %512[1] : !llvm_struct_a37b2a
      %515 = llvm.extractvalue %512[2] : !llvm_struct_a37b2a
      %516 = llvm.extractvalue %512[3] : !llvm_struct_a37b2a
      %517 = llvm.insertelement %513, %4[%3 : i64] : vector<4xi32>
      %518 = llvm.insertelement %514, %517[%2 : i64] : vector<4xi32>
      %519 = llvm.insertelement %515, %518[%1 : i64] : vector<4xi32>
      %520 = llvm.insertelement %516, %519[%0 : i64] : vector<4xi32>
      %521 = llvm.extractelement %520[%56 : i32] : vector<4xi32>
      llvm.store %521, %511 : i32, !llvm.ptr
      %522 = llvm.extractelement %520[%64 : i32] : vector<4xi32>
      %523 = llvm.getelementptr %511[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %522, %523 : i32, !llvm.ptr
      %524 = llvm.extractelement %520[%57 : i32] : vector<4xi32>
      %525 = llvm.getelementptr %511[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %524, %525 : i32, !llvm.ptr
      %526 = llvm.extractelement %520[%58 : i32] : vector<4xi32>
      %527 = llvm.getelementptr %511[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %526, %527 : i32, !llvm.ptr
      %528 = llvm.add %506, %64 : i32
      llvm.br ^bb16(%528 : i32)
    ^bb18:  // pred: ^bb16
      %529 = llvm.getelementptr %68[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %530 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %531 = llvm.getelementptr %68[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %532 = llvm.getelementptr %67[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %533 = llvm.getelementptr %68[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %534 = llvm.getelementptr %67[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb19(%56, %57, %56 : i32, i32, i32)
    ^bb19(%535: i32, %536: i32, %537: i32):  // 2 preds: ^bb18, ^bb76
      %538 = llvm.icmp "slt" %535, %59 : i32
      llvm.cond_br %538, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %539 = llvm.mul %537, %19 : i32
      %540 = llvm.add %539, %22 : i32
      %541 = llvm.getelementptr %464[%540] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb21(%56 : i32)
    ^bb21(%542: i32):  // 2 preds: ^bb20, ^bb22
      %543 = llvm.icmp "slt" %542, %49 : i32
      llvm.cond_br %543, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %544 = llvm.sdiv %542, %57 : i32
      %545 = llvm.srem %542, %57 : i32
      %546 = llvm.mul %545, %459 : i32
      %547 = llvm.mul %544, %44 : i32
      %548 = llvm.add %546, %547 : i32
      %549 = llvm.getelementptr %541[%548] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %550 = llvm.mul %542, %62 : i32
      %551 = llvm.getelementptr %529[%550] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %552 = nvvm.ldmatrix %549 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %553 = llvm.extractvalue %552[0] : !llvm_struct_a37b2a
      %554 = llvm.extractvalue %552[1] : !llvm_struct_a37b2a
      %555 = llvm.extractvalue %552[2] : !llvm_struct_a37b2a
      %556 = llvm.extractvalue %552[3] : !llvm_struct_a37b2a
      %557 = llvm.insertelement %553, %4[%3 : i64] : vector<4xi32>
      %558 = llvm.insertelement %554, %557[%2 : i64] : vector<4xi32>
      %559 = llvm.insertelement %555, %558[%1 : i64] : vector<4xi32>
      %560 = llvm.insertelement %556, %559[%0 : i64] : vector<4xi32>
      %561 = llvm.extractelement %560[%56 : i32] : vector<4xi32>
      llvm.store %561, %551 : i32, !llvm.ptr
      %562 = llvm.extractelement %560[%64 : i32] : vector<4xi32>
      %563 = llvm.getelementptr %551[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %562, %563 : i32, !llvm.ptr
      %564 = llvm.extractelement %560[%57 : i32] : vector<4xi32>
      %565 = llvm.getelementptr %551[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %564, %565 : i32, !llvm.ptr
      %566 = llvm.extractelement %560[%58 : i32] : vector<4xi32>
      %567 = llvm.getelementptr %551[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %566, %567 : i32, !llvm.ptr
      %568 = llvm.add %542, %64 : i32
      llvm.br ^bb21(%568 : i32)
    ^bb23:  // pred: ^bb21
      %569 = llvm.add %470, %539 : i32
      %570 = llvm.getelementptr %478[%569] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb24(%56 : i32)
    ^bb24(%571: i32):  // 2 preds: ^bb23, ^bb25
      %572 = llvm.icmp "slt" %571, %49 : i32
      llvm.cond_br %572, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %573 = llvm.mul %571, %22 : i32
      %574 = llvm.getelementptr %570[%573] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %575 = llvm.mul %571, %62 : i32
      %576 = llvm.getelementptr %530[%575] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %577 = nvvm.ldmatrix %574 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %578 = llvm.extractvalue %577[0] : !llvm_struct_a37b2a
      %579 = llvm.extractvalue %577[1] : !llvm_struct_a37b2a
      %580 = llvm.extractvalue %577[2] : !llvm_struct_a37b2a
      %581 = llvm.extractvalue %577[3] : !llvm_struct_a37b2a
      %582 = llvm.insertelement %578, %4[%3 : i64] : vector<4xi32>
      %583 = llvm.insertelement %579, %582[%2 : i64] : vector<4xi32>
      %584 = llvm.insertelement %580, %583[%1 : i64] : vector<4xi32>
      %585 = llvm.insertelement %581, %584[%0 : i64] : vector<4xi32>
      %586 = llvm.extractelement %585[%56 : i32] : vector<4xi32>
      llvm.store %586, %576 : i32, !llvm.ptr
      %587 = llvm.extractelement %585[%64 : i32] : vector<4xi32>
      %588 = llvm.getelementptr %576[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %587, %588 : i32, !llvm.ptr
      %589 = llvm.extractelement %585[%57 : i32] : vector<4xi32>
      %590 = llvm.getelementptr %576[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %589, %590 : i32, !llvm.ptr
      %591 = llvm.extractelement %585[%58 : i32] : vector<4xi32>
      %592 = llvm.getelementptr %576[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %591, %592 : i32, !llvm.ptr
      %593 = llvm.add %571, %64 : i32
      llvm.br ^bb24(%593 : i32)
    ^bb26:  // pred: ^bb24
      %594 = llvm.add %535, %57 : i32
      %595 = llvm.icmp "slt" %594, %59 : i32
      llvm.cond_br %595, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %596 = llvm.mul %594, %16 : i32
      %597 = llvm.getelementptr %130[%596] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %598 = llvm.mul %536, %19 : i32
      %599 = llvm.getelementptr %143[%598] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb28(%56 : i32)
    ^bb28(%600: i32):  // 2 preds: ^bb27, ^bb29
      %601 = llvm.icmp "slt" %600, %62 : i32
      llvm.cond_br %601, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %602 = llvm.mul %600, %18 : i32
      %603 = llvm.getelementptr %597[%602] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %604 = llvm.mul %600, %52 : i32
      %605 = llvm.getelementptr %599[%604] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %606 = llvm.load %72 : !llvm.ptr -> i8
      %607 = llvm.trunc %606 : i8 to i1
      %608 = llvm.select %607, %41, %56 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %605, %603, %41, %608 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %609 = llvm.add %600, %64 : i32
      llvm.br ^bb28(%609 : i32)
    ^bb30:  // pred: ^bb28
      %610 = llvm.mul %594, %43 : i32
      %611 = llvm.getelementptr %148[%610] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %612 = llvm.getelementptr %158[%598] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb31(%56 : i32)
    ^bb31(%613: i32):  // 2 preds: ^bb30, ^bb32
      %614 = llvm.icmp "slt" %613, %62 : i32
      llvm.cond_br %614, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %615 = llvm.srem %613, %62 : i32
      %616 = llvm.mul %615, %17 : i32
      %617 = llvm.getelementptr %611[%616] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %618 = llvm.mul %615, %52 : i32
      %619 = llvm.getelementptr %612[%618] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %620 = llvm.getelementptr %71[%615] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %621 = llvm.load %620 : !llvm.ptr -> i8
      %622 = llvm.trunc %621 : i8 to i1
      %623 = llvm.select %622, %41, %56 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %619, %617, %41, %623 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %624 = llvm.add %613, %64 : i32
      llvm.br ^bb31(%624 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      llvm.br ^bb35(%56 : i32)
    ^bb35(%625: i32):  // 2 preds: ^bb34, ^bb39
      %626 = llvm.icmp "slt" %625, %49 : i32
      llvm.cond_br %626, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %627 = llvm.sdiv %625, %57 : i32
      %628 = llvm.srem %625, %57 : i32
      %629 = llvm.mul %628, %62 : i32
      %630 = llvm.mul %627, %41 : i32
      %631 = llvm.add %629, %630 : i32
      %632 = llvm.getelementptr %68[%631] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %633 = llvm.getelementptr %632[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %634 = llvm.getelementptr %632[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %635 = llvm.getelementptr %632[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb37(%56 : i32)
    ^bb37(%636: i32):  // 2 preds: ^bb36, ^bb38
      %637 = llvm.icmp "slt" %636, %62 : i32
      llvm.cond_br %637, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %638 = llvm.mul %636, %49 : i32
      %639 = llvm.getelementptr %67[%638] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %640 = llvm.mul %625, %49 : i32
      %641 = llvm.mul %636, %41 : i32
      %642 = llvm.add %640, %641 : i32
      %643 = llvm.getelementptr %66[%642] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %644 = llvm.load %632 : !llvm.ptr -> i32
      %645 = llvm.load %633 : !llvm.ptr -> i32
      %646 = llvm.load %634 : !llvm.ptr -> i32
      %647 = llvm.load %635 : !llvm.ptr -> i32
      %648 = llvm.load %639 : !llvm.ptr -> i32
      %649 = llvm.getelementptr %639[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %650 = llvm.load %649 : !llvm.ptr -> i32
      %651 = llvm.load %643 : !llvm.ptr -> f32
      %652 = llvm.getelementptr %643[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %653 = llvm.load %652 : !llvm.ptr -> f32
      %654 = llvm.getelementptr %643[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %655 = llvm.load %654 : !llvm.ptr -> f32
      %656 = llvm.getelementptr %643[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %657 = llvm.load %656 : !llvm.ptr -> f32
      %658 = nvvm.mma.sync A[%644, %645, %646, %647]  B[%648, %650]  C[%651, %653, %655, %657]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %659 = llvm.extractvalue %658[0] : !llvm_struct_687153
      %660 = llvm.extractvalue %658[1] : !llvm_struct_687153
      %661 = llvm.extractvalue %658[2] : !llvm_struct_687153
      %662 = llvm.extractvalue %658[3] : !llvm_struct_687153
      llvm.store %659, %643 : f32, !llvm.ptr
      llvm.store %660, %652 : f32, !llvm.ptr
      llvm.store %661, %654 : f32, !llvm.ptr
      llvm.store %662, %656 : f32, !llvm.ptr
      %663 = llvm.add %636, %64 : i32
      llvm.br ^bb37(%663 : i32)
    ^bb39:  // pred: ^bb37
      %664 = llvm.add %625, %64 : i32
      llvm.br ^bb35(%664 : i32)
    ^bb40:  // pred: ^bb35
      %665 = llvm.add %539, %21 : i32
      %666 = llvm.getelementptr %464[%665] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb41(%56 : i32)
    ^bb41(%667: i32):  // 2 preds: ^bb40, ^bb42
      %668 = llvm.icmp "slt" %667, %49 : i32
      llvm.cond_br %668, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %669 = llvm.sdiv %667, %57 : i32
      %670 = llvm.srem %667, %57 : i32
      %671 = llvm.mul %670, %459 : i32
      %672 = llvm.mul %669, %44 : i32
      %673 = llvm.add %671, %672 : i32
      %674 = llvm.getelementptr %666[%673] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %675 = llvm.mul %667, %62 : i32
      %676 = llvm.getelementptr %531[%675] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %677 = nvvm.ldmatrix %674 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %678 = llvm.extractvalue %677[0] : !llvm_struct_a37b2a
      %679 = llvm.extractvalue %677[1] : !llvm_struct_a37b2a
      %680 = llvm.extractvalue %677[2] : !llvm_struct_a37b2a
      %681 = llvm.extractvalue %677[3] : !llvm_struct_a37b2a
      %682 = llvm.insertelement %678, %4[%3 : i64] : vector<4xi32>
      %683 = llvm.insertelement %679, %682[%2 : i64] : vector<4xi32>
      %684 = llvm.insertelement %680, %683[%1 : i64] : vector<4xi32>
      %685 = llvm.insertelement %681, %684[%0 : i64] : vector<4xi32>
      %686 = llvm.extractelement %685[%56 : i32] : vector<4xi32>
      llvm.store %686, %676 : i32, !llvm.ptr
      %687 = llvm.extractelement %685[%64 : i32] : vector<4xi32>
      %688 = llvm.getelementptr %676[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %687, %688 : i32, !llvm.ptr
      %689 = llvm.extractelement %685[%57 : i32] : vector<4xi32>
      %690 = llvm.getelementptr %676[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %689, %690 : i32, !llvm.ptr
      %691 = llvm.extractelement %685[%58 : i32] : vector<4xi32>
      %692 = llvm.getelementptr %676[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %691, %692 : i32, !llvm.ptr
      %693 = llvm.add %667, %64 : i32
      llvm.br ^bb41(%693 : i32)
    ^bb43:  // pred: ^bb41
      %694 = llvm.add %473, %539 : i32
      %695 = llvm.getelementptr %478[%694] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb44(%56 : i32)
    ^bb44(%696: i32):  // 2 preds: ^bb43, ^bb45
      %697 = llvm.icmp "slt" %696, %49 : i32
      llvm.cond_br %697, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %698 = llvm.mul %696, %22 : i32
      %699 = llvm.getelementptr %695[%698] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %700 = llvm.mul %696, %62 : i32
      %701 = llvm.getelementptr %532[%700] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %702 = nvvm.ldmatrix %699 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %703 = llvm.extractvalue %702[0] : !llvm_struct_a37b2a
      %704 = llvm.extractvalue %702[1] : !llvm_struct_a37b2a
      %705 = llvm.extractvalue %702[2] : !llvm_struct_a37b2a
      %706 = llvm.extractvalue %702[3] : !llvm_struct_a37b2a
      %707 = llvm.insertelement %703, %4[%3 : i64] : vector<4xi32>
      %708 = llvm.insertelement %704, %707[%2 : i64] : vector<4xi32>
      %709 = llvm.insertelement %705, %708[%1 : i64] : vector<4xi32>
      %710 = llvm.insertelement %706, %709[%0 : i64] : vector<4xi32>
      %711 = llvm.extractelement %710[%56 : i32] : vector<4xi32>
      llvm.store %711, %701 : i32, !llvm.ptr
      %712 = llvm.extractelement %710[%64 : i32] : vector<4xi32>
      %713 = llvm.getelementptr %701[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %712, %713 : i32, !llvm.ptr
      %714 = llvm.extractelement %710[%57 : i32] : vector<4xi32>
      %715 = llvm.getelementptr %701[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %714, %715 : i32, !llvm.ptr
      %716 = llvm.extractelement %710[%58 : i32] : vector<4xi32>
      %717 = llvm.getelementptr %701[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %716, %717 : i32, !llvm.ptr
      %718 = llvm.add %696, %64 : i32
      llvm.br ^bb44(%718 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%56 : i32)
    ^bb47(%719: i32):  // 2 preds: ^bb46, ^bb51
      %720 = llvm.icmp "slt" %719, %49 : i32
      llvm.cond_br %720, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %721 = llvm.sdiv %719, %57 : i32
      %722 = llvm.srem %719, %57 : i32
      %723 = llvm.mul %722, %62 : i32
      %724 = llvm.mul %721, %41 : i32
      %725 = llvm.add %723, %724 : i32
      %726 = llvm.getelementptr %529[%725] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %727 = llvm.getelementptr %726[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %728 = llvm.getelementptr %726[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %729 = llvm.getelementptr %726[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb49(%56 : i32)
    ^bb49(%730: i32):  // 2 preds: ^bb48, ^bb50
      %731 = llvm.icmp "slt" %730, %62 : i32
      llvm.cond_br %731, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %732 = llvm.mul %730, %49 : i32
      %733 = llvm.getelementptr %530[%732] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %734 = llvm.mul %719, %49 : i32
      %735 = llvm.mul %730, %41 : i32
      %736 = llvm.add %734, %735 : i32
      %737 = llvm.getelementptr %66[%736] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %738 = llvm.load %726 : !llvm.ptr -> i32
      %739 = llvm.load %727 : !llvm.ptr -> i32
      %740 = llvm.load %728 : !llvm.ptr -> i32
      %741 = llvm.load %729 : !llvm.ptr -> i32
      %742 = llvm.load %733 : !llvm.ptr -> i32
      %743 = llvm.getelementptr %733[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %744 = llvm.load %743 : !llvm.ptr -> i32
      %745 = llvm.load %737 : !llvm.ptr -> f32
      %746 = llvm.getelementptr %737[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %747 = llvm.load %746 : !llvm.ptr -> f32
      %748 = llvm.getelementptr %737[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %749 = llvm.load %748 : !llvm.ptr -> f32
      %750 = llvm.getelementptr %737[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %751 = llvm.load %750 : !llvm.ptr -> f32
      %752 = nvvm.mma.sync A[%738, %739, %740, %741]  B[%742, %744]  C[%745, %747, %749, %751]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %753 = llvm.extractvalue %752[0] : !llvm_struct_687153
      %754 = llvm.extractvalue %752[1] : !llvm_struct_687153
      %755 = llvm.extractvalue %752[2] : !llvm_struct_687153
      %756 = llvm.extractvalue %752[3] : !llvm_struct_687153
      llvm.store %753, %737 : f32, !llvm.ptr
      llvm.store %754, %746 : f32, !llvm.ptr
      llvm.store %755, %748 : f32, !llvm.ptr
      llvm.store %756, %750 : f32, !llvm.ptr
      %757 = llvm.add %730, %64 : i32
      llvm.br ^bb49(%757 : i32)
    ^bb51:  // pred: ^bb49
      %758 = llvm.add %719, %64 : i32
      llvm.br ^bb47(%758 : i32)
    ^bb52:  // pred: ^bb47
      %759 = llvm.add %539, %20 : i32
      %760 = llvm.getelementptr %464[%759] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb53(%56 : i32)
    ^bb53(%761: i32):  // 2 preds: ^bb52, ^bb54
      %762 = llvm.icmp "slt" %761, %49 : i32
      llvm.cond_br %762, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %763 = llvm.sdiv %761, %57 : i32
      %764 = llvm.srem %761, %57 : i32
      %765 = llvm.mul %764, %459 : i32
      %766 = llvm.mul %763, %44 : i32
      %767 = llvm.add %765, %766 : i32
      %768 = llvm.getelementptr %760[%767] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %769 = llvm.mul %761, %62 : i32
      %770 = llvm.getelementptr %533[%769] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %771 = nvvm.ldmatrix %768 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %772 = llvm.extractvalue %771[0] : !llvm_struct_a37b2a
      %773 = llvm.extractvalue %771[1] : !llvm_struct_a37b2a
      %774 = llvm.extractvalue %771[2] : !llvm_struct_a37b2a
      %775 = llvm.extractvalue %771[3] : !llvm_struct_a37b2a
      %776 = llvm.insertelement %772, %4[%3 : i64] : vector<4xi32>
      %777 = llvm.insertelement %773, %776[%2 : i64] : vector<4xi32>
      %778 = llvm.insertelement %774, %777[%1 : i64] : vector<4xi32>
      %779 = llvm.insertelement %775, %778[%0 : i64] : vector<4xi32>
      %780 = llvm.extractelement %779[%56 : i32] : vector<4xi32>
      llvm.store %780, %770 : i32, !llvm.ptr
      %781 = llvm.extractelement %779[%64 : i32] : vector<4xi32>
      %782 = llvm.getelementptr %770[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %781, %782 : i32, !llvm.ptr
      %783 = llvm.extractelement %779[%57 : i32] : vector<4xi32>
      %784 = llvm.getelementptr %770[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %783, %784 : i32, !llvm.ptr
      %785 = llvm.extractelement %779[%58 : i32] : vector<4xi32>
      %786 = llvm.getelementptr %770[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %785, %786 : i32, !llvm.ptr
      %787 = llvm.add %761, %64 : i32
      llvm.br ^bb53(%787 : i32)
    ^bb55:  // pred: ^bb53
      %788 = llvm.add %470, %473 : i32
      %789 = llvm.add %788, %539 : i32
      %790 = llvm.getelementptr %478[%789] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb56(%56 : i32)
    ^bb56(%791: i32):  // 2 preds: ^bb55, ^bb57
      %792 = llvm.icmp "slt" %791, %49 : i32
      llvm.cond_br %792, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %793 = llvm.mul %791, %22 : i32
      %794 = llvm.getelementptr %790[%793] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %795 = llvm.mul %791, %62 : i32
      %796 = llvm.getelementptr %534[%795] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %797 = nvvm.ldmatrix %794 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %798 = llvm.extractvalue %797[0] : !llvm_struct_a37b2a
      %799 = llvm.extractvalue %797[1] : !llvm_struct_a37b2a
      %800 = llvm.extractvalue %797[2] : !llvm_struct_a37b2a
      %801 = llvm.extractvalue %797[3] : !llvm_struct_a37b2a
      %802 = llvm.insertelement %798, %4[%3 : i64] : vector<4xi32>
      %803 = llvm.insertelement %799, %802[%2 : i64] : vector<4xi32>
      %804 = llvm.insertelement %800, %803[%1 : i64] : vector<4xi32>
      %805 = llvm.insertelement %801, %804[%0 : i64] : vector<4xi32>
      %806 = llvm.extractelement %805[%56 : i32] : vector<4xi32>
      llvm.store %806, %796 : i32, !llvm.ptr
      %807 = llvm.extractelement %805[%64 : i32] : vector<4xi32>
      %808 = llvm.getelementptr %796[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %807, %808 : i32, !llvm.ptr
      %809 = llvm.extractelement %805[%57 : i32] : vector<4xi32>
      %810 = llvm.getelementptr %796[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %809, %810 : i32, !llvm.ptr
      %811 = llvm.extractelement %805[%58 : i32] : vector<4xi32>
      %812 = llvm.getelementptr %796[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %811, %812 : i32, !llvm.ptr
      %813 = llvm.add %791, %64 : i32
      llvm.br ^bb56(%813 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%56 : i32)
    ^bb59(%814: i32):  // 2 preds: ^bb58, ^bb63
      %815 = llvm.icmp "slt" %814, %49 : i32
      llvm.cond_br %815, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %816 = llvm.sdiv %814, %57 : i32
      %817 = llvm.srem %814, %57 : i32
      %818 = llvm.mul %817, %62 : i32
      %819 = llvm.mul %816, %41 : i32
      %820 = llvm.add %818, %819 : i32
      %821 = llvm.getelementptr %531[%820] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %822 = llvm.getelementptr %821[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %823 = llvm.getelementptr %821[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %824 = llvm.getelementptr %821[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb61(%56 : i32)
    ^bb61(%825: i32):  // 2 preds: ^bb60, ^bb62
      %826 = llvm.icmp "slt" %825, %62 : i32
      llvm.cond_br %826, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %827 = llvm.mul %825, %49 : i32
      %828 = llvm.getelementptr %532[%827] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %829 = llvm.mul %814, %49 : i32
      %830 = llvm.mul %825, %41 : i32
      %831 = llvm.add %829, %830 : i32
      %832 = llvm.getelementptr %66[%831] : (!llvm.ptr, i32) -> !llvm.ptr, f32
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
      %852 = llvm.add %825, %64 : i32
      llvm.br ^bb61(%852 : i32)
    ^bb63:  // pred: ^bb61
      %853 = llvm.add %814, %64 : i32
      llvm.br ^bb59(%853 : i32)
    ^bb64:  // pred: ^bb59
      %854 = llvm.add %537, %64 : i32
      %855 = llvm.icmp "eq" %854, %58 : i32
      %856 = llvm.select %855, %56, %854 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %857 = llvm.mul %856, %19 : i32
      %858 = llvm.getelementptr %464[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb65(%56 : i32)
    ^bb65(%859: i32):  // 2 preds: ^bb64, ^bb66
      %860 = llvm.icmp "slt" %859, %49 : i32
      llvm.cond_br %860, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %861 = llvm.sdiv %859, %57 : i32
      %862 = llvm.srem %859, %57 : i32
      %863 = llvm.mul %862, %459 : i32
      %864 = llvm.mul %861, %44 : i32
      %865 = llvm.add %863, %864 : i32
      %866 = llvm.getelementptr %858[%865] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %867 = llvm.mul %859, %62 : i32
      %868 = llvm.getelementptr %68[%867] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %869 = nvvm.ldmatrix %866 {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %870 = llvm.extractvalue %869[0] : !llvm_struct_a37b2a
      %871 = llvm.extractvalue %869[1] : !llvm_struct_a37b2a
      %872 = llvm.extractvalue %869[2] : !llvm_struct_a37b2a
      %873 = llvm.extractvalue %869[3] : !llvm_struct_a37b2a
      %874 = llvm.insertelement %870, %4[%3 : i64] : vector<4xi32>
      %875 = llvm.insertelement %871, %874[%2 : i64] : vector<4xi32>
      %876 = llvm.insertelement %872, %875[%1 : i64] : vector<4xi32>
      %877 = llvm.insertelement %873, %876[%0 : i64] : vector<4xi32>
      %878 = llvm.extractelement %877[%56 : i32] : vector<4xi32>
      llvm.store %878, %868 : i32, !llvm.ptr
      %879 = llvm.extractelement %877[%64 : i32] : vector<4xi32>
      %880 = llvm.getelementptr %868[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %879, %880 : i32, !llvm.ptr
      %881 = llvm.extractelement %877[%57 : i32] : vector<4xi32>
      %882 = llvm.getelementptr %868[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %881, %882 : i32, !llvm.ptr
      %883 = llvm.extractelement %877[%58 : i32] : vector<4xi32>
      %884 = llvm.getelementptr %868[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %883, %884 : i32, !llvm.ptr
      %885 = llvm.add %859, %64 : i32
      llvm.br ^bb65(%885 : i32)
    ^bb67:  // pred: ^bb65
      %886 = llvm.getelementptr %478[%857] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb68(%56 : i32)
    ^bb68(%887: i32):  // 2 preds: ^bb67, ^bb69
      %888 = llvm.icmp "slt" %887, %49 : i32
      llvm.cond_br %888, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %889 = llvm.mul %887, %22 : i32
      %890 = llvm.getelementptr %886[%889] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %891 = llvm.mul %887, %62 : i32
      %892 = llvm.getelementptr %67[%891] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %893 = nvvm.ldmatrix %890 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %894 = llvm.extractvalue %893[0] : !llvm_struct_a37b2a
      %895 = llvm.extractvalue %893[1] : !llvm_struct_a37b2a
      %896 = llvm.extractvalue %893[2] : !llvm_struct_a37b2a
      %897 = llvm.extractvalue %893[3] : !llvm_struct_a37b2a
      %898 = llvm.insertelement %894, %4[%3 : i64] : vector<4xi32>
      %899 = llvm.insertelement %895, %898[%2 : i64] : vector<4xi32>
      %900 = llvm.insertelement %896, %899[%1 : i64] : vector<4xi32>
      %901 = llvm.insertelement %897, %900[%0 : i64] : vector<4xi32>
      %902 = llvm.extractelement %901[%56 : i32] : vector<4xi32>
      llvm.store %902, %892 : i32, !llvm.ptr
      %903 = llvm.extractelement %901[%64 : i32] : vector<4xi32>
      %904 = llvm.getelementptr %892[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %903, %904 : i32, !llvm.ptr
      %905 = llvm.extractelement %901[%57 : i32] : vector<4xi32>
      %906 = llvm.getelementptr %892[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %905, %906 : i32, !llvm.ptr
      %907 = llvm.extractelement %901[%58 : i32] : vector<4xi32>
      %908 = llvm.getelementptr %892[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %907, %908 : i32, !llvm.ptr
      %909 = llvm.add %887, %64 : i32
      llvm.br ^bb68(%909 : i32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%56 : i32)
    ^bb71(%910: i32):  // 2 preds: ^bb70, ^bb75
      %911 = llvm.icmp "slt" %910, %49 : i32
      llvm.cond_br %911, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %912 = llvm.sdiv %910, %57 : i32
      %913 = llvm.srem %910, %57 : i32
      %914 = llvm.mul %913, %62 : i32
      %915 = llvm.mul %912, %41 : i32
      %916 = llvm.add %914, %915 : i32
      %917 = llvm.getelementptr %533[%916] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %918 = llvm.getelementptr %917[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %919 = llvm.getelementptr %917[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %920 = llvm.getelementptr %917[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb73(%56 : i32)
    ^bb73(%921: i32):  // 2 preds: ^bb72, ^bb74
      %922 = llvm.icmp "slt" %921, %62 : i32
      llvm.cond_br %922, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %923 = llvm.mul %921, %49 : i32
      %924 = llvm.getelementptr %534[%923] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %925 = llvm.mul %910, %49 : i32
      %926 = llvm.mul %921, %41 : i32
      %927 = llvm.add %925, %926 : i32
      %928 = llvm.getelementptr %66[%927] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %929 = llvm.load %917 : !llvm.ptr -> i32
      %930 = llvm.load %918 : !llvm.ptr -> i32
      %931 = llvm.load %919 : !llvm.ptr -> i32
      %932 = llvm.load %920 : !llvm.ptr -> i32
      %933 = llvm.load %924 : !llvm.ptr -> i32
      %934 = llvm.getelementptr %924[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %935 = llvm.load %934 : !llvm.ptr -> i32
      %936 = llvm.load %928 : !llvm.ptr -> f32
      %937 = llvm.getelementptr %928[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %938 = llvm.load %937 : !llvm.ptr -> f32
      %939 = llvm.getelementptr %928[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %940 = llvm.load %939 : !llvm.ptr -> f32
      %941 = llvm.getelementptr %928[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %942 = llvm.load %941 : !llvm.ptr -> f32
      %943 = nvvm.mma.sync A[%929, %930, %931, %932]  B[%933, %935]  C[%936, %938, %940, %942]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %944 = llvm.extractvalue %943[0] : !llvm_struct_687153
      %945 = llvm.extractvalue %943[1] : !llvm_struct_687153
      %946 = llvm.extractvalue %943[2] : !llvm_struct_687153
      %947 = llvm.extractvalue %943[3] : !llvm_struct_687153
      llvm.store %944, %928 : f32, !llvm.ptr
      llvm.store %945, %937 : f32, !llvm.ptr
      llvm.store %946, %939 : f32, !llvm.ptr
      llvm.store %947, %941 : f32, !llvm.ptr
      %948 = llvm.add %921, %64 : i32
      llvm.br ^bb73(%948 : i32)
    ^bb75:  // pred: ^bb73
      %949 = llvm.add %910, %64 : i32
      llvm.br ^bb71(%949 : i32)
    ^bb76:  // pred: ^bb71
      %950 = llvm.add %535, %64 : i32
      llvm.br ^bb19(%950, %537, %856 : i32, i32, i32)
    ^bb77:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %951 = llvm.load %66 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %952 = llvm.fptrunc %951 : vector<128xf32> to vector<128xbf16>
      llvm.store %952, %65 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %953 = llvm.add %91, %64 : i32
      %954 = llvm.mul %953, %63 : i32
      %955 = llvm.icmp "sle" %954, %42 : i32
      %956 = llvm.add %100, %64 : i32
      %957 = llvm.mul %956, %63 : i32
      %958 = llvm.icmp "sle" %957, %50 : i32
      %959 = llvm.and %955, %958 : i1
      llvm.cond_br %959, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      llvm.br ^bb79(%56 : i32)
    ^bb79(%960: i32):  // 2 preds: ^bb78, ^bb80
      %961 = llvm.icmp "slt" %960, %43 : i32
      llvm.cond_br %961, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %962 = llvm.mul %960, %57 : i32
      %963 = llvm.getelementptr %65[%962] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %964 = llvm.sdiv %960, %57 : i32
      %965 = llvm.srem %960, %57 : i32
      %966 = llvm.mul %965, %15 : i32
      %967 = llvm.sdiv %964, %49 : i32
      %968 = llvm.srem %964, %49 : i32
      %969 = llvm.mul %968, %14 : i32
      %970 = llvm.add %966, %969 : i32
      %971 = llvm.mul %967, %41 : i32
      %972 = llvm.add %970, %971 : i32
      %973 = llvm.getelementptr %447[%972] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %974 = llvm.load %963 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %974, %973 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %975 = llvm.add %960, %64 : i32
      llvm.br ^bb79(%975 : i32)
    ^bb81:  // 3 preds: ^bb79, ^bb336, ^bb337
      llvm.br ^bb338
    ^bb82:  // pred: ^bb77
      %976 = llvm.mul %436, %41 : i32
      %977 = llvm.add %438, %976 : i32
      %978 = llvm.add %440, %444 : i32
      %979 = llvm.add %104, %977 : i32
      %980 = llvm.add %115, %978 : i32
      %981 = llvm.icmp "slt" %979, %42 : i32
      %982 = llvm.icmp "slt" %980, %50 : i32
      %983 = llvm.and %981, %982 : i1
      llvm.cond_br %983, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %984 = llvm.ptrtoint %65 : !llvm.ptr to i64
      %985 = llvm.inttoptr %984 : i64 to !llvm.ptr
      %986 = llvm.load %985 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %987 = llvm.ptrtoint %447 : !llvm.ptr<1> to i64
      %988 = llvm.inttoptr %987 : i64 to !llvm.ptr<1>
      llvm.store %986, %988 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %989 = llvm.add %980, %64 : i32
      %990 = llvm.icmp "slt" %989, %50 : i32
      %991 = llvm.and %981, %990 : i1
      llvm.cond_br %991, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %992 = llvm.getelementptr %65[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %993 = llvm.ptrtoint %992 : !llvm.ptr to i64
      %994 = llvm.inttoptr %993 : i64 to !llvm.ptr
      %995 = llvm.load %994 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %996 = llvm.getelementptr %447[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %997 = llvm.ptrtoint %996 : !llvm.ptr<1> to i64
      %998 = llvm.inttoptr %997 : i64 to !llvm.ptr<1>
      llvm.store %995, %998 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %999 = llvm.add %979, %62 : i32
      %1000 = llvm.icmp "slt" %999, %42 : i32
      %1001 = llvm.and %1000, %982 : i1
      llvm.cond_br %1001, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %1002 = llvm.getelementptr %65[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1003 = llvm.ptrtoint %1002 : !llvm.ptr to i64
      %1004 = llvm.inttoptr %1003 : i64 to !llvm.ptr
      %1005 = llvm.load %1004 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1006 = llvm.getelementptr %447[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1007 = llvm.ptrtoint %1006 : !llvm.ptr<1> to i64
      %1008 = llvm.inttoptr %1007 : i64 to !llvm.ptr<1>
      llvm.store %1005, %1008 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %1009 = llvm.and %1000, %990 : i1
      llvm.cond_br %1009, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1010 = llvm.getelementptr %65[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1011 = llvm.ptrtoint %1010 : !llvm.ptr to i64
      %1012 = llvm.inttoptr %1011 : i64 to !llvm.ptr
      %1013 = llvm.load %1012 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1014 = llvm.getelementptr %447[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1015 = llvm.ptrtoint %1014 : !llvm.ptr<1> to i64
      %1016 = llvm.inttoptr %1015 : i64 to !llvm.ptr<1>
      llvm.store %1013, %1016 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1017 = llvm.add %979, %48 : i32
      %1018 = llvm.icmp "slt" %1017, %42 : i32
      %1019 = llvm.and %1018, %982 : i1
      llvm.cond_br %1019, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1020 = llvm.getelementptr %65[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1021 = llvm.ptrtoint %1020 : !llvm.ptr to i64
      %1022 = llvm.inttoptr %1021 : i64 to !llvm.ptr
      %1023 = llvm.load %1022 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1024 = llvm.getelementptr %447[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1025 = llvm.ptrtoint %1024 : !llvm.ptr<1> to i64
      %1026 = llvm.inttoptr %1025 : i64 to !llvm.ptr<1>
      llvm.store %1023, %1026 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1027 = llvm.and %1018, %990 : i1
      llvm.cond_br %1027, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1028 = llvm.getelementptr %65[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1029 = llvm.ptrtoint %1028 : !llvm.ptr to i64
      %1030 = llvm.inttoptr %1029 : i64 to !llvm.ptr
      %1031 = llvm.load %1030 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1032 = llvm.getelementptr %447[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1033 = llvm.ptrtoint %1032 : !llvm.ptr<1> to i64
      %1034 = llvm.inttoptr %1033 : i64 to !llvm.ptr<1>
      llvm.store %1031, %1034 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1035 = llvm.add %979, %24 : i32
      %1036 = llvm.icmp "slt" %1035, %42 : i32
      %1037 = llvm.and %1036, %982 : i1
      llvm.cond_br %1037, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1038 = llvm.getelementptr %65[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1039 = llvm.ptrtoint %1038 : !llvm.ptr to i64
      %1040 = llvm.inttoptr %1039 : i64 to !llvm.ptr
      %1041 = llvm.load %1040 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1042 = llvm.getelementptr %447[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1043 = llvm.ptrtoint %1042 : !llvm.ptr<1> to i64
      %1044 = llvm.inttoptr %1043 : i64 to !llvm.ptr<1>
      llvm.store %1041, %1044 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1045 = llvm.and %1036, %990 : i1
      llvm.cond_br %1045, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1046 = llvm.getelementptr %65[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1047 = llvm.ptrtoint %1046 : !llvm.ptr to i64
      %1048 = llvm.inttoptr %1047 : i64 to !llvm.ptr
      %1049 = llvm.load %1048 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1050 = llvm.getelementptr %447[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1051 = llvm.ptrtoint %1050 : !llvm.ptr<1> to i64
      %1052 = llvm.inttoptr %1051 : i64 to !llvm.ptr<1>
      llvm.store %1049, %1052 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1053 = llvm.add %979, %43 : i32
      %1054 = llvm.icmp "slt" %1053, %42 : i32
      %1055 = llvm.and %1054, %982 : i1
      llvm.cond_br %1055, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1056 = llvm.getelementptr %65[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1057 = llvm.ptrtoint %1056 : !llvm.ptr to i64
      %1058 = llvm.inttoptr %1057 : i64 to !llvm.ptr
      %1059 = llvm.load %1058 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1060 = llvm.getelementptr %447[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1061 = llvm.ptrtoint %1060 : !llvm.ptr<1> to i64
      %1062 = llvm.inttoptr %1061 : i64 to !llvm.ptr<1>
      llvm.store %1059, %1062 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1063 = llvm.and %1054, %990 : i1
      llvm.cond_br %1063, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1064 = llvm.getelementptr %65[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1065 = llvm.ptrtoint %1064 : !llvm.ptr to i64
      %1066 = llvm.inttoptr %1065 : i64 to !llvm.ptr
      %1067 = llvm.load %1066 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1068 = llvm.getelementptr %447[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1069 = llvm.ptrtoint %1068 : !llvm.ptr<1> to i64
      %1070 = llvm.inttoptr %1069 : i64 to !llvm.ptr<1>
      llvm.store %1067, %1070 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1071 = llvm.add %979, %39 : i32
      %1072 = llvm.icmp "slt" %1071, %42 : i32
      %1073 = llvm.and %1072, %982 : i1
      llvm.cond_br %1073, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1074 = llvm.getelementptr %65[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1075 = llvm.ptrtoint %1074 : !llvm.ptr to i64
      %1076 = llvm.inttoptr %1075 : i64 to !llvm.ptr
      %1077 = llvm.load %1076 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1078 = llvm.getelementptr %447[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1079 = llvm.ptrtoint %1078 : !llvm.ptr<1> to i64
      %1080 = llvm.inttoptr %1079 : i64 to !llvm.ptr<1>
      llvm.store %1077, %1080 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1081 = llvm.and %1072, %990 : i1
      llvm.cond_br %1081, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1082 = llvm.getelementptr %65[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1083 = llvm.ptrtoint %1082 : !llvm.ptr to i64
      %1084 = llvm.inttoptr %1083 : i64 to !llvm.ptr
      %1085 = llvm.load %1084 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1086 = llvm.getelementptr %447[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1087 = llvm.ptrtoint %1086 : !llvm.ptr<1> to i64
      %1088 = llvm.inttoptr %1087 : i64 to !llvm.ptr<1>
      llvm.store %1085, %1088 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1089 = llvm.add %979, %27 : i32
      %1090 = llvm.icmp "slt" %1089, %42 : i32
      %1091 = llvm.and %1090, %982 : i1
      llvm.cond_br %1091, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1092 = llvm.getelementptr %65[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1093 = llvm.ptrtoint %1092 : !llvm.ptr to i64
      %1094 = llvm.inttoptr %1093 : i64 to !llvm.ptr
      %1095 = llvm.load %1094 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1096 = llvm.getelementptr %447[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1097 = llvm.ptrtoint %1096 : !llvm.ptr<1> to i64
      %1098 = llvm.inttoptr %1097 : i64 to !llvm.ptr<1>
      llvm.store %1095, %1098 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1099 = llvm.and %1090, %990 : i1
      llvm.cond_br %1099, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1100 = llvm.getelementptr %65[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1101 = llvm.ptrtoint %1100 : !llvm.ptr to i64
      %1102 = llvm.inttoptr %1101 : i64 to !llvm.ptr
      %1103 = llvm.load %1102 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1104 = llvm.getelementptr %447[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1105 = llvm.ptrtoint %1104 : !llvm.ptr<1> to i64
      %1106 = llvm.inttoptr %1105 : i64 to !llvm.ptr<1>
      llvm.store %1103, %1106 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1107 = llvm.add %979, %13 : i32
      %1108 = llvm.icmp "slt" %1107, %42 : i32
      %1109 = llvm.and %1108, %982 : i1
      llvm.cond_br %1109, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1110 = llvm.getelementptr %65[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1111 = llvm.ptrtoint %1110 : !llvm.ptr to i64
      %1112 = llvm.inttoptr %1111 : i64 to !llvm.ptr
      %1113 = llvm.load %1112 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1114 = llvm.getelementptr %447[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1115 = llvm.ptrtoint %1114 : !llvm.ptr<1> to i64
      %1116 = llvm.inttoptr %1115 : i64 to !llvm.ptr<1>
      llvm.store %1113, %1116 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1117 = llvm.and %1108, %990 : i1
      llvm.cond_br %1117, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1118 = llvm.getelementptr %65[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1119 = llvm.ptrtoint %1118 : !llvm.ptr to i64
      %1120 = llvm.inttoptr %1119 : i64 to !llvm.ptr
      %1121 = llvm.load %1120 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1122 = llvm.getelementptr %447[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1123 = llvm.ptrtoint %1122 : !llvm.ptr<1> to i64
      %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr<1>
      llvm.store %1121, %1124 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1125 = llvm.add %980, %41 : i32
      %1126 = llvm.icmp "slt" %1125, %50 : i32
      %1127 = llvm.and %981, %1126 : i1
      llvm.cond_br %1127, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1128 = llvm.getelementptr %65[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1129 = llvm.ptrtoint %1128 : !llvm.ptr to i64
      %1130 = llvm.inttoptr %1129 : i64 to !llvm.ptr
      %1131 = llvm.load %1130 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1132 = llvm.getelementptr %447[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1133 = llvm.ptrtoint %1132 : !llvm.ptr<1> to i64
      %1134 = llvm.inttoptr %1133 : i64 to !llvm.ptr<1>
      llvm.store %1131, %1134 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1135 = llvm.add %980, %12 : i32
      %1136 = llvm.icmp "slt" %1135, %50 : i32
      %1137 = llvm.and %981, %1136 : i1
      llvm.cond_br %1137, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1138 = llvm.getelementptr %65[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1139 = llvm.ptrtoint %1138 : !llvm.ptr to i64
      %1140 = llvm.inttoptr %1139 : i64 to !llvm.ptr
      %1141 = llvm.load %1140 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1142 = llvm.getelementptr %447[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1143 = llvm.ptrtoint %1142 : !llvm.ptr<1> to i64
      %1144 = llvm.inttoptr %1143 : i64 to !llvm.ptr<1>
      llvm.store %1141, %1144 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1145 = llvm.and %1000, %1126 : i1
      llvm.cond_br %1145, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1146 = llvm.getelementptr %65[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1147 = llvm.ptrtoint %1146 : !llvm.ptr to i64
      %1148 = llvm.inttoptr %1147 : i64 to !llvm.ptr
      %1149 = llvm.load %1148 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1150 = llvm.getelementptr %447[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1151 = llvm.ptrtoint %1150 : !llvm.ptr<1> to i64
      %1152 = llvm.inttoptr %1151 : i64 to !llvm.ptr<1>
      llvm.store %1149, %1152 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1153 = llvm.and %1000, %1136 : i1
      llvm.cond_br %1153, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1154 = llvm.getelementptr %65[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1155 = llvm.ptrtoint %1154 : !llvm.ptr to i64
      %1156 = llvm.inttoptr %1155 : i64 to !llvm.ptr
      %1157 = llvm.load %1156 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1158 = llvm.getelementptr %447[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1159 = llvm.ptrtoint %1158 : !llvm.ptr<1> to i64
      %1160 = llvm.inttoptr %1159 : i64 to !llvm.ptr<1>
      llvm.store %1157, %1160 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1161 = llvm.and %1018, %1126 : i1
      llvm.cond_br %1161, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1162 = llvm.getelementptr %65[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1163 = llvm.ptrtoint %1162 : !llvm.ptr to i64
      %1164 = llvm.inttoptr %1163 : i64 to !llvm.ptr
      %1165 = llvm.load %1164 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1166 = llvm.getelementptr %447[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1167 = llvm.ptrtoint %1166 : !llvm.ptr<1> to i64
      %1168 = llvm.inttoptr %1167 : i64 to !llvm.ptr<1>
      llvm.store %1165, %1168 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1169 = llvm.and %1018, %1136 : i1
      llvm.cond_br %1169, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1170 = llvm.getelementptr %65[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1171 = llvm.ptrtoint %1170 : !llvm.ptr to i64
      %1172 = llvm.inttoptr %1171 : i64 to !llvm.ptr
      %1173 = llvm.load %1172 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1174 = llvm.getelementptr %447[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1175 = llvm.ptrtoint %1174 : !llvm.ptr<1> to i64
      %1176 = llvm.inttoptr %1175 : i64 to !llvm.ptr<1>
      llvm.store %1173, %1176 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1177 = llvm.and %1036, %1126 : i1
      llvm.cond_br %1177, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1178 = llvm.getelementptr %65[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1179 = llvm.ptrtoint %1178 : !llvm.ptr to i64
      %1180 = llvm.inttoptr %1179 : i64 to !llvm.ptr
      %1181 = llvm.load %1180 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1182 = llvm.getelementptr %447[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1183 = llvm.ptrtoint %1182 : !llvm.ptr<1> to i64
      %1184 = llvm.inttoptr %1183 : i64 to !llvm.ptr<1>
      llvm.store %1181, %1184 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1185 = llvm.and %1036, %1136 : i1
      llvm.cond_br %1185, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1186 = llvm.getelementptr %65[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1187 = llvm.ptrtoint %1186 : !llvm.ptr to i64
      %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr
      %1189 = llvm.load %1188 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1190 = llvm.getelementptr %447[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1191 = llvm.ptrtoint %1190 : !llvm.ptr<1> to i64
      %1192 = llvm.inttoptr %1191 : i64 to !llvm.ptr<1>
      llvm.store %1189, %1192 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1193 = llvm.and %1054, %1126 : i1
      llvm.cond_br %1193, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1194 = llvm.getelementptr %65[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1195 = llvm.ptrtoint %1194 : !llvm.ptr to i64
      %1196 = llvm.inttoptr %1195 : i64 to !llvm.ptr
      %1197 = llvm.load %1196 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1198 = llvm.getelementptr %447[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1199 = llvm.ptrtoint %1198 : !llvm.ptr<1> to i64
      %1200 = llvm.inttoptr %1199 : i64 to !llvm.ptr<1>
      llvm.store %1197, %1200 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1201 = llvm.and %1054, %1136 : i1
      llvm.cond_br %1201, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1202 = llvm.getelementptr %65[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1203 = llvm.ptrtoint %1202 : !llvm.ptr to i64
      %1204 = llvm.inttoptr %1203 : i64 to !llvm.ptr
      %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1206 = llvm.getelementptr %447[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1207 = llvm.ptrtoint %1206 : !llvm.ptr<1> to i64
      %1208 = llvm.inttoptr %1207 : i64 to !llvm.ptr<1>
      llvm.store %1205, %1208 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1209 = llvm.and %1072, %1126 : i1
      llvm.cond_br %1209, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1210 = llvm.getelementptr %65[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1211 = llvm.ptrtoint %1210 : !llvm.ptr to i64
      %1212 = llvm.inttoptr %1211 : i64 to !llvm.ptr
      %1213 = llvm.load %1212 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1214 = llvm.getelementptr %447[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1215 = llvm.ptrtoint %1214 : !llvm.ptr<1> to i64
      %1216 = llvm.inttoptr %1215 : i64 to !llvm.ptr<1>
      llvm.store %1213, %1216 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1217 = llvm.and %1072, %1136 : i1
      llvm.cond_br %1217, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1218 = llvm.getelementptr %65[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1219 = llvm.ptrtoint %1218 : !llvm.ptr to i64
      %1220 = llvm.inttoptr %1219 : i64 to !llvm.ptr
      %1221 = llvm.load %1220 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1222 = llvm.getelementptr %447[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1223 = llvm.ptrtoint %1222 : !llvm.ptr<1> to i64
      %1224 = llvm.inttoptr %1223 : i64 to !llvm.ptr<1>
      llvm.store %1221, %1224 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1225 = llvm.and %1090, %1126 : i1
      llvm.cond_br %1225, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1226 = llvm.getelementptr %65[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1227 = llvm.ptrtoint %1226 : !llvm.ptr to i64
      %1228 = llvm.inttoptr %1227 : i64 to !llvm.ptr
      %1229 = llvm.load %1228 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1230 = llvm.getelementptr %447[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1231 = llvm.ptrtoint %1230 : !llvm.ptr<1> to i64
      %1232 = llvm.inttoptr %1231 : i64 to !llvm.ptr<1>
      llvm.store %1229, %1232 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1233 = llvm.and %1090, %1136 : i1
      llvm.cond_br %1233, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1234 = llvm.getelementptr %65[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1235 = llvm.ptrtoint %1234 : !llvm.ptr to i64
      %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr
      %1237 = llvm.load %1236 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1238 = llvm.getelementptr %447[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1239 = llvm.ptrtoint %1238 : !llvm.ptr<1> to i64
      %1240 = llvm.inttoptr %1239 : i64 to !llvm.ptr<1>
      llvm.store %1237, %1240 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1241 = llvm.and %1108, %1126 : i1
      llvm.cond_br %1241, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1242 = llvm.getelementptr %65[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1243 = llvm.ptrtoint %1242 : !llvm.ptr to i64
      %1244 = llvm.inttoptr %1243 : i64 to !llvm.ptr
      %1245 = llvm.load %1244 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1246 = llvm.getelementptr %447[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1247 = llvm.ptrtoint %1246 : !llvm.ptr<1> to i64
      %1248 = llvm.inttoptr %1247 : i64 to !llvm.ptr<1>
      llvm.store %1245, %1248 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1249 = llvm.and %1108, %1136 : i1
      llvm.cond_br %1249, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1250 = llvm.getelementptr %65[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1251 = llvm.ptrtoint %1250 : !llvm.ptr to i64
      %1252 = llvm.inttoptr %1251 : i64 to !llvm.ptr
      %1253 = llvm.load %1252 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1254 = llvm.getelementptr %447[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1255 = llvm.ptrtoint %1254 : !llvm.ptr<1> to i64
      %1256 = llvm.inttoptr %1255 : i64 to !llvm.ptr<1>
      llvm.store %1253, %1256 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1257 = llvm.add %980, %48 : i32
      %1258 = llvm.icmp "slt" %1257, %50 : i32
      %1259 = llvm.and %981, %1258 : i1
      llvm.cond_br %1259, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1260 = llvm.getelementptr %65[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1261 = llvm.ptrtoint %1260 : !llvm.ptr to i64
      %1262 = llvm.inttoptr %1261 : i64 to !llvm.ptr
      %1263 = llvm.load %1262 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1264 = llvm.getelementptr %447[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1265 = llvm.ptrtoint %1264 : !llvm.ptr<1> to i64
      %1266 = llvm.inttoptr %1265 : i64 to !llvm.ptr<1>
      llvm.store %1263, %1266 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1267 = llvm.add %980, %11 : i32
      %1268 = llvm.icmp "slt" %1267, %50 : i32
      %1269 = llvm.and %981, %1268 : i1
      llvm.cond_br %1269, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1270 = llvm.getelementptr %65[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1271 = llvm.ptrtoint %1270 : !llvm.ptr to i64
      %1272 = llvm.inttoptr %1271 : i64 to !llvm.ptr
      %1273 = llvm.load %1272 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1274 = llvm.getelementptr %447[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1275 = llvm.ptrtoint %1274 : !llvm.ptr<1> to i64
      %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr<1>
      llvm.store %1273, %1276 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1277 = llvm.and %1000, %1258 : i1
      llvm.cond_br %1277, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1278 = llvm.getelementptr %65[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1279 = llvm.ptrtoint %1278 : !llvm.ptr to i64
      %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr
      %1281 = llvm.load %1280 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1282 = llvm.getelementptr %447[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1283 = llvm.ptrtoint %1282 : !llvm.ptr<1> to i64
      %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr<1>
      llvm.store %1281, %1284 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1285 = llvm.and %1000, %1268 : i1
      llvm.cond_br %1285, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1286 = llvm.getelementptr %65[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1287 = llvm.ptrtoint %1286 : !llvm.ptr to i64
      %1288 = llvm.inttoptr %1287 : i64 to !llvm.ptr
      %1289 = llvm.load %1288 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1290 = llvm.getelementptr %447[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1291 = llvm.ptrtoint %1290 : !llvm.ptr<1> to i64
      %1292 = llvm.inttoptr %1291 : i64 to !llvm.ptr<1>
      llvm.store %1289, %1292 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1293 = llvm.and %1018, %1258 : i1
      llvm.cond_br %1293, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1294 = llvm.getelementptr %65[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1295 = llvm.ptrtoint %1294 : !llvm.ptr to i64
      %1296 = llvm.inttoptr %1295 : i64 to !llvm.ptr
      %1297 = llvm.load %1296 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1298 = llvm.getelementptr %447[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1299 = llvm.ptrtoint %1298 : !llvm.ptr<1> to i64
      %1300 = llvm.inttoptr %1299 : i64 to !llvm.ptr<1>
      llvm.store %1297, %1300 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1301 = llvm.and %1018, %1268 : i1
      llvm.cond_br %1301, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1302 = llvm.getelementptr %65[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1303 = llvm.ptrtoint %1302 : !llvm.ptr to i64
      %1304 = llvm.inttoptr %1303 : i64 to !llvm.ptr
      %1305 = llvm.load %1304 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1306 = llvm.getelementptr %447[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1307 = llvm.ptrtoint %1306 : !llvm.ptr<1> to i64
      %1308 = llvm.inttoptr %1307 : i64 to !llvm.ptr<1>
      llvm.store %1305, %1308 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1309 = llvm.and %1036, %1258 : i1
      llvm.cond_br %1309, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1310 = llvm.getelementptr %65[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1311 = llvm.ptrtoint %1310 : !llvm.ptr to i64
      %1312 = llvm.inttoptr %1311 : i64 to !llvm.ptr
      %1313 = llvm.load %1312 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1314 = llvm.getelementptr %447[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1315 = llvm.ptrtoint %1314 : !llvm.ptr<1> to i64
      %1316 = llvm.inttoptr %1315 : i64 to !llvm.ptr<1>
      llvm.store %1313, %1316 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1317 = llvm.and %1036, %1268 : i1
      llvm.cond_br %1317, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1318 = llvm.getelementptr %65[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1319 = llvm.ptrtoint %1318 : !llvm.ptr to i64
      %1320 = llvm.inttoptr %1319 : i64 to !llvm.ptr
      %1321 = llvm.load %1320 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1322 = llvm.getelementptr %447[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1323 = llvm.ptrtoint %1322 : !llvm.ptr<1> to i64
      %1324 = llvm.inttoptr %1323 : i64 to !llvm.ptr<1>
      llvm.store %1321, %1324 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1325 = llvm.and %1054, %1258 : i1
      llvm.cond_br %1325, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1326 = llvm.getelementptr %65[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1327 = llvm.ptrtoint %1326 : !llvm.ptr to i64
      %1328 = llvm.inttoptr %1327 : i64 to !llvm.ptr
      %1329 = llvm.load %1328 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1330 = llvm.getelementptr %447[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1331 = llvm.ptrtoint %1330 : !llvm.ptr<1> to i64
      %1332 = llvm.inttoptr %1331 : i64 to !llvm.ptr<1>
      llvm.store %1329, %1332 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1333 = llvm.and %1054, %1268 : i1
      llvm.cond_br %1333, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1334 = llvm.getelementptr %65[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1335 = llvm.ptrtoint %1334 : !llvm.ptr to i64
      %1336 = llvm.inttoptr %1335 : i64 to !llvm.ptr
      %1337 = llvm.load %1336 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1338 = llvm.getelementptr %447[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1339 = llvm.ptrtoint %1338 : !llvm.ptr<1> to i64
      %1340 = llvm.inttoptr %1339 : i64 to !llvm.ptr<1>
      llvm.store %1337, %1340 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1341 = llvm.and %1072, %1258 : i1
      llvm.cond_br %1341, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1342 = llvm.getelementptr %65[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1343 = llvm.ptrtoint %1342 : !llvm.ptr to i64
      %1344 = llvm.inttoptr %1343 : i64 to !llvm.ptr
      %1345 = llvm.load %1344 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1346 = llvm.getelementptr %447[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1347 = llvm.ptrtoint %1346 : !llvm.ptr<1> to i64
      %1348 = llvm.inttoptr %1347 : i64 to !llvm.ptr<1>
      llvm.store %1345, %1348 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1349 = llvm.and %1072, %1268 : i1
      llvm.cond_br %1349, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1350 = llvm.getelementptr %65[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1351 = llvm.ptrtoint %1350 : !llvm.ptr to i64
      %1352 = llvm.inttoptr %1351 : i64 to !llvm.ptr
      %1353 = llvm.load %1352 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1354 = llvm.getelementptr %447[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1355 = llvm.ptrtoint %1354 : !llvm.ptr<1> to i64
      %1356 = llvm.inttoptr %1355 : i64 to !llvm.ptr<1>
      llvm.store %1353, %1356 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1357 = llvm.and %1090, %1258 : i1
      llvm.cond_br %1357, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1358 = llvm.getelementptr %65[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1359 = llvm.ptrtoint %1358 : !llvm.ptr to i64
      %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr
      %1361 = llvm.load %1360 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1362 = llvm.getelementptr %447[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1363 = llvm.ptrtoint %1362 : !llvm.ptr<1> to i64
      %1364 = llvm.inttoptr %1363 : i64 to !llvm.ptr<1>
      llvm.store %1361, %1364 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1365 = llvm.and %1090, %1268 : i1
      llvm.cond_br %1365, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1366 = llvm.getelementptr %65[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1367 = llvm.ptrtoint %1366 : !llvm.ptr to i64
      %1368 = llvm.inttoptr %1367 : i64 to !llvm.ptr
      %1369 = llvm.load %1368 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1370 = llvm.getelementptr %447[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1371 = llvm.ptrtoint %1370 : !llvm.ptr<1> to i64
      %1372 = llvm.inttoptr %1371 : i64 to !llvm.ptr<1>
      llvm.store %1369, %1372 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1373 = llvm.and %1108, %1258 : i1
      llvm.cond_br %1373, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1374 = llvm.getelementptr %65[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1375 = llvm.ptrtoint %1374 : !llvm.ptr to i64
      %1376 = llvm.inttoptr %1375 : i64 to !llvm.ptr
      %1377 = llvm.load %1376 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1378 = llvm.getelementptr %447[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1379 = llvm.ptrtoint %1378 : !llvm.ptr<1> to i64
      %1380 = llvm.inttoptr %1379 : i64 to !llvm.ptr<1>
      llvm.store %1377, %1380 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1381 = llvm.and %1108, %1268 : i1
      llvm.cond_br %1381, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1382 = llvm.getelementptr %65[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1383 = llvm.ptrtoint %1382 : !llvm.ptr to i64
      %1384 = llvm.inttoptr %1383 : i64 to !llvm.ptr
      %1385 = llvm.load %1384 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1386 = llvm.getelementptr %447[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1387 = llvm.ptrtoint %1386 : !llvm.ptr<1> to i64
      %1388 = llvm.inttoptr %1387 : i64 to !llvm.ptr<1>
      llvm.store %1385, %1388 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1389 = llvm.add %980, %29 : i32
      %1390 = llvm.icmp "slt" %1389, %50 : i32
      %1391 = llvm.and %981, %1390 : i1
      llvm.cond_br %1391, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1392 = llvm.getelementptr %65[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1393 = llvm.ptrtoint %1392 : !llvm.ptr to i64
      %1394 = llvm.inttoptr %1393 : i64 to !llvm.ptr
      %1395 = llvm.load %1394 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1396 = llvm.getelementptr %447[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1397 = llvm.ptrtoint %1396 : !llvm.ptr<1> to i64
      %1398 = llvm.inttoptr %1397 : i64 to !llvm.ptr<1>
      llvm.store %1395, %1398 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1399 = llvm.add %980, %10 : i32
      %1400 = llvm.icmp "slt" %1399, %50 : i32
      %1401 = llvm.and %981, %1400 : i1
      llvm.cond_br %1401, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1402 = llvm.getelementptr %65[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1403 = llvm.ptrtoint %1402 : !llvm.ptr to i64
      %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr
      %1405 = llvm.load %1404 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1406 = llvm.getelementptr %447[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1407 = llvm.ptrtoint %1406 : !llvm.ptr<1> to i64
      %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr<1>
      llvm.store %1405, %1408 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1409 = llvm.and %1000, %1390 : i1
      llvm.cond_br %1409, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1410 = llvm.getelementptr %65[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1411 = llvm.ptrtoint %1410 : !llvm.ptr to i64
      %1412 = llvm.inttoptr %1411 : i64 to !llvm.ptr
      %1413 = llvm.load %1412 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1414 = llvm.getelementptr %447[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1415 = llvm.ptrtoint %1414 : !llvm.ptr<1> to i64
      %1416 = llvm.inttoptr %1415 : i64 to !llvm.ptr<1>
      llvm.store %1413, %1416 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1417 = llvm.and %1000, %1400 : i1
      llvm.cond_br %1417, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1418 = llvm.getelementptr %65[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1419 = llvm.ptrtoint %1418 : !llvm.ptr to i64
      %1420 = llvm.inttoptr %1419 : i64 to !llvm.ptr
      %1421 = llvm.load %1420 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1422 = llvm.getelementptr %447[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1423 = llvm.ptrtoint %1422 : !llvm.ptr<1> to i64
      %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr<1>
      llvm.store %1421, %1424 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1425 = llvm.and %1018, %1390 : i1
      llvm.cond_br %1425, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1426 = llvm.getelementptr %65[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1427 = llvm.ptrtoint %1426 : !llvm.ptr to i64
      %1428 = llvm.inttoptr %1427 : i64 to !llvm.ptr
      %1429 = llvm.load %1428 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1430 = llvm.getelementptr %447[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1431 = llvm.ptrtoint %1430 : !llvm.ptr<1> to i64
      %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr<1>
      llvm.store %1429, %1432 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1433 = llvm.and %1018, %1400 : i1
      llvm.cond_br %1433, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1434 = llvm.getelementptr %65[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1435 = llvm.ptrtoint %1434 : !llvm.ptr to i64
      %1436 = llvm.inttoptr %1435 : i64 to !llvm.ptr
      %1437 = llvm.load %1436 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1438 = llvm.getelementptr %447[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1439 = llvm.ptrtoint %1438 : !llvm.ptr<1> to i64
      %1440 = llvm.inttoptr %1439 : i64 to !llvm.ptr<1>
      llvm.store %1437, %1440 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1441 = llvm.and %1036, %1390 : i1
      llvm.cond_br %1441, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1442 = llvm.getelementptr %65[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1443 = llvm.ptrtoint %1442 : !llvm.ptr to i64
      %1444 = llvm.inttoptr %1443 : i64 to !llvm.ptr
      %1445 = llvm.load %1444 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1446 = llvm.getelementptr %447[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1447 = llvm.ptrtoint %1446 : !llvm.ptr<1> to i64
      %1448 = llvm.inttoptr %1447 : i64 to !llvm.ptr<1>
      llvm.store %1445, %1448 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1449 = llvm.and %1036, %1400 : i1
      llvm.cond_br %1449, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1450 = llvm.getelementptr %65[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1451 = llvm.ptrtoint %1450 : !llvm.ptr to i64
      %1452 = llvm.inttoptr %1451 : i64 to !llvm.ptr
      %1453 = llvm.load %1452 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1454 = llvm.getelementptr %447[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1455 = llvm.ptrtoint %1454 : !llvm.ptr<1> to i64
      %1456 = llvm.inttoptr %1455 : i64 to !llvm.ptr<1>
      llvm.store %1453, %1456 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1457 = llvm.and %1054, %1390 : i1
      llvm.cond_br %1457, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1458 = llvm.getelementptr %65[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1459 = llvm.ptrtoint %1458 : !llvm.ptr to i64
      %1460 = llvm.inttoptr %1459 : i64 to !llvm.ptr
      %1461 = llvm.load %1460 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1462 = llvm.getelementptr %447[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1463 = llvm.ptrtoint %1462 : !llvm.ptr<1> to i64
      %1464 = llvm.inttoptr %1463 : i64 to !llvm.ptr<1>
      llvm.store %1461, %1464 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1465 = llvm.and %1054, %1400 : i1
      llvm.cond_br %1465, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1466 = llvm.getelementptr %65[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1467 = llvm.ptrtoint %1466 : !llvm.ptr to i64
      %1468 = llvm.inttoptr %1467 : i64 to !llvm.ptr
      %1469 = llvm.load %1468 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1470 = llvm.getelementptr %447[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1471 = llvm.ptrtoint %1470 : !llvm.ptr<1> to i64
      %1472 = llvm.inttoptr %1471 : i64 to !llvm.ptr<1>
      llvm.store %1469, %1472 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1473 = llvm.and %1072, %1390 : i1
      llvm.cond_br %1473, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1474 = llvm.getelementptr %65[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1475 = llvm.ptrtoint %1474 : !llvm.ptr to i64
      %1476 = llvm.inttoptr %1475 : i64 to !llvm.ptr
      %1477 = llvm.load %1476 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1478 = llvm.getelementptr %447[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1479 = llvm.ptrtoint %1478 : !llvm.ptr<1> to i64
      %1480 = llvm.inttoptr %1479 : i64 to !llvm.ptr<1>
      llvm.store %1477, %1480 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1481 = llvm.and %1072, %1400 : i1
      llvm.cond_br %1481, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1482 = llvm.getelementptr %65[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1483 = llvm.ptrtoint %1482 : !llvm.ptr to i64
      %1484 = llvm.inttoptr %1483 : i64 to !llvm.ptr
      %1485 = llvm.load %1484 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1486 = llvm.getelementptr %447[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1487 = llvm.ptrtoint %1486 : !llvm.ptr<1> to i64
      %1488 = llvm.inttoptr %1487 : i64 to !llvm.ptr<1>
      llvm.store %1485, %1488 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1489 = llvm.and %1090, %1390 : i1
      llvm.cond_br %1489, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1490 = llvm.getelementptr %65[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1491 = llvm.ptrtoint %1490 : !llvm.ptr to i64
      %1492 = llvm.inttoptr %1491 : i64 to !llvm.ptr
      %1493 = llvm.load %1492 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1494 = llvm.getelementptr %447[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1495 = llvm.ptrtoint %1494 : !llvm.ptr<1> to i64
      %1496 = llvm.inttoptr %1495 : i64 to !llvm.ptr<1>
      llvm.store %1493, %1496 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1497 = llvm.and %1090, %1400 : i1
      llvm.cond_br %1497, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1498 = llvm.getelementptr %65[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1499 = llvm.ptrtoint %1498 : !llvm.ptr to i64
      %1500 = llvm.inttoptr %1499 : i64 to !llvm.ptr
      %1501 = llvm.load %1500 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1502 = llvm.getelementptr %447[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1503 = llvm.ptrtoint %1502 : !llvm.ptr<1> to i64
      %1504 = llvm.inttoptr %1503 : i64 to !llvm.ptr<1>
      llvm.store %1501, %1504 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1505 = llvm.and %1108, %1390 : i1
      llvm.cond_br %1505, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1506 = llvm.getelementptr %65[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1507 = llvm.ptrtoint %1506 : !llvm.ptr to i64
      %1508 = llvm.inttoptr %1507 : i64 to !llvm.ptr
      %1509 = llvm.load %1508 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1510 = llvm.getelementptr %447[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1511 = llvm.ptrtoint %1510 : !llvm.ptr<1> to i64
      %1512 = llvm.inttoptr %1511 : i64 to !llvm.ptr<1>
      llvm.store %1509, %1512 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1513 = llvm.and %1108, %1400 : i1
      llvm.cond_br %1513, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1514 = llvm.getelementptr %65[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1515 = llvm.ptrtoint %1514 : !llvm.ptr to i64
      %1516 = llvm.inttoptr %1515 : i64 to !llvm.ptr
      %1517 = llvm.load %1516 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1518 = llvm.getelementptr %447[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1519 = llvm.ptrtoint %1518 : !llvm.ptr<1> to i64
      %1520 = llvm.inttoptr %1519 : i64 to !llvm.ptr<1>
      llvm.store %1517, %1520 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1521 = llvm.add %980, %43 : i32
      %1522 = llvm.icmp "slt" %1521, %50 : i32
      %1523 = llvm.and %981, %1522 : i1
      llvm.cond_br %1523, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1524 = llvm.getelementptr %65[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1525 = llvm.ptrtoint %1524 : !llvm.ptr to i64
      %1526 = llvm.inttoptr %1525 : i64 to !llvm.ptr
      %1527 = llvm.load %1526 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1528 = llvm.getelementptr %447[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1529 = llvm.ptrtoint %1528 : !llvm.ptr<1> to i64
      %1530 = llvm.inttoptr %1529 : i64 to !llvm.ptr<1>
      llvm.store %1527, %1530 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1531 = llvm.add %980, %9 : i32
      %1532 = llvm.icmp "slt" %1531, %50 : i32
      %1533 = llvm.and %981, %1532 : i1
      llvm.cond_br %1533, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1534 = llvm.getelementptr %65[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1535 = llvm.ptrtoint %1534 : !llvm.ptr to i64
      %1536 = llvm.inttoptr %1535 : i64 to !llvm.ptr
      %1537 = llvm.load %1536 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1538 = llvm.getelementptr %447[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1539 = llvm.ptrtoint %1538 : !llvm.ptr<1> to i64
      %1540 = llvm.inttoptr %1539 : i64 to !llvm.ptr<1>
      llvm.store %1537, %1540 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1541 = llvm.and %1000, %1522 : i1
      llvm.cond_br %1541, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1542 = llvm.getelementptr %65[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1543 = llvm.ptrtoint %1542 : !llvm.ptr to i64
      %1544 = llvm.inttoptr %1543 : i64 to !llvm.ptr
      %1545 = llvm.load %1544 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1546 = llvm.getelementptr %447[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1547 = llvm.ptrtoint %1546 : !llvm.ptr<1> to i64
      %1548 = llvm.inttoptr %1547 : i64 to !llvm.ptr<1>
      llvm.store %1545, %1548 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1549 = llvm.and %1000, %1532 : i1
      llvm.cond_br %1549, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1550 = llvm.getelementptr %65[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1551 = llvm.ptrtoint %1550 : !llvm.ptr to i64
      %1552 = llvm.inttoptr %1551 : i64 to !llvm.ptr
      %1553 = llvm.load %1552 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1554 = llvm.getelementptr %447[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1555 = llvm.ptrtoint %1554 : !llvm.ptr<1> to i64
      %1556 = llvm.inttoptr %1555 : i64 to !llvm.ptr<1>
      llvm.store %1553, %1556 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1557 = llvm.and %1018, %1522 : i1
      llvm.cond_br %1557, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1558 = llvm.getelementptr %65[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1559 = llvm.ptrtoint %1558 : !llvm.ptr to i64
      %1560 = llvm.inttoptr %1559 : i64 to !llvm.ptr
      %1561 = llvm.load %1560 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1562 = llvm.getelementptr %447[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1563 = llvm.ptrtoint %1562 : !llvm.ptr<1> to i64
      %1564 = llvm.inttoptr %1563 : i64 to !llvm.ptr<1>
      llvm.store %1561, %1564 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1565 = llvm.and %1018, %1532 : i1
      llvm.cond_br %1565, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1566 = llvm.getelementptr %65[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1567 = llvm.ptrtoint %1566 : !llvm.ptr to i64
      %1568 = llvm.inttoptr %1567 : i64 to !llvm.ptr
      %1569 = llvm.load %1568 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1570 = llvm.getelementptr %447[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1571 = llvm.ptrtoint %1570 : !llvm.ptr<1> to i64
      %1572 = llvm.inttoptr %1571 : i64 to !llvm.ptr<1>
      llvm.store %1569, %1572 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1573 = llvm.and %1036, %1522 : i1
      llvm.cond_br %1573, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1574 = llvm.getelementptr %65[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1575 = llvm.ptrtoint %1574 : !llvm.ptr to i64
      %1576 = llvm.inttoptr %1575 : i64 to !llvm.ptr
      %1577 = llvm.load %1576 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1578 = llvm.getelementptr %447[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1579 = llvm.ptrtoint %1578 : !llvm.ptr<1> to i64
      %1580 = llvm.inttoptr %1579 : i64 to !llvm.ptr<1>
      llvm.store %1577, %1580 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1581 = llvm.and %1036, %1532 : i1
      llvm.cond_br %1581, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1582 = llvm.getelementptr %65[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1583 = llvm.ptrtoint %1582 : !llvm.ptr to i64
      %1584 = llvm.inttoptr %1583 : i64 to !llvm.ptr
      %1585 = llvm.load %1584 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1586 = llvm.getelementptr %447[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1587 = llvm.ptrtoint %1586 : !llvm.ptr<1> to i64
      %1588 = llvm.inttoptr %1587 : i64 to !llvm.ptr<1>
      llvm.store %1585, %1588 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1589 = llvm.and %1054, %1522 : i1
      llvm.cond_br %1589, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1590 = llvm.getelementptr %65[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1591 = llvm.ptrtoint %1590 : !llvm.ptr to i64
      %1592 = llvm.inttoptr %1591 : i64 to !llvm.ptr
      %1593 = llvm.load %1592 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1594 = llvm.getelementptr %447[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1595 = llvm.ptrtoint %1594 : !llvm.ptr<1> to i64
      %1596 = llvm.inttoptr %1595 : i64 to !llvm.ptr<1>
      llvm.store %1593, %1596 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1597 = llvm.and %1054, %1532 : i1
      llvm.cond_br %1597, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1598 = llvm.getelementptr %65[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1599 = llvm.ptrtoint %1598 : !llvm.ptr to i64
      %1600 = llvm.inttoptr %1599 : i64 to !llvm.ptr
      %1601 = llvm.load %1600 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1602 = llvm.getelementptr %447[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1603 = llvm.ptrtoint %1602 : !llvm.ptr<1> to i64
      %1604 = llvm.inttoptr %1603 : i64 to !llvm.ptr<1>
      llvm.store %1601, %1604 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1605 = llvm.and %1072, %1522 : i1
      llvm.cond_br %1605, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1606 = llvm.getelementptr %65[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1607 = llvm.ptrtoint %1606 : !llvm.ptr to i64
      %1608 = llvm.inttoptr %1607 : i64 to !llvm.ptr
      %1609 = llvm.load %1608 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1610 = llvm.getelementptr %447[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1611 = llvm.ptrtoint %1610 : !llvm.ptr<1> to i64
      %1612 = llvm.inttoptr %1611 : i64 to !llvm.ptr<1>
      llvm.store %1609, %1612 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1613 = llvm.and %1072, %1532 : i1
      llvm.cond_br %1613, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1614 = llvm.getelementptr %65[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1615 = llvm.ptrtoint %1614 : !llvm.ptr to i64
      %1616 = llvm.inttoptr %1615 : i64 to !llvm.ptr
      %1617 = llvm.load %1616 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1618 = llvm.getelementptr %447[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1619 = llvm.ptrtoint %1618 : !llvm.ptr<1> to i64
      %1620 = llvm.inttoptr %1619 : i64 to !llvm.ptr<1>
      llvm.store %1617, %1620 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1621 = llvm.and %1090, %1522 : i1
      llvm.cond_br %1621, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1622 = llvm.getelementptr %65[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1623 = llvm.ptrtoint %1622 : !llvm.ptr to i64
      %1624 = llvm.inttoptr %1623 : i64 to !llvm.ptr
      %1625 = llvm.load %1624 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1626 = llvm.getelementptr %447[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1627 = llvm.ptrtoint %1626 : !llvm.ptr<1> to i64
      %1628 = llvm.inttoptr %1627 : i64 to !llvm.ptr<1>
      llvm.store %1625, %1628 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1629 = llvm.and %1090, %1532 : i1
      llvm.cond_br %1629, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1630 = llvm.getelementptr %65[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1631 = llvm.ptrtoint %1630 : !llvm.ptr to i64
      %1632 = llvm.inttoptr %1631 : i64 to !llvm.ptr
      %1633 = llvm.load %1632 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1634 = llvm.getelementptr %447[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1635 = llvm.ptrtoint %1634 : !llvm.ptr<1> to i64
      %1636 = llvm.inttoptr %1635 : i64 to !llvm.ptr<1>
      llvm.store %1633, %1636 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1637 = llvm.and %1108, %1522 : i1
      llvm.cond_br %1637, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1638 = llvm.getelementptr %65[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1639 = llvm.ptrtoint %1638 : !llvm.ptr to i64
      %1640 = llvm.inttoptr %1639 : i64 to !llvm.ptr
      %1641 = llvm.load %1640 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1642 = llvm.getelementptr %447[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1643 = llvm.ptrtoint %1642 : !llvm.ptr<1> to i64
      %1644 = llvm.inttoptr %1643 : i64 to !llvm.ptr<1>
      llvm.store %1641, %1644 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1645 = llvm.and %1108, %1532 : i1
      llvm.cond_br %1645, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1646 = llvm.getelementptr %65[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1647 = llvm.ptrtoint %1646 : !llvm.ptr to i64
      %1648 = llvm.inttoptr %1647 : i64 to !llvm.ptr
      %1649 = llvm.load %1648 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1650 = llvm.getelementptr %447[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1651 = llvm.ptrtoint %1650 : !llvm.ptr<1> to i64
      %1652 = llvm.inttoptr %1651 : i64 to !llvm.ptr<1>
      llvm.store %1649, %1652 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1653 = llvm.add %980, %28 : i32
      %1654 = llvm.icmp "slt" %1653, %50 : i32
      %1655 = llvm.and %981, %1654 : i1
      llvm.cond_br %1655, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1656 = llvm.getelementptr %65[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1657 = llvm.ptrtoint %1656 : !llvm.ptr to i64
      %1658 = llvm.inttoptr %1657 : i64 to !llvm.ptr
      %1659 = llvm.load %1658 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1660 = llvm.getelementptr %447[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1661 = llvm.ptrtoint %1660 : !llvm.ptr<1> to i64
      %1662 = llvm.inttoptr %1661 : i64 to !llvm.ptr<1>
      llvm.store %1659, %1662 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1663 = llvm.add %980, %8 : i32
      %1664 = llvm.icmp "slt" %1663, %50 : i32
      %1665 = llvm.and %981, %1664 : i1
      llvm.cond_br %1665, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1666 = llvm.getelementptr %65[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1667 = llvm.ptrtoint %1666 : !llvm.ptr to i64
      %1668 = llvm.inttoptr %1667 : i64 to !llvm.ptr
      %1669 = llvm.load %1668 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1670 = llvm.getelementptr %447[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1671 = llvm.ptrtoint %1670 : !llvm.ptr<1> to i64
      %1672 = llvm.inttoptr %1671 : i64 to !llvm.ptr<1>
      llvm.store %1669, %1672 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1673 = llvm.and %1000, %1654 : i1
      llvm.cond_br %1673, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1674 = llvm.getelementptr %65[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1675 = llvm.ptrtoint %1674 : !llvm.ptr to i64
      %1676 = llvm.inttoptr %1675 : i64 to !llvm.ptr
      %1677 = llvm.load %1676 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1678 = llvm.getelementptr %447[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1679 = llvm.ptrtoint %1678 : !llvm.ptr<1> to i64
      %1680 = llvm.inttoptr %1679 : i64 to !llvm.ptr<1>
      llvm.store %1677, %1680 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1681 = llvm.and %1000, %1664 : i1
      llvm.cond_br %1681, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1682 = llvm.getelementptr %65[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1683 = llvm.ptrtoint %1682 : !llvm.ptr to i64
      %1684 = llvm.inttoptr %1683 : i64 to !llvm.ptr
      %1685 = llvm.load %1684 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1686 = llvm.getelementptr %447[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1687 = llvm.ptrtoint %1686 : !llvm.ptr<1> to i64
      %1688 = llvm.inttoptr %1687 : i64 to !llvm.ptr<1>
      llvm.store %1685, %1688 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1689 = llvm.and %1018, %1654 : i1
      llvm.cond_br %1689, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1690 = llvm.getelementptr %65[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1691 = llvm.ptrtoint %1690 : !llvm.ptr to i64
      %1692 = llvm.inttoptr %1691 : i64 to !llvm.ptr
      %1693 = llvm.load %1692 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1694 = llvm.getelementptr %447[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1695 = llvm.ptrtoint %1694 : !llvm.ptr<1> to i64
      %1696 = llvm.inttoptr %1695 : i64 to !llvm.ptr<1>
      llvm.store %1693, %1696 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1697 = llvm.and %1018, %1664 : i1
      llvm.cond_br %1697, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1698 = llvm.getelementptr %65[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1699 = llvm.ptrtoint %1698 : !llvm.ptr to i64
      %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr
      %1701 = llvm.load %1700 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1702 = llvm.getelementptr %447[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1703 = llvm.ptrtoint %1702 : !llvm.ptr<1> to i64
      %1704 = llvm.inttoptr %1703 : i64 to !llvm.ptr<1>
      llvm.store %1701, %1704 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1705 = llvm.and %1036, %1654 : i1
      llvm.cond_br %1705, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1706 = llvm.getelementptr %65[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1707 = llvm.ptrtoint %1706 : !llvm.ptr to i64
      %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr
      %1709 = llvm.load %1708 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1710 = llvm.getelementptr %447[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1711 = llvm.ptrtoint %1710 : !llvm.ptr<1> to i64
      %1712 = llvm.inttoptr %1711 : i64 to !llvm.ptr<1>
      llvm.store %1709, %1712 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1713 = llvm.and %1036, %1664 : i1
      llvm.cond_br %1713, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1714 = llvm.getelementptr %65[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1715 = llvm.ptrtoint %1714 : !llvm.ptr to i64
      %1716 = llvm.inttoptr %1715 : i64 to !llvm.ptr
      %1717 = llvm.load %1716 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1718 = llvm.getelementptr %447[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1719 = llvm.ptrtoint %1718 : !llvm.ptr<1> to i64
      %1720 = llvm.inttoptr %1719 : i64 to !llvm.ptr<1>
      llvm.store %1717, %1720 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1721 = llvm.and %1054, %1654 : i1
      llvm.cond_br %1721, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1722 = llvm.getelementptr %65[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1723 = llvm.ptrtoint %1722 : !llvm.ptr to i64
      %1724 = llvm.inttoptr %1723 : i64 to !llvm.ptr
      %1725 = llvm.load %1724 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1726 = llvm.getelementptr %447[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1727 = llvm.ptrtoint %1726 : !llvm.ptr<1> to i64
      %1728 = llvm.inttoptr %1727 : i64 to !llvm.ptr<1>
      llvm.store %1725, %1728 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1729 = llvm.and %1054, %1664 : i1
      llvm.cond_br %1729, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1730 = llvm.getelementptr %65[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1731 = llvm.ptrtoint %1730 : !llvm.ptr to i64
      %1732 = llvm.inttoptr %1731 : i64 to !llvm.ptr
      %1733 = llvm.load %1732 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1734 = llvm.getelementptr %447[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1735 = llvm.ptrtoint %1734 : !llvm.ptr<1> to i64
      %1736 = llvm.inttoptr %1735 : i64 to !llvm.ptr<1>
      llvm.store %1733, %1736 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1737 = llvm.and %1072, %1654 : i1
      llvm.cond_br %1737, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1738 = llvm.getelementptr %65[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1739 = llvm.ptrtoint %1738 : !llvm.ptr to i64
      %1740 = llvm.inttoptr %1739 : i64 to !llvm.ptr
      %1741 = llvm.load %1740 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1742 = llvm.getelementptr %447[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1743 = llvm.ptrtoint %1742 : !llvm.ptr<1> to i64
      %1744 = llvm.inttoptr %1743 : i64 to !llvm.ptr<1>
      llvm.store %1741, %1744 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1745 = llvm.and %1072, %1664 : i1
      llvm.cond_br %1745, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1746 = llvm.getelementptr %65[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1747 = llvm.ptrtoint %1746 : !llvm.ptr to i64
      %1748 = llvm.inttoptr %1747 : i64 to !llvm.ptr
      %1749 = llvm.load %1748 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1750 = llvm.getelementptr %447[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1751 = llvm.ptrtoint %1750 : !llvm.ptr<1> to i64
      %1752 = llvm.inttoptr %1751 : i64 to !llvm.ptr<1>
      llvm.store %1749, %1752 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1753 = llvm.and %1090, %1654 : i1
      llvm.cond_br %1753, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1754 = llvm.getelementptr %65[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1755 = llvm.ptrtoint %1754 : !llvm.ptr to i64
      %1756 = llvm.inttoptr %1755 : i64 to !llvm.ptr
      %1757 = llvm.load %1756 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1758 = llvm.getelementptr %447[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1759 = llvm.ptrtoint %1758 : !llvm.ptr<1> to i64
      %1760 = llvm.inttoptr %1759 : i64 to !llvm.ptr<1>
      llvm.store %1757, %1760 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1761 = llvm.and %1090, %1664 : i1
      llvm.cond_br %1761, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1762 = llvm.getelementptr %65[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1763 = llvm.ptrtoint %1762 : !llvm.ptr to i64
      %1764 = llvm.inttoptr %1763 : i64 to !llvm.ptr
      %1765 = llvm.load %1764 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1766 = llvm.getelementptr %447[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1767 = llvm.ptrtoint %1766 : !llvm.ptr<1> to i64
      %1768 = llvm.inttoptr %1767 : i64 to !llvm.ptr<1>
      llvm.store %1765, %1768 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1769 = llvm.and %1108, %1654 : i1
      llvm.cond_br %1769, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1770 = llvm.getelementptr %65[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1771 = llvm.ptrtoint %1770 : !llvm.ptr to i64
      %1772 = llvm.inttoptr %1771 : i64 to !llvm.ptr
      %1773 = llvm.load %1772 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1774 = llvm.getelementptr %447[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1775 = llvm.ptrtoint %1774 : !llvm.ptr<1> to i64
      %1776 = llvm.inttoptr %1775 : i64 to !llvm.ptr<1>
      llvm.store %1773, %1776 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1777 = llvm.and %1108, %1664 : i1
      llvm.cond_br %1777, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1778 = llvm.getelementptr %65[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1779 = llvm.ptrtoint %1778 : !llvm.ptr to i64
      %1780 = llvm.inttoptr %1779 : i64 to !llvm.ptr
      %1781 = llvm.load %1780 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1782 = llvm.getelementptr %447[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1783 = llvm.ptrtoint %1782 : !llvm.ptr<1> to i64
      %1784 = llvm.inttoptr %1783 : i64 to !llvm.ptr<1>
      llvm.store %1781, %1784 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1785 = llvm.add %980, %27 : i32
      %1786 = llvm.icmp "slt" %1785, %50 : i32
      %1787 = llvm.and %981, %1786 : i1
      llvm.cond_br %1787, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1788 = llvm.getelementptr %65[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1789 = llvm.ptrtoint %1788 : !llvm.ptr to i64
      %1790 = llvm.inttoptr %1789 : i64 to !llvm.ptr
      %1791 = llvm.load %1790 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1792 = llvm.getelementptr %447[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1793 = llvm.ptrtoint %1792 : !llvm.ptr<1> to i64
      %1794 = llvm.inttoptr %1793 : i64 to !llvm.ptr<1>
      llvm.store %1791, %1794 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1795 = llvm.add %980, %7 : i32
      %1796 = llvm.icmp "slt" %1795, %50 : i32
      %1797 = llvm.and %981, %1796 : i1
      llvm.cond_br %1797, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1798 = llvm.getelementptr %65[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1799 = llvm.ptrtoint %1798 : !llvm.ptr to i64
      %1800 = llvm.inttoptr %1799 : i64 to !llvm.ptr
      %1801 = llvm.load %1800 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1802 = llvm.getelementptr %447[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1803 = llvm.ptrtoint %1802 : !llvm.ptr<1> to i64
      %1804 = llvm.inttoptr %1803 : i64 to !llvm.ptr<1>
      llvm.store %1801, %1804 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1805 = llvm.and %1000, %1786 : i1
      llvm.cond_br %1805, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1806 = llvm.getelementptr %65[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1807 = llvm.ptrtoint %1806 : !llvm.ptr to i64
      %1808 = llvm.inttoptr %1807 : i64 to !llvm.ptr
      %1809 = llvm.load %1808 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1810 = llvm.getelementptr %447[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1811 = llvm.ptrtoint %1810 : !llvm.ptr<1> to i64
      %1812 = llvm.inttoptr %1811 : i64 to !llvm.ptr<1>
      llvm.store %1809, %1812 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1813 = llvm.and %1000, %1796 : i1
      llvm.cond_br %1813, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1814 = llvm.getelementptr %65[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1815 = llvm.ptrtoint %1814 : !llvm.ptr to i64
      %1816 = llvm.inttoptr %1815 : i64 to !llvm.ptr
      %1817 = llvm.load %1816 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1818 = llvm.getelementptr %447[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1819 = llvm.ptrtoint %1818 : !llvm.ptr<1> to i64
      %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr<1>
      llvm.store %1817, %1820 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1821 = llvm.and %1018, %1786 : i1
      llvm.cond_br %1821, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1822 = llvm.getelementptr %65[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1823 = llvm.ptrtoint %1822 : !llvm.ptr to i64
      %1824 = llvm.inttoptr %1823 : i64 to !llvm.ptr
      %1825 = llvm.load %1824 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1826 = llvm.getelementptr %447[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1827 = llvm.ptrtoint %1826 : !llvm.ptr<1> to i64
      %1828 = llvm.inttoptr %1827 : i64 to !llvm.ptr<1>
      llvm.store %1825, %1828 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1829 = llvm.and %1018, %1796 : i1
      llvm.cond_br %1829, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1830 = llvm.getelementptr %65[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1831 = llvm.ptrtoint %1830 : !llvm.ptr to i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr
      %1833 = llvm.load %1832 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1834 = llvm.getelementptr %447[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1835 = llvm.ptrtoint %1834 : !llvm.ptr<1> to i64
      %1836 = llvm.inttoptr %1835 : i64 to !llvm.ptr<1>
      llvm.store %1833, %1836 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1837 = llvm.and %1036, %1786 : i1
      llvm.cond_br %1837, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1838 = llvm.getelementptr %65[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1839 = llvm.ptrtoint %1838 : !llvm.ptr to i64
      %1840 = llvm.inttoptr %1839 : i64 to !llvm.ptr
      %1841 = llvm.load %1840 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1842 = llvm.getelementptr %447[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1843 = llvm.ptrtoint %1842 : !llvm.ptr<1> to i64
      %1844 = llvm.inttoptr %1843 : i64 to !llvm.ptr<1>
      llvm.store %1841, %1844 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1845 = llvm.and %1036, %1796 : i1
      llvm.cond_br %1845, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1846 = llvm.getelementptr %65[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1847 = llvm.ptrtoint %1846 : !llvm.ptr to i64
      %1848 = llvm.inttoptr %1847 : i64 to !llvm.ptr
      %1849 = llvm.load %1848 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1850 = llvm.getelementptr %447[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1851 = llvm.ptrtoint %1850 : !llvm.ptr<1> to i64
      %1852 = llvm.inttoptr %1851 : i64 to !llvm.ptr<1>
      llvm.store %1849, %1852 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1853 = llvm.and %1054, %1786 : i1
      llvm.cond_br %1853, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1854 = llvm.getelementptr %65[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1855 = llvm.ptrtoint %1854 : !llvm.ptr to i64
      %1856 = llvm.inttoptr %1855 : i64 to !llvm.ptr
      %1857 = llvm.load %1856 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1858 = llvm.getelementptr %447[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1859 = llvm.ptrtoint %1858 : !llvm.ptr<1> to i64
      %1860 = llvm.inttoptr %1859 : i64 to !llvm.ptr<1>
      llvm.store %1857, %1860 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1861 = llvm.and %1054, %1796 : i1
      llvm.cond_br %1861, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1862 = llvm.getelementptr %65[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1863 = llvm.ptrtoint %1862 : !llvm.ptr to i64
      %1864 = llvm.inttoptr %1863 : i64 to !llvm.ptr
      %1865 = llvm.load %1864 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1866 = llvm.getelementptr %447[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1867 = llvm.ptrtoint %1866 : !llvm.ptr<1> to i64
      %1868 = llvm.inttoptr %1867 : i64 to !llvm.ptr<1>
      llvm.store %1865, %1868 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1869 = llvm.and %1072, %1786 : i1
      llvm.cond_br %1869, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1870 = llvm.getelementptr %65[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1871 = llvm.ptrtoint %1870 : !llvm.ptr to i64
      %1872 = llvm.inttoptr %1871 : i64 to !llvm.ptr
      %1873 = llvm.load %1872 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1874 = llvm.getelementptr %447[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1875 = llvm.ptrtoint %1874 : !llvm.ptr<1> to i64
      %1876 = llvm.inttoptr %1875 : i64 to !llvm.ptr<1>
      llvm.store %1873, %1876 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1877 = llvm.and %1072, %1796 : i1
      llvm.cond_br %1877, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1878 = llvm.getelementptr %65[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1879 = llvm.ptrtoint %1878 : !llvm.ptr to i64
      %1880 = llvm.inttoptr %1879 : i64 to !llvm.ptr
      %1881 = llvm.load %1880 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1882 = llvm.getelementptr %447[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1883 = llvm.ptrtoint %1882 : !llvm.ptr<1> to i64
      %1884 = llvm.inttoptr %1883 : i64 to !llvm.ptr<1>
      llvm.store %1881, %1884 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1885 = llvm.and %1090, %1786 : i1
      llvm.cond_br %1885, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1886 = llvm.getelementptr %65[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1887 = llvm.ptrtoint %1886 : !llvm.ptr to i64
      %1888 = llvm.inttoptr %1887 : i64 to !llvm.ptr
      %1889 = llvm.load %1888 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1890 = llvm.getelementptr %447[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1891 = llvm.ptrtoint %1890 : !llvm.ptr<1> to i64
      %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr<1>
      llvm.store %1889, %1892 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1893 = llvm.and %1090, %1796 : i1
      llvm.cond_br %1893, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1894 = llvm.getelementptr %65[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1895 = llvm.ptrtoint %1894 : !llvm.ptr to i64
      %1896 = llvm.inttoptr %1895 : i64 to !llvm.ptr
      %1897 = llvm.load %1896 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1898 = llvm.getelementptr %447[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1899 = llvm.ptrtoint %1898 : !llvm.ptr<1> to i64
      %1900 = llvm.inttoptr %1899 : i64 to !llvm.ptr<1>
      llvm.store %1897, %1900 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %1901 = llvm.and %1108, %1786 : i1
      llvm.cond_br %1901, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1902 = llvm.getelementptr %65[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1903 = llvm.ptrtoint %1902 : !llvm.ptr to i64
      %1904 = llvm.inttoptr %1903 : i64 to !llvm.ptr
      %1905 = llvm.load %1904 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1906 = llvm.getelementptr %447[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1907 = llvm.ptrtoint %1906 : !llvm.ptr<1> to i64
      %1908 = llvm.inttoptr %1907 : i64 to !llvm.ptr<1>
      llvm.store %1905, %1908 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %1909 = llvm.and %1108, %1796 : i1
      llvm.cond_br %1909, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1910 = llvm.getelementptr %65[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1911 = llvm.ptrtoint %1910 : !llvm.ptr to i64
      %1912 = llvm.inttoptr %1911 : i64 to !llvm.ptr
      %1913 = llvm.load %1912 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1914 = llvm.getelementptr %447[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1915 = llvm.ptrtoint %1914 : !llvm.ptr<1> to i64
      %1916 = llvm.inttoptr %1915 : i64 to !llvm.ptr<1>
      llvm.store %1913, %1916 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %1917 = llvm.add %980, %26 : i32
      %1918 = llvm.icmp "slt" %1917, %50 : i32
      %1919 = llvm.and %981, %1918 : i1
      llvm.cond_br %1919, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1920 = llvm.getelementptr %65[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1921 = llvm.ptrtoint %1920 : !llvm.ptr to i64
      %1922 = llvm.inttoptr %1921 : i64 to !llvm.ptr
      %1923 = llvm.load %1922 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1924 = llvm.getelementptr %447[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1925 = llvm.ptrtoint %1924 : !llvm.ptr<1> to i64
      %1926 = llvm.inttoptr %1925 : i64 to !llvm.ptr<1>
      llvm.store %1923, %1926 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %1927 = llvm.add %980, %6 : i32
      %1928 = llvm.icmp "slt" %1927, %50 : i32
      %1929 = llvm.and %981, %1928 : i1
      llvm.cond_br %1929, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1930 = llvm.getelementptr %65[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1931 = llvm.ptrtoint %1930 : !llvm.ptr to i64
      %1932 = llvm.inttoptr %1931 : i64 to !llvm.ptr
      %1933 = llvm.load %1932 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1934 = llvm.getelementptr %447[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1935 = llvm.ptrtoint %1934 : !llvm.ptr<1> to i64
      %1936 = llvm.inttoptr %1935 : i64 to !llvm.ptr<1>
      llvm.store %1933, %1936 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %1937 = llvm.and %1000, %1918 : i1
      llvm.cond_br %1937, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1938 = llvm.getelementptr %65[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1939 = llvm.ptrtoint %1938 : !llvm.ptr to i64
      %1940 = llvm.inttoptr %1939 : i64 to !llvm.ptr
      %1941 = llvm.load %1940 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1942 = llvm.getelementptr %447[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1943 = llvm.ptrtoint %1942 : !llvm.ptr<1> to i64
      %1944 = llvm.inttoptr %1943 : i64 to !llvm.ptr<1>
      llvm.store %1941, %1944 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %1945 = llvm.and %1000, %1928 : i1
      llvm.cond_br %1945, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1946 = llvm.getelementptr %65[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1947 = llvm.ptrtoint %1946 : !llvm.ptr to i64
      %1948 = llvm.inttoptr %1947 : i64 to !llvm.ptr
      %1949 = llvm.load %1948 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1950 = llvm.getelementptr %447[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1951 = llvm.ptrtoint %1950 : !llvm.ptr<1> to i64
      %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr<1>
      llvm.store %1949, %1952 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %1953 = llvm.and %1018, %1918 : i1
      llvm.cond_br %1953, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1954 = llvm.getelementptr %65[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1955 = llvm.ptrtoint %1954 : !llvm.ptr to i64
      %1956 = llvm.inttoptr %1955 : i64 to !llvm.ptr
      %1957 = llvm.load %1956 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1958 = llvm.getelementptr %447[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1959 = llvm.ptrtoint %1958 : !llvm.ptr<1> to i64
      %1960 = llvm.inttoptr %1959 : i64 to !llvm.ptr<1>
      llvm.store %1957, %1960 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %1961 = llvm.and %1018, %1928 : i1
      llvm.cond_br %1961, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1962 = llvm.getelementptr %65[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1963 = llvm.ptrtoint %1962 : !llvm.ptr to i64
      %1964 = llvm.inttoptr %1963 : i64 to !llvm.ptr
      %1965 = llvm.load %1964 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1966 = llvm.getelementptr %447[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1967 = llvm.ptrtoint %1966 : !llvm.ptr<1> to i64
      %1968 = llvm.inttoptr %1967 : i64 to !llvm.ptr<1>
      llvm.store %1965, %1968 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %1969 = llvm.and %1036, %1918 : i1
      llvm.cond_br %1969, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1970 = llvm.getelementptr %65[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1971 = llvm.ptrtoint %1970 : !llvm.ptr to i64
      %1972 = llvm.inttoptr %1971 : i64 to !llvm.ptr
      %1973 = llvm.load %1972 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1974 = llvm.getelementptr %447[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1975 = llvm.ptrtoint %1974 : !llvm.ptr<1> to i64
      %1976 = llvm.inttoptr %1975 : i64 to !llvm.ptr<1>
      llvm.store %1973, %1976 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %1977 = llvm.and %1036, %1928 : i1
      llvm.cond_br %1977, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1978 = llvm.getelementptr %65[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1979 = llvm.ptrtoint %1978 : !llvm.ptr to i64
      %1980 = llvm.inttoptr %1979 : i64 to !llvm.ptr
      %1981 = llvm.load %1980 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1982 = llvm.getelementptr %447[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1983 = llvm.ptrtoint %1982 : !llvm.ptr<1> to i64
      %1984 = llvm.inttoptr %1983 : i64 to !llvm.ptr<1>
      llvm.store %1981, %1984 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %1985 = llvm.and %1054, %1918 : i1
      llvm.cond_br %1985, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1986 = llvm.getelementptr %65[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1987 = llvm.ptrtoint %1986 : !llvm.ptr to i64
      %1988 = llvm.inttoptr %1987 : i64 to !llvm.ptr
      %1989 = llvm.load %1988 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1990 = llvm.getelementptr %447[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1991 = llvm.ptrtoint %1990 : !llvm.ptr<1> to i64
      %1992 = llvm.inttoptr %1991 : i64 to !llvm.ptr<1>
      llvm.store %1989, %1992 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %1993 = llvm.and %1054, %1928 : i1
      llvm.cond_br %1993, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1994 = llvm.getelementptr %65[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1995 = llvm.ptrtoint %1994 : !llvm.ptr to i64
      %1996 = llvm.inttoptr %1995 : i64 to !llvm.ptr
      %1997 = llvm.load %1996 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1998 = llvm.getelementptr %447[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1999 = llvm.ptrtoint %1998 : !llvm.ptr<1> to i64
      %2000 = llvm.inttoptr %1999 : i64 to !llvm.ptr<1>
      llvm.store %1997, %2000 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2001 = llvm.and %1072, %1918 : i1
      llvm.cond_br %2001, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2002 = llvm.getelementptr %65[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2003 = llvm.ptrtoint %2002 : !llvm.ptr to i64
      %2004 = llvm.inttoptr %2003 : i64 to !llvm.ptr
      %2005 = llvm.load %2004 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2006 = llvm.getelementptr %447[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2007 = llvm.ptrtoint %2006 : !llvm.ptr<1> to i64
      %2008 = llvm.inttoptr %2007 : i64 to !llvm.ptr<1>
      llvm.store %2005, %2008 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2009 = llvm.and %1072, %1928 : i1
      llvm.cond_br %2009, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2010 = llvm.getelementptr %65[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2011 = llvm.ptrtoint %2010 : !llvm.ptr to i64
      %2012 = llvm.inttoptr %2011 : i64 to !llvm.ptr
      %2013 = llvm.load %2012 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2014 = llvm.getelementptr %447[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2015 = llvm.ptrtoint %2014 : !llvm.ptr<1> to i64
      %2016 = llvm.inttoptr %2015 : i64 to !llvm.ptr<1>
      llvm.store %2013, %2016 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2017 = llvm.and %1090, %1918 : i1
      llvm.cond_br %2017, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2018 = llvm.getelementptr %65[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2019 = llvm.ptrtoint %2018 : !llvm.ptr to i64
      %2020 = llvm.inttoptr %2019 : i64 to !llvm.ptr
      %2021 = llvm.load %2020 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2022 = llvm.getelementptr %447[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2023 = llvm.ptrtoint %2022 : !llvm.ptr<1> to i64
      %2024 = llvm.inttoptr %2023 : i64 to !llvm.ptr<1>
      llvm.store %2021, %2024 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2025 = llvm.and %1090, %1928 : i1
      llvm.cond_br %2025, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2026 = llvm.getelementptr %65[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2027 = llvm.ptrtoint %2026 : !llvm.ptr to i64
      %2028 = llvm.inttoptr %2027 : i64 to !llvm.ptr
      %2029 = llvm.load %2028 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2030 = llvm.getelementptr %447[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2031 = llvm.ptrtoint %2030 : !llvm.ptr<1> to i64
      %2032 = llvm.inttoptr %2031 : i64 to !llvm.ptr<1>
      llvm.store %2029, %2032 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2033 = llvm.and %1108, %1918 : i1
      llvm.cond_br %2033, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2034 = llvm.getelementptr %65[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2035 = llvm.ptrtoint %2034 : !llvm.ptr to i64
      %2036 = llvm.inttoptr %2035 : i64 to !llvm.ptr
      %2037 = llvm.load %2036 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2038 = llvm.getelementptr %447[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2039 = llvm.ptrtoint %2038 : !llvm.ptr<1> to i64
      %2040 = llvm.inttoptr %2039 : i64 to !llvm.ptr<1>
      llvm.store %2037, %2040 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2041 = llvm.and %1108, %1928 : i1
      llvm.cond_br %2041, ^bb337, ^bb81
    ^bb337:  // pred: ^bb336
      %2042 = llvm.getelementptr %65[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2043 = llvm.ptrtoint %2042 : !llvm.ptr to i64
      %2044 = llvm.inttoptr %2043 : i64 to !llvm.ptr
      %2045 = llvm.load %2044 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2046 = llvm.getelementptr %447[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2047 = llvm.ptrtoint %2046 : !llvm.ptr<1> to i64
      %2048 = llvm.inttoptr %2047 : i64 to !llvm.ptr<1>
      llvm.store %2045, %2048 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb81
    ^bb338:  // pred: ^bb81
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_h07743697(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.undef : !llvm_struct_6960aa
    %5 = llvm.mlir.constant(98304 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
    %8 = llvm.mlir.constant(72 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %14 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %12, %4[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %11, %15[1] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %13, %4[0] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %11, %17[1] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %14, %4[0] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %11, %19[1] : !llvm_struct_6960aa
    %21 = llvm.alloca %9 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %22 = llvm.alloca %9 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %23 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.getelementptr %21[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %21[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %21[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg3, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %21, %34 : !llvm.ptr, !llvm.ptr
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %37 = llvm.load %36 : !llvm.ptr -> i32
    %38 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%6 : i32)
  ^bb1(%40: i32):  // 2 preds: ^bb3, ^bb5
    %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %6, %43 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %44 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %45 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %46 = llvm.call @printf(%45, %44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %47 = llvm.add %37, %9 : i32
    llvm.store %47, %36 : i32, !llvm.ptr
    llvm.br ^bb1(%37 : i32)
  ^bb4:  // pred: ^bb7
    %48 = llvm.icmp "uge" %37, %0 : i32
    llvm.cond_br %48, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%54 : i32)
  ^bb6:  // pred: ^bb7
    %49 = llvm.getelementptr %39[%54] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %50 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %51 = llvm.load %50 : !llvm.ptr -> i32
    %52 = llvm.icmp "eq" %51, %3 : i32
    %53 = llvm.add %54, %9 : i32
    llvm.cond_br %52, ^bb5, ^bb7(%53 : i32)
  ^bb7(%54: i32):  // 2 preds: ^bb0, ^bb6
    %55 = llvm.icmp "uge" %54, %37 : i32
    llvm.cond_br %55, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %56 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %57 = llvm.getelementptr %56[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.getelementptr %56[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %60 = llvm.load %59 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%6 : i32)
  ^bb9(%61: i32):  // 2 preds: ^bb10, ^bb12
    %62 = llvm.getelementptr %60[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %7, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %6, %64 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %65 = llvm.add %58, %9 : i32
    llvm.store %65, %57 : i32, !llvm.ptr
    llvm.br ^bb9(%58 : i32)
  ^bb11:  // pred: ^bb14
    %66 = llvm.icmp "uge" %58, %0 : i32
    llvm.cond_br %66, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%72 : i32)
  ^bb13:  // pred: ^bb14
    %67 = llvm.getelementptr %60[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %69 = llvm.load %68 : !llvm.ptr -> i32
    %70 = llvm.icmp "eq" %69, %7 : i32
    %71 = llvm.add %72, %9 : i32
    llvm.cond_br %70, ^bb12, ^bb14(%71 : i32)
  ^bb14(%72: i32):  // 2 preds: ^bb8, ^bb13
    %73 = llvm.icmp "uge" %72, %58 : i32
    llvm.cond_br %73, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %74 = builtin.unrealized_conversion_cast %33 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9262ce8b_0<%74> (%16, %18, %20) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_hf2fe376a(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_h07743697(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
