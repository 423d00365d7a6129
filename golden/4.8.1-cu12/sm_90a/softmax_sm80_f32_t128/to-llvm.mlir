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
      %15 = llvm.mlir.constant(-1 : i32) : i32
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(8 : i32) : i32
      %18 = llvm.mlir.constant(2 : i32) : i32
      %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %21 = llvm.mlir.constant(96 : i32) : i32
      %22 = llvm.mlir.constant(5000 : i32) : i32
      %23 = llvm.mlir.constant(dense<1.44269502> : vector<16xf32>) : vector<16xf32>
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(16 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %33 = nvvm.shfl.sync idx %15, %32, %11, %16 : i32 -> i32
      %34 = llvm.zext %33 : i32 to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%35, %5 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%37, %4 : !llvm.ptr<3>, i64)] : i1
      %38 = llvm.getelementptr %35[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %39 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %40 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %41 = llvm.srem %39, %8 : i32
      %42 = llvm.sdiv %39, %8 : i32
      %43 = llvm.mul %42, %8 : i32
      %44 = llvm.icmp "ne" %39, %43 : i32
      %45 = llvm.mlir.constant(0 : i32) : i32
      %46 = llvm.icmp "slt" %39, %45 : i32
      %47 = llvm.mlir.constant(false) : i1
      %48 = llvm.icmp "ne" %46, %47 : i1
      %49 = llvm.and %44, %48 : i1
      %50 = llvm.mlir.constant(-1 : i32) : i32
      %51 = llvm.add %42, %50 : i32
      %52 = llvm.select %49, %51, %42 : i1, i32
      %53 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %54 = llvm.mul %39, %24 overflow<nsw> : i32
      %55 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %56 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%11, %9, %10 : i32, f32, f32)
    ^bb1(%58: i32, %59: f32, %60: f32):  // 2 preds: ^bb0, ^bb7
      %61 = llvm.icmp "slt" %58, %12 : i32
      llvm.cond_br %61, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %62 = llvm.mul %40, %22 overflow<nsw> : i32
      %63 = llvm.mul %58, %3 overflow<nsw> : i32
      %64 = llvm.add %62, %63 overflow<nsw> : i32
      %65 = llvm.getelementptr %53[%64] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %66 = llvm.getelementptr %65[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %67 = llvm.mul %58, %3 overflow<nsw> : i32
      %68 = llvm.add %67, %54 overflow<nsw> : i32
      %69 = llvm.icmp "slt" %40, %21 : i32
      %70 = llvm.icmp "slt" %68, %22 : i32
      %71 = llvm.and %69, %70 : i1
      %72 = llvm.zext %71 : i1 to i8
      llvm.store %72, %31 {alignment = 32 : i64} : i8, !llvm.ptr
      %73 = llvm.add %68, %2 overflow<nsw> : i32
      %74 = llvm.icmp "slt" %40, %21 : i32
      %75 = llvm.icmp "slt" %73, %22 : i32
      %76 = llvm.and %74, %75 : i1
      %77 = llvm.zext %76 : i1 to i8
      llvm.store %77, %55 {alignment = 1 : i64} : i8, !llvm.ptr
      %78 = llvm.add %68, %1 overflow<nsw> : i32
      %79 = llvm.icmp "slt" %40, %21 : i32
      %80 = llvm.icmp "slt" %78, %22 : i32
      %81 = llvm.and %79, %80 : i1
      %82 = llvm.zext %81 : i1 to i8
      llvm.store %82, %56 {alignment = 2 : i64} : i8, !llvm.ptr
      %83 = llvm.add %68, %0 overflow<nsw> : i32
      %84 = llvm.icmp "slt" %40, %21 : i32
      %85 = llvm.icmp "slt" %83, %22 : i32
      %86 = llvm.and %84, %85 : i1
      %87 = llvm.zext %86 : i1 to i8
      llvm.store %87, %57 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %30 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%11 : i32)
    ^bb3(%88: i32):  // 2 preds: ^bb2, ^bb6
      %89 = llvm.icmp "slt" %88, %24 : i32
      llvm.cond_br %89, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %90 = llvm.mul %88, %2 overflow<nsw> : i32
      %91 = llvm.getelementptr %66[%90] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %92 = llvm.mul %88, %24 overflow<nsw> : i32
      %93 = llvm.getelementptr %30[%92] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %94 = llvm.getelementptr %31[%88] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %95 = llvm.load %94 {alignment = 1 : i64} : !llvm.ptr -> i8
      %96 = llvm.icmp "ne" %95, %14 : i8
      llvm.cond_br %96, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %97 = llvm.load %91 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %97, %93 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %98 = llvm.add %88, %26 : i32
      llvm.br ^bb3(%98 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %99 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %100 = llvm.fmul %99, %23 : vector<16xf32>
      %101 = llvm.intr.vector.reduce.fmaximum(%100) : (vector<16xf32>) -> f32
      %102 = llvm.intr.maximum(%101, %10) : (f32, f32) -> f32
      %103 = llvm.intr.maximum(%60, %102) : (f32, f32) -> f32
      %104 = llvm.mlir.poison : vector<16xf32>
      %105 = llvm.mlir.constant(0 : i32) : i32
      %106 = llvm.insertelement %103, %104[%105 : i32] : vector<16xf32>
      %107 = llvm.shufflevector %106, %104 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %108 = llvm.fsub %100, %107 : vector<16xf32>
      %109 = llvm.mlir.poison : vector<16xf32>
      %110 = llvm.mlir.constant(0 : i64) : i64
      %111 = llvm.extractelement %108[%110 : i64] : vector<16xf32>
      %112 = llvm.call @__nv_exp2f(%111) : (f32) -> f32
      %113 = llvm.insertelement %112, %109[%110 : i64] : vector<16xf32>
      %114 = llvm.mlir.constant(1 : i64) : i64
      %115 = llvm.extractelement %108[%114 : i64] : vector<16xf32>
      %116 = llvm.call @__nv_exp2f(%115) : (f32) -> f32
      %117 = llvm.insertelement %116, %113[%114 : i64] : vector<16xf32>
      %118 = llvm.mlir.constant(2 : i64) : i64
      %119 = llvm.extractelement %108[%118 : i64] : vector<16xf32>
      %120 = llvm.call @__nv_exp2f(%119) : (f32) -> f32
      %121 = llvm.insertelement %120, %117[%118 : i64] : vector<16xf32>
      %122 = llvm.mlir.constant(3 : i64) : i64
      %123 = llvm.extractelement %108[%122 : i64] : vector<16xf32>
      %124 = llvm.call @__nv_exp2f(%123) : (f32) -> f32
      %125 = llvm.insertelement %124, %121[%122 : i64] : vector<16xf32>
      %126 = llvm.mlir.constant(4 : i64) : i64
      %127 = llvm.extractelement %108[%126 : i64] : vector<16xf32>
      %128 = llvm.call @__nv_exp2f(%127) : (f32) -> f32
      %129 = llvm.insertelement %128, %125[%126 : i64] : vector<16xf32>
      %130 = llvm.mlir.constant(5 : i64) : i64
      %131 = llvm.extractelement %108[%130 : i64] : vector<16xf32>
      %132 = llvm.call @__nv_exp2f(%131) : (f32) -> f32
      %133 = llvm.insertelement %132, %129[%130 : i64] : vector<16xf32>
      %134 = llvm.mlir.constant(6 : i64) : i64
      %135 = llvm.extractelement %108[%134 : i64] : vector<16xf32>
      %136 = llvm.call @__nv_exp2f(%135) : (f32) -> f32
      %137 = llvm.insertelement %136, %133[%134 : i64] : vector<16xf32>
      %138 = llvm.mlir.constant(7 : i64) : i64
      %139 = llvm.extractelement %108[%138 : i64] : vector<16xf32>
      %140 = llvm.call @__nv_exp2f(%139) : (f32) -> f32
      %141 = llvm.insertelement %140, %137[%138 : i64] : vector<16xf32>
      %142 = llvm.mlir.constant(8 : i64) : i64
      %143 = llvm.extractelement %108[%142 : i64] : vector<16xf32>
      %144 = llvm.call @__nv_exp2f(%143) : (f32) -> f32
      %145 = llvm.insertelement %144, %141[%142 : i64] : vector<16xf32>
      %146 = llvm.mlir.constant(9 : i64) : i64
      %147 = llvm.extractelement %108[%146 : i64] : vector<16xf32>
      %148 = llvm.call @__nv_exp2f(%147) : (f32) -> f32
      %149 = llvm.insertelement %148, %145[%146 : i64] : vector<16xf32>
      %150 = llvm.mlir.constant(10 : i64) : i64
      %151 = llvm.extractelement %108[%150 : i64] : vector<16xf32>
      %152 = llvm.call @__nv_exp2f(%151) : (f32) -> f32
      %153 = llvm.insertelement %152, %149[%150 : i64] : vector<16xf32>
      %154 = llvm.mlir.constant(11 : i64) : i64
      %155 = llvm.extractelement %108[%154 : i64] : vector<16xf32>
      %156 = llvm.call @__nv_exp2f(%155) : (f32) -> f32
      %157 = llvm.insertelement %156, %153[%154 : i64] : vector<16xf32>
      %158 = llvm.mlir.constant(12 : i64) : i64
      %159 = llvm.extractelement %108[%158 : i64] : vector<16xf32>
      %160 = llvm.call @__nv_exp2f(%159) : (f32) -> f32
      %161 = llvm.insertelement %160, %157[%158 : i64] : vector<16xf32>
      %162 = llvm.mlir.constant(13 : i64) : i64
      %163 = llvm.extractelement %108[%162 : i64] : vector<16xf32>
      %164 = llvm.call @__nv_exp2f(%163) : (f32) -> f32
      %165 = llvm.insertelement %164, %161[%162 : i64] : vector<16xf32>
      %166 = llvm.mlir.constant(14 : i64) : i64
      %167 = llvm.extractelement %108[%166 : i64] : vector<16xf32>
      %168 = llvm.call @__nv_exp2f(%167) : (f32) -> f32
      %169 = llvm.insertelement %168, %165[%166 : i64] : vector<16xf32>
      %170 = llvm.mlir.constant(15 : i64) : i64
      %171 = llvm.extractelement %108[%170 : i64] : vector<16xf32>
      %172 = llvm.call @__nv_exp2f(%171) : (f32) -> f32
      %173 = llvm.insertelement %172, %169[%170 : i64] : vector<16xf32>
      %174 = "llvm.intr.vector.reduce.fadd"(%9, %173) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %175 = llvm.fsub %60, %103 : f32
      %176 = llvm.call @__nv_exp2f(%175) : (f32) -> f32
      %177 = llvm.fmul %59, %176 : f32
      %178 = llvm.fadd %177, %174 : f32
      %179 = llvm.add %58, %26 : i32
      llvm.br ^bb1(%179, %178, %103 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %180 = nvvm.shfl.sync bfly %15, %60, %25, %16 : f32 -> f32
      %181 = nvvm.shfl.sync bfly %15, %59, %25, %16 : f32 -> f32
      %182 = llvm.intr.maximum(%60, %180) : (f32, f32) -> f32
      %183 = llvm.fsub %60, %182 : f32
      %184 = llvm.call @__nv_exp2f(%183) : (f32) -> f32
      %185 = llvm.fmul %59, %184 : f32
      %186 = llvm.fsub %180, %182 : f32
      %187 = llvm.call @__nv_exp2f(%186) : (f32) -> f32
      %188 = llvm.fmul %181, %187 : f32
      %189 = llvm.fadd %185, %188 : f32
      %190 = nvvm.shfl.sync bfly %15, %182, %17, %16 : f32 -> f32
      %191 = nvvm.shfl.sync bfly %15, %189, %17, %16 : f32 -> f32
      %192 = llvm.intr.maximum(%182, %190) : (f32, f32) -> f32
      %193 = llvm.fsub %182, %192 : f32
      %194 = llvm.call @__nv_exp2f(%193) : (f32) -> f32
      %195 = llvm.fmul %189, %194 : f32
      %196 = llvm.fsub %190, %192 : f32
      %197 = llvm.call @__nv_exp2f(%196) : (f32) -> f32
      %198 = llvm.fmul %191, %197 : f32
      %199 = llvm.fadd %195, %198 : f32
      %200 = nvvm.shfl.sync bfly %15, %192, %24, %16 : f32 -> f32
      %201 = nvvm.shfl.sync bfly %15, %199, %24, %16 : f32 -> f32
      %202 = llvm.intr.maximum(%192, %200) : (f32, f32) -> f32
      %203 = llvm.fsub %192, %202 : f32
      %204 = llvm.call @__nv_exp2f(%203) : (f32) -> f32
      %205 = llvm.fmul %199, %204 : f32
      %206 = llvm.fsub %200, %202 : f32
      %207 = llvm.call @__nv_exp2f(%206) : (f32) -> f32
      %208 = llvm.fmul %201, %207 : f32
      %209 = llvm.fadd %205, %208 : f32
      %210 = nvvm.shfl.sync bfly %15, %202, %18, %16 : f32 -> f32
      %211 = nvvm.shfl.sync bfly %15, %209, %18, %16 : f32 -> f32
      %212 = llvm.intr.maximum(%202, %210) : (f32, f32) -> f32
      %213 = llvm.fsub %202, %212 : f32
      %214 = llvm.call @__nv_exp2f(%213) : (f32) -> f32
      %215 = llvm.fmul %209, %214 : f32
      %216 = llvm.fsub %210, %212 : f32
      %217 = llvm.call @__nv_exp2f(%216) : (f32) -> f32
      %218 = llvm.fmul %211, %217 : f32
      %219 = llvm.fadd %215, %218 : f32
      %220 = nvvm.shfl.sync bfly %15, %212, %26, %16 : f32 -> f32
      %221 = nvvm.shfl.sync bfly %15, %219, %26, %16 : f32 -> f32
      %222 = llvm.intr.maximum(%212, %220) : (f32, f32) -> f32
      %223 = llvm.fsub %212, %222 : f32
      %224 = llvm.call @__nv_exp2f(%223) : (f32) -> f32
      %225 = llvm.fmul %219, %224 : f32
      %226 = llvm.fsub %220, %222 : f32
      %227 = llvm.call @__nv_exp2f(%226) : (f32) -> f32
      %228 = llvm.fmul %221, %227 : f32
      %229 = llvm.fadd %225, %228 : f32
      %230 = llvm.icmp "eq" %41, %11 : i32
      llvm.cond_br %230, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %231 = llvm.getelementptr %37[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %222, %231 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %232 = llvm.getelementptr %38[%52] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %229, %232 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %233 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %234 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %235 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %236 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %237 = llvm.getelementptr %38[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %238 = llvm.load %237 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %239 = llvm.intr.maximum(%233, %236) : (f32, f32) -> f32
      %240 = llvm.fsub %233, %239 : f32
      %241 = llvm.call @__nv_exp2f(%240) : (f32) -> f32
      %242 = llvm.fmul %234, %241 : f32
      %243 = llvm.fsub %236, %239 : f32
      %244 = llvm.call @__nv_exp2f(%243) : (f32) -> f32
      %245 = llvm.fmul %238, %244 : f32
      %246 = llvm.fadd %242, %245 : f32
      %247 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %248 = llvm.load %247 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %249 = llvm.getelementptr %38[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %250 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %251 = llvm.intr.maximum(%239, %248) : (f32, f32) -> f32
      %252 = llvm.fsub %239, %251 : f32
      %253 = llvm.call @__nv_exp2f(%252) : (f32) -> f32
      %254 = llvm.fmul %246, %253 : f32
      %255 = llvm.fsub %248, %251 : f32
      %256 = llvm.call @__nv_exp2f(%255) : (f32) -> f32
      %257 = llvm.fmul %250, %256 : f32
      %258 = llvm.fadd %254, %257 : f32
      %259 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %260 = llvm.load %259 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %261 = llvm.getelementptr %38[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %262 = llvm.load %261 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %263 = llvm.intr.maximum(%251, %260) : (f32, f32) -> f32
      %264 = llvm.fsub %251, %263 : f32
      %265 = llvm.call @__nv_exp2f(%264) : (f32) -> f32
      %266 = llvm.fmul %258, %265 : f32
      %267 = llvm.fsub %260, %263 : f32
      %268 = llvm.call @__nv_exp2f(%267) : (f32) -> f32
      %269 = llvm.fmul %262, %268 : f32
      %270 = llvm.fadd %266, %269 : f32
      %271 = llvm.fdiv %19, %270 : f32
      %272 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %273 = llvm.mul %39, %24 overflow<nsw> : i32
      %274 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %275 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %276 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %277 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %278 = llvm.mlir.poison : vector<16xf32>
      %279 = llvm.mlir.constant(0 : i32) : i32
      %280 = llvm.insertelement %263, %278[%279 : i32] : vector<16xf32>
      %281 = llvm.shufflevector %280, %278 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %282 = llvm.mlir.poison : vector<16xf32>
      %283 = llvm.mlir.constant(0 : i32) : i32
      %284 = llvm.insertelement %271, %282[%283 : i32] : vector<16xf32>
      %285 = llvm.shufflevector %284, %282 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb11(%11 : i32)
    ^bb11(%286: i32):  // 2 preds: ^bb10, ^bb22
      %287 = llvm.icmp "slt" %286, %12 : i32
      llvm.cond_br %287, ^bb12, ^bb23
    ^bb12:  // pred: ^bb11
      %288 = llvm.mul %40, %22 overflow<nsw> : i32
      %289 = llvm.mul %286, %3 overflow<nsw> : i32
      %290 = llvm.add %288, %289 overflow<nsw> : i32
      %291 = llvm.getelementptr %272[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %292 = llvm.getelementptr %291[%273] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %293 = llvm.getelementptr %274[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %294 = llvm.getelementptr %293[%273] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %295 = llvm.mul %286, %3 overflow<nsw> : i32
      %296 = llvm.add %295, %273 overflow<nsw> : i32
      %297 = llvm.icmp "slt" %40, %21 : i32
      %298 = llvm.icmp "slt" %296, %22 : i32
      %299 = llvm.and %297, %298 : i1
      %300 = llvm.zext %299 : i1 to i8
      llvm.store %300, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %301 = llvm.add %296, %2 overflow<nsw> : i32
      %302 = llvm.icmp "slt" %40, %21 : i32
      %303 = llvm.icmp "slt" %301, %22 : i32
      %304 = llvm.and %302, %303 : i1
      %305 = llvm.zext %304 : i1 to i8
      llvm.store %305, %275 {alignment = 1 : i64} : i8, !llvm.ptr
      %306 = llvm.add %296, %1 overflow<nsw> : i32
      %307 = llvm.icmp "slt" %40, %21 : i32
      %308 = llvm.icmp "slt" %306, %22 : i32
      %309 = llvm.and %307, %308 : i1
      %310 = llvm.zext %309 : i1 to i8
      llvm.store %310, %276 {alignment = 2 : i64} : i8, !llvm.ptr
      %311 = llvm.add %296, %0 overflow<nsw> : i32
      %312 = llvm.icmp "slt" %40, %21 : i32
      %313 = llvm.icmp "slt" %311, %22 : i32
      %314 = llvm.and %312, %313 : i1
      %315 = llvm.zext %314 : i1 to i8
      llvm.store %315, %277 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %20, %28 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb13(%11 : i32)
    ^bb13(%316: i32):  // 2 preds: ^bb12, ^bb16
      %317 = llvm.icmp "slt" %316, %24 : i32
      llvm.cond_br %317, ^bb14, ^bb17
    ^bb14:  // pred: ^bb13
      %318 = llvm.mul %316, %2 overflow<nsw> : i32
      %319 = llvm.getelementptr %292[%318] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %320 = llvm.mul %316, %24 overflow<nsw> : i32
      %321 = llvm.getelementptr %28[%320] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %322 = llvm.getelementptr %29[%316] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %323 = llvm.load %322 {alignment = 1 : i64} : !llvm.ptr -> i8
      %324 = llvm.icmp "ne" %323, %14 : i8
      llvm.cond_br %324, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %325 = llvm.load %319 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %325, %321 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %326 = llvm.add %316, %26 : i32
      llvm.br ^bb13(%326 : i32) {loop_annotation = #loop_annotation}
    ^bb17:  // pred: ^bb13
      %327 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %328 = llvm.fmul %327, %23 : vector<16xf32>
      %329 = llvm.fsub %328, %281 : vector<16xf32>
      %330 = llvm.mlir.poison : vector<16xf32>
      %331 = llvm.mlir.constant(0 : i64) : i64
      %332 = llvm.extractelement %329[%331 : i64] : vector<16xf32>
      %333 = llvm.call @__nv_exp2f(%332) : (f32) -> f32
      %334 = llvm.insertelement %333, %330[%331 : i64] : vector<16xf32>
      %335 = llvm.mlir.constant(1 : i64) : i64
      %336 = llvm.extractelement %329[%335 : i64] : vector<16xf32>
      %337 = llvm.call @__nv_exp2f(%336) : (f32) -> f32
      %338 = llvm.insertelement %337, %334[%335 : i64] : vector<16xf32>
      %339 = llvm.mlir.constant(2 : i64) : i64
      %340 = llvm.extractelement %329[%339 : i64] : vector<16xf32>
      %341 = llvm.call @__nv_exp2f(%340) : (f32) -> f32
      %342 = llvm.insertelement %341, %338[%339 : i64] : vector<16xf32>
      %343 = llvm.mlir.constant(3 : i64) : i64
      %344 = llvm.extractelement %329[%343 : i64] : vector<16xf32>
      %345 = llvm.call @__nv_exp2f(%344) : (f32) -> f32
      %346 = llvm.insertelement %345, %342[%343 : i64] : vector<16xf32>
      %347 = llvm.mlir.constant(4 : i64) : i64
      %348 = llvm.extractelement %329[%347 : i64] : vector<16xf32>
      %349 = llvm.call @__nv_exp2f(%348) : (f32) -> f32
      %350 = llvm.insertelement %349, %346[%347 : i64] : vector<16xf32>
      %351 = llvm.mlir.constant(5 : i64) : i64
      %352 = llvm.extractelement %329[%351 : i64] : vector<16xf32>
      %353 = llvm.call @__nv_exp2f(%352) : (f32) -> f32
      %354 = llvm.insertelement %353, %350[%351 : i64] : vector<16xf32>
      %355 = llvm.mlir.constant(6 : i64) : i64
      %356 = llvm.extractelement %329[%355 : i64] : vector<16xf32>
      %357 = llvm.call @__nv_exp2f(%356) : (f32) -> f32
      %358 = llvm.insertelement %357, %354[%355 : i64] : vector<16xf32>
      %359 = llvm.mlir.constant(7 : i64) : i64
      %360 = llvm.extractelement %329[%359 : i64] : vector<16xf32>
      %361 = llvm.call @__nv_exp2f(%360) : (f32) -> f32
      %362 = llvm.insertelement %361, %358[%359 : i64] : vector<16xf32>
      %363 = llvm.mlir.constant(8 : i64) : i64
      %364 = llvm.extractelement %329[%363 : i64] : vector<16xf32>
      %365 = llvm.call @__nv_exp2f(%364) : (f32) -> f32
      %366 = llvm.insertelement %365, %362[%363 : i64] : vector<16xf32>
      %367 = llvm.mlir.constant(9 : i64) : i64
      %368 = llvm.extractelement %329[%367 : i64] : vector<16xf32>
      %369 = llvm.call @__nv_exp2f(%368) : (f32) -> f32
      %370 = llvm.insertelement %369, %366[%367 : i64] : vector<16xf32>
      %371 = llvm.mlir.constant(10 : i64) : i64
      %372 = llvm.extractelement %329[%371 : i64] : vector<16xf32>
      %373 = llvm.call @__nv_exp2f(%372) : (f32) -> f32
      %374 = llvm.insertelement %373, %370[%371 : i64] : vector<16xf32>
      %375 = llvm.mlir.constant(11 : i64) : i64
      %376 = llvm.extractelement %329[%375 : i64] : vector<16xf32>
      %377 = llvm.call @__nv_exp2f(%376) : (f32) -> f32
      %378 = llvm.insertelement %377, %374[%375 : i64] : vector<16xf32>
      %379 = llvm.mlir.constant(12 : i64) : i64
      %380 = llvm.extractelement %329[%379 : i64] : vector<16xf32>
      %381 = llvm.call @__nv_exp2f(%380) : (f32) -> f32
      %382 = llvm.insertelement %381, %378[%379 : i64] : vector<16xf32>
      %383 = llvm.mlir.constant(13 : i64) : i64
      %384 = llvm.extractelement %329[%383 : i64] : vector<16xf32>
      %385 = llvm.call @__nv_exp2f(%384) : (f32) -> f32
      %386 = llvm.insertelement %385, %382[%383 : i64] : vector<16xf32>
      %387 = llvm.mlir.constant(14 : i64) : i64
      %388 = llvm.extractelement %329[%387 : i64] : vector<16xf32>
      %389 = llvm.call @__nv_exp2f(%388) : (f32) -> f32
      %390 = llvm.insertelement %389, %386[%387 : i64] : vector<16xf32>
      %391 = llvm.mlir.constant(15 : i64) : i64
      %392 = llvm.extractelement %329[%391 : i64] : vector<16xf32>
      %393 = llvm.call @__nv_exp2f(%392) : (f32) -> f32
      %394 = llvm.insertelement %393, %390[%391 : i64] : vector<16xf32>
      %395 = llvm.fmul %394, %285 : vector<16xf32>
      llvm.store %395, %27 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb18(%11 : i32)
    ^bb18(%396: i32):  // 2 preds: ^bb17, ^bb21
      %397 = llvm.icmp "slt" %396, %24 : i32
      llvm.cond_br %397, ^bb19, ^bb22
    ^bb19:  // pred: ^bb18
      %398 = llvm.mul %396, %24 overflow<nsw> : i32
      %399 = llvm.getelementptr %27[%398] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %400 = llvm.mul %396, %2 overflow<nsw> : i32
      %401 = llvm.getelementptr %294[%400] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %402 = llvm.getelementptr %29[%396] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %403 = llvm.load %402 {alignment = 1 : i64} : !llvm.ptr -> i8
      %404 = llvm.icmp "ne" %403, %14 : i8
      llvm.cond_br %404, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %405 = llvm.load %399 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %405, %401 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      %406 = llvm.add %396, %26 : i32
      llvm.br ^bb18(%406 : i32) {loop_annotation = #loop_annotation}
    ^bb22:  // pred: ^bb18
      %407 = llvm.add %286, %26 : i32
      llvm.br ^bb11(%407 : i32)
    ^bb23:  // pred: ^bb11
      llvm.return
    }
  }
  llvm.func @cutlass___call___SoftmaxProgramthreads12_h57d05bb9(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
  llvm.func @_mlir_ciface_cutlass___call___SoftmaxPro_h383d7054(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___SoftmaxProgramthreads12_h57d05bb9(%arg0, %arg1, %arg2) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
