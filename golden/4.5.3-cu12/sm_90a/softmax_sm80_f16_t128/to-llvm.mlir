!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %38 = llvm.mlir.constant(2 : i32) : i32
      %39 = llvm.mlir.constant(8 : i32) : i32
      %40 = llvm.mlir.constant(4096 : i32) : i32
      %41 = llvm.mlir.constant(5000 : i32) : i32
      %42 = llvm.mlir.constant(1024 : i32) : i32
      %43 = llvm.mlir.constant(2048 : i32) : i32
      %44 = llvm.mlir.constant(3072 : i32) : i32
      %45 = llvm.mlir.constant(0 : i8) : i8
      %46 = llvm.mlir.constant(1.44269502 : f32) : f32
      %47 = llvm.mlir.constant(-1 : i32) : i32
      %48 = llvm.mlir.constant(16 : i32) : i32
      %49 = llvm.mlir.constant(31 : i32) : i32
      %50 = llvm.mlir.constant(dense<0xFC00> : vector<32xf16>) : vector<32xf16>
      %51 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %52 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
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
      %67 = llvm.icmp "slt" %61, %37 : i32
      %68 = llvm.icmp "ne" %67, %34 : i1
      %69 = llvm.and %66, %68 : i1
      %70 = llvm.add %64, %47 : i32
      %71 = llvm.select %69, %70, %64 : i1, i32
      %72 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %73 = llvm.mul %61, %39 : i32
      llvm.br ^bb1(%37, %35, %36 : i32, f32, f32)
    ^bb1(%74: i32, %75: f32, %76: f32):  // 2 preds: ^bb0, ^bb7
      %77 = llvm.icmp "slt" %74, %38 : i32
      llvm.cond_br %77, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %78 = llvm.mul %62, %41 : i32
      %79 = llvm.mul %74, %40 : i32
      %80 = llvm.add %78, %79 : i32
      %81 = llvm.getelementptr %72[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %82 = llvm.getelementptr %81[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %83 = llvm.add %79, %73 : i32
      %84 = llvm.icmp "slt" %83, %41 : i32
      %85 = llvm.zext %84 : i1 to i8
      %86 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %87 = llvm.inttoptr %86 : i64 to !llvm.ptr
      llvm.store %85, %87 {alignment = 32 : i64} : i8, !llvm.ptr
      %88 = llvm.add %83, %42 : i32
      %89 = llvm.icmp "slt" %88, %41 : i32
      %90 = llvm.zext %89 : i1 to i8
      %91 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %92 = llvm.ptrtoint %91 : !llvm.ptr to i64
      %93 = llvm.inttoptr %92 : i64 to !llvm.ptr
      llvm.store %90, %93 {alignment = 1 : i64} : i8, !llvm.ptr
      %94 = llvm.add %83, %43 : i32
      %95 = llvm.icmp "slt" %94, %41 : i32
      %96 = llvm.zext %95 : i1 to i8
      %97 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %98 = llvm.ptrtoint %97 : !llvm.ptr to i64
      %99 = llvm.inttoptr %98 : i64 to !llvm.ptr
      llvm.store %96, %99 {alignment = 2 : i64} : i8, !llvm.ptr
      %100 = llvm.add %83, %44 : i32
      %101 = llvm.icmp "slt" %100, %41 : i32
      %102 = llvm.zext %101 : i1 to i8
      %103 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %104 = llvm.ptrtoint %103 : !llvm.ptr to i64
      %105 = llvm.inttoptr %104 : i64 to !llvm.ptr
      llvm.store %102, %105 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %50, %59 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%37 : i32)
    ^bb3(%106: i32):  // 2 preds: ^bb2, ^bb6
      %107 = llvm.icmp "slt" %106, %53 : i32
      llvm.cond_br %107, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %108 = llvm.mul %106, %42 : i32
      %109 = llvm.getelementptr %82[%108] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %110 = llvm.mul %106, %39 : i32
      %111 = llvm.getelementptr %59[%110] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %112 = llvm.getelementptr %60[%106] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %113 = llvm.load %112 : !llvm.ptr -> i8
      %114 = llvm.icmp "ne" %113, %45 : i8
      llvm.cond_br %114, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %115 = llvm.load %109 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %115, %111 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %116 = llvm.add %106, %55 : i32
      llvm.br ^bb3(%116 : i32)
    ^bb7:  // pred: ^bb3
      %117 = llvm.load %59 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %118 = llvm.fpext %117 : vector<32xf16> to vector<32xf32>
      %119 = llvm.intr.vector.reduce.fmaximum(%118) : (vector<32xf32>) -> f32
      %120 = llvm.intr.maximum(%119, %36) : (f32, f32) -> f32
      %121 = llvm.fcmp "ugt" %76, %120 : f32
      %122 = llvm.select %121, %76, %120 : i1, f32
      %123 = llvm.fcmp "uno" %120, %120 : f32
      %124 = llvm.select %123, %120, %122 : i1, f32
      %125 = llvm.insertelement %124, %32[%37 : i32] : vector<32xf32>
      %126 = llvm.shufflevector %125, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %127 = llvm.fsub %118, %126 : vector<32xf32>
      %128 = llvm.fmul %127, %51 : vector<32xf32>
      %129 = llvm.extractelement %128[%31 : i64] : vector<32xf32>
      %130 = llvm.call @__nv_exp2f(%129) : (f32) -> f32
      %131 = llvm.insertelement %130, %32[%31 : i64] : vector<32xf32>
      %132 = llvm.extractelement %128[%30 : i64] : vector<32xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %131[%30 : i64] : vector<32xf32>
      %135 = llvm.extractelement %128[%29 : i64] : vector<32xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %134[%29 : i64] : vector<32xf32>
      %138 = llvm.extractelement %128[%28 : i64] : vector<32xf32>
      %139 = llvm.call @__nv_exp2f(%138) : (f32) -> f32
      %140 = llvm.insertelement %139, %137[%28 : i64] : vector<32xf32>
      %141 = llvm.extractelement %128[%27 : i64] : vector<32xf32>
      %142 = llvm.call @__nv_exp2f(%141) : (f32) -> f32
      %143 = llvm.insertelement %142, %140[%27 : i64] : vector<32xf32>
      %144 = llvm.extractelement %128[%26 : i64] : vector<32xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %143[%26 : i64] : vector<32xf32>
      %147 = llvm.extractelement %128[%25 : i64] : vector<32xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %146[%25 : i64] : vector<32xf32>
      %150 = llvm.extractelement %128[%24 : i64] : vector<32xf32>
      %151 = llvm.call @__nv_exp2f(%150) : (f32) -> f32
      %152 = llvm.insertelement %151, %149[%24 : i64] : vector<32xf32>
      %153 = llvm.extractelement %128[%23 : i64] : vector<32xf32>
      %154 = llvm.call @__nv_exp2f(%153) : (f32) -> f32
      %155 = llvm.insertelement %154, %152[%23 : i64] : vector<32xf32>
      %156 = llvm.extractelement %128[%22 : i64] : vector<32xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %155[%22 : i64] : vector<32xf32>
      %159 = llvm.extractelement %128[%21 : i64] : vector<32xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %158[%21 : i64] : vector<32xf32>
      %162 = llvm.extractelement %128[%20 : i64] : vector<32xf32>
      %163 = llvm.call @__nv_exp2f(%162) : (f32) -> f32
      %164 = llvm.insertelement %163, %161[%20 : i64] : vector<32xf32>
      %165 = llvm.extractelement %128[%19 : i64] : vector<32xf32>
      %166 = llvm.call @__nv_exp2f(%165) : (f32) -> f32
      %167 = llvm.insertelement %166, %164[%19 : i64] : vector<32xf32>
      %168 = llvm.extractelement %128[%18 : i64] : vector<32xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %167[%18 : i64] : vector<32xf32>
      %171 = llvm.extractelement %128[%17 : i64] : vector<32xf32>
      %172 = llvm.call @__nv_exp2f(%171) : (f32) -> f32
      %173 = llvm.insertelement %172, %170[%17 : i64] : vector<32xf32>
      %174 = llvm.extractelement %128[%16 : i64] : vector<32xf32>
      %175 = llvm.call @__nv_exp2f(%174) : (f32) -> f32
      %176 = llvm.insertelement %175, %173[%16 : i64] : vector<32xf32>
      %177 = llvm.extractelement %128[%15 : i64] : vector<32xf32>
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.insertelement %178, %176[%15 : i64] : vector<32xf32>
      %180 = llvm.extractelement %128[%14 : i64] : vector<32xf32>
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.insertelement %181, %179[%14 : i64] : vector<32xf32>
      %183 = llvm.extractelement %128[%13 : i64] : vector<32xf32>
      %184 = llvm.call @__nv_exp2f(%183) : (f32) -> f32
      %185 = llvm.insertelement %184, %182[%13 : i64] : vector<32xf32>
      %186 = llvm.extractelement %128[%12 : i64] : vector<32xf32>
      %187 = llvm.call @__nv_exp2f(%186) : (f32) -> f32
      %188 = llvm.insertelement %187, %185[%12 : i64] : vector<32xf32>
      %189 = llvm.extractelement %128[%11 : i64] : vector<32xf32>
      %190 = llvm.call @__nv_exp2f(%189) : (f32) -> f32
      %191 = llvm.insertelement %190, %188[%11 : i64] : vector<32xf32>
      %192 = llvm.extractelement %128[%10 : i64] : vector<32xf32>
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.insertelement %193, %191[%10 : i64] : vector<32xf32>
      %195 = llvm.extractelement %128[%9 : i64] : vector<32xf32>
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.insertelement %196, %194[%9 : i64] : vector<32xf32>
      %198 = llvm.extractelement %128[%8 : i64] : vector<32xf32>
      %199 = llvm.call @__nv_exp2f(%198) : (f32) -> f32
      %200 = llvm.insertelement %199, %197[%8 : i64] : vector<32xf32>
      %201 = llvm.extractelement %128[%7 : i64] : vector<32xf32>
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.insertelement %202, %200[%7 : i64] : vector<32xf32>
      %204 = llvm.extractelement %128[%6 : i64] : vector<32xf32>
      %205 = llvm.call @__nv_exp2f(%204) : (f32) -> f32
      %206 = llvm.insertelement %205, %203[%6 : i64] : vector<32xf32>
      %207 = llvm.extractelement %128[%5 : i64] : vector<32xf32>
      %208 = llvm.call @__nv_exp2f(%207) : (f32) -> f32
      %209 = llvm.insertelement %208, %206[%5 : i64] : vector<32xf32>
      %210 = llvm.extractelement %128[%4 : i64] : vector<32xf32>
      %211 = llvm.call @__nv_exp2f(%210) : (f32) -> f32
      %212 = llvm.insertelement %211, %209[%4 : i64] : vector<32xf32>
      %213 = llvm.extractelement %128[%3 : i64] : vector<32xf32>
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.insertelement %214, %212[%3 : i64] : vector<32xf32>
      %216 = llvm.extractelement %128[%2 : i64] : vector<32xf32>
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.insertelement %217, %215[%2 : i64] : vector<32xf32>
      %219 = llvm.extractelement %128[%1 : i64] : vector<32xf32>
      %220 = llvm.call @__nv_exp2f(%219) : (f32) -> f32
      %221 = llvm.insertelement %220, %218[%1 : i64] : vector<32xf32>
      %222 = llvm.extractelement %128[%0 : i64] : vector<32xf32>
      %223 = llvm.call @__nv_exp2f(%222) : (f32) -> f32
      %224 = llvm.insertelement %223, %221[%0 : i64] : vector<32xf32>
      %225 = "llvm.intr.vector.reduce.fadd"(%35, %224) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %226 = llvm.fsub %76, %124 : f32
      %227 = llvm.fmul %226, %46 : f32
      %228 = llvm.call @__nv_exp2f(%227) : (f32) -> f32
      %229 = llvm.fmul %75, %228 : f32
      %230 = llvm.fadd %229, %225 : f32
      %231 = llvm.add %74, %55 : i32
      llvm.br ^bb1(%231, %230, %124 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %232 = nvvm.shfl.sync  bfly %47, %76, %48, %49 : f32 -> f32
      %233 = nvvm.shfl.sync  bfly %47, %75, %48, %49 : f32 -> f32
      %234 = llvm.fcmp "ugt" %76, %232 : f32
      %235 = llvm.select %234, %76, %232 : i1, f32
      %236 = llvm.fcmp "uno" %232, %232 : f32
      %237 = llvm.select %236, %232, %235 : i1, f32
      %238 = llvm.fsub %76, %237 : f32
      %239 = llvm.fmul %238, %46 : f32
      %240 = llvm.call @__nv_exp2f(%239) : (f32) -> f32
      %241 = llvm.fmul %75, %240 : f32
      %242 = llvm.fsub %232, %237 : f32
      %243 = llvm.fmul %242, %46 : f32
      %244 = llvm.call @__nv_exp2f(%243) : (f32) -> f32
      %245 = llvm.fmul %233, %244 : f32
      %246 = llvm.fadd %241, %245 : f32
      %247 = nvvm.shfl.sync  bfly %47, %237, %39, %49 : f32 -> f32
      %248 = nvvm.shfl.sync  bfly %47, %246, %39, %49 : f32 -> f32
      %249 = llvm.fcmp "ugt" %237, %247 : f32
      %250 = llvm.select %249, %237, %247 : i1, f32
      %251 = llvm.fcmp "uno" %247, %247 : f32
      %252 = llvm.select %251, %247, %250 : i1, f32
      %253 = llvm.fsub %237, %252 : f32
      %254 = llvm.fmul %253, %46 : f32
      %255 = llvm.call @__nv_exp2f(%254) : (f32) -> f32
      %256 = llvm.fmul %246, %255 : f32
      %257 = llvm.fsub %247, %252 : f32
      %258 = llvm.fmul %257, %46 : f32
      %259 = llvm.call @__nv_exp2f(%258) : (f32) -> f32
      %260 = llvm.fmul %248, %259 : f32
      %261 = llvm.fadd %256, %260 : f32
      %262 = nvvm.shfl.sync  bfly %47, %252, %53, %49 : f32 -> f32
      %263 = nvvm.shfl.sync  bfly %47, %261, %53, %49 : f32 -> f32
      %264 = llvm.fcmp "ugt" %252, %262 : f32
      %265 = llvm.select %264, %252, %262 : i1, f32
      %266 = llvm.fcmp "uno" %262, %262 : f32
      %267 = llvm.select %266, %262, %265 : i1, f32
      %268 = llvm.fsub %252, %267 : f32
      %269 = llvm.fmul %268, %46 : f32
      %270 = llvm.call @__nv_exp2f(%269) : (f32) -> f32
      %271 = llvm.fmul %261, %270 : f32
      %272 = llvm.fsub %262, %267 : f32
      %273 = llvm.fmul %272, %46 : f32
      %274 = llvm.call @__nv_exp2f(%273) : (f32) -> f32
      %275 = llvm.fmul %263, %274 : f32
      %276 = llvm.fadd %271, %275 : f32
      %277 = nvvm.shfl.sync  bfly %47, %267, %38, %49 : f32 -> f32
      %278 = nvvm.shfl.sync  bfly %47, %276, %38, %49 : f32 -> f32
      %279 = llvm.fcmp "ugt" %267, %277 : f32
      %280 = llvm.select %279, %267, %277 : i1, f32
      %281 = llvm.fcmp "uno" %277, %277 : f32
      %282 = llvm.select %281, %277, %280 : i1, f32
      %283 = llvm.fsub %267, %282 : f32
      %284 = llvm.fmul %283, %46 : f32
      %285 = llvm.call @__nv_exp2f(%284) : (f32) -> f32
      %286 = llvm.fmul %276, %285 : f32
      %287 = llvm.fsub %277, %282 : f32
      %288 = llvm.fmul %287, %46 : f32
      %289 = llvm.call @__nv_exp2f(%288) : (f32) -> f32
      %290 = llvm.fmul %278, %289 : f32
      %291 = llvm.fadd %286, %290 : f32
      %292 = nvvm.shfl.sync  bfly %47, %282, %55, %49 : f32 -> f32
      %293 = nvvm.shfl.sync  bfly %47, %291, %55, %49 : f32 -> f32
      %294 = llvm.fcmp "ugt" %282, %292 : f32
      %295 = llvm.select %294, %282, %292 : i1, f32
      %296 = llvm.fcmp "uno" %292, %292 : f32
      %297 = llvm.select %296, %292, %295 : i1, f32
      %298 = llvm.fsub %282, %297 : f32
      %299 = llvm.fmul %298, %46 : f32
      %300 = llvm.call @__nv_exp2f(%299) : (f32) -> f32
      %301 = llvm.fmul %291, %300 : f32
      %302 = llvm.fsub %292, %297 : f32
      %303 = llvm.fmul %302, %46 : f32
      %304 = llvm.call @__nv_exp2f(%303) : (f32) -> f32
      %305 = llvm.fmul %293, %304 : f32
      %306 = llvm.fadd %301, %305 : f32
      %307 = llvm.getelementptr %33[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %308 = llvm.icmp "eq" %63, %37 : i32
      llvm.cond_br %308, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %309 = llvm.getelementptr %33[%71] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %310 = llvm.ptrtoint %309 : !llvm.ptr<3> to i64
      %311 = llvm.inttoptr %310 : i64 to !llvm.ptr<3>
      llvm.store %297, %311 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %312 = llvm.getelementptr %307[%71] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %313 = llvm.ptrtoint %312 : !llvm.ptr<3> to i64
      %314 = llvm.inttoptr %313 : i64 to !llvm.ptr<3>
      llvm.store %306, %314 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %315 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %316 = llvm.inttoptr %315 : i64 to !llvm.ptr<3>
      %317 = llvm.load %316 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %318 = llvm.ptrtoint %307 : !llvm.ptr<3> to i64
      %319 = llvm.inttoptr %318 : i64 to !llvm.ptr<3>
      %320 = llvm.load %319 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %321 = llvm.getelementptr %33[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %322 = llvm.ptrtoint %321 : !llvm.ptr<3> to i64
      %323 = llvm.inttoptr %322 : i64 to !llvm.ptr<3>
      %324 = llvm.load %323 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %325 = llvm.getelementptr %307[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %326 = llvm.ptrtoint %325 : !llvm.ptr<3> to i64
      %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<3>
      %328 = llvm.load %327 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %329 = llvm.fcmp "ugt" %317, %324 : f32
      %330 = llvm.select %329, %317, %324 : i1, f32
      %331 = llvm.fcmp "uno" %324, %324 : f32
      %332 = llvm.select %331, %324, %330 : i1, f32
      %333 = llvm.fsub %317, %332 : f32
      %334 = llvm.fmul %333, %46 : f32
      %335 = llvm.call @__nv_exp2f(%334) : (f32) -> f32
      %336 = llvm.fmul %320, %335 : f32
      %337 = llvm.fsub %324, %332 : f32
      %338 = llvm.fmul %337, %46 : f32
      %339 = llvm.call @__nv_exp2f(%338) : (f32) -> f32
      %340 = llvm.fmul %328, %339 : f32
      %341 = llvm.fadd %336, %340 : f32
      %342 = llvm.getelementptr %33[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %343 = llvm.ptrtoint %342 : !llvm.ptr<3> to i64
      %344 = llvm.inttoptr %343 : i64 to !llvm.ptr<3>
      %345 = llvm.load %344 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %346 = llvm.getelementptr %307[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %347 = llvm.ptrtoint %346 : !llvm.ptr<3> to i64
      %348 = llvm.inttoptr %347 : i64 to !llvm.ptr<3>
      %349 = llvm.load %348 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %350 = llvm.fcmp "ugt" %332, %345 : f32
      %351 = llvm.select %350, %332, %345 : i1, f32
      %352 = llvm.fcmp "uno" %345, %345 : f32
      %353 = llvm.select %352, %345, %351 : i1, f32
      %354 = llvm.fsub %332, %353 : f32
      %355 = llvm.fmul %354, %46 : f32
      %356 = llvm.call @__nv_exp2f(%355) : (f32) -> f32
      %357 = llvm.fmul %341, %356 : f32
      %358 = llvm.fsub %345, %353 : f32
      %359 = llvm.fmul %358, %46 : f32
      %360 = llvm.call @__nv_exp2f(%359) : (f32) -> f32
      %361 = llvm.fmul %349, %360 : f32
      %362 = llvm.fadd %357, %361 : f32
      %363 = llvm.getelementptr %33[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %364 = llvm.ptrtoint %363 : !llvm.ptr<3> to i64
      %365 = llvm.inttoptr %364 : i64 to !llvm.ptr<3>
      %366 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %367 = llvm.getelementptr %307[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %368 = llvm.ptrtoint %367 : !llvm.ptr<3> to i64
      %369 = llvm.inttoptr %368 : i64 to !llvm.ptr<3>
      %370 = llvm.load %369 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %371 = llvm.fcmp "ugt" %353, %366 : f32
      %372 = llvm.select %371, %353, %366 : i1, f32
      %373 = llvm.fcmp "uno" %366, %366 : f32
      %374 = llvm.select %373, %366, %372 : i1, f32
      %375 = llvm.fsub %353, %374 : f32
      %376 = llvm.fmul %375, %46 : f32
      %377 = llvm.call @__nv_exp2f(%376) : (f32) -> f32
      %378 = llvm.fmul %362, %377 : f32
      %379 = llvm.fsub %366, %374 : f32
      %380 = llvm.fmul %379, %46 : f32
      %381 = llvm.call @__nv_exp2f(%380) : (f32) -> f32
      %382 = llvm.fmul %370, %381 : f32
      %383 = llvm.fadd %378, %382 : f32
      %384 = llvm.call @__nv_log2f(%383) : (f32) -> f32
      %385 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %386 = llvm.insertelement %374, %32[%37 : i32] : vector<32xf32>
      %387 = llvm.shufflevector %386, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %388 = llvm.insertelement %384, %32[%37 : i32] : vector<32xf32>
      %389 = llvm.shufflevector %388, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%37 : i32)
    ^bb11(%390: i32):  // 2 preds: ^bb10, ^bb22
      %391 = llvm.icmp "slt" %390, %38 : i32
      llvm.cond_br %391, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %392 = llvm.mul %62, %41 : i32
      %393 = llvm.mul %390, %40 : i32
      %394 = llvm.add %392, %393 : i32
      %395 = llvm.getelementptr %72[%394] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %396 = llvm.getelementptr %395[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %397 = llvm.getelementptr %385[%394] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %398 = llvm.getelementptr %397[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %399 = llvm.add %393, %73 : i32
      %400 = llvm.icmp "slt" %399, %41 : i32
      %401 = llvm.zext %400 : i1 to i8
      %402 = llvm.ptrtoint %58 : !llvm.ptr to i64
      %403 = llvm.inttoptr %402 : i64 to !llvm.ptr
      llvm.store %401, %403 {alignment = 32 : i64} : i8, !llvm.ptr
      %404 = llvm.add %399, %42 : i32
      %405 = llvm.icmp "slt" %404, %41 : i32
      %406 = llvm.zext %405 : i1 to i8
      %407 = llvm.getelementptr %58[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %408 = llvm.ptrtoint %407 : !llvm.ptr to i64
      %409 = llvm.inttoptr %408 : i64 to !llvm.ptr
      llvm.store %406, %409 {alignment = 1 : i64} : i8, !llvm.ptr
      %410 = llvm.add %399, %43 : i32
      %411 = llvm.icmp "slt" %410, %41 : i32
      %412 = llvm.zext %411 : i1 to i8
      %413 = llvm.getelementptr %58[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %414 = llvm.ptrtoint %413 : !llvm.ptr to i64
      %415 = llvm.inttoptr %414 : i64 to !llvm.ptr
      llvm.store %412, %415 {alignment = 2 : i64} : i8, !llvm.ptr
      %416 = llvm.add %399, %44 : i32
      %417 = llvm.icmp "slt" %416, %41 : i32
      %418 = llvm.zext %417 : i1 to i8
      %419 = llvm.getelementptr %58[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %420 = llvm.ptrtoint %419 : !llvm.ptr to i64
      %421 = llvm.inttoptr %420 : i64 to !llvm.ptr
      llvm.store %418, %421 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %52, %57 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%37 : i32)
    ^bb13(%422: i32):  // 2 preds: ^bb12, ^bb16
      %423 = llvm.icmp "slt" %422, %53 : i32
      llvm.cond_br %423, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %424 = llvm.mul %422, %42 : i32
      %425 = llvm.getelementptr %396[%424] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %426 = llvm.mul %422, %39 : i32
      %427 = llvm.getelementptr %57[%426] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %428 = llvm.getelementptr %58[%422] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %429 = llvm.load %428 : !llvm.ptr -> i8
      %430 = llvm.icmp "ne" %429, %45 : i8
      llvm.cond_br %430, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %431 = llvm.load %425 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %431, %427 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %432 = llvm.add %422, %55 : i32
      llvm.br ^bb13(%432 : i32)
    ^bb17:  // pred: ^bb13
      %433 = llvm.load %57 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %434 = llvm.fpext %433 : vector<32xf16> to vector<32xf32>
      %435 = llvm.fsub %434, %387 : vector<32xf32>
      %436 = llvm.fmul %435, %51 : vector<32xf32>
      %437 = llvm.fsub %436, %389 : vector<32xf32>
      %438 = llvm.extractelement %437[%31 : i64] : vector<32xf32>
      %439 = llvm.call @__nv_exp2f(%438) : (f32) -> f32
      %440 = llvm.insertelement %439, %32[%31 : i64] : vector<32xf32>
      %441 = llvm.extractelement %437[%30 : i64] : vector<32xf32>
      %442 = llvm.call @__nv_exp2f(%441) : (f32) -> f32
      %443 = llvm.insertelement %442, %440[%30 : i64] : vector<32xf32>
      %444 = llvm.extractelement %437[%29 : i64] : vector<32xf32>
      %445 = llvm.call @__nv_exp2f(%444) : (f32) -> f32
      %446 = llvm.insertelement %445, %443[%29 : i64] : vector<32xf32>
      %447 = llvm.extractelement %437[%28 : i64] : vector<32xf32>
      %448 = llvm.call @__nv_exp2f(%447) : (f32) -> f32
      %449 = llvm.insertelement %448, %446[%28 : i64] : vector<32xf32>
      %450 = llvm.extractelement %437[%27 : i64] : vector<32xf32>
      %451 = llvm.call @__nv_exp2f(%450) : (f32) -> f32
      %452 = llvm.insertelement %451, %449[%27 : i64] : vector<32xf32>
      %453 = llvm.extractelement %437[%26 : i64] : vector<32xf32>
      %454 = llvm.call @__nv_exp2f(%453) : (f32) -> f32
      %455 = llvm.insertelement %454, %452[%26 : i64] : vector<32xf32>
      %456 = llvm.extractelement %437[%25 : i64] : vector<32xf32>
      %457 = llvm.call @__nv_exp2f(%456) : (f32) -> f32
      %458 = llvm.insertelement %457, %455[%25 : i64] : vector<32xf32>
      %459 = llvm.extractelement %437[%24 : i64] : vector<32xf32>
      %460 = llvm.call @__nv_exp2f(%459) : (f32) -> f32
      %461 = llvm.insertelement %460, %458[%24 : i64] : vector<32xf32>
      %462 = llvm.extractelement %437[%23 : i64] : vector<32xf32>
      %463 = llvm.call @__nv_exp2f(%462) : (f32) -> f32
      %464 = llvm.insertelement %463, %461[%23 : i64] : vector<32xf32>
      %465 = llvm.extractelement %437[%22 : i64] : vector<32xf32>
      %466 = llvm.call @__nv_exp2f(%465) : (f32) -> f32
      %467 = llvm.insertelement %466, %464[%22 : i64] : vector<32xf32>
      %468 = llvm.extractelement %437[%21 : i64] : vector<32xf32>
      %469 = llvm.call @__nv_exp2f(%468) : (f32) -> f32
      %470 = llvm.insertelement %469, %467[%21 : i64] : vector<32xf32>
      %471 = llvm.extractelement %437[%20 : i64] : vector<32xf32>
      %472 = llvm.call @__nv_exp2f(%471) : (f32) -> f32
      %473 = llvm.insertelement %472, %470[%20 : i64] : vector<32xf32>
      %474 = llvm.extractelement %437[%19 : i64] : vector<32xf32>
      %475 = llvm.call @__nv_exp2f(%474) : (f32) -> f32
      %476 = llvm.insertelement %475, %473[%19 : i64] : vector<32xf32>
      %477 = llvm.extractelement %437[%18 : i64] : vector<32xf32>
      %478 = llvm.call @__nv_exp2f(%477) : (f32) -> f32
      %479 = llvm.insertelement %478, %476[%18 : i64] : vector<32xf32>
      %480 = llvm.extractelement %437[%17 : i64] : vector<32xf32>
      %481 = llvm.call @__nv_exp2f(%480) : (f32) -> f32
      %482 = llvm.insertelement %481, %479[%17 : i64] : vector<32xf32>
      %483 = llvm.extractelement %437[%16 : i64] : vector<32xf32>
      %484 = llvm.call @__nv_exp2f(%483) : (f32) -> f32
      %485 = llvm.insertelement %484, %482[%16 : i64] : vector<32xf32>
      %486 = llvm.extractelement %437[%15 : i64] : vector<32xf32>
      %487 = llvm.call @__nv_exp2f(%486) : (f32) -> f32
      %488 = llvm.insertelement %487, %485[%15 : i64] : vector<32xf32>
      %489 = llvm.extractelement %437[%14 : i64] : vector<32xf32>
      %490 = llvm.call @__nv_exp2f(%489) : (f32) -> f32
      %491 = llvm.insertelement %490, %488[%14 : i64] : vector<32xf32>
      %492 = llvm.extractelement %437[%13 : i64] : vector<32xf32>
      %493 = llvm.call @__nv_exp2f(%492) : (f32) -> f32
      %494 = llvm.insertelement %493, %491[%13 : i64] : vector<32xf32>
      %495 = llvm.extractelement %437[%12 : i64] : vector<32xf32>
      %496 = llvm.call @__nv_exp2f(%495) : (f32) -> f32
      %497 = llvm.insertelement %496, %494[%12 : i64] : vector<32xf32>
      %498 = llvm.extractelement %437[%11 : i64] : vector<32xf32>
      %499 = llvm.call @__nv_exp2f(%498) : (f32) -> f32
      %500 = llvm.insertelement %499, %497[%11 : i64] : vector<32xf32>
      %501 = llvm.extractelement %437[%10 : i64] : vector<32xf32>
      %502 = llvm.call @__nv_exp2f(%501) : (f32) -> f32
      %503 = llvm.insertelement %502, %500[%10 : i64] : vector<32xf32>
      %504 = llvm.extractelement %437[%9 : i64] : vector<32xf32>
      %505 = llvm.call @__nv_exp2f(%504) : (f32) -> f32
      %506 = llvm.insertelement %505, %503[%9 : i64] : vector<32xf32>
      %507 = llvm.extractelement %437[%8 : i64] : vector<32xf32>
      %508 = llvm.call @__nv_exp2f(%507) : (f32) -> f32
      %509 = llvm.insertelement %508, %506[%8 : i64] : vector<32xf32>
      %510 = llvm.extractelement %437[%7 : i64] : vector<32xf32>
      %511 = llvm.call @__nv_exp2f(%510) : (f32) -> f32
      %512 = llvm.insertelement %511, %509[%7 : i64] : vector<32xf32>
      %513 = llvm.extractelement %437[%6 : i64] : vector<32xf32>
      %514 = llvm.call @__nv_exp2f(%513) : (f32) -> f32
      %515 = llvm.insertelement %514, %512[%6 : i64] : vector<32xf32>
      %516 = llvm.extractelement %437[%5 : i64] : vector<32xf32>
      %517 = llvm.call @__nv_exp2f(%516) : (f32) -> f32
      %518 = llvm.insertelement %517, %515[%5 : i64] : vector<32xf32>
      %519 = llvm.extractelement %437[%4 : i64] : vector<32xf32>
      %520 = llvm.call @__nv_exp2f(%519) : (f32) -> f32
      %521 = llvm.insertelement %520, %518[%4 : i64] : vector<32xf32>
      %522 = llvm.extractelement %437[%3 : i64] : vector<32xf32>
      %523 = llvm.call @__nv_exp2f(%522) : (f32) -> f32
      %524 = llvm.insertelement %523, %521[%3 : i64] : vector<32xf32>
      %525 = llvm.extractelement %437[%2 : i64] : vector<32xf32>
      %526 = llvm.call @__nv_exp2f(%525) : (f32) -> f32
      %527 = llvm.insertelement %526, %524[%2 : i64] : vector<32xf32>
      %528 = llvm.extractelement %437[%1 : i64] : vector<32xf32>
      %529 = llvm.call @__nv_exp2f(%528) : (f32) -> f32
      %530 = llvm.insertelement %529, %527[%1 : i64] : vector<32xf32>
      %531 = llvm.extractelement %437[%0 : i64] : vector<32xf32>
      %532 = llvm.call @__nv_exp2f(%531) : (f32) -> f32
      %533 = llvm.insertelement %532, %530[%0 : i64] : vector<32xf32>
      %534 = llvm.fptrunc %533 : vector<32xf32> to vector<32xf16>
      llvm.store %534, %56 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%37 : i32)
    ^bb18(%535: i32):  // 2 preds: ^bb17, ^bb21
      %536 = llvm.icmp "slt" %535, %53 : i32
      llvm.cond_br %536, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %537 = llvm.mul %535, %39 : i32
      %538 = llvm.getelementptr %56[%537] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %539 = llvm.mul %535, %42 : i32
      %540 = llvm.getelementptr %398[%539] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %541 = llvm.getelementptr %58[%535] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %542 = llvm.load %541 : !llvm.ptr -> i8
      %543 = llvm.icmp "ne" %542, %45 : i8
      llvm.cond_br %543, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %544 = llvm.load %538 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %544, %540 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %545 = llvm.add %535, %55 : i32
      llvm.br ^bb18(%545 : i32)
    ^bb22:  // pred: ^bb18
      %546 = llvm.add %390, %55 : i32
      llvm.br ^bb11(%546 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h971a7d78(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
