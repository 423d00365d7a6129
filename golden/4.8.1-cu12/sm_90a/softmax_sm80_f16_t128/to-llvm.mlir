!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<32xf32>
      %1 = llvm.mlir.constant(16 : i64) : i64
      %2 = llvm.mlir.constant(1024 : i64) : i64
      %3 = llvm.mlir.constant(true) : i1
      %4 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(2 : i32) : i32
      %9 = llvm.mlir.constant(4096 : i32) : i32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(5000 : i32) : i32
      %12 = llvm.mlir.constant(1024 : i32) : i32
      %13 = llvm.mlir.constant(2048 : i32) : i32
      %14 = llvm.mlir.constant(3072 : i32) : i32
      %15 = llvm.mlir.constant(dense<0xFC00> : vector<32xf16>) : vector<32xf16>
      %16 = llvm.mlir.constant(0 : i8) : i8
      %17 = llvm.mlir.constant(1.44269502 : f32) : f32
      %18 = llvm.mlir.constant(-1 : i32) : i32
      %19 = llvm.mlir.constant(16 : i32) : i32
      %20 = llvm.mlir.constant(31 : i32) : i32
      %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %22 = llvm.mlir.constant(dense<1.44269502> : vector<32xf32>) : vector<32xf32>
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.ptrtoint %4 : !llvm.ptr<3> to i32
      %32 = nvvm.shfl.sync idx %18, %31, %7, %20 : i32 -> i32
      %33 = llvm.zext %32 : i32 to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      llvm.intr.assume %3 ["align"(%34, %2 : !llvm.ptr<3>, i64)] : i1
      %35 = llvm.ptrtoint %34 : !llvm.ptr<3> to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
      llvm.intr.assume %3 ["align"(%36, %1 : !llvm.ptr<3>, i64)] : i1
      %37 = llvm.getelementptr %34[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %38 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %39 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %40 = llvm.srem %38, %24 : i32
      %41 = llvm.sdiv %38, %24 : i32
      %42 = llvm.mul %41, %24 : i32
      %43 = llvm.icmp "ne" %38, %42 : i32
      %44 = llvm.mlir.constant(0 : i32) : i32
      %45 = llvm.icmp "slt" %38, %44 : i32
      %46 = llvm.mlir.constant(false) : i1
      %47 = llvm.icmp "ne" %45, %46 : i1
      %48 = llvm.and %43, %47 : i1
      %49 = llvm.mlir.constant(-1 : i32) : i32
      %50 = llvm.add %41, %49 : i32
      %51 = llvm.select %48, %50, %41 : i1, i32
      %52 = llvm.mul %38, %10 : i32
      %53 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %54 = llvm.mul %38, %10 overflow<nsw> : i32
      %55 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %56 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%7, %5, %6 : i32, f32, f32)
    ^bb1(%58: i32, %59: f32, %60: f32):  // 2 preds: ^bb0, ^bb7
      %61 = llvm.icmp "slt" %58, %8 : i32
      llvm.cond_br %61, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %62 = llvm.mul %58, %9 : i32
      %63 = llvm.add %62, %52 : i32
      %64 = llvm.mul %39, %11 overflow<nsw> : i32
      %65 = llvm.mul %58, %9 overflow<nsw> : i32
      %66 = llvm.add %64, %65 overflow<nsw> : i32
      %67 = llvm.getelementptr %53[%66] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %68 = llvm.getelementptr %67[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %69 = llvm.icmp "slt" %63, %11 : i32
      %70 = llvm.zext %69 : i1 to i8
      llvm.store %70, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %71 = llvm.add %63, %12 : i32
      %72 = llvm.icmp "slt" %71, %11 : i32
      %73 = llvm.zext %72 : i1 to i8
      llvm.store %73, %55 {alignment = 1 : i64} : i8, !llvm.ptr
      %74 = llvm.add %63, %13 : i32
      %75 = llvm.icmp "slt" %74, %11 : i32
      %76 = llvm.zext %75 : i1 to i8
      llvm.store %76, %56 {alignment = 2 : i64} : i8, !llvm.ptr
      %77 = llvm.add %63, %14 : i32
      %78 = llvm.icmp "slt" %77, %11 : i32
      %79 = llvm.zext %78 : i1 to i8
      llvm.store %79, %57 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %15, %29 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%7 : i32)
    ^bb3(%80: i32):  // 2 preds: ^bb2, ^bb6
      %81 = llvm.icmp "slt" %80, %23 : i32
      llvm.cond_br %81, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %82 = llvm.mul %80, %12 overflow<nsw> : i32
      %83 = llvm.getelementptr %68[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %84 = llvm.mul %80, %10 overflow<nsw> : i32
      %85 = llvm.getelementptr %29[%84] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %86 = llvm.getelementptr %30[%80] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %87 = llvm.load %86 {alignment = 1 : i64} : !llvm.ptr -> i8
      %88 = llvm.icmp "ne" %87, %16 : i8
      llvm.cond_br %88, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %89 = llvm.load %83 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %89, %85 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %90 = llvm.add %80, %25 : i32
      llvm.br ^bb3(%90 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %91 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %92 = llvm.fpext %91 : vector<32xf16> to vector<32xf32>
      %93 = llvm.intr.vector.reduce.fmaximum(%92) : (vector<32xf32>) -> f32
      %94 = llvm.intr.maximum(%93, %6) : (f32, f32) -> f32
      %95 = llvm.intr.maximum(%60, %94) : (f32, f32) -> f32
      %96 = llvm.mlir.poison : vector<32xf32>
      %97 = llvm.mlir.constant(0 : i32) : i32
      %98 = llvm.insertelement %95, %96[%97 : i32] : vector<32xf32>
      %99 = llvm.shufflevector %98, %96 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %100 = llvm.fsub %92, %99 : vector<32xf32>
      %101 = llvm.fmul %100, %22 : vector<32xf32>
      %102 = llvm.mlir.constant(0 : i64) : i64
      %103 = llvm.extractelement %101[%102 : i64] : vector<32xf32>
      %104 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%103) : (f32) -> f32
      %105 = llvm.mlir.constant(0 : i64) : i64
      %106 = llvm.insertelement %104, %0[%105 : i64] : vector<32xf32>
      %107 = llvm.mlir.constant(1 : i64) : i64
      %108 = llvm.extractelement %101[%107 : i64] : vector<32xf32>
      %109 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%108) : (f32) -> f32
      %110 = llvm.mlir.constant(1 : i64) : i64
      %111 = llvm.insertelement %109, %106[%110 : i64] : vector<32xf32>
      %112 = llvm.mlir.constant(2 : i64) : i64
      %113 = llvm.extractelement %101[%112 : i64] : vector<32xf32>
      %114 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%113) : (f32) -> f32
      %115 = llvm.mlir.constant(2 : i64) : i64
      %116 = llvm.insertelement %114, %111[%115 : i64] : vector<32xf32>
      %117 = llvm.mlir.constant(3 : i64) : i64
      %118 = llvm.extractelement %101[%117 : i64] : vector<32xf32>
      %119 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%118) : (f32) -> f32
      %120 = llvm.mlir.constant(3 : i64) : i64
      %121 = llvm.insertelement %119, %116[%120 : i64] : vector<32xf32>
      %122 = llvm.mlir.constant(4 : i64) : i64
      %123 = llvm.extractelement %101[%122 : i64] : vector<32xf32>
      %124 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%123) : (f32) -> f32
      %125 = llvm.mlir.constant(4 : i64) : i64
      %126 = llvm.insertelement %124, %121[%125 : i64] : vector<32xf32>
      %127 = llvm.mlir.constant(5 : i64) : i64
      %128 = llvm.extractelement %101[%127 : i64] : vector<32xf32>
      %129 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%128) : (f32) -> f32
      %130 = llvm.mlir.constant(5 : i64) : i64
      %131 = llvm.insertelement %129, %126[%130 : i64] : vector<32xf32>
      %132 = llvm.mlir.constant(6 : i64) : i64
      %133 = llvm.extractelement %101[%132 : i64] : vector<32xf32>
      %134 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%133) : (f32) -> f32
      %135 = llvm.mlir.constant(6 : i64) : i64
      %136 = llvm.insertelement %134, %131[%135 : i64] : vector<32xf32>
      %137 = llvm.mlir.constant(7 : i64) : i64
      %138 = llvm.extractelement %101[%137 : i64] : vector<32xf32>
      %139 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%138) : (f32) -> f32
      %140 = llvm.mlir.constant(7 : i64) : i64
      %141 = llvm.insertelement %139, %136[%140 : i64] : vector<32xf32>
      %142 = llvm.mlir.constant(8 : i64) : i64
      %143 = llvm.extractelement %101[%142 : i64] : vector<32xf32>
      %144 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%143) : (f32) -> f32
      %145 = llvm.mlir.constant(8 : i64) : i64
      %146 = llvm.insertelement %144, %141[%145 : i64] : vector<32xf32>
      %147 = llvm.mlir.constant(9 : i64) : i64
      %148 = llvm.extractelement %101[%147 : i64] : vector<32xf32>
      %149 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%148) : (f32) -> f32
      %150 = llvm.mlir.constant(9 : i64) : i64
      %151 = llvm.insertelement %149, %146[%150 : i64] : vector<32xf32>
      %152 = llvm.mlir.constant(10 : i64) : i64
      %153 = llvm.extractelement %101[%152 : i64] : vector<32xf32>
      %154 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%153) : (f32) -> f32
      %155 = llvm.mlir.constant(10 : i64) : i64
      %156 = llvm.insertelement %154, %151[%155 : i64] : vector<32xf32>
      %157 = llvm.mlir.constant(11 : i64) : i64
      %158 = llvm.extractelement %101[%157 : i64] : vector<32xf32>
      %159 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%158) : (f32) -> f32
      %160 = llvm.mlir.constant(11 : i64) : i64
      %161 = llvm.insertelement %159, %156[%160 : i64] : vector<32xf32>
      %162 = llvm.mlir.constant(12 : i64) : i64
      %163 = llvm.extractelement %101[%162 : i64] : vector<32xf32>
      %164 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%163) : (f32) -> f32
      %165 = llvm.mlir.constant(12 : i64) : i64
      %166 = llvm.insertelement %164, %161[%165 : i64] : vector<32xf32>
      %167 = llvm.mlir.constant(13 : i64) : i64
      %168 = llvm.extractelement %101[%167 : i64] : vector<32xf32>
      %169 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%168) : (f32) -> f32
      %170 = llvm.mlir.constant(13 : i64) : i64
      %171 = llvm.insertelement %169, %166[%170 : i64] : vector<32xf32>
      %172 = llvm.mlir.constant(14 : i64) : i64
      %173 = llvm.extractelement %101[%172 : i64] : vector<32xf32>
      %174 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%173) : (f32) -> f32
      %175 = llvm.mlir.constant(14 : i64) : i64
      %176 = llvm.insertelement %174, %171[%175 : i64] : vector<32xf32>
      %177 = llvm.mlir.constant(15 : i64) : i64
      %178 = llvm.extractelement %101[%177 : i64] : vector<32xf32>
      %179 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%178) : (f32) -> f32
      %180 = llvm.mlir.constant(15 : i64) : i64
      %181 = llvm.insertelement %179, %176[%180 : i64] : vector<32xf32>
      %182 = llvm.mlir.constant(16 : i64) : i64
      %183 = llvm.extractelement %101[%182 : i64] : vector<32xf32>
      %184 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%183) : (f32) -> f32
      %185 = llvm.mlir.constant(16 : i64) : i64
      %186 = llvm.insertelement %184, %181[%185 : i64] : vector<32xf32>
      %187 = llvm.mlir.constant(17 : i64) : i64
      %188 = llvm.extractelement %101[%187 : i64] : vector<32xf32>
      %189 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%188) : (f32) -> f32
      %190 = llvm.mlir.constant(17 : i64) : i64
      %191 = llvm.insertelement %189, %186[%190 : i64] : vector<32xf32>
      %192 = llvm.mlir.constant(18 : i64) : i64
      %193 = llvm.extractelement %101[%192 : i64] : vector<32xf32>
      %194 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%193) : (f32) -> f32
      %195 = llvm.mlir.constant(18 : i64) : i64
      %196 = llvm.insertelement %194, %191[%195 : i64] : vector<32xf32>
      %197 = llvm.mlir.constant(19 : i64) : i64
      %198 = llvm.extractelement %101[%197 : i64] : vector<32xf32>
      %199 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%198) : (f32) -> f32
      %200 = llvm.mlir.constant(19 : i64) : i64
      %201 = llvm.insertelement %199, %196[%200 : i64] : vector<32xf32>
      %202 = llvm.mlir.constant(20 : i64) : i64
      %203 = llvm.extractelement %101[%202 : i64] : vector<32xf32>
      %204 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%203) : (f32) -> f32
      %205 = llvm.mlir.constant(20 : i64) : i64
      %206 = llvm.insertelement %204, %201[%205 : i64] : vector<32xf32>
      %207 = llvm.mlir.constant(21 : i64) : i64
      %208 = llvm.extractelement %101[%207 : i64] : vector<32xf32>
      %209 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%208) : (f32) -> f32
      %210 = llvm.mlir.constant(21 : i64) : i64
      %211 = llvm.insertelement %209, %206[%210 : i64] : vector<32xf32>
      %212 = llvm.mlir.constant(22 : i64) : i64
      %213 = llvm.extractelement %101[%212 : i64] : vector<32xf32>
      %214 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%213) : (f32) -> f32
      %215 = llvm.mlir.constant(22 : i64) : i64
      %216 = llvm.insertelement %214, %211[%215 : i64] : vector<32xf32>
      %217 = llvm.mlir.constant(23 : i64) : i64
      %218 = llvm.extractelement %101[%217 : i64] : vector<32xf32>
      %219 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%218) : (f32) -> f32
      %220 = llvm.mlir.constant(23 : i64) : i64
      %221 = llvm.insertelement %219, %216[%220 : i64] : vector<32xf32>
      %222 = llvm.mlir.constant(24 : i64) : i64
      %223 = llvm.extractelement %101[%222 : i64] : vector<32xf32>
      %224 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%223) : (f32) -> f32
      %225 = llvm.mlir.constant(24 : i64) : i64
      %226 = llvm.insertelement %224, %221[%225 : i64] : vector<32xf32>
      %227 = llvm.mlir.constant(25 : i64) : i64
      %228 = llvm.extractelement %101[%227 : i64] : vector<32xf32>
      %229 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%228) : (f32) -> f32
      %230 = llvm.mlir.constant(25 : i64) : i64
      %231 = llvm.insertelement %229, %226[%230 : i64] : vector<32xf32>
      %232 = llvm.mlir.constant(26 : i64) : i64
      %233 = llvm.extractelement %101[%232 : i64] : vector<32xf32>
      %234 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%233) : (f32) -> f32
      %235 = llvm.mlir.constant(26 : i64) : i64
      %236 = llvm.insertelement %234, %231[%235 : i64] : vector<32xf32>
      %237 = llvm.mlir.constant(27 : i64) : i64
      %238 = llvm.extractelement %101[%237 : i64] : vector<32xf32>
      %239 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%238) : (f32) -> f32
      %240 = llvm.mlir.constant(27 : i64) : i64
      %241 = llvm.insertelement %239, %236[%240 : i64] : vector<32xf32>
      %242 = llvm.mlir.constant(28 : i64) : i64
      %243 = llvm.extractelement %101[%242 : i64] : vector<32xf32>
      %244 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%243) : (f32) -> f32
      %245 = llvm.mlir.constant(28 : i64) : i64
      %246 = llvm.insertelement %244, %241[%245 : i64] : vector<32xf32>
      %247 = llvm.mlir.constant(29 : i64) : i64
      %248 = llvm.extractelement %101[%247 : i64] : vector<32xf32>
      %249 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%248) : (f32) -> f32
      %250 = llvm.mlir.constant(29 : i64) : i64
      %251 = llvm.insertelement %249, %246[%250 : i64] : vector<32xf32>
      %252 = llvm.mlir.constant(30 : i64) : i64
      %253 = llvm.extractelement %101[%252 : i64] : vector<32xf32>
      %254 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%253) : (f32) -> f32
      %255 = llvm.mlir.constant(30 : i64) : i64
      %256 = llvm.insertelement %254, %251[%255 : i64] : vector<32xf32>
      %257 = llvm.mlir.constant(31 : i64) : i64
      %258 = llvm.extractelement %101[%257 : i64] : vector<32xf32>
      %259 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%258) : (f32) -> f32
      %260 = llvm.mlir.constant(31 : i64) : i64
      %261 = llvm.insertelement %259, %256[%260 : i64] : vector<32xf32>
      %262 = "llvm.intr.vector.reduce.fadd"(%5, %261) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %263 = llvm.fsub %60, %95 : f32
      %264 = llvm.fmul %263, %17 : f32
      %265 = llvm.call @__nv_exp2f(%264) : (f32) -> f32
      %266 = llvm.fmul %59, %265 : f32
      %267 = llvm.fadd %266, %262 : f32
      %268 = llvm.add %58, %25 : i32
      llvm.br ^bb1(%268, %267, %95 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %269 = nvvm.shfl.sync bfly %18, %60, %19, %20 : f32 -> f32
      %270 = nvvm.shfl.sync bfly %18, %59, %19, %20 : f32 -> f32
      %271 = llvm.intr.maximum(%60, %269) : (f32, f32) -> f32
      %272 = llvm.fsub %60, %271 : f32
      %273 = llvm.fmul %272, %17 : f32
      %274 = llvm.call @__nv_exp2f(%273) : (f32) -> f32
      %275 = llvm.fmul %59, %274 : f32
      %276 = llvm.fsub %269, %271 : f32
      %277 = llvm.fmul %276, %17 : f32
      %278 = llvm.call @__nv_exp2f(%277) : (f32) -> f32
      %279 = llvm.fmul %270, %278 : f32
      %280 = llvm.fadd %275, %279 : f32
      %281 = nvvm.shfl.sync bfly %18, %271, %10, %20 : f32 -> f32
      %282 = nvvm.shfl.sync bfly %18, %280, %10, %20 : f32 -> f32
      %283 = llvm.intr.maximum(%271, %281) : (f32, f32) -> f32
      %284 = llvm.fsub %271, %283 : f32
      %285 = llvm.fmul %284, %17 : f32
      %286 = llvm.call @__nv_exp2f(%285) : (f32) -> f32
      %287 = llvm.fmul %280, %286 : f32
      %288 = llvm.fsub %281, %283 : f32
      %289 = llvm.fmul %288, %17 : f32
      %290 = llvm.call @__nv_exp2f(%289) : (f32) -> f32
      %291 = llvm.fmul %282, %290 : f32
      %292 = llvm.fadd %287, %291 : f32
      %293 = nvvm.shfl.sync bfly %18, %283, %23, %20 : f32 -> f32
      %294 = nvvm.shfl.sync bfly %18, %292, %23, %20 : f32 -> f32
      %295 = llvm.intr.maximum(%283, %293) : (f32, f32) -> f32
      %296 = llvm.fsub %283, %295 : f32
      %297 = llvm.fmul %296, %17 : f32
      %298 = llvm.call @__nv_exp2f(%297) : (f32) -> f32
      %299 = llvm.fmul %292, %298 : f32
      %300 = llvm.fsub %293, %295 : f32
      %301 = llvm.fmul %300, %17 : f32
      %302 = llvm.call @__nv_exp2f(%301) : (f32) -> f32
      %303 = llvm.fmul %294, %302 : f32
      %304 = llvm.fadd %299, %303 : f32
      %305 = nvvm.shfl.sync bfly %18, %295, %8, %20 : f32 -> f32
      %306 = nvvm.shfl.sync bfly %18, %304, %8, %20 : f32 -> f32
      %307 = llvm.intr.maximum(%295, %305) : (f32, f32) -> f32
      %308 = llvm.fsub %295, %307 : f32
      %309 = llvm.fmul %308, %17 : f32
      %310 = llvm.call @__nv_exp2f(%309) : (f32) -> f32
      %311 = llvm.fmul %304, %310 : f32
      %312 = llvm.fsub %305, %307 : f32
      %313 = llvm.fmul %312, %17 : f32
      %314 = llvm.call @__nv_exp2f(%313) : (f32) -> f32
      %315 = llvm.fmul %306, %314 : f32
      %316 = llvm.fadd %311, %315 : f32
      %317 = nvvm.shfl.sync bfly %18, %307, %25, %20 : f32 -> f32
      %318 = nvvm.shfl.sync bfly %18, %316, %25, %20 : f32 -> f32
      %319 = llvm.intr.maximum(%307, %317) : (f32, f32) -> f32
      %320 = llvm.fsub %307, %319 : f32
      %321 = llvm.fmul %320, %17 : f32
      %322 = llvm.call @__nv_exp2f(%321) : (f32) -> f32
      %323 = llvm.fmul %316, %322 : f32
      %324 = llvm.fsub %317, %319 : f32
      %325 = llvm.fmul %324, %17 : f32
      %326 = llvm.call @__nv_exp2f(%325) : (f32) -> f32
      %327 = llvm.fmul %318, %326 : f32
      %328 = llvm.fadd %323, %327 : f32
      %329 = llvm.icmp "eq" %40, %7 : i32
      llvm.cond_br %329, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %330 = llvm.getelementptr %36[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %319, %330 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %331 = llvm.getelementptr %37[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %328, %331 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %332 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %333 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %334 = llvm.getelementptr %36[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %335 = llvm.load %334 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %336 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %337 = llvm.load %336 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %338 = llvm.intr.maximum(%332, %335) : (f32, f32) -> f32
      %339 = llvm.fsub %332, %338 : f32
      %340 = llvm.fmul %339, %17 : f32
      %341 = llvm.call @__nv_exp2f(%340) : (f32) -> f32
      %342 = llvm.fmul %333, %341 : f32
      %343 = llvm.fsub %335, %338 : f32
      %344 = llvm.fmul %343, %17 : f32
      %345 = llvm.call @__nv_exp2f(%344) : (f32) -> f32
      %346 = llvm.fmul %337, %345 : f32
      %347 = llvm.fadd %342, %346 : f32
      %348 = llvm.getelementptr %36[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %349 = llvm.load %348 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %350 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %351 = llvm.load %350 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %352 = llvm.intr.maximum(%338, %349) : (f32, f32) -> f32
      %353 = llvm.fsub %338, %352 : f32
      %354 = llvm.fmul %353, %17 : f32
      %355 = llvm.call @__nv_exp2f(%354) : (f32) -> f32
      %356 = llvm.fmul %347, %355 : f32
      %357 = llvm.fsub %349, %352 : f32
      %358 = llvm.fmul %357, %17 : f32
      %359 = llvm.call @__nv_exp2f(%358) : (f32) -> f32
      %360 = llvm.fmul %351, %359 : f32
      %361 = llvm.fadd %356, %360 : f32
      %362 = llvm.getelementptr %36[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %363 = llvm.load %362 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %364 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %365 = llvm.load %364 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %366 = llvm.intr.maximum(%352, %363) : (f32, f32) -> f32
      %367 = llvm.fsub %352, %366 : f32
      %368 = llvm.fmul %367, %17 : f32
      %369 = llvm.call @__nv_exp2f(%368) : (f32) -> f32
      %370 = llvm.fmul %361, %369 : f32
      %371 = llvm.fsub %363, %366 : f32
      %372 = llvm.fmul %371, %17 : f32
      %373 = llvm.call @__nv_exp2f(%372) : (f32) -> f32
      %374 = llvm.fmul %365, %373 : f32
      %375 = llvm.fadd %370, %374 : f32
      %376 = llvm.call @__nv_log2f(%375) : (f32) -> f32
      %377 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %378 = llvm.mul %38, %10 overflow<nsw> : i32
      %379 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %380 = llvm.mul %38, %10 : i32
      %381 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %382 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %383 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %384 = llvm.mlir.poison : vector<32xf32>
      %385 = llvm.mlir.constant(0 : i32) : i32
      %386 = llvm.insertelement %366, %384[%385 : i32] : vector<32xf32>
      %387 = llvm.shufflevector %386, %384 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %388 = llvm.mlir.poison : vector<32xf32>
      %389 = llvm.mlir.constant(0 : i32) : i32
      %390 = llvm.insertelement %376, %388[%389 : i32] : vector<32xf32>
      %391 = llvm.shufflevector %390, %388 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb11(%7 : i32)
    ^bb11(%392: i32):  // 2 preds: ^bb10, ^bb22
      %393 = llvm.icmp "slt" %392, %8 : i32
      llvm.cond_br %393, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %394 = llvm.mul %39, %11 overflow<nsw> : i32
      %395 = llvm.mul %392, %9 overflow<nsw> : i32
      %396 = llvm.add %394, %395 overflow<nsw> : i32
      %397 = llvm.getelementptr %377[%396] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %398 = llvm.getelementptr %397[%378] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %399 = llvm.getelementptr %379[%396] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %400 = llvm.getelementptr %399[%378] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %401 = llvm.mul %392, %9 : i32
      %402 = llvm.add %401, %380 : i32
      %403 = llvm.icmp "slt" %402, %11 : i32
      %404 = llvm.zext %403 : i1 to i8
      llvm.store %404, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %405 = llvm.add %402, %12 : i32
      %406 = llvm.icmp "slt" %405, %11 : i32
      %407 = llvm.zext %406 : i1 to i8
      llvm.store %407, %381 {alignment = 1 : i64} : i8, !llvm.ptr
      %408 = llvm.add %402, %13 : i32
      %409 = llvm.icmp "slt" %408, %11 : i32
      %410 = llvm.zext %409 : i1 to i8
      llvm.store %410, %382 {alignment = 2 : i64} : i8, !llvm.ptr
      %411 = llvm.add %402, %14 : i32
      %412 = llvm.icmp "slt" %411, %11 : i32
      %413 = llvm.zext %412 : i1 to i8
      llvm.store %413, %383 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %21, %27 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb13(%7 : i32)
    ^bb13(%414: i32):  // 2 preds: ^bb12, ^bb16
      %415 = llvm.icmp "slt" %414, %23 : i32
      llvm.cond_br %415, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %416 = llvm.mul %414, %12 overflow<nsw> : i32
      %417 = llvm.getelementptr %398[%416] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %418 = llvm.mul %414, %10 overflow<nsw> : i32
      %419 = llvm.getelementptr %27[%418] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %420 = llvm.getelementptr %28[%414] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %421 = llvm.load %420 {alignment = 1 : i64} : !llvm.ptr -> i8
      %422 = llvm.icmp "ne" %421, %16 : i8
      llvm.cond_br %422, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %423 = llvm.load %417 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %423, %419 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %424 = llvm.add %414, %25 : i32
      llvm.br ^bb13(%424 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %425 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %426 = llvm.fpext %425 : vector<32xf16> to vector<32xf32>
      %427 = llvm.fsub %426, %387 : vector<32xf32>
      %428 = llvm.fmul %427, %22 : vector<32xf32>
      %429 = llvm.fsub %428, %391 : vector<32xf32>
      %430 = llvm.mlir.constant(0 : i64) : i64
      %431 = llvm.extractelement %429[%430 : i64] : vector<32xf32>
      %432 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%431) : (f32) -> f32
      %433 = llvm.mlir.constant(0 : i64) : i64
      %434 = llvm.insertelement %432, %0[%433 : i64] : vector<32xf32>
      %435 = llvm.mlir.constant(1 : i64) : i64
      %436 = llvm.extractelement %429[%435 : i64] : vector<32xf32>
      %437 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%436) : (f32) -> f32
      %438 = llvm.mlir.constant(1 : i64) : i64
      %439 = llvm.insertelement %437, %434[%438 : i64] : vector<32xf32>
      %440 = llvm.mlir.constant(2 : i64) : i64
      %441 = llvm.extractelement %429[%440 : i64] : vector<32xf32>
      %442 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%441) : (f32) -> f32
      %443 = llvm.mlir.constant(2 : i64) : i64
      %444 = llvm.insertelement %442, %439[%443 : i64] : vector<32xf32>
      %445 = llvm.mlir.constant(3 : i64) : i64
      %446 = llvm.extractelement %429[%445 : i64] : vector<32xf32>
      %447 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%446) : (f32) -> f32
      %448 = llvm.mlir.constant(3 : i64) : i64
      %449 = llvm.insertelement %447, %444[%448 : i64] : vector<32xf32>
      %450 = llvm.mlir.constant(4 : i64) : i64
      %451 = llvm.extractelement %429[%450 : i64] : vector<32xf32>
      %452 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%451) : (f32) -> f32
      %453 = llvm.mlir.constant(4 : i64) : i64
      %454 = llvm.insertelement %452, %449[%453 : i64] : vector<32xf32>
      %455 = llvm.mlir.constant(5 : i64) : i64
      %456 = llvm.extractelement %429[%455 : i64] : vector<32xf32>
      %457 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%456) : (f32) -> f32
      %458 = llvm.mlir.constant(5 : i64) : i64
      %459 = llvm.insertelement %457, %454[%458 : i64] : vector<32xf32>
      %460 = llvm.mlir.constant(6 : i64) : i64
      %461 = llvm.extractelement %429[%460 : i64] : vector<32xf32>
      %462 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%461) : (f32) -> f32
      %463 = llvm.mlir.constant(6 : i64) : i64
      %464 = llvm.insertelement %462, %459[%463 : i64] : vector<32xf32>
      %465 = llvm.mlir.constant(7 : i64) : i64
      %466 = llvm.extractelement %429[%465 : i64] : vector<32xf32>
      %467 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%466) : (f32) -> f32
      %468 = llvm.mlir.constant(7 : i64) : i64
      %469 = llvm.insertelement %467, %464[%468 : i64] : vector<32xf32>
      %470 = llvm.mlir.constant(8 : i64) : i64
      %471 = llvm.extractelement %429[%470 : i64] : vector<32xf32>
      %472 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%471) : (f32) -> f32
      %473 = llvm.mlir.constant(8 : i64) : i64
      %474 = llvm.insertelement %472, %469[%473 : i64] : vector<32xf32>
      %475 = llvm.mlir.constant(9 : i64) : i64
      %476 = llvm.extractelement %429[%475 : i64] : vector<32xf32>
      %477 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%476) : (f32) -> f32
      %478 = llvm.mlir.constant(9 : i64) : i64
      %479 = llvm.insertelement %477, %474[%478 : i64] : vector<32xf32>
      %480 = llvm.mlir.constant(10 : i64) : i64
      %481 = llvm.extractelement %429[%480 : i64] : vector<32xf32>
      %482 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%481) : (f32) -> f32
      %483 = llvm.mlir.constant(10 : i64) : i64
      %484 = llvm.insertelement %482, %479[%483 : i64] : vector<32xf32>
      %485 = llvm.mlir.constant(11 : i64) : i64
      %486 = llvm.extractelement %429[%485 : i64] : vector<32xf32>
      %487 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%486) : (f32) -> f32
      %488 = llvm.mlir.constant(11 : i64) : i64
      %489 = llvm.insertelement %487, %484[%488 : i64] : vector<32xf32>
      %490 = llvm.mlir.constant(12 : i64) : i64
      %491 = llvm.extractelement %429[%490 : i64] : vector<32xf32>
      %492 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%491) : (f32) -> f32
      %493 = llvm.mlir.constant(12 : i64) : i64
      %494 = llvm.insertelement %492, %489[%493 : i64] : vector<32xf32>
      %495 = llvm.mlir.constant(13 : i64) : i64
      %496 = llvm.extractelement %429[%495 : i64] : vector<32xf32>
      %497 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%496) : (f32) -> f32
      %498 = llvm.mlir.constant(13 : i64) : i64
      %499 = llvm.insertelement %497, %494[%498 : i64] : vector<32xf32>
      %500 = llvm.mlir.constant(14 : i64) : i64
      %501 = llvm.extractelement %429[%500 : i64] : vector<32xf32>
      %502 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%501) : (f32) -> f32
      %503 = llvm.mlir.constant(14 : i64) : i64
      %504 = llvm.insertelement %502, %499[%503 : i64] : vector<32xf32>
      %505 = llvm.mlir.constant(15 : i64) : i64
      %506 = llvm.extractelement %429[%505 : i64] : vector<32xf32>
      %507 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%506) : (f32) -> f32
      %508 = llvm.mlir.constant(15 : i64) : i64
      %509 = llvm.insertelement %507, %504[%508 : i64] : vector<32xf32>
      %510 = llvm.mlir.constant(16 : i64) : i64
      %511 = llvm.extractelement %429[%510 : i64] : vector<32xf32>
      %512 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%511) : (f32) -> f32
      %513 = llvm.mlir.constant(16 : i64) : i64
      %514 = llvm.insertelement %512, %509[%513 : i64] : vector<32xf32>
      %515 = llvm.mlir.constant(17 : i64) : i64
      %516 = llvm.extractelement %429[%515 : i64] : vector<32xf32>
      %517 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%516) : (f32) -> f32
      %518 = llvm.mlir.constant(17 : i64) : i64
      %519 = llvm.insertelement %517, %514[%518 : i64] : vector<32xf32>
      %520 = llvm.mlir.constant(18 : i64) : i64
      %521 = llvm.extractelement %429[%520 : i64] : vector<32xf32>
      %522 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%521) : (f32) -> f32
      %523 = llvm.mlir.constant(18 : i64) : i64
      %524 = llvm.insertelement %522, %519[%523 : i64] : vector<32xf32>
      %525 = llvm.mlir.constant(19 : i64) : i64
      %526 = llvm.extractelement %429[%525 : i64] : vector<32xf32>
      %527 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%526) : (f32) -> f32
      %528 = llvm.mlir.constant(19 : i64) : i64
      %529 = llvm.insertelement %527, %524[%528 : i64] : vector<32xf32>
      %530 = llvm.mlir.constant(20 : i64) : i64
      %531 = llvm.extractelement %429[%530 : i64] : vector<32xf32>
      %532 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%531) : (f32) -> f32
      %533 = llvm.mlir.constant(20 : i64) : i64
      %534 = llvm.insertelement %532, %529[%533 : i64] : vector<32xf32>
      %535 = llvm.mlir.constant(21 : i64) : i64
      %536 = llvm.extractelement %429[%535 : i64] : vector<32xf32>
      %537 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%536) : (f32) -> f32
      %538 = llvm.mlir.constant(21 : i64) : i64
      %539 = llvm.insertelement %537, %534[%538 : i64] : vector<32xf32>
      %540 = llvm.mlir.constant(22 : i64) : i64
      %541 = llvm.extractelement %429[%540 : i64] : vector<32xf32>
      %542 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%541) : (f32) -> f32
      %543 = llvm.mlir.constant(22 : i64) : i64
      %544 = llvm.insertelement %542, %539[%543 : i64] : vector<32xf32>
      %545 = llvm.mlir.constant(23 : i64) : i64
      %546 = llvm.extractelement %429[%545 : i64] : vector<32xf32>
      %547 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%546) : (f32) -> f32
      %548 = llvm.mlir.constant(23 : i64) : i64
      %549 = llvm.insertelement %547, %544[%548 : i64] : vector<32xf32>
      %550 = llvm.mlir.constant(24 : i64) : i64
      %551 = llvm.extractelement %429[%550 : i64] : vector<32xf32>
      %552 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%551) : (f32) -> f32
      %553 = llvm.mlir.constant(24 : i64) : i64
      %554 = llvm.insertelement %552, %549[%553 : i64] : vector<32xf32>
      %555 = llvm.mlir.constant(25 : i64) : i64
      %556 = llvm.extractelement %429[%555 : i64] : vector<32xf32>
      %557 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%556) : (f32) -> f32
      %558 = llvm.mlir.constant(25 : i64) : i64
      %559 = llvm.insertelement %557, %554[%558 : i64] : vector<32xf32>
      %560 = llvm.mlir.constant(26 : i64) : i64
      %561 = llvm.extractelement %429[%560 : i64] : vector<32xf32>
      %562 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%561) : (f32) -> f32
      %563 = llvm.mlir.constant(26 : i64) : i64
      %564 = llvm.insertelement %562, %559[%563 : i64] : vector<32xf32>
      %565 = llvm.mlir.constant(27 : i64) : i64
      %566 = llvm.extractelement %429[%565 : i64] : vector<32xf32>
      %567 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%566) : (f32) -> f32
      %568 = llvm.mlir.constant(27 : i64) : i64
      %569 = llvm.insertelement %567, %564[%568 : i64] : vector<32xf32>
      %570 = llvm.mlir.constant(28 : i64) : i64
      %571 = llvm.extractelement %429[%570 : i64] : vector<32xf32>
      %572 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%571) : (f32) -> f32
      %573 = llvm.mlir.constant(28 : i64) : i64
      %574 = llvm.insertelement %572, %569[%573 : i64] : vector<32xf32>
      %575 = llvm.mlir.constant(29 : i64) : i64
      %576 = llvm.extractelement %429[%575 : i64] : vector<32xf32>
      %577 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%576) : (f32) -> f32
      %578 = llvm.mlir.constant(29 : i64) : i64
      %579 = llvm.insertelement %577, %574[%578 : i64] : vector<32xf32>
      %580 = llvm.mlir.constant(30 : i64) : i64
      %581 = llvm.extractelement %429[%580 : i64] : vector<32xf32>
      %582 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%581) : (f32) -> f32
      %583 = llvm.mlir.constant(30 : i64) : i64
      %584 = llvm.insertelement %582, %579[%583 : i64] : vector<32xf32>
      %585 = llvm.mlir.constant(31 : i64) : i64
      %586 = llvm.extractelement %429[%585 : i64] : vector<32xf32>
      %587 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%586) : (f32) -> f32
      %588 = llvm.mlir.constant(31 : i64) : i64
      %589 = llvm.insertelement %587, %584[%588 : i64] : vector<32xf32>
      %590 = llvm.bitcast %589 : vector<32xf32> to vector<32xi32>
      %591 = llvm.mlir.undef : vector<16xi32>
      %592 = llvm.mlir.constant(0 : i64) : i64
      %593 = llvm.mlir.constant(0 : i64) : i64
      %594 = llvm.extractelement %590[%593 : i64] : vector<32xi32>
      %595 = llvm.mlir.constant(1 : i64) : i64
      %596 = llvm.extractelement %590[%595 : i64] : vector<32xi32>
      %597 = llvm.bitcast %594 : i32 to f32
      %598 = llvm.bitcast %596 : i32 to f32
      %599 = nvvm.convert.f32x2.to.f16x2 %598, %597 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %600 = llvm.bitcast %599 : vector<2xf16> to i32
      %601 = llvm.insertelement %600, %591[%592 : i64] : vector<16xi32>
      %602 = llvm.mlir.constant(1 : i64) : i64
      %603 = llvm.mlir.constant(2 : i64) : i64
      %604 = llvm.extractelement %590[%603 : i64] : vector<32xi32>
      %605 = llvm.mlir.constant(3 : i64) : i64
      %606 = llvm.extractelement %590[%605 : i64] : vector<32xi32>
      %607 = llvm.bitcast %604 : i32 to f32
      %608 = llvm.bitcast %606 : i32 to f32
      %609 = nvvm.convert.f32x2.to.f16x2 %608, %607 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %610 = llvm.bitcast %609 : vector<2xf16> to i32
      %611 = llvm.insertelement %610, %601[%602 : i64] : vector<16xi32>
      %612 = llvm.mlir.constant(2 : i64) : i64
      %613 = llvm.mlir.constant(4 : i64) : i64
      %614 = llvm.extractelement %590[%613 : i64] : vector<32xi32>
      %615 = llvm.mlir.constant(5 : i64) : i64
      %616 = llvm.extractelement %590[%615 : i64] : vector<32xi32>
      %617 = llvm.bitcast %614 : i32 to f32
      %618 = llvm.bitcast %616 : i32 to f32
      %619 = nvvm.convert.f32x2.to.f16x2 %618, %617 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %620 = llvm.bitcast %619 : vector<2xf16> to i32
      %621 = llvm.insertelement %620, %611[%612 : i64] : vector<16xi32>
      %622 = llvm.mlir.constant(3 : i64) : i64
      %623 = llvm.mlir.constant(6 : i64) : i64
      %624 = llvm.extractelement %590[%623 : i64] : vector<32xi32>
      %625 = llvm.mlir.constant(7 : i64) : i64
      %626 = llvm.extractelement %590[%625 : i64] : vector<32xi32>
      %627 = llvm.bitcast %624 : i32 to f32
      %628 = llvm.bitcast %626 : i32 to f32
      %629 = nvvm.convert.f32x2.to.f16x2 %628, %627 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %630 = llvm.bitcast %629 : vector<2xf16> to i32
      %631 = llvm.insertelement %630, %621[%622 : i64] : vector<16xi32>
      %632 = llvm.mlir.constant(4 : i64) : i64
      %633 = llvm.mlir.constant(8 : i64) : i64
      %634 = llvm.extractelement %590[%633 : i64] : vector<32xi32>
      %635 = llvm.mlir.constant(9 : i64) : i64
      %636 = llvm.extractelement %590[%635 : i64] : vector<32xi32>
      %637 = llvm.bitcast %634 : i32 to f32
      %638 = llvm.bitcast %636 : i32 to f32
      %639 = nvvm.convert.f32x2.to.f16x2 %638, %637 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %640 = llvm.bitcast %639 : vector<2xf16> to i32
      %641 = llvm.insertelement %640, %631[%632 : i64] : vector<16xi32>
      %642 = llvm.mlir.constant(5 : i64) : i64
      %643 = llvm.mlir.constant(10 : i64) : i64
      %644 = llvm.extractelement %590[%643 : i64] : vector<32xi32>
      %645 = llvm.mlir.constant(11 : i64) : i64
      %646 = llvm.extractelement %590[%645 : i64] : vector<32xi32>
      %647 = llvm.bitcast %644 : i32 to f32
      %648 = llvm.bitcast %646 : i32 to f32
      %649 = nvvm.convert.f32x2.to.f16x2 %648, %647 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %650 = llvm.bitcast %649 : vector<2xf16> to i32
      %651 = llvm.insertelement %650, %641[%642 : i64] : vector<16xi32>
      %652 = llvm.mlir.constant(6 : i64) : i64
      %653 = llvm.mlir.constant(12 : i64) : i64
      %654 = llvm.extractelement %590[%653 : i64] : vector<32xi32>
      %655 = llvm.mlir.constant(13 : i64) : i64
      %656 = llvm.extractelement %590[%655 : i64] : vector<32xi32>
      %657 = llvm.bitcast %654 : i32 to f32
      %658 = llvm.bitcast %656 : i32 to f32
      %659 = nvvm.convert.f32x2.to.f16x2 %658, %657 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %660 = llvm.bitcast %659 : vector<2xf16> to i32
      %661 = llvm.insertelement %660, %651[%652 : i64] : vector<16xi32>
      %662 = llvm.mlir.constant(7 : i64) : i64
      %663 = llvm.mlir.constant(14 : i64) : i64
      %664 = llvm.extractelement %590[%663 : i64] : vector<32xi32>
      %665 = llvm.mlir.constant(15 : i64) : i64
      %666 = llvm.extractelement %590[%665 : i64] : vector<32xi32>
      %667 = llvm.bitcast %664 : i32 to f32
      %668 = llvm.bitcast %666 : i32 to f32
      %669 = nvvm.convert.f32x2.to.f16x2 %668, %667 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %670 = llvm.bitcast %669 : vector<2xf16> to i32
      %671 = llvm.insertelement %670, %661[%662 : i64] : vector<16xi32>
      %672 = llvm.mlir.constant(8 : i64) : i64
      %673 = llvm.mlir.constant(16 : i64) : i64
      %674 = llvm.extractelement %590[%673 : i64] : vector<32xi32>
      %675 = llvm.mlir.constant(17 : i64) : i64
      %676 = llvm.extractelement %590[%675 : i64] : vector<32xi32>
      %677 = llvm.bitcast %674 : i32 to f32
      %678 = llvm.bitcast %676 : i32 to f32
      %679 = nvvm.convert.f32x2.to.f16x2 %678, %677 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %680 = llvm.bitcast %679 : vector<2xf16> to i32
      %681 = llvm.insertelement %680, %671[%672 : i64] : vector<16xi32>
      %682 = llvm.mlir.constant(9 : i64) : i64
      %683 = llvm.mlir.constant(18 : i64) : i64
      %684 = llvm.extractelement %590[%683 : i64] : vector<32xi32>
      %685 = llvm.mlir.constant(19 : i64) : i64
      %686 = llvm.extractelement %590[%685 : i64] : vector<32xi32>
      %687 = llvm.bitcast %684 : i32 to f32
      %688 = llvm.bitcast %686 : i32 to f32
      %689 = nvvm.convert.f32x2.to.f16x2 %688, %687 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %690 = llvm.bitcast %689 : vector<2xf16> to i32
      %691 = llvm.insertelement %690, %681[%682 : i64] : vector<16xi32>
      %692 = llvm.mlir.constant(10 : i64) : i64
      %693 = llvm.mlir.constant(20 : i64) : i64
      %694 = llvm.extractelement %590[%693 : i64] : vector<32xi32>
      %695 = llvm.mlir.constant(21 : i64) : i64
      %696 = llvm.extractelement %590[%695 : i64] : vector<32xi32>
      %697 = llvm.bitcast %694 : i32 to f32
      %698 = llvm.bitcast %696 : i32 to f32
      %699 = nvvm.convert.f32x2.to.f16x2 %698, %697 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %700 = llvm.bitcast %699 : vector<2xf16> to i32
      %701 = llvm.insertelement %700, %691[%692 : i64] : vector<16xi32>
      %702 = llvm.mlir.constant(11 : i64) : i64
      %703 = llvm.mlir.constant(22 : i64) : i64
      %704 = llvm.extractelement %590[%703 : i64] : vector<32xi32>
      %705 = llvm.mlir.constant(23 : i64) : i64
      %706 = llvm.extractelement %590[%705 : i64] : vector<32xi32>
      %707 = llvm.bitcast %704 : i32 to f32
      %708 = llvm.bitcast %706 : i32 to f32
      %709 = nvvm.convert.f32x2.to.f16x2 %708, %707 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %710 = llvm.bitcast %709 : vector<2xf16> to i32
      %711 = llvm.insertelement %710, %701[%702 : i64] : vector<16xi32>
      %712 = llvm.mlir.constant(12 : i64) : i64
      %713 = llvm.mlir.constant(24 : i64) : i64
      %714 = llvm.extractelement %590[%713 : i64] : vector<32xi32>
      %715 = llvm.mlir.constant(25 : i64) : i64
      %716 = llvm.extractelement %590[%715 : i64] : vector<32xi32>
      %717 = llvm.bitcast %714 : i32 to f32
      %718 = llvm.bitcast %716 : i32 to f32
      %719 = nvvm.convert.f32x2.to.f16x2 %718, %717 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %720 = llvm.bitcast %719 : vector<2xf16> to i32
      %721 = llvm.insertelement %720, %711[%712 : i64] : vector<16xi32>
      %722 = llvm.mlir.constant(13 : i64) : i64
      %723 = llvm.mlir.constant(26 : i64) : i64
      %724 = llvm.extractelement %590[%723 : i64] : vector<32xi32>
      %725 = llvm.mlir.constant(27 : i64) : i64
      %726 = llvm.extractelement %590[%725 : i64] : vector<32xi32>
      %727 = llvm.bitcast %724 : i32 to f32
      %728 = llvm.bitcast %726 : i32 to f32
      %729 = nvvm.convert.f32x2.to.f16x2 %728, %727 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %730 = llvm.bitcast %729 : vector<2xf16> to i32
      %731 = llvm.insertelement %730, %721[%722 : i64] : vector<16xi32>
      %732 = llvm.mlir.constant(14 : i64) : i64
      %733 = llvm.mlir.constant(28 : i64) : i64
      %734 = llvm.extractelement %590[%733 : i64] : vector<32xi32>
      %735 = llvm.mlir.constant(29 : i64) : i64
      %736 = llvm.extractelement %590[%735 : i64] : vector<32xi32>
      %737 = llvm.bitcast %734 : i32 to f32
      %738 = llvm.bitcast %736 : i32 to f32
      %739 = nvvm.convert.f32x2.to.f16x2 %738, %737 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %740 = llvm.bitcast %739 : vector<2xf16> to i32
      %741 = llvm.insertelement %740, %731[%732 : i64] : vector<16xi32>
      %742 = llvm.mlir.constant(15 : i64) : i64
      %743 = llvm.mlir.constant(30 : i64) : i64
      %744 = llvm.extractelement %590[%743 : i64] : vector<32xi32>
      %745 = llvm.mlir.constant(31 : i64) : i64
      %746 = llvm.extractelement %590[%745 : i64] : vector<32xi32>
      %747 = llvm.bitcast %744 : i32 to f32
      %748 = llvm.bitcast %746 : i32 to f32
      %749 = nvvm.convert.f32x2.to.f16x2 %748, %747 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %750 = llvm.bitcast %749 : vector<2xf16> to i32
      %751 = llvm.insertelement %750, %741[%742 : i64] : vector<16xi32>
      %752 = llvm.bitcast %751 : vector<16xi32> to vector<32xf16>
      llvm.store %752, %26 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb18(%7 : i32)
    ^bb18(%753: i32):  // 2 preds: ^bb17, ^bb21
      %754 = llvm.icmp "slt" %753, %23 : i32
      llvm.cond_br %754, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %755 = llvm.mul %753, %10 overflow<nsw> : i32
      %756 = llvm.getelementptr %26[%755] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %757 = llvm.mul %753, %12 overflow<nsw> : i32
      %758 = llvm.getelementptr %400[%757] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %759 = llvm.getelementptr %28[%753] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %760 = llvm.load %759 {alignment = 1 : i64} : !llvm.ptr -> i8
      %761 = llvm.icmp "ne" %760, %16 : i8
      llvm.cond_br %761, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %762 = llvm.load %756 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %762, %758 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %763 = llvm.add %753, %25 : i32
      llvm.br ^bb18(%763 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %764 = llvm.add %392, %25 : i32
      llvm.br ^bb11(%764 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_hd7856c87(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h7dc3ff33_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h7e01d5a6(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_hd7856c87(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
