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
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 96, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.config_smem_size = 96 : i64, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
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
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(31 : i32) : i32
      %15 = llvm.mlir.constant(2 : i32) : i32
      %16 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %17 = llvm.mlir.constant(96 : i32) : i32
      %18 = llvm.mlir.constant(5000 : i32) : i32
      %19 = llvm.mlir.constant(4 : i32) : i32
      %20 = llvm.mlir.constant(32 : i32) : i32
      %21 = llvm.mlir.constant(1 : i32) : i32
      %22 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %19 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %20 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = llvm.alloca %19 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %28 = llvm.ptrtoint %6 : !llvm.ptr<3> to i32
      %29 = nvvm.shfl.sync idx %12, %28, %8, %14 : i32 -> i32
      %30 = llvm.zext %29 : i32 to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%31, %4 : !llvm.ptr<3>, i64)] : i1
      %32 = llvm.ptrtoint %31 : !llvm.ptr<3> to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<3>
      llvm.intr.assume %5 ["align"(%33, %3 : !llvm.ptr<3>, i64)] : i1
      %34 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %35 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %36 = llvm.srem %34, %20 : i32
      %37 = llvm.sdiv %34, %20 : i32
      %38 = llvm.mul %37, %20 : i32
      %39 = llvm.icmp "ne" %34, %38 : i32
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.icmp "slt" %34, %40 : i32
      %42 = llvm.mlir.constant(false) : i1
      %43 = llvm.icmp "ne" %41, %42 : i1
      %44 = llvm.and %39, %43 : i1
      %45 = llvm.mlir.constant(-1 : i32) : i32
      %46 = llvm.add %37, %45 : i32
      %47 = llvm.select %44, %46, %37 : i1, i32
      %48 = llvm.mul %35, %18 overflow<nsw> : i32
      %49 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %50 = llvm.getelementptr %49[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %51 = llvm.mul %34, %9 overflow<nsw> : i32
      %52 = llvm.getelementptr %50[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %53 = llvm.icmp "slt" %35, %17 : i32
      %54 = llvm.icmp "slt" %51, %18 : i32
      %55 = llvm.and %53, %54 : i1
      %56 = llvm.zext %55 : i1 to i8
      llvm.store %56, %27 {alignment = 32 : i64} : i8, !llvm.ptr
      %57 = llvm.add %51, %2 overflow<nsw> : i32
      %58 = llvm.icmp "slt" %35, %17 : i32
      %59 = llvm.icmp "slt" %57, %18 : i32
      %60 = llvm.and %58, %59 : i1
      %61 = llvm.zext %60 : i1 to i8
      %62 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %61, %62 {alignment = 1 : i64} : i8, !llvm.ptr
      %63 = llvm.add %51, %1 overflow<nsw> : i32
      %64 = llvm.icmp "slt" %35, %17 : i32
      %65 = llvm.icmp "slt" %63, %18 : i32
      %66 = llvm.and %64, %65 : i1
      %67 = llvm.zext %66 : i1 to i8
      %68 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %67, %68 {alignment = 2 : i64} : i8, !llvm.ptr
      %69 = llvm.add %51, %0 overflow<nsw> : i32
      %70 = llvm.icmp "slt" %35, %17 : i32
      %71 = llvm.icmp "slt" %69, %18 : i32
      %72 = llvm.and %70, %71 : i1
      %73 = llvm.zext %72 : i1 to i8
      %74 = llvm.getelementptr %27[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %73, %74 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %10, %26 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%8 : i32)
    ^bb1(%75: i32):  // 2 preds: ^bb0, ^bb4
      %76 = llvm.icmp "slt" %75, %19 : i32
      llvm.cond_br %76, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %77 = llvm.mul %75, %2 overflow<nsw> : i32
      %78 = llvm.getelementptr %52[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %79 = llvm.mul %75, %9 overflow<nsw> : i32
      %80 = llvm.getelementptr %26[%79] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %81 = llvm.getelementptr %27[%75] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %82 = llvm.load %81 {alignment = 1 : i64} : !llvm.ptr -> i8
      %83 = llvm.icmp "ne" %82, %11 : i8
      llvm.cond_br %83, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %84 = llvm.load %78 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %84, %80 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %85 = llvm.add %75, %21 : i32
      llvm.br ^bb1(%85 : i32) {loop_annotation = #loop_annotation}
    ^bb5:  // pred: ^bb1
      %86 = llvm.load %26 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %87 = llvm.fpext %86 : vector<32xbf16> to vector<32xf32>
      %88 = llvm.fmul %87, %87 : vector<32xf32>
      %89 = "llvm.intr.vector.reduce.fadd"(%7, %88) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %90 = llvm.fadd %89, %7 : f32
      %91 = nvvm.shfl.sync bfly %12, %90, %13, %14 : f32 -> f32
      %92 = llvm.fadd %90, %91 : f32
      %93 = nvvm.shfl.sync bfly %12, %92, %9, %14 : f32 -> f32
      %94 = llvm.fadd %92, %93 : f32
      %95 = nvvm.shfl.sync bfly %12, %94, %19, %14 : f32 -> f32
      %96 = llvm.fadd %94, %95 : f32
      %97 = nvvm.shfl.sync bfly %12, %96, %15, %14 : f32 -> f32
      %98 = llvm.fadd %96, %97 : f32
      %99 = nvvm.shfl.sync bfly %12, %98, %21, %14 : f32 -> f32
      %100 = llvm.fadd %98, %99 : f32
      %101 = llvm.icmp "eq" %36, %8 : i32
      llvm.cond_br %101, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %102 = llvm.getelementptr %33[%47] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %100, %102 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %103 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %104 = llvm.getelementptr %33[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %105 = llvm.load %104 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %106 = llvm.fadd %103, %105 : f32
      %107 = llvm.getelementptr %33[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %108 = llvm.load %107 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %109 = llvm.fadd %106, %108 : f32
      %110 = llvm.getelementptr %33[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %111 = llvm.load %110 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %112 = llvm.fadd %109, %111 : f32
      %113 = llvm.getelementptr %33[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %114 = llvm.load %113 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %115 = llvm.fadd %112, %114 : f32
      %116 = llvm.getelementptr %33[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %117 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %118 = llvm.fadd %115, %117 : f32
      %119 = llvm.getelementptr %33[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %120 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %121 = llvm.fadd %118, %120 : f32
      %122 = llvm.getelementptr %33[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %123 = llvm.load %122 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %124 = llvm.fadd %121, %123 : f32
      %125 = llvm.fdiv %124, %16 : f32
      %126 = llvm.fadd %125, %arg4 : f32
      %127 = llvm.call @__nv_rsqrtf(%126) : (f32) -> f32
      %128 = llvm.icmp "eq" %34, %8 : i32
      llvm.cond_br %128, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %129 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %130 = llvm.getelementptr %129[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      llvm.store %127, %130 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %131 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %132 = llvm.getelementptr %131[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %133 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %134 = llvm.getelementptr %133[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %135 = llvm.getelementptr %134[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %56, %25 {alignment = 32 : i64} : i8, !llvm.ptr
      %136 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %61, %136 {alignment = 1 : i64} : i8, !llvm.ptr
      %137 = llvm.getelementptr %25[2] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %67, %137 {alignment = 2 : i64} : i8, !llvm.ptr
      %138 = llvm.getelementptr %25[3] : (!llvm.ptr) -> !llvm.ptr, i8
      llvm.store %73, %138 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %10, %24 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %10, %23 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb10(%8 : i32)
    ^bb10(%139: i32):  // 2 preds: ^bb9, ^bb13
      %140 = llvm.icmp "slt" %139, %19 : i32
      llvm.cond_br %140, ^bb11, ^bb14
    ^bb11:  // pred: ^bb10
      %141 = llvm.mul %139, %2 overflow<nsw> : i32
      %142 = llvm.getelementptr %52[%141] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %143 = llvm.mul %139, %9 overflow<nsw> : i32
      %144 = llvm.getelementptr %24[%143] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %145 = llvm.getelementptr %25[%139] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %146 = llvm.load %145 {alignment = 1 : i64} : !llvm.ptr -> i8
      %147 = llvm.icmp "ne" %146, %11 : i8
      llvm.cond_br %147, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %148 = llvm.load %142 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %148, %144 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %149 = llvm.add %139, %21 : i32
      llvm.br ^bb10(%149 : i32) {loop_annotation = #loop_annotation}
    ^bb14:  // pred: ^bb10
      llvm.br ^bb15(%8 : i32)
    ^bb15(%150: i32):  // 2 preds: ^bb14, ^bb18
      %151 = llvm.icmp "slt" %150, %19 : i32
      llvm.cond_br %151, ^bb16, ^bb19
    ^bb16:  // pred: ^bb15
      %152 = llvm.mul %150, %2 overflow<nsw> : i32
      %153 = llvm.getelementptr %132[%152] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %154 = llvm.mul %150, %9 overflow<nsw> : i32
      %155 = llvm.getelementptr %23[%154] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %156 = llvm.getelementptr %25[%150] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %157 = llvm.load %156 {alignment = 1 : i64} : !llvm.ptr -> i8
      %158 = llvm.icmp "ne" %157, %11 : i8
      llvm.cond_br %158, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %159 = llvm.load %153 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %159, %155 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %160 = llvm.add %150, %21 : i32
      llvm.br ^bb15(%160 : i32) {loop_annotation = #loop_annotation}
    ^bb19:  // pred: ^bb15
      %161 = llvm.load %24 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %162 = llvm.fpext %161 : vector<32xbf16> to vector<32xf32>
      %163 = llvm.mlir.poison : vector<32xf32>
      %164 = llvm.mlir.constant(0 : i32) : i32
      %165 = llvm.insertelement %127, %163[%164 : i32] : vector<32xf32>
      %166 = llvm.shufflevector %165, %163 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %167 = llvm.fmul %162, %166 : vector<32xf32>
      %168 = llvm.load %23 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %169 = llvm.fpext %168 : vector<32xbf16> to vector<32xf32>
      %170 = llvm.fmul %167, %169 : vector<32xf32>
      %171 = llvm.fptrunc %170 : vector<32xf32> to vector<32xbf16>
      llvm.store %171, %22 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb20(%8 : i32)
    ^bb20(%172: i32):  // 2 preds: ^bb19, ^bb23
      %173 = llvm.icmp "slt" %172, %19 : i32
      llvm.cond_br %173, ^bb21, ^bb24
    ^bb21:  // pred: ^bb20
      %174 = llvm.mul %172, %9 overflow<nsw> : i32
      %175 = llvm.getelementptr %22[%174] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %176 = llvm.mul %172, %2 overflow<nsw> : i32
      %177 = llvm.getelementptr %135[%176] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %178 = llvm.getelementptr %25[%172] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %179 = llvm.load %178 {alignment = 1 : i64} : !llvm.ptr -> i8
      %180 = llvm.icmp "ne" %179, %11 : i8
      llvm.cond_br %180, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %181 = llvm.load %175 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %181, %177 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %182 = llvm.add %172, %21 : i32
      llvm.br ^bb20(%182 : i32) {loop_annotation = #loop_annotation}
    ^bb24:  // pred: ^bb20
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
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
    %95 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%31> (%11, %13, %15, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda_launch_cfg_2cf94c, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %96 = builtin.unrealized_conversion_cast %95 : !cuda.result to i32
    cuda.return_if_error %96 : i32
    llvm.return %3 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h66a580e6(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
