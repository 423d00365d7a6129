!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<16xf32>
      %1 = llvm.mlir.constant(16 : i64) : i64
      %2 = llvm.mlir.constant(1024 : i64) : i64
      %3 = llvm.mlir.constant(true) : i1
      %4 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %5 = llvm.mlir.constant(32 : i32) : i32
      %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %7 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.mlir.constant(3 : i32) : i32
      %10 = llvm.mlir.constant(2048 : i32) : i32
      %11 = llvm.mlir.constant(5000 : i32) : i32
      %12 = llvm.mlir.constant(512 : i32) : i32
      %13 = llvm.mlir.constant(1024 : i32) : i32
      %14 = llvm.mlir.constant(1536 : i32) : i32
      %15 = llvm.mlir.constant(dense<0xFF800000> : vector<16xf32>) : vector<16xf32>
      %16 = llvm.mlir.constant(0 : i8) : i8
      %17 = llvm.mlir.constant(1.44269502 : f32) : f32
      %18 = llvm.mlir.constant(-1 : i32) : i32
      %19 = llvm.mlir.constant(31 : i32) : i32
      %20 = llvm.mlir.constant(8 : i32) : i32
      %21 = llvm.mlir.constant(2 : i32) : i32
      %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %23 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(16 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.ptrtoint %4 : !llvm.ptr<3> to i32
      %33 = nvvm.shfl.sync idx %18, %32, %8, %19 : i32 -> i32
      %34 = llvm.zext %33 : i32 to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %3 ["align"(%35, %2 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %3 ["align"(%37, %1 : !llvm.ptr<3>, i64)] : i1
      %38 = llvm.getelementptr %35[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %39 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %40 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %41 = llvm.srem %39, %5 : i32
      %42 = llvm.sdiv %39, %5 : i32
      %43 = llvm.mul %42, %5 : i32
      %44 = llvm.icmp "ne" %39, %43 : i32
      %45 = llvm.mlir.constant(0 : i32) : i32
      %46 = llvm.icmp "slt" %39, %45 : i32
      %47 = llvm.mlir.constant(false) : i1
      %48 = llvm.icmp "ne" %46, %47 : i1
      %49 = llvm.and %44, %48 : i1
      %50 = llvm.mlir.constant(-1 : i32) : i32
      %51 = llvm.add %42, %50 : i32
      %52 = llvm.select %49, %51, %42 : i1, i32
      %53 = llvm.mul %39, %24 : i32
      %54 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %55 = llvm.mul %39, %24 overflow<nsw> : i32
      %56 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %58 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%8, %6, %7 : i32, f32, f32)
    ^bb1(%59: i32, %60: f32, %61: f32):  // 2 preds: ^bb0, ^bb7
      %62 = llvm.icmp "slt" %59, %9 : i32
      llvm.cond_br %62, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %63 = llvm.mul %59, %10 : i32
      %64 = llvm.add %63, %53 : i32
      %65 = llvm.mul %40, %11 overflow<nsw> : i32
      %66 = llvm.mul %59, %10 overflow<nsw> : i32
      %67 = llvm.add %65, %66 overflow<nsw> : i32
      %68 = llvm.getelementptr %54[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %69 = llvm.getelementptr %68[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %70 = llvm.icmp "slt" %64, %11 : i32
      %71 = llvm.zext %70 : i1 to i8
      llvm.store %71, %31 {alignment = 32 : i64} : i8, !llvm.ptr
      %72 = llvm.add %64, %12 : i32
      %73 = llvm.icmp "slt" %72, %11 : i32
      %74 = llvm.zext %73 : i1 to i8
      llvm.store %74, %56 {alignment = 1 : i64} : i8, !llvm.ptr
      %75 = llvm.add %64, %13 : i32
      %76 = llvm.icmp "slt" %75, %11 : i32
      %77 = llvm.zext %76 : i1 to i8
      llvm.store %77, %57 {alignment = 2 : i64} : i8, !llvm.ptr
      %78 = llvm.add %64, %14 : i32
      %79 = llvm.icmp "slt" %78, %11 : i32
      %80 = llvm.zext %79 : i1 to i8
      llvm.store %80, %58 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %15, %30 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%8 : i32)
    ^bb3(%81: i32):  // 2 preds: ^bb2, ^bb6
      %82 = llvm.icmp "slt" %81, %24 : i32
      llvm.cond_br %82, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %83 = llvm.mul %81, %12 overflow<nsw> : i32
      %84 = llvm.getelementptr %69[%83] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %85 = llvm.mul %81, %24 overflow<nsw> : i32
      %86 = llvm.getelementptr %30[%85] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %87 = llvm.getelementptr %31[%81] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %88 = llvm.load %87 {alignment = 1 : i64} : !llvm.ptr -> i8
      %89 = llvm.icmp "ne" %88, %16 : i8
      llvm.cond_br %89, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %90 = llvm.load %84 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %90, %86 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %91 = llvm.add %81, %26 : i32
      llvm.br ^bb3(%91 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %92 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %93 = llvm.intr.vector.reduce.fmaximum(%92) : (vector<16xf32>) -> f32
      %94 = llvm.intr.maximum(%93, %7) : (f32, f32) -> f32
      %95 = llvm.intr.maximum(%61, %94) : (f32, f32) -> f32
      %96 = llvm.mlir.poison : vector<16xf32>
      %97 = llvm.mlir.constant(0 : i32) : i32
      %98 = llvm.insertelement %95, %96[%97 : i32] : vector<16xf32>
      %99 = llvm.shufflevector %98, %96 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %100 = llvm.fsub %92, %99 : vector<16xf32>
      %101 = llvm.fmul %100, %23 : vector<16xf32>
      %102 = llvm.mlir.constant(0 : i64) : i64
      %103 = llvm.extractelement %101[%102 : i64] : vector<16xf32>
      %104 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%103) : (f32) -> f32
      %105 = llvm.mlir.constant(0 : i64) : i64
      %106 = llvm.insertelement %104, %0[%105 : i64] : vector<16xf32>
      %107 = llvm.mlir.constant(1 : i64) : i64
      %108 = llvm.extractelement %101[%107 : i64] : vector<16xf32>
      %109 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%108) : (f32) -> f32
      %110 = llvm.mlir.constant(1 : i64) : i64
      %111 = llvm.insertelement %109, %106[%110 : i64] : vector<16xf32>
      %112 = llvm.mlir.constant(2 : i64) : i64
      %113 = llvm.extractelement %101[%112 : i64] : vector<16xf32>
      %114 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%113) : (f32) -> f32
      %115 = llvm.mlir.constant(2 : i64) : i64
      %116 = llvm.insertelement %114, %111[%115 : i64] : vector<16xf32>
      %117 = llvm.mlir.constant(3 : i64) : i64
      %118 = llvm.extractelement %101[%117 : i64] : vector<16xf32>
      %119 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%118) : (f32) -> f32
      %120 = llvm.mlir.constant(3 : i64) : i64
      %121 = llvm.insertelement %119, %116[%120 : i64] : vector<16xf32>
      %122 = llvm.mlir.constant(4 : i64) : i64
      %123 = llvm.extractelement %101[%122 : i64] : vector<16xf32>
      %124 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%123) : (f32) -> f32
      %125 = llvm.mlir.constant(4 : i64) : i64
      %126 = llvm.insertelement %124, %121[%125 : i64] : vector<16xf32>
      %127 = llvm.mlir.constant(5 : i64) : i64
      %128 = llvm.extractelement %101[%127 : i64] : vector<16xf32>
      %129 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%128) : (f32) -> f32
      %130 = llvm.mlir.constant(5 : i64) : i64
      %131 = llvm.insertelement %129, %126[%130 : i64] : vector<16xf32>
      %132 = llvm.mlir.constant(6 : i64) : i64
      %133 = llvm.extractelement %101[%132 : i64] : vector<16xf32>
      %134 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%133) : (f32) -> f32
      %135 = llvm.mlir.constant(6 : i64) : i64
      %136 = llvm.insertelement %134, %131[%135 : i64] : vector<16xf32>
      %137 = llvm.mlir.constant(7 : i64) : i64
      %138 = llvm.extractelement %101[%137 : i64] : vector<16xf32>
      %139 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%138) : (f32) -> f32
      %140 = llvm.mlir.constant(7 : i64) : i64
      %141 = llvm.insertelement %139, %136[%140 : i64] : vector<16xf32>
      %142 = llvm.mlir.constant(8 : i64) : i64
      %143 = llvm.extractelement %101[%142 : i64] : vector<16xf32>
      %144 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%143) : (f32) -> f32
      %145 = llvm.mlir.constant(8 : i64) : i64
      %146 = llvm.insertelement %144, %141[%145 : i64] : vector<16xf32>
      %147 = llvm.mlir.constant(9 : i64) : i64
      %148 = llvm.extractelement %101[%147 : i64] : vector<16xf32>
      %149 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%148) : (f32) -> f32
      %150 = llvm.mlir.constant(9 : i64) : i64
      %151 = llvm.insertelement %149, %146[%150 : i64] : vector<16xf32>
      %152 = llvm.mlir.constant(10 : i64) : i64
      %153 = llvm.extractelement %101[%152 : i64] : vector<16xf32>
      %154 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%153) : (f32) -> f32
      %155 = llvm.mlir.constant(10 : i64) : i64
      %156 = llvm.insertelement %154, %151[%155 : i64] : vector<16xf32>
      %157 = llvm.mlir.constant(11 : i64) : i64
      %158 = llvm.extractelement %101[%157 : i64] : vector<16xf32>
      %159 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%158) : (f32) -> f32
      %160 = llvm.mlir.constant(11 : i64) : i64
      %161 = llvm.insertelement %159, %156[%160 : i64] : vector<16xf32>
      %162 = llvm.mlir.constant(12 : i64) : i64
      %163 = llvm.extractelement %101[%162 : i64] : vector<16xf32>
      %164 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%163) : (f32) -> f32
      %165 = llvm.mlir.constant(12 : i64) : i64
      %166 = llvm.insertelement %164, %161[%165 : i64] : vector<16xf32>
      %167 = llvm.mlir.constant(13 : i64) : i64
      %168 = llvm.extractelement %101[%167 : i64] : vector<16xf32>
      %169 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%168) : (f32) -> f32
      %170 = llvm.mlir.constant(13 : i64) : i64
      %171 = llvm.insertelement %169, %166[%170 : i64] : vector<16xf32>
      %172 = llvm.mlir.constant(14 : i64) : i64
      %173 = llvm.extractelement %101[%172 : i64] : vector<16xf32>
      %174 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%173) : (f32) -> f32
      %175 = llvm.mlir.constant(14 : i64) : i64
      %176 = llvm.insertelement %174, %171[%175 : i64] : vector<16xf32>
      %177 = llvm.mlir.constant(15 : i64) : i64
      %178 = llvm.extractelement %101[%177 : i64] : vector<16xf32>
      %179 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%178) : (f32) -> f32
      %180 = llvm.mlir.constant(15 : i64) : i64
      %181 = llvm.insertelement %179, %176[%180 : i64] : vector<16xf32>
      %182 = "llvm.intr.vector.reduce.fadd"(%6, %181) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %183 = llvm.fsub %61, %95 : f32
      %184 = llvm.fmul %183, %17 : f32
      %185 = llvm.call @__nv_exp2f(%184) : (f32) -> f32
      %186 = llvm.fmul %60, %185 : f32
      %187 = llvm.fadd %186, %182 : f32
      %188 = llvm.add %59, %26 : i32
      llvm.br ^bb1(%188, %187, %95 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %189 = nvvm.shfl.sync bfly %18, %61, %25, %19 : f32 -> f32
      %190 = nvvm.shfl.sync bfly %18, %60, %25, %19 : f32 -> f32
      %191 = llvm.intr.maximum(%61, %189) : (f32, f32) -> f32
      %192 = llvm.fsub %61, %191 : f32
      %193 = llvm.fmul %192, %17 : f32
      %194 = llvm.call @__nv_exp2f(%193) : (f32) -> f32
      %195 = llvm.fmul %60, %194 : f32
      %196 = llvm.fsub %189, %191 : f32
      %197 = llvm.fmul %196, %17 : f32
      %198 = llvm.call @__nv_exp2f(%197) : (f32) -> f32
      %199 = llvm.fmul %190, %198 : f32
      %200 = llvm.fadd %195, %199 : f32
      %201 = nvvm.shfl.sync bfly %18, %191, %20, %19 : f32 -> f32
      %202 = nvvm.shfl.sync bfly %18, %200, %20, %19 : f32 -> f32
      %203 = llvm.intr.maximum(%191, %201) : (f32, f32) -> f32
      %204 = llvm.fsub %191, %203 : f32
      %205 = llvm.fmul %204, %17 : f32
      %206 = llvm.call @__nv_exp2f(%205) : (f32) -> f32
      %207 = llvm.fmul %200, %206 : f32
      %208 = llvm.fsub %201, %203 : f32
      %209 = llvm.fmul %208, %17 : f32
      %210 = llvm.call @__nv_exp2f(%209) : (f32) -> f32
      %211 = llvm.fmul %202, %210 : f32
      %212 = llvm.fadd %207, %211 : f32
      %213 = nvvm.shfl.sync bfly %18, %203, %24, %19 : f32 -> f32
      %214 = nvvm.shfl.sync bfly %18, %212, %24, %19 : f32 -> f32
      %215 = llvm.intr.maximum(%203, %213) : (f32, f32) -> f32
      %216 = llvm.fsub %203, %215 : f32
      %217 = llvm.fmul %216, %17 : f32
      %218 = llvm.call @__nv_exp2f(%217) : (f32) -> f32
      %219 = llvm.fmul %212, %218 : f32
      %220 = llvm.fsub %213, %215 : f32
      %221 = llvm.fmul %220, %17 : f32
      %222 = llvm.call @__nv_exp2f(%221) : (f32) -> f32
      %223 = llvm.fmul %214, %222 : f32
      %224 = llvm.fadd %219, %223 : f32
      %225 = nvvm.shfl.sync bfly %18, %215, %21, %19 : f32 -> f32
      %226 = nvvm.shfl.sync bfly %18, %224, %21, %19 : f32 -> f32
      %227 = llvm.intr.maximum(%215, %225) : (f32, f32) -> f32
      %228 = llvm.fsub %215, %227 : f32
      %229 = llvm.fmul %228, %17 : f32
      %230 = llvm.call @__nv_exp2f(%229) : (f32) -> f32
      %231 = llvm.fmul %224, %230 : f32
      %232 = llvm.fsub %225, %227 : f32
      %233 = llvm.fmul %232, %17 : f32
      %234 = llvm.call @__nv_exp2f(%233) : (f32) -> f32
      %235 = llvm.fmul %226, %234 : f32
      %236 = llvm.fadd %231, %235 : f32
      %237 = nvvm.shfl.sync bfly %18, %227, %26, %19 : f32 -> f32
      %238 = nvvm.shfl.sync bfly %18, %236, %26, %19 : f32 -> f32
      %239 = llvm.intr.maximum(%227, %237) : (f32, f32) -> f32
      %240 = llvm.fsub %227, %239 : f32
      %241 = llvm.fmul %240, %17 : f32
      %242 = llvm.call @__nv_exp2f(%241) : (f32) -> f32
      %243 = llvm.fmul %236, %242 : f32
      %244 = llvm.fsub %237, %239 : f32
      %245 = llvm.fmul %244, %17 : f32
      %246 = llvm.call @__nv_exp2f(%245) : (f32) -> f32
      %247 = llvm.fmul %238, %246 : f32
      %248 = llvm.fadd %243, %247 : f32
      %249 = llvm.icmp "eq" %41, %8 : i32
      llvm.cond_br %249, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %250 = llvm.getelementptr %37[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %239, %250 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %251 = llvm.getelementptr %38[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %248, %251 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %252 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %253 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %254 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %255 = llvm.load %254 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %256 = llvm.getelementptr %38[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %257 = llvm.load %256 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %258 = llvm.intr.maximum(%252, %255) : (f32, f32) -> f32
      %259 = llvm.fsub %252, %258 : f32
      %260 = llvm.fmul %259, %17 : f32
      %261 = llvm.call @__nv_exp2f(%260) : (f32) -> f32
      %262 = llvm.fmul %253, %261 : f32
      %263 = llvm.fsub %255, %258 : f32
      %264 = llvm.fmul %263, %17 : f32
      %265 = llvm.call @__nv_exp2f(%264) : (f32) -> f32
      %266 = llvm.fmul %257, %265 : f32
      %267 = llvm.fadd %262, %266 : f32
      %268 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %269 = llvm.load %268 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %270 = llvm.getelementptr %38[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %271 = llvm.load %270 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %272 = llvm.intr.maximum(%258, %269) : (f32, f32) -> f32
      %273 = llvm.fsub %258, %272 : f32
      %274 = llvm.fmul %273, %17 : f32
      %275 = llvm.call @__nv_exp2f(%274) : (f32) -> f32
      %276 = llvm.fmul %267, %275 : f32
      %277 = llvm.fsub %269, %272 : f32
      %278 = llvm.fmul %277, %17 : f32
      %279 = llvm.call @__nv_exp2f(%278) : (f32) -> f32
      %280 = llvm.fmul %271, %279 : f32
      %281 = llvm.fadd %276, %280 : f32
      %282 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %283 = llvm.load %282 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %284 = llvm.getelementptr %38[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %285 = llvm.load %284 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %286 = llvm.intr.maximum(%272, %283) : (f32, f32) -> f32
      %287 = llvm.fsub %272, %286 : f32
      %288 = llvm.fmul %287, %17 : f32
      %289 = llvm.call @__nv_exp2f(%288) : (f32) -> f32
      %290 = llvm.fmul %281, %289 : f32
      %291 = llvm.fsub %283, %286 : f32
      %292 = llvm.fmul %291, %17 : f32
      %293 = llvm.call @__nv_exp2f(%292) : (f32) -> f32
      %294 = llvm.fmul %285, %293 : f32
      %295 = llvm.fadd %290, %294 : f32
      %296 = llvm.call @__nv_log2f(%295) : (f32) -> f32
      %297 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %298 = llvm.mul %39, %24 overflow<nsw> : i32
      %299 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %300 = llvm.mul %39, %24 : i32
      %301 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %302 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %303 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %304 = llvm.mlir.poison : vector<16xf32>
      %305 = llvm.mlir.constant(0 : i32) : i32
      %306 = llvm.insertelement %286, %304[%305 : i32] : vector<16xf32>
      %307 = llvm.shufflevector %306, %304 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %308 = llvm.mlir.poison : vector<16xf32>
      %309 = llvm.mlir.constant(0 : i32) : i32
      %310 = llvm.insertelement %296, %308[%309 : i32] : vector<16xf32>
      %311 = llvm.shufflevector %310, %308 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%8 : i32)
    ^bb11(%312: i32):  // 2 preds: ^bb10, ^bb22
      %313 = llvm.icmp "slt" %312, %9 : i32
      llvm.cond_br %313, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %314 = llvm.mul %40, %11 overflow<nsw> : i32
      %315 = llvm.mul %312, %10 overflow<nsw> : i32
      %316 = llvm.add %314, %315 overflow<nsw> : i32
      %317 = llvm.getelementptr %297[%316] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %318 = llvm.getelementptr %317[%298] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %319 = llvm.getelementptr %299[%316] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %320 = llvm.getelementptr %319[%298] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %321 = llvm.mul %312, %10 : i32
      %322 = llvm.add %321, %300 : i32
      %323 = llvm.icmp "slt" %322, %11 : i32
      %324 = llvm.zext %323 : i1 to i8
      llvm.store %324, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %325 = llvm.add %322, %12 : i32
      %326 = llvm.icmp "slt" %325, %11 : i32
      %327 = llvm.zext %326 : i1 to i8
      llvm.store %327, %301 {alignment = 1 : i64} : i8, !llvm.ptr
      %328 = llvm.add %322, %13 : i32
      %329 = llvm.icmp "slt" %328, %11 : i32
      %330 = llvm.zext %329 : i1 to i8
      llvm.store %330, %302 {alignment = 2 : i64} : i8, !llvm.ptr
      %331 = llvm.add %322, %14 : i32
      %332 = llvm.icmp "slt" %331, %11 : i32
      %333 = llvm.zext %332 : i1 to i8
      llvm.store %333, %303 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %22, %28 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%8 : i32)
    ^bb13(%334: i32):  // 2 preds: ^bb12, ^bb16
      %335 = llvm.icmp "slt" %334, %24 : i32
      llvm.cond_br %335, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %336 = llvm.mul %334, %12 overflow<nsw> : i32
      %337 = llvm.getelementptr %318[%336] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %338 = llvm.mul %334, %24 overflow<nsw> : i32
      %339 = llvm.getelementptr %28[%338] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %29[%334] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %341 = llvm.load %340 {alignment = 1 : i64} : !llvm.ptr -> i8
      %342 = llvm.icmp "ne" %341, %16 : i8
      llvm.cond_br %342, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %343 = llvm.load %337 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %343, %339 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %344 = llvm.add %334, %26 : i32
      llvm.br ^bb13(%344 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %345 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %346 = llvm.fsub %345, %307 : vector<16xf32>
      %347 = llvm.fmul %346, %23 : vector<16xf32>
      %348 = llvm.fsub %347, %311 : vector<16xf32>
      %349 = llvm.mlir.constant(0 : i64) : i64
      %350 = llvm.extractelement %348[%349 : i64] : vector<16xf32>
      %351 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%350) : (f32) -> f32
      %352 = llvm.mlir.constant(0 : i64) : i64
      %353 = llvm.insertelement %351, %0[%352 : i64] : vector<16xf32>
      %354 = llvm.mlir.constant(1 : i64) : i64
      %355 = llvm.extractelement %348[%354 : i64] : vector<16xf32>
      %356 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%355) : (f32) -> f32
      %357 = llvm.mlir.constant(1 : i64) : i64
      %358 = llvm.insertelement %356, %353[%357 : i64] : vector<16xf32>
      %359 = llvm.mlir.constant(2 : i64) : i64
      %360 = llvm.extractelement %348[%359 : i64] : vector<16xf32>
      %361 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%360) : (f32) -> f32
      %362 = llvm.mlir.constant(2 : i64) : i64
      %363 = llvm.insertelement %361, %358[%362 : i64] : vector<16xf32>
      %364 = llvm.mlir.constant(3 : i64) : i64
      %365 = llvm.extractelement %348[%364 : i64] : vector<16xf32>
      %366 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%365) : (f32) -> f32
      %367 = llvm.mlir.constant(3 : i64) : i64
      %368 = llvm.insertelement %366, %363[%367 : i64] : vector<16xf32>
      %369 = llvm.mlir.constant(4 : i64) : i64
      %370 = llvm.extractelement %348[%369 : i64] : vector<16xf32>
      %371 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%370) : (f32) -> f32
      %372 = llvm.mlir.constant(4 : i64) : i64
      %373 = llvm.insertelement %371, %368[%372 : i64] : vector<16xf32>
      %374 = llvm.mlir.constant(5 : i64) : i64
      %375 = llvm.extractelement %348[%374 : i64] : vector<16xf32>
      %376 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%375) : (f32) -> f32
      %377 = llvm.mlir.constant(5 : i64) : i64
      %378 = llvm.insertelement %376, %373[%377 : i64] : vector<16xf32>
      %379 = llvm.mlir.constant(6 : i64) : i64
      %380 = llvm.extractelement %348[%379 : i64] : vector<16xf32>
      %381 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%380) : (f32) -> f32
      %382 = llvm.mlir.constant(6 : i64) : i64
      %383 = llvm.insertelement %381, %378[%382 : i64] : vector<16xf32>
      %384 = llvm.mlir.constant(7 : i64) : i64
      %385 = llvm.extractelement %348[%384 : i64] : vector<16xf32>
      %386 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%385) : (f32) -> f32
      %387 = llvm.mlir.constant(7 : i64) : i64
      %388 = llvm.insertelement %386, %383[%387 : i64] : vector<16xf32>
      %389 = llvm.mlir.constant(8 : i64) : i64
      %390 = llvm.extractelement %348[%389 : i64] : vector<16xf32>
      %391 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%390) : (f32) -> f32
      %392 = llvm.mlir.constant(8 : i64) : i64
      %393 = llvm.insertelement %391, %388[%392 : i64] : vector<16xf32>
      %394 = llvm.mlir.constant(9 : i64) : i64
      %395 = llvm.extractelement %348[%394 : i64] : vector<16xf32>
      %396 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%395) : (f32) -> f32
      %397 = llvm.mlir.constant(9 : i64) : i64
      %398 = llvm.insertelement %396, %393[%397 : i64] : vector<16xf32>
      %399 = llvm.mlir.constant(10 : i64) : i64
      %400 = llvm.extractelement %348[%399 : i64] : vector<16xf32>
      %401 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%400) : (f32) -> f32
      %402 = llvm.mlir.constant(10 : i64) : i64
      %403 = llvm.insertelement %401, %398[%402 : i64] : vector<16xf32>
      %404 = llvm.mlir.constant(11 : i64) : i64
      %405 = llvm.extractelement %348[%404 : i64] : vector<16xf32>
      %406 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%405) : (f32) -> f32
      %407 = llvm.mlir.constant(11 : i64) : i64
      %408 = llvm.insertelement %406, %403[%407 : i64] : vector<16xf32>
      %409 = llvm.mlir.constant(12 : i64) : i64
      %410 = llvm.extractelement %348[%409 : i64] : vector<16xf32>
      %411 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%410) : (f32) -> f32
      %412 = llvm.mlir.constant(12 : i64) : i64
      %413 = llvm.insertelement %411, %408[%412 : i64] : vector<16xf32>
      %414 = llvm.mlir.constant(13 : i64) : i64
      %415 = llvm.extractelement %348[%414 : i64] : vector<16xf32>
      %416 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%415) : (f32) -> f32
      %417 = llvm.mlir.constant(13 : i64) : i64
      %418 = llvm.insertelement %416, %413[%417 : i64] : vector<16xf32>
      %419 = llvm.mlir.constant(14 : i64) : i64
      %420 = llvm.extractelement %348[%419 : i64] : vector<16xf32>
      %421 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%420) : (f32) -> f32
      %422 = llvm.mlir.constant(14 : i64) : i64
      %423 = llvm.insertelement %421, %418[%422 : i64] : vector<16xf32>
      %424 = llvm.mlir.constant(15 : i64) : i64
      %425 = llvm.extractelement %348[%424 : i64] : vector<16xf32>
      %426 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%425) : (f32) -> f32
      %427 = llvm.mlir.constant(15 : i64) : i64
      %428 = llvm.insertelement %426, %423[%427 : i64] : vector<16xf32>
      llvm.store %428, %27 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%8 : i32)
    ^bb18(%429: i32):  // 2 preds: ^bb17, ^bb21
      %430 = llvm.icmp "slt" %429, %24 : i32
      llvm.cond_br %430, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %431 = llvm.mul %429, %24 overflow<nsw> : i32
      %432 = llvm.getelementptr %27[%431] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %433 = llvm.mul %429, %12 overflow<nsw> : i32
      %434 = llvm.getelementptr %320[%433] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %435 = llvm.getelementptr %29[%429] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %436 = llvm.load %435 {alignment = 1 : i64} : !llvm.ptr -> i8
      %437 = llvm.icmp "ne" %436, %16 : i8
      llvm.cond_br %437, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %438 = llvm.load %432 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %438, %434 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %439 = llvm.add %429, %26 : i32
      llvm.br ^bb18(%439 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %440 = llvm.add %312, %26 : i32
      llvm.br ^bb11(%440 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h9cedc24f(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(96 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(128 : i32) : i32
    %6 = llvm.mlir.constant(96 : i32) : i32
    %7 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %8 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %9 = llvm.insertvalue %7, %0[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %1, %9[1] : !llvm_struct_6960aa
    %11 = llvm.insertvalue %8, %0[0] : !llvm_struct_6960aa
    %12 = llvm.insertvalue %1, %11[1] : !llvm_struct_6960aa
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.alloca %13 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %15 = llvm.alloca %13 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %16 = llvm.getelementptr %14[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %15, %16 : !llvm.ptr, !llvm.ptr
    %17 = llvm.getelementptr %14[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %14[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %14[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %14[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %20 : i64, !llvm.ptr
    %21 = llvm.getelementptr %14[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %14[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %14[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %23 : i32, !llvm.ptr
    %24 = llvm.getelementptr %14[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %25 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %25, %24 : i32, !llvm.ptr
    %26 = llvm.getelementptr %14[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg2, %26 : !llvm.ptr, !llvm.ptr
    %27 = llvm.alloca %13 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %28 = builtin.unrealized_conversion_cast %27 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %29 = llvm.getelementptr %27[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %14, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.getelementptr %27[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
    %32 = llvm.getelementptr %31[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %33 = llvm.load %32 : !llvm.ptr -> i32
    %34 = llvm.getelementptr %31[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.mlir.constant(6 : i32) : i32
    %37 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%37 : i32)
  ^bb1(%38: i32):  // 2 preds: ^bb3, ^bb5
    %39 = llvm.getelementptr %35[%38] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %36, %40 : i32, !llvm.ptr
    %41 = llvm.getelementptr %39[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %41 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %42 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.getelementptr %42[%43, %43] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %45 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.getelementptr %45[%46, %46] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %48 = llvm.call @printf(%47, %44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %49 = llvm.mlir.constant(1 : i32) : i32
    %50 = llvm.add %33, %49 : i32
    llvm.store %50, %32 : i32, !llvm.ptr
    llvm.br ^bb1(%33 : i32)
  ^bb4:  // pred: ^bb7
    %51 = llvm.mlir.constant(17 : i32) : i32
    %52 = llvm.icmp "uge" %33, %51 : i32
    llvm.cond_br %52, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%59 : i32)
  ^bb6:  // pred: ^bb7
    %53 = llvm.getelementptr %35[%59] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %55 = llvm.load %54 : !llvm.ptr -> i32
    %56 = llvm.icmp "eq" %55, %36 : i32
    %57 = llvm.mlir.constant(1 : i32) : i32
    %58 = llvm.add %59, %57 : i32
    llvm.cond_br %56, ^bb5, ^bb7(%58 : i32)
  ^bb7(%59: i32):  // 2 preds: ^bb0, ^bb6
    %60 = llvm.icmp "uge" %59, %33 : i32
    llvm.cond_br %60, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %61 = llvm.getelementptr %27[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %62 = llvm.load %61 : !llvm.ptr -> !llvm.ptr
    %63 = llvm.getelementptr %62[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %64 = llvm.load %63 : !llvm.ptr -> i32
    %65 = llvm.getelementptr %62[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %66 = llvm.load %65 : !llvm.ptr -> !llvm.ptr
    %67 = llvm.mlir.constant(2 : i32) : i32
    %68 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%68 : i32)
  ^bb9(%69: i32):  // 2 preds: ^bb11, ^bb13
    %70 = llvm.getelementptr %66[%69] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %71 = llvm.getelementptr %70[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %67, %71 : i32, !llvm.ptr
    %72 = llvm.getelementptr %70[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %72 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %73 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %74 = llvm.mlir.constant(0 : index) : i64
    %75 = llvm.getelementptr %73[%74, %74] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %76 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.getelementptr %76[%77, %77] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %79 = llvm.call @printf(%78, %75) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %80 = llvm.mlir.constant(1 : i32) : i32
    %81 = llvm.add %64, %80 : i32
    llvm.store %81, %63 : i32, !llvm.ptr
    llvm.br ^bb9(%64 : i32)
  ^bb12:  // pred: ^bb15
    %82 = llvm.mlir.constant(17 : i32) : i32
    %83 = llvm.icmp "uge" %64, %82 : i32
    llvm.cond_br %83, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%90 : i32)
  ^bb14:  // pred: ^bb15
    %84 = llvm.getelementptr %66[%90] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %85 = llvm.getelementptr %84[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %86 = llvm.load %85 : !llvm.ptr -> i32
    %87 = llvm.icmp "eq" %86, %67 : i32
    %88 = llvm.mlir.constant(1 : i32) : i32
    %89 = llvm.add %90, %88 : i32
    llvm.cond_br %87, ^bb13, ^bb15(%89 : i32)
  ^bb15(%90: i32):  // 2 preds: ^bb8, ^bb14
    %91 = llvm.icmp "uge" %90, %64 : i32
    llvm.cond_br %91, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_hcc9af27d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h9cedc24f(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
