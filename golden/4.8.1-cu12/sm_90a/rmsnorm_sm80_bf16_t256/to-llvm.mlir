!cuda_launch_cfg_2cf94c = !cuda.launch_cfg<max_attrs = 17>
!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @printfFormat_1("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: shared memory usage in '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0' may exceed available memory set in kernel launch. Allocated: %d bytes. Used: %lld bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.minctasm = 6 : i32, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(16 : i64) : i64
      %1 = llvm.mlir.constant(1024 : i64) : i64
      %2 = llvm.mlir.constant(true) : i1
      %3 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(8 : i32) : i32
      %7 = llvm.mlir.constant(5000 : i32) : i32
      %8 = llvm.mlir.constant(2048 : i32) : i32
      %9 = llvm.mlir.constant(4096 : i32) : i32
      %10 = llvm.mlir.constant(6144 : i32) : i32
      %11 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %12 = llvm.mlir.constant(0 : i8) : i8
      %13 = llvm.mlir.constant(-1 : i32) : i32
      %14 = llvm.mlir.constant(16 : i32) : i32
      %15 = llvm.mlir.constant(31 : i32) : i32
      %16 = llvm.mlir.constant(2 : i32) : i32
      %17 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %18 = llvm.mlir.constant(0x7F800000 : f32) : f32
      %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
      %21 = llvm.mlir.constant(4 : i32) : i32
      %22 = llvm.mlir.constant(32 : i32) : i32
      %23 = llvm.mlir.constant(1 : i32) : i32
      %24 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %29 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %30 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %31 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %32 = llvm.alloca %22 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %33 = llvm.alloca %21 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %34 = llvm.ptrtoint %3 : !llvm.ptr<3> to i32
      %35 = nvvm.shfl.sync idx %13, %34, %5, %15 : i32 -> i32
      %36 = llvm.zext %35 : i32 to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%37, %1 : !llvm.ptr<3>, i64)] : i1
      %38 = llvm.ptrtoint %37 : !llvm.ptr<3> to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<3>
      llvm.intr.assume %2 ["align"(%39, %0 : !llvm.ptr<3>, i64)] : i1
      %40 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %41 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %42 = llvm.srem %40, %22 : i32
      %43 = llvm.sdiv %40, %22 : i32
      %44 = llvm.mul %43, %22 : i32
      %45 = llvm.icmp "ne" %40, %44 : i32
      %46 = llvm.mlir.constant(0 : i32) : i32
      %47 = llvm.icmp "slt" %40, %46 : i32
      %48 = llvm.mlir.constant(false) : i1
      %49 = llvm.icmp "ne" %47, %48 : i1
      %50 = llvm.and %45, %49 : i1
      %51 = llvm.mlir.constant(-1 : i32) : i32
      %52 = llvm.add %43, %51 : i32
      %53 = llvm.select %50, %52, %43 : i1, i32
      %54 = llvm.mul %40, %6 : i32
      %55 = llvm.mul %41, %7 overflow<nsw> : i32
      %56 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %57 = llvm.getelementptr %56[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %58 = llvm.mul %40, %6 overflow<nsw> : i32
      %59 = llvm.getelementptr %57[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %60 = llvm.icmp "slt" %54, %7 : i32
      %61 = llvm.zext %60 : i1 to i8
      llvm.store %61, %33 {alignment = 32 : i64} : i8, !llvm.ptr
      %62 = llvm.add %54, %8 : i32
      %63 = llvm.icmp "slt" %62, %7 : i32
      %64 = llvm.zext %63 : i1 to i8
      %65 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %64, %65 {alignment = 1 : i64} : i8, !llvm.ptr
      %66 = llvm.add %54, %9 : i32
      %67 = llvm.icmp "slt" %66, %7 : i32
      %68 = llvm.zext %67 : i1 to i8
      %69 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %68, %69 {alignment = 2 : i64} : i8, !llvm.ptr
      %70 = llvm.add %54, %10 : i32
      %71 = llvm.icmp "slt" %70, %7 : i32
      %72 = llvm.zext %71 : i1 to i8
      %73 = llvm.getelementptr %33[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %72, %73 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %11, %32 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%5 : i32)
    ^bb1(%74: i32):  // 2 preds: ^bb0, ^bb4
      %75 = llvm.icmp "slt" %74, %21 : i32
      llvm.cond_br %75, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %76 = llvm.mul %74, %8 overflow<nsw> : i32
      %77 = llvm.getelementptr %59[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %78 = llvm.mul %74, %6 overflow<nsw> : i32
      %79 = llvm.getelementptr %32[%78] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %80 = llvm.getelementptr %33[%74] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %81 = llvm.load %80 {alignment = 1 : i64} : !llvm.ptr -> i8
      %82 = llvm.icmp "ne" %81, %12 : i8
      llvm.cond_br %82, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %83 = llvm.load %77 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %83, %79 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %84 = llvm.add %74, %23 : i32
      llvm.br ^bb1(%84 : i32) {loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb1
      %85 = llvm.load %32 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %86 = llvm.fpext %85 : vector<32xbf16> to vector<32xf32>
      %87 = llvm.fmul %86, %86 : vector<32xf32>
      %88 = "llvm.intr.vector.reduce.fadd"(%4, %87) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %89 = llvm.fadd %88, %4 : f32
      %90 = nvvm.shfl.sync bfly %13, %89, %14, %15 : f32 -> f32
      %91 = llvm.fadd %89, %90 : f32
      %92 = nvvm.shfl.sync bfly %13, %91, %6, %15 : f32 -> f32
      %93 = llvm.fadd %91, %92 : f32
      %94 = nvvm.shfl.sync bfly %13, %93, %21, %15 : f32 -> f32
      %95 = llvm.fadd %93, %94 : f32
      %96 = nvvm.shfl.sync bfly %13, %95, %16, %15 : f32 -> f32
      %97 = llvm.fadd %95, %96 : f32
      %98 = nvvm.shfl.sync bfly %13, %97, %23, %15 : f32 -> f32
      %99 = llvm.fadd %97, %98 : f32
      %100 = llvm.icmp "eq" %42, %5 : i32
      llvm.cond_br %100, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %101 = llvm.getelementptr %39[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %99, %101 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %102 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %103 = llvm.getelementptr %39[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %104 = llvm.load %103 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %105 = llvm.fadd %102, %104 : f32
      %106 = llvm.getelementptr %39[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %107 = llvm.load %106 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %108 = llvm.fadd %105, %107 : f32
      %109 = llvm.getelementptr %39[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %110 = llvm.load %109 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %111 = llvm.fadd %108, %110 : f32
      %112 = llvm.getelementptr %39[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %113 = llvm.load %112 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %114 = llvm.fadd %111, %113 : f32
      %115 = llvm.getelementptr %39[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %116 = llvm.load %115 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %117 = llvm.fadd %114, %116 : f32
      %118 = llvm.getelementptr %39[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %119 = llvm.load %118 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %120 = llvm.fadd %117, %119 : f32
      %121 = llvm.getelementptr %39[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %122 = llvm.load %121 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %123 = llvm.fadd %120, %122 : f32
      %124 = llvm.fdiv %123, %17 : f32
      %125 = llvm.fadd %124, %arg4 : f32
      %126 = llvm.call @__nv_rsqrtf(%125) : (f32) -> f32
      %127 = llvm.fcmp "oeq" %123, %18 : f32
      llvm.cond_br %127, ^bb8, ^bb23
    ^bb8:  // pred: ^bb7
      llvm.store %61, %31 {alignment = 32 : i64} : i8, !llvm.ptr
      %128 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %64, %128 {alignment = 1 : i64} : i8, !llvm.ptr
      %129 = llvm.getelementptr %31[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %68, %129 {alignment = 2 : i64} : i8, !llvm.ptr
      %130 = llvm.getelementptr %31[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %72, %130 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %11, %30 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb9(%5 : i32)
    ^bb9(%131: i32):  // 2 preds: ^bb8, ^bb12
      %132 = llvm.icmp "slt" %131, %21 : i32
      llvm.cond_br %132, ^bb10, ^bb13
    ^bb10:  // pred: ^bb9
      %133 = llvm.mul %131, %8 overflow<nsw> : i32
      %134 = llvm.getelementptr %59[%133] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %135 = llvm.mul %131, %6 overflow<nsw> : i32
      %136 = llvm.getelementptr %30[%135] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %137 = llvm.getelementptr %31[%131] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %138 = llvm.load %137 {alignment = 1 : i64} : !llvm.ptr -> i8
      %139 = llvm.icmp "ne" %138, %12 : i8
      llvm.cond_br %139, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %140 = llvm.load %134 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %140, %136 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %141 = llvm.add %131, %23 : i32
      llvm.br ^bb9(%141 : i32) {loop_annotation = #loop_annotation}
    ^bb13:  // pred: ^bb9
      %142 = llvm.load %30 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %143 = llvm.fpext %142 : vector<32xbf16> to vector<32xf32>
      %144 = llvm.fcmp "olt" %143, %20 : vector<32xf32>
      %145 = llvm.fneg %143 : vector<32xf32>
      %146 = llvm.select %144, %145, %143 : vector<32xi1>, vector<32xf32>
      %147 = llvm.intr.vector.reduce.fmaximum(%146) : (vector<32xf32>) -> f32
      %148 = llvm.intr.maximum(%147, %4) : (f32, f32) -> f32
      %149 = llvm.intr.maximum(%148, %4) : (f32, f32) -> f32
      %150 = nvvm.shfl.sync bfly %13, %149, %14, %15 : f32 -> f32
      %151 = llvm.intr.maximum(%149, %150) : (f32, f32) -> f32
      %152 = nvvm.shfl.sync bfly %13, %151, %6, %15 : f32 -> f32
      %153 = llvm.intr.maximum(%151, %152) : (f32, f32) -> f32
      %154 = nvvm.shfl.sync bfly %13, %153, %21, %15 : f32 -> f32
      %155 = llvm.intr.maximum(%153, %154) : (f32, f32) -> f32
      %156 = nvvm.shfl.sync bfly %13, %155, %16, %15 : f32 -> f32
      %157 = llvm.intr.maximum(%155, %156) : (f32, f32) -> f32
      %158 = nvvm.shfl.sync bfly %13, %157, %23, %15 : f32 -> f32
      %159 = llvm.intr.maximum(%157, %158) : (f32, f32) -> f32
      nvvm.barrier
      llvm.cond_br %100, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %160 = llvm.getelementptr %39[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %159, %160 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb13, ^bb14
      nvvm.barrier
      %161 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %162 = llvm.load %103 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %163 = llvm.intr.maximum(%161, %162) : (f32, f32) -> f32
      %164 = llvm.load %106 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %165 = llvm.intr.maximum(%163, %164) : (f32, f32) -> f32
      %166 = llvm.load %109 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %167 = llvm.intr.maximum(%165, %166) : (f32, f32) -> f32
      %168 = llvm.load %112 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %169 = llvm.intr.maximum(%167, %168) : (f32, f32) -> f32
      %170 = llvm.load %115 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %171 = llvm.intr.maximum(%169, %170) : (f32, f32) -> f32
      %172 = llvm.load %118 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %173 = llvm.intr.maximum(%171, %172) : (f32, f32) -> f32
      %174 = llvm.load %121 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %175 = llvm.intr.maximum(%173, %174) : (f32, f32) -> f32
      %176 = llvm.fdiv %19, %175 : f32
      llvm.store %61, %29 {alignment = 32 : i64} : i8, !llvm.ptr
      %177 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %64, %177 {alignment = 1 : i64} : i8, !llvm.ptr
      %178 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %68, %178 {alignment = 2 : i64} : i8, !llvm.ptr
      %179 = llvm.getelementptr %29[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %72, %179 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %11, %28 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb16(%5 : i32)
    ^bb16(%180: i32):  // 2 preds: ^bb15, ^bb19
      %181 = llvm.icmp "slt" %180, %21 : i32
      llvm.cond_br %181, ^bb17, ^bb20
    ^bb17:  // pred: ^bb16
      %182 = llvm.mul %180, %8 overflow<nsw> : i32
      %183 = llvm.getelementptr %59[%182] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %184 = llvm.mul %180, %6 overflow<nsw> : i32
      %185 = llvm.getelementptr %28[%184] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %186 = llvm.getelementptr %29[%180] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %187 = llvm.load %186 {alignment = 1 : i64} : !llvm.ptr -> i8
      %188 = llvm.icmp "ne" %187, %12 : i8
      llvm.cond_br %188, ^bb18, ^bb19
    ^bb18:  // pred: ^bb17
      %189 = llvm.load %183 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %189, %185 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb19
    ^bb19:  // 2 preds: ^bb17, ^bb18
      %190 = llvm.add %180, %23 : i32
      llvm.br ^bb16(%190 : i32) {loop_annotation = #loop_annotation}
    ^bb20:  // pred: ^bb16
      %191 = llvm.load %28 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %192 = llvm.fpext %191 : vector<32xbf16> to vector<32xf32>
      %193 = llvm.mlir.poison : vector<32xf32>
      %194 = llvm.mlir.constant(0 : i32) : i32
      %195 = llvm.insertelement %176, %193[%194 : i32] : vector<32xf32>
      %196 = llvm.shufflevector %195, %193 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %197 = llvm.fmul %192, %196 : vector<32xf32>
      %198 = llvm.fmul %197, %197 : vector<32xf32>
      %199 = "llvm.intr.vector.reduce.fadd"(%4, %198) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %200 = llvm.fadd %199, %4 : f32
      %201 = nvvm.shfl.sync bfly %13, %200, %14, %15 : f32 -> f32
      %202 = llvm.fadd %200, %201 : f32
      %203 = nvvm.shfl.sync bfly %13, %202, %6, %15 : f32 -> f32
      %204 = llvm.fadd %202, %203 : f32
      %205 = nvvm.shfl.sync bfly %13, %204, %21, %15 : f32 -> f32
      %206 = llvm.fadd %204, %205 : f32
      %207 = nvvm.shfl.sync bfly %13, %206, %16, %15 : f32 -> f32
      %208 = llvm.fadd %206, %207 : f32
      %209 = nvvm.shfl.sync bfly %13, %208, %23, %15 : f32 -> f32
      %210 = llvm.fadd %208, %209 : f32
      nvvm.barrier
      llvm.cond_br %100, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %211 = llvm.getelementptr %39[%53] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %210, %211 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb22
    ^bb22:  // 2 preds: ^bb20, ^bb21
      nvvm.barrier
      %212 = llvm.load %39 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %213 = llvm.load %103 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %214 = llvm.fadd %212, %213 : f32
      %215 = llvm.load %106 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %216 = llvm.fadd %214, %215 : f32
      %217 = llvm.load %109 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %218 = llvm.fadd %216, %217 : f32
      %219 = llvm.load %112 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %220 = llvm.fadd %218, %219 : f32
      %221 = llvm.load %115 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %222 = llvm.fadd %220, %221 : f32
      %223 = llvm.load %118 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %224 = llvm.fadd %222, %223 : f32
      %225 = llvm.load %121 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %226 = llvm.fadd %224, %225 : f32
      %227 = llvm.fdiv %226, %17 : f32
      %228 = llvm.fmul %arg4, %176 : f32
      %229 = llvm.fmul %228, %176 : f32
      %230 = llvm.fadd %227, %229 : f32
      %231 = llvm.call @__nv_rsqrtf(%230) : (f32) -> f32
      %232 = llvm.fmul %176, %231 : f32
      llvm.br ^bb24(%232 : f32)
    ^bb23:  // pred: ^bb7
      llvm.br ^bb24(%126 : f32)
    ^bb24(%233: f32):  // 2 preds: ^bb22, ^bb23
      llvm.br ^bb25
    ^bb25:  // pred: ^bb24
      %234 = llvm.icmp "eq" %40, %5 : i32
      llvm.cond_br %234, ^bb26, ^bb27
    ^bb26:  // pred: ^bb25
      %235 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %236 = llvm.getelementptr %235[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %233, %236 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb27
    ^bb27:  // 2 preds: ^bb25, ^bb26
      %237 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %238 = llvm.getelementptr %237[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %239 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %240 = llvm.getelementptr %239[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %241 = llvm.getelementptr %240[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %61, %27 {alignment = 32 : i64} : i8, !llvm.ptr
      %242 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %64, %242 {alignment = 1 : i64} : i8, !llvm.ptr
      %243 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %68, %243 {alignment = 2 : i64} : i8, !llvm.ptr
      %244 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %72, %244 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %11, %26 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %11, %25 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb28(%5 : i32)
    ^bb28(%245: i32):  // 2 preds: ^bb27, ^bb31
      %246 = llvm.icmp "slt" %245, %21 : i32
      llvm.cond_br %246, ^bb29, ^bb32
    ^bb29:  // pred: ^bb28
      %247 = llvm.mul %245, %8 overflow<nsw> : i32
      %248 = llvm.getelementptr %59[%247] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %249 = llvm.mul %245, %6 overflow<nsw> : i32
      %250 = llvm.getelementptr %26[%249] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %251 = llvm.getelementptr %27[%245] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %252 = llvm.load %251 {alignment = 1 : i64} : !llvm.ptr -> i8
      %253 = llvm.icmp "ne" %252, %12 : i8
      llvm.cond_br %253, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %254 = llvm.load %248 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %254, %250 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb31
    ^bb31:  // 2 preds: ^bb29, ^bb30
      %255 = llvm.add %245, %23 : i32
      llvm.br ^bb28(%255 : i32) {loop_annotation = #loop_annotation}
    ^bb32:  // pred: ^bb28
      llvm.br ^bb33(%5 : i32)
    ^bb33(%256: i32):  // 2 preds: ^bb32, ^bb36
      %257 = llvm.icmp "slt" %256, %21 : i32
      llvm.cond_br %257, ^bb34, ^bb37
    ^bb34:  // pred: ^bb33
      %258 = llvm.mul %256, %8 overflow<nsw> : i32
      %259 = llvm.getelementptr %238[%258] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %260 = llvm.mul %256, %6 overflow<nsw> : i32
      %261 = llvm.getelementptr %25[%260] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %262 = llvm.getelementptr %27[%256] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %263 = llvm.load %262 {alignment = 1 : i64} : !llvm.ptr -> i8
      %264 = llvm.icmp "ne" %263, %12 : i8
      llvm.cond_br %264, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %265 = llvm.load %259 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %265, %261 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      %266 = llvm.add %256, %23 : i32
      llvm.br ^bb33(%266 : i32) {loop_annotation = #loop_annotation}
    ^bb37:  // pred: ^bb33
      %267 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %268 = llvm.fpext %267 : vector<32xbf16> to vector<32xf32>
      %269 = llvm.mlir.poison : vector<32xf32>
      %270 = llvm.mlir.constant(0 : i32) : i32
      %271 = llvm.insertelement %233, %269[%270 : i32] : vector<32xf32>
      %272 = llvm.shufflevector %271, %269 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %273 = llvm.fmul %268, %272 : vector<32xf32>
      %274 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %275 = llvm.fpext %274 : vector<32xbf16> to vector<32xf32>
      %276 = llvm.fmul %273, %275 : vector<32xf32>
      %277 = llvm.fptrunc %276 : vector<32xf32> to vector<32xbf16>
      llvm.store %277, %24 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb38(%5 : i32)
    ^bb38(%278: i32):  // 2 preds: ^bb37, ^bb41
      %279 = llvm.icmp "slt" %278, %21 : i32
      llvm.cond_br %279, ^bb39, ^bb42
    ^bb39:  // pred: ^bb38
      %280 = llvm.mul %278, %6 overflow<nsw> : i32
      %281 = llvm.getelementptr %24[%280] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %282 = llvm.mul %278, %8 overflow<nsw> : i32
      %283 = llvm.getelementptr %241[%282] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %284 = llvm.getelementptr %27[%278] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %285 = llvm.load %284 {alignment = 1 : i64} : !llvm.ptr -> i8
      %286 = llvm.icmp "ne" %285, %12 : i8
      llvm.cond_br %286, ^bb40, ^bb41
    ^bb40:  // pred: ^bb39
      %287 = llvm.load %281 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %287, %283 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb41
    ^bb41:  // 2 preds: ^bb39, ^bb40
      %288 = llvm.add %278, %23 : i32
      llvm.br ^bb38(%288 : i32) {loop_annotation = #loop_annotation}
    ^bb42:  // pred: ^bb38
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm_struct_6960aa
    %1 = llvm.mlir.poison : !llvm.struct<(struct<()>, struct<()>)>
    %2 = llvm.mlir.constant(96 : i64) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(256 : i32) : i32
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h9d7ac410_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_ha83ca3b1(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads25_hdd5db5b1(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
