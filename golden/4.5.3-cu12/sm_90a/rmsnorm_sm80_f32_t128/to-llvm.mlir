!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.undef : vector<16xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(1536 : i32) : i32
      %3 = llvm.mlir.constant(1024 : i32) : i32
      %4 = llvm.mlir.constant(512 : i32) : i32
      %5 = llvm.mlir.constant(2048 : i32) : i32
      %6 = llvm.mlir.constant(false) : i1
      %7 = llvm.mlir.constant(32 : i32) : i32
      %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(3 : i32) : i32
      %11 = llvm.mlir.constant(0 : i8) : i8
      %12 = llvm.mlir.constant(1.17549435E-38 : f32) : f32
      %13 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.constant(8 : i32) : i32
      %17 = llvm.mlir.constant(2 : i32) : i32
      %18 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %19 = llvm.mlir.constant(9.99999984E+17 : f32) : f32
      %20 = llvm.mlir.constant(96 : i32) : i32
      %21 = llvm.mlir.constant(5000 : i32) : i32
      %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(16 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.alloca %24 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %24 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %24 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %24 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %33 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %34 = llvm.srem %32, %7 : i32
      %35 = llvm.sdiv %32, %7 : i32
      %36 = llvm.mul %35, %7 : i32
      %37 = llvm.icmp "ne" %32, %36 : i32
      %38 = llvm.icmp "slt" %32, %9 : i32
      %39 = llvm.icmp "ne" %38, %6 : i1
      %40 = llvm.and %37, %39 : i1
      %41 = llvm.add %35, %14 : i32
      %42 = llvm.select %40, %41, %35 : i1, i32
      %43 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %44 = llvm.mul %32, %23 : i32
      llvm.br ^bb1(%9, %8, %8 : i32, f32, f32)
    ^bb1(%45: i32, %46: f32, %47: f32):  // 2 preds: ^bb0, ^bb7
      %48 = llvm.icmp "slt" %45, %10 : i32
      llvm.cond_br %48, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %49 = llvm.mul %33, %21 : i32
      %50 = llvm.mul %45, %5 : i32
      %51 = llvm.add %49, %50 : i32
      %52 = llvm.getelementptr %43[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %53 = llvm.getelementptr %52[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %54 = llvm.add %50, %44 : i32
      %55 = llvm.icmp "slt" %33, %20 : i32
      %56 = llvm.icmp "slt" %54, %21 : i32
      %57 = llvm.and %55, %56 : i1
      %58 = llvm.zext %57 : i1 to i8
      %59 = llvm.ptrtoint %31 : !llvm.ptr to i64
      %60 = llvm.inttoptr %59 : i64 to !llvm.ptr
      llvm.store %58, %60 {alignment = 32 : i64} : i8, !llvm.ptr
      %61 = llvm.add %54, %4 : i32
      %62 = llvm.icmp "slt" %61, %21 : i32
      %63 = llvm.and %55, %62 : i1
      %64 = llvm.zext %63 : i1 to i8
      %65 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
      %67 = llvm.inttoptr %66 : i64 to !llvm.ptr
      llvm.store %64, %67 {alignment = 1 : i64} : i8, !llvm.ptr
      %68 = llvm.add %54, %3 : i32
      %69 = llvm.icmp "slt" %68, %21 : i32
      %70 = llvm.and %55, %69 : i1
      %71 = llvm.zext %70 : i1 to i8
      %72 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %73 = llvm.ptrtoint %72 : !llvm.ptr to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
      llvm.store %71, %74 {alignment = 2 : i64} : i8, !llvm.ptr
      %75 = llvm.add %54, %2 : i32
      %76 = llvm.icmp "slt" %75, %21 : i32
      %77 = llvm.and %55, %76 : i1
      %78 = llvm.zext %77 : i1 to i8
      %79 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %80 = llvm.ptrtoint %79 : !llvm.ptr to i64
      %81 = llvm.inttoptr %80 : i64 to !llvm.ptr
      llvm.store %78, %81 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %22, %30 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%9 : i32)
    ^bb3(%82: i32):  // 2 preds: ^bb2, ^bb6
      %83 = llvm.icmp "slt" %82, %23 : i32
      llvm.cond_br %83, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %84 = llvm.mul %82, %4 : i32
      %85 = llvm.getelementptr %53[%84] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %86 = llvm.mul %82, %23 : i32
      %87 = llvm.getelementptr %30[%86] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %88 = llvm.getelementptr %31[%82] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %89 = llvm.load %88 : !llvm.ptr -> i8
      %90 = llvm.icmp "ne" %89, %11 : i8
      llvm.cond_br %90, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %91 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %91, %87 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %92 = llvm.add %82, %25 : i32
      llvm.br ^bb3(%92 : i32)
    ^bb7:  // pred: ^bb3
      %93 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %94 = llvm.fcmp "olt" %93, %22 : vector<16xf32>
      %95 = llvm.fsub %22, %93 : vector<16xf32>
      %96 = llvm.select %94, %95, %93 : vector<16xi1>, vector<16xf32>
      %97 = llvm.intr.vector.reduce.fmaximum(%96) : (vector<16xf32>) -> f32
      %98 = llvm.intr.maximum(%97, %8) : (f32, f32) -> f32
      %99 = llvm.fcmp "ugt" %47, %98 : f32
      %100 = llvm.select %99, %47, %98 : i1, f32
      %101 = llvm.fcmp "uno" %98, %98 : f32
      %102 = llvm.select %101, %98, %100 : i1, f32
      %103 = llvm.fcmp "ugt" %102, %12 : f32
      %104 = llvm.select %103, %102, %12 : i1, f32
      %105 = llvm.select %6, %12, %104 : i1, f32
      %106 = llvm.fdiv %13, %105 : f32
      %107 = llvm.insertelement %106, %0[%9 : i32] : vector<16xf32>
      %108 = llvm.shufflevector %107, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %109 = llvm.fmul %93, %108 : vector<16xf32>
      %110 = llvm.fmul %47, %106 : f32
      %111 = llvm.fmul %46, %110 : f32
      %112 = llvm.fmul %111, %110 : f32
      %113 = llvm.fmul %109, %109 : vector<16xf32>
      %114 = "llvm.intr.vector.reduce.fadd"(%8, %113) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %115 = llvm.fadd %112, %114 : f32
      %116 = llvm.add %45, %25 : i32
      llvm.br ^bb1(%116, %115, %102 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %117 = nvvm.shfl.sync  bfly %14, %47, %24, %15 : f32 -> f32
      %118 = nvvm.shfl.sync  bfly %14, %46, %24, %15 : f32 -> f32
      %119 = llvm.fcmp "ugt" %47, %117 : f32
      %120 = llvm.select %119, %47, %117 : i1, f32
      %121 = llvm.fcmp "uno" %117, %117 : f32
      %122 = llvm.select %121, %117, %120 : i1, f32
      %123 = llvm.fcmp "ugt" %122, %12 : f32
      %124 = llvm.select %123, %122, %12 : i1, f32
      %125 = llvm.select %6, %12, %124 : i1, f32
      %126 = llvm.fdiv %13, %125 : f32
      %127 = llvm.fmul %47, %126 : f32
      %128 = llvm.fmul %117, %126 : f32
      %129 = llvm.fmul %46, %127 : f32
      %130 = llvm.fmul %129, %127 : f32
      %131 = llvm.fmul %118, %128 : f32
      %132 = llvm.fmul %131, %128 : f32
      %133 = llvm.fadd %130, %132 : f32
      %134 = nvvm.shfl.sync  bfly %14, %122, %16, %15 : f32 -> f32
      %135 = nvvm.shfl.sync  bfly %14, %133, %16, %15 : f32 -> f32
      %136 = llvm.fcmp "ugt" %122, %134 : f32
      %137 = llvm.select %136, %122, %134 : i1, f32
      %138 = llvm.fcmp "uno" %134, %134 : f32
      %139 = llvm.select %138, %134, %137 : i1, f32
      %140 = llvm.fcmp "ugt" %139, %12 : f32
      %141 = llvm.select %140, %139, %12 : i1, f32
      %142 = llvm.select %6, %12, %141 : i1, f32
      %143 = llvm.fdiv %13, %142 : f32
      %144 = llvm.fmul %122, %143 : f32
      %145 = llvm.fmul %134, %143 : f32
      %146 = llvm.fmul %133, %144 : f32
      %147 = llvm.fmul %146, %144 : f32
      %148 = llvm.fmul %135, %145 : f32
      %149 = llvm.fmul %148, %145 : f32
      %150 = llvm.fadd %147, %149 : f32
      %151 = nvvm.shfl.sync  bfly %14, %139, %23, %15 : f32 -> f32
      %152 = nvvm.shfl.sync  bfly %14, %150, %23, %15 : f32 -> f32
      %153 = llvm.fcmp "ugt" %139, %151 : f32
      %154 = llvm.select %153, %139, %151 : i1, f32
      %155 = llvm.fcmp "uno" %151, %151 : f32
      %156 = llvm.select %155, %151, %154 : i1, f32
      %157 = llvm.fcmp "ugt" %156, %12 : f32
      %158 = llvm.select %157, %156, %12 : i1, f32
      %159 = llvm.select %6, %12, %158 : i1, f32
      %160 = llvm.fdiv %13, %159 : f32
      %161 = llvm.fmul %139, %160 : f32
      %162 = llvm.fmul %151, %160 : f32
      %163 = llvm.fmul %150, %161 : f32
      %164 = llvm.fmul %163, %161 : f32
      %165 = llvm.fmul %152, %162 : f32
      %166 = llvm.fmul %165, %162 : f32
      %167 = llvm.fadd %164, %166 : f32
      %168 = nvvm.shfl.sync  bfly %14, %156, %17, %15 : f32 -> f32
      %169 = nvvm.shfl.sync  bfly %14, %167, %17, %15 : f32 -> f32
      %170 = llvm.fcmp "ugt" %156, %168 : f32
      %171 = llvm.select %170, %156, %168 : i1, f32
      %172 = llvm.fcmp "uno" %168, %168 : f32
      %173 = llvm.select %172, %168, %171 : i1, f32
      %174 = llvm.fcmp "ugt" %173, %12 : f32
      %175 = llvm.select %174, %173, %12 : i1, f32
      %176 = llvm.select %6, %12, %175 : i1, f32
      %177 = llvm.fdiv %13, %176 : f32
      %178 = llvm.fmul %156, %177 : f32
      %179 = llvm.fmul %168, %177 : f32
      %180 = llvm.fmul %167, %178 : f32
      %181 = llvm.fmul %180, %178 : f32
      %182 = llvm.fmul %169, %179 : f32
      %183 = llvm.fmul %182, %179 : f32
      %184 = llvm.fadd %181, %183 : f32
      %185 = nvvm.shfl.sync  bfly %14, %173, %25, %15 : f32 -> f32
      %186 = nvvm.shfl.sync  bfly %14, %184, %25, %15 : f32 -> f32
      %187 = llvm.fcmp "ugt" %173, %185 : f32
      %188 = llvm.select %187, %173, %185 : i1, f32
      %189 = llvm.fcmp "uno" %185, %185 : f32
      %190 = llvm.select %189, %185, %188 : i1, f32
      %191 = llvm.fcmp "ugt" %190, %12 : f32
      %192 = llvm.select %191, %190, %12 : i1, f32
      %193 = llvm.select %6, %12, %192 : i1, f32
      %194 = llvm.fdiv %13, %193 : f32
      %195 = llvm.fmul %173, %194 : f32
      %196 = llvm.fmul %185, %194 : f32
      %197 = llvm.fmul %184, %195 : f32
      %198 = llvm.fmul %197, %195 : f32
      %199 = llvm.fmul %186, %196 : f32
      %200 = llvm.fmul %199, %196 : f32
      %201 = llvm.fadd %198, %200 : f32
      %202 = llvm.getelementptr %1[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %203 = llvm.icmp "eq" %34, %9 : i32
      llvm.cond_br %203, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %204 = llvm.getelementptr %1[%42] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %205 = llvm.ptrtoint %204 : !llvm.ptr<3> to i64
      %206 = llvm.inttoptr %205 : i64 to !llvm.ptr<3>
      llvm.store %190, %206 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %207 = llvm.getelementptr %202[%42] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %208 = llvm.ptrtoint %207 : !llvm.ptr<3> to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr<3>
      llvm.store %201, %209 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %210 = llvm.ptrtoint %1 : !llvm.ptr<3> to i64
      %211 = llvm.inttoptr %210 : i64 to !llvm.ptr<3>
      %212 = llvm.load %211 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %213 = llvm.ptrtoint %202 : !llvm.ptr<3> to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr<3>
      %215 = llvm.load %214 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %216 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %217 = llvm.ptrtoint %216 : !llvm.ptr<3> to i64
      %218 = llvm.inttoptr %217 : i64 to !llvm.ptr<3>
      %219 = llvm.load %218 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %220 = llvm.getelementptr %202[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %221 = llvm.ptrtoint %220 : !llvm.ptr<3> to i64
      %222 = llvm.inttoptr %221 : i64 to !llvm.ptr<3>
      %223 = llvm.load %222 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %224 = llvm.fcmp "ugt" %212, %219 : f32
      %225 = llvm.select %224, %212, %219 : i1, f32
      %226 = llvm.fcmp "uno" %219, %219 : f32
      %227 = llvm.select %226, %219, %225 : i1, f32
      %228 = llvm.fcmp "ugt" %227, %12 : f32
      %229 = llvm.select %228, %227, %12 : i1, f32
      %230 = llvm.select %6, %12, %229 : i1, f32
      %231 = llvm.fdiv %13, %230 : f32
      %232 = llvm.fmul %212, %231 : f32
      %233 = llvm.fmul %219, %231 : f32
      %234 = llvm.fmul %215, %232 : f32
      %235 = llvm.fmul %234, %232 : f32
      %236 = llvm.fmul %223, %233 : f32
      %237 = llvm.fmul %236, %233 : f32
      %238 = llvm.fadd %235, %237 : f32
      %239 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %240 = llvm.ptrtoint %239 : !llvm.ptr<3> to i64
      %241 = llvm.inttoptr %240 : i64 to !llvm.ptr<3>
      %242 = llvm.load %241 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %243 = llvm.getelementptr %202[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %244 = llvm.ptrtoint %243 : !llvm.ptr<3> to i64
      %245 = llvm.inttoptr %244 : i64 to !llvm.ptr<3>
      %246 = llvm.load %245 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %247 = llvm.fcmp "ugt" %227, %242 : f32
      %248 = llvm.select %247, %227, %242 : i1, f32
      %249 = llvm.fcmp "uno" %242, %242 : f32
      %250 = llvm.select %249, %242, %248 : i1, f32
      %251 = llvm.fcmp "ugt" %250, %12 : f32
      %252 = llvm.select %251, %250, %12 : i1, f32
      %253 = llvm.select %6, %12, %252 : i1, f32
      %254 = llvm.fdiv %13, %253 : f32
      %255 = llvm.fmul %227, %254 : f32
      %256 = llvm.fmul %242, %254 : f32
      %257 = llvm.fmul %238, %255 : f32
      %258 = llvm.fmul %257, %255 : f32
      %259 = llvm.fmul %246, %256 : f32
      %260 = llvm.fmul %259, %256 : f32
      %261 = llvm.fadd %258, %260 : f32
      %262 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %263 = llvm.ptrtoint %262 : !llvm.ptr<3> to i64
      %264 = llvm.inttoptr %263 : i64 to !llvm.ptr<3>
      %265 = llvm.load %264 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %266 = llvm.getelementptr %202[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %267 = llvm.ptrtoint %266 : !llvm.ptr<3> to i64
      %268 = llvm.inttoptr %267 : i64 to !llvm.ptr<3>
      %269 = llvm.load %268 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %270 = llvm.fcmp "ugt" %250, %265 : f32
      %271 = llvm.select %270, %250, %265 : i1, f32
      %272 = llvm.fcmp "uno" %265, %265 : f32
      %273 = llvm.select %272, %265, %271 : i1, f32
      %274 = llvm.fcmp "ugt" %273, %12 : f32
      %275 = llvm.select %274, %273, %12 : i1, f32
      %276 = llvm.select %6, %12, %275 : i1, f32
      %277 = llvm.fdiv %13, %276 : f32
      %278 = llvm.fmul %250, %277 : f32
      %279 = llvm.fmul %265, %277 : f32
      %280 = llvm.fmul %261, %278 : f32
      %281 = llvm.fmul %280, %278 : f32
      %282 = llvm.fmul %269, %279 : f32
      %283 = llvm.fmul %282, %279 : f32
      %284 = llvm.fadd %281, %283 : f32
      %285 = llvm.fdiv %284, %18 : f32
      %286 = llvm.fmul %273, %273 : f32
      %287 = llvm.fmul %286, %285 : f32
      %288 = llvm.fadd %287, %arg4 : f32
      %289 = llvm.call @__nv_rsqrtf(%288) : (f32) -> f32
      %290 = llvm.fmul %arg4, %277 : f32
      %291 = llvm.fmul %290, %277 : f32
      %292 = llvm.fadd %285, %291 : f32
      %293 = llvm.call @__nv_rsqrtf(%292) : (f32) -> f32
      %294 = llvm.fmul %277, %293 : f32
      %295 = llvm.fcmp "ogt" %273, %19 : f32
      %296 = llvm.select %295, %294, %289 : i1, f32
      %297 = llvm.icmp "eq" %32, %9 : i32
      llvm.cond_br %297, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %298 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %299 = llvm.getelementptr %298[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %300 = llvm.ptrtoint %299 : !llvm.ptr<1> to i64
      %301 = llvm.inttoptr %300 : i64 to !llvm.ptr<1>
      llvm.store %296, %301 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %302 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %303 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %304 = llvm.insertelement %296, %0[%9 : i32] : vector<16xf32>
      %305 = llvm.shufflevector %304, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb13(%9 : i32)
    ^bb13(%306: i32):  // 2 preds: ^bb12, ^bb29
      %307 = llvm.icmp "slt" %306, %10 : i32
      llvm.cond_br %307, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %308 = llvm.mul %33, %21 : i32
      %309 = llvm.mul %306, %5 : i32
      %310 = llvm.add %308, %309 : i32
      %311 = llvm.getelementptr %43[%310] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %312 = llvm.getelementptr %311[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %313 = llvm.getelementptr %302[%309] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %314 = llvm.getelementptr %313[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %315 = llvm.getelementptr %303[%310] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %316 = llvm.getelementptr %315[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %317 = llvm.add %309, %44 : i32
      %318 = llvm.icmp "slt" %33, %20 : i32
      %319 = llvm.icmp "slt" %317, %21 : i32
      %320 = llvm.and %318, %319 : i1
      %321 = llvm.zext %320 : i1 to i8
      %322 = llvm.ptrtoint %29 : !llvm.ptr to i64
      %323 = llvm.inttoptr %322 : i64 to !llvm.ptr
      llvm.store %321, %323 {alignment = 32 : i64} : i8, !llvm.ptr
      %324 = llvm.add %317, %4 : i32
      %325 = llvm.icmp "slt" %324, %21 : i32
      %326 = llvm.and %318, %325 : i1
      %327 = llvm.zext %326 : i1 to i8
      %328 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %329 = llvm.ptrtoint %328 : !llvm.ptr to i64
      %330 = llvm.inttoptr %329 : i64 to !llvm.ptr
      llvm.store %327, %330 {alignment = 1 : i64} : i8, !llvm.ptr
      %331 = llvm.add %317, %3 : i32
      %332 = llvm.icmp "slt" %331, %21 : i32
      %333 = llvm.and %318, %332 : i1
      %334 = llvm.zext %333 : i1 to i8
      %335 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %336 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %337 = llvm.inttoptr %336 : i64 to !llvm.ptr
      llvm.store %334, %337 {alignment = 2 : i64} : i8, !llvm.ptr
      %338 = llvm.add %317, %2 : i32
      %339 = llvm.icmp "slt" %338, %21 : i32
      %340 = llvm.and %318, %339 : i1
      %341 = llvm.zext %340 : i1 to i8
      %342 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %343 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %344 = llvm.inttoptr %343 : i64 to !llvm.ptr
      llvm.store %341, %344 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %22, %28 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.store %22, %27 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb15(%9 : i32)
    ^bb15(%345: i32):  // 2 preds: ^bb14, ^bb18
      %346 = llvm.icmp "slt" %345, %23 : i32
      llvm.cond_br %346, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %347 = llvm.mul %345, %4 : i32
      %348 = llvm.getelementptr %312[%347] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %349 = llvm.mul %345, %23 : i32
      %350 = llvm.getelementptr %28[%349] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %351 = llvm.getelementptr %29[%345] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %352 = llvm.load %351 : !llvm.ptr -> i8
      %353 = llvm.icmp "ne" %352, %11 : i8
      llvm.cond_br %353, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %354 = llvm.load %348 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %354, %350 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %355 = llvm.add %345, %25 : i32
      llvm.br ^bb15(%355 : i32)
    ^bb19:  // pred: ^bb15
      llvm.br ^bb20(%9 : i32)
    ^bb20(%356: i32):  // 2 preds: ^bb19, ^bb23
      %357 = llvm.icmp "slt" %356, %23 : i32
      llvm.cond_br %357, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %358 = llvm.mul %356, %4 : i32
      %359 = llvm.getelementptr %314[%358] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %360 = llvm.mul %356, %23 : i32
      %361 = llvm.getelementptr %27[%360] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %362 = llvm.getelementptr %29[%356] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %363 = llvm.load %362 : !llvm.ptr -> i8
      %364 = llvm.icmp "ne" %363, %11 : i8
      llvm.cond_br %364, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %365 = llvm.load %359 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %365, %361 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %366 = llvm.add %356, %25 : i32
      llvm.br ^bb20(%366 : i32)
    ^bb24:  // pred: ^bb20
      %367 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %368 = llvm.fmul %367, %305 : vector<16xf32>
      %369 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %370 = llvm.fmul %368, %369 : vector<16xf32>
      llvm.store %370, %26 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb25(%9 : i32)
    ^bb25(%371: i32):  // 2 preds: ^bb24, ^bb28
      %372 = llvm.icmp "slt" %371, %23 : i32
      llvm.cond_br %372, ^bb26, ^bb29 {llvm.loop_annotation = #loop_annotation}
    ^bb26:  // pred: ^bb25
      %373 = llvm.mul %371, %23 : i32
      %374 = llvm.getelementptr %26[%373] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %375 = llvm.mul %371, %4 : i32
      %376 = llvm.getelementptr %316[%375] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %377 = llvm.getelementptr %29[%371] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %378 = llvm.load %377 : !llvm.ptr -> i8
      %379 = llvm.icmp "ne" %378, %11 : i8
      llvm.cond_br %379, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %380 = llvm.load %374 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %380, %376 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %381 = llvm.add %371, %25 : i32
      llvm.br ^bb25(%381 : i32)
    ^bb29:  // pred: ^bb25
      %382 = llvm.add %306, %25 : i32
      llvm.br ^bb13(%382 : i32)
    ^bb30:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h7559c65b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
