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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h1185cbb6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h1185cbb6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : vector<128xf32>
      %1 = llvm.mlir.constant(3 : i64) : i64
      %2 = llvm.mlir.constant(2 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(0 : i64) : i64
      %5 = llvm.mlir.undef : vector<4xi32>
      %6 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xbf16>) : vector<8xbf16>
      %7 = llvm.mlir.constant(33536 : i32) : i32
      %8 = llvm.mlir.constant(8384 : i32) : i32
      %9 = llvm.mlir.constant(113 : i32) : i32
      %10 = llvm.mlir.constant(97 : i32) : i32
      %11 = llvm.mlir.constant(81 : i32) : i32
      %12 = llvm.mlir.constant(65 : i32) : i32
      %13 = llvm.mlir.constant(49 : i32) : i32
      %14 = llvm.mlir.constant(33 : i32) : i32
      %15 = llvm.mlir.constant(17 : i32) : i32
      %16 = llvm.mlir.constant(104 : i32) : i32
      %17 = llvm.mlir.constant(40 : i32) : i32
      %18 = llvm.mlir.constant(36864 : i32) : i32
      %19 = llvm.mlir.constant(147456 : i32) : i32
      %20 = llvm.mlir.constant(8704 : i32) : i32
      %21 = llvm.mlir.constant(9216 : i32) : i32
      %22 = llvm.mlir.constant(8192 : i32) : i32
      %23 = llvm.mlir.constant(2048 : i32) : i32
      %24 = llvm.mlir.constant(112 : i32) : i32
      %25 = llvm.mlir.constant(96 : i32) : i32
      %26 = llvm.mlir.constant(80 : i32) : i32
      %27 = llvm.mlir.constant(48 : i32) : i32
      %28 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %29 = llvm.mlir.constant(-56 : i32) : i32
      %30 = llvm.mlir.constant(134144 : i32) : i32
      %31 = llvm.mlir.constant(69632 : i32) : i32
      %32 = llvm.mlir.constant(136 : i32) : i32
      %33 = llvm.mlir.constant(-1 : i32) : i32
      %34 = llvm.mlir.constant(false) : i1
      %35 = llvm.mlir.constant(72 : i32) : i32
      %36 = llvm.mlir.constant(-16 : i64) : i64
      %37 = llvm.mlir.constant(544 : i32) : i32
      %38 = llvm.mlir.constant(64 : i32) : i32
      %39 = llvm.mlir.constant(512 : i32) : i32
      %40 = llvm.mlir.constant(448 : i32) : i32
      %41 = llvm.mlir.constant(0 : i8) : i8
      %42 = llvm.mlir.constant(32 : i32) : i32
      %43 = llvm.mlir.constant(4 : i32) : i32
      %44 = llvm.mlir.constant(1048 : i32) : i32
      %45 = llvm.mlir.constant(16768 : i32) : i32
      %46 = llvm.mlir.constant(16 : i32) : i32
      %47 = llvm.mlir.constant(1024 : i32) : i32
      %48 = llvm.mlir.constant(-16 : i32) : i32
      %49 = llvm.mlir.constant(256 : i32) : i32
      %50 = llvm.mlir.constant(-32 : i32) : i32
      %51 = llvm.mlir.constant(0 : i32) : i32
      %52 = llvm.mlir.constant(2 : i32) : i32
      %53 = llvm.mlir.constant(3 : i32) : i32
      %54 = llvm.mlir.constant(1152 : i32) : i32
      %55 = llvm.mlir.constant(18432 : i32) : i32
      %56 = llvm.mlir.constant(1047 : i32) : i32
      %57 = llvm.mlir.constant(1000 : i32) : i32
      %58 = llvm.mlir.constant(15 : i64) : i64
      %59 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %60 = llvm.mlir.constant(8 : i32) : i32
      %61 = llvm.mlir.constant(128 : i32) : i32
      %62 = llvm.mlir.constant(1 : i32) : i32
      %63 = llvm.alloca %61 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %61 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %61 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %61 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %67 = llvm.alloca %61 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %68 = llvm.alloca %61 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %69 = llvm.alloca %60 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %70 = llvm.alloca %60 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %71 = llvm.alloca %60 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %72 = llvm.alloca %60 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %73 = llvm.extractvalue %arg5[0] : !llvm_struct_6960aa
      %74 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %75 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %76 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %77 = llvm.sdiv %75, %35 : i32
      %78 = llvm.mul %77, %35 : i32
      %79 = llvm.icmp "ne" %75, %78 : i32
      %80 = llvm.icmp "slt" %75, %51 : i32
      %81 = llvm.icmp "ne" %80, %34 : i1
      %82 = llvm.and %79, %81 : i1
      %83 = llvm.add %77, %33 : i32
      %84 = llvm.select %82, %83, %77 : i1, i32
      %85 = llvm.mul %84, %60 : i32
      %86 = llvm.sub %60, %85 : i32
      %87 = llvm.icmp "slt" %86, %60 : i32
      %88 = llvm.select %87, %86, %60 : i1, i32
      %89 = llvm.mul %84, %35 : i32
      %90 = llvm.sub %75, %89 : i32
      %91 = llvm.srem %90, %88 : i32
      %92 = llvm.add %85, %91 : i32
      %93 = llvm.sdiv %90, %88 : i32
      %94 = llvm.mul %93, %88 : i32
      %95 = llvm.icmp "ne" %90, %94 : i32
      %96 = llvm.icmp "slt" %90, %51 : i32
      %97 = llvm.icmp "slt" %88, %51 : i32
      %98 = llvm.icmp "ne" %96, %97 : i1
      %99 = llvm.and %95, %98 : i1
      %100 = llvm.add %93, %33 : i32
      %101 = llvm.select %99, %100, %93 : i1, i32
      %102 = llvm.mul %76, %32 : i32
      %103 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %104 = llvm.getelementptr %103[%102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %105 = llvm.mul %92, %31 : i32
      %106 = llvm.getelementptr %104[%105] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %107 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %108 = llvm.getelementptr %107[%102] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %109 = llvm.mul %101, %31 : i32
      %110 = llvm.getelementptr %108[%109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %111 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %112 = llvm.mul %92, %30 : i32
      %113 = llvm.mul %101, %61 : i32
      %114 = llvm.add %112, %113 : i32
      %115 = llvm.getelementptr %111[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %116 = llvm.mul %92, %61 : i32
      %117 = llvm.getelementptr %106[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %118 = llvm.getelementptr %110[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %119 = llvm.ptrtoint %117 : !llvm.ptr<1> to i64
      %120 = llvm.add %119, %58 : i64
      %121 = llvm.and %120, %36 : i64
      %122 = llvm.inttoptr %121 : i64 to !llvm.ptr<1>
      %123 = llvm.ptrtoint %118 : !llvm.ptr<1> to i64
      %124 = llvm.add %123, %58 : i64
      %125 = llvm.and %124, %36 : i64
      %126 = llvm.inttoptr %125 : i64 to !llvm.ptr<1>
      %127 = llvm.getelementptr %28[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %128 = llvm.sdiv %74, %60 : i32
      %129 = llvm.srem %74, %60 : i32
      %130 = llvm.mul %129, %60 : i32
      %131 = llvm.mul %128, %37 : i32
      %132 = llvm.add %130, %131 : i32
      %133 = llvm.getelementptr %122[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %134 = llvm.srem %128, %60 : i32
      %135 = llvm.mul %134, %38 : i32
      %136 = llvm.add %130, %135 : i32
      %137 = llvm.sdiv %128, %60 : i32
      %138 = llvm.mul %137, %39 : i32
      %139 = llvm.and %136, %40 : i32
      %140 = llvm.ashr %139, %53 : i32
      %141 = llvm.xor %136, %140 : i32
      %142 = llvm.add %141, %138 : i32
      %143 = llvm.getelementptr %28[%142] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %144 = llvm.add %116, %128 : i32
      %145 = llvm.add %130, %29 : i32
      %146 = llvm.getelementptr %126[%132] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %147 = llvm.getelementptr %127[%142] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %148 = llvm.add %113, %128 : i32
      %149 = llvm.icmp "slt" %144, %57 : i32
      %150 = llvm.zext %149 : i1 to i8
      %151 = llvm.ptrtoint %72 : !llvm.ptr to i64
      %152 = llvm.inttoptr %151 : i64 to !llvm.ptr
      llvm.store %150, %152 {alignment = 32 : i64} : i8, !llvm.ptr
      %153 = llvm.add %144, %46 : i32
      %154 = llvm.icmp "slt" %153, %57 : i32
      %155 = llvm.zext %154 : i1 to i8
      %156 = llvm.getelementptr %72[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %157 = llvm.ptrtoint %156 : !llvm.ptr to i64
      %158 = llvm.inttoptr %157 : i64 to !llvm.ptr
      llvm.store %155, %158 {alignment = 1 : i64} : i8, !llvm.ptr
      %159 = llvm.add %144, %42 : i32
      %160 = llvm.icmp "slt" %159, %57 : i32
      %161 = llvm.zext %160 : i1 to i8
      %162 = llvm.getelementptr %72[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %163 = llvm.ptrtoint %162 : !llvm.ptr to i64
      %164 = llvm.inttoptr %163 : i64 to !llvm.ptr
      llvm.store %161, %164 {alignment = 2 : i64} : i8, !llvm.ptr
      %165 = llvm.add %144, %27 : i32
      %166 = llvm.icmp "slt" %165, %57 : i32
      %167 = llvm.zext %166 : i1 to i8
      %168 = llvm.getelementptr %72[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %169 = llvm.ptrtoint %168 : !llvm.ptr to i64
      %170 = llvm.inttoptr %169 : i64 to !llvm.ptr
      llvm.store %167, %170 {alignment = 1 : i64} : i8, !llvm.ptr
      %171 = llvm.add %144, %38 : i32
      %172 = llvm.icmp "slt" %171, %57 : i32
      %173 = llvm.zext %172 : i1 to i8
      %174 = llvm.getelementptr %72[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %175 = llvm.ptrtoint %174 : !llvm.ptr to i64
      %176 = llvm.inttoptr %175 : i64 to !llvm.ptr
      llvm.store %173, %176 {alignment = 4 : i64} : i8, !llvm.ptr
      %177 = llvm.add %144, %26 : i32
      %178 = llvm.icmp "slt" %177, %57 : i32
      %179 = llvm.zext %178 : i1 to i8
      %180 = llvm.getelementptr %72[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %181 = llvm.ptrtoint %180 : !llvm.ptr to i64
      %182 = llvm.inttoptr %181 : i64 to !llvm.ptr
      llvm.store %179, %182 {alignment = 1 : i64} : i8, !llvm.ptr
      %183 = llvm.add %144, %25 : i32
      %184 = llvm.icmp "slt" %183, %57 : i32
      %185 = llvm.zext %184 : i1 to i8
      %186 = llvm.getelementptr %72[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %187 = llvm.ptrtoint %186 : !llvm.ptr to i64
      %188 = llvm.inttoptr %187 : i64 to !llvm.ptr
      llvm.store %185, %188 {alignment = 2 : i64} : i8, !llvm.ptr
      %189 = llvm.add %144, %24 : i32
      %190 = llvm.icmp "slt" %189, %57 : i32
      %191 = llvm.zext %190 : i1 to i8
      %192 = llvm.getelementptr %72[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %193 = llvm.ptrtoint %192 : !llvm.ptr to i64
      %194 = llvm.inttoptr %193 : i64 to !llvm.ptr
      llvm.store %191, %194 {alignment = 1 : i64} : i8, !llvm.ptr
      %195 = llvm.icmp "slt" %148, %44 : i32
      %196 = llvm.zext %195 : i1 to i8
      %197 = llvm.ptrtoint %71 : !llvm.ptr to i64
      %198 = llvm.inttoptr %197 : i64 to !llvm.ptr
      llvm.store %196, %198 {alignment = 32 : i64} : i8, !llvm.ptr
      %199 = llvm.add %148, %46 : i32
      %200 = llvm.icmp "slt" %199, %44 : i32
      %201 = llvm.zext %200 : i1 to i8
      %202 = llvm.getelementptr %71[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %203 = llvm.ptrtoint %202 : !llvm.ptr to i64
      %204 = llvm.inttoptr %203 : i64 to !llvm.ptr
      llvm.store %201, %204 {alignment = 1 : i64} : i8, !llvm.ptr
      %205 = llvm.add %148, %42 : i32
      %206 = llvm.icmp "slt" %205, %44 : i32
      %207 = llvm.zext %206 : i1 to i8
      %208 = llvm.getelementptr %71[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %209 = llvm.ptrtoint %208 : !llvm.ptr to i64
      %210 = llvm.inttoptr %209 : i64 to !llvm.ptr
      llvm.store %207, %210 {alignment = 2 : i64} : i8, !llvm.ptr
      %211 = llvm.add %148, %27 : i32
      %212 = llvm.icmp "slt" %211, %44 : i32
      %213 = llvm.zext %212 : i1 to i8
      %214 = llvm.getelementptr %71[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %215 = llvm.ptrtoint %214 : !llvm.ptr to i64
      %216 = llvm.inttoptr %215 : i64 to !llvm.ptr
      llvm.store %213, %216 {alignment = 1 : i64} : i8, !llvm.ptr
      %217 = llvm.add %148, %38 : i32
      %218 = llvm.icmp "slt" %217, %44 : i32
      %219 = llvm.zext %218 : i1 to i8
      %220 = llvm.getelementptr %71[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %221 = llvm.ptrtoint %220 : !llvm.ptr to i64
      %222 = llvm.inttoptr %221 : i64 to !llvm.ptr
      llvm.store %219, %222 {alignment = 4 : i64} : i8, !llvm.ptr
      %223 = llvm.add %148, %26 : i32
      %224 = llvm.icmp "slt" %223, %44 : i32
      %225 = llvm.zext %224 : i1 to i8
      %226 = llvm.getelementptr %71[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %227 = llvm.ptrtoint %226 : !llvm.ptr to i64
      %228 = llvm.inttoptr %227 : i64 to !llvm.ptr
      llvm.store %225, %228 {alignment = 1 : i64} : i8, !llvm.ptr
      %229 = llvm.add %148, %25 : i32
      %230 = llvm.icmp "slt" %229, %44 : i32
      %231 = llvm.zext %230 : i1 to i8
      %232 = llvm.getelementptr %71[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %233 = llvm.ptrtoint %232 : !llvm.ptr to i64
      %234 = llvm.inttoptr %233 : i64 to !llvm.ptr
      llvm.store %231, %234 {alignment = 2 : i64} : i8, !llvm.ptr
      %235 = llvm.add %148, %24 : i32
      %236 = llvm.icmp "slt" %235, %44 : i32
      %237 = llvm.zext %236 : i1 to i8
      %238 = llvm.getelementptr %71[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %239 = llvm.ptrtoint %238 : !llvm.ptr to i64
      %240 = llvm.inttoptr %239 : i64 to !llvm.ptr
      llvm.store %237, %240 {alignment = 1 : i64} : i8, !llvm.ptr
      %241 = llvm.icmp "slt" %33, %145 : i32
      %242 = llvm.load %152 {alignment = 32 : i64} : !llvm.ptr -> i8
      %243 = llvm.icmp "ne" %242, %41 : i8
      %244 = llvm.and %243, %241 : i1
      %245 = llvm.zext %244 : i1 to i8
      %246 = llvm.ptrtoint %70 : !llvm.ptr to i64
      %247 = llvm.inttoptr %246 : i64 to !llvm.ptr
      llvm.store %245, %247 {alignment = 32 : i64} : i8, !llvm.ptr
      %248 = llvm.load %158 {alignment = 1 : i64} : !llvm.ptr -> i8
      %249 = llvm.icmp "ne" %248, %41 : i8
      %250 = llvm.and %249, %241 : i1
      %251 = llvm.zext %250 : i1 to i8
      %252 = llvm.getelementptr %70[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %253 = llvm.ptrtoint %252 : !llvm.ptr to i64
      %254 = llvm.inttoptr %253 : i64 to !llvm.ptr
      llvm.store %251, %254 {alignment = 1 : i64} : i8, !llvm.ptr
      %255 = llvm.load %164 {alignment = 2 : i64} : !llvm.ptr -> i8
      %256 = llvm.icmp "ne" %255, %41 : i8
      %257 = llvm.and %256, %241 : i1
      %258 = llvm.zext %257 : i1 to i8
      %259 = llvm.getelementptr %70[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %260 = llvm.ptrtoint %259 : !llvm.ptr to i64
      %261 = llvm.inttoptr %260 : i64 to !llvm.ptr
      llvm.store %258, %261 {alignment = 2 : i64} : i8, !llvm.ptr
      %262 = llvm.load %170 {alignment = 1 : i64} : !llvm.ptr -> i8
      %263 = llvm.icmp "ne" %262, %41 : i8
      %264 = llvm.and %263, %241 : i1
      %265 = llvm.zext %264 : i1 to i8
      %266 = llvm.getelementptr %70[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %267 = llvm.ptrtoint %266 : !llvm.ptr to i64
      %268 = llvm.inttoptr %267 : i64 to !llvm.ptr
      llvm.store %265, %268 {alignment = 1 : i64} : i8, !llvm.ptr
      %269 = llvm.load %176 {alignment = 4 : i64} : !llvm.ptr -> i8
      %270 = llvm.icmp "ne" %269, %41 : i8
      %271 = llvm.and %270, %241 : i1
      %272 = llvm.zext %271 : i1 to i8
      %273 = llvm.getelementptr %70[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %274 = llvm.ptrtoint %273 : !llvm.ptr to i64
      %275 = llvm.inttoptr %274 : i64 to !llvm.ptr
      llvm.store %272, %275 {alignment = 4 : i64} : i8, !llvm.ptr
      %276 = llvm.load %182 {alignment = 1 : i64} : !llvm.ptr -> i8
      %277 = llvm.icmp "ne" %276, %41 : i8
      %278 = llvm.and %277, %241 : i1
      %279 = llvm.zext %278 : i1 to i8
      %280 = llvm.getelementptr %70[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %281 = llvm.ptrtoint %280 : !llvm.ptr to i64
      %282 = llvm.inttoptr %281 : i64 to !llvm.ptr
      llvm.store %279, %282 {alignment = 1 : i64} : i8, !llvm.ptr
      %283 = llvm.load %188 {alignment = 2 : i64} : !llvm.ptr -> i8
      %284 = llvm.icmp "ne" %283, %41 : i8
      %285 = llvm.and %284, %241 : i1
      %286 = llvm.zext %285 : i1 to i8
      %287 = llvm.getelementptr %70[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %288 = llvm.ptrtoint %287 : !llvm.ptr to i64
      %289 = llvm.inttoptr %288 : i64 to !llvm.ptr
      llvm.store %286, %289 {alignment = 2 : i64} : i8, !llvm.ptr
      %290 = llvm.load %194 {alignment = 1 : i64} : !llvm.ptr -> i8
      %291 = llvm.icmp "ne" %290, %41 : i8
      %292 = llvm.and %291, %241 : i1
      %293 = llvm.zext %292 : i1 to i8
      %294 = llvm.getelementptr %70[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %295 = llvm.ptrtoint %294 : !llvm.ptr to i64
      %296 = llvm.inttoptr %295 : i64 to !llvm.ptr
      llvm.store %293, %296 {alignment = 1 : i64} : i8, !llvm.ptr
      %297 = llvm.load %198 {alignment = 32 : i64} : !llvm.ptr -> i8
      %298 = llvm.icmp "ne" %297, %41 : i8
      %299 = llvm.and %298, %241 : i1
      %300 = llvm.zext %299 : i1 to i8
      %301 = llvm.ptrtoint %69 : !llvm.ptr to i64
      %302 = llvm.inttoptr %301 : i64 to !llvm.ptr
      llvm.store %300, %302 {alignment = 32 : i64} : i8, !llvm.ptr
      %303 = llvm.load %204 {alignment = 1 : i64} : !llvm.ptr -> i8
      %304 = llvm.icmp "ne" %303, %41 : i8
      %305 = llvm.and %304, %241 : i1
      %306 = llvm.zext %305 : i1 to i8
      %307 = llvm.getelementptr %69[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %308 = llvm.ptrtoint %307 : !llvm.ptr to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr
      llvm.store %306, %309 {alignment = 1 : i64} : i8, !llvm.ptr
      %310 = llvm.load %210 {alignment = 2 : i64} : !llvm.ptr -> i8
      %311 = llvm.icmp "ne" %310, %41 : i8
      %312 = llvm.and %311, %241 : i1
      %313 = llvm.zext %312 : i1 to i8
      %314 = llvm.getelementptr %69[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %315 = llvm.ptrtoint %314 : !llvm.ptr to i64
      %316 = llvm.inttoptr %315 : i64 to !llvm.ptr
      llvm.store %313, %316 {alignment = 2 : i64} : i8, !llvm.ptr
      %317 = llvm.load %216 {alignment = 1 : i64} : !llvm.ptr -> i8
      %318 = llvm.icmp "ne" %317, %41 : i8
      %319 = llvm.and %318, %241 : i1
      %320 = llvm.zext %319 : i1 to i8
      %321 = llvm.getelementptr %69[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %322 = llvm.ptrtoint %321 : !llvm.ptr to i64
      %323 = llvm.inttoptr %322 : i64 to !llvm.ptr
      llvm.store %320, %323 {alignment = 1 : i64} : i8, !llvm.ptr
      %324 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr -> i8
      %325 = llvm.icmp "ne" %324, %41 : i8
      %326 = llvm.and %325, %241 : i1
      %327 = llvm.zext %326 : i1 to i8
      %328 = llvm.getelementptr %69[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %329 = llvm.ptrtoint %328 : !llvm.ptr to i64
      %330 = llvm.inttoptr %329 : i64 to !llvm.ptr
      llvm.store %327, %330 {alignment = 4 : i64} : i8, !llvm.ptr
      %331 = llvm.load %228 {alignment = 1 : i64} : !llvm.ptr -> i8
      %332 = llvm.icmp "ne" %331, %41 : i8
      %333 = llvm.and %332, %241 : i1
      %334 = llvm.zext %333 : i1 to i8
      %335 = llvm.getelementptr %69[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %336 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %337 = llvm.inttoptr %336 : i64 to !llvm.ptr
      llvm.store %334, %337 {alignment = 1 : i64} : i8, !llvm.ptr
      %338 = llvm.load %234 {alignment = 2 : i64} : !llvm.ptr -> i8
      %339 = llvm.icmp "ne" %338, %41 : i8
      %340 = llvm.and %339, %241 : i1
      %341 = llvm.zext %340 : i1 to i8
      %342 = llvm.getelementptr %69[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %343 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %344 = llvm.inttoptr %343 : i64 to !llvm.ptr
      llvm.store %341, %344 {alignment = 2 : i64} : i8, !llvm.ptr
      %345 = llvm.load %240 {alignment = 1 : i64} : !llvm.ptr -> i8
      %346 = llvm.icmp "ne" %345, %41 : i8
      %347 = llvm.and %346, %241 : i1
      %348 = llvm.zext %347 : i1 to i8
      %349 = llvm.getelementptr %69[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %350 = llvm.ptrtoint %349 : !llvm.ptr to i64
      %351 = llvm.inttoptr %350 : i64 to !llvm.ptr
      llvm.store %348, %351 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %6, %143 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %352 = llvm.getelementptr %143[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %352 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %353 = llvm.getelementptr %143[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %353 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %354 = llvm.getelementptr %143[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %354 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %355 = llvm.getelementptr %143[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %355 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %356 = llvm.getelementptr %143[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %356 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %357 = llvm.getelementptr %143[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %357 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %358 = llvm.getelementptr %143[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %358 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %359 = llvm.getelementptr %143[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %359 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %360 = llvm.getelementptr %143[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %360 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %361 = llvm.getelementptr %143[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %361 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %362 = llvm.getelementptr %143[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %362 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %363 = llvm.getelementptr %143[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %363 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %364 = llvm.getelementptr %143[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %364 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %365 = llvm.getelementptr %143[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %365 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %366 = llvm.getelementptr %143[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %366 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %367 = llvm.getelementptr %143[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %367 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %368 = llvm.getelementptr %143[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %368 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %369 = llvm.getelementptr %143[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %369 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %370 = llvm.getelementptr %143[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %370 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %371 = llvm.getelementptr %143[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %371 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %372 = llvm.getelementptr %143[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %372 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %373 = llvm.getelementptr %143[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %373 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %374 = llvm.getelementptr %143[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %374 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.store %6, %147 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %375 = llvm.getelementptr %147[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %375 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %376 = llvm.getelementptr %147[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %376 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %377 = llvm.getelementptr %147[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %377 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %378 = llvm.getelementptr %147[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %378 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %379 = llvm.getelementptr %147[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %379 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %380 = llvm.getelementptr %147[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %380 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %381 = llvm.getelementptr %147[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %381 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %382 = llvm.getelementptr %147[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %382 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %383 = llvm.getelementptr %147[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %383 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %384 = llvm.getelementptr %147[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %384 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %385 = llvm.getelementptr %147[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %385 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %386 = llvm.getelementptr %147[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %386 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %387 = llvm.getelementptr %147[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %387 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %388 = llvm.getelementptr %147[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %388 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %389 = llvm.getelementptr %147[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %389 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %390 = llvm.getelementptr %147[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %390 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %391 = llvm.getelementptr %147[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %391 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %392 = llvm.getelementptr %147[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %392 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %393 = llvm.getelementptr %147[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %393 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %394 = llvm.getelementptr %147[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %394 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %395 = llvm.getelementptr %147[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %395 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %396 = llvm.getelementptr %147[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %396 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %397 = llvm.getelementptr %147[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %6, %397 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb1(%51 : i32)
    ^bb1(%398: i32):  // 2 preds: ^bb0, ^bb2
      %399 = llvm.icmp "slt" %398, %60 : i32
      llvm.cond_br %399, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %400 = llvm.srem %398, %60 : i32
      %401 = llvm.mul %400, %20 : i32
      %402 = llvm.getelementptr %133[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %403 = llvm.mul %400, %47 : i32
      %404 = llvm.getelementptr %143[%403] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %405 = llvm.getelementptr %70[%400] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %406 = llvm.load %405 : !llvm.ptr -> i8
      %407 = llvm.trunc %406 : i8 to i1
      %408 = llvm.select %407, %46, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %404, %402, %46, %408 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %409 = llvm.add %398, %62 : i32
      llvm.br ^bb1(%409 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%51 : i32)
    ^bb4(%410: i32):  // 2 preds: ^bb3, ^bb5
      %411 = llvm.icmp "slt" %410, %60 : i32
      llvm.cond_br %411, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %412 = llvm.srem %410, %60 : i32
      %413 = llvm.mul %412, %20 : i32
      %414 = llvm.getelementptr %146[%413] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %415 = llvm.mul %412, %47 : i32
      %416 = llvm.getelementptr %147[%415] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %417 = llvm.getelementptr %69[%412] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %418 = llvm.load %417 : !llvm.ptr -> i8
      %419 = llvm.trunc %418 : i8 to i1
      %420 = llvm.select %419, %46, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %416, %414, %46, %420 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %421 = llvm.add %410, %62 : i32
      llvm.br ^bb4(%421 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %422 = llvm.getelementptr %133[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb7(%51 : i32)
    ^bb7(%423: i32):  // 2 preds: ^bb6, ^bb8
      %424 = llvm.icmp "slt" %423, %60 : i32
      llvm.cond_br %424, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %425 = llvm.srem %423, %60 : i32
      %426 = llvm.mul %425, %20 : i32
      %427 = llvm.getelementptr %422[%426] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %428 = llvm.mul %425, %47 : i32
      %429 = llvm.getelementptr %359[%428] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %430 = llvm.getelementptr %72[%425] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %431 = llvm.load %430 : !llvm.ptr -> i8
      %432 = llvm.trunc %431 : i8 to i1
      %433 = llvm.select %432, %46, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %429, %427, %46, %433 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %434 = llvm.add %423, %62 : i32
      llvm.br ^bb7(%434 : i32)
    ^bb9:  // pred: ^bb7
      %435 = llvm.getelementptr %146[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb10(%51 : i32)
    ^bb10(%436: i32):  // 2 preds: ^bb9, ^bb11
      %437 = llvm.icmp "slt" %436, %60 : i32
      llvm.cond_br %437, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %438 = llvm.srem %436, %60 : i32
      %439 = llvm.mul %438, %20 : i32
      %440 = llvm.getelementptr %435[%439] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %441 = llvm.mul %438, %47 : i32
      %442 = llvm.getelementptr %382[%441] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %443 = llvm.getelementptr %71[%438] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %444 = llvm.load %443 : !llvm.ptr -> i8
      %445 = llvm.trunc %444 : i8 to i1
      %446 = llvm.select %445, %46, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %442, %440, %46, %446 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %447 = llvm.add %436, %62 : i32
      llvm.br ^bb10(%447 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %448 = llvm.srem %74, %42 : i32
      %449 = llvm.sdiv %74, %42 : i32
      %450 = llvm.srem %449, %52 : i32
      %451 = llvm.sdiv %74, %38 : i32
      %452 = llvm.srem %451, %52 : i32
      %453 = llvm.srem %448, %42 : i32
      %454 = llvm.srem %450, %52 : i32
      %455 = llvm.srem %452, %52 : i32
      %456 = llvm.sdiv %453, %43 : i32
      %457 = llvm.srem %453, %43 : i32
      %458 = llvm.mul %457, %52 : i32
      %459 = llvm.mul %456, %44 : i32
      %460 = llvm.add %458, %459 : i32
      %461 = llvm.mul %454, %45 : i32
      %462 = llvm.mul %455, %60 : i32
      %463 = llvm.add %461, %462 : i32
      %464 = llvm.add %460, %463 : i32
      %465 = llvm.getelementptr %115[%464] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %59, %66 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %466 = llvm.sdiv %74, %46 : i32
      %467 = llvm.srem %74, %46 : i32
      %468 = llvm.srem %467, %60 : i32
      %469 = llvm.mul %468, %38 : i32
      %470 = llvm.srem %466, %52 : i32
      %471 = llvm.mul %470, %60 : i32
      %472 = llvm.add %469, %471 : i32
      %473 = llvm.sdiv %467, %60 : i32
      %474 = llvm.mul %473, %39 : i32
      %475 = llvm.sdiv %466, %52 : i32
      %476 = llvm.srem %475, %52 : i32
      %477 = llvm.mul %476, %47 : i32
      %478 = llvm.add %474, %477 : i32
      %479 = llvm.and %472, %61 : i32
      %480 = llvm.icmp "eq" %479, %51 : i32
      %481 = llvm.select %480, %46, %48 : i1, i32
      %482 = llvm.and %472, %49 : i32
      %483 = llvm.icmp "eq" %482, %51 : i32
      %484 = llvm.select %483, %42, %50 : i1, i32
      %485 = llvm.and %472, %40 : i32
      %486 = llvm.ashr %485, %53 : i32
      %487 = llvm.xor %472, %486 : i32
      %488 = llvm.add %487, %478 : i32
      %489 = llvm.getelementptr %28[%488] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %490 = llvm.mul %129, %38 : i32
      %491 = llvm.srem %128, %52 : i32
      %492 = llvm.mul %491, %60 : i32
      %493 = llvm.add %490, %492 : i32
      %494 = llvm.sdiv %128, %52 : i32
      %495 = llvm.sdiv %494, %52 : i32
      %496 = llvm.srem %494, %52 : i32
      %497 = llvm.mul %496, %47 : i32
      %498 = llvm.sdiv %495, %52 : i32
      %499 = llvm.mul %498, %39 : i32
      %500 = llvm.add %497, %499 : i32
      %501 = llvm.and %493, %61 : i32
      %502 = llvm.icmp "eq" %501, %51 : i32
      %503 = llvm.select %502, %46, %48 : i1, i32
      %504 = llvm.and %493, %49 : i32
      %505 = llvm.icmp "eq" %504, %51 : i32
      %506 = llvm.select %505, %42, %50 : i1, i32
      %507 = llvm.and %493, %40 : i32
      %508 = llvm.ashr %507, %53 : i32
      %509 = llvm.xor %493, %508 : i32
      %510 = llvm.add %509, %500 : i32
      %511 = llvm.getelementptr %127[%510] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb13(%51 : i32)
    ^bb13(%512: i32):  // 2 preds: ^bb12, ^bb14
      %513 = llvm.icmp "slt" %512, %43 : i32
      llvm.cond_br %513, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %514 = llvm.mul %512, %23 : i32
      %515 = llvm.getelementptr %489[%514] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %516 = llvm.mul %512, %60 : i32
      %517 = llvm.getelementptr %68[%516] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %518 = nvvm.ldmatrix %515 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %519 = llvm.extractvalue %518[0] : !llvm_struct_a37b2a
      %520 = llvm.extractvalue %518[1] : !llvm_struct_a37b2a
      %521 = llvm.extractvalue %518[2] : !llvm_struct_a37b2a
      %522 = llvm.extractvalue %518[3] : !llvm_struct_a37b2a
      %523 = llvm.insertelement %519, %5[%4 : i64] : vector<4xi32>
      %524 = llvm.insertelement %520, %523[%3 : i64] : vector<4xi32>
      %525 = llvm.insertelement %521, %524[%2 : i64] : vector<4xi32>
      %526 = llvm.insertelement %522, %525[%1 : i64] : vector<4xi32>
      %527 = llvm.extractelement %526[%51 : i32] : vector<4xi32>
      llvm.store %527, %517 : i32, !llvm.ptr
      %528 = llvm.extractelement %526[%62 : i32] : vector<4xi32>
      %529 = llvm.getelementptr %517[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %528, %529 : i32, !llvm.ptr
      %530 = llvm.extractelement %526[%52 : i32] : vector<4xi32>
      %531 = llvm.getelementptr %517[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %530, %531 : i32, !llvm.ptr
      %532 = llvm.extractelement %526[%53 : i32] : vector<4xi32>
      %533 = llvm.getelementptr %517[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %532, %533 : i32, !llvm.ptr
      %534 = llvm.add %512, %62 : i32
      llvm.br ^bb13(%534 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%51 : i32)
    ^bb16(%535: i32):  // 2 preds: ^bb15, ^bb17
      %536 = llvm.icmp "slt" %535, %43 : i32
      llvm.cond_br %536, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %537 = llvm.mul %535, %23 : i32
      %538 = llvm.getelementptr %511[%537] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %539 = llvm.mul %535, %60 : i32
      %540 = llvm.getelementptr %67[%539] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %541 = nvvm.ldmatrix %538 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %542 = llvm.extractvalue %541[0] : !llvm_struct_a37b2a
      %543 = llvm.extractvalue %541[1] : !llvm_struct_a37b2a
      %544 = llvm.extractvalue %541[2] : !llvm_struct_a37b2a
      %545 = llvm.extractvalue %541[3] : !llvm_struct_a37b2a
      %546 = llvm.insertelement %542, %5[%4 : i64] : vector<4xi32>
      %547 = llvm.insertelement %543, %546[%3 : i64] : vector<4xi32>
      %548 = llvm.insertelement %544, %547[%2 : i64] : vector<4xi32>
      %549 = llvm.insertelement %545, %548[%1 : i64] : vector<4xi32>
      %550 = llvm.extractelement %549[%51 : i32] : vector<4xi32>
      llvm.store %550, %540 : i32, !llvm.ptr
      %551 = llvm.extractelement %549[%62 : i32] : vector<4xi32>
      %552 = llvm.getelementptr %540[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %551, %552 : i32, !llvm.ptr
      %553 = llvm.extractelement %549[%52 : i32] : vector<4xi32>
      %554 = llvm.getelementptr %540[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %553, %554 : i32, !llvm.ptr
      %555 = llvm.extractelement %549[%53 : i32] : vector<4xi32>
      %556 = llvm.getelementptr %540[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %555, %556 : i32, !llvm.ptr
      %557 = llvm.add %535, %62 : i32
      llvm.br ^bb16(%557 : i32)
    ^bb18:  // pred: ^bb16
      %558 = llvm.getelementptr %68[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %559 = llvm.getelementptr %67[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %560 = llvm.getelementptr %68[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %561 = llvm.getelementptr %67[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %562 = llvm.getelementptr %68[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %563 = llvm.getelementptr %67[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb19(%51, %52, %51 : i32, i32, i32)
    ^bb19(%564: i32, %565: i32, %566: i32):  // 2 preds: ^bb18, ^bb76
      %567 = llvm.icmp "slt" %564, %53 : i32
      llvm.cond_br %567, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %568 = llvm.mul %566, %22 : i32
      %569 = llvm.add %481, %568 : i32
      %570 = llvm.getelementptr %489[%569] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb21(%51 : i32)
    ^bb21(%571: i32):  // 2 preds: ^bb20, ^bb22
      %572 = llvm.icmp "slt" %571, %43 : i32
      llvm.cond_br %572, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %573 = llvm.mul %571, %23 : i32
      %574 = llvm.getelementptr %570[%573] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %575 = llvm.mul %571, %60 : i32
      %576 = llvm.getelementptr %558[%575] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %577 = nvvm.ldmatrix %574 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %578 = llvm.extractvalue %577[0] : !llvm_struct_a37b2a
      %579 = llvm.extractvalue %577[1] : !llvm_struct_a37b2a
      %580 = llvm.extractvalue %577[2] : !llvm_struct_a37b2a
      %581 = llvm.extractvalue %577[3] : !llvm_struct_a37b2a
      %582 = llvm.insertelement %578, %5[%4 : i64] : vector<4xi32>
      %583 = llvm.insertelement %579, %582[%3 : i64] : vector<4xi32>
      %584 = llvm.insertelement %580, %583[%2 : i64] : vector<4xi32>
      %585 = llvm.insertelement %581, %584[%1 : i64] : vector<4xi32>
      %586 = llvm.extractelement %585[%51 : i32] : vector<4xi32>
      llvm.store %586, %576 : i32, !llvm.ptr
      %587 = llvm.extractelement %585[%62 : i32] : vector<4xi32>
      %588 = llvm.getelementptr %576[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %587, %588 : i32, !llvm.ptr
      %589 = llvm.extractelement %585[%52 : i32] : vector<4xi32>
      %590 = llvm.getelementptr %576[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %589, %590 : i32, !llvm.ptr
      %591 = llvm.extractelement %585[%53 : i32] : vector<4xi32>
      %592 = llvm.getelementptr %576[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %591, %592 : i32, !llvm.ptr
      %593 = llvm.add %571, %62 : i32
      llvm.br ^bb21(%593 : i32)
    ^bb23:  // pred: ^bb21
      %594 = llvm.add %503, %568 : i32
      %595 = llvm.getelementptr %511[%594] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb24(%51 : i32)
    ^bb24(%596: i32):  // 2 preds: ^bb23, ^bb25
      %597 = llvm.icmp "slt" %596, %43 : i32
      llvm.cond_br %597, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %598 = llvm.mul %596, %23 : i32
      %599 = llvm.getelementptr %595[%598] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %600 = llvm.mul %596, %60 : i32
      %601 = llvm.getelementptr %559[%600] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %602 = nvvm.ldmatrix %599 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %603 = llvm.extractvalue %602[0] : !llvm_struct_a37b2a
      %604 = llvm.extractvalue %602[1] : !llvm_struct_a37b2a
      %605 = llvm.extractvalue %602[2] : !llvm_struct_a37b2a
      %606 = llvm.extractvalue %602[3] : !llvm_struct_a37b2a
      %607 = llvm.insertelement %603, %5[%4 : i64] : vector<4xi32>
      %608 = llvm.insertelement %604, %607[%3 : i64] : vector<4xi32>
      %609 = llvm.insertelement %605, %608[%2 : i64] : vector<4xi32>
      %610 = llvm.insertelement %606, %609[%1 : i64] : vector<4xi32>
      %611 = llvm.extractelement %610[%51 : i32] : vector<4xi32>
      llvm.store %611, %601 : i32, !llvm.ptr
      %612 = llvm.extractelement %610[%62 : i32] : vector<4xi32>
      %613 = llvm.getelementptr %601[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %612, %613 : i32, !llvm.ptr
      %614 = llvm.extractelement %610[%52 : i32] : vector<4xi32>
      %615 = llvm.getelementptr %601[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %614, %615 : i32, !llvm.ptr
      %616 = llvm.extractelement %610[%53 : i32] : vector<4xi32>
      %617 = llvm.getelementptr %601[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %616, %617 : i32, !llvm.ptr
      %618 = llvm.add %596, %62 : i32
      llvm.br ^bb24(%618 : i32)
    ^bb26:  // pred: ^bb24
      %619 = llvm.add %564, %52 : i32
      %620 = llvm.icmp "slt" %619, %53 : i32
      llvm.cond_br %620, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %621 = llvm.mul %619, %38 : i32
      %622 = llvm.getelementptr %133[%621] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %623 = llvm.mul %565, %22 : i32
      %624 = llvm.getelementptr %143[%623] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb28(%51 : i32)
    ^bb28(%625: i32):  // 2 preds: ^bb27, ^bb29
      %626 = llvm.icmp "slt" %625, %60 : i32
      llvm.cond_br %626, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %627 = llvm.srem %625, %60 : i32
      %628 = llvm.mul %627, %20 : i32
      %629 = llvm.getelementptr %622[%628] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %630 = llvm.mul %627, %47 : i32
      %631 = llvm.getelementptr %624[%630] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %632 = llvm.getelementptr %72[%627] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %633 = llvm.load %632 : !llvm.ptr -> i8
      %634 = llvm.trunc %633 : i8 to i1
      %635 = llvm.select %634, %46, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %631, %629, %46, %635 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %636 = llvm.add %625, %62 : i32
      llvm.br ^bb28(%636 : i32)
    ^bb30:  // pred: ^bb28
      %637 = llvm.getelementptr %146[%621] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %638 = llvm.getelementptr %147[%623] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb31(%51 : i32)
    ^bb31(%639: i32):  // 2 preds: ^bb30, ^bb32
      %640 = llvm.icmp "slt" %639, %60 : i32
      llvm.cond_br %640, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %641 = llvm.srem %639, %60 : i32
      %642 = llvm.mul %641, %20 : i32
      %643 = llvm.getelementptr %637[%642] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %644 = llvm.mul %641, %47 : i32
      %645 = llvm.getelementptr %638[%644] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %646 = llvm.getelementptr %71[%641] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %647 = llvm.load %646 : !llvm.ptr -> i8
      %648 = llvm.trunc %647 : i8 to i1
      %649 = llvm.select %648, %46, %51 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %645, %643, %46, %649 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %650 = llvm.add %639, %62 : i32
      llvm.br ^bb31(%650 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      llvm.br ^bb35(%51 : i32)
    ^bb35(%651: i32):  // 2 preds: ^bb34, ^bb39
      %652 = llvm.icmp "slt" %651, %43 : i32
      llvm.cond_br %652, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %653 = llvm.mul %651, %60 : i32
      %654 = llvm.getelementptr %68[%653] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %655 = llvm.getelementptr %654[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %656 = llvm.getelementptr %654[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %657 = llvm.getelementptr %654[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb37(%51 : i32)
    ^bb37(%658: i32):  // 2 preds: ^bb36, ^bb38
      %659 = llvm.icmp "slt" %658, %60 : i32
      llvm.cond_br %659, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %660 = llvm.mul %658, %43 : i32
      %661 = llvm.getelementptr %67[%660] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %662 = llvm.mul %651, %43 : i32
      %663 = llvm.mul %658, %46 : i32
      %664 = llvm.add %662, %663 : i32
      %665 = llvm.getelementptr %66[%664] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %666 = llvm.load %654 : !llvm.ptr -> i32
      %667 = llvm.load %655 : !llvm.ptr -> i32
      %668 = llvm.load %656 : !llvm.ptr -> i32
      %669 = llvm.load %657 : !llvm.ptr -> i32
      %670 = llvm.load %661 : !llvm.ptr -> i32
      %671 = llvm.getelementptr %661[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %672 = llvm.load %671 : !llvm.ptr -> i32
      %673 = llvm.load %665 : !llvm.ptr -> f32
      %674 = llvm.getelementptr %665[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %675 = llvm.load %674 : !llvm.ptr -> f32
      %676 = llvm.getelementptr %665[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %677 = llvm.load %676 : !llvm.ptr -> f32
      %678 = llvm.getelementptr %665[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %679 = llvm.load %678 : !llvm.ptr -> f32
      %680 = nvvm.mma.sync A[%666, %667, %668, %669]  B[%670, %672]  C[%673, %675, %677, %679]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %681 = llvm.extractvalue %680[0] : !llvm_struct_687153
      %682 = llvm.extractvalue %680[1] : !llvm_struct_687153
      %683 = llvm.extractvalue %680[2] : !llvm_struct_687153
      %684 = llvm.extractvalue %680[3] : !llvm_struct_687153
      llvm.store %681, %665 : f32, !llvm.ptr
      llvm.store %682, %674 : f32, !llvm.ptr
      llvm.store %683, %676 : f32, !llvm.ptr
      llvm.store %684, %678 : f32, !llvm.ptr
      %685 = llvm.add %658, %62 : i32
      llvm.br ^bb37(%685 : i32)
    ^bb39:  // pred: ^bb37
      %686 = llvm.add %651, %62 : i32
      llvm.br ^bb35(%686 : i32)
    ^bb40:  // pred: ^bb35
      %687 = llvm.add %484, %568 : i32
      %688 = llvm.getelementptr %489[%687] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb41(%51 : i32)
    ^bb41(%689: i32):  // 2 preds: ^bb40, ^bb42
      %690 = llvm.icmp "slt" %689, %43 : i32
      llvm.cond_br %690, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %691 = llvm.mul %689, %23 : i32
      %692 = llvm.getelementptr %688[%691] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %693 = llvm.mul %689, %60 : i32
      %694 = llvm.getelementptr %560[%693] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %695 = nvvm.ldmatrix %692 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %696 = llvm.extractvalue %695[0] : !llvm_struct_a37b2a
      %697 = llvm.extractvalue %695[1] : !llvm_struct_a37b2a
      %698 = llvm.extractvalue %695[2] : !llvm_struct_a37b2a
      %699 = llvm.extractvalue %695[3] : !llvm_struct_a37b2a
      %700 = llvm.insertelement %696, %5[%4 : i64] : vector<4xi32>
      %701 = llvm.insertelement %697, %700[%3 : i64] : vector<4xi32>
      %702 = llvm.insertelement %698, %701[%2 : i64] : vector<4xi32>
      %703 = llvm.insertelement %699, %702[%1 : i64] : vector<4xi32>
      %704 = llvm.extractelement %703[%51 : i32] : vector<4xi32>
      llvm.store %704, %694 : i32, !llvm.ptr
      %705 = llvm.extractelement %703[%62 : i32] : vector<4xi32>
      %706 = llvm.getelementptr %694[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %705, %706 : i32, !llvm.ptr
      %707 = llvm.extractelement %703[%52 : i32] : vector<4xi32>
      %708 = llvm.getelementptr %694[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %707, %708 : i32, !llvm.ptr
      %709 = llvm.extractelement %703[%53 : i32] : vector<4xi32>
      %710 = llvm.getelementptr %694[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %709, %710 : i32, !llvm.ptr
      %711 = llvm.add %689, %62 : i32
      llvm.br ^bb41(%711 : i32)
    ^bb43:  // pred: ^bb41
      %712 = llvm.add %506, %568 : i32
      %713 = llvm.getelementptr %511[%712] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb44(%51 : i32)
    ^bb44(%714: i32):  // 2 preds: ^bb43, ^bb45
      %715 = llvm.icmp "slt" %714, %43 : i32
      llvm.cond_br %715, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %716 = llvm.mul %714, %23 : i32
      %717 = llvm.getelementptr %713[%716] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %718 = llvm.mul %714, %60 : i32
      %719 = llvm.getelementptr %561[%718] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %720 = nvvm.ldmatrix %717 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %721 = llvm.extractvalue %720[0] : !llvm_struct_a37b2a
      %722 = llvm.extractvalue %720[1] : !llvm_struct_a37b2a
      %723 = llvm.extractvalue %720[2] : !llvm_struct_a37b2a
      %724 = llvm.extractvalue %720[3] : !llvm_struct_a37b2a
      %725 = llvm.insertelement %721, %5[%4 : i64] : vector<4xi32>
      %726 = llvm.insertelement %722, %725[%3 : i64] : vector<4xi32>
      %727 = llvm.insertelement %723, %726[%2 : i64] : vector<4xi32>
      %728 = llvm.insertelement %724, %727[%1 : i64] : vector<4xi32>
      %729 = llvm.extractelement %728[%51 : i32] : vector<4xi32>
      llvm.store %729, %719 : i32, !llvm.ptr
      %730 = llvm.extractelement %728[%62 : i32] : vector<4xi32>
      %731 = llvm.getelementptr %719[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %730, %731 : i32, !llvm.ptr
      %732 = llvm.extractelement %728[%52 : i32] : vector<4xi32>
      %733 = llvm.getelementptr %719[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %732, %733 : i32, !llvm.ptr
      %734 = llvm.extractelement %728[%53 : i32] : vector<4xi32>
      %735 = llvm.getelementptr %719[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %734, %735 : i32, !llvm.ptr
      %736 = llvm.add %714, %62 : i32
      llvm.br ^bb44(%736 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%51 : i32)
    ^bb47(%737: i32):  // 2 preds: ^bb46, ^bb51
      %738 = llvm.icmp "slt" %737, %43 : i32
      llvm.cond_br %738, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %739 = llvm.mul %737, %60 : i32
      %740 = llvm.getelementptr %558[%739] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %741 = llvm.getelementptr %740[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %742 = llvm.getelementptr %740[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %743 = llvm.getelementptr %740[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb49(%51 : i32)
    ^bb49(%744: i32):  // 2 preds: ^bb48, ^bb50
      %745 = llvm.icmp "slt" %744, %60 : i32
      llvm.cond_br %745, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %746 = llvm.mul %744, %43 : i32
      %747 = llvm.getelementptr %559[%746] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %748 = llvm.mul %737, %43 : i32
      %749 = llvm.mul %744, %46 : i32
      %750 = llvm.add %748, %749 : i32
      %751 = llvm.getelementptr %66[%750] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %752 = llvm.load %740 : !llvm.ptr -> i32
      %753 = llvm.load %741 : !llvm.ptr -> i32
      %754 = llvm.load %742 : !llvm.ptr -> i32
      %755 = llvm.load %743 : !llvm.ptr -> i32
      %756 = llvm.load %747 : !llvm.ptr -> i32
      %757 = llvm.getelementptr %747[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %758 = llvm.load %757 : !llvm.ptr -> i32
      %759 = llvm.load %751 : !llvm.ptr -> f32
      %760 = llvm.getelementptr %751[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %761 = llvm.load %760 : !llvm.ptr -> f32
      %762 = llvm.getelementptr %751[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %763 = llvm.load %762 : !llvm.ptr -> f32
      %764 = llvm.getelementptr %751[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %765 = llvm.load %764 : !llvm.ptr -> f32
      %766 = nvvm.mma.sync A[%752, %753, %754, %755]  B[%756, %758]  C[%759, %761, %763, %765]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %767 = llvm.extractvalue %766[0] : !llvm_struct_687153
      %768 = llvm.extractvalue %766[1] : !llvm_struct_687153
      %769 = llvm.extractvalue %766[2] : !llvm_struct_687153
      %770 = llvm.extractvalue %766[3] : !llvm_struct_687153
      llvm.store %767, %751 : f32, !llvm.ptr
      llvm.store %768, %760 : f32, !llvm.ptr
      llvm.store %769, %762 : f32, !llvm.ptr
      llvm.store %770, %764 : f32, !llvm.ptr
      %771 = llvm.add %744, %62 : i32
      llvm.br ^bb49(%771 : i32)
    ^bb51:  // pred: ^bb49
      %772 = llvm.add %737, %62 : i32
      llvm.br ^bb47(%772 : i32)
    ^bb52:  // pred: ^bb47
      %773 = llvm.add %481, %484 : i32
      %774 = llvm.add %773, %568 : i32
      %775 = llvm.getelementptr %489[%774] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb53(%51 : i32)
    ^bb53(%776: i32):  // 2 preds: ^bb52, ^bb54
      %777 = llvm.icmp "slt" %776, %43 : i32
      llvm.cond_br %777, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %778 = llvm.mul %776, %23 : i32
      %779 = llvm.getelementptr %775[%778] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %780 = llvm.mul %776, %60 : i32
      %781 = llvm.getelementptr %562[%780] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %782 = nvvm.ldmatrix %779 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %783 = llvm.extractvalue %782[0] : !llvm_struct_a37b2a
      %784 = llvm.extractvalue %782[1] : !llvm_struct_a37b2a
      %785 = llvm.extractvalue %782[2] : !llvm_struct_a37b2a
      %786 = llvm.extractvalue %782[3] : !llvm_struct_a37b2a
      %787 = llvm.insertelement %783, %5[%4 : i64] : vector<4xi32>
      %788 = llvm.insertelement %784, %787[%3 : i64] : vector<4xi32>
      %789 = llvm.insertelement %785, %788[%2 : i64] : vector<4xi32>
      %790 = llvm.insertelement %786, %789[%1 : i64] : vector<4xi32>
      %791 = llvm.extractelement %790[%51 : i32] : vector<4xi32>
      llvm.store %791, %781 : i32, !llvm.ptr
      %792 = llvm.extractelement %790[%62 : i32] : vector<4xi32>
      %793 = llvm.getelementptr %781[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %792, %793 : i32, !llvm.ptr
      %794 = llvm.extractelement %790[%52 : i32] : vector<4xi32>
      %795 = llvm.getelementptr %781[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %794, %795 : i32, !llvm.ptr
      %796 = llvm.extractelement %790[%53 : i32] : vector<4xi32>
      %797 = llvm.getelementptr %781[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %796, %797 : i32, !llvm.ptr
      %798 = llvm.add %776, %62 : i32
      llvm.br ^bb53(%798 : i32)
    ^bb55:  // pred: ^bb53
      %799 = llvm.add %503, %506 : i32
      %800 = llvm.add %799, %568 : i32
      %801 = llvm.getelementptr %511[%800] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb56(%51 : i32)
    ^bb56(%802: i32):  // 2 preds: ^bb55, ^bb57
      %803 = llvm.icmp "slt" %802, %43 : i32
      llvm.cond_br %803, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %804 = llvm.mul %802, %23 : i32
      %805 = llvm.getelementptr %801[%804] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %806 = llvm.mul %802, %60 : i32
      %807 = llvm.getelementptr %563[%806] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %808 = nvvm.ldmatrix %805 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %809 = llvm.extractvalue %808[0] : !llvm_struct_a37b2a
      %810 = llvm.extractvalue %808[1] : !llvm_struct_a37b2a
      %811 = llvm.extractvalue %808[2] : !llvm_struct_a37b2a
      %812 = llvm.extractvalue %808[3] : !llvm_struct_a37b2a
      %813 = llvm.insertelement %809, %5[%4 : i64] : vector<4xi32>
      %814 = llvm.insertelement %810, %813[%3 : i64] : vector<4xi32>
      %815 = llvm.insertelement %811, %814[%2 : i64] : vector<4xi32>
      %816 = llvm.insertelement %812, %815[%1 : i64] : vector<4xi32>
      %817 = llvm.extractelement %816[%51 : i32] : vector<4xi32>
      llvm.store %817, %807 : i32, !llvm.ptr
      %818 = llvm.extractelement %816[%62 : i32] : vector<4xi32>
      %819 = llvm.getelementptr %807[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %818, %819 : i32, !llvm.ptr
      %820 = llvm.extractelement %816[%52 : i32] : vector<4xi32>
      %821 = llvm.getelementptr %807[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %820, %821 : i32, !llvm.ptr
      %822 = llvm.extractelement %816[%53 : i32] : vector<4xi32>
      %823 = llvm.getelementptr %807[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %822, %823 : i32, !llvm.ptr
      %824 = llvm.add %802, %62 : i32
      llvm.br ^bb56(%824 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%51 : i32)
    ^bb59(%825: i32):  // 2 preds: ^bb58, ^bb63
      %826 = llvm.icmp "slt" %825, %43 : i32
      llvm.cond_br %826, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %827 = llvm.mul %825, %60 : i32
      %828 = llvm.getelementptr %560[%827] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %829 = llvm.getelementptr %828[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %830 = llvm.getelementptr %828[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %831 = llvm.getelementptr %828[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb61(%51 : i32)
    ^bb61(%832: i32):  // 2 preds: ^bb60, ^bb62
      %833 = llvm.icmp "slt" %832, %60 : i32
      llvm.cond_br %833, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %834 = llvm.mul %832, %43 : i32
      %835 = llvm.getelementptr %561[%834] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %836 = llvm.mul %825, %43 : i32
      %837 = llvm.mul %832, %46 : i32
      %838 = llvm.add %836, %837 : i32
      %839 = llvm.getelementptr %66[%838] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %840 = llvm.load %828 : !llvm.ptr -> i32
      %841 = llvm.load %829 : !llvm.ptr -> i32
      %842 = llvm.load %830 : !llvm.ptr -> i32
      %843 = llvm.load %831 : !llvm.ptr -> i32
      %844 = llvm.load %835 : !llvm.ptr -> i32
      %845 = llvm.getelementptr %835[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %846 = llvm.load %845 : !llvm.ptr -> i32
      %847 = llvm.load %839 : !llvm.ptr -> f32
      %848 = llvm.getelementptr %839[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %849 = llvm.load %848 : !llvm.ptr -> f32
      %850 = llvm.getelementptr %839[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %851 = llvm.load %850 : !llvm.ptr -> f32
      %852 = llvm.getelementptr %839[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %853 = llvm.load %852 : !llvm.ptr -> f32
      %854 = nvvm.mma.sync A[%840, %841, %842, %843]  B[%844, %846]  C[%847, %849, %851, %853]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %855 = llvm.extractvalue %854[0] : !llvm_struct_687153
      %856 = llvm.extractvalue %854[1] : !llvm_struct_687153
      %857 = llvm.extractvalue %854[2] : !llvm_struct_687153
      %858 = llvm.extractvalue %854[3] : !llvm_struct_687153
      llvm.store %855, %839 : f32, !llvm.ptr
      llvm.store %856, %848 : f32, !llvm.ptr
      llvm.store %857, %850 : f32, !llvm.ptr
      llvm.store %858, %852 : f32, !llvm.ptr
      %859 = llvm.add %832, %62 : i32
      llvm.br ^bb61(%859 : i32)
    ^bb63:  // pred: ^bb61
      %860 = llvm.add %825, %62 : i32
      llvm.br ^bb59(%860 : i32)
    ^bb64:  // pred: ^bb59
      %861 = llvm.add %566, %62 : i32
      %862 = llvm.icmp "eq" %861, %53 : i32
      %863 = llvm.select %862, %51, %861 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %864 = llvm.mul %863, %22 : i32
      %865 = llvm.getelementptr %489[%864] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb65(%51 : i32)
    ^bb65(%866: i32):  // 2 preds: ^bb64, ^bb66
      %867 = llvm.icmp "slt" %866, %43 : i32
      llvm.cond_br %867, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %868 = llvm.mul %866, %23 : i32
      %869 = llvm.getelementptr %865[%868] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %870 = llvm.mul %866, %60 : i32
      %871 = llvm.getelementptr %68[%870] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %872 = nvvm.ldmatrix %869 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %873 = llvm.extractvalue %872[0] : !llvm_struct_a37b2a
      %874 = llvm.extractvalue %872[1] : !llvm_struct_a37b2a
      %875 = llvm.extractvalue %872[2] : !llvm_struct_a37b2a
      %876 = llvm.extractvalue %872[3] : !llvm_struct_a37b2a
      %877 = llvm.insertelement %873, %5[%4 : i64] : vector<4xi32>
      %878 = llvm.insertelement %874, %877[%3 : i64] : vector<4xi32>
      %879 = llvm.insertelement %875, %878[%2 : i64] : vector<4xi32>
      %880 = llvm.insertelement %876, %879[%1 : i64] : vector<4xi32>
      %881 = llvm.extractelement %880[%51 : i32] : vector<4xi32>
      llvm.store %881, %871 : i32, !llvm.ptr
      %882 = llvm.extractelement %880[%62 : i32] : vector<4xi32>
      %883 = llvm.getelementptr %871[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %882, %883 : i32, !llvm.ptr
      %884 = llvm.extractelement %880[%52 : i32] : vector<4xi32>
      %885 = llvm.getelementptr %871[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %884, %885 : i32, !llvm.ptr
      %886 = llvm.extractelement %880[%53 : i32] : vector<4xi32>
      %887 = llvm.getelementptr %871[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %886, %887 : i32, !llvm.ptr
      %888 = llvm.add %866, %62 : i32
      llvm.br ^bb65(%888 : i32)
    ^bb67:  // pred: ^bb65
      %889 = llvm.getelementptr %511[%864] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb68(%51 : i32)
    ^bb68(%890: i32):  // 2 preds: ^bb67, ^bb69
      %891 = llvm.icmp "slt" %890, %43 : i32
      llvm.cond_br %891, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %892 = llvm.mul %890, %23 : i32
      %893 = llvm.getelementptr %889[%892] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %894 = llvm.mul %890, %60 : i32
      %895 = llvm.getelementptr %67[%894] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %896 = nvvm.ldmatrix %893 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %897 = llvm.extractvalue %896[0] : !llvm_struct_a37b2a
      %898 = llvm.extractvalue %896[1] : !llvm_struct_a37b2a
      %899 = llvm.extractvalue %896[2] : !llvm_struct_a37b2a
      %900 = llvm.extractvalue %896[3] : !llvm_struct_a37b2a
      %901 = llvm.insertelement %897, %5[%4 : i64] : vector<4xi32>
      %902 = llvm.insertelement %898, %901[%3 : i64] : vector<4xi32>
      %903 = llvm.insertelement %899, %902[%2 : i64] : vector<4xi32>
      %904 = llvm.insertelement %900, %903[%1 : i64] : vector<4xi32>
      %905 = llvm.extractelement %904[%51 : i32] : vector<4xi32>
      llvm.store %905, %895 : i32, !llvm.ptr
      %906 = llvm.extractelement %904[%62 : i32] : vector<4xi32>
      %907 = llvm.getelementptr %895[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %906, %907 : i32, !llvm.ptr
      %908 = llvm.extractelement %904[%52 : i32] : vector<4xi32>
      %909 = llvm.getelementptr %895[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %908, %909 : i32, !llvm.ptr
      %910 = llvm.extractelement %904[%53 : i32] : vector<4xi32>
      %911 = llvm.getelementptr %895[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %910, %911 : i32, !llvm.ptr
      %912 = llvm.add %890, %62 : i32
      llvm.br ^bb68(%912 : i32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%51 : i32)
    ^bb71(%913: i32):  // 2 preds: ^bb70, ^bb75
      %914 = llvm.icmp "slt" %913, %43 : i32
      llvm.cond_br %914, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %915 = llvm.mul %913, %60 : i32
      %916 = llvm.getelementptr %562[%915] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %917 = llvm.getelementptr %916[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %918 = llvm.getelementptr %916[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %919 = llvm.getelementptr %916[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb73(%51 : i32)
    ^bb73(%920: i32):  // 2 preds: ^bb72, ^bb74
      %921 = llvm.icmp "slt" %920, %60 : i32
      llvm.cond_br %921, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %922 = llvm.mul %920, %43 : i32
      %923 = llvm.getelementptr %563[%922] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %924 = llvm.mul %913, %43 : i32
      %925 = llvm.mul %920, %46 : i32
      %926 = llvm.add %924, %925 : i32
      %927 = llvm.getelementptr %66[%926] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %928 = llvm.load %916 : !llvm.ptr -> i32
      %929 = llvm.load %917 : !llvm.ptr -> i32
      %930 = llvm.load %918 : !llvm.ptr -> i32
      %931 = llvm.load %919 : !llvm.ptr -> i32
      %932 = llvm.load %923 : !llvm.ptr -> i32
      %933 = llvm.getelementptr %923[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %934 = llvm.load %933 : !llvm.ptr -> i32
      %935 = llvm.load %927 : !llvm.ptr -> f32
      %936 = llvm.getelementptr %927[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %937 = llvm.load %936 : !llvm.ptr -> f32
      %938 = llvm.getelementptr %927[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %939 = llvm.load %938 : !llvm.ptr -> f32
      %940 = llvm.getelementptr %927[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %941 = llvm.load %940 : !llvm.ptr -> f32
      %942 = nvvm.mma.sync A[%928, %929, %930, %931]  B[%932, %934]  C[%935, %937, %939, %941]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %943 = llvm.extractvalue %942[0] : !llvm_struct_687153
      %944 = llvm.extractvalue %942[1] : !llvm_struct_687153
      %945 = llvm.extractvalue %942[2] : !llvm_struct_687153
      %946 = llvm.extractvalue %942[3] : !llvm_struct_687153
      llvm.store %943, %927 : f32, !llvm.ptr
      llvm.store %944, %936 : f32, !llvm.ptr
      llvm.store %945, %938 : f32, !llvm.ptr
      llvm.store %946, %940 : f32, !llvm.ptr
      %947 = llvm.add %920, %62 : i32
      llvm.br ^bb73(%947 : i32)
    ^bb75:  // pred: ^bb73
      %948 = llvm.add %913, %62 : i32
      llvm.br ^bb71(%948 : i32)
    ^bb76:  // pred: ^bb71
      %949 = llvm.add %564, %62 : i32
      llvm.br ^bb19(%949, %566, %863 : i32, i32, i32)
    ^bb77:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %950 = llvm.mul %92, %19 : i32
      %951 = llvm.add %950, %113 : i32
      %952 = llvm.getelementptr %73[%951] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %953 = llvm.mul %456, %54 : i32
      %954 = llvm.add %458, %953 : i32
      %955 = llvm.mul %454, %55 : i32
      %956 = llvm.add %955, %462 : i32
      %957 = llvm.add %954, %956 : i32
      %958 = llvm.getelementptr %952[%957] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %959 = llvm.getelementptr %73[1179648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %960 = llvm.getelementptr %959[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %961 = llvm.icmp "sgt" %76, %51 : i32
      llvm.cond_br %961, ^bb78, ^bb86
    ^bb78:  // pred: ^bb77
      %962 = llvm.icmp "eq" %74, %51 : i32
      llvm.cond_br %962, ^bb79, ^bb82
    ^bb79:  // 2 preds: ^bb78, ^bb80
      %963 = nvvm.load.ext %960 {order = #nvvm.mem_order<acquire>, scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<1> -> i32
      llvm.br ^bb80
    ^bb80:  // pred: ^bb79
      %964 = llvm.icmp "ne" %963, %76 : i32
      llvm.cond_br %964, ^bb79, ^bb81
    ^bb81:  // pred: ^bb80
      llvm.br ^bb82
    ^bb82:  // 2 preds: ^bb78, ^bb81
      nvvm.barrier
      llvm.br ^bb83(%51 : i32)
    ^bb83(%965: i32):  // 2 preds: ^bb82, ^bb84
      %966 = llvm.icmp "slt" %965, %38 : i32
      llvm.cond_br %966, ^bb84, ^bb85 {llvm.loop_annotation = #loop_annotation}
    ^bb84:  // pred: ^bb83
      %967 = llvm.sdiv %965, %52 : i32
      %968 = llvm.srem %965, %52 : i32
      %969 = llvm.mul %968, %21 : i32
      %970 = llvm.sdiv %967, %43 : i32
      %971 = llvm.srem %967, %43 : i32
      %972 = llvm.mul %971, %18 : i32
      %973 = llvm.add %969, %972 : i32
      %974 = llvm.mul %970, %46 : i32
      %975 = llvm.add %973, %974 : i32
      %976 = llvm.getelementptr %958[%975] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %977 = llvm.mul %965, %52 : i32
      %978 = llvm.getelementptr %65[%977] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %979 = llvm.load %976 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
      llvm.store %979, %978 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr
      %980 = llvm.add %965, %62 : i32
      llvm.br ^bb83(%980 : i32)
    ^bb85:  // pred: ^bb83
      %981 = llvm.load %65 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      %982 = llvm.load %66 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %983 = llvm.fadd %981, %982 : vector<128xf32>
      llvm.store %983, %66 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb77, ^bb85
      %984 = llvm.icmp "slt" %76, %53 : i32
      llvm.cond_br %984, ^bb87, ^bb93
    ^bb87:  // pred: ^bb86
      llvm.br ^bb88(%51 : i32)
    ^bb88(%985: i32):  // 2 preds: ^bb87, ^bb89
      %986 = llvm.icmp "slt" %985, %38 : i32
      llvm.cond_br %986, ^bb89, ^bb90 {llvm.loop_annotation = #loop_annotation}
    ^bb89:  // pred: ^bb88
      %987 = llvm.mul %985, %52 : i32
      %988 = llvm.getelementptr %66[%987] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %989 = llvm.sdiv %985, %52 : i32
      %990 = llvm.srem %985, %52 : i32
      %991 = llvm.mul %990, %21 : i32
      %992 = llvm.sdiv %989, %43 : i32
      %993 = llvm.srem %989, %43 : i32
      %994 = llvm.mul %993, %18 : i32
      %995 = llvm.add %991, %994 : i32
      %996 = llvm.mul %992, %46 : i32
      %997 = llvm.add %995, %996 : i32
      %998 = llvm.getelementptr %958[%997] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %999 = llvm.load %988 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %999, %998 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %1000 = llvm.add %985, %62 : i32
      llvm.br ^bb88(%1000 : i32)
    ^bb90:  // pred: ^bb88
      nvvm.barrier
      %1001 = llvm.icmp "eq" %74, %51 : i32
      llvm.cond_br %1001, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      nvvm.fence.acq_rel.gpu
      %1002 = llvm.add %76, %62 : i32
      nvvm.store.ext %1002, %960 {order = #nvvm.mem_order<release>, scope = #nvvm.mem_scope<gpu>} : i32, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 4 preds: ^bb90, ^bb91, ^bb354, ^bb355
      llvm.br ^bb356
    ^bb93:  // pred: ^bb86
      %1003 = llvm.mul %454, %46 : i32
      %1004 = llvm.add %456, %1003 : i32
      %1005 = llvm.add %458, %462 : i32
      %1006 = llvm.add %116, %1004 : i32
      %1007 = llvm.add %113, %1005 : i32
      %1008 = llvm.load %66 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %1009 = llvm.icmp "slt" %1007, %56 : i32
      %1010 = llvm.select %1009, %1007, %56 : i1, i32
      %1011 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %1012 = llvm.getelementptr %1011[%1010] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1013 = llvm.ptrtoint %1012 : !llvm.ptr<1> to i64
      %1014 = llvm.inttoptr %1013 : i64 to !llvm.ptr<1>
      %1015 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1016 = llvm.fpext %1015 : bf16 to f32
      %1017 = llvm.ptrtoint %63 : !llvm.ptr to i64
      %1018 = llvm.inttoptr %1017 : i64 to !llvm.ptr
      llvm.store %1016, %1018 {alignment = 32 : i64} : f32, !llvm.ptr
      %1019 = llvm.add %1007, %62 : i32
      %1020 = llvm.icmp "slt" %1019, %56 : i32
      %1021 = llvm.select %1020, %1019, %56 : i1, i32
      %1022 = llvm.getelementptr %1011[%1021] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1023 = llvm.ptrtoint %1022 : !llvm.ptr<1> to i64
      %1024 = llvm.inttoptr %1023 : i64 to !llvm.ptr<1>
      %1025 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1026 = llvm.fpext %1025 : bf16 to f32
      %1027 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %1028 = llvm.ptrtoint %1027 : !llvm.ptr to i64
      %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr
      llvm.store %1026, %1029 {alignment = 4 : i64} : f32, !llvm.ptr
      %1030 = llvm.add %1006, %60 : i32
      %1031 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1032 = llvm.fpext %1031 : bf16 to f32
      %1033 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %1034 = llvm.ptrtoint %1033 : !llvm.ptr to i64
      %1035 = llvm.inttoptr %1034 : i64 to !llvm.ptr
      llvm.store %1032, %1035 {alignment = 8 : i64} : f32, !llvm.ptr
      %1036 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1037 = llvm.fpext %1036 : bf16 to f32
      %1038 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %1039 = llvm.ptrtoint %1038 : !llvm.ptr to i64
      %1040 = llvm.inttoptr %1039 : i64 to !llvm.ptr
      llvm.store %1037, %1040 {alignment = 4 : i64} : f32, !llvm.ptr
      %1041 = llvm.add %1006, %42 : i32
      %1042 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1043 = llvm.fpext %1042 : bf16 to f32
      %1044 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %1045 = llvm.ptrtoint %1044 : !llvm.ptr to i64
      %1046 = llvm.inttoptr %1045 : i64 to !llvm.ptr
      llvm.store %1043, %1046 {alignment = 16 : i64} : f32, !llvm.ptr
      %1047 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1048 = llvm.fpext %1047 : bf16 to f32
      %1049 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %1050 = llvm.ptrtoint %1049 : !llvm.ptr to i64
      %1051 = llvm.inttoptr %1050 : i64 to !llvm.ptr
      llvm.store %1048, %1051 {alignment = 4 : i64} : f32, !llvm.ptr
      %1052 = llvm.add %1006, %17 : i32
      %1053 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1054 = llvm.fpext %1053 : bf16 to f32
      %1055 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %1056 = llvm.ptrtoint %1055 : !llvm.ptr to i64
      %1057 = llvm.inttoptr %1056 : i64 to !llvm.ptr
      llvm.store %1054, %1057 {alignment = 8 : i64} : f32, !llvm.ptr
      %1058 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1059 = llvm.fpext %1058 : bf16 to f32
      %1060 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %1061 = llvm.ptrtoint %1060 : !llvm.ptr to i64
      %1062 = llvm.inttoptr %1061 : i64 to !llvm.ptr
      llvm.store %1059, %1062 {alignment = 4 : i64} : f32, !llvm.ptr
      %1063 = llvm.add %1006, %38 : i32
      %1064 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1065 = llvm.fpext %1064 : bf16 to f32
      %1066 = llvm.getelementptr %63[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %1067 = llvm.ptrtoint %1066 : !llvm.ptr to i64
      %1068 = llvm.inttoptr %1067 : i64 to !llvm.ptr
      llvm.store %1065, %1068 {alignment = 32 : i64} : f32, !llvm.ptr
      %1069 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1070 = llvm.fpext %1069 : bf16 to f32
      %1071 = llvm.getelementptr %63[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %1072 = llvm.ptrtoint %1071 : !llvm.ptr to i64
      %1073 = llvm.inttoptr %1072 : i64 to !llvm.ptr
      llvm.store %1070, %1073 {alignment = 4 : i64} : f32, !llvm.ptr
      %1074 = llvm.add %1006, %35 : i32
      %1075 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1076 = llvm.fpext %1075 : bf16 to f32
      %1077 = llvm.getelementptr %63[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %1078 = llvm.ptrtoint %1077 : !llvm.ptr to i64
      %1079 = llvm.inttoptr %1078 : i64 to !llvm.ptr
      llvm.store %1076, %1079 {alignment = 8 : i64} : f32, !llvm.ptr
      %1080 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1081 = llvm.fpext %1080 : bf16 to f32
      %1082 = llvm.getelementptr %63[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %1083 = llvm.ptrtoint %1082 : !llvm.ptr to i64
      %1084 = llvm.inttoptr %1083 : i64 to !llvm.ptr
      llvm.store %1081, %1084 {alignment = 4 : i64} : f32, !llvm.ptr
      %1085 = llvm.add %1006, %25 : i32
      %1086 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1087 = llvm.fpext %1086 : bf16 to f32
      %1088 = llvm.getelementptr %63[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1089 = llvm.ptrtoint %1088 : !llvm.ptr to i64
      %1090 = llvm.inttoptr %1089 : i64 to !llvm.ptr
      llvm.store %1087, %1090 {alignment = 16 : i64} : f32, !llvm.ptr
      %1091 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1092 = llvm.fpext %1091 : bf16 to f32
      %1093 = llvm.getelementptr %63[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1094 = llvm.ptrtoint %1093 : !llvm.ptr to i64
      %1095 = llvm.inttoptr %1094 : i64 to !llvm.ptr
      llvm.store %1092, %1095 {alignment = 4 : i64} : f32, !llvm.ptr
      %1096 = llvm.add %1006, %16 : i32
      %1097 = llvm.load %1014 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1098 = llvm.fpext %1097 : bf16 to f32
      %1099 = llvm.getelementptr %63[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1100 = llvm.ptrtoint %1099 : !llvm.ptr to i64
      %1101 = llvm.inttoptr %1100 : i64 to !llvm.ptr
      llvm.store %1098, %1101 {alignment = 8 : i64} : f32, !llvm.ptr
      %1102 = llvm.load %1024 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1103 = llvm.fpext %1102 : bf16 to f32
      %1104 = llvm.getelementptr %63[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1105 = llvm.ptrtoint %1104 : !llvm.ptr to i64
      %1106 = llvm.inttoptr %1105 : i64 to !llvm.ptr
      llvm.store %1103, %1106 {alignment = 4 : i64} : f32, !llvm.ptr
      %1107 = llvm.add %1007, %46 : i32
      %1108 = llvm.icmp "slt" %1107, %56 : i32
      %1109 = llvm.select %1108, %1107, %56 : i1, i32
      %1110 = llvm.getelementptr %1011[%1109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1111 = llvm.ptrtoint %1110 : !llvm.ptr<1> to i64
      %1112 = llvm.inttoptr %1111 : i64 to !llvm.ptr<1>
      %1113 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1114 = llvm.fpext %1113 : bf16 to f32
      %1115 = llvm.getelementptr %63[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1116 = llvm.ptrtoint %1115 : !llvm.ptr to i64
      %1117 = llvm.inttoptr %1116 : i64 to !llvm.ptr
      llvm.store %1114, %1117 {alignment = 32 : i64} : f32, !llvm.ptr
      %1118 = llvm.add %1007, %15 : i32
      %1119 = llvm.icmp "slt" %1118, %56 : i32
      %1120 = llvm.select %1119, %1118, %56 : i1, i32
      %1121 = llvm.getelementptr %1011[%1120] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1122 = llvm.ptrtoint %1121 : !llvm.ptr<1> to i64
      %1123 = llvm.inttoptr %1122 : i64 to !llvm.ptr<1>
      %1124 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1125 = llvm.fpext %1124 : bf16 to f32
      %1126 = llvm.getelementptr %63[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1127 = llvm.ptrtoint %1126 : !llvm.ptr to i64
      %1128 = llvm.inttoptr %1127 : i64 to !llvm.ptr
      llvm.store %1125, %1128 {alignment = 4 : i64} : f32, !llvm.ptr
      %1129 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1130 = llvm.fpext %1129 : bf16 to f32
      %1131 = llvm.getelementptr %63[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1132 = llvm.ptrtoint %1131 : !llvm.ptr to i64
      %1133 = llvm.inttoptr %1132 : i64 to !llvm.ptr
      llvm.store %1130, %1133 {alignment = 8 : i64} : f32, !llvm.ptr
      %1134 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1135 = llvm.fpext %1134 : bf16 to f32
      %1136 = llvm.getelementptr %63[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1137 = llvm.ptrtoint %1136 : !llvm.ptr to i64
      %1138 = llvm.inttoptr %1137 : i64 to !llvm.ptr
      llvm.store %1135, %1138 {alignment = 4 : i64} : f32, !llvm.ptr
      %1139 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1140 = llvm.fpext %1139 : bf16 to f32
      %1141 = llvm.getelementptr %63[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1142 = llvm.ptrtoint %1141 : !llvm.ptr to i64
      %1143 = llvm.inttoptr %1142 : i64 to !llvm.ptr
      llvm.store %1140, %1143 {alignment = 16 : i64} : f32, !llvm.ptr
      %1144 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1145 = llvm.fpext %1144 : bf16 to f32
      %1146 = llvm.getelementptr %63[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1147 = llvm.ptrtoint %1146 : !llvm.ptr to i64
      %1148 = llvm.inttoptr %1147 : i64 to !llvm.ptr
      llvm.store %1145, %1148 {alignment = 4 : i64} : f32, !llvm.ptr
      %1149 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1150 = llvm.fpext %1149 : bf16 to f32
      %1151 = llvm.getelementptr %63[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1152 = llvm.ptrtoint %1151 : !llvm.ptr to i64
      %1153 = llvm.inttoptr %1152 : i64 to !llvm.ptr
      llvm.store %1150, %1153 {alignment = 8 : i64} : f32, !llvm.ptr
      %1154 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1155 = llvm.fpext %1154 : bf16 to f32
      %1156 = llvm.getelementptr %63[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1157 = llvm.ptrtoint %1156 : !llvm.ptr to i64
      %1158 = llvm.inttoptr %1157 : i64 to !llvm.ptr
      llvm.store %1155, %1158 {alignment = 4 : i64} : f32, !llvm.ptr
      %1159 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1160 = llvm.fpext %1159 : bf16 to f32
      %1161 = llvm.getelementptr %63[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1162 = llvm.ptrtoint %1161 : !llvm.ptr to i64
      %1163 = llvm.inttoptr %1162 : i64 to !llvm.ptr
      llvm.store %1160, %1163 {alignment = 32 : i64} : f32, !llvm.ptr
      %1164 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1165 = llvm.fpext %1164 : bf16 to f32
      %1166 = llvm.getelementptr %63[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1167 = llvm.ptrtoint %1166 : !llvm.ptr to i64
      %1168 = llvm.inttoptr %1167 : i64 to !llvm.ptr
      llvm.store %1165, %1168 {alignment = 4 : i64} : f32, !llvm.ptr
      %1169 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1170 = llvm.fpext %1169 : bf16 to f32
      %1171 = llvm.getelementptr %63[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1172 = llvm.ptrtoint %1171 : !llvm.ptr to i64
      %1173 = llvm.inttoptr %1172 : i64 to !llvm.ptr
      llvm.store %1170, %1173 {alignment = 8 : i64} : f32, !llvm.ptr
      %1174 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1175 = llvm.fpext %1174 : bf16 to f32
      %1176 = llvm.getelementptr %63[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1177 = llvm.ptrtoint %1176 : !llvm.ptr to i64
      %1178 = llvm.inttoptr %1177 : i64 to !llvm.ptr
      llvm.store %1175, %1178 {alignment = 4 : i64} : f32, !llvm.ptr
      %1179 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1180 = llvm.fpext %1179 : bf16 to f32
      %1181 = llvm.getelementptr %63[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1182 = llvm.ptrtoint %1181 : !llvm.ptr to i64
      %1183 = llvm.inttoptr %1182 : i64 to !llvm.ptr
      llvm.store %1180, %1183 {alignment = 16 : i64} : f32, !llvm.ptr
      %1184 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1185 = llvm.fpext %1184 : bf16 to f32
      %1186 = llvm.getelementptr %63[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1187 = llvm.ptrtoint %1186 : !llvm.ptr to i64
      %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr
      llvm.store %1185, %1188 {alignment = 4 : i64} : f32, !llvm.ptr
      %1189 = llvm.load %1112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1190 = llvm.fpext %1189 : bf16 to f32
      %1191 = llvm.getelementptr %63[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1192 = llvm.ptrtoint %1191 : !llvm.ptr to i64
      %1193 = llvm.inttoptr %1192 : i64 to !llvm.ptr
      llvm.store %1190, %1193 {alignment = 8 : i64} : f32, !llvm.ptr
      %1194 = llvm.load %1123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1195 = llvm.fpext %1194 : bf16 to f32
      %1196 = llvm.getelementptr %63[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1197 = llvm.ptrtoint %1196 : !llvm.ptr to i64
      %1198 = llvm.inttoptr %1197 : i64 to !llvm.ptr
      llvm.store %1195, %1198 {alignment = 4 : i64} : f32, !llvm.ptr
      %1199 = llvm.add %1007, %42 : i32
      %1200 = llvm.icmp "slt" %1199, %56 : i32
      %1201 = llvm.select %1200, %1199, %56 : i1, i32
      %1202 = llvm.getelementptr %1011[%1201] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1203 = llvm.ptrtoint %1202 : !llvm.ptr<1> to i64
      %1204 = llvm.inttoptr %1203 : i64 to !llvm.ptr<1>
      %1205 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1206 = llvm.fpext %1205 : bf16 to f32
      %1207 = llvm.getelementptr %63[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1208 = llvm.ptrtoint %1207 : !llvm.ptr to i64
      %1209 = llvm.inttoptr %1208 : i64 to !llvm.ptr
      llvm.store %1206, %1209 {alignment = 32 : i64} : f32, !llvm.ptr
      %1210 = llvm.add %1007, %14 : i32
      %1211 = llvm.icmp "slt" %1210, %56 : i32
      %1212 = llvm.select %1211, %1210, %56 : i1, i32
      %1213 = llvm.getelementptr %1011[%1212] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1214 = llvm.ptrtoint %1213 : !llvm.ptr<1> to i64
      %1215 = llvm.inttoptr %1214 : i64 to !llvm.ptr<1>
      %1216 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1217 = llvm.fpext %1216 : bf16 to f32
      %1218 = llvm.getelementptr %63[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1219 = llvm.ptrtoint %1218 : !llvm.ptr to i64
      %1220 = llvm.inttoptr %1219 : i64 to !llvm.ptr
      llvm.store %1217, %1220 {alignment = 4 : i64} : f32, !llvm.ptr
      %1221 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1222 = llvm.fpext %1221 : bf16 to f32
      %1223 = llvm.getelementptr %63[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1224 = llvm.ptrtoint %1223 : !llvm.ptr to i64
      %1225 = llvm.inttoptr %1224 : i64 to !llvm.ptr
      llvm.store %1222, %1225 {alignment = 8 : i64} : f32, !llvm.ptr
      %1226 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1227 = llvm.fpext %1226 : bf16 to f32
      %1228 = llvm.getelementptr %63[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1229 = llvm.ptrtoint %1228 : !llvm.ptr to i64
      %1230 = llvm.inttoptr %1229 : i64 to !llvm.ptr
      llvm.store %1227, %1230 {alignment = 4 : i64} : f32, !llvm.ptr
      %1231 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1232 = llvm.fpext %1231 : bf16 to f32
      %1233 = llvm.getelementptr %63[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1234 = llvm.ptrtoint %1233 : !llvm.ptr to i64
      %1235 = llvm.inttoptr %1234 : i64 to !llvm.ptr
      llvm.store %1232, %1235 {alignment = 16 : i64} : f32, !llvm.ptr
      %1236 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1237 = llvm.fpext %1236 : bf16 to f32
      %1238 = llvm.getelementptr %63[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1239 = llvm.ptrtoint %1238 : !llvm.ptr to i64
      %1240 = llvm.inttoptr %1239 : i64 to !llvm.ptr
      llvm.store %1237, %1240 {alignment = 4 : i64} : f32, !llvm.ptr
      %1241 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1242 = llvm.fpext %1241 : bf16 to f32
      %1243 = llvm.getelementptr %63[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1244 = llvm.ptrtoint %1243 : !llvm.ptr to i64
      %1245 = llvm.inttoptr %1244 : i64 to !llvm.ptr
      llvm.store %1242, %1245 {alignment = 8 : i64} : f32, !llvm.ptr
      %1246 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1247 = llvm.fpext %1246 : bf16 to f32
      %1248 = llvm.getelementptr %63[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1249 = llvm.ptrtoint %1248 : !llvm.ptr to i64
      %1250 = llvm.inttoptr %1249 : i64 to !llvm.ptr
      llvm.store %1247, %1250 {alignment = 4 : i64} : f32, !llvm.ptr
      %1251 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1252 = llvm.fpext %1251 : bf16 to f32
      %1253 = llvm.getelementptr %63[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1254 = llvm.ptrtoint %1253 : !llvm.ptr to i64
      %1255 = llvm.inttoptr %1254 : i64 to !llvm.ptr
      llvm.store %1252, %1255 {alignment = 32 : i64} : f32, !llvm.ptr
      %1256 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1257 = llvm.fpext %1256 : bf16 to f32
      %1258 = llvm.getelementptr %63[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1259 = llvm.ptrtoint %1258 : !llvm.ptr to i64
      %1260 = llvm.inttoptr %1259 : i64 to !llvm.ptr
      llvm.store %1257, %1260 {alignment = 4 : i64} : f32, !llvm.ptr
      %1261 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1262 = llvm.fpext %1261 : bf16 to f32
      %1263 = llvm.getelementptr %63[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1264 = llvm.ptrtoint %1263 : !llvm.ptr to i64
      %1265 = llvm.inttoptr %1264 : i64 to !llvm.ptr
      llvm.store %1262, %1265 {alignment = 8 : i64} : f32, !llvm.ptr
      %1266 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1267 = llvm.fpext %1266 : bf16 to f32
      %1268 = llvm.getelementptr %63[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1269 = llvm.ptrtoint %1268 : !llvm.ptr to i64
      %1270 = llvm.inttoptr %1269 : i64 to !llvm.ptr
      llvm.store %1267, %1270 {alignment = 4 : i64} : f32, !llvm.ptr
      %1271 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1272 = llvm.fpext %1271 : bf16 to f32
      %1273 = llvm.getelementptr %63[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1274 = llvm.ptrtoint %1273 : !llvm.ptr to i64
      %1275 = llvm.inttoptr %1274 : i64 to !llvm.ptr
      llvm.store %1272, %1275 {alignment = 16 : i64} : f32, !llvm.ptr
      %1276 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1277 = llvm.fpext %1276 : bf16 to f32
      %1278 = llvm.getelementptr %63[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1279 = llvm.ptrtoint %1278 : !llvm.ptr to i64
      %1280 = llvm.inttoptr %1279 : i64 to !llvm.ptr
      llvm.store %1277, %1280 {alignment = 4 : i64} : f32, !llvm.ptr
      %1281 = llvm.load %1204 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1282 = llvm.fpext %1281 : bf16 to f32
      %1283 = llvm.getelementptr %63[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1284 = llvm.ptrtoint %1283 : !llvm.ptr to i64
      %1285 = llvm.inttoptr %1284 : i64 to !llvm.ptr
      llvm.store %1282, %1285 {alignment = 8 : i64} : f32, !llvm.ptr
      %1286 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1287 = llvm.fpext %1286 : bf16 to f32
      %1288 = llvm.getelementptr %63[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1289 = llvm.ptrtoint %1288 : !llvm.ptr to i64
      %1290 = llvm.inttoptr %1289 : i64 to !llvm.ptr
      llvm.store %1287, %1290 {alignment = 4 : i64} : f32, !llvm.ptr
      %1291 = llvm.add %1007, %27 : i32
      %1292 = llvm.icmp "slt" %1291, %56 : i32
      %1293 = llvm.select %1292, %1291, %56 : i1, i32
      %1294 = llvm.getelementptr %1011[%1293] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1295 = llvm.ptrtoint %1294 : !llvm.ptr<1> to i64
      %1296 = llvm.inttoptr %1295 : i64 to !llvm.ptr<1>
      %1297 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1298 = llvm.fpext %1297 : bf16 to f32
      %1299 = llvm.getelementptr %63[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1300 = llvm.ptrtoint %1299 : !llvm.ptr to i64
      %1301 = llvm.inttoptr %1300 : i64 to !llvm.ptr
      llvm.store %1298, %1301 {alignment = 32 : i64} : f32, !llvm.ptr
      %1302 = llvm.add %1007, %13 : i32
      %1303 = llvm.icmp "slt" %1302, %56 : i32
      %1304 = llvm.select %1303, %1302, %56 : i1, i32
      %1305 = llvm.getelementptr %1011[%1304] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1306 = llvm.ptrtoint %1305 : !llvm.ptr<1> to i64
      %1307 = llvm.inttoptr %1306 : i64 to !llvm.ptr<1>
      %1308 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1309 = llvm.fpext %1308 : bf16 to f32
      %1310 = llvm.getelementptr %63[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1311 = llvm.ptrtoint %1310 : !llvm.ptr to i64
      %1312 = llvm.inttoptr %1311 : i64 to !llvm.ptr
      llvm.store %1309, %1312 {alignment = 4 : i64} : f32, !llvm.ptr
      %1313 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1314 = llvm.fpext %1313 : bf16 to f32
      %1315 = llvm.getelementptr %63[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1316 = llvm.ptrtoint %1315 : !llvm.ptr to i64
      %1317 = llvm.inttoptr %1316 : i64 to !llvm.ptr
      llvm.store %1314, %1317 {alignment = 8 : i64} : f32, !llvm.ptr
      %1318 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1319 = llvm.fpext %1318 : bf16 to f32
      %1320 = llvm.getelementptr %63[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1321 = llvm.ptrtoint %1320 : !llvm.ptr to i64
      %1322 = llvm.inttoptr %1321 : i64 to !llvm.ptr
      llvm.store %1319, %1322 {alignment = 4 : i64} : f32, !llvm.ptr
      %1323 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1324 = llvm.fpext %1323 : bf16 to f32
      %1325 = llvm.getelementptr %63[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1326 = llvm.ptrtoint %1325 : !llvm.ptr to i64
      %1327 = llvm.inttoptr %1326 : i64 to !llvm.ptr
      llvm.store %1324, %1327 {alignment = 16 : i64} : f32, !llvm.ptr
      %1328 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1329 = llvm.fpext %1328 : bf16 to f32
      %1330 = llvm.getelementptr %63[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1331 = llvm.ptrtoint %1330 : !llvm.ptr to i64
      %1332 = llvm.inttoptr %1331 : i64 to !llvm.ptr
      llvm.store %1329, %1332 {alignment = 4 : i64} : f32, !llvm.ptr
      %1333 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1334 = llvm.fpext %1333 : bf16 to f32
      %1335 = llvm.getelementptr %63[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1336 = llvm.ptrtoint %1335 : !llvm.ptr to i64
      %1337 = llvm.inttoptr %1336 : i64 to !llvm.ptr
      llvm.store %1334, %1337 {alignment = 8 : i64} : f32, !llvm.ptr
      %1338 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1339 = llvm.fpext %1338 : bf16 to f32
      %1340 = llvm.getelementptr %63[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1341 = llvm.ptrtoint %1340 : !llvm.ptr to i64
      %1342 = llvm.inttoptr %1341 : i64 to !llvm.ptr
      llvm.store %1339, %1342 {alignment = 4 : i64} : f32, !llvm.ptr
      %1343 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1344 = llvm.fpext %1343 : bf16 to f32
      %1345 = llvm.getelementptr %63[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1346 = llvm.ptrtoint %1345 : !llvm.ptr to i64
      %1347 = llvm.inttoptr %1346 : i64 to !llvm.ptr
      llvm.store %1344, %1347 {alignment = 32 : i64} : f32, !llvm.ptr
      %1348 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1349 = llvm.fpext %1348 : bf16 to f32
      %1350 = llvm.getelementptr %63[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1351 = llvm.ptrtoint %1350 : !llvm.ptr to i64
      %1352 = llvm.inttoptr %1351 : i64 to !llvm.ptr
      llvm.store %1349, %1352 {alignment = 4 : i64} : f32, !llvm.ptr
      %1353 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1354 = llvm.fpext %1353 : bf16 to f32
      %1355 = llvm.getelementptr %63[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1356 = llvm.ptrtoint %1355 : !llvm.ptr to i64
      %1357 = llvm.inttoptr %1356 : i64 to !llvm.ptr
      llvm.store %1354, %1357 {alignment = 8 : i64} : f32, !llvm.ptr
      %1358 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1359 = llvm.fpext %1358 : bf16 to f32
      %1360 = llvm.getelementptr %63[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1361 = llvm.ptrtoint %1360 : !llvm.ptr to i64
      %1362 = llvm.inttoptr %1361 : i64 to !llvm.ptr
      llvm.store %1359, %1362 {alignment = 4 : i64} : f32, !llvm.ptr
      %1363 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1364 = llvm.fpext %1363 : bf16 to f32
      %1365 = llvm.getelementptr %63[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1366 = llvm.ptrtoint %1365 : !llvm.ptr to i64
      %1367 = llvm.inttoptr %1366 : i64 to !llvm.ptr
      llvm.store %1364, %1367 {alignment = 16 : i64} : f32, !llvm.ptr
      %1368 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1369 = llvm.fpext %1368 : bf16 to f32
      %1370 = llvm.getelementptr %63[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1371 = llvm.ptrtoint %1370 : !llvm.ptr to i64
      %1372 = llvm.inttoptr %1371 : i64 to !llvm.ptr
      llvm.store %1369, %1372 {alignment = 4 : i64} : f32, !llvm.ptr
      %1373 = llvm.load %1296 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1374 = llvm.fpext %1373 : bf16 to f32
      %1375 = llvm.getelementptr %63[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1376 = llvm.ptrtoint %1375 : !llvm.ptr to i64
      %1377 = llvm.inttoptr %1376 : i64 to !llvm.ptr
      llvm.store %1374, %1377 {alignment = 8 : i64} : f32, !llvm.ptr
      %1378 = llvm.load %1307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1379 = llvm.fpext %1378 : bf16 to f32
      %1380 = llvm.getelementptr %63[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1381 = llvm.ptrtoint %1380 : !llvm.ptr to i64
      %1382 = llvm.inttoptr %1381 : i64 to !llvm.ptr
      llvm.store %1379, %1382 {alignment = 4 : i64} : f32, !llvm.ptr
      %1383 = llvm.add %1007, %38 : i32
      %1384 = llvm.icmp "slt" %1383, %56 : i32
      %1385 = llvm.select %1384, %1383, %56 : i1, i32
      %1386 = llvm.getelementptr %1011[%1385] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1387 = llvm.ptrtoint %1386 : !llvm.ptr<1> to i64
      %1388 = llvm.inttoptr %1387 : i64 to !llvm.ptr<1>
      %1389 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1390 = llvm.fpext %1389 : bf16 to f32
      %1391 = llvm.getelementptr %63[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1392 = llvm.ptrtoint %1391 : !llvm.ptr to i64
      %1393 = llvm.inttoptr %1392 : i64 to !llvm.ptr
      llvm.store %1390, %1393 {alignment = 32 : i64} : f32, !llvm.ptr
      %1394 = llvm.add %1007, %12 : i32
      %1395 = llvm.icmp "slt" %1394, %56 : i32
      %1396 = llvm.select %1395, %1394, %56 : i1, i32
      %1397 = llvm.getelementptr %1011[%1396] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1398 = llvm.ptrtoint %1397 : !llvm.ptr<1> to i64
      %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr<1>
      %1400 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1401 = llvm.fpext %1400 : bf16 to f32
      %1402 = llvm.getelementptr %63[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1403 = llvm.ptrtoint %1402 : !llvm.ptr to i64
      %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr
      llvm.store %1401, %1404 {alignment = 4 : i64} : f32, !llvm.ptr
      %1405 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1406 = llvm.fpext %1405 : bf16 to f32
      %1407 = llvm.getelementptr %63[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1408 = llvm.ptrtoint %1407 : !llvm.ptr to i64
      %1409 = llvm.inttoptr %1408 : i64 to !llvm.ptr
      llvm.store %1406, %1409 {alignment = 8 : i64} : f32, !llvm.ptr
      %1410 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1411 = llvm.fpext %1410 : bf16 to f32
      %1412 = llvm.getelementptr %63[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1413 = llvm.ptrtoint %1412 : !llvm.ptr to i64
      %1414 = llvm.inttoptr %1413 : i64 to !llvm.ptr
      llvm.store %1411, %1414 {alignment = 4 : i64} : f32, !llvm.ptr
      %1415 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1416 = llvm.fpext %1415 : bf16 to f32
      %1417 = llvm.getelementptr %63[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1418 = llvm.ptrtoint %1417 : !llvm.ptr to i64
      %1419 = llvm.inttoptr %1418 : i64 to !llvm.ptr
      llvm.store %1416, %1419 {alignment = 16 : i64} : f32, !llvm.ptr
      %1420 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1421 = llvm.fpext %1420 : bf16 to f32
      %1422 = llvm.getelementptr %63[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1423 = llvm.ptrtoint %1422 : !llvm.ptr to i64
      %1424 = llvm.inttoptr %1423 : i64 to !llvm.ptr
      llvm.store %1421, %1424 {alignment = 4 : i64} : f32, !llvm.ptr
      %1425 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1426 = llvm.fpext %1425 : bf16 to f32
      %1427 = llvm.getelementptr %63[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1428 = llvm.ptrtoint %1427 : !llvm.ptr to i64
      %1429 = llvm.inttoptr %1428 : i64 to !llvm.ptr
      llvm.store %1426, %1429 {alignment = 8 : i64} : f32, !llvm.ptr
      %1430 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1431 = llvm.fpext %1430 : bf16 to f32
      %1432 = llvm.getelementptr %63[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1433 = llvm.ptrtoint %1432 : !llvm.ptr to i64
      %1434 = llvm.inttoptr %1433 : i64 to !llvm.ptr
      llvm.store %1431, %1434 {alignment = 4 : i64} : f32, !llvm.ptr
      %1435 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1436 = llvm.fpext %1435 : bf16 to f32
      %1437 = llvm.getelementptr %63[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1438 = llvm.ptrtoint %1437 : !llvm.ptr to i64
      %1439 = llvm.inttoptr %1438 : i64 to !llvm.ptr
      llvm.store %1436, %1439 {alignment = 32 : i64} : f32, !llvm.ptr
      %1440 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1441 = llvm.fpext %1440 : bf16 to f32
      %1442 = llvm.getelementptr %63[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1443 = llvm.ptrtoint %1442 : !llvm.ptr to i64
      %1444 = llvm.inttoptr %1443 : i64 to !llvm.ptr
      llvm.store %1441, %1444 {alignment = 4 : i64} : f32, !llvm.ptr
      %1445 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1446 = llvm.fpext %1445 : bf16 to f32
      %1447 = llvm.getelementptr %63[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1448 = llvm.ptrtoint %1447 : !llvm.ptr to i64
      %1449 = llvm.inttoptr %1448 : i64 to !llvm.ptr
      llvm.store %1446, %1449 {alignment = 8 : i64} : f32, !llvm.ptr
      %1450 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1451 = llvm.fpext %1450 : bf16 to f32
      %1452 = llvm.getelementptr %63[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1453 = llvm.ptrtoint %1452 : !llvm.ptr to i64
      %1454 = llvm.inttoptr %1453 : i64 to !llvm.ptr
      llvm.store %1451, %1454 {alignment = 4 : i64} : f32, !llvm.ptr
      %1455 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1456 = llvm.fpext %1455 : bf16 to f32
      %1457 = llvm.getelementptr %63[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1458 = llvm.ptrtoint %1457 : !llvm.ptr to i64
      %1459 = llvm.inttoptr %1458 : i64 to !llvm.ptr
      llvm.store %1456, %1459 {alignment = 16 : i64} : f32, !llvm.ptr
      %1460 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1461 = llvm.fpext %1460 : bf16 to f32
      %1462 = llvm.getelementptr %63[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1463 = llvm.ptrtoint %1462 : !llvm.ptr to i64
      %1464 = llvm.inttoptr %1463 : i64 to !llvm.ptr
      llvm.store %1461, %1464 {alignment = 4 : i64} : f32, !llvm.ptr
      %1465 = llvm.load %1388 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1466 = llvm.fpext %1465 : bf16 to f32
      %1467 = llvm.getelementptr %63[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1468 = llvm.ptrtoint %1467 : !llvm.ptr to i64
      %1469 = llvm.inttoptr %1468 : i64 to !llvm.ptr
      llvm.store %1466, %1469 {alignment = 8 : i64} : f32, !llvm.ptr
      %1470 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1471 = llvm.fpext %1470 : bf16 to f32
      %1472 = llvm.getelementptr %63[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1473 = llvm.ptrtoint %1472 : !llvm.ptr to i64
      %1474 = llvm.inttoptr %1473 : i64 to !llvm.ptr
      llvm.store %1471, %1474 {alignment = 4 : i64} : f32, !llvm.ptr
      %1475 = llvm.add %1007, %26 : i32
      %1476 = llvm.icmp "slt" %1475, %56 : i32
      %1477 = llvm.select %1476, %1475, %56 : i1, i32
      %1478 = llvm.getelementptr %1011[%1477] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1479 = llvm.ptrtoint %1478 : !llvm.ptr<1> to i64
      %1480 = llvm.inttoptr %1479 : i64 to !llvm.ptr<1>
      %1481 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1482 = llvm.fpext %1481 : bf16 to f32
      %1483 = llvm.getelementptr %63[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1484 = llvm.ptrtoint %1483 : !llvm.ptr to i64
      %1485 = llvm.inttoptr %1484 : i64 to !llvm.ptr
      llvm.store %1482, %1485 {alignment = 32 : i64} : f32, !llvm.ptr
      %1486 = llvm.add %1007, %11 : i32
      %1487 = llvm.icmp "slt" %1486, %56 : i32
      %1488 = llvm.select %1487, %1486, %56 : i1, i32
      %1489 = llvm.getelementptr %1011[%1488] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1490 = llvm.ptrtoint %1489 : !llvm.ptr<1> to i64
      %1491 = llvm.inttoptr %1490 : i64 to !llvm.ptr<1>
      %1492 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1493 = llvm.fpext %1492 : bf16 to f32
      %1494 = llvm.getelementptr %63[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1495 = llvm.ptrtoint %1494 : !llvm.ptr to i64
      %1496 = llvm.inttoptr %1495 : i64 to !llvm.ptr
      llvm.store %1493, %1496 {alignment = 4 : i64} : f32, !llvm.ptr
      %1497 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1498 = llvm.fpext %1497 : bf16 to f32
      %1499 = llvm.getelementptr %63[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1500 = llvm.ptrtoint %1499 : !llvm.ptr to i64
      %1501 = llvm.inttoptr %1500 : i64 to !llvm.ptr
      llvm.store %1498, %1501 {alignment = 8 : i64} : f32, !llvm.ptr
      %1502 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1503 = llvm.fpext %1502 : bf16 to f32
      %1504 = llvm.getelementptr %63[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1505 = llvm.ptrtoint %1504 : !llvm.ptr to i64
      %1506 = llvm.inttoptr %1505 : i64 to !llvm.ptr
      llvm.store %1503, %1506 {alignment = 4 : i64} : f32, !llvm.ptr
      %1507 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1508 = llvm.fpext %1507 : bf16 to f32
      %1509 = llvm.getelementptr %63[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1510 = llvm.ptrtoint %1509 : !llvm.ptr to i64
      %1511 = llvm.inttoptr %1510 : i64 to !llvm.ptr
      llvm.store %1508, %1511 {alignment = 16 : i64} : f32, !llvm.ptr
      %1512 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1513 = llvm.fpext %1512 : bf16 to f32
      %1514 = llvm.getelementptr %63[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1515 = llvm.ptrtoint %1514 : !llvm.ptr to i64
      %1516 = llvm.inttoptr %1515 : i64 to !llvm.ptr
      llvm.store %1513, %1516 {alignment = 4 : i64} : f32, !llvm.ptr
      %1517 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1518 = llvm.fpext %1517 : bf16 to f32
      %1519 = llvm.getelementptr %63[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1520 = llvm.ptrtoint %1519 : !llvm.ptr to i64
      %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr
      llvm.store %1518, %1521 {alignment = 8 : i64} : f32, !llvm.ptr
      %1522 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1523 = llvm.fpext %1522 : bf16 to f32
      %1524 = llvm.getelementptr %63[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1525 = llvm.ptrtoint %1524 : !llvm.ptr to i64
      %1526 = llvm.inttoptr %1525 : i64 to !llvm.ptr
      llvm.store %1523, %1526 {alignment = 4 : i64} : f32, !llvm.ptr
      %1527 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1528 = llvm.fpext %1527 : bf16 to f32
      %1529 = llvm.getelementptr %63[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1530 = llvm.ptrtoint %1529 : !llvm.ptr to i64
      %1531 = llvm.inttoptr %1530 : i64 to !llvm.ptr
      llvm.store %1528, %1531 {alignment = 32 : i64} : f32, !llvm.ptr
      %1532 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1533 = llvm.fpext %1532 : bf16 to f32
      %1534 = llvm.getelementptr %63[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1535 = llvm.ptrtoint %1534 : !llvm.ptr to i64
      %1536 = llvm.inttoptr %1535 : i64 to !llvm.ptr
      llvm.store %1533, %1536 {alignment = 4 : i64} : f32, !llvm.ptr
      %1537 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1538 = llvm.fpext %1537 : bf16 to f32
      %1539 = llvm.getelementptr %63[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1540 = llvm.ptrtoint %1539 : !llvm.ptr to i64
      %1541 = llvm.inttoptr %1540 : i64 to !llvm.ptr
      llvm.store %1538, %1541 {alignment = 8 : i64} : f32, !llvm.ptr
      %1542 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1543 = llvm.fpext %1542 : bf16 to f32
      %1544 = llvm.getelementptr %63[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1545 = llvm.ptrtoint %1544 : !llvm.ptr to i64
      %1546 = llvm.inttoptr %1545 : i64 to !llvm.ptr
      llvm.store %1543, %1546 {alignment = 4 : i64} : f32, !llvm.ptr
      %1547 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1548 = llvm.fpext %1547 : bf16 to f32
      %1549 = llvm.getelementptr %63[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1550 = llvm.ptrtoint %1549 : !llvm.ptr to i64
      %1551 = llvm.inttoptr %1550 : i64 to !llvm.ptr
      llvm.store %1548, %1551 {alignment = 16 : i64} : f32, !llvm.ptr
      %1552 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1553 = llvm.fpext %1552 : bf16 to f32
      %1554 = llvm.getelementptr %63[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1555 = llvm.ptrtoint %1554 : !llvm.ptr to i64
      %1556 = llvm.inttoptr %1555 : i64 to !llvm.ptr
      llvm.store %1553, %1556 {alignment = 4 : i64} : f32, !llvm.ptr
      %1557 = llvm.load %1480 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1558 = llvm.fpext %1557 : bf16 to f32
      %1559 = llvm.getelementptr %63[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1560 = llvm.ptrtoint %1559 : !llvm.ptr to i64
      %1561 = llvm.inttoptr %1560 : i64 to !llvm.ptr
      llvm.store %1558, %1561 {alignment = 8 : i64} : f32, !llvm.ptr
      %1562 = llvm.load %1491 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1563 = llvm.fpext %1562 : bf16 to f32
      %1564 = llvm.getelementptr %63[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1565 = llvm.ptrtoint %1564 : !llvm.ptr to i64
      %1566 = llvm.inttoptr %1565 : i64 to !llvm.ptr
      llvm.store %1563, %1566 {alignment = 4 : i64} : f32, !llvm.ptr
      %1567 = llvm.add %1007, %25 : i32
      %1568 = llvm.icmp "slt" %1567, %56 : i32
      %1569 = llvm.select %1568, %1567, %56 : i1, i32
      %1570 = llvm.getelementptr %1011[%1569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1571 = llvm.ptrtoint %1570 : !llvm.ptr<1> to i64
      %1572 = llvm.inttoptr %1571 : i64 to !llvm.ptr<1>
      %1573 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1574 = llvm.fpext %1573 : bf16 to f32
      %1575 = llvm.getelementptr %63[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1576 = llvm.ptrtoint %1575 : !llvm.ptr to i64
      %1577 = llvm.inttoptr %1576 : i64 to !llvm.ptr
      llvm.store %1574, %1577 {alignment = 32 : i64} : f32, !llvm.ptr
      %1578 = llvm.add %1007, %10 : i32
      %1579 = llvm.icmp "slt" %1578, %56 : i32
      %1580 = llvm.select %1579, %1578, %56 : i1, i32
      %1581 = llvm.getelementptr %1011[%1580] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1582 = llvm.ptrtoint %1581 : !llvm.ptr<1> to i64
      %1583 = llvm.inttoptr %1582 : i64 to !llvm.ptr<1>
      %1584 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1585 = llvm.fpext %1584 : bf16 to f32
      %1586 = llvm.getelementptr %63[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1587 = llvm.ptrtoint %1586 : !llvm.ptr to i64
      %1588 = llvm.inttoptr %1587 : i64 to !llvm.ptr
      llvm.store %1585, %1588 {alignment = 4 : i64} : f32, !llvm.ptr
      %1589 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1590 = llvm.fpext %1589 : bf16 to f32
      %1591 = llvm.getelementptr %63[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1592 = llvm.ptrtoint %1591 : !llvm.ptr to i64
      %1593 = llvm.inttoptr %1592 : i64 to !llvm.ptr
      llvm.store %1590, %1593 {alignment = 8 : i64} : f32, !llvm.ptr
      %1594 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1595 = llvm.fpext %1594 : bf16 to f32
      %1596 = llvm.getelementptr %63[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1597 = llvm.ptrtoint %1596 : !llvm.ptr to i64
      %1598 = llvm.inttoptr %1597 : i64 to !llvm.ptr
      llvm.store %1595, %1598 {alignment = 4 : i64} : f32, !llvm.ptr
      %1599 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1600 = llvm.fpext %1599 : bf16 to f32
      %1601 = llvm.getelementptr %63[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1602 = llvm.ptrtoint %1601 : !llvm.ptr to i64
      %1603 = llvm.inttoptr %1602 : i64 to !llvm.ptr
      llvm.store %1600, %1603 {alignment = 16 : i64} : f32, !llvm.ptr
      %1604 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1605 = llvm.fpext %1604 : bf16 to f32
      %1606 = llvm.getelementptr %63[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1607 = llvm.ptrtoint %1606 : !llvm.ptr to i64
      %1608 = llvm.inttoptr %1607 : i64 to !llvm.ptr
      llvm.store %1605, %1608 {alignment = 4 : i64} : f32, !llvm.ptr
      %1609 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1610 = llvm.fpext %1609 : bf16 to f32
      %1611 = llvm.getelementptr %63[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1612 = llvm.ptrtoint %1611 : !llvm.ptr to i64
      %1613 = llvm.inttoptr %1612 : i64 to !llvm.ptr
      llvm.store %1610, %1613 {alignment = 8 : i64} : f32, !llvm.ptr
      %1614 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1615 = llvm.fpext %1614 : bf16 to f32
      %1616 = llvm.getelementptr %63[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1617 = llvm.ptrtoint %1616 : !llvm.ptr to i64
      %1618 = llvm.inttoptr %1617 : i64 to !llvm.ptr
      llvm.store %1615, %1618 {alignment = 4 : i64} : f32, !llvm.ptr
      %1619 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1620 = llvm.fpext %1619 : bf16 to f32
      %1621 = llvm.getelementptr %63[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1622 = llvm.ptrtoint %1621 : !llvm.ptr to i64
      %1623 = llvm.inttoptr %1622 : i64 to !llvm.ptr
      llvm.store %1620, %1623 {alignment = 32 : i64} : f32, !llvm.ptr
      %1624 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1625 = llvm.fpext %1624 : bf16 to f32
      %1626 = llvm.getelementptr %63[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1627 = llvm.ptrtoint %1626 : !llvm.ptr to i64
      %1628 = llvm.inttoptr %1627 : i64 to !llvm.ptr
      llvm.store %1625, %1628 {alignment = 4 : i64} : f32, !llvm.ptr
      %1629 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1630 = llvm.fpext %1629 : bf16 to f32
      %1631 = llvm.getelementptr %63[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1632 = llvm.ptrtoint %1631 : !llvm.ptr to i64
      %1633 = llvm.inttoptr %1632 : i64 to !llvm.ptr
      llvm.store %1630, %1633 {alignment = 8 : i64} : f32, !llvm.ptr
      %1634 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1635 = llvm.fpext %1634 : bf16 to f32
      %1636 = llvm.getelementptr %63[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1637 = llvm.ptrtoint %1636 : !llvm.ptr to i64
      %1638 = llvm.inttoptr %1637 : i64 to !llvm.ptr
      llvm.store %1635, %1638 {alignment = 4 : i64} : f32, !llvm.ptr
      %1639 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1640 = llvm.fpext %1639 : bf16 to f32
      %1641 = llvm.getelementptr %63[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1642 = llvm.ptrtoint %1641 : !llvm.ptr to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr
      llvm.store %1640, %1643 {alignment = 16 : i64} : f32, !llvm.ptr
      %1644 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1645 = llvm.fpext %1644 : bf16 to f32
      %1646 = llvm.getelementptr %63[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1647 = llvm.ptrtoint %1646 : !llvm.ptr to i64
      %1648 = llvm.inttoptr %1647 : i64 to !llvm.ptr
      llvm.store %1645, %1648 {alignment = 4 : i64} : f32, !llvm.ptr
      %1649 = llvm.load %1572 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1650 = llvm.fpext %1649 : bf16 to f32
      %1651 = llvm.getelementptr %63[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1652 = llvm.ptrtoint %1651 : !llvm.ptr to i64
      %1653 = llvm.inttoptr %1652 : i64 to !llvm.ptr
      llvm.store %1650, %1653 {alignment = 8 : i64} : f32, !llvm.ptr
      %1654 = llvm.load %1583 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1655 = llvm.fpext %1654 : bf16 to f32
      %1656 = llvm.getelementptr %63[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1657 = llvm.ptrtoint %1656 : !llvm.ptr to i64
      %1658 = llvm.inttoptr %1657 : i64 to !llvm.ptr
      llvm.store %1655, %1658 {alignment = 4 : i64} : f32, !llvm.ptr
      %1659 = llvm.add %1007, %24 : i32
      %1660 = llvm.icmp "slt" %1659, %56 : i32
      %1661 = llvm.select %1660, %1659, %56 : i1, i32
      %1662 = llvm.getelementptr %1011[%1661] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1663 = llvm.ptrtoint %1662 : !llvm.ptr<1> to i64
      %1664 = llvm.inttoptr %1663 : i64 to !llvm.ptr<1>
      %1665 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1666 = llvm.fpext %1665 : bf16 to f32
      %1667 = llvm.getelementptr %63[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1668 = llvm.ptrtoint %1667 : !llvm.ptr to i64
      %1669 = llvm.inttoptr %1668 : i64 to !llvm.ptr
      llvm.store %1666, %1669 {alignment = 32 : i64} : f32, !llvm.ptr
      %1670 = llvm.add %1007, %9 : i32
      %1671 = llvm.icmp "slt" %1670, %56 : i32
      %1672 = llvm.select %1671, %1670, %56 : i1, i32
      %1673 = llvm.getelementptr %1011[%1672] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1674 = llvm.ptrtoint %1673 : !llvm.ptr<1> to i64
      %1675 = llvm.inttoptr %1674 : i64 to !llvm.ptr<1>
      %1676 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1677 = llvm.fpext %1676 : bf16 to f32
      %1678 = llvm.getelementptr %63[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1679 = llvm.ptrtoint %1678 : !llvm.ptr to i64
      %1680 = llvm.inttoptr %1679 : i64 to !llvm.ptr
      llvm.store %1677, %1680 {alignment = 4 : i64} : f32, !llvm.ptr
      %1681 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1682 = llvm.fpext %1681 : bf16 to f32
      %1683 = llvm.getelementptr %63[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1684 = llvm.ptrtoint %1683 : !llvm.ptr to i64
      %1685 = llvm.inttoptr %1684 : i64 to !llvm.ptr
      llvm.store %1682, %1685 {alignment = 8 : i64} : f32, !llvm.ptr
      %1686 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1687 = llvm.fpext %1686 : bf16 to f32
      %1688 = llvm.getelementptr %63[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1689 = llvm.ptrtoint %1688 : !llvm.ptr to i64
      %1690 = llvm.inttoptr %1689 : i64 to !llvm.ptr
      llvm.store %1687, %1690 {alignment = 4 : i64} : f32, !llvm.ptr
      %1691 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1692 = llvm.fpext %1691 : bf16 to f32
      %1693 = llvm.getelementptr %63[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1694 = llvm.ptrtoint %1693 : !llvm.ptr to i64
      %1695 = llvm.inttoptr %1694 : i64 to !llvm.ptr
      llvm.store %1692, %1695 {alignment = 16 : i64} : f32, !llvm.ptr
      %1696 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1697 = llvm.fpext %1696 : bf16 to f32
      %1698 = llvm.getelementptr %63[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1699 = llvm.ptrtoint %1698 : !llvm.ptr to i64
      %1700 = llvm.inttoptr %1699 : i64 to !llvm.ptr
      llvm.store %1697, %1700 {alignment = 4 : i64} : f32, !llvm.ptr
      %1701 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1702 = llvm.fpext %1701 : bf16 to f32
      %1703 = llvm.getelementptr %63[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1704 = llvm.ptrtoint %1703 : !llvm.ptr to i64
      %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr
      llvm.store %1702, %1705 {alignment = 8 : i64} : f32, !llvm.ptr
      %1706 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1707 = llvm.fpext %1706 : bf16 to f32
      %1708 = llvm.getelementptr %63[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1709 = llvm.ptrtoint %1708 : !llvm.ptr to i64
      %1710 = llvm.inttoptr %1709 : i64 to !llvm.ptr
      llvm.store %1707, %1710 {alignment = 4 : i64} : f32, !llvm.ptr
      %1711 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1712 = llvm.fpext %1711 : bf16 to f32
      %1713 = llvm.getelementptr %63[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1714 = llvm.ptrtoint %1713 : !llvm.ptr to i64
      %1715 = llvm.inttoptr %1714 : i64 to !llvm.ptr
      llvm.store %1712, %1715 {alignment = 32 : i64} : f32, !llvm.ptr
      %1716 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1717 = llvm.fpext %1716 : bf16 to f32
      %1718 = llvm.getelementptr %63[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1719 = llvm.ptrtoint %1718 : !llvm.ptr to i64
      %1720 = llvm.inttoptr %1719 : i64 to !llvm.ptr
      llvm.store %1717, %1720 {alignment = 4 : i64} : f32, !llvm.ptr
      %1721 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1722 = llvm.fpext %1721 : bf16 to f32
      %1723 = llvm.getelementptr %63[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1724 = llvm.ptrtoint %1723 : !llvm.ptr to i64
      %1725 = llvm.inttoptr %1724 : i64 to !llvm.ptr
      llvm.store %1722, %1725 {alignment = 8 : i64} : f32, !llvm.ptr
      %1726 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1727 = llvm.fpext %1726 : bf16 to f32
      %1728 = llvm.getelementptr %63[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %1729 = llvm.ptrtoint %1728 : !llvm.ptr to i64
      %1730 = llvm.inttoptr %1729 : i64 to !llvm.ptr
      llvm.store %1727, %1730 {alignment = 4 : i64} : f32, !llvm.ptr
      %1731 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1732 = llvm.fpext %1731 : bf16 to f32
      %1733 = llvm.getelementptr %63[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %1734 = llvm.ptrtoint %1733 : !llvm.ptr to i64
      %1735 = llvm.inttoptr %1734 : i64 to !llvm.ptr
      llvm.store %1732, %1735 {alignment = 16 : i64} : f32, !llvm.ptr
      %1736 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1737 = llvm.fpext %1736 : bf16 to f32
      %1738 = llvm.getelementptr %63[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %1739 = llvm.ptrtoint %1738 : !llvm.ptr to i64
      %1740 = llvm.inttoptr %1739 : i64 to !llvm.ptr
      llvm.store %1737, %1740 {alignment = 4 : i64} : f32, !llvm.ptr
      %1741 = llvm.load %1664 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1742 = llvm.fpext %1741 : bf16 to f32
      %1743 = llvm.getelementptr %63[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %1744 = llvm.ptrtoint %1743 : !llvm.ptr to i64
      %1745 = llvm.inttoptr %1744 : i64 to !llvm.ptr
      llvm.store %1742, %1745 {alignment = 8 : i64} : f32, !llvm.ptr
      %1746 = llvm.load %1675 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1747 = llvm.fpext %1746 : bf16 to f32
      %1748 = llvm.getelementptr %63[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %1749 = llvm.ptrtoint %1748 : !llvm.ptr to i64
      %1750 = llvm.inttoptr %1749 : i64 to !llvm.ptr
      llvm.store %1747, %1750 {alignment = 4 : i64} : f32, !llvm.ptr
      %1751 = llvm.load %63 {alignment = 32 : i64} : !llvm.ptr -> vector<128xf32>
      %1752 = llvm.insertelement %arg4, %0[%51 : i32] : vector<128xf32>
      %1753 = llvm.shufflevector %1752, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<128xf32>
      %1754 = llvm.fmul %1753, %1008 : vector<128xf32>
      %1755 = llvm.fadd %1754, %1751 : vector<128xf32>
      %1756 = llvm.fcmp "olt" %1755, %59 : vector<128xf32>
      %1757 = llvm.select %1756, %59, %1755 : vector<128xi1>, vector<128xf32>
      %1758 = llvm.fptrunc %1757 : vector<128xf32> to vector<128xbf16>
      llvm.store %1758, %64 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %1759 = llvm.add %92, %62 : i32
      %1760 = llvm.mul %1759, %61 : i32
      %1761 = llvm.icmp "sle" %1760, %57 : i32
      %1762 = llvm.add %101, %62 : i32
      %1763 = llvm.mul %1762, %61 : i32
      %1764 = llvm.icmp "sle" %1763, %44 : i32
      %1765 = llvm.and %1761, %1764 : i1
      llvm.cond_br %1765, ^bb94, ^bb98
    ^bb94:  // pred: ^bb93
      llvm.br ^bb95(%51 : i32)
    ^bb95(%1766: i32):  // 2 preds: ^bb94, ^bb96
      %1767 = llvm.icmp "slt" %1766, %38 : i32
      llvm.cond_br %1767, ^bb96, ^bb97 {llvm.loop_annotation = #loop_annotation}
    ^bb96:  // pred: ^bb95
      %1768 = llvm.mul %1766, %52 : i32
      %1769 = llvm.getelementptr %64[%1768] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %1770 = llvm.sdiv %1766, %52 : i32
      %1771 = llvm.srem %1766, %52 : i32
      %1772 = llvm.mul %1771, %8 : i32
      %1773 = llvm.sdiv %1770, %43 : i32
      %1774 = llvm.srem %1770, %43 : i32
      %1775 = llvm.mul %1774, %7 : i32
      %1776 = llvm.add %1772, %1775 : i32
      %1777 = llvm.mul %1773, %46 : i32
      %1778 = llvm.add %1776, %1777 : i32
      %1779 = llvm.getelementptr %465[%1778] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %1780 = llvm.load %1769 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %1780, %1779 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %1781 = llvm.add %1766, %62 : i32
      llvm.br ^bb95(%1781 : i32)
    ^bb97:  // 3 preds: ^bb95, ^bb352, ^bb353
      llvm.br ^bb354
    ^bb98:  // pred: ^bb93
      %1782 = llvm.icmp "slt" %1006, %57 : i32
      %1783 = llvm.icmp "slt" %1007, %44 : i32
      %1784 = llvm.and %1782, %1783 : i1
      llvm.cond_br %1784, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1785 = llvm.ptrtoint %64 : !llvm.ptr to i64
      %1786 = llvm.inttoptr %1785 : i64 to !llvm.ptr
      %1787 = llvm.load %1786 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1788 = llvm.ptrtoint %465 : !llvm.ptr<1> to i64
      %1789 = llvm.inttoptr %1788 : i64 to !llvm.ptr<1>
      llvm.store %1787, %1789 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1790 = llvm.icmp "slt" %1019, %44 : i32
      %1791 = llvm.and %1782, %1790 : i1
      llvm.cond_br %1791, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1792 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1793 = llvm.ptrtoint %1792 : !llvm.ptr to i64
      %1794 = llvm.inttoptr %1793 : i64 to !llvm.ptr
      %1795 = llvm.load %1794 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1796 = llvm.getelementptr %465[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1797 = llvm.ptrtoint %1796 : !llvm.ptr<1> to i64
      %1798 = llvm.inttoptr %1797 : i64 to !llvm.ptr<1>
      llvm.store %1795, %1798 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1799 = llvm.icmp "slt" %1030, %57 : i32
      %1800 = llvm.and %1799, %1783 : i1
      llvm.cond_br %1800, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1801 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1802 = llvm.ptrtoint %1801 : !llvm.ptr to i64
      %1803 = llvm.inttoptr %1802 : i64 to !llvm.ptr
      %1804 = llvm.load %1803 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1805 = llvm.getelementptr %465[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1806 = llvm.ptrtoint %1805 : !llvm.ptr<1> to i64
      %1807 = llvm.inttoptr %1806 : i64 to !llvm.ptr<1>
      llvm.store %1804, %1807 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1808 = llvm.and %1799, %1790 : i1
      llvm.cond_br %1808, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1809 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1810 = llvm.ptrtoint %1809 : !llvm.ptr to i64
      %1811 = llvm.inttoptr %1810 : i64 to !llvm.ptr
      %1812 = llvm.load %1811 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1813 = llvm.getelementptr %465[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1814 = llvm.ptrtoint %1813 : !llvm.ptr<1> to i64
      %1815 = llvm.inttoptr %1814 : i64 to !llvm.ptr<1>
      llvm.store %1812, %1815 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1816 = llvm.icmp "slt" %1041, %57 : i32
      %1817 = llvm.and %1816, %1783 : i1
      llvm.cond_br %1817, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1818 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1819 = llvm.ptrtoint %1818 : !llvm.ptr to i64
      %1820 = llvm.inttoptr %1819 : i64 to !llvm.ptr
      %1821 = llvm.load %1820 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1822 = llvm.getelementptr %465[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1823 = llvm.ptrtoint %1822 : !llvm.ptr<1> to i64
      %1824 = llvm.inttoptr %1823 : i64 to !llvm.ptr<1>
      llvm.store %1821, %1824 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1825 = llvm.and %1816, %1790 : i1
      llvm.cond_br %1825, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1826 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1827 = llvm.ptrtoint %1826 : !llvm.ptr to i64
      %1828 = llvm.inttoptr %1827 : i64 to !llvm.ptr
      %1829 = llvm.load %1828 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1830 = llvm.getelementptr %465[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1831 = llvm.ptrtoint %1830 : !llvm.ptr<1> to i64
      %1832 = llvm.inttoptr %1831 : i64 to !llvm.ptr<1>
      llvm.store %1829, %1832 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1833 = llvm.icmp "slt" %1052, %57 : i32
      %1834 = llvm.and %1833, %1783 : i1
      llvm.cond_br %1834, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1835 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1836 = llvm.ptrtoint %1835 : !llvm.ptr to i64
      %1837 = llvm.inttoptr %1836 : i64 to !llvm.ptr
      %1838 = llvm.load %1837 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1839 = llvm.getelementptr %465[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1840 = llvm.ptrtoint %1839 : !llvm.ptr<1> to i64
      %1841 = llvm.inttoptr %1840 : i64 to !llvm.ptr<1>
      llvm.store %1838, %1841 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1842 = llvm.and %1833, %1790 : i1
      llvm.cond_br %1842, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1843 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1844 = llvm.ptrtoint %1843 : !llvm.ptr to i64
      %1845 = llvm.inttoptr %1844 : i64 to !llvm.ptr
      %1846 = llvm.load %1845 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1847 = llvm.getelementptr %465[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1848 = llvm.ptrtoint %1847 : !llvm.ptr<1> to i64
      %1849 = llvm.inttoptr %1848 : i64 to !llvm.ptr<1>
      llvm.store %1846, %1849 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1850 = llvm.icmp "slt" %1063, %57 : i32
      %1851 = llvm.and %1850, %1783 : i1
      llvm.cond_br %1851, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1852 = llvm.getelementptr %64[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1853 = llvm.ptrtoint %1852 : !llvm.ptr to i64
      %1854 = llvm.inttoptr %1853 : i64 to !llvm.ptr
      %1855 = llvm.load %1854 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1856 = llvm.getelementptr %465[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1857 = llvm.ptrtoint %1856 : !llvm.ptr<1> to i64
      %1858 = llvm.inttoptr %1857 : i64 to !llvm.ptr<1>
      llvm.store %1855, %1858 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1859 = llvm.and %1850, %1790 : i1
      llvm.cond_br %1859, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1860 = llvm.getelementptr %64[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1861 = llvm.ptrtoint %1860 : !llvm.ptr to i64
      %1862 = llvm.inttoptr %1861 : i64 to !llvm.ptr
      %1863 = llvm.load %1862 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1864 = llvm.getelementptr %465[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1865 = llvm.ptrtoint %1864 : !llvm.ptr<1> to i64
      %1866 = llvm.inttoptr %1865 : i64 to !llvm.ptr<1>
      llvm.store %1863, %1866 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1867 = llvm.icmp "slt" %1074, %57 : i32
      %1868 = llvm.and %1867, %1783 : i1
      llvm.cond_br %1868, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1869 = llvm.getelementptr %64[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1870 = llvm.ptrtoint %1869 : !llvm.ptr to i64
      %1871 = llvm.inttoptr %1870 : i64 to !llvm.ptr
      %1872 = llvm.load %1871 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1873 = llvm.getelementptr %465[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1874 = llvm.ptrtoint %1873 : !llvm.ptr<1> to i64
      %1875 = llvm.inttoptr %1874 : i64 to !llvm.ptr<1>
      llvm.store %1872, %1875 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1876 = llvm.and %1867, %1790 : i1
      llvm.cond_br %1876, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1877 = llvm.getelementptr %64[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1878 = llvm.ptrtoint %1877 : !llvm.ptr to i64
      %1879 = llvm.inttoptr %1878 : i64 to !llvm.ptr
      %1880 = llvm.load %1879 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1881 = llvm.getelementptr %465[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1882 = llvm.ptrtoint %1881 : !llvm.ptr<1> to i64
      %1883 = llvm.inttoptr %1882 : i64 to !llvm.ptr<1>
      llvm.store %1880, %1883 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1884 = llvm.icmp "slt" %1085, %57 : i32
      %1885 = llvm.and %1884, %1783 : i1
      llvm.cond_br %1885, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1886 = llvm.getelementptr %64[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1887 = llvm.ptrtoint %1886 : !llvm.ptr to i64
      %1888 = llvm.inttoptr %1887 : i64 to !llvm.ptr
      %1889 = llvm.load %1888 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1890 = llvm.getelementptr %465[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1891 = llvm.ptrtoint %1890 : !llvm.ptr<1> to i64
      %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr<1>
      llvm.store %1889, %1892 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1893 = llvm.and %1884, %1790 : i1
      llvm.cond_br %1893, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1894 = llvm.getelementptr %64[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1895 = llvm.ptrtoint %1894 : !llvm.ptr to i64
      %1896 = llvm.inttoptr %1895 : i64 to !llvm.ptr
      %1897 = llvm.load %1896 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1898 = llvm.getelementptr %465[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1899 = llvm.ptrtoint %1898 : !llvm.ptr<1> to i64
      %1900 = llvm.inttoptr %1899 : i64 to !llvm.ptr<1>
      llvm.store %1897, %1900 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1901 = llvm.icmp "slt" %1096, %57 : i32
      %1902 = llvm.and %1901, %1783 : i1
      llvm.cond_br %1902, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1903 = llvm.getelementptr %64[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1904 = llvm.ptrtoint %1903 : !llvm.ptr to i64
      %1905 = llvm.inttoptr %1904 : i64 to !llvm.ptr
      %1906 = llvm.load %1905 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1907 = llvm.getelementptr %465[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1908 = llvm.ptrtoint %1907 : !llvm.ptr<1> to i64
      %1909 = llvm.inttoptr %1908 : i64 to !llvm.ptr<1>
      llvm.store %1906, %1909 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1910 = llvm.and %1901, %1790 : i1
      llvm.cond_br %1910, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1911 = llvm.getelementptr %64[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1912 = llvm.ptrtoint %1911 : !llvm.ptr to i64
      %1913 = llvm.inttoptr %1912 : i64 to !llvm.ptr
      %1914 = llvm.load %1913 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1915 = llvm.getelementptr %465[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1916 = llvm.ptrtoint %1915 : !llvm.ptr<1> to i64
      %1917 = llvm.inttoptr %1916 : i64 to !llvm.ptr<1>
      llvm.store %1914, %1917 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1918 = llvm.icmp "slt" %1107, %44 : i32
      %1919 = llvm.and %1782, %1918 : i1
      llvm.cond_br %1919, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1920 = llvm.getelementptr %64[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1921 = llvm.ptrtoint %1920 : !llvm.ptr to i64
      %1922 = llvm.inttoptr %1921 : i64 to !llvm.ptr
      %1923 = llvm.load %1922 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1924 = llvm.getelementptr %465[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1925 = llvm.ptrtoint %1924 : !llvm.ptr<1> to i64
      %1926 = llvm.inttoptr %1925 : i64 to !llvm.ptr<1>
      llvm.store %1923, %1926 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1927 = llvm.icmp "slt" %1118, %44 : i32
      %1928 = llvm.and %1782, %1927 : i1
      llvm.cond_br %1928, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1929 = llvm.getelementptr %64[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1930 = llvm.ptrtoint %1929 : !llvm.ptr to i64
      %1931 = llvm.inttoptr %1930 : i64 to !llvm.ptr
      %1932 = llvm.load %1931 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1933 = llvm.getelementptr %465[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1934 = llvm.ptrtoint %1933 : !llvm.ptr<1> to i64
      %1935 = llvm.inttoptr %1934 : i64 to !llvm.ptr<1>
      llvm.store %1932, %1935 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1936 = llvm.and %1799, %1918 : i1
      llvm.cond_br %1936, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1937 = llvm.getelementptr %64[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1938 = llvm.ptrtoint %1937 : !llvm.ptr to i64
      %1939 = llvm.inttoptr %1938 : i64 to !llvm.ptr
      %1940 = llvm.load %1939 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1941 = llvm.getelementptr %465[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1942 = llvm.ptrtoint %1941 : !llvm.ptr<1> to i64
      %1943 = llvm.inttoptr %1942 : i64 to !llvm.ptr<1>
      llvm.store %1940, %1943 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1944 = llvm.and %1799, %1927 : i1
      llvm.cond_br %1944, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1945 = llvm.getelementptr %64[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1946 = llvm.ptrtoint %1945 : !llvm.ptr to i64
      %1947 = llvm.inttoptr %1946 : i64 to !llvm.ptr
      %1948 = llvm.load %1947 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1949 = llvm.getelementptr %465[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1950 = llvm.ptrtoint %1949 : !llvm.ptr<1> to i64
      %1951 = llvm.inttoptr %1950 : i64 to !llvm.ptr<1>
      llvm.store %1948, %1951 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1952 = llvm.and %1816, %1918 : i1
      llvm.cond_br %1952, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1953 = llvm.getelementptr %64[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1954 = llvm.ptrtoint %1953 : !llvm.ptr to i64
      %1955 = llvm.inttoptr %1954 : i64 to !llvm.ptr
      %1956 = llvm.load %1955 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1957 = llvm.getelementptr %465[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1958 = llvm.ptrtoint %1957 : !llvm.ptr<1> to i64
      %1959 = llvm.inttoptr %1958 : i64 to !llvm.ptr<1>
      llvm.store %1956, %1959 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1960 = llvm.and %1816, %1927 : i1
      llvm.cond_br %1960, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1961 = llvm.getelementptr %64[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1962 = llvm.ptrtoint %1961 : !llvm.ptr to i64
      %1963 = llvm.inttoptr %1962 : i64 to !llvm.ptr
      %1964 = llvm.load %1963 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1965 = llvm.getelementptr %465[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1966 = llvm.ptrtoint %1965 : !llvm.ptr<1> to i64
      %1967 = llvm.inttoptr %1966 : i64 to !llvm.ptr<1>
      llvm.store %1964, %1967 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1968 = llvm.and %1833, %1918 : i1
      llvm.cond_br %1968, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1969 = llvm.getelementptr %64[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1970 = llvm.ptrtoint %1969 : !llvm.ptr to i64
      %1971 = llvm.inttoptr %1970 : i64 to !llvm.ptr
      %1972 = llvm.load %1971 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1973 = llvm.getelementptr %465[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1974 = llvm.ptrtoint %1973 : !llvm.ptr<1> to i64
      %1975 = llvm.inttoptr %1974 : i64 to !llvm.ptr<1>
      llvm.store %1972, %1975 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1976 = llvm.and %1833, %1927 : i1
      llvm.cond_br %1976, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1977 = llvm.getelementptr %64[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1978 = llvm.ptrtoint %1977 : !llvm.ptr to i64
      %1979 = llvm.inttoptr %1978 : i64 to !llvm.ptr
      %1980 = llvm.load %1979 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1981 = llvm.getelementptr %465[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1982 = llvm.ptrtoint %1981 : !llvm.ptr<1> to i64
      %1983 = llvm.inttoptr %1982 : i64 to !llvm.ptr<1>
      llvm.store %1980, %1983 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1984 = llvm.and %1850, %1918 : i1
      llvm.cond_br %1984, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1985 = llvm.getelementptr %64[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1986 = llvm.ptrtoint %1985 : !llvm.ptr to i64
      %1987 = llvm.inttoptr %1986 : i64 to !llvm.ptr
      %1988 = llvm.load %1987 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1989 = llvm.getelementptr %465[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1990 = llvm.ptrtoint %1989 : !llvm.ptr<1> to i64
      %1991 = llvm.inttoptr %1990 : i64 to !llvm.ptr<1>
      llvm.store %1988, %1991 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1992 = llvm.and %1850, %1927 : i1
      llvm.cond_br %1992, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1993 = llvm.getelementptr %64[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1994 = llvm.ptrtoint %1993 : !llvm.ptr to i64
      %1995 = llvm.inttoptr %1994 : i64 to !llvm.ptr
      %1996 = llvm.load %1995 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1997 = llvm.getelementptr %465[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1998 = llvm.ptrtoint %1997 : !llvm.ptr<1> to i64
      %1999 = llvm.inttoptr %1998 : i64 to !llvm.ptr<1>
      llvm.store %1996, %1999 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %2000 = llvm.and %1867, %1918 : i1
      llvm.cond_br %2000, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %2001 = llvm.getelementptr %64[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2002 = llvm.ptrtoint %2001 : !llvm.ptr to i64
      %2003 = llvm.inttoptr %2002 : i64 to !llvm.ptr
      %2004 = llvm.load %2003 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2005 = llvm.getelementptr %465[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2006 = llvm.ptrtoint %2005 : !llvm.ptr<1> to i64
      %2007 = llvm.inttoptr %2006 : i64 to !llvm.ptr<1>
      llvm.store %2004, %2007 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %2008 = llvm.and %1867, %1927 : i1
      llvm.cond_br %2008, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %2009 = llvm.getelementptr %64[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2010 = llvm.ptrtoint %2009 : !llvm.ptr to i64
      %2011 = llvm.inttoptr %2010 : i64 to !llvm.ptr
      %2012 = llvm.load %2011 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2013 = llvm.getelementptr %465[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2014 = llvm.ptrtoint %2013 : !llvm.ptr<1> to i64
      %2015 = llvm.inttoptr %2014 : i64 to !llvm.ptr<1>
      llvm.store %2012, %2015 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %2016 = llvm.and %1884, %1918 : i1
      llvm.cond_br %2016, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %2017 = llvm.getelementptr %64[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2018 = llvm.ptrtoint %2017 : !llvm.ptr to i64
      %2019 = llvm.inttoptr %2018 : i64 to !llvm.ptr
      %2020 = llvm.load %2019 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2021 = llvm.getelementptr %465[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2022 = llvm.ptrtoint %2021 : !llvm.ptr<1> to i64
      %2023 = llvm.inttoptr %2022 : i64 to !llvm.ptr<1>
      llvm.store %2020, %2023 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %2024 = llvm.and %1884, %1927 : i1
      llvm.cond_br %2024, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %2025 = llvm.getelementptr %64[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2026 = llvm.ptrtoint %2025 : !llvm.ptr to i64
      %2027 = llvm.inttoptr %2026 : i64 to !llvm.ptr
      %2028 = llvm.load %2027 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2029 = llvm.getelementptr %465[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2030 = llvm.ptrtoint %2029 : !llvm.ptr<1> to i64
      %2031 = llvm.inttoptr %2030 : i64 to !llvm.ptr<1>
      llvm.store %2028, %2031 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %2032 = llvm.and %1901, %1918 : i1
      llvm.cond_br %2032, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %2033 = llvm.getelementptr %64[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2034 = llvm.ptrtoint %2033 : !llvm.ptr to i64
      %2035 = llvm.inttoptr %2034 : i64 to !llvm.ptr
      %2036 = llvm.load %2035 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2037 = llvm.getelementptr %465[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2038 = llvm.ptrtoint %2037 : !llvm.ptr<1> to i64
      %2039 = llvm.inttoptr %2038 : i64 to !llvm.ptr<1>
      llvm.store %2036, %2039 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %2040 = llvm.and %1901, %1927 : i1
      llvm.cond_br %2040, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %2041 = llvm.getelementptr %64[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2042 = llvm.ptrtoint %2041 : !llvm.ptr to i64
      %2043 = llvm.inttoptr %2042 : i64 to !llvm.ptr
      %2044 = llvm.load %2043 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2045 = llvm.getelementptr %465[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2046 = llvm.ptrtoint %2045 : !llvm.ptr<1> to i64
      %2047 = llvm.inttoptr %2046 : i64 to !llvm.ptr<1>
      llvm.store %2044, %2047 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %2048 = llvm.icmp "slt" %1199, %44 : i32
      %2049 = llvm.and %1782, %2048 : i1
      llvm.cond_br %2049, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %2050 = llvm.getelementptr %64[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2051 = llvm.ptrtoint %2050 : !llvm.ptr to i64
      %2052 = llvm.inttoptr %2051 : i64 to !llvm.ptr
      %2053 = llvm.load %2052 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2054 = llvm.getelementptr %465[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2055 = llvm.ptrtoint %2054 : !llvm.ptr<1> to i64
      %2056 = llvm.inttoptr %2055 : i64 to !llvm.ptr<1>
      llvm.store %2053, %2056 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %2057 = llvm.icmp "slt" %1210, %44 : i32
      %2058 = llvm.and %1782, %2057 : i1
      llvm.cond_br %2058, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %2059 = llvm.getelementptr %64[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2060 = llvm.ptrtoint %2059 : !llvm.ptr to i64
      %2061 = llvm.inttoptr %2060 : i64 to !llvm.ptr
      %2062 = llvm.load %2061 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2063 = llvm.getelementptr %465[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2064 = llvm.ptrtoint %2063 : !llvm.ptr<1> to i64
      %2065 = llvm.inttoptr %2064 : i64 to !llvm.ptr<1>
      llvm.store %2062, %2065 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %2066 = llvm.and %1799, %2048 : i1
      llvm.cond_br %2066, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %2067 = llvm.getelementptr %64[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2068 = llvm.ptrtoint %2067 : !llvm.ptr to i64
      %2069 = llvm.inttoptr %2068 : i64 to !llvm.ptr
      %2070 = llvm.load %2069 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2071 = llvm.getelementptr %465[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2072 = llvm.ptrtoint %2071 : !llvm.ptr<1> to i64
      %2073 = llvm.inttoptr %2072 : i64 to !llvm.ptr<1>
      llvm.store %2070, %2073 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %2074 = llvm.and %1799, %2057 : i1
      llvm.cond_br %2074, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %2075 = llvm.getelementptr %64[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2076 = llvm.ptrtoint %2075 : !llvm.ptr to i64
      %2077 = llvm.inttoptr %2076 : i64 to !llvm.ptr
      %2078 = llvm.load %2077 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2079 = llvm.getelementptr %465[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2080 = llvm.ptrtoint %2079 : !llvm.ptr<1> to i64
      %2081 = llvm.inttoptr %2080 : i64 to !llvm.ptr<1>
      llvm.store %2078, %2081 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %2082 = llvm.and %1816, %2048 : i1
      llvm.cond_br %2082, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %2083 = llvm.getelementptr %64[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2084 = llvm.ptrtoint %2083 : !llvm.ptr to i64
      %2085 = llvm.inttoptr %2084 : i64 to !llvm.ptr
      %2086 = llvm.load %2085 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2087 = llvm.getelementptr %465[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2088 = llvm.ptrtoint %2087 : !llvm.ptr<1> to i64
      %2089 = llvm.inttoptr %2088 : i64 to !llvm.ptr<1>
      llvm.store %2086, %2089 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %2090 = llvm.and %1816, %2057 : i1
      llvm.cond_br %2090, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %2091 = llvm.getelementptr %64[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2092 = llvm.ptrtoint %2091 : !llvm.ptr to i64
      %2093 = llvm.inttoptr %2092 : i64 to !llvm.ptr
      %2094 = llvm.load %2093 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2095 = llvm.getelementptr %465[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2096 = llvm.ptrtoint %2095 : !llvm.ptr<1> to i64
      %2097 = llvm.inttoptr %2096 : i64 to !llvm.ptr<1>
      llvm.store %2094, %2097 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %2098 = llvm.and %1833, %2048 : i1
      llvm.cond_br %2098, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %2099 = llvm.getelementptr %64[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2100 = llvm.ptrtoint %2099 : !llvm.ptr to i64
      %2101 = llvm.inttoptr %2100 : i64 to !llvm.ptr
      %2102 = llvm.load %2101 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2103 = llvm.getelementptr %465[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2104 = llvm.ptrtoint %2103 : !llvm.ptr<1> to i64
      %2105 = llvm.inttoptr %2104 : i64 to !llvm.ptr<1>
      llvm.store %2102, %2105 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %2106 = llvm.and %1833, %2057 : i1
      llvm.cond_br %2106, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %2107 = llvm.getelementptr %64[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2108 = llvm.ptrtoint %2107 : !llvm.ptr to i64
      %2109 = llvm.inttoptr %2108 : i64 to !llvm.ptr
      %2110 = llvm.load %2109 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2111 = llvm.getelementptr %465[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2112 = llvm.ptrtoint %2111 : !llvm.ptr<1> to i64
      %2113 = llvm.inttoptr %2112 : i64 to !llvm.ptr<1>
      llvm.store %2110, %2113 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %2114 = llvm.and %1850, %2048 : i1
      llvm.cond_br %2114, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %2115 = llvm.getelementptr %64[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2116 = llvm.ptrtoint %2115 : !llvm.ptr to i64
      %2117 = llvm.inttoptr %2116 : i64 to !llvm.ptr
      %2118 = llvm.load %2117 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2119 = llvm.getelementptr %465[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2120 = llvm.ptrtoint %2119 : !llvm.ptr<1> to i64
      %2121 = llvm.inttoptr %2120 : i64 to !llvm.ptr<1>
      llvm.store %2118, %2121 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %2122 = llvm.and %1850, %2057 : i1
      llvm.cond_br %2122, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %2123 = llvm.getelementptr %64[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2124 = llvm.ptrtoint %2123 : !llvm.ptr to i64
      %2125 = llvm.inttoptr %2124 : i64 to !llvm.ptr
      %2126 = llvm.load %2125 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2127 = llvm.getelementptr %465[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2128 = llvm.ptrtoint %2127 : !llvm.ptr<1> to i64
      %2129 = llvm.inttoptr %2128 : i64 to !llvm.ptr<1>
      llvm.store %2126, %2129 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %2130 = llvm.and %1867, %2048 : i1
      llvm.cond_br %2130, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %2131 = llvm.getelementptr %64[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2132 = llvm.ptrtoint %2131 : !llvm.ptr to i64
      %2133 = llvm.inttoptr %2132 : i64 to !llvm.ptr
      %2134 = llvm.load %2133 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2135 = llvm.getelementptr %465[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2136 = llvm.ptrtoint %2135 : !llvm.ptr<1> to i64
      %2137 = llvm.inttoptr %2136 : i64 to !llvm.ptr<1>
      llvm.store %2134, %2137 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %2138 = llvm.and %1867, %2057 : i1
      llvm.cond_br %2138, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %2139 = llvm.getelementptr %64[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2140 = llvm.ptrtoint %2139 : !llvm.ptr to i64
      %2141 = llvm.inttoptr %2140 : i64 to !llvm.ptr
      %2142 = llvm.load %2141 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2143 = llvm.getelementptr %465[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2144 = llvm.ptrtoint %2143 : !llvm.ptr<1> to i64
      %2145 = llvm.inttoptr %2144 : i64 to !llvm.ptr<1>
      llvm.store %2142, %2145 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %2146 = llvm.and %1884, %2048 : i1
      llvm.cond_br %2146, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %2147 = llvm.getelementptr %64[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2148 = llvm.ptrtoint %2147 : !llvm.ptr to i64
      %2149 = llvm.inttoptr %2148 : i64 to !llvm.ptr
      %2150 = llvm.load %2149 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2151 = llvm.getelementptr %465[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2152 = llvm.ptrtoint %2151 : !llvm.ptr<1> to i64
      %2153 = llvm.inttoptr %2152 : i64 to !llvm.ptr<1>
      llvm.store %2150, %2153 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %2154 = llvm.and %1884, %2057 : i1
      llvm.cond_br %2154, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %2155 = llvm.getelementptr %64[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2156 = llvm.ptrtoint %2155 : !llvm.ptr to i64
      %2157 = llvm.inttoptr %2156 : i64 to !llvm.ptr
      %2158 = llvm.load %2157 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2159 = llvm.getelementptr %465[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2160 = llvm.ptrtoint %2159 : !llvm.ptr<1> to i64
      %2161 = llvm.inttoptr %2160 : i64 to !llvm.ptr<1>
      llvm.store %2158, %2161 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %2162 = llvm.and %1901, %2048 : i1
      llvm.cond_br %2162, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %2163 = llvm.getelementptr %64[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2164 = llvm.ptrtoint %2163 : !llvm.ptr to i64
      %2165 = llvm.inttoptr %2164 : i64 to !llvm.ptr
      %2166 = llvm.load %2165 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2167 = llvm.getelementptr %465[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2168 = llvm.ptrtoint %2167 : !llvm.ptr<1> to i64
      %2169 = llvm.inttoptr %2168 : i64 to !llvm.ptr<1>
      llvm.store %2166, %2169 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %2170 = llvm.and %1901, %2057 : i1
      llvm.cond_br %2170, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %2171 = llvm.getelementptr %64[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2172 = llvm.ptrtoint %2171 : !llvm.ptr to i64
      %2173 = llvm.inttoptr %2172 : i64 to !llvm.ptr
      %2174 = llvm.load %2173 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2175 = llvm.getelementptr %465[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2176 = llvm.ptrtoint %2175 : !llvm.ptr<1> to i64
      %2177 = llvm.inttoptr %2176 : i64 to !llvm.ptr<1>
      llvm.store %2174, %2177 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %2178 = llvm.icmp "slt" %1291, %44 : i32
      %2179 = llvm.and %1782, %2178 : i1
      llvm.cond_br %2179, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %2180 = llvm.getelementptr %64[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2181 = llvm.ptrtoint %2180 : !llvm.ptr to i64
      %2182 = llvm.inttoptr %2181 : i64 to !llvm.ptr
      %2183 = llvm.load %2182 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2184 = llvm.getelementptr %465[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2185 = llvm.ptrtoint %2184 : !llvm.ptr<1> to i64
      %2186 = llvm.inttoptr %2185 : i64 to !llvm.ptr<1>
      llvm.store %2183, %2186 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %2187 = llvm.icmp "slt" %1302, %44 : i32
      %2188 = llvm.and %1782, %2187 : i1
      llvm.cond_br %2188, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %2189 = llvm.getelementptr %64[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2190 = llvm.ptrtoint %2189 : !llvm.ptr to i64
      %2191 = llvm.inttoptr %2190 : i64 to !llvm.ptr
      %2192 = llvm.load %2191 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2193 = llvm.getelementptr %465[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2194 = llvm.ptrtoint %2193 : !llvm.ptr<1> to i64
      %2195 = llvm.inttoptr %2194 : i64 to !llvm.ptr<1>
      llvm.store %2192, %2195 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %2196 = llvm.and %1799, %2178 : i1
      llvm.cond_br %2196, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %2197 = llvm.getelementptr %64[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2198 = llvm.ptrtoint %2197 : !llvm.ptr to i64
      %2199 = llvm.inttoptr %2198 : i64 to !llvm.ptr
      %2200 = llvm.load %2199 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2201 = llvm.getelementptr %465[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2202 = llvm.ptrtoint %2201 : !llvm.ptr<1> to i64
      %2203 = llvm.inttoptr %2202 : i64 to !llvm.ptr<1>
      llvm.store %2200, %2203 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %2204 = llvm.and %1799, %2187 : i1
      llvm.cond_br %2204, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %2205 = llvm.getelementptr %64[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2206 = llvm.ptrtoint %2205 : !llvm.ptr to i64
      %2207 = llvm.inttoptr %2206 : i64 to !llvm.ptr
      %2208 = llvm.load %2207 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2209 = llvm.getelementptr %465[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2210 = llvm.ptrtoint %2209 : !llvm.ptr<1> to i64
      %2211 = llvm.inttoptr %2210 : i64 to !llvm.ptr<1>
      llvm.store %2208, %2211 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %2212 = llvm.and %1816, %2178 : i1
      llvm.cond_br %2212, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %2213 = llvm.getelementptr %64[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2214 = llvm.ptrtoint %2213 : !llvm.ptr to i64
      %2215 = llvm.inttoptr %2214 : i64 to !llvm.ptr
      %2216 = llvm.load %2215 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2217 = llvm.getelementptr %465[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2218 = llvm.ptrtoint %2217 : !llvm.ptr<1> to i64
      %2219 = llvm.inttoptr %2218 : i64 to !llvm.ptr<1>
      llvm.store %2216, %2219 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %2220 = llvm.and %1816, %2187 : i1
      llvm.cond_br %2220, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %2221 = llvm.getelementptr %64[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2222 = llvm.ptrtoint %2221 : !llvm.ptr to i64
      %2223 = llvm.inttoptr %2222 : i64 to !llvm.ptr
      %2224 = llvm.load %2223 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2225 = llvm.getelementptr %465[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2226 = llvm.ptrtoint %2225 : !llvm.ptr<1> to i64
      %2227 = llvm.inttoptr %2226 : i64 to !llvm.ptr<1>
      llvm.store %2224, %2227 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %2228 = llvm.and %1833, %2178 : i1
      llvm.cond_br %2228, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %2229 = llvm.getelementptr %64[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2230 = llvm.ptrtoint %2229 : !llvm.ptr to i64
      %2231 = llvm.inttoptr %2230 : i64 to !llvm.ptr
      %2232 = llvm.load %2231 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2233 = llvm.getelementptr %465[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2234 = llvm.ptrtoint %2233 : !llvm.ptr<1> to i64
      %2235 = llvm.inttoptr %2234 : i64 to !llvm.ptr<1>
      llvm.store %2232, %2235 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %2236 = llvm.and %1833, %2187 : i1
      llvm.cond_br %2236, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %2237 = llvm.getelementptr %64[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2238 = llvm.ptrtoint %2237 : !llvm.ptr to i64
      %2239 = llvm.inttoptr %2238 : i64 to !llvm.ptr
      %2240 = llvm.load %2239 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2241 = llvm.getelementptr %465[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2242 = llvm.ptrtoint %2241 : !llvm.ptr<1> to i64
      %2243 = llvm.inttoptr %2242 : i64 to !llvm.ptr<1>
      llvm.store %2240, %2243 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %2244 = llvm.and %1850, %2178 : i1
      llvm.cond_br %2244, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %2245 = llvm.getelementptr %64[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2246 = llvm.ptrtoint %2245 : !llvm.ptr to i64
      %2247 = llvm.inttoptr %2246 : i64 to !llvm.ptr
      %2248 = llvm.load %2247 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2249 = llvm.getelementptr %465[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2250 = llvm.ptrtoint %2249 : !llvm.ptr<1> to i64
      %2251 = llvm.inttoptr %2250 : i64 to !llvm.ptr<1>
      llvm.store %2248, %2251 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %2252 = llvm.and %1850, %2187 : i1
      llvm.cond_br %2252, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %2253 = llvm.getelementptr %64[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2254 = llvm.ptrtoint %2253 : !llvm.ptr to i64
      %2255 = llvm.inttoptr %2254 : i64 to !llvm.ptr
      %2256 = llvm.load %2255 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2257 = llvm.getelementptr %465[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2258 = llvm.ptrtoint %2257 : !llvm.ptr<1> to i64
      %2259 = llvm.inttoptr %2258 : i64 to !llvm.ptr<1>
      llvm.store %2256, %2259 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %2260 = llvm.and %1867, %2178 : i1
      llvm.cond_br %2260, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %2261 = llvm.getelementptr %64[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2262 = llvm.ptrtoint %2261 : !llvm.ptr to i64
      %2263 = llvm.inttoptr %2262 : i64 to !llvm.ptr
      %2264 = llvm.load %2263 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2265 = llvm.getelementptr %465[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2266 = llvm.ptrtoint %2265 : !llvm.ptr<1> to i64
      %2267 = llvm.inttoptr %2266 : i64 to !llvm.ptr<1>
      llvm.store %2264, %2267 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %2268 = llvm.and %1867, %2187 : i1
      llvm.cond_br %2268, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %2269 = llvm.getelementptr %64[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2270 = llvm.ptrtoint %2269 : !llvm.ptr to i64
      %2271 = llvm.inttoptr %2270 : i64 to !llvm.ptr
      %2272 = llvm.load %2271 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2273 = llvm.getelementptr %465[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2274 = llvm.ptrtoint %2273 : !llvm.ptr<1> to i64
      %2275 = llvm.inttoptr %2274 : i64 to !llvm.ptr<1>
      llvm.store %2272, %2275 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %2276 = llvm.and %1884, %2178 : i1
      llvm.cond_br %2276, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %2277 = llvm.getelementptr %64[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2278 = llvm.ptrtoint %2277 : !llvm.ptr to i64
      %2279 = llvm.inttoptr %2278 : i64 to !llvm.ptr
      %2280 = llvm.load %2279 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2281 = llvm.getelementptr %465[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2282 = llvm.ptrtoint %2281 : !llvm.ptr<1> to i64
      %2283 = llvm.inttoptr %2282 : i64 to !llvm.ptr<1>
      llvm.store %2280, %2283 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %2284 = llvm.and %1884, %2187 : i1
      llvm.cond_br %2284, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %2285 = llvm.getelementptr %64[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2286 = llvm.ptrtoint %2285 : !llvm.ptr to i64
      %2287 = llvm.inttoptr %2286 : i64 to !llvm.ptr
      %2288 = llvm.load %2287 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2289 = llvm.getelementptr %465[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2290 = llvm.ptrtoint %2289 : !llvm.ptr<1> to i64
      %2291 = llvm.inttoptr %2290 : i64 to !llvm.ptr<1>
      llvm.store %2288, %2291 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %2292 = llvm.and %1901, %2178 : i1
      llvm.cond_br %2292, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %2293 = llvm.getelementptr %64[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2294 = llvm.ptrtoint %2293 : !llvm.ptr to i64
      %2295 = llvm.inttoptr %2294 : i64 to !llvm.ptr
      %2296 = llvm.load %2295 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2297 = llvm.getelementptr %465[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2298 = llvm.ptrtoint %2297 : !llvm.ptr<1> to i64
      %2299 = llvm.inttoptr %2298 : i64 to !llvm.ptr<1>
      llvm.store %2296, %2299 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %2300 = llvm.and %1901, %2187 : i1
      llvm.cond_br %2300, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %2301 = llvm.getelementptr %64[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2302 = llvm.ptrtoint %2301 : !llvm.ptr to i64
      %2303 = llvm.inttoptr %2302 : i64 to !llvm.ptr
      %2304 = llvm.load %2303 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2305 = llvm.getelementptr %465[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2306 = llvm.ptrtoint %2305 : !llvm.ptr<1> to i64
      %2307 = llvm.inttoptr %2306 : i64 to !llvm.ptr<1>
      llvm.store %2304, %2307 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %2308 = llvm.icmp "slt" %1383, %44 : i32
      %2309 = llvm.and %1782, %2308 : i1
      llvm.cond_br %2309, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %2310 = llvm.getelementptr %64[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2311 = llvm.ptrtoint %2310 : !llvm.ptr to i64
      %2312 = llvm.inttoptr %2311 : i64 to !llvm.ptr
      %2313 = llvm.load %2312 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2314 = llvm.getelementptr %465[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2315 = llvm.ptrtoint %2314 : !llvm.ptr<1> to i64
      %2316 = llvm.inttoptr %2315 : i64 to !llvm.ptr<1>
      llvm.store %2313, %2316 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %2317 = llvm.icmp "slt" %1394, %44 : i32
      %2318 = llvm.and %1782, %2317 : i1
      llvm.cond_br %2318, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %2319 = llvm.getelementptr %64[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2320 = llvm.ptrtoint %2319 : !llvm.ptr to i64
      %2321 = llvm.inttoptr %2320 : i64 to !llvm.ptr
      %2322 = llvm.load %2321 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2323 = llvm.getelementptr %465[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2324 = llvm.ptrtoint %2323 : !llvm.ptr<1> to i64
      %2325 = llvm.inttoptr %2324 : i64 to !llvm.ptr<1>
      llvm.store %2322, %2325 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %2326 = llvm.and %1799, %2308 : i1
      llvm.cond_br %2326, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %2327 = llvm.getelementptr %64[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2328 = llvm.ptrtoint %2327 : !llvm.ptr to i64
      %2329 = llvm.inttoptr %2328 : i64 to !llvm.ptr
      %2330 = llvm.load %2329 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2331 = llvm.getelementptr %465[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2332 = llvm.ptrtoint %2331 : !llvm.ptr<1> to i64
      %2333 = llvm.inttoptr %2332 : i64 to !llvm.ptr<1>
      llvm.store %2330, %2333 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %2334 = llvm.and %1799, %2317 : i1
      llvm.cond_br %2334, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %2335 = llvm.getelementptr %64[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2336 = llvm.ptrtoint %2335 : !llvm.ptr to i64
      %2337 = llvm.inttoptr %2336 : i64 to !llvm.ptr
      %2338 = llvm.load %2337 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2339 = llvm.getelementptr %465[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2340 = llvm.ptrtoint %2339 : !llvm.ptr<1> to i64
      %2341 = llvm.inttoptr %2340 : i64 to !llvm.ptr<1>
      llvm.store %2338, %2341 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %2342 = llvm.and %1816, %2308 : i1
      llvm.cond_br %2342, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %2343 = llvm.getelementptr %64[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2344 = llvm.ptrtoint %2343 : !llvm.ptr to i64
      %2345 = llvm.inttoptr %2344 : i64 to !llvm.ptr
      %2346 = llvm.load %2345 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2347 = llvm.getelementptr %465[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2348 = llvm.ptrtoint %2347 : !llvm.ptr<1> to i64
      %2349 = llvm.inttoptr %2348 : i64 to !llvm.ptr<1>
      llvm.store %2346, %2349 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %2350 = llvm.and %1816, %2317 : i1
      llvm.cond_br %2350, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %2351 = llvm.getelementptr %64[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2352 = llvm.ptrtoint %2351 : !llvm.ptr to i64
      %2353 = llvm.inttoptr %2352 : i64 to !llvm.ptr
      %2354 = llvm.load %2353 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2355 = llvm.getelementptr %465[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2356 = llvm.ptrtoint %2355 : !llvm.ptr<1> to i64
      %2357 = llvm.inttoptr %2356 : i64 to !llvm.ptr<1>
      llvm.store %2354, %2357 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %2358 = llvm.and %1833, %2308 : i1
      llvm.cond_br %2358, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %2359 = llvm.getelementptr %64[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2360 = llvm.ptrtoint %2359 : !llvm.ptr to i64
      %2361 = llvm.inttoptr %2360 : i64 to !llvm.ptr
      %2362 = llvm.load %2361 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2363 = llvm.getelementptr %465[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2364 = llvm.ptrtoint %2363 : !llvm.ptr<1> to i64
      %2365 = llvm.inttoptr %2364 : i64 to !llvm.ptr<1>
      llvm.store %2362, %2365 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %2366 = llvm.and %1833, %2317 : i1
      llvm.cond_br %2366, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %2367 = llvm.getelementptr %64[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2368 = llvm.ptrtoint %2367 : !llvm.ptr to i64
      %2369 = llvm.inttoptr %2368 : i64 to !llvm.ptr
      %2370 = llvm.load %2369 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2371 = llvm.getelementptr %465[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2372 = llvm.ptrtoint %2371 : !llvm.ptr<1> to i64
      %2373 = llvm.inttoptr %2372 : i64 to !llvm.ptr<1>
      llvm.store %2370, %2373 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %2374 = llvm.and %1850, %2308 : i1
      llvm.cond_br %2374, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %2375 = llvm.getelementptr %64[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2376 = llvm.ptrtoint %2375 : !llvm.ptr to i64
      %2377 = llvm.inttoptr %2376 : i64 to !llvm.ptr
      %2378 = llvm.load %2377 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2379 = llvm.getelementptr %465[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2380 = llvm.ptrtoint %2379 : !llvm.ptr<1> to i64
      %2381 = llvm.inttoptr %2380 : i64 to !llvm.ptr<1>
      llvm.store %2378, %2381 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %2382 = llvm.and %1850, %2317 : i1
      llvm.cond_br %2382, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %2383 = llvm.getelementptr %64[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2384 = llvm.ptrtoint %2383 : !llvm.ptr to i64
      %2385 = llvm.inttoptr %2384 : i64 to !llvm.ptr
      %2386 = llvm.load %2385 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2387 = llvm.getelementptr %465[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2388 = llvm.ptrtoint %2387 : !llvm.ptr<1> to i64
      %2389 = llvm.inttoptr %2388 : i64 to !llvm.ptr<1>
      llvm.store %2386, %2389 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %2390 = llvm.and %1867, %2308 : i1
      llvm.cond_br %2390, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %2391 = llvm.getelementptr %64[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2392 = llvm.ptrtoint %2391 : !llvm.ptr to i64
      %2393 = llvm.inttoptr %2392 : i64 to !llvm.ptr
      %2394 = llvm.load %2393 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2395 = llvm.getelementptr %465[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2396 = llvm.ptrtoint %2395 : !llvm.ptr<1> to i64
      %2397 = llvm.inttoptr %2396 : i64 to !llvm.ptr<1>
      llvm.store %2394, %2397 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %2398 = llvm.and %1867, %2317 : i1
      llvm.cond_br %2398, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %2399 = llvm.getelementptr %64[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2400 = llvm.ptrtoint %2399 : !llvm.ptr to i64
      %2401 = llvm.inttoptr %2400 : i64 to !llvm.ptr
      %2402 = llvm.load %2401 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2403 = llvm.getelementptr %465[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2404 = llvm.ptrtoint %2403 : !llvm.ptr<1> to i64
      %2405 = llvm.inttoptr %2404 : i64 to !llvm.ptr<1>
      llvm.store %2402, %2405 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %2406 = llvm.and %1884, %2308 : i1
      llvm.cond_br %2406, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %2407 = llvm.getelementptr %64[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2408 = llvm.ptrtoint %2407 : !llvm.ptr to i64
      %2409 = llvm.inttoptr %2408 : i64 to !llvm.ptr
      %2410 = llvm.load %2409 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2411 = llvm.getelementptr %465[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2412 = llvm.ptrtoint %2411 : !llvm.ptr<1> to i64
      %2413 = llvm.inttoptr %2412 : i64 to !llvm.ptr<1>
      llvm.store %2410, %2413 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %2414 = llvm.and %1884, %2317 : i1
      llvm.cond_br %2414, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %2415 = llvm.getelementptr %64[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2416 = llvm.ptrtoint %2415 : !llvm.ptr to i64
      %2417 = llvm.inttoptr %2416 : i64 to !llvm.ptr
      %2418 = llvm.load %2417 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2419 = llvm.getelementptr %465[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2420 = llvm.ptrtoint %2419 : !llvm.ptr<1> to i64
      %2421 = llvm.inttoptr %2420 : i64 to !llvm.ptr<1>
      llvm.store %2418, %2421 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %2422 = llvm.and %1901, %2308 : i1
      llvm.cond_br %2422, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %2423 = llvm.getelementptr %64[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2424 = llvm.ptrtoint %2423 : !llvm.ptr to i64
      %2425 = llvm.inttoptr %2424 : i64 to !llvm.ptr
      %2426 = llvm.load %2425 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2427 = llvm.getelementptr %465[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2428 = llvm.ptrtoint %2427 : !llvm.ptr<1> to i64
      %2429 = llvm.inttoptr %2428 : i64 to !llvm.ptr<1>
      llvm.store %2426, %2429 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %2430 = llvm.and %1901, %2317 : i1
      llvm.cond_br %2430, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %2431 = llvm.getelementptr %64[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2432 = llvm.ptrtoint %2431 : !llvm.ptr to i64
      %2433 = llvm.inttoptr %2432 : i64 to !llvm.ptr
      %2434 = llvm.load %2433 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2435 = llvm.getelementptr %465[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2436 = llvm.ptrtoint %2435 : !llvm.ptr<1> to i64
      %2437 = llvm.inttoptr %2436 : i64 to !llvm.ptr<1>
      llvm.store %2434, %2437 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %2438 = llvm.icmp "slt" %1475, %44 : i32
      %2439 = llvm.and %1782, %2438 : i1
      llvm.cond_br %2439, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %2440 = llvm.getelementptr %64[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2441 = llvm.ptrtoint %2440 : !llvm.ptr to i64
      %2442 = llvm.inttoptr %2441 : i64 to !llvm.ptr
      %2443 = llvm.load %2442 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2444 = llvm.getelementptr %465[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2445 = llvm.ptrtoint %2444 : !llvm.ptr<1> to i64
      %2446 = llvm.inttoptr %2445 : i64 to !llvm.ptr<1>
      llvm.store %2443, %2446 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %2447 = llvm.icmp "slt" %1486, %44 : i32
      %2448 = llvm.and %1782, %2447 : i1
      llvm.cond_br %2448, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %2449 = llvm.getelementptr %64[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2450 = llvm.ptrtoint %2449 : !llvm.ptr to i64
      %2451 = llvm.inttoptr %2450 : i64 to !llvm.ptr
      %2452 = llvm.load %2451 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2453 = llvm.getelementptr %465[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2454 = llvm.ptrtoint %2453 : !llvm.ptr<1> to i64
      %2455 = llvm.inttoptr %2454 : i64 to !llvm.ptr<1>
      llvm.store %2452, %2455 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %2456 = llvm.and %1799, %2438 : i1
      llvm.cond_br %2456, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %2457 = llvm.getelementptr %64[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2458 = llvm.ptrtoint %2457 : !llvm.ptr to i64
      %2459 = llvm.inttoptr %2458 : i64 to !llvm.ptr
      %2460 = llvm.load %2459 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2461 = llvm.getelementptr %465[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2462 = llvm.ptrtoint %2461 : !llvm.ptr<1> to i64
      %2463 = llvm.inttoptr %2462 : i64 to !llvm.ptr<1>
      llvm.store %2460, %2463 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %2464 = llvm.and %1799, %2447 : i1
      llvm.cond_br %2464, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %2465 = llvm.getelementptr %64[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2466 = llvm.ptrtoint %2465 : !llvm.ptr to i64
      %2467 = llvm.inttoptr %2466 : i64 to !llvm.ptr
      %2468 = llvm.load %2467 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2469 = llvm.getelementptr %465[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2470 = llvm.ptrtoint %2469 : !llvm.ptr<1> to i64
      %2471 = llvm.inttoptr %2470 : i64 to !llvm.ptr<1>
      llvm.store %2468, %2471 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %2472 = llvm.and %1816, %2438 : i1
      llvm.cond_br %2472, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %2473 = llvm.getelementptr %64[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2474 = llvm.ptrtoint %2473 : !llvm.ptr to i64
      %2475 = llvm.inttoptr %2474 : i64 to !llvm.ptr
      %2476 = llvm.load %2475 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2477 = llvm.getelementptr %465[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2478 = llvm.ptrtoint %2477 : !llvm.ptr<1> to i64
      %2479 = llvm.inttoptr %2478 : i64 to !llvm.ptr<1>
      llvm.store %2476, %2479 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %2480 = llvm.and %1816, %2447 : i1
      llvm.cond_br %2480, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %2481 = llvm.getelementptr %64[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2482 = llvm.ptrtoint %2481 : !llvm.ptr to i64
      %2483 = llvm.inttoptr %2482 : i64 to !llvm.ptr
      %2484 = llvm.load %2483 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2485 = llvm.getelementptr %465[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2486 = llvm.ptrtoint %2485 : !llvm.ptr<1> to i64
      %2487 = llvm.inttoptr %2486 : i64 to !llvm.ptr<1>
      llvm.store %2484, %2487 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %2488 = llvm.and %1833, %2438 : i1
      llvm.cond_br %2488, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %2489 = llvm.getelementptr %64[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2490 = llvm.ptrtoint %2489 : !llvm.ptr to i64
      %2491 = llvm.inttoptr %2490 : i64 to !llvm.ptr
      %2492 = llvm.load %2491 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2493 = llvm.getelementptr %465[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2494 = llvm.ptrtoint %2493 : !llvm.ptr<1> to i64
      %2495 = llvm.inttoptr %2494 : i64 to !llvm.ptr<1>
      llvm.store %2492, %2495 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %2496 = llvm.and %1833, %2447 : i1
      llvm.cond_br %2496, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %2497 = llvm.getelementptr %64[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2498 = llvm.ptrtoint %2497 : !llvm.ptr to i64
      %2499 = llvm.inttoptr %2498 : i64 to !llvm.ptr
      %2500 = llvm.load %2499 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2501 = llvm.getelementptr %465[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2502 = llvm.ptrtoint %2501 : !llvm.ptr<1> to i64
      %2503 = llvm.inttoptr %2502 : i64 to !llvm.ptr<1>
      llvm.store %2500, %2503 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %2504 = llvm.and %1850, %2438 : i1
      llvm.cond_br %2504, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %2505 = llvm.getelementptr %64[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2506 = llvm.ptrtoint %2505 : !llvm.ptr to i64
      %2507 = llvm.inttoptr %2506 : i64 to !llvm.ptr
      %2508 = llvm.load %2507 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2509 = llvm.getelementptr %465[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2510 = llvm.ptrtoint %2509 : !llvm.ptr<1> to i64
      %2511 = llvm.inttoptr %2510 : i64 to !llvm.ptr<1>
      llvm.store %2508, %2511 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %2512 = llvm.and %1850, %2447 : i1
      llvm.cond_br %2512, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %2513 = llvm.getelementptr %64[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2514 = llvm.ptrtoint %2513 : !llvm.ptr to i64
      %2515 = llvm.inttoptr %2514 : i64 to !llvm.ptr
      %2516 = llvm.load %2515 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2517 = llvm.getelementptr %465[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2518 = llvm.ptrtoint %2517 : !llvm.ptr<1> to i64
      %2519 = llvm.inttoptr %2518 : i64 to !llvm.ptr<1>
      llvm.store %2516, %2519 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %2520 = llvm.and %1867, %2438 : i1
      llvm.cond_br %2520, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %2521 = llvm.getelementptr %64[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2522 = llvm.ptrtoint %2521 : !llvm.ptr to i64
      %2523 = llvm.inttoptr %2522 : i64 to !llvm.ptr
      %2524 = llvm.load %2523 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2525 = llvm.getelementptr %465[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2526 = llvm.ptrtoint %2525 : !llvm.ptr<1> to i64
      %2527 = llvm.inttoptr %2526 : i64 to !llvm.ptr<1>
      llvm.store %2524, %2527 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %2528 = llvm.and %1867, %2447 : i1
      llvm.cond_br %2528, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %2529 = llvm.getelementptr %64[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2530 = llvm.ptrtoint %2529 : !llvm.ptr to i64
      %2531 = llvm.inttoptr %2530 : i64 to !llvm.ptr
      %2532 = llvm.load %2531 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2533 = llvm.getelementptr %465[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2534 = llvm.ptrtoint %2533 : !llvm.ptr<1> to i64
      %2535 = llvm.inttoptr %2534 : i64 to !llvm.ptr<1>
      llvm.store %2532, %2535 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %2536 = llvm.and %1884, %2438 : i1
      llvm.cond_br %2536, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %2537 = llvm.getelementptr %64[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2538 = llvm.ptrtoint %2537 : !llvm.ptr to i64
      %2539 = llvm.inttoptr %2538 : i64 to !llvm.ptr
      %2540 = llvm.load %2539 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2541 = llvm.getelementptr %465[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2542 = llvm.ptrtoint %2541 : !llvm.ptr<1> to i64
      %2543 = llvm.inttoptr %2542 : i64 to !llvm.ptr<1>
      llvm.store %2540, %2543 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %2544 = llvm.and %1884, %2447 : i1
      llvm.cond_br %2544, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %2545 = llvm.getelementptr %64[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2546 = llvm.ptrtoint %2545 : !llvm.ptr to i64
      %2547 = llvm.inttoptr %2546 : i64 to !llvm.ptr
      %2548 = llvm.load %2547 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2549 = llvm.getelementptr %465[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2550 = llvm.ptrtoint %2549 : !llvm.ptr<1> to i64
      %2551 = llvm.inttoptr %2550 : i64 to !llvm.ptr<1>
      llvm.store %2548, %2551 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %2552 = llvm.and %1901, %2438 : i1
      llvm.cond_br %2552, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %2553 = llvm.getelementptr %64[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2554 = llvm.ptrtoint %2553 : !llvm.ptr to i64
      %2555 = llvm.inttoptr %2554 : i64 to !llvm.ptr
      %2556 = llvm.load %2555 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2557 = llvm.getelementptr %465[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2558 = llvm.ptrtoint %2557 : !llvm.ptr<1> to i64
      %2559 = llvm.inttoptr %2558 : i64 to !llvm.ptr<1>
      llvm.store %2556, %2559 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %2560 = llvm.and %1901, %2447 : i1
      llvm.cond_br %2560, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %2561 = llvm.getelementptr %64[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2562 = llvm.ptrtoint %2561 : !llvm.ptr to i64
      %2563 = llvm.inttoptr %2562 : i64 to !llvm.ptr
      %2564 = llvm.load %2563 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2565 = llvm.getelementptr %465[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2566 = llvm.ptrtoint %2565 : !llvm.ptr<1> to i64
      %2567 = llvm.inttoptr %2566 : i64 to !llvm.ptr<1>
      llvm.store %2564, %2567 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %2568 = llvm.icmp "slt" %1567, %44 : i32
      %2569 = llvm.and %1782, %2568 : i1
      llvm.cond_br %2569, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %2570 = llvm.getelementptr %64[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2571 = llvm.ptrtoint %2570 : !llvm.ptr to i64
      %2572 = llvm.inttoptr %2571 : i64 to !llvm.ptr
      %2573 = llvm.load %2572 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2574 = llvm.getelementptr %465[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2575 = llvm.ptrtoint %2574 : !llvm.ptr<1> to i64
      %2576 = llvm.inttoptr %2575 : i64 to !llvm.ptr<1>
      llvm.store %2573, %2576 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %2577 = llvm.icmp "slt" %1578, %44 : i32
      %2578 = llvm.and %1782, %2577 : i1
      llvm.cond_br %2578, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %2579 = llvm.getelementptr %64[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2580 = llvm.ptrtoint %2579 : !llvm.ptr to i64
      %2581 = llvm.inttoptr %2580 : i64 to !llvm.ptr
      %2582 = llvm.load %2581 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2583 = llvm.getelementptr %465[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2584 = llvm.ptrtoint %2583 : !llvm.ptr<1> to i64
      %2585 = llvm.inttoptr %2584 : i64 to !llvm.ptr<1>
      llvm.store %2582, %2585 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %2586 = llvm.and %1799, %2568 : i1
      llvm.cond_br %2586, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %2587 = llvm.getelementptr %64[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2588 = llvm.ptrtoint %2587 : !llvm.ptr to i64
      %2589 = llvm.inttoptr %2588 : i64 to !llvm.ptr
      %2590 = llvm.load %2589 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2591 = llvm.getelementptr %465[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2592 = llvm.ptrtoint %2591 : !llvm.ptr<1> to i64
      %2593 = llvm.inttoptr %2592 : i64 to !llvm.ptr<1>
      llvm.store %2590, %2593 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %2594 = llvm.and %1799, %2577 : i1
      llvm.cond_br %2594, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %2595 = llvm.getelementptr %64[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2596 = llvm.ptrtoint %2595 : !llvm.ptr to i64
      %2597 = llvm.inttoptr %2596 : i64 to !llvm.ptr
      %2598 = llvm.load %2597 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2599 = llvm.getelementptr %465[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2600 = llvm.ptrtoint %2599 : !llvm.ptr<1> to i64
      %2601 = llvm.inttoptr %2600 : i64 to !llvm.ptr<1>
      llvm.store %2598, %2601 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %2602 = llvm.and %1816, %2568 : i1
      llvm.cond_br %2602, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %2603 = llvm.getelementptr %64[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2604 = llvm.ptrtoint %2603 : !llvm.ptr to i64
      %2605 = llvm.inttoptr %2604 : i64 to !llvm.ptr
      %2606 = llvm.load %2605 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2607 = llvm.getelementptr %465[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2608 = llvm.ptrtoint %2607 : !llvm.ptr<1> to i64
      %2609 = llvm.inttoptr %2608 : i64 to !llvm.ptr<1>
      llvm.store %2606, %2609 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %2610 = llvm.and %1816, %2577 : i1
      llvm.cond_br %2610, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %2611 = llvm.getelementptr %64[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2612 = llvm.ptrtoint %2611 : !llvm.ptr to i64
      %2613 = llvm.inttoptr %2612 : i64 to !llvm.ptr
      %2614 = llvm.load %2613 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2615 = llvm.getelementptr %465[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2616 = llvm.ptrtoint %2615 : !llvm.ptr<1> to i64
      %2617 = llvm.inttoptr %2616 : i64 to !llvm.ptr<1>
      llvm.store %2614, %2617 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %2618 = llvm.and %1833, %2568 : i1
      llvm.cond_br %2618, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %2619 = llvm.getelementptr %64[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2620 = llvm.ptrtoint %2619 : !llvm.ptr to i64
      %2621 = llvm.inttoptr %2620 : i64 to !llvm.ptr
      %2622 = llvm.load %2621 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2623 = llvm.getelementptr %465[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2624 = llvm.ptrtoint %2623 : !llvm.ptr<1> to i64
      %2625 = llvm.inttoptr %2624 : i64 to !llvm.ptr<1>
      llvm.store %2622, %2625 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %2626 = llvm.and %1833, %2577 : i1
      llvm.cond_br %2626, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %2627 = llvm.getelementptr %64[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2628 = llvm.ptrtoint %2627 : !llvm.ptr to i64
      %2629 = llvm.inttoptr %2628 : i64 to !llvm.ptr
      %2630 = llvm.load %2629 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2631 = llvm.getelementptr %465[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2632 = llvm.ptrtoint %2631 : !llvm.ptr<1> to i64
      %2633 = llvm.inttoptr %2632 : i64 to !llvm.ptr<1>
      llvm.store %2630, %2633 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %2634 = llvm.and %1850, %2568 : i1
      llvm.cond_br %2634, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %2635 = llvm.getelementptr %64[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2636 = llvm.ptrtoint %2635 : !llvm.ptr to i64
      %2637 = llvm.inttoptr %2636 : i64 to !llvm.ptr
      %2638 = llvm.load %2637 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2639 = llvm.getelementptr %465[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2640 = llvm.ptrtoint %2639 : !llvm.ptr<1> to i64
      %2641 = llvm.inttoptr %2640 : i64 to !llvm.ptr<1>
      llvm.store %2638, %2641 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %2642 = llvm.and %1850, %2577 : i1
      llvm.cond_br %2642, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %2643 = llvm.getelementptr %64[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2644 = llvm.ptrtoint %2643 : !llvm.ptr to i64
      %2645 = llvm.inttoptr %2644 : i64 to !llvm.ptr
      %2646 = llvm.load %2645 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2647 = llvm.getelementptr %465[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2648 = llvm.ptrtoint %2647 : !llvm.ptr<1> to i64
      %2649 = llvm.inttoptr %2648 : i64 to !llvm.ptr<1>
      llvm.store %2646, %2649 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %2650 = llvm.and %1867, %2568 : i1
      llvm.cond_br %2650, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %2651 = llvm.getelementptr %64[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2652 = llvm.ptrtoint %2651 : !llvm.ptr to i64
      %2653 = llvm.inttoptr %2652 : i64 to !llvm.ptr
      %2654 = llvm.load %2653 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2655 = llvm.getelementptr %465[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2656 = llvm.ptrtoint %2655 : !llvm.ptr<1> to i64
      %2657 = llvm.inttoptr %2656 : i64 to !llvm.ptr<1>
      llvm.store %2654, %2657 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %2658 = llvm.and %1867, %2577 : i1
      llvm.cond_br %2658, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %2659 = llvm.getelementptr %64[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2660 = llvm.ptrtoint %2659 : !llvm.ptr to i64
      %2661 = llvm.inttoptr %2660 : i64 to !llvm.ptr
      %2662 = llvm.load %2661 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2663 = llvm.getelementptr %465[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2664 = llvm.ptrtoint %2663 : !llvm.ptr<1> to i64
      %2665 = llvm.inttoptr %2664 : i64 to !llvm.ptr<1>
      llvm.store %2662, %2665 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %2666 = llvm.and %1884, %2568 : i1
      llvm.cond_br %2666, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %2667 = llvm.getelementptr %64[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2668 = llvm.ptrtoint %2667 : !llvm.ptr to i64
      %2669 = llvm.inttoptr %2668 : i64 to !llvm.ptr
      %2670 = llvm.load %2669 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2671 = llvm.getelementptr %465[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2672 = llvm.ptrtoint %2671 : !llvm.ptr<1> to i64
      %2673 = llvm.inttoptr %2672 : i64 to !llvm.ptr<1>
      llvm.store %2670, %2673 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %2674 = llvm.and %1884, %2577 : i1
      llvm.cond_br %2674, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %2675 = llvm.getelementptr %64[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2676 = llvm.ptrtoint %2675 : !llvm.ptr to i64
      %2677 = llvm.inttoptr %2676 : i64 to !llvm.ptr
      %2678 = llvm.load %2677 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2679 = llvm.getelementptr %465[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2680 = llvm.ptrtoint %2679 : !llvm.ptr<1> to i64
      %2681 = llvm.inttoptr %2680 : i64 to !llvm.ptr<1>
      llvm.store %2678, %2681 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %2682 = llvm.and %1901, %2568 : i1
      llvm.cond_br %2682, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %2683 = llvm.getelementptr %64[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2684 = llvm.ptrtoint %2683 : !llvm.ptr to i64
      %2685 = llvm.inttoptr %2684 : i64 to !llvm.ptr
      %2686 = llvm.load %2685 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2687 = llvm.getelementptr %465[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2688 = llvm.ptrtoint %2687 : !llvm.ptr<1> to i64
      %2689 = llvm.inttoptr %2688 : i64 to !llvm.ptr<1>
      llvm.store %2686, %2689 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %2690 = llvm.and %1901, %2577 : i1
      llvm.cond_br %2690, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %2691 = llvm.getelementptr %64[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2692 = llvm.ptrtoint %2691 : !llvm.ptr to i64
      %2693 = llvm.inttoptr %2692 : i64 to !llvm.ptr
      %2694 = llvm.load %2693 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2695 = llvm.getelementptr %465[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2696 = llvm.ptrtoint %2695 : !llvm.ptr<1> to i64
      %2697 = llvm.inttoptr %2696 : i64 to !llvm.ptr<1>
      llvm.store %2694, %2697 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %2698 = llvm.icmp "slt" %1659, %44 : i32
      %2699 = llvm.and %1782, %2698 : i1
      llvm.cond_br %2699, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %2700 = llvm.getelementptr %64[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2701 = llvm.ptrtoint %2700 : !llvm.ptr to i64
      %2702 = llvm.inttoptr %2701 : i64 to !llvm.ptr
      %2703 = llvm.load %2702 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %2704 = llvm.getelementptr %465[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2705 = llvm.ptrtoint %2704 : !llvm.ptr<1> to i64
      %2706 = llvm.inttoptr %2705 : i64 to !llvm.ptr<1>
      llvm.store %2703, %2706 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %2707 = llvm.icmp "slt" %1670, %44 : i32
      %2708 = llvm.and %1782, %2707 : i1
      llvm.cond_br %2708, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %2709 = llvm.getelementptr %64[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2710 = llvm.ptrtoint %2709 : !llvm.ptr to i64
      %2711 = llvm.inttoptr %2710 : i64 to !llvm.ptr
      %2712 = llvm.load %2711 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2713 = llvm.getelementptr %465[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2714 = llvm.ptrtoint %2713 : !llvm.ptr<1> to i64
      %2715 = llvm.inttoptr %2714 : i64 to !llvm.ptr<1>
      llvm.store %2712, %2715 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %2716 = llvm.and %1799, %2698 : i1
      llvm.cond_br %2716, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %2717 = llvm.getelementptr %64[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2718 = llvm.ptrtoint %2717 : !llvm.ptr to i64
      %2719 = llvm.inttoptr %2718 : i64 to !llvm.ptr
      %2720 = llvm.load %2719 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2721 = llvm.getelementptr %465[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2722 = llvm.ptrtoint %2721 : !llvm.ptr<1> to i64
      %2723 = llvm.inttoptr %2722 : i64 to !llvm.ptr<1>
      llvm.store %2720, %2723 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2724 = llvm.and %1799, %2707 : i1
      llvm.cond_br %2724, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2725 = llvm.getelementptr %64[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2726 = llvm.ptrtoint %2725 : !llvm.ptr to i64
      %2727 = llvm.inttoptr %2726 : i64 to !llvm.ptr
      %2728 = llvm.load %2727 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2729 = llvm.getelementptr %465[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2730 = llvm.ptrtoint %2729 : !llvm.ptr<1> to i64
      %2731 = llvm.inttoptr %2730 : i64 to !llvm.ptr<1>
      llvm.store %2728, %2731 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2732 = llvm.and %1816, %2698 : i1
      llvm.cond_br %2732, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2733 = llvm.getelementptr %64[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2734 = llvm.ptrtoint %2733 : !llvm.ptr to i64
      %2735 = llvm.inttoptr %2734 : i64 to !llvm.ptr
      %2736 = llvm.load %2735 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2737 = llvm.getelementptr %465[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2738 = llvm.ptrtoint %2737 : !llvm.ptr<1> to i64
      %2739 = llvm.inttoptr %2738 : i64 to !llvm.ptr<1>
      llvm.store %2736, %2739 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2740 = llvm.and %1816, %2707 : i1
      llvm.cond_br %2740, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2741 = llvm.getelementptr %64[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2742 = llvm.ptrtoint %2741 : !llvm.ptr to i64
      %2743 = llvm.inttoptr %2742 : i64 to !llvm.ptr
      %2744 = llvm.load %2743 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2745 = llvm.getelementptr %465[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2746 = llvm.ptrtoint %2745 : !llvm.ptr<1> to i64
      %2747 = llvm.inttoptr %2746 : i64 to !llvm.ptr<1>
      llvm.store %2744, %2747 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2748 = llvm.and %1833, %2698 : i1
      llvm.cond_br %2748, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2749 = llvm.getelementptr %64[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2750 = llvm.ptrtoint %2749 : !llvm.ptr to i64
      %2751 = llvm.inttoptr %2750 : i64 to !llvm.ptr
      %2752 = llvm.load %2751 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2753 = llvm.getelementptr %465[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2754 = llvm.ptrtoint %2753 : !llvm.ptr<1> to i64
      %2755 = llvm.inttoptr %2754 : i64 to !llvm.ptr<1>
      llvm.store %2752, %2755 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2756 = llvm.and %1833, %2707 : i1
      llvm.cond_br %2756, ^bb337, ^bb338
    ^bb337:  // pred: ^bb336
      %2757 = llvm.getelementptr %64[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2758 = llvm.ptrtoint %2757 : !llvm.ptr to i64
      %2759 = llvm.inttoptr %2758 : i64 to !llvm.ptr
      %2760 = llvm.load %2759 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2761 = llvm.getelementptr %465[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2762 = llvm.ptrtoint %2761 : !llvm.ptr<1> to i64
      %2763 = llvm.inttoptr %2762 : i64 to !llvm.ptr<1>
      llvm.store %2760, %2763 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb338
    ^bb338:  // 2 preds: ^bb336, ^bb337
      %2764 = llvm.and %1850, %2698 : i1
      llvm.cond_br %2764, ^bb339, ^bb340
    ^bb339:  // pred: ^bb338
      %2765 = llvm.getelementptr %64[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2766 = llvm.ptrtoint %2765 : !llvm.ptr to i64
      %2767 = llvm.inttoptr %2766 : i64 to !llvm.ptr
      %2768 = llvm.load %2767 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %2769 = llvm.getelementptr %465[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2770 = llvm.ptrtoint %2769 : !llvm.ptr<1> to i64
      %2771 = llvm.inttoptr %2770 : i64 to !llvm.ptr<1>
      llvm.store %2768, %2771 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb340
    ^bb340:  // 2 preds: ^bb338, ^bb339
      %2772 = llvm.and %1850, %2707 : i1
      llvm.cond_br %2772, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %2773 = llvm.getelementptr %64[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2774 = llvm.ptrtoint %2773 : !llvm.ptr to i64
      %2775 = llvm.inttoptr %2774 : i64 to !llvm.ptr
      %2776 = llvm.load %2775 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2777 = llvm.getelementptr %465[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2778 = llvm.ptrtoint %2777 : !llvm.ptr<1> to i64
      %2779 = llvm.inttoptr %2778 : i64 to !llvm.ptr<1>
      llvm.store %2776, %2779 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb342
    ^bb342:  // 2 preds: ^bb340, ^bb341
      %2780 = llvm.and %1867, %2698 : i1
      llvm.cond_br %2780, ^bb343, ^bb344
    ^bb343:  // pred: ^bb342
      %2781 = llvm.getelementptr %64[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2782 = llvm.ptrtoint %2781 : !llvm.ptr to i64
      %2783 = llvm.inttoptr %2782 : i64 to !llvm.ptr
      %2784 = llvm.load %2783 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2785 = llvm.getelementptr %465[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2786 = llvm.ptrtoint %2785 : !llvm.ptr<1> to i64
      %2787 = llvm.inttoptr %2786 : i64 to !llvm.ptr<1>
      llvm.store %2784, %2787 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb344
    ^bb344:  // 2 preds: ^bb342, ^bb343
      %2788 = llvm.and %1867, %2707 : i1
      llvm.cond_br %2788, ^bb345, ^bb346
    ^bb345:  // pred: ^bb344
      %2789 = llvm.getelementptr %64[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2790 = llvm.ptrtoint %2789 : !llvm.ptr to i64
      %2791 = llvm.inttoptr %2790 : i64 to !llvm.ptr
      %2792 = llvm.load %2791 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2793 = llvm.getelementptr %465[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2794 = llvm.ptrtoint %2793 : !llvm.ptr<1> to i64
      %2795 = llvm.inttoptr %2794 : i64 to !llvm.ptr<1>
      llvm.store %2792, %2795 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb346
    ^bb346:  // 2 preds: ^bb344, ^bb345
      %2796 = llvm.and %1884, %2698 : i1
      llvm.cond_br %2796, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %2797 = llvm.getelementptr %64[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2798 = llvm.ptrtoint %2797 : !llvm.ptr to i64
      %2799 = llvm.inttoptr %2798 : i64 to !llvm.ptr
      %2800 = llvm.load %2799 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2801 = llvm.getelementptr %465[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2802 = llvm.ptrtoint %2801 : !llvm.ptr<1> to i64
      %2803 = llvm.inttoptr %2802 : i64 to !llvm.ptr<1>
      llvm.store %2800, %2803 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb348
    ^bb348:  // 2 preds: ^bb346, ^bb347
      %2804 = llvm.and %1884, %2707 : i1
      llvm.cond_br %2804, ^bb349, ^bb350
    ^bb349:  // pred: ^bb348
      %2805 = llvm.getelementptr %64[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2806 = llvm.ptrtoint %2805 : !llvm.ptr to i64
      %2807 = llvm.inttoptr %2806 : i64 to !llvm.ptr
      %2808 = llvm.load %2807 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2809 = llvm.getelementptr %465[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2810 = llvm.ptrtoint %2809 : !llvm.ptr<1> to i64
      %2811 = llvm.inttoptr %2810 : i64 to !llvm.ptr<1>
      llvm.store %2808, %2811 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb350
    ^bb350:  // 2 preds: ^bb348, ^bb349
      %2812 = llvm.and %1901, %2698 : i1
      llvm.cond_br %2812, ^bb351, ^bb352
    ^bb351:  // pred: ^bb350
      %2813 = llvm.getelementptr %64[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2814 = llvm.ptrtoint %2813 : !llvm.ptr to i64
      %2815 = llvm.inttoptr %2814 : i64 to !llvm.ptr
      %2816 = llvm.load %2815 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2817 = llvm.getelementptr %465[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2818 = llvm.ptrtoint %2817 : !llvm.ptr<1> to i64
      %2819 = llvm.inttoptr %2818 : i64 to !llvm.ptr<1>
      llvm.store %2816, %2819 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb352
    ^bb352:  // 2 preds: ^bb350, ^bb351
      %2820 = llvm.and %1901, %2707 : i1
      llvm.cond_br %2820, ^bb353, ^bb97
    ^bb353:  // pred: ^bb352
      %2821 = llvm.getelementptr %64[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2822 = llvm.ptrtoint %2821 : !llvm.ptr to i64
      %2823 = llvm.inttoptr %2822 : i64 to !llvm.ptr
      %2824 = llvm.load %2823 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2825 = llvm.getelementptr %465[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2826 = llvm.ptrtoint %2825 : !llvm.ptr<1> to i64
      %2827 = llvm.inttoptr %2826 : i64 to !llvm.ptr<1>
      llvm.store %2824, %2827 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb97
    ^bb354:  // pred: ^bb97
      %2828 = llvm.icmp "eq" %74, %51 : i32
      llvm.cond_br %2828, ^bb355, ^bb92
    ^bb355:  // pred: ^bb354
      nvvm.store.ext %51, %960 : i32, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb356:  // pred: ^bb92
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_spli_h97224acc(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm_struct_6960aa, %arg6: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_6960aa
    %6 = llvm.mlir.constant(98304 : i64) : i64
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.mlir.constant(4 : i32) : i32
    %9 = llvm.mlir.constant(72 : i32) : i32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(128 : i32) : i32
    %12 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %13 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %14 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %15 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %12, %16[1] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %14, %5[0] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %12, %18[1] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %15, %5[0] : !llvm_struct_6960aa
    %21 = llvm.insertvalue %12, %20[1] : !llvm_struct_6960aa
    %22 = llvm.alloca %10 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %23 = llvm.alloca %10 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %24 = llvm.getelementptr %22[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %23, %24 : !llvm.ptr, !llvm.ptr
    %25 = llvm.getelementptr %22[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %22[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %22[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %22[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %28 : i64, !llvm.ptr
    %29 = llvm.getelementptr %22[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %22[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %22[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %22[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %32 : i32, !llvm.ptr
    %33 = llvm.getelementptr %22[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg6, %33 : !llvm.ptr, !llvm.ptr
    %34 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %35 = llvm.getelementptr %34[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %22, %35 : !llvm.ptr, !llvm.ptr
    %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
    %37 = llvm.getelementptr %36[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %38 = llvm.load %37 : !llvm.ptr -> i32
    %39 = llvm.getelementptr %36[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %40 = llvm.load %39 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%7 : i32)
  ^bb1(%41: i32):  // 2 preds: ^bb3, ^bb5
    %42 = llvm.getelementptr %40[%41] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %43 = llvm.getelementptr %42[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %43 : i32, !llvm.ptr
    %44 = llvm.getelementptr %42[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %7, %44 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %45 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %46 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %47 = llvm.call @printf(%46, %45) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %48 = llvm.add %38, %10 : i32
    llvm.store %48, %37 : i32, !llvm.ptr
    llvm.br ^bb1(%38 : i32)
  ^bb4:  // pred: ^bb7
    %49 = llvm.icmp "uge" %38, %1 : i32
    llvm.cond_br %49, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%55 : i32)
  ^bb6:  // pred: ^bb7
    %50 = llvm.getelementptr %40[%55] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %51 = llvm.getelementptr %50[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %52 = llvm.load %51 : !llvm.ptr -> i32
    %53 = llvm.icmp "eq" %52, %4 : i32
    %54 = llvm.add %55, %10 : i32
    llvm.cond_br %53, ^bb5, ^bb7(%54 : i32)
  ^bb7(%55: i32):  // 2 preds: ^bb0, ^bb6
    %56 = llvm.icmp "uge" %55, %38 : i32
    llvm.cond_br %56, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %57 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
    %58 = llvm.getelementptr %57[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %59 = llvm.load %58 : !llvm.ptr -> i32
    %60 = llvm.getelementptr %57[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %61 = llvm.load %60 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%7 : i32)
  ^bb9(%62: i32):  // 2 preds: ^bb10, ^bb12
    %63 = llvm.getelementptr %61[%62] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %64 = llvm.getelementptr %63[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %64 : i32, !llvm.ptr
    %65 = llvm.getelementptr %63[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %7, %65 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %66 = llvm.add %59, %10 : i32
    llvm.store %66, %58 : i32, !llvm.ptr
    llvm.br ^bb9(%59 : i32)
  ^bb11:  // pred: ^bb14
    %67 = llvm.icmp "uge" %59, %1 : i32
    llvm.cond_br %67, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%73 : i32)
  ^bb13:  // pred: ^bb14
    %68 = llvm.getelementptr %61[%73] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %69 = llvm.getelementptr %68[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %70 = llvm.load %69 : !llvm.ptr -> i32
    %71 = llvm.icmp "eq" %70, %0 : i32
    %72 = llvm.add %73, %10 : i32
    llvm.cond_br %71, ^bb12, ^bb14(%72 : i32)
  ^bb14(%73: i32):  // 2 preds: ^bb8, ^bb13
    %74 = llvm.icmp "uge" %73, %59 : i32
    llvm.cond_br %74, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %75 = builtin.unrealized_conversion_cast %34 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %76 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h1185cbb6_0<%75> (%17, %19, %21, %arg3, %arg4, %arg5) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm_struct_6960aa) -> !cuda.result
    %77 = builtin.unrealized_conversion_cast %76 : !cuda.result to i32
    cuda.return_if_error %77 : i32
    llvm.return %7 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h3a26f74c(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm_struct_6960aa, %arg6: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_spli_h97224acc(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
