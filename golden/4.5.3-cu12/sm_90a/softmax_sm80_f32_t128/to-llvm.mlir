!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %16 = llvm.mlir.undef : vector<16xf32>
      %17 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %18 = llvm.mlir.constant(1536 : i32) : i32
      %19 = llvm.mlir.constant(1024 : i32) : i32
      %20 = llvm.mlir.constant(512 : i32) : i32
      %21 = llvm.mlir.constant(2048 : i32) : i32
      %22 = llvm.mlir.constant(false) : i1
      %23 = llvm.mlir.constant(32 : i32) : i32
      %24 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %25 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.mlir.constant(3 : i32) : i32
      %28 = llvm.mlir.constant(0 : i8) : i8
      %29 = llvm.mlir.constant(1.44269502 : f32) : f32
      %30 = llvm.mlir.constant(-1 : i32) : i32
      %31 = llvm.mlir.constant(31 : i32) : i32
      %32 = llvm.mlir.constant(8 : i32) : i32
      %33 = llvm.mlir.constant(2 : i32) : i32
      %34 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %35 = llvm.mlir.constant(96 : i32) : i32
      %36 = llvm.mlir.constant(5000 : i32) : i32
      %37 = llvm.mlir.constant(dense<0xFF800000> : vector<16xf32>) : vector<16xf32>
      %38 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %39 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %40 = llvm.mlir.constant(4 : i32) : i32
      %41 = llvm.mlir.constant(16 : i32) : i32
      %42 = llvm.mlir.constant(1 : i32) : i32
      %43 = llvm.alloca %41 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %41 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %40 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = llvm.alloca %41 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %47 = llvm.alloca %40 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %48 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %49 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %50 = llvm.srem %48, %23 : i32
      %51 = llvm.sdiv %48, %23 : i32
      %52 = llvm.mul %51, %23 : i32
      %53 = llvm.icmp "ne" %48, %52 : i32
      %54 = llvm.icmp "slt" %48, %26 : i32
      %55 = llvm.icmp "ne" %54, %22 : i1
      %56 = llvm.and %53, %55 : i1
      %57 = llvm.add %51, %30 : i32
      %58 = llvm.select %56, %57, %51 : i1, i32
      %59 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %60 = llvm.mul %48, %40 : i32
      llvm.br ^bb1(%26, %24, %25 : i32, f32, f32)
    ^bb1(%61: i32, %62: f32, %63: f32):  // 2 preds: ^bb0, ^bb7
      %64 = llvm.icmp "slt" %61, %27 : i32
      llvm.cond_br %64, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %65 = llvm.mul %49, %36 : i32
      %66 = llvm.mul %61, %21 : i32
      %67 = llvm.add %65, %66 : i32
      %68 = llvm.getelementptr %59[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %69 = llvm.getelementptr %68[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %70 = llvm.add %66, %60 : i32
      %71 = llvm.icmp "slt" %49, %35 : i32
      %72 = llvm.icmp "slt" %70, %36 : i32
      %73 = llvm.and %71, %72 : i1
      %74 = llvm.zext %73 : i1 to i8
      %75 = llvm.ptrtoint %47 : !llvm.ptr to i64
      %76 = llvm.inttoptr %75 : i64 to !llvm.ptr
      llvm.store %74, %76 {alignment = 32 : i64} : i8, !llvm.ptr
      %77 = llvm.add %70, %20 : i32
      %78 = llvm.icmp "slt" %77, %36 : i32
      %79 = llvm.and %71, %78 : i1
      %80 = llvm.zext %79 : i1 to i8
      %81 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %82 = llvm.ptrtoint %81 : !llvm.ptr to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr
      llvm.store %80, %83 {alignment = 1 : i64} : i8, !llvm.ptr
      %84 = llvm.add %70, %19 : i32
      %85 = llvm.icmp "slt" %84, %36 : i32
      %86 = llvm.and %71, %85 : i1
      %87 = llvm.zext %86 : i1 to i8
      %88 = llvm.getelementptr %47[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %89 = llvm.ptrtoint %88 : !llvm.ptr to i64
      %90 = llvm.inttoptr %89 : i64 to !llvm.ptr
      llvm.store %87, %90 {alignment = 2 : i64} : i8, !llvm.ptr
      %91 = llvm.add %70, %18 : i32
      %92 = llvm.icmp "slt" %91, %36 : i32
      %93 = llvm.and %71, %92 : i1
      %94 = llvm.zext %93 : i1 to i8
      %95 = llvm.getelementptr %47[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %96 = llvm.ptrtoint %95 : !llvm.ptr to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr
      llvm.store %94, %97 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %37, %46 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%26 : i32)
    ^bb3(%98: i32):  // 2 preds: ^bb2, ^bb6
      %99 = llvm.icmp "slt" %98, %40 : i32
      llvm.cond_br %99, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %100 = llvm.mul %98, %20 : i32
      %101 = llvm.getelementptr %69[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %102 = llvm.mul %98, %40 : i32
      %103 = llvm.getelementptr %46[%102] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %104 = llvm.getelementptr %47[%98] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %105 = llvm.load %104 : !llvm.ptr -> i8
      %106 = llvm.icmp "ne" %105, %28 : i8
      llvm.cond_br %106, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %107 = llvm.load %101 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %107, %103 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %108 = llvm.add %98, %42 : i32
      llvm.br ^bb3(%108 : i32)
    ^bb7:  // pred: ^bb3
      %109 = llvm.load %46 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %110 = llvm.intr.vector.reduce.fmaximum(%109) : (vector<16xf32>) -> f32
      %111 = llvm.intr.maximum(%110, %25) : (f32, f32) -> f32
      %112 = llvm.fcmp "ugt" %63, %111 : f32
      %113 = llvm.select %112, %63, %111 : i1, f32
      %114 = llvm.fcmp "uno" %111, %111 : f32
      %115 = llvm.select %114, %111, %113 : i1, f32
      %116 = llvm.insertelement %115, %16[%26 : i32] : vector<16xf32>
      %117 = llvm.shufflevector %116, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %118 = llvm.fsub %109, %117 : vector<16xf32>
      %119 = llvm.fmul %118, %38 : vector<16xf32>
      %120 = llvm.extractelement %119[%15 : i64] : vector<16xf32>
      %121 = llvm.call @__nv_exp2f(%120) : (f32) -> f32
      %122 = llvm.insertelement %121, %16[%15 : i64] : vector<16xf32>
      %123 = llvm.extractelement %119[%14 : i64] : vector<16xf32>
      %124 = llvm.call @__nv_exp2f(%123) : (f32) -> f32
      %125 = llvm.insertelement %124, %122[%14 : i64] : vector<16xf32>
      %126 = llvm.extractelement %119[%13 : i64] : vector<16xf32>
      %127 = llvm.call @__nv_exp2f(%126) : (f32) -> f32
      %128 = llvm.insertelement %127, %125[%13 : i64] : vector<16xf32>
      %129 = llvm.extractelement %119[%12 : i64] : vector<16xf32>
      %130 = llvm.call @__nv_exp2f(%129) : (f32) -> f32
      %131 = llvm.insertelement %130, %128[%12 : i64] : vector<16xf32>
      %132 = llvm.extractelement %119[%11 : i64] : vector<16xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %131[%11 : i64] : vector<16xf32>
      %135 = llvm.extractelement %119[%10 : i64] : vector<16xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %134[%10 : i64] : vector<16xf32>
      %138 = llvm.extractelement %119[%9 : i64] : vector<16xf32>
      %139 = llvm.call @__nv_exp2f(%138) : (f32) -> f32
      %140 = llvm.insertelement %139, %137[%9 : i64] : vector<16xf32>
      %141 = llvm.extractelement %119[%8 : i64] : vector<16xf32>
      %142 = llvm.call @__nv_exp2f(%141) : (f32) -> f32
      %143 = llvm.insertelement %142, %140[%8 : i64] : vector<16xf32>
      %144 = llvm.extractelement %119[%7 : i64] : vector<16xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %143[%7 : i64] : vector<16xf32>
      %147 = llvm.extractelement %119[%6 : i64] : vector<16xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %146[%6 : i64] : vector<16xf32>
      %150 = llvm.extractelement %119[%5 : i64] : vector<16xf32>
      %151 = llvm.call @__nv_exp2f(%150) : (f32) -> f32
      %152 = llvm.insertelement %151, %149[%5 : i64] : vector<16xf32>
      %153 = llvm.extractelement %119[%4 : i64] : vector<16xf32>
      %154 = llvm.call @__nv_exp2f(%153) : (f32) -> f32
      %155 = llvm.insertelement %154, %152[%4 : i64] : vector<16xf32>
      %156 = llvm.extractelement %119[%3 : i64] : vector<16xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %155[%3 : i64] : vector<16xf32>
      %159 = llvm.extractelement %119[%2 : i64] : vector<16xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %158[%2 : i64] : vector<16xf32>
      %162 = llvm.extractelement %119[%1 : i64] : vector<16xf32>
      %163 = llvm.call @__nv_exp2f(%162) : (f32) -> f32
      %164 = llvm.insertelement %163, %161[%1 : i64] : vector<16xf32>
      %165 = llvm.extractelement %119[%0 : i64] : vector<16xf32>
      %166 = llvm.call @__nv_exp2f(%165) : (f32) -> f32
      %167 = llvm.insertelement %166, %164[%0 : i64] : vector<16xf32>
      %168 = "llvm.intr.vector.reduce.fadd"(%24, %167) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %169 = llvm.fsub %63, %115 : f32
      %170 = llvm.fmul %169, %29 : f32
      %171 = llvm.call @__nv_exp2f(%170) : (f32) -> f32
      %172 = llvm.fmul %62, %171 : f32
      %173 = llvm.fadd %172, %168 : f32
      %174 = llvm.add %61, %42 : i32
      llvm.br ^bb1(%174, %173, %115 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %175 = nvvm.shfl.sync  bfly %30, %63, %41, %31 : f32 -> f32
      %176 = nvvm.shfl.sync  bfly %30, %62, %41, %31 : f32 -> f32
      %177 = llvm.fcmp "ugt" %63, %175 : f32
      %178 = llvm.select %177, %63, %175 : i1, f32
      %179 = llvm.fcmp "uno" %175, %175 : f32
      %180 = llvm.select %179, %175, %178 : i1, f32
      %181 = llvm.fsub %63, %180 : f32
      %182 = llvm.fmul %181, %29 : f32
      %183 = llvm.call @__nv_exp2f(%182) : (f32) -> f32
      %184 = llvm.fmul %62, %183 : f32
      %185 = llvm.fsub %175, %180 : f32
      %186 = llvm.fmul %185, %29 : f32
      %187 = llvm.call @__nv_exp2f(%186) : (f32) -> f32
      %188 = llvm.fmul %176, %187 : f32
      %189 = llvm.fadd %184, %188 : f32
      %190 = nvvm.shfl.sync  bfly %30, %180, %32, %31 : f32 -> f32
      %191 = nvvm.shfl.sync  bfly %30, %189, %32, %31 : f32 -> f32
      %192 = llvm.fcmp "ugt" %180, %190 : f32
      %193 = llvm.select %192, %180, %190 : i1, f32
      %194 = llvm.fcmp "uno" %190, %190 : f32
      %195 = llvm.select %194, %190, %193 : i1, f32
      %196 = llvm.fsub %180, %195 : f32
      %197 = llvm.fmul %196, %29 : f32
      %198 = llvm.call @__nv_exp2f(%197) : (f32) -> f32
      %199 = llvm.fmul %189, %198 : f32
      %200 = llvm.fsub %190, %195 : f32
      %201 = llvm.fmul %200, %29 : f32
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.fmul %191, %202 : f32
      %204 = llvm.fadd %199, %203 : f32
      %205 = nvvm.shfl.sync  bfly %30, %195, %40, %31 : f32 -> f32
      %206 = nvvm.shfl.sync  bfly %30, %204, %40, %31 : f32 -> f32
      %207 = llvm.fcmp "ugt" %195, %205 : f32
      %208 = llvm.select %207, %195, %205 : i1, f32
      %209 = llvm.fcmp "uno" %205, %205 : f32
      %210 = llvm.select %209, %205, %208 : i1, f32
      %211 = llvm.fsub %195, %210 : f32
      %212 = llvm.fmul %211, %29 : f32
      %213 = llvm.call @__nv_exp2f(%212) : (f32) -> f32
      %214 = llvm.fmul %204, %213 : f32
      %215 = llvm.fsub %205, %210 : f32
      %216 = llvm.fmul %215, %29 : f32
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.fmul %206, %217 : f32
      %219 = llvm.fadd %214, %218 : f32
      %220 = nvvm.shfl.sync  bfly %30, %210, %33, %31 : f32 -> f32
      %221 = nvvm.shfl.sync  bfly %30, %219, %33, %31 : f32 -> f32
      %222 = llvm.fcmp "ugt" %210, %220 : f32
      %223 = llvm.select %222, %210, %220 : i1, f32
      %224 = llvm.fcmp "uno" %220, %220 : f32
      %225 = llvm.select %224, %220, %223 : i1, f32
      %226 = llvm.fsub %210, %225 : f32
      %227 = llvm.fmul %226, %29 : f32
      %228 = llvm.call @__nv_exp2f(%227) : (f32) -> f32
      %229 = llvm.fmul %219, %228 : f32
      %230 = llvm.fsub %220, %225 : f32
      %231 = llvm.fmul %230, %29 : f32
      %232 = llvm.call @__nv_exp2f(%231) : (f32) -> f32
      %233 = llvm.fmul %221, %232 : f32
      %234 = llvm.fadd %229, %233 : f32
      %235 = nvvm.shfl.sync  bfly %30, %225, %42, %31 : f32 -> f32
      %236 = nvvm.shfl.sync  bfly %30, %234, %42, %31 : f32 -> f32
      %237 = llvm.fcmp "ugt" %225, %235 : f32
      %238 = llvm.select %237, %225, %235 : i1, f32
      %239 = llvm.fcmp "uno" %235, %235 : f32
      %240 = llvm.select %239, %235, %238 : i1, f32
      %241 = llvm.fsub %225, %240 : f32
      %242 = llvm.fmul %241, %29 : f32
      %243 = llvm.call @__nv_exp2f(%242) : (f32) -> f32
      %244 = llvm.fmul %234, %243 : f32
      %245 = llvm.fsub %235, %240 : f32
      %246 = llvm.fmul %245, %29 : f32
      %247 = llvm.call @__nv_exp2f(%246) : (f32) -> f32
      %248 = llvm.fmul %236, %247 : f32
      %249 = llvm.fadd %244, %248 : f32
      %250 = llvm.getelementptr %17[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %251 = llvm.icmp "eq" %50, %26 : i32
      llvm.cond_br %251, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %252 = llvm.getelementptr %17[%58] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %253 = llvm.ptrtoint %252 : !llvm.ptr<3> to i64
      %254 = llvm.inttoptr %253 : i64 to !llvm.ptr<3>
      llvm.store %240, %254 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %255 = llvm.getelementptr %250[%58] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %256 = llvm.ptrtoint %255 : !llvm.ptr<3> to i64
      %257 = llvm.inttoptr %256 : i64 to !llvm.ptr<3>
      llvm.store %249, %257 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %258 = llvm.ptrtoint %17 : !llvm.ptr<3> to i64
      %259 = llvm.inttoptr %258 : i64 to !llvm.ptr<3>
      %260 = llvm.load %259 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %261 = llvm.ptrtoint %250 : !llvm.ptr<3> to i64
      %262 = llvm.inttoptr %261 : i64 to !llvm.ptr<3>
      %263 = llvm.load %262 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %264 = llvm.getelementptr %17[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %265 = llvm.ptrtoint %264 : !llvm.ptr<3> to i64
      %266 = llvm.inttoptr %265 : i64 to !llvm.ptr<3>
      %267 = llvm.load %266 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %268 = llvm.getelementptr %250[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %269 = llvm.ptrtoint %268 : !llvm.ptr<3> to i64
      %270 = llvm.inttoptr %269 : i64 to !llvm.ptr<3>
      %271 = llvm.load %270 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %272 = llvm.fcmp "ugt" %260, %267 : f32
      %273 = llvm.select %272, %260, %267 : i1, f32
      %274 = llvm.fcmp "uno" %267, %267 : f32
      %275 = llvm.select %274, %267, %273 : i1, f32
      %276 = llvm.fsub %260, %275 : f32
      %277 = llvm.fmul %276, %29 : f32
      %278 = llvm.call @__nv_exp2f(%277) : (f32) -> f32
      %279 = llvm.fmul %263, %278 : f32
      %280 = llvm.fsub %267, %275 : f32
      %281 = llvm.fmul %280, %29 : f32
      %282 = llvm.call @__nv_exp2f(%281) : (f32) -> f32
      %283 = llvm.fmul %271, %282 : f32
      %284 = llvm.fadd %279, %283 : f32
      %285 = llvm.getelementptr %17[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %286 = llvm.ptrtoint %285 : !llvm.ptr<3> to i64
      %287 = llvm.inttoptr %286 : i64 to !llvm.ptr<3>
      %288 = llvm.load %287 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %289 = llvm.getelementptr %250[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %290 = llvm.ptrtoint %289 : !llvm.ptr<3> to i64
      %291 = llvm.inttoptr %290 : i64 to !llvm.ptr<3>
      %292 = llvm.load %291 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %293 = llvm.fcmp "ugt" %275, %288 : f32
      %294 = llvm.select %293, %275, %288 : i1, f32
      %295 = llvm.fcmp "uno" %288, %288 : f32
      %296 = llvm.select %295, %288, %294 : i1, f32
      %297 = llvm.fsub %275, %296 : f32
      %298 = llvm.fmul %297, %29 : f32
      %299 = llvm.call @__nv_exp2f(%298) : (f32) -> f32
      %300 = llvm.fmul %284, %299 : f32
      %301 = llvm.fsub %288, %296 : f32
      %302 = llvm.fmul %301, %29 : f32
      %303 = llvm.call @__nv_exp2f(%302) : (f32) -> f32
      %304 = llvm.fmul %292, %303 : f32
      %305 = llvm.fadd %300, %304 : f32
      %306 = llvm.getelementptr %17[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %307 = llvm.ptrtoint %306 : !llvm.ptr<3> to i64
      %308 = llvm.inttoptr %307 : i64 to !llvm.ptr<3>
      %309 = llvm.load %308 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %310 = llvm.getelementptr %250[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %311 = llvm.ptrtoint %310 : !llvm.ptr<3> to i64
      %312 = llvm.inttoptr %311 : i64 to !llvm.ptr<3>
      %313 = llvm.load %312 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %314 = llvm.fcmp "ugt" %296, %309 : f32
      %315 = llvm.select %314, %296, %309 : i1, f32
      %316 = llvm.fcmp "uno" %309, %309 : f32
      %317 = llvm.select %316, %309, %315 : i1, f32
      %318 = llvm.fsub %296, %317 : f32
      %319 = llvm.fmul %318, %29 : f32
      %320 = llvm.call @__nv_exp2f(%319) : (f32) -> f32
      %321 = llvm.fmul %305, %320 : f32
      %322 = llvm.fsub %309, %317 : f32
      %323 = llvm.fmul %322, %29 : f32
      %324 = llvm.call @__nv_exp2f(%323) : (f32) -> f32
      %325 = llvm.fmul %313, %324 : f32
      %326 = llvm.fadd %321, %325 : f32
      %327 = llvm.fdiv %34, %326 : f32
      %328 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %329 = llvm.insertelement %317, %16[%26 : i32] : vector<16xf32>
      %330 = llvm.shufflevector %329, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %331 = llvm.insertelement %327, %16[%26 : i32] : vector<16xf32>
      %332 = llvm.shufflevector %331, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%26 : i32)
    ^bb11(%333: i32):  // 2 preds: ^bb10, ^bb22
      %334 = llvm.icmp "slt" %333, %27 : i32
      llvm.cond_br %334, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %335 = llvm.mul %49, %36 : i32
      %336 = llvm.mul %333, %21 : i32
      %337 = llvm.add %335, %336 : i32
      %338 = llvm.getelementptr %59[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %339 = llvm.getelementptr %338[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %340 = llvm.getelementptr %328[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %341 = llvm.getelementptr %340[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %342 = llvm.add %336, %60 : i32
      %343 = llvm.icmp "slt" %49, %35 : i32
      %344 = llvm.icmp "slt" %342, %36 : i32
      %345 = llvm.and %343, %344 : i1
      %346 = llvm.zext %345 : i1 to i8
      %347 = llvm.ptrtoint %45 : !llvm.ptr to i64
      %348 = llvm.inttoptr %347 : i64 to !llvm.ptr
      llvm.store %346, %348 {alignment = 32 : i64} : i8, !llvm.ptr
      %349 = llvm.add %342, %20 : i32
      %350 = llvm.icmp "slt" %349, %36 : i32
      %351 = llvm.and %343, %350 : i1
      %352 = llvm.zext %351 : i1 to i8
      %353 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %354 = llvm.ptrtoint %353 : !llvm.ptr to i64
      %355 = llvm.inttoptr %354 : i64 to !llvm.ptr
      llvm.store %352, %355 {alignment = 1 : i64} : i8, !llvm.ptr
      %356 = llvm.add %342, %19 : i32
      %357 = llvm.icmp "slt" %356, %36 : i32
      %358 = llvm.and %343, %357 : i1
      %359 = llvm.zext %358 : i1 to i8
      %360 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %361 = llvm.ptrtoint %360 : !llvm.ptr to i64
      %362 = llvm.inttoptr %361 : i64 to !llvm.ptr
      llvm.store %359, %362 {alignment = 2 : i64} : i8, !llvm.ptr
      %363 = llvm.add %342, %18 : i32
      %364 = llvm.icmp "slt" %363, %36 : i32
      %365 = llvm.and %343, %364 : i1
      %366 = llvm.zext %365 : i1 to i8
      %367 = llvm.getelementptr %45[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %368 = llvm.ptrtoint %367 : !llvm.ptr to i64
      %369 = llvm.inttoptr %368 : i64 to !llvm.ptr
      llvm.store %366, %369 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %39, %44 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%26 : i32)
    ^bb13(%370: i32):  // 2 preds: ^bb12, ^bb16
      %371 = llvm.icmp "slt" %370, %40 : i32
      llvm.cond_br %371, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %372 = llvm.mul %370, %20 : i32
      %373 = llvm.getelementptr %339[%372] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %374 = llvm.mul %370, %40 : i32
      %375 = llvm.getelementptr %44[%374] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %376 = llvm.getelementptr %45[%370] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %377 = llvm.load %376 : !llvm.ptr -> i8
      %378 = llvm.icmp "ne" %377, %28 : i8
      llvm.cond_br %378, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %379 = llvm.load %373 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %379, %375 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %380 = llvm.add %370, %42 : i32
      llvm.br ^bb13(%380 : i32)
    ^bb17:  // pred: ^bb13
      %381 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %382 = llvm.fsub %381, %330 : vector<16xf32>
      %383 = llvm.fmul %382, %38 : vector<16xf32>
      %384 = llvm.extractelement %383[%15 : i64] : vector<16xf32>
      %385 = llvm.call @__nv_exp2f(%384) : (f32) -> f32
      %386 = llvm.insertelement %385, %16[%15 : i64] : vector<16xf32>
      %387 = llvm.extractelement %383[%14 : i64] : vector<16xf32>
      %388 = llvm.call @__nv_exp2f(%387) : (f32) -> f32
      %389 = llvm.insertelement %388, %386[%14 : i64] : vector<16xf32>
      %390 = llvm.extractelement %383[%13 : i64] : vector<16xf32>
      %391 = llvm.call @__nv_exp2f(%390) : (f32) -> f32
      %392 = llvm.insertelement %391, %389[%13 : i64] : vector<16xf32>
      %393 = llvm.extractelement %383[%12 : i64] : vector<16xf32>
      %394 = llvm.call @__nv_exp2f(%393) : (f32) -> f32
      %395 = llvm.insertelement %394, %392[%12 : i64] : vector<16xf32>
      %396 = llvm.extractelement %383[%11 : i64] : vector<16xf32>
      %397 = llvm.call @__nv_exp2f(%396) : (f32) -> f32
      %398 = llvm.insertelement %397, %395[%11 : i64] : vector<16xf32>
      %399 = llvm.extractelement %383[%10 : i64] : vector<16xf32>
      %400 = llvm.call @__nv_exp2f(%399) : (f32) -> f32
      %401 = llvm.insertelement %400, %398[%10 : i64] : vector<16xf32>
      %402 = llvm.extractelement %383[%9 : i64] : vector<16xf32>
      %403 = llvm.call @__nv_exp2f(%402) : (f32) -> f32
      %404 = llvm.insertelement %403, %401[%9 : i64] : vector<16xf32>
      %405 = llvm.extractelement %383[%8 : i64] : vector<16xf32>
      %406 = llvm.call @__nv_exp2f(%405) : (f32) -> f32
      %407 = llvm.insertelement %406, %404[%8 : i64] : vector<16xf32>
      %408 = llvm.extractelement %383[%7 : i64] : vector<16xf32>
      %409 = llvm.call @__nv_exp2f(%408) : (f32) -> f32
      %410 = llvm.insertelement %409, %407[%7 : i64] : vector<16xf32>
      %411 = llvm.extractelement %383[%6 : i64] : vector<16xf32>
      %412 = llvm.call @__nv_exp2f(%411) : (f32) -> f32
      %413 = llvm.insertelement %412, %410[%6 : i64] : vector<16xf32>
      %414 = llvm.extractelement %383[%5 : i64] : vector<16xf32>
      %415 = llvm.call @__nv_exp2f(%414) : (f32) -> f32
      %416 = llvm.insertelement %415, %413[%5 : i64] : vector<16xf32>
      %417 = llvm.extractelement %383[%4 : i64] : vector<16xf32>
      %418 = llvm.call @__nv_exp2f(%417) : (f32) -> f32
      %419 = llvm.insertelement %418, %416[%4 : i64] : vector<16xf32>
      %420 = llvm.extractelement %383[%3 : i64] : vector<16xf32>
      %421 = llvm.call @__nv_exp2f(%420) : (f32) -> f32
      %422 = llvm.insertelement %421, %419[%3 : i64] : vector<16xf32>
      %423 = llvm.extractelement %383[%2 : i64] : vector<16xf32>
      %424 = llvm.call @__nv_exp2f(%423) : (f32) -> f32
      %425 = llvm.insertelement %424, %422[%2 : i64] : vector<16xf32>
      %426 = llvm.extractelement %383[%1 : i64] : vector<16xf32>
      %427 = llvm.call @__nv_exp2f(%426) : (f32) -> f32
      %428 = llvm.insertelement %427, %425[%1 : i64] : vector<16xf32>
      %429 = llvm.extractelement %383[%0 : i64] : vector<16xf32>
      %430 = llvm.call @__nv_exp2f(%429) : (f32) -> f32
      %431 = llvm.insertelement %430, %428[%0 : i64] : vector<16xf32>
      %432 = llvm.fmul %431, %332 : vector<16xf32>
      llvm.store %432, %43 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%26 : i32)
    ^bb18(%433: i32):  // 2 preds: ^bb17, ^bb21
      %434 = llvm.icmp "slt" %433, %40 : i32
      llvm.cond_br %434, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %435 = llvm.mul %433, %40 : i32
      %436 = llvm.getelementptr %43[%435] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %437 = llvm.mul %433, %20 : i32
      %438 = llvm.getelementptr %341[%437] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %439 = llvm.getelementptr %45[%433] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %440 = llvm.load %439 : !llvm.ptr -> i8
      %441 = llvm.icmp "ne" %440, %28 : i8
      llvm.cond_br %441, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %442 = llvm.load %436 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %442, %438 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %443 = llvm.add %433, %42 : i32
      llvm.br ^bb18(%443 : i32)
    ^bb22:  // pred: ^bb18
      %444 = llvm.add %333, %42 : i32
      llvm.br ^bb11(%444 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h65b6f9ef(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h51225f5d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h65b6f9ef(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
