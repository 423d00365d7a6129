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
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.constant(8 : i32) : i32
      %17 = llvm.mlir.constant(2 : i32) : i32
      %18 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %19 = llvm.mlir.constant(96 : i32) : i32
      %20 = llvm.mlir.constant(5000 : i32) : i32
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(16 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %22 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %31 = nvvm.shfl.sync idx %14, %30, %10, %15 : i32 -> i32
      %32 = llvm.zext %31 : i32 to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%33, %5 : !llvm.ptr<3>, i64)] : i1
      %34 = llvm.ptrtoint %33 : !llvm.ptr<3> to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%35, %4 : !llvm.ptr<3>, i64)] : i1
      %36 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %37 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %38 = llvm.srem %36, %8 : i32
      %39 = llvm.sdiv %36, %8 : i32
      %40 = llvm.mul %39, %8 : i32
      %41 = llvm.icmp "ne" %36, %40 : i32
      %42 = llvm.mlir.constant(0 : i32) : i32
      %43 = llvm.icmp "slt" %36, %42 : i32
      %44 = llvm.mlir.constant(false) : i1
      %45 = llvm.icmp "ne" %43, %44 : i1
      %46 = llvm.and %41, %45 : i1
      %47 = llvm.mlir.constant(-1 : i32) : i32
      %48 = llvm.add %39, %47 : i32
      %49 = llvm.select %46, %48, %39 : i1, i32
      %50 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %51 = llvm.mul %36, %21 overflow<nsw> : i32
      %52 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %53 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %54 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%10, %9 : i32, f32)
    ^bb1(%55: i32, %56: f32):  // 2 preds: ^bb0, ^bb7
      %57 = llvm.icmp "slt" %55, %11 : i32
      llvm.cond_br %57, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %58 = llvm.mul %37, %20 overflow<nsw> : i32
      %59 = llvm.mul %55, %3 overflow<nsw> : i32
      %60 = llvm.add %58, %59 overflow<nsw> : i32
      %61 = llvm.getelementptr %50[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %62 = llvm.getelementptr %61[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %63 = llvm.mul %55, %3 overflow<nsw> : i32
      %64 = llvm.add %63, %51 overflow<nsw> : i32
      %65 = llvm.icmp "slt" %37, %19 : i32
      %66 = llvm.icmp "slt" %64, %20 : i32
      %67 = llvm.and %65, %66 : i1
      %68 = llvm.zext %67 : i1 to i8
      llvm.store %68, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %69 = llvm.add %64, %2 overflow<nsw> : i32
      %70 = llvm.icmp "slt" %37, %19 : i32
      %71 = llvm.icmp "slt" %69, %20 : i32
      %72 = llvm.and %70, %71 : i1
      %73 = llvm.zext %72 : i1 to i8
      llvm.store %73, %52 {alignment = 1 : i64} : i8, !llvm.ptr
      %74 = llvm.add %64, %1 overflow<nsw> : i32
      %75 = llvm.icmp "slt" %37, %19 : i32
      %76 = llvm.icmp "slt" %74, %20 : i32
      %77 = llvm.and %75, %76 : i1
      %78 = llvm.zext %77 : i1 to i8
      llvm.store %78, %53 {alignment = 2 : i64} : i8, !llvm.ptr
      %79 = llvm.add %64, %0 overflow<nsw> : i32
      %80 = llvm.icmp "slt" %37, %19 : i32
      %81 = llvm.icmp "slt" %79, %20 : i32
      %82 = llvm.and %80, %81 : i1
      %83 = llvm.zext %82 : i1 to i8
      llvm.store %83, %54 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %28 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb3(%10 : i32)
    ^bb3(%84: i32):  // 2 preds: ^bb2, ^bb6
      %85 = llvm.icmp "slt" %84, %21 : i32
      llvm.cond_br %85, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %86 = llvm.mul %84, %2 overflow<nsw> : i32
      %87 = llvm.getelementptr %62[%86] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %88 = llvm.mul %84, %21 overflow<nsw> : i32
      %89 = llvm.getelementptr %28[%88] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %90 = llvm.getelementptr %29[%84] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %91 = llvm.load %90 {alignment = 1 : i64} : !llvm.ptr -> i8
      %92 = llvm.icmp "ne" %91, %13 : i8
      llvm.cond_br %92, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %93 = llvm.load %87 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %93, %89 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %94 = llvm.add %84, %23 : i32
      llvm.br ^bb3(%94 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %95 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %96 = llvm.fmul %95, %95 : vector<16xf32>
      %97 = "llvm.intr.vector.reduce.fadd"(%9, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
      %98 = llvm.fadd %56, %97 : f32
      %99 = llvm.add %55, %23 : i32
      llvm.br ^bb1(%99, %98 : i32, f32)
    ^bb8:  // pred: ^bb1
      %100 = nvvm.shfl.sync bfly %14, %56, %22, %15 : f32 -> f32
      %101 = llvm.fadd %56, %100 : f32
      %102 = nvvm.shfl.sync bfly %14, %101, %16, %15 : f32 -> f32
      %103 = llvm.fadd %101, %102 : f32
      %104 = nvvm.shfl.sync bfly %14, %103, %21, %15 : f32 -> f32
      %105 = llvm.fadd %103, %104 : f32
      %106 = nvvm.shfl.sync bfly %14, %105, %17, %15 : f32 -> f32
      %107 = llvm.fadd %105, %106 : f32
      %108 = nvvm.shfl.sync bfly %14, %107, %23, %15 : f32 -> f32
      %109 = llvm.fadd %107, %108 : f32
      %110 = llvm.icmp "eq" %38, %10 : i32
      llvm.cond_br %110, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %111 = llvm.getelementptr %35[%49] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %109, %111 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %112 = llvm.load %35 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %113 = llvm.getelementptr %35[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %114 = llvm.load %113 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %115 = llvm.fadd %112, %114 : f32
      %116 = llvm.getelementptr %35[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %117 = llvm.load %116 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %118 = llvm.fadd %115, %117 : f32
      %119 = llvm.getelementptr %35[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %120 = llvm.load %119 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %121 = llvm.fadd %118, %120 : f32
      %122 = llvm.fdiv %121, %18 : f32
      %123 = llvm.fadd %122, %arg4 : f32
      %124 = llvm.call @__nv_rsqrtf(%123) : (f32) -> f32
      %125 = llvm.icmp "eq" %36, %10 : i32
      llvm.cond_br %125, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %126 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %127 = llvm.getelementptr %126[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %124, %127 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %128 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %129 = llvm.mul %36, %21 overflow<nsw> : i32
      %130 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %131 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %132 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %133 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %134 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %135 = llvm.mlir.poison : vector<16xf32>
      %136 = llvm.mlir.constant(0 : i32) : i32
      %137 = llvm.insertelement %124, %135[%136 : i32] : vector<16xf32>
      %138 = llvm.shufflevector %137, %135 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
      llvm.br ^bb13(%10 : i32)
    ^bb13(%139: i32):  // 2 preds: ^bb12, ^bb29
      %140 = llvm.icmp "slt" %139, %11 : i32
      llvm.cond_br %140, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %141 = llvm.mul %37, %20 overflow<nsw> : i32
      %142 = llvm.mul %139, %3 overflow<nsw> : i32
      %143 = llvm.add %141, %142 overflow<nsw> : i32
      %144 = llvm.getelementptr %128[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %145 = llvm.getelementptr %144[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %146 = llvm.mul %139, %3 overflow<nsw> : i32
      %147 = llvm.getelementptr %130[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %148 = llvm.getelementptr %147[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %149 = llvm.getelementptr %131[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %150 = llvm.getelementptr %149[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %151 = llvm.mul %139, %3 overflow<nsw> : i32
      %152 = llvm.add %151, %129 overflow<nsw> : i32
      %153 = llvm.icmp "slt" %37, %19 : i32
      %154 = llvm.icmp "slt" %152, %20 : i32
      %155 = llvm.and %153, %154 : i1
      %156 = llvm.zext %155 : i1 to i8
      llvm.store %156, %27 {alignment = 32 : i64} : i8, !llvm.ptr
      %157 = llvm.add %152, %2 overflow<nsw> : i32
      %158 = llvm.icmp "slt" %37, %19 : i32
      %159 = llvm.icmp "slt" %157, %20 : i32
      %160 = llvm.and %158, %159 : i1
      %161 = llvm.zext %160 : i1 to i8
      llvm.store %161, %132 {alignment = 1 : i64} : i8, !llvm.ptr
      %162 = llvm.add %152, %1 overflow<nsw> : i32
      %163 = llvm.icmp "slt" %37, %19 : i32
      %164 = llvm.icmp "slt" %162, %20 : i32
      %165 = llvm.and %163, %164 : i1
      %166 = llvm.zext %165 : i1 to i8
      llvm.store %166, %133 {alignment = 2 : i64} : i8, !llvm.ptr
      %167 = llvm.add %152, %0 overflow<nsw> : i32
      %168 = llvm.icmp "slt" %37, %19 : i32
      %169 = llvm.icmp "slt" %167, %20 : i32
      %170 = llvm.and %168, %169 : i1
      %171 = llvm.zext %170 : i1 to i8
      llvm.store %171, %134 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %26 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.store %12, %25 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb15(%10 : i32)
    ^bb15(%172: i32):  // 2 preds: ^bb14, ^bb18
      %173 = llvm.icmp "slt" %172, %21 : i32
      llvm.cond_br %173, ^bb16, ^bb19
    ^bb16:  // pred: ^bb15
      %174 = llvm.mul %172, %2 overflow<nsw> : i32
      %175 = llvm.getelementptr %145[%174] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %176 = llvm.mul %172, %21 overflow<nsw> : i32
      %177 = llvm.getelementptr %26[%176] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %178 = llvm.getelementptr %27[%172] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %179 = llvm.load %178 {alignment = 1 : i64} : !llvm.ptr -> i8
      %180 = llvm.icmp "ne" %179, %13 : i8
      llvm.cond_br %180, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %181 = llvm.load %175 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %181, %177 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %182 = llvm.add %172, %23 : i32
      llvm.br ^bb15(%182 : i32) {loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb15
      llvm.br ^bb20(%10 : i32)
    ^bb20(%183: i32):  // 2 preds: ^bb19, ^bb23
      %184 = llvm.icmp "slt" %183, %21 : i32
      llvm.cond_br %184, ^bb21, ^bb24
    ^bb21:  // pred: ^bb20
      %185 = llvm.mul %183, %2 overflow<nsw> : i32
      %186 = llvm.getelementptr %148[%185] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %187 = llvm.mul %183, %21 overflow<nsw> : i32
      %188 = llvm.getelementptr %25[%187] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %189 = llvm.getelementptr %27[%183] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %190 = llvm.load %189 {alignment = 1 : i64} : !llvm.ptr -> i8
      %191 = llvm.icmp "ne" %190, %13 : i8
      llvm.cond_br %191, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %192 = llvm.load %186 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %192, %188 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %193 = llvm.add %183, %23 : i32
      llvm.br ^bb20(%193 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb20
      %194 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %195 = llvm.fmul %194, %138 : vector<16xf32>
      %196 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<16xf32>
      %197 = llvm.fmul %195, %196 : vector<16xf32>
      llvm.store %197, %24 {alignment = 32 : i64} : vector<16xf32>, !llvm.ptr
      llvm.br ^bb25(%10 : i32)
    ^bb25(%198: i32):  // 2 preds: ^bb24, ^bb28
      %199 = llvm.icmp "slt" %198, %21 : i32
      llvm.cond_br %199, ^bb26, ^bb29
    ^bb26:  // pred: ^bb25
      %200 = llvm.mul %198, %21 overflow<nsw> : i32
      %201 = llvm.getelementptr %24[%200] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %202 = llvm.mul %198, %2 overflow<nsw> : i32
      %203 = llvm.getelementptr %150[%202] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %204 = llvm.getelementptr %27[%198] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %205 = llvm.load %204 {alignment = 1 : i64} : !llvm.ptr -> i8
      %206 = llvm.icmp "ne" %205, %13 : i8
      llvm.cond_br %206, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %207 = llvm.load %201 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %207, %203 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %208 = llvm.add %198, %23 : i32
      llvm.br ^bb25(%208 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb25
      %209 = llvm.add %139, %23 : i32
      llvm.br ^bb13(%209 : i32)
    ^bb30:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_hd36ff4a0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_he427d48c_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_hd3519b15(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_hd36ff4a0(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
