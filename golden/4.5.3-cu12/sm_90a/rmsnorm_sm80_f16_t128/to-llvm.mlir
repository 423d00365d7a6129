!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : vector<32xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(3072 : i32) : i32
      %3 = llvm.mlir.constant(2048 : i32) : i32
      %4 = llvm.mlir.constant(1024 : i32) : i32
      %5 = llvm.mlir.constant(4096 : i32) : i32
      %6 = llvm.mlir.constant(false) : i1
      %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.mlir.constant(2 : i32) : i32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(0 : i8) : i8
      %12 = llvm.mlir.constant(1.17549435E-38 : f32) : f32
      %13 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.constant(16 : i32) : i32
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %18 = llvm.mlir.constant(9.99999984E+17 : f32) : f32
      %19 = llvm.mlir.constant(96 : i32) : i32
      %20 = llvm.mlir.constant(5000 : i32) : i32
      %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %33 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %34 = llvm.srem %32, %24 : i32
      %35 = llvm.sdiv %32, %24 : i32
      %36 = llvm.mul %35, %24 : i32
      %37 = llvm.icmp "ne" %32, %36 : i32
      %38 = llvm.icmp "slt" %32, %8 : i32
      %39 = llvm.icmp "ne" %38, %6 : i1
      %40 = llvm.and %37, %39 : i1
      %41 = llvm.add %35, %14 : i32
      %42 = llvm.select %40, %41, %35 : i1, i32
      %43 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %44 = llvm.mul %32, %10 : i32
      llvm.br ^bb1(%8, %7, %7 : i32, f32, f32)
    ^bb1(%45: i32, %46: f32, %47: f32):  // 2 preds: ^bb0, ^bb7
      %48 = llvm.icmp "slt" %45, %9 : i32
      llvm.cond_br %48, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %49 = llvm.mul %33, %20 : i32
      %50 = llvm.mul %45, %5 : i32
      %51 = llvm.add %49, %50 : i32
      %52 = llvm.getelementptr %43[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %53 = llvm.getelementptr %52[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %54 = llvm.add %50, %44 : i32
      %55 = llvm.icmp "slt" %33, %19 : i32
      %56 = llvm.icmp "slt" %54, %20 : i32
      %57 = llvm.and %55, %56 : i1
      %58 = llvm.zext %57 : i1 to i8
      %59 = llvm.ptrtoint %31 : !llvm.ptr to i64
      %60 = llvm.inttoptr %59 : i64 to !llvm.ptr
      llvm.store %58, %60 {alignment = 32 : i64} : i8, !llvm.ptr
      %61 = llvm.add %54, %4 : i32
      %62 = llvm.icmp "slt" %61, %20 : i32
      %63 = llvm.and %55, %62 : i1
      %64 = llvm.zext %63 : i1 to i8
      %65 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
      %67 = llvm.inttoptr %66 : i64 to !llvm.ptr
      llvm.store %64, %67 {alignment = 1 : i64} : i8, !llvm.ptr
      %68 = llvm.add %54, %3 : i32
      %69 = llvm.icmp "slt" %68, %20 : i32
      %70 = llvm.and %55, %69 : i1
      %71 = llvm.zext %70 : i1 to i8
      %72 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %73 = llvm.ptrtoint %72 : !llvm.ptr to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
      llvm.store %71, %74 {alignment = 2 : i64} : i8, !llvm.ptr
      %75 = llvm.add %54, %2 : i32
      %76 = llvm.icmp "slt" %75, %20 : i32
      %77 = llvm.and %55, %76 : i1
      %78 = llvm.zext %77 : i1 to i8
      %79 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %80 = llvm.ptrtoint %79 : !llvm.ptr to i64
      %81 = llvm.inttoptr %80 : i64 to !llvm.ptr
      llvm.store %78, %81 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %21, %30 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%8 : i32)
    ^bb3(%82: i32):  // 2 preds: ^bb2, ^bb6
      %83 = llvm.icmp "slt" %82, %23 : i32
      llvm.cond_br %83, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %84 = llvm.mul %82, %4 : i32
      %85 = llvm.getelementptr %53[%84] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %86 = llvm.mul %82, %10 : i32
      %87 = llvm.getelementptr %30[%86] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %88 = llvm.getelementptr %31[%82] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %89 = llvm.load %88 : !llvm.ptr -> i8
      %90 = llvm.icmp "ne" %89, %11 : i8
      llvm.cond_br %90, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %91 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %91, %87 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %92 = llvm.add %82, %25 : i32
      llvm.br ^bb3(%92 : i32)
    ^bb7:  // pred: ^bb3
      %93 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %94 = llvm.fpext %93 : vector<32xf16> to vector<32xf32>
      %95 = llvm.fcmp "olt" %94, %22 : vector<32xf32>
      %96 = llvm.fsub %22, %94 : vector<32xf32>
      %97 = llvm.select %95, %96, %94 : vector<32xi1>, vector<32xf32>
      %98 = llvm.intr.vector.reduce.fmaximum(%97) : (vector<32xf32>) -> f32
      %99 = llvm.intr.maximum(%98, %7) : (f32, f32) -> f32
      %100 = llvm.fcmp "ugt" %47, %99 : f32
      %101 = llvm.select %100, %47, %99 : i1, f32
      %102 = llvm.fcmp "uno" %99, %99 : f32
      %103 = llvm.select %102, %99, %101 : i1, f32
      %104 = llvm.fcmp "ugt" %103, %12 : f32
      %105 = llvm.select %104, %103, %12 : i1, f32
      %106 = llvm.select %6, %12, %105 : i1, f32
      %107 = llvm.fdiv %13, %106 : f32
      %108 = llvm.insertelement %107, %0[%8 : i32] : vector<32xf32>
      %109 = llvm.shufflevector %108, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %110 = llvm.fmul %94, %109 : vector<32xf32>
      %111 = llvm.fmul %47, %107 : f32
      %112 = llvm.fmul %46, %111 : f32
      %113 = llvm.fmul %112, %111 : f32
      %114 = llvm.fmul %110, %110 : vector<32xf32>
      %115 = "llvm.intr.vector.reduce.fadd"(%7, %114) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %116 = llvm.fadd %113, %115 : f32
      %117 = llvm.add %45, %25 : i32
      llvm.br ^bb1(%117, %116, %103 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %118 = nvvm.shfl.sync  bfly %14, %47, %15, %16 : f32 -> f32
      %119 = nvvm.shfl.sync  bfly %14, %46, %15, %16 : f32 -> f32
      %120 = llvm.fcmp "ugt" %47, %118 : f32
      %121 = llvm.select %120, %47, %118 : i1, f32
      %122 = llvm.fcmp "uno" %118, %118 : f32
      %123 = llvm.select %122, %118, %121 : i1, f32
      %124 = llvm.fcmp "ugt" %123, %12 : f32
      %125 = llvm.select %124, %123, %12 : i1, f32
      %126 = llvm.select %6, %12, %125 : i1, f32
      %127 = llvm.fdiv %13, %126 : f32
      %128 = llvm.fmul %47, %127 : f32
      %129 = llvm.fmul %118, %127 : f32
      %130 = llvm.fmul %46, %128 : f32
      %131 = llvm.fmul %130, %128 : f32
      %132 = llvm.fmul %119, %129 : f32
      %133 = llvm.fmul %132, %129 : f32
      %134 = llvm.fadd %131, %133 : f32
      %135 = nvvm.shfl.sync  bfly %14, %123, %10, %16 : f32 -> f32
      %136 = nvvm.shfl.sync  bfly %14, %134, %10, %16 : f32 -> f32
      %137 = llvm.fcmp "ugt" %123, %135 : f32
      %138 = llvm.select %137, %123, %135 : i1, f32
      %139 = llvm.fcmp "uno" %135, %135 : f32
      %140 = llvm.select %139, %135, %138 : i1, f32
      %141 = llvm.fcmp "ugt" %140, %12 : f32
      %142 = llvm.select %141, %140, %12 : i1, f32
      %143 = llvm.select %6, %12, %142 : i1, f32
      %144 = llvm.fdiv %13, %143 : f32
      %145 = llvm.fmul %123, %144 : f32
      %146 = llvm.fmul %135, %144 : f32
      %147 = llvm.fmul %134, %145 : f32
      %148 = llvm.fmul %147, %145 : f32
      %149 = llvm.fmul %136, %146 : f32
      %150 = llvm.fmul %149, %146 : f32
      %151 = llvm.fadd %148, %150 : f32
      %152 = nvvm.shfl.sync  bfly %14, %140, %23, %16 : f32 -> f32
      %153 = nvvm.shfl.sync  bfly %14, %151, %23, %16 : f32 -> f32
      %154 = llvm.fcmp "ugt" %140, %152 : f32
      %155 = llvm.select %154, %140, %152 : i1, f32
      %156 = llvm.fcmp "uno" %152, %152 : f32
      %157 = llvm.select %156, %152, %155 : i1, f32
      %158 = llvm.fcmp "ugt" %157, %12 : f32
      %159 = llvm.select %158, %157, %12 : i1, f32
      %160 = llvm.select %6, %12, %159 : i1, f32
      %161 = llvm.fdiv %13, %160 : f32
      %162 = llvm.fmul %140, %161 : f32
      %163 = llvm.fmul %152, %161 : f32
      %164 = llvm.fmul %151, %162 : f32
      %165 = llvm.fmul %164, %162 : f32
      %166 = llvm.fmul %153, %163 : f32
      %167 = llvm.fmul %166, %163 : f32
      %168 = llvm.fadd %165, %167 : f32
      %169 = nvvm.shfl.sync  bfly %14, %157, %9, %16 : f32 -> f32
      %170 = nvvm.shfl.sync  bfly %14, %168, %9, %16 : f32 -> f32
      %171 = llvm.fcmp "ugt" %157, %169 : f32
      %172 = llvm.select %171, %157, %169 : i1, f32
      %173 = llvm.fcmp "uno" %169, %169 : f32
      %174 = llvm.select %173, %169, %172 : i1, f32
      %175 = llvm.fcmp "ugt" %174, %12 : f32
      %176 = llvm.select %175, %174, %12 : i1, f32
      %177 = llvm.select %6, %12, %176 : i1, f32
      %178 = llvm.fdiv %13, %177 : f32
      %179 = llvm.fmul %157, %178 : f32
      %180 = llvm.fmul %169, %178 : f32
      %181 = llvm.fmul %168, %179 : f32
      %182 = llvm.fmul %181, %179 : f32
      %183 = llvm.fmul %170, %180 : f32
      %184 = llvm.fmul %183, %180 : f32
      %185 = llvm.fadd %182, %184 : f32
      %186 = nvvm.shfl.sync  bfly %14, %174, %25, %16 : f32 -> f32
      %187 = nvvm.shfl.sync  bfly %14, %185, %25, %16 : f32 -> f32
      %188 = llvm.fcmp "ugt" %174, %186 : f32
      %189 = llvm.select %188, %174, %186 : i1, f32
      %190 = llvm.fcmp "uno" %186, %186 : f32
      %191 = llvm.select %190, %186, %189 : i1, f32
      %192 = llvm.fcmp "ugt" %191, %12 : f32
      %193 = llvm.select %192, %191, %12 : i1, f32
      %194 = llvm.select %6, %12, %193 : i1, f32
      %195 = llvm.fdiv %13, %194 : f32
      %196 = llvm.fmul %174, %195 : f32
      %197 = llvm.fmul %186, %195 : f32
      %198 = llvm.fmul %185, %196 : f32
      %199 = llvm.fmul %198, %196 : f32
      %200 = llvm.fmul %187, %197 : f32
      %201 = llvm.fmul %200, %197 : f32
      %202 = llvm.fadd %199, %201 : f32
      %203 = llvm.getelementptr %1[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %204 = llvm.icmp "eq" %34, %8 : i32
      llvm.cond_br %204, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %205 = llvm.getelementptr %1[%42] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %206 = llvm.ptrtoint %205 : !llvm.ptr<3> to i64
      %207 = llvm.inttoptr %206 : i64 to !llvm.ptr<3>
      llvm.store %191, %207 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %208 = llvm.getelementptr %203[%42] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %209 = llvm.ptrtoint %208 : !llvm.ptr<3> to i64
      %210 = llvm.inttoptr %209 : i64 to !llvm.ptr<3>
      llvm.store %202, %210 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %211 = llvm.ptrtoint %1 : !llvm.ptr<3> to i64
      %212 = llvm.inttoptr %211 : i64 to !llvm.ptr<3>
      %213 = llvm.load %212 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %214 = llvm.ptrtoint %203 : !llvm.ptr<3> to i64
      %215 = llvm.inttoptr %214 : i64 to !llvm.ptr<3>
      %216 = llvm.load %215 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %217 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %218 = llvm.ptrtoint %217 : !llvm.ptr<3> to i64
      %219 = llvm.inttoptr %218 : i64 to !llvm.ptr<3>
      %220 = llvm.load %219 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %221 = llvm.getelementptr %203[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %222 = llvm.ptrtoint %221 : !llvm.ptr<3> to i64
      %223 = llvm.inttoptr %222 : i64 to !llvm.ptr<3>
      %224 = llvm.load %223 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %225 = llvm.fcmp "ugt" %213, %220 : f32
      %226 = llvm.select %225, %213, %220 : i1, f32
      %227 = llvm.fcmp "uno" %220, %220 : f32
      %228 = llvm.select %227, %220, %226 : i1, f32
      %229 = llvm.fcmp "ugt" %228, %12 : f32
      %230 = llvm.select %229, %228, %12 : i1, f32
      %231 = llvm.select %6, %12, %230 : i1, f32
      %232 = llvm.fdiv %13, %231 : f32
      %233 = llvm.fmul %213, %232 : f32
      %234 = llvm.fmul %220, %232 : f32
      %235 = llvm.fmul %216, %233 : f32
      %236 = llvm.fmul %235, %233 : f32
      %237 = llvm.fmul %224, %234 : f32
      %238 = llvm.fmul %237, %234 : f32
      %239 = llvm.fadd %236, %238 : f32
      %240 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %241 = llvm.ptrtoint %240 : !llvm.ptr<3> to i64
      %242 = llvm.inttoptr %241 : i64 to !llvm.ptr<3>
      %243 = llvm.load %242 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %244 = llvm.getelementptr %203[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %245 = llvm.ptrtoint %244 : !llvm.ptr<3> to i64
      %246 = llvm.inttoptr %245 : i64 to !llvm.ptr<3>
      %247 = llvm.load %246 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %248 = llvm.fcmp "ugt" %228, %243 : f32
      %249 = llvm.select %248, %228, %243 : i1, f32
      %250 = llvm.fcmp "uno" %243, %243 : f32
      %251 = llvm.select %250, %243, %249 : i1, f32
      %252 = llvm.fcmp "ugt" %251, %12 : f32
      %253 = llvm.select %252, %251, %12 : i1, f32
      %254 = llvm.select %6, %12, %253 : i1, f32
      %255 = llvm.fdiv %13, %254 : f32
      %256 = llvm.fmul %228, %255 : f32
      %257 = llvm.fmul %243, %255 : f32
      %258 = llvm.fmul %239, %256 : f32
      %259 = llvm.fmul %258, %256 : f32
      %260 = llvm.fmul %247, %257 : f32
      %261 = llvm.fmul %260, %257 : f32
      %262 = llvm.fadd %259, %261 : f32
      %263 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %264 = llvm.ptrtoint %263 : !llvm.ptr<3> to i64
      %265 = llvm.inttoptr %264 : i64 to !llvm.ptr<3>
      %266 = llvm.load %265 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %267 = llvm.getelementptr %203[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %268 = llvm.ptrtoint %267 : !llvm.ptr<3> to i64
      %269 = llvm.inttoptr %268 : i64 to !llvm.ptr<3>
      %270 = llvm.load %269 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %271 = llvm.fcmp "ugt" %251, %266 : f32
      %272 = llvm.select %271, %251, %266 : i1, f32
      %273 = llvm.fcmp "uno" %266, %266 : f32
      %274 = llvm.select %273, %266, %272 : i1, f32
      %275 = llvm.fcmp "ugt" %274, %12 : f32
      %276 = llvm.select %275, %274, %12 : i1, f32
      %277 = llvm.select %6, %12, %276 : i1, f32
      %278 = llvm.fdiv %13, %277 : f32
      %279 = llvm.fmul %251, %278 : f32
      %280 = llvm.fmul %266, %278 : f32
      %281 = llvm.fmul %262, %279 : f32
      %282 = llvm.fmul %281, %279 : f32
      %283 = llvm.fmul %270, %280 : f32
      %284 = llvm.fmul %283, %280 : f32
      %285 = llvm.fadd %282, %284 : f32
      %286 = llvm.fdiv %285, %17 : f32
      %287 = llvm.fmul %274, %274 : f32
      %288 = llvm.fmul %287, %286 : f32
      %289 = llvm.fadd %288, %arg4 : f32
      %290 = llvm.call @__nv_rsqrtf(%289) : (f32) -> f32
      %291 = llvm.fmul %arg4, %278 : f32
      %292 = llvm.fmul %291, %278 : f32
      %293 = llvm.fadd %286, %292 : f32
      %294 = llvm.call @__nv_rsqrtf(%293) : (f32) -> f32
      %295 = llvm.fmul %278, %294 : f32
      %296 = llvm.fcmp "ogt" %274, %18 : f32
      %297 = llvm.select %296, %295, %290 : i1, f32
      %298 = llvm.icmp "eq" %32, %8 : i32
      llvm.cond_br %298, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %299 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %300 = llvm.getelementptr %299[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %301 = llvm.ptrtoint %300 : !llvm.ptr<1> to i64
      %302 = llvm.inttoptr %301 : i64 to !llvm.ptr<1>
      llvm.store %297, %302 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %303 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %304 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %305 = llvm.insertelement %297, %0[%8 : i32] : vector<32xf32>
      %306 = llvm.shufflevector %305, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb13(%8 : i32)
    ^bb13(%307: i32):  // 2 preds: ^bb12, ^bb29
      %308 = llvm.icmp "slt" %307, %9 : i32
      llvm.cond_br %308, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %309 = llvm.mul %33, %20 : i32
      %310 = llvm.mul %307, %5 : i32
      %311 = llvm.add %309, %310 : i32
      %312 = llvm.getelementptr %43[%311] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %313 = llvm.getelementptr %312[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %314 = llvm.getelementptr %303[%310] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %315 = llvm.getelementptr %314[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %316 = llvm.getelementptr %304[%311] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %317 = llvm.getelementptr %316[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %318 = llvm.add %310, %44 : i32
      %319 = llvm.icmp "slt" %33, %19 : i32
      %320 = llvm.icmp "slt" %318, %20 : i32
      %321 = llvm.and %319, %320 : i1
      %322 = llvm.zext %321 : i1 to i8
      %323 = llvm.ptrtoint %29 : !llvm.ptr to i64
      %324 = llvm.inttoptr %323 : i64 to !llvm.ptr
      llvm.store %322, %324 {alignment = 32 : i64} : i8, !llvm.ptr
      %325 = llvm.add %318, %4 : i32
      %326 = llvm.icmp "slt" %325, %20 : i32
      %327 = llvm.and %319, %326 : i1
      %328 = llvm.zext %327 : i1 to i8
      %329 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %330 = llvm.ptrtoint %329 : !llvm.ptr to i64
      %331 = llvm.inttoptr %330 : i64 to !llvm.ptr
      llvm.store %328, %331 {alignment = 1 : i64} : i8, !llvm.ptr
      %332 = llvm.add %318, %3 : i32
      %333 = llvm.icmp "slt" %332, %20 : i32
      %334 = llvm.and %319, %333 : i1
      %335 = llvm.zext %334 : i1 to i8
      %336 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %337 = llvm.ptrtoint %336 : !llvm.ptr to i64
      %338 = llvm.inttoptr %337 : i64 to !llvm.ptr
      llvm.store %335, %338 {alignment = 2 : i64} : i8, !llvm.ptr
      %339 = llvm.add %318, %2 : i32
      %340 = llvm.icmp "slt" %339, %20 : i32
      %341 = llvm.and %319, %340 : i1
      %342 = llvm.zext %341 : i1 to i8
      %343 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %344 = llvm.ptrtoint %343 : !llvm.ptr to i64
      %345 = llvm.inttoptr %344 : i64 to !llvm.ptr
      llvm.store %342, %345 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %21, %28 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.store %21, %27 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb15(%8 : i32)
    ^bb15(%346: i32):  // 2 preds: ^bb14, ^bb18
      %347 = llvm.icmp "slt" %346, %23 : i32
      llvm.cond_br %347, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %348 = llvm.mul %346, %4 : i32
      %349 = llvm.getelementptr %313[%348] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %350 = llvm.mul %346, %10 : i32
      %351 = llvm.getelementptr %28[%350] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %352 = llvm.getelementptr %29[%346] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %353 = llvm.load %352 : !llvm.ptr -> i8
      %354 = llvm.icmp "ne" %353, %11 : i8
      llvm.cond_br %354, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %355 = llvm.load %349 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %355, %351 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %356 = llvm.add %346, %25 : i32
      llvm.br ^bb15(%356 : i32)
    ^bb19:  // pred: ^bb15
      llvm.br ^bb20(%8 : i32)
    ^bb20(%357: i32):  // 2 preds: ^bb19, ^bb23
      %358 = llvm.icmp "slt" %357, %23 : i32
      llvm.cond_br %358, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %359 = llvm.mul %357, %4 : i32
      %360 = llvm.getelementptr %315[%359] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %361 = llvm.mul %357, %10 : i32
      %362 = llvm.getelementptr %27[%361] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %363 = llvm.getelementptr %29[%357] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %364 = llvm.load %363 : !llvm.ptr -> i8
      %365 = llvm.icmp "ne" %364, %11 : i8
      llvm.cond_br %365, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %366 = llvm.load %360 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %366, %362 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %367 = llvm.add %357, %25 : i32
      llvm.br ^bb20(%367 : i32)
    ^bb24:  // pred: ^bb20
      %368 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %369 = llvm.fpext %368 : vector<32xf16> to vector<32xf32>
      %370 = llvm.fmul %369, %306 : vector<32xf32>
      %371 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %372 = llvm.fpext %371 : vector<32xf16> to vector<32xf32>
      %373 = llvm.fmul %370, %372 : vector<32xf32>
      %374 = llvm.fptrunc %373 : vector<32xf32> to vector<32xf16>
      llvm.store %374, %26 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb25(%8 : i32)
    ^bb25(%375: i32):  // 2 preds: ^bb24, ^bb28
      %376 = llvm.icmp "slt" %375, %23 : i32
      llvm.cond_br %376, ^bb26, ^bb29 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %377 = llvm.mul %375, %10 : i32
      %378 = llvm.getelementptr %26[%377] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %379 = llvm.mul %375, %4 : i32
      %380 = llvm.getelementptr %317[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %381 = llvm.getelementptr %29[%375] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %382 = llvm.load %381 : !llvm.ptr -> i8
      %383 = llvm.icmp "ne" %382, %11 : i8
      llvm.cond_br %383, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %384 = llvm.load %378 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %384, %380 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %385 = llvm.add %375, %25 : i32
      llvm.br ^bb25(%385 : i32)
    ^bb29:  // pred: ^bb25
      %386 = llvm.add %307, %25 : i32
      llvm.br ^bb13(%386 : i32)
    ^bb30:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_6960aa
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(96 : i64) : i64
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.constant(96 : i32) : i32
    %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %14 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %12, %5[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %6, %15[1] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %6, %17[1] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %14, %5[0] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %6, %19[1] : !llvm_struct_6960aa
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
    llvm.store %7, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg5, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %21, %34 : !llvm.ptr, !llvm.ptr
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %37 = llvm.load %36 : !llvm.ptr -> i32
    %38 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%8 : i32)
  ^bb1(%40: i32):  // 2 preds: ^bb3, ^bb5
    %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %43 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %44 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %45 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %46 = llvm.call @printf(%45, %44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %47 = llvm.add %37, %9 : i32
    llvm.store %47, %36 : i32, !llvm.ptr
    llvm.br ^bb1(%37 : i32)
  ^bb4:  // pred: ^bb7
    %48 = llvm.icmp "uge" %37, %1 : i32
    llvm.cond_br %48, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%54 : i32)
  ^bb6:  // pred: ^bb7
    %49 = llvm.getelementptr %39[%54] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %50 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %51 = llvm.load %50 : !llvm.ptr -> i32
    %52 = llvm.icmp "eq" %51, %4 : i32
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
    llvm.br ^bb14(%8 : i32)
  ^bb9(%61: i32):  // 2 preds: ^bb10, ^bb12
    %62 = llvm.getelementptr %60[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %64 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %65 = llvm.add %58, %9 : i32
    llvm.store %65, %57 : i32, !llvm.ptr
    llvm.br ^bb9(%58 : i32)
  ^bb11:  // pred: ^bb14
    %66 = llvm.icmp "uge" %58, %1 : i32
    llvm.cond_br %66, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%72 : i32)
  ^bb13:  // pred: ^bb14
    %67 = llvm.getelementptr %60[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %69 = llvm.load %68 : !llvm.ptr -> i32
    %70 = llvm.icmp "eq" %69, %0 : i32
    %71 = llvm.add %72, %9 : i32
    llvm.cond_br %70, ^bb12, ^bb14(%71 : i32)
  ^bb14(%72: i32):  // 2 preds: ^bb8, ^bb13
    %73 = llvm.icmp "uge" %72, %58 : i32
    llvm.cond_br %73, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %74 = builtin.unrealized_conversion_cast %33 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h7fb9b38c(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
