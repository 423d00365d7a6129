!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(31 : i64) : i64
      %1 = llvm.mlir.constant(30 : i64) : i64
      %2 = llvm.mlir.constant(29 : i64) : i64
      %3 = llvm.mlir.constant(28 : i64) : i64
      %4 = llvm.mlir.constant(27 : i64) : i64
      %5 = llvm.mlir.constant(26 : i64) : i64
      %6 = llvm.mlir.constant(25 : i64) : i64
      %7 = llvm.mlir.constant(24 : i64) : i64
      %8 = llvm.mlir.constant(23 : i64) : i64
      %9 = llvm.mlir.constant(22 : i64) : i64
      %10 = llvm.mlir.constant(21 : i64) : i64
      %11 = llvm.mlir.constant(20 : i64) : i64
      %12 = llvm.mlir.constant(19 : i64) : i64
      %13 = llvm.mlir.constant(18 : i64) : i64
      %14 = llvm.mlir.constant(17 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(15 : i64) : i64
      %17 = llvm.mlir.constant(14 : i64) : i64
      %18 = llvm.mlir.constant(13 : i64) : i64
      %19 = llvm.mlir.constant(12 : i64) : i64
      %20 = llvm.mlir.constant(11 : i64) : i64
      %21 = llvm.mlir.constant(10 : i64) : i64
      %22 = llvm.mlir.constant(9 : i64) : i64
      %23 = llvm.mlir.constant(8 : i64) : i64
      %24 = llvm.mlir.constant(7 : i64) : i64
      %25 = llvm.mlir.constant(6 : i64) : i64
      %26 = llvm.mlir.constant(5 : i64) : i64
      %27 = llvm.mlir.constant(4 : i64) : i64
      %28 = llvm.mlir.constant(3 : i64) : i64
      %29 = llvm.mlir.constant(2 : i64) : i64
      %30 = llvm.mlir.constant(1 : i64) : i64
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.undef : vector<32xf32>
      %33 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %34 = llvm.mlir.constant(false) : i1
      %35 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %36 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %37 = llvm.mlir.constant(0 : i32) : i32
      %38 = llvm.mlir.constant(8 : i32) : i32
      %39 = llvm.mlir.constant(5000 : i32) : i32
      %40 = llvm.mlir.constant(2048 : i32) : i32
      %41 = llvm.mlir.constant(4096 : i32) : i32
      %42 = llvm.mlir.constant(6144 : i32) : i32
      %43 = llvm.mlir.constant(0 : i8) : i8
      %44 = llvm.mlir.constant(1.44269502 : f32) : f32
      %45 = llvm.mlir.constant(-1 : i32) : i32
      %46 = llvm.mlir.constant(16 : i32) : i32
      %47 = llvm.mlir.constant(31 : i32) : i32
      %48 = llvm.mlir.constant(2 : i32) : i32
      %49 = llvm.mlir.constant(dense<0xFF80> : vector<32xbf16>) : vector<32xbf16>
      %50 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %52 = llvm.mlir.constant(4 : i32) : i32
      %53 = llvm.mlir.constant(32 : i32) : i32
      %54 = llvm.mlir.constant(1 : i32) : i32
      %55 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %56 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %52 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %53 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %52 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %61 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %62 = llvm.srem %60, %53 : i32
      %63 = llvm.sdiv %60, %53 : i32
      %64 = llvm.mul %63, %53 : i32
      %65 = llvm.icmp "ne" %60, %64 : i32
      %66 = llvm.icmp "slt" %60, %37 : i32
      %67 = llvm.icmp "ne" %66, %34 : i1
      %68 = llvm.and %65, %67 : i1
      %69 = llvm.add %63, %45 : i32
      %70 = llvm.select %68, %69, %63 : i1, i32
      %71 = llvm.mul %61, %39 : i32
      %72 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %73 = llvm.getelementptr %72[%71] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %74 = llvm.mul %60, %38 : i32
      %75 = llvm.getelementptr %73[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %76 = llvm.icmp "slt" %74, %39 : i32
      %77 = llvm.zext %76 : i1 to i8
      %78 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %79 = llvm.inttoptr %78 : i64 to !llvm.ptr
      llvm.store %77, %79 {alignment = 32 : i64} : i8, !llvm.ptr
      %80 = llvm.add %74, %40 : i32
      %81 = llvm.icmp "slt" %80, %39 : i32
      %82 = llvm.zext %81 : i1 to i8
      %83 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %84 = llvm.ptrtoint %83 : !llvm.ptr to i64
      %85 = llvm.inttoptr %84 : i64 to !llvm.ptr
      llvm.store %82, %85 {alignment = 1 : i64} : i8, !llvm.ptr
      %86 = llvm.add %74, %41 : i32
      %87 = llvm.icmp "slt" %86, %39 : i32
      %88 = llvm.zext %87 : i1 to i8
      %89 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %90 = llvm.ptrtoint %89 : !llvm.ptr to i64
      %91 = llvm.inttoptr %90 : i64 to !llvm.ptr
      llvm.store %88, %91 {alignment = 2 : i64} : i8, !llvm.ptr
      %92 = llvm.add %74, %42 : i32
      %93 = llvm.icmp "slt" %92, %39 : i32
      %94 = llvm.zext %93 : i1 to i8
      %95 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %96 = llvm.ptrtoint %95 : !llvm.ptr to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr
      llvm.store %94, %97 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %49, %58 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%37 : i32)
    ^bb1(%98: i32):  // 2 preds: ^bb0, ^bb4
      %99 = llvm.icmp "slt" %98, %52 : i32
      llvm.cond_br %99, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %100 = llvm.mul %98, %40 : i32
      %101 = llvm.getelementptr %75[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %102 = llvm.mul %98, %38 : i32
      %103 = llvm.getelementptr %58[%102] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %104 = llvm.getelementptr %59[%98] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %105 = llvm.load %104 : !llvm.ptr -> i8
      %106 = llvm.icmp "ne" %105, %43 : i8
      llvm.cond_br %106, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %107 = llvm.load %101 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %107, %103 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %108 = llvm.add %98, %54 : i32
      llvm.br ^bb1(%108 : i32)
    ^bb5:  // pred: ^bb1
      %109 = llvm.load %58 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %110 = llvm.fpext %109 : vector<32xbf16> to vector<32xf32>
      %111 = llvm.intr.vector.reduce.fmaximum(%110) : (vector<32xf32>) -> f32
      %112 = llvm.intr.maximum(%111, %36) : (f32, f32) -> f32
      %113 = llvm.fcmp "ugt" %112, %36 : f32
      %114 = llvm.select %113, %112, %36 : i1, f32
      %115 = llvm.select %34, %36, %114 : i1, f32
      %116 = llvm.insertelement %115, %32[%37 : i32] : vector<32xf32>
      %117 = llvm.shufflevector %116, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %118 = llvm.fsub %110, %117 : vector<32xf32>
      %119 = llvm.fmul %118, %50 : vector<32xf32>
      %120 = llvm.extractelement %119[%31 : i64] : vector<32xf32>
      %121 = llvm.call @__nv_exp2f(%120) : (f32) -> f32
      %122 = llvm.insertelement %121, %32[%31 : i64] : vector<32xf32>
      %123 = llvm.extractelement %119[%30 : i64] : vector<32xf32>
      %124 = llvm.call @__nv_exp2f(%123) : (f32) -> f32
      %125 = llvm.insertelement %124, %122[%30 : i64] : vector<32xf32>
      %126 = llvm.extractelement %119[%29 : i64] : vector<32xf32>
      %127 = llvm.call @__nv_exp2f(%126) : (f32) -> f32
      %128 = llvm.insertelement %127, %125[%29 : i64] : vector<32xf32>
      %129 = llvm.extractelement %119[%28 : i64] : vector<32xf32>
      %130 = llvm.call @__nv_exp2f(%129) : (f32) -> f32
      %131 = llvm.insertelement %130, %128[%28 : i64] : vector<32xf32>
      %132 = llvm.extractelement %119[%27 : i64] : vector<32xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %131[%27 : i64] : vector<32xf32>
      %135 = llvm.extractelement %119[%26 : i64] : vector<32xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %134[%26 : i64] : vector<32xf32>
      %138 = llvm.extractelement %119[%25 : i64] : vector<32xf32>
      %139 = llvm.call @__nv_exp2f(%138) : (f32) -> f32
      %140 = llvm.insertelement %139, %137[%25 : i64] : vector<32xf32>
      %141 = llvm.extractelement %119[%24 : i64] : vector<32xf32>
      %142 = llvm.call @__nv_exp2f(%141) : (f32) -> f32
      %143 = llvm.insertelement %142, %140[%24 : i64] : vector<32xf32>
      %144 = llvm.extractelement %119[%23 : i64] : vector<32xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %143[%23 : i64] : vector<32xf32>
      %147 = llvm.extractelement %119[%22 : i64] : vector<32xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %146[%22 : i64] : vector<32xf32>
      %150 = llvm.extractelement %119[%21 : i64] : vector<32xf32>
      %151 = llvm.call @__nv_exp2f(%150) : (f32) -> f32
      %152 = llvm.insertelement %151, %149[%21 : i64] : vector<32xf32>
      %153 = llvm.extractelement %119[%20 : i64] : vector<32xf32>
      %154 = llvm.call @__nv_exp2f(%153) : (f32) -> f32
      %155 = llvm.insertelement %154, %152[%20 : i64] : vector<32xf32>
      %156 = llvm.extractelement %119[%19 : i64] : vector<32xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %155[%19 : i64] : vector<32xf32>
      %159 = llvm.extractelement %119[%18 : i64] : vector<32xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %158[%18 : i64] : vector<32xf32>
      %162 = llvm.extractelement %119[%17 : i64] : vector<32xf32>
      %163 = llvm.call @__nv_exp2f(%162) : (f32) -> f32
      %164 = llvm.insertelement %163, %161[%17 : i64] : vector<32xf32>
      %165 = llvm.extractelement %119[%16 : i64] : vector<32xf32>
      %166 = llvm.call @__nv_exp2f(%165) : (f32) -> f32
      %167 = llvm.insertelement %166, %164[%16 : i64] : vector<32xf32>
      %168 = llvm.extractelement %119[%15 : i64] : vector<32xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %167[%15 : i64] : vector<32xf32>
      %171 = llvm.extractelement %119[%14 : i64] : vector<32xf32>
      %172 = llvm.call @__nv_exp2f(%171) : (f32) -> f32
      %173 = llvm.insertelement %172, %170[%14 : i64] : vector<32xf32>
      %174 = llvm.extractelement %119[%13 : i64] : vector<32xf32>
      %175 = llvm.call @__nv_exp2f(%174) : (f32) -> f32
      %176 = llvm.insertelement %175, %173[%13 : i64] : vector<32xf32>
      %177 = llvm.extractelement %119[%12 : i64] : vector<32xf32>
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.insertelement %178, %176[%12 : i64] : vector<32xf32>
      %180 = llvm.extractelement %119[%11 : i64] : vector<32xf32>
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.insertelement %181, %179[%11 : i64] : vector<32xf32>
      %183 = llvm.extractelement %119[%10 : i64] : vector<32xf32>
      %184 = llvm.call @__nv_exp2f(%183) : (f32) -> f32
      %185 = llvm.insertelement %184, %182[%10 : i64] : vector<32xf32>
      %186 = llvm.extractelement %119[%9 : i64] : vector<32xf32>
      %187 = llvm.call @__nv_exp2f(%186) : (f32) -> f32
      %188 = llvm.insertelement %187, %185[%9 : i64] : vector<32xf32>
      %189 = llvm.extractelement %119[%8 : i64] : vector<32xf32>
      %190 = llvm.call @__nv_exp2f(%189) : (f32) -> f32
      %191 = llvm.insertelement %190, %188[%8 : i64] : vector<32xf32>
      %192 = llvm.extractelement %119[%7 : i64] : vector<32xf32>
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.insertelement %193, %191[%7 : i64] : vector<32xf32>
      %195 = llvm.extractelement %119[%6 : i64] : vector<32xf32>
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.insertelement %196, %194[%6 : i64] : vector<32xf32>
      %198 = llvm.extractelement %119[%5 : i64] : vector<32xf32>
      %199 = llvm.call @__nv_exp2f(%198) : (f32) -> f32
      %200 = llvm.insertelement %199, %197[%5 : i64] : vector<32xf32>
      %201 = llvm.extractelement %119[%4 : i64] : vector<32xf32>
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.insertelement %202, %200[%4 : i64] : vector<32xf32>
      %204 = llvm.extractelement %119[%3 : i64] : vector<32xf32>
      %205 = llvm.call @__nv_exp2f(%204) : (f32) -> f32
      %206 = llvm.insertelement %205, %203[%3 : i64] : vector<32xf32>
      %207 = llvm.extractelement %119[%2 : i64] : vector<32xf32>
      %208 = llvm.call @__nv_exp2f(%207) : (f32) -> f32
      %209 = llvm.insertelement %208, %206[%2 : i64] : vector<32xf32>
      %210 = llvm.extractelement %119[%1 : i64] : vector<32xf32>
      %211 = llvm.call @__nv_exp2f(%210) : (f32) -> f32
      %212 = llvm.insertelement %211, %209[%1 : i64] : vector<32xf32>
      %213 = llvm.extractelement %119[%0 : i64] : vector<32xf32>
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.insertelement %214, %212[%0 : i64] : vector<32xf32>
      %216 = "llvm.intr.vector.reduce.fadd"(%35, %215) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %217 = llvm.fsub %36, %115 : f32
      %218 = llvm.fmul %217, %44 : f32
      %219 = llvm.call @__nv_exp2f(%218) : (f32) -> f32
      %220 = llvm.fmul %219, %35 : f32
      %221 = llvm.fadd %220, %216 : f32
      %222 = nvvm.shfl.sync  bfly %45, %115, %46, %47 : f32 -> f32
      %223 = nvvm.shfl.sync  bfly %45, %221, %46, %47 : f32 -> f32
      %224 = llvm.fcmp "ugt" %115, %222 : f32
      %225 = llvm.select %224, %115, %222 : i1, f32
      %226 = llvm.fcmp "uno" %222, %222 : f32
      %227 = llvm.select %226, %222, %225 : i1, f32
      %228 = llvm.fsub %115, %227 : f32
      %229 = llvm.fmul %228, %44 : f32
      %230 = llvm.call @__nv_exp2f(%229) : (f32) -> f32
      %231 = llvm.fmul %221, %230 : f32
      %232 = llvm.fsub %222, %227 : f32
      %233 = llvm.fmul %232, %44 : f32
      %234 = llvm.call @__nv_exp2f(%233) : (f32) -> f32
      %235 = llvm.fmul %223, %234 : f32
      %236 = llvm.fadd %231, %235 : f32
      %237 = nvvm.shfl.sync  bfly %45, %227, %38, %47 : f32 -> f32
      %238 = nvvm.shfl.sync  bfly %45, %236, %38, %47 : f32 -> f32
      %239 = llvm.fcmp "ugt" %227, %237 : f32
      %240 = llvm.select %239, %227, %237 : i1, f32
      %241 = llvm.fcmp "uno" %237, %237 : f32
      %242 = llvm.select %241, %237, %240 : i1, f32
      %243 = llvm.fsub %227, %242 : f32
      %244 = llvm.fmul %243, %44 : f32
      %245 = llvm.call @__nv_exp2f(%244) : (f32) -> f32
      %246 = llvm.fmul %236, %245 : f32
      %247 = llvm.fsub %237, %242 : f32
      %248 = llvm.fmul %247, %44 : f32
      %249 = llvm.call @__nv_exp2f(%248) : (f32) -> f32
      %250 = llvm.fmul %238, %249 : f32
      %251 = llvm.fadd %246, %250 : f32
      %252 = nvvm.shfl.sync  bfly %45, %242, %52, %47 : f32 -> f32
      %253 = nvvm.shfl.sync  bfly %45, %251, %52, %47 : f32 -> f32
      %254 = llvm.fcmp "ugt" %242, %252 : f32
      %255 = llvm.select %254, %242, %252 : i1, f32
      %256 = llvm.fcmp "uno" %252, %252 : f32
      %257 = llvm.select %256, %252, %255 : i1, f32
      %258 = llvm.fsub %242, %257 : f32
      %259 = llvm.fmul %258, %44 : f32
      %260 = llvm.call @__nv_exp2f(%259) : (f32) -> f32
      %261 = llvm.fmul %251, %260 : f32
      %262 = llvm.fsub %252, %257 : f32
      %263 = llvm.fmul %262, %44 : f32
      %264 = llvm.call @__nv_exp2f(%263) : (f32) -> f32
      %265 = llvm.fmul %253, %264 : f32
      %266 = llvm.fadd %261, %265 : f32
      %267 = nvvm.shfl.sync  bfly %45, %257, %48, %47 : f32 -> f32
      %268 = nvvm.shfl.sync  bfly %45, %266, %48, %47 : f32 -> f32
      %269 = llvm.fcmp "ugt" %257, %267 : f32
      %270 = llvm.select %269, %257, %267 : i1, f32
      %271 = llvm.fcmp "uno" %267, %267 : f32
      %272 = llvm.select %271, %267, %270 : i1, f32
      %273 = llvm.fsub %257, %272 : f32
      %274 = llvm.fmul %273, %44 : f32
      %275 = llvm.call @__nv_exp2f(%274) : (f32) -> f32
      %276 = llvm.fmul %266, %275 : f32
      %277 = llvm.fsub %267, %272 : f32
      %278 = llvm.fmul %277, %44 : f32
      %279 = llvm.call @__nv_exp2f(%278) : (f32) -> f32
      %280 = llvm.fmul %268, %279 : f32
      %281 = llvm.fadd %276, %280 : f32
      %282 = nvvm.shfl.sync  bfly %45, %272, %54, %47 : f32 -> f32
      %283 = nvvm.shfl.sync  bfly %45, %281, %54, %47 : f32 -> f32
      %284 = llvm.fcmp "ugt" %272, %282 : f32
      %285 = llvm.select %284, %272, %282 : i1, f32
      %286 = llvm.fcmp "uno" %282, %282 : f32
      %287 = llvm.select %286, %282, %285 : i1, f32
      %288 = llvm.fsub %272, %287 : f32
      %289 = llvm.fmul %288, %44 : f32
      %290 = llvm.call @__nv_exp2f(%289) : (f32) -> f32
      %291 = llvm.fmul %281, %290 : f32
      %292 = llvm.fsub %282, %287 : f32
      %293 = llvm.fmul %292, %44 : f32
      %294 = llvm.call @__nv_exp2f(%293) : (f32) -> f32
      %295 = llvm.fmul %283, %294 : f32
      %296 = llvm.fadd %291, %295 : f32
      %297 = llvm.getelementptr %33[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %298 = llvm.icmp "eq" %62, %37 : i32
      llvm.cond_br %298, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %299 = llvm.getelementptr %33[%70] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %300 = llvm.ptrtoint %299 : !llvm.ptr<3> to i64
      %301 = llvm.inttoptr %300 : i64 to !llvm.ptr<3>
      llvm.store %287, %301 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %302 = llvm.getelementptr %297[%70] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %303 = llvm.ptrtoint %302 : !llvm.ptr<3> to i64
      %304 = llvm.inttoptr %303 : i64 to !llvm.ptr<3>
      llvm.store %296, %304 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %305 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %306 = llvm.inttoptr %305 : i64 to !llvm.ptr<3>
      %307 = llvm.load %306 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %308 = llvm.ptrtoint %297 : !llvm.ptr<3> to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr<3>
      %310 = llvm.load %309 {alignment = 32 : i64} : !llvm.ptr<3> -> f32
      %311 = llvm.getelementptr %33[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %312 = llvm.ptrtoint %311 : !llvm.ptr<3> to i64
      %313 = llvm.inttoptr %312 : i64 to !llvm.ptr<3>
      %314 = llvm.load %313 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %315 = llvm.getelementptr %297[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %316 = llvm.ptrtoint %315 : !llvm.ptr<3> to i64
      %317 = llvm.inttoptr %316 : i64 to !llvm.ptr<3>
      %318 = llvm.load %317 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %319 = llvm.fcmp "ugt" %307, %314 : f32
      %320 = llvm.select %319, %307, %314 : i1, f32
      %321 = llvm.fcmp "uno" %314, %314 : f32
      %322 = llvm.select %321, %314, %320 : i1, f32
      %323 = llvm.fsub %307, %322 : f32
      %324 = llvm.fmul %323, %44 : f32
      %325 = llvm.call @__nv_exp2f(%324) : (f32) -> f32
      %326 = llvm.fmul %310, %325 : f32
      %327 = llvm.fsub %314, %322 : f32
      %328 = llvm.fmul %327, %44 : f32
      %329 = llvm.call @__nv_exp2f(%328) : (f32) -> f32
      %330 = llvm.fmul %318, %329 : f32
      %331 = llvm.fadd %326, %330 : f32
      %332 = llvm.getelementptr %33[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %333 = llvm.ptrtoint %332 : !llvm.ptr<3> to i64
      %334 = llvm.inttoptr %333 : i64 to !llvm.ptr<3>
      %335 = llvm.load %334 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %336 = llvm.getelementptr %297[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %337 = llvm.ptrtoint %336 : !llvm.ptr<3> to i64
      %338 = llvm.inttoptr %337 : i64 to !llvm.ptr<3>
      %339 = llvm.load %338 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %340 = llvm.fcmp "ugt" %322, %335 : f32
      %341 = llvm.select %340, %322, %335 : i1, f32
      %342 = llvm.fcmp "uno" %335, %335 : f32
      %343 = llvm.select %342, %335, %341 : i1, f32
      %344 = llvm.fsub %322, %343 : f32
      %345 = llvm.fmul %344, %44 : f32
      %346 = llvm.call @__nv_exp2f(%345) : (f32) -> f32
      %347 = llvm.fmul %331, %346 : f32
      %348 = llvm.fsub %335, %343 : f32
      %349 = llvm.fmul %348, %44 : f32
      %350 = llvm.call @__nv_exp2f(%349) : (f32) -> f32
      %351 = llvm.fmul %339, %350 : f32
      %352 = llvm.fadd %347, %351 : f32
      %353 = llvm.getelementptr %33[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %354 = llvm.ptrtoint %353 : !llvm.ptr<3> to i64
      %355 = llvm.inttoptr %354 : i64 to !llvm.ptr<3>
      %356 = llvm.load %355 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %357 = llvm.getelementptr %297[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %358 = llvm.ptrtoint %357 : !llvm.ptr<3> to i64
      %359 = llvm.inttoptr %358 : i64 to !llvm.ptr<3>
      %360 = llvm.load %359 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %361 = llvm.fcmp "ugt" %343, %356 : f32
      %362 = llvm.select %361, %343, %356 : i1, f32
      %363 = llvm.fcmp "uno" %356, %356 : f32
      %364 = llvm.select %363, %356, %362 : i1, f32
      %365 = llvm.fsub %343, %364 : f32
      %366 = llvm.fmul %365, %44 : f32
      %367 = llvm.call @__nv_exp2f(%366) : (f32) -> f32
      %368 = llvm.fmul %352, %367 : f32
      %369 = llvm.fsub %356, %364 : f32
      %370 = llvm.fmul %369, %44 : f32
      %371 = llvm.call @__nv_exp2f(%370) : (f32) -> f32
      %372 = llvm.fmul %360, %371 : f32
      %373 = llvm.fadd %368, %372 : f32
      %374 = llvm.getelementptr %33[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %375 = llvm.ptrtoint %374 : !llvm.ptr<3> to i64
      %376 = llvm.inttoptr %375 : i64 to !llvm.ptr<3>
      %377 = llvm.load %376 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %378 = llvm.getelementptr %297[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %379 = llvm.ptrtoint %378 : !llvm.ptr<3> to i64
      %380 = llvm.inttoptr %379 : i64 to !llvm.ptr<3>
      %381 = llvm.load %380 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %382 = llvm.fcmp "ugt" %364, %377 : f32
      %383 = llvm.select %382, %364, %377 : i1, f32
      %384 = llvm.fcmp "uno" %377, %377 : f32
      %385 = llvm.select %384, %377, %383 : i1, f32
      %386 = llvm.fsub %364, %385 : f32
      %387 = llvm.fmul %386, %44 : f32
      %388 = llvm.call @__nv_exp2f(%387) : (f32) -> f32
      %389 = llvm.fmul %373, %388 : f32
      %390 = llvm.fsub %377, %385 : f32
      %391 = llvm.fmul %390, %44 : f32
      %392 = llvm.call @__nv_exp2f(%391) : (f32) -> f32
      %393 = llvm.fmul %381, %392 : f32
      %394 = llvm.fadd %389, %393 : f32
      %395 = llvm.getelementptr %33[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %396 = llvm.ptrtoint %395 : !llvm.ptr<3> to i64
      %397 = llvm.inttoptr %396 : i64 to !llvm.ptr<3>
      %398 = llvm.load %397 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %399 = llvm.getelementptr %297[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %400 = llvm.ptrtoint %399 : !llvm.ptr<3> to i64
      %401 = llvm.inttoptr %400 : i64 to !llvm.ptr<3>
      %402 = llvm.load %401 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %403 = llvm.fcmp "ugt" %385, %398 : f32
      %404 = llvm.select %403, %385, %398 : i1, f32
      %405 = llvm.fcmp "uno" %398, %398 : f32
      %406 = llvm.select %405, %398, %404 : i1, f32
      %407 = llvm.fsub %385, %406 : f32
      %408 = llvm.fmul %407, %44 : f32
      %409 = llvm.call @__nv_exp2f(%408) : (f32) -> f32
      %410 = llvm.fmul %394, %409 : f32
      %411 = llvm.fsub %398, %406 : f32
      %412 = llvm.fmul %411, %44 : f32
      %413 = llvm.call @__nv_exp2f(%412) : (f32) -> f32
      %414 = llvm.fmul %402, %413 : f32
      %415 = llvm.fadd %410, %414 : f32
      %416 = llvm.getelementptr %33[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %417 = llvm.ptrtoint %416 : !llvm.ptr<3> to i64
      %418 = llvm.inttoptr %417 : i64 to !llvm.ptr<3>
      %419 = llvm.load %418 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %420 = llvm.getelementptr %297[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %421 = llvm.ptrtoint %420 : !llvm.ptr<3> to i64
      %422 = llvm.inttoptr %421 : i64 to !llvm.ptr<3>
      %423 = llvm.load %422 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %424 = llvm.fcmp "ugt" %406, %419 : f32
      %425 = llvm.select %424, %406, %419 : i1, f32
      %426 = llvm.fcmp "uno" %419, %419 : f32
      %427 = llvm.select %426, %419, %425 : i1, f32
      %428 = llvm.fsub %406, %427 : f32
      %429 = llvm.fmul %428, %44 : f32
      %430 = llvm.call @__nv_exp2f(%429) : (f32) -> f32
      %431 = llvm.fmul %415, %430 : f32
      %432 = llvm.fsub %419, %427 : f32
      %433 = llvm.fmul %432, %44 : f32
      %434 = llvm.call @__nv_exp2f(%433) : (f32) -> f32
      %435 = llvm.fmul %423, %434 : f32
      %436 = llvm.fadd %431, %435 : f32
      %437 = llvm.getelementptr %33[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %438 = llvm.ptrtoint %437 : !llvm.ptr<3> to i64
      %439 = llvm.inttoptr %438 : i64 to !llvm.ptr<3>
      %440 = llvm.load %439 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %441 = llvm.getelementptr %297[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %442 = llvm.ptrtoint %441 : !llvm.ptr<3> to i64
      %443 = llvm.inttoptr %442 : i64 to !llvm.ptr<3>
      %444 = llvm.load %443 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %445 = llvm.fcmp "ugt" %427, %440 : f32
      %446 = llvm.select %445, %427, %440 : i1, f32
      %447 = llvm.fcmp "uno" %440, %440 : f32
      %448 = llvm.select %447, %440, %446 : i1, f32
      %449 = llvm.fsub %427, %448 : f32
      %450 = llvm.fmul %449, %44 : f32
      %451 = llvm.call @__nv_exp2f(%450) : (f32) -> f32
      %452 = llvm.fmul %436, %451 : f32
      %453 = llvm.fsub %440, %448 : f32
      %454 = llvm.fmul %453, %44 : f32
      %455 = llvm.call @__nv_exp2f(%454) : (f32) -> f32
      %456 = llvm.fmul %444, %455 : f32
      %457 = llvm.fadd %452, %456 : f32
      %458 = llvm.call @__nv_log2f(%457) : (f32) -> f32
      %459 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %460 = llvm.getelementptr %459[%71] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %461 = llvm.getelementptr %460[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %462 = llvm.ptrtoint %57 : !llvm.ptr to i64
      %463 = llvm.inttoptr %462 : i64 to !llvm.ptr
      llvm.store %77, %463 {alignment = 32 : i64} : i8, !llvm.ptr
      %464 = llvm.getelementptr %57[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %465 = llvm.ptrtoint %464 : !llvm.ptr to i64
      %466 = llvm.inttoptr %465 : i64 to !llvm.ptr
      llvm.store %82, %466 {alignment = 1 : i64} : i8, !llvm.ptr
      %467 = llvm.getelementptr %57[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %468 = llvm.ptrtoint %467 : !llvm.ptr to i64
      %469 = llvm.inttoptr %468 : i64 to !llvm.ptr
      llvm.store %88, %469 {alignment = 2 : i64} : i8, !llvm.ptr
      %470 = llvm.getelementptr %57[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %471 = llvm.ptrtoint %470 : !llvm.ptr to i64
      %472 = llvm.inttoptr %471 : i64 to !llvm.ptr
      llvm.store %94, %472 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %51, %56 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb8(%37 : i32)
    ^bb8(%473: i32):  // 2 preds: ^bb7, ^bb11
      %474 = llvm.icmp "slt" %473, %52 : i32
      llvm.cond_br %474, ^bb9, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb8
      %475 = llvm.mul %473, %40 : i32
      %476 = llvm.getelementptr %75[%475] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %477 = llvm.mul %473, %38 : i32
      %478 = llvm.getelementptr %56[%477] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %479 = llvm.getelementptr %57[%473] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %480 = llvm.load %479 : !llvm.ptr -> i8
      %481 = llvm.icmp "ne" %480, %43 : i8
      llvm.cond_br %481, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %482 = llvm.load %476 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %482, %478 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %483 = llvm.add %473, %54 : i32
      llvm.br ^bb8(%483 : i32)
    ^bb12:  // pred: ^bb8
      %484 = llvm.load %56 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %485 = llvm.fpext %484 : vector<32xbf16> to vector<32xf32>
      %486 = llvm.insertelement %448, %32[%37 : i32] : vector<32xf32>
      %487 = llvm.shufflevector %486, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %488 = llvm.fsub %485, %487 : vector<32xf32>
      %489 = llvm.fmul %488, %50 : vector<32xf32>
      %490 = llvm.insertelement %458, %32[%37 : i32] : vector<32xf32>
      %491 = llvm.shufflevector %490, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %492 = llvm.fsub %489, %491 : vector<32xf32>
      %493 = llvm.extractelement %492[%31 : i64] : vector<32xf32>
      %494 = llvm.call @__nv_exp2f(%493) : (f32) -> f32
      %495 = llvm.insertelement %494, %32[%31 : i64] : vector<32xf32>
      %496 = llvm.extractelement %492[%30 : i64] : vector<32xf32>
      %497 = llvm.call @__nv_exp2f(%496) : (f32) -> f32
      %498 = llvm.insertelement %497, %495[%30 : i64] : vector<32xf32>
      %499 = llvm.extractelement %492[%29 : i64] : vector<32xf32>
      %500 = llvm.call @__nv_exp2f(%499) : (f32) -> f32
      %501 = llvm.insertelement %500, %498[%29 : i64] : vector<32xf32>
      %502 = llvm.extractelement %492[%28 : i64] : vector<32xf32>
      %503 = llvm.call @__nv_exp2f(%502) : (f32) -> f32
      %504 = llvm.insertelement %503, %501[%28 : i64] : vector<32xf32>
      %505 = llvm.extractelement %492[%27 : i64] : vector<32xf32>
      %506 = llvm.call @__nv_exp2f(%505) : (f32) -> f32
      %507 = llvm.insertelement %506, %504[%27 : i64] : vector<32xf32>
      %508 = llvm.extractelement %492[%26 : i64] : vector<32xf32>
      %509 = llvm.call @__nv_exp2f(%508) : (f32) -> f32
      %510 = llvm.insertelement %509, %507[%26 : i64] : vector<32xf32>
      %511 = llvm.extractelement %492[%25 : i64] : vector<32xf32>
      %512 = llvm.call @__nv_exp2f(%511) : (f32) -> f32
      %513 = llvm.insertelement %512, %510[%25 : i64] : vector<32xf32>
      %514 = llvm.extractelement %492[%24 : i64] : vector<32xf32>
      %515 = llvm.call @__nv_exp2f(%514) : (f32) -> f32
      %516 = llvm.insertelement %515, %513[%24 : i64] : vector<32xf32>
      %517 = llvm.extractelement %492[%23 : i64] : vector<32xf32>
      %518 = llvm.call @__nv_exp2f(%517) : (f32) -> f32
      %519 = llvm.insertelement %518, %516[%23 : i64] : vector<32xf32>
      %520 = llvm.extractelement %492[%22 : i64] : vector<32xf32>
      %521 = llvm.call @__nv_exp2f(%520) : (f32) -> f32
      %522 = llvm.insertelement %521, %519[%22 : i64] : vector<32xf32>
      %523 = llvm.extractelement %492[%21 : i64] : vector<32xf32>
      %524 = llvm.call @__nv_exp2f(%523) : (f32) -> f32
      %525 = llvm.insertelement %524, %522[%21 : i64] : vector<32xf32>
      %526 = llvm.extractelement %492[%20 : i64] : vector<32xf32>
      %527 = llvm.call @__nv_exp2f(%526) : (f32) -> f32
      %528 = llvm.insertelement %527, %525[%20 : i64] : vector<32xf32>
      %529 = llvm.extractelement %492[%19 : i64] : vector<32xf32>
      %530 = llvm.call @__nv_exp2f(%529) : (f32) -> f32
      %531 = llvm.insertelement %530, %528[%19 : i64] : vector<32xf32>
      %532 = llvm.extractelement %492[%18 : i64] : vector<32xf32>
      %533 = llvm.call @__nv_exp2f(%532) : (f32) -> f32
      %534 = llvm.insertelement %533, %531[%18 : i64] : vector<32xf32>
      %535 = llvm.extractelement %492[%17 : i64] : vector<32xf32>
      %536 = llvm.call @__nv_exp2f(%535) : (f32) -> f32
      %537 = llvm.insertelement %536, %534[%17 : i64] : vector<32xf32>
      %538 = llvm.extractelement %492[%16 : i64] : vector<32xf32>
      %539 = llvm.call @__nv_exp2f(%538) : (f32) -> f32
      %540 = llvm.insertelement %539, %537[%16 : i64] : vector<32xf32>
      %541 = llvm.extractelement %492[%15 : i64] : vector<32xf32>
      %542 = llvm.call @__nv_exp2f(%541) : (f32) -> f32
      %543 = llvm.insertelement %542, %540[%15 : i64] : vector<32xf32>
      %544 = llvm.extractelement %492[%14 : i64] : vector<32xf32>
      %545 = llvm.call @__nv_exp2f(%544) : (f32) -> f32
      %546 = llvm.insertelement %545, %543[%14 : i64] : vector<32xf32>
      %547 = llvm.extractelement %492[%13 : i64] : vector<32xf32>
      %548 = llvm.call @__nv_exp2f(%547) : (f32) -> f32
      %549 = llvm.insertelement %548, %546[%13 : i64] : vector<32xf32>
      %550 = llvm.extractelement %492[%12 : i64] : vector<32xf32>
      %551 = llvm.call @__nv_exp2f(%550) : (f32) -> f32
      %552 = llvm.insertelement %551, %549[%12 : i64] : vector<32xf32>
      %553 = llvm.extractelement %492[%11 : i64] : vector<32xf32>
      %554 = llvm.call @__nv_exp2f(%553) : (f32) -> f32
      %555 = llvm.insertelement %554, %552[%11 : i64] : vector<32xf32>
      %556 = llvm.extractelement %492[%10 : i64] : vector<32xf32>
      %557 = llvm.call @__nv_exp2f(%556) : (f32) -> f32
      %558 = llvm.insertelement %557, %555[%10 : i64] : vector<32xf32>
      %559 = llvm.extractelement %492[%9 : i64] : vector<32xf32>
      %560 = llvm.call @__nv_exp2f(%559) : (f32) -> f32
      %561 = llvm.insertelement %560, %558[%9 : i64] : vector<32xf32>
      %562 = llvm.extractelement %492[%8 : i64] : vector<32xf32>
      %563 = llvm.call @__nv_exp2f(%562) : (f32) -> f32
      %564 = llvm.insertelement %563, %561[%8 : i64] : vector<32xf32>
      %565 = llvm.extractelement %492[%7 : i64] : vector<32xf32>
      %566 = llvm.call @__nv_exp2f(%565) : (f32) -> f32
      %567 = llvm.insertelement %566, %564[%7 : i64] : vector<32xf32>
      %568 = llvm.extractelement %492[%6 : i64] : vector<32xf32>
      %569 = llvm.call @__nv_exp2f(%568) : (f32) -> f32
      %570 = llvm.insertelement %569, %567[%6 : i64] : vector<32xf32>
      %571 = llvm.extractelement %492[%5 : i64] : vector<32xf32>
      %572 = llvm.call @__nv_exp2f(%571) : (f32) -> f32
      %573 = llvm.insertelement %572, %570[%5 : i64] : vector<32xf32>
      %574 = llvm.extractelement %492[%4 : i64] : vector<32xf32>
      %575 = llvm.call @__nv_exp2f(%574) : (f32) -> f32
      %576 = llvm.insertelement %575, %573[%4 : i64] : vector<32xf32>
      %577 = llvm.extractelement %492[%3 : i64] : vector<32xf32>
      %578 = llvm.call @__nv_exp2f(%577) : (f32) -> f32
      %579 = llvm.insertelement %578, %576[%3 : i64] : vector<32xf32>
      %580 = llvm.extractelement %492[%2 : i64] : vector<32xf32>
      %581 = llvm.call @__nv_exp2f(%580) : (f32) -> f32
      %582 = llvm.insertelement %581, %579[%2 : i64] : vector<32xf32>
      %583 = llvm.extractelement %492[%1 : i64] : vector<32xf32>
      %584 = llvm.call @__nv_exp2f(%583) : (f32) -> f32
      %585 = llvm.insertelement %584, %582[%1 : i64] : vector<32xf32>
      %586 = llvm.extractelement %492[%0 : i64] : vector<32xf32>
      %587 = llvm.call @__nv_exp2f(%586) : (f32) -> f32
      %588 = llvm.insertelement %587, %585[%0 : i64] : vector<32xf32>
      %589 = llvm.fptrunc %588 : vector<32xf32> to vector<32xbf16>
      llvm.store %589, %55 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb13(%37 : i32)
    ^bb13(%590: i32):  // 2 preds: ^bb12, ^bb16
      %591 = llvm.icmp "slt" %590, %52 : i32
      llvm.cond_br %591, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %592 = llvm.mul %590, %38 : i32
      %593 = llvm.getelementptr %55[%592] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %594 = llvm.mul %590, %40 : i32
      %595 = llvm.getelementptr %461[%594] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %596 = llvm.getelementptr %57[%590] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %597 = llvm.load %596 : !llvm.ptr -> i8
      %598 = llvm.icmp "ne" %597, %43 : i8
      llvm.cond_br %598, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %599 = llvm.load %593 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %599, %595 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %600 = llvm.add %590, %54 : i32
      llvm.br ^bb13(%600 : i32)
    ^bb17:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_h393d651a_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_he72e752f(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
