!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
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
      %34 = llvm.mlir.constant(3072 : i32) : i32
      %35 = llvm.mlir.constant(2048 : i32) : i32
      %36 = llvm.mlir.constant(1024 : i32) : i32
      %37 = llvm.mlir.constant(4096 : i32) : i32
      %38 = llvm.mlir.constant(false) : i1
      %39 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %40 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.mlir.constant(2 : i32) : i32
      %43 = llvm.mlir.constant(8 : i32) : i32
      %44 = llvm.mlir.constant(0 : i8) : i8
      %45 = llvm.mlir.constant(-1 : i32) : i32
      %46 = llvm.mlir.constant(16 : i32) : i32
      %47 = llvm.mlir.constant(31 : i32) : i32
      %48 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %49 = llvm.mlir.constant(96 : i32) : i32
      %50 = llvm.mlir.constant(5000 : i32) : i32
      %51 = llvm.mlir.constant(dense<0xFC00> : vector<32xf16>) : vector<32xf16>
      %52 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %53 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %54 = llvm.mlir.constant(4 : i32) : i32
      %55 = llvm.mlir.constant(32 : i32) : i32
      %56 = llvm.mlir.constant(1 : i32) : i32
      %57 = llvm.alloca %55 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %58 = llvm.alloca %55 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %55 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %54 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %63 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %64 = llvm.srem %62, %55 : i32
      %65 = llvm.sdiv %62, %55 : i32
      %66 = llvm.mul %65, %55 : i32
      %67 = llvm.icmp "ne" %62, %66 : i32
      %68 = llvm.icmp "slt" %62, %41 : i32
      %69 = llvm.icmp "ne" %68, %38 : i1
      %70 = llvm.and %67, %69 : i1
      %71 = llvm.add %65, %45 : i32
      %72 = llvm.select %70, %71, %65 : i1, i32
      %73 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %74 = llvm.mul %62, %43 : i32
      llvm.br ^bb1(%41, %39, %40 : i32, f32, f32)
    ^bb1(%75: i32, %76: f32, %77: f32):  // 2 preds: ^bb0, ^bb7
      %78 = llvm.icmp "slt" %75, %42 : i32
      llvm.cond_br %78, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %79 = llvm.mul %63, %50 : i32
      %80 = llvm.mul %75, %37 : i32
      %81 = llvm.add %79, %80 : i32
      %82 = llvm.getelementptr %73[%81] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %83 = llvm.getelementptr %82[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %84 = llvm.add %80, %74 : i32
      %85 = llvm.icmp "slt" %63, %49 : i32
      %86 = llvm.icmp "slt" %84, %50 : i32
      %87 = llvm.and %85, %86 : i1
      %88 = llvm.zext %87 : i1 to i8
      %89 = llvm.ptrtoint %61 : !llvm.ptr to i64
      %90 = llvm.inttoptr %89 : i64 to !llvm.ptr
      llvm.store %88, %90 {alignment = 32 : i64} : i8, !llvm.ptr
      %91 = llvm.add %84, %36 : i32
      %92 = llvm.icmp "slt" %91, %50 : i32
      %93 = llvm.and %85, %92 : i1
      %94 = llvm.zext %93 : i1 to i8
      %95 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %96 = llvm.ptrtoint %95 : !llvm.ptr to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr
      llvm.store %94, %97 {alignment = 1 : i64} : i8, !llvm.ptr
      %98 = llvm.add %84, %35 : i32
      %99 = llvm.icmp "slt" %98, %50 : i32
      %100 = llvm.and %85, %99 : i1
      %101 = llvm.zext %100 : i1 to i8
      %102 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %103 = llvm.ptrtoint %102 : !llvm.ptr to i64
      %104 = llvm.inttoptr %103 : i64 to !llvm.ptr
      llvm.store %101, %104 {alignment = 2 : i64} : i8, !llvm.ptr
      %105 = llvm.add %84, %34 : i32
      %106 = llvm.icmp "slt" %105, %50 : i32
      %107 = llvm.and %85, %106 : i1
      %108 = llvm.zext %107 : i1 to i8
      %109 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %110 = llvm.ptrtoint %109 : !llvm.ptr to i64
      %111 = llvm.inttoptr %110 : i64 to !llvm.ptr
      llvm.store %108, %111 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %51, %60 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%41 : i32)
    ^bb3(%112: i32):  // 2 preds: ^bb2, ^bb6
      %113 = llvm.icmp "slt" %112, %54 : i32
      llvm.cond_br %113, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %114 = llvm.mul %112, %36 : i32
      %115 = llvm.getelementptr %83[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %116 = llvm.mul %112, %43 : i32
      %117 = llvm.getelementptr %60[%116] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %118 = llvm.getelementptr %61[%112] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %119 = llvm.load %118 : !llvm.ptr -> i8
      %120 = llvm.icmp "ne" %119, %44 : i8
      llvm.cond_br %120, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %121 = llvm.load %115 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %121, %117 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %122 = llvm.add %112, %56 : i32
      llvm.br ^bb3(%122 : i32)
    ^bb7:  // pred: ^bb3
      %123 = llvm.load %60 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %124 = llvm.fpext %123 : vector<32xf16> to vector<32xf32>
      %125 = llvm.fmul %124, %52 : vector<32xf32>
      %126 = llvm.intr.vector.reduce.fmaximum(%125) : (vector<32xf32>) -> f32
      %127 = llvm.intr.maximum(%126, %40) : (f32, f32) -> f32
      %128 = llvm.fcmp "ugt" %77, %127 : f32
      %129 = llvm.select %128, %77, %127 : i1, f32
      %130 = llvm.fcmp "uno" %127, %127 : f32
      %131 = llvm.select %130, %127, %129 : i1, f32
      %132 = llvm.insertelement %131, %32[%41 : i32] : vector<32xf32>
      %133 = llvm.shufflevector %132, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %134 = llvm.fsub %125, %133 : vector<32xf32>
      %135 = llvm.extractelement %134[%31 : i64] : vector<32xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %32[%31 : i64] : vector<32xf32>
      %138 = llvm.extractelement %134[%30 : i64] : vector<32xf32>
      %139 = llvm.call @__nv_exp2f(%138) : (f32) -> f32
      %140 = llvm.insertelement %139, %137[%30 : i64] : vector<32xf32>
      %141 = llvm.extractelement %134[%29 : i64] : vector<32xf32>
      %142 = llvm.call @__nv_exp2f(%141) : (f32) -> f32
      %143 = llvm.insertelement %142, %140[%29 : i64] : vector<32xf32>
      %144 = llvm.extractelement %134[%28 : i64] : vector<32xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %143[%28 : i64] : vector<32xf32>
      %147 = llvm.extractelement %134[%27 : i64] : vector<32xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %146[%27 : i64] : vector<32xf32>
      %150 = llvm.extractelement %134[%26 : i64] : vector<32xf32>
      %151 = llvm.call @__nv_exp2f(%150) : (f32) -> f32
      %152 = llvm.insertelement %151, %149[%26 : i64] : vector<32xf32>
      %153 = llvm.extractelement %134[%25 : i64] : vector<32xf32>
      %154 = llvm.call @__nv_exp2f(%153) : (f32) -> f32
      %155 = llvm.insertelement %154, %152[%25 : i64] : vector<32xf32>
      %156 = llvm.extractelement %134[%24 : i64] : vector<32xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %155[%24 : i64] : vector<32xf32>
      %159 = llvm.extractelement %134[%23 : i64] : vector<32xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %158[%23 : i64] : vector<32xf32>
      %162 = llvm.extractelement %134[%22 : i64] : vector<32xf32>
      %163 = llvm.call @__nv_exp2f(%162) : (f32) -> f32
      %164 = llvm.insertelement %163, %161[%22 : i64] : vector<32xf32>
      %165 = llvm.extractelement %134[%21 : i64] : vector<32xf32>
      %166 = llvm.call @__nv_exp2f(%165) : (f32) -> f32
      %167 = llvm.insertelement %166, %164[%21 : i64] : vector<32xf32>
      %168 = llvm.extractelement %134[%20 : i64] : vector<32xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %167[%20 : i64] : vector<32xf32>
      %171 = llvm.extractelement %134[%19 : i64] : vector<32xf32>
      %172 = llvm.call @__nv_exp2f(%171) : (f32) -> f32
      %173 = llvm.insertelement %172, %170[%19 : i64] : vector<32xf32>
      %174 = llvm.extractelement %134[%18 : i64] : vector<32xf32>
      %175 = llvm.call @__nv_exp2f(%174) : (f32) -> f32
      %176 = llvm.insertelement %175, %173[%18 : i64] : vector<32xf32>
      %177 = llvm.extractelement %134[%17 : i64] : vector<32xf32>
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.insertelement %178, %176[%17 : i64] : vector<32xf32>
      %180 = llvm.extractelement %134[%16 : i64] : vector<32xf32>
      %181 = llvm.call @__nv_exp2f(%180) : (f32) -> f32
      %182 = llvm.insertelement %181, %179[%16 : i64] : vector<32xf32>
      %183 = llvm.extractelement %134[%15 : i64] : vector<32xf32>
      %184 = llvm.call @__nv_exp2f(%183) : (f32) -> f32
      %185 = llvm.insertelement %184, %182[%15 : i64] : vector<32xf32>
      %186 = llvm.extractelement %134[%14 : i64] : vector<32xf32>
      %187 = llvm.call @__nv_exp2f(%186) : (f32) -> f32
      %188 = llvm.insertelement %187, %185[%14 : i64] : vector<32xf32>
      %189 = llvm.extractelement %134[%13 : i64] : vector<32xf32>
      %190 = llvm.call @__nv_exp2f(%189) : (f32) -> f32
      %191 = llvm.insertelement %190, %188[%13 : i64] : vector<32xf32>
      %192 = llvm.extractelement %134[%12 : i64] : vector<32xf32>
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.insertelement %193, %191[%12 : i64] : vector<32xf32>
      %195 = llvm.extractelement %134[%11 : i64] : vector<32xf32>
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.insertelement %196, %194[%11 : i64] : vector<32xf32>
      %198 = llvm.extractelement %134[%10 : i64] : vector<32xf32>
      %199 = llvm.call @__nv_exp2f(%198) : (f32) -> f32
      %200 = llvm.insertelement %199, %197[%10 : i64] : vector<32xf32>
      %201 = llvm.extractelement %134[%9 : i64] : vector<32xf32>
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.insertelement %202, %200[%9 : i64] : vector<32xf32>
      %204 = llvm.extractelement %134[%8 : i64] : vector<32xf32>
      %205 = llvm.call @__nv_exp2f(%204) : (f32) -> f32
      %206 = llvm.insertelement %205, %203[%8 : i64] : vector<32xf32>
      %207 = llvm.extractelement %134[%7 : i64] : vector<32xf32>
      %208 = llvm.call @__nv_exp2f(%207) : (f32) -> f32
      %209 = llvm.insertelement %208, %206[%7 : i64] : vector<32xf32>
      %210 = llvm.extractelement %134[%6 : i64] : vector<32xf32>
      %211 = llvm.call @__nv_exp2f(%210) : (f32) -> f32
      %212 = llvm.insertelement %211, %209[%6 : i64] : vector<32xf32>
      %213 = llvm.extractelement %134[%5 : i64] : vector<32xf32>
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.insertelement %214, %212[%5 : i64] : vector<32xf32>
      %216 = llvm.extractelement %134[%4 : i64] : vector<32xf32>
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.insertelement %217, %215[%4 : i64] : vector<32xf32>
      %219 = llvm.extractelement %134[%3 : i64] : vector<32xf32>
      %220 = llvm.call @__nv_exp2f(%219) : (f32) -> f32
      %221 = llvm.insertelement %220, %218[%3 : i64] : vector<32xf32>
      %222 = llvm.extractelement %134[%2 : i64] : vector<32xf32>
      %223 = llvm.call @__nv_exp2f(%222) : (f32) -> f32
      %224 = llvm.insertelement %223, %221[%2 : i64] : vector<32xf32>
      %225 = llvm.extractelement %134[%1 : i64] : vector<32xf32>
      %226 = llvm.call @__nv_exp2f(%225) : (f32) -> f32
      %227 = llvm.insertelement %226, %224[%1 : i64] : vector<32xf32>
      %228 = llvm.extractelement %134[%0 : i64] : vector<32xf32>
      %229 = llvm.call @__nv_exp2f(%228) : (f32) -> f32
      %230 = llvm.insertelement %229, %227[%0 : i64] : vector<32xf32>
      %231 = "llvm.intr.vector.reduce.fadd"(%39, %230) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %232 = llvm.fsub %77, %131 : f32
      %233 = llvm.call @__nv_exp2f(%232) : (f32) -> f32
      %234 = llvm.fmul %76, %233 : f32
      %235 = llvm.fadd %234, %231 : f32
      %236 = llvm.add %75, %56 : i32
      llvm.br ^bb1(%236, %235, %131 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %237 = nvvm.shfl.sync  bfly %45, %77, %46, %47 : f32 -> f32
      %238 = nvvm.shfl.sync  bfly %45, %76, %46, %47 : f32 -> f32
      %239 = llvm.fcmp "ugt" %77, %237 : f32
      %240 = llvm.select %239, %77, %237 : i1, f32
      %241 = llvm.fcmp "uno" %237, %237 : f32
      %242 = llvm.select %241, %237, %240 : i1, f32
      %243 = llvm.fsub %77, %242 : f32
      %244 = llvm.call @__nv_exp2f(%243) : (f32) -> f32
      %245 = llvm.fmul %76, %244 : f32
      %246 = llvm.fsub %237, %242 : f32
      %247 = llvm.call @__nv_exp2f(%246) : (f32) -> f32
      %248 = llvm.fmul %238, %247 : f32
      %249 = llvm.fadd %245, %248 : f32
      %250 = nvvm.shfl.sync  bfly %45, %242, %43, %47 : f32 -> f32
      %251 = nvvm.shfl.sync  bfly %45, %249, %43, %47 : f32 -> f32
      %252 = llvm.fcmp "ugt" %242, %250 : f32
      %253 = llvm.select %252, %242, %250 : i1, f32
      %254 = llvm.fcmp "uno" %250, %250 : f32
      %255 = llvm.select %254, %250, %253 : i1, f32
      %256 = llvm.fsub %242, %255 : f32
      %257 = llvm.call @__nv_exp2f(%256) : (f32) -> f32
      %258 = llvm.fmul %249, %257 : f32
      %259 = llvm.fsub %250, %255 : f32
      %260 = llvm.call @__nv_exp2f(%259) : (f32) -> f32
      %261 = llvm.fmul %251, %260 : f32
      %262 = llvm.fadd %258, %261 : f32
      %263 = nvvm.shfl.sync  bfly %45, %255, %54, %47 : f32 -> f32
      %264 = nvvm.shfl.sync  bfly %45, %262, %54, %47 : f32 -> f32
      %265 = llvm.fcmp "ugt" %255, %263 : f32
      %266 = llvm.select %265, %255, %263 : i1, f32
      %267 = llvm.fcmp "uno" %263, %263 : f32
      %268 = llvm.select %267, %263, %266 : i1, f32
      %269 = llvm.fsub %255, %268 : f32
      %270 = llvm.call @__nv_exp2f(%269) : (f32) -> f32
      %271 = llvm.fmul %262, %270 : f32
      %272 = llvm.fsub %263, %268 : f32
      %273 = llvm.call @__nv_exp2f(%272) : (f32) -> f32
      %274 = llvm.fmul %264, %273 : f32
      %275 = llvm.fadd %271, %274 : f32
      %276 = nvvm.shfl.sync  bfly %45, %268, %42, %47 : f32 -> f32
      %277 = nvvm.shfl.sync  bfly %45, %275, %42, %47 : f32 -> f32
      %278 = llvm.fcmp "ugt" %268, %276 : f32
      %279 = llvm.select %278, %268, %276 : i1, f32
      %280 = llvm.fcmp "uno" %276, %276 : f32
      %281 = llvm.select %280, %276, %279 : i1, f32
      %282 = llvm.fsub %268, %281 : f32
      %283 = llvm.call @__nv_exp2f(%282) : (f32) -> f32
      %284 = llvm.fmul %275, %283 : f32
      %285 = llvm.fsub %276, %281 : f32
      %286 = llvm.call @__nv_exp2f(%285) : (f32) -> f32
      %287 = llvm.fmul %277, %286 : f32
      %288 = llvm.fadd %284, %287 : f32
      %289 = nvvm.shfl.sync  bfly %45, %281, %56, %47 : f32 -> f32
      %290 = nvvm.shfl.sync  bfly %45, %288, %56, %47 : f32 -> f32
      %291 = llvm.fcmp "ugt" %281, %289 : f32
      %292 = llvm.select %291, %281, %289 : i1, f32
      %293 = llvm.fcmp "uno" %289, %289 : f32
      %294 = llvm.select %293, %289, %292 : i1, f32
      %295 = llvm.fsub %281, %294 : f32
      %296 = llvm.call @__nv_exp2f(%295) : (f32) -> f32
      %297 = llvm.fmul %288, %296 : f32
      %298 = llvm.fsub %289, %294 : f32
      %299 = llvm.call @__nv_exp2f(%298) : (f32) -> f32
      %300 = llvm.fmul %290, %299 : f32
      %301 = llvm.fadd %297, %300 : f32
      %302 = llvm.getelementptr %33[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %303 = llvm.icmp "eq" %64, %41 : i32
      llvm.cond_br %303, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %304 = llvm.getelementptr %33[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %305 = llvm.ptrtoint %304 : !llvm.ptr<3> to i64
      %306 = llvm.inttoptr %305 : i64 to !llvm.ptr<3>
      llvm.store %294, %306 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %307 = llvm.getelementptr %302[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %308 = llvm.ptrtoint %307 : !llvm.ptr<3> to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr<3>
      llvm.store %301, %309 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %310 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %311 = llvm.inttoptr %310 : i64 to !llvm.ptr<3>
      %312 = llvm.load %311 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %313 = llvm.ptrtoint %302 : !llvm.ptr<3> to i64
      %314 = llvm.inttoptr %313 : i64 to !llvm.ptr<3>
      %315 = llvm.load %314 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %316 = llvm.getelementptr %33[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %317 = llvm.ptrtoint %316 : !llvm.ptr<3> to i64
      %318 = llvm.inttoptr %317 : i64 to !llvm.ptr<3>
      %319 = llvm.load %318 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %320 = llvm.getelementptr %302[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %321 = llvm.ptrtoint %320 : !llvm.ptr<3> to i64
      %322 = llvm.inttoptr %321 : i64 to !llvm.ptr<3>
      %323 = llvm.load %322 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %324 = llvm.fcmp "ugt" %312, %319 : f32
      %325 = llvm.select %324, %312, %319 : i1, f32
      %326 = llvm.fcmp "uno" %319, %319 : f32
      %327 = llvm.select %326, %319, %325 : i1, f32
      %328 = llvm.fsub %312, %327 : f32
      %329 = llvm.call @__nv_exp2f(%328) : (f32) -> f32
      %330 = llvm.fmul %315, %329 : f32
      %331 = llvm.fsub %319, %327 : f32
      %332 = llvm.call @__nv_exp2f(%331) : (f32) -> f32
      %333 = llvm.fmul %323, %332 : f32
      %334 = llvm.fadd %330, %333 : f32
      %335 = llvm.getelementptr %33[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %336 = llvm.ptrtoint %335 : !llvm.ptr<3> to i64
      %337 = llvm.inttoptr %336 : i64 to !llvm.ptr<3>
      %338 = llvm.load %337 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %339 = llvm.getelementptr %302[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %340 = llvm.ptrtoint %339 : !llvm.ptr<3> to i64
      %341 = llvm.inttoptr %340 : i64 to !llvm.ptr<3>
      %342 = llvm.load %341 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %343 = llvm.fcmp "ugt" %327, %338 : f32
      %344 = llvm.select %343, %327, %338 : i1, f32
      %345 = llvm.fcmp "uno" %338, %338 : f32
      %346 = llvm.select %345, %338, %344 : i1, f32
      %347 = llvm.fsub %327, %346 : f32
      %348 = llvm.call @__nv_exp2f(%347) : (f32) -> f32
      %349 = llvm.fmul %334, %348 : f32
      %350 = llvm.fsub %338, %346 : f32
      %351 = llvm.call @__nv_exp2f(%350) : (f32) -> f32
      %352 = llvm.fmul %342, %351 : f32
      %353 = llvm.fadd %349, %352 : f32
      %354 = llvm.getelementptr %33[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %355 = llvm.ptrtoint %354 : !llvm.ptr<3> to i64
      %356 = llvm.inttoptr %355 : i64 to !llvm.ptr<3>
      %357 = llvm.load %356 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %358 = llvm.getelementptr %302[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %359 = llvm.ptrtoint %358 : !llvm.ptr<3> to i64
      %360 = llvm.inttoptr %359 : i64 to !llvm.ptr<3>
      %361 = llvm.load %360 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %362 = llvm.fcmp "ugt" %346, %357 : f32
      %363 = llvm.select %362, %346, %357 : i1, f32
      %364 = llvm.fcmp "uno" %357, %357 : f32
      %365 = llvm.select %364, %357, %363 : i1, f32
      %366 = llvm.fsub %346, %365 : f32
      %367 = llvm.call @__nv_exp2f(%366) : (f32) -> f32
      %368 = llvm.fmul %353, %367 : f32
      %369 = llvm.fsub %357, %365 : f32
      %370 = llvm.call @__nv_exp2f(%369) : (f32) -> f32
      %371 = llvm.fmul %361, %370 : f32
      %372 = llvm.fadd %368, %371 : f32
      %373 = llvm.fdiv %48, %372 : f32
      %374 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %375 = llvm.insertelement %365, %32[%41 : i32] : vector<32xf32>
      %376 = llvm.shufflevector %375, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %377 = llvm.insertelement %373, %32[%41 : i32] : vector<32xf32>
      %378 = llvm.shufflevector %377, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%41 : i32)
    ^bb11(%379: i32):  // 2 preds: ^bb10, ^bb22
      %380 = llvm.icmp "slt" %379, %42 : i32
      llvm.cond_br %380, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %381 = llvm.mul %63, %50 : i32
      %382 = llvm.mul %379, %37 : i32
      %383 = llvm.add %381, %382 : i32
      %384 = llvm.getelementptr %73[%383] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %385 = llvm.getelementptr %384[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %386 = llvm.getelementptr %374[%383] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %387 = llvm.getelementptr %386[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %388 = llvm.add %382, %74 : i32
      %389 = llvm.icmp "slt" %63, %49 : i32
      %390 = llvm.icmp "slt" %388, %50 : i32
      %391 = llvm.and %389, %390 : i1
      %392 = llvm.zext %391 : i1 to i8
      %393 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %394 = llvm.inttoptr %393 : i64 to !llvm.ptr
      llvm.store %392, %394 {alignment = 32 : i64} : i8, !llvm.ptr
      %395 = llvm.add %388, %36 : i32
      %396 = llvm.icmp "slt" %395, %50 : i32
      %397 = llvm.and %389, %396 : i1
      %398 = llvm.zext %397 : i1 to i8
      %399 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %400 = llvm.ptrtoint %399 : !llvm.ptr to i64
      %401 = llvm.inttoptr %400 : i64 to !llvm.ptr
      llvm.store %398, %401 {alignment = 1 : i64} : i8, !llvm.ptr
      %402 = llvm.add %388, %35 : i32
      %403 = llvm.icmp "slt" %402, %50 : i32
      %404 = llvm.and %389, %403 : i1
      %405 = llvm.zext %404 : i1 to i8
      %406 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %407 = llvm.ptrtoint %406 : !llvm.ptr to i64
      %408 = llvm.inttoptr %407 : i64 to !llvm.ptr
      llvm.store %405, %408 {alignment = 2 : i64} : i8, !llvm.ptr
      %409 = llvm.add %388, %34 : i32
      %410 = llvm.icmp "slt" %409, %50 : i32
      %411 = llvm.and %389, %410 : i1
      %412 = llvm.zext %411 : i1 to i8
      %413 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %414 = llvm.ptrtoint %413 : !llvm.ptr to i64
      %415 = llvm.inttoptr %414 : i64 to !llvm.ptr
      llvm.store %412, %415 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %53, %58 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%41 : i32)
    ^bb13(%416: i32):  // 2 preds: ^bb12, ^bb16
      %417 = llvm.icmp "slt" %416, %54 : i32
      llvm.cond_br %417, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %418 = llvm.mul %416, %36 : i32
      %419 = llvm.getelementptr %385[%418] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %420 = llvm.mul %416, %43 : i32
      %421 = llvm.getelementptr %58[%420] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %422 = llvm.getelementptr %59[%416] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %423 = llvm.load %422 : !llvm.ptr -> i8
      %424 = llvm.icmp "ne" %423, %44 : i8
      llvm.cond_br %424, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %425 = llvm.load %419 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %425, %421 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %426 = llvm.add %416, %56 : i32
      llvm.br ^bb13(%426 : i32)
    ^bb17:  // pred: ^bb13
      %427 = llvm.load %58 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %428 = llvm.fpext %427 : vector<32xf16> to vector<32xf32>
      %429 = llvm.fmul %428, %52 : vector<32xf32>
      %430 = llvm.fsub %429, %376 : vector<32xf32>
      %431 = llvm.extractelement %430[%31 : i64] : vector<32xf32>
      %432 = llvm.call @__nv_exp2f(%431) : (f32) -> f32
      %433 = llvm.insertelement %432, %32[%31 : i64] : vector<32xf32>
      %434 = llvm.extractelement %430[%30 : i64] : vector<32xf32>
      %435 = llvm.call @__nv_exp2f(%434) : (f32) -> f32
      %436 = llvm.insertelement %435, %433[%30 : i64] : vector<32xf32>
      %437 = llvm.extractelement %430[%29 : i64] : vector<32xf32>
      %438 = llvm.call @__nv_exp2f(%437) : (f32) -> f32
      %439 = llvm.insertelement %438, %436[%29 : i64] : vector<32xf32>
      %440 = llvm.extractelement %430[%28 : i64] : vector<32xf32>
      %441 = llvm.call @__nv_exp2f(%440) : (f32) -> f32
      %442 = llvm.insertelement %441, %439[%28 : i64] : vector<32xf32>
      %443 = llvm.extractelement %430[%27 : i64] : vector<32xf32>
      %444 = llvm.call @__nv_exp2f(%443) : (f32) -> f32
      %445 = llvm.insertelement %444, %442[%27 : i64] : vector<32xf32>
      %446 = llvm.extractelement %430[%26 : i64] : vector<32xf32>
      %447 = llvm.call @__nv_exp2f(%446) : (f32) -> f32
      %448 = llvm.insertelement %447, %445[%26 : i64] : vector<32xf32>
      %449 = llvm.extractelement %430[%25 : i64] : vector<32xf32>
      %450 = llvm.call @__nv_exp2f(%449) : (f32) -> f32
      %451 = llvm.insertelement %450, %448[%25 : i64] : vector<32xf32>
      %452 = llvm.extractelement %430[%24 : i64] : vector<32xf32>
      %453 = llvm.call @__nv_exp2f(%452) : (f32) -> f32
      %454 = llvm.insertelement %453, %451[%24 : i64] : vector<32xf32>
      %455 = llvm.extractelement %430[%23 : i64] : vector<32xf32>
      %456 = llvm.call @__nv_exp2f(%455) : (f32) -> f32
      %457 = llvm.insertelement %456, %454[%23 : i64] : vector<32xf32>
      %458 = llvm.extractelement %430[%22 : i64] : vector<32xf32>
      %459 = llvm.call @__nv_exp2f(%458) : (f32) -> f32
      %460 = llvm.insertelement %459, %457[%22 : i64] : vector<32xf32>
      %461 = llvm.extractelement %430[%21 : i64] : vector<32xf32>
      %462 = llvm.call @__nv_exp2f(%461) : (f32) -> f32
      %463 = llvm.insertelement %462, %460[%21 : i64] : vector<32xf32>
      %464 = llvm.extractelement %430[%20 : i64] : vector<32xf32>
      %465 = llvm.call @__nv_exp2f(%464) : (f32) -> f32
      %466 = llvm.insertelement %465, %463[%20 : i64] : vector<32xf32>
      %467 = llvm.extractelement %430[%19 : i64] : vector<32xf32>
      %468 = llvm.call @__nv_exp2f(%467) : (f32) -> f32
      %469 = llvm.insertelement %468, %466[%19 : i64] : vector<32xf32>
      %470 = llvm.extractelement %430[%18 : i64] : vector<32xf32>
      %471 = llvm.call @__nv_exp2f(%470) : (f32) -> f32
      %472 = llvm.insertelement %471, %469[%18 : i64] : vector<32xf32>
      %473 = llvm.extractelement %430[%17 : i64] : vector<32xf32>
      %474 = llvm.call @__nv_exp2f(%473) : (f32) -> f32
      %475 = llvm.insertelement %474, %472[%17 : i64] : vector<32xf32>
      %476 = llvm.extractelement %430[%16 : i64] : vector<32xf32>
      %477 = llvm.call @__nv_exp2f(%476) : (f32) -> f32
      %478 = llvm.insertelement %477, %475[%16 : i64] : vector<32xf32>
      %479 = llvm.extractelement %430[%15 : i64] : vector<32xf32>
      %480 = llvm.call @__nv_exp2f(%479) : (f32) -> f32
      %481 = llvm.insertelement %480, %478[%15 : i64] : vector<32xf32>
      %482 = llvm.extractelement %430[%14 : i64] : vector<32xf32>
      %483 = llvm.call @__nv_exp2f(%482) : (f32) -> f32
      %484 = llvm.insertelement %483, %481[%14 : i64] : vector<32xf32>
      %485 = llvm.extractelement %430[%13 : i64] : vector<32xf32>
      %486 = llvm.call @__nv_exp2f(%485) : (f32) -> f32
      %487 = llvm.insertelement %486, %484[%13 : i64] : vector<32xf32>
      %488 = llvm.extractelement %430[%12 : i64] : vector<32xf32>
      %489 = llvm.call @__nv_exp2f(%488) : (f32) -> f32
      %490 = llvm.insertelement %489, %487[%12 : i64] : vector<32xf32>
      %491 = llvm.extractelement %430[%11 : i64] : vector<32xf32>
      %492 = llvm.call @__nv_exp2f(%491) : (f32) -> f32
      %493 = llvm.insertelement %492, %490[%11 : i64] : vector<32xf32>
      %494 = llvm.extractelement %430[%10 : i64] : vector<32xf32>
      %495 = llvm.call @__nv_exp2f(%494) : (f32) -> f32
      %496 = llvm.insertelement %495, %493[%10 : i64] : vector<32xf32>
      %497 = llvm.extractelement %430[%9 : i64] : vector<32xf32>
      %498 = llvm.call @__nv_exp2f(%497) : (f32) -> f32
      %499 = llvm.insertelement %498, %496[%9 : i64] : vector<32xf32>
      %500 = llvm.extractelement %430[%8 : i64] : vector<32xf32>
      %501 = llvm.call @__nv_exp2f(%500) : (f32) -> f32
      %502 = llvm.insertelement %501, %499[%8 : i64] : vector<32xf32>
      %503 = llvm.extractelement %430[%7 : i64] : vector<32xf32>
      %504 = llvm.call @__nv_exp2f(%503) : (f32) -> f32
      %505 = llvm.insertelement %504, %502[%7 : i64] : vector<32xf32>
      %506 = llvm.extractelement %430[%6 : i64] : vector<32xf32>
      %507 = llvm.call @__nv_exp2f(%506) : (f32) -> f32
      %508 = llvm.insertelement %507, %505[%6 : i64] : vector<32xf32>
      %509 = llvm.extractelement %430[%5 : i64] : vector<32xf32>
      %510 = llvm.call @__nv_exp2f(%509) : (f32) -> f32
      %511 = llvm.insertelement %510, %508[%5 : i64] : vector<32xf32>
      %512 = llvm.extractelement %430[%4 : i64] : vector<32xf32>
      %513 = llvm.call @__nv_exp2f(%512) : (f32) -> f32
      %514 = llvm.insertelement %513, %511[%4 : i64] : vector<32xf32>
      %515 = llvm.extractelement %430[%3 : i64] : vector<32xf32>
      %516 = llvm.call @__nv_exp2f(%515) : (f32) -> f32
      %517 = llvm.insertelement %516, %514[%3 : i64] : vector<32xf32>
      %518 = llvm.extractelement %430[%2 : i64] : vector<32xf32>
      %519 = llvm.call @__nv_exp2f(%518) : (f32) -> f32
      %520 = llvm.insertelement %519, %517[%2 : i64] : vector<32xf32>
      %521 = llvm.extractelement %430[%1 : i64] : vector<32xf32>
      %522 = llvm.call @__nv_exp2f(%521) : (f32) -> f32
      %523 = llvm.insertelement %522, %520[%1 : i64] : vector<32xf32>
      %524 = llvm.extractelement %430[%0 : i64] : vector<32xf32>
      %525 = llvm.call @__nv_exp2f(%524) : (f32) -> f32
      %526 = llvm.insertelement %525, %523[%0 : i64] : vector<32xf32>
      %527 = llvm.fmul %526, %378 : vector<32xf32>
      %528 = llvm.fptrunc %527 : vector<32xf32> to vector<32xf16>
      llvm.store %528, %57 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%41 : i32)
    ^bb18(%529: i32):  // 2 preds: ^bb17, ^bb21
      %530 = llvm.icmp "slt" %529, %54 : i32
      llvm.cond_br %530, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %531 = llvm.mul %529, %43 : i32
      %532 = llvm.getelementptr %57[%531] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %533 = llvm.mul %529, %36 : i32
      %534 = llvm.getelementptr %387[%533] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %535 = llvm.getelementptr %59[%529] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %536 = llvm.load %535 : !llvm.ptr -> i8
      %537 = llvm.icmp "ne" %536, %44 : i8
      llvm.cond_br %537, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %538 = llvm.load %532 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %538, %534 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %539 = llvm.add %529, %56 : i32
      llvm.br ^bb18(%539 : i32)
    ^bb22:  // pred: ^bb18
      %540 = llvm.add %379, %56 : i32
      llvm.br ^bb11(%540 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h87b10ce6(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h6a0a5132(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h87b10ce6(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
