!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %10 = llvm.mlir.constant(0 : i32) : i32
      %11 = llvm.mlir.constant(3 : i32) : i32
      %12 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %13 = llvm.mlir.constant(0 : i8) : i8
      %14 = llvm.mlir.constant(1.17549435E-38 : f32) : f32
      %15 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %16 = llvm.mlir.constant(-1 : i32) : i32
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(8 : i32) : i32
      %19 = llvm.mlir.constant(2 : i32) : i32
      %20 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %21 = llvm.mlir.constant(9.99999984E+17 : f32) : f32
      %22 = llvm.mlir.constant(96 : i32) : i32
      %23 = llvm.mlir.constant(5000 : i32) : i32
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(16 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %25 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %34 = nvvm.shfl.sync idx %16, %33, %10, %17 : i32 -> i32
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
      %55 = llvm.mul %40, %24 overflow<nsw> : i32
      %56 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %58 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%10, %9, %9 : i32, f32, f32)
    ^bb1(%59: i32, %60: f32, %61: f32):  // 2 preds: ^bb0, ^bb7
      %62 = llvm.icmp "slt" %59, %11 : i32
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
      llvm.store %12, %31 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%10 : i32)
    ^bb3(%89: i32):  // 2 preds: ^bb2, ^bb6
      %90 = llvm.icmp "slt" %89, %24 : i32
      llvm.cond_br %90, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %91 = llvm.mul %89, %2 overflow<nsw> : i32
      %92 = llvm.getelementptr %67[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %93 = llvm.mul %89, %24 overflow<nsw> : i32
      %94 = llvm.getelementptr %31[%93] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %95 = llvm.getelementptr %32[%89] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %96 = llvm.load %95 {alignment = 1 : i64} : !llvm.ptr -> i8
      %97 = llvm.icmp "ne" %96, %13 : i8
      llvm.cond_br %97, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %98 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %98, %94 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %99 = llvm.add %89, %26 : i32
      llvm.br ^bb3(%99 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %100 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %101 = llvm.fcmp "olt" %100, %12 : vector<16xf32>
      %102 = llvm.fneg %100 : vector<16xf32>
      %103 = llvm.select %101, %102, %100 : vector<16xi1>, vector<16xf32>
      %104 = llvm.intr.vector.reduce.fmaximum(%103) : (vector<16xf32>) -> f32
      %105 = llvm.intr.maximum(%104, %9) : (f32, f32) -> f32
      %106 = llvm.intr.maximum(%61, %105) : (f32, f32) -> f32
      %107 = llvm.intr.maximum(%106, %14) : (f32, f32) -> f32
      %108 = llvm.fdiv %15, %107 : f32
      %109 = llvm.mlir.poison : vector<16xf32>
      %110 = llvm.mlir.constant(0 : i32) : i32
      %111 = llvm.insertelement %108, %109[%110 : i32] : vector<16xf32>
      %112 = llvm.shufflevector %111, %109 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      %113 = llvm.fmul %100, %112 : vector<16xf32>
      %114 = llvm.fmul %61, %108 : f32
      %115 = llvm.fmul %60, %114 : f32
      %116 = llvm.fmul %115, %114 : f32
      %117 = llvm.fmul %113, %113 : vector<16xf32>
      %118 = "llvm.intr.vector.reduce.fadd"(%9, %117) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %119 = llvm.fadd %116, %118 : f32
      %120 = llvm.add %59, %26 : i32
      llvm.br ^bb1(%120, %119, %106 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %121 = nvvm.shfl.sync bfly %16, %61, %25, %17 : f32 -> f32
      %122 = nvvm.shfl.sync bfly %16, %60, %25, %17 : f32 -> f32
      %123 = llvm.intr.maximum(%61, %121) : (f32, f32) -> f32
      %124 = llvm.intr.maximum(%123, %14) : (f32, f32) -> f32
      %125 = llvm.fdiv %15, %124 : f32
      %126 = llvm.fmul %61, %125 : f32
      %127 = llvm.fmul %121, %125 : f32
      %128 = llvm.fmul %60, %126 : f32
      %129 = llvm.fmul %128, %126 : f32
      %130 = llvm.fmul %122, %127 : f32
      %131 = llvm.fmul %130, %127 : f32
      %132 = llvm.fadd %129, %131 : f32
      %133 = nvvm.shfl.sync bfly %16, %123, %18, %17 : f32 -> f32
      %134 = nvvm.shfl.sync bfly %16, %132, %18, %17 : f32 -> f32
      %135 = llvm.intr.maximum(%123, %133) : (f32, f32) -> f32
      %136 = llvm.intr.maximum(%135, %14) : (f32, f32) -> f32
      %137 = llvm.fdiv %15, %136 : f32
      %138 = llvm.fmul %123, %137 : f32
      %139 = llvm.fmul %133, %137 : f32
      %140 = llvm.fmul %132, %138 : f32
      %141 = llvm.fmul %140, %138 : f32
      %142 = llvm.fmul %134, %139 : f32
      %143 = llvm.fmul %142, %139 : f32
      %144 = llvm.fadd %141, %143 : f32
      %145 = nvvm.shfl.sync bfly %16, %135, %24, %17 : f32 -> f32
      %146 = nvvm.shfl.sync bfly %16, %144, %24, %17 : f32 -> f32
      %147 = llvm.intr.maximum(%135, %145) : (f32, f32) -> f32
      %148 = llvm.intr.maximum(%147, %14) : (f32, f32) -> f32
      %149 = llvm.fdiv %15, %148 : f32
      %150 = llvm.fmul %135, %149 : f32
      %151 = llvm.fmul %145, %149 : f32
      %152 = llvm.fmul %144, %150 : f32
      %153 = llvm.fmul %152, %150 : f32
      %154 = llvm.fmul %146, %151 : f32
      %155 = llvm.fmul %154, %151 : f32
      %156 = llvm.fadd %153, %155 : f32
      %157 = nvvm.shfl.sync bfly %16, %147, %19, %17 : f32 -> f32
      %158 = nvvm.shfl.sync bfly %16, %156, %19, %17 : f32 -> f32
      %159 = llvm.intr.maximum(%147, %157) : (f32, f32) -> f32
      %160 = llvm.intr.maximum(%159, %14) : (f32, f32) -> f32
      %161 = llvm.fdiv %15, %160 : f32
      %162 = llvm.fmul %147, %161 : f32
      %163 = llvm.fmul %157, %161 : f32
      %164 = llvm.fmul %156, %162 : f32
      %165 = llvm.fmul %164, %162 : f32
      %166 = llvm.fmul %158, %163 : f32
      %167 = llvm.fmul %166, %163 : f32
      %168 = llvm.fadd %165, %167 : f32
      %169 = nvvm.shfl.sync bfly %16, %159, %26, %17 : f32 -> f32
      %170 = nvvm.shfl.sync bfly %16, %168, %26, %17 : f32 -> f32
      %171 = llvm.intr.maximum(%159, %169) : (f32, f32) -> f32
      %172 = llvm.intr.maximum(%171, %14) : (f32, f32) -> f32
      %173 = llvm.fdiv %15, %172 : f32
      %174 = llvm.fmul %159, %173 : f32
      %175 = llvm.fmul %169, %173 : f32
      %176 = llvm.fmul %168, %174 : f32
      %177 = llvm.fmul %176, %174 : f32
      %178 = llvm.fmul %170, %175 : f32
      %179 = llvm.fmul %178, %175 : f32
      %180 = llvm.fadd %177, %179 : f32
      %181 = llvm.icmp "eq" %42, %10 : i32
      llvm.cond_br %181, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %182 = llvm.getelementptr %38[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %171, %182 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %183 = llvm.getelementptr %39[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %180, %183 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %184 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %185 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %186 = llvm.getelementptr %38[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %187 = llvm.load %186 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %188 = llvm.getelementptr %39[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %189 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %190 = llvm.intr.maximum(%184, %187) : (f32, f32) -> f32
      %191 = llvm.intr.maximum(%190, %14) : (f32, f32) -> f32
      %192 = llvm.fdiv %15, %191 : f32
      %193 = llvm.fmul %184, %192 : f32
      %194 = llvm.fmul %187, %192 : f32
      %195 = llvm.fmul %185, %193 : f32
      %196 = llvm.fmul %195, %193 : f32
      %197 = llvm.fmul %189, %194 : f32
      %198 = llvm.fmul %197, %194 : f32
      %199 = llvm.fadd %196, %198 : f32
      %200 = llvm.getelementptr %38[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %201 = llvm.load %200 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %202 = llvm.getelementptr %39[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %203 = llvm.load %202 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %204 = llvm.intr.maximum(%190, %201) : (f32, f32) -> f32
      %205 = llvm.intr.maximum(%204, %14) : (f32, f32) -> f32
      %206 = llvm.fdiv %15, %205 : f32
      %207 = llvm.fmul %190, %206 : f32
      %208 = llvm.fmul %201, %206 : f32
      %209 = llvm.fmul %199, %207 : f32
      %210 = llvm.fmul %209, %207 : f32
      %211 = llvm.fmul %203, %208 : f32
      %212 = llvm.fmul %211, %208 : f32
      %213 = llvm.fadd %210, %212 : f32
      %214 = llvm.getelementptr %38[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %215 = llvm.load %214 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %216 = llvm.getelementptr %39[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %217 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %218 = llvm.intr.maximum(%204, %215) : (f32, f32) -> f32
      %219 = llvm.intr.maximum(%218, %14) : (f32, f32) -> f32
      %220 = llvm.fdiv %15, %219 : f32
      %221 = llvm.fmul %204, %220 : f32
      %222 = llvm.fmul %215, %220 : f32
      %223 = llvm.fmul %213, %221 : f32
      %224 = llvm.fmul %223, %221 : f32
      %225 = llvm.fmul %217, %222 : f32
      %226 = llvm.fmul %225, %222 : f32
      %227 = llvm.fadd %224, %226 : f32
      %228 = llvm.fdiv %227, %20 : f32
      %229 = llvm.fmul %218, %218 : f32
      %230 = llvm.fmul %229, %228 : f32
      %231 = llvm.fadd %230, %arg4 : f32
      %232 = llvm.call @__nv_rsqrtf(%231) : (f32) -> f32
      %233 = llvm.fmul %arg4, %220 : f32
      %234 = llvm.fmul %233, %220 : f32
      %235 = llvm.fadd %228, %234 : f32
      %236 = llvm.call @__nv_rsqrtf(%235) : (f32) -> f32
      %237 = llvm.fmul %220, %236 : f32
      %238 = llvm.fcmp "ogt" %218, %21 : f32
      %239 = llvm.select %238, %237, %232 : i1, f32
      %240 = llvm.icmp "eq" %40, %10 : i32
      llvm.cond_br %240, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %241 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %242 = llvm.getelementptr %241[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %239, %242 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %243 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %244 = llvm.mul %40, %24 overflow<nsw> : i32
      %245 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %246 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %247 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %248 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %249 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %250 = llvm.mlir.poison : vector<16xf32>
      %251 = llvm.mlir.constant(0 : i32) : i32
      %252 = llvm.insertelement %239, %250[%251 : i32] : vector<16xf32>
      %253 = llvm.shufflevector %252, %250 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb13(%10 : i32)
    ^bb13(%254: i32):  // 2 preds: ^bb12, ^bb29
      %255 = llvm.icmp "slt" %254, %11 : i32
      llvm.cond_br %255, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %256 = llvm.mul %41, %23 overflow<nsw> : i32
      %257 = llvm.mul %254, %3 overflow<nsw> : i32
      %258 = llvm.add %256, %257 overflow<nsw> : i32
      %259 = llvm.getelementptr %243[%258] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %260 = llvm.getelementptr %259[%244] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %261 = llvm.mul %254, %3 overflow<nsw> : i32
      %262 = llvm.getelementptr %245[%261] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %263 = llvm.getelementptr %262[%244] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %264 = llvm.getelementptr %246[%258] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %265 = llvm.getelementptr %264[%244] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %266 = llvm.mul %254, %3 overflow<nsw> : i32
      %267 = llvm.add %266, %244 overflow<nsw> : i32
      %268 = llvm.icmp "slt" %41, %22 : i32
      %269 = llvm.icmp "slt" %267, %23 : i32
      %270 = llvm.and %268, %269 : i1
      %271 = llvm.zext %270 : i1 to i8
      llvm.store %271, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %272 = llvm.add %267, %2 overflow<nsw> : i32
      %273 = llvm.icmp "slt" %41, %22 : i32
      %274 = llvm.icmp "slt" %272, %23 : i32
      %275 = llvm.and %273, %274 : i1
      %276 = llvm.zext %275 : i1 to i8
      llvm.store %276, %247 {alignment = 1 : i64} : i8, !llvm.ptr
      %277 = llvm.add %267, %1 overflow<nsw> : i32
      %278 = llvm.icmp "slt" %41, %22 : i32
      %279 = llvm.icmp "slt" %277, %23 : i32
      %280 = llvm.and %278, %279 : i1
      %281 = llvm.zext %280 : i1 to i8
      llvm.store %281, %248 {alignment = 2 : i64} : i8, !llvm.ptr
      %282 = llvm.add %267, %0 overflow<nsw> : i32
      %283 = llvm.icmp "slt" %41, %22 : i32
      %284 = llvm.icmp "slt" %282, %23 : i32
      %285 = llvm.and %283, %284 : i1
      %286 = llvm.zext %285 : i1 to i8
      llvm.store %286, %249 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %29 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.store %12, %28 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb15(%10 : i32)
    ^bb15(%287: i32):  // 2 preds: ^bb14, ^bb18
      %288 = llvm.icmp "slt" %287, %24 : i32
      llvm.cond_br %288, ^bb16, ^bb19
    ^bb16:  // pred: ^bb15
      %289 = llvm.mul %287, %2 overflow<nsw> : i32
      %290 = llvm.getelementptr %260[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %291 = llvm.mul %287, %24 overflow<nsw> : i32
      %292 = llvm.getelementptr %29[%291] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %293 = llvm.getelementptr %30[%287] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %294 = llvm.load %293 {alignment = 1 : i64} : !llvm.ptr -> i8
      %295 = llvm.icmp "ne" %294, %13 : i8
      llvm.cond_br %295, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %296 = llvm.load %290 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %296, %292 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %297 = llvm.add %287, %26 : i32
      llvm.br ^bb15(%297 : i32) {loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb15
      llvm.br ^bb20(%10 : i32)
    ^bb20(%298: i32):  // 2 preds: ^bb19, ^bb23
      %299 = llvm.icmp "slt" %298, %24 : i32
      llvm.cond_br %299, ^bb21, ^bb24
    ^bb21:  // pred: ^bb20
      %300 = llvm.mul %298, %2 overflow<nsw> : i32
      %301 = llvm.getelementptr %263[%300] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %302 = llvm.mul %298, %24 overflow<nsw> : i32
      %303 = llvm.getelementptr %28[%302] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %304 = llvm.getelementptr %30[%298] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %305 = llvm.load %304 {alignment = 1 : i64} : !llvm.ptr -> i8
      %306 = llvm.icmp "ne" %305, %13 : i8
      llvm.cond_br %306, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %307 = llvm.load %301 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %307, %303 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %308 = llvm.add %298, %26 : i32
      llvm.br ^bb20(%308 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb20
      %309 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %310 = llvm.fmul %309, %253 : vector<16xf32>
      %311 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %312 = llvm.fmul %310, %311 : vector<16xf32>
      llvm.store %312, %27 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb25(%10 : i32)
    ^bb25(%313: i32):  // 2 preds: ^bb24, ^bb28
      %314 = llvm.icmp "slt" %313, %24 : i32
      llvm.cond_br %314, ^bb26, ^bb29
    ^bb26:  // pred: ^bb25
      %315 = llvm.mul %313, %24 overflow<nsw> : i32
      %316 = llvm.getelementptr %27[%315] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %317 = llvm.mul %313, %2 overflow<nsw> : i32
      %318 = llvm.getelementptr %265[%317] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %319 = llvm.getelementptr %30[%313] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %320 = llvm.load %319 {alignment = 1 : i64} : !llvm.ptr -> i8
      %321 = llvm.icmp "ne" %320, %13 : i8
      llvm.cond_br %321, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %322 = llvm.load %316 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %322, %318 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %323 = llvm.add %313, %26 : i32
      llvm.br ^bb25(%323 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb25
      %324 = llvm.add %254, %26 : i32
      llvm.br ^bb13(%324 : i32)
    ^bb30:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(96 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(128 : i32) : i32
    %6 = llvm.mlir.constant(96 : i32) : i32
    %7 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %8 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %9 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %10 = llvm.insertvalue %7, %0[0] : !llvm_struct_6960aa
    %11 = llvm.insertvalue %1, %10[1] : !llvm_struct_6960aa
    %12 = llvm.insertvalue %8, %0[0] : !llvm_struct_6960aa
    %13 = llvm.insertvalue %1, %12[1] : !llvm_struct_6960aa
    %14 = llvm.insertvalue %9, %0[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %1, %14[1] : !llvm_struct_6960aa
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.alloca %16 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %18 = llvm.alloca %16 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %19 = llvm.getelementptr %17[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %18, %19 : !llvm.ptr, !llvm.ptr
    %20 = llvm.getelementptr %17[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %17[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %17[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %17[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %17[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %6, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %17[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %17[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %17[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %28 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %28, %27 : i32, !llvm.ptr
    %29 = llvm.getelementptr %17[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg5, %29 : !llvm.ptr, !llvm.ptr
    %30 = llvm.alloca %16 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %31 = builtin.unrealized_conversion_cast %30 : !llvm.ptr to !cuda_launch_cfg_2cf94c
    %32 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %17, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
    %35 = llvm.getelementptr %34[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %36 = llvm.load %35 : !llvm.ptr -> i32
    %37 = llvm.getelementptr %34[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
    %39 = llvm.mlir.constant(6 : i32) : i32
    %40 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb7(%40 : i32)
  ^bb1(%41: i32):  // 2 preds: ^bb3, ^bb5
    %42 = llvm.getelementptr %38[%41] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %43 = llvm.getelementptr %42[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %39, %43 : i32, !llvm.ptr
    %44 = llvm.getelementptr %42[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %44 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %45 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.getelementptr %45[%46, %46] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %48 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %49 = llvm.mlir.constant(0 : index) : i64
    %50 = llvm.getelementptr %48[%49, %49] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %51 = llvm.call @printf(%50, %47) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %52 = llvm.mlir.constant(1 : i32) : i32
    %53 = llvm.add %36, %52 : i32
    llvm.store %53, %35 : i32, !llvm.ptr
    llvm.br ^bb1(%36 : i32)
  ^bb4:  // pred: ^bb7
    %54 = llvm.mlir.constant(17 : i32) : i32
    %55 = llvm.icmp "uge" %36, %54 : i32
    llvm.cond_br %55, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%62 : i32)
  ^bb6:  // pred: ^bb7
    %56 = llvm.getelementptr %38[%62] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %57 = llvm.getelementptr %56[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.icmp "eq" %58, %39 : i32
    %60 = llvm.mlir.constant(1 : i32) : i32
    %61 = llvm.add %62, %60 : i32
    llvm.cond_br %59, ^bb5, ^bb7(%61 : i32)
  ^bb7(%62: i32):  // 2 preds: ^bb0, ^bb6
    %63 = llvm.icmp "uge" %62, %36 : i32
    llvm.cond_br %63, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %64 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    %65 = llvm.load %64 : !llvm.ptr -> !llvm.ptr
    %66 = llvm.getelementptr %65[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %67 = llvm.load %66 : !llvm.ptr -> i32
    %68 = llvm.getelementptr %65[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
    %70 = llvm.mlir.constant(2 : i32) : i32
    %71 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb15(%71 : i32)
  ^bb9(%72: i32):  // 2 preds: ^bb11, ^bb13
    %73 = llvm.getelementptr %69[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %74 = llvm.getelementptr %73[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %70, %74 : i32, !llvm.ptr
    %75 = llvm.getelementptr %73[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %3, %75 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %76 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.getelementptr %76[%77, %77] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<72 x i8>
    %79 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %80 = llvm.mlir.constant(0 : index) : i64
    %81 = llvm.getelementptr %79[%80, %80] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %82 = llvm.call @printf(%81, %78) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %83 = llvm.mlir.constant(1 : i32) : i32
    %84 = llvm.add %67, %83 : i32
    llvm.store %84, %66 : i32, !llvm.ptr
    llvm.br ^bb9(%67 : i32)
  ^bb12:  // pred: ^bb15
    %85 = llvm.mlir.constant(17 : i32) : i32
    %86 = llvm.icmp "uge" %67, %85 : i32
    llvm.cond_br %86, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%93 : i32)
  ^bb14:  // pred: ^bb15
    %87 = llvm.getelementptr %69[%93] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %88 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %89 = llvm.load %88 : !llvm.ptr -> i32
    %90 = llvm.icmp "eq" %89, %70 : i32
    %91 = llvm.mlir.constant(1 : i32) : i32
    %92 = llvm.add %93, %91 : i32
    llvm.cond_br %90, ^bb13, ^bb15(%92 : i32)
  ^bb15(%93: i32):  // 2 preds: ^bb8, ^bb14
    %94 = llvm.icmp "uge" %93, %67 : i32
    llvm.cond_br %94, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h7559c65b(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h23238b7e(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
