!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %24 = llvm.mlir.constant(3 : i32) : i32
      %25 = llvm.mlir.constant(2048 : i32) : i32
      %26 = llvm.mlir.constant(5000 : i32) : i32
      %27 = llvm.mlir.constant(512 : i32) : i32
      %28 = llvm.mlir.constant(1024 : i32) : i32
      %29 = llvm.mlir.constant(1536 : i32) : i32
      %30 = llvm.mlir.constant(0 : i8) : i8
      %31 = llvm.mlir.constant(1.44269502 : f32) : f32
      %32 = llvm.mlir.constant(-1 : i32) : i32
      %33 = llvm.mlir.constant(31 : i32) : i32
      %34 = llvm.mlir.constant(8 : i32) : i32
      %35 = llvm.mlir.constant(2 : i32) : i32
      %36 = llvm.mlir.constant(dense<0xFF800000> : vector<16xf32>) : vector<16xf32>
      %37 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %38 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %39 = llvm.mlir.constant(4 : i32) : i32
      %40 = llvm.mlir.constant(16 : i32) : i32
      %41 = llvm.mlir.constant(1 : i32) : i32
      %42 = llvm.alloca %40 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %40 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %39 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %40 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = llvm.alloca %39 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %48 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %49 = llvm.srem %47, %20 : i32
      %50 = llvm.sdiv %47, %20 : i32
      %51 = llvm.mul %50, %20 : i32
      %52 = llvm.icmp "ne" %47, %51 : i32
      %53 = llvm.icmp "slt" %47, %23 : i32
      %54 = llvm.icmp "ne" %53, %19 : i1
      %55 = llvm.and %52, %54 : i1
      %56 = llvm.add %50, %32 : i32
      %57 = llvm.select %55, %56, %50 : i1, i32
      %58 = llvm.mul %47, %39 : i32
      %59 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      llvm.br ^bb1(%23, %21, %22 : i32, f32, f32)
    ^bb1(%60: i32, %61: f32, %62: f32):  // 2 preds: ^bb0, ^bb7
      %63 = llvm.icmp "slt" %60, %24 : i32
      llvm.cond_br %63, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %64 = llvm.mul %60, %25 : i32
      %65 = llvm.add %64, %58 : i32
      %66 = llvm.mul %48, %26 : i32
      %67 = llvm.add %66, %64 : i32
      %68 = llvm.getelementptr %59[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %69 = llvm.getelementptr %68[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %70 = llvm.icmp "slt" %65, %26 : i32
      %71 = llvm.zext %70 : i1 to i8
      %72 = llvm.ptrtoint %46 : !llvm.ptr to i64
      %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
      llvm.store %71, %73 {alignment = 32 : i64} : i8, !llvm.ptr
      %74 = llvm.add %65, %27 : i32
      %75 = llvm.icmp "slt" %74, %26 : i32
      %76 = llvm.zext %75 : i1 to i8
      %77 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %78 = llvm.ptrtoint %77 : !llvm.ptr to i64
      %79 = llvm.inttoptr %78 : i64 to !llvm.ptr
      llvm.store %76, %79 {alignment = 1 : i64} : i8, !llvm.ptr
      %80 = llvm.add %65, %28 : i32
      %81 = llvm.icmp "slt" %80, %26 : i32
      %82 = llvm.zext %81 : i1 to i8
      %83 = llvm.getelementptr %46[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %84 = llvm.ptrtoint %83 : !llvm.ptr to i64
      %85 = llvm.inttoptr %84 : i64 to !llvm.ptr
      llvm.store %82, %85 {alignment = 2 : i64} : i8, !llvm.ptr
      %86 = llvm.add %65, %29 : i32
      %87 = llvm.icmp "slt" %86, %26 : i32
      %88 = llvm.zext %87 : i1 to i8
      %89 = llvm.getelementptr %46[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %90 = llvm.ptrtoint %89 : !llvm.ptr to i64
      %91 = llvm.inttoptr %90 : i64 to !llvm.ptr
      llvm.store %88, %91 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %36, %45 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%23 : i32)
    ^bb3(%92: i32):  // 2 preds: ^bb2, ^bb6
      %93 = llvm.icmp "slt" %92, %39 : i32
      llvm.cond_br %93, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %94 = llvm.mul %92, %27 : i32
      %95 = llvm.getelementptr %69[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %96 = llvm.mul %92, %39 : i32
      %97 = llvm.getelementptr %45[%96] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %98 = llvm.getelementptr %46[%92] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %99 = llvm.load %98 : !llvm.ptr -> i8
      %100 = llvm.icmp "ne" %99, %30 : i8
      llvm.cond_br %100, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %101 = llvm.load %95 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %101, %97 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %102 = llvm.add %92, %41 : i32
      llvm.br ^bb3(%102 : i32)
    ^bb7:  // pred: ^bb3
      %103 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %104 = llvm.intr.vector.reduce.fmaximum(%103) : (vector<16xf32>) -> f32
      %105 = llvm.intr.maximum(%104, %22) : (f32, f32) -> f32
      %106 = llvm.fcmp "ugt" %62, %105 : f32
      %107 = llvm.select %106, %62, %105 : i1, f32
      %108 = llvm.fcmp "uno" %105, %105 : f32
      %109 = llvm.select %108, %105, %107 : i1, f32
      %110 = llvm.insertelement %109, %17[%23 : i32] : vector<16xf32>
      %111 = llvm.shufflevector %110, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %112 = llvm.fsub %103, %111 : vector<16xf32>
      %113 = llvm.fmul %112, %37 : vector<16xf32>
      %114 = llvm.extractelement %113[%15 : i64] : vector<16xf32>
      %115 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %114 : (f32) -> f32
      %116 = llvm.insertelement %115, %16[%15 : i64] : vector<16xf32>
      %117 = llvm.extractelement %113[%14 : i64] : vector<16xf32>
      %118 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %117 : (f32) -> f32
      %119 = llvm.insertelement %118, %116[%14 : i64] : vector<16xf32>
      %120 = llvm.extractelement %113[%13 : i64] : vector<16xf32>
      %121 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %120 : (f32) -> f32
      %122 = llvm.insertelement %121, %119[%13 : i64] : vector<16xf32>
      %123 = llvm.extractelement %113[%12 : i64] : vector<16xf32>
      %124 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %123 : (f32) -> f32
      %125 = llvm.insertelement %124, %122[%12 : i64] : vector<16xf32>
      %126 = llvm.extractelement %113[%11 : i64] : vector<16xf32>
      %127 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %126 : (f32) -> f32
      %128 = llvm.insertelement %127, %125[%11 : i64] : vector<16xf32>
      %129 = llvm.extractelement %113[%10 : i64] : vector<16xf32>
      %130 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %129 : (f32) -> f32
      %131 = llvm.insertelement %130, %128[%10 : i64] : vector<16xf32>
      %132 = llvm.extractelement %113[%9 : i64] : vector<16xf32>
      %133 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %132 : (f32) -> f32
      %134 = llvm.insertelement %133, %131[%9 : i64] : vector<16xf32>
      %135 = llvm.extractelement %113[%8 : i64] : vector<16xf32>
      %136 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %135 : (f32) -> f32
      %137 = llvm.insertelement %136, %134[%8 : i64] : vector<16xf32>
      %138 = llvm.extractelement %113[%7 : i64] : vector<16xf32>
      %139 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %138 : (f32) -> f32
      %140 = llvm.insertelement %139, %137[%7 : i64] : vector<16xf32>
      %141 = llvm.extractelement %113[%6 : i64] : vector<16xf32>
      %142 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %141 : (f32) -> f32
      %143 = llvm.insertelement %142, %140[%6 : i64] : vector<16xf32>
      %144 = llvm.extractelement %113[%5 : i64] : vector<16xf32>
      %145 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %144 : (f32) -> f32
      %146 = llvm.insertelement %145, %143[%5 : i64] : vector<16xf32>
      %147 = llvm.extractelement %113[%4 : i64] : vector<16xf32>
      %148 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %147 : (f32) -> f32
      %149 = llvm.insertelement %148, %146[%4 : i64] : vector<16xf32>
      %150 = llvm.extractelement %113[%3 : i64] : vector<16xf32>
      %151 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %150 : (f32) -> f32
      %152 = llvm.insertelement %151, %149[%3 : i64] : vector<16xf32>
      %153 = llvm.extractelement %113[%2 : i64] : vector<16xf32>
      %154 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %153 : (f32) -> f32
      %155 = llvm.insertelement %154, %152[%2 : i64] : vector<16xf32>
      %156 = llvm.extractelement %113[%1 : i64] : vector<16xf32>
      %157 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %156 : (f32) -> f32
      %158 = llvm.insertelement %157, %155[%1 : i64] : vector<16xf32>
      %159 = llvm.extractelement %113[%0 : i64] : vector<16xf32>
      %160 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %159 : (f32) -> f32
      %161 = llvm.insertelement %160, %158[%0 : i64] : vector<16xf32>
      %162 = "llvm.intr.vector.reduce.fadd"(%21, %161) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %163 = llvm.fsub %62, %109 : f32
      %164 = llvm.fmul %163, %31 : f32
      %165 = llvm.call @__nv_exp2f(%164) : (f32) -> f32
      %166 = llvm.fmul %61, %165 : f32
      %167 = llvm.fadd %166, %162 : f32
      %168 = llvm.add %60, %41 : i32
      llvm.br ^bb1(%168, %167, %109 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %169 = nvvm.shfl.sync  bfly %32, %62, %40, %33 : f32 -> f32
      %170 = nvvm.shfl.sync  bfly %32, %61, %40, %33 : f32 -> f32
      %171 = llvm.fcmp "ugt" %62, %169 : f32
      %172 = llvm.select %171, %62, %169 : i1, f32
      %173 = llvm.fcmp "uno" %169, %169 : f32
      %174 = llvm.select %173, %169, %172 : i1, f32
      %175 = llvm.fsub %62, %174 : f32
      %176 = llvm.fmul %175, %31 : f32
      %177 = llvm.call @__nv_exp2f(%176) : (f32) -> f32
      %178 = llvm.fmul %61, %177 : f32
      %179 = llvm.fsub %169, %174 : f32
      %180 = llvm.fmul %179, %31 : f32
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.fmul %170, %181 : f32
      %183 = llvm.fadd %178, %182 : f32
      %184 = nvvm.shfl.sync  bfly %32, %174, %34, %33 : f32 -> f32
      %185 = nvvm.shfl.sync  bfly %32, %183, %34, %33 : f32 -> f32
      %186 = llvm.fcmp "ugt" %174, %184 : f32
      %187 = llvm.select %186, %174, %184 : i1, f32
      %188 = llvm.fcmp "uno" %184, %184 : f32
      %189 = llvm.select %188, %184, %187 : i1, f32
      %190 = llvm.fsub %174, %189 : f32
      %191 = llvm.fmul %190, %31 : f32
      %192 = llvm.call @__nv_exp2f(%191) : (f32) -> f32
      %193 = llvm.fmul %183, %192 : f32
      %194 = llvm.fsub %184, %189 : f32
      %195 = llvm.fmul %194, %31 : f32
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.fmul %185, %196 : f32
      %198 = llvm.fadd %193, %197 : f32
      %199 = nvvm.shfl.sync  bfly %32, %189, %39, %33 : f32 -> f32
      %200 = nvvm.shfl.sync  bfly %32, %198, %39, %33 : f32 -> f32
      %201 = llvm.fcmp "ugt" %189, %199 : f32
      %202 = llvm.select %201, %189, %199 : i1, f32
      %203 = llvm.fcmp "uno" %199, %199 : f32
      %204 = llvm.select %203, %199, %202 : i1, f32
      %205 = llvm.fsub %189, %204 : f32
      %206 = llvm.fmul %205, %31 : f32
      %207 = llvm.call @__nv_exp2f(%206) : (f32) -> f32
      %208 = llvm.fmul %198, %207 : f32
      %209 = llvm.fsub %199, %204 : f32
      %210 = llvm.fmul %209, %31 : f32
      %211 = llvm.call @__nv_exp2f(%210) : (f32) -> f32
      %212 = llvm.fmul %200, %211 : f32
      %213 = llvm.fadd %208, %212 : f32
      %214 = nvvm.shfl.sync  bfly %32, %204, %35, %33 : f32 -> f32
      %215 = nvvm.shfl.sync  bfly %32, %213, %35, %33 : f32 -> f32
      %216 = llvm.fcmp "ugt" %204, %214 : f32
      %217 = llvm.select %216, %204, %214 : i1, f32
      %218 = llvm.fcmp "uno" %214, %214 : f32
      %219 = llvm.select %218, %214, %217 : i1, f32
      %220 = llvm.fsub %204, %219 : f32
      %221 = llvm.fmul %220, %31 : f32
      %222 = llvm.call @__nv_exp2f(%221) : (f32) -> f32
      %223 = llvm.fmul %213, %222 : f32
      %224 = llvm.fsub %214, %219 : f32
      %225 = llvm.fmul %224, %31 : f32
      %226 = llvm.call @__nv_exp2f(%225) : (f32) -> f32
      %227 = llvm.fmul %215, %226 : f32
      %228 = llvm.fadd %223, %227 : f32
      %229 = nvvm.shfl.sync  bfly %32, %219, %41, %33 : f32 -> f32
      %230 = nvvm.shfl.sync  bfly %32, %228, %41, %33 : f32 -> f32
      %231 = llvm.fcmp "ugt" %219, %229 : f32
      %232 = llvm.select %231, %219, %229 : i1, f32
      %233 = llvm.fcmp "uno" %229, %229 : f32
      %234 = llvm.select %233, %229, %232 : i1, f32
      %235 = llvm.fsub %219, %234 : f32
      %236 = llvm.fmul %235, %31 : f32
      %237 = llvm.call @__nv_exp2f(%236) : (f32) -> f32
      %238 = llvm.fmul %228, %237 : f32
      %239 = llvm.fsub %229, %234 : f32
      %240 = llvm.fmul %239, %31 : f32
      %241 = llvm.call @__nv_exp2f(%240) : (f32) -> f32
      %242 = llvm.fmul %230, %241 : f32
      %243 = llvm.fadd %238, %242 : f32
      %244 = llvm.getelementptr %18[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %245 = llvm.icmp "eq" %49, %23 : i32
      llvm.cond_br %245, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %246 = llvm.getelementptr %18[%57] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %247 = llvm.ptrtoint %246 : !llvm.ptr<3> to i64
      %248 = llvm.inttoptr %247 : i64 to !llvm.ptr<3>
      llvm.store %234, %248 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %249 = llvm.getelementptr %244[%57] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %250 = llvm.ptrtoint %249 : !llvm.ptr<3> to i64
      %251 = llvm.inttoptr %250 : i64 to !llvm.ptr<3>
      llvm.store %243, %251 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %252 = llvm.ptrtoint %18 : !llvm.ptr<3> to i64
      %253 = llvm.inttoptr %252 : i64 to !llvm.ptr<3>
      %254 = llvm.load %253 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %255 = llvm.ptrtoint %244 : !llvm.ptr<3> to i64
      %256 = llvm.inttoptr %255 : i64 to !llvm.ptr<3>
      %257 = llvm.load %256 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %258 = llvm.getelementptr %18[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %259 = llvm.ptrtoint %258 : !llvm.ptr<3> to i64
      %260 = llvm.inttoptr %259 : i64 to !llvm.ptr<3>
      %261 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %262 = llvm.getelementptr %244[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %263 = llvm.ptrtoint %262 : !llvm.ptr<3> to i64
      %264 = llvm.inttoptr %263 : i64 to !llvm.ptr<3>
      %265 = llvm.load %264 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %266 = llvm.fcmp "ugt" %254, %261 : f32
      %267 = llvm.select %266, %254, %261 : i1, f32
      %268 = llvm.fcmp "uno" %261, %261 : f32
      %269 = llvm.select %268, %261, %267 : i1, f32
      %270 = llvm.fsub %254, %269 : f32
      %271 = llvm.fmul %270, %31 : f32
      %272 = llvm.call @__nv_exp2f(%271) : (f32) -> f32
      %273 = llvm.fmul %257, %272 : f32
      %274 = llvm.fsub %261, %269 : f32
      %275 = llvm.fmul %274, %31 : f32
      %276 = llvm.call @__nv_exp2f(%275) : (f32) -> f32
      %277 = llvm.fmul %265, %276 : f32
      %278 = llvm.fadd %273, %277 : f32
      %279 = llvm.getelementptr %18[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %280 = llvm.ptrtoint %279 : !llvm.ptr<3> to i64
      %281 = llvm.inttoptr %280 : i64 to !llvm.ptr<3>
      %282 = llvm.load %281 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %283 = llvm.getelementptr %244[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %284 = llvm.ptrtoint %283 : !llvm.ptr<3> to i64
      %285 = llvm.inttoptr %284 : i64 to !llvm.ptr<3>
      %286 = llvm.load %285 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %287 = llvm.fcmp "ugt" %269, %282 : f32
      %288 = llvm.select %287, %269, %282 : i1, f32
      %289 = llvm.fcmp "uno" %282, %282 : f32
      %290 = llvm.select %289, %282, %288 : i1, f32
      %291 = llvm.fsub %269, %290 : f32
      %292 = llvm.fmul %291, %31 : f32
      %293 = llvm.call @__nv_exp2f(%292) : (f32) -> f32
      %294 = llvm.fmul %278, %293 : f32
      %295 = llvm.fsub %282, %290 : f32
      %296 = llvm.fmul %295, %31 : f32
      %297 = llvm.call @__nv_exp2f(%296) : (f32) -> f32
      %298 = llvm.fmul %286, %297 : f32
      %299 = llvm.fadd %294, %298 : f32
      %300 = llvm.getelementptr %18[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %301 = llvm.ptrtoint %300 : !llvm.ptr<3> to i64
      %302 = llvm.inttoptr %301 : i64 to !llvm.ptr<3>
      %303 = llvm.load %302 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %304 = llvm.getelementptr %244[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %305 = llvm.ptrtoint %304 : !llvm.ptr<3> to i64
      %306 = llvm.inttoptr %305 : i64 to !llvm.ptr<3>
      %307 = llvm.load %306 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %308 = llvm.fcmp "ugt" %290, %303 : f32
      %309 = llvm.select %308, %290, %303 : i1, f32
      %310 = llvm.fcmp "uno" %303, %303 : f32
      %311 = llvm.select %310, %303, %309 : i1, f32
      %312 = llvm.fsub %290, %311 : f32
      %313 = llvm.fmul %312, %31 : f32
      %314 = llvm.call @__nv_exp2f(%313) : (f32) -> f32
      %315 = llvm.fmul %299, %314 : f32
      %316 = llvm.fsub %303, %311 : f32
      %317 = llvm.fmul %316, %31 : f32
      %318 = llvm.call @__nv_exp2f(%317) : (f32) -> f32
      %319 = llvm.fmul %307, %318 : f32
      %320 = llvm.fadd %315, %319 : f32
      %321 = llvm.call @__nv_log2f(%320) : (f32) -> f32
      %322 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %323 = llvm.insertelement %311, %17[%23 : i32] : vector<16xf32>
      %324 = llvm.shufflevector %323, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %325 = llvm.insertelement %321, %17[%23 : i32] : vector<16xf32>
      %326 = llvm.shufflevector %325, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%23 : i32)
    ^bb11(%327: i32):  // 2 preds: ^bb10, ^bb22
      %328 = llvm.icmp "slt" %327, %24 : i32
      llvm.cond_br %328, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %329 = llvm.mul %48, %26 : i32
      %330 = llvm.mul %327, %25 : i32
      %331 = llvm.add %329, %330 : i32
      %332 = llvm.getelementptr %59[%331] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %333 = llvm.getelementptr %332[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %334 = llvm.getelementptr %322[%331] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %335 = llvm.getelementptr %334[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %336 = llvm.add %330, %58 : i32
      %337 = llvm.icmp "slt" %336, %26 : i32
      %338 = llvm.zext %337 : i1 to i8
      %339 = llvm.ptrtoint %44 : !llvm.ptr to i64
      %340 = llvm.inttoptr %339 : i64 to !llvm.ptr
      llvm.store %338, %340 {alignment = 32 : i64} : i8, !llvm.ptr
      %341 = llvm.add %336, %27 : i32
      %342 = llvm.icmp "slt" %341, %26 : i32
      %343 = llvm.zext %342 : i1 to i8
      %344 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %345 = llvm.ptrtoint %344 : !llvm.ptr to i64
      %346 = llvm.inttoptr %345 : i64 to !llvm.ptr
      llvm.store %343, %346 {alignment = 1 : i64} : i8, !llvm.ptr
      %347 = llvm.add %336, %28 : i32
      %348 = llvm.icmp "slt" %347, %26 : i32
      %349 = llvm.zext %348 : i1 to i8
      %350 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %351 = llvm.ptrtoint %350 : !llvm.ptr to i64
      %352 = llvm.inttoptr %351 : i64 to !llvm.ptr
      llvm.store %349, %352 {alignment = 2 : i64} : i8, !llvm.ptr
      %353 = llvm.add %336, %29 : i32
      %354 = llvm.icmp "slt" %353, %26 : i32
      %355 = llvm.zext %354 : i1 to i8
      %356 = llvm.getelementptr %44[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %357 = llvm.ptrtoint %356 : !llvm.ptr to i64
      %358 = llvm.inttoptr %357 : i64 to !llvm.ptr
      llvm.store %355, %358 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %38, %43 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%23 : i32)
    ^bb13(%359: i32):  // 2 preds: ^bb12, ^bb16
      %360 = llvm.icmp "slt" %359, %39 : i32
      llvm.cond_br %360, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %361 = llvm.mul %359, %27 : i32
      %362 = llvm.getelementptr %333[%361] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %363 = llvm.mul %359, %39 : i32
      %364 = llvm.getelementptr %43[%363] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %365 = llvm.getelementptr %44[%359] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %366 = llvm.load %365 : !llvm.ptr -> i8
      %367 = llvm.icmp "ne" %366, %30 : i8
      llvm.cond_br %367, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %368 = llvm.load %362 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %368, %364 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %369 = llvm.add %359, %41 : i32
      llvm.br ^bb13(%369 : i32)
    ^bb17:  // pred: ^bb13
      %370 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %371 = llvm.fsub %370, %324 : vector<16xf32>
      %372 = llvm.fmul %371, %37 : vector<16xf32>
      %373 = llvm.fsub %372, %326 : vector<16xf32>
      %374 = llvm.extractelement %373[%15 : i64] : vector<16xf32>
      %375 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %374 : (f32) -> f32
      %376 = llvm.insertelement %375, %16[%15 : i64] : vector<16xf32>
      %377 = llvm.extractelement %373[%14 : i64] : vector<16xf32>
      %378 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %377 : (f32) -> f32
      %379 = llvm.insertelement %378, %376[%14 : i64] : vector<16xf32>
      %380 = llvm.extractelement %373[%13 : i64] : vector<16xf32>
      %381 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %380 : (f32) -> f32
      %382 = llvm.insertelement %381, %379[%13 : i64] : vector<16xf32>
      %383 = llvm.extractelement %373[%12 : i64] : vector<16xf32>
      %384 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %383 : (f32) -> f32
      %385 = llvm.insertelement %384, %382[%12 : i64] : vector<16xf32>
      %386 = llvm.extractelement %373[%11 : i64] : vector<16xf32>
      %387 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %386 : (f32) -> f32
      %388 = llvm.insertelement %387, %385[%11 : i64] : vector<16xf32>
      %389 = llvm.extractelement %373[%10 : i64] : vector<16xf32>
      %390 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %389 : (f32) -> f32
      %391 = llvm.insertelement %390, %388[%10 : i64] : vector<16xf32>
      %392 = llvm.extractelement %373[%9 : i64] : vector<16xf32>
      %393 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %392 : (f32) -> f32
      %394 = llvm.insertelement %393, %391[%9 : i64] : vector<16xf32>
      %395 = llvm.extractelement %373[%8 : i64] : vector<16xf32>
      %396 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %395 : (f32) -> f32
      %397 = llvm.insertelement %396, %394[%8 : i64] : vector<16xf32>
      %398 = llvm.extractelement %373[%7 : i64] : vector<16xf32>
      %399 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %398 : (f32) -> f32
      %400 = llvm.insertelement %399, %397[%7 : i64] : vector<16xf32>
      %401 = llvm.extractelement %373[%6 : i64] : vector<16xf32>
      %402 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %401 : (f32) -> f32
      %403 = llvm.insertelement %402, %400[%6 : i64] : vector<16xf32>
      %404 = llvm.extractelement %373[%5 : i64] : vector<16xf32>
      %405 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %404 : (f32) -> f32
      %406 = llvm.insertelement %405, %403[%5 : i64] : vector<16xf32>
      %407 = llvm.extractelement %373[%4 : i64] : vector<16xf32>
      %408 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %407 : (f32) -> f32
      %409 = llvm.insertelement %408, %406[%4 : i64] : vector<16xf32>
      %410 = llvm.extractelement %373[%3 : i64] : vector<16xf32>
      %411 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %410 : (f32) -> f32
      %412 = llvm.insertelement %411, %409[%3 : i64] : vector<16xf32>
      %413 = llvm.extractelement %373[%2 : i64] : vector<16xf32>
      %414 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %413 : (f32) -> f32
      %415 = llvm.insertelement %414, %412[%2 : i64] : vector<16xf32>
      %416 = llvm.extractelement %373[%1 : i64] : vector<16xf32>
      %417 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %416 : (f32) -> f32
      %418 = llvm.insertelement %417, %415[%1 : i64] : vector<16xf32>
      %419 = llvm.extractelement %373[%0 : i64] : vector<16xf32>
      %420 = llvm.inline_asm asm_dialect = att "ex2.approx.ftz.f32 $0, $1;", "=f,f" %419 : (f32) -> f32
      %421 = llvm.insertelement %420, %418[%0 : i64] : vector<16xf32>
      llvm.store %421, %42 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%23 : i32)
    ^bb18(%422: i32):  // 2 preds: ^bb17, ^bb21
      %423 = llvm.icmp "slt" %422, %39 : i32
      llvm.cond_br %423, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %424 = llvm.mul %422, %39 : i32
      %425 = llvm.getelementptr %42[%424] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %426 = llvm.mul %422, %27 : i32
      %427 = llvm.getelementptr %335[%426] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %428 = llvm.getelementptr %44[%422] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %429 = llvm.load %428 : !llvm.ptr -> i8
      %430 = llvm.icmp "ne" %429, %30 : i8
      llvm.cond_br %430, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %431 = llvm.load %425 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %431, %427 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %432 = llvm.add %422, %41 : i32
      llvm.br ^bb18(%432 : i32)
    ^bb22:  // pred: ^bb18
      %433 = llvm.add %327, %41 : i32
      llvm.br ^bb11(%433 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h9cedc24f(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %14 = llvm.insertvalue %12, %5[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %6, %14[1] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %6, %16[1] : !llvm_struct_6960aa
    %18 = llvm.alloca %9 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %19 = llvm.alloca %9 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %20 = llvm.getelementptr %18[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %19, %20 : !llvm.ptr, !llvm.ptr
    %21 = llvm.getelementptr %18[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %18[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %18[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %18[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %24 : i64, !llvm.ptr
    %25 = llvm.getelementptr %18[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %18[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %18[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %27 : i32, !llvm.ptr
    %28 = llvm.getelementptr %18[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %18[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg2, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
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
    %44 = llvm.add %34, %9 : i32
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
    %50 = llvm.add %51, %9 : i32
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
    %62 = llvm.add %55, %9 : i32
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
    %68 = llvm.add %69, %9 : i32
    llvm.cond_br %67, ^bb12, ^bb14(%68 : i32)
  ^bb14(%69: i32):  // 2 preds: ^bb8, ^bb13
    %70 = llvm.icmp "uge" %69, %55 : i32
    llvm.cond_br %70, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %71 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_hcc9af27d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h9cedc24f(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
