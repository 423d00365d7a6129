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
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %17 = llvm.mlir.constant(8320 : i32) : i32
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
      %28 = llvm.mlir.constant(544960 : i32) : i32
      %29 = llvm.mlir.constant(66560 : i32) : i32
      %30 = llvm.mlir.constant(520000 : i32) : i32
      %31 = llvm.mlir.constant(-1 : i32) : i32
      %32 = llvm.mlir.constant(false) : i1
      %33 = llvm.mlir.constant(72 : i32) : i32
      %34 = llvm.mlir.constant(-16 : i64) : i64
      %35 = llvm.mlir.constant(520 : i32) : i32
      %36 = llvm.mlir.constant(64 : i32) : i32
      %37 = llvm.mlir.constant(512 : i32) : i32
      %38 = llvm.mlir.constant(448 : i32) : i32
      %39 = llvm.mlir.constant(0 : i8) : i8
      %40 = llvm.mlir.constant(32 : i32) : i32
      %41 = llvm.mlir.constant(4 : i32) : i32
      %42 = llvm.mlir.constant(1048 : i32) : i32
      %43 = llvm.mlir.constant(16768 : i32) : i32
      %44 = llvm.mlir.constant(16 : i32) : i32
      %45 = llvm.mlir.constant(1024 : i32) : i32
      %46 = llvm.mlir.constant(-16 : i32) : i32
      %47 = llvm.mlir.constant(256 : i32) : i32
      %48 = llvm.mlir.constant(-32 : i32) : i32
      %49 = llvm.mlir.constant(0 : i32) : i32
      %50 = llvm.mlir.constant(2 : i32) : i32
      %51 = llvm.mlir.constant(3 : i32) : i32
      %52 = llvm.mlir.constant(9 : i32) : i32
      %53 = llvm.mlir.constant(1000 : i32) : i32
      %54 = llvm.mlir.constant(15 : i64) : i64
      %55 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %56 = llvm.mlir.constant(8 : i32) : i32
      %57 = llvm.mlir.constant(128 : i32) : i32
      %58 = llvm.mlir.constant(1 : i32) : i32
      %59 = llvm.alloca %57 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %57 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %57 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %57 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %63 = llvm.alloca %56 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %64 = llvm.alloca %56 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %65 = llvm.alloca %56 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %66 = llvm.alloca %56 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %67 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %68 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %69 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %70 = llvm.sdiv %68, %33 : i32
      %71 = llvm.mul %70, %33 : i32
      %72 = llvm.icmp "ne" %68, %71 : i32
      %73 = llvm.icmp "slt" %68, %49 : i32
      %74 = llvm.icmp "ne" %73, %32 : i1
      %75 = llvm.and %72, %74 : i1
      %76 = llvm.add %70, %31 : i32
      %77 = llvm.select %75, %76, %70 : i1, i32
      %78 = llvm.mul %77, %56 : i32
      %79 = llvm.sub %56, %78 : i32
      %80 = llvm.icmp "slt" %79, %56 : i32
      %81 = llvm.select %80, %79, %56 : i1, i32
      %82 = llvm.mul %77, %33 : i32
      %83 = llvm.sub %68, %82 : i32
      %84 = llvm.srem %83, %81 : i32
      %85 = llvm.add %78, %84 : i32
      %86 = llvm.sdiv %83, %81 : i32
      %87 = llvm.mul %86, %81 : i32
      %88 = llvm.icmp "ne" %83, %87 : i32
      %89 = llvm.icmp "slt" %83, %49 : i32
      %90 = llvm.icmp "slt" %81, %49 : i32
      %91 = llvm.icmp "ne" %89, %90 : i1
      %92 = llvm.and %88, %91 : i1
      %93 = llvm.add %86, %31 : i32
      %94 = llvm.select %92, %93, %86 : i1, i32
      %95 = llvm.mul %69, %30 : i32
      %96 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %97 = llvm.getelementptr %96[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %98 = llvm.mul %85, %29 : i32
      %99 = llvm.getelementptr %97[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %100 = llvm.mul %69, %28 : i32
      %101 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %102 = llvm.getelementptr %101[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %103 = llvm.mul %94, %29 : i32
      %104 = llvm.getelementptr %102[%103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %105 = llvm.mul %69, %27 : i32
      %106 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %107 = llvm.getelementptr %106[%105] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %108 = llvm.mul %85, %26 : i32
      %109 = llvm.mul %94, %57 : i32
      %110 = llvm.add %108, %109 : i32
      %111 = llvm.getelementptr %107[%110] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %112 = llvm.mul %85, %57 : i32
      %113 = llvm.getelementptr %99[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %114 = llvm.getelementptr %104[-56] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %115 = llvm.ptrtoint %113 : !llvm.ptr<1> to i64
      %116 = llvm.add %115, %54 : i64
      %117 = llvm.and %116, %34 : i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<1>
      %119 = llvm.ptrtoint %114 : !llvm.ptr<1> to i64
      %120 = llvm.add %119, %54 : i64
      %121 = llvm.and %120, %34 : i64
      %122 = llvm.inttoptr %121 : i64 to !llvm.ptr<1>
      %123 = llvm.getelementptr %24[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %124 = llvm.sdiv %67, %56 : i32
      %125 = llvm.srem %67, %56 : i32
      %126 = llvm.mul %125, %56 : i32
      %127 = llvm.mul %124, %35 : i32
      %128 = llvm.add %126, %127 : i32
      %129 = llvm.getelementptr %118[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %130 = llvm.srem %124, %56 : i32
      %131 = llvm.mul %130, %36 : i32
      %132 = llvm.add %126, %131 : i32
      %133 = llvm.sdiv %124, %56 : i32
      %134 = llvm.mul %133, %37 : i32
      %135 = llvm.and %132, %38 : i32
      %136 = llvm.ashr %135, %51 : i32
      %137 = llvm.xor %132, %136 : i32
      %138 = llvm.add %137, %134 : i32
      %139 = llvm.getelementptr %24[%138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %140 = llvm.add %112, %124 : i32
      %141 = llvm.add %126, %25 : i32
      %142 = llvm.getelementptr %122[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %143 = llvm.getelementptr %123[%138] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %144 = llvm.add %109, %124 : i32
      %145 = llvm.icmp "slt" %140, %53 : i32
      %146 = llvm.zext %145 : i1 to i8
      %147 = llvm.ptrtoint %66 : !llvm.ptr to i64
      %148 = llvm.inttoptr %147 : i64 to !llvm.ptr
      llvm.store %146, %148 {alignment = 32 : i64} : i8, !llvm.ptr
      %149 = llvm.add %140, %44 : i32
      %150 = llvm.icmp "slt" %149, %53 : i32
      %151 = llvm.zext %150 : i1 to i8
      %152 = llvm.getelementptr %66[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %153 = llvm.ptrtoint %152 : !llvm.ptr to i64
      %154 = llvm.inttoptr %153 : i64 to !llvm.ptr
      llvm.store %151, %154 {alignment = 1 : i64} : i8, !llvm.ptr
      %155 = llvm.add %140, %40 : i32
      %156 = llvm.icmp "slt" %155, %53 : i32
      %157 = llvm.zext %156 : i1 to i8
      %158 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %159 = llvm.ptrtoint %158 : !llvm.ptr to i64
      %160 = llvm.inttoptr %159 : i64 to !llvm.ptr
      llvm.store %157, %160 {alignment = 2 : i64} : i8, !llvm.ptr
      %161 = llvm.add %140, %23 : i32
      %162 = llvm.icmp "slt" %161, %53 : i32
      %163 = llvm.zext %162 : i1 to i8
      %164 = llvm.getelementptr %66[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
      %166 = llvm.inttoptr %165 : i64 to !llvm.ptr
      llvm.store %163, %166 {alignment = 1 : i64} : i8, !llvm.ptr
      %167 = llvm.add %140, %36 : i32
      %168 = llvm.icmp "slt" %167, %53 : i32
      %169 = llvm.zext %168 : i1 to i8
      %170 = llvm.getelementptr %66[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
      %172 = llvm.inttoptr %171 : i64 to !llvm.ptr
      llvm.store %169, %172 {alignment = 4 : i64} : i8, !llvm.ptr
      %173 = llvm.add %140, %22 : i32
      %174 = llvm.icmp "slt" %173, %53 : i32
      %175 = llvm.zext %174 : i1 to i8
      %176 = llvm.getelementptr %66[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %177 = llvm.ptrtoint %176 : !llvm.ptr to i64
      %178 = llvm.inttoptr %177 : i64 to !llvm.ptr
      llvm.store %175, %178 {alignment = 1 : i64} : i8, !llvm.ptr
      %179 = llvm.add %140, %21 : i32
      %180 = llvm.icmp "slt" %179, %53 : i32
      %181 = llvm.zext %180 : i1 to i8
      %182 = llvm.getelementptr %66[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %183 = llvm.ptrtoint %182 : !llvm.ptr to i64
      %184 = llvm.inttoptr %183 : i64 to !llvm.ptr
      llvm.store %181, %184 {alignment = 2 : i64} : i8, !llvm.ptr
      %185 = llvm.add %140, %20 : i32
      %186 = llvm.icmp "slt" %185, %53 : i32
      %187 = llvm.zext %186 : i1 to i8
      %188 = llvm.getelementptr %66[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %189 = llvm.ptrtoint %188 : !llvm.ptr to i64
      %190 = llvm.inttoptr %189 : i64 to !llvm.ptr
      llvm.store %187, %190 {alignment = 1 : i64} : i8, !llvm.ptr
      %191 = llvm.icmp "slt" %144, %42 : i32
      %192 = llvm.zext %191 : i1 to i8
      %193 = llvm.ptrtoint %65 : !llvm.ptr to i64
      %194 = llvm.inttoptr %193 : i64 to !llvm.ptr
      llvm.store %192, %194 {alignment = 32 : i64} : i8, !llvm.ptr
      %195 = llvm.add %144, %44 : i32
      %196 = llvm.icmp "slt" %195, %42 : i32
      %197 = llvm.zext %196 : i1 to i8
      %198 = llvm.getelementptr %65[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %199 = llvm.ptrtoint %198 : !llvm.ptr to i64
      %200 = llvm.inttoptr %199 : i64 to !llvm.ptr
      llvm.store %197, %200 {alignment = 1 : i64} : i8, !llvm.ptr
      %201 = llvm.add %144, %40 : i32
      %202 = llvm.icmp "slt" %201, %42 : i32
      %203 = llvm.zext %202 : i1 to i8
      %204 = llvm.getelementptr %65[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %205 = llvm.ptrtoint %204 : !llvm.ptr to i64
      %206 = llvm.inttoptr %205 : i64 to !llvm.ptr
      llvm.store %203, %206 {alignment = 2 : i64} : i8, !llvm.ptr
      %207 = llvm.add %144, %23 : i32
      %208 = llvm.icmp "slt" %207, %42 : i32
      %209 = llvm.zext %208 : i1 to i8
      %210 = llvm.getelementptr %65[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %211 = llvm.ptrtoint %210 : !llvm.ptr to i64
      %212 = llvm.inttoptr %211 : i64 to !llvm.ptr
      llvm.store %209, %212 {alignment = 1 : i64} : i8, !llvm.ptr
      %213 = llvm.add %144, %36 : i32
      %214 = llvm.icmp "slt" %213, %42 : i32
      %215 = llvm.zext %214 : i1 to i8
      %216 = llvm.getelementptr %65[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %217 = llvm.ptrtoint %216 : !llvm.ptr to i64
      %218 = llvm.inttoptr %217 : i64 to !llvm.ptr
      llvm.store %215, %218 {alignment = 4 : i64} : i8, !llvm.ptr
      %219 = llvm.add %144, %22 : i32
      %220 = llvm.icmp "slt" %219, %42 : i32
      %221 = llvm.zext %220 : i1 to i8
      %222 = llvm.getelementptr %65[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %223 = llvm.ptrtoint %222 : !llvm.ptr to i64
      %224 = llvm.inttoptr %223 : i64 to !llvm.ptr
      llvm.store %221, %224 {alignment = 1 : i64} : i8, !llvm.ptr
      %225 = llvm.add %144, %21 : i32
      %226 = llvm.icmp "slt" %225, %42 : i32
      %227 = llvm.zext %226 : i1 to i8
      %228 = llvm.getelementptr %65[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %229 = llvm.ptrtoint %228 : !llvm.ptr to i64
      %230 = llvm.inttoptr %229 : i64 to !llvm.ptr
      llvm.store %227, %230 {alignment = 2 : i64} : i8, !llvm.ptr
      %231 = llvm.add %144, %20 : i32
      %232 = llvm.icmp "slt" %231, %42 : i32
      %233 = llvm.zext %232 : i1 to i8
      %234 = llvm.getelementptr %65[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
      %236 = llvm.inttoptr %235 : i64 to !llvm.ptr
      llvm.store %233, %236 {alignment = 1 : i64} : i8, !llvm.ptr
      %237 = llvm.icmp "slt" %31, %141 : i32
      %238 = llvm.load %148 {alignment = 32 : i64} : !llvm.ptr -> i8
      %239 = llvm.icmp "ne" %238, %39 : i8
      %240 = llvm.and %239, %237 : i1
      %241 = llvm.zext %240 : i1 to i8
      %242 = llvm.ptrtoint %64 : !llvm.ptr to i64
      %243 = llvm.inttoptr %242 : i64 to !llvm.ptr
      llvm.store %241, %243 {alignment = 32 : i64} : i8, !llvm.ptr
      %244 = llvm.load %154 {alignment = 1 : i64} : !llvm.ptr -> i8
      %245 = llvm.icmp "ne" %244, %39 : i8
      %246 = llvm.and %245, %237 : i1
      %247 = llvm.zext %246 : i1 to i8
      %248 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %249 = llvm.ptrtoint %248 : !llvm.ptr to i64
      %250 = llvm.inttoptr %249 : i64 to !llvm.ptr
      llvm.store %247, %250 {alignment = 1 : i64} : i8, !llvm.ptr
      %251 = llvm.load %160 {alignment = 2 : i64} : !llvm.ptr -> i8
      %252 = llvm.icmp "ne" %251, %39 : i8
      %253 = llvm.and %252, %237 : i1
      %254 = llvm.zext %253 : i1 to i8
      %255 = llvm.getelementptr %64[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %256 = llvm.ptrtoint %255 : !llvm.ptr to i64
      %257 = llvm.inttoptr %256 : i64 to !llvm.ptr
      llvm.store %254, %257 {alignment = 2 : i64} : i8, !llvm.ptr
      %258 = llvm.load %166 {alignment = 1 : i64} : !llvm.ptr -> i8
      %259 = llvm.icmp "ne" %258, %39 : i8
      %260 = llvm.and %259, %237 : i1
      %261 = llvm.zext %260 : i1 to i8
      %262 = llvm.getelementptr %64[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %263 = llvm.ptrtoint %262 : !llvm.ptr to i64
      %264 = llvm.inttoptr %263 : i64 to !llvm.ptr
      llvm.store %261, %264 {alignment = 1 : i64} : i8, !llvm.ptr
      %265 = llvm.load %172 {alignment = 4 : i64} : !llvm.ptr -> i8
      %266 = llvm.icmp "ne" %265, %39 : i8
      %267 = llvm.and %266, %237 : i1
      %268 = llvm.zext %267 : i1 to i8
      %269 = llvm.getelementptr %64[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %270 = llvm.ptrtoint %269 : !llvm.ptr to i64
      %271 = llvm.inttoptr %270 : i64 to !llvm.ptr
      llvm.store %268, %271 {alignment = 4 : i64} : i8, !llvm.ptr
      %272 = llvm.load %178 {alignment = 1 : i64} : !llvm.ptr -> i8
      %273 = llvm.icmp "ne" %272, %39 : i8
      %274 = llvm.and %273, %237 : i1
      %275 = llvm.zext %274 : i1 to i8
      %276 = llvm.getelementptr %64[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %277 = llvm.ptrtoint %276 : !llvm.ptr to i64
      %278 = llvm.inttoptr %277 : i64 to !llvm.ptr
      llvm.store %275, %278 {alignment = 1 : i64} : i8, !llvm.ptr
      %279 = llvm.load %184 {alignment = 2 : i64} : !llvm.ptr -> i8
      %280 = llvm.icmp "ne" %279, %39 : i8
      %281 = llvm.and %280, %237 : i1
      %282 = llvm.zext %281 : i1 to i8
      %283 = llvm.getelementptr %64[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %284 = llvm.ptrtoint %283 : !llvm.ptr to i64
      %285 = llvm.inttoptr %284 : i64 to !llvm.ptr
      llvm.store %282, %285 {alignment = 2 : i64} : i8, !llvm.ptr
      %286 = llvm.load %190 {alignment = 1 : i64} : !llvm.ptr -> i8
      %287 = llvm.icmp "ne" %286, %39 : i8
      %288 = llvm.and %287, %237 : i1
      %289 = llvm.zext %288 : i1 to i8
      %290 = llvm.getelementptr %64[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %291 = llvm.ptrtoint %290 : !llvm.ptr to i64
      %292 = llvm.inttoptr %291 : i64 to !llvm.ptr
      llvm.store %289, %292 {alignment = 1 : i64} : i8, !llvm.ptr
      %293 = llvm.load %194 {alignment = 32 : i64} : !llvm.ptr -> i8
      %294 = llvm.icmp "ne" %293, %39 : i8
      %295 = llvm.and %294, %237 : i1
      %296 = llvm.zext %295 : i1 to i8
      %297 = llvm.ptrtoint %63 : !llvm.ptr to i64
      %298 = llvm.inttoptr %297 : i64 to !llvm.ptr
      llvm.store %296, %298 {alignment = 32 : i64} : i8, !llvm.ptr
      %299 = llvm.load %200 {alignment = 1 : i64} : !llvm.ptr -> i8
      %300 = llvm.icmp "ne" %299, %39 : i8
      %301 = llvm.and %300, %237 : i1
      %302 = llvm.zext %301 : i1 to i8
      %303 = llvm.getelementptr %63[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %304 = llvm.ptrtoint %303 : !llvm.ptr to i64
      %305 = llvm.inttoptr %304 : i64 to !llvm.ptr
      llvm.store %302, %305 {alignment = 1 : i64} : i8, !llvm.ptr
      %306 = llvm.load %206 {alignment = 2 : i64} : !llvm.ptr -> i8
      %307 = llvm.icmp "ne" %306, %39 : i8
      %308 = llvm.and %307, %237 : i1
      %309 = llvm.zext %308 : i1 to i8
      %310 = llvm.getelementptr %63[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %311 = llvm.ptrtoint %310 : !llvm.ptr to i64
      %312 = llvm.inttoptr %311 : i64 to !llvm.ptr
      llvm.store %309, %312 {alignment = 2 : i64} : i8, !llvm.ptr
      %313 = llvm.load %212 {alignment = 1 : i64} : !llvm.ptr -> i8
      %314 = llvm.icmp "ne" %313, %39 : i8
      %315 = llvm.and %314, %237 : i1
      %316 = llvm.zext %315 : i1 to i8
      %317 = llvm.getelementptr %63[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %318 = llvm.ptrtoint %317 : !llvm.ptr to i64
      %319 = llvm.inttoptr %318 : i64 to !llvm.ptr
      llvm.store %316, %319 {alignment = 1 : i64} : i8, !llvm.ptr
      %320 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr -> i8
      %321 = llvm.icmp "ne" %320, %39 : i8
      %322 = llvm.and %321, %237 : i1
      %323 = llvm.zext %322 : i1 to i8
      %324 = llvm.getelementptr %63[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %325 = llvm.ptrtoint %324 : !llvm.ptr to i64
      %326 = llvm.inttoptr %325 : i64 to !llvm.ptr
      llvm.store %323, %326 {alignment = 4 : i64} : i8, !llvm.ptr
      %327 = llvm.load %224 {alignment = 1 : i64} : !llvm.ptr -> i8
      %328 = llvm.icmp "ne" %327, %39 : i8
      %329 = llvm.and %328, %237 : i1
      %330 = llvm.zext %329 : i1 to i8
      %331 = llvm.getelementptr %63[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %332 = llvm.ptrtoint %331 : !llvm.ptr to i64
      %333 = llvm.inttoptr %332 : i64 to !llvm.ptr
      llvm.store %330, %333 {alignment = 1 : i64} : i8, !llvm.ptr
      %334 = llvm.load %230 {alignment = 2 : i64} : !llvm.ptr -> i8
      %335 = llvm.icmp "ne" %334, %39 : i8
      %336 = llvm.and %335, %237 : i1
      %337 = llvm.zext %336 : i1 to i8
      %338 = llvm.getelementptr %63[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %339 = llvm.ptrtoint %338 : !llvm.ptr to i64
      %340 = llvm.inttoptr %339 : i64 to !llvm.ptr
      llvm.store %337, %340 {alignment = 2 : i64} : i8, !llvm.ptr
      %341 = llvm.load %236 {alignment = 1 : i64} : !llvm.ptr -> i8
      %342 = llvm.icmp "ne" %341, %39 : i8
      %343 = llvm.and %342, %237 : i1
      %344 = llvm.zext %343 : i1 to i8
      %345 = llvm.getelementptr %63[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %346 = llvm.ptrtoint %345 : !llvm.ptr to i64
      %347 = llvm.inttoptr %346 : i64 to !llvm.ptr
      llvm.store %344, %347 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %5, %139 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %348 = llvm.getelementptr %139[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %348 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %349 = llvm.getelementptr %139[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %349 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %350 = llvm.getelementptr %139[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %350 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %351 = llvm.getelementptr %139[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %351 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %352 = llvm.getelementptr %139[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %352 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %353 = llvm.getelementptr %139[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %353 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %354 = llvm.getelementptr %139[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %354 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %355 = llvm.getelementptr %139[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %355 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %356 = llvm.getelementptr %139[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %356 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %357 = llvm.getelementptr %139[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %357 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %358 = llvm.getelementptr %139[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %358 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %359 = llvm.getelementptr %139[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %359 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %360 = llvm.getelementptr %139[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %360 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %361 = llvm.getelementptr %139[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %361 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %362 = llvm.getelementptr %139[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %362 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %363 = llvm.getelementptr %139[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %363 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %364 = llvm.getelementptr %139[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %364 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %365 = llvm.getelementptr %139[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %365 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %366 = llvm.getelementptr %139[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %366 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %367 = llvm.getelementptr %139[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %367 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %368 = llvm.getelementptr %139[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %368 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %369 = llvm.getelementptr %139[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %369 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %370 = llvm.getelementptr %139[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %370 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      llvm.store %5, %143 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %371 = llvm.getelementptr %143[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %371 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %372 = llvm.getelementptr %143[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %372 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %373 = llvm.getelementptr %143[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %373 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %374 = llvm.getelementptr %143[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %374 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %375 = llvm.getelementptr %143[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %375 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %376 = llvm.getelementptr %143[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %376 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %377 = llvm.getelementptr %143[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %377 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %378 = llvm.getelementptr %143[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %378 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %379 = llvm.getelementptr %143[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %379 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %380 = llvm.getelementptr %143[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %380 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %381 = llvm.getelementptr %143[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %381 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %382 = llvm.getelementptr %143[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %382 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %383 = llvm.getelementptr %143[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %383 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %384 = llvm.getelementptr %143[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %384 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %385 = llvm.getelementptr %143[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %385 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %386 = llvm.getelementptr %143[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %386 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %387 = llvm.getelementptr %143[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %387 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %388 = llvm.getelementptr %143[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %388 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %389 = llvm.getelementptr %143[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %389 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %390 = llvm.getelementptr %143[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %390 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %391 = llvm.getelementptr %143[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %391 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %392 = llvm.getelementptr %143[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %392 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      %393 = llvm.getelementptr %143[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, bf16
      llvm.store %5, %393 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb1(%49 : i32)
    ^bb1(%394: i32):  // 2 preds: ^bb0, ^bb2
      %395 = llvm.icmp "slt" %394, %56 : i32
      llvm.cond_br %395, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %396 = llvm.srem %394, %56 : i32
      %397 = llvm.mul %396, %17 : i32
      %398 = llvm.getelementptr %129[%397] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %399 = llvm.mul %396, %45 : i32
      %400 = llvm.getelementptr %139[%399] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %401 = llvm.getelementptr %64[%396] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %402 = llvm.load %401 : !llvm.ptr -> i8
      %403 = llvm.trunc %402 : i8 to i1
      %404 = llvm.select %403, %44, %49 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %400, %398, %44, %404 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %405 = llvm.add %394, %58 : i32
      llvm.br ^bb1(%405 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%49 : i32)
    ^bb4(%406: i32):  // 2 preds: ^bb3, ^bb5
      %407 = llvm.icmp "slt" %406, %56 : i32
      llvm.cond_br %407, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %408 = llvm.srem %406, %56 : i32
      %409 = llvm.mul %408, %17 : i32
      %410 = llvm.getelementptr %142[%409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %411 = llvm.mul %408, %45 : i32
      %412 = llvm.getelementptr %143[%411] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %413 = llvm.getelementptr %63[%408] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %414 = llvm.load %413 : !llvm.ptr -> i8
      %415 = llvm.trunc %414 : i8 to i1
      %416 = llvm.select %415, %44, %49 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %412, %410, %44, %416 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %417 = llvm.add %406, %58 : i32
      llvm.br ^bb4(%417 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      %418 = llvm.getelementptr %129[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb7(%49 : i32)
    ^bb7(%419: i32):  // 2 preds: ^bb6, ^bb8
      %420 = llvm.icmp "slt" %419, %56 : i32
      llvm.cond_br %420, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %421 = llvm.srem %419, %56 : i32
      %422 = llvm.mul %421, %17 : i32
      %423 = llvm.getelementptr %418[%422] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %424 = llvm.mul %421, %45 : i32
      %425 = llvm.getelementptr %355[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %426 = llvm.getelementptr %66[%421] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %427 = llvm.load %426 : !llvm.ptr -> i8
      %428 = llvm.trunc %427 : i8 to i1
      %429 = llvm.select %428, %44, %49 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %425, %423, %44, %429 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %430 = llvm.add %419, %58 : i32
      llvm.br ^bb7(%430 : i32)
    ^bb9:  // pred: ^bb7
      %431 = llvm.getelementptr %142[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      llvm.br ^bb10(%49 : i32)
    ^bb10(%432: i32):  // 2 preds: ^bb9, ^bb11
      %433 = llvm.icmp "slt" %432, %56 : i32
      llvm.cond_br %433, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %434 = llvm.srem %432, %56 : i32
      %435 = llvm.mul %434, %17 : i32
      %436 = llvm.getelementptr %431[%435] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %437 = llvm.mul %434, %45 : i32
      %438 = llvm.getelementptr %378[%437] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %439 = llvm.getelementptr %65[%434] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %440 = llvm.load %439 : !llvm.ptr -> i8
      %441 = llvm.trunc %440 : i8 to i1
      %442 = llvm.select %441, %44, %49 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %438, %436, %44, %442 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %443 = llvm.add %432, %58 : i32
      llvm.br ^bb10(%443 : i32)
    ^bb12:  // pred: ^bb10
      nvvm.cp.async.commit.group
      %444 = llvm.srem %67, %40 : i32
      %445 = llvm.sdiv %67, %40 : i32
      %446 = llvm.srem %445, %50 : i32
      %447 = llvm.sdiv %67, %36 : i32
      %448 = llvm.srem %447, %50 : i32
      %449 = llvm.srem %444, %40 : i32
      %450 = llvm.srem %446, %50 : i32
      %451 = llvm.srem %448, %50 : i32
      %452 = llvm.sdiv %449, %41 : i32
      %453 = llvm.srem %449, %41 : i32
      %454 = llvm.mul %453, %50 : i32
      %455 = llvm.mul %452, %42 : i32
      %456 = llvm.add %454, %455 : i32
      %457 = llvm.mul %450, %43 : i32
      %458 = llvm.mul %451, %56 : i32
      %459 = llvm.add %457, %458 : i32
      %460 = llvm.add %456, %459 : i32
      %461 = llvm.getelementptr %111[%460] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %55, %60 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %462 = llvm.sdiv %67, %44 : i32
      %463 = llvm.srem %67, %44 : i32
      %464 = llvm.srem %463, %56 : i32
      %465 = llvm.mul %464, %36 : i32
      %466 = llvm.srem %462, %50 : i32
      %467 = llvm.mul %466, %56 : i32
      %468 = llvm.add %465, %467 : i32
      %469 = llvm.sdiv %463, %56 : i32
      %470 = llvm.mul %469, %37 : i32
      %471 = llvm.sdiv %462, %50 : i32
      %472 = llvm.srem %471, %50 : i32
      %473 = llvm.mul %472, %45 : i32
      %474 = llvm.add %470, %473 : i32
      %475 = llvm.and %468, %57 : i32
      %476 = llvm.icmp "eq" %475, %49 : i32
      %477 = llvm.select %476, %44, %46 : i1, i32
      %478 = llvm.and %468, %47 : i32
      %479 = llvm.icmp "eq" %478, %49 : i32
      %480 = llvm.select %479, %40, %48 : i1, i32
      %481 = llvm.and %468, %38 : i32
      %482 = llvm.ashr %481, %51 : i32
      %483 = llvm.xor %468, %482 : i32
      %484 = llvm.add %483, %474 : i32
      %485 = llvm.getelementptr %24[%484] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %486 = llvm.mul %125, %36 : i32
      %487 = llvm.srem %124, %50 : i32
      %488 = llvm.mul %487, %56 : i32
      %489 = llvm.add %486, %488 : i32
      %490 = llvm.sdiv %124, %50 : i32
      %491 = llvm.sdiv %490, %50 : i32
      %492 = llvm.srem %490, %50 : i32
      %493 = llvm.mul %492, %45 : i32
      %494 = llvm.sdiv %491, %50 : i32
      %495 = llvm.mul %494, %37 : i32
      %496 = llvm.add %493, %495 : i32
      %497 = llvm.and %489, %57 : i32
      %498 = llvm.icmp "eq" %497, %49 : i32
      %499 = llvm.select %498, %44, %46 : i1, i32
      %500 = llvm.and %489, %47 : i32
      %501 = llvm.icmp "eq" %500, %49 : i32
      %502 = llvm.select %501, %40, %48 : i1, i32
      %503 = llvm.and %489, %38 : i32
      %504 = llvm.ashr %503, %51 : i32
      %505 = llvm.xor %489, %504 : i32
      %506 = llvm.add %505, %496 : i32
      %507 = llvm.getelementptr %123[%506] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb13(%49 : i32)
    ^bb13(%508: i32):  // 2 preds: ^bb12, ^bb14
      %509 = llvm.icmp "slt" %508, %41 : i32
      llvm.cond_br %509, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %510 = llvm.mul %508, %19 : i32
      %511 = llvm.getelementptr %485[%510] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %512 = llvm.mul %508, %56 : i32
      %513 = llvm.getelementptr %62[%512] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %514 = nvvm.ldmatrix %511 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %515 = llvm.extractvalue %514[0] : !llvm_struct_a37b2a
      %516 = llvm.extractvalue %514[1] : !llvm_struct_a37b2a
      %517 = llvm.extractvalue %514[2] : !llvm_struct_a37b2a
      %518 = llvm.extractvalue %514[3] : !llvm_struct_a37b2a
      %519 = llvm.insertelement %515, %4[%3 : i64] : vector<4xi32>
      %520 = llvm.insertelement %516, %519[%2 : i64] : vector<4xi32>
      %521 = llvm.insertelement %517, %520[%1 : i64] : vector<4xi32>
      %522 = llvm.insertelement %518, %521[%0 : i64] : vector<4xi32>
      %523 = llvm.extractelement %522[%49 : i32] : vector<4xi32>
      llvm.store %523, %513 : i32, !llvm.ptr
      %524 = llvm.extractelement %522[%58 : i32] : vector<4xi32>
      %525 = llvm.getelementptr %513[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %524, %525 : i32, !llvm.ptr
      %526 = llvm.extractelement %522[%50 : i32] : vector<4xi32>
      %527 = llvm.getelementptr %513[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %526, %527 : i32, !llvm.ptr
      %528 = llvm.extractelement %522[%51 : i32] : vector<4xi32>
      %529 = llvm.getelementptr %513[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %528, %529 : i32, !llvm.ptr
      %530 = llvm.add %508, %58 : i32
      llvm.br ^bb13(%530 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%49 : i32)
    ^bb16(%531: i32):  // 2 preds: ^bb15, ^bb17
      %532 = llvm.icmp "slt" %531, %41 : i32
      llvm.cond_br %532, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %533 = llvm.mul %531, %19 : i32
      %534 = llvm.getelementptr %507[%533] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %535 = llvm.mul %531, %56 : i32
      %536 = llvm.getelementptr %61[%535] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %537 = nvvm.ldmatrix %534 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %538 = llvm.extractvalue %537[0] : !llvm_struct_a37b2a
      %539 = llvm.extractvalue %537[1] : !llvm_struct_a37b2a
      %540 = llvm.extractvalue %537[2] : !llvm_struct_a37b2a
      %541 = llvm.extractvalue %537[3] : !llvm_struct_a37b2a
      %542 = llvm.insertelement %538, %4[%3 : i64] : vector<4xi32>
      %543 = llvm.insertelement %539, %542[%2 : i64] : vector<4xi32>
      %544 = llvm.insertelement %540, %543[%1 : i64] : vector<4xi32>
      %545 = llvm.insertelement %541, %544[%0 : i64] : vector<4xi32>
      %546 = llvm.extractelement %545[%49 : i32] : vector<4xi32>
      llvm.store %546, %536 : i32, !llvm.ptr
      %547 = llvm.extractelement %545[%58 : i32] : vector<4xi32>
      %548 = llvm.getelementptr %536[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %547, %548 : i32, !llvm.ptr
      %549 = llvm.extractelement %545[%50 : i32] : vector<4xi32>
      %550 = llvm.getelementptr %536[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %549, %550 : i32, !llvm.ptr
      %551 = llvm.extractelement %545[%51 : i32] : vector<4xi32>
      %552 = llvm.getelementptr %536[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %551, %552 : i32, !llvm.ptr
      %553 = llvm.add %531, %58 : i32
      llvm.br ^bb16(%553 : i32)
    ^bb18:  // pred: ^bb16
      %554 = llvm.getelementptr %62[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %555 = llvm.getelementptr %61[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %556 = llvm.getelementptr %62[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %557 = llvm.getelementptr %61[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %558 = llvm.getelementptr %62[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %559 = llvm.getelementptr %61[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.br ^bb19(%49, %50, %49 : i32, i32, i32)
    ^bb19(%560: i32, %561: i32, %562: i32):  // 2 preds: ^bb18, ^bb76
      %563 = llvm.icmp "slt" %560, %52 : i32
      llvm.cond_br %563, ^bb20, ^bb77
    ^bb20:  // pred: ^bb19
      %564 = llvm.mul %562, %18 : i32
      %565 = llvm.add %477, %564 : i32
      %566 = llvm.getelementptr %485[%565] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb21(%49 : i32)
    ^bb21(%567: i32):  // 2 preds: ^bb20, ^bb22
      %568 = llvm.icmp "slt" %567, %41 : i32
      llvm.cond_br %568, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %569 = llvm.mul %567, %19 : i32
      %570 = llvm.getelementptr %566[%569] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %571 = llvm.mul %567, %56 : i32
      %572 = llvm.getelementptr %554[%571] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %573 = nvvm.ldmatrix %570 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %574 = llvm.extractvalue %573[0] : !llvm_struct_a37b2a
      %575 = llvm.extractvalue %573[1] : !llvm_struct_a37b2a
      %576 = llvm.extractvalue %573[2] : !llvm_struct_a37b2a
      %577 = llvm.extractvalue %573[3] : !llvm_struct_a37b2a
      %578 = llvm.insertelement %574, %4[%3 : i64] : vector<4xi32>
      %579 = llvm.insertelement %575, %578[%2 : i64] : vector<4xi32>
      %580 = llvm.insertelement %576, %579[%1 : i64] : vector<4xi32>
      %581 = llvm.insertelement %577, %580[%0 : i64] : vector<4xi32>
      %582 = llvm.extractelement %581[%49 : i32] : vector<4xi32>
      llvm.store %582, %572 : i32, !llvm.ptr
      %583 = llvm.extractelement %581[%58 : i32] : vector<4xi32>
      %584 = llvm.getelementptr %572[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %583, %584 : i32, !llvm.ptr
      %585 = llvm.extractelement %581[%50 : i32] : vector<4xi32>
      %586 = llvm.getelementptr %572[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %585, %586 : i32, !llvm.ptr
      %587 = llvm.extractelement %581[%51 : i32] : vector<4xi32>
      %588 = llvm.getelementptr %572[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %587, %588 : i32, !llvm.ptr
      %589 = llvm.add %567, %58 : i32
      llvm.br ^bb21(%589 : i32)
    ^bb23:  // pred: ^bb21
      %590 = llvm.add %499, %564 : i32
      %591 = llvm.getelementptr %507[%590] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb24(%49 : i32)
    ^bb24(%592: i32):  // 2 preds: ^bb23, ^bb25
      %593 = llvm.icmp "slt" %592, %41 : i32
      llvm.cond_br %593, ^bb25, ^bb26 {llvm.loop_annotation = #loop_annotation}
    ^bb25:  // pred: ^bb24
      %594 = llvm.mul %592, %19 : i32
      %595 = llvm.getelementptr %591[%594] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %596 = llvm.mul %592, %56 : i32
      %597 = llvm.getelementptr %555[%596] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %598 = nvvm.ldmatrix %595 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %599 = llvm.extractvalue %598[0] : !llvm_struct_a37b2a
      %600 = llvm.extractvalue %598[1] : !llvm_struct_a37b2a
      %601 = llvm.extractvalue %598[2] : !llvm_struct_a37b2a
      %602 = llvm.extractvalue %598[3] : !llvm_struct_a37b2a
      %603 = llvm.insertelement %599, %4[%3 : i64] : vector<4xi32>
      %604 = llvm.insertelement %600, %603[%2 : i64] : vector<4xi32>
      %605 = llvm.insertelement %601, %604[%1 : i64] : vector<4xi32>
      %606 = llvm.insertelement %602, %605[%0 : i64] : vector<4xi32>
      %607 = llvm.extractelement %606[%49 : i32] : vector<4xi32>
      llvm.store %607, %597 : i32, !llvm.ptr
      %608 = llvm.extractelement %606[%58 : i32] : vector<4xi32>
      %609 = llvm.getelementptr %597[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %608, %609 : i32, !llvm.ptr
      %610 = llvm.extractelement %606[%50 : i32] : vector<4xi32>
      %611 = llvm.getelementptr %597[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %610, %611 : i32, !llvm.ptr
      %612 = llvm.extractelement %606[%51 : i32] : vector<4xi32>
      %613 = llvm.getelementptr %597[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %612, %613 : i32, !llvm.ptr
      %614 = llvm.add %592, %58 : i32
      llvm.br ^bb24(%614 : i32)
    ^bb26:  // pred: ^bb24
      %615 = llvm.add %560, %50 : i32
      %616 = llvm.icmp "slt" %615, %52 : i32
      llvm.cond_br %616, ^bb27, ^bb34
    ^bb27:  // pred: ^bb26
      %617 = llvm.mul %615, %36 : i32
      %618 = llvm.getelementptr %129[%617] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %619 = llvm.mul %561, %18 : i32
      %620 = llvm.getelementptr %139[%619] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb28(%49 : i32)
    ^bb28(%621: i32):  // 2 preds: ^bb27, ^bb29
      %622 = llvm.icmp "slt" %621, %56 : i32
      llvm.cond_br %622, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %623 = llvm.srem %621, %56 : i32
      %624 = llvm.mul %623, %17 : i32
      %625 = llvm.getelementptr %618[%624] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %626 = llvm.mul %623, %45 : i32
      %627 = llvm.getelementptr %620[%626] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %628 = llvm.getelementptr %66[%623] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %629 = llvm.load %628 : !llvm.ptr -> i8
      %630 = llvm.trunc %629 : i8 to i1
      %631 = llvm.select %630, %44, %49 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %627, %625, %44, %631 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %632 = llvm.add %621, %58 : i32
      llvm.br ^bb28(%632 : i32)
    ^bb30:  // pred: ^bb28
      %633 = llvm.getelementptr %142[%617] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %634 = llvm.getelementptr %143[%619] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb31(%49 : i32)
    ^bb31(%635: i32):  // 2 preds: ^bb30, ^bb32
      %636 = llvm.icmp "slt" %635, %56 : i32
      llvm.cond_br %636, ^bb32, ^bb33 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %637 = llvm.srem %635, %56 : i32
      %638 = llvm.mul %637, %17 : i32
      %639 = llvm.getelementptr %633[%638] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %640 = llvm.mul %637, %45 : i32
      %641 = llvm.getelementptr %634[%640] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %642 = llvm.getelementptr %65[%637] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %643 = llvm.load %642 : !llvm.ptr -> i8
      %644 = llvm.trunc %643 : i8 to i1
      %645 = llvm.select %644, %44, %49 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %641, %639, %44, %645 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %646 = llvm.add %635, %58 : i32
      llvm.br ^bb31(%646 : i32)
    ^bb33:  // pred: ^bb31
      llvm.br ^bb34
    ^bb34:  // 2 preds: ^bb26, ^bb33
      nvvm.cp.async.commit.group
      llvm.br ^bb35(%49 : i32)
    ^bb35(%647: i32):  // 2 preds: ^bb34, ^bb39
      %648 = llvm.icmp "slt" %647, %41 : i32
      llvm.cond_br %648, ^bb36, ^bb40 {llvm.loop_annotation = #loop_annotation}
    ^bb36:  // pred: ^bb35
      %649 = llvm.mul %647, %56 : i32
      %650 = llvm.getelementptr %62[%649] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %651 = llvm.getelementptr %650[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %652 = llvm.getelementptr %650[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %653 = llvm.getelementptr %650[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb37(%49 : i32)
    ^bb37(%654: i32):  // 2 preds: ^bb36, ^bb38
      %655 = llvm.icmp "slt" %654, %56 : i32
      llvm.cond_br %655, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %656 = llvm.mul %654, %41 : i32
      %657 = llvm.getelementptr %61[%656] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %658 = llvm.mul %647, %41 : i32
      %659 = llvm.mul %654, %44 : i32
      %660 = llvm.add %658, %659 : i32
      %661 = llvm.getelementptr %60[%660] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %662 = llvm.load %650 : !llvm.ptr -> i32
      %663 = llvm.load %651 : !llvm.ptr -> i32
      %664 = llvm.load %652 : !llvm.ptr -> i32
      %665 = llvm.load %653 : !llvm.ptr -> i32
      %666 = llvm.load %657 : !llvm.ptr -> i32
      %667 = llvm.getelementptr %657[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %668 = llvm.load %667 : !llvm.ptr -> i32
      %669 = llvm.load %661 : !llvm.ptr -> f32
      %670 = llvm.getelementptr %661[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %671 = llvm.load %670 : !llvm.ptr -> f32
      %672 = llvm.getelementptr %661[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %673 = llvm.load %672 : !llvm.ptr -> f32
      %674 = llvm.getelementptr %661[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %675 = llvm.load %674 : !llvm.ptr -> f32
      %676 = nvvm.mma.sync A[%662, %663, %664, %665]  B[%666, %668]  C[%669, %671, %673, %675]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %677 = llvm.extractvalue %676[0] : !llvm_struct_687153
      %678 = llvm.extractvalue %676[1] : !llvm_struct_687153
      %679 = llvm.extractvalue %676[2] : !llvm_struct_687153
      %680 = llvm.extractvalue %676[3] : !llvm_struct_687153
      llvm.store %677, %661 : f32, !llvm.ptr
      llvm.store %678, %670 : f32, !llvm.ptr
      llvm.store %679, %672 : f32, !llvm.ptr
      llvm.store %680, %674 : f32, !llvm.ptr
      %681 = llvm.add %654, %58 : i32
      llvm.br ^bb37(%681 : i32)
    ^bb39:  // pred: ^bb37
      %682 = llvm.add %647, %58 : i32
      llvm.br ^bb35(%682 : i32)
    ^bb40:  // pred: ^bb35
      %683 = llvm.add %480, %564 : i32
      %684 = llvm.getelementptr %485[%683] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb41(%49 : i32)
    ^bb41(%685: i32):  // 2 preds: ^bb40, ^bb42
      %686 = llvm.icmp "slt" %685, %41 : i32
      llvm.cond_br %686, ^bb42, ^bb43 {llvm.loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb41
      %687 = llvm.mul %685, %19 : i32
      %688 = llvm.getelementptr %684[%687] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %689 = llvm.mul %685, %56 : i32
      %690 = llvm.getelementptr %556[%689] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %691 = nvvm.ldmatrix %688 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %692 = llvm.extractvalue %691[0] : !llvm_struct_a37b2a
      %693 = llvm.extractvalue %691[1] : !llvm_struct_a37b2a
      %694 = llvm.extractvalue %691[2] : !llvm_struct_a37b2a
      %695 = llvm.extractvalue %691[3] : !llvm_struct_a37b2a
      %696 = llvm.insertelement %692, %4[%3 : i64] : vector<4xi32>
      %697 = llvm.insertelement %693, %696[%2 : i64] : vector<4xi32>
      %698 = llvm.insertelement %694, %697[%1 : i64] : vector<4xi32>
      %699 = llvm.insertelement %695, %698[%0 : i64] : vector<4xi32>
      %700 = llvm.extractelement %699[%49 : i32] : vector<4xi32>
      llvm.store %700, %690 : i32, !llvm.ptr
      %701 = llvm.extractelement %699[%58 : i32] : vector<4xi32>
      %702 = llvm.getelementptr %690[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %701, %702 : i32, !llvm.ptr
      %703 = llvm.extractelement %699[%50 : i32] : vector<4xi32>
      %704 = llvm.getelementptr %690[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %703, %704 : i32, !llvm.ptr
      %705 = llvm.extractelement %699[%51 : i32] : vector<4xi32>
      %706 = llvm.getelementptr %690[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %705, %706 : i32, !llvm.ptr
      %707 = llvm.add %685, %58 : i32
      llvm.br ^bb41(%707 : i32)
    ^bb43:  // pred: ^bb41
      %708 = llvm.add %502, %564 : i32
      %709 = llvm.getelementptr %507[%708] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb44(%49 : i32)
    ^bb44(%710: i32):  // 2 preds: ^bb43, ^bb45
      %711 = llvm.icmp "slt" %710, %41 : i32
      llvm.cond_br %711, ^bb45, ^bb46 {llvm.loop_annotation = #loop_annotation}
    ^bb45:  // pred: ^bb44
      %712 = llvm.mul %710, %19 : i32
      %713 = llvm.getelementptr %709[%712] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %714 = llvm.mul %710, %56 : i32
      %715 = llvm.getelementptr %557[%714] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %716 = nvvm.ldmatrix %713 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %717 = llvm.extractvalue %716[0] : !llvm_struct_a37b2a
      %718 = llvm.extractvalue %716[1] : !llvm_struct_a37b2a
      %719 = llvm.extractvalue %716[2] : !llvm_struct_a37b2a
      %720 = llvm.extractvalue %716[3] : !llvm_struct_a37b2a
      %721 = llvm.insertelement %717, %4[%3 : i64] : vector<4xi32>
      %722 = llvm.insertelement %718, %721[%2 : i64] : vector<4xi32>
      %723 = llvm.insertelement %719, %722[%1 : i64] : vector<4xi32>
      %724 = llvm.insertelement %720, %723[%0 : i64] : vector<4xi32>
      %725 = llvm.extractelement %724[%49 : i32] : vector<4xi32>
      llvm.store %725, %715 : i32, !llvm.ptr
      %726 = llvm.extractelement %724[%58 : i32] : vector<4xi32>
      %727 = llvm.getelementptr %715[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %726, %727 : i32, !llvm.ptr
      %728 = llvm.extractelement %724[%50 : i32] : vector<4xi32>
      %729 = llvm.getelementptr %715[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %728, %729 : i32, !llvm.ptr
      %730 = llvm.extractelement %724[%51 : i32] : vector<4xi32>
      %731 = llvm.getelementptr %715[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %730, %731 : i32, !llvm.ptr
      %732 = llvm.add %710, %58 : i32
      llvm.br ^bb44(%732 : i32)
    ^bb46:  // pred: ^bb44
      llvm.br ^bb47(%49 : i32)
    ^bb47(%733: i32):  // 2 preds: ^bb46, ^bb51
      %734 = llvm.icmp "slt" %733, %41 : i32
      llvm.cond_br %734, ^bb48, ^bb52 {llvm.loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb47
      %735 = llvm.mul %733, %56 : i32
      %736 = llvm.getelementptr %554[%735] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %737 = llvm.getelementptr %736[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %738 = llvm.getelementptr %736[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %739 = llvm.getelementptr %736[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb49(%49 : i32)
    ^bb49(%740: i32):  // 2 preds: ^bb48, ^bb50
      %741 = llvm.icmp "slt" %740, %56 : i32
      llvm.cond_br %741, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %742 = llvm.mul %740, %41 : i32
      %743 = llvm.getelementptr %555[%742] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %744 = llvm.mul %733, %41 : i32
      %745 = llvm.mul %740, %44 : i32
      %746 = llvm.add %744, %745 : i32
      %747 = llvm.getelementptr %60[%746] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %748 = llvm.load %736 : !llvm.ptr -> i32
      %749 = llvm.load %737 : !llvm.ptr -> i32
      %750 = llvm.load %738 : !llvm.ptr -> i32
      %751 = llvm.load %739 : !llvm.ptr -> i32
      %752 = llvm.load %743 : !llvm.ptr -> i32
      %753 = llvm.getelementptr %743[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %754 = llvm.load %753 : !llvm.ptr -> i32
      %755 = llvm.load %747 : !llvm.ptr -> f32
      %756 = llvm.getelementptr %747[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %757 = llvm.load %756 : !llvm.ptr -> f32
      %758 = llvm.getelementptr %747[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %759 = llvm.load %758 : !llvm.ptr -> f32
      %760 = llvm.getelementptr %747[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %761 = llvm.load %760 : !llvm.ptr -> f32
      %762 = nvvm.mma.sync A[%748, %749, %750, %751]  B[%752, %754]  C[%755, %757, %759, %761]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %763 = llvm.extractvalue %762[0] : !llvm_struct_687153
      %764 = llvm.extractvalue %762[1] : !llvm_struct_687153
      %765 = llvm.extractvalue %762[2] : !llvm_struct_687153
      %766 = llvm.extractvalue %762[3] : !llvm_struct_687153
      llvm.store %763, %747 : f32, !llvm.ptr
      llvm.store %764, %756 : f32, !llvm.ptr
      llvm.store %765, %758 : f32, !llvm.ptr
      llvm.store %766, %760 : f32, !llvm.ptr
      %767 = llvm.add %740, %58 : i32
      llvm.br ^bb49(%767 : i32)
    ^bb51:  // pred: ^bb49
      %768 = llvm.add %733, %58 : i32
      llvm.br ^bb47(%768 : i32)
    ^bb52:  // pred: ^bb47
      %769 = llvm.add %477, %480 : i32
      %770 = llvm.add %769, %564 : i32
      %771 = llvm.getelementptr %485[%770] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb53(%49 : i32)
    ^bb53(%772: i32):  // 2 preds: ^bb52, ^bb54
      %773 = llvm.icmp "slt" %772, %41 : i32
      llvm.cond_br %773, ^bb54, ^bb55 {llvm.loop_annotation = #loop_annotation}
    ^bb54:  // pred: ^bb53
      %774 = llvm.mul %772, %19 : i32
      %775 = llvm.getelementptr %771[%774] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %776 = llvm.mul %772, %56 : i32
      %777 = llvm.getelementptr %558[%776] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %778 = nvvm.ldmatrix %775 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %779 = llvm.extractvalue %778[0] : !llvm_struct_a37b2a
      %780 = llvm.extractvalue %778[1] : !llvm_struct_a37b2a
      %781 = llvm.extractvalue %778[2] : !llvm_struct_a37b2a
      %782 = llvm.extractvalue %778[3] : !llvm_struct_a37b2a
      %783 = llvm.insertelement %779, %4[%3 : i64] : vector<4xi32>
      %784 = llvm.insertelement %780, %783[%2 : i64] : vector<4xi32>
      %785 = llvm.insertelement %781, %784[%1 : i64] : vector<4xi32>
      %786 = llvm.insertelement %782, %785[%0 : i64] : vector<4xi32>
      %787 = llvm.extractelement %786[%49 : i32] : vector<4xi32>
      llvm.store %787, %777 : i32, !llvm.ptr
      %788 = llvm.extractelement %786[%58 : i32] : vector<4xi32>
      %789 = llvm.getelementptr %777[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %788, %789 : i32, !llvm.ptr
      %790 = llvm.extractelement %786[%50 : i32] : vector<4xi32>
      %791 = llvm.getelementptr %777[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %790, %791 : i32, !llvm.ptr
      %792 = llvm.extractelement %786[%51 : i32] : vector<4xi32>
      %793 = llvm.getelementptr %777[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %792, %793 : i32, !llvm.ptr
      %794 = llvm.add %772, %58 : i32
      llvm.br ^bb53(%794 : i32)
    ^bb55:  // pred: ^bb53
      %795 = llvm.add %499, %502 : i32
      %796 = llvm.add %795, %564 : i32
      %797 = llvm.getelementptr %507[%796] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb56(%49 : i32)
    ^bb56(%798: i32):  // 2 preds: ^bb55, ^bb57
      %799 = llvm.icmp "slt" %798, %41 : i32
      llvm.cond_br %799, ^bb57, ^bb58 {llvm.loop_annotation = #loop_annotation}
    ^bb57:  // pred: ^bb56
      %800 = llvm.mul %798, %19 : i32
      %801 = llvm.getelementptr %797[%800] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %802 = llvm.mul %798, %56 : i32
      %803 = llvm.getelementptr %559[%802] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %804 = nvvm.ldmatrix %801 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %805 = llvm.extractvalue %804[0] : !llvm_struct_a37b2a
      %806 = llvm.extractvalue %804[1] : !llvm_struct_a37b2a
      %807 = llvm.extractvalue %804[2] : !llvm_struct_a37b2a
      %808 = llvm.extractvalue %804[3] : !llvm_struct_a37b2a
      %809 = llvm.insertelement %805, %4[%3 : i64] : vector<4xi32>
      %810 = llvm.insertelement %806, %809[%2 : i64] : vector<4xi32>
      %811 = llvm.insertelement %807, %810[%1 : i64] : vector<4xi32>
      %812 = llvm.insertelement %808, %811[%0 : i64] : vector<4xi32>
      %813 = llvm.extractelement %812[%49 : i32] : vector<4xi32>
      llvm.store %813, %803 : i32, !llvm.ptr
      %814 = llvm.extractelement %812[%58 : i32] : vector<4xi32>
      %815 = llvm.getelementptr %803[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %814, %815 : i32, !llvm.ptr
      %816 = llvm.extractelement %812[%50 : i32] : vector<4xi32>
      %817 = llvm.getelementptr %803[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %816, %817 : i32, !llvm.ptr
      %818 = llvm.extractelement %812[%51 : i32] : vector<4xi32>
      %819 = llvm.getelementptr %803[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %818, %819 : i32, !llvm.ptr
      %820 = llvm.add %798, %58 : i32
      llvm.br ^bb56(%820 : i32)
    ^bb58:  // pred: ^bb56
      llvm.br ^bb59(%49 : i32)
    ^bb59(%821: i32):  // 2 preds: ^bb58, ^bb63
      %822 = llvm.icmp "slt" %821, %41 : i32
      llvm.cond_br %822, ^bb60, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb60:  // pred: ^bb59
      %823 = llvm.mul %821, %56 : i32
      %824 = llvm.getelementptr %556[%823] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %825 = llvm.getelementptr %824[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %826 = llvm.getelementptr %824[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %827 = llvm.getelementptr %824[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb61(%49 : i32)
    ^bb61(%828: i32):  // 2 preds: ^bb60, ^bb62
      %829 = llvm.icmp "slt" %828, %56 : i32
      llvm.cond_br %829, ^bb62, ^bb63 {llvm.loop_annotation = #loop_annotation}
    ^bb62:  // pred: ^bb61
      %830 = llvm.mul %828, %41 : i32
      %831 = llvm.getelementptr %557[%830] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %832 = llvm.mul %821, %41 : i32
      %833 = llvm.mul %828, %44 : i32
      %834 = llvm.add %832, %833 : i32
      %835 = llvm.getelementptr %60[%834] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %836 = llvm.load %824 : !llvm.ptr -> i32
      %837 = llvm.load %825 : !llvm.ptr -> i32
      %838 = llvm.load %826 : !llvm.ptr -> i32
      %839 = llvm.load %827 : !llvm.ptr -> i32
      %840 = llvm.load %831 : !llvm.ptr -> i32
      %841 = llvm.getelementptr %831[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %842 = llvm.load %841 : !llvm.ptr -> i32
      %843 = llvm.load %835 : !llvm.ptr -> f32
      %844 = llvm.getelementptr %835[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %845 = llvm.load %844 : !llvm.ptr -> f32
      %846 = llvm.getelementptr %835[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %847 = llvm.load %846 : !llvm.ptr -> f32
      %848 = llvm.getelementptr %835[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %849 = llvm.load %848 : !llvm.ptr -> f32
      %850 = nvvm.mma.sync A[%836, %837, %838, %839]  B[%840, %842]  C[%843, %845, %847, %849]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %851 = llvm.extractvalue %850[0] : !llvm_struct_687153
      %852 = llvm.extractvalue %850[1] : !llvm_struct_687153
      %853 = llvm.extractvalue %850[2] : !llvm_struct_687153
      %854 = llvm.extractvalue %850[3] : !llvm_struct_687153
      llvm.store %851, %835 : f32, !llvm.ptr
      llvm.store %852, %844 : f32, !llvm.ptr
      llvm.store %853, %846 : f32, !llvm.ptr
      llvm.store %854, %848 : f32, !llvm.ptr
      %855 = llvm.add %828, %58 : i32
      llvm.br ^bb61(%855 : i32)
    ^bb63:  // pred: ^bb61
      %856 = llvm.add %821, %58 : i32
      llvm.br ^bb59(%856 : i32)
    ^bb64:  // pred: ^bb59
      %857 = llvm.add %562, %58 : i32
      %858 = llvm.icmp "eq" %857, %51 : i32
      %859 = llvm.select %858, %49, %857 : i1, i32
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %860 = llvm.mul %859, %18 : i32
      %861 = llvm.getelementptr %485[%860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb65(%49 : i32)
    ^bb65(%862: i32):  // 2 preds: ^bb64, ^bb66
      %863 = llvm.icmp "slt" %862, %41 : i32
      llvm.cond_br %863, ^bb66, ^bb67 {llvm.loop_annotation = #loop_annotation}
    ^bb66:  // pred: ^bb65
      %864 = llvm.mul %862, %19 : i32
      %865 = llvm.getelementptr %861[%864] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %866 = llvm.mul %862, %56 : i32
      %867 = llvm.getelementptr %62[%866] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %868 = nvvm.ldmatrix %865 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %869 = llvm.extractvalue %868[0] : !llvm_struct_a37b2a
      %870 = llvm.extractvalue %868[1] : !llvm_struct_a37b2a
      %871 = llvm.extractvalue %868[2] : !llvm_struct_a37b2a
      %872 = llvm.extractvalue %868[3] : !llvm_struct_a37b2a
      %873 = llvm.insertelement %869, %4[%3 : i64] : vector<4xi32>
      %874 = llvm.insertelement %870, %873[%2 : i64] : vector<4xi32>
      %875 = llvm.insertelement %871, %874[%1 : i64] : vector<4xi32>
      %876 = llvm.insertelement %872, %875[%0 : i64] : vector<4xi32>
      %877 = llvm.extractelement %876[%49 : i32] : vector<4xi32>
      llvm.store %877, %867 : i32, !llvm.ptr
      %878 = llvm.extractelement %876[%58 : i32] : vector<4xi32>
      %879 = llvm.getelementptr %867[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %878, %879 : i32, !llvm.ptr
      %880 = llvm.extractelement %876[%50 : i32] : vector<4xi32>
      %881 = llvm.getelementptr %867[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %880, %881 : i32, !llvm.ptr
      %882 = llvm.extractelement %876[%51 : i32] : vector<4xi32>
      %883 = llvm.getelementptr %867[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %882, %883 : i32, !llvm.ptr
      %884 = llvm.add %862, %58 : i32
      llvm.br ^bb65(%884 : i32)
    ^bb67:  // pred: ^bb65
      %885 = llvm.getelementptr %507[%860] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      llvm.br ^bb68(%49 : i32)
    ^bb68(%886: i32):  // 2 preds: ^bb67, ^bb69
      %887 = llvm.icmp "slt" %886, %41 : i32
      llvm.cond_br %887, ^bb69, ^bb70 {llvm.loop_annotation = #loop_annotation}
    ^bb69:  // pred: ^bb68
      %888 = llvm.mul %886, %19 : i32
      %889 = llvm.getelementptr %885[%888] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
      %890 = llvm.mul %886, %56 : i32
      %891 = llvm.getelementptr %61[%890] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %892 = nvvm.ldmatrix %889 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %893 = llvm.extractvalue %892[0] : !llvm_struct_a37b2a
      %894 = llvm.extractvalue %892[1] : !llvm_struct_a37b2a
      %895 = llvm.extractvalue %892[2] : !llvm_struct_a37b2a
      %896 = llvm.extractvalue %892[3] : !llvm_struct_a37b2a
      %897 = llvm.insertelement %893, %4[%3 : i64] : vector<4xi32>
      %898 = llvm.insertelement %894, %897[%2 : i64] : vector<4xi32>
      %899 = llvm.insertelement %895, %898[%1 : i64] : vector<4xi32>
      %900 = llvm.insertelement %896, %899[%0 : i64] : vector<4xi32>
      %901 = llvm.extractelement %900[%49 : i32] : vector<4xi32>
      llvm.store %901, %891 : i32, !llvm.ptr
      %902 = llvm.extractelement %900[%58 : i32] : vector<4xi32>
      %903 = llvm.getelementptr %891[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %902, %903 : i32, !llvm.ptr
      %904 = llvm.extractelement %900[%50 : i32] : vector<4xi32>
      %905 = llvm.getelementptr %891[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %904, %905 : i32, !llvm.ptr
      %906 = llvm.extractelement %900[%51 : i32] : vector<4xi32>
      %907 = llvm.getelementptr %891[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      llvm.store %906, %907 : i32, !llvm.ptr
      %908 = llvm.add %886, %58 : i32
      llvm.br ^bb68(%908 : i32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%49 : i32)
    ^bb71(%909: i32):  // 2 preds: ^bb70, ^bb75
      %910 = llvm.icmp "slt" %909, %41 : i32
      llvm.cond_br %910, ^bb72, ^bb76 {llvm.loop_annotation = #loop_annotation}
    ^bb72:  // pred: ^bb71
      %911 = llvm.mul %909, %56 : i32
      %912 = llvm.getelementptr %558[%911] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %913 = llvm.getelementptr %912[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %914 = llvm.getelementptr %912[2] : (!llvm.ptr) -> !llvm.ptr, i32
      %915 = llvm.getelementptr %912[3] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.br ^bb73(%49 : i32)
    ^bb73(%916: i32):  // 2 preds: ^bb72, ^bb74
      %917 = llvm.icmp "slt" %916, %56 : i32
      llvm.cond_br %917, ^bb74, ^bb75 {llvm.loop_annotation = #loop_annotation}
    ^bb74:  // pred: ^bb73
      %918 = llvm.mul %916, %41 : i32
      %919 = llvm.getelementptr %559[%918] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %920 = llvm.mul %909, %41 : i32
      %921 = llvm.mul %916, %44 : i32
      %922 = llvm.add %920, %921 : i32
      %923 = llvm.getelementptr %60[%922] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %924 = llvm.load %912 : !llvm.ptr -> i32
      %925 = llvm.load %913 : !llvm.ptr -> i32
      %926 = llvm.load %914 : !llvm.ptr -> i32
      %927 = llvm.load %915 : !llvm.ptr -> i32
      %928 = llvm.load %919 : !llvm.ptr -> i32
      %929 = llvm.getelementptr %919[1] : (!llvm.ptr) -> !llvm.ptr, i32
      %930 = llvm.load %929 : !llvm.ptr -> i32
      %931 = llvm.load %923 : !llvm.ptr -> f32
      %932 = llvm.getelementptr %923[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %933 = llvm.load %932 : !llvm.ptr -> f32
      %934 = llvm.getelementptr %923[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %935 = llvm.load %934 : !llvm.ptr -> f32
      %936 = llvm.getelementptr %923[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %937 = llvm.load %936 : !llvm.ptr -> f32
      %938 = nvvm.mma.sync A[%924, %925, %926, %927]  B[%928, %930]  C[%931, %933, %935, %937]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm_struct_687153
      %939 = llvm.extractvalue %938[0] : !llvm_struct_687153
      %940 = llvm.extractvalue %938[1] : !llvm_struct_687153
      %941 = llvm.extractvalue %938[2] : !llvm_struct_687153
      %942 = llvm.extractvalue %938[3] : !llvm_struct_687153
      llvm.store %939, %923 : f32, !llvm.ptr
      llvm.store %940, %932 : f32, !llvm.ptr
      llvm.store %941, %934 : f32, !llvm.ptr
      llvm.store %942, %936 : f32, !llvm.ptr
      %943 = llvm.add %916, %58 : i32
      llvm.br ^bb73(%943 : i32)
    ^bb75:  // pred: ^bb73
      %944 = llvm.add %909, %58 : i32
      llvm.br ^bb71(%944 : i32)
    ^bb76:  // pred: ^bb71
      %945 = llvm.add %560, %58 : i32
      llvm.br ^bb19(%945, %562, %859 : i32, i32, i32)
    ^bb77:  // pred: ^bb19
      nvvm.cp.async.wait.group 0
      %946 = llvm.load %60 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      %947 = llvm.fptrunc %946 : vector<128xf32> to vector<128xbf16>
      llvm.store %947, %59 {alignment = 32 : i64} : vector<128xbf16>, !llvm.ptr
      %948 = llvm.add %85, %58 : i32
      %949 = llvm.mul %948, %57 : i32
      %950 = llvm.icmp "sle" %949, %53 : i32
      %951 = llvm.add %94, %58 : i32
      %952 = llvm.mul %951, %57 : i32
      %953 = llvm.icmp "sle" %952, %42 : i32
      %954 = llvm.and %950, %953 : i1
      llvm.cond_br %954, ^bb78, ^bb82
    ^bb78:  // pred: ^bb77
      llvm.br ^bb79(%49 : i32)
    ^bb79(%955: i32):  // 2 preds: ^bb78, ^bb80
      %956 = llvm.icmp "slt" %955, %36 : i32
      llvm.cond_br %956, ^bb80, ^bb81 {llvm.loop_annotation = #loop_annotation}
    ^bb80:  // pred: ^bb79
      %957 = llvm.mul %955, %50 : i32
      %958 = llvm.getelementptr %59[%957] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %959 = llvm.sdiv %955, %50 : i32
      %960 = llvm.srem %955, %50 : i32
      %961 = llvm.mul %960, %16 : i32
      %962 = llvm.sdiv %959, %41 : i32
      %963 = llvm.srem %959, %41 : i32
      %964 = llvm.mul %963, %15 : i32
      %965 = llvm.add %961, %964 : i32
      %966 = llvm.mul %962, %44 : i32
      %967 = llvm.add %965, %966 : i32
      %968 = llvm.getelementptr %461[%967] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %969 = llvm.load %958 {alignment = 4 : i64} : !llvm.ptr -> vector<2xbf16>
      llvm.store %969, %968 {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
      %970 = llvm.add %955, %58 : i32
      llvm.br ^bb79(%970 : i32)
    ^bb81:  // 3 preds: ^bb79, ^bb336, ^bb337
      llvm.br ^bb338
    ^bb82:  // pred: ^bb77
      %971 = llvm.mul %450, %44 : i32
      %972 = llvm.add %452, %971 : i32
      %973 = llvm.add %454, %458 : i32
      %974 = llvm.add %112, %972 : i32
      %975 = llvm.add %109, %973 : i32
      %976 = llvm.icmp "slt" %974, %53 : i32
      %977 = llvm.icmp "slt" %975, %42 : i32
      %978 = llvm.and %976, %977 : i1
      llvm.cond_br %978, ^bb83, ^bb84
    ^bb83:  // pred: ^bb82
      %979 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %980 = llvm.inttoptr %979 : i64 to !llvm.ptr
      %981 = llvm.load %980 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %982 = llvm.ptrtoint %461 : !llvm.ptr<1> to i64
      %983 = llvm.inttoptr %982 : i64 to !llvm.ptr<1>
      llvm.store %981, %983 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      %984 = llvm.add %975, %58 : i32
      %985 = llvm.icmp "slt" %984, %42 : i32
      %986 = llvm.and %976, %985 : i1
      llvm.cond_br %986, ^bb85, ^bb86
    ^bb85:  // pred: ^bb84
      %987 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, bf16
      %988 = llvm.ptrtoint %987 : !llvm.ptr to i64
      %989 = llvm.inttoptr %988 : i64 to !llvm.ptr
      %990 = llvm.load %989 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %991 = llvm.getelementptr %461[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %992 = llvm.ptrtoint %991 : !llvm.ptr<1> to i64
      %993 = llvm.inttoptr %992 : i64 to !llvm.ptr<1>
      llvm.store %990, %993 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb86
    ^bb86:  // 2 preds: ^bb84, ^bb85
      %994 = llvm.add %974, %56 : i32
      %995 = llvm.icmp "slt" %994, %53 : i32
      %996 = llvm.and %995, %977 : i1
      llvm.cond_br %996, ^bb87, ^bb88
    ^bb87:  // pred: ^bb86
      %997 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, bf16
      %998 = llvm.ptrtoint %997 : !llvm.ptr to i64
      %999 = llvm.inttoptr %998 : i64 to !llvm.ptr
      %1000 = llvm.load %999 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1001 = llvm.getelementptr %461[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1002 = llvm.ptrtoint %1001 : !llvm.ptr<1> to i64
      %1003 = llvm.inttoptr %1002 : i64 to !llvm.ptr<1>
      llvm.store %1000, %1003 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb88
    ^bb88:  // 2 preds: ^bb86, ^bb87
      %1004 = llvm.and %995, %985 : i1
      llvm.cond_br %1004, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %1005 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1006 = llvm.ptrtoint %1005 : !llvm.ptr to i64
      %1007 = llvm.inttoptr %1006 : i64 to !llvm.ptr
      %1008 = llvm.load %1007 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1009 = llvm.getelementptr %461[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1010 = llvm.ptrtoint %1009 : !llvm.ptr<1> to i64
      %1011 = llvm.inttoptr %1010 : i64 to !llvm.ptr<1>
      llvm.store %1008, %1011 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb90
    ^bb90:  // 2 preds: ^bb88, ^bb89
      %1012 = llvm.add %974, %40 : i32
      %1013 = llvm.icmp "slt" %1012, %53 : i32
      %1014 = llvm.and %1013, %977 : i1
      llvm.cond_br %1014, ^bb91, ^bb92
    ^bb91:  // pred: ^bb90
      %1015 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1016 = llvm.ptrtoint %1015 : !llvm.ptr to i64
      %1017 = llvm.inttoptr %1016 : i64 to !llvm.ptr
      %1018 = llvm.load %1017 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1019 = llvm.getelementptr %461[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1020 = llvm.ptrtoint %1019 : !llvm.ptr<1> to i64
      %1021 = llvm.inttoptr %1020 : i64 to !llvm.ptr<1>
      llvm.store %1018, %1021 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb92
    ^bb92:  // 2 preds: ^bb90, ^bb91
      %1022 = llvm.and %1013, %985 : i1
      llvm.cond_br %1022, ^bb93, ^bb94
    ^bb93:  // pred: ^bb92
      %1023 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1024 = llvm.ptrtoint %1023 : !llvm.ptr to i64
      %1025 = llvm.inttoptr %1024 : i64 to !llvm.ptr
      %1026 = llvm.load %1025 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1027 = llvm.getelementptr %461[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1028 = llvm.ptrtoint %1027 : !llvm.ptr<1> to i64
      %1029 = llvm.inttoptr %1028 : i64 to !llvm.ptr<1>
      llvm.store %1026, %1029 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb94
    ^bb94:  // 2 preds: ^bb92, ^bb93
      %1030 = llvm.add %974, %14 : i32
      %1031 = llvm.icmp "slt" %1030, %53 : i32
      %1032 = llvm.and %1031, %977 : i1
      llvm.cond_br %1032, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %1033 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1034 = llvm.ptrtoint %1033 : !llvm.ptr to i64
      %1035 = llvm.inttoptr %1034 : i64 to !llvm.ptr
      %1036 = llvm.load %1035 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1037 = llvm.getelementptr %461[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1038 = llvm.ptrtoint %1037 : !llvm.ptr<1> to i64
      %1039 = llvm.inttoptr %1038 : i64 to !llvm.ptr<1>
      llvm.store %1036, %1039 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb96
    ^bb96:  // 2 preds: ^bb94, ^bb95
      %1040 = llvm.and %1031, %985 : i1
      llvm.cond_br %1040, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %1041 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1042 = llvm.ptrtoint %1041 : !llvm.ptr to i64
      %1043 = llvm.inttoptr %1042 : i64 to !llvm.ptr
      %1044 = llvm.load %1043 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1045 = llvm.getelementptr %461[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1046 = llvm.ptrtoint %1045 : !llvm.ptr<1> to i64
      %1047 = llvm.inttoptr %1046 : i64 to !llvm.ptr<1>
      llvm.store %1044, %1047 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb98
    ^bb98:  // 2 preds: ^bb96, ^bb97
      %1048 = llvm.add %974, %36 : i32
      %1049 = llvm.icmp "slt" %1048, %53 : i32
      %1050 = llvm.and %1049, %977 : i1
      llvm.cond_br %1050, ^bb99, ^bb100
    ^bb99:  // pred: ^bb98
      %1051 = llvm.getelementptr %59[8] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1052 = llvm.ptrtoint %1051 : !llvm.ptr to i64
      %1053 = llvm.inttoptr %1052 : i64 to !llvm.ptr
      %1054 = llvm.load %1053 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1055 = llvm.getelementptr %461[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1056 = llvm.ptrtoint %1055 : !llvm.ptr<1> to i64
      %1057 = llvm.inttoptr %1056 : i64 to !llvm.ptr<1>
      llvm.store %1054, %1057 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb100
    ^bb100:  // 2 preds: ^bb98, ^bb99
      %1058 = llvm.and %1049, %985 : i1
      llvm.cond_br %1058, ^bb101, ^bb102
    ^bb101:  // pred: ^bb100
      %1059 = llvm.getelementptr %59[9] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1060 = llvm.ptrtoint %1059 : !llvm.ptr to i64
      %1061 = llvm.inttoptr %1060 : i64 to !llvm.ptr
      %1062 = llvm.load %1061 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1063 = llvm.getelementptr %461[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1064 = llvm.ptrtoint %1063 : !llvm.ptr<1> to i64
      %1065 = llvm.inttoptr %1064 : i64 to !llvm.ptr<1>
      llvm.store %1062, %1065 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb102
    ^bb102:  // 2 preds: ^bb100, ^bb101
      %1066 = llvm.add %974, %33 : i32
      %1067 = llvm.icmp "slt" %1066, %53 : i32
      %1068 = llvm.and %1067, %977 : i1
      llvm.cond_br %1068, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %1069 = llvm.getelementptr %59[10] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1070 = llvm.ptrtoint %1069 : !llvm.ptr to i64
      %1071 = llvm.inttoptr %1070 : i64 to !llvm.ptr
      %1072 = llvm.load %1071 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1073 = llvm.getelementptr %461[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1074 = llvm.ptrtoint %1073 : !llvm.ptr<1> to i64
      %1075 = llvm.inttoptr %1074 : i64 to !llvm.ptr<1>
      llvm.store %1072, %1075 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb104
    ^bb104:  // 2 preds: ^bb102, ^bb103
      %1076 = llvm.and %1067, %985 : i1
      llvm.cond_br %1076, ^bb105, ^bb106
    ^bb105:  // pred: ^bb104
      %1077 = llvm.getelementptr %59[11] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1078 = llvm.ptrtoint %1077 : !llvm.ptr to i64
      %1079 = llvm.inttoptr %1078 : i64 to !llvm.ptr
      %1080 = llvm.load %1079 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1081 = llvm.getelementptr %461[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1082 = llvm.ptrtoint %1081 : !llvm.ptr<1> to i64
      %1083 = llvm.inttoptr %1082 : i64 to !llvm.ptr<1>
      llvm.store %1080, %1083 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb106
    ^bb106:  // 2 preds: ^bb104, ^bb105
      %1084 = llvm.add %974, %21 : i32
      %1085 = llvm.icmp "slt" %1084, %53 : i32
      %1086 = llvm.and %1085, %977 : i1
      llvm.cond_br %1086, ^bb107, ^bb108
    ^bb107:  // pred: ^bb106
      %1087 = llvm.getelementptr %59[12] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1088 = llvm.ptrtoint %1087 : !llvm.ptr to i64
      %1089 = llvm.inttoptr %1088 : i64 to !llvm.ptr
      %1090 = llvm.load %1089 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1091 = llvm.getelementptr %461[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1092 = llvm.ptrtoint %1091 : !llvm.ptr<1> to i64
      %1093 = llvm.inttoptr %1092 : i64 to !llvm.ptr<1>
      llvm.store %1090, %1093 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb108
    ^bb108:  // 2 preds: ^bb106, ^bb107
      %1094 = llvm.and %1085, %985 : i1
      llvm.cond_br %1094, ^bb109, ^bb110
    ^bb109:  // pred: ^bb108
      %1095 = llvm.getelementptr %59[13] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1096 = llvm.ptrtoint %1095 : !llvm.ptr to i64
      %1097 = llvm.inttoptr %1096 : i64 to !llvm.ptr
      %1098 = llvm.load %1097 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1099 = llvm.getelementptr %461[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1100 = llvm.ptrtoint %1099 : !llvm.ptr<1> to i64
      %1101 = llvm.inttoptr %1100 : i64 to !llvm.ptr<1>
      llvm.store %1098, %1101 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb110
    ^bb110:  // 2 preds: ^bb108, ^bb109
      %1102 = llvm.add %974, %13 : i32
      %1103 = llvm.icmp "slt" %1102, %53 : i32
      %1104 = llvm.and %1103, %977 : i1
      llvm.cond_br %1104, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %1105 = llvm.getelementptr %59[14] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1106 = llvm.ptrtoint %1105 : !llvm.ptr to i64
      %1107 = llvm.inttoptr %1106 : i64 to !llvm.ptr
      %1108 = llvm.load %1107 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1109 = llvm.getelementptr %461[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1110 = llvm.ptrtoint %1109 : !llvm.ptr<1> to i64
      %1111 = llvm.inttoptr %1110 : i64 to !llvm.ptr<1>
      llvm.store %1108, %1111 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      %1112 = llvm.and %1103, %985 : i1
      llvm.cond_br %1112, ^bb113, ^bb114
    ^bb113:  // pred: ^bb112
      %1113 = llvm.getelementptr %59[15] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1114 = llvm.ptrtoint %1113 : !llvm.ptr to i64
      %1115 = llvm.inttoptr %1114 : i64 to !llvm.ptr
      %1116 = llvm.load %1115 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1117 = llvm.getelementptr %461[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1118 = llvm.ptrtoint %1117 : !llvm.ptr<1> to i64
      %1119 = llvm.inttoptr %1118 : i64 to !llvm.ptr<1>
      llvm.store %1116, %1119 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb114
    ^bb114:  // 2 preds: ^bb112, ^bb113
      %1120 = llvm.add %975, %44 : i32
      %1121 = llvm.icmp "slt" %1120, %42 : i32
      %1122 = llvm.and %976, %1121 : i1
      llvm.cond_br %1122, ^bb115, ^bb116
    ^bb115:  // pred: ^bb114
      %1123 = llvm.getelementptr %59[16] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1124 = llvm.ptrtoint %1123 : !llvm.ptr to i64
      %1125 = llvm.inttoptr %1124 : i64 to !llvm.ptr
      %1126 = llvm.load %1125 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1127 = llvm.getelementptr %461[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1128 = llvm.ptrtoint %1127 : !llvm.ptr<1> to i64
      %1129 = llvm.inttoptr %1128 : i64 to !llvm.ptr<1>
      llvm.store %1126, %1129 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb116
    ^bb116:  // 2 preds: ^bb114, ^bb115
      %1130 = llvm.add %975, %12 : i32
      %1131 = llvm.icmp "slt" %1130, %42 : i32
      %1132 = llvm.and %976, %1131 : i1
      llvm.cond_br %1132, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %1133 = llvm.getelementptr %59[17] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1134 = llvm.ptrtoint %1133 : !llvm.ptr to i64
      %1135 = llvm.inttoptr %1134 : i64 to !llvm.ptr
      %1136 = llvm.load %1135 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1137 = llvm.getelementptr %461[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1138 = llvm.ptrtoint %1137 : !llvm.ptr<1> to i64
      %1139 = llvm.inttoptr %1138 : i64 to !llvm.ptr<1>
      llvm.store %1136, %1139 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb118
    ^bb118:  // 2 preds: ^bb116, ^bb117
      %1140 = llvm.and %995, %1121 : i1
      llvm.cond_br %1140, ^bb119, ^bb120
    ^bb119:  // pred: ^bb118
      %1141 = llvm.getelementptr %59[18] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1142 = llvm.ptrtoint %1141 : !llvm.ptr to i64
      %1143 = llvm.inttoptr %1142 : i64 to !llvm.ptr
      %1144 = llvm.load %1143 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1145 = llvm.getelementptr %461[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1146 = llvm.ptrtoint %1145 : !llvm.ptr<1> to i64
      %1147 = llvm.inttoptr %1146 : i64 to !llvm.ptr<1>
      llvm.store %1144, %1147 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb120
    ^bb120:  // 2 preds: ^bb118, ^bb119
      %1148 = llvm.and %995, %1131 : i1
      llvm.cond_br %1148, ^bb121, ^bb122
    ^bb121:  // pred: ^bb120
      %1149 = llvm.getelementptr %59[19] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1150 = llvm.ptrtoint %1149 : !llvm.ptr to i64
      %1151 = llvm.inttoptr %1150 : i64 to !llvm.ptr
      %1152 = llvm.load %1151 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1153 = llvm.getelementptr %461[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1154 = llvm.ptrtoint %1153 : !llvm.ptr<1> to i64
      %1155 = llvm.inttoptr %1154 : i64 to !llvm.ptr<1>
      llvm.store %1152, %1155 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb122
    ^bb122:  // 2 preds: ^bb120, ^bb121
      %1156 = llvm.and %1013, %1121 : i1
      llvm.cond_br %1156, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %1157 = llvm.getelementptr %59[20] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1158 = llvm.ptrtoint %1157 : !llvm.ptr to i64
      %1159 = llvm.inttoptr %1158 : i64 to !llvm.ptr
      %1160 = llvm.load %1159 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1161 = llvm.getelementptr %461[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1162 = llvm.ptrtoint %1161 : !llvm.ptr<1> to i64
      %1163 = llvm.inttoptr %1162 : i64 to !llvm.ptr<1>
      llvm.store %1160, %1163 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb124
    ^bb124:  // 2 preds: ^bb122, ^bb123
      %1164 = llvm.and %1013, %1131 : i1
      llvm.cond_br %1164, ^bb125, ^bb126
    ^bb125:  // pred: ^bb124
      %1165 = llvm.getelementptr %59[21] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1166 = llvm.ptrtoint %1165 : !llvm.ptr to i64
      %1167 = llvm.inttoptr %1166 : i64 to !llvm.ptr
      %1168 = llvm.load %1167 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1169 = llvm.getelementptr %461[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1170 = llvm.ptrtoint %1169 : !llvm.ptr<1> to i64
      %1171 = llvm.inttoptr %1170 : i64 to !llvm.ptr<1>
      llvm.store %1168, %1171 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      %1172 = llvm.and %1031, %1121 : i1
      llvm.cond_br %1172, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %1173 = llvm.getelementptr %59[22] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1174 = llvm.ptrtoint %1173 : !llvm.ptr to i64
      %1175 = llvm.inttoptr %1174 : i64 to !llvm.ptr
      %1176 = llvm.load %1175 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1177 = llvm.getelementptr %461[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1178 = llvm.ptrtoint %1177 : !llvm.ptr<1> to i64
      %1179 = llvm.inttoptr %1178 : i64 to !llvm.ptr<1>
      llvm.store %1176, %1179 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      %1180 = llvm.and %1031, %1131 : i1
      llvm.cond_br %1180, ^bb129, ^bb130
    ^bb129:  // pred: ^bb128
      %1181 = llvm.getelementptr %59[23] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1182 = llvm.ptrtoint %1181 : !llvm.ptr to i64
      %1183 = llvm.inttoptr %1182 : i64 to !llvm.ptr
      %1184 = llvm.load %1183 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1185 = llvm.getelementptr %461[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1186 = llvm.ptrtoint %1185 : !llvm.ptr<1> to i64
      %1187 = llvm.inttoptr %1186 : i64 to !llvm.ptr<1>
      llvm.store %1184, %1187 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb130
    ^bb130:  // 2 preds: ^bb128, ^bb129
      %1188 = llvm.and %1049, %1121 : i1
      llvm.cond_br %1188, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %1189 = llvm.getelementptr %59[24] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1190 = llvm.ptrtoint %1189 : !llvm.ptr to i64
      %1191 = llvm.inttoptr %1190 : i64 to !llvm.ptr
      %1192 = llvm.load %1191 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1193 = llvm.getelementptr %461[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1194 = llvm.ptrtoint %1193 : !llvm.ptr<1> to i64
      %1195 = llvm.inttoptr %1194 : i64 to !llvm.ptr<1>
      llvm.store %1192, %1195 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb132
    ^bb132:  // 2 preds: ^bb130, ^bb131
      %1196 = llvm.and %1049, %1131 : i1
      llvm.cond_br %1196, ^bb133, ^bb134
    ^bb133:  // pred: ^bb132
      %1197 = llvm.getelementptr %59[25] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1198 = llvm.ptrtoint %1197 : !llvm.ptr to i64
      %1199 = llvm.inttoptr %1198 : i64 to !llvm.ptr
      %1200 = llvm.load %1199 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1201 = llvm.getelementptr %461[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1202 = llvm.ptrtoint %1201 : !llvm.ptr<1> to i64
      %1203 = llvm.inttoptr %1202 : i64 to !llvm.ptr<1>
      llvm.store %1200, %1203 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb134
    ^bb134:  // 2 preds: ^bb132, ^bb133
      %1204 = llvm.and %1067, %1121 : i1
      llvm.cond_br %1204, ^bb135, ^bb136
    ^bb135:  // pred: ^bb134
      %1205 = llvm.getelementptr %59[26] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1206 = llvm.ptrtoint %1205 : !llvm.ptr to i64
      %1207 = llvm.inttoptr %1206 : i64 to !llvm.ptr
      %1208 = llvm.load %1207 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1209 = llvm.getelementptr %461[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1210 = llvm.ptrtoint %1209 : !llvm.ptr<1> to i64
      %1211 = llvm.inttoptr %1210 : i64 to !llvm.ptr<1>
      llvm.store %1208, %1211 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb136
    ^bb136:  // 2 preds: ^bb134, ^bb135
      %1212 = llvm.and %1067, %1131 : i1
      llvm.cond_br %1212, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %1213 = llvm.getelementptr %59[27] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1214 = llvm.ptrtoint %1213 : !llvm.ptr to i64
      %1215 = llvm.inttoptr %1214 : i64 to !llvm.ptr
      %1216 = llvm.load %1215 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1217 = llvm.getelementptr %461[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1218 = llvm.ptrtoint %1217 : !llvm.ptr<1> to i64
      %1219 = llvm.inttoptr %1218 : i64 to !llvm.ptr<1>
      llvm.store %1216, %1219 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb138
    ^bb138:  // 2 preds: ^bb136, ^bb137
      %1220 = llvm.and %1085, %1121 : i1
      llvm.cond_br %1220, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %1221 = llvm.getelementptr %59[28] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1222 = llvm.ptrtoint %1221 : !llvm.ptr to i64
      %1223 = llvm.inttoptr %1222 : i64 to !llvm.ptr
      %1224 = llvm.load %1223 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1225 = llvm.getelementptr %461[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1226 = llvm.ptrtoint %1225 : !llvm.ptr<1> to i64
      %1227 = llvm.inttoptr %1226 : i64 to !llvm.ptr<1>
      llvm.store %1224, %1227 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb140
    ^bb140:  // 2 preds: ^bb138, ^bb139
      %1228 = llvm.and %1085, %1131 : i1
      llvm.cond_br %1228, ^bb141, ^bb142
    ^bb141:  // pred: ^bb140
      %1229 = llvm.getelementptr %59[29] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1230 = llvm.ptrtoint %1229 : !llvm.ptr to i64
      %1231 = llvm.inttoptr %1230 : i64 to !llvm.ptr
      %1232 = llvm.load %1231 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1233 = llvm.getelementptr %461[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1234 = llvm.ptrtoint %1233 : !llvm.ptr<1> to i64
      %1235 = llvm.inttoptr %1234 : i64 to !llvm.ptr<1>
      llvm.store %1232, %1235 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb142
    ^bb142:  // 2 preds: ^bb140, ^bb141
      %1236 = llvm.and %1103, %1121 : i1
      llvm.cond_br %1236, ^bb143, ^bb144
    ^bb143:  // pred: ^bb142
      %1237 = llvm.getelementptr %59[30] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1238 = llvm.ptrtoint %1237 : !llvm.ptr to i64
      %1239 = llvm.inttoptr %1238 : i64 to !llvm.ptr
      %1240 = llvm.load %1239 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1241 = llvm.getelementptr %461[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1242 = llvm.ptrtoint %1241 : !llvm.ptr<1> to i64
      %1243 = llvm.inttoptr %1242 : i64 to !llvm.ptr<1>
      llvm.store %1240, %1243 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb144
    ^bb144:  // 2 preds: ^bb142, ^bb143
      %1244 = llvm.and %1103, %1131 : i1
      llvm.cond_br %1244, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %1245 = llvm.getelementptr %59[31] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1246 = llvm.ptrtoint %1245 : !llvm.ptr to i64
      %1247 = llvm.inttoptr %1246 : i64 to !llvm.ptr
      %1248 = llvm.load %1247 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1249 = llvm.getelementptr %461[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1250 = llvm.ptrtoint %1249 : !llvm.ptr<1> to i64
      %1251 = llvm.inttoptr %1250 : i64 to !llvm.ptr<1>
      llvm.store %1248, %1251 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb146
    ^bb146:  // 2 preds: ^bb144, ^bb145
      %1252 = llvm.add %975, %40 : i32
      %1253 = llvm.icmp "slt" %1252, %42 : i32
      %1254 = llvm.and %976, %1253 : i1
      llvm.cond_br %1254, ^bb147, ^bb148
    ^bb147:  // pred: ^bb146
      %1255 = llvm.getelementptr %59[32] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1256 = llvm.ptrtoint %1255 : !llvm.ptr to i64
      %1257 = llvm.inttoptr %1256 : i64 to !llvm.ptr
      %1258 = llvm.load %1257 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1259 = llvm.getelementptr %461[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1260 = llvm.ptrtoint %1259 : !llvm.ptr<1> to i64
      %1261 = llvm.inttoptr %1260 : i64 to !llvm.ptr<1>
      llvm.store %1258, %1261 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb148
    ^bb148:  // 2 preds: ^bb146, ^bb147
      %1262 = llvm.add %975, %11 : i32
      %1263 = llvm.icmp "slt" %1262, %42 : i32
      %1264 = llvm.and %976, %1263 : i1
      llvm.cond_br %1264, ^bb149, ^bb150
    ^bb149:  // pred: ^bb148
      %1265 = llvm.getelementptr %59[33] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1266 = llvm.ptrtoint %1265 : !llvm.ptr to i64
      %1267 = llvm.inttoptr %1266 : i64 to !llvm.ptr
      %1268 = llvm.load %1267 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1269 = llvm.getelementptr %461[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1270 = llvm.ptrtoint %1269 : !llvm.ptr<1> to i64
      %1271 = llvm.inttoptr %1270 : i64 to !llvm.ptr<1>
      llvm.store %1268, %1271 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb150
    ^bb150:  // 2 preds: ^bb148, ^bb149
      %1272 = llvm.and %995, %1253 : i1
      llvm.cond_br %1272, ^bb151, ^bb152
    ^bb151:  // pred: ^bb150
      %1273 = llvm.getelementptr %59[34] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1274 = llvm.ptrtoint %1273 : !llvm.ptr to i64
      %1275 = llvm.inttoptr %1274 : i64 to !llvm.ptr
      %1276 = llvm.load %1275 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1277 = llvm.getelementptr %461[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1278 = llvm.ptrtoint %1277 : !llvm.ptr<1> to i64
      %1279 = llvm.inttoptr %1278 : i64 to !llvm.ptr<1>
      llvm.store %1276, %1279 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb152
    ^bb152:  // 2 preds: ^bb150, ^bb151
      %1280 = llvm.and %995, %1263 : i1
      llvm.cond_br %1280, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %1281 = llvm.getelementptr %59[35] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1282 = llvm.ptrtoint %1281 : !llvm.ptr to i64
      %1283 = llvm.inttoptr %1282 : i64 to !llvm.ptr
      %1284 = llvm.load %1283 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1285 = llvm.getelementptr %461[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1286 = llvm.ptrtoint %1285 : !llvm.ptr<1> to i64
      %1287 = llvm.inttoptr %1286 : i64 to !llvm.ptr<1>
      llvm.store %1284, %1287 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      %1288 = llvm.and %1013, %1253 : i1
      llvm.cond_br %1288, ^bb155, ^bb156
    ^bb155:  // pred: ^bb154
      %1289 = llvm.getelementptr %59[36] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1290 = llvm.ptrtoint %1289 : !llvm.ptr to i64
      %1291 = llvm.inttoptr %1290 : i64 to !llvm.ptr
      %1292 = llvm.load %1291 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1293 = llvm.getelementptr %461[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1294 = llvm.ptrtoint %1293 : !llvm.ptr<1> to i64
      %1295 = llvm.inttoptr %1294 : i64 to !llvm.ptr<1>
      llvm.store %1292, %1295 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb156
    ^bb156:  // 2 preds: ^bb154, ^bb155
      %1296 = llvm.and %1013, %1263 : i1
      llvm.cond_br %1296, ^bb157, ^bb158
    ^bb157:  // pred: ^bb156
      %1297 = llvm.getelementptr %59[37] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1298 = llvm.ptrtoint %1297 : !llvm.ptr to i64
      %1299 = llvm.inttoptr %1298 : i64 to !llvm.ptr
      %1300 = llvm.load %1299 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1301 = llvm.getelementptr %461[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1302 = llvm.ptrtoint %1301 : !llvm.ptr<1> to i64
      %1303 = llvm.inttoptr %1302 : i64 to !llvm.ptr<1>
      llvm.store %1300, %1303 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb158
    ^bb158:  // 2 preds: ^bb156, ^bb157
      %1304 = llvm.and %1031, %1253 : i1
      llvm.cond_br %1304, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %1305 = llvm.getelementptr %59[38] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1306 = llvm.ptrtoint %1305 : !llvm.ptr to i64
      %1307 = llvm.inttoptr %1306 : i64 to !llvm.ptr
      %1308 = llvm.load %1307 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1309 = llvm.getelementptr %461[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1310 = llvm.ptrtoint %1309 : !llvm.ptr<1> to i64
      %1311 = llvm.inttoptr %1310 : i64 to !llvm.ptr<1>
      llvm.store %1308, %1311 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb160
    ^bb160:  // 2 preds: ^bb158, ^bb159
      %1312 = llvm.and %1031, %1263 : i1
      llvm.cond_br %1312, ^bb161, ^bb162
    ^bb161:  // pred: ^bb160
      %1313 = llvm.getelementptr %59[39] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1314 = llvm.ptrtoint %1313 : !llvm.ptr to i64
      %1315 = llvm.inttoptr %1314 : i64 to !llvm.ptr
      %1316 = llvm.load %1315 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1317 = llvm.getelementptr %461[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1318 = llvm.ptrtoint %1317 : !llvm.ptr<1> to i64
      %1319 = llvm.inttoptr %1318 : i64 to !llvm.ptr<1>
      llvm.store %1316, %1319 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb162
    ^bb162:  // 2 preds: ^bb160, ^bb161
      %1320 = llvm.and %1049, %1253 : i1
      llvm.cond_br %1320, ^bb163, ^bb164
    ^bb163:  // pred: ^bb162
      %1321 = llvm.getelementptr %59[40] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1322 = llvm.ptrtoint %1321 : !llvm.ptr to i64
      %1323 = llvm.inttoptr %1322 : i64 to !llvm.ptr
      %1324 = llvm.load %1323 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1325 = llvm.getelementptr %461[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1326 = llvm.ptrtoint %1325 : !llvm.ptr<1> to i64
      %1327 = llvm.inttoptr %1326 : i64 to !llvm.ptr<1>
      llvm.store %1324, %1327 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb164
    ^bb164:  // 2 preds: ^bb162, ^bb163
      %1328 = llvm.and %1049, %1263 : i1
      llvm.cond_br %1328, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %1329 = llvm.getelementptr %59[41] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1330 = llvm.ptrtoint %1329 : !llvm.ptr to i64
      %1331 = llvm.inttoptr %1330 : i64 to !llvm.ptr
      %1332 = llvm.load %1331 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1333 = llvm.getelementptr %461[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1334 = llvm.ptrtoint %1333 : !llvm.ptr<1> to i64
      %1335 = llvm.inttoptr %1334 : i64 to !llvm.ptr<1>
      llvm.store %1332, %1335 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb166
    ^bb166:  // 2 preds: ^bb164, ^bb165
      %1336 = llvm.and %1067, %1253 : i1
      llvm.cond_br %1336, ^bb167, ^bb168
    ^bb167:  // pred: ^bb166
      %1337 = llvm.getelementptr %59[42] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1338 = llvm.ptrtoint %1337 : !llvm.ptr to i64
      %1339 = llvm.inttoptr %1338 : i64 to !llvm.ptr
      %1340 = llvm.load %1339 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1341 = llvm.getelementptr %461[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1342 = llvm.ptrtoint %1341 : !llvm.ptr<1> to i64
      %1343 = llvm.inttoptr %1342 : i64 to !llvm.ptr<1>
      llvm.store %1340, %1343 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      %1344 = llvm.and %1067, %1263 : i1
      llvm.cond_br %1344, ^bb169, ^bb170
    ^bb169:  // pred: ^bb168
      %1345 = llvm.getelementptr %59[43] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1346 = llvm.ptrtoint %1345 : !llvm.ptr to i64
      %1347 = llvm.inttoptr %1346 : i64 to !llvm.ptr
      %1348 = llvm.load %1347 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1349 = llvm.getelementptr %461[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1350 = llvm.ptrtoint %1349 : !llvm.ptr<1> to i64
      %1351 = llvm.inttoptr %1350 : i64 to !llvm.ptr<1>
      llvm.store %1348, %1351 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb170
    ^bb170:  // 2 preds: ^bb168, ^bb169
      %1352 = llvm.and %1085, %1253 : i1
      llvm.cond_br %1352, ^bb171, ^bb172
    ^bb171:  // pred: ^bb170
      %1353 = llvm.getelementptr %59[44] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1354 = llvm.ptrtoint %1353 : !llvm.ptr to i64
      %1355 = llvm.inttoptr %1354 : i64 to !llvm.ptr
      %1356 = llvm.load %1355 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1357 = llvm.getelementptr %461[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1358 = llvm.ptrtoint %1357 : !llvm.ptr<1> to i64
      %1359 = llvm.inttoptr %1358 : i64 to !llvm.ptr<1>
      llvm.store %1356, %1359 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb172
    ^bb172:  // 2 preds: ^bb170, ^bb171
      %1360 = llvm.and %1085, %1263 : i1
      llvm.cond_br %1360, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %1361 = llvm.getelementptr %59[45] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1362 = llvm.ptrtoint %1361 : !llvm.ptr to i64
      %1363 = llvm.inttoptr %1362 : i64 to !llvm.ptr
      %1364 = llvm.load %1363 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1365 = llvm.getelementptr %461[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1366 = llvm.ptrtoint %1365 : !llvm.ptr<1> to i64
      %1367 = llvm.inttoptr %1366 : i64 to !llvm.ptr<1>
      llvm.store %1364, %1367 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb174
    ^bb174:  // 2 preds: ^bb172, ^bb173
      %1368 = llvm.and %1103, %1253 : i1
      llvm.cond_br %1368, ^bb175, ^bb176
    ^bb175:  // pred: ^bb174
      %1369 = llvm.getelementptr %59[46] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1370 = llvm.ptrtoint %1369 : !llvm.ptr to i64
      %1371 = llvm.inttoptr %1370 : i64 to !llvm.ptr
      %1372 = llvm.load %1371 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1373 = llvm.getelementptr %461[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1374 = llvm.ptrtoint %1373 : !llvm.ptr<1> to i64
      %1375 = llvm.inttoptr %1374 : i64 to !llvm.ptr<1>
      llvm.store %1372, %1375 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb176
    ^bb176:  // 2 preds: ^bb174, ^bb175
      %1376 = llvm.and %1103, %1263 : i1
      llvm.cond_br %1376, ^bb177, ^bb178
    ^bb177:  // pred: ^bb176
      %1377 = llvm.getelementptr %59[47] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1378 = llvm.ptrtoint %1377 : !llvm.ptr to i64
      %1379 = llvm.inttoptr %1378 : i64 to !llvm.ptr
      %1380 = llvm.load %1379 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1381 = llvm.getelementptr %461[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1382 = llvm.ptrtoint %1381 : !llvm.ptr<1> to i64
      %1383 = llvm.inttoptr %1382 : i64 to !llvm.ptr<1>
      llvm.store %1380, %1383 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb178
    ^bb178:  // 2 preds: ^bb176, ^bb177
      %1384 = llvm.add %975, %23 : i32
      %1385 = llvm.icmp "slt" %1384, %42 : i32
      %1386 = llvm.and %976, %1385 : i1
      llvm.cond_br %1386, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %1387 = llvm.getelementptr %59[48] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1388 = llvm.ptrtoint %1387 : !llvm.ptr to i64
      %1389 = llvm.inttoptr %1388 : i64 to !llvm.ptr
      %1390 = llvm.load %1389 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1391 = llvm.getelementptr %461[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1392 = llvm.ptrtoint %1391 : !llvm.ptr<1> to i64
      %1393 = llvm.inttoptr %1392 : i64 to !llvm.ptr<1>
      llvm.store %1390, %1393 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb180
    ^bb180:  // 2 preds: ^bb178, ^bb179
      %1394 = llvm.add %975, %10 : i32
      %1395 = llvm.icmp "slt" %1394, %42 : i32
      %1396 = llvm.and %976, %1395 : i1
      llvm.cond_br %1396, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %1397 = llvm.getelementptr %59[49] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1398 = llvm.ptrtoint %1397 : !llvm.ptr to i64
      %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr
      %1400 = llvm.load %1399 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1401 = llvm.getelementptr %461[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1402 = llvm.ptrtoint %1401 : !llvm.ptr<1> to i64
      %1403 = llvm.inttoptr %1402 : i64 to !llvm.ptr<1>
      llvm.store %1400, %1403 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb182
    ^bb182:  // 2 preds: ^bb180, ^bb181
      %1404 = llvm.and %995, %1385 : i1
      llvm.cond_br %1404, ^bb183, ^bb184
    ^bb183:  // pred: ^bb182
      %1405 = llvm.getelementptr %59[50] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1406 = llvm.ptrtoint %1405 : !llvm.ptr to i64
      %1407 = llvm.inttoptr %1406 : i64 to !llvm.ptr
      %1408 = llvm.load %1407 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1409 = llvm.getelementptr %461[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1410 = llvm.ptrtoint %1409 : !llvm.ptr<1> to i64
      %1411 = llvm.inttoptr %1410 : i64 to !llvm.ptr<1>
      llvm.store %1408, %1411 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb184
    ^bb184:  // 2 preds: ^bb182, ^bb183
      %1412 = llvm.and %995, %1395 : i1
      llvm.cond_br %1412, ^bb185, ^bb186
    ^bb185:  // pred: ^bb184
      %1413 = llvm.getelementptr %59[51] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1414 = llvm.ptrtoint %1413 : !llvm.ptr to i64
      %1415 = llvm.inttoptr %1414 : i64 to !llvm.ptr
      %1416 = llvm.load %1415 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1417 = llvm.getelementptr %461[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1418 = llvm.ptrtoint %1417 : !llvm.ptr<1> to i64
      %1419 = llvm.inttoptr %1418 : i64 to !llvm.ptr<1>
      llvm.store %1416, %1419 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb186
    ^bb186:  // 2 preds: ^bb184, ^bb185
      %1420 = llvm.and %1013, %1385 : i1
      llvm.cond_br %1420, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %1421 = llvm.getelementptr %59[52] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1422 = llvm.ptrtoint %1421 : !llvm.ptr to i64
      %1423 = llvm.inttoptr %1422 : i64 to !llvm.ptr
      %1424 = llvm.load %1423 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1425 = llvm.getelementptr %461[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1426 = llvm.ptrtoint %1425 : !llvm.ptr<1> to i64
      %1427 = llvm.inttoptr %1426 : i64 to !llvm.ptr<1>
      llvm.store %1424, %1427 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb188
    ^bb188:  // 2 preds: ^bb186, ^bb187
      %1428 = llvm.and %1013, %1395 : i1
      llvm.cond_br %1428, ^bb189, ^bb190
    ^bb189:  // pred: ^bb188
      %1429 = llvm.getelementptr %59[53] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1430 = llvm.ptrtoint %1429 : !llvm.ptr to i64
      %1431 = llvm.inttoptr %1430 : i64 to !llvm.ptr
      %1432 = llvm.load %1431 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1433 = llvm.getelementptr %461[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1434 = llvm.ptrtoint %1433 : !llvm.ptr<1> to i64
      %1435 = llvm.inttoptr %1434 : i64 to !llvm.ptr<1>
      llvm.store %1432, %1435 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb190
    ^bb190:  // 2 preds: ^bb188, ^bb189
      %1436 = llvm.and %1031, %1385 : i1
      llvm.cond_br %1436, ^bb191, ^bb192
    ^bb191:  // pred: ^bb190
      %1437 = llvm.getelementptr %59[54] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1438 = llvm.ptrtoint %1437 : !llvm.ptr to i64
      %1439 = llvm.inttoptr %1438 : i64 to !llvm.ptr
      %1440 = llvm.load %1439 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1441 = llvm.getelementptr %461[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1442 = llvm.ptrtoint %1441 : !llvm.ptr<1> to i64
      %1443 = llvm.inttoptr %1442 : i64 to !llvm.ptr<1>
      llvm.store %1440, %1443 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb192
    ^bb192:  // 2 preds: ^bb190, ^bb191
      %1444 = llvm.and %1031, %1395 : i1
      llvm.cond_br %1444, ^bb193, ^bb194
    ^bb193:  // pred: ^bb192
      %1445 = llvm.getelementptr %59[55] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1446 = llvm.ptrtoint %1445 : !llvm.ptr to i64
      %1447 = llvm.inttoptr %1446 : i64 to !llvm.ptr
      %1448 = llvm.load %1447 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1449 = llvm.getelementptr %461[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1450 = llvm.ptrtoint %1449 : !llvm.ptr<1> to i64
      %1451 = llvm.inttoptr %1450 : i64 to !llvm.ptr<1>
      llvm.store %1448, %1451 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb194
    ^bb194:  // 2 preds: ^bb192, ^bb193
      %1452 = llvm.and %1049, %1385 : i1
      llvm.cond_br %1452, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %1453 = llvm.getelementptr %59[56] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1454 = llvm.ptrtoint %1453 : !llvm.ptr to i64
      %1455 = llvm.inttoptr %1454 : i64 to !llvm.ptr
      %1456 = llvm.load %1455 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1457 = llvm.getelementptr %461[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1458 = llvm.ptrtoint %1457 : !llvm.ptr<1> to i64
      %1459 = llvm.inttoptr %1458 : i64 to !llvm.ptr<1>
      llvm.store %1456, %1459 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      %1460 = llvm.and %1049, %1395 : i1
      llvm.cond_br %1460, ^bb197, ^bb198
    ^bb197:  // pred: ^bb196
      %1461 = llvm.getelementptr %59[57] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1462 = llvm.ptrtoint %1461 : !llvm.ptr to i64
      %1463 = llvm.inttoptr %1462 : i64 to !llvm.ptr
      %1464 = llvm.load %1463 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1465 = llvm.getelementptr %461[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1466 = llvm.ptrtoint %1465 : !llvm.ptr<1> to i64
      %1467 = llvm.inttoptr %1466 : i64 to !llvm.ptr<1>
      llvm.store %1464, %1467 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb198
    ^bb198:  // 2 preds: ^bb196, ^bb197
      %1468 = llvm.and %1067, %1385 : i1
      llvm.cond_br %1468, ^bb199, ^bb200
    ^bb199:  // pred: ^bb198
      %1469 = llvm.getelementptr %59[58] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1470 = llvm.ptrtoint %1469 : !llvm.ptr to i64
      %1471 = llvm.inttoptr %1470 : i64 to !llvm.ptr
      %1472 = llvm.load %1471 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1473 = llvm.getelementptr %461[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1474 = llvm.ptrtoint %1473 : !llvm.ptr<1> to i64
      %1475 = llvm.inttoptr %1474 : i64 to !llvm.ptr<1>
      llvm.store %1472, %1475 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb200
    ^bb200:  // 2 preds: ^bb198, ^bb199
      %1476 = llvm.and %1067, %1395 : i1
      llvm.cond_br %1476, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %1477 = llvm.getelementptr %59[59] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1478 = llvm.ptrtoint %1477 : !llvm.ptr to i64
      %1479 = llvm.inttoptr %1478 : i64 to !llvm.ptr
      %1480 = llvm.load %1479 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1481 = llvm.getelementptr %461[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1482 = llvm.ptrtoint %1481 : !llvm.ptr<1> to i64
      %1483 = llvm.inttoptr %1482 : i64 to !llvm.ptr<1>
      llvm.store %1480, %1483 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb202
    ^bb202:  // 2 preds: ^bb200, ^bb201
      %1484 = llvm.and %1085, %1385 : i1
      llvm.cond_br %1484, ^bb203, ^bb204
    ^bb203:  // pred: ^bb202
      %1485 = llvm.getelementptr %59[60] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1486 = llvm.ptrtoint %1485 : !llvm.ptr to i64
      %1487 = llvm.inttoptr %1486 : i64 to !llvm.ptr
      %1488 = llvm.load %1487 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1489 = llvm.getelementptr %461[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1490 = llvm.ptrtoint %1489 : !llvm.ptr<1> to i64
      %1491 = llvm.inttoptr %1490 : i64 to !llvm.ptr<1>
      llvm.store %1488, %1491 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb204
    ^bb204:  // 2 preds: ^bb202, ^bb203
      %1492 = llvm.and %1085, %1395 : i1
      llvm.cond_br %1492, ^bb205, ^bb206
    ^bb205:  // pred: ^bb204
      %1493 = llvm.getelementptr %59[61] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1494 = llvm.ptrtoint %1493 : !llvm.ptr to i64
      %1495 = llvm.inttoptr %1494 : i64 to !llvm.ptr
      %1496 = llvm.load %1495 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1497 = llvm.getelementptr %461[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1498 = llvm.ptrtoint %1497 : !llvm.ptr<1> to i64
      %1499 = llvm.inttoptr %1498 : i64 to !llvm.ptr<1>
      llvm.store %1496, %1499 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb206
    ^bb206:  // 2 preds: ^bb204, ^bb205
      %1500 = llvm.and %1103, %1385 : i1
      llvm.cond_br %1500, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %1501 = llvm.getelementptr %59[62] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1502 = llvm.ptrtoint %1501 : !llvm.ptr to i64
      %1503 = llvm.inttoptr %1502 : i64 to !llvm.ptr
      %1504 = llvm.load %1503 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1505 = llvm.getelementptr %461[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1506 = llvm.ptrtoint %1505 : !llvm.ptr<1> to i64
      %1507 = llvm.inttoptr %1506 : i64 to !llvm.ptr<1>
      llvm.store %1504, %1507 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb208
    ^bb208:  // 2 preds: ^bb206, ^bb207
      %1508 = llvm.and %1103, %1395 : i1
      llvm.cond_br %1508, ^bb209, ^bb210
    ^bb209:  // pred: ^bb208
      %1509 = llvm.getelementptr %59[63] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1510 = llvm.ptrtoint %1509 : !llvm.ptr to i64
      %1511 = llvm.inttoptr %1510 : i64 to !llvm.ptr
      %1512 = llvm.load %1511 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1513 = llvm.getelementptr %461[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1514 = llvm.ptrtoint %1513 : !llvm.ptr<1> to i64
      %1515 = llvm.inttoptr %1514 : i64 to !llvm.ptr<1>
      llvm.store %1512, %1515 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      %1516 = llvm.add %975, %36 : i32
      %1517 = llvm.icmp "slt" %1516, %42 : i32
      %1518 = llvm.and %976, %1517 : i1
      llvm.cond_br %1518, ^bb211, ^bb212
    ^bb211:  // pred: ^bb210
      %1519 = llvm.getelementptr %59[64] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1520 = llvm.ptrtoint %1519 : !llvm.ptr to i64
      %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr
      %1522 = llvm.load %1521 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1523 = llvm.getelementptr %461[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1524 = llvm.ptrtoint %1523 : !llvm.ptr<1> to i64
      %1525 = llvm.inttoptr %1524 : i64 to !llvm.ptr<1>
      llvm.store %1522, %1525 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb212
    ^bb212:  // 2 preds: ^bb210, ^bb211
      %1526 = llvm.add %975, %9 : i32
      %1527 = llvm.icmp "slt" %1526, %42 : i32
      %1528 = llvm.and %976, %1527 : i1
      llvm.cond_br %1528, ^bb213, ^bb214
    ^bb213:  // pred: ^bb212
      %1529 = llvm.getelementptr %59[65] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1530 = llvm.ptrtoint %1529 : !llvm.ptr to i64
      %1531 = llvm.inttoptr %1530 : i64 to !llvm.ptr
      %1532 = llvm.load %1531 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1533 = llvm.getelementptr %461[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1534 = llvm.ptrtoint %1533 : !llvm.ptr<1> to i64
      %1535 = llvm.inttoptr %1534 : i64 to !llvm.ptr<1>
      llvm.store %1532, %1535 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb214
    ^bb214:  // 2 preds: ^bb212, ^bb213
      %1536 = llvm.and %995, %1517 : i1
      llvm.cond_br %1536, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %1537 = llvm.getelementptr %59[66] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1538 = llvm.ptrtoint %1537 : !llvm.ptr to i64
      %1539 = llvm.inttoptr %1538 : i64 to !llvm.ptr
      %1540 = llvm.load %1539 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1541 = llvm.getelementptr %461[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1542 = llvm.ptrtoint %1541 : !llvm.ptr<1> to i64
      %1543 = llvm.inttoptr %1542 : i64 to !llvm.ptr<1>
      llvm.store %1540, %1543 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb216
    ^bb216:  // 2 preds: ^bb214, ^bb215
      %1544 = llvm.and %995, %1527 : i1
      llvm.cond_br %1544, ^bb217, ^bb218
    ^bb217:  // pred: ^bb216
      %1545 = llvm.getelementptr %59[67] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1546 = llvm.ptrtoint %1545 : !llvm.ptr to i64
      %1547 = llvm.inttoptr %1546 : i64 to !llvm.ptr
      %1548 = llvm.load %1547 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1549 = llvm.getelementptr %461[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1550 = llvm.ptrtoint %1549 : !llvm.ptr<1> to i64
      %1551 = llvm.inttoptr %1550 : i64 to !llvm.ptr<1>
      llvm.store %1548, %1551 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb218
    ^bb218:  // 2 preds: ^bb216, ^bb217
      %1552 = llvm.and %1013, %1517 : i1
      llvm.cond_br %1552, ^bb219, ^bb220
    ^bb219:  // pred: ^bb218
      %1553 = llvm.getelementptr %59[68] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1554 = llvm.ptrtoint %1553 : !llvm.ptr to i64
      %1555 = llvm.inttoptr %1554 : i64 to !llvm.ptr
      %1556 = llvm.load %1555 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1557 = llvm.getelementptr %461[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1558 = llvm.ptrtoint %1557 : !llvm.ptr<1> to i64
      %1559 = llvm.inttoptr %1558 : i64 to !llvm.ptr<1>
      llvm.store %1556, %1559 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb220
    ^bb220:  // 2 preds: ^bb218, ^bb219
      %1560 = llvm.and %1013, %1527 : i1
      llvm.cond_br %1560, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %1561 = llvm.getelementptr %59[69] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1562 = llvm.ptrtoint %1561 : !llvm.ptr to i64
      %1563 = llvm.inttoptr %1562 : i64 to !llvm.ptr
      %1564 = llvm.load %1563 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1565 = llvm.getelementptr %461[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1566 = llvm.ptrtoint %1565 : !llvm.ptr<1> to i64
      %1567 = llvm.inttoptr %1566 : i64 to !llvm.ptr<1>
      llvm.store %1564, %1567 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb222
    ^bb222:  // 2 preds: ^bb220, ^bb221
      %1568 = llvm.and %1031, %1517 : i1
      llvm.cond_br %1568, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %1569 = llvm.getelementptr %59[70] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1570 = llvm.ptrtoint %1569 : !llvm.ptr to i64
      %1571 = llvm.inttoptr %1570 : i64 to !llvm.ptr
      %1572 = llvm.load %1571 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1573 = llvm.getelementptr %461[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1574 = llvm.ptrtoint %1573 : !llvm.ptr<1> to i64
      %1575 = llvm.inttoptr %1574 : i64 to !llvm.ptr<1>
      llvm.store %1572, %1575 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb224
    ^bb224:  // 2 preds: ^bb222, ^bb223
      %1576 = llvm.and %1031, %1527 : i1
      llvm.cond_br %1576, ^bb225, ^bb226
    ^bb225:  // pred: ^bb224
      %1577 = llvm.getelementptr %59[71] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1578 = llvm.ptrtoint %1577 : !llvm.ptr to i64
      %1579 = llvm.inttoptr %1578 : i64 to !llvm.ptr
      %1580 = llvm.load %1579 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1581 = llvm.getelementptr %461[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1582 = llvm.ptrtoint %1581 : !llvm.ptr<1> to i64
      %1583 = llvm.inttoptr %1582 : i64 to !llvm.ptr<1>
      llvm.store %1580, %1583 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb226
    ^bb226:  // 2 preds: ^bb224, ^bb225
      %1584 = llvm.and %1049, %1517 : i1
      llvm.cond_br %1584, ^bb227, ^bb228
    ^bb227:  // pred: ^bb226
      %1585 = llvm.getelementptr %59[72] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1586 = llvm.ptrtoint %1585 : !llvm.ptr to i64
      %1587 = llvm.inttoptr %1586 : i64 to !llvm.ptr
      %1588 = llvm.load %1587 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1589 = llvm.getelementptr %461[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1590 = llvm.ptrtoint %1589 : !llvm.ptr<1> to i64
      %1591 = llvm.inttoptr %1590 : i64 to !llvm.ptr<1>
      llvm.store %1588, %1591 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb228
    ^bb228:  // 2 preds: ^bb226, ^bb227
      %1592 = llvm.and %1049, %1527 : i1
      llvm.cond_br %1592, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %1593 = llvm.getelementptr %59[73] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1594 = llvm.ptrtoint %1593 : !llvm.ptr to i64
      %1595 = llvm.inttoptr %1594 : i64 to !llvm.ptr
      %1596 = llvm.load %1595 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1597 = llvm.getelementptr %461[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1598 = llvm.ptrtoint %1597 : !llvm.ptr<1> to i64
      %1599 = llvm.inttoptr %1598 : i64 to !llvm.ptr<1>
      llvm.store %1596, %1599 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb230
    ^bb230:  // 2 preds: ^bb228, ^bb229
      %1600 = llvm.and %1067, %1517 : i1
      llvm.cond_br %1600, ^bb231, ^bb232
    ^bb231:  // pred: ^bb230
      %1601 = llvm.getelementptr %59[74] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1602 = llvm.ptrtoint %1601 : !llvm.ptr to i64
      %1603 = llvm.inttoptr %1602 : i64 to !llvm.ptr
      %1604 = llvm.load %1603 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1605 = llvm.getelementptr %461[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1606 = llvm.ptrtoint %1605 : !llvm.ptr<1> to i64
      %1607 = llvm.inttoptr %1606 : i64 to !llvm.ptr<1>
      llvm.store %1604, %1607 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb232
    ^bb232:  // 2 preds: ^bb230, ^bb231
      %1608 = llvm.and %1067, %1527 : i1
      llvm.cond_br %1608, ^bb233, ^bb234
    ^bb233:  // pred: ^bb232
      %1609 = llvm.getelementptr %59[75] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1610 = llvm.ptrtoint %1609 : !llvm.ptr to i64
      %1611 = llvm.inttoptr %1610 : i64 to !llvm.ptr
      %1612 = llvm.load %1611 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1613 = llvm.getelementptr %461[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1614 = llvm.ptrtoint %1613 : !llvm.ptr<1> to i64
      %1615 = llvm.inttoptr %1614 : i64 to !llvm.ptr<1>
      llvm.store %1612, %1615 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb234
    ^bb234:  // 2 preds: ^bb232, ^bb233
      %1616 = llvm.and %1085, %1517 : i1
      llvm.cond_br %1616, ^bb235, ^bb236
    ^bb235:  // pred: ^bb234
      %1617 = llvm.getelementptr %59[76] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1618 = llvm.ptrtoint %1617 : !llvm.ptr to i64
      %1619 = llvm.inttoptr %1618 : i64 to !llvm.ptr
      %1620 = llvm.load %1619 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1621 = llvm.getelementptr %461[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1622 = llvm.ptrtoint %1621 : !llvm.ptr<1> to i64
      %1623 = llvm.inttoptr %1622 : i64 to !llvm.ptr<1>
      llvm.store %1620, %1623 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb236
    ^bb236:  // 2 preds: ^bb234, ^bb235
      %1624 = llvm.and %1085, %1527 : i1
      llvm.cond_br %1624, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %1625 = llvm.getelementptr %59[77] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1626 = llvm.ptrtoint %1625 : !llvm.ptr to i64
      %1627 = llvm.inttoptr %1626 : i64 to !llvm.ptr
      %1628 = llvm.load %1627 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1629 = llvm.getelementptr %461[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1630 = llvm.ptrtoint %1629 : !llvm.ptr<1> to i64
      %1631 = llvm.inttoptr %1630 : i64 to !llvm.ptr<1>
      llvm.store %1628, %1631 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      %1632 = llvm.and %1103, %1517 : i1
      llvm.cond_br %1632, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      %1633 = llvm.getelementptr %59[78] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1634 = llvm.ptrtoint %1633 : !llvm.ptr to i64
      %1635 = llvm.inttoptr %1634 : i64 to !llvm.ptr
      %1636 = llvm.load %1635 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1637 = llvm.getelementptr %461[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1638 = llvm.ptrtoint %1637 : !llvm.ptr<1> to i64
      %1639 = llvm.inttoptr %1638 : i64 to !llvm.ptr<1>
      llvm.store %1636, %1639 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      %1640 = llvm.and %1103, %1527 : i1
      llvm.cond_br %1640, ^bb241, ^bb242
    ^bb241:  // pred: ^bb240
      %1641 = llvm.getelementptr %59[79] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1642 = llvm.ptrtoint %1641 : !llvm.ptr to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr
      %1644 = llvm.load %1643 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1645 = llvm.getelementptr %461[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1646 = llvm.ptrtoint %1645 : !llvm.ptr<1> to i64
      %1647 = llvm.inttoptr %1646 : i64 to !llvm.ptr<1>
      llvm.store %1644, %1647 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb242
    ^bb242:  // 2 preds: ^bb240, ^bb241
      %1648 = llvm.add %975, %22 : i32
      %1649 = llvm.icmp "slt" %1648, %42 : i32
      %1650 = llvm.and %976, %1649 : i1
      llvm.cond_br %1650, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %1651 = llvm.getelementptr %59[80] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1652 = llvm.ptrtoint %1651 : !llvm.ptr to i64
      %1653 = llvm.inttoptr %1652 : i64 to !llvm.ptr
      %1654 = llvm.load %1653 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1655 = llvm.getelementptr %461[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1656 = llvm.ptrtoint %1655 : !llvm.ptr<1> to i64
      %1657 = llvm.inttoptr %1656 : i64 to !llvm.ptr<1>
      llvm.store %1654, %1657 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb244
    ^bb244:  // 2 preds: ^bb242, ^bb243
      %1658 = llvm.add %975, %8 : i32
      %1659 = llvm.icmp "slt" %1658, %42 : i32
      %1660 = llvm.and %976, %1659 : i1
      llvm.cond_br %1660, ^bb245, ^bb246
    ^bb245:  // pred: ^bb244
      %1661 = llvm.getelementptr %59[81] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1662 = llvm.ptrtoint %1661 : !llvm.ptr to i64
      %1663 = llvm.inttoptr %1662 : i64 to !llvm.ptr
      %1664 = llvm.load %1663 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1665 = llvm.getelementptr %461[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1666 = llvm.ptrtoint %1665 : !llvm.ptr<1> to i64
      %1667 = llvm.inttoptr %1666 : i64 to !llvm.ptr<1>
      llvm.store %1664, %1667 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb246
    ^bb246:  // 2 preds: ^bb244, ^bb245
      %1668 = llvm.and %995, %1649 : i1
      llvm.cond_br %1668, ^bb247, ^bb248
    ^bb247:  // pred: ^bb246
      %1669 = llvm.getelementptr %59[82] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1670 = llvm.ptrtoint %1669 : !llvm.ptr to i64
      %1671 = llvm.inttoptr %1670 : i64 to !llvm.ptr
      %1672 = llvm.load %1671 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1673 = llvm.getelementptr %461[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1674 = llvm.ptrtoint %1673 : !llvm.ptr<1> to i64
      %1675 = llvm.inttoptr %1674 : i64 to !llvm.ptr<1>
      llvm.store %1672, %1675 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb248
    ^bb248:  // 2 preds: ^bb246, ^bb247
      %1676 = llvm.and %995, %1659 : i1
      llvm.cond_br %1676, ^bb249, ^bb250
    ^bb249:  // pred: ^bb248
      %1677 = llvm.getelementptr %59[83] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1678 = llvm.ptrtoint %1677 : !llvm.ptr to i64
      %1679 = llvm.inttoptr %1678 : i64 to !llvm.ptr
      %1680 = llvm.load %1679 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1681 = llvm.getelementptr %461[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1682 = llvm.ptrtoint %1681 : !llvm.ptr<1> to i64
      %1683 = llvm.inttoptr %1682 : i64 to !llvm.ptr<1>
      llvm.store %1680, %1683 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb250
    ^bb250:  // 2 preds: ^bb248, ^bb249
      %1684 = llvm.and %1013, %1649 : i1
      llvm.cond_br %1684, ^bb251, ^bb252
    ^bb251:  // pred: ^bb250
      %1685 = llvm.getelementptr %59[84] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1686 = llvm.ptrtoint %1685 : !llvm.ptr to i64
      %1687 = llvm.inttoptr %1686 : i64 to !llvm.ptr
      %1688 = llvm.load %1687 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1689 = llvm.getelementptr %461[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1690 = llvm.ptrtoint %1689 : !llvm.ptr<1> to i64
      %1691 = llvm.inttoptr %1690 : i64 to !llvm.ptr<1>
      llvm.store %1688, %1691 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      %1692 = llvm.and %1013, %1659 : i1
      llvm.cond_br %1692, ^bb253, ^bb254
    ^bb253:  // pred: ^bb252
      %1693 = llvm.getelementptr %59[85] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1694 = llvm.ptrtoint %1693 : !llvm.ptr to i64
      %1695 = llvm.inttoptr %1694 : i64 to !llvm.ptr
      %1696 = llvm.load %1695 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1697 = llvm.getelementptr %461[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1698 = llvm.ptrtoint %1697 : !llvm.ptr<1> to i64
      %1699 = llvm.inttoptr %1698 : i64 to !llvm.ptr<1>
      llvm.store %1696, %1699 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb254
    ^bb254:  // 2 preds: ^bb252, ^bb253
      %1700 = llvm.and %1031, %1649 : i1
      llvm.cond_br %1700, ^bb255, ^bb256
    ^bb255:  // pred: ^bb254
      %1701 = llvm.getelementptr %59[86] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1702 = llvm.ptrtoint %1701 : !llvm.ptr to i64
      %1703 = llvm.inttoptr %1702 : i64 to !llvm.ptr
      %1704 = llvm.load %1703 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1705 = llvm.getelementptr %461[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1706 = llvm.ptrtoint %1705 : !llvm.ptr<1> to i64
      %1707 = llvm.inttoptr %1706 : i64 to !llvm.ptr<1>
      llvm.store %1704, %1707 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb256
    ^bb256:  // 2 preds: ^bb254, ^bb255
      %1708 = llvm.and %1031, %1659 : i1
      llvm.cond_br %1708, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %1709 = llvm.getelementptr %59[87] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1710 = llvm.ptrtoint %1709 : !llvm.ptr to i64
      %1711 = llvm.inttoptr %1710 : i64 to !llvm.ptr
      %1712 = llvm.load %1711 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1713 = llvm.getelementptr %461[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1714 = llvm.ptrtoint %1713 : !llvm.ptr<1> to i64
      %1715 = llvm.inttoptr %1714 : i64 to !llvm.ptr<1>
      llvm.store %1712, %1715 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb258
    ^bb258:  // 2 preds: ^bb256, ^bb257
      %1716 = llvm.and %1049, %1649 : i1
      llvm.cond_br %1716, ^bb259, ^bb260
    ^bb259:  // pred: ^bb258
      %1717 = llvm.getelementptr %59[88] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1718 = llvm.ptrtoint %1717 : !llvm.ptr to i64
      %1719 = llvm.inttoptr %1718 : i64 to !llvm.ptr
      %1720 = llvm.load %1719 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1721 = llvm.getelementptr %461[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1722 = llvm.ptrtoint %1721 : !llvm.ptr<1> to i64
      %1723 = llvm.inttoptr %1722 : i64 to !llvm.ptr<1>
      llvm.store %1720, %1723 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb260
    ^bb260:  // 2 preds: ^bb258, ^bb259
      %1724 = llvm.and %1049, %1659 : i1
      llvm.cond_br %1724, ^bb261, ^bb262
    ^bb261:  // pred: ^bb260
      %1725 = llvm.getelementptr %59[89] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1726 = llvm.ptrtoint %1725 : !llvm.ptr to i64
      %1727 = llvm.inttoptr %1726 : i64 to !llvm.ptr
      %1728 = llvm.load %1727 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1729 = llvm.getelementptr %461[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1730 = llvm.ptrtoint %1729 : !llvm.ptr<1> to i64
      %1731 = llvm.inttoptr %1730 : i64 to !llvm.ptr<1>
      llvm.store %1728, %1731 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb262
    ^bb262:  // 2 preds: ^bb260, ^bb261
      %1732 = llvm.and %1067, %1649 : i1
      llvm.cond_br %1732, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %1733 = llvm.getelementptr %59[90] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1734 = llvm.ptrtoint %1733 : !llvm.ptr to i64
      %1735 = llvm.inttoptr %1734 : i64 to !llvm.ptr
      %1736 = llvm.load %1735 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1737 = llvm.getelementptr %461[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1738 = llvm.ptrtoint %1737 : !llvm.ptr<1> to i64
      %1739 = llvm.inttoptr %1738 : i64 to !llvm.ptr<1>
      llvm.store %1736, %1739 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb264
    ^bb264:  // 2 preds: ^bb262, ^bb263
      %1740 = llvm.and %1067, %1659 : i1
      llvm.cond_br %1740, ^bb265, ^bb266
    ^bb265:  // pred: ^bb264
      %1741 = llvm.getelementptr %59[91] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1742 = llvm.ptrtoint %1741 : !llvm.ptr to i64
      %1743 = llvm.inttoptr %1742 : i64 to !llvm.ptr
      %1744 = llvm.load %1743 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1745 = llvm.getelementptr %461[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1746 = llvm.ptrtoint %1745 : !llvm.ptr<1> to i64
      %1747 = llvm.inttoptr %1746 : i64 to !llvm.ptr<1>
      llvm.store %1744, %1747 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb266
    ^bb266:  // 2 preds: ^bb264, ^bb265
      %1748 = llvm.and %1085, %1649 : i1
      llvm.cond_br %1748, ^bb267, ^bb268
    ^bb267:  // pred: ^bb266
      %1749 = llvm.getelementptr %59[92] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1750 = llvm.ptrtoint %1749 : !llvm.ptr to i64
      %1751 = llvm.inttoptr %1750 : i64 to !llvm.ptr
      %1752 = llvm.load %1751 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1753 = llvm.getelementptr %461[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1754 = llvm.ptrtoint %1753 : !llvm.ptr<1> to i64
      %1755 = llvm.inttoptr %1754 : i64 to !llvm.ptr<1>
      llvm.store %1752, %1755 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb268
    ^bb268:  // 2 preds: ^bb266, ^bb267
      %1756 = llvm.and %1085, %1659 : i1
      llvm.cond_br %1756, ^bb269, ^bb270
    ^bb269:  // pred: ^bb268
      %1757 = llvm.getelementptr %59[93] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1758 = llvm.ptrtoint %1757 : !llvm.ptr to i64
      %1759 = llvm.inttoptr %1758 : i64 to !llvm.ptr
      %1760 = llvm.load %1759 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1761 = llvm.getelementptr %461[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1762 = llvm.ptrtoint %1761 : !llvm.ptr<1> to i64
      %1763 = llvm.inttoptr %1762 : i64 to !llvm.ptr<1>
      llvm.store %1760, %1763 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb270
    ^bb270:  // 2 preds: ^bb268, ^bb269
      %1764 = llvm.and %1103, %1649 : i1
      llvm.cond_br %1764, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %1765 = llvm.getelementptr %59[94] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1766 = llvm.ptrtoint %1765 : !llvm.ptr to i64
      %1767 = llvm.inttoptr %1766 : i64 to !llvm.ptr
      %1768 = llvm.load %1767 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1769 = llvm.getelementptr %461[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1770 = llvm.ptrtoint %1769 : !llvm.ptr<1> to i64
      %1771 = llvm.inttoptr %1770 : i64 to !llvm.ptr<1>
      llvm.store %1768, %1771 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb272
    ^bb272:  // 2 preds: ^bb270, ^bb271
      %1772 = llvm.and %1103, %1659 : i1
      llvm.cond_br %1772, ^bb273, ^bb274
    ^bb273:  // pred: ^bb272
      %1773 = llvm.getelementptr %59[95] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1774 = llvm.ptrtoint %1773 : !llvm.ptr to i64
      %1775 = llvm.inttoptr %1774 : i64 to !llvm.ptr
      %1776 = llvm.load %1775 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1777 = llvm.getelementptr %461[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1778 = llvm.ptrtoint %1777 : !llvm.ptr<1> to i64
      %1779 = llvm.inttoptr %1778 : i64 to !llvm.ptr<1>
      llvm.store %1776, %1779 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb274
    ^bb274:  // 2 preds: ^bb272, ^bb273
      %1780 = llvm.add %975, %21 : i32
      %1781 = llvm.icmp "slt" %1780, %42 : i32
      %1782 = llvm.and %976, %1781 : i1
      llvm.cond_br %1782, ^bb275, ^bb276
    ^bb275:  // pred: ^bb274
      %1783 = llvm.getelementptr %59[96] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1784 = llvm.ptrtoint %1783 : !llvm.ptr to i64
      %1785 = llvm.inttoptr %1784 : i64 to !llvm.ptr
      %1786 = llvm.load %1785 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1787 = llvm.getelementptr %461[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1788 = llvm.ptrtoint %1787 : !llvm.ptr<1> to i64
      %1789 = llvm.inttoptr %1788 : i64 to !llvm.ptr<1>
      llvm.store %1786, %1789 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb276
    ^bb276:  // 2 preds: ^bb274, ^bb275
      %1790 = llvm.add %975, %7 : i32
      %1791 = llvm.icmp "slt" %1790, %42 : i32
      %1792 = llvm.and %976, %1791 : i1
      llvm.cond_br %1792, ^bb277, ^bb278
    ^bb277:  // pred: ^bb276
      %1793 = llvm.getelementptr %59[97] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1794 = llvm.ptrtoint %1793 : !llvm.ptr to i64
      %1795 = llvm.inttoptr %1794 : i64 to !llvm.ptr
      %1796 = llvm.load %1795 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1797 = llvm.getelementptr %461[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1798 = llvm.ptrtoint %1797 : !llvm.ptr<1> to i64
      %1799 = llvm.inttoptr %1798 : i64 to !llvm.ptr<1>
      llvm.store %1796, %1799 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb278
    ^bb278:  // 2 preds: ^bb276, ^bb277
      %1800 = llvm.and %995, %1781 : i1
      llvm.cond_br %1800, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %1801 = llvm.getelementptr %59[98] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1802 = llvm.ptrtoint %1801 : !llvm.ptr to i64
      %1803 = llvm.inttoptr %1802 : i64 to !llvm.ptr
      %1804 = llvm.load %1803 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1805 = llvm.getelementptr %461[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1806 = llvm.ptrtoint %1805 : !llvm.ptr<1> to i64
      %1807 = llvm.inttoptr %1806 : i64 to !llvm.ptr<1>
      llvm.store %1804, %1807 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb280
    ^bb280:  // 2 preds: ^bb278, ^bb279
      %1808 = llvm.and %995, %1791 : i1
      llvm.cond_br %1808, ^bb281, ^bb282
    ^bb281:  // pred: ^bb280
      %1809 = llvm.getelementptr %59[99] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1810 = llvm.ptrtoint %1809 : !llvm.ptr to i64
      %1811 = llvm.inttoptr %1810 : i64 to !llvm.ptr
      %1812 = llvm.load %1811 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1813 = llvm.getelementptr %461[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1814 = llvm.ptrtoint %1813 : !llvm.ptr<1> to i64
      %1815 = llvm.inttoptr %1814 : i64 to !llvm.ptr<1>
      llvm.store %1812, %1815 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb282
    ^bb282:  // 2 preds: ^bb280, ^bb281
      %1816 = llvm.and %1013, %1781 : i1
      llvm.cond_br %1816, ^bb283, ^bb284
    ^bb283:  // pred: ^bb282
      %1817 = llvm.getelementptr %59[100] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1818 = llvm.ptrtoint %1817 : !llvm.ptr to i64
      %1819 = llvm.inttoptr %1818 : i64 to !llvm.ptr
      %1820 = llvm.load %1819 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1821 = llvm.getelementptr %461[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1822 = llvm.ptrtoint %1821 : !llvm.ptr<1> to i64
      %1823 = llvm.inttoptr %1822 : i64 to !llvm.ptr<1>
      llvm.store %1820, %1823 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb284
    ^bb284:  // 2 preds: ^bb282, ^bb283
      %1824 = llvm.and %1013, %1791 : i1
      llvm.cond_br %1824, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %1825 = llvm.getelementptr %59[101] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1826 = llvm.ptrtoint %1825 : !llvm.ptr to i64
      %1827 = llvm.inttoptr %1826 : i64 to !llvm.ptr
      %1828 = llvm.load %1827 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1829 = llvm.getelementptr %461[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1830 = llvm.ptrtoint %1829 : !llvm.ptr<1> to i64
      %1831 = llvm.inttoptr %1830 : i64 to !llvm.ptr<1>
      llvm.store %1828, %1831 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb286
    ^bb286:  // 2 preds: ^bb284, ^bb285
      %1832 = llvm.and %1031, %1781 : i1
      llvm.cond_br %1832, ^bb287, ^bb288
    ^bb287:  // pred: ^bb286
      %1833 = llvm.getelementptr %59[102] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1834 = llvm.ptrtoint %1833 : !llvm.ptr to i64
      %1835 = llvm.inttoptr %1834 : i64 to !llvm.ptr
      %1836 = llvm.load %1835 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1837 = llvm.getelementptr %461[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1838 = llvm.ptrtoint %1837 : !llvm.ptr<1> to i64
      %1839 = llvm.inttoptr %1838 : i64 to !llvm.ptr<1>
      llvm.store %1836, %1839 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb288
    ^bb288:  // 2 preds: ^bb286, ^bb287
      %1840 = llvm.and %1031, %1791 : i1
      llvm.cond_br %1840, ^bb289, ^bb290
    ^bb289:  // pred: ^bb288
      %1841 = llvm.getelementptr %59[103] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1842 = llvm.ptrtoint %1841 : !llvm.ptr to i64
      %1843 = llvm.inttoptr %1842 : i64 to !llvm.ptr
      %1844 = llvm.load %1843 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1845 = llvm.getelementptr %461[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1846 = llvm.ptrtoint %1845 : !llvm.ptr<1> to i64
      %1847 = llvm.inttoptr %1846 : i64 to !llvm.ptr<1>
      llvm.store %1844, %1847 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb290
    ^bb290:  // 2 preds: ^bb288, ^bb289
      %1848 = llvm.and %1049, %1781 : i1
      llvm.cond_br %1848, ^bb291, ^bb292
    ^bb291:  // pred: ^bb290
      %1849 = llvm.getelementptr %59[104] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1850 = llvm.ptrtoint %1849 : !llvm.ptr to i64
      %1851 = llvm.inttoptr %1850 : i64 to !llvm.ptr
      %1852 = llvm.load %1851 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1853 = llvm.getelementptr %461[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1854 = llvm.ptrtoint %1853 : !llvm.ptr<1> to i64
      %1855 = llvm.inttoptr %1854 : i64 to !llvm.ptr<1>
      llvm.store %1852, %1855 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb292
    ^bb292:  // 2 preds: ^bb290, ^bb291
      %1856 = llvm.and %1049, %1791 : i1
      llvm.cond_br %1856, ^bb293, ^bb294
    ^bb293:  // pred: ^bb292
      %1857 = llvm.getelementptr %59[105] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1858 = llvm.ptrtoint %1857 : !llvm.ptr to i64
      %1859 = llvm.inttoptr %1858 : i64 to !llvm.ptr
      %1860 = llvm.load %1859 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1861 = llvm.getelementptr %461[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1862 = llvm.ptrtoint %1861 : !llvm.ptr<1> to i64
      %1863 = llvm.inttoptr %1862 : i64 to !llvm.ptr<1>
      llvm.store %1860, %1863 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      %1864 = llvm.and %1067, %1781 : i1
      llvm.cond_br %1864, ^bb295, ^bb296
    ^bb295:  // pred: ^bb294
      %1865 = llvm.getelementptr %59[106] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1866 = llvm.ptrtoint %1865 : !llvm.ptr to i64
      %1867 = llvm.inttoptr %1866 : i64 to !llvm.ptr
      %1868 = llvm.load %1867 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1869 = llvm.getelementptr %461[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1870 = llvm.ptrtoint %1869 : !llvm.ptr<1> to i64
      %1871 = llvm.inttoptr %1870 : i64 to !llvm.ptr<1>
      llvm.store %1868, %1871 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb296
    ^bb296:  // 2 preds: ^bb294, ^bb295
      %1872 = llvm.and %1067, %1791 : i1
      llvm.cond_br %1872, ^bb297, ^bb298
    ^bb297:  // pred: ^bb296
      %1873 = llvm.getelementptr %59[107] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1874 = llvm.ptrtoint %1873 : !llvm.ptr to i64
      %1875 = llvm.inttoptr %1874 : i64 to !llvm.ptr
      %1876 = llvm.load %1875 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1877 = llvm.getelementptr %461[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1878 = llvm.ptrtoint %1877 : !llvm.ptr<1> to i64
      %1879 = llvm.inttoptr %1878 : i64 to !llvm.ptr<1>
      llvm.store %1876, %1879 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb298
    ^bb298:  // 2 preds: ^bb296, ^bb297
      %1880 = llvm.and %1085, %1781 : i1
      llvm.cond_br %1880, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %1881 = llvm.getelementptr %59[108] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1882 = llvm.ptrtoint %1881 : !llvm.ptr to i64
      %1883 = llvm.inttoptr %1882 : i64 to !llvm.ptr
      %1884 = llvm.load %1883 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1885 = llvm.getelementptr %461[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1886 = llvm.ptrtoint %1885 : !llvm.ptr<1> to i64
      %1887 = llvm.inttoptr %1886 : i64 to !llvm.ptr<1>
      llvm.store %1884, %1887 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb300
    ^bb300:  // 2 preds: ^bb298, ^bb299
      %1888 = llvm.and %1085, %1791 : i1
      llvm.cond_br %1888, ^bb301, ^bb302
    ^bb301:  // pred: ^bb300
      %1889 = llvm.getelementptr %59[109] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1890 = llvm.ptrtoint %1889 : !llvm.ptr to i64
      %1891 = llvm.inttoptr %1890 : i64 to !llvm.ptr
      %1892 = llvm.load %1891 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1893 = llvm.getelementptr %461[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1894 = llvm.ptrtoint %1893 : !llvm.ptr<1> to i64
      %1895 = llvm.inttoptr %1894 : i64 to !llvm.ptr<1>
      llvm.store %1892, %1895 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb302
    ^bb302:  // 2 preds: ^bb300, ^bb301
      %1896 = llvm.and %1103, %1781 : i1
      llvm.cond_br %1896, ^bb303, ^bb304
    ^bb303:  // pred: ^bb302
      %1897 = llvm.getelementptr %59[110] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1898 = llvm.ptrtoint %1897 : !llvm.ptr to i64
      %1899 = llvm.inttoptr %1898 : i64 to !llvm.ptr
      %1900 = llvm.load %1899 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1901 = llvm.getelementptr %461[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1902 = llvm.ptrtoint %1901 : !llvm.ptr<1> to i64
      %1903 = llvm.inttoptr %1902 : i64 to !llvm.ptr<1>
      llvm.store %1900, %1903 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb304
    ^bb304:  // 2 preds: ^bb302, ^bb303
      %1904 = llvm.and %1103, %1791 : i1
      llvm.cond_br %1904, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %1905 = llvm.getelementptr %59[111] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1906 = llvm.ptrtoint %1905 : !llvm.ptr to i64
      %1907 = llvm.inttoptr %1906 : i64 to !llvm.ptr
      %1908 = llvm.load %1907 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1909 = llvm.getelementptr %461[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1910 = llvm.ptrtoint %1909 : !llvm.ptr<1> to i64
      %1911 = llvm.inttoptr %1910 : i64 to !llvm.ptr<1>
      llvm.store %1908, %1911 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb306
    ^bb306:  // 2 preds: ^bb304, ^bb305
      %1912 = llvm.add %975, %20 : i32
      %1913 = llvm.icmp "slt" %1912, %42 : i32
      %1914 = llvm.and %976, %1913 : i1
      llvm.cond_br %1914, ^bb307, ^bb308
    ^bb307:  // pred: ^bb306
      %1915 = llvm.getelementptr %59[112] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1916 = llvm.ptrtoint %1915 : !llvm.ptr to i64
      %1917 = llvm.inttoptr %1916 : i64 to !llvm.ptr
      %1918 = llvm.load %1917 {alignment = 32 : i64} : !llvm.ptr -> bf16
      %1919 = llvm.getelementptr %461[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1920 = llvm.ptrtoint %1919 : !llvm.ptr<1> to i64
      %1921 = llvm.inttoptr %1920 : i64 to !llvm.ptr<1>
      llvm.store %1918, %1921 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb308
    ^bb308:  // 2 preds: ^bb306, ^bb307
      %1922 = llvm.add %975, %6 : i32
      %1923 = llvm.icmp "slt" %1922, %42 : i32
      %1924 = llvm.and %976, %1923 : i1
      llvm.cond_br %1924, ^bb309, ^bb310
    ^bb309:  // pred: ^bb308
      %1925 = llvm.getelementptr %59[113] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1926 = llvm.ptrtoint %1925 : !llvm.ptr to i64
      %1927 = llvm.inttoptr %1926 : i64 to !llvm.ptr
      %1928 = llvm.load %1927 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1929 = llvm.getelementptr %461[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1930 = llvm.ptrtoint %1929 : !llvm.ptr<1> to i64
      %1931 = llvm.inttoptr %1930 : i64 to !llvm.ptr<1>
      llvm.store %1928, %1931 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb310
    ^bb310:  // 2 preds: ^bb308, ^bb309
      %1932 = llvm.and %995, %1913 : i1
      llvm.cond_br %1932, ^bb311, ^bb312
    ^bb311:  // pred: ^bb310
      %1933 = llvm.getelementptr %59[114] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1934 = llvm.ptrtoint %1933 : !llvm.ptr to i64
      %1935 = llvm.inttoptr %1934 : i64 to !llvm.ptr
      %1936 = llvm.load %1935 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1937 = llvm.getelementptr %461[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1938 = llvm.ptrtoint %1937 : !llvm.ptr<1> to i64
      %1939 = llvm.inttoptr %1938 : i64 to !llvm.ptr<1>
      llvm.store %1936, %1939 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb312
    ^bb312:  // 2 preds: ^bb310, ^bb311
      %1940 = llvm.and %995, %1923 : i1
      llvm.cond_br %1940, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %1941 = llvm.getelementptr %59[115] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1942 = llvm.ptrtoint %1941 : !llvm.ptr to i64
      %1943 = llvm.inttoptr %1942 : i64 to !llvm.ptr
      %1944 = llvm.load %1943 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1945 = llvm.getelementptr %461[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1946 = llvm.ptrtoint %1945 : !llvm.ptr<1> to i64
      %1947 = llvm.inttoptr %1946 : i64 to !llvm.ptr<1>
      llvm.store %1944, %1947 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb314
    ^bb314:  // 2 preds: ^bb312, ^bb313
      %1948 = llvm.and %1013, %1913 : i1
      llvm.cond_br %1948, ^bb315, ^bb316
    ^bb315:  // pred: ^bb314
      %1949 = llvm.getelementptr %59[116] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1950 = llvm.ptrtoint %1949 : !llvm.ptr to i64
      %1951 = llvm.inttoptr %1950 : i64 to !llvm.ptr
      %1952 = llvm.load %1951 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %1953 = llvm.getelementptr %461[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1954 = llvm.ptrtoint %1953 : !llvm.ptr<1> to i64
      %1955 = llvm.inttoptr %1954 : i64 to !llvm.ptr<1>
      llvm.store %1952, %1955 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb316
    ^bb316:  // 2 preds: ^bb314, ^bb315
      %1956 = llvm.and %1013, %1923 : i1
      llvm.cond_br %1956, ^bb317, ^bb318
    ^bb317:  // pred: ^bb316
      %1957 = llvm.getelementptr %59[117] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1958 = llvm.ptrtoint %1957 : !llvm.ptr to i64
      %1959 = llvm.inttoptr %1958 : i64 to !llvm.ptr
      %1960 = llvm.load %1959 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1961 = llvm.getelementptr %461[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1962 = llvm.ptrtoint %1961 : !llvm.ptr<1> to i64
      %1963 = llvm.inttoptr %1962 : i64 to !llvm.ptr<1>
      llvm.store %1960, %1963 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb318
    ^bb318:  // 2 preds: ^bb316, ^bb317
      %1964 = llvm.and %1031, %1913 : i1
      llvm.cond_br %1964, ^bb319, ^bb320
    ^bb319:  // pred: ^bb318
      %1965 = llvm.getelementptr %59[118] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1966 = llvm.ptrtoint %1965 : !llvm.ptr to i64
      %1967 = llvm.inttoptr %1966 : i64 to !llvm.ptr
      %1968 = llvm.load %1967 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %1969 = llvm.getelementptr %461[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1970 = llvm.ptrtoint %1969 : !llvm.ptr<1> to i64
      %1971 = llvm.inttoptr %1970 : i64 to !llvm.ptr<1>
      llvm.store %1968, %1971 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb320
    ^bb320:  // 2 preds: ^bb318, ^bb319
      %1972 = llvm.and %1031, %1923 : i1
      llvm.cond_br %1972, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %1973 = llvm.getelementptr %59[119] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1974 = llvm.ptrtoint %1973 : !llvm.ptr to i64
      %1975 = llvm.inttoptr %1974 : i64 to !llvm.ptr
      %1976 = llvm.load %1975 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1977 = llvm.getelementptr %461[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1978 = llvm.ptrtoint %1977 : !llvm.ptr<1> to i64
      %1979 = llvm.inttoptr %1978 : i64 to !llvm.ptr<1>
      llvm.store %1976, %1979 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb322
    ^bb322:  // 2 preds: ^bb320, ^bb321
      %1980 = llvm.and %1049, %1913 : i1
      llvm.cond_br %1980, ^bb323, ^bb324
    ^bb323:  // pred: ^bb322
      %1981 = llvm.getelementptr %59[120] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1982 = llvm.ptrtoint %1981 : !llvm.ptr to i64
      %1983 = llvm.inttoptr %1982 : i64 to !llvm.ptr
      %1984 = llvm.load %1983 {alignment = 16 : i64} : !llvm.ptr -> bf16
      %1985 = llvm.getelementptr %461[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1986 = llvm.ptrtoint %1985 : !llvm.ptr<1> to i64
      %1987 = llvm.inttoptr %1986 : i64 to !llvm.ptr<1>
      llvm.store %1984, %1987 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb324
    ^bb324:  // 2 preds: ^bb322, ^bb323
      %1988 = llvm.and %1049, %1923 : i1
      llvm.cond_br %1988, ^bb325, ^bb326
    ^bb325:  // pred: ^bb324
      %1989 = llvm.getelementptr %59[121] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1990 = llvm.ptrtoint %1989 : !llvm.ptr to i64
      %1991 = llvm.inttoptr %1990 : i64 to !llvm.ptr
      %1992 = llvm.load %1991 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %1993 = llvm.getelementptr %461[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %1994 = llvm.ptrtoint %1993 : !llvm.ptr<1> to i64
      %1995 = llvm.inttoptr %1994 : i64 to !llvm.ptr<1>
      llvm.store %1992, %1995 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb326
    ^bb326:  // 2 preds: ^bb324, ^bb325
      %1996 = llvm.and %1067, %1913 : i1
      llvm.cond_br %1996, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %1997 = llvm.getelementptr %59[122] : (!llvm.ptr) -> !llvm.ptr, bf16
      %1998 = llvm.ptrtoint %1997 : !llvm.ptr to i64
      %1999 = llvm.inttoptr %1998 : i64 to !llvm.ptr
      %2000 = llvm.load %1999 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2001 = llvm.getelementptr %461[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2002 = llvm.ptrtoint %2001 : !llvm.ptr<1> to i64
      %2003 = llvm.inttoptr %2002 : i64 to !llvm.ptr<1>
      llvm.store %2000, %2003 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb328
    ^bb328:  // 2 preds: ^bb326, ^bb327
      %2004 = llvm.and %1067, %1923 : i1
      llvm.cond_br %2004, ^bb329, ^bb330
    ^bb329:  // pred: ^bb328
      %2005 = llvm.getelementptr %59[123] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2006 = llvm.ptrtoint %2005 : !llvm.ptr to i64
      %2007 = llvm.inttoptr %2006 : i64 to !llvm.ptr
      %2008 = llvm.load %2007 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2009 = llvm.getelementptr %461[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2010 = llvm.ptrtoint %2009 : !llvm.ptr<1> to i64
      %2011 = llvm.inttoptr %2010 : i64 to !llvm.ptr<1>
      llvm.store %2008, %2011 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb330
    ^bb330:  // 2 preds: ^bb328, ^bb329
      %2012 = llvm.and %1085, %1913 : i1
      llvm.cond_br %2012, ^bb331, ^bb332
    ^bb331:  // pred: ^bb330
      %2013 = llvm.getelementptr %59[124] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2014 = llvm.ptrtoint %2013 : !llvm.ptr to i64
      %2015 = llvm.inttoptr %2014 : i64 to !llvm.ptr
      %2016 = llvm.load %2015 {alignment = 8 : i64} : !llvm.ptr -> bf16
      %2017 = llvm.getelementptr %461[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2018 = llvm.ptrtoint %2017 : !llvm.ptr<1> to i64
      %2019 = llvm.inttoptr %2018 : i64 to !llvm.ptr<1>
      llvm.store %2016, %2019 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb332
    ^bb332:  // 2 preds: ^bb330, ^bb331
      %2020 = llvm.and %1085, %1923 : i1
      llvm.cond_br %2020, ^bb333, ^bb334
    ^bb333:  // pred: ^bb332
      %2021 = llvm.getelementptr %59[125] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2022 = llvm.ptrtoint %2021 : !llvm.ptr to i64
      %2023 = llvm.inttoptr %2022 : i64 to !llvm.ptr
      %2024 = llvm.load %2023 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2025 = llvm.getelementptr %461[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2026 = llvm.ptrtoint %2025 : !llvm.ptr<1> to i64
      %2027 = llvm.inttoptr %2026 : i64 to !llvm.ptr<1>
      llvm.store %2024, %2027 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb334
    ^bb334:  // 2 preds: ^bb332, ^bb333
      %2028 = llvm.and %1103, %1913 : i1
      llvm.cond_br %2028, ^bb335, ^bb336
    ^bb335:  // pred: ^bb334
      %2029 = llvm.getelementptr %59[126] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2030 = llvm.ptrtoint %2029 : !llvm.ptr to i64
      %2031 = llvm.inttoptr %2030 : i64 to !llvm.ptr
      %2032 = llvm.load %2031 {alignment = 4 : i64} : !llvm.ptr -> bf16
      %2033 = llvm.getelementptr %461[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2034 = llvm.ptrtoint %2033 : !llvm.ptr<1> to i64
      %2035 = llvm.inttoptr %2034 : i64 to !llvm.ptr<1>
      llvm.store %2032, %2035 {alignment = 4 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      %2036 = llvm.and %1103, %1923 : i1
      llvm.cond_br %2036, ^bb337, ^bb81
    ^bb337:  // pred: ^bb336
      %2037 = llvm.getelementptr %59[127] : (!llvm.ptr) -> !llvm.ptr, bf16
      %2038 = llvm.ptrtoint %2037 : !llvm.ptr to i64
      %2039 = llvm.inttoptr %2038 : i64 to !llvm.ptr
      %2040 = llvm.load %2039 {alignment = 2 : i64} : !llvm.ptr -> bf16
      %2041 = llvm.getelementptr %461[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, bf16
      %2042 = llvm.ptrtoint %2041 : !llvm.ptr<1> to i64
      %2043 = llvm.inttoptr %2042 : i64 to !llvm.ptr<1>
      llvm.store %2040, %2043 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      llvm.br ^bb81
    ^bb338:  // pred: ^bb81
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_hfedbc2c3_0<%74> (%16, %18, %20) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %6 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h81d6f99d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_sm80_haa4cce4b(%arg0, %arg1, %arg2, %arg3) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
