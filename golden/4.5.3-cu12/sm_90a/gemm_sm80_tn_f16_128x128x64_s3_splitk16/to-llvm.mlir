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
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(3 : i64) : i64
      %1 = llvm.mlir.constant(2 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.undef : vector<4xi32>
      %5 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf16>) : vector<8xf16>
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
      %16 = llvm.mlir.constant(10240 : i32) : i32
      %17 = llvm.mlir.constant(2048 : i32) : i32
      %18 = llvm.mlir.constant(112 : i32) : i32
      %19 = llvm.mlir.constant(96 : i32) : i32
      %20 = llvm.mlir.constant(80 : i32) : i32
      %21 = llvm.mlir.constant(48 : i32) : i32
      %22 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %23 = llvm.mlir.constant(-24 : i32) : i32
      %24 = llvm.mlir.constant(134144 : i32) : i32
      %25 = llvm.mlir.constant(1048000 : i32) : i32
      %26 = llvm.mlir.constant(81920 : i32) : i32
      %27 = llvm.mlir.constant(40 : i32) : i32
      %28 = llvm.mlir.constant(-1 : i32) : i32
      %29 = llvm.mlir.constant(false) : i1
      %30 = llvm.mlir.constant(72 : i32) : i32
      %31 = llvm.mlir.constant(-16 : i64) : i64
      %32 = llvm.mlir.constant(640 : i32) : i32
      %33 = llvm.mlir.constant(64 : i32) : i32
      %34 = llvm.mlir.constant(512 : i32) : i32
      %35 = llvm.mlir.constant(448 : i32) : i32
      %36 = llvm.mlir.constant(0 : i8) : i8
      %37 = llvm.mlir.constant(32 : i32) : i32
      %38 = llvm.mlir.constant(4 : i32) : i32
      %39 = llvm.mlir.constant(1048 : i32) : i32
      %40 = llvm.mlir.constant(16768 : i32) : i32
      %41 = llvm.mlir.constant(16 : i32) : i32
      %42 = llvm.mlir.constant(1024 : i32) : i32
      %43 = llvm.mlir.constant(-16 : i32) : i32
      %44 = llvm.mlir.constant(256 : i32) : i32
      %45 = llvm.mlir.constant(-32 : i32) : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.mlir.constant(2 : i32) : i32
      %48 = llvm.mlir.constant(3 : i32) : i32
      %49 = llvm.mlir.constant(1000 : i32) : i32
      %50 = llvm.mlir.constant(15 : i64) : i64
      %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<128xf32>) : vector<128xf32>
      %52 = llvm.mlir.constant(8 : i32) : i32
      %53 = llvm.mlir.constant(128 : i32) : i32
      %54 = llvm.mlir.constant(1 : i32) : i32
      %55 = llvm.alloca %53 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %53 x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %53 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %53 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %52 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %52 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %52 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %52 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %64 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %65 = nvvm.read.ptx.sreg.ctaid.z range <i32, 0, 65535> : i32
      %66 = llvm.sdiv %64, %30 : i32
      %67 = llvm.mul %66, %30 : i32
      %68 = llvm.icmp "ne" %64, %67 : i32
      %69 = llvm.icmp "slt" %64, %46 : i32
      %70 = llvm.icmp "ne" %69, %29 : i1
      %71 = llvm.and %68, %70 : i1
      %72 = llvm.add %66, %28 : i32
      %73 = llvm.select %71, %72, %66 : i1, i32
      %74 = llvm.mul %73, %52 : i32
      %75 = llvm.sub %52, %74 : i32
      %76 = llvm.icmp "slt" %75, %52 : i32
      %77 = llvm.select %76, %75, %52 : i1, i32
      %78 = llvm.mul %73, %30 : i32
      %79 = llvm.sub %64, %78 : i32
      %80 = llvm.srem %79, %77 : i32
      %81 = llvm.add %74, %80 : i32
      %82 = llvm.sdiv %79, %77 : i32
      %83 = llvm.mul %82, %77 : i32
      %84 = llvm.icmp "ne" %79, %83 : i32
      %85 = llvm.icmp "slt" %79, %46 : i32
      %86 = llvm.icmp "slt" %77, %46 : i32
      %87 = llvm.icmp "ne" %85, %86 : i1
      %88 = llvm.and %84, %87 : i1
      %89 = llvm.add %82, %28 : i32
      %90 = llvm.select %88, %89, %82 : i1, i32
      %91 = llvm.mul %65, %27 : i32
      %92 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %93 = llvm.getelementptr %92[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %94 = llvm.mul %81, %26 : i32
      %95 = llvm.getelementptr %93[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %96 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %97 = llvm.getelementptr %96[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %98 = llvm.mul %90, %26 : i32
      %99 = llvm.getelementptr %97[%98] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %100 = llvm.mul %65, %25 : i32
      %101 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %102 = llvm.getelementptr %101[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %103 = llvm.mul %81, %24 : i32
      %104 = llvm.mul %90, %53 : i32
      %105 = llvm.add %103, %104 : i32
      %106 = llvm.getelementptr %102[%105] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %107 = llvm.mul %81, %53 : i32
      %108 = llvm.getelementptr %95[-24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %109 = llvm.getelementptr %99[-24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
      %110 = llvm.ptrtoint %108 : !llvm.ptr<1> to i64
      %111 = llvm.add %110, %50 : i64
      %112 = llvm.and %111, %31 : i64
      %113 = llvm.inttoptr %112 : i64 to !llvm.ptr<1>
      %114 = llvm.ptrtoint %109 : !llvm.ptr<1> to i64
      %115 = llvm.add %114, %50 : i64
      %116 = llvm.and %115, %31 : i64
      %117 = llvm.inttoptr %116 : i64 to !llvm.ptr<1>
      %118 = llvm.getelementptr %22[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %119 = llvm.sdiv %63, %52 : i32
      %120 = llvm.srem %63, %52 : i32
      %121 = llvm.mul %120, %52 : i32
      %122 = llvm.mul %119, %32 : i32
      %123 = llvm.add %121, %122 : i32
      %124 = llvm.getelementptr %113[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %125 = llvm.srem %119, %52 : i32
      %126 = llvm.mul %125, %33 : i32
      %127 = llvm.add %121, %126 : i32
      %128 = llvm.sdiv %119, %52 : i32
      %129 = llvm.mul %128, %34 : i32
      %130 = llvm.and %127, %35 : i32
      %131 = llvm.ashr %130, %48 : i32
      %132 = llvm.xor %127, %131 : i32
      %133 = llvm.add %132, %129 : i32
      %134 = llvm.getelementptr %22[%133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %135 = llvm.add %107, %119 : i32
      %136 = llvm.add %121, %23 : i32
      %137 = llvm.getelementptr %117[%123] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %138 = llvm.getelementptr %118[%133] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %139 = llvm.add %104, %119 : i32
      %140 = llvm.icmp "slt" %135, %49 : i32
      %141 = llvm.zext %140 : i1 to i8
      %142 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %143 = llvm.inttoptr %142 : i64 to !llvm.ptr
      llvm.store %141, %143 {alignment = 32 : i64} : i8, !llvm.ptr
      %144 = llvm.add %135, %41 : i32
      %145 = llvm.icmp "slt" %144, %49 : i32
      %146 = llvm.zext %145 : i1 to i8
      %147 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %148 = llvm.ptrtoint %147 : !llvm.ptr to i64
      %149 = llvm.inttoptr %148 : i64 to !llvm.ptr
      llvm.store %146, %149 {alignment = 1 : i64} : i8, !llvm.ptr
      %150 = llvm.add %135, %37 : i32
      %151 = llvm.icmp "slt" %150, %49 : i32
      %152 = llvm.zext %151 : i1 to i8
      %153 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %154 = llvm.ptrtoint %153 : !llvm.ptr to i64
      %155 = llvm.inttoptr %154 : i64 to !llvm.ptr
      llvm.store %152, %155 {alignment = 2 : i64} : i8, !llvm.ptr
      %156 = llvm.add %135, %21 : i32
      %157 = llvm.icmp "slt" %156, %49 : i32
      %158 = llvm.zext %157 : i1 to i8
      %159 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %160 = llvm.ptrtoint %159 : !llvm.ptr to i64
      %161 = llvm.inttoptr %160 : i64 to !llvm.ptr
      llvm.store %158, %161 {alignment = 1 : i64} : i8, !llvm.ptr
      %162 = llvm.add %135, %33 : i32
      %163 = llvm.icmp "slt" %162, %49 : i32
      %164 = llvm.zext %163 : i1 to i8
      %165 = llvm.getelementptr %62[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %166 = llvm.ptrtoint %165 : !llvm.ptr to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr
      llvm.store %164, %167 {alignment = 4 : i64} : i8, !llvm.ptr
      %168 = llvm.add %135, %20 : i32
      %169 = llvm.icmp "slt" %168, %49 : i32
      %170 = llvm.zext %169 : i1 to i8
      %171 = llvm.getelementptr %62[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %172 = llvm.ptrtoint %171 : !llvm.ptr to i64
      %173 = llvm.inttoptr %172 : i64 to !llvm.ptr
      llvm.store %170, %173 {alignment = 1 : i64} : i8, !llvm.ptr
      %174 = llvm.add %135, %19 : i32
      %175 = llvm.icmp "slt" %174, %49 : i32
      %176 = llvm.zext %175 : i1 to i8
      %177 = llvm.getelementptr %62[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %178 = llvm.ptrtoint %177 : !llvm.ptr to i64
      %179 = llvm.inttoptr %178 : i64 to !llvm.ptr
      llvm.store %176, %179 {alignment = 2 : i64} : i8, !llvm.ptr
      %180 = llvm.add %135, %18 : i32
      %181 = llvm.icmp "slt" %180, %49 : i32
      %182 = llvm.zext %181 : i1 to i8
      %183 = llvm.getelementptr %62[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %184 = llvm.ptrtoint %183 : !llvm.ptr to i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr
      llvm.store %182, %185 {alignment = 1 : i64} : i8, !llvm.ptr
      %186 = llvm.icmp "slt" %139, %39 : i32
      %187 = llvm.zext %186 : i1 to i8
      %188 = llvm.ptrtoint %61 : !llvm.ptr to i64
      %189 = llvm.inttoptr %188 : i64 to !llvm.ptr
      llvm.store %187, %189 {alignment = 32 : i64} : i8, !llvm.ptr
      %190 = llvm.add %139, %41 : i32
      %191 = llvm.icmp "slt" %190, %39 : i32
      %192 = llvm.zext %191 : i1 to i8
      %193 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %194 = llvm.ptrtoint %193 : !llvm.ptr to i64
      %195 = llvm.inttoptr %194 : i64 to !llvm.ptr
      llvm.store %192, %195 {alignment = 1 : i64} : i8, !llvm.ptr
      %196 = llvm.add %139, %37 : i32
      %197 = llvm.icmp "slt" %196, %39 : i32
      %198 = llvm.zext %197 : i1 to i8
      %199 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %200 = llvm.ptrtoint %199 : !llvm.ptr to i64
      %201 = llvm.inttoptr %200 : i64 to !llvm.ptr
      llvm.store %198, %201 {alignment = 2 : i64} : i8, !llvm.ptr
      %202 = llvm.add %139, %21 : i32
      %203 = llvm.icmp "slt" %202, %39 : i32
      %204 = llvm.zext %203 : i1 to i8
      %205 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %206 = llvm.ptrtoint %205 : !llvm.ptr to i64
      %207 = llvm.inttoptr %206 : i64 to !llvm.ptr
      llvm.store %204, %207 {alignment = 1 : i64} : i8, !llvm.ptr
      %208 = llvm.add %139, %33 : i32
      %209 = llvm.icmp "slt" %208, %39 : i32
      %210 = llvm.zext %209 : i1 to i8
      %211 = llvm.getelementptr %61[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %212 = llvm.ptrtoint %211 : !llvm.ptr to i64
      %213 = llvm.inttoptr %212 : i64 to !llvm.ptr
      llvm.store %210, %213 {alignment = 4 : i64} : i8, !llvm.ptr
      %214 = llvm.add %139, %20 : i32
      %215 = llvm.icmp "slt" %214, %39 : i32
      %216 = llvm.zext %215 : i1 to i8
      %217 = llvm.getelementptr %61[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %218 = llvm.ptrtoint %217 : !llvm.ptr to i64
      %219 = llvm.inttoptr %218 : i64 to !llvm.ptr
      llvm.store %216, %219 {alignment = 1 : i64} : i8, !llvm.ptr
      %220 = llvm.add %139, %19 : i32
      %221 = llvm.icmp "slt" %220, %39 : i32
      %222 = llvm.zext %221 : i1 to i8
      %223 = llvm.getelementptr %61[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %224 = llvm.ptrtoint %223 : !llvm.ptr to i64
      %225 = llvm.inttoptr %224 : i64 to !llvm.ptr
      llvm.store %222, %225 {alignment = 2 : i64} : i8, !llvm.ptr
      %226 = llvm.add %139, %18 : i32
      %227 = llvm.icmp "slt" %226, %39 : i32
      %228 = llvm.zext %227 : i1 to i8
      %229 = llvm.getelementptr %61[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %230 = llvm.ptrtoint %229 : !llvm.ptr to i64
      %231 = llvm.inttoptr %230 : i64 to !llvm.ptr
      llvm.store %228, %231 {alignment = 1 : i64} : i8, !llvm.ptr
      %232 = llvm.icmp "slt" %28, %136 : i32
      %233 = llvm.load %143 {alignment = 32 : i64} : !llvm.ptr -> i8
      %234 = llvm.icmp "ne" %233, %36 : i8
      %235 = llvm.and %234, %232 : i1
      %236 = llvm.zext %235 : i1 to i8
      %237 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %238 = llvm.inttoptr %237 : i64 to !llvm.ptr
      llvm.store %236, %238 {alignment = 32 : i64} : i8, !llvm.ptr
      %239 = llvm.load %149 {alignment = 1 : i64} : !llvm.ptr -> i8
      %240 = llvm.icmp "ne" %239, %36 : i8
      %241 = llvm.and %240, %232 : i1
      %242 = llvm.zext %241 : i1 to i8
      %243 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %244 = llvm.ptrtoint %243 : !llvm.ptr to i64
      %245 = llvm.inttoptr %244 : i64 to !llvm.ptr
      llvm.store %242, %245 {alignment = 1 : i64} : i8, !llvm.ptr
      %246 = llvm.load %155 {alignment = 2 : i64} : !llvm.ptr -> i8
      %247 = llvm.icmp "ne" %246, %36 : i8
      %248 = llvm.and %247, %232 : i1
      %249 = llvm.zext %248 : i1 to i8
      %250 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %251 = llvm.ptrtoint %250 : !llvm.ptr to i64
      %252 = llvm.inttoptr %251 : i64 to !llvm.ptr
      llvm.store %249, %252 {alignment = 2 : i64} : i8, !llvm.ptr
      %253 = llvm.load %161 {alignment = 1 : i64} : !llvm.ptr -> i8
      %254 = llvm.icmp "ne" %253, %36 : i8
      %255 = llvm.and %254, %232 : i1
      %256 = llvm.zext %255 : i1 to i8
      %257 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %258 = llvm.ptrtoint %257 : !llvm.ptr to i64
      %259 = llvm.inttoptr %258 : i64 to !llvm.ptr
      llvm.store %256, %259 {alignment = 1 : i64} : i8, !llvm.ptr
      %260 = llvm.load %167 {alignment = 4 : i64} : !llvm.ptr -> i8
      %261 = llvm.icmp "ne" %260, %36 : i8
      %262 = llvm.and %261, %232 : i1
      %263 = llvm.zext %262 : i1 to i8
      %264 = llvm.getelementptr %60[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %265 = llvm.ptrtoint %264 : !llvm.ptr to i64
      %266 = llvm.inttoptr %265 : i64 to !llvm.ptr
      llvm.store %263, %266 {alignment = 4 : i64} : i8, !llvm.ptr
      %267 = llvm.load %173 {alignment = 1 : i64} : !llvm.ptr -> i8
      %268 = llvm.icmp "ne" %267, %36 : i8
      %269 = llvm.and %268, %232 : i1
      %270 = llvm.zext %269 : i1 to i8
      %271 = llvm.getelementptr %60[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %272 = llvm.ptrtoint %271 : !llvm.ptr to i64
      %273 = llvm.inttoptr %272 : i64 to !llvm.ptr
      llvm.store %270, %273 {alignment = 1 : i64} : i8, !llvm.ptr
      %274 = llvm.load %179 {alignment = 2 : i64} : !llvm.ptr -> i8
      %275 = llvm.icmp "ne" %274, %36 : i8
      %276 = llvm.and %275, %232 : i1
      %277 = llvm.zext %276 : i1 to i8
      %278 = llvm.getelementptr %60[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %279 = llvm.ptrtoint %278 : !llvm.ptr to i64
      %280 = llvm.inttoptr %279 : i64 to !llvm.ptr
      llvm.store %277, %280 {alignment = 2 : i64} : i8, !llvm.ptr
      %281 = llvm.load %185 {alignment = 1 : i64} : !llvm.ptr -> i8
      %282 = llvm.icmp "ne" %281, %36 : i8
      %283 = llvm.and %282, %232 : i1
      %284 = llvm.zext %283 : i1 to i8
      %285 = llvm.getelementptr %60[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %286 = llvm.ptrtoint %285 : !llvm.ptr to i64
      %287 = llvm.inttoptr %286 : i64 to !llvm.ptr
      llvm.store %284, %287 {alignment = 1 : i64} : i8, !llvm.ptr
      %288 = llvm.load %189 {alignment = 32 : i64} : !llvm.ptr -> i8
      %289 = llvm.icmp "ne" %288, %36 : i8
      %290 = llvm.and %289, %232 : i1
      %291 = llvm.zext %290 : i1 to i8
      %292 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %293 = llvm.inttoptr %292 : i64 to !llvm.ptr
      llvm.store %291, %293 {alignment = 32 : i64} : i8, !llvm.ptr
      %294 = llvm.load %195 {alignment = 1 : i64} : !llvm.ptr -> i8
      %295 = llvm.icmp "ne" %294, %36 : i8
      %296 = llvm.and %295, %232 : i1
      %297 = llvm.zext %296 : i1 to i8
      %298 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %299 = llvm.ptrtoint %298 : !llvm.ptr to i64
      %300 = llvm.inttoptr %299 : i64 to !llvm.ptr
      llvm.store %297, %300 {alignment = 1 : i64} : i8, !llvm.ptr
      %301 = llvm.load %201 {alignment = 2 : i64} : !llvm.ptr -> i8
      %302 = llvm.icmp "ne" %301, %36 : i8
      %303 = llvm.and %302, %232 : i1
      %304 = llvm.zext %303 : i1 to i8
      %305 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %306 = llvm.ptrtoint %305 : !llvm.ptr to i64
      %307 = llvm.inttoptr %306 : i64 to !llvm.ptr
      llvm.store %304, %307 {alignment = 2 : i64} : i8, !llvm.ptr
      %308 = llvm.load %207 {alignment = 1 : i64} : !llvm.ptr -> i8
      %309 = llvm.icmp "ne" %308, %36 : i8
      %310 = llvm.and %309, %232 : i1
      %311 = llvm.zext %310 : i1 to i8
      %312 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %313 = llvm.ptrtoint %312 : !llvm.ptr to i64
      %314 = llvm.inttoptr %313 : i64 to !llvm.ptr
      llvm.store %311, %314 {alignment = 1 : i64} : i8, !llvm.ptr
      %315 = llvm.load %213 {alignment = 4 : i64} : !llvm.ptr -> i8
      %316 = llvm.icmp "ne" %315, %36 : i8
      %317 = llvm.and %316, %232 : i1
      %318 = llvm.zext %317 : i1 to i8
      %319 = llvm.getelementptr %59[4] : (!llvm.ptr) -> !llvm.ptr, i8
      %320 = llvm.ptrtoint %319 : !llvm.ptr to i64
      %321 = llvm.inttoptr %320 : i64 to !llvm.ptr
      llvm.store %318, %321 {alignment = 4 : i64} : i8, !llvm.ptr
      %322 = llvm.load %219 {alignment = 1 : i64} : !llvm.ptr -> i8
      %323 = llvm.icmp "ne" %322, %36 : i8
      %324 = llvm.and %323, %232 : i1
      %325 = llvm.zext %324 : i1 to i8
      %326 = llvm.getelementptr %59[5] : (!llvm.ptr) -> !llvm.ptr, i8
      %327 = llvm.ptrtoint %326 : !llvm.ptr to i64
      %328 = llvm.inttoptr %327 : i64 to !llvm.ptr
      llvm.store %325, %328 {alignment = 1 : i64} : i8, !llvm.ptr
      %329 = llvm.load %225 {alignment = 2 : i64} : !llvm.ptr -> i8
      %330 = llvm.icmp "ne" %329, %36 : i8
      %331 = llvm.and %330, %232 : i1
      %332 = llvm.zext %331 : i1 to i8
      %333 = llvm.getelementptr %59[6] : (!llvm.ptr) -> !llvm.ptr, i8
      %334 = llvm.ptrtoint %333 : !llvm.ptr to i64
      %335 = llvm.inttoptr %334 : i64 to !llvm.ptr
      llvm.store %332, %335 {alignment = 2 : i64} : i8, !llvm.ptr
      %336 = llvm.load %231 {alignment = 1 : i64} : !llvm.ptr -> i8
      %337 = llvm.icmp "ne" %336, %36 : i8
      %338 = llvm.and %337, %232 : i1
      %339 = llvm.zext %338 : i1 to i8
      %340 = llvm.getelementptr %59[7] : (!llvm.ptr) -> !llvm.ptr, i8
      %341 = llvm.ptrtoint %340 : !llvm.ptr to i64
      %342 = llvm.inttoptr %341 : i64 to !llvm.ptr
      llvm.store %339, %342 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %5, %134 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %343 = llvm.getelementptr %134[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %343 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %344 = llvm.getelementptr %134[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %344 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %345 = llvm.getelementptr %134[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %345 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %346 = llvm.getelementptr %134[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %346 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %347 = llvm.getelementptr %134[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %347 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %348 = llvm.getelementptr %134[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %348 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %349 = llvm.getelementptr %134[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %349 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %350 = llvm.getelementptr %134[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %350 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %351 = llvm.getelementptr %134[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %351 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %352 = llvm.getelementptr %134[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %352 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %353 = llvm.getelementptr %134[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %353 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %354 = llvm.getelementptr %134[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %354 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %355 = llvm.getelementptr %134[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %355 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %356 = llvm.getelementptr %134[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %356 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %357 = llvm.getelementptr %134[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %357 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %358 = llvm.getelementptr %134[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %358 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %359 = llvm.getelementptr %134[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %359 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %360 = llvm.getelementptr %134[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %360 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %361 = llvm.getelementptr %134[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %361 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %362 = llvm.getelementptr %134[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %362 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %363 = llvm.getelementptr %134[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %363 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %364 = llvm.getelementptr %134[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %364 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %365 = llvm.getelementptr %134[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %365 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      llvm.store %5, %138 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %366 = llvm.getelementptr %138[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %366 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %367 = llvm.getelementptr %138[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %367 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %368 = llvm.getelementptr %138[3072] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %368 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %369 = llvm.getelementptr %138[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %369 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %370 = llvm.getelementptr %138[5120] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %370 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %371 = llvm.getelementptr %138[6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %371 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %372 = llvm.getelementptr %138[7168] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %372 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %373 = llvm.getelementptr %138[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %373 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %374 = llvm.getelementptr %138[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %374 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %375 = llvm.getelementptr %138[10240] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %375 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %376 = llvm.getelementptr %138[11264] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %376 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %377 = llvm.getelementptr %138[12288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %377 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %378 = llvm.getelementptr %138[13312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %378 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %379 = llvm.getelementptr %138[14336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %379 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %380 = llvm.getelementptr %138[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %380 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %381 = llvm.getelementptr %138[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %381 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %382 = llvm.getelementptr %138[17408] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %382 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %383 = llvm.getelementptr %138[18432] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %383 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %384 = llvm.getelementptr %138[19456] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %384 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %385 = llvm.getelementptr %138[20480] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %385 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %386 = llvm.getelementptr %138[21504] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %386 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %387 = llvm.getelementptr %138[22528] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %387 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      %388 = llvm.getelementptr %138[23552] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.store %5, %388 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb1(%46 : i32)
    ^bb1(%389: i32):  // 2 preds: ^bb0, ^bb2
      %390 = llvm.icmp "slt" %389, %52 : i32
      llvm.cond_br %390, ^bb2, ^bb3 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %391 = llvm.srem %389, %52 : i32
      %392 = llvm.mul %391, %16 : i32
      %393 = llvm.getelementptr %124[%392] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %394 = llvm.mul %391, %42 : i32
      %395 = llvm.getelementptr %134[%394] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %396 = llvm.getelementptr %60[%391] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %397 = llvm.load %396 : !llvm.ptr -> i8
      %398 = llvm.trunc %397 : i8 to i1
      %399 = llvm.select %398, %41, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %395, %393, %41, %399 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %400 = llvm.add %389, %54 : i32
      llvm.br ^bb1(%400 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%46 : i32)
    ^bb4(%401: i32):  // 2 preds: ^bb3, ^bb5
      %402 = llvm.icmp "slt" %401, %52 : i32
      llvm.cond_br %402, ^bb5, ^bb6 {llvm.loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb4
      %403 = llvm.srem %401, %52 : i32
      %404 = llvm.mul %403, %16 : i32
      %405 = llvm.getelementptr %137[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %406 = llvm.mul %403, %42 : i32
      %407 = llvm.getelementptr %138[%406] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %408 = llvm.getelementptr %59[%403] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %409 = llvm.load %408 : !llvm.ptr -> i8
      %410 = llvm.trunc %409 : i8 to i1
      %411 = llvm.select %410, %41, %46 : i1, i32
      llvm.inline_asm has_side_effects asm_dialect = att "cp.async.cg.shared.global [$0], [$1], $2, $3;\0A", "r,l,n,r" %407, %405, %41, %411 : (!llvm.ptr<3>, !llvm.ptr<1>, i32, i32) -> ()
      %412 = llvm.add %401, %54 : i32
      llvm.br ^bb4(%412 : i32)
    ^bb6:  // pred: ^bb4
      nvvm.cp.async.commit.group
      nvvm.cp.async.commit.group
      %413 = llvm.srem %63, %37 : i32
      %414 = llvm.sdiv %63, %37 : i32
      %415 = llvm.srem %414, %47 : i32
      %416 = llvm.sdiv %63, %33 : i32
      %417 = llvm.srem %416, %47 : i32
      %418 = llvm.srem %413, %37 : i32
      %419 = llvm.srem %415, %47 : i32
      %420 = llvm.srem %417, %47 : i32
      %421 = llvm.sdiv %418, %38 : i32
      %422 = llvm.srem %418, %38 : i32
      %423 = llvm.mul %422, %47 : i32
      %424 = llvm.mul %421, %39 : i32
      %425 = llvm.add %423, %424 : i32
      %426 = llvm.mul %419, %40 : i32
      %427 = llvm.mul %420, %52 : i32
      %428 = llvm.add %426, %427 : i32
      %429 = llvm.add %425, %428 : i32
      %430 = llvm.getelementptr %106[%429] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %51, %56 {alignment = 16 : i64} : vector<128xf32>, !llvm.ptr
      %431 = llvm.sdiv %63, %41 : i32
      %432 = llvm.srem %63, %41 : i32
      %433 = llvm.srem %432, %52 : i32
      %434 = llvm.mul %433, %33 : i32
      %435 = llvm.srem %431, %47 : i32
      %436 = llvm.mul %435, %52 : i32
      %437 = llvm.add %434, %436 : i32
      %438 = llvm.sdiv %432, %52 : i32
      %439 = llvm.mul %438, %34 : i32
      %440 = llvm.sdiv %431, %47 : i32
      %441 = llvm.srem %440, %47 : i32
      %442 = llvm.mul %441, %42 : i32
      %443 = llvm.add %439, %442 : i32
      %444 = llvm.and %437, %53 : i32
      %445 = llvm.icmp "eq" %444, %46 : i32
      %446 = llvm.select %445, %41, %43 : i1, i32
      %447 = llvm.and %437, %44 : i32
      %448 = llvm.icmp "eq" %447, %46 : i32
      %449 = llvm.select %448, %37, %45 : i1, i32
      %450 = llvm.and %437, %35 : i32
      %451 = llvm.ashr %450, %48 : i32
      %452 = llvm.xor %437, %451 : i32
      %453 = llvm.add %452, %443 : i32
      %454 = llvm.getelementptr %22[%453] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %455 = llvm.mul %120, %33 : i32
      %456 = llvm.srem %119, %47 : i32
      %457 = llvm.mul %456, %52 : i32
      %458 = llvm.add %455, %457 : i32
      %459 = llvm.sdiv %119, %47 : i32
      %460 = llvm.sdiv %459, %47 : i32
      %461 = llvm.srem %459, %47 : i32
      %462 = llvm.mul %461, %42 : i32
      %463 = llvm.sdiv %460, %47 : i32
      %464 = llvm.mul %463, %34 : i32
      %465 = llvm.add %462, %464 : i32
      %466 = llvm.and %458, %53 : i32
      %467 = llvm.icmp "eq" %466, %46 : i32
      %468 = llvm.select %467, %41, %43 : i1, i32
      %469 = llvm.and %458, %44 : i32
      %470 = llvm.icmp "eq" %469, %46 : i32
      %471 = llvm.select %470, %37, %45 : i1, i32
      %472 = llvm.and %458, %35 : i32
      %473 = llvm.ashr %472, %48 : i32
      %474 = llvm.xor %458, %473 : i32
      %475 = llvm.add %474, %465 : i32
      %476 = llvm.getelementptr %118[%475] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      llvm.br ^bb7(%46 : i32)
    ^bb7(%477: i32):  // 2 preds: ^bb6, ^bb8
      %478 = llvm.icmp "slt" %477, %38 : i32
      llvm.cond_br %478, ^bb8, ^bb9 {llvm.loop_annotation = #loop_annotation}
    ^bb8:  // pred: ^bb7
      %479 = llvm.mul %477, %17 : i32
      %480 = llvm.getelementptr %454[%479] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %481 = llvm.mul %477, %52 : i32
      %482 = llvm.getelementptr %58[%481] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %483 = nvvm.ldmatrix %480 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %484 = llvm.extractvalue %483[0] : !llvm_struct_a37b2a
      %485 = llvm.extractvalue %483[1] : !llvm_struct_a37b2a
      %486 = llvm.extractvalue %483[2] : !llvm_struct_a37b2a
      %487 = llvm.extractvalue %483[3] : !llvm_struct_a37b2a
      %488 = llvm.insertelement %484, %4[%3 : i64] : vector<4xi32>
      %489 = llvm.insertelement %485, %488[%2 : i64] : vector<4xi32>
      %490 = llvm.insertelement %486, %489[%1 : i64] : vector<4xi32>
      %491 = llvm.insertelement %487, %490[%0 : i64] : vector<4xi32>
      %492 = llvm.extractelement %491[%46 : i32] : vector<4xi32>
      llvm.store %492, %482 : i32, !llvm.ptr
      %493 = llvm.extractelement %491[%54 : i32] : vector<4xi32>
      %494 = llvm.getelementptr %482[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %493, %494 : i32, !llvm.ptr
      %495 = llvm.extractelement %491[%47 : i32] : vector<4xi32>
      %496 = llvm.getelementptr %482[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %495, %496 : i32, !llvm.ptr
      %497 = llvm.extractelement %491[%48 : i32] : vector<4xi32>
      %498 = llvm.getelementptr %482[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %497, %498 : i32, !llvm.ptr
      %499 = llvm.add %477, %54 : i32
      llvm.br ^bb7(%499 : i32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%46 : i32)
    ^bb10(%500: i32):  // 2 preds: ^bb9, ^bb11
      %501 = llvm.icmp "slt" %500, %38 : i32
      llvm.cond_br %501, ^bb11, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %502 = llvm.mul %500, %17 : i32
      %503 = llvm.getelementptr %476[%502] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %504 = llvm.mul %500, %52 : i32
      %505 = llvm.getelementptr %57[%504] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %506 = nvvm.ldmatrix %503 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %507 = llvm.extractvalue %506[0] : !llvm_struct_a37b2a
      %508 = llvm.extractvalue %506[1] : !llvm_struct_a37b2a
      %509 = llvm.extractvalue %506[2] : !llvm_struct_a37b2a
      %510 = llvm.extractvalue %506[3] : !llvm_struct_a37b2a
      %511 = llvm.insertelement %507, %4[%3 : i64] : vector<4xi32>
      %512 = llvm.insertelement %508, %511[%2 : i64] : vector<4xi32>
      %513 = llvm.insertelement %509, %512[%1 : i64] : vector<4xi32>
      %514 = llvm.insertelement %510, %513[%0 : i64] : vector<4xi32>
      %515 = llvm.extractelement %514[%46 : i32] : vector<4xi32>
      llvm.store %515, %505 : i32, !llvm.ptr
      %516 = llvm.extractelement %514[%54 : i32] : vector<4xi32>
      %517 = llvm.getelementptr %505[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %516, %517 : i32, !llvm.ptr
      %518 = llvm.extractelement %514[%47 : i32] : vector<4xi32>
      %519 = llvm.getelementptr %505[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %518, %519 : i32, !llvm.ptr
      %520 = llvm.extractelement %514[%48 : i32] : vector<4xi32>
      %521 = llvm.getelementptr %505[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %520, %521 : i32, !llvm.ptr
      %522 = llvm.add %500, %54 : i32
      llvm.br ^bb10(%522 : i32)
    ^bb12:  // pred: ^bb10
      %523 = llvm.getelementptr %454[%446] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %524 = llvm.getelementptr %58[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb13(%46 : i32)
    ^bb13(%525: i32):  // 2 preds: ^bb12, ^bb14
      %526 = llvm.icmp "slt" %525, %38 : i32
      llvm.cond_br %526, ^bb14, ^bb15 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %527 = llvm.mul %525, %17 : i32
      %528 = llvm.getelementptr %523[%527] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %529 = llvm.mul %525, %52 : i32
      %530 = llvm.getelementptr %524[%529] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %531 = nvvm.ldmatrix %528 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %532 = llvm.extractvalue %531[0] : !llvm_struct_a37b2a
      %533 = llvm.extractvalue %531[1] : !llvm_struct_a37b2a
      %534 = llvm.extractvalue %531[2] : !llvm_struct_a37b2a
      %535 = llvm.extractvalue %531[3] : !llvm_struct_a37b2a
      %536 = llvm.insertelement %532, %4[%3 : i64] : vector<4xi32>
      %537 = llvm.insertelement %533, %536[%2 : i64] : vector<4xi32>
      %538 = llvm.insertelement %534, %537[%1 : i64] : vector<4xi32>
      %539 = llvm.insertelement %535, %538[%0 : i64] : vector<4xi32>
      %540 = llvm.extractelement %539[%46 : i32] : vector<4xi32>
      llvm.store %540, %530 : i32, !llvm.ptr
      %541 = llvm.extractelement %539[%54 : i32] : vector<4xi32>
      %542 = llvm.getelementptr %530[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %541, %542 : i32, !llvm.ptr
      %543 = llvm.extractelement %539[%47 : i32] : vector<4xi32>
      %544 = llvm.getelementptr %530[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %543, %544 : i32, !llvm.ptr
      %545 = llvm.extractelement %539[%48 : i32] : vector<4xi32>
      %546 = llvm.getelementptr %530[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %545, %546 : i32, !llvm.ptr
      %547 = llvm.add %525, %54 : i32
      llvm.br ^bb13(%547 : i32)
    ^bb15:  // pred: ^bb13
      %548 = llvm.getelementptr %476[%468] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %549 = llvm.getelementptr %57[32] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb16(%46 : i32)
    ^bb16(%550: i32):  // 2 preds: ^bb15, ^bb17
      %551 = llvm.icmp "slt" %550, %38 : i32
      llvm.cond_br %551, ^bb17, ^bb18 {llvm.loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb16
      %552 = llvm.mul %550, %17 : i32
      %553 = llvm.getelementptr %548[%552] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %554 = llvm.mul %550, %52 : i32
      %555 = llvm.getelementptr %549[%554] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %556 = nvvm.ldmatrix %553 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %557 = llvm.extractvalue %556[0] : !llvm_struct_a37b2a
      %558 = llvm.extractvalue %556[1] : !llvm_struct_a37b2a
      %559 = llvm.extractvalue %556[2] : !llvm_struct_a37b2a
      %560 = llvm.extractvalue %556[3] : !llvm_struct_a37b2a
      %561 = llvm.insertelement %557, %4[%3 : i64] : vector<4xi32>
      %562 = llvm.insertelement %558, %561[%2 : i64] : vector<4xi32>
      %563 = llvm.insertelement %559, %562[%1 : i64] : vector<4xi32>
      %564 = llvm.insertelement %560, %563[%0 : i64] : vector<4xi32>
      %565 = llvm.extractelement %564[%46 : i32] : vector<4xi32>
      llvm.store %565, %555 : i32, !llvm.ptr
      %566 = llvm.extractelement %564[%54 : i32] : vector<4xi32>
      %567 = llvm.getelementptr %555[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %566, %567 : i32, !llvm.ptr
      %568 = llvm.extractelement %564[%47 : i32] : vector<4xi32>
      %569 = llvm.getelementptr %555[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %568, %569 : i32, !llvm.ptr
      %570 = llvm.extractelement %564[%48 : i32] : vector<4xi32>
      %571 = llvm.getelementptr %555[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %570, %571 : i32, !llvm.ptr
      %572 = llvm.add %550, %54 : i32
      llvm.br ^bb16(%572 : i32)
    ^bb18:  // pred: ^bb16
      nvvm.cp.async.commit.group
      llvm.br ^bb19(%46 : i32)
    ^bb19(%573: i32):  // 2 preds: ^bb18, ^bb23
      %574 = llvm.icmp "slt" %573, %38 : i32
      llvm.cond_br %574, ^bb20, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb20:  // pred: ^bb19
      %575 = llvm.mul %573, %52 : i32
      %576 = llvm.getelementptr %58[%575] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %577 = llvm.getelementptr %576[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %578 = llvm.getelementptr %576[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %579 = llvm.getelementptr %576[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb21(%46 : i32)
    ^bb21(%580: i32):  // 2 preds: ^bb20, ^bb22
      %581 = llvm.icmp "slt" %580, %52 : i32
      llvm.cond_br %581, ^bb22, ^bb23 {llvm.loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb21
      %582 = llvm.mul %580, %38 : i32
      %583 = llvm.getelementptr %57[%582] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %584 = llvm.mul %573, %38 : i32
      %585 = llvm.mul %580, %41 : i32
      %586 = llvm.add %584, %585 : i32
      %587 = llvm.getelementptr %56[%586] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %588 = llvm.load %576 : !llvm.ptr -> vector<2xf16>
      %589 = llvm.load %577 : !llvm.ptr -> vector<2xf16>
      %590 = llvm.load %578 : !llvm.ptr -> vector<2xf16>
      %591 = llvm.load %579 : !llvm.ptr -> vector<2xf16>
      %592 = llvm.load %583 : !llvm.ptr -> vector<2xf16>
      %593 = llvm.getelementptr %583[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %594 = llvm.load %593 : !llvm.ptr -> vector<2xf16>
      %595 = llvm.load %587 : !llvm.ptr -> f32
      %596 = llvm.getelementptr %587[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %597 = llvm.load %596 : !llvm.ptr -> f32
      %598 = llvm.getelementptr %587[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %599 = llvm.load %598 : !llvm.ptr -> f32
      %600 = llvm.getelementptr %587[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %601 = llvm.load %600 : !llvm.ptr -> f32
      %602 = nvvm.mma.sync A[%588, %589, %590, %591]  B[%592, %594]  C[%595, %597, %599, %601]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %603 = llvm.extractvalue %602[0] : !llvm_struct_687153
      %604 = llvm.extractvalue %602[1] : !llvm_struct_687153
      %605 = llvm.extractvalue %602[2] : !llvm_struct_687153
      %606 = llvm.extractvalue %602[3] : !llvm_struct_687153
      llvm.store %603, %587 : f32, !llvm.ptr
      llvm.store %604, %596 : f32, !llvm.ptr
      llvm.store %605, %598 : f32, !llvm.ptr
      llvm.store %606, %600 : f32, !llvm.ptr
      %607 = llvm.add %580, %54 : i32
      llvm.br ^bb21(%607 : i32)
    ^bb23:  // pred: ^bb21
      %608 = llvm.add %573, %54 : i32
      llvm.br ^bb19(%608 : i32)
    ^bb24:  // pred: ^bb19
      %609 = llvm.getelementptr %454[%449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %610 = llvm.getelementptr %58[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb25(%46 : i32)
    ^bb25(%611: i32):  // 2 preds: ^bb24, ^bb26
      %612 = llvm.icmp "slt" %611, %38 : i32
      llvm.cond_br %612, ^bb26, ^bb27 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %613 = llvm.mul %611, %17 : i32
      %614 = llvm.getelementptr %609[%613] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %615 = llvm.mul %611, %52 : i32
      %616 = llvm.getelementptr %610[%615] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %617 = nvvm.ldmatrix %614 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %618 = llvm.extractvalue %617[0] : !llvm_struct_a37b2a
      %619 = llvm.extractvalue %617[1] : !llvm_struct_a37b2a
      %620 = llvm.extractvalue %617[2] : !llvm_struct_a37b2a
      %621 = llvm.extractvalue %617[3] : !llvm_struct_a37b2a
      %622 = llvm.insertelement %618, %4[%3 : i64] : vector<4xi32>
      %623 = llvm.insertelement %619, %622[%2 : i64] : vector<4xi32>
      %624 = llvm.insertelement %620, %623[%1 : i64] : vector<4xi32>
      %625 = llvm.insertelement %621, %624[%0 : i64] : vector<4xi32>
      %626 = llvm.extractelement %625[%46 : i32] : vector<4xi32>
      llvm.store %626, %616 : i32, !llvm.ptr
      %627 = llvm.extractelement %625[%54 : i32] : vector<4xi32>
      %628 = llvm.getelementptr %616[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %627, %628 : i32, !llvm.ptr
      %629 = llvm.extractelement %625[%47 : i32] : vector<4xi32>
      %630 = llvm.getelementptr %616[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %629, %630 : i32, !llvm.ptr
      %631 = llvm.extractelement %625[%48 : i32] : vector<4xi32>
      %632 = llvm.getelementptr %616[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %631, %632 : i32, !llvm.ptr
      %633 = llvm.add %611, %54 : i32
      llvm.br ^bb25(%633 : i32)
    ^bb27:  // pred: ^bb25
      %634 = llvm.getelementptr %476[%471] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %635 = llvm.getelementptr %57[64] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb28(%46 : i32)
    ^bb28(%636: i32):  // 2 preds: ^bb27, ^bb29
      %637 = llvm.icmp "slt" %636, %38 : i32
      llvm.cond_br %637, ^bb29, ^bb30 {llvm.loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb28
      %638 = llvm.mul %636, %17 : i32
      %639 = llvm.getelementptr %634[%638] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %640 = llvm.mul %636, %52 : i32
      %641 = llvm.getelementptr %635[%640] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %642 = nvvm.ldmatrix %639 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %643 = llvm.extractvalue %642[0] : !llvm_struct_a37b2a
      %644 = llvm.extractvalue %642[1] : !llvm_struct_a37b2a
      %645 = llvm.extractvalue %642[2] : !llvm_struct_a37b2a
      %646 = llvm.extractvalue %642[3] : !llvm_struct_a37b2a
      %647 = llvm.insertelement %643, %4[%3 : i64] : vector<4xi32>
      %648 = llvm.insertelement %644, %647[%2 : i64] : vector<4xi32>
      %649 = llvm.insertelement %645, %648[%1 : i64] : vector<4xi32>
      %650 = llvm.insertelement %646, %649[%0 : i64] : vector<4xi32>
      %651 = llvm.extractelement %650[%46 : i32] : vector<4xi32>
      llvm.store %651, %641 : i32, !llvm.ptr
      %652 = llvm.extractelement %650[%54 : i32] : vector<4xi32>
      %653 = llvm.getelementptr %641[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %652, %653 : i32, !llvm.ptr
      %654 = llvm.extractelement %650[%47 : i32] : vector<4xi32>
      %655 = llvm.getelementptr %641[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %654, %655 : i32, !llvm.ptr
      %656 = llvm.extractelement %650[%48 : i32] : vector<4xi32>
      %657 = llvm.getelementptr %641[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %656, %657 : i32, !llvm.ptr
      %658 = llvm.add %636, %54 : i32
      llvm.br ^bb28(%658 : i32)
    ^bb30:  // pred: ^bb28
      llvm.br ^bb31(%46 : i32)
    ^bb31(%659: i32):  // 2 preds: ^bb30, ^bb35
      %660 = llvm.icmp "slt" %659, %38 : i32
      llvm.cond_br %660, ^bb32, ^bb36 {llvm.loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb31
      %661 = llvm.mul %659, %52 : i32
      %662 = llvm.getelementptr %524[%661] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %663 = llvm.getelementptr %662[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %664 = llvm.getelementptr %662[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %665 = llvm.getelementptr %662[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb33(%46 : i32)
    ^bb33(%666: i32):  // 2 preds: ^bb32, ^bb34
      %667 = llvm.icmp "slt" %666, %52 : i32
      llvm.cond_br %667, ^bb34, ^bb35 {llvm.loop_annotation = #loop_annotation}
    ^bb34:  // pred: ^bb33
      %668 = llvm.mul %666, %38 : i32
      %669 = llvm.getelementptr %549[%668] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %670 = llvm.mul %659, %38 : i32
      %671 = llvm.mul %666, %41 : i32
      %672 = llvm.add %670, %671 : i32
      %673 = llvm.getelementptr %56[%672] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %674 = llvm.load %662 : !llvm.ptr -> vector<2xf16>
      %675 = llvm.load %663 : !llvm.ptr -> vector<2xf16>
      %676 = llvm.load %664 : !llvm.ptr -> vector<2xf16>
      %677 = llvm.load %665 : !llvm.ptr -> vector<2xf16>
      %678 = llvm.load %669 : !llvm.ptr -> vector<2xf16>
      %679 = llvm.getelementptr %669[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %680 = llvm.load %679 : !llvm.ptr -> vector<2xf16>
      %681 = llvm.load %673 : !llvm.ptr -> f32
      %682 = llvm.getelementptr %673[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %683 = llvm.load %682 : !llvm.ptr -> f32
      %684 = llvm.getelementptr %673[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %685 = llvm.load %684 : !llvm.ptr -> f32
      %686 = llvm.getelementptr %673[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %687 = llvm.load %686 : !llvm.ptr -> f32
      %688 = nvvm.mma.sync A[%674, %675, %676, %677]  B[%678, %680]  C[%681, %683, %685, %687]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %689 = llvm.extractvalue %688[0] : !llvm_struct_687153
      %690 = llvm.extractvalue %688[1] : !llvm_struct_687153
      %691 = llvm.extractvalue %688[2] : !llvm_struct_687153
      %692 = llvm.extractvalue %688[3] : !llvm_struct_687153
      llvm.store %689, %673 : f32, !llvm.ptr
      llvm.store %690, %682 : f32, !llvm.ptr
      llvm.store %691, %684 : f32, !llvm.ptr
      llvm.store %692, %686 : f32, !llvm.ptr
      %693 = llvm.add %666, %54 : i32
      llvm.br ^bb33(%693 : i32)
    ^bb35:  // pred: ^bb33
      %694 = llvm.add %659, %54 : i32
      llvm.br ^bb31(%694 : i32)
    ^bb36:  // pred: ^bb31
      %695 = llvm.add %446, %449 : i32
      %696 = llvm.getelementptr %454[%695] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %697 = llvm.getelementptr %58[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb37(%46 : i32)
    ^bb37(%698: i32):  // 2 preds: ^bb36, ^bb38
      %699 = llvm.icmp "slt" %698, %38 : i32
      llvm.cond_br %699, ^bb38, ^bb39 {llvm.loop_annotation = #loop_annotation}
    ^bb38:  // pred: ^bb37
      %700 = llvm.mul %698, %17 : i32
      %701 = llvm.getelementptr %696[%700] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %702 = llvm.mul %698, %52 : i32
      %703 = llvm.getelementptr %697[%702] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %704 = nvvm.ldmatrix %701 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %705 = llvm.extractvalue %704[0] : !llvm_struct_a37b2a
      %706 = llvm.extractvalue %704[1] : !llvm_struct_a37b2a
      %707 = llvm.extractvalue %704[2] : !llvm_struct_a37b2a
      %708 = llvm.extractvalue %704[3] : !llvm_struct_a37b2a
      %709 = llvm.insertelement %705, %4[%3 : i64] : vector<4xi32>
      %710 = llvm.insertelement %706, %709[%2 : i64] : vector<4xi32>
      %711 = llvm.insertelement %707, %710[%1 : i64] : vector<4xi32>
      %712 = llvm.insertelement %708, %711[%0 : i64] : vector<4xi32>
      %713 = llvm.extractelement %712[%46 : i32] : vector<4xi32>
      llvm.store %713, %703 : i32, !llvm.ptr
      %714 = llvm.extractelement %712[%54 : i32] : vector<4xi32>
      %715 = llvm.getelementptr %703[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %714, %715 : i32, !llvm.ptr
      %716 = llvm.extractelement %712[%47 : i32] : vector<4xi32>
      %717 = llvm.getelementptr %703[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %716, %717 : i32, !llvm.ptr
      %718 = llvm.extractelement %712[%48 : i32] : vector<4xi32>
      %719 = llvm.getelementptr %703[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %718, %719 : i32, !llvm.ptr
      %720 = llvm.add %698, %54 : i32
      llvm.br ^bb37(%720 : i32)
    ^bb39:  // pred: ^bb37
      %721 = llvm.add %468, %471 : i32
      %722 = llvm.getelementptr %476[%721] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %723 = llvm.getelementptr %57[96] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.br ^bb40(%46 : i32)
    ^bb40(%724: i32):  // 2 preds: ^bb39, ^bb41
      %725 = llvm.icmp "slt" %724, %38 : i32
      llvm.cond_br %725, ^bb41, ^bb42 {llvm.loop_annotation = #loop_annotation}
    ^bb41:  // pred: ^bb40
      %726 = llvm.mul %724, %17 : i32
      %727 = llvm.getelementptr %722[%726] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %728 = llvm.mul %724, %52 : i32
      %729 = llvm.getelementptr %723[%728] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %730 = nvvm.ldmatrix %727 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %731 = llvm.extractvalue %730[0] : !llvm_struct_a37b2a
      %732 = llvm.extractvalue %730[1] : !llvm_struct_a37b2a
      %733 = llvm.extractvalue %730[2] : !llvm_struct_a37b2a
      %734 = llvm.extractvalue %730[3] : !llvm_struct_a37b2a
      %735 = llvm.insertelement %731, %4[%3 : i64] : vector<4xi32>
      %736 = llvm.insertelement %732, %735[%2 : i64] : vector<4xi32>
      %737 = llvm.insertelement %733, %736[%1 : i64] : vector<4xi32>
      %738 = llvm.insertelement %734, %737[%0 : i64] : vector<4xi32>
      %739 = llvm.extractelement %738[%46 : i32] : vector<4xi32>
      llvm.store %739, %729 : i32, !llvm.ptr
      %740 = llvm.extractelement %738[%54 : i32] : vector<4xi32>
      %741 = llvm.getelementptr %729[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %740, %741 : i32, !llvm.ptr
      %742 = llvm.extractelement %738[%47 : i32] : vector<4xi32>
      %743 = llvm.getelementptr %729[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %742, %743 : i32, !llvm.ptr
      %744 = llvm.extractelement %738[%48 : i32] : vector<4xi32>
      %745 = llvm.getelementptr %729[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %744, %745 : i32, !llvm.ptr
      %746 = llvm.add %724, %54 : i32
      llvm.br ^bb40(%746 : i32)
    ^bb42:  // pred: ^bb40
      llvm.br ^bb43(%46 : i32)
    ^bb43(%747: i32):  // 2 preds: ^bb42, ^bb47
      %748 = llvm.icmp "slt" %747, %38 : i32
      llvm.cond_br %748, ^bb44, ^bb48 {llvm.loop_annotation = #loop_annotation}
    ^bb44:  // pred: ^bb43
      %749 = llvm.mul %747, %52 : i32
      %750 = llvm.getelementptr %610[%749] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %751 = llvm.getelementptr %750[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %752 = llvm.getelementptr %750[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %753 = llvm.getelementptr %750[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb45(%46 : i32)
    ^bb45(%754: i32):  // 2 preds: ^bb44, ^bb46
      %755 = llvm.icmp "slt" %754, %52 : i32
      llvm.cond_br %755, ^bb46, ^bb47 {llvm.loop_annotation = #loop_annotation}
    ^bb46:  // pred: ^bb45
      %756 = llvm.mul %754, %38 : i32
      %757 = llvm.getelementptr %635[%756] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %758 = llvm.mul %747, %38 : i32
      %759 = llvm.mul %754, %41 : i32
      %760 = llvm.add %758, %759 : i32
      %761 = llvm.getelementptr %56[%760] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %762 = llvm.load %750 : !llvm.ptr -> vector<2xf16>
      %763 = llvm.load %751 : !llvm.ptr -> vector<2xf16>
      %764 = llvm.load %752 : !llvm.ptr -> vector<2xf16>
      %765 = llvm.load %753 : !llvm.ptr -> vector<2xf16>
      %766 = llvm.load %757 : !llvm.ptr -> vector<2xf16>
      %767 = llvm.getelementptr %757[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %768 = llvm.load %767 : !llvm.ptr -> vector<2xf16>
      %769 = llvm.load %761 : !llvm.ptr -> f32
      %770 = llvm.getelementptr %761[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %771 = llvm.load %770 : !llvm.ptr -> f32
      %772 = llvm.getelementptr %761[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %773 = llvm.load %772 : !llvm.ptr -> f32
      %774 = llvm.getelementptr %761[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %775 = llvm.load %774 : !llvm.ptr -> f32
      %776 = nvvm.mma.sync A[%762, %763, %764, %765]  B[%766, %768]  C[%769, %771, %773, %775]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %777 = llvm.extractvalue %776[0] : !llvm_struct_687153
      %778 = llvm.extractvalue %776[1] : !llvm_struct_687153
      %779 = llvm.extractvalue %776[2] : !llvm_struct_687153
      %780 = llvm.extractvalue %776[3] : !llvm_struct_687153
      llvm.store %777, %761 : f32, !llvm.ptr
      llvm.store %778, %770 : f32, !llvm.ptr
      llvm.store %779, %772 : f32, !llvm.ptr
      llvm.store %780, %774 : f32, !llvm.ptr
      %781 = llvm.add %754, %54 : i32
      llvm.br ^bb45(%781 : i32)
    ^bb47:  // pred: ^bb45
      %782 = llvm.add %747, %54 : i32
      llvm.br ^bb43(%782 : i32)
    ^bb48:  // pred: ^bb43
      nvvm.cp.async.wait.group 1
      nvvm.barrier
      %783 = llvm.getelementptr %454[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb49(%46 : i32)
    ^bb49(%784: i32):  // 2 preds: ^bb48, ^bb50
      %785 = llvm.icmp "slt" %784, %38 : i32
      llvm.cond_br %785, ^bb50, ^bb51 {llvm.loop_annotation = #loop_annotation}
    ^bb50:  // pred: ^bb49
      %786 = llvm.mul %784, %17 : i32
      %787 = llvm.getelementptr %783[%786] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %788 = llvm.mul %784, %52 : i32
      %789 = llvm.getelementptr %58[%788] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %790 = nvvm.ldmatrix %787 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %791 = llvm.extractvalue %790[0] : !llvm_struct_a37b2a
      %792 = llvm.extractvalue %790[1] : !llvm_struct_a37b2a
      %793 = llvm.extractvalue %790[2] : !llvm_struct_a37b2a
      %794 = llvm.extractvalue %790[3] : !llvm_struct_a37b2a
      %795 = llvm.insertelement %791, %4[%3 : i64] : vector<4xi32>
      %796 = llvm.insertelement %792, %795[%2 : i64] : vector<4xi32>
      %797 = llvm.insertelement %793, %796[%1 : i64] : vector<4xi32>
      %798 = llvm.insertelement %794, %797[%0 : i64] : vector<4xi32>
      %799 = llvm.extractelement %798[%46 : i32] : vector<4xi32>
      llvm.store %799, %789 : i32, !llvm.ptr
      %800 = llvm.extractelement %798[%54 : i32] : vector<4xi32>
      %801 = llvm.getelementptr %789[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %800, %801 : i32, !llvm.ptr
      %802 = llvm.extractelement %798[%47 : i32] : vector<4xi32>
      %803 = llvm.getelementptr %789[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %802, %803 : i32, !llvm.ptr
      %804 = llvm.extractelement %798[%48 : i32] : vector<4xi32>
      %805 = llvm.getelementptr %789[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %804, %805 : i32, !llvm.ptr
      %806 = llvm.add %784, %54 : i32
      llvm.br ^bb49(%806 : i32)
    ^bb51:  // pred: ^bb49
      %807 = llvm.getelementptr %476[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
      llvm.br ^bb52(%46 : i32)
    ^bb52(%808: i32):  // 2 preds: ^bb51, ^bb53
      %809 = llvm.icmp "slt" %808, %38 : i32
      llvm.cond_br %809, ^bb53, ^bb54 {llvm.loop_annotation = #loop_annotation}
    ^bb53:  // pred: ^bb52
      %810 = llvm.mul %808, %17 : i32
      %811 = llvm.getelementptr %807[%810] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
      %812 = llvm.mul %808, %52 : i32
      %813 = llvm.getelementptr %57[%812] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %814 = nvvm.ldmatrix %811 {layout = #nvvm.mma_layout<row>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm_struct_a37b2a
      %815 = llvm.extractvalue %814[0] : !llvm_struct_a37b2a
      %816 = llvm.extractvalue %814[1] : !llvm_struct_a37b2a
      %817 = llvm.extractvalue %814[2] : !llvm_struct_a37b2a
      %818 = llvm.extractvalue %814[3] : !llvm_struct_a37b2a
      %819 = llvm.insertelement %815, %4[%3 : i64] : vector<4xi32>
      %820 = llvm.insertelement %816, %819[%2 : i64] : vector<4xi32>
      %821 = llvm.insertelement %817, %820[%1 : i64] : vector<4xi32>
      %822 = llvm.insertelement %818, %821[%0 : i64] : vector<4xi32>
      %823 = llvm.extractelement %822[%46 : i32] : vector<4xi32>
      llvm.store %823, %813 : i32, !llvm.ptr
      %824 = llvm.extractelement %822[%54 : i32] : vector<4xi32>
      %825 = llvm.getelementptr %813[2] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %824, %825 : i32, !llvm.ptr
      %826 = llvm.extractelement %822[%47 : i32] : vector<4xi32>
      %827 = llvm.getelementptr %813[4] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %826, %827 : i32, !llvm.ptr
      %828 = llvm.extractelement %822[%48 : i32] : vector<4xi32>
      %829 = llvm.getelementptr %813[6] : (!llvm.ptr) -> !llvm.ptr, f16
      llvm.store %828, %829 : i32, !llvm.ptr
      %830 = llvm.add %808, %54 : i32
      llvm.br ^bb52(%830 : i32)
    ^bb54:  // pred: ^bb52
      llvm.br ^bb55(%46 : i32)
    ^bb55(%831: i32):  // 2 preds: ^bb54, ^bb59
      %832 = llvm.icmp "slt" %831, %38 : i32
      llvm.cond_br %832, ^bb56, ^bb60 {llvm.loop_annotation = #loop_annotation}
    ^bb56:  // pred: ^bb55
      %833 = llvm.mul %831, %52 : i32
      %834 = llvm.getelementptr %697[%833] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %835 = llvm.getelementptr %834[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %836 = llvm.getelementptr %834[2] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %837 = llvm.getelementptr %834[3] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      llvm.br ^bb57(%46 : i32)
    ^bb57(%838: i32):  // 2 preds: ^bb56, ^bb58
      %839 = llvm.icmp "slt" %838, %52 : i32
      llvm.cond_br %839, ^bb58, ^bb59 {llvm.loop_annotation = #loop_annotation}
    ^bb58:  // pred: ^bb57
      %840 = llvm.mul %838, %38 : i32
      %841 = llvm.getelementptr %723[%840] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %842 = llvm.mul %831, %38 : i32
      %843 = llvm.mul %838, %41 : i32
      %844 = llvm.add %842, %843 : i32
      %845 = llvm.getelementptr %56[%844] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %846 = llvm.load %834 : !llvm.ptr -> vector<2xf16>
      %847 = llvm.load %835 : !llvm.ptr -> vector<2xf16>
      %848 = llvm.load %836 : !llvm.ptr -> vector<2xf16>
      %849 = llvm.load %837 : !llvm.ptr -> vector<2xf16>
      %850 = llvm.load %841 : !llvm.ptr -> vector<2xf16>
      %851 = llvm.getelementptr %841[1] : (!llvm.ptr) -> !llvm.ptr, vector<2xf16>
      %852 = llvm.load %851 : !llvm.ptr -> vector<2xf16>
      %853 = llvm.load %845 : !llvm.ptr -> f32
      %854 = llvm.getelementptr %845[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %855 = llvm.load %854 : !llvm.ptr -> f32
      %856 = llvm.getelementptr %845[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %857 = llvm.load %856 : !llvm.ptr -> f32
      %858 = llvm.getelementptr %845[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %859 = llvm.load %858 : !llvm.ptr -> f32
      %860 = nvvm.mma.sync A[%846, %847, %848, %849]  B[%850, %852]  C[%853, %855, %857, %859]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm_struct_687153
      %861 = llvm.extractvalue %860[0] : !llvm_struct_687153
      %862 = llvm.extractvalue %860[1] : !llvm_struct_687153
      %863 = llvm.extractvalue %860[2] : !llvm_struct_687153
      %864 = llvm.extractvalue %860[3] : !llvm_struct_687153
      llvm.store %861, %845 : f32, !llvm.ptr
      llvm.store %862, %854 : f32, !llvm.ptr
      llvm.store %863, %856 : f32, !llvm.ptr
      llvm.store %864, %858 : f32, !llvm.ptr
      %865 = llvm.add %838, %54 : i32
      llvm.br ^bb57(%865 : i32)
    ^bb59:  // pred: ^bb57
      %866 = llvm.add %831, %54 : i32
      llvm.br ^bb55(%866 : i32)
    ^bb60:  // pred: ^bb55
      nvvm.cp.async.wait.group 0
      %867 = llvm.load %56 {alignment = 16 : i64} : !llvm.ptr -> vector<128xf32>
      llvm.store %867, %55 {alignment = 32 : i64} : vector<128xf32>, !llvm.ptr
      %868 = llvm.add %81, %54 : i32
      %869 = llvm.mul %868, %53 : i32
      %870 = llvm.icmp "sle" %869, %49 : i32
      %871 = llvm.add %90, %54 : i32
      %872 = llvm.mul %871, %53 : i32
      %873 = llvm.icmp "sle" %872, %39 : i32
      %874 = llvm.and %870, %873 : i1
      llvm.cond_br %874, ^bb61, ^bb65
    ^bb61:  // pred: ^bb60
      llvm.br ^bb62(%46 : i32)
    ^bb62(%875: i32):  // 2 preds: ^bb61, ^bb63
      %876 = llvm.icmp "slt" %875, %33 : i32
      llvm.cond_br %876, ^bb63, ^bb64 {llvm.loop_annotation = #loop_annotation}
    ^bb63:  // pred: ^bb62
      %877 = llvm.mul %875, %47 : i32
      %878 = llvm.getelementptr %55[%877] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %879 = llvm.sdiv %875, %47 : i32
      %880 = llvm.srem %875, %47 : i32
      %881 = llvm.mul %880, %15 : i32
      %882 = llvm.sdiv %879, %38 : i32
      %883 = llvm.srem %879, %38 : i32
      %884 = llvm.mul %883, %14 : i32
      %885 = llvm.add %881, %884 : i32
      %886 = llvm.mul %882, %41 : i32
      %887 = llvm.add %885, %886 : i32
      %888 = llvm.getelementptr %430[%887] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %889 = llvm.load %878 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf32>
      llvm.store %889, %888 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
      %890 = llvm.add %875, %54 : i32
      llvm.br ^bb62(%890 : i32)
    ^bb64:  // 3 preds: ^bb62, ^bb319, ^bb320
      llvm.br ^bb321
    ^bb65:  // pred: ^bb60
      %891 = llvm.mul %419, %41 : i32
      %892 = llvm.add %421, %891 : i32
      %893 = llvm.add %423, %427 : i32
      %894 = llvm.add %107, %892 : i32
      %895 = llvm.add %104, %893 : i32
      %896 = llvm.icmp "slt" %894, %49 : i32
      %897 = llvm.icmp "slt" %895, %39 : i32
      %898 = llvm.and %896, %897 : i1
      llvm.cond_br %898, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %899 = llvm.ptrtoint %55 : !llvm.ptr to i64
      %900 = llvm.inttoptr %899 : i64 to !llvm.ptr
      %901 = llvm.load %900 {alignment = 32 : i64} : !llvm.ptr -> f32
      %902 = llvm.ptrtoint %430 : !llvm.ptr<1> to i64
      %903 = llvm.inttoptr %902 : i64 to !llvm.ptr<1>
      llvm.store %901, %903 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb67
    ^bb67:  // 2 preds: ^bb65, ^bb66
      %904 = llvm.add %895, %54 : i32
      %905 = llvm.icmp "slt" %904, %39 : i32
      %906 = llvm.and %896, %905 : i1
      llvm.cond_br %906, ^bb68, ^bb69
    ^bb68:  // pred: ^bb67
      %907 = llvm.getelementptr %55[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %908 = llvm.ptrtoint %907 : !llvm.ptr to i64
      %909 = llvm.inttoptr %908 : i64 to !llvm.ptr
      %910 = llvm.load %909 {alignment = 4 : i64} : !llvm.ptr -> f32
      %911 = llvm.getelementptr %430[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %912 = llvm.ptrtoint %911 : !llvm.ptr<1> to i64
      %913 = llvm.inttoptr %912 : i64 to !llvm.ptr<1>
      llvm.store %910, %913 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb69
    ^bb69:  // 2 preds: ^bb67, ^bb68
      %914 = llvm.add %894, %52 : i32
      %915 = llvm.icmp "slt" %914, %49 : i32
      %916 = llvm.and %915, %897 : i1
      llvm.cond_br %916, ^bb70, ^bb71
    ^bb70:  // pred: ^bb69
      %917 = llvm.getelementptr %55[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %918 = llvm.ptrtoint %917 : !llvm.ptr to i64
      %919 = llvm.inttoptr %918 : i64 to !llvm.ptr
      %920 = llvm.load %919 {alignment = 8 : i64} : !llvm.ptr -> f32
      %921 = llvm.getelementptr %430[8384] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %922 = llvm.ptrtoint %921 : !llvm.ptr<1> to i64
      %923 = llvm.inttoptr %922 : i64 to !llvm.ptr<1>
      llvm.store %920, %923 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb71
    ^bb71:  // 2 preds: ^bb69, ^bb70
      %924 = llvm.and %915, %905 : i1
      llvm.cond_br %924, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %925 = llvm.getelementptr %55[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %926 = llvm.ptrtoint %925 : !llvm.ptr to i64
      %927 = llvm.inttoptr %926 : i64 to !llvm.ptr
      %928 = llvm.load %927 {alignment = 4 : i64} : !llvm.ptr -> f32
      %929 = llvm.getelementptr %430[8385] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %930 = llvm.ptrtoint %929 : !llvm.ptr<1> to i64
      %931 = llvm.inttoptr %930 : i64 to !llvm.ptr<1>
      llvm.store %928, %931 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb73
    ^bb73:  // 2 preds: ^bb71, ^bb72
      %932 = llvm.add %894, %37 : i32
      %933 = llvm.icmp "slt" %932, %49 : i32
      %934 = llvm.and %933, %897 : i1
      llvm.cond_br %934, ^bb74, ^bb75
    ^bb74:  // pred: ^bb73
      %935 = llvm.getelementptr %55[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %936 = llvm.ptrtoint %935 : !llvm.ptr to i64
      %937 = llvm.inttoptr %936 : i64 to !llvm.ptr
      %938 = llvm.load %937 {alignment = 16 : i64} : !llvm.ptr -> f32
      %939 = llvm.getelementptr %430[33536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %940 = llvm.ptrtoint %939 : !llvm.ptr<1> to i64
      %941 = llvm.inttoptr %940 : i64 to !llvm.ptr<1>
      llvm.store %938, %941 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb75
    ^bb75:  // 2 preds: ^bb73, ^bb74
      %942 = llvm.and %933, %905 : i1
      llvm.cond_br %942, ^bb76, ^bb77
    ^bb76:  // pred: ^bb75
      %943 = llvm.getelementptr %55[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %944 = llvm.ptrtoint %943 : !llvm.ptr to i64
      %945 = llvm.inttoptr %944 : i64 to !llvm.ptr
      %946 = llvm.load %945 {alignment = 4 : i64} : !llvm.ptr -> f32
      %947 = llvm.getelementptr %430[33537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %948 = llvm.ptrtoint %947 : !llvm.ptr<1> to i64
      %949 = llvm.inttoptr %948 : i64 to !llvm.ptr<1>
      llvm.store %946, %949 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb77
    ^bb77:  // 2 preds: ^bb75, ^bb76
      %950 = llvm.add %894, %27 : i32
      %951 = llvm.icmp "slt" %950, %49 : i32
      %952 = llvm.and %951, %897 : i1
      llvm.cond_br %952, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %953 = llvm.getelementptr %55[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %954 = llvm.ptrtoint %953 : !llvm.ptr to i64
      %955 = llvm.inttoptr %954 : i64 to !llvm.ptr
      %956 = llvm.load %955 {alignment = 8 : i64} : !llvm.ptr -> f32
      %957 = llvm.getelementptr %430[41920] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %958 = llvm.ptrtoint %957 : !llvm.ptr<1> to i64
      %959 = llvm.inttoptr %958 : i64 to !llvm.ptr<1>
      llvm.store %956, %959 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb79
    ^bb79:  // 2 preds: ^bb77, ^bb78
      %960 = llvm.and %951, %905 : i1
      llvm.cond_br %960, ^bb80, ^bb81
    ^bb80:  // pred: ^bb79
      %961 = llvm.getelementptr %55[7] : (!llvm.ptr) -> !llvm.ptr, f32
      %962 = llvm.ptrtoint %961 : !llvm.ptr to i64
      %963 = llvm.inttoptr %962 : i64 to !llvm.ptr
      %964 = llvm.load %963 {alignment = 4 : i64} : !llvm.ptr -> f32
      %965 = llvm.getelementptr %430[41921] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %966 = llvm.ptrtoint %965 : !llvm.ptr<1> to i64
      %967 = llvm.inttoptr %966 : i64 to !llvm.ptr<1>
      llvm.store %964, %967 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb81
    ^bb81:  // 2 preds: ^bb79, ^bb80
      %968 = llvm.add %894, %33 : i32
      %969 = llvm.icmp "slt" %968, %49 : i32
      %970 = llvm.and %969, %897 : i1
      llvm.cond_br %970, ^bb82, ^bb83
    ^bb82:  // pred: ^bb81
      %971 = llvm.getelementptr %55[8] : (!llvm.ptr) -> !llvm.ptr, f32
      %972 = llvm.ptrtoint %971 : !llvm.ptr to i64
      %973 = llvm.inttoptr %972 : i64 to !llvm.ptr
      %974 = llvm.load %973 {alignment = 32 : i64} : !llvm.ptr -> f32
      %975 = llvm.getelementptr %430[67072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %976 = llvm.ptrtoint %975 : !llvm.ptr<1> to i64
      %977 = llvm.inttoptr %976 : i64 to !llvm.ptr<1>
      llvm.store %974, %977 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb83
    ^bb83:  // 2 preds: ^bb81, ^bb82
      %978 = llvm.and %969, %905 : i1
      llvm.cond_br %978, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %979 = llvm.getelementptr %55[9] : (!llvm.ptr) -> !llvm.ptr, f32
      %980 = llvm.ptrtoint %979 : !llvm.ptr to i64
      %981 = llvm.inttoptr %980 : i64 to !llvm.ptr
      %982 = llvm.load %981 {alignment = 4 : i64} : !llvm.ptr -> f32
      %983 = llvm.getelementptr %430[67073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %984 = llvm.ptrtoint %983 : !llvm.ptr<1> to i64
      %985 = llvm.inttoptr %984 : i64 to !llvm.ptr<1>
      llvm.store %982, %985 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb85
    ^bb85:  // 2 preds: ^bb83, ^bb84
      %986 = llvm.add %894, %30 : i32
      %987 = llvm.icmp "slt" %986, %49 : i32
      %988 = llvm.and %987, %897 : i1
      llvm.cond_br %988, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %989 = llvm.getelementptr %55[10] : (!llvm.ptr) -> !llvm.ptr, f32
      %990 = llvm.ptrtoint %989 : !llvm.ptr to i64
      %991 = llvm.inttoptr %990 : i64 to !llvm.ptr
      %992 = llvm.load %991 {alignment = 8 : i64} : !llvm.ptr -> f32
      %993 = llvm.getelementptr %430[75456] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %994 = llvm.ptrtoint %993 : !llvm.ptr<1> to i64
      %995 = llvm.inttoptr %994 : i64 to !llvm.ptr<1>
      llvm.store %992, %995 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb87
    ^bb87:  // 2 preds: ^bb85, ^bb86
      %996 = llvm.and %987, %905 : i1
      llvm.cond_br %996, ^bb88, ^bb89
    ^bb88:  // pred: ^bb87
      %997 = llvm.getelementptr %55[11] : (!llvm.ptr) -> !llvm.ptr, f32
      %998 = llvm.ptrtoint %997 : !llvm.ptr to i64
      %999 = llvm.inttoptr %998 : i64 to !llvm.ptr
      %1000 = llvm.load %999 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1001 = llvm.getelementptr %430[75457] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1002 = llvm.ptrtoint %1001 : !llvm.ptr<1> to i64
      %1003 = llvm.inttoptr %1002 : i64 to !llvm.ptr<1>
      llvm.store %1000, %1003 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb89
    ^bb89:  // 2 preds: ^bb87, ^bb88
      %1004 = llvm.add %894, %19 : i32
      %1005 = llvm.icmp "slt" %1004, %49 : i32
      %1006 = llvm.and %1005, %897 : i1
      llvm.cond_br %1006, ^bb90, ^bb91
    ^bb90:  // pred: ^bb89
      %1007 = llvm.getelementptr %55[12] : (!llvm.ptr) -> !llvm.ptr, f32
      %1008 = llvm.ptrtoint %1007 : !llvm.ptr to i64
      %1009 = llvm.inttoptr %1008 : i64 to !llvm.ptr
      %1010 = llvm.load %1009 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1011 = llvm.getelementptr %430[100608] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1012 = llvm.ptrtoint %1011 : !llvm.ptr<1> to i64
      %1013 = llvm.inttoptr %1012 : i64 to !llvm.ptr<1>
      llvm.store %1010, %1013 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      %1014 = llvm.and %1005, %905 : i1
      llvm.cond_br %1014, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %1015 = llvm.getelementptr %55[13] : (!llvm.ptr) -> !llvm.ptr, f32
      %1016 = llvm.ptrtoint %1015 : !llvm.ptr to i64
      %1017 = llvm.inttoptr %1016 : i64 to !llvm.ptr
      %1018 = llvm.load %1017 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1019 = llvm.getelementptr %430[100609] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1020 = llvm.ptrtoint %1019 : !llvm.ptr<1> to i64
      %1021 = llvm.inttoptr %1020 : i64 to !llvm.ptr<1>
      llvm.store %1018, %1021 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb93
    ^bb93:  // 2 preds: ^bb91, ^bb92
      %1022 = llvm.add %894, %13 : i32
      %1023 = llvm.icmp "slt" %1022, %49 : i32
      %1024 = llvm.and %1023, %897 : i1
      llvm.cond_br %1024, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %1025 = llvm.getelementptr %55[14] : (!llvm.ptr) -> !llvm.ptr, f32
      %1026 = llvm.ptrtoint %1025 : !llvm.ptr to i64
      %1027 = llvm.inttoptr %1026 : i64 to !llvm.ptr
      %1028 = llvm.load %1027 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1029 = llvm.getelementptr %430[108992] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1030 = llvm.ptrtoint %1029 : !llvm.ptr<1> to i64
      %1031 = llvm.inttoptr %1030 : i64 to !llvm.ptr<1>
      llvm.store %1028, %1031 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb95
    ^bb95:  // 2 preds: ^bb93, ^bb94
      %1032 = llvm.and %1023, %905 : i1
      llvm.cond_br %1032, ^bb96, ^bb97
    ^bb96:  // pred: ^bb95
      %1033 = llvm.getelementptr %55[15] : (!llvm.ptr) -> !llvm.ptr, f32
      %1034 = llvm.ptrtoint %1033 : !llvm.ptr to i64
      %1035 = llvm.inttoptr %1034 : i64 to !llvm.ptr
      %1036 = llvm.load %1035 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1037 = llvm.getelementptr %430[108993] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1038 = llvm.ptrtoint %1037 : !llvm.ptr<1> to i64
      %1039 = llvm.inttoptr %1038 : i64 to !llvm.ptr<1>
      llvm.store %1036, %1039 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb97
    ^bb97:  // 2 preds: ^bb95, ^bb96
      %1040 = llvm.add %895, %41 : i32
      %1041 = llvm.icmp "slt" %1040, %39 : i32
      %1042 = llvm.and %896, %1041 : i1
      llvm.cond_br %1042, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %1043 = llvm.getelementptr %55[16] : (!llvm.ptr) -> !llvm.ptr, f32
      %1044 = llvm.ptrtoint %1043 : !llvm.ptr to i64
      %1045 = llvm.inttoptr %1044 : i64 to !llvm.ptr
      %1046 = llvm.load %1045 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1047 = llvm.getelementptr %430[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1048 = llvm.ptrtoint %1047 : !llvm.ptr<1> to i64
      %1049 = llvm.inttoptr %1048 : i64 to !llvm.ptr<1>
      llvm.store %1046, %1049 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb99
    ^bb99:  // 2 preds: ^bb97, ^bb98
      %1050 = llvm.add %895, %12 : i32
      %1051 = llvm.icmp "slt" %1050, %39 : i32
      %1052 = llvm.and %896, %1051 : i1
      llvm.cond_br %1052, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %1053 = llvm.getelementptr %55[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %1054 = llvm.ptrtoint %1053 : !llvm.ptr to i64
      %1055 = llvm.inttoptr %1054 : i64 to !llvm.ptr
      %1056 = llvm.load %1055 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1057 = llvm.getelementptr %430[17] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1058 = llvm.ptrtoint %1057 : !llvm.ptr<1> to i64
      %1059 = llvm.inttoptr %1058 : i64 to !llvm.ptr<1>
      llvm.store %1056, %1059 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb101
    ^bb101:  // 2 preds: ^bb99, ^bb100
      %1060 = llvm.and %915, %1041 : i1
      llvm.cond_br %1060, ^bb102, ^bb103
    ^bb102:  // pred: ^bb101
      %1061 = llvm.getelementptr %55[18] : (!llvm.ptr) -> !llvm.ptr, f32
      %1062 = llvm.ptrtoint %1061 : !llvm.ptr to i64
      %1063 = llvm.inttoptr %1062 : i64 to !llvm.ptr
      %1064 = llvm.load %1063 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1065 = llvm.getelementptr %430[8400] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1066 = llvm.ptrtoint %1065 : !llvm.ptr<1> to i64
      %1067 = llvm.inttoptr %1066 : i64 to !llvm.ptr<1>
      llvm.store %1064, %1067 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb103
    ^bb103:  // 2 preds: ^bb101, ^bb102
      %1068 = llvm.and %915, %1051 : i1
      llvm.cond_br %1068, ^bb104, ^bb105
    ^bb104:  // pred: ^bb103
      %1069 = llvm.getelementptr %55[19] : (!llvm.ptr) -> !llvm.ptr, f32
      %1070 = llvm.ptrtoint %1069 : !llvm.ptr to i64
      %1071 = llvm.inttoptr %1070 : i64 to !llvm.ptr
      %1072 = llvm.load %1071 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1073 = llvm.getelementptr %430[8401] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1074 = llvm.ptrtoint %1073 : !llvm.ptr<1> to i64
      %1075 = llvm.inttoptr %1074 : i64 to !llvm.ptr<1>
      llvm.store %1072, %1075 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      %1076 = llvm.and %933, %1041 : i1
      llvm.cond_br %1076, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %1077 = llvm.getelementptr %55[20] : (!llvm.ptr) -> !llvm.ptr, f32
      %1078 = llvm.ptrtoint %1077 : !llvm.ptr to i64
      %1079 = llvm.inttoptr %1078 : i64 to !llvm.ptr
      %1080 = llvm.load %1079 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1081 = llvm.getelementptr %430[33552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1082 = llvm.ptrtoint %1081 : !llvm.ptr<1> to i64
      %1083 = llvm.inttoptr %1082 : i64 to !llvm.ptr<1>
      llvm.store %1080, %1083 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb107
    ^bb107:  // 2 preds: ^bb105, ^bb106
      %1084 = llvm.and %933, %1051 : i1
      llvm.cond_br %1084, ^bb108, ^bb109
    ^bb108:  // pred: ^bb107
      %1085 = llvm.getelementptr %55[21] : (!llvm.ptr) -> !llvm.ptr, f32
      %1086 = llvm.ptrtoint %1085 : !llvm.ptr to i64
      %1087 = llvm.inttoptr %1086 : i64 to !llvm.ptr
      %1088 = llvm.load %1087 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1089 = llvm.getelementptr %430[33553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1090 = llvm.ptrtoint %1089 : !llvm.ptr<1> to i64
      %1091 = llvm.inttoptr %1090 : i64 to !llvm.ptr<1>
      llvm.store %1088, %1091 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb109
    ^bb109:  // 2 preds: ^bb107, ^bb108
      %1092 = llvm.and %951, %1041 : i1
      llvm.cond_br %1092, ^bb110, ^bb111
    ^bb110:  // pred: ^bb109
      %1093 = llvm.getelementptr %55[22] : (!llvm.ptr) -> !llvm.ptr, f32
      %1094 = llvm.ptrtoint %1093 : !llvm.ptr to i64
      %1095 = llvm.inttoptr %1094 : i64 to !llvm.ptr
      %1096 = llvm.load %1095 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1097 = llvm.getelementptr %430[41936] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1098 = llvm.ptrtoint %1097 : !llvm.ptr<1> to i64
      %1099 = llvm.inttoptr %1098 : i64 to !llvm.ptr<1>
      llvm.store %1096, %1099 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb111
    ^bb111:  // 2 preds: ^bb109, ^bb110
      %1100 = llvm.and %951, %1051 : i1
      llvm.cond_br %1100, ^bb112, ^bb113
    ^bb112:  // pred: ^bb111
      %1101 = llvm.getelementptr %55[23] : (!llvm.ptr) -> !llvm.ptr, f32
      %1102 = llvm.ptrtoint %1101 : !llvm.ptr to i64
      %1103 = llvm.inttoptr %1102 : i64 to !llvm.ptr
      %1104 = llvm.load %1103 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1105 = llvm.getelementptr %430[41937] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1106 = llvm.ptrtoint %1105 : !llvm.ptr<1> to i64
      %1107 = llvm.inttoptr %1106 : i64 to !llvm.ptr<1>
      llvm.store %1104, %1107 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb113
    ^bb113:  // 2 preds: ^bb111, ^bb112
      %1108 = llvm.and %969, %1041 : i1
      llvm.cond_br %1108, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %1109 = llvm.getelementptr %55[24] : (!llvm.ptr) -> !llvm.ptr, f32
      %1110 = llvm.ptrtoint %1109 : !llvm.ptr to i64
      %1111 = llvm.inttoptr %1110 : i64 to !llvm.ptr
      %1112 = llvm.load %1111 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1113 = llvm.getelementptr %430[67088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1114 = llvm.ptrtoint %1113 : !llvm.ptr<1> to i64
      %1115 = llvm.inttoptr %1114 : i64 to !llvm.ptr<1>
      llvm.store %1112, %1115 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb115
    ^bb115:  // 2 preds: ^bb113, ^bb114
      %1116 = llvm.and %969, %1051 : i1
      llvm.cond_br %1116, ^bb116, ^bb117
    ^bb116:  // pred: ^bb115
      %1117 = llvm.getelementptr %55[25] : (!llvm.ptr) -> !llvm.ptr, f32
      %1118 = llvm.ptrtoint %1117 : !llvm.ptr to i64
      %1119 = llvm.inttoptr %1118 : i64 to !llvm.ptr
      %1120 = llvm.load %1119 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1121 = llvm.getelementptr %430[67089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1122 = llvm.ptrtoint %1121 : !llvm.ptr<1> to i64
      %1123 = llvm.inttoptr %1122 : i64 to !llvm.ptr<1>
      llvm.store %1120, %1123 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb117
    ^bb117:  // 2 preds: ^bb115, ^bb116
      %1124 = llvm.and %987, %1041 : i1
      llvm.cond_br %1124, ^bb118, ^bb119
    ^bb118:  // pred: ^bb117
      %1125 = llvm.getelementptr %55[26] : (!llvm.ptr) -> !llvm.ptr, f32
      %1126 = llvm.ptrtoint %1125 : !llvm.ptr to i64
      %1127 = llvm.inttoptr %1126 : i64 to !llvm.ptr
      %1128 = llvm.load %1127 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1129 = llvm.getelementptr %430[75472] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1130 = llvm.ptrtoint %1129 : !llvm.ptr<1> to i64
      %1131 = llvm.inttoptr %1130 : i64 to !llvm.ptr<1>
      llvm.store %1128, %1131 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb119
    ^bb119:  // 2 preds: ^bb117, ^bb118
      %1132 = llvm.and %987, %1051 : i1
      llvm.cond_br %1132, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %1133 = llvm.getelementptr %55[27] : (!llvm.ptr) -> !llvm.ptr, f32
      %1134 = llvm.ptrtoint %1133 : !llvm.ptr to i64
      %1135 = llvm.inttoptr %1134 : i64 to !llvm.ptr
      %1136 = llvm.load %1135 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1137 = llvm.getelementptr %430[75473] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1138 = llvm.ptrtoint %1137 : !llvm.ptr<1> to i64
      %1139 = llvm.inttoptr %1138 : i64 to !llvm.ptr<1>
      llvm.store %1136, %1139 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb121
    ^bb121:  // 2 preds: ^bb119, ^bb120
      %1140 = llvm.and %1005, %1041 : i1
      llvm.cond_br %1140, ^bb122, ^bb123
    ^bb122:  // pred: ^bb121
      %1141 = llvm.getelementptr %55[28] : (!llvm.ptr) -> !llvm.ptr, f32
      %1142 = llvm.ptrtoint %1141 : !llvm.ptr to i64
      %1143 = llvm.inttoptr %1142 : i64 to !llvm.ptr
      %1144 = llvm.load %1143 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1145 = llvm.getelementptr %430[100624] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1146 = llvm.ptrtoint %1145 : !llvm.ptr<1> to i64
      %1147 = llvm.inttoptr %1146 : i64 to !llvm.ptr<1>
      llvm.store %1144, %1147 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb123
    ^bb123:  // 2 preds: ^bb121, ^bb122
      %1148 = llvm.and %1005, %1051 : i1
      llvm.cond_br %1148, ^bb124, ^bb125
    ^bb124:  // pred: ^bb123
      %1149 = llvm.getelementptr %55[29] : (!llvm.ptr) -> !llvm.ptr, f32
      %1150 = llvm.ptrtoint %1149 : !llvm.ptr to i64
      %1151 = llvm.inttoptr %1150 : i64 to !llvm.ptr
      %1152 = llvm.load %1151 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1153 = llvm.getelementptr %430[100625] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1154 = llvm.ptrtoint %1153 : !llvm.ptr<1> to i64
      %1155 = llvm.inttoptr %1154 : i64 to !llvm.ptr<1>
      llvm.store %1152, %1155 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb125
    ^bb125:  // 2 preds: ^bb123, ^bb124
      %1156 = llvm.and %1023, %1041 : i1
      llvm.cond_br %1156, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %1157 = llvm.getelementptr %55[30] : (!llvm.ptr) -> !llvm.ptr, f32
      %1158 = llvm.ptrtoint %1157 : !llvm.ptr to i64
      %1159 = llvm.inttoptr %1158 : i64 to !llvm.ptr
      %1160 = llvm.load %1159 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1161 = llvm.getelementptr %430[109008] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1162 = llvm.ptrtoint %1161 : !llvm.ptr<1> to i64
      %1163 = llvm.inttoptr %1162 : i64 to !llvm.ptr<1>
      llvm.store %1160, %1163 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb127
    ^bb127:  // 2 preds: ^bb125, ^bb126
      %1164 = llvm.and %1023, %1051 : i1
      llvm.cond_br %1164, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %1165 = llvm.getelementptr %55[31] : (!llvm.ptr) -> !llvm.ptr, f32
      %1166 = llvm.ptrtoint %1165 : !llvm.ptr to i64
      %1167 = llvm.inttoptr %1166 : i64 to !llvm.ptr
      %1168 = llvm.load %1167 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1169 = llvm.getelementptr %430[109009] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1170 = llvm.ptrtoint %1169 : !llvm.ptr<1> to i64
      %1171 = llvm.inttoptr %1170 : i64 to !llvm.ptr<1>
      llvm.store %1168, %1171 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb129
    ^bb129:  // 2 preds: ^bb127, ^bb128
      %1172 = llvm.add %895, %37 : i32
      %1173 = llvm.icmp "slt" %1172, %39 : i32
      %1174 = llvm.and %896, %1173 : i1
      llvm.cond_br %1174, ^bb130, ^bb131
    ^bb130:  // pred: ^bb129
      %1175 = llvm.getelementptr %55[32] : (!llvm.ptr) -> !llvm.ptr, f32
      %1176 = llvm.ptrtoint %1175 : !llvm.ptr to i64
      %1177 = llvm.inttoptr %1176 : i64 to !llvm.ptr
      %1178 = llvm.load %1177 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1179 = llvm.getelementptr %430[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1180 = llvm.ptrtoint %1179 : !llvm.ptr<1> to i64
      %1181 = llvm.inttoptr %1180 : i64 to !llvm.ptr<1>
      llvm.store %1178, %1181 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb131
    ^bb131:  // 2 preds: ^bb129, ^bb130
      %1182 = llvm.add %895, %11 : i32
      %1183 = llvm.icmp "slt" %1182, %39 : i32
      %1184 = llvm.and %896, %1183 : i1
      llvm.cond_br %1184, ^bb132, ^bb133
    ^bb132:  // pred: ^bb131
      %1185 = llvm.getelementptr %55[33] : (!llvm.ptr) -> !llvm.ptr, f32
      %1186 = llvm.ptrtoint %1185 : !llvm.ptr to i64
      %1187 = llvm.inttoptr %1186 : i64 to !llvm.ptr
      %1188 = llvm.load %1187 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1189 = llvm.getelementptr %430[33] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1190 = llvm.ptrtoint %1189 : !llvm.ptr<1> to i64
      %1191 = llvm.inttoptr %1190 : i64 to !llvm.ptr<1>
      llvm.store %1188, %1191 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb133
    ^bb133:  // 2 preds: ^bb131, ^bb132
      %1192 = llvm.and %915, %1173 : i1
      llvm.cond_br %1192, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %1193 = llvm.getelementptr %55[34] : (!llvm.ptr) -> !llvm.ptr, f32
      %1194 = llvm.ptrtoint %1193 : !llvm.ptr to i64
      %1195 = llvm.inttoptr %1194 : i64 to !llvm.ptr
      %1196 = llvm.load %1195 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1197 = llvm.getelementptr %430[8416] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1198 = llvm.ptrtoint %1197 : !llvm.ptr<1> to i64
      %1199 = llvm.inttoptr %1198 : i64 to !llvm.ptr<1>
      llvm.store %1196, %1199 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb135
    ^bb135:  // 2 preds: ^bb133, ^bb134
      %1200 = llvm.and %915, %1183 : i1
      llvm.cond_br %1200, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %1201 = llvm.getelementptr %55[35] : (!llvm.ptr) -> !llvm.ptr, f32
      %1202 = llvm.ptrtoint %1201 : !llvm.ptr to i64
      %1203 = llvm.inttoptr %1202 : i64 to !llvm.ptr
      %1204 = llvm.load %1203 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1205 = llvm.getelementptr %430[8417] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1206 = llvm.ptrtoint %1205 : !llvm.ptr<1> to i64
      %1207 = llvm.inttoptr %1206 : i64 to !llvm.ptr<1>
      llvm.store %1204, %1207 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb137
    ^bb137:  // 2 preds: ^bb135, ^bb136
      %1208 = llvm.and %933, %1173 : i1
      llvm.cond_br %1208, ^bb138, ^bb139
    ^bb138:  // pred: ^bb137
      %1209 = llvm.getelementptr %55[36] : (!llvm.ptr) -> !llvm.ptr, f32
      %1210 = llvm.ptrtoint %1209 : !llvm.ptr to i64
      %1211 = llvm.inttoptr %1210 : i64 to !llvm.ptr
      %1212 = llvm.load %1211 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1213 = llvm.getelementptr %430[33568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1214 = llvm.ptrtoint %1213 : !llvm.ptr<1> to i64
      %1215 = llvm.inttoptr %1214 : i64 to !llvm.ptr<1>
      llvm.store %1212, %1215 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb139
    ^bb139:  // 2 preds: ^bb137, ^bb138
      %1216 = llvm.and %933, %1183 : i1
      llvm.cond_br %1216, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %1217 = llvm.getelementptr %55[37] : (!llvm.ptr) -> !llvm.ptr, f32
      %1218 = llvm.ptrtoint %1217 : !llvm.ptr to i64
      %1219 = llvm.inttoptr %1218 : i64 to !llvm.ptr
      %1220 = llvm.load %1219 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1221 = llvm.getelementptr %430[33569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1222 = llvm.ptrtoint %1221 : !llvm.ptr<1> to i64
      %1223 = llvm.inttoptr %1222 : i64 to !llvm.ptr<1>
      llvm.store %1220, %1223 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb141
    ^bb141:  // 2 preds: ^bb139, ^bb140
      %1224 = llvm.and %951, %1173 : i1
      llvm.cond_br %1224, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %1225 = llvm.getelementptr %55[38] : (!llvm.ptr) -> !llvm.ptr, f32
      %1226 = llvm.ptrtoint %1225 : !llvm.ptr to i64
      %1227 = llvm.inttoptr %1226 : i64 to !llvm.ptr
      %1228 = llvm.load %1227 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1229 = llvm.getelementptr %430[41952] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1230 = llvm.ptrtoint %1229 : !llvm.ptr<1> to i64
      %1231 = llvm.inttoptr %1230 : i64 to !llvm.ptr<1>
      llvm.store %1228, %1231 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb143
    ^bb143:  // 2 preds: ^bb141, ^bb142
      %1232 = llvm.and %951, %1183 : i1
      llvm.cond_br %1232, ^bb144, ^bb145
    ^bb144:  // pred: ^bb143
      %1233 = llvm.getelementptr %55[39] : (!llvm.ptr) -> !llvm.ptr, f32
      %1234 = llvm.ptrtoint %1233 : !llvm.ptr to i64
      %1235 = llvm.inttoptr %1234 : i64 to !llvm.ptr
      %1236 = llvm.load %1235 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1237 = llvm.getelementptr %430[41953] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1238 = llvm.ptrtoint %1237 : !llvm.ptr<1> to i64
      %1239 = llvm.inttoptr %1238 : i64 to !llvm.ptr<1>
      llvm.store %1236, %1239 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb145
    ^bb145:  // 2 preds: ^bb143, ^bb144
      %1240 = llvm.and %969, %1173 : i1
      llvm.cond_br %1240, ^bb146, ^bb147
    ^bb146:  // pred: ^bb145
      %1241 = llvm.getelementptr %55[40] : (!llvm.ptr) -> !llvm.ptr, f32
      %1242 = llvm.ptrtoint %1241 : !llvm.ptr to i64
      %1243 = llvm.inttoptr %1242 : i64 to !llvm.ptr
      %1244 = llvm.load %1243 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1245 = llvm.getelementptr %430[67104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1246 = llvm.ptrtoint %1245 : !llvm.ptr<1> to i64
      %1247 = llvm.inttoptr %1246 : i64 to !llvm.ptr<1>
      llvm.store %1244, %1247 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      %1248 = llvm.and %969, %1183 : i1
      llvm.cond_br %1248, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %1249 = llvm.getelementptr %55[41] : (!llvm.ptr) -> !llvm.ptr, f32
      %1250 = llvm.ptrtoint %1249 : !llvm.ptr to i64
      %1251 = llvm.inttoptr %1250 : i64 to !llvm.ptr
      %1252 = llvm.load %1251 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1253 = llvm.getelementptr %430[67105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1254 = llvm.ptrtoint %1253 : !llvm.ptr<1> to i64
      %1255 = llvm.inttoptr %1254 : i64 to !llvm.ptr<1>
      llvm.store %1252, %1255 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb149
    ^bb149:  // 2 preds: ^bb147, ^bb148
      %1256 = llvm.and %987, %1173 : i1
      llvm.cond_br %1256, ^bb150, ^bb151
    ^bb150:  // pred: ^bb149
      %1257 = llvm.getelementptr %55[42] : (!llvm.ptr) -> !llvm.ptr, f32
      %1258 = llvm.ptrtoint %1257 : !llvm.ptr to i64
      %1259 = llvm.inttoptr %1258 : i64 to !llvm.ptr
      %1260 = llvm.load %1259 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1261 = llvm.getelementptr %430[75488] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1262 = llvm.ptrtoint %1261 : !llvm.ptr<1> to i64
      %1263 = llvm.inttoptr %1262 : i64 to !llvm.ptr<1>
      llvm.store %1260, %1263 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb151
    ^bb151:  // 2 preds: ^bb149, ^bb150
      %1264 = llvm.and %987, %1183 : i1
      llvm.cond_br %1264, ^bb152, ^bb153
    ^bb152:  // pred: ^bb151
      %1265 = llvm.getelementptr %55[43] : (!llvm.ptr) -> !llvm.ptr, f32
      %1266 = llvm.ptrtoint %1265 : !llvm.ptr to i64
      %1267 = llvm.inttoptr %1266 : i64 to !llvm.ptr
      %1268 = llvm.load %1267 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1269 = llvm.getelementptr %430[75489] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1270 = llvm.ptrtoint %1269 : !llvm.ptr<1> to i64
      %1271 = llvm.inttoptr %1270 : i64 to !llvm.ptr<1>
      llvm.store %1268, %1271 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb153
    ^bb153:  // 2 preds: ^bb151, ^bb152
      %1272 = llvm.and %1005, %1173 : i1
      llvm.cond_br %1272, ^bb154, ^bb155
    ^bb154:  // pred: ^bb153
      %1273 = llvm.getelementptr %55[44] : (!llvm.ptr) -> !llvm.ptr, f32
      %1274 = llvm.ptrtoint %1273 : !llvm.ptr to i64
      %1275 = llvm.inttoptr %1274 : i64 to !llvm.ptr
      %1276 = llvm.load %1275 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1277 = llvm.getelementptr %430[100640] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1278 = llvm.ptrtoint %1277 : !llvm.ptr<1> to i64
      %1279 = llvm.inttoptr %1278 : i64 to !llvm.ptr<1>
      llvm.store %1276, %1279 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb155
    ^bb155:  // 2 preds: ^bb153, ^bb154
      %1280 = llvm.and %1005, %1183 : i1
      llvm.cond_br %1280, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %1281 = llvm.getelementptr %55[45] : (!llvm.ptr) -> !llvm.ptr, f32
      %1282 = llvm.ptrtoint %1281 : !llvm.ptr to i64
      %1283 = llvm.inttoptr %1282 : i64 to !llvm.ptr
      %1284 = llvm.load %1283 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1285 = llvm.getelementptr %430[100641] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1286 = llvm.ptrtoint %1285 : !llvm.ptr<1> to i64
      %1287 = llvm.inttoptr %1286 : i64 to !llvm.ptr<1>
      llvm.store %1284, %1287 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb157
    ^bb157:  // 2 preds: ^bb155, ^bb156
      %1288 = llvm.and %1023, %1173 : i1
      llvm.cond_br %1288, ^bb158, ^bb159
    ^bb158:  // pred: ^bb157
      %1289 = llvm.getelementptr %55[46] : (!llvm.ptr) -> !llvm.ptr, f32
      %1290 = llvm.ptrtoint %1289 : !llvm.ptr to i64
      %1291 = llvm.inttoptr %1290 : i64 to !llvm.ptr
      %1292 = llvm.load %1291 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1293 = llvm.getelementptr %430[109024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1294 = llvm.ptrtoint %1293 : !llvm.ptr<1> to i64
      %1295 = llvm.inttoptr %1294 : i64 to !llvm.ptr<1>
      llvm.store %1292, %1295 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb159
    ^bb159:  // 2 preds: ^bb157, ^bb158
      %1296 = llvm.and %1023, %1183 : i1
      llvm.cond_br %1296, ^bb160, ^bb161
    ^bb160:  // pred: ^bb159
      %1297 = llvm.getelementptr %55[47] : (!llvm.ptr) -> !llvm.ptr, f32
      %1298 = llvm.ptrtoint %1297 : !llvm.ptr to i64
      %1299 = llvm.inttoptr %1298 : i64 to !llvm.ptr
      %1300 = llvm.load %1299 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1301 = llvm.getelementptr %430[109025] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1302 = llvm.ptrtoint %1301 : !llvm.ptr<1> to i64
      %1303 = llvm.inttoptr %1302 : i64 to !llvm.ptr<1>
      llvm.store %1300, %1303 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb161
    ^bb161:  // 2 preds: ^bb159, ^bb160
      %1304 = llvm.add %895, %21 : i32
      %1305 = llvm.icmp "slt" %1304, %39 : i32
      %1306 = llvm.and %896, %1305 : i1
      llvm.cond_br %1306, ^bb162, ^bb163
    ^bb162:  // pred: ^bb161
      %1307 = llvm.getelementptr %55[48] : (!llvm.ptr) -> !llvm.ptr, f32
      %1308 = llvm.ptrtoint %1307 : !llvm.ptr to i64
      %1309 = llvm.inttoptr %1308 : i64 to !llvm.ptr
      %1310 = llvm.load %1309 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1311 = llvm.getelementptr %430[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1312 = llvm.ptrtoint %1311 : !llvm.ptr<1> to i64
      %1313 = llvm.inttoptr %1312 : i64 to !llvm.ptr<1>
      llvm.store %1310, %1313 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb163
    ^bb163:  // 2 preds: ^bb161, ^bb162
      %1314 = llvm.add %895, %10 : i32
      %1315 = llvm.icmp "slt" %1314, %39 : i32
      %1316 = llvm.and %896, %1315 : i1
      llvm.cond_br %1316, ^bb164, ^bb165
    ^bb164:  // pred: ^bb163
      %1317 = llvm.getelementptr %55[49] : (!llvm.ptr) -> !llvm.ptr, f32
      %1318 = llvm.ptrtoint %1317 : !llvm.ptr to i64
      %1319 = llvm.inttoptr %1318 : i64 to !llvm.ptr
      %1320 = llvm.load %1319 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1321 = llvm.getelementptr %430[49] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1322 = llvm.ptrtoint %1321 : !llvm.ptr<1> to i64
      %1323 = llvm.inttoptr %1322 : i64 to !llvm.ptr<1>
      llvm.store %1320, %1323 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb165
    ^bb165:  // 2 preds: ^bb163, ^bb164
      %1324 = llvm.and %915, %1305 : i1
      llvm.cond_br %1324, ^bb166, ^bb167
    ^bb166:  // pred: ^bb165
      %1325 = llvm.getelementptr %55[50] : (!llvm.ptr) -> !llvm.ptr, f32
      %1326 = llvm.ptrtoint %1325 : !llvm.ptr to i64
      %1327 = llvm.inttoptr %1326 : i64 to !llvm.ptr
      %1328 = llvm.load %1327 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1329 = llvm.getelementptr %430[8432] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1330 = llvm.ptrtoint %1329 : !llvm.ptr<1> to i64
      %1331 = llvm.inttoptr %1330 : i64 to !llvm.ptr<1>
      llvm.store %1328, %1331 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb167
    ^bb167:  // 2 preds: ^bb165, ^bb166
      %1332 = llvm.and %915, %1315 : i1
      llvm.cond_br %1332, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %1333 = llvm.getelementptr %55[51] : (!llvm.ptr) -> !llvm.ptr, f32
      %1334 = llvm.ptrtoint %1333 : !llvm.ptr to i64
      %1335 = llvm.inttoptr %1334 : i64 to !llvm.ptr
      %1336 = llvm.load %1335 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1337 = llvm.getelementptr %430[8433] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1338 = llvm.ptrtoint %1337 : !llvm.ptr<1> to i64
      %1339 = llvm.inttoptr %1338 : i64 to !llvm.ptr<1>
      llvm.store %1336, %1339 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb169
    ^bb169:  // 2 preds: ^bb167, ^bb168
      %1340 = llvm.and %933, %1305 : i1
      llvm.cond_br %1340, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %1341 = llvm.getelementptr %55[52] : (!llvm.ptr) -> !llvm.ptr, f32
      %1342 = llvm.ptrtoint %1341 : !llvm.ptr to i64
      %1343 = llvm.inttoptr %1342 : i64 to !llvm.ptr
      %1344 = llvm.load %1343 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1345 = llvm.getelementptr %430[33584] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1346 = llvm.ptrtoint %1345 : !llvm.ptr<1> to i64
      %1347 = llvm.inttoptr %1346 : i64 to !llvm.ptr<1>
      llvm.store %1344, %1347 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb171
    ^bb171:  // 2 preds: ^bb169, ^bb170
      %1348 = llvm.and %933, %1315 : i1
      llvm.cond_br %1348, ^bb172, ^bb173
    ^bb172:  // pred: ^bb171
      %1349 = llvm.getelementptr %55[53] : (!llvm.ptr) -> !llvm.ptr, f32
      %1350 = llvm.ptrtoint %1349 : !llvm.ptr to i64
      %1351 = llvm.inttoptr %1350 : i64 to !llvm.ptr
      %1352 = llvm.load %1351 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1353 = llvm.getelementptr %430[33585] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1354 = llvm.ptrtoint %1353 : !llvm.ptr<1> to i64
      %1355 = llvm.inttoptr %1354 : i64 to !llvm.ptr<1>
      llvm.store %1352, %1355 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb173
    ^bb173:  // 2 preds: ^bb171, ^bb172
      %1356 = llvm.and %951, %1305 : i1
      llvm.cond_br %1356, ^bb174, ^bb175
    ^bb174:  // pred: ^bb173
      %1357 = llvm.getelementptr %55[54] : (!llvm.ptr) -> !llvm.ptr, f32
      %1358 = llvm.ptrtoint %1357 : !llvm.ptr to i64
      %1359 = llvm.inttoptr %1358 : i64 to !llvm.ptr
      %1360 = llvm.load %1359 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1361 = llvm.getelementptr %430[41968] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1362 = llvm.ptrtoint %1361 : !llvm.ptr<1> to i64
      %1363 = llvm.inttoptr %1362 : i64 to !llvm.ptr<1>
      llvm.store %1360, %1363 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb175
    ^bb175:  // 2 preds: ^bb173, ^bb174
      %1364 = llvm.and %951, %1315 : i1
      llvm.cond_br %1364, ^bb176, ^bb177
    ^bb176:  // pred: ^bb175
      %1365 = llvm.getelementptr %55[55] : (!llvm.ptr) -> !llvm.ptr, f32
      %1366 = llvm.ptrtoint %1365 : !llvm.ptr to i64
      %1367 = llvm.inttoptr %1366 : i64 to !llvm.ptr
      %1368 = llvm.load %1367 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1369 = llvm.getelementptr %430[41969] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1370 = llvm.ptrtoint %1369 : !llvm.ptr<1> to i64
      %1371 = llvm.inttoptr %1370 : i64 to !llvm.ptr<1>
      llvm.store %1368, %1371 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb177
    ^bb177:  // 2 preds: ^bb175, ^bb176
      %1372 = llvm.and %969, %1305 : i1
      llvm.cond_br %1372, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %1373 = llvm.getelementptr %55[56] : (!llvm.ptr) -> !llvm.ptr, f32
      %1374 = llvm.ptrtoint %1373 : !llvm.ptr to i64
      %1375 = llvm.inttoptr %1374 : i64 to !llvm.ptr
      %1376 = llvm.load %1375 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1377 = llvm.getelementptr %430[67120] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1378 = llvm.ptrtoint %1377 : !llvm.ptr<1> to i64
      %1379 = llvm.inttoptr %1378 : i64 to !llvm.ptr<1>
      llvm.store %1376, %1379 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb179
    ^bb179:  // 2 preds: ^bb177, ^bb178
      %1380 = llvm.and %969, %1315 : i1
      llvm.cond_br %1380, ^bb180, ^bb181
    ^bb180:  // pred: ^bb179
      %1381 = llvm.getelementptr %55[57] : (!llvm.ptr) -> !llvm.ptr, f32
      %1382 = llvm.ptrtoint %1381 : !llvm.ptr to i64
      %1383 = llvm.inttoptr %1382 : i64 to !llvm.ptr
      %1384 = llvm.load %1383 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1385 = llvm.getelementptr %430[67121] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1386 = llvm.ptrtoint %1385 : !llvm.ptr<1> to i64
      %1387 = llvm.inttoptr %1386 : i64 to !llvm.ptr<1>
      llvm.store %1384, %1387 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb181
    ^bb181:  // 2 preds: ^bb179, ^bb180
      %1388 = llvm.and %987, %1305 : i1
      llvm.cond_br %1388, ^bb182, ^bb183
    ^bb182:  // pred: ^bb181
      %1389 = llvm.getelementptr %55[58] : (!llvm.ptr) -> !llvm.ptr, f32
      %1390 = llvm.ptrtoint %1389 : !llvm.ptr to i64
      %1391 = llvm.inttoptr %1390 : i64 to !llvm.ptr
      %1392 = llvm.load %1391 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1393 = llvm.getelementptr %430[75504] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1394 = llvm.ptrtoint %1393 : !llvm.ptr<1> to i64
      %1395 = llvm.inttoptr %1394 : i64 to !llvm.ptr<1>
      llvm.store %1392, %1395 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb183
    ^bb183:  // 2 preds: ^bb181, ^bb182
      %1396 = llvm.and %987, %1315 : i1
      llvm.cond_br %1396, ^bb184, ^bb185
    ^bb184:  // pred: ^bb183
      %1397 = llvm.getelementptr %55[59] : (!llvm.ptr) -> !llvm.ptr, f32
      %1398 = llvm.ptrtoint %1397 : !llvm.ptr to i64
      %1399 = llvm.inttoptr %1398 : i64 to !llvm.ptr
      %1400 = llvm.load %1399 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1401 = llvm.getelementptr %430[75505] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1402 = llvm.ptrtoint %1401 : !llvm.ptr<1> to i64
      %1403 = llvm.inttoptr %1402 : i64 to !llvm.ptr<1>
      llvm.store %1400, %1403 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb185
    ^bb185:  // 2 preds: ^bb183, ^bb184
      %1404 = llvm.and %1005, %1305 : i1
      llvm.cond_br %1404, ^bb186, ^bb187
    ^bb186:  // pred: ^bb185
      %1405 = llvm.getelementptr %55[60] : (!llvm.ptr) -> !llvm.ptr, f32
      %1406 = llvm.ptrtoint %1405 : !llvm.ptr to i64
      %1407 = llvm.inttoptr %1406 : i64 to !llvm.ptr
      %1408 = llvm.load %1407 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1409 = llvm.getelementptr %430[100656] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1410 = llvm.ptrtoint %1409 : !llvm.ptr<1> to i64
      %1411 = llvm.inttoptr %1410 : i64 to !llvm.ptr<1>
      llvm.store %1408, %1411 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb187
    ^bb187:  // 2 preds: ^bb185, ^bb186
      %1412 = llvm.and %1005, %1315 : i1
      llvm.cond_br %1412, ^bb188, ^bb189
    ^bb188:  // pred: ^bb187
      %1413 = llvm.getelementptr %55[61] : (!llvm.ptr) -> !llvm.ptr, f32
      %1414 = llvm.ptrtoint %1413 : !llvm.ptr to i64
      %1415 = llvm.inttoptr %1414 : i64 to !llvm.ptr
      %1416 = llvm.load %1415 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1417 = llvm.getelementptr %430[100657] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1418 = llvm.ptrtoint %1417 : !llvm.ptr<1> to i64
      %1419 = llvm.inttoptr %1418 : i64 to !llvm.ptr<1>
      llvm.store %1416, %1419 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb189
    ^bb189:  // 2 preds: ^bb187, ^bb188
      %1420 = llvm.and %1023, %1305 : i1
      llvm.cond_br %1420, ^bb190, ^bb191
    ^bb190:  // pred: ^bb189
      %1421 = llvm.getelementptr %55[62] : (!llvm.ptr) -> !llvm.ptr, f32
      %1422 = llvm.ptrtoint %1421 : !llvm.ptr to i64
      %1423 = llvm.inttoptr %1422 : i64 to !llvm.ptr
      %1424 = llvm.load %1423 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1425 = llvm.getelementptr %430[109040] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1426 = llvm.ptrtoint %1425 : !llvm.ptr<1> to i64
      %1427 = llvm.inttoptr %1426 : i64 to !llvm.ptr<1>
      llvm.store %1424, %1427 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb191
    ^bb191:  // 2 preds: ^bb189, ^bb190
      %1428 = llvm.and %1023, %1315 : i1
      llvm.cond_br %1428, ^bb192, ^bb193
    ^bb192:  // pred: ^bb191
      %1429 = llvm.getelementptr %55[63] : (!llvm.ptr) -> !llvm.ptr, f32
      %1430 = llvm.ptrtoint %1429 : !llvm.ptr to i64
      %1431 = llvm.inttoptr %1430 : i64 to !llvm.ptr
      %1432 = llvm.load %1431 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1433 = llvm.getelementptr %430[109041] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1434 = llvm.ptrtoint %1433 : !llvm.ptr<1> to i64
      %1435 = llvm.inttoptr %1434 : i64 to !llvm.ptr<1>
      llvm.store %1432, %1435 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb193
    ^bb193:  // 2 preds: ^bb191, ^bb192
      %1436 = llvm.add %895, %33 : i32
      %1437 = llvm.icmp "slt" %1436, %39 : i32
      %1438 = llvm.and %896, %1437 : i1
      llvm.cond_br %1438, ^bb194, ^bb195
    ^bb194:  // pred: ^bb193
      %1439 = llvm.getelementptr %55[64] : (!llvm.ptr) -> !llvm.ptr, f32
      %1440 = llvm.ptrtoint %1439 : !llvm.ptr to i64
      %1441 = llvm.inttoptr %1440 : i64 to !llvm.ptr
      %1442 = llvm.load %1441 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1443 = llvm.getelementptr %430[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1444 = llvm.ptrtoint %1443 : !llvm.ptr<1> to i64
      %1445 = llvm.inttoptr %1444 : i64 to !llvm.ptr<1>
      llvm.store %1442, %1445 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb195
    ^bb195:  // 2 preds: ^bb193, ^bb194
      %1446 = llvm.add %895, %9 : i32
      %1447 = llvm.icmp "slt" %1446, %39 : i32
      %1448 = llvm.and %896, %1447 : i1
      llvm.cond_br %1448, ^bb196, ^bb197
    ^bb196:  // pred: ^bb195
      %1449 = llvm.getelementptr %55[65] : (!llvm.ptr) -> !llvm.ptr, f32
      %1450 = llvm.ptrtoint %1449 : !llvm.ptr to i64
      %1451 = llvm.inttoptr %1450 : i64 to !llvm.ptr
      %1452 = llvm.load %1451 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1453 = llvm.getelementptr %430[65] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1454 = llvm.ptrtoint %1453 : !llvm.ptr<1> to i64
      %1455 = llvm.inttoptr %1454 : i64 to !llvm.ptr<1>
      llvm.store %1452, %1455 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb197
    ^bb197:  // 2 preds: ^bb195, ^bb196
      %1456 = llvm.and %915, %1437 : i1
      llvm.cond_br %1456, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      %1457 = llvm.getelementptr %55[66] : (!llvm.ptr) -> !llvm.ptr, f32
      %1458 = llvm.ptrtoint %1457 : !llvm.ptr to i64
      %1459 = llvm.inttoptr %1458 : i64 to !llvm.ptr
      %1460 = llvm.load %1459 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1461 = llvm.getelementptr %430[8448] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1462 = llvm.ptrtoint %1461 : !llvm.ptr<1> to i64
      %1463 = llvm.inttoptr %1462 : i64 to !llvm.ptr<1>
      llvm.store %1460, %1463 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb199
    ^bb199:  // 2 preds: ^bb197, ^bb198
      %1464 = llvm.and %915, %1447 : i1
      llvm.cond_br %1464, ^bb200, ^bb201
    ^bb200:  // pred: ^bb199
      %1465 = llvm.getelementptr %55[67] : (!llvm.ptr) -> !llvm.ptr, f32
      %1466 = llvm.ptrtoint %1465 : !llvm.ptr to i64
      %1467 = llvm.inttoptr %1466 : i64 to !llvm.ptr
      %1468 = llvm.load %1467 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1469 = llvm.getelementptr %430[8449] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1470 = llvm.ptrtoint %1469 : !llvm.ptr<1> to i64
      %1471 = llvm.inttoptr %1470 : i64 to !llvm.ptr<1>
      llvm.store %1468, %1471 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb201
    ^bb201:  // 2 preds: ^bb199, ^bb200
      %1472 = llvm.and %933, %1437 : i1
      llvm.cond_br %1472, ^bb202, ^bb203
    ^bb202:  // pred: ^bb201
      %1473 = llvm.getelementptr %55[68] : (!llvm.ptr) -> !llvm.ptr, f32
      %1474 = llvm.ptrtoint %1473 : !llvm.ptr to i64
      %1475 = llvm.inttoptr %1474 : i64 to !llvm.ptr
      %1476 = llvm.load %1475 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1477 = llvm.getelementptr %430[33600] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1478 = llvm.ptrtoint %1477 : !llvm.ptr<1> to i64
      %1479 = llvm.inttoptr %1478 : i64 to !llvm.ptr<1>
      llvm.store %1476, %1479 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb203
    ^bb203:  // 2 preds: ^bb201, ^bb202
      %1480 = llvm.and %933, %1447 : i1
      llvm.cond_br %1480, ^bb204, ^bb205
    ^bb204:  // pred: ^bb203
      %1481 = llvm.getelementptr %55[69] : (!llvm.ptr) -> !llvm.ptr, f32
      %1482 = llvm.ptrtoint %1481 : !llvm.ptr to i64
      %1483 = llvm.inttoptr %1482 : i64 to !llvm.ptr
      %1484 = llvm.load %1483 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1485 = llvm.getelementptr %430[33601] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1486 = llvm.ptrtoint %1485 : !llvm.ptr<1> to i64
      %1487 = llvm.inttoptr %1486 : i64 to !llvm.ptr<1>
      llvm.store %1484, %1487 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb205
    ^bb205:  // 2 preds: ^bb203, ^bb204
      %1488 = llvm.and %951, %1437 : i1
      llvm.cond_br %1488, ^bb206, ^bb207
    ^bb206:  // pred: ^bb205
      %1489 = llvm.getelementptr %55[70] : (!llvm.ptr) -> !llvm.ptr, f32
      %1490 = llvm.ptrtoint %1489 : !llvm.ptr to i64
      %1491 = llvm.inttoptr %1490 : i64 to !llvm.ptr
      %1492 = llvm.load %1491 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1493 = llvm.getelementptr %430[41984] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1494 = llvm.ptrtoint %1493 : !llvm.ptr<1> to i64
      %1495 = llvm.inttoptr %1494 : i64 to !llvm.ptr<1>
      llvm.store %1492, %1495 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb207
    ^bb207:  // 2 preds: ^bb205, ^bb206
      %1496 = llvm.and %951, %1447 : i1
      llvm.cond_br %1496, ^bb208, ^bb209
    ^bb208:  // pred: ^bb207
      %1497 = llvm.getelementptr %55[71] : (!llvm.ptr) -> !llvm.ptr, f32
      %1498 = llvm.ptrtoint %1497 : !llvm.ptr to i64
      %1499 = llvm.inttoptr %1498 : i64 to !llvm.ptr
      %1500 = llvm.load %1499 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1501 = llvm.getelementptr %430[41985] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1502 = llvm.ptrtoint %1501 : !llvm.ptr<1> to i64
      %1503 = llvm.inttoptr %1502 : i64 to !llvm.ptr<1>
      llvm.store %1500, %1503 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb209
    ^bb209:  // 2 preds: ^bb207, ^bb208
      %1504 = llvm.and %969, %1437 : i1
      llvm.cond_br %1504, ^bb210, ^bb211
    ^bb210:  // pred: ^bb209
      %1505 = llvm.getelementptr %55[72] : (!llvm.ptr) -> !llvm.ptr, f32
      %1506 = llvm.ptrtoint %1505 : !llvm.ptr to i64
      %1507 = llvm.inttoptr %1506 : i64 to !llvm.ptr
      %1508 = llvm.load %1507 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1509 = llvm.getelementptr %430[67136] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1510 = llvm.ptrtoint %1509 : !llvm.ptr<1> to i64
      %1511 = llvm.inttoptr %1510 : i64 to !llvm.ptr<1>
      llvm.store %1508, %1511 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb211
    ^bb211:  // 2 preds: ^bb209, ^bb210
      %1512 = llvm.and %969, %1447 : i1
      llvm.cond_br %1512, ^bb212, ^bb213
    ^bb212:  // pred: ^bb211
      %1513 = llvm.getelementptr %55[73] : (!llvm.ptr) -> !llvm.ptr, f32
      %1514 = llvm.ptrtoint %1513 : !llvm.ptr to i64
      %1515 = llvm.inttoptr %1514 : i64 to !llvm.ptr
      %1516 = llvm.load %1515 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1517 = llvm.getelementptr %430[67137] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1518 = llvm.ptrtoint %1517 : !llvm.ptr<1> to i64
      %1519 = llvm.inttoptr %1518 : i64 to !llvm.ptr<1>
      llvm.store %1516, %1519 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb213
    ^bb213:  // 2 preds: ^bb211, ^bb212
      %1520 = llvm.and %987, %1437 : i1
      llvm.cond_br %1520, ^bb214, ^bb215
    ^bb214:  // pred: ^bb213
      %1521 = llvm.getelementptr %55[74] : (!llvm.ptr) -> !llvm.ptr, f32
      %1522 = llvm.ptrtoint %1521 : !llvm.ptr to i64
      %1523 = llvm.inttoptr %1522 : i64 to !llvm.ptr
      %1524 = llvm.load %1523 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1525 = llvm.getelementptr %430[75520] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1526 = llvm.ptrtoint %1525 : !llvm.ptr<1> to i64
      %1527 = llvm.inttoptr %1526 : i64 to !llvm.ptr<1>
      llvm.store %1524, %1527 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb215
    ^bb215:  // 2 preds: ^bb213, ^bb214
      %1528 = llvm.and %987, %1447 : i1
      llvm.cond_br %1528, ^bb216, ^bb217
    ^bb216:  // pred: ^bb215
      %1529 = llvm.getelementptr %55[75] : (!llvm.ptr) -> !llvm.ptr, f32
      %1530 = llvm.ptrtoint %1529 : !llvm.ptr to i64
      %1531 = llvm.inttoptr %1530 : i64 to !llvm.ptr
      %1532 = llvm.load %1531 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1533 = llvm.getelementptr %430[75521] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1534 = llvm.ptrtoint %1533 : !llvm.ptr<1> to i64
      %1535 = llvm.inttoptr %1534 : i64 to !llvm.ptr<1>
      llvm.store %1532, %1535 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb217
    ^bb217:  // 2 preds: ^bb215, ^bb216
      %1536 = llvm.and %1005, %1437 : i1
      llvm.cond_br %1536, ^bb218, ^bb219
    ^bb218:  // pred: ^bb217
      %1537 = llvm.getelementptr %55[76] : (!llvm.ptr) -> !llvm.ptr, f32
      %1538 = llvm.ptrtoint %1537 : !llvm.ptr to i64
      %1539 = llvm.inttoptr %1538 : i64 to !llvm.ptr
      %1540 = llvm.load %1539 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1541 = llvm.getelementptr %430[100672] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1542 = llvm.ptrtoint %1541 : !llvm.ptr<1> to i64
      %1543 = llvm.inttoptr %1542 : i64 to !llvm.ptr<1>
      llvm.store %1540, %1543 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb219
    ^bb219:  // 2 preds: ^bb217, ^bb218
      %1544 = llvm.and %1005, %1447 : i1
      llvm.cond_br %1544, ^bb220, ^bb221
    ^bb220:  // pred: ^bb219
      %1545 = llvm.getelementptr %55[77] : (!llvm.ptr) -> !llvm.ptr, f32
      %1546 = llvm.ptrtoint %1545 : !llvm.ptr to i64
      %1547 = llvm.inttoptr %1546 : i64 to !llvm.ptr
      %1548 = llvm.load %1547 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1549 = llvm.getelementptr %430[100673] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1550 = llvm.ptrtoint %1549 : !llvm.ptr<1> to i64
      %1551 = llvm.inttoptr %1550 : i64 to !llvm.ptr<1>
      llvm.store %1548, %1551 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb221
    ^bb221:  // 2 preds: ^bb219, ^bb220
      %1552 = llvm.and %1023, %1437 : i1
      llvm.cond_br %1552, ^bb222, ^bb223
    ^bb222:  // pred: ^bb221
      %1553 = llvm.getelementptr %55[78] : (!llvm.ptr) -> !llvm.ptr, f32
      %1554 = llvm.ptrtoint %1553 : !llvm.ptr to i64
      %1555 = llvm.inttoptr %1554 : i64 to !llvm.ptr
      %1556 = llvm.load %1555 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1557 = llvm.getelementptr %430[109056] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1558 = llvm.ptrtoint %1557 : !llvm.ptr<1> to i64
      %1559 = llvm.inttoptr %1558 : i64 to !llvm.ptr<1>
      llvm.store %1556, %1559 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb223
    ^bb223:  // 2 preds: ^bb221, ^bb222
      %1560 = llvm.and %1023, %1447 : i1
      llvm.cond_br %1560, ^bb224, ^bb225
    ^bb224:  // pred: ^bb223
      %1561 = llvm.getelementptr %55[79] : (!llvm.ptr) -> !llvm.ptr, f32
      %1562 = llvm.ptrtoint %1561 : !llvm.ptr to i64
      %1563 = llvm.inttoptr %1562 : i64 to !llvm.ptr
      %1564 = llvm.load %1563 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1565 = llvm.getelementptr %430[109057] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1566 = llvm.ptrtoint %1565 : !llvm.ptr<1> to i64
      %1567 = llvm.inttoptr %1566 : i64 to !llvm.ptr<1>
      llvm.store %1564, %1567 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb225
    ^bb225:  // 2 preds: ^bb223, ^bb224
      %1568 = llvm.add %895, %20 : i32
      %1569 = llvm.icmp "slt" %1568, %39 : i32
      %1570 = llvm.and %896, %1569 : i1
      llvm.cond_br %1570, ^bb226, ^bb227
    ^bb226:  // pred: ^bb225
      %1571 = llvm.getelementptr %55[80] : (!llvm.ptr) -> !llvm.ptr, f32
      %1572 = llvm.ptrtoint %1571 : !llvm.ptr to i64
      %1573 = llvm.inttoptr %1572 : i64 to !llvm.ptr
      %1574 = llvm.load %1573 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1575 = llvm.getelementptr %430[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1576 = llvm.ptrtoint %1575 : !llvm.ptr<1> to i64
      %1577 = llvm.inttoptr %1576 : i64 to !llvm.ptr<1>
      llvm.store %1574, %1577 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb227
    ^bb227:  // 2 preds: ^bb225, ^bb226
      %1578 = llvm.add %895, %8 : i32
      %1579 = llvm.icmp "slt" %1578, %39 : i32
      %1580 = llvm.and %896, %1579 : i1
      llvm.cond_br %1580, ^bb228, ^bb229
    ^bb228:  // pred: ^bb227
      %1581 = llvm.getelementptr %55[81] : (!llvm.ptr) -> !llvm.ptr, f32
      %1582 = llvm.ptrtoint %1581 : !llvm.ptr to i64
      %1583 = llvm.inttoptr %1582 : i64 to !llvm.ptr
      %1584 = llvm.load %1583 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1585 = llvm.getelementptr %430[81] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1586 = llvm.ptrtoint %1585 : !llvm.ptr<1> to i64
      %1587 = llvm.inttoptr %1586 : i64 to !llvm.ptr<1>
      llvm.store %1584, %1587 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb229
    ^bb229:  // 2 preds: ^bb227, ^bb228
      %1588 = llvm.and %915, %1569 : i1
      llvm.cond_br %1588, ^bb230, ^bb231
    ^bb230:  // pred: ^bb229
      %1589 = llvm.getelementptr %55[82] : (!llvm.ptr) -> !llvm.ptr, f32
      %1590 = llvm.ptrtoint %1589 : !llvm.ptr to i64
      %1591 = llvm.inttoptr %1590 : i64 to !llvm.ptr
      %1592 = llvm.load %1591 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1593 = llvm.getelementptr %430[8464] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1594 = llvm.ptrtoint %1593 : !llvm.ptr<1> to i64
      %1595 = llvm.inttoptr %1594 : i64 to !llvm.ptr<1>
      llvm.store %1592, %1595 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb231
    ^bb231:  // 2 preds: ^bb229, ^bb230
      %1596 = llvm.and %915, %1579 : i1
      llvm.cond_br %1596, ^bb232, ^bb233
    ^bb232:  // pred: ^bb231
      %1597 = llvm.getelementptr %55[83] : (!llvm.ptr) -> !llvm.ptr, f32
      %1598 = llvm.ptrtoint %1597 : !llvm.ptr to i64
      %1599 = llvm.inttoptr %1598 : i64 to !llvm.ptr
      %1600 = llvm.load %1599 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1601 = llvm.getelementptr %430[8465] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1602 = llvm.ptrtoint %1601 : !llvm.ptr<1> to i64
      %1603 = llvm.inttoptr %1602 : i64 to !llvm.ptr<1>
      llvm.store %1600, %1603 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb233
    ^bb233:  // 2 preds: ^bb231, ^bb232
      %1604 = llvm.and %933, %1569 : i1
      llvm.cond_br %1604, ^bb234, ^bb235
    ^bb234:  // pred: ^bb233
      %1605 = llvm.getelementptr %55[84] : (!llvm.ptr) -> !llvm.ptr, f32
      %1606 = llvm.ptrtoint %1605 : !llvm.ptr to i64
      %1607 = llvm.inttoptr %1606 : i64 to !llvm.ptr
      %1608 = llvm.load %1607 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1609 = llvm.getelementptr %430[33616] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1610 = llvm.ptrtoint %1609 : !llvm.ptr<1> to i64
      %1611 = llvm.inttoptr %1610 : i64 to !llvm.ptr<1>
      llvm.store %1608, %1611 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb235
    ^bb235:  // 2 preds: ^bb233, ^bb234
      %1612 = llvm.and %933, %1579 : i1
      llvm.cond_br %1612, ^bb236, ^bb237
    ^bb236:  // pred: ^bb235
      %1613 = llvm.getelementptr %55[85] : (!llvm.ptr) -> !llvm.ptr, f32
      %1614 = llvm.ptrtoint %1613 : !llvm.ptr to i64
      %1615 = llvm.inttoptr %1614 : i64 to !llvm.ptr
      %1616 = llvm.load %1615 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1617 = llvm.getelementptr %430[33617] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1618 = llvm.ptrtoint %1617 : !llvm.ptr<1> to i64
      %1619 = llvm.inttoptr %1618 : i64 to !llvm.ptr<1>
      llvm.store %1616, %1619 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb237
    ^bb237:  // 2 preds: ^bb235, ^bb236
      %1620 = llvm.and %951, %1569 : i1
      llvm.cond_br %1620, ^bb238, ^bb239
    ^bb238:  // pred: ^bb237
      %1621 = llvm.getelementptr %55[86] : (!llvm.ptr) -> !llvm.ptr, f32
      %1622 = llvm.ptrtoint %1621 : !llvm.ptr to i64
      %1623 = llvm.inttoptr %1622 : i64 to !llvm.ptr
      %1624 = llvm.load %1623 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1625 = llvm.getelementptr %430[42000] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1626 = llvm.ptrtoint %1625 : !llvm.ptr<1> to i64
      %1627 = llvm.inttoptr %1626 : i64 to !llvm.ptr<1>
      llvm.store %1624, %1627 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb239
    ^bb239:  // 2 preds: ^bb237, ^bb238
      %1628 = llvm.and %951, %1579 : i1
      llvm.cond_br %1628, ^bb240, ^bb241
    ^bb240:  // pred: ^bb239
      %1629 = llvm.getelementptr %55[87] : (!llvm.ptr) -> !llvm.ptr, f32
      %1630 = llvm.ptrtoint %1629 : !llvm.ptr to i64
      %1631 = llvm.inttoptr %1630 : i64 to !llvm.ptr
      %1632 = llvm.load %1631 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1633 = llvm.getelementptr %430[42001] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1634 = llvm.ptrtoint %1633 : !llvm.ptr<1> to i64
      %1635 = llvm.inttoptr %1634 : i64 to !llvm.ptr<1>
      llvm.store %1632, %1635 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb241
    ^bb241:  // 2 preds: ^bb239, ^bb240
      %1636 = llvm.and %969, %1569 : i1
      llvm.cond_br %1636, ^bb242, ^bb243
    ^bb242:  // pred: ^bb241
      %1637 = llvm.getelementptr %55[88] : (!llvm.ptr) -> !llvm.ptr, f32
      %1638 = llvm.ptrtoint %1637 : !llvm.ptr to i64
      %1639 = llvm.inttoptr %1638 : i64 to !llvm.ptr
      %1640 = llvm.load %1639 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1641 = llvm.getelementptr %430[67152] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1642 = llvm.ptrtoint %1641 : !llvm.ptr<1> to i64
      %1643 = llvm.inttoptr %1642 : i64 to !llvm.ptr<1>
      llvm.store %1640, %1643 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb243
    ^bb243:  // 2 preds: ^bb241, ^bb242
      %1644 = llvm.and %969, %1579 : i1
      llvm.cond_br %1644, ^bb244, ^bb245
    ^bb244:  // pred: ^bb243
      %1645 = llvm.getelementptr %55[89] : (!llvm.ptr) -> !llvm.ptr, f32
      %1646 = llvm.ptrtoint %1645 : !llvm.ptr to i64
      %1647 = llvm.inttoptr %1646 : i64 to !llvm.ptr
      %1648 = llvm.load %1647 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1649 = llvm.getelementptr %430[67153] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1650 = llvm.ptrtoint %1649 : !llvm.ptr<1> to i64
      %1651 = llvm.inttoptr %1650 : i64 to !llvm.ptr<1>
      llvm.store %1648, %1651 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb245
    ^bb245:  // 2 preds: ^bb243, ^bb244
      %1652 = llvm.and %987, %1569 : i1
      llvm.cond_br %1652, ^bb246, ^bb247
    ^bb246:  // pred: ^bb245
      %1653 = llvm.getelementptr %55[90] : (!llvm.ptr) -> !llvm.ptr, f32
      %1654 = llvm.ptrtoint %1653 : !llvm.ptr to i64
      %1655 = llvm.inttoptr %1654 : i64 to !llvm.ptr
      %1656 = llvm.load %1655 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1657 = llvm.getelementptr %430[75536] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1658 = llvm.ptrtoint %1657 : !llvm.ptr<1> to i64
      %1659 = llvm.inttoptr %1658 : i64 to !llvm.ptr<1>
      llvm.store %1656, %1659 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb247
    ^bb247:  // 2 preds: ^bb245, ^bb246
      %1660 = llvm.and %987, %1579 : i1
      llvm.cond_br %1660, ^bb248, ^bb249
    ^bb248:  // pred: ^bb247
      %1661 = llvm.getelementptr %55[91] : (!llvm.ptr) -> !llvm.ptr, f32
      %1662 = llvm.ptrtoint %1661 : !llvm.ptr to i64
      %1663 = llvm.inttoptr %1662 : i64 to !llvm.ptr
      %1664 = llvm.load %1663 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1665 = llvm.getelementptr %430[75537] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1666 = llvm.ptrtoint %1665 : !llvm.ptr<1> to i64
      %1667 = llvm.inttoptr %1666 : i64 to !llvm.ptr<1>
      llvm.store %1664, %1667 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb249
    ^bb249:  // 2 preds: ^bb247, ^bb248
      %1668 = llvm.and %1005, %1569 : i1
      llvm.cond_br %1668, ^bb250, ^bb251
    ^bb250:  // pred: ^bb249
      %1669 = llvm.getelementptr %55[92] : (!llvm.ptr) -> !llvm.ptr, f32
      %1670 = llvm.ptrtoint %1669 : !llvm.ptr to i64
      %1671 = llvm.inttoptr %1670 : i64 to !llvm.ptr
      %1672 = llvm.load %1671 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1673 = llvm.getelementptr %430[100688] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1674 = llvm.ptrtoint %1673 : !llvm.ptr<1> to i64
      %1675 = llvm.inttoptr %1674 : i64 to !llvm.ptr<1>
      llvm.store %1672, %1675 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb251
    ^bb251:  // 2 preds: ^bb249, ^bb250
      %1676 = llvm.and %1005, %1579 : i1
      llvm.cond_br %1676, ^bb252, ^bb253
    ^bb252:  // pred: ^bb251
      %1677 = llvm.getelementptr %55[93] : (!llvm.ptr) -> !llvm.ptr, f32
      %1678 = llvm.ptrtoint %1677 : !llvm.ptr to i64
      %1679 = llvm.inttoptr %1678 : i64 to !llvm.ptr
      %1680 = llvm.load %1679 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1681 = llvm.getelementptr %430[100689] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1682 = llvm.ptrtoint %1681 : !llvm.ptr<1> to i64
      %1683 = llvm.inttoptr %1682 : i64 to !llvm.ptr<1>
      llvm.store %1680, %1683 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb253
    ^bb253:  // 2 preds: ^bb251, ^bb252
      %1684 = llvm.and %1023, %1569 : i1
      llvm.cond_br %1684, ^bb254, ^bb255
    ^bb254:  // pred: ^bb253
      %1685 = llvm.getelementptr %55[94] : (!llvm.ptr) -> !llvm.ptr, f32
      %1686 = llvm.ptrtoint %1685 : !llvm.ptr to i64
      %1687 = llvm.inttoptr %1686 : i64 to !llvm.ptr
      %1688 = llvm.load %1687 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1689 = llvm.getelementptr %430[109072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1690 = llvm.ptrtoint %1689 : !llvm.ptr<1> to i64
      %1691 = llvm.inttoptr %1690 : i64 to !llvm.ptr<1>
      llvm.store %1688, %1691 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb255
    ^bb255:  // 2 preds: ^bb253, ^bb254
      %1692 = llvm.and %1023, %1579 : i1
      llvm.cond_br %1692, ^bb256, ^bb257
    ^bb256:  // pred: ^bb255
      %1693 = llvm.getelementptr %55[95] : (!llvm.ptr) -> !llvm.ptr, f32
      %1694 = llvm.ptrtoint %1693 : !llvm.ptr to i64
      %1695 = llvm.inttoptr %1694 : i64 to !llvm.ptr
      %1696 = llvm.load %1695 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1697 = llvm.getelementptr %430[109073] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1698 = llvm.ptrtoint %1697 : !llvm.ptr<1> to i64
      %1699 = llvm.inttoptr %1698 : i64 to !llvm.ptr<1>
      llvm.store %1696, %1699 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb257
    ^bb257:  // 2 preds: ^bb255, ^bb256
      %1700 = llvm.add %895, %19 : i32
      %1701 = llvm.icmp "slt" %1700, %39 : i32
      %1702 = llvm.and %896, %1701 : i1
      llvm.cond_br %1702, ^bb258, ^bb259
    ^bb258:  // pred: ^bb257
      %1703 = llvm.getelementptr %55[96] : (!llvm.ptr) -> !llvm.ptr, f32
      %1704 = llvm.ptrtoint %1703 : !llvm.ptr to i64
      %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr
      %1706 = llvm.load %1705 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1707 = llvm.getelementptr %430[96] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1708 = llvm.ptrtoint %1707 : !llvm.ptr<1> to i64
      %1709 = llvm.inttoptr %1708 : i64 to !llvm.ptr<1>
      llvm.store %1706, %1709 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb259
    ^bb259:  // 2 preds: ^bb257, ^bb258
      %1710 = llvm.add %895, %7 : i32
      %1711 = llvm.icmp "slt" %1710, %39 : i32
      %1712 = llvm.and %896, %1711 : i1
      llvm.cond_br %1712, ^bb260, ^bb261
    ^bb260:  // pred: ^bb259
      %1713 = llvm.getelementptr %55[97] : (!llvm.ptr) -> !llvm.ptr, f32
      %1714 = llvm.ptrtoint %1713 : !llvm.ptr to i64
      %1715 = llvm.inttoptr %1714 : i64 to !llvm.ptr
      %1716 = llvm.load %1715 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1717 = llvm.getelementptr %430[97] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1718 = llvm.ptrtoint %1717 : !llvm.ptr<1> to i64
      %1719 = llvm.inttoptr %1718 : i64 to !llvm.ptr<1>
      llvm.store %1716, %1719 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb261
    ^bb261:  // 2 preds: ^bb259, ^bb260
      %1720 = llvm.and %915, %1701 : i1
      llvm.cond_br %1720, ^bb262, ^bb263
    ^bb262:  // pred: ^bb261
      %1721 = llvm.getelementptr %55[98] : (!llvm.ptr) -> !llvm.ptr, f32
      %1722 = llvm.ptrtoint %1721 : !llvm.ptr to i64
      %1723 = llvm.inttoptr %1722 : i64 to !llvm.ptr
      %1724 = llvm.load %1723 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1725 = llvm.getelementptr %430[8480] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1726 = llvm.ptrtoint %1725 : !llvm.ptr<1> to i64
      %1727 = llvm.inttoptr %1726 : i64 to !llvm.ptr<1>
      llvm.store %1724, %1727 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb263
    ^bb263:  // 2 preds: ^bb261, ^bb262
      %1728 = llvm.and %915, %1711 : i1
      llvm.cond_br %1728, ^bb264, ^bb265
    ^bb264:  // pred: ^bb263
      %1729 = llvm.getelementptr %55[99] : (!llvm.ptr) -> !llvm.ptr, f32
      %1730 = llvm.ptrtoint %1729 : !llvm.ptr to i64
      %1731 = llvm.inttoptr %1730 : i64 to !llvm.ptr
      %1732 = llvm.load %1731 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1733 = llvm.getelementptr %430[8481] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1734 = llvm.ptrtoint %1733 : !llvm.ptr<1> to i64
      %1735 = llvm.inttoptr %1734 : i64 to !llvm.ptr<1>
      llvm.store %1732, %1735 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb265
    ^bb265:  // 2 preds: ^bb263, ^bb264
      %1736 = llvm.and %933, %1701 : i1
      llvm.cond_br %1736, ^bb266, ^bb267
    ^bb266:  // pred: ^bb265
      %1737 = llvm.getelementptr %55[100] : (!llvm.ptr) -> !llvm.ptr, f32
      %1738 = llvm.ptrtoint %1737 : !llvm.ptr to i64
      %1739 = llvm.inttoptr %1738 : i64 to !llvm.ptr
      %1740 = llvm.load %1739 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1741 = llvm.getelementptr %430[33632] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1742 = llvm.ptrtoint %1741 : !llvm.ptr<1> to i64
      %1743 = llvm.inttoptr %1742 : i64 to !llvm.ptr<1>
      llvm.store %1740, %1743 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb267
    ^bb267:  // 2 preds: ^bb265, ^bb266
      %1744 = llvm.and %933, %1711 : i1
      llvm.cond_br %1744, ^bb268, ^bb269
    ^bb268:  // pred: ^bb267
      %1745 = llvm.getelementptr %55[101] : (!llvm.ptr) -> !llvm.ptr, f32
      %1746 = llvm.ptrtoint %1745 : !llvm.ptr to i64
      %1747 = llvm.inttoptr %1746 : i64 to !llvm.ptr
      %1748 = llvm.load %1747 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1749 = llvm.getelementptr %430[33633] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1750 = llvm.ptrtoint %1749 : !llvm.ptr<1> to i64
      %1751 = llvm.inttoptr %1750 : i64 to !llvm.ptr<1>
      llvm.store %1748, %1751 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb269
    ^bb269:  // 2 preds: ^bb267, ^bb268
      %1752 = llvm.and %951, %1701 : i1
      llvm.cond_br %1752, ^bb270, ^bb271
    ^bb270:  // pred: ^bb269
      %1753 = llvm.getelementptr %55[102] : (!llvm.ptr) -> !llvm.ptr, f32
      %1754 = llvm.ptrtoint %1753 : !llvm.ptr to i64
      %1755 = llvm.inttoptr %1754 : i64 to !llvm.ptr
      %1756 = llvm.load %1755 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1757 = llvm.getelementptr %430[42016] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1758 = llvm.ptrtoint %1757 : !llvm.ptr<1> to i64
      %1759 = llvm.inttoptr %1758 : i64 to !llvm.ptr<1>
      llvm.store %1756, %1759 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb271
    ^bb271:  // 2 preds: ^bb269, ^bb270
      %1760 = llvm.and %951, %1711 : i1
      llvm.cond_br %1760, ^bb272, ^bb273
    ^bb272:  // pred: ^bb271
      %1761 = llvm.getelementptr %55[103] : (!llvm.ptr) -> !llvm.ptr, f32
      %1762 = llvm.ptrtoint %1761 : !llvm.ptr to i64
      %1763 = llvm.inttoptr %1762 : i64 to !llvm.ptr
      %1764 = llvm.load %1763 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1765 = llvm.getelementptr %430[42017] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1766 = llvm.ptrtoint %1765 : !llvm.ptr<1> to i64
      %1767 = llvm.inttoptr %1766 : i64 to !llvm.ptr<1>
      llvm.store %1764, %1767 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb273
    ^bb273:  // 2 preds: ^bb271, ^bb272
      %1768 = llvm.and %969, %1701 : i1
      llvm.cond_br %1768, ^bb274, ^bb275
    ^bb274:  // pred: ^bb273
      %1769 = llvm.getelementptr %55[104] : (!llvm.ptr) -> !llvm.ptr, f32
      %1770 = llvm.ptrtoint %1769 : !llvm.ptr to i64
      %1771 = llvm.inttoptr %1770 : i64 to !llvm.ptr
      %1772 = llvm.load %1771 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1773 = llvm.getelementptr %430[67168] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1774 = llvm.ptrtoint %1773 : !llvm.ptr<1> to i64
      %1775 = llvm.inttoptr %1774 : i64 to !llvm.ptr<1>
      llvm.store %1772, %1775 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb275
    ^bb275:  // 2 preds: ^bb273, ^bb274
      %1776 = llvm.and %969, %1711 : i1
      llvm.cond_br %1776, ^bb276, ^bb277
    ^bb276:  // pred: ^bb275
      %1777 = llvm.getelementptr %55[105] : (!llvm.ptr) -> !llvm.ptr, f32
      %1778 = llvm.ptrtoint %1777 : !llvm.ptr to i64
      %1779 = llvm.inttoptr %1778 : i64 to !llvm.ptr
      %1780 = llvm.load %1779 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1781 = llvm.getelementptr %430[67169] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1782 = llvm.ptrtoint %1781 : !llvm.ptr<1> to i64
      %1783 = llvm.inttoptr %1782 : i64 to !llvm.ptr<1>
      llvm.store %1780, %1783 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb277
    ^bb277:  // 2 preds: ^bb275, ^bb276
      %1784 = llvm.and %987, %1701 : i1
      llvm.cond_br %1784, ^bb278, ^bb279
    ^bb278:  // pred: ^bb277
      %1785 = llvm.getelementptr %55[106] : (!llvm.ptr) -> !llvm.ptr, f32
      %1786 = llvm.ptrtoint %1785 : !llvm.ptr to i64
      %1787 = llvm.inttoptr %1786 : i64 to !llvm.ptr
      %1788 = llvm.load %1787 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1789 = llvm.getelementptr %430[75552] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1790 = llvm.ptrtoint %1789 : !llvm.ptr<1> to i64
      %1791 = llvm.inttoptr %1790 : i64 to !llvm.ptr<1>
      llvm.store %1788, %1791 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb279
    ^bb279:  // 2 preds: ^bb277, ^bb278
      %1792 = llvm.and %987, %1711 : i1
      llvm.cond_br %1792, ^bb280, ^bb281
    ^bb280:  // pred: ^bb279
      %1793 = llvm.getelementptr %55[107] : (!llvm.ptr) -> !llvm.ptr, f32
      %1794 = llvm.ptrtoint %1793 : !llvm.ptr to i64
      %1795 = llvm.inttoptr %1794 : i64 to !llvm.ptr
      %1796 = llvm.load %1795 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1797 = llvm.getelementptr %430[75553] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1798 = llvm.ptrtoint %1797 : !llvm.ptr<1> to i64
      %1799 = llvm.inttoptr %1798 : i64 to !llvm.ptr<1>
      llvm.store %1796, %1799 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb281
    ^bb281:  // 2 preds: ^bb279, ^bb280
      %1800 = llvm.and %1005, %1701 : i1
      llvm.cond_br %1800, ^bb282, ^bb283
    ^bb282:  // pred: ^bb281
      %1801 = llvm.getelementptr %55[108] : (!llvm.ptr) -> !llvm.ptr, f32
      %1802 = llvm.ptrtoint %1801 : !llvm.ptr to i64
      %1803 = llvm.inttoptr %1802 : i64 to !llvm.ptr
      %1804 = llvm.load %1803 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1805 = llvm.getelementptr %430[100704] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1806 = llvm.ptrtoint %1805 : !llvm.ptr<1> to i64
      %1807 = llvm.inttoptr %1806 : i64 to !llvm.ptr<1>
      llvm.store %1804, %1807 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb283
    ^bb283:  // 2 preds: ^bb281, ^bb282
      %1808 = llvm.and %1005, %1711 : i1
      llvm.cond_br %1808, ^bb284, ^bb285
    ^bb284:  // pred: ^bb283
      %1809 = llvm.getelementptr %55[109] : (!llvm.ptr) -> !llvm.ptr, f32
      %1810 = llvm.ptrtoint %1809 : !llvm.ptr to i64
      %1811 = llvm.inttoptr %1810 : i64 to !llvm.ptr
      %1812 = llvm.load %1811 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1813 = llvm.getelementptr %430[100705] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1814 = llvm.ptrtoint %1813 : !llvm.ptr<1> to i64
      %1815 = llvm.inttoptr %1814 : i64 to !llvm.ptr<1>
      llvm.store %1812, %1815 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb285
    ^bb285:  // 2 preds: ^bb283, ^bb284
      %1816 = llvm.and %1023, %1701 : i1
      llvm.cond_br %1816, ^bb286, ^bb287
    ^bb286:  // pred: ^bb285
      %1817 = llvm.getelementptr %55[110] : (!llvm.ptr) -> !llvm.ptr, f32
      %1818 = llvm.ptrtoint %1817 : !llvm.ptr to i64
      %1819 = llvm.inttoptr %1818 : i64 to !llvm.ptr
      %1820 = llvm.load %1819 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1821 = llvm.getelementptr %430[109088] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1822 = llvm.ptrtoint %1821 : !llvm.ptr<1> to i64
      %1823 = llvm.inttoptr %1822 : i64 to !llvm.ptr<1>
      llvm.store %1820, %1823 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb287
    ^bb287:  // 2 preds: ^bb285, ^bb286
      %1824 = llvm.and %1023, %1711 : i1
      llvm.cond_br %1824, ^bb288, ^bb289
    ^bb288:  // pred: ^bb287
      %1825 = llvm.getelementptr %55[111] : (!llvm.ptr) -> !llvm.ptr, f32
      %1826 = llvm.ptrtoint %1825 : !llvm.ptr to i64
      %1827 = llvm.inttoptr %1826 : i64 to !llvm.ptr
      %1828 = llvm.load %1827 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1829 = llvm.getelementptr %430[109089] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1830 = llvm.ptrtoint %1829 : !llvm.ptr<1> to i64
      %1831 = llvm.inttoptr %1830 : i64 to !llvm.ptr<1>
      llvm.store %1828, %1831 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb289
    ^bb289:  // 2 preds: ^bb287, ^bb288
      %1832 = llvm.add %895, %18 : i32
      %1833 = llvm.icmp "slt" %1832, %39 : i32
      %1834 = llvm.and %896, %1833 : i1
      llvm.cond_br %1834, ^bb290, ^bb291
    ^bb290:  // pred: ^bb289
      %1835 = llvm.getelementptr %55[112] : (!llvm.ptr) -> !llvm.ptr, f32
      %1836 = llvm.ptrtoint %1835 : !llvm.ptr to i64
      %1837 = llvm.inttoptr %1836 : i64 to !llvm.ptr
      %1838 = llvm.load %1837 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1839 = llvm.getelementptr %430[112] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1840 = llvm.ptrtoint %1839 : !llvm.ptr<1> to i64
      %1841 = llvm.inttoptr %1840 : i64 to !llvm.ptr<1>
      llvm.store %1838, %1841 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb291
    ^bb291:  // 2 preds: ^bb289, ^bb290
      %1842 = llvm.add %895, %6 : i32
      %1843 = llvm.icmp "slt" %1842, %39 : i32
      %1844 = llvm.and %896, %1843 : i1
      llvm.cond_br %1844, ^bb292, ^bb293
    ^bb292:  // pred: ^bb291
      %1845 = llvm.getelementptr %55[113] : (!llvm.ptr) -> !llvm.ptr, f32
      %1846 = llvm.ptrtoint %1845 : !llvm.ptr to i64
      %1847 = llvm.inttoptr %1846 : i64 to !llvm.ptr
      %1848 = llvm.load %1847 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1849 = llvm.getelementptr %430[113] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1850 = llvm.ptrtoint %1849 : !llvm.ptr<1> to i64
      %1851 = llvm.inttoptr %1850 : i64 to !llvm.ptr<1>
      llvm.store %1848, %1851 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb293
    ^bb293:  // 2 preds: ^bb291, ^bb292
      %1852 = llvm.and %915, %1833 : i1
      llvm.cond_br %1852, ^bb294, ^bb295
    ^bb294:  // pred: ^bb293
      %1853 = llvm.getelementptr %55[114] : (!llvm.ptr) -> !llvm.ptr, f32
      %1854 = llvm.ptrtoint %1853 : !llvm.ptr to i64
      %1855 = llvm.inttoptr %1854 : i64 to !llvm.ptr
      %1856 = llvm.load %1855 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1857 = llvm.getelementptr %430[8496] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1858 = llvm.ptrtoint %1857 : !llvm.ptr<1> to i64
      %1859 = llvm.inttoptr %1858 : i64 to !llvm.ptr<1>
      llvm.store %1856, %1859 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb295
    ^bb295:  // 2 preds: ^bb293, ^bb294
      %1860 = llvm.and %915, %1843 : i1
      llvm.cond_br %1860, ^bb296, ^bb297
    ^bb296:  // pred: ^bb295
      %1861 = llvm.getelementptr %55[115] : (!llvm.ptr) -> !llvm.ptr, f32
      %1862 = llvm.ptrtoint %1861 : !llvm.ptr to i64
      %1863 = llvm.inttoptr %1862 : i64 to !llvm.ptr
      %1864 = llvm.load %1863 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1865 = llvm.getelementptr %430[8497] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1866 = llvm.ptrtoint %1865 : !llvm.ptr<1> to i64
      %1867 = llvm.inttoptr %1866 : i64 to !llvm.ptr<1>
      llvm.store %1864, %1867 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb297
    ^bb297:  // 2 preds: ^bb295, ^bb296
      %1868 = llvm.and %933, %1833 : i1
      llvm.cond_br %1868, ^bb298, ^bb299
    ^bb298:  // pred: ^bb297
      %1869 = llvm.getelementptr %55[116] : (!llvm.ptr) -> !llvm.ptr, f32
      %1870 = llvm.ptrtoint %1869 : !llvm.ptr to i64
      %1871 = llvm.inttoptr %1870 : i64 to !llvm.ptr
      %1872 = llvm.load %1871 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1873 = llvm.getelementptr %430[33648] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1874 = llvm.ptrtoint %1873 : !llvm.ptr<1> to i64
      %1875 = llvm.inttoptr %1874 : i64 to !llvm.ptr<1>
      llvm.store %1872, %1875 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb299
    ^bb299:  // 2 preds: ^bb297, ^bb298
      %1876 = llvm.and %933, %1843 : i1
      llvm.cond_br %1876, ^bb300, ^bb301
    ^bb300:  // pred: ^bb299
      %1877 = llvm.getelementptr %55[117] : (!llvm.ptr) -> !llvm.ptr, f32
      %1878 = llvm.ptrtoint %1877 : !llvm.ptr to i64
      %1879 = llvm.inttoptr %1878 : i64 to !llvm.ptr
      %1880 = llvm.load %1879 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1881 = llvm.getelementptr %430[33649] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1882 = llvm.ptrtoint %1881 : !llvm.ptr<1> to i64
      %1883 = llvm.inttoptr %1882 : i64 to !llvm.ptr<1>
      llvm.store %1880, %1883 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb301
    ^bb301:  // 2 preds: ^bb299, ^bb300
      %1884 = llvm.and %951, %1833 : i1
      llvm.cond_br %1884, ^bb302, ^bb303
    ^bb302:  // pred: ^bb301
      %1885 = llvm.getelementptr %55[118] : (!llvm.ptr) -> !llvm.ptr, f32
      %1886 = llvm.ptrtoint %1885 : !llvm.ptr to i64
      %1887 = llvm.inttoptr %1886 : i64 to !llvm.ptr
      %1888 = llvm.load %1887 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1889 = llvm.getelementptr %430[42032] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1890 = llvm.ptrtoint %1889 : !llvm.ptr<1> to i64
      %1891 = llvm.inttoptr %1890 : i64 to !llvm.ptr<1>
      llvm.store %1888, %1891 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb303
    ^bb303:  // 2 preds: ^bb301, ^bb302
      %1892 = llvm.and %951, %1843 : i1
      llvm.cond_br %1892, ^bb304, ^bb305
    ^bb304:  // pred: ^bb303
      %1893 = llvm.getelementptr %55[119] : (!llvm.ptr) -> !llvm.ptr, f32
      %1894 = llvm.ptrtoint %1893 : !llvm.ptr to i64
      %1895 = llvm.inttoptr %1894 : i64 to !llvm.ptr
      %1896 = llvm.load %1895 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1897 = llvm.getelementptr %430[42033] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1898 = llvm.ptrtoint %1897 : !llvm.ptr<1> to i64
      %1899 = llvm.inttoptr %1898 : i64 to !llvm.ptr<1>
      llvm.store %1896, %1899 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb305
    ^bb305:  // 2 preds: ^bb303, ^bb304
      %1900 = llvm.and %969, %1833 : i1
      llvm.cond_br %1900, ^bb306, ^bb307
    ^bb306:  // pred: ^bb305
      %1901 = llvm.getelementptr %55[120] : (!llvm.ptr) -> !llvm.ptr, f32
      %1902 = llvm.ptrtoint %1901 : !llvm.ptr to i64
      %1903 = llvm.inttoptr %1902 : i64 to !llvm.ptr
      %1904 = llvm.load %1903 {alignment = 32 : i64} : !llvm.ptr -> f32
      %1905 = llvm.getelementptr %430[67184] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1906 = llvm.ptrtoint %1905 : !llvm.ptr<1> to i64
      %1907 = llvm.inttoptr %1906 : i64 to !llvm.ptr<1>
      llvm.store %1904, %1907 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb307
    ^bb307:  // 2 preds: ^bb305, ^bb306
      %1908 = llvm.and %969, %1843 : i1
      llvm.cond_br %1908, ^bb308, ^bb309
    ^bb308:  // pred: ^bb307
      %1909 = llvm.getelementptr %55[121] : (!llvm.ptr) -> !llvm.ptr, f32
      %1910 = llvm.ptrtoint %1909 : !llvm.ptr to i64
      %1911 = llvm.inttoptr %1910 : i64 to !llvm.ptr
      %1912 = llvm.load %1911 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1913 = llvm.getelementptr %430[67185] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1914 = llvm.ptrtoint %1913 : !llvm.ptr<1> to i64
      %1915 = llvm.inttoptr %1914 : i64 to !llvm.ptr<1>
      llvm.store %1912, %1915 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb309
    ^bb309:  // 2 preds: ^bb307, ^bb308
      %1916 = llvm.and %987, %1833 : i1
      llvm.cond_br %1916, ^bb310, ^bb311
    ^bb310:  // pred: ^bb309
      %1917 = llvm.getelementptr %55[122] : (!llvm.ptr) -> !llvm.ptr, f32
      %1918 = llvm.ptrtoint %1917 : !llvm.ptr to i64
      %1919 = llvm.inttoptr %1918 : i64 to !llvm.ptr
      %1920 = llvm.load %1919 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1921 = llvm.getelementptr %430[75568] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1922 = llvm.ptrtoint %1921 : !llvm.ptr<1> to i64
      %1923 = llvm.inttoptr %1922 : i64 to !llvm.ptr<1>
      llvm.store %1920, %1923 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb311
    ^bb311:  // 2 preds: ^bb309, ^bb310
      %1924 = llvm.and %987, %1843 : i1
      llvm.cond_br %1924, ^bb312, ^bb313
    ^bb312:  // pred: ^bb311
      %1925 = llvm.getelementptr %55[123] : (!llvm.ptr) -> !llvm.ptr, f32
      %1926 = llvm.ptrtoint %1925 : !llvm.ptr to i64
      %1927 = llvm.inttoptr %1926 : i64 to !llvm.ptr
      %1928 = llvm.load %1927 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1929 = llvm.getelementptr %430[75569] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1930 = llvm.ptrtoint %1929 : !llvm.ptr<1> to i64
      %1931 = llvm.inttoptr %1930 : i64 to !llvm.ptr<1>
      llvm.store %1928, %1931 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb313
    ^bb313:  // 2 preds: ^bb311, ^bb312
      %1932 = llvm.and %1005, %1833 : i1
      llvm.cond_br %1932, ^bb314, ^bb315
    ^bb314:  // pred: ^bb313
      %1933 = llvm.getelementptr %55[124] : (!llvm.ptr) -> !llvm.ptr, f32
      %1934 = llvm.ptrtoint %1933 : !llvm.ptr to i64
      %1935 = llvm.inttoptr %1934 : i64 to !llvm.ptr
      %1936 = llvm.load %1935 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1937 = llvm.getelementptr %430[100720] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1938 = llvm.ptrtoint %1937 : !llvm.ptr<1> to i64
      %1939 = llvm.inttoptr %1938 : i64 to !llvm.ptr<1>
      llvm.store %1936, %1939 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb315
    ^bb315:  // 2 preds: ^bb313, ^bb314
      %1940 = llvm.and %1005, %1843 : i1
      llvm.cond_br %1940, ^bb316, ^bb317
    ^bb316:  // pred: ^bb315
      %1941 = llvm.getelementptr %55[125] : (!llvm.ptr) -> !llvm.ptr, f32
      %1942 = llvm.ptrtoint %1941 : !llvm.ptr to i64
      %1943 = llvm.inttoptr %1942 : i64 to !llvm.ptr
      %1944 = llvm.load %1943 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1945 = llvm.getelementptr %430[100721] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1946 = llvm.ptrtoint %1945 : !llvm.ptr<1> to i64
      %1947 = llvm.inttoptr %1946 : i64 to !llvm.ptr<1>
      llvm.store %1944, %1947 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb317
    ^bb317:  // 2 preds: ^bb315, ^bb316
      %1948 = llvm.and %1023, %1833 : i1
      llvm.cond_br %1948, ^bb318, ^bb319
    ^bb318:  // pred: ^bb317
      %1949 = llvm.getelementptr %55[126] : (!llvm.ptr) -> !llvm.ptr, f32
      %1950 = llvm.ptrtoint %1949 : !llvm.ptr to i64
      %1951 = llvm.inttoptr %1950 : i64 to !llvm.ptr
      %1952 = llvm.load %1951 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1953 = llvm.getelementptr %430[109104] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1954 = llvm.ptrtoint %1953 : !llvm.ptr<1> to i64
      %1955 = llvm.inttoptr %1954 : i64 to !llvm.ptr<1>
      llvm.store %1952, %1955 {alignment = 8 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb319
    ^bb319:  // 2 preds: ^bb317, ^bb318
      %1956 = llvm.and %1023, %1843 : i1
      llvm.cond_br %1956, ^bb320, ^bb64
    ^bb320:  // pred: ^bb319
      %1957 = llvm.getelementptr %55[127] : (!llvm.ptr) -> !llvm.ptr, f32
      %1958 = llvm.ptrtoint %1957 : !llvm.ptr to i64
      %1959 = llvm.inttoptr %1958 : i64 to !llvm.ptr
      %1960 = llvm.load %1959 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1961 = llvm.getelementptr %430[109105] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %1962 = llvm.ptrtoint %1961 : !llvm.ptr<1> to i64
      %1963 = llvm.inttoptr %1962 : i64 to !llvm.ptr<1>
      llvm.store %1960, %1963 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb64
    ^bb321:  // pred: ^bb64
      llvm.return
    }
    llvm.func @kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(15720000 : i32) : i32
      %1 = llvm.mlir.constant(14672000 : i32) : i32
      %2 = llvm.mlir.constant(13624000 : i32) : i32
      %3 = llvm.mlir.constant(12576000 : i32) : i32
      %4 = llvm.mlir.constant(11528000 : i32) : i32
      %5 = llvm.mlir.constant(10480000 : i32) : i32
      %6 = llvm.mlir.constant(9432000 : i32) : i32
      %7 = llvm.mlir.constant(8384000 : i32) : i32
      %8 = llvm.mlir.constant(7336000 : i32) : i32
      %9 = llvm.mlir.constant(6288000 : i32) : i32
      %10 = llvm.mlir.constant(5240000 : i32) : i32
      %11 = llvm.mlir.constant(4192000 : i32) : i32
      %12 = llvm.mlir.constant(3144000 : i32) : i32
      %13 = llvm.mlir.constant(2096000 : i32) : i32
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.constant(false) : i1
      %16 = llvm.mlir.constant(0 : i32) : i32
      %17 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %18 = llvm.mlir.constant(1048 : i32) : i32
      %19 = llvm.mlir.constant(1048000 : i32) : i32
      %20 = llvm.mlir.constant(256 : i32) : i32
      %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %22 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %23 = llvm.mul %22, %20 : i32
      %24 = llvm.add %23, %21 : i32
      %25 = llvm.icmp "slt" %24, %19 : i32
      llvm.cond_br %25, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %26 = llvm.sdiv %24, %18 : i32
      %27 = llvm.mul %26, %18 : i32
      %28 = llvm.icmp "ne" %24, %27 : i32
      %29 = llvm.icmp "slt" %24, %16 : i32
      %30 = llvm.icmp "ne" %29, %15 : i1
      %31 = llvm.and %28, %30 : i1
      %32 = llvm.add %26, %14 : i32
      %33 = llvm.select %31, %32, %26 : i1, i32
      %34 = llvm.mul %33, %18 : i32
      %35 = llvm.sub %24, %34 : i32
      %36 = llvm.add %34, %35 : i32
      %37 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %38 = llvm.getelementptr %37[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %39 = llvm.ptrtoint %38 : !llvm.ptr<1> to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = llvm.load %40 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %42 = llvm.fadd %41, %17 : f32
      %43 = llvm.add %34, %19 : i32
      %44 = llvm.add %43, %35 : i32
      %45 = llvm.getelementptr %37[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %46 = llvm.ptrtoint %45 : !llvm.ptr<1> to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %48 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %49 = llvm.fadd %42, %48 : f32
      %50 = llvm.add %34, %13 : i32
      %51 = llvm.add %50, %35 : i32
      %52 = llvm.getelementptr %37[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %53 = llvm.ptrtoint %52 : !llvm.ptr<1> to i64
      %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
      %55 = llvm.load %54 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %56 = llvm.fadd %49, %55 : f32
      %57 = llvm.add %34, %12 : i32
      %58 = llvm.add %57, %35 : i32
      %59 = llvm.getelementptr %37[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %60 = llvm.ptrtoint %59 : !llvm.ptr<1> to i64
      %61 = llvm.inttoptr %60 : i64 to !llvm.ptr<1>
      %62 = llvm.load %61 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %63 = llvm.fadd %56, %62 : f32
      %64 = llvm.add %34, %11 : i32
      %65 = llvm.add %64, %35 : i32
      %66 = llvm.getelementptr %37[%65] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %67 = llvm.ptrtoint %66 : !llvm.ptr<1> to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<1>
      %69 = llvm.load %68 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %70 = llvm.fadd %63, %69 : f32
      %71 = llvm.add %34, %10 : i32
      %72 = llvm.add %71, %35 : i32
      %73 = llvm.getelementptr %37[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %74 = llvm.ptrtoint %73 : !llvm.ptr<1> to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      %76 = llvm.load %75 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %77 = llvm.fadd %70, %76 : f32
      %78 = llvm.add %34, %9 : i32
      %79 = llvm.add %78, %35 : i32
      %80 = llvm.getelementptr %37[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %81 = llvm.ptrtoint %80 : !llvm.ptr<1> to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<1>
      %83 = llvm.load %82 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %84 = llvm.fadd %77, %83 : f32
      %85 = llvm.add %34, %8 : i32
      %86 = llvm.add %85, %35 : i32
      %87 = llvm.getelementptr %37[%86] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %88 = llvm.ptrtoint %87 : !llvm.ptr<1> to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %90 = llvm.load %89 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %91 = llvm.fadd %84, %90 : f32
      %92 = llvm.add %34, %7 : i32
      %93 = llvm.add %92, %35 : i32
      %94 = llvm.getelementptr %37[%93] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %95 = llvm.ptrtoint %94 : !llvm.ptr<1> to i64
      %96 = llvm.inttoptr %95 : i64 to !llvm.ptr<1>
      %97 = llvm.load %96 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %98 = llvm.fadd %91, %97 : f32
      %99 = llvm.add %34, %6 : i32
      %100 = llvm.add %99, %35 : i32
      %101 = llvm.getelementptr %37[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %102 = llvm.ptrtoint %101 : !llvm.ptr<1> to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = llvm.load %103 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %105 = llvm.fadd %98, %104 : f32
      %106 = llvm.add %34, %5 : i32
      %107 = llvm.add %106, %35 : i32
      %108 = llvm.getelementptr %37[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %109 = llvm.ptrtoint %108 : !llvm.ptr<1> to i64
      %110 = llvm.inttoptr %109 : i64 to !llvm.ptr<1>
      %111 = llvm.load %110 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %112 = llvm.fadd %105, %111 : f32
      %113 = llvm.add %34, %4 : i32
      %114 = llvm.add %113, %35 : i32
      %115 = llvm.getelementptr %37[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %116 = llvm.ptrtoint %115 : !llvm.ptr<1> to i64
      %117 = llvm.inttoptr %116 : i64 to !llvm.ptr<1>
      %118 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %119 = llvm.fadd %112, %118 : f32
      %120 = llvm.add %34, %3 : i32
      %121 = llvm.add %120, %35 : i32
      %122 = llvm.getelementptr %37[%121] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %123 = llvm.ptrtoint %122 : !llvm.ptr<1> to i64
      %124 = llvm.inttoptr %123 : i64 to !llvm.ptr<1>
      %125 = llvm.load %124 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %126 = llvm.fadd %119, %125 : f32
      %127 = llvm.add %34, %2 : i32
      %128 = llvm.add %127, %35 : i32
      %129 = llvm.getelementptr %37[%128] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %130 = llvm.ptrtoint %129 : !llvm.ptr<1> to i64
      %131 = llvm.inttoptr %130 : i64 to !llvm.ptr<1>
      %132 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %133 = llvm.fadd %126, %132 : f32
      %134 = llvm.add %34, %1 : i32
      %135 = llvm.add %134, %35 : i32
      %136 = llvm.getelementptr %37[%135] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %137 = llvm.ptrtoint %136 : !llvm.ptr<1> to i64
      %138 = llvm.inttoptr %137 : i64 to !llvm.ptr<1>
      %139 = llvm.load %138 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %140 = llvm.fadd %133, %139 : f32
      %141 = llvm.add %34, %0 : i32
      %142 = llvm.add %141, %35 : i32
      %143 = llvm.getelementptr %37[%142] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %144 = llvm.ptrtoint %143 : !llvm.ptr<1> to i64
      %145 = llvm.inttoptr %144 : i64 to !llvm.ptr<1>
      %146 = llvm.load %145 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %147 = llvm.fadd %140, %146 : f32
      %148 = llvm.fptrunc %147 : f32 to f16
      %149 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %150 = llvm.getelementptr %149[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %151 = llvm.ptrtoint %150 : !llvm.ptr<1> to i64
      %152 = llvm.inttoptr %151 : i64 to !llvm.ptr<1>
      llvm.store %148, %152 {alignment = 2 : i64} : f16, !llvm.ptr<1>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @cutlass___call___cute_irkernelsgemm_spli_hf1a02e6b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %11 = llvm.mlir.constant(16 : i32) : i32
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
    %79 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_cute_irkernelsgemm_h84865221_1<%78> (%20, %22, %24) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
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
    %132 = cuda.launch_ex @kernels::@kernel_cutlass_reduce_splits_cute_irkern_h2891e4fb_0<%131> (%arg3, %arg2) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %133 = builtin.unrealized_conversion_cast %132 : !cuda.result to i32
    cuda.return_if_error %133 : i32
    llvm.return %10 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___cute_irker_h601f67b5(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___cute_irkernelsgemm_spli_hf1a02e6b(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
