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
      %43 = llvm.mlir.constant(1.44269502 : f32) : f32
      %44 = llvm.mlir.constant(-1 : i32) : i32
      %45 = llvm.mlir.constant(16 : i32) : i32
      %46 = llvm.mlir.constant(31 : i32) : i32
      %47 = llvm.mlir.constant(2 : i32) : i32
      %48 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %49 = llvm.mlir.constant(96 : i32) : i32
      %50 = llvm.mlir.constant(5000 : i32) : i32
      %51 = llvm.mlir.constant(dense<0xFF80> : vector<32xbf16>) : vector<32xbf16>
      %52 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %53 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
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
      %68 = llvm.icmp "slt" %62, %40 : i32
      %69 = llvm.icmp "ne" %68, %37 : i1
      %70 = llvm.and %67, %69 : i1
      %71 = llvm.add %65, %44 : i32
      %72 = llvm.select %70, %71, %65 : i1, i32
      %73 = llvm.mul %63, %50 : i32
      %74 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %75 = llvm.getelementptr %74[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %76 = llvm.mul %62, %41 : i32
      %77 = llvm.getelementptr %75[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %78 = llvm.icmp "slt" %63, %49 : i32
      %79 = llvm.icmp "slt" %76, %50 : i32
      %80 = llvm.and %78, %79 : i1
      %81 = llvm.zext %80 : i1 to i8
      %82 = llvm.ptrtoint %61 : !llvm.ptr to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr
      llvm.store %81, %83 {alignment = 32 : i64} : i8, !llvm.ptr
      %84 = llvm.add %76, %36 : i32
      %85 = llvm.icmp "slt" %84, %50 : i32
      %86 = llvm.and %78, %85 : i1
      %87 = llvm.zext %86 : i1 to i8
      %88 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %89 = llvm.ptrtoint %88 : !llvm.ptr to i64
      %90 = llvm.inttoptr %89 : i64 to !llvm.ptr
      llvm.store %87, %90 {alignment = 1 : i64} : i8, !llvm.ptr
      %91 = llvm.add %76, %35 : i32
      %92 = llvm.icmp "slt" %91, %50 : i32
      %93 = llvm.and %78, %92 : i1
      %94 = llvm.zext %93 : i1 to i8
      %95 = llvm.getelementptr %61[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %96 = llvm.ptrtoint %95 : !llvm.ptr to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr
      llvm.store %94, %97 {alignment = 2 : i64} : i8, !llvm.ptr
      %98 = llvm.add %76, %34 : i32
      %99 = llvm.icmp "slt" %98, %50 : i32
      %100 = llvm.and %78, %99 : i1
      %101 = llvm.zext %100 : i1 to i8
      %102 = llvm.getelementptr %61[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %103 = llvm.ptrtoint %102 : !llvm.ptr to i64
      %104 = llvm.inttoptr %103 : i64 to !llvm.ptr
      llvm.store %101, %104 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %51, %60 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%40 : i32)
    ^bb1(%105: i32):  // 2 preds: ^bb0, ^bb4
      %106 = llvm.icmp "slt" %105, %54 : i32
      llvm.cond_br %106, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %107 = llvm.mul %105, %36 : i32
      %108 = llvm.getelementptr %77[%107] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %109 = llvm.mul %105, %41 : i32
      %110 = llvm.getelementptr %60[%109] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %111 = llvm.getelementptr %61[%105] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %112 = llvm.load %111 : !llvm.ptr -> i8
      %113 = llvm.icmp "ne" %112, %42 : i8
      llvm.cond_br %113, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %114 = llvm.load %108 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %114, %110 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %115 = llvm.add %105, %56 : i32
      llvm.br ^bb1(%115 : i32)
    ^bb5:  // pred: ^bb1
      %116 = llvm.load %60 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %117 = llvm.fpext %116 : vector<32xbf16> to vector<32xf32>
      %118 = llvm.intr.vector.reduce.fmaximum(%117) : (vector<32xf32>) -> f32
      %119 = llvm.intr.maximum(%118, %39) : (f32, f32) -> f32
      %120 = llvm.fcmp "ugt" %119, %39 : f32
      %121 = llvm.select %120, %119, %39 : i1, f32
      %122 = llvm.select %37, %39, %121 : i1, f32
      %123 = llvm.insertelement %122, %32[%40 : i32] : vector<32xf32>
      %124 = llvm.shufflevector %123, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %125 = llvm.fsub %117, %124 : vector<32xf32>
      %126 = llvm.fmul %125, %52 : vector<32xf32>
      %127 = llvm.extractelement %126[%31 : i64] : vector<32xf32>
      %128 = llvm.call @__nv_exp2f(%127) : (f32) -> f32
      %129 = llvm.insertelement %128, %32[%31 : i64] : vector<32xf32>
      %130 = llvm.extractelement %126[%30 : i64] : vector<32xf32>
      %131 = llvm.call @__nv_exp2f(%130) : (f32) -> f32
      %132 = llvm.insertelement %131, %129[%30 : i64] : vector<32xf32>
      %133 = llvm.extractelement %126[%29 : i64] : vector<32xf32>
      %134 = llvm.call @__nv_exp2f(%133) : (f32) -> f32
      %135 = llvm.insertelement %134, %132[%29 : i64] : vector<32xf32>
      %136 = llvm.extractelement %126[%28 : i64] : vector<32xf32>
      %137 = llvm.call @__nv_exp2f(%136) : (f32) -> f32
      %138 = llvm.insertelement %137, %135[%28 : i64] : vector<32xf32>
      %139 = llvm.extractelement %126[%27 : i64] : vector<32xf32>
      %140 = llvm.call @__nv_exp2f(%139) : (f32) -> f32
      %141 = llvm.insertelement %140, %138[%27 : i64] : vector<32xf32>
      %142 = llvm.extractelement %126[%26 : i64] : vector<32xf32>
      %143 = llvm.call @__nv_exp2f(%142) : (f32) -> f32
      %144 = llvm.insertelement %143, %141[%26 : i64] : vector<32xf32>
      %145 = llvm.extractelement %126[%25 : i64] : vector<32xf32>
      %146 = llvm.call @__nv_exp2f(%145) : (f32) -> f32
      %147 = llvm.insertelement %146, %144[%25 : i64] : vector<32xf32>
      %148 = llvm.extractelement %126[%24 : i64] : vector<32xf32>
      %149 = llvm.call @__nv_exp2f(%148) : (f32) -> f32
      %150 = llvm.insertelement %149, %147[%24 : i64] : vector<32xf32>
      %151 = llvm.extractelement %126[%23 : i64] : vector<32xf32>
      %152 = llvm.call @__nv_exp2f(%151) : (f32) -> f32
      %153 = llvm.insertelement %152, %150[%23 : i64] : vector<32xf32>
      %154 = llvm.extractelement %126[%22 : i64] : vector<32xf32>
      %155 = llvm.call @__nv_exp2f(%154) : (f32) -> f32
      %156 = llvm.insertelement %155, %153[%22 : i64] : vector<32xf32>
      %157 = llvm.extractelement %126[%21 : i64] : vector<32xf32>
      %158 = llvm.call @__nv_exp2f(%157) : (f32) -> f32
      %159 = llvm.insertelement %158, %156[%21 : i64] : vector<32xf32>
      %160 = llvm.extractelement %126[%20 : i64] : vector<32xf32>
      %161 = llvm.call @__nv_exp2f(%160) : (f32) -> f32
      %162 = llvm.insertelement %161, %159[%20 : i64] : vector<32xf32>
      %163 = llvm.extractelement %126[%19 : i64] : vector<32xf32>
      %164 = llvm.call @__nv_exp2f(%163) : (f32) -> f32
      %165 = llvm.insertelement %164, %162[%19 : i64] : vector<32xf32>
      %166 = llvm.extractelement %126[%18 : i64] : vector<32xf32>
      %167 = llvm.call @__nv_exp2f(%166) : (f32) -> f32
      %168 = llvm.insertelement %167, %165[%18 : i64] : vector<32xf32>
      %169 = llvm.extractelement %126[%17 : i64] : vector<32xf32>
      %170 = llvm.call @__nv_exp2f(%169) : (f32) -> f32
      %171 = llvm.insertelement %170, %168[%17 : i64] : vector<32xf32>
      %172 = llvm.extractelement %126[%16 : i64] : vector<32xf32>
      %173 = llvm.call @__nv_exp2f(%172) : (f32) -> f32
      %174 = llvm.insertelement %173, %171[%16 : i64] : vector<32xf32>
      %175 = llvm.extractelement %126[%15 : i64] : vector<32xf32>
      %176 = llvm.call @__nv_exp2f(%175) : (f32) -> f32
      %177 = llvm.insertelement %176, %174[%15 : i64] : vector<32xf32>
      %178 = llvm.extractelement %126[%14 : i64] : vector<32xf32>
      %179 = llvm.call @__nv_exp2f(%178) : (f32) -> f32
      %180 = llvm.insertelement %179, %177[%14 : i64] : vector<32xf32>
      %181 = llvm.extractelement %126[%13 : i64] : vector<32xf32>
      %182 = llvm.call @__nv_exp2f(%181) : (f32) -> f32
      %183 = llvm.insertelement %182, %180[%13 : i64] : vector<32xf32>
      %184 = llvm.extractelement %126[%12 : i64] : vector<32xf32>
      %185 = llvm.call @__nv_exp2f(%184) : (f32) -> f32
      %186 = llvm.insertelement %185, %183[%12 : i64] : vector<32xf32>
      %187 = llvm.extractelement %126[%11 : i64] : vector<32xf32>
      %188 = llvm.call @__nv_exp2f(%187) : (f32) -> f32
      %189 = llvm.insertelement %188, %186[%11 : i64] : vector<32xf32>
      %190 = llvm.extractelement %126[%10 : i64] : vector<32xf32>
      %191 = llvm.call @__nv_exp2f(%190) : (f32) -> f32
      %192 = llvm.insertelement %191, %189[%10 : i64] : vector<32xf32>
      %193 = llvm.extractelement %126[%9 : i64] : vector<32xf32>
      %194 = llvm.call @__nv_exp2f(%193) : (f32) -> f32
      %195 = llvm.insertelement %194, %192[%9 : i64] : vector<32xf32>
      %196 = llvm.extractelement %126[%8 : i64] : vector<32xf32>
      %197 = llvm.call @__nv_exp2f(%196) : (f32) -> f32
      %198 = llvm.insertelement %197, %195[%8 : i64] : vector<32xf32>
      %199 = llvm.extractelement %126[%7 : i64] : vector<32xf32>
      %200 = llvm.call @__nv_exp2f(%199) : (f32) -> f32
      %201 = llvm.insertelement %200, %198[%7 : i64] : vector<32xf32>
      %202 = llvm.extractelement %126[%6 : i64] : vector<32xf32>
      %203 = llvm.call @__nv_exp2f(%202) : (f32) -> f32
      %204 = llvm.insertelement %203, %201[%6 : i64] : vector<32xf32>
      %205 = llvm.extractelement %126[%5 : i64] : vector<32xf32>
      %206 = llvm.call @__nv_exp2f(%205) : (f32) -> f32
      %207 = llvm.insertelement %206, %204[%5 : i64] : vector<32xf32>
      %208 = llvm.extractelement %126[%4 : i64] : vector<32xf32>
      %209 = llvm.call @__nv_exp2f(%208) : (f32) -> f32
      %210 = llvm.insertelement %209, %207[%4 : i64] : vector<32xf32>
      %211 = llvm.extractelement %126[%3 : i64] : vector<32xf32>
      %212 = llvm.call @__nv_exp2f(%211) : (f32) -> f32
      %213 = llvm.insertelement %212, %210[%3 : i64] : vector<32xf32>
      %214 = llvm.extractelement %126[%2 : i64] : vector<32xf32>
      %215 = llvm.call @__nv_exp2f(%214) : (f32) -> f32
      %216 = llvm.insertelement %215, %213[%2 : i64] : vector<32xf32>
      %217 = llvm.extractelement %126[%1 : i64] : vector<32xf32>
      %218 = llvm.call @__nv_exp2f(%217) : (f32) -> f32
      %219 = llvm.insertelement %218, %216[%1 : i64] : vector<32xf32>
      %220 = llvm.extractelement %126[%0 : i64] : vector<32xf32>
      %221 = llvm.call @__nv_exp2f(%220) : (f32) -> f32
      %222 = llvm.insertelement %221, %219[%0 : i64] : vector<32xf32>
      %223 = "llvm.intr.vector.reduce.fadd"(%38, %222) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %224 = llvm.fsub %39, %122 : f32
      %225 = llvm.fmul %224, %43 : f32
      %226 = llvm.call @__nv_exp2f(%225) : (f32) -> f32
      %227 = llvm.fmul %226, %38 : f32
      %228 = llvm.fadd %227, %223 : f32
      %229 = nvvm.shfl.sync  bfly %44, %122, %45, %46 : f32 -> f32
      %230 = nvvm.shfl.sync  bfly %44, %228, %45, %46 : f32 -> f32
      %231 = llvm.fcmp "ugt" %122, %229 : f32
      %232 = llvm.select %231, %122, %229 : i1, f32
      %233 = llvm.fcmp "uno" %229, %229 : f32
      %234 = llvm.select %233, %229, %232 : i1, f32
      %235 = llvm.fsub %122, %234 : f32
      %236 = llvm.fmul %235, %43 : f32
      %237 = llvm.call @__nv_exp2f(%236) : (f32) -> f32
      %238 = llvm.fmul %228, %237 : f32
      %239 = llvm.fsub %229, %234 : f32
      %240 = llvm.fmul %239, %43 : f32
      %241 = llvm.call @__nv_exp2f(%240) : (f32) -> f32
      %242 = llvm.fmul %230, %241 : f32
      %243 = llvm.fadd %238, %242 : f32
      %244 = nvvm.shfl.sync  bfly %44, %234, %41, %46 : f32 -> f32
      %245 = nvvm.shfl.sync  bfly %44, %243, %41, %46 : f32 -> f32
      %246 = llvm.fcmp "ugt" %234, %244 : f32
      %247 = llvm.select %246, %234, %244 : i1, f32
      %248 = llvm.fcmp "uno" %244, %244 : f32
      %249 = llvm.select %248, %244, %247 : i1, f32
      %250 = llvm.fsub %234, %249 : f32
      %251 = llvm.fmul %250, %43 : f32
      %252 = llvm.call @__nv_exp2f(%251) : (f32) -> f32
      %253 = llvm.fmul %243, %252 : f32
      %254 = llvm.fsub %244, %249 : f32
      %255 = llvm.fmul %254, %43 : f32
      %256 = llvm.call @__nv_exp2f(%255) : (f32) -> f32
      %257 = llvm.fmul %245, %256 : f32
      %258 = llvm.fadd %253, %257 : f32
      %259 = nvvm.shfl.sync  bfly %44, %249, %54, %46 : f32 -> f32
      %260 = nvvm.shfl.sync  bfly %44, %258, %54, %46 : f32 -> f32
      %261 = llvm.fcmp "ugt" %249, %259 : f32
      %262 = llvm.select %261, %249, %259 : i1, f32
      %263 = llvm.fcmp "uno" %259, %259 : f32
      %264 = llvm.select %263, %259, %262 : i1, f32
      %265 = llvm.fsub %249, %264 : f32
      %266 = llvm.fmul %265, %43 : f32
      %267 = llvm.call @__nv_exp2f(%266) : (f32) -> f32
      %268 = llvm.fmul %258, %267 : f32
      %269 = llvm.fsub %259, %264 : f32
      %270 = llvm.fmul %269, %43 : f32
      %271 = llvm.call @__nv_exp2f(%270) : (f32) -> f32
      %272 = llvm.fmul %260, %271 : f32
      %273 = llvm.fadd %268, %272 : f32
      %274 = nvvm.shfl.sync  bfly %44, %264, %47, %46 : f32 -> f32
      %275 = nvvm.shfl.sync  bfly %44, %273, %47, %46 : f32 -> f32
      %276 = llvm.fcmp "ugt" %264, %274 : f32
      %277 = llvm.select %276, %264, %274 : i1, f32
      %278 = llvm.fcmp "uno" %274, %274 : f32
      %279 = llvm.select %278, %274, %277 : i1, f32
      %280 = llvm.fsub %264, %279 : f32
      %281 = llvm.fmul %280, %43 : f32
      %282 = llvm.call @__nv_exp2f(%281) : (f32) -> f32
      %283 = llvm.fmul %273, %282 : f32
      %284 = llvm.fsub %274, %279 : f32
      %285 = llvm.fmul %284, %43 : f32
      %286 = llvm.call @__nv_exp2f(%285) : (f32) -> f32
      %287 = llvm.fmul %275, %286 : f32
      %288 = llvm.fadd %283, %287 : f32
      %289 = nvvm.shfl.sync  bfly %44, %279, %56, %46 : f32 -> f32
      %290 = nvvm.shfl.sync  bfly %44, %288, %56, %46 : f32 -> f32
      %291 = llvm.fcmp "ugt" %279, %289 : f32
      %292 = llvm.select %291, %279, %289 : i1, f32
      %293 = llvm.fcmp "uno" %289, %289 : f32
      %294 = llvm.select %293, %289, %292 : i1, f32
      %295 = llvm.fsub %279, %294 : f32
      %296 = llvm.fmul %295, %43 : f32
      %297 = llvm.call @__nv_exp2f(%296) : (f32) -> f32
      %298 = llvm.fmul %288, %297 : f32
      %299 = llvm.fsub %289, %294 : f32
      %300 = llvm.fmul %299, %43 : f32
      %301 = llvm.call @__nv_exp2f(%300) : (f32) -> f32
      %302 = llvm.fmul %290, %301 : f32
      %303 = llvm.fadd %298, %302 : f32
      %304 = llvm.getelementptr %33[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %305 = llvm.icmp "eq" %64, %40 : i32
      llvm.cond_br %305, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %306 = llvm.getelementptr %33[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %307 = llvm.ptrtoint %306 : !llvm.ptr<3> to i64
      %308 = llvm.inttoptr %307 : i64 to !llvm.ptr<3>
      llvm.store %294, %308 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %309 = llvm.getelementptr %304[%72] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %310 = llvm.ptrtoint %309 : !llvm.ptr<3> to i64
      %311 = llvm.inttoptr %310 : i64 to !llvm.ptr<3>
      llvm.store %303, %311 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %312 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %313 = llvm.inttoptr %312 : i64 to !llvm.ptr<3>
      %314 = llvm.load %313 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %315 = llvm.ptrtoint %304 : !llvm.ptr<3> to i64
      %316 = llvm.inttoptr %315 : i64 to !llvm.ptr<3>
      %317 = llvm.load %316 {alignment = 32 : i64} : !llvm.ptr<3> -> f32
      %318 = llvm.getelementptr %33[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %319 = llvm.ptrtoint %318 : !llvm.ptr<3> to i64
      %320 = llvm.inttoptr %319 : i64 to !llvm.ptr<3>
      %321 = llvm.load %320 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %322 = llvm.getelementptr %304[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %323 = llvm.ptrtoint %322 : !llvm.ptr<3> to i64
      %324 = llvm.inttoptr %323 : i64 to !llvm.ptr<3>
      %325 = llvm.load %324 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %326 = llvm.fcmp "ugt" %314, %321 : f32
      %327 = llvm.select %326, %314, %321 : i1, f32
      %328 = llvm.fcmp "uno" %321, %321 : f32
      %329 = llvm.select %328, %321, %327 : i1, f32
      %330 = llvm.fsub %314, %329 : f32
      %331 = llvm.fmul %330, %43 : f32
      %332 = llvm.call @__nv_exp2f(%331) : (f32) -> f32
      %333 = llvm.fmul %317, %332 : f32
      %334 = llvm.fsub %321, %329 : f32
      %335 = llvm.fmul %334, %43 : f32
      %336 = llvm.call @__nv_exp2f(%335) : (f32) -> f32
      %337 = llvm.fmul %325, %336 : f32
      %338 = llvm.fadd %333, %337 : f32
      %339 = llvm.getelementptr %33[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %340 = llvm.ptrtoint %339 : !llvm.ptr<3> to i64
      %341 = llvm.inttoptr %340 : i64 to !llvm.ptr<3>
      %342 = llvm.load %341 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %343 = llvm.getelementptr %304[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %344 = llvm.ptrtoint %343 : !llvm.ptr<3> to i64
      %345 = llvm.inttoptr %344 : i64 to !llvm.ptr<3>
      %346 = llvm.load %345 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %347 = llvm.fcmp "ugt" %329, %342 : f32
      %348 = llvm.select %347, %329, %342 : i1, f32
      %349 = llvm.fcmp "uno" %342, %342 : f32
      %350 = llvm.select %349, %342, %348 : i1, f32
      %351 = llvm.fsub %329, %350 : f32
      %352 = llvm.fmul %351, %43 : f32
      %353 = llvm.call @__nv_exp2f(%352) : (f32) -> f32
      %354 = llvm.fmul %338, %353 : f32
      %355 = llvm.fsub %342, %350 : f32
      %356 = llvm.fmul %355, %43 : f32
      %357 = llvm.call @__nv_exp2f(%356) : (f32) -> f32
      %358 = llvm.fmul %346, %357 : f32
      %359 = llvm.fadd %354, %358 : f32
      %360 = llvm.getelementptr %33[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %361 = llvm.ptrtoint %360 : !llvm.ptr<3> to i64
      %362 = llvm.inttoptr %361 : i64 to !llvm.ptr<3>
      %363 = llvm.load %362 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %364 = llvm.getelementptr %304[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %365 = llvm.ptrtoint %364 : !llvm.ptr<3> to i64
      %366 = llvm.inttoptr %365 : i64 to !llvm.ptr<3>
      %367 = llvm.load %366 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %368 = llvm.fcmp "ugt" %350, %363 : f32
      %369 = llvm.select %368, %350, %363 : i1, f32
      %370 = llvm.fcmp "uno" %363, %363 : f32
      %371 = llvm.select %370, %363, %369 : i1, f32
      %372 = llvm.fsub %350, %371 : f32
      %373 = llvm.fmul %372, %43 : f32
      %374 = llvm.call @__nv_exp2f(%373) : (f32) -> f32
      %375 = llvm.fmul %359, %374 : f32
      %376 = llvm.fsub %363, %371 : f32
      %377 = llvm.fmul %376, %43 : f32
      %378 = llvm.call @__nv_exp2f(%377) : (f32) -> f32
      %379 = llvm.fmul %367, %378 : f32
      %380 = llvm.fadd %375, %379 : f32
      %381 = llvm.getelementptr %33[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %382 = llvm.ptrtoint %381 : !llvm.ptr<3> to i64
      %383 = llvm.inttoptr %382 : i64 to !llvm.ptr<3>
      %384 = llvm.load %383 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %385 = llvm.getelementptr %304[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %386 = llvm.ptrtoint %385 : !llvm.ptr<3> to i64
      %387 = llvm.inttoptr %386 : i64 to !llvm.ptr<3>
      %388 = llvm.load %387 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %389 = llvm.fcmp "ugt" %371, %384 : f32
      %390 = llvm.select %389, %371, %384 : i1, f32
      %391 = llvm.fcmp "uno" %384, %384 : f32
      %392 = llvm.select %391, %384, %390 : i1, f32
      %393 = llvm.fsub %371, %392 : f32
      %394 = llvm.fmul %393, %43 : f32
      %395 = llvm.call @__nv_exp2f(%394) : (f32) -> f32
      %396 = llvm.fmul %380, %395 : f32
      %397 = llvm.fsub %384, %392 : f32
      %398 = llvm.fmul %397, %43 : f32
      %399 = llvm.call @__nv_exp2f(%398) : (f32) -> f32
      %400 = llvm.fmul %388, %399 : f32
      %401 = llvm.fadd %396, %400 : f32
      %402 = llvm.getelementptr %33[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %403 = llvm.ptrtoint %402 : !llvm.ptr<3> to i64
      %404 = llvm.inttoptr %403 : i64 to !llvm.ptr<3>
      %405 = llvm.load %404 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %406 = llvm.getelementptr %304[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %407 = llvm.ptrtoint %406 : !llvm.ptr<3> to i64
      %408 = llvm.inttoptr %407 : i64 to !llvm.ptr<3>
      %409 = llvm.load %408 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %410 = llvm.fcmp "ugt" %392, %405 : f32
      %411 = llvm.select %410, %392, %405 : i1, f32
      %412 = llvm.fcmp "uno" %405, %405 : f32
      %413 = llvm.select %412, %405, %411 : i1, f32
      %414 = llvm.fsub %392, %413 : f32
      %415 = llvm.fmul %414, %43 : f32
      %416 = llvm.call @__nv_exp2f(%415) : (f32) -> f32
      %417 = llvm.fmul %401, %416 : f32
      %418 = llvm.fsub %405, %413 : f32
      %419 = llvm.fmul %418, %43 : f32
      %420 = llvm.call @__nv_exp2f(%419) : (f32) -> f32
      %421 = llvm.fmul %409, %420 : f32
      %422 = llvm.fadd %417, %421 : f32
      %423 = llvm.getelementptr %33[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %424 = llvm.ptrtoint %423 : !llvm.ptr<3> to i64
      %425 = llvm.inttoptr %424 : i64 to !llvm.ptr<3>
      %426 = llvm.load %425 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %427 = llvm.getelementptr %304[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %428 = llvm.ptrtoint %427 : !llvm.ptr<3> to i64
      %429 = llvm.inttoptr %428 : i64 to !llvm.ptr<3>
      %430 = llvm.load %429 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %431 = llvm.fcmp "ugt" %413, %426 : f32
      %432 = llvm.select %431, %413, %426 : i1, f32
      %433 = llvm.fcmp "uno" %426, %426 : f32
      %434 = llvm.select %433, %426, %432 : i1, f32
      %435 = llvm.fsub %413, %434 : f32
      %436 = llvm.fmul %435, %43 : f32
      %437 = llvm.call @__nv_exp2f(%436) : (f32) -> f32
      %438 = llvm.fmul %422, %437 : f32
      %439 = llvm.fsub %426, %434 : f32
      %440 = llvm.fmul %439, %43 : f32
      %441 = llvm.call @__nv_exp2f(%440) : (f32) -> f32
      %442 = llvm.fmul %430, %441 : f32
      %443 = llvm.fadd %438, %442 : f32
      %444 = llvm.getelementptr %33[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %445 = llvm.ptrtoint %444 : !llvm.ptr<3> to i64
      %446 = llvm.inttoptr %445 : i64 to !llvm.ptr<3>
      %447 = llvm.load %446 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %448 = llvm.getelementptr %304[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %449 = llvm.ptrtoint %448 : !llvm.ptr<3> to i64
      %450 = llvm.inttoptr %449 : i64 to !llvm.ptr<3>
      %451 = llvm.load %450 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %452 = llvm.fcmp "ugt" %434, %447 : f32
      %453 = llvm.select %452, %434, %447 : i1, f32
      %454 = llvm.fcmp "uno" %447, %447 : f32
      %455 = llvm.select %454, %447, %453 : i1, f32
      %456 = llvm.fsub %434, %455 : f32
      %457 = llvm.fmul %456, %43 : f32
      %458 = llvm.call @__nv_exp2f(%457) : (f32) -> f32
      %459 = llvm.fmul %443, %458 : f32
      %460 = llvm.fsub %447, %455 : f32
      %461 = llvm.fmul %460, %43 : f32
      %462 = llvm.call @__nv_exp2f(%461) : (f32) -> f32
      %463 = llvm.fmul %451, %462 : f32
      %464 = llvm.fadd %459, %463 : f32
      %465 = llvm.fdiv %48, %464 : f32
      %466 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %467 = llvm.getelementptr %466[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %468 = llvm.getelementptr %467[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %469 = llvm.ptrtoint %59 : !llvm.ptr to i64
      %470 = llvm.inttoptr %469 : i64 to !llvm.ptr
      llvm.store %81, %470 {alignment = 32 : i64} : i8, !llvm.ptr
      %471 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %472 = llvm.ptrtoint %471 : !llvm.ptr to i64
      %473 = llvm.inttoptr %472 : i64 to !llvm.ptr
      llvm.store %87, %473 {alignment = 1 : i64} : i8, !llvm.ptr
      %474 = llvm.getelementptr %59[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %475 = llvm.ptrtoint %474 : !llvm.ptr to i64
      %476 = llvm.inttoptr %475 : i64 to !llvm.ptr
      llvm.store %94, %476 {alignment = 2 : i64} : i8, !llvm.ptr
      %477 = llvm.getelementptr %59[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %478 = llvm.ptrtoint %477 : !llvm.ptr to i64
      %479 = llvm.inttoptr %478 : i64 to !llvm.ptr
      llvm.store %101, %479 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %53, %58 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb8(%40 : i32)
    ^bb8(%480: i32):  // 2 preds: ^bb7, ^bb11
      %481 = llvm.icmp "slt" %480, %54 : i32
      llvm.cond_br %481, ^bb9, ^bb12 {llvm.loop_annotation = #loop_annotation}
    ^bb9:  // pred: ^bb8
      %482 = llvm.mul %480, %36 : i32
      %483 = llvm.getelementptr %77[%482] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %484 = llvm.mul %480, %41 : i32
      %485 = llvm.getelementptr %58[%484] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %486 = llvm.getelementptr %59[%480] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %487 = llvm.load %486 : !llvm.ptr -> i8
      %488 = llvm.icmp "ne" %487, %42 : i8
      llvm.cond_br %488, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %489 = llvm.load %483 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %489, %485 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      %490 = llvm.add %480, %56 : i32
      llvm.br ^bb8(%490 : i32)
    ^bb12:  // pred: ^bb8
      %491 = llvm.load %58 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %492 = llvm.fpext %491 : vector<32xbf16> to vector<32xf32>
      %493 = llvm.insertelement %455, %32[%40 : i32] : vector<32xf32>
      %494 = llvm.shufflevector %493, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %495 = llvm.fsub %492, %494 : vector<32xf32>
      %496 = llvm.fmul %495, %52 : vector<32xf32>
      %497 = llvm.extractelement %496[%31 : i64] : vector<32xf32>
      %498 = llvm.call @__nv_exp2f(%497) : (f32) -> f32
      %499 = llvm.insertelement %498, %32[%31 : i64] : vector<32xf32>
      %500 = llvm.extractelement %496[%30 : i64] : vector<32xf32>
      %501 = llvm.call @__nv_exp2f(%500) : (f32) -> f32
      %502 = llvm.insertelement %501, %499[%30 : i64] : vector<32xf32>
      %503 = llvm.extractelement %496[%29 : i64] : vector<32xf32>
      %504 = llvm.call @__nv_exp2f(%503) : (f32) -> f32
      %505 = llvm.insertelement %504, %502[%29 : i64] : vector<32xf32>
      %506 = llvm.extractelement %496[%28 : i64] : vector<32xf32>
      %507 = llvm.call @__nv_exp2f(%506) : (f32) -> f32
      %508 = llvm.insertelement %507, %505[%28 : i64] : vector<32xf32>
      %509 = llvm.extractelement %496[%27 : i64] : vector<32xf32>
      %510 = llvm.call @__nv_exp2f(%509) : (f32) -> f32
      %511 = llvm.insertelement %510, %508[%27 : i64] : vector<32xf32>
      %512 = llvm.extractelement %496[%26 : i64] : vector<32xf32>
      %513 = llvm.call @__nv_exp2f(%512) : (f32) -> f32
      %514 = llvm.insertelement %513, %511[%26 : i64] : vector<32xf32>
      %515 = llvm.extractelement %496[%25 : i64] : vector<32xf32>
      %516 = llvm.call @__nv_exp2f(%515) : (f32) -> f32
      %517 = llvm.insertelement %516, %514[%25 : i64] : vector<32xf32>
      %518 = llvm.extractelement %496[%24 : i64] : vector<32xf32>
      %519 = llvm.call @__nv_exp2f(%518) : (f32) -> f32
      %520 = llvm.insertelement %519, %517[%24 : i64] : vector<32xf32>
      %521 = llvm.extractelement %496[%23 : i64] : vector<32xf32>
      %522 = llvm.call @__nv_exp2f(%521) : (f32) -> f32
      %523 = llvm.insertelement %522, %520[%23 : i64] : vector<32xf32>
      %524 = llvm.extractelement %496[%22 : i64] : vector<32xf32>
      %525 = llvm.call @__nv_exp2f(%524) : (f32) -> f32
      %526 = llvm.insertelement %525, %523[%22 : i64] : vector<32xf32>
      %527 = llvm.extractelement %496[%21 : i64] : vector<32xf32>
      %528 = llvm.call @__nv_exp2f(%527) : (f32) -> f32
      %529 = llvm.insertelement %528, %526[%21 : i64] : vector<32xf32>
      %530 = llvm.extractelement %496[%20 : i64] : vector<32xf32>
      %531 = llvm.call @__nv_exp2f(%530) : (f32) -> f32
      %532 = llvm.insertelement %531, %529[%20 : i64] : vector<32xf32>
      %533 = llvm.extractelement %496[%19 : i64] : vector<32xf32>
      %534 = llvm.call @__nv_exp2f(%533) : (f32) -> f32
      %535 = llvm.insertelement %534, %532[%19 : i64] : vector<32xf32>
      %536 = llvm.extractelement %496[%18 : i64] : vector<32xf32>
      %537 = llvm.call @__nv_exp2f(%536) : (f32) -> f32
      %538 = llvm.insertelement %537, %535[%18 : i64] : vector<32xf32>
      %539 = llvm.extractelement %496[%17 : i64] : vector<32xf32>
      %540 = llvm.call @__nv_exp2f(%539) : (f32) -> f32
      %541 = llvm.insertelement %540, %538[%17 : i64] : vector<32xf32>
      %542 = llvm.extractelement %496[%16 : i64] : vector<32xf32>
      %543 = llvm.call @__nv_exp2f(%542) : (f32) -> f32
      %544 = llvm.insertelement %543, %541[%16 : i64] : vector<32xf32>
      %545 = llvm.extractelement %496[%15 : i64] : vector<32xf32>
      %546 = llvm.call @__nv_exp2f(%545) : (f32) -> f32
      %547 = llvm.insertelement %546, %544[%15 : i64] : vector<32xf32>
      %548 = llvm.extractelement %496[%14 : i64] : vector<32xf32>
      %549 = llvm.call @__nv_exp2f(%548) : (f32) -> f32
      %550 = llvm.insertelement %549, %547[%14 : i64] : vector<32xf32>
      %551 = llvm.extractelement %496[%13 : i64] : vector<32xf32>
      %552 = llvm.call @__nv_exp2f(%551) : (f32) -> f32
      %553 = llvm.insertelement %552, %550[%13 : i64] : vector<32xf32>
      %554 = llvm.extractelement %496[%12 : i64] : vector<32xf32>
      %555 = llvm.call @__nv_exp2f(%554) : (f32) -> f32
      %556 = llvm.insertelement %555, %553[%12 : i64] : vector<32xf32>
      %557 = llvm.extractelement %496[%11 : i64] : vector<32xf32>
      %558 = llvm.call @__nv_exp2f(%557) : (f32) -> f32
      %559 = llvm.insertelement %558, %556[%11 : i64] : vector<32xf32>
      %560 = llvm.extractelement %496[%10 : i64] : vector<32xf32>
      %561 = llvm.call @__nv_exp2f(%560) : (f32) -> f32
      %562 = llvm.insertelement %561, %559[%10 : i64] : vector<32xf32>
      %563 = llvm.extractelement %496[%9 : i64] : vector<32xf32>
      %564 = llvm.call @__nv_exp2f(%563) : (f32) -> f32
      %565 = llvm.insertelement %564, %562[%9 : i64] : vector<32xf32>
      %566 = llvm.extractelement %496[%8 : i64] : vector<32xf32>
      %567 = llvm.call @__nv_exp2f(%566) : (f32) -> f32
      %568 = llvm.insertelement %567, %565[%8 : i64] : vector<32xf32>
      %569 = llvm.extractelement %496[%7 : i64] : vector<32xf32>
      %570 = llvm.call @__nv_exp2f(%569) : (f32) -> f32
      %571 = llvm.insertelement %570, %568[%7 : i64] : vector<32xf32>
      %572 = llvm.extractelement %496[%6 : i64] : vector<32xf32>
      %573 = llvm.call @__nv_exp2f(%572) : (f32) -> f32
      %574 = llvm.insertelement %573, %571[%6 : i64] : vector<32xf32>
      %575 = llvm.extractelement %496[%5 : i64] : vector<32xf32>
      %576 = llvm.call @__nv_exp2f(%575) : (f32) -> f32
      %577 = llvm.insertelement %576, %574[%5 : i64] : vector<32xf32>
      %578 = llvm.extractelement %496[%4 : i64] : vector<32xf32>
      %579 = llvm.call @__nv_exp2f(%578) : (f32) -> f32
      %580 = llvm.insertelement %579, %577[%4 : i64] : vector<32xf32>
      %581 = llvm.extractelement %496[%3 : i64] : vector<32xf32>
      %582 = llvm.call @__nv_exp2f(%581) : (f32) -> f32
      %583 = llvm.insertelement %582, %580[%3 : i64] : vector<32xf32>
      %584 = llvm.extractelement %496[%2 : i64] : vector<32xf32>
      %585 = llvm.call @__nv_exp2f(%584) : (f32) -> f32
      %586 = llvm.insertelement %585, %583[%2 : i64] : vector<32xf32>
      %587 = llvm.extractelement %496[%1 : i64] : vector<32xf32>
      %588 = llvm.call @__nv_exp2f(%587) : (f32) -> f32
      %589 = llvm.insertelement %588, %586[%1 : i64] : vector<32xf32>
      %590 = llvm.extractelement %496[%0 : i64] : vector<32xf32>
      %591 = llvm.call @__nv_exp2f(%590) : (f32) -> f32
      %592 = llvm.insertelement %591, %589[%0 : i64] : vector<32xf32>
      %593 = llvm.insertelement %465, %32[%40 : i32] : vector<32xf32>
      %594 = llvm.shufflevector %593, %32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %595 = llvm.fmul %592, %594 : vector<32xf32>
      %596 = llvm.fptrunc %595 : vector<32xf32> to vector<32xbf16>
      llvm.store %596, %57 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb13(%40 : i32)
    ^bb13(%597: i32):  // 2 preds: ^bb12, ^bb16
      %598 = llvm.icmp "slt" %597, %54 : i32
      llvm.cond_br %598, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %599 = llvm.mul %597, %41 : i32
      %600 = llvm.getelementptr %57[%599] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %601 = llvm.mul %597, %36 : i32
      %602 = llvm.getelementptr %468[%601] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %603 = llvm.getelementptr %59[%597] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %604 = llvm.load %603 : !llvm.ptr -> i8
      %605 = llvm.icmp "ne" %604, %42 : i8
      llvm.cond_br %605, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %606 = llvm.load %600 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %606, %602 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %607 = llvm.add %597, %56 : i32
      llvm.br ^bb13(%607 : i32)
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_he9906410_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_he72e752f(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_h4712af1a(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
