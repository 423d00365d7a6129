!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(3072 : i32) : i32
      %1 = llvm.mlir.constant(2048 : i32) : i32
      %2 = llvm.mlir.constant(1024 : i32) : i32
      %3 = llvm.mlir.constant(4096 : i32) : i32
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.mlir.constant(1024 : i64) : i64
      %6 = llvm.mlir.constant(true) : i1
      %7 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(2 : i32) : i32
      %11 = llvm.mlir.constant(8 : i32) : i32
      %12 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %13 = llvm.mlir.constant(0 : i8) : i8
      %14 = llvm.mlir.constant(1.17549435E-38 : f32) : f32
      %15 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %16 = llvm.mlir.constant(-1 : i32) : i32
      %17 = llvm.mlir.constant(16 : i32) : i32
      %18 = llvm.mlir.constant(31 : i32) : i32
      %19 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %20 = llvm.mlir.constant(9.99999984E+17 : f32) : f32
      %21 = llvm.mlir.constant(96 : i32) : i32
      %22 = llvm.mlir.constant(5000 : i32) : i32
      %23 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %24 = llvm.mlir.constant(4 : i32) : i32
      %25 = llvm.mlir.constant(32 : i32) : i32
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %25 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %24 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %34 = nvvm.shfl.sync idx %16, %33, %9, %18 : i32 -> i32
      %35 = llvm.zext %34 : i32 to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%36, %5 : !llvm.ptr<3>, i64)] : i1
      %37 = llvm.ptrtoint %36 : !llvm.ptr<3> to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%38, %4 : !llvm.ptr<3>, i64)] : i1
      %39 = llvm.getelementptr %36[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %40 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %41 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %42 = llvm.srem %40, %25 : i32
      %43 = llvm.sdiv %40, %25 : i32
      %44 = llvm.mul %43, %25 : i32
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
      %55 = llvm.mul %40, %11 overflow<nsw> : i32
      %56 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %57 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %58 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%9, %8, %8 : i32, f32, f32)
    ^bb1(%59: i32, %60: f32, %61: f32):  // 2 preds: ^bb0, ^bb7
      %62 = llvm.icmp "slt" %59, %10 : i32
      llvm.cond_br %62, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %63 = llvm.mul %41, %22 overflow<nsw> : i32
      %64 = llvm.mul %59, %3 overflow<nsw> : i32
      %65 = llvm.add %63, %64 overflow<nsw> : i32
      %66 = llvm.getelementptr %54[%65] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %67 = llvm.getelementptr %66[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %68 = llvm.mul %59, %3 overflow<nsw> : i32
      %69 = llvm.add %68, %55 overflow<nsw> : i32
      %70 = llvm.icmp "slt" %41, %21 : i32
      %71 = llvm.icmp "slt" %69, %22 : i32
      %72 = llvm.and %70, %71 : i1
      %73 = llvm.zext %72 : i1 to i8
      llvm.store %73, %32 {alignment = 32 : i64} : i8, !llvm.ptr
      %74 = llvm.add %69, %2 overflow<nsw> : i32
      %75 = llvm.icmp "slt" %41, %21 : i32
      %76 = llvm.icmp "slt" %74, %22 : i32
      %77 = llvm.and %75, %76 : i1
      %78 = llvm.zext %77 : i1 to i8
      llvm.store %78, %56 {alignment = 1 : i64} : i8, !llvm.ptr
      %79 = llvm.add %69, %1 overflow<nsw> : i32
      %80 = llvm.icmp "slt" %41, %21 : i32
      %81 = llvm.icmp "slt" %79, %22 : i32
      %82 = llvm.and %80, %81 : i1
      %83 = llvm.zext %82 : i1 to i8
      llvm.store %83, %57 {alignment = 2 : i64} : i8, !llvm.ptr
      %84 = llvm.add %69, %0 overflow<nsw> : i32
      %85 = llvm.icmp "slt" %41, %21 : i32
      %86 = llvm.icmp "slt" %84, %22 : i32
      %87 = llvm.and %85, %86 : i1
      %88 = llvm.zext %87 : i1 to i8
      llvm.store %88, %58 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %31 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%9 : i32)
    ^bb3(%89: i32):  // 2 preds: ^bb2, ^bb6
      %90 = llvm.icmp "slt" %89, %24 : i32
      llvm.cond_br %90, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %91 = llvm.mul %89, %2 overflow<nsw> : i32
      %92 = llvm.getelementptr %67[%91] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %93 = llvm.mul %89, %11 overflow<nsw> : i32
      %94 = llvm.getelementptr %31[%93] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %95 = llvm.getelementptr %32[%89] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %96 = llvm.load %95 {alignment = 1 : i64} : !llvm.ptr -> i8
      %97 = llvm.icmp "ne" %96, %13 : i8
      llvm.cond_br %97, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %98 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %98, %94 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %99 = llvm.add %89, %26 : i32
      llvm.br ^bb3(%99 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %100 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %101 = llvm.fpext %100 : vector<32xf16> to vector<32xf32>
      %102 = llvm.fcmp "olt" %101, %23 : vector<32xf32>
      %103 = llvm.fneg %101 : vector<32xf32>
      %104 = llvm.select %102, %103, %101 : vector<32xi1>, vector<32xf32>
      %105 = llvm.intr.vector.reduce.fmaximum(%104) : (vector<32xf32>) -> f32
      %106 = llvm.intr.maximum(%105, %8) : (f32, f32) -> f32
      %107 = llvm.intr.maximum(%61, %106) : (f32, f32) -> f32
      %108 = llvm.intr.maximum(%107, %14) : (f32, f32) -> f32
      %109 = llvm.fdiv %15, %108 : f32
      %110 = llvm.mlir.poison : vector<32xf32>
      %111 = llvm.mlir.constant(0 : i32) : i32
      %112 = llvm.insertelement %109, %110[%111 : i32] : vector<32xf32>
      %113 = llvm.shufflevector %112, %110 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %114 = llvm.fmul %101, %113 : vector<32xf32>
      %115 = llvm.fmul %61, %109 : f32
      %116 = llvm.fmul %60, %115 : f32
      %117 = llvm.fmul %116, %115 : f32
      %118 = llvm.fmul %114, %114 : vector<32xf32>
      %119 = "llvm.intr.vector.reduce.fadd"(%8, %118) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %120 = llvm.fadd %117, %119 : f32
      %121 = llvm.add %59, %26 : i32
      llvm.br ^bb1(%121, %120, %107 : i32, f32, f32)
    ^bb8:  // pred: ^bb1
      %122 = nvvm.shfl.sync bfly %16, %61, %17, %18 : f32 -> f32
      %123 = nvvm.shfl.sync bfly %16, %60, %17, %18 : f32 -> f32
      %124 = llvm.intr.maximum(%61, %122) : (f32, f32) -> f32
      %125 = llvm.intr.maximum(%124, %14) : (f32, f32) -> f32
      %126 = llvm.fdiv %15, %125 : f32
      %127 = llvm.fmul %61, %126 : f32
      %128 = llvm.fmul %122, %126 : f32
      %129 = llvm.fmul %60, %127 : f32
      %130 = llvm.fmul %129, %127 : f32
      %131 = llvm.fmul %123, %128 : f32
      %132 = llvm.fmul %131, %128 : f32
      %133 = llvm.fadd %130, %132 : f32
      %134 = nvvm.shfl.sync bfly %16, %124, %11, %18 : f32 -> f32
      %135 = nvvm.shfl.sync bfly %16, %133, %11, %18 : f32 -> f32
      %136 = llvm.intr.maximum(%124, %134) : (f32, f32) -> f32
      %137 = llvm.intr.maximum(%136, %14) : (f32, f32) -> f32
      %138 = llvm.fdiv %15, %137 : f32
      %139 = llvm.fmul %124, %138 : f32
      %140 = llvm.fmul %134, %138 : f32
      %141 = llvm.fmul %133, %139 : f32
      %142 = llvm.fmul %141, %139 : f32
      %143 = llvm.fmul %135, %140 : f32
      %144 = llvm.fmul %143, %140 : f32
      %145 = llvm.fadd %142, %144 : f32
      %146 = nvvm.shfl.sync bfly %16, %136, %24, %18 : f32 -> f32
      %147 = nvvm.shfl.sync bfly %16, %145, %24, %18 : f32 -> f32
      %148 = llvm.intr.maximum(%136, %146) : (f32, f32) -> f32
      %149 = llvm.intr.maximum(%148, %14) : (f32, f32) -> f32
      %150 = llvm.fdiv %15, %149 : f32
      %151 = llvm.fmul %136, %150 : f32
      %152 = llvm.fmul %146, %150 : f32
      %153 = llvm.fmul %145, %151 : f32
      %154 = llvm.fmul %153, %151 : f32
      %155 = llvm.fmul %147, %152 : f32
      %156 = llvm.fmul %155, %152 : f32
      %157 = llvm.fadd %154, %156 : f32
      %158 = nvvm.shfl.sync bfly %16, %148, %10, %18 : f32 -> f32
      %159 = nvvm.shfl.sync bfly %16, %157, %10, %18 : f32 -> f32
      %160 = llvm.intr.maximum(%148, %158) : (f32, f32) -> f32
      %161 = llvm.intr.maximum(%160, %14) : (f32, f32) -> f32
      %162 = llvm.fdiv %15, %161 : f32
      %163 = llvm.fmul %148, %162 : f32
      %164 = llvm.fmul %158, %162 : f32
      %165 = llvm.fmul %157, %163 : f32
      %166 = llvm.fmul %165, %163 : f32
      %167 = llvm.fmul %159, %164 : f32
      %168 = llvm.fmul %167, %164 : f32
      %169 = llvm.fadd %166, %168 : f32
      %170 = nvvm.shfl.sync bfly %16, %160, %26, %18 : f32 -> f32
      %171 = nvvm.shfl.sync bfly %16, %169, %26, %18 : f32 -> f32
      %172 = llvm.intr.maximum(%160, %170) : (f32, f32) -> f32
      %173 = llvm.intr.maximum(%172, %14) : (f32, f32) -> f32
      %174 = llvm.fdiv %15, %173 : f32
      %175 = llvm.fmul %160, %174 : f32
      %176 = llvm.fmul %170, %174 : f32
      %177 = llvm.fmul %169, %175 : f32
      %178 = llvm.fmul %177, %175 : f32
      %179 = llvm.fmul %171, %176 : f32
      %180 = llvm.fmul %179, %176 : f32
      %181 = llvm.fadd %178, %180 : f32
      %182 = llvm.icmp "eq" %42, %9 : i32
      llvm.cond_br %182, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %183 = llvm.getelementptr %38[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %172, %183 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %184 = llvm.getelementptr %39[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %181, %184 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %185 = llvm.load %38 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %186 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %187 = llvm.getelementptr %38[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %188 = llvm.load %187 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %189 = llvm.getelementptr %39[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %190 = llvm.load %189 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %191 = llvm.intr.maximum(%185, %188) : (f32, f32) -> f32
      %192 = llvm.intr.maximum(%191, %14) : (f32, f32) -> f32
      %193 = llvm.fdiv %15, %192 : f32
      %194 = llvm.fmul %185, %193 : f32
      %195 = llvm.fmul %188, %193 : f32
      %196 = llvm.fmul %186, %194 : f32
      %197 = llvm.fmul %196, %194 : f32
      %198 = llvm.fmul %190, %195 : f32
      %199 = llvm.fmul %198, %195 : f32
      %200 = llvm.fadd %197, %199 : f32
      %201 = llvm.getelementptr %38[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %202 = llvm.load %201 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %203 = llvm.getelementptr %39[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %204 = llvm.load %203 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %205 = llvm.intr.maximum(%191, %202) : (f32, f32) -> f32
      %206 = llvm.intr.maximum(%205, %14) : (f32, f32) -> f32
      %207 = llvm.fdiv %15, %206 : f32
      %208 = llvm.fmul %191, %207 : f32
      %209 = llvm.fmul %202, %207 : f32
      %210 = llvm.fmul %200, %208 : f32
      %211 = llvm.fmul %210, %208 : f32
      %212 = llvm.fmul %204, %209 : f32
      %213 = llvm.fmul %212, %209 : f32
      %214 = llvm.fadd %211, %213 : f32
      %215 = llvm.getelementptr %38[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %216 = llvm.load %215 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %217 = llvm.getelementptr %39[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %218 = llvm.load %217 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %219 = llvm.intr.maximum(%205, %216) : (f32, f32) -> f32
      %220 = llvm.intr.maximum(%219, %14) : (f32, f32) -> f32
      %221 = llvm.fdiv %15, %220 : f32
      %222 = llvm.fmul %205, %221 : f32
      %223 = llvm.fmul %216, %221 : f32
      %224 = llvm.fmul %214, %222 : f32
      %225 = llvm.fmul %224, %222 : f32
      %226 = llvm.fmul %218, %223 : f32
      %227 = llvm.fmul %226, %223 : f32
      %228 = llvm.fadd %225, %227 : f32
      %229 = llvm.fdiv %228, %19 : f32
      %230 = llvm.fmul %219, %219 : f32
      %231 = llvm.fmul %230, %229 : f32
      %232 = llvm.fadd %231, %arg4 : f32
      %233 = llvm.call @__nv_rsqrtf(%232) : (f32) -> f32
      %234 = llvm.fmul %arg4, %221 : f32
      %235 = llvm.fmul %234, %221 : f32
      %236 = llvm.fadd %229, %235 : f32
      %237 = llvm.call @__nv_rsqrtf(%236) : (f32) -> f32
      %238 = llvm.fmul %221, %237 : f32
      %239 = llvm.fcmp "ogt" %219, %20 : f32
      %240 = llvm.select %239, %238, %233 : i1, f32
      %241 = llvm.icmp "eq" %40, %9 : i32
      llvm.cond_br %241, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %242 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %243 = llvm.getelementptr %242[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %240, %243 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %244 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %245 = llvm.mul %40, %11 overflow<nsw> : i32
      %246 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %247 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %248 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %249 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %250 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %251 = llvm.mlir.poison : vector<32xf32>
      %252 = llvm.mlir.constant(0 : i32) : i32
      %253 = llvm.insertelement %240, %251[%252 : i32] : vector<32xf32>
      %254 = llvm.shufflevector %253, %251 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb13(%9 : i32)
    ^bb13(%255: i32):  // 2 preds: ^bb12, ^bb29
      %256 = llvm.icmp "slt" %255, %10 : i32
      llvm.cond_br %256, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %257 = llvm.mul %41, %22 overflow<nsw> : i32
      %258 = llvm.mul %255, %3 overflow<nsw> : i32
      %259 = llvm.add %257, %258 overflow<nsw> : i32
      %260 = llvm.getelementptr %244[%259] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %261 = llvm.getelementptr %260[%245] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %262 = llvm.mul %255, %3 overflow<nsw> : i32
      %263 = llvm.getelementptr %246[%262] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %264 = llvm.getelementptr %263[%245] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %265 = llvm.getelementptr %247[%259] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %266 = llvm.getelementptr %265[%245] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %267 = llvm.mul %255, %3 overflow<nsw> : i32
      %268 = llvm.add %267, %245 overflow<nsw> : i32
      %269 = llvm.icmp "slt" %41, %21 : i32
      %270 = llvm.icmp "slt" %268, %22 : i32
      %271 = llvm.and %269, %270 : i1
      %272 = llvm.zext %271 : i1 to i8
      llvm.store %272, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %273 = llvm.add %268, %2 overflow<nsw> : i32
      %274 = llvm.icmp "slt" %41, %21 : i32
      %275 = llvm.icmp "slt" %273, %22 : i32
      %276 = llvm.and %274, %275 : i1
      %277 = llvm.zext %276 : i1 to i8
      llvm.store %277, %248 {alignment = 1 : i64} : i8, !llvm.ptr
      %278 = llvm.add %268, %1 overflow<nsw> : i32
      %279 = llvm.icmp "slt" %41, %21 : i32
      %280 = llvm.icmp "slt" %278, %22 : i32
      %281 = llvm.and %279, %280 : i1
      %282 = llvm.zext %281 : i1 to i8
      llvm.store %282, %249 {alignment = 2 : i64} : i8, !llvm.ptr
      %283 = llvm.add %268, %0 overflow<nsw> : i32
      %284 = llvm.icmp "slt" %41, %21 : i32
      %285 = llvm.icmp "slt" %283, %22 : i32
      %286 = llvm.and %284, %285 : i1
      %287 = llvm.zext %286 : i1 to i8
      llvm.store %287, %250 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %29 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.store %12, %28 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb15(%9 : i32)
    ^bb15(%288: i32):  // 2 preds: ^bb14, ^bb18
      %289 = llvm.icmp "slt" %288, %24 : i32
      llvm.cond_br %289, ^bb16, ^bb19
    ^bb16:  // pred: ^bb15
      %290 = llvm.mul %288, %2 overflow<nsw> : i32
      %291 = llvm.getelementptr %261[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %292 = llvm.mul %288, %11 overflow<nsw> : i32
      %293 = llvm.getelementptr %29[%292] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %294 = llvm.getelementptr %30[%288] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %295 = llvm.load %294 {alignment = 1 : i64} : !llvm.ptr -> i8
      %296 = llvm.icmp "ne" %295, %13 : i8
      llvm.cond_br %296, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %297 = llvm.load %291 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %297, %293 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %298 = llvm.add %288, %26 : i32
      llvm.br ^bb15(%298 : i32) {loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb15
      llvm.br ^bb20(%9 : i32)
    ^bb20(%299: i32):  // 2 preds: ^bb19, ^bb23
      %300 = llvm.icmp "slt" %299, %24 : i32
      llvm.cond_br %300, ^bb21, ^bb24
    ^bb21:  // pred: ^bb20
      %301 = llvm.mul %299, %2 overflow<nsw> : i32
      %302 = llvm.getelementptr %264[%301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %303 = llvm.mul %299, %11 overflow<nsw> : i32
      %304 = llvm.getelementptr %28[%303] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %305 = llvm.getelementptr %30[%299] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %306 = llvm.load %305 {alignment = 1 : i64} : !llvm.ptr -> i8
      %307 = llvm.icmp "ne" %306, %13 : i8
      llvm.cond_br %307, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %308 = llvm.load %302 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %308, %304 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %309 = llvm.add %299, %26 : i32
      llvm.br ^bb20(%309 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb20
      %310 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %311 = llvm.fpext %310 : vector<32xf16> to vector<32xf32>
      %312 = llvm.fmul %311, %254 : vector<32xf32>
      %313 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %314 = llvm.fpext %313 : vector<32xf16> to vector<32xf32>
      %315 = llvm.fmul %312, %314 : vector<32xf32>
      %316 = llvm.bitcast %315 : vector<32xf32> to vector<32xi32>
      %317 = llvm.mlir.undef : vector<16xi32>
      %318 = llvm.mlir.constant(0 : i64) : i64
      %319 = llvm.mlir.constant(0 : i64) : i64
      %320 = llvm.extractelement %316[%319 : i64] : vector<32xi32>
      %321 = llvm.mlir.constant(1 : i64) : i64
      %322 = llvm.extractelement %316[%321 : i64] : vector<32xi32>
      %323 = llvm.bitcast %320 : i32 to f32
      %324 = llvm.bitcast %322 : i32 to f32
      %325 = nvvm.convert.f32x2.to.f16x2 %324, %323 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %326 = llvm.bitcast %325 : vector<2xf16> to i32
      %327 = llvm.insertelement %326, %317[%318 : i64] : vector<16xi32>
      %328 = llvm.mlir.constant(1 : i64) : i64
      %329 = llvm.mlir.constant(2 : i64) : i64
      %330 = llvm.extractelement %316[%329 : i64] : vector<32xi32>
      %331 = llvm.mlir.constant(3 : i64) : i64
      %332 = llvm.extractelement %316[%331 : i64] : vector<32xi32>
      %333 = llvm.bitcast %330 : i32 to f32
      %334 = llvm.bitcast %332 : i32 to f32
      %335 = nvvm.convert.f32x2.to.f16x2 %334, %333 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %336 = llvm.bitcast %335 : vector<2xf16> to i32
      %337 = llvm.insertelement %336, %327[%328 : i64] : vector<16xi32>
      %338 = llvm.mlir.constant(2 : i64) : i64
      %339 = llvm.mlir.constant(4 : i64) : i64
      %340 = llvm.extractelement %316[%339 : i64] : vector<32xi32>
      %341 = llvm.mlir.constant(5 : i64) : i64
      %342 = llvm.extractelement %316[%341 : i64] : vector<32xi32>
      %343 = llvm.bitcast %340 : i32 to f32
      %344 = llvm.bitcast %342 : i32 to f32
      %345 = nvvm.convert.f32x2.to.f16x2 %344, %343 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %346 = llvm.bitcast %345 : vector<2xf16> to i32
      %347 = llvm.insertelement %346, %337[%338 : i64] : vector<16xi32>
      %348 = llvm.mlir.constant(3 : i64) : i64
      %349 = llvm.mlir.constant(6 : i64) : i64
      %350 = llvm.extractelement %316[%349 : i64] : vector<32xi32>
      %351 = llvm.mlir.constant(7 : i64) : i64
      %352 = llvm.extractelement %316[%351 : i64] : vector<32xi32>
      %353 = llvm.bitcast %350 : i32 to f32
      %354 = llvm.bitcast %352 : i32 to f32
      %355 = nvvm.convert.f32x2.to.f16x2 %354, %353 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %356 = llvm.bitcast %355 : vector<2xf16> to i32
      %357 = llvm.insertelement %356, %347[%348 : i64] : vector<16xi32>
      %358 = llvm.mlir.constant(4 : i64) : i64
      %359 = llvm.mlir.constant(8 : i64) : i64
      %360 = llvm.extractelement %316[%359 : i64] : vector<32xi32>
      %361 = llvm.mlir.constant(9 : i64) : i64
      %362 = llvm.extractelement %316[%361 : i64] : vector<32xi32>
      %363 = llvm.bitcast %360 : i32 to f32
      %364 = llvm.bitcast %362 : i32 to f32
      %365 = nvvm.convert.f32x2.to.f16x2 %364, %363 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %366 = llvm.bitcast %365 : vector<2xf16> to i32
      %367 = llvm.insertelement %366, %357[%358 : i64] : vector<16xi32>
      %368 = llvm.mlir.constant(5 : i64) : i64
      %369 = llvm.mlir.constant(10 : i64) : i64
      %370 = llvm.extractelement %316[%369 : i64] : vector<32xi32>
      %371 = llvm.mlir.constant(11 : i64) : i64
      %372 = llvm.extractelement %316[%371 : i64] : vector<32xi32>
      %373 = llvm.bitcast %370 : i32 to f32
      %374 = llvm.bitcast %372 : i32 to f32
      %375 = nvvm.convert.f32x2.to.f16x2 %374, %373 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %376 = llvm.bitcast %375 : vector<2xf16> to i32
      %377 = llvm.insertelement %376, %367[%368 : i64] : vector<16xi32>
      %378 = llvm.mlir.constant(6 : i64) : i64
      %379 = llvm.mlir.constant(12 : i64) : i64
      %380 = llvm.extractelement %316[%379 : i64] : vector<32xi32>
      %381 = llvm.mlir.constant(13 : i64) : i64
      %382 = llvm.extractelement %316[%381 : i64] : vector<32xi32>
      %383 = llvm.bitcast %380 : i32 to f32
      %384 = llvm.bitcast %382 : i32 to f32
      %385 = nvvm.convert.f32x2.to.f16x2 %384, %383 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %386 = llvm.bitcast %385 : vector<2xf16> to i32
      %387 = llvm.insertelement %386, %377[%378 : i64] : vector<16xi32>
      %388 = llvm.mlir.constant(7 : i64) : i64
      %389 = llvm.mlir.constant(14 : i64) : i64
      %390 = llvm.extractelement %316[%389 : i64] : vector<32xi32>
      %391 = llvm.mlir.constant(15 : i64) : i64
      %392 = llvm.extractelement %316[%391 : i64] : vector<32xi32>
      %393 = llvm.bitcast %390 : i32 to f32
      %394 = llvm.bitcast %392 : i32 to f32
      %395 = nvvm.convert.f32x2.to.f16x2 %394, %393 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %396 = llvm.bitcast %395 : vector<2xf16> to i32
      %397 = llvm.insertelement %396, %387[%388 : i64] : vector<16xi32>
      %398 = llvm.mlir.constant(8 : i64) : i64
      %399 = llvm.mlir.constant(16 : i64) : i64
      %400 = llvm.extractelement %316[%399 : i64] : vector<32xi32>
      %401 = llvm.mlir.constant(17 : i64) : i64
      %402 = llvm.extractelement %316[%401 : i64] : vector<32xi32>
      %403 = llvm.bitcast %400 : i32 to f32
      %404 = llvm.bitcast %402 : i32 to f32
      %405 = nvvm.convert.f32x2.to.f16x2 %404, %403 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %406 = llvm.bitcast %405 : vector<2xf16> to i32
      %407 = llvm.insertelement %406, %397[%398 : i64] : vector<16xi32>
      %408 = llvm.mlir.constant(9 : i64) : i64
      %409 = llvm.mlir.constant(18 : i64) : i64
      %410 = llvm.extractelement %316[%409 : i64] : vector<32xi32>
      %411 = llvm.mlir.constant(19 : i64) : i64
      %412 = llvm.extractelement %316[%411 : i64] : vector<32xi32>
      %413 = llvm.bitcast %410 : i32 to f32
      %414 = llvm.bitcast %412 : i32 to f32
      %415 = nvvm.convert.f32x2.to.f16x2 %414, %413 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %416 = llvm.bitcast %415 : vector<2xf16> to i32
      %417 = llvm.insertelement %416, %407[%408 : i64] : vector<16xi32>
      %418 = llvm.mlir.constant(10 : i64) : i64
      %419 = llvm.mlir.constant(20 : i64) : i64
      %420 = llvm.extractelement %316[%419 : i64] : vector<32xi32>
      %421 = llvm.mlir.constant(21 : i64) : i64
      %422 = llvm.extractelement %316[%421 : i64] : vector<32xi32>
      %423 = llvm.bitcast %420 : i32 to f32
      %424 = llvm.bitcast %422 : i32 to f32
      %425 = nvvm.convert.f32x2.to.f16x2 %424, %423 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %426 = llvm.bitcast %425 : vector<2xf16> to i32
      %427 = llvm.insertelement %426, %417[%418 : i64] : vector<16xi32>
      %428 = llvm.mlir.constant(11 : i64) : i64
      %429 = llvm.mlir.constant(22 : i64) : i64
      %430 = llvm.extractelement %316[%429 : i64] : vector<32xi32>
      %431 = llvm.mlir.constant(23 : i64) : i64
      %432 = llvm.extractelement %316[%431 : i64] : vector<32xi32>
      %433 = llvm.bitcast %430 : i32 to f32
      %434 = llvm.bitcast %432 : i32 to f32
      %435 = nvvm.convert.f32x2.to.f16x2 %434, %433 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %436 = llvm.bitcast %435 : vector<2xf16> to i32
      %437 = llvm.insertelement %436, %427[%428 : i64] : vector<16xi32>
      %438 = llvm.mlir.constant(12 : i64) : i64
      %439 = llvm.mlir.constant(24 : i64) : i64
      %440 = llvm.extractelement %316[%439 : i64] : vector<32xi32>
      %441 = llvm.mlir.constant(25 : i64) : i64
      %442 = llvm.extractelement %316[%441 : i64] : vector<32xi32>
      %443 = llvm.bitcast %440 : i32 to f32
      %444 = llvm.bitcast %442 : i32 to f32
      %445 = nvvm.convert.f32x2.to.f16x2 %444, %443 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %446 = llvm.bitcast %445 : vector<2xf16> to i32
      %447 = llvm.insertelement %446, %437[%438 : i64] : vector<16xi32>
      %448 = llvm.mlir.constant(13 : i64) : i64
      %449 = llvm.mlir.constant(26 : i64) : i64
      %450 = llvm.extractelement %316[%449 : i64] : vector<32xi32>
      %451 = llvm.mlir.constant(27 : i64) : i64
      %452 = llvm.extractelement %316[%451 : i64] : vector<32xi32>
      %453 = llvm.bitcast %450 : i32 to f32
      %454 = llvm.bitcast %452 : i32 to f32
      %455 = nvvm.convert.f32x2.to.f16x2 %454, %453 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %456 = llvm.bitcast %455 : vector<2xf16> to i32
      %457 = llvm.insertelement %456, %447[%448 : i64] : vector<16xi32>
      %458 = llvm.mlir.constant(14 : i64) : i64
      %459 = llvm.mlir.constant(28 : i64) : i64
      %460 = llvm.extractelement %316[%459 : i64] : vector<32xi32>
      %461 = llvm.mlir.constant(29 : i64) : i64
      %462 = llvm.extractelement %316[%461 : i64] : vector<32xi32>
      %463 = llvm.bitcast %460 : i32 to f32
      %464 = llvm.bitcast %462 : i32 to f32
      %465 = nvvm.convert.f32x2.to.f16x2 %464, %463 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %466 = llvm.bitcast %465 : vector<2xf16> to i32
      %467 = llvm.insertelement %466, %457[%458 : i64] : vector<16xi32>
      %468 = llvm.mlir.constant(15 : i64) : i64
      %469 = llvm.mlir.constant(30 : i64) : i64
      %470 = llvm.extractelement %316[%469 : i64] : vector<32xi32>
      %471 = llvm.mlir.constant(31 : i64) : i64
      %472 = llvm.extractelement %316[%471 : i64] : vector<32xi32>
      %473 = llvm.bitcast %470 : i32 to f32
      %474 = llvm.bitcast %472 : i32 to f32
      %475 = nvvm.convert.f32x2.to.f16x2 %474, %473 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %476 = llvm.bitcast %475 : vector<2xf16> to i32
      %477 = llvm.insertelement %476, %467[%468 : i64] : vector<16xi32>
      %478 = llvm.bitcast %477 : vector<16xi32> to vector<32xf16>
      llvm.store %478, %27 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb25(%9 : i32)
    ^bb25(%479: i32):  // 2 preds: ^bb24, ^bb28
      %480 = llvm.icmp "slt" %479, %24 : i32
      llvm.cond_br %480, ^bb26, ^bb29
    ^bb26:  // pred: ^bb25
      %481 = llvm.mul %479, %11 overflow<nsw> : i32
      %482 = llvm.getelementptr %27[%481] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %483 = llvm.mul %479, %2 overflow<nsw> : i32
      %484 = llvm.getelementptr %266[%483] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %485 = llvm.getelementptr %30[%479] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %486 = llvm.load %485 {alignment = 1 : i64} : !llvm.ptr -> i8
      %487 = llvm.icmp "ne" %486, %13 : i8
      llvm.cond_br %487, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %488 = llvm.load %482 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %488, %484 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %489 = llvm.add %479, %26 : i32
      llvm.br ^bb25(%489 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb25
      %490 = llvm.add %255, %26 : i32
      llvm.br ^bb13(%490 : i32)
    ^bb30:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h7fb9b38c(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_hd4c04c97(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
