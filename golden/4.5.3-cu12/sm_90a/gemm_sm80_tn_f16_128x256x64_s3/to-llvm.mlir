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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9575005a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h9575005a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.undef : vector<4xi32>
      %5 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
      %6 = llvm.mlir.constant(225 : i32) : i32
      %7 = llvm.mlir.constant(193 : i32) : i32
      %8 = llvm.mlir.constant(161 : i32) : i32
      %9 = llvm.mlir.constant(129 : i32) : i32
      %10 = llvm.mlir.constant(97 : i32) : i32
      %11 = llvm.mlir.constant(65 : i32) : i32
      %12 = llvm.mlir.constant(33 : i32) : i32
      %13 = llvm.mlir.constant(104 : i32) : i32
      %14 = llvm.mlir.constant(72 : i32) : i32
      %15 = llvm.mlir.constant(33536 : i32) : i32
      %16 = llvm.mlir.constant(8384 : i32) : i32
      %17 = llvm.mlir.constant(16640 : i32) : i32
      %18 = llvm.mlir.constant(16384 : i32) : i32
      %19 = llvm.mlir.constant(8192 : i32) : i32
      %20 = llvm.mlir.constant(4096 : i32) : i32
      %21 = llvm.mlir.constant(224 : i32) : i32
      %22 = llvm.mlir.constant(192 : i32) : i32
      %23 = llvm.mlir.constant(160 : i32) : i32
      %24 = llvm.mlir.constant(96 : i32) : i32
      %25 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %26 = llvm.mlir.constant(-56 : i32) : i32
      %27 = llvm.mlir.constant(134144 : i32) : i32
      %28 = llvm.mlir.constant(1048000 : i32) : i32
      %29 = llvm.mlir.constant(133120 : i32) : i32
      %30 = llvm.mlir.constant(544960 : i32) : i32
      %31 = llvm.mlir.constant(66560 : i32) : i32
      %32 = llvm.mlir.constant(520000 : i32) : i32
      %33 = llvm.mlir.constant(-1 : i32) : i32
      %34 = llvm.mlir.constant(false) : i1
      %35 = llvm.mlir.constant(40 : i32) : i32
      %36 = llvm.mlir.constant(-16 : i64) : i64
      %37 = llvm.mlir.constant(520 : i32) : i32
      %38 = llvm.mlir.constant(64 : i32) : i32
      %39 = llvm.mlir.constant(512 : i32) : i32
      %40 = llvm.mlir.constant(448 : i32) : i32
      %41 = llvm.mlir.constant(0 : i8) : i8
      %42 = llvm.mlir.constant(32 : i32) : i32
      %43 = llvm.mlir.constant(1048 : i32) : i32
      %44 = llvm.mlir.constant(16768 : i32) : i32
      %45 = llvm.mlir.constant(16 : i32) : i32
      %46 = llvm.mlir.constant(1024 : i32) : i32
      %47 = llvm.mlir.constant(-16 : i32) : i32
      %48 = llvm.mlir.constant(256 : i32) : i32
      %49 = llvm.mlir.constant(-32 : i32) : i32
      %50 = llvm.mlir.constant(2048 : i32) : i32
      %51 = llvm.mlir.constant(0 : i32) : i32
      %52 = llvm.mlir.constant(2 : i32) : i32
      %53 = llvm.mlir.constant(3 : i32) : i32
      %54 = llvm.mlir.constant(9 : i32) : i32
      %55 = llvm.mlir.constant(1000 : i32) : i32
      %56 = llvm.mlir.constant(15 : i64) : i64
      %57 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %58 = llvm.mlir.constant(4 : i32) : i32
      %59 = llvm.mlir.constant(8 : i32) : i32
      %60 = llvm.mlir.constant(128 : i32) : i32
      %61 = llvm.mlir.constant(1 : i32) : i32
      %62 = llvm.alloca %60 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %60 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %60 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %60 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %59 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %58 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %59 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %58 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %71 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %72 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %73 = llvm.sdiv %71, %35 : i32
      %74 = llvm.mul %73, %35 : i32
      %75 = llvm.icmp "ne" %71, %74 : i32
      %76 = llvm.icmp "slt" %71, %51 : i32
      %77 = llvm.icmp "ne" %76, %34 : i1
      %78 = llvm.and %75, %77 : i1
      %79 = llvm.add %73, %33 : i32
      %80 = llvm.select %78, %79, %73 : i1, i32
      %81 = llvm.mul %80, %59 : i32
      %82 = llvm.sub %59, %81 : i32
      %83 = llvm.icmp "slt" %82, %59 : i32
      %84 = llvm.select %83, %82, %59 : i1, i32
      %85 = llvm.mul %80, %35 : i32
      %86 = llvm.sub %71, %85 : i32
      %87 = llvm.srem %86, %84 : i32
      %88 = llvm.add %81, %87 : i32
      %89 = llvm.sdiv %86, %84 : i32
      %90 = llvm.mul %89, %84 : i32
      %91 = llvm.icmp "ne" %86, %90 : i32
      %92 = llvm.icmp "slt" %86, %51 : i32
      %93 = llvm.icmp "slt" %84, %51 : i32
      %94 = llvm.icmp "ne" %92, %93 : i1
      %95 = llvm.and %91, %94 : i1
      %96 = llvm.add %89, %33 : i32
      %97 = llvm.select %95, %96, %89 : i1, i32
      %98 = llvm.mul %72, %32 : i32
      %99 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %100 = llvm.getelementptr %99[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %101 = llvm.mul %88, %31 : i32
      %102 = llvm.getelementptr %100[%101] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %103 = llvm.mul %72, %30 : i32
      %104 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %105 = llvm.getelementptr %104[%103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %106 = llvm.mul %97, %29 : i32
      %107 = llvm.getelementptr %105[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %108 = llvm.mul %72, %28 : i32
      %109 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %110 = llvm.getelementptr %109[%108] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %111 = llvm.mul %88, %27 : i32
      %112 = llvm.mul %97, %48 : i32
      %113 = llvm.add %111, %112 : i32
      %114 = llvm.getelementptr %110[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %115 = llvm.mul %88, %60 : i32
      %116 = llvm.getelementptr %102[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %117 = llvm.getelementptr %107[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %118 = llvm.ptrtoint %116 : !llvm.ptr<1> to i64
      %119 = llvm.add %118, %56 : i64
      %120 = llvm.and %119, %36 : i64
      %121 = llvm.inttoptr %120 : i64 to !llvm.ptr<1>
      %122 = llvm.ptrtoint %117 : !llvm.ptr<1> to i64
      %123 = llvm.add %122, %56 : i64
      %124 = llvm.and %123, %36 : i64
      %125 = llvm.inttoptr %124 : i64 to !llvm.ptr<1>
      %126 = llvm.getelementptr %25[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %127 = llvm.sdiv %70, %59 : i32
      %128 = llvm.srem %70, %59 : i32
      %129 = llvm.mul %128, %59 : i32
      %130 = llvm.mul %127, %37 : i32
      %131 = llvm.add %129, %130 : i32
      %132 = llvm.getelementptr %121[%131] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %133 = llvm.srem %127, %59 : i32
      %134 = llvm.mul %133, %38 : i32
      %135 = llvm.add %129, %134 : i32
      %136 = llvm.sdiv %127, %59 : i32
      %137 = llvm.mul %136, %39 : i32
      %138 = llvm.and %135, %40 : i32
      %139 = llvm.ashr %138, %53 : i32
      %140 = llvm.xor %135, %139 : i32
      %141 = llvm.add %140, %137 : i32
      %142 = llvm.getelementptr %25[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %143 = llvm.add %115, %127 : i32
      %144 = llvm.add %129, %26 : i32
      %145 = llvm.getelementptr %125[%131] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %146 = llvm.getelementptr %126[%141] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %147 = llvm.add %112, %127 : i32
      %148 = llvm.icmp "slt" %143, %55 : i32
      %149 = llvm.zext %148 : i1 to i8
      %150 = llvm.ptrtoint %69 : !llvm.ptr to i64
      %151 = llvm.inttoptr %150 : i64 to !llvm.ptr
      llvm.store %149, %151 {alignment = 32 : i64} : i8, !llvm.ptr
      %152 = llvm.add %143, %42 : i32
      %153 = llvm.icmp "slt" %152, %55 : i32
      %154 = llvm.zext %153 : i1 to i8
      %155 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %156 = llvm.ptrtoint %155 : !llvm.ptr to i64
      %157 = llvm.inttoptr %156 : i64 to !llvm.ptr
      llvm.store %154, %157 {alignment = 1 : i64} : i8, !llvm.ptr
      %158 = llvm.add %143, %38 : i32
      %159 = llvm.icmp "slt" %158, %55 : i32
      %160 = llvm.zext %159 : i1 to i8
      %161 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %162 = llvm.ptrtoint %161 : !llvm.ptr to i64
      %163 = llvm.inttoptr %162 : i64 to !llvm.ptr
      llvm.store %160, %163 {alignment = 2 : i64} : i8, !llvm.ptr
      %164 = llvm.add %143, %24 : i32
      %165 = llvm.icmp "slt" %164, %55 : i32
      %166 = llvm.zext %165 : i1 to i8
      %167 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %168 = llvm.ptrtoint %167 : !llvm.ptr to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr
      llvm.store %166, %169 {alignment = 1 : i64} : i8, !llvm.ptr
      %170 = llvm.icmp "slt" %147, %43 : i32
      %171 = llvm.zext %170 : i1 to i8
      %172 = llvm.ptrtoint %68 : !llvm.ptr to i64
      %173 = llvm.inttoptr %172 : i64 to !llvm.ptr
      llvm.store %171, %173 {alignment = 32 : i64} : i8, !llvm.ptr
      %174 = llvm.add %147, %42 : i32
      %175 = llvm.icmp "slt" %174, %43 : i32
      %176 = llvm.zext %175 : i1 to i8
      %177 = llvm.getelementptr %68[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %178 = llvm.ptrtoint %177 : !llvm.ptr to i64
      %179 = llvm.inttoptr %178 : i64 to !llvm.ptr
      llvm.store %176, %179 {alignment = 1 : i64} : i8, !llvm.ptr
      %180 = llvm.add %147, %38 : i32
      %181 = llvm.icmp "slt" %180, %43 : i32
      %182 = llvm.zext %181 : i1 to i8
      %183 = llvm.getelementptr %68[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %184 = llvm.ptrtoint %183 : !llvm.ptr to i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr
      llvm.store %182, %185 {alignment = 2 : i64} : i8, !llvm.ptr
      %186 = llvm.add %147, %24 : i32
      %187 = llvm.icmp "slt" %186, %43 : i32
      %188 = llvm.zext %187 : i1 to i8
      %189 = llvm.getelementptr %68[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %190 = llvm.ptrtoint %189 : !llvm.ptr to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr
      llvm.store %188, %191 {alignment = 1 : i64} : i8, !llvm.ptr
      %192 = llvm.add %147, %60 : i32
      %193 = llvm.icmp "slt" %192, %43 : i32
      %194 = llvm.zext %193 : i1 to i8
      %195 = llvm.getelementptr %68[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %196 = llvm.ptrtoint %195 : !llvm.ptr to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr
      llvm.store %194, %197 {alignment = 4 : i64} : i8, !llvm.ptr
      %198 = llvm.add %147, %23 : i32
      %199 = llvm.icmp "slt" %198, %43 : i32
      %200 = llvm.zext %199 : i1 to i8
      %201 = llvm.getelementptr %68[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %202 = llvm.ptrtoint %201 : !llvm.ptr to i64
      %203 = llvm.inttoptr %202 : i64 to !llvm.ptr
      llvm.store %200, %203 {alignment = 1 : i64} : i8, !llvm.ptr
      %204 = llvm.add %147, %22 : i32
      %205 = llvm.icmp "slt" %204, %43 : i32
      %206 = llvm.zext %205 : i1 to i8
      %207 = llvm.getelementptr %68[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %208 = llvm.ptrtoint %207 : !llvm.ptr to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr
      llvm.store %206, %209 {alignment = 2 : i64} : i8, !llvm.ptr
      %210 = llvm.add %147, %21 : i32
      %211 = llvm.icmp "slt" %210, %43 : i32
      %212 = llvm.zext %211 : i1 to i8
      %213 = llvm.getelementptr %68[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %214 = llvm.ptrtoint %213 : !llvm.ptr to i64
      %215 = llvm.inttoptr %214 : i64 to !llvm.ptr
      llvm.store %212, %215 {alignment = 1 : i64} : i8, !llvm.ptr
      %216 = llvm.icmp "slt" %33, %144 : i32
      %217 = llvm.load %151 {alignment = 32 : i64} : !llvm.ptr -> i8
      %218 = llvm.icmp "ne" %217, %41 : i8
      %219 = llvm.and %218, %216 : i1
      %220 = llvm.zext %219 : i1 to i8
      %221 = llvm.ptrtoint %67 : !llvm.ptr to i64
      %222 = llvm.inttoptr %221 : i64 to !llvm.ptr
      llvm.store %220, %222 {alignment = 32 : i64} : i8, !llvm.ptr
      %223 = llvm.load %157 {alignment = 1 : i64} : !llvm.ptr -> i8
      %224 = llvm.icmp "ne" %223, %41 : i8
      %225 = llvm.and %224, %216 : i1
      %226 = llvm.zext %225 : i1 to i8
      %227 = llvm.getelementptr %67[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %228 = llvm.ptrtoint %227 : !llvm.ptr to i64
      %229 = llvm.inttoptr %228 : i64 to !llvm.ptr
      llvm.store %226, %229 {alignment = 1 : i64} : i8, !llvm.ptr
      %230 = llvm.load %163 {alignment = 2 : i64} : !llvm.ptr -> i8
      %231 = llvm.icmp "ne" %230, %41 : i8
      %232 = llvm.and %231, %216 : i1
      %233 = llvm.zext %232 : i1 to i8
      %234 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
      %236 = llvm.inttoptr %235 : i64 to !llvm.ptr
      llvm.store %233, %236 {alignment = 2 : i64} : i8, !llvm.ptr
      %237 = llvm.load %169 {alignment = 1 : i64} : !llvm.ptr -> i8
      %238 = llvm.icmp "ne" %237, %41 : i8
      %239 = llvm.and %238, %216 : i1
      %240 = llvm.zext %239 : i1 to i8
      %241 = llvm.getelementptr %67[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %242 = llvm.ptrtoint %241 : !llvm.ptr to i64
      %243 = llvm.inttoptr %242 : i64 to !llvm.ptr
      llvm.store %240, %243 {alignment = 1 : i64} : i8, !llvm.ptr
      %244 = llvm.load %173 {alignment = 32 : i64} : !llvm.ptr -> i8
      %245 = llvm.icmp "ne" %244, %41 : i8
      %246 = llvm.and %245, %216 : i1
      %247 = llvm.zext %246 : i1 to i8
      %248 = llvm.ptrtoint %66 : !llvm.ptr to i64
      %249 = llvm.inttoptr %248 : i64 to !llvm.ptr
      llvm.store %247, %249 {alignment = 32 : i64} : i8, !llvm.ptr
      %250 = llvm.load %179 {alignment = 1 : i64} : !llvm.ptr -> i8
      %251 = llvm.icmp "ne" %250, %41 : i8
      %252 = llvm.and %251, %216 : i1
      %253 = llvm.zext %252 : i1 to i8
      %254 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %255 = llvm.ptrtoint %254 : !llvm.ptr to i64
      %256 = llvm.inttoptr %255 : i64 to !llvm.ptr
      llvm.store %253, %256 {alignment = 1 : i64} : i8, !llvm.ptr
      %257 = llvm.load %185 {alignment = 2 : i64} : !llvm.ptr -> i8
      %258 = llvm.icmp "ne" %257, %41 : i8
      %259 = llvm.and %258, %216 : i1
      %260 = llvm.zext %259 : i1 to i8
      %261 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %262 = llvm.ptrtoint %261 : !llvm.ptr to i64
      %263 = llvm.inttoptr %262 : i64 to !llvm.ptr
      llvm.store %260, %263 {alignment = 2 : i64} : i8, !llvm.ptr
      %264 = llvm.load %191 {alignment = 1 : i64} : !llvm.ptr -> i8
      %265 = llvm.icmp "ne" %264, %41 : i8
      %266 = llvm.and %265, %216 : i1
      %267 = llvm.zext %266 : i1 to i8
      %268 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %269 = llvm.ptrtoint %268 : !llvm.ptr to i64
      %270 = llvm.inttoptr %269 : i64 to !llvm.ptr
      llvm.store %267, %270 {alignment = 1 : i64} : i8, !llvm.ptr
      %271 = llvm.load %197 {alignment = 4 : i64} : !llvm.ptr -> i8
      %272 = llvm.icmp "ne" %271, %41 : i8
      %273 = llvm.and %272, %216 : i1
      %274 = llvm.zext %273 : i1 to i8
      %275 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %276 = llvm.ptrtoint %275 : !llvm.ptr to i64
      %277 = llvm.inttoptr %276 : i64 to !llvm.ptr
      llvm.store %274, %277 {alignment = 4 : i64} : i8, !llvm.ptr
      %278 = llvm.load %203 {alignment = 1 : i64} : !llvm.ptr -> i8
      %279 = llvm.icmp "ne" %278, %41 : i8
      %280 = llvm.and %279, %216 : i1
      %281 = llvm.zext %280 : i1 to i8
      %282 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %283 = llvm.ptrtoint %282 : !llvm.ptr to i64
      %284 = llvm.inttoptr %283 : i64 to !llvm.ptr
      llvm.store %281, %284 {alignment = 1 : i64} : i8, !llvm.ptr
      %285 = llvm.load %209 {alignment = 2 : i64} : !llvm.ptr -> i8
      %286 = llvm.icmp "ne" %285, %41 : i8
      %287 = llvm.and %286, %216 : i1
      %288 = llvm.zext %287 : i1 to i8
      %289 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %290 = llvm.ptrtoint %289 : !llvm.ptr to i64
      %291 = llvm.inttoptr %290 : i64 to !llvm.ptr
      llvm.store %288, %291 {alignment = 2 : i64} : i8, !llvm.ptr
      %292 = llvm.load %215 {alignment = 1 : i64} : !llvm.ptr -> i8
      %293 = llvm.icmp "ne" %292, %41 : i8
      %294 = llvm.and %293, %216 : i1
      %295 = llvm.zext %294 : i1 to i8
      %296 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %297 = llvm.ptrtoint %296 : !llvm.ptr to i64
      %298 = llvm.inttoptr %297 : i64 to !llvm.ptr
      llvm.store %295, %298 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %5, %142 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %299 = llvm.getelementptr %142[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %299 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %300 = llvm.getelementptr %142[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %300 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %301 = llvm.getelementptr %142[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %301 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %302 = llvm.getelementptr %142[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %302 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %303 = llvm.getelementptr %142[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %303 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %304 = llvm.getelementptr %142[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %304 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %305 = llvm.getelementptr %142[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %305 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %306 = llvm.getelementptr %142[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %306 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %307 = llvm.getelementptr %142[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %307 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %308 = llvm.getelementptr %142[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %308 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %309 = llvm.getelementptr %142[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %309 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.store %5, %146 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %310 = llvm.getelementptr %146[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %310 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %311 = llvm.getelementptr %146[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %311 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %312 = llvm.getelementptr %146[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %312 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %313 = llvm.getelementptr %146[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %313 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %314 = llvm.getelementptr %146[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %314 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %315 = llvm.getelementptr %146[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %315 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %316 = llvm.getelementptr %146[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %316 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %317 = llvm.getelementptr %146[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %317 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %318 = llvm.getelementptr %146[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %318 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %319 = llvm.getelementptr %146[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %319 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %320 = llvm.getelementptr %146[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %320 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %321 = llvm.getelementptr %146[24576] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %321 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %322 = llvm.getelementptr %146[26624] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %322 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %323 = llvm.getelementptr %146[28672] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %323 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %324 = llvm.getelementptr %146[30720] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %324 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %325 = llvm.getelementptr %146[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %325 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %326 = llvm.getelementptr %146[34816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %326 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %327 = llvm.getelementptr %146[36864] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %327 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %328 = llvm.getelementptr %146[38912] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %328 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %329 = llvm.getelementptr %146[40960] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %329 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %330 = llvm.getelementptr %146[43008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %330 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %331 = llvm.getelementptr %146[45056] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %331 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %332 = llvm.getelementptr %146[47104] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %332 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb1(%51 : i32)
    ^bb1(%333: i32):  // 2 preds: ^bb0, ^bb2
      %334 = llvm.icmp "slt" %333, %58 : i32
      llvm.cond_br %334, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %335 = llvm.srem %333, %58 : i32
      %336 = llvm.mul %335, %17 : i32
      %337 = llvm.getelementptr %132[%336] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %338 = llvm.mul %335, %50 : i32
      %339 = llvm.getelementptr %142[%338] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %340 = llvm.getelementptr %67[%335] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %341 = llvm.load %340 : !llvm.ptr -> i8
      %342 = llvm.trunc %341 : i8 to i1
      %343 = llvm.select %342, %45, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %339, %337, %45, %343 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %344 = llvm.add %333, %61 : i32
      llvm.br ^bb1(%344 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%51 : i32)
    ^bb4(%345: i32):  // 2 preds: ^bb3, ^bb5
      %346 = llvm.icmp "slt" %345, %59 : i32
      llvm.cond_br %346, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %347 = llvm.srem %345, %59 : i32
      %348 = llvm.mul %347, %17 : i32
      %349 = llvm.getelementptr %145[%348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %350 = llvm.mul %347, %50 : i32
      %351 = llvm.getelementptr %146[%350] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %352 = llvm.getelementptr %66[%347] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %353 = llvm.load %352 : !llvm.ptr -> i8
      %354 = llvm.trunc %353 : i8 to i1
      %355 = llvm.select %354, %45, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %351, %349, %45, %355 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %356 = llvm.add %345, %61 : i32
      llvm.br ^bb4(%356 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %357 = llvm.getelementptr %132[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.br ^bb7(%51 : i32)
    ^bb7(%358: i32):  // 2 preds: ^bb6, ^bb8
      %359 = llvm.icmp "slt" %358, %58 : i32
      llvm.cond_br %359, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %360 = llvm.srem %358, %58 : i32
      %361 = llvm.mul %360, %17 : i32
      %362 = llvm.getelementptr %357[%361] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %363 = llvm.mul %360, %50 : i32
      %364 = llvm.getelementptr %302[%363] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %365 = llvm.getelementptr %69[%360] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %366 = llvm.load %365 : !llvm.ptr -> i8
      %367 = llvm.trunc %366 : i8 to i1
      %368 = llvm.select %367, %45, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %364, %362, %45, %368 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %369 = llvm.add %358, %61 : i32
      llvm.br ^bb7(%369 : i32)
    ^bb9:  // pred: ^bb7
      %370 = llvm.getelementptr %145[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      llvm.br ^bb10(%51 : i32)
    ^bb10(%371: i32):  // 2 preds: ^bb9, ^bb11
      %372 = llvm.icmp "slt" %371, %59 : i32
      llvm.cond_br %372, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %373 = llvm.srem %371, %59 : i32
      %374 = llvm.mul %373, %17 : i32
      %375 = llvm.getelementptr %370[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %376 = llvm.mul %373, %50 : i32
      %377 = llvm.getelementptr %317[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %378 = llvm.getelementptr %68[%373] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %379 = llvm.load %378 : !llvm.ptr -> i8
      %380 = llvm.trunc %379 : i8 to i1
      %381 = llvm.select %380, %45, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %377, %375, %45, %381 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %382 = llvm.add %371, %61 : i32
      llvm.br ^bb10(%382 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %383 = llvm.srem %70, %42 : i32
      %384 = llvm.sdiv %70, %42 : i32
      %385 = llvm.srem %384, %52 : i32
      %386 = llvm.sdiv %70, %38 : i32
      %387 = llvm.srem %386, %58 : i32
      %388 = llvm.srem %383, %42 : i32
      %389 = llvm.srem %385, %52 : i32
      %390 = llvm.srem %387, %58 : i32
      %391 = llvm.sdiv %388, %58 : i32
      %392 = llvm.srem %388, %58 : i32
      %393 = llvm.mul %392, %52 : i32
      %394 = llvm.mul %391, %43 : i32
      %395 = llvm.add %393, %394 : i32
      %396 = llvm.mul %389, %44 : i32
      %397 = llvm.mul %390, %59 : i32
      %398 = llvm.add %396, %397 : i32
      %399 = llvm.add %395, %398 : i32
      %400 = llvm.getelementptr %114[%399] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %57, %63 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %401 = llvm.sdiv %70, %45 : i32
      %402 = llvm.srem %70, %45 : i32
      %403 = llvm.srem %402, %59 : i32
      %404 = llvm.mul %403, %38 : i32
      %405 = llvm.srem %401, %52 : i32
      %406 = llvm.mul %405, %59 : i32
      %407 = llvm.add %404, %406 : i32
      %408 = llvm.sdiv %402, %59 : i32
      %409 = llvm.mul %408, %39 : i32
      %410 = llvm.sdiv %401, %52 : i32
      %411 = llvm.srem %410, %52 : i32
      %412 = llvm.mul %411, %46 : i32
      %413 = llvm.add %409, %412 : i32
      %414 = llvm.and %407, %60 : i32
      %415 = llvm.icmp "eq" %414, %51 : i32
      %416 = llvm.select %415, %45, %47 : i1, i32
      %417 = llvm.and %407, %48 : i32
      %418 = llvm.icmp "eq" %417, %51 : i32
      %419 = llvm.select %418, %42, %49 : i1, i32
      %420 = llvm.and %407, %40 : i32
      %421 = llvm.ashr %420, %53 : i32
      %422 = llvm.xor %407, %421 : i32
      %423 = llvm.add %422, %413 : i32
      %424 = llvm.getelementptr %25[%423] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %425 = llvm.mul %128, %38 : i32
      %426 = llvm.srem %127, %52 : i32
      %427 = llvm.mul %426, %59 : i32
      %428 = llvm.add %425, %427 : i32
      %429 = llvm.sdiv %127, %52 : i32
      %430 = llvm.sdiv %429, %52 : i32
      %431 = llvm.srem %429, %52 : i32
      %432 = llvm.mul %431, %50 : i32
      %433 = llvm.sdiv %430, %52 : i32
      %434 = llvm.mul %433, %39 : i32
      %435 = llvm.add %432, %434 : i32
      %436 = llvm.and %428, %60 : i32
      %437 = llvm.icmp "eq" %436, %51 : i32
      %438 = llvm.select %437, %45, %47 : i1, i32
      %439 = llvm.and %428, %48 : i32
      %440 = llvm.icmp "eq" %439, %51 : i32
      %441 = llvm.select %440, %42, %49 : i1, i32
      %442 = llvm.and %428, %40 : i32
      %443 = llvm.ashr %442, %53 : i32
      %444 = llvm.xor %428, %443 : i32
      %445 = llvm.add %444, %435 : i32
      %446 = llvm.getelementptr %126[%445] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb13(%51 : i32)
    ^bb13(%447: i32):  // 2 preds: ^bb12, ^bb14
      %448 = llvm.icmp "slt" %447, %58 : i32
      llvm.cond_br %448, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %449 = llvm.mul %447, %50 : i32
      %450 = llvm.getelementptr %424[%449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %451 = llvm.mul %447, %59 : i32
      %452 = llvm.getelementptr %65[%451] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %453 = nvvm.ldmatrix %450 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %454 = llvm.extractvalue %453[0] : !llvm_struct_a37b2a
      %455 = llvm.extractvalue %453[1] : !llvm_struct_a37b2a
      %456 = llvm.extractvalue %453[2] : !llvm_struct_a37b2a
      %457 = llvm.extractvalue %453[3] : !llvm_struct_a37b2a
      %458 = llvm.insertelement %454, %4[%3 : i64] : vector<4xi32>
      %459 = llvm.insertelement %455, %458[%2 : i64] : vector<4xi32>
      %460 = llvm.insertelement %456, %459[%1 : i64] : vector<4xi32>
      %461 = llvm.insertelement %457, %460[%0 : i64] : vector<4xi32>
      %462 = llvm.extractelement %461[%51 : i32] : vector<4xi32>
      llvm.store %462, %452 : i32, !llvm.ptr
      %463 = llvm.extractelement %461[%61 : i32] : vector<4xi32>
      %464 = llvm.getelementptr %452[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %463, %464 : i32, !llvm.ptr
      %465 = llvm.extractelement %461[%52 : i32] : vector<4xi32>
      %466 = llvm.getelementptr %452[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %465, %466 : i32, !llvm.ptr
      %467 = llvm.extractelement %461[%53 : i32] : vector<4xi32>
      %468 = llvm.getelementptr %452[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %467, %468 : i32, !llvm.ptr
      %469 = llvm.add %447, %61 : i32
      llvm.br ^bb13(%469 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%51 : i32)
    ^bb16(%470: i32):  // 2 preds: ^bb15, ^bb17
      %471 = llvm.icmp "slt" %470, %58 : i32
      llvm.cond_br %471, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %472 = llvm.mul %470, %20 : i32
      %473 = llvm.getelementptr %446[%472] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %474 = llvm.mul %470, %59 : i32
      %475 = llvm.getelementptr %64[%474] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %476 = nvvm.ldmatrix %473 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %477 = llvm.extractvalue %476[0] : !llvm_struct_a37b2a
      %478 = llvm.extractvalue %476[1] : !llvm_struct_a37b2a
      %479 = llvm.extractvalue %476[2] : !llvm_struct_a37b2a
      %480 = llvm.extractvalue %476[3] : !llvm_struct_a37b2a
      %481 = llvm.insertelement %477, %4[%3 : i64] : vector<4xi32>
      %482 = llvm.insertelement %478, %481[%2 : i64] : vector<4xi32>
      %483 = llvm.insertelement %479, %482[%1 : i64] : vector<4xi32>
      %484 = llvm.insertelement %480, %483[%0 : i64] : vector<4xi32>
      %485 = llvm.extractelement %484[%51 : i32] : vector<4xi32>
      llvm.store %485, %475 : i32, !llvm.ptr
      %486 = llvm.extractelement %484[%61 : i32] : vector<4xi32>
      %487 = llvm.getelementptr %475[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %486, %487 : i32, !llvm.ptr
      %488 = llvm.extractelement %484[%52 : i32] : vector<4xi32>
      %489 = llvm.getelementptr %475[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %488, %489 : i32, !llvm.ptr
      %490 = llvm.extractelement %484[%53 : i32] : vector<4xi32>
      %491 = llvm.getelementptr %475[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %490, %491 : i32, !llvm.ptr
      %492 = llvm.add %470, %61 : i32
      llvm.br ^bb16(%492 : i32)
    ^bb18:  // pred: ^bb16
      %493 = llvm.getelementptr %65[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %494 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %495 = llvm.getelementptr %65[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %496 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %497 = llvm.getelementptr %65[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %498 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb19(%51, %52, %51 : i32, i32, i32)
    ^bb19(%499: i32, %500: i32, %501: i32):  // 2 preds: ^bb18, ^bb76
      %502 = llvm.icmp "slt" %499, %54 : i32
      llvm.cond_br %502, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %503 = llvm.mul %501, %19 : i32
      %504 = llvm.add %416, %503 : i32
      %505 = llvm.getelementptr %424[%504] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb21(%51 : i32)
    ^bb21(%506: i32):  // 2 preds: ^bb20, ^bb22
      %507 = llvm.icmp "slt" %506, %58 : i32
      llvm.cond_br %507, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %508 = llvm.mul %506, %50 : i32
      %509 = llvm.getelementptr %505[%508] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %510 = llvm.mul %506, %59 : i32
      %511 = llvm.getelementptr %493[%510] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %512 = nvvm.ldmatrix %509 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %513 = llvm.extractvalue %512[0] : !llvm_struct_a37b2a
      %514 = llvm.extractvalue %512[1] : !llvm_struct_a37b2a
      %515 = llvm.extractvalue %512[2] : !llvm_struct_a37b2a
      %516 = llvm.extractvalue %512[3] : !llvm_struct_a37b2a
      %517 = llvm.insertelement %513, %4[%3 : i64] : vector<4xi32>
      %518 = llvm.insertelement %514, %517[%2 : i64] : vector<4xi32>
      %519 = llvm.insertelement %515, %518[%1 : i64] : vector<4xi32>
      %520 = llvm.insertelement %516, %519[%0 : i64] : vector<4xi32>
      %521 = llvm.extractelement %520[%51 : i32] : vector<4xi32>
      llvm.store %521, %511 : i32, !llvm.ptr
      %522 = llvm.extractelement %520[%61 : i32] : vector<4xi32>
      %523 = llvm.getelementptr %511[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %522, %523 : i32, !llvm.ptr
      %524 = llvm.extractelement %520[%52 : i32] : vector<4xi32>
      %525 = llvm.getelementptr %511[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %524, %525 : i32, !llvm.ptr
      %526 = llvm.extractelement %520[%53 : i32] : vector<4xi32>
      %527 = llvm.getelementptr %511[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %526, %527 : i32, !llvm.ptr
      %528 = llvm.add %506, %61 : i32
      llvm.br ^bb21(%528 : i32)
    ^bb23:  // pred: ^bb21
      %529 = llvm.mul %501, %18 : i32
      %530 = llvm.add %438, %529 : i32
      %531 = llvm.getelementptr %446[%530] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb24(%51 : i32)
    ^bb24(%532: i32):  // 2 preds: ^bb23, ^bb25
      %533 = llvm.icmp "slt" %532, %58 : i32
      llvm.cond_br %533, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %534 = llvm.mul %532, %20 : i32
      %535 = llvm.getelementptr %531[%534] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %536 = llvm.mul %532, %59 : i32
      %537 = llvm.getelementptr %494[%536] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %538 = nvvm.ldmatrix %535 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %539 = llvm.extractvalue %538[0] : !llvm_struct_a37b2a
      %540 = llvm.extractvalue %538[1] : !llvm_struct_a37b2a
      %541 = llvm.extractvalue %538[2] : !llvm_struct_a37b2a
      %542 = llvm.extractvalue %538[3] : !llvm_struct_a37b2a
      %543 = llvm.insertelement %539, %4[%3 : i64] : vector<4xi32>
      %544 = llvm.insertelement %540, %543[%2 : i64] : vector<4xi32>
      %545 = llvm.insertelement %541, %544[%1 : i64] : vector<4xi32>
      %546 = llvm.insertelement %542, %545[%0 : i64] : vector<4xi32>
      %547 = llvm.extractelement %546[%51 : i32] : vector<4xi32>
      llvm.store %547, %537 : i32, !llvm.ptr
      %548 = llvm.extractelement %546[%61 : i32] : vector<4xi32>
      %549 = llvm.getelementptr %537[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %548, %549 : i32, !llvm.ptr
      %550 = llvm.extractelement %546[%52 : i32] : vector<4xi32>
      %551 = llvm.getelementptr %537[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %550, %551 : i32, !llvm.ptr
      %552 = llvm.extractelement %546[%53 : i32] : vector<4xi32>
      %553 = llvm.getelementptr %537[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %552, %553 : i32, !llvm.ptr
      %554 = llvm.add %532, %61 : i32
      llvm.br ^bb24(%554 : i32)
    ^bb26:  // pred: ^bb24
      %555 = llvm.add %499, %52 : i32
      %556 = llvm.icmp "slt" %555, %54 : i32
      llvm.cond_br %556, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %557 = llvm.mul %555, %38 : i32
      %558 = llvm.getelementptr %132[%557] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %559 = llvm.mul %500, %19 : i32
      %560 = llvm.getelementptr %142[%559] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb28(%51 : i32)
    ^bb28(%561: i32):  // 2 preds: ^bb27, ^bb29
      %562 = llvm.icmp "slt" %561, %58 : i32
      llvm.cond_br %562, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %563 = llvm.srem %561, %58 : i32
      %564 = llvm.mul %563, %17 : i32
      %565 = llvm.getelementptr %558[%564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %566 = llvm.mul %563, %50 : i32
      %567 = llvm.getelementptr %560[%566] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %568 = llvm.getelementptr %69[%563] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %569 = llvm.load %568 : !llvm.ptr -> i8
      %570 = llvm.trunc %569 : i8 to i1
      %571 = llvm.select %570, %45, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %567, %565, %45, %571 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %572 = llvm.add %561, %61 : i32
      llvm.br ^bb28(%572 : i32)
    ^bb30:  // pred: ^bb28
      %573 = llvm.getelementptr %145[%557] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %574 = llvm.mul %500, %18 : i32
      %575 = llvm.getelementptr %146[%574] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb31(%51 : i32)
    ^bb31(%576: i32):  // 2 preds: ^bb30, ^bb32
      %577 = llvm.icmp "slt" %576, %59 : i32
      llvm.cond_br %577, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %578 = llvm.srem %576, %59 : i32
      %579 = llvm.mul %578, %17 : i32
      %580 = llvm.getelementptr %573[%579] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %581 = llvm.mul %578, %50 : i32
      %582 = llvm.getelementptr %575[%581] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %583 = llvm.getelementptr %68[%578] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %584 = llvm.load %583 : !llvm.ptr -> i8
      %585 = llvm.trunc %584 : i8 to i1
      %586 = llvm.select %585, %45, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %582, %580, %45, %586 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %587 = llvm.add %576, %61 : i32
      llvm.br ^bb31(%587 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      llvm.br ^bb35(%51 : i32)
    ^bb35(%588: i32):  // 2 preds: ^bb34, ^bb39
      %589 = llvm.icmp "slt" %588, %58 : i32
      llvm.cond_br %589, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %590 = llvm.mul %588, %59 : i32
      %591 = llvm.getelementptr %65[%590] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %592 = llvm.getelementptr %591[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %593 = llvm.getelementptr %591[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %594 = llvm.getelementptr %591[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb37(%51 : i32)
    ^bb37(%595: i32):  // 2 preds: ^bb36, ^bb38
      %596 = llvm.icmp "slt" %595, %59 : i32
      llvm.cond_br %596, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %597 = llvm.mul %595, %58 : i32
      %598 = llvm.getelementptr %64[%597] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %599 = llvm.mul %588, %58 : i32
      %600 = llvm.mul %595, %45 : i32
      %601 = llvm.add %599, %600 : i32
      %602 = llvm.getelementptr %63[%601] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %603 = llvm.load %591 : !llvm.ptr -> vector<2xf16>
      %604 = llvm.load %592 : !llvm.ptr -> vector<2xf16>
      %605 = llvm.load %593 : !llvm.ptr -> vector<2xf16>
      %606 = llvm.load %594 : !llvm.ptr -> vector<2xf16>
      %607 = llvm.load %598 : !llvm.ptr -> vector<2xf16>
      %608 = llvm.getelementptr %598[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %609 = llvm.load %608 : !llvm.ptr -> vector<2xf16>
      %610 = llvm.load %602 : !llvm.ptr -> f32
      %611 = llvm.getelementptr %602[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %612 = llvm.load %611 : !llvm.ptr -> f32
      %613 = llvm.getelementptr %602[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %614 = llvm.load %613 : !llvm.ptr -> f32
      %615 = llvm.getelementptr %602[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %616 = llvm.load %615 : !llvm.ptr -> f32
      %617 = nvvm.mma.sync A[%603, %604, %605, %606]  B[%607, %609]  C[%610, %612, %614, %616]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %618 = llvm.extractvalue %617[0] : !llvm_struct_687153
      %619 = llvm.extractvalue %617[1] : !llvm_struct_687153
      %620 = llvm.extractvalue %617[2] : !llvm_struct_687153
      %621 = llvm.extractvalue %617[3] : !llvm_struct_687153
      llvm.store %618, %602 : f32, !llvm.ptr
      llvm.store %619, %611 : f32, !llvm.ptr
      llvm.store %620, %613 : f32, !llvm.ptr
      llvm.store %621, %615 : f32, !llvm.ptr
      %622 = llvm.add %595, %61 : i32
      llvm.br ^bb37(%622 : i32)
    ^bb39:  // pred: ^bb37
      %623 = llvm.add %588, %61 : i32
      llvm.br ^bb35(%623 : i32)
    ^bb40:  // pred: ^bb35
      %624 = llvm.add %419, %503 : i32
      %625 = llvm.getelementptr %424[%624] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb41(%51 : i32)
    ^bb41(%626: i32):  // 2 preds: ^bb40, ^bb42
      %627 = llvm.icmp "slt" %626, %58 : i32
      llvm.cond_br %627, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %628 = llvm.mul %626, %50 : i32
      %629 = llvm.getelementptr %625[%628] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %630 = llvm.mul %626, %59 : i32
      %631 = llvm.getelementptr %495[%630] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %632 = nvvm.ldmatrix %629 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %633 = llvm.extractvalue %632[0] : !llvm_struct_a37b2a
      %634 = llvm.extractvalue %632[1] : !llvm_struct_a37b2a
      %635 = llvm.extractvalue %632[2] : !llvm_struct_a37b2a
      %636 = llvm.extractvalue %632[3] : !llvm_struct_a37b2a
      %637 = llvm.insertelement %633, %4[%3 : i64] : vector<4xi32>
      %638 = llvm.insertelement %634, %637[%2 : i64] : vector<4xi32>
      %639 = llvm.insertelement %635, %638[%1 : i64] : vector<4xi32>
      %640 = llvm.insertelement %636, %639[%0 : i64] : vector<4xi32>
      %641 = llvm.extractelement %640[%51 : i32] : vector<4xi32>
      llvm.store %641, %631 : i32, !llvm.ptr
      %642 = llvm.extractelement %640[%61 : i32] : vector<4xi32>
      %643 = llvm.getelementptr %631[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %642, %643 : i32, !llvm.ptr
      %644 = llvm.extractelement %640[%52 : i32] : vector<4xi32>
      %645 = llvm.getelementptr %631[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %644, %645 : i32, !llvm.ptr
      %646 = llvm.extractelement %640[%53 : i32] : vector<4xi32>
      %647 = llvm.getelementptr %631[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %646, %647 : i32, !llvm.ptr
      %648 = llvm.add %626, %61 : i32
      llvm.br ^bb41(%648 : i32)
    ^bb43:  // pred: ^bb41
      %649 = llvm.add %441, %529 : i32
      %650 = llvm.getelementptr %446[%649] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb44(%51 : i32)
    ^bb44(%651: i32):  // 2 preds: ^bb43, ^bb45
      %652 = llvm.icmp "slt" %651, %58 : i32
      llvm.cond_br %652, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %653 = llvm.mul %651, %20 : i32
      %654 = llvm.getelementptr %650[%653] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %655 = llvm.mul %651, %59 : i32
      %656 = llvm.getelementptr %496[%655] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %657 = nvvm.ldmatrix %654 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %658 = llvm.extractvalue %657[0] : !llvm_struct_a37b2a
      %659 = llvm.extractvalue %657[1] : !llvm_struct_a37b2a
      %660 = llvm.extractvalue %657[2] : !llvm_struct_a37b2a
      %661 = llvm.extractvalue %657[3] : !llvm_struct_a37b2a
      %662 = llvm.insertelement %658, %4[%3 : i64] : vector<4xi32>
      %663 = llvm.insertelement %659, %662[%2 : i64] : vector<4xi32>
      %664 = llvm.insertelement %660, %663[%1 : i64] : vector<4xi32>
      %665 = llvm.insertelement %661, %664[%0 : i64] : vector<4xi32>
      %666 = llvm.extractelement %665[%51 : i32] : vector<4xi32>
      llvm.store %666, %656 : i32, !llvm.ptr
      %667 = llvm.extractelement %665[%61 : i32] : vector<4xi32>
      %668 = llvm.getelementptr %656[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %667, %668 : i32, !llvm.ptr
      %669 = llvm.extractelement %665[%52 : i32] : vector<4xi32>
      %670 = llvm.getelementptr %656[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %669, %670 : i32, !llvm.ptr
      %671 = llvm.extractelement %665[%53 : i32] : vector<4xi32>
      %672 = llvm.getelementptr %656[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %671, %672 : i32, !llvm.ptr
      %673 = llvm.add %651, %61 : i32
      llvm.br ^bb44(%673 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%51 : i32)
    ^bb47(%674: i32):  // 2 preds: ^bb46, ^bb51
      %675 = llvm.icmp "slt" %674, %58 : i32
      llvm.cond_br %675, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %676 = llvm.mul %674, %59 : i32
      %677 = llvm.getelementptr %493[%676] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %678 = llvm.getelementptr %677[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %679 = llvm.getelementptr %677[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %680 = llvm.getelementptr %677[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb49(%51 : i32)
    ^bb49(%681: i32):  // 2 preds: ^bb48, ^bb50
      %682 = llvm.icmp "slt" %681, %59 : i32
      llvm.cond_br %682, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %683 = llvm.mul %681, %58 : i32
      %684 = llvm.getelementptr %494[%683] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %685 = llvm.mul %674, %58 : i32
      %686 = llvm.mul %681, %45 : i32
      %687 = llvm.add %685, %686 : i32
      %688 = llvm.getelementptr %63[%687] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %689 = llvm.load %677 : !llvm.ptr -> vector<2xf16>
      %690 = llvm.load %678 : !llvm.ptr -> vector<2xf16>
      %691 = llvm.load %679 : !llvm.ptr -> vector<2xf16>
      %692 = llvm.load %680 : !llvm.ptr -> vector<2xf16>
      %693 = llvm.load %684 : !llvm.ptr -> vector<2xf16>
      %694 = llvm.getelementptr %684[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %695 = llvm.load %694 : !llvm.ptr -> vector<2xf16>
      %696 = llvm.load %688 : !llvm.ptr -> f32
      %697 = llvm.getelementptr %688[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %698 = llvm.load %697 : !llvm.ptr -> f32
      %699 = llvm.getelementptr %688[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %700 = llvm.load %699 : !llvm.ptr -> f32
      %701 = llvm.getelementptr %688[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %702 = llvm.load %701 : !llvm.ptr -> f32
      %703 = nvvm.mma.sync A[%689, %690, %691, %692]  B[%693, %695]  C[%696, %698, %700, %702]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %704 = llvm.extractvalue %703[0] : !llvm_struct_687153
      %705 = llvm.extractvalue %703[1] : !llvm_struct_687153
      %706 = llvm.extractvalue %703[2] : !llvm_struct_687153
      %707 = llvm.extractvalue %703[3] : !llvm_struct_687153
      llvm.store %704, %688 : f32, !llvm.ptr
      llvm.store %705, %697 : f32, !llvm.ptr
      llvm.store %706, %699 : f32, !llvm.ptr
      llvm.store %707, %701 : f32, !llvm.ptr
      %708 = llvm.add %681, %61 : i32
      llvm.br ^bb49(%708 : i32)
    ^bb51:  // pred: ^bb49
      %709 = llvm.add %674, %61 : i32
      llvm.br ^bb47(%709 : i32)
    ^bb52:  // pred: ^bb47
      %710 = llvm.add %416, %419 : i32
      %711 = llvm.add %710, %503 : i32
      %712 = llvm.getelementptr %424[%711] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb53(%51 : i32)
    ^bb53(%713: i32):  // 2 preds: ^bb52, ^bb54
      %714 = llvm.icmp "slt" %713, %58 : i32
      llvm.cond_br %714, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %715 = llvm.mul %713, %50 : i32
      %716 = llvm.getelementptr %712[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %717 = llvm.mul %713, %59 : i32
      %718 = llvm.getelementptr %497[%717] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %719 = nvvm.ldmatrix %716 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %720 = llvm.extractvalue %719[0] : !llvm_struct_a37b2a
      %721 = llvm.extractvalue %719[1] : !llvm_struct_a37b2a
      %722 = llvm.extractvalue %719[2] : !llvm_struct_a37b2a
      %723 = llvm.extractvalue %719[3] : !llvm_struct_a37b2a
      %724 = llvm.insertelement %720, %4[%3 : i64] : vector<4xi32>
      %725 = llvm.insertelement %721, %724[%2 : i64] : vector<4xi32>
      %726 = llvm.insertelement %722, %725[%1 : i64] : vector<4xi32>
      %727 = llvm.insertelement %723, %726[%0 : i64] : vector<4xi32>
      %728 = llvm.extractelement %727[%51 : i32] : vector<4xi32>
      llvm.store %728, %718 : i32, !llvm.ptr
      %729 = llvm.extractelement %727[%61 : i32] : vector<4xi32>
      %730 = llvm.getelementptr %718[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %729, %730 : i32, !llvm.ptr
      %731 = llvm.extractelement %727[%52 : i32] : vector<4xi32>
      %732 = llvm.getelementptr %718[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %731, %732 : i32, !llvm.ptr
      %733 = llvm.extractelement %727[%53 : i32] : vector<4xi32>
      %734 = llvm.getelementptr %718[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %733, %734 : i32, !llvm.ptr
      %735 = llvm.add %713, %61 : i32
      llvm.br ^bb53(%735 : i32)
    ^bb55:  // pred: ^bb53
      %736 = llvm.add %438, %441 : i32
      %737 = llvm.add %736, %529 : i32
      %738 = llvm.getelementptr %446[%737] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb56(%51 : i32)
    ^bb56(%739: i32):  // 2 preds: ^bb55, ^bb57
      %740 = llvm.icmp "slt" %739, %58 : i32
      llvm.cond_br %740, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %741 = llvm.mul %739, %20 : i32
      %742 = llvm.getelementptr %738[%741] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %743 = llvm.mul %739, %59 : i32
      %744 = llvm.getelementptr %498[%743] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %745 = nvvm.ldmatrix %742 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %746 = llvm.extractvalue %745[0] : !llvm_struct_a37b2a
      %747 = llvm.extractvalue %745[1] : !llvm_struct_a37b2a
      %748 = llvm.extractvalue %745[2] : !llvm_struct_a37b2a
      %749 = llvm.extractvalue %745[3] : !llvm_struct_a37b2a
      %750 = llvm.insertelement %746, %4[%3 : i64] : vector<4xi32>
      %751 = llvm.insertelement %747, %750[%2 : i64] : vector<4xi32>
      %752 = llvm.insertelement %748, %751[%1 : i64] : vector<4xi32>
      %753 = llvm.insertelement %749, %752[%0 : i64] : vector<4xi32>
      %754 = llvm.extractelement %753[%51 : i32] : vector<4xi32>
      llvm.store %754, %744 : i32, !llvm.ptr
      %755 = llvm.extractelement %753[%61 : i32] : vector<4xi32>
      %756 = llvm.getelementptr %744[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %755, %756 : i32, !llvm.ptr
      %757 = llvm.extractelement %753[%52 : i32] : vector<4xi32>
      %758 = llvm.getelementptr %744[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %757, %758 : i32, !llvm.ptr
      %759 = llvm.extractelement %753[%53 : i32] : vector<4xi32>
      %760 = llvm.getelementptr %744[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %759, %760 : i32, !llvm.ptr
      %761 = llvm.add %739, %61 : i32
      llvm.br ^bb56(%761 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%51 : i32)
    ^bb59(%762: i32):  // 2 preds: ^bb58, ^bb63
      %763 = llvm.icmp "slt" %762, %58 : i32
      llvm.cond_br %763, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %764 = llvm.mul %762, %59 : i32
      %765 = llvm.getelementptr %495[%764] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %766 = llvm.getelementptr %765[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %767 = llvm.getelementptr %765[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %768 = llvm.getelementptr %765[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb61(%51 : i32)
    ^bb61(%769: i32):  // 2 preds: ^bb60, ^bb62
      %770 = llvm.icmp "slt" %769, %59 : i32
      llvm.cond_br %770, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %771 = llvm.mul %769, %58 : i32
      %772 = llvm.getelementptr %496[%771] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %773 = llvm.mul %762, %58 : i32
      %774 = llvm.mul %769, %45 : i32
      %775 = llvm.add %773, %774 : i32
      %776 = llvm.getelementptr %63[%775] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %777 = llvm.load %765 : !llvm.ptr -> vector<2xf16>
      %778 = llvm.load %766 : !llvm.ptr -> vector<2xf16>
      %779 = llvm.load %767 : !llvm.ptr -> vector<2xf16>
      %780 = llvm.load %768 : !llvm.ptr -> vector<2xf16>
      %781 = llvm.load %772 : !llvm.ptr -> vector<2xf16>
      %782 = llvm.getelementptr %772[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %783 = llvm.load %782 : !llvm.ptr -> vector<2xf16>
      %784 = llvm.load %776 : !llvm.ptr -> f32
      %785 = llvm.getelementptr %776[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %786 = llvm.load %785 : !llvm.ptr -> f32
      %787 = llvm.getelementptr %776[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %788 = llvm.load %787 : !llvm.ptr -> f32
      %789 = llvm.getelementptr %776[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %790 = llvm.load %789 : !llvm.ptr -> f32
      %791 = nvvm.mma.sync A[%777, %778, %779, %780]  B[%781, %783]  C[%784, %786, %788, %790]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %792 = llvm.extractvalue %791[0] : !llvm_struct_687153
      %793 = llvm.extractvalue %791[1] : !llvm_struct_687153
      %794 = llvm.extractvalue %791[2] : !llvm_struct_687153
      %795 = llvm.extractvalue %791[3] : !llvm_struct_687153
      llvm.store %792, %776 : f32, !llvm.ptr
      llvm.store %793, %785 : f32, !llvm.ptr
      llvm.store %794, %787 : f32, !llvm.ptr
      llvm.store %795, %789 : f32, !llvm.ptr
      %796 = llvm.add %769, %61 : i32
      llvm.br ^bb61(%796 : i32)
    ^bb63:  // pred: ^bb61
      %797 = llvm.add %762, %61 : i32
      llvm.br ^bb59(%797 : i32)
    ^bb64:  // pred: ^bb59
      %798 = llvm.add %501, %61 : i32
      %799 = llvm.icmp "eq" %798, %53 : i32
      %800 = llvm.select %799, %51, %798 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %801 = llvm.mul %800, %19 : i32
      %802 = llvm.getelementptr %424[%801] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb65(%51 : i32)
    ^bb65(%803: i32):  // 2 preds: ^bb64, ^bb66
      %804 = llvm.icmp "slt" %803, %58 : i32
      llvm.cond_br %804, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %805 = llvm.mul %803, %50 : i32
      %806 = llvm.getelementptr %802[%805] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %807 = llvm.mul %803, %59 : i32
      %808 = llvm.getelementptr %65[%807] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %809 = nvvm.ldmatrix %806 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %810 = llvm.extractvalue %809[0] : !llvm_struct_a37b2a
      %811 = llvm.extractvalue %809[1] : !llvm_struct_a37b2a
      %812 = llvm.extractvalue %809[2] : !llvm_struct_a37b2a
      %813 = llvm.extractvalue %809[3] : !llvm_struct_a37b2a
      %814 = llvm.insertelement %810, %4[%3 : i64] : vector<4xi32>
      %815 = llvm.insertelement %811, %814[%2 : i64] : vector<4xi32>
      %816 = llvm.insertelement %812, %815[%1 : i64] : vector<4xi32>
      %817 = llvm.insertelement %813, %816[%0 : i64] : vector<4xi32>
      %818 = llvm.extractelement %817[%51 : i32] : vector<4xi32>
      llvm.store %818, %808 : i32, !llvm.ptr
      %819 = llvm.extractelement %817[%61 : i32] : vector<4xi32>
      %820 = llvm.getelementptr %808[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %819, %820 : i32, !llvm.ptr
      %821 = llvm.extractelement %817[%52 : i32] : vector<4xi32>
      %822 = llvm.getelementptr %808[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %821, %822 : i32, !llvm.ptr
      %823 = llvm.extractelement %817[%53 : i32] : vector<4xi32>
      %824 = llvm.getelementptr %808[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %823, %824 : i32, !llvm.ptr
      %825 = llvm.add %803, %61 : i32
      llvm.br ^bb65(%825 : i32)
    ^bb67:  // pred: ^bb65
      %826 = llvm.mul %800, %18 : i32
      %827 = llvm.getelementptr %446[%826] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      llvm.br ^bb68(%51 : i32)
    ^bb68(%828: i32):  // 2 preds: ^bb67, ^bb69
      %829 = llvm.icmp "slt" %828, %58 : i32
      llvm.cond_br %829, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %830 = llvm.mul %828, %20 : i32
      %831 = llvm.getelementptr %827[%830] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %832 = llvm.mul %828, %59 : i32
      %833 = llvm.getelementptr %64[%832] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %834 = nvvm.ldmatrix %831 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %835 = llvm.extractvalue %834[0] : !llvm_struct_a37b2a
      %836 = llvm.extractvalue %834[1] : !llvm_struct_a37b2a
      %837 = llvm.extractvalue %834[2] : !llvm_struct_a37b2a
      %838 = llvm.extractvalue %834[3] : !llvm_struct_a37b2a
      %839 = llvm.insertelement %835, %4[%3 : i64] : vector<4xi32>
      %840 = llvm.insertelement %836, %839[%2 : i64] : vector<4xi32>
      %841 = llvm.insertelement %837, %840[%1 : i64] : vector<4xi32>
      %842 = llvm.insertelement %838, %841[%0 : i64] : vector<4xi32>
      %843 = llvm.extractelement %842[%51 : i32] : vector<4xi32>
      llvm.store %843, %833 : i32, !llvm.ptr
      %844 = llvm.extractelement %842[%61 : i32] : vector<4xi32>
      %845 = llvm.getelementptr %833[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %844, %845 : i32, !llvm.ptr
      %846 = llvm.extractelement %842[%52 : i32] : vector<4xi32>
      %847 = llvm.getelementptr %833[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %846, %847 : i32, !llvm.ptr
      %848 = llvm.extractelement %842[%53 : i32] : vector<4xi32>
      %849 = llvm.getelementptr %833[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %848, %849 : i32, !llvm.ptr
      %850 = llvm.add %828, %61 : i32
      llvm.br ^bb68(%850 : i32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%51 : i32)
    ^bb71(%851: i32):  // 2 preds: ^bb70, ^bb75
      %852 = llvm.icmp "slt" %851, %58 : i32
      llvm.cond_br %852, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %853 = llvm.mul %851, %59 : i32
      %854 = llvm.getelementptr %497[%853] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %855 = llvm.getelementptr %854[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %856 = llvm.getelementptr %854[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %857 = llvm.getelementptr %854[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb73(%51 : i32)
    ^bb73(%858: i32):  // 2 preds: ^bb72, ^bb74
      %859 = llvm.icmp "slt" %858, %59 : i32
      llvm.cond_br %859, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %860 = llvm.mul %858, %58 : i32
      %861 = llvm.getelementptr %498[%860] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %862 = llvm.mul %851, %58 : i32
      %863 = llvm.mul %858, %45 : i32
      %864 = llvm.add %862, %863 : i32
      %865 = llvm.getelementptr %63[%864] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %866 = llvm.load %854 : !llvm.ptr -> vector<2xf16>
      %867 = llvm.load %855 : !llvm.ptr -> vector<2xf16>
      %868 = llvm.load %856 : !llvm.ptr -> vector<2xf16>
      %869 = llvm.load %857 : !llvm.ptr -> vector<2xf16>
      %870 = llvm.load %861 : !llvm.ptr -> vector<2xf16>
      %871 = llvm.getelementptr %861[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %872 = llvm.load %871 : !llvm.ptr -> vector<2xf16>
      %873 = llvm.load %865 : !llvm.ptr -> f32
      %874 = llvm.getelementptr %865[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %875 = llvm.load %874 : !llvm.ptr -> f32
      %876 = llvm.getelementptr %865[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %877 = llvm.load %876 : !llvm.ptr -> f32
      %878 = llvm.getelementptr %865[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %879 = llvm.load %878 : !llvm.ptr -> f32
      %880 = nvvm.mma.sync A[%866, %867, %868, %869]  B[%870, %872]  C[%873, %875, %877, %879]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %881 = llvm.extractvalue %880[0] : !llvm_struct_687153
      %882 = llvm.extractvalue %880[1] : !llvm_struct_687153
      %883 = llvm.extractvalue %880[2] : !llvm_struct_687153
      %884 = llvm.extractvalue %880[3] : !llvm_struct_687153
      llvm.store %881, %865 : f32, !llvm.ptr
      llvm.store %882, %874 : f32, !llvm.ptr
      llvm.store %883, %876 : f32, !llvm.ptr
      llvm.store %884, %878 : f32, !llvm.ptr
      %885 = llvm.add %858, %61 : i32
      llvm.br ^bb73(%885 : i32)
    ^bb75:  // pred: ^bb73
      %886 = llvm.add %851, %61 : i32
      llvm.br ^bb71(%886 : i32)
    ^bb76:  // pred: ^bb71
      %887 = llvm.add %499, %61 : i32
      llvm.br ^bb19(%887, %501, %800 : i32, i32, i32)
    ^bb77:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %888 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %889 = llvm.fptrunc %888 : vector<128xf32> to vector<128xf16>
      llvm.store %889, %62 {alignment = 32 : i64} : vector<128xf16>, !llvm.ptr
      %890 = llvm.add %88, %61 : i32
      %891 = llvm.mul %890, %60 : i32
      %892 = llvm.icmp "sle" %891, %55 : i32
      %893 = llvm.add %97, %61 : i32
      %894 = llvm.mul %893, %48 : i32
      %895 = llvm.icmp "sle" %894, %43 : i32
      %896 = llvm.and %892, %895 : i1
      llvm.cond_br %896, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      llvm.br ^bb79(%51 : i32)
    ^bb79(%897: i32):  // 2 preds: ^bb78, ^bb80
      %898 = llvm.icmp "slt" %897, %38 : i32
      llvm.cond_br %898, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %899 = llvm.mul %897, %52 : i32
      %900 = llvm.getelementptr %62[%899] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %901 = llvm.sdiv %897, %52 : i32
      %902 = llvm.srem %897, %52 : i32
      %903 = llvm.mul %902, %16 : i32
      %904 = llvm.sdiv %901, %58 : i32
      %905 = llvm.srem %901, %58 : i32
      %906 = llvm.mul %905, %15 : i32
      %907 = llvm.add %903, %906 : i32
      %908 = llvm.mul %904, %42 : i32
      %909 = llvm.add %907, %908 : i32
      %910 = llvm.getelementptr %400[%909] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %911 = llvm.load %900 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf16>
      llvm.store %911, %910 {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
      %912 = llvm.add %897, %61 : i32
      llvm.br ^bb79(%912 : i32)
    ^bb81:  // 3 preds: ^bb79, ^bb336, ^bb337
      llvm.br ^bb338
    ^bb82:  // pred: ^bb77
      %913 = llvm.mul %389, %45 : i32
      %914 = llvm.add %391, %913 : i32
      %915 = llvm.add %393, %397 : i32
      %916 = llvm.add %115, %914 : i32
      %917 = llvm.add %112, %915 : i32
      %918 = llvm.icmp "slt" %916, %55 : i32
      %919 = llvm.icmp "slt" %917, %43 : i32
      %920 = llvm.and %918, %919 : i1
      llvm.cond_br %920, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %921 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %922 = llvm.inttoptr %921 : i64 to !llvm.ptr
      %923 = llvm.load %922 {alignment = 32 : i64} : !llvm.ptr -> f16
      %924 = llvm.ptrtoint %400 : !llvm.ptr<1> to i64
      %925 = llvm.inttoptr %924 : i64 to !llvm.ptr<1>
      llvm.store %923, %925 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %926 = llvm.add %917, %61 : i32
      %927 = llvm.icmp "slt" %926, %43 : i32
      %928 = llvm.and %918, %927 : i1
      llvm.cond_br %928, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %929 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, f16
      %930 = llvm.ptrtoint %929 : !llvm.ptr to i64
      %931 = llvm.inttoptr %930 : i64 to !llvm.ptr
      %932 = llvm.load %931 {alignment = 2 : i64} : !llvm.ptr -> f16
      %933 = llvm.getelementptr %400[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %934 = llvm.ptrtoint %933 : !llvm.ptr<1> to i64
      %935 = llvm.inttoptr %934 : i64 to !llvm.ptr<1>
      llvm.store %932, %935 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %936 = llvm.add %916, %59 : i32
      %937 = llvm.icmp "slt" %936, %55 : i32
      %938 = llvm.and %937, %919 : i1
      llvm.cond_br %938, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %939 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, f16
      %940 = llvm.ptrtoint %939 : !llvm.ptr to i64
      %941 = llvm.inttoptr %940 : i64 to !llvm.ptr
      %942 = llvm.load %941 {alignment = 4 : i64} : !llvm.ptr -> f16
      %943 = llvm.getelementptr %400[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %944 = llvm.ptrtoint %943 : !llvm.ptr<1> to i64
      %945 = llvm.inttoptr %944 : i64 to !llvm.ptr<1>
      llvm.store %942, %945 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %946 = llvm.and %937, %927 : i1
      llvm.cond_br %946, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %947 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, f16
      %948 = llvm.ptrtoint %947 : !llvm.ptr to i64
      %949 = llvm.inttoptr %948 : i64 to !llvm.ptr
      %950 = llvm.load %949 {alignment = 2 : i64} : !llvm.ptr -> f16
      %951 = llvm.getelementptr %400[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %952 = llvm.ptrtoint %951 : !llvm.ptr<1> to i64
      %953 = llvm.inttoptr %952 : i64 to !llvm.ptr<1>
      llvm.store %950, %953 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %954 = llvm.add %916, %42 : i32
      %955 = llvm.icmp "slt" %954, %55 : i32
      %956 = llvm.and %955, %919 : i1
      llvm.cond_br %956, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %957 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, f16
      %958 = llvm.ptrtoint %957 : !llvm.ptr to i64
      %959 = llvm.inttoptr %958 : i64 to !llvm.ptr
      %960 = llvm.load %959 {alignment = 8 : i64} : !llvm.ptr -> f16
      %961 = llvm.getelementptr %400[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %962 = llvm.ptrtoint %961 : !llvm.ptr<1> to i64
      %963 = llvm.inttoptr %962 : i64 to !llvm.ptr<1>
      llvm.store %960, %963 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %964 = llvm.and %955, %927 : i1
      llvm.cond_br %964, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %965 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, f16
      %966 = llvm.ptrtoint %965 : !llvm.ptr to i64
      %967 = llvm.inttoptr %966 : i64 to !llvm.ptr
      %968 = llvm.load %967 {alignment = 2 : i64} : !llvm.ptr -> f16
      %969 = llvm.getelementptr %400[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %970 = llvm.ptrtoint %969 : !llvm.ptr<1> to i64
      %971 = llvm.inttoptr %970 : i64 to !llvm.ptr<1>
      llvm.store %968, %971 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %972 = llvm.add %916, %35 : i32
      %973 = llvm.icmp "slt" %972, %55 : i32
      %974 = llvm.and %973, %919 : i1
      llvm.cond_br %974, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %975 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, f16
      %976 = llvm.ptrtoint %975 : !llvm.ptr to i64
      %977 = llvm.inttoptr %976 : i64 to !llvm.ptr
      %978 = llvm.load %977 {alignment = 4 : i64} : !llvm.ptr -> f16
      %979 = llvm.getelementptr %400[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %980 = llvm.ptrtoint %979 : !llvm.ptr<1> to i64
      %981 = llvm.inttoptr %980 : i64 to !llvm.ptr<1>
      llvm.store %978, %981 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %982 = llvm.and %973, %927 : i1
      llvm.cond_br %982, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %983 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, f16
      %984 = llvm.ptrtoint %983 : !llvm.ptr to i64
      %985 = llvm.inttoptr %984 : i64 to !llvm.ptr
      %986 = llvm.load %985 {alignment = 2 : i64} : !llvm.ptr -> f16
      %987 = llvm.getelementptr %400[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %988 = llvm.ptrtoint %987 : !llvm.ptr<1> to i64
      %989 = llvm.inttoptr %988 : i64 to !llvm.ptr<1>
      llvm.store %986, %989 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %990 = llvm.add %916, %38 : i32
      %991 = llvm.icmp "slt" %990, %55 : i32
      %992 = llvm.and %991, %919 : i1
      llvm.cond_br %992, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %993 = llvm.getelementptr %62[8] : (!llvm.ptr) -> !llvm.ptr, f16
      %994 = llvm.ptrtoint %993 : !llvm.ptr to i64
      %995 = llvm.inttoptr %994 : i64 to !llvm.ptr
      %996 = llvm.load %995 {alignment = 16 : i64} : !llvm.ptr -> f16
      %997 = llvm.getelementptr %400[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %998 = llvm.ptrtoint %997 : !llvm.ptr<1> to i64
      %999 = llvm.inttoptr %998 : i64 to !llvm.ptr<1>
      llvm.store %996, %999 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1000 = llvm.and %991, %927 : i1
      llvm.cond_br %1000, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1001 = llvm.getelementptr %62[9] : (!llvm.ptr) -> !llvm.ptr, f16
      %1002 = llvm.ptrtoint %1001 : !llvm.ptr to i64
      %1003 = llvm.inttoptr %1002 : i64 to !llvm.ptr
      %1004 = llvm.load %1003 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1005 = llvm.getelementptr %400[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1006 = llvm.ptrtoint %1005 : !llvm.ptr<1> to i64
      %1007 = llvm.inttoptr %1006 : i64 to !llvm.ptr<1>
      llvm.store %1004, %1007 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1008 = llvm.add %916, %14 : i32
      %1009 = llvm.icmp "slt" %1008, %55 : i32
      %1010 = llvm.and %1009, %919 : i1
      llvm.cond_br %1010, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1011 = llvm.getelementptr %62[10] : (!llvm.ptr) -> !llvm.ptr, f16
      %1012 = llvm.ptrtoint %1011 : !llvm.ptr to i64
      %1013 = llvm.inttoptr %1012 : i64 to !llvm.ptr
      %1014 = llvm.load %1013 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1015 = llvm.getelementptr %400[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1016 = llvm.ptrtoint %1015 : !llvm.ptr<1> to i64
      %1017 = llvm.inttoptr %1016 : i64 to !llvm.ptr<1>
      llvm.store %1014, %1017 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1018 = llvm.and %1009, %927 : i1
      llvm.cond_br %1018, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1019 = llvm.getelementptr %62[11] : (!llvm.ptr) -> !llvm.ptr, f16
      %1020 = llvm.ptrtoint %1019 : !llvm.ptr to i64
      %1021 = llvm.inttoptr %1020 : i64 to !llvm.ptr
      %1022 = llvm.load %1021 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1023 = llvm.getelementptr %400[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1024 = llvm.ptrtoint %1023 : !llvm.ptr<1> to i64
      %1025 = llvm.inttoptr %1024 : i64 to !llvm.ptr<1>
      llvm.store %1022, %1025 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1026 = llvm.add %916, %24 : i32
      %1027 = llvm.icmp "slt" %1026, %55 : i32
      %1028 = llvm.and %1027, %919 : i1
      llvm.cond_br %1028, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1029 = llvm.getelementptr %62[12] : (!llvm.ptr) -> !llvm.ptr, f16
      %1030 = llvm.ptrtoint %1029 : !llvm.ptr to i64
      %1031 = llvm.inttoptr %1030 : i64 to !llvm.ptr
      %1032 = llvm.load %1031 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1033 = llvm.getelementptr %400[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1034 = llvm.ptrtoint %1033 : !llvm.ptr<1> to i64
      %1035 = llvm.inttoptr %1034 : i64 to !llvm.ptr<1>
      llvm.store %1032, %1035 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1036 = llvm.and %1027, %927 : i1
      llvm.cond_br %1036, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1037 = llvm.getelementptr %62[13] : (!llvm.ptr) -> !llvm.ptr, f16
      %1038 = llvm.ptrtoint %1037 : !llvm.ptr to i64
      %1039 = llvm.inttoptr %1038 : i64 to !llvm.ptr
      %1040 = llvm.load %1039 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1041 = llvm.getelementptr %400[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1042 = llvm.ptrtoint %1041 : !llvm.ptr<1> to i64
      %1043 = llvm.inttoptr %1042 : i64 to !llvm.ptr<1>
      llvm.store %1040, %1043 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1044 = llvm.add %916, %13 : i32
      %1045 = llvm.icmp "slt" %1044, %55 : i32
      %1046 = llvm.and %1045, %919 : i1
      llvm.cond_br %1046, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1047 = llvm.getelementptr %62[14] : (!llvm.ptr) -> !llvm.ptr, f16
      %1048 = llvm.ptrtoint %1047 : !llvm.ptr to i64
      %1049 = llvm.inttoptr %1048 : i64 to !llvm.ptr
      %1050 = llvm.load %1049 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1051 = llvm.getelementptr %400[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1052 = llvm.ptrtoint %1051 : !llvm.ptr<1> to i64
      %1053 = llvm.inttoptr %1052 : i64 to !llvm.ptr<1>
      llvm.store %1050, %1053 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1054 = llvm.and %1045, %927 : i1
      llvm.cond_br %1054, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1055 = llvm.getelementptr %62[15] : (!llvm.ptr) -> !llvm.ptr, f16
      %1056 = llvm.ptrtoint %1055 : !llvm.ptr to i64
      %1057 = llvm.inttoptr %1056 : i64 to !llvm.ptr
      %1058 = llvm.load %1057 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1059 = llvm.getelementptr %400[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1060 = llvm.ptrtoint %1059 : !llvm.ptr<1> to i64
      %1061 = llvm.inttoptr %1060 : i64 to !llvm.ptr<1>
      llvm.store %1058, %1061 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1062 = llvm.add %917, %42 : i32
      %1063 = llvm.icmp "slt" %1062, %43 : i32
      %1064 = llvm.and %918, %1063 : i1
      llvm.cond_br %1064, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1065 = llvm.getelementptr %62[16] : (!llvm.ptr) -> !llvm.ptr, f16
      %1066 = llvm.ptrtoint %1065 : !llvm.ptr to i64
      %1067 = llvm.inttoptr %1066 : i64 to !llvm.ptr
      %1068 = llvm.load %1067 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1069 = llvm.getelementptr %400[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1070 = llvm.ptrtoint %1069 : !llvm.ptr<1> to i64
      %1071 = llvm.inttoptr %1070 : i64 to !llvm.ptr<1>
      llvm.store %1068, %1071 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1072 = llvm.add %917, %12 : i32
      %1073 = llvm.icmp "slt" %1072, %43 : i32
      %1074 = llvm.and %918, %1073 : i1
      llvm.cond_br %1074, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1075 = llvm.getelementptr %62[17] : (!llvm.ptr) -> !llvm.ptr, f16
      %1076 = llvm.ptrtoint %1075 : !llvm.ptr to i64
      %1077 = llvm.inttoptr %1076 : i64 to !llvm.ptr
      %1078 = llvm.load %1077 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1079 = llvm.getelementptr %400[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1080 = llvm.ptrtoint %1079 : !llvm.ptr<1> to i64
      %1081 = llvm.inttoptr %1080 : i64 to !llvm.ptr<1>
      llvm.store %1078, %1081 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1082 = llvm.and %937, %1063 : i1
      llvm.cond_br %1082, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1083 = llvm.getelementptr %62[18] : (!llvm.ptr) -> !llvm.ptr, f16
      %1084 = llvm.ptrtoint %1083 : !llvm.ptr to i64
      %1085 = llvm.inttoptr %1084 : i64 to !llvm.ptr
      %1086 = llvm.load %1085 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1087 = llvm.getelementptr %400[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1088 = llvm.ptrtoint %1087 : !llvm.ptr<1> to i64
      %1089 = llvm.inttoptr %1088 : i64 to !llvm.ptr<1>
      llvm.store %1086, %1089 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1090 = llvm.and %937, %1073 : i1
      llvm.cond_br %1090, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1091 = llvm.getelementptr %62[19] : (!llvm.ptr) -> !llvm.ptr, f16
      %1092 = llvm.ptrtoint %1091 : !llvm.ptr to i64
      %1093 = llvm.inttoptr %1092 : i64 to !llvm.ptr
      %1094 = llvm.load %1093 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1095 = llvm.getelementptr %400[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1096 = llvm.ptrtoint %1095 : !llvm.ptr<1> to i64
      %1097 = llvm.inttoptr %1096 : i64 to !llvm.ptr<1>
      llvm.store %1094, %1097 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1098 = llvm.and %955, %1063 : i1
      llvm.cond_br %1098, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1099 = llvm.getelementptr %62[20] : (!llvm.ptr) -> !llvm.ptr, f16
      %1100 = llvm.ptrtoint %1099 : !llvm.ptr to i64
      %1101 = llvm.inttoptr %1100 : i64 to !llvm.ptr
      %1102 = llvm.load %1101 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1103 = llvm.getelementptr %400[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1104 = llvm.ptrtoint %1103 : !llvm.ptr<1> to i64
      %1105 = llvm.inttoptr %1104 : i64 to !llvm.ptr<1>
      llvm.store %1102, %1105 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1106 = llvm.and %955, %1073 : i1
      llvm.cond_br %1106, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1107 = llvm.getelementptr %62[21] : (!llvm.ptr) -> !llvm.ptr, f16
      %1108 = llvm.ptrtoint %1107 : !llvm.ptr to i64
      %1109 = llvm.inttoptr %1108 : i64 to !llvm.ptr
      %1110 = llvm.load %1109 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1111 = llvm.getelementptr %400[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1112 = llvm.ptrtoint %1111 : !llvm.ptr<1> to i64
      %1113 = llvm.inttoptr %1112 : i64 to !llvm.ptr<1>
      llvm.store %1110, %1113 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1114 = llvm.and %973, %1063 : i1
      llvm.cond_br %1114, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1115 = llvm.getelementptr %62[22] : (!llvm.ptr) -> !llvm.ptr, f16
      %1116 = llvm.ptrtoint %1115 : !llvm.ptr to i64
      %1117 = llvm.inttoptr %1116 : i64 to !llvm.ptr
      %1118 = llvm.load %1117 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1119 = llvm.getelementptr %400[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1120 = llvm.ptrtoint %1119 : !llvm.ptr<1> to i64
      %1121 = llvm.inttoptr %1120 : i64 to !llvm.ptr<1>
      llvm.store %1118, %1121 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1122 = llvm.and %973, %1073 : i1
      llvm.cond_br %1122, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1123 = llvm.getelementptr %62[23] : (!llvm.ptr) -> !llvm.ptr, f16
      %1124 = llvm.ptrtoint %1123 : !llvm.ptr to i64
      %1125 = llvm.inttoptr %1124 : i64 to !llvm.ptr
      %1126 = llvm.load %1125 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1127 = llvm.getelementptr %400[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1128 = llvm.ptrtoint %1127 : !llvm.ptr<1> to i64
      %1129 = llvm.inttoptr %1128 : i64 to !llvm.ptr<1>
      llvm.store %1126, %1129 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1130 = llvm.and %991, %1063 : i1
      llvm.cond_br %1130, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1131 = llvm.getelementptr %62[24] : (!llvm.ptr) -> !llvm.ptr, f16
      %1132 = llvm.ptrtoint %1131 : !llvm.ptr to i64
      %1133 = llvm.inttoptr %1132 : i64 to !llvm.ptr
      %1134 = llvm.load %1133 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1135 = llvm.getelementptr %400[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1136 = llvm.ptrtoint %1135 : !llvm.ptr<1> to i64
      %1137 = llvm.inttoptr %1136 : i64 to !llvm.ptr<1>
      llvm.store %1134, %1137 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1138 = llvm.and %991, %1073 : i1
      llvm.cond_br %1138, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1139 = llvm.getelementptr %62[25] : (!llvm.ptr) -> !llvm.ptr, f16
      %1140 = llvm.ptrtoint %1139 : !llvm.ptr to i64
      %1141 = llvm.inttoptr %1140 : i64 to !llvm.ptr
      %1142 = llvm.load %1141 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1143 = llvm.getelementptr %400[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1144 = llvm.ptrtoint %1143 : !llvm.ptr<1> to i64
      %1145 = llvm.inttoptr %1144 : i64 to !llvm.ptr<1>
      llvm.store %1142, %1145 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1146 = llvm.and %1009, %1063 : i1
      llvm.cond_br %1146, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1147 = llvm.getelementptr %62[26] : (!llvm.ptr) -> !llvm.ptr, f16
      %1148 = llvm.ptrtoint %1147 : !llvm.ptr to i64
      %1149 = llvm.inttoptr %1148 : i64 to !llvm.ptr
      %1150 = llvm.load %1149 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1151 = llvm.getelementptr %400[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1152 = llvm.ptrtoint %1151 : !llvm.ptr<1> to i64
      %1153 = llvm.inttoptr %1152 : i64 to !llvm.ptr<1>
      llvm.store %1150, %1153 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1154 = llvm.and %1009, %1073 : i1
      llvm.cond_br %1154, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1155 = llvm.getelementptr %62[27] : (!llvm.ptr) -> !llvm.ptr, f16
      %1156 = llvm.ptrtoint %1155 : !llvm.ptr to i64
      %1157 = llvm.inttoptr %1156 : i64 to !llvm.ptr
      %1158 = llvm.load %1157 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1159 = llvm.getelementptr %400[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1160 = llvm.ptrtoint %1159 : !llvm.ptr<1> to i64
      %1161 = llvm.inttoptr %1160 : i64 to !llvm.ptr<1>
      llvm.store %1158, %1161 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1162 = llvm.and %1027, %1063 : i1
      llvm.cond_br %1162, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1163 = llvm.getelementptr %62[28] : (!llvm.ptr) -> !llvm.ptr, f16
      %1164 = llvm.ptrtoint %1163 : !llvm.ptr to i64
      %1165 = llvm.inttoptr %1164 : i64 to !llvm.ptr
      %1166 = llvm.load %1165 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1167 = llvm.getelementptr %400[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1168 = llvm.ptrtoint %1167 : !llvm.ptr<1> to i64
      %1169 = llvm.inttoptr %1168 : i64 to !llvm.ptr<1>
      llvm.store %1166, %1169 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1170 = llvm.and %1027, %1073 : i1
      llvm.cond_br %1170, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1171 = llvm.getelementptr %62[29] : (!llvm.ptr) -> !llvm.ptr, f16
      %1172 = llvm.ptrtoint %1171 : !llvm.ptr to i64
      %1173 = llvm.inttoptr %1172 : i64 to !llvm.ptr
      %1174 = llvm.load %1173 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1175 = llvm.getelementptr %400[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1176 = llvm.ptrtoint %1175 : !llvm.ptr<1> to i64
      %1177 = llvm.inttoptr %1176 : i64 to !llvm.ptr<1>
      llvm.store %1174, %1177 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1178 = llvm.and %1045, %1063 : i1
      llvm.cond_br %1178, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1179 = llvm.getelementptr %62[30] : (!llvm.ptr) -> !llvm.ptr, f16
      %1180 = llvm.ptrtoint %1179 : !llvm.ptr to i64
      %1181 = llvm.inttoptr %1180 : i64 to !llvm.ptr
      %1182 = llvm.load %1181 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1183 = llvm.getelementptr %400[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1184 = llvm.ptrtoint %1183 : !llvm.ptr<1> to i64
      %1185 = llvm.inttoptr %1184 : i64 to !llvm.ptr<1>
      llvm.store %1182, %1185 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1186 = llvm.and %1045, %1073 : i1
      llvm.cond_br %1186, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1187 = llvm.getelementptr %62[31] : (!llvm.ptr) -> !llvm.ptr, f16
      %1188 = llvm.ptrtoint %1187 : !llvm.ptr to i64
      %1189 = llvm.inttoptr %1188 : i64 to !llvm.ptr
      %1190 = llvm.load %1189 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1191 = llvm.getelementptr %400[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1192 = llvm.ptrtoint %1191 : !llvm.ptr<1> to i64
      %1193 = llvm.inttoptr %1192 : i64 to !llvm.ptr<1>
      llvm.store %1190, %1193 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1194 = llvm.add %917, %38 : i32
      %1195 = llvm.icmp "slt" %1194, %43 : i32
      %1196 = llvm.and %918, %1195 : i1
      llvm.cond_br %1196, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1197 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, f16
      %1198 = llvm.ptrtoint %1197 : !llvm.ptr to i64
      %1199 = llvm.inttoptr %1198 : i64 to !llvm.ptr
      %1200 = llvm.load %1199 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1201 = llvm.getelementptr %400[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1202 = llvm.ptrtoint %1201 : !llvm.ptr<1> to i64
      %1203 = llvm.inttoptr %1202 : i64 to !llvm.ptr<1>
      llvm.store %1200, %1203 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1204 = llvm.add %917, %11 : i32
      %1205 = llvm.icmp "slt" %1204, %43 : i32
      %1206 = llvm.and %918, %1205 : i1
      llvm.cond_br %1206, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1207 = llvm.getelementptr %62[33] : (!llvm.ptr) -> !llvm.ptr, f16
      %1208 = llvm.ptrtoint %1207 : !llvm.ptr to i64
      %1209 = llvm.inttoptr %1208 : i64 to !llvm.ptr
      %1210 = llvm.load %1209 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1211 = llvm.getelementptr %400[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1212 = llvm.ptrtoint %1211 : !llvm.ptr<1> to i64
      %1213 = llvm.inttoptr %1212 : i64 to !llvm.ptr<1>
      llvm.store %1210, %1213 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1214 = llvm.and %937, %1195 : i1
      llvm.cond_br %1214, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1215 = llvm.getelementptr %62[34] : (!llvm.ptr) -> !llvm.ptr, f16
      %1216 = llvm.ptrtoint %1215 : !llvm.ptr to i64
      %1217 = llvm.inttoptr %1216 : i64 to !llvm.ptr
      %1218 = llvm.load %1217 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1219 = llvm.getelementptr %400[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1220 = llvm.ptrtoint %1219 : !llvm.ptr<1> to i64
      %1221 = llvm.inttoptr %1220 : i64 to !llvm.ptr<1>
      llvm.store %1218, %1221 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1222 = llvm.and %937, %1205 : i1
      llvm.cond_br %1222, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1223 = llvm.getelementptr %62[35] : (!llvm.ptr) -> !llvm.ptr, f16
      %1224 = llvm.ptrtoint %1223 : !llvm.ptr to i64
      %1225 = llvm.inttoptr %1224 : i64 to !llvm.ptr
      %1226 = llvm.load %1225 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1227 = llvm.getelementptr %400[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1228 = llvm.ptrtoint %1227 : !llvm.ptr<1> to i64
      %1229 = llvm.inttoptr %1228 : i64 to !llvm.ptr<1>
      llvm.store %1226, %1229 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1230 = llvm.and %955, %1195 : i1
      llvm.cond_br %1230, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1231 = llvm.getelementptr %62[36] : (!llvm.ptr) -> !llvm.ptr, f16
      %1232 = llvm.ptrtoint %1231 : !llvm.ptr to i64
      %1233 = llvm.inttoptr %1232 : i64 to !llvm.ptr
      %1234 = llvm.load %1233 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1235 = llvm.getelementptr %400[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1236 = llvm.ptrtoint %1235 : !llvm.ptr<1> to i64
      %1237 = llvm.inttoptr %1236 : i64 to !llvm.ptr<1>
      llvm.store %1234, %1237 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1238 = llvm.and %955, %1205 : i1
      llvm.cond_br %1238, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1239 = llvm.getelementptr %62[37] : (!llvm.ptr) -> !llvm.ptr, f16
      %1240 = llvm.ptrtoint %1239 : !llvm.ptr to i64
      %1241 = llvm.inttoptr %1240 : i64 to !llvm.ptr
      %1242 = llvm.load %1241 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1243 = llvm.getelementptr %400[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1244 = llvm.ptrtoint %1243 : !llvm.ptr<1> to i64
      %1245 = llvm.inttoptr %1244 : i64 to !llvm.ptr<1>
      llvm.store %1242, %1245 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1246 = llvm.and %973, %1195 : i1
      llvm.cond_br %1246, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1247 = llvm.getelementptr %62[38] : (!llvm.ptr) -> !llvm.ptr, f16
      %1248 = llvm.ptrtoint %1247 : !llvm.ptr to i64
      %1249 = llvm.inttoptr %1248 : i64 to !llvm.ptr
      %1250 = llvm.load %1249 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1251 = llvm.getelementptr %400[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1252 = llvm.ptrtoint %1251 : !llvm.ptr<1> to i64
      %1253 = llvm.inttoptr %1252 : i64 to !llvm.ptr<1>
      llvm.store %1250, %1253 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1254 = llvm.and %973, %1205 : i1
      llvm.cond_br %1254, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1255 = llvm.getelementptr %62[39] : (!llvm.ptr) -> !llvm.ptr, f16
      %1256 = llvm.ptrtoint %1255 : !llvm.ptr to i64
      %1257 = llvm.inttoptr %1256 : i64 to !llvm.ptr
      %1258 = llvm.load %1257 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1259 = llvm.getelementptr %400[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1260 = llvm.ptrtoint %1259 : !llvm.ptr<1> to i64
      %1261 = llvm.inttoptr %1260 : i64 to !llvm.ptr<1>
      llvm.store %1258, %1261 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1262 = llvm.and %991, %1195 : i1
      llvm.cond_br %1262, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1263 = llvm.getelementptr %62[40] : (!llvm.ptr) -> !llvm.ptr, f16
      %1264 = llvm.ptrtoint %1263 : !llvm.ptr to i64
      %1265 = llvm.inttoptr %1264 : i64 to !llvm.ptr
      %1266 = llvm.load %1265 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1267 = llvm.getelementptr %400[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1268 = llvm.ptrtoint %1267 : !llvm.ptr<1> to i64
      %1269 = llvm.inttoptr %1268 : i64 to !llvm.ptr<1>
      llvm.store %1266, %1269 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1270 = llvm.and %991, %1205 : i1
      llvm.cond_br %1270, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1271 = llvm.getelementptr %62[41] : (!llvm.ptr) -> !llvm.ptr, f16
      %1272 = llvm.ptrtoint %1271 : !llvm.ptr to i64
      %1273 = llvm.inttoptr %1272 : i64 to !llvm.ptr
      %1274 = llvm.load %1273 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1275 = llvm.getelementptr %400[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1276 = llvm.ptrtoint %1275 : !llvm.ptr<1> to i64
      %1277 = llvm.inttoptr %1276 : i64 to !llvm.ptr<1>
      llvm.store %1274, %1277 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1278 = llvm.and %1009, %1195 : i1
      llvm.cond_br %1278, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1279 = llvm.getelementptr %62[42] : (!llvm.ptr) -> !llvm.ptr, f16
      %1280 = llvm.ptrtoint %1279 : !llvm.ptr to i64
      %1281 = llvm.inttoptr %1280 : i64 to !llvm.ptr
      %1282 = llvm.load %1281 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1283 = llvm.getelementptr %400[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1284 = llvm.ptrtoint %1283 : !llvm.ptr<1> to i64
      %1285 = llvm.inttoptr %1284 : i64 to !llvm.ptr<1>
      llvm.store %1282, %1285 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1286 = llvm.and %1009, %1205 : i1
      llvm.cond_br %1286, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1287 = llvm.getelementptr %62[43] : (!llvm.ptr) -> !llvm.ptr, f16
      %1288 = llvm.ptrtoint %1287 : !llvm.ptr to i64
      %1289 = llvm.inttoptr %1288 : i64 to !llvm.ptr
      %1290 = llvm.load %1289 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1291 = llvm.getelementptr %400[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1292 = llvm.ptrtoint %1291 : !llvm.ptr<1> to i64
      %1293 = llvm.inttoptr %1292 : i64 to !llvm.ptr<1>
      llvm.store %1290, %1293 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1294 = llvm.and %1027, %1195 : i1
      llvm.cond_br %1294, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1295 = llvm.getelementptr %62[44] : (!llvm.ptr) -> !llvm.ptr, f16
      %1296 = llvm.ptrtoint %1295 : !llvm.ptr to i64
      %1297 = llvm.inttoptr %1296 : i64 to !llvm.ptr
      %1298 = llvm.load %1297 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1299 = llvm.getelementptr %400[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1300 = llvm.ptrtoint %1299 : !llvm.ptr<1> to i64
      %1301 = llvm.inttoptr %1300 : i64 to !llvm.ptr<1>
      llvm.store %1298, %1301 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1302 = llvm.and %1027, %1205 : i1
      llvm.cond_br %1302, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1303 = llvm.getelementptr %62[45] : (!llvm.ptr) -> !llvm.ptr, f16
      %1304 = llvm.ptrtoint %1303 : !llvm.ptr to i64
      %1305 = llvm.inttoptr %1304 : i64 to !llvm.ptr
      %1306 = llvm.load %1305 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1307 = llvm.getelementptr %400[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1308 = llvm.ptrtoint %1307 : !llvm.ptr<1> to i64
      %1309 = llvm.inttoptr %1308 : i64 to !llvm.ptr<1>
      llvm.store %1306, %1309 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1310 = llvm.and %1045, %1195 : i1
      llvm.cond_br %1310, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1311 = llvm.getelementptr %62[46] : (!llvm.ptr) -> !llvm.ptr, f16
      %1312 = llvm.ptrtoint %1311 : !llvm.ptr to i64
      %1313 = llvm.inttoptr %1312 : i64 to !llvm.ptr
      %1314 = llvm.load %1313 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1315 = llvm.getelementptr %400[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1316 = llvm.ptrtoint %1315 : !llvm.ptr<1> to i64
      %1317 = llvm.inttoptr %1316 : i64 to !llvm.ptr<1>
      llvm.store %1314, %1317 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1318 = llvm.and %1045, %1205 : i1
      llvm.cond_br %1318, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1319 = llvm.getelementptr %62[47] : (!llvm.ptr) -> !llvm.ptr, f16
      %1320 = llvm.ptrtoint %1319 : !llvm.ptr to i64
      %1321 = llvm.inttoptr %1320 : i64 to !llvm.ptr
      %1322 = llvm.load %1321 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1323 = llvm.getelementptr %400[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1324 = llvm.ptrtoint %1323 : !llvm.ptr<1> to i64
      %1325 = llvm.inttoptr %1324 : i64 to !llvm.ptr<1>
      llvm.store %1322, %1325 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1326 = llvm.add %917, %24 : i32
      %1327 = llvm.icmp "slt" %1326, %43 : i32
      %1328 = llvm.and %918, %1327 : i1
      llvm.cond_br %1328, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1329 = llvm.getelementptr %62[48] : (!llvm.ptr) -> !llvm.ptr, f16
      %1330 = llvm.ptrtoint %1329 : !llvm.ptr to i64
      %1331 = llvm.inttoptr %1330 : i64 to !llvm.ptr
      %1332 = llvm.load %1331 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1333 = llvm.getelementptr %400[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1334 = llvm.ptrtoint %1333 : !llvm.ptr<1> to i64
      %1335 = llvm.inttoptr %1334 : i64 to !llvm.ptr<1>
      llvm.store %1332, %1335 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1336 = llvm.add %917, %10 : i32
      %1337 = llvm.icmp "slt" %1336, %43 : i32
      %1338 = llvm.and %918, %1337 : i1
      llvm.cond_br %1338, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1339 = llvm.getelementptr %62[49] : (!llvm.ptr) -> !llvm.ptr, f16
      %1340 = llvm.ptrtoint %1339 : !llvm.ptr to i64
      %1341 = llvm.inttoptr %1340 : i64 to !llvm.ptr
      %1342 = llvm.load %1341 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1343 = llvm.getelementptr %400[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1344 = llvm.ptrtoint %1343 : !llvm.ptr<1> to i64
      %1345 = llvm.inttoptr %1344 : i64 to !llvm.ptr<1>
      llvm.store %1342, %1345 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1346 = llvm.and %937, %1327 : i1
      llvm.cond_br %1346, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1347 = llvm.getelementptr %62[50] : (!llvm.ptr) -> !llvm.ptr, f16
      %1348 = llvm.ptrtoint %1347 : !llvm.ptr to i64
      %1349 = llvm.inttoptr %1348 : i64 to !llvm.ptr
      %1350 = llvm.load %1349 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1351 = llvm.getelementptr %400[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1352 = llvm.ptrtoint %1351 : !llvm.ptr<1> to i64
      %1353 = llvm.inttoptr %1352 : i64 to !llvm.ptr<1>
      llvm.store %1350, %1353 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1354 = llvm.and %937, %1337 : i1
      llvm.cond_br %1354, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1355 = llvm.getelementptr %62[51] : (!llvm.ptr) -> !llvm.ptr, f16
      %1356 = llvm.ptrtoint %1355 : !llvm.ptr to i64
      %1357 = llvm.inttoptr %1356 : i64 to !llvm.ptr
      %1358 = llvm.load %1357 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1359 = llvm.getelementptr %400[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1360 = llvm.ptrtoint %1359 : !llvm.ptr<1> to i64
      %1361 = llvm.inttoptr %1360 : i64 to !llvm.ptr<1>
      llvm.store %1358, %1361 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1362 = llvm.and %955, %1327 : i1
      llvm.cond_br %1362, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1363 = llvm.getelementptr %62[52] : (!llvm.ptr) -> !llvm.ptr, f16
      %1364 = llvm.ptrtoint %1363 : !llvm.ptr to i64
      %1365 = llvm.inttoptr %1364 : i64 to !llvm.ptr
      %1366 = llvm.load %1365 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1367 = llvm.getelementptr %400[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1368 = llvm.ptrtoint %1367 : !llvm.ptr<1> to i64
      %1369 = llvm.inttoptr %1368 : i64 to !llvm.ptr<1>
      llvm.store %1366, %1369 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1370 = llvm.and %955, %1337 : i1
      llvm.cond_br %1370, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1371 = llvm.getelementptr %62[53] : (!llvm.ptr) -> !llvm.ptr, f16
      %1372 = llvm.ptrtoint %1371 : !llvm.ptr to i64
      %1373 = llvm.inttoptr %1372 : i64 to !llvm.ptr
      %1374 = llvm.load %1373 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1375 = llvm.getelementptr %400[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1376 = llvm.ptrtoint %1375 : !llvm.ptr<1> to i64
      %1377 = llvm.inttoptr %1376 : i64 to !llvm.ptr<1>
      llvm.store %1374, %1377 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1378 = llvm.and %973, %1327 : i1
      llvm.cond_br %1378, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1379 = llvm.getelementptr %62[54] : (!llvm.ptr) -> !llvm.ptr, f16
      %1380 = llvm.ptrtoint %1379 : !llvm.ptr to i64
      %1381 = llvm.inttoptr %1380 : i64 to !llvm.ptr
      %1382 = llvm.load %1381 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1383 = llvm.getelementptr %400[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1384 = llvm.ptrtoint %1383 : !llvm.ptr<1> to i64
      %1385 = llvm.inttoptr %1384 : i64 to !llvm.ptr<1>
      llvm.store %1382, %1385 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1386 = llvm.and %973, %1337 : i1
      llvm.cond_br %1386, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1387 = llvm.getelementptr %62[55] : (!llvm.ptr) -> !llvm.ptr, f16
      %1388 = llvm.ptrtoint %1387 : !llvm.ptr to i64
      %1389 = llvm.inttoptr %1388 : i64 to !llvm.ptr
      %1390 = llvm.load %1389 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1391 = llvm.getelementptr %400[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1392 = llvm.ptrtoint %1391 : !llvm.ptr<1> to i64
      %1393 = llvm.inttoptr %1392 : i64 to !llvm.ptr<1>
      llvm.store %1390, %1393 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1394 = llvm.and %991, %1327 : i1
      llvm.cond_br %1394, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1395 = llvm.getelementptr %62[56] : (!llvm.ptr) -> !llvm.ptr, f16
      %1396 = llvm.ptrtoint %1395 : !llvm.ptr to i64
      %1397 = llvm.inttoptr %1396 : i64 to !llvm.ptr
      %1398 = llvm.load %1397 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1399 = llvm.getelementptr %400[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1400 = llvm.ptrtoint %1399 : !llvm.ptr<1> to i64
      %1401 = llvm.inttoptr %1400 : i64 to !llvm.ptr<1>
      llvm.store %1398, %1401 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1402 = llvm.and %991, %1337 : i1
      llvm.cond_br %1402, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1403 = llvm.getelementptr %62[57] : (!llvm.ptr) -> !llvm.ptr, f16
      %1404 = llvm.ptrtoint %1403 : !llvm.ptr to i64
      %1405 = llvm.inttoptr %1404 : i64 to !llvm.ptr
      %1406 = llvm.load %1405 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1407 = llvm.getelementptr %400[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1408 = llvm.ptrtoint %1407 : !llvm.ptr<1> to i64
      %1409 = llvm.inttoptr %1408 : i64 to !llvm.ptr<1>
      llvm.store %1406, %1409 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1410 = llvm.and %1009, %1327 : i1
      llvm.cond_br %1410, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1411 = llvm.getelementptr %62[58] : (!llvm.ptr) -> !llvm.ptr, f16
      %1412 = llvm.ptrtoint %1411 : !llvm.ptr to i64
      %1413 = llvm.inttoptr %1412 : i64 to !llvm.ptr
      %1414 = llvm.load %1413 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1415 = llvm.getelementptr %400[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1416 = llvm.ptrtoint %1415 : !llvm.ptr<1> to i64
      %1417 = llvm.inttoptr %1416 : i64 to !llvm.ptr<1>
      llvm.store %1414, %1417 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1418 = llvm.and %1009, %1337 : i1
      llvm.cond_br %1418, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1419 = llvm.getelementptr %62[59] : (!llvm.ptr) -> !llvm.ptr, f16
      %1420 = llvm.ptrtoint %1419 : !llvm.ptr to i64
      %1421 = llvm.inttoptr %1420 : i64 to !llvm.ptr
      %1422 = llvm.load %1421 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1423 = llvm.getelementptr %400[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1424 = llvm.ptrtoint %1423 : !llvm.ptr<1> to i64
      %1425 = llvm.inttoptr %1424 : i64 to !llvm.ptr<1>
      llvm.store %1422, %1425 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1426 = llvm.and %1027, %1327 : i1
      llvm.cond_br %1426, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1427 = llvm.getelementptr %62[60] : (!llvm.ptr) -> !llvm.ptr, f16
      %1428 = llvm.ptrtoint %1427 : !llvm.ptr to i64
      %1429 = llvm.inttoptr %1428 : i64 to !llvm.ptr
      %1430 = llvm.load %1429 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1431 = llvm.getelementptr %400[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1432 = llvm.ptrtoint %1431 : !llvm.ptr<1> to i64
      %1433 = llvm.inttoptr %1432 : i64 to !llvm.ptr<1>
      llvm.store %1430, %1433 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1434 = llvm.and %1027, %1337 : i1
      llvm.cond_br %1434, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1435 = llvm.getelementptr %62[61] : (!llvm.ptr) -> !llvm.ptr, f16
      %1436 = llvm.ptrtoint %1435 : !llvm.ptr to i64
      %1437 = llvm.inttoptr %1436 : i64 to !llvm.ptr
      %1438 = llvm.load %1437 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1439 = llvm.getelementptr %400[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1440 = llvm.ptrtoint %1439 : !llvm.ptr<1> to i64
      %1441 = llvm.inttoptr %1440 : i64 to !llvm.ptr<1>
      llvm.store %1438, %1441 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1442 = llvm.and %1045, %1327 : i1
      llvm.cond_br %1442, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1443 = llvm.getelementptr %62[62] : (!llvm.ptr) -> !llvm.ptr, f16
      %1444 = llvm.ptrtoint %1443 : !llvm.ptr to i64
      %1445 = llvm.inttoptr %1444 : i64 to !llvm.ptr
      %1446 = llvm.load %1445 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1447 = llvm.getelementptr %400[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1448 = llvm.ptrtoint %1447 : !llvm.ptr<1> to i64
      %1449 = llvm.inttoptr %1448 : i64 to !llvm.ptr<1>
      llvm.store %1446, %1449 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1450 = llvm.and %1045, %1337 : i1
      llvm.cond_br %1450, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1451 = llvm.getelementptr %62[63] : (!llvm.ptr) -> !llvm.ptr, f16
      %1452 = llvm.ptrtoint %1451 : !llvm.ptr to i64
      %1453 = llvm.inttoptr %1452 : i64 to !llvm.ptr
      %1454 = llvm.load %1453 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1455 = llvm.getelementptr %400[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1456 = llvm.ptrtoint %1455 : !llvm.ptr<1> to i64
      %1457 = llvm.inttoptr %1456 : i64 to !llvm.ptr<1>
      llvm.store %1454, %1457 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1458 = llvm.add %917, %60 : i32
      %1459 = llvm.icmp "slt" %1458, %43 : i32
      %1460 = llvm.and %918, %1459 : i1
      llvm.cond_br %1460, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1461 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, f16
      %1462 = llvm.ptrtoint %1461 : !llvm.ptr to i64
      %1463 = llvm.inttoptr %1462 : i64 to !llvm.ptr
      %1464 = llvm.load %1463 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1465 = llvm.getelementptr %400[128] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1466 = llvm.ptrtoint %1465 : !llvm.ptr<1> to i64
      %1467 = llvm.inttoptr %1466 : i64 to !llvm.ptr<1>
      llvm.store %1464, %1467 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1468 = llvm.add %917, %9 : i32
      %1469 = llvm.icmp "slt" %1468, %43 : i32
      %1470 = llvm.and %918, %1469 : i1
      llvm.cond_br %1470, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1471 = llvm.getelementptr %62[65] : (!llvm.ptr) -> !llvm.ptr, f16
      %1472 = llvm.ptrtoint %1471 : !llvm.ptr to i64
      %1473 = llvm.inttoptr %1472 : i64 to !llvm.ptr
      %1474 = llvm.load %1473 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1475 = llvm.getelementptr %400[129] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1476 = llvm.ptrtoint %1475 : !llvm.ptr<1> to i64
      %1477 = llvm.inttoptr %1476 : i64 to !llvm.ptr<1>
      llvm.store %1474, %1477 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1478 = llvm.and %937, %1459 : i1
      llvm.cond_br %1478, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1479 = llvm.getelementptr %62[66] : (!llvm.ptr) -> !llvm.ptr, f16
      %1480 = llvm.ptrtoint %1479 : !llvm.ptr to i64
      %1481 = llvm.inttoptr %1480 : i64 to !llvm.ptr
      %1482 = llvm.load %1481 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1483 = llvm.getelementptr %400[8512] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1484 = llvm.ptrtoint %1483 : !llvm.ptr<1> to i64
      %1485 = llvm.inttoptr %1484 : i64 to !llvm.ptr<1>
      llvm.store %1482, %1485 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1486 = llvm.and %937, %1469 : i1
      llvm.cond_br %1486, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1487 = llvm.getelementptr %62[67] : (!llvm.ptr) -> !llvm.ptr, f16
      %1488 = llvm.ptrtoint %1487 : !llvm.ptr to i64
      %1489 = llvm.inttoptr %1488 : i64 to !llvm.ptr
      %1490 = llvm.load %1489 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1491 = llvm.getelementptr %400[8513] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1492 = llvm.ptrtoint %1491 : !llvm.ptr<1> to i64
      %1493 = llvm.inttoptr %1492 : i64 to !llvm.ptr<1>
      llvm.store %1490, %1493 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1494 = llvm.and %955, %1459 : i1
      llvm.cond_br %1494, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1495 = llvm.getelementptr %62[68] : (!llvm.ptr) -> !llvm.ptr, f16
      %1496 = llvm.ptrtoint %1495 : !llvm.ptr to i64
      %1497 = llvm.inttoptr %1496 : i64 to !llvm.ptr
      %1498 = llvm.load %1497 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1499 = llvm.getelementptr %400[33664] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1500 = llvm.ptrtoint %1499 : !llvm.ptr<1> to i64
      %1501 = llvm.inttoptr %1500 : i64 to !llvm.ptr<1>
      llvm.store %1498, %1501 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1502 = llvm.and %955, %1469 : i1
      llvm.cond_br %1502, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1503 = llvm.getelementptr %62[69] : (!llvm.ptr) -> !llvm.ptr, f16
      %1504 = llvm.ptrtoint %1503 : !llvm.ptr to i64
      %1505 = llvm.inttoptr %1504 : i64 to !llvm.ptr
      %1506 = llvm.load %1505 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1507 = llvm.getelementptr %400[33665] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1508 = llvm.ptrtoint %1507 : !llvm.ptr<1> to i64
      %1509 = llvm.inttoptr %1508 : i64 to !llvm.ptr<1>
      llvm.store %1506, %1509 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1510 = llvm.and %973, %1459 : i1
      llvm.cond_br %1510, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1511 = llvm.getelementptr %62[70] : (!llvm.ptr) -> !llvm.ptr, f16
      %1512 = llvm.ptrtoint %1511 : !llvm.ptr to i64
      %1513 = llvm.inttoptr %1512 : i64 to !llvm.ptr
      %1514 = llvm.load %1513 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1515 = llvm.getelementptr %400[42048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1516 = llvm.ptrtoint %1515 : !llvm.ptr<1> to i64
      %1517 = llvm.inttoptr %1516 : i64 to !llvm.ptr<1>
      llvm.store %1514, %1517 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1518 = llvm.and %973, %1469 : i1
      llvm.cond_br %1518, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1519 = llvm.getelementptr %62[71] : (!llvm.ptr) -> !llvm.ptr, f16
      %1520 = llvm.ptrtoint %1519 : !llvm.ptr to i64
      %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr
      %1522 = llvm.load %1521 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1523 = llvm.getelementptr %400[42049] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1524 = llvm.ptrtoint %1523 : !llvm.ptr<1> to i64
      %1525 = llvm.inttoptr %1524 : i64 to !llvm.ptr<1>
      llvm.store %1522, %1525 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1526 = llvm.and %991, %1459 : i1
      llvm.cond_br %1526, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1527 = llvm.getelementptr %62[72] : (!llvm.ptr) -> !llvm.ptr, f16
      %1528 = llvm.ptrtoint %1527 : !llvm.ptr to i64
      %1529 = llvm.inttoptr %1528 : i64 to !llvm.ptr
      %1530 = llvm.load %1529 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1531 = llvm.getelementptr %400[67200] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1532 = llvm.ptrtoint %1531 : !llvm.ptr<1> to i64
      %1533 = llvm.inttoptr %1532 : i64 to !llvm.ptr<1>
      llvm.store %1530, %1533 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1534 = llvm.and %991, %1469 : i1
      llvm.cond_br %1534, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1535 = llvm.getelementptr %62[73] : (!llvm.ptr) -> !llvm.ptr, f16
      %1536 = llvm.ptrtoint %1535 : !llvm.ptr to i64
      %1537 = llvm.inttoptr %1536 : i64 to !llvm.ptr
      %1538 = llvm.load %1537 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1539 = llvm.getelementptr %400[67201] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1540 = llvm.ptrtoint %1539 : !llvm.ptr<1> to i64
      %1541 = llvm.inttoptr %1540 : i64 to !llvm.ptr<1>
      llvm.store %1538, %1541 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1542 = llvm.and %1009, %1459 : i1
      llvm.cond_br %1542, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1543 = llvm.getelementptr %62[74] : (!llvm.ptr) -> !llvm.ptr, f16
      %1544 = llvm.ptrtoint %1543 : !llvm.ptr to i64
      %1545 = llvm.inttoptr %1544 : i64 to !llvm.ptr
      %1546 = llvm.load %1545 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1547 = llvm.getelementptr %400[75584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1548 = llvm.ptrtoint %1547 : !llvm.ptr<1> to i64
      %1549 = llvm.inttoptr %1548 : i64 to !llvm.ptr<1>
      llvm.store %1546, %1549 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1550 = llvm.and %1009, %1469 : i1
      llvm.cond_br %1550, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1551 = llvm.getelementptr %62[75] : (!llvm.ptr) -> !llvm.ptr, f16
      %1552 = llvm.ptrtoint %1551 : !llvm.ptr to i64
      %1553 = llvm.inttoptr %1552 : i64 to !llvm.ptr
      %1554 = llvm.load %1553 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1555 = llvm.getelementptr %400[75585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1556 = llvm.ptrtoint %1555 : !llvm.ptr<1> to i64
      %1557 = llvm.inttoptr %1556 : i64 to !llvm.ptr<1>
      llvm.store %1554, %1557 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1558 = llvm.and %1027, %1459 : i1
      llvm.cond_br %1558, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1559 = llvm.getelementptr %62[76] : (!llvm.ptr) -> !llvm.ptr, f16
      %1560 = llvm.ptrtoint %1559 : !llvm.ptr to i64
      %1561 = llvm.inttoptr %1560 : i64 to !llvm.ptr
      %1562 = llvm.load %1561 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1563 = llvm.getelementptr %400[100736] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1564 = llvm.ptrtoint %1563 : !llvm.ptr<1> to i64
      %1565 = llvm.inttoptr %1564 : i64 to !llvm.ptr<1>
      llvm.store %1562, %1565 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1566 = llvm.and %1027, %1469 : i1
      llvm.cond_br %1566, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1567 = llvm.getelementptr %62[77] : (!llvm.ptr) -> !llvm.ptr, f16
      %1568 = llvm.ptrtoint %1567 : !llvm.ptr to i64
      %1569 = llvm.inttoptr %1568 : i64 to !llvm.ptr
      %1570 = llvm.load %1569 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1571 = llvm.getelementptr %400[100737] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1572 = llvm.ptrtoint %1571 : !llvm.ptr<1> to i64
      %1573 = llvm.inttoptr %1572 : i64 to !llvm.ptr<1>
      llvm.store %1570, %1573 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1574 = llvm.and %1045, %1459 : i1
      llvm.cond_br %1574, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1575 = llvm.getelementptr %62[78] : (!llvm.ptr) -> !llvm.ptr, f16
      %1576 = llvm.ptrtoint %1575 : !llvm.ptr to i64
      %1577 = llvm.inttoptr %1576 : i64 to !llvm.ptr
      %1578 = llvm.load %1577 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1579 = llvm.getelementptr %400[109120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1580 = llvm.ptrtoint %1579 : !llvm.ptr<1> to i64
      %1581 = llvm.inttoptr %1580 : i64 to !llvm.ptr<1>
      llvm.store %1578, %1581 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1582 = llvm.and %1045, %1469 : i1
      llvm.cond_br %1582, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1583 = llvm.getelementptr %62[79] : (!llvm.ptr) -> !llvm.ptr, f16
      %1584 = llvm.ptrtoint %1583 : !llvm.ptr to i64
      %1585 = llvm.inttoptr %1584 : i64 to !llvm.ptr
      %1586 = llvm.load %1585 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1587 = llvm.getelementptr %400[109121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1588 = llvm.ptrtoint %1587 : !llvm.ptr<1> to i64
      %1589 = llvm.inttoptr %1588 : i64 to !llvm.ptr<1>
      llvm.store %1586, %1589 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1590 = llvm.add %917, %23 : i32
      %1591 = llvm.icmp "slt" %1590, %43 : i32
      %1592 = llvm.and %918, %1591 : i1
      llvm.cond_br %1592, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1593 = llvm.getelementptr %62[80] : (!llvm.ptr) -> !llvm.ptr, f16
      %1594 = llvm.ptrtoint %1593 : !llvm.ptr to i64
      %1595 = llvm.inttoptr %1594 : i64 to !llvm.ptr
      %1596 = llvm.load %1595 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1597 = llvm.getelementptr %400[160] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1598 = llvm.ptrtoint %1597 : !llvm.ptr<1> to i64
      %1599 = llvm.inttoptr %1598 : i64 to !llvm.ptr<1>
      llvm.store %1596, %1599 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1600 = llvm.add %917, %8 : i32
      %1601 = llvm.icmp "slt" %1600, %43 : i32
      %1602 = llvm.and %918, %1601 : i1
      llvm.cond_br %1602, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1603 = llvm.getelementptr %62[81] : (!llvm.ptr) -> !llvm.ptr, f16
      %1604 = llvm.ptrtoint %1603 : !llvm.ptr to i64
      %1605 = llvm.inttoptr %1604 : i64 to !llvm.ptr
      %1606 = llvm.load %1605 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1607 = llvm.getelementptr %400[161] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1608 = llvm.ptrtoint %1607 : !llvm.ptr<1> to i64
      %1609 = llvm.inttoptr %1608 : i64 to !llvm.ptr<1>
      llvm.store %1606, %1609 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1610 = llvm.and %937, %1591 : i1
      llvm.cond_br %1610, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1611 = llvm.getelementptr %62[82] : (!llvm.ptr) -> !llvm.ptr, f16
      %1612 = llvm.ptrtoint %1611 : !llvm.ptr to i64
      %1613 = llvm.inttoptr %1612 : i64 to !llvm.ptr
      %1614 = llvm.load %1613 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1615 = llvm.getelementptr %400[8544] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1616 = llvm.ptrtoint %1615 : !llvm.ptr<1> to i64
      %1617 = llvm.inttoptr %1616 : i64 to !llvm.ptr<1>
      llvm.store %1614, %1617 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1618 = llvm.and %937, %1601 : i1
      llvm.cond_br %1618, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1619 = llvm.getelementptr %62[83] : (!llvm.ptr) -> !llvm.ptr, f16
      %1620 = llvm.ptrtoint %1619 : !llvm.ptr to i64
      %1621 = llvm.inttoptr %1620 : i64 to !llvm.ptr
      %1622 = llvm.load %1621 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1623 = llvm.getelementptr %400[8545] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1624 = llvm.ptrtoint %1623 : !llvm.ptr<1> to i64
      %1625 = llvm.inttoptr %1624 : i64 to !llvm.ptr<1>
      llvm.store %1622, %1625 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1626 = llvm.and %955, %1591 : i1
      llvm.cond_br %1626, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1627 = llvm.getelementptr %62[84] : (!llvm.ptr) -> !llvm.ptr, f16
      %1628 = llvm.ptrtoint %1627 : !llvm.ptr to i64
      %1629 = llvm.inttoptr %1628 : i64 to !llvm.ptr
      %1630 = llvm.load %1629 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1631 = llvm.getelementptr %400[33696] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1632 = llvm.ptrtoint %1631 : !llvm.ptr<1> to i64
      %1633 = llvm.inttoptr %1632 : i64 to !llvm.ptr<1>
      llvm.store %1630, %1633 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1634 = llvm.and %955, %1601 : i1
      llvm.cond_br %1634, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1635 = llvm.getelementptr %62[85] : (!llvm.ptr) -> !llvm.ptr, f16
      %1636 = llvm.ptrtoint %1635 : !llvm.ptr to i64
      %1637 = llvm.inttoptr %1636 : i64 to !llvm.ptr
      %1638 = llvm.load %1637 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1639 = llvm.getelementptr %400[33697] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1640 = llvm.ptrtoint %1639 : !llvm.ptr<1> to i64
      %1641 = llvm.inttoptr %1640 : i64 to !llvm.ptr<1>
      llvm.store %1638, %1641 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1642 = llvm.and %973, %1591 : i1
      llvm.cond_br %1642, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1643 = llvm.getelementptr %62[86] : (!llvm.ptr) -> !llvm.ptr, f16
      %1644 = llvm.ptrtoint %1643 : !llvm.ptr to i64
      %1645 = llvm.inttoptr %1644 : i64 to !llvm.ptr
      %1646 = llvm.load %1645 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1647 = llvm.getelementptr %400[42080] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1648 = llvm.ptrtoint %1647 : !llvm.ptr<1> to i64
      %1649 = llvm.inttoptr %1648 : i64 to !llvm.ptr<1>
      llvm.store %1646, %1649 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1650 = llvm.and %973, %1601 : i1
      llvm.cond_br %1650, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1651 = llvm.getelementptr %62[87] : (!llvm.ptr) -> !llvm.ptr, f16
      %1652 = llvm.ptrtoint %1651 : !llvm.ptr to i64
      %1653 = llvm.inttoptr %1652 : i64 to !llvm.ptr
      %1654 = llvm.load %1653 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1655 = llvm.getelementptr %400[42081] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1656 = llvm.ptrtoint %1655 : !llvm.ptr<1> to i64
      %1657 = llvm.inttoptr %1656 : i64 to !llvm.ptr<1>
      llvm.store %1654, %1657 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1658 = llvm.and %991, %1591 : i1
      llvm.cond_br %1658, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1659 = llvm.getelementptr %62[88] : (!llvm.ptr) -> !llvm.ptr, f16
      %1660 = llvm.ptrtoint %1659 : !llvm.ptr to i64
      %1661 = llvm.inttoptr %1660 : i64 to !llvm.ptr
      %1662 = llvm.load %1661 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1663 = llvm.getelementptr %400[67232] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1664 = llvm.ptrtoint %1663 : !llvm.ptr<1> to i64
      %1665 = llvm.inttoptr %1664 : i64 to !llvm.ptr<1>
      llvm.store %1662, %1665 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1666 = llvm.and %991, %1601 : i1
      llvm.cond_br %1666, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1667 = llvm.getelementptr %62[89] : (!llvm.ptr) -> !llvm.ptr, f16
      %1668 = llvm.ptrtoint %1667 : !llvm.ptr to i64
      %1669 = llvm.inttoptr %1668 : i64 to !llvm.ptr
      %1670 = llvm.load %1669 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1671 = llvm.getelementptr %400[67233] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1672 = llvm.ptrtoint %1671 : !llvm.ptr<1> to i64
      %1673 = llvm.inttoptr %1672 : i64 to !llvm.ptr<1>
      llvm.store %1670, %1673 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1674 = llvm.and %1009, %1591 : i1
      llvm.cond_br %1674, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1675 = llvm.getelementptr %62[90] : (!llvm.ptr) -> !llvm.ptr, f16
      %1676 = llvm.ptrtoint %1675 : !llvm.ptr to i64
      %1677 = llvm.inttoptr %1676 : i64 to !llvm.ptr
      %1678 = llvm.load %1677 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1679 = llvm.getelementptr %400[75616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1680 = llvm.ptrtoint %1679 : !llvm.ptr<1> to i64
      %1681 = llvm.inttoptr %1680 : i64 to !llvm.ptr<1>
      llvm.store %1678, %1681 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1682 = llvm.and %1009, %1601 : i1
      llvm.cond_br %1682, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1683 = llvm.getelementptr %62[91] : (!llvm.ptr) -> !llvm.ptr, f16
      %1684 = llvm.ptrtoint %1683 : !llvm.ptr to i64
      %1685 = llvm.inttoptr %1684 : i64 to !llvm.ptr
      %1686 = llvm.load %1685 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1687 = llvm.getelementptr %400[75617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1688 = llvm.ptrtoint %1687 : !llvm.ptr<1> to i64
      %1689 = llvm.inttoptr %1688 : i64 to !llvm.ptr<1>
      llvm.store %1686, %1689 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1690 = llvm.and %1027, %1591 : i1
      llvm.cond_br %1690, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1691 = llvm.getelementptr %62[92] : (!llvm.ptr) -> !llvm.ptr, f16
      %1692 = llvm.ptrtoint %1691 : !llvm.ptr to i64
      %1693 = llvm.inttoptr %1692 : i64 to !llvm.ptr
      %1694 = llvm.load %1693 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1695 = llvm.getelementptr %400[100768] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1696 = llvm.ptrtoint %1695 : !llvm.ptr<1> to i64
      %1697 = llvm.inttoptr %1696 : i64 to !llvm.ptr<1>
      llvm.store %1694, %1697 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1698 = llvm.and %1027, %1601 : i1
      llvm.cond_br %1698, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1699 = llvm.getelementptr %62[93] : (!llvm.ptr) -> !llvm.ptr, f16
      %1700 = llvm.ptrtoint %1699 : !llvm.ptr to i64
      %1701 = llvm.inttoptr %1700 : i64 to !llvm.ptr
      %1702 = llvm.load %1701 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1703 = llvm.getelementptr %400[100769] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1704 = llvm.ptrtoint %1703 : !llvm.ptr<1> to i64
      %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr<1>
      llvm.store %1702, %1705 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1706 = llvm.and %1045, %1591 : i1
      llvm.cond_br %1706, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1707 = llvm.getelementptr %62[94] : (!llvm.ptr) -> !llvm.ptr, f16
      %1708 = llvm.ptrtoint %1707 : !llvm.ptr to i64
      %1709 = llvm.inttoptr %1708 : i64 to !llvm.ptr
      %1710 = llvm.load %1709 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1711 = llvm.getelementptr %400[109152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1712 = llvm.ptrtoint %1711 : !llvm.ptr<1> to i64
      %1713 = llvm.inttoptr %1712 : i64 to !llvm.ptr<1>
      llvm.store %1710, %1713 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1714 = llvm.and %1045, %1601 : i1
      llvm.cond_br %1714, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1715 = llvm.getelementptr %62[95] : (!llvm.ptr) -> !llvm.ptr, f16
      %1716 = llvm.ptrtoint %1715 : !llvm.ptr to i64
      %1717 = llvm.inttoptr %1716 : i64 to !llvm.ptr
      %1718 = llvm.load %1717 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1719 = llvm.getelementptr %400[109153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1720 = llvm.ptrtoint %1719 : !llvm.ptr<1> to i64
      %1721 = llvm.inttoptr %1720 : i64 to !llvm.ptr<1>
      llvm.store %1718, %1721 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1722 = llvm.add %917, %22 : i32
      %1723 = llvm.icmp "slt" %1722, %43 : i32
      %1724 = llvm.and %918, %1723 : i1
      llvm.cond_br %1724, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1725 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, f16
      %1726 = llvm.ptrtoint %1725 : !llvm.ptr to i64
      %1727 = llvm.inttoptr %1726 : i64 to !llvm.ptr
      %1728 = llvm.load %1727 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1729 = llvm.getelementptr %400[192] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1730 = llvm.ptrtoint %1729 : !llvm.ptr<1> to i64
      %1731 = llvm.inttoptr %1730 : i64 to !llvm.ptr<1>
      llvm.store %1728, %1731 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1732 = llvm.add %917, %7 : i32
      %1733 = llvm.icmp "slt" %1732, %43 : i32
      %1734 = llvm.and %918, %1733 : i1
      llvm.cond_br %1734, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1735 = llvm.getelementptr %62[97] : (!llvm.ptr) -> !llvm.ptr, f16
      %1736 = llvm.ptrtoint %1735 : !llvm.ptr to i64
      %1737 = llvm.inttoptr %1736 : i64 to !llvm.ptr
      %1738 = llvm.load %1737 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1739 = llvm.getelementptr %400[193] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1740 = llvm.ptrtoint %1739 : !llvm.ptr<1> to i64
      %1741 = llvm.inttoptr %1740 : i64 to !llvm.ptr<1>
      llvm.store %1738, %1741 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1742 = llvm.and %937, %1723 : i1
      llvm.cond_br %1742, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1743 = llvm.getelementptr %62[98] : (!llvm.ptr) -> !llvm.ptr, f16
      %1744 = llvm.ptrtoint %1743 : !llvm.ptr to i64
      %1745 = llvm.inttoptr %1744 : i64 to !llvm.ptr
      %1746 = llvm.load %1745 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1747 = llvm.getelementptr %400[8576] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1748 = llvm.ptrtoint %1747 : !llvm.ptr<1> to i64
      %1749 = llvm.inttoptr %1748 : i64 to !llvm.ptr<1>
      llvm.store %1746, %1749 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1750 = llvm.and %937, %1733 : i1
      llvm.cond_br %1750, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1751 = llvm.getelementptr %62[99] : (!llvm.ptr) -> !llvm.ptr, f16
      %1752 = llvm.ptrtoint %1751 : !llvm.ptr to i64
      %1753 = llvm.inttoptr %1752 : i64 to !llvm.ptr
      %1754 = llvm.load %1753 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1755 = llvm.getelementptr %400[8577] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1756 = llvm.ptrtoint %1755 : !llvm.ptr<1> to i64
      %1757 = llvm.inttoptr %1756 : i64 to !llvm.ptr<1>
      llvm.store %1754, %1757 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1758 = llvm.and %955, %1723 : i1
      llvm.cond_br %1758, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1759 = llvm.getelementptr %62[100] : (!llvm.ptr) -> !llvm.ptr, f16
      %1760 = llvm.ptrtoint %1759 : !llvm.ptr to i64
      %1761 = llvm.inttoptr %1760 : i64 to !llvm.ptr
      %1762 = llvm.load %1761 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1763 = llvm.getelementptr %400[33728] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1764 = llvm.ptrtoint %1763 : !llvm.ptr<1> to i64
      %1765 = llvm.inttoptr %1764 : i64 to !llvm.ptr<1>
      llvm.store %1762, %1765 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1766 = llvm.and %955, %1733 : i1
      llvm.cond_br %1766, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1767 = llvm.getelementptr %62[101] : (!llvm.ptr) -> !llvm.ptr, f16
      %1768 = llvm.ptrtoint %1767 : !llvm.ptr to i64
      %1769 = llvm.inttoptr %1768 : i64 to !llvm.ptr
      %1770 = llvm.load %1769 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1771 = llvm.getelementptr %400[33729] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1772 = llvm.ptrtoint %1771 : !llvm.ptr<1> to i64
      %1773 = llvm.inttoptr %1772 : i64 to !llvm.ptr<1>
      llvm.store %1770, %1773 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1774 = llvm.and %973, %1723 : i1
      llvm.cond_br %1774, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1775 = llvm.getelementptr %62[102] : (!llvm.ptr) -> !llvm.ptr, f16
      %1776 = llvm.ptrtoint %1775 : !llvm.ptr to i64
      %1777 = llvm.inttoptr %1776 : i64 to !llvm.ptr
      %1778 = llvm.load %1777 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1779 = llvm.getelementptr %400[42112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1780 = llvm.ptrtoint %1779 : !llvm.ptr<1> to i64
      %1781 = llvm.inttoptr %1780 : i64 to !llvm.ptr<1>
      llvm.store %1778, %1781 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1782 = llvm.and %973, %1733 : i1
      llvm.cond_br %1782, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1783 = llvm.getelementptr %62[103] : (!llvm.ptr) -> !llvm.ptr, f16
      %1784 = llvm.ptrtoint %1783 : !llvm.ptr to i64
      %1785 = llvm.inttoptr %1784 : i64 to !llvm.ptr
      %1786 = llvm.load %1785 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1787 = llvm.getelementptr %400[42113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1788 = llvm.ptrtoint %1787 : !llvm.ptr<1> to i64
      %1789 = llvm.inttoptr %1788 : i64 to !llvm.ptr<1>
      llvm.store %1786, %1789 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1790 = llvm.and %991, %1723 : i1
      llvm.cond_br %1790, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1791 = llvm.getelementptr %62[104] : (!llvm.ptr) -> !llvm.ptr, f16
      %1792 = llvm.ptrtoint %1791 : !llvm.ptr to i64
      %1793 = llvm.inttoptr %1792 : i64 to !llvm.ptr
      %1794 = llvm.load %1793 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1795 = llvm.getelementptr %400[67264] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1796 = llvm.ptrtoint %1795 : !llvm.ptr<1> to i64
      %1797 = llvm.inttoptr %1796 : i64 to !llvm.ptr<1>
      llvm.store %1794, %1797 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1798 = llvm.and %991, %1733 : i1
      llvm.cond_br %1798, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1799 = llvm.getelementptr %62[105] : (!llvm.ptr) -> !llvm.ptr, f16
      %1800 = llvm.ptrtoint %1799 : !llvm.ptr to i64
      %1801 = llvm.inttoptr %1800 : i64 to !llvm.ptr
      %1802 = llvm.load %1801 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1803 = llvm.getelementptr %400[67265] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1804 = llvm.ptrtoint %1803 : !llvm.ptr<1> to i64
      %1805 = llvm.inttoptr %1804 : i64 to !llvm.ptr<1>
      llvm.store %1802, %1805 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1806 = llvm.and %1009, %1723 : i1
      llvm.cond_br %1806, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1807 = llvm.getelementptr %62[106] : (!llvm.ptr) -> !llvm.ptr, f16
      %1808 = llvm.ptrtoint %1807 : !llvm.ptr to i64
      %1809 = llvm.inttoptr %1808 : i64 to !llvm.ptr
      %1810 = llvm.load %1809 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1811 = llvm.getelementptr %400[75648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1812 = llvm.ptrtoint %1811 : !llvm.ptr<1> to i64
      %1813 = llvm.inttoptr %1812 : i64 to !llvm.ptr<1>
      llvm.store %1810, %1813 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1814 = llvm.and %1009, %1733 : i1
      llvm.cond_br %1814, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1815 = llvm.getelementptr %62[107] : (!llvm.ptr) -> !llvm.ptr, f16
      %1816 = llvm.ptrtoint %1815 : !llvm.ptr to i64
      %1817 = llvm.inttoptr %1816 : i64 to !llvm.ptr
      %1818 = llvm.load %1817 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1819 = llvm.getelementptr %400[75649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1820 = llvm.ptrtoint %1819 : !llvm.ptr<1> to i64
      %1821 = llvm.inttoptr %1820 : i64 to !llvm.ptr<1>
      llvm.store %1818, %1821 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1822 = llvm.and %1027, %1723 : i1
      llvm.cond_br %1822, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1823 = llvm.getelementptr %62[108] : (!llvm.ptr) -> !llvm.ptr, f16
      %1824 = llvm.ptrtoint %1823 : !llvm.ptr to i64
      %1825 = llvm.inttoptr %1824 : i64 to !llvm.ptr
      %1826 = llvm.load %1825 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1827 = llvm.getelementptr %400[100800] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1828 = llvm.ptrtoint %1827 : !llvm.ptr<1> to i64
      %1829 = llvm.inttoptr %1828 : i64 to !llvm.ptr<1>
      llvm.store %1826, %1829 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1830 = llvm.and %1027, %1733 : i1
      llvm.cond_br %1830, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1831 = llvm.getelementptr %62[109] : (!llvm.ptr) -> !llvm.ptr, f16
      %1832 = llvm.ptrtoint %1831 : !llvm.ptr to i64
      %1833 = llvm.inttoptr %1832 : i64 to !llvm.ptr
      %1834 = llvm.load %1833 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1835 = llvm.getelementptr %400[100801] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1836 = llvm.ptrtoint %1835 : !llvm.ptr<1> to i64
      %1837 = llvm.inttoptr %1836 : i64 to !llvm.ptr<1>
      llvm.store %1834, %1837 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %1838 = llvm.and %1045, %1723 : i1
      llvm.cond_br %1838, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1839 = llvm.getelementptr %62[110] : (!llvm.ptr) -> !llvm.ptr, f16
      %1840 = llvm.ptrtoint %1839 : !llvm.ptr to i64
      %1841 = llvm.inttoptr %1840 : i64 to !llvm.ptr
      %1842 = llvm.load %1841 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1843 = llvm.getelementptr %400[109184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1844 = llvm.ptrtoint %1843 : !llvm.ptr<1> to i64
      %1845 = llvm.inttoptr %1844 : i64 to !llvm.ptr<1>
      llvm.store %1842, %1845 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %1846 = llvm.and %1045, %1733 : i1
      llvm.cond_br %1846, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1847 = llvm.getelementptr %62[111] : (!llvm.ptr) -> !llvm.ptr, f16
      %1848 = llvm.ptrtoint %1847 : !llvm.ptr to i64
      %1849 = llvm.inttoptr %1848 : i64 to !llvm.ptr
      %1850 = llvm.load %1849 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1851 = llvm.getelementptr %400[109185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1852 = llvm.ptrtoint %1851 : !llvm.ptr<1> to i64
      %1853 = llvm.inttoptr %1852 : i64 to !llvm.ptr<1>
      llvm.store %1850, %1853 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %1854 = llvm.add %917, %21 : i32
      %1855 = llvm.icmp "slt" %1854, %43 : i32
      %1856 = llvm.and %918, %1855 : i1
      llvm.cond_br %1856, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1857 = llvm.getelementptr %62[112] : (!llvm.ptr) -> !llvm.ptr, f16
      %1858 = llvm.ptrtoint %1857 : !llvm.ptr to i64
      %1859 = llvm.inttoptr %1858 : i64 to !llvm.ptr
      %1860 = llvm.load %1859 {alignment = 32 : i64} : !llvm.ptr -> f16
      %1861 = llvm.getelementptr %400[224] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1862 = llvm.ptrtoint %1861 : !llvm.ptr<1> to i64
      %1863 = llvm.inttoptr %1862 : i64 to !llvm.ptr<1>
      llvm.store %1860, %1863 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %1864 = llvm.add %917, %6 : i32
      %1865 = llvm.icmp "slt" %1864, %43 : i32
      %1866 = llvm.and %918, %1865 : i1
      llvm.cond_br %1866, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1867 = llvm.getelementptr %62[113] : (!llvm.ptr) -> !llvm.ptr, f16
      %1868 = llvm.ptrtoint %1867 : !llvm.ptr to i64
      %1869 = llvm.inttoptr %1868 : i64 to !llvm.ptr
      %1870 = llvm.load %1869 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1871 = llvm.getelementptr %400[225] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1872 = llvm.ptrtoint %1871 : !llvm.ptr<1> to i64
      %1873 = llvm.inttoptr %1872 : i64 to !llvm.ptr<1>
      llvm.store %1870, %1873 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %1874 = llvm.and %937, %1855 : i1
      llvm.cond_br %1874, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1875 = llvm.getelementptr %62[114] : (!llvm.ptr) -> !llvm.ptr, f16
      %1876 = llvm.ptrtoint %1875 : !llvm.ptr to i64
      %1877 = llvm.inttoptr %1876 : i64 to !llvm.ptr
      %1878 = llvm.load %1877 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1879 = llvm.getelementptr %400[8608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1880 = llvm.ptrtoint %1879 : !llvm.ptr<1> to i64
      %1881 = llvm.inttoptr %1880 : i64 to !llvm.ptr<1>
      llvm.store %1878, %1881 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %1882 = llvm.and %937, %1865 : i1
      llvm.cond_br %1882, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1883 = llvm.getelementptr %62[115] : (!llvm.ptr) -> !llvm.ptr, f16
      %1884 = llvm.ptrtoint %1883 : !llvm.ptr to i64
      %1885 = llvm.inttoptr %1884 : i64 to !llvm.ptr
      %1886 = llvm.load %1885 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1887 = llvm.getelementptr %400[8609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1888 = llvm.ptrtoint %1887 : !llvm.ptr<1> to i64
      %1889 = llvm.inttoptr %1888 : i64 to !llvm.ptr<1>
      llvm.store %1886, %1889 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %1890 = llvm.and %955, %1855 : i1
      llvm.cond_br %1890, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1891 = llvm.getelementptr %62[116] : (!llvm.ptr) -> !llvm.ptr, f16
      %1892 = llvm.ptrtoint %1891 : !llvm.ptr to i64
      %1893 = llvm.inttoptr %1892 : i64 to !llvm.ptr
      %1894 = llvm.load %1893 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1895 = llvm.getelementptr %400[33760] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1896 = llvm.ptrtoint %1895 : !llvm.ptr<1> to i64
      %1897 = llvm.inttoptr %1896 : i64 to !llvm.ptr<1>
      llvm.store %1894, %1897 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %1898 = llvm.and %955, %1865 : i1
      llvm.cond_br %1898, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1899 = llvm.getelementptr %62[117] : (!llvm.ptr) -> !llvm.ptr, f16
      %1900 = llvm.ptrtoint %1899 : !llvm.ptr to i64
      %1901 = llvm.inttoptr %1900 : i64 to !llvm.ptr
      %1902 = llvm.load %1901 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1903 = llvm.getelementptr %400[33761] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1904 = llvm.ptrtoint %1903 : !llvm.ptr<1> to i64
      %1905 = llvm.inttoptr %1904 : i64 to !llvm.ptr<1>
      llvm.store %1902, %1905 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %1906 = llvm.and %973, %1855 : i1
      llvm.cond_br %1906, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1907 = llvm.getelementptr %62[118] : (!llvm.ptr) -> !llvm.ptr, f16
      %1908 = llvm.ptrtoint %1907 : !llvm.ptr to i64
      %1909 = llvm.inttoptr %1908 : i64 to !llvm.ptr
      %1910 = llvm.load %1909 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1911 = llvm.getelementptr %400[42144] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1912 = llvm.ptrtoint %1911 : !llvm.ptr<1> to i64
      %1913 = llvm.inttoptr %1912 : i64 to !llvm.ptr<1>
      llvm.store %1910, %1913 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %1914 = llvm.and %973, %1865 : i1
      llvm.cond_br %1914, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1915 = llvm.getelementptr %62[119] : (!llvm.ptr) -> !llvm.ptr, f16
      %1916 = llvm.ptrtoint %1915 : !llvm.ptr to i64
      %1917 = llvm.inttoptr %1916 : i64 to !llvm.ptr
      %1918 = llvm.load %1917 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1919 = llvm.getelementptr %400[42145] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1920 = llvm.ptrtoint %1919 : !llvm.ptr<1> to i64
      %1921 = llvm.inttoptr %1920 : i64 to !llvm.ptr<1>
      llvm.store %1918, %1921 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %1922 = llvm.and %991, %1855 : i1
      llvm.cond_br %1922, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1923 = llvm.getelementptr %62[120] : (!llvm.ptr) -> !llvm.ptr, f16
      %1924 = llvm.ptrtoint %1923 : !llvm.ptr to i64
      %1925 = llvm.inttoptr %1924 : i64 to !llvm.ptr
      %1926 = llvm.load %1925 {alignment = 16 : i64} : !llvm.ptr -> f16
      %1927 = llvm.getelementptr %400[67296] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1928 = llvm.ptrtoint %1927 : !llvm.ptr<1> to i64
      %1929 = llvm.inttoptr %1928 : i64 to !llvm.ptr<1>
      llvm.store %1926, %1929 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %1930 = llvm.and %991, %1865 : i1
      llvm.cond_br %1930, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1931 = llvm.getelementptr %62[121] : (!llvm.ptr) -> !llvm.ptr, f16
      %1932 = llvm.ptrtoint %1931 : !llvm.ptr to i64
      %1933 = llvm.inttoptr %1932 : i64 to !llvm.ptr
      %1934 = llvm.load %1933 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1935 = llvm.getelementptr %400[67297] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1936 = llvm.ptrtoint %1935 : !llvm.ptr<1> to i64
      %1937 = llvm.inttoptr %1936 : i64 to !llvm.ptr<1>
      llvm.store %1934, %1937 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %1938 = llvm.and %1009, %1855 : i1
      llvm.cond_br %1938, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1939 = llvm.getelementptr %62[122] : (!llvm.ptr) -> !llvm.ptr, f16
      %1940 = llvm.ptrtoint %1939 : !llvm.ptr to i64
      %1941 = llvm.inttoptr %1940 : i64 to !llvm.ptr
      %1942 = llvm.load %1941 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1943 = llvm.getelementptr %400[75680] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1944 = llvm.ptrtoint %1943 : !llvm.ptr<1> to i64
      %1945 = llvm.inttoptr %1944 : i64 to !llvm.ptr<1>
      llvm.store %1942, %1945 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %1946 = llvm.and %1009, %1865 : i1
      llvm.cond_br %1946, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %1947 = llvm.getelementptr %62[123] : (!llvm.ptr) -> !llvm.ptr, f16
      %1948 = llvm.ptrtoint %1947 : !llvm.ptr to i64
      %1949 = llvm.inttoptr %1948 : i64 to !llvm.ptr
      %1950 = llvm.load %1949 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1951 = llvm.getelementptr %400[75681] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1952 = llvm.ptrtoint %1951 : !llvm.ptr<1> to i64
      %1953 = llvm.inttoptr %1952 : i64 to !llvm.ptr<1>
      llvm.store %1950, %1953 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %1954 = llvm.and %1027, %1855 : i1
      llvm.cond_br %1954, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %1955 = llvm.getelementptr %62[124] : (!llvm.ptr) -> !llvm.ptr, f16
      %1956 = llvm.ptrtoint %1955 : !llvm.ptr to i64
      %1957 = llvm.inttoptr %1956 : i64 to !llvm.ptr
      %1958 = llvm.load %1957 {alignment = 8 : i64} : !llvm.ptr -> f16
      %1959 = llvm.getelementptr %400[100832] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1960 = llvm.ptrtoint %1959 : !llvm.ptr<1> to i64
      %1961 = llvm.inttoptr %1960 : i64 to !llvm.ptr<1>
      llvm.store %1958, %1961 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %1962 = llvm.and %1027, %1865 : i1
      llvm.cond_br %1962, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %1963 = llvm.getelementptr %62[125] : (!llvm.ptr) -> !llvm.ptr, f16
      %1964 = llvm.ptrtoint %1963 : !llvm.ptr to i64
      %1965 = llvm.inttoptr %1964 : i64 to !llvm.ptr
      %1966 = llvm.load %1965 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1967 = llvm.getelementptr %400[100833] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1968 = llvm.ptrtoint %1967 : !llvm.ptr<1> to i64
      %1969 = llvm.inttoptr %1968 : i64 to !llvm.ptr<1>
      llvm.store %1966, %1969 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %1970 = llvm.and %1045, %1855 : i1
      llvm.cond_br %1970, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %1971 = llvm.getelementptr %62[126] : (!llvm.ptr) -> !llvm.ptr, f16
      %1972 = llvm.ptrtoint %1971 : !llvm.ptr to i64
      %1973 = llvm.inttoptr %1972 : i64 to !llvm.ptr
      %1974 = llvm.load %1973 {alignment = 4 : i64} : !llvm.ptr -> f16
      %1975 = llvm.getelementptr %400[109216] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1976 = llvm.ptrtoint %1975 : !llvm.ptr<1> to i64
      %1977 = llvm.inttoptr %1976 : i64 to !llvm.ptr<1>
      llvm.store %1974, %1977 {alignment = 4 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %1978 = llvm.and %1045, %1865 : i1
      llvm.cond_br %1978, ^bb337, ^bb81
    ^bb337:  // pred: ^bb336
      %1979 = llvm.getelementptr %62[127] : (!llvm.ptr) -> !llvm.ptr, f16
      %1980 = llvm.ptrtoint %1979 : !llvm.ptr to i64
      %1981 = llvm.inttoptr %1980 : i64 to !llvm.ptr
      %1982 = llvm.load %1981 {alignment = 2 : i64} : !llvm.ptr -> f16
      %1983 = llvm.getelementptr %400[109217] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %1984 = llvm.ptrtoint %1983 : !llvm.ptr<1> to i64
      %1985 = llvm.inttoptr %1984 : i64 to !llvm.ptr<1>
      llvm.store %1982, %1985 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb81
    ^bb338:  // pred: ^bb81
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_h05c93bb3(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %2 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.undef : !llvm_struct_6960aa
    %5 = llvm.mlir.constant(147456 : i64) : i64
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
    %8 = llvm.mlir.constant(40 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(256 : i32) : i32
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
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h9575005a_0<%74> (%16, %18, %20) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h5a9b82db(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_h05c93bb3(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
