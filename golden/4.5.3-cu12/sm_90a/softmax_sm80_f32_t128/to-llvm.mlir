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
      %29 = llvm.mlir.constant(-1 : i32) : i32
      %30 = llvm.mlir.constant(31 : i32) : i32
      %31 = llvm.mlir.constant(8 : i32) : i32
      %32 = llvm.mlir.constant(2 : i32) : i32
      %33 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %34 = llvm.mlir.constant(96 : i32) : i32
      %35 = llvm.mlir.constant(5000 : i32) : i32
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
      %49 = llvm.srem %47, %23 : i32
      %50 = llvm.sdiv %47, %23 : i32
      %51 = llvm.mul %50, %23 : i32
      %52 = llvm.icmp "ne" %47, %51 : i32
      %53 = llvm.icmp "slt" %47, %26 : i32
      %54 = llvm.icmp "ne" %53, %22 : i1
      %55 = llvm.and %52, %54 : i1
      %56 = llvm.add %50, %29 : i32
      %57 = llvm.select %55, %56, %50 : i1, i32
      %58 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %59 = llvm.mul %47, %39 : i32
      llvm.br ^bb1(%26, %24, %25 : i32, f32, f32)
    ^bb1(%60: i32, %61: f32, %62: f32):  // 2 preds: ^bb0, ^bb7
      %63 = llvm.icmp "slt" %60, %27 : i32
      llvm.cond_br %63, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %64 = llvm.mul %48, %35 : i32
      %65 = llvm.mul %60, %21 : i32
      %66 = llvm.add %64, %65 : i32
      %67 = llvm.getelementptr %58[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %68 = llvm.getelementptr %67[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %69 = llvm.add %65, %59 : i32
      %70 = llvm.icmp "slt" %48, %34 : i32
      %71 = llvm.icmp "slt" %69, %35 : i32
      %72 = llvm.and %70, %71 : i1
      %73 = llvm.zext %72 : i1 to i8
      %74 = llvm.ptrtoint %46 : !llvm.ptr to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr
      llvm.store %73, %75 {alignment = 32 : i64} : i8, !llvm.ptr
      %76 = llvm.add %69, %20 : i32
      %77 = llvm.icmp "slt" %76, %35 : i32
      %78 = llvm.and %70, %77 : i1
      %79 = llvm.zext %78 : i1 to i8
      %80 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %81 = llvm.ptrtoint %80 : !llvm.ptr to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr
      llvm.store %79, %82 {alignment = 1 : i64} : i8, !llvm.ptr
      %83 = llvm.add %69, %19 : i32
      %84 = llvm.icmp "slt" %83, %35 : i32
      %85 = llvm.and %70, %84 : i1
      %86 = llvm.zext %85 : i1 to i8
      %87 = llvm.getelementptr %46[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %88 = llvm.ptrtoint %87 : !llvm.ptr to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr
      llvm.store %86, %89 {alignment = 2 : i64} : i8, !llvm.ptr
      %90 = llvm.add %69, %18 : i32
      %91 = llvm.icmp "slt" %90, %35 : i32
      %92 = llvm.and %70, %91 : i1
      %93 = llvm.zext %92 : i1 to i8
      %94 = llvm.getelementptr %46[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %95 = llvm.ptrtoint %94 : !llvm.ptr to i64
      %96 = llvm.inttoptr %95 : i64 to !llvm.ptr
      llvm.store %93, %96 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %36, %45 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%26 : i32)
    ^bb3(%97: i32):  // 2 preds: ^bb2, ^bb6
      %98 = llvm.icmp "slt" %97, %39 : i32
      llvm.cond_br %98, ^bb4, ^bb7 {llvm.loop_annotation = #loop_annotation}
    ^bb4:  // pred: ^bb3
      %99 = llvm.mul %97, %20 : i32
      %100 = llvm.getelementptr %68[%99] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %101 = llvm.mul %97, %39 : i32
      %102 = llvm.getelementptr %45[%101] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %103 = llvm.getelementptr %46[%97] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %104 = llvm.load %103 : !llvm.ptr -> i8
      %105 = llvm.icmp "ne" %104, %28 : i8
      llvm.cond_br %105, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %106 = llvm.load %100 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %106, %102 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %107 = llvm.add %97, %41 : i32
      llvm.br ^bb3(%107 : i32)
    ^bb7:  // pred: ^bb3
      %108 = llvm.load %45 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %109 = llvm.fmul %108, %37 : vector<16xf32>
      %110 = llvm.intr.vector.reduce.fmaximum(%109) : (vector<16xf32>) -> f32
      %111 = llvm.intr.maximum(%110, %25) : (f32, f32) -> f32
      %112 = llvm.fcmp "ugt" %62, %111 : f32
      %113 = llvm.select %112, %62, %111 : i1, f32
      %114 = llvm.fcmp "uno" %111, %111 : f32
      %115 = llvm.select %114, %111, %113 : i1, f32
      %116 = llvm.insertelement %115, %16[%26 : i32] : vector<16xf32>
      %117 = llvm.shufflevector %116, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %118 = llvm.fsub %109, %117 : vector<16xf32>
      %119 = llvm.extractelement %118[%15 : i64] : vector<16xf32>
      %120 = llvm.call @__nv_exp2f(%119) : (f32) -> f32
      %121 = llvm.insertelement %120, %16[%15 : i64] : vector<16xf32>
      %122 = llvm.extractelement %118[%14 : i64] : vector<16xf32>
      %123 = llvm.call @__nv_exp2f(%122) : (f32) -> f32
      %124 = llvm.insertelement %123, %121[%14 : i64] : vector<16xf32>
      %125 = llvm.extractelement %118[%13 : i64] : vector<16xf32>
      %126 = llvm.call @__nv_exp2f(%125) : (f32) -> f32
      %127 = llvm.insertelement %126, %124[%13 : i64] : vector<16xf32>
      %128 = llvm.extractelement %118[%12 : i64] : vector<16xf32>
      %129 = llvm.call @__nv_exp2f(%128) : (f32) -> f32
      %130 = llvm.insertelement %129, %127[%12 : i64] : vector<16xf32>
      %131 = llvm.extractelement %118[%11 : i64] : vector<16xf32>
      %132 = llvm.call @__nv_exp2f(%131) : (f32) -> f32
      %133 = llvm.insertelement %132, %130[%11 : i64] : vector<16xf32>
      %134 = llvm.extractelement %118[%10 : i64] : vector<16xf32>
      %135 = llvm.call @__nv_exp2f(%134) : (f32) -> f32
      %136 = llvm.insertelement %135, %133[%10 : i64] : vector<16xf32>
      %137 = llvm.extractelement %118[%9 : i64] : vector<16xf32>
      %138 = llvm.call @__nv_exp2f(%137) : (f32) -> f32
      %139 = llvm.insertelement %138, %136[%9 : i64] : vector<16xf32>
      %140 = llvm.extractelement %118[%8 : i64] : vector<16xf32>
      %141 = llvm.call @__nv_exp2f(%140) : (f32) -> f32
      %142 = llvm.insertelement %141, %139[%8 : i64] : vector<16xf32>
      %143 = llvm.extractelement %118[%7 : i64] : vector<16xf32>
      %144 = llvm.call @__nv_exp2f(%143) : (f32) -> f32
      %145 = llvm.insertelement %144, %142[%7 : i64] : vector<16xf32>
      %146 = llvm.extractelement %118[%6 : i64] : vector<16xf32>
      %147 = llvm.call @__nv_exp2f(%146) : (f32) -> f32
      %148 = llvm.insertelement %147, %145[%6 : i64] : vector<16xf32>
      %149 = llvm.extractelement %118[%5 : i64] : vector<16xf32>
      %150 = llvm.call @__nv_exp2f(%149) : (f32) -> f32
      %151 = llvm.insertelement %150, %148[%5 : i64] : vector<16xf32>
      %152 = llvm.extractelement %118[%4 : i64] : vector<16xf32>
      %153 = llvm.call @__nv_exp2f(%152) : (f32) -> f32
      %154 = llvm.insertelement %153, %151[%4 : i64] : vector<16xf32>
      %155 = llvm.extractelement %118[%3 : i64] : vector<16xf32>
      %156 = llvm.call @__nv_exp2f(%155) : (f32) -> f32
      %157 = llvm.insertelement %156, %154[%3 : i64] : vector<16xf32>
      %158 = llvm.extractelement %118[%2 : i64] : vector<16xf32>
      %159 = llvm.call @__nv_exp2f(%158) : (f32) -> f32
      %160 = llvm.insertelement %159, %157[%2 : i64] : vector<16xf32>
      %161 = llvm.extractelement %118[%1 : i64] : vector<16xf32>
      %162 = llvm.call @__nv_exp2f(%161) : (f32) -> f32
      %163 = llvm.insertelement %162, %160[%1 : i64] : vector<16xf32>
      %164 = llvm.extractelement %118[%0 : i64] : vector<16xf32>
      %165 = llvm.call @__nv_exp2f(%164) : (f32) -> f32
      %166 = llvm.insertelement %165, %163[%0 : i64] : vector<16xf32>
      %167 = "llvm.intr.vector.reduce.fadd"(%24, %166) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %168 = llvm.fsub %62, %115 : f32
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.fmul %61, %169 : f32
      %171 = llvm.fadd %170, %167 : f32
      %172 = llvm.add %60, %41 : i32
      llvm.br ^bb1(%172, %171, %115 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %173 = nvvm.shfl.sync  bfly %29, %62, %40, %30 : f32 -> f32
      %174 = nvvm.shfl.sync  bfly %29, %61, %40, %30 : f32 -> f32
      %175 = llvm.fcmp "ugt" %62, %173 : f32
      %176 = llvm.select %175, %62, %173 : i1, f32
      %177 = llvm.fcmp "uno" %173, %173 : f32
      %178 = llvm.select %177, %173, %176 : i1, f32
      %179 = llvm.fsub %62, %178 : f32
      %180 = llvm.call @__nv_exp2f(%179) : (f32) -> f32
      %181 = llvm.fmul %61, %180 : f32
      %182 = llvm.fsub %173, %178 : f32
      %183 = llvm.call @__nv_exp2f(%182) : (f32) -> f32
      %184 = llvm.fmul %174, %183 : f32
      %185 = llvm.fadd %181, %184 : f32
      %186 = nvvm.shfl.sync  bfly %29, %178, %31, %30 : f32 -> f32
      %187 = nvvm.shfl.sync  bfly %29, %185, %31, %30 : f32 -> f32
      %188 = llvm.fcmp "ugt" %178, %186 : f32
      %189 = llvm.select %188, %178, %186 : i1, f32
      %190 = llvm.fcmp "uno" %186, %186 : f32
      %191 = llvm.select %190, %186, %189 : i1, f32
      %192 = llvm.fsub %178, %191 : f32
      %193 = llvm.call @__nv_exp2f(%192) : (f32) -> f32
      %194 = llvm.fmul %185, %193 : f32
      %195 = llvm.fsub %186, %191 : f32
      %196 = llvm.call @__nv_exp2f(%195) : (f32) -> f32
      %197 = llvm.fmul %187, %196 : f32
      %198 = llvm.fadd %194, %197 : f32
      %199 = nvvm.shfl.sync  bfly %29, %191, %39, %30 : f32 -> f32
      %200 = nvvm.shfl.sync  bfly %29, %198, %39, %30 : f32 -> f32
      %201 = llvm.fcmp "ugt" %191, %199 : f32
      %202 = llvm.select %201, %191, %199 : i1, f32
      %203 = llvm.fcmp "uno" %199, %199 : f32
      %204 = llvm.select %203, %199, %202 : i1, f32
      %205 = llvm.fsub %191, %204 : f32
      %206 = llvm.call @__nv_exp2f(%205) : (f32) -> f32
      %207 = llvm.fmul %198, %206 : f32
      %208 = llvm.fsub %199, %204 : f32
      %209 = llvm.call @__nv_exp2f(%208) : (f32) -> f32
      %210 = llvm.fmul %200, %209 : f32
      %211 = llvm.fadd %207, %210 : f32
      %212 = nvvm.shfl.sync  bfly %29, %204, %32, %30 : f32 -> f32
      %213 = nvvm.shfl.sync  bfly %29, %211, %32, %30 : f32 -> f32
      %214 = llvm.fcmp "ugt" %204, %212 : f32
      %215 = llvm.select %214, %204, %212 : i1, f32
      %216 = llvm.fcmp "uno" %212, %212 : f32
      %217 = llvm.select %216, %212, %215 : i1, f32
      %218 = llvm.fsub %204, %217 : f32
      %219 = llvm.call @__nv_exp2f(%218) : (f32) -> f32
      %220 = llvm.fmul %211, %219 : f32
      %221 = llvm.fsub %212, %217 : f32
      %222 = llvm.call @__nv_exp2f(%221) : (f32) -> f32
      %223 = llvm.fmul %213, %222 : f32
      %224 = llvm.fadd %220, %223 : f32
      %225 = nvvm.shfl.sync  bfly %29, %217, %41, %30 : f32 -> f32
      %226 = nvvm.shfl.sync  bfly %29, %224, %41, %30 : f32 -> f32
      %227 = llvm.fcmp "ugt" %217, %225 : f32
      %228 = llvm.select %227, %217, %225 : i1, f32
      %229 = llvm.fcmp "uno" %225, %225 : f32
      %230 = llvm.select %229, %225, %228 : i1, f32
      %231 = llvm.fsub %217, %230 : f32
      %232 = llvm.call @__nv_exp2f(%231) : (f32) -> f32
      %233 = llvm.fmul %224, %232 : f32
      %234 = llvm.fsub %225, %230 : f32
      %235 = llvm.call @__nv_exp2f(%234) : (f32) -> f32
      %236 = llvm.fmul %226, %235 : f32
      %237 = llvm.fadd %233, %236 : f32
      %238 = llvm.getelementptr %17[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %239 = llvm.icmp "eq" %49, %26 : i32
      llvm.cond_br %239, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %240 = llvm.getelementptr %17[%57] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %241 = llvm.ptrtoint %240 : !llvm.ptr<3> to i64
      %242 = llvm.inttoptr %241 : i64 to !llvm.ptr<3>
      llvm.store %230, %242 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %243 = llvm.getelementptr %238[%57] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %244 = llvm.ptrtoint %243 : !llvm.ptr<3> to i64
      %245 = llvm.inttoptr %244 : i64 to !llvm.ptr<3>
      llvm.store %237, %245 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %246 = llvm.ptrtoint %17 : !llvm.ptr<3> to i64
      %247 = llvm.inttoptr %246 : i64 to !llvm.ptr<3>
      %248 = llvm.load %247 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %249 = llvm.ptrtoint %238 : !llvm.ptr<3> to i64
      %250 = llvm.inttoptr %249 : i64 to !llvm.ptr<3>
      %251 = llvm.load %250 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %252 = llvm.getelementptr %17[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %253 = llvm.ptrtoint %252 : !llvm.ptr<3> to i64
      %254 = llvm.inttoptr %253 : i64 to !llvm.ptr<3>
      %255 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %256 = llvm.getelementptr %238[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %257 = llvm.ptrtoint %256 : !llvm.ptr<3> to i64
      %258 = llvm.inttoptr %257 : i64 to !llvm.ptr<3>
      %259 = llvm.load %258 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %260 = llvm.fcmp "ugt" %248, %255 : f32
      %261 = llvm.select %260, %248, %255 : i1, f32
      %262 = llvm.fcmp "uno" %255, %255 : f32
      %263 = llvm.select %262, %255, %261 : i1, f32
      %264 = llvm.fsub %248, %263 : f32
      %265 = llvm.call @__nv_exp2f(%264) : (f32) -> f32
      %266 = llvm.fmul %251, %265 : f32
      %267 = llvm.fsub %255, %263 : f32
      %268 = llvm.call @__nv_exp2f(%267) : (f32) -> f32
      %269 = llvm.fmul %259, %268 : f32
      %270 = llvm.fadd %266, %269 : f32
      %271 = llvm.getelementptr %17[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %272 = llvm.ptrtoint %271 : !llvm.ptr<3> to i64
      %273 = llvm.inttoptr %272 : i64 to !llvm.ptr<3>
      %274 = llvm.load %273 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %275 = llvm.getelementptr %238[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %276 = llvm.ptrtoint %275 : !llvm.ptr<3> to i64
      %277 = llvm.inttoptr %276 : i64 to !llvm.ptr<3>
      %278 = llvm.load %277 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %279 = llvm.fcmp "ugt" %263, %274 : f32
      %280 = llvm.select %279, %263, %274 : i1, f32
      %281 = llvm.fcmp "uno" %274, %274 : f32
      %282 = llvm.select %281, %274, %280 : i1, f32
      %283 = llvm.fsub %263, %282 : f32
      %284 = llvm.call @__nv_exp2f(%283) : (f32) -> f32
      %285 = llvm.fmul %270, %284 : f32
      %286 = llvm.fsub %274, %282 : f32
      %287 = llvm.call @__nv_exp2f(%286) : (f32) -> f32
      %288 = llvm.fmul %278, %287 : f32
      %289 = llvm.fadd %285, %288 : f32
      %290 = llvm.getelementptr %17[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %291 = llvm.ptrtoint %290 : !llvm.ptr<3> to i64
      %292 = llvm.inttoptr %291 : i64 to !llvm.ptr<3>
      %293 = llvm.load %292 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %294 = llvm.getelementptr %238[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %295 = llvm.ptrtoint %294 : !llvm.ptr<3> to i64
      %296 = llvm.inttoptr %295 : i64 to !llvm.ptr<3>
      %297 = llvm.load %296 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %298 = llvm.fcmp "ugt" %282, %293 : f32
      %299 = llvm.select %298, %282, %293 : i1, f32
      %300 = llvm.fcmp "uno" %293, %293 : f32
      %301 = llvm.select %300, %293, %299 : i1, f32
      %302 = llvm.fsub %282, %301 : f32
      %303 = llvm.call @__nv_exp2f(%302) : (f32) -> f32
      %304 = llvm.fmul %289, %303 : f32
      %305 = llvm.fsub %293, %301 : f32
      %306 = llvm.call @__nv_exp2f(%305) : (f32) -> f32
      %307 = llvm.fmul %297, %306 : f32
      %308 = llvm.fadd %304, %307 : f32
      %309 = llvm.fdiv %33, %308 : f32
      %310 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %311 = llvm.insertelement %301, %16[%26 : i32] : vector<16xf32>
      %312 = llvm.shufflevector %311, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %313 = llvm.insertelement %309, %16[%26 : i32] : vector<16xf32>
      %314 = llvm.shufflevector %313, %16 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%26 : i32)
    ^bb11(%315: i32):  // 2 preds: ^bb10, ^bb22
      %316 = llvm.icmp "slt" %315, %27 : i32
      llvm.cond_br %316, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %317 = llvm.mul %48, %35 : i32
      %318 = llvm.mul %315, %21 : i32
      %319 = llvm.add %317, %318 : i32
      %320 = llvm.getelementptr %58[%319] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %321 = llvm.getelementptr %320[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %322 = llvm.getelementptr %310[%319] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %323 = llvm.getelementptr %322[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %324 = llvm.add %318, %59 : i32
      %325 = llvm.icmp "slt" %48, %34 : i32
      %326 = llvm.icmp "slt" %324, %35 : i32
      %327 = llvm.and %325, %326 : i1
      %328 = llvm.zext %327 : i1 to i8
      %329 = llvm.ptrtoint %44 : !llvm.ptr to i64
      %330 = llvm.inttoptr %329 : i64 to !llvm.ptr
      llvm.store %328, %330 {alignment = 32 : i64} : i8, !llvm.ptr
      %331 = llvm.add %324, %20 : i32
      %332 = llvm.icmp "slt" %331, %35 : i32
      %333 = llvm.and %325, %332 : i1
      %334 = llvm.zext %333 : i1 to i8
      %335 = llvm.getelementptr %44[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %336 = llvm.ptrtoint %335 : !llvm.ptr to i64
      %337 = llvm.inttoptr %336 : i64 to !llvm.ptr
      llvm.store %334, %337 {alignment = 1 : i64} : i8, !llvm.ptr
      %338 = llvm.add %324, %19 : i32
      %339 = llvm.icmp "slt" %338, %35 : i32
      %340 = llvm.and %325, %339 : i1
      %341 = llvm.zext %340 : i1 to i8
      %342 = llvm.getelementptr %44[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %343 = llvm.ptrtoint %342 : !llvm.ptr to i64
      %344 = llvm.inttoptr %343 : i64 to !llvm.ptr
      llvm.store %341, %344 {alignment = 2 : i64} : i8, !llvm.ptr
      %345 = llvm.add %324, %18 : i32
      %346 = llvm.icmp "slt" %345, %35 : i32
      %347 = llvm.and %325, %346 : i1
      %348 = llvm.zext %347 : i1 to i8
      %349 = llvm.getelementptr %44[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %350 = llvm.ptrtoint %349 : !llvm.ptr to i64
      %351 = llvm.inttoptr %350 : i64 to !llvm.ptr
      llvm.store %348, %351 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %38, %43 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%26 : i32)
    ^bb13(%352: i32):  // 2 preds: ^bb12, ^bb16
      %353 = llvm.icmp "slt" %352, %39 : i32
      llvm.cond_br %353, ^bb14, ^bb17 {llvm.loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb13
      %354 = llvm.mul %352, %20 : i32
      %355 = llvm.getelementptr %321[%354] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %356 = llvm.mul %352, %39 : i32
      %357 = llvm.getelementptr %43[%356] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %358 = llvm.getelementptr %44[%352] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %359 = llvm.load %358 : !llvm.ptr -> i8
      %360 = llvm.icmp "ne" %359, %28 : i8
      llvm.cond_br %360, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %361 = llvm.load %355 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %361, %357 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %362 = llvm.add %352, %41 : i32
      llvm.br ^bb13(%362 : i32)
    ^bb17:  // pred: ^bb13
      %363 = llvm.load %43 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %364 = llvm.fmul %363, %37 : vector<16xf32>
      %365 = llvm.fsub %364, %312 : vector<16xf32>
      %366 = llvm.extractelement %365[%15 : i64] : vector<16xf32>
      %367 = llvm.call @__nv_exp2f(%366) : (f32) -> f32
      %368 = llvm.insertelement %367, %16[%15 : i64] : vector<16xf32>
      %369 = llvm.extractelement %365[%14 : i64] : vector<16xf32>
      %370 = llvm.call @__nv_exp2f(%369) : (f32) -> f32
      %371 = llvm.insertelement %370, %368[%14 : i64] : vector<16xf32>
      %372 = llvm.extractelement %365[%13 : i64] : vector<16xf32>
      %373 = llvm.call @__nv_exp2f(%372) : (f32) -> f32
      %374 = llvm.insertelement %373, %371[%13 : i64] : vector<16xf32>
      %375 = llvm.extractelement %365[%12 : i64] : vector<16xf32>
      %376 = llvm.call @__nv_exp2f(%375) : (f32) -> f32
      %377 = llvm.insertelement %376, %374[%12 : i64] : vector<16xf32>
      %378 = llvm.extractelement %365[%11 : i64] : vector<16xf32>
      %379 = llvm.call @__nv_exp2f(%378) : (f32) -> f32
      %380 = llvm.insertelement %379, %377[%11 : i64] : vector<16xf32>
      %381 = llvm.extractelement %365[%10 : i64] : vector<16xf32>
      %382 = llvm.call @__nv_exp2f(%381) : (f32) -> f32
      %383 = llvm.insertelement %382, %380[%10 : i64] : vector<16xf32>
      %384 = llvm.extractelement %365[%9 : i64] : vector<16xf32>
      %385 = llvm.call @__nv_exp2f(%384) : (f32) -> f32
      %386 = llvm.insertelement %385, %383[%9 : i64] : vector<16xf32>
      %387 = llvm.extractelement %365[%8 : i64] : vector<16xf32>
      %388 = llvm.call @__nv_exp2f(%387) : (f32) -> f32
      %389 = llvm.insertelement %388, %386[%8 : i64] : vector<16xf32>
      %390 = llvm.extractelement %365[%7 : i64] : vector<16xf32>
      %391 = llvm.call @__nv_exp2f(%390) : (f32) -> f32
      %392 = llvm.insertelement %391, %389[%7 : i64] : vector<16xf32>
      %393 = llvm.extractelement %365[%6 : i64] : vector<16xf32>
      %394 = llvm.call @__nv_exp2f(%393) : (f32) -> f32
      %395 = llvm.insertelement %394, %392[%6 : i64] : vector<16xf32>
      %396 = llvm.extractelement %365[%5 : i64] : vector<16xf32>
      %397 = llvm.call @__nv_exp2f(%396) : (f32) -> f32
      %398 = llvm.insertelement %397, %395[%5 : i64] : vector<16xf32>
      %399 = llvm.extractelement %365[%4 : i64] : vector<16xf32>
      %400 = llvm.call @__nv_exp2f(%399) : (f32) -> f32
      %401 = llvm.insertelement %400, %398[%4 : i64] : vector<16xf32>
      %402 = llvm.extractelement %365[%3 : i64] : vector<16xf32>
      %403 = llvm.call @__nv_exp2f(%402) : (f32) -> f32
      %404 = llvm.insertelement %403, %401[%3 : i64] : vector<16xf32>
      %405 = llvm.extractelement %365[%2 : i64] : vector<16xf32>
      %406 = llvm.call @__nv_exp2f(%405) : (f32) -> f32
      %407 = llvm.insertelement %406, %404[%2 : i64] : vector<16xf32>
      %408 = llvm.extractelement %365[%1 : i64] : vector<16xf32>
      %409 = llvm.call @__nv_exp2f(%408) : (f32) -> f32
      %410 = llvm.insertelement %409, %407[%1 : i64] : vector<16xf32>
      %411 = llvm.extractelement %365[%0 : i64] : vector<16xf32>
      %412 = llvm.call @__nv_exp2f(%411) : (f32) -> f32
      %413 = llvm.insertelement %412, %410[%0 : i64] : vector<16xf32>
      %414 = llvm.fmul %413, %314 : vector<16xf32>
      llvm.store %414, %42 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%26 : i32)
    ^bb18(%415: i32):  // 2 preds: ^bb17, ^bb21
      %416 = llvm.icmp "slt" %415, %39 : i32
      llvm.cond_br %416, ^bb19, ^bb22 {llvm.loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb18
      %417 = llvm.mul %415, %39 : i32
      %418 = llvm.getelementptr %42[%417] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %419 = llvm.mul %415, %20 : i32
      %420 = llvm.getelementptr %323[%419] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %421 = llvm.getelementptr %44[%415] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %422 = llvm.load %421 : !llvm.ptr -> i8
      %423 = llvm.icmp "ne" %422, %28 : i8
      llvm.cond_br %423, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %424 = llvm.load %418 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %424, %420 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %425 = llvm.add %415, %41 : i32
      llvm.br ^bb18(%425 : i32)
    ^bb22:  // pred: ^bb18
      %426 = llvm.add %315, %41 : i32
      llvm.br ^bb11(%426 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h57d05bb9(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h383d7054(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h57d05bb9(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
