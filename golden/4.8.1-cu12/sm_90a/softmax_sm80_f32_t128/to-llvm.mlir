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
      %0 = llvm.mlir.constant(16 : i64) : i64
      %1 = llvm.mlir.constant(1024 : i64) : i64
      %2 = llvm.mlir.constant(true) : i1
      %3 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(32 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(3 : i32) : i32
      %9 = llvm.mlir.constant(2048 : i32) : i32
      %10 = llvm.mlir.constant(5000 : i32) : i32
      %11 = llvm.mlir.constant(512 : i32) : i32
      %12 = llvm.mlir.constant(1024 : i32) : i32
      %13 = llvm.mlir.constant(1536 : i32) : i32
      %14 = llvm.mlir.constant(dense<0xFF800000> : vector<16xf32>) : vector<16xf32>
      %15 = llvm.mlir.constant(0 : i8) : i8
      %16 = llvm.mlir.constant(1.44269502 : f32) : f32
      %17 = llvm.mlir.constant(-1 : i32) : i32
      %18 = llvm.mlir.constant(31 : i32) : i32
      %19 = llvm.mlir.constant(8 : i32) : i32
      %20 = llvm.mlir.constant(2 : i32) : i32
      %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %22 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(16 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.alloca %24 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %24 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %24 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.ptrtoint %3 : !llvm.ptr<3> to i32
      %32 = nvvm.shfl.sync idx %17, %31, %7, %18 : i32 -> i32
      %33 = llvm.zext %32 : i32 to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%34, %1 : !llvm.ptr<3>, i64)] : i1
      %35 = llvm.ptrtoint %34 : !llvm.ptr<3> to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%36, %0 : !llvm.ptr<3>, i64)] : i1
      %37 = llvm.getelementptr %34[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %38 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %39 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %40 = llvm.srem %38, %4 : i32
      %41 = llvm.sdiv %38, %4 : i32
      %42 = llvm.mul %41, %4 : i32
      %43 = llvm.icmp "ne" %38, %42 : i32
      %44 = llvm.mlir.constant(0 : i32) : i32
      %45 = llvm.icmp "slt" %38, %44 : i32
      %46 = llvm.mlir.constant(false) : i1
      %47 = llvm.icmp "ne" %45, %46 : i1
      %48 = llvm.and %43, %47 : i1
      %49 = llvm.mlir.constant(-1 : i32) : i32
      %50 = llvm.add %41, %49 : i32
      %51 = llvm.select %48, %50, %41 : i1, i32
      %52 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %53 = llvm.mul %38, %23 overflow<nsw> : i32
      %54 = llvm.mul %38, %23 : i32
      %55 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %56 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%7, %5, %6 : i32, f32, f32)
    ^bb1(%58: i32, %59: f32, %60: f32):  // 2 preds: ^bb0, ^bb7
      %61 = llvm.icmp "slt" %58, %8 : i32
      llvm.cond_br %61, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %62 = llvm.mul %39, %10 overflow<nsw> : i32
      %63 = llvm.mul %58, %9 overflow<nsw> : i32
      %64 = llvm.add %62, %63 overflow<nsw> : i32
      %65 = llvm.getelementptr %52[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %66 = llvm.getelementptr %65[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %67 = llvm.mul %58, %9 : i32
      %68 = llvm.add %67, %54 : i32
      %69 = llvm.icmp "slt" %68, %10 : i32
      %70 = llvm.zext %69 : i1 to i8
      llvm.store %70, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %71 = llvm.add %68, %11 : i32
      %72 = llvm.icmp "slt" %71, %10 : i32
      %73 = llvm.zext %72 : i1 to i8
      llvm.store %73, %55 {alignment = 1 : i64} : i8, !llvm.ptr
      %74 = llvm.add %68, %12 : i32
      %75 = llvm.icmp "slt" %74, %10 : i32
      %76 = llvm.zext %75 : i1 to i8
      llvm.store %76, %56 {alignment = 2 : i64} : i8, !llvm.ptr
      %77 = llvm.add %68, %13 : i32
      %78 = llvm.icmp "slt" %77, %10 : i32
      %79 = llvm.zext %78 : i1 to i8
      llvm.store %79, %57 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %14, %29 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%7 : i32)
    ^bb3(%80: i32):  // 2 preds: ^bb2, ^bb6
      %81 = llvm.icmp "slt" %80, %23 : i32
      llvm.cond_br %81, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %82 = llvm.mul %80, %11 overflow<nsw> : i32
      %83 = llvm.getelementptr %66[%82] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %84 = llvm.mul %80, %23 overflow<nsw> : i32
      %85 = llvm.getelementptr %29[%84] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %86 = llvm.getelementptr %30[%80] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %87 = llvm.load %86 {alignment = 1 : i64} : !llvm.ptr -> i8
      %88 = llvm.icmp "ne" %87, %15 : i8
      llvm.cond_br %88, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %89 = llvm.load %83 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %89, %85 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %90 = llvm.add %80, %25 : i32
      llvm.br ^bb3(%90 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %91 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %92 = llvm.intr.vector.reduce.fmaximum(%91) : (vector<16xf32>) -> f32
      %93 = llvm.intr.maximum(%92, %6) : (f32, f32) -> f32
      %94 = llvm.intr.maximum(%60, %93) : (f32, f32) -> f32
      %95 = llvm.mlir.poison : vector<16xf32>
      %96 = llvm.mlir.constant(0 : i32) : i32
      %97 = llvm.insertelement %94, %95[%96 : i32] : vector<16xf32>
      %98 = llvm.shufflevector %97, %95 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %99 = llvm.fsub %91, %98 : vector<16xf32>
      %100 = llvm.fmul %99, %22 : vector<16xf32>
      %101 = llvm.mlir.poison : vector<16xf32>
      %102 = llvm.mlir.constant(0 : i64) : i64
      %103 = llvm.extractelement %100[%102 : i64] : vector<16xf32>
      %104 = llvm.call @__nv_exp2f(%103) : (f32) -> f32
      %105 = llvm.insertelement %104, %101[%102 : i64] : vector<16xf32>
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.extractelement %100[%106 : i64] : vector<16xf32>
      %108 = llvm.call @__nv_exp2f(%107) : (f32) -> f32
      %109 = llvm.insertelement %108, %105[%106 : i64] : vector<16xf32>
      %110 = llvm.mlir.constant(2 : i64) : i64
      %111 = llvm.extractelement %100[%110 : i64] : vector<16xf32>
      %112 = llvm.call @__nv_exp2f(%111) : (f32) -> f32
      %113 = llvm.insertelement %112, %109[%110 : i64] : vector<16xf32>
      %114 = llvm.mlir.constant(3 : i64) : i64
      %115 = llvm.extractelement %100[%114 : i64] : vector<16xf32>
      %116 = llvm.call @__nv_exp2f(%115) : (f32) -> f32
      %117 = llvm.insertelement %116, %113[%114 : i64] : vector<16xf32>
      %118 = llvm.mlir.constant(4 : i64) : i64
      %119 = llvm.extractelement %100[%118 : i64] : vector<16xf32>
      %120 = llvm.call @__nv_exp2f(%119) : (f32) -> f32
      %121 = llvm.insertelement %120, %117[%118 : i64] : vector<16xf32>
      %122 = llvm.mlir.constant(5 : i64) : i64
      %123 = llvm.extractelement %100[%122 : i64] : vector<16xf32>
      %124 = llvm.call @__nv_exp2f(%123) : (f32) -> f32
      %125 = llvm.insertelement %124, %121[%122 : i64] : vector<16xf32>
      %126 = llvm.mlir.constant(6 : i64) : i64
      %127 = llvm.extractelement %100[%126 : i64] : vector<16xf32>
      %128 = llvm.call @__nv_exp2f(%127) : (f32) -> f32
      %129 = llvm.insertelement %128, %125[%126 : i64] : vector<16xf32>
      %130 = llvm.mlir.constant(7 : i64) : i64
      %131 = llvm.extractelement %100[%130 : i64] : vector<16xf32>
      %132 = llvm.call @__nv_exp2f(%131) : (f32) -> f32
      %133 = llvm.insertelement %132, %129[%130 : i64] : vector<16xf32>
      %134 = llvm.mlir.constant(8 : i64) : i64
      %135 = llvm.extractelement %100[%134 : i64] : vector<16xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %133[%134 : i64] : vector<16xf32>
      %138 = llvm.mlir.constant(9 : i64) : i64
      %139 = llvm.extractelement %100[%138 : i64] : vector<16xf32>
      %140 = llvm.call @__nv_exp2f(%139) : (f32) -> f32
      %141 = llvm.insertelement %140, %137[%138 : i64] : vector<16xf32>
      %142 = llvm.mlir.constant(10 : i64) : i64
      %143 = llvm.extractelement %100[%142 : i64] : vector<16xf32>
      %144 = llvm.call @__nv_exp2f(%143) : (f32) -> f32
      %145 = llvm.insertelement %144, %141[%142 : i64] : vector<16xf32>
      %146 = llvm.mlir.constant(11 : i64) : i64
      %147 = llvm.extractelement %100[%146 : i64] : vector<16xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %145[%146 : i64] : vector<16xf32>
      %150 = llvm.mlir.constant(12 : i64) : i64
      %151 = llvm.extractelement %100[%150 : i64] : vector<16xf32>
      %152 = llvm.call @__nv_exp2f(%151) : (f32) -> f32
      %153 = llvm.insertelement %152, %149[%150 : i64] : vector<16xf32>
      %154 = llvm.mlir.constant(13 : i64) : i64
      %155 = llvm.extractelement %100[%154 : i64] : vector<16xf32>
      %156 = llvm.call @__nv_exp2f(%155) : (f32) -> f32
      %157 = llvm.insertelement %156, %153[%154 : i64] : vector<16xf32>
      %158 = llvm.mlir.constant(14 : i64) : i64
      %159 = llvm.extractelement %100[%158 : i64] : vector<16xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %157[%158 : i64] : vector<16xf32>
      %162 = llvm.mlir.constant(15 : i64) : i64
      %163 = llvm.extractelement %100[%162 : i64] : vector<16xf32>
      %164 = llvm.call @__nv_exp2f(%163) : (f32) -> f32
      %165 = llvm.insertelement %164, %161[%162 : i64] : vector<16xf32>
      %166 = "llvm.intr.vector.reduce.fadd"(%5, %165) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %167 = llvm.fsub %60, %94 : f32
      %168 = llvm.fmul %167, %16 : f32
      %169 = llvm.call @__nv_exp2f(%168) : (f32) -> f32
      %170 = llvm.fmul %59, %169 : f32
      %171 = llvm.fadd %170, %166 : f32
      %172 = llvm.add %58, %25 : i32
      llvm.br ^bb1(%172, %171, %94 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %173 = nvvm.shfl.sync bfly %17, %60, %24, %18 : f32 -> f32
      %174 = nvvm.shfl.sync bfly %17, %59, %24, %18 : f32 -> f32
      %175 = llvm.intr.maximum(%60, %173) : (f32, f32) -> f32
      %176 = llvm.fsub %60, %175 : f32
      %177 = llvm.fmul %176, %16 : f32
      %178 = llvm.call @__nv_exp2f(%177) : (f32) -> f32
      %179 = llvm.fmul %59, %178 : f32
      %180 = llvm.fsub %173, %175 : f32
      %181 = llvm.fmul %180, %16 : f32
      %182 = llvm.call @__nv_exp2f(%181) : (f32) -> f32
      %183 = llvm.fmul %174, %182 : f32
      %184 = llvm.fadd %179, %183 : f32
      %185 = nvvm.shfl.sync bfly %17, %175, %19, %18 : f32 -> f32
      %186 = nvvm.shfl.sync bfly %17, %184, %19, %18 : f32 -> f32
      %187 = llvm.intr.maximum(%175, %185) : (f32, f32) -> f32
      %188 = llvm.fsub %175, %187 : f32
      %189 = llvm.fmul %188, %16 : f32
      %190 = llvm.call @__nv_exp2f(%189) : (f32) -> f32
      %191 = llvm.fmul %184, %190 : f32
      %192 = llvm.fsub %185, %187 : f32
      %193 = llvm.fmul %192, %16 : f32
      %194 = llvm.call @__nv_exp2f(%193) : (f32) -> f32
      %195 = llvm.fmul %186, %194 : f32
      %196 = llvm.fadd %191, %195 : f32
      %197 = nvvm.shfl.sync bfly %17, %187, %23, %18 : f32 -> f32
      %198 = nvvm.shfl.sync bfly %17, %196, %23, %18 : f32 -> f32
      %199 = llvm.intr.maximum(%187, %197) : (f32, f32) -> f32
      %200 = llvm.fsub %187, %199 : f32
      %201 = llvm.fmul %200, %16 : f32
      %202 = llvm.call @__nv_exp2f(%201) : (f32) -> f32
      %203 = llvm.fmul %196, %202 : f32
      %204 = llvm.fsub %197, %199 : f32
      %205 = llvm.fmul %204, %16 : f32
      %206 = llvm.call @__nv_exp2f(%205) : (f32) -> f32
      %207 = llvm.fmul %198, %206 : f32
      %208 = llvm.fadd %203, %207 : f32
      %209 = nvvm.shfl.sync bfly %17, %199, %20, %18 : f32 -> f32
      %210 = nvvm.shfl.sync bfly %17, %208, %20, %18 : f32 -> f32
      %211 = llvm.intr.maximum(%199, %209) : (f32, f32) -> f32
      %212 = llvm.fsub %199, %211 : f32
      %213 = llvm.fmul %212, %16 : f32
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.fmul %208, %214 : f32
      %216 = llvm.fsub %209, %211 : f32
      %217 = llvm.fmul %216, %16 : f32
      %218 = llvm.call @__nv_exp2f(%217) : (f32) -> f32
      %219 = llvm.fmul %210, %218 : f32
      %220 = llvm.fadd %215, %219 : f32
      %221 = nvvm.shfl.sync bfly %17, %211, %25, %18 : f32 -> f32
      %222 = nvvm.shfl.sync bfly %17, %220, %25, %18 : f32 -> f32
      %223 = llvm.intr.maximum(%211, %221) : (f32, f32) -> f32
      %224 = llvm.fsub %211, %223 : f32
      %225 = llvm.fmul %224, %16 : f32
      %226 = llvm.call @__nv_exp2f(%225) : (f32) -> f32
      %227 = llvm.fmul %220, %226 : f32
      %228 = llvm.fsub %221, %223 : f32
      %229 = llvm.fmul %228, %16 : f32
      %230 = llvm.call @__nv_exp2f(%229) : (f32) -> f32
      %231 = llvm.fmul %222, %230 : f32
      %232 = llvm.fadd %227, %231 : f32
      %233 = llvm.icmp "eq" %40, %7 : i32
      llvm.cond_br %233, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %234 = llvm.getelementptr %36[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %223, %234 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %235 = llvm.getelementptr %37[%51] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %232, %235 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %236 = llvm.load %36 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %237 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %238 = llvm.getelementptr %36[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %239 = llvm.load %238 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %240 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %241 = llvm.load %240 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %242 = llvm.intr.maximum(%236, %239) : (f32, f32) -> f32
      %243 = llvm.fsub %236, %242 : f32
      %244 = llvm.fmul %243, %16 : f32
      %245 = llvm.call @__nv_exp2f(%244) : (f32) -> f32
      %246 = llvm.fmul %237, %245 : f32
      %247 = llvm.fsub %239, %242 : f32
      %248 = llvm.fmul %247, %16 : f32
      %249 = llvm.call @__nv_exp2f(%248) : (f32) -> f32
      %250 = llvm.fmul %241, %249 : f32
      %251 = llvm.fadd %246, %250 : f32
      %252 = llvm.getelementptr %36[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %253 = llvm.load %252 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %254 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %255 = llvm.load %254 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %256 = llvm.intr.maximum(%242, %253) : (f32, f32) -> f32
      %257 = llvm.fsub %242, %256 : f32
      %258 = llvm.fmul %257, %16 : f32
      %259 = llvm.call @__nv_exp2f(%258) : (f32) -> f32
      %260 = llvm.fmul %251, %259 : f32
      %261 = llvm.fsub %253, %256 : f32
      %262 = llvm.fmul %261, %16 : f32
      %263 = llvm.call @__nv_exp2f(%262) : (f32) -> f32
      %264 = llvm.fmul %255, %263 : f32
      %265 = llvm.fadd %260, %264 : f32
      %266 = llvm.getelementptr %36[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %267 = llvm.load %266 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %268 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %269 = llvm.load %268 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %270 = llvm.intr.maximum(%256, %267) : (f32, f32) -> f32
      %271 = llvm.fsub %256, %270 : f32
      %272 = llvm.fmul %271, %16 : f32
      %273 = llvm.call @__nv_exp2f(%272) : (f32) -> f32
      %274 = llvm.fmul %265, %273 : f32
      %275 = llvm.fsub %267, %270 : f32
      %276 = llvm.fmul %275, %16 : f32
      %277 = llvm.call @__nv_exp2f(%276) : (f32) -> f32
      %278 = llvm.fmul %269, %277 : f32
      %279 = llvm.fadd %274, %278 : f32
      %280 = llvm.call @__nv_log2f(%279) : (f32) -> f32
      %281 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %282 = llvm.mul %38, %23 overflow<nsw> : i32
      %283 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %284 = llvm.mul %38, %23 : i32
      %285 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %286 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %287 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %288 = llvm.mlir.poison : vector<16xf32>
      %289 = llvm.mlir.constant(0 : i32) : i32
      %290 = llvm.insertelement %270, %288[%289 : i32] : vector<16xf32>
      %291 = llvm.shufflevector %290, %288 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %292 = llvm.mlir.poison : vector<16xf32>
      %293 = llvm.mlir.constant(0 : i32) : i32
      %294 = llvm.insertelement %280, %292[%293 : i32] : vector<16xf32>
      %295 = llvm.shufflevector %294, %292 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%7 : i32)
    ^bb11(%296: i32):  // 2 preds: ^bb10, ^bb22
      %297 = llvm.icmp "slt" %296, %8 : i32
      llvm.cond_br %297, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %298 = llvm.mul %39, %10 overflow<nsw> : i32
      %299 = llvm.mul %296, %9 overflow<nsw> : i32
      %300 = llvm.add %298, %299 overflow<nsw> : i32
      %301 = llvm.getelementptr %281[%300] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %302 = llvm.getelementptr %301[%282] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %303 = llvm.getelementptr %283[%300] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %304 = llvm.getelementptr %303[%282] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %305 = llvm.mul %296, %9 : i32
      %306 = llvm.add %305, %284 : i32
      %307 = llvm.icmp "slt" %306, %10 : i32
      %308 = llvm.zext %307 : i1 to i8
      llvm.store %308, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %309 = llvm.add %306, %11 : i32
      %310 = llvm.icmp "slt" %309, %10 : i32
      %311 = llvm.zext %310 : i1 to i8
      llvm.store %311, %285 {alignment = 1 : i64} : i8, !llvm.ptr
      %312 = llvm.add %306, %12 : i32
      %313 = llvm.icmp "slt" %312, %10 : i32
      %314 = llvm.zext %313 : i1 to i8
      llvm.store %314, %286 {alignment = 2 : i64} : i8, !llvm.ptr
      %315 = llvm.add %306, %13 : i32
      %316 = llvm.icmp "slt" %315, %10 : i32
      %317 = llvm.zext %316 : i1 to i8
      llvm.store %317, %287 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %21, %27 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%7 : i32)
    ^bb13(%318: i32):  // 2 preds: ^bb12, ^bb16
      %319 = llvm.icmp "slt" %318, %23 : i32
      llvm.cond_br %319, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %320 = llvm.mul %318, %11 overflow<nsw> : i32
      %321 = llvm.getelementptr %302[%320] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %322 = llvm.mul %318, %23 overflow<nsw> : i32
      %323 = llvm.getelementptr %27[%322] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %324 = llvm.getelementptr %28[%318] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %325 = llvm.load %324 {alignment = 1 : i64} : !llvm.ptr -> i8
      %326 = llvm.icmp "ne" %325, %15 : i8
      llvm.cond_br %326, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %327 = llvm.load %321 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %327, %323 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %328 = llvm.add %318, %25 : i32
      llvm.br ^bb13(%328 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %329 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %330 = llvm.fsub %329, %291 : vector<16xf32>
      %331 = llvm.fmul %330, %22 : vector<16xf32>
      %332 = llvm.fsub %331, %295 : vector<16xf32>
      %333 = llvm.mlir.poison : vector<16xf32>
      %334 = llvm.mlir.constant(0 : i64) : i64
      %335 = llvm.extractelement %332[%334 : i64] : vector<16xf32>
      %336 = llvm.call @__nv_exp2f(%335) : (f32) -> f32
      %337 = llvm.insertelement %336, %333[%334 : i64] : vector<16xf32>
      %338 = llvm.mlir.constant(1 : i64) : i64
      %339 = llvm.extractelement %332[%338 : i64] : vector<16xf32>
      %340 = llvm.call @__nv_exp2f(%339) : (f32) -> f32
      %341 = llvm.insertelement %340, %337[%338 : i64] : vector<16xf32>
      %342 = llvm.mlir.constant(2 : i64) : i64
      %343 = llvm.extractelement %332[%342 : i64] : vector<16xf32>
      %344 = llvm.call @__nv_exp2f(%343) : (f32) -> f32
      %345 = llvm.insertelement %344, %341[%342 : i64] : vector<16xf32>
      %346 = llvm.mlir.constant(3 : i64) : i64
      %347 = llvm.extractelement %332[%346 : i64] : vector<16xf32>
      %348 = llvm.call @__nv_exp2f(%347) : (f32) -> f32
      %349 = llvm.insertelement %348, %345[%346 : i64] : vector<16xf32>
      %350 = llvm.mlir.constant(4 : i64) : i64
      %351 = llvm.extractelement %332[%350 : i64] : vector<16xf32>
      %352 = llvm.call @__nv_exp2f(%351) : (f32) -> f32
      %353 = llvm.insertelement %352, %349[%350 : i64] : vector<16xf32>
      %354 = llvm.mlir.constant(5 : i64) : i64
      %355 = llvm.extractelement %332[%354 : i64] : vector<16xf32>
      %356 = llvm.call @__nv_exp2f(%355) : (f32) -> f32
      %357 = llvm.insertelement %356, %353[%354 : i64] : vector<16xf32>
      %358 = llvm.mlir.constant(6 : i64) : i64
      %359 = llvm.extractelement %332[%358 : i64] : vector<16xf32>
      %360 = llvm.call @__nv_exp2f(%359) : (f32) -> f32
      %361 = llvm.insertelement %360, %357[%358 : i64] : vector<16xf32>
      %362 = llvm.mlir.constant(7 : i64) : i64
      %363 = llvm.extractelement %332[%362 : i64] : vector<16xf32>
      %364 = llvm.call @__nv_exp2f(%363) : (f32) -> f32
      %365 = llvm.insertelement %364, %361[%362 : i64] : vector<16xf32>
      %366 = llvm.mlir.constant(8 : i64) : i64
      %367 = llvm.extractelement %332[%366 : i64] : vector<16xf32>
      %368 = llvm.call @__nv_exp2f(%367) : (f32) -> f32
      %369 = llvm.insertelement %368, %365[%366 : i64] : vector<16xf32>
      %370 = llvm.mlir.constant(9 : i64) : i64
      %371 = llvm.extractelement %332[%370 : i64] : vector<16xf32>
      %372 = llvm.call @__nv_exp2f(%371) : (f32) -> f32
      %373 = llvm.insertelement %372, %369[%370 : i64] : vector<16xf32>
      %374 = llvm.mlir.constant(10 : i64) : i64
      %375 = llvm.extractelement %332[%374 : i64] : vector<16xf32>
      %376 = llvm.call @__nv_exp2f(%375) : (f32) -> f32
      %377 = llvm.insertelement %376, %373[%374 : i64] : vector<16xf32>
      %378 = llvm.mlir.constant(11 : i64) : i64
      %379 = llvm.extractelement %332[%378 : i64] : vector<16xf32>
      %380 = llvm.call @__nv_exp2f(%379) : (f32) -> f32
      %381 = llvm.insertelement %380, %377[%378 : i64] : vector<16xf32>
      %382 = llvm.mlir.constant(12 : i64) : i64
      %383 = llvm.extractelement %332[%382 : i64] : vector<16xf32>
      %384 = llvm.call @__nv_exp2f(%383) : (f32) -> f32
      %385 = llvm.insertelement %384, %381[%382 : i64] : vector<16xf32>
      %386 = llvm.mlir.constant(13 : i64) : i64
      %387 = llvm.extractelement %332[%386 : i64] : vector<16xf32>
      %388 = llvm.call @__nv_exp2f(%387) : (f32) -> f32
      %389 = llvm.insertelement %388, %385[%386 : i64] : vector<16xf32>
      %390 = llvm.mlir.constant(14 : i64) : i64
      %391 = llvm.extractelement %332[%390 : i64] : vector<16xf32>
      %392 = llvm.call @__nv_exp2f(%391) : (f32) -> f32
      %393 = llvm.insertelement %392, %389[%390 : i64] : vector<16xf32>
      %394 = llvm.mlir.constant(15 : i64) : i64
      %395 = llvm.extractelement %332[%394 : i64] : vector<16xf32>
      %396 = llvm.call @__nv_exp2f(%395) : (f32) -> f32
      %397 = llvm.insertelement %396, %393[%394 : i64] : vector<16xf32>
      llvm.store %397, %26 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%7 : i32)
    ^bb18(%398: i32):  // 2 preds: ^bb17, ^bb21
      %399 = llvm.icmp "slt" %398, %23 : i32
      llvm.cond_br %399, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %400 = llvm.mul %398, %23 overflow<nsw> : i32
      %401 = llvm.getelementptr %26[%400] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %402 = llvm.mul %398, %11 overflow<nsw> : i32
      %403 = llvm.getelementptr %304[%402] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %404 = llvm.getelementptr %28[%398] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %405 = llvm.load %404 {alignment = 1 : i64} : !llvm.ptr -> i8
      %406 = llvm.icmp "ne" %405, %15 : i8
      llvm.cond_br %406, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %407 = llvm.load %401 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %407, %403 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %408 = llvm.add %398, %25 : i32
      llvm.br ^bb18(%408 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %409 = llvm.add %296, %25 : i32
      llvm.br ^bb11(%409 : i32)
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
    %92 = cuda.launch_ex @kernels::@kernel_cutlass_softmax_kernel_tensorptrf_ha5d43d7a_0<%28> (%10, %12) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa) -> !cuda.result
    %93 = builtin.unrealized_conversion_cast %92 : !cuda.result to i32
    cuda.return_if_error %93 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h51225f5d(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h65b6f9ef(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
