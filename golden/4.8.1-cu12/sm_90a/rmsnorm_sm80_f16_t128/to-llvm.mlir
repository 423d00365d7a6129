!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(16 : i64) : i64
      %1 = llvm.mlir.constant(1024 : i64) : i64
      %2 = llvm.mlir.constant(true) : i1
      %3 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(2 : i32) : i32
      %7 = llvm.mlir.constant(4096 : i32) : i32
      %8 = llvm.mlir.constant(8 : i32) : i32
      %9 = llvm.mlir.constant(5000 : i32) : i32
      %10 = llvm.mlir.constant(1024 : i32) : i32
      %11 = llvm.mlir.constant(2048 : i32) : i32
      %12 = llvm.mlir.constant(3072 : i32) : i32
      %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf16>) : vector<32xf16>
      %14 = llvm.mlir.constant(0 : i8) : i8
      %15 = llvm.mlir.constant(-1 : i32) : i32
      %16 = llvm.mlir.constant(16 : i32) : i32
      %17 = llvm.mlir.constant(31 : i32) : i32
      %18 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %19 = llvm.mlir.constant(0x7F800000 : f32) : f32
      %20 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %22 = llvm.mlir.constant(4 : i32) : i32
      %23 = llvm.mlir.constant(32 : i32) : i32
      %24 = llvm.mlir.constant(1 : i32) : i32
      %25 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.alloca %23 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %34 = llvm.alloca %22 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %35 = llvm.ptrtoint %3 : !llvm.ptr<3> to i32
      %36 = nvvm.shfl.sync idx %15, %35, %5, %17 : i32 -> i32
      %37 = llvm.zext %36 : i32 to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%38, %1 : !llvm.ptr<3>, i64)] : i1
      %39 = llvm.ptrtoint %38 : !llvm.ptr<3> to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%40, %0 : !llvm.ptr<3>, i64)] : i1
      %41 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %42 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %43 = llvm.srem %41, %23 : i32
      %44 = llvm.sdiv %41, %23 : i32
      %45 = llvm.mul %44, %23 : i32
      %46 = llvm.icmp "ne" %41, %45 : i32
      %47 = llvm.mlir.constant(0 : i32) : i32
      %48 = llvm.icmp "slt" %41, %47 : i32
      %49 = llvm.mlir.constant(false) : i1
      %50 = llvm.icmp "ne" %48, %49 : i1
      %51 = llvm.and %46, %50 : i1
      %52 = llvm.mlir.constant(-1 : i32) : i32
      %53 = llvm.add %44, %52 : i32
      %54 = llvm.select %51, %53, %44 : i1, i32
      %55 = llvm.mul %41, %8 : i32
      %56 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %57 = llvm.mul %41, %8 overflow<nsw> : i32
      %58 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %59 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %60 = llvm.getelementptr %34[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%5, %4 : i32, f32)
    ^bb1(%61: i32, %62: f32):  // 2 preds: ^bb0, ^bb7
      %63 = llvm.icmp "slt" %61, %6 : i32
      llvm.cond_br %63, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %64 = llvm.mul %61, %7 : i32
      %65 = llvm.add %64, %55 : i32
      %66 = llvm.mul %42, %9 overflow<nsw> : i32
      %67 = llvm.mul %61, %7 overflow<nsw> : i32
      %68 = llvm.add %66, %67 overflow<nsw> : i32
      %69 = llvm.getelementptr %56[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %70 = llvm.getelementptr %69[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
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
      llvm.store %13, %33 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%5 : i32)
    ^bb3(%82: i32):  // 2 preds: ^bb2, ^bb6
      %83 = llvm.icmp "slt" %82, %22 : i32
      llvm.cond_br %83, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %84 = llvm.mul %82, %10 overflow<nsw> : i32
      %85 = llvm.getelementptr %70[%84] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %86 = llvm.mul %82, %8 overflow<nsw> : i32
      %87 = llvm.getelementptr %33[%86] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %88 = llvm.getelementptr %34[%82] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %89 = llvm.load %88 {alignment = 1 : i64} : !llvm.ptr -> i8
      %90 = llvm.icmp "ne" %89, %14 : i8
      llvm.cond_br %90, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %91 = llvm.load %85 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %91, %87 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %92 = llvm.add %82, %24 : i32
      llvm.br ^bb3(%92 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %93 = llvm.load %33 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %94 = llvm.fpext %93 : vector<32xf16> to vector<32xf32>
      %95 = llvm.fmul %94, %94 : vector<32xf32>
      %96 = "llvm.intr.vector.reduce.fadd"(%4, %95) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %97 = llvm.fadd %62, %96 : f32
      %98 = llvm.add %61, %24 : i32
      llvm.br ^bb1(%98, %97 : i32, f32)
    ^bb8:  // pred: ^bb1
      %99 = nvvm.shfl.sync bfly %15, %62, %16, %17 : f32 -> f32
      %100 = llvm.fadd %62, %99 : f32
      %101 = nvvm.shfl.sync bfly %15, %100, %8, %17 : f32 -> f32
      %102 = llvm.fadd %100, %101 : f32
      %103 = nvvm.shfl.sync bfly %15, %102, %22, %17 : f32 -> f32
      %104 = llvm.fadd %102, %103 : f32
      %105 = nvvm.shfl.sync bfly %15, %104, %6, %17 : f32 -> f32
      %106 = llvm.fadd %104, %105 : f32
      %107 = nvvm.shfl.sync bfly %15, %106, %24, %17 : f32 -> f32
      %108 = llvm.fadd %106, %107 : f32
      %109 = llvm.icmp "eq" %43, %5 : i32
      llvm.cond_br %109, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %110 = llvm.getelementptr %40[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %108, %110 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %111 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %112 = llvm.getelementptr %40[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %113 = llvm.load %112 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %114 = llvm.fadd %111, %113 : f32
      %115 = llvm.getelementptr %40[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %116 = llvm.load %115 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %117 = llvm.fadd %114, %116 : f32
      %118 = llvm.getelementptr %40[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %119 = llvm.load %118 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %120 = llvm.fadd %117, %119 : f32
      %121 = llvm.fdiv %120, %18 : f32
      %122 = llvm.fadd %121, %arg4 : f32
      %123 = llvm.call @__nv_rsqrtf(%122) : (f32) -> f32
      %124 = llvm.fcmp "oeq" %120, %19 : f32
      llvm.cond_br %124, ^bb11, ^bb32
    ^bb11:  // pred: ^bb10
      %125 = llvm.mul %41, %8 : i32
      %126 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %127 = llvm.mul %41, %8 overflow<nsw> : i32
      %128 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %129 = llvm.getelementptr %32[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %130 = llvm.getelementptr %32[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb12(%5, %4 : i32, f32)
    ^bb12(%131: i32, %132: f32):  // 2 preds: ^bb11, ^bb18
      %133 = llvm.icmp "slt" %131, %6 : i32
      llvm.cond_br %133, ^bb13, ^bb19
    ^bb13:  // pred: ^bb12
      %134 = llvm.mul %131, %7 : i32
      %135 = llvm.add %134, %125 : i32
      %136 = llvm.mul %42, %9 overflow<nsw> : i32
      %137 = llvm.mul %131, %7 overflow<nsw> : i32
      %138 = llvm.add %136, %137 overflow<nsw> : i32
      %139 = llvm.getelementptr %126[%138] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %140 = llvm.getelementptr %139[%127] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %141 = llvm.icmp "slt" %135, %9 : i32
      %142 = llvm.zext %141 : i1 to i8
      llvm.store %142, %32 {alignment = 32 : i64} : i8, !llvm.ptr
      %143 = llvm.add %135, %10 : i32
      %144 = llvm.icmp "slt" %143, %9 : i32
      %145 = llvm.zext %144 : i1 to i8
      llvm.store %145, %128 {alignment = 1 : i64} : i8, !llvm.ptr
      %146 = llvm.add %135, %11 : i32
      %147 = llvm.icmp "slt" %146, %9 : i32
      %148 = llvm.zext %147 : i1 to i8
      llvm.store %148, %129 {alignment = 2 : i64} : i8, !llvm.ptr
      %149 = llvm.add %135, %12 : i32
      %150 = llvm.icmp "slt" %149, %9 : i32
      %151 = llvm.zext %150 : i1 to i8
      llvm.store %151, %130 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %31 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb14(%5 : i32)
    ^bb14(%152: i32):  // 2 preds: ^bb13, ^bb17
      %153 = llvm.icmp "slt" %152, %22 : i32
      llvm.cond_br %153, ^bb15, ^bb18
    ^bb15:  // pred: ^bb14
      %154 = llvm.mul %152, %10 overflow<nsw> : i32
      %155 = llvm.getelementptr %140[%154] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %156 = llvm.mul %152, %8 overflow<nsw> : i32
      %157 = llvm.getelementptr %31[%156] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %158 = llvm.getelementptr %32[%152] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %159 = llvm.load %158 {alignment = 1 : i64} : !llvm.ptr -> i8
      %160 = llvm.icmp "ne" %159, %14 : i8
      llvm.cond_br %160, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %161 = llvm.load %155 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %161, %157 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb17
    ^bb17:  // 2 preds: ^bb15, ^bb16
      %162 = llvm.add %152, %24 : i32
      llvm.br ^bb14(%162 : i32) {loop_annotation = #loop_annotation}
    ^bb18:  // pred: ^bb14
      %163 = llvm.load %31 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %164 = llvm.fpext %163 : vector<32xf16> to vector<32xf32>
      %165 = llvm.fcmp "olt" %164, %21 : vector<32xf32>
      %166 = llvm.fneg %164 : vector<32xf32>
      %167 = llvm.select %165, %166, %164 : vector<32xi1>, vector<32xf32>
      %168 = llvm.intr.vector.reduce.fmaximum(%167) : (vector<32xf32>) -> f32
      %169 = llvm.intr.maximum(%168, %4) : (f32, f32) -> f32
      %170 = llvm.intr.maximum(%132, %169) : (f32, f32) -> f32
      %171 = llvm.add %131, %24 : i32
      llvm.br ^bb12(%171, %170 : i32, f32)
    ^bb19:  // pred: ^bb12
      %172 = nvvm.shfl.sync bfly %15, %132, %16, %17 : f32 -> f32
      %173 = llvm.intr.maximum(%132, %172) : (f32, f32) -> f32
      %174 = nvvm.shfl.sync bfly %15, %173, %8, %17 : f32 -> f32
      %175 = llvm.intr.maximum(%173, %174) : (f32, f32) -> f32
      %176 = nvvm.shfl.sync bfly %15, %175, %22, %17 : f32 -> f32
      %177 = llvm.intr.maximum(%175, %176) : (f32, f32) -> f32
      %178 = nvvm.shfl.sync bfly %15, %177, %6, %17 : f32 -> f32
      %179 = llvm.intr.maximum(%177, %178) : (f32, f32) -> f32
      %180 = nvvm.shfl.sync bfly %15, %179, %24, %17 : f32 -> f32
      %181 = llvm.intr.maximum(%179, %180) : (f32, f32) -> f32
      nvvm.barrier
      llvm.cond_br %109, ^bb20, ^bb21
    ^bb20:  // pred: ^bb19
      %182 = llvm.getelementptr %40[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %181, %182 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier
      %183 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %184 = llvm.load %112 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %185 = llvm.intr.maximum(%183, %184) : (f32, f32) -> f32
      %186 = llvm.load %115 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %187 = llvm.intr.maximum(%185, %186) : (f32, f32) -> f32
      %188 = llvm.load %118 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %189 = llvm.intr.maximum(%187, %188) : (f32, f32) -> f32
      %190 = llvm.fdiv %20, %189 : f32
      %191 = llvm.mul %41, %8 : i32
      %192 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %193 = llvm.mul %41, %8 overflow<nsw> : i32
      %194 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %195 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %196 = llvm.getelementptr %30[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %197 = llvm.mlir.poison : vector<32xf32>
      %198 = llvm.mlir.constant(0 : i32) : i32
      %199 = llvm.insertelement %190, %197[%198 : i32] : vector<32xf32>
      %200 = llvm.shufflevector %199, %197 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb22(%5, %4 : i32, f32)
    ^bb22(%201: i32, %202: f32):  // 2 preds: ^bb21, ^bb28
      %203 = llvm.icmp "slt" %201, %6 : i32
      llvm.cond_br %203, ^bb23, ^bb29
    ^bb23:  // pred: ^bb22
      %204 = llvm.mul %201, %7 : i32
      %205 = llvm.add %204, %191 : i32
      %206 = llvm.mul %42, %9 overflow<nsw> : i32
      %207 = llvm.mul %201, %7 overflow<nsw> : i32
      %208 = llvm.add %206, %207 overflow<nsw> : i32
      %209 = llvm.getelementptr %192[%208] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %210 = llvm.getelementptr %209[%193] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %211 = llvm.icmp "slt" %205, %9 : i32
      %212 = llvm.zext %211 : i1 to i8
      llvm.store %212, %30 {alignment = 32 : i64} : i8, !llvm.ptr
      %213 = llvm.add %205, %10 : i32
      %214 = llvm.icmp "slt" %213, %9 : i32
      %215 = llvm.zext %214 : i1 to i8
      llvm.store %215, %194 {alignment = 1 : i64} : i8, !llvm.ptr
      %216 = llvm.add %205, %11 : i32
      %217 = llvm.icmp "slt" %216, %9 : i32
      %218 = llvm.zext %217 : i1 to i8
      llvm.store %218, %195 {alignment = 2 : i64} : i8, !llvm.ptr
      %219 = llvm.add %205, %12 : i32
      %220 = llvm.icmp "slt" %219, %9 : i32
      %221 = llvm.zext %220 : i1 to i8
      llvm.store %221, %196 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %29 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb24(%5 : i32)
    ^bb24(%222: i32):  // 2 preds: ^bb23, ^bb27
      %223 = llvm.icmp "slt" %222, %22 : i32
      llvm.cond_br %223, ^bb25, ^bb28
    ^bb25:  // pred: ^bb24
      %224 = llvm.mul %222, %10 overflow<nsw> : i32
      %225 = llvm.getelementptr %210[%224] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %226 = llvm.mul %222, %8 overflow<nsw> : i32
      %227 = llvm.getelementptr %29[%226] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %228 = llvm.getelementptr %30[%222] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %229 = llvm.load %228 {alignment = 1 : i64} : !llvm.ptr -> i8
      %230 = llvm.icmp "ne" %229, %14 : i8
      llvm.cond_br %230, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %231 = llvm.load %225 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %231, %227 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %232 = llvm.add %222, %24 : i32
      llvm.br ^bb24(%232 : i32) {loop_annotation = #loop_annotation}
    ^bb28:  // pred: ^bb24
      %233 = llvm.load %29 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %234 = llvm.fpext %233 : vector<32xf16> to vector<32xf32>
      %235 = llvm.fmul %234, %200 : vector<32xf32>
      %236 = llvm.fmul %235, %235 : vector<32xf32>
      %237 = "llvm.intr.vector.reduce.fadd"(%4, %236) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %238 = llvm.fadd %202, %237 : f32
      %239 = llvm.add %201, %24 : i32
      llvm.br ^bb22(%239, %238 : i32, f32)
    ^bb29:  // pred: ^bb22
      %240 = nvvm.shfl.sync bfly %15, %202, %16, %17 : f32 -> f32
      %241 = llvm.fadd %202, %240 : f32
      %242 = nvvm.shfl.sync bfly %15, %241, %8, %17 : f32 -> f32
      %243 = llvm.fadd %241, %242 : f32
      %244 = nvvm.shfl.sync bfly %15, %243, %22, %17 : f32 -> f32
      %245 = llvm.fadd %243, %244 : f32
      %246 = nvvm.shfl.sync bfly %15, %245, %6, %17 : f32 -> f32
      %247 = llvm.fadd %245, %246 : f32
      %248 = nvvm.shfl.sync bfly %15, %247, %24, %17 : f32 -> f32
      %249 = llvm.fadd %247, %248 : f32
      nvvm.barrier
      llvm.cond_br %109, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %250 = llvm.getelementptr %40[%54] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %249, %250 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      nvvm.barrier
      %251 = llvm.load %40 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %252 = llvm.load %112 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %253 = llvm.fadd %251, %252 : f32
      %254 = llvm.load %115 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %255 = llvm.fadd %253, %254 : f32
      %256 = llvm.load %118 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %257 = llvm.fadd %255, %256 : f32
      %258 = llvm.fdiv %257, %18 : f32
      %259 = llvm.fmul %arg4, %190 : f32
      %260 = llvm.fmul %259, %190 : f32
      %261 = llvm.fadd %258, %260 : f32
      %262 = llvm.call @__nv_rsqrtf(%261) : (f32) -> f32
      %263 = llvm.fmul %190, %262 : f32
      llvm.br ^bb33(%263 : f32)
    ^bb32:  // pred: ^bb10
      llvm.br ^bb33(%123 : f32)
    ^bb33(%264: f32):  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // pred: ^bb33
      %265 = llvm.icmp "eq" %41, %5 : i32
      llvm.cond_br %265, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %266 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %267 = llvm.getelementptr %266[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %264, %267 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %268 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %269 = llvm.mul %41, %8 overflow<nsw> : i32
      %270 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %271 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %272 = llvm.mul %41, %8 : i32
      %273 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %274 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %275 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %276 = llvm.mlir.poison : vector<32xf32>
      %277 = llvm.mlir.constant(0 : i32) : i32
      %278 = llvm.insertelement %264, %276[%277 : i32] : vector<32xf32>
      %279 = llvm.shufflevector %278, %276 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb37(%5 : i32)
    ^bb37(%280: i32):  // 2 preds: ^bb36, ^bb53
      %281 = llvm.icmp "slt" %280, %6 : i32
      llvm.cond_br %281, ^bb38, ^bb54
    ^bb38:  // pred: ^bb37
      %282 = llvm.mul %42, %9 overflow<nsw> : i32
      %283 = llvm.mul %280, %7 overflow<nsw> : i32
      %284 = llvm.add %282, %283 overflow<nsw> : i32
      %285 = llvm.getelementptr %268[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %286 = llvm.getelementptr %285[%269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %287 = llvm.mul %280, %7 overflow<nsw> : i32
      %288 = llvm.getelementptr %270[%287] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %289 = llvm.getelementptr %288[%269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %290 = llvm.getelementptr %271[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %291 = llvm.getelementptr %290[%269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %292 = llvm.mul %280, %7 : i32
      %293 = llvm.add %292, %272 : i32
      %294 = llvm.icmp "slt" %293, %9 : i32
      %295 = llvm.zext %294 : i1 to i8
      llvm.store %295, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %296 = llvm.add %293, %10 : i32
      %297 = llvm.icmp "slt" %296, %9 : i32
      %298 = llvm.zext %297 : i1 to i8
      llvm.store %298, %273 {alignment = 1 : i64} : i8, !llvm.ptr
      %299 = llvm.add %293, %11 : i32
      %300 = llvm.icmp "slt" %299, %9 : i32
      %301 = llvm.zext %300 : i1 to i8
      llvm.store %301, %274 {alignment = 2 : i64} : i8, !llvm.ptr
      %302 = llvm.add %293, %12 : i32
      %303 = llvm.icmp "slt" %302, %9 : i32
      %304 = llvm.zext %303 : i1 to i8
      llvm.store %304, %275 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %13, %27 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.store %13, %26 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb39(%5 : i32)
    ^bb39(%305: i32):  // 2 preds: ^bb38, ^bb42
      %306 = llvm.icmp "slt" %305, %22 : i32
      llvm.cond_br %306, ^bb40, ^bb43
    ^bb40:  // pred: ^bb39
      %307 = llvm.mul %305, %10 overflow<nsw> : i32
      %308 = llvm.getelementptr %286[%307] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %309 = llvm.mul %305, %8 overflow<nsw> : i32
      %310 = llvm.getelementptr %27[%309] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %311 = llvm.getelementptr %28[%305] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %312 = llvm.load %311 {alignment = 1 : i64} : !llvm.ptr -> i8
      %313 = llvm.icmp "ne" %312, %14 : i8
      llvm.cond_br %313, ^bb41, ^bb42
    ^bb41:  // pred: ^bb40
      %314 = llvm.load %308 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %314, %310 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      %315 = llvm.add %305, %24 : i32
      llvm.br ^bb39(%315 : i32) {loop_annotation = #loop_annotation}
    ^bb43:  // pred: ^bb39
      llvm.br ^bb44(%5 : i32)
    ^bb44(%316: i32):  // 2 preds: ^bb43, ^bb47
      %317 = llvm.icmp "slt" %316, %22 : i32
      llvm.cond_br %317, ^bb45, ^bb48
    ^bb45:  // pred: ^bb44
      %318 = llvm.mul %316, %10 overflow<nsw> : i32
      %319 = llvm.getelementptr %289[%318] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %320 = llvm.mul %316, %8 overflow<nsw> : i32
      %321 = llvm.getelementptr %26[%320] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %322 = llvm.getelementptr %28[%316] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %323 = llvm.load %322 {alignment = 1 : i64} : !llvm.ptr -> i8
      %324 = llvm.icmp "ne" %323, %14 : i8
      llvm.cond_br %324, ^bb46, ^bb47
    ^bb46:  // pred: ^bb45
      %325 = llvm.load %319 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %325, %321 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb47
    ^bb47:  // 2 preds: ^bb45, ^bb46
      %326 = llvm.add %316, %24 : i32
      llvm.br ^bb44(%326 : i32) {loop_annotation = #loop_annotation}
    ^bb48:  // pred: ^bb44
      %327 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %328 = llvm.fpext %327 : vector<32xf16> to vector<32xf32>
      %329 = llvm.fmul %328, %279 : vector<32xf32>
      %330 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %331 = llvm.fpext %330 : vector<32xf16> to vector<32xf32>
      %332 = llvm.fmul %329, %331 : vector<32xf32>
      %333 = llvm.bitcast %332 : vector<32xf32> to vector<32xi32>
      %334 = llvm.mlir.undef : vector<16xi32>
      %335 = llvm.mlir.constant(0 : i64) : i64
      %336 = llvm.mlir.constant(0 : i64) : i64
      %337 = llvm.extractelement %333[%336 : i64] : vector<32xi32>
      %338 = llvm.mlir.constant(1 : i64) : i64
      %339 = llvm.extractelement %333[%338 : i64] : vector<32xi32>
      %340 = llvm.bitcast %337 : i32 to f32
      %341 = llvm.bitcast %339 : i32 to f32
      %342 = nvvm.convert.f32x2.to.f16x2 %341, %340 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %343 = llvm.bitcast %342 : vector<2xf16> to i32
      %344 = llvm.insertelement %343, %334[%335 : i64] : vector<16xi32>
      %345 = llvm.mlir.constant(1 : i64) : i64
      %346 = llvm.mlir.constant(2 : i64) : i64
      %347 = llvm.extractelement %333[%346 : i64] : vector<32xi32>
      %348 = llvm.mlir.constant(3 : i64) : i64
      %349 = llvm.extractelement %333[%348 : i64] : vector<32xi32>
      %350 = llvm.bitcast %347 : i32 to f32
      %351 = llvm.bitcast %349 : i32 to f32
      %352 = nvvm.convert.f32x2.to.f16x2 %351, %350 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %353 = llvm.bitcast %352 : vector<2xf16> to i32
      %354 = llvm.insertelement %353, %344[%345 : i64] : vector<16xi32>
      %355 = llvm.mlir.constant(2 : i64) : i64
      %356 = llvm.mlir.constant(4 : i64) : i64
      %357 = llvm.extractelement %333[%356 : i64] : vector<32xi32>
      %358 = llvm.mlir.constant(5 : i64) : i64
      %359 = llvm.extractelement %333[%358 : i64] : vector<32xi32>
      %360 = llvm.bitcast %357 : i32 to f32
      %361 = llvm.bitcast %359 : i32 to f32
      %362 = nvvm.convert.f32x2.to.f16x2 %361, %360 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %363 = llvm.bitcast %362 : vector<2xf16> to i32
      %364 = llvm.insertelement %363, %354[%355 : i64] : vector<16xi32>
      %365 = llvm.mlir.constant(3 : i64) : i64
      %366 = llvm.mlir.constant(6 : i64) : i64
      %367 = llvm.extractelement %333[%366 : i64] : vector<32xi32>
      %368 = llvm.mlir.constant(7 : i64) : i64
      %369 = llvm.extractelement %333[%368 : i64] : vector<32xi32>
      %370 = llvm.bitcast %367 : i32 to f32
      %371 = llvm.bitcast %369 : i32 to f32
      %372 = nvvm.convert.f32x2.to.f16x2 %371, %370 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %373 = llvm.bitcast %372 : vector<2xf16> to i32
      %374 = llvm.insertelement %373, %364[%365 : i64] : vector<16xi32>
      %375 = llvm.mlir.constant(4 : i64) : i64
      %376 = llvm.mlir.constant(8 : i64) : i64
      %377 = llvm.extractelement %333[%376 : i64] : vector<32xi32>
      %378 = llvm.mlir.constant(9 : i64) : i64
      %379 = llvm.extractelement %333[%378 : i64] : vector<32xi32>
      %380 = llvm.bitcast %377 : i32 to f32
      %381 = llvm.bitcast %379 : i32 to f32
      %382 = nvvm.convert.f32x2.to.f16x2 %381, %380 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %383 = llvm.bitcast %382 : vector<2xf16> to i32
      %384 = llvm.insertelement %383, %374[%375 : i64] : vector<16xi32>
      %385 = llvm.mlir.constant(5 : i64) : i64
      %386 = llvm.mlir.constant(10 : i64) : i64
      %387 = llvm.extractelement %333[%386 : i64] : vector<32xi32>
      %388 = llvm.mlir.constant(11 : i64) : i64
      %389 = llvm.extractelement %333[%388 : i64] : vector<32xi32>
      %390 = llvm.bitcast %387 : i32 to f32
      %391 = llvm.bitcast %389 : i32 to f32
      %392 = nvvm.convert.f32x2.to.f16x2 %391, %390 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %393 = llvm.bitcast %392 : vector<2xf16> to i32
      %394 = llvm.insertelement %393, %384[%385 : i64] : vector<16xi32>
      %395 = llvm.mlir.constant(6 : i64) : i64
      %396 = llvm.mlir.constant(12 : i64) : i64
      %397 = llvm.extractelement %333[%396 : i64] : vector<32xi32>
      %398 = llvm.mlir.constant(13 : i64) : i64
      %399 = llvm.extractelement %333[%398 : i64] : vector<32xi32>
      %400 = llvm.bitcast %397 : i32 to f32
      %401 = llvm.bitcast %399 : i32 to f32
      %402 = nvvm.convert.f32x2.to.f16x2 %401, %400 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %403 = llvm.bitcast %402 : vector<2xf16> to i32
      %404 = llvm.insertelement %403, %394[%395 : i64] : vector<16xi32>
      %405 = llvm.mlir.constant(7 : i64) : i64
      %406 = llvm.mlir.constant(14 : i64) : i64
      %407 = llvm.extractelement %333[%406 : i64] : vector<32xi32>
      %408 = llvm.mlir.constant(15 : i64) : i64
      %409 = llvm.extractelement %333[%408 : i64] : vector<32xi32>
      %410 = llvm.bitcast %407 : i32 to f32
      %411 = llvm.bitcast %409 : i32 to f32
      %412 = nvvm.convert.f32x2.to.f16x2 %411, %410 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %413 = llvm.bitcast %412 : vector<2xf16> to i32
      %414 = llvm.insertelement %413, %404[%405 : i64] : vector<16xi32>
      %415 = llvm.mlir.constant(8 : i64) : i64
      %416 = llvm.mlir.constant(16 : i64) : i64
      %417 = llvm.extractelement %333[%416 : i64] : vector<32xi32>
      %418 = llvm.mlir.constant(17 : i64) : i64
      %419 = llvm.extractelement %333[%418 : i64] : vector<32xi32>
      %420 = llvm.bitcast %417 : i32 to f32
      %421 = llvm.bitcast %419 : i32 to f32
      %422 = nvvm.convert.f32x2.to.f16x2 %421, %420 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %423 = llvm.bitcast %422 : vector<2xf16> to i32
      %424 = llvm.insertelement %423, %414[%415 : i64] : vector<16xi32>
      %425 = llvm.mlir.constant(9 : i64) : i64
      %426 = llvm.mlir.constant(18 : i64) : i64
      %427 = llvm.extractelement %333[%426 : i64] : vector<32xi32>
      %428 = llvm.mlir.constant(19 : i64) : i64
      %429 = llvm.extractelement %333[%428 : i64] : vector<32xi32>
      %430 = llvm.bitcast %427 : i32 to f32
      %431 = llvm.bitcast %429 : i32 to f32
      %432 = nvvm.convert.f32x2.to.f16x2 %431, %430 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %433 = llvm.bitcast %432 : vector<2xf16> to i32
      %434 = llvm.insertelement %433, %424[%425 : i64] : vector<16xi32>
      %435 = llvm.mlir.constant(10 : i64) : i64
      %436 = llvm.mlir.constant(20 : i64) : i64
      %437 = llvm.extractelement %333[%436 : i64] : vector<32xi32>
      %438 = llvm.mlir.constant(21 : i64) : i64
      %439 = llvm.extractelement %333[%438 : i64] : vector<32xi32>
      %440 = llvm.bitcast %437 : i32 to f32
      %441 = llvm.bitcast %439 : i32 to f32
      %442 = nvvm.convert.f32x2.to.f16x2 %441, %440 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %443 = llvm.bitcast %442 : vector<2xf16> to i32
      %444 = llvm.insertelement %443, %434[%435 : i64] : vector<16xi32>
      %445 = llvm.mlir.constant(11 : i64) : i64
      %446 = llvm.mlir.constant(22 : i64) : i64
      %447 = llvm.extractelement %333[%446 : i64] : vector<32xi32>
      %448 = llvm.mlir.constant(23 : i64) : i64
      %449 = llvm.extractelement %333[%448 : i64] : vector<32xi32>
      %450 = llvm.bitcast %447 : i32 to f32
      %451 = llvm.bitcast %449 : i32 to f32
      %452 = nvvm.convert.f32x2.to.f16x2 %451, %450 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %453 = llvm.bitcast %452 : vector<2xf16> to i32
      %454 = llvm.insertelement %453, %444[%445 : i64] : vector<16xi32>
      %455 = llvm.mlir.constant(12 : i64) : i64
      %456 = llvm.mlir.constant(24 : i64) : i64
      %457 = llvm.extractelement %333[%456 : i64] : vector<32xi32>
      %458 = llvm.mlir.constant(25 : i64) : i64
      %459 = llvm.extractelement %333[%458 : i64] : vector<32xi32>
      %460 = llvm.bitcast %457 : i32 to f32
      %461 = llvm.bitcast %459 : i32 to f32
      %462 = nvvm.convert.f32x2.to.f16x2 %461, %460 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %463 = llvm.bitcast %462 : vector<2xf16> to i32
      %464 = llvm.insertelement %463, %454[%455 : i64] : vector<16xi32>
      %465 = llvm.mlir.constant(13 : i64) : i64
      %466 = llvm.mlir.constant(26 : i64) : i64
      %467 = llvm.extractelement %333[%466 : i64] : vector<32xi32>
      %468 = llvm.mlir.constant(27 : i64) : i64
      %469 = llvm.extractelement %333[%468 : i64] : vector<32xi32>
      %470 = llvm.bitcast %467 : i32 to f32
      %471 = llvm.bitcast %469 : i32 to f32
      %472 = nvvm.convert.f32x2.to.f16x2 %471, %470 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %473 = llvm.bitcast %472 : vector<2xf16> to i32
      %474 = llvm.insertelement %473, %464[%465 : i64] : vector<16xi32>
      %475 = llvm.mlir.constant(14 : i64) : i64
      %476 = llvm.mlir.constant(28 : i64) : i64
      %477 = llvm.extractelement %333[%476 : i64] : vector<32xi32>
      %478 = llvm.mlir.constant(29 : i64) : i64
      %479 = llvm.extractelement %333[%478 : i64] : vector<32xi32>
      %480 = llvm.bitcast %477 : i32 to f32
      %481 = llvm.bitcast %479 : i32 to f32
      %482 = nvvm.convert.f32x2.to.f16x2 %481, %480 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %483 = llvm.bitcast %482 : vector<2xf16> to i32
      %484 = llvm.insertelement %483, %474[%475 : i64] : vector<16xi32>
      %485 = llvm.mlir.constant(15 : i64) : i64
      %486 = llvm.mlir.constant(30 : i64) : i64
      %487 = llvm.extractelement %333[%486 : i64] : vector<32xi32>
      %488 = llvm.mlir.constant(31 : i64) : i64
      %489 = llvm.extractelement %333[%488 : i64] : vector<32xi32>
      %490 = llvm.bitcast %487 : i32 to f32
      %491 = llvm.bitcast %489 : i32 to f32
      %492 = nvvm.convert.f32x2.to.f16x2 %491, %490 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %493 = llvm.bitcast %492 : vector<2xf16> to i32
      %494 = llvm.insertelement %493, %484[%485 : i64] : vector<16xi32>
      %495 = llvm.bitcast %494 : vector<16xi32> to vector<32xf16>
      llvm.store %495, %25 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb49(%5 : i32)
    ^bb49(%496: i32):  // 2 preds: ^bb48, ^bb52
      %497 = llvm.icmp "slt" %496, %22 : i32
      llvm.cond_br %497, ^bb50, ^bb53
    ^bb50:  // pred: ^bb49
      %498 = llvm.mul %496, %8 overflow<nsw> : i32
      %499 = llvm.getelementptr %25[%498] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %500 = llvm.mul %496, %10 overflow<nsw> : i32
      %501 = llvm.getelementptr %291[%500] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %502 = llvm.getelementptr %28[%496] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %503 = llvm.load %502 {alignment = 1 : i64} : !llvm.ptr -> i8
      %504 = llvm.icmp "ne" %503, %14 : i8
      llvm.cond_br %504, ^bb51, ^bb52
    ^bb51:  // pred: ^bb50
      %505 = llvm.load %499 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %505, %501 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb52
    ^bb52:  // 2 preds: ^bb50, ^bb51
      %506 = llvm.add %496, %24 : i32
      llvm.br ^bb49(%506 : i32) {loop_annotation = #loop_annotation}
    ^bb53:  // pred: ^bb49
      %507 = llvm.add %280, %24 : i32
      llvm.br ^bb37(%507 : i32)
    ^bb54:  // pred: ^bb37
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_h5f4905e7_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h17700eb0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h52f54828(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
