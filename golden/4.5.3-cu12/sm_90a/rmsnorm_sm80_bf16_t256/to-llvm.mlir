!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.undef : vector<32xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(6144 : i32) : i32
      %3 = llvm.mlir.constant(4096 : i32) : i32
      %4 = llvm.mlir.constant(2048 : i32) : i32
      %5 = llvm.mlir.constant(false) : i1
      %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(8 : i32) : i32
      %9 = llvm.mlir.constant(0 : i8) : i8
      %10 = llvm.mlir.constant(1.17549435E-38 : f32) : f32
      %11 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(31 : i32) : i32
      %15 = llvm.mlir.constant(2 : i32) : i32
      %16 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %17 = llvm.mlir.constant(9.99999984E+17 : f32) : f32
      %18 = llvm.mlir.constant(96 : i32) : i32
      %19 = llvm.mlir.constant(5000 : i32) : i32
      %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(32 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %32 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %33 = llvm.srem %31, %23 : i32
      %34 = llvm.sdiv %31, %23 : i32
      %35 = llvm.mul %34, %23 : i32
      %36 = llvm.icmp "ne" %31, %35 : i32
      %37 = llvm.icmp "slt" %31, %7 : i32
      %38 = llvm.icmp "ne" %37, %5 : i1
      %39 = llvm.and %36, %38 : i1
      %40 = llvm.add %34, %12 : i32
      %41 = llvm.select %39, %40, %34 : i1, i32
      %42 = llvm.mul %32, %19 : i32
      %43 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %45 = llvm.mul %31, %8 : i32
      %46 = llvm.getelementptr %44[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %47 = llvm.icmp "slt" %32, %18 : i32
      %48 = llvm.icmp "slt" %45, %19 : i32
      %49 = llvm.and %47, %48 : i1
      %50 = llvm.zext %49 : i1 to i8
      %51 = llvm.ptrtoint %30 : !llvm.ptr to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
      llvm.store %50, %52 {alignment = 32 : i64} : i8, !llvm.ptr
      %53 = llvm.add %45, %4 : i32
      %54 = llvm.icmp "slt" %53, %19 : i32
      %55 = llvm.and %47, %54 : i1
      %56 = llvm.zext %55 : i1 to i8
      %57 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
      %59 = llvm.inttoptr %58 : i64 to !llvm.ptr
      llvm.store %56, %59 {alignment = 1 : i64} : i8, !llvm.ptr
      %60 = llvm.add %45, %3 : i32
      %61 = llvm.icmp "slt" %60, %19 : i32
      %62 = llvm.and %47, %61 : i1
      %63 = llvm.zext %62 : i1 to i8
      %64 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %65 = llvm.ptrtoint %64 : !llvm.ptr to i64
      %66 = llvm.inttoptr %65 : i64 to !llvm.ptr
      llvm.store %63, %66 {alignment = 2 : i64} : i8, !llvm.ptr
      %67 = llvm.add %45, %2 : i32
      %68 = llvm.icmp "slt" %67, %19 : i32
      %69 = llvm.and %47, %68 : i1
      %70 = llvm.zext %69 : i1 to i8
      %71 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %72 = llvm.ptrtoint %71 : !llvm.ptr to i64
      %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
      llvm.store %70, %73 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %29 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%7 : i32)
    ^bb1(%74: i32):  // 2 preds: ^bb0, ^bb4
      %75 = llvm.icmp "slt" %74, %22 : i32
      llvm.cond_br %75, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %76 = llvm.mul %74, %4 : i32
      %77 = llvm.getelementptr %46[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %78 = llvm.mul %74, %8 : i32
      %79 = llvm.getelementptr %29[%78] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %80 = llvm.getelementptr %30[%74] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %81 = llvm.load %80 : !llvm.ptr -> i8
      %82 = llvm.icmp "ne" %81, %9 : i8
      llvm.cond_br %82, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %83 = llvm.load %77 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %83, %79 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %84 = llvm.add %74, %24 : i32
      llvm.br ^bb1(%84 : i32)
    ^bb5:  // pred: ^bb1
      %85 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %86 = llvm.fpext %85 : vector<32xbf16> to vector<32xf32>
      %87 = llvm.fcmp "olt" %86, %21 : vector<32xf32>
      %88 = llvm.fsub %21, %86 : vector<32xf32>
      %89 = llvm.select %87, %88, %86 : vector<32xi1>, vector<32xf32>
      %90 = llvm.intr.vector.reduce.fmaximum(%89) : (vector<32xf32>) -> f32
      %91 = llvm.intr.maximum(%90, %6) : (f32, f32) -> f32
      %92 = llvm.fcmp "ugt" %91, %6 : f32
      %93 = llvm.select %92, %91, %6 : i1, f32
      %94 = llvm.select %5, %6, %93 : i1, f32
      %95 = llvm.fcmp "ugt" %94, %10 : f32
      %96 = llvm.select %95, %94, %10 : i1, f32
      %97 = llvm.select %5, %10, %96 : i1, f32
      %98 = llvm.fdiv %11, %97 : f32
      %99 = llvm.insertelement %98, %0[%7 : i32] : vector<32xf32>
      %100 = llvm.shufflevector %99, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %101 = llvm.fmul %86, %100 : vector<32xf32>
      %102 = llvm.fmul %98, %6 : f32
      %103 = llvm.fmul %102, %6 : f32
      %104 = llvm.fmul %103, %102 : f32
      %105 = llvm.fmul %101, %101 : vector<32xf32>
      %106 = "llvm.intr.vector.reduce.fadd"(%6, %105) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %107 = llvm.fadd %104, %106 : f32
      %108 = nvvm.shfl.sync  bfly %12, %94, %13, %14 : f32 -> f32
      %109 = nvvm.shfl.sync  bfly %12, %107, %13, %14 : f32 -> f32
      %110 = llvm.fcmp "ugt" %94, %108 : f32
      %111 = llvm.select %110, %94, %108 : i1, f32
      %112 = llvm.fcmp "uno" %108, %108 : f32
      %113 = llvm.select %112, %108, %111 : i1, f32
      %114 = llvm.fcmp "ugt" %113, %10 : f32
      %115 = llvm.select %114, %113, %10 : i1, f32
      %116 = llvm.select %5, %10, %115 : i1, f32
      %117 = llvm.fdiv %11, %116 : f32
      %118 = llvm.fmul %94, %117 : f32
      %119 = llvm.fmul %108, %117 : f32
      %120 = llvm.fmul %107, %118 : f32
      %121 = llvm.fmul %120, %118 : f32
      %122 = llvm.fmul %109, %119 : f32
      %123 = llvm.fmul %122, %119 : f32
      %124 = llvm.fadd %121, %123 : f32
      %125 = nvvm.shfl.sync  bfly %12, %113, %8, %14 : f32 -> f32
      %126 = nvvm.shfl.sync  bfly %12, %124, %8, %14 : f32 -> f32
      %127 = llvm.fcmp "ugt" %113, %125 : f32
      %128 = llvm.select %127, %113, %125 : i1, f32
      %129 = llvm.fcmp "uno" %125, %125 : f32
      %130 = llvm.select %129, %125, %128 : i1, f32
      %131 = llvm.fcmp "ugt" %130, %10 : f32
      %132 = llvm.select %131, %130, %10 : i1, f32
      %133 = llvm.select %5, %10, %132 : i1, f32
      %134 = llvm.fdiv %11, %133 : f32
      %135 = llvm.fmul %113, %134 : f32
      %136 = llvm.fmul %125, %134 : f32
      %137 = llvm.fmul %124, %135 : f32
      %138 = llvm.fmul %137, %135 : f32
      %139 = llvm.fmul %126, %136 : f32
      %140 = llvm.fmul %139, %136 : f32
      %141 = llvm.fadd %138, %140 : f32
      %142 = nvvm.shfl.sync  bfly %12, %130, %22, %14 : f32 -> f32
      %143 = nvvm.shfl.sync  bfly %12, %141, %22, %14 : f32 -> f32
      %144 = llvm.fcmp "ugt" %130, %142 : f32
      %145 = llvm.select %144, %130, %142 : i1, f32
      %146 = llvm.fcmp "uno" %142, %142 : f32
      %147 = llvm.select %146, %142, %145 : i1, f32
      %148 = llvm.fcmp "ugt" %147, %10 : f32
      %149 = llvm.select %148, %147, %10 : i1, f32
      %150 = llvm.select %5, %10, %149 : i1, f32
      %151 = llvm.fdiv %11, %150 : f32
      %152 = llvm.fmul %130, %151 : f32
      %153 = llvm.fmul %142, %151 : f32
      %154 = llvm.fmul %141, %152 : f32
      %155 = llvm.fmul %154, %152 : f32
      %156 = llvm.fmul %143, %153 : f32
      %157 = llvm.fmul %156, %153 : f32
      %158 = llvm.fadd %155, %157 : f32
      %159 = nvvm.shfl.sync  bfly %12, %147, %15, %14 : f32 -> f32
      %160 = nvvm.shfl.sync  bfly %12, %158, %15, %14 : f32 -> f32
      %161 = llvm.fcmp "ugt" %147, %159 : f32
      %162 = llvm.select %161, %147, %159 : i1, f32
      %163 = llvm.fcmp "uno" %159, %159 : f32
      %164 = llvm.select %163, %159, %162 : i1, f32
      %165 = llvm.fcmp "ugt" %164, %10 : f32
      %166 = llvm.select %165, %164, %10 : i1, f32
      %167 = llvm.select %5, %10, %166 : i1, f32
      %168 = llvm.fdiv %11, %167 : f32
      %169 = llvm.fmul %147, %168 : f32
      %170 = llvm.fmul %159, %168 : f32
      %171 = llvm.fmul %158, %169 : f32
      %172 = llvm.fmul %171, %169 : f32
      %173 = llvm.fmul %160, %170 : f32
      %174 = llvm.fmul %173, %170 : f32
      %175 = llvm.fadd %172, %174 : f32
      %176 = nvvm.shfl.sync  bfly %12, %164, %24, %14 : f32 -> f32
      %177 = nvvm.shfl.sync  bfly %12, %175, %24, %14 : f32 -> f32
      %178 = llvm.fcmp "ugt" %164, %176 : f32
      %179 = llvm.select %178, %164, %176 : i1, f32
      %180 = llvm.fcmp "uno" %176, %176 : f32
      %181 = llvm.select %180, %176, %179 : i1, f32
      %182 = llvm.fcmp "ugt" %181, %10 : f32
      %183 = llvm.select %182, %181, %10 : i1, f32
      %184 = llvm.select %5, %10, %183 : i1, f32
      %185 = llvm.fdiv %11, %184 : f32
      %186 = llvm.fmul %164, %185 : f32
      %187 = llvm.fmul %176, %185 : f32
      %188 = llvm.fmul %175, %186 : f32
      %189 = llvm.fmul %188, %186 : f32
      %190 = llvm.fmul %177, %187 : f32
      %191 = llvm.fmul %190, %187 : f32
      %192 = llvm.fadd %189, %191 : f32
      %193 = llvm.getelementptr %1[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %194 = llvm.icmp "eq" %33, %7 : i32
      llvm.cond_br %194, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %195 = llvm.getelementptr %1[%41] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %196 = llvm.ptrtoint %195 : !llvm.ptr<3> to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr<3>
      llvm.store %181, %197 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %198 = llvm.getelementptr %193[%41] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %199 = llvm.ptrtoint %198 : !llvm.ptr<3> to i64
      %200 = llvm.inttoptr %199 : i64 to !llvm.ptr<3>
      llvm.store %192, %200 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %201 = llvm.ptrtoint %1 : !llvm.ptr<3> to i64
      %202 = llvm.inttoptr %201 : i64 to !llvm.ptr<3>
      %203 = llvm.load %202 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %204 = llvm.ptrtoint %193 : !llvm.ptr<3> to i64
      %205 = llvm.inttoptr %204 : i64 to !llvm.ptr<3>
      %206 = llvm.load %205 {alignment = 32 : i64} : !llvm.ptr<3> -> f32
      %207 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %208 = llvm.ptrtoint %207 : !llvm.ptr<3> to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr<3>
      %210 = llvm.load %209 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %211 = llvm.getelementptr %193[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %212 = llvm.ptrtoint %211 : !llvm.ptr<3> to i64
      %213 = llvm.inttoptr %212 : i64 to !llvm.ptr<3>
      %214 = llvm.load %213 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %215 = llvm.fcmp "ugt" %203, %210 : f32
      %216 = llvm.select %215, %203, %210 : i1, f32
      %217 = llvm.fcmp "uno" %210, %210 : f32
      %218 = llvm.select %217, %210, %216 : i1, f32
      %219 = llvm.fcmp "ugt" %218, %10 : f32
      %220 = llvm.select %219, %218, %10 : i1, f32
      %221 = llvm.select %5, %10, %220 : i1, f32
      %222 = llvm.fdiv %11, %221 : f32
      %223 = llvm.fmul %203, %222 : f32
      %224 = llvm.fmul %210, %222 : f32
      %225 = llvm.fmul %206, %223 : f32
      %226 = llvm.fmul %225, %223 : f32
      %227 = llvm.fmul %214, %224 : f32
      %228 = llvm.fmul %227, %224 : f32
      %229 = llvm.fadd %226, %228 : f32
      %230 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %231 = llvm.ptrtoint %230 : !llvm.ptr<3> to i64
      %232 = llvm.inttoptr %231 : i64 to !llvm.ptr<3>
      %233 = llvm.load %232 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %234 = llvm.getelementptr %193[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %235 = llvm.ptrtoint %234 : !llvm.ptr<3> to i64
      %236 = llvm.inttoptr %235 : i64 to !llvm.ptr<3>
      %237 = llvm.load %236 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %238 = llvm.fcmp "ugt" %218, %233 : f32
      %239 = llvm.select %238, %218, %233 : i1, f32
      %240 = llvm.fcmp "uno" %233, %233 : f32
      %241 = llvm.select %240, %233, %239 : i1, f32
      %242 = llvm.fcmp "ugt" %241, %10 : f32
      %243 = llvm.select %242, %241, %10 : i1, f32
      %244 = llvm.select %5, %10, %243 : i1, f32
      %245 = llvm.fdiv %11, %244 : f32
      %246 = llvm.fmul %218, %245 : f32
      %247 = llvm.fmul %233, %245 : f32
      %248 = llvm.fmul %229, %246 : f32
      %249 = llvm.fmul %248, %246 : f32
      %250 = llvm.fmul %237, %247 : f32
      %251 = llvm.fmul %250, %247 : f32
      %252 = llvm.fadd %249, %251 : f32
      %253 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %254 = llvm.ptrtoint %253 : !llvm.ptr<3> to i64
      %255 = llvm.inttoptr %254 : i64 to !llvm.ptr<3>
      %256 = llvm.load %255 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %257 = llvm.getelementptr %193[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %258 = llvm.ptrtoint %257 : !llvm.ptr<3> to i64
      %259 = llvm.inttoptr %258 : i64 to !llvm.ptr<3>
      %260 = llvm.load %259 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %261 = llvm.fcmp "ugt" %241, %256 : f32
      %262 = llvm.select %261, %241, %256 : i1, f32
      %263 = llvm.fcmp "uno" %256, %256 : f32
      %264 = llvm.select %263, %256, %262 : i1, f32
      %265 = llvm.fcmp "ugt" %264, %10 : f32
      %266 = llvm.select %265, %264, %10 : i1, f32
      %267 = llvm.select %5, %10, %266 : i1, f32
      %268 = llvm.fdiv %11, %267 : f32
      %269 = llvm.fmul %241, %268 : f32
      %270 = llvm.fmul %256, %268 : f32
      %271 = llvm.fmul %252, %269 : f32
      %272 = llvm.fmul %271, %269 : f32
      %273 = llvm.fmul %260, %270 : f32
      %274 = llvm.fmul %273, %270 : f32
      %275 = llvm.fadd %272, %274 : f32
      %276 = llvm.getelementptr %1[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %277 = llvm.ptrtoint %276 : !llvm.ptr<3> to i64
      %278 = llvm.inttoptr %277 : i64 to !llvm.ptr<3>
      %279 = llvm.load %278 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %280 = llvm.getelementptr %193[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %281 = llvm.ptrtoint %280 : !llvm.ptr<3> to i64
      %282 = llvm.inttoptr %281 : i64 to !llvm.ptr<3>
      %283 = llvm.load %282 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %284 = llvm.fcmp "ugt" %264, %279 : f32
      %285 = llvm.select %284, %264, %279 : i1, f32
      %286 = llvm.fcmp "uno" %279, %279 : f32
      %287 = llvm.select %286, %279, %285 : i1, f32
      %288 = llvm.fcmp "ugt" %287, %10 : f32
      %289 = llvm.select %288, %287, %10 : i1, f32
      %290 = llvm.select %5, %10, %289 : i1, f32
      %291 = llvm.fdiv %11, %290 : f32
      %292 = llvm.fmul %264, %291 : f32
      %293 = llvm.fmul %279, %291 : f32
      %294 = llvm.fmul %275, %292 : f32
      %295 = llvm.fmul %294, %292 : f32
      %296 = llvm.fmul %283, %293 : f32
      %297 = llvm.fmul %296, %293 : f32
      %298 = llvm.fadd %295, %297 : f32
      %299 = llvm.getelementptr %1[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %300 = llvm.ptrtoint %299 : !llvm.ptr<3> to i64
      %301 = llvm.inttoptr %300 : i64 to !llvm.ptr<3>
      %302 = llvm.load %301 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %303 = llvm.getelementptr %193[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %304 = llvm.ptrtoint %303 : !llvm.ptr<3> to i64
      %305 = llvm.inttoptr %304 : i64 to !llvm.ptr<3>
      %306 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %307 = llvm.fcmp "ugt" %287, %302 : f32
      %308 = llvm.select %307, %287, %302 : i1, f32
      %309 = llvm.fcmp "uno" %302, %302 : f32
      %310 = llvm.select %309, %302, %308 : i1, f32
      %311 = llvm.fcmp "ugt" %310, %10 : f32
      %312 = llvm.select %311, %310, %10 : i1, f32
      %313 = llvm.select %5, %10, %312 : i1, f32
      %314 = llvm.fdiv %11, %313 : f32
      %315 = llvm.fmul %287, %314 : f32
      %316 = llvm.fmul %302, %314 : f32
      %317 = llvm.fmul %298, %315 : f32
      %318 = llvm.fmul %317, %315 : f32
      %319 = llvm.fmul %306, %316 : f32
      %320 = llvm.fmul %319, %316 : f32
      %321 = llvm.fadd %318, %320 : f32
      %322 = llvm.getelementptr %1[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %323 = llvm.ptrtoint %322 : !llvm.ptr<3> to i64
      %324 = llvm.inttoptr %323 : i64 to !llvm.ptr<3>
      %325 = llvm.load %324 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %326 = llvm.getelementptr %193[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %327 = llvm.ptrtoint %326 : !llvm.ptr<3> to i64
      %328 = llvm.inttoptr %327 : i64 to !llvm.ptr<3>
      %329 = llvm.load %328 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %330 = llvm.fcmp "ugt" %310, %325 : f32
      %331 = llvm.select %330, %310, %325 : i1, f32
      %332 = llvm.fcmp "uno" %325, %325 : f32
      %333 = llvm.select %332, %325, %331 : i1, f32
      %334 = llvm.fcmp "ugt" %333, %10 : f32
      %335 = llvm.select %334, %333, %10 : i1, f32
      %336 = llvm.select %5, %10, %335 : i1, f32
      %337 = llvm.fdiv %11, %336 : f32
      %338 = llvm.fmul %310, %337 : f32
      %339 = llvm.fmul %325, %337 : f32
      %340 = llvm.fmul %321, %338 : f32
      %341 = llvm.fmul %340, %338 : f32
      %342 = llvm.fmul %329, %339 : f32
      %343 = llvm.fmul %342, %339 : f32
      %344 = llvm.fadd %341, %343 : f32
      %345 = llvm.getelementptr %1[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %346 = llvm.ptrtoint %345 : !llvm.ptr<3> to i64
      %347 = llvm.inttoptr %346 : i64 to !llvm.ptr<3>
      %348 = llvm.load %347 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %349 = llvm.getelementptr %193[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %350 = llvm.ptrtoint %349 : !llvm.ptr<3> to i64
      %351 = llvm.inttoptr %350 : i64 to !llvm.ptr<3>
      %352 = llvm.load %351 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %353 = llvm.fcmp "ugt" %333, %348 : f32
      %354 = llvm.select %353, %333, %348 : i1, f32
      %355 = llvm.fcmp "uno" %348, %348 : f32
      %356 = llvm.select %355, %348, %354 : i1, f32
      %357 = llvm.fcmp "ugt" %356, %10 : f32
      %358 = llvm.select %357, %356, %10 : i1, f32
      %359 = llvm.select %5, %10, %358 : i1, f32
      %360 = llvm.fdiv %11, %359 : f32
      %361 = llvm.fmul %333, %360 : f32
      %362 = llvm.fmul %348, %360 : f32
      %363 = llvm.fmul %344, %361 : f32
      %364 = llvm.fmul %363, %361 : f32
      %365 = llvm.fmul %352, %362 : f32
      %366 = llvm.fmul %365, %362 : f32
      %367 = llvm.fadd %364, %366 : f32
      %368 = llvm.fdiv %367, %16 : f32
      %369 = llvm.fmul %356, %356 : f32
      %370 = llvm.fmul %369, %368 : f32
      %371 = llvm.fadd %370, %arg4 : f32
      %372 = llvm.call @__nv_rsqrtf(%371) : (f32) -> f32
      %373 = llvm.fmul %arg4, %360 : f32
      %374 = llvm.fmul %373, %360 : f32
      %375 = llvm.fadd %368, %374 : f32
      %376 = llvm.call @__nv_rsqrtf(%375) : (f32) -> f32
      %377 = llvm.fmul %360, %376 : f32
      %378 = llvm.fcmp "ogt" %356, %17 : f32
      %379 = llvm.select %378, %377, %372 : i1, f32
      %380 = llvm.icmp "eq" %31, %7 : i32
      llvm.cond_br %380, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %381 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %382 = llvm.getelementptr %381[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %383 = llvm.ptrtoint %382 : !llvm.ptr<1> to i64
      %384 = llvm.inttoptr %383 : i64 to !llvm.ptr<1>
      llvm.store %379, %384 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %385 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %386 = llvm.getelementptr %385[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %387 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %388 = llvm.getelementptr %387[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %389 = llvm.getelementptr %388[%45] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %390 = llvm.ptrtoint %28 : !llvm.ptr to i64
      %391 = llvm.inttoptr %390 : i64 to !llvm.ptr
      llvm.store %50, %391 {alignment = 32 : i64} : i8, !llvm.ptr
      %392 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %393 = llvm.ptrtoint %392 : !llvm.ptr to i64
      %394 = llvm.inttoptr %393 : i64 to !llvm.ptr
      llvm.store %56, %394 {alignment = 1 : i64} : i8, !llvm.ptr
      %395 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %396 = llvm.ptrtoint %395 : !llvm.ptr to i64
      %397 = llvm.inttoptr %396 : i64 to !llvm.ptr
      llvm.store %63, %397 {alignment = 2 : i64} : i8, !llvm.ptr
      %398 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %399 = llvm.ptrtoint %398 : !llvm.ptr to i64
      %400 = llvm.inttoptr %399 : i64 to !llvm.ptr
      llvm.store %70, %400 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %27 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %20, %26 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb10(%7 : i32)
    ^bb10(%401: i32):  // 2 preds: ^bb9, ^bb13
      %402 = llvm.icmp "slt" %401, %22 : i32
      llvm.cond_br %402, ^bb11, ^bb14 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %403 = llvm.mul %401, %4 : i32
      %404 = llvm.getelementptr %46[%403] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %405 = llvm.mul %401, %8 : i32
      %406 = llvm.getelementptr %27[%405] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %407 = llvm.getelementptr %28[%401] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %408 = llvm.load %407 : !llvm.ptr -> i8
      %409 = llvm.icmp "ne" %408, %9 : i8
      llvm.cond_br %409, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %410 = llvm.load %404 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %410, %406 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %411 = llvm.add %401, %24 : i32
      llvm.br ^bb10(%411 : i32)
    ^bb14:  // pred: ^bb10
      llvm.br ^bb15(%7 : i32)
    ^bb15(%412: i32):  // 2 preds: ^bb14, ^bb18
      %413 = llvm.icmp "slt" %412, %22 : i32
      llvm.cond_br %413, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %414 = llvm.mul %412, %4 : i32
      %415 = llvm.getelementptr %386[%414] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %416 = llvm.mul %412, %8 : i32
      %417 = llvm.getelementptr %26[%416] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %418 = llvm.getelementptr %28[%412] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %419 = llvm.load %418 : !llvm.ptr -> i8
      %420 = llvm.icmp "ne" %419, %9 : i8
      llvm.cond_br %420, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %421 = llvm.load %415 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %421, %417 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %422 = llvm.add %412, %24 : i32
      llvm.br ^bb15(%422 : i32)
    ^bb19:  // pred: ^bb15
      %423 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %424 = llvm.fpext %423 : vector<32xbf16> to vector<32xf32>
      %425 = llvm.insertelement %379, %0[%7 : i32] : vector<32xf32>
      %426 = llvm.shufflevector %425, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %427 = llvm.fmul %424, %426 : vector<32xf32>
      %428 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %429 = llvm.fpext %428 : vector<32xbf16> to vector<32xf32>
      %430 = llvm.fmul %427, %429 : vector<32xf32>
      %431 = llvm.fptrunc %430 : vector<32xf32> to vector<32xbf16>
      llvm.store %431, %25 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb20(%7 : i32)
    ^bb20(%432: i32):  // 2 preds: ^bb19, ^bb23
      %433 = llvm.icmp "slt" %432, %22 : i32
      llvm.cond_br %433, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %434 = llvm.mul %432, %8 : i32
      %435 = llvm.getelementptr %25[%434] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %436 = llvm.mul %432, %4 : i32
      %437 = llvm.getelementptr %389[%436] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %438 = llvm.getelementptr %28[%432] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %439 = llvm.load %438 : !llvm.ptr -> i8
      %440 = llvm.icmp "ne" %439, %9 : i8
      llvm.cond_br %440, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %441 = llvm.load %435 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %441, %437 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %442 = llvm.add %432, %24 : i32
      llvm.br ^bb20(%442 : i32)
    ^bb24:  // pred: ^bb20
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_6960aa
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(128 : i64) : i64
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(96 : i32) : i32
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(256 : i32) : i32
    %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %14 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %12, %5[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %6, %15[1] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %6, %17[1] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %14, %5[0] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %6, %19[1] : !llvm_struct_6960aa
    %21 = llvm.alloca %10 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %22 = llvm.alloca %10 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %23 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.getelementptr %21[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %21[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %21[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg5, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
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
    %47 = llvm.add %37, %10 : i32
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
    %53 = llvm.add %54, %10 : i32
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
    %65 = llvm.add %58, %10 : i32
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
    %71 = llvm.add %72, %10 : i32
    llvm.cond_br %70, ^bb12, ^bb14(%71 : i32)
  ^bb14(%72: i32):  // 2 preds: ^bb8, ^bb13
    %73 = llvm.icmp "uge" %72, %58 : i32
    llvm.cond_br %73, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %74 = builtin.unrealized_conversion_cast %33 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h7c99f720(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
