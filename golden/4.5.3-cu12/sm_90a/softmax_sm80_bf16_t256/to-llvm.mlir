!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(15 : i64) : i64
      %1 = llvm.mlir.constant(14 : i64) : i64
      %2 = llvm.mlir.constant(13 : i64) : i64
      %3 = llvm.mlir.constant(12 : i64) : i64
      %4 = llvm.mlir.constant(11 : i64) : i64
      %5 = llvm.mlir.constant(10 : i64) : i64
      %6 = llvm.mlir.constant(9 : i64) : i64
      %7 = llvm.mlir.constant(8 : i64) : i64
      %8 = llvm.mlir.constant(7 : i64) : i64
      %9 = llvm.mlir.constant(6 : i64) : i64
      %10 = llvm.mlir.constant(5 : i64) : i64
      %11 = llvm.mlir.constant(4 : i64) : i64
      %12 = llvm.mlir.constant(3 : i64) : i64
      %13 = llvm.mlir.constant(2 : i64) : i64
      %14 = llvm.mlir.constant(1 : i64) : i64
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.poison : vector<16xf32>
      %17 = llvm.mlir.undef : vector<16xf32>
      %18 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %19 = llvm.mlir.constant(false) : i1
      %20 = llvm.mlir.constant(32 : i32) : i32
      %21 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %22 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %23 = llvm.mlir.constant(0 : i32) : i32
      %24 = llvm.mlir.constant(4096 : i32) : i32
      %25 = llvm.mlir.constant(8 : i32) : i32
      %26 = llvm.mlir.constant(5000 : i32) : i32
      %27 = llvm.mlir.constant(2048 : i32) : i32
      %28 = llvm.mlir.constant(0 : i8) : i8
      %29 = llvm.mlir.constant(1.44269502 : f32) : f32
      %30 = llvm.mlir.constant(-1 : i32) : i32
      %31 = llvm.mlir.constant(31 : i32) : i32
      %32 = llvm.mlir.constant(4 : i32) : i32
      %33 = llvm.mlir.constant(dense<0xFF80> : vector<16xbf16>) : vector<16xbf16>
      %34 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %35 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xbf16>) : vector<16xbf16>
      %36 = llvm.mlir.constant(2 : i32) : i32
      %37 = llvm.mlir.constant(16 : i32) : i32
      %38 = llvm.mlir.constant(1 : i32) : i32
      %39 = llvm.alloca %37 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %37 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.alloca %36 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %37 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %36 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %45 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %46 = llvm.srem %44, %20 : i32
      %47 = llvm.sdiv %44, %20 : i32
      %48 = llvm.mul %47, %20 : i32
      %49 = llvm.icmp "ne" %44, %48 : i32
      %50 = llvm.icmp "slt" %44, %23 : i32
      %51 = llvm.icmp "ne" %50, %19 : i1
      %52 = llvm.and %49, %51 : i1
      %53 = llvm.add %47, %30 : i32
      %54 = llvm.select %52, %53, %47 : i1, i32
      %55 = llvm.mul %44, %25 : i32
      %56 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      llvm.br ^bb1(%23, %21, %22 : i32, f32, f32)
    ^bb1(%57: i32, %58: f32, %59: f32):  // 2 preds: ^bb0, ^bb7
      %60 = llvm.icmp "slt" %57, %36 : i32
      llvm.cond_br %60, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %61 = llvm.mul %57, %24 : i32
      %62 = llvm.add %61, %55 : i32
      %63 = llvm.mul %45, %26 : i32
      %64 = llvm.add %63, %61 : i32
      %65 = llvm.getelementptr %56[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %66 = llvm.getelementptr %65[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %67 = llvm.icmp "slt" %62, %26 : i32
      %68 = llvm.zext %67 : i1 to i8
      %69 = llvm.ptrtoint %43 : !llvm.ptr to i64
      %70 = llvm.inttoptr %69 : i64 to !llvm.ptr
      llvm.store %68, %70 {alignment = 32 : i64} : i8, !llvm.ptr
      %71 = llvm.add %62, %27 : i32
      %72 = llvm.icmp "slt" %71, %26 : i32
      %73 = llvm.zext %72 : i1 to i8
      %74 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %75 = llvm.ptrtoint %74 : !llvm.ptr to i64
      %76 = llvm.inttoptr %75 : i64 to !llvm.ptr
      llvm.store %73, %76 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %33, %42 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      llvm.br ^bb3(%23 : i32)
    ^bb3(%77: i32):  // 2 preds: ^bb2, ^bb6
      %78 = llvm.icmp "slt" %77, %36 : i32
      llvm.cond_br %78, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %79 = llvm.mul %77, %27 : i32
      %80 = llvm.getelementptr %66[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %81 = llvm.mul %77, %25 : i32
      %82 = llvm.getelementptr %42[%81] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %83 = llvm.getelementptr %43[%77] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %84 = llvm.load %83 : !llvm.ptr -> i8
      %85 = llvm.icmp "ne" %84, %28 : i8
      llvm.cond_br %85, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %86 = llvm.load %80 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %86, %82 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %87 = llvm.add %77, %38 : i32
      llvm.br ^bb3(%87 : i32)
    ^bb7:  // pred: ^bb3
      %88 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      %89 = llvm.fpext %88 : vector<16xbf16> to vector<16xf32>
      %90 = llvm.intr.vector.reduce.fmaximum(%89) : (vector<16xf32>) -> f32
      %91 = llvm.intr.maximum(%90, %22) : (f32, f32) -> f32
      %92 = llvm.fcmp "ugt" %59, %91 : f32
      %93 = llvm.select %92, %59, %91 : i1, f32
      %94 = llvm.fcmp "uno" %91, %91 : f32
      %95 = llvm.select %94, %91, %93 : i1, f32
      %96 = llvm.insertelement %95, %17[%23 : i32] : vector<16xf32>
      %97 = llvm.shufflevector %96, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %98 = llvm.fsub %89, %97 : vector<16xf32>
      %99 = llvm.fmul %98, %34 : vector<16xf32>
      %100 = llvm.extractelement %99[%15 : i64] : vector<16xf32>
      %101 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %100 : (f32) -> f32
      %102 = llvm.insertelement %101, %16[%15 : i64] : vector<16xf32>
      %103 = llvm.extractelement %99[%14 : i64] : vector<16xf32>
      %104 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %103 : (f32) -> f32
      %105 = llvm.insertelement %104, %102[%14 : i64] : vector<16xf32>
      %106 = llvm.extractelement %99[%13 : i64] : vector<16xf32>
      %107 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %106 : (f32) -> f32
      %108 = llvm.insertelement %107, %105[%13 : i64] : vector<16xf32>
      %109 = llvm.extractelement %99[%12 : i64] : vector<16xf32>
      %110 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %109 : (f32) -> f32
      %111 = llvm.insertelement %110, %108[%12 : i64] : vector<16xf32>
      %112 = llvm.extractelement %99[%11 : i64] : vector<16xf32>
      %113 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %112 : (f32) -> f32
      %114 = llvm.insertelement %113, %111[%11 : i64] : vector<16xf32>
      %115 = llvm.extractelement %99[%10 : i64] : vector<16xf32>
      %116 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %115 : (f32) -> f32
      %117 = llvm.insertelement %116, %114[%10 : i64] : vector<16xf32>
      %118 = llvm.extractelement %99[%9 : i64] : vector<16xf32>
      %119 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %118 : (f32) -> f32
      %120 = llvm.insertelement %119, %117[%9 : i64] : vector<16xf32>
      %121 = llvm.extractelement %99[%8 : i64] : vector<16xf32>
      %122 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %121 : (f32) -> f32
      %123 = llvm.insertelement %122, %120[%8 : i64] : vector<16xf32>
      %124 = llvm.extractelement %99[%7 : i64] : vector<16xf32>
      %125 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %124 : (f32) -> f32
      %126 = llvm.insertelement %125, %123[%7 : i64] : vector<16xf32>
      %127 = llvm.extractelement %99[%6 : i64] : vector<16xf32>
      %128 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %127 : (f32) -> f32
      %129 = llvm.insertelement %128, %126[%6 : i64] : vector<16xf32>
      %130 = llvm.extractelement %99[%5 : i64] : vector<16xf32>
      %131 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %130 : (f32) -> f32
      %132 = llvm.insertelement %131, %129[%5 : i64] : vector<16xf32>
      %133 = llvm.extractelement %99[%4 : i64] : vector<16xf32>
      %134 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %133 : (f32) -> f32
      %135 = llvm.insertelement %134, %132[%4 : i64] : vector<16xf32>
      %136 = llvm.extractelement %99[%3 : i64] : vector<16xf32>
      %137 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %136 : (f32) -> f32
      %138 = llvm.insertelement %137, %135[%3 : i64] : vector<16xf32>
      %139 = llvm.extractelement %99[%2 : i64] : vector<16xf32>
      %140 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %139 : (f32) -> f32
      %141 = llvm.insertelement %140, %138[%2 : i64] : vector<16xf32>
      %142 = llvm.extractelement %99[%1 : i64] : vector<16xf32>
      %143 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %142 : (f32) -> f32
      %144 = llvm.insertelement %143, %141[%1 : i64] : vector<16xf32>
      %145 = llvm.extractelement %99[%0 : i64] : vector<16xf32>
      %146 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %145 : (f32) -> f32
      %147 = llvm.insertelement %146, %144[%0 : i64] : vector<16xf32>
      %148 = "llvm.intr.vector.reduce.fadd"(%21, %147) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %149 = llvm.fsub %59, %95 : f32
      %150 = llvm.fmul %149, %29 : f32
      %151 = llvm.call @__nv_exp2f(%150) : (f32) -> f32
      %152 = llvm.fmul %58, %151 : f32
      %153 = llvm.fadd %152, %148 : f32
      %154 = llvm.add %57, %38 : i32
      llvm.br ^bb1(%154, %153, %95 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %155 = nvvm.shfl.sync  bfly %30, %59, %37, %31 : f32 -> f32
      %156 = nvvm.shfl.sync  bfly %30, %58, %37, %31 : f32 -> f32
      %157 = llvm.fcmp "ugt" %59, %155 : f32
      %158 = llvm.select %157, %59, %155 : i1, f32
      %159 = llvm.fcmp "uno" %155, %155 : f32
      %160 = llvm.select %159, %155, %158 : i1, f32
      %161 = llvm.fsub %59, %160 : f32
      %162 = llvm.fmul %161, %29 : f32
      %163 = llvm.call @__nv_exp2f(%162) : (f32) -> f32
      %164 = llvm.fmul %58, %163 : f32
      %165 = llvm.fsub %155, %160 : f32
      %166 = llvm.fmul %165, %29 : f32
      %167 = llvm.call @__nv_exp2f(%166) : (f32) -> f32
      %168 = llvm.fmul %156, %167 : f32
      %169 = llvm.fadd %164, %168 : f32
      %170 = nvvm.shfl.sync  bfly %30, %160, %25, %31 : f32 -> f32
      %171 = nvvm.shfl.sync  bfly %30, %169, %25, %31 : f32 -> f32
      %172 = llvm.fcmp "ugt" %160, %170 : f32
      %173 = llvm.select %172, %160, %170 : i1, f32
      %174 = llvm.fcmp "uno" %170, %170 : f32
      %175 = llvm.select %174, %170, %173 : i1, f32
      %176 = llvm.fsub %160, %175 : f32
      %177 = llvm.fmul %176, %29 : f32
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.fmul %169, %178 : f32
      %180 = llvm.fsub %170, %175 : f32
      %181 = llvm.fmul %180, %29 : f32
      %182 = llvm.call @__nv_exp2f(%181) : (f32) -> f32
      %183 = llvm.fmul %171, %182 : f32
      %184 = llvm.fadd %179, %183 : f32
      %185 = nvvm.shfl.sync  bfly %30, %175, %32, %31 : f32 -> f32
      %186 = nvvm.shfl.sync  bfly %30, %184, %32, %31 : f32 -> f32
      %187 = llvm.fcmp "ugt" %175, %185 : f32
      %188 = llvm.select %187, %175, %185 : i1, f32
      %189 = llvm.fcmp "uno" %185, %185 : f32
      %190 = llvm.select %189, %185, %188 : i1, f32
      %191 = llvm.fsub %175, %190 : f32
      %192 = llvm.fmul %191, %29 : f32
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.fmul %184, %193 : f32
      %195 = llvm.fsub %185, %190 : f32
      %196 = llvm.fmul %195, %29 : f32
      %197 = llvm.call @__nv_exp2f(%196) : (f32) -> f32
      %198 = llvm.fmul %186, %197 : f32
      %199 = llvm.fadd %194, %198 : f32
      %200 = nvvm.shfl.sync  bfly %30, %190, %36, %31 : f32 -> f32
      %201 = nvvm.shfl.sync  bfly %30, %199, %36, %31 : f32 -> f32
      %202 = llvm.fcmp "ugt" %190, %200 : f32
      %203 = llvm.select %202, %190, %200 : i1, f32
      %204 = llvm.fcmp "uno" %200, %200 : f32
      %205 = llvm.select %204, %200, %203 : i1, f32
      %206 = llvm.fsub %190, %205 : f32
      %207 = llvm.fmul %206, %29 : f32
      %208 = llvm.call @__nv_exp2f(%207) : (f32) -> f32
      %209 = llvm.fmul %199, %208 : f32
      %210 = llvm.fsub %200, %205 : f32
      %211 = llvm.fmul %210, %29 : f32
      %212 = llvm.call @__nv_exp2f(%211) : (f32) -> f32
      %213 = llvm.fmul %201, %212 : f32
      %214 = llvm.fadd %209, %213 : f32
      %215 = nvvm.shfl.sync  bfly %30, %205, %38, %31 : f32 -> f32
      %216 = nvvm.shfl.sync  bfly %30, %214, %38, %31 : f32 -> f32
      %217 = llvm.fcmp "ugt" %205, %215 : f32
      %218 = llvm.select %217, %205, %215 : i1, f32
      %219 = llvm.fcmp "uno" %215, %215 : f32
      %220 = llvm.select %219, %215, %218 : i1, f32
      %221 = llvm.fsub %205, %220 : f32
      %222 = llvm.fmul %221, %29 : f32
      %223 = llvm.call @__nv_exp2f(%222) : (f32) -> f32
      %224 = llvm.fmul %214, %223 : f32
      %225 = llvm.fsub %215, %220 : f32
      %226 = llvm.fmul %225, %29 : f32
      %227 = llvm.call @__nv_exp2f(%226) : (f32) -> f32
      %228 = llvm.fmul %216, %227 : f32
      %229 = llvm.fadd %224, %228 : f32
      %230 = llvm.getelementptr %18[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %231 = llvm.icmp "eq" %46, %23 : i32
      llvm.cond_br %231, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %232 = llvm.getelementptr %18[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %233 = llvm.ptrtoint %232 : !llvm.ptr<3> to i64
      %234 = llvm.inttoptr %233 : i64 to !llvm.ptr<3>
      llvm.store %220, %234 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %235 = llvm.getelementptr %230[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %236 = llvm.ptrtoint %235 : !llvm.ptr<3> to i64
      %237 = llvm.inttoptr %236 : i64 to !llvm.ptr<3>
      llvm.store %229, %237 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %238 = llvm.ptrtoint %18 : !llvm.ptr<3> to i64
      %239 = llvm.inttoptr %238 : i64 to !llvm.ptr<3>
      %240 = llvm.load %239 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %241 = llvm.ptrtoint %230 : !llvm.ptr<3> to i64
      %242 = llvm.inttoptr %241 : i64 to !llvm.ptr<3>
      %243 = llvm.load %242 {alignment = 32 : i64} : !llvm.ptr<3> -> f32
      %244 = llvm.getelementptr %18[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %245 = llvm.ptrtoint %244 : !llvm.ptr<3> to i64
      %246 = llvm.inttoptr %245 : i64 to !llvm.ptr<3>
      %247 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %248 = llvm.getelementptr %230[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %249 = llvm.ptrtoint %248 : !llvm.ptr<3> to i64
      %250 = llvm.inttoptr %249 : i64 to !llvm.ptr<3>
      %251 = llvm.load %250 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %252 = llvm.fcmp "ugt" %240, %247 : f32
      %253 = llvm.select %252, %240, %247 : i1, f32
      %254 = llvm.fcmp "uno" %247, %247 : f32
      %255 = llvm.select %254, %247, %253 : i1, f32
      %256 = llvm.fsub %240, %255 : f32
      %257 = llvm.fmul %256, %29 : f32
      %258 = llvm.call @__nv_exp2f(%257) : (f32) -> f32
      %259 = llvm.fmul %243, %258 : f32
      %260 = llvm.fsub %247, %255 : f32
      %261 = llvm.fmul %260, %29 : f32
      %262 = llvm.call @__nv_exp2f(%261) : (f32) -> f32
      %263 = llvm.fmul %251, %262 : f32
      %264 = llvm.fadd %259, %263 : f32
      %265 = llvm.getelementptr %18[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %266 = llvm.ptrtoint %265 : !llvm.ptr<3> to i64
      %267 = llvm.inttoptr %266 : i64 to !llvm.ptr<3>
      %268 = llvm.load %267 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %269 = llvm.getelementptr %230[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %270 = llvm.ptrtoint %269 : !llvm.ptr<3> to i64
      %271 = llvm.inttoptr %270 : i64 to !llvm.ptr<3>
      %272 = llvm.load %271 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %273 = llvm.fcmp "ugt" %255, %268 : f32
      %274 = llvm.select %273, %255, %268 : i1, f32
      %275 = llvm.fcmp "uno" %268, %268 : f32
      %276 = llvm.select %275, %268, %274 : i1, f32
      %277 = llvm.fsub %255, %276 : f32
      %278 = llvm.fmul %277, %29 : f32
      %279 = llvm.call @__nv_exp2f(%278) : (f32) -> f32
      %280 = llvm.fmul %264, %279 : f32
      %281 = llvm.fsub %268, %276 : f32
      %282 = llvm.fmul %281, %29 : f32
      %283 = llvm.call @__nv_exp2f(%282) : (f32) -> f32
      %284 = llvm.fmul %272, %283 : f32
      %285 = llvm.fadd %280, %284 : f32
      %286 = llvm.getelementptr %18[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %287 = llvm.ptrtoint %286 : !llvm.ptr<3> to i64
      %288 = llvm.inttoptr %287 : i64 to !llvm.ptr<3>
      %289 = llvm.load %288 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %290 = llvm.getelementptr %230[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %291 = llvm.ptrtoint %290 : !llvm.ptr<3> to i64
      %292 = llvm.inttoptr %291 : i64 to !llvm.ptr<3>
      %293 = llvm.load %292 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %294 = llvm.fcmp "ugt" %276, %289 : f32
      %295 = llvm.select %294, %276, %289 : i1, f32
      %296 = llvm.fcmp "uno" %289, %289 : f32
      %297 = llvm.select %296, %289, %295 : i1, f32
      %298 = llvm.fsub %276, %297 : f32
      %299 = llvm.fmul %298, %29 : f32
      %300 = llvm.call @__nv_exp2f(%299) : (f32) -> f32
      %301 = llvm.fmul %285, %300 : f32
      %302 = llvm.fsub %289, %297 : f32
      %303 = llvm.fmul %302, %29 : f32
      %304 = llvm.call @__nv_exp2f(%303) : (f32) -> f32
      %305 = llvm.fmul %293, %304 : f32
      %306 = llvm.fadd %301, %305 : f32
      %307 = llvm.getelementptr %18[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %308 = llvm.ptrtoint %307 : !llvm.ptr<3> to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr<3>
      %310 = llvm.load %309 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %311 = llvm.getelementptr %230[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %312 = llvm.ptrtoint %311 : !llvm.ptr<3> to i64
      %313 = llvm.inttoptr %312 : i64 to !llvm.ptr<3>
      %314 = llvm.load %313 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %315 = llvm.fcmp "ugt" %297, %310 : f32
      %316 = llvm.select %315, %297, %310 : i1, f32
      %317 = llvm.fcmp "uno" %310, %310 : f32
      %318 = llvm.select %317, %310, %316 : i1, f32
      %319 = llvm.fsub %297, %318 : f32
      %320 = llvm.fmul %319, %29 : f32
      %321 = llvm.call @__nv_exp2f(%320) : (f32) -> f32
      %322 = llvm.fmul %306, %321 : f32
      %323 = llvm.fsub %310, %318 : f32
      %324 = llvm.fmul %323, %29 : f32
      %325 = llvm.call @__nv_exp2f(%324) : (f32) -> f32
      %326 = llvm.fmul %314, %325 : f32
      %327 = llvm.fadd %322, %326 : f32
      %328 = llvm.getelementptr %18[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %329 = llvm.ptrtoint %328 : !llvm.ptr<3> to i64
      %330 = llvm.inttoptr %329 : i64 to !llvm.ptr<3>
      %331 = llvm.load %330 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %332 = llvm.getelementptr %230[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %333 = llvm.ptrtoint %332 : !llvm.ptr<3> to i64
      %334 = llvm.inttoptr %333 : i64 to !llvm.ptr<3>
      %335 = llvm.load %334 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %336 = llvm.fcmp "ugt" %318, %331 : f32
      %337 = llvm.select %336, %318, %331 : i1, f32
      %338 = llvm.fcmp "uno" %331, %331 : f32
      %339 = llvm.select %338, %331, %337 : i1, f32
      %340 = llvm.fsub %318, %339 : f32
      %341 = llvm.fmul %340, %29 : f32
      %342 = llvm.call @__nv_exp2f(%341) : (f32) -> f32
      %343 = llvm.fmul %327, %342 : f32
      %344 = llvm.fsub %331, %339 : f32
      %345 = llvm.fmul %344, %29 : f32
      %346 = llvm.call @__nv_exp2f(%345) : (f32) -> f32
      %347 = llvm.fmul %335, %346 : f32
      %348 = llvm.fadd %343, %347 : f32
      %349 = llvm.getelementptr %18[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %350 = llvm.ptrtoint %349 : !llvm.ptr<3> to i64
      %351 = llvm.inttoptr %350 : i64 to !llvm.ptr<3>
      %352 = llvm.load %351 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %353 = llvm.getelementptr %230[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %354 = llvm.ptrtoint %353 : !llvm.ptr<3> to i64
      %355 = llvm.inttoptr %354 : i64 to !llvm.ptr<3>
      %356 = llvm.load %355 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %357 = llvm.fcmp "ugt" %339, %352 : f32
      %358 = llvm.select %357, %339, %352 : i1, f32
      %359 = llvm.fcmp "uno" %352, %352 : f32
      %360 = llvm.select %359, %352, %358 : i1, f32
      %361 = llvm.fsub %339, %360 : f32
      %362 = llvm.fmul %361, %29 : f32
      %363 = llvm.call @__nv_exp2f(%362) : (f32) -> f32
      %364 = llvm.fmul %348, %363 : f32
      %365 = llvm.fsub %352, %360 : f32
      %366 = llvm.fmul %365, %29 : f32
      %367 = llvm.call @__nv_exp2f(%366) : (f32) -> f32
      %368 = llvm.fmul %356, %367 : f32
      %369 = llvm.fadd %364, %368 : f32
      %370 = llvm.getelementptr %18[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %371 = llvm.ptrtoint %370 : !llvm.ptr<3> to i64
      %372 = llvm.inttoptr %371 : i64 to !llvm.ptr<3>
      %373 = llvm.load %372 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %374 = llvm.getelementptr %230[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %375 = llvm.ptrtoint %374 : !llvm.ptr<3> to i64
      %376 = llvm.inttoptr %375 : i64 to !llvm.ptr<3>
      %377 = llvm.load %376 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %378 = llvm.fcmp "ugt" %360, %373 : f32
      %379 = llvm.select %378, %360, %373 : i1, f32
      %380 = llvm.fcmp "uno" %373, %373 : f32
      %381 = llvm.select %380, %373, %379 : i1, f32
      %382 = llvm.fsub %360, %381 : f32
      %383 = llvm.fmul %382, %29 : f32
      %384 = llvm.call @__nv_exp2f(%383) : (f32) -> f32
      %385 = llvm.fmul %369, %384 : f32
      %386 = llvm.fsub %373, %381 : f32
      %387 = llvm.fmul %386, %29 : f32
      %388 = llvm.call @__nv_exp2f(%387) : (f32) -> f32
      %389 = llvm.fmul %377, %388 : f32
      %390 = llvm.fadd %385, %389 : f32
      %391 = llvm.call @__nv_log2f(%390) : (f32) -> f32
      %392 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %393 = llvm.insertelement %381, %17[%23 : i32] : vector<16xf32>
      %394 = llvm.shufflevector %393, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %395 = llvm.insertelement %391, %17[%23 : i32] : vector<16xf32>
      %396 = llvm.shufflevector %395, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%23 : i32)
    ^bb11(%397: i32):  // 2 preds: ^bb10, ^bb22
      %398 = llvm.icmp "slt" %397, %36 : i32
      llvm.cond_br %398, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %399 = llvm.mul %45, %26 : i32
      %400 = llvm.mul %397, %24 : i32
      %401 = llvm.add %399, %400 : i32
      %402 = llvm.getelementptr %56[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %403 = llvm.getelementptr %402[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %404 = llvm.getelementptr %392[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %405 = llvm.getelementptr %404[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %406 = llvm.add %400, %55 : i32
      %407 = llvm.icmp "slt" %406, %26 : i32
      %408 = llvm.zext %407 : i1 to i8
      %409 = llvm.ptrtoint %41 : !llvm.ptr to i64
      %410 = llvm.inttoptr %409 : i64 to !llvm.ptr
      llvm.store %408, %410 {alignment = 32 : i64} : i8, !llvm.ptr
      %411 = llvm.add %406, %27 : i32
      %412 = llvm.icmp "slt" %411, %26 : i32
      %413 = llvm.zext %412 : i1 to i8
      %414 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %415 = llvm.ptrtoint %414 : !llvm.ptr to i64
      %416 = llvm.inttoptr %415 : i64 to !llvm.ptr
      llvm.store %413, %416 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %35, %40 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      llvm.br ^bb13(%23 : i32)
    ^bb13(%417: i32):  // 2 preds: ^bb12, ^bb16
      %418 = llvm.icmp "slt" %417, %36 : i32
      llvm.cond_br %418, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %419 = llvm.mul %417, %27 : i32
      %420 = llvm.getelementptr %403[%419] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %421 = llvm.mul %417, %25 : i32
      %422 = llvm.getelementptr %40[%421] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %423 = llvm.getelementptr %41[%417] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %424 = llvm.load %423 : !llvm.ptr -> i8
      %425 = llvm.icmp "ne" %424, %28 : i8
      llvm.cond_br %425, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %426 = llvm.load %420 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %426, %422 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %427 = llvm.add %417, %38 : i32
      llvm.br ^bb13(%427 : i32)
    ^bb17:  // pred: ^bb13
      %428 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      %429 = llvm.fpext %428 : vector<16xbf16> to vector<16xf32>
      %430 = llvm.fsub %429, %394 : vector<16xf32>
      %431 = llvm.fmul %430, %34 : vector<16xf32>
      %432 = llvm.fsub %431, %396 : vector<16xf32>
      %433 = llvm.extractelement %432[%15 : i64] : vector<16xf32>
      %434 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %433 : (f32) -> f32
      %435 = llvm.insertelement %434, %16[%15 : i64] : vector<16xf32>
      %436 = llvm.extractelement %432[%14 : i64] : vector<16xf32>
      %437 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %436 : (f32) -> f32
      %438 = llvm.insertelement %437, %435[%14 : i64] : vector<16xf32>
      %439 = llvm.extractelement %432[%13 : i64] : vector<16xf32>
      %440 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %439 : (f32) -> f32
      %441 = llvm.insertelement %440, %438[%13 : i64] : vector<16xf32>
      %442 = llvm.extractelement %432[%12 : i64] : vector<16xf32>
      %443 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %442 : (f32) -> f32
      %444 = llvm.insertelement %443, %441[%12 : i64] : vector<16xf32>
      %445 = llvm.extractelement %432[%11 : i64] : vector<16xf32>
      %446 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %445 : (f32) -> f32
      %447 = llvm.insertelement %446, %444[%11 : i64] : vector<16xf32>
      %448 = llvm.extractelement %432[%10 : i64] : vector<16xf32>
      %449 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %448 : (f32) -> f32
      %450 = llvm.insertelement %449, %447[%10 : i64] : vector<16xf32>
      %451 = llvm.extractelement %432[%9 : i64] : vector<16xf32>
      %452 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %451 : (f32) -> f32
      %453 = llvm.insertelement %452, %450[%9 : i64] : vector<16xf32>
      %454 = llvm.extractelement %432[%8 : i64] : vector<16xf32>
      %455 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %454 : (f32) -> f32
      %456 = llvm.insertelement %455, %453[%8 : i64] : vector<16xf32>
      %457 = llvm.extractelement %432[%7 : i64] : vector<16xf32>
      %458 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %457 : (f32) -> f32
      %459 = llvm.insertelement %458, %456[%7 : i64] : vector<16xf32>
      %460 = llvm.extractelement %432[%6 : i64] : vector<16xf32>
      %461 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %460 : (f32) -> f32
      %462 = llvm.insertelement %461, %459[%6 : i64] : vector<16xf32>
      %463 = llvm.extractelement %432[%5 : i64] : vector<16xf32>
      %464 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %463 : (f32) -> f32
      %465 = llvm.insertelement %464, %462[%5 : i64] : vector<16xf32>
      %466 = llvm.extractelement %432[%4 : i64] : vector<16xf32>
      %467 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %466 : (f32) -> f32
      %468 = llvm.insertelement %467, %465[%4 : i64] : vector<16xf32>
      %469 = llvm.extractelement %432[%3 : i64] : vector<16xf32>
      %470 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %469 : (f32) -> f32
      %471 = llvm.insertelement %470, %468[%3 : i64] : vector<16xf32>
      %472 = llvm.extractelement %432[%2 : i64] : vector<16xf32>
      %473 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %472 : (f32) -> f32
      %474 = llvm.insertelement %473, %471[%2 : i64] : vector<16xf32>
      %475 = llvm.extractelement %432[%1 : i64] : vector<16xf32>
      %476 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %475 : (f32) -> f32
      %477 = llvm.insertelement %476, %474[%1 : i64] : vector<16xf32>
      %478 = llvm.extractelement %432[%0 : i64] : vector<16xf32>
      %479 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %478 : (f32) -> f32
      %480 = llvm.insertelement %479, %477[%0 : i64] : vector<16xf32>
      %481 = llvm.fptrunc %480 : vector<16xf32> to vector<16xbf16>
      llvm.store %481, %39 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      llvm.br ^bb18(%23 : i32)
    ^bb18(%482: i32):  // 2 preds: ^bb17, ^bb21
      %483 = llvm.icmp "slt" %482, %36 : i32
      llvm.cond_br %483, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %484 = llvm.mul %482, %25 : i32
      %485 = llvm.getelementptr %39[%484] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %486 = llvm.mul %482, %27 : i32
      %487 = llvm.getelementptr %405[%486] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %488 = llvm.getelementptr %41[%482] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %489 = llvm.load %488 : !llvm.ptr -> i8
      %490 = llvm.icmp "ne" %489, %28 : i8
      llvm.cond_br %490, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %491 = llvm.load %485 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %491, %487 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %492 = llvm.add %482, %38 : i32
      llvm.br ^bb18(%492 : i32)
    ^bb22:  // pred: ^bb18
      %493 = llvm.add %397, %38 : i32
      llvm.br ^bb11(%493 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads25_ha69fb8ec(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %14 = llvm.insertvalue %12, %5[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %6, %14[1] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %6, %16[1] : !llvm_struct_6960aa
    %18 = llvm.alloca %10 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %19 = llvm.alloca %10 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %20 = llvm.getelementptr %18[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %20 : !llvm.ptr, !llvm.ptr
    %21 = llvm.getelementptr %18[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %18[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %18[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %18[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %18[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %18[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %18[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %18[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %18[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg2, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.alloca %10 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %18, %31 : !llvm.ptr, !llvm.ptr
    %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
    %33 = llvm.getelementptr %32[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %34 = llvm.load %33 : !llvm.ptr -> i32
    %35 = llvm.getelementptr %32[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%8 : i32)
  ^bb1(%37: i32):  // 2 preds: ^bb3, ^bb5
    %38 = llvm.getelementptr %36[%37] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %39 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %39 : i32, !llvm.ptr
    %40 = llvm.getelementptr %38[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %40 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %41 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %42 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %43 = llvm.call @printf(%42, %41) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %44 = llvm.add %34, %10 : i32
    llvm.store %44, %33 : i32, !llvm.ptr
    llvm.br ^bb1(%34 : i32)
  ^bb4:  // pred: ^bb7
    %45 = llvm.icmp "uge" %34, %1 : i32
    llvm.cond_br %45, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%51 : i32)
  ^bb6:  // pred: ^bb7
    %46 = llvm.getelementptr %36[%51] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %47 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %48 = llvm.load %47 : !llvm.ptr -> i32
    %49 = llvm.icmp "eq" %48, %4 : i32
    %50 = llvm.add %51, %10 : i32
    llvm.cond_br %49, ^bb5, ^bb7(%50 : i32)
  ^bb7(%51: i32):  // 2 preds: ^bb0, ^bb6
    %52 = llvm.icmp "uge" %51, %34 : i32
    llvm.cond_br %52, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %53 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
    %54 = llvm.getelementptr %53[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %55 = llvm.load %54 : !llvm.ptr -> i32
    %56 = llvm.getelementptr %53[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %57 = llvm.load %56 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%8 : i32)
  ^bb9(%58: i32):  // 2 preds: ^bb10, ^bb12
    %59 = llvm.getelementptr %57[%58] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %60 = llvm.getelementptr %59[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %60 : i32, !llvm.ptr
    %61 = llvm.getelementptr %59[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %61 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %62 = llvm.add %55, %10 : i32
    llvm.store %62, %54 : i32, !llvm.ptr
    llvm.br ^bb9(%55 : i32)
  ^bb11:  // pred: ^bb14
    %63 = llvm.icmp "uge" %55, %1 : i32
    llvm.cond_br %63, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%69 : i32)
  ^bb13:  // pred: ^bb14
    %64 = llvm.getelementptr %57[%69] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %65 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %66 = llvm.load %65 : !llvm.ptr -> i32
    %67 = llvm.icmp "eq" %66, %0 : i32
    %68 = llvm.add %69, %10 : i32
    llvm.cond_br %67, ^bb12, ^bb14(%68 : i32)
  ^bb14(%69: i32):  // 2 preds: ^bb8, ^bb13
    %70 = llvm.icmp "uge" %69, %55 : i32
    llvm.cond_br %70, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %71 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h8b55d462(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_ha69fb8ec(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
