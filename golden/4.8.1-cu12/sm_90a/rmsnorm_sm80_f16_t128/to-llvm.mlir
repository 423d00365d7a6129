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
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.config_smem_size = 80 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %14 = llvm.mlir.constant(-1 : i32) : i32
      %15 = llvm.mlir.constant(16 : i32) : i32
      %16 = llvm.mlir.constant(31 : i32) : i32
      %17 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %18 = llvm.mlir.constant(96 : i32) : i32
      %19 = llvm.mlir.constant(5000 : i32) : i32
      %20 = llvm.mlir.constant(4 : i32) : i32
      %21 = llvm.mlir.constant(32 : i32) : i32
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %20 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %21 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %20 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.ptrtoint %7 : !llvm.ptr<3> to i32
      %30 = nvvm.shfl.sync idx %14, %29, %9, %16 : i32 -> i32
      %31 = llvm.zext %30 : i32 to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%32, %5 : !llvm.ptr<3>, i64)] : i1
      %33 = llvm.ptrtoint %32 : !llvm.ptr<3> to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<3>
      llvm.intr.assume %6 ["align"(%34, %4 : !llvm.ptr<3>, i64)] : i1
      %35 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %36 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %37 = llvm.srem %35, %21 : i32
      %38 = llvm.sdiv %35, %21 : i32
      %39 = llvm.mul %38, %21 : i32
      %40 = llvm.icmp "ne" %35, %39 : i32
      %41 = llvm.mlir.constant(0 : i32) : i32
      %42 = llvm.icmp "slt" %35, %41 : i32
      %43 = llvm.mlir.constant(false) : i1
      %44 = llvm.icmp "ne" %42, %43 : i1
      %45 = llvm.and %40, %44 : i1
      %46 = llvm.mlir.constant(-1 : i32) : i32
      %47 = llvm.add %38, %46 : i32
      %48 = llvm.select %45, %47, %38 : i1, i32
      %49 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %50 = llvm.mul %35, %11 overflow<nsw> : i32
      %51 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %52 = llvm.getelementptr %28[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %53 = llvm.getelementptr %28[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.br ^bb1(%9, %8 : i32, f32)
    ^bb1(%54: i32, %55: f32):  // 2 preds: ^bb0, ^bb7
      %56 = llvm.icmp "slt" %54, %10 : i32
      llvm.cond_br %56, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %57 = llvm.mul %36, %19 overflow<nsw> : i32
      %58 = llvm.mul %54, %3 overflow<nsw> : i32
      %59 = llvm.add %57, %58 overflow<nsw> : i32
      %60 = llvm.getelementptr %49[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %61 = llvm.getelementptr %60[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %62 = llvm.mul %54, %3 overflow<nsw> : i32
      %63 = llvm.add %62, %50 overflow<nsw> : i32
      %64 = llvm.icmp "slt" %36, %18 : i32
      %65 = llvm.icmp "slt" %63, %19 : i32
      %66 = llvm.and %64, %65 : i1
      %67 = llvm.zext %66 : i1 to i8
      llvm.store %67, %28 {alignment = 32 : i64} : i8, !llvm.ptr
      %68 = llvm.add %63, %2 overflow<nsw> : i32
      %69 = llvm.icmp "slt" %36, %18 : i32
      %70 = llvm.icmp "slt" %68, %19 : i32
      %71 = llvm.and %69, %70 : i1
      %72 = llvm.zext %71 : i1 to i8
      llvm.store %72, %51 {alignment = 1 : i64} : i8, !llvm.ptr
      %73 = llvm.add %63, %1 overflow<nsw> : i32
      %74 = llvm.icmp "slt" %36, %18 : i32
      %75 = llvm.icmp "slt" %73, %19 : i32
      %76 = llvm.and %74, %75 : i1
      %77 = llvm.zext %76 : i1 to i8
      llvm.store %77, %52 {alignment = 2 : i64} : i8, !llvm.ptr
      %78 = llvm.add %63, %0 overflow<nsw> : i32
      %79 = llvm.icmp "slt" %36, %18 : i32
      %80 = llvm.icmp "slt" %78, %19 : i32
      %81 = llvm.and %79, %80 : i1
      %82 = llvm.zext %81 : i1 to i8
      llvm.store %82, %53 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %27 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb3(%9 : i32)
    ^bb3(%83: i32):  // 2 preds: ^bb2, ^bb6
      %84 = llvm.icmp "slt" %83, %20 : i32
      llvm.cond_br %84, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %85 = llvm.mul %83, %2 overflow<nsw> : i32
      %86 = llvm.getelementptr %61[%85] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %87 = llvm.mul %83, %11 overflow<nsw> : i32
      %88 = llvm.getelementptr %27[%87] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %89 = llvm.getelementptr %28[%83] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %90 = llvm.load %89 {alignment = 1 : i64} : !llvm.ptr -> i8
      %91 = llvm.icmp "ne" %90, %13 : i8
      llvm.cond_br %91, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %92 = llvm.load %86 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %92, %88 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %93 = llvm.add %83, %22 : i32
      llvm.br ^bb3(%93 : i32) {loop_annotation = #loop_annotation}
    ^bb7:  // pred: ^bb3
      %94 = llvm.load %27 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %95 = llvm.fpext %94 : vector<32xf16> to vector<32xf32>
      %96 = llvm.fmul %95, %95 : vector<32xf32>
      %97 = "llvm.intr.vector.reduce.fadd"(%8, %96) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %98 = llvm.fadd %55, %97 : f32
      %99 = llvm.add %54, %22 : i32
      llvm.br ^bb1(%99, %98 : i32, f32)
    ^bb8:  // pred: ^bb1
      %100 = nvvm.shfl.sync bfly %14, %55, %15, %16 : f32 -> f32
      %101 = llvm.fadd %55, %100 : f32
      %102 = nvvm.shfl.sync bfly %14, %101, %11, %16 : f32 -> f32
      %103 = llvm.fadd %101, %102 : f32
      %104 = nvvm.shfl.sync bfly %14, %103, %20, %16 : f32 -> f32
      %105 = llvm.fadd %103, %104 : f32
      %106 = nvvm.shfl.sync bfly %14, %105, %10, %16 : f32 -> f32
      %107 = llvm.fadd %105, %106 : f32
      %108 = nvvm.shfl.sync bfly %14, %107, %22, %16 : f32 -> f32
      %109 = llvm.fadd %107, %108 : f32
      %110 = llvm.icmp "eq" %37, %9 : i32
      llvm.cond_br %110, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %111 = llvm.getelementptr %34[%48] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %109, %111 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      nvvm.barrier
      %112 = llvm.load %34 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %113 = llvm.getelementptr %34[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %114 = llvm.load %113 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %115 = llvm.fadd %112, %114 : f32
      %116 = llvm.getelementptr %34[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %117 = llvm.load %116 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %118 = llvm.fadd %115, %117 : f32
      %119 = llvm.getelementptr %34[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %120 = llvm.load %119 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %121 = llvm.fadd %118, %120 : f32
      %122 = llvm.fdiv %121, %17 : f32
      %123 = llvm.fadd %122, %arg4 : f32
      %124 = llvm.call @__nv_rsqrtf(%123) : (f32) -> f32
      %125 = llvm.icmp "eq" %35, %9 : i32
      llvm.cond_br %125, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %126 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %127 = llvm.getelementptr %126[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %124, %127 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %128 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %129 = llvm.mul %35, %11 overflow<nsw> : i32
      %130 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %131 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %132 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %133 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %134 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %135 = llvm.mlir.poison : vector<32xf32>
      %136 = llvm.mlir.constant(0 : i32) : i32
      %137 = llvm.insertelement %124, %135[%136 : i32] : vector<32xf32>
      %138 = llvm.shufflevector %137, %135 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      llvm.br ^bb13(%9 : i32)
    ^bb13(%139: i32):  // 2 preds: ^bb12, ^bb29
      %140 = llvm.icmp "slt" %139, %10 : i32
      llvm.cond_br %140, ^bb14, ^bb30
    ^bb14:  // pred: ^bb13
      %141 = llvm.mul %36, %19 overflow<nsw> : i32
      %142 = llvm.mul %139, %3 overflow<nsw> : i32
      %143 = llvm.add %141, %142 overflow<nsw> : i32
      %144 = llvm.getelementptr %128[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %145 = llvm.getelementptr %144[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %146 = llvm.mul %139, %3 overflow<nsw> : i32
      %147 = llvm.getelementptr %130[%146] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %148 = llvm.getelementptr %147[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %149 = llvm.getelementptr %131[%143] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %150 = llvm.getelementptr %149[%129] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %151 = llvm.mul %139, %3 overflow<nsw> : i32
      %152 = llvm.add %151, %129 overflow<nsw> : i32
      %153 = llvm.icmp "slt" %36, %18 : i32
      %154 = llvm.icmp "slt" %152, %19 : i32
      %155 = llvm.and %153, %154 : i1
      %156 = llvm.zext %155 : i1 to i8
      llvm.store %156, %26 {alignment = 32 : i64} : i8, !llvm.ptr
      %157 = llvm.add %152, %2 overflow<nsw> : i32
      %158 = llvm.icmp "slt" %36, %18 : i32
      %159 = llvm.icmp "slt" %157, %19 : i32
      %160 = llvm.and %158, %159 : i1
      %161 = llvm.zext %160 : i1 to i8
      llvm.store %161, %132 {alignment = 1 : i64} : i8, !llvm.ptr
      %162 = llvm.add %152, %1 overflow<nsw> : i32
      %163 = llvm.icmp "slt" %36, %18 : i32
      %164 = llvm.icmp "slt" %162, %19 : i32
      %165 = llvm.and %163, %164 : i1
      %166 = llvm.zext %165 : i1 to i8
      llvm.store %166, %133 {alignment = 2 : i64} : i8, !llvm.ptr
      %167 = llvm.add %152, %0 overflow<nsw> : i32
      %168 = llvm.icmp "slt" %36, %18 : i32
      %169 = llvm.icmp "slt" %167, %19 : i32
      %170 = llvm.and %168, %169 : i1
      %171 = llvm.zext %170 : i1 to i8
      llvm.store %171, %134 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %12, %25 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.store %12, %24 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb15(%9 : i32)
    ^bb15(%172: i32):  // 2 preds: ^bb14, ^bb18
      %173 = llvm.icmp "slt" %172, %20 : i32
      llvm.cond_br %173, ^bb16, ^bb19
    ^bb16:  // pred: ^bb15
      %174 = llvm.mul %172, %2 overflow<nsw> : i32
      %175 = llvm.getelementptr %145[%174] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %176 = llvm.mul %172, %11 overflow<nsw> : i32
      %177 = llvm.getelementptr %25[%176] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %178 = llvm.getelementptr %26[%172] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %179 = llvm.load %178 {alignment = 1 : i64} : !llvm.ptr -> i8
      %180 = llvm.icmp "ne" %179, %13 : i8
      llvm.cond_br %180, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %181 = llvm.load %175 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %181, %177 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %182 = llvm.add %172, %22 : i32
      llvm.br ^bb15(%182 : i32) {loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb15
      llvm.br ^bb20(%9 : i32)
    ^bb20(%183: i32):  // 2 preds: ^bb19, ^bb23
      %184 = llvm.icmp "slt" %183, %20 : i32
      llvm.cond_br %184, ^bb21, ^bb24
    ^bb21:  // pred: ^bb20
      %185 = llvm.mul %183, %2 overflow<nsw> : i32
      %186 = llvm.getelementptr %148[%185] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %187 = llvm.mul %183, %11 overflow<nsw> : i32
      %188 = llvm.getelementptr %24[%187] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %189 = llvm.getelementptr %26[%183] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %190 = llvm.load %189 {alignment = 1 : i64} : !llvm.ptr -> i8
      %191 = llvm.icmp "ne" %190, %13 : i8
      llvm.cond_br %191, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %192 = llvm.load %186 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
      llvm.store %192, %188 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %193 = llvm.add %183, %22 : i32
      llvm.br ^bb20(%193 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb20
      %194 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %195 = llvm.fpext %194 : vector<32xf16> to vector<32xf32>
      %196 = llvm.fmul %195, %138 : vector<32xf32>
      %197 = llvm.load %24 {alignment = 32 : i64} : !llvm.ptr -> vector<32xf16>
      %198 = llvm.fpext %197 : vector<32xf16> to vector<32xf32>
      %199 = llvm.fmul %196, %198 : vector<32xf32>
      %200 = llvm.bitcast %199 : vector<32xf32> to vector<32xi32>
      %201 = llvm.mlir.undef : vector<16xi32>
      %202 = llvm.mlir.constant(0 : i64) : i64
      %203 = llvm.mlir.constant(0 : i64) : i64
      %204 = llvm.extractelement %200[%203 : i64] : vector<32xi32>
      %205 = llvm.mlir.constant(1 : i64) : i64
      %206 = llvm.extractelement %200[%205 : i64] : vector<32xi32>
      %207 = llvm.bitcast %204 : i32 to f32
      %208 = llvm.bitcast %206 : i32 to f32
      %209 = nvvm.convert.f32x2.to.f16x2 %208, %207 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %210 = llvm.bitcast %209 : vector<2xf16> to i32
      %211 = llvm.insertelement %210, %201[%202 : i64] : vector<16xi32>
      %212 = llvm.mlir.constant(1 : i64) : i64
      %213 = llvm.mlir.constant(2 : i64) : i64
      %214 = llvm.extractelement %200[%213 : i64] : vector<32xi32>
      %215 = llvm.mlir.constant(3 : i64) : i64
      %216 = llvm.extractelement %200[%215 : i64] : vector<32xi32>
      %217 = llvm.bitcast %214 : i32 to f32
      %218 = llvm.bitcast %216 : i32 to f32
      %219 = nvvm.convert.f32x2.to.f16x2 %218, %217 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %220 = llvm.bitcast %219 : vector<2xf16> to i32
      %221 = llvm.insertelement %220, %211[%212 : i64] : vector<16xi32>
      %222 = llvm.mlir.constant(2 : i64) : i64
      %223 = llvm.mlir.constant(4 : i64) : i64
      %224 = llvm.extractelement %200[%223 : i64] : vector<32xi32>
      %225 = llvm.mlir.constant(5 : i64) : i64
      %226 = llvm.extractelement %200[%225 : i64] : vector<32xi32>
      %227 = llvm.bitcast %224 : i32 to f32
      %228 = llvm.bitcast %226 : i32 to f32
      %229 = nvvm.convert.f32x2.to.f16x2 %228, %227 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %230 = llvm.bitcast %229 : vector<2xf16> to i32
      %231 = llvm.insertelement %230, %221[%222 : i64] : vector<16xi32>
      %232 = llvm.mlir.constant(3 : i64) : i64
      %233 = llvm.mlir.constant(6 : i64) : i64
      %234 = llvm.extractelement %200[%233 : i64] : vector<32xi32>
      %235 = llvm.mlir.constant(7 : i64) : i64
      %236 = llvm.extractelement %200[%235 : i64] : vector<32xi32>
      %237 = llvm.bitcast %234 : i32 to f32
      %238 = llvm.bitcast %236 : i32 to f32
      %239 = nvvm.convert.f32x2.to.f16x2 %238, %237 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %240 = llvm.bitcast %239 : vector<2xf16> to i32
      %241 = llvm.insertelement %240, %231[%232 : i64] : vector<16xi32>
      %242 = llvm.mlir.constant(4 : i64) : i64
      %243 = llvm.mlir.constant(8 : i64) : i64
      %244 = llvm.extractelement %200[%243 : i64] : vector<32xi32>
      %245 = llvm.mlir.constant(9 : i64) : i64
      %246 = llvm.extractelement %200[%245 : i64] : vector<32xi32>
      %247 = llvm.bitcast %244 : i32 to f32
      %248 = llvm.bitcast %246 : i32 to f32
      %249 = nvvm.convert.f32x2.to.f16x2 %248, %247 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %250 = llvm.bitcast %249 : vector<2xf16> to i32
      %251 = llvm.insertelement %250, %241[%242 : i64] : vector<16xi32>
      %252 = llvm.mlir.constant(5 : i64) : i64
      %253 = llvm.mlir.constant(10 : i64) : i64
      %254 = llvm.extractelement %200[%253 : i64] : vector<32xi32>
      %255 = llvm.mlir.constant(11 : i64) : i64
      %256 = llvm.extractelement %200[%255 : i64] : vector<32xi32>
      %257 = llvm.bitcast %254 : i32 to f32
      %258 = llvm.bitcast %256 : i32 to f32
      %259 = nvvm.convert.f32x2.to.f16x2 %258, %257 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %260 = llvm.bitcast %259 : vector<2xf16> to i32
      %261 = llvm.insertelement %260, %251[%252 : i64] : vector<16xi32>
      %262 = llvm.mlir.constant(6 : i64) : i64
      %263 = llvm.mlir.constant(12 : i64) : i64
      %264 = llvm.extractelement %200[%263 : i64] : vector<32xi32>
      %265 = llvm.mlir.constant(13 : i64) : i64
      %266 = llvm.extractelement %200[%265 : i64] : vector<32xi32>
      %267 = llvm.bitcast %264 : i32 to f32
      %268 = llvm.bitcast %266 : i32 to f32
      %269 = nvvm.convert.f32x2.to.f16x2 %268, %267 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %270 = llvm.bitcast %269 : vector<2xf16> to i32
      %271 = llvm.insertelement %270, %261[%262 : i64] : vector<16xi32>
      %272 = llvm.mlir.constant(7 : i64) : i64
      %273 = llvm.mlir.constant(14 : i64) : i64
      %274 = llvm.extractelement %200[%273 : i64] : vector<32xi32>
      %275 = llvm.mlir.constant(15 : i64) : i64
      %276 = llvm.extractelement %200[%275 : i64] : vector<32xi32>
      %277 = llvm.bitcast %274 : i32 to f32
      %278 = llvm.bitcast %276 : i32 to f32
      %279 = nvvm.convert.f32x2.to.f16x2 %278, %277 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %280 = llvm.bitcast %279 : vector<2xf16> to i32
      %281 = llvm.insertelement %280, %271[%272 : i64] : vector<16xi32>
      %282 = llvm.mlir.constant(8 : i64) : i64
      %283 = llvm.mlir.constant(16 : i64) : i64
      %284 = llvm.extractelement %200[%283 : i64] : vector<32xi32>
      %285 = llvm.mlir.constant(17 : i64) : i64
      %286 = llvm.extractelement %200[%285 : i64] : vector<32xi32>
      %287 = llvm.bitcast %284 : i32 to f32
      %288 = llvm.bitcast %286 : i32 to f32
      %289 = nvvm.convert.f32x2.to.f16x2 %288, %287 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %290 = llvm.bitcast %289 : vector<2xf16> to i32
      %291 = llvm.insertelement %290, %281[%282 : i64] : vector<16xi32>
      %292 = llvm.mlir.constant(9 : i64) : i64
      %293 = llvm.mlir.constant(18 : i64) : i64
      %294 = llvm.extractelement %200[%293 : i64] : vector<32xi32>
      %295 = llvm.mlir.constant(19 : i64) : i64
      %296 = llvm.extractelement %200[%295 : i64] : vector<32xi32>
      %297 = llvm.bitcast %294 : i32 to f32
      %298 = llvm.bitcast %296 : i32 to f32
      %299 = nvvm.convert.f32x2.to.f16x2 %298, %297 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %300 = llvm.bitcast %299 : vector<2xf16> to i32
      %301 = llvm.insertelement %300, %291[%292 : i64] : vector<16xi32>
      %302 = llvm.mlir.constant(10 : i64) : i64
      %303 = llvm.mlir.constant(20 : i64) : i64
      %304 = llvm.extractelement %200[%303 : i64] : vector<32xi32>
      %305 = llvm.mlir.constant(21 : i64) : i64
      %306 = llvm.extractelement %200[%305 : i64] : vector<32xi32>
      %307 = llvm.bitcast %304 : i32 to f32
      %308 = llvm.bitcast %306 : i32 to f32
      %309 = nvvm.convert.f32x2.to.f16x2 %308, %307 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %310 = llvm.bitcast %309 : vector<2xf16> to i32
      %311 = llvm.insertelement %310, %301[%302 : i64] : vector<16xi32>
      %312 = llvm.mlir.constant(11 : i64) : i64
      %313 = llvm.mlir.constant(22 : i64) : i64
      %314 = llvm.extractelement %200[%313 : i64] : vector<32xi32>
      %315 = llvm.mlir.constant(23 : i64) : i64
      %316 = llvm.extractelement %200[%315 : i64] : vector<32xi32>
      %317 = llvm.bitcast %314 : i32 to f32
      %318 = llvm.bitcast %316 : i32 to f32
      %319 = nvvm.convert.f32x2.to.f16x2 %318, %317 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %320 = llvm.bitcast %319 : vector<2xf16> to i32
      %321 = llvm.insertelement %320, %311[%312 : i64] : vector<16xi32>
      %322 = llvm.mlir.constant(12 : i64) : i64
      %323 = llvm.mlir.constant(24 : i64) : i64
      %324 = llvm.extractelement %200[%323 : i64] : vector<32xi32>
      %325 = llvm.mlir.constant(25 : i64) : i64
      %326 = llvm.extractelement %200[%325 : i64] : vector<32xi32>
      %327 = llvm.bitcast %324 : i32 to f32
      %328 = llvm.bitcast %326 : i32 to f32
      %329 = nvvm.convert.f32x2.to.f16x2 %328, %327 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %330 = llvm.bitcast %329 : vector<2xf16> to i32
      %331 = llvm.insertelement %330, %321[%322 : i64] : vector<16xi32>
      %332 = llvm.mlir.constant(13 : i64) : i64
      %333 = llvm.mlir.constant(26 : i64) : i64
      %334 = llvm.extractelement %200[%333 : i64] : vector<32xi32>
      %335 = llvm.mlir.constant(27 : i64) : i64
      %336 = llvm.extractelement %200[%335 : i64] : vector<32xi32>
      %337 = llvm.bitcast %334 : i32 to f32
      %338 = llvm.bitcast %336 : i32 to f32
      %339 = nvvm.convert.f32x2.to.f16x2 %338, %337 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %340 = llvm.bitcast %339 : vector<2xf16> to i32
      %341 = llvm.insertelement %340, %331[%332 : i64] : vector<16xi32>
      %342 = llvm.mlir.constant(14 : i64) : i64
      %343 = llvm.mlir.constant(28 : i64) : i64
      %344 = llvm.extractelement %200[%343 : i64] : vector<32xi32>
      %345 = llvm.mlir.constant(29 : i64) : i64
      %346 = llvm.extractelement %200[%345 : i64] : vector<32xi32>
      %347 = llvm.bitcast %344 : i32 to f32
      %348 = llvm.bitcast %346 : i32 to f32
      %349 = nvvm.convert.f32x2.to.f16x2 %348, %347 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %350 = llvm.bitcast %349 : vector<2xf16> to i32
      %351 = llvm.insertelement %350, %341[%342 : i64] : vector<16xi32>
      %352 = llvm.mlir.constant(15 : i64) : i64
      %353 = llvm.mlir.constant(30 : i64) : i64
      %354 = llvm.extractelement %200[%353 : i64] : vector<32xi32>
      %355 = llvm.mlir.constant(31 : i64) : i64
      %356 = llvm.extractelement %200[%355 : i64] : vector<32xi32>
      %357 = llvm.bitcast %354 : i32 to f32
      %358 = llvm.bitcast %356 : i32 to f32
      %359 = nvvm.convert.f32x2.to.f16x2 %358, %357 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
      %360 = llvm.bitcast %359 : vector<2xf16> to i32
      %361 = llvm.insertelement %360, %351[%352 : i64] : vector<16xi32>
      %362 = llvm.bitcast %361 : vector<16xi32> to vector<32xf16>
      llvm.store %362, %23 {alignment = 32 : i64} : vector<32xf16>, !llvm.ptr
      llvm.br ^bb25(%9 : i32)
    ^bb25(%363: i32):  // 2 preds: ^bb24, ^bb28
      %364 = llvm.icmp "slt" %363, %20 : i32
      llvm.cond_br %364, ^bb26, ^bb29
    ^bb26:  // pred: ^bb25
      %365 = llvm.mul %363, %11 overflow<nsw> : i32
      %366 = llvm.getelementptr %23[%365] : (!llvm.ptr, i32) -> !llvm.ptr, f16
      %367 = llvm.mul %363, %2 overflow<nsw> : i32
      %368 = llvm.getelementptr %150[%367] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %369 = llvm.getelementptr %26[%363] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %370 = llvm.load %369 {alignment = 1 : i64} : !llvm.ptr -> i8
      %371 = llvm.icmp "ne" %370, %13 : i8
      llvm.cond_br %371, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %372 = llvm.load %366 {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
      llvm.store %372, %368 {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
      llvm.br ^bb28
    ^bb28:  // 2 preds: ^bb26, ^bb27
      %373 = llvm.add %363, %22 : i32
      llvm.br ^bb25(%373 : i32) {loop_annotation = #loop_annotation}
    ^bb29:  // pred: ^bb25
      %374 = llvm.add %139, %22 : i32
      llvm.br ^bb13(%374 : i32)
    ^bb30:  // pred: ^bb13
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads12_h4b03f641(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrf_hee55b644_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_hcded4868(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads12_h4b03f641(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
