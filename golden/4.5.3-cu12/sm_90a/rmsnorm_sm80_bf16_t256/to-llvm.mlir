!llvm_struct_6960aa = !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>
!llvm_struct_8ff597 = !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
!llvm_struct_e972f9 = !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
#loop_unroll = #llvm.loop_unroll<disable = false, full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %d bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  gpu.module @kernels attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64, dso_local} : !llvm.array<0 x i8>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.undef : vector<32xf32>
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(6144 : i32) : i32
      %3 = llvm.mlir.constant(4096 : i32) : i32
      %4 = llvm.mlir.constant(2048 : i32) : i32
      %5 = llvm.mlir.constant(false) : i1
      %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(8 : i32) : i32
      %9 = llvm.mlir.constant(0 : i8) : i8
      %10 = llvm.mlir.constant(-1 : i32) : i32
      %11 = llvm.mlir.constant(16 : i32) : i32
      %12 = llvm.mlir.constant(31 : i32) : i32
      %13 = llvm.mlir.constant(2 : i32) : i32
      %14 = llvm.mlir.constant(5.000000e+03 : f32) : f32
      %15 = llvm.mlir.constant(96 : i32) : i32
      %16 = llvm.mlir.constant(5000 : i32) : i32
      %17 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xbf16>) : vector<32xbf16>
      %18 = llvm.mlir.constant(4 : i32) : i32
      %19 = llvm.mlir.constant(32 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = llvm.alloca %19 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %22 = llvm.alloca %19 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %23 = llvm.alloca %19 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %24 = llvm.alloca %18 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %25 = llvm.alloca %19 x i16 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %26 = llvm.alloca %18 x i8 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %27 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %28 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %29 = llvm.srem %27, %19 : i32
      %30 = llvm.sdiv %27, %19 : i32
      %31 = llvm.mul %30, %19 : i32
      %32 = llvm.icmp "ne" %27, %31 : i32
      %33 = llvm.icmp "slt" %27, %7 : i32
      %34 = llvm.icmp "ne" %33, %5 : i1
      %35 = llvm.and %32, %34 : i1
      %36 = llvm.add %30, %10 : i32
      %37 = llvm.select %35, %36, %30 : i1, i32
      %38 = llvm.mul %28, %16 : i32
      %39 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
      %40 = llvm.getelementptr %39[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %41 = llvm.mul %27, %8 : i32
      %42 = llvm.getelementptr %40[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %43 = llvm.icmp "slt" %28, %15 : i32
      %44 = llvm.icmp "slt" %41, %16 : i32
      %45 = llvm.and %43, %44 : i1
      %46 = llvm.zext %45 : i1 to i8
      %47 = llvm.ptrtoint %26 : !llvm.ptr to i64
      %48 = llvm.inttoptr %47 : i64 to !llvm.ptr
      llvm.store %46, %48 {alignment = 32 : i64} : i8, !llvm.ptr
      %49 = llvm.add %41, %4 : i32
      %50 = llvm.icmp "slt" %49, %16 : i32
      %51 = llvm.and %43, %50 : i1
      %52 = llvm.zext %51 : i1 to i8
      %53 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
      llvm.store %52, %55 {alignment = 1 : i64} : i8, !llvm.ptr
      %56 = llvm.add %41, %3 : i32
      %57 = llvm.icmp "slt" %56, %16 : i32
      %58 = llvm.and %43, %57 : i1
      %59 = llvm.zext %58 : i1 to i8
      %60 = llvm.getelementptr %26[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
      %62 = llvm.inttoptr %61 : i64 to !llvm.ptr
      llvm.store %59, %62 {alignment = 2 : i64} : i8, !llvm.ptr
      %63 = llvm.add %41, %2 : i32
      %64 = llvm.icmp "slt" %63, %16 : i32
      %65 = llvm.and %43, %64 : i1
      %66 = llvm.zext %65 : i1 to i8
      %67 = llvm.getelementptr %26[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %68 = llvm.ptrtoint %67 : !llvm.ptr to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr
      llvm.store %66, %69 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %17, %25 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb1(%7 : i32)
    ^bb1(%70: i32):  // 2 preds: ^bb0, ^bb4
      %71 = llvm.icmp "slt" %70, %18 : i32
      llvm.cond_br %71, ^bb2, ^bb5 {llvm.loop_annotation = #loop_annotation}
    ^bb2:  // pred: ^bb1
      %72 = llvm.mul %70, %4 : i32
      %73 = llvm.getelementptr %42[%72] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %74 = llvm.mul %70, %8 : i32
      %75 = llvm.getelementptr %25[%74] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %76 = llvm.getelementptr %26[%70] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %77 = llvm.load %76 : !llvm.ptr -> i8
      %78 = llvm.icmp "ne" %77, %9 : i8
      llvm.cond_br %78, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %79 = llvm.load %73 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %79, %75 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %80 = llvm.add %70, %20 : i32
      llvm.br ^bb1(%80 : i32)
    ^bb5:  // pred: ^bb1
      %81 = llvm.load %25 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %82 = llvm.fpext %81 : vector<32xbf16> to vector<32xf32>
      %83 = llvm.fmul %82, %82 : vector<32xf32>
      %84 = "llvm.intr.vector.reduce.fadd"(%6, %83) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<32xf32>) -> f32
      %85 = llvm.fadd %84, %6 : f32
      %86 = nvvm.shfl.sync  bfly %10, %85, %11, %12 : f32 -> f32
      %87 = llvm.fadd %85, %86 : f32
      %88 = nvvm.shfl.sync  bfly %10, %87, %8, %12 : f32 -> f32
      %89 = llvm.fadd %87, %88 : f32
      %90 = nvvm.shfl.sync  bfly %10, %89, %18, %12 : f32 -> f32
      %91 = llvm.fadd %89, %90 : f32
      %92 = nvvm.shfl.sync  bfly %10, %91, %13, %12 : f32 -> f32
      %93 = llvm.fadd %91, %92 : f32
      %94 = nvvm.shfl.sync  bfly %10, %93, %20, %12 : f32 -> f32
      %95 = llvm.fadd %93, %94 : f32
      %96 = llvm.icmp "eq" %29, %7 : i32
      llvm.cond_br %96, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %97 = llvm.getelementptr %1[%37] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      %98 = llvm.ptrtoint %97 : !llvm.ptr<3> to i64
      %99 = llvm.inttoptr %98 : i64 to !llvm.ptr<3>
      llvm.store %95, %99 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier
      %100 = llvm.ptrtoint %1 : !llvm.ptr<3> to i64
      %101 = llvm.inttoptr %100 : i64 to !llvm.ptr<3>
      %102 = llvm.load %101 {alignment = 1024 : i64} : !llvm.ptr<3> -> f32
      %103 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %104 = llvm.ptrtoint %103 : !llvm.ptr<3> to i64
      %105 = llvm.inttoptr %104 : i64 to !llvm.ptr<3>
      %106 = llvm.load %105 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %107 = llvm.fadd %102, %106 : f32
      %108 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %109 = llvm.ptrtoint %108 : !llvm.ptr<3> to i64
      %110 = llvm.inttoptr %109 : i64 to !llvm.ptr<3>
      %111 = llvm.load %110 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %112 = llvm.fadd %107, %111 : f32
      %113 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %114 = llvm.ptrtoint %113 : !llvm.ptr<3> to i64
      %115 = llvm.inttoptr %114 : i64 to !llvm.ptr<3>
      %116 = llvm.load %115 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %117 = llvm.fadd %112, %116 : f32
      %118 = llvm.getelementptr %1[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %119 = llvm.ptrtoint %118 : !llvm.ptr<3> to i64
      %120 = llvm.inttoptr %119 : i64 to !llvm.ptr<3>
      %121 = llvm.load %120 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %122 = llvm.fadd %117, %121 : f32
      %123 = llvm.getelementptr %1[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %124 = llvm.ptrtoint %123 : !llvm.ptr<3> to i64
      %125 = llvm.inttoptr %124 : i64 to !llvm.ptr<3>
      %126 = llvm.load %125 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %127 = llvm.fadd %122, %126 : f32
      %128 = llvm.getelementptr %1[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %129 = llvm.ptrtoint %128 : !llvm.ptr<3> to i64
      %130 = llvm.inttoptr %129 : i64 to !llvm.ptr<3>
      %131 = llvm.load %130 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %132 = llvm.fadd %127, %131 : f32
      %133 = llvm.getelementptr %1[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %134 = llvm.ptrtoint %133 : !llvm.ptr<3> to i64
      %135 = llvm.inttoptr %134 : i64 to !llvm.ptr<3>
      %136 = llvm.load %135 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %137 = llvm.fadd %132, %136 : f32
      %138 = llvm.fdiv %137, %14 : f32
      %139 = llvm.fadd %138, %arg4 : f32
      %140 = llvm.call @__nv_rsqrtf(%139) : (f32) -> f32
      %141 = llvm.icmp "eq" %27, %7 : i32
      llvm.cond_br %141, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %142 = llvm.extractvalue %arg3[0] : !llvm_struct_6960aa
      %143 = llvm.getelementptr %142[%28] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %144 = llvm.ptrtoint %143 : !llvm.ptr<1> to i64
      %145 = llvm.inttoptr %144 : i64 to !llvm.ptr<1>
      llvm.store %140, %145 {alignment = 4 : i64} : f32, !llvm.ptr<1>
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %146 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
      %147 = llvm.getelementptr %146[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %148 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
      %149 = llvm.getelementptr %148[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %150 = llvm.getelementptr %149[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %151 = llvm.ptrtoint %24 : !llvm.ptr to i64
      %152 = llvm.inttoptr %151 : i64 to !llvm.ptr
      llvm.store %46, %152 {alignment = 32 : i64} : i8, !llvm.ptr
      %153 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, i8
      %154 = llvm.ptrtoint %153 : !llvm.ptr to i64
      %155 = llvm.inttoptr %154 : i64 to !llvm.ptr
      llvm.store %52, %155 {alignment = 1 : i64} : i8, !llvm.ptr
      %156 = llvm.getelementptr %24[2] : (!llvm.ptr) -> !llvm.ptr, i8
      %157 = llvm.ptrtoint %156 : !llvm.ptr to i64
      %158 = llvm.inttoptr %157 : i64 to !llvm.ptr
      llvm.store %59, %158 {alignment = 2 : i64} : i8, !llvm.ptr
      %159 = llvm.getelementptr %24[3] : (!llvm.ptr) -> !llvm.ptr, i8
      %160 = llvm.ptrtoint %159 : !llvm.ptr to i64
      %161 = llvm.inttoptr %160 : i64 to !llvm.ptr
      llvm.store %66, %161 {alignment = 1 : i64} : i8, !llvm.ptr
      llvm.store %17, %23 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.store %17, %22 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb10(%7 : i32)
    ^bb10(%162: i32):  // 2 preds: ^bb9, ^bb13
      %163 = llvm.icmp "slt" %162, %18 : i32
      llvm.cond_br %163, ^bb11, ^bb14 {llvm.loop_annotation = #loop_annotation}
    ^bb11:  // pred: ^bb10
      %164 = llvm.mul %162, %4 : i32
      %165 = llvm.getelementptr %42[%164] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %166 = llvm.mul %162, %8 : i32
      %167 = llvm.getelementptr %23[%166] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %168 = llvm.getelementptr %24[%162] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %169 = llvm.load %168 : !llvm.ptr -> i8
      %170 = llvm.icmp "ne" %169, %9 : i8
      llvm.cond_br %170, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %171 = llvm.load %165 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %171, %167 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      %172 = llvm.add %162, %20 : i32
      llvm.br ^bb10(%172 : i32)
    ^bb14:  // pred: ^bb10
      llvm.br ^bb15(%7 : i32)
    ^bb15(%173: i32):  // 2 preds: ^bb14, ^bb18
      %174 = llvm.icmp "slt" %173, %18 : i32
      llvm.cond_br %174, ^bb16, ^bb19 {llvm.loop_annotation = #loop_annotation}
    ^bb16:  // pred: ^bb15
      %175 = llvm.mul %173, %4 : i32
      %176 = llvm.getelementptr %147[%175] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %177 = llvm.mul %173, %8 : i32
      %178 = llvm.getelementptr %22[%177] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %179 = llvm.getelementptr %24[%173] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %180 = llvm.load %179 : !llvm.ptr -> i8
      %181 = llvm.icmp "ne" %180, %9 : i8
      llvm.cond_br %181, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %182 = llvm.load %176 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
      llvm.store %182, %178 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %183 = llvm.add %173, %20 : i32
      llvm.br ^bb15(%183 : i32)
    ^bb19:  // pred: ^bb15
      %184 = llvm.load %23 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %185 = llvm.fpext %184 : vector<32xbf16> to vector<32xf32>
      %186 = llvm.insertelement %140, %0[%7 : i32] : vector<32xf32>
      %187 = llvm.shufflevector %186, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32>
      %188 = llvm.fmul %185, %187 : vector<32xf32>
      %189 = llvm.load %22 {alignment = 32 : i64} : !llvm.ptr -> vector<32xbf16>
      %190 = llvm.fpext %189 : vector<32xbf16> to vector<32xf32>
      %191 = llvm.fmul %188, %190 : vector<32xf32>
      %192 = llvm.fptrunc %191 : vector<32xf32> to vector<32xbf16>
      llvm.store %192, %21 {alignment = 32 : i64} : vector<32xbf16>, !llvm.ptr
      llvm.br ^bb20(%7 : i32)
    ^bb20(%193: i32):  // 2 preds: ^bb19, ^bb23
      %194 = llvm.icmp "slt" %193, %18 : i32
      llvm.cond_br %194, ^bb21, ^bb24 {llvm.loop_annotation = #loop_annotation}
    ^bb21:  // pred: ^bb20
      %195 = llvm.mul %193, %8 : i32
      %196 = llvm.getelementptr %21[%195] : (!llvm.ptr, i32) -> !llvm.ptr, bf16
      %197 = llvm.mul %193, %4 : i32
      %198 = llvm.getelementptr %150[%197] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %199 = llvm.getelementptr %24[%193] : (!llvm.ptr, i32) -> !llvm.ptr, i8
      %200 = llvm.load %199 : !llvm.ptr -> i8
      %201 = llvm.icmp "ne" %200, %9 : i8
      llvm.cond_br %201, ^bb22, ^bb23
    ^bb22:  // pred: ^bb21
      %202 = llvm.load %196 {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
      llvm.store %202, %198 {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
      llvm.br ^bb23
    ^bb23:  // 2 preds: ^bb21, ^bb22
      %203 = llvm.add %193, %20 : i32
      llvm.br ^bb20(%203 : i32)
    ^bb24:  // pred: ^bb20
      llvm.return
    }
  }
  llvm.func @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.undef : !llvm_struct_6960aa
    %6 = llvm.mlir.undef : !llvm.struct<(struct<()>, struct<()>)>
    %7 = llvm.mlir.constant(96 : i64) : i64
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(256 : i32) : i32
    %11 = llvm.mlir.constant(96 : i32) : i32
    %12 = llvm.extractvalue %arg0[0] : !llvm_struct_6960aa
    %13 = llvm.extractvalue %arg1[0] : !llvm_struct_6960aa
    %14 = llvm.extractvalue %arg2[0] : !llvm_struct_6960aa
    %15 = llvm.insertvalue %12, %5[0] : !llvm_struct_6960aa
    %16 = llvm.insertvalue %6, %15[1] : !llvm_struct_6960aa
    %17 = llvm.insertvalue %13, %5[0] : !llvm_struct_6960aa
    %18 = llvm.insertvalue %6, %17[1] : !llvm_struct_6960aa
    %19 = llvm.insertvalue %14, %5[0] : !llvm_struct_6960aa
    %20 = llvm.insertvalue %6, %19[1] : !llvm_struct_6960aa
    %21 = llvm.alloca %9 x !llvm_struct_8ff597 : (i32) -> !llvm.ptr
    %22 = llvm.alloca %9 x !llvm.array<3 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %23 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %22, %23 : !llvm.ptr, !llvm.ptr
    %24 = llvm.getelementptr %21[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %10, %24 : i32, !llvm.ptr
    %25 = llvm.getelementptr %21[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %25 : i32, !llvm.ptr
    %26 = llvm.getelementptr %21[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %26 : i32, !llvm.ptr
    %27 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %7, %27 : i64, !llvm.ptr
    %28 = llvm.getelementptr %21[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %11, %28 : i32, !llvm.ptr
    %29 = llvm.getelementptr %21[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %29 : i32, !llvm.ptr
    %30 = llvm.getelementptr %21[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %9, %30 : i32, !llvm.ptr
    %31 = llvm.getelementptr %21[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %8, %31 : i32, !llvm.ptr
    %32 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    llvm.store %arg5, %32 : !llvm.ptr, !llvm.ptr
    %33 = llvm.alloca %9 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %21, %34 : !llvm.ptr, !llvm.ptr
    %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %36 = llvm.getelementptr %35[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %37 = llvm.load %36 : !llvm.ptr -> i32
    %38 = llvm.getelementptr %35[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%8 : i32)
  ^bb1(%40: i32):  // 2 preds: ^bb3, ^bb5
    %41 = llvm.getelementptr %39[%40] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %4, %42 : i32, !llvm.ptr
    %43 = llvm.getelementptr %41[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %43 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // 2 preds: ^bb4, ^bb11
    %44 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %45 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %46 = llvm.call @printf(%45, %44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %47 = llvm.add %37, %9 : i32
    llvm.store %47, %36 : i32, !llvm.ptr
    llvm.br ^bb1(%37 : i32)
  ^bb4:  // pred: ^bb7
    %48 = llvm.icmp "uge" %37, %1 : i32
    llvm.cond_br %48, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%54 : i32)
  ^bb6:  // pred: ^bb7
    %49 = llvm.getelementptr %39[%54] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %50 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %51 = llvm.load %50 : !llvm.ptr -> i32
    %52 = llvm.icmp "eq" %51, %4 : i32
    %53 = llvm.add %54, %9 : i32
    llvm.cond_br %52, ^bb5, ^bb7(%53 : i32)
  ^bb7(%54: i32):  // 2 preds: ^bb0, ^bb6
    %55 = llvm.icmp "uge" %54, %37 : i32
    llvm.cond_br %55, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %56 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
    %57 = llvm.getelementptr %56[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %58 = llvm.load %57 : !llvm.ptr -> i32
    %59 = llvm.getelementptr %56[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_8ff597
    %60 = llvm.load %59 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb14(%8 : i32)
  ^bb9(%61: i32):  // 2 preds: ^bb10, ^bb12
    %62 = llvm.getelementptr %60[%61] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %0, %63 : i32, !llvm.ptr
    %64 = llvm.getelementptr %62[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    llvm.store %8, %64 : i32, !llvm.ptr
    llvm.br ^bb15
  ^bb10:  // pred: ^bb11
    %65 = llvm.add %58, %9 : i32
    llvm.store %65, %57 : i32, !llvm.ptr
    llvm.br ^bb9(%58 : i32)
  ^bb11:  // pred: ^bb14
    %66 = llvm.icmp "uge" %58, %1 : i32
    llvm.cond_br %66, ^bb2, ^bb10
  ^bb12:  // pred: ^bb13
    llvm.br ^bb9(%72 : i32)
  ^bb13:  // pred: ^bb14
    %67 = llvm.getelementptr %60[%72] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm_struct_e972f9
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm_struct_e972f9
    %69 = llvm.load %68 : !llvm.ptr -> i32
    %70 = llvm.icmp "eq" %69, %0 : i32
    %71 = llvm.add %72, %9 : i32
    llvm.cond_br %70, ^bb12, ^bb14(%71 : i32)
  ^bb14(%72: i32):  // 2 preds: ^bb8, ^bb13
    %73 = llvm.icmp "uge" %72, %58 : i32
    llvm.cond_br %73, ^bb11, ^bb13
  ^bb15:  // pred: ^bb9
    %74 = builtin.unrealized_conversion_cast %33 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 3>
    %75 = cuda.launch_ex @kernels::@kernel_cutlass_rmsnorm_kernel_tensorptrb_h6c0475a6_0<%74> (%16, %18, %20, %arg3, %arg4) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32) -> !cuda.result
    %76 = builtin.unrealized_conversion_cast %75 : !cuda.result to i32
    cuda.return_if_error %76 : i32
    llvm.return %8 : i32
  }
  llvm.func @_mlir_ciface_cutlass___call___RMSNormPro_h66a580e6(%arg0: !llvm_struct_6960aa, %arg1: !llvm_struct_6960aa, %arg2: !llvm_struct_6960aa, %arg3: !llvm_struct_6960aa, %arg4: f32, %arg5: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass___call___RMSNormProgramthreads25_hd4b7fe60(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, !llvm_struct_6960aa, f32, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}
