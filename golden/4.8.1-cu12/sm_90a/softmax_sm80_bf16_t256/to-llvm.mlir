!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @__nv_log2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.poison : vector<16xf32>
      %1 = llvm.mlir.constant(16 : i64) : i64
      %2 = llvm.mlir.constant(1024 : i64) : i64
      %3 = llvm.mlir.constant(true) : i1
      %4 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %5 = llvm.mlir.constant(32 : i32) : i32
      %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %7 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.mlir.constant(4096 : i32) : i32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(5000 : i32) : i32
      %12 = llvm.mlir.constant(2048 : i32) : i32
      %13 = llvm.mlir.constant(dense<0xFF80> : vector<16xbf16>) : vector<16xbf16>
      %14 = llvm.mlir.constant(0 : i8) : i8
      %15 = llvm.mlir.constant(1.44269502 : f32) : f32
      %16 = llvm.mlir.constant(-1 : i32) : i32
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(4 : i32) : i32
      %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xbf16>) : vector<16xbf16>
      %20 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %21 = llvm.mlir.constant(2 : i32) : i32
      %22 = llvm.mlir.constant(16 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.ptrtoint %4 : !llvm.ptr<3> to i32
      %30 = nvvm.shfl.sync idx %16, %29, %8, %17 : i32 -> i32
      %31 = llvm.zext %30 : i32 to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<3>
      llvm.intr.assume %3 ["align"(%32, %2 : !llvm.ptr<3>, i64)] : i1
      %33 = llvm.ptrtoint %32 : !llvm.ptr<3> to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      llvm.intr.assume %3 ["align"(%34, %1 : !llvm.ptr<3>, i64)] : i1
      %35 = llvm.getelementptr %32[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %36 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %3 ["align"(%37, %1 : !llvm.ptr<3>, i64)] : i1
      %38 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %39 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %40 = llvm.srem %38, %5 : i32
      %41 = llvm.sdiv %38, %5 : i32
      %42 = llvm.mul %41, %5 : i32
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
      %55 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%8, %6, %7 : i32, f32, f32)
    ^bb1(%56: i32, %57: f32, %58: f32):  // 2 preds: ^bb0, ^bb7
      %59 = llvm.icmp "slt" %56, %21 : i32
      llvm.cond_br %59, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %60 = llvm.mul %56, %9 : i32
      %61 = llvm.add %60, %52 : i32
      %62 = llvm.mul %39, %11 overflow<nsw> : i32
      %63 = llvm.mul %56, %9 overflow<nsw> : i32
      %64 = llvm.add %62, %63 overflow<nsw> : i32
      %65 = llvm.getelementptr %53[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %66 = llvm.getelementptr %65[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %67 = llvm.icmp "slt" %61, %11 : i32
      %68 = llvm.zext %67 : i1 to i8
      llvm.store %68, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %69 = llvm.add %61, %12 : i32
      %70 = llvm.icmp "slt" %69, %11 : i32
      %71 = llvm.zext %70 : i1 to i8
      llvm.store %71, %55 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %27 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      llvm.br ^bb3(%8 : i32)
    ^bb3(%72: i32):  // 2 preds: ^bb2, ^bb6
      %73 = llvm.icmp "slt" %72, %21 : i32
      llvm.cond_br %73, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %74 = llvm.mul %72, %12 overflow<nsw> : i32
      %75 = llvm.getelementptr %66[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %76 = llvm.mul %72, %10 overflow<nsw> : i32
      %77 = llvm.getelementptr %27[%76] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %78 = llvm.getelementptr %28[%72] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %79 = llvm.load %78 {alignment = 1 : i64} : !llvm.ptr -> i8
      %80 = llvm.icmp "ne" %79, %14 : i8
      llvm.cond_br %80, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %81 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %81, %77 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %82 = llvm.add %72, %23 : i32
      llvm.br ^bb3(%82 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %83 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      %84 = llvm.fpext %83 : vector<16xbf16> to vector<16xf32>
      %85 = llvm.intr.vector.reduce.fmaximum(%84) : (vector<16xf32>) -> f32
      %86 = llvm.intr.maximum(%85, %7) : (f32, f32) -> f32
      %87 = llvm.intr.maximum(%58, %86) : (f32, f32) -> f32
      %88 = llvm.mlir.poison : vector<16xf32>
      %89 = llvm.mlir.constant(0 : i32) : i32
      %90 = llvm.insertelement %87, %88[%89 : i32] : vector<16xf32>
      %91 = llvm.shufflevector %90, %88 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %92 = llvm.fsub %84, %91 : vector<16xf32>
      %93 = llvm.fmul %92, %20 : vector<16xf32>
      %94 = llvm.mlir.constant(0 : i64) : i64
      %95 = llvm.extractelement %93[%94 : i64] : vector<16xf32>
      %96 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%95) : (f32) -> f32
      %97 = llvm.mlir.constant(0 : i64) : i64
      %98 = llvm.insertelement %96, %0[%97 : i64] : vector<16xf32>
      %99 = llvm.mlir.constant(1 : i64) : i64
      %100 = llvm.extractelement %93[%99 : i64] : vector<16xf32>
      %101 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%100) : (f32) -> f32
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.insertelement %101, %98[%102 : i64] : vector<16xf32>
      %104 = llvm.mlir.constant(2 : i64) : i64
      %105 = llvm.extractelement %93[%104 : i64] : vector<16xf32>
      %106 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%105) : (f32) -> f32
      %107 = llvm.mlir.constant(2 : i64) : i64
      %108 = llvm.insertelement %106, %103[%107 : i64] : vector<16xf32>
      %109 = llvm.mlir.constant(3 : i64) : i64
      %110 = llvm.extractelement %93[%109 : i64] : vector<16xf32>
      %111 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%110) : (f32) -> f32
      %112 = llvm.mlir.constant(3 : i64) : i64
      %113 = llvm.insertelement %111, %108[%112 : i64] : vector<16xf32>
      %114 = llvm.mlir.constant(4 : i64) : i64
      %115 = llvm.extractelement %93[%114 : i64] : vector<16xf32>
      %116 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%115) : (f32) -> f32
      %117 = llvm.mlir.constant(4 : i64) : i64
      %118 = llvm.insertelement %116, %113[%117 : i64] : vector<16xf32>
      %119 = llvm.mlir.constant(5 : i64) : i64
      %120 = llvm.extractelement %93[%119 : i64] : vector<16xf32>
      %121 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%120) : (f32) -> f32
      %122 = llvm.mlir.constant(5 : i64) : i64
      %123 = llvm.insertelement %121, %118[%122 : i64] : vector<16xf32>
      %124 = llvm.mlir.constant(6 : i64) : i64
      %125 = llvm.extractelement %93[%124 : i64] : vector<16xf32>
      %126 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%125) : (f32) -> f32
      %127 = llvm.mlir.constant(6 : i64) : i64
      %128 = llvm.insertelement %126, %123[%127 : i64] : vector<16xf32>
      %129 = llvm.mlir.constant(7 : i64) : i64
      %130 = llvm.extractelement %93[%129 : i64] : vector<16xf32>
      %131 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%130) : (f32) -> f32
      %132 = llvm.mlir.constant(7 : i64) : i64
      %133 = llvm.insertelement %131, %128[%132 : i64] : vector<16xf32>
      %134 = llvm.mlir.constant(8 : i64) : i64
      %135 = llvm.extractelement %93[%134 : i64] : vector<16xf32>
      %136 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%135) : (f32) -> f32
      %137 = llvm.mlir.constant(8 : i64) : i64
      %138 = llvm.insertelement %136, %133[%137 : i64] : vector<16xf32>
      %139 = llvm.mlir.constant(9 : i64) : i64
      %140 = llvm.extractelement %93[%139 : i64] : vector<16xf32>
      %141 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%140) : (f32) -> f32
      %142 = llvm.mlir.constant(9 : i64) : i64
      %143 = llvm.insertelement %141, %138[%142 : i64] : vector<16xf32>
      %144 = llvm.mlir.constant(10 : i64) : i64
      %145 = llvm.extractelement %93[%144 : i64] : vector<16xf32>
      %146 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%145) : (f32) -> f32
      %147 = llvm.mlir.constant(10 : i64) : i64
      %148 = llvm.insertelement %146, %143[%147 : i64] : vector<16xf32>
      %149 = llvm.mlir.constant(11 : i64) : i64
      %150 = llvm.extractelement %93[%149 : i64] : vector<16xf32>
      %151 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%150) : (f32) -> f32
      %152 = llvm.mlir.constant(11 : i64) : i64
      %153 = llvm.insertelement %151, %148[%152 : i64] : vector<16xf32>
      %154 = llvm.mlir.constant(12 : i64) : i64
      %155 = llvm.extractelement %93[%154 : i64] : vector<16xf32>
      %156 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%155) : (f32) -> f32
      %157 = llvm.mlir.constant(12 : i64) : i64
      %158 = llvm.insertelement %156, %153[%157 : i64] : vector<16xf32>
      %159 = llvm.mlir.constant(13 : i64) : i64
      %160 = llvm.extractelement %93[%159 : i64] : vector<16xf32>
      %161 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%160) : (f32) -> f32
      %162 = llvm.mlir.constant(13 : i64) : i64
      %163 = llvm.insertelement %161, %158[%162 : i64] : vector<16xf32>
      %164 = llvm.mlir.constant(14 : i64) : i64
      %165 = llvm.extractelement %93[%164 : i64] : vector<16xf32>
      %166 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%165) : (f32) -> f32
      %167 = llvm.mlir.constant(14 : i64) : i64
      %168 = llvm.insertelement %166, %163[%167 : i64] : vector<16xf32>
      %169 = llvm.mlir.constant(15 : i64) : i64
      %170 = llvm.extractelement %93[%169 : i64] : vector<16xf32>
      %171 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%170) : (f32) -> f32
      %172 = llvm.mlir.constant(15 : i64) : i64
      %173 = llvm.insertelement %171, %168[%172 : i64] : vector<16xf32>
      %174 = "llvm.intr.vector.reduce.fadd"(%6, %173) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %175 = llvm.fsub %58, %87 : f32
      %176 = llvm.fmul %175, %15 : f32
      %177 = llvm.call @__nv_exp2f(%176) : (f32) -> f32
      %178 = llvm.fmul %57, %177 : f32
      %179 = llvm.fadd %178, %174 : f32
      %180 = llvm.add %56, %23 : i32
      llvm.br ^bb1(%180, %179, %87 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %181 = nvvm.shfl.sync bfly %16, %58, %22, %17 : f32 -> f32
      %182 = nvvm.shfl.sync bfly %16, %57, %22, %17 : f32 -> f32
      %183 = llvm.intr.maximum(%58, %181) : (f32, f32) -> f32
      %184 = llvm.fsub %58, %183 : f32
      %185 = llvm.fmul %184, %15 : f32
      %186 = llvm.call @__nv_exp2f(%185) : (f32) -> f32
      %187 = llvm.fmul %57, %186 : f32
      %188 = llvm.fsub %181, %183 : f32
      %189 = llvm.fmul %188, %15 : f32
      %190 = llvm.call @__nv_exp2f(%189) : (f32) -> f32
      %191 = llvm.fmul %182, %190 : f32
      %192 = llvm.fadd %187, %191 : f32
      %193 = nvvm.shfl.sync bfly %16, %183, %10, %17 : f32 -> f32
      %194 = nvvm.shfl.sync bfly %16, %192, %10, %17 : f32 -> f32
      %195 = llvm.intr.maximum(%183, %193) : (f32, f32) -> f32
      %196 = llvm.fsub %183, %195 : f32
      %197 = llvm.fmul %196, %15 : f32
      %198 = llvm.call @__nv_exp2f(%197) : (f32) -> f32
      %199 = llvm.fmul %192, %198 : f32
      %200 = llvm.fsub %193, %195 : f32
      %201 = llvm.fmul %200, %15 : f32
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.fmul %194, %202 : f32
      %204 = llvm.fadd %199, %203 : f32
      %205 = nvvm.shfl.sync bfly %16, %195, %18, %17 : f32 -> f32
      %206 = nvvm.shfl.sync bfly %16, %204, %18, %17 : f32 -> f32
      %207 = llvm.intr.maximum(%195, %205) : (f32, f32) -> f32
      %208 = llvm.fsub %195, %207 : f32
      %209 = llvm.fmul %208, %15 : f32
      %210 = llvm.call @__nv_exp2f(%209) : (f32) -> f32
      %211 = llvm.fmul %204, %210 : f32
      %212 = llvm.fsub %205, %207 : f32
      %213 = llvm.fmul %212, %15 : f32
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.fmul %206, %214 : f32
      %216 = llvm.fadd %211, %215 : f32
      %217 = nvvm.shfl.sync bfly %16, %207, %21, %17 : f32 -> f32
      %218 = nvvm.shfl.sync bfly %16, %216, %21, %17 : f32 -> f32
      %219 = llvm.intr.maximum(%207, %217) : (f32, f32) -> f32
      %220 = llvm.fsub %207, %219 : f32
      %221 = llvm.fmul %220, %15 : f32
      %222 = llvm.call @__nv_exp2f(%221) : (f32) -> f32
      %223 = llvm.fmul %216, %222 : f32
      %224 = llvm.fsub %217, %219 : f32
      %225 = llvm.fmul %224, %15 : f32
      %226 = llvm.call @__nv_exp2f(%225) : (f32) -> f32
      %227 = llvm.fmul %218, %226 : f32
      %228 = llvm.fadd %223, %227 : f32
      %229 = nvvm.shfl.sync bfly %16, %219, %23, %17 : f32 -> f32
      %230 = nvvm.shfl.sync bfly %16, %228, %23, %17 : f32 -> f32
      %231 = llvm.intr.maximum(%219, %229) : (f32, f32) -> f32
      %232 = llvm.fsub %219, %231 : f32
      %233 = llvm.fmul %232, %15 : f32
      %234 = llvm.call @__nv_exp2f(%233) : (f32) -> f32
      %235 = llvm.fmul %228, %234 : f32
      %236 = llvm.fsub %229, %231 : f32
      %237 = llvm.fmul %236, %15 : f32
      %238 = llvm.call @__nv_exp2f(%237) : (f32) -> f32
      %239 = llvm.fmul %230, %238 : f32
      %240 = llvm.fadd %235, %239 : f32
      %241 = llvm.icmp "eq" %40, %8 : i32
      llvm.cond_br %241, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %242 = llvm.getelementptr %34[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %231, %242 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %243 = llvm.getelementptr %37[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %240, %243 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %244 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %245 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %246 = llvm.getelementptr %34[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %247 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %248 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %249 = llvm.load %248 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %250 = llvm.intr.maximum(%244, %247) : (f32, f32) -> f32
      %251 = llvm.fsub %244, %250 : f32
      %252 = llvm.fmul %251, %15 : f32
      %253 = llvm.call @__nv_exp2f(%252) : (f32) -> f32
      %254 = llvm.fmul %245, %253 : f32
      %255 = llvm.fsub %247, %250 : f32
      %256 = llvm.fmul %255, %15 : f32
      %257 = llvm.call @__nv_exp2f(%256) : (f32) -> f32
      %258 = llvm.fmul %249, %257 : f32
      %259 = llvm.fadd %254, %258 : f32
      %260 = llvm.getelementptr %34[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %261 = llvm.load %260 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %262 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %263 = llvm.load %262 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %264 = llvm.intr.maximum(%250, %261) : (f32, f32) -> f32
      %265 = llvm.fsub %250, %264 : f32
      %266 = llvm.fmul %265, %15 : f32
      %267 = llvm.call @__nv_exp2f(%266) : (f32) -> f32
      %268 = llvm.fmul %259, %267 : f32
      %269 = llvm.fsub %261, %264 : f32
      %270 = llvm.fmul %269, %15 : f32
      %271 = llvm.call @__nv_exp2f(%270) : (f32) -> f32
      %272 = llvm.fmul %263, %271 : f32
      %273 = llvm.fadd %268, %272 : f32
      %274 = llvm.getelementptr %34[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %275 = llvm.load %274 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %276 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %277 = llvm.load %276 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %278 = llvm.intr.maximum(%264, %275) : (f32, f32) -> f32
      %279 = llvm.fsub %264, %278 : f32
      %280 = llvm.fmul %279, %15 : f32
      %281 = llvm.call @__nv_exp2f(%280) : (f32) -> f32
      %282 = llvm.fmul %273, %281 : f32
      %283 = llvm.fsub %275, %278 : f32
      %284 = llvm.fmul %283, %15 : f32
      %285 = llvm.call @__nv_exp2f(%284) : (f32) -> f32
      %286 = llvm.fmul %277, %285 : f32
      %287 = llvm.fadd %282, %286 : f32
      %288 = llvm.getelementptr %34[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %289 = llvm.load %288 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %290 = llvm.getelementptr %37[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %291 = llvm.load %290 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %292 = llvm.intr.maximum(%278, %289) : (f32, f32) -> f32
      %293 = llvm.fsub %278, %292 : f32
      %294 = llvm.fmul %293, %15 : f32
      %295 = llvm.call @__nv_exp2f(%294) : (f32) -> f32
      %296 = llvm.fmul %287, %295 : f32
      %297 = llvm.fsub %289, %292 : f32
      %298 = llvm.fmul %297, %15 : f32
      %299 = llvm.call @__nv_exp2f(%298) : (f32) -> f32
      %300 = llvm.fmul %291, %299 : f32
      %301 = llvm.fadd %296, %300 : f32
      %302 = llvm.getelementptr %34[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %303 = llvm.load %302 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %304 = llvm.getelementptr %37[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %305 = llvm.load %304 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %306 = llvm.intr.maximum(%292, %303) : (f32, f32) -> f32
      %307 = llvm.fsub %292, %306 : f32
      %308 = llvm.fmul %307, %15 : f32
      %309 = llvm.call @__nv_exp2f(%308) : (f32) -> f32
      %310 = llvm.fmul %301, %309 : f32
      %311 = llvm.fsub %303, %306 : f32
      %312 = llvm.fmul %311, %15 : f32
      %313 = llvm.call @__nv_exp2f(%312) : (f32) -> f32
      %314 = llvm.fmul %305, %313 : f32
      %315 = llvm.fadd %310, %314 : f32
      %316 = llvm.getelementptr %34[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %317 = llvm.load %316 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %318 = llvm.getelementptr %37[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %319 = llvm.load %318 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %320 = llvm.intr.maximum(%306, %317) : (f32, f32) -> f32
      %321 = llvm.fsub %306, %320 : f32
      %322 = llvm.fmul %321, %15 : f32
      %323 = llvm.call @__nv_exp2f(%322) : (f32) -> f32
      %324 = llvm.fmul %315, %323 : f32
      %325 = llvm.fsub %317, %320 : f32
      %326 = llvm.fmul %325, %15 : f32
      %327 = llvm.call @__nv_exp2f(%326) : (f32) -> f32
      %328 = llvm.fmul %319, %327 : f32
      %329 = llvm.fadd %324, %328 : f32
      %330 = llvm.getelementptr %34[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %331 = llvm.load %330 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %332 = llvm.getelementptr %37[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %333 = llvm.load %332 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %334 = llvm.intr.maximum(%320, %331) : (f32, f32) -> f32
      %335 = llvm.fsub %320, %334 : f32
      %336 = llvm.fmul %335, %15 : f32
      %337 = llvm.call @__nv_exp2f(%336) : (f32) -> f32
      %338 = llvm.fmul %329, %337 : f32
      %339 = llvm.fsub %331, %334 : f32
      %340 = llvm.fmul %339, %15 : f32
      %341 = llvm.call @__nv_exp2f(%340) : (f32) -> f32
      %342 = llvm.fmul %333, %341 : f32
      %343 = llvm.fadd %338, %342 : f32
      %344 = llvm.call @__nv_log2f(%343) : (f32) -> f32
      %345 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %346 = llvm.mul %38, %10 overflow<nsw> : i32
      %347 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %348 = llvm.mul %38, %10 : i32
      %349 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %350 = llvm.mlir.poison : vector<16xf32>
      %351 = llvm.mlir.constant(0 : i32) : i32
      %352 = llvm.insertelement %334, %350[%351 : i32] : vector<16xf32>
      %353 = llvm.shufflevector %352, %350 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %354 = llvm.mlir.poison : vector<16xf32>
      %355 = llvm.mlir.constant(0 : i32) : i32
      %356 = llvm.insertelement %344, %354[%355 : i32] : vector<16xf32>
      %357 = llvm.shufflevector %356, %354 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%8 : i32)
    ^bb11(%358: i32):  // 2 preds: ^bb10, ^bb22
      %359 = llvm.icmp "slt" %358, %21 : i32
      llvm.cond_br %359, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %360 = llvm.mul %39, %11 overflow<nsw> : i32
      %361 = llvm.mul %358, %9 overflow<nsw> : i32
      %362 = llvm.add %360, %361 overflow<nsw> : i32
      %363 = llvm.getelementptr %345[%362] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %364 = llvm.getelementptr %363[%346] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %365 = llvm.getelementptr %347[%362] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %366 = llvm.getelementptr %365[%346] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %367 = llvm.mul %358, %9 : i32
      %368 = llvm.add %367, %348 : i32
      %369 = llvm.icmp "slt" %368, %11 : i32
      %370 = llvm.zext %369 : i1 to i8
      llvm.store %370, %26 {alignment = 32 : i64} : i8, !llvm.ptr
      %371 = llvm.add %368, %12 : i32
      %372 = llvm.icmp "slt" %371, %11 : i32
      %373 = llvm.zext %372 : i1 to i8
      llvm.store %373, %349 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %19, %25 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      llvm.br ^bb13(%8 : i32)
    ^bb13(%374: i32):  // 2 preds: ^bb12, ^bb16
      %375 = llvm.icmp "slt" %374, %21 : i32
      llvm.cond_br %375, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %376 = llvm.mul %374, %12 overflow<nsw> : i32
      %377 = llvm.getelementptr %364[%376] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %378 = llvm.mul %374, %10 overflow<nsw> : i32
      %379 = llvm.getelementptr %25[%378] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %380 = llvm.getelementptr %26[%374] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %381 = llvm.load %380 {alignment = 1 : i64} : !llvm.ptr -> i8
      %382 = llvm.icmp "ne" %381, %14 : i8
      llvm.cond_br %382, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %383 = llvm.load %377 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %383, %379 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %384 = llvm.add %374, %23 : i32
      llvm.br ^bb13(%384 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %385 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
      %386 = llvm.fpext %385 : vector<16xbf16> to vector<16xf32>
      %387 = llvm.fsub %386, %353 : vector<16xf32>
      %388 = llvm.fmul %387, %20 : vector<16xf32>
      %389 = llvm.fsub %388, %357 : vector<16xf32>
      %390 = llvm.mlir.constant(0 : i64) : i64
      %391 = llvm.extractelement %389[%390 : i64] : vector<16xf32>
      %392 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%391) : (f32) -> f32
      %393 = llvm.mlir.constant(0 : i64) : i64
      %394 = llvm.insertelement %392, %0[%393 : i64] : vector<16xf32>
      %395 = llvm.mlir.constant(1 : i64) : i64
      %396 = llvm.extractelement %389[%395 : i64] : vector<16xf32>
      %397 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%396) : (f32) -> f32
      %398 = llvm.mlir.constant(1 : i64) : i64
      %399 = llvm.insertelement %397, %394[%398 : i64] : vector<16xf32>
      %400 = llvm.mlir.constant(2 : i64) : i64
      %401 = llvm.extractelement %389[%400 : i64] : vector<16xf32>
      %402 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%401) : (f32) -> f32
      %403 = llvm.mlir.constant(2 : i64) : i64
      %404 = llvm.insertelement %402, %399[%403 : i64] : vector<16xf32>
      %405 = llvm.mlir.constant(3 : i64) : i64
      %406 = llvm.extractelement %389[%405 : i64] : vector<16xf32>
      %407 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%406) : (f32) -> f32
      %408 = llvm.mlir.constant(3 : i64) : i64
      %409 = llvm.insertelement %407, %404[%408 : i64] : vector<16xf32>
      %410 = llvm.mlir.constant(4 : i64) : i64
      %411 = llvm.extractelement %389[%410 : i64] : vector<16xf32>
      %412 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%411) : (f32) -> f32
      %413 = llvm.mlir.constant(4 : i64) : i64
      %414 = llvm.insertelement %412, %409[%413 : i64] : vector<16xf32>
      %415 = llvm.mlir.constant(5 : i64) : i64
      %416 = llvm.extractelement %389[%415 : i64] : vector<16xf32>
      %417 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%416) : (f32) -> f32
      %418 = llvm.mlir.constant(5 : i64) : i64
      %419 = llvm.insertelement %417, %414[%418 : i64] : vector<16xf32>
      %420 = llvm.mlir.constant(6 : i64) : i64
      %421 = llvm.extractelement %389[%420 : i64] : vector<16xf32>
      %422 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%421) : (f32) -> f32
      %423 = llvm.mlir.constant(6 : i64) : i64
      %424 = llvm.insertelement %422, %419[%423 : i64] : vector<16xf32>
      %425 = llvm.mlir.constant(7 : i64) : i64
      %426 = llvm.extractelement %389[%425 : i64] : vector<16xf32>
      %427 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%426) : (f32) -> f32
      %428 = llvm.mlir.constant(7 : i64) : i64
      %429 = llvm.insertelement %427, %424[%428 : i64] : vector<16xf32>
      %430 = llvm.mlir.constant(8 : i64) : i64
      %431 = llvm.extractelement %389[%430 : i64] : vector<16xf32>
      %432 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%431) : (f32) -> f32
      %433 = llvm.mlir.constant(8 : i64) : i64
      %434 = llvm.insertelement %432, %429[%433 : i64] : vector<16xf32>
      %435 = llvm.mlir.constant(9 : i64) : i64
      %436 = llvm.extractelement %389[%435 : i64] : vector<16xf32>
      %437 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%436) : (f32) -> f32
      %438 = llvm.mlir.constant(9 : i64) : i64
      %439 = llvm.insertelement %437, %434[%438 : i64] : vector<16xf32>
      %440 = llvm.mlir.constant(10 : i64) : i64
      %441 = llvm.extractelement %389[%440 : i64] : vector<16xf32>
      %442 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%441) : (f32) -> f32
      %443 = llvm.mlir.constant(10 : i64) : i64
      %444 = llvm.insertelement %442, %439[%443 : i64] : vector<16xf32>
      %445 = llvm.mlir.constant(11 : i64) : i64
      %446 = llvm.extractelement %389[%445 : i64] : vector<16xf32>
      %447 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%446) : (f32) -> f32
      %448 = llvm.mlir.constant(11 : i64) : i64
      %449 = llvm.insertelement %447, %444[%448 : i64] : vector<16xf32>
      %450 = llvm.mlir.constant(12 : i64) : i64
      %451 = llvm.extractelement %389[%450 : i64] : vector<16xf32>
      %452 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%451) : (f32) -> f32
      %453 = llvm.mlir.constant(12 : i64) : i64
      %454 = llvm.insertelement %452, %449[%453 : i64] : vector<16xf32>
      %455 = llvm.mlir.constant(13 : i64) : i64
      %456 = llvm.extractelement %389[%455 : i64] : vector<16xf32>
      %457 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%456) : (f32) -> f32
      %458 = llvm.mlir.constant(13 : i64) : i64
      %459 = llvm.insertelement %457, %454[%458 : i64] : vector<16xf32>
      %460 = llvm.mlir.constant(14 : i64) : i64
      %461 = llvm.extractelement %389[%460 : i64] : vector<16xf32>
      %462 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%461) : (f32) -> f32
      %463 = llvm.mlir.constant(14 : i64) : i64
      %464 = llvm.insertelement %462, %459[%463 : i64] : vector<16xf32>
      %465 = llvm.mlir.constant(15 : i64) : i64
      %466 = llvm.extractelement %389[%465 : i64] : vector<16xf32>
      %467 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%466) : (f32) -> f32
      %468 = llvm.mlir.constant(15 : i64) : i64
      %469 = llvm.insertelement %467, %464[%468 : i64] : vector<16xf32>
      %470 = llvm.fptrunc %469 : vector<16xf32> to vector<16xbf16>
      llvm.store %470, %24 {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
      llvm.br ^bb18(%8 : i32)
    ^bb18(%471: i32):  // 2 preds: ^bb17, ^bb21
      %472 = llvm.icmp "slt" %471, %21 : i32
      llvm.cond_br %472, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %473 = llvm.mul %471, %10 overflow<nsw> : i32
      %474 = llvm.getelementptr %24[%473] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %475 = llvm.mul %471, %12 overflow<nsw> : i32
      %476 = llvm.getelementptr %366[%475] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %477 = llvm.getelementptr %26[%471] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %478 = llvm.load %477 {alignment = 1 : i64} : !llvm.ptr -> i8
      %479 = llvm.icmp "ne" %478, %14 : i8
      llvm.cond_br %479, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %480 = llvm.load %474 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %480, %476 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %481 = llvm.add %471, %23 : i32
      llvm.br ^bb18(%481 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %482 = llvm.add %358, %23 : i32
      llvm.br ^bb11(%482 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads25_ha69fb8ec(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(96 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
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
    llvm.store %6, %17 : i32, !llvm.ptr
    %18 = llvm.getelementptr %14[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %14[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %14[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %20 : i64, !llvm.ptr
    %21 = llvm.getelementptr %14[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %14[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %14[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %23 : i32, !llvm.ptr
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrb_hb42ac3d4_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h8b55d462(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads25_ha69fb8ec(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
