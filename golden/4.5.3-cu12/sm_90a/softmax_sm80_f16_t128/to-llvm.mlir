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
      %45 = llvm.mlir.constant(1.44269502 : f32) : f32
      %46 = llvm.mlir.constant(-1 : i32) : i32
      %47 = llvm.mlir.constant(16 : i32) : i32
      %48 = llvm.mlir.constant(31 : i32) : i32
      %49 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %50 = llvm.mlir.constant(96 : i32) : i32
      %51 = llvm.mlir.constant(5000 : i32) : i32
      %52 = llvm.mlir.constant(dense<0xFC00> : vector<32xf16>) : vector<32xf16>
      %53 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %54 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %55 = llvm.mlir.constant(4 : i32) : i32
      %56 = llvm.mlir.constant(32 : i32) : i32
      %57 = llvm.mlir.constant(1 : i32) : i32
      %58 = llvm.alloca %56 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %59 = llvm.alloca %56 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %60 = llvm.alloca %55 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %61 = llvm.alloca %56 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %62 = llvm.alloca %55 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %63 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %64 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %65 = llvm.srem %63, %56 : i32
      %66 = llvm.sdiv %63, %56 : i32
      %67 = llvm.mul %66, %56 : i32
      %68 = llvm.icmp "ne" %63, %67 : i32
      %69 = llvm.icmp "slt" %63, %41 : i32
      %70 = llvm.icmp "ne" %69, %38 : i1
      %71 = llvm.and %68, %70 : i1
      %72 = llvm.add %66, %46 : i32
      %73 = llvm.select %71, %72, %66 : i1, i32
      %74 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %75 = llvm.mul %63, %43 : i32
      llvm.br ^bb1(%41, %39, %40 : i32, f32, f32)
    ^bb1(%76: i32, %77: f32, %78: f32):  // 2 preds: ^bb0, ^bb7
      %79 = llvm.icmp "slt" %76, %42 : i32
      llvm.cond_br %79, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %80 = llvm.mul %64, %51 : i32
      %81 = llvm.mul %76, %37 : i32
      %82 = llvm.add %80, %81 : i32
      %83 = llvm.getelementptr %74[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %84 = llvm.getelementptr %83[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %85 = llvm.add %81, %75 : i32
      %86 = llvm.icmp "slt" %64, %50 : i32
      %87 = llvm.icmp "slt" %85, %51 : i32
      %88 = llvm.and %86, %87 : i1
      %89 = llvm.zext %88 : i1 to i8
      %90 = llvm.ptrtoint %62 : !llvm.ptr to i64
      %91 = llvm.inttoptr %90 : i64 to !llvm.ptr
      llvm.store %89, %91 {alignment = 32 : i64} : i8, !llvm.ptr
      %92 = llvm.add %85, %36 : i32
      %93 = llvm.icmp "slt" %92, %51 : i32
      %94 = llvm.and %86, %93 : i1
      %95 = llvm.zext %94 : i1 to i8
      %96 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr
      llvm.store %95, %98 {alignment = 1 : i64} : i8, !llvm.ptr
      %99 = llvm.add %85, %35 : i32
      %100 = llvm.icmp "slt" %99, %51 : i32
      %101 = llvm.and %86, %100 : i1
      %102 = llvm.zext %101 : i1 to i8
      %103 = llvm.getelementptr %62[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %104 = llvm.ptrtoint %103 : !llvm.ptr to i64
      %105 = llvm.inttoptr %104 : i64 to !llvm.ptr
      llvm.store %102, %105 {alignment = 2 : i64} : i8, !llvm.ptr
      %106 = llvm.add %85, %34 : i32
      %107 = llvm.icmp "slt" %106, %51 : i32
      %108 = llvm.and %86, %107 : i1
      %109 = llvm.zext %108 : i1 to i8
      %110 = llvm.getelementptr %62[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %111 = llvm.ptrtoint %110 : !llvm.ptr to i64
      %112 = llvm.inttoptr %111 : i64 to !llvm.ptr
      llvm.store %109, %112 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %52, %61 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%41 : i32)
    ^bb3(%113: i32):  // 2 preds: ^bb2, ^bb6
      %114 = llvm.icmp "slt" %113, %55 : i32
      llvm.cond_br %114, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %115 = llvm.mul %113, %36 : i32
      %116 = llvm.getelementptr %84[%115] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %117 = llvm.mul %113, %43 : i32
      %118 = llvm.getelementptr %61[%117] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %119 = llvm.getelementptr %62[%113] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %120 = llvm.load %119 : !llvm.ptr -> i8
      %121 = llvm.icmp "ne" %120, %44 : i8
      llvm.cond_br %121, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %122 = llvm.load %116 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %122, %118 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %123 = llvm.add %113, %57 : i32
      llvm.br ^bb3(%123 : i32)
    ^bb7:  // pred: ^bb3
      %124 = llvm.load %61 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %125 = llvm.fpext %124 : vector<32xf16> to vector<32xf32>
      %126 = llvm.intr.vector.reduce.fmaximum(%125) : (vector<32xf32>) -> f32
      %127 = llvm.intr.maximum(%126, %40) : (f32, f32) -> f32
      %128 = llvm.fcmp "ugt" %78, %127 : f32
      %129 = llvm.select %128, %78, %127 : i1, f32
      %130 = llvm.fcmp "uno" %127, %127 : f32
      %131 = llvm.select %130, %127, %129 : i1, f32
      %132 = llvm.insertelement %131, %32[%41 : i32] : vector<32xf32>
      %133 = llvm.shufflevector %132, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %134 = llvm.fsub %125, %133 : vector<32xf32>
      %135 = llvm.fmul %134, %53 : vector<32xf32>
      %136 = llvm.extractelement %135[%31 : i64] : vector<32xf32>
      %137 = llvm.call @__nv_exp2f(%136) : (f32) -> f32
      %138 = llvm.insertelement %137, %32[%31 : i64] : vector<32xf32>
      %139 = llvm.extractelement %135[%30 : i64] : vector<32xf32>
      %140 = llvm.call @__nv_exp2f(%139) : (f32) -> f32
      %141 = llvm.insertelement %140, %138[%30 : i64] : vector<32xf32>
      %142 = llvm.extractelement %135[%29 : i64] : vector<32xf32>
      %143 = llvm.call @__nv_exp2f(%142) : (f32) -> f32
      %144 = llvm.insertelement %143, %141[%29 : i64] : vector<32xf32>
      %145 = llvm.extractelement %135[%28 : i64] : vector<32xf32>
      %146 = llvm.call @__nv_exp2f(%145) : (f32) -> f32
      %147 = llvm.insertelement %146, %144[%28 : i64] : vector<32xf32>
      %148 = llvm.extractelement %135[%27 : i64] : vector<32xf32>
      %149 = llvm.call @__nv_exp2f(%148) : (f32) -> f32
      %150 = llvm.insertelement %149, %147[%27 : i64] : vector<32xf32>
      %151 = llvm.extractelement %135[%26 : i64] : vector<32xf32>
      %152 = llvm.call @__nv_exp2f(%151) : (f32) -> f32
      %153 = llvm.insertelement %152, %150[%26 : i64] : vector<32xf32>
      %154 = llvm.extractelement %135[%25 : i64] : vector<32xf32>
      %155 = llvm.call @__nv_exp2f(%154) : (f32) -> f32
      %156 = llvm.insertelement %155, %153[%25 : i64] : vector<32xf32>
      %157 = llvm.extractelement %135[%24 : i64] : vector<32xf32>
      %158 = llvm.call @__nv_exp2f(%157) : (f32) -> f32
      %159 = llvm.insertelement %158, %156[%24 : i64] : vector<32xf32>
      %160 = llvm.extractelement %135[%23 : i64] : vector<32xf32>
      %161 = llvm.call @__nv_exp2f(%160) : (f32) -> f32
      %162 = llvm.insertelement %161, %159[%23 : i64] : vector<32xf32>
      %163 = llvm.extractelement %135[%22 : i64] : vector<32xf32>
      %164 = llvm.call @__nv_exp2f(%163) : (f32) -> f32
      %165 = llvm.insertelement %164, %162[%22 : i64] : vector<32xf32>
      %166 = llvm.extractelement %135[%21 : i64] : vector<32xf32>
      %167 = llvm.call @__nv_exp2f(%166) : (f32) -> f32
      %168 = llvm.insertelement %167, %165[%21 : i64] : vector<32xf32>
      %169 = llvm.extractelement %135[%20 : i64] : vector<32xf32>
      %170 = llvm.call @__nv_exp2f(%169) : (f32) -> f32
      %171 = llvm.insertelement %170, %168[%20 : i64] : vector<32xf32>
      %172 = llvm.extractelement %135[%19 : i64] : vector<32xf32>
      %173 = llvm.call @__nv_exp2f(%172) : (f32) -> f32
      %174 = llvm.insertelement %173, %171[%19 : i64] : vector<32xf32>
      %175 = llvm.extractelement %135[%18 : i64] : vector<32xf32>
      %176 = llvm.call @__nv_exp2f(%175) : (f32) -> f32
      %177 = llvm.insertelement %176, %174[%18 : i64] : vector<32xf32>
      %178 = llvm.extractelement %135[%17 : i64] : vector<32xf32>
      %179 = llvm.call @__nv_exp2f(%178) : (f32) -> f32
      %180 = llvm.insertelement %179, %177[%17 : i64] : vector<32xf32>
      %181 = llvm.extractelement %135[%16 : i64] : vector<32xf32>
      %182 = llvm.call @__nv_exp2f(%181) : (f32) -> f32
      %183 = llvm.insertelement %182, %180[%16 : i64] : vector<32xf32>
      %184 = llvm.extractelement %135[%15 : i64] : vector<32xf32>
      %185 = llvm.call @__nv_exp2f(%184) : (f32) -> f32
      %186 = llvm.insertelement %185, %183[%15 : i64] : vector<32xf32>
      %187 = llvm.extractelement %135[%14 : i64] : vector<32xf32>
      %188 = llvm.call @__nv_exp2f(%187) : (f32) -> f32
      %189 = llvm.insertelement %188, %186[%14 : i64] : vector<32xf32>
      %190 = llvm.extractelement %135[%13 : i64] : vector<32xf32>
      %191 = llvm.call @__nv_exp2f(%190) : (f32) -> f32
      %192 = llvm.insertelement %191, %189[%13 : i64] : vector<32xf32>
      %193 = llvm.extractelement %135[%12 : i64] : vector<32xf32>
      %194 = llvm.call @__nv_exp2f(%193) : (f32) -> f32
      %195 = llvm.insertelement %194, %192[%12 : i64] : vector<32xf32>
      %196 = llvm.extractelement %135[%11 : i64] : vector<32xf32>
      %197 = llvm.call @__nv_exp2f(%196) : (f32) -> f32
      %198 = llvm.insertelement %197, %195[%11 : i64] : vector<32xf32>
      %199 = llvm.extractelement %135[%10 : i64] : vector<32xf32>
      %200 = llvm.call @__nv_exp2f(%199) : (f32) -> f32
      %201 = llvm.insertelement %200, %198[%10 : i64] : vector<32xf32>
      %202 = llvm.extractelement %135[%9 : i64] : vector<32xf32>
      %203 = llvm.call @__nv_exp2f(%202) : (f32) -> f32
      %204 = llvm.insertelement %203, %201[%9 : i64] : vector<32xf32>
      %205 = llvm.extractelement %135[%8 : i64] : vector<32xf32>
      %206 = llvm.call @__nv_exp2f(%205) : (f32) -> f32
      %207 = llvm.insertelement %206, %204[%8 : i64] : vector<32xf32>
      %208 = llvm.extractelement %135[%7 : i64] : vector<32xf32>
      %209 = llvm.call @__nv_exp2f(%208) : (f32) -> f32
      %210 = llvm.insertelement %209, %207[%7 : i64] : vector<32xf32>
      %211 = llvm.extractelement %135[%6 : i64] : vector<32xf32>
      %212 = llvm.call @__nv_exp2f(%211) : (f32) -> f32
      %213 = llvm.insertelement %212, %210[%6 : i64] : vector<32xf32>
      %214 = llvm.extractelement %135[%5 : i64] : vector<32xf32>
      %215 = llvm.call @__nv_exp2f(%214) : (f32) -> f32
      %216 = llvm.insertelement %215, %213[%5 : i64] : vector<32xf32>
      %217 = llvm.extractelement %135[%4 : i64] : vector<32xf32>
      %218 = llvm.call @__nv_exp2f(%217) : (f32) -> f32
      %219 = llvm.insertelement %218, %216[%4 : i64] : vector<32xf32>
      %220 = llvm.extractelement %135[%3 : i64] : vector<32xf32>
      %221 = llvm.call @__nv_exp2f(%220) : (f32) -> f32
      %222 = llvm.insertelement %221, %219[%3 : i64] : vector<32xf32>
      %223 = llvm.extractelement %135[%2 : i64] : vector<32xf32>
      %224 = llvm.call @__nv_exp2f(%223) : (f32) -> f32
      %225 = llvm.insertelement %224, %222[%2 : i64] : vector<32xf32>
      %226 = llvm.extractelement %135[%1 : i64] : vector<32xf32>
      %227 = llvm.call @__nv_exp2f(%226) : (f32) -> f32
      %228 = llvm.insertelement %227, %225[%1 : i64] : vector<32xf32>
      %229 = llvm.extractelement %135[%0 : i64] : vector<32xf32>
      %230 = llvm.call @__nv_exp2f(%229) : (f32) -> f32
      %231 = llvm.insertelement %230, %228[%0 : i64] : vector<32xf32>
      %232 = "llvm.intr.vector.reduce.fadd"(%39, %231) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %233 = llvm.fsub %78, %131 : f32
      %234 = llvm.fmul %233, %45 : f32
      %235 = llvm.call @__nv_exp2f(%234) : (f32) -> f32
      %236 = llvm.fmul %77, %235 : f32
      %237 = llvm.fadd %236, %232 : f32
      %238 = llvm.add %76, %57 : i32
      llvm.br ^bb1(%238, %237, %131 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %239 = nvvm.shfl.sync  bfly %46, %78, %47, %48 : f32 -> f32
      %240 = nvvm.shfl.sync  bfly %46, %77, %47, %48 : f32 -> f32
      %241 = llvm.fcmp "ugt" %78, %239 : f32
      %242 = llvm.select %241, %78, %239 : i1, f32
      %243 = llvm.fcmp "uno" %239, %239 : f32
      %244 = llvm.select %243, %239, %242 : i1, f32
      %245 = llvm.fsub %78, %244 : f32
      %246 = llvm.fmul %245, %45 : f32
      %247 = llvm.call @__nv_exp2f(%246) : (f32) -> f32
      %248 = llvm.fmul %77, %247 : f32
      %249 = llvm.fsub %239, %244 : f32
      %250 = llvm.fmul %249, %45 : f32
      %251 = llvm.call @__nv_exp2f(%250) : (f32) -> f32
      %252 = llvm.fmul %240, %251 : f32
      %253 = llvm.fadd %248, %252 : f32
      %254 = nvvm.shfl.sync  bfly %46, %244, %43, %48 : f32 -> f32
      %255 = nvvm.shfl.sync  bfly %46, %253, %43, %48 : f32 -> f32
      %256 = llvm.fcmp "ugt" %244, %254 : f32
      %257 = llvm.select %256, %244, %254 : i1, f32
      %258 = llvm.fcmp "uno" %254, %254 : f32
      %259 = llvm.select %258, %254, %257 : i1, f32
      %260 = llvm.fsub %244, %259 : f32
      %261 = llvm.fmul %260, %45 : f32
      %262 = llvm.call @__nv_exp2f(%261) : (f32) -> f32
      %263 = llvm.fmul %253, %262 : f32
      %264 = llvm.fsub %254, %259 : f32
      %265 = llvm.fmul %264, %45 : f32
      %266 = llvm.call @__nv_exp2f(%265) : (f32) -> f32
      %267 = llvm.fmul %255, %266 : f32
      %268 = llvm.fadd %263, %267 : f32
      %269 = nvvm.shfl.sync  bfly %46, %259, %55, %48 : f32 -> f32
      %270 = nvvm.shfl.sync  bfly %46, %268, %55, %48 : f32 -> f32
      %271 = llvm.fcmp "ugt" %259, %269 : f32
      %272 = llvm.select %271, %259, %269 : i1, f32
      %273 = llvm.fcmp "uno" %269, %269 : f32
      %274 = llvm.select %273, %269, %272 : i1, f32
      %275 = llvm.fsub %259, %274 : f32
      %276 = llvm.fmul %275, %45 : f32
      %277 = llvm.call @__nv_exp2f(%276) : (f32) -> f32
      %278 = llvm.fmul %268, %277 : f32
      %279 = llvm.fsub %269, %274 : f32
      %280 = llvm.fmul %279, %45 : f32
      %281 = llvm.call @__nv_exp2f(%280) : (f32) -> f32
      %282 = llvm.fmul %270, %281 : f32
      %283 = llvm.fadd %278, %282 : f32
      %284 = nvvm.shfl.sync  bfly %46, %274, %42, %48 : f32 -> f32
      %285 = nvvm.shfl.sync  bfly %46, %283, %42, %48 : f32 -> f32
      %286 = llvm.fcmp "ugt" %274, %284 : f32
      %287 = llvm.select %286, %274, %284 : i1, f32
      %288 = llvm.fcmp "uno" %284, %284 : f32
      %289 = llvm.select %288, %284, %287 : i1, f32
      %290 = llvm.fsub %274, %289 : f32
      %291 = llvm.fmul %290, %45 : f32
      %292 = llvm.call @__nv_exp2f(%291) : (f32) -> f32
      %293 = llvm.fmul %283, %292 : f32
      %294 = llvm.fsub %284, %289 : f32
      %295 = llvm.fmul %294, %45 : f32
      %296 = llvm.call @__nv_exp2f(%295) : (f32) -> f32
      %297 = llvm.fmul %285, %296 : f32
      %298 = llvm.fadd %293, %297 : f32
      %299 = nvvm.shfl.sync  bfly %46, %289, %57, %48 : f32 -> f32
      %300 = nvvm.shfl.sync  bfly %46, %298, %57, %48 : f32 -> f32
      %301 = llvm.fcmp "ugt" %289, %299 : f32
      %302 = llvm.select %301, %289, %299 : i1, f32
      %303 = llvm.fcmp "uno" %299, %299 : f32
      %304 = llvm.select %303, %299, %302 : i1, f32
      %305 = llvm.fsub %289, %304 : f32
      %306 = llvm.fmul %305, %45 : f32
      %307 = llvm.call @__nv_exp2f(%306) : (f32) -> f32
      %308 = llvm.fmul %298, %307 : f32
      %309 = llvm.fsub %299, %304 : f32
      %310 = llvm.fmul %309, %45 : f32
      %311 = llvm.call @__nv_exp2f(%310) : (f32) -> f32
      %312 = llvm.fmul %300, %311 : f32
      %313 = llvm.fadd %308, %312 : f32
      %314 = llvm.getelementptr %33[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %315 = llvm.icmp "eq" %65, %41 : i32
      llvm.cond_br %315, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %316 = llvm.getelementptr %33[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %317 = llvm.ptrtoint %316 : !llvm.ptr<3> to i64
      %318 = llvm.inttoptr %317 : i64 to !llvm.ptr<3>
      llvm.store %304, %318 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %319 = llvm.getelementptr %314[%73] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %320 = llvm.ptrtoint %319 : !llvm.ptr<3> to i64
      %321 = llvm.inttoptr %320 : i64 to !llvm.ptr<3>
      llvm.store %313, %321 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %322 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %323 = llvm.inttoptr %322 : i64 to !llvm.ptr<3>
      %324 = llvm.load %323 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %325 = llvm.ptrtoint %314 : !llvm.ptr<3> to i64
      %326 = llvm.inttoptr %325 : i64 to !llvm.ptr<3>
      %327 = llvm.load %326 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %328 = llvm.getelementptr %33[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %329 = llvm.ptrtoint %328 : !llvm.ptr<3> to i64
      %330 = llvm.inttoptr %329 : i64 to !llvm.ptr<3>
      %331 = llvm.load %330 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %332 = llvm.getelementptr %314[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %333 = llvm.ptrtoint %332 : !llvm.ptr<3> to i64
      %334 = llvm.inttoptr %333 : i64 to !llvm.ptr<3>
      %335 = llvm.load %334 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %336 = llvm.fcmp "ugt" %324, %331 : f32
      %337 = llvm.select %336, %324, %331 : i1, f32
      %338 = llvm.fcmp "uno" %331, %331 : f32
      %339 = llvm.select %338, %331, %337 : i1, f32
      %340 = llvm.fsub %324, %339 : f32
      %341 = llvm.fmul %340, %45 : f32
      %342 = llvm.call @__nv_exp2f(%341) : (f32) -> f32
      %343 = llvm.fmul %327, %342 : f32
      %344 = llvm.fsub %331, %339 : f32
      %345 = llvm.fmul %344, %45 : f32
      %346 = llvm.call @__nv_exp2f(%345) : (f32) -> f32
      %347 = llvm.fmul %335, %346 : f32
      %348 = llvm.fadd %343, %347 : f32
      %349 = llvm.getelementptr %33[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %350 = llvm.ptrtoint %349 : !llvm.ptr<3> to i64
      %351 = llvm.inttoptr %350 : i64 to !llvm.ptr<3>
      %352 = llvm.load %351 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %353 = llvm.getelementptr %314[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %354 = llvm.ptrtoint %353 : !llvm.ptr<3> to i64
      %355 = llvm.inttoptr %354 : i64 to !llvm.ptr<3>
      %356 = llvm.load %355 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %357 = llvm.fcmp "ugt" %339, %352 : f32
      %358 = llvm.select %357, %339, %352 : i1, f32
      %359 = llvm.fcmp "uno" %352, %352 : f32
      %360 = llvm.select %359, %352, %358 : i1, f32
      %361 = llvm.fsub %339, %360 : f32
      %362 = llvm.fmul %361, %45 : f32
      %363 = llvm.call @__nv_exp2f(%362) : (f32) -> f32
      %364 = llvm.fmul %348, %363 : f32
      %365 = llvm.fsub %352, %360 : f32
      %366 = llvm.fmul %365, %45 : f32
      %367 = llvm.call @__nv_exp2f(%366) : (f32) -> f32
      %368 = llvm.fmul %356, %367 : f32
      %369 = llvm.fadd %364, %368 : f32
      %370 = llvm.getelementptr %33[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %371 = llvm.ptrtoint %370 : !llvm.ptr<3> to i64
      %372 = llvm.inttoptr %371 : i64 to !llvm.ptr<3>
      %373 = llvm.load %372 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %374 = llvm.getelementptr %314[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %375 = llvm.ptrtoint %374 : !llvm.ptr<3> to i64
      %376 = llvm.inttoptr %375 : i64 to !llvm.ptr<3>
      %377 = llvm.load %376 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %378 = llvm.fcmp "ugt" %360, %373 : f32
      %379 = llvm.select %378, %360, %373 : i1, f32
      %380 = llvm.fcmp "uno" %373, %373 : f32
      %381 = llvm.select %380, %373, %379 : i1, f32
      %382 = llvm.fsub %360, %381 : f32
      %383 = llvm.fmul %382, %45 : f32
      %384 = llvm.call @__nv_exp2f(%383) : (f32) -> f32
      %385 = llvm.fmul %369, %384 : f32
      %386 = llvm.fsub %373, %381 : f32
      %387 = llvm.fmul %386, %45 : f32
      %388 = llvm.call @__nv_exp2f(%387) : (f32) -> f32
      %389 = llvm.fmul %377, %388 : f32
      %390 = llvm.fadd %385, %389 : f32
      %391 = llvm.fdiv %49, %390 : f32
      %392 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %393 = llvm.insertelement %381, %32[%41 : i32] : vector<32xf32>
      %394 = llvm.shufflevector %393, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %395 = llvm.insertelement %391, %32[%41 : i32] : vector<32xf32>
      %396 = llvm.shufflevector %395, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%41 : i32)
    ^bb11(%397: i32):  // 2 preds: ^bb10, ^bb22
      %398 = llvm.icmp "slt" %397, %42 : i32
      llvm.cond_br %398, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %399 = llvm.mul %64, %51 : i32
      %400 = llvm.mul %397, %37 : i32
      %401 = llvm.add %399, %400 : i32
      %402 = llvm.getelementptr %74[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %403 = llvm.getelementptr %402[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %404 = llvm.getelementptr %392[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %405 = llvm.getelementptr %404[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %406 = llvm.add %400, %75 : i32
      %407 = llvm.icmp "slt" %64, %50 : i32
      %408 = llvm.icmp "slt" %406, %51 : i32
      %409 = llvm.and %407, %408 : i1
      %410 = llvm.zext %409 : i1 to i8
      %411 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %412 = llvm.inttoptr %411 : i64 to !llvm.ptr
      llvm.store %410, %412 {alignment = 32 : i64} : i8, !llvm.ptr
      %413 = llvm.add %406, %36 : i32
      %414 = llvm.icmp "slt" %413, %51 : i32
      %415 = llvm.and %407, %414 : i1
      %416 = llvm.zext %415 : i1 to i8
      %417 = llvm.getelementptr %60[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %418 = llvm.ptrtoint %417 : !llvm.ptr to i64
      %419 = llvm.inttoptr %418 : i64 to !llvm.ptr
      llvm.store %416, %419 {alignment = 1 : i64} : i8, !llvm.ptr
      %420 = llvm.add %406, %35 : i32
      %421 = llvm.icmp "slt" %420, %51 : i32
      %422 = llvm.and %407, %421 : i1
      %423 = llvm.zext %422 : i1 to i8
      %424 = llvm.getelementptr %60[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %425 = llvm.ptrtoint %424 : !llvm.ptr to i64
      %426 = llvm.inttoptr %425 : i64 to !llvm.ptr
      llvm.store %423, %426 {alignment = 2 : i64} : i8, !llvm.ptr
      %427 = llvm.add %406, %34 : i32
      %428 = llvm.icmp "slt" %427, %51 : i32
      %429 = llvm.and %407, %428 : i1
      %430 = llvm.zext %429 : i1 to i8
      %431 = llvm.getelementptr %60[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %432 = llvm.ptrtoint %431 : !llvm.ptr to i64
      %433 = llvm.inttoptr %432 : i64 to !llvm.ptr
      llvm.store %430, %433 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %54, %59 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%41 : i32)
    ^bb13(%434: i32):  // 2 preds: ^bb12, ^bb16
      %435 = llvm.icmp "slt" %434, %55 : i32
      llvm.cond_br %435, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %436 = llvm.mul %434, %36 : i32
      %437 = llvm.getelementptr %403[%436] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %438 = llvm.mul %434, %43 : i32
      %439 = llvm.getelementptr %59[%438] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %440 = llvm.getelementptr %60[%434] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %441 = llvm.load %440 : !llvm.ptr -> i8
      %442 = llvm.icmp "ne" %441, %44 : i8
      llvm.cond_br %442, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %443 = llvm.load %437 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %443, %439 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %444 = llvm.add %434, %57 : i32
      llvm.br ^bb13(%444 : i32)
    ^bb17:  // pred: ^bb13
      %445 = llvm.load %59 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %446 = llvm.fpext %445 : vector<32xf16> to vector<32xf32>
      %447 = llvm.fsub %446, %394 : vector<32xf32>
      %448 = llvm.fmul %447, %53 : vector<32xf32>
      %449 = llvm.extractelement %448[%31 : i64] : vector<32xf32>
      %450 = llvm.call @__nv_exp2f(%449) : (f32) -> f32
      %451 = llvm.insertelement %450, %32[%31 : i64] : vector<32xf32>
      %452 = llvm.extractelement %448[%30 : i64] : vector<32xf32>
      %453 = llvm.call @__nv_exp2f(%452) : (f32) -> f32
      %454 = llvm.insertelement %453, %451[%30 : i64] : vector<32xf32>
      %455 = llvm.extractelement %448[%29 : i64] : vector<32xf32>
      %456 = llvm.call @__nv_exp2f(%455) : (f32) -> f32
      %457 = llvm.insertelement %456, %454[%29 : i64] : vector<32xf32>
      %458 = llvm.extractelement %448[%28 : i64] : vector<32xf32>
      %459 = llvm.call @__nv_exp2f(%458) : (f32) -> f32
      %460 = llvm.insertelement %459, %457[%28 : i64] : vector<32xf32>
      %461 = llvm.extractelement %448[%27 : i64] : vector<32xf32>
      %462 = llvm.call @__nv_exp2f(%461) : (f32) -> f32
      %463 = llvm.insertelement %462, %460[%27 : i64] : vector<32xf32>
      %464 = llvm.extractelement %448[%26 : i64] : vector<32xf32>
      %465 = llvm.call @__nv_exp2f(%464) : (f32) -> f32
      %466 = llvm.insertelement %465, %463[%26 : i64] : vector<32xf32>
      %467 = llvm.extractelement %448[%25 : i64] : vector<32xf32>
      %468 = llvm.call @__nv_exp2f(%467) : (f32) -> f32
      %469 = llvm.insertelement %468, %466[%25 : i64] : vector<32xf32>
      %470 = llvm.extractelement %448[%24 : i64] : vector<32xf32>
      %471 = llvm.call @__nv_exp2f(%470) : (f32) -> f32
      %472 = llvm.insertelement %471, %469[%24 : i64] : vector<32xf32>
      %473 = llvm.extractelement %448[%23 : i64] : vector<32xf32>
      %474 = llvm.call @__nv_exp2f(%473) : (f32) -> f32
      %475 = llvm.insertelement %474, %472[%23 : i64] : vector<32xf32>
      %476 = llvm.extractelement %448[%22 : i64] : vector<32xf32>
      %477 = llvm.call @__nv_exp2f(%476) : (f32) -> f32
      %478 = llvm.insertelement %477, %475[%22 : i64] : vector<32xf32>
      %479 = llvm.extractelement %448[%21 : i64] : vector<32xf32>
      %480 = llvm.call @__nv_exp2f(%479) : (f32) -> f32
      %481 = llvm.insertelement %480, %478[%21 : i64] : vector<32xf32>
      %482 = llvm.extractelement %448[%20 : i64] : vector<32xf32>
      %483 = llvm.call @__nv_exp2f(%482) : (f32) -> f32
      %484 = llvm.insertelement %483, %481[%20 : i64] : vector<32xf32>
      %485 = llvm.extractelement %448[%19 : i64] : vector<32xf32>
      %486 = llvm.call @__nv_exp2f(%485) : (f32) -> f32
      %487 = llvm.insertelement %486, %484[%19 : i64] : vector<32xf32>
      %488 = llvm.extractelement %448[%18 : i64] : vector<32xf32>
      %489 = llvm.call @__nv_exp2f(%488) : (f32) -> f32
      %490 = llvm.insertelement %489, %487[%18 : i64] : vector<32xf32>
      %491 = llvm.extractelement %448[%17 : i64] : vector<32xf32>
      %492 = llvm.call @__nv_exp2f(%491) : (f32) -> f32
      %493 = llvm.insertelement %492, %490[%17 : i64] : vector<32xf32>
      %494 = llvm.extractelement %448[%16 : i64] : vector<32xf32>
      %495 = llvm.call @__nv_exp2f(%494) : (f32) -> f32
      %496 = llvm.insertelement %495, %493[%16 : i64] : vector<32xf32>
      %497 = llvm.extractelement %448[%15 : i64] : vector<32xf32>
      %498 = llvm.call @__nv_exp2f(%497) : (f32) -> f32
      %499 = llvm.insertelement %498, %496[%15 : i64] : vector<32xf32>
      %500 = llvm.extractelement %448[%14 : i64] : vector<32xf32>
      %501 = llvm.call @__nv_exp2f(%500) : (f32) -> f32
      %502 = llvm.insertelement %501, %499[%14 : i64] : vector<32xf32>
      %503 = llvm.extractelement %448[%13 : i64] : vector<32xf32>
      %504 = llvm.call @__nv_exp2f(%503) : (f32) -> f32
      %505 = llvm.insertelement %504, %502[%13 : i64] : vector<32xf32>
      %506 = llvm.extractelement %448[%12 : i64] : vector<32xf32>
      %507 = llvm.call @__nv_exp2f(%506) : (f32) -> f32
      %508 = llvm.insertelement %507, %505[%12 : i64] : vector<32xf32>
      %509 = llvm.extractelement %448[%11 : i64] : vector<32xf32>
      %510 = llvm.call @__nv_exp2f(%509) : (f32) -> f32
      %511 = llvm.insertelement %510, %508[%11 : i64] : vector<32xf32>
      %512 = llvm.extractelement %448[%10 : i64] : vector<32xf32>
      %513 = llvm.call @__nv_exp2f(%512) : (f32) -> f32
      %514 = llvm.insertelement %513, %511[%10 : i64] : vector<32xf32>
      %515 = llvm.extractelement %448[%9 : i64] : vector<32xf32>
      %516 = llvm.call @__nv_exp2f(%515) : (f32) -> f32
      %517 = llvm.insertelement %516, %514[%9 : i64] : vector<32xf32>
      %518 = llvm.extractelement %448[%8 : i64] : vector<32xf32>
      %519 = llvm.call @__nv_exp2f(%518) : (f32) -> f32
      %520 = llvm.insertelement %519, %517[%8 : i64] : vector<32xf32>
      %521 = llvm.extractelement %448[%7 : i64] : vector<32xf32>
      %522 = llvm.call @__nv_exp2f(%521) : (f32) -> f32
      %523 = llvm.insertelement %522, %520[%7 : i64] : vector<32xf32>
      %524 = llvm.extractelement %448[%6 : i64] : vector<32xf32>
      %525 = llvm.call @__nv_exp2f(%524) : (f32) -> f32
      %526 = llvm.insertelement %525, %523[%6 : i64] : vector<32xf32>
      %527 = llvm.extractelement %448[%5 : i64] : vector<32xf32>
      %528 = llvm.call @__nv_exp2f(%527) : (f32) -> f32
      %529 = llvm.insertelement %528, %526[%5 : i64] : vector<32xf32>
      %530 = llvm.extractelement %448[%4 : i64] : vector<32xf32>
      %531 = llvm.call @__nv_exp2f(%530) : (f32) -> f32
      %532 = llvm.insertelement %531, %529[%4 : i64] : vector<32xf32>
      %533 = llvm.extractelement %448[%3 : i64] : vector<32xf32>
      %534 = llvm.call @__nv_exp2f(%533) : (f32) -> f32
      %535 = llvm.insertelement %534, %532[%3 : i64] : vector<32xf32>
      %536 = llvm.extractelement %448[%2 : i64] : vector<32xf32>
      %537 = llvm.call @__nv_exp2f(%536) : (f32) -> f32
      %538 = llvm.insertelement %537, %535[%2 : i64] : vector<32xf32>
      %539 = llvm.extractelement %448[%1 : i64] : vector<32xf32>
      %540 = llvm.call @__nv_exp2f(%539) : (f32) -> f32
      %541 = llvm.insertelement %540, %538[%1 : i64] : vector<32xf32>
      %542 = llvm.extractelement %448[%0 : i64] : vector<32xf32>
      %543 = llvm.call @__nv_exp2f(%542) : (f32) -> f32
      %544 = llvm.insertelement %543, %541[%0 : i64] : vector<32xf32>
      %545 = llvm.fmul %544, %396 : vector<32xf32>
      %546 = llvm.fptrunc %545 : vector<32xf32> to vector<32xf16>
      llvm.store %546, %58 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%41 : i32)
    ^bb18(%547: i32):  // 2 preds: ^bb17, ^bb21
      %548 = llvm.icmp "slt" %547, %55 : i32
      llvm.cond_br %548, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %549 = llvm.mul %547, %43 : i32
      %550 = llvm.getelementptr %58[%549] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %551 = llvm.mul %547, %36 : i32
      %552 = llvm.getelementptr %405[%551] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %553 = llvm.getelementptr %60[%547] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %554 = llvm.load %553 : !llvm.ptr -> i8
      %555 = llvm.icmp "ne" %554, %44 : i8
      llvm.cond_br %555, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %556 = llvm.load %550 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %556, %552 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %557 = llvm.add %547, %57 : i32
      llvm.br ^bb18(%557 : i32)
    ^bb22:  // pred: ^bb18
      %558 = llvm.add %397, %57 : i32
      llvm.br ^bb11(%558 : i32)
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h52764860_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h971a7d78(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h00aa70ac(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
