!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(16 : i64) : i64
      %1 = llvm.mlir.constant(1024 : i64) : i64
      %2 = llvm.mlir.constant(true) : i1
      %3 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(32 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(3 : i32) : i32
      %8 = llvm.mlir.constant(2048 : i32) : i32
      %9 = llvm.mlir.constant(5000 : i32) : i32
      %10 = llvm.mlir.constant(512 : i32) : i32
      %11 = llvm.mlir.constant(1024 : i32) : i32
      %12 = llvm.mlir.constant(1536 : i32) : i32
      %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
      %14 = llvm.mlir.constant(0 : i8) : i8
      %15 = llvm.mlir.constant(-1 : i32) : i32
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(8 : i32) : i32
      %18 = llvm.mlir.constant(2 : i32) : i32
      %19 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %20 = llvm.mlir.constant(0x7F800000 : f32) : f32
      %21 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(16 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.alloca %23 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %23 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %23 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %23 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %23 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.alloca %23 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %34 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.ptrtoint %3 : !llvm.ptr<3> to i32
      %36 = nvvm.shfl.sync idx %15, %35, %6, %16 : i32 -> i32
      %37 = llvm.zext %36 : i32 to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%38, %1 : !llvm.ptr<3>, i64)] : i1
      %39 = llvm.ptrtoint %38 : !llvm.ptr<3> to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%40, %0 : !llvm.ptr<3>, i64)] : i1
      %41 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %42 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %43 = llvm.srem %41, %4 : i32
      %44 = llvm.sdiv %41, %4 : i32
      %45 = llvm.mul %44, %4 : i32
      %46 = llvm.icmp "ne" %41, %45 : i32
      %47 = llvm.mlir.constant(0 : i32) : i32
      %48 = llvm.icmp "slt" %41, %47 : i32
      %49 = llvm.mlir.constant(false) : i1
      %50 = llvm.icmp "ne" %48, %49 : i1
      %51 = llvm.and %46, %50 : i1
      %52 = llvm.mlir.constant(-1 : i32) : i32
      %53 = llvm.add %44, %52 : i32
      %54 = llvm.select %51, %53, %44 : i1, i32
      %55 = llvm.mul %41, %22 : i32
      %56 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %57 = llvm.mul %41, %22 overflow<nsw> : i32
      %58 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %59 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %60 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%6, %5 : i32, f32)
    ^bb1(%61: i32, %62: f32):  // 2 preds: ^bb0, ^bb7
      %63 = llvm.icmp "slt" %61, %7 : i32
      llvm.cond_br %63, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %64 = llvm.mul %61, %8 : i32
      %65 = llvm.add %64, %55 : i32
      %66 = llvm.mul %42, %9 overflow<nsw> : i32
      %67 = llvm.mul %61, %8 overflow<nsw> : i32
      %68 = llvm.add %66, %67 overflow<nsw> : i32
      %69 = llvm.getelementptr %56[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %70 = llvm.getelementptr %69[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %71 = llvm.icmp "slt" %65, %9 : i32
      %72 = llvm.zext %71 : i1 to i8
      llvm.store %72, %34 {alignment = 32 : i64} : i8, !llvm.ptr
      %73 = llvm.add %65, %10 : i32
      %74 = llvm.icmp "slt" %73, %9 : i32
      %75 = llvm.zext %74 : i1 to i8
      llvm.store %75, %58 {alignment = 1 : i64} : i8, !llvm.ptr
      %76 = llvm.add %65, %11 : i32
      %77 = llvm.icmp "slt" %76, %9 : i32
      %78 = llvm.zext %77 : i1 to i8
      llvm.store %78, %59 {alignment = 2 : i64} : i8, !llvm.ptr
      %79 = llvm.add %65, %12 : i32
      %80 = llvm.icmp "slt" %79, %9 : i32
      %81 = llvm.zext %80 : i1 to i8
      llvm.store %81, %60 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %33 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%6 : i32)
    ^bb3(%82: i32):  // 2 preds: ^bb2, ^bb6
      %83 = llvm.icmp "slt" %82, %22 : i32
      llvm.cond_br %83, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %84 = llvm.mul %82, %10 overflow<nsw> : i32
      %85 = llvm.getelementptr %70[%84] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %86 = llvm.mul %82, %22 overflow<nsw> : i32
      %87 = llvm.getelementptr %33[%86] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %88 = llvm.getelementptr %34[%82] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %89 = llvm.load %88 {alignment = 1 : i64} : !llvm.ptr -> i8
      %90 = llvm.icmp "ne" %89, %14 : i8
      llvm.cond_br %90, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %91 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %91, %87 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %92 = llvm.add %82, %24 : i32
      llvm.br ^bb3(%92 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %93 = llvm.load %33 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %94 = llvm.fmul %93, %93 : vector<16xf32>
      %95 = "llvm.intr.vector.reduce.fadd"(%5, %94) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %96 = llvm.fadd %62, %95 : f32
      %97 = llvm.add %61, %24 : i32
      llvm.br ^bb1(%97, %96 : i32, f32)
    ^bb8:  // pred: ^bb1
      %98 = nvvm.shfl.sync bfly %15, %62, %23, %16 : f32 -> f32
      %99 = llvm.fadd %62, %98 : f32
      %100 = nvvm.shfl.sync bfly %15, %99, %17, %16 : f32 -> f32
      %101 = llvm.fadd %99, %100 : f32
      %102 = nvvm.shfl.sync bfly %15, %101, %22, %16 : f32 -> f32
      %103 = llvm.fadd %101, %102 : f32
      %104 = nvvm.shfl.sync bfly %15, %103, %18, %16 : f32 -> f32
      %105 = llvm.fadd %103, %104 : f32
      %106 = nvvm.shfl.sync bfly %15, %105, %24, %16 : f32 -> f32
      %107 = llvm.fadd %105, %106 : f32
      %108 = llvm.icmp "eq" %43, %6 : i32
      llvm.cond_br %108, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %109 = llvm.getelementptr %40[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %107, %109 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %110 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %111 = llvm.getelementptr %40[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %112 = llvm.load %111 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %113 = llvm.fadd %110, %112 : f32
      %114 = llvm.getelementptr %40[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %115 = llvm.load %114 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %116 = llvm.fadd %113, %115 : f32
      %117 = llvm.getelementptr %40[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %118 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %119 = llvm.fadd %116, %118 : f32
      %120 = llvm.fdiv %119, %19 : f32
      %121 = llvm.fadd %120, %arg4 : f32
      %122 = llvm.call @__nv_rsqrtf(%121) : (f32) -> f32
      %123 = llvm.fcmp "oeq" %119, %20 : f32
      llvm.cond_br %123, ^bb11, ^bb32
    ^bb11:  // pred: ^bb10
      %124 = llvm.mul %41, %22 : i32
      %125 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %126 = llvm.mul %41, %22 overflow<nsw> : i32
      %127 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %128 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %129 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb12(%6, %5 : i32, f32)
    ^bb12(%130: i32, %131: f32):  // 2 preds: ^bb11, ^bb18
      %132 = llvm.icmp "slt" %130, %7 : i32
      llvm.cond_br %132, ^bb13, ^bb19
    ^bb13:  // pred: ^bb12
      %133 = llvm.mul %130, %8 : i32
      %134 = llvm.add %133, %124 : i32
      %135 = llvm.mul %42, %9 overflow<nsw> : i32
      %136 = llvm.mul %130, %8 overflow<nsw> : i32
      %137 = llvm.add %135, %136 overflow<nsw> : i32
      %138 = llvm.getelementptr %125[%137] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %139 = llvm.getelementptr %138[%126] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %140 = llvm.icmp "slt" %134, %9 : i32
      %141 = llvm.zext %140 : i1 to i8
      llvm.store %141, %32 {alignment = 32 : i64} : i8, !llvm.ptr
      %142 = llvm.add %134, %10 : i32
      %143 = llvm.icmp "slt" %142, %9 : i32
      %144 = llvm.zext %143 : i1 to i8
      llvm.store %144, %127 {alignment = 1 : i64} : i8, !llvm.ptr
      %145 = llvm.add %134, %11 : i32
      %146 = llvm.icmp "slt" %145, %9 : i32
      %147 = llvm.zext %146 : i1 to i8
      llvm.store %147, %128 {alignment = 2 : i64} : i8, !llvm.ptr
      %148 = llvm.add %134, %12 : i32
      %149 = llvm.icmp "slt" %148, %9 : i32
      %150 = llvm.zext %149 : i1 to i8
      llvm.store %150, %129 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %31 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb14(%6 : i32)
    ^bb14(%151: i32):  // 2 preds: ^bb13, ^bb17
      %152 = llvm.icmp "slt" %151, %22 : i32
      llvm.cond_br %152, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %153 = llvm.mul %151, %10 overflow<nsw> : i32
      %154 = llvm.getelementptr %139[%153] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %155 = llvm.mul %151, %22 overflow<nsw> : i32
      %156 = llvm.getelementptr %31[%155] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %157 = llvm.getelementptr %32[%151] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %158 = llvm.load %157 {alignment = 1 : i64} : !llvm.ptr -> i8
      %159 = llvm.icmp "ne" %158, %14 : i8
      llvm.cond_br %159, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %160 = llvm.load %154 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %160, %156 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %161 = llvm.add %151, %24 : i32
      llvm.br ^bb14(%161 : i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb14
      %162 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %163 = llvm.fcmp "olt" %162, %13 : vector<16xf32>
      %164 = llvm.fneg %162 : vector<16xf32>
      %165 = llvm.select %163, %164, %162 : vector<16xi1>, vector<16xf32>
      %166 = llvm.intr.vector.reduce.fmaximum(%165) : (vector<16xf32>) -> f32
      %167 = llvm.intr.maximum(%166, %5) : (f32, f32) -> f32
      %168 = llvm.intr.maximum(%131, %167) : (f32, f32) -> f32
      %169 = llvm.add %130, %24 : i32
      llvm.br ^bb12(%169, %168 : i32, f32)
    ^bb19:  // pred: ^bb12
      %170 = nvvm.shfl.sync bfly %15, %131, %23, %16 : f32 -> f32
      %171 = llvm.intr.maximum(%131, %170) : (f32, f32) -> f32
      %172 = nvvm.shfl.sync bfly %15, %171, %17, %16 : f32 -> f32
      %173 = llvm.intr.maximum(%171, %172) : (f32, f32) -> f32
      %174 = nvvm.shfl.sync bfly %15, %173, %22, %16 : f32 -> f32
      %175 = llvm.intr.maximum(%173, %174) : (f32, f32) -> f32
      %176 = nvvm.shfl.sync bfly %15, %175, %18, %16 : f32 -> f32
      %177 = llvm.intr.maximum(%175, %176) : (f32, f32) -> f32
      %178 = nvvm.shfl.sync bfly %15, %177, %24, %16 : f32 -> f32
      %179 = llvm.intr.maximum(%177, %178) : (f32, f32) -> f32
      nvvm.barrier
      llvm.cond_br %108, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %180 = llvm.getelementptr %40[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %179, %180 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier
      %181 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %182 = llvm.load %111 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %183 = llvm.intr.maximum(%181, %182) : (f32, f32) -> f32
      %184 = llvm.load %114 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %185 = llvm.intr.maximum(%183, %184) : (f32, f32) -> f32
      %186 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %187 = llvm.intr.maximum(%185, %186) : (f32, f32) -> f32
      %188 = llvm.fdiv %21, %187 : f32
      %189 = llvm.mul %41, %22 : i32
      %190 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %191 = llvm.mul %41, %22 overflow<nsw> : i32
      %192 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %193 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %194 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %195 = llvm.mlir.poison : vector<16xf32>
      %196 = llvm.mlir.constant(0 : i32) : i32
      %197 = llvm.insertelement %188, %195[%196 : i32] : vector<16xf32>
      %198 = llvm.shufflevector %197, %195 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb22(%6, %5 : i32, f32)
    ^bb22(%199: i32, %200: f32):  // 2 preds: ^bb21, ^bb28
      %201 = llvm.icmp "slt" %199, %7 : i32
      llvm.cond_br %201, ^bb23, ^bb29
    ^bb23:  // pred: ^bb22
      %202 = llvm.mul %199, %8 : i32
      %203 = llvm.add %202, %189 : i32
      %204 = llvm.mul %42, %9 overflow<nsw> : i32
      %205 = llvm.mul %199, %8 overflow<nsw> : i32
      %206 = llvm.add %204, %205 overflow<nsw> : i32
      %207 = llvm.getelementptr %190[%206] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %208 = llvm.getelementptr %207[%191] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %209 = llvm.icmp "slt" %203, %9 : i32
      %210 = llvm.zext %209 : i1 to i8
      llvm.store %210, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %211 = llvm.add %203, %10 : i32
      %212 = llvm.icmp "slt" %211, %9 : i32
      %213 = llvm.zext %212 : i1 to i8
      llvm.store %213, %192 {alignment = 1 : i64} : i8, !llvm.ptr
      %214 = llvm.add %203, %11 : i32
      %215 = llvm.icmp "slt" %214, %9 : i32
      %216 = llvm.zext %215 : i1 to i8
      llvm.store %216, %193 {alignment = 2 : i64} : i8, !llvm.ptr
      %217 = llvm.add %203, %12 : i32
      %218 = llvm.icmp "slt" %217, %9 : i32
      %219 = llvm.zext %218 : i1 to i8
      llvm.store %219, %194 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %29 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb24(%6 : i32)
    ^bb24(%220: i32):  // 2 preds: ^bb23, ^bb27
      %221 = llvm.icmp "slt" %220, %22 : i32
      llvm.cond_br %221, ^bb25, ^bb28
    ^bb25:  // pred: ^bb24
      %222 = llvm.mul %220, %10 overflow<nsw> : i32
      %223 = llvm.getelementptr %208[%222] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %224 = llvm.mul %220, %22 overflow<nsw> : i32
      %225 = llvm.getelementptr %29[%224] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %226 = llvm.getelementptr %30[%220] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %227 = llvm.load %226 {alignment = 1 : i64} : !llvm.ptr -> i8
      %228 = llvm.icmp "ne" %227, %14 : i8
      llvm.cond_br %228, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %229 = llvm.load %223 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %229, %225 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %230 = llvm.add %220, %24 : i32
      llvm.br ^bb24(%230 : i32) {loop_annotation = #loop_annotation}
    ^bb28:  // pred: ^bb24
      %231 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %232 = llvm.fmul %231, %198 : vector<16xf32>
      %233 = llvm.fmul %232, %232 : vector<16xf32>
      %234 = "llvm.intr.vector.reduce.fadd"(%5, %233) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %235 = llvm.fadd %200, %234 : f32
      %236 = llvm.add %199, %24 : i32
      llvm.br ^bb22(%236, %235 : i32, f32)
    ^bb29:  // pred: ^bb22
      %237 = nvvm.shfl.sync bfly %15, %200, %23, %16 : f32 -> f32
      %238 = llvm.fadd %200, %237 : f32
      %239 = nvvm.shfl.sync bfly %15, %238, %17, %16 : f32 -> f32
      %240 = llvm.fadd %238, %239 : f32
      %241 = nvvm.shfl.sync bfly %15, %240, %22, %16 : f32 -> f32
      %242 = llvm.fadd %240, %241 : f32
      %243 = nvvm.shfl.sync bfly %15, %242, %18, %16 : f32 -> f32
      %244 = llvm.fadd %242, %243 : f32
      %245 = nvvm.shfl.sync bfly %15, %244, %24, %16 : f32 -> f32
      %246 = llvm.fadd %244, %245 : f32
      nvvm.barrier
      llvm.cond_br %108, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %247 = llvm.getelementptr %40[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %246, %247 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      nvvm.barrier
      %248 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %249 = llvm.load %111 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %250 = llvm.fadd %248, %249 : f32
      %251 = llvm.load %114 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %252 = llvm.fadd %250, %251 : f32
      %253 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %254 = llvm.fadd %252, %253 : f32
      %255 = llvm.fdiv %254, %19 : f32
      %256 = llvm.fmul %arg4, %188 : f32
      %257 = llvm.fmul %256, %188 : f32
      %258 = llvm.fadd %255, %257 : f32
      %259 = llvm.call @__nv_rsqrtf(%258) : (f32) -> f32
      %260 = llvm.fmul %188, %259 : f32
      llvm.br ^bb33(%260 : f32)
    ^bb32:  // pred: ^bb10
      llvm.br ^bb33(%122 : f32)
    ^bb33(%261: f32):  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // pred: ^bb33
      %262 = llvm.icmp "eq" %41, %6 : i32
      llvm.cond_br %262, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %263 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %264 = llvm.getelementptr %263[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %261, %264 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %265 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %266 = llvm.mul %41, %22 overflow<nsw> : i32
      %267 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %268 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %269 = llvm.mul %41, %22 : i32
      %270 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %271 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %272 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %273 = llvm.mlir.poison : vector<16xf32>
      %274 = llvm.mlir.constant(0 : i32) : i32
      %275 = llvm.insertelement %261, %273[%274 : i32] : vector<16xf32>
      %276 = llvm.shufflevector %275, %273 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb37(%6 : i32)
    ^bb37(%277: i32):  // 2 preds: ^bb36, ^bb53
      %278 = llvm.icmp "slt" %277, %7 : i32
      llvm.cond_br %278, ^bb38, ^bb54
    ^bb38:  // pred: ^bb37
      %279 = llvm.mul %42, %9 overflow<nsw> : i32
      %280 = llvm.mul %277, %8 overflow<nsw> : i32
      %281 = llvm.add %279, %280 overflow<nsw> : i32
      %282 = llvm.getelementptr %265[%281] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %283 = llvm.getelementptr %282[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %284 = llvm.mul %277, %8 overflow<nsw> : i32
      %285 = llvm.getelementptr %267[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %286 = llvm.getelementptr %285[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %287 = llvm.getelementptr %268[%281] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %288 = llvm.getelementptr %287[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %289 = llvm.mul %277, %8 : i32
      %290 = llvm.add %289, %269 : i32
      %291 = llvm.icmp "slt" %290, %9 : i32
      %292 = llvm.zext %291 : i1 to i8
      llvm.store %292, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %293 = llvm.add %290, %10 : i32
      %294 = llvm.icmp "slt" %293, %9 : i32
      %295 = llvm.zext %294 : i1 to i8
      llvm.store %295, %270 {alignment = 1 : i64} : i8, !llvm.ptr
      %296 = llvm.add %290, %11 : i32
      %297 = llvm.icmp "slt" %296, %9 : i32
      %298 = llvm.zext %297 : i1 to i8
      llvm.store %298, %271 {alignment = 2 : i64} : i8, !llvm.ptr
      %299 = llvm.add %290, %12 : i32
      %300 = llvm.icmp "slt" %299, %9 : i32
      %301 = llvm.zext %300 : i1 to i8
      llvm.store %301, %272 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %27 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.store %13, %26 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb39(%6 : i32)
    ^bb39(%302: i32):  // 2 preds: ^bb38, ^bb42
      %303 = llvm.icmp "slt" %302, %22 : i32
      llvm.cond_br %303, ^bb40, ^bb43
    ^bb40:  // pred: ^bb39
      %304 = llvm.mul %302, %10 overflow<nsw> : i32
      %305 = llvm.getelementptr %283[%304] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %306 = llvm.mul %302, %22 overflow<nsw> : i32
      %307 = llvm.getelementptr %27[%306] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %308 = llvm.getelementptr %28[%302] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %309 = llvm.load %308 {alignment = 1 : i64} : !llvm.ptr -> i8
      %310 = llvm.icmp "ne" %309, %14 : i8
      llvm.cond_br %310, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %311 = llvm.load %305 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %311, %307 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %312 = llvm.add %302, %24 : i32
      llvm.br ^bb39(%312 : i32) {loop_annotation = #loop_annotation}
    ^bb43:  // pred: ^bb39
      llvm.br ^bb44(%6 : i32)
    ^bb44(%313: i32):  // 2 preds: ^bb43, ^bb47
      %314 = llvm.icmp "slt" %313, %22 : i32
      llvm.cond_br %314, ^bb45, ^bb48
    ^bb45:  // pred: ^bb44
      %315 = llvm.mul %313, %10 overflow<nsw> : i32
      %316 = llvm.getelementptr %286[%315] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %317 = llvm.mul %313, %22 overflow<nsw> : i32
      %318 = llvm.getelementptr %26[%317] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %319 = llvm.getelementptr %28[%313] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %320 = llvm.load %319 {alignment = 1 : i64} : !llvm.ptr -> i8
      %321 = llvm.icmp "ne" %320, %14 : i8
      llvm.cond_br %321, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %322 = llvm.load %316 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %322, %318 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %323 = llvm.add %313, %24 : i32
      llvm.br ^bb44(%323 : i32) {loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb44
      %324 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %325 = llvm.fmul %324, %276 : vector<16xf32>
      %326 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %327 = llvm.fmul %325, %326 : vector<16xf32>
      llvm.store %327, %25 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb49(%6 : i32)
    ^bb49(%328: i32):  // 2 preds: ^bb48, ^bb52
      %329 = llvm.icmp "slt" %328, %22 : i32
      llvm.cond_br %329, ^bb50, ^bb53
    ^bb50:  // pred: ^bb49
      %330 = llvm.mul %328, %22 overflow<nsw> : i32
      %331 = llvm.getelementptr %25[%330] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %332 = llvm.mul %328, %10 overflow<nsw> : i32
      %333 = llvm.getelementptr %288[%332] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %334 = llvm.getelementptr %28[%328] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %335 = llvm.load %334 {alignment = 1 : i64} : !llvm.ptr -> i8
      %336 = llvm.icmp "ne" %335, %14 : i8
      llvm.cond_br %336, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %337 = llvm.load %331 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %337, %333 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      %338 = llvm.add %328, %24 : i32
      llvm.br ^bb49(%338 : i32) {loop_annotation = #loop_annotation}
    ^bb53:  // pred: ^bb49
      %339 = llvm.add %277, %24 : i32
      llvm.br ^bb37(%339 : i32)
    ^bb54:  // pred: ^bb37
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h678305a2(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(80 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(96 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hb2076efe_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h31bfbdc2(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h678305a2(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
