!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 128 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(6144 : i32) : i32
      %1 = llvm.mlir.constant(4096 : i32) : i32
      %2 = llvm.mlir.constant(2048 : i32) : i32
      %3 = llvm.mlir.constant(16 : i64) : i64
      %4 = llvm.mlir.constant(1024 : i64) : i64
      %5 = llvm.mlir.constant(true) : i1
      %6 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(0 : i32) : i32
      %9 = llvm.mlir.constant(8 : i32) : i32
      %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %11 = llvm.mlir.constant(0 : i8) : i8
      %12 = llvm.mlir.constant(1.17549435E-38 : f32) : f32
      %13 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.constant(16 : i32) : i32
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(2 : i32) : i32
      %18 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %19 = llvm.mlir.constant(9.99999984E+17 : f32) : f32
      %20 = llvm.mlir.constant(96 : i32) : i32
      %21 = llvm.mlir.constant(5000 : i32) : i32
      %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %23 = llvm.mlir.constant(4 : i32) : i32
      %24 = llvm.mlir.constant(32 : i32) : i32
      %25 = llvm.mlir.constant(1 : i32) : i32
      %26 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %24 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %23 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.ptrtoint %6 : !llvm.ptr<3> to i32
      %33 = nvvm.shfl.sync idx %14, %32, %8, %16 : i32 -> i32
      %34 = llvm.zext %33 : i32 to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%35, %4 : !llvm.ptr<3>, i64)] : i1
      %36 = llvm.ptrtoint %35 : !llvm.ptr<3> to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%37, %3 : !llvm.ptr<3>, i64)] : i1
      %38 = llvm.getelementptr %35[32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %39 = llvm.ptrtoint %38 : !llvm.ptr<3> to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%40, %3 : !llvm.ptr<3>, i64)] : i1
      %41 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %42 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %43 = llvm.srem %41, %24 : i32
      %44 = llvm.sdiv %41, %24 : i32
      %45 = llvm.mul %44, %24 : i32
      %46 = llvm.icmp "ne" %41, %45 : i32
      %47 = llvm.mlir.constant(0 : i32) : i32
      %48 = llvm.icmp "slt" %41, %47 : i32
      %49 = llvm.mlir.constant(false) : i1
      %50 = llvm.icmp "ne" %48, %49 : i1
      %51 = llvm.and %46, %50 : i1
      %52 = llvm.mlir.constant(-1 : i32) : i32
      %53 = llvm.add %44, %52 : i32
      %54 = llvm.select %51, %53, %44 : i1, i32
      %55 = llvm.mul %42, %21 overflow<nsw> : i32
      %56 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %57 = llvm.getelementptr %56[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %58 = llvm.mul %41, %9 overflow<nsw> : i32
      %59 = llvm.getelementptr %57[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %60 = llvm.icmp "slt" %42, %20 : i32
      %61 = llvm.icmp "slt" %58, %21 : i32
      %62 = llvm.and %60, %61 : i1
      %63 = llvm.zext %62 : i1 to i8
      llvm.store %63, %31 {alignment = 32 : i64} : i8, !llvm.ptr
      %64 = llvm.add %58, %2 overflow<nsw> : i32
      %65 = llvm.icmp "slt" %42, %20 : i32
      %66 = llvm.icmp "slt" %64, %21 : i32
      %67 = llvm.and %65, %66 : i1
      %68 = llvm.zext %67 : i1 to i8
      %69 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %68, %69 {alignment = 1 : i64} : i8, !llvm.ptr
      %70 = llvm.add %58, %1 overflow<nsw> : i32
      %71 = llvm.icmp "slt" %42, %20 : i32
      %72 = llvm.icmp "slt" %70, %21 : i32
      %73 = llvm.and %71, %72 : i1
      %74 = llvm.zext %73 : i1 to i8
      %75 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %74, %75 {alignment = 2 : i64} : i8, !llvm.ptr
      %76 = llvm.add %58, %0 overflow<nsw> : i32
      %77 = llvm.icmp "slt" %42, %20 : i32
      %78 = llvm.icmp "slt" %76, %21 : i32
      %79 = llvm.and %77, %78 : i1
      %80 = llvm.zext %79 : i1 to i8
      %81 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %80, %81 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %10, %30 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%8 : i32)
    ^bb1(%82: i32):  // 2 preds: ^bb0, ^bb4
      %83 = llvm.icmp "slt" %82, %23 : i32
      llvm.cond_br %83, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %84 = llvm.mul %82, %2 overflow<nsw> : i32
      %85 = llvm.getelementptr %59[%84] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %86 = llvm.mul %82, %9 overflow<nsw> : i32
      %87 = llvm.getelementptr %30[%86] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %88 = llvm.getelementptr %31[%82] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %89 = llvm.load %88 {alignment = 1 : i64} : !llvm.ptr -> i8
      %90 = llvm.icmp "ne" %89, %11 : i8
      llvm.cond_br %90, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %91 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %91, %87 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %92 = llvm.add %82, %25 : i32
      llvm.br ^bb1(%92 : i32) {loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb1
      %93 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %94 = llvm.fpext %93 : vector<32xbf16> to vector<32xf32>
      %95 = llvm.fcmp "olt" %94, %22 : vector<32xf32>
      %96 = llvm.fneg %94 : vector<32xf32>
      %97 = llvm.select %95, %96, %94 : vector<32xi1>, vector<32xf32>
      %98 = llvm.intr.vector.reduce.fmaximum(%97) : (vector<32xf32>) -> f32
      %99 = llvm.intr.maximum(%98, %7) : (f32, f32) -> f32
      %100 = llvm.intr.maximum(%99, %7) : (f32, f32) -> f32
      %101 = llvm.intr.maximum(%100, %12) : (f32, f32) -> f32
      %102 = llvm.fdiv %13, %101 : f32
      %103 = llvm.mlir.poison : vector<32xf32>
      %104 = llvm.mlir.constant(0 : i32) : i32
      %105 = llvm.insertelement %102, %103[%104 : i32] : vector<32xf32>
      %106 = llvm.shufflevector %105, %103 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %107 = llvm.fmul %94, %106 : vector<32xf32>
      %108 = llvm.fmul %102, %7 : f32
      %109 = llvm.fmul %108, %7 : f32
      %110 = llvm.fmul %109, %108 : f32
      %111 = llvm.fmul %107, %107 : vector<32xf32>
      %112 = "llvm.intr.vector.reduce.fadd"(%7, %111) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %113 = llvm.fadd %110, %112 : f32
      %114 = nvvm.shfl.sync bfly %14, %100, %15, %16 : f32 -> f32
      %115 = nvvm.shfl.sync bfly %14, %113, %15, %16 : f32 -> f32
      %116 = llvm.intr.maximum(%100, %114) : (f32, f32) -> f32
      %117 = llvm.intr.maximum(%116, %12) : (f32, f32) -> f32
      %118 = llvm.fdiv %13, %117 : f32
      %119 = llvm.fmul %100, %118 : f32
      %120 = llvm.fmul %114, %118 : f32
      %121 = llvm.fmul %113, %119 : f32
      %122 = llvm.fmul %121, %119 : f32
      %123 = llvm.fmul %115, %120 : f32
      %124 = llvm.fmul %123, %120 : f32
      %125 = llvm.fadd %122, %124 : f32
      %126 = nvvm.shfl.sync bfly %14, %116, %9, %16 : f32 -> f32
      %127 = nvvm.shfl.sync bfly %14, %125, %9, %16 : f32 -> f32
      %128 = llvm.intr.maximum(%116, %126) : (f32, f32) -> f32
      %129 = llvm.intr.maximum(%128, %12) : (f32, f32) -> f32
      %130 = llvm.fdiv %13, %129 : f32
      %131 = llvm.fmul %116, %130 : f32
      %132 = llvm.fmul %126, %130 : f32
      %133 = llvm.fmul %125, %131 : f32
      %134 = llvm.fmul %133, %131 : f32
      %135 = llvm.fmul %127, %132 : f32
      %136 = llvm.fmul %135, %132 : f32
      %137 = llvm.fadd %134, %136 : f32
      %138 = nvvm.shfl.sync bfly %14, %128, %23, %16 : f32 -> f32
      %139 = nvvm.shfl.sync bfly %14, %137, %23, %16 : f32 -> f32
      %140 = llvm.intr.maximum(%128, %138) : (f32, f32) -> f32
      %141 = llvm.intr.maximum(%140, %12) : (f32, f32) -> f32
      %142 = llvm.fdiv %13, %141 : f32
      %143 = llvm.fmul %128, %142 : f32
      %144 = llvm.fmul %138, %142 : f32
      %145 = llvm.fmul %137, %143 : f32
      %146 = llvm.fmul %145, %143 : f32
      %147 = llvm.fmul %139, %144 : f32
      %148 = llvm.fmul %147, %144 : f32
      %149 = llvm.fadd %146, %148 : f32
      %150 = nvvm.shfl.sync bfly %14, %140, %17, %16 : f32 -> f32
      %151 = nvvm.shfl.sync bfly %14, %149, %17, %16 : f32 -> f32
      %152 = llvm.intr.maximum(%140, %150) : (f32, f32) -> f32
      %153 = llvm.intr.maximum(%152, %12) : (f32, f32) -> f32
      %154 = llvm.fdiv %13, %153 : f32
      %155 = llvm.fmul %140, %154 : f32
      %156 = llvm.fmul %150, %154 : f32
      %157 = llvm.fmul %149, %155 : f32
      %158 = llvm.fmul %157, %155 : f32
      %159 = llvm.fmul %151, %156 : f32
      %160 = llvm.fmul %159, %156 : f32
      %161 = llvm.fadd %158, %160 : f32
      %162 = nvvm.shfl.sync bfly %14, %152, %25, %16 : f32 -> f32
      %163 = nvvm.shfl.sync bfly %14, %161, %25, %16 : f32 -> f32
      %164 = llvm.intr.maximum(%152, %162) : (f32, f32) -> f32
      %165 = llvm.intr.maximum(%164, %12) : (f32, f32) -> f32
      %166 = llvm.fdiv %13, %165 : f32
      %167 = llvm.fmul %152, %166 : f32
      %168 = llvm.fmul %162, %166 : f32
      %169 = llvm.fmul %161, %167 : f32
      %170 = llvm.fmul %169, %167 : f32
      %171 = llvm.fmul %163, %168 : f32
      %172 = llvm.fmul %171, %168 : f32
      %173 = llvm.fadd %170, %172 : f32
      %174 = llvm.icmp "eq" %43, %8 : i32
      llvm.cond_br %174, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %175 = llvm.getelementptr %37[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %164, %175 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      %176 = llvm.getelementptr %40[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %173, %176 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %177 = llvm.load %37 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %178 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %179 = llvm.getelementptr %37[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %180 = llvm.load %179 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %181 = llvm.getelementptr %40[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %182 = llvm.load %181 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %183 = llvm.intr.maximum(%177, %180) : (f32, f32) -> f32
      %184 = llvm.intr.maximum(%183, %12) : (f32, f32) -> f32
      %185 = llvm.fdiv %13, %184 : f32
      %186 = llvm.fmul %177, %185 : f32
      %187 = llvm.fmul %180, %185 : f32
      %188 = llvm.fmul %178, %186 : f32
      %189 = llvm.fmul %188, %186 : f32
      %190 = llvm.fmul %182, %187 : f32
      %191 = llvm.fmul %190, %187 : f32
      %192 = llvm.fadd %189, %191 : f32
      %193 = llvm.getelementptr %37[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %194 = llvm.load %193 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %195 = llvm.getelementptr %40[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %196 = llvm.load %195 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %197 = llvm.intr.maximum(%183, %194) : (f32, f32) -> f32
      %198 = llvm.intr.maximum(%197, %12) : (f32, f32) -> f32
      %199 = llvm.fdiv %13, %198 : f32
      %200 = llvm.fmul %183, %199 : f32
      %201 = llvm.fmul %194, %199 : f32
      %202 = llvm.fmul %192, %200 : f32
      %203 = llvm.fmul %202, %200 : f32
      %204 = llvm.fmul %196, %201 : f32
      %205 = llvm.fmul %204, %201 : f32
      %206 = llvm.fadd %203, %205 : f32
      %207 = llvm.getelementptr %37[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %208 = llvm.load %207 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %209 = llvm.getelementptr %40[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %210 = llvm.load %209 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %211 = llvm.intr.maximum(%197, %208) : (f32, f32) -> f32
      %212 = llvm.intr.maximum(%211, %12) : (f32, f32) -> f32
      %213 = llvm.fdiv %13, %212 : f32
      %214 = llvm.fmul %197, %213 : f32
      %215 = llvm.fmul %208, %213 : f32
      %216 = llvm.fmul %206, %214 : f32
      %217 = llvm.fmul %216, %214 : f32
      %218 = llvm.fmul %210, %215 : f32
      %219 = llvm.fmul %218, %215 : f32
      %220 = llvm.fadd %217, %219 : f32
      %221 = llvm.getelementptr %37[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %222 = llvm.load %221 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %223 = llvm.getelementptr %40[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %224 = llvm.load %223 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %225 = llvm.intr.maximum(%211, %222) : (f32, f32) -> f32
      %226 = llvm.intr.maximum(%225, %12) : (f32, f32) -> f32
      %227 = llvm.fdiv %13, %226 : f32
      %228 = llvm.fmul %211, %227 : f32
      %229 = llvm.fmul %222, %227 : f32
      %230 = llvm.fmul %220, %228 : f32
      %231 = llvm.fmul %230, %228 : f32
      %232 = llvm.fmul %224, %229 : f32
      %233 = llvm.fmul %232, %229 : f32
      %234 = llvm.fadd %231, %233 : f32
      %235 = llvm.getelementptr %37[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %236 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %237 = llvm.getelementptr %40[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %238 = llvm.load %237 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %239 = llvm.intr.maximum(%225, %236) : (f32, f32) -> f32
      %240 = llvm.intr.maximum(%239, %12) : (f32, f32) -> f32
      %241 = llvm.fdiv %13, %240 : f32
      %242 = llvm.fmul %225, %241 : f32
      %243 = llvm.fmul %236, %241 : f32
      %244 = llvm.fmul %234, %242 : f32
      %245 = llvm.fmul %244, %242 : f32
      %246 = llvm.fmul %238, %243 : f32
      %247 = llvm.fmul %246, %243 : f32
      %248 = llvm.fadd %245, %247 : f32
      %249 = llvm.getelementptr %37[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %250 = llvm.load %249 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %251 = llvm.getelementptr %40[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %252 = llvm.load %251 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %253 = llvm.intr.maximum(%239, %250) : (f32, f32) -> f32
      %254 = llvm.intr.maximum(%253, %12) : (f32, f32) -> f32
      %255 = llvm.fdiv %13, %254 : f32
      %256 = llvm.fmul %239, %255 : f32
      %257 = llvm.fmul %250, %255 : f32
      %258 = llvm.fmul %248, %256 : f32
      %259 = llvm.fmul %258, %256 : f32
      %260 = llvm.fmul %252, %257 : f32
      %261 = llvm.fmul %260, %257 : f32
      %262 = llvm.fadd %259, %261 : f32
      %263 = llvm.getelementptr %37[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %264 = llvm.load %263 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %265 = llvm.getelementptr %40[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %266 = llvm.load %265 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %267 = llvm.intr.maximum(%253, %264) : (f32, f32) -> f32
      %268 = llvm.intr.maximum(%267, %12) : (f32, f32) -> f32
      %269 = llvm.fdiv %13, %268 : f32
      %270 = llvm.fmul %253, %269 : f32
      %271 = llvm.fmul %264, %269 : f32
      %272 = llvm.fmul %262, %270 : f32
      %273 = llvm.fmul %272, %270 : f32
      %274 = llvm.fmul %266, %271 : f32
      %275 = llvm.fmul %274, %271 : f32
      %276 = llvm.fadd %273, %275 : f32
      %277 = llvm.fdiv %276, %18 : f32
      %278 = llvm.fmul %267, %267 : f32
      %279 = llvm.fmul %278, %277 : f32
      %280 = llvm.fadd %279, %arg4 : f32
      %281 = llvm.call @__nv_rsqrtf(%280) : (f32) -> f32
      %282 = llvm.fmul %arg4, %269 : f32
      %283 = llvm.fmul %282, %269 : f32
      %284 = llvm.fadd %277, %283 : f32
      %285 = llvm.call @__nv_rsqrtf(%284) : (f32) -> f32
      %286 = llvm.fmul %269, %285 : f32
      %287 = llvm.fcmp "ogt" %267, %19 : f32
      %288 = llvm.select %287, %286, %281 : i1, f32
      %289 = llvm.icmp "eq" %41, %8 : i32
      llvm.cond_br %289, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %290 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %291 = llvm.getelementptr %290[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %288, %291 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %292 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %293 = llvm.getelementptr %292[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %294 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %295 = llvm.getelementptr %294[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %296 = llvm.getelementptr %295[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %63, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %297 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %68, %297 {alignment = 1 : i64} : i8, !llvm.ptr
      %298 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %74, %298 {alignment = 2 : i64} : i8, !llvm.ptr
      %299 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %80, %299 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %10, %28 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %10, %27 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb10(%8 : i32)
    ^bb10(%300: i32):  // 2 preds: ^bb9, ^bb13
      %301 = llvm.icmp "slt" %300, %23 : i32
      llvm.cond_br %301, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %302 = llvm.mul %300, %2 overflow<nsw> : i32
      %303 = llvm.getelementptr %59[%302] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %304 = llvm.mul %300, %9 overflow<nsw> : i32
      %305 = llvm.getelementptr %28[%304] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %306 = llvm.getelementptr %29[%300] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %307 = llvm.load %306 {alignment = 1 : i64} : !llvm.ptr -> i8
      %308 = llvm.icmp "ne" %307, %11 : i8
      llvm.cond_br %308, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %309 = llvm.load %303 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %309, %305 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %310 = llvm.add %300, %25 : i32
      llvm.br ^bb10(%310 : i32) {loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb10
      llvm.br ^bb15(%8 : i32)
    ^bb15(%311: i32):  // 2 preds: ^bb14, ^bb18
      %312 = llvm.icmp "slt" %311, %23 : i32
      llvm.cond_br %312, ^bb16, ^bb19
    ^bb16:  // pred: ^bb15
      %313 = llvm.mul %311, %2 overflow<nsw> : i32
      %314 = llvm.getelementptr %293[%313] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %315 = llvm.mul %311, %9 overflow<nsw> : i32
      %316 = llvm.getelementptr %27[%315] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %317 = llvm.getelementptr %29[%311] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %318 = llvm.load %317 {alignment = 1 : i64} : !llvm.ptr -> i8
      %319 = llvm.icmp "ne" %318, %11 : i8
      llvm.cond_br %319, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %320 = llvm.load %314 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %320, %316 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %321 = llvm.add %311, %25 : i32
      llvm.br ^bb15(%321 : i32) {loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb15
      %322 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %323 = llvm.fpext %322 : vector<32xbf16> to vector<32xf32>
      %324 = llvm.mlir.poison : vector<32xf32>
      %325 = llvm.mlir.constant(0 : i32) : i32
      %326 = llvm.insertelement %288, %324[%325 : i32] : vector<32xf32>
      %327 = llvm.shufflevector %326, %324 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %328 = llvm.fmul %323, %327 : vector<32xf32>
      %329 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %330 = llvm.fpext %329 : vector<32xbf16> to vector<32xf32>
      %331 = llvm.fmul %328, %330 : vector<32xf32>
      %332 = llvm.fptrunc %331 : vector<32xf32> to vector<32xbf16>
      llvm.store %332, %26 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb20(%8 : i32)
    ^bb20(%333: i32):  // 2 preds: ^bb19, ^bb23
      %334 = llvm.icmp "slt" %333, %23 : i32
      llvm.cond_br %334, ^bb21, ^bb24
    ^bb21:  // pred: ^bb20
      %335 = llvm.mul %333, %9 overflow<nsw> : i32
      %336 = llvm.getelementptr %26[%335] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %337 = llvm.mul %333, %2 overflow<nsw> : i32
      %338 = llvm.getelementptr %296[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %339 = llvm.getelementptr %29[%333] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %340 = llvm.load %339 {alignment = 1 : i64} : !llvm.ptr -> i8
      %341 = llvm.icmp "ne" %340, %11 : i8
      llvm.cond_br %341, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %342 = llvm.load %336 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %342, %338 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %343 = llvm.add %333, %25 : i32
      llvm.br ^bb20(%343 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb20
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(128 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(96 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
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
    llvm.store %6, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %17[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %17[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %22 : i32, !llvm.ptr
    %23 = llvm.getelementptr %17[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %2, %23 : i64, !llvm.ptr
    %24 = llvm.getelementptr %17[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %4, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %17[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %17[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %5, %26 : i32, !llvm.ptr
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h7c99f720(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads25_hc4505c4e(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
