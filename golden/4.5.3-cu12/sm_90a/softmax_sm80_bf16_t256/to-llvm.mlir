!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
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
      %34 = llvm.mlir.constant(6144 : i32) : i32
      %35 = llvm.mlir.constant(4096 : i32) : i32
      %36 = llvm.mlir.constant(2048 : i32) : i32
      %37 = llvm.mlir.constant(false) : i1
      %38 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %39 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.mlir.constant(8 : i32) : i32
      %42 = llvm.mlir.constant(0 : i8) : i8
      %43 = llvm.mlir.constant(-1 : i32) : i32
      %44 = llvm.mlir.constant(16 : i32) : i32
      %45 = llvm.mlir.constant(31 : i32) : i32
      %46 = llvm.mlir.constant(2 : i32) : i32
      %47 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %48 = llvm.mlir.constant(96 : i32) : i32
      %49 = llvm.mlir.constant(5000 : i32) : i32
      %50 = llvm.mlir.constant(dense<0xFF80> : vector<32xbf16>) : vector<32xbf16>
      %51 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %52 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %53 = llvm.mlir.constant(4 : i32) : i32
      %54 = llvm.mlir.constant(32 : i32) : i32
      %55 = llvm.mlir.constant(1 : i32) : i32
      %56 = llvm.alloca %54 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %57 = llvm.alloca %54 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %54 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %53 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %62 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %63 = llvm.srem %61, %54 : i32
      %64 = llvm.sdiv %61, %54 : i32
      %65 = llvm.mul %64, %54 : i32
      %66 = llvm.icmp "ne" %61, %65 : i32
      %67 = llvm.icmp "slt" %61, %40 : i32
      %68 = llvm.icmp "ne" %67, %37 : i1
      %69 = llvm.and %66, %68 : i1
      %70 = llvm.add %64, %43 : i32
      %71 = llvm.select %69, %70, %64 : i1, i32
      %72 = llvm.mul %62, %49 : i32
      %73 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %74 = llvm.getelementptr %73[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %75 = llvm.mul %61, %41 : i32
      %76 = llvm.getelementptr %74[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %77 = llvm.icmp "slt" %62, %48 : i32
      %78 = llvm.icmp "slt" %75, %49 : i32
      %79 = llvm.and %77, %78 : i1
      %80 = llvm.zext %79 : i1 to i8
      %81 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr
      llvm.store %80, %82 {alignment = 32 : i64} : i8, !llvm.ptr
      %83 = llvm.add %75, %36 : i32
      %84 = llvm.icmp "slt" %83, %49 : i32
      %85 = llvm.and %77, %84 : i1
      %86 = llvm.zext %85 : i1 to i8
      %87 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %88 = llvm.ptrtoint %87 : !llvm.ptr to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr
      llvm.store %86, %89 {alignment = 1 : i64} : i8, !llvm.ptr
      %90 = llvm.add %75, %35 : i32
      %91 = llvm.icmp "slt" %90, %49 : i32
      %92 = llvm.and %77, %91 : i1
      %93 = llvm.zext %92 : i1 to i8
      %94 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %95 = llvm.ptrtoint %94 : !llvm.ptr to i64
      %96 = llvm.inttoptr %95 : i64 to !llvm.ptr
      llvm.store %93, %96 {alignment = 2 : i64} : i8, !llvm.ptr
      %97 = llvm.add %75, %34 : i32
      %98 = llvm.icmp "slt" %97, %49 : i32
      %99 = llvm.and %77, %98 : i1
      %100 = llvm.zext %99 : i1 to i8
      %101 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %102 = llvm.ptrtoint %101 : !llvm.ptr to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr
      llvm.store %100, %103 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %50, %59 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%40 : i32)
    ^bb1(%104: i32):  // 2 preds: ^bb0, ^bb4
      %105 = llvm.icmp "slt" %104, %53 : i32
      llvm.cond_br %105, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %106 = llvm.mul %104, %36 : i32
      %107 = llvm.getelementptr %76[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %108 = llvm.mul %104, %41 : i32
      %109 = llvm.getelementptr %59[%108] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %110 = llvm.getelementptr %60[%104] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %111 = llvm.load %110 : !llvm.ptr -> i8
      %112 = llvm.icmp "ne" %111, %42 : i8
      llvm.cond_br %112, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %113 = llvm.load %107 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %113, %109 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %114 = llvm.add %104, %55 : i32
      llvm.br ^bb1(%114 : i32)
    ^bb5:  // pred: ^bb1
      %115 = llvm.load %59 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %116 = llvm.fpext %115 : vector<32xbf16> to vector<32xf32>
      %117 = llvm.fmul %116, %51 : vector<32xf32>
      %118 = llvm.intr.vector.reduce.fmaximum(%117) : (vector<32xf32>) -> f32
      %119 = llvm.intr.maximum(%118, %39) : (f32, f32) -> f32
      %120 = llvm.fcmp "ugt" %119, %39 : f32
      %121 = llvm.select %120, %119, %39 : i1, f32
      %122 = llvm.select %37, %39, %121 : i1, f32
      %123 = llvm.insertelement %122, %32[%40 : i32] : vector<32xf32>
      %124 = llvm.shufflevector %123, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %125 = llvm.fsub %117, %124 : vector<32xf32>
      %126 = llvm.extractelement %125[%31 : i64] : vector<32xf32>
      %127 = llvm.call @__nv_exp2f(%126) : (f32) -> f32
      %128 = llvm.insertelement %127, %32[%31 : i64] : vector<32xf32>
      %129 = llvm.extractelement %125[%30 : i64] : vector<32xf32>
      %130 = llvm.call @__nv_exp2f(%129) : (f32) -> f32
      %131 = llvm.insertelement %130, %128[%30 : i64] : vector<32xf32>
      %132 = llvm.extractelement %125[%29 : i64] : vector<32xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %131[%29 : i64] : vector<32xf32>
      %135 = llvm.extractelement %125[%28 : i64] : vector<32xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %134[%28 : i64] : vector<32xf32>
      %138 = llvm.extractelement %125[%27 : i64] : vector<32xf32>
      %139 = llvm.call @__nv_exp2f(%138) : (f32) -> f32
      %140 = llvm.insertelement %139, %137[%27 : i64] : vector<32xf32>
      %141 = llvm.extractelement %125[%26 : i64] : vector<32xf32>
      %142 = llvm.call @__nv_exp2f(%141) : (f32) -> f32
      %143 = llvm.insertelement %142, %140[%26 : i64] : vector<32xf32>
      %144 = llvm.extractelement %125[%25 : i64] : vector<32xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %143[%25 : i64] : vector<32xf32>
      %147 = llvm.extractelement %125[%24 : i64] : vector<32xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %146[%24 : i64] : vector<32xf32>
      %150 = llvm.extractelement %125[%23 : i64] : vector<32xf32>
      %151 = llvm.call @__nv_exp2f(%150) : (f32) -> f32
      %152 = llvm.insertelement %151, %149[%23 : i64] : vector<32xf32>
      %153 = llvm.extractelement %125[%22 : i64] : vector<32xf32>
      %154 = llvm.call @__nv_exp2f(%153) : (f32) -> f32
      %155 = llvm.insertelement %154, %152[%22 : i64] : vector<32xf32>
      %156 = llvm.extractelement %125[%21 : i64] : vector<32xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %155[%21 : i64] : vector<32xf32>
      %159 = llvm.extractelement %125[%20 : i64] : vector<32xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %158[%20 : i64] : vector<32xf32>
      %162 = llvm.extractelement %125[%19 : i64] : vector<32xf32>
      %163 = llvm.call @__nv_exp2f(%162) : (f32) -> f32
      %164 = llvm.insertelement %163, %161[%19 : i64] : vector<32xf32>
      %165 = llvm.extractelement %125[%18 : i64] : vector<32xf32>
      %166 = llvm.call @__nv_exp2f(%165) : (f32) -> f32
      %167 = llvm.insertelement %166, %164[%18 : i64] : vector<32xf32>
      %168 = llvm.extractelement %125[%17 : i64] : vector<32xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %167[%17 : i64] : vector<32xf32>
      %171 = llvm.extractelement %125[%16 : i64] : vector<32xf32>
      %172 = llvm.call @__nv_exp2f(%171) : (f32) -> f32
      %173 = llvm.insertelement %172, %170[%16 : i64] : vector<32xf32>
      %174 = llvm.extractelement %125[%15 : i64] : vector<32xf32>
      %175 = llvm.call @__nv_exp2f(%174) : (f32) -> f32
      %176 = llvm.insertelement %175, %173[%15 : i64] : vector<32xf32>
      %177 = llvm.extractelement %125[%14 : i64] : vector<32xf32>
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.insertelement %178, %176[%14 : i64] : vector<32xf32>
      %180 = llvm.extractelement %125[%13 : i64] : vector<32xf32>
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.insertelement %181, %179[%13 : i64] : vector<32xf32>
      %183 = llvm.extractelement %125[%12 : i64] : vector<32xf32>
      %184 = llvm.call @__nv_exp2f(%183) : (f32) -> f32
      %185 = llvm.insertelement %184, %182[%12 : i64] : vector<32xf32>
      %186 = llvm.extractelement %125[%11 : i64] : vector<32xf32>
      %187 = llvm.call @__nv_exp2f(%186) : (f32) -> f32
      %188 = llvm.insertelement %187, %185[%11 : i64] : vector<32xf32>
      %189 = llvm.extractelement %125[%10 : i64] : vector<32xf32>
      %190 = llvm.call @__nv_exp2f(%189) : (f32) -> f32
      %191 = llvm.insertelement %190, %188[%10 : i64] : vector<32xf32>
      %192 = llvm.extractelement %125[%9 : i64] : vector<32xf32>
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.insertelement %193, %191[%9 : i64] : vector<32xf32>
      %195 = llvm.extractelement %125[%8 : i64] : vector<32xf32>
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.insertelement %196, %194[%8 : i64] : vector<32xf32>
      %198 = llvm.extractelement %125[%7 : i64] : vector<32xf32>
      %199 = llvm.call @__nv_exp2f(%198) : (f32) -> f32
      %200 = llvm.insertelement %199, %197[%7 : i64] : vector<32xf32>
      %201 = llvm.extractelement %125[%6 : i64] : vector<32xf32>
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.insertelement %202, %200[%6 : i64] : vector<32xf32>
      %204 = llvm.extractelement %125[%5 : i64] : vector<32xf32>
      %205 = llvm.call @__nv_exp2f(%204) : (f32) -> f32
      %206 = llvm.insertelement %205, %203[%5 : i64] : vector<32xf32>
      %207 = llvm.extractelement %125[%4 : i64] : vector<32xf32>
      %208 = llvm.call @__nv_exp2f(%207) : (f32) -> f32
      %209 = llvm.insertelement %208, %206[%4 : i64] : vector<32xf32>
      %210 = llvm.extractelement %125[%3 : i64] : vector<32xf32>
      %211 = llvm.call @__nv_exp2f(%210) : (f32) -> f32
      %212 = llvm.insertelement %211, %209[%3 : i64] : vector<32xf32>
      %213 = llvm.extractelement %125[%2 : i64] : vector<32xf32>
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.insertelement %214, %212[%2 : i64] : vector<32xf32>
      %216 = llvm.extractelement %125[%1 : i64] : vector<32xf32>
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.insertelement %217, %215[%1 : i64] : vector<32xf32>
      %219 = llvm.extractelement %125[%0 : i64] : vector<32xf32>
      %220 = llvm.call @__nv_exp2f(%219) : (f32) -> f32
      %221 = llvm.insertelement %220, %218[%0 : i64] : vector<32xf32>
      %222 = "llvm.intr.vector.reduce.fadd"(%38, %221) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %223 = llvm.fsub %39, %122 : f32
      %224 = llvm.call @__nv_exp2f(%223) : (f32) -> f32
      %225 = llvm.fmul %224, %38 : f32
      %226 = llvm.fadd %225, %222 : f32
      %227 = nvvm.shfl.sync  bfly %43, %122, %44, %45 : f32 -> f32
      %228 = nvvm.shfl.sync  bfly %43, %226, %44, %45 : f32 -> f32
      %229 = llvm.fcmp "ugt" %122, %227 : f32
      %230 = llvm.select %229, %122, %227 : i1, f32
      %231 = llvm.fcmp "uno" %227, %227 : f32
      %232 = llvm.select %231, %227, %230 : i1, f32
      %233 = llvm.fsub %122, %232 : f32
      %234 = llvm.call @__nv_exp2f(%233) : (f32) -> f32
      %235 = llvm.fmul %226, %234 : f32
      %236 = llvm.fsub %227, %232 : f32
      %237 = llvm.call @__nv_exp2f(%236) : (f32) -> f32
      %238 = llvm.fmul %228, %237 : f32
      %239 = llvm.fadd %235, %238 : f32
      %240 = nvvm.shfl.sync  bfly %43, %232, %41, %45 : f32 -> f32
      %241 = nvvm.shfl.sync  bfly %43, %239, %41, %45 : f32 -> f32
      %242 = llvm.fcmp "ugt" %232, %240 : f32
      %243 = llvm.select %242, %232, %240 : i1, f32
      %244 = llvm.fcmp "uno" %240, %240 : f32
      %245 = llvm.select %244, %240, %243 : i1, f32
      %246 = llvm.fsub %232, %245 : f32
      %247 = llvm.call @__nv_exp2f(%246) : (f32) -> f32
      %248 = llvm.fmul %239, %247 : f32
      %249 = llvm.fsub %240, %245 : f32
      %250 = llvm.call @__nv_exp2f(%249) : (f32) -> f32
      %251 = llvm.fmul %241, %250 : f32
      %252 = llvm.fadd %248, %251 : f32
      %253 = nvvm.shfl.sync  bfly %43, %245, %53, %45 : f32 -> f32
      %254 = nvvm.shfl.sync  bfly %43, %252, %53, %45 : f32 -> f32
      %255 = llvm.fcmp "ugt" %245, %253 : f32
      %256 = llvm.select %255, %245, %253 : i1, f32
      %257 = llvm.fcmp "uno" %253, %253 : f32
      %258 = llvm.select %257, %253, %256 : i1, f32
      %259 = llvm.fsub %245, %258 : f32
      %260 = llvm.call @__nv_exp2f(%259) : (f32) -> f32
      %261 = llvm.fmul %252, %260 : f32
      %262 = llvm.fsub %253, %258 : f32
      %263 = llvm.call @__nv_exp2f(%262) : (f32) -> f32
      %264 = llvm.fmul %254, %263 : f32
      %265 = llvm.fadd %261, %264 : f32
      %266 = nvvm.shfl.sync  bfly %43, %258, %46, %45 : f32 -> f32
      %267 = nvvm.shfl.sync  bfly %43, %265, %46, %45 : f32 -> f32
      %268 = llvm.fcmp "ugt" %258, %266 : f32
      %269 = llvm.select %268, %258, %266 : i1, f32
      %270 = llvm.fcmp "uno" %266, %266 : f32
      %271 = llvm.select %270, %266, %269 : i1, f32
      %272 = llvm.fsub %258, %271 : f32
      %273 = llvm.call @__nv_exp2f(%272) : (f32) -> f32
      %274 = llvm.fmul %265, %273 : f32
      %275 = llvm.fsub %266, %271 : f32
      %276 = llvm.call @__nv_exp2f(%275) : (f32) -> f32
      %277 = llvm.fmul %267, %276 : f32
      %278 = llvm.fadd %274, %277 : f32
      %279 = nvvm.shfl.sync  bfly %43, %271, %55, %45 : f32 -> f32
      %280 = nvvm.shfl.sync  bfly %43, %278, %55, %45 : f32 -> f32
      %281 = llvm.fcmp "ugt" %271, %279 : f32
      %282 = llvm.select %281, %271, %279 : i1, f32
      %283 = llvm.fcmp "uno" %279, %279 : f32
      %284 = llvm.select %283, %279, %282 : i1, f32
      %285 = llvm.fsub %271, %284 : f32
      %286 = llvm.call @__nv_exp2f(%285) : (f32) -> f32
      %287 = llvm.fmul %278, %286 : f32
      %288 = llvm.fsub %279, %284 : f32
      %289 = llvm.call @__nv_exp2f(%288) : (f32) -> f32
      %290 = llvm.fmul %280, %289 : f32
      %291 = llvm.fadd %287, %290 : f32
      %292 = llvm.getelementptr %33[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %293 = llvm.icmp "eq" %63, %40 : i32
      llvm.cond_br %293, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %294 = llvm.getelementptr %33[%71] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %295 = llvm.ptrtoint %294 : !llvm.ptr<3> to i64
      %296 = llvm.inttoptr %295 : i64 to !llvm.ptr<3>
      llvm.store %284, %296 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %297 = llvm.getelementptr %292[%71] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %298 = llvm.ptrtoint %297 : !llvm.ptr<3> to i64
      %299 = llvm.inttoptr %298 : i64 to !llvm.ptr<3>
      llvm.store %291, %299 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %300 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %301 = llvm.inttoptr %300 : i64 to !llvm.ptr<3>
      %302 = llvm.load %301 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %303 = llvm.ptrtoint %292 : !llvm.ptr<3> to i64
      %304 = llvm.inttoptr %303 : i64 to !llvm.ptr<3>
      %305 = llvm.load %304 {alignment = 32 : i64} : !llvm.ptr<3> -> f32
      %306 = llvm.getelementptr %33[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %307 = llvm.ptrtoint %306 : !llvm.ptr<3> to i64
      %308 = llvm.inttoptr %307 : i64 to !llvm.ptr<3>
      %309 = llvm.load %308 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %310 = llvm.getelementptr %292[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %311 = llvm.ptrtoint %310 : !llvm.ptr<3> to i64
      %312 = llvm.inttoptr %311 : i64 to !llvm.ptr<3>
      %313 = llvm.load %312 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %314 = llvm.fcmp "ugt" %302, %309 : f32
      %315 = llvm.select %314, %302, %309 : i1, f32
      %316 = llvm.fcmp "uno" %309, %309 : f32
      %317 = llvm.select %316, %309, %315 : i1, f32
      %318 = llvm.fsub %302, %317 : f32
      %319 = llvm.call @__nv_exp2f(%318) : (f32) -> f32
      %320 = llvm.fmul %305, %319 : f32
      %321 = llvm.fsub %309, %317 : f32
      %322 = llvm.call @__nv_exp2f(%321) : (f32) -> f32
      %323 = llvm.fmul %313, %322 : f32
      %324 = llvm.fadd %320, %323 : f32
      %325 = llvm.getelementptr %33[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %326 = llvm.ptrtoint %325 : !llvm.ptr<3> to i64
      %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<3>
      %328 = llvm.load %327 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %329 = llvm.getelementptr %292[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %330 = llvm.ptrtoint %329 : !llvm.ptr<3> to i64
      %331 = llvm.inttoptr %330 : i64 to !llvm.ptr<3>
      %332 = llvm.load %331 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %333 = llvm.fcmp "ugt" %317, %328 : f32
      %334 = llvm.select %333, %317, %328 : i1, f32
      %335 = llvm.fcmp "uno" %328, %328 : f32
      %336 = llvm.select %335, %328, %334 : i1, f32
      %337 = llvm.fsub %317, %336 : f32
      %338 = llvm.call @__nv_exp2f(%337) : (f32) -> f32
      %339 = llvm.fmul %324, %338 : f32
      %340 = llvm.fsub %328, %336 : f32
      %341 = llvm.call @__nv_exp2f(%340) : (f32) -> f32
      %342 = llvm.fmul %332, %341 : f32
      %343 = llvm.fadd %339, %342 : f32
      %344 = llvm.getelementptr %33[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %345 = llvm.ptrtoint %344 : !llvm.ptr<3> to i64
      %346 = llvm.inttoptr %345 : i64 to !llvm.ptr<3>
      %347 = llvm.load %346 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %348 = llvm.getelementptr %292[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %349 = llvm.ptrtoint %348 : !llvm.ptr<3> to i64
      %350 = llvm.inttoptr %349 : i64 to !llvm.ptr<3>
      %351 = llvm.load %350 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %352 = llvm.fcmp "ugt" %336, %347 : f32
      %353 = llvm.select %352, %336, %347 : i1, f32
      %354 = llvm.fcmp "uno" %347, %347 : f32
      %355 = llvm.select %354, %347, %353 : i1, f32
      %356 = llvm.fsub %336, %355 : f32
      %357 = llvm.call @__nv_exp2f(%356) : (f32) -> f32
      %358 = llvm.fmul %343, %357 : f32
      %359 = llvm.fsub %347, %355 : f32
      %360 = llvm.call @__nv_exp2f(%359) : (f32) -> f32
      %361 = llvm.fmul %351, %360 : f32
      %362 = llvm.fadd %358, %361 : f32
      %363 = llvm.getelementptr %33[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %364 = llvm.ptrtoint %363 : !llvm.ptr<3> to i64
      %365 = llvm.inttoptr %364 : i64 to !llvm.ptr<3>
      %366 = llvm.load %365 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %367 = llvm.getelementptr %292[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %368 = llvm.ptrtoint %367 : !llvm.ptr<3> to i64
      %369 = llvm.inttoptr %368 : i64 to !llvm.ptr<3>
      %370 = llvm.load %369 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %371 = llvm.fcmp "ugt" %355, %366 : f32
      %372 = llvm.select %371, %355, %366 : i1, f32
      %373 = llvm.fcmp "uno" %366, %366 : f32
      %374 = llvm.select %373, %366, %372 : i1, f32
      %375 = llvm.fsub %355, %374 : f32
      %376 = llvm.call @__nv_exp2f(%375) : (f32) -> f32
      %377 = llvm.fmul %362, %376 : f32
      %378 = llvm.fsub %366, %374 : f32
      %379 = llvm.call @__nv_exp2f(%378) : (f32) -> f32
      %380 = llvm.fmul %370, %379 : f32
      %381 = llvm.fadd %377, %380 : f32
      %382 = llvm.getelementptr %33[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %383 = llvm.ptrtoint %382 : !llvm.ptr<3> to i64
      %384 = llvm.inttoptr %383 : i64 to !llvm.ptr<3>
      %385 = llvm.load %384 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %386 = llvm.getelementptr %292[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %387 = llvm.ptrtoint %386 : !llvm.ptr<3> to i64
      %388 = llvm.inttoptr %387 : i64 to !llvm.ptr<3>
      %389 = llvm.load %388 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %390 = llvm.fcmp "ugt" %374, %385 : f32
      %391 = llvm.select %390, %374, %385 : i1, f32
      %392 = llvm.fcmp "uno" %385, %385 : f32
      %393 = llvm.select %392, %385, %391 : i1, f32
      %394 = llvm.fsub %374, %393 : f32
      %395 = llvm.call @__nv_exp2f(%394) : (f32) -> f32
      %396 = llvm.fmul %381, %395 : f32
      %397 = llvm.fsub %385, %393 : f32
      %398 = llvm.call @__nv_exp2f(%397) : (f32) -> f32
      %399 = llvm.fmul %389, %398 : f32
      %400 = llvm.fadd %396, %399 : f32
      %401 = llvm.getelementptr %33[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %402 = llvm.ptrtoint %401 : !llvm.ptr<3> to i64
      %403 = llvm.inttoptr %402 : i64 to !llvm.ptr<3>
      %404 = llvm.load %403 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %405 = llvm.getelementptr %292[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %406 = llvm.ptrtoint %405 : !llvm.ptr<3> to i64
      %407 = llvm.inttoptr %406 : i64 to !llvm.ptr<3>
      %408 = llvm.load %407 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %409 = llvm.fcmp "ugt" %393, %404 : f32
      %410 = llvm.select %409, %393, %404 : i1, f32
      %411 = llvm.fcmp "uno" %404, %404 : f32
      %412 = llvm.select %411, %404, %410 : i1, f32
      %413 = llvm.fsub %393, %412 : f32
      %414 = llvm.call @__nv_exp2f(%413) : (f32) -> f32
      %415 = llvm.fmul %400, %414 : f32
      %416 = llvm.fsub %404, %412 : f32
      %417 = llvm.call @__nv_exp2f(%416) : (f32) -> f32
      %418 = llvm.fmul %408, %417 : f32
      %419 = llvm.fadd %415, %418 : f32
      %420 = llvm.getelementptr %33[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %421 = llvm.ptrtoint %420 : !llvm.ptr<3> to i64
      %422 = llvm.inttoptr %421 : i64 to !llvm.ptr<3>
      %423 = llvm.load %422 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %424 = llvm.getelementptr %292[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %425 = llvm.ptrtoint %424 : !llvm.ptr<3> to i64
      %426 = llvm.inttoptr %425 : i64 to !llvm.ptr<3>
      %427 = llvm.load %426 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %428 = llvm.fcmp "ugt" %412, %423 : f32
      %429 = llvm.select %428, %412, %423 : i1, f32
      %430 = llvm.fcmp "uno" %423, %423 : f32
      %431 = llvm.select %430, %423, %429 : i1, f32
      %432 = llvm.fsub %412, %431 : f32
      %433 = llvm.call @__nv_exp2f(%432) : (f32) -> f32
      %434 = llvm.fmul %419, %433 : f32
      %435 = llvm.fsub %423, %431 : f32
      %436 = llvm.call @__nv_exp2f(%435) : (f32) -> f32
      %437 = llvm.fmul %427, %436 : f32
      %438 = llvm.fadd %434, %437 : f32
      %439 = llvm.fdiv %47, %438 : f32
      %440 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %441 = llvm.getelementptr %440[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %442 = llvm.getelementptr %441[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %443 = llvm.ptrtoint %58 : !llvm.ptr to i64
      %444 = llvm.inttoptr %443 : i64 to !llvm.ptr
      llvm.store %80, %444 {alignment = 32 : i64} : i8, !llvm.ptr
      %445 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %446 = llvm.ptrtoint %445 : !llvm.ptr to i64
      %447 = llvm.inttoptr %446 : i64 to !llvm.ptr
      llvm.store %86, %447 {alignment = 1 : i64} : i8, !llvm.ptr
      %448 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %449 = llvm.ptrtoint %448 : !llvm.ptr to i64
      %450 = llvm.inttoptr %449 : i64 to !llvm.ptr
      llvm.store %93, %450 {alignment = 2 : i64} : i8, !llvm.ptr
      %451 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %452 = llvm.ptrtoint %451 : !llvm.ptr to i64
      %453 = llvm.inttoptr %452 : i64 to !llvm.ptr
      llvm.store %100, %453 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %52, %57 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb8(%40 : i32)
    ^bb8(%454: i32):  // 2 preds: ^bb7, ^bb11
      %455 = llvm.icmp "slt" %454, %53 : i32
      llvm.cond_br %455, ^bb9, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb8
      %456 = llvm.mul %454, %36 : i32
      %457 = llvm.getelementptr %76[%456] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %458 = llvm.mul %454, %41 : i32
      %459 = llvm.getelementptr %57[%458] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %460 = llvm.getelementptr %58[%454] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %461 = llvm.load %460 : !llvm.ptr -> i8
      %462 = llvm.icmp "ne" %461, %42 : i8
      llvm.cond_br %462, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %463 = llvm.load %457 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %463, %459 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %464 = llvm.add %454, %55 : i32
      llvm.br ^bb8(%464 : i32)
    ^bb12:  // pred: ^bb8
      %465 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %466 = llvm.fpext %465 : vector<32xbf16> to vector<32xf32>
      %467 = llvm.fmul %466, %51 : vector<32xf32>
      %468 = llvm.insertelement %431, %32[%40 : i32] : vector<32xf32>
      %469 = llvm.shufflevector %468, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %470 = llvm.fsub %467, %469 : vector<32xf32>
      %471 = llvm.extractelement %470[%31 : i64] : vector<32xf32>
      %472 = llvm.call @__nv_exp2f(%471) : (f32) -> f32
      %473 = llvm.insertelement %472, %32[%31 : i64] : vector<32xf32>
      %474 = llvm.extractelement %470[%30 : i64] : vector<32xf32>
      %475 = llvm.call @__nv_exp2f(%474) : (f32) -> f32
      %476 = llvm.insertelement %475, %473[%30 : i64] : vector<32xf32>
      %477 = llvm.extractelement %470[%29 : i64] : vector<32xf32>
      %478 = llvm.call @__nv_exp2f(%477) : (f32) -> f32
      %479 = llvm.insertelement %478, %476[%29 : i64] : vector<32xf32>
      %480 = llvm.extractelement %470[%28 : i64] : vector<32xf32>
      %481 = llvm.call @__nv_exp2f(%480) : (f32) -> f32
      %482 = llvm.insertelement %481, %479[%28 : i64] : vector<32xf32>
      %483 = llvm.extractelement %470[%27 : i64] : vector<32xf32>
      %484 = llvm.call @__nv_exp2f(%483) : (f32) -> f32
      %485 = llvm.insertelement %484, %482[%27 : i64] : vector<32xf32>
      %486 = llvm.extractelement %470[%26 : i64] : vector<32xf32>
      %487 = llvm.call @__nv_exp2f(%486) : (f32) -> f32
      %488 = llvm.insertelement %487, %485[%26 : i64] : vector<32xf32>
      %489 = llvm.extractelement %470[%25 : i64] : vector<32xf32>
      %490 = llvm.call @__nv_exp2f(%489) : (f32) -> f32
      %491 = llvm.insertelement %490, %488[%25 : i64] : vector<32xf32>
      %492 = llvm.extractelement %470[%24 : i64] : vector<32xf32>
      %493 = llvm.call @__nv_exp2f(%492) : (f32) -> f32
      %494 = llvm.insertelement %493, %491[%24 : i64] : vector<32xf32>
      %495 = llvm.extractelement %470[%23 : i64] : vector<32xf32>
      %496 = llvm.call @__nv_exp2f(%495) : (f32) -> f32
      %497 = llvm.insertelement %496, %494[%23 : i64] : vector<32xf32>
      %498 = llvm.extractelement %470[%22 : i64] : vector<32xf32>
      %499 = llvm.call @__nv_exp2f(%498) : (f32) -> f32
      %500 = llvm.insertelement %499, %497[%22 : i64] : vector<32xf32>
      %501 = llvm.extractelement %470[%21 : i64] : vector<32xf32>
      %502 = llvm.call @__nv_exp2f(%501) : (f32) -> f32
      %503 = llvm.insertelement %502, %500[%21 : i64] : vector<32xf32>
      %504 = llvm.extractelement %470[%20 : i64] : vector<32xf32>
      %505 = llvm.call @__nv_exp2f(%504) : (f32) -> f32
      %506 = llvm.insertelement %505, %503[%20 : i64] : vector<32xf32>
      %507 = llvm.extractelement %470[%19 : i64] : vector<32xf32>
      %508 = llvm.call @__nv_exp2f(%507) : (f32) -> f32
      %509 = llvm.insertelement %508, %506[%19 : i64] : vector<32xf32>
      %510 = llvm.extractelement %470[%18 : i64] : vector<32xf32>
      %511 = llvm.call @__nv_exp2f(%510) : (f32) -> f32
      %512 = llvm.insertelement %511, %509[%18 : i64] : vector<32xf32>
      %513 = llvm.extractelement %470[%17 : i64] : vector<32xf32>
      %514 = llvm.call @__nv_exp2f(%513) : (f32) -> f32
      %515 = llvm.insertelement %514, %512[%17 : i64] : vector<32xf32>
      %516 = llvm.extractelement %470[%16 : i64] : vector<32xf32>
      %517 = llvm.call @__nv_exp2f(%516) : (f32) -> f32
      %518 = llvm.insertelement %517, %515[%16 : i64] : vector<32xf32>
      %519 = llvm.extractelement %470[%15 : i64] : vector<32xf32>
      %520 = llvm.call @__nv_exp2f(%519) : (f32) -> f32
      %521 = llvm.insertelement %520, %518[%15 : i64] : vector<32xf32>
      %522 = llvm.extractelement %470[%14 : i64] : vector<32xf32>
      %523 = llvm.call @__nv_exp2f(%522) : (f32) -> f32
      %524 = llvm.insertelement %523, %521[%14 : i64] : vector<32xf32>
      %525 = llvm.extractelement %470[%13 : i64] : vector<32xf32>
      %526 = llvm.call @__nv_exp2f(%525) : (f32) -> f32
      %527 = llvm.insertelement %526, %524[%13 : i64] : vector<32xf32>
      %528 = llvm.extractelement %470[%12 : i64] : vector<32xf32>
      %529 = llvm.call @__nv_exp2f(%528) : (f32) -> f32
      %530 = llvm.insertelement %529, %527[%12 : i64] : vector<32xf32>
      %531 = llvm.extractelement %470[%11 : i64] : vector<32xf32>
      %532 = llvm.call @__nv_exp2f(%531) : (f32) -> f32
      %533 = llvm.insertelement %532, %530[%11 : i64] : vector<32xf32>
      %534 = llvm.extractelement %470[%10 : i64] : vector<32xf32>
      %535 = llvm.call @__nv_exp2f(%534) : (f32) -> f32
      %536 = llvm.insertelement %535, %533[%10 : i64] : vector<32xf32>
      %537 = llvm.extractelement %470[%9 : i64] : vector<32xf32>
      %538 = llvm.call @__nv_exp2f(%537) : (f32) -> f32
      %539 = llvm.insertelement %538, %536[%9 : i64] : vector<32xf32>
      %540 = llvm.extractelement %470[%8 : i64] : vector<32xf32>
      %541 = llvm.call @__nv_exp2f(%540) : (f32) -> f32
      %542 = llvm.insertelement %541, %539[%8 : i64] : vector<32xf32>
      %543 = llvm.extractelement %470[%7 : i64] : vector<32xf32>
      %544 = llvm.call @__nv_exp2f(%543) : (f32) -> f32
      %545 = llvm.insertelement %544, %542[%7 : i64] : vector<32xf32>
      %546 = llvm.extractelement %470[%6 : i64] : vector<32xf32>
      %547 = llvm.call @__nv_exp2f(%546) : (f32) -> f32
      %548 = llvm.insertelement %547, %545[%6 : i64] : vector<32xf32>
      %549 = llvm.extractelement %470[%5 : i64] : vector<32xf32>
      %550 = llvm.call @__nv_exp2f(%549) : (f32) -> f32
      %551 = llvm.insertelement %550, %548[%5 : i64] : vector<32xf32>
      %552 = llvm.extractelement %470[%4 : i64] : vector<32xf32>
      %553 = llvm.call @__nv_exp2f(%552) : (f32) -> f32
      %554 = llvm.insertelement %553, %551[%4 : i64] : vector<32xf32>
      %555 = llvm.extractelement %470[%3 : i64] : vector<32xf32>
      %556 = llvm.call @__nv_exp2f(%555) : (f32) -> f32
      %557 = llvm.insertelement %556, %554[%3 : i64] : vector<32xf32>
      %558 = llvm.extractelement %470[%2 : i64] : vector<32xf32>
      %559 = llvm.call @__nv_exp2f(%558) : (f32) -> f32
      %560 = llvm.insertelement %559, %557[%2 : i64] : vector<32xf32>
      %561 = llvm.extractelement %470[%1 : i64] : vector<32xf32>
      %562 = llvm.call @__nv_exp2f(%561) : (f32) -> f32
      %563 = llvm.insertelement %562, %560[%1 : i64] : vector<32xf32>
      %564 = llvm.extractelement %470[%0 : i64] : vector<32xf32>
      %565 = llvm.call @__nv_exp2f(%564) : (f32) -> f32
      %566 = llvm.insertelement %565, %563[%0 : i64] : vector<32xf32>
      %567 = llvm.insertelement %439, %32[%40 : i32] : vector<32xf32>
      %568 = llvm.shufflevector %567, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %569 = llvm.fmul %566, %568 : vector<32xf32>
      %570 = llvm.fptrunc %569 : vector<32xf32> to vector<32xbf16>
      llvm.store %570, %56 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb13(%40 : i32)
    ^bb13(%571: i32):  // 2 preds: ^bb12, ^bb16
      %572 = llvm.icmp "slt" %571, %53 : i32
      llvm.cond_br %572, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %573 = llvm.mul %571, %41 : i32
      %574 = llvm.getelementptr %56[%573] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %575 = llvm.mul %571, %36 : i32
      %576 = llvm.getelementptr %442[%575] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %577 = llvm.getelementptr %58[%571] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %578 = llvm.load %577 : !llvm.ptr -> i8
      %579 = llvm.icmp "ne" %578, %42 : i8
      llvm.cond_br %579, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %580 = llvm.load %574 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %580, %576 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %581 = llvm.add %571, %55 : i32
      llvm.br ^bb13(%581 : i32)
    ^bb17:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h652b07d8(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_h986fbe61(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
