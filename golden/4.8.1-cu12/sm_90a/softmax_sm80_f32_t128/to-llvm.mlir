!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_exp2f(f32) -> f32
    llvm.func @kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1536 : i32) : i32
      %1 = llvm.mlir.constant(1024 : i32) : i32
      %2 = llvm.mlir.constant(512 : i32) : i32
      %3 = llvm.mlir.constant(2048 : i32) : i32
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.mlir.constant(1024 : i64) : i64
      %6 = llvm.mlir.constant(true) : i1
      %7 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %8 = llvm.mlir.constant(32 : i32) : i32
      %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %10 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %11 = llvm.mlir.constant(0 : i32) : i32
      %12 = llvm.mlir.constant(3 : i32) : i32
      %13 = llvm.mlir.constant(dense<0xFF800000> : vector<16xf32>) : vector<16xf32>
      %14 = llvm.mlir.constant(0 : i8) : i8
      %15 = llvm.mlir.constant(1.44269502 : f32) : f32
      %16 = llvm.mlir.constant(-1 : i32) : i32
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(8 : i32) : i32
      %19 = llvm.mlir.constant(2 : i32) : i32
      %20 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %22 = llvm.mlir.constant(96 : i32) : i32
      %23 = llvm.mlir.constant(5000 : i32) : i32
      %24 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %25 = llvm.mlir.constant(4 : i32) : i32
      %26 = llvm.mlir.constant(16 : i32) : i32
      %27 = llvm.mlir.constant(1 : i32) : i32
      %28 = llvm.alloca %26 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %26 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %25 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %26 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %25 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %34 = nvvm.shfl.sync idx %16, %33, %11, %17 : i32 -> i32
      %35 = llvm.zext %34 : i32 to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%36, %5 : !llvm.ptr<3>, i64)] : i1
      %37 = llvm.ptrtoint %36 : !llvm.ptr<3> to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%38, %4 : !llvm.ptr<3>, i64)] : i1
      %39 = llvm.getelementptr %36[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %40 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %41 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %42 = llvm.srem %40, %8 : i32
      %43 = llvm.sdiv %40, %8 : i32
      %44 = llvm.mul %43, %8 : i32
      %45 = llvm.icmp "ne" %40, %44 : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.icmp "slt" %40, %46 : i32
      %48 = llvm.mlir.constant(false) : i1
      %49 = llvm.icmp "ne" %47, %48 : i1
      %50 = llvm.and %45, %49 : i1
      %51 = llvm.mlir.constant(-1 : i32) : i32
      %52 = llvm.add %43, %51 : i32
      %53 = llvm.select %50, %52, %43 : i1, i32
      %54 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %55 = llvm.mul %40, %25 overflow<nsw> : i32
      %56 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %58 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%11, %9, %10 : i32, f32, f32)
    ^bb1(%59: i32, %60: f32, %61: f32):  // 2 preds: ^bb0, ^bb7
      %62 = llvm.icmp "slt" %59, %12 : i32
      llvm.cond_br %62, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %63 = llvm.mul %41, %23 overflow<nsw> : i32
      %64 = llvm.mul %59, %3 overflow<nsw> : i32
      %65 = llvm.add %63, %64 overflow<nsw> : i32
      %66 = llvm.getelementptr %54[%65] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %67 = llvm.getelementptr %66[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %68 = llvm.mul %59, %3 overflow<nsw> : i32
      %69 = llvm.add %68, %55 overflow<nsw> : i32
      %70 = llvm.icmp "slt" %41, %22 : i32
      %71 = llvm.icmp "slt" %69, %23 : i32
      %72 = llvm.and %70, %71 : i1
      %73 = llvm.zext %72 : i1 to i8
      llvm.store %73, %32 {alignment = 32 : i64} : i8, !llvm.ptr
      %74 = llvm.add %69, %2 overflow<nsw> : i32
      %75 = llvm.icmp "slt" %41, %22 : i32
      %76 = llvm.icmp "slt" %74, %23 : i32
      %77 = llvm.and %75, %76 : i1
      %78 = llvm.zext %77 : i1 to i8
      llvm.store %78, %56 {alignment = 1 : i64} : i8, !llvm.ptr
      %79 = llvm.add %69, %1 overflow<nsw> : i32
      %80 = llvm.icmp "slt" %41, %22 : i32
      %81 = llvm.icmp "slt" %79, %23 : i32
      %82 = llvm.and %80, %81 : i1
      %83 = llvm.zext %82 : i1 to i8
      llvm.store %83, %57 {alignment = 2 : i64} : i8, !llvm.ptr
      %84 = llvm.add %69, %0 overflow<nsw> : i32
      %85 = llvm.icmp "slt" %41, %22 : i32
      %86 = llvm.icmp "slt" %84, %23 : i32
      %87 = llvm.and %85, %86 : i1
      %88 = llvm.zext %87 : i1 to i8
      llvm.store %88, %58 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %31 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%11 : i32)
    ^bb3(%89: i32):  // 2 preds: ^bb2, ^bb6
      %90 = llvm.icmp "slt" %89, %25 : i32
      llvm.cond_br %90, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %91 = llvm.mul %89, %2 overflow<nsw> : i32
      %92 = llvm.getelementptr %67[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %93 = llvm.mul %89, %25 overflow<nsw> : i32
      %94 = llvm.getelementptr %31[%93] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %95 = llvm.getelementptr %32[%89] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %96 = llvm.load %95 {alignment = 1 : i64} : !llvm.ptr -> i8
      %97 = llvm.icmp "ne" %96, %14 : i8
      llvm.cond_br %97, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %98 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %98, %94 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %99 = llvm.add %89, %27 : i32
      llvm.br ^bb3(%99 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %100 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %101 = llvm.intr.vector.reduce.fmaximum(%100) : (vector<16xf32>) -> f32
      %102 = llvm.intr.maximum(%101, %10) : (f32, f32) -> f32
      %103 = llvm.intr.maximum(%61, %102) : (f32, f32) -> f32
      %104 = llvm.mlir.poison : vector<16xf32>
      %105 = llvm.mlir.constant(0 : i32) : i32
      %106 = llvm.insertelement %103, %104[%105 : i32] : vector<16xf32>
      %107 = llvm.shufflevector %106, %104 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %108 = llvm.fsub %100, %107 : vector<16xf32>
      %109 = llvm.fmul %108, %24 : vector<16xf32>
      %110 = llvm.mlir.poison : vector<16xf32>
      %111 = llvm.mlir.constant(0 : i64) : i64
      %112 = llvm.extractelement %109[%111 : i64] : vector<16xf32>
      %113 = llvm.call @__nv_exp2f(%112) : (f32) -> f32
      %114 = llvm.insertelement %113, %110[%111 : i64] : vector<16xf32>
      %115 = llvm.mlir.constant(1 : i64) : i64
      %116 = llvm.extractelement %109[%115 : i64] : vector<16xf32>
      %117 = llvm.call @__nv_exp2f(%116) : (f32) -> f32
      %118 = llvm.insertelement %117, %114[%115 : i64] : vector<16xf32>
      %119 = llvm.mlir.constant(2 : i64) : i64
      %120 = llvm.extractelement %109[%119 : i64] : vector<16xf32>
      %121 = llvm.call @__nv_exp2f(%120) : (f32) -> f32
      %122 = llvm.insertelement %121, %118[%119 : i64] : vector<16xf32>
      %123 = llvm.mlir.constant(3 : i64) : i64
      %124 = llvm.extractelement %109[%123 : i64] : vector<16xf32>
      %125 = llvm.call @__nv_exp2f(%124) : (f32) -> f32
      %126 = llvm.insertelement %125, %122[%123 : i64] : vector<16xf32>
      %127 = llvm.mlir.constant(4 : i64) : i64
      %128 = llvm.extractelement %109[%127 : i64] : vector<16xf32>
      %129 = llvm.call @__nv_exp2f(%128) : (f32) -> f32
      %130 = llvm.insertelement %129, %126[%127 : i64] : vector<16xf32>
      %131 = llvm.mlir.constant(5 : i64) : i64
      %132 = llvm.extractelement %109[%131 : i64] : vector<16xf32>
      %133 = llvm.call @__nv_exp2f(%132) : (f32) -> f32
      %134 = llvm.insertelement %133, %130[%131 : i64] : vector<16xf32>
      %135 = llvm.mlir.constant(6 : i64) : i64
      %136 = llvm.extractelement %109[%135 : i64] : vector<16xf32>
      %137 = llvm.call @__nv_exp2f(%136) : (f32) -> f32
      %138 = llvm.insertelement %137, %134[%135 : i64] : vector<16xf32>
      %139 = llvm.mlir.constant(7 : i64) : i64
      %140 = llvm.extractelement %109[%139 : i64] : vector<16xf32>
      %141 = llvm.call @__nv_exp2f(%140) : (f32) -> f32
      %142 = llvm.insertelement %141, %138[%139 : i64] : vector<16xf32>
      %143 = llvm.mlir.constant(8 : i64) : i64
      %144 = llvm.extractelement %109[%143 : i64] : vector<16xf32>
      %145 = llvm.call @__nv_exp2f(%144) : (f32) -> f32
      %146 = llvm.insertelement %145, %142[%143 : i64] : vector<16xf32>
      %147 = llvm.mlir.constant(9 : i64) : i64
      %148 = llvm.extractelement %109[%147 : i64] : vector<16xf32>
      %149 = llvm.call @__nv_exp2f(%148) : (f32) -> f32
      %150 = llvm.insertelement %149, %146[%147 : i64] : vector<16xf32>
      %151 = llvm.mlir.constant(10 : i64) : i64
      %152 = llvm.extractelement %109[%151 : i64] : vector<16xf32>
      %153 = llvm.call @__nv_exp2f(%152) : (f32) -> f32
      %154 = llvm.insertelement %153, %150[%151 : i64] : vector<16xf32>
      %155 = llvm.mlir.constant(11 : i64) : i64
      %156 = llvm.extractelement %109[%155 : i64] : vector<16xf32>
      %157 = llvm.call @__nv_exp2f(%156) : (f32) -> f32
      %158 = llvm.insertelement %157, %154[%155 : i64] : vector<16xf32>
      %159 = llvm.mlir.constant(12 : i64) : i64
      %160 = llvm.extractelement %109[%159 : i64] : vector<16xf32>
      %161 = llvm.call @__nv_exp2f(%160) : (f32) -> f32
      %162 = llvm.insertelement %161, %158[%159 : i64] : vector<16xf32>
      %163 = llvm.mlir.constant(13 : i64) : i64
      %164 = llvm.extractelement %109[%163 : i64] : vector<16xf32>
      %165 = llvm.call @__nv_exp2f(%164) : (f32) -> f32
      %166 = llvm.insertelement %165, %162[%163 : i64] : vector<16xf32>
      %167 = llvm.mlir.constant(14 : i64) : i64
      %168 = llvm.extractelement %109[%167 : i64] : vector<16xf32>
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.insertelement %169, %166[%167 : i64] : vector<16xf32>
      %171 = llvm.mlir.constant(15 : i64) : i64
      %172 = llvm.extractelement %109[%171 : i64] : vector<16xf32>
      %173 = llvm.call @__nv_exp2f(%172) : (f32) -> f32
      %174 = llvm.insertelement %173, %170[%171 : i64] : vector<16xf32>
      %175 = "llvm.intr.vector.reduce.fadd"(%9, %174) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %176 = llvm.fsub %61, %103 : f32
      %177 = llvm.fmul %176, %15 : f32
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.fmul %60, %178 : f32
      %180 = llvm.fadd %179, %175 : f32
      %181 = llvm.add %59, %27 : i32
      llvm.br ^bb1(%181, %180, %103 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %182 = nvvm.shfl.sync bfly %16, %61, %26, %17 : f32 -> f32
      %183 = nvvm.shfl.sync bfly %16, %60, %26, %17 : f32 -> f32
      %184 = llvm.intr.maximum(%61, %182) : (f32, f32) -> f32
      %185 = llvm.fsub %61, %184 : f32
      %186 = llvm.fmul %185, %15 : f32
      %187 = llvm.call @__nv_exp2f(%186) : (f32) -> f32
      %188 = llvm.fmul %60, %187 : f32
      %189 = llvm.fsub %182, %184 : f32
      %190 = llvm.fmul %189, %15 : f32
      %191 = llvm.call @__nv_exp2f(%190) : (f32) -> f32
      %192 = llvm.fmul %183, %191 : f32
      %193 = llvm.fadd %188, %192 : f32
      %194 = nvvm.shfl.sync bfly %16, %184, %18, %17 : f32 -> f32
      %195 = nvvm.shfl.sync bfly %16, %193, %18, %17 : f32 -> f32
      %196 = llvm.intr.maximum(%184, %194) : (f32, f32) -> f32
      %197 = llvm.fsub %184, %196 : f32
      %198 = llvm.fmul %197, %15 : f32
      %199 = llvm.call @__nv_exp2f(%198) : (f32) -> f32
      %200 = llvm.fmul %193, %199 : f32
      %201 = llvm.fsub %194, %196 : f32
      %202 = llvm.fmul %201, %15 : f32
      %203 = llvm.call @__nv_exp2f(%202) : (f32) -> f32
      %204 = llvm.fmul %195, %203 : f32
      %205 = llvm.fadd %200, %204 : f32
      %206 = nvvm.shfl.sync bfly %16, %196, %25, %17 : f32 -> f32
      %207 = nvvm.shfl.sync bfly %16, %205, %25, %17 : f32 -> f32
      %208 = llvm.intr.maximum(%196, %206) : (f32, f32) -> f32
      %209 = llvm.fsub %196, %208 : f32
      %210 = llvm.fmul %209, %15 : f32
      %211 = llvm.call @__nv_exp2f(%210) : (f32) -> f32
      %212 = llvm.fmul %205, %211 : f32
      %213 = llvm.fsub %206, %208 : f32
      %214 = llvm.fmul %213, %15 : f32
      %215 = llvm.call @__nv_exp2f(%214) : (f32) -> f32
      %216 = llvm.fmul %207, %215 : f32
      %217 = llvm.fadd %212, %216 : f32
      %218 = nvvm.shfl.sync bfly %16, %208, %19, %17 : f32 -> f32
      %219 = nvvm.shfl.sync bfly %16, %217, %19, %17 : f32 -> f32
      %220 = llvm.intr.maximum(%208, %218) : (f32, f32) -> f32
      %221 = llvm.fsub %208, %220 : f32
      %222 = llvm.fmul %221, %15 : f32
      %223 = llvm.call @__nv_exp2f(%222) : (f32) -> f32
      %224 = llvm.fmul %217, %223 : f32
      %225 = llvm.fsub %218, %220 : f32
      %226 = llvm.fmul %225, %15 : f32
      %227 = llvm.call @__nv_exp2f(%226) : (f32) -> f32
      %228 = llvm.fmul %219, %227 : f32
      %229 = llvm.fadd %224, %228 : f32
      %230 = nvvm.shfl.sync bfly %16, %220, %27, %17 : f32 -> f32
      %231 = nvvm.shfl.sync bfly %16, %229, %27, %17 : f32 -> f32
      %232 = llvm.intr.maximum(%220, %230) : (f32, f32) -> f32
      %233 = llvm.fsub %220, %232 : f32
      %234 = llvm.fmul %233, %15 : f32
      %235 = llvm.call @__nv_exp2f(%234) : (f32) -> f32
      %236 = llvm.fmul %229, %235 : f32
      %237 = llvm.fsub %230, %232 : f32
      %238 = llvm.fmul %237, %15 : f32
      %239 = llvm.call @__nv_exp2f(%238) : (f32) -> f32
      %240 = llvm.fmul %231, %239 : f32
      %241 = llvm.fadd %236, %240 : f32
      %242 = llvm.icmp "eq" %42, %11 : i32
      llvm.cond_br %242, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %243 = llvm.getelementptr %38[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %232, %243 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %244 = llvm.getelementptr %39[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %241, %244 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %245 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %246 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %247 = llvm.getelementptr %38[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %248 = llvm.load %247 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %249 = llvm.getelementptr %39[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %250 = llvm.load %249 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %251 = llvm.intr.maximum(%245, %248) : (f32, f32) -> f32
      %252 = llvm.fsub %245, %251 : f32
      %253 = llvm.fmul %252, %15 : f32
      %254 = llvm.call @__nv_exp2f(%253) : (f32) -> f32
      %255 = llvm.fmul %246, %254 : f32
      %256 = llvm.fsub %248, %251 : f32
      %257 = llvm.fmul %256, %15 : f32
      %258 = llvm.call @__nv_exp2f(%257) : (f32) -> f32
      %259 = llvm.fmul %250, %258 : f32
      %260 = llvm.fadd %255, %259 : f32
      %261 = llvm.getelementptr %38[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %262 = llvm.load %261 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %263 = llvm.getelementptr %39[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %264 = llvm.load %263 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %265 = llvm.intr.maximum(%251, %262) : (f32, f32) -> f32
      %266 = llvm.fsub %251, %265 : f32
      %267 = llvm.fmul %266, %15 : f32
      %268 = llvm.call @__nv_exp2f(%267) : (f32) -> f32
      %269 = llvm.fmul %260, %268 : f32
      %270 = llvm.fsub %262, %265 : f32
      %271 = llvm.fmul %270, %15 : f32
      %272 = llvm.call @__nv_exp2f(%271) : (f32) -> f32
      %273 = llvm.fmul %264, %272 : f32
      %274 = llvm.fadd %269, %273 : f32
      %275 = llvm.getelementptr %38[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %276 = llvm.load %275 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %277 = llvm.getelementptr %39[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %278 = llvm.load %277 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %279 = llvm.intr.maximum(%265, %276) : (f32, f32) -> f32
      %280 = llvm.fsub %265, %279 : f32
      %281 = llvm.fmul %280, %15 : f32
      %282 = llvm.call @__nv_exp2f(%281) : (f32) -> f32
      %283 = llvm.fmul %274, %282 : f32
      %284 = llvm.fsub %276, %279 : f32
      %285 = llvm.fmul %284, %15 : f32
      %286 = llvm.call @__nv_exp2f(%285) : (f32) -> f32
      %287 = llvm.fmul %278, %286 : f32
      %288 = llvm.fadd %283, %287 : f32
      %289 = llvm.fdiv %20, %288 : f32
      %290 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %291 = llvm.mul %40, %25 overflow<nsw> : i32
      %292 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %293 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %294 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %295 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %296 = llvm.mlir.poison : vector<16xf32>
      %297 = llvm.mlir.constant(0 : i32) : i32
      %298 = llvm.insertelement %279, %296[%297 : i32] : vector<16xf32>
      %299 = llvm.shufflevector %298, %296 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %300 = llvm.mlir.poison : vector<16xf32>
      %301 = llvm.mlir.constant(0 : i32) : i32
      %302 = llvm.insertelement %289, %300[%301 : i32] : vector<16xf32>
      %303 = llvm.shufflevector %302, %300 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%11 : i32)
    ^bb11(%304: i32):  // 2 preds: ^bb10, ^bb22
      %305 = llvm.icmp "slt" %304, %12 : i32
      llvm.cond_br %305, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %306 = llvm.mul %41, %23 overflow<nsw> : i32
      %307 = llvm.mul %304, %3 overflow<nsw> : i32
      %308 = llvm.add %306, %307 overflow<nsw> : i32
      %309 = llvm.getelementptr %290[%308] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %310 = llvm.getelementptr %309[%291] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %311 = llvm.getelementptr %292[%308] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %312 = llvm.getelementptr %311[%291] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %313 = llvm.mul %304, %3 overflow<nsw> : i32
      %314 = llvm.add %313, %291 overflow<nsw> : i32
      %315 = llvm.icmp "slt" %41, %22 : i32
      %316 = llvm.icmp "slt" %314, %23 : i32
      %317 = llvm.and %315, %316 : i1
      %318 = llvm.zext %317 : i1 to i8
      llvm.store %318, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %319 = llvm.add %314, %2 overflow<nsw> : i32
      %320 = llvm.icmp "slt" %41, %22 : i32
      %321 = llvm.icmp "slt" %319, %23 : i32
      %322 = llvm.and %320, %321 : i1
      %323 = llvm.zext %322 : i1 to i8
      llvm.store %323, %293 {alignment = 1 : i64} : i8, !llvm.ptr
      %324 = llvm.add %314, %1 overflow<nsw> : i32
      %325 = llvm.icmp "slt" %41, %22 : i32
      %326 = llvm.icmp "slt" %324, %23 : i32
      %327 = llvm.and %325, %326 : i1
      %328 = llvm.zext %327 : i1 to i8
      llvm.store %328, %294 {alignment = 2 : i64} : i8, !llvm.ptr
      %329 = llvm.add %314, %0 overflow<nsw> : i32
      %330 = llvm.icmp "slt" %41, %22 : i32
      %331 = llvm.icmp "slt" %329, %23 : i32
      %332 = llvm.and %330, %331 : i1
      %333 = llvm.zext %332 : i1 to i8
      llvm.store %333, %295 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %21, %29 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%11 : i32)
    ^bb13(%334: i32):  // 2 preds: ^bb12, ^bb16
      %335 = llvm.icmp "slt" %334, %25 : i32
      llvm.cond_br %335, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %336 = llvm.mul %334, %2 overflow<nsw> : i32
      %337 = llvm.getelementptr %310[%336] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %338 = llvm.mul %334, %25 overflow<nsw> : i32
      %339 = llvm.getelementptr %29[%338] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %340 = llvm.getelementptr %30[%334] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %341 = llvm.load %340 {alignment = 1 : i64} : !llvm.ptr -> i8
      %342 = llvm.icmp "ne" %341, %14 : i8
      llvm.cond_br %342, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %343 = llvm.load %337 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %343, %339 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %344 = llvm.add %334, %27 : i32
      llvm.br ^bb13(%344 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %345 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %346 = llvm.fsub %345, %299 : vector<16xf32>
      %347 = llvm.fmul %346, %24 : vector<16xf32>
      %348 = llvm.mlir.poison : vector<16xf32>
      %349 = llvm.mlir.constant(0 : i64) : i64
      %350 = llvm.extractelement %347[%349 : i64] : vector<16xf32>
      %351 = llvm.call @__nv_exp2f(%350) : (f32) -> f32
      %352 = llvm.insertelement %351, %348[%349 : i64] : vector<16xf32>
      %353 = llvm.mlir.constant(1 : i64) : i64
      %354 = llvm.extractelement %347[%353 : i64] : vector<16xf32>
      %355 = llvm.call @__nv_exp2f(%354) : (f32) -> f32
      %356 = llvm.insertelement %355, %352[%353 : i64] : vector<16xf32>
      %357 = llvm.mlir.constant(2 : i64) : i64
      %358 = llvm.extractelement %347[%357 : i64] : vector<16xf32>
      %359 = llvm.call @__nv_exp2f(%358) : (f32) -> f32
      %360 = llvm.insertelement %359, %356[%357 : i64] : vector<16xf32>
      %361 = llvm.mlir.constant(3 : i64) : i64
      %362 = llvm.extractelement %347[%361 : i64] : vector<16xf32>
      %363 = llvm.call @__nv_exp2f(%362) : (f32) -> f32
      %364 = llvm.insertelement %363, %360[%361 : i64] : vector<16xf32>
      %365 = llvm.mlir.constant(4 : i64) : i64
      %366 = llvm.extractelement %347[%365 : i64] : vector<16xf32>
      %367 = llvm.call @__nv_exp2f(%366) : (f32) -> f32
      %368 = llvm.insertelement %367, %364[%365 : i64] : vector<16xf32>
      %369 = llvm.mlir.constant(5 : i64) : i64
      %370 = llvm.extractelement %347[%369 : i64] : vector<16xf32>
      %371 = llvm.call @__nv_exp2f(%370) : (f32) -> f32
      %372 = llvm.insertelement %371, %368[%369 : i64] : vector<16xf32>
      %373 = llvm.mlir.constant(6 : i64) : i64
      %374 = llvm.extractelement %347[%373 : i64] : vector<16xf32>
      %375 = llvm.call @__nv_exp2f(%374) : (f32) -> f32
      %376 = llvm.insertelement %375, %372[%373 : i64] : vector<16xf32>
      %377 = llvm.mlir.constant(7 : i64) : i64
      %378 = llvm.extractelement %347[%377 : i64] : vector<16xf32>
      %379 = llvm.call @__nv_exp2f(%378) : (f32) -> f32
      %380 = llvm.insertelement %379, %376[%377 : i64] : vector<16xf32>
      %381 = llvm.mlir.constant(8 : i64) : i64
      %382 = llvm.extractelement %347[%381 : i64] : vector<16xf32>
      %383 = llvm.call @__nv_exp2f(%382) : (f32) -> f32
      %384 = llvm.insertelement %383, %380[%381 : i64] : vector<16xf32>
      %385 = llvm.mlir.constant(9 : i64) : i64
      %386 = llvm.extractelement %347[%385 : i64] : vector<16xf32>
      %387 = llvm.call @__nv_exp2f(%386) : (f32) -> f32
      %388 = llvm.insertelement %387, %384[%385 : i64] : vector<16xf32>
      %389 = llvm.mlir.constant(10 : i64) : i64
      %390 = llvm.extractelement %347[%389 : i64] : vector<16xf32>
      %391 = llvm.call @__nv_exp2f(%390) : (f32) -> f32
      %392 = llvm.insertelement %391, %388[%389 : i64] : vector<16xf32>
      %393 = llvm.mlir.constant(11 : i64) : i64
      %394 = llvm.extractelement %347[%393 : i64] : vector<16xf32>
      %395 = llvm.call @__nv_exp2f(%394) : (f32) -> f32
      %396 = llvm.insertelement %395, %392[%393 : i64] : vector<16xf32>
      %397 = llvm.mlir.constant(12 : i64) : i64
      %398 = llvm.extractelement %347[%397 : i64] : vector<16xf32>
      %399 = llvm.call @__nv_exp2f(%398) : (f32) -> f32
      %400 = llvm.insertelement %399, %396[%397 : i64] : vector<16xf32>
      %401 = llvm.mlir.constant(13 : i64) : i64
      %402 = llvm.extractelement %347[%401 : i64] : vector<16xf32>
      %403 = llvm.call @__nv_exp2f(%402) : (f32) -> f32
      %404 = llvm.insertelement %403, %400[%401 : i64] : vector<16xf32>
      %405 = llvm.mlir.constant(14 : i64) : i64
      %406 = llvm.extractelement %347[%405 : i64] : vector<16xf32>
      %407 = llvm.call @__nv_exp2f(%406) : (f32) -> f32
      %408 = llvm.insertelement %407, %404[%405 : i64] : vector<16xf32>
      %409 = llvm.mlir.constant(15 : i64) : i64
      %410 = llvm.extractelement %347[%409 : i64] : vector<16xf32>
      %411 = llvm.call @__nv_exp2f(%410) : (f32) -> f32
      %412 = llvm.insertelement %411, %408[%409 : i64] : vector<16xf32>
      %413 = llvm.fmul %412, %303 : vector<16xf32>
      llvm.store %413, %28 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%11 : i32)
    ^bb18(%414: i32):  // 2 preds: ^bb17, ^bb21
      %415 = llvm.icmp "slt" %414, %25 : i32
      llvm.cond_br %415, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %416 = llvm.mul %414, %25 overflow<nsw> : i32
      %417 = llvm.getelementptr %28[%416] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %418 = llvm.mul %414, %2 overflow<nsw> : i32
      %419 = llvm.getelementptr %312[%418] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %420 = llvm.getelementptr %30[%414] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %421 = llvm.load %420 {alignment = 1 : i64} : !llvm.ptr -> i8
      %422 = llvm.icmp "ne" %421, %14 : i8
      llvm.cond_br %422, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %423 = llvm.load %417 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %423, %419 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %424 = llvm.add %414, %27 : i32
      llvm.br ^bb18(%424 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %425 = llvm.add %304, %27 : i32
      llvm.br ^bb11(%425 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h65b6f9ef(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_h358e970f_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h51225f5d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h65b6f9ef(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
