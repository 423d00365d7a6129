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
      %16 = llvm.mlir.undef : vector<16xf32>
      %17 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %18 = llvm.mlir.constant(false) : i1
      %19 = llvm.mlir.constant(32 : i32) : i32
      %20 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %21 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(3 : i32) : i32
      %24 = llvm.mlir.constant(2048 : i32) : i32
      %25 = llvm.mlir.constant(5000 : i32) : i32
      %26 = llvm.mlir.constant(512 : i32) : i32
      %27 = llvm.mlir.constant(1024 : i32) : i32
      %28 = llvm.mlir.constant(1536 : i32) : i32
      %29 = llvm.mlir.constant(0 : i8) : i8
      %30 = llvm.mlir.constant(1.44269502 : f32) : f32
      %31 = llvm.mlir.constant(-1 : i32) : i32
      %32 = llvm.mlir.constant(31 : i32) : i32
      %33 = llvm.mlir.constant(8 : i32) : i32
      %34 = llvm.mlir.constant(2 : i32) : i32
      %35 = llvm.mlir.constant(dense<0xFF800000> : vector<16xf32>) : vector<16xf32>
      %36 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %37 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %38 = llvm.mlir.constant(4 : i32) : i32
      %39 = llvm.mlir.constant(16 : i32) : i32
      %40 = llvm.mlir.constant(1 : i32) : i32
      %41 = llvm.alloca %39 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %42 = llvm.alloca %39 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %43 = llvm.alloca %38 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %44 = llvm.alloca %39 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %45 = llvm.alloca %38 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %46 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %47 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %48 = llvm.srem %46, %19 : i32
      %49 = llvm.sdiv %46, %19 : i32
      %50 = llvm.mul %49, %19 : i32
      %51 = llvm.icmp "ne" %46, %50 : i32
      %52 = llvm.icmp "slt" %46, %22 : i32
      %53 = llvm.icmp "ne" %52, %18 : i1
      %54 = llvm.and %51, %53 : i1
      %55 = llvm.add %49, %31 : i32
      %56 = llvm.select %54, %55, %49 : i1, i32
      %57 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %58 = llvm.mul %46, %38 : i32
      llvm.br ^bb1(%22, %20, %21 : i32, f32, f32)
    ^bb1(%59: i32, %60: f32, %61: f32):  // 2 preds: ^bb0, ^bb7
      %62 = llvm.icmp "slt" %59, %23 : i32
      llvm.cond_br %62, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %63 = llvm.mul %47, %25 : i32
      %64 = llvm.mul %59, %24 : i32
      %65 = llvm.add %63, %64 : i32
      %66 = llvm.getelementptr %57[%65] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %67 = llvm.getelementptr %66[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %68 = llvm.add %64, %58 : i32
      %69 = llvm.icmp "slt" %68, %25 : i32
      %70 = llvm.zext %69 : i1 to i8
      %71 = llvm.ptrtoint %45 : !llvm.ptr to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr
      llvm.store %70, %72 {alignment = 32 : i64} : i8, !llvm.ptr
      %73 = llvm.add %68, %26 : i32
      %74 = llvm.icmp "slt" %73, %25 : i32
      %75 = llvm.zext %74 : i1 to i8
      %76 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %77 = llvm.ptrtoint %76 : !llvm.ptr to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr
      llvm.store %75, %78 {alignment = 1 : i64} : i8, !llvm.ptr
      %79 = llvm.add %68, %27 : i32
      %80 = llvm.icmp "slt" %79, %25 : i32
      %81 = llvm.zext %80 : i1 to i8
      %82 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %83 = llvm.ptrtoint %82 : !llvm.ptr to i64
      %84 = llvm.inttoptr %83 : i64 to !llvm.ptr
      llvm.store %81, %84 {alignment = 2 : i64} : i8, !llvm.ptr
      %85 = llvm.add %68, %28 : i32
      %86 = llvm.icmp "slt" %85, %25 : i32
      %87 = llvm.zext %86 : i1 to i8
      %88 = llvm.getelementptr %45[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %89 = llvm.ptrtoint %88 : !llvm.ptr to i64
      %90 = llvm.inttoptr %89 : i64 to !llvm.ptr
      llvm.store %87, %90 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %35, %44 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%22 : i32)
    ^bb3(%91: i32):  // 2 preds: ^bb2, ^bb6
      %92 = llvm.icmp "slt" %91, %38 : i32
      llvm.cond_br %92, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %93 = llvm.mul %91, %26 : i32
      %94 = llvm.getelementptr %67[%93] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %95 = llvm.mul %91, %38 : i32
      %96 = llvm.getelementptr %44[%95] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %97 = llvm.getelementptr %45[%91] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %98 = llvm.load %97 : !llvm.ptr -> i8
      %99 = llvm.icmp "ne" %98, %29 : i8
      llvm.cond_br %99, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %100 = llvm.load %94 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %100, %96 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %101 = llvm.add %91, %40 : i32
      llvm.br ^bb3(%101 : i32)
    ^bb7:  // pred: ^bb3
      %102 = llvm.load %44 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %103 = llvm.intr.vector.reduce.fmaximum(%102) : (vector<16xf32>) -> f32
      %104 = llvm.intr.maximum(%103, %21) : (f32, f32) -> f32
      %105 = llvm.fcmp "ugt" %61, %104 : f32
      %106 = llvm.select %105, %61, %104 : i1, f32
      %107 = llvm.fcmp "uno" %104, %104 : f32
      %108 = llvm.select %107, %104, %106 : i1, f32
      %109 = llvm.insertelement %108, %16[%22 : i32] : vector<16xf32>
      %110 = llvm.shufflevector %109, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %111 = llvm.fsub %102, %110 : vector<16xf32>
      %112 = llvm.fmul %111, %36 : vector<16xf32>
      %113 = llvm.extractelement %112[%15 : i64] : vector<16xf32>
      %114 = llvm.call @__nv_exp2f(%113) : (f32) -> f32
      %115 = llvm.insertelement %114, %16[%15 : i64] : vector<16xf32>
      %116 = llvm.extractelement %112[%14 : i64] : vector<16xf32>
      %117 = llvm.call @__nv_exp2f(%116) : (f32) -> f32
      %118 = llvm.insertelement %117, %115[%14 : i64] : vector<16xf32>
      %119 = llvm.extractelement %112[%13 : i64] : vector<16xf32>
      %120 = llvm.call @__nv_exp2f(%119) : (f32) -> f32
      %121 = llvm.insertelement %120, %118[%13 : i64] : vector<16xf32>
      %122 = llvm.extractelement %112[%12 : i64] : vector<16xf32>
      %123 = llvm.call @__nv_exp2f(%122) : (f32) -> f32
      %124 = llvm.insertelement %123, %121[%12 : i64] : vector<16xf32>
      %125 = llvm.extractelement %112[%11 : i64] : vector<16xf32>
      %126 = llvm.call @__nv_exp2f(%125) : (f32) -> f32
      %127 = llvm.insertelement %126, %124[%11 : i64] : vector<16xf32>
      %128 = llvm.extractelement %112[%10 : i64] : vector<16xf32>
      %129 = llvm.call @__nv_exp2f(%128) : (f32) -> f32
      %130 = llvm.insertelement %129, %127[%10 : i64] : vector<16xf32>
      %131 = llvm.extractelement %112[%9 : i64] : vector<16xf32>
      %132 = llvm.call @__nv_exp2f(%131) : (f32) -> f32
      %133 = llvm.insertelement %132, %130[%9 : i64] : vector<16xf32>
      %134 = llvm.extractelement %112[%8 : i64] : vector<16xf32>
      %135 = llvm.call @__nv_exp2f(%134) : (f32) -> f32
      %136 = llvm.insertelement %135, %133[%8 : i64] : vector<16xf32>
      %137 = llvm.extractelement %112[%7 : i64] : vector<16xf32>
      %138 = llvm.call @__nv_exp2f(%137) : (f32) -> f32
      %139 = llvm.insertelement %138, %136[%7 : i64] : vector<16xf32>
      %140 = llvm.extractelement %112[%6 : i64] : vector<16xf32>
      %141 = llvm.call @__nv_exp2f(%140) : (f32) -> f32
      %142 = llvm.insertelement %141, %139[%6 : i64] : vector<16xf32>
      %143 = llvm.extractelement %112[%5 : i64] : vector<16xf32>
      %144 = llvm.call @__nv_exp2f(%143) : (f32) -> f32
      %145 = llvm.insertelement %144, %142[%5 : i64] : vector<16xf32>
      %146 = llvm.extractelement %112[%4 : i64] : vector<16xf32>
      %147 = llvm.call @__nv_exp2f(%146) : (f32) -> f32
      %148 = llvm.insertelement %147, %145[%4 : i64] : vector<16xf32>
      %149 = llvm.extractelement %112[%3 : i64] : vector<16xf32>
      %150 = llvm.call @__nv_exp2f(%149) : (f32) -> f32
      %151 = llvm.insertelement %150, %148[%3 : i64] : vector<16xf32>
      %152 = llvm.extractelement %112[%2 : i64] : vector<16xf32>
      %153 = llvm.call @__nv_exp2f(%152) : (f32) -> f32
      %154 = llvm.insertelement %153, %151[%2 : i64] : vector<16xf32>
      %155 = llvm.extractelement %112[%1 : i64] : vector<16xf32>
      %156 = llvm.call @__nv_exp2f(%155) : (f32) -> f32
      %157 = llvm.insertelement %156, %154[%1 : i64] : vector<16xf32>
      %158 = llvm.extractelement %112[%0 : i64] : vector<16xf32>
      %159 = llvm.call @__nv_exp2f(%158) : (f32) -> f32
      %160 = llvm.insertelement %159, %157[%0 : i64] : vector<16xf32>
      %161 = "llvm.intr.vector.reduce.fadd"(%20, %160) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %162 = llvm.fsub %61, %108 : f32
      %163 = llvm.fmul %162, %30 : f32
      %164 = llvm.call @__nv_exp2f(%163) : (f32) -> f32
      %165 = llvm.fmul %60, %164 : f32
      %166 = llvm.fadd %165, %161 : f32
      %167 = llvm.add %59, %40 : i32
      llvm.br ^bb1(%167, %166, %108 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %168 = nvvm.shfl.sync  bfly %31, %61, %39, %32 : f32 -> f32
      %169 = nvvm.shfl.sync  bfly %31, %60, %39, %32 : f32 -> f32
      %170 = llvm.fcmp "ugt" %61, %168 : f32
      %171 = llvm.select %170, %61, %168 : i1, f32
      %172 = llvm.fcmp "uno" %168, %168 : f32
      %173 = llvm.select %172, %168, %171 : i1, f32
      %174 = llvm.fsub %61, %173 : f32
      %175 = llvm.fmul %174, %30 : f32
      %176 = llvm.call @__nv_exp2f(%175) : (f32) -> f32
      %177 = llvm.fmul %60, %176 : f32
      %178 = llvm.fsub %168, %173 : f32
      %179 = llvm.fmul %178, %30 : f32
      %180 = llvm.call @__nv_exp2f(%179) : (f32) -> f32
      %181 = llvm.fmul %169, %180 : f32
      %182 = llvm.fadd %177, %181 : f32
      %183 = nvvm.shfl.sync  bfly %31, %173, %33, %32 : f32 -> f32
      %184 = nvvm.shfl.sync  bfly %31, %182, %33, %32 : f32 -> f32
      %185 = llvm.fcmp "ugt" %173, %183 : f32
      %186 = llvm.select %185, %173, %183 : i1, f32
      %187 = llvm.fcmp "uno" %183, %183 : f32
      %188 = llvm.select %187, %183, %186 : i1, f32
      %189 = llvm.fsub %173, %188 : f32
      %190 = llvm.fmul %189, %30 : f32
      %191 = llvm.call @__nv_exp2f(%190) : (f32) -> f32
      %192 = llvm.fmul %182, %191 : f32
      %193 = llvm.fsub %183, %188 : f32
      %194 = llvm.fmul %193, %30 : f32
      %195 = llvm.call @__nv_exp2f(%194) : (f32) -> f32
      %196 = llvm.fmul %184, %195 : f32
      %197 = llvm.fadd %192, %196 : f32
      %198 = nvvm.shfl.sync  bfly %31, %188, %38, %32 : f32 -> f32
      %199 = nvvm.shfl.sync  bfly %31, %197, %38, %32 : f32 -> f32
      %200 = llvm.fcmp "ugt" %188, %198 : f32
      %201 = llvm.select %200, %188, %198 : i1, f32
      %202 = llvm.fcmp "uno" %198, %198 : f32
      %203 = llvm.select %202, %198, %201 : i1, f32
      %204 = llvm.fsub %188, %203 : f32
      %205 = llvm.fmul %204, %30 : f32
      %206 = llvm.call @__nv_exp2f(%205) : (f32) -> f32
      %207 = llvm.fmul %197, %206 : f32
      %208 = llvm.fsub %198, %203 : f32
      %209 = llvm.fmul %208, %30 : f32
      %210 = llvm.call @__nv_exp2f(%209) : (f32) -> f32
      %211 = llvm.fmul %199, %210 : f32
      %212 = llvm.fadd %207, %211 : f32
      %213 = nvvm.shfl.sync  bfly %31, %203, %34, %32 : f32 -> f32
      %214 = nvvm.shfl.sync  bfly %31, %212, %34, %32 : f32 -> f32
      %215 = llvm.fcmp "ugt" %203, %213 : f32
      %216 = llvm.select %215, %203, %213 : i1, f32
      %217 = llvm.fcmp "uno" %213, %213 : f32
      %218 = llvm.select %217, %213, %216 : i1, f32
      %219 = llvm.fsub %203, %218 : f32
      %220 = llvm.fmul %219, %30 : f32
      %221 = llvm.call @__nv_exp2f(%220) : (f32) -> f32
      %222 = llvm.fmul %212, %221 : f32
      %223 = llvm.fsub %213, %218 : f32
      %224 = llvm.fmul %223, %30 : f32
      %225 = llvm.call @__nv_exp2f(%224) : (f32) -> f32
      %226 = llvm.fmul %214, %225 : f32
      %227 = llvm.fadd %222, %226 : f32
      %228 = nvvm.shfl.sync  bfly %31, %218, %40, %32 : f32 -> f32
      %229 = nvvm.shfl.sync  bfly %31, %227, %40, %32 : f32 -> f32
      %230 = llvm.fcmp "ugt" %218, %228 : f32
      %231 = llvm.select %230, %218, %228 : i1, f32
      %232 = llvm.fcmp "uno" %228, %228 : f32
      %233 = llvm.select %232, %228, %231 : i1, f32
      %234 = llvm.fsub %218, %233 : f32
      %235 = llvm.fmul %234, %30 : f32
      %236 = llvm.call @__nv_exp2f(%235) : (f32) -> f32
      %237 = llvm.fmul %227, %236 : f32
      %238 = llvm.fsub %228, %233 : f32
      %239 = llvm.fmul %238, %30 : f32
      %240 = llvm.call @__nv_exp2f(%239) : (f32) -> f32
      %241 = llvm.fmul %229, %240 : f32
      %242 = llvm.fadd %237, %241 : f32
      %243 = llvm.getelementptr %17[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %244 = llvm.icmp "eq" %48, %22 : i32
      llvm.cond_br %244, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %245 = llvm.getelementptr %17[%56] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %246 = llvm.ptrtoint %245 : !llvm.ptr<3> to i64
      %247 = llvm.inttoptr %246 : i64 to !llvm.ptr<3>
      llvm.store %233, %247 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %248 = llvm.getelementptr %243[%56] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %249 = llvm.ptrtoint %248 : !llvm.ptr<3> to i64
      %250 = llvm.inttoptr %249 : i64 to !llvm.ptr<3>
      llvm.store %242, %250 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %251 = llvm.ptrtoint %17 : !llvm.ptr<3> to i64
      %252 = llvm.inttoptr %251 : i64 to !llvm.ptr<3>
      %253 = llvm.load %252 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %254 = llvm.ptrtoint %243 : !llvm.ptr<3> to i64
      %255 = llvm.inttoptr %254 : i64 to !llvm.ptr<3>
      %256 = llvm.load %255 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %257 = llvm.getelementptr %17[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %258 = llvm.ptrtoint %257 : !llvm.ptr<3> to i64
      %259 = llvm.inttoptr %258 : i64 to !llvm.ptr<3>
      %260 = llvm.load %259 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %261 = llvm.getelementptr %243[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %262 = llvm.ptrtoint %261 : !llvm.ptr<3> to i64
      %263 = llvm.inttoptr %262 : i64 to !llvm.ptr<3>
      %264 = llvm.load %263 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %265 = llvm.fcmp "ugt" %253, %260 : f32
      %266 = llvm.select %265, %253, %260 : i1, f32
      %267 = llvm.fcmp "uno" %260, %260 : f32
      %268 = llvm.select %267, %260, %266 : i1, f32
      %269 = llvm.fsub %253, %268 : f32
      %270 = llvm.fmul %269, %30 : f32
      %271 = llvm.call @__nv_exp2f(%270) : (f32) -> f32
      %272 = llvm.fmul %256, %271 : f32
      %273 = llvm.fsub %260, %268 : f32
      %274 = llvm.fmul %273, %30 : f32
      %275 = llvm.call @__nv_exp2f(%274) : (f32) -> f32
      %276 = llvm.fmul %264, %275 : f32
      %277 = llvm.fadd %272, %276 : f32
      %278 = llvm.getelementptr %17[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %279 = llvm.ptrtoint %278 : !llvm.ptr<3> to i64
      %280 = llvm.inttoptr %279 : i64 to !llvm.ptr<3>
      %281 = llvm.load %280 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %282 = llvm.getelementptr %243[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %283 = llvm.ptrtoint %282 : !llvm.ptr<3> to i64
      %284 = llvm.inttoptr %283 : i64 to !llvm.ptr<3>
      %285 = llvm.load %284 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %286 = llvm.fcmp "ugt" %268, %281 : f32
      %287 = llvm.select %286, %268, %281 : i1, f32
      %288 = llvm.fcmp "uno" %281, %281 : f32
      %289 = llvm.select %288, %281, %287 : i1, f32
      %290 = llvm.fsub %268, %289 : f32
      %291 = llvm.fmul %290, %30 : f32
      %292 = llvm.call @__nv_exp2f(%291) : (f32) -> f32
      %293 = llvm.fmul %277, %292 : f32
      %294 = llvm.fsub %281, %289 : f32
      %295 = llvm.fmul %294, %30 : f32
      %296 = llvm.call @__nv_exp2f(%295) : (f32) -> f32
      %297 = llvm.fmul %285, %296 : f32
      %298 = llvm.fadd %293, %297 : f32
      %299 = llvm.getelementptr %17[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %300 = llvm.ptrtoint %299 : !llvm.ptr<3> to i64
      %301 = llvm.inttoptr %300 : i64 to !llvm.ptr<3>
      %302 = llvm.load %301 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %303 = llvm.getelementptr %243[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %304 = llvm.ptrtoint %303 : !llvm.ptr<3> to i64
      %305 = llvm.inttoptr %304 : i64 to !llvm.ptr<3>
      %306 = llvm.load %305 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %307 = llvm.fcmp "ugt" %289, %302 : f32
      %308 = llvm.select %307, %289, %302 : i1, f32
      %309 = llvm.fcmp "uno" %302, %302 : f32
      %310 = llvm.select %309, %302, %308 : i1, f32
      %311 = llvm.fsub %289, %310 : f32
      %312 = llvm.fmul %311, %30 : f32
      %313 = llvm.call @__nv_exp2f(%312) : (f32) -> f32
      %314 = llvm.fmul %298, %313 : f32
      %315 = llvm.fsub %302, %310 : f32
      %316 = llvm.fmul %315, %30 : f32
      %317 = llvm.call @__nv_exp2f(%316) : (f32) -> f32
      %318 = llvm.fmul %306, %317 : f32
      %319 = llvm.fadd %314, %318 : f32
      %320 = llvm.call @__nv_log2f(%319) : (f32) -> f32
      %321 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %322 = llvm.insertelement %310, %16[%22 : i32] : vector<16xf32>
      %323 = llvm.shufflevector %322, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %324 = llvm.insertelement %320, %16[%22 : i32] : vector<16xf32>
      %325 = llvm.shufflevector %324, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%22 : i32)
    ^bb11(%326: i32):  // 2 preds: ^bb10, ^bb22
      %327 = llvm.icmp "slt" %326, %23 : i32
      llvm.cond_br %327, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %328 = llvm.mul %47, %25 : i32
      %329 = llvm.mul %326, %24 : i32
      %330 = llvm.add %328, %329 : i32
      %331 = llvm.getelementptr %57[%330] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %332 = llvm.getelementptr %331[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %333 = llvm.getelementptr %321[%330] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %334 = llvm.getelementptr %333[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %335 = llvm.add %329, %58 : i32
      %336 = llvm.icmp "slt" %335, %25 : i32
      %337 = llvm.zext %336 : i1 to i8
      %338 = llvm.ptrtoint %43 : !llvm.ptr to i64
      %339 = llvm.inttoptr %338 : i64 to !llvm.ptr
      llvm.store %337, %339 {alignment = 32 : i64} : i8, !llvm.ptr
      %340 = llvm.add %335, %26 : i32
      %341 = llvm.icmp "slt" %340, %25 : i32
      %342 = llvm.zext %341 : i1 to i8
      %343 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %344 = llvm.ptrtoint %343 : !llvm.ptr to i64
      %345 = llvm.inttoptr %344 : i64 to !llvm.ptr
      llvm.store %342, %345 {alignment = 1 : i64} : i8, !llvm.ptr
      %346 = llvm.add %335, %27 : i32
      %347 = llvm.icmp "slt" %346, %25 : i32
      %348 = llvm.zext %347 : i1 to i8
      %349 = llvm.getelementptr %43[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %350 = llvm.ptrtoint %349 : !llvm.ptr to i64
      %351 = llvm.inttoptr %350 : i64 to !llvm.ptr
      llvm.store %348, %351 {alignment = 2 : i64} : i8, !llvm.ptr
      %352 = llvm.add %335, %28 : i32
      %353 = llvm.icmp "slt" %352, %25 : i32
      %354 = llvm.zext %353 : i1 to i8
      %355 = llvm.getelementptr %43[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %356 = llvm.ptrtoint %355 : !llvm.ptr to i64
      %357 = llvm.inttoptr %356 : i64 to !llvm.ptr
      llvm.store %354, %357 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %37, %42 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%22 : i32)
    ^bb13(%358: i32):  // 2 preds: ^bb12, ^bb16
      %359 = llvm.icmp "slt" %358, %38 : i32
      llvm.cond_br %359, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %360 = llvm.mul %358, %26 : i32
      %361 = llvm.getelementptr %332[%360] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %362 = llvm.mul %358, %38 : i32
      %363 = llvm.getelementptr %42[%362] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %364 = llvm.getelementptr %43[%358] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %365 = llvm.load %364 : !llvm.ptr -> i8
      %366 = llvm.icmp "ne" %365, %29 : i8
      llvm.cond_br %366, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %367 = llvm.load %361 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %367, %363 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %368 = llvm.add %358, %40 : i32
      llvm.br ^bb13(%368 : i32)
    ^bb17:  // pred: ^bb13
      %369 = llvm.load %42 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %370 = llvm.fsub %369, %323 : vector<16xf32>
      %371 = llvm.fmul %370, %36 : vector<16xf32>
      %372 = llvm.fsub %371, %325 : vector<16xf32>
      %373 = llvm.extractelement %372[%15 : i64] : vector<16xf32>
      %374 = llvm.call @__nv_exp2f(%373) : (f32) -> f32
      %375 = llvm.insertelement %374, %16[%15 : i64] : vector<16xf32>
      %376 = llvm.extractelement %372[%14 : i64] : vector<16xf32>
      %377 = llvm.call @__nv_exp2f(%376) : (f32) -> f32
      %378 = llvm.insertelement %377, %375[%14 : i64] : vector<16xf32>
      %379 = llvm.extractelement %372[%13 : i64] : vector<16xf32>
      %380 = llvm.call @__nv_exp2f(%379) : (f32) -> f32
      %381 = llvm.insertelement %380, %378[%13 : i64] : vector<16xf32>
      %382 = llvm.extractelement %372[%12 : i64] : vector<16xf32>
      %383 = llvm.call @__nv_exp2f(%382) : (f32) -> f32
      %384 = llvm.insertelement %383, %381[%12 : i64] : vector<16xf32>
      %385 = llvm.extractelement %372[%11 : i64] : vector<16xf32>
      %386 = llvm.call @__nv_exp2f(%385) : (f32) -> f32
      %387 = llvm.insertelement %386, %384[%11 : i64] : vector<16xf32>
      %388 = llvm.extractelement %372[%10 : i64] : vector<16xf32>
      %389 = llvm.call @__nv_exp2f(%388) : (f32) -> f32
      %390 = llvm.insertelement %389, %387[%10 : i64] : vector<16xf32>
      %391 = llvm.extractelement %372[%9 : i64] : vector<16xf32>
      %392 = llvm.call @__nv_exp2f(%391) : (f32) -> f32
      %393 = llvm.insertelement %392, %390[%9 : i64] : vector<16xf32>
      %394 = llvm.extractelement %372[%8 : i64] : vector<16xf32>
      %395 = llvm.call @__nv_exp2f(%394) : (f32) -> f32
      %396 = llvm.insertelement %395, %393[%8 : i64] : vector<16xf32>
      %397 = llvm.extractelement %372[%7 : i64] : vector<16xf32>
      %398 = llvm.call @__nv_exp2f(%397) : (f32) -> f32
      %399 = llvm.insertelement %398, %396[%7 : i64] : vector<16xf32>
      %400 = llvm.extractelement %372[%6 : i64] : vector<16xf32>
      %401 = llvm.call @__nv_exp2f(%400) : (f32) -> f32
      %402 = llvm.insertelement %401, %399[%6 : i64] : vector<16xf32>
      %403 = llvm.extractelement %372[%5 : i64] : vector<16xf32>
      %404 = llvm.call @__nv_exp2f(%403) : (f32) -> f32
      %405 = llvm.insertelement %404, %402[%5 : i64] : vector<16xf32>
      %406 = llvm.extractelement %372[%4 : i64] : vector<16xf32>
      %407 = llvm.call @__nv_exp2f(%406) : (f32) -> f32
      %408 = llvm.insertelement %407, %405[%4 : i64] : vector<16xf32>
      %409 = llvm.extractelement %372[%3 : i64] : vector<16xf32>
      %410 = llvm.call @__nv_exp2f(%409) : (f32) -> f32
      %411 = llvm.insertelement %410, %408[%3 : i64] : vector<16xf32>
      %412 = llvm.extractelement %372[%2 : i64] : vector<16xf32>
      %413 = llvm.call @__nv_exp2f(%412) : (f32) -> f32
      %414 = llvm.insertelement %413, %411[%2 : i64] : vector<16xf32>
      %415 = llvm.extractelement %372[%1 : i64] : vector<16xf32>
      %416 = llvm.call @__nv_exp2f(%415) : (f32) -> f32
      %417 = llvm.insertelement %416, %414[%1 : i64] : vector<16xf32>
      %418 = llvm.extractelement %372[%0 : i64] : vector<16xf32>
      %419 = llvm.call @__nv_exp2f(%418) : (f32) -> f32
      %420 = llvm.insertelement %419, %417[%0 : i64] : vector<16xf32>
      llvm.store %420, %41 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%22 : i32)
    ^bb18(%421: i32):  // 2 preds: ^bb17, ^bb21
      %422 = llvm.icmp "slt" %421, %38 : i32
      llvm.cond_br %422, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %423 = llvm.mul %421, %38 : i32
      %424 = llvm.getelementptr %41[%423] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %425 = llvm.mul %421, %26 : i32
      %426 = llvm.getelementptr %334[%425] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %427 = llvm.getelementptr %43[%421] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %428 = llvm.load %427 : !llvm.ptr -> i8
      %429 = llvm.icmp "ne" %428, %29 : i8
      llvm.cond_br %429, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %430 = llvm.load %424 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %430, %426 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %431 = llvm.add %421, %40 : i32
      llvm.br ^bb18(%431 : i32)
    ^bb22:  // pred: ^bb18
      %432 = llvm.add %326, %40 : i32
      llvm.br ^bb11(%432 : i32)
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
    %72 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0<%71> (%15, %17) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %73 = builtin.unrealized_conversion_cast %72 : !cuda.result to i32
    cuda.return_if_error %73 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h51225f5d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h65b6f9ef(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
